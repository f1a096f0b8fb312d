// What a level's card play costs against a player that sees every hand, decision by
// decision: at positions taken from deal records, the level chooses a card, the solver
// values every legal card with the true hands (in marks of the deal, as the Monte Carlo
// player counts them), and the regret is the best card's marks minus the chosen card's.
//
// This measures a change to the card play (sampling, inference) on the very same positions,
// with far less noise than a match: a match adds the luck of the deals and of the calls.
#pragma once

#include "engine/deal.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <string>
#include <vector>

namespace belote {

// The card decisions with a choice in a finished deal's record: the deal replayed up to
// each (the seat to play has more than one legal card; a declaration still to make is made
// as the record made it). Returns an error instead when the record is bad.
std::vector<Deal> cardPositions(const QByteArray& recordJson, QString* error);

struct RegretFigures {
    std::string level;
    std::vector<double> regrets;  // marks lost at each position, in the positions' order
};

// Each level's regret at each position. The Monte Carlo levels decide without a time limit
// (their worlds only), so the figures depend on the seed alone.
std::vector<RegretFigures> measureRegret(const std::vector<Deal>& positions, const std::vector<std::string>& levels,
                                         std::uint64_t seed);

}  // namespace belote
