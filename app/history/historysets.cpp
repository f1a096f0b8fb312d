// The history's deal sets (historystore.h, schema v6, v7): a set's row found again by its
// identity, each deal of it saved once with its result and par; a friend's file played
// beside it, and the deal left before its end.
#include "app/history/historysql.h"
#include "app/history/historystore.h"
#include "engine/setcode.h"

#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

namespace rebelote {

using namespace sql;

namespace {

const char* kindWord(belote::SetKind k)
{
    switch (k) {
    case belote::SetKind::Seeded: return "seeded";
    case belote::SetKind::Day: return "day";
    case belote::SetKind::Given: break;
    }
    return "given";
}

belote::SetKind kindOf(const QString& word)
{
    if (word == QLatin1String("seeded")) return belote::SetKind::Seeded;
    if (word == QLatin1String("day")) return belote::SetKind::Day;
    return belote::SetKind::Given;
}

QVariant orNull(const std::optional<qint64>& v) { return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::LongLong)); }
QVariant orNull(const std::optional<int>& v) { return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::Int)); }

const char* const kSetColumns =
    "id, identity, name, kind, day, rules, deals, file, started_at, ended_at, friend, left_deal, left_record";

}  // namespace

int SetRow::nextDeal() const
{
    int next = 1;
    for (const SetDealRow& d : played) next = std::max(next, d.number + 1);
    return next;
}

belote::SetScore SetRow::score() const
{
    belote::SetScore s;
    s.deals = deals;
    for (const SetDealRow& d : played) s.add(d.result, d.par);
    return s;
}

std::optional<qint64> HistoryStore::beginSet(const belote::DealSet& set)
{
    const QString identity = belote::setIdentity(set);
    std::optional<qint64> id;
    const bool ok = write(
        [&](QSqlQuery& q, QString* error) {
            if (!run(q, QStringLiteral("SELECT id FROM sets WHERE identity = ?"), {identity}, error)) return false;
            if (q.next()) {
                id = q.value(0).toLongLong();
                return true;
            }
            q.finish();
            const QVariant day = set.kind == belote::SetKind::Day ? QVariant(set.day.toString(Qt::ISODate))
                                                                  : QVariant(QMetaType(QMetaType::QString));
            if (!run(q,
                     QStringLiteral("INSERT INTO sets (identity, name, kind, day, rules, deals, file, started_at)"
                                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                     {identity, set.name, QLatin1String(kindWord(set.kind)), day,
                      QString::fromUtf8(QJsonDocument(set.rules.toJson()).toJson(QJsonDocument::Compact)),
                      int(set.deals.size()), QString::fromUtf8(belote::writeDealSet(set)), now()},
                     error))
                return false;
            id = q.lastInsertId().toLongLong();
            return true;
        },
        tr("the set %1 not saved").arg(set.name));
    return ok ? id : std::nullopt;
}

bool HistoryStore::saveSetDeal(qint64 setId, int number, std::optional<qint64> dealId, int result,
                               std::optional<int> par, QString* why, const std::optional<QJsonObject>& record)
{
    auto whyNot = [&]() -> QString {
        const std::optional<SetRow> row = set(setId);
        if (!row) return tr("no set #%1").arg(setId);
        if (number < 1 || number > row->deals) return tr("the set has no deal %1").arg(number);
        for (const SetDealRow& d : row->played)
            if (d.number == number)
                return tr("deal %1 of this set is already played: a deal is played once").arg(number);
        return {};
    };
    const QVariant recordText =
        record ? QVariant(QString::fromUtf8(belote::toJsonLine(*record))) : QVariant(QMetaType(QMetaType::QString));
    return writeUnlessRefused(
        whyNot,
        [&](QSqlQuery& q, QString* error) {
            return run(q,
                       QStringLiteral("INSERT INTO set_deals (set_id, number, deal_id, result, par, record, saved_at)"
                                      " VALUES (?, ?, ?, ?, ?, ?, ?)"),
                       {setId, number, orNull(dealId), result, orNull(par), recordText, now()}, error) &&
                   run(q,
                       QStringLiteral("UPDATE sets SET ended_at = ? WHERE id = ? AND deals <="
                                      " (SELECT COUNT(*) FROM set_deals WHERE set_id = ?)"),
                       {now(), setId, setId}, error) &&
                   run(q,
                       QStringLiteral("UPDATE sets SET left_deal = NULL, left_record = NULL"
                                      " WHERE id = ? AND left_deal = ?"),
                       {setId, number}, error);
        },
        why);
}

bool HistoryStore::saveSetPar(qint64 setId, int number, int par)
{
    return write(
        [&](QSqlQuery& q, QString* error) {
            return run(q,
                       QStringLiteral("UPDATE set_deals SET par = ? WHERE set_id = ? AND number = ? AND par IS NULL"),
                       {par, setId, number}, error);
        },
        tr("the par of deal %1 of a set not saved").arg(number));
}

bool HistoryStore::linkSetDeal(qint64 setId, int number, qint64 dealId)
{
    return write(
        [&](QSqlQuery& q, QString* error) {
            return run(q, QStringLiteral("UPDATE set_deals SET deal_id = ? WHERE set_id = ? AND number = ?"),
                       {dealId, setId, number}, error);
        },
        tr("the link of deal %1 of a set to its row not saved").arg(number));
}

bool HistoryStore::saveSetFriend(qint64 setId, const QByteArray& file)
{
    return write(
        [&](QSqlQuery& q, QString* error) {
            const QVariant text = file.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QString::fromUtf8(file);
            return run(q, QStringLiteral("UPDATE sets SET friend = ? WHERE id = ?"), {text, setId}, error);
        },
        tr("the friend's file of a set not saved"));
}

bool HistoryStore::saveSetLeft(qint64 setId, int number, const QJsonObject& record)
{
    return write(
        [&](QSqlQuery& q, QString* error) {
            return run(q, QStringLiteral("UPDATE sets SET left_deal = ?, left_record = ? WHERE id = ?"),
                       {number, QString::fromUtf8(belote::toJsonLine(record)), setId}, error);
        },
        tr("deal %1 of a set, left before its end, not saved").arg(number));
}

std::vector<SetRow> HistoryStore::setRows(const QString& where, const QVariantList& values) const
{
    const QSqlDatabase db = database();
    std::vector<SetRow> out;
    QString error;
    QSqlQuery q(db);
    if (!run(q, QStringLiteral("SELECT %1 FROM sets %2").arg(QLatin1String(kSetColumns), where), values, &error)) {
        fail(error);
        return out;
    }
    const Columns at(q);
    while (q.next()) {
        SetRow r;
        r.id = q.value(at("id")).toLongLong();
        r.identity = q.value(at("identity")).toString();
        r.name = q.value(at("name")).toString();
        r.kind = kindOf(q.value(at("kind")).toString());
        r.day = QDate::fromString(q.value(at("day")).toString(), Qt::ISODate);
        r.rules = QJsonDocument::fromJson(q.value(at("rules")).toString().toUtf8()).object();
        r.deals = q.value(at("deals")).toInt();
        r.file = q.value(at("file")).toString().toUtf8();
        r.startedAt = timeOf(q.value(at("started_at")));
        r.endedAt = timeOf(q.value(at("ended_at")));
        r.friendFile = q.value(at("friend")).toString().toUtf8();
        r.leftDeal = q.value(at("left_deal")).toInt();
        r.leftRecord = QJsonDocument::fromJson(q.value(at("left_record")).toString().toUtf8()).object();
        if (r.leftRecord.isEmpty()) r.leftDeal = 0;
        out.push_back(std::move(r));
    }
    QSqlQuery d(db);
    for (SetRow& r : out) {
        if (!run(d,
                 QStringLiteral("SELECT number, deal_id, result, par, record, saved_at FROM set_deals WHERE set_id = ?"
                                " ORDER BY number"),
                 {r.id}, &error)) {
            fail(error);
            return {};
        }
        const Columns col(d);
        while (d.next()) {
            SetDealRow p;
            p.number = d.value(col("number")).toInt();
            if (!d.value(col("deal_id")).isNull()) p.dealId = d.value(col("deal_id")).toLongLong();
            p.result = d.value(col("result")).toInt();
            if (!d.value(col("par")).isNull()) p.par = d.value(col("par")).toInt();
            if (!d.value(col("record")).isNull()) {
                const QJsonDocument doc = QJsonDocument::fromJson(d.value(col("record")).toString().toUtf8());
                if (doc.isObject()) p.record = doc.object();
            }
            p.savedAt = timeOf(d.value(col("saved_at")));
            r.played.push_back(p);
        }
        d.finish();
    }
    return out;
}

std::optional<qint64> HistoryStore::latestDealOf(const QJsonObject& record) const
{
    const QString print = fingerprint(record);
    if (print.isEmpty()) return std::nullopt;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    QString error;
    if (!run(q, QStringLiteral("SELECT id FROM deals WHERE fingerprint = ? ORDER BY id DESC LIMIT 1"), {print},
             &error)) {
        fail(error);
        return std::nullopt;
    }
    if (!q.next()) return std::nullopt;
    return q.value(0).toLongLong();
}

std::optional<std::pair<SetRow, int>> HistoryStore::setOfDeal(qint64 dealId) const
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    QString error;
    if (!run(q, QStringLiteral("SELECT set_id, number FROM set_deals WHERE deal_id = ? LIMIT 1"), {dealId}, &error)) {
        fail(error);
        return std::nullopt;
    }
    if (!q.next()) return std::nullopt;
    const qint64 setId = q.value(0).toLongLong();
    const int number = q.value(1).toInt();
    q.finish();
    std::optional<SetRow> row = set(setId);
    if (!row) return std::nullopt;
    return std::pair<SetRow, int>{std::move(*row), number};
}

std::vector<SetRow> HistoryStore::sets() const
{
    return setRows(QStringLiteral("ORDER BY started_at DESC, id DESC"), {});
}

std::optional<SetRow> HistoryStore::set(qint64 setId) const
{
    std::vector<SetRow> rows = setRows(QStringLiteral("WHERE id = ?"), {setId});
    if (rows.empty()) return std::nullopt;
    return std::move(rows.front());
}

std::optional<SetRow> HistoryStore::setByIdentity(const QString& identity) const
{
    std::vector<SetRow> rows = setRows(QStringLiteral("WHERE identity = ?"), {identity});
    if (rows.empty()) return std::nullopt;
    return std::move(rows.front());
}

}  // namespace rebelote
