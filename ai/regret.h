// What a level's card play costs against a player that sees every hand, decision by
// decision: at positions taken from deal records, the level chooses a card, the solver
// values every legal card with the true hands (in marks of the deal, as the Monte Carlo
// player counts them), and the regret is the best card's marks minus the chosen card's.
//
// This measures a change to the card play (sampling, inference) on the very same positions,
// with far less noise than a match: a match adds the luck of the deals and of the calls.
#pragma once

#include "ai/player.h"
#include "engine/deal.h"

#include <QByteArray>
#include <QString>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace belote {

// The card decisions with a choice in a finished deal's record: the deal replayed up to
// each (the seat to play has more than one legal card; a declaration still to make is made
// as the record made it). Returns an error instead when the record is bad.
std::vector<Deal> cardPositions(const QByteArray& recordJson, QString* error);

class MonteCarloPlayer;

// A level's player as the regret figures and a replay's analysis ask it: the Monte Carlo
// levels without their time limits, so that its choice at a position depends on the seed
// alone, on any machine. nullptr (and *error set to one line) for an unknown level.
std::unique_ptr<Player> untimedLevelPlayer(const std::string& level, std::uint64_t seed, std::string* error = nullptr);

// Values cards seeing every hand: the exact solver, the deal's marks for the side of the
// seat to play after each legal card (as the Monte Carlo player counts them: made or down,
// capot, coinche, belote, declarations). The judge of regret and of a replay's analysis.
class Analyst {
public:
    explicit Analyst(std::uint64_t seed = 1);
    ~Analyst();
    // Each legal card's marks, indexed by card (0 for the others).
    std::array<double, 32> cardMarks(const Deal& position);
    // The card a player who sees every hand plays: the first legal one of the most marks
    // (the choice of the level "cheat").
    Card bestCard(const Deal& position);
    // From any thread: the valuation under way returns at once, and so do all that follow;
    // their values mean nothing. For stopping an analysis (the solver sees the flag every
    // few thousand positions).
    void cancel();

private:
    std::unique_ptr<MonteCarloPlayer> judge_;
};

// A card played in a record, against the best ones with every hand seen.
struct CardLoss {
    int index = 0;  // in the record's play, 0-based
    Seat seat = Seat::South;
    Card played = kNoCard;
    CardSet best;     // the legal cards worth the most marks
    int legal = 0;    // how many cards were legal
    double lost = 0;  // marks of the best cards minus the card played's (0 when it is one of them)
};

struct RecordAnalysis {
    std::vector<CardLoss> cards;  // every card decision with a choice
    Deal deal;                    // as the record leaves it
    // The deal played from its first card by four players who see every hand (each card
    // Analyst::bestCard(), the declarations as the record makes them); none without a play.
    std::optional<Deal> seeingAll;
};

// A record analysed; an error instead when the record is bad.
RecordAnalysis analyseRecord(const QByteArray& recordJson, Analyst& analyst, QString* error);

struct RegretFigures {
    std::string level;
    std::vector<double> regrets;  // marks lost at each position, in the positions' order
};

// Each level's regret at each position. The Monte Carlo levels decide without a time limit
// (their worlds only), so the figures depend on the seed alone.
std::vector<RegretFigures> measureRegret(const std::vector<Deal>& positions, const std::vector<std::string>& levels,
                                         std::uint64_t seed);

}  // namespace belote
