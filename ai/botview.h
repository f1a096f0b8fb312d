// The bot protocol (../shared/BOT-PROTOCOL.md) as data, on both sides of the pipe.
//
// The game's side: the VIEW of a deal as one seat sees it (its hand, the public history,
// the game's scores, never another seat's hidden cards), the messages that carry it, and
// the checks of a bot's answers. The bot's side (rebelote-cli bot): a Deal rebuilt from a
// VIEW, with the hidden hands filled with cards the seat has not seen, so that any Player,
// which reads only what its seat may see, can answer.
#pragma once

#include "ai/player.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <optional>
#include <string>

namespace belote {

inline constexpr int kBotProtocol = 1;

// --- The game's side -------------------------------------------------------------------------

// The VIEW: a deal record as `seat` sees it: format, version, rules, dealer, seat, hand (the
// cards held now), retourne (classic), calls, declarations (the seat's own in full; another
// seat's as SEAT:KIND until the resolution at the first card of the second trick, then the
// winning side's in full), shown (the cards of the winning declarations, by seat), play,
// belote (SEAT:CARD of each belote / rebelote card played), scores {NS, EW} and target.
// `declarations`, `shown`, `play` and `belote` are always present, empty when nothing.
QJsonObject botView(const Deal& deal, Seat seat, const GameContext& game);

// The words of the legal lists: "take", "80H", "coinche"; "JH"; ["tierce:KH"].
QString callWord(const Deal& deal, Call call);
QJsonArray callWords(const Deal& deal, const CallList& legal);
QJsonArray cardWords(CardSet cards);
QJsonArray declarationWords(const DeclarationSet& set);

// The messages, one JSON line each (no newline), "type" first.
QByteArray helloMessage(const Rules& rules, Seat seat);
QByteArray callMessage(const Deal& deal, Seat seat, const GameContext& game, const CallList& legal);
QByteArray outOfTurnMessage(const Deal& deal, Seat seat, const GameContext& game);
QByteArray declareMessage(const Deal& deal, Seat seat, const GameContext& game, const DeclarationChoices& choices);
QByteArray playMessage(const Deal& deal, Seat seat, const GameContext& game, CardSet legal);
QByteArray resultMessage(const Deal& finished);
QByteArray quitMessage();

// The answers. Each returns the answer, or nullopt with *why set to one line that says
// what was wrong ("answer is not JSON: \"hello\"", "illegal card 7H: must follow hearts,
// holds JH"); the bot's own text is quoted cut to 40 characters.
std::optional<QJsonObject> readAnswer(const QByteArray& line, std::string* why);
std::optional<QString> readHelloAnswer(const QJsonObject& answer, std::string* why);  // the bot's name
std::optional<Call> readCallAnswer(const QJsonObject& answer, const Deal& deal, Seat seat, const CallList& legal,
                                   std::string* why);
std::optional<bool> readOutOfTurnAnswer(const QJsonObject& answer, std::string* why);  // true: coinche
std::optional<DeclarationSet> readDeclarationsAnswer(const QJsonObject& answer, const DeclarationChoices& choices,
                                                     std::string* why);
std::optional<Card> readCardAnswer(const QJsonObject& answer, const Deal& deal, CardSet legal, std::string* why);

// --- The bot's side --------------------------------------------------------------------------

struct ViewedDeal {
    Deal deal;  // the seat's cards and the public history; other hands made up
    Seat seat = Seat::South;
    GameContext game;  // scores and target of the VIEW
};

// A Deal that agrees with `view` in everything the seat may see: its hand, the retourne,
// the calls, the cards played (the same tricks, winners and points), the declarations as
// shown (another seat's unresolved SEAT:KIND is made the lowest declaration of that kind, or
// one that ties when the VIEW says nobody won), the belote announced. The other seats'
// hidden cards are cards the seat has not seen, dealt so that a seat keeps no card of a
// suit it did not follow, and a seat that played its king or queen of trump without
// announcing belote does not get the other. botView(result, seat, game) == view.
// A declaration pending for the seat itself is left pending (the `declare` question).
// On a VIEW that cannot be a deal, nullopt and *why set to one line ("view: calls 3 (E:take):
// out of turn, N to call").
std::optional<ViewedDeal> dealFromView(const QJsonObject& view, std::string* why);

}  // namespace belote
