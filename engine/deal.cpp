#include "engine/deal.h"

#include <cassert>
#include <charconv>

namespace belote {

namespace {

constexpr DealPattern kClassicPatterns[] = {{{3, 2, 0}, 2}, {{2, 3, 0}, 2}};
constexpr DealPattern kCoinchePatterns[] = {{{3, 3, 2}, 3}, {{3, 2, 3}, 3}, {{2, 3, 3}, 3}};

bool overcalls(Strain next, Strain current)
{
    // Sans Atout / Tout Atout overcalls (RULES.md §3): a suit by NT or AT, NT by AT.
    if (next == Strain::AllTrump) return current != Strain::AllTrump;
    if (next == Strain::NoTrump) return isSuitStrain(current);
    return false;
}

}  // namespace

// ---------------------------------------------------------------------------------------
// Calls as words

std::string callName(Call c, std::optional<Suit> retourneSuit)
{
    switch (c.kind) {
    case Call::Kind::Pass: return "pass";
    case Call::Kind::Coinche: return "coinche";
    case Call::Kind::Surcoinche: return "surcoinche";
    case Call::Kind::Take:
        if (retourneSuit && c.strain == strainOf(*retourneSuit)) return "take";
        return strainName(c.strain);
    case Call::Kind::Bid:
        return (c.value == kCapotBid ? std::string("capot") : std::to_string(c.value)) + strainName(c.strain);
    }
    return "?";
}

std::optional<Call> parseCall(std::string_view w, bool classic, std::optional<Suit> retourneSuit)
{
    if (w == "pass") return Call::pass();
    if (classic) {
        if (w == "take") {
            if (!retourneSuit) return std::nullopt;
            return Call::take(strainOf(*retourneSuit));
        }
        if (auto s = parseStrain(w)) return Call::take(*s);
        return std::nullopt;
    }
    if (w == "coinche") return Call::coinche();
    if (w == "surcoinche") return Call::surcoinche();
    if (w.substr(0, 5) == "capot") {
        auto s = parseStrain(w.substr(5));
        if (!s) return std::nullopt;
        return Call::bid(kCapotBid, *s);
    }
    int value = 0;
    auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), value);
    if (ec != std::errc() || end == w.data()) return std::nullopt;
    if (value < 80 || value > 160 || value % 10 != 0) return std::nullopt;
    auto s = parseStrain(std::string_view(end, std::size_t(w.data() + w.size() - end)));
    if (!s) return std::nullopt;
    return Call::bid(value, *s);
}

bool CallList::contains(Call c) const
{
    for (const Call& x : *this)
        if (x == c) return true;
    return false;
}

DealPattern DealPattern::of(std::initializer_list<int> p)
{
    DealPattern d;
    for (int x : p)
        if (d.count < 3) d.parts[d.count++] = std::uint8_t(x);
    return d;
}

const DealPattern* DealPattern::patternsFor(const Rules& r, int* n)
{
    *n = r.isClassic() ? 2 : 3;
    return r.isClassic() ? kClassicPatterns : kCoinchePatterns;
}

bool DealPattern::validFor(const Rules& r) const
{
    int n = 0;
    const DealPattern* p = patternsFor(r, &n);
    for (int i = 0; i < n; ++i)
        if (p[i] == *this) return true;
    return false;
}

// ---------------------------------------------------------------------------------------
// Dealing

Deal Deal::fromDeck(const Rules& rules, Seat dealer, const std::array<Card, 32>& deck, DealPattern pattern)
{
    Deal d;
    d.rules_ = rules;
    d.dealer_ = dealer;
    d.deck_ = deck;
    d.pattern_ = pattern;
    d.turn_ = nextSeat(dealer);
    int idx = 0;
    for (int part = 0; part < pattern.count; ++part)
        for (int k = 1; k <= 4; ++k)
            for (int i = 0; i < pattern.parts[part]; ++i) d.hands_[int(nextSeat(dealer, k))].insert(deck[idx++]);
    if (rules.isClassic()) d.retourne_ = deck[idx];
    return d;
}

Deal Deal::fromHands(const Rules& rules, Seat dealer, const std::array<CardSet, 4>& hands, std::optional<Card> retourne)
{
    Deal d;
    d.rules_ = rules;
    d.dealer_ = dealer;
    d.hands_ = hands;
    d.retourne_ = retourne;
    d.turn_ = nextSeat(dealer);
    int n = 0;
    d.pattern_ = *DealPattern::patternsFor(rules, &n);
    d.handsFinal_ = true;
    for (const CardSet& h : hands) d.handsFinal_ = d.handsFinal_ && h.size() == 8;
    return d;
}

Seat Deal::toAct() const { return phase_ == Phase::Play ? play_.toPlay() : turn_; }

Decision Deal::pending() const
{
    switch (phase_) {
    case Phase::Calls:
        if (const std::optional<Seat> o = outOfTurnCoincher()) return {DecisionKind::OutOfTurnCoinche, *o};
        return {DecisionKind::Call, turn_};
    case Phase::Play: return {declarationPending() ? DecisionKind::Declaration : DecisionKind::Card, play_.toPlay()};
    case Phase::Done: break;
    }
    return {};
}

CardSet Deal::hand(Seat s) const { return phase_ == Phase::Calls ? hands_[int(s)] : play_.hand(s); }

// ---------------------------------------------------------------------------------------
// Calls

CallList Deal::legalCalls() const
{
    CallList out;
    if (phase_ != Phase::Calls) return out;
    out.add(Call::pass());
    const bool sta = rules_.sansToutAtout;
    if (rules_.isClassic()) {
        if (!contract_) {
            const Suit ret = retourne_ ? suitOf(*retourne_) : Suit::Spades;
            for (int s = 0; s < kSuits; ++s)
                if ((round_ == 1) == (Suit(s) == ret)) out.add(Call::take(Strain(s)));
            if (sta) {
                out.add(Call::take(Strain::NoTrump));
                out.add(Call::take(Strain::AllTrump));
            }
        } else {
            for (Strain s : {Strain::NoTrump, Strain::AllTrump})
                if (overcalls(s, contract_->strain)) out.add(Call::take(s));
        }
        return out;
    }
    if (!coinched_ && !(contract_ && contract_->capotBid())) {
        const int nStrains = sta ? 6 : 4;
        const int from = contract_ ? contract_->value + 10 : 80;
        for (int v = from; v <= 160; v += 10)
            for (int s = 0; s < nStrains; ++s) out.add(Call::bid(v, Strain(s)));
        for (int s = 0; s < nStrains; ++s) out.add(Call::bid(kCapotBid, Strain(s)));
    }
    if (contract_ && !coinched_ && teamOf(turn_) != teamOf(contract_->taker)) out.add(Call::coinche());
    if (contract_ && coinched_ && contract_->coinche == 2 && teamOf(turn_) == teamOf(contract_->taker))
        out.add(Call::surcoinche());
    return out;
}

std::optional<Seat> Deal::lastCaller(Call::Kind kind) const
{
    for (int i = nCalls_ - 1; i >= 0; --i)
        if (calls_[i].call.kind == kind) return calls_[i].seat;
    return std::nullopt;
}

std::optional<Seat> Deal::outOfTurnCoincher() const
{
    if (phase_ != Phase::Calls || !rules_.isCoinche() || !rules_.coincheOutOfTurn || !bidJustMade_) return std::nullopt;
    // The bidder's other opponent: the one who does not speak next.
    return nextSeat(contract_->taker, 3);
}

std::string Deal::whyIllegalCall(Seat seat, Call call) const
{
    if (phase_ != Phase::Calls) return "the calls are over";
    if (seat != turn_) {
        if (call.kind == Call::Kind::Coinche && outOfTurnCoincher() == seat) return {};
        return std::string("out of turn, ") + seatLetter(turn_) + " to call";
    }
    const CallList legal = legalCalls();
    if (legal.contains(call)) return {};
    const std::optional<Suit> ret = retourne_ ? std::optional<Suit>(suitOf(*retourne_)) : std::nullopt;
    std::string why;
    switch (call.kind) {
    case Call::Kind::Coinche:
        why = !contract_ ? "no bid to coinche" : coinched_ ? "already coinched" : "cannot coinche one's own side";
        break;
    case Call::Kind::Surcoinche:
        why = !coinched_                ? "nothing to surcoinche"
              : contract_->coinche == 4 ? "already surcoinched"
                                        : "only the bidding side may surcoinche";
        break;
    case Call::Kind::Bid:
        if (rules_.isClassic()) why = "no bids in classic taking";
        else if (!isSuitStrain(call.strain) && !rules_.sansToutAtout) why = "Sans Atout / Tout Atout are off";
        else if (coinched_) why = "after a coinche only pass or surcoinche";
        else if (contract_ && contract_->capotBid()) why = "no bid above a capot";
        else why = "bid must be above " + callName(Call::bid(contract_->value, contract_->strain), ret);
        break;
    case Call::Kind::Take:
        if (rules_.isCoinche()) why = "no take in the coinche auction";
        else if (!isSuitStrain(call.strain) && !rules_.sansToutAtout) why = "Sans Atout / Tout Atout are off";
        else if (contract_) why = "only a Sans Atout / Tout Atout overcall may follow a take";
        else if (round_ == 1) why = "round 1: only the retourne's suit";
        else why = "round 2: not the retourne's suit";
        break;
    case Call::Kind::Pass: why = "cannot pass"; break;
    }
    std::string list;
    for (const Call& c : legal) {
        if (list.size() > 60) {
            list += " …";
            break;
        }
        if (!list.empty()) list += ' ';
        list += callName(c, ret);
    }
    return why + " (legal: " + list + ")";
}

void Deal::addCall(Seat s, Call c) { calls_[nCalls_++] = {s, c}; }

void Deal::makeCall(Seat seat, Call call)
{
    assert(whyIllegalCall(seat, call).empty());
    addCall(seat, call);
    const bool outOfTurn = seat != turn_;
    bidJustMade_ = false;
    if (rules_.isClassic()) {
        if (call.kind == Call::Kind::Pass) {
            ++passes_;
            if (!contract_ && passes_ == 4) {
                if (round_ == 2) {
                    phase_ = Phase::Done;
                    return;
                }
                round_ = 2;
                passes_ = 0;
            } else if (contract_ && passes_ == 3) {
                finishCalls();
                return;
            }
        } else {
            contract_ = Contract{seat, call.strain, 0, 1};
            passes_ = 0;
            // Without the Sans Atout / Tout Atout option the first take ends the taking.
            if (!rules_.sansToutAtout || call.strain == Strain::AllTrump) {
                finishCalls();
                return;
            }
        }
        turn_ = nextSeat(seat);
        return;
    }
    switch (call.kind) {
    case Call::Kind::Pass:
        ++passes_;
        if (!contract_ && passes_ == 4) {
            phase_ = Phase::Done;
            return;
        }
        if (contract_ && passes_ == 3) {
            finishCalls();
            return;
        }
        break;
    case Call::Kind::Bid:
        contract_ = Contract{seat, call.strain, call.value, 1};
        passes_ = 0;
        bidJustMade_ = true;
        break;
    case Call::Kind::Coinche:
        coinched_ = true;
        contract_->coinche = 2;
        passes_ = 0;
        break;
    case Call::Kind::Surcoinche:
        contract_->coinche = 4;
        finishCalls();
        return;
    case Call::Kind::Take: break;
    }
    // After an out-of-turn coinche the turn goes on from the coincher: the bidder is next.
    turn_ = nextSeat(outOfTurn ? seat : turn_);
}

void Deal::finishCalls()
{
    if (rules_.isClassic() && deck_) {
        // The rest of the deck: 3 cards each from the dealer's right, the taker 2 + the retourne.
        int idx = 21;
        for (int k = 1; k <= 4; ++k) {
            const Seat s = nextSeat(dealer_, k);
            const int n = s == contract_->taker ? 2 : 3;
            for (int i = 0; i < n; ++i) hands_[int(s)].insert((*deck_)[idx++]);
        }
        hands_[int(contract_->taker)].insert(*retourne_);
    }
    startPlay();
}

// ---------------------------------------------------------------------------------------
// Play

void Deal::startPlay()
{
    phase_ = Phase::Play;
    const Strain strain = contract_->strain;
    const bool undertrump = rules_.mustUndertrump;
    play_ = CardPlay(CardTables::get(strain, rules_.toutAtoutPoints), hands_, nextSeat(dealer_), undertrump);
    for (int s = 0; s < kSeats; ++s) {
        beloteSuits_[s] = std::uint8_t(belote::beloteSuits(hands_[s], strain));
        if (rules_.annonces) best_[s] = bestCombination(hands_[s], strain);
    }
}

bool Deal::declarationPending() const
{
    if (phase_ != Phase::Play || !rules_.annonces || play_.cardsPlayed() >= 4) return false;
    const int s = int(play_.toPlay());
    return !hasDeclared_[s] && !best_[s].empty();
}

DeclarationChoices Deal::declarationChoices() const
{
    return belote::declarationChoices(play_.hand(play_.toPlay()), contract_->strain);
}

void Deal::declare(const DeclarationSet& set)
{
    assert(declarationPending() && declarationChoices().contains(set));
    const int s = int(play_.toPlay());
    declared_[s] = set;
    hasDeclared_[s] = true;
}

CardRefusal Deal::cardRefusal(Card c) const
{
    if (phase_ == Phase::Play) return play_.refusal(c);
    CardRefusal r;
    r.rule = phase_ == Phase::Calls ? CardRefusal::Rule::CallsNotOver : CardRefusal::Rule::DealOver;
    r.seat = toAct();
    return r;
}

std::string Deal::whyIllegalCard(Card c) const { return cardRefusal(c).text(); }

bool Deal::declarationsResolved() const { return phase_ == Phase::Done || play_.cardsPlayed() >= 5; }

void Deal::resolveDeclarations() { declWinner_ = belote::declarationWinner(declared_, contract_->strain); }

void Deal::playCard(Card c)
{
    assert(phase_ == Phase::Play && legalCards().contains(c));
    if (declarationPending()) declare(best_[int(play_.toPlay())]);
    play_.play(c);
    if (play_.cardsPlayed() == 5) resolveDeclarations();
    if (play_.done()) phase_ = Phase::Done;
}

// ---------------------------------------------------------------------------------------
// Result

DealFacts Deal::facts() const
{
    assert(phase_ == Phase::Done && !passed());
    DealFacts f;
    f.contract = *contract_;
    for (int t = 0; t < 2; ++t) {
        f.tricks[t] = play_.tricksWon(Team(t));
        f.cardPoints[t] = play_.cardPoints(Team(t));
    }
    f.lastTrick = teamOf(play_.trickWinner(7));
    for (int s = 0; s < kSeats; ++s) {
        f.belote[int(teamOf(Seat(s)))] += 20 * popcount32(unsigned(beloteSuits_[s]));
        if (declWinner_ && teamOf(Seat(s)) == *declWinner_)
            f.declarations[int(*declWinner_)] += declared_[s].value(contract_->strain);
    }
    return f;
}

DealResult Deal::result() const
{
    if (phase_ != Phase::Done || !contract_) return passedDealResult();
    return scoreDeal(rules_, facts());
}

}  // namespace belote
