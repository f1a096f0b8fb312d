// No text on the table covers another (issue 31): the real main window driven through each
// phase of a deal (the calls with the call panel, the bids' meanings asked with M over the
// retourne, the declarations of several seats, the play, a trick won, a hint, the deal's
// summary, the game's end) and the replay window, at 1280x800 and 1024x700. CTest runs it
// twice: as is, and with QT_SCALE_FACTOR=2 (the same logical sizes on a screen of twice the
// pixels).
//
// Every shown label, bubble, chip, button and panel over the table's viewport, and every card
// of its scene, is a rectangle in the viewport's coordinates (the scene's: the scene rect is
// the viewport's). No two texts meet, no text meets a card, no panel meets a text (a panel
// asks its question over the cards), and each text lies wholly inside the table. The dealer's chip sits on its dealer's
// plate, by design.
//
// The status bar: the rules and the keys, a message and the history's backlog side by side
// at 800 px wide and more, none over another, all inside the bar (a line may be cut with
// "…"; a message is drawn whole).
//
// REBELOTE_LAYOUT_SHOTS=<dir>: each row's window saved there as a PNG, to look at.
#include "app/history/historyrecorder.h"
#include "app/ui/callpanel.h"
#include "app/ui/carditem.h"
#include "app/ui/dealsummarypanel.h"
#include "app/ui/declarationpanel.h"
#include "app/ui/gameoverpanel.h"
#include "app/ui/mainwindow.h"
#include "app/ui/readability.h"
#include "app/ui/replaywindow.h"
#include "app/ui/tableview.h"
#include "engine/game.h"
#include "guitestutil.h"
#include "testutil.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QGraphicsScene>
#include <QLabel>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QtTest>

#include <memory>
#include <vector>

using namespace belote;
using namespace rebelote;
using Stage = GameController::Stage;

namespace {

constexpr int kWait = 20000;  // generous; every wait below is expected to end in milliseconds

// Coinche, one deal, South deals: East bids 80♣, North 90♠, West 100♥, then South speaks;
// four seats declare.
GameSetup coincheSetup() { return guitest::fourDeclarersCoinche(); }
using guitest::settle;

void press(QWidget* window, QWidget* fallback, Qt::Key key)
{
    QWidget* target = window->focusWidget() ? window->focusWidget() : fallback;
    QTest::keyClick(target, key);
    settle();
}

// ---------------------------------------------------------------------------------------
// The rectangles

struct Box {
    enum Kind { Text, Panel, Card };
    QString name;
    QRectF rect;
    Kind kind;
};

std::vector<Box> boxesOf(const TableView* t)
{
    std::vector<Box> out;
    const QWidget* vp = t->viewport();
    const std::initializer_list<const QWidget*> panels = {t->callPanel(), t->declarationPanel(), t->summaryPanel(),
                                                          t->gameOverPanel()};
    for (const QObject* o : vp->children()) {
        const auto* w = qobject_cast<const QWidget*>(o);
        if (!w || !w->isVisible() || w->geometry().isEmpty()) continue;
        QString name = w->objectName();
        if (const auto* l = qobject_cast<const QLabel*>(w)) name += QStringLiteral(" \"%1\"").arg(l->text().left(40));
        const bool panel = std::find(panels.begin(), panels.end(), w) != panels.end() ||
                           w->objectName() == QLatin1String("lastTrickLarge");
        out.push_back({name, QRectF(w->geometry()), panel ? Box::Panel : Box::Text});
    }
    for (const QGraphicsItem* item : t->scene()->items()) {
        const auto* card = dynamic_cast<const CardItem*>(item);
        if (!card || !card->isVisible()) continue;
        out.push_back({QStringLiteral("card %1").arg(QString::fromStdString(cardName(card->card()))),
                       card->mapRectToScene(QRectF(QPointF(0, 0), card->baseSize())), Box::Card});
    }
    return out;
}

QString str(const QRectF& r)
{
    return QStringLiteral("(%1,%2 %3x%4)").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

// Every pair that meets, and every text cut by the table's edge; empty: none.
QStringList overlaps(const TableView* t, const QString& dealerPlate)
{
    const std::vector<Box> boxes = boxesOf(t);
    const QRectF area(QPointF(0, 0), t->viewport()->size());
    QStringList out;
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        const Box& a = boxes[i];
        if (a.kind != Box::Card && !area.contains(a.rect))
            out << QStringLiteral("%1 %2 is cut by the table's edge %3").arg(a.name, str(a.rect), str(area));
        for (std::size_t j = i + 1; j < boxes.size(); ++j) {
            const Box& b = boxes[j];
            if (a.kind == Box::Card && b.kind == Box::Card) continue;
            // A panel asks its question over the cards (not over a text).
            if ((a.kind == Box::Panel && b.kind == Box::Card) || (a.kind == Box::Card && b.kind == Box::Panel))
                continue;
            const bool chip = (a.name == QLatin1String("dealerChip \"D\"") && b.name.startsWith(dealerPlate)) ||
                              (b.name == QLatin1String("dealerChip \"D\"") && a.name.startsWith(dealerPlate));
            if (chip) continue;
            if (a.rect.intersects(b.rect))
                out << QStringLiteral("%1 %2 meets %3 %4").arg(a.name, str(a.rect), b.name, str(b.rect));
        }
    }
    return out;
}

// Every text on the table that does not stand out from what it is drawn on (WCAG AA, 4.5:1):
// the background sampled just inside the label's left edge, the text as the pixel of the label
// that differs most from it. Empty: all readable.
QStringList unreadable(TableView* t)
{
    const QImage shot = t->viewport()->grab().toImage();
    const qreal dpr = shot.devicePixelRatio();
    QStringList out;
    for (QObject* o : t->viewport()->children()) {
        const auto* l = qobject_cast<const QLabel*>(o);
        if (!l || !l->isVisible() || l->text().isEmpty() || l->width() < 24) continue;
        const QRect r = l->geometry();
        const QColor back = shot.pixelColor(int((r.left() + 2) * dpr), int((r.top() + r.height() / 2) * dpr));
        double best = 1;
        for (int y = int(r.top() * dpr); y < int(r.bottom() * dpr); ++y)
            for (int x = int(r.left() * dpr); x < int(r.right() * dpr); ++x)
                best = std::max(best, rebelote::contrastRatio(back, shot.pixelColor(x, y)));
        if (best < 4.5)
            out << QStringLiteral("%1 \"%2\": its text stands out %3:1 from %4")
                       .arg(l->objectName(), l->text().left(40))
                       .arg(best, 0, 'f', 2)
                       .arg(back.name());
    }
    return out;
}

// South's hand as the person sees it: each card whole inside the table, under no widget of
// the table and no other card. Empty: in full view.
QStringList handCovered(const TableView* t)
{
    QStringList out;
    const std::vector<Card> hand = t->handInView();
    const QRect area(QPoint(0, 0), t->viewport()->size());
    for (Card card : hand) {
        const QRect r = t->cardRect(card);
        const QString name = QString::fromStdString(cardName(card));
        if (!area.contains(r)) out << QStringLiteral("South's %1 %2 is cut by the table's edge").arg(name, str(r));
        for (const QObject* o : t->viewport()->children()) {
            const auto* w = qobject_cast<const QWidget*>(o);
            if (w && w->isVisible() && !w->geometry().isEmpty() && w->geometry().intersects(r))
                out << QStringLiteral("%1 %2 covers South's %3").arg(w->objectName(), str(w->geometry()), name);
        }
    }
    return out;
}

QString plateName(Seat s)
{
    static const char* const words[] = {"plateSouth", "plateEast", "plateNorth", "plateWest"};
    return QLatin1String(words[int(s)]);
}

void saveShot(QWidget* w, const QString& what)
{
    const QString dir = qEnvironmentVariable("REBELOTE_LAYOUT_SHOTS");
    if (dir.isEmpty()) return;
    QDir().mkpath(dir);
    QString file = QStringLiteral("%1 x%2").arg(what).arg(w->devicePixelRatioF());
    file.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9x.]+")), QStringLiteral("-"));
    w->grab().save(dir + QLatin1Char('/') + file + QStringLiteral(".png"));
}

// The window shown, active (it has the keyboard), at `size`.
bool showActive(QWidget& window, const QSize& size)
{
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) return false;
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window)) return false;
    window.resize(size);
    return true;
}

QSize sizeNamed(const QString& name)
{
    const QStringList wh = name.split(QLatin1Char('x'));
    return QSize(wh[0].toInt(), wh[1].toInt());
}

// The window shown and active at `size`, the cards large or not, no pause between the bots'
// cards, a won trick left on the table until it is gathered.
bool showAt(MainWindow& window, QSize size, bool large)
{
    window.setAskForPreset(false);
    window.setPace(0);
    window.controller()->setTrickPause(600000);
    window.controller()->setAutoPlaySingleCard(false);
    if (!showActive(window, size)) return false;
    window.table()->setLargeCards(large);
    settle();
    return true;
}

}  // namespace

class TestGuiLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rebelote-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_gui_layout"));
    }

    void noTextCoversAnother_data();
    void noTextCoversAnother();
    void trickShowsEveryIndex_data();
    void trickShowsEveryIndex();
    void statusBarKeepsItsTextsApart_data();
    void statusBarKeepsItsTextsApart();
    void summaryShownWhole_data();
    void summaryShownWhole();
};

void TestGuiLayout::noTextCoversAnother_data()
{
    QTest::addColumn<QString>("size");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<bool>("large");   // Settings ▸ Card size: large (the replay's table is never)
    QTest::addColumn<bool>("docked");  // the score sheet docked below the table (Ctrl+D)
    const QStringList phases = {
        "classic: South's call, the retourne shown",
        "classic: the bids' meanings (M) beside the retourne",
        "coinche: South's bid, three bids beside their seats",
        "coinche: the bids' meanings (M)",
        "coinche: South's declarations asked, three seats' declarations shown",
        "coinche: South's card, four seats' declarations shown",
        "coinche: the first trick won, its caption",
        "coinche: the second trick, the declarations that count in full",
        "coinche: a hint beside the dealer's chip",
        "coinche: the last trick (L)",
        "coinche: the deal's summary",
        "coinche: the game's end",
        "replay: a trick won, its caption",
        "replay: the last trick (L)",
    };
    for (const char* size : {"1280x800", "1024x700"})
        for (const QString& phase : phases)
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(size), phase)))
                << QString::fromLatin1(size) << phase << false << false;
    for (const char* size : {"1280x800", "1024x700"})
        for (const QString& phase : phases)
            if (!phase.startsWith(QLatin1String("replay")))
                QTest::newRow(qPrintable(QStringLiteral("%1 large cards, %2").arg(QLatin1String(size), phase)))
                    << QString::fromLatin1(size) << phase << true << false;
    // Issue 44: the score sheet docked took the table's height, and the summary hid South's
    // plate. The table keeps the room its layout needs; the sheet scrolls.
    const QStringList docked = {phases[0], phases[2], phases[5], phases[10], phases[11]};
    for (const char* size : {"1280x800", "1024x700"})
        for (bool large : {false, true})
            for (const QString& phase : docked)
                QTest::newRow(qPrintable(QStringLiteral("%1 %2score sheet docked, %3")
                                             .arg(QLatin1String(size), large ? "large cards, " : "", phase)))
                    << QString::fromLatin1(size) << phase << large << true;
}

void TestGuiLayout::noTextCoversAnother()
{
    QFETCH(QString, size);
    QFETCH(QString, phase);
    QFETCH(bool, large);
    QFETCH(bool, docked);

    MainWindow window;
    GameController* c = window.controller();
    TableView* t = window.table();
    QJsonObject record;
    QObject::connect(c, &GameController::dealRecorded, &window, [&record](const QJsonObject& r) { record = r; });
    const QSize want = sizeNamed(size);
    QVERIFY(showAt(window, want, large));
    QCOMPARE(window.size(), want);
    auto* sheet = window.findChild<QDockWidget*>(QStringLiteral("scoreSheet"));
    QVERIFY(sheet && !sheet->isVisible());
    if (docked) {
        QTest::keyClick(&window, Qt::Key_D, Qt::ControlModifier);
        settle();
        QVERIFY(sheet->isVisible() && !sheet->isFloating());
        QCOMPARE(window.size(), want);
    }

    auto southTo = [c](DecisionKind kind) { return guitest::southTo(*c, kind); };
    auto key = [&](Qt::Key k) { press(&window, t, k); };
    // South's answers until `done`: Enter passes, declares, plays; Space gathers a trick.
    auto playUntil = [&](const std::function<bool()>& done) { return guitest::playUntil(window, t, *c, done, kWait); };
    QWidget* shown = &window;
    QString dealer = plateName(Seat::South);

    if (phase.startsWith(QLatin1String("classic"))) {
        window.startGame(guitest::classicSouthDeals());
        QTRY_VERIFY_WITH_TIMEOUT(southTo(DecisionKind::Call) && t->callPanel()->isVisible(), kWait);
        settle();
        QVERIFY(c->deal().retourne());
        if (phase.contains(QLatin1String("(M)"))) key(Qt::Key_M);
    } else if (phase.startsWith(QLatin1String("coinche"))) {
        window.startGame(coincheSetup());
        QTRY_VERIFY_WITH_TIMEOUT(southTo(DecisionKind::Call) && t->callPanel()->isVisible(), kWait);
        settle();
        QCOMPARE(c->deal().callCount(), 3);
        if (phase.contains(QLatin1String("(M)"))) {
            key(Qt::Key_M);
        } else if (phase.contains(QLatin1String("declarations asked"))) {
            QVERIFY2(playUntil([&] { return southTo(DecisionKind::Declaration); }), "the phase was not reached");
        } else if (phase.contains(QLatin1String("South's card"))) {
            QVERIFY2(playUntil([&] { return southTo(DecisionKind::Card); }), "the phase was not reached");
        } else if (phase.contains(QLatin1String("first trick won"))) {
            QVERIFY2(playUntil([&] { return c->stage() == Stage::TrickPause; }), "the phase was not reached");
        } else if (phase.contains(QLatin1String("second trick")) || phase.contains(QLatin1String("hint")) ||
                   phase.contains(QLatin1String("(L)"))) {
            QVERIFY2(playUntil([&] { return southTo(DecisionKind::Card) && c->deal().cardPlay().trickNumber() == 1; }),
                     "the phase was not reached");
            if (phase.contains(QLatin1String("hint"))) {
                QSignalSpy hint(c, &GameController::hintReady);
                key(Qt::Key_H);
                QVERIFY(hint.count() > 0 || hint.wait(kWait));
                settle();
            }
            if (phase.contains(QLatin1String("(L)"))) key(Qt::Key_L);
        } else if (phase.contains(QLatin1String("summary"))) {
            QVERIFY2(playUntil([&] { return c->stage() == Stage::DealOver; }), "the phase was not reached");
        } else if (phase.contains(QLatin1String("game's end"))) {
            QVERIFY2(playUntil([&] { return c->stage() == Stage::GameOver; }), "the phase was not reached");
        }
    } else {
        // The replay of the deal just played, two tricks and three cards in (a won trick), or
        // after three tricks with the last one asked for.
        window.startGame(coincheSetup());
        QVERIFY2(playUntil([&] { return c->stage() == Stage::DealOver; }), "the phase was not reached");
        QTRY_VERIFY_WITH_TIMEOUT(!record.isEmpty(), kWait);
        auto replay = std::make_unique<ReplayWindow>(record, c->names());
        QVERIFY2(replay->isValid(), qPrintable(replay->error()));
        replay->show();
        QVERIFY(QTest::qWaitForWindowExposed(replay.get()));
        replay->resize(want);
        settle();
        c = replay->controller();
        t = replay->table();
        // Forward to the end of the second trick (a trick won, its caption), by key.
        for (int guard = 0; guard < 200 && c->deal().cardPlay().cardsPlayed() < 8; ++guard)
            QTest::keyClick(replay.get(), Qt::Key_Right);
        settle();
        QCOMPARE(c->deal().cardPlay().cardsPlayed(), 8);
        if (phase.contains(QLatin1String("(L)"))) {
            QTest::keyClick(replay.get(), Qt::Key_Right);
            QTest::keyClick(replay.get(), Qt::Key_L);
            settle();
        }
        // The gathered trick's cards on their way to the winner's plate: they leave the table.
        auto settled = [t] {
            const QList<QGraphicsItem*> items = t->scene()->items();
            return std::none_of(items.begin(), items.end(), [](const QGraphicsItem* i) {
                const auto* card = dynamic_cast<const CardItem*>(i);
                return card && card->moving();
            });
        };
        QTRY_VERIFY_WITH_TIMEOUT(settled(), kWait);
        dealer = plateName(c->deal().dealer());
        saveShot(replay.get(), QTest::currentDataTag());
        const QStringList faults = overlaps(t, dealer);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QStringLiteral("\n  "))));
        return;
    }
    settle();
    dealer = plateName(c->deal().dealer());
    saveShot(shown, QTest::currentDataTag());
    const QStringList faults = overlaps(t, dealer) + unreadable(t) + handCovered(t);
    QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QStringLiteral("\n  "))));
    if (docked) QVERIFY(sheet->isVisible() && sheet->height() > 0);
}

// Every card of the trick shows its top index (the corner with its rank and suit): no card
// drawn above it covers that corner, whichever seat led (issue 44: North's card hid the rank
// of South's). Each trick of a whole deal, checked while it waits to be gathered.
void TestGuiLayout::trickShowsEveryIndex_data()
{
    QTest::addColumn<QString>("size");
    QTest::addColumn<bool>("large");
    for (const char* size : {"1280x800", "1024x700"})
        for (bool large : {false, true})
            QTest::newRow(qPrintable(QStringLiteral("%1%2").arg(QLatin1String(size), large ? " large cards" : "")))
                << QString::fromLatin1(size) << large;
}

void TestGuiLayout::trickShowsEveryIndex()
{
    QFETCH(QString, size);
    QFETCH(bool, large);
    MainWindow window;
    GameController* c = window.controller();
    TableView* t = window.table();
    QVERIFY(showAt(window, sizeNamed(size), large));
    window.startGame(coincheSetup());
    int tricks = 0, southFirst = 0;
    for (int guard = 0; guard < 200 && c->stage() != Stage::DealOver; ++guard) {
        QVERIFY(QTest::qWaitFor(
            [&] { return c->humanToAct() || c->stage() == Stage::TrickPause || c->stage() == Stage::DealOver; },
            kWait));
        settle();
        if (c->stage() == Stage::DealOver) break;
        if (c->stage() != Stage::TrickPause) {
            press(&window, t, Qt::Key_Return);
            continue;
        }
        const auto trick = c->tableCards();
        QCOMPARE(trick.size(), std::size_t(4));
        QStringList faults;
        for (const auto& [seat, card] : trick) {
            const QRectF r = t->cardItem(card)->mapRectToScene(QRectF(QPointF(0, 0), t->cardItem(card)->baseSize()));
            // The index: the rank and the suit under it, in the card's top-left corner.
            const QRectF index(r.topLeft(), QSizeF(r.width() * 0.22, r.height() * 0.3));
            for (const auto& [other, above] : trick) {
                if (above == card || t->cardItem(above)->zValue() <= t->cardItem(card)->zValue()) continue;
                const QRectF o =
                    t->cardItem(above)->mapRectToScene(QRectF(QPointF(0, 0), t->cardItem(above)->baseSize()));
                if (o.intersects(index))
                    faults << QStringLiteral("trick %1: %2's card %3 covers the index of %4's %5 %6")
                                  .arg(tricks + 1)
                                  .arg(QLatin1Char(seatLetter(other)))
                                  .arg(str(o))
                                  .arg(QLatin1Char(seatLetter(seat)))
                                  .arg(QString::fromStdString(cardName(card)), str(r));
            }
        }
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QStringLiteral("\n  "))));
        if (trick.front().first == Seat::South) ++southFirst;
        ++tricks;
        press(&window, t, Qt::Key_Space);
    }
    QCOMPARE(tricks, 8);
    // South led at least once: North's card then lay over South's.
    QVERIFY(southFirst > 0);
}

// ---------------------------------------------------------------------------------------
// The status bar

void TestGuiLayout::statusBarKeepsItsTextsApart_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<QString>("shown");
    for (int width : {800, 1024, 1280})
        for (const char* shown :
             {"rules and keys", "a message (the keys give way)", "the history's backlog", "a message and the backlog"})
            QTest::newRow(qPrintable(QStringLiteral("%1 px: %2").arg(width).arg(QLatin1String(shown))))
                << width << QString::fromLatin1(shown);
}

void TestGuiLayout::statusBarKeepsItsTextsApart()
{
    QFETCH(int, width);
    QFETCH(QString, shown);

    MainWindow window;
    window.setAskForPreset(false);
    window.setPace(0);
    GameController* c = window.controller();
    c->setAutoPlaySingleCard(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.resize(width, 700);
    window.startGame(coincheSetup());
    // South's first card: the longest keys line.
    QTRY_VERIFY_WITH_TIMEOUT(c->humanToAct(), kWait);
    for (int guard = 0; guard < 20 && !(c->humanToAct() && c->pending().kind == DecisionKind::Card); ++guard) {
        QTRY_VERIFY_WITH_TIMEOUT(c->humanToAct(), kWait);
        settle();
        press(&window, window.table(), Qt::Key_Return);
    }
    settle();
    QCOMPARE(window.width(), width);
    QStatusBar* bar = window.statusBar();
    QCOMPARE(bar->width(), width);
    auto* backlog = window.findChild<QLabel*>(QStringLiteral("historyBacklog"));
    QVERIFY(backlog);
    QString message;
    if (shown.contains(QLatin1String("backlog"))) {
        // What the history's writer says when the file stays locked (HistoryRecorder's words).
        backlog->setText(
            HistoryRecorder::backlogText(37, QStringLiteral("the history file is locked by another program")));
        backlog->show();
    }
    if (shown.contains(QLatin1String("message"))) {
        message = QStringLiteral("The history is open in another window of Rebelote: this game is not recorded.");
        bar->showMessage(message, 60000);
    }
    settle();

    if (!message.isEmpty()) QCOMPARE(bar->currentMessage(), message);
    const QStringList faults = guitest::statusBarOverlaps(bar);
    saveShot(&window, QStringLiteral("status ") + QTest::currentDataTag());
    QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QStringLiteral("\n  "))));
}

// ---------------------------------------------------------------------------------------
// The deal's summary: every line whole, where the table puts it

void TestGuiLayout::summaryShownWhole_data()
{
    QTest::addColumn<QString>("size");
    QTest::addColumn<QString>("language");
    for (const char* size : {"1280x800", "1216x760", "1024x700"})
        for (const char* language : {"en", "fr"})
            QTest::newRow(qPrintable(QStringLiteral("%1 %2: every case's lines whole, inside the panel and the table")
                                         .arg(QLatin1String(size), QLatin1String(language))))
                << QString::fromLatin1(size) << QString::fromLatin1(language);
}

// Each way of scoring a deal (made, down, capot, coinched, surcoinched, litige, Montpellier's
// rounding, points held from before), with the par's line and Deal again: the summary as the
// table places it, each label as large as its text needs and inside the panel, the panel
// inside the table and over no text of it.
void TestGuiLayout::summaryShownWhole()
{
    QFETCH(QString, size);
    QFETCH(QString, language);
    const guitest::Speaking speaking(language);
    MainWindow window;
    window.setAskForPreset(false);
    window.setPace(0);
    GameController* c = window.controller();
    TableView* t = window.table();
    c->setAutoPlaySingleCard(false);
    const QSize want = sizeNamed(size);
    QVERIFY(showActive(window, want));
    window.startGame(coincheSetup());
    QVERIFY2(guitest::playUntil(
                 window, t, *c, [&] { return c->stage() == Stage::DealOver; }, kWait),
             "the deal's end was not reached");
    DealSummaryPanel* panel = t->summaryPanel();
    QTRY_VERIFY_WITH_TIMEOUT(panel->isVisible(), kWait);
    QStringList faults;
    QCOMPARE(c->name(Seat::South), language == QLatin1String("fr") ? QStringLiteral("Vous") : QStringLiteral("You"));
    for (const auto& [name, summary] : guitest::summaryCases(c->names())) {
        panel->showSummary(summary);
        // The table places its panels as it lays itself out: at a resize, as a person's would.
        window.resize(want + QSize(0, 1));
        settle();
        window.resize(want);
        settle();
        QCOMPARE(window.size(), want);
        saveShot(&window, QStringLiteral("summary %1 %2 %3").arg(size, language, name));
        const QString cut = guitest::cutOff(panel);
        if (!cut.isEmpty()) faults << name + QStringLiteral(": ") + cut;
        for (const QString& f : overlaps(t, plateName(c->deal().dealer()))) faults << name + QStringLiteral(": ") + f;
    }
    QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QStringLiteral("\n  "))));
}

QTEST_MAIN(TestGuiLayout)

#include "tst_gui_layout.moc"
