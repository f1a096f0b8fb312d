// The history's lists have the retourne of each classic deal without reading the records
// (HistoryStore::allDeals(false)): read from the stored record (DEAL-FORMAT.md's
// "retourne") by SQLite. A record that is not JSON, or whose retourne is not a card, gives
// none, and the list is still read whole.
#include "app/history/historyrecorder.h"
#include "app/history/historystore.h"
#include "engine/record.h"
#include "historytestutil.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace belote;
using namespace rebelote;
using namespace historytest;

namespace {

// A classic game of people recorded until `deals` deals are saved.
bool writeClassicHistory(const QString& path, int deals)
{
    HistoryStore store;
    if (!store.open(path).ok) return false;
    GameController c;
    c.setPace(0);
    HistoryRecorder recorder(&store, &c);
    MoveCounter counter(&c);
    c.newGame(people(Preset::Classic, 5));
    while (int(counter.records.size()) < deals && step(c, 1)) {}
    return int(counter.records.size()) == deals;
}

bool execOn(const QString& path, const QString& sql)
{
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("test-exec"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            ok = q.exec(sql);
            if (!ok) qWarning("%s", qPrintable(q.lastError().text()));
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("test-exec"));
    return ok;
}

}  // namespace

class TestHistoryRetourne : public QObject {
    Q_OBJECT

private slots:
    void listHasTheRecordsRetourne_data();
    void listHasTheRecordsRetourne();
};

void TestHistoryRetourne::listHasTheRecordsRetourne_data()
{
    QTest::addColumn<QString>("sql");       // run on the first deal's row ("": none)
    QTest::addColumn<QString>("expected");  // the first deal's retourne in the list: "record" = the record's
    // clang-format off
    QTest::newRow("the records as the game saved them") << QString() << "record";
    QTest::newRow("a record that is not JSON: no retourne") << "UPDATE deals SET record = 'x'" << "none";
    QTest::newRow("a retourne that is not a card: none") << "UPDATE deals SET record = json_set(record, '$.retourne', 'ZZ')"
                                                         << "none";
    QTest::newRow("a retourne that is a number: none") << "UPDATE deals SET record = json_set(record, '$.retourne', 7)"
                                                       << "none";
    QTest::newRow("a record without a retourne: none") << "UPDATE deals SET record = json_remove(record, '$.retourne')"
                                                       << "none";
    QTest::newRow("another card than the deal's: the record's word is read") << "UPDATE deals SET record = json_set(record, '$.retourne', 'AS')"
                                                                             << "AS";
    // clang-format on
}

void TestHistoryRetourne::listHasTheRecordsRetourne()
{
    QFETCH(QString, sql);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.db"));
    QVERIFY(writeClassicHistory(path, 3));
    std::vector<DealRow> full;
    {
        HistoryStore s;
        QVERIFY(s.open(path, HistoryStore::OpenMode::ReadOnly).ok);
        full = s.allDeals(true);
    }
    QCOMPARE(int(full.size()), 3);
    if (!sql.isEmpty()) QVERIFY(execOn(path, sql + QStringLiteral(" WHERE id = %1").arg(full[0].id)));
    HistoryStore s;
    QVERIFY(s.open(path, HistoryStore::OpenMode::ReadOnly).ok);
    const std::vector<DealRow> list = s.allDeals(false);
    QCOMPARE(int(list.size()), 3);
    for (std::size_t i = 0; i < list.size(); ++i) {
        QVERIFY(list[i].record.isEmpty());
        const auto rec = readRecord(full[i].record);
        QVERIFY2(rec, qPrintable(rec.error));
        std::optional<Card> want = rec.value->deal.retourne();
        QVERIFY(want);  // classic: every deal has one, passed or taken
        if (i == 0 && expected == QLatin1String("none")) want.reset();
        else if (i == 0 && expected != QLatin1String("record")) want = parseCard(expected.toStdString());
        QCOMPARE(list[i].retourne, want);
    }
}

QTEST_GUILESS_MAIN(TestHistoryRetourne)
#include "tst_history_retourne.moc"
