// The recorder: saves a GameController's game into a HistoryStore as it is played, so that a
// game killed at any moment can be taken up again where it stood.
//
//   gameStarted       a game row (the game playing before it, if any, marked abandoned)
//   dealStarted       the deal as dealt (the moves are replayed on it)
//   callMade, coincheDeclined, declarationsMade, cardPlayed, beloteAnnounced
//                     ONE move row each, in its own transaction, before the game goes on:
//                     what a kill can lose is only the choice being made
//   dealRecorded      the deal's row (the whole record and its columns), the game's score,
//                     the game finished when this deal ended it, and the deal's moves
//                     dropped: one transaction, so that a deal is either in progress or saved
//   gameOver          the game finished (already done with its last deal; kept for safety)
//
// Attach it before the controller's first newGame() or resume(): a game started before is
// not recorded. A write that fails is warned about (writeFailed(), once until one succeeds)
// and the game goes on: the history never stops a game.
#pragma once

#include "app/controller/gamecontroller.h"
#include "app/history/historystore.h"

#include <QObject>
#include <optional>

namespace rebelote {

class HistoryRecorder : public QObject {
    Q_OBJECT

public:
    HistoryRecorder(HistoryStore* store, GameController* controller, QObject* parent = nullptr);

    // The game being recorded (none before the first game).
    std::optional<qint64> gameId() const { return gameId_; }
    // The id of the last deal saved.
    std::optional<qint64> lastDealId() const { return lastDealId_; }

    // Call right before controller->newGame(setup) where setup.firstDeal is a deal played on
    // from the replay of deal `parentDealId`, after `branchMove` of its moves (calls then
    // cards, as in its record): that first deal is saved linked to it.
    void branchFrom(qint64 parentDealId, int branchMove);

    // Takes the saved game up again: GameController::resume() with the game's setup (or
    // `setup`, e.g. with outside players' makePlayer) and the saved moves, then records on
    // from there in the same game row. False with a one-line reason when the saved game
    // cannot be replayed (the controller as it was; the window may abandonGame() it).
    bool resume(const SavedGame& saved, QString* error = nullptr);
    // Plays a deal on from move `point.moves.size()` of the replay of deal `parentDealId`
    // (`branchMove` of its calls and cards kept): a new game whose first deal is
    // `setup.firstDeal`, taken up by GameController::resume(setup, point), saved as a game of
    // its own with the moves already made, its deal linked to the parent. The game that was
    // playing, if any, is marked abandoned. False with a one-line reason, and nothing
    // written or changed, when the moves cannot be replayed.
    bool playOn(qint64 parentDealId, int branchMove, const GameSetup& setup, const ResumePoint& point,
                QString* error = nullptr);
    bool resume(const SavedGame& saved, const GameSetup& setup, QString* error = nullptr);

signals:
    void dealSaved(qint64 dealId);
    // A write failed: the message for a warning (the game goes on).
    void writeFailed(const QString& message);

private:
    void onGameStarted();
    void onGameResumed();
    void onDealStarted();
    void move(const QString& kind, belote::Seat seat, const QString& value);
    void write(const DealMove& m);
    void startPlayOn();
    void onDealRecorded(const QJsonObject& record);
    void onGameOver(belote::Team winner);
    void check(bool ok);

    HistoryStore* store_;
    GameController* controller_;
    std::optional<qint64> gameId_;
    std::optional<qint64> lastDealId_;
    std::optional<std::pair<qint64, int>> pendingBranch_;  // for the next game's first deal
    std::optional<std::pair<qint64, int>> branch_;         // of this game's first deal
    bool failing_ = false;
    struct PlayOn {
        qint64 parentDealId;
        int branchMove;
        std::vector<DealMove> moves;
    };
    std::optional<PlayOn> playOn_;  // during playOn()'s resume
};

}  // namespace rebelote
