// Players for the tests that leave a search (a new game, the window closed, the person's own
// choice): one that thinks until it is cancelled, and a wrapper that shows from outside what
// a player went through (its decisions, whether a cancel reached each while it thought, what
// each startDeal() told it). They prove a cancel by behaviour, never by a time.
#pragma once

#include "ai/montecarlo.h"
#include "ai/player.h"
#include "app/controller/gamecontroller.h"

#include <QString>

#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace playerprobe {

using namespace belote;

// What a watched player went through, read by the test's thread.
struct Seen {
    std::atomic<int> started{0};          // decisions begun
    std::atomic<int> finished{0};         // and returned
    std::atomic<int> cancelledDuring{0};  // returned with a cancel that came while it thought
    std::mutex mutex;
    std::vector<std::pair<Seat, GameContext>> dealStarts;  // startDeal() calls
    int dealStartCount()
    {
        const std::lock_guard<std::mutex> lock(mutex);
        return int(dealStarts.size());
    }
};

// Thinks until it is cancelled, as a search with no limit: only the cancel stops it (a
// bound of two minutes, then it answers: the test fails on cancelledDuring, not on a hang).
class UntilCancelled final : public Player {
public:
    const char* name() const override { return "until-cancelled"; }
    Call chooseCall(const Deal&, Seat, const CallList& legal) override
    {
        think();
        for (const Call& c : legal)
            if (c.kind == Call::Kind::Bid) return c;  // a bid: a call a classic deal cannot have
        return legal.items[0];
    }
    Card chooseCard(const Deal&, Seat, CardSet legal) override
    {
        think();
        return legal.first();
    }
    void cancel() override { cancelled_.store(true); }
    void resetCancel() override { cancelled_.store(false); }

private:
    void think()
    {
        const auto until = std::chrono::steady_clock::now() + std::chrono::minutes(2);
        while (!cancelled_.load() && std::chrono::steady_clock::now() < until)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    std::atomic<bool> cancelled_{false};
};

// A player seen from outside: it counts its decisions and whether a cancel reached each
// while it thought, and keeps what each startDeal() told it.
class Watched final : public Player {
public:
    Watched(std::shared_ptr<Player> inner, std::shared_ptr<Seen> seen)
        : inner_(std::move(inner)), seen_(std::move(seen))
    {
    }
    const char* name() const override { return inner_->name(); }
    void startDeal(const Deal& deal, Seat seat, const GameContext& game) override
    {
        {
            const std::lock_guard<std::mutex> lock(seen_->mutex);
            seen_->dealStarts.emplace_back(seat, game);
        }
        inner_->startDeal(deal, seat, game);
    }
    // Each decision: counted, and whether a cancel came while it was made.
    template <typename F>
    auto watch(F f)
    {
        ++seen_->started;
        auto answer = f();
        if (cancelled_.load()) ++seen_->cancelledDuring;
        ++seen_->finished;
        return answer;
    }
    Call chooseCall(const Deal& deal, Seat seat, const CallList& legal) override
    {
        return watch([&] { return inner_->chooseCall(deal, seat, legal); });
    }
    bool coincheOutOfTurn(const Deal& deal, Seat seat) override
    {
        return watch([&] { return inner_->coincheOutOfTurn(deal, seat); });
    }
    DeclarationSet chooseDeclarations(const Deal& deal, Seat seat, const DeclarationChoices& choices) override
    {
        return watch([&] { return inner_->chooseDeclarations(deal, seat, choices); });
    }
    Card chooseCard(const Deal& deal, Seat seat, CardSet legal) override
    {
        return watch([&] { return inner_->chooseCard(deal, seat, legal); });
    }
    void cancel() override
    {
        cancelled_.store(true);
        inner_->cancel();
    }
    void resetCancel() override
    {
        cancelled_.store(false);
        inner_->resetCancel();
    }

private:
    std::shared_ptr<Player> inner_;
    std::shared_ptr<Seen> seen_;
    std::atomic<bool> cancelled_{false};
};

// The searcher of a row: "until-cancelled", or "strong": the strong level with no time
// limit and 2,000 worlds a decision (seconds of solving), so that only the cancel stops it.
inline std::shared_ptr<Player> searcher(const QString& kind, std::uint64_t seed)
{
    if (kind == QLatin1String("until-cancelled")) return std::make_shared<UntilCancelled>();
    MonteCarloConfig c = monteCarloLevel("strong");
    c.removeTimeLimits();
    c.worlds = c.callWorlds = c.minWorlds = 2000;
    return std::make_shared<MonteCarloPlayer>(c, seed);
}

// Every computer seat of `s` is a watched `kind` searcher.
inline void seatSearchers(rebelote::GameSetup& s, const QString& kind, const std::shared_ptr<Seen>& seen)
{
    s.makePlayer = [kind, seen](Seat, std::uint64_t seed) -> std::shared_ptr<Player> {
        return std::make_shared<Watched>(searcher(kind, seed), seen);
    };
}

}  // namespace playerprobe
