// soak_history: a soak of the history under kill -9 and another program's lock (issue 32,
// docs/history.md, "Soak").
//
// Round after round, tests/history_player plays a game headless (four heuristic bots through
// the game controller and the history recorder, at no pace, as the game records it: the
// history opened, its recovery file replayed, the game in progress taken up) on one history
// file, and is killed with SIGKILL at a random moment. In the rounds chosen to be locked,
// another process (this program run with --hold-lock) takes the file's write lock with
// BEGIN EXCLUSIVE at a random moment and holds it for a random 0 to --max-lock-ms ms; the
// kill often lands while it is held, and the lock may outlast the kill, so that the checks
// and the next round's start run under it. After each kill:
//
//   - integrity: PRAGMA integrity_check says "ok"; HistoryStore::open() opens the file as it
//     is (nothing set aside, nothing said, not read-only);
//   - no deal lost or changed: every finished deal seen after an earlier kill is there with
//     the same record; every deal the killed process logged as saved is there; every deal
//     of its games that is saved is the deal it played (the hash of the record it logged);
//     every new deal passes the engine's check;
//   - the game offered back: store.inProgress() gives a game, unless the last game is
//     finished (killed between its end and the next game's row), and the game of the
//     earlier kill was never abandoned; a fresh controller resumes it and stands on the deal
//     the saved moves give (the same record), on the deck the game's seed deals;
//   - what "no move lost" can mean under kill -9: a move is safe once its write has
//     committed. The saved moves of the deal in progress are (1) every move saved at the
//     earlier kill, in the same order (nothing committed is lost), (2) at least the moves the
//     killed process logged as written, (3) exactly the moves it played, up to their count:
//     the record so far replayed from them hashes as the record it logged after that move,
//     and (4) no more than it played, but the one being handed to the writer. The moves
//     played and not yet written when the kill came (many during a lock) are lost with the
//     process: they are counted, not failed;
//   - every deal exported by `rebelote-cli history export` passes `rebelote-cli score --check`;
//   - the next round's player takes up the game that was offered, where it stood (its log).
//
// Every round's parameters come from --seed: the same seed gives the same plan (the moments
// are times, so what is played before each kill varies with the machine's load). A failure is
// printed with its round and the seed, and the history as it was is copied to
// DIR/failure-ROUND/ for a look.
//
//   soak_history [--rounds 200] [--locked 50] [--seed 1] [--max-kill-ms 4000]
//                [--max-lock-ms 10000] [--dir DIR] [--json] [--quiet]
//   soak_history --hold-lock FILE MS     (the other program: lock, hold, let go)
//
// Exit status: 0 when every check passed, 1 when one failed, 2 on bad usage.
#include "app/history/historystore.h"
#include "engine/record.h"
#include "historytestutil.h"
#include "processrun.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>
#include <numeric>
#include <random>
#include <set>

using namespace belote;
using namespace rebelote;
using namespace historytest;

namespace {

QByteArray hashOf(const QJsonObject& record)
{
    return QCryptographicHash::hash(toJsonLine(record), QCryptographicHash::Sha1).toHex().left(16);
}

// --- The other program -----------------------------------------------------------------------

int holdLock(const QString& path, int ms)
{
    int status = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=30000"));
        if (!db.open()) {
            std::printf("failed %s\n", qPrintable(db.lastError().text()));
            return 1;
        }
        QSqlQuery q(db);
        if (q.exec(QStringLiteral("BEGIN EXCLUSIVE"))) {
            std::printf("locked\n");
            std::fflush(stdout);
            QThread::msleep(ulong(ms));
            q.exec(QStringLiteral("COMMIT"));
            std::printf("released\n");
        } else {
            std::printf("failed %s\n", qPrintable(q.lastError().text()));
            status = 1;
        }
        std::fflush(stdout);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("holder"));
    return status;
}

// --- What the killed player logged (history_player --log … --records) -----------------------

struct PlayerLog {
    bool based = false;
    qint64 baseMax = 0, baseResumed = 0;
    bool resumed = false;
    qint64 resumedId = 0;
    int resumedDeal = 0, resumedMoves = 0;
    int games = 0;                                          // games begun (ordinals 1..games)
    std::map<std::tuple<int, int, int>, QByteArray> sofar;  // (ordinal, deal, count) → hash
    std::map<std::pair<int, int>, int> played;              // (ordinal, deal) → moves played
    std::map<std::pair<int, int>, QByteArray> recorded;     // (ordinal, deal) → hash of its record
    std::map<std::pair<qint64, int>, int> saved;            // (game id, deal) → moves written
    std::vector<qint64> dealIds;                            // deals written
    int movesSaved = 0;
};

PlayerLog readLog(const QString& path)
{
    PlayerLog log;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return log;
    for (const QByteArray& line : f.readAll().split('\n')) {
        const QList<QByteArray> w = line.split(' ');
        const QByteArray& k = w[0];
        if (k == "base" && w.size() == 3) {
            log.based = true;
            log.baseMax = w[1].toLongLong();
            log.baseResumed = w[2].toLongLong();
        } else if (k == "resumed" && w.size() == 4) {
            log.resumed = true;
            log.resumedId = w[1].toLongLong();
            log.resumedDeal = w[2].toInt();
            log.resumedMoves = w[3].toInt();
        } else if (k == "game" && w.size() == 2) {
            log.games = std::max(log.games, w[1].toInt());
        } else if (k == "sofar" && w.size() == 5) {
            const int ord = w[1].toInt(), deal = w[2].toInt(), count = w[3].toInt();
            log.sofar[{ord, deal, count}] = w[4];
            int& p = log.played[{ord, deal}];
            p = std::max(p, count);
        } else if (k == "recorded" && w.size() == 4) {
            log.recorded[{w[1].toInt(), w[2].toInt()}] = w[3];
        } else if (k == "move" && w.size() == 4) {
            int& s = log.saved[{w[1].toLongLong(), w[2].toInt()}];
            s = std::max(s, w[3].toInt());
            ++log.movesSaved;
        } else if (k == "deal" && w.size() == 4) {
            log.dealIds.push_back(w[3].toLongLong());
        }
    }
    return log;
}

// --- The history as the last check left it -----------------------------------------------------

struct Snapshot {
    std::map<qint64, QByteArray> deals;   // id → record line
    std::map<qint64, GameStatus> status;  // game id → status
    std::optional<qint64> game;           // in progress
    int deal = 0;
    QStringList moves;  // its deal's saved moves, as text
};

// The deal `number` of a game as its seed deals it, the finished deals before it scored.
std::optional<Deal> dealtBySeed(const SavedGame& saved)
{
    const GameSetup setup = saved.game.setup();
    Rng seeds(setup.seed);
    Game g(setup.rules, seeds.split());
    for (const DealRow& d : saved.finishedDeals) {
        g.nextDeal();
        const auto rec = readRecord(d.record);
        if (!rec) return std::nullopt;
        g.finishDeal(rec.value->deal);
    }
    return g.nextDeal();
}

struct Round {
    int index = 0;
    quint64 gameSeed = 0;
    QString preset;
    int thinkMs = 0;
    int killMs = 0;  // after the player's start
    bool locked = false;
    int lockAtMs = 0, lockForMs = 0;
};

struct Figures {
    int rounds = 0, kills = 0, killsDuringLock = 0, killsBeforePlay = 0, killsBeforeWrite = 0, killsMidDeal = 0;
    int lockRounds = 0, locksTaken = 0, checksUnderLock = 0, startsUnderLock = 0;
    int offered = 0, resumedByCheck = 0, resumedByNext = 0, nextKilledBeforeResume = 0;
    int noGameInProgress = 0;
    qint64 dealsChecked = 0, dealsNew = 0, movesCompared = 0, movesHashed = 0;
    int dealsAtEnd = 0, gamesAtEnd = 0, exportedAtEnd = 0;
    qint64 movesLostUnwritten = 0;  // played, not yet written at the kill
    int movesLostMax = 0, dealsLostUnwritten = 0;
    qint64 lockMsTotal = 0;
    std::vector<QString> failures;
};

class Soak {
public:
    Soak(QString dir, QString player, QString cli, bool quiet)
        : dir_(std::move(dir)), player_(std::move(player)), cli_(std::move(cli)), quiet_(quiet)
    {
        db_ = dir_ + QStringLiteral("/history.db");
        log_ = dir_ + QStringLiteral("/player.log");
    }

    void run(const std::vector<Round>& rounds, quint64 seed)
    {
        seed_ = seed;
        for (const Round& r : rounds) {
            round(r);
            if (!quiet_)
                std::fprintf(
                    stderr, "round %d/%d: %s, think %d ms, %s at %d ms%s%s, %d deals, %zu failures\n", r.index + 1,
                    int(rounds.size()), qPrintable(r.preset), r.thinkMs, qPrintable(killedWhere_), r.killMs,
                    r.locked
                        ? qPrintable(QStringLiteral(", lock from %1 ms for %2 ms").arg(r.lockAtMs).arg(r.lockForMs))
                        : "",
                    killedUnderLock_ ? " (lock held)" : "", int(snap_.deals.size()), f.failures.size());
        }
        reapLocker();
        // The last round's game taken up by a player run to its end.
        finalRun();
    }

    Figures f;

private:
    void fail(const Round& r, const QString& what)
    {
        const QString line =
            QStringLiteral("round %1 (seed %2, game seed %3, %4, kill at %5 ms%6): %7")
                .arg(r.index)
                .arg(seed_)
                .arg(r.gameSeed)
                .arg(r.preset)
                .arg(r.killMs)
                .arg(r.locked ? QStringLiteral(", lock at %1 ms for %2 ms").arg(r.lockAtMs).arg(r.lockForMs)
                              : QString())
                .arg(what);
        f.failures.push_back(line);
        std::fprintf(stderr, "FAIL %s\n", qPrintable(line));
        const QString keep = dir_ + QStringLiteral("/failure-%1").arg(r.index);
        if (!QDir(keep).exists()) {
            QDir().mkpath(keep);
            for (const char* s : {"", "-wal", "-shm"})
                QFile::copy(db_ + QLatin1String(s), keep + QStringLiteral("/history.db") + QLatin1String(s));
            QFile::copy(log_, keep + QStringLiteral("/player.log"));
        }
    }

    // The other program holds the lock now (its output read as it comes).
    bool lockHeld()
    {
        if (!locker_) return false;
        QCoreApplication::processEvents();
        lockerOut_ += locker_->readAllStandardOutput();
        return lockerOut_.contains("locked") && !lockerOut_.contains("released");
    }

    // Waits for the other program to let go and end, and counts what it did.
    void reapLocker()
    {
        if (!locker_) return;
        locker_->waitForFinished(60000);
        lockerOut_ += locker_->readAllStandardOutput();
        f.locksTaken += lockerOut_.contains("locked");
        if (!lockerOut_.contains("locked") || !lockerOut_.contains("released"))
            fail(lockRound_, QStringLiteral("the other program: %1").arg(QString::fromUtf8(lockerOut_).trimmed()));
        locker_.reset();
        lockerOut_.clear();
    }

    void startLocker(const Round& r)
    {
        reapLocker();  // one other program at a time
        lockRound_ = r;
        locker_ = std::make_unique<QProcess>();
        locker_->start(QCoreApplication::applicationFilePath(), {"--hold-lock", db_, QString::number(r.lockForMs)});
        lockStarted_ = true;
    }

    void round(const Round& r)
    {
        ++f.rounds;
        f.lockRounds += r.locked;
        QFile::remove(log_);
        const bool underLockAtStart = lockHeld();
        f.startsUnderLock += underLockAtStart;
        QProcess player;
        player.start(player_, {"--db", db_, "--log", log_, "--records", "--preset", r.preset, "--seed",
                               QString::number(r.gameSeed), "--think-ms", QString::number(r.thinkMs)});
        if (!player.waitForStarted(10000)) {
            fail(r, QStringLiteral("the player did not start"));
            return;
        }
        QElapsedTimer clock;
        clock.start();
        lockStarted_ = false;
        killedUnderLock_ = false;
        bool exited = false;
        while (clock.elapsed() < r.killMs) {
            if (r.locked && !lockStarted_ && clock.elapsed() >= r.lockAtMs) startLocker(r);
            QThread::msleep(2);
            QCoreApplication::processEvents();  // both programs' output read as it comes
            if (player.state() == QProcess::NotRunning) {
                exited = true;
                break;
            }
        }
        if (r.locked && !lockStarted_) startLocker(r);
        if (exited) {
            fail(r, QStringLiteral("the player stopped by itself (exit %1): %2")
                        .arg(player.exitCode())
                        .arg(QString::fromUtf8(player.readAllStandardError()).trimmed()));
        } else {
            const bool during = lockHeld();
            killedUnderLock_ = during;
            player.kill();  // SIGKILL
            player.waitForFinished(10000);
            ++f.kills;
            f.killsDuringLock += during;
        }
        if (r.locked) f.lockMsTotal += r.lockForMs;
        const QByteArray err = player.readAllStandardError();
        const PlayerLog log = readLog(log_);
        // Killed before it played a move (opening the history, taking up the game), or before
        // any move it played was written (often: the lock was held).
        const bool beforePlay = log.played.empty() && log.recorded.empty();
        const bool beforeWrite = log.movesSaved == 0 && log.dealIds.empty();
        killedWhere_ = beforePlay    ? QStringLiteral("killed before it played")
                       : beforeWrite ? QStringLiteral("killed before a write of it")
                                     : QStringLiteral("killed in play");
        f.killsBeforePlay += beforePlay;
        f.killsBeforeWrite += beforeWrite;
        f.checksUnderLock += lockHeld();
        // The player's start: it took up the game the last check offered, where it stood.
        if (offeredLast_) {
            if (log.resumed) {
                if (log.resumedId != offeredLast_->first || log.resumedDeal != offeredLast_->second.first ||
                    log.resumedMoves != offeredLast_->second.second)
                    fail(r, QStringLiteral(
                                "the player took up game %1 deal %2 after %3 moves; %4 deal %5 after %6 was offered")
                                .arg(log.resumedId)
                                .arg(log.resumedDeal)
                                .arg(log.resumedMoves)
                                .arg(offeredLast_->first)
                                .arg(offeredLast_->second.first)
                                .arg(offeredLast_->second.second));
                else ++f.resumedByNext;
            } else if (err.contains("cannot resume")) {
                fail(r,
                     QStringLiteral("the player refused the game offered: %1").arg(QString::fromUtf8(err).trimmed()));
            } else {
                ++f.nextKilledBeforeResume;
            }
        }
        check(r, log);
    }

    void check(const Round& r, const PlayerLog& log)
    {
        // Integrity, on a connection of its own.
        {
            const QString name = QStringLiteral("soak-integrity");
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
                db.setDatabaseName(db_);
                db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=20000"));
                if (!db.open()) {
                    fail(r, QStringLiteral("cannot open for the integrity check: %1").arg(db.lastError().text()));
                } else {
                    QSqlQuery q(db);
                    if (!q.exec(QStringLiteral("PRAGMA integrity_check")) || !q.next())
                        fail(r, QStringLiteral("integrity_check: %1").arg(q.lastError().text()));
                    else if (q.value(0).toString() != QLatin1String("ok"))
                        fail(r, QStringLiteral("integrity_check: %1").arg(q.value(0).toString()));
                }
                db.close();
            }
            QSqlDatabase::removeDatabase(name);
        }
        HistoryStore store;
        const auto opened = store.open(db_);
        if (!opened.ok || !opened.message.isEmpty() || opened.readOnly || !opened.setAsidePath.isEmpty()) {
            fail(r, QStringLiteral("open: ok %1, read-only %2, set aside \"%3\": %4")
                        .arg(opened.ok)
                        .arg(opened.readOnly)
                        .arg(opened.setAsidePath, opened.message));
            if (!opened.ok) return;
        }
        const qint64 baseMax = log.based ? log.baseMax : 0;
        auto ordinalOf = [&](qint64 gameId) -> int {
            if (!log.based) return -1;
            if (log.baseResumed && gameId == log.baseResumed) return 0;
            if (gameId > baseMax && gameId - baseMax <= log.games) return int(gameId - baseMax);
            return -1;
        };
        // Deals.
        Snapshot now;
        const std::vector<GameRow> games = store.games();
        for (const GameRow& g : games) {
            now.status[g.id] = g.status;
            if (!log.based && !snap_.status.count(g.id))
                fail(r,
                     QStringLiteral("game #%1: new, and the player was killed before it read the history").arg(g.id));
            if (g.id > baseMax && log.based && g.id - baseMax > log.games)
                fail(r, QStringLiteral("game #%1: not begun by the player (it began %2 after #%3)")
                            .arg(g.id)
                            .arg(log.games)
                            .arg(baseMax));
            for (const DealRow& d : store.deals(g.id)) {
                const QByteArray line = toJsonLine(d.record);
                now.deals[d.id] = line;
                ++f.dealsChecked;
                const auto before = snap_.deals.find(d.id);
                if (before == snap_.deals.end()) {
                    ++f.dealsNew;
                    const QString why = checkRecord(d.record);
                    if (!why.isEmpty())
                        fail(r, QStringLiteral("deal #%1 (game #%2, deal %3) fails the check: %4")
                                    .arg(d.id)
                                    .arg(g.id)
                                    .arg(d.number)
                                    .arg(why));
                } else if (before->second != line) {
                    fail(r, QStringLiteral("deal #%1 changed").arg(d.id));
                }
                // A deal new since the last check is one the killed process played, as it played it.
                if (before == snap_.deals.end()) {
                    const int ord = ordinalOf(g.id);
                    const auto played = ord >= 0 ? log.recorded.find({ord, d.number}) : log.recorded.end();
                    if (played == log.recorded.end())
                        fail(r, QStringLiteral("deal #%1 (game #%2, deal %3) saved, not played by the killed process")
                                    .arg(d.id)
                                    .arg(g.id)
                                    .arg(d.number));
                    else if (played->second != hashOf(d.record))
                        fail(r, QStringLiteral("deal #%1 (game #%2, deal %3) is not the deal played")
                                    .arg(d.id)
                                    .arg(g.id)
                                    .arg(d.number));
                }
            }
        }
        for (const auto& [id, line] : snap_.deals)
            if (!now.deals.count(id)) fail(r, QStringLiteral("deal #%1 lost").arg(id));
        for (qint64 id : log.dealIds)
            if (!now.deals.count(id)) fail(r, QStringLiteral("deal #%1, logged as saved, lost").arg(id));
        // Deals the killed process finished and had not yet written: lost with it.
        std::set<std::pair<int, int>> savedDeals;
        for (const GameRow& g : games)
            if (const int ord = ordinalOf(g.id); ord >= 0)
                for (const DealRow& d : store.deals(g.id)) savedDeals.insert({ord, d.number});
        for (const auto& [key, hash] : log.recorded) f.dealsLostUnwritten += !savedDeals.count(key);
        // The game of the last kill, if it is no longer in progress, ended: never abandoned.
        for (const auto& [id, status] : snap_.status)
            if (snap_.status.at(id) == GameStatus::Playing && now.status[id] == GameStatus::Abandoned)
                fail(r, QStringLiteral("game #%1 was abandoned").arg(id));

        // The game in progress.
        const auto saved = store.inProgress();
        offeredLast_.reset();
        if (!saved) {
            ++f.noGameInProgress;
            if (!games.empty() && !(games.back().status == GameStatus::Finished && games.back().winner))
                fail(r, QStringLiteral("no game in progress, and the last one (#%1, %2) is not finished")
                            .arg(games.back().id)
                            .arg(storedText(games.back().status)));
            if (log.based && log.games > 0 && !log.recorded.empty() && games.empty())
                fail(r, QStringLiteral("no game at all"));
        } else {
            ++f.offered;
            now.game = saved->game.id;
            now.deal = saved->dealNumber;
            for (const MoveRow& m : saved->moves) now.moves << m.text();
            const int k = int(saved->moves.size());
            f.killsMidDeal += k > 0;
            offeredLast_ = std::pair<qint64, std::pair<int, int>>{saved->game.id, {saved->dealNumber, k}};
            // (1) Nothing written before is lost.
            if (snap_.game == saved->game.id && snap_.deal == saved->dealNumber) {
                if (now.moves.mid(0, int(snap_.moves.size())) != snap_.moves)
                    fail(r, QStringLiteral(
                                "game #%1 deal %2: the %3 moves saved before are not the first of the %4 saved now")
                                .arg(saved->game.id)
                                .arg(saved->dealNumber)
                                .arg(snap_.moves.size())
                                .arg(k));
                f.movesCompared += snap_.moves.size();
            }
            // (2) What the player logged as written is there.
            if (const auto s = log.saved.find({saved->game.id, saved->dealNumber});
                s != log.saved.end() && k < s->second)
                fail(r, QStringLiteral("game #%1 deal %2: %3 moves saved, the player logged %4 written")
                            .arg(saved->game.id)
                            .arg(saved->dealNumber)
                            .arg(k)
                            .arg(s->second));
            // (3), (4) The moves played, no more. The moves saved at the last check were
            // played before this run (compared above); the run's own come after them.
            const int ord = ordinalOf(saved->game.id);
            const int before =
                snap_.game == saved->game.id && snap_.deal == saved->dealNumber ? int(snap_.moves.size()) : 0;
            int played = before;
            if (ord >= 0)
                if (const auto p = log.played.find({ord, saved->dealNumber}); p != log.played.end())
                    played = std::max(played, p->second);
            // The one being handed to the writer when the kill came may be written: only by a
            // run that played this game.
            const int handed = ord >= 0 ? 1 : 0;
            if (k > played + handed)
                fail(r, QStringLiteral("game #%1 deal %2: %3 moves saved, %4 played")
                            .arg(saved->game.id)
                            .arg(saved->dealNumber)
                            .arg(k)
                            .arg(played));
            const int lost = std::max(0, played - k);
            f.movesLostUnwritten += lost;
            f.movesLostMax = std::max(f.movesLostMax, lost);
            if (k > before) {
                const auto h = ord >= 0 ? log.sofar.find({ord, saved->dealNumber, k}) : log.sofar.end();
                if (h != log.sofar.end()) {
                    QJsonObject soFar;
                    QString error;
                    if (!saved->recordSoFar(&soFar, &error))
                        fail(r, QStringLiteral("game #%1 deal %2: the record so far: %3")
                                    .arg(saved->game.id)
                                    .arg(saved->dealNumber)
                                    .arg(error));
                    else if (hashOf(soFar) != h->second)
                        fail(r, QStringLiteral("game #%1 deal %2: the %3 moves saved are not the %3 first played")
                                    .arg(saved->game.id)
                                    .arg(saved->dealNumber)
                                    .arg(k));
                    else f.movesHashed += k;
                } else if (k != played + handed) {
                    fail(r, QStringLiteral("game #%1 deal %2: %3 moves saved, the player logged none such")
                                .arg(saved->game.id)
                                .arg(saved->dealNumber)
                                .arg(k));
                }
            }
            // The deck is the one the seed deals.
            if (saved->dealt) {
                const auto bySeed = dealtBySeed(*saved);
                if (!bySeed || saved->dealt->value("deck") != writeRecord(*bySeed).value("deck"))
                    fail(r, QStringLiteral("game #%1 deal %2: not the deal the seed deals")
                                .arg(saved->game.id)
                                .arg(saved->dealNumber));
            }
            // A fresh controller takes it up where the saved moves leave it.
            ResumePoint point;
            QString error;
            GameSetup setup = saved->game.setup();
            setup.human = {true, true, true, true};  // nobody plays on: the position stays
            GameController c;
            c.setPace(0);
            if (!saved->resumePoint(&point, &error) || !c.resume(setup, point, &error)) {
                fail(r, QStringLiteral("game #%1 deal %2 cannot be taken up: %3")
                            .arg(saved->game.id)
                            .arg(saved->dealNumber)
                            .arg(error));
            } else if (c.dealNumber() != saved->dealNumber) {
                fail(r, QStringLiteral("game #%1: taken up at deal %2, saved at %3")
                            .arg(saved->game.id)
                            .arg(c.dealNumber())
                            .arg(saved->dealNumber));
            } else {
                QJsonObject soFar;
                if (saved->dealt && c.stage() != GameController::Stage::DealOver &&
                    saved->recordSoFar(&soFar, &error) && toJsonLine(c.record()) != toJsonLine(soFar))
                    fail(r, QStringLiteral("game #%1 deal %2: taken up elsewhere than saved")
                                .arg(saved->game.id)
                                .arg(saved->dealNumber));
                else ++f.resumedByCheck;
            }
        }
        store.close();

        // Every deal exported passes the engine's check, through the command line.
        const processrun::Run exported = processrun::run(cli_, {"history", "export", "--db", db_});
        if (exported.exitCode != 0) {
            fail(r, QStringLiteral("history export: exit %1: %2")
                        .arg(exported.exitCode)
                        .arg(QString::fromUtf8(exported.err).trimmed()));
        } else {
            const int lines = int(exported.out.count('\n'));
            if (lines != int(now.deals.size()))
                fail(r, QStringLiteral("history export gave %1 deals, the history holds %2")
                            .arg(lines)
                            .arg(now.deals.size()));
            QFile out(dir_ + QStringLiteral("/export.jsonl"));
            if (out.open(QIODevice::WriteOnly | QIODevice::Truncate)) out.write(exported.out);
            out.close();
            const processrun::Run scored = processrun::run(cli_, {"score", "--check", out.fileName()});
            if (scored.exitCode != 0)
                fail(r, QStringLiteral("score --check: exit %1: %2")
                            .arg(scored.exitCode)
                            .arg(QString::fromUtf8(scored.err.left(2000)).trimmed()));
            f.exportedAtEnd = lines;
        }
        f.dealsAtEnd = int(now.deals.size());
        f.gamesAtEnd = int(games.size());
        snap_ = now;
    }

    // The game taken up once more and played until 3 more deals are saved: it goes on.
    void finalRun()
    {
        Round r;
        r.index = f.rounds;
        r.preset = QStringLiteral("classic");
        QFile::remove(log_);
        const processrun::Run run = processrun::run(
            player_,
            {"--db", db_, "--log", log_, "--records", "--until-deals", QString::number(snap_.deals.size() + 3)},
            {{}, {}, 300000});
        if (run.exitCode != 0) {
            fail(r, QStringLiteral("the last run did not finish its deals (exit %1): %2")
                        .arg(run.exitCode)
                        .arg(QString::fromUtf8(run.err).trimmed()));
            return;
        }
        const PlayerLog log = readLog(log_);
        if (offeredLast_) {
            if (log.resumed && log.resumedId == offeredLast_->first) ++f.resumedByNext;
            else fail(r, QStringLiteral("the last run did not take up game #%1").arg(offeredLast_->first));
        }
        check(r, log);
    }

    QString dir_, player_, cli_, db_, log_;
    bool quiet_ = false;
    quint64 seed_ = 0;
    Snapshot snap_;
    std::optional<std::pair<qint64, std::pair<int, int>>> offeredLast_;  // game, deal, moves
    std::unique_ptr<QProcess> locker_;
    QByteArray lockerOut_;
    Round lockRound_;
    bool lockStarted_ = false;
    QString killedWhere_;
    bool killedUnderLock_ = false;
};

std::vector<Round> plan(quint64 seed, int rounds, int locked, int maxKillMs, int maxLockMs)
{
    std::mt19937_64 rng(seed);
    auto uniform = [&rng](int lo, int hi) { return lo >= hi ? lo : std::uniform_int_distribution<int>(lo, hi)(rng); };
    std::vector<int> order(static_cast<std::size_t>(rounds));
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), rng);
    std::set<int> lockedRounds(order.begin(), order.begin() + std::min(locked, rounds));
    const char* presets[] = {"classic", "coinche", "coinche-montpellier"};
    const int thinks[] = {0, 1, 2, 5};
    std::vector<Round> out;
    for (int i = 0; i < rounds; ++i) {
        Round r;
        r.index = i;
        r.gameSeed = rng() % 1000000;
        r.preset = QLatin1String(presets[uniform(0, 2)]);
        r.thinkMs = thinks[uniform(0, 3)];
        r.locked = lockedRounds.count(i) > 0;
        if (r.locked) {
            // A lock at a random moment for a random time; the kill a random time after it is
            // taken, most often while it is held, sometimes after it is let go.
            r.lockAtMs = uniform(0, maxKillMs / 2);
            r.lockForMs = uniform(0, maxLockMs);
            r.killMs = r.lockAtMs + uniform(0, r.lockForMs + 1500);
        } else {
            // One kill in seven at the start (the history opened, the game taken up).
            r.killMs = uniform(0, 6) == 0 ? uniform(0, 400) : uniform(400, maxKillMs);
        }
        out.push_back(r);
    }
    return out;
}

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList raw = app.arguments();
    if (raw.size() == 4 && raw[1] == QLatin1String("--hold-lock")) return holdLock(raw[2], raw[3].toInt());

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("A soak of the history: kill -9 and locks (docs/history.md)."));
    parser.addHelpOption();
    const QCommandLineOption roundsOpt("rounds", "Kills (200).", "N", "200");
    const QCommandLineOption lockedOpt("locked", "Of which with a lock (50).", "N", "50");
    const QCommandLineOption seedOpt("seed", "The plan's seed (1).", "S", "1");
    const QCommandLineOption killOpt("max-kill-ms", "Latest kill, unlocked rounds (4000).", "MS", "4000");
    const QCommandLineOption lockOpt("max-lock-ms", "Longest lock (10000).", "MS", "10000");
    const QCommandLineOption dirOpt("dir", "Work folder, kept (default: a temporary one, kept only on failure).",
                                    "DIR");
    const QCommandLineOption playerOpt("player", "history_player to run.", "PATH", QStringLiteral(HISTORY_PLAYER));
    const QCommandLineOption cliOpt("cli", "rebelote-cli to run.", "PATH", QStringLiteral(REBELOTE_CLI));
    const QCommandLineOption jsonOpt("json", "The figures as one JSON object on standard output.");
    const QCommandLineOption quietOpt("quiet", "No line per round.");
    parser.addOptions({roundsOpt, lockedOpt, seedOpt, killOpt, lockOpt, dirOpt, playerOpt, cliOpt, jsonOpt, quietOpt});
    parser.process(app);
    bool ok1, ok2, ok3, ok4, ok5;
    const int rounds = parser.value(roundsOpt).toInt(&ok1);
    const int locked = parser.value(lockedOpt).toInt(&ok2);
    const quint64 seed = parser.value(seedOpt).toULongLong(&ok3);
    const int maxKill = parser.value(killOpt).toInt(&ok4);
    const int maxLock = parser.value(lockOpt).toInt(&ok5);
    if (!ok1 || !ok2 || !ok3 || !ok4 || !ok5 || rounds < 1 || locked < 0 || locked > rounds || maxKill < 1 ||
        maxLock < 0) {
        std::fputs(
            "soak_history: --rounds N (1 or more), --locked N (0 to rounds), --seed S, --max-kill-ms MS, --max-lock-ms "
            "MS\n",
            stderr);
        return 2;
    }
    QTemporaryDir temp;
    QString dir = parser.value(dirOpt);
    if (dir.isEmpty()) dir = temp.path();
    else if (!QDir().mkpath(dir)) {
        std::fprintf(stderr, "soak_history: cannot make %s\n", qPrintable(dir));
        return 2;
    } else if (QFileInfo::exists(dir + QStringLiteral("/history.db"))) {
        std::fprintf(stderr, "soak_history: %s already holds a history: give an empty folder\n", qPrintable(dir));
        return 2;
    }

    QElapsedTimer clock;
    clock.start();
    Soak soak(dir, parser.value(playerOpt), parser.value(cliOpt), parser.isSet(quietOpt));
    soak.run(plan(seed, rounds, locked, maxKill, maxLock), seed);
    const Figures& f = soak.f;
    const double seconds = clock.elapsed() / 1000.0;
    if (!f.failures.empty()) {
        temp.setAutoRemove(false);
        std::fprintf(stderr, "soak_history: %zu failures; the history is kept in %s\n", f.failures.size(),
                     qPrintable(dir));
    }
    if (parser.isSet(jsonOpt)) {
        QJsonArray failures;
        for (const QString& s : f.failures) failures.append(s);
        const QJsonObject o{{"seed", QString::number(seed)},
                            {"rounds", f.rounds},
                            {"kills", f.kills},
                            {"killsDuringLock", f.killsDuringLock},
                            {"killsBeforePlay", f.killsBeforePlay},
                            {"killsBeforeWrite", f.killsBeforeWrite},
                            {"killsMidDeal", f.killsMidDeal},
                            {"lockRounds", f.lockRounds},
                            {"locksTaken", f.locksTaken},
                            {"lockMsTotal", f.lockMsTotal},
                            {"checksUnderLock", f.checksUnderLock},
                            {"startsUnderLock", f.startsUnderLock},
                            {"offered", f.offered},
                            {"noGameInProgress", f.noGameInProgress},
                            {"resumedByCheck", f.resumedByCheck},
                            {"resumedByNext", f.resumedByNext},
                            {"nextKilledBeforeResume", f.nextKilledBeforeResume},
                            {"dealsChecked", f.dealsChecked},
                            {"dealsNew", f.dealsNew},
                            {"dealsAtEnd", f.dealsAtEnd},
                            {"gamesAtEnd", f.gamesAtEnd},
                            {"exportedAtEnd", f.exportedAtEnd},
                            {"movesCompared", f.movesCompared},
                            {"movesHashed", f.movesHashed},
                            {"movesUnwrittenAtKill", f.movesLostUnwritten},
                            {"movesUnwrittenAtKillMax", f.movesLostMax},
                            {"dealsUnwrittenAtKill", f.dealsLostUnwritten},
                            {"seconds", seconds},
                            {"failures", failures}};
        std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Indented).constData());
    } else {
        std::printf("soak_history, seed %llu: %d rounds in %.0f s\n", static_cast<unsigned long long>(seed), f.rounds,
                    seconds);
        std::printf(
            "  kills: %d (%d while the lock was held, %d before the run played a move, %d before any of its moves was "
            "written, %d with a deal in progress that had moves saved)\n",
            f.kills, f.killsDuringLock, f.killsBeforePlay, f.killsBeforeWrite, f.killsMidDeal);
        std::printf("  locks: %d rounds, %d taken, %.1f s held in all; %d checks and %d starts while one was held\n",
                    f.lockRounds, f.locksTaken, f.lockMsTotal / 1000.0, f.checksUnderLock, f.startsUnderLock);
        std::printf(
            "  game offered back: %d times (%d with no game in progress: the last one finished); taken up by a fresh "
            "controller %d, by the next run %d (%d runs killed before they took it up)\n",
            f.offered, f.noGameInProgress, f.resumedByCheck, f.resumedByNext, f.nextKilledBeforeResume);
        std::printf(
            "  deals: %lld checks of a saved deal (%lld new ones through the engine's check); %d deals, %d games at "
            "the end, "
            "%d exported and checked by score --check\n",
            static_cast<long long>(f.dealsChecked), static_cast<long long>(f.dealsNew), f.dealsAtEnd, f.gamesAtEnd,
            f.exportedAtEnd);
        std::printf(
            "  moves: %lld saved before a kill found again after the next, %lld compared with the moves played "
            "(hash)\n",
            static_cast<long long>(f.movesCompared), static_cast<long long>(f.movesHashed));
        std::printf(
            "  lost with the process (played, not yet written at the kill): %lld moves (at most %d at one kill), %d "
            "finished deals\n",
            static_cast<long long>(f.movesLostUnwritten), f.movesLostMax, f.dealsLostUnwritten);
        std::printf("  failures: %zu\n", f.failures.size());
        for (const QString& s : f.failures) std::printf("    %s\n", qPrintable(s));
    }
    return f.failures.empty() ? 0 : 1;
}
