// The game as a screen reader reads it (QAccessible): the real main window driven through each
// phase of a deal (a classic call, a coinche bid, the declarations, South's card with a trick
// on the table, the deal's summary, the game's end), and at each one the accessible tree
// walked from the window down, as an assistive technology walks it (child(i), recursively).
//
// In every phase: each shown button, check box, list and list item, and each shown label with
// words, has a name; the table's names say suits in words, never in symbols; each seat's plate
// is named after its player and says who deals; South's hand is a list whose items are exactly
// the cards of South's hand, named "Jack of hearts", described as playable exactly when the
// controller says they are; the cards on the table are named "North played the jack of hearts";
// the panel that asks the question is in the tree with its buttons, and holds the keyboard's
// focus. The keyboard's card is the focused item, the focus follows ←/→, and a screen
// reader's press on a card plays it (QT_QPA_PLATFORM=offscreen).
#include "app/controller/gametext.h"
#include "app/ui/callpanel.h"
#include "app/ui/dealsummarypanel.h"
#include "app/ui/declarationpanel.h"
#include "app/ui/gameoverpanel.h"
#include "app/ui/mainwindow.h"
#include "app/ui/tableview.h"
#include "engine/game.h"
#include "guitestutil.h"
#include "testutil.h"

#include <QAccessible>
#include <QApplication>
#include <QLabel>
#include <QStandardPaths>
#include <QtTest>

#include <functional>
#include <memory>
#include <set>
#include <vector>

using namespace belote;
using namespace rebelote;
using Stage = GameController::Stage;

namespace {

constexpr int kWait = 20000;  // generous; every wait below is expected to end in milliseconds

// The coinche deal: East bids 80♣, North 90♠, West 100♥, then South speaks; South holds a
// tierce (its declarations are asked) and the belote of hearts.
GameSetup coincheSetup() { return guitest::fourDeclarersCoinche(); }
using guitest::classicSouthDeals;
using guitest::settle;

// One interface of the tree and what a screen reader reads of it.
struct Node {
    QAccessibleInterface* iface = nullptr;
    QAccessible::Role role = QAccessible::NoRole;
    QString name, description, path;
    QAccessible::State state;
    QObject* object = nullptr;
    bool shown = false;  // neither it nor an ancestor is invisible
};

// What a screen reader reads of one interface; `shown`: no ancestor is invisible.
Node nodeOf(QAccessibleInterface* i, bool shown)
{
    Node n;
    n.iface = i;
    n.role = i->role();
    n.name = i->text(QAccessible::Name);
    n.description = i->text(QAccessible::Description);
    n.state = i->state();
    n.object = i->object();
    n.shown = shown && !n.state.invisible;
    return n;
}

// The tree under `root`, depth first, as an assistive technology walks it.
std::vector<Node> walk(QAccessibleInterface* root)
{
    std::vector<Node> out;
    std::set<QAccessibleInterface*> seen;
    std::function<void(QAccessibleInterface*, const QString&, bool, int)> visit =
        [&](QAccessibleInterface* i, const QString& path, bool shown, int depth) {
            if (!i || !i->isValid() || !seen.insert(i).second || depth > 40) return;
            Node n = nodeOf(i, shown);
            n.path = path + QLatin1Char('/') + (n.name.isEmpty() ? QStringLiteral("[%1]").arg(int(n.role)) : n.name);
            out.push_back(n);
            for (int k = 0; k < i->childCount(); ++k) visit(i->child(k), n.path, n.shown, depth + 1);
        };
    visit(root, QString(), true, 0);
    return out;
}

const Node* findNode(const std::vector<Node>& nodes, const std::function<bool(const Node&)>& pred)
{
    for (const Node& n : nodes)
        if (pred(n)) return &n;
    return nullptr;
}

// The children of a list, as nodes.
std::vector<Node> itemsOf(const Node& list)
{
    std::vector<Node> out;
    for (int k = 0; k < list.iface->childCount(); ++k) {
        QAccessibleInterface* c = list.iface->child(k);
        if (!c) continue;  // the counts compared then differ
        out.push_back(nodeOf(c, true));
    }
    return out;
}

bool hasSuitSymbol(const QString& s)
{
    for (QChar ch : s)
        if (QStringLiteral("\u2660\u2665\u2666\u2663\u2664\u2661\u2662\u2667").contains(ch)) return true;
    return false;
}

QString playerName(const GameController& c, Seat s)
{
    const QString name = c.name(s);
    return c.isHuman(s) && name == QLatin1String("You") ? QStringLiteral("You (%1)").arg(seatWord(s)) : name;
}

}  // namespace

class TestGuiAccessibility : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rebelote-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_gui_accessibility"));
    }

    void everyPhaseReads_data();
    void everyPhaseReads();
    void focusFollowsTheKeyboardsCard();
    void pressingACardPlaysIt();

private:
    // The window, its game started, driven by Enter (and Space for a trick) until `done`.
    struct Table {
        std::unique_ptr<MainWindow> window;
        GameController* c = nullptr;
        TableView* t = nullptr;
    };
    static Table open(const GameSetup& setup);
    static bool playUntil(Table& table, const std::function<bool()>& done);
};

TestGuiAccessibility::Table TestGuiAccessibility::open(const GameSetup& setup)
{
    Table table;
    table.window = std::make_unique<MainWindow>(MainWindow::History::Off);
    table.window->setAskForPreset(false);
    table.window->setPace(0);
    table.c = table.window->controller();
    table.t = table.window->table();
    table.c->setTrickPause(600000);  // a won trick stays until gathered
    table.c->setAutoPlaySingleCard(false);
    table.c->setParEnabled(false);
    table.window->resize(1280, 800);
    table.window->show();
    if (!QTest::qWaitForWindowExposed(table.window.get())) qFatal("the window is not shown");
    table.window->activateWindow();
    if (!QTest::qWaitForWindowActive(table.window.get())) qFatal("the window is not active");
    table.window->startGame(setup);
    return table;
}

bool TestGuiAccessibility::playUntil(Table& table, const std::function<bool()>& done)
{
    return guitest::playUntil(*table.window, table.t, *table.c, done, kWait);
}

void TestGuiAccessibility::everyPhaseReads_data()
{
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QStringList>("bubbles");  // the call bubbles' names, shown
    QTest::newRow("classic: South's call, the call panel")
        << "classic call" << QStringList{"East: pass", "North: pass", "West: pass"};
    QTest::newRow("coinche: South's bid, the bids beside their seats")
        << "coinche call" << QStringList{"East: bid 80 clubs", "North: bid 90 spades", "West: bid 100 hearts"};
    QTest::newRow("coinche: South's declarations") << "declarations" << QStringList{"You: pass"};
    QTest::newRow("coinche: South's card, a trick on the table") << "card" << QStringList{"You: pass"};
    QTest::newRow("coinche: a trick won, waiting to be gathered") << "trick won" << QStringList{};
    QTest::newRow("coinche: the deal's summary") << "summary" << QStringList{};
    QTest::newRow("coinche: the game's end") << "game over" << QStringList{};
}

void TestGuiAccessibility::everyPhaseReads()
{
    QFETCH(QString, phase);
    QFETCH(QStringList, bubbles);

    Table table = open(phase.startsWith(QLatin1String("classic")) ? classicSouthDeals() : coincheSetup());
    GameController* c = table.c;
    TableView* t = table.t;
    auto southTo = [c](DecisionKind kind) { return guitest::southTo(*c, kind); };
    QWidget* panel = nullptr;
    if (phase.endsWith(QLatin1String("call"))) {
        QVERIFY(playUntil(table, [&] { return southTo(DecisionKind::Call) && t->callPanel()->isVisible(); }));
        panel = t->callPanel();
    } else if (phase == QLatin1String("declarations")) {
        QVERIFY(
            playUntil(table, [&] { return southTo(DecisionKind::Declaration) && t->declarationPanel()->isVisible(); }));
        panel = t->declarationPanel();
    } else if (phase == QLatin1String("card")) {
        QVERIFY(playUntil(table, [&] { return southTo(DecisionKind::Card) && !c->tableCards().empty(); }));
    } else if (phase == QLatin1String("trick won")) {
        QVERIFY(playUntil(table, [&] { return c->stage() == Stage::TrickPause; }));
    } else if (phase == QLatin1String("summary")) {
        QVERIFY(playUntil(table, [&] { return c->stage() == Stage::DealOver && t->summaryPanel()->isVisible(); }));
        panel = t->summaryPanel();
    } else {
        QVERIFY(playUntil(table, [&] { return c->stage() == Stage::GameOver && t->gameOverPanel()->isVisible(); }));
        panel = t->gameOverPanel();
    }

    QAccessibleInterface* root = QAccessible::queryAccessibleInterface(table.window.get());
    QVERIFY(root);
    const std::vector<Node> nodes = walk(root);
    QAccessibleInterface* viewport = QAccessible::queryAccessibleInterface(t->viewport());
    QVERIFY(viewport);
    const Node* tableNode = findNode(nodes, [&](const Node& n) { return n.iface == viewport; });
    QVERIFY2(tableNode, "the table is not in the window's tree");
    QCOMPARE(tableNode->name, QStringLiteral("Card table"));
    const QString tablePath = tableNode->path;
    auto underTable = [&](const Node& n) { return n.path.startsWith(tablePath + QLatin1Char('/')); };

    // Every shown control has a name; under the table, every shown text has one, in words.
    QStringList faults;
    for (const Node& n : nodes) {
        if (!n.shown) continue;
        const bool control = n.role == QAccessible::PushButton || n.role == QAccessible::CheckBox ||
                             n.role == QAccessible::RadioButton || n.role == QAccessible::ComboBox ||
                             n.role == QAccessible::List || n.role == QAccessible::ListItem ||
                             n.role == QAccessible::MenuItem;
        const auto* label = qobject_cast<QLabel*>(n.object);
        const bool words = label && !label->text().trimmed().isEmpty();
        if ((control || words) && n.name.trimmed().isEmpty())
            faults << QStringLiteral("no name: %1 (role %2)").arg(n.path).arg(int(n.role));
        if (underTable(n) && (hasSuitSymbol(n.name) || hasSuitSymbol(n.description)))
            faults << QStringLiteral("a suit symbol read aloud: %1 \u2014 %2").arg(n.path, n.description);
    }
    QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QStringLiteral("\n  "))));

    // The seats: each plate named after its player; the dealer's says so.
    for (int s = 0; s < kSeats; ++s) {
        const QString name = playerName(*c, Seat(s));
        const Node* plate = findNode(nodes, [&](const Node& n) {
            return n.shown && underTable(n) && n.object && n.object->objectName().startsWith(QLatin1String("plate")) &&
                   n.name == name;
        });
        QVERIFY2(plate, qPrintable(QStringLiteral("no plate named %1").arg(name)));
        QCOMPARE(plate->description.split(QStringLiteral("; ")).contains(QStringLiteral("dealer")),
                 c->deal().dealer() == Seat(s));
    }
    // The calls beside their seats.
    QStringList shownNames;
    for (const Node& n : nodes)
        if (n.shown && underTable(n)) shownNames << n.name;
    for (const QString& bubble : bubbles)
        QVERIFY2(shownNames.contains(bubble),
                 qPrintable(bubble + QStringLiteral(" not in: ") + shownNames.join(QStringLiteral(" | "))));
    // The contract box says the contract in words once the calls are over.
    if (c->stage() == Stage::Play || c->stage() == Stage::TrickPause || phase == QLatin1String("declarations")) {
        const Node* box = findNode(
            nodes, [&](const Node& n) { return n.object && n.object->objectName() == QLatin1String("contractBox"); });
        QVERIFY(box);
        QVERIFY2(
            box->name.contains(QStringLiteral("100 Hearts")) && box->name.contains(QStringLiteral("taken by West")),
            qPrintable(box->name));
    }

    // South's hand: exactly its cards, in the order shown, named and described as the
    // controller says.
    const Node* hand = findNode(nodes, [&](const Node& n) {
        return underTable(n) && n.role == QAccessible::List && n.name == QLatin1String("Your hand");
    });
    QVERIFY2(hand, "no list for South's hand");
    const std::vector<Node> handItems = itemsOf(*hand);
    const bool handInView = phase != QLatin1String("summary") && phase != QLatin1String("game over");
    QCOMPARE(hand->shown, handInView);
    CardSet listed;
    QStringList expectedNames, names;
    for (Card card : t->handInView()) expectedNames << cardTitle(card);
    const CardSet legal = c->humanLegalCards();
    for (const Node& item : handItems) {
        names << item.name;
        QCOMPARE(item.role, QAccessible::ListItem);
        QVERIFY2(item.shown, qPrintable(item.name));
        Card card = kNoCard;
        for (Card k : c->deal().hand(Seat::South))
            if (cardTitle(k) == item.name) card = k;
        QVERIFY2(card != kNoCard, qPrintable(QStringLiteral("%1 is not in South's hand").arg(item.name)));
        listed.insert(card);
        const QStringList says = item.description.split(QStringLiteral("; "));
        if (legal.empty()) {
            QVERIFY2(!item.description.contains(QLatin1String("played")), qPrintable(item.description));
        } else if (legal.contains(card)) {
            QVERIFY2(says.contains(QStringLiteral("can be played")), qPrintable(item.name + ": " + item.description));
            QVERIFY(!item.state.disabled);
        } else {
            QVERIFY2(says.last().startsWith(QLatin1String("cannot be played. You must")),
                     qPrintable(item.name + ": " + item.description));
            QVERIFY(item.state.disabled);
        }
        QCOMPARE(item.state.focused, t->hasFocus() && t->selectedCard() == card);
    }
    QCOMPARE(names, expectedNames);
    if (handInView) QVERIFY(listed == c->deal().hand(Seat::South));
    else QVERIFY(handItems.empty());
    if (phase == QLatin1String("card")) {
        QVERIFY(!legal.empty());
        QVERIFY(t->hasFocus());
        QVERIFY(t->selectedCard());
        // The keyboard's card is the focused item of the whole window.
        const Node* focused = findNode(
            nodes, [](const Node& n) { return n.shown && n.state.focused && n.role == QAccessible::ListItem; });
        QVERIFY(focused);
        QCOMPARE(focused->name, cardTitle(*t->selectedCard()));
    }

    // The cards on the table, as played.
    const Node* trick = findNode(nodes, [&](const Node& n) {
        return underTable(n) && n.role == QAccessible::List && n.name == QLatin1String("Cards on the table");
    });
    QVERIFY2(trick, "no list for the cards on the table");
    QStringList played, expectedPlayed;
    for (const Node& item : itemsOf(*trick)) played << item.name;
    for (const auto& [seat, card] : t->trickInView())
        expectedPlayed << QStringLiteral("%1 played %2").arg(c->name(seat), cardWords(card));
    QCOMPARE(played, expectedPlayed);
    if (phase == QLatin1String("card") || phase == QLatin1String("trick won")) {
        QVERIFY(!played.isEmpty());
        QVERIFY(trick->description.contains(QLatin1String("trick")));
    }

    // The panel asking the question: in the tree, named, its buttons named, the focus in it.
    if (panel) {
        const Node* p = findNode(nodes, [&](const Node& n) { return n.object == panel; });
        QVERIFY(p);
        QVERIFY(p->shown);
        QVERIFY(!p->name.isEmpty());
        int buttons = 0;
        for (const Node& n : nodes)
            if (n.shown && n.path.startsWith(p->path + QLatin1Char('/')) && n.role == QAccessible::PushButton)
                ++buttons;
        QVERIFY(buttons > 0);
        const Node* focused = findNode(
            nodes, [](const Node& n) { return n.shown && n.state.focused && n.role == QAccessible::PushButton; });
        QVERIFY2(focused && focused->path.startsWith(p->path + QLatin1Char('/')),
                 "the keyboard's focus is not in the panel");
    }
}

// ←/→ move the keyboard's card: the focused item of the table follows it, and it alone is
// focused and selected. (The focus event a screen reader hears is sent only while one
// listens, which the offscreen platform never does: tools/a11y-dump.sh shows it.)
void TestGuiAccessibility::focusFollowsTheKeyboardsCard()
{
    Table table = open(coincheSetup());
    GameController* c = table.c;
    TableView* t = table.t;
    QVERIFY(playUntil(table, [&] { return c->humanToAct() && c->pending().kind == DecisionKind::Card; }));
    QVERIFY(c->humanLegalCards().size() > 1);
    QAccessibleInterface* viewport = QAccessible::queryAccessibleInterface(t->viewport());
    QVERIFY(viewport);
    for (int step = 0; step < int(c->humanLegalCards().size()) + 1; ++step) {
        const Card before = *t->selectedCard();
        QTest::keyClick(t, step % 2 ? Qt::Key_Left : Qt::Key_Right);
        QTest::keyClick(t, Qt::Key_Right);
        settle();
        QVERIFY(t->selectedCard());
        if (step == 0) QVERIFY(*t->selectedCard() != before);
        QAccessibleInterface* focused = viewport->focusChild();
        QVERIFY(focused);
        QCOMPARE(focused->text(QAccessible::Name), cardTitle(*t->selectedCard()));
        int marked = 0;
        const std::vector<Node> nodes = walk(QAccessible::queryAccessibleInterface(table.window.get()));
        for (const Node& n : nodes)
            if (n.role == QAccessible::ListItem && (n.state.focused || n.state.selected)) {
                ++marked;
                QCOMPARE(n.name, cardTitle(*t->selectedCard()));
            }
        QCOMPARE(marked, 1);
    }
}

// A screen reader's press on a hand card plays it, as a click does; on a card that may not be
// played, nothing is played.
void TestGuiAccessibility::pressingACardPlaysIt()
{
    Table table = open(coincheSetup());
    GameController* c = table.c;
    QVERIFY(playUntil(table, [&] { return c->humanToAct() && c->pending().kind == DecisionKind::Card; }));
    const std::vector<Node> nodes = walk(QAccessible::queryAccessibleInterface(table.window.get()));
    const Node* hand = findNode(
        nodes, [](const Node& n) { return n.role == QAccessible::List && n.name == QLatin1String("Your hand"); });
    QVERIFY(hand);
    const CardSet legal = c->humanLegalCards();
    QAccessibleInterface* refused = nullptr;
    QAccessibleInterface* allowed = nullptr;
    Card allowedCard = kNoCard;
    for (const Node& item : itemsOf(*hand))
        for (Card k : c->deal().hand(Seat::South))
            if (cardTitle(k) == item.name) {
                if (legal.contains(k) && !allowed) allowed = item.iface, allowedCard = k;
                if (!legal.contains(k) && !refused) refused = item.iface;
            }
    QVERIFY(allowed);
    QVERIFY(allowed->actionInterface());
    QVERIFY(allowed->actionInterface()->actionNames().contains(QAccessibleActionInterface::pressAction()));
    const int before = c->deal().cardPlay().cardsPlayed();
    if (refused) {
        refused->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        settle();
        QCOMPARE(c->deal().cardPlay().cardsPlayed(), before);
    }
    allowed->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QTRY_VERIFY_WITH_TIMEOUT(c->deal().cardPlay().cardsPlayed() > before, kWait);
    QCOMPARE(c->deal().cardPlay().playedCard(before), allowedCard);
    QVERIFY(!c->deal().hand(Seat::South).contains(allowedCard));
}

QTEST_MAIN(TestGuiAccessibility)
#include "tst_gui_accessibility.moc"
