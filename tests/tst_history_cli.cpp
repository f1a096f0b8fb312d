// rebelote-cli history as a user runs it (the built binary, without a display): list, export,
// import and analyse over a history the game wrote, and bad input refused with one line and
// exit status 2, the good records kept, the database file never touched when it is bad.
#include "app/history/historyrecorder.h"
#include "app/history/historystore.h"
#include "historyfaults.h"
#include "historytestutil.h"

#include "processrun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

using namespace belote;
using namespace rebelote;
using namespace historytest;

namespace {

const QString kData = QStringLiteral(REBELOTE_TEST_DATA);

using processrun::Run;

// Without a display, as a script on a server runs it.
Run cli(const QStringList& args)
{
    processrun::Options o;
    o.noDisplay = true;
    return processrun::run(QStringLiteral(REBELOTE_CLI), args, o);
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QList<QByteArray> lines(const QByteArray& text)
{
    QList<QByteArray> out;
    for (const QByteArray& l : text.split('\n'))
        if (!l.isEmpty()) out << l;
    return out;
}

}  // namespace

class TestHistoryCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void helpNamesHistory();
    void listsGamesAndTheOneInProgress();
    void exportsDealsGamesAndTheDealInProgress();
    void importKeepsGoodRecordsRefusesBadOnes();
    void analysesADeal();
    void refuses_data();
    void refuses();
    void deletes_data();
    void deletes();
    void faults_data();
    void faults();

private:
    QTemporaryDir dir_;
    QString db_;
    qint64 game1_ = 0, game2_ = 0;
    qint64 playingDeal_ = 0;  // deal 1 of game2_, the game in progress
    std::vector<QJsonObject> played_;
    QJsonObject inProgress_;
    QStringList inProgressMoves_;
};

// The command line over a history with a fault (issue 32): a failure is never exit status 0,
// the reading commands open the file read-only (they work on a read-only file and never write
// to it, not even a schema into an empty file), and the file is left as it was.
void TestHistoryCli::faults_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("says");  // on standard error ("": nothing)
    QTest::addColumn<int>("outLines");  // on standard output (-1: not counted)
    const QStringList list{"history", "list"}, json{"history", "list", "--json"}, exportAll{"history", "export"};
    QTest::newRow("a table dropped: list") << "drop table moves" << list << 2 << "the table moves is missing" << 0;
    QTest::newRow("a table dropped: export")
        << "drop table current_deal" << exportAll << 2 << "the table current_deal is missing" << 0;
    QTest::newRow("a column dropped: list --json")
        << "drop column games.first_deal" << json << 2 << "the column games.first_deal is missing" << 0;
    QTest::newRow("a column dropped: export")
        << "drop column deals.branch_move" << exportAll << 2 << "the column deals.branch_move is missing" << 0;
    QTest::newRow("an index dropped: import")
        << "drop index deals_fingerprint" << QStringList{"history", "import", "RECORDS"} << 2
        << "the index deals_fingerprint is missing" << 0;
    QTest::newRow("an index dropped: delete")
        << "drop index games_status" << QStringList{"history", "delete", "--deal", "1"} << 2
        << "the index games_status is missing" << 0;
    QTest::newRow("the file read-only: list") << "read-only file" << list << 0 << "" << -1;
    QTest::newRow("the file read-only: export") << "read-only file" << exportAll << 0 << "" << 4;
    QTest::newRow("the folder read-only: export") << "read-only folder" << exportAll << 0 << "" << 4;
    QTest::newRow("the file read-only: import")
        << "read-only file" << QStringList{"history", "import", "RECORDS"} << 2 << "cannot be written" << 0;
    QTest::newRow("a lock held (BEGIN EXCLUSIVE): import")
        << "lock exclusive" << QStringList{"history", "import", "RECORDS"} << 2 << "locked by another program" << 0;
    QTest::newRow("a lock held (BEGIN EXCLUSIVE): export") << "lock exclusive" << exportAll << 0 << "" << 4;
    QTest::newRow("damaged pages: list") << "corrupt" << list << 2 << "cannot be read" << 0;
    QTest::newRow("a zero-length file: list") << "empty" << list << 0 << "an empty file" << 0;
    QTest::newRow("a zero-length file: export") << "empty" << exportAll << 0 << "an empty file" << 0;
    QTest::newRow("a record that cannot be read: export")
        << "bad record" << exportAll << 2 << "its stored record cannot be read" << 3;
    QTest::newRow("a record that cannot be read: export --deal")
        << "bad record" << QStringList{"history", "export", "--deal", "FIRST"} << 2
        << "its stored record cannot be read" << 0;
}

void TestHistoryCli::faults()
{
    QFETCH(QString, fault);
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, says);
    QFETCH(int, outLines);
    QTemporaryDir dir;
    const QString db = dir.filePath("history.db");
    QVERIFY(QFile::copy(db_, db));
    QFile::setPermissions(db, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    qint64 first = 0;
    {
        HistoryStore s;
        QVERIFY(s.open(db, HistoryStore::OpenMode::ReadOnly).ok);
        first = s.allDeals(false).front().id;
    }
    const QString records = dir.filePath("records.jsonl");
    {
        QFile f(records);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(toJsonLine(played_.front()) + '\n');
    }
    std::unique_ptr<historyfaults::Locker> locker;
    if (fault == "read-only file" || fault == "read-only folder") {
        const bool file = fault == "read-only file";
        // Root writes whatever the permissions: the command that writes cannot be refused
        // by the system then; those that read are read-only by themselves, root or not.
        if (::geteuid() == 0 && args.contains("import")) QSKIP("root writes a read-only file all the same");
        QFile::setPermissions(file ? db : dir.path(),
                              file ? QFileDevice::ReadOwner : QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    } else if (fault.startsWith("lock ")) {
        QVERIFY(historyfaults::execOn(db, {"PRAGMA journal_mode = DELETE"}));  // as the other program leaves it
    } else {
        QVERIFY(historyfaults::inject(db, fault));
    }
    auto restore = qScopeGuard([&] {
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QFile::setPermissions(db, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    });
    const QByteArray before = readFile(db);
    const QStringList filesBefore = QDir(dir.path()).entryList(QDir::Files, QDir::Name);
    if (fault.startsWith("lock ")) {
        // Taken last: the file's bytes are not read again until it is released, since closing
        // any descriptor of the file drops this process's POSIX locks on it (SQLite's own
        // connections keep theirs, other processes would no longer see them).
        locker = std::make_unique<historyfaults::Locker>(db, "BEGIN EXCLUSIVE");
        QVERIFY(locker->held);
    }
    for (QString& a : args) {
        if (a == "RECORDS") a = records;
        if (a == "FIRST") a = QString::number(first);
    }
    const Run r = cli(args << "--db" << db);
    QCOMPARE(r.exitCode, exitCode);
    if (says.isEmpty()) {
        QVERIFY2(r.err.isEmpty(), r.err.constData());
    } else {
        QCOMPARE(lines(r.err).size(), 1);  // one line, and one only
        QVERIFY2(r.err.contains(says.toUtf8()), r.err.constData());
    }
    if (outLines >= 0) QCOMPARE(lines(r.out).size(), outLines);
    if (exitCode == 0 && fault != "empty" && args.contains("list")) QVERIFY(r.out.contains("game "));
    QVERIFY(!lines(r.out).contains("{}"));
    if (fault == "bad record")
        QVERIFY2(r.err.contains(QStringLiteral("deal #%1:").arg(first).toUtf8()), r.err.constData());
    if (locker) locker->release();
    // Nothing written, nothing set aside, nothing made beside it.
    QCOMPARE(readFile(db), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files, QDir::Name), filesBefore);
    if (locker) {
        HistoryStore s;  // the lock gone, every deal is there
        QVERIFY(s.open(db, HistoryStore::OpenMode::Strict).ok);
        QCOMPARE(s.allDeals(false).size(), std::size_t(4));
    }
}

// A history as the game writes it: a game of 3 deals then abandoned for a second game whose
// deal 2 is in progress.
void TestHistoryCli::initTestCase()
{
    db_ = dir_.filePath("history.db");
    HistoryStore store;
    QVERIFY(store.open(db_).ok);
    GameController c;
    c.setPace(0);
    HistoryRecorder recorder(&store, &c);
    MoveCounter count(&c);
    c.newGame(people(Preset::Coinche, 3));
    while (count.records.size() < 3 && step(c)) {}
    QVERIFY(recorder.waitForWrites());
    game1_ = *recorder.gameId();
    played_ = count.records;
    c.newGame(people(Preset::Classic, 4));
    QVERIFY(recorder.waitForWrites());
    game2_ = *recorder.gameId();
    while (count.records.size() < 4 && step(c)) {}
    step(c);  // deal 2 dealt
    for (int i = 0; i < 9; ++i) step(c);
    inProgress_ = c.record();
    QVERIFY(recorder.waitForWrites());
    const auto saved = store.inProgress();
    QVERIFY(saved);
    QCOMPARE(int(saved->finishedDeals.size()), 1);
    playingDeal_ = saved->finishedDeals.front().id;
    for (const auto& m : saved->moves) inProgressMoves_ << m.text();
    QVERIFY(!inProgressMoves_.isEmpty());
}

void TestHistoryCli::helpNamesHistory()
{
    Run r = cli({"--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("history"));
    r = cli({"help", "history"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("rebelote-cli history list"));
    QVERIFY(r.out.contains("--in-progress"));
    QVERIFY(r.out.contains("rebelote-cli history delete --deal ID... | --game ID"));
}

void TestHistoryCli::listsGamesAndTheOneInProgress()
{
    Run r = cli({"history", "list", "--db", db_});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("game %1  coinche").arg(game1_).toUtf8()), r.out.constData());
    QVERIFY(r.out.contains("abandoned"));
    QVERIFY(r.out.contains("in progress"));
    QVERIFY2(r.out.contains(("deal 2 in progress: " + inProgressMoves_.join(' ')).toUtf8()), r.out.constData());

    r = cli({"history", "list", "--json", "--db", db_});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(lines(r.out).size(), 1);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    const QJsonArray games = o.value("games").toArray();
    QCOMPARE(games.size(), 2);
    QCOMPARE(games[0].toObject().value("deals").toArray().size(), 3);
    QCOMPARE(games[0].toObject().value("inProgress").toBool(), false);
    const QJsonObject second = games[1].toObject();
    QCOMPARE(second.value("inProgress").toBool(), true);
    QCOMPARE(second.value("dealInProgress").toObject().value("number").toInt(), 2);
    QCOMPARE(second.value("dealInProgress").toObject().value("moves").toArray().size(), inProgressMoves_.size());
}

void TestHistoryCli::exportsDealsGamesAndTheDealInProgress()
{
    Run r = cli({"history", "export", "--game", QString::number(game1_), "--db", db_});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 3);
    for (int i = 0; i < 3; ++i) QCOMPARE(out[i], toJsonLine(played_[std::size_t(i)]));

    r = cli({"history", "export", "--deal", "2", "--db", db_});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(lines(r.out), QList<QByteArray>{out[1]});

    r = cli({"history", "export", "--db", db_});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(lines(r.out).size(), 4);

    // The deal in progress: a record without result, its play where the game stopped, that
    // the engine reads.
    r = cli({"history", "export", "--in-progress", "--db", db_});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(lines(r.out), QList<QByteArray>{toJsonLine(inProgress_)});
    QVERIFY(!inProgress_.contains("result"));
    QVERIFY(readRecord(lines(r.out)[0]));
}

void TestHistoryCli::importKeepsGoodRecordsRefusesBadOnes()
{
    QTemporaryDir dir;
    const QString db = dir.filePath("h.db");
    // score-mixed.jsonl holds good records and one with an illegal card.
    Run r = cli({"history", "import", kData + "/coinche-deals.jsonl", kData + "/score-mixed.jsonl", "--db", db});
    QCOMPARE(r.exitCode, 2);
    const QList<QByteArray> err = lines(r.err);
    QCOMPARE(err.size(), 1);
    QVERIFY2(err[0].startsWith((kData + "/score-mixed.jsonl:3: play 3 (N:TD): must overtrump").toUtf8()),
             err[0].constData());
    QVERIFY2(r.out.startsWith("imported "), r.out.constData());
    const int added = r.out.split(' ')[1].toInt();
    QVERIFY(added > 0);
    // Again: all already there, nothing refused but the same bad line.
    r = cli({"history", "import", kData + "/coinche-deals.jsonl", "--db", db});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith("imported 0 deals"), r.out.constData());
    r = cli({"history", "export", "--db", db});
    QCOMPARE(lines(r.out).size(), added);
}

void TestHistoryCli::analysesADeal()
{
    const Run r = cli({"history", "analyse", "--deal", "1", "--db", db_});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith("#1  "), r.out.constData());
    QVERIFY(r.out.contains("seeing every hand") || r.out.contains("passed"));
}

void TestHistoryCli::refuses_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("says");
    QTest::newRow("no action") << QStringList{"history"} << "which one";
    QTest::newRow("an unknown action") << QStringList{"history", "drop"} << "unknown action drop";
    QTest::newRow("two selections to export")
        << QStringList{"history", "export", "--game", "1", "--deal", "1"} << "one of";
    QTest::newRow("a deal that is not there") << QStringList{"history", "export", "--deal", "999"} << "no deal #999";
    QTest::newRow("an id that is not one") << QStringList{"history", "export", "--deal", "x"} << "is not an id";
    QTest::newRow("analyse without a deal") << QStringList{"history", "analyse"} << "which deal";
    QTest::newRow("import without files") << QStringList{"history", "import"} << "which files";
    QTest::newRow("a database that is not there")
        << QStringList{"history", "list", "--db", "/nonexistent/h.db"} << "no history here";
    QTest::newRow("a database that is not SQLite (left as it is)")
        << QStringList{"history", "list", "--db", "NOTSQLITE"} << "cannot be read";
    QTest::newRow("a database of a newer version (left as it is)")
        << QStringList{"history", "list", "--db", "NEWER"} << "newer version";
}

void TestHistoryCli::refuses()
{
    QFETCH(QStringList, args);
    QFETCH(QString, says);
    QTemporaryDir dir;
    QString bad;
    if (args.contains("NOTSQLITE")) {
        bad = dir.filePath("bad.db");
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a database at all");
    }
    if (args.contains("NEWER")) {
        bad = dir.filePath("newer.db");
        QVERIFY(QFile::copy(db_, bad));
        {
            QSqlDatabase d = QSqlDatabase::addDatabase("QSQLITE", "newer");
            d.setDatabaseName(bad);
            QVERIFY(d.open());
            QSqlQuery q(d);
            QVERIFY(q.exec("INSERT INTO schema_migrations VALUES (42, 'later')"));
            d.close();
        }
        QSqlDatabase::removeDatabase("newer");
    }
    for (QString& a : args)
        if (a == "NOTSQLITE" || a == "NEWER") a = bad;
    if (!args.contains("--db")) args << "--db" << db_;
    const QByteArray before = bad.isEmpty() ? QByteArray() : readFile(bad);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(lines(r.err).size(), 1);
    QVERIFY2(r.err.contains(says.toUtf8()), r.err.constData());
    QVERIFY(r.out.isEmpty());
    if (!bad.isEmpty()) {
        QCOMPARE(readFile(bad), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);  // nothing set aside, nothing made
    }
}

void TestHistoryCli::deletes_data()
{
    // GAME1: the abandoned game of deals #1 to #3; GAME2 the game in progress, PLAYING its
    // finished deal 1.
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("says");  // on standard output for 0, standard error for 2
    QTest::addColumn<int>("dealsLeft");
    QTest::newRow("a deal") << QStringList{"--deal", "2"} << 0 << "deleted 1 deal" << 3;
    QTest::newRow("several deals") << QStringList{"--deal", "1", "3"} << 0 << "deleted 2 deals" << 2;
    QTest::newRow("several deals, --deal each")
        << QStringList{"--deal", "1", "--deal", "3"} << 0 << "deleted 2 deals" << 2;
    QTest::newRow("every deal of a game: the game goes too")
        << QStringList{"--deal", "1", "2", "3"} << 0 << "deleted 3 deals" << 1;
    QTest::newRow("a game") << QStringList{"--game", "GAME1"} << 0 << "deleted game GAME1" << 1;
    QTest::newRow("an unknown deal") << QStringList{"--deal", "999"} << 2 << "delete: no deal #999" << 4;
    QTest::newRow("an unknown deal among known ones: nothing deleted")
        << QStringList{"--deal", "1", "999"} << 2 << "delete: no deal #999" << 4;
    QTest::newRow("a deal of the game in progress")
        << QStringList{"--deal", "PLAYING"} << 2 << "delete: deal #PLAYING belongs to game GAME2, the game in progress"
        << 4;
    QTest::newRow("the game in progress")
        << QStringList{"--game", "GAME2"} << 2 << "delete: game GAME2 is the game in progress" << 4;
    QTest::newRow("an unknown game") << QStringList{"--game", "99"} << 2 << "delete: no game 99" << 4;
    QTest::newRow("neither deal nor game") << QStringList{} << 2 << "delete: --deal ID... or --game ID" << 4;
    QTest::newRow("both") << QStringList{"--deal", "1", "--game", "GAME1"} << 2 << "delete: --deal ID... or --game ID"
                          << 4;
    QTest::newRow("an id that is not one") << QStringList{"--deal", "1", "x"} << 2 << "--deal: x is not an id" << 4;
}

// history delete on a copy of the history: what goes, what stays, and a refusal in one line
// with exit status 2, nothing deleted.
void TestHistoryCli::deletes()
{
    QFETCH(QStringList, args);
    QFETCH(int, status);
    QFETCH(QString, says);
    QFETCH(int, dealsLeft);
    auto fill = [&](QString text) {
        return text.replace("GAME1", QString::number(game1_))
            .replace("GAME2", QString::number(game2_))
            .replace("PLAYING", QString::number(playingDeal_));
    };
    for (QString& a : args) a = fill(a);
    says = fill(says);
    QTemporaryDir dir;
    const QString db = dir.filePath("h.db");
    QVERIFY(QFile::copy(db_, db));
    const Run r = cli(QStringList{"history", "delete"} + args + QStringList{"--db", db});
    QCOMPARE(r.exitCode, status);
    const QByteArray& said = status == 0 ? r.out : r.err;
    QCOMPARE(lines(said).size(), 1);
    QVERIFY2(said.contains(says.toUtf8()), said.constData());
    QVERIFY((status == 0 ? r.err : r.out).isEmpty());

    const Run left = cli({"history", "export", "--db", db});
    QCOMPARE(left.exitCode, 0);
    QCOMPARE(int(lines(left.out).size()), dealsLeft);
    // The game in progress always stands where it stopped.
    const Run inProgress = cli({"history", "export", "--in-progress", "--db", db});
    QCOMPARE(lines(inProgress.out), QList<QByteArray>{toJsonLine(inProgress_)});
    const Run list = cli({"history", "list", "--json", "--db", db});
    const QJsonArray games = QJsonDocument::fromJson(list.out).object().value("games").toArray();
    const bool game1Gone = status == 0 && dealsLeft == 1;
    QCOMPARE(games.size(), game1Gone ? 1 : 2);
}

QTEST_GUILESS_MAIN(TestHistoryCli)
#include "tst_history_cli.moc"
