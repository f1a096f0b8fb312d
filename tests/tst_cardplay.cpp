// The card-play system (ai/cardplay.h, docs/cardplay.md): one row a convention, four hands,
// the calls and the cards played before, the cards the system allows the seat to play now
// and the one it names, and the meaning the reading draws from the row's card (its kind,
// suit and promises), under direct, indirect or no calls. The heuristic level follows the
// system on the same rows; a meaning read back after the card is played is the one foreseen;
// keeps() takes the hand that held the promise and refuses a hand that breaks it.
#include "ai/cardplay.h"
#include "ai/heuristicplayer.h"
#include "engine/random.h"
#include "testutil.h"

#include <QtTest>

using namespace belote;
using namespace testutil;

namespace {

// The row's deal: the four hands (S E N W), `dealer`, the calls, then the cards played.
Deal rowDeal(const QString& rulesSpec, const QString& dealer, const QStringList& four, const QString& calls,
             const QString& played)
{
    Deal deal =
        Deal::fromHands(rules(rulesSpec), seat(dealer), hands(four[0], four[1], four[2], four[3]), std::nullopt);
    if (runCalls(deal, calls) != 0 || deal.phase() != Phase::Play) badRow("the calls do not end the auction: " + calls);
    for (Card c : cardList(played)) {
        if (!deal.legalCards().contains(c)) badRow("illegal card " + QString::fromStdString(cardName(c)));
        deal.playCard(c);
    }
    return deal;
}

Signals signalsOf(const QString& name)
{
    Signals s = Signals::Direct;
    if (!signalsFromName(name.toStdString(), &s)) badRow("unknown signals " + name);
    return s;
}

QString kindName(CardCallKind k) { return QString::fromLatin1(cardCallKindName(k)); }

// The current data row of convention_data: its deal, the seat to act and what the system
// says there.
struct Row {
    Signals agreement = Signals::Direct;
    Deal deal;
    QString system, named, card;
};

Row fetchRow()
{
    QFETCH(QString, agreementName);
    QFETCH(QString, dealer);
    QFETCH(QStringList, hands);
    QFETCH(QString, calls);
    QFETCH(QString, played);
    QFETCH(QString, system);
    QFETCH(QString, named);
    QFETCH(QString, card);
    return {signalsOf(agreementName), rowDeal("coinche annonces=false", dealer, hands, calls, played), system, named,
            card};
}

}  // namespace

class TestCardPlay : public QObject {
    Q_OBJECT
private slots:
    void names();
    void convention_data();
    void convention();
    void heuristicFollows_data() { convention_data(); }
    void heuristicFollows();
    void keeps_data() { convention_data(); }
    void keeps();
    void meaningsOfAPlayedDeal();
};

void TestCardPlay::names()
{
    for (Signals s : {Signals::Direct, Signals::Indirect, Signals::None}) {
        Signals back = Signals::None;
        QVERIFY(signalsFromName(signalsName(s), &back));
        QCOMPARE(back, s);
    }
    Signals untouched = Signals::Indirect;
    QVERIFY(!signalsFromName("sometimes", &untouched));
    QCOMPARE(untouched, Signals::Indirect);
    QCOMPARE(QString::fromLatin1(cardCallKindName(CardCallKind::AskSuit)), QStringLiteral("ask-suit"));
}

// The hands of most rows: South takes 80 hearts (dealer West, South leads), leads the ace of
// spades, East follows, and North, void in spades, discards on South's trick.
static const QStringList kSouthTakes = {"AS KS QS JH 9H AH 7H 8H", "7S 8S 9S KH 7D 9D TD AC", "AD 8D 7C 8C 9C KC TH QH",
                                        "TS JS JD QD KD TC JC QC"};
static const char* const kSouthBids = "S:80H E:pass N:pass W:pass";

void TestCardPlay::convention_data()
{
    QTest::addColumn<QString>("agreementName");
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<QStringList>("hands");  // S E N W, as held when play starts
    QTest::addColumn<QString>("calls");
    QTest::addColumn<QString>("played");
    QTest::addColumn<QString>("system");  // systemCards for the seat to act ("" : nothing to say)
    QTest::addColumn<QString>("named");   // systemCard ("" : none named)
    QTest::addColumn<QString>("card");    // the card read
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("suit");  // the suit the meaning is about ("" : says nothing)
    QTest::addColumn<QString>("holds");
    QTest::addColumn<QString>("lacks");
    QTest::addColumn<QString>("anyOf");
    QTest::addColumn<bool>("hard");

    const QStringList aceTen = {"AS KS QS JH 9H AH 7H 8H", "7S 8S 9S KH 7D 9D 8D AC", "AD TD 7C 8C 9C KC TH QH",
                                "TS JS JD QD KD TC JC QC"};
    const QStringList tenAlone = {"AS KS QS JH 9H AH 7H 8H", "7S 8S 9S KH 7D 9D AD AC", "TD 8D 7C 8C 9C KC TH QH",
                                  "TS JS JD QD KD TC JC QC"};
    // North leads (dealer East) the jack of trump; South, the taker, holds the belote.
    const QStringList beloteMore = {"KH QH 7H AS KS QS AD KD", "8H 9H 7S 8S 9S 7D 8D 9D", "JH AH TH TS JS TD JD QD",
                                    "7C 8C 9C TC JC QC KC AC"};
    const QStringList beloteLast = {"KH QH 7S AS KS QS AD KD", "8H 9H 7H 8S 9S 7D 8D 9D", "JH AH TH TS JS TD JD QD",
                                    "7C 8C 9C TC JC QC KC AC"};
    const char* const northFirst = "N:pass W:pass S:80H E:pass N:pass W:pass";
    // Dealer South: East leads for the defence, West wins and returns, North is the taker's
    // partner.
    const QStringList defence = {"JH 9H AH 8C AS KS AD KD", "KC 7S 8H 9S 8S 7D 8D 9D", "7H TH QH TS JS TD JD 7C",
                                 "AC TC QD 9C JC QC KH QS"};
    const char* const southBidsSecond = "E:pass N:pass W:pass S:80H E:pass N:pass W:pass";
    const QStringList partnerLeads = {"JH 9H AS KS QS 7D 7C 8C", "7S 8S 9S KH 8D 9D TD AC", "AD 8H 7H QH TH 9C KC JD",
                                      "TS JS AH QD KD TC JC QC"};

    // clang-format off
    QTest::newRow("direct: a small card asks for the suit of its master")
        << "direct" << "W" << kSouthTakes << kSouthBids << "AS 7S" << "8D" << "8D"
        << "8D" << "ask-suit" << "D" << "AD" << "" << "" << false;
    QTest::newRow("direct: no small card of a suit without its master")
        << "direct" << "W" << kSouthTakes << kSouthBids << "AS 7S" << "8D" << "8D"
        << "7C" << "ask-suit" << "C" << "AC" << "" << "" << false;
    QTest::newRow("indirect: a small card refuses its suit and asks for the last one")
        << "indirect" << "W" << kSouthTakes << kSouthBids << "AS 7S" << "7C 8C 9C" << ""
        << "7C" << "ask-suit" << "D" << "AD" << "AC" << "" << false;
    QTest::newRow("indirect: no small card of the suit of one's master")
        << "indirect" << "W" << kSouthTakes << kSouthBids << "AS 7S" << "7C 8C 9C" << ""
        << "8D" << "ask-suit" << "C" << "AC" << "AD" << "" << false;
    QTest::newRow("no calls: a small card says nothing")
        << "none" << "W" << kSouthTakes << kSouthBids << "AS 7S" << "" << ""
        << "8D" << "none" << "" << "" << "" << "" << true;
    QTest::newRow("the ace given says its ten is behind")
        << "direct" << "W" << aceTen << kSouthBids << "AS 7S" << "AD" << "AD"
        << "AD" << "ace-ten-behind" << "D" << "TD" << "" << "" << true;
    QTest::newRow("indirect: the ace given says its ten is behind, beside the refusals")
        << "indirect" << "W" << aceTen << kSouthBids << "AS 7S" << "AD 7C 8C 9C" << ""
        << "AD" << "ace-ten-behind" << "D" << "TD" << "" << "" << true;
    QTest::newRow("the ten given says the ace is not behind")
        << "direct" << "W" << tenAlone << kSouthBids << "AS 7S" << "TD KC TH QH" << ""
        << "TD" << "ten-no-ace" << "D" << "" << "AD" << "" << true;
    QTest::newRow("no calls: the ten given says nothing")
        << "none" << "W" << tenAlone << kSouthBids << "AS 7S" << "" << ""
        << "TD" << "none" << "" << "" << "" << "" << true;
    QTest::newRow("belote by the queen: another trump beside the king")
        << "direct" << "E" << beloteMore << northFirst << "JH 7C" << "QH 7H" << ""
        << "QH" << "belote-more" << "H" << "" << "" << "7H 8H 9H TH AH" << true;
    QTest::newRow("belote by the king: no other trump")
        << "none" << "E" << beloteLast << northFirst << "JH 7C" << "KH" << "KH"
        << "KH" << "belote-last" << "H" << "" << "7H 8H 9H TH AH" << "" << true;
    QTest::newRow("the defence's first lead asks for the suit back")
        << "direct" << "S" << defence << southBidsSecond << "" << "" << ""
        << "KC" << "lead-ask-return" << "C" << "" << "" << "" << true;
    QTest::newRow("the defender returns the partner's first lead, its master first")
        << "direct" << "S" << defence << southBidsSecond << "KC 7C AC 8C" << "9C TC JC QC" << "TC"
        << "TC" << "return-lead" << "C" << "" << "" << "" << true;
    QTest::newRow("the taker's partner returns trump, the smallest")
        << "direct" << "W" << partnerLeads << kSouthBids << "7D TD AD QD" << "8H 7H QH TH" << "7H"
        << "7H" << "trump-return" << "H" << "" << "" << "" << true;
    // clang-format on
}

void TestCardPlay::convention()
{
    Row row = fetchRow();
    QFETCH(QString, kind);
    QFETCH(QString, suit);
    QFETCH(QString, holds);
    QFETCH(QString, lacks);
    QFETCH(QString, anyOf);
    QFETCH(bool, hard);
    const Signals agreement = row.agreement;
    Deal& deal = row.deal;
    const Seat actor = deal.toAct();
    const CardSet legal = deal.legalCards();

    QCOMPARE(str(systemCards(deal, actor, legal, agreement)), str(hand(row.system)));
    const std::optional<Card> c = systemCard(deal, actor, legal, agreement);
    QCOMPARE(c ? QString::fromStdString(cardName(*c)) : QString(), row.named);

    const CardMeaning m = meaningIfPlayed(deal, actor, testutil::card(row.card), agreement);
    QCOMPARE(kindName(m.kind), kind);
    if (!suit.isEmpty()) QCOMPARE(QString(QLatin1Char(suitLetter(m.suit))), suit);
    QCOMPARE(str(m.holds), str(hand(holds)));
    QCOMPARE(str(m.lacks), str(hand(lacks)));
    QCOMPARE(str(m.anyOf), str(hand(anyOf)));
    if (!m.saysNothing()) QCOMPARE(m.hard, hard);
    QVERIFY(!describe(m, agreement).empty());

    // Read back once played, from the history alone: the same meaning.
    if (!legal.contains(m.card)) QFAIL("the row's card is not legal");
    const int index = deal.cardPlay().cardsPlayed();
    deal.playCard(m.card);
    const CardMeaning back = cardMeaning(deal, index, agreement);
    QCOMPARE(kindName(back.kind), kind);
    QCOMPARE(int(back.seat), int(actor));
    QCOMPARE(back.playIndex, index);
    QCOMPARE(str(back.holds | back.lacks | back.anyOf), str(m.holds | m.lacks | m.anyOf));
    QCOMPARE(int(cardMeanings(deal, agreement).size()), index + 1);
}

void TestCardPlay::heuristicFollows()
{
    const Row row = fetchRow();
    const Deal& deal = row.deal;
    GameContext game;
    game.cardSignals = row.agreement;
    HeuristicPlayer h;
    h.startDeal(deal, deal.toAct(), game);
    const Card c = h.chooseCard(deal, deal.toAct(), deal.legalCards());
    const QString chosen = QString::fromStdString(cardName(c));
    if (!row.named.isEmpty()) QCOMPARE(chosen, row.named);
    if (!row.system.isEmpty())
        QVERIFY2(hand(row.system).contains(c), qPrintable(chosen + " is not among " + row.system));
}

void TestCardPlay::keeps()
{
    const Row row = fetchRow();
    const Deal& deal = row.deal;
    const CardMeaning m = meaningIfPlayed(deal, deal.toAct(), testutil::card(row.card), row.agreement);
    const CardSet held = deal.hand(deal.toAct());
    const CardSet unseen = CardSet::all() - deal.cardPlay().playedSet() - held;
    // A world where the seat holds the row's hand keeps what the system's card promises (the
    // rows' cards the system refuses promise what the hand does not hold).
    QCOMPARE(m.keeps(held), row.system.isEmpty() || hand(row.system).contains(m.card));
    // A world that breaks each promise, the rest of the hand kept: no longer kept.
    if (!m.holds.empty()) QVERIFY(!m.keeps(held - m.holds));
    if (!m.lacks.empty()) QVERIFY(!m.keeps(held | m.lacks));
    if (!m.anyOf.empty()) QVERIFY(!m.keeps(held - m.anyOf));
    // And one that holds every promise from the unseen cards keeps it.
    CardSet world = (held - m.lacks) | m.holds;
    if (!m.anyOf.empty() && (world & m.anyOf).empty()) world.insert((m.anyOf & unseen).first());
    QVERIFY(m.keeps(world | CardSet::of(m.card)));
}

// Every card of a deal played out by the heuristic level has a meaning read from the
// history; the promises of the heuristic's calls are true of the hand it held.
void TestCardPlay::meaningsOfAPlayedDeal()
{
    for (Signals agreement : {Signals::Direct, Signals::Indirect, Signals::None}) {
        int calls = 0, kept = 0;
        for (int seed = 1; seed <= 40; ++seed) {
            Rng rng{std::uint64_t(seed)};
            std::array<Card, 32> d{};
            for (int i = 0; i < 32; ++i) d[i] = Card(i);
            rng.shuffle(d.begin(), d.end());
            const Rules r = rules("coinche annonces=false");
            int n = 0;
            Deal deal = Deal::fromDeck(r, Seat(seed % 4), d, DealPattern::patternsFor(r, &n)[0]);
            HeuristicPlayer hs[4];
            Player* players[4] = {&hs[0], &hs[1], &hs[2], &hs[3]};
            GameContext game;
            game.cardSignals = agreement;
            playOut(deal, players, game);
            if (deal.passed()) continue;
            const std::vector<CardMeaning> ms = cardMeanings(deal, agreement);
            QCOMPARE(int(ms.size()), 32);
            std::array<CardSet, 4> held = deal.handsBeforePlay();
            for (const CardMeaning& m : ms) {
                QCOMPARE(m.card, deal.cardPlay().playedCard(m.playIndex));
                if (!m.saysNothing()) {
                    ++calls;
                    if (m.keeps(held[int(m.seat)])) ++kept;
                    if (agreement == Signals::None)
                        QVERIFY(m.kind != CardCallKind::AskSuit && m.kind != CardCallKind::RefuseSuit);
                }
                held[int(m.seat)].erase(m.card);
            }
        }
        QVERIFY(calls > 0);
        // The heuristic level makes only calls its hand keeps, but when every card it may
        // play is a false call (a hand of small cards and no master).
        QVERIFY2(kept * 100 >= calls * 95, qPrintable(QStringLiteral("%1 of %2").arg(kept).arg(calls)));
    }
}

QTEST_APPLESS_MAIN(TestCardPlay)
#include "tst_cardplay.moc"
