// The bounds on a position's value that let the search stop before it searches: the points
// left and the trumps a side is sure to win (pointBounds), and the tricks the side on lead
// can cash at once (quickTrickBounds). Part of the solver (ai/solver.h).
#include "ai/solverbits.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace belote {

using namespace solverbits;

// The quick tricks of the side on lead, narrowing minNs..maxNs (from pointBounds()).
void Solver::quickTrickBounds(const Pos& p, std::uint32_t live, int alpha, int beta, int& minNs, int& maxNs) const
{
    const int r = pointsLeft(live) + 10;
    // hs[seat][suit]: the byte of each suit in each hand (suit s is byte s of a hand).
    std::uint8_t hs[4][4];
    if constexpr (std::endian::native == std::endian::little) {
        std::memcpy(hs, p.hand, sizeof hs);
    } else {
        for (int h = 0; h < 4; ++h)
            for (int s = 0; s < 4; ++s) hs[h][s] = std::uint8_t(p.hand[h] >> (8 * s));
    }
    const int T = trumpSuit_;

    // Quick tricks: the cards of a hand above every other card of their suit, led one after
    // the other, each winning its trick (in a suit strain: trumps first, then a plain suit
    // for as many rounds as each opponent still holding trumps must follow, unless `drawn`:
    // the opponents' trumps are gone). The others give at least their lowest cards of the
    // suit. `entry`: the suits where the hand's first trick may be taken (see below); none
    // of them, no quick trick. Also returns how many of the tricks are trumps.
    // Length: once the masters are played and both opponents are out of the suit (and, for
    // a plain suit, cannot ruff), the hand's other cards of it win too, and keep the lead
    // when the partner cannot be made to go over them (none of its cards of the suit above).
    auto belowAll = [](unsigned partner, unsigned mine) { return !partner || topBit(partner) < std::countr_zero(mine); };
    const int L = p.leader;
    auto quick = [&](int H, unsigned entry, bool drawn, int& points, int& tricks, int& trumpTricks) {
        const int P = H ^ 2, O1 = H ^ 1, O2 = H ^ 3;
        int q = 0, k = 0;
        bool entered = false;
        bool oppTrumps1 = false, oppTrumps2 = false;
        trumpTricks = 0;
        if (T >= 0) {
            const unsigned lt = hs[H][T];
            const unsigned others = hs[P][T] | hs[O1][T] | hs[O2][T];
            int m = pop8(others ? lt & above8(topBit(others)) : lt);
            if (pop8(hs[O1][T]) <= m && pop8(hs[O2][T]) <= m && belowAll(hs[P][T], lt)) m = pop8(lt);
            if (m) {
                q += highSum_[T][lt][m] + lowSum_[T][hs[P][T]][m] + lowSum_[T][hs[O1][T]][m] + lowSum_[T][hs[O2][T]][m];
                k += m;
                entered = entered || (entry >> T & 1);
            }
            trumpTricks = m;
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
            if (!m) continue;
            q += highSum_[s][ls][m] + lowSum_[s][hs[P][s]][m] + lowSum_[s][hs[O1][s]][m] + lowSum_[s][hs[O2][s]][m];
            k += m;
            entered = entered || (entry >> s & 1);
        }
        if (!entered) k = 0;
        points = q;
        tricks = k;
    };
    const int team = L & 1;
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
    int q = 0, k = 0, kt = 0;
    quick(L, 0xf, false, q, k, kt);
    apply(q, k);
    if (minNs == maxNs || maxNs <= alpha || minNs >= beta) return;

    // The partner's quick tricks, reached by a lead of the leader's to a suit where the
    // partner holds the master: the same four cards fall as if the partner had led it.
    // Straight away: in a suit strain that lead must not be ruffed (each opponent follows
    // or has no trump). After the leader's own quick tricks, when they drew the opponents'
    // trumps (or there are none): nothing is ruffed, and the partner keeps its masters if it
    // has as many other cards to play meanwhile.
    const int P = L ^ 2;
    unsigned reach = 0, now = 0;
    for (int s = 0; s < 4; ++s) {
        if (!hs[L][s] || !hs[P][s]) continue;
        if (topBit(hs[P][s]) < topBit(hs[L][s] | hs[L ^ 1][s] | hs[L ^ 3][s])) continue;  // no master there
        reach |= 1u << s;
        if (s == T || T < 0 || !((!hs[L ^ 1][s] && hs[L ^ 1][T]) || (!hs[L ^ 3][s] && hs[L ^ 3][T]))) now |= 1u << s;
    }
    if (!reach) return;
    int qp = 0, kp = 0, unused = 0;
    if (now) {
        quick(P, now, false, qp, kp, unused);
        apply(qp, kp);
    }
    const bool noTrumps = T < 0 || !(hs[L ^ 1][T] | hs[L ^ 3][T]);  // then `now` is `reach`
    if (k == 0 || !(noTrumps || (pop8(hs[L ^ 1][T]) <= kt && pop8(hs[L ^ 3][T]) <= kt))) return;
    if (!noTrumps) quick(P, reach, true, qp, kp, unused);
    if (kp > 0 && k + kp <= p.tricksLeft) apply(q + qp, k + kp);
}

}  // namespace belote
