// The recorder: saves a GameController's game into the history as it is played, so that a
// game killed at any moment can be taken up again where it stood.
//
//   gameStarted       a game row (the game playing before it, if any, marked abandoned)
//   dealStarted       the deal as dealt (the moves are replayed on it)
//   callMade, coincheDeclined, declarationsMade, cardPlayed, beloteAnnounced
//                     ONE move row each, in its own transaction: what a kill can lose is
//                     only the moves not yet written
//   movesTakenBack    a practice deal set back: ONE write that drops the moves past the
//                     ones kept and keeps the line as it stood (HistoryStore::takeBack());
//                     set forward again: the moves made again, a row each
//   dealRecorded      the deal's row (the whole record and its columns), the game's score,
//                     the game finished when this deal ended it, and the deal's moves
//                     dropped: one transaction, so that a deal is either in progress or saved
//   gameOver          the game finished (already done with its last deal; kept for safety)
//
// The writes go, in order, to the history's writer thread (historywriter.h): the game's
// thread never waits on the database. A write that fails (the file locked by another
// program, the disk full) is kept and tried again, in order, until it succeeds: no move is
// lost nor left with a gap, and a finished deal is never dropped. Meanwhile backlogChanged()
// gives one line for the player, and again once every move is saved. close() (the window's
// close) stops the writer and keeps what it could not write in the recovery file
// (historyrecovery.h), which the next start replays.
//
// What the writer made is known once it made it: gameId() and lastDealId() follow its
// writes, dealSaved() is emitted when the deal's row is committed.
//
// Attach it before the controller's first newGame() or resume(): a game started before is
// not recorded.
#pragma once

#include "app/controller/gamecontroller.h"
#include "app/history/historyop.h"
#include "app/history/historystore.h"

#include <QObject>
#include <map>
#include <optional>
#include <vector>

namespace rebelote {

class HistoryWriter;

class HistoryRecorder : public QObject {
    Q_OBJECT

public:
    HistoryRecorder(HistoryStore* store, GameController* controller, QObject* parent = nullptr);
    ~HistoryRecorder() override;  // close() when not closed

    // The game being recorded, once its row is written (none before the first game, and
    // while a new game's row waits for the writer).
    std::optional<qint64> gameId() const { return gameId_; }
    // The id of the last deal saved (written).
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
    bool resume(const SavedGame& saved, const GameSetup& setup, QString* error = nullptr);
    // Plays a deal on from move `point.moves.size()` of the replay of deal `parentDealId`
    // (`branchMove` of its calls and cards kept): a new game whose first deal is
    // `setup.firstDeal`, taken up by GameController::resume(setup, point), saved as a game of
    // its own with the moves already made, its deal linked to the parent. The game that was
    // playing, if any, is marked abandoned. False with a one-line reason, and nothing
    // written or changed, when the moves cannot be replayed.
    bool playOn(qint64 parentDealId, int branchMove, const GameSetup& setup, const ResumePoint& point,
                QString* error = nullptr);
    // A deal taken up from moves kept outside the history's game in progress (a set's deal
    // left when another game was dealt over it, docs/sets.md): as playOn(), a new game with
    // the moves already made, but played on from no deal of the history.
    bool takeUp(const GameSetup& setup, const ResumePoint& point, QString* error = nullptr);
    // Marks a saved game abandoned, in order with the other writes (the window's "New game"
    // at the resume question).
    void abandonGame(qint64 gameId);
    // The next game the controller starts is played without being recorded (no row, no
    // move): the game left unfinished in the history stays as it is, offered. The games
    // after it are recorded again. (A command line's start answered "Not now", --deals 0.)
    void skipNextGame() { skipNextGame_ = true; }

    // At start, right after the recorder is made and before the first game: the writes the
    // last run kept in the recovery file (historyrecovery.h) are handed to the writer ahead
    // of every other write, made in one transaction, retried while the file is locked, and
    // the file removed once they are committed. recoveryDone() says when. The game left
    // unfinished in the history is the one to offer only after that: before, the file lacks
    // the kept writes. Returns a line for the player when the file could not be read (it is
    // set aside, nothing kept); else empty. Nothing on a history in memory.
    QString takeRecovery();
    // Kept writes not made yet (takeRecovery()), and moves among them.
    bool recoveryPending() const { return recoveryPending_; }
    int recoveryMoves() const { return recoveryMoves_; }

    // Writes waiting (all kinds), and moves among them.
    int pendingWrites() const;
    int pendingMoves() const;
    // Waits until every write is made or `timeoutMs` passed: for tests and tools that play
    // without a window, never on a window's thread. True when nothing is left.
    bool waitForWrites(int timeoutMs = 30000);

    // What close() did.
    struct Closed {
        int moves = 0;             // moves not written into the history
        int writes = 0;            // writes of any kind not written
        QString recoveryPath;      // where they were kept (historyrecovery.h), when they were
        bool keptNowhere = false;  // no place would take them: they are only in memory
        QString message;           // one line for the player; empty when everything was written
    };
    // Stops recording: the writer finishes (up to `graceMs` more while its writes succeed),
    // and what it could not write is kept in the recovery file, beside the history or, the
    // disk full, in another folder of the user's (message names where). Nothing is recorded
    // after. When no place takes them (keptNowhere), they stay in memory: keepUnsaved()
    // tries again (the player freed some space); the recorder's end drops them.
    Closed close(int graceMs = 2000);
    Closed keepUnsaved();

    // The history's writer (tests reach its connection through it).
    HistoryWriter* writer() const { return writer_; }

    // The line for backlogChanged()'s values: "The history is 3 moves behind: …", or, with
    // an empty reason, "The history has caught up: every move is saved."
    static QString backlogText(int pendingMoves, const QString& reason);

signals:
    // A finished deal's row is written.
    void dealSaved(qint64 dealId);
    // A move's row is written (the game's id, the deal's number).
    void moveSaved(qint64 gameId, int dealNumber);
    // Writes are failing, `pendingMoves` moves wait, for `reason` (historyFailureReason());
    // then 0 and an empty reason once every write is made. backlogText() words it.
    void backlogChanged(int pendingMoves, const QString& reason);
    // The kept writes of takeRecovery() are done: written (`message` empty), or refused for
    // good, the recovery file set aside (`message`, one line for the player). Not emitted
    // when the recorder is closed with them still waiting (they are kept again).
    void recoveryDone(const QString& message);

private:
    void onGameStarted();
    void onGameResumed();
    bool playOn(std::optional<qint64> parentDealId, int branchMove, const GameSetup& setup, const ResumePoint& point,
                QString* error);
    void onDealStarted();
    void move(const QString& kind, belote::Seat seat, const QString& value);
    void write(const DealMove& m);
    void startPlayOn();
    void onMovesTakenBack(int kept);
    void onDealRecorded(const QJsonObject& record);
    void onParPlayed(quint64 gameSerial, int dealNumber, const GameController::ParFigures& figures);
    void onGameOver(belote::Team winner);
    void beginGame();
    void beginDeal(std::optional<std::pair<qint64, int>> branch);
    void enqueue(HistoryOp op);
    bool recording() const { return gameKey_ != 0 || gameId_.has_value(); }

    HistoryStore* store_;
    GameController* controller_;
    HistoryWriter* writer_;
    int gameKey_ = 0;  // the game being written, while its id is not known
    // Each recorded game by GameController::gameSerial(): its id once known, else its key
    // (a par may come back after the next game started).
    std::map<quint64, std::pair<std::optional<qint64>, int>> gamesBySerial_;
    int lastKey_ = 0;
    std::optional<qint64> gameId_;
    std::optional<qint64> lastDealId_;
    std::optional<std::pair<qint64, int>> pendingBranch_;  // for the next game's first deal
    std::optional<std::pair<qint64, int>> branch_;         // of this game's first deal
    struct PlayOn {
        std::optional<qint64> parentDealId;  // none: takeUp()
        int branchMove;
        std::vector<DealMove> moves;
    };
    std::optional<PlayOn> playOn_;  // during playOn()'s resume
    int written_ = 0;               // moves of the deal in progress written (DealMove's: calls, declarations, cards)
    bool closed_ = false;
    bool skipNextGame_ = false;
    bool tookRecovery_ = false;  // the recovery file's writes are the writer's: close() rewrites it
    bool recoveryPending_ = false;
    int recoveryMoves_ = 0;
    std::vector<HistoryOp> unsaved_;  // after close(): the writes no place would take
};

}  // namespace rebelote
