// Game ▸ Set up a deal… (issue 47) as a person meets it: the cards placed by clicks, by keys
// on the deck's cards and by typing a hand, the check's line saying what is wrong until the
// deal is ready, then the deal played at the table from another seat (turned to South), and
// opened in the replay with every hand face up and its analysis.
#include "app/controller/gametext.h"
#include "app/ui/dealeditor.h"
#include "app/ui/mainwindow.h"
#include "app/ui/replaywindow.h"
#include "app/ui/tableview.h"
#include "engine/record.h"
#include "guitestutil.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QStandardPaths>
#include <QToolButton>
#include <QtTest>

using namespace belote;
using namespace rebelote;

namespace {

QString problemLine(DealEditor* e) { return e->findChild<QLabel*>(QStringLiteral("draftProblem"))->text(); }

// The combo box moved to `data` by the arrow keys, as a person does.
void chooseByKeys(QComboBox* box, int data)
{
    box->setFocus();
    const int target = box->findData(data);
    QVERIFY(target >= 0);
    while (box->currentIndex() != target)
        QTest::keyClick(box, box->currentIndex() < target ? Qt::Key_Down : Qt::Key_Up);
}

// The editor of a main window, opened by its menu's action.
DealEditor* openEditor(MainWindow& window)
{
    auto* action = window.findChild<QAction*>(QStringLiteral("setUpDealAction"));
    if (!action) return nullptr;
    action->trigger();
    auto* editor = window.findChild<DealEditor*>();
    if (editor && !QTest::qWaitForWindowExposed(editor)) return nullptr;
    return editor;
}

// Typed key by key, the suit signs too (typeText() takes Latin-1 only).
void typeText(QWidget* w, const QString& text)
{
    for (QChar ch : text) {
        if (ch.unicode() < 0x80) QTest::keyClick(w, ch.toLatin1());
        else QTest::sendKeyEvent(QTest::Click, w, Qt::Key_unknown, QString(ch), Qt::NoModifier);
    }
}

QLineEdit* handLine(DealEditor* e, Seat s) { return e->findChild<QLineEdit*>(QStringLiteral("hand%1").arg(int(s))); }

}  // namespace

class TestGuiDealEditor : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rebelote-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_gui_dealeditor"));
    }

    void init()
    {
        guitest::freshFiles();
        // Quick computer players, no pause: the deal is played in a moment.
        Settings s;
        s.load();
        s.levels.fill(QStringLiteral("heuristic"));
        s.paceMs = 0;
        QVERIFY(s.save());
    }

    // Coinche, every hand placed by the person's clicks, keys and typing; the dealer by
    // keys; played at the table from East, whose cards are then South's.
    void setUpAndPlayAtTheTable()
    {
        MainWindow window;
        window.setAskForPreset(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        DealEditor* editor = openEditor(window);
        QVERIFY(editor);
        chooseByKeys(editor->findChild<QComboBox*>(QStringLiteral("rules")), int(Preset::Coinche));
        QCOMPARE(editor->draft().rules().preset, Preset::Coinche);
        QCOMPARE(problemLine(editor), QStringLiteral("South has no cards: eight more to place"));

        // South: the spades, clicked into the hand chosen (South's, at first).
        for (int r = 0; r < kRanks; ++r)
            QTest::mouseClick(editor->cardButton(makeCard(Suit::Spades, Rank(r))), Qt::LeftButton);
        QCOMPARE(editor->draft().hand(Seat::South).size(), 8);
        // A click on a card already there takes it back: the line says so.
        QTest::mouseClick(editor->cardButton(makeCard(Suit::Spades, Rank::Ace)), Qt::LeftButton);
        QCOMPARE(problemLine(editor), QStringLiteral("South has seven cards: one more to place"));
        QTest::mouseClick(editor->cardButton(makeCard(Suit::Spades, Rank::Ace)), Qt::LeftButton);

        // East: its "Cards go here" chosen, then the hearts clicked.
        auto radios = editor->findChildren<QRadioButton*>();
        QRadioButton* east = nullptr;
        for (QRadioButton* r : radios)
            if (r->accessibleName().contains(seatWord(Seat::East))) east = r;
        QVERIFY(east);
        QTest::mouseClick(east, Qt::LeftButton, {}, QPoint(5, east->height() / 2));
        QVERIFY(east->isChecked());
        for (int r = 0; r < kRanks; ++r)
            QTest::mouseClick(editor->cardButton(makeCard(Suit::Hearts, Rank(r))), Qt::LeftButton);

        // North: the keyboard on the deck, N on a card and → to the next one.
        QToolButton* first = editor->cardButton(makeCard(Suit::Diamonds, Rank::Ace));
        first->setFocus();
        for (int i = 0; i < kRanks; ++i) {
            QWidget* focused = QApplication::focusWidget();
            QVERIFY(focused);
            QTest::keyClick(focused, Qt::Key_N);
            QTest::keyClick(focused, Qt::Key_Right);
        }
        QCOMPARE(editor->draft().hand(Seat::North).size(), 8);
        // One key too many: the ace of spades typed into North is South's too.
        QLineEdit* west = handLine(editor, Seat::West);
        typeText(west, QStringLiteral("AC KC QC JC 10♣ 9C 8C AS"));
        QCOMPARE(problemLine(editor), QStringLiteral("The ace of spades is in two hands"));
        QTest::keyClick(west, Qt::Key_Backspace);
        QTest::keyClick(west, Qt::Key_Backspace);
        typeText(west, QStringLiteral("7C"));
        QCOMPARE(problemLine(editor), QStringLiteral("Choose the dealer"));
        QVERIFY(!editor->findChild<QPushButton*>(QStringLiteral("playDeal"))->isEnabled());

        chooseByKeys(editor->findChild<QComboBox*>(QStringLiteral("dealer")), int(Seat::West));
        QCOMPARE(problemLine(editor), QStringLiteral("The deal is ready."));
        chooseByKeys(editor->findChild<QComboBox*>(QStringLiteral("seat")), int(Seat::East));
        auto* play = editor->findChild<QPushButton*>(QStringLiteral("playDeal"));
        QVERIFY(play->isEnabled());
        QPointer<DealEditor> open = editor;
        QTest::mouseClick(play, Qt::LeftButton);
        QTRY_VERIFY(!open);  // closed once the deal is on the table

        // At the table: East's hearts are in the person's hand at South, West's deal now
        // North's (the table turned a quarter), and the deal is played to its end by keys.
        GameController* c = window.controller();
        QCOMPARE(c->rules().preset, Preset::Coinche);
        QCOMPARE(c->deal().hand(Seat::South).bits(), CardSet::suit(Suit::Hearts).bits());
        QCOMPARE(c->deal().hand(Seat::North).bits(), CardSet::suit(Suit::Clubs).bits());
        QCOMPARE(c->deal().dealer(), Seat::North);
        QVERIFY(guitest::playUntil(window, window.table(), *c, [c] {
            return c->stage() == GameController::Stage::DealOver || c->stage() == GameController::Stage::GameOver;
        }));
    }

    // Classic typed hand by hand with its retourne and the club's calls and first cards:
    // the replay opens on the deal with every hand face up, the moves typed first, the rest
    // played by the computer players, and the analysis fills in.
    void openInTheReplay()
    {
        MainWindow window;
        window.setAskForPreset(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        DealEditor* editor = openEditor(window);
        QVERIFY(editor);
        chooseByKeys(editor->findChild<QComboBox*>(QStringLiteral("rules")), int(Preset::Classic));
        typeText(handLine(editor, Seat::South), QStringLiteral("JH 9H AH TS KS"));
        typeText(handLine(editor, Seat::East), QStringLiteral("7S 8S 9S JS QS"));
        typeText(handLine(editor, Seat::North), QStringLiteral("V♦ 9♦ A♦ 10♦ R♦"));
        typeText(handLine(editor, Seat::West), QStringLiteral("JC 9C AC TC KC"));
        QCOMPARE(problemLine(editor), QStringLiteral("Turn up the retourne: choose its card"));
        // The retourne by a key on its card in the deck.
        editor->cardButton(*parseCard("7H"))->setFocus();
        QTest::keyClick(editor->cardButton(*parseCard("7H")), Qt::Key_R);
        QCOMPARE(editor->draft().retourne(), parseCard("7H"));
        chooseByKeys(editor->findChild<QComboBox*>(QStringLiteral("dealer")), int(Seat::West));
        auto* moves = editor->findChild<QLineEdit*>(QStringLiteral("moves"));
        typeText(moves, QStringLiteral("pass pass QH"));
        QCOMPARE(problemLine(editor), QStringLiteral("Move 3 (QH): not a call; North is to call"));
        for (int i = 0; i < 2; ++i) QTest::keyClick(moves, Qt::Key_Backspace);
        typeText(moves, QStringLiteral("take JH"));  // North takes the 7 of hearts; South leads
        QCOMPARE(problemLine(editor), QStringLiteral("The deal is ready."));

        auto* replayButton = editor->findChild<QPushButton*>(QStringLiteral("replayDeal"));
        QTest::mouseClick(replayButton, Qt::LeftButton);
        QPointer<ReplayWindow> replay = window.findChild<ReplayWindow*>();
        QVERIFY(replay);
        QVERIFY(QTest::qWaitForWindowExposed(replay));
        QVERIFY2(replay->isValid(), qPrintable(replay->error()));
        QCOMPARE(replay->dealt().hand(Seat::North).bits(), (CardSet::suit(Suit::Diamonds) - CardSet::rank(Rank::Seven) -
                                                            CardSet::rank(Rank::Eight) - CardSet::rank(Rank::Queen))
                                                               .bits());
        // The three calls, then South's jack of hearts first.
        replay->setPosition(replay->moveCount());
        const Deal& end = replay->controller()->deal();
        QCOMPARE(end.phase(), Phase::Done);
        QCOMPARE(end.callCount(), 3);
        QCOMPARE(end.callAt(2).call, Call::take(Strain::Hearts));
        QCOMPARE(end.contract()->taker, Seat::North);
        QCOMPARE(end.cardPlay().playedCard(0), *parseCard("JH"));
        QTRY_VERIFY_WITH_TIMEOUT(replay->analysisDone(), 180000);
        replay->close();
    }

    // In French, the line speaks French and the hands read the French card words.
    void frenchLine()
    {
        guitest::Speaking french(QStringLiteral("fr"));
        MainWindow window;
        window.setAskForPreset(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        DealEditor* editor = openEditor(window);
        QVERIFY(editor);
        chooseByKeys(editor->findChild<QComboBox*>(QStringLiteral("rules")), int(Preset::Coinche));
        typeText(handLine(editor, Seat::North), QStringLiteral("V♥ 9♥ A♥ 10♠ R♠ 7♦ 8♣ D♣ AS"));
        QCOMPARE(problemLine(editor), QStringLiteral("Nord a neuf cartes, une de trop"));
        QCOMPARE(editor->cardButton(*parseCard("JH"))->accessibleName(), QStringLiteral("Valet de cœur, Nord"));
        QCOMPARE(editor->cardButton(*parseCard("JC"))->accessibleName(),
                 QStringLiteral("Valet de trèfle, dans le jeu"));
    }

    // The game's window closed with the editor open and a hand's line at the keyboard: the
    // line's last "editing finished", sent as the dialog's children go, no longer reaches a
    // dialog half gone (it crashed on its cards, already let go).
    void closedWhileTyping()
    {
        auto* window = new MainWindow;
        window->setAskForPreset(false);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QPointer<DealEditor> editor = openEditor(*window);
        QVERIFY(editor);
        editor->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(editor));
        QLineEdit* south = handLine(editor, Seat::South);
        south->setFocus();
        QTRY_VERIFY(south->hasFocus());
        typeText(south, QStringLiteral("JH 9H"));
        delete window;
        QVERIFY(!editor);
    }

    void fitsASmallScreen_data()
    {
        QTest::addColumn<int>("preset");
        QTest::newRow("classic (the retourne and the rest shown)") << int(Preset::Classic);
        QTest::newRow("coinche") << int(Preset::Coinche);
    }

    // The editor fits a screen of 1024 by 700 with the window's frame and a desktop's panel
    // (it was 738 px tall), every hand's line still wide enough for a hand typed whole.
    void fitsASmallScreen()
    {
        QFETCH(int, preset);
        DealEditor editor(Rules::fromPreset(Preset(preset)), QStringLiteral("drawn"));
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        const QSize hint = editor.sizeHint();
        QVERIFY2(hint.height() <= 640, qPrintable(QStringLiteral("%1 x %2").arg(hint.width()).arg(hint.height())));
        QVERIFY2(hint.width() <= 1000, qPrintable(QStringLiteral("%1 x %2").arg(hint.width()).arg(hint.height())));
        editor.resize(hint);
        guitest::settle();
        QLineEdit* south = handLine(&editor, Seat::South);
        const int typed = south->fontMetrics().horizontalAdvance(QStringLiteral("JH 9H AH TS KS 7D 8C QC"));
        QVERIFY2(south->width() > typed, qPrintable(QStringLiteral("%1 <= %2").arg(south->width()).arg(typed)));
        QVERIFY(editor.cardButton(*parseCard("7C"))->isVisible());
    }
};

QTEST_MAIN(TestGuiDealEditor)
#include "tst_gui_dealeditor.moc"
