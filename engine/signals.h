// The partnerships' card-play agreement (docs/cardplay.md), by its name: chosen at the table
// and kept with the game in the history and the records, so that its discards are read by the
// agreement played. In the engine, beside the rules, because the history and the records keep
// it without the computer players that play by it (ai/cardplay.h).
#pragma once

#include <cstdint>
#include <string>

namespace belote {

// The partnership's discards on the partner's trick (Settings ▸ Players and pace).
enum class Signals : std::uint8_t {
    Direct,    // a small card of a suit asks for it ("appel direct"); the default
    Indirect,  // a small card of a suit refuses it ("appel indirect", "appel par l'opposé")
    None       // discards say nothing; the leads, returns and belote order still do
};
const char* signalsName(Signals s);                         // "direct", "indirect", "none"
bool signalsFromName(const std::string& name, Signals* s);  // false: unknown word

}  // namespace belote
