// The deck drawn in code: always there, whatever is installed, and the default.
//
// Everything is a QPainterPath in card units (a card is 100 wide, kHeight high) scaled to
// the pixmap, so one drawing serves every size from 60 px to 250 px and every screen. The
// suits are drawn as paths, not font glyphs, so they look the same on every machine; the
// rank letters come from a font but are turned into paths once and fitted to fixed boxes,
// so another font only changes their style, never their size or place.
#include "app/cards/carddeck.h"
#include "app/cards/facerenderer.h"

#include <QCoreApplication>
#include <QFont>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <array>
#include <cmath>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

namespace rebelote {

QColor suitColor(belote::Suit suit, bool fourColour)
{
    if (fourColour && suit == belote::Suit::Diamonds) return QColor(0x1f, 0x5f, 0xbf);
    if (fourColour && suit == belote::Suit::Clubs) return QColor(0x1e, 0x7d, 0x32);
    const bool red = suit == belote::Suit::Hearts || suit == belote::Suit::Diamonds;
    return red ? QColor(0xc0, 0x39, 0x2b) : QColor(0x1c, 0x1c, 0x22);
}

namespace {

// The words of the drawn deck, in the "DrawnDeck" context of the translations.
struct DrawnDeck {
    Q_DECLARE_TR_FUNCTIONS(DrawnDeck)
};

}  // namespace

QString drawnIndexText(belote::Rank rank)
{
    switch (rank) {
    case belote::Rank::Seven: return QStringLiteral("7");
    case belote::Rank::Eight: return QStringLiteral("8");
    case belote::Rank::Nine: return QStringLiteral("9");
    case belote::Rank::Ten: return QStringLiteral("10");
    case belote::Rank::Jack: return DrawnDeck::tr("J", "the jack's letter in a card's corner");
    case belote::Rank::Queen: return DrawnDeck::tr("Q", "the queen's letter in a card's corner");
    case belote::Rank::King: return DrawnDeck::tr("K", "the king's letter in a card's corner");
    case belote::Rank::Ace: return DrawnDeck::tr("A", "the ace's letter in a card's corner");
    }
    return {};
}

namespace detail {
namespace {

using belote::Card;
using belote::Rank;
using belote::Suit;

constexpr qreal kWidth = 100;
constexpr qreal kAspect = 1.42;  // between poker cards (1.40) and French ones (1.53)
constexpr qreal kHeight = kWidth * kAspect;
constexpr qreal kCorner = 6;  // radius of the card's corners

const QColor kCardFill(0xfb, 0xf7, 0xec);  // cream
const QColor kCardEdge(0x9a, 0x92, 0x80);
const QColor kCourtFillTop(0xfb, 0xf1, 0xd6);  // the court panel: pale gold
const QColor kCourtFillBottom(0xf0, 0xdd, 0xae);
const QColor kBackBlue(0x1f, 0x4e, 0x8f);
const QColor kBackLine(0x5d, 0x8c, 0xcf);
const QColor kBackDark(0x16, 0x38, 0x6b);

// ---- suits --------------------------------------------------------------------------

// A suit centred on (0, 0), about 1 high; hearts, spades and clubs about 1 wide, the
// diamond narrower as on real cards.
QPainterPath makeSuitPath(Suit suit)
{
    QPainterPath p;
    p.setFillRule(Qt::WindingFill);
    switch (suit) {
    case Suit::Hearts:
        p.moveTo(0, -0.27);
        p.cubicTo(0.06, -0.43, 0.17, -0.50, 0.28, -0.50);
        p.cubicTo(0.43, -0.50, 0.53, -0.38, 0.53, -0.22);
        p.cubicTo(0.53, 0.02, 0.30, 0.17, 0, 0.50);
        p.cubicTo(-0.30, 0.17, -0.53, 0.02, -0.53, -0.22);
        p.cubicTo(-0.53, -0.38, -0.43, -0.50, -0.28, -0.50);
        p.cubicTo(-0.17, -0.50, -0.06, -0.43, 0, -0.27);
        p.closeSubpath();
        break;
    case Suit::Diamonds:
        p.moveTo(0, -0.52);
        p.quadTo(0.17, -0.20, 0.41, 0);
        p.quadTo(0.17, 0.20, 0, 0.52);
        p.quadTo(-0.17, 0.20, -0.41, 0);
        p.quadTo(-0.17, -0.20, 0, -0.52);
        p.closeSubpath();
        break;
    case Suit::Spades: {
        // An upside-down heart on a flared stem.
        p.moveTo(0, -0.52);
        p.cubicTo(0.14, -0.32, 0.53, -0.12, 0.53, 0.12);
        p.cubicTo(0.53, 0.28, 0.42, 0.37, 0.28, 0.37);
        p.cubicTo(0.16, 0.37, 0.07, 0.31, 0.03, 0.24);
        p.quadTo(0.06, 0.43, 0.22, 0.50);
        p.lineTo(-0.22, 0.50);
        p.quadTo(-0.06, 0.43, -0.03, 0.24);
        p.cubicTo(-0.07, 0.31, -0.16, 0.37, -0.28, 0.37);
        p.cubicTo(-0.42, 0.37, -0.53, 0.28, -0.53, 0.12);
        p.cubicTo(-0.53, -0.12, -0.14, -0.32, 0, -0.52);
        p.closeSubpath();
        break;
    }
    case Suit::Clubs: {
        // Three leaves and a flared stem; their overlaps fill with the winding rule.
        const qreal r = 0.235;
        p.addEllipse(QPointF(0, -0.265), r, r);
        p.addEllipse(QPointF(-0.27, 0.10), r, r);
        p.addEllipse(QPointF(0.27, 0.10), r, r);
        p.addEllipse(QPointF(0, 0.02), 0.13, 0.13);
        p.moveTo(0.035, 0.05);
        p.quadTo(0.06, 0.40, 0.22, 0.50);
        p.lineTo(-0.22, 0.50);
        p.quadTo(-0.06, 0.40, -0.035, 0.05);
        p.closeSubpath();
        p = p.simplified();
        break;
    }
    }
    return p;
}

// ---- letters --------------------------------------------------------------------------

// A path as plain data, so that each thread builds its own QPainterPath from it: a shared
// QPainterPath caches its bounds lazily, which two threads must not do at once.
struct PathData {
    std::vector<QPainterPath::Element> elements;
    Qt::FillRule fillRule = Qt::WindingFill;
    qreal width = 0;  // advance, in cap heights

    QPainterPath toPath() const
    {
        QPainterPath p;
        p.setFillRule(fillRule);
        for (std::size_t i = 0; i < elements.size(); ++i) {
            const auto& e = elements[i];
            switch (e.type) {
            case QPainterPath::MoveToElement: p.moveTo(e.x, e.y); break;
            case QPainterPath::LineToElement: p.lineTo(e.x, e.y); break;
            case QPainterPath::CurveToElement:
                p.cubicTo(e.x, e.y, elements[i + 1].x, elements[i + 1].y, elements[i + 2].x, elements[i + 2].y);
                i += 2;
                break;
            case QPainterPath::CurveToDataElement: break;
            }
        }
        return p;
    }
};

// The ranks' letters as the index shows them, in the game's language (drawnIndexText():
// J Q K A in English, V D R A in French), and the big court letters.
using RankTexts = std::array<QString, belote::kRanks>;
struct Glyphs {
    RankTexts texts;
    std::array<PathData, belote::kRanks> index;  // by rank
    std::array<PathData, 3> court;               // J Q K, or V D R
};

// The text as a path filling the box from (0, -1) to (width, 0): every letter, the J and
// the Q's tail too, fills the same height in the index.
PathData textPath(const QFont& font, const QString& text)
{
    QPainterPath p;
    p.addText(0, 0, font, text);
    const QRectF b = p.boundingRect();
    const qreal height = std::max<qreal>(1, b.height());
    QTransform t;
    t.scale(1 / height, 1 / height);
    t.translate(-b.left(), -b.bottom());
    p = t.map(p);
    PathData d;
    d.fillRule = p.fillRule();
    d.width = b.width() / height;
    d.elements.reserve(p.elementCount());
    for (int i = 0; i < p.elementCount(); ++i) d.elements.push_back(p.elementAt(i));
    return d;
}

// The glyphs of these letters, made once per set of letters (one per language spoken) on
// the thread of the first call for them: CardDeck::load's, the GUI thread.
std::shared_ptr<const Glyphs> glyphs(const RankTexts& texts)
{
    static std::mutex mutex;
    static std::map<RankTexts, std::shared_ptr<const Glyphs>> made;
    std::lock_guard lock(mutex);
    std::shared_ptr<const Glyphs>& slot = made[texts];
    if (!slot) {
        auto g = std::make_shared<Glyphs>();
        g->texts = texts;
        // Condensed bold sans for the index, so that "10" fits the corner; a bold serif for
        // the courts. DejaVu is what Debian has everywhere; any font will do elsewhere.
        QFont sans(QStringLiteral("DejaVu Sans"));
        sans.setStyleHint(QFont::SansSerif);
        sans.setStretch(QFont::Condensed);
        sans.setWeight(QFont::Bold);
        sans.setPixelSize(200);
        QFont serif(QStringLiteral("DejaVu Serif"));
        serif.setStyleHint(QFont::Serif);
        serif.setWeight(QFont::Bold);
        serif.setPixelSize(200);
        for (int r = 0; r < belote::kRanks; ++r) g->index[r] = textPath(sans, texts[r]);
        for (int i = 0; i < 3; ++i) g->court[i] = textPath(serif, texts[int(Rank::Jack) + i]);
        slot = std::move(g);
    }
    return slot;
}

RankTexts currentRankTexts()
{
    RankTexts texts;
    for (int r = 0; r < belote::kRanks; ++r) texts[r] = drawnIndexText(Rank(r));
    return texts;
}

// ---- painting -------------------------------------------------------------------------

class DrawnRenderer final : public FaceRenderer {
public:
    DrawnRenderer(std::shared_ptr<const Glyphs> glyphs, bool fourColour)
        : glyphs_(std::move(glyphs)), fourColour_(fourColour)
    {
        const Glyphs& g = *glyphs_;
        for (int s = 0; s < belote::kSuits; ++s) suits_[s] = makeSuitPath(Suit(s));
        for (int r = 0; r < belote::kRanks; ++r) {
            index_[r] = g.index[r].toPath();
            indexWidth_[r] = g.index[r].width;
        }
        for (int i = 0; i < 3; ++i) {
            court_[i] = g.court[i].toPath();
            courtWidth_[i] = g.court[i].width;
        }
    }

    qreal aspectRatio() const override { return kAspect; }

    Factory factory() const override
    {
        // The glyphs already made: the worker thread touches no font.
        return [g = glyphs_, four = fourColour_](QString*) -> std::unique_ptr<FaceRenderer> {
            return std::make_unique<DrawnRenderer>(g, four);
        };
    }

    QString indexText(Rank rank) const override { return glyphs_->texts[int(rank)]; }

    void paint(QPainter& p, const QRectF& rect, int index) override
    {
        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        p.translate(rect.topLeft());
        p.scale(rect.width() / kWidth, rect.height() / kHeight);
        // One device pixel in card units: hairlines stay one pixel wide at any size.
        pixel_ = 1 / std::max<qreal>(0.01, std::abs(p.deviceTransform().m11()));
        if (index == kBackIndex) paintBack(p);
        else paintFace(p, Card(index));
        p.restore();
    }

private:
    qreal line(qreal units) const { return std::max(units, pixel_); }

    QPainterPath cardOutline(qreal inset) const
    {
        QPainterPath path;
        path.addRoundedRect(QRectF(inset, inset, kWidth - 2 * inset, kHeight - 2 * inset), kCorner - inset,
                            kCorner - inset);
        return path;
    }

    void paintSuit(QPainter& p, Suit suit, QPointF centre, qreal size, bool upsideDown, const QColor& color) const
    {
        p.save();
        p.translate(centre);
        p.scale(size, size);
        if (upsideDown) p.rotate(180);
        p.fillPath(suits_[int(suit)], color);
        p.restore();
    }

    // A text path (cap height 1, baseline 0) with its cap height `cap`, centred on x, its
    // top at `top`, squeezed to `maxWidth` if wider.
    static void paintLetters(QPainter& p, const QPainterPath& path, qreal width, qreal x, qreal top, qreal cap,
                             qreal maxWidth, const QColor& color)
    {
        const qreal sx = std::min(cap, maxWidth / std::max<qreal>(width, 0.01));
        p.save();
        p.translate(x - width * sx / 2, top + cap);
        p.scale(sx, cap);
        p.fillPath(path, color);
        p.restore();
    }

    void paintIndex(QPainter& p, Card card, const QColor& color) const
    {
        const int r = int(belote::rankOf(card));
        paintLetters(p, index_[r], indexWidth_[r], 11.5, 5, 18, 18, color);
        paintSuit(p, belote::suitOf(card), QPointF(11.5, 33.5), 13.5, false, color);
    }

    void paintFace(QPainter& p, Card card) const
    {
        const Suit suit = belote::suitOf(card);
        const Rank rank = belote::rankOf(card);
        const QColor color = suitColor(suit, fourColour_);

        const qreal edge = line(0.8);
        p.fillPath(cardOutline(edge / 2), kCardFill);
        p.strokePath(cardOutline(edge / 2), QPen(kCardEdge, edge));

        // Two indices, the second upside down, as on a real card held either way.
        paintIndex(p, card, color);
        p.save();
        p.translate(kWidth, kHeight);
        p.rotate(180);
        paintIndex(p, card, color);
        p.restore();

        if (rank == Rank::Ace) {
            paintSuit(p, suit, QPointF(kWidth / 2, kHeight / 2), 44, false, color);
        } else if (rank >= Rank::Jack) {
            paintCourt(p, suit, rank, color);
        } else {
            paintPips(p, suit, rank, color);
        }
    }

    // 7 to 10 laid out as on real cards: two columns and the rest in the middle, the pips
    // of the lower half upside down.
    void paintPips(QPainter& p, Suit suit, Rank rank, const QColor& color) const
    {
        constexpr qreal left = 33.5, right = kWidth - left, middle = kWidth / 2;
        constexpr qreal top = 24, bottom = kHeight - top, centre = kHeight / 2;
        const qreal third = (bottom - top) / 3;
        std::vector<QPointF> pips;
        auto column = [&](qreal x, int count) {
            for (int i = 0; i < count; ++i) pips.emplace_back(x, top + i * (bottom - top) / (count - 1));
        };
        switch (rank) {
        case Rank::Seven:
            column(left, 3);
            column(right, 3);
            pips.emplace_back(middle, (top + centre) / 2);
            break;
        case Rank::Eight:
            column(left, 3);
            column(right, 3);
            pips.emplace_back(middle, (top + centre) / 2);
            pips.emplace_back(middle, (centre + bottom) / 2);
            break;
        case Rank::Nine:
            column(left, 4);
            column(right, 4);
            pips.emplace_back(middle, centre);
            break;
        default:  // ten
            column(left, 4);
            column(right, 4);
            pips.emplace_back(middle, top + third / 2);
            pips.emplace_back(middle, bottom - third / 2);
            break;
        }
        const qreal size = rank >= Rank::Nine ? 15.5 : 17;
        for (const QPointF& pip : pips) paintSuit(p, suit, pip, size, pip.y() > centre + 0.5, color);
    }

    // Jack, queen, king: a framed panel with the big letter and the suit, as plain as the
    // pips so that the court reads at a glance.
    void paintCourt(QPainter& p, Suit suit, Rank rank, const QColor& color) const
    {
        const QRectF panel(24, 9.5, kWidth - 48, kHeight - 19);
        QLinearGradient fill(panel.topLeft(), panel.bottomLeft());
        fill.setColorAt(0, kCourtFillTop);
        fill.setColorAt(1, kCourtFillBottom);
        QPainterPath frame;
        frame.addRoundedRect(panel, 2.5, 2.5);
        p.fillPath(frame, fill);
        p.strokePath(frame, QPen(color, line(1.3)));
        QPainterPath inner;
        inner.addRoundedRect(panel.adjusted(2.4, 2.4, -2.4, -2.4), 1.2, 1.2);
        p.strokePath(inner, QPen(QColor(color.red(), color.green(), color.blue(), 150), line(0.5)));

        // Small pips in the panel's corners: the suit is seen even where the card is
        // covered by its neighbours in the hand.
        const QRectF c = panel.adjusted(6.5, 6.5, -6.5, -6.5);
        paintSuit(p, suit, c.topLeft(), 6.5, false, color);
        paintSuit(p, suit, c.topRight(), 6.5, false, color);
        paintSuit(p, suit, c.bottomLeft(), 6.5, true, color);
        paintSuit(p, suit, c.bottomRight(), 6.5, true, color);

        const int i = int(rank) - int(Rank::Jack);
        paintLetters(p, court_[i], courtWidth_[i], kWidth / 2, 37, 33, 40, color);
        paintSuit(p, suit, QPointF(kWidth / 2, 99), 25, false, color);
    }

    // Blue lattice in a white margin, and the four suits in a medallion.
    void paintBack(QPainter& p) const
    {
        const qreal edge = line(0.8);
        p.fillPath(cardOutline(edge / 2), kCardFill);
        p.strokePath(cardOutline(edge / 2), QPen(kCardEdge, edge));

        const QPainterPath field = cardOutline(5.5);
        p.fillPath(field, kBackBlue);
        p.save();
        p.setClipPath(field);
        QPen lattice(kBackLine, line(0.9));
        p.setPen(lattice);
        constexpr qreal step = 7.5;
        for (qreal x = -kHeight; x < kWidth + kHeight; x += step) {
            p.drawLine(QPointF(x, 0), QPointF(x + kHeight, kHeight));
            p.drawLine(QPointF(x, kHeight), QPointF(x + kHeight, 0));
        }
        p.restore();
        QPainterPath frame = cardOutline(8.5);
        p.strokePath(frame, QPen(QColor(0xe8, 0xef, 0xf8), line(0.9)));

        // The medallion: an oval with the four suits.
        const QPointF centre(kWidth / 2, kHeight / 2);
        QPainterPath oval;
        oval.addEllipse(centre, 25, 32);
        QRadialGradient glow(centre, 32);
        glow.setColorAt(0, kBackBlue.lighter(125));
        glow.setColorAt(1, kBackDark);
        p.fillPath(oval, glow);
        p.strokePath(oval, QPen(QColor(0xe8, 0xef, 0xf8), line(1.2)));
        QPainterPath ring;
        ring.addEllipse(centre, 21.5, 28.5);
        p.strokePath(ring, QPen(kBackLine, line(0.6)));
        const QColor pale(0xe8, 0xef, 0xf8);
        paintSuit(p, Suit::Spades, centre + QPointF(0, -14), 11, false, pale);
        paintSuit(p, Suit::Hearts, centre + QPointF(-10.5, 0), 11, false, pale);
        paintSuit(p, Suit::Diamonds, centre + QPointF(10.5, 0), 11, false, pale);
        paintSuit(p, Suit::Clubs, centre + QPointF(0, 14), 11, false, pale);
    }

    std::shared_ptr<const Glyphs> glyphs_;
    std::array<QPainterPath, belote::kSuits> suits_;
    std::array<QPainterPath, belote::kRanks> index_;
    std::array<qreal, belote::kRanks> indexWidth_{};
    std::array<QPainterPath, 3> court_;
    std::array<qreal, 3> courtWidth_{};
    qreal pixel_ = 1;
    bool fourColour_ = false;
};

}  // namespace

std::unique_ptr<FaceRenderer> makeDrawnRenderer(bool fourColour)
{
    return std::make_unique<DrawnRenderer>(glyphs(currentRankTexts()), fourColour);
}

}  // namespace detail
}  // namespace rebelote
