#include "engine/trick.h"

#include <cassert>

namespace belote {

namespace {

// Orders within a suit, weakest first, as ranks (RULES.md §1).
constexpr Rank kTrumpOrder[8] = {Rank::Seven, Rank::Eight, Rank::Queen, Rank::King,
                                 Rank::Ten,   Rank::Ace,   Rank::Nine,  Rank::Jack};
constexpr Rank kPlainOrder[8] = {Rank::Seven, Rank::Eight, Rank::Nine, Rank::Jack,
                                 Rank::Queen, Rank::King,  Rank::Ten,  Rank::Ace};
// Points by rank 7 8 9 T J Q K A.
constexpr std::uint8_t kTrumpPoints[8] = {0, 0, 14, 10, 20, 3, 4, 11};
constexpr std::uint8_t kPlainPoints[8] = {0, 0, 0, 10, 2, 3, 4, 11};
constexpr std::uint8_t kSansAtoutPoints[8] = {0, 0, 0, 10, 2, 3, 4, 19};
constexpr std::uint8_t kToutAtoutPoints[8] = {0, 0, 9, 5, 13, 2, 3, 6};

CardTables makeTables(Strain strain, ToutAtoutPoints tap)
{
    CardTables t{};
    t.strain = strain;
    for (int s = 0; s < kSuits; ++s) {
        const bool trump = isTrumpSuit(strain, Suit(s));
        if (trump) t.trumps |= CardSet::suit(Suit(s));
        const Rank* order = trump ? kTrumpOrder : kPlainOrder;
        for (int i = 0; i < 8; ++i) t.strength[makeCard(Suit(s), order[i])] = std::uint8_t(i);
        for (int r = 0; r < 8; ++r) {
            const Card c = makeCard(Suit(s), Rank(r));
            const std::uint8_t* pts = kPlainPoints;
            if (strain == Strain::NoTrump) pts = kSansAtoutPoints;
            else if (strain == Strain::AllTrump) pts = tap == ToutAtoutPoints::Scaled ? kTrumpPoints : kToutAtoutPoints;
            else if (trump) pts = kTrumpPoints;
            t.points[c] = pts[r];
        }
    }
    t.totalPoints = 0;
    for (Card c = 0; c < kCards; ++c) {
        t.totalPoints += t.points[c];
        CardSet stronger;
        for (Card o : CardSet::suit(suitOf(c)))
            if (t.strength[o] > t.strength[c]) stronger.insert(o);
        t.stronger[c] = stronger;
    }
    return t;
}

struct AllTables {
    CardTables table[kStrains][2];
    AllTables()
    {
        for (int s = 0; s < kStrains; ++s)
            for (int p = 0; p < 2; ++p) table[s][p] = makeTables(Strain(s), ToutAtoutPoints(p));
    }
};

}  // namespace

const char* strainName(Strain s)
{
    static const char* names[] = {"S", "H", "D", "C", "NT", "AT"};
    return names[int(s)];
}

std::optional<Strain> parseStrain(std::string_view s)
{
    for (int i = 0; i < kStrains; ++i)
        if (s == strainName(Strain(i))) return Strain(i);
    return std::nullopt;
}

const CardTables& CardTables::get(Strain s, ToutAtoutPoints tap)
{
    static const AllTables all;
    return all.table[int(s)][int(tap)];
}

CardPlay::CardPlay(const CardTables& tables, const std::array<CardSet, 4>& hands, Seat leader, bool mustUndertrump)
    : tables_(&tables),
      hands_(hands),
      leader_(leader),
      toPlay_(leader),
      winner_(leader),
      mustUndertrump_(mustUndertrump)
{
}

CardSet legalCards(const CardTables& t, CardSet hand, Card led, Card best, bool partnerHolds, bool mustUndertrump)
{
    if (led == kNoCard) return hand;
    const CardSet follow = hand & CardSet::suit(suitOf(led));
    if (!follow.empty()) {
        // Trump led (any suit at Tout Atout): go over the best card of the suit if you can.
        if (t.isTrump(led)) {
            const CardSet over = follow & t.stronger[best];
            return over.empty() ? follow : over;
        }
        return follow;
    }
    // Void in the suit led. No obligation at Sans Atout; at Tout Atout no other card can win.
    if (t.trumps.empty() || t.strain == Strain::AllTrump) return hand;
    if (partnerHolds) return hand;
    const CardSet trumps = hand & t.trumps;
    if (trumps.empty()) return hand;
    if (!t.isTrump(best)) return trumps;
    const CardSet over = trumps & t.stronger[best];
    if (!over.empty()) return over;
    return mustUndertrump ? trumps : hand;
}

CardSet CardPlay::legalCards() const
{
    const bool lead = (nPlayed_ & 3) == 0;
    return belote::legalCards(*tables_, hands_[int(toPlay_)], lead ? kNoCard : played_[nPlayed_ & ~3], best_,
                              winner_ == partnerOf(toPlay_), mustUndertrump_);
}

CardRefusal CardPlay::refusal(Card c) const
{
    CardRefusal r;
    r.seat = toPlay_;
    const CardSet hand = hands_[int(toPlay_)];
    if (done()) {
        r.rule = CardRefusal::Rule::DealOver;
        return r;
    }
    if (!hand.contains(c)) {
        r.rule = CardRefusal::Rule::NotInHand;
        return r;
    }
    if (legalCards().contains(c)) return r;
    const Card led = played_[nPlayed_ & ~3];
    const Suit ledSuit = suitOf(led);
    const CardTables& t = *tables_;
    const CardSet follow = hand & CardSet::suit(ledSuit);
    // Name the strongest card that shows the obligation.
    auto strongest = [&](CardSet s) {
        Card bestCard = s.first();
        for (Card x : s)
            if (t.strength[x] > t.strength[bestCard]) bestCard = x;
        return bestCard;
    };
    r.suit = ledSuit;
    r.over = best_;
    if (!follow.empty()) {
        if (suitOf(c) != ledSuit) {
            r.rule = CardRefusal::Rule::MustFollow;
            r.proof = strongest(follow);
        } else {
            r.rule = CardRefusal::Rule::MustGoOver;
            r.proof = strongest(follow & t.stronger[best_]);
        }
        return r;
    }
    const CardSet trumps = hand & t.trumps;
    if (!t.isTrump(best_)) {
        r.rule = CardRefusal::Rule::MustTrump;
        r.proof = strongest(trumps);
        return r;
    }
    const CardSet over = trumps & t.stronger[best_];
    r.rule = over.empty() ? CardRefusal::Rule::MustUndertrump : CardRefusal::Rule::MustOvertrump;
    r.proof = strongest(over.empty() ? trumps : over);
    return r;
}

std::string CardRefusal::text() const
{
    static const char* const kSuitNames[] = {"spades", "hearts", "diamonds", "clubs"};
    const std::string holds = proof == kNoCard ? std::string() : ", holds " + cardName(proof);
    switch (rule) {
    case Rule::None: return {};
    case Rule::CallsNotOver: return "the calls are not over";
    case Rule::DealOver: return "the deal is over";
    case Rule::NotInHand: return "not in " + std::string(1, seatLetter(seat)) + "'s hand";
    case Rule::MustFollow: return std::string("must follow ") + kSuitNames[int(suit)] + holds;
    case Rule::MustGoOver: return "must play over " + cardName(over) + holds;
    case Rule::MustTrump: return "must trump" + holds;
    case Rule::MustOvertrump: return "must overtrump" + holds;
    case Rule::MustUndertrump: return "must undertrump" + holds;
    }
    return {};
}

void CardPlay::play(Card c)
{
    assert(!done() && legalCards().contains(c));
    const int i = nPlayed_;
    played_[i] = c;
    playedBy_[i] = toPlay_;
    winnerBefore_[i] = winner_;
    bestBefore_[i] = best_;
    hands_[int(toPlay_)].erase(c);
    playedSet_.insert(c);
    if ((i & 3) == 0 || tables_->beats(c, best_)) {
        best_ = c;
        winner_ = toPlay_;
    }
    nPlayed_ = i + 1;
    if ((nPlayed_ & 3) == 0) {
        int pts = 0;
        for (int k = i - 3; k <= i; ++k) pts += tables_->points[played_[k]];
        const Team team = teamOf(winner_);
        points_[int(team)] += pts;
        tricks_[int(team)] += 1;
        trickWinners_[i >> 2] = winner_;
        leader_ = winner_;
        toPlay_ = winner_;
    } else {
        toPlay_ = nextSeat(toPlay_);
    }
}

void CardPlay::undo()
{
    assert(nPlayed_ > 0);
    const int i = nPlayed_ - 1;
    const Card c = played_[i];
    if ((nPlayed_ & 3) == 0) {
        int pts = 0;
        for (int k = i - 3; k <= i; ++k) pts += tables_->points[played_[k]];
        const Team team = teamOf(winner_);
        points_[int(team)] -= pts;
        tricks_[int(team)] -= 1;
        leader_ = playedBy_[i - 3];
    }
    nPlayed_ = i;
    toPlay_ = playedBy_[i];
    winner_ = winnerBefore_[i];
    best_ = bestBefore_[i];
    hands_[int(toPlay_)].insert(c);
    playedSet_.erase(c);
}

}  // namespace belote
