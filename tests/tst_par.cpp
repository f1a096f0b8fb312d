// The par of a deal (ai/par.h): the same cards played again by computer players, the
// normal level in the person's seat. It depends on its request alone: the same cards give
// the same par, and it is the self-play of those cards with the players' seeds from the
// deck. A cancel ends it soon, marked as such.
#include "ai/levels.h"
#include "ai/montecarlo.h"
#include "ai/par.h"
#include "engine/random.h"
#include "engine/record.h"
#include "testutil.h"

#include <QtTest>

#include <thread>

using namespace belote;

namespace {

std::array<Card, 32> shuffled(std::uint64_t seed)
{
    Rng rng(seed);
    std::array<Card, 32> d{};
    for (int i = 0; i < 32; ++i) d[i] = Card(i);
    for (int i = 31; i > 0; --i) std::swap(d[i], d[rng.below(std::uint32_t(i + 1))]);
    return d;
}

Deal dealtFrom(Preset preset, Seat dealer, std::uint64_t seed)
{
    const Rules rules = Rules::fromPreset(preset);
    int n = 0;
    const DealPattern pattern = DealPattern::patternsFor(rules, &n)[0];
    return Deal::fromDeck(rules, dealer, shuffled(seed), pattern);
}

// The whole deal, calls, declarations and cards, as its record says it.
QByteArray playOf(const Deal& d) { return toJsonLine(writeRecord(d)); }

}  // namespace

class TestPar : public QObject {
    Q_OBJECT

private slots:
    void theSameCardsGiveTheSamePar_data();
    void theSameCardsGiveTheSamePar();
    void theNormalLevelPlaysInThePersonsSeat();
    void aDealWithoutADeckHasNoPar();
    void aCancelEndsItSoon();
    void anUnknownLevelIsAnError();
};

void TestPar::theSameCardsGiveTheSamePar_data()
{
    QTest::addColumn<int>("preset");
    QTest::addColumn<int>("dealer");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("classic: the same retourne and the same rest of the pack")
        << int(Preset::Classic) << 1 << quint64(3);
    QTest::newRow("classic without declarations") << int(Preset::ClassicNoAnnonces) << 2 << quint64(4);
    QTest::newRow("coinche") << int(Preset::Coinche) << 3 << quint64(5);
    QTest::newRow("coinche Montpellier") << int(Preset::CoincheMontpellier) << 0 << quint64(6);
}

// Twice the same request: the same play, the same score; and the same as the self-play
// of those cards by the levels asked, seeded from the deck (ParRequest::seed).
void TestPar::theSameCardsGiveTheSamePar()
{
    QFETCH(int, preset);
    QFETCH(int, dealer);
    QFETCH(quint64, seed);
    const Deal dealt = dealtFrom(Preset(preset), Seat(dealer), seed);
    const std::array<std::string, kSeats> levels{"heuristic", "normal", "easy", "normal"};
    const std::optional<ParRequest> request = parRequest(dealt, Seat::South, levels, GameContext{{120, 340}, 1000});
    QVERIFY(request);
    QCOMPARE(request->seed, parSeed(dealt.dealer(), *dealt.deck()));
    const ParResult a = playPar(*request), b = playPar(*request);
    QVERIFY2(a.deal && b.deal, a.error.c_str());
    QCOMPARE(playOf(*a.deal), playOf(*b.deal));
    QCOMPARE(a.score, b.score);
    QCOMPARE(a.net(Team::NS), a.score[0] - a.score[1]);

    // The self-play of the same cards.
    Rng seeds(request->seed);
    std::array<std::unique_ptr<Player>, kSeats> players;
    for (int s = 0; s < kSeats; ++s) {
        players[s] = makeLevelPlayer(s == int(Seat::South) ? "normal" : levels[s], seeds.split());
        if (auto* mc = dynamic_cast<MonteCarloPlayer*>(players[s].get())) mc->removeTimeLimits();
    }
    Deal self = Deal::fromDeck(dealt.rules(), dealt.dealer(), *dealt.deck(), dealt.pattern());
    Player* const seats[kSeats] = {players[0].get(), players[1].get(), players[2].get(), players[3].get()};
    playOut(self, seats, GameContext{{120, 340}, 1000});
    QCOMPARE(playOf(self), playOf(*a.deal));
    QCOMPARE(self.result().score, a.score);
}

void TestPar::theNormalLevelPlaysInThePersonsSeat()
{
    const Deal dealt = dealtFrom(Preset::Coinche, Seat::West, 9);
    const std::optional<ParRequest> r = parRequest(dealt, Seat::South, {"person", "strong", "easy", "heuristic"}, {});
    QVERIFY(r);
    QCOMPARE(r->levels[int(Seat::South)], std::string("normal"));
    QCOMPARE(r->levels[int(Seat::East)], std::string("strong"));
    QCOMPARE(r->levels[int(Seat::West)], std::string("heuristic"));
}

void TestPar::aDealWithoutADeckHasNoPar()
{
    const Deal dealt = dealtFrom(Preset::Coinche, Seat::West, 9);
    std::array<CardSet, 4> hands;
    for (int s = 0; s < kSeats; ++s) hands[s] = dealt.handsBeforePlay()[s];
    const Deal fromHands = Deal::fromHands(dealt.rules(), dealt.dealer(), hands, std::nullopt);
    QVERIFY(!parRequest(fromHands, Seat::South, {"normal", "normal", "normal", "normal"}, {}));
}

// A cancel from another thread while the strong level thinks with no time limit: it returns,
// marked cancelled, with no deal.
void TestPar::aCancelEndsItSoon()
{
    std::optional<ParRequest> r = parRequest(dealtFrom(Preset::Coinche, Seat::North, 12), Seat::South,
                                             {"strong", "strong", "strong", "strong"}, {});
    QVERIFY(r);
    ParGame game(*r);
    ParResult result;
    std::atomic<bool> done{false};
    std::thread t([&] {
        result = game.run();
        done.store(true);
    });
    game.cancel();
    t.join();
    QVERIFY(done.load());
    QVERIFY(result.cancelled);
    QVERIFY(!result.deal);
}

void TestPar::anUnknownLevelIsAnError()
{
    std::optional<ParRequest> r = parRequest(dealtFrom(Preset::Classic, Seat::North, 2), Seat::South,
                                             {"normal", "grandmaster", "normal", "normal"}, {});
    QVERIFY(r);
    const ParResult result = playPar(*r);
    QVERIFY(!result.deal);
    QVERIFY(QString::fromStdString(result.error).contains(QLatin1String("grandmaster")));
}

QTEST_GUILESS_MAIN(TestPar)
#include "tst_par.moc"
