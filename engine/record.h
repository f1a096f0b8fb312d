// Deal records (../shared/DEAL-FORMAT.md): read, check by replaying every step through the
// Deal state machine, and write back. A bad record is refused with one line that says where
// and why; reading never crashes and never guesses.
#pragma once

#include "engine/deal.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <array>
#include <functional>
#include <optional>
#include <vector>

namespace belote {

// A deal record, the checked Deal it replays to, and what the Deal does not hold (kept so
// that reading and writing a record loses nothing).
struct DealRecord {
    Deal deal;          // replayed up to the last call / declaration / card of the record
    QJsonObject extra;  // unknown fields, written back as they were
    // `result` as the record gave it (undefined when absent): never used for scoring, kept
    // so that a caller can compare it with deal.result().
    QJsonValue givenResult;
    // Declarations listed for seats that the play has not reached yet (a deal in progress).
    std::array<std::optional<DeclarationSet>, 4> unreachedDeclarations{};
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

// What the record's play went through, card by card: `deal` as it stands before the
// card at `index` (0-based) of `play` is played, that card checked legal, the seat's
// declarations made as the record makes them. For stepping through a deal and analysing it.
using CardVisitor = std::function<void(const Deal& deal, int index, Card card)>;
// readRecord() that calls `beforeCard` at each card of the play (a bad record may have
// called it for the cards before the fault).
Checked<DealRecord> readRecord(const QByteArray& json, const CardVisitor& beforeCard);

// The record of a deal (finished or in progress), with `result` when the deal is done.
// Reading a written record and writing it again gives the same JSON.
QJsonObject writeRecord(const DealRecord& record);
QJsonObject writeRecord(const Deal& deal);
// The `result` object of DEAL-FORMAT.md.
QJsonObject resultToJson(const DealResult& r);
// Why the record's given `result` differs from the one the engine computes when its deal is
// replayed, or empty when it gives none or the same (`score --check`, the history's import):
// "result: score is {"EW":0,"NS":0}, given {"EW":0,"NS":10}" (the first field of the
// engine's result that differs; a field given beyond those is not compared), "result: given
// for a deal not finished", "result: not an object".
QString resultDifference(const DealRecord& record);
// One line of compact JSON, no newline, the keys of a record in the order of DEAL-FORMAT.md
// (format, version, rules, dealer, ... result; unknown keys last, in alphabetical order).
QByteArray toJsonLine(const QJsonObject& o);

// One record of a file's contents with the line it starts on (1-based).
struct InputRecord {
    int line;
    QByteArray json;
};
// A file holds one record (possibly over several lines) or one record a line (.jsonl,
// blank lines skipped): when the whole input is one JSON object, it is one record.
std::vector<InputRecord> splitRecords(const QByteArray& input);

}  // namespace belote
