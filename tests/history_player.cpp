// history_player: a game played headless by the controller with the history recorder, for
// tst_history_crash (which kills it at random moments) and tst_history_cli. Four heuristic
// bots at no pace; each thinks --think-ms milliseconds a decision, so that a kill often
// lands during a bot's "search". It resumes the game in progress if the history holds one,
// else starts one; a new game follows a game over.
//
//   history_player --db FILE [--log FILE] [--preset P] [--seed S] [--think-ms N] [--until-deals N]
//                  [--records] [--quit-after-ms N] [--replay-only]
//
// --log: after each move the history's writer saved, one line "move GAME DEAL COUNT" (COUNT:
// moves of that deal saved so far, as this process knows them), after each deal saved "deal
// GAME NUMBER ID", written unbuffered: what a kill leaves in it was saved before. And after
// each move played (handed to the writer), "played GAME DEAL COUNT" (GAME 0 while the
// game's row is not written yet): the history holds no more than that, and the one move
// being handed. Exits 0 once
// the history holds N finished deals (--until-deals), 3 when the history cannot be used.
//
// It starts as the game does: the history opened, its recovery file's writes handed to the
// writer first (HistoryRecorder::takeRecovery()), and once they are written the game in
// progress taken up. --records (for tests/soak_history) adds
// what lets a soak compare the file with what was played, move by move:
//   "base MAXID RESUMED"      at start: the highest game id, the game taken up (0: none)
//   "resumed ID DEAL MOVES"   the game taken up, where it stood
//   "game ORD"                a game begun by this process (ORD 1, 2, …; 0 is the one resumed);
//                             its id is MAXID + ORD (only this process makes games)
//   "sofar ORD DEAL COUNT H"  after each move played: H, the hash of the deal's record so far
//   "recorded ORD DEAL H"     each deal finished: the hash of its record
//   "closed WRITES MOVES"     --quit-after-ms: closed, WRITES (of which MOVES) kept in the recovery file
// (H: the first 16 hex digits of SHA-1 over toJsonLine() of the record.)
#include "ai/levels.h"
#include "app/history/historyrecorder.h"
#include "app/history/historyrecovery.h"
#include "app/history/historystore.h"
#include "engine/record.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QStringList>
#include <QTimer>

#include <chrono>
#include <cstdio>
#include <thread>

using namespace belote;
using namespace rebelote;

namespace {

// A level's player that takes its time.
class SlowPlayer : public Player {
public:
    SlowPlayer(std::unique_ptr<Player> inner, int ms) : inner_(std::move(inner)), ms_(ms) {}
    const char* name() const override { return inner_->name(); }
    void startDeal(const Deal& d, Seat s, const GameContext& g) override { inner_->startDeal(d, s, g); }
    void dealOver(const Deal& d, Seat s) override { inner_->dealOver(d, s); }
    Call chooseCall(const Deal& d, Seat s, const CallList& legal) override
    {
        think();
        return inner_->chooseCall(d, s, legal);
    }
    bool coincheOutOfTurn(const Deal& d, Seat s) override
    {
        think();
        return inner_->coincheOutOfTurn(d, s);
    }
    DeclarationSet chooseDeclarations(const Deal& d, Seat s, const DeclarationChoices& c) override
    {
        think();
        return inner_->chooseDeclarations(d, s, c);
    }
    Card chooseCard(const Deal& d, Seat s, CardSet legal) override
    {
        think();
        return inner_->chooseCard(d, s, legal);
    }

private:
    void think() const { std::this_thread::sleep_for(std::chrono::milliseconds(ms_)); }
    std::unique_ptr<Player> inner_;
    int ms_;
};

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    auto option = [&](const QString& name, const QString& fallback = {}) {
        const qsizetype i = args.indexOf(name);
        return i >= 0 && i + 1 < args.size() ? args[i + 1] : fallback;
    };
    const QString db = option("--db");
    const int thinkMs = option("--think-ms", "0").toInt();
    const int untilDeals = option("--until-deals", "0").toInt();
    if (db.isEmpty()) {
        std::fputs("history_player: --db FILE\n", stderr);
        return 2;
    }
    QFile log(option("--log"));
    if (!log.fileName().isEmpty() && !log.open(QIODevice::Append | QIODevice::Unbuffered)) return 2;
    auto say = [&](const QString& line) {
        if (log.isOpen()) log.write((line + '\n').toUtf8());
    };

    HistoryStore store;
    const auto opened = store.open(db);
    if (!opened.message.isEmpty()) std::fprintf(stderr, "history_player: %s\n", qPrintable(opened.message));
    if (!opened.ok || opened.inMemory) return 3;
    const bool records = args.contains("--records");

    GameController controller;
    controller.setPace(0);
    controller.setAutoContinue(0);
    HistoryRecorder recorder(&store, &controller);
    // As the game does at start: the writes the last run kept in its recovery file, handed to
    // the writer first; the game in progress is looked up once they are written.
    const QString unreadable = recorder.takeRecovery();
    if (!unreadable.isEmpty()) std::fprintf(stderr, "history_player: %s\n", qPrintable(unreadable));
    QObject::connect(&recorder, &HistoryRecorder::recoveryDone, [&](const QString& message) {
        if (!message.isEmpty()) std::fprintf(stderr, "history_player: %s\n", qPrintable(message));
    });
    // --replay-only: that done, nothing played (0 when nothing is left in the recovery file).
    if (args.contains("--replay-only")) {
        if (!recorder.recoveryPending()) return unreadable.isEmpty() ? 0 : 5;
        QObject::connect(&recorder, &HistoryRecorder::recoveryDone, &app,
                         [](const QString& message) { QCoreApplication::exit(message.isEmpty() ? 0 : 5); });
        return app.exec();
    }

    GameSetup setup;
    const auto preset = parsePreset(option("--preset", "classic").toStdString());
    setup.rules = Rules::fromPreset(preset.value_or(Preset::Classic));
    setup.seed = option("--seed", "1").toULongLong();
    setup.human = {false, false, false, false};
    setup.level = QStringLiteral("heuristic");
    setup.makePlayer = [thinkMs](Seat, std::uint64_t seed) -> std::shared_ptr<Player> {
        return std::make_shared<SlowPlayer>(makeLevelPlayer("heuristic", seed), thinkMs);
    };

    // A line once the history's writer has written the move (its row committed).
    int count = 0;
    int dealOfCount = -1;
    QObject::connect(&recorder, &HistoryRecorder::moveSaved, [&](qint64 game, int deal) {
        if (deal != dealOfCount) {
            dealOfCount = deal;
            count = 0;
        }
        ++count;
        say(QStringLiteral("move %1 %2 %3").arg(game).arg(dealOfCount).arg(count));
    });
    // And a line once the move is played and handed to the writer (connected after the
    // recorder): the history never holds more than these, and the one being handed.
    int played = 0;
    int dealOfPlayed = -1;
    int ordinal = 0;  // the games this process began
    auto hash = [](const QJsonObject& record) {
        return QCryptographicHash::hash(toJsonLine(record), QCryptographicHash::Sha1).toHex().left(16);
    };
    auto moved = [&] {
        if (controller.dealNumber() != dealOfPlayed) {
            dealOfPlayed = controller.dealNumber();
            played = 0;
        }
        ++played;
        say(QStringLiteral("played %1 %2 %3").arg(recorder.gameId().value_or(0)).arg(dealOfPlayed).arg(played));
        if (records)
            say(QStringLiteral("sofar %1 %2 %3 %4")
                    .arg(ordinal)
                    .arg(dealOfPlayed)
                    .arg(played)
                    .arg(QLatin1String(hash(controller.record()))));
    };
    if (records) {
        QObject::connect(&controller, &GameController::gameStarted,
                         [&] { say(QStringLiteral("game %1").arg(++ordinal)); });
        QObject::connect(&controller, &GameController::dealRecorded, [&](const QJsonObject& r) {
            say(QStringLiteral("recorded %1 %2 %3")
                    .arg(ordinal)
                    .arg(controller.dealNumber())
                    .arg(QLatin1String(hash(r))));
        });
    }
    QObject::connect(&controller, &GameController::callMade, moved);
    QObject::connect(&controller, &GameController::coincheDeclined, moved);
    QObject::connect(&controller, &GameController::declarationsMade, moved);
    QObject::connect(&controller, &GameController::cardPlayed, moved);
    QObject::connect(&controller, &GameController::beloteAnnounced, moved);
    int finished = 0;  // counted by start()
    QObject::connect(&recorder, &HistoryRecorder::dealSaved, [&](qint64 id) {
        const auto row = store.deal(id);
        say(QStringLiteral("deal %1 %2 %3")
                .arg(row && row->gameId ? *row->gameId : 0)
                .arg(row ? row->number : 0)
                .arg(id));
        if (untilDeals > 0 && ++finished >= untilDeals) {
            controller.setAutoContinue(-1);
            QMetaObject::invokeMethod(
                &app, [] { QCoreApplication::exit(0); }, Qt::QueuedConnection);
        }
    });
    QObject::connect(&recorder, &HistoryRecorder::backlogChanged, [](int moves, const QString& reason) {
        std::fprintf(stderr, "history_player: %s\n", qPrintable(HistoryRecorder::backlogText(moves, reason)));
    });

    // The game in progress, once the kept writes are made: before, the file lacks them.
    auto start = [&]() -> int {
        for (const GameRow& g : store.games()) finished += g.deals;
        if (records) {
            qint64 maxId = 0;
            for (const GameRow& g : store.games()) maxId = std::max(maxId, g.id);
            const auto saved = store.inProgress();
            say(QStringLiteral("base %1 %2").arg(maxId).arg(saved ? saved->game.id : 0));
        }
        if (const auto saved = store.inProgress()) {
            GameSetup resumed = saved->game.setup();
            resumed.makePlayer = setup.makePlayer;
            // The moves this process did not make are counted as the history holds them.
            dealOfCount = dealOfPlayed = saved->dealNumber;
            count = played = int(saved->moves.size());
            QString error;
            if (!recorder.resume(*saved, resumed, &error)) {
                std::fprintf(stderr, "history_player: cannot resume: %s\n", qPrintable(error));
                return 4;
            }
            std::fprintf(stderr, "history_player: resumed game %lld at deal %d after %d moves\n", saved->game.id,
                         saved->dealNumber, int(saved->moves.size()));
            if (records)
                say(QStringLiteral("resumed %1 %2 %3")
                        .arg(saved->game.id)
                        .arg(saved->dealNumber)
                        .arg(saved->moves.size()));
        } else {
            controller.newGame(setup);
        }
        return untilDeals > 0 && finished >= untilDeals ? 0 : -1;
    };
    // --quit-after-ms: closed as the window closes (the recorder's close(): what the writer
    // could not write goes to the recovery file, the kept writes first if still waiting), N ms
    // after the start.
    if (const int quitMs = option("--quit-after-ms", "-1").toInt(); quitMs >= 0) {
        QTimer::singleShot(quitMs, &app, [&] {
            const HistoryRecorder::Closed closed = recorder.close();
            if (records) say(QStringLiteral("closed %1 %2").arg(closed.writes).arg(closed.moves));
            QCoreApplication::exit(0);
        });
    }
    if (!recorder.recoveryPending()) {
        if (const int status = start(); status >= 0) return status;
    } else {
        std::fprintf(stderr, "history_player: waiting for %d kept moves to be written\n", recorder.recoveryMoves());
        QObject::connect(
            &recorder, &HistoryRecorder::recoveryDone, &app,
            [&] {
                if (const int status = start(); status >= 0) QCoreApplication::exit(status);
            },
            Qt::QueuedConnection);
    }
    return app.exec();
}
