// The pars of the deals played (ai/par.h), computed one after another on a thread of their
// own, below the bots' priority: the bots at the table and the window come first. A par
// asked for is dropped by cancelAll() (a new game, the window closed), which also stops the
// one under way.
#pragma once

#include "ai/par.h"
#include "app/controller/botthread.h"

#include <QJsonObject>
#include <QObject>

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>

namespace rebelote {

class ParRunner : public QObject {
    Q_OBJECT

public:
    explicit ParRunner(QObject* parent = nullptr);
    ~ParRunner() override;  // cancels, and waits for the par under way to stop

    // Computes the par of `request`; `finished(tag, …)` comes back on this object's thread
    // unless cancelAll() is called first.
    void start(int tag, belote::ParRequest request);
    void cancelAll();

signals:
    // `score`: what each team marked in the par (by belote::Team); `record`: the bots' deal.
    void finished(int tag, std::array<int, 2> score, const QJsonObject& record);
    void failed(int tag, const QString& why);

private:
    BotThread* thread_ = nullptr;  // nice 16: below the bots
    std::shared_ptr<std::atomic<std::uint64_t>> generation_ = std::make_shared<std::atomic<std::uint64_t>>(0);
    std::shared_ptr<std::mutex> mutex_ = std::make_shared<std::mutex>();
    std::shared_ptr<std::shared_ptr<belote::ParGame>> running_ = std::make_shared<std::shared_ptr<belote::ParGame>>();
};

}  // namespace rebelote
