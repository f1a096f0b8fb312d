// A deal set at the window (docs/sets.md): Game ▸ Today's deals deals the day's set; a set
// played whole by keys, its score in the status bar after each deal the sum of its deals'
// results against the par; the end said with the History to replay it; the set done cannot
// be played again, and one left half way is picked up where it was, a deal left in its
// middle (the window closed, another game dealt over it) taken up where it stood; the table
// says the set's deal, the status bar the card-play calls; Share… writes the player's file
// and copies the code; a friend's file played, their result in each summary; a friend's
// file of other cards and a code of junk refused.
#include "app/controller/cardtext.h"
#include "app/controller/gametext.h"
#include "app/controller/setsession.h"
#include "app/controller/settings.h"
#include "app/ui/historysetsview.h"
#include "app/ui/historystats.h"
#include "app/ui/historywindow.h"
#include "app/ui/mainwindow.h"
#include "app/ui/replaywindow.h"
#include "app/ui/tableview.h"
#include "engine/setcode.h"
#include "guitestutil.h"
#include "practiceplay.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
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

QString scoreBoxText(MainWindow& w)
{
    QLabel* box = w.table()->findChild<QLabel*>(QStringLiteral("scoreBox"));
    return box ? box->text() : QString();
}

// The person's moves at the table until `cards` of South's cards are played.
bool playPersonsCards(GameController& c, int cards)
{
    while (practiceplay::personCards(c.dealMoves()) < cards) {
        if (!practiceplay::untilPersonOrEnd(c) || c.stage() == Stage::DealOver) return false;
        if (!practiceplay::personMoves(c, 0)) return false;
    }
    return true;
}

// A friend's file of `set`: the set played headless by `name` (heuristic bots), their line in
// every deal.
DealSet friendsFile(const DealSet& set, const QString& name)
{
    GameController c;
    c.setPace(0);
    c.setTrickPause(0);
    c.setParEnabled(false);
    SetSession session(&c);
    if (!session.start(set, practiceplay::practiceSetup(set.rules.preset, 5, false), {})) return {};
    for (std::size_t i = 0; i < set.deals.size(); ++i) {
        if (!practiceplay::playDealToEnd(c, 1)) return {};
        session.next();
    }
    DealSet file = session.set();
    file.player = name;
    return file;
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QString refusal(MainWindow& w)
{
    QMessageBox* box = nullptr;
    if (!QTest::qWaitFor([&] { return (box = w.findChild<QMessageBox*>(QStringLiteral("setRefused"))) != nullptr; }))
        return {};
    const QString text = box->text();
    box->close();
    return text;
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
    void theTableSaysTheSetsDeal();
    void aDealLeftIsTakenUpWhereItStood_data();
    void aDealLeftIsTakenUpWhereItStood();
    void aFriendsResultBesideYours();
    void refusals_data();
    void refusals();
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

// The score box says the set's deal, not the one deal of its game ("Deals 1 of 1"), and the
// status bar the card-play calls, as for any game.
void TestGuiSets::theTableSaysTheSetsDeal()
{
    MainWindow w;
    QVERIFY(showWindow(w));
    w.playSet(seededSet(Rules::fromPreset(Preset::Coinche), 32, 3));
    QTRY_VERIFY(w.setSession()->active());  // once the history said what of it was played
    guitest::settle();
    QVERIFY2(scoreBoxText(w).contains(QStringLiteral("deal 1 of 3")), qPrintable(scoreBoxText(w)));
    QVERIFY2(!scoreBoxText(w).contains(QStringLiteral("1 of 1")), qPrintable(scoreBoxText(w)));
    const QString calls = signalsText(w.controller()->setup().cardSignals);
    QVERIFY2(statusText(w).contains(calls), qPrintable(statusText(w) + QStringLiteral(" / ") + calls));
}

void TestGuiSets::aDealLeftIsTakenUpWhereItStood_data()
{
    QTest::addColumn<bool>("closed");
    QTest::newRow("the window closed in the middle of the deal") << true;
    QTest::newRow("another game dealt over it") << false;
}

// A set's deal left in its middle is taken up where it stood when the set is played again,
// never dealt again from its start (its cards are seen: a deal is played once).
void TestGuiSets::aDealLeftIsTakenUpWhereItStood()
{
    QFETCH(bool, closed);
    const DealSet set = seededSet(Rules::fromPreset(Preset::Coinche), 33, 2);
    std::vector<DealMove> before;
    {
        MainWindow w;
        QVERIFY(showWindow(w));
        w.playSet(set);
        QTRY_VERIFY(w.setSession()->active());
        QVERIFY(playPersonsCards(*w.controller(), 2));
        QVERIFY(practiceplay::untilPersonOrEnd(*w.controller()));  // the bots' cards after it
        before = w.controller()->dealMoves();
        QVERIFY(!before.empty());
        if (!closed) {
            GameSetup other = w.controller()->setup();
            other.setPlace.reset();
            other.firstDeal.reset();
            w.startGame(other);
            QVERIFY(!w.setSession()->active());
        }
        QVERIFY(w.waitForHistory());
    }
    MainWindow again;
    QVERIFY(showWindow(again));
    if (closed) {
        // Asked at start as the set's deal, not as a game of one deal; Enter takes it up.
        QTRY_VERIFY(!again.historyWaits());
        QString asked;
        guitest::answerWhenShown(QStringLiteral("resumeQuestion"), QStringLiteral("default"), &asked);
        QVERIFY(again.offerResume());
        QVERIFY2(asked.startsWith(QStringLiteral("Deal 1 of 2 of the set")), qPrintable(asked));
    } else {
        again.playSet(set);
    }
    QTRY_VERIFY(again.setSession()->active());  // once the history said what of it was played
    QCOMPARE(again.setSession()->current(), 0);
    QVERIFY(again.controller()->dealtDeal().deck() == set.deals[0].dealt.deck());
    QVERIFY(practiceplay::untilPersonOrEnd(*again.controller()));
    QCOMPARE(int(again.controller()->dealMoves().size()), int(before.size()));
    QCOMPARE(again.controller()->dealMoves(), before);
    QTRY_VERIFY2(scoreBoxText(again).contains(QStringLiteral("deal 1 of 2")), qPrintable(scoreBoxText(again)));
    // Played to its end from there, it counts once.
    QVERIFY(practiceplay::playDealToEnd(*again.controller(), 0));
    QTRY_COMPARE(again.setSession()->score().deals, 2);
    QVERIFY(again.setSession()->set().deals[0].played.has_value());
    QVERIFY(again.waitForHistory());
    const std::optional<SetRow> row = again.history()->setByIdentity(setIdentity(set));
    QVERIFY(row);
    QCOMPARE(int(row->played.size()), 1);
    QCOMPARE(row->leftDeal, 0);
}

// A friend's file played: each deal's summary says their result beside yours; at the end
// the set's end says their score, and Share… writes your file and copies the set's code.
void TestGuiSets::aFriendsResultBesideYours()
{
    const DealSet set = seededSet(Rules::fromPreset(Preset::Classic), 34, 1);
    const DealSet theirs = friendsFile(set, QStringLiteral("Ana"));
    QVERIFY(theirs.played());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ana.jsonl"));
    QVERIFY(writeFile(path, writeDealSet(theirs)));

    MainWindow w;
    QVERIFY(showWindow(w));
    QVERIFY(w.playFriendsFile(path));
    QTRY_VERIFY(w.setSession()->active());  // once the history said the set's cards are the file's
    QVERIFY(playDealByKeys(w));
    guitest::settle();
    QLabel* line = w.table()->findChild<QLabel*>(QStringLiteral("friend"));
    QVERIFY(line && line->isVisible());
    const int friendNet = *playedNet(theirs.deals[0]);
    QVERIFY2(line->text().startsWith(QStringLiteral("Ana: %1 on the same cards").arg(signedMarks(friendNet))),
             qPrintable(line->text()));
    QTRY_VERIFY_WITH_TIMEOUT(w.setSession()->set().deals[0].par.has_value(), practiceplay::kParWait);
    QTest::keyClick(w.focusWidget() ? w.focusWidget() : w.table(), Qt::Key_Return);
    QMessageBox* end = nullptr;
    QTRY_VERIFY((end = w.findChild<QMessageBox*>(QStringLiteral("setEnd"))) != nullptr);
    QVERIFY2(end->text().contains(QStringLiteral("Ana: ")), qPrintable(end->text()));
    QVERIFY(end->findChild<QPushButton*>(QStringLiteral("setEndShare")));
    end->close();

    // Share…: your line in the file, the code on the clipboard.
    const QString mine = dir.filePath(QStringLiteral("mine.jsonl"));
    QVERIFY(w.shareSet(mine));
    QFile f(mine);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const Checked<DealSet> shared = readDealSet(f.readAll());
    QVERIFY2(shared, qPrintable(shared.error));
    QVERIFY(shared.value->played());
    QCOMPARE(differentCards(set, *shared.value), QString());
    QCOMPARE(QGuiApplication::clipboard()->text(), encodeSetCode(*codeOf(set)));

    // The friend's file is kept with the set: their result survives the run.
    QVERIFY(w.waitForHistory());
    const std::optional<SetRow> row = w.history()->setByIdentity(setIdentity(set));
    QVERIFY(row && !row->friendFile.isEmpty());
    QVERIFY(row->played.size() == 1 && row->played[0].dealId);

    // The History lists the set with its score and the friend's; its deal opens its replay,
    // which offers the friend's line; the statistics chart the set.
    w.showHistory();
    auto* history = w.findChild<HistoryWindow*>();
    QVERIFY(history);
    QTRY_COMPARE(history->setsView()->setsModel()->rowCount(), 1);
    HistorySetsModel* sets = history->setsView()->setsModel();
    QCOMPARE(sets->index(0, HistorySetsModel::Played).data().toString(), QStringLiteral("1 of 1"));
    QCOMPARE(sets->index(0, HistorySetsModel::AgainstBots).data().toString(),
             signedMarks(w.setSession()->score().againstPar));
    QVERIFY2(sets->index(0, HistorySetsModel::Friend).data().toString().startsWith(QStringLiteral("Ana: ")),
             qPrintable(sets->index(0, HistorySetsModel::Friend).data().toString()));
    HistorySetDealsModel* deals = history->setsView()->dealsModel();
    QCOMPARE(deals->rowCount(), 1);
    QCOMPARE(deals->index(0, HistorySetDealsModel::Friend).data().toString(), signedMarks(friendNet));
    QCOMPARE(deals->dealId(0), row->played[0].dealId);
    QSignalSpy replays(history, &HistoryWindow::replayRequested);
    emit history->setsView()->dealsList()->activated(deals->index(0, 0));
    QCOMPARE(replays.count(), 1);
    QTRY_VERIFY(w.findChild<ReplayWindow*>() != nullptr);
    // The set's place and the friend's line, once the history said which set the deal is of.
    QTRY_VERIFY2(w.findChild<ReplayWindow*>()->windowTitle().startsWith(QStringLiteral("Replay of deal 1 of ")),
                 qPrintable(w.findChild<ReplayWindow*>()->windowTitle()));
    auto* replayBox = w.findChild<ReplayWindow*>()->table()->findChild<QLabel*>(QStringLiteral("scoreBox"));
    QVERIFY(replayBox);
    QTRY_VERIFY2(replayBox->text().contains(QStringLiteral("deal 1 of 1")) && !replayBox->text().contains("Deals"),
                 qPrintable(replayBox->text()));
    auto* lines = w.findChild<ReplayWindow*>()->findChild<QComboBox*>(QStringLiteral("line"));
    QVERIFY(lines);
    QVERIFY(lines->findText(QStringLiteral("Ana in your seat: %1").arg(signedMarks(friendNet))) >= 0);
    auto* tabs = history->findChild<QTabWidget*>(QStringLiteral("historyTabs"));
    QVERIFY(tabs);
    tabs->setCurrentWidget(history->statsView());  // counted when shown
    QTRY_COMPARE(int(history->statsView()->stats().sets.size()), 1);
    QCOMPARE(history->statsView()->stats().sets[0].againstPar, w.setSession()->score().againstPar);
}

void TestGuiSets::refusals_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a friend's file of other cards") << QStringLiteral("file")
                                                    << QStringLiteral(
                                                           "This file cannot be played: line 2: not the "
                                                           "cards of seed 35");
    QTest::newRow("a code of junk") << QStringLiteral("code")
                                    << QStringLiteral(
                                           "This code cannot be played: not a set code: 'U' is not one "
                                           "of its letters");
}

// A file whose cards are not the set's, or a code that does not decode, is refused with one
// line that says why; nothing is dealt.
void TestGuiSets::refusals()
{
    QFETCH(QString, kind);
    QFETCH(QString, expected);
    MainWindow w;
    QVERIFY(showWindow(w));
    QSignalSpy started(w.controller(), &GameController::gameStarted);
    if (kind == QLatin1String("file")) {
        // Seed 35's file with its second deal another seed's.
        DealSet set = seededSet(Rules::fromPreset(Preset::Classic), 35, 2);
        set.deals[1] = seededSet(Rules::fromPreset(Preset::Classic), 36, 2).deals[1];
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("other.jsonl"));
        QVERIFY(writeFile(path, writeDealSet(set)));
        QVERIFY(!w.playFriendsFile(path));
    } else {
        QVERIFY(!w.playSetCode(QStringLiteral("UUUU-UUUU")));
    }
    QCOMPARE(refusal(w), expected);
    QCOMPARE(started.count(), 0);
    QVERIFY(!w.setSession()->active());
}

QTEST_MAIN(TestGuiSets)
#include "tst_gui_sets.moc"
