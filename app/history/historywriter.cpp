#include "app/history/historywriter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QMutexLocker>
#include <QThread>

#include <algorithm>
#include <utility>

namespace rebelote {

HistoryWriter::HistoryWriter(HistoryStore* store, QObject* parent) : QObject(parent)
{
    if (store->inMemory()) {
        direct_ = store;
        return;
    }
    path_ = store->path();
    if (store->isReadOnly()) readFrom_ = store->databaseName();
    thread_ = QThread::create([this] { run(); });
    thread_->setObjectName(QStringLiteral("history writer"));
    thread_->start();
}

HistoryWriter::~HistoryWriter()
{
    if (!stopped_) stop(0);
}

void HistoryWriter::enqueue(HistoryOp op)
{
    if (stopped_) return;
    int moves;
    {
        QMutexLocker lock(&mutex_);
        queuedMoves_ += op.isMove();
        queue_.push_back(std::move(op));
        moves = queuedMoves_;
        wake_.wakeAll();
    }
    if (direct_) {
        drainDirect();
        collect();
    } else if (behind_) {
        // One more move waiting: the line says so at once.
        showBacklog(moves, QString(), false);
    }
}

void HistoryWriter::enqueueKept(std::vector<HistoryOp> ops, const QString& recoveryPath)
{
    if (stopped_ || direct_ || ops.empty()) return;
    QMutexLocker lock(&mutex_);
    // Ahead of every write. Called before the first enqueue(), so that no write is in hand
    // (a batch being tried is the head of the queue, popped once done).
    Q_ASSERT(queue_.empty() && queuedKept_ == 0);
    keptPath_ = recoveryPath;
    for (auto it = ops.rbegin(); it != ops.rend(); ++it) {
        it->kept = true;
        queuedMoves_ += it->isMove();
        queue_.push_front(std::move(*it));
    }
    queuedKept_ = int(ops.size());
    wake_.wakeAll();
}

int HistoryWriter::pendingKept() const
{
    QMutexLocker lock(&mutex_);
    return queuedKept_;
}

std::shared_ptr<HistoryTask> HistoryWriter::enqueueTask(std::function<QString(HistoryStore&)> work, QObject* context,
                                                        std::function<void(const QString&)> done)
{
    auto task = std::make_shared<HistoryTask>();
    task->work = std::move(work);
    task->done = std::move(done);
    task->context = context;
    if (stopped_) {
        task->error = stoppedText();
        if (task->done && task->context) task->done(task->error);
        return task;
    }
    HistoryOp op;
    op.kind = HistoryOp::Kind::Task;
    op.task = task;
    enqueue(std::move(op));
    return task;
}

QString HistoryWriter::cancelledText() { return tr("cancelled"); }
QString HistoryWriter::stoppedText() { return tr("not done: the history was closed first"); }

void HistoryWriter::setBeforeEachTry(std::function<void(const QString&)> hook)
{
    QMutexLocker lock(&mutex_);
    beforeEachTry_ = std::move(hook);
}

int HistoryWriter::pendingOps() const
{
    QMutexLocker lock(&mutex_);
    return int(queue_.size());
}

int HistoryWriter::pendingMoves() const
{
    QMutexLocker lock(&mutex_);
    return queuedMoves_;
}

bool HistoryWriter::waitForWrites(int timeoutMs)
{
    if (direct_) drainDirect();
    bool empty;
    {
        QMutexLocker lock(&mutex_);
        const QDeadlineTimer deadline(timeoutMs);
        while (!queue_.empty() && !stopped_ && idle_.wait(&mutex_, deadline)) {}
        empty = queue_.empty();
    }
    collect();
    return empty;
}

std::vector<HistoryOp> HistoryWriter::stop(int graceMs)
{
    if (stopped_) return {};
    if (thread_) {
        {
            QMutexLocker lock(&mutex_);
            stopping_ = true;
            triesSinceStop_ = 0;
            graceEnd_ = QDeadlineTimer(graceMs);
            wake_.wakeAll();
        }
        thread_->wait();
        delete thread_;
        thread_ = nullptr;
    } else {
        drainDirect();
    }
    collect();
    stopped_ = true;
    // The History window's tasks are not kept: each is told it was not done.
    std::vector<HistoryOp> left;
    std::vector<std::shared_ptr<HistoryTask>> tasks;
    for (HistoryOp& op : queue_) {
        if (op.task) tasks.push_back(std::move(op.task));
        else left.push_back(std::move(op));
    }
    queue_.clear();
    queuedMoves_ = 0;
    queuedKept_ = 0;
    for (const auto& task : tasks) {
        task->error = stoppedText();
        if (task->done && task->context) task->done(task->error);
    }
    for (HistoryOp& op : left)
        if (op.gameId <= 0)
            if (const auto g = games_.find(op.gameKey); g != games_.end()) op.gameId = g->second;
    return left;
}

// --- The thread --------------------------------------------------------------------------------

// Under mutex_: stopping, and nothing more to do (the queue written, or a try after stop()
// failed or came after the grace).
bool HistoryWriter::shouldExit() const
{
    if (!stopping_) return false;
    return queue_.empty() || (triesSinceStop_ > 0 && (!failure_.isEmpty() || graceEnd_.hasExpired()));
}

void HistoryWriter::run()
{
    HistoryStore store;
    bool open = false;
    int retryMs = 0;
    QMutexLocker lock(&mutex_);
    for (;;) {
        while (queue_.empty() && !stopping_) wake_.wait(&mutex_);
        if (shouldExit()) break;
        // The head of the queue in one transaction (its JSON shared, not copied); after a
        // failure, one write alone, so that one that cannot be made holds back no other. A
        // task of the History window runs alone, in its own transaction.
        // The writes kept by an earlier run go all together, in one transaction, however
        // many: all made, or none.
        const bool task = queue_.front().kind == HistoryOp::Kind::Task;
        const bool kept = queue_.front().kept;
        std::size_t size = 1;
        if (kept) size = std::size_t(queuedKept_);
        else if (!task && !retryMs)
            while (size < queue_.size() && size < std::size_t(kBatch) && queue_[size].kind != HistoryOp::Kind::Task)
                ++size;
        const std::vector<HistoryOp> batch(queue_.begin(), queue_.begin() + qsizetype(size));
        const QString keptPath = keptPath_;
        const auto hook = beforeEachTry_;
        lock.unlock();
        if (hook && open) hook(store.connectionName());
        std::vector<HistoryOpResult> results;
        QString error;
        if (!task) {
            error = writeBatch(store, &open, batch, &results);
        } else if (open || (open = openOn(store, &error))) {
            results.push_back(runTask(store, *batch.front().task));
            error = results.back().error;
        }
        // Once the kept writes are committed, their file goes at once: a kill between the
        // two (one unlink) is the only moment that could make them twice at the next start.
        if (kept && error.isEmpty() && !QFile::remove(keptPath) && QFile::exists(keptPath))
            qWarning("rebelote: the kept writes are saved, but %s could not be removed", qPrintable(keptPath));
        lock.relock();
        triesSinceStop_ += stopping_;
        if (error.isEmpty()) {
            for (std::size_t i = 0; i < batch.size(); ++i) settle(batch[i], results[i]);
        } else if (kept && !isRetryableHistoryError(error)) {
            // They can never be made as they are: set aside, and the game's writes go on.
            refuseKept(error);
            postCollect();
            retryMs = 0;
            continue;
        } else {
            HistoryOpResult failed;
            failed.error = error;
            settle(batch.front(), failed);
        }
        postCollect();
        if (error.isEmpty()) {
            retryMs = 0;
            continue;
        }
        // Tried again after a wait that grows, unless stop() comes (then once more at once).
        retryMs = std::clamp(retryMs * 2, kFirstRetryMs, kLastRetryMs);
        const QDeadlineTimer wait(retryMs);
        while (!stopping_ && !wait.hasExpired()) wake_.wait(&mutex_, wait);
    }
    lock.unlock();
    store.close();
}

// The thread's connection: read-write, or read-only for a history shown without recording.
bool HistoryWriter::openOn(HistoryStore& store, QString* error) const
{
    return readFrom_.isEmpty() ? store.openWriter(path_, kBusyTimeoutMs, error)
                               : store.openReader(path_, readFrom_, error);
}

// The writes of `batch` in one transaction on the thread's connection (opened first if it
// is not): empty, or the error that undid them all.
QString HistoryWriter::writeBatch(HistoryStore& store, bool* open, const std::vector<HistoryOp>& batch,
                                  std::vector<HistoryOpResult>* results)
{
    QString error;
    if (!*open && !(*open = openOn(store, &error))) return error;
    if (!store.beginBatch()) return store.lastError();
    std::map<int, qint64> begun;  // the games begun in this batch
    for (const HistoryOp& op : batch) {
        HistoryOpResult r = attempt(store, op, begun);
        if (!r.ok) {
            store.endBatch(false);
            return r.error.isEmpty() ? QStringLiteral("unknown error") : r.error;
        }
        if (op.kind == HistoryOp::Kind::BeginGame && r.id) begun[op.gameKey] = *r.id;
        results->push_back(r);
    }
    if (!store.endBatch(true)) return store.lastError();
    return {};
}

// A task of the History window: done (its error, if any, kept in it), or an error to try
// again.
HistoryOpResult HistoryWriter::runTask(HistoryStore& store, HistoryTask& task)
{
    HistoryOpResult r;
    r.ok = true;
    if (task.cancelled) {
        task.error = cancelledText();
        return r;
    }
    task.error = task.work ? task.work(store) : QString();
    if (!task.error.isEmpty() && isRetryableHistoryError(task.error)) {
        r.ok = false;
        r.error = task.error;
    }
    return r;
}

// One write of `op` on `store`, its game's id found from its key (games written before, or
// `begun` in the batch).
HistoryOpResult HistoryWriter::attempt(HistoryStore& store, const HistoryOp& op,
                                       const std::map<int, qint64>& begun) const
{
    if (op.task) return runTask(store, *op.task);
    qint64 gameId = op.gameId;
    if (gameId <= 0 && op.kind != HistoryOp::Kind::BeginGame) {
        // games_ is written by the thread that writes (or, in memory, the owner's): this one.
        const auto g = games_.find(op.gameKey);
        const auto b = begun.find(op.gameKey);
        if (g == games_.end() && b == begun.end()) {
            HistoryOpResult r;
            r.error = QStringLiteral("the game of this write was not written");
            return r;
        }
        gameId = g != games_.end() ? g->second : b->second;
    }
    return runHistoryOp(store, op, gameId);
}

// Under mutex_: the queue after a try of its head `op`.
void HistoryWriter::settle(const HistoryOp& op, const HistoryOpResult& r)
{
    if (!r.ok) {
        failure_ = r.error.isEmpty() ? QStringLiteral("unknown error") : r.error;
        return;
    }
    failure_.clear();
    qint64 gameId = op.gameId;
    if (op.kind == HistoryOp::Kind::BeginGame && r.id) games_[op.gameKey] = *r.id;
    if (gameId <= 0) gameId = games_.count(op.gameKey) ? games_[op.gameKey] : 0;
    done_.push_back(Done{op.kind, gameId, op.gameKey, op.dealNumber, r.id, op.task, op.kept, op.isMove()});
    queuedMoves_ -= op.isMove();
    queuedKept_ -= op.kept;
    queue_.pop_front();
    if (queue_.empty()) idle_.wakeAll();
}

// Under mutex_: the kept writes at the head of the queue refused for good; their file is
// renamed aside, whole.
void HistoryWriter::refuseKept(const QString& error)
{
    const QString aside = keptPath_ + QStringLiteral(".unsaved-") +
                          QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    refusal_ = Refusal{error, QFile::rename(keptPath_, aside) ? aside : QString()};
    while (!queue_.empty() && queue_.front().kept) {
        queuedMoves_ -= queue_.front().isMove();
        queue_.pop_front();
    }
    queuedKept_ = 0;
    failure_.clear();
    if (queue_.empty()) idle_.wakeAll();
}

// Under mutex_: collect() on the owner's thread, once for everything done meanwhile.
void HistoryWriter::postCollect()
{
    if (collectPosted_) return;
    collectPosted_ = true;
    QMetaObject::invokeMethod(this, &HistoryWriter::collect, Qt::QueuedConnection);
}

// A history in memory: the queue written on the store, on this thread, up to a failure.
void HistoryWriter::drainDirect()
{
    for (;;) {
        QMutexLocker lock(&mutex_);
        if (queue_.empty()) return;
        const HistoryOp op = queue_.front();
        lock.unlock();
        const HistoryOpResult r = attempt(*direct_, op, {});
        lock.relock();
        settle(op, r);
        if (!r.ok) return;
    }
}

// --- The owner's thread ------------------------------------------------------------------------

void HistoryWriter::collect()
{
    // Stopped: what was not written is the recovery file's now, and a collect() posted before
    // the stop must not say the queue (emptied by stop()) is written.
    if (stopped_) return;
    std::vector<Done> done;
    int moves;
    QString failure;
    bool empty;
    std::optional<Refusal> refusal;
    {
        QMutexLocker lock(&mutex_);
        done.swap(done_);
        refusal.swap(refusal_);
        collectPosted_ = false;
        moves = queuedMoves_;
        failure = failure_;
        empty = queue_.empty();
    }
    if (refusal) emit keptRefused(refusal->error, refusal->aside);
    // The kept writes (all at the head, committed together) said once, as one.
    int keptWrites = 0;
    int keptMoves = 0;
    for (const Done& d : done) {
        if (d.kept) {
            ++keptWrites;
            keptMoves += d.move;
            continue;
        }
        if (keptWrites > 0) emit keptWritten(std::exchange(keptWrites, 0), std::exchange(keptMoves, 0));
        switch (d.kind) {
        case HistoryOp::Kind::BeginGame:
            if (d.id) emit gameWritten(d.gameKey, *d.id);
            break;
        case HistoryOp::Kind::SaveDeal:
            if (d.id) emit dealWritten(*d.id, d.gameId, d.dealNumber);
            break;
        case HistoryOp::Kind::Move: emit moveWritten(d.gameId, d.dealNumber); break;
        case HistoryOp::Kind::Task:
            if (d.task->done && d.task->context) d.task->done(d.task->error);
            break;
        default: break;
        }
    }
    if (keptWrites > 0) emit keptWritten(keptWrites, keptMoves);
    showBacklog(moves, failure.isEmpty() ? QString() : historyFailureReason(failure), empty);
}

// The line for the player: said when writes start failing, each time the count or the
// reason changes while they do, and once when the queue is written again.
void HistoryWriter::showBacklog(int moves, const QString& reason, bool empty)
{
    if (!reason.isEmpty()) behind_ = true;
    if (!behind_) return;
    if (empty) {
        behind_ = false;
        shownMoves_ = -1;
        shownReason_.clear();
        emit backlogChanged(0, QString());
        return;
    }
    const QString shown = reason.isEmpty() ? shownReason_ : reason;  // catching up: the cause kept
    if (moves == shownMoves_ && shown == shownReason_) return;
    shownMoves_ = moves;
    shownReason_ = shown;
    emit backlogChanged(moves, shown);
}

}  // namespace rebelote
