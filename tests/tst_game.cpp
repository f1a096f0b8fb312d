// The game (partie, RULES.md §2 and §8, 001 §3 and §10, 002 "fin de partie", 004 §10): deal
// after deal, the dealer's rotation, passed deals, held litige points, the end of the game and
// the shuffle or cut between deals.
//
// Most rows are a sequence of deal results written as their facts and scored by scoreDeal,
// as Deal::result() does, then fed to Game::addResult; the state after each deal is worked
// out by hand in the row's comment. Pairs are "NS-EW". The dealing rows go through
// nextDeal / finishDeal with real deals, as the game controller does.
#include "testutil.h"

#include "engine/game.h"
#include "engine/scoring.h"

#include <QtTest>

#include <set>

using namespace belote;
using namespace testutil;

namespace {

std::array<int, 2> numberPair(const QString& s)  // "5-3"
{
    const QStringList p = s.split(QLatin1Char('-'));
    if (p.size() != 2) badRow("bad pair \"" + s + "\"");
    return {p[0].toInt(), p[1].toInt()};
}

// A deal's result from its facts: "pass", or taker, trump (classic "H", coinche "80H" or
// "capotS", then "x2" or "x4" if coinched or surcoinched), tricks, card points and the side
// of the last trick, e.g. "S H 5-3 90-62 NS", "S 80H x2 5-3 92-60 NS"; then, as needed,
// "b20-0" (belote) and "d50-0" (the declarations that count).
DealResult dealResult(const Rules& r, const QString& spec)
{
    if (spec == QLatin1String("pass")) return passedDealResult();
    QStringList w = spec.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const int coinche = w.size() > 2 && w[2].startsWith(QLatin1Char('x')) ? w.takeAt(2).mid(1).toInt() : 1;
    if (w.size() < 5) badRow("bad deal \"" + spec + "\"");
    const auto call = parseCall(w[1].toStdString(), r.isClassic(), std::nullopt);
    if (!call) badRow("bad contract in \"" + spec + "\"");
    DealFacts f;
    f.contract = Contract{seat(w[0]), call->strain, call->value, coinche};
    f.tricks = numberPair(w[2]);
    f.cardPoints = numberPair(w[3]);
    f.lastTrick = team(w[4]);
    for (const QString& extra : w.mid(5)) {
        if (extra.startsWith(QLatin1Char('b'))) f.belote = numberPair(extra.mid(1));
        else if (extra.startsWith(QLatin1Char('d'))) f.declarations = numberPair(extra.mid(1));
        else badRow("bad word \"" + extra + "\" in \"" + spec + "\"");
    }
    if (f.tricks[0] + f.tricks[1] != 8 || f.cardPoints[0] + f.cardPoints[1] != 152)
        badRow("not 8 tricks and 152 points: \"" + spec + "\"");
    return scoreDeal(r, f);
}

// "100-62 held 0", then " needs NS" while a side needs one more trick, " winner EW" once over.
QString state(const Game& g)
{
    QString s = QStringLiteral("%1-%2 held %3").arg(g.score(Team::NS)).arg(g.score(Team::EW)).arg(g.heldPoints());
    for (Team t : {Team::NS, Team::EW})
        if (g.needsTrick(t)) s += QStringLiteral(" needs ") + QLatin1String(teamName(t));
    if (g.winner()) s += QStringLiteral(" winner ") + QLatin1String(teamName(*g.winner()));
    return s;
}

// Drives a deal dealt by the game. "pass": nobody takes (two rounds of four passes in
// classic, four passes in coinche). "play": the dealer's right takes the retourne (classic)
// or bids 80 hearts and the others pass (coinche), then each seat plays its first legal
// card. Returns what went wrong, or nothing.
QString drive(Deal& d, const QString& how)
{
    const bool classic = d.rules().isClassic();
    if (d.toAct() != nextSeat(d.dealer())) return QStringLiteral("the dealer's right does not speak first");
    if (how == QLatin1String("pass")) {
        for (int i = 0; i < (classic ? 8 : 4); ++i) {
            if (d.passed()) return QStringLiteral("passed after %1 passes").arg(i);
            if (classic && i == 4 && d.takingRound() != 2) return QStringLiteral("no second round");
            d.makeCall(d.toAct(), Call::pass());
        }
        return d.passed() ? QString() : QStringLiteral("not passed");
    }
    const Seat first = d.toAct();
    d.makeCall(first, classic ? Call::take(strainOf(suitOf(*d.retourne()))) : Call::bid(80, Strain::Hearts));
    while (d.phase() == Phase::Calls) d.makeCall(d.toAct(), Call::pass());
    while (d.phase() == Phase::Play) d.playCard(d.legalCards().first());
    return d.passed() ? QStringLiteral("passed") : QString();
}

// A game whose drawn first dealer is `dealer`: the first seed that draws it.
Game gameDealtBy(const Rules& r, Seat dealer)
{
    for (std::uint64_t seed = 1;; ++seed) {
        Game g(r, seed);
        if (g.dealer() == dealer) return g;
    }
}

// Where `deck` was cut to give `dealt`, or -1 when it is not a cut of it.
int cutPoint(const std::array<Card, 32>& deck, const std::array<Card, 32>& dealt)
{
    for (int at = 0; at < 32; ++at)
        if (cutDeck(deck, at) == dealt) return at;
    return -1;
}

// S, E, N, W: two cards of each suit a hand, no declaration, N holds KS QS.
std::array<CardSet, 4> twoOfEachSuit()
{
    return hands("JS 9S AH TH 7D 8D 7C 8C", "AS TS 7H 8H AD TD 9C JC", "KS QS KH QH KD QD AC TC",
                 "8S 7S 9H JH 9D JD KC QC");
}

QString cardsString(const std::array<Card, 32>& cards)
{
    QStringList out;
    for (Card c : cards) out << QString::fromStdString(cardName(c));
    return out.join(QLatin1Char(' '));
}

}  // namespace

class TestGame : public QObject {
    Q_OBJECT

private slots:
    void sequence_data();
    void sequence();
    void presetDefaults_data();
    void presetDefaults();
    void rotation_data();
    void rotation();
    void firstDealerDrawn();
    void patterns_data();
    void patterns();
    void gatherPlayed_data();
    void gatherPlayed();
    void gatherPassed_data();
    void gatherPassed();
    void cutDeck_data();
    void cutDeck();
    void nextDeck_data();
    void nextDeck();
    void nextDeckUnknownCards_data();
    void nextDeckUnknownCards();
    void reproducible_data();
    void reproducible();
    void wholeGame_data();
    void wholeGame();
};

// ---------------------------------------------------------------------------------------
// Litige points and the end of the game, deal after deal.

void TestGame::sequence_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QStringList>("deals");
    QTest::addColumn<QStringList>("states");  // after each deal

    // ---- Litige, classic (001 §10.1c, RULES §7) -------------------------------------------
    const QString c = "classic";
    const QString litige = "S H 4-4 71-81 NS";  // T = 71 + 10 = 81 = D: EW score 81, 81 held
    QTest::newRow("001 §10.1c: litige, the defence scores its total, the takers' total is held")
        << c << QStringList{litige} << QStringList{"0-81 held 81"};
    // N takes spades and makes it: T = 100 > 62; NS 100 + 81 held = 181; EW 81 + 62.
    QTest::newRow("001 §10.1c: the held points go to the next deal's takers when they make it")
        << c << QStringList{litige, "N S 5-3 90-62 NS"} << QStringList{"0-81 held 81", "181-143 held 0"};
    // E takes and goes down, T = 60 < 102: NS (the takers of the litige) 162 + 81 held.
    QTest::newRow("001 §10.1c: the held points go to the defence when the next deal's takers go down")
        << c << QStringList{litige, "E H 5-3 92-60 NS"} << QStringList{"0-81 held 81", "243-81 held 0"};
    // S is capot: EW 252 + 81 held = 333, on top of their 81.
    QTest::newRow("001 §10.1c: the held points go to a defence that makes the takers capot")
        << c << QStringList{litige, "S H 0-8 0-152 EW"} << QStringList{"0-81 held 81", "0-414 held 0"};
    // W takes diamonds, all 8 tricks and a cinquante: 252 + 50 + 81 held.
    QTest::newRow("001 §10.1c: the held points go to takers that make a capot")
        << c << QStringList{litige, "W D 0-8 0-152 EW d0-50"} << QStringList{"0-81 held 81", "0-464 held 0"};
    // Second deal E takes: T = 71 + 10 = 81 = D (NS 81): NS 81 + the first 81; EW's 81 held.
    // Third deal S makes 100: NS 162 + 100 + 81; EW 81 + 62. 3 deals of 162 = 486 = 343 + 143.
    QTest::newRow("001 §10.1c: litige after litige, the second defence cashes the first held points")
        << c << QStringList{litige, "E H 4-4 81-71 EW", "S H 5-3 90-62 NS"}
        << QStringList{"0-81 held 81", "162-81 held 81", "343-143 held 0"};
    // Second deal N takes, litige again: EW 81 + the first 81 = 243; NS's second 81 held.
    // Third deal E goes down: NS 162 + 81. Never carried twice: 486 = 243 + 243.
    QTest::newRow("001 §10.1c: two litiges by one side, the first held points are not carried twice")
        << c << QStringList{litige, "N C 4-4 71-81 NS", "E H 5-3 92-60 NS"}
        << QStringList{"0-81 held 81", "0-243 held 81", "243-243 held 0"};
    QTest::newRow("001 §10.1c: held points wait over a passed deal for the next played deal")
        << c << QStringList{litige, "pass", "N S 5-3 90-62 NS"}
        << QStringList{"0-81 held 81", "0-81 held 81", "181-143 held 0"};
    // T = 61 + 10 + 20 = 91 = D; then E makes 100: EW 91 + 100 + 91.
    QTest::newRow("001 §10.1c: the takers' belote is held with their total")
        << c << QStringList{"S H 4-4 61-91 NS b20-0", "E H 3-5 62-90 EW"}
        << QStringList{"0-91 held 91", "62-282 held 0"};
    // Rounding: D 81 -> 80, held 81 -> 80; then NS 100 + 80, EW 80 + 62 -> 60.
    QTest::newRow("RULES §7: classic with rounding, the held points are rounded too")
        << "classic rounding=true" << QStringList{litige, "N S 5-3 90-62 NS"}
        << QStringList{"0-80 held 80", "180-140 held 0"};

    // ---- Litige, coinche (004 §10.1.3, RULES §7) -----------------------------------------
    const QString f = "coinche";
    const QString litige80 = "S 80H 4-4 71-81 NS";  // T = 81 = D >= 80: EW 81 -> 80, held 81 -> 80
    // E 90S made: 100 + 90 = 190; NS 62 -> 60. EW 80 + 190 + 80 held.
    QTest::newRow("004 §10.1.3: coinche litige carry, the team that makes the next contract gets the points")
        << f << QStringList{litige80, "E 90S 3-5 62-90 EW"} << QStringList{"0-80 held 80", "60-350 held 0"};
    // N 100S: T = 92 < 100, down: EW 160 + 100 + 80 held.
    QTest::newRow("004 §10.1.3: coinche litige carry, the next contract down: the defence gets the points")
        << f << QStringList{litige80, "N 100S 5-3 82-70 NS"} << QStringList{"0-80 held 80", "0-420 held 0"};
    // Coinched and made: (160 + 80) x 2 = 480, + 80 held, not doubled.
    QTest::newRow("RULES §7: coinche, held points are not multiplied by the next deal's coinche")
        << f << QStringList{litige80, "S 80H x2 5-3 92-60 NS"} << QStringList{"0-80 held 80", "560-80 held 0"};
    // E 80S: T = 81 = D >= 80: NS 80 + the first 80; EW's 80 held.
    QTest::newRow("RULES §7: coinche litige after litige, the second defence cashes the first held points")
        << f << QStringList{litige80, "E 80S 4-4 81-71 EW"} << QStringList{"0-80 held 80", "160-80 held 80"};
    // T = 61 + 10 + 20 = 91 = D >= 90: 91 -> 90 each; then 102 + 80 = 182 -> 180, + 90.
    QTest::newRow("004 §10.2: coinche, held points rounded to the nearest 10, 91 -> 90")
        << f << QStringList{"S 90H 4-4 61-91 NS b20-0", "S 80S 5-3 92-60 NS"}
        << QStringList{"0-90 held 90", "270-150 held 0"};
    QTest::newRow("004 §10.1.3: coinche option litige=down, the tie is down and nothing is held")
        << "coinche litige=down" << QStringList{litige80} << QStringList{"0-240 held 0"};
    // P = 81 >= 80: made, 80 + 80; EW 81 -> 80.
    QTest::newRow("002: Montpellier has no litige, nothing is held")
        << "coinche-montpellier" << QStringList{litige80} << QStringList{"160-80 held 0"};

    // ---- End of the game, FFB (001 §10.3, 004 §10.3, RULES §8) ------------------------------
    // A capot with a carré of jacks: 252 + 200 = 452 a deal.
    const QString bigCapot = "S H 8-0 152-0 NS d200-0";
    QTest::newRow("001 §10.3: classic plays to 1000 by default, 904 is not enough")
        << c << QStringList{bigCapot, bigCapot, bigCapot}
        << QStringList{"452-0 held 0", "904-0 held 0", "1356-0 held 0 winner NS"};
    // Capot bid, surcoinched and made: (250 + 250) x 4 = 2000.
    QTest::newRow("004 §10.3: coinche plays to 2000 by default, reaching it exactly wins")
        << f << QStringList{"S capotH x4 8-0 152-0 NS"} << QStringList{"2000-0 held 0 winner NS"};
    const QString c150 = "classic target=150";
    const QString nsMake = "S H 5-3 90-62 NS";  // T = 100 > 62
    QTest::newRow("001 §10.3: the first side to reach the target wins")
        << c150 << QStringList{nsMake, nsMake} << QStringList{"100-62 held 0", "200-124 held 0 winner NS"};
    // E makes 102 against 60: 160-164, both over 150.
    QTest::newRow("001 §10.3: both pass the target in the same deal, the higher total wins")
        << c150 << QStringList{nsMake, "E H 4-4 60-92 EW"} << QStringList{"100-62 held 0", "160-164 held 0 winner EW"};
    // 122-40, then E makes 110 against 52: 174-150.
    QTest::newRow("001 §10.3: both pass the target, the higher total wins although it lost the deal")
        << c150 << QStringList{"S H 6-2 112-40 NS", "E H 4-4 52-100 EW"}
        << QStringList{"122-40 held 0", "174-150 held 0 winner NS"};
    // E makes 100 against 62: 162-162, one more deal; NS make 100: 262-224.
    QTest::newRow("001 §10.3: both reach the target with equal totals, one more deal decides")
        << c150 << QStringList{nsMake, "E H 3-5 62-90 EW", nsMake}
        << QStringList{"100-62 held 0", "162-162 held 0", "262-224 held 0 winner NS"};
    QTest::newRow("001 §10.3: equal totals over the target and a passed deal, still one more deal")
        << c150 << QStringList{nsMake, "E H 3-5 62-90 EW", "pass", "E H 3-5 62-90 EW"}
        << QStringList{"100-62 held 0", "162-162 held 0", "162-162 held 0", "224-262 held 0 winner EW"};
    // 0-81 held 81; NS make 100 + 81 = 181.
    QTest::newRow("001 §10.1c and §10.3: held litige points count toward the target")
        << c150 << QStringList{litige, nsMake} << QStringList{"0-81 held 81", "181-143 held 0 winner NS"};
    // 100-62, then the litige takes EW to 143 >= 140: the 81 held are lost.
    QTest::newRow("RULES §7: points still held when the game ends are lost")
        << "classic target=140" << QStringList{nsMake, litige}
        << QStringList{"100-62 held 0", "100-143 held 81 winner EW"};

    // "Needs one more trick" (001 §10.3, cas particulier; 000 "on ne termine jamais une
    // partie sur un capot accompagné d'une belote"). Target 300; NS first make a capot with
    // belote and tierce: 252 + 20 + 20 = 292.
    const QString c300 = "classic target=300";
    const QString ns292 = "S H 8-0 152-0 NS b20-0 d20-0";
    const QString nsDownBelote = "S H 3-5 50-102 EW b20-0";  // T = 70 < 112: NS 20, EW 162
    // NS 312 only through the belote: not won. A passed deal is no trick. E then makes 132
    // against NS's 30 in 2 tricks: NS 342, EW 294 < 300.
    QTest::newRow("001 §10.3: takers down reach the target only through their belote, one more trick needed")
        << c300 << QStringList{ns292, nsDownBelote, "pass", "E H 2-6 30-122 EW"}
        << QStringList{"292-0 held 0", "312-162 held 0 needs NS", "312-162 held 0 needs NS",
                       "342-294 held 0 winner NS"};
    // Capot against with belote: NS 312, EW 252. Then NS take 3 tricks but go down: EW 414;
    // NS have their trick, both are over 300: the higher total, EW.
    QTest::newRow("001 §10.3: capot against with belote, after the trick the usual checks apply")
        << c300 << QStringList{ns292, "S H 0-8 0-152 EW b20-0", "S H 3-5 50-102 EW"}
        << QStringList{"292-0 held 0", "312-252 held 0 needs NS", "312-414 held 0 winner EW"};
    // EW capot with belote and tierce: 292. Then NS take all: 252; EW's belote 312, no
    // trick. Then S goes down: EW +162 with 5 tricks.
    QTest::newRow("001 §10.3: a defence that is capot reaches the target only through its belote")
        << c300 << QStringList{"E H 0-8 0-152 EW b0-20 d0-20", "S H 8-0 152-0 NS b0-20", "S H 3-5 50-102 EW"}
        << QStringList{"0-292 held 0", "252-312 held 0 needs EW", "252-474 held 0 winner EW"};
    // NS still without a trick when EW make a capot: EW 414 win, NS count as below 300.
    QTest::newRow("001 §10.3: a side that needs a trick counts as below the target")
        << c300 << QStringList{ns292, nsDownBelote, "E H 0-8 0-152 EW"}
        << QStringList{"292-0 held 0", "312-162 held 0 needs NS", "312-414 held 0 needs NS winner EW"};
    // Target 500: 252 + carré of jacks and tierce 220 + belote 20 = 492; down with belote 512;
    // then S takes 2 tricks but goes down again: EW 324; NS have their trick.
    QTest::newRow("001 §10.3: any trick validates, even in a deal the side goes down")
        << "classic target=500" << QStringList{"S H 8-0 152-0 NS b20-0 d220-0", nsDownBelote, "S H 2-6 30-122 EW"}
        << QStringList{"492-0 held 0", "512-162 held 0 needs NS", "512-324 held 0 winner NS"};
    // E makes 162 against NS's belote in 1 trick of no points: NS 312, neither down nor capot.
    QTest::newRow("001 §10.3: a defence that took a trick wins with its belote at once")
        << c300 << QStringList{ns292, "E H 1-7 0-152 EW b20-0"}
        << QStringList{"292-0 held 0", "312-162 held 0 winner NS"};
    // Coinche, target 260: S 90H makes 150 + 90 = 240, EW 12 -> 10. Then S 80H down with
    // belote (T = 70): NS 260 only through it, EW 160 + 80 = 240 -> 250. Then S 80H makes
    // 102 + 80 = 182 -> 180, EW 60: 440-310, both over, NS have their trick and more.
    QTest::newRow("004 §10.3: coinche, down with belote, one more trick needed")
        << "coinche target=260" << QStringList{"S 90H 7-1 140-12 NS", "S 80H 3-5 50-102 EW b20-0", "S 80H 5-3 92-60 NS"}
        << QStringList{"240-10 held 0", "260-250 held 0 needs NS", "440-310 held 0 winner NS"};

    // ---- A fixed number of deals (option `deals`, RULES §8) ----------------------------------
    QTest::newRow("RULES §8 deals: a fixed number of deals, the target is ignored")
        << "classic deals=2 target=100" << QStringList{nsMake, nsMake}
        << QStringList{"100-62 held 0", "200-124 held 0 winner NS"};
    QTest::newRow("RULES §8 deals: passed deals count")
        << "classic deals=3" << QStringList{nsMake, "pass", "pass"}
        << QStringList{"100-62 held 0", "100-62 held 0", "100-62 held 0 winner NS"};
    QTest::newRow("RULES §8 deals: equal totals after the last deal, more deals until they differ")
        << "classic deals=2" << QStringList{nsMake, "E H 3-5 62-90 EW", "pass", "E H 3-5 62-90 EW"}
        << QStringList{"100-62 held 0", "162-162 held 0", "162-162 held 0", "224-262 held 0 winner EW"};
    QTest::newRow("RULES §8 deals: points held after the last deal are lost")
        << "classic deals=2" << QStringList{nsMake, litige}
        << QStringList{"100-62 held 0", "100-143 held 81 winner EW"};
    // 2000 at once, then E 80S makes 100 + 80 = 180, NS 62 -> 60.
    QTest::newRow("RULES §8 deals: coinche, 2000 is ignored until the last deal")
        << "coinche deals=3" << QStringList{"S capotH x4 8-0 152-0 NS", "pass", "E 80S 3-5 62-90 EW"}
        << QStringList{"2000-0 held 0", "2000-0 held 0", "2060-180 held 0 winner NS"};
    QTest::newRow("RULES §8 deals: Montpellier scoring, one deal")
        << "coinche-montpellier deals=1" << QStringList{litige80} << QStringList{"160-80 held 0 winner NS"};

    // ---- End of the game, Montpellier (002 "fin de partie", RULES §8) -----------------------
    const QString m = "coinche-montpellier";
    // Capot bid, surcoinched and made: 250 + 4 x 250 = 1250.
    QTest::newRow("002: Montpellier plays to 2000 by default, 1250 is not enough")
        << m << QStringList{"S capotH x4 8-0 152-0 NS", "S capotH x4 8-0 152-0 NS"}
        << QStringList{"1250-0 held 0", "2500-0 held 0 winner NS"};
    // P = 92 -> 90, + 80 = 170; EW 70.
    QTest::newRow("002: a side wins with the target and more points than the other")
        << "coinche-montpellier target=300" << QStringList{"S 80H 5-3 82-70 NS", "S 80H 5-3 82-70 NS"}
        << QStringList{"170-70 held 0", "340-140 held 0 winner NS"};
    // Target 390. S 80H: P = 82 -> 80, + 80; EW 80. S 110H: P = 110, 110 + 110; EW 52 -> 50.
    const QString m390 = "coinche-montpellier target=390";
    const QString mA = "S 80H 4-4 72-80 NS", mB = "S 110H 5-3 100-52 NS";
    // S 100H down (50 + belote 20 < 100): NS 20 -> 400, EW 160 + 100 -> 390: both at once.
    QTest::newRow("002: both reach the target at once, the side that won the last deal wins with fewer points")
        << m390 << QStringList{mA, mB, "S 100H 3-5 50-102 EW b20-0"}
        << QStringList{"160-80 held 0", "380-130 held 0", "400-390 held 0 winner EW"};
    // E 130S: P = 140 >= 130, 140 + 130 = 270 -> 400; NS 22 -> 20 -> 400.
    QTest::newRow("002: both reach the target at once with equal totals, the takers who made it win")
        << m390 << QStringList{mA, mB, "E 130S 1-7 22-130 EW"}
        << QStringList{"160-80 held 0", "380-130 held 0", "400-400 held 0 winner EW"};
    // S 80H down (70 < 80): NS 20 -> 400 through the belote, EW 240 -> 370.
    QTest::newRow("002: no 'one more trick' in Montpellier, a side down reaches the target with its belote")
        << m390 << QStringList{mA, mB, "S 80H 3-5 50-102 EW b20-0"}
        << QStringList{"160-80 held 0", "380-130 held 0", "400-370 held 0 winner NS"};
}

void TestGame::sequence()
{
    QFETCH(QString, rules);
    QFETCH(QStringList, deals);
    QFETCH(QStringList, states);
    if (deals.size() != states.size()) badRow("one state a deal");

    const Rules r = testutil::rules(rules);
    Game game(r, 1);
    for (int i = 0; i < deals.size(); ++i) {
        QVERIFY2(!game.over(), qPrintable(QStringList(deals.mid(i)).join(" / ") + " after the end"));
        const Seat dealer = game.dealer();
        const auto before = game.scores();
        const auto added = game.addResult(dealResult(r, deals[i]));
        const QString where = QStringLiteral("after deal %1 (%2): ").arg(i + 1).arg(deals[i]);
        QCOMPARE(where + state(game), where + states[i]);
        // What addResult returns is what was added, held points included.
        QCOMPARE(added[0], game.scores()[0] - before[0]);
        QCOMPARE(added[1], game.scores()[1] - before[1]);
        QCOMPARE(game.dealsDealt(), i + 1);
        QCOMPARE(game.dealer(), nextSeat(dealer));
    }
}

void TestGame::presetDefaults_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("deals");
    QTest::addColumn<int>("cutMinimum");

    QTest::newRow("RULES §9: classic, 1000, cut 3 (001 §3.3)") << "classic" << 1000 << 0 << 3;
    QTest::newRow("RULES §9: classic-no-annonces, 1000, cut 3") << "classic-no-annonces" << 1000 << 0 << 3;
    QTest::newRow("RULES §9: coinche, 2000, cut 3 (004 §3.3)") << "coinche" << 2000 << 0 << 3;
    QTest::newRow("RULES §9: coinche-montpellier, 2000, cut 4 (002)") << "coinche-montpellier" << 2000 << 0 << 4;
}

void TestGame::presetDefaults()
{
    QFETCH(QString, rules);
    QFETCH(int, target);
    QFETCH(int, deals);
    QFETCH(int, cutMinimum);
    const Rules r = testutil::rules(rules);
    QCOMPARE(r.target, target);
    QCOMPARE(r.deals, deals);
    QCOMPARE(r.cutMinimum, cutMinimum);
    QCOMPARE(r.shuffle, Shuffle::Full);
    QCOMPARE(Game(r, 7).rules(), r);
}

// ---------------------------------------------------------------------------------------
// Dealing: rotation, passed deals, deal patterns.

void TestGame::rotation_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QStringList>("deals");  // "play" or "pass", the first dealt by S
    QTest::addColumn<QString>("dealers");    // of the following deals

    QTest::newRow("001 §3.1: the next dealer is the right neighbour, S -> E -> N -> W -> S")
        << "classic" << QStringList{"play", "play", "play", "play"} << "E N W S";
    QTest::newRow("001 §4.1: nobody takes in two rounds, the deal is passed and the right neighbour deals")
        << "classic" << QStringList{"pass"} << "E";
    QTest::newRow("001 §3.1: passed deals between played ones, the rotation goes on")
        << "classic-no-annonces" << QStringList{"play", "pass", "pass", "play", "pass"} << "E N W S E";
    QTest::newRow("004 §4.1: four passes, the deal is passed and the right neighbour deals")
        << "coinche" << QStringList{"pass", "pass", "play"} << "E N W";
    QTest::newRow("002: Montpellier deals from the right too")
        << "coinche-montpellier" << QStringList{"play", "pass", "play"} << "E N W";
}

void TestGame::rotation()
{
    QFETCH(QString, rules);
    QFETCH(QStringList, deals);
    QFETCH(QString, dealers);

    Game game = gameDealtBy(testutil::rules(rules), Seat::South);
    QStringList seen;
    for (const QString& how : deals) {
        Deal d = game.nextDeal();
        QCOMPARE(d.dealer(), game.dealer());
        QCOMPARE(drive(d, how), QString());
        const auto before = game.scores();
        const int held = game.heldPoints();
        const auto added = game.finishDeal(d);
        if (how == QLatin1String("pass")) {  // no score; held points stay
            QCOMPARE(added, (std::array<int, 2>{}));
            QCOMPARE(game.scores(), before);
            QCOMPARE(game.heldPoints(), held);
        }
        seen << QString(QLatin1Char(seatLetter(game.dealer())));
    }
    QCOMPARE(seen.join(' '), dealers);
    QCOMPARE(game.dealsDealt(), int(deals.size()));
}

void TestGame::firstDealerDrawn()
{
    // 001 §3.1: the first dealer is drawn at random; the first deal is dealt by it.
    std::set<int> dealers;
    for (std::uint64_t seed = 0; seed < 64; ++seed) {
        Game g(rules("classic"), seed);
        dealers.insert(int(g.dealer()));
        QCOMPARE(g.nextDeal().dealer(), g.dealer());
    }
    QCOMPARE(int(dealers.size()), 4);
}

void TestGame::patterns_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QStringList>("patterns");

    QTest::newRow("001 §3.4: classic, 3 then 2 cards or 2 then 3") << "classic" << QStringList{"2-3", "3-2"};
    QTest::newRow("004 §3.4: coinche, 3-3-2, 3-2-3 or 2-3-3") << "coinche" << QStringList{"2-3-3", "3-2-3", "3-3-2"};
    QTest::newRow("002: Montpellier, 3-3-2, 3-2-3 or 2-3-3")
        << "coinche-montpellier" << QStringList{"2-3-3", "3-2-3", "3-3-2"};
}

void TestGame::patterns()
{
    QFETCH(QString, rules);
    QFETCH(QStringList, patterns);
    std::set<QString> seen;
    for (std::uint64_t seed = 0; seed < 64; ++seed) {
        const DealPattern p = Game(testutil::rules(rules), seed).nextDeal().pattern();
        QStringList parts;
        for (int i = 0; i < p.count; ++i) parts << QString::number(p.parts[i]);
        seen.insert(parts.join('-'));
    }
    QCOMPARE(QStringList(seen.begin(), seen.end()), patterns);
}

// ---------------------------------------------------------------------------------------
// Shuffle and cut (RULES §2).

// Two cards of each suit a hand; spades are trump and every trick follows suit. S wins
// tricks 1, 4-8 (NS: 1 with S, 4-5 with N, 6-8 with S), E tricks 2 and 3.
void TestGame::gatherPlayed_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("calls");
    QTest::addColumn<QString>("gathered");

    const QString nsFirst =
        "AH 7H KH 9H 9C AC KC 7C TC QC 8C JC QH JH TH 8H JS TS KS 7S 9S AS QS 8S "
        "7D AD KD 9D TD QD JD 8D";
    const QString ewFirst =
        "7D AD KD 9D TD QD JD 8D "
        "AH 7H KH 9H 9C AC KC 7C TC QC 8C JC QH JH TH 8H JS TS KS 7S 9S AS QS 8S";
    // clang-format off
    QTest::newRow("RULES §2 cutOnly: the taker's side's tricks in the order won, each as played, then the others'")
        << "coinche" << "S:80S E:pass N:pass W:pass" << nsFirst;
    QTest::newRow("RULES §2 cutOnly: E takes, EW's tricks come first although S won the first trick")
        << "coinche" << "S:pass E:80S N:pass W:pass S:pass" << ewFirst;
    QTest::newRow("RULES §2 cutOnly: classic, the same gathering")
        << "classic" << "S:take" << nsFirst;
    // clang-format on
}

void TestGame::gatherPlayed()
{
    QFETCH(QString, rules);
    QFETCH(QString, calls);
    QFETCH(QString, gathered);

    const auto h = twoOfEachSuit();
    const Rules r = testutil::rules(rules);
    Deal d = Deal::fromHands(r, Seat::West, h, r.isClassic() ? std::optional<Card>(card("JS")) : std::nullopt);
    QCOMPARE(runCalls(d, calls), 0);
    // Tricks as played, from the leader: S, S, E, E, N, N, S, S lead.
    const QString play =
        "AH 7H KH 9H  7D AD KD 9D  TD QD JD 8D  9C AC KC 7C  TC QC 8C JC  QH JH TH 8H "
        "JS TS KS 7S  9S AS QS 8S";
    for (Card c : cardList(play)) {
        QCOMPARE(QString::fromStdString(d.whyIllegalCard(c)), QString());
        d.playCard(c);
    }
    QCOMPARE(d.phase(), Phase::Done);
    QCOMPARE(cardsString(gatherCards(d)), gathered);
}

void TestGame::gatherPassed_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("gathered");

    // Deck 7S 8S … AC dealt by S from E: E 7S 8S 9S, N TS JS QS, W KS AS 7H, S 8H 9H TH; then
    // E JH QH, N KH AH, W 7D 8D, S 9D TD; retourne JD.
    // clang-format off
    QTest::newRow("RULES §2 cutOnly: a passed deal, the hands in dealing order, then the retourne and the rest")
        << "classic" << "S" << "3-2"
        << "7S 8S 9S JH QH TS JS QS KH AH KS AS 7H 7D 8D 8H 9H TH 9D TD JD QD KD AD 7C 8C 9C TC JC QC KC AC";
    // 2 then 3: E 7S 8S 7H 8H 9H, N 9S TS TH JH QH, W JS QS KH AH 7D, S KS AS 8D 9D TD.
    QTest::newRow("RULES §2 cutOnly: a passed deal dealt 2 then 3")
        << "classic" << "S" << "2-3"
        << "7S 8S 7H 8H 9H 9S TS TH JH QH JS QS KH AH 7D KS AS 8D 9D TD JD QD KD AD 7C 8C 9C TC JC QC KC AC";
    // Coinche dealt by W from S, 3-3-2: S 7S 8S 9S JH QH KH 7C 8C, E TS JS QS AH 7D 8D 9C TC, …
    QTest::newRow("RULES §2 cutOnly: a passed coinche deal, the four hands from the dealer's right")
        << "coinche" << "W" << "3-3-2"
        << "7S 8S 9S JH QH KH 7C 8C TS JS QS AH 7D 8D 9C TC KS AS 7H 9D TD JD JC QC 8H 9H TH QD KD AD KC AC";
    // clang-format on
}

void TestGame::gatherPassed()
{
    QFETCH(QString, rules);
    QFETCH(QString, dealer);
    QFETCH(QString, pattern);
    QFETCH(QString, gathered);

    Deal d = Deal::fromDeck(testutil::rules(rules), seat(dealer), orderedDeck(), testutil::pattern(pattern));
    QCOMPARE(drive(d, "pass"), QString());
    QCOMPARE(cardsString(gatherCards(d)), gathered);
}

void TestGame::cutDeck_data()
{
    QTest::addColumn<int>("at");
    QTest::addColumn<QString>("top");  // of the deck after the cut
    QTest::addColumn<QString>("bottom");

    // 001 §3.3: the deck is cut in two and the dealer closes the cut: the lower part on top.
    // clang-format off
    QTest::newRow("001 §3.3: a cut of 3, 7S 8S 9S go under") << 3 << "TS" << "9S";
    QTest::newRow("002: a cut of 4, 7S … TS go under") << 4 << "JS" << "TS";
    QTest::newRow("001 §3.3: a cut in the middle") << 16 << "7D" << "AH";
    QTest::newRow("001 §3.3: a cut of 29, the last 3 cards come on top") << 29 << "QC" << "JC";
    // clang-format on
}

void TestGame::cutDeck()
{
    QFETCH(int, at);
    QFETCH(QString, top);
    QFETCH(QString, bottom);
    const auto cut = belote::cutDeck(orderedDeck(), at);
    QCOMPARE(QString::fromStdString(cardName(cut.front())), top);
    QCOMPARE(QString::fromStdString(cardName(cut.back())), bottom);
    QCOMPARE(str(setOf(std::vector<Card>(cut.begin(), cut.end()))), str(CardSet::all()));
}

// Deal after deal, the next deck is the cards gathered from the last deal and cut (cutOnly),
// each part keeping at least the minimum, every cut point reached; or a new shuffle (full).
void TestGame::nextDeck_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("how");
    QTest::addColumn<int>("minimum");  // 0: a full shuffle, never only a cut

    // clang-format off
    QTest::newRow("RULES §2 cutOnly, FFB: the played tricks gathered and cut, at least 3 cards a part")
        << "classic shuffle=cutOnly" << "play" << 3;
    QTest::newRow("RULES §2 cutOnly: a passed classic deal gathered and cut")
        << "classic shuffle=cutOnly" << "pass" << 3;
    QTest::newRow("RULES §2 cutOnly: a played coinche deal gathered and cut")
        << "coinche shuffle=cutOnly" << "play" << 3;
    QTest::newRow("RULES §2 cutOnly: a passed coinche deal gathered and cut")
        << "coinche shuffle=cutOnly" << "pass" << 3;
    QTest::newRow("RULES §2 cutOnly, Montpellier (002): at least 4 cards a part")
        << "coinche-montpellier shuffle=cutOnly" << "play" << 4;
    QTest::newRow("RULES §2 cutOnly: option cutMinimum=6")
        << "classic shuffle=cutOnly cutMinimum=6" << "pass" << 6;
    QTest::newRow("001 §3.2: shuffle full, shuffled before each deal") << "classic" << "play" << 0;
    // clang-format on
}

void TestGame::nextDeck()
{
    QFETCH(QString, rules);
    QFETCH(QString, how);
    QFETCH(int, minimum);

    std::set<int> cuts;
    for (std::uint64_t seed = 0; seed < 100; ++seed) {
        Game g(testutil::rules(rules), seed);
        Deal d = g.nextDeal();
        for (int k = 0; k < 3; ++k) {
            QCOMPARE(drive(d, how), QString());
            g.finishDeal(d);
            const auto gathered = gatherCards(d);
            Deal next = g.nextDeal();
            QCOMPARE(next.dealer(), nextSeat(d.dealer()));
            cuts.insert(cutPoint(gathered, *next.deck()));
            d = next;
        }
    }
    if (minimum == 0) {
        QCOMPARE(cuts, std::set<int>{-1});
        return;
    }
    QVERIFY(!cuts.contains(-1));
    QCOMPARE(*cuts.begin(), minimum);
    QCOMPARE(*cuts.rbegin(), 32 - minimum);
    QCOMPARE(int(cuts.size()), 32 - 2 * minimum + 1);
}

// A deal whose cards the game cannot gather: the next deck is shuffled, not a cut of the
// cards of an older deal (RULES §2 gathers "the previous deal's" cards).
void TestGame::nextDeckUnknownCards_data()
{
    QTest::addColumn<QString>("how");

    QTest::newRow("RULES §2 cutOnly: after a result alone, the next deck is shuffled") << "result";
    QTest::newRow("RULES §2 cutOnly: after a passed deal from hands (no deck), the next deck is shuffled") << "hands";
}

void TestGame::nextDeckUnknownCards()
{
    QFETCH(QString, how);
    const Rules r = rules("coinche shuffle=cutOnly");
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        Game g(r, seed);
        Deal first = g.nextDeal();
        QCOMPARE(drive(first, "play"), QString());
        g.finishDeal(first);
        if (how == QLatin1String("result")) {
            g.addResult(passedDealResult());
        } else {
            Deal second = Deal::fromHands(r, g.dealer(), twoOfEachSuit(), std::nullopt);
            QCOMPARE(drive(second, "pass"), QString());
            g.finishDeal(second);
        }
        const Deal third = g.nextDeal();
        QCOMPARE(cutPoint(gatherCards(first), *third.deck()), -1);
        QCOMPARE(str(setOf(std::vector<Card>(third.deck()->begin(), third.deck()->end()))), str(CardSet::all()));
    }
}

// The same seed gives the same game: dealers, decks, patterns, scores; another seed another.
void TestGame::reproducible_data()
{
    QTest::addColumn<QString>("rules");

    QTest::newRow("RULES §2: classic, same seed, same game") << "classic";
    QTest::newRow("RULES §2: coinche, same seed, same game") << "coinche";
    QTest::newRow("RULES §2: Montpellier, same seed, same game") << "coinche-montpellier";
    QTest::newRow("RULES §2: classic cutOnly, same seed, same game") << "classic shuffle=cutOnly";
    QTest::newRow("RULES §2: coinche cutOnly, same seed, same game") << "coinche shuffle=cutOnly";
}

void TestGame::reproducible()
{
    QFETCH(QString, rules);
    const Rules r = testutil::rules(rules);
    const QStringList plan{"play", "pass", "play", "play", "pass", "play", "play", "play"};
    auto run = [&](std::uint64_t seed) {
        Game g(r, seed);
        QStringList log;
        for (const QString& how : plan) {
            Deal d = g.nextDeal();
            const QString dealt = QString(QLatin1Char(seatLetter(d.dealer()))) + " " + cardsString(*d.deck()) + " " +
                                  QString::number(d.pattern().parts[0]);
            if (!drive(d, how).isEmpty()) return QStringList{"drive failed"};
            g.finishDeal(d);
            log << dealt + " -> " + state(g);
        }
        return log;
    };
    const QStringList a = run(42), b = run(42), other = run(43);
    QCOMPARE(a, b);
    QVERIFY(!a.contains("drive failed"));
    QVERIFY(a.first() != other.first());
}

// A whole game through nextDeal / finishDeal to its end: what finishDeal adds is the deal's
// score plus the held points it cashes, and the winner satisfies RULES §8.
void TestGame::wholeGame_data()
{
    QTest::addColumn<QString>("rules");

    QTest::newRow("RULES §8: a classic game ends with a side at 1000 or more, ahead") << "classic";
    QTest::newRow("RULES §8: a coinche game ends with a side at 2000 or more, ahead") << "coinche";
    QTest::newRow("RULES §8: a Montpellier game ends by 002's two conditions or the last deal")
        << "coinche-montpellier";
    QTest::newRow("RULES §8: a game of 5 deals ends after 5 deals unless equal") << "classic deals=5";
    QTest::newRow("RULES §8: a cutOnly coinche game ends too") << "coinche shuffle=cutOnly target=1000";
}

void TestGame::wholeGame()
{
    QFETCH(QString, rules);
    const Rules r = testutil::rules(rules);
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        Game g(r, seed);
        DealResult last;
        int heldBefore = 0;
        while (!g.over()) {
            QVERIFY(g.dealsDealt() < 500);
            Deal d = g.nextDeal();
            QCOMPARE(drive(d, g.dealsDealt() % 3 == 2 ? "pass" : "play"), QString());
            last = d.result();
            heldBefore = g.heldPoints();
            const auto added = g.finishDeal(d);
            auto expected = last.score;
            if (last.winner() && heldBefore > 0) expected[int(*last.winner())] += heldBefore;
            QCOMPARE(added, expected);
            QCOMPARE(g.heldPoints(), last.winner() ? last.held : heldBefore);
        }
        const Team w = *g.winner(), l = otherTeam(w);
        if (r.deals > 0) {
            QVERIFY(g.dealsDealt() >= r.deals);
            QVERIFY(g.score(w) > g.score(l));
        } else if (r.scoring == Scoring::Montpellier && g.score(l) >= r.target) {
            QCOMPARE(last.winner(), std::optional<Team>(w));
        } else {
            QVERIFY(g.score(w) >= r.target);
            QVERIFY(g.score(l) < r.target || g.score(w) > g.score(l) || g.needsTrick(l));
        }
    }
}

QTEST_MAIN(TestGame)
#include "tst_game.moc"
