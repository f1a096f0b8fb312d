// HistoryStore's import and export of DEAL-FORMAT.md records: the records of deals or games
// written to a file; a file of records read, each checked by the engine (replayed, finished,
// its given result the engine's), then the good ones added as imported deals in one
// transaction, those already in the history counted as duplicates.
#include "app/history/historystore.h"

#include "app/history/historydealrow.h"
#include "app/history/historysql.h"

#include "engine/record.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace rebelote {

using namespace belote;
using namespace sql;

std::vector<QJsonObject> HistoryStore::records(const std::vector<qint64>& dealIds) const
{
    std::vector<QJsonObject> out;
    for (qint64 id : dealIds)
        if (auto d = deal(id)) out.push_back(d->record);
    return out;
}

bool HistoryStore::writeRecords(const QString& path, const std::vector<QJsonObject>& records, QString* error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        if (error) *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
        return false;
    }
    if (path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) && records.size() == 1) {
        f.write(QJsonDocument(records.front()).toJson(QJsonDocument::Indented));
    } else {
        for (const QJsonObject& r : records) {
            f.write(toJsonLine(r));
            f.write("\n");
        }
    }
    if (!f.commit()) {
        if (error) *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
        return false;
    }
    return true;
}

bool HistoryStore::exportDeals(const QString& path, const std::vector<qint64>& dealIds, QString* error) const
{
    return writeRecords(path, records(dealIds), error);
}

bool HistoryStore::exportGames(const QString& path, const std::vector<qint64>& gameIds, QString* error) const
{
    std::vector<QJsonObject> out;
    for (qint64 g : gameIds)
        for (const DealRow& d : deals(g)) out.push_back(d.record);
    return writeRecords(path, out, error);
}

// The records of a file, checked: what importWrite() adds.
struct PreparedDeals {
    std::vector<DealColumns> deals;
};

ImportReport HistoryStore::importFile(const QString& path) { return importWrite({prepareImportFile(path)}); }

ImportReport HistoryStore::importData(const QByteArray& data, const QString& fileName)
{
    return importWrite({prepareImport(data, fileName)});
}

PreparedImport HistoryStore::prepareImportFile(const QString& path, const ImportProgress& progress)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        PreparedImport p;
        p.fileName = path;
        p.error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
        return p;
    }
    return prepareImport(f.readAll(), path, progress);
}

PreparedImport HistoryStore::prepareImport(const QByteArray& data, const QString& fileName,
                                           const ImportProgress& progress)
{
    PreparedImport p;
    p.fileName = fileName;
    p.deals = std::make_shared<PreparedDeals>();
    const std::vector<InputRecord> input = splitRecords(data);
    p.records = int(input.size());
    int done = 0;
    for (const InputRecord& in : input) {
        if (progress && !progress(done, p.records)) {
            p.cancelled = true;
            p.deals->deals.clear();
            return p;
        }
        ++done;
        const auto rec = readRecord(in.json);
        QString why;
        std::optional<DealColumns> c;
        if (!rec) why = rec.error;
        else c = columnsOf(writeRecord(*rec.value), &why);
        if (c && !rec.value->givenResult.isUndefined()) {
            // Compare with the result as given (writeRecord() wrote the engine's).
            QString given = resultDifference(*rec.value);
            if (!given.isEmpty()) {
                why = given;
                c.reset();
            }
        }
        if (!c) {
            p.refused << QStringLiteral("%1:%2: %3").arg(fileName).arg(in.line).arg(why);
            continue;
        }
        p.deals->deals.push_back(std::move(*c));
    }
    if (progress) progress(done, p.records);
    return p;
}

namespace {

// The deals of `files` not there yet added, in the transaction of importWrite(); false with
// *error at the first failure (the caller rolls every one back).
bool addImported(QSqlDatabase& db, const std::vector<PreparedImport>& files, ImportReport* report, QString* error)
{
    const QString cannotSearch = QStringLiteral("the history cannot be searched for the deals already there: %1");
    QSqlQuery q(db);
    QSqlQuery exists(db);
    if (!exists.prepare(QStringLiteral("SELECT 1 FROM deals WHERE fingerprint = ? LIMIT 1"))) {
        *error = cannotSearch.arg(errorText(exists.lastError()));
        return false;
    }
    QSet<QString> seen;
    const DealPlace place{std::nullopt, 0, std::nullopt, 0, DealSource::Imported, now()};
    for (const PreparedImport& p : files) {
        if (!p.deals) continue;
        for (const DealColumns& c : p.deals->deals) {
            exists.addBindValue(c.fingerprint);
            if (!exists.exec()) {
                // Not "not there": nothing is added when the history cannot be searched.
                *error = cannotSearch.arg(errorText(exists.lastError()));
                return false;
            }
            const bool there = exists.next();
            exists.finish();
            if (there || seen.contains(c.fingerprint)) {
                ++report->duplicates;
                continue;
            }
            seen.insert(c.fingerprint);
            if (!insertDeal(q, c, place, error)) return false;
            ++report->added;
        }
    }
    return true;
}

}  // namespace

ImportReport HistoryStore::importWrite(const std::vector<PreparedImport>& files)
{
    ImportReport report;
    QStringList errors;
    for (const PreparedImport& p : files) {
        report.refused << p.refused;
        if (!p.error.isEmpty()) errors << p.error;
    }
    auto failed = [&](const QString& why) {
        report.added = 0;
        report.duplicates = 0;
        report.writeFailed = true;
        errors << QStringLiteral("nothing imported: %1").arg(why);
        report.error = errors.join(QLatin1Char('\n'));
        fail(why);
        return report;
    };
    bool any = false;
    for (const PreparedImport& p : files) any = any || (p.deals && !p.deals->deals.empty());
    if (!any) {
        report.error = errors.join(QLatin1Char('\n'));
        return report;
    }
    // One transaction for every file, taken for writing at once (BEGIN IMMEDIATE): the
    // search for the deals already there sees what the insert adds to, and a lock held by
    // another program fails here, before anything is read, never half-way.
    QSqlDatabase db = database();
    const TransactionResult t =
        inTransaction(db, [&](QString* error) { return addImported(db, files, &report, error); }, {.immediate = true});
    if (!t) return failed(t.error);
    report.error = errors.join(QLatin1Char('\n'));
    return report;
}

QString HistoryStore::fingerprint(const QJsonObject& record, QString* error)
{
    const auto rec = readRecord(record);
    if (!rec) {
        if (error) *error = rec.error;
        return {};
    }
    return fingerprintOf(rec.value->deal);
}

}  // namespace rebelote
