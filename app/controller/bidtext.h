// What a call says under the computer players' bidding system (docs/bidding.md,
// ai/bidding.h), in the player's words and language: the hover text of a call at the table
// ("100 ♥ — an opening: the jack of hearts, 3 hearts or more; a count of 4 in ♥"), the
// auction's tooltips, and what a bid of the person's would tell their partner. Qt Core only.
#pragma once

#include "ai/bidding.h"

#include <QString>
#include <optional>

namespace rebelote {

// The call, what kind of call it is under the system, and what it promises about the hand.
QString bidMeaningText(const belote::BidMeaning& m, std::optional<belote::Suit> retourneSuit);

}  // namespace rebelote
