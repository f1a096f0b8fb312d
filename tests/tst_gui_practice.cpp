// Practice games at the window (issue 33): the New game dialog offers them (the choice kept
// for the next game), Game ▸ Take back (Ctrl+Z) and Play forward again (Ctrl+Shift+Z) are
// there in a practice game only, and the replay of a practice deal shows its lines taken back.
#include "app/controller/settings.h"
#include "app/history/historystore.h"
#include "app/ui/mainwindow.h"
#include "app/ui/replaywindow.h"
#include "app/ui/tableview.h"
#include "engine/record.h"
#include "guitestutil.h"
#include "practiceplay.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTimer>
#include <QtTest>

using namespace belote;
using namespace rebelote;
using namespace practiceplay;
using Stage = GameController::Stage;

namespace {

using guitest::freshFiles;

// Answers the New game dialog as soon as it shows: the practice box set to `practice`, then
// Deal; *seen says whether the box was checked when the dialog opened.
void answerNewGame(bool practice, bool* seen)
{
    auto* timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [=] {
        auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        if (!dialog || dialog->windowTitle() != QLatin1String("New game")) return;
        auto* box = dialog->findChild<QCheckBox*>(QStringLiteral("practice"));
        if (box) {
            *seen = box->isChecked();
            if (box->isChecked() != practice) box->click();
        }
        if (auto* buttons = dialog->findChild<QDialogButtonBox*>()) buttons->button(QDialogButtonBox::Ok)->click();
        timer->stop();
        timer->deleteLater();
    });
    timer->start();
}

QAction* action(const MainWindow& w, const char* name) { return w.findChild<QAction*>(QString::fromLatin1(name)); }

GameSetup practiceGame(quint64 seed, bool practice)
{
    GameSetup setup = practiceSetup(Preset::Coinche, seed, practice);
    setup.levels = {setup.level, setup.level, setup.level, setup.level};
    return setup;
}

// The window shown (active), the bots at pace 0 and full tricks gathered at once, the game of
// `seed` started: the person is asked something, or the deal is over.
bool startAtWindow(MainWindow& window, quint64 seed, bool practice)
{
    window.show();
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window)) return false;
    window.setPace(0);
    window.controller()->setTrickPause(0);
    window.startGame(practiceGame(seed, practice));
    return untilPersonOrEnd(*window.controller());
}

}  // namespace

class TestGuiPractice : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { freshFiles(); }

    void newGameDialogOffersPractice();
    void takeBackByKeys();
    void countedGameOffersNoTakeBack();
    void replayShowsTheLinesTakenBack();
    void dealAgainOnTheSummary();
    void parOnTheSummary();
};

// The dialog's practice box: chosen, the game is a practice game and the choice is kept, so
// that the next dialog opens with it.
void TestGuiPractice::newGameDialogOffersPractice()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    bool seen = true;
    answerNewGame(true, &seen);
    window.newGameAction()->trigger();
    QVERIFY(!seen);  // a counted game by default
    QTRY_VERIFY(window.controller()->stage() != Stage::Idle);
    QVERIFY(window.controller()->setup().practice);
    QVERIFY(window.settings().practice);
    QVERIFY(action(window, "takeBackAction")->isVisible());
    Settings saved;
    saved.load();
    QVERIFY(saved.practice);
    answerNewGame(false, &seen);
    window.newGameAction()->trigger();
    QVERIFY(seen);  // the last choice
    QTRY_VERIFY(!window.controller()->setup().practice);
    QVERIFY(!action(window, "takeBackAction")->isVisible());
}

// Ctrl+Z takes back South's card, Ctrl+Shift+Z plays it again: keys at the window as the
// system delivers them.
void TestGuiPractice::takeBackByKeys()
{
    MainWindow window;
    QVERIFY(startAtWindow(window, 3, true));
    GameController& c = *window.controller();
    QVERIFY(!action(window, "takeBackAction")->isEnabled());  // nothing of South's yet
    while (personCards(c.dealMoves()) < 2) {
        QVERIFY(c.stage() == Stage::Calls || c.stage() == Stage::Play);
        QVERIFY(personMoves(c, c.pending().kind == DecisionKind::Call && personCalls(c.dealMoves()) == 0 ? 1 : 0));
        QVERIFY(untilPersonOrEnd(c));
    }
    const std::vector<DealMove> line = c.dealMoves();
    QTRY_VERIFY(action(window, "takeBackAction")->isEnabled());
    QSignalSpy takenBack(&c, &GameController::movesTakenBack);
    QTest::keyClick(window.windowHandle(), Qt::Key_Z, Qt::ControlModifier);
    QTRY_COMPARE(takenBack.count(), 1);
    QVERIFY(untilPersonOrEnd(c));
    QCOMPARE(personCards(c.dealMoves()), 1);
    QTRY_VERIFY(action(window, "takeForwardAction")->isEnabled());
    QTest::keyClick(window.windowHandle(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE(takenBack.count(), 2);
    QVERIFY(untilPersonOrEnd(c));
    QCOMPARE(c.dealMoves(), line);
}

// A counted game: the actions are not in the menu, and Ctrl+Z takes nothing back.
void TestGuiPractice::countedGameOffersNoTakeBack()
{
    MainWindow window;
    QVERIFY(startAtWindow(window, 3, false));
    GameController& c = *window.controller();
    QVERIFY(personMoves(c, 1));
    QVERIFY(untilPersonOrEnd(c));
    QVERIFY(!action(window, "takeBackAction")->isVisible());
    QVERIFY(!action(window, "takeForwardAction")->isVisible());
    QSignalSpy takenBack(&c, &GameController::movesTakenBack);
    const std::vector<DealMove> before = c.dealMoves();
    // The key is delivered and handled before keyClick() returns (no wait for "nothing came").
    QTest::keyClick(window.windowHandle(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(c.dealMoves(), before);
    QCOMPARE(takenBack.count(), 0);
}

// A practice deal with a card taken back and another played: its replay offers the line
// taken back, shown from where it left the line played, without Play on.
void TestGuiPractice::replayShowsTheLinesTakenBack()
{
    MainWindow window;
    QVERIFY(startAtWindow(window, 8, true));
    GameController& c = *window.controller();
    while (personCards(c.dealMoves()) < 3 && (c.stage() == Stage::Calls || c.stage() == Stage::Play)) {
        QVERIFY(personMoves(c, c.pending().kind == DecisionKind::Call && personCalls(c.dealMoves()) == 0 ? 1 : 0));
        QVERIFY(untilPersonOrEnd(c));
    }
    QVERIFY2(personCards(c.dealMoves()) == 3, "a deal South plays");
    const std::vector<DealMove> line = c.dealMoves();
    QVERIFY(c.takeBack());
    QVERIFY(untilPersonOrEnd(c));
    const int shared = int(c.dealMoves().size());
    QVERIFY(personMoves(c, 1));  // another card, where there is one
    QVERIFY(untilPersonOrEnd(c));
    while (c.stage() == Stage::Calls || c.stage() == Stage::Play) {
        QVERIFY(personMoves(c, 0));
        QVERIFY(untilPersonOrEnd(c));
    }
    QVERIFY(window.waitForHistory());
    const std::vector<DealRow> deals = window.history()->allDeals(false);
    QCOMPARE(int(deals.size()), 1);
    window.replayDeal(deals[0].id);
    ReplayWindow* replay = nullptr;  // read by the history's writer first
    QTRY_VERIFY((replay = window.findChild<ReplayWindow*>()) != nullptr);
    auto* lines = replay->findChild<QComboBox*>(QStringLiteral("line"));
    QVERIFY(lines && lines->isVisible());
    QCOMPARE(lines->count(), 2);
    const int played = replay->moveCount();
    replay->showLine(1);
    QCOMPARE(replay->lineShown(), 1);
    QCOMPARE(replay->moveCount(), int(line.size()));
    // Where the line taken back leaves the line played (the same card again: further on).
    QVERIFY(replay->position() >= shared);
    QVERIFY(!replay->findChild<QPushButton*>(QStringLiteral("playOn"))->isEnabled());
    replay->showLine(0);
    QCOMPARE(replay->moveCount(), played);
    replay->setPosition(shared);
    QVERIFY(replay->findChild<QPushButton*>(QStringLiteral("playOn"))->isEnabled());
    replay->close();
}

// The deal summary of a practice game offers Deal again: the same deal from its first call,
// in a new practice game; a counted game's summary does not.
void TestGuiPractice::dealAgainOnTheSummary()
{
    for (bool practice : {true, false}) {
        MainWindow window;
        QVERIFY(startAtWindow(window, 5, practice));
        GameController& c = *window.controller();
        const QJsonObject dealt = writeRecord(c.dealtDeal());
        while (c.stage() == Stage::Calls || c.stage() == Stage::Play) {
            QVERIFY(personMoves(c, 1));
            QVERIFY(untilPersonOrEnd(c));
        }
        auto* again = window.table()->findChild<QPushButton*>(QStringLiteral("dealAgain"));
        auto* next = window.table()->findChild<QPushButton*>(QStringLiteral("next"));
        QVERIFY(again && next);
        QTRY_VERIFY(next->isVisible());
        QCOMPARE(again->isVisible(), practice);
        QCOMPARE(action(window, "dealAgainAction")->isVisible(), practice);
        if (!practice) continue;
        QVERIFY(action(window, "dealAgainAction")->isEnabled());
        QSignalSpy started(&c, &GameController::gameStarted);
        QTest::mouseClick(again, Qt::LeftButton);
        QCOMPARE(started.count(), 1);
        QCOMPARE(toJsonLine(writeRecord(c.dealtDeal())), toJsonLine(dealt));
        QVERIFY(c.setup().practice);
    }
}

// The summary says the bots' result on the same cards once they have played them: first
// that they are playing, then the figures the controller has (GameController::par()).
void TestGuiPractice::parOnTheSummary()
{
    MainWindow window;
    QVERIFY(startAtWindow(window, 6, false));
    GameController& c = *window.controller();
    while (c.stage() == Stage::Calls || c.stage() == Stage::Play) {
        QVERIFY(personMoves(c, 0));
        QVERIFY(untilPersonOrEnd(c));
    }
    auto* line = window.table()->findChild<QLabel*>(QStringLiteral("par"));
    QVERIFY(line);
    QTRY_VERIFY(line->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(c.par(c.dealNumber()).has_value(), kParWait);
    const GameController::ParFigures f = *c.par(c.dealNumber());
    auto marks = [](int n) {
        return n > 0 ? QStringLiteral("+%1").arg(n) : n < 0 ? QStringLiteral("\u2212%1").arg(-n) : QStringLiteral("0");
    };  // as written by hand
    QTRY_COMPARE(line->text(), QStringLiteral("You: %1 \u00b7 the bots in your seat: %2 \u00b7 difference: %3")
                                   .arg(marks(f.you), marks(f.bots), marks(f.you - f.bots)));
    // The whole line is inside the panel, once the table has laid the panel out again for it.
    QWidget* panel = line->parentWidget();
    QTRY_VERIFY(panel->rect().contains(QRect(line->mapTo(panel, QPoint(0, 0)), line->size())));
    QTRY_VERIFY2(line->height() >= line->heightForWidth(line->width()),
                 qPrintable(QStringLiteral("%1 px high, %2 needed at %3 px")
                                .arg(line->height())
                                .arg(line->heightForWidth(line->width()))
                                .arg(line->width())));
}

QTEST_MAIN(TestGuiPractice)

#include "tst_gui_practice.moc"
