#include "app/history/historydealrow.h"

#include "app/history/historysql.h"

#include "engine/record.h"

#include <QCryptographicHash>
#include <QSqlQuery>
#include <QVariant>

namespace rebelote {

using namespace belote;
using namespace sql;

QString fingerprintOf(const Deal& deal)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(toJsonLine(writeRecord(deal)), QCryptographicHash::Sha256).toHex());
}

std::optional<DealColumns> columnsOf(const QJsonObject& record, QString* error)
{
    const auto rec = readRecord(record);
    if (!rec) {
        *error = rec.error;
        return std::nullopt;
    }
    if (rec.value->deal.phase() != Phase::Done) {
        *error = QStringLiteral("the deal is not finished");
        return std::nullopt;
    }
    if (QString why = resultDifference(*rec.value); !why.isEmpty()) {
        *error = why;
        return std::nullopt;
    }
    const Deal& d = rec.value->deal;
    const DealResult r = d.result();
    const QJsonObject result = resultToJson(r);
    DealColumns c;
    c.preset = QLatin1String(presetName(d.rules().preset));
    c.dealer = seatText(d.dealer());
    if (r.contract) c.taker = r.contract->taker;
    c.contract = result.value(QStringLiteral("contract")).toString();
    c.coinche = result.value(QStringLiteral("coinche")).toInt(1);
    c.outcome = r.outcome;
    switch (r.outcome) {
    case Outcome::Made:
    case Outcome::Capot: c.made = true; break;
    case Outcome::Down:
    case Outcome::CapotAgainst: c.made = false; break;
    default: break;
    }
    c.capot = r.outcome == Outcome::Capot || r.outcome == Outcome::CapotAgainst;
    c.marks = r.score;
    c.fingerprint = fingerprintOf(d);
    c.record = writeRecord(*rec.value);
    return c;
}

bool insertDeal(QSqlQuery& q, const DealColumns& c, const DealPlace& place, QString* error, qint64* id)
{
    const bool ok = run(
        q,
        QStringLiteral(
            "INSERT INTO deals (game_id, number, preset, dealer, taker, contract, coinche, outcome, made, capot,"
            " marks_ns, marks_ew, record, source, saved_at, parent_deal_id, branch_move, fingerprint)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        {nullable(place.gameId), place.number, c.preset, c.dealer, c.taker ? QVariant(seatText(*c.taker)) : QVariant(),
         nullable(c.contract), c.coinche, QString::fromLatin1(outcomeName(c.outcome)),
         c.made ? QVariant(int(*c.made)) : QVariant(), int(c.capot), c.marks[0], c.marks[1], jsonText(c.record),
         QString(storedText(place.source)), place.savedAt, nullable(place.parent), place.branchMove, c.fingerprint},
        error);
    if (ok && id) *id = q.lastInsertId().toLongLong();
    return ok;
}

}  // namespace rebelote
