#include "ai/workers.h"

#include "ai/vectorstate.h"

namespace belote {

Workers::Workers(int threads)
{
    for (int t = 1; t < threads; ++t) workers_.emplace_back([this, t] { loop(t); });
}

Workers::~Workers()
{
    {
        std::lock_guard lock(mutex_);
        quit_ = true;
    }
    wake_.notify_all();
    for (std::thread& w : workers_) w.join();
}

void Workers::run(const std::function<void(int)>& job)
{
    {
        std::lock_guard lock(mutex_);
        job_ = &job;
        running_ = int(workers_.size());
        ++round_;
    }
    wake_.notify_all();
    clearUpperVectorState();
    job(0);
    std::unique_lock lock(mutex_);
    done_.wait(lock, [this] { return running_ == 0; });
    job_ = nullptr;
}

void Workers::loop(int t)
{
    unsigned long long seen = 0;
    for (;;) {
        const std::function<void(int)>* job = nullptr;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [&] { return quit_ || round_ != seen; });
            if (quit_) return;
            seen = round_;
            job = job_;
        }
        // A thread starts with its creator's vector state: it may have been made dirty.
        clearUpperVectorState();
        (*job)(t);
        {
            std::lock_guard lock(mutex_);
            --running_;
        }
        done_.notify_one();
    }
}

}  // namespace belote
