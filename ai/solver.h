// Exact solver of the card play when every hand is known ("double dummy").
//
// The value of a position is the difference NS − EW of the points still to be credited:
// the cards on the table in the current trick, the cards still in hand, the last trick's 10
// and the capot's extra 90 when one side takes all eight tricks. Both sides play to
// maximise their own difference, so the value is what each side can force.
//
// Alpha-beta with null-window searches (the exact value by bisection; atLeast() alone when
// only "made or down" matters), a transposition table at trick boundaries keyed by relative
// ranks (per suit, the holder and points of each card still in hand in the suit's order, the
// leader, who has won a trick: positions that play alike share an entry, across sampled
// worlds too), moves ordered by the table's best move then by card sense, cards of equal
// points that lie next to each other in the suit's order among the live cards searched as
// one, and bounds from the points left.
#pragma once

#include "engine/trick.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace belote {

// The lean state the solver copies at each ply (no history, no allocation).
struct SolverPosition {
    std::array<CardSet, 4> hands{};
    std::array<Card, 4> trick{};  // cards on the table, in the order played
    std::uint8_t inTrick = 0;
    std::uint8_t tricksLeft = 8;  // including the current one
    std::uint8_t wonMask = 0;     // bit t: team t has won a trick already
    Seat leader = Seat::South;
    Seat toPlay = Seat::South;
    Seat winner = Seat::South;
    Card best = kNoCard;

    static SolverPosition from(const CardPlay& play);
    CardSet live() const;  // cards in hand or on the table
};

class Solver {
public:
    // `ttBits`: log2 of the transposition table's entries (16 bytes each).
    explicit Solver(int ttBits = 18);
    ~Solver();
    Solver(const Solver&) = delete;
    Solver& operator=(const Solver&) = delete;

    // Exact NS − EW value of the position (see above).
    int solve(const CardPlay& play);
    int solve(const CardTables& tables, bool mustUndertrump, const SolverPosition& pos);
    // Whether NS − EW ≥ threshold (a null-window search, cheaper than solve()).
    bool atLeast(const CardTables& tables, bool mustUndertrump, const SolverPosition& pos, int threshold);

    // The exact value after each legal card of the seat to play (NS − EW), in `values`
    // indexed by card; returns the legal cards.
    CardSet scoreCards(const CardTables& tables, bool mustUndertrump, const SolverPosition& pos,
                       std::array<int, 32>& values);

    // Nodes visited since construction or the last resetStats().
    std::uint64_t nodes() const { return nodes_; }
    void resetStats() { nodes_ = 0; }
    // Forget the table (never needed for correctness: entries hold for any hands).
    void newDeal();

private:
    struct Entry;
    struct SureTrumps {
        Team team = Team::NS;
        int points = 0;
        int tricks = 0;  // trumps sure to win their trick (at least one trick, if > 0)
    };
    SureTrumps sureTrumps(const SolverPosition& p, CardSet rest) const;
    static int playCard(const CardTables& t, SolverPosition& q, Card c);
    static int lastTrick(const CardTables& t, const SolverPosition& p);
    int bisect(const SolverPosition& pos);
    int search(const SolverPosition& p, int alpha, int beta);
    std::uint64_t positionKey(const SolverPosition& p, CardSet rest) const;
    std::uint8_t toRelative(CardSet live, Card c) const;
    Card fromRelative(CardSet live, std::uint8_t r) const;
    void prepare(const CardTables& tables, bool mustUndertrump);

    const CardTables* t_ = nullptr;
    bool mustUndertrump_ = true;
    std::unique_ptr<Entry[]> table_;
    std::uint64_t mask_ = 0;
    std::uint32_t generation_ = 1;
    std::array<std::array<Card, 8>, 4> suitOrder_{};  // each suit strongest first
    std::uint64_t nodes_ = 0;
};

}  // namespace belote
