// The bounds on a position's value that let the search stop before it searches: the points
// left and the trumps a side is sure to win (pointBounds), and the tricks the side on lead
// can cash at once (quickTrickBounds). Part of ai/solver.h, the solver.
#include "ai/solverbits.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace belote {

using namespace solverbits;

namespace {

// Whether the partner's cards of a suit all lie below the hand's (or it has none).
inline bool belowAll(unsigned partner, unsigned mine) { return !partner || topBit(partner) < std::countr_zero(mine); }

}  // namespace

// Quick tricks: the cards of hand H above every other card of their suit, led one after the
// other, each winning its trick (in a suit strain: trumps first, then a plain suit for as
// many rounds as each opponent still holding trumps must follow, unless `drawn`: the
// opponents' trumps are gone). The others give at least their lowest cards of the suit.
// `entry`: the suits where the hand's first trick may be taken (see quickTrickBounds()); none
// of them, no quick trick.
// Length: once the masters are played and both opponents are out of the suit (and, for a
// plain suit, cannot ruff), the hand's other cards of it win too, and keep the lead when the
// partner cannot be made to go over them (none of its cards of the suit above).
[[gnu::always_inline]] inline Solver::QuickTricks Solver::quickTricks(const SuitBytes& hs, int H, unsigned entry,
                                                                      bool drawn) const
{
    const int T = trumpSuit_;
    const int P = H ^ 2, O1 = H ^ 1, O2 = H ^ 3;
    QuickTricks out;
    bool entered = false;
    bool oppTrumps1 = false, oppTrumps2 = false;
    // The tricks of suit s (m of them) and their points: the hand's highest, the lowest of
    // the three others.
    auto take = [&](int s, unsigned ls, int m) {
        out.points +=
            highSum_[s][ls][m] + lowSum_[s][hs[P][s]][m] + lowSum_[s][hs[O1][s]][m] + lowSum_[s][hs[O2][s]][m];
        out.tricks += m;
        entered = entered || (entry >> s & 1);
    };
    if (T >= 0) {
        const unsigned lt = hs[H][T];
        const unsigned others = hs[P][T] | hs[O1][T] | hs[O2][T];
        int m = pop8(others ? lt & above8(topBit(others)) : lt);
        if (pop8(hs[O1][T]) <= m && pop8(hs[O2][T]) <= m && belowAll(hs[P][T], lt)) m = pop8(lt);
        if (m) take(T, lt, m);
        out.trumpTricks = m;
        oppTrumps1 = !drawn && pop8(hs[O1][T]) > m;
        oppTrumps2 = !drawn && pop8(hs[O2][T]) > m;
    }
    for (int s = 0; s < 4; ++s) {
        if (s == T) continue;
        const unsigned ls = hs[H][s];
        if (!ls) continue;
        const unsigned others = hs[P][s] | hs[O1][s] | hs[O2][s];
        int m = pop8(others ? ls & above8(topBit(others)) : ls);
        if (oppTrumps1 || oppTrumps2) {
            if (oppTrumps1) m = std::min(m, pop8(hs[O1][s]));
            if (oppTrumps2) m = std::min(m, pop8(hs[O2][s]));
        } else if (pop8(hs[O1][s]) <= m && pop8(hs[O2][s]) <= m && belowAll(hs[P][s], ls)) {
            m = pop8(ls);
        }
        if (m) take(s, ls, m);
    }
    if (!entered) out.tricks = 0;
    return out;
}

// The suits where the leader L can reach its partner's quick tricks: a lead to a suit where
// the partner holds the master makes the same four cards fall as if the partner had led it
// (`reach`); straight away (`now`) in a suit strain only where that lead cannot be ruffed
// (each opponent follows or has no trump).
[[gnu::always_inline]] inline void Solver::partnerEntries(const SuitBytes& hs, int L, unsigned& reach,
                                                          unsigned& now) const
{
    const int T = trumpSuit_;
    const int P = L ^ 2;
    reach = now = 0;
    for (int s = 0; s < 4; ++s) {
        if (!hs[L][s] || !hs[P][s]) continue;
        if (topBit(hs[P][s]) < topBit(hs[L][s] | hs[L ^ 1][s] | hs[L ^ 3][s])) continue;  // no master there
        reach |= 1u << s;
        if (s == T || T < 0 || !((!hs[L ^ 1][s] && hs[L ^ 1][T]) || (!hs[L ^ 3][s] && hs[L ^ 3][T]))) now |= 1u << s;
    }
}

// The quick tricks of the side on lead, narrowing minNs..maxNs (from pointBounds()).
void Solver::quickTrickBounds(const Pos& p, std::uint32_t live, int alpha, int beta, int& minNs, int& maxNs) const
{
    const int r = pointsLeft(live) + 10;
    // hs[seat][suit]: the byte of each suit in each hand (suit s is byte s of a hand).
    SuitBytes hs;
    if constexpr (std::endian::native == std::endian::little) {
        std::memcpy(hs, p.hand, sizeof hs);
    } else {
        for (int h = 0; h < 4; ++h)
            for (int s = 0; s < 4; ++s) hs[h][s] = std::uint8_t(p.hand[h] >> (8 * s));
    }
    const int T = trumpSuit_;
    const int L = p.leader;
    const int team = L & 1;
    // k quick tricks worth q points to the side on lead.
    auto apply = [&](int q, int k) {
        if (k == 0) return;
        if (k >= p.tricksLeft) {
            // Every trick to the side on lead: exact.
            const int v = sign(team) * (r + ((p.wonMask >> (team ^ 1) & 1) ? 0 : 90));
            minNs = maxNs = v;
            return;
        }
        const int low = 2 * q - r;  // the side on lead's value is at least this
        if (team == 0) minNs = std::max(minNs, low);
        else maxNs = std::min(maxNs, -low);
    };
    const QuickTricks own = quickTricks(hs, L, 0xf, false);
    apply(own.points, own.tricks);
    if (minNs == maxNs || maxNs <= alpha || minNs >= beta) return;

    // The partner's quick tricks, straight away; and after the leader's own quick tricks,
    // when they drew the opponents' trumps (or there are none): nothing is ruffed, and the
    // partner keeps its masters if it has as many other cards to play meanwhile.
    const int P = L ^ 2;
    unsigned reach, now;
    partnerEntries(hs, L, reach, now);
    if (!reach) return;
    QuickTricks partner;
    if (now) {
        partner = quickTricks(hs, P, now, false);
        apply(partner.points, partner.tricks);
    }
    const bool noTrumps = T < 0 || !(hs[L ^ 1][T] | hs[L ^ 3][T]);  // then `now` is `reach`
    if (own.tricks == 0 ||
        !(noTrumps || (pop8(hs[L ^ 1][T]) <= own.trumpTricks && pop8(hs[L ^ 3][T]) <= own.trumpTricks)))
        return;
    if (!noTrumps) partner = quickTricks(hs, P, reach, true);
    if (partner.tricks > 0 && own.tricks + partner.tricks <= p.tricksLeft)
        apply(own.points + partner.points, own.tricks + partner.tricks);
}

}  // namespace belote
