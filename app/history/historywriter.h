// The history's writer: the recorder's writes (historyop.h) run in order on a thread of
// their own, on a second connection to the history file, so that the game's thread never
// waits on SQLite (a lock held by another program, a slow disk).
//
// The writes waiting are made together, in one transaction (up to kBatch): a writer that
// fell behind catches up at once. A write that fails (the file locked, the disk full, an I/O
// error) undoes its transaction and stays at the head of the queue; it is tried again, alone,
// with a wait growing from 50 ms to 1 s between tries, until it succeeds or the writer is
// stopped: nothing after it is written before it, so the saved moves never have a gap. While
// writes fail, backlogChanged() says how many moves wait and why; once the queue is empty
// again it says so (an empty reason).
//
// A history in memory (HistoryStore::inMemory(): no other connection can reach it, and no
// other program can lock it) is written on the store itself, at once, on the caller's thread.
// A history open read-only (HistoryStore::isReadOnly()) is read on a read-only connection of
// the thread's: its tasks read (HistorySession's replays, the game to resume), never write.
//
// stop() ends the thread and gives back what is not written, in order, for the recovery
// file (historyrecovery.h); a stopped writer emits nothing more (not even a report the
// thread posted before the stop: it would say the queue, emptied by stop(), is written).
//
// The writes an earlier run kept in the recovery file (historyrecovery.h) are handed over
// with enqueueKept() before any other: they are made first, all in one transaction, retried
// as one write while the file is locked or full, and the recovery file is removed right
// after their commit (on the writer's thread), so that no later write overtakes them and a
// kill or a close while they wait neither loses them nor makes them twice. Refused for
// good (a constraint: they no longer fit the history), they are dropped from the queue and
// the file is renamed aside, kept (keptRefused()).
//
// The History window's writes (deleting games or deals, importing records, saving an
// analysis: enqueueTask()) go through the same queue, so that they come in order with the
// recorder's (a deal is not deleted under a write that names it). Each runs alone, in a
// transaction of its own, and is retried like a write while the file is locked or full; a
// task is never kept in the recovery file.
#pragma once

#include "app/history/historyop.h"

#include <QDeadlineTimer>
#include <QMutex>
#include <QObject>
#include <QPointer>
#include <QWaitCondition>

#include <atomic>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <vector>

class QThread;

namespace rebelote {

// A write of the History window, run on the writer's thread (HistoryWriter::enqueueTask()).
struct HistoryTask {
    // The write, on the writer's store, in its own transaction, all or nothing: empty when
    // done, else the error. An error isRetryableHistoryError() keeps it at the head of the
    // queue, tried again as a write is; any other ends it.
    std::function<QString(HistoryStore&)> work;
    // Called once on the owner's thread with the error (empty: done), unless `context` is
    // gone by then.
    std::function<void(const QString& error)> done;
    QPointer<QObject> context;
    // Set by the owner: the task is not tried (again); done() gets kCancelled.
    std::atomic_bool cancelled{false};
    QString error;  // the last try's (the writer's thread, then read by collect())
};

class HistoryWriter : public QObject {
    Q_OBJECT

public:
    // SQLite's busy timeout on the writer's connection: short, the writer waits itself.
    static constexpr int kBusyTimeoutMs = 200;
    static constexpr int kFirstRetryMs = 50;
    static constexpr int kLastRetryMs = 1000;
    // Writes made in one transaction, at most (one commit for all the moves waiting).
    static constexpr int kBatch = 256;

    // Writes into `store`'s file (open) on a connection of its own; on `store` itself when it
    // is in memory. `store` must outlive the writer.
    explicit HistoryWriter(HistoryStore* store, QObject* parent = nullptr);
    ~HistoryWriter() override;  // stop(0) when not stopped

    // Queues a write: never waits on the database.
    void enqueue(HistoryOp op);
    // Queues the writes `ops` of the recovery file `recoveryPath`, ahead of every other
    // write: call it before the first enqueue(). Their game keys must not be those of the
    // writes queued after them (HistoryRecorder::takeRecovery() gives them keys of its own).
    // On a history in memory nothing is queued.
    void enqueueKept(std::vector<HistoryOp> ops, const QString& recoveryPath);
    // Kept writes (enqueueKept()) not made yet.
    int pendingKept() const;
    // Queues a task of the History window after the writes queued (see HistoryTask); never
    // waits. On a history in memory it runs at once (done() called before this returns).
    std::shared_ptr<HistoryTask> enqueueTask(std::function<QString(HistoryStore&)> work, QObject* context,
                                             std::function<void(const QString& error)> done);
    // What done() gets for a task cancelled, or left when the writer stopped.
    static QString cancelledText();
    static QString stoppedText();
    int pendingOps() const;
    int pendingMoves() const;
    // Waits until every queued write is written, or `timeoutMs`: for tests and tools that play
    // without a window (never on a window's thread). The signals of what was written are
    // emitted before it returns. True when nothing is left.
    bool waitForWrites(int timeoutMs = 30000);
    // Stops the writer: the write in hand is finished (SQLite waits at most kBusyTimeoutMs),
    // then the queue is written on as long as writes succeed and `graceMs` allows. Returns the
    // writes left, in order, a game's key replaced by its id where it was written. Nothing is
    // written after it.
    std::vector<HistoryOp> stop(int graceMs = 0);
    bool isStopped() const { return stopped_; }
    // Tests: `hook` runs on the writer's thread before each try, with the name of its Qt SQL
    // connection (e.g. to set PRAGMA max_page_count on it). Not for a history in memory.
    void setBeforeEachTry(std::function<void(const QString& connectionName)> hook);

signals:
    void gameWritten(int gameKey, qint64 gameId);
    void dealWritten(qint64 dealId, qint64 gameId, int dealNumber);
    void moveWritten(qint64 gameId, int dealNumber);
    // Writes are failing and `pendingMoves` moves wait (`reason`: historyFailureReason()),
    // or, with an empty reason and 0, every write is done again.
    void backlogChanged(int pendingMoves, const QString& reason);
    // The kept writes are committed (`writes`, of which `moves` moves) and the recovery file
    // is removed; emitted before the signals of the writes queued after them.
    void keptWritten(int writes, int moves);
    // The kept writes were refused for good (`error`, the store's): none made, the recovery
    // file renamed `asidePath` (empty when it could not be renamed).
    void keptRefused(const QString& error, const QString& asidePath);

private:
    struct Done {
        HistoryOp::Kind kind;
        qint64 gameId;
        int gameKey;
        int dealNumber;
        std::optional<qint64> id;
        std::shared_ptr<HistoryTask> task;
        bool kept = false;
        bool move = false;
    };
    struct Refusal {
        QString error;
        QString aside;
    };
    void refuseKept(const QString& error);
    bool openOn(HistoryStore& store, QString* error) const;
    void run();
    bool shouldExit() const;
    QString writeBatch(HistoryStore& store, bool* open, const std::vector<HistoryOp>& batch,
                       std::vector<HistoryOpResult>* results);
    static HistoryOpResult runTask(HistoryStore& store, HistoryTask& task);
    HistoryOpResult attempt(HistoryStore& store, const HistoryOp& op, const std::map<int, qint64>& begun) const;
    void settle(const HistoryOp& op, const HistoryOpResult& r);
    void drainDirect();
    void postCollect();
    void collect();
    void showBacklog(int moves, const QString& failure, bool empty);

    HistoryStore* direct_ = nullptr;  // a history in memory: written on the caller's thread
    QString path_;
    QString readFrom_;  // a history open read-only: what its reading connection opens
    QThread* thread_ = nullptr;
    bool stopped_ = false;

    // Shared with the thread, under mutex_ (never held while SQLite works).
    mutable QMutex mutex_;
    QWaitCondition wake_;  // work queued, or stop()
    QWaitCondition idle_;  // the queue emptied
    std::deque<HistoryOp> queue_;
    int queuedMoves_ = 0;
    std::vector<Done> done_;
    QString failure_;  // the last try's error; empty once a write succeeds
    bool stopping_ = false;
    int triesSinceStop_ = 0;
    QDeadlineTimer graceEnd_;
    bool collectPosted_ = false;
    std::map<int, qint64> games_;  // BeginGame keys → ids (the thread's; read once it ended)
    std::function<void(const QString&)> beforeEachTry_;
    QString keptPath_;                // the recovery file of the kept writes
    int queuedKept_ = 0;              // kept writes in the queue (all at its head)
    std::optional<Refusal> refusal_;  // to be said by collect()

    // The owner's thread only.
    bool behind_ = false;
    int shownMoves_ = -1;
    QString shownReason_;
};

}  // namespace rebelote
