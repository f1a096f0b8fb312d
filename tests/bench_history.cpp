// bench_history: how long the history takes to open and to save a move (issue 18's targets:
// a history of 10,000 deals open in under 1 s, a move saved in under 5 ms).
//
//   bench_history [--deals N] [--moves N] [--repeats N] [--refreshes N] [--db FILE] [--json]
//
// 1. A history of N finished deals (10,000): games played by four heuristic players through
//    the game controller with the history recorder attached, as the game plays and saves
//    them (every call and card saved as it is made, each deal saved when it ends), the four
//    presets in turn, a new game after each game over. The last game stays in progress, as
//    in a history the game left. In a temporary folder, or FILE (--db), which is kept and
//    only topped up to N deals on the next run.
// 2. Opening it, --repeats times (5): HistoryStore::open() on the file (the game does it at
//    start), then the History window as Game ▸ History opens it (HistoryWindow built, its
//    models filled from the store, then shown) until both its lists have painted. Each part,
//    and the total; the first run (the first window of the process) and the median. Then its
//    Statistics tab, from asking for it until its figures came (counted by the history's
//    writer, off the window's thread), and until its charts painted.
// 3. Saving a move: the game in progress taken up again as the game does at start, and
//    played on until --moves moves (4,000) were saved; each is timed from the controller's
//    signal to the recorder's return: what the game's thread gives it (the write queued for
//    the history's writer thread, which makes it: HistoryStore::appendMove, one INSERT in its
//    own transaction, WAL). Median, 99th percentile, max; also the finished deals meanwhile.
// 4. A deal saved while the History window is open: the window shown on the history, as
//    Game ▸ History leaves it, and the game played on until --refreshes deals (20) were
//    saved; each is timed from the recorder's signal to the window's return (the time it
//    holds the game). Median, 99th percentile, max.
//
// Figures in lines for a person, or with --json one JSON object. Needs a window system:
// QT_QPA_PLATFORM=offscreen runs it anywhere. Exit status 2 on a bad option, 3 when the
// history cannot be made or read.
#include "app/controller/quantile.h"
#include "app/history/historyrecorder.h"
#include "app/history/historystore.h"
#include "app/ui/historystats.h"
#include "app/ui/historywindow.h"

#include <QApplication>
#include <QChartView>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>
#include <vector>

using namespace belote;
using namespace rebelote;

namespace {

int usageError(const QString& why)
{
    std::fprintf(stderr, "bench_history: %s\n", qPrintable(why));
    return 2;
}

double msSince(const QElapsedTimer& t) { return double(t.nsecsElapsed()) / 1e6; }

int finishedDeals(const HistoryStore& store)
{
    int n = 0;
    for (const GameRow& g : store.games()) n += g.deals;
    return n + int(store.importedDeals().size());
}

// Each game a preset in turn and a seed of its own; four heuristic players.
GameSetup setupOfGame(int index)
{
    GameSetup s;
    s.rules = Rules::fromPreset(kAllPresets[std::size_t(index) % std::size(kAllPresets)]);
    s.seed = 1000 + std::uint64_t(index);
    s.human = {false, false, false, false};
    s.level = QStringLiteral("heuristic");
    return s;
}

struct SaveTimes {
    std::vector<double> moveMs;  // each move, the recorder's write
    std::vector<double> dealMs;  // each finished deal, the recorder's write
};

// Plays on the history as the game does: the game in progress taken up again, else a new
// one; a new game after each game over. Stops once the history holds `untilDeals` finished
// deals (0: no such limit), or `untilMoves` moves were saved (0: no such limit). With
// `times`, each save is timed: from before the recorder's slot to after it. `attach` is
// called with the recorder before play starts (a window connected to it).
bool play(HistoryStore& store, int untilDeals, int untilMoves, SaveTimes* times, QString* error,
          const std::function<void(HistoryRecorder&)>& attach = {})
{
    GameController controller;
    controller.setPace(0);
    controller.setAutoContinue(0);
    QElapsedTimer save;
    // Connected before the recorder: they run before its slots, the stop ones after.
    auto startClock = [&] { save.start(); };
    auto connectAll = [&](auto slot) {
        QObject::connect(&controller, &GameController::callMade, slot);
        QObject::connect(&controller, &GameController::coincheDeclined, slot);
        QObject::connect(&controller, &GameController::declarationsMade, slot);
        QObject::connect(&controller, &GameController::cardPlayed, slot);
        QObject::connect(&controller, &GameController::beloteAnnounced, slot);
        QObject::connect(&controller, &GameController::dealRecorded, slot);
    };
    if (times) connectAll(startClock);
    HistoryRecorder recorder(&store, &controller);
    if (attach) attach(recorder);
    QString failed;
    QObject::connect(&recorder, &HistoryRecorder::backlogChanged, [&](int moves, const QString& reason) {
        if (!reason.isEmpty()) failed = HistoryRecorder::backlogText(moves, reason);
    });

    QEventLoop loop;
    int deals = finishedDeals(store);
    int moves = 0;
    auto stop = [&] {
        controller.setAutoContinue(-1);
        QTimer::singleShot(0, &loop, &QEventLoop::quit);
    };
    auto moveSaved = [&] {
        if (!times) return;
        times->moveMs.push_back(msSince(save));
        if (untilMoves > 0 && ++moves == untilMoves) stop();
    };
    if (times) {
        QObject::connect(&controller, &GameController::callMade, moveSaved);
        QObject::connect(&controller, &GameController::coincheDeclined, moveSaved);
        QObject::connect(&controller, &GameController::declarationsMade, moveSaved);
        QObject::connect(&controller, &GameController::cardPlayed, moveSaved);
        QObject::connect(&controller, &GameController::beloteAnnounced, moveSaved);
        QObject::connect(&controller, &GameController::dealRecorded, [&] { times->dealMs.push_back(msSince(save)); });
    }
    // Counted as played: the writer saves them just after, and the recorder's end waits for
    // it (a count of saved deals would let the game play on meanwhile).
    QObject::connect(&controller, &GameController::dealRecorded, [&] {
        if (untilDeals > 0 && ++deals == untilDeals) stop();
    });
    int games = int(store.games().size());
    QObject::connect(&controller, &GameController::gameOver, [&] {
        // The next game in another preset (the controller would deal the same one again).
        controller.setAutoContinue(-1);
        QTimer::singleShot(0, &controller, [&] {
            controller.setAutoContinue(0);
            controller.newGame(setupOfGame(games++));
        });
    });

    if (untilDeals > 0 && deals >= untilDeals) return true;
    if (const auto saved = store.inProgress()) {
        if (!recorder.resume(*saved, error)) return false;
    } else {
        controller.newGame(setupOfGame(games++));
    }
    loop.exec();
    // The game at no pace runs ahead of the history's writer: what it played is all written
    // before the figures are taken (a window's game, at its pace, does not run ahead).
    controller.setAutoContinue(-1);
    if (!recorder.waitForWrites(3600 * 1000) && failed.isEmpty())
        failed = QStringLiteral("the history's writer did not finish");
    if (!failed.isEmpty()) {
        *error = failed;
        return false;
    }
    return true;
}

// Paint events of every widget, watched from the application.
class PaintWatch : public QObject {
public:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint) painted.insert(watched);
        return false;
    }
    QSet<QObject*> painted;
};

// Does `change` (shows a window, a tab), then runs the event loop until every widget that
// `widgets` gives after it has painted; false after 30 s.
bool untilPainted(const std::function<void()>& change, const std::function<QList<QWidget*>()>& widgets)
{
    PaintWatch watch;
    qApp->installEventFilter(&watch);
    change();
    const QList<QWidget*> watched = widgets();
    auto allPainted = [&] {
        return std::all_of(watched.begin(), watched.end(), [&](QWidget* w) { return watch.painted.contains(w); });
    };
    QElapsedTimer limit;
    limit.start();
    while (!allPainted() && limit.elapsed() < 30000) QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    qApp->removeEventFilter(&watch);
    return allPainted();
}

// The viewports of the views (of type View) inside `parent` that are visible.
template <typename View>
QList<QWidget*> visibleViewports(QWidget* parent)
{
    QList<QWidget*> out;
    for (View* v : parent->findChildren<View*>())
        if (v->isVisible()) out << v->viewport();
    return out;
}

struct OpenTimes {
    double storeMs = 0;   // HistoryStore::open()
    double windowMs = 0;  // HistoryWindow built, its models filled (its rows read off its thread)
    double shownMs = 0;   // shown until both lists painted
    double totalMs() const { return storeMs + windowMs + shownMs; }
    double statsMs = 0;         // the Statistics tab asked for until its figures came (counted off the window's thread)
    double statsPaintedMs = 0;  // and until they painted
    int games = 0, deals = 0;   // the rows the window's models hold
};

// Opens the history as the game does, then the History window as Game ▸ History does, then
// its Statistics tab.
bool openOnce(const QString& path, OpenTimes* out, QString* error)
{
    QElapsedTimer t;
    t.start();
    HistoryStore store;
    const auto opened = store.open(path, HistoryStore::OpenMode::Strict);
    out->storeMs = msSince(t);
    if (!opened.ok) {
        *error = opened.message;
        return false;
    }
    t.start();
    // MainWindow::showHistory(): the window is made (it reads the store), then shown.
    auto window = std::make_unique<HistoryWindow>(&store);
    // The rows are read by the history's writer, then shown: until they are.
    if (window->isLoading()) {
        QEventLoop loop;
        QObject::connect(window.get(), &HistoryWindow::rowsLoaded, &loop, &QEventLoop::quit);
        loop.exec();
    }
    out->windowMs = msSince(t);
    out->games = 0;
    for (int r = 0; r < window->gamesModel()->rowCount(); ++r)
        if (window->gamesModel()->game(r)) ++out->games;  // not the pseudo-rows
    out->deals = window->dealsModel()->rowCount();

    t.start();
    if (!untilPainted([&] { window->show(); }, [&] { return visibleViewports<QTableView>(window.get()); })) {
        *error = QStringLiteral("the History window's lists were not painted within 30 s");
        return false;
    }
    out->shownMs = msSince(t);

    // The Statistics tab, as a click on it asks for it: computed when first shown.
    auto* tabs = window->findChild<QTabWidget*>(QStringLiteral("historyTabs"));
    HistoryStatsView* stats = window->statsView();
    // Counted by the history's writer, off the window's thread: the figures come with
    // statsShown().
    bool counted = false;
    QObject::connect(window.get(), &HistoryWindow::statsShown, window.get(), [&] {
        counted = true;
        out->statsMs = msSince(t);
    });
    t.start();
    tabs->setCurrentWidget(stats);
    QElapsedTimer limit;
    limit.start();
    while (!counted && limit.elapsed() < 30000) QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    if (!counted) {
        *error = QStringLiteral("the Statistics tab's figures did not come within 30 s");
        return false;
    }
    const bool painted = untilPainted([] {}, [&] { return visibleViewports<QChartView>(stats); });
    out->statsPaintedMs = msSince(t);
    if (!painted) {
        *error = QStringLiteral("the Statistics tab's charts were not painted within 30 s");
        return false;
    }
    return true;
}

// Plays on with the History window open on the history, as Game ▸ History leaves it, until
// `count` more deals are saved; each time the window takes when told of a saved deal in *ms.
bool refreshesWhileOpen(const QString& path, int count, std::vector<double>* ms, QString* error)
{
    HistoryStore store;
    const auto opened = store.open(path);
    if (!opened.ok || !opened.message.isEmpty()) {
        *error = opened.message;
        return false;
    }
    HistoryWindow window(&store);
    if (!untilPainted([&] { window.show(); }, [&] { return visibleViewports<QTableView>(&window); })) {
        *error = QStringLiteral("the History window's lists were not painted within 30 s");
        return false;
    }
    if (window.isLoading()) {
        QEventLoop loop;
        QObject::connect(&window, &HistoryWindow::rowsLoaded, &loop, &QEventLoop::quit);
        loop.exec();
    }
    QElapsedTimer t;
    // Connected in this order, the slots run in it: the clock, the window as MainWindow
    // connects it, the clock again.
    auto attach = [&](HistoryRecorder& recorder) {
        QObject::connect(&recorder, &HistoryRecorder::dealSaved, [&] { t.start(); });
        QObject::connect(&recorder, &HistoryRecorder::dealSaved, &window, &HistoryWindow::showSavedDeal);
        QObject::connect(&recorder, &HistoryRecorder::dealSaved, [&] { ms->push_back(msSince(t)); });
    };
    return play(store, finishedDeals(store) + count, 0, nullptr, error, attach);
}

QJsonObject firstAndMedian(const std::vector<double>& v)
{
    return {{QStringLiteral("first"), v.empty() ? 0 : v.front()}, {QStringLiteral("median"), quantile(v, 0.5)}};
}

// How many took 5 ms or more (issue 18's target for a move).
int slow(const std::vector<double>& v)
{
    return int(std::count_if(v.begin(), v.end(), [](double ms) { return ms >= 5; }));
}

QJsonObject spread(const std::vector<double>& v)
{
    return {{QStringLiteral("count"), int(v.size())},
            {QStringLiteral("median"), quantile(v, 0.5)},
            {QStringLiteral("p99"), quantile(v, 0.99)},
            {QStringLiteral("max"), quantile(v, 1.0)},
            {QStringLiteral("atLeast5ms"), slow(v)}};
}

}  // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("rebelote-bench"));
    QStandardPaths::setTestModeEnabled(true);  // nothing of the person's own settings or history

    QStringList args = app.arguments().mid(1);
    int deals = 10000, moves = 4000, repeats = 5, refreshes = 20;
    QString db;
    bool json = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (a == QLatin1String("--json")) {
            json = true;
            continue;
        }
        if (a != QLatin1String("--deals") && a != QLatin1String("--moves") && a != QLatin1String("--repeats") &&
            a != QLatin1String("--refreshes") && a != QLatin1String("--db"))
            return usageError(
                QStringLiteral(
                    "unknown option %1 (--deals N, --moves N, --repeats N, --refreshes N, --db FILE, --json)")
                    .arg(a));
        if (i + 1 >= args.size()) return usageError(QStringLiteral("option %1 needs a value").arg(a));
        const QString v = args[++i];
        if (a == QLatin1String("--db")) {
            db = v;
            continue;
        }
        bool ok = false;
        const int n = v.toInt(&ok);
        if (!ok || n < 1 || n > 1000000)
            return usageError(QStringLiteral("%1: a whole number from 1, not \"%2\"").arg(a, v.left(40)));
        (a == QLatin1String("--deals")     ? deals
         : a == QLatin1String("--moves")   ? moves
         : a == QLatin1String("--repeats") ? repeats
                                           : refreshes) = n;
    }
    QTemporaryDir dir;
    if (db.isEmpty()) {
        if (!dir.isValid()) return usageError(QStringLiteral("no temporary folder"));
        db = dir.filePath(QStringLiteral("history.db"));
    }
    auto fail = [](const QString& why) {
        std::fprintf(stderr, "bench_history: %s\n", qPrintable(why));
        return 3;
    };

    // 1. The history.
    QElapsedTimer made;
    made.start();
    {
        HistoryStore store;
        const auto opened = store.open(db);
        if (!opened.ok || opened.inMemory || !opened.message.isEmpty()) return fail(opened.message);
        std::fprintf(stderr, "bench_history: playing a history of %d deals in %s…\n", deals, qPrintable(db));
        QString error;
        if (!play(store, deals, 0, nullptr, &error)) return fail(error);
    }
    const double madeS = msSince(made) / 1000;

    // 2. Opening it.
    std::vector<double> storeMs, windowMs, shownMs, totalMs, statsMs, statsPaintedMs;
    OpenTimes open;
    for (int r = 0; r < repeats; ++r) {
        QString error;
        if (!openOnce(db, &open, &error)) return fail(error);
        storeMs.push_back(open.storeMs);
        windowMs.push_back(open.windowMs);
        shownMs.push_back(open.shownMs);
        totalMs.push_back(open.totalMs());
        statsMs.push_back(open.statsMs);
        statsPaintedMs.push_back(open.statsPaintedMs);
    }
    const qint64 bytes = QFileInfo(db).size();

    // 3. Saving moves on it.
    SaveTimes saves;
    {
        HistoryStore store;
        const auto opened = store.open(db);
        if (!opened.ok || !opened.message.isEmpty()) return fail(opened.message);
        QString error;
        if (!play(store, 0, moves, &saves, &error)) return fail(error);
    }

    // 4. Deals saved while the History window is open.
    std::vector<double> refreshMs;
    {
        QString error;
        if (!refreshesWhileOpen(db, refreshes, &refreshMs, &error)) return fail(error);
    }

    const int games = open.games;
    if (json) {
        const QJsonObject out{
            {QStringLiteral("deals"), open.deals},
            {QStringLiteral("games"), games},
            {QStringLiteral("bytes"), bytes},
            {QStringLiteral("madeSeconds"), madeS},
            {QStringLiteral("repeats"), repeats},
            {QStringLiteral("openMs"), QJsonObject{{QStringLiteral("store"), firstAndMedian(storeMs)},
                                                   {QStringLiteral("window"), firstAndMedian(windowMs)},
                                                   {QStringLiteral("shown"), firstAndMedian(shownMs)},
                                                   {QStringLiteral("total"), firstAndMedian(totalMs)}}},
            {QStringLiteral("statsMs"), QJsonObject{{QStringLiteral("filled"), firstAndMedian(statsMs)},
                                                    {QStringLiteral("painted"), firstAndMedian(statsPaintedMs)}}},
            {QStringLiteral("moveSaveMs"), spread(saves.moveMs)},
            {QStringLiteral("dealSaveMs"), spread(saves.dealMs)},
            {QStringLiteral("windowOnDealSavedMs"), spread(refreshMs)},
        };
        std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
        return 0;
    }
    std::printf("history: %d deals in %d games, %.1f MB, played and saved in %.1f s\n", open.deals, games,
                double(bytes) / 1e6, madeS);
    std::printf("opening it, %d times (first / median):\n", repeats);
    auto row = [](const char* what, const std::vector<double>& v) {
        std::printf("  %-46s %8.1f / %8.1f ms\n", what, v.front(), quantile(v, 0.5));
    };
    row("HistoryStore::open", storeMs);
    row("History window built, its models filled", windowMs);
    row("shown until both lists painted", shownMs);
    row("total", totalMs);
    row("Statistics tab, until its charts filled", statsMs);
    row("Statistics tab, until its charts painted", statsPaintedMs);
    auto spreadRow = [](const char* what, const std::vector<double>& v) {
        std::printf("%s (%d): median %.3f ms, 99th percentile %.3f ms, max %.3f ms, %d of 5 ms or more\n", what,
                    int(v.size()), quantile(v, 0.5), quantile(v, 0.99), quantile(v, 1.0), slow(v));
    };
    spreadRow("saving a move", saves.moveMs);
    spreadRow("saving a finished deal", saves.dealMs);
    spreadRow("the open History window told of a saved deal", refreshMs);
    return 0;
}
