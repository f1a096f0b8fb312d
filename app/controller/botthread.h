// The thread the computer players think on, off the window's thread.
//
// One QThread runs the jobs in the order they are posted: the players' own setup
// (startDeal, dealOver) and their decisions. A decision's answer comes back to the
// controller's thread as a queued call, tagged with the serial number the controller gave
// it, so that an answer from a deal or a game that has since been left is never applied.
// The players are created on this thread (so the Monte Carlo players' pool threads start
// here too) and run at a lower priority than the window, so that a bot's search never
// delays a repaint.
#pragma once

#include "ai/player.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>

namespace rebelote {

// What a player answered to one Decision, and how long it thought.
struct BotAnswer {
    belote::Call call;
    bool coinche = false;  // to an out-of-turn coinche offer
    belote::DeclarationSet declarations;
    belote::Card card = belote::kNoCard;
    double ms = 0;
    belote::Explanation why;  // as the player kept it (empty for players that keep none)
    // The job was left before it started (its serial no longer live): no player was asked.
    bool skipped = false;
};

class BotThread : public QObject {
    Q_OBJECT

public:
    // `nice`: the thread's nice value on Linux (the bots' 12; the pars', below them, 16).
    explicit BotThread(QObject* parent = nullptr, int nice = 12, const QString& name = QStringLiteral("bots"));
    // Waits for the job under way: cancel its player first (Player::cancel) to be quick.
    ~BotThread() override;

    // Runs `job` on the bot thread, after the jobs posted before it.
    void post(std::function<void()> job);

    // Runs `job` on the bot thread and returns when it is done (the job before it is
    // finished first: cancel it to be quick).
    void call(std::function<void()> job);

    // Asks `player` for `decision` on `deal` (a copy: the controller's deal goes on), and
    // calls `done(answer)` on `receiver`'s thread. The job is skipped, and the player's
    // cancel flag left alone, when `live` no longer holds `serial` as it starts: the
    // controller bumps `live` before it cancels a player, so a cancel is never lost to the
    // resetCancel() that starts each decision. A skipped job still calls `done`, with an
    // answer marked `skipped`, so that the receiver knows the job is over either way.
    // `receiver` must outlive this thread's jobs.
    void decide(std::shared_ptr<belote::Player> player, const belote::Deal& deal, belote::Decision decision,
                std::shared_ptr<const std::atomic<std::uint64_t>> live, std::uint64_t serial, QObject* receiver,
                std::function<void(const BotAnswer&)> done);

    // The answer of `player` to `decision`, computed on the calling thread.
    static BotAnswer answer(belote::Player& player, const belote::Deal& deal, belote::Decision decision);

private:
    QThread thread_;
    QObject* worker_ = nullptr;  // lives on thread_: jobs are queued calls to it
};

}  // namespace rebelote
