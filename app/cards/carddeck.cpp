// CardDeck: one renderer on the GUI thread for the faces asked for now, one for prepare()'s
// jobs (app/common/backgroundjobs.h), and the pixmaps of the last few sizes.
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
    : info_(std::move(info)),
      aspect_(renderer->aspectRatio()),
      renderer_(std::move(renderer)),
      jobs_(std::make_unique<BackgroundJobs>())
{
}

// Members go in reverse order: jobs_ cancels its job and joins its thread (the image being
// rendered is waited for, not the size) before jobsRenderer_, renderer_ and ~QObject go.
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
    Job job{width, dpr, {}};
    const auto cached = cache_.constFind(key);
    for (int i = 0; i < kImages; ++i) job.wanted[i] = cached == cache_.constEnd() || cached->images[i].isNull();
    pending_.insert(key);
    if (!rendering_) {
        render(job);
        return;
    }
    // During a resize only the latest sizes matter: the oldest waiting one makes room.
    if (waiting_.size() >= kMaxWaiting) {
        pending_.remove(sizeKey(waiting_.front().width, waiting_.front().dpr));
        waiting_.pop_front();
    }
    waiting_.push_back(job);
}

namespace {

// What one prepare() job sends back: the images asked for (null where the GUI thread has
// one, or where the deck cannot be read any more), and the jobs' renderer.
struct Rendered {
    QList<QImage> images;
    std::shared_ptr<detail::FaceRenderer> renderer;
    bool broken = false;
};

}  // namespace

void CardDeck::render(const Job& job)
{
    rendering_ = true;
    QThread* const deckThread = thread();
    // The jobs' renderer goes with the job and comes back with its answer: one job at a time
    // paints with it. The first job makes it (parsing a big SVG takes 0.3 s).
    jobs_->run(
        this,
        [job, renderer = jobsRenderer_, broken = jobsBroken_, factory = renderer_->factory(),
         deckThread](BackgroundJobs::Job& self) mutable {
            Rendered out;
            out.renderer = std::move(renderer);
            out.broken = broken;
            const bool made = !out.renderer && !out.broken;
            if (made) {
                out.renderer = factory(nullptr);
                out.broken = !out.renderer;  // the file went away: the GUI thread renders instead
            }
            out.images = QList<QImage>(kImages);
            for (int i = 0; i < kImages && out.renderer; ++i) {
                if (self.stopRequested()) return out;  // the deck goes: run() drops the answer
                if (job.wanted[i]) out.images[i] = renderImage(*out.renderer, i, job.width, job.dpr);
            }
            // Made here, used from now on by the jobs and let go on the deck's thread. (A job
            // stopped before keeps it here, where it is let go.)
            if (made && out.renderer) out.renderer->moveToThread(deckThread);
            return out;
        },
        [this, job](const Rendered& out) {
            jobsRenderer_ = out.renderer;
            jobsBroken_ = out.broken;
            rendering_ = false;
            // The next size first: a slot of prepared() may ask for another one.
            if (!waiting_.empty()) {
                const Job next = waiting_.front();
                waiting_.pop_front();
                render(next);
            }
            storePrepared(job.width, job.dpr, out.images);
        });
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
