// The words of the Why? panel: why a computer player made a move (explaineddecision.h), in
// the game's language. Qt Core only, so that the controller's tests read them too.
#pragma once

#include "app/controller/explaineddecision.h"

#include <QString>

#include <array>
#include <vector>

namespace rebelote::whytext {

// "Why East played the jack of hearts", "Why North bid 110 ♥", "Why the hint: play the
// ace of spades".
QString title(const ExplainedDecision& e, const std::array<QString, 4>& names);
// For a call: what it says under the bidding system; for a card, what it says under the
// card-play system by the game's agreement ("7 of clubs: a call for clubs — direct calls").
// Empty otherwise, or when it says nothing the system reads.
QString meaning(const ExplainedDecision& e);
// How it chose, in a sentence or two: the deals it imagined and what it compared.
QString method(const ExplainedDecision& e);

// For a card: the seats whose cards it no longer reads by the card-play system, because
// they broke too many of their promises in the deals before ("It no longer reads West's
// cards by the system: 9 of the 24 promises they made were broken."). Empty otherwise.
QString reading(const ExplainedDecision& e, const std::array<QString, 4>& names);

// One legal choice as the panel lists it: the valued ones, best first, then a line for
// those not simulated.
struct ChoiceLine {
    QString choice;  // "110 ♥", "Jack of hearts", "Nothing"
    QString value;   // "+24" (marks for its side minus the other's), empty: not valued
    QString spread;  // "± 41"
    QString note;    // "its choice", "must be worth 40 more: outside the system"…
    double marks = 0;
    int worlds = 0;
    bool chosen = false;
    bool valued = false;
};
std::vector<ChoiceLine> choices(const ExplainedDecision& e);
// The number of legal choices not simulated (calls in strains its hand does not suit).
int notSimulated(const ExplainedDecision& e);

// Where the worlds put `card`, one seat a phrase: "Jack of hearts: North 60%, East 30%,
// West 10%". Empty for a card the seat saw.
QString belief(const ExplainedDecision& e, belote::Card card, const std::array<QString, 4>& names);
QString percent(double p);  // "60%", "<1%"

}  // namespace rebelote::whytext
