#include "app/controller/parrunner.h"

#include "engine/record.h"

#include <QMetaObject>

namespace rebelote {

using namespace belote;

ParRunner::ParRunner(QObject* parent) : QObject(parent), thread_(new BotThread(this, 16, QStringLiteral("pars"))) {}

ParRunner::~ParRunner()
{
    cancelAll();
    delete thread_;  // waits for the par under way, cancelled above
    thread_ = nullptr;
}

void ParRunner::start(int tag, ParRequest request)
{
    const std::uint64_t generation = generation_->load();
    // The worker's job may use `this`: the destructor waits for it; the answer is a queued
    // call to this object, dropped if it is gone.
    thread_->post(
        [this, tag, request = std::move(request), generation, live = generation_, mutex = mutex_, running = running_] {
            if (live->load() != generation) return;
            auto game = std::make_shared<ParGame>(request);
            {
                const std::lock_guard<std::mutex> lock(*mutex);
                *running = game;
            }
            if (live->load() != generation) game->cancel();  // cancelAll() came as it was made
            const ParResult r = game->run();
            {
                const std::lock_guard<std::mutex> lock(*mutex);
                running->reset();
            }
            if (r.cancelled || live->load() != generation) return;
            const QJsonObject record = r.deal ? writeRecord(*r.deal) : QJsonObject();
            const QString error = QString::fromStdString(r.error);
            const std::array<int, 2> score = r.score;
            QMetaObject::invokeMethod(
                this,
                [this, tag, score, record, error, generation, live] {
                    if (live->load() != generation) return;
                    if (record.isEmpty()) emit failed(tag, error);
                    else emit finished(tag, score, record);
                },
                Qt::QueuedConnection);
        });
}

void ParRunner::cancelAll()
{
    generation_->fetch_add(1);
    const std::lock_guard<std::mutex> lock(*mutex_);
    if (*running_) (*running_)->cancel();
}

}  // namespace rebelote
