// The small cards of Sans Atout (the 9, 8 and 7 of each suit, worth nothing), and the table of
// trick starts that holds for every placing of them (ai/solversmallcards.cpp).
//
// In Sans Atout the rule of play looks at suits alone (follow if you can, else anything), and
// the small cards are the lowest of their suits and worth 0 points. So where the search of a
// position never had to tell two small cards apart (no trick was won by a small card over
// another card of its suit, and no bound compared two of them), its result holds for every
// position where each hand holds the same number of small cards of each suit and the same
// other cards: play the small cards of one hand for those of the other, in any matching, and
// every trick goes to the same seat for the same points. This is the "relevant ranks" of the
// bridge solver DDS (its partition search), with "relevant" meaning here "above the small
// cards": the table of ai/solver.cpp keys a trick start by who holds every live card; this one
// by who holds the cards above the small ones and how many small cards each hand has of each
// suit, and takes only results that never told two small cards apart.
//
// What a search told apart is gathered in Solver::smallDep_, a mask of suits: every trick won
// by a small card over another of its suit, every quick-trick bound that compared two, every
// entry of the tables used (each keeps the mask of the search that made it; an entry of
// another position of the shape whose points put a card of 0 points at another place counts
// as every suit, see zeroPlaces()). Only a trick start searched with an empty mask goes into
// the small cards' table.
//
// Private to the solver, part of ai/solver.h: include it in ai/solver.cpp only (after
// ai/solverbits.h).
#pragma once

#include "ai/solverbits.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace belote {

namespace smallcards {

constexpr unsigned kSmallBits = 0x07;  // in a suit's byte: the 7, 8 and 9 (strengths 0 to 2)
constexpr std::uint8_t kEverySuit = 0x0f;

// Bit i: the i-th of the 32 points of a point signature is 0 (a small card, or no card).
inline std::uint32_t zeroPlaces(const std::uint8_t* points)
{
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i lo = _mm_loadu_si128(reinterpret_cast<const __m128i*>(points));
    const __m128i hi = _mm_loadu_si128(reinterpret_cast<const __m128i*>(points + 16));
    return std::uint32_t(_mm_movemask_epi8(_mm_cmpeq_epi8(lo, zero))) |
           std::uint32_t(_mm_movemask_epi8(_mm_cmpeq_epi8(hi, zero))) << 16;
#else
    std::uint32_t out = 0;
    for (int i = 0; i < 32; ++i)
        if (points[i] == 0) out |= 1u << i;
    return out;
#endif
}

// The same over the first 8 places (the two-trick endgames).
inline std::uint32_t zeroPlaces8(const std::uint8_t* points)
{
#if defined(__SSE2__)
    const __m128i v = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(points));
    return std::uint32_t(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128()))) & 0xff;
#else
    std::uint32_t out = 0;
    for (int i = 0; i < 8; ++i)
        if (points[i] == 0) out |= 1u << i;
    return out;
#endif
}

// The suits whose small cards lie at other places in two point signatures of one shape (live
// cards `live`, their places by zeroPlaces()): per suit, its live cards' places, in order.
inline std::uint8_t layoutDiff(std::uint32_t live, std::uint32_t zerosA, std::uint32_t zerosB)
{
    std::uint32_t diff = zerosA ^ zerosB;
    std::uint8_t out = 0;
    for (int s = 0; s < 4 && diff; ++s) {
        const int n = solverbits::pop8((live >> (8 * s)) & 0xff);
        if (diff & ((1u << n) - 1)) out |= std::uint8_t(1u << s);
        diff >>= n;
    }
    return out;
}

// The bits of smallOwners() that belong to the suits of `suits`.
inline std::uint64_t ownerBits(std::uint8_t suits)
{
    std::uint64_t out = 0;
    for (int s = 0; s < 4; ++s)
        if (suits >> s & 1) out |= std::uint64_t(0x1ff) << (9 * s);
    return out;
}

}  // namespace smallcards

// Who holds the small cards: per suit, 9 bits, for hands 0 to 2 which of the live small cards
// (by relative rank) each holds. An entry of the small cards' table whose search told the small
// cards of some suits apart holds only where they lie as they did.
inline std::uint64_t Solver::smallOwners(const Pos& p) const
{
    using namespace solverbits;
    using smallcards::kSmallBits;
    std::uint64_t out = 0;
    for (int s = 0; s < 4; ++s) {
        const auto& row = kCompress.v[(p.live >> (8 * s)) & kSmallBits];
        out |= std::uint64_t(row[(p.hand[0] >> (8 * s)) & kSmallBits] | row[(p.hand[1] >> (8 * s)) & kSmallBits] << 3 |
                             row[(p.hand[2] >> (8 * s)) & kSmallBits] << 6)
               << (9 * s);
    }
    return out;
}

// A trick of the four cards `trick` won by `best`: when a small card won it over another card
// of its suit, the search told those two apart.
[[gnu::always_inline]] inline void Solver::noteTrickWinner(int best, const std::uint8_t* trick) const
{
    if (!smallCards_ || (best & 7) > 2) return;
    const int s = best >> 3;
    const int same = ((trick[0] >> 3) == s) + ((trick[1] >> 3) == s) + ((trick[2] >> 3) == s) + ((trick[3] >> 3) == s);
    if (same >= 2) smallDep_ |= std::uint8_t(1u << s);
}

// The key of the small cards' table: per suit, who holds each live card above the small ones
// (by relative rank among them) and how many small cards each hand holds; the leader; who has
// won a trick.
inline std::uint64_t Solver::smallKey(const Pos& p) const
{
    using namespace solverbits;
    using smallcards::kSmallBits;
    std::uint64_t key = baseKey_[p.leader][p.wonMask] ^ 0x5a5a5a5a5a5a5a5aull;
    for (int s = 0; s < 4; ++s) {
        const unsigned m = (p.live >> (8 * s)) & 0xff;
        if (!m) continue;
        const auto& row = kCompress.v[m & ~kSmallBits];
        const unsigned h0 = (p.hand[0] >> (8 * s)) & 0xff, h1 = (p.hand[1] >> (8 * s)) & 0xff,
                       h2 = (p.hand[2] >> (8 * s)) & 0xff;
        const std::uint64_t code =
            std::uint64_t(row[h0]) | std::uint64_t(row[h1]) << 8 | std::uint64_t(row[h2]) << 16 |
            std::uint64_t(pop8(h0 & kSmallBits)) << 32 | std::uint64_t(pop8(h1 & kSmallBits)) << 34 |
            std::uint64_t(pop8(h2 & kSmallBits)) << 36 | std::uint64_t(pop8(m & kSmallBits)) << 38;
        key += mix64(shapeKey_[s][m] | code);
    }
    return key;
}

}  // namespace belote
