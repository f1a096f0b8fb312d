#include "ai/cardplay.h"

#include <bit>

namespace belote {

namespace {

// The play as everybody saw it just before the card at `index`: the cards played, the trick
// on the table, and the leads made so far. Read from the deal's public history only.
struct Table {
    const CardTables& t;
    Contract contract;
    bool suitContract;
    Suit trumpSuit;
    int index;
    CardSet played;             // before the card
    int inTrick = 0;            // cards of the trick already on the table
    Card led = kNoCard;         // the trick's first card, kNoCard when leading
    Card best = kNoCard;        // the card holding the trick
    Seat winner = Seat::South;  // its seat
    std::array<bool, kSeats> hasLed{};
    std::array<unsigned, kSeats> voids{};  // suits a seat showed out of, a bit per suit
    // The defence's first lead: its seat and suit (a defender led before), if any.
    bool defenceLed = false;
    Seat defenceLeader = Seat::South;
    Suit defenceSuit = Suit::Spades;

    Table(const Deal& deal, int idx)
        : t(deal.cardPlay().tables()),
          contract(*deal.contract()),
          suitContract(isSuitStrain(contract.strain)),
          trumpSuit(suitContract ? trumpSuitOf(contract.strain) : Suit::Spades),
          index(idx)
    {
        const CardPlay& play = deal.cardPlay();
        const int trickStart = idx & ~3;
        for (int i = 0; i < idx; ++i) {
            const Card c = play.playedCard(i);
            const Seat s = play.playedBy(i);
            played.insert(c);
            const int first = i & ~3;
            if (i == first) {
                hasLed[int(s)] = true;
                if (!defenceLed && !takers(s)) {
                    defenceLed = true;
                    defenceLeader = s;
                    defenceSuit = suitOf(c);
                }
            } else if (suitOf(c) != suitOf(play.playedCard(first))) {
                voids[int(s)] |= 1u << int(suitOf(play.playedCard(first)));
            }
            if (i >= trickStart) {
                if (i == trickStart || t.beats(c, best)) {
                    best = c;
                    winner = s;
                }
            }
        }
        inTrick = idx - trickStart;
        if (inTrick > 0) led = play.playedCard(trickStart);
    }

    bool takers(Seat s) const { return teamOf(s) == teamOf(contract.taker); }
    bool trump(Suit s) const { return isTrumpSuit(contract.strain, s); }
    // A suit a discard may call: every suit at Sans Atout and Tout Atout, the side suits at
    // a suit contract.
    bool callable(Suit s) const { return !suitContract || s != trumpSuit; }
    // The cards of `s` not played yet, `card` left out.
    CardSet left(Suit s, Card card) const { return CardSet::suit(s) - played - CardSet::of(card); }
    // The strongest card of `cards` (all of one suit), kNoCard when empty.
    Card strongest(CardSet cards) const
    {
        for (Card c : cards)
            if ((t.stronger[c] & cards).empty()) return c;
        return kNoCard;
    }
    // The seat discards: it does not follow the suit led and plays no trump of a suit
    // contract, on a trick its partner holds.
    bool discardOnPartner(Seat seat, Card card) const
    {
        return inTrick > 0 && winner == partnerOf(seat) && suitOf(card) != suitOf(led) &&
               !(suitContract && suitOf(card) == trumpSuit);
    }
};

CardMeaning meaningOf(const Table& tb, const Deal& deal, Seat seat, Card card, Signals agreement)
{
    CardMeaning m;
    m.seat = seat;
    m.card = card;
    m.playIndex = tb.index;
    const Suit su = suitOf(card);
    const CardTables& t = tb.t;
    auto says = [&](CardCallKind kind, Suit s) {
        m.kind = kind;
        m.suit = s;
    };

    // The lead.
    if (tb.inTrick == 0) {
        if (tb.hasLed[int(seat)]) return m;  // only a seat's first lead says something
        if (!tb.takers(seat)) {
            if (!tb.defenceLed && !tb.trump(su)) says(CardCallKind::LeadAskReturn, su);
            else if (tb.defenceLed && tb.defenceLeader == partnerOf(seat) && su == tb.defenceSuit && !tb.trump(su))
                says(CardCallKind::ReturnLead, su);
        } else if (seat != tb.contract.taker && tb.suitContract && su == tb.trumpSuit) {
            says(CardCallKind::TrumpReturn, su);
        }
        return m;
    }

    // The belote's order (taker's side, the partner drawing trumps and holding the trick):
    // the queen first says another trump beside the king, the king first says none.
    if (tb.suitContract && su == tb.trumpSuit && suitOf(tb.led) == tb.trumpSuit && tb.takers(seat) &&
        tb.winner == partnerOf(seat) && deal.isBeloteCard(seat, card) && !tb.played.contains(beloteMate(card))) {
        const CardSet others = CardSet::suit(su) - tb.played - CardSet::rank(Rank::King) - CardSet::rank(Rank::Queen);
        if (others.empty()) return m;  // every other trump is out: the order tells nothing
        if (rankOf(card) == Rank::Queen) {
            says(CardCallKind::BeloteMore, su);
            m.anyOf = others;
        } else {
            says(CardCallKind::BeloteLast, su);
            m.lacks = others;
        }
        return m;
    }

    if (agreement == Signals::None || !tb.discardOnPartner(seat, card) || !tb.callable(su)) return m;

    // The two highest cards of the suit given: the first says the second is behind it, the
    // second says the first is not (an ace, a ten; at Tout Atout the jack, the nine).
    const CardSet rest = tb.left(su, card);
    const Card over = tb.strongest(rest);  // the master of the suit once the card is gone
    const bool top = (t.stronger[card] - tb.played).empty();
    if (top && t.points[card] >= 10 && over != kNoCard) {
        says(CardCallKind::AceTenBehind, su);
        m.holds = CardSet::of(over);
        return m;
    }
    const CardSet above = t.stronger[card] - tb.played;
    if (above.size() == 1 && t.points[card] >= 10) {
        says(CardCallKind::TenNoAce, su);
        m.lacks = above;
        return m;
    }
    // A small card (no points): a call.
    if (t.points[card] != 0 || over == kNoCard) return m;
    if (agreement == Signals::Direct) {
        says(CardCallKind::AskSuit, su);
        m.holds = CardSet::of(over);
        m.hard = false;  // a hand with nothing to ask has to throw a small card too
        return m;
    }
    // Indirect: the small card refuses its suit; when one suit is left to ask (not the one
    // led, not trump, not the one refused), it asks for that one.
    m.lacks = CardSet::of(over);
    unsigned others = 0xfu & ~(1u << int(su)) & ~(1u << int(suitOf(tb.led)));
    for (int s = 0; s < kSuits; ++s)
        if (!tb.callable(Suit(s))) others &= ~(1u << s);
    if (std::popcount(others) == 1) {
        const Suit asked = Suit(std::countr_zero(others));
        const Card master = tb.strongest(tb.left(asked, card));
        if (master != kNoCard) {
            says(CardCallKind::AskSuit, asked);
            m.holds = CardSet::of(master);
            m.hard = false;  // the refusal is sure, the call a tendency
            return m;
        }
    }
    says(CardCallKind::RefuseSuit, su);
    return m;
}

bool isCall(CardCallKind k)
{
    return k == CardCallKind::AskSuit || k == CardCallKind::RefuseSuit || k == CardCallKind::AceTenBehind;
}

}  // namespace

const char* signalsName(Signals s)
{
    switch (s) {
    case Signals::Direct: return "direct";
    case Signals::Indirect: return "indirect";
    case Signals::None: return "none";
    }
    return "direct";
}

bool signalsFromName(const std::string& name, Signals* s)
{
    for (Signals v : {Signals::Direct, Signals::Indirect, Signals::None})
        if (name == signalsName(v)) {
            *s = v;
            return true;
        }
    return false;
}

const char* cardCallKindName(CardCallKind k)
{
    switch (k) {
    case CardCallKind::None: return "none";
    case CardCallKind::AskSuit: return "ask-suit";
    case CardCallKind::RefuseSuit: return "refuse-suit";
    case CardCallKind::AceTenBehind: return "ace-ten-behind";
    case CardCallKind::TenNoAce: return "ten-no-ace";
    case CardCallKind::BeloteMore: return "belote-more";
    case CardCallKind::BeloteLast: return "belote-last";
    case CardCallKind::LeadAskReturn: return "lead-ask-return";
    case CardCallKind::ReturnLead: return "return-lead";
    case CardCallKind::TrumpReturn: return "trump-return";
    }
    return "none";
}

CardMeaning cardMeaning(const Deal& deal, int playIndex, Signals agreement)
{
    const CardPlay& play = deal.cardPlay();
    const Table tb(deal, playIndex);
    return meaningOf(tb, deal, play.playedBy(playIndex), play.playedCard(playIndex), agreement);
}

std::vector<CardMeaning> cardMeanings(const Deal& deal, Signals agreement)
{
    std::vector<CardMeaning> out;
    if (!deal.contract() || deal.phase() == Phase::Calls) return out;
    const int n = deal.cardPlay().cardsPlayed();
    out.reserve(n);
    for (int i = 0; i < n; ++i) out.push_back(cardMeaning(deal, i, agreement));
    return out;
}

CardMeaning meaningIfPlayed(const Deal& deal, Seat seat, Card card, Signals agreement)
{
    const Table tb(deal, deal.cardPlay().cardsPlayed());
    return meaningOf(tb, deal, seat, card, agreement);
}

CardSet systemCards(const Deal& deal, Seat seat, CardSet legal, Signals agreement)
{
    if (legal.size() <= 1) return {};
    const Table tb(deal, deal.cardPlay().cardsPlayed());
    const CardSet hand = deal.hand(seat);
    CardSet kept, calls;
    for (Card c : legal) {
        const CardMeaning m = meaningOf(tb, deal, seat, c, agreement);
        if (!m.keeps(hand)) continue;
        kept.insert(c);
        if (isCall(m.kind)) calls.insert(c);
    }
    if (tb.inTrick == 0) {
        // The first lead of the defender whose partner opened the defence: back to that suit;
        // of the taker's partner: trump. Not into a known void of the opponents.
        if (tb.hasLed[int(seat)]) return {};
        const Seat lho = nextSeat(seat), rho = nextSeat(seat, 3);
        auto shownOut = [&](Suit s) { return ((tb.voids[int(lho)] | tb.voids[int(rho)]) >> int(s) & 1u) != 0; };
        CardSet wanted;
        if (!tb.takers(seat) && tb.defenceLed && tb.defenceLeader == partnerOf(seat) && !tb.trump(tb.defenceSuit) &&
            !shownOut(tb.defenceSuit))
            wanted = legal & CardSet::suit(tb.defenceSuit);
        else if (tb.takers(seat) && seat != tb.contract.taker && tb.suitContract) {
            const CardSet theirs = CardSet::suit(tb.trumpSuit) - tb.played - hand;
            const bool bothOut = (tb.voids[int(lho)] & tb.voids[int(rho)]) >> int(tb.trumpSuit) & 1u;
            if (!theirs.empty() && !bothOut) wanted = legal & CardSet::suit(tb.trumpSuit);
        }
        return wanted == legal ? CardSet() : wanted;
    }
    // The seat's first discard on its partner's trick makes a call when it has one.
    if (!calls.empty()) {
        bool discardedBefore = false;
        for (int i = 0; i < tb.index && !discardedBefore; ++i)
            if (deal.cardPlay().playedBy(i) == seat && isCall(cardMeaning(deal, i, agreement).kind))
                discardedBefore = true;
        if (!discardedBefore) kept = calls;
    }
    return kept.empty() || kept == legal ? CardSet() : kept;
}

std::optional<Card> systemCard(const Deal& deal, Seat seat, CardSet legal, Signals agreement)
{
    const CardSet cards = systemCards(deal, seat, legal, agreement);
    if (cards.empty()) return std::nullopt;
    if (cards.size() == 1) return cards.first();
    if (deal.cardPlay().cardsInTrick() == 0) {
        // A return or a trump return: the master of the suit when the seat holds it, else its
        // smallest card.
        const CardTables& t = deal.cardPlay().tables();
        const CardSet unplayed = CardSet::all() - deal.cardPlay().playedSet();
        for (Card c : cards)
            if ((t.stronger[c] & unplayed).empty()) return c;
        Card low = cards.first();
        for (Card c : cards)
            if (t.strength[c] < t.strength[low]) low = c;
        return low;
    }
    return std::nullopt;  // a choice among the cards the system allows: the player's own
}

std::string describe(const CardMeaning& m, Signals agreement)
{
    static const char* const suitNames[] = {"spades", "hearts", "diamonds", "clubs"};
    const std::string suit = suitNames[int(m.suit)];
    const std::string head = cardName(m.card) + ": ";
    const std::string calls = agreement == Signals::Indirect ? " (indirect calls)" : " (direct calls)";
    switch (m.kind) {
    case CardCallKind::None: return head + "nothing by the system";
    case CardCallKind::AskSuit:
        if (suitOf(m.card) != m.suit)
            return head + "no " + suitNames[int(suitOf(m.card))] + " wanted: a call for " + suit + calls;
        return head + "a call for " + suit + calls;
    case CardCallKind::RefuseSuit: return head + "nothing wanted in " + suit + calls;
    case CardCallKind::AceTenBehind:
        return head + "the master given: " + toString(m.holds) + " is behind it, a call for " + suit;
    case CardCallKind::TenNoAce: return head + "given without " + toString(m.lacks) + ": no call for " + suit;
    case CardCallKind::BeloteMore: return head + "belote by the queen: another trump is left beside the king";
    case CardCallKind::BeloteLast: return head + "belote by the king: only the queen is left in trumps";
    case CardCallKind::LeadAskReturn: return head + "the defence's first lead: return " + suit;
    case CardCallKind::ReturnLead: return head + "back to the partner's first lead";
    case CardCallKind::TrumpReturn: return head + "trump returned to the taker";
    }
    return head;
}

}  // namespace belote
