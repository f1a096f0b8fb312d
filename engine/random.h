// A small seeded generator (xoshiro256**, seeded by SplitMix64) with our own shuffle, so a
// seed gives the same deals on every platform and standard library (std::shuffle and the
// std distributions are not specified bit for bit).
#pragma once

#include <cstdint>
#include <utility>

namespace belote {

class Rng {
public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed)
    {
        for (auto& s : s_) {
            seed += 0x9e3779b97f4a7c15ull;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
            s = z ^ (z >> 31);
        }
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform in [0, n), n > 0, without modulo bias (Lemire's method).
    std::uint32_t below(std::uint32_t n)
    {
        std::uint64_t m = std::uint64_t(std::uint32_t(next() >> 32)) * n;
        auto low = std::uint32_t(m);
        if (low < n) {
            const std::uint32_t threshold = std::uint32_t(-n) % n;
            while (low < threshold) {
                m = std::uint64_t(std::uint32_t(next() >> 32)) * n;
                low = std::uint32_t(m);
            }
        }
        return std::uint32_t(m >> 32);
    }

    // Uniform in [lo, hi].
    int between(int lo, int hi) { return lo + int(below(std::uint32_t(hi - lo + 1))); }

    template <typename It>
    void shuffle(It first, It last)
    {
        for (auto n = last - first; n > 1; --n) std::swap(first[n - 1], first[below(std::uint32_t(n))]);
    }

    // A fresh seed for a sub-generator (a deal inside a game, a thread).
    std::uint64_t split() { return next() ^ 0x6a09e667f3bcc909ull; }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t s_[4];
};

// FNV-1a, 64 bits: a seed made from bytes (a deal's cards, a date), the same on every machine.
class Fnv1a {
public:
    void add(std::uint8_t byte)
    {
        h_ ^= byte;
        h_ *= 0x100000001b3ull;
    }
    std::uint64_t value() const { return h_; }

private:
    std::uint64_t h_ = 0xcbf29ce484222325ull;
};

}  // namespace belote
