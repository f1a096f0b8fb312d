// The bound inside a trick (Solver::search, ai/solver.cpp): the points of the trick that one
// side is sure to take. The bounds at a trick's start are in ai/solverbits.h and
// ai/solverbounds.cpp.
//
// Private to the solver, part of ai/solver.h: include it in ai/solver.cpp only.
#pragma once

#include "ai/solverbits.h"

#include <algorithm>

namespace belote {

// Inside a trick: the side that holds the strongest card that can be played to it (on the
// table, or in a hand still to play: its highest of the suit led, else its highest trump, as a
// hand that cannot follow may always trump) can take the trick, with at least the points on
// the table, that card's and the lowest card each other hand still to play can give; the
// rest may all go the other way. True, with the node's value in `value`, when that settles
// the node.
[[gnu::always_inline]] inline bool Solver::trickBounds(const Pos& p, int alpha, int beta, int& value) const
{
    using solverbits::suitBits;
    using solverbits::topBit;
    const int led = p.trick[0] >> 3;
    int top = p.best, topSeat = p.winner;
    for (int i = p.inTrick, seat = p.toPlay; i < 4; ++i, seat = (seat + 1) & 3) {
        std::uint32_t h = p.hand[seat] & suitBits(led);
        if (!h) h = p.hand[seat] & trumpMask_;
        if (h && beats(topBit(h), top)) {
            top = topBit(h);
            topSeat = seat;
        }
    }
    const int r = p.livePts + 10;
    const bool ns = (topSeat & 1) == 0;
    // The side's points in the trick that would settle the node.
    const int needed = ns ? (beta + r + 1) >> 1 : (r - alpha + 1) >> 1;
    int sure = p.tablePts + (top == p.best ? 0 : pts_[top]);
    const int others = 3 - p.inTrick + (top == p.best ? 1 : 0);  // hands to play but the top's
    if (sure + others * maxCardPoints_ < needed) return false;
    for (int i = p.inTrick, seat = p.toPlay; i < 4; ++i, seat = (seat + 1) & 3) {
        if (seat == topSeat && top != p.best) continue;
        const std::uint32_t h = p.hand[seat];
        const unsigned follow = (h >> (8 * led)) & 0xff;
        int least = maxCardPoints_;
        if (follow) least = lowSum_[led][follow][1];
        else
            for (int s = 0; s < 4; ++s)
                if (const unsigned b = (h >> (8 * s)) & 0xff) least = std::min(least, int(lowSum_[s][b][1]));
        sure += least;
    }
    if (sure < needed) return false;
    value = ns ? 2 * sure - r : r - 2 * sure;
    return true;
}

}  // namespace belote
