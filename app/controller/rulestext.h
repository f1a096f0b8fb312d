// The rules in force explained in plain words (Help ▸ Rules): a page generated from a
// belote::Rules value, so that it is right for every preset and every combination of
// options (RULES.md §1–§9). Qt Core only; every sentence goes through tr() (context
// "RulesText").
#pragma once

#include "engine/rules.h"

#include <QString>

namespace rebelote {

// The whole page as simple HTML (headings, paragraphs, lists), for a QTextBrowser.
QString rulesPage(const belote::Rules& rules);

// A page of docs/ (Markdown) as the game shows it to a player (Help ▸ How the computer
// players bid): without what is there for developers — the source files, the commands and
// the measures between "<!-- developers -->" and "<!-- /developers -->" — and with no
// blank lines piled up where they were.
QString playerHelpPage(const QString& markdown);

}  // namespace rebelote
