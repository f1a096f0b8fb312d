// The history's session of a game's window (issue 48): everything of the history a window
// needs beside its menus and dialogs. It owns the store (the window's connection, opened at
// start), the lock that lets one window record at a time, the recorder and the recovery of
// the moves the last run kept; and it gives the window what it asks in ONE asynchronous
// answer each, read or written on the history's writer thread (historywriter.h), in order with
// the game's writes:
//   readReplay()      a deal with its game and the deals before it, its lines taken back, its
//                     par and its analysis: one read
//   saveAnalysis()    the solver's analysis of a deal, also when the window does not record
//   readDealExists()  Play on's check that the deal was not deleted; playOn() then plays it
//   offered()         the game left unfinished, read once the kept moves are written (ready()),
//                     with the deal sets not finished (offeredSets(): it may be one's deal)
//   resume()          takes it up: recorded on, or played unrecorded from a read-only history
//   ask()             any other read (the deal sets': docs/sets.md), writer() any other write
// so that no read or write of the history runs on the window's thread once it is open. The
// writer is the recorder's while the window records, else the session's own: read-write (a
// second window) or read-only (a history shown without recording). Where no other connection
// can reach the history (one in memory: no folder to write it in, or a damaged file's copy),
// the writer works on the store itself, at once, on the caller's thread (HistoryWriter).
//
// Opening (open(), startNew()) runs on the caller's thread, once, before the window shows:
// what is wrong with the file decides what the window says and asks.
//
// Qt Core and Qt Sql, no widget: it needs the GameController (the recorder records it), so
// it is in the rebelote-recorder library beside the recorder, not in the storage.
#pragma once

#include "app/history/historyrecorder.h"
#include "app/history/historystore.h"
#include "app/history/historywriter.h"

#include <QObject>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QLockFile;

namespace rebelote {

class GameController;
class HistoryWriter;

class HistorySession : public QObject {
    Q_OBJECT

public:
    explicit HistorySession(GameController* controller, QObject* parent = nullptr);
    ~HistorySession() override;

    // What opening found.
    struct Opened {
        bool ok = false;        // a history is open (on disk, or in memory for this run)
        bool readOnly = false;  // shown, nothing recorded
        bool inMemory = false;
        bool damaged = false;  // its schema is damaged: the window asks about startNew()
        QString message;       // for the person, said once at start; empty when all went well
        // Why this window does not record a history it could write (another window records
        // it, or the lock cannot be made), for the status bar; empty otherwise.
        QString notRecorded;
    };
    // Opens the history (HistoryStore::open()) and, when it can be written and no other
    // window records it, records the controller's games from now on, the writes the last run
    // kept handed to the writer first. ready() follows.
    Opened open(const QString& path = HistoryStore::defaultPath(), const HistoryOptions& options = {});
    // The person chose a new history over a damaged one (HistoryStore::startNew()).
    Opened startNew(const QString& asidePath);
    // Stops recording (HistoryRecorder::close(), what it could not write kept in the recovery
    // file); then keepUnsaved() while the result says keptNowhere. Nothing when not recording.
    HistoryRecorder::Closed closeRecording();
    HistoryRecorder::Closed keepUnsaved();
    // Closes the history: recording stopped first (closeRecording() said what was kept).
    void close();

    bool isOpen() const;
    bool isReadOnly() const { return store_.isReadOnly(); }
    // The window's connection: the History window reads it, tests look into it.
    HistoryStore* store() { return &store_; }
    HistoryRecorder* recorder() const { return recorder_; }
    bool recording() const { return recorder_ != nullptr; }
    // Where the session's reads and writes go: the recorder's writer, else the session's own
    // (none while closed).
    HistoryWriter* writer() const;
    // Waits until every write asked so far is made (tests, the command line's starts; never
    // on a window's thread in the game). True at once when nothing is written.
    bool waitForWrites(int timeoutMs = 30000);

    // The writes the last run kept are not written yet (the file locked by another program);
    // recoveryMoves() of them are moves.
    bool recoveryPending() const;
    int recoveryMoves() const;
    int pendingMoves() const;
    // The kept writes are written and the game left unfinished read (offered()): ready()
    // was emitted. Until then the history does not hold the game as it was left.
    bool isReady() const { return ready_; }
    // The game left unfinished this window may offer: one it records over, or one shown
    // read-only (a second window's history is the first one's: it offers nothing).
    const std::optional<SavedGame>& offered() const { return offered_; }
    // The deal sets not finished, read with offered() when a game is (it may be one of their
    // deals).
    const std::vector<SetRow>& offeredSets() const { return offeredSets_; }

    // Takes `saved` up again: recorded on from where it stopped, or, read-only, played
    // without being recorded. False with the reason (then, recording, the game is abandoned
    // in order with the other writes).
    bool resume(const SavedGame& saved, QString* why);
    // Marks a saved game abandoned (no longer offered).
    void abandonGame(qint64 gameId);
    // The next game the controller starts is not recorded (HistoryRecorder::skipNextGame()):
    // the game left unfinished stays offered.
    void skipNextGame();

    // A deal of the history as its replay shows it, read in one task.
    struct Replay {
        DealRow deal;
        std::optional<GameRow> game;          // the game it was played in, if any
        std::vector<QJsonObject> before;      // the records of that game's deals before it
        std::vector<TakenBackLine> lines;     // a practice deal's lines taken back
        std::optional<QJsonObject> par;       // the bots' line on the same cards (parrecord.h)
        std::optional<QJsonObject> analysis;  // the solver's, of HistoryStore::kAnalysisVersion
    };
    // `done` gets the deal, or none when it is not in the history; called on the caller's
    // thread, not at all once `context` is gone.
    void readReplay(qint64 dealId, QObject* context, std::function<void(const std::optional<Replay>&)> done);
    // Saves a deal's analysis unless the deal was deleted meanwhile; nothing on a history
    // shown read-only.
    void saveAnalysis(qint64 dealId, const QJsonObject& analysis);
    // Whether the deal is still in the history (Play on asks before it plays).
    void readDealExists(qint64 dealId, QObject* context, std::function<void(bool)> done);
    // Plays on from a replay (HistoryRecorder::playOn() when recording, else the controller's
    // resume, unrecorded). False with the reason, nothing changed.
    bool playOn(qint64 parentDealId, int branchMove, const GameSetup& setup, const ResumePoint& point, QString* why);

    // Any read of the history: `read` on the writer's thread (its store), in order with the
    // writes before it, then `done` with what it gave, on `context`'s thread (not called once
    // `context` is gone). With no writer (no history), `done` gets T{} at once.
    template <class T>
    void ask(std::function<T(HistoryStore&)> read, QObject* context, std::function<void(T)> done);

signals:
    // The kept writes are done (HistoryRecorder::recoveryDone(): `message` when refused).
    void recoveryDone(const QString& message);
    // The kept writes are written and the game left unfinished read: offered() says it.
    void ready();
    // The recorder's (HistoryRecorder::backlogChanged(), dealSaved()).
    void backlogChanged(int pendingMoves, const QString& reason);
    void dealSaved(qint64 dealId);

private:
    Opened opened(const HistoryStore::OpenResult& result);
    QString startRecording(QString* notRecorded);
    void readOffered();

    GameController* controller_;
    HistoryStore store_;
    HistoryRecorder* recorder_ = nullptr;       // none: the history is only read
    std::unique_ptr<QLockFile> lock_;           // held while this window records
    std::unique_ptr<HistoryWriter> ownWriter_;  // not recording: the session's reads and writes
    std::optional<SavedGame> offered_;
    std::vector<SetRow> offeredSets_;
    bool ready_ = false;
    bool skipNext_ = false;   // the next game is not recorded: the offer stays
    quint64 openSerial_ = 0;  // an offer read for an earlier open is dropped
};

template <class T>
inline void HistorySession::ask(std::function<T(HistoryStore&)> read, QObject* context, std::function<void(T)> done)
{
    HistoryWriter* w = writer();
    if (!w) {
        done(T{});
        return;
    }
    // Written on the writer's thread, read on this one once the task is done.
    auto result = std::make_shared<T>();
    w->enqueueTask(
        [read = std::move(read), result](HistoryStore& store) {
            *result = read(store);
            return QString();
        },
        context, [result, done = std::move(done)](const QString&) { done(std::move(*result)); });
}

}  // namespace rebelote
