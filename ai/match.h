// A match between two sides of players: side A sits North-South, side B East-West; with
// `duplicate`, every deal is played a second time with the same cards and dealer and the
// sides swapped, so that the luck of the cards cancels out. Each table keeps its own
// games (scores, held litige points, end of the game by the rules).
//
// The players are given by seat (a side's two seats may hold different players, to see how
// a player partners another): at the first table A's at North and South, B's at East and
// West; at the second table of a duplicate pair every player sits one seat on, clockwise
// (North's player at East, East's at South, South's at West, West's at North), so that each
// keeps the same partner and the same players on their right and left.
#pragma once

#include "ai/player.h"
#include "engine/game.h"
#include "engine/random.h"
#include "engine/rules.h"

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace belote {

// Makes the player of one seat; `seed` differs per seat and table.
using PlayerFactory = std::function<std::unique_ptr<Player>(Seat seat, std::uint64_t seed)>;

// The seat at the first table (where A sits North-South) of the player who sits at `seat`
// at a table where A sits at `sideA`: at the second table of a duplicate pair, the next
// seat counter-clockwise (East's player is North's, South's is East's, West's is South's,
// North's is West's).
constexpr Seat homeSeat(Seat seat, Team sideA) { return sideA == Team::NS ? seat : nextSeat(seat); }

struct MatchOptions {
    Rules rules;
    int deals = 100;  // deals (or deal pairs with duplicate)
    std::uint64_t seed = 1;
    bool duplicate = false;
    Signals cardSignals = Signals::Direct;  // the card-play calls both sides play (ai/cardplay.h)
};

struct MatchSummary {
    int deals = 0;                  // deals played (twice `options.deals` with duplicate)
    double margin = 0;              // mean marks per deal, A minus B
    double ci95[2] = {0, 0};        // 95% interval of the margin (normal, over independent boards)
    std::array<int, 2> gamesWon{};  // A, B
    std::array<int, 2> taken{};     // contracts taken by A, B
    std::array<int, 2> made{};      // of which made (capot included)
    std::array<int, 2> coinched{};  // of which coinched and not surcoinched (coinche rules)
    std::array<int, 2> surcoinched{};
    // Time per decision with a choice (a forced card or call is not counted), both sides,
    // and each side (A, B).
    double decisionMsMedian = 0;
    double decisionMsP95 = 0;
    std::array<double, 2> sideDecisionMsMedian{};
    std::array<double, 2> sideDecisionMsP95{};
    std::string error;  // why the match stopped early (a player failed), empty otherwise
};

// The mean of a sample of independent values and its 95% interval (normal approximation):
// {mean, low, high}; the interval is the mean alone for fewer than two values.
std::array<double, 3> meanInterval(const std::vector<double>& x);

// A finished deal as the match counts it.
struct MatchDeal {
    int board = 0;                  // 1-based: the deal's number, the same at both tables of a duplicate pair
    Team sideA = Team::NS;          // where A sat at this deal's table
    std::array<int, 2> added{};     // what the table's game added to each team (held litige points included)
    std::optional<Team> gameWonBy;  // the team that won a game with this deal (a new one then starts)
};

// A table's games in a match: a new game starts when one ends.
class TableGames {
public:
    TableGames(const Rules& rules, Rng& seeds) : game_(rules, seeds.split()) {}
    const Game& game() const { return game_; }
    // Scores a finished deal into the game (MatchDeal::added, gameWonBy).
    void add(const DealResult& r, Rng& seeds, MatchDeal& d);

private:
    Game game_;
};

// What the summary counts (all but the decision times), deal by deal: by playMatch(), and
// from the records of one or several runs of a match (`rebelote-cli match --pool`), where
// `run` tells the runs' boards apart.
class MatchTally {
public:
    // `tables`: 2 with duplicate (a board's margin is the mean of its two tables), else 1.
    explicit MatchTally(int tables) : tables_(tables) {}
    void add(int run, const MatchDeal& d, const DealResult& r);
    // The margin counts the boards played at every table (a match stopped by a failing
    // player may leave one half played); the other figures count every deal.
    void fill(MatchSummary& s) const;

private:
    int tables_;
    std::map<std::pair<int, int>, std::pair<double, int>> boards_;  // (run, board): A − B summed, tables
    int deals_ = 0;
    std::array<int, 2> gamesWon_{}, taken_{}, made_{}, coinched_{}, surcoinched_{};
};

// Plays the match; `onDeal` sees each finished deal (to write it out). A player that throws
// std::runtime_error stops the match with its message in `error`; finished deals are kept.
// `seats`: each seat's player at the first table, by Seat (A's at South and North, B's at
// East and West); at the second table, seat s holds the player of homeSeat(s, Team::EW).
MatchSummary playMatch(const MatchOptions& options, const std::array<PlayerFactory, kSeats>& seats,
                       const std::function<void(const Deal&, const MatchDeal&)>& onDeal = {});
// Both seats of side A play `a`, both of B's `b`.
MatchSummary playMatch(const MatchOptions& options, const PlayerFactory& a, const PlayerFactory& b,
                       const std::function<void(const Deal&, const MatchDeal&)>& onDeal = {});

}  // namespace belote
