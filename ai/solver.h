// Exact solver of the card play when every hand is known ("double dummy").
//
// The value of a position is the difference NS − EW of the points still to be credited:
// the cards on the table in the current trick, the cards still in hand, the last trick's 10
// and the capot's extra 90 when one side takes all eight tricks. Both sides play to
// maximise their own difference, so the value is what each side can force.
//
// Principal variation search (alpha-beta where every card after the first is tried with a
// null window first; atLeast() alone, one null-window search, when only "made or down"
// matters), a transposition table at trick boundaries keyed by the position's shape (per
// suit, which hand holds each card still in hand, by relative rank; the leader; who has
// won a trick) and holding the points of its cards: positions of one shape play alike card
// for card and differ in value by at most the distance between their points, so a bound
// found for one settles many others, across sampled worlds too. The same holds for two
// cards next to each other in one hand: once one is searched, the other often need not be.
// Moves are ordered by the table's best move, the killer move (below), then by card sense
// (masters first, points onto a trick the partner keeps, the cheapest sure winner); cards
// of equal points that lie next to each other in the suit's order among the live cards
// are searched as one, and each trick's start has bounds: the points left, the trumps a
// side is sure to win, and the quick tricks of the side on lead (the leader's cards no
// other hand can beat, cashed one after the other, with the lowest cards the others must
// give; or its partner's, after a lead to a suit the partner is master of; exact when they
// take every trick left). The last two tricks are valued exactly and kept in a table of
// their own.
#pragma once

#include "engine/trick.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
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
    // Whether the position can occur: the trick's cards and the hands all different, each
    // hand of the size the tricks left and the trick give it, the seat to play after the
    // trick's cards. The solver's precondition (asserted).
    bool consistent() const;
};

class Solver {
public:
    // `ttBits`: log2 of the transposition table's entries (64 bytes each); the table of
    // two-trick endgames has four times as many (16 bytes each). 2^14 (1 MiB each)
    // solved whole deals fastest: larger tables saved a few nodes and lost more to the cache.
    explicit Solver(int ttBits = 14);
    ~Solver();
    Solver(const Solver&) = delete;
    Solver& operator=(const Solver&) = delete;

    // Exact NS − EW value of the position (see above).
    int solve(const CardPlay& play);
    int solve(const CardTables& tables, bool mustUndertrump, const SolverPosition& pos);
    // Whether NS − EW ≥ threshold (a null-window search, cheaper than solve()).
    bool atLeast(const CardTables& tables, bool mustUndertrump, const SolverPosition& pos, int threshold);

    // The exact value after each legal card of the seat to play (NS − EW), in `values`
    // indexed by card; returns the legal cards. With `only`, the legal cards outside it are
    // not valued (their `values` are left as they were).
    CardSet scoreCards(const CardTables& tables, bool mustUndertrump, const SolverPosition& pos,
                       std::array<int, 32>& values, CardSet only = CardSet::all());

    // A time limit for the searches that follow (none by default): past it, a search stops
    // within a few thousand nodes, its result is meaningless and aborted() says so; what the
    // table holds stays true (nothing cut short is stored).
    void setDeadline(std::chrono::steady_clock::time_point deadline) { deadline_ = deadline; }
    void clearDeadline() { deadline_ = std::chrono::steady_clock::time_point::max(); }
    // A flag another thread may set to stop the searches as the deadline does (none by
    // default); the solver only reads it, and the flag must outlive the solver.
    void setStop(const std::atomic<bool>* stop) { stop_ = stop; }
    // Whether the last solve(), atLeast() or scoreCards() ran out of time or was stopped.
    bool aborted() const { return aborted_; }

    // Nodes visited since construction or the last resetStats().
    std::uint64_t nodes() const { return nodes_; }
    void resetStats() { nodes_ = 0; }
    // Forget the table (never needed for correctness: entries hold for any hands).
    void newDeal();

private:
    struct Entry;
    struct Endgame;
    struct Pos;  // SolverPosition with the cards renumbered (see solver.cpp)
    Pos toInternal(const SolverPosition& p) const;
    int play(Pos& q, int c) const;
    int lastTrick(const Pos& p) const;
    int playForced(Pos& q);
    std::uint32_t legal(const Pos& p) const;
    bool beats(int c, int best) const;
    bool nextCanBeat(const Pos& p, int x) const;
    int exact(const Pos& p, std::optional<int> guess = std::nullopt);
    class CardPicker;  // the order of a node's cards (ai/solverpicker.h)
    struct Slot;       // a trick start's place in the table (solver.cpp)
    struct Tried;      // bounds on the value of each card a node tried (solver.cpp)
    int search(const Pos& p, int alpha, int beta);
    bool probe(const Pos& p, int& alpha, int& beta, Slot& slot, int& value);
    bool boundedByNeighbour(const Pos& p, const CardPicker& tried, int i, int alpha, int beta, Tried& bound) const;
    int searchCard(const Pos& p, int c, bool later, int alpha, int beta);
    void store(const Slot& slot, const Pos& p, int bestValue, int alphaIn, int betaIn, int bestCard);
    int searchSmall(const Pos& p, int alpha, int beta);
    std::uint64_t structureKey(const Pos& p) const;
    void pointSignature(const Pos& p, std::uint8_t* out) const;
    void bounds(const Pos& p, std::uint32_t live, int alpha, int beta, int& minNs, int& maxNs) const;
    int pointsLeft(std::uint32_t live) const;
    void pointBounds(const Pos& p, std::uint32_t live, int& minNs, int& maxNs) const;
    void quickTrickBounds(const Pos& p, std::uint32_t live, int alpha, int beta, int& minNs, int& maxNs) const;
    // The quick tricks of one hand (ai/solverbounds.cpp): their points, their number, how
    // many are trumps.
    struct QuickTricks {
        int points = 0;
        int tricks = 0;
        int trumpTricks = 0;
    };
    using SuitBytes = std::uint8_t[4][4];  // [seat][suit]: each hand's cards of each suit
    QuickTricks quickTricks(const SuitBytes& hs, int H, unsigned entry, bool drawn) const;
    void partnerEntries(const SuitBytes& hs, int L, unsigned& reach, unsigned& now) const;
    void prepare(const CardTables& tables, bool mustUndertrump);
    // Counts a node; every 4096 nodes, looks at the stop flag and the clock. True once
    // stopped or past the deadline.
    bool outOfTime()
    {
        if (aborted_) return true;
        if ((++nodes_ & 4095) == 0 && ((stop_ && stop_->load(std::memory_order_relaxed)) ||
                                       (deadline_ != std::chrono::steady_clock::time_point::max() &&
                                        std::chrono::steady_clock::now() > deadline_)))
            aborted_ = true;
        return aborted_;
    }

    const CardTables* t_ = nullptr;
    bool mustUndertrump_ = true;
    std::unique_ptr<Entry[]> table_;
    std::uint64_t mask_ = 0;
    std::uint64_t generation_ = 1;
    std::uint64_t generationKey() const { return generation_ * 0x9e3779b97f4a7c15ull; }
    std::array<std::array<std::uint64_t, 4>, 4> baseKey_{};  // [leader][tricks won mask]
    std::unique_ptr<Endgame[]> endgames_;                    // exact values at two tricks from the end, by shape
    std::uint64_t endgameMask_ = 0;
    std::uint64_t nodes_ = 0;
    // Killer moves: per trick left, place in the trick, suit led (4 at a lead) and whether
    // the partner holds the trick, the card that last refuted the card ordered before it.
    // Tried right after the table's card: 35 to 40% fewer nodes than the ordering by card
    // sense alone (only a refutation that the ordering missed replaces it; replacing it at
    // every cut-off did worse than no killer). Forgotten at each solve(), atLeast() or
    // scoreCards(): the killers of other hands misled more than they helped (7% more nodes).
    std::array<std::array<std::array<std::array<std::uint8_t, 2>, 5>, 4>, 9> killer_{};
    std::chrono::steady_clock::time_point deadline_ = std::chrono::steady_clock::time_point::max();
    bool aborted_ = false;
    const std::atomic<bool>* stop_ = nullptr;
    // Per strain (prepare()): cards renumbered suit * 8 + strength, so that each suit's
    // order is its bit order; their points; the trumps; per suit and live-card mask, the
    // points in hand, the shape key part, the points in order, and sums of the highest/lowest
    // points.
    std::array<Card, 32> toInt_{};
    std::array<Card, 32> toExt_{};
    std::array<std::uint8_t, 32> pts_{};
    std::uint32_t trumpMask_ = 0;
    int trumpSuit_ = -1;  // the trump suit of a suit strain, -1 at Sans Atout and Tout Atout
    std::array<std::array<std::uint16_t, 256>, 4> suitPts_{};
    std::array<std::array<std::uint64_t, 256>, 4> shapeKey_{};                // the suit and its number of live cards
    std::array<std::array<std::array<std::uint8_t, 8>, 256>, 4> pointSeq_{};  // the live cards' points, strongest first
    std::array<std::array<std::array<std::uint8_t, 9>, 256>, 4> highSum_{};
    std::array<std::array<std::array<std::uint8_t, 9>, 256>, 4> lowSum_{};
};

}  // namespace belote
