#include "app/analysis/dealanalyser.h"

#include <QMetaObject>

#include <atomic>
#include <utility>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace rebelote {

struct DealAnalyser::Run {
    AnalysisJob job;
};

DealAnalyser::DealAnalyser(QObject* parent) : QObject(parent) {}

DealAnalyser::~DealAnalyser()
{
    cancel();
    wait();
}

template <typename F>
void DealAnalyser::deliver(std::uint64_t serial, F f)
{
    // Posted to this object: dropped with it if it goes first (it cannot: the destructor
    // waits for the thread), and ignored unless its run is still the live one.
    QMetaObject::invokeMethod(
        this,
        [this, serial, f = std::move(f)] {
            if (serial == serial_) f();
        },
        Qt::QueuedConnection);
}

void DealAnalyser::start(const QJsonObject& record, const AnalysisOptions& options)
{
    cancel();
    // The run just cancelled ends within a few milliseconds (~100 at worst): one thread at a
    // time, and none left behind.
    wait();
    const std::uint64_t serial = ++serial_;
    running_ = true;
    auto run = std::make_shared<Run>();
    run_ = run;
    lastEnd_.store(RunEnd::None);
    thread_ = std::thread([this, run, serial, record, options] {
#ifdef Q_OS_LINUX
        // Below the window, as the computer players' thread: Linux ignores QThread priorities
        // for ordinary threads, a nice value works per thread, and the threads this one
        // starts (the players' pools) inherit it.
        setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), 5);
#endif
        AnalysisJob& job = run->job;
        QString error;
        if (!job.load(record, &error, options)) {
            lastEnd_.store(RunEnd::Failed);
            deliver(serial, [this, error] {
                running_ = false;
                emit failed(error);
            });
            return;
        }
        const int total = job.steps();
        while (!job.finished()) {
            const AnalysisJob::StepKind kind = job.nextKind();
            if (!job.runStep()) break;
            const int done = job.stepsDone();
            switch (kind) {
            case AnalysisJob::StepKind::CardValue:
                deliver(serial, [this, c = job.lastCard(), done, total] {
                    emit cardValued(c);
                    emit progress(done, total);
                });
                break;
            case AnalysisJob::StepKind::Summary:
                deliver(serial, [this, s = job.analysis().summary, done, total] {
                    emit summaryReady(s);
                    emit progress(done, total);
                });
                break;
            case AnalysisJob::StepKind::Call:
                deliver(serial, [this, c = job.lastCall(), done, total] {
                    emit callAnalysed(c);
                    emit progress(done, total);
                });
                break;
            case AnalysisJob::StepKind::CardChoice:
                deliver(serial, [this, c = job.lastCard(), done, total] {
                    emit cardAnalysed(c);
                    emit progress(done, total);
                });
                break;
            }
        }
        lastEnd_.store(job.finished() ? RunEnd::Finished : job.stopped() ? RunEnd::Stopped : RunEnd::Failed);
        if (job.finished()) {
            deliver(serial, [this, a = job.analysis()] {
                running_ = false;
                emit finished(a);
            });
        }
    });
}

void DealAnalyser::cancel()
{
    ++serial_;  // whatever the thread has queued is now ignored
    running_ = false;
    if (run_) run_->job.stop();
}

void DealAnalyser::wait()
{
    if (thread_.joinable()) thread_.join();
    run_.reset();
}

}  // namespace rebelote
