// BackgroundJobs (app/common/backgroundjobs.h), the one way app/ runs work off the window's
// thread: the answer on the receiver's thread, a stale ticket's answer dropped, a cancelled
// job's answer never run, a receiver destroyed before the answer (no call, no crash, the answer
// let go), the threads joined when done and by the owner's destructor.
//
// No test sleeps to see that "nothing arrived": each waits until the job has ended (waitAll(),
// or a semaphore the job releases), so that everything it will ever post is posted, then runs
// the posted events and looks.
#include "app/common/backgroundjobs.h"

#include <QCoreApplication>
#include <QSemaphore>
#include <QSignalSpy>
#include <QThread>
#include <QtTest>

#include <atomic>
#include <memory>

using namespace rebelote;

namespace {

// Runs every event posted so far on this thread, the deferred deletions included.
void flushEvents()
{
    QCoreApplication::sendPostedEvents();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

// A receiver that says when an answer reached it, and on which thread.
class Receiver : public QObject {
    Q_OBJECT

public:
    void take(int value)
    {
        thread = QThread::currentThread();
        values << value;
        emit answered(value);
    }

    std::atomic<QThread*> thread{nullptr};
    QList<int> values;

signals:
    void answered(int value);
};

}  // namespace

class TestBackgroundJobs : public QObject {
    Q_OBJECT

private slots:
    void answerOnTheReceiversThread()
    {
        BackgroundJobs jobs;
        Receiver receiver;
        QSignalSpy spy(&receiver, &Receiver::answered);
        std::atomic<QThread*> worker{nullptr};
        jobs.run(
            &receiver,
            [&worker](BackgroundJobs::Job&) {
                worker = QThread::currentThread();
                return 42;
            },
            [&receiver](int value) { receiver.take(value); });
        QVERIFY(spy.isEmpty());  // never before the event loop runs
        QVERIFY(spy.wait());
        QCOMPARE(receiver.values, QList<int>{42});
        QCOMPARE(receiver.thread.load(), QThread::currentThread());
        QVERIFY(worker.load() != nullptr);
        QVERIFY(worker.load() != QThread::currentThread());
        // The thread ended is joined by the owner, through its event loop.
        QTRY_COMPARE(jobs.threadCount(), 0);
    }

    void answerOnAnotherThreadsReceiver()
    {
        QThread other;
        other.start();
        auto* receiver = new Receiver;
        receiver->moveToThread(&other);
        BackgroundJobs jobs;
        jobs.run(
            receiver, [](BackgroundJobs::Job&) { return 7; }, [receiver](int value) { receiver->take(value); });
        // Read here through the atomic only: the receiver's list is the other thread's.
        QTRY_VERIFY(receiver->thread.load() != nullptr);
        QCOMPARE(receiver->thread.load(), &other);
        jobs.waitAll();
        QCOMPARE(jobs.threadCount(), 0);
        QMetaObject::invokeMethod(receiver, &QObject::deleteLater);
        other.quit();
        QVERIFY(other.wait());
        flushEvents();
    }

    void staleTicketDropped()
    {
        BackgroundJobs jobs;
        Receiver receiver;
        QSignalSpy spy(&receiver, &Receiver::answered);
        QSemaphore gate;
        std::atomic<int> firstPosted{-1};
        jobs.start(&receiver, [&](BackgroundJobs::Job& job) {
            gate.acquire();
            firstPosted = job.post([&receiver] { receiver.take(1); });
        });
        // A newer run: the first one's answer is stale from now on.
        jobs.restart(&receiver, [&receiver](BackgroundJobs::Job& job) { job.post([&receiver] { receiver.take(2); }); });
        gate.release();
        QVERIFY(spy.wait());
        jobs.waitAll();  // both ended: everything they will post is posted
        flushEvents();
        QCOMPARE(receiver.values, QList<int>{2});
        QCOMPARE(firstPosted.load(), 0);  // refused at once: its stop flag was up
    }

    void cancelledAnswerNeverRun()
    {
        // The answer is already in the receiver's queue when cancel() comes.
        BackgroundJobs jobs;
        Receiver receiver;
        QSemaphore posted;
        auto token = std::make_shared<int>(0);
        std::weak_ptr<int> answerHeld = token;
        std::atomic_bool queued{false};
        const quint64 ticket = jobs.start(&receiver, [&, token](BackgroundJobs::Job& job) {
            queued = job.post([&receiver, token] { receiver.take(3); });
            posted.release();
        });
        token.reset();
        posted.acquire();  // without running the event loop: the answer waits in the queue
        QVERIFY(queued);
        jobs.cancel(ticket);
        jobs.waitAll();
        flushEvents();
        QVERIFY(receiver.values.isEmpty());
        QVERIFY(answerHeld.expired());  // let go, not kept
    }

    void cancelRaisesTheStopFlag()
    {
        BackgroundJobs jobs;
        Receiver receiver;
        QSignalSpy spy(&receiver, &Receiver::answered);
        std::atomic_bool ended{false};
        const quint64 ticket = jobs.start(&receiver, [&](BackgroundJobs::Job& job) {
            job.post([&receiver] { receiver.take(1); });
            while (!job.stopRequested()) QThread::yieldCurrentThread();
            job.post([&receiver] { receiver.take(2); });  // after the cancel: dropped
            ended = true;
        });
        QVERIFY(spy.wait());  // it runs
        jobs.cancel(ticket);
        jobs.waitAll();  // returns only because the job saw its flag
        QVERIFY(ended);
        flushEvents();
        QCOMPARE(receiver.values, QList<int>{1});
    }

    void receiverGoneBeforeThePost()
    {
        BackgroundJobs jobs;
        auto* receiver = new Receiver;
        bool called = false;
        QSemaphore gate;
        std::atomic<int> posted{-1};
        auto token = std::make_shared<int>(0);
        std::weak_ptr<int> answerHeld = token;
        jobs.start(receiver, [&, token](BackgroundJobs::Job& job) {
            gate.acquire();
            posted = job.post([&called, token] { called = true; });
        });
        token.reset();
        delete receiver;
        gate.release();
        jobs.waitAll();
        flushEvents();  // the answer refused is let go on the owner's thread
        QCOMPARE(posted.load(), 0);
        QVERIFY(!called);
        QVERIFY(answerHeld.expired());
    }

    void receiverGoneWithTheAnswerQueued()
    {
        BackgroundJobs jobs;
        auto* receiver = new Receiver;
        bool called = false;
        QSemaphore posted;
        auto token = std::make_shared<int>(0);
        std::weak_ptr<int> answerHeld = token;
        std::atomic_bool queued{false};
        jobs.start(receiver, [&, token](BackgroundJobs::Job& job) {
            queued = job.post([&called, receiver, token] {
                called = true;
                receiver->take(1);  // would be a use after free
            });
            posted.release();
        });
        token.reset();
        posted.acquire();
        QVERIFY(queued);
        delete receiver;  // drops the queued answer with its other posted events
        jobs.waitAll();
        flushEvents();
        QVERIFY(!called);
        QVERIFY(answerHeld.expired());
    }

    void destructionCancelsAndJoins()
    {
        auto jobs = std::make_unique<BackgroundJobs>();
        Receiver receiver;
        QSignalSpy spy(&receiver, &Receiver::answered);
        std::atomic_bool ended{false};
        jobs->start(&receiver, [&](BackgroundJobs::Job& job) {
            job.post([&receiver] { receiver.take(1); });
            while (!job.stopRequested()) QThread::yieldCurrentThread();
            ended = true;
        });
        QVERIFY(spy.wait());
        QCOMPARE(jobs->threadCount(), 1);
        jobs.reset();
        QVERIFY(ended);  // the destructor stopped the job and waited for its thread
        flushEvents();
        QCOMPARE(receiver.values, QList<int>{1});
    }

    void sharedJobs()
    {
        BackgroundJobs* shared = BackgroundJobs::shared();
        QCOMPARE(BackgroundJobs::shared(), shared);
        QCOMPARE(shared->thread(), QCoreApplication::instance()->thread());
        Receiver receiver;
        QSignalSpy spy(&receiver, &Receiver::answered);
        shared->run(
            &receiver, [](BackgroundJobs::Job&) { return 5; }, [&receiver](int value) { receiver.take(value); });
        QVERIFY(spy.wait());
        QCOMPARE(receiver.values, QList<int>{5});
    }
};

QTEST_GUILESS_MAIN(TestBackgroundJobs)
#include "tst_common_backgroundjobs.moc"
