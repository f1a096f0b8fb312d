// The Monte Carlo player's settings, and what its call decision compares: what the player
// (ai/montecarlo.h) and its call evaluation (ai/callevaluation.h) share, in a header of its
// own so that neither has to include the other.
#pragma once

#include "engine/deal.h"

#include <string>

namespace belote {

// The margin, in marks of the deal, by which the sampled worlds must find a call outside
// the bidding system better than the system's calls (docs/ai.md, "Bidding by the system").
inline constexpr double kLeaveSystemMarks = 40;
// The margin, in marks of the deal, by which the search must find a card outside those the
// card-play system plays (ai/cardplay.h: systemCards) better than the best of them, when the
// system says which cards to play (docs/ai.md, "Card play by the system").
inline constexpr double kLeaveCardSystemMarks = 5;

// Whether the card play is read (MonteCarloConfig::readCards): never, in the classic deals
// alone, or in every deal.
enum class CardReading { Never, Classic, Always };

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
    // Which deals' worlds of the card play are weighted by what the cards played said by the
    // system (ai/worlds.h, Inference; the agreement from GameContext::cardSignals). Classic
    // alone by default: in coinche, normal reading them was 3.6 marks a deal below itself not
    // reading, -3.55 [-8.06, +0.97] over 2,600 duplicate pairs; in classic -0.63
    // [-2.98, +1.72] over 2,000, nothing sure (docs/ai.md, "eighth session"). Every level
    // makes the calls, and answers them, in every deal either way (leaveCardSystemMarks).
    CardReading readCards = CardReading::Classic;
    bool readsCards(const Rules& rules) const
    {
        return readCards == CardReading::Always || (readCards == CardReading::Classic && rules.isClassic());
    }
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

// The value of a coinche barred below MonteCarloConfig::coincheFloor: never chosen.
inline constexpr double kBarredCallMarks = -1e6;
// One call as a call decision weighed it (MonteCarloPlayer::callValues).
struct CallValue {
    Call call;
    double marks = 0;  // the mean as compared (margin taken off); kBarredCallMarks or less: barred
    double margin = 0;
    int worlds = 0;      // it was valued on (fewer for a call dropped as settled below)
    bool system = true;  // among the calls the bidding system allows the hand (coinche)
    double spread = 0;   // the standard deviation of its marks over those worlds
};

}  // namespace belote
