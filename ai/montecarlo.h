// The Monte Carlo player: at each decision it deals the cards it cannot see in many ways that
// fit what its seat knows (ai/worlds.h; the cards played as hard facts), weighted by how
// likely the calls and the declarations heard are under each, solves every world exactly
// (ai/solver.h) and chooses by the expected deal score under the rules in force (made or
// down, capot, coinche, belote and declarations), not by raw card points.
//
// Card play: every legal card is valued in every world; sampling stops early once the best
// card leads every other by more than its noise (paired over the same worlds), or at the
// time budget. Calls: each candidate contract (take a strain, bid a value, coinche) is
// scored over worlds of full hands (in classic, with the three cards still to come) from
// one exact solve per world and strain. Declarations: the best combination, or a part of
// it or nothing where that scores more over the worlds (one solve per world).
//
// Deterministic for a seed: the worlds come from the player's generator and the stops are
// checked at fixed numbers of worlds, so only a decision that hits its time budget can
// differ from run to run. The search runs on `threads` threads and can be cancelled from
// another thread (the game's window does so when the player leaves the table).
#pragma once

#include "ai/cardtrust.h"
#include "ai/explanation.h"
#include "ai/montecarloconfig.h"
#include "ai/player.h"
#include "engine/random.h"

#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <vector>

namespace belote {

class Solver;
class Workers;

// The levels of the game: "easy", "normal", "strong"; and "cheat", which plays the cards
// seeing every hand (its calls are normal's), to measure how far the others are from it;
// "normal-uniform", normal without the inference (every consistent world equally likely),
// to measure what the inference earns; "normal-noread", normal that makes the card-play
// calls but does not read the cards played (the calls' inference kept), to measure what the
// reading earns; "normal-readall", normal that reads the cards played in coinche too, where
// normal reads them in classic alone (MonteCarloConfig::readCards); "normal-nosystem",
// normal that plays its cards by its search alone, no card by the card-play system (no
// call made, none answered), to measure what the system costs or earns it; "normal-policy",
// normal with the policy reading (PolicyReading), to measure it.
MonteCarloConfig monteCarloLevel(const std::string& level);

class MonteCarloPlayer final : public Player {
public:
    MonteCarloPlayer(MonteCarloConfig config, std::uint64_t seed);
    ~MonteCarloPlayer() override;

    const char* name() const override { return config_.name.c_str(); }
    // Keeps the game's scores and target, which the coinche and surcoinche count
    // (ai/gamestake.h).
    void startDeal(const Deal& deal, Seat seat, const GameContext& game) override;
    // Counts the promises each other seat's cards kept or broke (CardTrust), every card now seen.
    void dealOver(const Deal& deal, Seat seat) override;
    Call chooseCall(const Deal& deal, Seat seat, const CallList& legal) override;
    bool coincheOutOfTurn(const Deal& deal, Seat seat) override;
    DeclarationSet chooseDeclarations(const Deal& deal, Seat seat, const DeclarationChoices& choices) override;
    Card chooseCard(const Deal& deal, Seat seat, CardSet legal) override;

    // From any thread: the decision under way returns at once with its best choice so far
    // (or a legal one), and so do the next ones until resetCancel(). The solvers look at the
    // flag every few thousand nodes, so even one long world does not hold the answer up.
    void cancel() override { cancelled_.store(true); }
    void resetCancel() override { cancelled_.store(false); }
    // No time limit on the decisions that follow (see MonteCarloConfig::removeTimeLimits).
    void removeTimeLimits() { config_.removeTimeLimits(); }

    // What the last decision did, for benchmarks and tests.
    struct Stats {
        int worlds = 0;
        std::uint64_t nodes = 0;
        double ms = 0;
    };
    const Stats& lastStats() const { return stats_; }

    // Why the last decision (call, declarations, card) was made: the values it compared and
    // the worlds' beliefs, as it used them.
    Explanation explanation() const override { return explanation_; }

    // The expected deal score (marks for the seat's side minus the other's) of each legal
    // card over `worlds` worlds, as chooseCard computes it; for analysis and tests.
    std::array<double, 32> cardValues(const Deal& deal, Seat seat, CardSet legal, int worlds);

    // Coinche auction with a standing contract: the share of `worlds` worlds, drawn as the
    // seat draws them for a call, in which that contract goes down (each solved from the
    // first lead, both sides seeing every hand). What a coinche from this seat bets on; for
    // measuring how far the sampled worlds' confidence is from the outcomes at the table.
    double standingDownShare(const Deal& deal, Seat seat, int worlds);

    // What chooseCall weighs: each call valued, as the expected marks (for the seat's side
    // minus the other's) over the worlds it solved, less what the call must be worth above
    // the others (`margin`: a bid's take margin, leaving the bidding system, a surcoinche's
    // margin). Calls whose strain was not solved are left out; the first of equal best is
    // chosen. For `rebelote-cli bidding values` (why a level made a call) and tests.
    // The value of a coinche barred below MonteCarloConfig::coincheFloor: never chosen.
    static constexpr double kBarred = kBarredCallMarks;
    using CallValue = belote::CallValue;
    std::vector<CallValue> callValues(const Deal& deal, Seat seat);

private:
    std::vector<std::array<CardSet, 4>> drawWorlds(const Deal& deal, Seat seat, int n, bool ifTaken, Seat taker);
    struct PlayWorlds;  // the worlds of a decision in the card play, as the solver's positions
    PlayWorlds playWorlds(const Deal& deal, Seat seat, int n);
    Card searchCard(const Deal& deal, Seat seat, CardSet legal, int maxWorlds, double budgetMs,
                    std::array<double, 32>* means);
    double evalCalls(const Deal& deal, Seat seat, const CallList& legal, Call* best,
                     std::vector<CallValue>* valued = nullptr);
    // The explanation of a decision with one choice (or cancelled before it weighed any).
    template <class Fill>
    void explainOnly(Explanation::Kind kind, Seat seat, Fill&& fill);
    void explainCalls(const Deal& deal, Seat seat, const CallList& legal, Call best, int counted,
                      const std::vector<CallValue>& values, const std::vector<std::array<CardSet, 4>>& worlds);
    // What the decision just made did: `worlds` counted, the solvers' nodes, the time.
    void recordStats(int worlds, std::chrono::steady_clock::time_point start);

    MonteCarloConfig config_;
    Rng rng_;
    std::vector<std::unique_ptr<Solver>> solvers_;  // one per thread
    std::unique_ptr<Workers> workers_;              // the thread pool: config_.threads in all
    std::atomic<bool> cancelled_{false};
    Stats stats_;
    Explanation explanation_;
    CardTrust trust_;   // each other seat's promises kept, over the deals played (ai/cardtrust.h)
    GameContext game_;  // of the deal under way (startDeal); none told: every mark counts the same
};

}  // namespace belote
