// A deal as the list of its moves: the deal as it was dealt and every call, out-of-turn
// coinche let go, declaration and card in the order made, so that a replay can stand at any
// move (GameController::resume() with the first k of them) and play on from there.
//
// The moves are found by walking the deal again through the engine and asking it what it
// waits for at each step (Deal::pending()), so they are exactly what replayMoves() takes.
// Qt Core only.
#pragma once

#include "app/controller/gamecontroller.h"
#include "engine/deal.h"

#include <QJsonObject>
#include <QString>

#include <vector>

namespace rebelote {

struct DealMoves {
    belote::Deal dealt;             // before the first call
    std::vector<DealMove> moves;    // every move, in order
    // The moves of the auction (calls and coinches let go): the play's come after them.
    int callMoves = 0;
};

// The moves of a deal (finished or in progress) held by `deal`, which must have been dealt
// from a deck or from hands (every Deal is). False with a one-line reason when the deal
// cannot be walked again (it never happens for a deal the engine played).
bool movesOfDeal(const belote::Deal& deal, DealMoves* out, QString* error);
// The same from a DEAL-FORMAT.md record (checked by the engine first).
bool movesOfRecord(const QJsonObject& record, DealMoves* out, QString* error);

// The same deal with every seat turned so that `seat` sits at South (its partner at North),
// each move made by the same player: for playing a deal on from another seat than South,
// since the person always sits at South. Rules name no seat, so every move stays legal.
DealMoves turnedToSouth(const DealMoves& moves, belote::Seat seat);

}  // namespace rebelote
