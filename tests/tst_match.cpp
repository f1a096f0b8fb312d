// Small duplicate matches: the heuristic player must beat the random player in every preset
// (the full-size matches are benchmarks, run with rebelote-cli match). Also: a match is
// reproducible from its seed, and a player that answers an illegal card stops the match
// with a clear message instead of corrupting the deal. Players given seat by seat (a mixed
// side) sit where the match says, at both tables of a duplicate pair.
#include "ai/heuristicplayer.h"
#include "ai/match.h"
#include "ai/randomplayer.h"
#include "engine/record.h"

#include <QtTest>

#include <set>

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

// The heuristic player, telling `log` each seat it is made for and each seat it is asked to
// play: the player whose first-table seat is `home`.
class SeatLog {
public:
    struct Played {
        int table;  // 0: A at North-South; 1: the second table of a duplicate pair
        Seat home;  // the player's seat at the first table
        Seat seat;  // where it played
    };
    std::vector<std::pair<Seat, Seat>> made;  // (home, seat) in the order the players are made
    std::vector<Played> played;
    int table = 0;
};

class LoggingPlayer final : public Player {
public:
    LoggingPlayer(SeatLog& log, Seat home) : log_(log), home_(home) {}
    const char* name() const override { return "logging"; }
    Call chooseCall(const Deal& deal, Seat seat, const CallList& legal) override
    {
        return inner_.chooseCall(deal, seat, legal);
    }
    Card chooseCard(const Deal& deal, Seat seat, CardSet legal) override
    {
        log_.played.push_back({log_.table, home_, seat});
        return inner_.chooseCard(deal, seat, legal);
    }

private:
    SeatLog& log_;
    Seat home_;
    HeuristicPlayer inner_;
};

std::array<PlayerFactory, kSeats> loggingSeats(SeatLog& log)
{
    std::array<PlayerFactory, kSeats> seats;
    for (int h = 0; h < kSeats; ++h)
        seats[h] = [&log, home = Seat(h)](Seat seat, std::uint64_t) {
            log.made.push_back({home, seat});
            return std::make_unique<LoggingPlayer>(log, home);
        };
    return seats;
}

}  // namespace

class TestMatch : public QObject {
    Q_OBJECT
private slots:
    void heuristicBeatsRandom_data();
    void heuristicBeatsRandom();
    void sameSeedSameMatch();
    void illegalCardStopsTheMatch();
    void coinchesCountedPerSide();
    void summaryRebuiltFromTheDeals_data();
    void summaryRebuiltFromTheDeals();
    void playersSitWhereTheirSeatSays_data();
    void playersSitWhereTheirSeatSays();
    void sameFactoryAtBothSeatsPlaysAsASide_data();
    void sameFactoryAtBothSeatsPlaysAsASide();
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
        [&](const Deal&, const MatchDeal&) { ++finished; });
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
    const MatchSummary s = playMatch(o, heuristic(), randomPlayer(), [&](const Deal& deal, const MatchDeal& d) {
        // Duplicate: even deals have A at North-South, odd ones at East-West.
        const Team sideA = index++ % 2 == 0 ? Team::NS : Team::EW;
        QCOMPARE(d.sideA, sideA);
        QCOMPARE(d.board, index / 2 + index % 2);
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

void TestMatch::summaryRebuiltFromTheDeals_data()
{
    QTest::addColumn<int>("preset");
    QTest::addColumn<bool>("duplicate");
    QTest::addColumn<int>("deals");
    QTest::newRow("classic, duplicate") << int(Preset::Classic) << true << 150;
    QTest::newRow("coinche, duplicate") << int(Preset::Coinche) << true << 150;
    QTest::newRow("coinche, one table") << int(Preset::Coinche) << false << 200;
}

// What `rebelote-cli match --pool` does with the records: the deals' results alone, their
// boards and tables, give back the summary (games with their held litige points and their
// ends included: a target of 1000 or 2000 ends several games in 150 deals).
void TestMatch::summaryRebuiltFromTheDeals()
{
    QFETCH(int, preset);
    QFETCH(bool, duplicate);
    QFETCH(int, deals);
    MatchOptions o;
    o.rules = Rules::fromPreset(Preset(preset));
    o.deals = deals;
    o.seed = 9;
    o.duplicate = duplicate;
    MatchTally tally(duplicate ? 2 : 1);
    Rng unused(0);
    std::map<Team, TableGames> games;
    const MatchSummary s = playMatch(o, heuristic(), randomPlayer(), [&](const Deal& deal, const MatchDeal& played) {
        MatchDeal d;
        d.board = played.board;
        d.sideA = played.sideA;
        games.try_emplace(d.sideA, o.rules, unused).first->second.add(deal.result(), unused, d);
        QCOMPARE(d.added, played.added);
        QCOMPARE(d.gameWonBy, played.gameWonBy);
        tally.add(0, d, deal.result());
    });
    QVERIFY2(s.error.empty(), s.error.c_str());
    MatchSummary rebuilt;
    tally.fill(rebuilt);
    QCOMPARE(rebuilt.deals, s.deals);
    QCOMPARE(rebuilt.margin, s.margin);
    QCOMPARE(rebuilt.ci95[0], s.ci95[0]);
    QCOMPARE(rebuilt.ci95[1], s.ci95[1]);
    QCOMPARE(rebuilt.gamesWon, s.gamesWon);
    QVERIFY(s.gamesWon[0] + s.gamesWon[1] >= 2);
    QCOMPARE(rebuilt.taken, s.taken);
    QCOMPARE(rebuilt.made, s.made);
    QCOMPARE(rebuilt.coinched, s.coinched);
    QCOMPARE(rebuilt.surcoinched, s.surcoinched);
}

void TestMatch::playersSitWhereTheirSeatSays_data()
{
    QTest::addColumn<bool>("duplicate");
    // Where the player of each first-table seat (S, E, N, W) sits at the second table.
    QTest::addColumn<QString>("secondTable");
    QTest::newRow("one table: each player at its own seat") << false << QString();
    QTest::newRow("duplicate: each player one seat on clockwise, N's at E, E's at S, S's at W, W's at N")
        << true << QString("WSEN");
}

// Each player given by seat plays that seat at the first table and, with duplicate, the seat
// clockwise of it at the second, so that A's two players (North's and South's) sit East-West
// as a unit, each with the same partner and neighbours; MatchDeal and homeSeat() say so.
void TestMatch::playersSitWhereTheirSeatSays()
{
    QFETCH(bool, duplicate);
    QFETCH(QString, secondTable);
    MatchOptions o;
    o.rules = Rules::fromPreset(Preset::Classic);
    o.deals = 6;
    o.seed = 4;
    o.duplicate = duplicate;
    SeatLog log;
    int deals = 0;
    const MatchSummary s = playMatch(o, loggingSeats(log), [&](const Deal&, const MatchDeal& d) {
        QCOMPARE(d.sideA, duplicate && deals % 2 ? Team::EW : Team::NS);
        ++deals;
        log.table = duplicate ? deals % 2 : 0;  // the table of the next deal
    });
    QVERIFY2(s.error.empty(), s.error.c_str());
    QCOMPARE(deals, duplicate ? 12 : 6);

    auto at = [&](int table, Seat home) {
        return table == 0 ? home : *parseSeat(std::string(1, secondTable[int(home)].toLatin1()));
    };
    QCOMPARE(int(log.made.size()), duplicate ? 8 : 4);
    for (std::size_t k = 0; k < log.made.size(); ++k) {
        const auto [home, seat] = log.made[k];
        QCOMPARE(seat, at(int(k / 4), home));
        QCOMPARE(homeSeat(seat, k < 4 ? Team::NS : Team::EW), home);
        QCOMPARE(teamOf(seat) == teamOf(home), k < 4);  // the sides swap at the second table
        // The partner moves with the player.
        QCOMPARE(at(int(k / 4), partnerOf(home)), partnerOf(seat));
    }
    std::set<std::pair<int, Seat>> seen;  // (table, home): every player played at every table
    for (const SeatLog::Played& p : log.played) {
        QCOMPARE(p.seat, at(p.table, p.home));
        seen.insert({p.table, p.home});
    }
    QCOMPARE(int(seen.size()), duplicate ? 8 : 4);
}

void TestMatch::sameFactoryAtBothSeatsPlaysAsASide_data()
{
    QTest::addColumn<int>("preset");
    QTest::addColumn<bool>("duplicate");
    QTest::newRow("coinche, duplicate") << int(Preset::Coinche) << true;
    QTest::newRow("classic, one table") << int(Preset::Classic) << false;
}

// A side given seat by seat with the same player at both seats is the side given whole: the
// same seeds to the same seats, the same deals (what `match --a-north P --a-south P` relies
// on to play exactly as `--a P`). A truly mixed side plays other deals.
void TestMatch::sameFactoryAtBothSeatsPlaysAsASide()
{
    QFETCH(int, preset);
    QFETCH(bool, duplicate);
    MatchOptions o;
    o.rules = Rules::fromPreset(Preset(preset));
    o.deals = 30;
    o.seed = 8;
    o.duplicate = duplicate;
    auto results = [&](auto&&... players) {
        std::vector<QJsonObject> r;  // the records
        const MatchSummary s =
            playMatch(o, players..., [&](const Deal& deal, const MatchDeal&) { r.push_back(writeRecord(deal)); });
        if (!s.error.empty()) qFatal("%s", s.error.c_str());
        return r;
    };
    // Seats are indexed S, E, N, W: A's at S and N.
    const auto bySides = results(heuristic(), randomPlayer());
    const auto bySeats =
        results(std::array<PlayerFactory, kSeats>{heuristic(), randomPlayer(), heuristic(), randomPlayer()});
    QCOMPARE(bySeats.size(), bySides.size());
    QCOMPARE(bySeats, bySides);
    const auto mixed =
        results(std::array<PlayerFactory, kSeats>{randomPlayer(), randomPlayer(), heuristic(), randomPlayer()});
    QVERIFY(mixed != bySides);
}

QTEST_APPLESS_MAIN(TestMatch)
#include "tst_match.moc"
