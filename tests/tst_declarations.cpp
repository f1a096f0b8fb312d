// Declarations (annonces) and belote (RULES.md §6): values, a player's best combination,
// what a player may declare, the ranking, and the resolution through a Deal.
#include "testutil.h"

#include <QtTest>

using namespace belote;
using namespace testutil;

namespace {

// "tierce:KH", "cinquante:TD", "cent:AH", "cent6:KH" (a run of 6), "carre:J".
Declaration decl(const QString& name)
{
    const QStringList kv = name.split(':');
    if (kv.size() != 2 || kv[1].isEmpty()) badRow("bad declaration \"" + name + "\"");
    Declaration d;
    const QString kind = kv[0];
    if (kind == "tierce") d.length = 3;
    else if (kind == "cinquante") d.length = 4;
    else if (kind.startsWith("cent")) d.length = std::uint8_t(kind.size() > 4 ? kind.mid(4).toInt() : 5);
    else if (kind == "carre") d.length = 4;
    else badRow("bad declaration kind \"" + kind + "\"");
    d.kind = *parseDeclarationKind(kind.startsWith("cent") ? "cent" : kind.toStdString());
    auto r = parseRank(kv[1][0].toLatin1());
    if (!r) badRow("bad rank in \"" + name + "\"");
    d.high = *r;
    if (d.kind != DeclarationKind::Carre) {
        auto s = kv[1].size() == 2 ? parseSuit(kv[1][1].toLatin1()) : std::nullopt;
        if (!s) badRow("bad suit in \"" + name + "\"");
        d.suit = *s;
    }
    return d;
}

DeclarationSet declSet(const QString& names)
{
    DeclarationSet s;
    for (const QString& n : names.split(' ', Qt::SkipEmptyParts)) s.add(decl(n));
    return s;
}

QString names(const DeclarationSet& s)
{
    QStringList out;
    for (const Declaration& d : s) out << QString::fromStdString(d.name());
    return out.join(' ');
}

// Plays the deal out taking the first legal card; `declare` says what each seat declares
// in the first trick ("best", "none" or the declarations).
void playOutFirstCard(Deal& d, const QStringList& declare = {})
{
    while (d.phase() == Phase::Play) {
        const Seat s = d.toAct();
        if (d.declarationPending() && !declare.isEmpty()) {
            const QString what = declare[int(s)];
            const DeclarationChoices choices = d.declarationChoices();
            const DeclarationSet set = what == "best"   ? *choices.begin()
                                       : what == "none" ? DeclarationSet{}
                                                        : declSet(what);
            QVERIFY2(choices.contains(set), qPrintable(what + " is not a choice"));
            d.declare(set);
        }
        d.playCard(d.legalCards().first());
    }
}

Deal dealFromHands(const QString& strain, const std::array<CardSet, 4>& h)
{
    // S deals, E bids and leads.
    Deal d = Deal::fromHands(rules("coinche sansToutAtout=true"), Seat::South, h, std::nullopt);
    if (runCalls(d, "E:80" + strain + " N:pass W:pass S:pass") != 0) badRow("bid refused");
    return d;
}

}  // namespace

class TestDeclarations : public QObject {
    Q_OBJECT

private slots:
    void combination_data();
    void combination();
    void choices_data();
    void choices();
    void ranking_data();
    void ranking();
    void resolution_data();
    void resolution();
    void belote_data();
    void trumpSuits_data();
    void trumpSuits();
    void belote();
};

void TestDeclarations::combination_data()
{
    QTest::addColumn<QString>("strain");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("best");  // best declaration first
    QTest::addColumn<int>("value");

    // clang-format off
    QTest::newRow("tierce: 20") << "S" << "7H 8H 9H AS KD QC 7C 9D" << "tierce:9H" << 20;
    QTest::newRow("sequence order 7 8 9 T J Q K A: 9 T J is a tierce")
        << "S" << "9D TD JD 7S AS 8H KC 7C" << "tierce:JD" << 20;
    QTest::newRow("Q K A is a tierce") << "S" << "QC KC AC 7S 9S 7H 9H 7D" << "tierce:AC" << 20;
    QTest::newRow("no wrap-around: K A 7 is nothing") << "S" << "KC AC 7C 9S JS 7H 9H 7D" << "" << 0;
    QTest::newRow("cinquante: 50") << "S" << "TH JH QH KH 7S 9S 7D 9C" << "cinquante:KH" << 50;
    QTest::newRow("cent: 5 cards, 100") << "S" << "9H TH JH QH KH 7S 9S 7D" << "cent:KH" << 100;
    QTest::newRow("run of 6: one cent named by its top card") << "S" << "8H 9H TH JH QH KH 7S 7D" << "cent:KH"
                                                              << 100;
    QTest::newRow("run of 7: one cent named by its top card") << "S" << "8H 9H TH JH QH KH AH 7S" << "cent:AH"
                                                              << 100;
    QTest::newRow("run of 8: a cent to the ace and a tierce to the 9")
        << "S" << "7H 8H 9H TH JH QH KH AH" << "cent:AH tierce:9H" << 120;
    QTest::newRow("carre of J: 200") << "S" << "JS JH JD JC 7S 9H 7D 9C" << "carre:J" << 200;
    QTest::newRow("carre of 9: 150") << "S" << "9S 9H 9D 9C 7S JH 7D JC" << "carre:9" << 150;
    QTest::newRow("carre of A: 100") << "S" << "AS AH AD AC 7S 9H 7D 9C" << "carre:A" << 100;
    QTest::newRow("carre of T: 100, carre of 7 nothing") << "S" << "TS TH TD TC 7S 7H 7D 7C" << "carre:T" << 100;
    QTest::newRow("carre of K: 100") << "S" << "KS KH KD KC 7S 9H 7D 9C" << "carre:K" << 100;
    QTest::newRow("carre of Q: 100") << "S" << "QS QH QD QC 7S 9H 7D 9C" << "carre:Q" << 100;
    QTest::newRow("carre of 8: nothing") << "S" << "8S 8H 8D 8C TS QH TD QC" << "" << 0;
    QTest::newRow("carres of 7 and 8: nothing") << "S" << "7S 7H 7D 7C 8S 8H 8D 8C" << "" << 0;
    QTest::newRow("carre of 8 counts nothing, its 8H stays in a tierce") << "S" << "8S 8H 8D 8C 9H TH 7S 7D"
                                                                         << "tierce:TH" << 20;
    QTest::newRow("two carres: J and 9") << "S" << "JS JH JD JC 9S 9H 9D 9C" << "carre:J carre:9" << 350;
    QTest::newRow("two tierces, the higher first") << "S" << "7H 8H 9H JS QS KS 7D 9C" << "tierce:KS tierce:9H"
                                                   << 40;
    QTest::newRow("cinquante and tierce") << "S" << "7H 8H 9H TH QS KS AS 7D" << "cinquante:TH tierce:AS" << 70;
    QTest::newRow("cent and tierce in two suits") << "S" << "9H TH JH QH KH 7S 8S 9S" << "cent:KH tierce:9S"
                                                  << 120;
    QTest::newRow("nothing") << "S" << "7S 9S JS KS 7H 9H JH KH" << "" << 0;
    QTest::newRow("a card counts once: carre of J over the cent through JH")
        << "S" << "JS JD JC 9H TH JH QH KH" << "carre:J" << 200;
    QTest::newRow("a card counts once: carre of Q and tierce over the cent through QH")
        << "S" << "QS QD QC 9H TH JH QH KH" << "carre:Q tierce:JH" << 120;
    QTest::newRow("a card counts once: carre of J and tierce from the rest of the run")
        << "S" << "JS JD JC 8H 9H TH JH 7C" << "carre:J tierce:TH" << 220;
    QTest::newRow("same value: carre of Q ranks above the cent through QH")
        << "S" << "QS QD QC TH JH QH KH AH" << "carre:Q" << 100;
    QTest::newRow("Sans Atout: carre of A 200") << "NT" << "AS AH AD AC 7S 9H 7D 9C" << "carre:A" << 200;
    QTest::newRow("Sans Atout: carre of T 150") << "NT" << "TS TH TD TC 7S 7H 7D 7C" << "carre:T" << 150;
    QTest::newRow("Sans Atout: carre of K 100") << "NT" << "KS KH KD KC 7S 9H 7D 9C" << "carre:K" << 100;
    QTest::newRow("Sans Atout: carre of Q 100") << "NT" << "QS QH QD QC 7S 9H 7D 9C" << "carre:Q" << 100;
    QTest::newRow("Sans Atout: carre of J 100") << "NT" << "JS JH JD JC 7S 9H 7D 9C" << "carre:J" << 100;
    QTest::newRow("Sans Atout: carre of 9 100") << "NT" << "9S 9H 9D 9C 7S JH 7D JC" << "carre:9" << 100;
    QTest::newRow("Sans Atout: two carres, A first") << "NT" << "AS AH AD AC 9S 9H 9D 9C" << "carre:A carre:9"
                                                     << 300;
    QTest::newRow("Sans Atout: sequences as usual") << "NT" << "7H 8H 9H TH JH 7S 9S 7D" << "cent:JH" << 100;
    QTest::newRow("Tout Atout: carre of J 200") << "AT" << "JS JH JD JC 7S 9H 7D 9C" << "carre:J" << 200;
    QTest::newRow("Tout Atout: carre of 9 150") << "AT" << "9S 9H 9D 9C 7S JH 7D JC" << "carre:9" << 150;
    QTest::newRow("Tout Atout: carre of A 100") << "AT" << "AS AH AD AC 7S 9H 7D 9C" << "carre:A" << 100;
    // clang-format on
}

void TestDeclarations::combination()
{
    QFETCH(QString, strain);
    QFETCH(QString, hand);
    QFETCH(QString, best);
    QFETCH(int, value);
    const Strain st = testutil::strain(strain);
    const CardSet h = testutil::hand(hand);
    QCOMPARE(h.size(), 8);
    const DeclarationSet s = bestCombination(h, st);
    QCOMPARE(names(s), best);
    QCOMPARE(s.value(st), value);
    // The declarations are in the hand and share no card.
    CardSet used;
    for (const Declaration& d : s) {
        QVERIFY((d.cards() - h).empty());
        QVERIFY((d.cards() & used).empty());
        used |= d.cards();
    }
    QCOMPARE(str(s.cards()), str(used));
}

void TestDeclarations::choices_data()
{
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("choices");  // " | " between choices, best first
    QTest::addColumn<QString>("refused");  // a set that is not a part of the best combination

    // clang-format off
    QTest::newRow("carre and tierce: both, each alone, or nothing")
        << "JS JD JC 8H 9H TH JH 7C" << "carre:J tierce:TH | carre:J | tierce:TH | " << "cinquante:JH";
    QTest::newRow("run of 8: cent and tierce, each alone, or nothing")
        << "7H 8H 9H TH JH QH KH AH" << "cent:AH tierce:9H | cent:AH | tierce:9H | " << "cinquante:JH";
    QTest::newRow("one declaration: it or nothing") << "7H 8H 9H AS KD QC 7C 9D" << "tierce:9H | "
                                                    << "tierce:TH";
    QTest::newRow("a cinquante cannot be declared as a tierce") << "TH JH QH KH 7S 9S 7D 9C"
                                                                << "cinquante:KH | " << "tierce:KH";
    QTest::newRow("nothing to declare: only the empty set") << "7S 9S JS KS 7H 9H JH KH" << "" << "tierce:KH";
    // clang-format on
}

void TestDeclarations::choices()
{
    QFETCH(QString, hand);
    QFETCH(QString, choices);
    QFETCH(QString, refused);
    const DeclarationChoices c = declarationChoices(testutil::hand(hand), Strain::Spades);
    QStringList got;
    for (const DeclarationSet& s : c) got << names(s);
    QCOMPARE(got.join(" | "), choices);
    QVERIFY(!c.contains(declSet(refused)));
}

void TestDeclarations::ranking_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("strain");
    QTest::addColumn<int>("order");  // 1: a ranks above b, 0: a tie

    // clang-format off
    QTest::newRow("carre of 100 above a cent") << "carre:Q" << "cent:AH" << "H" << 1;
    QTest::newRow("cent above cinquante") << "cent:JH" << "cinquante:AS" << "H" << 1;
    QTest::newRow("cinquante above tierce") << "cinquante:TH" << "tierce:AS" << "H" << 1;
    QTest::newRow("carre of J above carre of 9") << "carre:J" << "carre:9" << "H" << 1;
    QTest::newRow("carre of 9 above carre of A") << "carre:9" << "carre:A" << "H" << 1;
    QTest::newRow("carre of 9 above a cent") << "carre:9" << "cent:AH" << "H" << 1;
    QTest::newRow("carres of 100: A above T") << "carre:A" << "carre:T" << "H" << 1;
    QTest::newRow("carres of 100: T above K") << "carre:T" << "carre:K" << "H" << 1;
    QTest::newRow("carres of 100: K above Q") << "carre:K" << "carre:Q" << "H" << 1;
    QTest::newRow("Sans Atout: carre of A above carre of T") << "carre:A" << "carre:T" << "NT" << 1;
    QTest::newRow("Sans Atout: carre of T above carre of K") << "carre:T" << "carre:K" << "NT" << 1;
    QTest::newRow("Sans Atout: carres of 100: K above Q") << "carre:K" << "carre:Q" << "NT" << 1;
    QTest::newRow("Sans Atout: carres of 100: Q above J") << "carre:Q" << "carre:J" << "NT" << 1;
    QTest::newRow("Sans Atout: carres of 100: J above 9") << "carre:J" << "carre:9" << "NT" << 1;
    QTest::newRow("Sans Atout: carre of J above a cent") << "carre:J" << "cent:AH" << "NT" << 1;
    QTest::newRow("Tout Atout: carre of J above carre of 9") << "carre:J" << "carre:9" << "AT" << 1;
    QTest::newRow("Tout Atout: carres of 100: A above T") << "carre:A" << "carre:T" << "AT" << 1;
    QTest::newRow("height: tierce to the ace above tierce to the queen") << "tierce:AS" << "tierce:QH" << "C" << 1;
    QTest::newRow("height: cent to the ace above cent to the king") << "cent:AS" << "cent:KD" << "C" << 1;
    QTest::newRow("height before trump: cinquante to K above trump cinquante to Q")
        << "cinquante:KS" << "cinquante:QH" << "H" << 1;
    QTest::newRow("same height: the trump sequence wins") << "tierce:KH" << "tierce:KS" << "H" << 1;
    QTest::newRow("same height: the trump cent wins") << "cent:AC" << "cent:AD" << "C" << 1;
    QTest::newRow("same height, neither in trump: tie") << "tierce:KS" << "tierce:KD" << "H" << 0;
    QTest::newRow("Sans Atout: no trump tie-break") << "tierce:KH" << "tierce:KS" << "NT" << 0;
    QTest::newRow("Tout Atout: no trump tie-break") << "tierce:KH" << "tierce:KS" << "AT" << 0;
    // Reading (RULES §6): a run of 6 or 7 is one cent named by its top card.
    QTest::newRow("run of 6 and cent of 5 with the same top card: tie") << "cent6:KH" << "cent:KS" << "C" << 0;
    QTest::newRow("run of 7 to the K below a cent to the A") << "cent:AS" << "cent7:KH" << "C" << 1;
    // clang-format on
}

void TestDeclarations::ranking()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, strain);
    QFETCH(int, order);
    const Strain st = testutil::strain(strain);
    const int ab = compareDeclarations(decl(a), decl(b), st);
    const int ba = compareDeclarations(decl(b), decl(a), st);
    QCOMPARE(ab > 0 ? 1 : ab < 0 ? -1 : 0, order);
    QCOMPARE(ba > 0 ? 1 : ba < 0 ? -1 : 0, -order);
}

void TestDeclarations::resolution_data()
{
    QTest::addColumn<QString>("strain");
    QTest::addColumn<QString>("south");
    QTest::addColumn<QString>("east");
    QTest::addColumn<QString>("north");
    QTest::addColumn<QString>("west");
    QTest::addColumn<QString>("declare");  // S E N W: best, none or the declarations
    QTest::addColumn<QString>("winner");   // NS, EW or none
    QTest::addColumn<int>("ns");
    QTest::addColumn<int>("ew");

    // Deal 1: S cinquante:KC, N tierce:QS, E tierce:AH, W nothing.
    const QStringList d1{"TC JC QC KC 7S 9D 7H AD", "QH KH AH 8S AS 8C TD QD", "TS JS QS 8H 9H 7C JD KD",
                         "9S KS TH JH 7D 8D 9C AC"};
    // clang-format off
    QTest::newRow("the side with the best declaration scores all of its declarations, lower ones too")
        << "H" << d1[0] << d1[1] << d1[2] << d1[3] << "best best best best" << "NS" << 70 << 0;
    QTest::newRow("declaring nothing: S silent, tierce to the A beats tierce to the Q")
        << "H" << d1[0] << d1[1] << d1[2] << d1[3] << "none best best best" << "EW" << 0 << 20;
    QTest::newRow("nobody declares: nobody scores")
        << "H" << d1[0] << d1[1] << d1[2] << d1[3] << "none none none none" << "none" << 0 << 0;
    // clang-format on

    // Deal 2: S tierce:KS, E tierce:KD, N tierce:9C, W nothing.
    const QStringList d2{"JS QS KS 7H 9H 7D 9D AC", "JD QD KD 7S 9S JH KH TC", "7C 8C 9C 8S AS 8H KC 8D",
                         "TS TH QH AH TD AD JC QC"};
    // clang-format off
    QTest::newRow("tierce against tierce, same height, no trump: nobody scores, not even a lower tierce")
        << "H" << d2[0] << d2[1] << d2[2] << d2[3] << "best best best best" << "none" << 0 << 0;
    QTest::newRow("tierce against tierce, same height: the trump tierce wins")
        << "S" << d2[0] << d2[1] << d2[2] << d2[3] << "best best best best" << "NS" << 40 << 0;
    QTest::newRow("tierce against tierce, same height: the trump tierce wins for the other side")
        << "D" << d2[0] << d2[1] << d2[2] << d2[3] << "best best best best" << "EW" << 0 << 20;
    QTest::newRow("Sans Atout: no trump tie-break, nobody scores")
        << "NT" << d2[0] << d2[1] << d2[2] << d2[3] << "best best best best" << "none" << 0 << 0;
    QTest::newRow("Tout Atout: no trump tie-break, nobody scores")
        << "AT" << d2[0] << d2[1] << d2[2] << d2[3] << "best best best best" << "none" << 0 << 0;
    QTest::newRow("tierce to the K beats a tierce to the 9")
        << "H" << d2[0] << d2[1] << d2[2] << d2[3] << "none best best best" << "EW" << 0 << 20;
    QTest::newRow("the other side silent: both tierces count")
        << "H" << d2[0] << d2[1] << d2[2] << d2[3] << "best none best best" << "NS" << 40 << 0;
    // clang-format on

    // Deal 3: S carre:Q, E cent:JC.
    const QStringList d3{"QS QH QD QC 7S 8S AH AD", "7C 8C 9C TC JC 9S 7H 7D", "TS JS KS 8H TH KH 8D TD",
                         "AS 9H JH 9D JD KD KC AC"};
    // clang-format off
    QTest::newRow("a carre of 100 beats a cent, even a cent in trump")
        << "C" << d3[0] << d3[1] << d3[2] << d3[3] << "best best best best" << "NS" << 100 << 0;
    QTest::newRow("Sans Atout: a carre of Q beats a cent")
        << "NT" << d3[0] << d3[1] << d3[2] << d3[3] << "best best best best" << "NS" << 100 << 0;
    // clang-format on

    // Deal 4: S carre:J + tierce:9H, E cinquante:TD.
    const QStringList d4{"JS JH JD JC 7H 8H 9H AS", "7D 8D 9D TD QS 7C 9C KH", "7S 8S TS QH AH QD AD QC",
                         "9S KS TH KD 8C TC KC AC"};
    // clang-format off
    QTest::newRow("the best combination: carre of J and tierce both count")
        << "D" << d4[0] << d4[1] << d4[2] << d4[3] << "best best best best" << "NS" << 220 << 0;
    QTest::newRow("declaring a part: only the tierce, the cinquante wins")
        << "D" << d4[0] << d4[1] << d4[2] << d4[3] << "tierce:9H best best best" << "EW" << 0 << 50;
    QTest::newRow("declaring a part: only the carre")
        << "D" << d4[0] << d4[1] << d4[2] << d4[3] << "carre:J best best best" << "NS" << 200 << 0;
    // clang-format on

    // Deal 5: S carre:A, E carre:T, W carre:Q.
    const QStringList d5{"AS AH AD AC 7S 9S 7H 9H", "TS TH TD TC 7D 9D 7C 9C", "8S JS KS 8H JH KH 8D JD",
                         "QS QH QD QC KD 8C JC KC"};
    // clang-format off
    QTest::newRow("carres of 100: A above T, the other side's two carres lost")
        << "H" << d5[0] << d5[1] << d5[2] << d5[3] << "best best best best" << "NS" << 100 << 0;
    QTest::newRow("Sans Atout: carre of A 200 above carre of T 150")
        << "NT" << d5[0] << d5[1] << d5[2] << d5[3] << "best best best best" << "NS" << 200 << 0;
    QTest::newRow("Tout Atout: carres valued as with a trump suit")
        << "AT" << d5[0] << d5[1] << d5[2] << d5[3] << "best best best best" << "NS" << 100 << 0;
    QTest::newRow("carre of T alone on its side beats carre of Q")
        << "H" << d5[0] << d5[1] << d5[2] << d5[3] << "none best best best" << "EW" << 0 << 200;
    // clang-format on
}

void TestDeclarations::resolution()
{
    QFETCH(QString, strain);
    QFETCH(QString, south);
    QFETCH(QString, east);
    QFETCH(QString, north);
    QFETCH(QString, west);
    QFETCH(QString, declare);
    QFETCH(QString, winner);
    QFETCH(int, ns);
    QFETCH(int, ew);
    Deal d = dealFromHands(strain, hands(south, east, north, west));
    const QStringList choice = declare.split(' ');
    // The first trick: each declares as it plays; nothing is resolved yet.
    for (int i = 0; i < 4; ++i) {
        const Seat s = d.toAct();
        if (d.declarationPending()) {
            const DeclarationChoices choices = d.declarationChoices();
            const QString what = choice[int(s)];
            const DeclarationSet set = what == "best"   ? *choices.begin()
                                       : what == "none" ? DeclarationSet{}
                                                        : declSet(what);
            QVERIFY2(choices.contains(set), qPrintable(what));
            d.declare(set);
        }
        d.playCard(d.legalCards().first());
        QVERIFY(!d.declarationsResolved());
        QVERIFY(!d.declarationWinner());
    }
    QVERIFY(!d.declarationPending());
    // Resolved when the first card of the second trick is played.
    d.playCard(d.legalCards().first());
    QVERIFY(d.declarationsResolved());
    QCOMPARE(d.declarationWinner().has_value(), winner != "none");
    if (winner != "none") QCOMPARE(*d.declarationWinner(), team(winner));
    playOutFirstCard(d);
    const DealFacts f = d.facts();
    QCOMPARE(f.declarations[0], ns);
    QCOMPARE(f.declarations[1], ew);
}

void TestDeclarations::belote_data()
{
    QTest::addColumn<QString>("strain");
    QTest::addColumn<QString>("south");
    QTest::addColumn<QString>("east");
    QTest::addColumn<QString>("north");
    QTest::addColumn<QString>("west");
    QTest::addColumn<QString>("holders");  // seat:suits holding K and Q of a trump suit
    QTest::addColumn<int>("ns");
    QTest::addColumn<int>("ew");

    // S holds KC QC, E KH QH; nobody holds K and Q of spades or diamonds.
    const QStringList d1{"TC JC QC KC 7S 9D 7H AD", "QH KH AH 8S AS 8C TD QD", "TS JS QS 8H 9H 7C JD KD",
                         "9S KS TH JH 7D 8D 9C AC"};
    QTest::newRow("belote: king and queen of trump in one hand, 20")
        << "H" << d1[0] << d1[1] << d1[2] << d1[3] << "E:H" << 0 << 20;
    QTest::newRow("belote for the taker's side") << "C" << d1[0] << d1[1] << d1[2] << d1[3] << "S:C" << 20 << 0;
    QTest::newRow("no belote: K and Q of trump in two hands")
        << "S" << d1[0] << d1[1] << d1[2] << d1[3] << "" << 0 << 0;
    QTest::newRow("Sans Atout: no belote") << "NT" << d1[0] << d1[1] << d1[2] << d1[3] << "" << 0 << 0;
    QTest::newRow("Tout Atout: a belote in every suit")
        << "AT" << d1[0] << d1[1] << d1[2] << d1[3] << "S:C E:H" << 20 << 20;
    const QStringList d6{"KS QS 7S 8S 7H 8H 7D 8D", "KH QH 9S TS 9H TH 9D TD", "KD QD JS AS JH AH JD AD",
                         "KC QC 7C 8C 9C TC JC AC"};
    QTest::newRow("Tout Atout: up to four belotes")
        << "AT" << d6[0] << d6[1] << d6[2] << d6[3] << "S:S E:H N:D W:C" << 40 << 40;
    QTest::newRow("one belote at a suit contract") << "D" << d6[0] << d6[1] << d6[2] << d6[3] << "N:D" << 20 << 0;
}

void TestDeclarations::belote()
{
    QFETCH(QString, strain);
    QFETCH(QString, south);
    QFETCH(QString, east);
    QFETCH(QString, north);
    QFETCH(QString, west);
    QFETCH(QString, holders);
    QFETCH(int, ns);
    QFETCH(int, ew);
    Deal d = dealFromHands(strain, hands(south, east, north, west));
    QStringList got;
    for (int s = 0; s < 4; ++s)
        for (int su = 0; su < 4; ++su)
            if (d.beloteSuits(Seat(s)) & (1u << su))
                got << QString("%1:%2").arg(seatLetter(Seat(s))).arg(suitLetter(Suit(su)));
    QCOMPARE(got.join(' '), holders);
    // The belote cards: the king and queen of those suits, each the other's mate.
    for (int s = 0; s < 4; ++s)
        for (Card c = 0; c < kCards; ++c) {
            const bool held = d.handsBeforePlay()[s].contains(c) && (d.beloteSuits(Seat(s)) >> int(suitOf(c)) & 1u) &&
                              (rankOf(c) == Rank::King || rankOf(c) == Rank::Queen);
            QCOMPARE(d.isBeloteCard(Seat(s), c), held);
            if (held)
                QVERIFY(d.isBeloteCard(Seat(s), beloteMate(c)) && beloteMate(beloteMate(c)) == c && beloteMate(c) != c);
        }
    playOutFirstCard(d);
    QCOMPARE(d.facts().belote[0], ns);
    QCOMPARE(d.facts().belote[1], ew);
}

// Which suits are trump at each strain (RULES.md): the belote, the card order and the
// points all read it from trumpSuits().
void TestDeclarations::trumpSuits_data()
{
    QTest::addColumn<QString>("strain");
    QTest::addColumn<QString>("trumps");  // suit letters
    // clang-format off
    QTest::newRow("spades: spades alone are trump") << "S" << "S";
    QTest::newRow("hearts: hearts alone are trump") << "H" << "H";
    QTest::newRow("diamonds: diamonds alone are trump") << "D" << "D";
    QTest::newRow("clubs: clubs alone are trump") << "C" << "C";
    QTest::newRow("Sans Atout: no suit is trump") << "NT" << "";
    QTest::newRow("Tout Atout: every suit is trump") << "AT" << "SHDC";
    // clang-format on
}

void TestDeclarations::trumpSuits()
{
    QFETCH(QString, strain);
    QFETCH(QString, trumps);
    const Strain st = *parseStrain(strain.toStdString());
    QString got;
    for (int su = 0; su < 4; ++su) {
        QCOMPARE(isTrumpSuit(st, Suit(su)), bool(belote::trumpSuits(st) >> su & 1u));
        if (isTrumpSuit(st, Suit(su))) got += QLatin1Char(suitLetter(Suit(su)));
        // The card tables agree: a suit's cards are trumps exactly when the suit is.
        const CardTables& t = CardTables::get(st, ToutAtoutPoints::Table);
        QCOMPARE(t.isTrump(makeCard(Suit(su), Rank::Seven)), isTrumpSuit(st, Suit(su)));
    }
    QCOMPARE(got, trumps);
}

QTEST_MAIN(TestDeclarations)
#include "tst_declarations.moc"
