#include "app/controller/botthread.h"

#include <QElapsedTimer>
#include <QMetaObject>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace rebelote {

using namespace belote;

BotThread::BotThread(QObject* parent, int nice, const QString& name) : QObject(parent)
{
    thread_.setObjectName(name);
    worker_ = new QObject;
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    thread_.start();
    post([nice] {
#ifdef Q_OS_LINUX
        // Linux ignores QThread priorities for ordinary threads; a nice value works per
        // thread, and the threads this one starts (the players' pools) inherit it. At 12 the
        // window's thread comes first: demo-bench on 2 cores gave it at worst 24.7-29.7 ms
        // late, against 29.2-48.7 ms at 5, with the bots' decision times unchanged (they
        // use what the window leaves, which is most of the machine).
        setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), nice);
#else
        (void)nice;
#endif
    });
}

BotThread::~BotThread()
{
    thread_.quit();
    thread_.wait();
}

void BotThread::post(std::function<void()> job)
{
    QMetaObject::invokeMethod(worker_, std::move(job), Qt::QueuedConnection);
}

void BotThread::call(std::function<void()> job)
{
    QMetaObject::invokeMethod(worker_, std::move(job), Qt::BlockingQueuedConnection);
}

void BotThread::decide(std::shared_ptr<Player> player, const Deal& deal, Decision decision,
                       std::shared_ptr<const std::atomic<std::uint64_t>> live, std::uint64_t serial, QObject* receiver,
                       std::function<void(const BotAnswer&)> done)
{
    post(
        [player = std::move(player), deal, decision, live = std::move(live), serial, receiver, done = std::move(done)] {
            // Queued to the receiver: dropped if it is deleted before the call runs.
            auto reply = [&](const BotAnswer& a) {
                QMetaObject::invokeMethod(
                    receiver, [done, a] { done(a); }, Qt::QueuedConnection);
            };
            BotAnswer skipped;
            skipped.skipped = true;
            if (live->load() != serial) return reply(skipped);
            player->resetCancel();
            if (live->load() != serial) return reply(skipped);  // left meanwhile: its cancel may have been reset
            reply(answer(*player, deal, decision));
        });
}

BotAnswer BotThread::answer(Player& player, const Deal& deal, Decision decision)
{
    QElapsedTimer clock;
    clock.start();
    BotAnswer a;
    switch (decision.kind) {
    case DecisionKind::Call: a.call = player.chooseCall(deal, decision.seat, deal.legalCalls()); break;
    case DecisionKind::OutOfTurnCoinche: a.coinche = player.coincheOutOfTurn(deal, decision.seat); break;
    case DecisionKind::Declaration:
        a.declarations = player.chooseDeclarations(deal, decision.seat, deal.declarationChoices());
        break;
    case DecisionKind::Card: a.card = player.chooseCard(deal, decision.seat, deal.legalCards()); break;
    case DecisionKind::None: break;
    }
    a.ms = double(clock.nsecsElapsed()) / 1e6;
    a.why = player.explanation();
    return a;
}

}  // namespace rebelote
