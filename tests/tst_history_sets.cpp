// The history's deal sets (schema v6 and v7, docs/sets.md): a set kept with its name, its
// file and each deal's result and par; the same set found again, never a deal played twice;
// a friend's file and a deal left in its middle kept with the set, the deal left forgotten
// once it is saved; a history of version 4 migrated with nothing lost; a write that fails
// loses nothing saved.
#include "app/history/historystore.h"
#include "engine/setcode.h"
#include "historyfaults.h"

#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace belote;
using namespace rebelote;

namespace {

DealSet today() { return daySet(Rules::fromPreset(Preset::Coinche), QDate(2026, 12, 2)); }

}  // namespace

class TestHistorySets : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void keepsASetWithItsDeals();
    void theSameSetIsOneRow();
    void aDealIsPlayedOnce();
    void aFailedWriteLosesNothing();
    void keepsAFriendAndADealLeft();
    void migratesFromVersion4();
};

// A set's row keeps its name, kind, day, rules and file; each deal its result and par, the
// par added once computed; the score is the sum against the par.
void TestHistorySets::keepsASetWithItsDeals()
{
    QTemporaryDir dir;
    HistoryStore store;
    QVERIFY(store.open(dir.filePath("h.db")).ok);
    const DealSet set = today();
    const std::optional<qint64> id = store.beginSet(set);
    QVERIFY2(id, qPrintable(store.lastError()));
    const QJsonObject record = writeRecord(set.deals[0].dealt);
    QVERIFY(store.saveSetDeal(*id, 1, std::nullopt, 160, 80, nullptr, record));
    QVERIFY(store.saveSetDeal(*id, 2, std::nullopt, -40, std::nullopt));
    QVERIFY(store.saveSetPar(*id, 2, 0));
    QVERIFY(store.saveSetPar(*id, 2, 500));  // a par already there stays
    const std::optional<SetRow> row = store.set(*id);
    QVERIFY(row);
    QCOMPARE(row->name, QStringLiteral("Deals of 2026-12-02"));
    QCOMPARE(row->kind, SetKind::Day);
    QCOMPARE(row->day, QDate(2026, 12, 2));
    QCOMPARE(row->deals, 8);
    QCOMPARE(row->identity, encodeSetCode(*codeOf(set)));
    QCOMPARE(row->file, writeDealSet(set));
    QCOMPARE(int(row->played.size()), 2);
    QCOMPARE(*row->played[1].par, 0);
    QVERIFY(row->played[0].record);
    QCOMPARE(toJsonLine(*row->played[0].record), toJsonLine(record));
    QVERIFY(!row->played[1].record);
    QCOMPARE(row->nextDeal(), 3);
    QVERIFY(!row->finished());
    const SetScore score = row->score();
    QCOMPARE(score.counted, 2);
    QCOMPARE(score.againstPar, 80 - 40);
    QCOMPARE(score.atOrAbovePar, 1);
    for (int n = 3; n <= 8; ++n) QVERIFY(store.saveSetDeal(*id, n, std::nullopt, 0, 0));
    QVERIFY(store.set(*id)->finished());
    QCOMPARE(int(store.sets().size()), 1);
}

// The same cards under another name are the same set: one row, found again.
void TestHistorySets::theSameSetIsOneRow()
{
    QTemporaryDir dir;
    HistoryStore store;
    QVERIFY(store.open(dir.filePath("h.db")).ok);
    DealSet given = seededSet(Rules::fromPreset(Preset::Classic), 9, 3);
    given.kind = SetKind::Given;
    const std::optional<qint64> a = store.beginSet(given);
    given.name = QStringLiteral("Another name");
    const std::optional<qint64> b = store.beginSet(given);
    QVERIFY(a && b);
    QCOMPARE(*a, *b);
    QVERIFY(store.setByIdentity(setIdentity(given)));
    const std::optional<qint64> other = store.beginSet(today());
    QVERIFY(other && *other != *a);
    QCOMPARE(int(store.sets().size()), 2);
}

// A deal of a set played again for a better result is refused; the first result stays.
void TestHistorySets::aDealIsPlayedOnce()
{
    QTemporaryDir dir;
    HistoryStore store;
    QVERIFY(store.open(dir.filePath("h.db")).ok);
    const qint64 id = *store.beginSet(today());
    QVERIFY(store.saveSetDeal(id, 1, std::nullopt, -80, 20));
    QString why;
    QVERIFY(!store.saveSetDeal(id, 1, std::nullopt, 250, 20, &why));
    QCOMPARE(why, QStringLiteral("deal 1 of this set is already played: a deal is played once"));
    QVERIFY(!store.saveSetDeal(id, 9, std::nullopt, 0, 0, &why));
    QCOMPARE(why, QStringLiteral("the set has no deal 9"));
    QCOMPARE(store.set(id)->played[0].result, -80);
    QCOMPARE(int(store.set(id)->played.size()), 1);
}

// A write the database refuses (a trigger injected that aborts it): false with the reason,
// and the set and the deals saved before it all there.
void TestHistorySets::aFailedWriteLosesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("h.db");
    qint64 id = 0;
    {
        HistoryStore store;
        QVERIFY(store.open(path).ok);
        id = *store.beginSet(today());
        QVERIFY(store.saveSetDeal(id, 1, std::nullopt, 30, 10));
    }
    QVERIFY(historyfaults::execOn(
        path, {"CREATE TRIGGER no_more BEFORE INSERT ON set_deals BEGIN SELECT RAISE(ABORT, 'disk on fire'); END"}));
    HistoryStore store;
    QVERIFY(store.open(path).ok);
    QString why;
    QVERIFY(!store.saveSetDeal(id, 2, std::nullopt, 40, 10, &why));
    QVERIFY2(why.contains(QStringLiteral("disk on fire")), qPrintable(why));
    const std::optional<SetRow> row = store.set(id);
    QVERIFY(row);
    QCOMPARE(int(row->played.size()), 1);
    QCOMPARE(row->played[0].result, 30);
    QVERIFY(!row->finished());
}

// v7: a friend's file and the deal left before its end kept with the set; the deal left
// forgotten once it is saved; the deal's row linked, and the set found from it.
void TestHistorySets::keepsAFriendAndADealLeft()
{
    QTemporaryDir dir;
    HistoryStore store;
    QVERIFY(store.open(dir.filePath("h.db")).ok);
    const DealSet set = today();
    const std::optional<qint64> id = store.beginSet(set);
    QVERIFY(id);
    DealSet theirs = set;
    theirs.player = QStringLiteral("Ana");
    QVERIFY(store.saveSetFriend(*id, writeDealSet(theirs)));
    const QJsonObject soFar = writeRecord(set.deals[2].dealt);
    QVERIFY(store.saveSetLeft(*id, 3, soFar));
    std::optional<SetRow> row = store.set(*id);
    QVERIFY(row);
    QCOMPARE(row->friendFile, writeDealSet(theirs));
    QCOMPARE(row->leftDeal, 3);
    QCOMPARE(row->leftRecord, soFar);
    QVERIFY(store.saveSetDeal(*id, 1, std::nullopt, 10, 0));
    QCOMPARE(store.set(*id)->leftDeal, 3);  // another deal saved: the one left stays
    QVERIFY(store.saveSetDeal(*id, 3, std::nullopt, 20, 0));
    row = store.set(*id);
    QCOMPARE(row->leftDeal, 0);
    QVERIFY(row->leftRecord.isEmpty());
    QVERIFY(store.saveSetFriend(*id, {}));
    QVERIFY(store.set(*id)->friendFile.isEmpty());
    QVERIFY(!store.setOfDeal(1));
}

// A history of version 4 (made by the store's own migrations up to 4, with a game and a
// deal) opens at the schema's version with its game and deal, and keeps sets.
void TestHistorySets::migratesFromVersion4()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("v4.db");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v4"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QString error;
        QVERIFY2(HistoryStore::migrateTo(db, 4, &error), qPrintable(error));
        QSqlQuery q(db);
        QVERIFY(
            q.exec("INSERT INTO games (id, rules, preset, seed, players, started_at, status, score_ns, score_ew)"
                   " VALUES (1, '{\"preset\":\"coinche\"}', 'coinche', '7', '[]', '2026-11-30T10:00:00Z',"
                   " 'finished', 500, 0)"));
        QVERIFY(q.exec("CREATE TABLE sets_probe (x)"));  // what v6 does not know stays
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v4"));
    HistoryStore store;
    const auto opened = store.open(path);
    QVERIFY2(opened.ok && opened.message.isEmpty(), qPrintable(opened.message));
    QCOMPARE(store.schemaVersion(), HistoryStore::kSchemaVersion);
    QCOMPARE(int(store.games().size()), 1);
    QCOMPARE(store.games()[0].scores, (std::array<int, 2>{500, 0}));
    QVERIFY(store.sets().empty());
    const std::optional<qint64> id = store.beginSet(today());
    QVERIFY(id);
    QVERIFY(store.saveSetDeal(*id, 1, std::nullopt, 10, 0));
}

QTEST_GUILESS_MAIN(TestHistorySets)
#include "tst_history_sets.moc"
