// The analysis of one deal (dealanalysis.h) computed on a thread of its own, for a replay
// that stays responsive while it fills in: each decision is sent as soon as it is ready,
// then the whole analysis. The thread runs at a lower priority than the window (as the
// computer players' thread does), and cancel() stops it within a few milliseconds.
//
//     auto* analyser = new DealAnalyser(replayView);
//     connect(analyser, &DealAnalyser::cardValued, view, &View::showCardMarks);    // at once
//     connect(analyser, &DealAnalyser::cardAnalysed, view, &View::showLevelChoice);  // then
//     connect(analyser, &DealAnalyser::finished, view, [](const DealAnalysis& a) { store.save(id, a.toJson()); });
//     analyser->start(record);   // or nothing, when the store already holds the analysis
//
// Signals arrive on the analyser's thread (queued), and only for the run under way: none
// after cancel() or a new start(), so a replay that moves to another deal never sees the
// last deal's figures. Destroying the analyser cancels it and waits for its thread (a few
// milliseconds: tests/bench_cancel measures it).
#pragma once

#include "app/analysis/dealanalysis.h"
#include "app/common/backgroundjobs.h"

#include <QJsonObject>
#include <QObject>
#include <QString>

#include <atomic>
#include <cstdint>
#include <memory>

namespace rebelote {

class DealAnalyser : public QObject {
    Q_OBJECT

public:
    explicit DealAnalyser(QObject* parent = nullptr);
    ~DealAnalyser() override;

    // Analyses `record` (DEAL-FORMAT.md, a finished deal) off this thread; an analysis under
    // way is cancelled first.
    void start(const QJsonObject& record, const AnalysisOptions& options = {});
    // Stops the analysis under way, if any: no signal of it is delivered any more, and its
    // thread ends within ~100 ms (wait() for it). Never blocks.
    void cancel();
    // Whether a run is under way (started, neither finished, failed nor cancelled).
    bool isRunning() const { return running_; }
    // Blocks until the thread of the last run has ended (at once when none); after cancel(),
    // within ~100 ms. Mostly for tests: the destructor does it too.
    void wait();

    // How the last run's thread ended, read once wait() returned (None while it runs, or
    // before any run): every step done, stopped by cancel() (a step cut short, or none
    // begun), or a bad record. Shows that a cancel stops the work under way rather than
    // letting it run out unseen (tests); the run's signals say nothing after a cancel.
    enum class RunEnd : std::uint8_t { None, Finished, Stopped, Failed };
    RunEnd lastRunEnd() const { return lastEnd_.load(); }

signals:
    // Step `done` of `total` is over (total is known from the first signal on).
    void progress(int done, int total);
    // In this order (AnalysisJob's steps). First, within a tenth of a second or so: each card
    // of the play in play order with its legal cards' marks (the level's choice not known
    // yet, but for a forced card), then the summary (marks lost, could the contract be
    // made; its callsDiffering fill in later).
    void cardValued(const rebelote::CardDecision& decision);
    void summaryReady(const rebelote::AnalysisSummary& summary);
    // Then, over seconds: each call decision against the level's, and each card with a
    // choice again, now with the level's choice.
    void callAnalysed(const rebelote::CallDecision& decision);
    void cardAnalysed(const rebelote::CardDecision& decision);
    // The whole analysis (to save: DealAnalysis::toJson()); the run is over.
    void finished(const rebelote::DealAnalysis& analysis);
    // A bad record or an unknown level, in one line; the run is over.
    void failed(const QString& message);

private:
    struct Run;
    void analyse(BackgroundJobs::Job& thread, const std::shared_ptr<Run>& run, const QJsonObject& record,
                 const AnalysisOptions& options);

    bool running_ = false;
    std::atomic<RunEnd> lastEnd_{RunEnd::None};  // written by the run's thread as it ends
    std::shared_ptr<Run> run_;
    // One run at a time: its signals are queued to this object as the job's answers, dropped
    // once it is cancelled (or replaced); the destructor joins its thread.
    BackgroundJobs jobs_{this};
};

}  // namespace rebelote
