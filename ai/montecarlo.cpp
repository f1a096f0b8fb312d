#include "ai/montecarlo.h"

#include "ai/callevaluation.h"
#include "ai/runworlds.h"
#include "ai/solver.h"
#include "ai/vectorstate.h"
#include "ai/workers.h"
#include "ai/worlds.h"
#include "ai/worldscore.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace belote {

namespace {

using montecarlo::Clock;
using montecarlo::msSince;
using montecarlo::paired;
using montecarlo::Paired;
using montecarlo::runWorlds;

}  // namespace

// ---------------------------------------------------------------------------------------

void MonteCarloConfig::removeTimeLimits()
{
    cardBudgetMs = leadBudgetMs = callBudgetMs = declareBudgetMs = std::numeric_limits<double>::infinity();
}

namespace {

// The levels that differ from normal in how much they search: worlds and time budgets.
struct SearchSize {
    const char* name;
    int worlds, minWorlds, callWorlds, declareWorlds;
    double cardBudgetMs, leadBudgetMs, callBudgetMs, declareBudgetMs;
};
// clang-format off
constexpr SearchSize kSearchSizes[] = {
    // name     worlds min  call declare   card   lead   call  declare (ms)
    {"easy",        16,   8,  12,   8,      100,   125,   300,   60},
    {"normal",     100,  24,  48,  24,      400,   480,   900,  150},
    {"strong",     400,  64, 160,  64,     2000,  2500,  3000,  600},
};
// clang-format on

}  // namespace

MonteCarloConfig monteCarloLevel(const std::string& level)
{
    MonteCarloConfig c;
    c.name = level;
    for (const SearchSize& s : kSearchSizes) {
        if (level != s.name) continue;
        c.worlds = s.worlds;
        c.minWorlds = s.minWorlds;
        c.callWorlds = s.callWorlds;
        c.declareWorlds = s.declareWorlds;
        c.cardBudgetMs = s.cardBudgetMs;
        c.leadBudgetMs = s.leadBudgetMs;
        c.callBudgetMs = s.callBudgetMs;
        c.declareBudgetMs = s.declareBudgetMs;
        return c;
    }
    if (level == "cheat") {
        c.worlds = 1;  // the real hands: one world
        c.minWorlds = 1;
        c.cheat = true;
    } else if (level == "normal-uniform") {
        c.inference = false;  // normal with every consistent world equally likely
    } else if (level == "normal-noread") {
        c.readCards = CardReading::Never;  // normal that does not read the cards played
    } else if (level == "normal-readall") {
        c.readCards = CardReading::Always;  // normal that reads the cards played in coinche too
    } else if (level == "normal-nosystem") {
        c.leaveCardSystemMarks = 0;  // normal that plays no card by the card-play system
    } else if (level == "normal-policy") {
        c.policyWorlds = 3;  // normal that reads the cards played by a sound player's choices
    } else {
        throw std::invalid_argument("unknown Monte Carlo level " + level);
    }
    return c;
}

MonteCarloPlayer::MonteCarloPlayer(MonteCarloConfig config, std::uint64_t seed) : config_(std::move(config)), rng_(seed)
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
    // Every search begins here, on the thread that asked: whatever ran on it before (the
    // window, a bot's process started) must not slow the SSE code that follows (vectorstate.h).
    clearUpperVectorState();
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
    std::optional<Signals> cardCalls;
    if (config_.readsCards(deal.rules())) cardCalls = game_.cardSignals;
    const Inference inference(deal, seat, true, cardCalls, &trust_);
    const bool policy =
        config_.policyWorlds > 1 && !ifTaken && deal.phase() == Phase::Play && deal.cardPlay().cardsPlayed() > 0;
    if (!policy)
        return drawWeightedWorlds(sampler, inference, rng_, n, {config_.candidates, config_.effectiveShare, most});
    // The policy reading: more worlds kept by the inference, then n of them by the policy.
    const std::vector<Hands> drawn = drawWeightedWorlds(sampler, inference, rng_, n * config_.policyWorlds,
                                                        {config_.candidates, config_.effectiveShare, most});
    const PolicyReading reading(deal, seat, game_.cardSignals);
    std::vector<double> weights(drawn.size());
    for (std::size_t i = 0; i < drawn.size(); ++i) weights[i] = reading.weight(drawn[i]);
    return resampleWorlds(drawn, weights, rng_, n);
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

// ---------------------------------------------------------------------------------------
// Explanations

template <class Fill>
void MonteCarloPlayer::explainOnly(Explanation::Kind kind, Seat seat, Fill&& fill)
{
    explanation_.reset(kind, seat);
    explanation_.onlyChoice = true;
    Explanation::Value v;
    fill(v);
    explanation_.values.push_back(v);
    explanation_.chosen = 0;
}

// Each legal call in the order offered, with the value the evaluation gave it (a call in a
// strain not solved: not valued).
void MonteCarloPlayer::explainCalls(const Deal& deal, Seat seat, const CallList& legal, Call best, int counted,
                                    const std::vector<CallValue>& values, const std::vector<Hands>& worlds)
{
    explanation_.reset(Explanation::Kind::Call, seat);
    explanation_.worlds = counted;
    for (const Call& c : legal) {
        Explanation::Value v;
        v.call = c;
        for (const CallValue& cv : values)
            if (cv.call == c) {
                v.valued = cv.worlds > 0;
                v.barred = cv.marks <= kBarred;
                v.marks = v.barred ? 0 : cv.marks;
                v.margin = cv.margin;
                v.worlds = cv.worlds;
                v.system = cv.system;
                v.spread = v.barred ? 0 : cv.spread;
            }
        if (c == best) explanation_.chosen = int(explanation_.values.size());
        explanation_.values.push_back(v);
    }
    explanation_.setBeliefs(Explanation::unseen(deal, seat), worlds, counted);
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
    std::array<int, 32> droppedAt{};  // the worlds a card out of the race was valued on
    // The cards the card-play system plays here (none: it says nothing, every card is by
    // it); any other must be worth the margin more than the best of them to be chosen.
    const CardSet system =
        config_.leaveCardSystemMarks > 0 ? systemCards(deal, seat, legal, game_.cardSignals) & legal : CardSet();
    auto marginOf = [&](Card c) { return system.empty() || system.contains(c) ? 0.0 : config_.leaveCardSystemMarks; };

    auto job = [&](int i, int thread) {
        const SolverPosition pos = worlds.position(i);
        std::array<int, 32> v{};
        Solver& solver = *solvers_[std::size_t(thread)];
        const CardSet only(open.load(std::memory_order_relaxed));
        solver.scoreCards(*worlds.tables, worlds.mustUndertrump, pos, v, only);
        if (solver.aborted()) return false;
        const WorldScore ws = scoreInPlay(deal, seat, pos.hands);
        for (Card c : legal& only) value[std::size_t(i)][c] = float(ws.marks(v[c], me));
        return true;
    };
    auto meanOf = [&](int k, Card c) {
        double sum = 0;
        for (int i = 0; i < k; ++i) sum += value[std::size_t(i)][c];
        return sum / k;
    };
    // A card's mean as compared: less its margin.
    auto bestOf = [&](int k) {
        Card best = inRace.first();
        double bestMean = -1e18;
        for (Card c : inRace)
            if (double m = meanOf(k, c) - marginOf(c); m > bestMean + 1e-9) bestMean = m, best = c;
        return best;
    };
    // Stop once the best card leads each other by more than 2.5 standard errors of the
    // paired difference (the same worlds value both cards), margins taken off.
    auto clearlyAhead = [&](int k) {
        const Card best = bestOf(k);
        bool ahead = true;
        for (Card c : inRace) {
            if (c == best) continue;
            const Paired d =
                paired(k, [&](int i) { return double(value[std::size_t(i)][best]) - value[std::size_t(i)][c]; });
            if (d.mean + marginOf(c) - marginOf(best) - 2.5 * d.se > 0) {
                if (!means) inRace.erase(c), droppedAt[c] = k;
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
    const Card chosen = counted == 0 ? legal.first() : bestOf(counted);  // among the cards still in the race
    if (means && counted > 0)
        for (Card c : legal) (*means)[c] = meanOf(counted, c);
    explanation_.reset(Explanation::Kind::Card, seat);
    explanation_.worlds = counted;
    for (Card c : legal) {
        const int k = droppedAt[c] ? droppedAt[c] : counted;
        Explanation::Value v;
        v.card = c;
        v.valued = k > 0;
        v.worlds = k;
        v.margin = marginOf(c);
        v.system = v.margin == 0;
        v.marks = k > 0 ? meanOf(k, c) - v.margin : 0;
        v.spread = montecarlo::moments(k, [&](int i) { return double(value[std::size_t(i)][c]); }).spread();
        if (c == chosen) explanation_.chosen = int(explanation_.values.size());
        explanation_.values.push_back(v);
    }
    explanation_.setBeliefs(Explanation::unseen(deal, seat), worlds.hands, counted);
    // The seats whose cards the reading leaves aside, for the Why? panel to say so.
    if (config_.readsCards(deal.rules()))
        for (int o = 0; o < kSeats; ++o)
            if (Seat(o) != seat && trust_.brokenFactor(Seat(o), true, Inference::kCardBroken) >= Explanation::kNotRead)
                explanation_.notRead[std::size_t(o)] = trust_.tally(Seat(o), true);
    return chosen;
}

// Each choice (the best combination, a part of it, nothing) scored over the same worlds: one
// solve per world from the seat's first card, the deal's marks with each choice. Withholding
// wins where declaring would hand points over: a taker's declaration goes to the defence
// when the contract fails, and the defence's declarations may then count instead.
DeclarationSet MonteCarloPlayer::chooseDeclarations(const Deal& deal, Seat seat, const DeclarationChoices& choices)
{
    const DeclarationSet best = choices.items[0];
    if (choices.count <= 1 || cancelled_.load()) {
        explainOnly(Explanation::Kind::Declarations, seat, [&](Explanation::Value& v) { v.declarations = best; });
        return best;
    }
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
            value[std::size_t(i)][std::size_t(j)] =
                scoreInPlay(deal, seat, pos.hands, &choices.items[std::size_t(j)]).marks(v, me);
        return true;
    };
    const int counted =
        runWorlds(n, *workers_, solvers_, config_.declareBudgetMs, cancelled_, n, 8, job, [](int) { return false; });
    recordStats(counted, t0);
    explanation_.reset(Explanation::Kind::Declarations, seat);
    explanation_.worlds = counted;
    int chosen = 0;
    double bestMean = -1e18;
    for (int j = 0; j < choices.count; ++j) {
        double sum = 0;
        for (int i = 0; i < counted; ++i) sum += value[std::size_t(i)][std::size_t(j)];
        // A part of the best combination must do better by a mark to be chosen over it.
        Explanation::Value v;
        v.declarations = choices.items[std::size_t(j)];
        v.valued = counted > 0;
        v.worlds = counted;
        v.margin = j == 0 ? 0 : 1;
        v.marks = counted > 0 ? sum / counted - v.margin : 0;
        v.spread = montecarlo::moments(counted, [&](int i) { return value[std::size_t(i)][std::size_t(j)]; }).spread();
        explanation_.values.push_back(v);
        if (counted > 0 && v.marks > bestMean + 1e-9) bestMean = v.marks, chosen = j;
    }
    explanation_.chosen = chosen;
    explanation_.setBeliefs(Explanation::unseen(deal, seat), worlds.hands, counted);
    return choices.items[std::size_t(chosen)];
}

Card MonteCarloPlayer::chooseCard(const Deal& deal, Seat seat, CardSet legal)
{
    if (legal.size() == 1 || cancelled_.load()) {
        stats_ = {};
        explainOnly(Explanation::Kind::Card, seat, [&](Explanation::Value& v) { v.card = legal.first(); });
        return legal.first();
    }
    const bool firstLead = deal.cardPlay().cardsPlayed() == 0;
    return searchCard(deal, seat, legal, config_.worlds, firstLead ? config_.leadBudgetMs : config_.cardBudgetMs,
                      nullptr);
}

std::array<double, 32> MonteCarloPlayer::cardValues(const Deal& deal, Seat seat, CardSet legal, int worlds)
{
    std::array<double, 32> means{};
    searchCard(deal, seat, legal, worlds, std::numeric_limits<double>::infinity(), &means);
    return means;
}

// ---------------------------------------------------------------------------------------
// Calls (ai/callevaluation.h)

double MonteCarloPlayer::evalCalls(const Deal& deal, Seat seat, const CallList& legal, Call* best,
                                   std::vector<CallValue>* valued)
{
    const Clock::time_point t0 = Clock::now();
    CallEvaluation evaluation(deal, seat, legal, config_, game_);
    const int n = config_.callWorlds;
    std::vector<Hands> mine = drawWorlds(deal, seat, n, deal.rules().isClassic(), seat);
    std::vector<Hands> theirs;
    if (evaluation.wantsTheirWorlds()) theirs = drawWorlds(deal, seat, n, true, evaluation.standingTaker());
    for (auto& s : solvers_) s->resetStats();
    const CallEvaluation::Result r =
        evaluation.run(std::move(mine), std::move(theirs), {*workers_, solvers_, cancelled_});
    *best = r.best;
    const std::vector<CallValue> values = evaluation.values();
    explainCalls(deal, seat, legal, r.best, r.worlds, values, evaluation.worlds());
    if (valued) *valued = values;
    recordStats(r.worlds, t0);
    return r.value;
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
    if (legal.count == 1 || cancelled_.load()) {
        explainOnly(Explanation::Kind::Call, seat, [&](Explanation::Value& v) { v.call = fallback; });
        return fallback;
    }
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

void MonteCarloPlayer::dealOver(const Deal& deal, Seat seat)
{
    if (config_.readsCards(deal.rules())) trust_.count(deal, game_.cardSignals, seat);
}

bool MonteCarloPlayer::coincheOutOfTurn(const Deal& deal, Seat seat)
{
    if (cancelled_.load()) {
        explainOnly(Explanation::Kind::Call, seat, [&](Explanation::Value& v) { v.call = Call::pass(); });
        return false;
    }
    CallList offer;
    offer.add(Call::pass());
    offer.add(Call::coinche());
    Call best = Call::pass();
    evalCalls(deal, seat, offer, &best);
    return best.kind == Call::Kind::Coinche;
}

}  // namespace belote
