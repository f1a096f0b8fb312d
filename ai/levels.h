// The players a side can be made of, by name: what `rebelote-cli match --a LEVEL`, `bot
// --level L` and the game's settings accept.
#pragma once

#include "ai/player.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace belote {

// The level names, weakest first: "random", "heuristic", then the Monte Carlo levels.
std::vector<std::string> levelNames();

// A player of `level` with its own seeded randomness; nullptr (and *error set to one line)
// for an unknown level.
std::unique_ptr<Player> makeLevelPlayer(std::string_view level, std::uint64_t seed, std::string* error = nullptr);

}  // namespace belote
