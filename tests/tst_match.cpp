// Small duplicate matches: the heuristic player must beat the random player in every preset
// (the full-size matches are benchmarks, run with rebelote-cli match). Also: a match is
// reproducible from its seed, and a player that answers an illegal card stops the match
// with a clear message instead of corrupting the deal.
#include "ai/heuristicplayer.h"
#include "ai/match.h"
#include "ai/randomplayer.h"

#include <QtTest>

using namespace belote;

namespace {

PlayerFactory heuristic()
{
    return [](Seat, std::uint64_t) { return std::make_unique<HeuristicPlayer>(); };
}

PlayerFactory randomPlayer()
{
    return [](Seat, std::uint64_t seed) { return std::make_unique<RandomPlayer>(seed); };
}

// Plays the first legal card but one: illegal as soon as there is a choice to follow.
class CheatingPlayer final : public Player {
public:
    const char* name() const override { return "cheater"; }
    Call chooseCall(const Deal&, Seat, const CallList&) override { return Call::pass(); }
    Card chooseCard(const Deal& deal, Seat seat, CardSet legal) override
    {
        const CardSet other = deal.hand(seat) - legal;
        return other.empty() ? legal.first() : other.first();
    }
};

}  // namespace

class TestMatch : public QObject {
    Q_OBJECT
private slots:
    void heuristicBeatsRandom_data();
    void heuristicBeatsRandom();
    void sameSeedSameMatch();
    void illegalCardStopsTheMatch();
    void coinchesCountedPerSide();
};

void TestMatch::heuristicBeatsRandom_data()
{
    QTest::addColumn<int>("preset");
    for (Preset p : kAllPresets) QTest::newRow(presetName(p)) << int(p);
}

void TestMatch::heuristicBeatsRandom()
{
    QFETCH(int, preset);
    MatchOptions o;
    o.rules = Rules::fromPreset(Preset(preset));
    o.deals = 300;
    o.seed = 11;
    o.duplicate = true;
    const MatchSummary s = playMatch(o, heuristic(), randomPlayer());
    QVERIFY2(s.error.empty(), s.error.c_str());
    QCOMPARE(s.deals, 600);
    QVERIFY2(s.ci95[0] > 0, qPrintable(QString("margin %1 [%2, %3]").arg(s.margin).arg(s.ci95[0]).arg(s.ci95[1])));
}

void TestMatch::sameSeedSameMatch()
{
    MatchOptions o;
    o.rules = Rules::fromPreset(Preset::Coinche);
    o.deals = 40;
    o.seed = 3;
    o.duplicate = true;
    const MatchSummary a = playMatch(o, heuristic(), randomPlayer());
    const MatchSummary b = playMatch(o, heuristic(), randomPlayer());
    QCOMPARE(a.margin, b.margin);
    QCOMPARE(a.taken, b.taken);
    QCOMPARE(a.made, b.made);
}

void TestMatch::illegalCardStopsTheMatch()
{
    MatchOptions o;
    o.rules = Rules::fromPreset(Preset::Classic);
    o.deals = 50;
    int finished = 0;
    const MatchSummary s = playMatch(
        o, [](Seat, std::uint64_t) { return std::make_unique<CheatingPlayer>(); }, heuristic(),
        [&](const Deal&) { ++finished; });
    QVERIFY(!s.error.empty());
    QVERIFY2(QString::fromStdString(s.error).contains("cheater at "), s.error.c_str());
    QVERIFY2(QString::fromStdString(s.error).contains("illegal card"), s.error.c_str());
    QCOMPARE(s.deals, finished);
}

// The summary's coinched and surcoinched contracts are those of the deals played, per side
// (the random player coinches and surcoinches often, so both counts are far from zero).
void TestMatch::coinchesCountedPerSide()
{
    MatchOptions o;
    o.rules = Rules::fromPreset(Preset::Coinche);
    o.deals = 60;
    o.seed = 5;
    o.duplicate = true;
    std::array<int, 2> coinched{}, surcoinched{};
    int index = 0;
    const MatchSummary s = playMatch(o, heuristic(), randomPlayer(), [&](const Deal& deal) {
        // Duplicate: even deals have A at North-South, odd ones at East-West.
        const Team sideA = index++ % 2 == 0 ? Team::NS : Team::EW;
        const std::optional<Contract> c = deal.contract();
        if (!c) return;
        const int side = teamOf(c->taker) == sideA ? 0 : 1;
        if (c->coinche == 2) ++coinched[side];
        if (c->coinche == 4) ++surcoinched[side];
    });
    QVERIFY2(s.error.empty(), s.error.c_str());
    QCOMPARE(s.coinched, coinched);
    QCOMPARE(s.surcoinched, surcoinched);
    QVERIFY(coinched[0] + coinched[1] > 0);
    QVERIFY(surcoinched[0] + surcoinched[1] > 0);
}

QTEST_APPLESS_MAIN(TestMatch)
#include "tst_match.moc"
