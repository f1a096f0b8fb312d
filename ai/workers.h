// A fixed set of worker threads that run one job at a time on all of them and the caller:
// the Monte Carlo player's thread pool. Threads are made once, with the player, not at each
// decision; run() returns when every thread has finished the job.
#pragma once

#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace belote {

class Workers {
public:
    // `threads` in all, the caller's included: threads − 1 workers are started.
    explicit Workers(int threads);
    ~Workers();
    Workers(const Workers&) = delete;
    Workers& operator=(const Workers&) = delete;

    int threads() const { return int(workers_.size()) + 1; }

    // Runs job(t) for t = 0 … threads() − 1 at once, t = 0 on the calling thread; returns
    // when all are done. Not reentrant: one job at a time.
    void run(const std::function<void(int)>& job);

private:
    void loop(int t);

    std::vector<std::thread> workers_;
    std::mutex mutex_;
    std::condition_variable wake_, done_;
    const std::function<void(int)>* job_ = nullptr;
    unsigned long long round_ = 0;  // bumped for each job: a worker runs each round once
    int running_ = 0;
    bool quit_ = false;
};

}  // namespace belote
