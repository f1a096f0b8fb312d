// rebelote: the game's window, and its command line.
//
//   rebelote [--preset P] [--options JSON] [--seed S] [--demo] [--deals N] [--pace SECONDS]
//            [--record FILE]
//
// The game started is the settings' (Settings::setup(StartRequest)): the options change only
// what they say. A game left unfinished in the history is asked about before one of the
// command line's is recorded over it (MainWindow::startFromCommandLine); --deals 0 records
// nothing, and --demo does not even open the history.
// A bad option or value: one line on standard error and exit status 2, as rebelote-cli.
// With --demo all four seats are bots and, at exit, one JSON line on standard output tells
// the decision times and how late a 10 ms timer on the window's thread fired (a "stall"):
// the measure of a window that never freezes while the bots think.
#include "app/controller/quantile.h"
#include "app/timedapplication.h"
#include "app/ui/mainwindow.h"
#include "app/ui/tableview.h"

#include "engine/record.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QIcon>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace belote;
using namespace rebelote;

namespace {

int usageError(const QString& why)
{
    std::fprintf(stderr, "rebelote: %s\n", qPrintable(why));
    return 2;
}

// How late a 10 ms timer on the GUI thread fires, tick after tick, from the first paint of
// the table with a deal on it: the window's first show (about 30 ms, bots or no bots) is
// start-up, measured on its own (--deals 0), not the bots' doing.
class StallMeter : public QObject {
public:
    StallMeter(GameController* controller, QWidget* table, QObject* parent) : QObject(parent)
    {
        connect(controller, &GameController::dealStarted, this, [this] { dealt_ = true; });
        table->installEventFilter(this);
        timer_.setTimerType(Qt::PreciseTimer);
        connect(&timer_, &QTimer::timeout, this, [this] {
            const double now = double(clock_.nsecsElapsed()) / 1e6;
            if (last_ >= 0) stalls_.push_back(std::max(0.0, now - last_ - 10.0));
            if (log_ && !stalls_.empty() && stalls_.back() > 30)
                std::fprintf(stderr, "stall %.1f ms at %.0f ms\n", stalls_.back(),
                             double(appClock.nsecsElapsed()) / 1e6 + double(appClock.msecsSinceReference()));
            last_ = now;
        });
    }
    const std::vector<double>& stalls() const { return stalls_; }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && dealt_) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, this, [this] {
                clock_.start();
                timer_.start(10);
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QTimer timer_;
    QElapsedTimer clock_;
    double last_ = -1;
    bool dealt_ = false;
    std::vector<double> stalls_;
    const bool log_ = qEnvironmentVariableIsSet("REBELOTE_STALL_LOG");  // each stall over 30 ms
};

// Quits the application after the first paint of the widget it filters.
class QuitOnPaint : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint) QTimer::singleShot(0, qApp, &QApplication::quit);
        return QObject::eventFilter(watched, event);
    }
};

// The game's command line (README: "The game's command line").
struct GameOptions {
    QCommandLineOption preset{
        QStringLiteral("preset"),
        QCoreApplication::translate("main",
                                    "Play this preset: classic, classic-no-annonces, coinche, coinche-montpellier."),
        QStringLiteral("P")};
    QCommandLineOption options{
        QStringLiteral("options"),
        QCoreApplication::translate("main", "Rule options as a JSON object, over the preset (RULES.md §9)."),
        QStringLiteral("JSON")};
    QCommandLineOption seed{QStringLiteral("seed"),
                            QCoreApplication::translate("main", "Deal the cards from this seed."), QStringLiteral("S")};
    QCommandLineOption demo{
        QStringLiteral("demo"),
        QCoreApplication::translate("main", "A computer player at South too: watch four bots play.")};
    QCommandLineOption deals{
        QStringLiteral("deals"),
        QCoreApplication::translate("main", "Quit once N deals are finished (passed deals count)."),
        QStringLiteral("N")};
    QCommandLineOption pace{
        QStringLiteral("pace"),
        QCoreApplication::translate("main", "Seconds a bot's card or call is shown (0: no pause, no animation)."),
        QStringLiteral("SECONDS")};
    QCommandLineOption record{
        QStringLiteral("record"),
        QCoreApplication::translate("main", "Append each finished deal's record to FILE (one JSON line each)."),
        QStringLiteral("FILE")};

    void describe(QCommandLineParser& parser) const
    {
        parser.setApplicationDescription(
            QCoreApplication::translate("main", "French Belote and Coinche against three computer players."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({preset, options, seed, demo, deals, pace, record});
    }
};

// --help and --version answer without a display (a script, a terminal over ssh): only the
// game itself needs the window system.
bool onlyText(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "--help" || a == "-h" || a == "-?" || a == "--help-all" || a == "--version" || a == "-v") return true;
    }
    return false;
}

void setNames()
{
    QCoreApplication::setApplicationName(QStringLiteral("Rebelote"));
    QCoreApplication::setOrganizationName(QStringLiteral("Rebelote"));
    QCoreApplication::setApplicationVersion(QStringLiteral(REBELOTE_VERSION));
}

// What the command line asks for, read and checked by readCommandLine().
struct CommandLine {
    std::optional<GameSetup> setup;  // the settings' game with the options over it
    bool demo = false;
    int deals = -1;                 // quit once this many deals are finished (-1: never)
    int paceMs = -1;                // the computer players' pace (-1: the settings')
    std::unique_ptr<QFile> record;  // where each finished deal's record goes, if anywhere
};

// Reads the command line (--help and --version answer and exit here): 0, or the exit status
// of a bad option or value, said on standard error.
int readCommandLine(QCommandLineParser& parser, const GameOptions& opts, CommandLine& out)
{
    const QCommandLineOption &presetOpt = opts.preset, &optionsOpt = opts.options, &seedOpt = opts.seed,
                             &demoOpt = opts.demo, &dealsOpt = opts.deals, &paceOpt = opts.pace,
                             &recordOpt = opts.record;
    if (!parser.parse(QCoreApplication::arguments())) return usageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version"))) parser.showVersion();
    if (!parser.positionalArguments().isEmpty())
        return usageError(
            QStringLiteral("unexpected argument \"%1\"").arg(parser.positionalArguments().first().left(40)));

    // The game asked for: the settings' (rules with their options, levels, names), with
    // what the command line says over them (Settings::setup(StartRequest)).
    StartRequest request;
    request.preset = parser.value(presetOpt);
    if (parser.isSet(optionsOpt)) {
        QJsonParseError err{};
        const QJsonDocument doc = QJsonDocument::fromJson(parser.value(optionsOpt).toUtf8(), &err);
        if (err.error != QJsonParseError::NoError || !doc.isObject())
            return usageError(QStringLiteral("--options: not a JSON object"));
        request.options = doc.object();
    }
    request.demo = parser.isSet(demoOpt);

    bool ok = true;
    if (parser.isSet(seedOpt)) {
        request.seed = parser.value(seedOpt).toULongLong(&ok);
        if (!ok) return usageError(QStringLiteral("--seed: a whole number from 0"));
    }
    Settings settings;
    settings.load();  // its warnings are the window's to say
    QString why;
    out.setup = settings.setup(request, &why);
    if (!out.setup) return usageError(why);
    if (parser.isSet(dealsOpt)) {
        out.deals = parser.value(dealsOpt).toInt(&ok);
        if (!ok || out.deals < 0) return usageError(QStringLiteral("--deals: a whole number from 0"));
    }
    if (parser.isSet(paceOpt)) {
        const double seconds = parser.value(paceOpt).toDouble(&ok);
        if (!ok || !(seconds >= 0 && seconds <= 60)) return usageError(QStringLiteral("--pace: seconds from 0 to 60"));
        out.paceMs = int(seconds * 1000 + 0.5);
    }
    if (parser.isSet(recordOpt)) {
        out.record = std::make_unique<QFile>(parser.value(recordOpt));
        if (!out.record->open(QIODevice::WriteOnly | QIODevice::Append))
            return usageError(QStringLiteral("--record: cannot write %1: %2")
                                  .arg(parser.value(recordOpt), out.record->errorString()));
    }
    out.demo = request.demo;
    return 0;
}

// The game once the window is up: the command line's (`asked`), or what the history holds.
void startGame(MainWindow& window, const CommandLine& cl, bool asked)
{
    const std::optional<GameSetup>& setup = cl.setup;
    if (cl.deals == 0) {
        // The start-up timing: the game on the table at once, recorded nowhere, so that a
        // game left unfinished in the history stays as it is.
        window.startUnrecorded(*setup);
        QTimer::singleShot(0, &window, [&window] { window.showHistoryAtStart(); });
    } else if (asked) {
        // What opening the history found, then the game, once the person said what becomes
        // of a game left unfinished (MainWindow::startFromCommandLine).
        QTimer::singleShot(0, &window, [&window, &setup] { window.startFromCommandLine(*setup); });
    } else  // nothing asked for: what the history said, then the game left unfinished, if any, else which game to play
        QTimer::singleShot(0, &window, [&window] {
            window.showHistoryAtStart();
            window.offerResumeOrNewGame();
        });
}

// --demo: the decision times and the stalls, one JSON line on standard output.
void printDemoTimes(const GameController* controller, const StallMeter* stalls)
{
    const std::vector<double>& ms = controller->decisionTimes();
    QJsonObject decision{{QStringLiteral("count"), int(ms.size())},
                         {QStringLiteral("median"), quantile(ms, 0.5)},
                         {QStringLiteral("p95"), quantile(ms, 0.95)},
                         {QStringLiteral("max"), quantile(ms, 1.0)}};
    QJsonObject stall{{QStringLiteral("max"), quantile(stalls->stalls(), 1.0)},
                      {QStringLiteral("p99"), quantile(stalls->stalls(), 0.99)}};
    QJsonObject out{{QStringLiteral("deals"), controller->dealsFinished()},
                    {QStringLiteral("decisionMs"), decision},
                    {QStringLiteral("stallMs"), stall}};
    std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
}

}  // namespace

int main(int argc, char* argv[])
{
    if (onlyText(argc, argv)) {
        QCoreApplication core(argc, argv);
        setNames();
        QCommandLineParser parser;
        GameOptions().describe(parser);
        parser.process(core);  // prints the help or the version and exits
        return 0;
    }
    appClock.start();
    TimedApplication app(argc, argv);
    setNames();
    // The desktop entry and the icon installed with the game (resources/).
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.rebelote.Rebelote"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("io.github.rebelote.Rebelote")));

    QCommandLineParser parser;
    const GameOptions opts;
    opts.describe(parser);
    CommandLine cl;
    if (const int status = readCommandLine(parser, opts, cl)) return status;
    const bool demo = cl.demo;
    const int deals = cl.deals;

    // Watching the bots (--demo) is not a game of the person's: the history is not even opened.
    MainWindow window(demo ? MainWindow::History::Off : MainWindow::History::Open);
    GameController* controller = window.controller();
    if (cl.paceMs >= 0) window.setPace(cl.paceMs);
    StallMeter* stalls = demo ? new StallMeter(controller, window.table()->viewport(), &app) : nullptr;
    if (demo) controller->setAutoContinue(std::max(1500, 3 * controller->pace()) * (controller->pace() > 0 ? 1 : 0));
    QObject::connect(controller, &GameController::dealRecorded, &app, [&](const QJsonObject& r) {
        if (cl.record) {
            cl.record->write(toJsonLine(r) + '\n');
            cl.record->flush();
        }
        if (deals >= 0 && controller->dealsFinished() >= deals) QTimer::singleShot(0, &app, &QApplication::quit);
    });
    window.show();
    window.activateWindow();  // without a window manager (Xvfb) the keyboard comes only so

    startGame(window, cl,
              demo || parser.isSet(opts.preset) || parser.isSet(opts.options) || parser.isSet(opts.seed) || deals > 0);
    // --deals 0: quit once the table has been painted, so that `time rebelote --deals 0`
    // measures starting the game to the table shown.
    if (deals == 0) window.table()->viewport()->installEventFilter(new QuitOnPaint(&app));

    const int status = app.exec();
    if (demo) printDemoTimes(controller, stalls);
    return status;
}
