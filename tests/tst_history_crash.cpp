// Crash safety: tests/history_player plays games headless, recorded move by move, and is
// killed with SIGKILL at random moments (a bot thinking, between two cards, during a write:
// at no pace the game writes a move every few milliseconds), again and again, each run
// resuming the game the last one left. After each kill the history must open as it is
// (nothing set aside), every finished deal must pass the engine's check and be as it was,
// the game in progress must hold every move the killed process had saved (its log, written
// after each save, says which) and lose none saved before, and a fresh controller resumed
// from it must stand where the last saved move left it, on the very deal the game dealt.
#include "app/history/historyrecorder.h"
#include "app/history/historyrecovery.h"
#include "app/history/historystore.h"
#include "historytestutil.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <map>

using namespace belote;
using namespace rebelote;
using namespace historytest;

namespace {

// The last "move GAME DEAL COUNT" line of the log, the last "played GAME DEAL COUNT", and
// every "deal GAME NUMBER ID".
struct Log {
    qint64 game = 0;
    int deal = 0;
    int moves = 0;
    qint64 playedGame = 0;
    int playedDeal = 0;
    int played = 0;
    std::vector<qint64> dealIds;
};

Log readLog(const QString& path)
{
    Log log;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return log;
    for (const QByteArray& line : f.readAll().split('\n')) {
        const QList<QByteArray> w = line.split(' ');
        if (w.size() == 4 && w[0] == "move") {
            log.game = w[1].toLongLong();
            log.deal = w[2].toInt();
            log.moves = w[3].toInt();
        } else if (w.size() == 4 && w[0] == "played") {
            log.playedGame = w[1].toLongLong();
            log.playedDeal = w[2].toInt();
            log.played = w[3].toInt();
        } else if (w.size() == 4 && w[0] == "deal") {
            log.dealIds.push_back(w[3].toLongLong());
        }
    }
    return log;
}

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

}  // namespace

class TestHistoryCrash : public QObject {
    Q_OBJECT

private slots:
    void killedAtRandomMoments_data();
    void killedAtRandomMoments();
    void killedWhileItReplaysTheRecoveryFile_data();
    void killedWhileItReplaysTheRecoveryFile();
};

void TestHistoryCrash::killedAtRandomMoments_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("kills");
    QTest::addColumn<int>("thinkMs");
    QTest::newRow("classic: 10 kills, bots thinking 2 ms") << "classic" << 10 << 2;
    QTest::newRow("coinche: 10 kills, bots thinking 2 ms") << "coinche" << 10 << 2;
    QTest::newRow("coinche-montpellier: 10 kills, bots answering at once (mostly writes)")
        << "coinche-montpellier" << 10 << 0;
}

void TestHistoryCrash::killedAtRandomMoments()
{
    QFETCH(QString, preset);
    QFETCH(int, kills);
    QFETCH(int, thinkMs);
    QTemporaryDir dir;
    const QString db = dir.filePath("history.db");
    const QString logPath = dir.filePath("log.txt");
    const quint32 seed = quint32(qHash(preset)) ^ 0x5eed;
    QRandomGenerator random(seed);
    std::map<qint64, QByteArray> finished;  // every finished deal seen, as first seen
    std::optional<SavedGame> previous;
    int midDeal = 0;
    for (int round = 0; round <= kills; ++round) {
        const bool last = round == kills;
        QFile::remove(logPath);
        QProcess child;
        QStringList args{"--db", db,       "--log", logPath,      "--preset",
                         preset, "--seed", "7",     "--think-ms", QString::number(thinkMs)};
        if (last) args << "--until-deals" << QString::number(int(finished.size()) + 3);
        child.start(QStringLiteral(HISTORY_PLAYER), args);
        QVERIFY(child.waitForStarted(10000));
        // Killed a random time after the game is under way (the log's first saved move), so
        // that a busy machine starting the process slowly still kills it in play.
        const int wait = int(random.bounded(400));
        if (last) {
            QVERIFY2(child.waitForFinished(60000), "the last run did not finish its deals");
            QCOMPARE(child.exitStatus(), QProcess::NormalExit);
            QVERIFY2(child.exitCode() == 0, child.readAllStandardError().constData());
        } else {
            QElapsedTimer started;
            started.start();
            while (!readLog(logPath).moves && child.state() == QProcess::Running && started.elapsed() < 20000)
                QThread::msleep(5);
            QThread::msleep(ulong(wait));
            QVERIFY2(child.state() == QProcess::Running, child.readAllStandardError().constData());
            child.kill();  // SIGKILL
            QVERIFY(child.waitForFinished(10000));
        }
        const QString where = QStringLiteral("round %1 (killed %2 ms after its first move, random seed %3)")
                                  .arg(round)
                                  .arg(wait)
                                  .arg(seed);
        const Log log = readLog(logPath);

        HistoryStore store;
        const auto opened = store.open(db);
        QVERIFY2(opened.ok && opened.message.isEmpty(), qPrintable(where + ": " + opened.message));
        QVERIFY(opened.setAsidePath.isEmpty());
        // Every finished deal is a valid record, and one seen before is unchanged.
        std::map<qint64, QByteArray> now;
        for (const GameRow& g : store.games())
            for (const DealRow& d : store.deals(g.id)) {
                const QString why = checkRecord(d.record);
                QVERIFY2(why.isEmpty(), qPrintable(where + QStringLiteral(": deal #%1: %2").arg(d.id).arg(why)));
                now[d.id] = toJsonLine(d.record);
            }
        for (const auto& [id, line] : finished) {
            QVERIFY2(now.count(id), qPrintable(where + QStringLiteral(": deal #%1 lost").arg(id)));
            QVERIFY2(now[id] == line, qPrintable(where + QStringLiteral(": deal #%1 changed").arg(id)));
        }
        for (qint64 id : log.dealIds)
            QVERIFY2(now.count(id), qPrintable(where + QStringLiteral(": deal #%1 of the log lost").arg(id)));
        QVERIFY2(now.size() > finished.size() || log.moves > 0, qPrintable(where + ": the game did not move"));
        finished = now;
        if (last) break;

        const auto saved = store.inProgress();
        if (!saved) {
            // Killed between a game's end and the next game's start (the game over is saved,
            // the next game not yet begun): the newest game is finished, with its winner.
            const auto games = store.games();
            QVERIFY2(!games.empty() && games.back().status == GameStatus::Finished && games.back().winner,
                     qPrintable(where + ": no game in progress, and the last one is not finished"));
            previous.reset();
            continue;
        }
        // The moves the killed process saved are all there (its writer may have saved more
        // than it logged), and none beyond those it played, but the one being handed to the
        // writer when it died.
        if (log.game == saved->game.id && log.deal == saved->dealNumber) {
            QVERIFY2(int(saved->moves.size()) >= log.moves,
                     qPrintable(
                         where +
                         QStringLiteral(": %1 moves saved, the log says %2").arg(saved->moves.size()).arg(log.moves)));
            ++midDeal;
        }
        if (log.playedGame == saved->game.id && log.playedDeal == saved->dealNumber)
            QVERIFY2(
                int(saved->moves.size()) <= log.played + 1,
                qPrintable(where +
                           QStringLiteral(": %1 moves saved, %2 played").arg(saved->moves.size()).arg(log.played)));
        // Nothing saved before is lost: the deal in progress last time goes on from its moves.
        if (previous && previous->game.id == saved->game.id && previous->dealNumber == saved->dealNumber) {
            QVERIFY(saved->moves.size() >= previous->moves.size());
            for (std::size_t i = 0; i < previous->moves.size(); ++i)
                QCOMPARE(saved->moves[i].text(), previous->moves[i].text());
        }
        // The deal in progress is the one the seed deals after the finished deals.
        if (saved->dealt) {
            const auto bySeed = dealtBySeed(*saved);
            QVERIFY(bySeed);
            QCOMPARE(saved->dealt->value("deck"), writeRecord(*bySeed).value("deck"));
        }
        // A fresh controller resumed stands where the last saved move left it.
        ResumePoint point;
        QString error;
        QVERIFY2(saved->resumePoint(&point, &error), qPrintable(where + ": " + error));
        GameSetup setup = saved->game.setup();
        setup.human = {true, true, true, true};  // nobody plays on: the position stays
        GameController c;
        c.setPace(0);
        QVERIFY2(c.resume(setup, point, &error), qPrintable(where + ": " + error));
        QCOMPARE(c.dealNumber(), saved->dealNumber);
        QJsonObject soFar;
        QVERIFY2(saved->recordSoFar(&soFar, &error) || !saved->dealt, qPrintable(error));
        if (saved->dealt && c.stage() != GameController::Stage::DealOver)
            QCOMPARE(toJsonLine(c.record()), toJsonLine(soFar));
        int calls = 0, cards = 0;
        for (const DealMove& m : point.moves) {
            calls += m.kind == DealMove::Kind::Call;
            cards += m.kind == DealMove::Kind::Card;
        }
        if (c.stage() != GameController::Stage::DealOver) {
            QCOMPARE(c.deal().callCount(), calls);
            QCOMPARE(c.deal().phase() == Phase::Calls ? 0 : c.deal().cardPlay().cardsPlayed(), cards);
        }
        previous = saved;
    }
    QVERIFY2(midDeal >= kills / 3, qPrintable(QStringLiteral("only %1 kills in the middle of a deal").arg(midDeal)));
    qInfo("%d kills, %d in the middle of a deal, %d deals finished", kills, midDeal, int(finished.size()));
}

void TestHistoryCrash::killedWhileItReplaysTheRecoveryFile_data()
{
    QTest::addColumn<int>("preset");
    QTest::addColumn<bool>("gameUnderLock");
    QTest::newRow("coinche: moves and deals of a game kept") << int(Preset::Coinche) << false;
    QTest::newRow("classic: a game begun, its moves and deals kept") << int(Preset::Classic) << true;
}

// The window closed while another program held the file: its writes went to the recovery
// file. The next start (history_player --replay-only) is killed while it replays them, at
// several moments, again and again; then one runs to its end. Every write is then in the
// history once: the game stands where the window left it, each deal saved once, each move of
// the deal in progress once and in order, no game abandoned, the recovery file gone.
void TestHistoryCrash::killedWhileItReplaysTheRecoveryFile()
{
    QFETCH(int, preset);
    QFETCH(bool, gameUnderLock);
    QTemporaryDir dir;
    const QString path = dir.filePath("history.db");
    GameController c;
    c.setPace(0);
    MoveCounter count(&c);
    int kept = 0;
    {
        HistoryStore store;
        QVERIFY(store.open(path).message.isEmpty());
        HistoryRecorder recorder(&store, &c);
        if (!gameUnderLock) {
            c.newGame(people(Preset(preset), 17));
            while (count.moves < 10 && step(c)) {}
            QVERIFY(recorder.waitForWrites());
        }
        // Another program takes the write lock and keeps it until the window is closed.
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other-program"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QVERIFY(QSqlQuery(db).exec(QStringLiteral("BEGIN EXCLUSIVE")));
        if (gameUnderLock) c.newGame(people(Preset(preset), 17));
        // Enough deals that the replay takes a while: a kill lands in it.
        while (count.records.size() < 60) {
            if (c.stage() == GameController::Stage::GameOver)
                c.newGame(people(Preset(preset), 18 + count.records.size()));
            else QVERIFY(step(c));
        }
        while (count.moves % 7 != 3 && step(c)) {}  // and a deal in progress
        const HistoryRecorder::Closed closed = recorder.close(0);
        kept = closed.writes;
        QVERIFY(closed.moves > 1000);
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("other-program"));
    const QString recovery = HistoryRecovery::pathFor(path);
    QVERIFY(QFile::exists(recovery));

    // Killed at moments spread over the replay (its length measured on a copy first).
    qint64 replayMs = 0;
    {
        QTemporaryDir copy;
        for (const char* s : {"", "-wal", ".recovery"})
            QFile::copy(path + QLatin1String(s), copy.filePath("history.db") + QLatin1String(s));
        QElapsedTimer t;
        t.start();
        QProcess p;
        p.start(QStringLiteral(HISTORY_PLAYER), {"--db", copy.filePath("history.db"), "--replay-only"});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        replayMs = t.elapsed();
    }
    for (int k = 1; k <= 8; ++k) {
        QProcess p;
        p.start(QStringLiteral(HISTORY_PLAYER), {"--db", path, "--replay-only"});
        QVERIFY(p.waitForStarted(10000));
        QThread::msleep(ulong(replayMs * k / 9));
        if (p.state() == QProcess::Running) p.kill();
        QVERIFY(p.waitForFinished(10000));
        if (!QFile::exists(recovery)) break;  // one ran to its end before its kill
    }
    if (QFile::exists(recovery)) {
        QProcess p;
        p.start(QStringLiteral(HISTORY_PLAYER), {"--db", path, "--replay-only"});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    }
    QVERIFY(!QFile::exists(recovery));

    HistoryStore store;
    QVERIFY(store.open(path).message.isEmpty());
    for (const GameRow& g : store.games())
        QVERIFY2(g.status != GameStatus::Abandoned, qPrintable(QString::number(g.id)));
    std::vector<QJsonObject> saved;
    for (const GameRow& g : store.games())
        for (const DealRow& d : store.deals(g.id)) saved.push_back(d.record);
    QCOMPARE(saved.size(), count.records.size());
    for (std::size_t i = 0; i < saved.size(); ++i) QCOMPARE(toJsonLine(saved[i]), toJsonLine(count.records[i]));
    const auto game = store.inProgress();
    QVERIFY(game);
    for (int i = 0; i < int(game->moves.size()); ++i) QCOMPARE(game->moves[std::size_t(i)].index, i);
    ResumePoint point;
    QString error;
    QVERIFY2(game->resumePoint(&point, &error), qPrintable(error));
    GameController c2;
    c2.setPace(0);
    QVERIFY2(c2.resume(game->game.setup(), point, &error), qPrintable(error));
    QCOMPARE(describe(c2), describe(c));
    qInfo("%d writes kept, replayed in %lld ms", kept, replayMs);
}

QTEST_GUILESS_MAIN(TestHistoryCrash)
#include "tst_history_crash.moc"
