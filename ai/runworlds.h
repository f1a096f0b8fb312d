// Running a decision's worlds on the player's threads, and the paired comparison that says
// when enough worlds were solved (ai/montecarlo.h).
#pragma once

#include "ai/solver.h"
#include "ai/workers.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <memory>
#include <vector>

namespace belote::montecarlo {

using Clock = std::chrono::steady_clock;

inline double msSince(Clock::time_point t0)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

// The mean of x(i) over worlds 0..k-1 and its variance over them (both 0 for none).
struct Moments {
    double mean = 0;
    double variance = 0;
    double spread() const { return std::sqrt(variance); }  // the standard deviation
};
template <class X>
Moments moments(int k, X&& x)
{
    if (k <= 0) return {};
    double sum = 0, sq = 0;
    for (int i = 0; i < k; ++i) {
        const double v = x(i);
        sum += v;
        sq += v * v;
    }
    const double mean = sum / k;
    return {mean, std::max(0.0, sq / k - mean * mean)};
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
    const Moments m = moments(k, diff);
    return {m.mean, std::sqrt(m.variance / k)};
}

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
        std::isinf(budgetMs)
            ? Clock::time_point::max()
            : t0 + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double, std::milli>(budgetMs));
    for (auto& s : solvers) s->setDeadline(deadline);
    std::atomic<int> next{0};
    std::atomic<bool> stop{false};
    std::vector<std::atomic<bool>> done(static_cast<std::size_t>(n));
    int counted = -1;                        // set by an early stop; else the worlds done when all threads end
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

}  // namespace belote::montecarlo
