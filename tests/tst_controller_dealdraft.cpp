// The deal editor's draft (issue 47): the cards placed or typed into the hands, each kind
// of bad deal refused with its line in the person's words, typed hands read back as they
// are written, the deal it makes, and the calls and cards of the club checked move by move.
#include "app/controller/dealdraft.h"
#include "engine/dealset.h"
#include "engine/record.h"

#include <QtTest>

using namespace belote;
using namespace rebelote;

namespace {

Rules coinche() { return Rules::fromPreset(Preset::Coinche); }
Rules classic() { return Rules::fromPreset(Preset::Classic); }

// Every card placed: South the spades, East the hearts, North the diamonds, West the clubs
// (in classic, five of each, the retourne the 7 of clubs... and the rest in the pack).
DealDraft full(const Rules& rules, std::optional<Seat> dealer = Seat::West)
{
    DealDraft d(rules);
    d.setDealer(dealer);
    for (int s = 0; s < kSeats; ++s)
        for (int r = 0; r < d.handSize(); ++r) d.place(makeCard(Suit(s), Rank(7 - r)), DealDraft::handOf(Seat(s)));
    if (d.hasRetourne()) d.place(makeCard(Suit::Clubs, Rank::Seven), DealDraft::Place::Retourne);
    return d;
}

Card card(const char* name) { return *parseCard(name); }

}  // namespace

class TestDealDraft : public QObject {
    Q_OBJECT

private slots:
    void refusesBadDeals_data();
    void refusesBadDeals();
    void fullDealIsReady_data();
    void fullDealIsReady();
    void typedHandsRoundTrip();
    void frenchCardWords_data();
    void frenchCardWords();
    void placingMovesTheCard();
    void classicRestOfThePack();
    void refusesBadMoves_data();
    void refusesBadMoves();
    void clubPlayRecorded();
    void playedOutForTheReplay();
    void savedIntoASet();
    void refusedByASet_data();
    void refusedByASet();
};

void TestDealDraft::refusesBadDeals_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("line");
    QTest::newRow("33 cards") << "coinche"
                              << "S: AS KS QS JS TS 9S 8S 7S AH"
                              << "33 cards are placed: the pack has 32";
    QTest::newRow("a card twice") << "coinche"
                                  << "E: JS KH QH JH TH 9H 8H 7H"
                                  << "The jack of spades is in two hands";
    QTest::newRow("a card twice in one hand") << "coinche"
                                              << "N: AD AD"
                                              << "The ace of diamonds is twice in North's hand";
    QTest::newRow("nine in a hand") << "coinche"
                                    << "move AC N"
                                    << "North has nine cards, one too many";
    QTest::newRow("a hand short") << "coinche"
                                  << "move AC pack"
                                  << "West has seven cards: one more to place";
    QTest::newRow("an empty hand") << "coinche"
                                   << "E:"
                                   << "East has no cards: eight more to place";
    QTest::newRow("a retourne in a hand") << "classic"
                                          << "R: AS"
                                          << "The retourne cannot be in a hand: the ace of spades is in South's hand";
    QTest::newRow("no retourne") << "classic"
                                 << "move 7C pack"
                                 << "Turn up the retourne: choose its card";
    QTest::newRow("eight a hand in classic") << "classic"
                                             << "S: AS KS QS JS TS 9S 8S 7S"
                                             << "South has eight cards, three too many";
    QTest::newRow("a missing dealer") << "coinche"
                                      << "no dealer"
                                      << "Choose the dealer";
    QTest::newRow("not a card") << "coinche"
                                << "W: AC XC"
                                << "West's hand: “XC” is not a card (write JH or V♥, 10S or 10♠)";
    QTest::newRow("a retourne of two cards") << "classic"
                                             << "R: 8C 9C"
                                             << "The retourne is one card";
}

void TestDealDraft::refusesBadDeals()
{
    QFETCH(QString, preset);
    QFETCH(QString, change);
    QFETCH(QString, line);
    DealDraft d = full(Rules::fromPreset(*parsePreset(preset.toStdString())));
    QVERIFY2(d.ready(), qPrintable(d.problem()));
    if (change == QLatin1String("no dealer")) {
        d.setDealer(std::nullopt);
    } else if (change.startsWith(QLatin1String("move "))) {
        const QStringList w = change.split(QLatin1Char(' '));
        const Card c = *DealDraft::parseCardWord(w[1]);
        d.place(c, w[2] == QLatin1String("pack") ? DealDraft::Place::Pack
                                                 : DealDraft::handOf(*parseSeat(w[2].toStdString())));
    } else if (change.startsWith(QLatin1String("R:"))) {
        d.setRetourneText(change.mid(2));
    } else {
        d.setHandText(*parseSeat(change.left(1).toStdString()), change.mid(2));
    }
    QCOMPARE(d.problem(), line);
    QVERIFY(!d.ready());
    QVERIFY(!d.dealt());
    QVERIFY(d.record().isEmpty());
}

void TestDealDraft::fullDealIsReady_data()
{
    QTest::addColumn<QString>("preset");
    for (Preset p : kAllPresets) QTest::newRow(presetName(p)) << QString::fromLatin1(presetName(p));
}

// A full deal makes a deal from a deck that holds the hands as placed, in its calls, and
// a record that reads back to the same deal.
void TestDealDraft::fullDealIsReady()
{
    QFETCH(QString, preset);
    const DealDraft d = full(Rules::fromPreset(*parsePreset(preset.toStdString())), Seat::North);
    QCOMPARE(d.problem(), QString());
    const std::optional<Deal> deal = d.dealt();
    QVERIFY(deal);
    QVERIFY(deal->deck());
    QCOMPARE(deal->dealer(), Seat::North);
    QCOMPARE(deal->phase(), Phase::Calls);
    for (int s = 0; s < kSeats; ++s) QCOMPARE(deal->handsBeforePlay()[s].bits(), d.hand(Seat(s)).bits());
    QVERIFY(deal->retourne() == d.retourne());
    const Checked<DealRecord> back = readRecord(d.record());
    QVERIFY2(back, qPrintable(back.error));
    QVERIFY(back.value->deal.deck() == deal->deck());
}

void TestDealDraft::typedHandsRoundTrip()
{
    for (bool gameWords : {false, true}) {
        const DealDraft d = full(coinche());
        DealDraft typed(coinche());
        typed.setDealer(Seat::West);
        for (int s = 0; s < kSeats; ++s) QVERIFY(typed.setHandText(Seat(s), d.handText(Seat(s), gameWords)));
        for (int s = 0; s < kSeats; ++s) {
            QCOMPARE(typed.hand(Seat(s)).bits(), d.hand(Seat(s)).bits());
            QCOMPARE(typed.handText(Seat(s), gameWords), d.handText(Seat(s), gameWords));
        }
        QVERIFY(typed.ready());
    }
    DealDraft d(coinche());
    QVERIFY(d.setHandText(Seat::South, QStringLiteral("JH 9H AH TS KS 7D 8C QC")));
    QCOMPARE(d.handText(Seat::South), QStringLiteral("TS KS 9H JH AH 7D 8C QC"));
    QCOMPARE(d.hand(Seat::South).size(), 8);
    QVERIFY(d.hand(Seat::South).contains(card("JH")));
    QVERIFY(d.hand(Seat::South).contains(card("QC")));
}

void TestDealDraft::frenchCardWords_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("card");
    QTest::newRow("valet") << "V♥"
                           << "JH";
    QTest::newRow("dame") << "D♠"
                          << "QS";
    QTest::newRow("roi") << "R♦"
                         << "KD";
    QTest::newRow("dix") << "10♣"
                         << "TC";
    QTest::newRow("lower case") << "jh"
                                << "JH";
    QTest::newRow("outline sign") << "A♡"
                                  << "AH";
    QTest::newRow("ten in English") << "10S"
                                    << "TS";
}

void TestDealDraft::frenchCardWords()
{
    QFETCH(QString, word);
    QFETCH(QString, card);
    const std::optional<Card> c = DealDraft::parseCardWord(word);
    QVERIFY(c);
    QCOMPARE(QString::fromStdString(cardName(*c)), card);
}

void TestDealDraft::placingMovesTheCard()
{
    DealDraft d = full(classic());
    d.place(card("AS"), DealDraft::Place::Retourne);
    QCOMPARE(d.placeOf(card("AS")), DealDraft::Place::Retourne);
    QVERIFY(!d.hand(Seat::South).contains(card("AS")));
    QCOMPARE(d.placeOf(card("7C")), DealDraft::Place::Pack);  // the old retourne went back
    QCOMPARE(d.problem(), QStringLiteral("South has four cards: one more to place"));
    d.setRules(coinche());
    QVERIFY(!d.retourne());
    QCOMPARE(d.placeOf(card("AS")), DealDraft::Place::Pack);
}

// Classic: the eleven cards not placed are the rest of the pack, the typed order first;
// the taker gets two of them and the retourne.
void TestDealDraft::classicRestOfThePack()
{
    DealDraft d = full(classic(), Seat::West);
    QCOMPARE(int(d.rest().size()), 11);
    QVERIFY(d.setRestText(QStringLiteral("9C 7H")));
    QCOMPARE(d.rest()[0], card("9C"));
    QCOMPARE(d.rest()[1], card("7H"));
    d.setMovesText(QStringLiteral("take"));  // South, the dealer's right, takes
    const std::optional<Deal> deal = d.played();
    QVERIFY2(deal, qPrintable(d.problem()));
    QCOMPARE(deal->phase(), Phase::Play);
    // South, first to be dealt, gets the first three of the rest, less one: 9C 7H, then the retourne.
    const CardSet south = deal->hand(Seat::South);
    QCOMPARE(south.size(), 8);
    QVERIFY(south.contains(card("9C")));
    QVERIFY(south.contains(card("7H")));
    QVERIFY(south.contains(card("7C")));
    QVERIFY(d.setRestText(QStringLiteral("KC ZZ")) == false);
    QCOMPARE(d.problem(), QStringLiteral("Rest of the pack: “ZZ” is not a card (write JH or V♥, 10S or 10♠)"));
}

void TestDealDraft::refusesBadMoves_data()
{
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("line");
    // West deals: South calls first, then East, North, West.
    QTest::newRow("a call out of turn") << "E:pass"
                                        << "Move 1 (E:pass): it is South's turn to call";
    QTest::newRow("not a call") << "pass hello"
                                << "Move 2 (hello): not a call; East is to call";
    QTest::newRow("a bid too low") << "100S 90H"
                                   << "Move 2 (90H): East cannot call that now";
    QTest::newRow("not a seat") << "X:pass"
                                << "Move 1 (X:pass): “X” is not a seat (S, E, N, W)";
    QTest::newRow("a card not held") << "80S pass pass pass AH"
                                     << "Move 5 (AH): South does not hold the ace of hearts";
    QTest::newRow("a card out of turn") << "80S pass pass pass AS N:AD"
                                        << "Move 6 (N:AD): it is East's turn to play";
    QTest::newRow("after a passed deal") << "pass pass pass pass pass"
                                         << "Move 5 (pass): the deal is over";
}

void TestDealDraft::refusesBadMoves()
{
    QFETCH(QString, moves);
    QFETCH(QString, line);
    DealDraft d = full(coinche(), Seat::West);
    d.setMovesText(moves);
    QCOMPARE(d.problem(), line);
    QVERIFY(!d.played());
}

// The calls and every card of a deal typed, in French words too: the record holds them and
// reads back as a finished deal.
void TestDealDraft::clubPlayRecorded()
{
    DealDraft d = full(coinche(), Seat::West);
    Deal deal = *d.dealt();
    QStringList typed{QStringLiteral("80♠"), QStringLiteral("passe"), QStringLiteral("N:pass"),
                      QStringLiteral("contre")};
    deal.makeCall(Seat::South, Call::bid(80, Strain::Spades));
    deal.makeCall(Seat::East, Call::pass());
    deal.makeCall(Seat::North, Call::pass());
    deal.makeCall(Seat::West, Call::coinche());
    while (deal.phase() == Phase::Calls) {
        deal.makeCall(deal.toAct(), Call::pass());
        typed << QStringLiteral("pass");
    }
    while (deal.phase() != Phase::Done) {
        const Card c = deal.legalCards().first();
        typed << QStringLiteral("%1:%2").arg(QString(QLatin1Char(seatLetter(deal.toAct()))),
                                             QString::fromStdString(cardName(c)));
        deal.playCard(c);
    }
    d.setMovesText(typed.join(QLatin1Char(' ')));
    QCOMPARE(d.problem(), QString());
    QCOMPARE(d.played()->phase(), Phase::Done);
    const Checked<DealRecord> back = readRecord(d.record());
    QVERIFY2(back, qPrintable(back.error));
    QCOMPARE(back.value->deal.result().score, deal.result().score);
}

// The moves typed stop in the middle: the replay gets them, then the computer players' rest.
void TestDealDraft::playedOutForTheReplay()
{
    DealDraft d = full(coinche(), Seat::West);
    d.setMovesText(QStringLiteral("90S pass pass pass AS"));
    const QJsonObject record = d.playedOut(QStringLiteral("heuristic"), 7);
    const Checked<DealRecord> back = readRecord(record);
    QVERIFY2(back, qPrintable(back.error));
    QCOMPARE(back.value->deal.phase(), Phase::Done);
    QCOMPARE(back.value->deal.callAt(0).call, Call::bid(90, Strain::Spades));
    QCOMPARE(back.value->deal.cardPlay().playedCard(0), card("AS"));
    QVERIFY(!d.finished());
}

void TestDealDraft::savedIntoASet()
{
    const DealDraft first = full(coinche(), Seat::West);
    QByteArray file;
    QString why;
    QVERIFY2(first.addToSet({}, QStringLiteral("club"), &file, &why), qPrintable(why));
    DealDraft second = full(coinche(), Seat::North);
    second.place(card("AS"), DealDraft::handOf(Seat::East));
    second.place(card("AH"), DealDraft::handOf(Seat::South));
    QVERIFY2(second.addToSet(file, QStringLiteral("ignored"), &file, &why), qPrintable(why));
    const Checked<DealSet> set = readDealSet(file);
    QVERIFY2(set, qPrintable(set.error));
    QCOMPARE(set.value->name, QStringLiteral("club"));
    QCOMPARE(int(set.value->deals.size()), 2);
    QCOMPARE(set.value->deals[1].dealt.dealer(), Seat::North);
    QVERIFY(set.value->deals[1].dealt.hand(Seat::South).contains(card("AH")));
}

void TestDealDraft::refusedByASet_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("line");
    DealSet classicSet;
    classicSet.name = QStringLiteral("classic");
    classicSet.rules = classic();
    classicSet.deals.push_back({*full(classic()).dealt(), {}, {}, {}});
    QTest::newRow("other rules") << writeDealSet(classicSet) << "The set plays Classic belote";
    QTest::newRow("a seeded set") << writeDealSet(seededSet(coinche(), 42, 2))
                                  << "This set is dealt from a seed or a day: a deal set up cannot join it";
    QTest::newRow("not a set") << QByteArray("hello\n") << "The file is not a deal set: line 1";
}

void TestDealDraft::refusedByASet()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, line);
    const DealDraft d = full(coinche(), Seat::West);
    QByteArray out;
    QString why;
    QVERIFY(!d.addToSet(file, QStringLiteral("x"), &out, &why));
    QVERIFY2(why.startsWith(line), qPrintable(why));
    QVERIFY(out.isEmpty());
}

QTEST_GUILESS_MAIN(TestDealDraft)
#include "tst_controller_dealdraft.moc"
