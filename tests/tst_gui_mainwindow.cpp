// The game window as it opens: title, menus, and a table that paints.
#include "app/controller/language.h"
#include "app/controller/rulestext.h"
#include "app/controller/settings.h"
#include "app/history/historyrecorder.h"
#include "app/history/historyrecovery.h"
#include "app/history/historystore.h"
#include "app/ui/mainwindow.h"
#include "app/ui/statusnotices.h"
#include "app/ui/tableview.h"
#include "fulldisk.h"
#include "guitestutil.h"
#include "historyfaults.h"
#include "historytestutil.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QtTest>

using namespace rebelote;
using guitest::answerWhenShown;

namespace {

QMenu* menuTitled(const MainWindow& window, const QString& title)
{
    for (QAction* action : window.menuBar()->actions()) {
        if (action->menu() && action->text().remove(QLatin1Char('&')) == title) return action->menu();
    }
    return nullptr;
}

QStringList actionTexts(const QMenu* menu)
{
    QStringList texts;
    for (const QAction* action : menu->actions()) {
        if (!action->isSeparator() && action->isVisible())  // Take back: in a practice game only
            texts << action->text().remove(QLatin1Char('&'));
    }
    return texts;
}

QByteArray fileBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// No history at the default path, and no damaged copies set aside from an earlier one.
void removeHistory()
{
    guitest::removeHistory();
    const QFileInfo info(rebelote::HistoryStore::defaultPath());
    for (const QString& name :
         QDir(info.absolutePath()).entryList({info.fileName() + QStringLiteral(".damaged-*")}, QDir::Files))
        QFile::remove(info.absolutePath() + QLatin1Char('/') + name);
}

// A new history at the default path holding one game of `setup`, still being played.
bool freshHistoryWithAGame(const rebelote::GameSetup& setup)
{
    removeHistory();
    rebelote::HistoryStore s;
    return s.open(rebelote::HistoryStore::defaultPath()).ok && s.beginGame(setup, {}).has_value();
}

QString readOnlyHistory;
bool notTheHistory(const QString& path) { return path != readOnlyHistory && QFileInfo(path).isWritable(); }

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    // A history with a column missing (issue 32): shown read-only, said at start with the
    // choice; kept read-only, the game plays and nothing is written; a new history, the old
    // one is kept aside whole and the new one records.
    void damagedHistoryAsksWhatToDo()
    {
        const QString db = rebelote::HistoryStore::defaultPath();
        rebelote::GameSetup setup;
        QVERIFY(freshHistoryWithAGame(setup));
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            raw.setDatabaseName(db);
            QVERIFY(raw.open());
            QVERIFY(QSqlQuery(raw).exec(QStringLiteral("ALTER TABLE games DROP COLUMN first_deal")));
            raw.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));
        const QByteArray bytes = fileBytes(db);
        QString text;
        {
            MainWindow window;
            QVERIFY(window.history() && window.history()->isReadOnly());
            QCOMPARE(int(window.history()->games().size()), 1);  // what can be read is shown
            answerWhenShown(QStringLiteral("damagedHistoryQuestion"), QStringLiteral("keepHistoryReadOnly"), &text);
            window.showHistoryAtStart();
            QVERIFY2(text.contains(QStringLiteral("the column games.first_deal is missing")), qPrintable(text));
            QVERIFY(!text.contains(QLatin1Char('\n')));
            QVERIFY(window.history()->isReadOnly());
            QVERIFY(!window.statusBar()->currentMessage().contains(QStringLiteral("already open")));
            // Its unfinished game is offered all the same, and taken up unrecorded.
            answerWhenShown(QStringLiteral("resumeQuestion"), QStringLiteral("default"), &text);
            QVERIFY(window.offerResume());
            QCOMPARE(window.controller()->stage() == rebelote::GameController::Stage::Idle, false);
            window.startGame(setup);  // played, not recorded
            QCOMPARE(int(window.history()->games().size()), 1);
            window.showHistory();  // read, replayed, exported; nothing imported into it
            auto* import = window.findChild<QPushButton*>(QStringLiteral("importButton"));
            QVERIFY(import && !import->isEnabled());
        }
        QCOMPARE(fileBytes(db), bytes);
        {
            MainWindow window;
            answerWhenShown(QStringLiteral("damagedHistoryQuestion"), QStringLiteral("startNewHistory"), &text);
            window.showHistoryAtStart();
            QVERIFY(window.history() && !window.history()->isReadOnly());
            QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("rename it back")),
                     qPrintable(window.statusBar()->currentMessage()));
            window.startGame(setup);
            QVERIFY(window.waitForHistory());
            QVERIFY(window.history()->inProgress().has_value());
        }
        const QFileInfo info(db);
        const QStringList aside =
            QDir(info.absolutePath()).entryList({info.fileName() + QStringLiteral(".damaged-*")}, QDir::Files);
        QCOMPARE(aside.size(), 1);
        QCOMPARE(fileBytes(info.absolutePath() + QLatin1Char('/') + aside.front()), bytes);
        removeHistory();
    }

    // A read-only history file (as root too: the store is told so, as another user's system
    // would tell it): shown, the game played unrecorded, said in true words, and not as
    // "already open in another window".
    void readOnlyHistoryIsShownAndSaid()
    {
        const QString db = rebelote::HistoryStore::defaultPath();
        rebelote::GameSetup setup;
        QVERIFY(freshHistoryWithAGame(setup));
        const QByteArray bytes = fileBytes(db);
        readOnlyHistory = db;
        rebelote::HistoryOptions options;
        options.writable = notTheHistory;
        QString text;
        {
            MainWindow window(MainWindow::History::Open, options);
            QVERIFY(window.history() && window.history()->isReadOnly());
            QVERIFY(window.statusBar()->currentMessage().isEmpty());
            answerWhenShown(QStringLiteral("historyMessage"), QString(), &text);
            window.showHistoryAtStart();
            QCOMPARE(text, QStringLiteral("The history file %1 is read-only: this game will not be kept.")
                               .arg(QDir::toNativeSeparators(db)));
            window.startGame(setup);
            QCOMPARE(int(window.history()->games().size()), 1);
        }
        QCOMPARE(fileBytes(db), bytes);
        removeHistory();
    }

    void initTestCase()
    {
        // The test's own settings file, never the person's.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Rebelote"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_gui_mainwindow"));
        QFile::remove(rebelote::Settings().path());
    }

    // One window records the history at a time: a second one only reads it, says so, and
    // leaves the first one's game alone; once the first is gone, the next one records.
    // What it says at start is said before it shows, and the lines beside it give way (issue
    // 44: it was drawn over the rules line); the settings' warning (its file here random
    // bytes) waits its turn rather than hide it.
    void secondWindowOnlyReadsTheHistory()
    {
        const QString db = rebelote::HistoryStore::defaultPath();
        for (const char* end : {"", "-wal", "-shm", ".lock"}) QFile::remove(db + QLatin1String(end));
        auto first = std::make_unique<MainWindow>();
        QVERIFY(first->history());
        QVERIFY(first->history()->inProgress() == std::nullopt);
        rebelote::GameSetup setup;
        first->startGame(setup);
        // Written by the history's writer thread.
        QVERIFY(first->waitForHistory());
        QVERIFY(first->history()->inProgress().has_value());
        const qint64 game = first->history()->inProgress()->game.id;
        const QString settingsFile = rebelote::Settings().path();
        const QString aside = settingsFile + QStringLiteral(".unreadable");
        std::optional clean = qScopeGuard([&] {
            QFile::remove(settingsFile);
            QFile::remove(aside);
        });
        {
            QFile f(settingsFile);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(QByteArray("\x89\x00\xff[game\x01\nrandom=\xfe\x00", 15));
        }
        {
            MainWindow second;
            QVERIFY(second.history());  // it reads the history
            const QString said = second.statusBar()->currentMessage();
            QVERIFY2(said.contains(QStringLiteral("already open")), qPrintable(said));
            // The settings' word waits its turn.
            auto* notices = second.findChild<rebelote::StatusNotices*>();
            QVERIFY(notices);
            QCOMPARE(notices->waiting().size(), 1);
            QVERIFY2(notices->waiting().front().contains(
                         QStringLiteral("it is kept beside it as %1").arg(QFileInfo(aside).fileName())),
                     qPrintable(notices->waiting().front()));
            second.show();
            QVERIFY(QTest::qWaitForWindowExposed(&second));
            guitest::settle();
            const QStringList faults = guitest::statusBarOverlaps(second.statusBar());
            QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QStringLiteral("\n  "))));
            second.startGame(setup);
            QCOMPARE(second.history()->inProgress()->game.id, game);  // the first one's game goes on
            QCOMPARE(int(second.history()->games().size()), 1);
        }
        clean.reset();  // the settings file as the game writes it, for the next window
        first.reset();
        MainWindow third;
        QVERIFY(third.statusBar()->currentMessage().isEmpty());
        third.startGame(setup);
        QVERIFY(third.waitForHistory());
        QVERIFY(third.history()->inProgress() && third.history()->inProgress()->game.id != game);
    }

    // The status bar's messages take turns, each for its own time: a second one waits; one
    // said again with its key takes its place; dropped, the next one shows.
    void statusMessagesTakeTurns()
    {
        MainWindow window(MainWindow::History::Off);
        auto* notices = window.findChild<rebelote::StatusNotices*>();
        QVERIFY(notices);
        QStatusBar* bar = window.statusBar();
        notices->show(QStringLiteral("Saving the moves kept…"), 0, QStringLiteral("recovery"));
        notices->show(QStringLiteral("A short word."), 20);
        notices->show(QStringLiteral("A last word."), 0);
        QCOMPARE(bar->currentMessage(), QStringLiteral("Saving the moves kept…"));
        QCOMPARE(notices->waiting(), (QStringList{"A short word.", "A last word."}));
        notices->show(QStringLiteral("Saving the moves kept… (locked)"), 0, QStringLiteral("recovery"));
        QCOMPARE(bar->currentMessage(), QStringLiteral("Saving the moves kept… (locked)"));
        notices->drop(QStringLiteral("recovery"));
        QCOMPARE(bar->currentMessage(), QStringLiteral("A short word."));
        QTRY_COMPARE(bar->currentMessage(), QStringLiteral("A last word."));  // its time is up
        QVERIFY(notices->waiting().isEmpty());
        auto* rules = window.findChild<QLabel*>(QStringLiteral("rulesInForce"));
        QVERIFY(rules && rules->isHidden());
    }

    // The resume question, answered every way: Enter resumes; New game abandons the game;
    // Escape is "not now" and leaves it offered.
    void resumeQuestion_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<bool>("resumed");
        QTest::addColumn<bool>("stillOffered");
        QTest::newRow("Enter resumes") << QStringLiteral("Enter") << true << true;
        QTest::newRow("New game abandons") << QStringLiteral("New game") << false << false;
        QTest::newRow("Escape is not now") << QStringLiteral("Escape") << false << true;
        QTest::newRow("Not now") << QStringLiteral("Not now") << false << true;
    }

    void resumeQuestion()
    {
        QFETCH(QString, answer);
        QFETCH(bool, resumed);
        QFETCH(bool, stillOffered);
        const QString db = rebelote::HistoryStore::defaultPath();
        for (const char* end : {"", "-wal", "-shm", ".lock"}) QFile::remove(db + QLatin1String(end));
        qint64 game = 0;
        {
            MainWindow first;
            first.startGame(rebelote::GameSetup{});
            QVERIFY(first.waitForHistory());
            QVERIFY(first.history()->inProgress().has_value());
            game = first.history()->inProgress()->game.id;
        }
        MainWindow window;
        QTRY_VERIFY(!window.historyWaits());  // the game left read by the history's session
        bool asked = false;
        QTimer::singleShot(0, &window, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QVERIFY(box && box->objectName() == QLatin1String("resumeQuestion"));
            asked = true;
            if (answer == QLatin1String("Enter")) QTest::keyClick(box, Qt::Key_Return);
            else if (answer == QLatin1String("Escape")) QTest::keyClick(box, Qt::Key_Escape);
            else
                for (QAbstractButton* b : box->buttons())
                    if (b->text().remove(QLatin1Char('&')) == answer) b->click();
        });
        QCOMPARE(window.offerResume(), resumed);
        QVERIFY(asked);
        // An abandon goes through the history's writer thread.
        QVERIFY(window.waitForHistory());
        const auto offered = window.history()->inProgress();
        QCOMPARE(offered.has_value(), stillOffered);
        if (offered) QCOMPARE(offered->game.id, game);
    }

    // The history's disk full during a game (issue 44): the status bar never says "every move
    // is saved" while moves wait; closed with no room anywhere, the window asks before it
    // closes, says plainly why, and once there is room again keeps the moves and says where.
    void fullDiskSaidTrulyAndAskedAtClose()
    {
        removeHistory();
        const QString db = rebelote::HistoryStore::defaultPath();
        const QStringList places = rebelote::HistoryRecovery::placesFor(db);
        for (const QString& place : places) QFile::remove(place);
        auto window = std::make_unique<MainWindow>();
        window->setPace(0);
        auto* recorder = window->findChild<rebelote::HistoryRecorder*>();
        QVERIFY(recorder);
        historyfaults::DiskFull disk(recorder->writer());
        auto* line = window->findChild<QLabel*>(QStringLiteral("historyBacklog"));
        QVERIFY(line);
        rebelote::GameController& c = *window->controller();
        historytest::MoveCounter count(&c);
        window->startGame(historytest::people(belote::Preset::Classic, 73));
        auto playMoves = [&](int n) {
            const int target = count.moves + n;
            while (count.moves < target && historytest::step(c)) {}
        };
        const QString caughtUp = rebelote::HistoryRecorder::backlogText(0, QString());
        auto behind = [&] { return !line->isHidden() && line->text().contains(QStringLiteral("full")); };
        // Played on until a write needs a page the file may not have.
        auto playUntilBehind = [&] {
            for (int guard = 0; guard < 2000 && !behind(); ++guard) {
                playMoves(1);
                QTRY_VERIFY_WITH_TIMEOUT(recorder->pendingMoves() == 0 || behind(), 30000);
            }
            QVERIFY(behind());
        };
        // Full, then room again: the bar says so.
        playMoves(3);
        QVERIFY(window->waitForHistory());
        disk.fill();
        playUntilBehind();
        disk.free();
        QTRY_COMPARE_WITH_TIMEOUT(window->statusBar()->currentMessage(), caughtUp, 30000);
        // Full again before that word has gone: it goes at once, the backlog line says why.
        disk.fill();
        playUntilBehind();
        QVERIFY2(!window->statusBar()->currentMessage().contains(QStringLiteral("every move is saved")),
                 qPrintable(window->statusBar()->currentMessage()));

        // Closed with no room anywhere: asked (Try again is the default), the words plain.
        for (const QString& place : places) {
            QDir().mkpath(QFileInfo(place).absolutePath());
            fulldisk::fill(QFileInfo(place).absolutePath());
        }
        auto unfill = qScopeGuard([] { fulldisk::freeAll(); });
        QStringList asked;
        QStringList barWhileAsked;
        QString closedText;
        auto* watch = new QTimer;
        watch->setInterval(10);
        connect(watch, &QTimer::timeout, watch, [&] {
            for (QWidget* w : QApplication::topLevelWidgets()) {
                auto* box = qobject_cast<QMessageBox*>(w);
                if (!box || !box->isVisible()) continue;
                if (box->objectName() == QLatin1String("unsavedMovesQuestion")) {
                    asked << box->text();
                    barWhileAsked << window->statusBar()->currentMessage();
                    QCOMPARE(box->defaultButton()->objectName(), QStringLiteral("keepUnsavedAgain"));
                    if (asked.size() == 2) fulldisk::freeAll();  // the player freed some space
                    box->defaultButton()->click();
                } else if (box->objectName().isEmpty() && box->text().contains(QStringLiteral("kept in"))) {
                    closedText = box->text();
                    box->button(QMessageBox::Ok)->click();
                    watch->stop();
                }
            }
        });
        watch->start();
        window->close();
        delete watch;
        QCOMPARE(asked.size(), 2);
        // The moves are not saved: the bar never says they are (the writer's last word after
        // its stop said it did).
        for (const QString& bar : barWhileAsked)
            QVERIFY2(!bar.contains(QStringLiteral("every move is saved")), qPrintable(bar));
        QVERIFY2(asked.front().contains(QStringLiteral("no room to keep it")) &&
                     asked.front().contains(QStringLiteral("No space left on device")),
                 qPrintable(asked.front()));
        QVERIFY2(closedText.contains(QDir::toNativeSeparators(places.front())), qPrintable(closedText));
        QVERIFY(QFileInfo(places.front()).size() > 0);
        window.reset();
        QFile::remove(places.front());
    }

    // The moves the last window kept in the recovery file (closed while another program held
    // the history), and a start while it still holds it: the window does not offer the game
    // the file holds without them. It says what it waits for, Game > New asks first, and the
    // resume question comes once they are written: the file then holds the game as it was
    // left, and Resume takes it up there.
    void resumeOfferedOnceKeptMovesAreWritten()
    {
        removeHistory();
        const QString db = rebelote::HistoryStore::defaultPath();
        const QString recovery = rebelote::HistoryRecovery::pathFor(db);
        QFile::remove(recovery);
        rebelote::GameController c;
        c.setPace(0);
        historytest::MoveCounter count(&c);
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other-program"));
        other.setDatabaseName(db);
        auto dropOther = qScopeGuard([&] {
            other = QSqlDatabase();
            QSqlDatabase::removeDatabase(QStringLiteral("other-program"));
        });
        int keptMoves = 0;
        int movesSaved = 0;  // the moves of the deal (belotes too) saved before the lock
        {
            rebelote::HistoryStore store;
            QVERIFY(store.open(db).ok);
            rebelote::HistoryRecorder recorder(&store, &c);
            c.newGame(historytest::people(belote::Preset::Classic, 71));
            while (count.moves < 5 && historytest::step(c)) {}
            QVERIFY(recorder.waitForWrites());
            movesSaved = int(store.inProgress()->moves.size());
            QVERIFY(other.open());
            QVERIFY(QSqlQuery(other).exec(QStringLiteral("BEGIN EXCLUSIVE")));
            while (count.moves < 12 && historytest::step(c)) {}
            keptMoves = recorder.close(0).moves;
            QVERIFY(keptMoves > 0);
        }
        if (c.stage() == rebelote::GameController::Stage::TrickPause) c.gatherTrick();
        QVERIFY(QFile::exists(recovery));

        // The next start, the lock still held.
        MainWindow window;
        window.setPace(0);
        QVERIFY(window.history() && !window.history()->isReadOnly());
        QVERIFY(window.historyWaits());
        bool asked = false;
        bool keptWhenAsked = false;
        auto* watch = new QTimer(&window);
        watch->setInterval(5);
        connect(watch, &QTimer::timeout, &window, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box || box->objectName() != QLatin1String("resumeQuestion")) return;
            watch->stop();
            asked = true;
            // What the question is about: the game with its kept moves, the file gone.
            const auto saved = window.history()->inProgress();
            keptWhenAsked = !QFile::exists(recovery) && !window.historyWaits() && saved &&
                            int(saved->moves.size()) == movesSaved + keptMoves;

            QTest::keyClick(box, Qt::Key_Return);  // Resume
        });
        watch->start();
        window.offerResumeOrNewGame();
        QVERIFY(!asked);
        // One line says why and what for, once the writer's first try has failed.
        auto* line = window.findChild<QLabel*>(QStringLiteral("historyBacklog"));
        QVERIFY(line);
        QTRY_VERIFY_WITH_TIMEOUT(!line->isHidden() && line->text().contains(QStringLiteral("locked")), 30000);
        QVERIFY2(line->text().contains(QStringLiteral("%1 moves behind").arg(keptMoves)) &&
                     line->text().contains(QStringLiteral("offered once they are saved")),
                 qPrintable(line->text()));
        // The window is usable meanwhile; Game > New asks before it deals over the game.
        window.setAskForPreset(true);
        QString text;
        answerWhenShown(QStringLiteral("historyWaitsQuestion"), QStringLiteral("waitForHistory"), &text);
        window.newGameAction()->trigger();
        QVERIFY2(text.contains(QStringLiteral("not saved yet")), qPrintable(text));
        QCOMPARE(window.controller()->stage(), rebelote::GameController::Stage::Idle);
        QVERIFY(window.historyWaits());
        QVERIFY(!asked);

        QSqlQuery(other).exec(QStringLiteral("ROLLBACK"));
        other.close();
        QTRY_VERIFY_WITH_TIMEOUT(asked, 30000);
        QVERIFY(keptWhenAsked);
        QCOMPARE(QString::fromUtf8(belote::toJsonLine(window.controller()->record())),
                 QString::fromUtf8(belote::toJsonLine(c.record())));
        QCOMPARE(window.controller()->dealNumber(), c.dealNumber());
        QVERIFY(window.waitForHistory());
        QCOMPARE(int(window.history()->inProgress()->moves.size()), movesSaved + keptMoves);
    }

    // Each computer seat plays, and its plate shows, the level Settings gives it (every
    // plate used to show North's, in the internal word "heuristic").
    void eachSeatItsOwnLevel()
    {
        rebelote::Settings settings;
        settings.levels = {QString(), QStringLiteral("easy"), QStringLiteral("strong"), QStringLiteral("heuristic")};
        QVERIFY(settings.save());
        const auto restore = qScopeGuard([] { QFile::remove(rebelote::Settings().path()); });
        MainWindow window;
        window.setHistoryEnabled(false);
        window.setPace(0);
        window.startGame(window.settings().setup(3));
        const rebelote::GameSetup& setup = window.controller()->setup();
        QCOMPARE(setup.levelOf(belote::Seat::East), QStringLiteral("easy"));
        QCOMPARE(setup.levelOf(belote::Seat::North), QStringLiteral("strong"));
        QCOMPARE(setup.levelOf(belote::Seat::West), QStringLiteral("heuristic"));
        auto plate = [&](const char* name) {
            auto* l = window.table()->findChild<QLabel*>(QLatin1String(name));
            return l ? QTextDocumentFragment::fromHtml(l->text()).toPlainText() : QString();
        };
        QTRY_VERIFY2(plate("plateEast").contains(QStringLiteral("easy")), qPrintable(plate("plateEast")));
        QVERIFY2(plate("plateNorth").contains(QStringLiteral("partner")) ||
                     plate("plateNorth").contains(QStringLiteral("thinking")),
                 qPrintable(plate("plateNorth")));
        QTRY_VERIFY2(plate("plateWest").contains(QStringLiteral("quick")) ||
                         plate("plateWest").contains(QStringLiteral("thinking")),
                     qPrintable(plate("plateWest")));
        QVERIFY(!plate("plateWest").contains(QStringLiteral("heuristic")));
    }

    // Help ▸ How the computer players bid: the bidding system's page, from docs/bidding.md.
    void biddingPage()
    {
        MainWindow window;
        auto* action = window.findChild<QAction*>(QStringLiteral("biddingAction"));
        QVERIFY(action);
        action->trigger();
        auto* dialog = window.findChild<QDialog*>(QStringLiteral("biddingDialog"));
        QVERIFY(dialog && dialog->isVisible());
        const QString text = dialog->findChild<QTextBrowser*>(QStringLiteral("biddingText"))->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Coinche")) && text.contains(QStringLiteral("80")),
                 qPrintable(text.left(200)));
        dialog->close();
    }

    // A game that speaks French shows the French page (docs/bidding.fr.md), not the English.
    void biddingPageInFrench()
    {
        MainWindow window;  // installs the language of its settings: French comes after
        QCOMPARE(rebelote::installTranslations(QStringLiteral("fr")), QStringLiteral("fr"));
        const auto restore = qScopeGuard([] { rebelote::installTranslations(QStringLiteral("en")); });
        auto* action = window.findChild<QAction*>(QStringLiteral("biddingAction"));
        QVERIFY(action);
        action->trigger();
        auto* dialog = window.findChild<QDialog*>(QStringLiteral("biddingDialog"));
        QVERIFY(dialog && dialog->isVisible());
        const QString text = dialog->findChild<QTextBrowser*>(QStringLiteral("biddingText"))->toPlainText();
        // "paliers" and "Ouverture" are words of the French page only; the numbers are the system's.
        QVERIFY2(text.contains(QStringLiteral("paliers")) && text.contains(QStringLiteral("Ouverture")) &&
                     text.contains(QStringLiteral("60 + 10 × votre compte")),
                 qPrintable(text.left(200)));
        QVERIFY2(!text.contains(QStringLiteral("How the computer players bid")), qPrintable(text.left(200)));
        dialog->close();
    }

    // Help ▸ How the computer players play shows the card-play system's page, docs/cardplay.md,
    // or cardplay.fr.md in French, as the bidding page is shown.
    void cardPlayPage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("title");
        QTest::newRow("English") << "en"
                                 << ":/docs/cardplay.md"
                                 << "How the computer players play";
        QTest::newRow("French") << "fr"
                                << ":/docs/cardplay.fr.md"
                                << QString::fromUtf8("Comment les joueurs de l’ordinateur jouent");
    }

    void cardPlayPage()
    {
        QFETCH(QString, language);
        QFETCH(QString, page);
        QFETCH(QString, title);
        MainWindow window;  // installs the language of its settings: the row's comes after
        QCOMPARE(rebelote::installTranslations(language), language);
        const auto restore = qScopeGuard([] { rebelote::installTranslations(QStringLiteral("en")); });
        QFile file(page);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(page));
        QTextDocument expected;
        expected.setMarkdown(rebelote::playerHelpPage(QString::fromUtf8(file.readAll())));
        QVERIFY(!expected.toPlainText().trimmed().isEmpty());
        auto* action = window.findChild<QAction*>(QStringLiteral("cardplayAction"));
        QVERIFY(action);
        action->trigger();
        auto* dialog = window.findChild<QDialog*>(QStringLiteral("cardplayDialog"));
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->windowTitle(), title);
        QCOMPARE(dialog->findChild<QTextBrowser*>(QStringLiteral("cardplayText"))->toPlainText(),
                 expected.toPlainText());
        dialog->close();
    }

    void titleIsRebelote()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.windowTitle(), QStringLiteral("Rebelote"));
    }

    void menus_data()
    {
        QTest::addColumn<QString>("menu");
        QTest::addColumn<QStringList>("actions");
        QTest::newRow("Game") << "Game" << QStringList{"New",
                                                       "Today's deals",
                                                       "Set up a deal…",
                                                       "Play a friend's set…",
                                                       "Play a set by code…",
                                                       "Share the set…",
                                                       "History…",
                                                       "Why?",
                                                       "Quit"};
        QTest::newRow("View") << "View" << QStringList{"Score sheet", "Auction", "Last trick"};
        QTest::newRow("Help") << "Help"
                              << QStringList{"Rules", "How the computer players bid", "How the computer players play",
                                             "About Rebelote", "About Qt"};
    }

    void menus()
    {
        QFETCH(QString, menu);
        QFETCH(QStringList, actions);
        MainWindow window;
        const QMenu* found = menuTitled(window, menu);
        QVERIFY2(found, qPrintable(menu + " menu missing"));
        QCOMPARE(actionTexts(found), actions);
    }

    // Classic's calls are the taking, coinche's an auction (#44): the calls' dock and its
    // entry of the View menu say which, in English and in French.
    // The status bar's rules line says the partnerships' card-play agreement of the game on
    // the table, in English and in French.
    void rulesLineSaysTheAgreement_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("agreement");
        QTest::addColumn<QString>("says");
        QTest::newRow("English, direct calls") << "en" << int(belote::Signals::Direct) << "direct calls";
        QTest::newRow("English, indirect calls") << "en" << int(belote::Signals::Indirect) << "indirect calls";
        QTest::newRow("English, no calls") << "en" << int(belote::Signals::None) << "no calls";
        QTest::newRow("French, appels directs") << "fr" << int(belote::Signals::Direct) << "appels directs";
        QTest::newRow("French, appels indirects") << "fr" << int(belote::Signals::Indirect) << "appels indirects";
    }

    void rulesLineSaysTheAgreement()
    {
        QFETCH(QString, language);
        QFETCH(int, agreement);
        QFETCH(QString, says);
        const guitest::Speaking speaking(language);
        MainWindow window;
        window.setAskForPreset(false);
        window.setPace(0);
        GameSetup setup;
        setup.rules = testutil::rules(QStringLiteral("coinche"));
        setup.seed = 5;
        setup.cardSignals = belote::Signals(agreement);
        setup.makePlayer = guitest::scriptedPlayers({});
        window.startGame(setup);
        guitest::settle();
        auto* rules = window.findChild<QLabel*>(QStringLiteral("rulesInForce"));
        QVERIFY(rules);
        QVERIFY2(rules->toolTip().contains(QStringLiteral(" \u00b7 ") + says + QStringLiteral(" \u00b7 ")),
                 qPrintable(rules->toolTip()));
    }

    void callsDockNamedByRules_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("entry");
        QTest::newRow("English classic: the taking") << "en"
                                                     << "classic"
                                                     << "Taking"
                                                     << "&Taking";
        QTest::newRow("English coinche: the auction") << "en"
                                                      << "coinche"
                                                      << "Auction"
                                                      << "&Auction";
        QTest::newRow("French classic: la prise") << "fr"
                                                  << "classic"
                                                  << "Prise"
                                                  << "&Prise";
        QTest::newRow("French coinche: les enchères")
            << "fr"
            << "coinche" << QString::fromUtf8("Enchères") << QString::fromUtf8("&Enchères");
    }

    void callsDockNamedByRules()
    {
        QFETCH(QString, language);
        QFETCH(QString, rules);
        QFETCH(QString, title);
        QFETCH(QString, entry);
        const guitest::Speaking speaking(language);
        MainWindow window;
        window.setAskForPreset(false);
        window.setPace(0);
        GameSetup setup;
        setup.rules = testutil::rules(rules);
        setup.seed = 5;
        setup.makePlayer = guitest::scriptedPlayers({});
        window.startGame(setup);
        guitest::settle();
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("auction"));
        QVERIFY(dock);
        QCOMPARE(dock->windowTitle(), title);
        QCOMPARE(dock->toggleViewAction()->text(), entry);
    }

    void newAsksForAGame()
    {
        MainWindow window;
        window.setAskForPreset(false);
        QSignalSpy requested(&window, &MainWindow::newGameRequested);
        window.newGameAction()->trigger();
        QCOMPARE(requested.count(), 1);
    }

    void quitClosesTheWindow()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.quitAction()->trigger();
        QVERIFY(!window.isVisible());
    }

    // Help ▸ About: the version, the licence, and where the cards on the table come from.
    void aboutSaysVersionLicenceAndDeck_data()
    {
        QTest::addColumn<QString>("has");
        QTest::newRow("version") << QStringLiteral("Rebelote " REBELOTE_VERSION);
        QTest::newRow("licence") << QStringLiteral("GNU General Public License, version 3");
        QTest::newRow("the drawn deck") << QStringLiteral("drawn by Rebelote itself");
    }

    void aboutSaysVersionLicenceAndDeck()
    {
        QFETCH(QString, has);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString text;
        QTimer::singleShot(0, &window, [&] {
            QTRY_VERIFY(window.findChild<QMessageBox*>(QStringLiteral("aboutBox")));
            auto* box = window.findChild<QMessageBox*>(QStringLiteral("aboutBox"));
            text = box->text();
            box->accept();
        });
        QAction* about = nullptr;
        for (QAction* a : menuTitled(window, QStringLiteral("Help"))->actions())
            if (a->text().remove(QLatin1Char('&')) == QLatin1String("About Rebelote")) about = a;
        QVERIFY(about);
        about->trigger();
        QVERIFY2(text.contains(has), qPrintable(text));
    }

    void tablePaintsGreenFelt()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QPixmap shot = window.grab();
        QVERIFY(!shot.isNull());
        QCOMPARE(shot.size(), window.size());

        // A corner of the table, away from the seat plates and the message.
        const QWidget* table = window.centralWidget();
        const QPoint corner = table->mapTo(&window, QPoint(5, 5)) * shot.devicePixelRatio();
        const QColor felt = shot.toImage().pixelColor(corner);
        QVERIFY2(felt.green() > felt.red() + 20 && felt.green() > felt.blue() + 20, qPrintable(felt.name()));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_gui_mainwindow.moc"
