// A bot-protocol question (call, declare, play: ../shared/BOT-PROTOCOL.md) put to a Player:
// the message's legal words read against the deal rebuilt from its view (ai/botview.h),
// the player asked, and its answer in the protocol's words. `rebelote-cli bot` answers every
// question so; `rebelote-cli explain` one, with the player's explanation.
#pragma once

#include "ai/player.h"

#include <QJsonObject>
#include <optional>
#include <string>

namespace belote {

struct BotQuestion {
    enum class Kind { Call, OutOfTurn, Declare, Play };
    Kind kind = Kind::Call;
    CallList calls;                   // Call: the legal calls offered
    DeclarationChoices declarations;  // Declare: the combinations of the hand
    CardSet cards;                    // Play: the legal cards offered
};

// Reads message `m` (its type and its legal list) against `deal`, rebuilt from the message's
// view, for `seat`. A play question with a declaration still pending for the seat means it
// declared nothing: `deal` records so. On a question that does not fit the deal, nullopt and
// *why set to one line ("legal: 7H is not a legal card here").
std::optional<BotQuestion> readBotQuestion(const QJsonObject& m, Deal& deal, Seat seat, std::string* why);

// The player's answer to `q`, as the protocol's answer object ({"call": "80H"},
// {"declarations": [...]}, {"card": "JH"}); nullopt and *why set if it chose what was not
// offered.
std::optional<QJsonObject> askBotQuestion(Player& player, const Deal& deal, Seat seat, const BotQuestion& q,
                                          std::string* why);

// What `rebelote-cli explain` prints of the player's last decision on `deal`: choice (the
// answer's word), values (each legal choice: choice, marks, spread, worlds, and margin,
// valued, system, barred where they say something), worlds, and beliefs (each card the seat
// has not seen: {"N": p, "E": p, "S": p, "W": p}).
QJsonObject explanationJson(const Explanation& e, const Deal& deal);

}  // namespace belote
