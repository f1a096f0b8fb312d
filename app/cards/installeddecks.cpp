// The SVG decks installed on the machine: GNOME's (aisleriot/cards/*.svgz, package
// gnome-cards-data) and KDE's (carddecks/svg-*/index.desktop, package
// kdegames-card-data-kf5), found in the XDG data directories at run time.
//
// Element ids, the same in every deck of a kind (checked on the 30 + 16 files of Debian 12):
//   aisleriot  "<suit>_<rank>"  spade_1 .. spade_10, spade_jack, spade_queen, spade_king;
//              suits spade heart diamond club; the ace is 1; the back is "back"
//   KDE        "<rank>_<suit>"  1_spade .. 10_spade, jack_spade, queen_spade, king_spade;
//              the back is "back" (what kpat's libkcardgame asks for)
// Each element covers one whole card, so it is rendered alone into the card's rectangle.
#include "app/cards/carddeck.h"
#include "app/cards/facerenderer.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLibraryInfo>
#include <QLocale>
#include <QMutex>
#include <QPainter>
#include <QSet>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QVersionNumber>
#include <QXmlStreamReader>

#include <algorithm>
#include <array>

#ifdef REBELOTE_HAVE_ZLIB
#include <zlib.h>
#endif

namespace rebelote {
namespace detail {
namespace {

const QString kAisleriotPrefix = QStringLiteral("aisleriot:");
const QString kKdePrefix = QStringLiteral("kde:");

// ---- rendering ---------------------------------------------------------------------------

class SvgRenderer final : public FaceRenderer {
public:
    explicit SvgRenderer(const DeckInfo& info) : info_(info) {}

    bool load(QString* error)
    {
        QFileInfo file(info_.path);
        if (!file.isFile() || !file.isReadable()) return fail(error, QStringLiteral("no file %1").arg(info_.path));
        // QSvgRenderer reads .svgz itself; it prints a warning and stays invalid on junk.
        if (!svg_.load(info_.path) || !svg_.isValid())
            return fail(error, QStringLiteral("%1 is not a readable SVG").arg(info_.path));
        for (int i = 0; i < kImages; ++i) {
            ids_[i] = svgElementId(info_.kind, i);
            if (!svg_.elementExists(ids_[i]))
                return fail(error, QStringLiteral("%1 has no card \"%2\"").arg(info_.path, ids_[i]));
            bounds_[i] = svg_.boundsOnElement(ids_[i]);
            if (bounds_[i].width() <= 0 || bounds_[i].height() <= 0)
                return fail(error, QStringLiteral("%1: card \"%2\" is empty").arg(info_.path, ids_[i]));
        }
        // The ace of spades gives the deck's shape.
        const QRectF ace = bounds_[belote::makeCard(belote::Suit::Spades, belote::Rank::Ace)];
        aspect_ = ace.height() / ace.width();
        // Cards stand up: anything else is a file Qt reads differently from its author.
        if (aspect_ < 1.2 || aspect_ > 1.8)
            return fail(error,
                        QStringLiteral("%1: cards %2 times as high as wide").arg(info_.path).arg(aspect_, 0, 'g', 2));
        return true;
    }

    qreal aspectRatio() const override { return aspect_; }

    void moveToThread(QThread* thread) override { svg_.moveToThread(thread); }

    Factory factory() const override
    {
        return [info = info_](QString* error) -> std::unique_ptr<FaceRenderer> {
            auto renderer = std::make_unique<SvgRenderer>(info);
            if (!renderer->load(error)) return nullptr;
            return renderer;
        };
    }

    void paint(QPainter& p, const QRectF& rect, int index) override
    {
        // Each element is stretched to the card, as KDE does: some backs are drawn at
        // another scale or a few percent taller than the faces. One of another shape is
        // fitted in instead of being distorted.
        QRectF target = rect;
        const qreal aspect = bounds_[index].height() / bounds_[index].width();
        if (std::abs(aspect - aspect_) > 0.1 * aspect_) {
            QSizeF size = bounds_[index].size().scaled(rect.size(), Qt::KeepAspectRatio);
            target = QRectF(QPointF(0, 0), size);
            target.moveCenter(rect.center());
        }
        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        svg_.render(&p, ids_[index], target);
        p.restore();
    }

private:
    static bool fail(QString* error, const QString& message)
    {
        if (error) *error = message;
        return false;
    }

    DeckInfo info_;
    QSvgRenderer svg_;
    std::array<QString, kImages> ids_;
    std::array<QRectF, kImages> bounds_;
    qreal aspect_ = 1.4;
};

// ---- discovery ---------------------------------------------------------------------------

// The ids a complete deck of this kind has.
QSet<QString> neededIds(DeckInfo::Kind kind)
{
    QSet<QString> ids;
    for (int i = 0; i < kImages; ++i) ids.insert(svgElementId(kind, i));
    return ids;
}

#ifdef REBELOTE_HAVE_ZLIB
// .svgz is gzip; Qt has no public gunzip, zlib has.
QByteArray gunzip(const QByteArray& data, bool* ok)
{
    *ok = true;
    if (data.size() < 2 || uchar(data[0]) != 0x1f || uchar(data[1]) != 0x8b) return data;  // plain .svg
    z_stream stream{};
    if (inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK) {
        *ok = false;
        return {};
    }
    QByteArray out(data.size() * 4 + 4096, Qt::Uninitialized);
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.constData()));
    stream.avail_in = uInt(data.size());
    int rc = Z_OK;
    while (rc == Z_OK) {
        if (stream.total_out >= uLong(out.size())) out.resize(out.size() * 2);
        stream.next_out = reinterpret_cast<Bytef*>(out.data()) + stream.total_out;
        stream.avail_out = uInt(out.size() - qsizetype(stream.total_out));
        rc = inflate(&stream, Z_NO_FLUSH);
    }
    out.resize(qsizetype(stream.total_out));
    inflateEnd(&stream);
    *ok = rc == Z_STREAM_END;
    return out;
}
#endif

// Decks that Qt's SVG renderer (checked with Qt 6.4) draws wrong although their files are
// fine: faces blank or spilling out of the card. Qt 6.7 draws clip paths and symbols.
struct KnownBad {
    DeckInfo::Kind kind;
    const char* file;
    const char* why;
};
const KnownBad kKnownBad[] = {
    {DeckInfo::Kind::Aisleriot, "berlin", "its back spills out of the card (clip-path)"},
    {DeckInfo::Kind::Aisleriot, "tango_nuevo", "its pips spill out of the cards (clip-path)"},
    {DeckInfo::Kind::Kde, "future", "Qt draws its faces as strips of text boxes"},
};

bool qtDrawsClipPathsAndSymbols() { return QLibraryInfo::version() >= QVersionNumber(6, 7); }

// Why the file cannot be a deck, or empty: well-formed SVG with every element a deck needs,
// drawable by Qt. Reading the ids with QXmlStreamReader is 3 times faster than letting
// QSvgRenderer build the document (0.8 s against 2.7 s for the 44 deck files of Debian 12);
// makeSvgRenderer() then checks with QSvgRenderer.
QString deckProblem(const QString& path, DeckInfo::Kind kind)
{
    const QString base = QFileInfo(path).completeBaseName();
    if (!qtDrawsClipPathsAndSymbols()) {
        for (const KnownBad& bad : kKnownBad) {
            if (bad.kind == kind && base == QLatin1String(bad.file)) return QString::fromLatin1(bad.why);
        }
    }
    QSet<QString> missing = neededIds(kind);
#ifdef REBELOTE_HAVE_ZLIB
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return QStringLiteral("cannot read %1").arg(path);
    bool ok = false;
    const QByteArray xml = gunzip(file.readAll(), &ok);
    if (!ok) return QStringLiteral("%1 is not a readable SVG (bad gzip data)").arg(path);
    QXmlStreamReader reader(xml);
    bool sawSvg = false;
    bool symbols = false;
    while (!reader.atEnd()) {
        if (reader.readNext() != QXmlStreamReader::StartElement) continue;
        sawSvg = sawSvg || reader.name() == QLatin1String("svg");
        symbols = symbols || reader.name() == QLatin1String("symbol");
        const auto id = reader.attributes().value(QLatin1String("id"));
        if (!id.isEmpty()) missing.remove(id.toString());
    }
    if (reader.hasError() || !sawSvg)
        return QStringLiteral("%1 is not a readable SVG (line %2: %3)")
            .arg(path)
            .arg(reader.lineNumber())
            .arg(reader.hasError() ? reader.errorString() : QStringLiteral("no <svg>"));
    // Its cards are <use>s of <symbol>s: blank before Qt 6.7.
    if (symbols && !qtDrawsClipPathsAndSymbols())
        return QStringLiteral("%1 draws its cards with <symbol>, which this Qt cannot").arg(path);
#else
    QSvgRenderer svg;
    if (!svg.load(path) || !svg.isValid()) return QStringLiteral("%1 is not a readable SVG").arg(path);
    for (auto it = missing.begin(); it != missing.end();)
        it = svg.elementExists(*it) ? missing.erase(it) : std::next(it);
#endif
    if (!missing.isEmpty()) {
        QStringList names(missing.begin(), missing.end());
        names.sort();
        return QStringLiteral("%1 has no card \"%2\"").arg(path, names.first());
    }
    return QString();
}

// deckProblem(), remembered for the process: the deck menu and every load() ask again.
QString deckProblemCached(const QString& path, DeckInfo::Kind kind)
{
    struct Seen {
        qint64 size;
        QDateTime modified;
        QString problem;
    };
    static QMutex mutex;
    static QHash<QString, Seen> seen;
    const QFileInfo file(path);
    if (!file.isFile()) return QStringLiteral("no file %1").arg(path);
    {
        QMutexLocker lock(&mutex);
        auto it = seen.constFind(path);
        if (it != seen.constEnd() && it->size == file.size() && it->modified == file.lastModified()) return it->problem;
    }
    // Outside the lock: two threads reading the same new file at once only waste time.
    const QString problem = deckProblem(path, kind);
    QMutexLocker lock(&mutex);
    seen.insert(path, Seen{file.size(), file.lastModified(), problem});
    return problem;
}

// "guyenne-classic" → "Guyenne Classic", as aisleriot shows it.
QString aisleriotName(const QString& baseName)
{
    QString name = baseName;
    name.replace(QLatin1Char('_'), QLatin1Char(' ')).replace(QLatin1Char('-'), QLatin1Char(' '));
    bool wordStart = true;
    for (QChar& c : name) {
        if (wordStart) c = c.toUpper();
        wordStart = c == QLatin1Char(' ');
    }
    return name;
}

// The decks in one data directory, whether complete or not.
QList<DeckInfo> aisleriotDecksIn(const QString& dataDir)
{
    QList<DeckInfo> decks;
    const QDir dir(dataDir + QStringLiteral("/aisleriot/cards"));
    const auto files = dir.entryInfoList({QStringLiteral("*.svgz"), QStringLiteral("*.svg")},
                                         QDir::Files | QDir::Readable, QDir::Name);
    for (const QFileInfo& file : files) {
        const QString base = file.completeBaseName();
        // anglo_bitmap and gnomangelo_bitmap are PNG pictures in an SVG wrapper, blurred
        // at any size but one; their vector originals are there too.
        if (base.contains(QLatin1String("_bitmap"))) continue;
        decks.append(
            DeckInfo{kAisleriotPrefix + base, aisleriotName(base), file.filePath(), DeckInfo::Kind::Aisleriot});
    }
    return decks;
}

// index.desktop: [KDE Backdeck] Name=, Name[fr]=, SVG=. A deck with no SVG= is an old
// PNG-only one: not offered.
std::optional<DeckInfo> kdeDeck(const QDir& deckDir)
{
    QFile desktop(deckDir.filePath(QStringLiteral("index.desktop")));
    if (!desktop.open(QIODevice::ReadOnly | QIODevice::Text)) return std::nullopt;
    const QString locale = QLocale().name();  // "fr_FR"
    const QString language = locale.section(QLatin1Char('_'), 0, 0);
    QString name, localName, languageName, svg;
    bool inGroup = false;
    while (!desktop.atEnd()) {
        const QString line = QString::fromUtf8(desktop.readLine()).trimmed();
        if (line.startsWith(QLatin1Char('['))) {
            inGroup = line == QLatin1String("[KDE Backdeck]");
            continue;
        }
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (!inGroup || eq <= 0) continue;
        const QString key = line.left(eq).trimmed();
        const QString value = line.mid(eq + 1).trimmed();
        if (key == QLatin1String("Name")) name = value;
        else if (key == QStringLiteral("Name[%1]").arg(locale)) localName = value;
        else if (key == QStringLiteral("Name[%1]").arg(language)) languageName = value;
        else if (key == QLatin1String("SVG")) svg = value;
    }
    if (svg.isEmpty()) return std::nullopt;
    if (!localName.isEmpty()) name = localName;
    else if (!languageName.isEmpty()) name = languageName;
    if (name.isEmpty()) name = deckDir.dirName();
    return DeckInfo{kKdePrefix + deckDir.dirName(), name, deckDir.filePath(svg), DeckInfo::Kind::Kde};
}

QList<DeckInfo> kdeDecksIn(const QString& dataDir)
{
    QList<DeckInfo> decks;
    const QDir dir(dataDir + QStringLiteral("/carddecks"));
    const auto subdirs = dir.entryInfoList({QStringLiteral("svg-*")}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo& subdir : subdirs) {
        if (auto deck = kdeDeck(QDir(subdir.filePath()))) decks.append(*deck);
    }
    return decks;
}

DeckInfo drawnDeckInfo(bool fourColour)
{
    return fourColour ? DeckInfo{kDrawnFourColourDeckId, QStringLiteral("Drawn, four colours"), QString(),
                                 DeckInfo::Kind::Drawn}
                      : DeckInfo{kDrawnDeckId, QStringLiteral("Drawn"), QString(), DeckInfo::Kind::Drawn};
}

}  // namespace

QString svgElementId(DeckInfo::Kind kind, int index)
{
    if (index == kBackIndex) return QStringLiteral("back");
    static const char* const suits[belote::kSuits] = {"spade", "heart", "diamond", "club"};
    static const char* const ranks[belote::kRanks] = {"7", "8", "9", "10", "jack", "queen", "king", "1"};
    const belote::Card card = belote::Card(index);
    const QString suit = QLatin1String(suits[int(belote::suitOf(card))]);
    const QString rank = QLatin1String(ranks[int(belote::rankOf(card))]);
    return kind == DeckInfo::Kind::Kde ? rank + QLatin1Char('_') + suit : suit + QLatin1Char('_') + rank;
}

QStringList defaultDataDirs() { return QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation); }

std::optional<DeckInfo> locateDeck(const QString& id, const QStringList& dataDirs)
{
    if (id == kDrawnDeckId || id == kDrawnFourColourDeckId) return drawnDeckInfo(id == kDrawnFourColourDeckId);
    // The first data directory that has the deck wins, as in availableDecks().
    for (const QString& dir : dataDirs) {
        if (id.startsWith(kAisleriotPrefix)) {
            for (const DeckInfo& deck : aisleriotDecksIn(dir)) {
                if (deck.id == id) return deck;
            }
        } else if (id.startsWith(kKdePrefix)) {
            const QString name = id.mid(kKdePrefix.size());
            if (name.isEmpty() || name.contains(QLatin1Char('/'))) return std::nullopt;
            if (auto deck = kdeDeck(QDir(dir + QStringLiteral("/carddecks/") + name))) return deck;
        }
    }
    return std::nullopt;
}

std::unique_ptr<FaceRenderer> makeSvgRenderer(const DeckInfo& info, QString* error)
{
    if (const QString problem = deckProblemCached(info.path, info.kind); !problem.isEmpty()) {
        if (error) *error = problem;
        return nullptr;
    }
    auto renderer = std::make_unique<SvgRenderer>(info);
    if (!renderer->load(error)) return nullptr;
    return renderer;
}

}  // namespace detail

QList<DeckInfo> availableDecks() { return availableDecks(detail::defaultDataDirs()); }

QList<DeckInfo> availableDecks(const QStringList& dataDirs)
{
    QList<DeckInfo> installed;
    QSet<QString> ids;
    for (const QString& dir : dataDirs) {
        for (const auto& decks : {detail::aisleriotDecksIn(dir), detail::kdeDecksIn(dir)}) {
            for (const DeckInfo& deck : decks) {
                // The user's copy (first directory) hides the system's.
                if (ids.contains(deck.id)) continue;
                ids.insert(deck.id);
                if (detail::deckProblemCached(deck.path, deck.kind).isEmpty()) installed.append(deck);
            }
        }
    }
    // Both desktops ship a "Paris" and a "Dondorf": say whose each is.
    QHash<QString, int> names;
    for (const DeckInfo& deck : installed) ++names[deck.name];
    for (DeckInfo& deck : installed) {
        if (names.value(deck.name) > 1)
            deck.name += deck.kind == DeckInfo::Kind::Kde ? QStringLiteral(" (KDE)") : QStringLiteral(" (GNOME)");
    }
    std::sort(installed.begin(), installed.end(), [](const DeckInfo& a, const DeckInfo& b) {
        const int byName = QString::localeAwareCompare(a.name, b.name);
        return byName != 0 ? byName < 0 : a.id < b.id;
    });
    installed.prepend(detail::drawnDeckInfo(true));
    installed.prepend(detail::drawnDeckInfo(false));
    return installed;
}

}  // namespace rebelote
