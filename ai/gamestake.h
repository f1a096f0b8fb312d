// The game score in the coinche: a deal's marks as the game makes them worth. Far from the
// target a mark is a mark; a deal that ends the game counts the winner's marks up to the
// target and one deal's spread more, the worth of the game itself, and the loser's marks not
// at all (docs/ai.md, "The game score in the coinche").
#pragma once

#include "engine/card.h"
#include "engine/rules.h"

#include <array>

namespace belote {

class GameStake {
public:
    // Scores by team (NS, EW) before the deal. A target of 0, or rules.deals set (a game of
    // a number of deals), leaves every mark worth the same: marks() is the plain difference.
    GameStake(const Rules& rules, std::array<int, 2> scores, int target, Team me);

    bool active() const { return target_ > 0; }
    // The deal's `gain` (marks by team, NS and EW) as marks for `me`: its gain minus the
    // other side's while neither side reaches the target (or both pass it level: one more
    // deal is played). Once the game ends, the winner's marks up to the target and bonus(),
    // for the winner, and nothing for the loser's marks: a coinche the takers would make
    // past the target anyway costs nothing more.
    double marks(std::array<int, 2> gain) const;
    // The worth of the game in marks: the spread of one deal's difference between the sides,
    // measured in self-play per scoring (normal at four seats: 884 FFB deals, 200
    // Montpellier, 600 of each classic preset).
    static int bonus(const Rules& rules);

private:
    std::array<int, 2> scores_;
    int target_;
    int me_;
    int bonus_;
};

}  // namespace belote
