#include "ai/gamestake.h"

#include <algorithm>

namespace belote {

int GameStake::bonus(const Rules& rules)
{
    switch (rules.scoring) {
    case Scoring::FfbCoinche: return 316;
    case Scoring::Montpellier: return 276;
    case Scoring::Classic: break;
    }
    return rules.annonces ? 134 : 108;
}

GameStake::GameStake(const Rules& rules, std::array<int, 2> scores, int target, Team me)
    : scores_(scores), target_(rules.deals > 0 ? 0 : std::max(0, target)), me_(int(me)), bonus_(bonus(rules))
{
}

double GameStake::marks(std::array<int, 2> gain) const
{
    const int mine = gain[me_], theirs = gain[me_ ^ 1];
    if (!active()) return mine - theirs;
    const int a = scores_[me_] + mine, b = scores_[me_ ^ 1] + theirs;
    if (a < target_ && b < target_) return mine - theirs;
    // Both past the target and level: one more deal is played, a mark is a mark.
    if (a == b) return mine - theirs;
    // The game ends: the winner's marks up to the target and the game; the loser's marks
    // count for nothing.
    return a > b ? target_ - scores_[me_] + bonus_ : -(target_ - scores_[me_ ^ 1]) - bonus_;
}

}  // namespace belote
