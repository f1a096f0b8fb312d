#include "ai/levels.h"

#include "ai/heuristicplayer.h"
#include "ai/montecarlo.h"
#include "ai/randomplayer.h"

namespace belote {

std::vector<std::string> levelNames()
{
    return {"random", "heuristic",      "heuristic-habits", "easy",           "normal",          "strong",
            "cheat",  "normal-uniform", "normal-noread",    "normal-readall", "normal-nosystem", "normal-policy"};
}

std::unique_ptr<Player> makeLevelPlayer(std::string_view level, std::uint64_t seed, std::string* error)
{
    if (level == "random") return std::make_unique<RandomPlayer>(seed);
    if (level == "heuristic") return std::make_unique<HeuristicPlayer>();
    if (level == "heuristic-habits") return std::make_unique<HeuristicPlayer>(false);
    if (level == "easy" || level == "normal" || level == "strong" || level == "cheat" || level == "normal-uniform" ||
        level == "normal-noread" || level == "normal-readall" || level == "normal-nosystem" || level == "normal-policy")
        return std::make_unique<MonteCarloPlayer>(monteCarloLevel(std::string(level)), seed);
    if (error) {
        std::string known;
        for (const std::string& n : levelNames()) known += (known.empty() ? "" : ", ") + n;
        *error = "unknown level \"" + std::string(level.substr(0, 40)) + "\" (known: " + known + ")";
    }
    return nullptr;
}

}  // namespace belote
