// bench_history_lock: does the game's thread wait on the history while another program holds
// its write lock? (issue 32, docs/history.md)
//
// Four computer players play through the game controller with the history recorder
// attached, on a fresh history in a temporary folder, as the game plays (a pace between
// moves). Meanwhile another connection, on a thread of its own as another program would,
// takes the history's write lock (BEGIN EXCLUSIVE) for --lock-seconds (30 by default) after
// --before-seconds (3) of play. A 1 ms timer on the game's thread measures how late each of
// its ticks comes: the worst lateness is the longest the game's event loop was held, before,
// during and after the lock. Then the tool waits until the history has caught up and checks
// that the game in progress, as saved, has every move of its deal.
//
//   bench_history_lock [--lock-seconds N] [--before-seconds N] [--after-seconds N]
//                      [--pace MS] [--json]
#include "app/history/historyrecorder.h"
#include "app/history/historystore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <cstdio>

using namespace belote;
using namespace rebelote;

namespace {

// Another program: its own connection on its own thread, the lock taken at `fromMs` and let
// go `forMs` later (as times of `clock`).
QThread* startLocker(const QString& path, const QElapsedTimer& clock, qint64 fromMs, qint64 forMs,
                     std::atomic<qint64>* takenAt, std::atomic<qint64>* releasedAt)
{
    return QThread::create([=, &clock] {
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("locker"));
            db.setDatabaseName(path);
            db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
            db.open();
            QThread::msleep(quint64(std::max<qint64>(0, fromMs - clock.elapsed())));
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("BEGIN EXCLUSIVE"))) std::fprintf(stderr, "bench_history_lock: cannot lock\n");
            *takenAt = clock.elapsed();
            QThread::msleep(quint64(forMs));
            q.exec(QStringLiteral("COMMIT"));
            *releasedAt = clock.elapsed();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("locker"));
    });
}

struct Lateness {
    double worstMs = 0;
    qint64 ticks = 0;
    int over16 = 0;  // ticks later than a frame
    void add(double ms)
    {
        worstMs = std::max(worstMs, ms);
        ++ticks;
        over16 += ms > 16;
    }
    QJsonObject json() const { return {{"worstMs", worstMs}, {"ticks", ticks}, {"over16ms", over16}}; }
};

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser cli;
    cli.addOptions({{"lock-seconds", "How long the lock is held.", "N", "30"},
                    {"before-seconds", "Play before the lock.", "N", "3"},
                    {"after-seconds", "Play after the lock, at most, until caught up.", "N", "10"},
                    {"pace", "Milliseconds between two moves.", "MS", "40"},
                    {"json", "One JSON object."}});
    cli.process(app);
    const qint64 lockMs = qint64(cli.value("lock-seconds").toDouble() * 1000);
    const qint64 beforeMs = qint64(cli.value("before-seconds").toDouble() * 1000);
    const qint64 afterMs = qint64(cli.value("after-seconds").toDouble() * 1000);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.db"));
    HistoryStore store;
    if (!store.open(path).ok) return 2;
    GameController controller;
    controller.setPace(cli.value("pace").toInt());
    controller.setAutoContinue(0);
    HistoryRecorder recorder(&store, &controller);
    GameSetup setup;
    setup.rules = Rules::fromPreset(Preset::Classic);
    setup.human = {false, false, false, false};
    setup.level = QStringLiteral("heuristic");
    int movesPlayed = 0, movesSaved = 0, dealMoves = 0, maxPending = 0;
    QStringList lines;
    auto moved = [&] {
        ++movesPlayed;
        ++dealMoves;
        maxPending = std::max(maxPending, recorder.pendingMoves());
    };
    QObject::connect(&controller, &GameController::dealStarted, [&] { dealMoves = 0; });
    QObject::connect(&controller, &GameController::callMade, moved);
    QObject::connect(&controller, &GameController::coincheDeclined, moved);
    QObject::connect(&controller, &GameController::declarationsMade, moved);
    QObject::connect(&controller, &GameController::cardPlayed, moved);
    QObject::connect(&controller, &GameController::beloteAnnounced, moved);
    QObject::connect(&recorder, &HistoryRecorder::moveSaved, [&] { ++movesSaved; });
    QElapsedTimer clock;
    clock.start();
    QObject::connect(&recorder, &HistoryRecorder::backlogChanged, [&](int n, const QString& reason) {
        if (reason.isEmpty() || lines.size() < 3)
            lines << QStringLiteral("%1 ms: %2").arg(clock.elapsed()).arg(HistoryRecorder::backlogText(n, reason));
    });
    QObject::connect(&controller, &GameController::gameOver, [&] {
        QTimer::singleShot(0, [&] {
            ++setup.seed;
            controller.newGame(setup);
        });
    });

    std::atomic<qint64> takenAt{-1}, releasedAt{-1};
    QThread* locker = startLocker(path, clock, beforeMs, lockMs, &takenAt, &releasedAt);
    locker->start();
    Lateness before, during, after;
    QElapsedTimer tick;
    QTimer timer;
    timer.setTimerType(Qt::PreciseTimer);
    timer.setInterval(1);
    QObject::connect(&timer, &QTimer::timeout, [&] {
        const double late = double(tick.nsecsElapsed()) / 1e6 - 1.0;
        tick.start();
        const qint64 now = clock.elapsed();
        if (takenAt < 0) before.add(late);
        else if (releasedAt < 0) during.add(late);
        else after.add(late);
        if (releasedAt >= 0 && (recorder.pendingWrites() == 0 || now > releasedAt + afterMs)) app.quit();
    });
    controller.newGame(setup);
    tick.start();
    timer.start();
    app.exec();
    timer.stop();
    locker->wait();
    delete locker;
    const qint64 caughtUpMs = clock.elapsed() - releasedAt;
    const bool allWritten = recorder.waitForWrites(60000);
    // The deal in progress as saved: as many moves as were played in it.
    const auto saved = store.inProgress();
    const bool whole =
        allWritten && saved && saved->dealNumber == controller.dealNumber() && int(saved->moves.size()) == dealMoves;

    QJsonObject out{
        {"lockSeconds", double(lockMs) / 1000}, {"movesPlayed", movesPlayed},           {"movesSaved", movesSaved},
        {"maxPendingMoves", maxPending},        {"caughtUpMsAfterRelease", caughtUpMs}, {"dealInProgressWhole", whole},
        {"beforeLock", before.json()},          {"duringLock", during.json()},          {"afterLock", after.json()}};
    if (cli.isSet("json")) {
        std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    } else {
        std::printf(
            "lock held %.1f s; %d moves played, %d saved; at most %d moves waiting; caught up %lld ms after the "
            "release\n",
            double(lockMs) / 1000, movesPlayed, movesSaved, maxPending, caughtUpMs);
        std::printf(
            "worst lateness of a 1 ms timer on the game's thread: before %.2f ms, during the lock %.2f ms, after %.2f "
            "ms\n",
            before.worstMs, during.worstMs, after.worstMs);
        std::printf("ticks later than 16 ms: before %d, during %d, after %d\n", before.over16, during.over16,
                    after.over16);
        for (const QString& l : lines) std::printf("  %s\n", qPrintable(l));
        std::printf("the deal in progress as saved has every move: %s\n", whole ? "yes" : "NO");
    }
    return whole ? 0 : 1;
}
