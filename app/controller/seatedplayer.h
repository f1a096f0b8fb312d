// A seat's player as the controller holds it while the player itself is made, and later
// let go, on the bot thread.
//
// Making a Monte Carlo player (its solvers' tables, its pool threads) took 12-14 ms, and
// letting one go up to 4 ms: at each new game, on the window's thread, that made one frame
// 35-45 ms late in scripts/demo-bench.sh. A SeatedPlayer is made at once; the player it
// stands for is made by the first job of the bot thread after it (make()), before any job
// that asks it anything, since the bot thread runs its jobs in order.
#pragma once

#include "ai/player.h"

#include <atomic>
#include <functional>
#include <memory>

namespace rebelote {

class SeatedPlayer : public belote::Player {
public:
    // `make` runs once, on the bot thread, before the first question.
    explicit SeatedPlayer(std::function<std::shared_ptr<belote::Player>()> make);

    // On the bot thread: makes the player, once.
    void make();

    const char* name() const override;
    void startDeal(const belote::Deal& deal, belote::Seat seat, const belote::GameContext& game) override;
    void dealOver(const belote::Deal& deal, belote::Seat seat) override;
    belote::Call chooseCall(const belote::Deal& deal, belote::Seat seat, const belote::CallList& legal) override;
    bool coincheOutOfTurn(const belote::Deal& deal, belote::Seat seat) override;
    belote::DeclarationSet chooseDeclarations(const belote::Deal& deal, belote::Seat seat,
                                              const belote::DeclarationChoices& choices) override;
    belote::Card chooseCard(const belote::Deal& deal, belote::Seat seat, belote::CardSet legal) override;
    // On the bot thread, after a decision: the player's own.
    belote::Explanation explanation() const override;

    // From any thread, before or after the player is made: a cancel that comes first is
    // passed on as the player is made.
    void cancel() override;
    void resetCancel() override;

private:
    belote::Player& player();

    std::function<std::shared_ptr<belote::Player>()> make_;
    std::shared_ptr<belote::Player> player_;       // written once, on the bot thread
    std::atomic<belote::Player*> ready_{nullptr};  // player_ once made: for cancel()
    std::atomic<bool> cancelled_{false};
};

}  // namespace rebelote
