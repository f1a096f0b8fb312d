// What a card says under the computer players' card-play system (docs/cardplay.md,
// ai/cardplay.h), in the player's words and language: the Why? panel of a bot's card ("7 of
// clubs: a call for clubs — direct calls"), the last trick's hover text and M, the hint, and
// `rebelote-cli explain` (in English). Qt Core only.
#pragma once

#include "ai/cardplay.h"

#include <QString>
#include <QStringList>

namespace rebelote {

// The partnership's agreement as the status bar and the settings say it: "direct calls",
// "indirect calls", "no calls".
QString signalsText(belote::Signals s);
// The agreement as the settings offer it: "Direct calls: a small card asks for its suit".
QString signalsChoiceText(belote::Signals s);
// The agreements in the settings' order, each with its word in the file (signalsName()).
QStringList signalsChoices();
// What the card says, without the card, and the agreement when what it says depends on it
// ("a call for clubs — direct calls"); empty when it says nothing by the system.
QString cardSayingText(const belote::CardMeaning& m, belote::Signals agreement);
// The card, what it says, and the agreement when what it says depends on it; empty when
// the card says nothing by the system.
QString cardMeaningText(const belote::CardMeaning& m, belote::Signals agreement);

}  // namespace rebelote
