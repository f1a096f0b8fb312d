// Work run off the window's thread, one way for all of app/: reading a card deck, listing the
// decks, analysing a deal, reading the records of an import. (The computer players keep their
// own thread: app/controller/botthread.h.)
//
// Each job runs on a thread of its own and sends what it has to its receiver, a QObject, as
// queued calls: they run on the receiver's thread, and only if, by then,
//   - the receiver still exists (one destroyed meanwhile gets nothing, and nothing crashes),
//   - the job was not cancelled: cancel() drops every answer not run yet, and raises the stop
//     flag the job polls (Job::stopRequested()) to end early;
//   - the job was not replaced: restart() cancels the jobs started before it, so that the
//     answers of a stale run (an older ticket) never arrive after a newer one's.
// An answer dropped is let go (destroyed) on the receiver's or the owner's thread, never run.
// The owner, a BackgroundJobs, joins every thread it started: a finished one soon after it
// ends (through the owner's event loop), the others when it is destroyed, after cancelling
// them. shared() is the process's own, for work whose owner should not wait for it (a dialog
// closed while a file is read): it is destroyed, its threads joined, as the QCoreApplication
// goes. No thread is detached, none outlives the application.
//
//     BackgroundJobs::shared()->run(window, [path](BackgroundJobs::Job &) { return read(path); },
//                                   [window](Contents c) { window->show(c); });   // window's thread
//
// The owner's functions are called on the owner's thread, which is the receivers' thread in
// practice (the analyser owns its jobs; the window's thread owns shared()).
#pragma once

#include <QObject>

#include <functional>
#include <list>
#include <memory>
#include <thread>
#include <utility>

namespace rebelote {

class BackgroundJobs : public QObject {
    Q_OBJECT

public:
    struct State;

    // What a job sees of itself, on its thread.
    class Job {
    public:
        quint64 ticket() const;
        // cancel(), restart() or the owner's end asked the job to stop: it should return soon,
        // its answers are dropped anyway.
        bool stopRequested() const;
        // Queues `answer` to run on the receiver's thread (see above). False when it is
        // dropped at once (the receiver gone, the job cancelled); true does not promise that
        // it will run.
        bool post(std::function<void()> answer);

    private:
        friend class BackgroundJobs;
        explicit Job(std::shared_ptr<State> state) : state_(std::move(state)) {}
        std::shared_ptr<State> state_;
    };
    using Work = std::function<void(Job& job)>;

    explicit BackgroundJobs(QObject* parent = nullptr);
    // Cancels every job and joins its thread (a job that does not poll its stop flag is
    // waited for).
    ~BackgroundJobs() override;

    // The process's own, living on the application's thread; destroyed by QCoreApplication's
    // destructor (a post routine), after which the next call makes another.
    static BackgroundJobs* shared();

    // Starts `work` on a thread of its own; what it post()s goes to `receiver`. Returns the
    // job's ticket, for cancel().
    quint64 start(QObject* receiver, Work work);
    // The same, after cancelling the jobs started before (their answers are stale).
    quint64 restart(QObject* receiver, Work work);
    // A job that answers once: `done(work(job))` on the receiver's thread. The result is
    // copied into the queued call: a move-only one goes in a shared_ptr.
    template <typename W, typename D>
    quint64 run(QObject* receiver, W work, D done)
    {
        return start(receiver, [work = std::move(work), done = std::move(done)](Job& job) mutable {
            auto result = work(job);
            if (job.stopRequested()) return;
            job.post([done, result = std::move(result)]() mutable { done(std::move(result)); });
        });
    }

    // The job's answers not run yet are dropped, and its stop flag raised. Never blocks.
    void cancel(quint64 ticket);
    void cancelAll();
    // Blocks until every job started has ended and its thread is joined (at once when none).
    void waitAll();
    // Threads started and not joined yet: running, or ended and waiting to be joined (tests).
    int threadCount() const { return int(threads_.size()); }

private:
    struct Thread {
        quint64 ticket;
        std::shared_ptr<State> state;
        std::thread thread;
    };
    void reap(quint64 ticket);
    // Lets `answer` go on this object's thread, unrun.
    void discard(std::function<void()> answer);

    std::list<Thread> threads_;  // touched on this object's thread only, as the two below
    // The jobs joined whose answers may still wait in a receiver's queue (another thread's),
    // for cancel().
    std::list<std::weak_ptr<State>> joined_;
    quint64 lastTicket_ = 0;
};

}  // namespace rebelote
