#include "app/controller/parrunner.h"

#include "engine/record.h"

#include <QMetaObject>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace rebelote {

using namespace belote;

ParRunner::ParRunner(QObject* parent) : QObject(parent)
{
    thread_.setObjectName(QStringLiteral("pars"));
    worker_ = new QObject;
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    thread_.start();
    QMetaObject::invokeMethod(worker_, [] {
#ifdef Q_OS_LINUX
        // Below the bots' nice 12 (BotThread): the players it makes, and their pools, inherit it.
        setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), 16);
#endif
    }, Qt::QueuedConnection);
}

ParRunner::~ParRunner()
{
    cancelAll();
    thread_.quit();
    thread_.wait();
}

void ParRunner::start(int tag, ParRequest request)
{
    const std::uint64_t generation = generation_->load();
    // The worker's job may use `this`: the destructor waits for it; the answer is a queued
    // call to this object, dropped if it is gone.
    QMetaObject::invokeMethod(
        worker_,
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
        },
        Qt::QueuedConnection);
}

void ParRunner::cancelAll()
{
    generation_->fetch_add(1);
    const std::lock_guard<std::mutex> lock(*mutex_);
    if (*running_) (*running_)->cancel();
}

}  // namespace rebelote
