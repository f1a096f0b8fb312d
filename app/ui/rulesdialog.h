#pragma once

#include "engine/rules.h"

class QWidget;

namespace rebelote {

// Help ▸ Rules: the rules in force explained in plain words (rulesPage), in a window the
// person can keep open beside the table.
void showRules(QWidget* parent, const belote::Rules& rules);

// Help ▸ How the computer players bid: docs/bidding.md (bidding.fr.md in French when there
// is one), embedded at :/docs, in the same kind of window.
void showBiddingSystem(QWidget* parent);
// Help ▸ How the computer players play: docs/cardplay.md (cardplay.fr.md in French), the
// card-play system, the same way.
void showCardPlaySystem(QWidget* parent);

}  // namespace rebelote
