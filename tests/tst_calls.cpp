// The taking (classic, RULES.md §3), the auction (coinche, §4) and the deal of the cards
// (§2). Every deal here is dealt by S from the deck in card order 7S 8S … AC, so E speaks
// first and, in classic, the retourne (the 21st card) is JD: `take` means diamonds.
#include "testutil.h"

#include <QtTest>

using namespace belote;
using namespace testutil;

namespace {

Deal orderedDeal(const QString& rulesSpec, Seat dealer = Seat::South, const QString& pat = {})
{
    const Rules r = rules(rulesSpec);
    int n = 0;
    const DealPattern p = pat.isEmpty() ? *DealPattern::patternsFor(r, &n) : pattern(pat);
    return Deal::fromDeck(r, dealer, orderedDeck(), p);
}

QStringList callWords(const Deal& d, const CallList& calls)
{
    const std::optional<Suit> ret = d.retourne() ? std::optional<Suit>(suitOf(*d.retourne())) : std::nullopt;
    QStringList out;
    for (const Call& c : calls) out << QString::fromStdString(callName(c, ret));
    return out;
}

}  // namespace

class TestCalls : public QObject {
    Q_OBJECT

private slots:
    void whoCoinched_data();
    void whoCoinched();
    void calls_data();
    void calls();
    void legalCalls_data();
    void legalCalls();
    void pending_data();
    void pending();
    void badBidValues_data();
    void badBidValues();
    void callWordsRoundTrip_data();
    void callWordsRoundTrip();
    void dealing_data();
    void dealing();
    void patterns_data();
    void patterns();
};

void TestCalls::calls_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("calls");
    QTest::addColumn<int>("refused");    // 1-based position of the first illegal call, 0 if none
    QTest::addColumn<QString>("state");  // after the legal calls: "open E", "passed", "N H 80 x2"

    const QString c = "classic", sta = "classic sansToutAtout=true";
    const QString fourPasses = "E:pass N:pass W:pass S:pass ";

    // Classic taking: round 1 the retourne's suit (D), round 2 another suit.
    QTest::newRow("classic: the dealer's right speaks first") << c << "" << 0 << "open E";
    QTest::newRow("classic round 1: a take ends the taking") << c << "E:take" << 0 << "E D 0 x1";
    QTest::newRow("classic round 1: the fourth player takes") << c << "E:pass N:pass W:pass S:take" << 0 << "S D 0 x1";
    QTest::newRow("classic round 1: only the retourne's suit") << c << "E:H" << 1 << "open E";
    QTest::newRow("classic round 2: another suit") << c << fourPasses + "E:H" << 0 << "E H 0 x1";
    QTest::newRow("classic round 2: the fourth player names a suit")
        << c << fourPasses + "E:pass N:pass W:pass S:C" << 0 << "S C 0 x1";
    QTest::newRow("classic round 2: not the retourne's suit") << c << fourPasses + "E:take" << 5 << "open E";
    QTest::newRow("classic: all pass twice, passed deal") << c << fourPasses + fourPasses << 0 << "passed";
    QTest::newRow("classic: out of turn refused") << c << "N:pass" << 1 << "open E";
    QTest::newRow("classic: no overcall after a take") << c << "E:take N:NT" << 2 << "E D 0 x1";
    QTest::newRow("classic: Sans Atout refused without the option") << c << "E:NT" << 1 << "open E";

    // Option sansToutAtout (001 §11.1).
    QTest::newRow("sansToutAtout: a take no longer ends the taking") << sta << "E:take" << 0 << "open N";
    QTest::newRow("sansToutAtout: take + 3 passes ends") << sta << "E:take N:pass W:pass S:pass" << 0 << "E D 0 x1";
    QTest::newRow("sansToutAtout: Sans Atout in round 1") << sta << "E:NT N:pass W:pass S:pass" << 0 << "E NT 0 x1";
    QTest::newRow("sansToutAtout: a suit overcalled by Sans Atout")
        << sta << "E:take N:NT W:pass S:pass E:pass" << 0 << "N NT 0 x1";
    QTest::newRow("sansToutAtout: overcall over partner")
        << sta << "E:take N:pass W:NT S:pass E:pass N:pass" << 0 << "W NT 0 x1";
    QTest::newRow("sansToutAtout: Sans Atout overcalled by Tout Atout, ends at once")
        << sta << "E:NT N:AT" << 0 << "N AT 0 x1";
    QTest::newRow("sansToutAtout: Tout Atout ends at once") << sta << "E:AT" << 0 << "E AT 0 x1";
    QTest::newRow("sansToutAtout: Tout Atout over partner's take ends at once")
        << sta << "E:take N:pass W:AT" << 0 << "W AT 0 x1";
    QTest::newRow("sansToutAtout: no suit over Sans Atout") << sta << "E:NT N:H" << 2 << "open N";
    QTest::newRow("sansToutAtout: no Sans Atout over Sans Atout") << sta << "E:NT N:NT" << 2 << "open N";
    QTest::newRow("sansToutAtout: no other suit after a take") << sta << "E:take N:H" << 2 << "open N";
    QTest::newRow("sansToutAtout: the first taker overcalls after being overcalled")
        << sta << "E:take N:NT W:pass S:pass E:AT" << 0 << "E AT 0 x1";
    QTest::newRow("sansToutAtout: round 2 take, then overcall")
        << sta << fourPasses + "E:H N:pass W:NT S:pass E:pass N:pass" << 0 << "W NT 0 x1";
    QTest::newRow("sansToutAtout: a take in round 1 is followed by three passes, no round 2")
        << sta << "E:pass N:pass W:take S:pass E:pass N:pass" << 0 << "W D 0 x1";
    QTest::newRow("sansToutAtout: Tout Atout in round 2") << sta << fourPasses + "E:pass N:AT" << 0 << "N AT 0 x1";
    QTest::newRow("sansToutAtout: all pass twice, passed deal") << sta << fourPasses + fourPasses << 0 << "passed";

    // Coinche auction (004 §4).
    const QString k = "coinche";
    // clang-format off
    QTest::newRow("coinche: four passes at the start, passed deal") << k << fourPasses << 0 << "passed";
    QTest::newRow("coinche: the dealer's right speaks first") << k << "" << 0 << "open E";
    QTest::newRow("coinche: a bid + 3 passes ends the auction") << k << "E:80H N:pass W:pass S:pass" << 0
                                                                << "E H 80 x1";
    QTest::newRow("coinche: after a bid and a pass, the auction goes on") << k << "E:80H N:pass" << 0
                                                                          << "open W";
    QTest::newRow("coinche: bid must be higher") << k << "E:90H N:80S" << 2 << "open N";
    QTest::newRow("coinche: an equal bid in another suit is refused") << k << "E:90H N:90S" << 2 << "open N";
    QTest::newRow("coinche: bids compared by value alone") << k << "E:90H N:100S W:pass S:pass E:pass" << 0
                                                           << "N S 100 x1";
    QTest::newRow("coinche: a player who passed may bid again")
        << k << "E:pass N:80H W:pass S:pass E:90S N:pass W:pass S:pass" << 0 << "E S 90 x1";
    QTest::newRow("coinche: partner may bid over partner") << k << "E:80H N:pass W:100H S:pass E:pass N:pass"
                                                           << 0 << "W H 100 x1";
    QTest::newRow("coinche: one cannot raise one's own bid, the auction ends first")
        << k << "E:80H N:pass W:pass S:pass E:90H" << 5 << "E H 80 x1";
    QTest::newRow("coinche: a bid can jump") << k << "E:80H N:150S W:pass S:pass E:pass" << 0 << "N S 150 x1";
    QTest::newRow("coinche: capot above 160") << k << "E:160H N:capotS W:pass S:pass E:pass" << 0
                                              << "N S capot x1";
    QTest::newRow("coinche: capot bid at once") << k << "E:capotC N:pass W:pass S:pass" << 0 << "E C capot x1";
    QTest::newRow("coinche: no bid above a capot, even in another suit") << k << "E:capotH N:capotS" << 2
                                                                         << "open N";
    QTest::newRow("coinche: a capot may be coinched") << k << "E:capotH N:coinche W:pass S:pass E:pass" << 0
                                                      << "E H capot x2";
    QTest::newRow("coinche: no coinche without a bid") << k << "E:coinche" << 1 << "open E";
    QTest::newRow("coinche: only an opponent may coinche") << k << "E:80H N:pass W:coinche" << 3 << "open W";
    QTest::newRow("coinche: coinche + 3 passes ends") << k << "E:80H N:coinche W:pass S:pass E:pass" << 0
                                                      << "E H 80 x2";
    QTest::newRow("coinche: a coinche after two passes, then three passes")
        << k << "E:80H N:pass W:pass S:coinche E:pass N:pass W:pass" << 0 << "E H 80 x2";
    QTest::newRow("coinche: coinche freezes, no bid after it") << k << "E:80H N:coinche W:90H" << 3
                                                               << "open W";
    QTest::newRow("coinche: coinche freezes, the coinchers' side cannot bid either")
        << k << "E:80H N:coinche W:pass S:90S" << 4 << "open S";
    QTest::newRow("coinche: surcoinche ends at once") << k << "E:80H N:coinche W:surcoinche" << 0
                                                      << "E H 80 x4";
    QTest::newRow("coinche: the bidder surcoinches") << k << "E:80H N:coinche W:pass S:pass E:surcoinche" << 0
                                                     << "E H 80 x4";
    QTest::newRow("coinche: only the bidding side may surcoinche") << k << "E:80H N:coinche W:pass S:surcoinche"
                                                                   << 4 << "open S";
    QTest::newRow("coinche: no second coinche") << k << "E:80H N:coinche W:pass S:coinche" << 4 << "open S";
    QTest::newRow("coinche: no surcoinche without a coinche") << k << "E:80H N:pass W:surcoinche" << 3
                                                              << "open W";
    QTest::newRow("coinche: the last bid is coinched") << k << "E:80H N:90S W:coinche S:pass E:pass N:pass"
                                                       << 0 << "N S 90 x2";
    QTest::newRow("coinche FFB: no coinche out of turn") << k << "E:80H S:coinche" << 2 << "open N";
    QTest::newRow("coinche: Sans Atout refused without the option") << k << "E:80NT" << 1 << "open E";
    QTest::newRow("coinche sansToutAtout: Sans Atout and Tout Atout bids")
        << "coinche sansToutAtout=true" << "E:80NT N:90AT W:pass S:pass E:pass" << 0 << "N AT 90 x1";
    QTest::newRow("coinche sansToutAtout: compared by value alone, 90S over 80AT")
        << "coinche sansToutAtout=true" << "E:80AT N:90S W:pass S:pass E:pass" << 0 << "N S 90 x1";
    QTest::newRow("coinche sansToutAtout: Tout Atout does not end the auction")
        << "coinche sansToutAtout=true" << "E:80AT" << 0 << "open N";
    // clang-format on

    // Option coincheOutOfTurn (002, "à la volée"): E bids, N speaks next, S is the other opponent.
    const QString m = "coinche-montpellier";
    // clang-format off
    QTest::newRow("coincheOutOfTurn: the other opponent coinches right after the bid, the bidder speaks next")
        << m << "E:80H S:coinche" << 0 << "open E";
    QTest::newRow("coincheOutOfTurn: then three passes end") << m << "E:80H S:coinche E:pass N:pass W:pass" << 0
                                                             << "E H 80 x2";
    QTest::newRow("coincheOutOfTurn: the bidder surcoinches next") << m << "E:80H S:coinche E:surcoinche" << 0
                                                                   << "E H 80 x4";
    QTest::newRow("coincheOutOfTurn: the bidder's partner surcoinches in turn")
        << m << "E:80H S:coinche E:pass N:pass W:surcoinche" << 0 << "E H 80 x4";
    QTest::newRow("coincheOutOfTurn: not the bidder's partner") << m << "E:80H W:coinche" << 2 << "open N";
    QTest::newRow("coincheOutOfTurn: only right after the bid") << m << "E:80H N:pass S:coinche" << 3
                                                                << "open W";
    QTest::newRow("coincheOutOfTurn: the next opponent still coinches in turn")
        << m << "E:80H N:coinche W:pass S:pass E:pass" << 0 << "E H 80 x2";
    QTest::newRow("coincheOutOfTurn: surcoinche never out of turn") << m << "E:80H S:coinche W:surcoinche" << 3
                                                                    << "open E";
    QTest::newRow("coincheOutOfTurn: no bid out of turn") << m << "E:80H S:90S" << 2 << "open N";
    QTest::newRow("coincheOutOfTurn: no coinche out of turn before any bid") << m << "S:coinche" << 1
                                                                             << "open E";
    QTest::newRow("coincheOutOfTurn: bid by the third speaker, N coinches out of turn")
        << m << "E:pass N:pass W:80H N:coinche W:pass S:pass E:pass" << 0 << "W H 80 x2";
    QTest::newRow("coincheOutOfTurn: a capot bid coinched out of turn")
        << m << "E:capotH S:coinche E:pass N:pass W:pass" << 0 << "E H capot x2";
    QTest::newRow("coincheOutOfTurn on the FFB preset") << "coinche coincheOutOfTurn=true" << "E:80H S:coinche"
                                                        << 0 << "open E";
    // clang-format on
}

void TestCalls::whoCoinched_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("calls");
    QTest::addColumn<QString>("coincher");  // a seat letter, or "-" for none
    QTest::addColumn<QString>("surcoincher");
    // clang-format off
    QTest::newRow("whoCoinched: nobody") << "coinche" << "E:80H N:pass W:pass S:pass" << "-" << "-";
    QTest::newRow("whoCoinched: the defender who coinched") << "coinche" << "E:80H N:coinche" << "N" << "-";
    QTest::newRow("whoCoinched: coinche then surcoinche") << "coinche" << "E:80H N:coinche W:surcoinche" << "N" << "W";
    QTest::newRow("whoCoinched: the coinche of the contract that stands, after bids")
        << "coinche" << "E:80H N:90S W:100H S:coinche" << "S" << "-";
    QTest::newRow("whoCoinched: out of turn") << "coinche coincheOutOfTurn=true" << "E:pass N:pass W:80H N:coinche" << "N"
                                              << "-";
    QTest::newRow("whoCoinched: classic has no coinche") << "classic" << "E:take" << "-" << "-";
    // clang-format on
}

void TestCalls::whoCoinched()
{
    QFETCH(QString, rules);
    QFETCH(QString, calls);
    QFETCH(QString, coincher);
    QFETCH(QString, surcoincher);
    Deal d = orderedDeal(rules);
    QCOMPARE(runCalls(d, calls), 0);
    auto letter = [](std::optional<Seat> s) { return s ? QString(QLatin1Char(seatLetter(*s))) : QStringLiteral("-"); };
    QCOMPARE(letter(d.lastCaller(Call::Kind::Coinche)), coincher);
    QCOMPARE(letter(d.lastCaller(Call::Kind::Surcoinche)), surcoincher);
}

void TestCalls::calls()
{
    QFETCH(QString, rules);
    QFETCH(QString, calls);
    QFETCH(int, refused);
    QFETCH(QString, state);
    Deal d = orderedDeal(rules);
    std::string why;
    QCOMPARE(runCalls(d, calls, &why), refused);
    if (refused) QVERIFY(!why.empty());
    QCOMPARE(callState(d), state);
    // Once the calls are over, no call is legal.
    if (d.phase() != Phase::Calls) {
        QCOMPARE(d.legalCalls().count, 0);
        QVERIFY(!d.whyIllegalCall(d.toAct(), Call::pass()).empty());
    }
}

void TestCalls::legalCalls_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("calls");
    QTest::addColumn<QString>("expect");  // "#n" the count, "+w" legal, "-w" not legal

    const QString fourPasses = "E:pass N:pass W:pass S:pass";
    // clang-format off
    QTest::newRow("classic round 1: pass or take") << "classic" << "" << "#2 +pass +take -H -S -C -NT -AT";
    QTest::newRow("classic round 2: pass or another suit") << "classic" << fourPasses
                                                           << "#4 +pass +S +H +C -take";
    QTest::newRow("sansToutAtout round 1: pass, take, NT, AT") << "classic sansToutAtout=true" << ""
                                                               << "#4 +pass +take +NT +AT";
    QTest::newRow("sansToutAtout round 2: another suit, NT, AT") << "classic sansToutAtout=true" << fourPasses
                                                                 << "#6 +pass +S +H +C +NT +AT -take";
    QTest::newRow("sansToutAtout after a take: pass, NT, AT") << "classic sansToutAtout=true" << "E:take"
                                                              << "#3 +pass +NT +AT -take -H";
    QTest::newRow("sansToutAtout after NT: pass or AT") << "classic sansToutAtout=true" << "E:NT"
                                                        << "#2 +pass +AT -NT";
    QTest::newRow("coinche start: pass, 80..160 in 4 suits, capot")
        << "coinche" << "" << "#41 +pass +80S +80C +160H +capotD -coinche -surcoinche -80NT";
    QTest::newRow("coinche after 100H, opponent: higher bids, capot, coinche")
        << "coinche" << "E:100H" << "#30 +pass +110S +160C +capotS +coinche -100C -90S -surcoinche";
    QTest::newRow("coinche after 100H, bidder's partner: no coinche")
        << "coinche" << "E:100H N:pass" << "#29 +110H +capotH -coinche";
    QTest::newRow("coinche after 160: only capot above") << "coinche" << "E:160H" << "#6 +capotS +coinche -160S";
    QTest::newRow("coinche after a capot: pass or coinche") << "coinche" << "E:capotH"
                                                            << "#2 +pass +coinche -capotS";
    QTest::newRow("coinche after a coinche, bidding side: pass or surcoinche")
        << "coinche" << "E:80H N:coinche" << "#2 +pass +surcoinche -90H -coinche";
    QTest::newRow("coinche after a coinche, coinchers' side: pass only") << "coinche" << "E:80H N:coinche W:pass"
                                                                         << "#1 +pass -surcoinche -90S";
    QTest::newRow("coinche sansToutAtout start: 6 strains") << "coinche sansToutAtout=true" << ""
                                                            << "#61 +80NT +160AT +capotAT +capotS";
    // clang-format on
}

void TestCalls::legalCalls()
{
    QFETCH(QString, rules);
    QFETCH(QString, calls);
    QFETCH(QString, expect);
    Deal d = orderedDeal(rules);
    QCOMPARE(runCalls(d, calls), 0);
    const CallList legal = d.legalCalls();
    const QStringList words = callWords(d, legal);
    for (const QString& e : expect.split(' ')) {
        if (e.startsWith('#')) QCOMPARE(legal.count, e.mid(1).toInt());
        else if (e.startsWith('+')) QVERIFY2(words.contains(e.mid(1)), qPrintable(e + " in " + words.join(' ')));
        else QVERIFY2(!words.contains(e.mid(1)), qPrintable(e + " in " + words.join(' ')));
    }
    // whyIllegalCall agrees with the list for the seat to act.
    for (const Call& c : legal) QVERIFY(d.whyIllegalCall(d.toAct(), c).empty());
}

// Deal::pending(): the one decision a deal waits for, and whose.
void TestCalls::pending_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("calls");
    QTest::addColumn<bool>("decline");  // the out-of-turn coinche offer let go after the calls
    QTest::addColumn<QString>("expect");

    // clang-format off
    QTest::newRow("first call from the dealer's right") << "classic" << "" << false << "Call E";
    QTest::newRow("coinche: after a bid the next seat calls") << "coinche" << "E:80H" << false << "Call N";
    QTest::newRow("coincheOutOfTurn: the bidder's other opponent is asked first")
        << "coinche-montpellier" << "E:80H" << false << "OutOfTurnCoinche S";
    QTest::newRow("coincheOutOfTurn let go: the call in turn") << "coinche-montpellier" << "E:80H" << true << "Call N";
    QTest::newRow("coincheOutOfTurn: no offer after a pass") << "coinche-montpellier" << "E:80H N:pass" << false
                                                            << "Call W";
    QTest::newRow("coincheOutOfTurn made: the bidder speaks next")
        << "coinche-montpellier" << "E:80H S:coinche" << false << "Call E";
    QTest::newRow("declarations: the leader holding a combination declares first")
        << "coinche" << "E:80H N:pass W:pass S:pass" << false << "Declaration E";
    QTest::newRow("no annonces: the leader's card") << "coinche-montpellier" << "E:80H N:pass W:pass S:pass" << true
                                                    << "Card E";
    QTest::newRow("a passed deal waits for nothing") << "classic"
                                                     << "E:pass N:pass W:pass S:pass E:pass N:pass W:pass S:pass"
                                                     << false << "None S";
    // clang-format on
}

void TestCalls::pending()
{
    QFETCH(QString, rules);
    QFETCH(QString, calls);
    QFETCH(bool, decline);
    QFETCH(QString, expect);
    Deal d = orderedDeal(rules);
    QCOMPARE(runCalls(d, calls), 0);
    if (decline) d.declineOutOfTurnCoinche();
    static const char* const kinds[] = {"None", "Call", "OutOfTurnCoinche", "Declaration", "Card"};
    const Decision p = d.pending();
    QCOMPARE(QStringLiteral("%1 %2").arg(QLatin1String(kinds[int(p.kind)])).arg(QLatin1Char(seatLetter(p.seat))),
             expect);
    // A card before the calls are over is refused as such, and nothing is legal.
    if (d.phase() == Phase::Calls) {
        QVERIFY(d.legalCards().empty());
        QCOMPARE(d.whyIllegalCard(d.hand(d.toAct()).first()), std::string("the calls are not over"));
    }
}

// Bids that no auction allows: refused with a reason, before and after a first bid.
void TestCalls::badBidValues_data()
{
    QTest::addColumn<QString>("calls");
    QTest::addColumn<int>("value");

    for (const char* before : {"", "E:100H N:pass"})
        for (int v : {170, 85, 70, 0, 240, 260}) {
            const QString name =
                QStringLiteral("bid %1 refused%2").arg(v).arg(*before ? " after 100H" : " at the start");
            QTest::newRow(qPrintable(name)) << QString(before) << v;
        }
}

void TestCalls::badBidValues()
{
    QFETCH(QString, calls);
    QFETCH(int, value);
    Deal d = orderedDeal("coinche");
    QCOMPARE(runCalls(d, calls), 0);
    const Call bid = Call::bid(value, Strain::Hearts);
    QVERIFY(!d.legalCalls().contains(bid));
    const std::string why = d.whyIllegalCall(d.toAct(), bid);
    QVERIFY(!why.empty());
    QVERIFY2(why.find("bid") != std::string::npos, why.c_str());
}

void TestCalls::callWordsRoundTrip_data()
{
    QTest::addColumn<bool>("classic");
    QTest::addColumn<QString>("word");
    QTest::addColumn<bool>("valid");

    QTest::newRow("classic: take") << true << "take" << true;
    QTest::newRow("classic: pass") << true << "pass" << true;
    QTest::newRow("classic: H") << true << "H" << true;
    QTest::newRow("classic: NT") << true << "NT" << true;
    QTest::newRow("classic: no bids") << true << "80H" << false;
    QTest::newRow("classic: no coinche") << true << "coinche" << false;
    QTest::newRow("coinche: 80H") << false << "80H" << true;
    QTest::newRow("coinche: 160C") << false << "160C" << true;
    QTest::newRow("coinche: 90NT") << false << "90NT" << true;
    QTest::newRow("coinche: capotAT") << false << "capotAT" << true;
    QTest::newRow("coinche: coinche") << false << "coinche" << true;
    QTest::newRow("coinche: surcoinche") << false << "surcoinche" << true;
    QTest::newRow("coinche: 85H refused") << false << "85H" << false;
    QTest::newRow("coinche: 170H refused") << false << "170H" << false;
    QTest::newRow("coinche: 70H refused") << false << "70H" << false;
    QTest::newRow("coinche: no take") << false << "take" << false;
    QTest::newRow("coinche: capot without a strain") << false << "capot" << false;
}

void TestCalls::callWordsRoundTrip()
{
    QFETCH(bool, classic);
    QFETCH(QString, word);
    QFETCH(bool, valid);
    const auto call = parseCall(word.toStdString(), classic, Suit::Diamonds);
    QCOMPARE(call.has_value(), valid);
    if (valid) QCOMPARE(QString::fromStdString(callName(*call, Suit::Diamonds)), word);
}

void TestCalls::dealing_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("calls");
    QTest::addColumn<QString>("south");
    QTest::addColumn<QString>("east");
    QTest::addColumn<QString>("north");
    QTest::addColumn<QString>("west");
    QTest::addColumn<QString>("retourne");

    // Deck 7S 8S 9S TS JS QS KS AS 7H 8H 9H TH JH QH KH AH 7D 8D 9D TD JD QD KD AD 7C … AC.
    // clang-format off
    QTest::newRow("classic 3-2: 5 cards each from the dealer's right, the 21st card is the retourne")
        << "classic" << "S" << "3-2" << ""
        << "8H 9H TH 9D TD" << "7S 8S 9S JH QH" << "TS JS QS KH AH" << "KS AS 7H 7D 8D" << "JD";
    QTest::newRow("classic 3-2: the taker gets the retourne and 2 cards, the others 3")
        << "classic" << "S" << "3-2" << "E:pass N:take"
        << "8H 9H TH 9D TD QC KC AC" << "7S 8S 9S JH QH QD KD AD" << "TS JS QS KH AH 7C 8C JD"
        << "KS AS 7H 7D 8D 9C TC JC" << "JD";
    QTest::newRow("classic 2-3: dealt 2 then 3")
        << "classic" << "S" << "2-3" << "E:take"
        << "KS AS 8D 9D TD QC KC AC" << "7S 8S 7H 8H 9H QD KD JD" << "9S TS TH JH QH AD 7C 8C"
        << "JS QS KH AH 7D 9C TC JC" << "JD";
    QTest::newRow("classic, dealer W: S is dealt first")
        << "classic" << "W" << "3-2" << "S:take"
        << "7S 8S 9S JH QH QD KD JD" << "TS JS QS KH AH AD 7C 8C" << "KS AS 7H 7D 8D 9C TC JC"
        << "8H 9H TH 9D TD QC KC AC" << "JD";
    QTest::newRow("classic round 2: the taker gets the retourne too")
        << "classic" << "S" << "3-2" << "E:pass N:pass W:pass S:pass E:pass N:pass W:S"
        << "8H 9H TH 9D TD QC KC AC" << "7S 8S 9S JH QH QD KD AD" << "TS JS QS KH AH 7C 8C 9C"
        << "KS AS 7H 7D 8D TC JC JD" << "JD";
    QTest::newRow("sansToutAtout: the final taker receives the retourne")
        << "classic sansToutAtout=true" << "S" << "3-2" << "E:take N:NT W:pass S:pass E:pass"
        << "8H 9H TH 9D TD QC KC AC" << "7S 8S 9S JH QH QD KD AD" << "TS JS QS KH AH 7C 8C JD"
        << "KS AS 7H 7D 8D 9C TC JC" << "JD";
    QTest::newRow("coinche 3-3-2") << "coinche" << "S" << "3-3-2" << ""
                                   << "8H 9H TH QD KD AD KC AC" << "7S 8S 9S JH QH KH 7C 8C"
                                   << "TS JS QS AH 7D 8D 9C TC" << "KS AS 7H 9D TD JD JC QC" << "";
    QTest::newRow("coinche 3-2-3") << "coinche" << "S" << "3-2-3" << ""
                                   << "8H 9H TH 9D TD QC KC AC" << "7S 8S 9S JH QH JD QD KD"
                                   << "TS JS QS KH AH AD 7C 8C" << "KS AS 7H 7D 8D 9C TC JC" << "";
    QTest::newRow("coinche 2-3-3") << "coinche" << "S" << "2-3-3" << ""
                                   << "KS AS 8D 9D TD QC KC AC" << "7S 8S 7H 8H 9H JD QD KD"
                                   << "9S TS TH JH QH AD 7C 8C" << "JS QS KH AH 7D 9C TC JC" << "";
    QTest::newRow("coinche: the hands stay as dealt after the auction")
        << "coinche" << "S" << "3-3-2" << "E:80H N:pass W:pass S:pass"
        << "8H 9H TH QD KD AD KC AC" << "7S 8S 9S JH QH KH 7C 8C"
        << "TS JS QS AH 7D 8D 9C TC" << "KS AS 7H 9D TD JD JC QC" << "";
    // clang-format on
}

void TestCalls::dealing()
{
    QFETCH(QString, rules);
    QFETCH(QString, dealer);
    QFETCH(QString, pattern);
    QFETCH(QString, calls);
    QFETCH(QString, south);
    QFETCH(QString, east);
    QFETCH(QString, north);
    QFETCH(QString, west);
    QFETCH(QString, retourne);
    Deal d = orderedDeal(rules, seat(dealer), pattern);
    QCOMPARE(d.toAct(), nextSeat(seat(dealer)));
    QCOMPARE(runCalls(d, calls), 0);
    const std::array<QString, 4> expected{south, east, north, west};
    for (int s = 0; s < 4; ++s) QCOMPARE(str(d.hand(Seat(s))), str(hand(expected[s])));
    QCOMPARE(d.retourne().has_value(), !retourne.isEmpty());
    if (d.retourne()) QCOMPARE(*d.retourne(), card(retourne));
    if (d.phase() == Phase::Play) QCOMPARE(d.toAct(), nextSeat(seat(dealer)));  // leads the first trick
}

void TestCalls::patterns_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<bool>("valid");

    // clang-format off
    QTest::newRow("classic 3-2") << "classic" << "3-2" << true;
    QTest::newRow("classic 2-3") << "classic" << "2-3" << true;
    QTest::newRow("classic: not 3-3-2") << "classic" << "3-3-2" << false;
    QTest::newRow("classic: not 1-4") << "classic" << "1-4" << false;
    QTest::newRow("coinche 3-3-2") << "coinche" << "3-3-2" << true;
    QTest::newRow("coinche 3-2-3") << "coinche" << "3-2-3" << true;
    QTest::newRow("coinche 2-3-3") << "coinche-montpellier" << "2-3-3" << true;
    QTest::newRow("coinche: not 3-2") << "coinche" << "3-2" << false;
    QTest::newRow("coinche: not 4-4") << "coinche" << "4-4" << false;
    QTest::newRow("coinche: not 2-2-4") << "coinche" << "2-2-4" << false;
    // clang-format on
}

void TestCalls::patterns()
{
    QFETCH(QString, rules);
    QFETCH(QString, pattern);
    QFETCH(bool, valid);
    QCOMPARE(testutil::pattern(pattern).validFor(testutil::rules(rules)), valid);
}

QTEST_MAIN(TestCalls)
#include "tst_calls.moc"
