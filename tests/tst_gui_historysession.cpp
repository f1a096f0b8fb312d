// The history's session (app/history/historysession.h) keeps every read and write of the
// history off the window's thread (issue 48): while a replay is opened, its analysis saved,
// the game left unfinished resumed, and the History window's lists read, its statistics
// counted and its deals exported, the window's store is reached from the window's thread
// not once, whether the window records the history, reads one another window records, or
// shows one it cannot write. The store counts its own calls (HistoryStore::setSqlObserver()).
#include "app/analysis/dealanalysis.h"
#include "app/history/historystore.h"
#include "app/ui/historystats.h"
#include "app/ui/historywindow.h"
#include "app/ui/mainwindow.h"
#include "app/ui/replaywindow.h"
#include "guitestutil.h"
#include "historytestutil.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QPointer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using namespace belote;
using namespace rebelote;

namespace {

// The window's history when it is shown read-only: root writes whatever the permissions, so
// the store is told, as another user's system would tell it.
QString readOnlyHistory;
bool notTheHistory(const QString& path)
{
    return QFileInfo(path).absoluteFilePath() != readOnlyHistory && QFileInfo(path).isWritable();
}

// A history holding one finished deal of a game, and the game's next deal under way.
bool historyWithAGameLeft()
{
    HistoryStore store;
    if (!store.open(HistoryStore::defaultPath()).ok) return false;
    historytest::RecordedGame game(&store);
    game.c.newGame(historytest::people(Preset::Coinche, 5));
    while (game.counter.records.empty() && historytest::step(game.c, 1)) {}
    const int movesBefore = game.counter.moves;
    while (game.counter.moves < movesBefore + 3 && historytest::step(game.c, 1)) {}
    return game.counter.records.size() == 1 && game.recorder.waitForWrites();
}

}  // namespace

class TestGuiHistorySession : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Rebelote"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_gui_historysession"));
        QFile::remove(Settings().path());
    }

    void noHistoryCallOnTheWindowsThread_data()
    {
        QTest::addColumn<QString>("window");
        QTest::addColumn<bool>("saves");    // the analysis is written into the file
        QTest::addColumn<bool>("resumes");  // the game left is offered and taken up
        QTest::newRow("recording") << "recording" << true << true;
        QTest::newRow("a second window, another one recording") << "second" << true << false;
        QTest::newRow("a read-only history, shown unrecorded") << "read-only" << false << true;
    }

    void noHistoryCallOnTheWindowsThread()
    {
        QFETCH(QString, window);
        QFETCH(bool, saves);
        QFETCH(bool, resumes);
        guitest::removeHistory();
        QVERIFY(historyWithAGameLeft());
        const QString db = HistoryStore::defaultPath();
        // Another window records (it holds the lock), or the file cannot be written.
        QLockFile other(db + QStringLiteral(".lock"));
        if (window == QLatin1String("second")) QVERIFY(other.tryLock(0));
        HistoryOptions options;
        readOnlyHistory.clear();
        if (window == QLatin1String("read-only")) {
            readOnlyHistory = QFileInfo(db).absoluteFilePath();
            options.writable = notTheHistory;
        }

        MainWindow w(MainWindow::History::Open, options);
        w.setAskForPreset(false);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.history());
        QCOMPARE(w.history()->isReadOnly(), window == QLatin1String("read-only"));
        QTRY_VERIFY(!w.historyWaits());  // the game left is read by the session
        const std::vector<DealRow> deals = w.history()->allDeals(false);
        QCOMPARE(int(deals.size()), 1);
        const qint64 dealId = deals.front().id;
        QVERIFY(!w.history()->analysis(dealId));

        // From here on every call of the window's store is counted, by thread.
        int onWindowThread = 0, elsewhere = 0;
        w.history()->setSqlObserver(
            [&] { ++(QThread::currentThread() == qApp->thread() ? onWindowThread : elsewhere); });

        // The replay: its deal, game, lines, par and analysis in one read on the writer.
        w.replayDeal(dealId);
        QPointer<ReplayWindow> replay;
        QTRY_VERIFY((replay = w.findChild<ReplayWindow*>()) != nullptr);
        QVERIFY(QTest::qWaitForWindowExposed(replay));
        QCOMPARE(replay->windowTitle(), QStringLiteral("Replay of deal 1"));
        // The analysis done (as the solver ends it): saved by the session's writer.
        emit replay->analysed(DealAnalysis{});
        QVERIFY(w.waitForHistory());
        replay->close();
        QTRY_VERIFY(!replay);

        // The game left unfinished: offered (read once, at start) and taken up.
        QString asked;
        if (resumes) guitest::answerWhenShown(QStringLiteral("resumeQuestion"), QStringLiteral("default"), &asked);
        QCOMPARE(w.offerResume(), resumes);
        if (resumes) {
            QVERIFY(!asked.isEmpty());
            QCOMPARE(w.controller()->dealNumber(), 2);
        }
        QVERIFY(w.waitForHistory());

        // The History window: its lists, its statistics, an export of its deals.
        w.showHistory();
        auto* history = w.findChild<HistoryWindow*>();
        QVERIFY(history);
        QTRY_VERIFY(!history->isLoading());
        QSignalSpy statsShown(history, &HistoryWindow::statsShown);
        auto* tabs = history->findChild<QTabWidget*>(QStringLiteral("historyTabs"));
        tabs->setCurrentWidget(history->statsView());
        QTRY_VERIFY(!statsShown.isEmpty());
        QTemporaryDir dir;
        QSignalSpy exported(history, &HistoryWindow::exportFinished);
        QVERIFY(history->exportTo(dir.filePath(QStringLiteral("deals.jsonl"))));
        QTRY_VERIFY(!exported.isEmpty());
        QCOMPARE(exported.takeFirst().at(0).toString(), QString());
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("deals.jsonl"))).size() > 0);
        history->close();
        QVERIFY(w.waitForHistory());

        w.history()->setSqlObserver({});
        qInfo("the window's store reached from the window's thread %d times, from others %d", onWindowThread,
              elsewhere);
        QCOMPARE(onWindowThread, 0);

        // What was written, read here (the test's own reads, counted apart): the observer sees them.
        int counted = 0;
        w.history()->setSqlObserver([&] { ++counted; });
        QCOMPARE(w.history()->analysis(dealId).has_value(), saves);
        QVERIFY(counted > 0);
        w.history()->setSqlObserver({});
        w.close();
    }
};

QTEST_MAIN(TestGuiHistorySession)
#include "tst_gui_historysession.moc"
