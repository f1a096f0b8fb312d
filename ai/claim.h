// A claim: whether a side takes every trick left whatever the other side plays, searched
// exactly (an and-or tree over the cards that differ for winning tricks, trick starts met
// again answered from memory). The table's Claim checks a person's claim so and plays it out.
#pragma once

#include "engine/trick.h"

#include <vector>

namespace belote {

// Whether `side` takes every trick left in `play` whatever the other side plays (its own
// two hands playing best): 1 yes, 0 no, -1 not settled within `nodes` positions. The claim's
// check, and the line it plays: with `line`, the cards of one such play to the end.
int takesEveryTrick(CardPlay play, Team side, long nodes, std::vector<Card>* line = nullptr);

}  // namespace belote
