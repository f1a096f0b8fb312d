// The Monte Carlo player: legal and deterministic in every preset, sensible calls on hands
// whose call no club player would doubt, and the deal score (not raw card points) as its aim.
// Small world counts and no time limit, so that each row is exact and repeatable; strength
// is measured by duplicate matches (rebelote-cli match), not here.
#include "ai/heuristicplayer.h"
#include "ai/montecarlo.h"
#include "ai/vectorstate.h"
#include "ai/workers.h"
#include "ai/worlds.h"
#include "lookingplayer.h"
#include "testutil.h"

#include <QtTest>

#include <chrono>
#include <map>
#include <thread>

using namespace belote;
using namespace testutil;

namespace {

// Few worlds and no time limit: every decision is the same from run to run.
MonteCarloConfig small(int threads = 2)
{
    MonteCarloConfig c = monteCarloLevel("normal");
    c.name = "small";
    c.worlds = 8;
    c.minWorlds = 8;
    c.callWorlds = 8;
    c.removeTimeLimits();
    c.threads = threads;
    return c;
}

// The fault QProcess::start() was seen to leave (vectorstate.h): this thread's upper vector
// halves in use, by a 256-bit AVX instruction not followed by VZEROUPPER. Only where the
// processor has AVX (the callers check upperVectorStateInUse() first).
void dirtyUpperVectorState()
{
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    static const float one = 1.0f;
    asm volatile("vbroadcastss %0, %%ymm1" : : "m"(one) : "xmm1");
#endif
}

struct Played {
    std::vector<std::string> moves;  // "S:80H", "E:JH"
    DealResult result;
};

Played playDeal(const Rules& rules, std::uint64_t seed, Player* const players[4])
{
    Rng rng(seed);
    std::array<Card, 32> d = orderedDeck();
    rng.shuffle(d.begin(), d.end());
    int n = 0;
    Deal deal = Deal::fromDeck(rules, Seat(seed % 4), d, *DealPattern::patternsFor(rules, &n));
    playOut(deal, players);
    Played p;
    const std::optional<Suit> ret = deal.retourne() ? std::optional<Suit>(suitOf(*deal.retourne())) : std::nullopt;
    for (int i = 0; i < deal.callCount(); ++i)
        p.moves.push_back(std::string(1, seatLetter(deal.callAt(i).seat)) + ":" + callName(deal.callAt(i).call, ret));
    for (int i = 0; i < deal.cardPlay().cardsPlayed(); ++i)
        p.moves.push_back(std::string(1, seatLetter(deal.cardPlay().playedBy(i))) + ":" +
                          cardName(deal.cardPlay().playedCard(i)));
    p.result = deal.result();
    return p;
}

}  // namespace

class TestMonteCarlo : public QObject {
    Q_OBJECT
private slots:
    void playsLegallyEveryPreset_data();
    void playsLegallyEveryPreset();
    void sameSeedSameDealOnOneOrTwoThreads();
    void calls_data();
    void calls();
    void callsNearTheTarget_data();
    void callsNearTheTarget();
    void cancelReturnsALegalCardAtOnce();
    void cancelDuringADecision_data();
    void cancelDuringADecision();
    void declarations_data();
    void declarations();
    void systemCardWithinTheMargin_data();
    void systemCardWithinTheMargin();
    void partnersCardMovesTheBeliefs_data();
    void partnersCardMovesTheBeliefs();
    void readsTheCardsByTheRules_data();
    void readsTheCardsByTheRules();
    void cardPromisesKept_data();
    void cardPromisesKept();
    void workersRunEachThreadOnceAJob_data();
    void workersRunEachThreadOnceAJob();
    void searchThreadsStartWithCleanVectorRegisters_data();
    void searchThreadsStartWithCleanVectorRegisters();
};

void TestMonteCarlo::playsLegallyEveryPreset_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<int>("seed");
    QTest::newRow("classic") << "classic" << 1;
    QTest::newRow("classic, Sans Atout / Tout Atout") << "classic sansToutAtout=true" << 2;
    QTest::newRow("classic-no-annonces") << "classic-no-annonces" << 3;
    QTest::newRow("coinche") << "coinche" << 4;
    QTest::newRow("coinche, no undertrumping") << "coinche mustUndertrump=false" << 5;
    QTest::newRow("coinche-montpellier (coinche out of turn)") << "coinche-montpellier" << 6;
}

// Two Monte Carlo players against two heuristic ones: playOut throws on any illegal call,
// declaration or card.
void TestMonteCarlo::playsLegallyEveryPreset()
{
    QFETCH(QString, rules);
    QFETCH(int, seed);
    const Rules r = testutil::rules(rules);
    MonteCarloPlayer s(small(), 10), n(small(), 11);
    HeuristicPlayer e, w;
    Player* const players[4] = {&s, &e, &n, &w};
    for (int k = 0; k < 2; ++k) {
        try {
            const Played p = playDeal(r, std::uint64_t(seed * 100 + k), players);
            QVERIFY(!p.moves.empty());
        } catch (const std::exception& e) {
            QFAIL(e.what());
        }
    }
}

void TestMonteCarlo::sameSeedSameDealOnOneOrTwoThreads()
{
    const Rules r = Rules::fromPreset(Preset::Coinche);
    auto play = [&](int threads) {
        MonteCarloPlayer a(small(threads), 1), b(small(threads), 2), c(small(threads), 3), d(small(threads), 4);
        Player* const players[4] = {&a, &b, &c, &d};
        return playDeal(r, 77, players);
    };
    const Played one = play(1), two = play(2), again = play(2);
    QCOMPARE(two.moves, one.moves);
    QCOMPARE(again.moves, two.moves);
    QCOMPARE(two.result, one.result);
}

void TestMonteCarlo::calls_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<QString>("south");     // South's cards (five in classic)
    QTest::addColumn<QString>("retourne");  // classic
    QTest::addColumn<QString>("before");    // calls before South's
    QTest::addColumn<QString>("expected");  // "pass", "take H", "bid H" (any value), "not pass"

    // clang-format off
    QTest::newRow("coinche: jack, nine, ace, ten, king of trump and two aces: bids in trump")
        << "coinche" << "W" << "JH 9H AH TH KH AS AD 7C" << "" << "" << "bid H";
    QTest::newRow("coinche: no honour, no length: passes")
        << "coinche" << "W" << "7S 8S 7D 8D 7C 8C 9C 8H" << "" << "" << "pass";
    QTest::newRow("coinche: the opponents bid in the suit South holds four honours of: no pass")
        << "coinche" << "N" << "JS 9S AS TS AH AD AC 7C" << "" << "W:120S" << "not pass";
    QTest::newRow("coinche: the opponents bid 160 in the suit South holds jack, nine, ace, ten of: coinches")
        << "coinche" << "N" << "JS 9S AS TS AH AD 7C 8C" << "" << "W:160S" << "coinche";
    // (Not 7-8-9 in two suits: two tierces are two steps of the system's count, and with the
    // nine of clubs the system bids 90 on them.)
    QTest::newRow("coinche: the opponents bid 80, South holds no honour, three small cards in three suits: passes")
        << "coinche" << "N" << "7S 8S 7D 8D TD 7C 8C TC" << "" << "W:80H" << "pass";
    QTest::newRow("surcoinche: South's 80 on six trumps from the jack and two aces, coinched: surcoinches")
        << "coinche" << "W" << "JH 9H AH TH KH QH AS AD" << "" << "S:80H E:coinche N:pass W:pass" << "surcoinche";
    QTest::newRow("surcoinche: South's 140 on four trumps without the jack or the nine, coinched: passes")
        << "coinche" << "W" << "KH QH 7H 8H 7S 8S 7D 8D" << "" << "S:140H E:coinche N:pass W:pass" << "pass";
    QTest::newRow("classic round 1: jack, nine, ace of the retourne's suit and two aces: takes")
        << "classic" << "W" << "JH 9H AH AS AD" << "7H" << "" << "take H";
    QTest::newRow("classic round 1: small cards of every suit: passes")
        << "classic" << "W" << "7S 8D 9C 8C 7D" << "7H" << "" << "pass";
    // clang-format on
}

// South's call, the other hands the cards left in order (South's view does not depend on
// them), after `before`, told the game's scores and target by startDeal.
static Call southCall(const Rules& r, const QString& dealer, const QString& south, const QString& retourne,
                      const QString& before, const GameContext& game, QString* name)
{
    const int perHand = r.isClassic() ? 5 : 8;
    const CardSet mine = hand(south);
    CardSet rest = CardSet::all() - mine;
    std::optional<Card> ret;
    if (!retourne.isEmpty()) {
        ret = card(retourne);
        rest.erase(*ret);
    }
    std::array<CardSet, 4> hs{};
    hs[int(Seat::South)] = mine;
    for (Seat s : {Seat::East, Seat::North, Seat::West})
        for (int i = 0; i < perHand; ++i) {
            hs[int(s)].insert(rest.first());
            rest.erase(rest.first());
        }
    Deal deal = Deal::fromHands(r, seat(dealer), hs, ret);
    std::string why;
    if (runCalls(deal, before, &why) != 0 || deal.toAct() != Seat::South) {
        *name = QStringLiteral("bad test row: ") + QString::fromStdString(why);
        return Call::pass();
    }
    MonteCarloConfig c = small();
    c.callWorlds = 24;
    MonteCarloPlayer p(c, 5);
    p.startDeal(deal, Seat::South, game);
    const Call call = p.chooseCall(deal, Seat::South, deal.legalCalls());
    *name = QString::fromStdString(callName(call, ret ? std::optional<Suit>(suitOf(*ret)) : std::nullopt));
    return call;
}

void TestMonteCarlo::calls()
{
    QFETCH(QString, rules);
    QFETCH(QString, dealer);
    QFETCH(QString, south);
    QFETCH(QString, retourne);
    QFETCH(QString, before);
    QFETCH(QString, expected);
    QString got;
    const Call call = southCall(testutil::rules(rules), dealer, south, retourne, before, {}, &got);
    QVERIFY2(!got.startsWith(QLatin1String("bad test row")), qPrintable(got));
    if (expected == QLatin1String("not pass")) {
        QVERIFY2(call.kind != Call::Kind::Pass, qPrintable(got));
    } else if (expected.startsWith(QLatin1String("bid "))) {
        QVERIFY2(call.kind == Call::Kind::Bid && call.strain == strain(expected.mid(4)), qPrintable(got));
    } else if (expected.startsWith(QLatin1String("take "))) {
        QVERIFY2(call.kind == Call::Kind::Take && call.strain == strain(expected.mid(5)), qPrintable(got));
    } else {
        QCOMPARE(got, expected);
    }
}

// The game score in the coinche (ai/gamestake.h): the same hand and auction, South's call with
// no game told (every mark the same) and at scores near the target of 2000.
void TestMonteCarlo::callsNearTheTarget_data()
{
    QTest::addColumn<QString>("south");
    QTest::addColumn<QString>("before");
    QTest::addColumn<int>("ns");
    QTest::addColumn<int>("ew");
    QTest::addColumn<QString>("withoutScores");
    QTest::addColumn<QString>("expected");
    // clang-format off
    QTest::newRow("the opponents win the game if their 130 is made, coinched or not: the jack, nine and ten of trumps coinche")
        << "JH 9H TH 7S 8S 8D 7C 8C" << "W:130H" << 1000 << 1950 << "pass" << "coinche";
    QTest::newRow("against an 80 that wins them the game, no trump and no ace: a coinche would be a lie, pass")
        << "7S 8S 7D 8D TD 7C 8C TC" << "W:80H" << 1000 << 1950 << "pass" << "pass";
    QTest::newRow("South's side wins the game if the capot goes down, coinched or not: the jack, nine, ace and ten pass")
        << "JS 9S AS TS AH AD 7C 8C" << "W:capotS" << 1700 << 1000 << "coinche" << "pass";
    // clang-format on
}

void TestMonteCarlo::callsNearTheTarget()
{
    QFETCH(QString, south);
    QFETCH(QString, before);
    QFETCH(int, ns);
    QFETCH(int, ew);
    QFETCH(QString, withoutScores);
    QFETCH(QString, expected);
    const Rules r = testutil::rules(QStringLiteral("coinche"));
    QString got;
    southCall(r, QStringLiteral("N"), south, QString(), before, {}, &got);
    QCOMPARE(got, withoutScores);
    southCall(r, QStringLiteral("N"), south, QString(), before, GameContext{{ns, ew}, 2000}, &got);
    QCOMPARE(got, expected);
}

void TestMonteCarlo::cancelReturnsALegalCardAtOnce()
{
    const Rules r = Rules::fromPreset(Preset::Coinche);
    Deal deal = Deal::fromHands(r, Seat::West,
                                hands("JH 9H AH TH KH AS AD 7C", "7S 8S 9S JS QS KS TS 7D", "8D 9D JD QD KD TD 8C 9C",
                                      "7H 8H QH JC QC KC TC AC"),
                                std::nullopt);
    QCOMPARE(runCalls(deal, "S:80H E:pass N:pass W:pass"), 0);
    MonteCarloConfig c = monteCarloLevel("strong");
    c.removeTimeLimits();
    MonteCarloPlayer p(c, 9);
    p.cancel();
    const Card card = p.chooseCard(deal, Seat::South, deal.legalCards());
    QVERIFY(deal.legalCards().contains(card));
    QCOMPARE(p.lastStats().worlds, 0);  // not one world solved
    QCOMPARE(p.lastStats().nodes, std::uint64_t(0));
}

// The window cancels a computer player that is thinking (new game, quit): from another
// thread, in the middle of a decision with no limit but the cancel, the search stops short
// of its worlds and answers a legal choice. How soon: tests/bench_cancel.
void TestMonteCarlo::cancelDuringADecision_data()
{
    QTest::addColumn<bool>("call");
    QTest::newRow("a card decision with no time limit") << false;
    QTest::newRow("a call decision with no time limit") << true;
}

void TestMonteCarlo::cancelDuringADecision()
{
    QFETCH(bool, call);
    const Rules r = Rules::fromPreset(Preset::Coinche);
    Deal deal = Deal::fromHands(r, Seat::West,
                                hands("JH 9H AH TH KH AS AD 7C", "7S 8S 9S JS QS KS TS 7D", "8D 9D JD QD KD TD 8C 9C",
                                      "7H 8H QH JC QC KC TC AC"),
                                std::nullopt);
    if (!call) QCOMPARE(runCalls(deal, "S:80H E:pass N:pass W:pass"), 0);
    MonteCarloConfig c = monteCarloLevel("strong");
    c.removeTimeLimits();
    c.worlds = c.callWorlds = c.minWorlds = 2000;  // seconds of solving: only the cancel stops it
    MonteCarloPlayer p(c, 9);
    // The cancel comes once the search is under way (the decision below starts at once; the
    // wait only places the cancel inside it, nothing is timed).
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(150));
        p.cancel();
    });
    if (call) {
        const CallList legal = deal.legalCalls();
        QVERIFY(legal.contains(p.chooseCall(deal, Seat::South, legal)));
    } else {
        QVERIFY(deal.legalCards().contains(p.chooseCard(deal, Seat::South, deal.legalCards())));
    }
    canceller.join();
    // Stopped by the cancel: far short of the 2,000 worlds it would otherwise solve.
    QVERIFY2(p.lastStats().worlds < 2000, qPrintable(QString::number(p.lastStats().worlds)));
}

void TestMonteCarlo::declarations_data()
{
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<QString>("calls");
    QTest::addColumn<QString>("north");
    QTest::addColumn<QString>("east");
    QTest::addColumn<QString>("west");
    QTest::addColumn<QString>("expected");  // what South declares: "" for nothing

    // South holds two tierces, 7-8-9 of hearts and of diamonds, and 7C 8C. The player sees
    // every hand ("cheat"), so that each row has one right answer under FFB coinche scoring.
    const QString weakNorth = "7S 8S TH JH TD JD TC JC";
    const QString strongEast = "9S JS KS QH AH QD AD KC", strongWest = "TS QS AS KH KD 9C QC AC";
    // clang-format off
    QTest::newRow("the defence facing a capot withholds: on a capot its declarations go to the takers")
        << "N" << "W:110S S:pass E:pass N:pass" << weakNorth << strongEast << strongWest << "";
    QTest::newRow("a taker sure to go down withholds: its declarations would go to the defence")
        << "W" << "S:110S E:pass N:pass W:pass" << weakNorth << strongEast << strongWest << "";
    QTest::newRow("a taker sure to make its contract declares its best: they count for it")
        << "W" << "S:110S E:pass N:pass W:pass" << "7S 8S 9S TS JS QS KS AS" << "TH JH QH AH TD JD QD 9C"
        << "KH KD AD TC JC QC KC AC" << "tierce:9H tierce:9D";
    // clang-format on
}

void TestMonteCarlo::declarations()
{
    QFETCH(QString, dealer);
    QFETCH(QString, calls);
    QFETCH(QString, north);
    QFETCH(QString, east);
    QFETCH(QString, west);
    QFETCH(QString, expected);
    const Rules r = Rules::fromPreset(Preset::Coinche);
    Deal deal = Deal::fromHands(r, seat(dealer), hands("7H 8H 9H 7D 8D 9D 7C 8C", east, north, west), std::nullopt);
    QCOMPARE(runCalls(deal, calls), 0);
    while (deal.toAct() != Seat::South) {
        if (deal.declarationPending()) deal.declare(deal.declarationChoices().items[0]);
        deal.playCard(deal.legalCards().first());
    }
    QVERIFY(deal.declarationPending());
    MonteCarloConfig c = monteCarloLevel("cheat");
    c.removeTimeLimits();
    MonteCarloPlayer p(c, 3);
    const DeclarationSet chosen = p.chooseDeclarations(deal, Seat::South, deal.declarationChoices());
    QStringList names;
    for (const Declaration& d : chosen) names << QString::fromStdString(d.name());
    QCOMPARE(names.join(QLatin1Char(' ')), expected);
}

void TestMonteCarlo::workersRunEachThreadOnceAJob_data()
{
    QTest::addColumn<int>("threads");
    QTest::newRow("the caller alone") << 1;
    QTest::newRow("two threads, as on this machine") << 2;
    QTest::newRow("more threads than cores") << 5;
}

// The pool behind the search: each job runs once on every thread (0 on the caller), and
// run() returns only when all are done; a thousand jobs in a row, none lost or run twice.
void TestMonteCarlo::workersRunEachThreadOnceAJob()
{
    QFETCH(int, threads);
    Workers workers(threads);
    QCOMPARE(workers.threads(), threads);
    std::vector<std::atomic<int>> runs(static_cast<std::size_t>(threads));
    const std::thread::id caller = std::this_thread::get_id();
    std::atomic<bool> zeroOnCaller{true};
    for (int job = 0; job < 1000; ++job) {
        workers.run([&](int t) {
            if (t == 0 && std::this_thread::get_id() != caller) zeroOnCaller = false;
            ++runs[std::size_t(t)];
        });
        for (int t = 0; t < threads; ++t) QCOMPARE(runs[std::size_t(t)].load(), job + 1);
    }
    QVERIFY(zeroOnCaller.load());
}

void TestMonteCarlo::searchThreadsStartWithCleanVectorRegisters_data()
{
    QTest::addColumn<int>("threads");
    QTest::newRow("one thread") << 1;
    QTest::newRow("two threads") << 2;
    QTest::newRow("four threads") << 4;
}

// A search's threads start each job with the vector registers' upper halves clear, even when
// the thread that made the workers, and the one that runs the job, had left them in use:
// else every SSE instruction of the search waits on them (the match's host, after it started
// its bots, took twice as long a decision).
void TestMonteCarlo::searchThreadsStartWithCleanVectorRegisters()
{
    QFETCH(int, threads);
    if (upperVectorStateInUse() < 0) QSKIP("this processor cannot say whether the upper halves are in use");
    dirtyUpperVectorState();
    QCOMPARE(upperVectorStateInUse(), 1);  // the fault is injected
    clearUpperVectorState();
    QCOMPARE(upperVectorStateInUse(), 0);

    dirtyUpperVectorState();
    Workers workers(threads);  // made from a thread in the dirty state
    std::vector<int> seen(static_cast<std::size_t>(threads), -2);
    for (int job = 0; job < 3; ++job) {
        dirtyUpperVectorState();
        workers.run([&](int t) {
            seen[std::size_t(t)] = upperVectorStateInUse();
            dirtyUpperVectorState();  // left dirty for the next job
        });
        for (int t = 0; t < threads; ++t) QCOMPARE(seen[std::size_t(t)], 0);
    }
    clearUpperVectorState();
}

void TestMonteCarlo::systemCardWithinTheMargin_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("agreement");
    QTest::newRow("classic, direct calls") << "classic" << int(Signals::Direct);
    QTest::newRow("coinche, direct calls") << "coinche" << int(Signals::Direct);
    QTest::newRow("coinche, indirect calls") << "coinche" << int(Signals::Indirect);
}

// Positions of heuristic self-play where the card-play system names some of the legal
// cards and the search, asked without the system, values another card best by `gap`
// marks: with a margin above the gap the player plays the best of the system's cards, with
// one below it the search's card (the same 24 worlds valued each time, the seed the same).
// The explanation marks the system's cards and the margin the others had to beat.
void TestMonteCarlo::systemCardWithinTheMargin()
{
    QFETCH(QString, preset);
    QFETCH(int, agreement);
    const Signals a = Signals(agreement);
    const GameContext game = agreedGame(a);
    int found = 0;
    auto look = [&](const Deal& deal, Seat me) {
        const CardSet legal = deal.legalCards();
        const CardSet system = systemCards(deal, me, legal, a) & legal;
        if (found >= 4 || system.empty() || system == legal) return;
        auto valued = [&](double margin, Card* chosen, Explanation* why) {
            MonteCarloConfig c = small();
            c.worlds = c.minWorlds = 24;
            c.leaveCardSystemMarks = margin;
            MonteCarloPlayer mc(c, 5);
            mc.startDeal(deal, me, game);
            const std::array<double, 32> means = mc.cardValues(deal, me, legal, c.worlds);
            *why = mc.explanation();
            *chosen = why->choice()->card;
            return means;
        };
        Card free{};
        Explanation why;
        const std::array<double, 32> means = valued(0, &free, &why);
        if (system.contains(free)) return;
        Card bestSystem = system.first();
        for (Card c : system)
            if (means[c] > means[bestSystem]) bestSystem = c;
        const double gap = means[free] - means[bestSystem];
        if (gap < 1) return;
        ++found;
        Card within{}, beyond{};
        valued(gap + 0.5, &within, &why);
        QCOMPARE(cardName(within), cardName(bestSystem));
        for (const Explanation::Value& v : why.values) {
            QCOMPARE(v.system, system.contains(v.card));
            QCOMPARE(v.margin, v.system ? 0.0 : gap + 0.5);
            QCOMPARE(v.marks, means[v.card] - v.margin);
        }
        valued(gap - 0.5, &beyond, &why);
        QCOMPARE(cardName(beyond), cardName(free));
    };
    lookAtSelfPlay(rules(preset), a, 40, look);
    QVERIFY2(found >= 2, qPrintable(QString("%1 positions found").arg(found)));
}

void TestMonteCarlo::partnersCardMovesTheBeliefs_data() { systemCardWithinTheMargin_data(); }

// A partner's card whose meaning promises a card the seat has not seen (the ten behind an
// ace given, a call's honour) or denies one (no ace with the ten), the true hand keeping it:
// the explanation's grid puts that card in the partner's hand more often with the card reading than without it
// (normal-noread's worlds), or less often for a denied card; over the positions found the
// promised cards are believed at 90% or more.
void TestMonteCarlo::partnersCardMovesTheBeliefs()
{
    QFETCH(QString, preset);
    QFETCH(int, agreement);
    const Signals a = Signals(agreement);
    const GameContext game = agreedGame(a);
    int found = 0;
    double promisedRead = 0;
    auto look = [&](const Deal& deal, Seat me) {
        const Seat partner = Seat((int(me) + 2) % 4);
        const CardSet legal = deal.legalCards();
        if (legal.size() < 2) return;
        const CardSet unseen = Explanation::unseen(deal, me);
        for (const CardMeaning& m : cardMeanings(deal, a)) {
            if (m.seat != partner || !m.hard || m.saysNothing()) continue;
            if (!m.keeps(deal.hand(partner) | playedFrom(deal, m))) continue;  // a promise the table broke
            const CardSet asked = (m.holds | m.lacks) & unseen;
            if (asked.empty()) continue;
            auto beliefs = [&](bool read) {
                MonteCarloConfig c = small();
                c.worlds = c.minWorlds = 24;
                c.readCards = read ? CardReading::Always : CardReading::Never;
                MonteCarloPlayer mc(c, 3);
                mc.startDeal(deal, me, game);
                mc.chooseCard(deal, me, legal);
                return mc.explanation().beliefs;
            };
            const auto withReading = beliefs(true), without = beliefs(false);
            for (Card c : asked) {
                const double on = withReading[c][int(partner)], off = without[c][int(partner)];
                const QString what = QString::fromStdString(describe(m, a) + ", " + cardName(c)) +
                                     QString(": %1 read, %2 not").arg(on).arg(off);
                if (m.holds.contains(c)) {
                    QVERIFY2(on >= off - 0.05, qPrintable(what));
                    promisedRead += on;
                    ++found;
                } else {
                    QVERIFY2(on <= off + 0.05, qPrintable(what));
                }
            }
            return;  // one meaning a position
        }
    };
    lookAtSelfPlay(rules(preset), a, 120, look);
    QVERIFY2(found >= 3, qPrintable(QString("%1 promised cards found").arg(found)));
    QVERIFY2(promisedRead / found >= 0.9, qPrintable(QString("believed at %1").arg(promisedRead / found)));
}

void TestMonteCarlo::readsTheCardsByTheRules_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("level");
    QTest::addColumn<bool>("reads");
    // clang-format off
    QTest::newRow("classic: normal reads the cards played")                   << "classic"             << "normal"         << true;
    QTest::newRow("coinche: normal does not read them (the reading cost it)") << "coinche"             << "normal"         << false;
    QTest::newRow("coinche-montpellier: normal does not read them")           << "coinche-montpellier" << "normal"         << false;
    QTest::newRow("coinche: normal-readall reads them")                       << "coinche"             << "normal-readall" << true;
    QTest::newRow("classic: normal-noread does not read them")                << "classic"             << "normal-noread"  << false;
    // clang-format on
}

// Whether a level weighs its worlds by the cards played, rule set by rule set: at positions
// where another seat's card promised or denied a card by the system, the level's beliefs
// (the same seed, few worlds) against those of a player that never reads: the same at every
// position where the level does not read, different at some where it does. A position
// counts where a card of an unseen hand was promised or denied, a dozen cards or more unseen
// (later, the cards seen all but settle where the rest lie, and the reading moves nothing).
void TestMonteCarlo::readsTheCardsByTheRules()
{
    QFETCH(QString, preset);
    QFETCH(QString, level);
    QFETCH(bool, reads);
    const Signals a = Signals::Direct;
    const GameContext game = agreedGame(a);
    const MonteCarloConfig levelConfig = monteCarloLevel(level.toStdString());
    QCOMPARE(levelConfig.readsCards(rules(preset)), reads);
    int positions = 0, moved = 0;
    auto look = [&](const Deal& deal, Seat me) {
        const CardSet legal = deal.legalCards();
        const CardSet unseen = Explanation::unseen(deal, me);
        if (positions >= 8 || legal.size() < 2 || unseen.size() < 12) return;
        bool said = false;
        for (const CardMeaning& m : cardMeanings(deal, a))
            if (m.seat != me && m.hard && !m.saysNothing() && !((m.holds | m.lacks) & unseen).empty()) said = true;
        if (!said) return;
        auto beliefs = [&](CardReading reading) {
            MonteCarloConfig c = small();
            c.worlds = c.minWorlds = 24;
            c.readCards = reading;
            MonteCarloPlayer mc(c, 3);
            mc.startDeal(deal, me, game);
            mc.chooseCard(deal, me, legal);
            return mc.explanation().beliefs;
        };
        ++positions;
        if (beliefs(levelConfig.readCards) != beliefs(CardReading::Never)) ++moved;
    };
    lookAtSelfPlay(rules(preset), a, 60, look);
    QVERIFY2(positions >= 4, qPrintable(QString("%1 positions found").arg(positions)));
    const QString what = QString("beliefs moved by the reading at %1 of %2 positions").arg(moved).arg(positions);
    QVERIFY2(reads ? moved >= 1 : moved == 0, qPrintable(what));
}

void TestMonteCarlo::cardPromisesKept_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("deals");
    QTest::newRow("classic") << "classic" << 25;
    QTest::newRow("coinche") << "coinche" << 25;
}

// A measurement, run only with REBELOTE_MEASURE=1 (docs/ai.md, "Card play by the system"):
// over deals of normal North and East beside heuristic South and West (direct calls), at
// each card, every meaning of a card another seat played: whether the true hand kept its
// promises, against the share of the worlds drawn without the reading that keep them. The
// factor a broken world deserves is the odds of a broken promise at the table over its odds
// in those worlds.
void TestMonteCarlo::cardPromisesKept()
{
    if (qEnvironmentVariableIntValue("REBELOTE_MEASURE") != 1) QSKIP("a measurement: REBELOTE_MEASURE=1");
    QFETCH(QString, preset);
    QFETCH(int, deals);
    struct Count {
        int meanings = 0, brokenAtTable = 0;
        double brokenInWorlds = 0;
    };
    std::map<std::pair<bool, std::string>, Count> counts;  // (hard, kind)
    std::map<bool, Count> byHardness;
    Rng rng(11);
    auto look = [&](const Deal& deal, Seat me) {
        const std::array<CardSet, 4> truth = deal.cardPlay().hands();
        std::vector<CardMeaning> meanings;
        for (const CardMeaning& m : cardMeanings(deal, Signals::Direct))
            if (!m.saysNothing() && m.seat != me && !(m.holds.empty() && m.lacks.empty() && m.anyOf.empty()))
                meanings.push_back(m);
        if (meanings.empty()) return;
        const WorldSampler sampler(observe(deal, me));
        constexpr int kWorlds = 50;
        std::vector<std::array<CardSet, 4>> worlds(kWorlds);
        for (std::array<CardSet, 4>& w : worlds) sampler.sample(rng, w);
        for (const CardMeaning& m : meanings) {
            const CardSet later = playedFrom(deal, m);
            int broken = 0;
            for (const std::array<CardSet, 4>& w : worlds) broken += !m.keeps(w[int(m.seat)] | later);
            for (Count* c : {&counts[{m.hard, cardCallKindName(m.kind)}], &byHardness[m.hard]}) {
                ++c->meanings;
                c->brokenAtTable += !m.keeps(truth[int(m.seat)] | later);
                c->brokenInWorlds += double(broken) / kWorlds;
            }
        }
    };
    // What the system's cards cost by the search's own values: the decisions where the
    // system named some cards, those where the search valued another best, and the marks the
    // system's card trailed it by when played within the margin.
    int named = 0, otherBest = 0, played = 0;
    double cost = 0;
    auto chosen = [&](const Player& p, Seat) {
        const Explanation why = p.explanation();
        if (why.kind != Explanation::Kind::Card || why.onlyChoice || !why.choice()) return;
        double bestRaw = -1e18, bestSystem = -1e18;
        bool any = false;
        for (const Explanation::Value& v : why.values) {
            if (!v.valued) continue;
            if (v.system) bestSystem = std::max(bestSystem, v.marks);
            else any = true;
            bestRaw = std::max(bestRaw, v.marks + v.margin);
        }
        if (!any) return;  // the system said nothing, or allowed every card
        ++named;
        if (bestRaw <= bestSystem + 1e-9) return;
        ++otherBest;
        if (why.choice()->system) ++played, cost += bestRaw - why.choice()->marks;
    };
    MonteCarloConfig c = monteCarloLevel("normal");
    MonteCarloPlayer north(c, 1), east(c, 2);
    lookAtSelfPlay(rules(preset), Signals::Direct, deals, look, {nullptr, &east, &north, nullptr}, chosen);
    qInfo(
        "normal's cards: %d decisions the system named cards in, %d with another card valued best, %d of them "
        "the system's card played, at %.2f marks each on average",
        named, otherBest, played, played ? cost / played : 0.0);
    auto odds = [](double p) { return p / std::max(1e-9, 1 - p); };
    auto print = [&](const char* what, const Count& k) {
        const double table = double(k.brokenAtTable) / std::max(1, k.meanings);
        const double worlds = k.brokenInWorlds / std::max(1, k.meanings);
        qInfo("%-28s %6d readings, broken at the table %5.1f%%, in the worlds %5.1f%%: factor %.3f", what, k.meanings,
              100 * table, 100 * worlds, odds(table) / odds(worlds));
    };
    for (const auto& [key, k] : counts)
        print(qPrintable(QString("%1 %2").arg(key.first ? "hard" : "soft", QString::fromStdString(key.second))), k);
    print("all hard", byHardness[true]);
    print("all soft", byHardness[false]);
}

QTEST_GUILESS_MAIN(TestMonteCarlo)
#include "tst_montecarlo.moc"
