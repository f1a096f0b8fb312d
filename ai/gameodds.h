// The game score in the calls: a deal's marks valued by what they do to a side's chance of
// winning the game, and given back in marks of equal worth at the scores as they stand.
// Far from the target a mark is a mark; near it, the marks past the target are worth little
// and those that decide who reaches it first are worth much (docs/ai.md, "The game score
// in the calls").
#pragma once

#include "engine/card.h"
#include "engine/rules.h"

#include <array>

namespace belote {

class GameOdds {
public:
    // Scores by team (NS, EW) before the deal; target 0 (or rules.deals set: a game of a
    // number of deals) leaves every mark worth the same (marks() is the plain difference).
    GameOdds(const Rules& rules, std::array<int, 2> scores, int target, Team me);

    bool active() const { return target_ > 0; }
    // The chance that `me` wins the game once a deal has added `gain` (by team) to the scores.
    // A side at or past the target: the higher total wins (equal: even). Before: the lead
    // against its spread over the deals left, a random walk of kSpread marks a deal over
    // (target - mean score) / kMean deals (at least half a deal).
    double winAfter(std::array<int, 2> gain) const;
    // The deal's `gain` as marks for `me` (its minus the other side's): the change in the
    // chance of winning over what a mark of lead is worth now (never taken below a quarter
    // of its worth at the start of the game, so that a decided game does not blow up the
    // differences). Inactive: gain[me] - gain[other].
    double marks(std::array<int, 2> gain) const;

    // Per deal, measured in self-play (normal at four seats: 884 FFB deals, 200 Montpellier,
    // 600 of each classic preset): the mean marks a side scores, and the spread of the
    // difference between the sides.
    struct Spread {
        double mean;
        double sd;
    };
    static Spread spreadOf(const Rules& rules);

private:
    double win(double mine, double theirs) const;

    std::array<int, 2> scores_;
    int target_;
    int me_;
    Spread spread_;
    double slope_ = 1;  // the chance a mark of lead is worth now
};

}  // namespace belote
