// The exact solver against a plain reference: minimax straight over CardPlay (no table, no
// move ordering, no equivalent cards; no pruning at all in the endgames of 2 to 4 tricks,
// alpha-beta only in 10,000 endgames of each contract), from random positions of every strain and play option, at the
// start of a trick and in the middle of one, and from lopsided deals (capots, quick tricks). Also the null window test,
// the value of each card, a tiny table (colliding keys), and a table kept from one set of hands to another (sampled
// worlds).
#include "ai/solver.h"
#include "engine/random.h"
#include "engine/trick.h"

#include <QtTest>

using namespace belote;

namespace {

// NS − EW of everything credited by the end of the deal: card points, last trick, capot.
int finalDifference(const CardPlay& p)
{
    int ns = p.cardPoints(Team::NS), ew = p.cardPoints(Team::EW);
    (teamOf(p.trickWinner(7)) == Team::NS ? ns : ew) += 10;
    if (p.tricksWon(Team::EW) == 0) ns += 90;
    if (p.tricksWon(Team::NS) == 0) ew += 90;
    return ns - ew;
}

// The reference: minimax over the whole tree, returns the final difference. Plain (every
// line played out) from `plainFrom` cards played (endgames of up to 4 tricks by default),
// with alpha-beta before that.
int reference(CardPlay& p, int alpha, int beta, int plainFrom = 16)
{
    if (p.done()) return finalDifference(p);
    if (p.cardsPlayed() >= plainFrom) {
        alpha = -10000;
        beta = 10000;
    }
    const bool maximise = teamOf(p.toPlay()) == Team::NS;
    int best = maximise ? -10000 : 10000;
    for (Card c : p.legalCards()) {
        p.play(c);
        const int v = reference(p, alpha, beta, plainFrom);
        p.undo();
        if (maximise) {
            best = std::max(best, v);
            alpha = std::max(alpha, v);
        } else {
            best = std::min(best, v);
            beta = std::min(beta, v);
        }
        if (alpha >= beta) break;
    }
    return best;
}

// The points already credited in `p` (tricks won so far), NS − EW.
int credited(const CardPlay& p) { return p.cardPoints(Team::NS) - p.cardPoints(Team::EW); }

// A random deal played at random up to `cardsPlayed` cards. `lopsided`: North and South get
// the 16 cards of most points (then strongest), so that one side can often take every trick
// left (capot, the quick-trick bounds).
CardPlay randomPosition(const CardTables& t, bool mustUndertrump, int cardsPlayed, Rng& rng, bool lopsided = false)
{
    std::array<Card, 32> deck;
    for (int i = 0; i < 32; ++i) deck[i] = Card(i);
    rng.shuffle(deck.begin(), deck.end());
    std::array<CardSet, 4> hands{};
    if (lopsided) {
        std::stable_sort(deck.begin(), deck.end(), [&](Card a, Card b) {
            return t.points[a] != t.points[b] ? t.points[a] > t.points[b] : t.strength[a] > t.strength[b];
        });
        for (int i = 0; i < 32; ++i) hands[i < 16 ? (i % 2) * 2 : 1 + (i % 2) * 2].insert(deck[i]);
    } else {
        for (int i = 0; i < 32; ++i) hands[i / 8].insert(deck[i]);
    }
    CardPlay p(t, hands, Seat(rng.below(4)), mustUndertrump);
    while (p.cardsPlayed() < cardsPlayed) {
        const CardSet legal = p.legalCards();
        int k = int(rng.below(std::uint32_t(legal.size())));
        for (Card c : legal)
            if (k-- == 0) {
                p.play(c);
                break;
            }
    }
    return p;
}

struct Variant {
    const char* name;
    Strain strain;
    ToutAtoutPoints tap;
    bool mustUndertrump;
};

const Variant kVariants[] = {
    {"hearts trump", Strain::Hearts, ToutAtoutPoints::Table, true},
    {"clubs trump, undertrump off", Strain::Clubs, ToutAtoutPoints::Table, false},
    {"Sans Atout", Strain::NoTrump, ToutAtoutPoints::Table, true},
    {"Tout Atout", Strain::AllTrump, ToutAtoutPoints::Table, true},
    {"Tout Atout scaled", Strain::AllTrump, ToutAtoutPoints::Scaled, false},
};

}  // namespace

class TestSolver : public QObject {
    Q_OBJECT
private slots:
    void matchesReference_data();
    void matchesReference();
    void manyEndgamesMatchAlphaBeta_data();
    void manyEndgamesMatchAlphaBeta();
    void tinyTableGivesTheSameValues_data();
    void tinyTableGivesTheSameValues();
    void tableKeptAcrossWorlds();
    void twinsOfOneShape_data();
    void twinsOfOneShape();
    void deadlineStopsAndTheTableStaysTrue();
    void valuesLockedAtEveryPoint();
    void consistentPositions_data();
    void consistentPositions();
};

void TestSolver::matchesReference_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("cardsPlayed");
    QTest::addColumn<int>("positions");
    QTest::addColumn<bool>("lopsided");
    for (int v = 0; v < int(std::size(kVariants)); ++v) {
        // 5 tricks left at a trick's start, 4 tricks and a part in a trick's middle, the
        // last tricks (capot and last-trick bonus decided), many positions each.
        for (int played : {12, 14, 17, 19, 23, 26, 29}) {
            const QString name = QString("%1, %2 cards played").arg(kVariants[v].name).arg(played);
            QTest::newRow(qPrintable(name)) << v << played << (played < 16 ? 25 : 400) << false;
        }
        // One side holding the high cards: capots, every trick to the side on lead.
        for (int played : {16, 18, 21, 24}) {
            const QString name = QString("%1, lopsided, %2 cards played").arg(kVariants[v].name).arg(played);
            QTest::newRow(qPrintable(name)) << v << played << 150 << true;
        }
    }
}

constexpr int kUntouched = -99999;

void TestSolver::matchesReference()
{
    QFETCH(int, variant);
    QFETCH(int, cardsPlayed);
    QFETCH(int, positions);
    QFETCH(bool, lopsided);
    const Variant& v = kVariants[variant];
    const CardTables& t = CardTables::get(v.strain, v.tap);
    Rng rng(std::uint64_t(1000 * variant + cardsPlayed + (lopsided ? 500 : 0)));
    Solver solver(12);
    for (int i = 0; i < positions; ++i) {
        CardPlay p = randomPosition(t, v.mustUndertrump, cardsPlayed, rng, lopsided);
        const int expected = reference(p, -10000, 10000) - credited(p);
        const auto pos = SolverPosition::from(p);
        QCOMPARE(solver.solve(t, v.mustUndertrump, pos), expected);
        QVERIFY(solver.atLeast(t, v.mustUndertrump, pos, expected));
        QVERIFY(!solver.atLeast(t, v.mustUndertrump, pos, expected + 1));
        std::array<int, 32> values{};
        const CardSet legal = solver.scoreCards(t, v.mustUndertrump, pos, values);
        QCOMPARE(legal.bits(), p.legalCards().bits());
        const int before = credited(p);
        for (Card c : legal) {
            p.play(c);
            const int after = reference(p, -10000, 10000);
            p.undo();
            QCOMPARE(values[c], after - before);
        }
        // Only some cards valued (every other legal card, so that equivalent neighbours are
        // split): the same values for them, the others untouched.
        CardSet only;
        int k = 0;
        for (Card c : legal)
            if (k++ % 2 == i % 2) only.insert(c);
        std::array<int, 32> some;
        some.fill(kUntouched);
        QCOMPARE(solver.scoreCards(t, v.mustUndertrump, pos, some, only).bits(), legal.bits());
        for (Card c : legal) QCOMPARE(some[c], only.contains(c) ? values[c] : kUntouched);
    }
}

void TestSolver::manyEndgamesMatchAlphaBeta_data()
{
    QTest::addColumn<int>("contract");  // 0: a trump suit (any, undertrump on or off), 1: Sans Atout, 2: Tout Atout
    QTest::newRow("trump") << 0;
    QTest::newRow("Sans Atout") << 1;
    QTest::newRow("Tout Atout") << 2;
}

// 10,000 random endgames of each contract, 3 to 4 tricks left, at a trick's start and inside
// one: the solver's value and the value of every legal card against alpha-beta over CardPlay
// (no table, no ordering, no bounds). Whatever the solver's bounds, tables, orderings and
// windows become, these values may not move.
void TestSolver::manyEndgamesMatchAlphaBeta()
{
    QFETCH(int, contract);
    Rng rng(std::uint64_t(4900 + contract));
    Solver solver;
    for (int i = 0; i < 10000; ++i) {
        const Strain strain = contract == 0 ? Strain(rng.below(4)) : contract == 1 ? Strain::NoTrump : Strain::AllTrump;
        const CardTables& t = CardTables::get(strain);
        const bool mustUndertrump = contract != 0 || rng.below(2);
        CardPlay p = randomPosition(t, mustUndertrump, 16 + int(rng.below(4)), rng);
        const auto pos = SolverPosition::from(p);
        if (i % 8 == 0) solver.newDeal();
        const int before = credited(p);
        QCOMPARE(solver.solve(t, mustUndertrump, pos), reference(p, -10000, 10000, 32) - before);
        std::array<int, 32> values{};
        for (Card c : solver.scoreCards(t, mustUndertrump, pos, values)) {
            p.play(c);
            const int after = reference(p, -10000, 10000, 32);
            p.undo();
            QCOMPARE(values[c], after - before);
        }
    }
}

void TestSolver::tinyTableGivesTheSameValues_data()
{
    QTest::addColumn<int>("variant");
    for (int v = 0; v < int(std::size(kVariants)); ++v) QTest::newRow(kVariants[v].name) << v;
}

// Deals after the first two tricks: a table of 64 entries (keys collide all the time) and a
// table of 2^16 must agree.
void TestSolver::tinyTableGivesTheSameValues()
{
    QFETCH(int, variant);
    const Variant& v = kVariants[variant];
    const CardTables& t = CardTables::get(v.strain, v.tap);
    Rng rng(std::uint64_t(77 + variant));
    Solver tiny(6), large(16);
    for (int i = 0; i < 10; ++i) {
        const CardPlay p = randomPosition(t, v.mustUndertrump, 8, rng);
        const auto pos = SolverPosition::from(p);
        QCOMPARE(tiny.solve(t, v.mustUndertrump, pos), large.solve(t, v.mustUndertrump, pos));
    }
}

// One solver used for one world after another (as the Monte Carlo player does) gives what a
// fresh solver gives for each.
void TestSolver::tableKeptAcrossWorlds()
{
    const CardTables& t = CardTables::get(Strain::Spades);
    Rng rng(5);
    Solver kept(16);
    for (int i = 0; i < 40; ++i) {
        const CardPlay p = randomPosition(t, true, int(rng.below(12)), rng);
        const auto pos = SolverPosition::from(p);
        Solver fresh(16);
        QCOMPARE(kept.solve(t, true, pos), fresh.solve(t, true, pos));
    }
}

namespace {

// A trick's start with `tricks` tricks left: 4 × tricks random cards, dealt `tricks` a hand.
SolverPosition randomTrickStart(int tricks, Rng& rng)
{
    std::array<Card, 32> deck;
    for (int i = 0; i < 32; ++i) deck[i] = Card(i);
    rng.shuffle(deck.begin(), deck.end());
    SolverPosition pos;
    for (int i = 0; i < 4 * tricks; ++i) pos.hands[i % 4].insert(deck[i]);
    pos.tricksLeft = std::uint8_t(tricks);
    pos.wonMask = std::uint8_t(tricks == 8 ? 0 : rng.below(4));
    pos.leader = pos.toPlay = pos.winner = Seat(rng.below(4));
    return pos;
}

// The same shape with other cards: in each suit, as many live cards drawn afresh, the i-th
// strongest of them to the hand that holds the i-th strongest in `pos`. Returns the sum,
// place by place, of the differences of the two positions' card points.
int twinOf(const CardTables& t, const SolverPosition& pos, Rng& rng, SolverPosition& twin)
{
    twin = pos;
    twin.hands = {};
    int distance = 0;
    for (int s = 0; s < kSuits; ++s) {
        std::vector<std::pair<int, int>> live;  // (strength, holder) of pos's cards of the suit
        std::vector<Card> suitCards;
        for (Card c = 0; c < kCards; ++c) {
            if (int(suitOf(c)) != s) continue;
            suitCards.push_back(c);
            for (int h = 0; h < 4; ++h)
                if (pos.hands[h].contains(c)) live.push_back({t.strength[c], h});
        }
        std::sort(live.rbegin(), live.rend());
        rng.shuffle(suitCards.begin(), suitCards.end());
        suitCards.resize(live.size());
        std::sort(suitCards.begin(), suitCards.end(), [&](Card a, Card b) { return t.strength[a] > t.strength[b]; });
        for (std::size_t i = 0; i < live.size(); ++i) {
            twin.hands[live[i].second].insert(suitCards[i]);
            Card mine = kNoCard;
            for (Card c = 0; c < kCards; ++c)
                if (int(suitOf(c)) == s && t.strength[c] == live[i].first) mine = c;
            distance += std::abs(int(t.points[mine]) - int(t.points[suitCards[i]]));
        }
    }
    return distance;
}

}  // namespace

void TestSolver::twinsOfOneShape_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("tricks");
    for (int v = 0; v < int(std::size(kVariants)); ++v)
        for (int tricks : {2, 3, 5, 7}) {
            const QString name = QString("%1, %2 tricks left").arg(kVariants[v].name).arg(tricks);
            QTest::newRow(qPrintable(name)) << v << tricks;
        }
}

// The table keys trick starts by shape (which hand holds each live card, by rank) and lets
// one position's bounds stand, widened by the distance between their card points, for
// another of the same shape. Checked here: two positions of one shape are never further
// apart in value than that distance, and a solver that has just solved one gives for the
// other what a fresh solver gives, for the position and for each card.
void TestSolver::twinsOfOneShape()
{
    QFETCH(int, variant);
    QFETCH(int, tricks);
    const Variant& v = kVariants[variant];
    const CardTables& t = CardTables::get(v.strain, v.tap);
    Rng rng(std::uint64_t(31 * variant + tricks));
    Solver kept(12);
    const int pairs = tricks == 7 ? 6 : 60;
    int apart = 0;
    for (int i = 0; i < pairs; ++i) {
        const SolverPosition pos = randomTrickStart(tricks, rng);
        SolverPosition twin;
        const int distance = twinOf(t, pos, rng, twin);
        Solver fresh(12);
        const int value = fresh.solve(t, v.mustUndertrump, pos);
        fresh.newDeal();
        const int twinValue = fresh.solve(t, v.mustUndertrump, twin);
        QVERIFY2(std::abs(value - twinValue) <= distance,
                 qPrintable(QString("%1 and %2, %3 apart").arg(value).arg(twinValue).arg(distance)));
        apart += value != twinValue;

        kept.newDeal();
        QCOMPARE(kept.solve(t, v.mustUndertrump, pos), value);
        QCOMPARE(kept.solve(t, v.mustUndertrump, twin), twinValue);
        std::array<int, 32> keptValues{}, freshValues{};
        fresh.newDeal();
        const CardSet legal = fresh.scoreCards(t, v.mustUndertrump, twin, freshValues);
        QCOMPARE(kept.scoreCards(t, v.mustUndertrump, twin, keptValues).bits(), legal.bits());
        for (Card c : legal) QCOMPARE(keptValues[c], freshValues[c]);
    }
    QVERIFY(apart > 0);  // the twins do differ in value: the bounds are put to use
}

// A search stopped by its deadline says so, and stores nothing it cut short: the same
// solver, without a deadline, then gives what a fresh one gives (whole deals, each stopped
// after a few thousand nodes at most; the clock is read every 4096 nodes, so a deal the
// bounds settle sooner is solved, not stopped: most are stopped).
void TestSolver::deadlineStopsAndTheTableStaysTrue()
{
    Rng rng(8);
    Solver kept(16);
    int stopped = 0;
    for (int i = 0; i < 20; ++i) {
        const CardTables& t = CardTables::get(Strain(rng.below(kStrains)));
        const CardPlay p = randomPosition(t, true, 0, rng);
        const auto pos = SolverPosition::from(p);
        kept.setDeadline(std::chrono::steady_clock::now() - std::chrono::seconds(1));
        kept.resetStats();
        kept.solve(t, true, pos);
        QVERIFY2(kept.nodes() <= 4096, qPrintable(QString::number(kept.nodes())));
        QVERIFY(kept.aborted() || kept.nodes() < 4096);
        stopped += kept.aborted();
        std::array<int, 32> values{};
        kept.resetStats();
        kept.scoreCards(t, true, pos, values);
        QVERIFY(kept.aborted() || kept.nodes() < 4096);
        kept.clearDeadline();
        Solver fresh(16);
        QCOMPARE(kept.solve(t, true, pos), fresh.solve(t, true, pos));
        QVERIFY(!kept.aborted());
    }
    QVERIFY2(stopped >= 15, qPrintable(QString::number(stopped)));
}

// Values at every point of a deal, locked: 600 positions (every strain, with and without
// the undertrump rule, 0 to 23 cards played), each solved and every legal card valued,
// folded into one number. The solver of 2026-11-22 (before the partner's quick tricks and
// the length winners) gave the same number: a change that alters one value shows here,
// including in the middle of a deal, where brute force is too slow to check many.
void TestSolver::valuesLockedAtEveryPoint()
{
    Rng rng(9);
    Solver solver(16);
    unsigned long long h = 0;
    for (int i = 0; i < 600; ++i) {
        const CardTables& t = CardTables::get(Strain(rng.below(kStrains)));
        const bool mustUndertrump = rng.below(2);
        const CardPlay p = randomPosition(t, mustUndertrump, int(rng.below(24)), rng);
        const auto pos = SolverPosition::from(p);
        if (i % 3 == 0) solver.newDeal();
        h = h * 1000003 + unsigned(solver.solve(t, mustUndertrump, pos) + 1000);
        std::array<int, 32> values{};
        for (Card c : solver.scoreCards(t, mustUndertrump, pos, values)) h = h * 1000003 + unsigned(values[c] + 1000);
    }
    QCOMPARE(h, 13286034478471836569ull);
}

// The solver's precondition (asserted in the sanitizer build): SolverPosition::consistent().
void TestSolver::consistentPositions_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<bool>("consistent");
    QTest::newRow("a deal's first lead") << "" << true;
    QTest::newRow("two cards in the trick") << "two played" << true;
    QTest::newRow("a card in two hands") << "shared card" << false;
    QTest::newRow("a card both played and held") << "played and held" << false;
    QTest::newRow("a hand a card short") << "short hand" << false;
    QTest::newRow("the wrong seat to play") << "wrong seat" << false;
    QTest::newRow("four cards in the trick") << "full trick" << false;
    QTest::newRow("no trick left") << "no trick" << false;
}

void TestSolver::consistentPositions()
{
    QFETCH(QString, fault);
    QFETCH(bool, consistent);
    Rng rng(5);
    SolverPosition pos = randomTrickStart(8, rng);
    auto playFrom = [&](Seat s) {
        const Card c = pos.hands[int(s)].first();
        pos.hands[int(s)].erase(c);
        pos.trick[pos.inTrick++] = c;
        pos.toPlay = nextSeat(pos.toPlay);
        return c;
    };
    if (fault == "two played") {
        playFrom(pos.leader);
        playFrom(nextSeat(pos.leader));
    } else if (fault == "shared card") {
        const Card c = pos.hands[0].first();
        pos.hands[1].erase(pos.hands[1].first());
        pos.hands[1].insert(c);
    } else if (fault == "played and held") {
        const Card c = playFrom(pos.leader);
        pos.hands[(int(pos.leader) + 2) % 4].erase(pos.hands[(int(pos.leader) + 2) % 4].first());
        pos.hands[(int(pos.leader) + 2) % 4].insert(c);
    } else if (fault == "short hand") {
        pos.hands[2].erase(pos.hands[2].first());
    } else if (fault == "wrong seat") {
        pos.toPlay = nextSeat(pos.toPlay);
    } else if (fault == "full trick") {
        for (int i = 0; i < 4; ++i) playFrom(pos.toPlay);
    } else if (fault == "no trick") {
        pos.tricksLeft = 0;
    }
    QCOMPARE(pos.consistent(), consistent);
}

QTEST_APPLESS_MAIN(TestSolver)
#include "tst_solver.moc"
