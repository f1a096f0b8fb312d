#include "ai/vectorstate.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#include <immintrin.h>

namespace belote {

namespace {

bool hasAvx()
{
    static const bool avx = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx") != 0;
    }();
    return avx;
}

__attribute__((target("avx"))) void zeroUpper() { _mm256_zeroupper(); }

// XGETBV with ECX = 1 (the state components in use) exists where CPUID 0Dh.1 says so.
bool hasXgetbv1()
{
    static const bool has = [] {
        unsigned a = 0, b = 0, c = 0, d = 0;
        if (!hasAvx() || !__get_cpuid_count(0x0d, 1, &a, &b, &c, &d)) return false;
        return (a & (1u << 2)) != 0;
    }();
    return has;
}

}  // namespace

void clearUpperVectorState()
{
    if (hasAvx()) zeroUpper();
}

int upperVectorStateInUse()
{
    if (!hasXgetbv1()) return -1;
    unsigned lo = 0, hi = 0;
    asm volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(1));
    return (lo & (1u << 2)) ? 1 : 0;
}

}  // namespace belote

#else

namespace belote {

void clearUpperVectorState() {}
int upperVectorStateInUse() { return -1; }

}  // namespace belote

#endif
