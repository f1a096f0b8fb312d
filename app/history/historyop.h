// One write of the recorder, as the history's writer thread runs it (historywriter.h) and
// as the recovery file keeps it (historyrecovery.h): plain values drawn from the game on the
// game's thread, so that the write can wait, be retried or outlive the run.
//
// A write names its game by id when the game's row exists (a resumed game), or by the key of
// the BeginGame write that makes it (its id is known only once that write ran): the ops run
// in order, so the id is always known by the time a later op needs it.
#pragma once

#include "app/history/historystore.h"

#include <QJsonObject>
#include <QString>

#include <memory>
#include <optional>

namespace rebelote {

struct HistoryTask;

struct HistoryOp {
    enum class Kind {
        BeginGame,    // game: its row (NewGameRow); the game playing before, if any, abandoned
        BeginDeal,    // dealNumber dealt: record as dealt, parent and branch move
        Move,         // one move of deal dealNumber: moveKind, seat, value
        SaveDeal,     // deal dealNumber finished: record, scores, winner when it ended the game
        FinishGame,   // scores, winner
        AbandonGame,  // the game left unfinished
        TakeBack,     // deal dealNumber set back to its first movesKept moves (a practice game)
        Par,          // the par of saved deal dealNumber: record (app/controller/parrecord.h)
        Task,         // a write of the History window (HistoryWriter::enqueueTask()): never in the recovery file
    };
    Kind kind = Kind::Move;
    qint64 gameId = 0;  // the game's id, when known
    int gameKey = 0;    // else the key of the BeginGame op that makes it
    NewGameRow game;    // BeginGame
    int dealNumber = 0;
    QJsonObject record;                  // BeginDeal: as dealt; SaveDeal: the finished deal; Par: the par
    std::optional<qint64> parentDealId;  // BeginDeal
    int branchMove = 0;                  // BeginDeal
    QString moveKind;                    // Move: as MoveRow::kind
    belote::Seat seat = belote::Seat::South;
    QString value;
    int movesKept = 0;                   // TakeBack
    std::array<int, 2> scores{};         // SaveDeal, FinishGame
    std::optional<belote::Team> winner;  // SaveDeal: set when the deal ended the game
    std::shared_ptr<HistoryTask> task;   // Task
    // A write kept in the recovery file by an earlier run (HistoryWriter::enqueueKept()):
    // made with the other kept writes in one transaction, ahead of every other write. Not
    // in toJson(): a write kept again at close is kept as it is.
    bool kept = false;

    bool isMove() const { return kind == Kind::Move; }
    // One line of the recovery file.
    QJsonObject toJson() const;
    // False with a reason when `o` is not what toJson() writes.
    static bool fromJson(const QJsonObject& o, HistoryOp* op, QString* error);
};

// What running an op gave: the id it made (the game's for BeginGame, the deal's for
// SaveDeal), or the store's error.
struct HistoryOpResult {
    bool ok = false;
    std::optional<qint64> id;
    QString error;
};

// Runs `op` on `store`, its game being `gameId` (resolved by the caller).
HistoryOpResult runHistoryOp(HistoryStore& store, const HistoryOp& op, qint64 gameId);

// Whether a failed write may succeed when tried again as it is: the file locked by another
// program, the disk full, an input/output error (not a refusal, a constraint, a bad record).
bool isRetryableHistoryError(const QString& storeError);

// What a failed write says about its cause, for the player: "the file is locked by another
// program", "the disk is full", … (the store's error, classified by SQLite's own words).
QString historyFailureReason(const QString& storeError);

}  // namespace rebelote
