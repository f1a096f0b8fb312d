#include "ai/bidding.h"

#include "engine/declarations.h"

#include <algorithm>
#include <vector>

namespace belote {

namespace {

constexpr int kCapotSteps = 12;      // our side's counts add up to 180: capot
constexpr int kSurcoincheSpare = 3;  // 30 points above the contract to surcoinche
constexpr int kTopValue = 160;

Card cardOf(Suit s, Rank r) { return makeCard(s, r); }

// Classic (HeuristicPlayer's thresholds, unchanged): a take in round 1 above 57, in round 2
// above 62, with the retourne in the hand; Sans Atout / Tout Atout valued 8 less.
int classicThreshold(int round) { return round == 1 ? 57 : 62; }
int classicMalus(Strain s) { return isSuitStrain(s) ? 0 : 8; }

// What one side's bids in one strain showed: who named it first and the steps that showed,
// and the other's raise.
struct SideStrain {
    bool named = false;
    Strain strain = Strain::Spades;
    Seat opener = Seat::South;
    int shownOpen = 0;     // the opener's steps, as its first bid in the strain showed them
    bool raised = false;   // the opener's partner raised it
    int shownRaise = 0;    // the raise's support steps
    int latest = 0;        // the side's latest bid in the strain
    int openerLatest = 0;  // the opener's latest bid in it, before any raise (what a raise adds to)
};

// The auction as `seat` sees it before its call.
struct Situation {
    Seat seat = Seat::South;
    bool sansToutAtout = false;
    bool annonces = false;            // the counts add declarations
    std::optional<Contract> current;  // the standing bid, its coinche
    int next = 0;                     // the lowest value a bid may name (0: no bid is legal)
    bool capotLegal = false;
    bool canCoinche = false;
    bool canSurcoinche = false;
    bool anyBid = false;
    bool sideBid = false;       // our side made a bid
    bool partnerBid = false;    // the partner made a bid
    unsigned theirStrains = 0;  // the strains the opponents named (a hand strong there coinches)
    SideStrain side;            // the strain of our side's latest bid
};

Situation situationOf(const Deal& deal, Seat seat, const CallList& legal)
{
    Situation s;
    s.seat = seat;
    s.sansToutAtout = deal.rules().sansToutAtout;
    s.annonces = deal.rules().annonces;
    s.current = deal.contract();
    for (const Call& c : legal) {
        if (c.kind == Call::Kind::Bid) {
            if (c.value == kCapotBid) s.capotLegal = true;
            else if (s.next == 0 || c.value < s.next) s.next = c.value;
        }
        if (c.kind == Call::Kind::Coinche) s.canCoinche = true;
        if (c.kind == Call::Kind::Surcoinche) s.canSurcoinche = true;
    }
    const Team mine = teamOf(seat);
    // Each strain our side has named, replayed in order.
    std::array<SideStrain, kStrains> named{};
    Strain lastOurs = Strain::Spades;
    for (int i = 0; i < deal.callCount(); ++i) {
        const SeatCall sc = deal.callAt(i);
        if (sc.call.kind != Call::Kind::Bid) continue;
        s.anyBid = true;
        if (teamOf(sc.seat) != mine) {
            s.theirStrains |= 1u << int(sc.call.strain);
            continue;
        }
        s.sideBid = true;
        if (sc.seat == partnerOf(seat)) s.partnerBid = true;
        SideStrain& n = named[int(sc.call.strain)];
        const int v = sc.call.value;
        if (!n.named) {
            n.named = true;
            n.strain = sc.call.strain;
            n.opener = sc.seat;
            n.shownOpen = v == kCapotBid ? kCapotSteps : stepsOfLevel(v, sc.call.strain);
            n.openerLatest = v;
        } else if (sc.seat == n.opener) {
            n.openerLatest = v;
        } else if (!n.raised) {
            n.raised = true;
            n.shownRaise = v == kCapotBid ? kCapotSteps - n.shownOpen : (v - n.openerLatest) / 10;
        }
        n.latest = v;
        lastOurs = sc.call.strain;
    }
    if (s.sideBid) s.side = named[int(lastOurs)];
    return s;
}

bool coinched(const Situation& s) { return s.current && s.current->coinche > 1; }
bool ours(const Situation& s) { return s.current && teamOf(s.current->taker) == teamOf(s.seat); }
int strainCount(const Situation& s) { return s.sansToutAtout ? 6 : 4; }

// Our side's steps in its strain with `hand` at `seat`: the opener's and the raise, each
// from the hand when the seat made it (or is to make it), else as shown.
int sideSteps(const Situation& s, CardSet hand)
{
    const SideStrain& n = s.side;
    if (n.opener == s.seat) return openingSteps(hand, n.strain, s.annonces) + n.shownRaise;
    return n.shownOpen + supportSteps(hand, n.strain, s.annonces);
}

// Whether the seat's partner named our side's strain and the seat has not raised it yet.
bool raiseDue(const Situation& s) { return s.sideBid && s.side.opener == partnerOf(s.seat) && !s.side.raised; }
// Whether the seat already described its hand in our side's strain (named it or raised it).
bool described(const Situation& s) { return s.sideBid && (s.side.opener == s.seat || s.side.raised); }

int coincheBonus(const Situation& s) { return s.partnerBid ? 1 : 0; }

// Whether the seat may name `st` as a bid of its own: not our side's strain (that is a raise
// or a rebid), nor one the opponents named.
bool ownStrain(const Situation& s, Strain st)
{
    return !(s.sideBid && st == s.side.strain) && !(s.theirStrains >> int(st) & 1u);
}

// The best strain for the seat's own bid, and its steps (0 when there is none).
Strain bestOwnStrain(const Situation& s, CardSet hand, int* steps)
{
    Strain best = Strain::Spades;
    int bestLevel = -1, bestLength = -1;
    for (int i = 0; i < strainCount(s); ++i) {
        const Strain st = Strain(i);
        if (!ownStrain(s, st)) continue;
        const int k = openingSteps(hand, st, s.annonces);
        const int level = k >= 2 ? levelOfSteps(k, st) : 0;
        const int length = isSuitStrain(st) ? (hand & CardSet::suit(trumpSuitOf(st))).size() : 0;
        if (level > bestLevel || (level == bestLevel && length > bestLength)) {
            best = st;
            bestLevel = level;
            bestLength = length;
        }
    }
    *steps = bestLevel >= 0 ? openingSteps(hand, best, s.annonces) : 0;
    return best;
}

Call decide(const Situation& s, CardSet hand)
{
    if (coinched(s)) {
        if (s.canSurcoinche && ours(s) && s.sideBid && s.side.strain == s.current->strain) {
            const int need = s.current->capotBid() ? kCapotSteps : stepsOfLevel(s.current->value, s.current->strain);
            if (sideSteps(s, hand) >= need + kSurcoincheSpare) return Call::surcoinche();
        }
        return Call::pass();
    }
    const bool canBid = s.next > 0 || s.capotLegal;
    if (canBid && s.sideBid && (raiseDue(s) || described(s)) && s.capotLegal && sideSteps(s, hand) >= kCapotSteps &&
        !(raiseDue(s) && supportSteps(hand, s.side.strain, s.annonces) == 0))
        return Call::bid(kCapotBid, s.side.strain);
    if (s.next > 0 && raiseDue(s)) {
        const int r = supportSteps(hand, s.side.strain, s.annonces);
        const int v = std::min(kTopValue, s.side.latest + 10 * r);
        if (r >= 1 && v >= s.next) return Call::bid(v, s.side.strain);
    }
    if (s.next > 0 && described(s) && !ours(s)) {
        const int limit = std::min(kTopValue, levelOfSteps(sideSteps(s, hand), s.side.strain));
        if (s.next <= limit) return Call::bid(s.next, s.side.strain);
    }
    if (s.next > 0) {
        int k = 0;
        const Strain st = bestOwnStrain(s, hand, &k);
        if (k >= 2) {
            const int level = std::min(kTopValue, levelOfSteps(k, st));
            if (level >= s.next) return Call::bid(level, st);
        }
    }
    if (s.canCoinche && s.current && !ours(s) &&
        defenceSteps(hand, s.current->strain) + coincheBonus(s) >= coincheNeed(s.current->value, s.annonces))
        return Call::coinche();
    return Call::pass();
}

// A coinche: the defence the coincher shows against the current contract.
void coincheMeaning(const Situation& s, BidMeaning& m)
{
    m.kind = BidKind::Coinche;
    if (!s.current) return;
    m.strain = m.defenceStrain = s.current->strain;
    m.value = s.current->value;
    m.defence.min = std::int8_t(coincheNeed(s.current->value, s.annonces) - coincheBonus(s));
}

// A surcoinche, or a pass once the contract is coinched: the count the side's own contract
// holds, shown or denied.
void afterCoincheMeaning(const Situation& s, BidMeaning& m)
{
    m.kind = m.call.kind == Call::Kind::Pass ? BidKind::Pass : BidKind::Surcoinche;
    if (!s.current) return;
    m.strain = s.current->strain;
    m.value = s.current->value;
    if (!(s.canSurcoinche && ours(s) && s.sideBid && s.side.strain == s.current->strain)) return;
    const int need =
        (s.current->capotBid() ? kCapotSteps : stepsOfLevel(s.current->value, s.current->strain)) + kSurcoincheSpare;
    CountRange& r = s.side.opener == s.seat ? m.own[int(m.strain)] : m.support;
    const int shown = s.side.opener == s.seat ? s.side.shownRaise : s.side.shownOpen;
    if (m.kind == BidKind::Surcoinche) r.min = std::int8_t(need - shown);
    else r.max = std::int8_t(need - shown - 1);
}

// A bid in the side's strain: a capot, a raise of the partner, or a rebid. False for a bid
// in another strain.
bool sideBidMeaning(const Situation& s, Call call, BidMeaning& m)
{
    if (!(s.sideBid && call.strain == s.side.strain)) return false;
    if (call.value == kCapotBid) {
        m.kind = BidKind::Capot;
        if (s.side.opener == s.seat) m.own[int(call.strain)].min = std::int8_t(kCapotSteps - s.side.shownRaise);
        else m.support.min = std::int8_t(kCapotSteps - s.side.shownOpen);
    } else if (raiseDue(s)) {
        m.kind = BidKind::Raise;
        m.partnerValue = s.side.latest;
        const int r = (call.value - s.side.latest) / 10;
        m.support.min = std::int8_t(r);
        if (call.value < kTopValue) m.support.max = std::int8_t(r);
    } else {
        m.kind = BidKind::Rebid;
        const int need = stepsOfLevel(std::min(int(call.value), kTopValue), call.strain);
        if (s.side.opener == s.seat) m.own[int(call.strain)].min = std::int8_t(need - s.side.shownRaise);
        else m.support.min = std::int8_t(need - s.side.shownOpen);
    }
    return true;
}

// A bid in a strain the side has not named: an opening, an overcall or a new strain, which
// names the hand's count and the cards its strain needs.
void newStrainMeaning(const Situation& s, Call call, BidMeaning& m)
{
    m.kind = !s.anyBid ? BidKind::Opening : !s.sideBid ? BidKind::Overcall : BidKind::NewStrain;
    if (call.value == kCapotBid) {
        m.kind = BidKind::Capot;
        m.own[int(call.strain)].min = kCapotSteps;
    } else {
        const int k = stepsOfLevel(call.value, call.strain);
        CountRange& r = m.own[int(call.strain)];
        r.min = std::int8_t(k);
        // The bid names the hand's count (a hand worth less passes, one worth more bids
        // more), but for the top one, 160, which says "at least".
        if (call.value < kTopValue) r.max = std::int8_t(k);
    }
    if (isSuitStrain(call.strain)) {
        m.jackOrNine = true;
        m.minTrumps = 3;
        m.jack = call.value >= 90;
    } else if (call.strain == Strain::NoTrump) {
        m.minAces = 3;
    } else {
        m.minJacks = 2;
    }
}

// A pass: every rule that would have made a call did not fit the hand.
void passMeaning(const Situation& s, BidMeaning& m)
{
    m.kind = BidKind::Pass;
    if (raiseDue(s) && s.next > 0) {
        m.strain = s.side.strain;
        m.partnerValue = s.side.latest;
        const int needed = std::max(1, (s.next - s.side.latest + 9) / 10);
        if (needed <= 8) m.support.max = std::int8_t(needed - 1);
    } else if (described(s) && !ours(s) && s.next > 0 && s.next <= kTopValue) {
        m.strain = s.side.strain;
        const int need = stepsOfLevel(s.next, s.side.strain);
        if (s.side.opener == s.seat) m.own[int(s.side.strain)].max = std::int8_t(need - s.side.shownRaise - 1);
        else m.support.max = std::int8_t(need - s.side.shownOpen - 1);
    }
    if (s.next > 0 && s.next <= kTopValue) {
        for (int i = 0; i < strainCount(s); ++i) {
            const Strain st = Strain(i);
            if (!ownStrain(s, st)) continue;
            m.own[i].max = std::int8_t(std::max(1, stepsOfLevel(s.next, st) - 1));
        }
    }
    if (s.canCoinche && s.current && !ours(s)) {
        if (m.support.any()) m.strain = s.current->strain;
        m.defenceStrain = s.current->strain;
        m.defence.max = std::int8_t(coincheNeed(s.current->value, s.annonces) - coincheBonus(s) - 1);
        m.value = s.current->value;
    }
}

// The meaning of `call` in situation `s` (coinche auction).
BidMeaning meaningIn(const Situation& s, Call call)
{
    BidMeaning m;
    m.seat = s.seat;
    m.call = call;
    m.annonces = s.annonces;
    if (call.kind == Call::Kind::Coinche) {
        coincheMeaning(s, m);
    } else if (call.kind == Call::Kind::Surcoinche || (call.kind == Call::Kind::Pass && coinched(s))) {
        afterCoincheMeaning(s, m);
    } else if (call.kind == Call::Kind::Bid) {
        m.strain = call.strain;
        m.value = call.value;
        if (!sideBidMeaning(s, call, m)) newStrainMeaning(s, call, m);
    } else {
        passMeaning(s, m);
    }
    return m;
}

BidMeaning classicMeaning(const Deal& deal, Seat seat, Call call)
{
    BidMeaning m;
    m.seat = seat;
    m.call = call;
    m.round = deal.takingRound();
    if (call.kind == Call::Kind::Take) {
        m.kind = BidKind::Take;
        m.strain = call.strain;
        m.handValueMin = classicThreshold(m.round) + classicMalus(call.strain) + 1;
    } else {
        m.kind = BidKind::ClassicPass;
        if (deal.retourne()) m.strain = strainOf(suitOf(*deal.retourne()));
        m.handValueMax = classicThreshold(m.round);
    }
    return m;
}

// The legal calls at call `i` of `deal` as replayed on `scratch` (before the call).
CallList legalAt(const Deal& scratch, Seat seat)
{
    if (scratch.phase() == Phase::Calls && scratch.toAct() == seat) return scratch.legalCalls();
    CallList l;  // an out-of-turn coinche
    l.add(Call::pass());
    l.add(Call::coinche());
    return l;
}

}  // namespace

int levelOfSteps(int steps, Strain strain) { return (isSuitStrain(strain) ? 60 : 40) + 10 * steps; }
int stepsOfLevel(int level, Strain strain) { return (level - (isSuitStrain(strain) ? 60 : 40)) / 10; }

int coincheNeed(int value, bool annonces)
{
    // With declarations, the takers' (unseen until the first trick, and counted towards the
    // contract) make a contract harder to beat than the cards alone say.
    const int more = annonces ? kDeclarationsCoinche : 0;
    if (value <= 90) return 6 + more;
    if (value <= 110) return 5 + more;
    if (value <= 130) return 4 + more;
    return 3 + more;
}

int handValue(CardSet hand, Strain strain)
{
    int v = 0;
    if (isSuitStrain(strain)) {
        const Suit ts = trumpSuitOf(strain);
        const CardSet trumps = hand & CardSet::suit(ts);
        auto has = [&](Rank r) { return trumps.contains(makeCard(ts, r)); };
        if (has(Rank::Jack)) v += 25;
        if (has(Rank::Nine)) v += has(Rank::Jack) ? 18 : (trumps.size() >= 3 ? 12 : 6);
        if (has(Rank::Ace)) v += 12;
        if (has(Rank::Ten)) v += 9;
        if (has(Rank::King) && has(Rank::Queen)) v += 20;  // belote
        v += 6 * (trumps - CardSet::rank(Rank::Jack) - CardSet::rank(Rank::Nine) - CardSet::rank(Rank::Ace) -
                  CardSet::rank(Rank::Ten))
                     .size();
        for (int s = 0; s < kSuits; ++s) {
            if (Suit(s) == ts) continue;
            const CardSet side = hand & CardSet::suit(Suit(s));
            const bool ace = side.contains(makeCard(Suit(s), Rank::Ace));
            if (ace) v += 13;
            if (side.contains(makeCard(Suit(s), Rank::Ten))) v += ace ? 10 : (side.size() >= 2 ? 3 : 0);
            if (side.empty() && trumps.size() >= 3) v += 5;
        }
        return v;
    }
    for (int s = 0; s < kSuits; ++s) {
        const CardSet suit = hand & CardSet::suit(Suit(s));
        auto has = [&](Rank r) { return suit.contains(makeCard(Suit(s), r)); };
        if (strain == Strain::NoTrump) {
            if (has(Rank::Ace)) v += 20 + 4 * std::max(0, suit.size() - 3);
            if (has(Rank::Ten)) v += has(Rank::Ace) ? 12 : (suit.size() >= 2 ? 4 : 0);
            if (has(Rank::King) && has(Rank::Ace) && has(Rank::Ten)) v += 5;
        } else {  // Tout Atout: jacks and nines rule every suit
            if (has(Rank::Jack)) v += 24;
            if (has(Rank::Nine)) v += has(Rank::Jack) ? 14 : (suit.size() >= 3 ? 6 : 0);
            if (has(Rank::Ace) && has(Rank::Jack) && has(Rank::Nine)) v += 6;
            if (has(Rank::King) && has(Rank::Queen)) v += 15;
        }
    }
    return v;
}

int declarationSteps(CardSet hand, Strain strain) { return bestCombination(hand, strain).value(strain) / 20; }

int openingSteps(CardSet hand, Strain strain, bool annonces)
{
    if (isSuitStrain(strain)) {
        const Suit ts = trumpSuitOf(strain);
        const CardSet trumps = hand & CardSet::suit(ts);
        const int n = trumps.size();
        const bool jack = trumps.contains(cardOf(ts, Rank::Jack));
        const bool nine = trumps.contains(cardOf(ts, Rank::Nine));
        if (n < 3) return 0;
        // Declarations count with or without the jack: a hand without it stops at 2 from its
        // cards, and bids 90 and up only on declarations; a hand without the jack or the nine
        // bids on declarations alone.
        const int declarations = annonces ? declarationSteps(hand, strain) : 0;
        if (!jack && !nine && declarations == 0) return 0;
        int k = 2 * jack + nine + trumps.contains(cardOf(ts, Rank::Ace)) + (n - 3);
        if (trumps.contains(cardOf(ts, Rank::King)) && trumps.contains(cardOf(ts, Rank::Queen))) ++k;
        bool void_ = false;
        for (int su = 0; su < kSuits; ++su) {
            if (Suit(su) == ts) continue;
            if (hand.contains(cardOf(Suit(su), Rank::Ace))) ++k;
            if ((hand & CardSet::suit(Suit(su))).empty()) void_ = true;
        }
        if (void_ && n >= 4) ++k;
        return (jack ? k : std::min(k, 2)) + declarations;
    }
    int k = 0, key = 0;
    for (int su = 0; su < kSuits; ++su) {
        const CardSet suit = hand & CardSet::suit(Suit(su));
        auto has = [&](Rank r) { return suit.contains(cardOf(Suit(su), r)); };
        if (strain == Strain::NoTrump) {
            if (has(Rank::Ace)) k += 2, ++key;
            if (has(Rank::Ace) && has(Rank::Ten)) ++k;
            if (has(Rank::Ace) && suit.size() >= 4) ++k;
        } else {
            if (has(Rank::Jack)) k += 2, ++key;
            if (has(Rank::Nine) && (has(Rank::Jack) || suit.size() >= 3)) ++k;
            if (has(Rank::King) && has(Rank::Queen)) ++k;
        }
    }
    const int needKeys = strain == Strain::NoTrump ? 3 : 2;
    return key >= needKeys ? k + (annonces ? declarationSteps(hand, strain) : 0) : 0;
}

int supportSteps(CardSet hand, Strain strain, bool annonces)
{
    int k = annonces ? declarationSteps(hand, strain) : 0;
    if (isSuitStrain(strain)) {
        const Suit ts = trumpSuitOf(strain);
        if (hand.contains(cardOf(ts, Rank::Jack))) k += 2;
        if (hand.contains(cardOf(ts, Rank::Nine))) ++k;
        if (hand.contains(cardOf(ts, Rank::King)) && hand.contains(cardOf(ts, Rank::Queen))) ++k;
        for (int su = 0; su < kSuits; ++su)
            if (Suit(su) != ts && hand.contains(cardOf(Suit(su), Rank::Ace))) ++k;
        return k;
    }
    if (strain == Strain::NoTrump) return k + (hand & CardSet::rank(Rank::Ace)).size();
    return k + 2 * (hand & CardSet::rank(Rank::Jack)).size() + (hand & CardSet::rank(Rank::Nine)).size();
}

int defenceSteps(CardSet hand, Strain strain)
{
    int k = 0;
    if (isSuitStrain(strain)) {
        const Suit ts = trumpSuitOf(strain);
        const CardSet trumps = hand & CardSet::suit(ts);
        if (trumps.contains(cardOf(ts, Rank::Jack))) k += 2;
        if (trumps.contains(cardOf(ts, Rank::Nine)) && trumps.size() >= 2) ++k;
        if (trumps.size() >= 3) ++k;
        for (int su = 0; su < kSuits; ++su) {
            if (Suit(su) == ts) continue;
            if (hand.contains(cardOf(Suit(su), Rank::Ace))) {
                ++k;
                if (hand.contains(cardOf(Suit(su), Rank::Ten))) ++k;
            }
        }
        return k;
    }
    for (int su = 0; su < kSuits; ++su) {
        const CardSet suit = hand & CardSet::suit(Suit(su));
        auto has = [&](Rank r) { return suit.contains(cardOf(Suit(su), r)); };
        if (strain == Strain::NoTrump) {
            if (has(Rank::Ace)) k += 2;
            if (has(Rank::Ace) && has(Rank::Ten)) ++k;
        } else {
            if (has(Rank::Jack)) k += 2;
            if (has(Rank::Nine) && suit.size() >= 2) ++k;
        }
    }
    return k;
}

bool BidMeaning::keepsHard(CardSet hand) const
{
    if (isSuitStrain(strain)) {
        const Suit ts = trumpSuitOf(strain);
        const CardSet trumps = hand & CardSet::suit(ts);
        // With declarations played, a declaration stands for the jack (or the nine).
        const bool hasJack = trumps.contains(cardOf(ts, Rank::Jack));
        const bool hasNine = trumps.contains(cardOf(ts, Rank::Nine));
        if (((jack && !hasJack) || (jackOrNine && !hasJack && !hasNine)) &&
            !(annonces && declarationSteps(hand, strain) > 0))
            return false;
        if (trumps.size() < minTrumps) return false;
    }
    if (minJacks > 0 && (hand & CardSet::rank(Rank::Jack)).size() < minJacks) return false;
    if (minAces > 0 && (hand & CardSet::rank(Rank::Ace)).size() < minAces) return false;
    return true;
}

bool BidMeaning::fits(CardSet hand, int slack) const
{
    if (!keepsHard(hand)) return false;
    auto within = [&](CountRange r, int v) { return v >= r.min - slack && v <= r.max + slack; };
    for (int i = 0; i < kStrains; ++i)
        if (!own[std::size_t(i)].any() && !within(own[std::size_t(i)], openingSteps(hand, Strain(i), annonces)))
            return false;
    if (!support.any() && !within(support, supportSteps(hand, strain, annonces))) return false;
    if (!defence.any() && !within(defence, defenceSteps(hand, defenceStrain))) return false;
    return true;
}

BidMeaning meaningOf(const Deal& deal, int callIndex)
{
    Deal scratch = Deal::fromHands(deal.rules(), deal.dealer(), {}, deal.retourne());
    for (int i = 0; i < callIndex; ++i) scratch.makeCall(deal.callAt(i).seat, deal.callAt(i).call);
    const SeatCall sc = deal.callAt(callIndex);
    return meaningIfCalled(scratch, sc.seat, legalAt(scratch, sc.seat), sc.call);
}

BidMeaning meaningIfCalled(const Deal& deal, Seat seat, const CallList& legal, Call call)
{
    if (deal.rules().isClassic()) return classicMeaning(deal, seat, call);
    return meaningIn(situationOf(deal, seat, legal), call);
}

Call systemCall(const Deal& deal, Seat seat, const CallList& legal)
{
    const CardSet hand = deal.hand(seat);
    if (deal.rules().isClassic()) {
        // The taker gets the retourne: value the hand with it. Take the best strain whose
        // value is worth a contract (a little more in the second round, where the retourne
        // is in another suit and the hand must stand on its own).
        const CardSet withRetourne = hand | CardSet::of(*deal.retourne());
        Call best = Call::pass();
        int bestValue = classicThreshold(deal.takingRound());
        for (const Call& c : legal) {
            if (c.kind != Call::Kind::Take) continue;
            const int value = handValue(withRetourne, c.strain) - classicMalus(c.strain);
            if (value > bestValue) {
                best = c;
                bestValue = value;
            }
        }
        return best;
    }
    const Call c = decide(situationOf(deal, seat, legal), hand);
    return legal.contains(c) ? c : (legal.contains(Call::pass()) ? Call::pass() : legal.items[0]);
}

CallList systemCalls(const Deal& deal, Seat seat, const CallList& legal)
{
    CallList out;
    const Call preferred = systemCall(deal, seat, legal);
    out.add(preferred);
    if (deal.rules().isClassic()) return out;
    const Situation s = situationOf(deal, seat, legal);
    const CardSet hand = deal.hand(seat);
    for (const Call& c : legal) {
        if (c == preferred) continue;
        if (meaningIn(s, c).fits(hand, 1)) out.add(c);
    }
    return out;
}

const char* bidKindName(BidKind k)
{
    switch (k) {
    case BidKind::Pass: return "pass";
    case BidKind::Opening: return "opening";
    case BidKind::Overcall: return "overcall";
    case BidKind::NewStrain: return "new strain";
    case BidKind::Raise: return "raise";
    case BidKind::Rebid: return "rebid";
    case BidKind::Capot: return "capot";
    case BidKind::Coinche: return "coinche";
    case BidKind::Surcoinche: return "surcoinche";
    case BidKind::Take: return "take";
    case BidKind::ClassicPass: return "pass";
    }
    return "?";
}

std::string describe(const BidMeaning& m)
{
    const std::string strain = strainName(m.strain);
    auto range = [](CountRange r) {
        if (r.min == r.max) return std::to_string(r.min);
        if (r.max >= CountRange::kAny) return std::to_string(r.min) + "+";
        if (r.min <= 0) return "at most " + std::to_string(r.max);
        return std::to_string(r.min) + "-" + std::to_string(r.max);
    };
    std::string out = bidKindName(m.kind);
    std::vector<std::string> parts;
    if (m.kind == BidKind::Take)
        parts.push_back("hand worth more than " + std::to_string(m.handValueMin - 1) + " in " + strain);
    if (m.kind == BidKind::ClassicPass) parts.push_back("no strain worth more than " + std::to_string(m.handValueMax));
    if (m.kind == BidKind::Raise)
        parts.push_back(
            "raises " + std::to_string(m.partnerValue) + " " + strain + " by " + range(m.support) +
            (m.annonces ? " support steps (+10 a side ace, belote or 20 of declarations, +20 the jack, +10 the nine)"
                        : " support steps (+10 a side ace or belote, +20 the jack, +10 the nine)"));
    if (m.jack) parts.push_back(m.annonces ? "the jack of trump or declarations" : "the jack of trump");
    else if (m.jackOrNine)
        parts.push_back(m.annonces ? "the jack or the nine of trump or declarations" : "the jack or the nine of trump");
    if (m.minTrumps) parts.push_back(std::to_string(m.minTrumps) + "+ trumps");
    if (m.minJacks) parts.push_back(std::to_string(m.minJacks) + "+ jacks");
    if (m.minAces) parts.push_back(std::to_string(m.minAces) + "+ aces");
    for (int i = 0; i < kStrains; ++i) {
        const CountRange r = m.own[std::size_t(i)];
        if (r.any()) continue;
        std::string p = "own count in " + std::string(strainName(Strain(i))) + " " + range(r);
        if (r.min == r.max) p += " (" + std::to_string(levelOfSteps(r.min, Strain(i))) + ")";
        parts.push_back(p);
    }
    if (m.kind != BidKind::Raise && !m.support.any()) parts.push_back("support for " + strain + " " + range(m.support));
    if (!m.defence.any())
        parts.push_back("defence against " + std::string(strainName(m.defenceStrain)) + " " + range(m.defence));
    for (std::size_t i = 0; i < parts.size(); ++i) out += (i == 0 ? ": " : "; ") + parts[i];
    return out;
}

}  // namespace belote
