// A trick gathered, as the table shows it: its four cards in the order played, its leader and
// winner, its points, and what each card said by the card-play system under the game's
// agreement (GameController::cardMeaningText(), empty for a card that said nothing). Apart
// from the controller (GameController::lastTrick()) so that what draws it (the last trick's
// widget) needs the engine and Qt Core only, not the controller and its computer players.
#pragma once

#include "engine/card.h"

#include <QString>

#include <array>

namespace rebelote {

struct GatheredTrick {
    std::array<belote::Card, 4> cards{};
    belote::Seat leader = belote::Seat::South;
    belote::Seat winner = belote::Seat::South;
    int points = 0;
    std::array<QString, 4> meanings;
};

}  // namespace rebelote
