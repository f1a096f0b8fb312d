// The card faces: the drawn deck, the decks found on the machine, broken decks, the cache,
// the deck chooser of Settings.
//
// REBELOTE_CARD_SHEETS=DIR also writes contact sheets there (the drawn deck at 110 and 70 px,
// a few cards of every installed deck) to look at the cards.
#include "app/cards/carddeck.h"
#include "app/controller/language.h"
#include "app/ui/deckpicker.h"
#include "app/ui/panelstyle.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QListWidget>
#include <QPainter>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using namespace rebelote;
using belote::Card;
using belote::Rank;
using belote::Suit;

namespace {

// How long a deck's rendering off the window's thread may take before the test calls it
// lost: a bound against a hang, far above the time it takes (a loaded 2-core machine took
// more than 10 s for a large SVG deck).
constexpr int kRenderWaitMs = 120000;

// Pixels clearly red, as the hearts and diamonds are (#c0392b).
int redPixels(const QImage& image)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() > 200 && c.red() > 140 && c.green() < 110 && c.blue() < 110) ++count;
        }
    }
    return count;
}

// Pixels near `colour` (each channel within 40), opaque.
int pixelsNear(const QImage& image, const QColor& colour)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() > 200 && std::abs(c.red() - colour.red()) < 40 && std::abs(c.green() - colour.green()) < 40 &&
                std::abs(c.blue() - colour.blue()) < 40)
                ++count;
        }
    }
    return count;
}

// Not blank: mostly opaque, and more than two colours (a card, not a flat rectangle).
bool looksLikeACard(const QImage& image)
{
    int opaque = 0;
    QSet<QRgb> colors;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = image.pixel(x, y);
            if (qAlpha(p) > 128) ++opaque;
            if (colors.size() < 16) colors.insert(p);
        }
    }
    return opaque > image.width() * image.height() / 2 && colors.size() > 2;
}

QByteArray bytesOf(const QPixmap& pixmap)
{
    const QImage image = pixmap.toImage().convertToFormat(QImage::Format_ARGB32);
    return QByteArray(reinterpret_cast<const char*>(image.constBits()), image.sizeInBytes());
}

// 8 columns on a green table, the cards in `cards` then the back.
QImage contactSheet(CardDeck& deck, const QList<Card>& cards, int width, int columns, qreal dpr = 1)
{
    const int height = deck.heightFor(width);
    const int gap = 8;
    const int count = int(cards.size()) + 1;
    const int rows = (count + columns - 1) / columns;
    QImage sheet(QSize(columns * (width + gap) + gap, rows * (height + gap) + gap) * dpr, QImage::Format_RGB32);
    sheet.setDevicePixelRatio(dpr);
    sheet.fill(QColor(0x2e, 0x6b, 0x3f));
    QPainter painter(&sheet);
    for (int i = 0; i < count; ++i) {
        const QPixmap pixmap = i < cards.size() ? deck.face(cards[i], width, dpr) : deck.back(width, dpr);
        painter.drawPixmap(gap + (i % columns) * (width + gap), gap + (i / columns) * (height + gap), pixmap);
    }
    return sheet;
}

QList<Card> allCards()
{
    QList<Card> cards;
    for (int c = 0; c < belote::kCards; ++c) cards << Card(c);
    return cards;
}

}  // namespace

class TestCards : public QObject {
    Q_OBJECT

private slots:
    void suitColors()
    {
        QCOMPARE(suitColor(Suit::Hearts), suitColor(Suit::Diamonds));
        QCOMPARE(suitColor(Suit::Spades), suitColor(Suit::Clubs));
        QVERIFY(suitColor(Suit::Hearts).red() > 150);
        QVERIFY(suitColor(Suit::Spades).lightness() < 60);
    }

    // In four colours no two suits share one: spades black, hearts red, diamonds blue, clubs green.
    void fourColourSuits()
    {
        QSet<QRgb> colours;
        for (int s = 0; s < belote::kSuits; ++s) colours.insert(suitColor(Suit(s), true).rgb());
        QCOMPARE(colours.size(), belote::kSuits);
        QCOMPARE(suitColor(Suit::Hearts, true), suitColor(Suit::Hearts));
        QCOMPARE(suitColor(Suit::Spades, true), suitColor(Suit::Spades));
        QVERIFY(suitColor(Suit::Diamonds, true).blue() > 150);
        QVERIFY(suitColor(Suit::Clubs, true).green() > 100 && suitColor(Suit::Clubs, true).red() < 60);
        // The window's words follow the cards: ♦ and ♣ in their colours with the four-colour deck.
        const QString diamond(QChar(0x2666)), club(QChar(0x2663));
        QVERIFY(rebelote::panelstyle::richSuits(diamond).contains(QStringLiteral("#ff8a7a")));
        QVERIFY(!rebelote::panelstyle::richSuits(club).contains(QStringLiteral("span")));
        rebelote::panelstyle::setFourColourSuits(true);
        const QString onCream = rebelote::panelstyle::richSuits(diamond + club, false);
        QVERIFY2(onCream.contains(suitColor(Suit::Diamonds, true).name()) &&
                     onCream.contains(suitColor(Suit::Clubs, true).name()),
                 qPrintable(onCream));
        QVERIFY(!rebelote::panelstyle::richSuits(diamond).contains(QStringLiteral("#ff8a7a")));
        rebelote::panelstyle::setFourColourSuits(false);
    }

    void drawnDeckIsFirstAndDefault()
    {
        const QList<DeckInfo> decks = availableDecks(QStringList());
        QCOMPARE(decks.size(), 2);
        QCOMPARE(decks.first().id, kDrawnDeckId);
        QCOMPARE(decks.first().kind, DeckInfo::Kind::Drawn);
        QCOMPARE(decks[1].id, kDrawnFourColourDeckId);
        QCOMPARE(decks[1].kind, DeckInfo::Kind::Drawn);
        QCOMPARE(availableDecks().first().id, kDrawnDeckId);
    }

    // The four-colour drawn deck prints each suit in its colour: every face has pixels of its
    // suit's colour and none of another coloured suit's; the two-colour deck's diamonds are red.
    void drawnFourColourDeck()
    {
        QString error;
        auto four = CardDeck::load(kDrawnFourColourDeckId, &error);
        QVERIFY2(four, qPrintable(error));
        QCOMPARE(four->info().kind, DeckInfo::Kind::Drawn);
        auto two = CardDeck::load(kDrawnDeckId, &error);
        QVERIFY(two);
        const int width = 110;
        for (int c = 0; c < belote::kCards; ++c) {
            const QImage image = four->face(Card(c), width, 1).toImage();
            const Suit suit = belote::suitOf(Card(c));
            const QString name = QString::fromStdString(belote::cardName(Card(c)));
            for (Suit other : {Suit::Hearts, Suit::Diamonds, Suit::Clubs}) {
                const int n = pixelsNear(image, suitColor(other, true));
                if (other == suit) QVERIFY2(n > width, qPrintable(name));
                else
                    QVERIFY2(n < width / 10,
                             qPrintable(QStringLiteral("%1: %2 pixels of another suit").arg(name).arg(n)));
            }
            if (suit == Suit::Diamonds)
                QVERIFY2(redPixels(two->face(Card(c), width, 1).toImage()) > width, qPrintable(name));
        }
        // Its own pixmaps: the two decks do not share a cache.
        QVERIFY(bytesOf(four->face(belote::makeCard(Suit::Diamonds, belote::Rank::Ace), width, 1)) !=
                bytesOf(two->face(belote::makeCard(Suit::Diamonds, belote::Rank::Ace), width, 1)));
    }

    // The drawn deck's corners speak the game's language: J Q K in English, V D R in French
    // (valet, dame, roi); the ace is A in both, the numbers stay numbers.
    void drawnCornersFollowTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("rank");
        QTest::addColumn<QString>("corner");
        const struct {
            Rank rank;
            const char *name, *english, *french;
        } ranks[] = {{Rank::Seven, "seven", "7", "7"}, {Rank::Ten, "ten", "10", "10"}, {Rank::Jack, "jack", "J", "V"},
                     {Rank::Queen, "queen", "Q", "D"}, {Rank::King, "king", "K", "R"}, {Rank::Ace, "ace", "A", "A"}};
        for (const auto& r : ranks) {
            QTest::addRow("English %s: %s", r.name, r.english) << "en" << int(r.rank) << r.english;
            QTest::addRow("French %s: %s", r.name, r.french) << "fr" << int(r.rank) << r.french;
        }
    }

    void drawnCornersFollowTheLanguage()
    {
        QFETCH(QString, language);
        QFETCH(int, rank);
        QFETCH(QString, corner);
        QCOMPARE(installTranslations(language), language);
        QCOMPARE(drawnIndexText(Rank(rank)), corner);
        auto deck = CardDeck::load(kDrawnDeckId);
        QVERIFY(deck);
        QCOMPARE(deck->indexText(Rank(rank)), corner);
        QVERIFY(!deck->lettersOutdated());
        // The other language spoken now: the deck loaded before prints the old letters.
        installTranslations(language == QLatin1String("fr") ? QStringLiteral("en") : QStringLiteral("fr"));
        QVERIFY(deck->lettersOutdated());
        QCOMPARE(deck->indexText(Rank(rank)), corner);
        installTranslations(QStringLiteral("en"));
    }

    // And the faces drawn change with the letters: the French jack is not the English one,
    // a seven is the same in both.
    void drawnFacesFollowTheLanguage_data()
    {
        QTest::addColumn<int>("rank");
        QTest::addColumn<bool>("differs");
        QTest::newRow("the jack of hearts: V, not J") << int(Rank::Jack) << true;
        QTest::newRow("the queen of hearts: D, not Q") << int(Rank::Queen) << true;
        QTest::newRow("the king of hearts: R, not K") << int(Rank::King) << true;
        QTest::newRow("the ace of hearts: A in both") << int(Rank::Ace) << false;
        QTest::newRow("the seven of hearts: 7 in both") << int(Rank::Seven) << false;
    }

    void drawnFacesFollowTheLanguage()
    {
        QFETCH(int, rank);
        QFETCH(bool, differs);
        const Card card = belote::makeCard(Suit::Hearts, Rank(rank));
        auto faceIn = [card](const QString& language) {
            installTranslations(language);
            auto deck = CardDeck::load(kDrawnDeckId);
            return deck ? deck->face(card, 110, 1).toImage() : QImage();
        };
        const QImage english = faceIn(QStringLiteral("en"));
        const QImage french = faceIn(QStringLiteral("fr"));
        installTranslations(QStringLiteral("en"));
        QVERIFY(!english.isNull() && !french.isNull());
        QCOMPARE(english != french, differs);
    }

    void drawnDeck_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<qreal>("dpr");
        QTest::newRow("70 px") << 70 << qreal(1);
        QTest::newRow("70 px HiDPI") << 70 << qreal(2);
        QTest::newRow("110 px") << 110 << qreal(1);
        QTest::newRow("110 px at 1.5") << 110 << qreal(1.5);
    }

    void drawnDeck()
    {
        QFETCH(int, width);
        QFETCH(qreal, dpr);
        QString error;
        auto deck = CardDeck::load(kDrawnDeckId, &error);
        QVERIFY2(deck, qPrintable(error));
        QCOMPARE(deck->info().kind, DeckInfo::Kind::Drawn);
        QVERIFY(deck->aspectRatio() >= 1.4 && deck->aspectRatio() <= 1.45);

        const QSize pixels(qRound(width * dpr), qRound(width * dpr * deck->aspectRatio()));
        QSet<QByteArray> distinct;
        for (int c = 0; c <= belote::kCards; ++c) {
            const QPixmap pixmap = c < belote::kCards ? deck->face(Card(c), width, dpr) : deck->back(width, dpr);
            QVERIFY(!pixmap.isNull());
            QCOMPARE(pixmap.size(), pixels);
            QCOMPARE(pixmap.devicePixelRatio(), dpr);
            const QImage image = pixmap.toImage();
            QVERIFY(looksLikeACard(image));
            distinct.insert(bytesOf(pixmap));
            if (c == belote::kCards) continue;
            const Suit suit = belote::suitOf(Card(c));
            const bool red = suit == Suit::Hearts || suit == Suit::Diamonds;
            const int redCount = redPixels(image);
            if (red) QVERIFY2(redCount > pixels.width(), qPrintable(QString::fromStdString(belote::cardName(Card(c)))));
            else QCOMPARE(redCount, 0);
        }
        QCOMPARE(distinct.size(), belote::kCards + 1);
        // The corners are cut: transparent, so the table shows through.
        QCOMPARE(qAlpha(deck->face(0, width, dpr).toImage().pixel(0, 0)), 0);
    }

    void badSizes()
    {
        auto deck = CardDeck::load(kDrawnDeckId);
        QVERIFY(deck);
        QVERIFY(deck->face(0, 0, 1).isNull());
        QVERIFY(deck->face(0, -5, 1).isNull());
        QVERIFY(deck->face(0, 80, 0).isNull());
        QVERIFY(deck->face(belote::kNoCard, 80, 1).isNull());
        QVERIFY(deck->face(belote::kCards, 80, 1).isNull());
    }

    void installedDeck_data()
    {
        QTest::addColumn<QString>("id");
        const QList<DeckInfo> decks = availableDecks();
        QSet<QString> ids;
        for (const DeckInfo& deck : decks) {
            QVERIFY2(!ids.contains(deck.id), qPrintable(deck.id));
            ids.insert(deck.id);
            if (deck.kind != DeckInfo::Kind::Drawn) QTest::newRow(qPrintable(deck.id)) << deck.id;
        }
        if (std::all_of(decks.begin(), decks.end(), [](const DeckInfo& d) { return d.kind == DeckInfo::Kind::Drawn; }))
            QTest::newRow("none") << QString();
    }

    void installedDeck()
    {
        QFETCH(QString, id);
        if (id.isEmpty()) QSKIP("no card deck installed (gnome-cards-data, kdegames-card-data-kf5)");
        QString error;
        auto deck = CardDeck::load(id, &error);
        QVERIFY2(deck, qPrintable(error));
        QVERIFY(error.isEmpty());
        QCOMPARE(deck->info().id, id);
        QVERIFY(!deck->info().name.isEmpty());
        QVERIFY(QFileInfo(deck->info().path).isFile());
        QVERIFY2(deck->aspectRatio() > 1.1 && deck->aspectRatio() < 1.8,
                 qPrintable(QString::number(deck->aspectRatio())));
        // load() checked that all 33 elements exist; two of them must show something.
        const int width = 60;
        for (const QPixmap& pixmap :
             {deck->face(belote::makeCard(Suit::Hearts, Rank::Queen), width, 1), deck->back(width, 1)}) {
            QCOMPARE(pixmap.width(), width);
            QCOMPARE(pixmap.height(), deck->heightFor(width));
            QVERIFY(looksLikeACard(pixmap.toImage()));
        }
    }

    // Junk in a deck file, a deck whose SVG is missing, a deck without its court cards:
    // not listed, and load() says why without crashing.
    void brokenDecks()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("aisleriot/cards")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("carddecks/svg-broken")));
        auto write = [&](const QString& name, const QByteArray& data) {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(data);
        };
        write(QStringLiteral("aisleriot/cards/broken.svgz"), QByteArray("\x1f\x8b\x08junk, not gzip at all", 24));
        write(QStringLiteral("aisleriot/cards/junk.svg"), QByteArray("<svg><g id=\"back\"><oops"));
        write(QStringLiteral("aisleriot/cards/incomplete.svg"),
              QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"140\">"
                         "<rect id=\"back\" width=\"100\" height=\"140\" fill=\"blue\"/>"
                         "<rect id=\"spade_1\" width=\"100\" height=\"140\" fill=\"white\"/></svg>"));
        write(QStringLiteral("carddecks/svg-broken/index.desktop"),
              QByteArray("[KDE Backdeck]\nName=Broken\nSVG=missing.svgz\n"));
        const QStringList brokenIds = {QStringLiteral("aisleriot:broken"), QStringLiteral("aisleriot:junk"),
                                       QStringLiteral("aisleriot:incomplete"), QStringLiteral("kde:svg-broken")};

        // Through the environment, as a user's own decks are found: QStandardPaths reads
        // XDG_DATA_DIRS at each call.
        const QByteArray oldDirs = qgetenv("XDG_DATA_DIRS");
        qputenv("XDG_DATA_DIRS", (dir.path() + QStringLiteral(":/usr/local/share:/usr/share")).toLocal8Bit());
        QVERIFY(QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation).contains(dir.path()));
        QStringList listed;
        for (const DeckInfo& deck : availableDecks()) listed << deck.id;
        for (const QString& id : brokenIds) {
            QVERIFY2(!listed.contains(id), qPrintable(id));
            QString error;
            QVERIFY(!CardDeck::load(id, &error));
            QVERIFY2(!error.isEmpty() && !error.contains(QLatin1Char('\n')), qPrintable(error));
            QVERIFY2(error.contains(id), qPrintable(error));
        }
        if (oldDirs.isNull()) qunsetenv("XDG_DATA_DIRS");
        else qputenv("XDG_DATA_DIRS", oldDirs);

        // And through the explicit directories.
        const QList<DeckInfo> only = availableDecks({dir.path()});
        QCOMPARE(only.size(), 2);  // the drawn decks alone
        QCOMPARE(only.first().id, kDrawnDeckId);
        QString error;
        QVERIFY(!CardDeck::load(QStringLiteral("no-such-deck"), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!CardDeck::load(QStringLiteral("kde:../../etc"), {dir.path()}, &error));
        QVERIFY(CardDeck::load(kDrawnDeckId, {dir.path()}));
    }

    void cacheKeepsPixmaps()
    {
        auto deck = CardDeck::load(kDrawnDeckId);
        QVERIFY(deck);
        const QPixmap first = deck->face(5, 90, 1);
        QCOMPARE(deck->face(5, 90, 1).cacheKey(), first.cacheKey());
        QCOMPARE(deck->back(90, 1).cacheKey(), deck->back(90, 1).cacheKey());
        QVERIFY(deck->face(5, 90, 2).cacheKey() != first.cacheKey());
        QVERIFY(deck->face(5, 91, 1).cacheKey() != first.cacheKey());
        // Past the limit, the sizes least recently asked for go.
        const QPixmap big = deck->face(5, 200, 2);
        const qint64 bigBytes = qint64(big.width()) * big.height() * 4;
        deck->setCacheLimit(bigBytes * 3);
        QVERIFY(deck->cacheBytes() <= bigBytes * 3);
        deck->face(5, 90, 1);  // 90 px now the most recent but one
        for (int width = 201; width < 204; ++width) deck->face(5, width, 2);
        QVERIFY(deck->cacheBytes() <= bigBytes * 3);
        QVERIFY(deck->face(5, 200, 2).cacheKey() != big.cacheKey());
        QCOMPARE(deck->face(5, 203, 2).cacheKey(), deck->face(5, 203, 2).cacheKey());
        // The size just asked for stays, even alone over the limit.
        deck->setCacheLimit(0);
        QCOMPARE(deck->face(7, 120, 1).cacheKey(), deck->face(7, 120, 1).cacheKey());
    }

    void prepare_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("drawn") << kDrawnDeckId;
        // The slowest SVG deck of Debian's and a usual one, if installed.
        for (const QString& id : {QStringLiteral("kde:svg-dondorf"), QStringLiteral("aisleriot:paris")}) {
            for (const DeckInfo& deck : availableDecks()) {
                if (deck.id == id) QTest::newRow(qPrintable(id)) << id;
            }
        }
    }

    void prepare()
    {
        QFETCH(QString, id);
        auto deck = CardDeck::load(id);
        QVERIFY(deck);
        const QPixmap early = deck->face(3, 100, 2);  // rendered before, kept after
        QSignalSpy spy(deck.get(), &CardDeck::prepared);
        deck->prepare(100, 2);
        deck->prepare(100, 2);  // asked twice, rendered once
        // Rendered off this thread: nothing of the size is cached when prepare() returns.
        QVERIFY(!deck->isPrepared(100, 2));
        QCOMPARE(spy.size(), 0);
        QVERIFY(spy.wait(kRenderWaitMs));
        QCOMPARE(spy.first().at(0).toInt(), 100);
        QCOMPARE(spy.first().at(1).toReal(), qreal(2));
        QVERIFY(deck->isPrepared(100, 2));
        QCOMPARE(deck->face(3, 100, 2).cacheKey(), early.cacheKey());
        // Prepared faces are the same as faces rendered on demand.
        auto other = CardDeck::load(id);
        QCOMPARE(bytesOf(deck->face(20, 100, 2)), bytesOf(other->face(20, 100, 2)));
        QCOMPARE(bytesOf(deck->back(100, 2)), bytesOf(other->back(100, 2)));
        // Once prepared, it answers at once (through the event loop), never before.
        spy.clear();
        deck->prepare(100, 2);
        QCOMPARE(spy.size(), 0);
        QVERIFY(spy.wait(kRenderWaitMs));
        QCOMPARE(spy.size(), 1);
    }

    // A deck dropped while its worker renders: no crash, no late signal to a dead object.
    void deckGoesWhilePreparing()
    {
        for (const QString& id : {kDrawnDeckId, QStringLiteral("kde:svg-dondorf")}) {
            auto deck = CardDeck::load(id);
            if (!deck) continue;
            QSignalSpy spy(deck.get(), &CardDeck::prepared);
            for (int width = 80; width < 90; ++width) deck->prepare(width, 1);
            // The first size is done: the worker goes on with the last ones asked for.
            QVERIFY(spy.wait(kRenderWaitMs));
            deck.reset();
            QCoreApplication::sendPostedEvents();  // what it had posted went with the deck
        }
        // Gone at once: its first job is still making the jobs' renderer (parsing the SVG),
        // which goes with the job, on the job's thread.
        for (const QString& id : {kDrawnDeckId, QStringLiteral("kde:svg-dondorf")}) {
            auto deck = CardDeck::load(id);
            if (!deck) continue;
            deck->prepare(80, 1);
            deck.reset();
            QCoreApplication::sendPostedEvents();
        }
    }

    void loadInBackground_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("loads");
        QTest::newRow("drawn") << kDrawnDeckId << true;
        QTest::newRow("unknown") << QStringLiteral("aisleriot:no-such-deck") << false;
        const QList<DeckInfo> decks = availableDecks();
        if (decks.size() > 1) QTest::newRow("installed") << decks.last().id << true;
    }

    void loadInBackground()
    {
        QFETCH(QString, id);
        QFETCH(bool, loads);
        QObject receiver;
        std::unique_ptr<CardDeck> deck;
        QString error;
        bool answered = false;
        CardDeck::loadInBackground(id, &receiver, [&](std::unique_ptr<CardDeck> loaded, const QString& why) {
            QCOMPARE(QThread::currentThread(), receiver.thread());
            deck = std::move(loaded);
            error = why;
            answered = true;
        });
        QVERIFY(!answered);  // never before the event loop runs
        QTRY_VERIFY_WITH_TIMEOUT(answered, kRenderWaitMs);
        QCOMPARE(bool(deck), loads);
        QCOMPARE(error.isEmpty(), loads);
        if (deck) {
            QCOMPARE(deck->info().id, id);
            QVERIFY(looksLikeACard(deck->face(belote::makeCard(Suit::Clubs, Rank::Jack), 80, 1).toImage()));
            QSignalSpy spy(deck.get(), &CardDeck::prepared);
            deck->prepare(80, 2);
            QVERIFY(spy.wait(kRenderWaitMs));
        }
    }

    void loadInBackgroundForAReceiverGone()
    {
        // An installed deck, or else one that is not there: both are looked for on a thread
        // (the drawn decks' answer is a queued call, which Qt drops with its receiver, uncounted).
        const QList<DeckInfo> decks = availableDecks();
        const QString id =
            decks.last().kind == DeckInfo::Kind::Drawn ? QStringLiteral("aisleriot:no-such-deck") : decks.last().id;
        bool answered = false;
        const int dropped = CardDeck::loadsDropped();
        {
            QObject receiver;
            CardDeck::loadInBackground(id, &receiver,
                                       [&](std::unique_ptr<CardDeck>, const QString&) { answered = true; });
        }
        // The load is over and its answer was dropped, not delivered.
        QTRY_COMPARE_WITH_TIMEOUT(CardDeck::loadsDropped(), dropped + 1, kRenderWaitMs);
        QVERIFY(!answered);
    }

    // The deck chooser of Settings: the list read off the window's thread, then every deck's
    // preview, one after the other.
    void deckPickerListsEveryDeck()
    {
        DeckPicker picker(kDrawnDeckId);
        QSignalSpy finished(&picker, &DeckPicker::previewsFinished);
        QTRY_VERIFY_WITH_TIMEOUT(picker.previewsDone(), kRenderWaitMs);
        QCOMPARE(finished.count(), 1);
        const auto* list = picker.findChild<QListWidget*>(QStringLiteral("decks"));
        QVERIFY(list);
        QCOMPARE(list->count(), availableDecks().size());
        for (int row = 0; row < list->count(); ++row) {
            const QListWidgetItem* item = list->item(row);
            QVERIFY2(!item->icon().isNull() || !(item->flags() & Qt::ItemIsEnabled), qPrintable(item->text()));
        }
        QCOMPARE(picker.deckId(), kDrawnDeckId);
    }

    // Closed while it still reads: its answers go nowhere, and the next one works.
    void deckPickerClosedWhileReading()
    {
        delete new DeckPicker(kDrawnDeckId);
        DeckPicker picker(kDrawnFourColourDeckId);
        QTRY_VERIFY_WITH_TIMEOUT(picker.previewsDone(), kRenderWaitMs);
        QCOMPARE(picker.deckId(), kDrawnFourColourDeckId);
    }

    void contactSheets()
    {
        const QString dir = qEnvironmentVariable("REBELOTE_CARD_SHEETS");
        if (dir.isEmpty()) QSKIP("set REBELOTE_CARD_SHEETS=DIR to write contact sheets");
        auto drawn = CardDeck::load(kDrawnDeckId);
        QVERIFY(contactSheet(*drawn, allCards(), 110, 8).save(dir + QStringLiteral("/drawn-110.png")));
        QVERIFY(contactSheet(*drawn, allCards(), 70, 8).save(dir + QStringLiteral("/drawn-70.png")));
        QVERIFY(contactSheet(*drawn, allCards(), 250, 8).save(dir + QStringLiteral("/drawn-250.png")));
        QVERIFY(contactSheet(*drawn, allCards().mid(24), 60, 8, 2).save(dir + QStringLiteral("/drawn-60-hidpi.png")));
        const QList<Card> sample = {
            belote::makeCard(Suit::Hearts, Rank::Seven), belote::makeCard(Suit::Spades, Rank::Ten),
            belote::makeCard(Suit::Clubs, Rank::Jack),   belote::makeCard(Suit::Diamonds, Rank::Queen),
            belote::makeCard(Suit::Hearts, Rank::King),  belote::makeCard(Suit::Spades, Rank::Ace)};
        QElapsedTimer listing;
        listing.start();
        const QList<DeckInfo> decks = availableDecks();
        const qint64 first = listing.restart();
        availableDecks();
        qInfo("availableDecks(): %lld decks in %lld ms, then %lld ms", qsizetype(decks.size()), first,
              listing.elapsed());
        // How long 33 images at 110 px take, for the numbers at the top of carddeck.h.
        for (const QString& id : {kDrawnDeckId, QStringLiteral("aisleriot:anglo"), QStringLiteral("aisleriot:paris"),
                                  QStringLiteral("aisleriot:guyenne-classic"), QStringLiteral("kde:svg-oxygen-white"),
                                  QStringLiteral("kde:svg-dondorf")}) {
            QElapsedTimer timer;
            timer.start();
            auto deck = CardDeck::load(id);
            if (!deck) continue;
            const qint64 load = timer.restart();
            for (int c = 0; c < belote::kCards; ++c) deck->face(Card(c), 110, 1);
            deck->back(110, 1);
            const qint64 render = timer.restart();
            QSignalSpy spy(deck.get(), &CardDeck::prepared);
            deck->prepare(111, 1);
            QVERIFY(spy.wait(20000));
            qInfo("%s: load %lld ms, 33 images at 110 px %lld ms, prepare() %lld ms", qPrintable(id), load, render,
                  timer.elapsed());
        }
        for (const DeckInfo& info : decks) {
            auto deck = CardDeck::load(info.id);
            QVERIFY(deck);
            QString name = info.id;
            name.replace(QLatin1Char(':'), QLatin1Char('-'));
            QVERIFY(contactSheet(*deck, sample, 110, 7).save(dir + QStringLiteral("/deck-%1.png").arg(name)));
        }
    }
};

QTEST_MAIN(TestCards)
#include "tst_gui_cards.moc"
