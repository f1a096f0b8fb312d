// The small pieces the history is built on (issue 34), each tested on its own: the statuses
// kept as words and handled as enums (one conversion each way, the words of the schema), the
// one transaction helper (a step that fails undoes every write before it, whatever step it
// is), and the engine's comparison of a record's given result with its own.
#include "app/history/historysql.h"
#include "app/history/historystatus.h"
#include "app/history/historystore.h"

#include "engine/record.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <optional>

using namespace belote;
using namespace rebelote;

namespace {

const QString kData = QStringLiteral(REBELOTE_TEST_DATA);

// A connection of its own to `path`, removed with the object.
class Connection {
public:
    Connection(const QString& name, const QString& path, int busyMs = 0) : name_(name)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name_);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(busyMs));
        opened_ = db.open();
    }
    ~Connection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(name_, false);
            if (db.isValid()) db.close();
        }
        QSqlDatabase::removeDatabase(name_);
    }
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;
    bool opened() const { return opened_; }
    QSqlDatabase db() const { return QSqlDatabase::database(name_, false); }
    bool exec(const QString& sql) const { return QSqlQuery(db()).exec(sql); }
    int rows(const QString& table) const
    {
        QSqlQuery q(db());
        return q.exec(QStringLiteral("SELECT COUNT(*) AS n FROM %1").arg(table)) && q.next()
                   ? q.value(QStringLiteral("n")).toInt()
                   : -1;
    }

private:
    QString name_;
    bool opened_ = false;
};

QJsonObject firstRecord()
{
    QFile f(kData + QStringLiteral("/coinche-deals.jsonl"));
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(f.readLine()).object();
}

}  // namespace

class TestHistoryUnits : public QObject {
    Q_OBJECT

private slots:
    void statusRoundTrip_data();
    void statusRoundTrip();
    void statusStoredAsItsWord_data();
    void statusStoredAsItsWord();
    void transactionRollsBack_data();
    void transactionRollsBack();
    void resultDifference_data();
    void resultDifference();
};

// --- Statuses ------------------------------------------------------------------------------------

// Each word the history writes reads back as its value and the value writes it; any other
// word is no value (not guessed).
void TestHistoryUnits::statusRoundTrip_data()
{
    QTest::addColumn<bool>("game");  // a game's status, else a deal's source
    QTest::addColumn<QString>("word");
    QTest::addColumn<int>("value");  // -1: not a word the history writes
    QTest::newRow("game: playing") << true << "playing" << int(GameStatus::Playing);
    QTest::newRow("game: finished") << true << "finished" << int(GameStatus::Finished);
    QTest::newRow("game: abandoned") << true << "abandoned" << int(GameStatus::Abandoned);
    QTest::newRow("game: another case is another word") << true << "Finished" << -1;
    QTest::newRow("game: an unknown word") << true << "unfinished" << -1;
    QTest::newRow("game: no word") << true << "" << -1;
    QTest::newRow("deal: played") << false << "played" << int(DealSource::Played);
    QTest::newRow("deal: imported") << false << "imported" << int(DealSource::Imported);
    QTest::newRow("deal: a game's word") << false << "playing" << -1;
    QTest::newRow("deal: no word") << false << "" << -1;
}

void TestHistoryUnits::statusRoundTrip()
{
    QFETCH(bool, game);
    QFETCH(QString, word);
    QFETCH(int, value);
    auto check = [&](auto read) {
        if (value < 0) {
            QVERIFY(!read);
            return;
        }
        QVERIFY(read);
        QCOMPARE(int(*read), value);
        QCOMPARE(QString(storedText(*read)), word);
    };
    if (game) {
        check(gameStatusOf(word));
    } else {
        check(dealSourceOf(word));
    }
}

// The database keeps the words of the schema: a game played, finished or abandoned through
// the store reads back as its enum, and its row holds the word, as before the enum.
void TestHistoryUnits::statusStoredAsItsWord_data()
{
    QTest::addColumn<QString>("end");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("word");
    QTest::newRow("a game begun is playing") << "" << int(GameStatus::Playing) << "playing";
    QTest::newRow("a game finished") << "finish" << int(GameStatus::Finished) << "finished";
    QTest::newRow("a game abandoned") << "abandon" << int(GameStatus::Abandoned) << "abandoned";
    QTest::newRow("a game left by a new one") << "new game" << int(GameStatus::Abandoned) << "abandoned";
}

void TestHistoryUnits::statusStoredAsItsWord()
{
    QFETCH(QString, end);
    QFETCH(int, status);
    QFETCH(QString, word);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("history.db"));
    qint64 id = 0;
    {
        HistoryStore store;
        const auto opened = store.open(path, HistoryStore::OpenMode::Strict);
        QVERIFY2(opened.ok && !opened.readOnly, qPrintable(opened.message));
        const auto begun = store.beginGame(GameSetup{}, {});
        QVERIFY2(begun, qPrintable(store.lastError()));
        id = *begun;
        if (end == QLatin1String("finish")) QVERIFY(store.finishGame(id, {1000, 300}, Team::NS));
        if (end == QLatin1String("abandon")) QVERIFY(store.abandonGame(id));
        if (end == QLatin1String("new game")) QVERIFY(store.beginGame(GameSetup{}, {}));
        const auto game = store.game(id);
        QVERIFY(game);
        QCOMPARE(int(game->status), status);
    }
    Connection raw(QStringLiteral("units-raw"), path);
    QVERIFY(raw.opened());
    QSqlQuery q(raw.db());
    QVERIFY(q.exec(QStringLiteral("SELECT status FROM games WHERE id = %1").arg(id)) && q.next());
    QCOMPARE(q.value(QStringLiteral("status")).toString(), word);
}

// --- The transaction helper ----------------------------------------------------------------------

// Each row makes one step of a write fail (a statement SQLite refuses, the commit, the begin
// under another program's lock) and checks that nothing of the write stays, and which step
// the helper says failed.
void TestHistoryUnits::transactionRollsBack_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<bool>("immediate");
    QTest::addColumn<int>("failedAt");  // TransactionResult::Step
    QTest::addColumn<int>("rowsAfter");
    QTest::addColumn<QString>("error");  // a part of the reason given
    using Step = sql::TransactionResult::Step;
    QTest::newRow("no fault: every step committed") << "" << false << int(Step::None) << 3 << "";
    QTest::newRow("no fault, begun immediate: committed") << "" << true << int(Step::None) << 3 << "";
    QTest::newRow("the first step fails: nothing written") << "first" << false << int(Step::Work) << 0 << "NOT NULL";
    QTest::newRow("the last step fails: the steps before undone")
        << "last" << false << int(Step::Work) << 0 << "NOT NULL";
    QTest::newRow("the last step fails, begun immediate: undone")
        << "last" << true << int(Step::Work) << 0 << "NOT NULL";
    QTest::newRow("the work says why it stops: undone, its words")
        << "refused" << false << int(Step::Work) << 0 << "refused";
    QTest::newRow("the commit fails: undone") << "commit" << false << int(Step::Commit) << 0 << "FOREIGN KEY";
    QTest::newRow("locked by another program: the begin fails")
        << "locked" << true << int(Step::Begin) << 0 << "locked";
    QTest::newRow("nested: the rollback left to the batch") << "nested" << false << int(Step::Work) << 0 << "NOT NULL";
}

void TestHistoryUnits::transactionRollsBack()
{
    QFETCH(QString, fault);
    QFETCH(bool, immediate);
    QFETCH(int, failedAt);
    QFETCH(int, rowsAfter);
    QFETCH(QString, error);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("units.db"));
    Connection c(QStringLiteral("units-writer"), path);
    QVERIFY(c.opened());
    QVERIFY(c.exec(QStringLiteral("PRAGMA foreign_keys = ON")));
    QVERIFY(c.exec(QStringLiteral("CREATE TABLE parent (id INTEGER PRIMARY KEY)")));
    QVERIFY(
        c.exec(QStringLiteral("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL,"
                              " p INTEGER REFERENCES parent (id) DEFERRABLE INITIALLY DEFERRED)")));

    std::optional<Connection> other;
    if (fault == QLatin1String("locked")) {
        other.emplace(QStringLiteral("units-other"), path);
        QVERIFY(other->opened());
        QVERIFY(other->exec(QStringLiteral("BEGIN EXCLUSIVE")));
    }
    std::optional<sql::Transaction> batch;
    if (fault == QLatin1String("nested")) {
        batch.emplace(c.db());
        QVERIFY(batch->begun());
    }
    int stepsRun = 0;
    auto work = [&](QString* why) {
        QSqlQuery q(c.db());
        for (int i = 0; i < 3; ++i) {
            ++stepsRun;
            const bool fails = (fault == QLatin1String("first") && i == 0) ||
                               ((fault == QLatin1String("last") || fault == QLatin1String("nested")) && i == 2);
            if (fault == QLatin1String("refused") && i == 2) {
                *why = QStringLiteral("refused at step 3");
                return false;
            }
            const QVariant p = fault == QLatin1String("commit") && i == 2 ? QVariant(99) : QVariant();
            if (!sql::run(q, QStringLiteral("INSERT INTO t (v, p) VALUES (?, ?)"),
                          {fails ? QVariant() : QVariant(QStringLiteral("row")), p}, why))
                return false;
        }
        return true;
    };
    const sql::TransactionResult r =
        sql::inTransaction(c.db(), work, {.immediate = immediate, .nested = batch.has_value()});
    QCOMPARE(int(r.failed), failedAt);
    QCOMPARE(bool(r), failedAt == int(sql::TransactionResult::Step::None));
    QVERIFY2(r.error.contains(error, Qt::CaseInsensitive), qPrintable(r.error));
    if (fault == QLatin1String("locked")) QCOMPARE(stepsRun, 0);  // nothing run without the lock
    if (batch) {
        QCOMPARE(c.rows(QStringLiteral("t")), 2);  // still in the batch: its to undo
        batch->rollback();
    }
    other.reset();
    QCOMPARE(c.rows(QStringLiteral("t")), rowsAfter);
    // The connection is usable again: no transaction left open.
    QVERIFY(c.exec(QStringLiteral("BEGIN")));
    QVERIFY(c.exec(QStringLiteral("ROLLBACK")));
}

// --- The record's result, as the engine computes it --------------------------------------------------

void TestHistoryUnits::resultDifference_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("difference");
    // clang-format off
    QTest::newRow("no result given") << "no result" << "";
    QTest::newRow("the engine's result") << "" << "";
    QTest::newRow("a field beyond the engine's is not compared") << "extra field" << "";
    QTest::newRow("a score that differs")
        << "score" << R"(result: score is {"EW":0,"NS":500}, given {"EW":0,"NS":10})";
    QTest::newRow("a field missing") << "no held" << "result: held is 0, given none";
    QTest::newRow("not an object") << "not an object" << "result: not an object";
    QTest::newRow("given for a deal not finished") << "unfinished" << "result: given for a deal not finished";
    // clang-format on
}

void TestHistoryUnits::resultDifference()
{
    QFETCH(QString, change);
    QFETCH(QString, difference);
    QJsonObject record = firstRecord();
    QVERIFY(record.value(QStringLiteral("result")).isObject());
    QJsonObject result = record.value(QStringLiteral("result")).toObject();
    if (change == QLatin1String("no result")) record.remove(QStringLiteral("result"));
    if (change == QLatin1String("extra field")) result.insert(QStringLiteral("comment"), QStringLiteral("well played"));
    if (change == QLatin1String("score")) result.insert(QStringLiteral("score"), QJsonObject{{"NS", 10}, {"EW", 0}});
    if (change == QLatin1String("no held")) result.remove(QStringLiteral("held"));
    if (record.contains(QStringLiteral("result"))) record.insert(QStringLiteral("result"), result);
    if (change == QLatin1String("not an object")) record.insert(QStringLiteral("result"), 3);
    if (change == QLatin1String("unfinished")) {
        QJsonArray play = record.value(QStringLiteral("play")).toArray();
        play.removeLast();
        record.insert(QStringLiteral("play"), play);
    }
    const auto rec = readRecord(record);
    QVERIFY2(rec, qPrintable(rec.error));
    QCOMPARE(belote::resultDifference(*rec.value), difference);
}

QTEST_MAIN(TestHistoryUnits)
#include "tst_history_units.moc"
