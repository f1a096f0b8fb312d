// A computer player's decision with why it made it, as the table's Why? panel shows it: the
// explanation the player kept when it decided (ai/explanation.h: each legal choice's value,
// the worlds it imagined), the deal as it stood then, and where the move sits in the deal.
#pragma once

#include "ai/cardplay.h"
#include "ai/explanation.h"
#include "engine/deal.h"

namespace rebelote {

struct ExplainedDecision {
    belote::Explanation why;
    belote::Decision decision;  // the seat and the kind of decision
    belote::Deal before;        // the deal as the player saw it decide
    // Where the move is: the call's index in the deal's calls, or the card's in its play
    // (a declaration: the seat's first card, to come).
    int index = -1;
    bool hint = false;  // the hint's, for the person's seat
    // The partnerships' card-play agreement the game is played by: what a card says by it.
    belote::Signals cardSignals = belote::Signals::Direct;
};

}  // namespace rebelote
