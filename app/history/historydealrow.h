// A finished deal's row as the history writes it (inside app/history only): the columns the
// engine draws from its record, checked (the store's saveDeal(), the import, the migration
// that fills the fingerprints), and the one INSERT of a deal, played or imported.
#pragma once

#include "app/history/historystatus.h"

#include "engine/card.h"
#include "engine/deal.h"

#include <QJsonObject>
#include <QString>

#include <array>
#include <optional>

class QSqlQuery;

namespace rebelote {

// The columns the engine draws from a finished deal's record.
struct DealColumns {
    QString preset, dealer, contract;
    belote::Outcome outcome = belote::Outcome::Passed;
    std::optional<belote::Seat> taker;
    int coinche = 1;
    std::optional<bool> made;
    bool capot = false;
    std::array<int, 2> marks{};
    QString fingerprint;
    QJsonObject record;  // canonical: as writeRecord() writes it, unknown fields kept
};

// The key two records of the same deal share (HistoryStore::fingerprint()).
QString fingerprintOf(const belote::Deal& deal);
// The columns of a record the engine replays to a finished deal whose given result, if any,
// is the engine's; none with *error otherwise.
std::optional<DealColumns> columnsOf(const QJsonObject& record, QString* error);

// Where a deal's row stands: a played deal in its game (and the deal it was played on from),
// or an imported one (no game, number 0).
struct DealPlace {
    std::optional<qint64> gameId;
    int number = 0;
    std::optional<qint64> parent;
    int branchMove = 0;
    DealSource source = DealSource::Played;
    QString savedAt;
};

// The one INSERT of a deal (saveDeal(), the import); *id: the new row's.
bool insertDeal(QSqlQuery& q, const DealColumns& c, const DealPlace& place, QString* error, qint64* id = nullptr);

}  // namespace rebelote
