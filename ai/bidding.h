// The bidding system of the computer players (docs/bidding.md): what each call promises
// about the caller's hand, the call the system makes with a hand, and the calls it allows.
//
// Coinche: a hand is measured by three counts, in steps of 10 points of contract:
//   - openingSteps: the hand's own worth with a strain as trump (the jack 2, the nine 1, the
//     ace of trump 1, each trump past the third 1, each side ace 1, belote 1, a void with four
//     trumps 1; at least the jack or the nine and three trumps, and no more than 2 without
//     the jack; in a game with declarations, 1 more a 20 points of the hand's declarations,
//     with or without the jack, and with three trumps the declarations stand for the jack
//     or the nine). A suit bid names 60 + 10 x steps (80 with 2 steps);
//   - supportSteps: what the hand adds to a partner's strain (+10 a side ace, +20 the jack,
//     +10 the nine, +10 belote, +10 a 20 points of declarations): the partner raises so much;
//   - defenceSteps: what the hand holds against the opponents' strain (the jack 2, a guarded
//     nine 1, three trumps 1, each side ace 1, each side ten with its ace 1), to coinche.
// Sans Atout and Tout Atout (option sansToutAtout) have counts of their own (aces and tens,
// jacks and nines), 40 + 10 x steps.
// Classic: the take of the heuristic player (handValue over a threshold).
//
// A call's meaning is read from the public auction alone (meaningOf), so that a partner, an
// opponent, the inference of the Monte Carlo player and the table's hover text read the same
// promises. Nothing here allocates: the functions are cheap enough for every sampled world.
#pragma once

#include "engine/deal.h"

#include <array>
#include <cstdint>
#include <string>

namespace belote {

enum class BidKind : std::uint8_t {
    Pass,        // coinche: none of the calls below fitted the hand (their limits are promised)
    Opening,     // the first bid of the auction
    Overcall,    // our side's first bid, after the opponents bid
    NewStrain,   // our side had a strain; this bid names another, as an opening would
    Raise,       // the partner's strain, +10 per support step (ace, jack 20, nine, belote)
    Rebid,       // our side's strain again over the opponents, within what our side showed
    Capot,       // our side's counts add up to 180 or more
    Coinche,     // the opponents' contract goes down: defence steps
    Surcoinche,  // our side holds 30 more than the contract needs
    Take,        // classic: a take (round 1 or 2)
    ClassicPass  // classic: no take worth it
};

// A soft promise on a count, inclusive; kAny: no limit.
struct CountRange {
    static constexpr int kAny = 99;
    std::int8_t min = 0;
    std::int8_t max = kAny;
    bool any() const { return min <= 0 && max >= kAny; }
    bool contains(int v) const { return v >= min && v <= max; }
    bool operator==(const CountRange&) const = default;
};

// What a call promises about the caller's hand, as a structure a program can put in words in
// any language (describe() gives the English).
struct BidMeaning {
    Seat seat = Seat::South;
    Call call;
    BidKind kind = BidKind::Pass;
    // The strain the promises are about: the bid's; the partner's for a raise or a pass over
    // it; the contract's for a coinche or surcoinche.
    Strain strain = Strain::Spades;
    int value = 0;         // the bid's value (80..160, kCapotBid), or the contract's for a coinche
    int partnerValue = 0;  // Raise: the partner's bid raised
    int round = 0;         // classic: the round of the taking

    // Hard promises about `strain`: the system never makes the call without them.
    bool jack = false;        // the jack of trump (with declarations: or a declaration)
    bool jackOrNine = false;  // the jack or the nine of trump (with declarations: or a declaration)
    int minTrumps = 0;        // cards of the trump suit
    int minJacks = 0;         // Tout Atout
    int minAces = 0;          // Sans Atout

    // Soft promises, in the counts above (steps of 10 points of contract).
    std::array<CountRange, 6> own{};        // openingSteps in each strain
    CountRange support;                     // supportSteps in `strain`
    CountRange defence;                     // defenceSteps in `defenceStrain`
    Strain defenceStrain = Strain::Spades;  // the opponents' contract's
    bool annonces = false;                  // the counts add declarations (the game has them)
    // Classic: handValue with the retourne, in `strain` (Take) or in every
    // strain that could be taken (ClassicPass: at most handValueMax).
    int handValueMin = 0;
    int handValueMax = CountRange::kAny * 10;

    // Whether `hand` keeps the hard promises.
    bool keepsHard(CardSet hand) const;
    // Whether `hand` keeps every promise, the soft ones within `slack` steps.
    bool fits(CardSet hand, int slack = 0) const;
};

// Classic: the points a hand is expected to bring its side in `strain` (card points, last
// trick and declarations left out), which the take compares with a threshold.
int handValue(CardSet hand, Strain strain);
// The counts (see the top of this file).
// With declarations (rules.annonces), the opening count (with the jack) and the support add
// the hand's best declarations at half their points: declarationSteps, 1 step per 20.
int declarationSteps(CardSet hand, Strain strain);
int openingSteps(CardSet hand, Strain strain, bool annonces);
int supportSteps(CardSet hand, Strain strain, bool annonces);
int defenceSteps(CardSet hand, Strain strain);
// The bid a count names in a strain (60 + 10 x steps for a suit, 40 + 10 x steps for Sans
// Atout and Tout Atout), and back.
int levelOfSteps(int steps, Strain strain);
int stepsOfLevel(int level, Strain strain);
// The defence steps a coinche of a contract of `value` needs (fewer for a higher contract).
// In a game with declarations, kDeclarationsCoinche steps more: over 300 self-played
// coinche deals, 13 of the 15 coinched contracts that were made had the takers' side
// holding declarations (docs/bidding.md).
inline constexpr int kDeclarationsCoinche = 2;
int coincheNeed(int value, bool annonces);

// The meaning of call `callIndex` of the deal (its calls so far), read from the auction
// before it. An out-of-turn coinche reads as a coinche.
BidMeaning meaningOf(const Deal& deal, int callIndex);
// The meaning `call` would have if `seat` made it now (among `legal`).
BidMeaning meaningIfCalled(const Deal& deal, Seat seat, const CallList& legal, Call call);

// The call the system makes for `seat` with its hand, among `legal`.
Call systemCall(const Deal& deal, Seat seat, const CallList& legal);
// The calls the system allows the hand: its own call first, then every other legal call
// whose meaning the hand keeps, the hard promises fully and the soft ones within one step
// (80 or 100 beside a 90, a pass beside a thin bid).
CallList systemCalls(const Deal& deal, Seat seat, const CallList& legal);

// English, for the command line and the docs: "90 Hearts: opening; the jack of trump, 3+
// trumps; count 3 (90)".
std::string describe(const BidMeaning& m);
const char* bidKindName(BidKind k);

}  // namespace belote
