#include "app/analysis/dealanalyser.h"

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

void DealAnalyser::start(const QJsonObject& record, const AnalysisOptions& options)
{
    cancel();
    // The run just cancelled ends within a few milliseconds (~100 at worst): one thread at a
    // time, and none left behind.
    wait();
    running_ = true;
    auto run = std::make_shared<Run>();
    run_ = run;
    lastEnd_.store(RunEnd::None);
    // Its signals come to this object, and only while the run is the live one: cancel() drops
    // whatever the thread has queued.
    jobs_.restart(this, [this, run, record, options](BackgroundJobs::Job& job) { analyse(job, run, record, options); });
}

// On the run's thread.
void DealAnalyser::analyse(BackgroundJobs::Job& thread, const std::shared_ptr<Run>& run, const QJsonObject& record,
                           const AnalysisOptions& options)
{
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
        thread.post([this, error] {
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
            thread.post([this, c = job.lastCard(), done, total] {
                emit cardValued(c);
                emit progress(done, total);
            });
            break;
        case AnalysisJob::StepKind::Summary:
            thread.post([this, s = job.analysis().summary, done, total] {
                emit summaryReady(s);
                emit progress(done, total);
            });
            break;
        case AnalysisJob::StepKind::Call:
            thread.post([this, c = job.lastCall(), done, total] {
                emit callAnalysed(c);
                emit progress(done, total);
            });
            break;
        case AnalysisJob::StepKind::CardChoice:
            thread.post([this, c = job.lastCard(), done, total] {
                emit cardAnalysed(c);
                emit progress(done, total);
            });
            break;
        }
    }
    lastEnd_.store(job.finished() ? RunEnd::Finished : job.stopped() ? RunEnd::Stopped : RunEnd::Failed);
    if (job.finished()) {
        thread.post([this, a = job.analysis()] {
            running_ = false;
            emit finished(a);
        });
    }
}

void DealAnalyser::cancel()
{
    jobs_.cancelAll();  // whatever the thread has queued is now ignored
    running_ = false;
    if (run_) run_->job.stop();
}

void DealAnalyser::wait()
{
    jobs_.waitAll();
    run_.reset();
}

}  // namespace rebelote
