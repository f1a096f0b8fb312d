// The game window played as a person plays it: keys and clicks on the table and its panels
// (QT_QPA_PLATFORM=offscreen), against scripted computer players so that every deal is
// known in advance, each finished deal checked against the engine's record the way
// `rebelote-cli score --check` checks one (it replays, it is done, its result is the one
// the engine computes), and the record holding what the person did.
//
// The hands are given in full (GameSetup::firstDeal): four strings S E N W, each seat's
// eight cards as held when the play starts (classic: the taker's with the retourne), from
// which the deck is rebuilt in the order the dealer deals it.
//
// Keys a panel does not use once crashed the window (a key sent back and forth between the
// panel and the table until the stack overflowed): those keys are pressed in a child
// process (this test run again on one row), so that such a crash fails its row instead of
// the whole test.
#include "app/controller/gametext.h"
#include "app/ui/callpanel.h"
#include "app/ui/carditem.h"
#include "app/ui/dealsummarypanel.h"
#include "app/ui/declarationpanel.h"
#include "app/ui/mainwindow.h"
#include "app/ui/tableview.h"
#include "engine/game.h"
#include "engine/random.h"
#include "engine/record.h"
#include "guitestutil.h"
#include "playerprobe.h"
#include "testutil.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QProcess>
#include <QStandardPaths>
#include <QTableView>
#include <QTextDocumentFragment>
#include <QtTest>

#include <algorithm>
#include <memory>
#include <vector>

using namespace belote;
using namespace rebelote;
using rebelote::cardTitle;
using rebelote::GameController;
using rebelote::GameSetup;
using rebelote::TableView;
using Stage = GameController::Stage;

namespace {

constexpr int kWait = 10000;  // generous; every wait below is expected to end in milliseconds

// ---------------------------------------------------------------------------------------
// Decks from hands

std::array<std::vector<Card>, 4> handLists(const QStringList& hands)
{
    if (hands.size() != 4) testutil::badRow("four hands S E N W expected");
    testutil::hands(hands[0], hands[1], hands[2], hands[3]);  // a partition of the 32 cards
    std::array<std::vector<Card>, 4> out;
    for (int s = 0; s < kSeats; ++s) {
        out[s] = testutil::cardList(hands[s]);
        if (out[s].size() != 8) testutil::badRow("not eight cards: " + hands[s]);
    }
    return out;
}

// Classic, dealt 3 then 2 from the dealer's right, the retourne, then 3 each (the taker 2):
// each seat gets its cards in the order written, the retourne left out of the taker's.
std::array<Card, 32> classicDeck(Seat dealer, Seat taker, const QStringList& hands, Card retourne)
{
    auto lists = handLists(hands);
    auto& mine = lists[int(taker)];
    const auto at = std::find(mine.begin(), mine.end(), retourne);
    if (at == mine.end()) testutil::badRow("the taker does not hold the retourne");
    mine.erase(at);
    std::vector<Card> deck;
    std::array<std::size_t, 4> used{};
    auto deal = [&](int n, bool lastRound) {
        for (int k = 1; k <= kSeats; ++k) {
            const int s = int(nextSeat(dealer, k));
            const int count = lastRound ? int(lists[s].size() - used[s]) : n;
            for (int i = 0; i < count; ++i) deck.push_back(lists[s][used[s]++]);
        }
    };
    deal(3, false);
    deal(2, false);
    deck.push_back(retourne);
    deal(0, true);
    std::array<Card, 32> out{};
    std::copy(deck.begin(), deck.end(), out.begin());
    return out;
}

// A game whose first deal is these hands, the computer seats playing `bots`.
GameSetup scriptedSetup(const QString& rulesSpec, const QString& dealer, const QStringList& hands,
                        const QString& retourne, const QString& taker, const QString& bots,
                        std::uint64_t seed = 20240611)
{
    GameSetup setup;
    setup.rules = testutil::rules(rulesSpec);
    setup.seed = seed;
    const Seat d = testutil::seat(dealer);
    const bool classic = setup.rules.isClassic();
    const auto deck = classic ? classicDeck(d, testutil::seat(taker), hands, testutil::card(retourne))
                              : testutil::coincheDeck(d, hands);
    const DealPattern pattern = testutil::pattern(classic ? QStringLiteral("3-2") : QStringLiteral("3-3-2"));
    if (!pattern.validFor(setup.rules)) testutil::badRow("pattern not valid for " + rulesSpec);
    setup.firstDeal = Deal::fromDeck(setup.rules, d, deck, pattern);
    setup.makePlayer = guitest::scriptedPlayers(bots);
    return setup;
}

QStringList strings(const QJsonValue& v)
{
    QStringList out;
    for (const QJsonValue& x : v.toArray()) out << x.toString();
    return out;
}

QString name(Card c) { return QString::fromStdString(cardName(c)); }

QString json(const QJsonObject& o) { return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)); }

Qt::Key keyNamed(const QString& name)
{
    static const QHash<QString, Qt::Key> named = {
        {QStringLiteral("Return"), Qt::Key_Return}, {QStringLiteral("Enter"), Qt::Key_Enter},
        {QStringLiteral("Space"), Qt::Key_Space},   {QStringLiteral("Left"), Qt::Key_Left},
        {QStringLiteral("Right"), Qt::Key_Right},   {QStringLiteral("Up"), Qt::Key_Up},
        {QStringLiteral("Down"), Qt::Key_Down},     {QStringLiteral("Escape"), Qt::Key_Escape},
        {QStringLiteral("Shift"), Qt::Key_Shift},   {QStringLiteral("F1"), Qt::Key_F1}};
    if (named.contains(name)) return named[name];
    if (name.size() == 1 && name[0].isLetter()) return Qt::Key(Qt::Key_A + (name[0].toUpper().unicode() - 'A'));
    testutil::badRow("unknown key " + name);
}

// ---------------------------------------------------------------------------------------
// The window under test

struct Table {
    MainWindow window;
    GameController* c = window.controller();
    TableView* t = window.table();
    std::vector<QJsonObject> records;
    std::vector<Card> southPlayed;  // by this test's keys and clicks, in order

    explicit Table(int trickPause)
    {
        window.setAskForPreset(false);
        window.setPace(0);
        c->setTrickPause(trickPause);
        QObject::connect(c, &GameController::dealRecorded, &window,
                         [this](const QJsonObject& r) { records.push_back(r); });
    }

    bool show()
    {
        window.show();
        if (!QTest::qWaitForWindowExposed(&window)) return false;
        window.activateWindow();
        return QTest::qWaitForWindowActive(&window);
    }

    // The table redraws once per turn of the event loop: let it catch up with the
    // controller before looking at it or acting on it, as a person's eyes would.
    static void settle() { guitest::settle(); }

    // The key goes where the keyboard is: the window's focus widget.
    void press(Qt::Key key)
    {
        QWidget* target = window.focusWidget();
        if (!target) target = t;
        QTest::keyClick(target, key);
    }
    // "Right Right Down B", "Ctrl+N" (QTest presses Ctrl first, as a hand does).
    void press(const QString& keys)
    {
        for (const QString& k : keys.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (k.startsWith(QLatin1String("Ctrl+"))) {
                QWidget* target = window.focusWidget() ? window.focusWidget() : t;
                QTest::keyClick(target, keyNamed(k.mid(5)), Qt::ControlModifier);
            } else {
                press(keyNamed(k));
            }
        }
    }

    bool southToAct(DecisionKind kind) const
    {
        const Decision d = c->pending();
        return c->humanToAct() && d.seat == Seat::South && d.kind == kind;
    }

    // A shown, enabled button of that name in one of the table's panels.
    QAbstractButton* button(const QString& name) const
    {
        for (QAbstractButton* b : t->findChildren<QAbstractButton*>(name))
            if (b->isVisible() && b->isEnabled()) return b;
        return nullptr;
    }

    // A point of the felt: no card, no widget.
    QPoint felt() const
    {
        const QWidget* vp = t->viewport();
        for (const QPoint p : {QPoint(vp->width() / 4, vp->height() / 2), QPoint(vp->width() * 3 / 4, vp->height() / 2),
                               QPoint(vp->width() / 3, vp->height() / 3)}) {
            const QWidget* w = vp->childAt(p);
            if (!t->itemAt(p) && (!w || w->testAttribute(Qt::WA_TransparentForMouseEvents))) return p;
        }
        return {};
    }

    void clickCard(Card card) { QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, t->cardCenter(card)); }
};

// A trick pause this long ends only when the person gathers the trick.
constexpr int kLongPause = 60000;

// Waits for the deal's end, South playing by keys: each card chosen with Right (even
// cards) or Left (odd ones) a few times, played with Enter; each trick gathered with
// Space and Enter in turn.
void playWithKeys(Table& f)
{
    bool space = true;
    int gathered = 0;
    for (;;) {
        QTRY_VERIFY_WITH_TIMEOUT(
            f.southToAct(DecisionKind::Card) || f.c->stage() == Stage::TrickPause || f.c->stage() == Stage::DealOver,
            kWait);
        f.settle();
        if (f.c->stage() == Stage::DealOver) break;
        if (f.c->stage() == Stage::TrickPause) {
            const int played = f.c->deal().cardPlay().cardsPlayed();
            f.press(space ? Qt::Key_Space : Qt::Key_Return);
            ++gathered;
            space = !space;
            QVERIFY2(f.c->stage() != Stage::TrickPause, "the key did not gather the trick");
            QCOMPARE(f.c->deal().cardPlay().cardsPlayed(), played);  // gathered, nothing played
            continue;
        }
        if (!f.southToAct(DecisionKind::Card)) continue;
        const CardSet legal = f.c->humanLegalCards();
        QVERIFY(f.t->selectedCard() && legal.contains(*f.t->selectedCard()));
        const Qt::Key dir = f.southPlayed.size() % 2 == 0 ? Qt::Key_Right : Qt::Key_Left;
        for (int i = 0; i <= int(f.southPlayed.size() % 3); ++i) {
            const Card before = *f.t->selectedCard();
            f.press(dir);
            QVERIFY(f.t->selectedCard() && legal.contains(*f.t->selectedCard()));
            if (legal.size() > 1) QVERIFY2(*f.t->selectedCard() != before, "the arrow did not move the selection");
        }
        const Card chosen = *f.t->selectedCard();
        f.press(Qt::Key_Return);
        QVERIFY2(f.c->deal().cardPlay().playedSet().contains(chosen), qPrintable("Enter did not play " + name(chosen)));
        QVERIFY(!f.c->deal().hand(Seat::South).contains(chosen));
        f.southPlayed.push_back(chosen);
    }
    if (f.c->trickPause() == kLongPause) QCOMPARE(gathered, 8);
}

// Waits for the deal's end, South clicking its first legal card each time and gathering a
// paused trick with a click on the felt.
void playWithClicks(Table& f)
{
    int gathered = 0;
    for (;;) {
        QTRY_VERIFY_WITH_TIMEOUT(
            f.southToAct(DecisionKind::Card) || f.c->stage() == Stage::TrickPause || f.c->stage() == Stage::DealOver,
            kWait);
        f.settle();
        if (f.c->stage() == Stage::DealOver) break;
        if (f.c->stage() == Stage::TrickPause) {
            const QPoint p = f.felt();
            QVERIFY2(!p.isNull(), "no bare felt to click");
            QTest::mouseClick(f.t->viewport(), Qt::LeftButton, {}, p);
            QVERIFY2(f.c->stage() != Stage::TrickPause, "a click on the felt did not gather the trick");
            ++gathered;
            continue;
        }
        if (!f.southToAct(DecisionKind::Card)) continue;
        const Card card = f.c->humanLegalCards().first();
        f.clickCard(card);
        QVERIFY2(f.c->deal().cardPlay().playedSet().contains(card), qPrintable("a click did not play " + name(card)));
        f.southPlayed.push_back(card);
    }
    if (f.c->trickPause() == kLongPause) QCOMPARE(gathered, 8);
}

// The labels of a panel over the table (titles, the auction line, key hints, the score
// sheet's cells) that are drawn dark, one "; " apart: every panel is dark, its text light.
// Empty: readable.
QString darkLabels(const QWidget* panel)
{
    QStringList out;
    for (const QLabel* l : panel->findChildren<QLabel*>()) {
        if (!l->isVisibleTo(panel) || l->text().isEmpty()) continue;
        const QColor c = l->palette().color(l->foregroundRole());
        if (c.lightness() < 128)
            out << QStringLiteral("%1 \"%2\" %3").arg(l->objectName(), l->text().left(30), c.name());
    }
    return out.join(QStringLiteral("; "));
}

// One of South's steps (see playsDeal_data).
void runStep(Table& f, const QString& step)
{
    const QString verb = step.section(QLatin1Char(' '), 0, 0);
    const QString arg = step.section(QLatin1Char(' '), 1);
    const int calls = f.c->deal().callCount();
    if (verb == QLatin1String("call") || verb == QLatin1String("ooc")) {
        const DecisionKind kind = verb == QLatin1String("call") ? DecisionKind::Call : DecisionKind::OutOfTurnCoinche;
        QTRY_VERIFY_WITH_TIMEOUT(f.southToAct(kind) && f.t->callPanel()->isVisible(), kWait);
        f.settle();
        const QString dark = darkLabels(f.t->callPanel());
        QVERIFY2(dark.isEmpty(), qPrintable(dark));
        f.press(arg);
        // Letting an out-of-turn coinche go is no call: the offer is gone.
        QVERIFY2(f.c->deal().callCount() > calls || (kind == DecisionKind::OutOfTurnCoinche && !f.southToAct(kind)),
                 qPrintable(step + ": nothing called"));
    } else if (verb == QLatin1String("declare")) {
        QTRY_VERIFY_WITH_TIMEOUT(f.southToAct(DecisionKind::Declaration) && f.t->declarationPanel()->isVisible(),
                                 kWait);
        f.settle();
        const QString dark = darkLabels(f.t->declarationPanel());
        QVERIFY2(dark.isEmpty(), qPrintable(dark));
        f.press(arg);
        QVERIFY2(f.c->deal().hasDeclared(Seat::South), qPrintable(step + ": nothing declared"));
        QTRY_VERIFY_WITH_TIMEOUT(!f.t->declarationPanel()->isVisible(), kWait);
    } else if (verb == QLatin1String("click")) {
        QTRY_VERIFY_WITH_TIMEOUT(f.c->humanToAct() && f.button(arg), kWait);
        f.settle();
        QVERIFY(f.c->humanToAct() && f.button(arg));
        const Decision before = f.c->pending();
        const bool declared = f.c->deal().hasDeclared(Seat::South);
        QTest::mouseClick(f.button(arg), Qt::LeftButton);
        QVERIFY2(f.c->deal().callCount() > calls || f.c->deal().hasDeclared(Seat::South) != declared ||
                     !(f.c->pending() == before),
                 qPrintable(step + ": the click answered nothing"));
    } else if (verb == QLatin1String("refuse")) {
        // A card South may not play: nothing is played, the reason shows.
        QTRY_VERIFY_WITH_TIMEOUT(f.southToAct(DecisionKind::Card), kWait);
        f.settle();
        const Card card = testutil::card(arg);
        const CardSet hand = f.c->deal().hand(Seat::South);
        const int played = f.c->deal().cardPlay().cardsPlayed();
        QVERIFY(hand.contains(card) && !f.c->humanLegalCards().contains(card));
        auto* toast = f.t->findChild<QLabel*>(QStringLiteral("toast"));
        QVERIFY(toast);
        f.clickCard(card);
        f.settle();
        QCOMPARE(testutil::str(f.c->deal().hand(Seat::South)), testutil::str(hand));
        QCOMPARE(f.c->deal().cardPlay().cardsPlayed(), played);
        QVERIFY(f.southToAct(DecisionKind::Card));
        QTRY_VERIFY_WITH_TIMEOUT(toast->isVisible(), kWait);
        QVERIFY2(toast->text().startsWith(QLatin1String("You must")), qPrintable(toast->text()));
    } else if (verb == QLatin1String("lead") || verb == QLatin1String("claim") || verb == QLatin1String("noclaim") ||
               verb == QLatin1String("hint")) {
        // lead: Enter plays the selected card; claim / noclaim: C claims the rest (accepted /
        // refused); hint: H asks for one (the normal level's choice, computed off the window).
        QTRY_VERIFY_WITH_TIMEOUT(f.southToAct(DecisionKind::Card), kWait);
        f.settle();
        auto* toast = f.t->findChild<QLabel*>(QStringLiteral("toast"));
        QVERIFY(toast);
        const int played = f.c->deal().cardPlay().cardsPlayed();
        if (verb == QLatin1String("lead")) {
            QVERIFY(f.t->selectedCard());
            const Card chosen = *f.t->selectedCard();
            f.press(Qt::Key_Return);
            QVERIFY(f.c->deal().cardPlay().playedSet().contains(chosen));
            f.southPlayed.push_back(chosen);
        } else if (verb == QLatin1String("hint")) {
            f.press(Qt::Key_H);
            QTRY_VERIFY_WITH_TIMEOUT(toast->isVisible() && toast->text().startsWith(QLatin1String("Hint: Play")),
                                     kWait);
            QCOMPARE(f.c->deal().cardPlay().cardsPlayed(), played);  // a hint plays nothing
            QVERIFY(f.t->selectedCard() && f.c->humanLegalCards().contains(*f.t->selectedCard()));
        } else {
            f.press(Qt::Key_C);
            const bool accepted = verb == QLatin1String("claim");
            QTRY_VERIFY_WITH_TIMEOUT(toast->isVisible(), kWait);
            QVERIFY2(toast->text().startsWith(accepted ? QLatin1String("Claim accepted") : QLatin1String("Not yet")),
                     qPrintable(toast->text()));
            if (accepted) {
                QCOMPARE(f.c->stage(), Stage::DealOver);
                QCOMPARE(f.c->deal().phase(), Phase::Done);
            } else {
                QCOMPARE(f.c->deal().cardPlay().cardsPlayed(), played);
                QVERIFY(f.southToAct(DecisionKind::Card));
            }
        }
    } else if (verb == QLatin1String("playkeys")) {
        playWithKeys(f);
    } else if (verb == QLatin1String("playclicks")) {
        playWithClicks(f);
    } else {
        testutil::badRow("unknown step " + step);
    }
}

// The columns of a row's deal, for startRowDeal(): the rules, the dealer, the hands S E N W
// (as held when the play starts), the retourne and the taker (classic, to rebuild the deck),
// the computer seats' calls.
void addDealColumns()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<QStringList>("hands");
    QTest::addColumn<QString>("retourne");
    QTest::addColumn<QString>("taker");
    QTest::addColumn<QString>("bots");
}

// The row's deal (its columns rules, dealer, hands, retourne, taker and bots) dealt at `f`,
// then South's `steps`.
void startRowDeal(Table& f, const QStringList& steps)
{
    QFETCH(QString, rules);
    QFETCH(QString, dealer);
    QFETCH(QStringList, hands);
    QFETCH(QString, retourne);
    QFETCH(QString, taker);
    QFETCH(QString, bots);
    f.window.startGame(scriptedSetup(rules, dealer, hands, retourne, taker, bots));
    for (const QString& step : steps) {
        runStep(f, step);
        if (QTest::currentTestFailed()) return;
    }
}

// The record as `rebelote-cli score --check` checks it, and what it must hold.
void checkRecord(const QJsonObject& record, const QStringList& hands, const QStringList& calls,
                 const QStringList& declarations, const QStringList& result, const std::vector<Card>& southPlayed)
{
    const auto rec = readRecord(record);
    QVERIFY2(rec, qPrintable(rec.error + "\n" + json(record)));
    QCOMPARE(rec.value->deal.phase(), Phase::Done);
    QVERIFY2(resultToJson(rec.value->deal.result()) == record.value(QStringLiteral("result")).toObject(),
             qPrintable(json(record)));
    QCOMPARE(strings(record.value(QStringLiteral("calls"))), calls);
    // The hands as held when the play starts.
    const QJsonObject held = record.value(QStringLiteral("hands")).toObject();
    for (int s = 0; s < kSeats; ++s) {
        CardSet got;
        for (const QString& c : strings(held.value(QString(QLatin1Char(seatLetter(Seat(s)))))))
            got.insert(testutil::card(c));
        QCOMPARE(testutil::str(got), testutil::str(testutil::hand(hands[s])));
    }
    // Declarations: "S:tierce:9S" present, "-S:" no entry of South's.
    const QStringList declared = strings(record.value(QStringLiteral("declarations")));
    for (const QString& d : declarations) {
        if (d.startsWith(QLatin1Char('-'))) {
            for (const QString& x : declared) QVERIFY2(!x.startsWith(d.mid(1)), qPrintable(declared.join(' ')));
        } else {
            QVERIFY2(declared.contains(d), qPrintable(d + " not in " + declared.join(' ')));
        }
    }
    // "belote.NS=20": a field of the result by its path.
    const QJsonObject r = record.value(QStringLiteral("result")).toObject();
    for (const QString& check : result) {
        const QString path = check.section(QLatin1Char('='), 0, 0), want = check.section(QLatin1Char('='), 1);
        QJsonValue v = r;
        for (const QString& key : path.split(QLatin1Char('.'))) v = v.toObject().value(key);
        QCOMPARE(v.toVariant().toString(), want);
    }
    // South's cards in the record are the ones the keys and clicks played (then a claim's).
    QStringList mine, want;
    for (const QString& p : strings(record.value(QStringLiteral("play"))))
        if (p.startsWith(QLatin1String("S:"))) mine << p.mid(2);
    for (Card c : southPlayed) want << name(c);
    QCOMPARE(strings(record.value(QStringLiteral("play"))).size(), 32);
    QCOMPARE(mine.mid(0, want.size()), want);
}

// A key that crashes the window  is pressed in a child process: this test
// run again on the current row alone, with TST_GUI_TABLE_CHILD set. True when the child
// ended normally with every check passed.
bool inChild() { return qEnvironmentVariableIsSet("TST_GUI_TABLE_CHILD"); }

bool rowPassesInChild(QString* output, bool* crashed)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("TST_GUI_TABLE_CHILD"), QStringLiteral("1"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("QTEST_DISABLE_CORE_DUMP"), QStringLiteral("1"));
    p.setProcessEnvironment(env);
    p.setProcessChannelMode(QProcess::MergedChannels);
    const QString row = QString::fromLatin1(QTest::currentTestFunction()) + QLatin1Char(':') +
                        QString::fromUtf8(QTest::currentDataTag());
    p.start(QCoreApplication::applicationFilePath(), {QStringLiteral("-nocrashhandler"), row});
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
    }
    *output = QString::fromLocal8Bit(p.readAll()).right(3000);
    *crashed = p.exitStatus() != QProcess::NormalExit;
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

// A key the open panel does not use (a letter that is not a button's, F1, Escape outside the
// out-of-turn offer, Shift or Ctrl alone) comes back up to the table: it must stop there,
// never be sent to the panel again (the recursion that once overflowed the stack).

// The hands of the rows below.
const QStringList kClassicTierceBelote = {
    // South: tierce 7S 8S 9S, king and queen of hearts, the retourne 7H.
    "7S 8S 9S KH QH AD AC 7H", "TS KS 9H AH 9D QD 8C JC", "JS AS TH 7D TD KD 9C QC", "QS 8H JH 8D JD 7C TC KC"};
const QStringList kClassicRoundTwo = {
    // The retourne 7D goes to South, who names spades in round 2.
    "7S 8S 9S KH QH AD AC 7D", "TS KS 9H AH 9D QD 8C JC", "JS AS TH 7H TD KD 9C QC", "QS 8H JH 8D JD 7C TC KC"};
const QStringList kClassicEastTakes = {
    // East takes the retourne 7H and leads 7S; South holds one spade, the ace.
    "AS 8H TD QD KD 7C 9C JC", "7S 9S JS 7H KH AH 9D 8C", "8S QS 9H JH 7D JD TC KC", "TS KS TH QH 8D AD QC AC"};
const QStringList kClassicClaim = {
    // South takes the jack of hearts and holds every trump but 7H 8H, and the black aces.
    "JH 9H AH TH KH QH AS AC", "7H 8S 9S TS 7D 8D 9D TD", "JS QS KS JD QD KD AD 7C", "8H 8C 9C TC JC QC KC 7S"};
const QStringList kCoinche = {
    // South: tierce 9H TH JH.
    "JH 9H AH TH KH 7S 8C 7D", "8S JS AS 7H TD KD 9C QC", "9S QS 8H 8D JD AD TC KC", "TS KS QH 9D QD 7C JC AC"};

// Classic, South deals, East takes the retourne 7H (kClassicEastTakes); South plays from the first trick.
GameSetup eastTakes(std::uint64_t seed = 20240611)
{
    return scriptedSetup(QStringLiteral("classic"), QStringLiteral("S"), kClassicEastTakes, QStringLiteral("7H"),
                         QStringLiteral("E"), QStringLiteral("E:take"), seed);
}

}  // namespace

class TestGuiTable : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The window reads the pace, the deck and the last preset from the settings: none here.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rebelote-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_gui_table"));
    }

    void playsDeal_data();
    void playsDeal();
    void callsNotOffered_data();
    void callsNotOffered();
    void strayKeys_data();
    void strayKeys();
    void lastTrick();
    void eighthTrickBeforeSummary_data();
    void eighthTrickBeforeSummary();
    void declarationsLeaveTheTrickInView_data();
    void declarationsLeaveTheTrickInView();
    void bidsSayWhatTheyMean();
    void scoreSheetAndSummary_data();
    void scoreSheetAndSummary();
    void scoreSheetColumns_data();
    void scoreSheetColumns();
    void leavesBotSearch_data();
    void leavesBotSearch();
    void trickCaptionSaysWho_data();
    void trickCaptionSaysWho();
    void southNamedInSentences_data();
    void southNamedInSentences();
    void highContrastTable();
    void largeCards_data();
    void largeCards();
};

// The table's colour (Settings ▸ Cards and language ▸ Table): the green felt by default,
// black for the most contrast; the cards and the boxes stay as they are.
void TestGuiTable::highContrastTable()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    TableView* table = window.table();
    auto corner = [table] {
        const QImage image = table->viewport()->grab().toImage();
        return image.pixelColor(image.width() / 2, 3);  // the felt at the top edge's middle, under no box
    };
    QVERIFY(!table->highContrast());
    const QColor felt = corner();
    QVERIFY2(felt.green() > felt.red() + 20 && felt.green() > felt.blue() + 10, qPrintable(felt.name()));
    table->setHighContrast(true);
    QCOMPARE(corner(), QColor(Qt::black));
    table->setHighContrast(false);
    QCOMPARE(corner(), felt);
}

// Settings ▸ Cards and language ▸ Card size, large: South's cards at least 1.5 times their
// normal size in a window of 1280x800 (at 1024x700 larger still, whatever they can be), each
// whole inside the table, and none under a panel, a plate, a box, a button, the last trick, a
// bubble or another card; the call panel leaves the retourne in view.
void TestGuiTable::largeCards_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<double>("atLeast");  // large over normal, a hand card's width
    for (const QSize size : {QSize(1280, 800), QSize(1024, 700)}) {
        const double atLeast = size.width() == 1280 ? 1.5 : 1.15;
        const QString at = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
        // clang-format off
        QTest::newRow(qPrintable(at + QStringLiteral(" classic: South's call, the retourne"))) << size << "classic" << "call" << atLeast;
        QTest::newRow(qPrintable(at + QStringLiteral(" coinche: South's bid"))) << size << "coinche" << "call" << atLeast;
        QTest::newRow(qPrintable(at + QStringLiteral(" coinche: South's card, the last trick shown"))) << size << "coinche" << "card"
                                                                                                      << atLeast;
        // clang-format on
    }
}

void TestGuiTable::largeCards()
{
    QFETCH(QSize, size);
    QFETCH(QString, preset);
    QFETCH(QString, phase);
    QFETCH(double, atLeast);

    Table f(kLongPause);
    f.c->setAutoPlaySingleCard(false);
    QVERIFY(f.show());
    f.window.resize(size);
    Table::settle();
    QCOMPARE(f.window.size(), size);
    GameSetup setup;
    setup.rules = Rules::fromPreset(preset == QLatin1String("classic") ? Preset::Classic : Preset::Coinche);
    setup.seed = 4;
    setup.level = QStringLiteral("heuristic");
    f.window.startGame(setup);
    // South's answers until the phase: Enter passes, declares, plays; Space gathers.
    auto reached = [&] {
        if (phase == QLatin1String("call")) return f.southToAct(DecisionKind::Call) && f.t->callPanel()->isVisible();
        return f.southToAct(DecisionKind::Card) && f.c->deal().cardPlay().trickNumber() >= 1;
    };
    for (int guard = 0; guard < 100 && !reached(); ++guard) {
        QTRY_VERIFY_WITH_TIMEOUT(
            f.c->humanToAct() || f.c->stage() == Stage::TrickPause || f.c->stage() == Stage::DealOver, kWait);
        Table::settle();
        if (reached()) break;
        QVERIFY2(f.c->stage() != Stage::DealOver, "the deal ended before the phase");
        f.press(f.c->stage() == Stage::TrickPause ? Qt::Key_Space : Qt::Key_Return);
        Table::settle();
    }
    QVERIFY(reached());
    Table::settle();

    const std::vector<Card> hand = f.t->handInView();
    QVERIFY(hand.size() >= 5);
    QVERIFY(!f.t->largeCards());
    // The card's width as drawn (cardRect() rounds outward to whole pixels).
    auto drawnWidth = [&](Card c) {
        const rebelote::CardItem* item = f.t->cardItem(c);
        return item->mapRectToScene(QRectF(QPointF(0, 0), item->baseSize())).width();
    };
    const qreal normal = drawnWidth(hand[0]);
    f.t->setLargeCards(true);
    Table::settle();
    QCOMPARE(f.t->handInView(), hand);
    const qreal large = drawnWidth(hand[0]);
    QVERIFY2(large >= atLeast * normal - 0.01,
             qPrintable(QStringLiteral("%1 px large, %2 px normal").arg(large).arg(normal)));

    const QRect table(QPoint(0, 0), f.t->viewport()->size());
    QStringList faults;
    std::vector<QRect> handRects;
    for (Card card : hand) {
        const QRect r = f.t->cardRect(card);
        QVERIFY(std::abs(r.width() - f.t->cardRect(hand[0]).width()) <= 1);  // one size, rounded
        if (!table.contains(r))
            faults << QStringLiteral("%1 %2 is cut by the table's edge").arg(cardTitle(card)).arg(r.x());
        handRects.push_back(r);
    }
    QRect handArea;
    for (const QRect& r : handRects) handArea |= r;
    // Nothing over the hand: no widget of the table, no other card.
    for (const QObject* o : f.t->viewport()->children()) {
        const auto* w = qobject_cast<const QWidget*>(o);
        if (!w || !w->isVisible() || w->geometry().isEmpty()) continue;
        if (w->geometry().intersects(handArea)) faults << QStringLiteral("%1 meets the hand").arg(w->objectName());
    }
    for (Card c = 0; c < kCards; ++c) {
        if (std::find(hand.begin(), hand.end(), c) != hand.end() || !f.t->cardItem(c)->isVisible()) continue;
        if (f.t->cardRect(c).intersects(handArea)) faults << QStringLiteral("%1 meets the hand").arg(cardTitle(c));
    }
    // The call panel leaves the retourne in view.
    if (const auto retourne = f.c->deal().retourne(); retourne && phase == QLatin1String("call")) {
        QVERIFY(f.t->callPanel()->isVisible());
        if (f.t->callPanel()->geometry().intersects(f.t->cardRect(*retourne)))
            faults << QStringLiteral("the call panel covers the retourne");
    }
    if (phase == QLatin1String("card")) QVERIFY(f.t->findChild<QWidget*>(QStringLiteral("lastTrick"))->isVisible());
    QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QStringLiteral("\n  "))));

    // Back to normal: the hand as it was.
    f.t->setLargeCards(false);
    Table::settle();
    QVERIFY(std::abs(drawnWidth(hand[0]) - normal) < 0.01);
}

// Columns: the rules, the dealer, the hands S E N W (as held when the play starts), the
// retourne and the taker (classic, to rebuild the deck), the computer seats' calls, South's
// steps, the trick pause, and what the record must hold.
//
// South's steps: "call KEYS" (South's call, keys to the focused panel), "ooc KEYS" (the
// out-of-turn coinche offer), "declare KEYS", "click NAME" (a panel button by objectName),
// "refuse CARD" (click a card South may not play), "playkeys" / "playclicks" (the rest of the
// deal by keys / by clicks).
void TestGuiTable::playsDeal_data()
{
    addDealColumns();
    QTest::addColumn<QStringList>("south");
    QTest::addColumn<int>("trickPause");
    QTest::addColumn<QStringList>("calls");
    QTest::addColumn<QStringList>("declarations");
    QTest::addColumn<QStringList>("result");

    // clang-format off
    QTest::newRow("classic: take in round 1, declarations, belote, a whole deal with the keyboard")
        << "classic" << "W" << kClassicTierceBelote << "7H" << "S" << ""
        << QStringList{"call T", "declare Return", "hint", "playkeys"} << kLongPause << QStringList{"S:take"}
        << QStringList{"S:tierce:9S"} << QStringList{"taker=S", "contract=take H", "coinche=1", "belote.NS=20", "belote.EW=0"};

    // What is outlined is what Enter does (issue 44): ← outlines Take ♥; arrows compose 100 ♦.
    QTest::newRow("classic: left outlines Take, Enter takes")
        << "classic" << "W" << kClassicTierceBelote << "7H" << "S" << ""
        << QStringList{"call Left Return", "declare Return", "playkeys"} << 0 << QStringList{"S:take"}
        << QStringList{"S:tierce:9S"} << QStringList{"taker=S", "contract=take H"};

    QTest::newRow("coinche: 100 diamonds composed with the arrows, Enter bids it")
        << "coinche" << "W" << kCoinche << "" << "" << ""
        << QStringList{"call Right Right Down Down Return", "declare N", "playclicks"} << 0
        << QStringList{"S:100D", "E:pass", "N:pass", "W:pass"} << QStringList{"-S:"}
        << QStringList{"taker=S", "contract=100D", "coinche=1"};

    QTest::newRow("classic: round 2, South names another suit by a click")
        << "classic" << "W" << kClassicRoundTwo << "7D" << "S" << ""
        << QStringList{"call Return", "click takeS", "click choice0", "playclicks"} << kLongPause
        << QStringList{"S:pass", "E:pass", "N:pass", "W:pass", "S:S"} << QStringList{"S:tierce:9S"}
        << QStringList{"taker=S", "contract=take S", "coinche=1"};

    QTest::newRow("coinche: South bids by value, suit and Bid; East coinches; South surcoinches")
        << "coinche" << "W" << kCoinche << "" << "" << "E:coinche N:pass W:pass"
        << QStringList{"call Right Right Down B", "call S", "declare N", "playclicks"} << 0
        << QStringList{"S:100H", "E:coinche", "N:pass", "W:pass", "S:surcoinche"} << QStringList{"-S:"}
        << QStringList{"taker=S", "contract=100H", "coinche=4"};

    QTest::newRow("coinche-montpellier: South coinches out of turn after East's bid; East speaks next")
        << "coinche-montpellier" << "S" << kCoinche << "" << "" << "E:80H"
        << QStringList{"ooc C", "playclicks"} << 0 << QStringList{"E:80H", "S:coinche", "E:pass", "N:pass", "W:pass"}
        << QStringList{} << QStringList{"taker=E", "contract=80H", "coinche=2"};

    QTest::newRow("coinche-montpellier: West coinches out of turn after South's bid; South surcoinches")
        << "coinche-montpellier" << "W" << kCoinche << "" << "" << "W:coinche!"
        << QStringList{"call B", "call S", "playclicks"} << 0 << QStringList{"S:80S", "W:coinche", "S:surcoinche"}
        << QStringList{} << QStringList{"taker=S", "contract=80S", "coinche=4"};

    QTest::newRow("coinche-montpellier: South lets East's bid go with Enter")
        << "coinche-montpellier" << "S" << kCoinche << "" << "" << "E:80H"
        << QStringList{"ooc Return", "call Return", "playclicks"} << 0
        << QStringList{"E:80H", "N:pass", "W:pass", "S:pass"} << QStringList{} << QStringList{"taker=E", "coinche=1"};

    QTest::newRow("an illegal card is refused with its reason")
        << "classic" << "S" << kClassicEastTakes << "7H" << "E" << "E:take"
        << QStringList{"refuse 7C", "refuse KD", "noclaim", "playclicks"} << 0 << QStringList{"E:take"} << QStringList{}
        << QStringList{"taker=E", "contract=take H"};

    // (After one trick the claim is still "too early to be sure": the check's search gives up
    // within its budget with seven tricks left, whatever the hands.)
    QTest::newRow("classic: C claims the rest when South's side takes every trick")
        << "classic" << "W" << kClassicClaim << "JH" << "S" << ""
        << QStringList{"call T", "declare Return", "lead", "lead", "claim"} << 0 << QStringList{"S:take"} << QStringList{"S:cent:AH"}
        << QStringList{"taker=S", "outcome=capot", "tricks.NS=8", "tricks.EW=0", "belote.NS=20"};
    // clang-format on
}

void TestGuiTable::playsDeal()
{
    QFETCH(QString, rules);
    QFETCH(QString, dealer);
    QFETCH(QStringList, hands);
    QFETCH(QString, retourne);
    QFETCH(QString, taker);
    QFETCH(QString, bots);
    QFETCH(QStringList, south);
    QFETCH(int, trickPause);
    QFETCH(QStringList, calls);
    QFETCH(QStringList, declarations);
    QFETCH(QStringList, result);

    Table f(trickPause);
    QVERIFY(f.show());
    f.window.startGame(scriptedSetup(rules, dealer, hands, retourne, taker, bots));
    for (const QString& step : south) {
        runStep(f, step);
        if (QTest::currentTestFailed()) {
            qWarning("at step \"%s\"; record so far: %s", qPrintable(step), qPrintable(json(f.c->record())));
            return;
        }
    }
    QTRY_COMPARE_WITH_TIMEOUT(f.c->stage(), Stage::DealOver, kWait);
    QCOMPARE(int(f.records.size()), 1);
    checkRecord(f.records.front(), hands, calls, declarations, result, f.southPlayed);
}

// Calls the rules forbid are not offered: the buttons are hidden or disabled, and their
// keys do nothing.
// A call beside its seat says, hovered, what it means under the bots' system; M says it for
// every seat; each call the panel offers says what it would tell the partner.
void TestGuiTable::bidsSayWhatTheyMean()
{
    Table f(0);
    QVERIFY(f.show());
    f.window.startGame(scriptedSetup(QStringLiteral("coinche"), QStringLiteral("S"), kCoinche, QString(),
                                     QStringLiteral("S"), QStringLiteral("E:90H N:pass W:pass")));
    QTRY_VERIFY_WITH_TIMEOUT(f.southToAct(DecisionKind::Call) && f.t->callPanel()->isVisible(), kWait);
    Table::settle();
    auto* east = f.t->findChild<QLabel*>(QStringLiteral("callEast"));
    QVERIFY(east && east->isVisible());
    QVERIFY2(east->toolTip().contains(QStringLiteral("90")) && east->toolTip().contains(QStringLiteral("jack")),
             qPrintable(east->toolTip()));
    QVERIFY(!east->testAttribute(Qt::WA_TransparentForMouseEvents));  // it can be hovered
    // The panel's calls: what each would say.
    auto* pass = f.t->callPanel()->findChild<QAbstractButton*>(QStringLiteral("pass"));
    auto* bid = f.t->callPanel()->findChild<QAbstractButton*>(QStringLiteral("bid"));
    QVERIFY(pass && bid);
    QVERIFY2(pass->toolTip().contains(QStringLiteral("pass")), qPrintable(pass->toolTip()));
    QVERIFY2(!bid->toolTip().isEmpty(), "the bid shown says what it means");
    // M: every call made so far, by seat.
    f.press(QStringLiteral("M"));
    auto* toast = f.t->findChild<QLabel*>(QStringLiteral("toast"));
    QVERIFY(toast && toast->isVisible());
    QVERIFY2(toast->text().contains(QStringLiteral("East")) && toast->text().contains(QStringLiteral("opening")),
             qPrintable(toast->text()));
    QCOMPARE(f.c->deal().callCount(), 3);  // M calls nothing
    QVERIFY(f.southToAct(DecisionKind::Call));
}

void TestGuiTable::callsNotOffered_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<QStringList>("hands");
    QTest::addColumn<QString>("retourne");
    QTest::addColumn<QString>("bots");
    QTest::addColumn<QStringList>("before");    // South's steps to reach the call under test
    QTest::addColumn<QStringList>("offered");   // shown and enabled
    QTest::addColumn<QStringList>("disabled");  // shown but not enabled
    QTest::addColumn<QStringList>("hidden");
    QTest::addColumn<QString>("inertKeys");  // do nothing

    // clang-format off
    QTest::newRow("coinche: after North's 100, the values up to 100 are disabled and C (coinche) does nothing")
        << "coinche" << "S" << kCoinche << "" << "E:pass N:100H W:pass" << QStringList{}
        << QStringList{"value110", "value160", "valueCapot", "bid", "pass"}
        << QStringList{"value80", "value90", "value100"} << QStringList{"coinche", "surcoinche", "letGo"} << "C";
    QTest::newRow("coinche: after a coinche, no bid and no surcoinche for the coinching side")
        << "coinche" << "S" << kCoinche << "" << "E:100H N:coinche W:pass" << QStringList{}
        << QStringList{"pass"} << QStringList{"value80", "value110", "valueCapot", "bid"}
        << QStringList{"coinche", "surcoinche"} << "C S B";
    QTest::newRow("classic: round 1 offers only the retourne's suit")
        << "classic" << "W" << kClassicTierceBelote << "7H" << "" << QStringList{}
        << QStringList{"takeH", "pass"} << QStringList{} << QStringList{"takeS", "takeD", "takeC", "takeNT", "takeAT", "bid"}
        << "S D C";
    QTest::newRow("classic: round 2 offers every suit but the retourne's")
        << "classic" << "W" << kClassicTierceBelote << "7H" << "" << QStringList{"call Return"}
        << QStringList{"takeS", "takeD", "takeC", "pass"} << QStringList{} << QStringList{"takeH", "takeNT", "takeAT"}
        << "H T";
    // clang-format on
}

void TestGuiTable::callsNotOffered()
{
    QFETCH(QString, rules);
    QFETCH(QString, dealer);
    QFETCH(QStringList, hands);
    QFETCH(QString, retourne);
    QFETCH(QString, bots);
    QFETCH(QStringList, before);
    QFETCH(QStringList, offered);
    QFETCH(QStringList, disabled);
    QFETCH(QStringList, hidden);
    QFETCH(QString, inertKeys);

    Table f(0);
    QVERIFY(f.show());
    f.window.startGame(scriptedSetup(rules, dealer, hands, retourne, QStringLiteral("S"), bots));
    for (const QString& step : before) {
        runStep(f, step);
        if (QTest::currentTestFailed()) return;
    }
    QTRY_VERIFY_WITH_TIMEOUT(f.southToAct(DecisionKind::Call) && f.t->callPanel()->isVisible(), kWait);
    // Round 2 comes after South's pass and three more: wait for it.
    if (!before.isEmpty()) QTRY_COMPARE_WITH_TIMEOUT(f.c->deal().takingRound(), 2, kWait);
    CallPanel* panel = f.t->callPanel();
    auto find = [panel](const QString& name) { return panel->findChild<QAbstractButton*>(name); };
    for (const QString& name : offered) {
        QVERIFY2(find(name), qPrintable(name));
        QVERIFY2(find(name)->isVisible() && find(name)->isEnabled(), qPrintable(name + " is not offered"));
    }
    for (const QString& name : disabled) {
        QVERIFY2(find(name), qPrintable(name));
        QVERIFY2(find(name)->isVisible() && !find(name)->isEnabled(), qPrintable(name + " is not disabled"));
    }
    for (const QString& name : hidden) {
        QVERIFY2(find(name), qPrintable(name));
        QVERIFY2(!find(name)->isVisible(), qPrintable(name + " is shown"));
    }
    // The keys of calls not offered do nothing: still South's call, nothing called. They
    // are pressed in a child process.
    const int calls = f.c->deal().callCount();
    if (inChild()) {
        for (const QString& key : inertKeys.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            f.press(key);
            f.settle();
            QCOMPARE(f.c->deal().callCount(), calls);
            QVERIFY2(f.southToAct(DecisionKind::Call) && panel->isVisible(), qPrintable(key + " answered the call"));
        }
        return;
    }
    QString child;
    bool crashed = false;
    const bool inert = rowPassesInChild(&child, &crashed);
    QVERIFY2(!crashed, qPrintable("pressing " + inertKeys + " crashed the window"));
    if (!crashed) QVERIFY2(inert, qPrintable("pressing " + inertKeys + ":\n" + child));
    // Enter passes.
    f.press(Qt::Key_Return);
    QCOMPARE(f.c->deal().callCount(), calls + 1);
    QCOMPARE(f.c->deal().callAt(calls).seat, Seat::South);
    QVERIFY(f.c->deal().callAt(calls).call == Call::pass());
}

// A key the open panel does not use does nothing: the question stays open, nothing is
// answered (run in a child process).
void TestGuiTable::strayKeys_data()
{
    addDealColumns();
    QTest::addColumn<QStringList>("before");  // South's steps to reach the panel
    QTest::addColumn<QString>("panel");
    QTest::addColumn<QString>("keys");
    QTest::addColumn<int>("answered");  // calls the keys make (0: the question stays open)

    // clang-format off
    QTest::newRow("a key no button uses (X, F1) over the call panel does nothing")
        << "classic" << "W" << kClassicTierceBelote << "7H" << "S" << "" << QStringList{} << "callPanel" << "X F1" << 0;
    QTest::newRow("Ctrl+N (Game > New) over the call panel leaves the call open")
        << "classic" << "W" << kClassicTierceBelote << "7H" << "S" << "" << QStringList{} << "callPanel" << "Ctrl+N" << 0;
    QTest::newRow("Escape over the call panel (not the out-of-turn offer) does nothing")
        << "coinche" << "W" << kCoinche << "" << "" << "" << QStringList{} << "callPanel" << "Escape" << 0;
    QTest::newRow("a key no button uses over the out-of-turn offer does nothing")
        << "coinche-montpellier" << "S" << kCoinche << "" << "" << "E:80H" << QStringList{} << "callPanel" << "X" << 0;
    QTest::newRow("a key no button uses over the declarations does nothing")
        << "classic" << "W" << kClassicTierceBelote << "7H" << "S" << "" << QStringList{"call T"} << "declarationPanel"
        << "X" << 0;
    QTest::newRow("a key no button uses over the deal summary does nothing")
        << "classic" << "S" << kClassicEastTakes << "7H" << "E" << "E:take" << QStringList{"playclicks"}
        << "dealSummaryPanel" << "X" << 0;
    // Two keys in one turn of the event loop (a quick double press while the window is
    // busy): the second reaches the panel that has just answered, before the table hides it.
    QTest::newRow("Enter twice at once over the call panel passes once")
        << "classic" << "W" << kClassicTierceBelote << "7H" << "S" << "" << QStringList{} << "callPanel" << "Return Return" << 1;
    // clang-format on
}

void TestGuiTable::strayKeys()
{
    if (!inChild()) {
        QString child;
        bool crashed = false;
        const bool ok = rowPassesInChild(&child, &crashed);
        QVERIFY2(!crashed, "the key crashed the window");
        if (!crashed) QVERIFY2(ok, qPrintable(child));
        return;
    }
    QFETCH(QStringList, before);
    QFETCH(QString, panel);
    QFETCH(QString, keys);
    QFETCH(int, answered);

    Table f(0);
    QVERIFY(f.show());
    startRowDeal(f, before);
    if (QTest::currentTestFailed()) return;
    QWidget* open = f.t->findChild<QWidget*>(panel);
    QVERIFY(open);
    QTRY_VERIFY_WITH_TIMEOUT(open->isVisible() && (f.c->humanToAct() || f.c->stage() == Stage::DealOver), kWait);
    f.settle();
    const Decision question = f.c->pending();
    const Stage stage = f.c->stage();
    const QString record = json(f.c->record());
    // South's calls: the bots, at no pace, answer at once after South's.
    auto southCalls = [&f] {
        int n = 0;
        for (int i = 0; i < f.c->deal().callCount(); ++i) n += f.c->deal().callAt(i).seat == Seat::South;
        return n;
    };
    const int calls = southCalls();
    f.press(keys);  // no event processed between the keys
    f.settle();
    if (answered > 0) {
        QCOMPARE(southCalls(), calls + answered);
        return;
    }
    QVERIFY2(f.c->pending() == question && f.c->stage() == stage, "the key answered the question");
    QCOMPARE(json(f.c->record()), record);
    QVERIFY2(open->isVisible(), "the panel closed");
}

// The last trick: L opens and closes it, so do a click on its box and on the large one,
// Escape and Enter close it (Enter then plays nothing).
// South declares while playing to the first trick: the cards already played to it stay in
// view above the declaration panel, at the sizes a window has on a laptop and a desktop.
void TestGuiTable::declarationsLeaveTheTrickInView_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("a 1280x800 screen") << QSize(1280, 760);
    QTest::newRow("a 1920x1080 screen") << QSize(1920, 1020);
    QTest::newRow("a 1024x768 screen") << QSize(1024, 720);
}

void TestGuiTable::declarationsLeaveTheTrickInView()
{
    QFETCH(QSize, size);
    Table f(0);
    f.window.resize(size);
    QVERIFY(f.show());
    // East deals: North and West play to the first trick before South, who declares then.
    f.window.startGame(
        scriptedSetup(QStringLiteral("coinche"), QStringLiteral("E"), kCoinche, QString(), QString(), QString()));
    runStep(f, QStringLiteral("call B"));
    if (QTest::currentTestFailed()) return;
    QTRY_VERIFY_WITH_TIMEOUT(f.southToAct(DecisionKind::Declaration) && f.t->declarationPanel()->isVisible(), kWait);
    f.settle();
    // REBELOTE_TABLE_SHOTS=<dir>: the window as it is then, for a person to look at.
    if (const QString dir = qEnvironmentVariable("REBELOTE_TABLE_SHOTS"); !dir.isEmpty()) {
        QDir().mkpath(dir);
        QVERIFY(f.window.grab().save(
            QStringLiteral("%1/declarations-%2x%3.png").arg(dir).arg(size.width()).arg(size.height())));
    }
    // The status bar says the keys too, as it does for a card or a call.
    QVERIFY2(f.t->keysHint().startsWith(QStringLiteral("Enter declares")), qPrintable(f.t->keysHint()));
    const auto table = f.c->tableCards();
    QCOMPARE(int(table.size()), 2);
    const QRect panel = f.t->declarationPanel()->geometry();
    for (const auto& [seat, card] : table) {
        const QRect drawn = f.t->mapFromScene(f.t->cardItem(card)->sceneBoundingRect()).boundingRect();
        QVERIFY2(!drawn.intersects(panel),
                 qPrintable(QStringLiteral("%1's card at (%2, %3)-(%4, %5) under the panel at (%6, %7)-(%8, %9)")
                                .arg(QChar::fromLatin1(seatLetter(seat)))
                                .arg(drawn.left())
                                .arg(drawn.top())
                                .arg(drawn.right())
                                .arg(drawn.bottom())
                                .arg(panel.left())
                                .arg(panel.top())
                                .arg(panel.right())
                                .arg(panel.bottom())));
    }
    runStep(f, QStringLiteral("declare N"));
}

void TestGuiTable::lastTrick()
{
    Table f(0);
    QVERIFY(f.show());
    f.window.startGame(scriptedSetup(QStringLiteral("classic"), QStringLiteral("W"), kClassicTierceBelote,
                                     QStringLiteral("7H"), QStringLiteral("S"), QString()));
    auto* small = f.t->findChild<QWidget*>(QStringLiteral("lastTrick"));
    auto* large = f.t->findChild<QWidget*>(QStringLiteral("lastTrickLarge"));
    QVERIFY(small && large);
    runStep(f, QStringLiteral("call T"));
    runStep(f, QStringLiteral("declare Return"));
    if (QTest::currentTestFailed()) return;
    // No trick yet: L shows nothing.
    QVERIFY(f.southToAct(DecisionKind::Card));
    f.press(Qt::Key_L);
    QVERIFY(!large->isVisible());
    f.press(Qt::Key_Return);  // South leads
    QTRY_VERIFY_WITH_TIMEOUT(f.southToAct(DecisionKind::Card) && f.c->deal().cardPlay().cardsPlayed() >= 4, kWait);
    const auto trick = f.c->lastTrick();
    QVERIFY(trick);
    for (int i = 0; i < 4; ++i) QCOMPARE(trick->cards[std::size_t(i)], f.c->deal().cardPlay().playedCard(i));
    QVERIFY(small->isVisible());
    QVERIFY(!large->isVisible());

    f.press(Qt::Key_L);
    QVERIFY2(large->isVisible(), "L did not open the last trick");
    f.press(Qt::Key_L);
    QVERIFY2(!large->isVisible(), "L did not close the last trick");

    QTest::mouseClick(small, Qt::LeftButton, {}, small->rect().center());
    QVERIFY2(large->isVisible(), "a click on the last-trick box did not open it");
    QTest::mouseClick(large, Qt::LeftButton, {}, large->rect().center());
    QVERIFY2(!large->isVisible(), "a click on the large last trick did not close it");

    f.press(Qt::Key_L);
    QVERIFY(large->isVisible());
    f.press(Qt::Key_Escape);
    QVERIFY2(!large->isVisible(), "Escape did not close the last trick");

    const int played = f.c->deal().cardPlay().cardsPlayed();
    f.press(Qt::Key_L);
    QVERIFY(large->isVisible());
    f.press(Qt::Key_Return);
    QVERIFY2(!large->isVisible(), "Enter did not close the last trick");
    QCOMPARE(f.c->deal().cardPlay().cardsPlayed(), played);  // and played nothing
    QVERIFY(f.southToAct(DecisionKind::Card));
}

// The eighth trick stays on the table as every other does, until it is gathered (a key, a
// click on the felt, or the trick pause), and only then comes the deal's summary; the last-trick
// box shows it beside the summary (issue 44: the summary came over the trick, the box went).
void TestGuiTable::eighthTrickBeforeSummary_data()
{
    QTest::addColumn<QString>("gather");
    QTest::newRow("Space gathers it") << "Space";
    QTest::newRow("Enter gathers it") << "Return";
    QTest::newRow("a click on the felt gathers it") << "click";
    QTest::newRow("the trick pause gathers it") << "pause";
}

void TestGuiTable::eighthTrickBeforeSummary()
{
    QFETCH(QString, gather);
    Table f(kLongPause);
    QVERIFY(f.show());
    f.window.startGame(eastTakes());
    auto* box = f.t->findChild<QWidget*>(QStringLiteral("lastTrick"));
    QVERIFY(box);
    QStringList events;
    QObject::connect(f.c, &GameController::trickComplete, &f.window, [&] {
        if (f.c->deal().cardPlay().cardsPlayed() == 32) events << "complete";
    });
    QObject::connect(f.c, &GameController::trickGathered, &f.window, [&] {
        if (f.c->deal().cardPlay().cardsPlayed() == 32)
            events << (f.t->summaryPanel()->isVisible() ? "gathered under the summary" : "gathered");
    });
    QObject::connect(f.c, &GameController::dealScored, &f.window, [&events] { events << "scored"; });
    // South clicks its first legal card; Space gathers the first seven tricks.
    for (int guard = 0; guard < 100 && f.c->deal().hand(Seat::South).size() > 0; ++guard) {
        QTRY_VERIFY_WITH_TIMEOUT(f.southToAct(DecisionKind::Card) || f.c->stage() == Stage::TrickPause, kWait);
        f.settle();
        if (f.c->stage() == Stage::TrickPause) {
            f.press(Qt::Key_Space);
            continue;
        }
        // South's last card: the pause that follows the trick is the one under test.
        if (gather == QLatin1String("pause") && f.c->deal().hand(Seat::South).size() == 1) f.c->setTrickPause(100);
        f.clickCard(f.c->humanLegalCards().first());
    }
    if (gather != QLatin1String("pause")) {
        QTRY_VERIFY_WITH_TIMEOUT(f.c->stage() == Stage::TrickPause && f.c->deal().cardPlay().cardsPlayed() == 32,
                                 kWait);
        f.settle();
        // The eighth trick on the table, face up; no summary over it.
        QVERIFY(!f.t->summaryPanel()->isVisible());
        const auto trick = f.t->trickInView();
        QCOMPARE(trick.size(), std::size_t(4));
        const QRect table(QPoint(0, 0), f.t->viewport()->size());
        for (const auto& [seat, card] : trick) {
            const rebelote::CardItem* item = f.t->cardItem(card);
            QVERIFY2(item->isVisible() && item->faceUp() && table.contains(f.t->cardRect(card)),
                     qPrintable(name(card) + " is not on the table"));
        }
        if (gather == QLatin1String("click")) {
            const QPoint p = f.felt();
            QVERIFY2(!p.isNull(), "no bare felt to click");
            QTest::mouseClick(f.t->viewport(), Qt::LeftButton, {}, p);
        } else {
            f.press(keyNamed(gather));
        }
    }
    QTRY_VERIFY_WITH_TIMEOUT(f.c->stage() == Stage::DealOver && f.t->summaryPanel()->isVisible(), kWait);
    QCOMPARE(events, QStringList({"complete", "gathered", "scored"}));
    // The box beside the summary shows the eighth trick.
    f.settle();
    QVERIFY2(box->isVisible(), "the last trick's box went with the deal's end");
    const CardPlay& play = f.c->deal().cardPlay();
    for (int i = 28; i < 32; ++i)
        QVERIFY2(box->accessibleDescription().contains(rebelote::cardWords(play.playedCard(i))),
                 qPrintable(box->accessibleDescription()));
    QVERIFY(!box->geometry().intersects(f.t->summaryPanel()->geometry()));
}

// The first dealer the controller's game draws from a setup's seed (GameController::newGame:
// the game gets the seed's first split).
Seat drawnDealer(std::uint64_t seed)
{
    Rng seeds(seed);
    return Game(testutil::rules(QStringLiteral("classic")), seeds.split()).dealer();
}

// A seed whose game draws South as its first dealer, or one that does not.
std::uint64_t seedDrawing(bool south)
{
    for (std::uint64_t seed = 1;; ++seed)
        if ((drawnDealer(seed) == Seat::South) == south) return seed;
}

// A first deal given by the setup sets the game's dealer: the next deal is dealt by its
// right neighbour, whatever dealer the seed would have drawn.

// After a deal: one row in the score sheet, the summary over the table, Enter deals the
// next one, dealt by the right of the first dealer (RULES.md §2).
void TestGuiTable::scoreSheetAndSummary_data()
{
    QTest::addColumn<bool>("seedDrawsSouth");
    QTest::newRow("the summary appears and Enter deals deal 2 (the seed draws South to deal first)") << true;
    QTest::newRow("the summary appears and Enter deals deal 2 (the seed draws another first dealer)") << false;
}

void TestGuiTable::scoreSheetAndSummary()
{
    QFETCH(bool, seedDrawsSouth);
    Table f(0);
    QVERIFY(f.show());
    f.window.startGame(eastTakes(seedDrawing(seedDrawsSouth)));
    QCOMPARE(f.c->dealNumber(), 1);
    QCOMPARE(f.c->scoreSheet()->rowCount(), 0);
    playWithClicks(f);
    if (QTest::currentTestFailed()) return;
    QCOMPARE(f.c->stage(), Stage::DealOver);
    QCOMPARE(f.c->scoreSheet()->rowCount(), 1);
    QCOMPARE(int(f.records.size()), 1);
    checkRecord(f.records.front(), kClassicEastTakes, {"E:take"}, {}, {"taker=E"}, f.southPlayed);
    if (QTest::currentTestFailed()) return;
    DealSummaryPanel* summary = f.t->summaryPanel();
    QTRY_VERIFY_WITH_TIMEOUT(summary->isVisible(), kWait);
    const QString dark = darkLabels(summary);
    QVERIFY2(dark.isEmpty(), qPrintable(dark));
    QVERIFY2(f.window.focusWidget() && summary->isAncestorOf(f.window.focusWidget()),
             "the summary does not have the keyboard");
    f.press(Qt::Key_Return);
    QCOMPARE(f.c->dealNumber(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(!summary->isVisible(), kWait);
    QVERIFY(f.c->stage() == Stage::Calls || f.c->stage() == Stage::Play);
    QCOMPARE(f.c->scoreSheet()->rowCount(), 1);
    // RULES.md §2: the dealer's right neighbour deals next.
    QCOMPARE(f.c->deal().dealer(), nextSeat(Seat::South));
}

// The score sheet (View ▸ Score sheet, Ctrl+D) has a Coinche column only where the rules
// have coinche (issue 44: classic showed an empty one); each cell under its own header.
void TestGuiTable::scoreSheetColumns_data()
{
    addDealColumns();
    QTest::addColumn<QStringList>("south");
    QTest::addColumn<QString>("coinche");  // the Coinche cell; empty: no such column
    // clang-format off
    QTest::newRow("classic: no Coinche column") << "classic" << "S" << kClassicEastTakes << "7H" << "E" << "E:take"
                                                << QStringList{"playclicks"} << "";
    QTest::newRow("coinche: a Coinche column, coinched") << "coinche" << "W" << kCoinche << "" << "" << "E:coinche"
                                                         << QStringList{"call B", "call Return", "declare N", "playclicks"}
                                                         << "coinched";
    // clang-format on
}

void TestGuiTable::scoreSheetColumns()
{
    QFETCH(QStringList, south);
    QFETCH(QString, coinche);
    Table f(0);
    QVERIFY(f.show());
    startRowDeal(f, south);
    if (QTest::currentTestFailed()) return;
    QTRY_COMPARE_WITH_TIMEOUT(f.c->stage(), Stage::DealOver, kWait);
    f.press(QStringLiteral("Ctrl+D"));
    f.settle();
    auto* dock = f.window.findChild<QDockWidget*>(QStringLiteral("scoreSheet"));
    auto* view = f.window.findChild<QTableView*>(QStringLiteral("scoreSheetView"));
    QVERIFY(dock && view && dock->isVisible());
    const QAbstractItemModel* sheet = view->model();
    QStringList headers;
    for (int i = 0; i < sheet->columnCount(); ++i) headers << sheet->headerData(i, Qt::Horizontal).toString();
    QCOMPARE(headers.contains(QStringLiteral("Coinche")), !coinche.isEmpty());
    QCOMPARE(f.c->scoreSheet()->section(ScoreSheetModel::Coinche) >= 0, !coinche.isEmpty());
    for (const char* header : {"Taker", "Total N–S", "Total E–W"})
        QVERIFY2(headers.contains(QString::fromUtf8(header)), qPrintable(headers.join(", ")));
    auto cell = [&](const QString& header) { return sheet->index(0, int(headers.indexOf(header))).data(); };
    QCOMPARE(cell(QStringLiteral("Taker")).toString(), f.c->name(f.c->deal().contract()->taker));
    QCOMPARE(cell(QString::fromUtf8("Total N–S")).toInt(), f.c->game().scores()[0]);
    QCOMPARE(cell(QString::fromUtf8("Total E–W")).toInt(), f.c->game().scores()[1]);
    if (!coinche.isEmpty()) QCOMPARE(cell(QStringLiteral("Coinche")).toString(), coinche);
}

// The caption over the trick names who holds it, and the person's own seat is "you":
// "You win the trick", never "You wins". In kClassicEastTakes East leads 7S, North and West
// follow, and South takes the trick with its only spade, the ace, then leads the second.
void TestGuiTable::trickCaptionSaysWho_data()
{
    QTest::addColumn<QString>("moment");
    QTest::addColumn<QString>("caption");
    // clang-format off
    QTest::newRow("a computer seat holds the trick: named") << "other holds" << "%1 holds the trick";
    QTest::newRow("South's lead holds the trick: you hold the trick") << "south holds" << "You hold the trick";
    QTest::newRow("South's ace wins the trick: you win the trick")
        << "south wins" << "You win the trick \u2014 click or Space to gather it";
    QTest::newRow("a computer seat wins a trick: named")
        << "other wins" << "%1 wins the trick \u2014 click or Space to gather it";
    // clang-format on
}

void TestGuiTable::trickCaptionSaysWho()
{
    QFETCH(QString, moment);
    QFETCH(QString, caption);
    Table f(kLongPause);
    QVERIFY(f.show());
    f.window.startGame(eastTakes());
    auto* label = f.t->findChild<QLabel*>(QStringLiteral("trickHolder"));
    QVERIFY(label);
    const CardPlay* play = nullptr;
    for (;;) {
        QTRY_VERIFY_WITH_TIMEOUT(
            f.southToAct(DecisionKind::Card) || f.c->stage() == Stage::TrickPause || f.c->stage() == Stage::DealOver,
            kWait);
        f.settle();
        QVERIFY2(f.c->stage() != Stage::DealOver, "the deal ended before the moment of this row");
        play = &f.c->deal().cardPlay();
        if (f.c->stage() == Stage::TrickPause) {
            const Seat winner = play->trickWinner(play->trickNumber() - 1);
            if (moment == QLatin1String("south wins") && winner == Seat::South) break;
            if (moment == QLatin1String("other wins") && winner != Seat::South) {
                caption = caption.arg(f.c->name(winner));
                break;
            }
            f.press(Qt::Key_Space);
            continue;
        }
        if (moment == QLatin1String("other holds") && play->cardsInTrick() > 0) {
            QVERIFY(play->trickWinnerSoFar() != Seat::South);
            caption = caption.arg(f.c->name(play->trickWinnerSoFar()));
            break;
        }
        if (moment == QLatin1String("south holds") && play->cardsInTrick() == 0) {
            // East's card waits a minute: the table is looked at with South's lead alone.
            f.c->setPace(kLongPause);
            f.press(Qt::Key_Return);
            f.settle();
            QCOMPARE(play->cardsInTrick(), 1);
            QCOMPARE(play->trickWinnerSoFar(), Seat::South);
            break;
        }
        f.press(Qt::Key_Return);
    }
    QVERIFY(label->isVisible());
    QCOMPARE(label->text(), caption.toHtmlEscaped());
}

// The person with no name of their own is "You" on the plate, and "you" inside a sentence:
// "taken by you", "won by you" ("pris par vous", "remporté par vous"), never "by You". South
// takes the jack of hearts and leads the first trick with it, which it wins.
void TestGuiTable::southNamedInSentences_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("taken");
    QTest::addColumn<QString>("won");
    QTest::addColumn<QString>("capital");
    // clang-format off
    QTest::newRow("English: taken by you, won by you, never \"by You\"")
        << "en" << "taken by you" << "won by you" << "by You";
    QTest::newRow("French: pris par vous, remporté par vous, never « par Vous »")
        << "fr" << "pris par vous" << QString::fromUtf8("remporté par vous") << "par Vous";
    // clang-format on
}

void TestGuiTable::southNamedInSentences()
{
    QFETCH(QString, language);
    QFETCH(QString, taken);
    QFETCH(QString, won);
    QFETCH(QString, capital);
    const guitest::Speaking speaking(language);
    Table f(kLongPause);
    QVERIFY(f.show());
    f.window.startGame(scriptedSetup(QStringLiteral("classic"), QStringLiteral("W"), kClassicClaim,
                                     QStringLiteral("JH"), QStringLiteral("S"), QString()));
    runStep(f, QStringLiteral("click takeH"));
    const bool played = guitest::playUntil(f.window, f.t, *f.c, [&] {
        return f.c->deal().phase() == Phase::Play && f.c->deal().cardPlay().trickNumber() == 1 &&
               f.c->stage() != Stage::TrickPause;
    });
    QVERIFY2(played, "the first trick was not gathered");
    QCOMPARE(f.c->deal().cardPlay().trickWinner(0), Seat::South);
    f.settle();
    auto* box = f.t->findChild<QLabel*>(QStringLiteral("contractBox"));
    auto* last = f.t->findChild<QWidget*>(QStringLiteral("lastTrick"));
    QVERIFY(box && last);
    const QString shown = QTextDocumentFragment::fromHtml(box->text()).toPlainText();
    QVERIFY2(shown.contains(taken), qPrintable(shown));
    QVERIFY2(box->accessibleName().contains(taken), qPrintable(box->accessibleName()));
    QVERIFY2(last->accessibleDescription().contains(won), qPrintable(last->accessibleDescription()));
    for (const QString& text : {shown, box->accessibleName(), last->accessibleDescription()})
        QVERIFY2(!text.contains(capital), qPrintable(text));
}

// Leaving a game while a bot searches: a new game (as Game ▸ New's dialog starts it) or
// closing the window cancels the search (it sees its cancel and returns), and nothing of the
// old deal arrives afterwards. How long either takes is tests/bench_cancel's figure.
void TestGuiTable::leavesBotSearch_data()
{
    QTest::addColumn<bool>("close");
    QTest::newRow("new game during a bot's search") << false;
    QTest::newRow("closing the window during a bot's search") << true;
}

void TestGuiTable::leavesBotSearch()
{
    QFETCH(bool, close);
    // Every call and card once the old game is left (they must be the new deal's).
    QList<QPair<Seat, Call>> calls;
    QList<QPair<Seat, Card>> cards;
    auto window = std::make_unique<MainWindow>();
    window->setAskForPreset(false);
    window->setPace(0);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    GameController* c = window->controller();

    // The new game: classic, North deals, West (normal) speaks, then South.
    GameSetup next;
    next.rules = testutil::rules(QStringLiteral("classic"));
    next.level = QStringLiteral("normal");
    next.seed = 12;
    next.firstDeal = Deal::fromDeck(next.rules, Seat::North, testutil::orderedDeck(), testutil::pattern("3-2"));

    // The old game: coinche, South deals: East, the strong level with no time limit (only the
    // cancel stops it), searches its first call.
    GameSetup old;
    old.rules = testutil::rules(QStringLiteral("coinche"));
    old.level = QStringLiteral("strong");
    old.seed = 11;
    old.firstDeal = Deal::fromDeck(old.rules, Seat::South, testutil::coincheDeck(Seat::South, kCoinche),
                                   testutil::pattern("3-3-2"));
    auto seen = std::make_shared<playerprobe::Seen>();
    playerprobe::seatSearchers(old, QStringLiteral("strong"), seen);
    window->startGame(old);
    QTRY_COMPARE_WITH_TIMEOUT(seen->started.load(), 1, kWait);
    QVERIFY(c->thinking() == Seat::East);
    QCOMPARE(c->deal().callCount(), 0);

    if (close) {
        window->close();
        window.reset();  // the controller's end waited for the search, which saw its cancel
        QCOMPARE(seen->finished.load(), 1);
        QCOMPARE(seen->cancelledDuring.load(), 1);
        QCoreApplication::sendPostedEvents();  // nothing left to deliver to a window that is gone
        return;
    }

    connect(c, &GameController::callMade, window.get(), [&](Seat s, Call call, bool) { calls.append({s, call}); });
    connect(c, &GameController::cardPlayed, window.get(), [&](Seat s, Card card) { cards.append({s, card}); });
    QSignalSpy dropped(c, &GameController::answerDropped);
    window->startGame(next);  // as Game ▸ New's dialog starts it
    // The old search's job is over: it saw its cancel, came back and was dropped; nothing of
    // it can arrive after this.
    auto eastDropped = [&dropped] {
        return int(std::count_if(dropped.begin(), dropped.end(), [](const QList<QVariant>& d) {
            return d.at(0).value<Decision>().seat == Seat::East;
        }));
    };
    QTRY_COMPARE_WITH_TIMEOUT(eastDropped(), 1, kWait);
    QCOMPARE(seen->cancelledDuring.load(), 1);
    QVERIFY(c->rules().isClassic());
    QCOMPARE(c->deal().dealer(), Seat::North);
    QTRY_VERIFY_WITH_TIMEOUT(c->humanToAct(), kWait);
    const Deal& d = c->deal();
    QCOMPARE(int(calls.size()), d.callCount());
    for (int i = 0; i < calls.size(); ++i) {
        QCOMPARE(calls[i].first, d.callAt(i).seat);
        QVERIFY(calls[i].second == d.callAt(i).call);
        QVERIFY(calls[i].second.kind == Call::Kind::Pass || calls[i].second.kind == Call::Kind::Take);
    }
    const int played = d.phase() == Phase::Calls ? 0 : d.cardPlay().cardsPlayed();
    QCOMPARE(int(cards.size()), played);
    for (int i = 0; i < cards.size(); ++i) QCOMPARE(cards[i].second, d.cardPlay().playedCard(i));
    QVERIFY(c->humanToAct());
}

QTEST_MAIN(TestGuiTable)
#include "tst_gui_table.moc"
