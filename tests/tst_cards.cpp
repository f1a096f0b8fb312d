// Cards, seats, teams, strains and the card tables (RULES.md §1), the presets (§9).
#include "testutil.h"

#include <QtTest>

using namespace belote;
using namespace testutil;

class TestCards : public QObject {
    Q_OBJECT

private slots:
    void parseCard_data();
    void parseCard();
    void allCardsRoundTrip();
    void cardSetString_data();
    void cardSetString();
    void seats_data();
    void seats();
    void strains_data();
    void strains();
    void cardTables_data();
    void cardTables();
    void presets_data();
    void presets();
};

void TestCards::parseCard_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("suit");  // 0 S, 1 H, 2 D, 3 C
    QTest::addColumn<QString>("rank");

    QTest::newRow("JH: jack of hearts") << "JH" << true << 1 << "J";
    QTest::newRow("TS: ten of spades") << "TS" << true << 0 << "T";
    QTest::newRow("7D: seven of diamonds") << "7D" << true << 2 << "7";
    QTest::newRow("AC: ace of clubs") << "AC" << true << 3 << "A";
    QTest::newRow("9S: nine of spades") << "9S" << true << 0 << "9";
    QTest::newRow("ten is T, not 10") << "10H" << false << 0 << "";
    QTest::newRow("lower case refused") << "jh" << false << 0 << "";
    QTest::newRow("suit first refused") << "HJ" << false << 0 << "";
    QTest::newRow("no 6 in a 32-card deck") << "6H" << false << 0 << "";
    QTest::newRow("unknown suit") << "JX" << false << 0 << "";
    QTest::newRow("rank alone") << "J" << false << 0 << "";
    QTest::newRow("empty") << "" << false << 0 << "";
    QTest::newRow("trailing space") << "JH " << false << 0 << "";
}

void TestCards::parseCard()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(int, suit);
    QFETCH(QString, rank);
    const auto c = belote::parseCard(text.toStdString());
    QCOMPARE(c.has_value(), valid);
    if (!valid) return;
    QCOMPARE(int(suitOf(*c)), suit);
    QCOMPARE(QString(QLatin1Char(rankLetter(rankOf(*c)))), rank);
    QCOMPARE(QString::fromStdString(cardName(*c)), text);
}

// Every card prints and parses back, and the numbers run 7 8 9 T J Q K A in each suit
// S H D C (the order of sequences, RULES.md §6).
void TestCards::allCardsRoundTrip()
{
    const QString expected =
        "7S 8S 9S TS JS QS KS AS 7H 8H 9H TH JH QH KH AH "
        "7D 8D 9D TD JD QD KD AD 7C 8C 9C TC JC QC KC AC";
    QStringList names;
    for (Card c = 0; c < kCards; ++c) {
        names << QString::fromStdString(cardName(c));
        QCOMPARE(belote::parseCard(cardName(c)), std::optional<Card>(c));
        QCOMPARE(makeCard(suitOf(c), rankOf(c)), c);
    }
    QCOMPARE(names.join(' '), expected);
    QCOMPARE(str(CardSet::all()), expected);
}

void TestCards::cardSetString_data()
{
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("printed");
    QTest::addColumn<int>("size");

    // clang-format off
    QTest::newRow("sorted by suit S H D C then rank") << "AC JH 7S TD 9H" << "7S 9H JH TD AC" << 5;
    QTest::newRow("empty set") << "" << "" << 0;
    QTest::newRow("one suit") << "AH KH QH JH TH 9H 8H 7H" << "7H 8H 9H TH JH QH KH AH" << 8;
    // clang-format on
}

void TestCards::cardSetString()
{
    QFETCH(QString, cards);
    QFETCH(QString, printed);
    QFETCH(int, size);
    const CardSet s = hand(cards);
    QCOMPARE(str(s), printed);
    QCOMPARE(s.size(), size);
    for (Card c : cardList(cards)) QVERIFY(s.contains(c));
}

void TestCards::seats_data()
{
    QTest::addColumn<QString>("seat");
    QTest::addColumn<QString>("right");  // the next one counter-clockwise: plays after
    QTest::addColumn<QString>("partner");
    QTest::addColumn<QString>("team");

    // clang-format off
    QTest::newRow("right of S is E, S plays with N") << "S" << "E" << "N" << "NS";
    QTest::newRow("right of E is N, E plays with W") << "E" << "N" << "W" << "EW";
    QTest::newRow("right of N is W") << "N" << "W" << "S" << "NS";
    QTest::newRow("right of W is S") << "W" << "S" << "E" << "EW";
    // clang-format on
}

void TestCards::seats()
{
    QFETCH(QString, seat);
    QFETCH(QString, right);
    QFETCH(QString, partner);
    QFETCH(QString, team);
    const Seat s = testutil::seat(seat);
    QCOMPARE(QString(QLatin1Char(seatLetter(s))), seat);
    QCOMPARE(QString(QLatin1Char(seatLetter(nextSeat(s)))), right);
    QCOMPARE(QString(QLatin1Char(seatLetter(partnerOf(s)))), partner);
    QCOMPARE(QString::fromLatin1(teamName(teamOf(s))), team);
    QCOMPARE(teamOf(partnerOf(s)), teamOf(s));
    QVERIFY(teamOf(nextSeat(s)) != teamOf(s));
    QCOMPARE(otherTeam(teamOf(s)), teamOf(nextSeat(s)));
    // Four steps to the right come back; the dealer's right neighbour deals next.
    QCOMPARE(nextSeat(s, 4), s);
    QCOMPARE(nextSeat(s, 3), nextSeat(nextSeat(nextSeat(s))));
    QVERIFY(!parseSeat("X"));
    QVERIFY(!parseSeat("SE"));
    QVERIFY(!parseSeat("s"));
}

void TestCards::strains_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<bool>("suitStrain");

    QTest::newRow("S: spades trump") << "S" << true << true;
    QTest::newRow("H: hearts trump") << "H" << true << true;
    QTest::newRow("D: diamonds trump") << "D" << true << true;
    QTest::newRow("C: clubs trump") << "C" << true << true;
    QTest::newRow("NT: Sans Atout") << "NT" << true << false;
    QTest::newRow("AT: Tout Atout") << "AT" << true << false;
    QTest::newRow("SA is not a strain word") << "SA" << false << false;
    QTest::newRow("lower case refused") << "nt" << false << false;
}

void TestCards::strains()
{
    QFETCH(QString, name);
    QFETCH(bool, valid);
    QFETCH(bool, suitStrain);
    const auto s = parseStrain(name.toStdString());
    QCOMPARE(s.has_value(), valid);
    if (!valid) return;
    QCOMPARE(QString::fromLatin1(strainName(*s)), name);
    QCOMPARE(isSuitStrain(*s), suitStrain);
    if (suitStrain) QCOMPARE(QString(QLatin1Char(suitLetter(trumpSuitOf(*s)))), name);
}

// The card table of RULES.md §1: the order strongest first and the points, for a suit in
// each strain, and the total of the 32 cards.
void TestCards::cardTables_data()
{
    QTest::addColumn<QString>("strain");
    QTest::addColumn<bool>("scaled");
    QTest::addColumn<QString>("suitCards");  // one suit, strongest first
    QTest::addColumn<QString>("points");     // for those cards
    QTest::addColumn<int>("total");          // the 32 cards

    // clang-format off
    QTest::newRow("trump suit: J 9 A T K Q 8 7, 20 14 11 10 4 3 0 0")
        << "H" << false << "JH 9H AH TH KH QH 8H 7H" << "20 14 11 10 4 3 0 0" << 152;
    QTest::newRow("other suit: A T K Q J 9 8 7, 11 10 4 3 2 0 0 0")
        << "H" << false << "AS TS KS QS JS 9S 8S 7S" << "11 10 4 3 2 0 0 0" << 152;
    QTest::newRow("trump clubs: same order in clubs")
        << "C" << false << "JC 9C AC TC KC QC 8C 7C" << "20 14 11 10 4 3 0 0" << 152;
    // Reading (RULES §1): the Sans Atout jack keeps its 2 points, so the deal totals 162.
    QTest::newRow("Sans Atout: A T K Q J 9 8 7, 19 10 4 3 2 0 0 0")
        << "NT" << false << "AD TD KD QD JD 9D 8D 7D" << "19 10 4 3 2 0 0 0" << 152;
    QTest::newRow("Tout Atout table: J 9 A T K Q 8 7, 13 9 6 5 3 2 0 0")
        << "AT" << false << "JS 9S AS TS KS QS 8S 7S" << "13 9 6 5 3 2 0 0" << 152;
    QTest::newRow("Tout Atout scaled: trump points in every suit, 248 in all")
        << "AT" << true << "JD 9D AD TD KD QD 8D 7D" << "20 14 11 10 4 3 0 0" << 248;
    QTest::newRow("scaled points change nothing at a suit contract")
        << "S" << true << "AH TH KH QH JH 9H 8H 7H" << "11 10 4 3 2 0 0 0" << 152;
    // clang-format on
}

void TestCards::cardTables()
{
    QFETCH(QString, strain);
    QFETCH(bool, scaled);
    QFETCH(QString, suitCards);
    QFETCH(QString, points);
    QFETCH(int, total);
    const CardTables& t =
        CardTables::get(testutil::strain(strain), scaled ? ToutAtoutPoints::Scaled : ToutAtoutPoints::Table);
    const auto cards = cardList(suitCards);
    const QStringList pts = points.split(' ');
    QCOMPARE(int(cards.size()), 8);
    for (int i = 0; i < 8; ++i) {
        QCOMPARE(int(t.points[cards[i]]), pts[i].toInt());
        // Each card beats every card after it in the list, and none before it.
        for (int j = 0; j < 8; ++j) QCOMPARE(t.beats(cards[i], cards[j]), i < j);
    }
    QCOMPARE(t.totalPoints, total);
    int sum = 0;
    for (Card c = 0; c < kCards; ++c) sum += t.points[c];
    QCOMPARE(sum, total);
}

// RULES.md §9: the option values of the four presets.
void TestCards::presets_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("options");

    // taking annonces mustUndertrump sansToutAtout toutAtoutPoints coincheOutOfTurn litige
    // rounding scoring cutMinimum shuffle target deals
    // clang-format off
    QTest::newRow("classic") << "classic"
                             << "classic 1 1 0 table 0 carry 0 classic 3 full 1000 0";
    QTest::newRow("classic-no-annonces") << "classic-no-annonces"
                                         << "classic 0 1 0 table 0 carry 0 classic 3 full 1000 0";
    QTest::newRow("coinche") << "coinche" << "auction 1 0 0 table 0 carry 1 ffb-coinche 3 full 2000 0";
    QTest::newRow("coinche-montpellier") << "coinche-montpellier"
                                         << "auction 0 0 0 table 1 carry 1 montpellier 4 full 2000 0";
    // clang-format on
}

void TestCards::presets()
{
    QFETCH(QString, preset);
    QFETCH(QString, options);
    const auto p = parsePreset(preset.toStdString());
    QVERIFY(p);
    QCOMPARE(QString::fromLatin1(presetName(*p)), preset);
    const Rules r = Rules::fromPreset(*p);
    const QJsonObject j = r.toJson();
    QCOMPARE(j.value("preset").toString(), preset);
    QCOMPARE(j.size(), 1);  // nothing differs from the preset itself
    const char* taking = r.taking == Taking::Classic ? "classic" : "auction";
    const char* scoring[] = {"classic", "ffb-coinche", "montpellier"};
    const QString got = QStringList{taking,
                                    QString::number(r.annonces),
                                    QString::number(r.mustUndertrump),
                                    QString::number(r.sansToutAtout),
                                    r.toutAtoutPoints == ToutAtoutPoints::Table ? "table" : "scaled",
                                    QString::number(r.coincheOutOfTurn),
                                    r.litige == Litige::Carry ? "carry" : "down",
                                    QString::number(r.rounding),
                                    scoring[int(r.scoring)],
                                    QString::number(r.cutMinimum),
                                    r.shuffle == Shuffle::Full ? "full" : "cutOnly",
                                    QString::number(r.target),
                                    QString::number(r.deals)}
                            .join(' ');
    QCOMPARE(got, options);
    QVERIFY(r.inconsistency().isEmpty());
}

QTEST_MAIN(TestCards)
#include "tst_cards.moc"
