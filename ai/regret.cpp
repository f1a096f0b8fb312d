#include "ai/regret.h"

#include "ai/levels.h"
#include "ai/montecarlo.h"
#include "engine/record.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <memory>
#include <stdexcept>

namespace belote {

std::vector<Deal> cardPositions(const QByteArray& recordJson, QString* error)
{
    std::vector<Deal> out;
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(recordJson, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = QStringLiteral("not a JSON object");
        return out;
    }
    if (Checked<DealRecord> whole = readRecord(doc.object()); !whole) {
        *error = whole.error;
        return out;
    }
    QJsonObject object = doc.object();
    const QJsonArray play = object.value(QStringLiteral("play")).toArray();
    object.remove(QStringLiteral("result"));
    for (int k = 0; k < play.size(); ++k) {
        QJsonObject upTo = object;
        QJsonArray first;
        for (int i = 0; i < k; ++i) first.append(play.at(i));
        upTo.insert(QStringLiteral("play"), first);
        Checked<DealRecord> rec = readRecord(upTo);
        if (!rec) {
            *error = rec.error;
            return {};
        }
        Deal& deal = rec.value->deal;
        if (deal.phase() != Phase::Play) continue;
        if (deal.declarationPending()) {
            // As the record declared: its listed set, or nothing.
            const std::optional<DeclarationSet>& listed = rec.value->unreachedDeclarations[int(deal.toAct())];
            const DeclarationChoices choices = deal.declarationChoices();
            const DeclarationSet* chosen = nullptr;
            // By their names ("cent:QH"), as the record gives them.
            auto names = [](const DeclarationSet& set) {
                std::vector<std::string> n;
                for (const Declaration& d : set) n.push_back(d.name());
                std::sort(n.begin(), n.end());
                return n;
            };
            for (const DeclarationSet& c : choices)
                if (listed ? names(c) == names(*listed) : c.empty()) chosen = &c;
            if (!chosen) {
                *error = QStringLiteral("play %1: the listed declarations are not a choice").arg(k + 1);
                return {};
            }
            deal.declare(*chosen);
        }
        if (deal.legalCards().size() > 1) out.push_back(deal);
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
