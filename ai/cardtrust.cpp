#include "ai/cardtrust.h"

#include <algorithm>

namespace belote {

void CardTrust::count(const Deal& deal, Signals agreement, Seat observer)
{
    if (deal.phase() != Phase::Done || deal.passed()) return;
    const CardPlay& p = deal.cardPlay();
    for (const CardMeaning& m : cardMeanings(deal, agreement)) {
        if (m.saysNothing() || m.seat == observer) continue;
        if (m.holds.empty() && m.lacks.empty() && m.anyOf.empty()) continue;
        CardSet before = p.hands()[int(m.seat)];
        for (int i = m.playIndex; i < p.cardsPlayed(); ++i)
            if (p.playedBy(i) == m.seat) before.insert(p.playedCard(i));
        Tally& t = tallies_[int(m.seat)][m.hard ? 1 : 0];
        ++t.read;
        if (!m.keeps(before)) ++t.broken;
    }
}

double CardTrust::brokenFactor(Seat seat, bool hard, double floor) const
{
    const Tally& t = tallies_[int(seat)][hard ? 1 : 0];
    // Nothing broken (or nothing read) puts the seat's rate at or below a system player's:
    // the floor exactly.
    const double rate = hard ? kHardRate : kSoftRate;
    const double seen = (t.broken + kPriorReadings * rate) / (t.read + kPriorReadings);
    return std::clamp(floor * seen / rate, floor, 1.0);
}

}  // namespace belote
