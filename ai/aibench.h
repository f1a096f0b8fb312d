// How long the Monte Carlo player takes to decide, for `rebelote-cli bench`: deals played
// by four players of one level, every decision timed and sorted by kind.
#pragma once

#include "engine/rules.h"
#include "engine/trick.h"

#include <cstdint>
#include <optional>
#include <string>

namespace belote {

struct DecisionTimes {
    int count = 0;
    double medianMs = 0;
    double p95Ms = 0;
    double maxMs = 0;
    double meanWorlds = 0;    // worlds solved per decision
    double medianWorlds = 0;  // the same, median
};

struct DecisionBenchFigures {
    std::string level;
    int deals = 0;
    DecisionTimes firstLead;        // the first card of the deal
    DecisionTimes firstTrick;       // the other cards of the first trick
    DecisionTimes laterCards;       // cards from the second trick on (one legal card: not counted)
    DecisionTimes calls;            // calls and out-of-turn coinche offers
    DecisionTimes declarations;     // what to declare, when there is a choice (before the first card)
    DecisionTimes cards;            // every card with a choice, the first trick's included
    DecisionTimes all;              // every decision above, of every kind: what a person waits on
    double decisionsPerSecond = 0;  // all the decisions above, over their total time
};

// Plays `deals` deals of `rules` with four players of `level` (a Monte Carlo level), timing
// each decision that has a choice (more than one legal card or call). With `contract`, the
// calls are not chosen: the dealer's left bids 80 in that strain and the others pass, so that
// every deal is played in it (Sans Atout, say, which the players seldom choose).
DecisionBenchFigures benchDecisions(const Rules& rules, const std::string& level, int deals, std::uint64_t seed,
                                    std::optional<Strain> contract = std::nullopt);

}  // namespace belote
