// One call decision of the Monte Carlo player (ai/montecarlo.h): each legal call valued over
// sampled worlds of full hands, from one exact solve per world and strain.
//
// The steps, each a method:
//  - the strains worth solving (the hand's best few, the standing contract's, and in the
//    coinche the bidding system's), and the options: passing, then each legal call whose
//    strain is solved, with what it must be worth above the others (its margin);
//  - solving the worlds (run), on the player's threads, until the best option is settled:
//    no other can be worth a mark more at 2.5 standard errors of the paired difference;
//  - filling each option's marks world by world, with the answer the auction may give it
//    (a bid coinched where it goes down, a coinche surcoinched where it makes);
//  - calibrating the standing contract's options (pass, coinche, surcoinche) on the chance
//    the worlds' confidence is worth at the table, and the game score when it is at stake;
//  - settling: options that can no longer be best stop being solved, a strain at a time.
//
// The worlds are drawn by the player (its generator, its inference), so that a seed gives
// the same decision whatever the shape of this code.
#pragma once

#include "ai/gamestake.h"
#include "ai/montecarloconfig.h"
#include "ai/player.h"
#include "ai/worldscore.h"

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace belote {

class Workers;

class CallEvaluation {
public:
    using CallValue = belote::CallValue;

    // What the worlds are solved with: the player's threads and their solvers, and its
    // cancel flag.
    struct Threads {
        Workers& workers;
        std::vector<std::unique_ptr<Solver>>& solvers;
        const std::atomic<bool>& cancelled;
    };

    CallEvaluation(const Deal& deal, Seat seat, const CallList& legal, const MonteCarloConfig& config,
                   const GameContext& game);

    // Classic: the cards still to come depend on who takes. The player draws `mine` as if
    // the seat took (it gets the retourne) and, when another seat's contract stands,
    // `theirs` as if that seat had taken (its taker has the retourne).
    bool wantsTheirWorlds() const { return rules_.isClassic() && current_ && current_->taker != seat_; }
    Seat standingTaker() const { return current_ ? current_->taker : seat_; }

    struct Result {
        Call best;
        double value = 0;  // its expected marks, less its margin
        int worlds = 0;    // counted
    };
    // Solves the worlds until the best call is settled, the budget is spent or the player is
    // cancelled, and chooses: the first of equal best (passing before calling).
    Result run(std::vector<Hands> mine, std::vector<Hands> theirs, const Threads& threads);

    // Every option as it was compared when run() chose (see MonteCarloPlayer::callValues).
    std::vector<CallValue> values() const;
    // The worlds of full hands it solved (as if the seat took, in classic); run() counted the
    // first Result::worlds of them.
    const std::vector<Hands>& worlds() const { return mine_; }

private:
    struct Option {
        Call call;
        std::optional<Contract> contract;  // none: the deal passed out
        bool standing = false;             // the contract already called (pass, coinche, surcoinche)
        int answer = 0;                    // the coinche level that may answer it (0: none)
        double share = 0;                  // in this share of the worlds where the answer hurts
        double margin = 0;
    };
    // A standing contract's option in one world, when it may be or is coinched: its marks if
    // the call's side wins the contract's bet and if it does not, plain and staked.
    struct Outcome {
        bool success = false;
        double success_ = 0;
        double failure = 0;
        double stakeSuccess = 0;
        double stakeFailure = 0;
    };

    void chooseStrains();
    void addOptions();
    double leaving(Call c) const;
    bool solved(Strain s) const;
    int column(const Option& op) const;  // of solved_: a strain, kStrains for `theirs`, -1 none
    bool solveWorld(int i, Solver& solver);

    void fill(int k);
    void fillWorld(std::size_t o, std::size_t i);
    double answered(const Option& op, const WorldScore& ws, int value, bool staked) const;
    Outcome outcome(const Option& op, const WorldScore& ws, int v, double m) const;

    void calibrate(int k);
    double chance(std::size_t o, int k, double base, double slope) const;
    double expected(std::size_t o, int i, double p, bool staked) const;

    std::size_t bestOf(int k, double* bestMean);
    bool settled(int k);
    void drop(unsigned columns, int k);

    const Deal& deal_;
    const Seat seat_;
    const CallList& legal_;
    const MonteCarloConfig& config_;
    const Rules& rules_;
    const Team me_;
    const Seat leader_;
    const std::optional<Contract> current_;
    const GameStake stake_;
    bool bySystem_ = false;
    CallList systemAllows_;
    std::vector<Strain> strains_;
    std::vector<Option> options_;

    std::vector<Hands> mine_, theirs_;
    // solved_[world][strain]: the solver's value from the first lead; [kStrains] for the
    // standing contract in `theirs` worlds.
    std::vector<std::array<int, kStrains + 1>> solved_;
    std::atomic<unsigned> active_{~0u};  // the columns still solved (read by the threads)

    std::vector<bool> out_;      // dropped with its column
    std::vector<int> valuedOn_;  // a dropped option: the worlds it had
    std::vector<bool> calibrated_;
    bool gameAtStake_ = false;  // some world's outcome ends the game
    std::vector<std::vector<Outcome>> outcomes_;
    std::vector<std::vector<double>> marks_;  // [option][world], filled as worlds are solved
    int filled_ = 0;
    int counted_ = 0;
};

}  // namespace belote
