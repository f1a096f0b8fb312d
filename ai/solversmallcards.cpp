// The small cards of Sans Atout: which suits the quick-trick bounds told two small cards
// apart in (see ai/solversmallcards.h). Part of ai/solver.h, the solver.
#include "ai/solversmallcards.h"

#include <cstring>

namespace belote {

using namespace solverbits;
using smallcards::kSmallBits;

// The suits where the quick tricks of the leader or of its partner (quickTricks(),
// partnerEntries(), Sans Atout) compared two small cards of different hands: a hand's
// cards against the highest of the others', the partner's highest against the hand's
// lowest, the partner's highest against the others' highest. More than those bounds
// compare, never fewer.
std::uint8_t Solver::quickTrickSmallDependence(const Pos& p) const
{
    std::uint8_t out = 0;
    const int L = p.leader, P = L ^ 2;
    for (int s = 0; s < 4; ++s) {
        unsigned hs[4];
        for (int h = 0; h < 4; ++h) hs[h] = (p.hand[h] >> (8 * s)) & 0xff;
        const auto smallTop = [](unsigned cards) { return cards && topBit(cards) <= 2; };
        bool dep = false;
        for (int H : {L, P}) {
            const unsigned others = hs[H ^ 1] | hs[H ^ 2] | hs[H ^ 3];
            if (smallTop(others) && (hs[H] & kSmallBits)) dep = true;     // masters and length
            if (smallTop(hs[H ^ 2]) && (hs[H] & kSmallBits)) dep = true;  // the partner below
        }
        if (smallTop(hs[P]) && smallTop(hs[L] | hs[L ^ 1] | hs[L ^ 3])) dep = true;  // the partner's master
        if (dep) out |= std::uint8_t(1u << s);
    }
    return out;
}

}  // namespace belote
