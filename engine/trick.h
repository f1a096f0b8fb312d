// The card play of one deal (RULES.md §5): eight tricks, legal cards, play and undo.
//
// This is the hot core that the AI simulates millions of times: legal cards are a few bit
// operations on CardSets, and play/undo touch only fixed-size arrays in the object the
// caller owns (no allocation).
#pragma once

#include "engine/card.h"
#include "engine/rules.h"

#include <array>
#include <cstdint>

namespace belote {

// What a contract is played at: a trump suit, Sans Atout or Tout Atout.
enum class Strain : std::uint8_t { Spades, Hearts, Diamonds, Clubs, NoTrump, AllTrump };
inline constexpr int kStrains = 6;
constexpr Strain strainOf(Suit s) { return Strain(int(s)); }
constexpr bool isSuitStrain(Strain s) { return int(s) < 4; }
constexpr Suit trumpSuitOf(Strain s) { return Suit(int(s)); }  // only for a suit strain
// The suits that are trump at `s`, a bit per suit: the one named, every suit at Tout Atout,
// none at Sans Atout.
constexpr unsigned trumpSuits(Strain s) { return s == Strain::AllTrump ? 0xfu : isSuitStrain(s) ? 1u << int(s) : 0u; }
constexpr bool isTrumpSuit(Strain strain, Suit s) { return (trumpSuits(strain) >> int(s) & 1u) != 0; }
// Belote and rebelote (RULES.md): the king and the queen of a trump suit in one hand.
constexpr bool isBeloteRank(Rank r) { return r == Rank::King || r == Rank::Queen; }
// The other card of a belote: the queen for a king, the king for a queen.
constexpr Card beloteMate(Card c) { return makeCard(suitOf(c), rankOf(c) == Rank::King ? Rank::Queen : Rank::King); }
// The trump suits where `hand` holds both the king and the queen, a bit per suit.
constexpr unsigned beloteSuits(CardSet hand, Strain strain)
{
    unsigned suits = 0;
    for (int su = 0; su < kSuits; ++su)
        if (isTrumpSuit(strain, Suit(su)) && hand.contains(makeCard(Suit(su), Rank::King)) &&
            hand.contains(makeCard(Suit(su), Rank::Queen)))
            suits |= 1u << su;
    return suits;
}
// "S" "H" "D" "C" "NT" "AT".
const char* strainName(Strain s);
std::optional<Strain> parseStrain(std::string_view s);

// Card order and points for one strain (and one Tout Atout points reading).
struct CardTables {
    Strain strain;
    CardSet trumps;                         // every trump card (all at Tout Atout, none at Sans Atout)
    std::array<std::uint8_t, 32> strength;  // order within the card's suit, 7 = strongest
    std::array<CardSet, 32> stronger;       // the cards of the same suit that beat this one
    std::array<std::uint8_t, 32> points;    // card points (trump points for all at scaled Tout Atout)
    int totalPoints;                        // 152, or 248 at scaled Tout Atout

    bool isTrump(Card c) const { return trumps.contains(c); }
    // Whether `c` beats `best` (the card holding the trick) in a trick led in `best`'s chain.
    bool beats(Card c, Card best) const
    {
        if (suitOf(c) == suitOf(best)) return strength[c] > strength[best];
        return isTrump(c) && !isTrump(best);
    }
    static const CardTables& get(Strain s, ToutAtoutPoints tap = ToutAtoutPoints::Table);
};

// The rule of play (RULES.md §5) for a hand facing a trick: `led` is the first card of the
// trick (kNoCard when leading), `best` the card holding it, `partnerHolds` whether the
// player's partner played it. Shared by CardPlay and the AI's solver.
CardSet legalCards(const CardTables& t, CardSet hand, Card led, Card best, bool partnerHolds, bool mustUndertrump);

// Why a card may not be played (RULES.md §5), as a rule and the cards that show it, so that
// the command line can say it in English and the window in the player's language.
struct CardRefusal {
    enum class Rule : std::uint8_t {
        None,            // the card may be played
        CallsNotOver,    // no card is played before the calls are over
        DealOver,        // all eight tricks are played
        NotInHand,       // the seat does not hold it
        MustFollow,      // `suit` was led and the seat holds `proof` of it
        MustGoOver,      // trump led: must beat `over`, and `proof` does
        MustTrump,       // void in the suit led, an opponent holds the trick: `proof` is a trump
        MustOvertrump,   // ... and an opponent trumped: `proof` beats `over`
        MustUndertrump,  // ... all trumps lower than `over`, mustUndertrump on: `proof` is one
    };
    Rule rule = Rule::None;
    Seat seat = Seat::South;  // the seat to play
    Suit suit = Suit::Spades;
    Card over = kNoCard;
    Card proof = kNoCard;
    explicit operator bool() const { return rule != Rule::None; }
    // In English, as the command line and records say it: "must overtrump, holds JH".
    std::string text() const;
};

// The state of play: hands, the trick on the table, tricks and points won.
class CardPlay {
public:
    CardPlay() = default;
    CardPlay(const CardTables& tables, const std::array<CardSet, 4>& hands, Seat leader, bool mustUndertrump);

    const CardTables& tables() const { return *tables_; }
    bool mustUndertrump() const { return mustUndertrump_; }
    CardSet hand(Seat s) const { return hands_[int(s)]; }
    const std::array<CardSet, 4>& hands() const { return hands_; }

    Seat toPlay() const { return toPlay_; }
    int trickNumber() const { return nPlayed_ / 4; }  // 0..7, 8 when done
    int cardsPlayed() const { return nPlayed_; }
    bool done() const { return nPlayed_ == 32; }
    int cardsInTrick() const { return nPlayed_ & 3; }
    Seat trickLeader() const { return leader_; }
    Card trickCard(int i) const { return played_[(nPlayed_ & ~3) + i]; }  // 0 = lead
    Card ledCard() const { return played_[nPlayed_ & ~3]; }
    Seat trickWinnerSoFar() const { return winner_; }
    Card trickBestSoFar() const { return best_; }

    Card playedCard(int i) const { return played_[i]; }
    Seat playedBy(int i) const { return playedBy_[i]; }
    Seat trickWinner(int t) const { return trickWinners_[t]; }
    int cardPoints(Team t) const { return points_[int(t)]; }
    int tricksWon(Team t) const { return tricks_[int(t)]; }
    CardSet playedSet() const { return playedSet_; }

    // The cards the seat to play may play now (RULES.md §5).
    CardSet legalCards() const;
    // Which rule limits the seat to act when `c` is not among legalCards() (for error lines).
    // e.g. "must overtrump, holds JH".
    std::string whyIllegal(Card c) const { return refusal(c).text(); }
    CardRefusal refusal(Card c) const;

    void play(Card c);
    void undo();

private:
    const CardTables* tables_ = nullptr;
    std::array<CardSet, 4> hands_{};
    std::array<Card, 32> played_{};
    std::array<Seat, 32> playedBy_{};
    std::array<Seat, 32> winnerBefore_{};  // for undo: who held the trick before each card
    std::array<Card, 32> bestBefore_{};
    std::array<Seat, 8> trickWinners_{};
    std::array<int, 2> points_{};
    std::array<int, 2> tricks_{};
    CardSet playedSet_;
    int nPlayed_ = 0;
    Seat leader_ = Seat::South;
    Seat toPlay_ = Seat::South;
    Seat winner_ = Seat::South;
    Card best_ = kNoCard;
    bool mustUndertrump_ = true;
};

}  // namespace belote
