#include "ai/montecarlo.h"

#include "ai/bidding.h"
#include "ai/gamestake.h"
#include "ai/heuristicplayer.h"
#include "ai/solver.h"
#include "ai/workers.h"
#include "ai/worlds.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace belote {

namespace {

using Clock = std::chrono::steady_clock;
using Hands = std::array<CardSet, 4>;

double msSince(Clock::time_point t0)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

// ---------------------------------------------------------------------------------------
// From a solver value to the deal's score

// What a world adds to the deal's known facts, and how a solver value becomes marks.
struct WorldScore {
    const Rules* rules = nullptr;
    Contract contract;
    std::array<int, 2> pointsWon{};  // card points already won by each team
    std::array<int, 2> tricksWon{};
    int live = 0;                    // points still to be credited: live cards + last trick
    std::array<int, 2> belote{};
    std::array<int, 2> declarations{};

    // Marks of team `me` minus the other team's, when the rest of the deal is worth `v`
    // (NS − EW of the points still to be credited, as the solver counts them).
    double marks(int v, Team me) const
    {
        const std::array<int, 2> s = scores(v);
        return s[int(me)] - s[int(me) ^ 1];
    }
    // Each team's marks of the deal (NS, EW), the rest of the deal worth `v`.
    std::array<int, 2> scores(int v) const
    {
        DealFacts f;
        f.contract = contract;
        f.belote = belote;
        f.declarations = declarations;
        std::array<int, 2> gain{};
        f.tricks = tricksWon;
        if (v == live + 90 || v == -(live + 90)) {
            const int t = v > 0 ? 0 : 1;
            gain[t] = live - 10;
            f.tricks[t] = 8;
            f.tricks[t ^ 1] = 0;
            f.lastTrick = Team(t);
            f.cardPoints[t] = pointsWon[t] + gain[t];
            f.cardPoints[t ^ 1] = pointsWon[t ^ 1];
        } else {
            gain[0] = (live + v) / 2;
            gain[1] = live - gain[0];
            // Which side takes the last trick does not change a side's total: give its 10
            // to a side that gains that much.
            const int t = gain[0] >= 10 ? 0 : 1;
            f.lastTrick = Team(t);
            gain[t] -= 10;
            for (int i = 0; i < 2; ++i) {
                f.cardPoints[i] = pointsWon[i] + gain[i];
                f.tricks[i] = std::clamp(f.tricks[i], 1, 7);  // no capot: each side has a trick
            }
        }
        const DealResult r = scoreDeal(*rules, f);
        return {r.score[0], r.score[1]};
    }
};

int beloteOf(CardSet hand, Strain strain)
{
    int n = 0;
    for (int su = 0; su < kSuits; ++su) {
        const bool trump = strain == Strain::AllTrump || (isSuitStrain(strain) && int(strain) == su);
        const CardSet kq = CardSet::of(makeCard(Suit(su), Rank::King)) | CardSet::of(makeCard(Suit(su), Rank::Queen));
        if (trump && (hand & kq) == kq) ++n;
    }
    return 20 * n;
}

// Which side's declarations count, and what they are worth, from each seat's declared set.
std::array<int, 2> resolveDeclarations(const std::array<DeclarationSet, 4>& sets, Strain strain)
{
    std::array<int, 2> out{};
    if (const std::optional<Team> winner = declarationWinner(sets, strain))
        for (int s = 0; s < kSeats; ++s)
            if (teamOf(Seat(s)) == *winner) out[int(*winner)] += sets[s].value(strain);
    return out;
}

// The facts of a deal in play as `seat` may know them, completed by a world (hands now);
// `mine`, when given, is what the seat declares (its declaration still to make).
WorldScore scoreInPlay(const Deal& deal, Seat seat, const Hands& world, const DeclarationSet* mine = nullptr)
{
    const CardPlay& play = deal.cardPlay();
    const Strain strain = deal.contract()->strain;
    WorldScore w;
    w.rules = &deal.rules();
    w.contract = *deal.contract();
    for (int t = 0; t < 2; ++t) {
        w.pointsWon[t] = play.cardPoints(Team(t));
        w.tricksWon[t] = play.tricksWon(Team(t));
    }
    CardSet live;
    for (const CardSet& h : world) live |= h;
    for (int i = 0; i < play.cardsInTrick(); ++i) live.insert(play.trickCard(i));
    for (Card c : live) w.live += play.tables().points[c];
    w.live += 10;

    Hands start = world;
    for (int i = 0; i < play.cardsPlayed(); ++i) start[int(play.playedBy(i))].insert(play.playedCard(i));
    for (int s = 0; s < kSeats; ++s) w.belote[int(teamOf(Seat(s)))] += beloteOf(start[s], strain);

    if (!deal.rules().annonces) return w;
    if (deal.declarationsResolved()) {
        if (auto team = deal.declarationWinner())
            for (int s = 0; s < kSeats; ++s)
                if (teamOf(Seat(s)) == *team) w.declarations[int(*team)] += deal.declared(Seat(s)).value(strain);
        return w;
    }
    // Before the resolution: a seat that has played its first card declared what it held
    // (the world's best combination stands for it: only the kind is public), the others
    // will declare their best; the seat itself, what it declared or declares.
    std::array<DeclarationSet, 4> sets{};
    for (int s = 0; s < kSeats; ++s) {
        bool played = false;
        for (int i = 0; i < play.cardsPlayed(); ++i) played = played || int(play.playedBy(i)) == s;
        if (Seat(s) == seat) {
            if (mine) sets[s] = *mine;
            else sets[s] = played || deal.hasDeclared(seat) ? deal.declared(seat) : bestCombination(start[s], strain);
        }
        else if (!played || deal.hasDeclared(Seat(s))) sets[s] = bestCombination(start[s], strain);
    }
    w.declarations = resolveDeclarations(sets, strain);
    return w;
}

// The facts of a deal about to be played from its start with full hands `world`.
WorldScore scoreFromStart(const Rules& rules, const Contract& contract, const Hands& world)
{
    WorldScore w;
    w.rules = &rules;
    w.contract = contract;
    const CardTables& t = CardTables::get(contract.strain, rules.toutAtoutPoints);
    w.live = t.totalPoints + 10;
    std::array<DeclarationSet, 4> sets{};
    for (int s = 0; s < kSeats; ++s) {
        w.belote[int(teamOf(Seat(s)))] += beloteOf(world[s], contract.strain);
        if (rules.annonces) sets[s] = bestCombination(world[s], contract.strain);
    }
    if (rules.annonces) w.declarations = resolveDeclarations(sets, contract.strain);
    return w;
}

// The mean of a paired difference diff(i) over worlds 0..k-1 (k > 0), and its standard
// error: two choices valued on the same worlds differ by less noise than either value has.
struct Paired {
    double mean = 0;
    double se = 0;
};
template <class Diff>
Paired paired(int k, Diff&& diff)
{
    double sum = 0, sq = 0;
    for (int i = 0; i < k; ++i) {
        const double d = diff(i);
        sum += d;
        sq += d * d;
    }
    const double mean = sum / k;
    return {mean, std::sqrt(std::max(0.0, sq / k - mean * mean) / k)};
}

SolverPosition startPosition(const Hands& hands, Seat leader)
{
    SolverPosition p;
    p.hands = hands;
    p.leader = p.toPlay = p.winner = leader;
    p.tricksLeft = 8;
    return p;
}

// ---------------------------------------------------------------------------------------
// Running worlds on threads

// Runs job(world, thread) for worlds 0, 1, 2… on the worker threads until `n` are done, the
// budget is spent, `cancelled` is set, or stopAt(k) says the first k worlds (k a multiple
// of `step`, at least `first`) are enough. A thread starts no world it expects to end past
// the budget, and the solvers stop a world at the budget (job() returns false then). Returns
// how many leading worlds count.
template <class Job, class Stop>
int runWorlds(int n, Workers& workers, std::vector<std::unique_ptr<Solver>>& solvers, double budgetMs,
              const std::atomic<bool>& cancelled, int first, int step, Job&& job, Stop&& stopAt)
{
    if (n <= 0) return 0;
    const Clock::time_point t0 = Clock::now();
    const Clock::time_point deadline =
        std::isinf(budgetMs) ? Clock::time_point::max()
                        : t0 + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double, std::milli>(budgetMs));
    for (auto& s : solvers) s->setDeadline(deadline);
    std::atomic<int> next{0};
    std::atomic<bool> stop{false};
    std::vector<std::atomic<bool>> done(static_cast<std::size_t>(n));
    int counted = -1;  // set by an early stop; else the worlds done when all threads end
    int checkpoint = std::max(first, step);  // the next one to look at (the coordinator's)

    auto work = [&](int thread, bool coordinator) {
        int prefix = 0;
        int mine = 0;  // worlds this thread solved, and the time they took
        double busyMs = 0;
        for (;;) {
            if (stop.load(std::memory_order_relaxed)) return;
            // A world that would end past the budget (by this thread's pace so far) is not
            // started: the decision keeps to its budget rather than overrunning by a world.
            const double now = msSince(t0);
            if (cancelled.load(std::memory_order_relaxed) || (mine > 0 && now + busyMs / mine > budgetMs)) {
                stop.store(true);
                return;
            }
            const int i = next.fetch_add(1);
            if (i >= n) return;
            if (!job(i, thread)) {  // the world ran out of time: it does not count
                stop.store(true);
                return;
            }
            ++mine;
            busyMs += msSince(t0) - now;
            done[std::size_t(i)].store(true, std::memory_order_release);
            if (!coordinator) continue;
            while (prefix < n && done[std::size_t(prefix)].load(std::memory_order_acquire)) ++prefix;
            while (prefix >= checkpoint && checkpoint < n) {
                if (stopAt(checkpoint)) {
                    counted = checkpoint;
                    stop.store(true);
                    return;
                }
                checkpoint += step;
            }
            if (cancelled.load(std::memory_order_relaxed) || msSince(t0) > budgetMs) {
                stop.store(true);
                return;
            }
        }
    };
    workers.run([&](int thread) { work(thread, thread == 0); });
    for (auto& s : solvers) s->clearDeadline();
    if (counted >= 0) return counted;
    // Every world started is done now: count the leading ones.
    int prefix = 0;
    while (prefix < n && done[std::size_t(prefix)].load()) ++prefix;
    // The checkpoints the coordinator did not look at (the other threads took the last worlds
    // while it solved its own, and it found none left to start): looked at now, in order, so
    // that where a decision stops never depends on which thread solved which world.
    for (; checkpoint <= prefix && checkpoint < n; checkpoint += step)
        if (stopAt(checkpoint)) return checkpoint;
    return prefix;
}

}  // namespace

// ---------------------------------------------------------------------------------------

void MonteCarloConfig::removeTimeLimits()
{
    cardBudgetMs = leadBudgetMs = callBudgetMs = declareBudgetMs = std::numeric_limits<double>::infinity();
}

MonteCarloConfig monteCarloLevel(const std::string& level)
{
    MonteCarloConfig c;
    c.name = level;
    if (level == "easy") {
        c.worlds = 16;
        c.minWorlds = 8;
        c.callWorlds = 12;
        c.cardBudgetMs = 100;
        c.leadBudgetMs = 125;
        c.declareWorlds = 8;
        c.declareBudgetMs = 60;
        c.callBudgetMs = 300;
    } else if (level == "strong") {
        c.worlds = 400;
        c.minWorlds = 64;
        c.callWorlds = 160;
        c.cardBudgetMs = 2000;
        c.leadBudgetMs = 2500;
        c.declareWorlds = 64;
        c.declareBudgetMs = 600;
        c.callBudgetMs = 3000;
    } else if (level == "cheat") {
        c.worlds = 1;  // the real hands: one world
        c.minWorlds = 1;
        c.cheat = true;
    } else if (level == "normal-uniform") {
        c.inference = false;  // normal with every consistent world equally likely
    } else if (level != "normal") {
        throw std::invalid_argument("unknown Monte Carlo level " + level);
    }
    return c;
}

MonteCarloPlayer::MonteCarloPlayer(MonteCarloConfig config, std::uint64_t seed)
    : config_(std::move(config)), rng_(seed)
{
    config_.threads = std::max(1, config_.threads);
    for (int t = 0; t < config_.threads; ++t) {
        solvers_.push_back(std::make_unique<Solver>());
        solvers_.back()->setStop(&cancelled_);
    }
    workers_ = std::make_unique<Workers>(config_.threads);
}

MonteCarloPlayer::~MonteCarloPlayer() = default;

void MonteCarloPlayer::recordStats(int worlds, std::chrono::steady_clock::time_point start)
{
    stats_ = {worlds, 0, msSince(start)};
    for (auto& s : solvers_) stats_.nodes += s->nodes();
}

std::vector<Hands> MonteCarloPlayer::drawWorlds(const Deal& deal, Seat seat, int n, bool ifTaken, Seat taker)
{
    if (config_.cheat && !ifTaken && deal.phase() == Phase::Play) return {deal.cardPlay().hands()};
    const Knowledge k = ifTaken ? observeIfTaken(deal, seat, taker) : observe(deal, seat);
    WorldSampler sampler(k);
    if (!config_.inference) {
        std::vector<Hands> drawn(static_cast<std::size_t>(n));
        for (Hands& h : drawn)
            if (!sampler.sample(rng_, h)) throw std::logic_error("no world fits what the seat knows");
        return drawn;
    }
    const int most = deal.rules().isClassic() ? config_.maxCandidatesClassic : config_.maxCandidates;
    return drawWeightedWorlds(sampler, Inference(deal, seat), rng_, n, {config_.candidates, config_.effectiveShare, most});
}

struct MonteCarloPlayer::PlayWorlds {
    std::vector<Hands> hands;
    SolverPosition base;  // the deal's card play; each world puts its hands in
    const CardTables* tables = nullptr;
    bool mustUndertrump = true;

    int size() const { return int(hands.size()); }
    SolverPosition position(int i) const
    {
        SolverPosition p = base;
        p.hands = hands[std::size_t(i)];
        return p;
    }
};

// Draws the worlds of a card-play decision and clears the solvers' counts for its stats.
MonteCarloPlayer::PlayWorlds MonteCarloPlayer::playWorlds(const Deal& deal, Seat seat, int n)
{
    for (auto& s : solvers_) s->resetStats();
    return {drawWorlds(deal, seat, n, false, seat), SolverPosition::from(deal.cardPlay()), &deal.cardPlay().tables(),
            deal.rules().mustUndertrump};
}

Card MonteCarloPlayer::searchCard(const Deal& deal, Seat seat, CardSet legal, int maxWorlds, double budgetMs,
                                  std::array<double, 32>* means)
{
    const Clock::time_point t0 = Clock::now();
    const Team me = teamOf(seat);
    const PlayWorlds worlds = playWorlds(deal, seat, maxWorlds);
    const int n = worlds.size();
    std::vector<std::array<float, 32>> value(static_cast<std::size_t>(n));
    // The cards still in the race: a card that trails the best by more than 2.5 standard
    // errors of the paired difference is no longer valued, so that the worlds left go to the
    // others (unless every card's mean is asked for). `open` is what the workers read.
    CardSet inRace = legal;
    std::atomic<std::uint32_t> open{legal.bits()};

    auto job = [&](int i, int thread) {
        const SolverPosition pos = worlds.position(i);
        std::array<int, 32> v{};
        Solver& solver = *solvers_[std::size_t(thread)];
        const CardSet only(open.load(std::memory_order_relaxed));
        solver.scoreCards(*worlds.tables, worlds.mustUndertrump, pos, v, only);
        if (solver.aborted()) return false;
        const WorldScore ws = scoreInPlay(deal, seat, pos.hands);
        for (Card c : legal & only) value[std::size_t(i)][c] = float(ws.marks(v[c], me));
        return true;
    };
    auto meanOf = [&](int k, Card c) {
        double sum = 0;
        for (int i = 0; i < k; ++i) sum += value[std::size_t(i)][c];
        return sum / k;
    };
    auto bestOf = [&](int k) {
        Card best = inRace.first();
        double bestMean = -1e18;
        for (Card c : inRace)
            if (double m = meanOf(k, c); m > bestMean + 1e-9) bestMean = m, best = c;
        return best;
    };
    // Stop once the best card leads each other by more than 2.5 standard errors of the
    // paired difference (the same worlds value both cards).
    auto clearlyAhead = [&](int k) {
        const Card best = bestOf(k);
        bool ahead = true;
        for (Card c : inRace) {
            if (c == best) continue;
            const Paired d = paired(k, [&](int i) { return double(value[std::size_t(i)][best]) - value[std::size_t(i)][c]; });
            if (d.mean - 2.5 * d.se > 0) {
                if (!means) inRace.erase(c);
            } else if (d.se > 0) {
                ahead = false;
            }
        }
        open.store(inRace.bits(), std::memory_order_relaxed);
        return ahead;
    };
    // Cards drop out from the first checkpoint on; the decision stops from minWorlds on.
    const int counted = runWorlds(n, *workers_, solvers_, budgetMs, cancelled_, std::min(8, config_.minWorlds), 8, job,
                                  [&](int k) { return clearlyAhead(k) && k >= config_.minWorlds; });
    recordStats(counted, t0);
    if (counted == 0) return legal.first();
    if (means)
        for (Card c : legal) (*means)[c] = meanOf(counted, c);
    return bestOf(counted);  // among the cards still in the race
}

// Each choice (the best combination, a part of it, nothing) scored over the same worlds: one
// solve per world from the seat's first card, the deal's marks with each choice. Withholding
// wins where declaring would hand points over: a taker's declaration goes to the defence
// when the contract fails, and the defence's declarations may then count instead.
DeclarationSet MonteCarloPlayer::chooseDeclarations(const Deal& deal, Seat seat, const DeclarationChoices& choices)
{
    const DeclarationSet best = choices.items[0];
    if (choices.count <= 1 || cancelled_.load()) return best;
    const Clock::time_point t0 = Clock::now();
    const Team me = teamOf(seat);
    const PlayWorlds worlds = playWorlds(deal, seat, config_.declareWorlds);
    const int n = worlds.size();
    std::vector<std::array<double, 4>> value(static_cast<std::size_t>(n));
    auto job = [&](int i, int thread) {
        const SolverPosition pos = worlds.position(i);
        Solver& solver = *solvers_[std::size_t(thread)];
        const int v = solver.solve(*worlds.tables, worlds.mustUndertrump, pos);
        if (solver.aborted()) return false;
        for (int j = 0; j < choices.count; ++j)
            value[std::size_t(i)][std::size_t(j)] = scoreInPlay(deal, seat, pos.hands, &choices.items[std::size_t(j)]).marks(v, me);
        return true;
    };
    const int counted = runWorlds(n, *workers_, solvers_, config_.declareBudgetMs, cancelled_, n, 8, job, [](int) { return false; });
    recordStats(counted, t0);
    if (counted == 0) return best;
    int chosen = 0;
    double bestMean = -1e18;
    for (int j = 0; j < choices.count; ++j) {
        double sum = 0;
        for (int i = 0; i < counted; ++i) sum += value[std::size_t(i)][std::size_t(j)];
        // A part of the best combination must do better by a mark to be chosen over it.
        const double mean = sum / counted - (j == 0 ? 0 : 1);
        if (mean > bestMean + 1e-9) bestMean = mean, chosen = j;
    }
    return choices.items[std::size_t(chosen)];
}

Card MonteCarloPlayer::chooseCard(const Deal& deal, Seat seat, CardSet legal)
{
    if (legal.size() == 1 || cancelled_.load()) {
        stats_ = {};
        return legal.first();
    }
    const bool firstLead = deal.cardPlay().cardsPlayed() == 0;
    return searchCard(deal, seat, legal, config_.worlds, firstLead ? config_.leadBudgetMs : config_.cardBudgetMs, nullptr);
}

std::array<double, 32> MonteCarloPlayer::cardValues(const Deal& deal, Seat seat, CardSet legal, int worlds)
{
    std::array<double, 32> means{};
    searchCard(deal, seat, legal, worlds, std::numeric_limits<double>::infinity(), &means);
    return means;
}

// ---------------------------------------------------------------------------------------
// Calls

namespace {

// The strains worth simulating for `hand`: the best few by the heuristic's value, and any
// strain in `must`.
std::vector<Strain> strainsToTry(CardSet hand, unsigned allowed, unsigned must, int few)
{
    std::vector<std::pair<int, Strain>> ranked;
    for (int s = 0; s < kStrains; ++s)
        if (allowed >> s & 1u) ranked.emplace_back(-HeuristicPlayer::handValue(hand, Strain(s)), Strain(s));
    std::sort(ranked.begin(), ranked.end());
    std::vector<Strain> out;
    for (const auto& [v, s] : ranked)
        if (int(out.size()) < few || (must >> int(s) & 1u)) out.push_back(s);
    for (int s = 0; s < kStrains; ++s)
        if ((must >> s & 1u) && std::find(out.begin(), out.end(), Strain(s)) == out.end()) out.push_back(Strain(s));
    return out;
}

}  // namespace

// Values each legal call over worlds and returns the best call's expected marks; the
// choice goes to *best.
double MonteCarloPlayer::evalCalls(const Deal& deal, Seat seat, const CallList& legal, Call* best,
                                   std::vector<CallValue>* valued)
{
    const Clock::time_point t0 = Clock::now();
    const Rules& rules = deal.rules();
    const Team me = teamOf(seat);
    const Seat leader = nextSeat(deal.dealer());
    const std::optional<Contract> current = deal.contract();

    // Which strains to solve, and the hand that judges them.
    unsigned allowed = 0, must = 0;
    for (const Call& c : legal)
        if (c.kind == Call::Kind::Take || c.kind == Call::Kind::Bid) allowed |= 1u << int(c.strain);
    if (current) must |= 1u << int(current->strain);
    // Coinche: the calls the bidding system allows the hand are chosen among as they are;
    // any other call must be worth config_.leaveSystemMarks more to be chosen, so that a
    // partner reading the auction by the system is rarely misled. Their strains are solved.
    const bool bySystem = rules.isCoinche() && config_.leaveSystemMarks > 0;
    CallList systemAllows;
    if (bySystem) {
        systemAllows = systemCalls(deal, seat, legal);
        for (const Call& c : systemAllows)
            if (c.kind == Call::Kind::Bid) must |= 1u << int(c.strain);
    }
    auto leaving = [&](Call c) { return bySystem && !systemAllows.contains(c) ? config_.leaveSystemMarks : 0.0; };
    CardSet judged = deal.hand(seat);
    if (rules.isClassic() && deal.retourne()) judged.insert(*deal.retourne());
    const std::vector<Strain> strains = strainsToTry(judged, allowed, must, 2);

    // Classic: the cards still to come depend on who takes. My take: I get the retourne;
    // the standing contract (an overcall may follow a take): its taker has it.
    const bool classic = rules.isClassic();
    const int n = config_.callWorlds;
    const std::vector<Hands> mine = drawWorlds(deal, seat, n, classic, seat);
    std::vector<Hands> theirs;
    if (classic && current && current->taker != seat) theirs = drawWorlds(deal, seat, n, true, current->taker);

    // values[world][strain] = solver value from the first lead; [6] for the standing
    // contract in `theirs` worlds.
    std::vector<std::array<int, kStrains + 1>> values(static_cast<std::size_t>(n));
    for (auto& s : solvers_) s->resetStats();
    // The columns still solved: one whose every call is settled below the best stops being
    // solved (see `settled` below), so that the worlds left go to the calls still in the race.
    std::atomic<unsigned> active{~0u};
    auto job = [&](int i, int thread) {
        Solver& solver = *solvers_[std::size_t(thread)];
        for (Strain s : strains) {
            if (!(active.load(std::memory_order_relaxed) >> int(s) & 1u)) continue;
            const CardTables& t = CardTables::get(s, rules.toutAtoutPoints);
            values[std::size_t(i)][int(s)] = solver.solve(t, rules.mustUndertrump, startPosition(mine[std::size_t(i)], leader));
            if (solver.aborted()) return false;
        }
        if (!theirs.empty() && (active.load(std::memory_order_relaxed) >> kStrains & 1u)) {
            const CardTables& t = CardTables::get(current->strain, rules.toutAtoutPoints);
            values[std::size_t(i)][kStrains] =
                solver.solve(t, rules.mustUndertrump, startPosition(theirs[std::size_t(i)], leader));
            if (solver.aborted()) return false;
        }
        return true;
    };
    // The options: passing first (the standing contract is played as it is — nobody else
    // speaks: a myopic but fair estimate; with no contract the deal is passed, 0), then each
    // legal call whose strain was solved. Each is valued per world: the marks of its contract
    // (standing: the contract already called, in `theirs` worlds when the cards to come went
    // to its taker). With `answer`, a world's marks are those of the contract or of it
    // answered with `answer` (a coinche of a bid, a surcoinche of a coinche), whichever is
    // worse for me, in `share` of the worlds where the answer hurts me.
    struct Option {
        Call call;
        std::optional<Contract> contract;  // none: the deal passed out
        bool standing = false;
        int answer = 0;
        double share = 0;
        double margin = 0;
    };
    auto solved = [&](Strain s) { return std::find(strains.begin(), strains.end(), s) != strains.end(); };
    std::vector<Option> options;
    options.push_back({Call::pass(), current, true, 0, 0, leaving(Call::pass())});
    for (const Call& c : legal) {
        switch (c.kind) {
        case Call::Kind::Pass:
            break;
        case Call::Kind::Take:
            if (solved(c.strain)) options.push_back({c, Contract{seat, c.strain, 0, 1}, false, 0, 0, config_.takeMargin});
            break;
        case Call::Kind::Bid:
            if (solved(c.strain))
                options.push_back({c, Contract{seat, c.strain, c.value, 1}, false, 2, config_.bidRisk,
                                   config_.takeMargin + leaving(c)});
            break;
        case Call::Kind::Coinche: {
            Contract x = *current;
            x.coinche = 2;
            options.push_back({c, x, true, 4, config_.coincheAnswer, leaving(c)});
            break;
        }
        case Call::Kind::Surcoinche: {
            Contract x = *current;
            x.coinche = 4;
            options.push_back({c, x, true, 0, 0, leaving(c) + config_.surcoincheMarks});
            break;
        }
        }
    }
    // The column of values[] an option reads (-1: none, the deal passed out).
    auto column = [&](const Option& op) {
        if (!op.contract) return -1;
        return op.standing && !theirs.empty() ? kStrains : int(op.contract->strain);
    };
    std::vector<bool> out(options.size(), false);  // dropped with its column
    std::vector<int> valuedOn(options.size(), 0);  // a dropped option: the worlds it had
    // The options on the standing contract when it may be or is coinched (pass, coinche,
    // surcoinche): valued by their outcome, calibrated (below).
    struct Outcome {
        bool success = false;  // the call's side wins the contract's bet in this world
        double success_ = 0;   // the world's marks if it does, and if it does not
        double failure = 0;
        double stakeSuccess = 0;  // the same as the game score makes them worth (GameStake)
        double stakeFailure = 0;
    };
    // A coinche and a surcoinche are valued as passing plus what they change, and what they
    // change counts the game score: a world's marks as GameStake makes them worth, on the
    // calibrated chance that the call succeeds (for a coinche on a deal that may end the
    // game, MonteCarloConfig::atStakeFfb or atStakeMontpellier). Passing itself is valued as
    // before, against the bids. Far from the target this is the plain coinche.
    const GameStake stake(rules, game_.scores, game_.target, me);
    bool gameAtStake = false;  // some world's outcome ends the game

    // When a coinche or surcoinche may be called, the standing contract's options are all
    // valued so (passing too), so that they are compared on the same footing.
    const bool doubling = legal.contains(Call::coinche()) || legal.contains(Call::surcoinche()) ||
                          (current && current->coinche > 1);
    std::vector<bool> calibrated(options.size(), false);
    for (std::size_t o = 0; o < options.size(); ++o)
        calibrated[o] = config_.calibrateSlope < 1 && doubling && options[o].standing && options[o].contract;
    std::vector<std::vector<Outcome>> outcomes(options.size(), std::vector<Outcome>(std::size_t(n)));
    // marks[option][world], filled as the worlds are solved.
    std::vector<std::vector<double>> marks(options.size(), std::vector<double>(std::size_t(n)));
    int filled = 0;
    auto fill = [&](int k) {
        for (; filled < k; ++filled) {
            const std::size_t i = std::size_t(filled);
            for (std::size_t o = 0; o < options.size(); ++o) {
                const Option& op = options[o];
                if (!op.contract || out[o]) continue;  // passed out: 0; dropped: not needed
                const bool useTheirs = op.standing && !theirs.empty();
                const Hands& w = useTheirs ? theirs[i] : mine[i];
                const int v = useTheirs ? values[i][kStrains] : values[i][int(op.contract->strain)];
                WorldScore ws = scoreFromStart(rules, *op.contract, w);
                // The marks of the world as solved (v), or as if its contract were made or
                // down (another v: a coinched contract scores by its outcome, not its points);
                // plain, or as the game score makes them worth (staked).
                auto marksAt = [&](int value, bool staked = false) {
                    WorldScore x = ws;
                    auto worth = [&](const WorldScore& y) {
                        return staked ? stake.marks(y.scores(value)) : y.marks(value, me);
                    };
                    double m = worth(x);
                    if (op.answer) {
                        x.contract.coinche = op.answer;
                        m -= op.share * std::max(0.0, m - worth(x));
                    }
                    return m;
                };
                const double m = marksAt(v);
                marks[o][i] = m - op.margin;
                if (calibrated[o]) {
                    const bool ns = teamOf(op.contract->taker) == Team::NS;
                    auto vWhere = [&](bool made) {  // the takers win all points but 2, or 2
                        // (a capot bid is made only by every trick: the solver's capot value)
                        if (made && op.contract->capotBid()) return ns ? ws.live + 90 : -(ws.live + 90);
                        const int g = made ? ws.live - 2 : 2;
                        return ns ? 2 * g - ws.live : ws.live - 2 * g;
                    };
                    const bool takers = teamOf(op.contract->taker) == me;
                    const bool made = ws.marks(v, teamOf(op.contract->taker)) > 0;
                    Outcome& x = outcomes[o][i];
                    x.success = takers ? made : !made;
                    x.success_ = x.success ? m : marksAt(vWhere(takers));
                    x.failure = x.success ? marksAt(vWhere(!takers)) : m;
                    // No game told: staked marks are plain, no need to score the world again.
                    x.stakeSuccess = stake.active() ? marksAt(x.success ? v : vWhere(takers), true) : x.success_;
                    x.stakeFailure = stake.active() ? marksAt(x.success ? vWhere(!takers) : v, true) : x.failure;
                    if (std::abs(x.stakeSuccess - x.success_) > 0.5 || std::abs(x.stakeFailure - x.failure) > 0.5)
                        gameAtStake = true;
                }
            }
        }
    };
    // The standing contract's options are valued on a calibrated chance of success instead of
    // the worlds' own share p: calibrateBase + calibrateSlope x p (the sampled worlds are
    // overconfident for the side that calls, see MonteCarloConfig), each world counting its
    // marks if the call succeeds and if it fails in that proportion. A coinche or a
    // surcoinche (options[0] is passing, on the same worlds): passing so, plus the difference
    // the call makes, staked, on the call's own chance.
    auto calibrate = [&](int k) {
        if (k == 0) return;
        auto chance = [&](std::size_t o, double base, double slope) {
            int won = 0;
            for (int i = 0; i < k; ++i) won += outcomes[o][std::size_t(i)].success;
            return std::clamp(base + slope * won / k, 0.0, 1.0);
        };
        auto expected = [&](std::size_t o, int i, double p, bool staked) {
            const Outcome& x = outcomes[o][std::size_t(i)];
            return staked ? p * x.stakeSuccess + (1 - p) * x.stakeFailure : p * x.success_ + (1 - p) * x.failure;
        };
        for (std::size_t o = 0; o < options.size(); ++o) {
            if (!calibrated[o] || out[o]) continue;
            const double p = chance(o, config_.calibrateBase, config_.calibrateSlope);
            const Call::Kind kind = options[o].call.kind;
            const bool doubles = o > 0 && calibrated[0] && !out[0] &&
                                 (kind == Call::Kind::Coinche || kind == Call::Kind::Surcoinche);
            const MonteCarloConfig::Line atStake = rules.scoring == Scoring::Montpellier ? config_.atStakeMontpellier
                                                                                           : config_.atStakeFfb;
            const double q = kind == Call::Kind::Coinche && gameAtStake ? chance(o, atStake.base, atStake.slope) : p;
            const double p0 = doubles ? chance(0, config_.calibrateBase, config_.calibrateSlope) : p;
            // A coinche says the contract goes down: never on a chance below coincheFloor.
            const bool barred = kind == Call::Kind::Coinche && q < config_.coincheFloor;
            for (int i = 0; i < k; ++i) {
                double m = doubles ? expected(0, i, p0, false) + expected(o, i, q, true) - expected(0, i, q, true)
                                   : expected(o, i, p, false);
                marks[o][std::size_t(i)] = barred ? kBarred : m - options[o].margin;
            }
        }
    };
    // The best option over the first k worlds (the first of equals: passing before calling).
    auto bestOf = [&](int k, double* bestMean) {
        fill(k);
        calibrate(k);
        std::size_t best = 0;
        double top = -1e18;
        for (std::size_t o = 0; o < options.size(); ++o) {
            if (out[o]) continue;
            double sum = 0;
            for (int i = 0; i < k; ++i) sum += marks[o][std::size_t(i)];
            const double mean = sum / std::max(1, k);
            if (mean > top + 1e-9) top = mean, best = o;
        }
        if (bestMean) *bestMean = top;
        return best;
    };
    // Stop once no other option can be worth more than a mark above the best one, at 2.5
    // standard errors of the paired difference (the same worlds value every option). Calls
    // come in near-equal neighbours (80 or 90 in a suit that makes 100): the best need not
    // beat them, only be sure not to lose to them. Meanwhile a column none of whose options
    // is still open (each settled so, none the best) is dropped.
    auto settled = [&](int k) {
        const std::size_t best = bestOf(k, nullptr);
        const int bestColumn = column(options[best]);
        unsigned open = bestColumn >= 0 ? 1u << bestColumn : 0u;
        bool all = true;
        for (std::size_t o = 0; o < options.size(); ++o) {
            if (o == best || out[o]) continue;
            const Paired d = paired(k, [&](int i) { return marks[best][std::size_t(i)] - marks[o][std::size_t(i)]; });
            if (d.mean - 2.5 * d.se <= -1.0) {
                all = false;
                if (column(options[o]) >= 0) open |= 1u << column(options[o]);
            }
        }
        if (all) return true;
        unsigned drop = 0;
        for (std::size_t o = 0; o < options.size(); ++o) {
            const int col = column(options[o]);
            if (col >= 0 && !out[o] && !(open >> col & 1u)) drop |= 1u << col;
        }
        if (drop) {
            active.fetch_and(~drop, std::memory_order_relaxed);
            for (std::size_t o = 0; o < options.size(); ++o)
                if (column(options[o]) >= 0 && (drop >> column(options[o]) & 1u) && !out[o]) {
                    out[o] = true;
                    valuedOn[o] = k;
                }
        }
        return false;
    };
    const int k = runWorlds(n, *workers_, solvers_, config_.callBudgetMs, cancelled_, std::min(n, config_.minWorlds), 8,
                            job, settled);
    double bestValue = 0;
    *best = options[bestOf(k, &bestValue)].call;
    if (valued) {
        valued->clear();
        for (std::size_t o = 0; o < options.size(); ++o) {
            const int worlds = out[o] ? valuedOn[o] : k;
            double sum = 0;
            for (int i = 0; i < worlds; ++i) sum += marks[o][std::size_t(i)];
            valued->push_back({options[o].call, sum / std::max(1, worlds), options[o].margin, worlds,
                               !bySystem || systemAllows.contains(options[o].call)});
        }
    }
    recordStats(k, t0);
    return bestValue;
}

std::vector<MonteCarloPlayer::CallValue> MonteCarloPlayer::callValues(const Deal& deal, Seat seat)
{
    std::vector<CallValue> values;
    const CallList legal = deal.legalCalls();
    if (legal.count == 0) return values;
    Call best = Call::pass();
    evalCalls(deal, seat, legal, &best, &values);
    return values;
}

double MonteCarloPlayer::standingDownShare(const Deal& deal, Seat seat, int worlds)
{
    const std::optional<Contract> current = deal.contract();
    if (!current || worlds <= 0) return 0;
    const Rules& rules = deal.rules();
    const std::vector<Hands> drawn = drawWorlds(deal, seat, worlds, false, seat);
    const CardTables& t = CardTables::get(current->strain, rules.toutAtoutPoints);
    Contract doubled = *current;
    doubled.coinche = std::max(2, int(doubled.coinche));
    int down = 0;
    for (const Hands& w : drawn) {
        const int v = solvers_[0]->solve(t, rules.mustUndertrump, startPosition(w, nextSeat(deal.dealer())));
        down += scoreFromStart(rules, doubled, w).marks(v, teamOf(current->taker)) < 0;
    }
    return double(down) / double(drawn.size());
}

Call MonteCarloPlayer::chooseCall(const Deal& deal, Seat seat, const CallList& legal)
{
    const Call fallback = legal.contains(Call::pass()) ? Call::pass() : legal.items[0];
    if (legal.count == 1 || cancelled_.load()) return fallback;
    Call best = fallback;
    evalCalls(deal, seat, legal, &best);
    return best;
}

void MonteCarloPlayer::startDeal(const Deal& deal, Seat seat, const GameContext& game)
{
    (void)deal;
    (void)seat;
    game_ = game;
}

bool MonteCarloPlayer::coincheOutOfTurn(const Deal& deal, Seat seat)
{
    if (cancelled_.load()) return false;
    CallList offer;
    offer.add(Call::pass());
    offer.add(Call::coinche());
    Call best = Call::pass();
    evalCalls(deal, seat, offer, &best);
    return best.kind == Call::Kind::Coinche;
}

}  // namespace belote
