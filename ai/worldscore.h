// From a solver value to the deal's score: what a sampled world adds to the facts a seat
// knows (the cards won, belote, the declarations that count), and how the solver's value of
// the cards still to play becomes each side's marks under the rules in force. The Monte
// Carlo player values every choice so (ai/montecarlo.h, ai/callevaluation.h).
#pragma once

#include "ai/solver.h"
#include "engine/deal.h"
#include "engine/scoring.h"

#include <array>

namespace belote {

using Hands = std::array<CardSet, 4>;

// What a world adds to the deal's known facts, and how a solver value becomes marks.
struct WorldScore {
    const Rules* rules = nullptr;
    Contract contract;
    std::array<int, 2> pointsWon{};  // card points already won by each team
    std::array<int, 2> tricksWon{};
    int live = 0;  // points still to be credited: live cards + last trick
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
    std::array<int, 2> scores(int v) const;
};

// The facts of a deal in play as `seat` may know them, completed by a world (hands now);
// `mine`, when given, is what the seat declares (its declaration still to make).
WorldScore scoreInPlay(const Deal& deal, Seat seat, const Hands& world, const DeclarationSet* mine = nullptr);

// The facts of a deal about to be played from its start with full hands `world`.
WorldScore scoreFromStart(const Rules& rules, const Contract& contract, const Hands& world);

// The solver's position of a deal about to be played from its first lead.
SolverPosition startPosition(const Hands& hands, Seat leader);

}  // namespace belote
