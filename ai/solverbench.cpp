#include "ai/solverbench.h"

#include "ai/solver.h"
#include "engine/random.h"
#include "engine/trick.h"

#include <algorithm>
#include <chrono>
#include <numeric>
#include <vector>

namespace belote {

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// The value at fraction q of the sorted sample (nearest rank).
double quantile(std::vector<double> v, double q)
{
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const auto i = std::size_t(std::clamp(q * double(v.size()) - 0.5, 0.0, double(v.size() - 1)) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

}  // namespace

SolverBenchFigures benchSolver(int deals, std::uint64_t seed, bool withScoreCards, unsigned contracts)
{
    SolverBenchFigures out;
    Solver solver;
    volatile int sink = 0;
    for (int k = 0; k < 3; ++k) {
        out.strains[std::size_t(k)].name = kSolverContractNames[std::size_t(k)];
        if (!(contracts >> k & 1)) continue;
        Rng rng(seed * 3 + std::uint64_t(k));
        std::vector<double> ms, scoreMs;
        double nodes = 0;
        for (int d = 0; d < deals; ++d) {
            std::array<Card, 32> deck{};
            std::iota(deck.begin(), deck.end(), Card(0));
            rng.shuffle(deck.begin(), deck.end());
            std::array<CardSet, 4> hands{};
            for (int i = 0; i < 32; ++i) hands[std::size_t(i / 8)].insert(deck[std::size_t(i)]);
            const Strain strain = k == 0 ? Strain(rng.below(4)) : k == 1 ? Strain::NoTrump : Strain::AllTrump;
            const CardTables& t = CardTables::get(strain);
            const CardPlay play(t, hands, Seat(rng.below(4)), true);
            const SolverPosition pos = SolverPosition::from(play);

            solver.newDeal();
            solver.resetStats();
            auto start = Clock::now();
            sink = sink + solver.solve(t, true, pos);
            ms.push_back(msSince(start));
            nodes += double(solver.nodes());

            if (withScoreCards) {
                solver.newDeal();
                std::array<int, 32> values{};
                start = Clock::now();
                const CardSet legal = solver.scoreCards(t, true, pos, values);
                scoreMs.push_back(msSince(start));
                sink = sink + values[legal.first()];
            }
        }
        SolverStrainFigures& f = out.strains[std::size_t(k)];
        f.deals = deals;
        if (deals <= 0) continue;
        f.meanMs = std::accumulate(ms.begin(), ms.end(), 0.0) / deals;
        f.medianMs = quantile(ms, 0.5);
        f.p99Ms = quantile(ms, 0.99);
        f.maxMs = *std::max_element(ms.begin(), ms.end());
        f.meanNodes = nodes / deals;
        if (withScoreCards) {
            f.scoreCardsMs = std::accumulate(scoreMs.begin(), scoreMs.end(), 0.0) / deals;
            f.scoreCardsRatio = f.meanMs > 0 ? f.scoreCardsMs / f.meanMs : 0;
        }
    }
    return out;
}

}  // namespace belote
