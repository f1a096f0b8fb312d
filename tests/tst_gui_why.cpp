// Why? at the window (issue 33): the ? key (Game ▸ Why?), a click on a computer player's card
// on the table or on its call bubble opens the panel that says why it made that move, from
// the explanation it kept; with nothing to explain, a line in the status bar says so.
#include "app/controller/cardtext.h"
#include "app/controller/gametext.h"
#include "app/controller/settings.h"
#include "app/history/historystore.h"
#include "app/ui/lasttrickwidget.h"
#include "app/ui/mainwindow.h"
#include "app/ui/tableview.h"
#include "app/ui/whydialog.h"
#include "guitestutil.h"
#include "practiceplay.h"

#include <QAction>
#include <QFile>
#include <QHelpEvent>
#include <QLabel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QToolTip>
#include <QtTest>

using namespace belote;
using namespace rebelote;
using namespace practiceplay;
using Stage = GameController::Stage;

namespace {

using guitest::freshFiles;

GameSetup easyGame(quint64 seed)
{
    GameSetup setup = practiceSetup(Preset::Coinche, seed, false);
    setup.level = QStringLiteral("easy");
    setup.levels = {setup.level, setup.level, setup.level, setup.level};
    return setup;
}

bool startAtWindow(MainWindow& window, const GameSetup& setup)
{
    window.show();
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window)) return false;
    window.setPace(0);
    window.controller()->setParEnabled(false);
    window.controller()->setTrickPause(3600000);  // a full trick stays until gathered
    window.startGame(setup);
    return true;
}

// Waits for the person to be asked something, gathering full tricks (unless `keepTrick`).
bool untilPerson(GameController& c)
{
    return QTest::qWaitFor([&] { return c.humanToAct() || c.stage() == Stage::DealOver; }, kWait);
}

WhyDialog* whyDialog(const MainWindow& w) { return w.findChild<WhyDialog*>(); }
QString whyTitle(const MainWindow& w)
{
    return whyDialog(w)->findChild<QLabel*>(QStringLiteral("whyTitle"))->accessibleName();
}

}  // namespace

class TestGuiWhy : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { freshFiles(); }

    void questionMarkExplainsTheLastMove();
    void clickOnABotsCard();
    void clickOnACallBubble();
    void nothingToExplain();
    void aBotsCallingCardSaysItsCall();
};

void TestGuiWhy::questionMarkExplainsTheLastMove()
{
    MainWindow window;
    QVERIFY(startAtWindow(window, easyGame(3)));
    GameController& c = *window.controller();
    QVERIFY(QTest::qWaitFor([&] { return c.humanToAct() && c.lastExplained(); }, kWait) ||
            (untilPerson(c) && personMoves(c, 0) &&
             QTest::qWaitFor([&] { return c.humanToAct() && c.lastExplained(); }, kWait)));
    const ExplainedDecision* last = c.lastExplained();
    QTest::keyClick(&window, Qt::Key_Question);
    QVERIFY(whyDialog(window));
    QTRY_VERIFY(whyDialog(window)->isVisible());
    QVERIFY(whyTitle(window).startsWith(QStringLiteral("Why ") + c.name(last->decision.seat)));
    auto* values = whyDialog(window)->findChild<QTableWidget*>(QStringLiteral("whyValues"));
    QVERIFY(values->rowCount() >= 1);
    const QList<QTableWidgetItem*> chosen = values->selectedItems();
    QVERIFY(!chosen.isEmpty());
    QVERIFY(chosen.first()->font().bold());
    // The grid's description reads each card it could not see, for a screen reader.
    auto* grid = whyDialog(window)->findChild<BeliefGrid*>();
    if (!last->why.hidden.empty()) QVERIFY(grid->accessibleDescription().contains(QLatin1Char('%')));
    QTest::keyClick(whyDialog(window), Qt::Key_Escape);
    QTRY_VERIFY(!whyDialog(window)->isVisible());
}

void TestGuiWhy::clickOnABotsCard()
{
    MainWindow window;
    QVERIFY(startAtWindow(window, easyGame(5)));
    GameController& c = *window.controller();
    auto* table = window.findChild<TableView*>();
    // Play on until South is to play a card with a bot's card on the table.
    for (;;) {
        QVERIFY(QTest::qWaitFor(
            [&] { return c.humanToAct() || c.stage() == Stage::TrickPause || c.stage() == Stage::DealOver; }, kWait));
        QVERIFY2(c.stage() != Stage::DealOver, "the deal ended first");
        if (c.stage() == Stage::TrickPause) {
            c.gatherTrick();
            continue;
        }
        if (c.pending().kind == DecisionKind::Card && !c.tableCards().empty()) break;
        QVERIFY(personMoves(c, 0));
    }
    const auto [seat, card] = c.tableCards().back();
    QVERIFY(seat != Seat::South);
    // (clicked again until the panel shows: the card may still be on its way to the table)
    QTRY_VERIFY([&] {
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->cardCenter(card));
        return whyDialog(window) && whyDialog(window)->isVisible();
    }());
    QCOMPARE(whyTitle(window), QStringLiteral("Why %1 played %2").arg(c.name(seat), cardWords(card)));
    QVERIFY(c.humanToAct());  // the click played nothing
}

void TestGuiWhy::clickOnACallBubble()
{
    MainWindow window;
    QVERIFY(startAtWindow(window, easyGame(3)));
    GameController& c = *window.controller();
    auto* table = window.findChild<TableView*>();
    QVERIFY(QTest::qWaitFor([&] { return c.humanToAct(); }, kWait));
    QVERIFY(c.pending().kind == DecisionKind::Call);
    // A bot that called before South (West, East or North: whoever did).
    std::optional<Seat> caller;
    for (int i = 0; i < c.deal().callCount(); ++i) caller = c.deal().callAt(i).seat;
    QVERIFY2(caller, "South calls first with this seed: take another");
    static const char* const names[] = {"South", "East", "North", "West"};
    auto* bubble = table->findChild<QLabel*>(QStringLiteral("call%1").arg(QLatin1String(names[int(*caller)])));
    QVERIFY(bubble);
    QTRY_VERIFY(bubble->isVisible());
    QTest::mouseClick(bubble, Qt::LeftButton, {}, bubble->rect().center());
    QTRY_VERIFY(whyDialog(window) && whyDialog(window)->isVisible());
    QVERIFY(whyTitle(window).startsWith(QStringLiteral("Why ") + c.name(*caller)));
}

void TestGuiWhy::nothingToExplain()
{
    MainWindow window;
    GameSetup setup = easyGame(3);
    setup.human = {true, true, true, true};  // nobody but people: no bot decision
    QVERIFY(startAtWindow(window, setup));
    QVERIFY(QTest::qWaitFor([&] { return window.controller()->humanToAct(); }, kWait));
    QTest::keyClick(&window, Qt::Key_Question);
    QVERIFY(!whyDialog(window) || !whyDialog(window)->isVisible());
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("No computer player's move")));
}

// A computer player's discard that calls for a suit by the card-play system: its Why? panel says
// the call it makes; once the trick is gathered, hovering that card in the last trick says
// it, the last trick's accessible text too, and M after the trick.
void TestGuiWhy::aBotsCallingCardSaysItsCall()
{
    MainWindow window;
    GameSetup setup = easyGame(7);
    setup.cardSignals = Signals::Direct;
    QVERIFY(startAtWindow(window, setup));
    GameController& c = *window.controller();
    auto* table = window.findChild<TableView*>();
    // Played on, deal after deal, until a full trick on the table holds a bot's discard that
    // calls for a suit.
    int index = -1;
    for (int deals = 0; index < 0;) {
        QVERIFY(QTest::qWaitFor(
            [&] { return c.humanToAct() || c.stage() == Stage::TrickPause || c.stage() == Stage::DealOver; }, kWait));
        if (c.stage() == Stage::DealOver) {
            QVERIFY2(++deals < 10, "no bot's discard called in nine deals");
            c.continueAfterDeal();
            continue;
        }
        if (c.stage() == Stage::TrickPause) {
            const int first = c.deal().cardPlay().cardsPlayed() - 4;
            for (int i = first; i < first + 4 && index < 0; ++i)
                if (c.deal().cardPlay().playedBy(i) != Seat::South && c.explainedCard(i) &&
                    cardMeaning(c.deal(), i, Signals::Direct).kind == CardCallKind::AskSuit)
                    index = i;
            if (index < 0) c.gatherTrick();
            continue;
        }
        QVERIFY(personMoves(c, 0));
    }
    const Card card = c.deal().cardPlay().playedCard(index);
    const QString says = cardMeaningText(cardMeaning(c.deal(), index, Signals::Direct), Signals::Direct);
    QVERIFY(!says.isEmpty());
    QTRY_VERIFY([&] {
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->cardCenter(card));
        return whyDialog(window) && whyDialog(window)->isVisible();
    }());
    auto* meaning = whyDialog(window)->findChild<QLabel*>(QStringLiteral("whyMeaning"));
    QVERIFY(meaning && meaning->isVisible());
    QCOMPARE(meaning->text(), QStringLiteral("In the card-play system: ") + says);
    QTest::keyClick(whyDialog(window), Qt::Key_Escape);
    QTRY_VERIFY(!whyDialog(window)->isVisible());

    // Gathered: the trick is the last one; South is to play in the next before it is full.
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Space);
    QTRY_VERIFY(c.stage() == Stage::Play);
    auto* last = table->findChild<LastTrickWidget*>(QStringLiteral("lastTrick"));
    QTRY_VERIFY(last && last->isVisible());
    // (the table says the trick gathered once the event loop has turned)
    QTRY_VERIFY2(last->accessibleDescription().contains(says), qPrintable(last->accessibleDescription()));
    const int at = index % 4;
    QHelpEvent hover(QEvent::ToolTip, last->cardCenter(at), last->mapToGlobal(last->cardCenter(at)));
    QApplication::sendEvent(last, &hover);
    QTRY_COMPARE(QToolTip::text(), says);
    QTest::keyClick(table, Qt::Key_M);
    auto* toast = table->findChild<QLabel*>(QStringLiteral("toast"));
    QTRY_VERIFY(toast->isVisible());
    QVERIFY2(toast->text().contains(says.toHtmlEscaped()), qPrintable(toast->text()));
    QVERIFY(toast->text().startsWith(QStringLiteral("Last trick:")));
}

QTEST_MAIN(TestGuiWhy)
#include "tst_gui_why.moc"
