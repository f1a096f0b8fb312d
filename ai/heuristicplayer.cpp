#include "ai/heuristicplayer.h"

#include "ai/bidding.h"
#include "ai/cardplay.h"

#include <algorithm>

namespace belote {

namespace {

// What a player at `seat` can see of the cards.
struct View {
    const CardTables& t;
    CardSet hand;
    CardSet unseen;  // cards not in this hand and not played yet
    bool suitContract;
    Suit trumpSuit;

    View(const Deal& deal, Seat seat)
        : t(deal.cardPlay().tables()),
          hand(deal.hand(seat)),
          unseen(CardSet::all() - deal.cardPlay().playedSet() - deal.hand(seat)),
          suitContract(isSuitStrain(deal.contract()->strain)),
          trumpSuit(suitContract ? trumpSuitOf(deal.contract()->strain) : Suit::Spades)
    {
    }

    // No card left unseen beats `c` in its suit.
    bool master(Card c) const { return (t.stronger[c] & unseen).empty(); }
    bool trump(Card c) const { return t.isTrump(c); }
    CardSet unseenTrumps() const { return suitContract ? unseen & t.trumps : CardSet(); }
};

// The card of `cards` that `better` prefers (a strict order, so the choice is the same on
// every platform).
template <typename Better>
Card pick(CardSet cards, Better better)
{
    Card best = cards.first();
    for (Card c : cards)
        if (better(c, best)) best = c;
    return best;
}

Card cheapest(const View& v, CardSet cards)
{
    return pick(cards, [&](Card a, Card b) {
        if (v.t.points[a] != v.t.points[b]) return v.t.points[a] < v.t.points[b];
        return v.t.strength[a] < v.t.strength[b];
    });
}

// The least painful card to throw away: few points, and not the guard of a ten.
Card discard(const View& v, CardSet cards)
{
    auto cost = [&](Card c) {
        int k = 4 * v.t.points[c] + v.t.strength[c];
        if (v.trump(c)) k += 60;  // keep trumps
        const CardSet suit = v.hand & CardSet::suit(suitOf(c));
        const bool guardsTen = suit.contains(makeCard(suitOf(c), Rank::Ten)) && suit.size() == 2;
        if (guardsTen && rankOf(c) != Rank::Ten) k += 25;
        if (v.master(c)) k += 30;  // a master is a trick later
        return k;
    };
    return pick(cards, [&](Card a, Card b) { return cost(a) < cost(b); });
}

// The card with the most points to give a partner, sparing masters and trumps.
Card give(const View& v, CardSet cards)
{
    auto worth = [&](Card c) {
        int k = 4 * v.t.points[c] - v.t.strength[c];
        if (v.trump(c)) k -= 100;
        if (v.master(c) && v.t.points[c] >= 10 && (v.hand & CardSet::suit(suitOf(c))).size() > 1) k -= 30;
        return k;
    };
    return pick(cards, [&](Card a, Card b) { return worth(a) > worth(b); });
}

// A lead: draw trumps as the taker (or with the master trump as the taker's partner), cash a
// master of a side suit, or else a small card.
Card leadCard(const View& v, const Deal& deal, Seat seat, CardSet legal)
{
    const Contract contract = *deal.contract();
    const bool takers = teamOf(contract.taker) == teamOf(seat);
    if (v.suitContract && takers && !v.unseenTrumps().empty()) {
        const CardSet trumps = legal & v.t.trumps;
        if (!trumps.empty()) {
            const Card top = pick(trumps, [&](Card a, Card b) { return v.t.strength[a] > v.t.strength[b]; });
            if (v.master(top)) return top;
            if (seat == contract.taker && trumps.size() >= 2) return cheapest(v, trumps);
        }
    }
    // Cash a master of a side suit (an ace, or a ten once the ace is gone).
    CardSet masters;
    for (Card c : legal)
        if (v.master(c) && !v.trump(c) && v.t.points[c] >= 10) masters.insert(c);
    if (!masters.empty() && (!v.suitContract || takers || v.unseenTrumps().size() <= 2))
        return pick(masters, [&](Card a, Card b) { return v.t.points[a] > v.t.points[b]; });
    // Otherwise a small card, not from a suit whose ten is unguarded, not a trump in
    // defence.
    return discard(v, legal);
}

// The partner holds the trick: points onto it when no one left can beat it, else a small card.
Card onPartnersTrick(const View& v, const CardPlay& play, CardSet legal)
{
    const Card best = play.trickBestSoFar();
    const bool last = play.cardsInTrick() == 3;
    bool safe = last || v.master(best);
    if (safe && !last && !v.trump(best) && !v.unseenTrumps().empty() &&
        (v.unseen & CardSet::suit(suitOf(play.ledCard()))).size() < 2)
        safe = false;  // an opponent may be void and trump
    return safe ? give(v, legal) : discard(v, legal);
}

// An opponent holds the trick: win it last cheaply, or not last with a card nobody left can
// beat (or the smallest winning trump on a trick with points); else keep the high cards.
Card againstTrick(const View& v, const CardPlay& play, CardSet legal)
{
    const Card best = play.trickBestSoFar();
    CardSet winners;
    for (Card c : legal)
        if (v.t.beats(c, best)) winners.insert(c);
    if (winners.empty()) return discard(v, legal);
    int trickPoints = 0;
    for (int i = 0; i < play.cardsInTrick(); ++i) trickPoints += v.t.points[play.trickCard(i)];
    if (play.cardsInTrick() == 3) {
        const Card w = cheapest(v, winners);
        // Win unless it costs a big trump for nothing.
        if (trickPoints + v.t.points[w] > 0 || !v.trump(w) || v.t.points[w] == 0) return w;
        return discard(v, legal);
    }
    CardSet sure;
    for (Card c : winners) {
        const bool ruffable =
            !v.trump(c) && !v.unseenTrumps().empty() && (v.unseen & CardSet::suit(suitOf(c))).size() < 2;
        if (v.master(c) && !ruffable) sure.insert(c);
    }
    if (!sure.empty()) return cheapest(v, sure);
    // Trumping a trick with points: the smallest trump that wins.
    if (v.trump(winners.first()) && !v.trump(play.ledCard()) && trickPoints >= 10) return cheapest(v, winners);
    return discard(v, legal);
}

}  // namespace

// The calls of the bidding system (ai/bidding.h, docs/bidding.md): the heuristic player
// stands in for a person who knows the conventions.
Call HeuristicPlayer::chooseCall(const Deal& deal, Seat seat, const CallList& legal)
{
    return systemCall(deal, seat, legal);
}

bool HeuristicPlayer::coincheOutOfTurn(const Deal& deal, Seat seat)
{
    CallList legal;
    legal.add(Call::pass());
    legal.add(Call::coinche());
    return chooseCall(deal, seat, legal) == Call::coinche();
}

void HeuristicPlayer::startDeal(const Deal& deal, Seat seat, const GameContext& game)
{
    (void)deal;
    (void)seat;
    signals_ = game.cardSignals;
}

Card HeuristicPlayer::chooseCard(const Deal& deal, Seat seat, CardSet legal)
{
    if (legal.size() == 1) return legal.first();
    if (followSystem_) {
        // The card the system names, or the habits among the cards it allows.
        if (const std::optional<Card> c = systemCard(deal, seat, legal, signals_)) return *c;
        const CardSet allowed = systemCards(deal, seat, legal, signals_);
        if (!allowed.empty()) legal = allowed;
        if (legal.size() == 1) return legal.first();
    }
    const View v(deal, seat);
    const CardPlay& play = deal.cardPlay();
    if (play.cardsInTrick() == 0) return leadCard(v, deal, seat, legal);
    if (play.trickWinnerSoFar() == partnerOf(seat)) return onPartnersTrick(v, play, legal);
    return againstTrick(v, play, legal);
}

}  // namespace belote
