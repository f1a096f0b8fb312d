// The AI's signature: on a fixed set of positions, with a fixed seed, one thread and no time
// limit, the Monte Carlo player's choice and the solver nodes it spent, and the exact
// solver's value and nodes on fixed whole deals. Any change to the solver, the sampling,
// the inference or the scoring that changes a decision or the work done shows here: if the
// change is meant, print the new figures and update the rows with them:
//   REBELOTE_PRINT_SIGNATURE=1 build/tests/tst_aisignature
// and say in the commit why the AI decides differently (or does less work).
#include "ai/heuristicplayer.h"
#include "ai/montecarlo.h"
#include "ai/solver.h"
#include "testutil.h"

#include <QtTest>

using namespace belote;
using namespace testutil;

namespace {

// One thread, a fixed number of worlds, no budget: the same work on every machine.
MonteCarloConfig fixedConfig()
{
    MonteCarloConfig c = monteCarloLevel("normal");
    c.name = "signature";
    c.worlds = 24;
    c.minWorlds = 8;
    c.callWorlds = 12;
    c.removeTimeLimits();
    c.threads = 1;
    return c;
}

// The deal of `seed`, dealt by Seat(seed % 4), its calls made by the heuristic player
// (dealt again with seed + 1000 while passed), then `plies` cards played by it, and more
// until the seat to play has a choice. The heuristic's habits without the card-play system
// (heuristic-habits): the positions stay those the signatures were taken on, whatever the
// system makes the heuristic level play.
Deal position(const Rules& rules, std::uint64_t seed, int plies)
{
    HeuristicPlayer h(false);
    for (std::uint64_t s = seed;; s += 1000) {
        Rng rng(s);
        std::array<Card, 32> d = orderedDeck();
        rng.shuffle(d.begin(), d.end());
        int n = 0;
        Deal deal = Deal::fromDeck(rules, Seat(seed % 4), d, *DealPattern::patternsFor(rules, &n));
        if (plies < 0) return deal;  // the calls themselves are asked
        while (deal.phase() == Phase::Calls)
            deal.makeCall(deal.toAct(), h.chooseCall(deal, deal.toAct(), deal.legalCalls()));
        if (deal.passed()) continue;
        for (int i = 0; i < plies || deal.legalCards().size() == 1; ++i) {
            const Seat s = deal.toAct();
            if (deal.declarationPending()) deal.declare(deal.declarationChoices().items[0]);
            deal.playCard(h.chooseCard(deal, s, deal.legalCards()));
        }
        if (deal.declarationPending()) deal.declare(deal.declarationChoices().items[0]);
        return deal;
    }
}

bool printing() { return qEnvironmentVariableIsSet("REBELOTE_PRINT_SIGNATURE"); }

}  // namespace

class TestAiSignature : public QObject {
    Q_OBJECT
private slots:
    void cardChoices_data();
    void cardChoices();
    void callChoices_data();
    void callChoices();
    void solverNodes_data();
    void solverNodes();
};

void TestAiSignature::cardChoices_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("plies");     // cards played before the decision
    QTest::addColumn<QString>("card");  // the card chosen
    QTest::addColumn<qulonglong>("nodes");

    // clang-format off
    QTest::newRow("classic: first lead")              << "classic" << 1 << 0  << "8D" << 1820877ull;
    QTest::newRow("classic: second in trick 1")       << "classic" << 2 << 1  << "AC" << 308180ull;
    QTest::newRow("classic: lead of trick 3")         << "classic" << 3 << 8  << "JS" << 132297ull;
    QTest::newRow("classic: third in trick 5")        << "classic" << 4 << 18 << "9H" << 438ull;
    QTest::newRow("coinche: first lead")              << "coinche" << 5 << 0  << "QC" << 688335ull;
    QTest::newRow("coinche: last in trick 2")         << "coinche" << 6 << 7  << "9C" << 36106ull;
    QTest::newRow("coinche: lead of trick 4")         << "coinche" << 7 << 12 << "8D" << 19947ull;
    QTest::newRow("coinche: second in trick 6")       << "coinche" << 8 << 21 << "KD" << 1851ull;
    QTest::newRow("coinche, Sans and Tout Atout allowed: first lead")<< "coinche sansToutAtout=true" << 9 << 0 << "7C" << 1294429ull;
    // clang-format on
}

void TestAiSignature::cardChoices()
{
    QFETCH(QString, rules);
    QFETCH(int, seed);
    QFETCH(int, plies);
    QFETCH(QString, card);
    QFETCH(qulonglong, nodes);
    const Deal deal = position(testutil::rules(rules), std::uint64_t(seed), plies);
    QCOMPARE(deal.phase(), Phase::Play);
    MonteCarloPlayer p(fixedConfig(), std::uint64_t(seed));
    const Card c = p.chooseCard(deal, deal.toAct(), deal.legalCards());
    const QString got = QString::fromStdString(cardName(c));
    if (printing()) {
        qInfo("%s: %s, %llu nodes, %d worlds", QTest::currentDataTag(), qPrintable(got),
              (unsigned long long)p.lastStats().nodes, p.lastStats().worlds);
        return;
    }
    QCOMPARE(got, card);
    QCOMPARE(qulonglong(p.lastStats().nodes), nodes);
}

void TestAiSignature::callChoices_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<int>("seed");
    QTest::addColumn<QString>("call");  // the first call of the deal
    QTest::addColumn<qulonglong>("nodes");

    // clang-format off
    QTest::newRow("classic: first call")  << "classic" << 11 << "take" << 450795ull;
    QTest::newRow("classic: first call, another deal") << "classic" << 12 << "take" << 279393ull;
    QTest::newRow("coinche: first bid")   << "coinche" << 13 << "100H" << 771154ull;
    QTest::newRow("coinche: first bid, another deal") << "coinche" << 14 << "80C" << 702037ull;
    // clang-format on
}

void TestAiSignature::callChoices()
{
    QFETCH(QString, rules);
    QFETCH(int, seed);
    QFETCH(QString, call);
    QFETCH(qulonglong, nodes);
    const Deal deal = position(testutil::rules(rules), std::uint64_t(seed), -1);
    MonteCarloPlayer p(fixedConfig(), std::uint64_t(seed));
    const Call c = p.chooseCall(deal, deal.toAct(), deal.legalCalls());
    const std::optional<Suit> ret = deal.retourne() ? std::optional<Suit>(suitOf(*deal.retourne())) : std::nullopt;
    const QString got = QString::fromStdString(callName(c, ret));
    if (printing()) {
        qInfo("%s: %s, %llu nodes, %d worlds", QTest::currentDataTag(), qPrintable(got),
              (unsigned long long)p.lastStats().nodes, p.lastStats().worlds);
        return;
    }
    QCOMPARE(got, call);
    QCOMPARE(qulonglong(p.lastStats().nodes), nodes);
}

void TestAiSignature::solverNodes_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("value");  // NS − EW the solver finds from the first lead
    QTest::addColumn<qulonglong>("nodes");

    // clang-format off
    QTest::newRow("classic deal")                    << "classic" << 21 << -34 << 17431ull;
    QTest::newRow("coinche deal")                    << "coinche" << 22 << -252 << 1842ull;
    QTest::newRow("coinche deal, another")           << "coinche" << 23 << -56 << 59060ull;
    // clang-format on
}

void TestAiSignature::solverNodes()
{
    QFETCH(QString, rules);
    QFETCH(int, seed);
    QFETCH(int, value);
    QFETCH(qulonglong, nodes);
    const Deal deal = position(testutil::rules(rules), std::uint64_t(seed), 0);
    Solver solver;
    const int got = solver.solve(deal.cardPlay());
    if (printing()) {
        qInfo("%s: %d, %llu nodes", QTest::currentDataTag(), got, (unsigned long long)solver.nodes());
        return;
    }
    QCOMPARE(got, value);
    QCOMPARE(qulonglong(solver.nodes()), nodes);
}

QTEST_GUILESS_MAIN(TestAiSignature)
#include "tst_aisignature.moc"
