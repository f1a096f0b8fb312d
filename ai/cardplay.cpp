#include "ai/cardplay.h"

#include <bit>

namespace belote {

namespace {

// The play as everybody saw it just before the card at `index`: the cards played, the trick
// on the table, the leads made so far and the calls waiting for an answer. Read from the
// deal's public history only, one card after the other (no allocation).
struct Table {
    const CardTables& t;
    Contract contract;
    bool suitContract;
    Suit trumpSuit;
    Signals agreement;
    int index = 0;
    CardSet played;             // before the card
    int inTrick = 0;            // cards of the trick already on the table
    Card led = kNoCard;         // the trick's first card, kNoCard when leading
    Card best = kNoCard;        // the card holding the trick
    Seat winner = Seat::South;  // its seat
    std::array<bool, kSeats> hasLed{};
    std::array<unsigned, kSeats> voids{};  // suits a seat showed out of, a bit per suit
    std::array<unsigned, kSeats> asks{};   // suits a seat called for, its partner not led since
    std::array<bool, kSeats> discarded{};  // the seat discarded on its partner's trick
    // The defence's first lead: its seat and suit (a defender led before), if any.
    bool defenceLed = false;
    Seat defenceLeader = Seat::South;
    Suit defenceSuit = Suit::Spades;

    Table(const Deal& deal, int idx, Signals agreement_)
        : t(deal.cardPlay().tables()),
          contract(*deal.contract()),
          suitContract(isSuitStrain(contract.strain)),
          trumpSuit(suitContract ? trumpSuitOf(contract.strain) : Suit::Spades),
          agreement(agreement_)
    {
        const CardPlay& play = deal.cardPlay();
        for (int i = 0; i < idx; ++i) add(play.playedBy(i), play.playedCard(i));
    }

    // The card `c` by `s` is played: the table moves on.
    void add(Seat s, Card c)
    {
        const Suit su = suitOf(c);
        if (inTrick == 0) {
            hasLed[int(s)] = true;
            asks[int(partnerOf(s))] &= ~(1u << int(su));  // the partner's call answered
            if (!defenceLed && !takers(s)) {
                defenceLed = true;
                defenceLeader = s;
                defenceSuit = su;
            }
        } else {
            if (su != suitOf(led)) voids[int(s)] |= 1u << int(suitOf(led));
            CardMeaning m;
            discardCall(s, c, m);
            if (m.kind == CardCallKind::AskSuit || m.kind == CardCallKind::AceTenBehind)
                asks[int(s)] = 1u << int(m.suit);
            if (winner == partnerOf(s) && su != suitOf(led) && callable(su)) discarded[int(s)] = true;
        }
        if (inTrick == 0 || t.beats(c, best)) {
            best = c;
            winner = s;
        }
        if (inTrick == 0) led = c;
        played.insert(c);
        ++index;
        if (++inTrick == 4) {
            inTrick = 0;
            led = best = kNoCard;
        }
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
    // The suit the partner of `seat` called for and still waits for, if any (its master not
    // played yet).
    std::optional<Suit> askedOf(Seat seat) const
    {
        const unsigned a = asks[int(partnerOf(seat))];
        if (a == 0) return std::nullopt;
        const Suit s = Suit(std::countr_zero(a));
        if (trump(s) || (CardSet::suit(s) - played).empty()) return std::nullopt;
        return s;
    }

    // What `card` says when `seat` gives it on its partner's trick (m.kind stays None when
    // the card is no such discard, or says nothing by the agreement).
    void discardCall(Seat seat, Card card, CardMeaning& m) const;
};

void Table::discardCall(Seat seat, Card card, CardMeaning& m) const
{
    const Suit su = suitOf(card);
    auto says = [&](CardCallKind kind, Suit s) {
        m.kind = kind;
        m.suit = s;
    };
    // A discard: the seat does not follow the suit led and plays no trump of a suit
    // contract, on a trick its partner holds.
    const bool discard = inTrick > 0 && winner == partnerOf(seat) && su != suitOf(led) && callable(su);
    if (agreement == Signals::None || !discard) return;

    // The two highest cards of the suit given: the first says the second is behind it, the
    // second says the first is not (an ace, a ten; at Tout Atout the jack, the nine).
    const CardSet rest = left(su, card);
    const Card over = strongest(rest);  // the master of the suit once the card is gone
    const CardSet above = t.stronger[card] - played;
    if (above.empty() && t.points[card] >= 10 && over != kNoCard) {
        says(CardCallKind::AceTenBehind, su);
        m.holds = CardSet::of(over);
        return;
    }
    if (above.size() == 1 && t.points[card] >= 10) {
        says(CardCallKind::TenNoAce, su);
        m.lacks = above;
        return;
    }
    // A small card (no points) as the seat's first discard on its partner's trick: a call.
    if (t.points[card] != 0 || over == kNoCard || discarded[int(seat)]) return;
    if (agreement == Signals::Direct) {
        says(CardCallKind::AskSuit, su);
        m.holds = CardSet::of(over);
        m.hard = false;  // a hand with nothing to ask has to throw a small card too
        return;
    }
    // Indirect: the small card refuses its suit; when one suit is left to ask (not the one
    // led, not trump, not the one refused), it asks for that one.
    m.lacks = CardSet::of(over);
    unsigned others = 0xfu & ~(1u << int(su)) & ~(1u << int(suitOf(led)));
    for (int s = 0; s < kSuits; ++s)
        if (!callable(Suit(s))) others &= ~(1u << s);
    if (std::popcount(others) == 1) {
        const Suit asked = Suit(std::countr_zero(others));
        const Card master = strongest(left(asked, card));
        if (master != kNoCard) {
            says(CardCallKind::AskSuit, asked);
            m.holds = CardSet::of(master);
            m.hard = false;  // the refusal is sure, the call a tendency
            return;
        }
    }
    says(CardCallKind::RefuseSuit, su);
}

CardMeaning meaningOf(const Table& tb, const Deal& deal, Seat seat, Card card)
{
    CardMeaning m;
    m.seat = seat;
    m.card = card;
    m.playIndex = tb.index;
    const Suit su = suitOf(card);
    if (tb.index >= 28) return m;  // the last trick: every card is forced

    // The lead: an answer to the partner's call; a seat's first lead: the defence's first,
    // its return, the trump return of the taker's partner.
    if (tb.inTrick == 0) {
        if (tb.askedOf(seat) == su) {
            m.kind = CardCallKind::ReturnLead;
            m.suit = su;
        } else if (tb.hasLed[int(seat)]) {
        } else if (!tb.takers(seat)) {
            if (!tb.defenceLed && !tb.trump(su)) m.kind = CardCallKind::LeadAskReturn;
            else if (tb.defenceLed && tb.defenceLeader == partnerOf(seat) && su == tb.defenceSuit && !tb.trump(su))
                m.kind = CardCallKind::ReturnLead;
        } else if (seat != tb.contract.taker && tb.suitContract && su == tb.trumpSuit) {
            // The taker's partner leads trump with the master trump only.
            m.kind = CardCallKind::TrumpReturn;
            m.holds = CardSet::of(tb.strongest(CardSet::suit(su) - tb.played));
            m.hard = false;  // but when it holds nothing else
        }
        m.suit = su;
        return m;
    }

    // The belote's order (taker's side, the partner drawing trumps and holding the trick):
    // the queen first says another trump beside the king, the king first says none.
    if (tb.suitContract && su == tb.trumpSuit && suitOf(tb.led) == tb.trumpSuit && tb.takers(seat) &&
        tb.winner == partnerOf(seat) && deal.isBeloteCard(seat, card) && !tb.played.contains(beloteMate(card))) {
        const CardSet others = CardSet::suit(su) - tb.played - CardSet::rank(Rank::King) - CardSet::rank(Rank::Queen);
        if (others.empty()) return m;  // every other trump is out: the order tells nothing
        m.suit = su;
        if (rankOf(card) == Rank::Queen) {
            m.kind = CardCallKind::BeloteMore;
            m.anyOf = others;
        } else {
            m.kind = CardCallKind::BeloteLast;
            m.lacks = others;
        }
        return m;
    }
    tb.discardCall(seat, card, m);
    return m;
}

}  // namespace

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
    const Table tb(deal, playIndex, agreement);
    return meaningOf(tb, deal, play.playedBy(playIndex), play.playedCard(playIndex));
}

std::vector<CardMeaning> cardMeanings(const Deal& deal, Signals agreement)
{
    std::vector<CardMeaning> out;
    if (!deal.contract() || deal.phase() == Phase::Calls) return out;
    const int n = deal.cardPlay().cardsPlayed();
    out.reserve(n);
    Table tb(deal, 0, agreement);
    for (int i = 0; i < n; ++i) {
        const Seat s = deal.cardPlay().playedBy(i);
        const Card c = deal.cardPlay().playedCard(i);
        out.push_back(meaningOf(tb, deal, s, c));
        tb.add(s, c);
    }
    return out;
}

CardMeaning meaningIfPlayed(const Deal& deal, Seat seat, Card card, Signals agreement)
{
    const Table tb(deal, deal.cardPlay().cardsPlayed(), agreement);
    return meaningOf(tb, deal, seat, card);
}

namespace {

// systemCards(); *aReturn tells that they are a suit the system leads back.
CardSet allowedCards(const Deal& deal, Seat seat, CardSet legal, Signals agreement, bool* aReturn)
{
    *aReturn = false;
    if (legal.size() <= 1) return {};
    const Table tb(deal, deal.cardPlay().cardsPlayed(), agreement);
    const CardSet hand = deal.hand(seat);
    if (tb.inTrick == 0) {
        // The partner's call answered; else the first lead of the defender whose partner
        // opened the defence: back to that suit; of the taker's partner: trump. Not into a
        // known void of the opponents.
        CardSet wanted;
        // The taker's side draws the opponents' trumps first.
        const CardSet trumps = tb.suitContract ? CardSet::suit(tb.trumpSuit) : CardSet();
        const bool drawing = tb.takers(seat) && !(hand & trumps).empty() && !(trumps - tb.played - hand).empty();
        if (const std::optional<Suit> asked = tb.askedOf(seat); asked && !drawing)
            wanted = legal & CardSet::suit(*asked);
        if (wanted.empty() && !tb.hasLed[int(seat)]) {
            const Seat lho = nextSeat(seat), rho = nextSeat(seat, 3);
            auto shownOut = [&](Suit s) { return ((tb.voids[int(lho)] | tb.voids[int(rho)]) >> int(s) & 1u) != 0; };
            if (!tb.takers(seat) && tb.defenceLed && tb.defenceLeader == partnerOf(seat) && !tb.trump(tb.defenceSuit) &&
                !shownOut(tb.defenceSuit))
                wanted = legal & CardSet::suit(tb.defenceSuit);
        }
        *aReturn = !wanted.empty();
        if (!wanted.empty()) return wanted == legal ? CardSet() : wanted;
    }
    // Elsewhere the cards whose meaning the hand keeps: a call is made when the card the
    // player would give anyway can make it, never at the cost of points for the partner.
    CardSet kept;
    for (Card c : legal)
        if (meaningOf(tb, deal, seat, c).keeps(hand)) kept.insert(c);
    return kept.empty() || kept == legal ? CardSet() : kept;
}

}  // namespace

CardSet systemCards(const Deal& deal, Seat seat, CardSet legal, Signals agreement)
{
    bool aReturn = false;
    return allowedCards(deal, seat, legal, agreement, &aReturn);
}

std::optional<Card> systemCard(const Deal& deal, Seat seat, CardSet legal, Signals agreement)
{
    bool aReturn = false;
    const CardSet cards = allowedCards(deal, seat, legal, agreement, &aReturn);
    if (cards.empty()) return std::nullopt;
    if (cards.size() == 1) return cards.first();
    if (aReturn) {
        // A return: the master of the suit when the seat holds it, else its smallest card.
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

void SystemKept::add(const Deal& before, Card card, Signals agreement)
{
    const CardPlay& play = before.cardPlay();
    const Seat seat = before.toAct();
    ++cards;
    const bool trump = play.tables().isTrump(card) && isSuitStrain(before.contract()->strain);
    if (play.cardsInTrick() > 0 && play.trickWinnerSoFar() == partnerOf(seat) &&
        suitOf(card) != suitOf(play.ledCard()) && !trump) {
        ++discards;
        const CardSet allowed = systemCards(before, seat, before.legalCards(), agreement);
        if (allowed.empty() || allowed.contains(card)) ++discardsBySystem;
    }
    const CardMeaning m = meaningIfPlayed(before, seat, card, agreement);
    if (m.holds.empty() && m.lacks.empty() && m.anyOf.empty()) return;
    ++calls;
    ++callsOfKind[int(m.kind)];
    if (m.keeps(before.hand(seat))) {
        ++callsTrue;
        ++trueOfKind[int(m.kind)];
        return;
    }
    // A promise broken: had the seat a card that kept what it would have said?
    const Table tb(before, play.cardsPlayed(), agreement);
    bool choice = false;
    for (Card c : before.legalCards()) choice = choice || meaningOf(tb, before, seat, c).keeps(before.hand(seat));
    if (!choice) ++callsForced;
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
