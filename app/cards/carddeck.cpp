// CardDeck: one renderer on the GUI thread for the faces asked for now, one on a worker
// thread for prepare(), and the pixmaps of the last few sizes.
#include "app/cards/carddeck.h"

#include "app/cards/facerenderer.h"
#include "app/common/backgroundjobs.h"

#include <QCoreApplication>
#include <QImage>
#include <QMetaObject>
#include <QPainter>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

namespace rebelote {

namespace {

using detail::kImages;

// The device pixel ratio to a hundredth: 1.25 and 1.2500001 are the same screen.
int dprKey(qreal dpr) { return int(std::lround(dpr * 100)); }

quint64 sizeKey(int width, qreal dpr) { return (quint64(quint32(width)) << 32) | quint32(dprKey(dpr)); }

QSize pixelSize(int width, qreal dpr, qreal aspect)
{
    return QSize(int(std::lround(width * dpr)), int(std::lround(width * dpr * aspect)));
}

// One image at this size, in device pixels, tagged with its device pixel ratio. QImage, not
// QPixmap: it may be painted on any thread.
QImage renderImage(detail::FaceRenderer& renderer, int index, int width, qreal dpr)
{
    QImage image(pixelSize(width, dpr, renderer.aspectRatio()), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        renderer.paint(painter, QRectF(QPointF(0, 0), QSizeF(image.size())), index);
    }
    image.setDevicePixelRatio(dpr);
    return image;
}

}  // namespace

// The background thread of one deck: renders the sizes prepare() asks for, one after the
// other, with its own renderer (made on its first job: parsing a big SVG takes 0.3 s).
class CardDeck::Worker {
public:
    struct Job {
        int width;
        qreal dpr;
        std::array<bool, kImages> wanted;  // false: already in the GUI thread's cache
    };

    Worker(CardDeck* deck, detail::FaceRenderer::Factory factory)
        : deck_(deck), factory_(std::move(factory)), thread_([this] { run(); })
    {
    }

    // Waits for the image being rendered, not for the size: the deck may go at any time.
    ~Worker()
    {
        {
            std::lock_guard lock(mutex_);
            stop_ = true;
        }
        wake_.notify_one();
        thread_.join();
    }

    // Returns the job dropped to make room, if any: during a resize the queue only keeps
    // the latest sizes.
    std::optional<Job> add(const Job& job)
    {
        std::optional<Job> dropped;
        {
            std::lock_guard lock(mutex_);
            if (jobs_.size() >= kMaxWaiting) {
                dropped = jobs_.front();
                jobs_.pop_front();
            }
            jobs_.push_back(job);
        }
        wake_.notify_one();
        return dropped;
    }

private:
    static constexpr std::size_t kMaxWaiting = 2;

    void run()
    {
        std::unique_ptr<detail::FaceRenderer> renderer;
        bool broken = false;
        for (;;) {
            Job job;
            {
                std::unique_lock lock(mutex_);
                wake_.wait(lock, [this] { return stop_ || !jobs_.empty(); });
                if (stop_) return;
                job = jobs_.front();
                jobs_.pop_front();
            }
            if (!renderer && !broken) {
                renderer = factory_(nullptr);
                broken = !renderer;  // the file went away: the GUI thread renders instead
            }
            QList<QImage> images(kImages);
            for (int i = 0; i < kImages && renderer; ++i) {
                if (stopping()) return;
                if (job.wanted[i]) images[i] = renderImage(*renderer, i, job.width, job.dpr);
            }
            // Delivered on the deck's thread. The deck joins this thread before it dies
            // and ~QObject drops the events still posted to it, so `deck` is alive here
            // and when the call runs.
            CardDeck* deck = deck_;
            QMetaObject::invokeMethod(
                deck, [deck, job, images] { deck->storePrepared(job.width, job.dpr, images); }, Qt::QueuedConnection);
        }
    }

    bool stopping()
    {
        std::lock_guard lock(mutex_);
        return stop_;
    }

    CardDeck* const deck_;
    const detail::FaceRenderer::Factory factory_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::deque<Job> jobs_;
    bool stop_ = false;
    std::thread thread_;  // last: starts once everything above is built
};

std::unique_ptr<CardDeck> CardDeck::load(const QString& id, QString* error)
{
    return load(id, detail::defaultDataDirs(), error);
}

std::unique_ptr<CardDeck> CardDeck::load(const QString& id, const QStringList& dataDirs, QString* error)
{
    const std::optional<DeckInfo> info = detail::locateDeck(id, dataDirs);
    if (!info) {
        if (error) *error = QStringLiteral("no card deck \"%1\" on this machine").arg(id);
        return nullptr;
    }
    std::unique_ptr<detail::FaceRenderer> renderer;
    if (info->kind == DeckInfo::Kind::Drawn) {
        renderer = detail::makeDrawnRenderer(info->id == kDrawnFourColourDeckId);
    } else {
        QString why;
        renderer = detail::makeSvgRenderer(*info, &why);
        if (!renderer) {
            if (error) *error = QStringLiteral("card deck \"%1\" cannot be used: %2").arg(id, why);
            return nullptr;
        }
    }
    return std::unique_ptr<CardDeck>(new CardDeck(*info, std::move(renderer)));
}

namespace {

std::atomic<int> droppedLoads{0};

// What loadInBackground()'s thread found: the deck's renderer, or why there is none. Let go
// without being taken, the receiver was gone: counted for loadsDropped().
struct LoadAnswer {
    std::optional<DeckInfo> info;
    std::unique_ptr<detail::FaceRenderer> renderer;
    QString error;
    bool taken = false;

    ~LoadAnswer()
    {
        if (!taken) ++droppedLoads;
    }
};

}  // namespace

int CardDeck::loadsDropped() { return droppedLoads.load(); }

void CardDeck::loadInBackground(const QString& id, QObject* receiver, Loaded done)
{
    Q_ASSERT(receiver && QCoreApplication::instance());
    if (id == kDrawnDeckId || id == kDrawnFourColourDeckId) {
        QMetaObject::invokeMethod(
            receiver,
            [done = std::move(done), id] {
                QString error;
                auto deck = load(id, &error);
                done(std::move(deck), error);
            },
            Qt::QueuedConnection);
        return;
    }
    const QStringList dataDirs = detail::defaultDataDirs();
    QThread* const answerThread = receiver->thread();
    // The process's jobs, joined as the application goes: a window closed meanwhile does not
    // wait for the file. The answer is let go on the receiver's or the application's thread.
    BackgroundJobs::shared()->run(
        receiver,
        [id, dataDirs, answerThread](BackgroundJobs::Job&) {
            // Shared: the answer must be copyable, a unique_ptr is not.
            auto answer = std::make_shared<LoadAnswer>();
            answer->info = detail::locateDeck(id, dataDirs);
            QString why;
            if (!answer->info) answer->error = QStringLiteral("no card deck \"%1\" on this machine").arg(id);
            else if (!(answer->renderer = detail::makeSvgRenderer(*answer->info, &why)))
                answer->error = QStringLiteral("card deck \"%1\" cannot be used: %2").arg(id, why);
            else answer->renderer->moveToThread(answerThread);  // used only there from now on
            return answer;
        },
        [done = std::move(done)](const std::shared_ptr<LoadAnswer>& answer) {
            answer->taken = true;
            std::unique_ptr<CardDeck> deck;
            if (answer->renderer) deck.reset(new CardDeck(*answer->info, std::move(answer->renderer)));
            done(std::move(deck), answer->error);
        });
}

CardDeck::CardDeck(DeckInfo info, std::unique_ptr<detail::FaceRenderer> renderer)
    : info_(std::move(info)), aspect_(renderer->aspectRatio()), renderer_(std::move(renderer))
{
}

// Members go in reverse order: worker_ joins its thread before renderer_ and ~QObject go.
CardDeck::~CardDeck() = default;

QString CardDeck::indexText(belote::Rank rank) const { return renderer_->indexText(rank); }

bool CardDeck::lettersOutdated() const
{
    if (info_.kind != DeckInfo::Kind::Drawn) return false;
    for (int r = 0; r < belote::kRanks; ++r) {
        if (indexText(belote::Rank(r)) != drawnIndexText(belote::Rank(r))) return true;
    }
    return false;
}

int CardDeck::heightFor(int width) const { return int(std::lround(width * aspect_)); }

QPixmap CardDeck::face(belote::Card card, int width, qreal dpr)
{
    if (card >= belote::kCards) return QPixmap();
    return image(card, width, dpr);
}

QPixmap CardDeck::back(int width, qreal dpr) { return image(kBack, width, dpr); }

CardDeck::SizeCache& CardDeck::sizeCache(quint64 key)
{
    SizeCache& cache = cache_[key];
    cache.lastUse = ++useClock_;
    return cache;
}

namespace {

qint64 bytesOf(const QPixmap& pixmap) { return qint64(pixmap.width()) * pixmap.height() * pixmap.depth() / 8; }

}  // namespace

qint64 CardDeck::cacheBytes() const
{
    qint64 bytes = 0;
    for (const SizeCache& cache : cache_) {
        for (const QPixmap& pixmap : cache.images) bytes += bytesOf(pixmap);
    }
    return bytes;
}

void CardDeck::setCacheLimit(qint64 bytes)
{
    cacheLimit_ = std::max<qint64>(0, bytes);
    trimCache(0);
}

void CardDeck::trimCache(quint64 keep)
{
    qint64 bytes = cacheBytes();
    while (bytes > cacheLimit_ && cache_.size() > 1) {
        auto oldest = cache_.end();
        for (auto it = cache_.begin(); it != cache_.end(); ++it) {
            if (it.key() != keep && (oldest == cache_.end() || it->lastUse < oldest->lastUse)) oldest = it;
        }
        if (oldest == cache_.end()) break;
        for (const QPixmap& pixmap : oldest->images) bytes -= bytesOf(pixmap);
        cache_.erase(oldest);
    }
}

QPixmap CardDeck::image(int index, int width, qreal dpr)
{
    if (width < 1 || width > 4096 || !(dpr > 0) || dpr > 16) return QPixmap();
    const quint64 key = sizeKey(width, dpr);
    QPixmap& slot = sizeCache(key).images[index];
    if (!slot.isNull()) return slot;
    const QPixmap pixmap = QPixmap::fromImage(renderImage(*renderer_, index, width, dpr));
    slot = pixmap;
    trimCache(key);
    return pixmap;
}

bool CardDeck::isPrepared(int width, qreal dpr) const
{
    const auto it = cache_.constFind(sizeKey(width, dpr));
    return it != cache_.constEnd() &&
           std::none_of(it->images.begin(), it->images.end(), [](const QPixmap& p) { return p.isNull(); });
}

void CardDeck::prepare(int width, qreal dpr)
{
    if (width < 1 || width > 4096 || !(dpr > 0) || dpr > 16) return;
    const quint64 key = sizeKey(width, dpr);
    if (isPrepared(width, dpr)) {
        // Through the event loop, like the other answers: the caller may connect after.
        QMetaObject::invokeMethod(
            this, [this, width, dpr] { emit prepared(width, dpr); }, Qt::QueuedConnection);
        return;
    }
    if (pending_.contains(key)) return;
    Worker::Job job{width, dpr, {}};
    const auto cached = cache_.constFind(key);
    for (int i = 0; i < kImages; ++i) job.wanted[i] = cached == cache_.constEnd() || cached->images[i].isNull();
    if (!worker_) worker_ = std::make_unique<Worker>(this, renderer_->factory());
    pending_.insert(key);
    if (const auto dropped = worker_->add(job)) pending_.remove(sizeKey(dropped->width, dropped->dpr));
}

void CardDeck::storePrepared(int width, qreal dpr, const QList<QImage>& images)
{
    const quint64 key = sizeKey(width, dpr);
    pending_.remove(key);
    SizeCache& cache = sizeCache(key);
    for (int i = 0; i < kImages; ++i) {
        // A face rendered meanwhile on the GUI thread stays: its cacheKey() is known.
        if (!cache.images[i].isNull()) continue;
        cache.images[i] = i < images.size() && !images[i].isNull()
                              ? QPixmap::fromImage(images[i])
                              : QPixmap::fromImage(renderImage(*renderer_, i, width, dpr));
    }
    trimCache(key);
    emit prepared(width, dpr);
}

}  // namespace rebelote
