// Why? at the controller (issue 33): every computer player's move of the deal on the table
// comes with the explanation the player kept as it decided (explaineddecision.h), found by
// the move's index; a move taken back loses it; the hint has its own. The words the panel
// shows (whytext.h) are read from them.
#include "app/controller/cardtext.h"
#include "app/controller/gamecontroller.h"
#include "app/controller/gametext.h"
#include "app/controller/whytext.h"
#include "practiceplay.h"

#include <QSignalSpy>
#include <QtTest>

using namespace belote;
using namespace rebelote;
using namespace practiceplay;

namespace {

GameSetup easyBots(Preset preset, quint64 seed, bool practice)
{
    GameSetup s = practiceSetup(preset, seed, practice);
    s.level = QStringLiteral("easy");  // a Monte Carlo level: it keeps its explanations
    return s;
}

// What every explanation must hold: the move made is its choice, the choice is among its
// values, and the beliefs cover only cards the seat had not seen, each summing to 1.
void checkExplained(const ExplainedDecision& e, Seat seat)
{
    QCOMPARE(e.decision.seat, seat);
    const Explanation::Value* v = e.why.choice();
    QVERIFY(v);
    QVERIFY(!e.why.values.empty());
    if (e.why.worlds == 0) return;
    QVERIFY(v->valued);
    const CardSet seen = ~Explanation::unseen(e.before, seat);
    QVERIFY((e.why.hidden & seen).empty());
    for (Card c : e.why.hidden) {
        double sum = 0;
        for (double p : e.why.beliefs[c]) sum += p;
        QVERIFY2(std::abs(sum - 1) < 1e-9, qPrintable(cardShort(c)));
    }
    const std::vector<whytext::ChoiceLine> lines = whytext::choices(e);
    QCOMPARE(std::count_if(lines.begin(), lines.end(), [](const whytext::ChoiceLine& l) { return l.chosen; }), 1);
}

}  // namespace

class TestControllerWhy : public QObject {
    Q_OBJECT

private slots:
    void everyBotMoveIsExplained_data();
    void everyBotMoveIsExplained();
    void aMoveTakenBackLosesItsWhy();
    void theHintIsExplained();
    void cardMeaningWords_data();
    void cardMeaningWords();
    void agreementWords();
    void theSystemsCardIsMarked();
    void aSeatNotReadIsSaid_data();
    void aSeatNotReadIsSaid();
};

void TestControllerWhy::everyBotMoveIsExplained_data()
{
    QTest::addColumn<int>("preset");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("classic") << int(Preset::Classic) << quint64(4);
    QTest::newRow("coinche") << int(Preset::Coinche) << quint64(6);
}

void TestControllerWhy::everyBotMoveIsExplained()
{
    QFETCH(int, preset);
    QFETCH(quint64, seed);
    GameController c;
    c.setPace(0);
    c.setParEnabled(false);
    c.newGame(easyBots(Preset(preset), seed, false));
    QVERIFY(playDealToEnd(c, 0));
    const Deal& deal = c.deal();
    const std::array<QString, 4> names = c.names();
    for (int i = 0; i < deal.callCount(); ++i) {
        const SeatCall sc = deal.callAt(i);
        const ExplainedDecision* e = c.explainedCall(i);
        if (sc.seat == Seat::South) {
            QVERIFY(!e);
            continue;
        }
        QVERIFY2(e, qPrintable(QStringLiteral("call %1").arg(i)));
        checkExplained(*e, sc.seat);
        QCOMPARE(e->why.choice()->call, sc.call);
        QCOMPARE(e->index, i);
        QVERIFY(whytext::title(*e, names).contains(names[int(sc.seat)]));
        if (e->decision.kind == DecisionKind::Call && sc.call.kind == Call::Kind::Bid)
            QVERIFY(!whytext::meaning(*e).isEmpty() || !Rules::fromPreset(Preset(preset)).isCoinche());
    }
    if (deal.passed()) return;
    const CardPlay& play = deal.cardPlay();
    int explained = 0;
    for (int i = 0; i < play.cardsPlayed(); ++i) {
        const ExplainedDecision* e = c.explainedCard(i);
        if (play.playedBy(i) == Seat::South) {
            QVERIFY(!e);
            continue;
        }
        QVERIFY2(e, qPrintable(QStringLiteral("card %1").arg(i)));
        checkExplained(*e, play.playedBy(i));
        QCOMPARE(e->why.choice()->card, play.playedCard(i));
        QVERIFY(whytext::title(*e, names).contains(cardWords(play.playedCard(i))));
        ++explained;
    }
    QCOMPARE(explained, 24);
    QVERIFY(c.lastExplained());
}

// Take back South's second card: the bots' cards after it lose their explanations, those
// before keep theirs.
void TestControllerWhy::aMoveTakenBackLosesItsWhy()
{
    GameController c;
    c.setPace(0);
    c.setParEnabled(false);
    for (quint64 seed = 1;; ++seed) {
        QVERIFY2(seed < 20, "no deal played to South's second card");
        c.newGame(easyBots(Preset::Coinche, seed, true));
        while (untilPersonOrEnd(c) &&
               (c.stage() == GameController::Stage::Calls || c.stage() == GameController::Stage::Play) &&
               personCards(c.dealMoves()) < 2)
            QVERIFY(personMoves(c, c.pending().kind == DecisionKind::Call && personCalls(c.dealMoves()) == 0 ? 1 : 0));
        if (personCards(c.dealMoves()) == 2 && c.stage() == GameController::Stage::Play) break;
    }
    QVERIFY(untilPersonOrEnd(c));
    const CardPlay& play = c.deal().cardPlay();
    int southSecond = -1, seenSouth = 0;
    for (int i = 0; i < play.cardsPlayed(); ++i)
        if (play.playedBy(i) == Seat::South && ++seenSouth == 2) southSecond = i;
    QVERIFY(southSecond > 0);
    const int played = play.cardsPlayed();
    QVERIFY(played > southSecond + 1);  // the bots played after it
    QVERIFY(c.explainedCard(southSecond + 1));
    QVERIFY(c.takeBack());
    QCOMPARE(c.deal().cardPlay().cardsPlayed(), southSecond);
    for (int i = 0; i < southSecond; ++i)
        QCOMPARE(c.explainedCard(i) != nullptr, c.deal().cardPlay().playedBy(i) != Seat::South);
    for (int i = southSecond; i < played; ++i) QVERIFY(!c.explainedCard(i));
}

void TestControllerWhy::theHintIsExplained()
{
    GameController c;
    c.setPace(0);
    c.setParEnabled(false);
    c.newGame(easyBots(Preset::Coinche, 9, false));
    QVERIFY(untilPersonOrEnd(c));
    QVERIFY(c.humanToAct());
    QVERIFY(!c.explainedHint());
    QSignalSpy hint(&c, &GameController::hintReady);
    c.requestHint();
    QVERIFY(hint.wait(kWait));
    const ExplainedDecision* e = c.explainedHint();
    QVERIFY(e);
    QVERIFY(e->hint);
    checkExplained(*e, Seat::South);
    const auto call = hint.last().at(2).value<std::optional<Call>>();
    if (call) QCOMPARE(e->why.choice()->call, *call);
    QVERIFY(whytext::title(*e, c.names()).startsWith(QStringLiteral("Why the hint: ")));
    QVERIFY(personMoves(c, 0));
    QVERIFY(!c.explainedHint());  // the hint was for the decision made
}

// What a card says, in the words the Why? panel, the last trick and the hint show: one row
// for each kind of meaning of the card-play system (ai/cardplay.h), named after it, and the
// agreement said where the discard reads by it.
void TestControllerWhy::cardMeaningWords_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("card");
    QTest::addColumn<int>("suit");
    QTest::addColumn<int>("agreement");
    QTest::addColumn<QString>("text");
    const int direct = int(Signals::Direct), indirect = int(Signals::Indirect);
    const int spades = int(Suit::Spades), hearts = int(Suit::Hearts), clubs = int(Suit::Clubs);
    // clang-format off
    QTest::newRow("nothing said") << int(CardCallKind::None) << "7C" << clubs << direct << "";
    QTest::newRow("direct call: a small card asks for its suit")
        << int(CardCallKind::AskSuit) << "7C" << clubs << direct << "7 of clubs: a call for clubs \u2014 direct calls";
    QTest::newRow("indirect call: a small card of another suit asks")
        << int(CardCallKind::AskSuit) << "8S" << clubs << indirect
        << "8 of spades: a call for clubs (it refuses spades) \u2014 indirect calls";
    QTest::newRow("indirect refusal")
        << int(CardCallKind::RefuseSuit) << "7S" << spades << indirect
        << "7 of spades: nothing wanted in spades \u2014 indirect calls";
    QTest::newRow("ace given: its ten behind")
        << int(CardCallKind::AceTenBehind) << "AH" << hearts << direct
        << "Ace of hearts: the 10 of hearts is behind it";
    QTest::newRow("ten given: no ace")
        << int(CardCallKind::TenNoAce) << "TH" << hearts << direct << "10 of hearts: given without the ace of hearts";
    QTest::newRow("belote order: a trump left")
        << int(CardCallKind::BeloteMore) << "QH" << hearts << direct
        << "Queen of hearts: belote played in the order that says another trump is left";
    QTest::newRow("belote order: no trump left")
        << int(CardCallKind::BeloteLast) << "KH" << hearts << direct
        << "King of hearts: belote played in the order that says no other trump is left";
    QTest::newRow("defence's first lead asks it back")
        << int(CardCallKind::LeadAskReturn) << "AC" << clubs << direct << "Ace of clubs: a first lead: asks for clubs back";
    QTest::newRow("return of partner's lead")
        << int(CardCallKind::ReturnLead) << "9C" << clubs << indirect << "9 of clubs: returns partner's lead in clubs";
    QTest::newRow("trump return")
        << int(CardCallKind::TrumpReturn) << "JH" << hearts << direct << "Jack of hearts: the trump return, as agreed";
    // clang-format on
}

void TestControllerWhy::cardMeaningWords()
{
    QFETCH(int, kind);
    QFETCH(QString, card);
    QFETCH(int, suit);
    QFETCH(int, agreement);
    QFETCH(QString, text);
    CardMeaning m;
    m.kind = CardCallKind(kind);
    m.card = *parseCard(card.toStdString());
    m.suit = Suit(suit);
    QCOMPARE(cardMeaningText(m, Signals(agreement)), text);
    // The hint's and the panel's words are the same, without the card.
    if (!text.isEmpty()) QVERIFY(text.endsWith(cardSayingText(m, Signals(agreement))));
    else QVERIFY(cardSayingText(m, Signals(agreement)).isEmpty());
}

// The agreement as the status bar and the settings say it, each of the file's words offered.
void TestControllerWhy::agreementWords()
{
    QCOMPARE(signalsText(Signals::Direct), QStringLiteral("direct calls"));
    QCOMPARE(signalsText(Signals::Indirect), QStringLiteral("indirect calls"));
    QCOMPARE(signalsText(Signals::None), QStringLiteral("no calls"));
    QCOMPARE(signalsChoices(), (QStringList{"direct", "indirect", "none"}));
    for (const QString& word : signalsChoices()) {
        Signals s = Signals::Direct;
        QVERIFY(signalsFromName(word.toStdString(), &s));
        QCOMPARE(QString::fromLatin1(signalsName(s)), word);
        QVERIFY(!signalsChoiceText(s).isEmpty());
    }
}

// A card's values mark the card-play system's cards when the system chose among them (some
// card outside it), and none when every card is the system's.
void TestControllerWhy::theSystemsCardIsMarked()
{
    ExplainedDecision e;
    e.why.reset(Explanation::Kind::Card, Seat::East);
    e.why.worlds = 20;
    for (const char* c : {"7C", "KD", "AS"}) {
        Explanation::Value v;
        v.card = *parseCard(c);
        v.valued = true;
        v.worlds = 20;
        e.why.values.push_back(v);
    }
    e.why.chosen = 0;
    auto marked = [&] {
        QStringList out;
        for (const whytext::ChoiceLine& l : whytext::choices(e))
            if (l.note.contains(QStringLiteral("by the card-play system"))) out << l.choice;
        return out;
    };
    QCOMPARE(marked(), QStringList());  // the system had nothing to say: every card is its
    e.why.values[1].system = false;
    e.why.values[2].system = false;
    QCOMPARE(marked(), QStringList{cardShort(*parseCard("7C"))});
    for (const whytext::ChoiceLine& l : whytext::choices(e))
        QVERIFY2(!l.note.contains(QStringLiteral("outside")), qPrintable(l.note));
}

// A card's Why? says which seats' cards the player no longer reads by the card-play system
// (they broke too many of their promises, ai/cardtrust.h), with the count; nothing when it
// reads every seat, and nothing for a call.
void TestControllerWhy::aSeatNotReadIsSaid_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("read");
    QTest::addColumn<int>("broken");
    QTest::addColumn<QString>("said");
    const int card = int(Explanation::Kind::Card), call = int(Explanation::Kind::Call);
    QTest::newRow("every seat read") << card << 0 << 0 << QString();
    QTest::newRow("West broke 9 of 24")
        << card << 24 << 9
        << "It no longer reads West's cards by the card-play system: 9 of the 24 promises they made were broken.";
    QTest::newRow("a call says nothing of it") << call << 24 << 9 << QString();
}

void TestControllerWhy::aSeatNotReadIsSaid()
{
    QFETCH(int, kind);
    QFETCH(int, read);
    QFETCH(int, broken);
    QFETCH(QString, said);
    ExplainedDecision e;
    e.why.reset(Explanation::Kind(kind), Seat::North);
    e.why.notRead[int(Seat::West)] = {read, broken};
    const std::array<QString, 4> names{QStringLiteral("South"), QStringLiteral("East"), QStringLiteral("North"),
                                       QStringLiteral("West")};
    QCOMPARE(whytext::reading(e, names), said);
}

QTEST_GUILESS_MAIN(TestControllerWhy)
#include "tst_controller_why.moc"
