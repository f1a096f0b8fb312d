// The game's application object: with REBELOTE_STALL_LOG set, every event of the window's
// thread that takes over 8 ms is told on standard error: its type, its receiver's class
// (name/parent's class), how long it took and when (ms of CLOCK_MONOTONIC, the clock of
// `perf record -k CLOCK_MONOTONIC`), so that a stall can be matched to what ran then. Events
// sent while one is handled are counted in it.
#pragma once

#include <QApplication>
#include <QElapsedTimer>

namespace rebelote {

// Started first thing in main(): the stall log's times (the events', and --demo's stalls).
extern QElapsedTimer appClock;

class TimedApplication : public QApplication {
public:
    using QApplication::QApplication;
    bool notify(QObject* receiver, QEvent* event) override;

private:
    int depth_ = 0;
    const bool log_ = qEnvironmentVariableIsSet("REBELOTE_STALL_LOG");
};

}  // namespace rebelote
