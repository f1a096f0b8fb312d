#include "ai/match.h"

#include "engine/game.h"
#include "engine/random.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <stdexcept>

namespace belote {

namespace {

// Passes every question on and records how long the answer took.
class TimedPlayer final : public Player {
public:
    TimedPlayer(std::unique_ptr<Player> inner, std::vector<double>& times) : inner_(std::move(inner)), times_(times) {}
    const char* name() const override { return inner_->name(); }
    void startDeal(const Deal& deal, Seat seat, const GameContext& game) override
    {
        inner_->startDeal(deal, seat, game);
    }
    void dealOver(const Deal& deal, Seat seat) override { inner_->dealOver(deal, seat); }
    template <typename F>
    auto timed(F f) -> decltype(f())
    {
        const auto start = std::chrono::steady_clock::now();
        auto answer = f();
        times_.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        return answer;
    }

    // Only decisions with a choice are timed: a forced card or call costs nothing and would
    // hide the real times under a median of zero.
    Call chooseCall(const Deal& deal, Seat seat, const CallList& legal) override
    {
        if (legal.count < 2) return inner_->chooseCall(deal, seat, legal);
        return timed([&] { return inner_->chooseCall(deal, seat, legal); });
    }
    bool coincheOutOfTurn(const Deal& deal, Seat seat) override { return inner_->coincheOutOfTurn(deal, seat); }
    DeclarationSet chooseDeclarations(const Deal& deal, Seat seat, const DeclarationChoices& choices) override
    {
        if (choices.count < 2) return inner_->chooseDeclarations(deal, seat, choices);
        return timed([&] { return inner_->chooseDeclarations(deal, seat, choices); });
    }
    Card chooseCard(const Deal& deal, Seat seat, CardSet legal) override
    {
        if (legal.size() < 2) return inner_->chooseCard(deal, seat, legal);
        return timed([&] { return inner_->chooseCard(deal, seat, legal); });
    }

private:
    std::unique_ptr<Player> inner_;
    std::vector<double>& times_;
};

// One table: four players (A at the seats of `sideA`, each player where homeSeat() puts it),
// and its own games.
struct Table {
    std::array<std::unique_ptr<Player>, 4> players;
    Team sideA;
    TableGames games;

    Table(const MatchOptions& o, Team a, const std::array<PlayerFactory, kSeats>& seats, Rng& seeds,
          std::array<std::vector<double>, 2>& times)
        : sideA(a), games(o.rules, seeds)
    {
        for (int s = 0; s < 4; ++s) {
            const bool isA = teamOf(Seat(s)) == a;
            players[s] = std::make_unique<TimedPlayer>(seats[int(homeSeat(Seat(s), a))](Seat(s), seeds.split()),
                                                       times[isA ? 0 : 1]);
        }
    }
};

double percentile(std::vector<double> v, double p)
{
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(p * double(v.size())))];
}

}  // namespace

std::array<double, 3> meanInterval(const std::vector<double>& x)
{
    if (x.empty()) return {0, 0, 0};
    const double n = double(x.size());
    double mean = 0;
    for (double v : x) mean += v;
    mean /= n;
    double var = 0;
    for (double v : x) var += (v - mean) * (v - mean);
    const double se = x.size() > 1 ? std::sqrt(var / (n - 1) / n) : 0;
    return {mean, mean - 1.96 * se, mean + 1.96 * se};
}

void TableGames::add(const DealResult& r, Rng& seeds, MatchDeal& d)
{
    d.added = game_.addResult(r);
    d.gameWonBy = game_.winner();
    if (game_.over()) game_ = Game(game_.rules(), seeds.split());  // the next game, same rules
}

void MatchTally::add(int run, const MatchDeal& d, const DealResult& r)
{
    const int ia = int(d.sideA), ib = 1 - ia;
    auto& board = boards_[{run, d.board}];
    board.first += d.added[ia] - d.added[ib];
    ++board.second;
    ++deals_;
    if (r.contract) {
        const int side = teamOf(r.contract->taker) == d.sideA ? 0 : 1;
        ++taken_[side];
        if (r.outcome == Outcome::Made || r.outcome == Outcome::Capot) ++made_[side];
        if (r.contract->coinche == 2) ++coinched_[side];
        if (r.contract->coinche == 4) ++surcoinched_[side];
    }
    if (d.gameWonBy) ++gamesWon_[*d.gameWonBy == d.sideA ? 0 : 1];
}

void MatchTally::fill(MatchSummary& s) const
{
    s.deals = deals_;
    s.gamesWon = gamesWon_;
    s.taken = taken_;
    s.made = made_;
    s.coinched = coinched_;
    s.surcoinched = surcoinched_;
    std::vector<double> margins;  // A − B per board (deal, or deal pair), the independent units
    margins.reserve(boards_.size());
    for (const auto& [key, board] : boards_)
        if (board.second == tables_) margins.push_back(board.first / board.second);
    const auto [mean, low, high] = meanInterval(margins);
    s.margin = mean;
    s.ci95[0] = low;
    s.ci95[1] = high;
}

MatchSummary playMatch(const MatchOptions& o, const PlayerFactory& a, const PlayerFactory& b,
                       const std::function<void(const Deal&, const MatchDeal&)>& onDeal)
{
    std::array<PlayerFactory, kSeats> seats;
    for (int s = 0; s < kSeats; ++s) seats[s] = teamOf(Seat(s)) == Team::NS ? a : b;
    return playMatch(o, seats, onDeal);
}

MatchSummary playMatch(const MatchOptions& o, const std::array<PlayerFactory, kSeats>& seats,
                       const std::function<void(const Deal&, const MatchDeal&)>& onDeal)
{
    MatchSummary sum;
    Rng seeds(o.seed);
    Rng shuffler(seeds.split());
    std::array<std::vector<double>, 2> times;  // A's decisions, B's
    std::vector<std::unique_ptr<Table>> tables;
    tables.push_back(std::make_unique<Table>(o, Team::NS, seats, seeds, times));
    if (o.duplicate) tables.push_back(std::make_unique<Table>(o, Team::EW, seats, seeds, times));

    MatchTally tally(int(tables.size()));
    const DealPattern pattern = [&] {
        int count = 0;
        return DealPattern::patternsFor(o.rules, &count)[0];
    }();
    for (int i = 0; i < o.deals && sum.error.empty(); ++i) {
        std::array<Card, 32> deck;
        for (int k = 0; k < 32; ++k) deck[k] = Card(k);
        shuffler.shuffle(deck.begin(), deck.end());
        const Seat dealer = Seat(i % 4);
        for (auto& t : tables) {
            Deal deal = Deal::fromDeck(o.rules, dealer, deck, pattern);
            Player* players[4] = {t->players[0].get(), t->players[1].get(), t->players[2].get(), t->players[3].get()};
            try {
                playOut(deal, players, GameContext{t->games.game().scores(), o.rules.target, o.cardSignals});
            } catch (const std::runtime_error& e) {
                sum.error = e.what();
                break;
            }
            const DealResult r = deal.result();
            MatchDeal d;
            d.board = i + 1;
            d.sideA = t->sideA;
            t->games.add(r, seeds, d);
            tally.add(0, d, r);
            if (onDeal) onDeal(deal, d);
        }
    }
    tally.fill(sum);
    std::vector<double> all = times[0];
    all.insert(all.end(), times[1].begin(), times[1].end());
    sum.decisionMsMedian = percentile(all, 0.5);
    sum.decisionMsP95 = percentile(all, 0.95);
    for (int side = 0; side < 2; ++side) {
        sum.sideDecisionMsMedian[side] = percentile(times[side], 0.5);
        sum.sideDecisionMsP95[side] = percentile(times[side], 0.95);
    }
    return sum;
}

}  // namespace belote
