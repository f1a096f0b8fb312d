#include "ai/regret.h"

#include "ai/levels.h"
#include "ai/montecarlo.h"
#include "engine/record.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

namespace belote {

std::vector<Deal> cardPositions(const QByteArray& recordJson, QString* error)
{
    std::vector<Deal> out;
    const Checked<DealRecord> rec = readRecord(recordJson, [&out](const Deal& deal, int, Card) {
        if (deal.legalCards().size() > 1) out.push_back(deal);
    });
    if (!rec) {
        *error = rec.error;
        return {};
    }
    return out;
}

namespace {

// A level's player; the Monte Carlo levels without their time limits.
std::unique_ptr<Player> untimedPlayer(const std::string& level, std::uint64_t seed)
{
    std::string error;
    std::unique_ptr<Player> p = makeLevelPlayer(level, seed, &error);
    if (!p) throw std::invalid_argument(error);
    if (auto* mc = dynamic_cast<MonteCarloPlayer*>(p.get())) mc->removeTimeLimits();
    return p;
}

}  // namespace

std::vector<RegretFigures> measureRegret(const std::vector<Deal>& positions, const std::vector<std::string>& levels,
                                         std::uint64_t seed)
{
    MonteCarloConfig seeing = monteCarloLevel("cheat");
    seeing.removeTimeLimits();
    MonteCarloPlayer judge(seeing, seed);
    std::vector<std::array<double, 32>> values;
    values.reserve(positions.size());
    for (const Deal& d : positions) values.push_back(judge.cardValues(d, d.toAct(), d.legalCards(), 1));

    std::vector<RegretFigures> out;
    for (const std::string& level : levels) {
        RegretFigures f;
        f.level = level;
        for (std::size_t i = 0; i < positions.size(); ++i) {
            const Deal& d = positions[i];
            // The same seed at each position for every level: the levels differ by their
            // choices, not by their luck in drawing worlds.
            const std::unique_ptr<Player> p = untimedPlayer(level, seed + i);
            const CardSet legal = d.legalCards();
            const Card chosen = p->chooseCard(d, d.toAct(), legal);
            double best = -1e18;
            for (Card c : legal) best = std::max(best, values[i][c]);
            f.regrets.push_back(best - values[i][chosen]);
        }
        out.push_back(std::move(f));
    }
    return out;
}

}  // namespace belote
