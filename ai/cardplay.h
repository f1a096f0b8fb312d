// The card-play system of the computer players (docs/cardplay.md): what each card played
// says to the partner by the system, the cards the system plays with a hand, and the
// promises a world must keep for a seat's cards to mean what they said.
//
// The system is to the card play what ai/bidding.h is to the calls: one written set of
// agreements (the leads as taker, as the taker's partner and as a defender; the returns;
// the discards on the partner's trick under direct or indirect calls; the ace and ten
// given; the order of the belote's king and queen; the trump return), which
//   - the heuristic level follows (it stands in for a person who knows the conventions),
//   - the Monte Carlo levels follow wherever the system's card costs at most a small margin
//     over the best card of their search (kLeaveCardSystemMarks),
//   - the inference reads (ai/worlds.h, Inference): each world weighted by whether every
//     seat's earlier cards keep what they said under it, the partner's and the opponents'
//     (the Monte Carlo levels in classic deals alone: MonteCarloConfig::readCards),
//   - the table and `rebelote-cli explain` put in words (what a bot's card says, what the
//     discards of the last trick meant).
//
// A card's meaning is read from the public history alone (the calls, the cards played so
// far, the contract), never from a hand, so that the partner, an opponent, the inference
// and the table's hover text read the same promise. Both partnerships play the same
// agreement (Signals), chosen at the table. Nothing here allocates on the hot path of the
// inference: cardMeaning() is cheap enough to read once per decision, keeps() once a world.
#pragma once

#include "engine/deal.h"
#include "engine/signals.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace belote {

// What a card says by the system.
enum class CardCallKind : std::uint8_t {
    None,           // nothing by the system (a card forced, a discard on an opponent's trick...)
    AskSuit,        // a call for `suit`: the partner is asked to lead it (direct: a small card of
                    // it; indirect: a small card of another suit, which refuses that one, when
                    // `suit` is the only one left to ask); only the seat's first discard on
                    // its partner's trick calls with a small card
    RefuseSuit,     // nothing wanted in `suit` (indirect: the small card refuses its own suit)
    AceTenBehind,   // the master given on the partner's trick (an ace, or the ten once the ace
                    // is out): the next card of the suit is in the hand
    TenNoAce,       // the second card given on the partner's trick (a ten under its ace): not
                    // with the master
    BeloteMore,     // belote's first card, by the order that says a trump is left beside it
    BeloteLast,     // belote's first card, by the order that says no other trump is left
    LeadAskReturn,  // the defence's first lead (not trump): return it when in the lead
    ReturnLead,     // back to the partner's first lead, or to the suit it called for (promises nothing)
    TrumpReturn     // the taker's partner's first lead, in trump: holds the master trump (a tendency)
};

// One card's meaning: the kind, the suit it is about, and the promises on the hand the seat
// held just before playing it (that card included). A world keeps the meaning when that
// hand holds every card of `holds`, none of `lacks`, and at least one of `anyOf` (when not
// empty). `hard`: the system never plays the card without it (a world that breaks it is all
// but ruled out); else a tendency (weighted less).
struct CardMeaning {
    Seat seat = Seat::South;
    Card card{};
    int playIndex = -1;  // 0-based in the deal's play
    CardCallKind kind = CardCallKind::None;
    Suit suit = Suit::Spades;  // the suit the call is about
    CardSet holds;
    CardSet lacks;
    CardSet anyOf;
    bool hard = true;

    bool saysNothing() const { return kind == CardCallKind::None; }
    // Whether `handBefore` (the seat's cards just before the card, the card included) keeps
    // the promises.
    bool keeps(CardSet handBefore) const
    {
        return (handBefore & holds) == holds && (handBefore & lacks).empty() &&
               (anyOf.empty() || !(handBefore & anyOf).empty());
    }
};

// The meaning of the card at `playIndex` of the deal's play, read from the history before it.
CardMeaning cardMeaning(const Deal& deal, int playIndex, Signals agreement);
// Every card played so far, in order (meanings that say nothing included).
std::vector<CardMeaning> cardMeanings(const Deal& deal, Signals agreement);
// The meaning `card` would have if `seat` played it now (among the legal cards).
CardMeaning meaningIfPlayed(const Deal& deal, Seat seat, Card card, Signals agreement);

// The cards the system allows `seat` with its hand now, among `legal`; empty when the
// system has nothing to say here (any card is by the system).
CardSet systemCards(const Deal& deal, Seat seat, CardSet legal, Signals agreement);
// The card the system names among systemCards (the one the heuristic level plays): the only
// one it allows, or the card of a return (the suit's master if held, else its smallest). No
// value when the system has nothing to say or leaves the choice among systemCards to the
// player's own play (a call by one small card or another, by the ace or a small card).
std::optional<Card> systemCard(const Deal& deal, Seat seat, CardSet legal, Signals agreement);

// How played deals kept the system (`rebelote-cli cardplay kept`, docs/ai.md), fed the deal
// as it stood before each card (engine/record.h's CardVisitor gives it so).
struct SystemKept {
    int cards = 0;
    int discards = 0;          // discards on the partner's trick (the suit led not followed, no trump)
    int discardsBySystem = 0;  // of which the system allowed the card (or had nothing to say)
    int calls = 0;             // cards whose meaning promises something of the hand
    int callsTrue = 0;         // of which the seat's hand kept the promise
    int callsForced = 0;       // of the others, those where no card the seat could play kept its own
    std::array<int, 10> callsOfKind{}, trueOfKind{};  // by CardCallKind
    void add(const Deal& before, Card card, Signals agreement);
};

// English, for the command line and the docs: "7C: a call for clubs (direct calls)".
std::string describe(const CardMeaning& m, Signals agreement);
const char* cardCallKindName(CardCallKind k);

}  // namespace belote
