// Play on: a deal of the history taken up from one of its moves against the computer
// players, the person at the seat chosen (the Replay window's Play on). One builder for the
// window and the tests.
// Qt Core only.
#pragma once

#include "app/controller/dealmoves.h"
#include "app/controller/gamesetup.h"

#include <QJsonObject>
#include <QString>

namespace rebelote {

struct PlayOn {
    GameSetup setup;    // the game: the deal's rules, the deal (turned) as its first deal
    ResumePoint point;  // the deal as dealt and the moves to replay
    // The parent deal's moves kept, counted as its record counts them (calls, then cards):
    // where the new deal branches from it in the history.
    int kept = 0;
};

// The deal of `record` (DEAL-FORMAT.md) played on after its first `moves` moves (DealMoves'
// count), turned so that `seat` sits at South (the person always does), with `setup`'s
// players, names and seed. False when the record cannot be walked again, with its one-line
// reason in *why, or when `moves` is not a place in the deal where someone is to move, with
// *why left empty (the caller says "the deal is over at this point" in the person's words).
bool playOnFrom(const QJsonObject& record, int moves, belote::Seat seat, GameSetup setup, PlayOn* out, QString* why);

}  // namespace rebelote
