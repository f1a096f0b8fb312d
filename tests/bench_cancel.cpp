// bench_cancel: how long the window's thread waits when it leaves a search it no longer
// needs (issue 31). The tests check that these searches are cancelled and that nothing of
// them is delivered; how fast is measured here, on whatever machine runs it, never asserted.
//
//   bench_cancel [--repeats N] [--into MS]
//
// Each figure is timed N times (20), each time MS milliseconds (50) into the search, with the
// event loop running meanwhile as in the game:
// 1. newGame() with no search under way (a person to act), to the game the next two start
//    (South a person, three normal players): what making the players costs, their floor;
// 2. newGame() while the hint searches (requestHint() at the person's first decision);
// 3. newGame() while a computer seat searches its call (the normal level, coinche);
// 4. the controller destroyed while a computer seat searches (the window closed);
// 5. DealAnalyser::cancel() then wait() while the normal level analyses a call of a replayed
//    deal (tests/data/analysis-deals.jsonl, deals 1 to 4 in turn).
// Median, 99th percentile (nearest rank: with 20 runs, the max) and max, in ms.
#include "app/analysis/dealanalyser.h"
#include "app/controller/gamecontroller.h"
#include "app/controller/quantile.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QTimer>

#include <cstdio>
#include <functional>
#include <memory>
#include <vector>

using namespace belote;
using namespace rebelote;

namespace {

// Runs the event loop for `ms`.
void spin(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// Runs the event loop until `done` holds; false after `timeoutMs`.
bool spinUntil(const std::function<bool()>& done, int timeoutMs = 60000)
{
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > timeoutMs) return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    return true;
}

double msOf(const std::function<void()>& f)
{
    QElapsedTimer t;
    t.start();
    f();
    return double(t.nsecsElapsed()) / 1e6;
}

void report(const char* what, const std::vector<double>& ms)
{
    std::printf("%-62s n=%zu  median %7.1f  p99 %7.1f  max %7.1f ms\n", what, ms.size(), quantile(ms, 0.5),
                quantile(ms, 0.99), quantile(ms, 1.0));
    std::fflush(stdout);
}

GameSetup setup(std::uint64_t seed, bool person)
{
    GameSetup s;
    s.rules = Rules::fromPreset(Preset::Coinche);
    s.seed = seed;
    s.human = {person, false, false, false};
    s.level = QStringLiteral("normal");
    return s;
}

// A game whose first decision is the person's (South's): the computer seats before it play
// at once (heuristic), so that the person is asked quickly.
GameSetup personFirst(std::uint64_t seed)
{
    GameSetup s = setup(seed, true);
    s.level = QStringLiteral("heuristic");
    return s;
}

std::vector<QJsonObject> analysisDeals()
{
    std::vector<QJsonObject> out;
    QFile f(QStringLiteral(REBELOTE_TEST_DATA "/analysis-deals.jsonl"));
    if (!f.open(QIODevice::ReadOnly)) return out;
    for (const QByteArray& l : f.readAll().split('\n'))
        if (!l.trimmed().isEmpty()) out.push_back(QJsonDocument::fromJson(l).object());
    return out;
}

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    int repeats = 20, into = 50;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--repeats") && i + 1 < args.size()) repeats = args[++i].toInt();
        else if (args[i] == QLatin1String("--into") && i + 1 < args.size()) into = args[++i].toInt();
        else {
            std::fprintf(stderr, "usage: bench_cancel [--repeats N] [--into MS]\n");
            return 2;
        }
    }
    std::vector<double> idle, bot, hint, destroy, analysis;
    for (int i = 0; i < repeats; ++i) {
        GameController c;
        c.setPace(0);
        c.newGame(personFirst(100 + i));
        if (!spinUntil([&] { return c.humanToAct(); })) return 3;
        idle.push_back(msOf([&] { c.newGame(setup(200 + i, true)); }));
        c.newGame(personFirst(250 + i));
        if (!spinUntil([&] { return c.humanToAct(); })) return 3;
        c.requestHint();
        spin(into);
        hint.push_back(msOf([&] { c.newGame(setup(300 + i, true)); }));
    }
    report("newGame(), no search under way", idle);
    report("newGame() during the hint's search", hint);
    for (int i = 0; i < repeats; ++i) {
        GameController c;
        c.setPace(0);
        c.newGame(setup(400 + i, false));
        if (!spinUntil([&] { return c.thinking().has_value(); })) return 3;
        spin(into);
        bot.push_back(msOf([&] { c.newGame(setup(500 + i, true)); }));
    }
    report("newGame() during a computer seat's search", bot);
    for (int i = 0; i < repeats; ++i) {
        auto c = std::make_unique<GameController>();
        c->setPace(0);
        c->newGame(setup(600 + i, false));
        if (!spinUntil([&] { return c->thinking().has_value(); })) return 3;
        spin(into);
        destroy.push_back(msOf([&] { c.reset(); }));
    }
    report("the controller destroyed during a computer seat's search", destroy);
    const std::vector<QJsonObject> deals = analysisDeals();
    if (deals.empty()) return 3;
    for (int i = 0; i < repeats; ++i) {
        DealAnalyser a;
        bool levelAtWork = false;
        QObject::connect(&a, &DealAnalyser::summaryReady, &a, [&] { levelAtWork = true; });
        a.start(deals[std::size_t(i) % std::min<std::size_t>(4, deals.size())]);
        if (!spinUntil([&] { return levelAtWork; })) return 3;
        spin(into);
        analysis.push_back(msOf([&] {
            a.cancel();
            a.wait();
        }));
    }
    report("DealAnalyser cancel() and wait() during the level's analysis", analysis);
    return 0;
}
