// The monkey: the real MainWindow played by a seeded random stream of every key and
// shortcut the game has and clicks at random points, as an impatient person would, through
// whole games of each preset at pace 0, the window once active and once not active (as under
// X with no window manager, where the keys reach a window that has no focus widget).
// Every modal question (the resume question, the new game dialog, Play on, the settings, the
// about box) is answered by the monkey in every way: Enter, Escape or a click on a button.
// The history and replay windows are opened, stepped through and closed on the way, and the
// window is closed and made again in the middle of a game, to be offered it back.
//
// It fails on a crash, on a hang (no step of the game for kHangMs while the monkey presses
// on), on a Qt warning about the focus chain, and on a deal the history keeps that
// `rebelote-cli score --check` refuses, or one the game played that the history lost.
//
//   tst_gui_monkey                        the suite's run: two whole games of each preset
//                                         (to half its target score)
//   tst_gui_monkey --minutes N [--seed S] the long run: N minutes a preset, half active
//   --window active|inactive              only the rows with the window active, or not
//                                         (CTest runs the two halves side by side)
#include "app/controller/settings.h"
#include "app/history/historystore.h"
#include "app/ui/historywindow.h"
#include "app/ui/mainwindow.h"
#include "app/ui/replaywindow.h"
#include "app/ui/tableview.h"
#include "engine/record.h"
#include "guitestutil.h"
#include "processrun.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QDialog>
#include <QElapsedTimer>
#include <QFile>
#include <QMessageBox>
#include <QPointer>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QScopedValueRollback>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QtTest>

#include <memory>

using namespace belote;
using namespace rebelote;

namespace {

int g_minutes = 0;             // 0: the suite's run (games), else minutes a preset
quint64 g_seed = 20261127;     // the random stream's seed (--seed)
QByteArray g_window = "both";  // --window active|inactive|both: which rows run
constexpr int kHangMs = 60000;

// Every Qt warning is kept; those about the focus chain fail the run.
QStringList g_focusWarnings;
QtMessageHandler g_previous = nullptr;
void recordWarnings(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (type != QtDebugMsg && message.contains(QLatin1String("focus"), Qt::CaseInsensitive)) g_focusWarnings << message;
    if (g_previous) g_previous(type, context, message);
}

struct Key {
    Qt::Key key;
    Qt::KeyboardModifiers mods = Qt::NoModifier;
    int weight = 1;
};

// Every key the game has, weighted so that a game moves on (Enter and Space play, gather and
// close) while every other key comes often enough.
const std::vector<Key>& tableKeys()
{
    static const std::vector<Key> keys = [] {
        std::vector<Key> k = {{Qt::Key_Return, {}, 14},
                              {Qt::Key_Space, {}, 6},
                              {Qt::Key_Enter, {}, 2},
                              {Qt::Key_Left, {}, 3},
                              {Qt::Key_Right, {}, 3},
                              {Qt::Key_Up, {}, 2},
                              {Qt::Key_Down, {}, 2},
                              {Qt::Key_Escape, {}, 2},
                              {Qt::Key_Tab, {}, 2},
                              {Qt::Key_H},
                              {Qt::Key_C},
                              {Qt::Key_L, {}, 2},
                              {Qt::Key_M},
                              {Qt::Key_T, {}, 2},
                              {Qt::Key_B},
                              {Qt::Key_S},
                              {Qt::Key_P},
                              {Qt::Key_PageUp},
                              {Qt::Key_PageDown},
                              {Qt::Key_Home},
                              {Qt::Key_End},
                              {Qt::Key_D, Qt::ControlModifier},
                              {Qt::Key_B, Qt::ControlModifier},
                              {Qt::Key_H, Qt::ControlModifier},
                              {Qt::Key_N, Qt::ControlModifier},
                              {Qt::Key_F1},
                              {Qt::Key_Comma, Qt::ControlModifier},
                              {Qt::Key_Question},
                              {Qt::Key_Z, Qt::ControlModifier},
                              {Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier}};
        for (int d = 0; d < 8; ++d) k.push_back({Qt::Key(Qt::Key_1 + d)});
        return k;
    }();
    return keys;
}

// One run: a window (made again when the monkey closes it), the game of one preset, the
// random stream, and the counts of what happened.
class Monkey : public QObject {
public:
    Monkey(Preset preset, bool active, quint64 seed) : preset_(preset), active_(active), rng_(seed)
    {
        other_.setWindowTitle(QStringLiteral("another program"));
        other_.resize(200, 100);
    }

    int gamesOver = 0;
    int dealsPlayed = 0;
    int keys = 0, clicks = 0, modals = 0, reopened = 0, historyVisits = 0, replays = 0;
    QStringList failures;

    // Runs until done() or a hang; false with failures filled when the run fails.
    bool run(const std::function<bool()>& done)
    {
        openWindow();
        progress_.start();
        running_ = true;
        scheduleTick();
        while (!done() && failures.isEmpty()) QTest::qWait(20);
        running_ = false;
        closeWindow();
        return failures.isEmpty();
    }

private:
    bool chance(int percent) { return int(rng_.bounded(100)) < percent; }

    void openWindow()
    {
        window_ = std::make_unique<MainWindow>();
        window_->resize(960, 640);  // room for everything; a smaller picture to paint
        GameController* c = window_->controller();
        for (auto signal : {&GameController::gameStarted, &GameController::gameResumed, &GameController::dealStarted,
                            &GameController::dealScored})
            QObject::connect(c, signal, this, [this] { progress_.restart(); });
        QObject::connect(c, &GameController::trickGathered, this, [this] { progress_.restart(); });
        QObject::connect(c, &GameController::cardPlayed, this, [this] { progress_.restart(); });
        QObject::connect(c, &GameController::callMade, this, [this] { progress_.restart(); });
        QObject::connect(c, &GameController::dealRecorded, this, [this] { ++dealsPlayed; });
        QObject::connect(c, &GameController::gameOver, this, [this, c] {
            if (c->rules().preset == preset_) ++gamesOver;
        });
        window_->show();
        if (active_) window_->activateWindow();
        else deactivate();
        // As the game starts: the game left unfinished, if any, else which game to play.
        QTimer::singleShot(0, window_.get(), [w = QPointer<MainWindow>(window_.get())] {
            if (!w) return;
            w->showHistoryAtStart();
            if (w) w->offerResumeOrNewGame();
        });
    }

    void closeWindow()
    {
        if (QPointer<QWidget> modal = QApplication::activeModalWidget()) {
            // A question left open when the run ends: answered before the window goes.
            QTimer::singleShot(0, [modal] {
                if (modal) modal->close();
            });
        }
        window_->close();
        window_.reset();
    }

    void deactivate()
    {
        other_.show();
        other_.activateWindow();
    }

    // Each tick is a timer of its own, set before the tick acts: a question the tick opens
    // (a nested event loop) is answered by the ticks that follow, since Qt never fires a
    // timer again while its own slot runs.
    void scheduleTick()
    {
        if (running_) QTimer::singleShot(1, this, [this] { tick(); });
    }

    void tick()
    {
        scheduleTick();
        if (progress_.elapsed() > kHangMs && failures.isEmpty()) {
            // A hang: said, then every question closed so that the run can end.
            failures << QStringLiteral("no step of the game for %1 s (stage %2, modal: %3)")
                            .arg(kHangMs / 1000)
                            .arg(int(window_->controller()->stage()))
                            .arg(QApplication::activeModalWidget() ? QApplication::activeModalWidget()->windowTitle()
                                                                   : QStringLiteral("none"));
        }
        if (QWidget* modal = QApplication::activeModalWidget()) {
            if (!failures.isEmpty()) modal->close();
            else answer(modal);
            return;
        }
        if (QWidget* popup = QApplication::activePopupWidget()) {
            QTest::keyClick(popup, Qt::Key_Escape);
            return;
        }
        // A question opened by this tick runs ticks of its own, which only answer it: the
        // window must not be closed under the tick that waits for the question.
        if (ticking_ || !failures.isEmpty()) return;
        const QScopedValueRollback<bool> busy(ticking_, true);
        GameController* c = window_->controller();
        if (visiting()) return;
        keepActivation();
        // A game that is over or not started, its panel closed: the person uses the menu.
        const bool idle = c->stage() == GameController::Stage::Idle || c->stage() == GameController::Stage::GameOver;
        if (idle && progress_.elapsed() > 1500 && chance(5)) {
            window_->newGameAction()->trigger();
            return;
        }
        if (c->stage() != GameController::Stage::Idle && chance(1) && chance(5)) {
            // Closed in the middle of a game, and opened again: the game is offered back.
            ++reopened;
            closeWindow();
            openWindow();
            return;
        }
        if (chance(15)) clickTable();
        else pressKey();
    }

    // The history window and a replay, when open: keys at them, then closed.
    bool visiting()
    {
        auto* history = window_->findChild<HistoryWindow*>();
        auto* replay = window_->findChild<ReplayWindow*>();
        if (replay && replay->isVisible()) {
            static const Qt::Key replayKeys[] = {Qt::Key_Right,  Qt::Key_Right, Qt::Key_Left, Qt::Key_PageDown,
                                                 Qt::Key_PageUp, Qt::Key_End,   Qt::Key_Home, Qt::Key_3,
                                                 Qt::Key_Space,  Qt::Key_L,     Qt::Key_P};
            if (chance(8)) {
                replay->close();
                return true;
            }
            const Qt::Key k = replayKeys[rng_.bounded(int(std::size(replayKeys)))];
            if (k == Qt::Key_P && !chance(10)) return true;  // Play on: now and then
            QTest::keyClick(replay->windowHandle(), k);
            ++keys;
            return true;
        }
        if (history && history->isVisible()) {
            if (chance(20)) {
                history->close();
                return true;
            }
            // Up and down the games and the deals, Enter on a game (its deals) or a deal (its replay).
            static const Qt::Key historyKeys[] = {Qt::Key_Down, Qt::Key_Down, Qt::Key_Up, Qt::Key_End, Qt::Key_Return};
            const Qt::Key k = historyKeys[rng_.bounded(int(std::size(historyKeys)))];
            auto* list = history->findChild<QAbstractItemView*>(chance(60) ? QStringLiteral("dealsView")
                                                                           : QStringLiteral("gamesView"));
            QWidget* target = list ? static_cast<QWidget*>(list) : history;
            QTest::keyClick(target, k);
            if (k == Qt::Key_Return && window_->findChild<ReplayWindow*>()) ++replays;
            ++keys;
            return true;
        }
        return false;
    }

    void keepActivation()
    {
        if (active_ && !window_->isActiveWindow()) window_->activateWindow();
        if (!active_ && window_->isActiveWindow()) deactivate();
    }

    void pressKey()
    {
        const auto& all = tableKeys();
        int total = 0;
        for (const Key& k : all) total += k.weight;
        int pick = int(rng_.bounded(total));
        const Key* key = &all.front();
        for (const Key& k : all) {
            if (pick < k.weight) {
                key = &k;
                break;
            }
            pick -= k.weight;
        }
        if (key->key == Qt::Key_H && key->mods == Qt::ControlModifier) {
            ++historyVisits;
            if (!active_) {
                window_->showHistory();  // Game ▸ History with the mouse: no shortcut reaches an inactive window
                return;
            }
        }
        // As X delivers it: to the game's window, whichever widget has its focus.
        QTest::keyClick(window_->windowHandle(), key->key, key->mods);
        ++keys;
    }

    void clickTable()
    {
        // Anywhere on the table, its panels and buttons; not the menu bar (Quit is there).
        TableView* table = window_->table();
        const QPoint at(int(rng_.bounded(table->width())), int(rng_.bounded(table->height())));
        QWidget* child = table->childAt(at);
        QWidget* target = child ? child : table->viewport();
        const QPoint local = target->mapFrom(table, at);
        QTest::mouseClick(target, Qt::LeftButton, {}, local);
        ++clicks;
    }

    // A modal question, answered in every way: Enter, Escape, a click on one of its buttons.
    void answer(QWidget* modal)
    {
        ++modals;
        if (!modal->isVisible()) return;
        if (auto* dialog = qobject_cast<QDialog*>(modal);
            dialog && dialog->windowTitle() == QLatin1String("New game")) {
            // The preset under test, chosen now and then (the last one chosen is preselected).
            if (auto* radio = dialog->findChild<QRadioButton*>(QString::fromLatin1(presetName(preset_)));
                radio && chance(50))
                QTest::mouseClick(radio, Qt::LeftButton);
            // A practice game now and then (Ctrl+Z takes back in it), a counted one again.
            if (auto* practice = dialog->findChild<QCheckBox*>(QStringLiteral("practice")); practice && chance(40))
                QTest::mouseClick(practice, Qt::LeftButton);
            const GameController::Stage s = window_->controller()->stage();
            const bool playing = s != GameController::Stage::Idle && s != GameController::Stage::GameOver;
            // During a game, mostly not: two whole games must end.
            if (playing && chance(85)) {
                QTest::keyClick(dialog, Qt::Key_Escape);
                return;
            }
        }
        const bool knownQuestion =
            qobject_cast<QMessageBox*>(modal) || modal->windowTitle() == QLatin1String("New game");
        const int way = int(rng_.bounded(knownQuestion ? 3 : 2));
        if (way == 0) {
            QTest::keyClick(modal, Qt::Key_Return);
        } else if (way == 1) {
            QTest::keyClick(modal, Qt::Key_Escape);
        } else {
            QList<QAbstractButton*> buttons;
            for (QAbstractButton* b : modal->findChildren<QAbstractButton*>())
                if (b->isVisible() && b->isEnabled() && !qobject_cast<QRadioButton*>(b)) buttons << b;
            if (buttons.isEmpty()) QTest::keyClick(modal, Qt::Key_Return);
            else QTest::mouseClick(buttons[int(rng_.bounded(int(buttons.size())))], Qt::LeftButton);
        }
    }

    Preset preset_;
    bool active_;
    QRandomGenerator rng_;
    std::unique_ptr<MainWindow> window_;
    QWidget other_;
    QElapsedTimer progress_;
    bool ticking_ = false;
    bool running_ = false;
};

}  // namespace

class TestMonkey : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Rebelote"));
        // Each half its own settings and history: CTest runs them side by side.
        QCoreApplication::setApplicationName(QStringLiteral("tst_gui_monkey_") + QString::fromLatin1(g_window));
        g_previous = qInstallMessageHandler(recordWarnings);
    }

    void cleanupTestCase() { qInstallMessageHandler(g_previous); }

    void monkey_data()
    {
        QTest::addColumn<int>("preset");
        QTest::addColumn<bool>("active");
        for (Preset p : kAllPresets) {
            if (g_window != "inactive") QTest::addRow("%s active", presetName(p)) << int(p) << true;
            if (g_window != "active") QTest::addRow("%s not active", presetName(p)) << int(p) << false;
        }
    }

    void monkey()
    {
        QFETCH(int, preset);
        QFETCH(bool, active);
        // A fresh history and settings: the computer players at the fast heuristic level
        // (the window is under test, not the search), pace 0, this preset.
        guitest::freshFiles();
        Settings settings;
        settings.levels = {QStringLiteral("heuristic"), QStringLiteral("heuristic"), QStringLiteral("heuristic"),
                           QStringLiteral("heuristic")};
        settings.paceMs = 0;
        settings.rules = Rules::fromPreset(Preset(preset));
        // The suite's run plays its games to half the preset's target: whole games (every
        // question and panel of a game's end comes as often), in half the deals. The long
        // run plays the preset as it is.
        if (g_minutes == 0) settings.rules.target /= 2;
        settings.lastPreset = Preset(preset);
        settings.language = QStringLiteral("en");
        QVERIFY(settings.save());
        g_focusWarnings.clear();

        const quint64 seed = g_seed + quint64(preset) * 2 + (active ? 0 : 1);
        Monkey monkey(Preset(preset), active, seed);
        QElapsedTimer clock;
        clock.start();
        const qint64 limitMs = qint64(g_minutes) * 60000 / 2;
        const bool ok = monkey.run([&] { return g_minutes > 0 ? clock.elapsed() >= limitMs : monkey.gamesOver >= 2; });
        qInfo(
            "seed %llu: %d games over, %d deals, %d keys, %d clicks, %d questions answered, %d reopenings, "
            "%d history visits, %d replays, %.1f s",
            seed, monkey.gamesOver, monkey.dealsPlayed, monkey.keys, monkey.clicks, monkey.modals, monkey.reopened,
            monkey.historyVisits, monkey.replays, clock.elapsed() / 1000.0);
        QVERIFY2(ok, qPrintable(monkey.failures.join(QLatin1String("; "))));
        QVERIFY2(g_focusWarnings.isEmpty(), qPrintable(g_focusWarnings.join(QLatin1String("; "))));

        // Every deal played is kept, and every one kept passes score --check.
        HistoryStore store;
        QVERIFY(store.open(HistoryStore::defaultPath(), HistoryStore::OpenMode::Strict).ok);
        const std::vector<DealRow> deals = store.allDeals(true);
        QVERIFY2(int(deals.size()) >= monkey.dealsPlayed,
                 qPrintable(QStringLiteral("%1 deals kept of %2 played").arg(deals.size()).arg(monkey.dealsPlayed)));
        QByteArray lines;
        for (const DealRow& d : deals) lines += toJsonLine(d.record) + '\n';
        const processrun::Run check = processrun::run(
            QStringLiteral(REBELOTE_CLI), {QStringLiteral("score"), QStringLiteral("--check")}, {lines, {}, 120000});
        QVERIFY2(check.exitCode == 0, check.err.left(400).constData());
    }
};

int main(int argc, char** argv)
{
    // --minutes N and --seed S are the monkey's; the rest goes to Qt Test.
    std::vector<char*> args;
    for (int i = 0; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if ((a == "--minutes" || a == "--seed" || a == "--window") && i + 1 < argc) {
            const QByteArray value(argv[++i]);
            if (a == "--minutes") g_minutes = value.toInt();
            else if (a == "--seed") g_seed = value.toULongLong();
            else g_window = value;
            continue;
        }
        args.push_back(argv[i]);
    }
    int n = int(args.size());
    QApplication app(n, args.data());
    QTEST_SET_MAIN_SOURCE_PATH
    TestMonkey test;
    return QTest::qExec(&test, n, args.data());
}

#include "tst_gui_monkey.moc"
