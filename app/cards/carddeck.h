// Card faces for the table: the deck drawn in code, and the SVG decks of GNOME (aisleriot)
// and KDE (libkcardgame) found on the machine at run time. No third-party art is shipped:
// a deck that is not installed is simply not offered.
//
// A face is rendered once per (width, device pixel ratio) and cached, so the table stays
// sharp after a resize and on HiDPI screens. prepare() renders all 33 images of one size
// off the window's thread (the process's one way, app/common/backgroundjobs.h: a job per
// size, one at a time) so that a big SVG deck never freezes the window.
//
// Measured on the development machine (2 cores shared with other builds, so ±30 %;
// Release, offscreen platform): the 33 images (32 faces + back) at 110 px wide, dpr 1, on
// one thread, and load() before it (the SVG parse, after availableDecks() read the file):
//     deck                          33 images     load()
//     drawn                         11-20 ms        0 ms
//     aisleriot:anglo               36-56 ms      30-50 ms
//     aisleriot:paris               57-76 ms      32 ms
//     aisleriot:guyenne-classic        36 ms      54-71 ms
//     kde:svg-oxygen-white          92-103 ms     80-100 ms
//     kde:svg-dondorf              424-505 ms    290 ms   (11 MB of SVG, the slowest)
// So one face costs 0.5 ms (drawn) to 15 ms (KDE's Dondorf): the GUI thread can render the
// few faces it needs at once, never a whole size of a big deck, hence prepare(). Its first
// job parses the SVG again for the jobs (QSvgRenderer is not thread-safe).
// availableDecks() reads every installed deck the first time (Debian 12's 44 files: 0.7-1 s),
// then answers from memory (2 ms): call it early off the GUI thread, or when the deck menu
// is first opened. loadInBackground() keeps a big deck's load() off the GUI thread.
#pragma once

#include "app/cards/deckinfo.h"
#include "engine/card.h"

#include <QColor>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPixmap>
#include <QSet>
#include <QString>

#include <array>
#include <deque>
#include <functional>
#include <memory>

namespace rebelote {

class BackgroundJobs;
namespace detail {
class FaceRenderer;
}

// The drawn deck first (two colours, then four), then the installed decks that have all 32 Belote faces and a back,
// sorted by name. Ids are unique; a name found twice is told apart by "(GNOME)" / "(KDE)".
// Searches QStandardPaths::GenericDataLocation (XDG_DATA_HOME, XDG_DATA_DIRS). Each file is
// read once per process (remembered by path, size and date); thread-safe.
QList<DeckInfo> availableDecks();
// The same, searching only these data directories (for tests and tools).
QList<DeckInfo> availableDecks(const QStringList& dataDirs);

// The suit's colour on the drawn cards: red #c0392b for hearts and diamonds, near-black for
// spades and clubs; in four colours, diamonds blue #1f5fbf and clubs green #1e7d32. (The
// suit as a character, ♠ ♥ ♦ ♣, is suitSymbol() of app/controller/gametext.h.)
QColor suitColor(belote::Suit suit, bool fourColour = false);

// What the drawn deck prints in a card's corner (and, for the courts, in its middle), in
// the language the game speaks (the translation installed, app/controller/language.h):
// "J" "Q" "K" "A" in English, "V" "D" "R" "A" in French (valet, dame, roi, as); the
// numbers as they are ("7" … "10").
QString drawnIndexText(belote::Rank rank);

// One deck in use: its renderer and its pixmap cache. Lives on the GUI thread.
class CardDeck : public QObject {
    Q_OBJECT

public:
    // Unknown id or unreadable deck: nullptr and a one-line reason in *error; the caller
    // falls back to kDrawnDeckId, which always loads.
    static std::unique_ptr<CardDeck> load(const QString& id, QString* error = nullptr);
    static std::unique_ptr<CardDeck> load(const QString& id, const QStringList& dataDirs, QString* error = nullptr);
    // load() on a background thread: reading a big deck takes up to 0.5 s (above), too long
    // for the GUI thread when the player picks another deck. `done` runs on `receiver`'s
    // thread, as load() would have answered, unless `receiver` is gone by then. The drawn
    // deck is loaded at once (it costs nothing) and answered through the event loop too.
    // The others are read on the process's background jobs (app/common/backgroundjobs.h),
    // joined as the application ends.
    using Loaded = std::function<void(std::unique_ptr<CardDeck> deck, const QString& error)>;
    static void loadInBackground(const QString& id, QObject* receiver, Loaded done);
    // How many loadInBackground() answers were dropped so far because their receiver was
    // gone (the load is over then, its deck let go): what a test waits for.
    static int loadsDropped();
    ~CardDeck() override;

    const DeckInfo& info() const { return info_; }
    // The letters this deck prints for the rank: the drawn deck's, fixed when it was
    // loaded; empty for an installed deck (its letters are its art).
    QString indexText(belote::Rank rank) const;
    // The drawn deck loaded in another language than the one spoken now: load it again to
    // print the letters of the language (a language changed while the game runs).
    bool lettersOutdated() const;
    // Height / width of a card (the drawn deck: 1.42).
    qreal aspectRatio() const { return aspect_; }
    // The height in device-independent pixels of a card this wide.
    int heightFor(int width) const;

    // Cached: the same pixmap (same cacheKey()) until the size leaves the cache. The pixmap
    // is width * dpr device pixels wide with devicePixelRatio() == dpr; draw it at
    // (width x heightFor(width)) logical pixels. A size not prepared yet is rendered here.
    // Null for a width < 1 or a card that is not one of the 32.
    QPixmap face(belote::Card card, int width, qreal dpr);
    QPixmap back(int width, qreal dpr);

    // Renders the 33 images of this size on a background thread and emits prepared() on
    // this object's thread once face() and back() of that size are all cached (at once,
    // through the event loop, when they already are). Sizes asked for while several are
    // waiting replace the oldest waiting one: during a resize only the latest sizes matter.
    void prepare(int width, qreal dpr);
    bool isPrepared(int width, qreal dpr) const;

    // The memory the pixmaps may take: past it, the sizes least recently asked for go
    // first, never the one just asked for. A whole size is 2.3 MB at 110 px, dpr 1, and
    // 47 MB at 250 px, dpr 2; the table shows three or four sizes at a time.
    static constexpr qint64 kDefaultCacheBytes = qint64(128) << 20;
    void setCacheLimit(qint64 bytes);
    qint64 cacheBytes() const;

signals:
    void prepared(int width, qreal dpr);

private:
    struct SizeCache {
        std::array<QPixmap, belote::kCards + 1> images;  // 32 faces, then the back
        quint64 lastUse = 0;
    };
    static constexpr int kBack = belote::kCards;
    // One size for prepare()'s jobs, which render one at a time; at most kMaxWaiting more wait.
    struct Job {
        int width;
        qreal dpr;
        std::array<bool, belote::kCards + 1> wanted;  // false: already in the cache
    };
    static constexpr std::size_t kMaxWaiting = 2;

    CardDeck(DeckInfo info, std::unique_ptr<detail::FaceRenderer> renderer);
    QPixmap image(int index, int width, qreal dpr);
    SizeCache& sizeCache(quint64 key);
    void trimCache(quint64 keep);
    void render(const Job& job);
    void storePrepared(int width, qreal dpr, const QList<QImage>& images);

    DeckInfo info_;
    qreal aspect_ = 1.42;
    std::unique_ptr<detail::FaceRenderer> renderer_;  // the GUI thread's
    // The jobs' own renderer (QSvgRenderer is not thread-safe), made by the first job and
    // lent to one job at a time; held here meanwhile too, so that it goes on this thread.
    // Broken: the file could not be read again, the GUI thread renders instead.
    std::shared_ptr<detail::FaceRenderer> jobsRenderer_;
    bool jobsBroken_ = false;
    QHash<quint64, SizeCache> cache_;  // by sizeKey(width, dpr)
    QSet<quint64> pending_;            // sizes rendering or waiting
    std::deque<Job> waiting_;
    bool rendering_ = false;
    quint64 useClock_ = 0;
    qint64 cacheLimit_ = kDefaultCacheBytes;
    std::unique_ptr<BackgroundJobs> jobs_;  // last: its end joins the job before the rest goes
};

}  // namespace rebelote
