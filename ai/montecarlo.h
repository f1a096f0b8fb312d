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

// The margin, in marks of the deal, by which the sampled worlds must find a call outside
// the bidding system better than the system's calls (docs/ai.md, "Bidding by the system").
inline constexpr double kLeaveSystemMarks = 40;
// The margin, in marks of the deal, by which the search must find a card outside those the
// card-play system plays (ai/cardplay.h: systemCards) better than the best of them, when the
// system says which cards to play (docs/ai.md, "Card play by the system").
inline constexpr double kLeaveCardSystemMarks = 5;

struct MonteCarloConfig {
    std::string name = "normal";
    int worlds = 100;              // most worlds solved per card decision
    int minWorlds = 24;            // before any early stop
    int callWorlds = 48;           // worlds per call decision
    double cardBudgetMs = 400;     // time budget of a card decision
    double leadBudgetMs = 480;     // of the first lead (each world a whole deal to solve)
    double callBudgetMs = 900;     // time budget of a call decision
    int declareWorlds = 24;        // worlds for what to declare (before the first card, so the
    double declareBudgetMs = 150;  // seat's first card waits for both)
    int threads = 2;
    bool inference = true;  // weight the worlds by the calls and declarations (off: uniform)
    int candidates = 8;     // worlds drawn per world kept, for the inference's resampling
    // More candidates, a batch of `candidates` a world at a time, while their effective number
    // (weighted) is below effectiveShare of the worlds kept, up to maxCandidates a world
    // (1: never more than one batch). See drawWorlds.
    double effectiveShare = 0.5;
    int maxCandidates = 64;
    // The same in classic, whose calls promise nothing hard (the take/pass model is soft, each
    // call's factor never below kFloor) and whose candidates cost more to weigh (each call is
    // averaged over the ways to choose its five cards): at 64, normal's classic calls took
    // 67-68 ms at the 95th percentile over 16 deals, against 60-61 ms for 1078827; at 16,
    // 49-55 ms (rebelote-cli bench --decision-deals 16, three and two runs).
    int maxCandidatesClassic = 16;
    double takeMargin = 0;  // marks a take or bid must be worth above passing
    // The auction answers a call: a bid is valued as coinched in this share of the worlds
    // where it goes down (the opponents hold the cards that beat it and may see it), and a
    // coinche as surcoinched in this share of the worlds where the contract makes (the
    // takers know their own hands). Without them each side values its call as if nobody
    // could answer it, and both sides' double-dummy confidence makes coinche wars.
    double bidRisk = 0.5;
    double coincheAnswer = 0.5;
    // The chance that a coinche (the contract goes down) or a surcoinche (it is made) comes
    // true, from the share p of the sampled worlds in which it does: calibrateBase +
    // calibrateSlope x p. Each side's worlds are solved seeing every hand, its own side's
    // play included, so they are overconfident for the side that calls: over 300 self-played
    // coinche deals (seed 21), 113 coinches predicted 75% down and 61% went down, 82
    // surcoinches predicted 67% made and 51% were made, and the outcomes followed p with a
    // slope of about 0.3 (docs/ai.md, "Coinche by expected score"). Slope 1, base 0: as is.
    double calibrateBase = 0.40;
    double calibrateSlope = 0.30;
    // When the deal may end the game (some world's outcome does, see ai/gamestake.h), the
    // coinche is valued on what it does to the game, and the chance that the contract goes
    // down is base + slope x p, fitted on every contract at the first defender's turn rather
    // than on the coinched ones: near the end a defender weighs a coinche on any contract
    // (one the takers would make past the target anyway costs nothing), and the line above
    // says 40% down where the worlds see nothing. Over 878 self-played FFB deals (seeds 21
    // and 41) contracts the better defender's worlds gave 0-20% down went down 8% of the
    // time, 40-60% 31%, 80% and more 58%: 0.02 + 0.62 p; over 199 Montpellier deals (seed
    // 22), 9%, 50% and 71%: 0.00 + 0.85 p (docs/ai.md, "The game score in the coinche").
    struct Line {
        double base;
        double slope;
    };
    Line atStakeFfb{0.02, 0.62};
    Line atStakeMontpellier{0.00, 0.85};
    // A coinche tells the partner that the contract goes down: it is never called on a
    // calibrated chance below this, even when the game makes it cheap (a contract the takers
    // would make past the target costs nothing more coinched). Without it, in 300 self-played
    // FFB deals (seed 21), 22 of the 85 contracts bid with a side at 1400 or more were
    // coinched, 6 of them went down.
    double coincheFloor = 0.5;
    // Marks a surcoinche must be worth above passing. Of the 82 surcoinches above, the 59
    // the worlds predicted made were made 35 times (59%), the 23 predicted down 7 times:
    // about even on average for four times the swing. With 100 marks, 23 of 300 contracts
    // were still surcoinched, 12 of them made, nearly all bid at 130 or more (the swing is
    // larger there); 200 leaves a surcoinche to a high contract the worlds all but promise.
    double surcoincheMarks = 200;
    // Coinche: marks a call outside those the bidding system allows the hand (ai/bidding.h:
    // its own call and the neighbours whose promises the hand keeps) must be worth above the
    // best of them to be chosen (0: the system is not asked). See kLeaveSystemMarks.
    double leaveSystemMarks = kLeaveSystemMarks;
    // Card play: marks a card outside those the card-play system plays with the hand must be
    // worth above the best of them to be chosen (0: the system is not asked). See
    // kLeaveCardSystemMarks.
    double leaveCardSystemMarks = kLeaveCardSystemMarks;
    // Whether the worlds of the card play are weighted by what the cards played said by the
    // system (ai/worlds.h, Inference; the agreement from GameContext::cardSignals).
    bool readCards = true;
    // The policy reading (ai/worlds.h, PolicyReading): in the card play, policyWorlds x the
    // worlds wanted are drawn by the inference and the worlds kept in proportion to how
    // likely a sound player (the heuristic level) was to play the cards seen in each
    // (1: no policy reading).
    int policyWorlds = 1;
    bool cheat = false;  // sees every hand in the card play (a yardstick, not a level)

    // Every budget above made endless: each decision then depends on the seed alone, on any
    // machine (tests, analysis).
    void removeTimeLimits();
};

// The levels of the game: "easy", "normal", "strong"; and "cheat", which plays the cards
// seeing every hand (its calls are normal's), to measure how far the others are from it;
// "normal-uniform", normal without the inference (every consistent world equally likely),
// to measure what the inference earns; "normal-noread", normal that makes the card-play
// calls but does not read the cards played (the calls' inference kept), to measure what the
// reading earns; "normal-policy", normal with the policy reading (PolicyReading), to
// measure it.
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
    static constexpr double kBarred = -1e6;
    struct CallValue {
        Call call;
        double marks = 0;  // the mean as compared (margin taken off); kBarred or less: barred
        double margin = 0;
        int worlds = 0;      // it was valued on (fewer for a call dropped as settled below)
        bool system = true;  // among the calls the bidding system allows the hand (coinche)
        double spread = 0;   // the standard deviation of its marks over those worlds
    };
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
