// The panels over the table (app/ui): the call box offers exactly the engine's legal calls
// and sends only those, by mouse or keyboard alone; the declaration, deal summary and game
// over panels show the engine's numbers and answer Enter. Real engine deals feed them.
//
// With REBELOTE_PANEL_SHOTS=<dir>, shots() saves a picture of each panel over a green
// table at 1280x800 (font 16 px) and 1920x1080 (20 px), for a person to look at.
#include "app/ui/callpanel.h"
#include "app/ui/dealsummarypanel.h"
#include "app/ui/declarationpanel.h"
#include "app/ui/gameoverpanel.h"
#include "app/ui/panelstyle.h"
#include "guitestutil.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QKeySequence>
#include <QLabel>
#include <QLayout>
#include <QPainter>
#include <QRadialGradient>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTextDocumentFragment>
#include <QTextLayout>
#include <QtTest>

#include <algorithm>
#include <optional>

using namespace belote;
using namespace rebelote;
using rebelote::PanelButton;

Q_DECLARE_METATYPE(DealSummary)

namespace {

// "coinche", "classic", "montpellier", with "+sta" for the Sans / Tout Atout option.
Rules rulesNamed(const QString& spec)
{
    const QStringList parts = spec.split(QLatin1Char('+'));
    const QString base = parts.value(0);
    Rules r = Rules::fromPreset(base == QLatin1String("classic")       ? Preset::Classic
                                : base == QLatin1String("montpellier") ? Preset::CoincheMontpellier
                                                                       : Preset::Coinche);
    if (parts.contains(QStringLiteral("sta"))) r.sansToutAtout = true;
    return r;
}

// A deal dealt by West from the deck 0..31 (South speaks first), after `calls` in turn
// ("pass 90S pass 100H", DEAL-FORMAT words). Classic: the retourne is the J♦.
Deal dealAfter(const Rules& rules, const QString& calls)
{
    std::array<Card, 32> deck{};
    for (int i = 0; i < 32; ++i) deck[i] = Card(i);
    int n = 0;
    Deal deal = Deal::fromDeck(rules, Seat::West, deck, DealPattern::patternsFor(rules, &n)[0]);
    const std::optional<Suit> ret = deal.retourne() ? std::optional<Suit>(suitOf(*deal.retourne())) : std::nullopt;
    for (const QString& word : calls.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const std::optional<Call> c = parseCall(word.toStdString(), rules.isClassic(), ret);
        if (!c) qFatal("bad call word %s", qPrintable(word));
        const std::string why = deal.whyIllegalCall(deal.toAct(), *c);
        if (!why.empty()) qFatal("illegal call %s: %s", qPrintable(word), why.c_str());
        deal.makeCall(deal.toAct(), *c);
    }
    return deal;
}

std::optional<Call> callWord(const Deal& deal, const QString& word)
{
    if (word.isEmpty()) return std::nullopt;
    const std::optional<Suit> ret = deal.retourne() ? std::optional<Suit>(suitOf(*deal.retourne())) : std::nullopt;
    return parseCall(word.toStdString(), deal.rules().isClassic(), ret);
}

QString wordOf(const Call& c) { return QString::fromStdString(callName(c, std::nullopt)); }

// The green table the panels float over, as the sketches draw it.
class Felt : public QWidget {
public:
    Felt() { resize(1280, 800); }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter p(this);
        QRadialGradient g(rect().center(), qMax(width(), height()) * 0.7);
        g.setColorAt(0, QColor(0x2f, 0x8a, 0x4e));
        g.setColorAt(1, QColor(0x17, 0x5c, 0x32));
        p.fillRect(rect(), g);
    }
};

// A panel on the table, shown, its window active (so that Alt+letter mnemonics and the
// focus behave as in the game).
template <class Panel>
struct OnTable {
    Felt felt;
    Panel* panel = new Panel(&felt);

    explicit OnTable(int fontPx = 16)
    {
        QFont f = panel->font();
        f.setPixelSize(fontPx);
        panel->setFont(f);
        panel->hide();
        felt.show();
        felt.activateWindow();
        if (!QTest::qWaitForWindowActive(&felt)) qWarning("table window not active");
    }
    // As the table does: centred, at its size hint.
    void place()
    {
        const QSize s = panel->sizeHint();
        panel->setGeometry(QRect(QPoint((felt.width() - s.width()) / 2, (felt.height() - s.height()) / 2), s));
        if (panel->layout()) panel->layout()->activate();
    }
    QWidget* keyTarget() const
    {
        QWidget* w = QApplication::focusWidget();
        return w ? w : panel;
    }
};

// "Right", "Alt+C", "KeypadEnter", "B": one key to `w`, as the keyboard sends it.
void sendKey(QWidget* w, const QString& key)
{
    static const QHash<QString, Qt::Key> named = {
        {QStringLiteral("Left"), Qt::Key_Left},     {QStringLiteral("Right"), Qt::Key_Right},
        {QStringLiteral("Up"), Qt::Key_Up},         {QStringLiteral("Down"), Qt::Key_Down},
        {QStringLiteral("Enter"), Qt::Key_Return},  {QStringLiteral("Space"), Qt::Key_Space},
        {QStringLiteral("Escape"), Qt::Key_Escape}, {QStringLiteral("Home"), Qt::Key_Home},
        {QStringLiteral("End"), Qt::Key_End},       {QStringLiteral("Tab"), Qt::Key_Tab},
    };
    if (key == QLatin1String("KeypadEnter")) QTest::keyClick(w, Qt::Key_Enter, Qt::KeypadModifier);
    else if (named.contains(key)) QTest::keyClick(w, named.value(key));
    else if (key.startsWith(QLatin1String("Alt+"))) {
        // A mnemonic "animates" the click: the button is down at once, clicked 100 ms later.
        // The button it names, if one is there to press: its click is waited for.
        const QKeySequence alt(QStringLiteral("Alt+") + key.back().toUpper());
        QAbstractButton* target = nullptr;
        const QList<QAbstractButton*> buttons = w->window()->findChildren<QAbstractButton*>();
        for (QAbstractButton* b : buttons)
            if (b->isVisible() && b->isEnabled() && QKeySequence::mnemonic(b->text()) == alt) target = b;
        std::optional<QSignalSpy> clicked;
        if (target) clicked.emplace(target, &QAbstractButton::clicked);
        QTest::keyClick(w, key.back().toLower().toLatin1(), Qt::AltModifier);
        if (target) {
            QVERIFY(!clicked->isEmpty() || clicked->wait(10000));
        } else {
            for (QAbstractButton* b : buttons)
                QVERIFY2(!b->isDown(), "a click on its way from a mnemonic with no button");
        }
    } else if (key.size() == 1) QTest::keyClick(w, key[0].toLower().toLatin1());
    else qFatal("unknown key %s", qPrintable(key));
}

// "Right Up B": each key to whatever has the focus then.
template <class T>
void press(OnTable<T>& t, const QString& keys)
{
    for (const QString& key : keys.split(QLatin1Char(' '), Qt::SkipEmptyParts)) sendKey(t.keyTarget(), key);
}

template <class T>
PanelButton* button(OnTable<T>& t, const QString& name)
{
    return t.panel->template findChild<PanelButton*>(name);
}

template <class T>
QString labelText(OnTable<T>& t, const QString& name)
{
    const QLabel* l = t.panel->template findChild<QLabel*>(name);
    return l ? l->text() : QStringLiteral("<no label %1>").arg(name);
}

// Twelve calls, every strain: the auction line has to wrap.
const QString kLongAuction = QStringLiteral("pass 80S 90H 100D 110C 120NT pass 130S 140H pass pass 150D");

DeclarationChoices sampleChoices()
{
    // 7♠ 8♠ 9♠ (tierce to the 9♠) and the four jacks (carré, 200): 220 at hearts.
    CardSet hand;
    for (Card c :
         {makeCard(Suit::Spades, Rank::Seven), makeCard(Suit::Spades, Rank::Eight), makeCard(Suit::Spades, Rank::Nine),
          makeCard(Suit::Spades, Rank::Jack), makeCard(Suit::Hearts, Rank::Jack), makeCard(Suit::Diamonds, Rank::Jack),
          makeCard(Suit::Clubs, Rank::Jack), makeCard(Suit::Diamonds, Rank::Ace)})
        hand.insert(c);
    return declarationChoices(hand, Strain::Hearts);
}

using guitest::cutOff;
using guitest::facts;
using guitest::summaryOf;

}  // namespace

class TestGuiPanels : public QObject {
    Q_OBJECT

private slots:
    // --- CallPanel: what is offered ------------------------------------------------------

    void offers_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QString>("calls");
        QTest::addColumn<QStringList>("enabled");
        QTest::addColumn<QStringList>("disabled");
        QTest::addColumn<QStringList>("hidden");

        const QStringList allValues = {"value80",  "value90",  "value100", "value110", "value120",
                                       "value130", "value140", "value150", "value160", "valueCapot"};
        const QStringList coincheRows = QStringList{"bid", "coinche", "surcoinche", "letGo"} + allValues;
        // clang-format off
        QTest::newRow("classic round 1 offers take and pass")
            << "classic" << "" << QStringList{"takeD", "pass"} << QStringList{}
            << QStringList{"takeS", "takeH", "takeC", "takeNT", "takeAT"} + coincheRows;
        QTest::newRow("classic round 2 offers the three other suits")
            << "classic" << "pass pass pass pass" << QStringList{"takeS", "takeH", "takeC", "pass"} << QStringList{}
            << QStringList{"takeD", "takeNT", "takeAT"} + coincheRows;
        QTest::newRow("sans/tout atout offered with the take when the option is on")
            << "classic+sta" << "" << QStringList{"takeD", "takeNT", "takeAT", "pass"} << QStringList{}
            << QStringList{"takeS", "takeH", "takeC"};
        QTest::newRow("sans/tout atout overcall only after a take")
            << "classic+sta" << "pass take pass pass" << QStringList{"takeNT", "takeAT", "pass"} << QStringList{}
            << QStringList{"takeS", "takeH", "takeD", "takeC"};
        QTest::newRow("coinche: every value open when nobody has bid")
            << "coinche" << "" << allValues + QStringList{"bid", "pass", "strainS", "strainH", "strainD", "strainC"}
            << QStringList{} << QStringList{"coinche", "surcoinche", "letGo", "strainNT", "strainAT", "takeD"};
        QTest::newRow("coinche: bids at or below the current one disabled")
            << "coinche" << "pass 90S pass 100H"
            << QStringList{"value110", "value160", "valueCapot", "bid", "pass", "coinche"}
            << QStringList{"value80", "value90", "value100"} << QStringList{"surcoinche", "letGo"};
        QTest::newRow("coinche: no coinche of one's partner")
            << "coinche" << "pass pass 100H pass" << QStringList{"value110", "bid", "pass"}
            << QStringList{"value100"} << QStringList{"coinche", "surcoinche"};
        QTest::newRow("after a coinche only pass and surcoinche")
            << "coinche" << "100H coinche pass pass" << QStringList{"pass", "surcoinche"}
            << allValues + QStringList{"bid", "strainS", "strainH"} << QStringList{"coinche", "letGo"};
        QTest::newRow("after a coinche the defence may only pass")
            << "coinche" << "pass 100H coinche pass" << QStringList{"pass"}
            << allValues + QStringList{"bid"} << QStringList{"coinche", "surcoinche"};
        QTest::newRow("no bid above a capot")
            << "coinche" << "pass pass pass capotH" << QStringList{"pass", "coinche"}
            << allValues + QStringList{"bid", "strainS"} << QStringList{"surcoinche"};
        QTest::newRow("coinche: no trump and all trump with the option")
            << "coinche+sta" << "" << QStringList{"strainNT", "strainAT", "strainS"} << QStringList{}
            << QStringList{"coinche"};
        // clang-format on
    }

    void offers()
    {
        QFETCH(QString, rules);
        QFETCH(QString, calls);
        QFETCH(QStringList, enabled);
        QFETCH(QStringList, disabled);
        QFETCH(QStringList, hidden);
        const Deal deal = dealAfter(rulesNamed(rules), calls);
        QCOMPARE(deal.toAct(), Seat::South);
        const CallList legal = deal.legalCalls();
        OnTable<CallPanel> t;
        t.panel->showCall(deal, legal);
        t.place();
        for (const QString& name : enabled) {
            const PanelButton* b = button(t, name);
            QVERIFY2(b, qPrintable(name));
            QVERIFY2(b->isVisible() && b->isEnabled(), qPrintable(name + " should be offered"));
        }
        for (const QString& name : disabled) {
            const PanelButton* b = button(t, name);
            QVERIFY2(b, qPrintable(name));
            QVERIFY2(b->isVisible() && !b->isEnabled(), qPrintable(name + " should be shown greyed"));
        }
        for (const QString& name : hidden) {
            const PanelButton* b = button(t, name);
            QVERIFY2(b, qPrintable(name));
            QVERIFY2(!b->isVisible(), qPrintable(name + " should be hidden"));
        }
        QCOMPARE(cutOff(t.panel), QString());

        // Whatever is clicked, only a legal call ever leaves the panel.
        for (PanelButton* b : t.panel->findChildren<PanelButton*>()) {
            t.panel->showCall(deal, legal);
            if (!b->isVisible() || !b->isEnabled()) continue;
            QSignalSpy spy(t.panel, &CallPanel::callChosen);
            QTest::mouseClick(b, Qt::LeftButton);
            QVERIFY(spy.size() <= 1);
            if (spy.size() == 1) {
                const Call c = spy.at(0).at(0).value<Call>();
                QVERIFY2(legal.contains(c), qPrintable(b->objectName() + " sent " + wordOf(c)));
            }
        }
    }

    void titles_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QString>("calls");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("auction");
        // clang-format off
        QTest::newRow("classic round 1 names the retourne")
            << "classic" << "" << QString::fromUtf8("Your call — the retourne is the J") << "nobody has spoken";
        QTest::newRow("classic round 2") << "classic" << "pass pass pass pass" << "Second round: name a trump, or pass"
                                         << "You Pass · East Pass · North Pass · West Pass";
        QTest::newRow("classic overcall after a take")
            << "classic+sta" << "pass take pass pass" << "East took" << "East Take";
        QTest::newRow("coinche: nobody has bid") << "coinche" << "" << QString::fromUtf8("Your bid — nobody has bid yet")
                                                 << "nobody has spoken";
        QTest::newRow("coinche: the bid to beat and its bidder")
            << "coinche" << "pass 90S pass 100H" << QString::fromUtf8("Your bid — West bid 100")
            << QString::fromUtf8("You Pass · East 90 ♠ · North Pass · West 100");
        QTest::newRow("coinche: coinched, by whom")
            << "coinche" << "100H coinche pass pass" << QString::fromUtf8("coinched by East") << "East Coinche";
        // clang-format on
    }

    void titles()
    {
        QFETCH(QString, rules);
        QFETCH(QString, calls);
        QFETCH(QString, title);
        QFETCH(QString, auction);
        const Deal deal = dealAfter(rulesNamed(rules), calls);
        OnTable<CallPanel> t;
        t.panel->setSeatNames(
            {QStringLiteral("You"), QStringLiteral("East"), QStringLiteral("North"), QStringLiteral("West")});
        t.panel->showCall(deal, deal.legalCalls());
        const QString shownTitle = QTextDocumentFragment::fromHtml(labelText(t, "title")).toPlainText();
        const QString shownAuction = QTextDocumentFragment::fromHtml(labelText(t, "auction")).toPlainText();
        QVERIFY2(shownTitle.contains(title), qPrintable(shownTitle));
        QVERIFY2(shownAuction.contains(auction), qPrintable(shownAuction));
    }

    // --- CallPanel: choosing --------------------------------------------------------------

    void enterPasses_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QString>("calls");
        QTest::addColumn<QString>("keys");
        // clang-format off
        QTest::newRow("coinche: Enter passes") << "coinche" << "pass 90S pass 100H" << "Enter";
        QTest::newRow("coinche: keypad Enter passes") << "coinche" << "" << "KeypadEnter";
        QTest::newRow("classic: Enter passes") << "classic" << "" << "Enter";
        QTest::newRow("Enter passes where the outline comes back to") << "coinche" << "" << "Right Right Left Tab Enter";
        QTest::newRow("P passes") << "coinche" << "" << "P";
        QTest::newRow("Alt+P passes") << "coinche" << "" << "Alt+P";
        // clang-format on
    }

    void enterPasses()
    {
        QFETCH(QString, rules);
        QFETCH(QString, calls);
        QFETCH(QString, keys);
        const Deal deal = dealAfter(rulesNamed(rules), calls);
        OnTable<CallPanel> t;
        QSignalSpy spy(t.panel, &CallPanel::callChosen);
        t.panel->showCall(deal, deal.legalCalls());
        QVERIFY(t.panel->isVisible());
        QVERIFY2(t.panel->isAncestorOf(QApplication::focusWidget()), "the panel takes the focus when shown");
        QVERIFY(button(t, "pass")->isMarkedDefault());
        QCOMPARE(QApplication::focusWidget(), button(t, "pass"));  // the box opens on Pass
        press(t, keys);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.at(0).at(0).value<Call>(), Call::pass());
        press(t, "Enter");
        QCOMPARE(spy.size(), 1);  // one answer per question
    }

    void clickBid()
    {
        const Deal deal = dealAfter(rulesNamed("coinche"), "pass 90S pass 100H");
        OnTable<CallPanel> t;
        t.panel->showCall(deal, deal.legalCalls());
        t.place();
        QSignalSpy spy(t.panel, &CallPanel::callChosen);
        QTest::mouseClick(button(t, "value110"), Qt::LeftButton);
        QTest::mouseClick(button(t, "strainS"), Qt::LeftButton);
        QCOMPARE(spy.size(), 0);  // two choices, then a confirmation
        QCOMPARE(button(t, "bid")->text().remove(QLatin1Char('&')), QString::fromUtf8("Bid 110 ♠"));
        QTest::mouseClick(button(t, "bid"), Qt::LeftButton);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.at(0).at(0).value<Call>(), Call::bid(110, Strain::Spades));
    }

    void keyboard_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QString>("calls");
        QTest::addColumn<QString>("keys");
        QTest::addColumn<QString>("expected");  // a call word, empty: nothing sent

        // clang-format off
        QTest::newRow("B bids the preselection: lowest legal value, first suit") << "coinche" << "" << "B" << "80S";
        QTest::newRow("right, up, B: next value, previous suit (wraps)")
            << "coinche" << "pass 90S pass 100H" << "Right Up B" << "120C";
        QTest::newRow("down moves to the next suit") << "coinche" << "" << "Down Down B" << "80D";
        QTest::newRow("left stops at the lowest legal value") << "coinche" << "pass 90S pass 100H" << "Left Left B" << "110S";
        QTest::newRow("End goes to capot") << "coinche" << "" << "End B" << "capotS";
        QTest::newRow("Home comes back to the lowest") << "coinche" << "pass 90S pass pass" << "End Home B" << "100S";
        QTest::newRow("Space presses the focused Bid") << "coinche" << "" << "Right Space" << "90S";
        QTest::newRow("Alt+B bids") << "coinche" << "" << "Alt+B" << "80S";
        QTest::newRow("C coinches when legal") << "coinche" << "pass 90S pass 100H" << "C" << "coinche";
        QTest::newRow("C does nothing when coinche is not legal") << "coinche" << "" << "C" << "";
        QTest::newRow("Alt+C coinches") << "coinche" << "pass 90S pass 100H" << "Alt+C" << "coinche";
        QTest::newRow("Alt+C does nothing when coinche is not legal") << "coinche" << "pass pass 100H pass" << "Alt+C" << "";
        QTest::newRow("S surcoinches after a coinche") << "coinche" << "100H coinche pass pass" << "S" << "surcoinche";
        QTest::newRow("B does nothing after a coinche") << "coinche" << "100H coinche pass pass" << "B" << "";
        QTest::newRow("no bid above a capot: B does nothing") << "coinche" << "pass pass pass capotH" << "B Right Up" << "";
        QTest::newRow("up wraps round to all trump, then no trump") << "coinche+sta" << "" << "Up Up B" << "80NT";
        QTest::newRow("classic: T takes") << "classic" << "" << "T" << "take";
        QTest::newRow("classic round 2: H names hearts") << "classic" << "pass pass pass pass" << "H" << "H";
        QTest::newRow("classic round 2: D is not offered") << "classic" << "pass pass pass pass" << "D" << "";
        QTest::newRow("classic: N is no trump with the option") << "classic+sta" << "" << "N" << "NT";
        QTest::newRow("classic: N does nothing without it") << "classic" << "" << "N" << "";
        QTest::newRow("classic: arrows move the focus from Pass, Space presses")
            << "classic" << "pass pass pass pass" << "Right Right Space" << "H";
        // The outline starts on Pass: Space never takes or bids by accident.
        QTest::newRow("classic: Space on the opened panel passes") << "classic" << "" << "Space" << "pass";
        QTest::newRow("classic round 2: Space on the opened panel passes")
            << "classic" << "pass pass pass pass" << "Space" << "pass";
        QTest::newRow("coinche: Space on the opened panel passes") << "coinche" << "" << "Space" << "pass";
        // What is outlined is what Enter does, as Space (issue 44): never Pass behind a bid shown.
        QTest::newRow("coinche: 100 diamonds composed with the arrows, Enter bids it")
            << "coinche" << "" << "Right Right Down Down Enter" << "100D";
        QTest::newRow("coinche: 100 diamonds composed with the arrows, Space bids it")
            << "coinche" << "" << "Right Right Down Down Space" << "100D";
        QTest::newRow("coinche: End, Enter bids capot") << "coinche" << "" << "End Enter" << "capotS";
        QTest::newRow("coinche: Tab to Coinche, Enter coinches") << "coinche" << "pass 90S pass 100H" << "Tab Enter"
                                                                 << "coinche";
        QTest::newRow("coinche: a bid composed, Tab back to Pass, Enter passes")
            << "coinche" << "pass 90S pass 100H" << "Right Tab Enter" << "pass";
        QTest::newRow("surcoinche: right outlines Surcoinche, Enter surcoinches")
            << "coinche" << "100H coinche pass pass" << "Right Enter" << "surcoinche";
        QTest::newRow("classic: left outlines Take, Enter takes") << "classic" << "" << "Left Enter" << "take";
        QTest::newRow("classic: left, right back to Pass, Enter passes") << "classic" << "" << "Left Right Enter"
                                                                          << "pass";
        QTest::newRow("classic round 2: arrows outline hearts, Enter names them")
            << "classic" << "pass pass pass pass" << "Right Right Enter" << "H";
        QTest::newRow("classic round 2: keypad Enter presses the outlined suit")
            << "classic" << "pass pass pass pass" << "Right Right KeypadEnter" << "H";
        // clang-format on
    }

    void keyboard()
    {
        QFETCH(QString, rules);
        QFETCH(QString, calls);
        QFETCH(QString, keys);
        QFETCH(QString, expected);
        const Deal deal = dealAfter(rulesNamed(rules), calls);
        OnTable<CallPanel> t;
        QSignalSpy spy(t.panel, &CallPanel::callChosen);
        t.panel->showCall(deal, deal.legalCalls());
        t.panel->setFocus();  // as the table does: the panel hands the focus to its button
        QVERIFY(t.panel->isAncestorOf(QApplication::focusWidget()));
        press(t, keys);
        // One button drawn as the one Enter presses: the focused one.
        QList<PanelButton*> marked;
        for (PanelButton* b : t.panel->findChildren<PanelButton*>())
            if (b->isVisible() && b->isMarkedDefault()) marked << b;
        QCOMPARE(marked.size(), 1);
        QCOMPARE(QApplication::focusWidget(), marked.front());
        const std::optional<Call> want = callWord(deal, expected);
        QVERIFY(expected.isEmpty() || want);
        if (!want) {
            QCOMPARE(spy.size(), 0);
            return;
        }
        QCOMPARE(spy.size(), 1);
        QCOMPARE(wordOf(spy.at(0).at(0).value<Call>()), wordOf(*want));
    }

    // The outline moved in one question does not carry over to the next: the box opens on Pass.
    void reopensOnPass()
    {
        const Rules classic = rulesNamed("classic");
        OnTable<CallPanel> t;
        QSignalSpy spy(t.panel, &CallPanel::callChosen);
        const Deal first = dealAfter(classic, "");
        t.panel->showCall(first, first.legalCalls());
        press(t, "Left");
        QCOMPARE(QApplication::focusWidget(), button(t, "takeD"));
        QVERIFY(button(t, "takeD")->isMarkedDefault() && !button(t, "pass")->isMarkedDefault());
        t.panel->hide();
        const Deal second = dealAfter(classic, "pass pass pass pass");
        t.panel->showCall(second, second.legalCalls());
        QCOMPARE(QApplication::focusWidget(), button(t, "pass"));
        QVERIFY(button(t, "pass")->isMarkedDefault());
        press(t, "Enter");
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.at(0).at(0).value<Call>(), Call::pass());
    }

    void outOfTurn_data()
    {
        QTest::addColumn<QString>("keys");
        QTest::addColumn<bool>("coinche");
        QTest::newRow("Enter lets it go") << "Enter" << false;
        QTest::newRow("Escape lets it go") << "Escape" << false;
        QTest::newRow("C coinches") << "C" << true;
        QTest::newRow("Alt+C coinches") << "Alt+C" << true;
        QTest::newRow("Space on the focused let it go") << "Space" << false;
        QTest::newRow("right outlines Coinche, Enter coinches") << "Right Enter" << true;
        QTest::newRow("Escape lets it go wherever the outline is") << "Right Escape" << false;
    }

    void outOfTurn()
    {
        QFETCH(QString, keys);
        QFETCH(bool, coinche);
        const Deal deal = dealAfter(rulesNamed("montpellier"), "pass 100H");
        QCOMPARE(deal.outOfTurnCoincher(), std::optional<Seat>(Seat::South));
        OnTable<CallPanel> t;
        QSignalSpy answered(t.panel, &CallPanel::outOfTurnAnswered);
        QSignalSpy called(t.panel, &CallPanel::callChosen);
        t.panel->showOutOfTurnCoinche(deal);
        const QString title = QTextDocumentFragment::fromHtml(labelText(t, "title")).toPlainText();
        QCOMPARE(title, QString::fromUtf8("East bid 100 ♥ — coinche before North speaks?"));
        QVERIFY(button(t, "letGo")->isMarkedDefault());
        QVERIFY(!button(t, "bid")->isVisible() && !button(t, "pass")->isVisible());
        press(t, keys);
        QCOMPARE(answered.size(), 1);
        QCOMPARE(answered.at(0).at(0).toBool(), coinche);
        QCOMPARE(called.size(), 0);
    }

    // --- DeclarationPanel ---------------------------------------------------------------

    void declarations_data()
    {
        QTest::addColumn<QString>("keys");
        QTest::addColumn<int>("index");
        // Four choices, two a row: the best, the carré / the tierce, nothing.
        QTest::newRow("Enter declares the best") << "Enter" << 0;
        QTest::newRow("right, Enter declares the second") << "Right Enter" << 1;
        QTest::newRow("down goes a row down: the third") << "Down Enter" << 2;
        QTest::newRow("down twice stops on the last row, Space") << "Down Down Space" << 3;
        QTest::newRow("right, down: the fourth") << "Right Down Enter" << 3;
        QTest::newRow("up and left stop at the best") << "Up Left Enter" << 0;
        QTest::newRow("down, up comes back to the best") << "Down Up Enter" << 0;
        QTest::newRow("N declares nothing") << "N" << 3;
        QTest::newRow("End, Enter declares nothing") << "End Enter" << 3;
    }

    void declarations()
    {
        QFETCH(QString, keys);
        QFETCH(int, index);
        const DeclarationChoices choices = sampleChoices();
        QCOMPARE(choices.count, 4);
        OnTable<DeclarationPanel> t;
        QSignalSpy spy(t.panel, &DeclarationPanel::declarationChosen);
        t.panel->showChoices(choices, Strain::Hearts);
        t.place();
        QCOMPARE(cutOff(t.panel), QString());
        const PanelButton* best = button(t, "choice0");
        QVERIFY(best->isMarkedDefault());
        QVERIFY2(best->text().contains(QString::fromUtf8("carré of jacks")), qPrintable(best->text()));
        QCOMPARE(best->trailingText(), QStringLiteral("+220"));
        QCOMPARE(button(t, "choice3")->text().remove(QLatin1Char('&')), QStringLiteral("Declare nothing"));
        press(t, keys);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), index);
    }

    // --- CallPanel: the words of the taking (#44) ---------------------------------------

    // Classic's calls are the taking, not an auction; each key's hint is whole on its line,
    // "M: what takes mean" among them, at any width the table gives the box.
    void takingWords_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QString>("calls");
        QTest::addColumn<int>("fontPx");
        QTest::addColumn<QString>("line");     // how the calls' line begins
        QTest::addColumn<QString>("meaning");  // the M key's hint
        // clang-format off
        QTest::newRow("classic, round 1: the taking, M says what takes mean")
            << "classic" << "" << 16 << "Taking: nobody has spoken yet" << "M: what takes mean";
        QTest::newRow("classic, round 2, 20 px") << "classic" << "pass pass pass pass" << 20 << "Taking: South Pass"
                                                << "M: what takes mean";
        QTest::newRow("classic, an overcall after a take") << "classic+sta" << "pass take pass pass" << 16
                                                          << "Taking: South Pass" << "M: what takes mean";
        QTest::newRow("coinche: the auction, M says what the bids mean") << "coinche" << "pass 90S" << 16
                                                                        << "Auction: South Pass" << "M: what the bids mean";
        // clang-format on
    }

    void takingWords()
    {
        QFETCH(QString, rules);
        QFETCH(QString, calls);
        QFETCH(int, fontPx);
        QFETCH(QString, line);
        QFETCH(QString, meaning);
        OnTable<CallPanel> t(fontPx);
        t.panel->setMeaningSource([](Call) { return QStringLiteral("what it says"); });
        const Deal deal = dealAfter(rulesNamed(rules), calls);
        t.panel->showCall(deal, deal.legalCalls());
        t.place();
        const QString said = QTextDocumentFragment::fromHtml(labelText(t, "auction")).toPlainText();
        QVERIFY2(said.startsWith(line), qPrintable(said));
        auto* hints = t.panel->findChild<QLabel*>(QStringLiteral("keyHints"));
        QVERIFY(hints && hints->isVisible());
        const QString text = QString(hints->text()).replace(QChar(0x00a0), QLatin1Char(' ')).remove(QChar(0x2060));
        QStringList items = text.split(QStringLiteral(" \u00b7 "));
        QVERIFY2(items.contains(meaning), qPrintable(text));
        // Laid out as the label wraps it, at its width and narrower: no hint cut in two.
        for (int width : {hints->width(), hints->width() * 3 / 4, hints->width() / 2}) {
            QTextLayout layout(hints->text(), hints->font());
            QTextOption wrap;
            wrap.setWrapMode(QTextOption::WordWrap);
            layout.setTextOption(wrap);
            layout.beginLayout();
            QStringList lines;
            for (QTextLine l = layout.createLine(); l.isValid(); l = layout.createLine()) {
                l.setLineWidth(width);
                lines << layout.text()
                             .mid(l.textStart(), l.textLength())
                             .replace(QChar(0x00a0), QLatin1Char(' '))
                             .remove(QChar(0x2060));
            }
            layout.endLayout();
            for (const QString& item : items)
                QVERIFY2(
                    std::any_of(lines.begin(), lines.end(), [&](const QString& l) { return l.contains(item); }),
                    qPrintable(QStringLiteral("\"%1\" cut at %2 px: %3").arg(item).arg(width).arg(lines.join(" | "))));
        }
    }

    // --- DealSummaryPanel ---------------------------------------------------------------

    void summary_data()
    {
        QTest::addColumn<DealSummary>("summary");
        QTest::addColumn<QStringList>("cells");  // objectName=text
        QTest::addColumn<QString>("outcome");    // a part of the outcome line
        QTest::addColumn<QStringList>("hiddenRows");

        const Rules coinche = rulesNamed("coinche"), classic = rulesNamed("classic");
        const Rules montpellier = rulesNamed("montpellier");
        // North 110 ♥ with belote: T 102 + 10 + 20 = 132 ≥ 110, D 50. 132 + 110 = 242, rounded 240.
        QTest::newRow("ffb made: the total and the bid, rounded")
            << summaryOf(coinche, facts(Seat::North, Strain::Hearts, 110, 1, {6, 2}, {102, 50}, Team::NS, {20, 0}),
                         {500, 300})
            << QStringList{"cardPointsNS=102",
                           "cardPointsEW=50",
                           "lastTrickNS=10",
                           "lastTrickEW=0",
                           "beloteNS=20",
                           "totalNS=132",
                           "totalEW=50",
                           "formulaNS=N\u2013S: 132 points + 110 bid = 242, rounded to 240",
                           "formulaEW=E\u2013W: 50 points",
                           "scoreNS=240",
                           "scoreEW=50",
                           "gameNS=740",
                           "gameEW=350"}
            << QString::fromUtf8("Made: 132 ≥ 110 and more than East–West’s 50") << QStringList{"heldNS"};
        // Coinched and down: East–West score (160 + 110) × 2 = 540.
        QTest::newRow("ffb coinched down: the defence scores 160 + the bid, doubled")
            << summaryOf(coinche, facts(Seat::North, Strain::Hearts, 110, 2, {3, 5}, {70, 82}, Team::EW), {0, 0})
            << QStringList{"totalNS=70", "totalEW=92", "formulaEW=E\u2013W: (160 + 110 bid) \u00d7 2 = 540",
                           "scoreNS=0", "scoreEW=540"}
            << QStringLiteral("Down: 70 < 110.") << QStringList{"heldNS", "formulaNS"};
        // Coinched and made: (160 + 50 + 20 + 110) × 2 = 680, the defence nothing.
        QTest::newRow("ffb coinched made: (160 + declarations + belote + bid) × 2")
            << summaryOf(coinche,
                         facts(Seat::North, Strain::Hearts, 110, 2, {6, 2}, {110, 42}, Team::NS, {20, 0}, {50, 0}),
                         {0, 0})
            << QStringList{"totalNS=190", "declarationsNS=50",
                           "formulaNS=N\u2013S: (160 + 50 declarations + 20 belote + 110 bid) \u00d7 2 = 680",
                           "scoreNS=680", "scoreEW=0"}
            << QString::fromUtf8("Made: 190 ≥ 110") << QStringList{"heldNS", "formulaEW"};
        // South 90 ♠ surcoinched: 50 + 20 = 70 < 90; (160 + 90) × 4 = 1000, South's belote stays.
        QTest::newRow("ffb surcoinched down: (160 + bid) × 4, the takers keep their belote")
            << summaryOf(coinche, facts(Seat::South, Strain::Spades, 90, 4, {3, 5}, {50, 92}, Team::EW, {20, 0}),
                         {0, 0})
            << QStringList{"formulaNS=N\u2013S: 20 belote", "formulaEW=E\u2013W: (160 + 90 bid) \u00d7 4 = 1000",
                           "scoreNS=20", "scoreEW=1000"}
            << QStringLiteral("Down: 70 < 90.") << QStringList{"heldNS"};
        // Capot not bid: 152 + 100 = 252 + 110 + East–West's 20 = 382, rounded 380.
        QTest::newRow("ffb capot: the tricks' 252, the bid, every declaration")
            << summaryOf(coinche,
                         facts(Seat::North, Strain::Hearts, 110, 1, {8, 0}, {152, 0}, Team::NS, {0, 0}, {0, 20}),
                         {0, 0})
            << QStringList{"lastTrickNS=100",
                           "formulaNS=N\u2013S: 252 in tricks + 110 bid + 20 declarations = 382, rounded to 380",
                           "scoreNS=380", "scoreEW=0"}
            << QStringLiteral("Capot!") << QStringList{"formulaEW"};
        // T = D = 81 ≥ 80: East–West mark 81, rounded 80; 80 held.
        QTest::newRow("ffb litige: the defence its total, the takers' held")
            << summaryOf(coinche, facts(Seat::North, Strain::Hearts, 80, 1, {4, 4}, {71, 81}, Team::NS), {0, 0})
            << QStringList{"formulaEW=E\u2013W: 81 points, rounded to 80", "scoreEW=80"}
            << QStringLiteral("80 points held for the next deal") << QStringList{"formulaNS"};
        // Montpellier: 88 + 10 = 98, rounded 100, + 100 + 20 = 220; East–West 54, rounded 50.
        QTest::newRow("montpellier made: the points rounded, the bid, the belote")
            << summaryOf(montpellier, facts(Seat::South, Strain::Hearts, 100, 1, {5, 3}, {88, 54}, Team::NS, {20, 0}),
                         {0, 0})
            << QStringList{"totalNS=118",
                           "totalEW=54",
                           "formulaNS=N\u2013S: 100 (98 in tricks, rounded) + 100 bid + 20 belote = 220",
                           "formulaEW=E\u2013W: 50 (54 in tricks, rounded)",
                           "scoreNS=220",
                           "scoreEW=50"}
            << QString::fromUtf8("Made: 118 ≥ 100.") << QStringList{"heldNS"};
        // Montpellier coinched: 160 + 2 × 100 + 20 = 380.
        QTest::newRow("montpellier coinched made: 160 + 2 × the bid + belote")
            << summaryOf(montpellier, facts(Seat::South, Strain::Hearts, 100, 2, {5, 3}, {88, 54}, Team::NS, {20, 0}),
                         {0, 0})
            << QStringList{"formulaNS=N\u2013S: 160 + 2 \u00d7 100 bid + 20 belote = 380", "scoreNS=380", "scoreEW=0"}
            << QString::fromUtf8("Made: 118 ≥ 100.") << QStringList{"heldNS", "formulaEW"};
        // Classic, East takes: 71 + 10 against 81, a litige: the defence marks 81, 81 held.
        QTest::newRow("classic litige: the takers' points are held")
            << summaryOf(classic, facts(Seat::East, Strain::Hearts, 0, 1, {4, 4}, {81, 71}, Team::EW), {0, 0})
            << QStringList{"totalNS=81", "totalEW=81", "formulaNS=N\u2013S: 81 points", "scoreNS=81", "scoreEW=0"}
            << QStringLiteral("81 points held for the next deal") << QStringList{"formulaEW"};
        // Classic down: 60 + 20 = 80 against 82 + 10 + 20 = 112: 162 + 20 + 20 to East–West.
        QTest::newRow("classic down: 162 + every declaration + belote to the defence")
            << summaryOf(classic,
                         facts(Seat::South, Strain::Hearts, 0, 1, {3, 5}, {60, 82}, Team::EW, {0, 20}, {20, 0}), {0, 0})
            << QStringList{"formulaEW=E\u2013W: 162 + 20 declarations + 20 belote = 202", "scoreEW=202"}
            << QStringLiteral("Down: 80 against 112.") << QStringList{"formulaNS"};
        // The 81 held go to this deal's winner (North–South, made).
        QTest::newRow("classic made: held points added to the next deal's winner")
            << summaryOf(classic, facts(Seat::South, Strain::Spades, 0, 1, {5, 3}, {90, 62}, Team::NS), {81, 0}, 81)
            << QStringList{"formulaNS=N\u2013S: 100 points",
                           "scoreNS=100",
                           "scoreEW=62",
                           "heldNS=81",
                           "heldEW=0",
                           "gameNS=262",
                           "gameEW=62"}
            << QStringLiteral("Made: 100 against 62") << QStringList{};
        QTest::newRow("classic capot: the last trick counts 100")
            << summaryOf(classic, facts(Seat::South, Strain::Spades, 0, 1, {8, 0}, {152, 0}, Team::NS), {0, 0})
            << QStringList{"lastTrickNS=100", "lastTrickLabel=Last trick (capot)", "formulaNS=N\u2013S: 252 capot",
                           "scoreNS=252", "scoreEW=0"}
            << QStringLiteral("Capot!") << QStringList{};
        DealSummary passed;
        passed.rules = coinche;
        passed.result = passedDealResult();
        passed.gameScores = {740, 350};
        passed.dealNumber = 8;
        passed.dealer = Seat::North;
        passed.seatNames = {QStringLiteral("You"), QStringLiteral("East"), QStringLiteral("North"),
                            QStringLiteral("West")};
        QTest::newRow("passed: nobody scores, the next dealer deals")
            << passed << QStringList{"gameNS=740", "gameEW=350"}
            << QStringLiteral("Everyone passed. Next deal: West deals.")
            << QStringList{"cardPointsNS", "totalNS", "scoreNS", "formulaNS", "heldNS"};
        passed.dealer = Seat::West;
        QTest::newRow("passed: South deals next")
            << passed << QStringList{} << QStringLiteral("Next deal: you deal.") << QStringList{};
    }

    void summary()
    {
        QFETCH(DealSummary, summary);
        QFETCH(QStringList, cells);
        QFETCH(QString, outcome);
        QFETCH(QStringList, hiddenRows);
        OnTable<DealSummaryPanel> t;
        QSignalSpy spy(t.panel, &DealSummaryPanel::continued);
        t.panel->showSummary(summary);
        t.place();
        QCOMPARE(cutOff(t.panel), QString());
        for (const QString& cell : cells) {
            const QString name = cell.section(QLatin1Char('='), 0, 0), text = cell.section(QLatin1Char('='), 1);
            QCOMPARE(labelText(t, name), text);
        }
        // The numbers are the engine's.
        if (summary.contract) {
            for (int team = 0; team < 2; ++team) {
                const QString k = team == 0 ? QStringLiteral("NS") : QStringLiteral("EW");
                QCOMPARE(labelText(t, "cardPoints" + k), QString::number(summary.result.cardPoints[team]));
                QCOMPARE(labelText(t, "total" + k), QString::number(summary.result.totals[team]));
                QCOMPARE(labelText(t, "score" + k), QString::number(summary.result.score[team]));
                // Its line comes to the marks: the number after the last "=" or "rounded to",
                // else its only term's; no line for a side that marks nothing.
                if (!t.panel->findChild<QLabel*>("formula" + k)->isVisible()) {
                    QCOMPARE(summary.result.score[team], 0);
                    continue;
                }
                const QString line = labelText(t, "formula" + k);
                static const QRegularExpression comesTo(
                    QStringLiteral("(?:= |: |rounded to )(\\d+)(?!.*(?:= |rounded to ))"));
                const QRegularExpressionMatch match = comesTo.match(line);
                QVERIFY2(match.hasMatch(), qPrintable(line));
                QCOMPARE(match.captured(1), QString::number(summary.result.score[team]));
            }
        }
        const QString line = QTextDocumentFragment::fromHtml(labelText(t, "outcome")).toPlainText();
        QVERIFY2(line.contains(outcome), qPrintable(line));
        for (const QString& name : hiddenRows) {
            const QWidget* w = t.panel->findChild<QWidget*>(name);
            QVERIFY2(w && !w->isVisible(), qPrintable(name + " should be hidden"));
        }
        press(t, "Enter");
        QCOMPARE(spy.size(), 1);
        press(t, "Enter");
        QCOMPARE(spy.size(), 1);
    }

    // --- GameOverPanel ------------------------------------------------------------------

    void gameOver_data()
    {
        QTest::addColumn<int>("winner");
        QTest::addColumn<QString>("keys");
        QTest::addColumn<QString>("signal");
        QTest::addColumn<QString>("result");
        // clang-format off
        QTest::newRow("Enter starts a new game") << 0 << "Enter" << "new" << "You and North win 1012 to 846";
        QTest::newRow("Escape closes") << 1 << "Escape" << "closed" << "East and West win 1012 to 846";
        QTest::newRow("right, Space closes") << 1 << "Right Space" << "closed" << "East and West win";
        // clang-format on
    }

    void gameOver()
    {
        QFETCH(int, winner);
        QFETCH(QString, keys);
        QFETCH(QString, signal);
        QFETCH(QString, result);
        OnTable<GameOverPanel> t;
        QSignalSpy newGame(t.panel, &GameOverPanel::newGameRequested);
        QSignalSpy closed(t.panel, &GameOverPanel::closed);
        const std::array<int, 2> scores = winner == 0 ? std::array<int, 2>{1012, 846} : std::array<int, 2>{846, 1012};
        t.panel->showGameOver(
            Team(winner), scores,
            {QStringLiteral("You"), QStringLiteral("East"), QStringLiteral("North"), QStringLiteral("West")}, 14);
        t.place();
        QCOMPARE(cutOff(t.panel), QString());
        QVERIFY2(labelText(t, "result").contains(result), qPrintable(labelText(t, "result")));
        QCOMPARE(labelText(t, "deals"), QStringLiteral("after 14 deals"));
        press(t, keys);
        QCOMPARE(newGame.size(), signal == QLatin1String("new") ? 1 : 0);
        QCOMPARE(closed.size(), signal == QLatin1String("closed") ? 1 : 0);
    }

    // --- Size: the panels fit the table and scale with their font -----------------------

    void sizes_data()
    {
        QTest::addColumn<int>("fontPx");
        QTest::addColumn<QSize>("view");
        QTest::newRow("1280x800, 15 px") << 15 << QSize(1280, 770);
        QTest::newRow("1920x1080, 20 px") << 20 << QSize(1920, 1050);
    }

    void sizes()
    {
        QFETCH(int, fontPx);
        QFETCH(QSize, view);
        auto check = [&](QWidget* panel, const QString& what) {
            const QSize s = panel->sizeHint();
            QVERIFY2(s.width() <= view.width() * 0.75 && s.height() <= view.height() * 0.8,
                     qPrintable(QStringLiteral("%1: %2x%3").arg(what).arg(s.width()).arg(s.height())));
            panel->setGeometry(QRect(QPoint(0, 0), s));
            panel->layout()->activate();
            QCOMPARE(cutOff(panel), QString());
        };
        QSize at16;
        for (int px : {16, fontPx}) {
            OnTable<CallPanel> t(px);
            const Deal deal = dealAfter(rulesNamed("coinche+sta"), kLongAuction);
            t.panel->showCall(deal, deal.legalCalls());
            check(t.panel, QStringLiteral("call panel"));
            if (px == 16) at16 = t.panel->sizeHint();
            else QVERIFY2(fontPx <= 16 || t.panel->sizeHint().width() > at16.width(), "the panel grows with its font");
        }
        {
            OnTable<DeclarationPanel> t(fontPx);
            t.panel->showChoices(sampleChoices(), Strain::Hearts);
            check(t.panel, QStringLiteral("declarations"));
        }
        {
            OnTable<DealSummaryPanel> t(fontPx);
            t.panel->showSummary(
                summaryOf(rulesNamed("coinche"),
                          facts(Seat::North, Strain::Hearts, 110, 2, {3, 5}, {70, 82}, Team::EW, {0, 20}, {0, 50}),
                          {1500, 1480}));
            check(t.panel, QStringLiteral("summary"));
        }
        {
            OnTable<GameOverPanel> t(fontPx);
            t.panel->showGameOver(Team::EW, {1846, 2012}, {"You", "East", "North", "West"}, 23);
            check(t.panel, QStringLiteral("game over"));
        }
    }

    // --- Pictures for a person to look at -----------------------------------------------

    void shots()
    {
        const QString dir = qEnvironmentVariable("REBELOTE_PANEL_SHOTS");
        if (dir.isEmpty()) QSKIP("set REBELOTE_PANEL_SHOTS=<dir> to save pictures of the panels");
        QDir().mkpath(dir);
        const std::array<QString, 4> names = {QStringLiteral("You"), QStringLiteral("East"), QStringLiteral("North"),
                                              QStringLiteral("West")};
        struct Screen {
            int px;
            QSize size;
        };
        for (const Screen& screen : {Screen{16, QSize(1280, 800)}, Screen{20, QSize(1920, 1080)}}) {
            const int px = screen.px;
            const QSize size = screen.size;
            auto save = [&](auto& t, const QString& name) {
                t.felt.resize(size);
                t.place();
                QVERIFY(t.felt.grab().save(QStringLiteral("%1/%2-%3.png").arg(dir, name).arg(px)));
            };
            auto callShot = [&](const QString& rules, const QString& calls, const QString& name,
                                const QString& keys = {}) {
                OnTable<CallPanel> t(px);
                t.panel->setSeatNames(names);
                const Deal deal = dealAfter(rulesNamed(rules), calls);
                t.panel->showCall(deal, deal.legalCalls());
                press(t, keys);
                save(t, name);
            };
            callShot("coinche", "pass 90S pass 100H", "call-coinche", "Right");
            callShot("coinche", "", "call-coinche-first");
            callShot("coinche+sta", "100H coinche pass pass", "call-after-coinche");
            callShot("coinche", "pass pass pass capotD", "call-after-capot");
            callShot("coinche+sta", kLongAuction, "call-long-auction", "Down Down");
            callShot("classic", "", "call-classic-1");
            callShot("classic", "pass pass pass pass", "call-classic-2");
            callShot("classic+sta", "pass take pass pass", "call-classic-overcall");
            {
                OnTable<CallPanel> t(px);
                t.panel->setSeatNames(names);
                t.panel->showOutOfTurnCoinche(dealAfter(rulesNamed("montpellier"), "pass 100H"));
                save(t, "call-out-of-turn");
            }
            {
                OnTable<DeclarationPanel> t(px);
                t.panel->showChoices(sampleChoices(), Strain::Hearts);
                press(t, "Down");
                save(t, "declarations");
            }
            auto summaryShot = [&](const DealSummary& s, const QString& name) {
                OnTable<DealSummaryPanel> t(px);
                t.panel->showSummary(s);
                save(t, name);
            };
            const Rules coinche = rulesNamed("coinche"), classic = rulesNamed("classic");
            summaryShot(
                summaryOf(coinche,
                          facts(Seat::North, Strain::Hearts, 110, 1, {6, 2}, {102, 50}, Team::NS, {20, 0}, {0, 0}),
                          {812, 640}),
                "summary-made");
            summaryShot(
                summaryOf(coinche,
                          facts(Seat::North, Strain::Hearts, 110, 2, {3, 5}, {70, 82}, Team::EW, {0, 20}, {0, 50}),
                          {812, 640}),
                "summary-down");
            summaryShot(
                summaryOf(classic, facts(Seat::East, Strain::Hearts, 0, 1, {4, 4}, {81, 71}, Team::EW), {412, 380}),
                "summary-litige");
            summaryShot(summaryOf(classic, facts(Seat::South, Strain::Spades, 0, 1, {5, 3}, {90, 62}, Team::NS),
                                  {493, 380}, 81),
                        "summary-held");
            DealSummary passed;
            passed.rules = coinche;
            passed.result = passedDealResult();
            passed.gameScores = {812, 640};
            passed.dealNumber = 8;
            passed.dealer = Seat::North;
            passed.seatNames = names;
            summaryShot(passed, "summary-passed");
            {
                OnTable<GameOverPanel> t(px);
                t.panel->showGameOver(Team::NS, {1012, 846}, names, 14);
                save(t, "gameover");
            }
        }
    }
};

QTEST_MAIN(TestGuiPanels)
#include "tst_gui_panels.moc"
