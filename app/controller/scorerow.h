// One line of the score sheet: a deal's result as the sheet keeps it, with the marks the game
// added and the running totals. Apart from the sheet's model (scoresheetmodel.h, a
// QAbstractTableModel) so that what rebuilds a game from its moves (dealmoves.h), and the
// history that uses it, need no Qt model. The engine only.
#pragma once

#include "engine/deal.h"

#include <array>
#include <optional>

namespace rebelote {

struct ScoreRow {
    int number = 0;
    belote::Seat dealer = belote::Seat::South;
    bool classic = true;
    belote::DealResult result;
    std::array<int, 2> added{};            // marks the game added (held litige points included)
    std::array<int, 2> totals{};           // running totals after the deal
    std::optional<belote::Card> retourne;  // classic: the card turned up, that the taker picked up
};

}  // namespace rebelote
