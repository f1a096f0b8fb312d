// Scoring a deal (RULES.md §7): one row per scoring rule of each family, the facts written
// by hand and the result worked out by hand in the row's comment. Pairs are "NS-EW".
#include "testutil.h"

#include "engine/scoring.h"

#include <QtTest>

using namespace belote;
using namespace testutil;

namespace {

std::array<int, 2> pair(const QString& s)
{
    const QStringList p = s.split('-');
    if (p.size() != 2) badRow("bad pair \"" + s + "\"");
    return {p[0].toInt(), p[1].toInt()};
}

// "S H" (classic take), "E 80H", "S 100NT x2", "W capotS x4".
Contract contract(const QString& s)
{
    const QStringList w = s.split(' ');
    if (w.size() < 2) badRow("bad contract \"" + s + "\"");
    Contract c;
    c.taker = seat(w[0]);
    QString bid = w[1];
    if (bid.startsWith("capot")) {
        c.value = kCapotBid;
        bid = bid.mid(5);
    } else {
        int i = 0;
        while (i < bid.size() && bid[i].isDigit()) ++i;
        c.value = bid.left(i).toInt();
        bid = bid.mid(i);
    }
    c.strain = strain(bid);
    c.coinche = w.size() > 2 ? w[2].mid(1).toInt() : 1;
    return c;
}

QString pairString(const std::array<int, 2>& p) { return QString("%1-%2").arg(p[0]).arg(p[1]); }

// A side's marks as the rows write them: T total, P points of the tricks ("P98~100" rounded
// from 98), D the deal's 160 or 162, C a capot's 250 or 252, V the bid ("V2x100": m·V), A every
// declaration, B belote; "x2" the multiplier, "=" the product, "~" the product rounded.
QString formulaString(const MarkFormula& f)
{
    if (f.count == 0) return "0";
    QStringList terms;
    for (int i = 0; i < f.count; ++i) {
        const MarkTerm& t = f.terms[std::size_t(i)];
        static const char* const letters = "TPDCVAB";
        QString term = QChar(letters[int(t.kind)]);
        if (t.factor > 1) term += QString("%1x%2").arg(t.factor).arg(t.value / t.factor);
        else if (t.unrounded != t.value) term += QString("%1~%2").arg(t.unrounded).arg(t.value);
        else term += QString::number(t.value);
        terms << term;
    }
    QString out = terms.join('+');
    if (f.times > 1) out = QString("(%1)x%2").arg(out).arg(f.times);
    out += QString("=%1").arg(f.product());
    if (f.marks() != f.product()) out += QString("~%1").arg(f.marks());
    return out;
}

}  // namespace

class TestScoring : public QObject {
    Q_OBJECT

private slots:
    void scoreDeal_data();
    void scoreDeal();
    void markFormulas_data();
    void markFormulas();
    void roundToTen_data();
    void roundToTen();
    void passedDeal();
};

void TestScoring::scoreDeal_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("contract");
    QTest::addColumn<QString>("tricks");
    QTest::addColumn<QString>("points");  // card points alone
    QTest::addColumn<QString>("last");    // the side of the last trick
    QTest::addColumn<QString>("belote");
    QTest::addColumn<QString>("decl");    // declarations that count (only the winning side's)
    QTest::addColumn<QString>("totals");  // T and D
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<QString>("score");
    QTest::addColumn<int>("held");

    // ---- Classic (000, 001 §10) ------------------------------------------------------
    const QString c = "classic";
    // T = 90+10 = 100 > D = 62: each side its total.
    // clang-format off
    QTest::newRow("classic: made, each side scores its total")
        << c << "S H" << "5-3" << "90-62" << "NS" << "0-0" << "0-0" << "100-62" << "made" << "100-62" << 0;
    // EW take: T = 90+10 = 100 (EW), D = 62 (NS).
    QTest::newRow("classic: made by EW") << c << "E H" << "3-5" << "62-90" << "EW" << "0-0" << "0-0" << "62-100"
                                         << "made" << "62-100" << 0;
    // T = 70+10+20+20 = 120 > 82.
    QTest::newRow("classic: made with belote and declarations")
        << c << "S H" << "5-3" << "70-82" << "NS" << "20-0" << "20-0" << "120-82" << "made" << "120-82" << 0;
    // T = 66+10+20 = 96 > 86; without the belote 76 < 86.
    QTest::newRow("classic: belote counts toward the contract")
        << c << "S H" << "5-3" << "66-86" << "NS" << "20-0" << "0-0" << "96-86" << "made" << "96-86" << 0;
    // T = 60 < D = 92+10+50 = 152: down, defence 162 + 50.
    QTest::newRow("classic: down, the defence scores 162 + all declarations")
        << c << "S H" << "3-5" << "60-92" << "EW" << "0-0" << "0-50" << "60-152" << "down" << "0-212" << 0;
    // T = 50+20 = 70 < 112: takers keep their belote.
    QTest::newRow("classic: belote on a down contract stays with the takers")
        << c << "S H" << "3-5" << "50-102" << "EW" << "20-0" << "0-0" << "70-112" << "down" << "20-162" << 0;
    // T = 50+20 = 70 < 112: the takers' tierce changes hands, 162 + 20.
    QTest::newRow("classic: down, the takers' declarations change hands")
        << c << "S H" << "3-5" << "50-102" << "EW" << "0-0" << "20-0" << "70-112" << "down" << "0-182" << 0;
    // D = 92+10+20 = 122: defence 162 + its belote 20.
    QTest::newRow("classic: down, the defence adds its belote")
        << c << "S H" << "3-5" << "50-92" << "EW" << "0-20" << "0-0" << "50-122" << "down" << "0-182" << 0;
    // T = 71+10 = 81 = D: the defence scores 81, the takers' 81 are held.
    QTest::newRow("classic: litige, the takers' points are held")
        << c << "S H" << "4-4" << "71-81" << "NS" << "0-0" << "0-0" << "81-81" << "litige" << "0-81" << 81;
    // T = 61+10+20 = 91 = D: belote held with the rest.
    QTest::newRow("classic: litige with belote, the belote is held too")
        << c << "S H" << "4-4" << "61-91" << "NS" << "20-0" << "0-0" << "91-91" << "litige" << "0-91" << 91;
    // 8 tricks: 152+100 = 252, + the defence's cinquante; the defence keeps its belote.
    QTest::newRow("classic: capot by the takers, 252 + every declaration, defence its belote")
        << c << "S H" << "8-0" << "152-0" << "NS" << "0-20" << "0-50" << "252-70" << "capot" << "302-20" << 0;
    QTest::newRow("classic: capot by the takers with belote and declarations")
        << c << "S H" << "8-0" << "152-0" << "NS" << "20-0" << "100-0" << "372-0" << "capot" << "372-0" << 0;
    // The defence takes all: 252 + the takers' tierce; the takers keep their belote.
    QTest::newRow("classic: capot against, the defence scores 252 + every declaration")
        << c << "S H" << "0-8" << "0-152" << "EW" << "20-0" << "20-0" << "40-252" << "capot-against" << "20-272"
        << 0;
    // A capot wins even against two carrés: T = 252 < D = 350, still 252 + 350.
    QTest::newRow("classic: capot by the takers wins even below the defence's declarations")
        << c << "S H" << "8-0" << "152-0" << "NS" << "0-0" << "0-350" << "252-350" << "capot" << "602-0" << 0;
    QTest::newRow("classic: no rounding, 85 stays 85")
        << c << "S H" << "5-3" << "75-77" << "NS" << "0-0" << "0-0" << "85-77" << "made" << "85-77" << 0;
    QTest::newRow("classic, option rounding: 85 -> 90, 77 -> 80")
        << "classic rounding=true" << "S H" << "5-3" << "75-77" << "NS" << "0-0" << "0-0" << "85-77" << "made"
        << "90-80" << 0;
    QTest::newRow("classic: Sans Atout, 162 in all")
        << c << "S NT" << "5-3" << "100-52" << "NS" << "0-0" << "0-0" << "110-52" << "made" << "110-52" << 0;
    // Tout Atout table: 80 < 72+10 = 82.
    QTest::newRow("classic: Tout Atout table, down")
        << c << "S AT" << "4-4" << "80-72" << "EW" << "0-0" << "0-0" << "80-82" << "down" << "0-162" << 0;
    // Scaled: 160*162/258 = 100.47 -> 100, 98*162/258 = 61.53 -> 62; 100+62 = 162.
    QTest::newRow("classic: Tout Atout scaled, 258 -> 162")
        << "classic toutAtoutPoints=scaled" << "S AT" << "5-3" << "150-98" << "NS" << "0-0" << "0-0" << "100-62"
        << "made" << "100-62" << 0;
    // Scaled: 120 -> 75.35 -> 75, 128+10 = 138 -> 86.65 -> 87; belote 40 not scaled: T = 115.
    QTest::newRow("classic: Tout Atout scaled, belote not scaled")
        << "classic toutAtoutPoints=scaled" << "S AT" << "4-4" << "120-128" << "EW" << "40-0" << "0-0" << "115-87"
        << "made" << "115-87" << 0;
    QTest::newRow("classic: Tout Atout scaled capot is 252")
        << "classic toutAtoutPoints=scaled" << "S AT" << "8-0" << "248-0" << "NS" << "0-0" << "0-0" << "252-0"
        << "capot" << "252-0" << 0;
    QTest::newRow("classic: Tout Atout table capot is 252")
        << c << "S AT" << "8-0" << "152-0" << "NS" << "0-0" << "0-0" << "252-0" << "capot" << "252-0" << 0;
    // Scaled, a tie: 119 -> 74.72 -> 75; 129+10 = 139 -> 87.28 -> 87; +belote 20 -> 95... T = 75+20 = 95 > 87.
    // A real scaled litige: 129 -> 81, 119+10 = 129 -> 81.
    QTest::newRow("classic: Tout Atout scaled litige 129-129 -> 81-81")
        << "classic toutAtoutPoints=scaled" << "S AT" << "4-4" << "129-119" << "EW" << "0-0" << "0-0" << "81-81"
        << "litige" << "0-81" << 81;
    // clang-format on

    // ---- Coinche, FFB (004 §10): rounding on, litige carry ------------------------------
    const QString f = "coinche";
    // T = 102 >= 80 and > 60: 102+80 = 182 -> 180; 60.
    // clang-format off
    QTest::newRow("ffb: made, takers T + V, defence D")
        << f << "S 80H" << "5-3" << "92-60" << "NS" << "0-0" << "0-0" << "102-60" << "made" << "180-60" << 0;
    // T = 85: 165 -> 170; D = 77 -> 80.
    QTest::newRow("ffb: rounding, 165 -> 170 and 77 -> 80")
        << f << "S 80H" << "5-3" << "75-77" << "NS" << "0-0" << "0-0" << "85-77" << "made" << "170-80" << 0;
    // T = 84: 164 -> 160; D = 78 -> 80.
    QTest::newRow("ffb: rounding, 164 -> 160")
        << f << "S 80H" << "5-3" << "74-78" << "NS" << "0-0" << "0-0" << "84-78" << "made" << "160-80" << 0;
    QTest::newRow("ffb, rounding off: 165 stays")
        << "coinche rounding=false" << "S 80H" << "5-3" << "75-77" << "NS" << "0-0" << "0-0" << "85-77" << "made"
        << "165-77" << 0;
    // EW take 90S: T = 82+10 = 92 >= 90 > 70; 182 -> 180; 70.
    QTest::newRow("ffb: made by EW") << f << "W 90S" << "3-5" << "70-82" << "EW" << "0-0" << "0-0" << "70-92"
                                     << "made" << "70-180" << 0;
    // T = 82+10 = 92 > D = 70 but < 100: down, 160 + 100.
    QTest::newRow("ffb: down below the bid although T > D")
        << f << "S 100H" << "5-3" << "82-70" << "NS" << "0-0" << "0-0" << "92-70" << "down" << "0-260" << 0;
    QTest::newRow("ffb: down, T < D") << f << "S 80H" << "3-5" << "60-92" << "EW" << "0-0" << "0-0" << "60-102"
                                      << "down" << "0-240" << 0;
    // T = 62+10+20 = 92 >= 90, > 80: 182 -> 180.
    QTest::newRow("ffb: belote counts toward the contract")
        << f << "S 90H" << "5-3" << "62-80" << "NS" << "20-0" << "0-0" << "92-80" << "made" << "180-80" << 0;
    // T = 92 < 100: takers keep 20; 160 + 100.
    QTest::newRow("ffb: belote on a down contract stays with the takers")
        << f << "S 100H" << "5-3" << "62-80" << "NS" << "20-0" << "0-0" << "92-80" << "down" << "20-260" << 0;
    // D = 92+10+20 = 122: 160 + 80 + 20.
    QTest::newRow("ffb: down, the defence adds its belote")
        << f << "S 80H" << "3-5" << "50-92" << "EW" << "0-20" << "0-0" << "50-122" << "down" << "0-260" << 0;
    // T = 50+50 = 100 < D = 112: 160 + 50 + 80.
    QTest::newRow("ffb: down, the takers' declarations change hands")
        << f << "S 80H" << "3-5" << "50-102" << "EW" << "0-0" << "50-0" << "100-112" << "down" << "0-290" << 0;
    // T = 72+50 = 122 > 90: 122+80 = 202 -> 200; 90.
    QTest::newRow("ffb: made with declarations")
        << f << "S 80S" << "5-3" << "72-80" << "EW" << "0-0" << "50-0" << "122-90" << "made" << "200-90" << 0;
    // (160 + 20 + 80) x 2 = 520.
    QTest::newRow("ffb: coinche made, (160 + belote + V) x 2")
        << f << "S 80H x2" << "5-3" << "92-60" << "NS" << "20-0" << "0-0" << "122-60" << "made" << "520-0" << 0;
    // (160 + 80) x 2 = 480; the defence's belote is not multiplied.
    QTest::newRow("ffb: coinche made, the defence keeps its belote")
        << f << "S 80H x2" << "5-3" << "92-50" << "NS" << "0-20" << "0-0" << "102-70" << "made" << "480-20" << 0;
    QTest::newRow("ffb: coinche made with declarations, (160 + decl + V) x 2")
        << f << "S 90H x2" << "5-3" << "92-50" << "NS" << "0-0" << "50-0" << "152-50" << "made" << "600-0" << 0;
    // (160 + 100) x 2.
    QTest::newRow("ffb: coinche down, x2") << f << "S 100H x2" << "3-5" << "70-82" << "EW" << "0-0" << "0-0"
                                           << "70-92" << "down" << "0-520" << 0;
    QTest::newRow("ffb: coinche down, the takers' belote is not multiplied")
        << f << "S 100H x2" << "5-3" << "62-80" << "NS" << "20-0" << "0-0" << "92-80" << "down" << "20-520" << 0;
    // (160 + 20 decl + 20 belote + 80) x 2 = 560.
    QTest::newRow("ffb: coinche down, (160 + decl + belote + V) x 2")
        << f << "S 80H x2" << "3-5" << "40-112" << "EW" << "0-20" << "0-20" << "40-162" << "down" << "0-560" << 0;
    QTest::newRow("ffb: surcoinche made, x4") << f << "S 90S x4" << "6-2" << "100-52" << "NS" << "0-0" << "0-0"
                                              << "110-52" << "made" << "1000-0" << 0;
    QTest::newRow("ffb: surcoinche down, x4") << f << "S 90S x4" << "3-5" << "70-72" << "EW" << "0-0" << "0-0"
                                              << "70-82" << "down" << "0-1000" << 0;
    // 252 + 250 = 502 -> 500.
    QTest::newRow("ffb: capot bid made, T + 250")
        << f << "S capotH" << "8-0" << "152-0" << "NS" << "0-0" << "0-0" << "252-0" << "capot" << "500-0" << 0;
    // 7 tricks only: down, 160 + 250.
    QTest::newRow("ffb: capot bid down with 7 tricks")
        << f << "S capotH" << "7-1" << "140-12" << "NS" << "0-0" << "0-0" << "150-12" << "down" << "0-410" << 0;
    // (250 + 250) x 2.
    QTest::newRow("ffb: capot bid coinched and made, (250 + 250) x 2")
        << f << "S capotH x2" << "8-0" << "152-0" << "NS" << "0-0" << "0-0" << "252-0" << "capot" << "1000-0" << 0;
    QTest::newRow("ffb: capot bid coinched and down, (160 + 250) x 2")
        << f << "S capotH x2" << "7-1" << "140-12" << "NS" << "0-0" << "0-0" << "150-12" << "down" << "0-820" << 0;
    // 252 + the defence's tierce 20 + 100 = 372 -> 370; the defence keeps its belote.
    QTest::newRow("ffb: capot not bid, the defence's declarations go to the takers")
        << f << "S 100H" << "8-0" << "152-0" << "NS" << "0-20" << "0-20" << "252-40" << "capot" << "370-20" << 0;
    // (250 + 100) x 2 = 700.
    QTest::newRow("ffb: capot not bid, coinched: 250 instead of 160")
        << f << "S 100H x2" << "8-0" << "152-0" << "NS" << "0-0" << "0-0" << "252-0" << "capot" << "700-0" << 0;
    // T = 252 < D = 200+... no: D = 200 < 252 anyway; 252 + 200 + 80 = 532 -> 530.
    QTest::newRow("ffb: capot by the takers takes the defence's carre")
        << f << "S 80H" << "8-0" << "152-0" << "NS" << "0-0" << "0-200" << "252-200" << "capot" << "530-0" << 0;
    // The defence takes all: an ordinary down, 160 + 80.
    QTest::newRow("ffb: capot against, an ordinary down")
        << f << "S 80H" << "0-8" << "0-152" << "EW" << "0-0" << "0-0" << "0-252" << "capot-against" << "0-240" << 0;
    QTest::newRow("ffb: capot against, the takers keep their belote")
        << f << "S 80H" << "0-8" << "0-152" << "EW" << "20-0" << "0-0" << "20-252" << "capot-against" << "20-240"
        << 0;
    // T = 81 = D >= 80: the defence 81 -> 80, 81 held -> 80.
    QTest::newRow("ffb: litige carry, the defence scores D, T held (rounded)")
        << f << "S 80H" << "4-4" << "71-81" << "NS" << "0-0" << "0-0" << "81-81" << "litige" << "0-80" << 80;
    QTest::newRow("ffb: litige carry, coinched: nothing multiplied")
        << f << "S 80H x2" << "4-4" << "71-81" << "NS" << "0-0" << "0-0" << "81-81" << "litige" << "0-80" << 80;
    // T = 61+10+20 = 91 = D: 91 -> 90 held, belote included.
    QTest::newRow("ffb: litige with belote") << f << "S 90H" << "4-4" << "61-91" << "NS" << "20-0" << "0-0"
                                             << "91-91" << "litige" << "0-90" << 90;
    QTest::newRow("ffb, litige down: the tie counts as down")
        << "coinche litige=down" << "S 80H" << "4-4" << "71-81" << "NS" << "0-0" << "0-0" << "81-81" << "down"
        << "0-240" << 0;
    QTest::newRow("ffb: T = D below the bid is down")
        << f << "S 90H" << "4-4" << "71-81" << "NS" << "0-0" << "0-0" << "81-81" << "down" << "0-250" << 0;
    // Sans Atout: 190, 52 -> 50.
    QTest::newRow("ffb: Sans Atout made") << "coinche sansToutAtout=true" << "S 80NT" << "5-3" << "100-52" << "NS"
                                          << "0-0" << "0-0" << "110-52" << "made" << "190-50" << 0;
    QTest::newRow("ffb: Tout Atout scaled")
        << "coinche sansToutAtout=true toutAtoutPoints=scaled" << "S 80AT" << "5-3" << "150-98" << "NS" << "0-0"
        << "0-0" << "100-62" << "made" << "180-60" << 0;
    // clang-format on

    // ---- Coinche, Montpellier (002): no declarations, no litige, rounding on -----------
    const QString m = "coinche-montpellier";
    // P = 92 -> 90, + 80; defence 70 + its belote 20.
    // clang-format off
    QTest::newRow("montpellier: made, round(points) + V; defence round(points) + belote")
        << m << "S 80H" << "5-3" << "82-70" << "NS" << "0-20" << "0-0" << "92-90" << "made" << "170-90" << 0;
    // P = 72, + belote 20 = 92 >= 90: 70 + 90 + 20.
    QTest::newRow("montpellier: made with the belote")
        << m << "S 90H" << "5-3" << "62-80" << "NS" << "20-0" << "0-0" << "92-80" << "made" << "180-80" << 0;
    // P = 80 >= 80 although the defence has 82.
    QTest::newRow("montpellier: made although the defence has more points")
        << m << "S 80H" << "4-4" << "70-82" << "NS" << "0-0" << "0-0" << "80-82" << "made" << "160-80" << 0;
    // P = 81: no litige in Montpellier, made.
    QTest::newRow("montpellier: a tie is made, no litige")
        << m << "S 80H" << "4-4" << "71-81" << "NS" << "0-0" << "0-0" << "81-81" << "made" << "160-80" << 0;
    // P + belote = 102 < 110: takers 20; 160 + 110.
    QTest::newRow("montpellier: down, the takers keep their belote")
        << m << "S 110H" << "5-3" << "72-80" << "NS" << "20-0" << "0-0" << "102-80" << "down" << "20-270" << 0;
    QTest::newRow("montpellier: down, 160 + V + the defence's belote")
        << m << "S 100H" << "3-5" << "70-82" << "EW" << "0-20" << "0-0" << "70-112" << "down" << "0-280" << 0;
    // Rounding of the points: 85 -> 90; 77 -> 80.
    QTest::newRow("montpellier: rounding 85 -> 90") << m << "S 80H" << "5-3" << "75-77" << "NS" << "0-0" << "0-0"
                                                    << "85-77" << "made" << "170-80" << 0;
    QTest::newRow("montpellier: rounding 84 -> 80") << m << "S 80H" << "5-3" << "74-78" << "NS" << "0-0" << "0-0"
                                                    << "84-78" << "made" << "160-80" << 0;
    // 160 + 2*80; the other side its belote.
    QTest::newRow("montpellier: coinche made, 160 + 2V")
        << m << "S 80H x2" << "5-3" << "90-62" << "NS" << "0-20" << "0-0" << "100-82" << "made" << "320-20" << 0;
    // P + belote = 90 < 100: the coinchers 160 + 200; takers 20.
    QTest::newRow("montpellier: coinche down, the coinchers score 160 + 2V")
        << m << "S 100H x2" << "4-4" << "70-82" << "EW" << "20-0" << "0-0" << "90-92" << "down" << "20-360" << 0;
    QTest::newRow("montpellier: surcoinche made, 160 + 4V")
        << m << "S 90S x4" << "6-2" << "100-52" << "NS" << "0-0" << "0-0" << "110-52" << "made" << "520-0" << 0;
    QTest::newRow("montpellier: surcoinche down, 160 + 4V")
        << m << "S 90S x4" << "3-5" << "60-92" << "EW" << "0-0" << "0-0" << "60-102" << "down" << "0-520" << 0;
    QTest::newRow("montpellier: capot not bid, 250 + V + belote")
        << m << "S 100H" << "8-0" << "152-0" << "NS" << "20-0" << "0-0" << "272-0" << "capot" << "370-0" << 0;
    QTest::newRow("montpellier: capot not bid, coinched, 250 + 2V")
        << m << "S 100H x2" << "8-0" << "152-0" << "NS" << "0-20" << "0-0" << "252-20" << "capot" << "450-20" << 0;
    QTest::newRow("montpellier: capot bid made, 500") << m << "S capotH" << "8-0" << "152-0" << "NS" << "0-0"
                                                      << "0-0" << "252-0" << "capot" << "500-0" << 0;
    QTest::newRow("montpellier: capot bid coinched, 750") << m << "S capotH x2" << "8-0" << "152-0" << "NS" << "0-0"
                                                          << "0-0" << "252-0" << "capot" << "750-0" << 0;
    QTest::newRow("montpellier: capot bid surcoinched, 1250 + belote")
        << m << "S capotH x4" << "8-0" << "152-0" << "NS" << "20-0" << "0-0" << "272-0" << "capot" << "1270-0" << 0;
    QTest::newRow("montpellier: capot bid down, 160 + 250")
        << m << "S capotH" << "7-1" << "140-12" << "NS" << "0-0" << "0-0" << "150-12" << "down" << "0-410" << 0;
    QTest::newRow("montpellier: capot bid coinched down, 160 + 2 x 250")
        << m << "S capotH x2" << "7-1" << "140-12" << "NS" << "0-0" << "0-0" << "150-12" << "down" << "0-660" << 0;
    QTest::newRow("montpellier: capot against, an ordinary down")
        << m << "S 80H" << "0-8" << "0-152" << "EW" << "0-0" << "0-0" << "0-252" << "capot-against" << "0-240" << 0;
    QTest::newRow("montpellier: made by EW") << m << "E 80D" << "3-5" << "60-92" << "EW" << "0-0" << "0-0"
                                             << "60-102" << "made" << "60-180" << 0;
    // clang-format on
}

void TestScoring::scoreDeal()
{
    QFETCH(QString, rules);
    QFETCH(QString, contract);
    QFETCH(QString, tricks);
    QFETCH(QString, points);
    QFETCH(QString, last);
    QFETCH(QString, belote);
    QFETCH(QString, decl);
    QFETCH(QString, totals);
    QFETCH(QString, outcome);
    QFETCH(QString, score);
    QFETCH(int, held);

    DealFacts f;
    f.contract = ::contract(contract);
    f.tricks = pair(tricks);
    f.cardPoints = pair(points);
    f.lastTrick = team(last);
    f.belote = pair(belote);
    f.declarations = pair(decl);
    QCOMPARE(f.tricks[0] + f.tricks[1], 8);

    const DealResult r = belote::scoreDeal(testutil::rules(rules), f);
    QCOMPARE(pairString(r.totals), totals);
    QCOMPARE(QString::fromLatin1(outcomeName(r.outcome)), outcome);
    QCOMPARE(pairString(r.score), score);
    QCOMPARE(r.held, held);
    // The facts are copied into the result.
    QCOMPARE(r.contract, std::optional<Contract>(f.contract));
    QCOMPARE(r.tricks, f.tricks);
    QCOMPARE(r.cardPoints, f.cardPoints);
    QCOMPARE(r.lastTrick, std::optional<Team>(f.lastTrick));
    QCOMPARE(r.belote, f.belote);
    QCOMPARE(r.declarations, f.declarations);
    // The deal's winner: the takers if made, else the defence.
    const Team takers = teamOf(f.contract.taker);
    const bool takersWin = outcome == "made" || outcome == "capot";
    QCOMPARE(r.winner(), std::optional<Team>(takersWin ? takers : otherTeam(takers)));
    // How each side's marks are made up, read back from the result: they come to its score.
    const std::array<MarkFormula, 2> marks = belote::markFormulas(testutil::rules(rules), r);
    QCOMPARE(pairString({marks[0].marks(), marks[1].marks()}), score);
}

// What a person adds up to check the marks, a row per way of scoring (RULES.md §7), the sum
// worked out by hand in the row's comment. Pairs are "NS | EW".
void TestScoring::markFormulas_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("contract");
    QTest::addColumn<QString>("tricks");
    QTest::addColumn<QString>("points");
    QTest::addColumn<QString>("last");
    QTest::addColumn<QString>("belote");
    QTest::addColumn<QString>("decl");
    QTest::addColumn<QString>("formulas");
    const QString c = "classic", f = "coinche", m = "coinche-montpellier";
    // clang-format off
    // T 100, D 62.
    QTest::newRow("classic made: each side its total")
        << c << "S H" << "5-3" << "90-62" << "NS" << "0-0" << "0-0" << "T100=100 | T62=62";
    // T 60 + 20 = 80 < D 82 + 10 + 20 = 112: 162 + 20 + 20 to the defence.
    QTest::newRow("classic down: 162 + every declaration + belote to the defence")
        << c << "S H" << "3-5" << "60-82" << "EW" << "0-20" << "20-0" << "0 | D162+A20+B20=202";
    // 252 + the defence's 50 + belote 20; the defence nothing.
    QTest::newRow("classic capot: 252 + every declaration + belote")
        << c << "S H" << "8-0" << "152-0" << "NS" << "20-0" << "0-50" << "C252+A50+B20=322 | 0";
    // T = D = 81: the defence its 81, the takers' held.
    QTest::newRow("classic litige: the defence its total, the takers nothing now")
        << c << "E H" << "4-4" << "81-71" << "EW" << "0-0" << "0-0" << "T81=81 | 0";
    // 85 -> 90, 77 -> 80.
    QTest::newRow("classic, option rounding: each total rounded")
        << "classic rounding=true" << "S H" << "5-3" << "75-77" << "NS" << "0-0" << "0-0" << "T85=85~90 | T77=77~80";
    // T 102 + 10 + 20 = 132 + 110 = 242 -> 240; D 50.
    QTest::newRow("ffb made: total + bid, rounded")
        << f << "N 110H" << "6-2" << "102-50" << "NS" << "20-0" << "0-0" << "T132+V110=242~240 | T50=50";
    // (160 + 50 + 20 + 110) x 2 = 680.
    QTest::newRow("ffb coinche made: (160 + every declaration + belote + bid) x 2")
        << f << "N 110H x2" << "6-2" << "110-42" << "NS" << "20-0" << "50-0" << "(D160+A50+B20+V110)x2=680 | 0";
    // T 50 + 20 = 70 < 90: (160 + 90) x 4 = 1000; the takers their belote, not multiplied.
    QTest::newRow("ffb surcoinche down: (160 + bid) x 4 to the defence, the takers their belote")
        << f << "S 90S x4" << "3-5" << "50-92" << "EW" << "20-0" << "0-0" << "B20=20 | (D160+V90)x4=1000";
    // 152 + 100 = 252 + 110 + the defence's 20 = 382 -> 380.
    QTest::newRow("ffb capot not bid: the tricks' 252 + bid + every declaration")
        << f << "N 110H" << "8-0" << "152-0" << "NS" << "0-0" << "0-20" << "P252+V110+A20=382~380 | 0";
    // (250 + 250) x 2.
    QTest::newRow("ffb capot bid coinched and made: (250 + 250) x 2")
        << f << "S capotS x2" << "8-0" << "152-0" << "NS" << "0-0" << "0-0" << "(C250+V250)x2=1000 | 0";
    // T = D = 81 >= 80: the defence 81 -> 80, the takers' held.
    QTest::newRow("ffb litige: the defence its total, rounded")
        << f << "N 80H" << "4-4" << "71-81" << "NS" << "0-0" << "0-0" << "0 | T81=81~80";
    // P 98 -> 100 + 100 + 20 = 220; the defence 54 -> 50.
    QTest::newRow("montpellier made: points rounded + bid + belote")
        << m << "S 100H" << "5-3" << "88-54" << "NS" << "20-0" << "0-0" << "P98~100+V100+B20=220 | P54~50=50";
    // 160 + 2 x 100 + 20.
    QTest::newRow("montpellier coinche made: 160 + 2 x bid + belote")
        << m << "S 100H x2" << "5-3" << "88-54" << "NS" << "20-0" << "0-0" << "D160+V2x100+B20=380 | 0";
    // 60 + 10 < 100: 160 + 100 to the defence.
    QTest::newRow("montpellier down: 160 + bid to the defence")
        << m << "S 100H" << "3-5" << "60-92" << "EW" << "0-0" << "0-0" << "0 | D160+V100=260";
    // 250 + 4 x 250 + 20.
    QTest::newRow("montpellier capot bid surcoinched and made: 250 + 4 x 250 + belote")
        << m << "S capotH x4" << "8-0" << "152-0" << "NS" << "20-0" << "0-0" << "C250+V4x250+B20=1270 | 0";
    // clang-format on
}

void TestScoring::markFormulas()
{
    QFETCH(QString, rules);
    QFETCH(QString, contract);
    QFETCH(QString, tricks);
    QFETCH(QString, points);
    QFETCH(QString, last);
    QFETCH(QString, belote);
    QFETCH(QString, decl);
    QFETCH(QString, formulas);
    DealFacts f;
    f.contract = ::contract(contract);
    f.tricks = pair(tricks);
    f.cardPoints = pair(points);
    f.lastTrick = team(last);
    f.belote = pair(belote);
    f.declarations = pair(decl);
    std::array<MarkFormula, 2> marks;
    const DealResult r = belote::scoreDeal(testutil::rules(rules), f, &marks);
    QCOMPARE(formulaString(marks[0]) + " | " + formulaString(marks[1]), formulas);
    // What the sums come to is what the deal marks, and the result alone gives the same sums.
    QCOMPARE(marks[0].marks(), r.score[0]);
    QCOMPARE(marks[1].marks(), r.score[1]);
    QVERIFY(belote::markFormulas(testutil::rules(rules), r) == marks);
}

void TestScoring::roundToTen_data()
{
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("rounded");

    QTest::newRow("85 -> 90") << 85 << 90;
    QTest::newRow("84 -> 80") << 84 << 80;
    QTest::newRow("81 -> 80") << 81 << 80;
    QTest::newRow("89 -> 90") << 89 << 90;
    QTest::newRow("80 stays") << 80 << 80;
    QTest::newRow("0 stays") << 0 << 0;
    QTest::newRow("5 -> 10") << 5 << 10;
    QTest::newRow("4 -> 0") << 4 << 0;
    QTest::newRow("162 -> 160") << 162 << 160;
    QTest::newRow("1255 -> 1260") << 1255 << 1260;
}

void TestScoring::roundToTen()
{
    QFETCH(int, points);
    QFETCH(int, rounded);
    QCOMPARE(belote::roundToTen(points), rounded);
}

void TestScoring::passedDeal()
{
    const DealResult r = passedDealResult();
    QCOMPARE(r.outcome, Outcome::Passed);
    QVERIFY(!r.contract);
    QVERIFY(!r.lastTrick);
    QVERIFY(!r.winner());
    QCOMPARE(pairString(r.score), QString("0-0"));
    QCOMPARE(pairString(r.totals), QString("0-0"));
    QCOMPARE(r.held, 0);
}

QTEST_MAIN(TestScoring)
#include "tst_scoring.moc"
