#pragma once

#include "engine/rules.h"

class QWidget;

namespace rebelote {

// Help ▸ Rules: the rules in force explained in plain words (rulesPage), in a window the
// person can keep open beside the table.
void showRules(QWidget* parent, const belote::Rules& rules);

}  // namespace rebelote
