#include "ai/callevaluation.h"

#include "ai/bidding.h"
#include "ai/runworlds.h"

#include <algorithm>
#include <cmath>

namespace belote {

namespace {

// The strains worth simulating for `hand`: the best few by the heuristic's value, and any
// strain in `must`.
std::vector<Strain> strainsToTry(CardSet hand, unsigned allowed, unsigned must, int few)
{
    std::vector<std::pair<int, Strain>> ranked;
    for (int s = 0; s < kStrains; ++s)
        if (allowed >> s & 1u) ranked.emplace_back(-handValue(hand, Strain(s)), Strain(s));
    std::sort(ranked.begin(), ranked.end());
    std::vector<Strain> out;
    for (const auto& [v, s] : ranked)
        if (int(out.size()) < few || (must >> int(s) & 1u)) out.push_back(s);
    for (int s = 0; s < kStrains; ++s)
        if ((must >> s & 1u) && std::find(out.begin(), out.end(), Strain(s)) == out.end()) out.push_back(Strain(s));
    return out;
}

}  // namespace

CallEvaluation::CallEvaluation(const Deal& deal, Seat seat, const CallList& legal, const MonteCarloConfig& config,
                               const GameContext& game)
    : deal_(deal),
      seat_(seat),
      legal_(legal),
      config_(config),
      rules_(deal.rules()),
      me_(teamOf(seat)),
      leader_(nextSeat(deal.dealer())),
      current_(deal.contract()),
      stake_(deal.rules(), game.scores, game.target, teamOf(seat))
{
    chooseStrains();
    addOptions();
}

// Which strains to solve, and the hand that judges them. Coinche: the calls the bidding
// system allows the hand are chosen among as they are; any other call must be worth
// config_.leaveSystemMarks more to be chosen, so that a partner reading the auction by the
// system is rarely misled. Their strains are solved.
void CallEvaluation::chooseStrains()
{
    unsigned allowed = 0, must = 0;
    for (const Call& c : legal_)
        if (c.kind == Call::Kind::Take || c.kind == Call::Kind::Bid) allowed |= 1u << int(c.strain);
    if (current_) must |= 1u << int(current_->strain);
    bySystem_ = rules_.isCoinche() && config_.leaveSystemMarks > 0;
    if (bySystem_) {
        systemAllows_ = systemCalls(deal_, seat_, legal_);
        for (const Call& c : systemAllows_)
            if (c.kind == Call::Kind::Bid) must |= 1u << int(c.strain);
    }
    CardSet judged = deal_.hand(seat_);
    if (rules_.isClassic() && deal_.retourne()) judged.insert(*deal_.retourne());
    strains_ = strainsToTry(judged, allowed, must, 2);
}

double CallEvaluation::leaving(Call c) const
{
    return bySystem_ && !systemAllows_.contains(c) ? config_.leaveSystemMarks : 0.0;
}

bool CallEvaluation::solved(Strain s) const { return std::find(strains_.begin(), strains_.end(), s) != strains_.end(); }

// The options: passing first (the standing contract is played as it is — nobody else
// speaks: a myopic but fair estimate; with no contract the deal is passed, 0), then each
// legal call whose strain was solved. Each is valued per world: the marks of its contract
// (standing: the contract already called, in `theirs` worlds when the cards to come went
// to its taker). With `answer`, a world's marks are those of the contract or of it
// answered with `answer` (a coinche of a bid, a surcoinche of a coinche), whichever is
// worse for me, in `share` of the worlds where the answer hurts me.
void CallEvaluation::addOptions()
{
    options_.push_back({Call::pass(), current_, true, 0, 0, leaving(Call::pass())});
    for (const Call& c : legal_) {
        switch (c.kind) {
        case Call::Kind::Pass: break;
        case Call::Kind::Take:
            if (solved(c.strain))
                options_.push_back({c, Contract{seat_, c.strain, 0, 1}, false, 0, 0, config_.takeMargin});
            break;
        case Call::Kind::Bid:
            if (solved(c.strain))
                options_.push_back({c, Contract{seat_, c.strain, c.value, 1}, false, 2, config_.bidRisk,
                                    config_.takeMargin + leaving(c)});
            break;
        case Call::Kind::Coinche: {
            Contract x = *current_;
            x.coinche = 2;
            options_.push_back({c, x, true, 4, config_.coincheAnswer, leaving(c)});
            break;
        }
        case Call::Kind::Surcoinche: {
            Contract x = *current_;
            x.coinche = 4;
            options_.push_back({c, x, true, 0, 0, leaving(c) + config_.surcoincheMarks});
            break;
        }
        }
    }
    // When a coinche or surcoinche may be called, the standing contract's options are all
    // valued on their calibrated outcome (passing too), so that they are compared on the
    // same footing.
    const bool doubling =
        legal_.contains(Call::coinche()) || legal_.contains(Call::surcoinche()) || (current_ && current_->coinche > 1);
    for (const Option& op : options_)
        calibrated_.push_back(config_.calibrateSlope < 1 && doubling && op.standing && op.contract);
    out_.assign(options_.size(), false);
    valuedOn_.assign(options_.size(), 0);
}

int CallEvaluation::column(const Option& op) const
{
    if (!op.contract) return -1;
    return op.standing && !theirs_.empty() ? kStrains : int(op.contract->strain);
}

bool CallEvaluation::solveWorld(int i, Solver& solver)
{
    const std::size_t w = std::size_t(i);
    for (Strain s : strains_) {
        if (!(active_.load(std::memory_order_relaxed) >> int(s) & 1u)) continue;
        const CardTables& t = CardTables::get(s, rules_.toutAtoutPoints);
        solved_[w][int(s)] = solver.solve(t, rules_.mustUndertrump, startPosition(mine_[w], leader_));
        if (solver.aborted()) return false;
    }
    if (!theirs_.empty() && (active_.load(std::memory_order_relaxed) >> kStrains & 1u)) {
        const CardTables& t = CardTables::get(current_->strain, rules_.toutAtoutPoints);
        solved_[w][kStrains] = solver.solve(t, rules_.mustUndertrump, startPosition(theirs_[w], leader_));
        if (solver.aborted()) return false;
    }
    return true;
}

CallEvaluation::Result CallEvaluation::run(std::vector<Hands> mine, std::vector<Hands> theirs, const Threads& threads)
{
    mine_ = std::move(mine);
    theirs_ = std::move(theirs);
    const int n = int(mine_.size());
    solved_.assign(std::size_t(n), {});
    outcomes_.assign(options_.size(), std::vector<Outcome>(std::size_t(n)));
    marks_.assign(options_.size(), std::vector<double>(std::size_t(n)));
    auto job = [&](int i, int thread) { return solveWorld(i, *threads.solvers[std::size_t(thread)]); };
    counted_ = montecarlo::runWorlds(n, threads.workers, threads.solvers, config_.callBudgetMs, threads.cancelled,
                                     std::min(n, config_.minWorlds), 8, job, [&](int k) { return settled(k); });
    Result r;
    r.best = options_[bestOf(counted_, &r.value)].call;
    r.worlds = counted_;
    return r;
}

// ---------------------------------------------------------------------------------------
// Each option's marks, world by world

void CallEvaluation::fill(int k)
{
    for (; filled_ < k; ++filled_)
        for (std::size_t o = 0; o < options_.size(); ++o)
            if (options_[o].contract && !out_[o]) fillWorld(o, std::size_t(filled_));  // passed out: 0
}

// The marks of world `ws` with the rest of the deal worth `value` (the world as solved, or
// as if its contract were made or down: a coinched contract scores by its outcome, not its
// points), plain or as the game score makes them worth (staked), the auction's answer
// taken in.
double CallEvaluation::answered(const Option& op, const WorldScore& ws, int value, bool staked) const
{
    WorldScore x = ws;
    auto worth = [&](const WorldScore& y) { return staked ? stake_.marks(y.scores(value)) : y.marks(value, me_); };
    double m = worth(x);
    if (op.answer) {
        x.contract.coinche = op.answer;
        m -= op.share * std::max(0.0, m - worth(x));
    }
    return m;
}

void CallEvaluation::fillWorld(std::size_t o, std::size_t i)
{
    const Option& op = options_[o];
    const bool useTheirs = op.standing && !theirs_.empty();
    const Hands& w = useTheirs ? theirs_[i] : mine_[i];
    const int v = useTheirs ? solved_[i][kStrains] : solved_[i][int(op.contract->strain)];
    const WorldScore ws = scoreFromStart(rules_, *op.contract, w);
    const double m = answered(op, ws, v, false);
    marks_[o][i] = m - op.margin;
    if (!calibrated_[o]) return;
    const Outcome& x = outcomes_[o][i] = outcome(op, ws, v, m);
    if (std::abs(x.stakeSuccess - x.success_) > 0.5 || std::abs(x.stakeFailure - x.failure) > 0.5) gameAtStake_ = true;
}

CallEvaluation::Outcome CallEvaluation::outcome(const Option& op, const WorldScore& ws, int v, double m) const
{
    const bool ns = teamOf(op.contract->taker) == Team::NS;
    auto vWhere = [&](bool made) {  // the takers win all points but 2, or 2
        // (a capot bid is made only by every trick: the solver's capot value)
        if (made && op.contract->capotBid()) return ns ? ws.live + 90 : -(ws.live + 90);
        const int g = made ? ws.live - 2 : 2;
        return ns ? 2 * g - ws.live : ws.live - 2 * g;
    };
    const bool takers = teamOf(op.contract->taker) == me_;
    const bool made = ws.marks(v, teamOf(op.contract->taker)) > 0;
    Outcome x;
    x.success = takers ? made : !made;
    x.success_ = x.success ? m : answered(op, ws, vWhere(takers), false);
    x.failure = x.success ? answered(op, ws, vWhere(!takers), false) : m;
    // No game told: staked marks are plain, no need to score the world again.
    x.stakeSuccess = stake_.active() ? answered(op, ws, x.success ? v : vWhere(takers), true) : x.success_;
    x.stakeFailure = stake_.active() ? answered(op, ws, x.success ? vWhere(!takers) : v, true) : x.failure;
    return x;
}

// ---------------------------------------------------------------------------------------
// Calibration

double CallEvaluation::chance(std::size_t o, int k, double base, double slope) const
{
    int won = 0;
    for (int i = 0; i < k; ++i) won += outcomes_[o][std::size_t(i)].success;
    return std::clamp(base + slope * won / k, 0.0, 1.0);
}

double CallEvaluation::expected(std::size_t o, int i, double p, bool staked) const
{
    const Outcome& x = outcomes_[o][std::size_t(i)];
    return staked ? p * x.stakeSuccess + (1 - p) * x.stakeFailure : p * x.success_ + (1 - p) * x.failure;
}

// The standing contract's options are valued on a calibrated chance of success instead of
// the worlds' own share p: calibrateBase + calibrateSlope x p (the sampled worlds are
// overconfident for the side that calls, see MonteCarloConfig), each world counting its
// marks if the call succeeds and if it fails in that proportion. A coinche or a surcoinche
// (options_[0] is passing, on the same worlds): passing so, plus the difference the call
// makes, staked, on the call's own chance (for a coinche on a deal that may end the game,
// MonteCarloConfig::atStakeFfb or atStakeMontpellier). Far from the target this is the
// plain coinche.
void CallEvaluation::calibrate(int k)
{
    if (k == 0) return;
    const MonteCarloConfig::Line atStake =
        rules_.scoring == Scoring::Montpellier ? config_.atStakeMontpellier : config_.atStakeFfb;
    for (std::size_t o = 0; o < options_.size(); ++o) {
        if (!calibrated_[o] || out_[o]) continue;
        const double p = chance(o, k, config_.calibrateBase, config_.calibrateSlope);
        const Call::Kind kind = options_[o].call.kind;
        const bool doubles =
            o > 0 && calibrated_[0] && !out_[0] && (kind == Call::Kind::Coinche || kind == Call::Kind::Surcoinche);
        const double q = kind == Call::Kind::Coinche && gameAtStake_ ? chance(o, k, atStake.base, atStake.slope) : p;
        const double p0 = doubles ? chance(0, k, config_.calibrateBase, config_.calibrateSlope) : p;
        // A coinche says the contract goes down: never on a chance below coincheFloor.
        const bool barred = kind == Call::Kind::Coinche && q < config_.coincheFloor;
        for (int i = 0; i < k; ++i) {
            const double m = doubles ? expected(0, i, p0, false) + expected(o, i, q, true) - expected(0, i, q, true)
                                     : expected(o, i, p, false);
            marks_[o][std::size_t(i)] = barred ? kBarredCallMarks : m - options_[o].margin;
        }
    }
}

// ---------------------------------------------------------------------------------------
// Choosing, and settling

// The best option over the first k worlds (the first of equals: passing before calling).
std::size_t CallEvaluation::bestOf(int k, double* bestMean)
{
    fill(k);
    calibrate(k);
    std::size_t best = 0;
    double top = -1e18;
    for (std::size_t o = 0; o < options_.size(); ++o) {
        if (out_[o]) continue;
        double sum = 0;
        for (int i = 0; i < k; ++i) sum += marks_[o][std::size_t(i)];
        const double mean = sum / std::max(1, k);
        if (mean > top + 1e-9) top = mean, best = o;
    }
    if (bestMean) *bestMean = top;
    return best;
}

// Settled once no other option can be worth more than a mark above the best one, at 2.5
// standard errors of the paired difference (the same worlds value every option). Calls
// come in near-equal neighbours (80 or 90 in a suit that makes 100): the best need not beat
// them, only be sure not to lose to them. Meanwhile a column none of whose options is still
// open (each settled so, none the best) is dropped.
bool CallEvaluation::settled(int k)
{
    const std::size_t best = bestOf(k, nullptr);
    const int bestColumn = column(options_[best]);
    unsigned open = bestColumn >= 0 ? 1u << bestColumn : 0u;
    bool all = true;
    for (std::size_t o = 0; o < options_.size(); ++o) {
        if (o == best || out_[o]) continue;
        const montecarlo::Paired d =
            montecarlo::paired(k, [&](int i) { return marks_[best][std::size_t(i)] - marks_[o][std::size_t(i)]; });
        if (d.mean - 2.5 * d.se <= -1.0) {
            all = false;
            if (column(options_[o]) >= 0) open |= 1u << column(options_[o]);
        }
    }
    if (all) return true;
    unsigned columns = 0;
    for (std::size_t o = 0; o < options_.size(); ++o) {
        const int col = column(options_[o]);
        if (col >= 0 && !out_[o] && !(open >> col & 1u)) columns |= 1u << col;
    }
    drop(columns, k);
    return false;
}

// The columns no longer solved, and their options out of the race with the k worlds they had.
void CallEvaluation::drop(unsigned columns, int k)
{
    if (!columns) return;
    active_.fetch_and(~columns, std::memory_order_relaxed);
    for (std::size_t o = 0; o < options_.size(); ++o)
        if (column(options_[o]) >= 0 && (columns >> column(options_[o]) & 1u) && !out_[o]) {
            out_[o] = true;
            valuedOn_[o] = k;
        }
}

std::vector<CallEvaluation::CallValue> CallEvaluation::values() const
{
    std::vector<CallValue> valued;
    for (std::size_t o = 0; o < options_.size(); ++o) {
        const int worlds = out_[o] ? valuedOn_[o] : counted_;
        const montecarlo::Moments m = montecarlo::moments(worlds, [&](int i) { return marks_[o][std::size_t(i)]; });
        valued.push_back({options_[o].call, m.mean, options_[o].margin, worlds,
                          !bySystem_ || systemAllows_.contains(options_[o].call), m.spread()});
    }
    return valued;
}

}  // namespace belote
