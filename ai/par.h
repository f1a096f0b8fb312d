// Your result against the bots, on the same cards: the deal played again from the same
// dealer and the same deck (classic: the same retourne and the same rest of the pack) by
// computer players, the normal level in the person's seat and each other seat's own level.
// The "par" of the deal: what the bots in your seat made of your cards.
//
// A par depends on its request alone. The players' seeds come from `seed` (parSeed() of the
// deck and dealer, so that the same cards always get the same par), and their time limits
// are lifted (MonteCarloConfig::removeTimeLimits): on any machine, at any load, computed at
// the table or later by `rebelote-cli history par`, a deal's par is the same.
#pragma once

#include "ai/player.h"
#include "engine/deal.h"
#include "engine/scoring.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace belote {

struct ParRequest {
    Rules rules;
    Seat dealer = Seat::South;
    std::array<Card, 32> deck{};
    DealPattern pattern;
    std::array<std::string, kSeats> levels{"normal", "normal", "normal", "normal"};  // by Seat
    GameContext context;     // the game's scores before the deal, and its target
    std::uint64_t seed = 0;  // the players': Rng(seed).split() for South, East, North, West in turn
};

// Marks net for `team`: its score minus the other team's.
constexpr int netMarks(const std::array<int, 2>& score, Team team) { return score[int(team)] - score[1 - int(team)]; }

struct ParResult {
    std::optional<Deal> deal;  // played out; empty if cancelled or failed
    std::string error;         // a level unknown, a player that failed
    bool cancelled = false;
    // What each team marked (DealResult::score, before held litige points), and the net of
    // one team: `seat`'s team's score minus the other's.
    std::array<int, 2> score{};
    int net(Team team) const { return netMarks(score, team); }
};

// The seed of a deal's par: a hash of its dealer and deck.
std::uint64_t parSeed(Seat dealer, const std::array<Card, 32>& deck);

// The request for `dealt` (a deal from a deck: Deal::deck() set, else nullopt), with the
// person at `person` (normal there) and `levels` at the other seats.
std::optional<ParRequest> parRequest(const Deal& dealt, Seat person, const std::array<std::string, kSeats>& levels,
                                     const GameContext& context);

// One par, played on the calling thread; cancel() from any thread makes it return soon
// (every player answers at once), with `cancelled` set.
class ParGame {
public:
    explicit ParGame(ParRequest request);
    ~ParGame();
    ParResult run();
    void cancel();

private:
    ParRequest request_;
    std::array<std::unique_ptr<Player>, kSeats> players_;
    std::string error_;
    std::atomic<bool> cancelled_{false};
};

// Plays one par at once (no cancel).
ParResult playPar(const ParRequest& request);

}  // namespace belote
