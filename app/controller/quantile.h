// The q-quantile of timings by nearest rank (0.5 the median, 1 the max; 0 when there are
// none), for the figures the game and its benchmarks print (rebelote --demo, bench_history).
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace rebelote {

inline double quantile(std::vector<double> v, double q)
{
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(q * double(v.size() - 1) + 0.5))];
}

}  // namespace rebelote
