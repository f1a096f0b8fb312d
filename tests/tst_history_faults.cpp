// Faults of the history's file while a game is played (issue 32): a write lock held by
// another program (another connection's BEGIN EXCLUSIVE), a full disk (PRAGMA max_page_count
// on the writer's connection), the window closed with writes pending (the recovery file).
// After the fault clears, every move played is in the file with no gap, the game in progress
// resumes exactly where it stands (a fresh controller replays it to the same position) and
// every saved deal's record passes the engine's check (as `rebelote-cli score --check`).
// An import whose search for the deals already there fails (SQLite interrupts the lookup
// itself) or whose file is locked adds nothing and says so: a failed lookup is never "not a
// duplicate".
// Nothing here waits for a time: each wait is for a signal or a state, with a long timeout.
#include "app/history/historyrecorder.h"
#include "app/history/historyrecovery.h"
#include "app/history/historystore.h"
#include "app/history/historywriter.h"
#include "fulldisk.h"
#include "historyfaults.h"
#include "historytestutil.h"

#include <sqlite3.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <optional>

using namespace belote;
using namespace rebelote;
using namespace historytest;

namespace {

constexpr int kWaitMs = 60000;

// Another program holding the history: a connection of its own that takes the write lock
// and lets it go.
class Locker {
public:
    explicit Locker(const QString& path) : name_(QStringLiteral("locker-%1").arg(++count_))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name_);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=20000"));
        db.open();
    }
    ~Locker()
    {
        release();
        QSqlDatabase::database(name_).close();
        QSqlDatabase::removeDatabase(name_);
    }
    bool lock()
    {
        QSqlQuery q(QSqlDatabase::database(name_));
        held_ = q.exec(QStringLiteral("BEGIN EXCLUSIVE"));
        return held_;
    }
    void release()
    {
        if (!held_) return;
        QSqlQuery q(QSqlDatabase::database(name_));
        q.exec(QStringLiteral("COMMIT"));
        held_ = false;
    }

private:
    static inline int count_ = 0;
    QString name_;
    bool held_ = false;
};

// The moves as the recorder writes them (belotes too): of the deal in progress, and all.
class DealMoveCounter : public QObject {
public:
    explicit DealMoveCounter(GameController* c)
    {
        auto one = [this] {
            ++moves;
            ++total;
        };
        connect(c, &GameController::dealStarted, this, [this] { moves = 0; });
        connect(c, &GameController::callMade, this, one);
        connect(c, &GameController::coincheDeclined, this, one);
        connect(c, &GameController::declarationsMade, this, one);
        connect(c, &GameController::cardPlayed, this, one);
        connect(c, &GameController::beloteAnnounced, this, one);
    }
    int moves = 0;
    int total = 0;
};

// A game played at pace 0, its moves counted: all of them, and those of the deal in progress.
struct Played {
    Played() : count(&c), dealMoves(&c) { c.setPace(0); }
    GameController c;
    MoveCounter count;
    DealMoveCounter dealMoves;
};

bool sawBehind(const QSignalSpy& spy, const QString& word)
{
    for (const QList<QVariant>& s : spy)
        if (s.at(1).toString().contains(word)) return true;
    return false;
}

bool caughtUp(const QSignalSpy& spy) { return !spy.isEmpty() && spy.last().at(1).toString().isEmpty(); }

// Plays `n` moves more (fewer if the game ends first).
void play(GameController& c, MoveCounter& count, int n, unsigned salt = 0)
{
    const int target = count.moves + n;
    while (count.moves < target && step(c, salt)) {}
}

// Plays until the deal in progress is in its last trick.
void playToLastTrick(GameController& c)
{
    const int number = c.dealNumber();
    while (c.dealNumber() == number && !(c.deal().phase() == Phase::Play && c.deal().cardPlay().cardsPlayed() >= 28) &&
           step(c)) {}
}

// What the test checks once every write is made: the game in progress as saved resumes
// exactly where `c` stands, its current deal's moves are all there in order, and every
// finished deal of it is the deal played and passes the engine's check.
void checkSavedGame(HistoryStore& store, GameController& c, const std::vector<QJsonObject>& played, int dealMoves)
{
    const auto saved = store.inProgress();
    QVERIFY(saved);
    if (c.stage() != GameController::Stage::DealOver) {
        QCOMPARE(saved->dealNumber, c.dealNumber());
        QCOMPARE(int(saved->moves.size()), dealMoves);
    }
    for (int i = 0; i < int(saved->moves.size()); ++i) QCOMPARE(saved->moves[std::size_t(i)].index, i);
    const auto rows = store.deals(saved->game.id);
    QCOMPARE(rows.size(), played.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        QCOMPARE(toJsonLine(rows[i].record), toJsonLine(played[i]));
        QVERIFY2(checkRecord(rows[i].record).isEmpty(), qPrintable(checkRecord(rows[i].record)));
    }
    ResumePoint point;
    QString error;
    QVERIFY2(saved->resumePoint(&point, &error), qPrintable(error));
    GameController c2;
    c2.setPace(0);
    QVERIFY2(c2.resume(saved->game.setup(), point, &error), qPrintable(error));
    if (c.stage() == GameController::Stage::DealOver) c.continueAfterDeal();
    QCOMPARE(describe(c2), describe(c));
}

enum class Where { Auction, DealEnd, GameStart };

// The duplicate lookup of an import made to fail as it runs: SQLite's authorizer sees the
// lookup's statement prepared (it reads deals.fingerprint), and the progress handler then
// interrupts the next statement stepped, the lookup itself (SQLITE_INTERRUPT). Once.
class LookupFault {
public:
    explicit LookupFault(const QString& connection)
    {
        const QVariant h = QSqlDatabase::database(connection, false).driver()->handle();
        if (h.isValid() && qstrcmp(h.typeName(), "sqlite3*") == 0) db_ = *static_cast<sqlite3* const*>(h.data());
        if (!db_) return;
        sqlite3_set_authorizer(db_, &LookupFault::authorize, this);
        sqlite3_progress_handler(db_, 1, &LookupFault::progress, this);
    }
    ~LookupFault()
    {
        if (!db_) return;
        sqlite3_set_authorizer(db_, nullptr, nullptr);
        sqlite3_progress_handler(db_, 0, nullptr, nullptr);
    }
    bool ready() const { return db_ != nullptr; }
    bool fired = false;

private:
    static int authorize(void* self, int action, const char* table, const char* column, const char*, const char*)
    {
        auto* f = static_cast<LookupFault*>(self);
        if (action == SQLITE_READ && !f->fired && qstrcmp(table, "deals") == 0 && qstrcmp(column, "fingerprint") == 0)
            f->armed_ = true;
        return SQLITE_OK;
    }
    static int progress(void* self)
    {
        auto* f = static_cast<LookupFault*>(self);
        if (!f->armed_) return 0;
        f->armed_ = false;
        f->fired = true;
        return 1;
    }
    sqlite3* db_ = nullptr;
    bool armed_ = false;
};

// A recovery file made as the window makes it: a game played, the file locked by another
// program, more moves (and, `acrossADeal`, a deal's end) played, the recorder closed under
// the lock. `c` stands where the game was left; `records` holds its finished deals.
HistoryRecorder::Closed closeUnderALock(const QString& path, GameController& c, MoveCounter& count, bool acrossADeal)
{
    HistoryRecorder::Closed closed;
    HistoryStore store;
    if (!store.open(path).message.isEmpty()) return closed;
    HistoryRecorder recorder(&store, &c);
    c.newGame(people(Preset::Coinche, 61));
    play(c, count, 6);
    if (!recorder.waitForWrites()) return closed;
    Locker locker(path);
    if (!locker.lock()) return closed;
    if (acrossADeal) {
        const int number = c.dealNumber();
        while (c.dealNumber() == number && step(c)) {}
    }
    play(c, count, 7);
    return recorder.close(0);
}

// The writes of a recovery file, as they are read.
int recoveryWrites(const QString& path)
{
    std::vector<HistoryOp> ops;
    QString error;
    return HistoryRecovery::read(HistoryRecovery::pathFor(path), &ops, &error) ? int(ops.size()) : -1;
}

}  // namespace

class TestHistoryFaults : public QObject {
    Q_OBJECT

private slots:
    void lockReleased_data();
    void lockReleased();
    void diskFullThenFreed_data();
    void diskFullThenFreed();
    void recoveryFileReplayed_data();
    void recoveryFileReplayed();
    void recoveryFileWaitsForALock();
    void keptWritesWaitForALockAtStart_data();
    void keptWritesWaitForALockAtStart();
    void keptWritesRefused();
    void damagedRecoveryFile_data();
    void damagedRecoveryFile();
    void recoveryFileDamagedOnALine_data();
    void recoveryFileDamagedOnALine();
    void diskFullAtClose_data();
    void diskFullAtClose();
    void historyInMemoryIsWrittenAtOnce();
    void importLookupFails_data();
    void importLookupFails();

private:
    void playThroughFault(Where where, bool diskFull, Preset preset);
};

void TestHistoryFaults::lockReleased_data()
{
    QTest::addColumn<int>("where");
    QTest::addColumn<int>("preset");
    QTest::newRow("lock during the auction") << int(Where::Auction) << int(Preset::Classic);
    QTest::newRow("lock during the auction, coinche") << int(Where::Auction) << int(Preset::Coinche);
    QTest::newRow("lock across a deal's end") << int(Where::DealEnd) << int(Preset::Classic);
    QTest::newRow("lock across a deal's end, coinche") << int(Where::DealEnd) << int(Preset::Coinche);
    QTest::newRow("lock across a game's start") << int(Where::GameStart) << int(Preset::Classic);
}

void TestHistoryFaults::lockReleased()
{
    QFETCH(int, where);
    QFETCH(int, preset);
    playThroughFault(Where(where), false, Preset(preset));
}

void TestHistoryFaults::diskFullThenFreed_data()
{
    QTest::addColumn<int>("where");
    QTest::addColumn<int>("preset");
    QTest::newRow("disk full, freed during a deal") << int(Where::Auction) << int(Preset::Classic);
    QTest::newRow("disk full across a deal's end") << int(Where::DealEnd) << int(Preset::Coinche);
    QTest::newRow("disk full across a game's start") << int(Where::GameStart) << int(Preset::Classic);
}

void TestHistoryFaults::diskFullThenFreed()
{
    QFETCH(int, where);
    QFETCH(int, preset);
    playThroughFault(Where(where), true, Preset(preset));
}

// The fault starts (a lock at a chosen moment; a full disk whenever the file next needs a
// page), moves go on being played, the fault ends: the history catches up and is whole.
void TestHistoryFaults::playThroughFault(Where where, bool diskFull, Preset preset)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.db"));
    HistoryStore store;
    QVERIFY(store.open(path).message.isEmpty());
    GameController c;
    c.setPace(0);
    HistoryRecorder recorder(&store, &c);
    QSignalSpy backlog(&recorder, &HistoryRecorder::backlogChanged);
    QSignalSpy written(&recorder, &HistoryRecorder::moveSaved);
    MoveCounter count(&c);
    DealMoveCounter dealMoves(&c);
    Locker locker(path);
    historyfaults::DiskFull disk(recorder.writer());

    c.newGame(people(preset, 11));
    play(c, count, where == Where::Auction ? 0 : 10);
    if (where == Where::DealEnd) playToLastTrick(c);
    QVERIFY(recorder.waitForWrites());
    if (diskFull) {
        disk.fill();
        // Played on until a write needs a page the file may not have.
        while (!sawBehind(backlog, QStringLiteral("full")) && step(c)) {
            QTRY_VERIFY_WITH_TIMEOUT(recorder.pendingWrites() == 0 || sawBehind(backlog, QStringLiteral("full")),
                                     kWaitMs);
        }
        QVERIFY(sawBehind(backlog, QStringLiteral("full")));
    } else {
        QVERIFY(locker.lock());
    }
    std::size_t recordsBefore = count.records.size();
    switch (where) {
    case Where::Auction: play(c, count, 3); break;
    case Where::DealEnd: {
        const int number = c.dealNumber();
        while (c.dealNumber() == number && step(c)) {}
        play(c, count, 4);
        break;
    }
    case Where::GameStart:
        c.newGame(people(preset, 12));  // the game before is abandoned, its deals kept
        recordsBefore = count.records.size();
        play(c, count, 6);
        break;
    }
    const QString cause = diskFull ? QStringLiteral("disk is full") : QStringLiteral("locked by another program");
    QTRY_VERIFY_WITH_TIMEOUT(sawBehind(backlog, cause), kWaitMs);
    QVERIFY(recorder.pendingMoves() > 0);
    QVERIFY(HistoryRecorder::backlogText(recorder.pendingMoves(), backlog.last().at(1).toString())
                .startsWith(QStringLiteral("The history is")));
    if (diskFull) disk.free();
    else locker.release();

    QTRY_VERIFY_WITH_TIMEOUT(caughtUp(backlog), kWaitMs);
    QVERIFY(recorder.waitForWrites());
    QCOMPARE(recorder.pendingWrites(), 0);
    QCOMPARE(int(written.size()), dealMoves.total);  // every move written, once
    const std::vector<QJsonObject> played(
        count.records.begin() + qsizetype(where == Where::GameStart ? recordsBefore : 0), count.records.end());
    checkSavedGame(store, c, played, dealMoves.moves);
    if (where == Where::GameStart) {
        const auto games = store.games();
        QCOMPARE(int(games.size()), 2);
        int abandoned = 0;
        for (const GameRow& g : games) abandoned += g.status == GameStatus::Abandoned;
        QCOMPARE(abandoned, 1);
    }
}

void TestHistoryFaults::recoveryFileReplayed_data()
{
    QTest::addColumn<bool>("gameUnderLock");
    QTest::addColumn<bool>("acrossADeal");
    QTest::newRow("closed with moves pending") << false << false;
    QTest::newRow("closed with a deal's end pending") << false << true;
    QTest::newRow("closed with the game's start pending") << true << false;
}

// Closed while the file is locked: the writes left go to the recovery file, which the next
// start replays; the game then resumes where the window left it.
void TestHistoryFaults::recoveryFileReplayed()
{
    QFETCH(bool, gameUnderLock);
    QFETCH(bool, acrossADeal);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.db"));
    Played game;
    auto& [c, count, dealMoves] = game;
    HistoryRecorder::Closed closed;
    {
        HistoryStore store;
        QVERIFY(store.open(path).message.isEmpty());
        HistoryRecorder recorder(&store, &c);
        QSignalSpy backlog(&recorder, &HistoryRecorder::backlogChanged);
        QSignalSpy written(&recorder, &HistoryRecorder::moveSaved);
        Locker locker(path);
        if (gameUnderLock) QVERIFY(locker.lock());
        c.newGame(people(Preset::Coinche, 21));
        play(c, count, 8);
        if (acrossADeal) playToLastTrick(c);
        if (!gameUnderLock) {
            QVERIFY(recorder.waitForWrites());
            QVERIFY(locker.lock());
        }
        if (acrossADeal) {
            const int number = c.dealNumber();
            while (c.dealNumber() == number && step(c)) {}
        }
        play(c, count, 5);
        QTRY_VERIFY_WITH_TIMEOUT(sawBehind(backlog, QStringLiteral("locked")), kWaitMs);
        closed = recorder.close(0);
        QVERIFY(closed.moves > 0);
        QCOMPARE(int(written.size()) + closed.moves, dealMoves.total);  // each written, or kept
        QVERIFY(!closed.message.isEmpty());
        QCOMPARE(closed.recoveryPath, HistoryRecovery::pathFor(path));
        QVERIFY(QFile::exists(closed.recoveryPath));
    }
    // The next start: the history opened, the recovery replayed before anything else.
    HistoryStore store;
    QVERIFY(store.open(path).message.isEmpty());
    const HistoryRecovery::Replay replay = HistoryRecovery::replay(store);
    QVERIFY2(replay.message.isEmpty(), qPrintable(replay.message));
    QCOMPARE(replay.written, closed.writes);
    QCOMPARE(replay.moves, closed.moves);
    QVERIFY(!QFile::exists(closed.recoveryPath));
    checkSavedGame(store, c, count.records, dealMoves.moves);
}

// A recovery file replayed while another program holds the file: the writes wait in the
// file, in order, for the next start; then they are made.
void TestHistoryFaults::recoveryFileWaitsForALock()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.db"));
    GameController c;
    c.setPace(0);
    MoveCounter count(&c);
    HistoryRecorder::Closed closed;
    {
        HistoryStore store;
        QVERIFY(store.open(path).message.isEmpty());
        HistoryRecorder recorder(&store, &c);
        c.newGame(people(Preset::Classic, 31));
        play(c, count, 6);
        QVERIFY(recorder.waitForWrites());
        Locker locker(path);
        QVERIFY(locker.lock());
        play(c, count, 6);
        closed = recorder.close(0);
        QVERIFY(closed.moves > 0);
    }
    HistoryStore store;
    QVERIFY(store.open(path).message.isEmpty());
    {
        Locker locker(path);
        QVERIFY(locker.lock());
        const HistoryRecovery::Replay replay = HistoryRecovery::replay(store);
        QCOMPARE(replay.written, 0);
        QCOMPARE(replay.left, closed.writes);
        QVERIFY(replay.message.contains(QStringLiteral("locked")));
        QVERIFY(QFile::exists(closed.recoveryPath));
    }
    const HistoryRecovery::Replay replay = HistoryRecovery::replay(store);
    QVERIFY2(replay.message.isEmpty(), qPrintable(replay.message));
    QCOMPARE(replay.written, closed.writes);
    const auto saved = store.inProgress();
    QVERIFY(saved);
    GameController c2;
    c2.setPace(0);
    ResumePoint point;
    QString error;
    QVERIFY2(saved->resumePoint(&point, &error), qPrintable(error));
    QVERIFY2(c2.resume(saved->game.setup(), point, &error), qPrintable(error));
    QCOMPARE(describe(c2), describe(c));
}

// The recovery file's writes at a start while another program holds the history
// (BEGIN EXCLUSIVE): handed to the writer ahead of everything, they wait, counted in the
// backlog line, and the game is not offered (the file lacks them). Then:
// - "lock let go": they are written, once, the file removed, and the game offered is the
//   game as it was left, kept moves and all; the moves played on follow them.
// - "a new game dealt while they wait": its writes come after the kept ones, which are all
//   in the game it abandons (no deal of it refused nor lost).
// - "closed again under the lock" (with or without a new game): the recovery file holds the
//   kept writes once, then the new ones; the next start, without a lock, has everything once.
void TestHistoryFaults::keptWritesWaitForALockAtStart_data()
{
    QTest::addColumn<bool>("acrossADeal");
    QTest::addColumn<bool>("newGame");
    QTest::addColumn<bool>("closeAgain");
    QTest::newRow("lock let go") << false << false << false;
    QTest::newRow("lock let go, a deal's end kept") << true << false << false;
    QTest::newRow("a new game dealt while they wait") << true << true << false;
    QTest::newRow("closed again under the lock") << true << false << true;
    QTest::newRow("closed again under the lock, a new game dealt") << false << true << true;
}

void TestHistoryFaults::keptWritesWaitForALockAtStart()
{
    QFETCH(bool, acrossADeal);
    QFETCH(bool, newGame);
    QFETCH(bool, closeAgain);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.db"));
    const QString recovery = HistoryRecovery::pathFor(path);
    GameController c;
    c.setPace(0);
    MoveCounter count(&c);
    const HistoryRecorder::Closed closed = closeUnderALock(path, c, count, acrossADeal);
    QVERIFY(closed.moves > 0);
    QCOMPARE(recoveryWrites(path), closed.writes);
    const int gamesBefore = [&] {
        HistoryStore s;
        s.open(path);
        return int(s.games().size());
    }();

    // The next start, while another program holds the file.
    Locker locker(path);
    QVERIFY(locker.lock());
    HistoryStore store;
    QVERIFY(store.open(path).ok);
    QVERIFY(!store.isReadOnly());
    GameController c2;
    c2.setPace(0);
    MoveCounter count2(&c2);
    std::optional<HistoryRecorder> recorder(std::in_place, &store, &c2);
    QSignalSpy backlog(&*recorder, &HistoryRecorder::backlogChanged);
    QSignalSpy done(&*recorder, &HistoryRecorder::recoveryDone);
    QVERIFY(recorder->takeRecovery().isEmpty());
    QVERIFY(recorder->recoveryPending());
    QCOMPARE(recorder->recoveryMoves(), closed.moves);
    // Behind, and saying so with the kept moves counted.
    QTRY_VERIFY_WITH_TIMEOUT(sawBehind(backlog, QStringLiteral("locked")), kWaitMs);
    QCOMPARE(backlog.last().at(0).toInt(), closed.moves);
    QVERIFY(recorder->recoveryPending());
    QVERIFY(done.isEmpty());
    QVERIFY(QFile::exists(recovery));
    if (newGame) {
        c2.newGame(people(Preset::Classic, 62));  // dealt over it: its writes wait behind the kept ones
        play(c2, count2, 9);
        QTRY_VERIFY_WITH_TIMEOUT(backlog.last().at(0).toInt() > closed.moves, kWaitMs);
    }

    int newWrites = 0;
    if (closeAgain) {
        const HistoryRecorder::Closed again = recorder->close(0);
        QVERIFY(done.isEmpty());
        newWrites = again.writes - closed.writes;
        QCOMPARE(newWrites > 0, newGame);
        QCOMPARE(again.moves, closed.moves + count2.moves);
        // Kept once, the new writes after them.
        QCOMPARE(recoveryWrites(path), again.writes);
        recorder.reset();
        locker.release();
        // The start after, without a lock.
        recorder.emplace(&store, &c2);
        QSignalSpy done2(&*recorder, &HistoryRecorder::recoveryDone);
        QVERIFY(recorder->takeRecovery().isEmpty());
        QVERIFY(recorder->recoveryPending());
        QTRY_COMPARE_WITH_TIMEOUT(done2.size(), 1, kWaitMs);
        QCOMPARE(done2.front().at(0).toString(), QString());
    } else {
        locker.release();
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, kWaitMs);
        QCOMPARE(done.front().at(0).toString(), QString());
        QVERIFY(!recorder->recoveryPending());
    }
    QVERIFY(recorder->waitForWrites());
    QVERIFY(!QFile::exists(recovery));

    // The kept game: every deal once, as played; in progress (and offered) where `c` stands,
    // unless a new game was dealt over it (then abandoned, its finished deals kept).
    const auto games = store.games();
    QCOMPARE(int(games.size()), gamesBefore + (newGame ? 1 : 0));
    const GameRow& kept = games.front().id < games.back().id ? games.front() : games.back();
    const auto rows = store.deals(kept.id);
    QCOMPARE(rows.size(), count.records.size());
    for (std::size_t i = 0; i < rows.size(); ++i) QCOMPARE(toJsonLine(rows[i].record), toJsonLine(count.records[i]));
    const auto saved = store.inProgress();
    QVERIFY(saved);
    if (newGame) {
        QCOMPARE(kept.status, GameStatus::Abandoned);
        QVERIFY(saved->game.id != kept.id);
        QCOMPARE(int(saved->moves.size()), count2.moves);
        ResumePoint point;
        QString error;
        QVERIFY2(saved->resumePoint(&point, &error), qPrintable(error));
        GameController c3;
        c3.setPace(0);
        QVERIFY2(c3.resume(saved->game.setup(), point, &error), qPrintable(error));
        QCOMPARE(describe(c3), describe(c2));
        return;
    }
    QCOMPARE(saved->game.id, kept.id);
    // The game offered is the game as it was left; taken up, the moves played on follow
    // the kept ones in the same deal.
    const int keptMoves = int(saved->moves.size());
    QString error;
    QVERIFY2(recorder->resume(*saved, &error), qPrintable(error));
    // A trick complete: the game taken up shows it until it is gathered, as `c` may not.
    for (GameController* g : {&c, &c2})
        if (g->stage() == GameController::Stage::TrickPause) g->gatherTrick();
    QCOMPARE(describe(c2), describe(c));
    const int number = c2.dealNumber();
    const int before = count2.moves;
    while (count2.moves < before + 3 && c2.dealNumber() == number && step(c2)) {}
    const int more = count2.moves - before;
    QVERIFY(more > 0);
    QVERIFY(recorder->waitForWrites());
    const auto after = store.inProgress();
    QVERIFY(after);
    if (c2.dealNumber() == number) QCOMPARE(int(after->moves.size()), keptMoves + more);
    for (int i = 0; i < int(after->moves.size()); ++i) QCOMPARE(after->moves[std::size_t(i)].index, i);
    ResumePoint point;
    QVERIFY2(after->resumePoint(&point, &error), qPrintable(error));
    GameController c3;
    c3.setPace(0);
    QVERIFY2(c3.resume(after->game.setup(), point, &error), qPrintable(error));
    QCOMPARE(describe(c3), describe(c2));
}

// Kept writes that can never be made (here: already in the history, so their deal's row is
// refused by its unique index): one line says so, the file is set aside whole, and the game's
// writes go on instead of waiting behind them for ever.
void TestHistoryFaults::keptWritesRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.db"));
    const QString recovery = HistoryRecovery::pathFor(path);
    GameController c;
    c.setPace(0);
    MoveCounter count(&c);
    const HistoryRecorder::Closed closed = closeUnderALock(path, c, count, true);
    QVERIFY(closed.writes > 0);
    QByteArray bytes;
    {
        QFile f(recovery);
        QVERIFY(f.open(QIODevice::ReadOnly));
        bytes = f.readAll();
    }
    HistoryStore store;
    QVERIFY(store.open(path).message.isEmpty());
    QVERIFY(HistoryRecovery::replay(store).message.isEmpty());  // made once
    {
        QFile f(recovery);  // and kept again: a second time cannot be made
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    GameController c2;
    c2.setPace(0);
    HistoryRecorder recorder(&store, &c2);
    QSignalSpy done(&recorder, &HistoryRecorder::recoveryDone);
    QVERIFY(recorder.takeRecovery().isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, kWaitMs);
    const QString message = done.front().at(0).toString();
    QVERIFY2(message.contains(QStringLiteral("cannot be saved")) && message.contains(QStringLiteral("UNIQUE")),
             qPrintable(message));
    QVERIFY(!message.contains(QLatin1Char('\n')));
    QVERIFY(!QFile::exists(recovery));
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("history.db.recovery.unsaved-*")});
    QCOMPARE(aside.size(), 1);
    QFile kept(dir.filePath(aside.front()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), bytes);
    // The game as it was left (made once), and the next game recorded.
    const auto saved = store.inProgress();
    QVERIFY(saved);
    QString error;
    QVERIFY2(recorder.resume(*saved, &error), qPrintable(error));
    for (GameController* g : {&c, &c2})
        if (g->stage() == GameController::Stage::TrickPause) g->gatherTrick();
    QCOMPARE(describe(c2), describe(c));
    MoveCounter count2(&c2);
    play(c2, count2, 4);
    QVERIFY(recorder.waitForWrites());
    QCOMPARE(int(store.inProgress()->moves.size()), int(saved->moves.size()) + 4);
}

void TestHistoryFaults::damagedRecoveryFile_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("keptFrom");  // the byte the part kept aside starts at
    const QByteArray header = "{\"rebelote\":\"history-recovery\",\"version\":1}\n";
    const int h = int(header.size());
    QTest::newRow("empty file") << QByteArray() << 0;
    QTest::newRow("not JSON") << QByteArray(header + "{not json\n") << h;
    QTest::newRow("a line cut") << QByteArray(header + "{\"op\":\"move\",\"gameId\":1,\"deal\":1,\"kind\":\"ca") << h;
    QTest::newRow("not a recovery file") << QByteArray("{\"something\":\"else\"}\n") << 0;
    QTest::newRow("an unknown write") << QByteArray(header + "{\"op\":\"explode\",\"gameId\":1}\n") << h;
    QTest::newRow("a move without its seat")
        << QByteArray(header + "{\"op\":\"move\",\"gameId\":1,\"deal\":1,\"kind\":\"card\",\"value\":\"AS\"}\n") << h;
    QTest::newRow("binary") << QByteArray("\x00\xff\xfe garbage\n", 13) << 0;
}

// A recovery file with nothing readable: one line says so, what cannot be read is kept
// aside (the whole file when its first line is not ours; from the damaged line on when it
// is), nothing of the history changes, and the game in progress is offered as it was.
void TestHistoryFaults::damagedRecoveryFile()
{
    QFETCH(QByteArray, text);
    QFETCH(int, keptFrom);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.db"));
    GameController c;
    c.setPace(0);
    MoveCounter count(&c);
    {
        HistoryStore store;
        QVERIFY(store.open(path).message.isEmpty());
        HistoryRecorder recorder(&store, &c);
        c.newGame(people(Preset::Classic, 41));
        play(c, count, 12);
        QVERIFY(recorder.waitForWrites());
    }
    const QString recovery = HistoryRecovery::pathFor(path);
    {
        QFile f(recovery);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    }
    HistoryStore store;
    QVERIFY(store.open(path).message.isEmpty());
    const auto before = store.inProgress();
    QVERIFY(before);
    const HistoryRecovery::Replay replay = HistoryRecovery::replay(store);
    QVERIFY(replay.message.contains(QStringLiteral("could not be read")));
    QVERIFY(!replay.message.contains(QLatin1Char('\n')));
    QCOMPARE(replay.written, 0);
    QVERIFY(!QFile::exists(recovery));
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("history.db.recovery.unreadable-*")});
    QCOMPARE(aside.size(), 1);
    QFile kept(dir.filePath(aside.front()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), text.mid(keptFrom));
    const auto after = store.inProgress();
    QVERIFY(after);
    QCOMPARE(after->moves.size(), before->moves.size());
    ResumePoint point;
    QString error;
    QVERIFY2(after->resumePoint(&point, &error), qPrintable(error));
    GameController c2;
    c2.setPace(0);
    QVERIFY2(c2.resume(after->game.setup(), point, &error), qPrintable(error));
    QCOMPARE(describe(c2), describe(c));
}

// A recovery file of a game closed under a lock, damaged on its line `line` (cut there, the
// file ending in it; or that line alone changed, the lines after it whole): the writes before
// it are replayed, the rest of the file, from that line on, is kept aside as it was, and the
// player is told how many moves came back and where the rest is.
void TestHistoryFaults::recoveryFileDamagedOnALine_data()
{
    QTest::addColumn<bool>("cut");
    QTest::newRow("the 31st line cut, the file ending in it") << true;
    QTest::newRow("the 31st line changed, the lines after it whole") << false;
}

void TestHistoryFaults::recoveryFileDamagedOnALine()
{
    QFETCH(bool, cut);
    constexpr int kLine = 31;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.db"));
    const QString recovery = HistoryRecovery::pathFor(path);
    Played game;
    auto& [c, count, dealMoves] = game;
    int movesBefore = 0;
    {
        HistoryStore store;
        QVERIFY(store.open(path).message.isEmpty());
        HistoryRecorder recorder(&store, &c);
        c.newGame(people(Preset::Coinche, 81));
        play(c, count, 4);
        QVERIFY(recorder.waitForWrites());
        movesBefore = int(store.inProgress()->moves.size());
        Locker locker(path);
        QVERIFY(locker.lock());
        play(c, count, kLine + 6);
        QVERIFY(recorder.close(0).writes > kLine);
    }
    QFile file(recovery);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray whole = file.readAll();
    file.close();
    qsizetype at = 0;  // where line kLine starts
    for (int n = 1; n < kLine; ++n) at = whole.indexOf('\n', at) + 1;
    const qsizetype end = whole.indexOf('\n', at);
    const QByteArray damaged =
        cut ? whole.left(at + (end - at) / 2) : whole.left(at) + "{\"op\":\"move\",\"gam#\n" + whole.mid(end + 1);
    std::vector<HistoryOp> good;
    {
        QString error;
        QVERIFY(HistoryRecovery::read(recovery, &good, &error));
        good.resize(kLine - 2);                                 // the lines after the header, before the damaged one
        for (const HistoryOp& op : good) QVERIFY(op.isMove());  // one deal's moves, in order
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(damaged);
        file.close();
    }

    HistoryStore store;
    QVERIFY(store.open(path).message.isEmpty());
    GameController c2;
    c2.setPace(0);
    HistoryRecorder recorder(&store, &c2);
    QSignalSpy done(&recorder, &HistoryRecorder::recoveryDone);
    const QString message = recorder.takeRecovery();
    QVERIFY2(message.contains(QStringLiteral("line %1").arg(kLine)) &&
                 message.contains(QStringLiteral("%1 moves came back").arg(kLine - 2)),
             qPrintable(message));
    QVERIFY(!message.contains(QLatin1Char('\n')));
    QCOMPARE(recorder.recoveryMoves(), kLine - 2);
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, kWaitMs);
    QCOMPARE(done.front().at(0).toString(), QString());
    QVERIFY(recorder.waitForWrites());
    QVERIFY(!QFile::exists(recovery));
    // The rest, from the damaged line on, kept aside as it was, and named in the message.
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("history.db.recovery.unreadable-*")});
    QCOMPARE(aside.size(), 1);
    QVERIFY(message.contains(QDir::toNativeSeparators(dir.filePath(aside.front()))));
    QFile rest(dir.filePath(aside.front()));
    QVERIFY(rest.open(QIODevice::ReadOnly));
    QCOMPARE(rest.readAll(), damaged.mid(at));
    // The game offered has the moves saved before the lock and those that came back, in order.
    const auto saved = store.inProgress();
    QVERIFY(saved);
    QCOMPARE(int(saved->moves.size()), movesBefore + kLine - 2);
    for (int i = 0; i < int(saved->moves.size()); ++i) QCOMPARE(saved->moves[std::size_t(i)].index, i);
    for (std::size_t i = 0; i < good.size(); ++i) {
        const auto& m = saved->moves[std::size_t(movesBefore) + i];
        QCOMPARE(m.kind, good[i].moveKind);
        QCOMPARE(m.value, good[i].value);
    }
    QString error;
    QVERIFY2(recorder.resume(*saved, &error), qPrintable(error));
}

// Which folders are full at close, and where the moves left are then kept.
enum class KeptIn { Cache, Config, Nowhere };

void TestHistoryFaults::diskFullAtClose_data()
{
    QTest::addColumn<QStringList>("full");
    QTest::addColumn<int>("keptIn");
    QTest::newRow("the history's disk full: kept in the cache folder") << QStringList{"data"} << int(KeptIn::Cache);
    QTest::newRow("the cache full too: kept in the config folder")
        << QStringList{"data", "cache"} << int(KeptIn::Config);
    QTest::newRow("every folder full: kept in memory until there is room")
        << QStringList{"data", "cache", "config", "runtime"} << int(KeptIn::Nowhere);
}

// The disk of the history fills during a game (every write() and fsync() under its folder
// fails with ENOSPC, for SQLite and for the recovery file alike) and the window closes 74
// moves behind. The moves left are kept whole in the first folder of the user's that has
// room, or, with no room anywhere, kept in memory and said so, until space returns. What
// the player is told names the file, which holds every write left; nothing half-written is
// left anywhere. The next start finds the file where it is, replays it first, and the game
// resumes exactly where it stood.
void TestHistoryFaults::diskFullAtClose()
{
    QFETCH(QStringList, full);
    QFETCH(int, keptIn);
    QTemporaryDir root;
    const QStringList env{"XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_RUNTIME_DIR"};
    std::vector<QByteArray> before;
    for (const QString& name : env) before.push_back(qgetenv(name.toLatin1()));
    auto restore = qScopeGuard([&] {
        fulldisk::freeAll();
        for (std::size_t i = 0; i < before.size(); ++i) {
            const QByteArray name = env[qsizetype(i)].toLatin1();
            if (before[i].isNull()) qunsetenv(name);
            else qputenv(name, before[i]);
        }
    });
    const QStringList folders{"data", "cache", "config", "runtime"};
    for (const QString& f : folders) QVERIFY(QDir(root.path()).mkpath(f));
    qputenv("XDG_CACHE_HOME", root.filePath(QStringLiteral("cache")).toUtf8());
    qputenv("XDG_CONFIG_HOME", root.filePath(QStringLiteral("config")).toUtf8());
    qputenv("XDG_RUNTIME_DIR", root.filePath(QStringLiteral("runtime")).toUtf8());
    const QString path = root.filePath(QStringLiteral("data/history.db"));
    const QStringList places = HistoryRecovery::placesFor(path);
    QCOMPARE(places.size(), 4);
    QVERIFY(places[1].startsWith(root.filePath(QStringLiteral("cache/Rebelote/"))));
    QVERIFY(places[2].startsWith(root.filePath(QStringLiteral("config/Rebelote/"))));

    Played game;
    auto& [c, count, dealMoves] = game;
    HistoryRecorder::Closed closed;
    {
        HistoryStore store;
        QVERIFY(store.open(path).message.isEmpty());
        HistoryRecorder recorder(&store, &c);
        QSignalSpy backlog(&recorder, &HistoryRecorder::backlogChanged);
        c.newGame(people(Preset::Coinche, 91));
        play(c, count, 20);
        QVERIFY(recorder.waitForWrites());
        for (const QString& f : full) fulldisk::fill(root.filePath(f));
        play(c, count, 74);  // across a deal's end
        QTRY_VERIFY_WITH_TIMEOUT(sawBehind(backlog, QStringLiteral("disk is full")), kWaitMs);
        // Never "caught up" while the disk is full.
        for (const QList<QVariant>& b : backlog) QVERIFY(!b.at(1).toString().isEmpty());
        closed = recorder.close(0);
        // What the writer posted before it stopped, delivered: still never "caught up".
        QCoreApplication::sendPostedEvents();
        for (const QList<QVariant>& b : backlog) QVERIFY(!b.at(1).toString().isEmpty());
        QVERIFY2(closed.moves >= 74, qPrintable(QString::number(closed.moves)));
        QVERIFY(!closed.message.contains(QLatin1Char('\n')));
        if (keptIn == int(KeptIn::Nowhere)) {
            // Said plainly, nothing written anywhere; kept in memory until there is room.
            QVERIFY(closed.keptNowhere);
            QVERIFY(closed.recoveryPath.isEmpty());
            QVERIFY2(closed.message.contains(QStringLiteral("no room to keep it")) &&
                         closed.message.contains(QStringLiteral("No space left on device")),
                     qPrintable(closed.message));
            for (const QString& place : places) QVERIFY(!QFile::exists(place));
            QVERIFY(recorder.keepUnsaved().keptNowhere);  // still full
            fulldisk::freeAll();
            const HistoryRecorder::Closed again = recorder.keepUnsaved();
            QVERIFY(!again.keptNowhere);
            QCOMPARE(again.moves, closed.moves);
            QCOMPARE(again.writes, closed.writes);
            closed = again;
        }
        const QString expected = places[keptIn == int(KeptIn::Nowhere) ? 0 : keptIn == int(KeptIn::Cache) ? 1 : 2];
        QCOMPARE(closed.recoveryPath, expected);
        QVERIFY2(closed.message.contains(QDir::toNativeSeparators(expected)), qPrintable(closed.message));
        QVERIFY(closed.message.contains(QStringLiteral("kept in")));
        // Whole: every write left, read back from the file named.
        QVERIFY(QFileInfo(expected).size() > 0);
        std::vector<HistoryOp> ops;
        QString error;
        QVERIFY2(HistoryRecovery::read(expected, &ops, &error), qPrintable(error));
        QCOMPARE(int(ops.size()), closed.writes);
        QCOMPARE(HistoryRecovery::find(path), expected);
        // Nothing else written: no other recovery file, no half-written one beside any.
        for (const QString& f : folders) {
            QDirIterator it(root.filePath(f), QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString file = it.next();
                QVERIFY2(file == expected || (QFileInfo(file).fileName().startsWith(QStringLiteral("history.db")) &&
                                              !file.contains(QStringLiteral(".recovery"))),
                         qPrintable(file));
            }
        }
        fulldisk::freeAll();
    }

    // The next start, with room again: the file found where it was put, replayed first.
    HistoryStore store;
    QVERIFY(store.open(path).message.isEmpty());
    GameController c2;
    c2.setPace(0);
    HistoryRecorder recorder(&store, &c2);
    QSignalSpy done(&recorder, &HistoryRecorder::recoveryDone);
    QVERIFY(recorder.takeRecovery().isEmpty());
    QCOMPARE(recorder.recoveryMoves(), closed.moves);
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, kWaitMs);
    QCOMPARE(done.front().at(0).toString(), QString());
    QVERIFY(recorder.waitForWrites());
    QVERIFY(HistoryRecovery::find(path).isEmpty());
    checkSavedGame(store, c, count.records, dealMoves.moves);
}

// A history kept in memory (no file could be used): no other connection can reach it, so
// the recorder writes on the store itself, at once, and nothing goes to a recovery file.
void TestHistoryFaults::historyInMemoryIsWrittenAtOnce()
{
    HistoryStore store;
    QVERIFY(store.open(QStringLiteral(":memory:")).ok);
    QVERIFY(store.inMemory());
    GameController c;
    c.setPace(0);
    MoveCounter count(&c);
    DealMoveCounter dealMoves(&c);
    HistoryRecorder recorder(&store, &c);
    c.newGame(people(Preset::Coinche, 51));
    QVERIFY(recorder.gameId());
    play(c, count, 40);
    QCOMPARE(recorder.pendingWrites(), 0);
    checkSavedGame(store, c, count.records, dealMoves.moves);
    QVERIFY(recorder.close().message.isEmpty());
}

void TestHistoryFaults::importLookupFails_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("errorHas");
    QTest::newRow("the lookup interrupted") << QStringLiteral("interrupt") << QStringLiteral("cannot be searched");
    QTest::newRow("the file locked by another program") << QStringLiteral("lock") << QStringLiteral("locked");
}

// A file of two records, one already in the history and one new, imported while the lookup
// fails: nothing added (the new one neither: all or nothing), the report's error says why,
// the history as it was. Once the fault is gone the same file adds the new one only.
void TestHistoryFaults::importLookupFails()
{
    QFETCH(QString, fault);
    QFETCH(QString, errorHas);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.db"));
    HistoryStore store;
    QVERIFY(store.open(path).ok);
    QFile data(QStringLiteral(REBELOTE_TEST_DATA "/coinche-deals.jsonl"));
    QVERIFY(data.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = data.readAll().split('\n');
    QVERIFY(lines.size() >= 3);
    QCOMPARE(store.importData(lines[0] + '\n', QStringLiteral("first.jsonl")).added, 1);
    const QByteArray both = lines[0] + '\n' + lines[1] + '\n';

    ImportReport r;
    {
        std::unique_ptr<LookupFault> interrupt;
        if (fault == QLatin1String("interrupt")) {
            interrupt = std::make_unique<LookupFault>(store.connectionName());
            QVERIFY(interrupt->ready());
        } else {
            // BEGIN EXCLUSIVE in WAL mode: others read, nobody else writes.
            Locker other(path);
            QVERIFY(other.lock());
            r = store.importData(both, QStringLiteral("both.jsonl"));
        }
        if (interrupt) {
            r = store.importData(both, QStringLiteral("both.jsonl"));
            QVERIFY(interrupt->fired);
        }
    }
    QVERIFY2(r.error.contains(errorHas), qPrintable(r.error));
    QVERIFY(r.error.contains(QStringLiteral("nothing imported")));
    QVERIFY(r.writeFailed);
    QCOMPARE(r.added, 0);
    QCOMPARE(r.duplicates, 0);
    QCOMPARE(int(store.importedDeals().size()), 1);

    const ImportReport again = store.importData(both, QStringLiteral("both.jsonl"));
    QVERIFY2(again.error.isEmpty(), qPrintable(again.error));
    QCOMPARE(again.added, 1);
    QCOMPARE(again.duplicates, 1);
    QCOMPARE(int(store.importedDeals().size()), 2);
}

QTEST_GUILESS_MAIN(TestHistoryFaults)
#include "tst_history_faults.moc"
