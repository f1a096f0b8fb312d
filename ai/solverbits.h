// What the solver's two files share (ai/solver.cpp: the search; ai/solverbounds.cpp: the
// bounds on a position's value): the cards as bits and the position as the search holds it.
// Private to the solver, part of ai/solver.h: include it nowhere else.
#pragma once

#include "ai/solver.h"

#include <algorithm>
#include <bit>
#include <cstdint>

namespace belote {

// Inside the solver a card is numbered suit * 8 + strength (7 = the suit's strongest card
// in the strain being played), so that a suit's order is its bit order: the cards above a
// card, the strongest of a set, the next live card up are all bit operations.

namespace solverbits {

constexpr int kInfinity = 1000;

constexpr std::uint32_t suitBits(int s) { return 0xffu << (8 * s); }
// The cards of c's suit above c.
constexpr std::uint32_t above(int c) { return suitBits(c >> 3) & ~((2u << c) - 1u); }
// The cards of c's suit below c.
constexpr std::uint32_t below(int c) { return suitBits(c >> 3) & ((1u << c) - 1u); }
constexpr int topBit(std::uint32_t x) { return 31 - std::countl_zero(x); }
// Within one suit's 8 bits: the bits above bit b.
constexpr unsigned above8(int b) { return 0xffu & ~((2u << b) - 1u); }

inline int sign(int team) { return team == 0 ? 1 : -1; }

// One suit's 8 bits counted by a table (popcount32, engine/card.h, counts a whole set).
struct Pop8 {
    std::uint8_t v[256];
    Pop8()
    {
        for (unsigned m = 0; m < 256; ++m) v[m] = std::uint8_t(std::popcount(m));
    }
};
inline const Pop8 kPop8;
inline int pop8(unsigned m) { return kPop8.v[m]; }

}  // namespace solverbits

struct Solver::Pos {
    std::uint32_t hand[4];
    std::uint32_t live;     // the cards in hand or on the table (changes only as a trick ends)
    std::uint8_t trick[4];  // cards on the table, in the order played
    std::uint8_t inTrick;
    std::uint8_t tricksLeft;
    std::uint8_t wonMask;
    std::uint8_t leader;
    std::uint8_t toPlay;
    std::uint8_t winner;
    std::uint8_t best;
};

// The cheap bounds, inline in the search (out of line they cost the solver 4% more
// instructions, tst_aisignature solverNodes under callgrind); the quick tricks are in
// solverbounds.cpp.

// Bounds on the NS − EW value of a trick's start from the points left (all of them to one
// side, capot included when still possible), the trumps a side is sure to win, and the
// tricks the side on lead can cash straight away: the leader's, then (unless the bounds
// already fall outside the window alpha..beta) its partner's after a lead to them.
inline void Solver::bounds(const Pos& p, std::uint32_t live, int alpha, int beta, int& minNs, int& maxNs) const
{
    pointBounds(p, live, minNs, maxNs);
    if (minNs == maxNs || maxNs <= alpha || minNs >= beta) return;
    quickTrickBounds(p, live, alpha, beta, minNs, maxNs);
}

// The card points of the live cards.
inline int Solver::pointsLeft(std::uint32_t live) const
{
    int sum = 0;
    for (int s = 0; s < 4; ++s) sum += suitPts_[s][(live >> (8 * s)) & 0xff];
    return sum;
}

// The points left (all of them to one side, capot included when still possible) and the
// trumps a side is sure to win.
inline void Solver::pointBounds(const Pos& p, std::uint32_t live, int& minNs, int& maxNs) const
{
    using solverbits::above8;
    using solverbits::topBit;
    const int r = pointsLeft(live) + 10;
    maxNs = r + ((p.wonMask & 2) ? 0 : 90);
    minNs = -(r + ((p.wonMask & 1) ? 0 : 90));

    // A trump wins its trick for its side when every higher trump is held by that side: the
    // top trumps of one side, down to the other side's best, are points that side cannot lose.
    const int T = trumpSuit_;
    if (T >= 0) {
        const unsigned tm = (live >> (8 * T)) & 0xff;
        if (tm) {
            const unsigned ns = ((p.hand[0] | p.hand[2]) >> (8 * T)) & 0xff;
            const unsigned side = (ns >> topBit(tm) & 1) ? ns : tm & ~ns;
            const unsigned other = tm & ~side;
            const unsigned sure = other ? side & above8(topBit(other)) : side;
            const int pts = suitPts_[T][sure];
            if (side == ns) minNs = std::max(minNs, 2 * pts - r);
            else maxNs = std::min(maxNs, r - 2 * pts);
        }
    }
}

}  // namespace belote
