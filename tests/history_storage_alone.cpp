// history_storage_alone (tests/CMakeLists.txt): the history's storage linked alone, without
// the computer players or the controller. A history in memory: a game begun, a finished deal
// of the test data saved into it and read back, then imported again (a duplicate) and
// exported. Exit 0 when all of it works; otherwise a line says what failed.
#include "app/history/historystore.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <cstdio>

using namespace rebelote;

namespace {

int failed(const char* what, const QString& why = {})
{
    std::fprintf(stderr, "history_storage_alone: %s%s%s\n", what, why.isEmpty() ? "" : ": ", qPrintable(why));
    return 1;
}

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QFile file(QStringLiteral(REBELOTE_TEST_DATA "/classic-deal.json"));
    if (!file.open(QIODevice::ReadOnly)) return failed("the test deal cannot be read");
    const QJsonObject record = QJsonDocument::fromJson(file.readAll()).object();

    QTemporaryDir dir;
    HistoryStore store;
    const HistoryStore::OpenResult opened = store.open(dir.filePath(QStringLiteral("history.db")));
    if (!opened.ok || opened.readOnly) return failed("the history does not open", opened.message);
    GameSetup setup;
    const std::optional<qint64> game = store.beginGame(setup, {});
    if (!game) return failed("no game row", store.lastError());
    const std::optional<qint64> deal = store.saveDeal(*game, 1, record, {0, 0});
    if (!deal) return failed("the deal is not saved", store.lastError());
    const std::optional<DealRow> row = store.deal(*deal);
    if (!row || row->record.isEmpty()) return failed("the deal is not read back");
    const ImportReport again = store.importData(QJsonDocument(record).toJson(QJsonDocument::Compact), "again");
    if (again.added != 0 || again.duplicates != 1) return failed("the same deal imported again is not a duplicate");
    QString error;
    if (!store.exportDeals(dir.filePath(QStringLiteral("out.jsonl")), {*deal}, &error))
        return failed("the deal is not exported", error);
    std::printf("history_storage_alone: a game, a deal saved, read, imported again and exported\n");
    return 0;
}
