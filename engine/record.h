// Deal records (../shared/DEAL-FORMAT.md): read, check by replaying every step through the
// Deal state machine, and write back. A bad record is refused with one line that says where
// and why; reading never crashes and never guesses.
#pragma once

#include "engine/deal.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <optional>
#include <variant>
#include <vector>

namespace belote {

// A deal record, the checked Deal it replays to, and the fields the reader does not know
// (kept so that reading and writing a record loses nothing).
struct DealRecord {
    Deal deal;               // replayed up to the last call / declaration / card of the record
    QJsonObject extra;       // unknown fields, written back as they were
    bool fromDeck = true;    // the record gave `deck` (else `hands`)
    bool patternGiven = false;
};

// Either the value or a one-line error.
template <typename T>
struct Checked {
    std::optional<T> value;
    QString error;
    explicit operator bool() const { return value.has_value(); }
};

// Parses and checks one record (one JSON object). Errors name the place, 1-based:
// "play 14 (E:7H): must overtrump, holds JH", "call 2 (E:take): out of turn, S to call".
Checked<DealRecord> readRecord(const QByteArray& json);
Checked<DealRecord> readRecord(const QJsonObject& object);

// The record of a deal (finished or in progress); with `result` when the deal is done.
QJsonObject writeRecord(const DealRecord& record);
QJsonObject writeRecord(const Deal& deal);
QJsonObject resultToJson(const DealResult& r);
// One line of JSON (compact), no newline.
QByteArray toJsonLine(const QJsonObject& o);

}  // namespace belote
