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

Analyst::Analyst(std::uint64_t seed)
{
    MonteCarloConfig seeing = monteCarloLevel("cheat");
    seeing.removeTimeLimits();
    judge_ = std::make_unique<MonteCarloPlayer>(seeing, seed);
}

Analyst::~Analyst() = default;

void Analyst::cancel() { judge_->cancel(); }

std::array<double, 32> Analyst::cardMarks(const Deal& position)
{
    return judge_->cardValues(position, position.toAct(), position.legalCards(), 1);
}

Card Analyst::bestCard(const Deal& position)
{
    const std::array<double, 32> marks = cardMarks(position);
    const CardSet legal = position.legalCards();
    Card best = legal.first();
    for (Card c : legal)
        if (marks[c] > marks[best] + 1e-9) best = c;
    return best;
}

RecordAnalysis analyseRecord(const QByteArray& recordJson, Analyst& analyst, QString* error)
{
    RecordAnalysis out;
    std::optional<Deal> start;
    const Checked<DealRecord> rec = readRecord(recordJson, [&](const Deal& deal, int index, Card card) {
        if (index == 0) start = deal;
        const CardSet legal = deal.legalCards();
        if (legal.size() < 2) return;
        const std::array<double, 32> marks = analyst.cardMarks(deal);
        double top = -1e18;
        for (Card c : legal) top = std::max(top, marks[c]);
        CardLoss loss;
        loss.index = index;
        loss.seat = deal.toAct();
        loss.played = card;
        loss.legal = legal.size();
        for (Card c : legal)
            if (marks[c] >= top - 1e-9) loss.best.insert(c);
        loss.lost = top - marks[card];
        out.cards.push_back(loss);
    });
    if (!rec) {
        *error = rec.error;
        return {};
    }
    out.deal = rec.value->deal;
    if (start) {
        Deal d = *start;
        while (d.phase() == Phase::Play) {
            if (d.declarationPending()) d.declare(out.deal.declared(d.toAct()));
            d.playCard(analyst.bestCard(d));
        }
        out.seeingAll = d;
    }
    return out;
}

std::unique_ptr<Player> untimedLevelPlayer(const std::string& level, std::uint64_t seed, std::string* error)
{
    std::unique_ptr<Player> p = makeLevelPlayer(level, seed, error);
    if (auto* mc = dynamic_cast<MonteCarloPlayer*>(p.get())) mc->removeTimeLimits();
    return p;
}

namespace {

// A level's player without time limits; an unknown level throws.
std::unique_ptr<Player> untimedPlayer(const std::string& level, std::uint64_t seed)
{
    std::string error;
    std::unique_ptr<Player> p = untimedLevelPlayer(level, seed, &error);
    if (!p) throw std::invalid_argument(error);
    return p;
}

}  // namespace

std::vector<RegretFigures> measureRegret(const std::vector<Deal>& positions, const std::vector<std::string>& levels,
                                         std::uint64_t seed)
{
    Analyst judge(seed);
    std::vector<std::array<double, 32>> values;
    values.reserve(positions.size());
    for (const Deal& d : positions) values.push_back(judge.cardMarks(d));

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
