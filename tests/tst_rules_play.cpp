// The play of the cards (RULES.md §5): legal cards and trick winners, one row per rule,
// positions set up with an explicit hand and the cards already in the trick.
#include "testutil.h"

#include <QtTest>

using namespace belote;
using namespace testutil;

namespace {

// The position: `leader` led the first card of `trick`, the next seats played the others,
// and the seat after them holds `toPlay`. Only the hand to play matters.
CardPlay position(const QString& strain, bool mustUndertrump, const QString& leader, const QString& trick,
                  const QString& toPlay, ToutAtoutPoints tap = ToutAtoutPoints::Table)
{
    const auto played = cardList(trick);
    std::array<CardSet, 4> h{};
    Seat s = seat(leader);
    for (Card c : played) {
        h[int(s)].insert(c);
        s = nextSeat(s);
    }
    if (!(hand(toPlay) & hand(trick)).empty()) badRow("a card both in the trick and in the hand");
    if (played.size() < 4) h[int(s)] = hand(toPlay);
    CardPlay p(CardTables::get(testutil::strain(strain), tap), h, seat(leader), mustUndertrump);
    for (Card c : played) p.play(c);
    return p;
}

}  // namespace

class TestRulesPlay : public QObject {
    Q_OBJECT

private slots:
    void legalCards_data();
    void legalCards();
    void refusal_data();
    void refusal();
    void trickWinner_data();
    void trickWinner();
    void playUndo();
};

void TestRulesPlay::legalCards_data()
{
    QTest::addColumn<QString>("strain");
    QTest::addColumn<bool>("mustUndertrump");
    QTest::addColumn<QString>("leader");
    QTest::addColumn<QString>("trick");  // cards already played, from the leader on
    QTest::addColumn<QString>("hand");   // of the seat to play
    QTest::addColumn<QString>("legal");

    // Suit contract, hearts trump. S leads unless said; E, N, W follow in that order.
    // clang-format off
    QTest::newRow("lead: any card") << "H" << true << "S" << "" << "AS 7H KD 9C" << "AS 7H KD 9C";
    QTest::newRow("follow suit: must play spades") << "H" << true << "S" << "KS" << "7S AS 7H JD" << "7S AS";
    QTest::newRow("follow suit: no need to go over in a plain suit")
        << "H" << true << "S" << "KS" << "7S AS QS" << "7S AS QS";
    QTest::newRow("follow suit: even when partner holds the trick")
        << "H" << true << "S" << "AS 7S" << "8S TH KD" << "8S";
    QTest::newRow("follow suit: even when an opponent has trumped")
        << "H" << true << "S" << "AS 7H" << "7S KS JH" << "7S KS";
    QTest::newRow("follow suit: no need to go over an opponent in a plain suit")
        << "H" << true << "S" << "TS AS" << "7S KS" << "7S KS";
    QTest::newRow("cannot follow, opponent holds: must trump")
        << "H" << true << "S" << "AS" << "7H JH KD 8C" << "7H JH";
    QTest::newRow("cannot follow, partner not yet played: must trump")
        << "H" << true << "S" << "7S" << "8H AD" << "8H";
    QTest::newRow("cannot follow, no trump: any card") << "H" << true << "S" << "AS" << "KD 8C" << "KD 8C";
    QTest::newRow("partner holds the trick: may discard")
        << "H" << true << "S" << "AS 7S" << "7H KD 8C" << "7H KD 8C";
    QTest::newRow("partner holds the trick: may trump, no need to")
        << "H" << true << "S" << "AS 7S" << "JH 9H" << "JH 9H";
    QTest::newRow("partner holds the trick with a trump: may undertrump or discard")
        << "H" << true << "E" << "AS 9H 7S" << "7H KD" << "7H KD";
    QTest::newRow("partner holds the trick with a trump: may undertrump, no need to overtrump")
        << "H" << true << "E" << "AS 9H 7S" << "7H JH" << "7H JH";
    QTest::newRow("partner holds the trick, mustUndertrump off: any card too")
        << "H" << false << "E" << "AS 9H 7S" << "7H KD" << "7H KD";
    QTest::newRow("opponent trumped: must overtrump") << "H" << true << "S" << "AS QH" << "7H KH AH KD"
                                                      << "KH AH";
    QTest::newRow("opponent trumped, mustUndertrump on: must undertrump")
        << "H" << true << "S" << "AS AH" << "7H 8H KD" << "7H 8H";
    QTest::newRow("opponent trumped, mustUndertrump off: may discard")
        << "H" << false << "S" << "AS AH" << "7H 8H KD" << "7H 8H KD";
    QTest::newRow("opponent trumped, mustUndertrump off: must still overtrump when able")
        << "H" << false << "S" << "AS QH" << "7H KH KD" << "KH";
    QTest::newRow("opponent trumped, no trump left: any card")
        << "H" << true << "S" << "AS QH" << "KD 8C" << "KD 8C";
    QTest::newRow("opponent overtrumped partner: must overtrump the highest trump")
        << "H" << true << "E" << "AS 8H 9H" << "JH AH 7H KD" << "JH";
    QTest::newRow("opponent overtrumped partner, lower trumps only, mustUndertrump on: undertrump")
        << "H" << true << "E" << "AS 8H 9H" << "7H AH KD" << "7H AH";
    QTest::newRow("opponent overtrumped partner, mustUndertrump off: any card")
        << "H" << false << "E" << "AS 8H 9H" << "7H AH KD" << "7H AH KD";
    QTest::newRow("partner trumped, opponent played under: partner holds, may discard")
        << "H" << true << "E" << "AS 9H 8H" << "7H JH KD" << "7H JH KD";
    QTest::newRow("trump led: must go over the best trump") << "H" << true << "S" << "TH" << "7H AH 9H KD"
                                                            << "AH 9H";
    QTest::newRow("trump led: must go over partner's 9") << "H" << true << "S" << "9H 7H" << "JH 8H AS"
                                                         << "JH";
    QTest::newRow("trump led, mustUndertrump off: must still go over partner")
        << "H" << false << "S" << "9H 7H" << "JH 8H AS" << "JH";
    QTest::newRow("trump led: go over the highest trump in the trick, not the lead")
        << "H" << true << "S" << "7H 9H" << "AH JH KS" << "JH";
    QTest::newRow("trump led: cannot go over, any trump")
        << "H" << true << "S" << "JH" << "7H 9H AS" << "7H 9H";
    QTest::newRow("trump led, no trump: any card") << "H" << true << "S" << "JH" << "AS KD" << "AS KD";
    QTest::newRow("trumps of another strain: clubs trump, hearts led is a plain suit")
        << "C" << true << "S" << "TH" << "7H AH 9H" << "7H AH 9H";

    // Sans Atout: no trump.
    QTest::newRow("Sans Atout: follow suit") << "NT" << true << "S" << "KS" << "7S AH" << "7S";
    QTest::newRow("Sans Atout: no need to go over") << "NT" << true << "S" << "KS" << "QS AS" << "QS AS";
    QTest::newRow("Sans Atout: cannot follow, any card") << "NT" << true << "S" << "KS" << "AH 7D"
                                                          << "AH 7D";
    QTest::newRow("Sans Atout: cannot follow, opponent holds: still any card")
        << "NT" << true << "S" << "7S AS" << "JH 7D" << "JH 7D";

    // Tout Atout: rule 2 in every suit, a card of another suit never wins.
    QTest::newRow("Tout Atout: must go over in the suit led") << "AT" << true << "S" << "9S" << "7S JS AH"
                                                              << "JS";
    QTest::newRow("Tout Atout: must go over partner") << "AT" << true << "S" << "AS 7S" << "9S KS 8D"
                                                      << "9S";
    QTest::newRow("Tout Atout: must go over in hearts too") << "AT" << true << "S" << "QH" << "KH 8H 7D"
                                                            << "KH";
    QTest::newRow("Tout Atout: cannot go over, any card of the suit")
        << "AT" << true << "S" << "JD" << "9D 7D AS" << "9D 7D";
    QTest::newRow("Tout Atout: cannot follow, any card") << "AT" << true << "S" << "JD" << "AS 7C"
                                                         << "AS 7C";
    QTest::newRow("Tout Atout: cannot follow, mustUndertrump off, any card")
        << "AT" << false << "S" << "JD 8D" << "AS 7C" << "AS 7C";
    QTest::newRow("Tout Atout: go over the best card of the suit led, a discard does not count")
        << "AT" << true << "S" << "TS JD" << "AS KS 7D" << "AS";
    QTest::newRow("Tout Atout, mustUndertrump off: still go over the suit led")
        << "AT" << false << "S" << "AS" << "9S 7S" << "9S";
    // clang-format on
}

void TestRulesPlay::legalCards()
{
    QFETCH(QString, strain);
    QFETCH(bool, mustUndertrump);
    QFETCH(QString, leader);
    QFETCH(QString, trick);
    QFETCH(QString, hand);
    QFETCH(QString, legal);
    const CardPlay p = position(strain, mustUndertrump, leader, trick, hand);
    QCOMPARE(str(p.legalCards()), str(testutil::hand(legal)));
    // The reference rules agree, and every card outside the legal ones has a reason.
    QCOMPARE(str(setOf(refLegal(cardList(hand), cardList(trick), testutil::strain(strain), mustUndertrump))),
             str(testutil::hand(legal)));
    for (Card c : testutil::hand(hand)) QCOMPARE(p.whyIllegal(c).empty(), p.legalCards().contains(c));
}

// Why a card is refused: the rule, and the strongest card that proves it (the window says
// it in words from the same fields).
void TestRulesPlay::refusal_data()
{
    QTest::addColumn<QString>("strain");
    QTest::addColumn<bool>("mustUndertrump");
    QTest::addColumn<QString>("leader");
    QTest::addColumn<QString>("trick");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("card");
    QTest::addColumn<QString>("why");

    // clang-format off
    QTest::newRow("a legal card has no reason") << "H" << true << "S" << "KS" << "7S AS AH" << "AS" << "";
    QTest::newRow("must follow: the strongest card of the suit led")
        << "H" << true << "S" << "KS" << "7S AS AH" << "AH" << "must follow spades, holds AS";
    QTest::newRow("trump led: must go over the best trump")
        << "H" << true << "S" << "9H" << "JH 7H AS" << "7H" << "must play over 9H, holds JH";
    QTest::newRow("void in the suit led: must trump") << "H" << true << "S" << "KS" << "7H 9H AD" << "AD"
                                                      << "must trump, holds 9H";
    QTest::newRow("an opponent trumped: must overtrump") << "H" << true << "S" << "KS AH" << "JH 7H AD" << "7H"
                                                         << "must overtrump, holds JH";
    QTest::newRow("mustUndertrump: all trumps lower, still a trump")
        << "H" << true << "S" << "KS JH" << "7H AD" << "AD" << "must undertrump, holds 7H";
    QTest::newRow("not in the hand") << "H" << true << "S" << "KS" << "7S" << "AS" << "not in E's hand";
    // clang-format on
}

void TestRulesPlay::refusal()
{
    QFETCH(QString, strain);
    QFETCH(bool, mustUndertrump);
    QFETCH(QString, leader);
    QFETCH(QString, trick);
    QFETCH(QString, hand);
    QFETCH(QString, card);
    QFETCH(QString, why);
    const CardPlay p = position(strain, mustUndertrump, leader, trick, hand);
    const CardRefusal r = p.refusal(testutil::card(card));
    QCOMPARE(QString::fromStdString(r.text()), why);
    QCOMPARE(bool(r), !why.isEmpty());
    QCOMPARE(p.whyIllegal(testutil::card(card)), r.text());
}

void TestRulesPlay::trickWinner_data()
{
    QTest::addColumn<QString>("strain");
    QTest::addColumn<QString>("leader");
    QTest::addColumn<QString>("trick");
    QTest::addColumn<QString>("winner");
    QTest::addColumn<int>("points");

    // clang-format off
    QTest::newRow("highest card of the suit led") << "H" << "S" << "KS AS 7S TS" << "E" << 4 + 11 + 0 + 10;
    QTest::newRow("plain suit: ten above king") << "H" << "S" << "KS TS 7S 8S" << "E" << 14;
    QTest::newRow("a discard never wins") << "H" << "S" << "7S AD AC 8S" << "W" << 22;
    QTest::newRow("a trump beats the suit led") << "H" << "S" << "AS 7H TS KS" << "E" << 25;
    QTest::newRow("highest trump wins: 9 over ace") << "H" << "S" << "AS AH 9H 7S" << "N" << 11 + 11 + 14;
    QTest::newRow("trump led: jack highest") << "H" << "W" << "AH JH 9H TH" << "S" << 11 + 20 + 14 + 10;
    QTest::newRow("Sans Atout: ace highest, 19 points") << "NT" << "N" << "TC AC KC 9H" << "W" << 10 + 19 + 4;
    QTest::newRow("Sans Atout: nothing trumps") << "NT" << "E" << "7D JS AS JH" << "E" << 2 + 19 + 2;
    QTest::newRow("Tout Atout: jack of the suit led") << "AT" << "S" << "9D JD AD 7D" << "E" << 9 + 13 + 6;
    QTest::newRow("Tout Atout: another suit never wins") << "AT" << "S" << "7D JS JH 8D" << "W" << 26;
    // clang-format on
}

void TestRulesPlay::trickWinner()
{
    QFETCH(QString, strain);
    QFETCH(QString, leader);
    QFETCH(QString, trick);
    QFETCH(QString, winner);
    QFETCH(int, points);
    const auto cards = cardList(trick);
    CardPlay p = position(strain, true, leader, trick, "");
    QCOMPARE(p.cardsPlayed(), 4);
    QCOMPARE(QString(QLatin1Char(seatLetter(p.trickWinner(0)))), winner);
    QCOMPARE(p.toPlay(), seat(winner));  // the winner leads the next trick
    QCOMPARE(p.cardPoints(teamOf(seat(winner))), points);
    QCOMPARE(p.cardPoints(otherTeam(teamOf(seat(winner)))), 0);
    QCOMPARE(p.tricksWon(teamOf(seat(winner))), 1);
    QCOMPARE(int(cards.size()), 4);
    QCOMPARE(nextSeat(seat(leader), refTrickWinner(cards, testutil::strain(strain))), seat(winner));
}

// Undoing the four cards of a trick restores the position card by card.
void TestRulesPlay::playUndo()
{
    const auto h = hands("AS 7H", "KS 8D", "TS 9H", "7S QC", false);
    CardPlay p(CardTables::get(Strain::Hearts), h, Seat::South, true);
    p.play(card("AS"));
    p.play(card("KS"));
    QCOMPARE(str(p.legalCards()), str(hand("TS")));  // N must follow
    p.play(card("TS"));
    p.undo();
    QCOMPARE(str(p.legalCards()), str(hand("TS")));
    p.play(card("TS"));
    p.play(card("7S"));
    QCOMPARE(p.trickWinner(0), Seat::South);
    QCOMPARE(p.cardPoints(Team::NS), 11 + 4 + 10);
    QCOMPARE(p.toPlay(), Seat::South);
    for (int i = 0; i < 4; ++i) p.undo();
    QCOMPARE(p.cardsPlayed(), 0);
    QCOMPARE(p.hands(), h);
    QCOMPARE(p.cardPoints(Team::NS), 0);
    QCOMPARE(p.tricksWon(Team::NS), 0);
    QCOMPARE(p.toPlay(), Seat::South);
    QCOMPARE(p.trickLeader(), Seat::South);
}

QTEST_MAIN(TestRulesPlay)
#include "tst_rules_play.moc"
