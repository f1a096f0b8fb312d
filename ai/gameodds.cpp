#include "ai/gameodds.h"

#include <algorithm>
#include <cmath>

namespace belote {

namespace {

double normalCdf(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }
double normalPdf(double x) { return std::exp(-0.5 * x * x) / std::sqrt(2.0 * 3.14159265358979323846); }

}  // namespace

GameOdds::Spread GameOdds::spreadOf(const Rules& rules)
{
    switch (rules.scoring) {
    case Scoring::FfbCoinche:
        return {169, 316};
    case Scoring::Montpellier:
        return {152, 276};
    case Scoring::Classic:
        break;
    }
    return rules.annonces ? Spread{87, 134} : Spread{77, 108};
}

GameOdds::GameOdds(const Rules& rules, std::array<int, 2> scores, int target, Team me)
    : scores_(scores), target_(rules.deals > 0 ? 0 : std::max(0, target)), me_(int(me)), spread_(spreadOf(rules))
{
    if (!active()) return;
    // d win / d lead at the scores as they stand, and at the start of the game.
    auto slopeAt = [&](double lead, double sum) {
        const double deals = std::max(0.5, (target_ - sum / 2) / spread_.mean);
        const double scale = spread_.sd * std::sqrt(deals);
        return normalPdf(lead / scale) / scale;
    };
    const double now = slopeAt(scores_[me_] - scores_[me_ ^ 1], scores_[0] + scores_[1]);
    slope_ = std::max(now, 0.25 * slopeAt(0, 0));
}

double GameOdds::win(double mine, double theirs) const
{
    if (mine >= target_ || theirs >= target_) return mine > theirs ? 1.0 : mine < theirs ? 0.0 : 0.5;
    const double deals = std::max(0.5, (target_ - (mine + theirs) / 2) / spread_.mean);
    return normalCdf((mine - theirs) / (spread_.sd * std::sqrt(deals)));
}

double GameOdds::winAfter(std::array<int, 2> gain) const
{
    return win(scores_[me_] + gain[me_], scores_[me_ ^ 1] + gain[me_ ^ 1]);
}

double GameOdds::marks(std::array<int, 2> gain) const
{
    if (!active()) return gain[me_] - gain[me_ ^ 1];
    return (winAfter(gain) - winAfter({0, 0})) / slope_;
}

}  // namespace belote
