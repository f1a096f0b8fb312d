// BackgroundJobs: a thread per job, its answers queued to the receiver behind two checks (the
// receiver alive, the job not cancelled), and the threads joined by their owner.
#include "app/common/backgroundjobs.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <QThread>

#include <atomic>
#include <mutex>

namespace rebelote {

// One job, shared by its thread, its owner, the receiver's watch and the answers queued.
struct BackgroundJobs::State {
    quint64 ticket = 0;
    BackgroundJobs* owner = nullptr;  // joins the thread before it goes: alive while it runs
    QObject* receiver = nullptr;      // posted to only while receiverGone is false
    std::atomic_bool stop{false};     // set on the owner's thread, read by the job and the answers
    std::mutex mutex;                 // between a post and the receiver's destruction
    bool receiverGone = false;
    QMetaObject::Connection watch;  // the receiver's destroyed(), until the job ends
};

quint64 BackgroundJobs::Job::ticket() const { return state_->ticket; }

bool BackgroundJobs::Job::stopRequested() const { return state_->stop.load(); }

bool BackgroundJobs::Job::post(std::function<void()> answer)
{
    State& state = *state_;
    if (!state.stop.load()) {
        // Under the lock, the receiver cannot finish emitting destroyed(): an answer queued
        // here is either run or dropped by ~QObject with the receiver's other posted events.
        std::lock_guard lock(state.mutex);
        if (!state.receiverGone) {
            QMetaObject::invokeMethod(
                state.receiver,
                [state = state_, answer = std::move(answer)] {
                    // On the receiver's thread, as cancel() is: a cancel made before this
                    // runs is seen here.
                    if (!state->stop.load()) answer();
                },
                Qt::QueuedConnection);
            return true;
        }
    }
    state.owner->discard(std::move(answer));
    return false;
}

BackgroundJobs::BackgroundJobs(QObject* parent) : QObject(parent) {}

BackgroundJobs::~BackgroundJobs()
{
    cancelAll();
    waitAll();
}

namespace {
BackgroundJobs* sharedJobs = nullptr;  // the application's thread's
}  // namespace

BackgroundJobs* BackgroundJobs::shared()
{
    Q_ASSERT(QCoreApplication::instance() && QThread::currentThread() == QCoreApplication::instance()->thread());
    if (!sharedJobs) {
        sharedJobs = new BackgroundJobs;
        // Run by ~QCoreApplication: the jobs still running are cancelled and waited for.
        qAddPostRoutine([] {
            delete sharedJobs;
            sharedJobs = nullptr;
        });
    }
    return sharedJobs;
}

quint64 BackgroundJobs::start(QObject* receiver, Work work)
{
    Q_ASSERT(receiver && QThread::currentThread() == thread());
    auto state = std::make_shared<State>();
    state->ticket = ++lastTicket_;
    state->owner = this;
    state->receiver = receiver;
    // Direct: run by the receiver's destructor, on its thread, while its memory is still there.
    state->watch = connect(receiver, &QObject::destroyed, [state] {
        std::lock_guard lock(state->mutex);
        state->receiverGone = true;
    });
    const quint64 ticket = state->ticket;
    std::thread thread([this, state, ticket, work = std::move(work)]() mutable {
        Job job(state);
        work(job);
        work = nullptr;  // what the job holds goes here, on its thread
        QObject::disconnect(state->watch);
        // Joined by the owner soon: it is alive (its destructor joins this thread first).
        QMetaObject::invokeMethod(
            this, [this, ticket] { reap(ticket); }, Qt::QueuedConnection);
    });
    threads_.push_back(Thread{ticket, std::move(state), std::move(thread)});
    return ticket;
}

quint64 BackgroundJobs::restart(QObject* receiver, Work work)
{
    cancelAll();
    return start(receiver, std::move(work));
}

void BackgroundJobs::cancel(quint64 ticket)
{
    for (Thread& t : threads_) {
        if (t.ticket == ticket) t.state->stop.store(true);
    }
    joined_.remove_if([ticket](const std::weak_ptr<State>& weak) {
        const std::shared_ptr<State> state = weak.lock();
        if (state && state->ticket == ticket) state->stop.store(true);
        return !state;
    });
}

void BackgroundJobs::cancelAll()
{
    for (Thread& t : threads_) t.state->stop.store(true);
    joined_.remove_if([](const std::weak_ptr<State>& weak) {
        const std::shared_ptr<State> state = weak.lock();
        if (state) state->stop.store(true);
        return !state;
    });
}

void BackgroundJobs::waitAll()
{
    for (Thread& t : threads_) {
        t.thread.join();
        joined_.push_back(t.state);
    }
    threads_.clear();
}

void BackgroundJobs::reap(quint64 ticket)
{
    for (auto it = threads_.begin(); it != threads_.end(); ++it) {
        if (it->ticket == ticket) {
            it->thread.join();  // the job has ended: at most the last few instructions
            joined_.remove_if([](const std::weak_ptr<State>& weak) { return weak.expired(); });
            joined_.push_back(it->state);
            threads_.erase(it);
            return;
        }
    }
}

void BackgroundJobs::discard(std::function<void()> answer)
{
    QMetaObject::invokeMethod(
        this, [answer = std::move(answer)] { Q_UNUSED(answer); }, Qt::QueuedConnection);
}

}  // namespace rebelote
