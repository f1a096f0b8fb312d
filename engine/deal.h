// One deal as an explicit state machine (RULES.md §2-§7):
//   dealt → Calls (classic taking or coinche auction) → Play (declarations during the first
//   trick, belote, eight tricks) → Done (scored), or Done at once when nobody takes.
//
// The caller owns the Deal and drives it one step at a time: the game controller, the
// replay of a record and the AI all use the same calls. A Deal is a plain value (no
// allocation), cheap to copy for simulations.
#pragma once

#include "engine/card.h"
#include "engine/declarations.h"
#include "engine/rules.h"
#include "engine/scoring.h"
#include "engine/trick.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace belote {

// A call of the taking (classic) or the auction (coinche).
struct Call {
    enum class Kind : std::uint8_t { Pass, Take, Bid, Coinche, Surcoinche };
    Kind kind = Kind::Pass;
    Strain strain = Strain::Spades;  // Take and Bid
    std::int16_t value = 0;          // Bid: 80..160 or kCapotBid

    static constexpr Call pass() { return {}; }
    static constexpr Call take(Strain s) { return {Kind::Take, s, 0}; }
    static constexpr Call bid(int value, Strain s) { return {Kind::Bid, s, std::int16_t(value)}; }
    static constexpr Call coinche() { return {Kind::Coinche, Strain::Spades, 0}; }
    static constexpr Call surcoinche() { return {Kind::Surcoinche, Strain::Spades, 0}; }
    bool operator==(const Call&) const = default;
};

// The words of DEAL-FORMAT.md: pass take S H D C NT AT (classic; `take` is the retourne's
// suit), pass 80H … 160C capotS 90NT capotAT coinche surcoinche (coinche).
std::string callName(Call c, std::optional<Suit> retourneSuit);
std::optional<Call> parseCall(std::string_view word, bool classic, std::optional<Suit> retourneSuit);

struct SeatCall {
    Seat seat;
    Call call;
};

// Fixed-capacity list of legal calls (at most pass, coinche, surcoinche and 10 × 6 bids).
struct CallList {
    std::array<Call, 64> items{};
    int count = 0;
    const Call* begin() const { return items.data(); }
    const Call* end() const { return items.data() + count; }
    void add(Call c) { items[count++] = c; }
    bool contains(Call c) const;
};

// How the cards are dealt: classic 3-2 / 2-3 (then 3, the taker 2 + retourne), coinche
// 3-3-2 / 3-2-3 / 2-3-3.
struct DealPattern {
    std::array<std::uint8_t, 3> parts{};
    std::uint8_t count = 0;
    bool operator==(const DealPattern&) const = default;
    static DealPattern of(std::initializer_list<int> p);
    // The rule set's patterns, the default first.
    static const DealPattern* patternsFor(const Rules& r, int* n);
    bool validFor(const Rules& r) const;
};

enum class Phase : std::uint8_t { Calls, Play, Done };

// The decision a deal waits for, and whose: the one question a game loop, the game
// controller, a resumed game and the bot protocol all ask. An out-of-turn coinche offer
// (option coincheOutOfTurn) comes before the next call in turn; a declaration before the
// seat's first card.
enum class DecisionKind : std::uint8_t { None, Call, OutOfTurnCoinche, Declaration, Card };
struct Decision {
    DecisionKind kind = DecisionKind::None;
    Seat seat = Seat::South;
    bool operator==(const Decision&) const = default;
};

class Deal {
public:
    Deal() = default;
    // Deals `deck` (top first, after the cut) from the dealer's right by `pattern`.
    static Deal fromDeck(const Rules& rules, Seat dealer, const std::array<Card, 32>& deck, DealPattern pattern);
    // Starts from known hands: eight cards a seat as held when play starts (the taker's with
    // the retourne), or five a seat in classic before the taking. The caller checks the cards.
    static Deal fromHands(const Rules& rules, Seat dealer, const std::array<CardSet, 4>& hands,
                          std::optional<Card> retourne);

    const Rules& rules() const { return rules_; }
    Seat dealer() const { return dealer_; }
    Phase phase() const { return phase_; }
    bool passed() const { return phase_ == Phase::Done && !contract_; }
    // The seat whose turn it is (calls or play).
    Seat toAct() const;
    // What the deal waits for now (None once it is done).
    Decision pending() const;
    std::optional<Card> retourne() const { return retourne_; }
    // The retourne's suit (classic), which names a take in the first round.
    std::optional<Suit> retourneSuit() const
    {
        return retourne_ ? std::optional<Suit>(suitOf(*retourne_)) : std::nullopt;
    }
    CardSet hand(Seat s) const;
    // The deck dealt, when the deal came from a deck.
    const std::optional<std::array<Card, 32>>& deck() const { return deck_; }
    DealPattern pattern() const { return pattern_; }
    // The hands before any card is played: as dealt during the calls and for a passed deal
    // (five a seat in classic), as held when play starts once the calls are over.
    const std::array<CardSet, 4>& handsBeforePlay() const { return hands_; }

    // --- Calls -----------------------------------------------------------------------
    CallList legalCalls() const;
    // The seat that may coinche out of turn now (option coincheOutOfTurn), if any.
    std::optional<Seat> outOfTurnCoincher() const;
    // Who made the last call of `kind` (Coinche: who coinched; Surcoinche: who
    // surcoinched), none if nobody did.
    std::optional<Seat> lastCaller(Call::Kind kind) const;
    // That seat lets the bid go: the offer is withdrawn (not a call: nothing is recorded).
    void declineOutOfTurnCoinche() { bidJustMade_ = false; }
    // Empty when `seat` may make `call` now; else why not, e.g. "bid must be above 100".
    std::string whyIllegalCall(Seat seat, Call call) const;
    // Precondition: whyIllegalCall(seat, call) is empty.
    void makeCall(Seat seat, Call call);
    int callCount() const { return nCalls_; }
    SeatCall callAt(int i) const { return calls_[i]; }
    // Classic: round 1 or 2 of the taking (the round of the next call).
    int takingRound() const { return round_; }
    // The contract once the calls are over (or the best bid so far during the auction).
    std::optional<Contract> contract() const { return contract_; }

    // --- Declarations (annonces) -------------------------------------------------------
    // Whether `seat` still has to choose its declarations: annonces on, first trick, its
    // turn to play, holding a combination, not yet declared.
    bool declarationPending() const;
    DeclarationChoices declarationChoices() const;  // for toAct()
    // Declares for toAct(); precondition: declarationPending() and a legal choice.
    void declare(const DeclarationSet& set);
    const DeclarationSet& declared(Seat s) const { return declared_[int(s)]; }
    bool hasDeclared(Seat s) const { return hasDeclared_[int(s)]; }
    // Declarations are resolved when the first card of the second trick is played.
    bool declarationsResolved() const;
    // The side whose declarations count (after the resolution), none on a tie or none made.
    std::optional<Team> declarationWinner() const { return declWinner_; }

    // --- Play --------------------------------------------------------------------------
    // The cards toAct() may play (none outside the play).
    CardSet legalCards() const { return phase_ == Phase::Play ? play_.legalCards() : CardSet(); }
    // Empty when toAct() may play `c`; else why not, in English ("must overtrump, holds JH").
    std::string whyIllegalCard(Card c) const;
    // The same as a rule and the cards that prove it, for a person's words in any language.
    CardRefusal cardRefusal(Card c) const;
    // Plays for toAct(); a pending declaration is made as the best combination.
    void playCard(Card c);
    const CardPlay& cardPlay() const { return play_; }
    // The suits in which `seat` holds king and queen of trump at the start of play.
    unsigned beloteSuits(Seat s) const { return beloteSuits_[int(s)]; }
    // Whether `c` is one of the belote cards `seat` held at the start of play.
    bool isBeloteCard(Seat s, Card c) const
    {
        return isBeloteRank(rankOf(c)) && (beloteSuits(s) >> int(suitOf(c)) & 1u);
    }

    // --- Result ------------------------------------------------------------------------
    DealFacts facts() const;  // precondition: phase() == Done and not passed
    DealResult result() const;

private:
    void finishCalls();
    void startPlay();
    void resolveDeclarations();
    void addCall(Seat s, Call c);

    Rules rules_;
    std::optional<std::array<Card, 32>> deck_;
    DealPattern pattern_;
    std::array<CardSet, 4> hands_{};  // during the calls; CardPlay holds them in play
    std::optional<Card> retourne_;
    Seat dealer_ = Seat::South;
    Phase phase_ = Phase::Calls;
    bool handsFinal_ = false;  // built from the hands at the start of play

    // Calls
    std::array<SeatCall, 64> calls_{};
    int nCalls_ = 0;
    Seat turn_ = Seat::South;
    int round_ = 1;
    int passes_ = 0;
    std::optional<Contract> contract_;
    bool coinched_ = false;
    bool bidJustMade_ = false;

    // Play
    CardPlay play_;
    std::array<DeclarationSet, 4> declared_{};
    std::array<bool, 4> hasDeclared_{};
    std::array<DeclarationSet, 4> best_{};
    std::optional<Team> declWinner_;
    std::array<std::uint8_t, 4> beloteSuits_{};
};

}  // namespace belote
