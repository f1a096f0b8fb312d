// A deal set at the window (docs/sets.md): Game ▸ Today's deals deals the day's set; a set
// played whole by keys, its score in the status bar after each deal the sum of its deals'
// results against the par; the end said with the History to replay it; the set done cannot
// be played again, and one left half way is picked up where it was.
#include "app/controller/setsession.h"
#include "app/controller/settings.h"
#include "app/ui/mainwindow.h"
#include "app/ui/tableview.h"
#include "engine/setcode.h"
#include "guitestutil.h"
#include "practiceplay.h"

#include <QAction>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QtTest>

using namespace belote;
using namespace rebelote;
using Stage = GameController::Stage;

namespace {

// The settings of a quick table: heuristic bots, no pause.
void quickTable()
{
    Settings s;
    s.load();
    s.levels = {QStringLiteral("heuristic"), QStringLiteral("heuristic"), QStringLiteral("heuristic"),
                QStringLiteral("heuristic")};
    s.paceMs = 0;
    s.save();
}

bool showWindow(MainWindow& w)
{
    w.show();
    w.activateWindow();
    if (!QTest::qWaitForWindowActive(&w)) return false;
    w.setPace(0);
    w.controller()->setTrickPause(0);
    return true;
}

QString statusText(MainWindow& w)
{
    QLabel* rules = w.findChild<QLabel*>(QStringLiteral("rulesInForce"));
    return rules ? rules->text() : QString();
}

// Plays the deal at the table by keys to its summary, then Enter: the set's next deal.
bool playDealByKeys(MainWindow& w)
{
    GameController& c = *w.controller();
    return guitest::playUntil(
        w, w.table(), c, [&] { return c.stage() == Stage::DealOver; }, 60000);
}

}  // namespace

class TestGuiSets : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init()
    {
        guitest::freshFiles();
        quickTable();
    }
    void todaysDealsDealsTheDaysSet();
    void aSetPlayedWholeByKeys();
};

// Game ▸ Today's deals (Ctrl+T): the day's first deal of the settings' rules at the table,
// the status bar naming the set.
void TestGuiSets::todaysDealsDealsTheDaysSet()
{
    MainWindow w;
    QVERIFY(showWindow(w));
    QTest::keyClick(&w, Qt::Key_T, Qt::ControlModifier);
    guitest::settle();
    const DealSet today = daySet(w.settings().rules, QDate::currentDate());
    QTRY_VERIFY(w.setSession()->active());  // once the history said what of it was played
    QVERIFY(w.controller()->dealtDeal().deck() == today.deals[0].dealt.deck());
    QVERIFY2(statusText(w).startsWith(QStringLiteral("Today's deals, ")), qPrintable(statusText(w)));
    QVERIFY2(statusText(w).contains(QStringLiteral(" · deal 1 of 8 · Set: 0 deals, +0 against the bots")),
             qPrintable(statusText(w)));
}

// Two deals played by keys: after each the score is the sum of the results minus the pars;
// at the end the set's end says it and offers the History; the set again: its end, not a
// deal; the history keeps each deal once.
void TestGuiSets::aSetPlayedWholeByKeys()
{
    const DealSet set = seededSet(Rules::fromPreset(Preset::Classic), 31, 2);
    {
        MainWindow w;
        QVERIFY(showWindow(w));
        SetSession& s = *w.setSession();
        w.playSet(set);
        QTRY_VERIFY(s.active());  // once the history said what of it was played
        for (int i = 0; i < 2; ++i) {
            QVERIFY(w.controller()->dealtDeal().deck() == set.deals[std::size_t(i)].dealt.deck());
            QVERIFY(playDealByKeys(w));
            // The par is the normal level's, played on a thread: it comes.
            QTRY_VERIFY_WITH_TIMEOUT(s.set().deals[std::size_t(i)].par.has_value(), practiceplay::kParWait);
            int sum = 0;
            for (int k = 0; k <= i; ++k)
                sum += *playedNet(s.set().deals[std::size_t(k)]) - *s.set().deals[std::size_t(k)].par;
            QCOMPARE(s.score().againstPar, sum);
            QCOMPARE(s.score().counted, i + 1);
            guitest::settle();
            QVERIFY2(statusText(w).contains(SetSession::scoreText(s.score())), qPrintable(statusText(w)));
            QWidget* target = w.focusWidget() ? w.focusWidget() : w.table();
            QTest::keyClick(target, Qt::Key_Return);  // the summary: Enter, the next deal
            guitest::settle();
        }
        QVERIFY(s.finished());
        QMessageBox* end = nullptr;
        QTRY_VERIFY((end = w.findChild<QMessageBox*>(QStringLiteral("setEnd"))) != nullptr);
        QVERIFY2(end->text().contains(SetSession::scoreText(s.score())), qPrintable(end->text()));
        QVERIFY(end->findChild<QPushButton*>(QStringLiteral("setEndReplay")));
        end->close();
        QVERIFY(w.waitForHistory());
        const std::optional<SetRow> row = w.history()->setByIdentity(setIdentity(set));
        QVERIFY(row && row->finished());
        QCOMPARE(int(row->played.size()), 2);
        QCOMPARE(row->score().againstPar, s.score().againstPar);
    }
    // The set again, in a new window: done once, it says its result and deals nothing.
    MainWindow again;
    QVERIFY(showWindow(again));
    QSignalSpy started(again.controller(), &GameController::gameStarted);
    again.playSet(set);
    QMessageBox* end = nullptr;
    QTRY_VERIFY((end = again.findChild<QMessageBox*>(QStringLiteral("setEnd"))) != nullptr);
    QVERIFY(!again.setSession()->active());
    QCOMPARE(started.count(), 0);
    end->close();
}

QTEST_MAIN(TestGuiSets)
#include "tst_gui_sets.moc"
