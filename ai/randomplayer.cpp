#include "ai/randomplayer.h"

namespace belote {

Call RandomPlayer::chooseCall(const Deal& deal, Seat, const CallList& legal)
{
    // Sort the legal calls into kinds, then pick a kind with fixed odds and a call in it.
    CallList takes, bids, capots, doubles;
    for (const Call& c : legal) {
        switch (c.kind) {
        case Call::Kind::Pass: break;
        case Call::Kind::Take: takes.add(c); break;
        case Call::Kind::Bid: (c.value == kCapotBid ? capots : bids).add(c); break;
        case Call::Kind::Coinche:
        case Call::Kind::Surcoinche: doubles.add(c); break;
        }
    }
    const int roll = int(rng_.below(100));
    if (deal.rules().isClassic()) {
        if (takes.count > 0 && roll < 30) return takes.items[rng_.below(std::uint32_t(takes.count))];
        return Call::pass();
    }
    if (doubles.count > 0 && roll < 12) return doubles.items[0];
    if (capots.count > 0 && roll >= 97) return capots.items[rng_.below(std::uint32_t(capots.count))];
    if (bids.count > 0 && roll >= 60) {
        // Mostly the next levels up, so auctions climb rather than jump to 160.
        const int strains = deal.rules().sansToutAtout ? 6 : 4;
        const int levels = bids.count / strains;
        const int level = std::min(levels - 1, int(rng_.below(3)));
        return bids.items[level * strains + int(rng_.below(std::uint32_t(strains)))];
    }
    return Call::pass();
}

bool RandomPlayer::coincheOutOfTurn(const Deal&, Seat) { return rng_.below(100) < 8; }

DeclarationSet RandomPlayer::chooseDeclarations(const Deal&, Seat, const DeclarationChoices& choices)
{
    // Usually the best combination; sometimes a part of it or nothing.
    if (rng_.below(100) < 80) return choices.items[0];
    return choices.items[rng_.below(std::uint32_t(choices.count))];
}

Card RandomPlayer::chooseCard(const Deal&, Seat, CardSet legal)
{
    std::uint32_t k = rng_.below(std::uint32_t(legal.size()));
    for (Card c : legal)
        if (k-- == 0) return c;
    return legal.first();
}

}  // namespace belote
