// The exact solver's speed on random deals: whole deals solved from the first lead, per
// contract type (a trump suit, Sans Atout, Tout Atout), for `rebelote-cli bench`.
#pragma once

#include <array>
#include <cstdint>

namespace belote {

// The contract types' names, in the order of SolverBenchFigures::strains (bit k of
// benchSolver()'s `contracts` is kSolverContractNames[k]).
inline constexpr std::array<const char*, 3> kSolverContractNames{"trump", "NT", "AT"};

struct SolverStrainFigures {
    const char* name = "";  // "trump", "NT", "AT"
    int deals = 0;
    double meanMs = 0;  // one solve() of a whole deal from the first lead
    double medianMs = 0;
    double p99Ms = 0;
    double maxMs = 0;
    double meanNodes = 0;        // nodes per solve()
    double scoreCardsMs = 0;     // mean time of scoreCards() (every legal first card valued)
    double scoreCardsRatio = 0;  // scoreCardsMs / meanMs
};

struct SolverBenchFigures {
    std::array<SolverStrainFigures, 3> strains;  // trump suit (random one), NoTrump, AllTrump
};

// Solves `deals` random deals per contract type (random hands of 8 cards, random leader,
// mustUndertrump on, Tout Atout with the table's points), each with a fresh table
// generation, then values every legal first card of the same deal; one core.
// `withScoreCards` false skips the scoreCards() pass (its figures stay 0). `contracts` picks
// the contract types by bit (1 trump, 2 NoTrump, 4 AllTrump); one left out keeps 0 deals.
// Each type's deals are the same whichever others are solved.
SolverBenchFigures benchSolver(int deals, std::uint64_t seed, bool withScoreCards = true, unsigned contracts = 7);

}  // namespace belote
