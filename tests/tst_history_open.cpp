// Opening a history that something is wrong with (issue 32), one row a fault injected into a
// history the game wrote (two deals finished, a third under way): a table, a column or an
// index dropped, the file or its folder read-only (through SQLite's read-only open when the
// test runs as root, whom chmod does not stop), a lock held by another connection, damaged
// pages, a zero-length file. Each row checks what the game's open() does with it (only a
// really damaged file is set aside; the others are shown read-only or waited for), that the
// message is one line saying what is true, what the command line's two modes say, and that
// nothing already saved is lost: the file's bytes are those it had, and once the fault is
// cleared the history opens with every game, deal and move it had.
#include "app/history/historyrecorder.h"
#include "app/history/historystore.h"
#include "historyfaults.h"
#include "historytestutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

#include <sys/wait.h>
#include <unistd.h>

using namespace belote;
using namespace rebelote;
using namespace historytest;
using namespace historyfaults;

namespace {

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

HistoryOptions options();

// Plays every seat of a recorded game until `deals` deals are finished and `moves` moves
// of the next are made.
bool writeHistory(const QString& path, int deals, int moves)
{
    HistoryStore store;
    if (!store.open(path, HistoryStore::OpenMode::SetAside, options()).ok) return false;
    RecordedGame game(&store);
    game.c.newGame(people(Preset::Coinche, 11));
    int after = -1;
    while (step(game.c, 3)) {
        if (int(game.counter.records.size()) == deals && after < 0) after = game.counter.moves;
        if (after >= 0 && game.counter.moves - after >= moves) break;
    }
    return game.recorder.waitForWrites() && int(game.counter.records.size()) == deals;
}

// The rows of each table, through a read-only connection that writes nothing ("" : the
// table is not there).
QMap<QString, qint64> rowsOf(const QString& path)
{
    QMap<QString, qint64> out;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "test-count");
        db.setDatabaseName(path);
        db.setConnectOptions("QSQLITE_OPEN_READONLY");
        if (db.open())
            for (const char* table : {"games", "deals", "current_deal", "moves", "analyses"}) {
                QSqlQuery q(db);
                if (q.exec(QStringLiteral("SELECT COUNT(*) FROM %1").arg(QLatin1String(table))) && q.next())
                    out.insert(QLatin1String(table), q.value(0).toLongLong());
            }
        db.close();
    }
    QSqlDatabase::removeDatabase("test-count");
    return out;
}

// Root writes whatever the permissions: the store is told the file or folder cannot be
// written, as the system tells another user, and opens it through SQLite's read-only open.
QString notWritable;
bool probe(const QString& path)
{
    return QFileInfo(path).absoluteFilePath() != notWritable && QFileInfo(path).isWritable();
}

// The waits for a lock are short here; what is tested is that it is waited for and said.
HistoryOptions options() { return {2, 50, probe}; }

QStringList others(const QString& dir)
{
    QStringList out = QDir(dir).entryList(QDir::Files, QDir::Name);
    out.removeAll("history.db");
    return out;
}

}  // namespace

class TestHistoryOpen : public QObject {
    Q_OBJECT

private slots:
    void faults_data();
    void faults();
    void damagedHistoryIsReadableThenStartedAnew();
    void damagedPagesAreSalvaged();
    void readOnlyFolderWithALogLeft();
    void journalLeftByAKilledWriterIsRolledBack();
    void folderWhereTheFileShouldBe_data();
    void folderWhereTheFileShouldBe();
};

void TestHistoryOpen::faults_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("says");        // the game's message
    QTest::addColumn<bool>("opened");         // the game has a history to show
    QTest::addColumn<bool>("readOnly");       // shown read-only, nothing recorded
    QTest::addColumn<QString>("asideKind");   // set aside as history.db.KIND-…, or not
    QTest::addColumn<QString>("strictSays");  // the command line's writing commands ("": they open it)
    QTest::addColumn<bool>("readsOk");        // its reading commands open it
    // clang-format off
    QTest::newRow("a table dropped (moves)") << "drop table moves" << "the table moves is missing" << true << true << ""
                                             << "the table moves is missing" << false;
    QTest::newRow("a table dropped (analyses)") << "drop table analyses" << "the table analyses is missing" << true << true
                                                << "" << "the table analyses is missing" << false;
    QTest::newRow("a column dropped (deals.branch_move)")
        << "drop column deals.branch_move" << "the column deals.branch_move is missing" << true << true << ""
        << "the column deals.branch_move is missing" << false;
    QTest::newRow("a column dropped (games.first_deal)")
        << "drop column games.first_deal" << "the column games.first_deal is missing" << true << true << ""
        << "the column games.first_deal is missing" << false;
    QTest::newRow("an index dropped (deals_fingerprint)")
        << "drop index deals_fingerprint" << "the index deals_fingerprint is missing" << true << true << ""
        << "the index deals_fingerprint is missing" << false;
    QTest::newRow("the file read-only") << "read-only file" << "is read-only: this game will not be kept" << true << true << ""
                                        << "cannot be written" << true;
    QTest::newRow("the folder read-only") << "read-only folder" << "folder" << true << true << "" << "cannot be written" << true;
    QTest::newRow("a lock held (rollback journal, BEGIN EXCLUSIVE)")
        << "lock exclusive" << "locked by another program" << false << false << "" << "locked by another program" << true;
    QTest::newRow("a write lock held (rollback journal, BEGIN IMMEDIATE)")
        << "lock immediate" << "locked by another program" << true << true << "" << "locked by another program" << true;
    QTest::newRow("damaged pages") << "corrupt" << "cannot be read" << true << false << "corrupt" << "cannot be read" << false;
    QTest::newRow("a zero-length file") << "empty" << "was empty" << true << false << "" << "" << true;
    // clang-format on
}

void TestHistoryOpen::faults()
{
    QFETCH(QString, fault);
    QFETCH(QString, says);
    QFETCH(bool, opened);
    QFETCH(bool, readOnly);
    QFETCH(QString, asideKind);
    QFETCH(QString, strictSays);
    QFETCH(bool, readsOk);
    QTemporaryDir dir;
    const QString path = dir.filePath("history.db");
    QVERIFY(writeHistory(path, 2, 5));
    const QMap<QString, qint64> before = rowsOf(path);
    QCOMPARE(before.value("deals"), 2);
    QVERIFY(before.value("moves") >= 5);

    // The fault.
    std::unique_ptr<Locker> locker;
    notWritable.clear();
    if (fault == "read-only file" || fault == "read-only folder") {
        const QString target = fault == "read-only file" ? path : dir.path();
        QFile::setPermissions(target, fault == "read-only file" ? QFileDevice::ReadOwner
                                                                : QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        if (::geteuid() == 0) {
            notWritable = QFileInfo(target).absoluteFilePath();
        }
    } else if (fault.startsWith("lock ")) {
        locker = std::make_unique<Locker>(path, fault == "lock exclusive" ? "BEGIN EXCLUSIVE" : "BEGIN IMMEDIATE");
        QVERIFY(locker->held);
    } else {
        QVERIFY(inject(path, fault));
    }
    auto restore = qScopeGuard([&] {
        notWritable.clear();
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    });
    const QByteArray bytes = readFile(path);
    const QStringList filesBefore = others(dir.path());

    {  // The command line's reading commands: read-only, nothing written, not even a schema.
        HistoryStore reader;
        const auto r = reader.open(path, HistoryStore::OpenMode::ReadOnly, options());
        QVERIFY2(r.ok == readsOk, qPrintable(r.message));
        QVERIFY(!r.message.contains('\n'));
        if (!readsOk) QVERIFY2(r.message.contains(strictSays), qPrintable(r.message));
        if (r.ok && fault != "empty") {
            QCOMPARE(int(reader.games().size()), int(before.value("games")));
            QCOMPARE(int(reader.allDeals().size()), int(before.value("deals")));
            QVERIFY(reader.lastError().isEmpty());
            QVERIFY(!reader.beginGame(people(Preset::Classic, 1), {}));  // refused: read-only
        }
        if (fault == "empty") QVERIFY2(r.message.contains("empty"), qPrintable(r.message));
    }
    QCOMPARE(readFile(path), bytes);
    QCOMPARE(others(dir.path()), filesBefore);

    {  // Its writing commands: the file opened to write, or a clear refusal.
        HistoryStore writer;
        const auto r = writer.open(path, HistoryStore::OpenMode::Strict, options());
        QVERIFY(!r.message.contains('\n'));
        if (strictSays.isEmpty()) {
            QVERIFY2(r.ok, qPrintable(r.message));
        } else {
            QVERIFY(!r.ok);
            QVERIFY2(r.message.contains(strictSays) && r.message.contains(QDir::toNativeSeparators(path)),
                     qPrintable(r.message));
        }
    }
    if (fault != "empty") QCOMPARE(readFile(path), bytes);
    if (fault == "empty") {  // the writing command made a history in it: empty again
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    }

    // The game.
    HistoryStore store;
    const auto r = store.open(path, HistoryStore::OpenMode::SetAside, options());
    QVERIFY2(r.message.contains(says), qPrintable(r.message));
    QVERIFY2(!r.message.contains('\n'), qPrintable(r.message));
    QCOMPARE(r.ok && store.isOpen(), opened);
    QCOMPARE(r.readOnly, readOnly);
    QCOMPARE(store.isReadOnly(), readOnly);
    QCOMPARE(r.damaged, fault.startsWith("drop "));
    QCOMPARE(r.locked, fault.startsWith("lock "));
    QCOMPARE(r.empty, fault == "empty");
    QVERIFY(!r.inMemory);
    if (fault.startsWith("drop ")) {
        QVERIFY2(r.message.contains("damaged") && r.message.contains("read-only"), qPrintable(r.message));
    }
    if (fault == "read-only folder")
        QVERIFY2(r.message.contains(QStringLiteral("The history folder %1 is read-only: this game will not be kept.")
                                        .arg(QDir::toNativeSeparators(dir.path()))),
                 qPrintable(r.message));
    if (opened && readOnly) {
        // What can be read is offered: every game and deal, the game in progress.
        QCOMPARE(int(store.games().size()), int(before.value("games")));
        const auto deals = store.allDeals();
        QCOMPARE(int(deals.size()), int(before.value("deals")));
        for (const DealRow& d : deals) QVERIFY2(checkRecord(d.record).isEmpty(), qPrintable(checkRecord(d.record)));
        if (fault != "drop table moves") {
            const auto saved = store.inProgress();
            QVERIFY(saved);
            QCOMPARE(qint64(saved->moves.size()), before.value("moves"));
        }
        // Nothing is recorded.
        QVERIFY(!store.beginGame(people(Preset::Classic, 1), {}));
        QCOMPARE(int(store.games().size()), int(before.value("games")));
    }
    if (asideKind.isEmpty()) {
        QVERIFY(r.setAsidePath.isEmpty());
        if (fault != "empty") {
            QCOMPARE(readFile(path), bytes);  // not a byte written
            QCOMPARE(others(dir.path()), filesBefore);
        }
    } else {
        // Set aside whole, named in the message with the way back.
        QVERIFY2(QFileInfo(r.setAsidePath).fileName().startsWith("history.db." + asideKind + "-"),
                 qPrintable(r.setAsidePath));
        QCOMPARE(readFile(r.setAsidePath), bytes);
        QVERIFY2(r.message.contains(QDir::toNativeSeparators(r.setAsidePath)) &&
                     r.message.contains("rename it back to history.db"),
                 qPrintable(r.message));
        // SQLite's text, when long, is cut between two words, never inside one.
        const qsizetype from = r.message.indexOf("it cannot be read: ") + 19, to = r.message.indexOf("…)");
        if (to > from) {
            QString raw;
            {
                QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "test-check");
                db.setDatabaseName(r.setAsidePath);
                db.setConnectOptions("QSQLITE_OPEN_READONLY");
                QSqlQuery q(db);
                QVERIFY(db.open() && q.exec("PRAGMA quick_check") && q.next());
                raw = q.value(0).toString().remove("*** in database main ***").simplified();
            }
            QSqlDatabase::removeDatabase("test-check");
            const QString shown = r.message.mid(from, to - from);
            QVERIFY2(raw.startsWith(shown) && raw.at(shown.size()) == ' ', qPrintable(shown));
        }
    }
    if (fault == "empty") {
        QCOMPARE(store.schemaVersion(), HistoryStore::kSchemaVersion);  // a new history, in the file
        return;
    }
    store.close();

    // The fault cleared: nothing that was saved is lost.
    if (locker) locker->release();
    restore.dismiss();
    notWritable.clear();
    QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    if (fault.startsWith("drop ") || fault == "corrupt") {
        QCOMPARE(readFile(asideKind.isEmpty() ? path : r.setAsidePath), bytes);
        return;
    }
    QCOMPARE(rowsOf(path), before);
    HistoryStore again;
    const auto r2 = again.open(path, HistoryStore::OpenMode::SetAside, options());
    QVERIFY2(r2.ok && !r2.readOnly && r2.message.isEmpty(), qPrintable(r2.message));
    QCOMPARE(int(again.allDeals().size()), int(before.value("deals")));
    QCOMPARE(qint64(again.inProgress()->moves.size()), before.value("moves"));
}

// A history with a few damaged pages (issue 44): what SQLite can still read is copied into a
// fresh history before the damaged file is set aside (kept byte for byte): every game, every
// deal but those of the damaged pages, the unfinished game's moves, and that game offered,
// whole. The message says, in the player's words, how many deals were saved and where the
// damaged file is; the new history records.
void TestHistoryOpen::damagedPagesAreSalvaged()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("history.db");
    {
        HistoryStore store;
        QVERIFY(store.open(path, HistoryStore::OpenMode::SetAside, options()).ok);
        RecordedGame game(&store);
        std::uint64_t seed = 100;
        game.c.newGame(people(Preset::Coinche, seed));
        // 150 deals or a few more, the last game in the middle of a deal.
        using Stage = GameController::Stage;
        auto midDeal = [&] {
            const Stage st = game.c.stage();
            return st != Stage::DealOver && st != Stage::GameOver && st != Stage::Idle &&
                   game.c.deal().callCount() + game.c.deal().cardPlay().cardsPlayed() >= 6;
        };
        while (game.counter.records.size() < 150 || !midDeal())
            if (!step(game.c, 5)) game.c.newGame(people(Preset::Coinche, ++seed));
        QVERIFY(game.recorder.waitForWrites());
    }
    QVERIFY(!QFile::exists(path + "-wal"));
    const QMap<QString, qint64> before = rowsOf(path);
    const int dealsBefore = int(before.value("deals"));
    QVERIFY(dealsBefore >= 150);
    std::optional<SavedGame> unfinished;
    {
        HistoryStore s;
        QVERIFY(s.open(path, HistoryStore::OpenMode::ReadOnly, options()).ok);
        unfinished = s.inProgress();
        QVERIFY(unfinished && !unfinished->moves.empty());
    }
    const QList<int> pages = damagePages(path, "deals", 3);
    QCOMPARE(pages.size(), 3);
    const QByteArray bytes = readFile(path);

    HistoryStore store;
    const auto r = store.open(path, HistoryStore::OpenMode::SetAside, options());
    QVERIFY2(r.ok && !r.readOnly && !r.inMemory && !r.damaged, qPrintable(r.message));
    QVERIFY2(!r.message.contains('\n'), qPrintable(r.message));
    // Most deals saved, the damaged pages' ones left out.
    QVERIFY2(r.salvagedDeals >= dealsBefore - 3 * 4 && r.salvagedDeals < dealsBefore,
             qPrintable(QString::number(r.salvagedDeals)));
    const auto deals = store.allDeals();
    QCOMPARE(int(deals.size()), r.salvagedDeals);
    for (const DealRow& d : deals) QVERIFY2(checkRecord(d.record).isEmpty(), qPrintable(checkRecord(d.record)));
    QCOMPARE(qint64(store.games().size()), before.value("games"));
    // In the player's words: how many deals, where the damaged file is; not SQLite's text.
    QVERIFY2(r.message.contains(QStringLiteral("%1 deals").arg(r.salvagedDeals)) &&
                 r.message.contains(QDir::toNativeSeparators(r.setAsidePath)) &&
                 r.message.contains("could not be read") && r.message.contains("saved whole"),
             qPrintable(r.message));
    for (const char* sqlite : {"malformed", "Tree ", "page", "btree", "SQL"})
        QVERIFY2(!r.message.contains(QLatin1String(sqlite)), qPrintable(r.message));
    // The damaged file kept as it was.
    QVERIFY(QFileInfo(r.setAsidePath).fileName().startsWith("history.db.corrupt-"));
    QCOMPARE(readFile(r.setAsidePath), bytes);
    // The unfinished game offered, whole: it resumes where it stood.
    const auto saved = store.inProgress();
    QVERIFY(saved);
    QCOMPARE(saved->game.id, unfinished->game.id);
    QCOMPARE(saved->moves.size(), unfinished->moves.size());
    ResumePoint point;
    QString error;
    QVERIFY2(saved->resumePoint(&point, &error), qPrintable(error));
    GameController c;
    c.setPace(0);
    QVERIFY2(c.resume(saved->game.setup(), point, &error), qPrintable(error));
    // The new history is sound and records.
    store.close();
    HistoryStore again;
    const auto r2 = again.open(path, HistoryStore::OpenMode::SetAside, options());
    QVERIFY2(r2.ok && !r2.readOnly && r2.message.isEmpty(), qPrintable(r2.message));
    QVERIFY(again.beginGame(people(Preset::Classic, 1), {}));
}

// A damaged schema: the person can replay and export what is there, then chooses a new
// history; the old file is kept aside, byte for byte, and the new one records.
void TestHistoryOpen::damagedHistoryIsReadableThenStartedAnew()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("history.db");
    QVERIFY(writeHistory(path, 2, 3));
    QVERIFY(execOn(path, {"ALTER TABLE deals DROP COLUMN branch_move"}));
    const QByteArray bytes = readFile(path);
    HistoryStore store;
    const auto r = store.open(path, HistoryStore::OpenMode::SetAside, options());
    QVERIFY(r.ok && r.damaged && r.readOnly);
    // Export: the records as they were saved.
    const QString out = dir.filePath("out.jsonl");
    std::vector<qint64> ids;
    for (const DealRow& d : store.allDeals()) ids.push_back(d.id);
    QString error;
    QVERIFY2(store.exportDeals(out, ids, &error), qPrintable(error));
    int records = 0;
    for (const QByteArray& line : readFile(out).split('\n'))
        if (!line.isEmpty()) {
            ++records;
            QVERIFY(checkRecord(QJsonDocument::fromJson(line).object()).isEmpty());
        }
    QCOMPARE(records, 2);
    QCOMPARE(readFile(path), bytes);

    const QString aside = store.asidePathForNew();
    QVERIFY(aside.startsWith(path + ".damaged-"));
    const auto fresh = store.startNew(aside);
    QVERIFY2(fresh.ok && !fresh.readOnly && !fresh.damaged, qPrintable(fresh.message));
    QCOMPARE(fresh.setAsidePath, aside);
    QVERIFY2(fresh.message.contains(QDir::toNativeSeparators(aside)) &&
                 fresh.message.contains("rename it back to history.db"),
             qPrintable(fresh.message));
    QCOMPARE(readFile(aside), bytes);
    QVERIFY(store.games().empty());
    QVERIFY(store.beginGame(people(Preset::Classic, 1), {}));
    QCOMPARE(int(store.games().size()), 1);
}

// A log left beside the file (the game killed) in a folder that cannot be written: the moves
// in the log are shown too, and nothing is made in the folder.
void TestHistoryOpen::readOnlyFolderWithALogLeft()
{
    QTemporaryDir source, dir;
    const QString path = dir.filePath("history.db");
    int made = 0;
    {
        HistoryStore writer;
        QVERIFY(writer.open(source.filePath("history.db"), HistoryStore::OpenMode::SetAside, options()).ok);
        RecordedGame game(&writer);
        game.c.newGame(people(Preset::Classic, 4));
        while (game.counter.moves < 12) QVERIFY(step(game.c));
        made = game.counter.moves;
        QVERIFY(game.recorder.waitForWrites());  // written by the writer thread before the copy
        // Copied while the game has it open: the file and its log, as a kill leaves them.
        for (const char* suffix : {"", "-wal"})
            QVERIFY(QFile::copy(source.filePath("history.db") + suffix, path + suffix));
    }
    const QByteArray db = readFile(path), wal = readFile(path + "-wal");
    QVERIFY(!wal.isEmpty());
    QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    if (::geteuid() == 0) {
        notWritable = QFileInfo(dir.path()).absoluteFilePath();
    }
    auto restore = qScopeGuard([&] {
        notWritable.clear();
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    });
    {
        HistoryStore store;
        const auto r = store.open(path, HistoryStore::OpenMode::SetAside, options());
        QVERIFY2(r.ok && r.readOnly, qPrintable(r.message));
        QVERIFY2(r.message.contains("folder") && r.message.contains("will not be kept"), qPrintable(r.message));
        const auto saved = store.inProgress();
        QVERIFY(saved);
        const auto told = std::count_if(saved->moves.begin(), saved->moves.end(),
                                        [](const MoveRow& m) { return m.kind != "belote" && m.kind != "rebelote"; });
        QCOMPARE(int(told), made);  // every move, those in the log too
    }
    QCOMPARE(readFile(path), db);
    QCOMPARE(readFile(path + "-wal"), wal);
}

// Another program wrote the file in rollback-journal mode and was killed inside a transaction,
// some of its pages already in the file: a healthy history that only a writer can roll back.
// The game's open rolls it back (not read as damaged, not set aside), every row as it was.
void TestHistoryOpen::journalLeftByAKilledWriterIsRolledBack()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("history.db");
    QVERIFY(writeHistory(path, 2, 5));
    const QMap<QString, qint64> before = rowsOf(path);
    std::vector<QJsonObject> records;
    {
        HistoryStore s;
        QVERIFY(s.open(path, HistoryStore::OpenMode::ReadOnly, options()).ok);
        for (const DealRow& d : s.allDeals()) records.push_back(d.record);
    }
    QVERIFY(execOn(path, {"PRAGMA journal_mode = DELETE"}));
    const pid_t child = ::fork();
    if (child == 0) {
        // The writer: a small cache, so that changed pages go to the file before the
        // commit, then killed (no rollback, no close).
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "killed");
        db.setDatabaseName(path);
        bool ok = db.open();
        QSqlQuery q(db);
        for (const char* s :
             {"PRAGMA cache_size = 1", "BEGIN", "UPDATE deals SET record = 'x'", "UPDATE moves SET value = 'x'"})
            ok = ok && q.exec(QLatin1String(s));
        ::_exit(ok && QFileInfo(path + "-journal").size() > 0 ? 0 : 1);
    }
    int status = 0;
    QCOMPARE(::waitpid(child, &status, 0), child);
    QVERIFY(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    QVERIFY(QFileInfo::exists(path + "-journal"));
    {  // The command line's reading commands cannot roll it back: they say so, and touch nothing.
        HistoryStore reader;
        const auto r = reader.open(path, HistoryStore::OpenMode::ReadOnly, options());
        QVERIFY(!r.ok);
        QVERIFY2(r.message.contains("history.db-journal") && !r.message.contains('\n'), qPrintable(r.message));
        QVERIFY(QFileInfo::exists(path + "-journal"));
    }
    HistoryStore store;
    const auto r = store.open(path, HistoryStore::OpenMode::SetAside, options());
    QVERIFY2(r.ok && !r.readOnly && r.message.isEmpty() && r.setAsidePath.isEmpty(), qPrintable(r.message));
    std::vector<QJsonObject> after;
    for (const DealRow& d : store.allDeals()) after.push_back(d.record);
    QCOMPARE(after, records);
    store.close();
    QCOMPARE(rowsOf(path), before);
}

// A folder made where history.db should be (issue 44): said as such in each mode, never as
// SQLite's "disk I/O error" alone; the game plays with a history in memory; the folder and
// what is in it are left as they were.
void TestHistoryOpen::folderWhereTheFileShouldBe_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("opened");  // a history in memory, for this run
    QTest::newRow("the game") << int(HistoryStore::OpenMode::SetAside) << true;
    QTest::newRow("the command line's writing commands") << int(HistoryStore::OpenMode::Strict) << false;
    QTest::newRow("the command line's reading commands") << int(HistoryStore::OpenMode::ReadOnly) << false;
}

void TestHistoryOpen::folderWhereTheFileShouldBe()
{
    QFETCH(int, mode);
    QFETCH(bool, opened);
    QTemporaryDir dir;
    const QString path = dir.filePath("history.db");
    QVERIFY(QDir().mkpath(path));
    QFile inside(path + "/kept.txt");
    QVERIFY(inside.open(QIODevice::WriteOnly));
    inside.write("mine");
    inside.close();

    HistoryStore store;
    const auto r = store.open(path, HistoryStore::OpenMode(mode), options());
    QVERIFY2(r.message.contains(QDir::toNativeSeparators(path)) && r.message.contains("a folder is there, not a file"),
             qPrintable(r.message));
    QVERIFY2(!r.message.contains("I/O"), qPrintable(r.message));
    QVERIFY(!r.message.contains('\n'));
    QCOMPARE(r.ok, opened);
    QCOMPARE(r.inMemory, opened);
    QVERIFY(r.setAsidePath.isEmpty());
    if (opened) QVERIFY(store.beginGame(people(Preset::Classic, 1), {}));  // the game plays
    store.close();
    QVERIFY(QFileInfo(path).isDir());
    QCOMPARE(QDir(path).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList{"kept.txt"});
    QCOMPARE(readFile(path + "/kept.txt"), QByteArray("mine"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList{"history.db"});
}

QTEST_GUILESS_MAIN(TestHistoryOpen)
#include "tst_history_open.moc"
