// How far a seat kept its card-play promises (ai/cardtrust.h): counted at each deal's end,
// every card then seen; a seat that plays by the system (the heuristic level) stays read,
// one that plays by habits alone (heuristic-habits, which gives an ace without its ten and
// calls for suits it has no master in) is soon not read at all; a
// passed deal and the observer's own cards count nothing; the Monte Carlo player's worlds
// are weighed by what it counted.
#include "ai/cardtrust.h"
#include "ai/levels.h"
#include "ai/worlds.h"
#include "engine/random.h"
#include "testutil.h"

#include <QtTest>

using namespace belote;
using namespace testutil;

namespace {

// Deal `seed` of coinche without declarations, dealt, no call made.
Deal dealtDeal(int seed)
{
    const Rules r = rules("coinche annonces=false");
    Rng rng{std::uint64_t(seed)};
    std::array<Card, 32> d{};
    for (int i = 0; i < 32; ++i) d[i] = Card(i);
    rng.shuffle(d.begin(), d.end());
    int n = 0;
    return Deal::fromDeck(r, Seat(seed % 4), d, DealPattern::patternsFor(r, &n)[0]);
}

// Deal `seed` played out by four players of `level` under `agreement`.
Deal playedDeal(const char* level, int seed, Signals agreement)
{
    Deal deal = dealtDeal(seed);
    std::unique_ptr<Player> ps[4];
    Player* players[4];
    for (int s = 0; s < 4; ++s) {
        ps[s] = makeLevelPlayer(level, std::uint64_t(seed * 4 + s));
        players[s] = ps[s].get();
    }
    GameContext game;
    game.cardSignals = agreement;
    playOut(deal, players, game);
    return deal;
}

// `deals` deals of coinche played out by four players of `level`, each counted by a trust
// observing from South.
CardTrust countDeals(const char* level, int deals, Signals agreement)
{
    CardTrust trust;
    for (int seed = 1; seed <= deals; ++seed) trust.count(playedDeal(level, seed, agreement), agreement, Seat::South);
    return trust;
}

}  // namespace

class TestCardTrust : public QObject {
    Q_OBJECT
private slots:
    void readBySystem_data();
    void readBySystem();
    void nothingCountedUntilSeen();
    void inferenceWeighsByTrust();
};

void TestCardTrust::readBySystem_data()
{
    QTest::addColumn<QString>("level");
    QTest::addColumn<int>("agreement");
    QTest::addColumn<bool>("readAsSystem");
    QTest::newRow("system player, direct calls: still read") << "heuristic" << int(Signals::Direct) << true;
    QTest::newRow("system player, indirect calls: still read") << "heuristic" << int(Signals::Indirect) << true;
    QTest::newRow("habits alone, direct calls: not read") << "heuristic-habits" << int(Signals::Direct) << false;
    QTest::newRow("habits alone, indirect calls: not read") << "heuristic-habits" << int(Signals::Indirect) << false;
}

void TestCardTrust::readBySystem()
{
    QFETCH(QString, level);
    QFETCH(int, agreement);
    QFETCH(bool, readAsSystem);
    const CardTrust trust = countDeals(qPrintable(level), 200, Signals(agreement));
    int read = 0, broken = 0;
    for (Seat s : {Seat::West, Seat::North, Seat::East}) {
        const CardTrust::Tally hard = trust.tally(s, true);
        read += hard.read;
        broken += hard.broken;
        const double f = trust.brokenFactor(s, true, Inference::kCardBroken);
        const QByteArray what = QStringLiteral("seat %1: %2 of %3 hard promises broken, factor %4")
                                    .arg(QLatin1Char(seatLetter(s)))
                                    .arg(hard.broken)
                                    .arg(hard.read)
                                    .arg(f)
                                    .toUtf8();
        QVERIFY2(hard.read >= 8, what);
        QVERIFY2(f >= Inference::kCardBroken && f <= 1.0, what);
        // The system's player breaks a hard promise only where no card it could play kept
        // its own (one in ten or fewer): still read; the habits break one in four or more,
        // as often as a world drawn at random does (22%): not read at all.
        QVERIFY2(readAsSystem ? f < 0.5 : f == 1.0, what);
    }
    QVERIFY2(readAsSystem ? broken * 10 <= read : broken * 4 >= read,
             qPrintable(QStringLiteral("%1 of %2 broken").arg(broken).arg(read)));
    // South's own cards are not counted.
    QCOMPARE(trust.tally(Seat::South, true).read, 0);
    QCOMPARE(trust.tally(Seat::South, false).read, 0);
}

// A deal still in play, or passed, says nothing of anyone's promises: no hand is seen whole.
void TestCardTrust::nothingCountedUntilSeen()
{
    Deal deal = dealtDeal(7);
    CardTrust trust;
    trust.count(deal, Signals::Direct, Seat::South);  // the calls not begun
    for (int i = 0; i < 4; ++i) deal.makeCall(deal.toAct(), Call::pass());
    QVERIFY(deal.passed());
    trust.count(deal, Signals::Direct, Seat::South);
    for (Seat s : {Seat::West, Seat::North, Seat::East})
        for (bool hard : {true, false}) {
            QCOMPARE(trust.tally(s, hard).read, 0);
            QCOMPARE(trust.brokenFactor(s, hard, 0.25), 0.25);
        }
}

// The inference gives a world that breaks a promise of a seat read less the trust's factor:
// after deals of habits, a world breaking a seat's hard promise weighs far more against one
// keeping it than with no trust, where it weighs the floor.
void TestCardTrust::inferenceWeighsByTrust()
{
    const CardTrust habits = countDeals("heuristic-habits", 200, Signals::Direct);
    // A deal played out by habits, taken back to just after the first hard promise of an
    // opponent of North's (the trust counted from South, North's partner).
    for (int seed = 100; seed < 200; ++seed) {
        const Deal full = playedDeal("heuristic-habits", seed, Signals::Direct);
        if (full.passed()) continue;
        for (const CardMeaning& m : cardMeanings(full, Signals::Direct)) {
            if (!m.hard || (m.seat != Seat::East && m.seat != Seat::West) || m.holds.empty()) continue;
            // The deal just after that card, every hand as it stood then.
            Deal deal = dealtDeal(seed);
            for (int i = 0; i < full.callCount(); ++i) deal.makeCall(full.callAt(i).seat, full.callAt(i).call);
            for (int i = 0; i <= m.playIndex; ++i) deal.playCard(full.cardPlay().playedCard(i));
            std::array<CardSet, 4> keeping = deal.cardPlay().hands();
            // The same world with one promised card moved to a third seat's hand, a card of
            // that hand in its place: the promise broken, all else as it was.
            const Card promised =
                (m.holds & keeping[int(m.seat)]).empty() ? kNoCard : (m.holds & keeping[int(m.seat)]).first();
            if (promised == kNoCard) continue;
            int third = -1;
            for (int s = 0; s < 4; ++s)
                if (Seat(s) != m.seat && Seat(s) != Seat::North && !keeping[s].empty()) third = s;
            if (third < 0) continue;
            std::array<CardSet, 4> breaking = keeping;
            const Card swapped = breaking[third].first();
            breaking[int(m.seat)].erase(promised);
            breaking[int(m.seat)].insert(swapped);
            breaking[third].erase(swapped);
            breaking[third].insert(promised);
            if (!m.keeps(keeping[int(m.seat)] | CardSet::of(m.card)) ||
                m.keeps(breaking[int(m.seat)] | CardSet::of(m.card)))
                continue;
            const Inference plain(deal, Seat::North, true, Signals::Direct);
            const Inference read(deal, Seat::North, true, Signals::Direct, &habits);
            const double plainRatio = plain.weight(breaking) / plain.weight(keeping);
            const double readRatio = read.weight(breaking) / read.weight(keeping);
            // The calls' terms change with the hands exchanged alike in both; the promise's
            // factor is the floor in one and near 1 in the other.
            QVERIFY2(readRatio > 10 * plainRatio,
                     qPrintable(QStringLiteral("%1 against %2").arg(readRatio).arg(plainRatio)));
            return;
        }
    }
    QFAIL("no hard promise of habits found to break");
}

QTEST_APPLESS_MAIN(TestCardTrust)
#include "tst_cardtrust.moc"
