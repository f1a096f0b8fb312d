#include "app/ui/tableview.h"

#include "app/cards/carddeck.h"
#include "app/controller/gametext.h"
#include "app/ui/callpanel.h"
#include "app/ui/carditem.h"
#include "app/ui/dealsummarypanel.h"
#include "app/ui/declarationpanel.h"
#include "app/ui/gameoverpanel.h"
#include "app/ui/panelstyle.h"
#include "app/ui/tableaccessible.h"

#include <QAccessible>
#include <QApplication>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QStyle>
#include <QRadialGradient>
#include <QScopedValueRollback>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

namespace rebelote {

using namespace belote;
using Stage = GameController::Stage;

namespace {

const QString kCream = QStringLiteral("#f4f1e6");

// Suits in an order whose colours alternate as much as the hand allows, trump first once
// it is known (a suit strain), then by the usual ♠ ♥ ♣ ♦.
std::vector<Suit> suitOrder(CardSet hand, std::optional<Strain> strain)
{
    std::vector<Suit> present;
    for (Suit s : {Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds})
        if (!(hand & CardSet::suit(s)).empty()) present.push_back(s);
    auto red = [](Suit s) { return s == Suit::Hearts || s == Suit::Diamonds; };
    std::vector<Suit> best = present;
    int bestScore = -1;
    std::vector<Suit> perm = present;
    std::sort(perm.begin(), perm.end());
    do {
        if (strain && isSuitStrain(*strain) && !perm.empty() && (hand & CardSet::suit(trumpSuitOf(*strain))).size() > 0 &&
            perm.front() != trumpSuitOf(*strain))
            continue;
        int score = 0;
        for (std::size_t i = 1; i < perm.size(); ++i) score += red(perm[i]) != red(perm[i - 1]);
        // Among equals, the one closest to ♠ ♥ ♣ ♦ (the order of `present`).
        int closeness = 0;
        for (std::size_t i = 0; i < perm.size(); ++i)
            closeness += perm[i] == present[i];
        score = score * 10 + closeness;
        if (score > bestScore) bestScore = score, best = perm;
    } while (std::next_permutation(perm.begin(), perm.end()));
    return best;
}

QString escaped(const QString& s) { return s.toHtmlEscaped(); }

// Sets a property a style sheet selects on, and restyles the widget only when it changes.
void setStyleFlag(QWidget* w, const char* name, bool on)
{
    if (w->property(name).toBool() == on && w->property(name).isValid()) return;
    w->setProperty(name, on);
    w->style()->unpolish(w);
    w->style()->polish(w);
    w->update();  // polish() restyles but does not repaint
}

// The points of the square of half-side n, nearest the centre first (ties in reading
// order): the same for every layout of that reach, so sorted once (the window's thread only).
const std::vector<QPoint>& nearestFirst(int n)
{
    static std::map<int, std::vector<QPoint>> known;
    auto [it, added] = known.try_emplace(n);
    if (!added) return it->second;
    std::vector<QPoint>& offsets = it->second;
    offsets.reserve(std::size_t((2 * n + 1) * (2 * n + 1)));
    for (int dy = -n; dy <= n; ++dy)
        for (int dx = -n; dx <= n; ++dx) offsets.emplace_back(dx, dy);
    std::stable_sort(offsets.begin(), offsets.end(),
                     [](QPoint a, QPoint b) { return a.x() * a.x() + a.y() * a.y() < b.x() * b.x() + b.y() * b.y(); });
    return offsets;
}

// The place nearest `want` (a top-left corner) for a box of `size` that stays inside `area`
// and meets none of `taken`, looked for on a grid of `step` up to `reach` away; a null rect
// when there is none.
QRect freeSpot(QSize size, QPoint want, const QRect& area, const std::vector<QRect>& taken, int step, int reach)
{
    auto fits = [&](const QRect& r) {
        if (!area.contains(r)) return false;
        return std::none_of(taken.begin(), taken.end(), [&](const QRect& t) { return t.intersects(r); });
    };
    if (fits(QRect(want, size))) return QRect(want, size);
    for (QPoint o : nearestFirst(reach / step))
        if (const QRect r(want + o * step, size); fits(r)) return r;
    return {};
}

}  // namespace

// The last trick in small (bottom right), or in large over the table.
class LastTrickWidget : public QWidget {
    Q_OBJECT

public:
    LastTrickWidget(bool large, QWidget* parent) : QWidget(parent), large_(large)
    {
        setCursor(large ? Qt::ArrowCursor : Qt::PointingHandCursor);
        setAttribute(Qt::WA_TranslucentBackground, false);
    }
    void setDeck(CardDeck* deck) { deck_ = deck; update(); }
    void setTrick(std::optional<GameController::Trick> trick, const std::array<QString, 4>& names)
    {
        trick_ = trick;
        names_ = names;
        setAccessibleName(tr("Last trick"));
        // What the picture shows, in words: who played what, who won it.
        if (!trick_) {
            setAccessibleDescription(tr("none yet"));
        } else {
            QStringList plays;
            for (int i = 0; i < 4; ++i)
                plays << tr("%1 played %2").arg(names_[int(nextSeat(trick_->leader, i))], cardWords(trick_->cards[std::size_t(i)]));
            setAccessibleDescription(tr("%1; won by %2, %3 points")
                                         .arg(plays.join(QStringLiteral(", ")), names_[int(trick_->winner)])
                                         .arg(trick_->points));
        }
        update();
    }

signals:
    void clicked();

protected:
    void mousePressEvent(QMouseEvent*) override { emit clicked(); }
    void paintEvent(QPaintEvent*) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        panelstyle::paintPanelFrame(p, rect());
        QFont f = font();
        p.setFont(f);
        p.setPen(panelstyle::kText);
        const int lineH = QFontMetrics(f).height();
        const QString title = large_ ? tr("Last trick (L or Esc closes)") : tr("Last trick (L)");
        p.drawText(QRect(0, lineH / 3, width(), lineH), Qt::AlignHCenter, title);
        if (!trick_ || !deck_) {
            p.setPen(panelstyle::kTextDim);
            p.drawText(rect(), Qt::AlignCenter, tr("none yet"));
            return;
        }
        const qreal dpr = devicePixelRatioF();
        const int top = lineH * 3 / 2;
        const int bottom = height() - lineH * 3 / 2;
        const int cardH = std::max(10, bottom - top - (large_ ? lineH : 0));
        const int cardW = int(cardH / deck_->aspectRatio());
        const int step = large_ ? cardW + lineH / 2 : int(cardW * 0.62);
        const int total = step * 3 + cardW;
        int x = (width() - total) / 2;
        for (int i = 0; i < 4; ++i) {
            const Card c = trick_->cards[std::size_t(i)];
            const QPixmap pm = deck_->face(c, cardW, dpr);
            const QRect r(x, top, cardW, cardH);
            p.drawPixmap(r, pm);
            if (large_) {
                p.setPen(panelstyle::kTextDim);
                p.drawText(QRect(x - lineH, top + cardH, cardW + 2 * lineH, lineH), Qt::AlignCenter,
                           names_[int(nextSeat(trick_->leader, i))]);
            }
            x += step;
        }
        p.setPen(panelstyle::kText);
        p.drawText(QRect(0, height() - lineH * 4 / 3, width(), lineH), Qt::AlignHCenter,
                   tr("won by %1 \u00b7 %2").arg(names_[int(trick_->winner)]).arg(trick_->points));
    }

private:
    bool large_;
    QPointer<CardDeck> deck_;
    std::optional<GameController::Trick> trick_;
    std::array<QString, 4> names_;
};

struct TableView::Metrics {
    QSizeF card;          // the trick's cards (the other hands' at `small`)
    QSizeF hand;          // South's cards: `card`, or larger with setLargeCards()
    // How far apart South's cards lie, in hand card widths: `handStep` for eight cards, up
    // to `handStepMost` for fewer, as `handRoom` (the width the hand may take) allows.
    qreal handStep = 0.64, handStepMost = 0.64;
    qreal handRoom = 1e9;
    qreal stepFor(int cards) const
    {
        if (cards < 2) return handStep;
        return std::clamp((handRoom - hand.width()) / ((cards - 1) * hand.width()), handStep, handStepMost);
    }
    qreal rise = 0.14;      // of a hand card's height: how much higher a legal card stands
    // Large cards: South's plate stands left of the hand, `southPlateW` wide (its second line
    // wrapped to that width), its top at the hand's; the room above the hand is the panels'.
    bool southBeside = false;
    qreal southPlateW = 0;
    qreal southLimit = 0;  // the top of what South takes at the bottom (plate, or the hand)
    qreal retourneGap = 1.5;  // margins between North's hand and the retourne
    qreal small = 0.62;   // the other hands' scale
    qreal margin = 10;
    qreal plateW = 160, plateH = 44;
    QRectF north, south, west, east;  // each hand's area
    QPointF center;       // of the trick
    QPointF plate[4];     // each plate's centre
    qreal fontPx = 14;
};

TableView::TableView(GameController* controller, QWidget* parent) : QGraphicsView(parent), c_(controller)
{
    setObjectName(QStringLiteral("table"));
    // The viewport is a TableSurface, whose accessible interface lists the cards.
    installTableAccessibility();
    setViewport(new TableSurface);
    setScene(&scene_);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    // Only what changed is repainted: every card says where it was before it moves
    // (CardItem::itemChange), which the view alone lost at pace 0 and left strips of cards
    // (tst_gui_repaint). Repainting the whole view each frame instead made the window's
    // thread late by 16.5-19.4 ms at the 99th percentile while the bots thought
    // (scripts/demo-bench.sh, README).
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setMinimumSize(640, 440);
    setFocusPolicy(Qt::StrongFocus);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setCacheMode(QGraphicsView::CacheBackground);  // the felt is painted once per size
    // The felt covers the whole view: the viewport's own fill under it was a second fill of
    // every repainted rect (a sixth of the painting in demo-bench's perf record).
    viewport()->setAutoFillBackground(false);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);

    deck_ = CardDeck::load(QStringLiteral("drawn"));
    for (int c = 0; c < kCards; ++c) {
        auto* item = new CardItem(Card(c), deck_.get());
        item->setVisible(false);
        scene_.addItem(item);
        cards_[std::size_t(c)] = item;
        connect(item, &CardItem::clicked, this, &TableView::onCardClicked);
    }

    auto label = [this](const QString& name, bool clickThrough = true) {
        auto* l = new QLabel(viewport());
        l->setObjectName(name);
        l->setAlignment(Qt::AlignCenter);
        l->setTextFormat(Qt::RichText);
        if (clickThrough) l->setAttribute(Qt::WA_TransparentForMouseEvents);
        return l;
    };
    // Each label's style is set once; what changes (the seat to act, a coinche) is a
    // property its style sheet selects on, so an event never re-reads a style sheet.
    static const char* const seatNames[] = {"South", "East", "North", "West"};
    for (int s = 0; s < kSeats; ++s) {
        plates_[s] = label(QStringLiteral("plate%1").arg(QLatin1String(seatNames[s])));
        plates_[s]->setStyleSheet(QStringLiteral(
            "QLabel { background: rgba(10,38,22,215); color: #f4f1e6; border: 1px solid rgba(255,255,255,40); "
            "border-radius: 12px; padding: 2px 10px; } QLabel[active=\"true\"] { border: 3px solid #f5c542; } "
            // South's plate beside a large hand: its words left, the dealer's chip right.
            "QLabel[beside=\"true\"] { padding: 2px 3.2em 2px 10px; }"));
        // Hovered, a call says what it means under the bots' system (docs/bidding.md).
        callBubbles_[s] = label(QStringLiteral("call%1").arg(QLatin1String(seatNames[s])), false);
        callBubbles_[s]->installEventFilter(this);  // a click asks why the call was made
        callBubbles_[s]->setStyleSheet(QStringLiteral(
            "QLabel { background: #f5f1e6; color: #1d2a22; border-radius: 8px; padding: 3px 9px; font-weight: 600; } "
            "QLabel[strong=\"true\"] { color: #c0392b; }"));
        noteBubbles_[s] = label(QStringLiteral("note%1").arg(QLatin1String(seatNames[s])));
        noteBubbles_[s]->setStyleSheet(QStringLiteral(
            "QLabel { background: #f5c542; color: #1d2a22; border-radius: 8px; padding: 3px 9px; font-weight: 600; }"));
    }
    dealerChip_ = label(QStringLiteral("dealerChip"));
    scoreBox_ = label(QStringLiteral("scoreBox"));
    contractBox_ = label(QStringLiteral("contractBox"));
    for (QLabel* box : {scoreBox_, contractBox_})
        box->setStyleSheet(QStringLiteral("QLabel { background: rgba(10,38,22,225); color: #f4f1e6; "
                                          "border: 1px solid rgba(255,255,255,40); border-radius: 10px; padding: 8px; }"));
    trickLabel_ = label(QStringLiteral("trickHolder"));
    trickLabel_->setStyleSheet(
        QStringLiteral("QLabel { color: #f4f1e6; background: rgba(0,0,0,60); border-radius: 8px; padding: 2px 10px; }"));
    toast_ = label(QStringLiteral("toast"));
    // On a dark box like the score's: black straight on the felt stood out 3:1 only.
    toast_->setStyleSheet(QStringLiteral("QLabel { background: rgba(10,38,22,235); color: #f4f1e6; "
                                         "border: 1px solid rgba(255,255,255,40); border-radius: 8px; padding: 6px 10px; }"));
    toast_->setWordWrap(true);
    toast_->hide();
    toastTimer_ = new QTimer(this);
    toastTimer_->setSingleShot(true);
    connect(toastTimer_, &QTimer::timeout, toast_, &QWidget::hide);

    hintButton_ = new QPushButton(viewport());
    hintButton_->setObjectName(QStringLiteral("hintButton"));
    claimButton_ = new QPushButton(viewport());
    claimButton_->setObjectName(QStringLiteral("claimButton"));
    for (QPushButton* b : {hintButton_, claimButton_}) {
        panelstyle::styleButton(b, PanelButton::Role::Normal);
        b->setFocusPolicy(Qt::NoFocus);  // the keys H and C do it; focus stays on the table
    }
    sayStaticTexts();
    connect(hintButton_, &QPushButton::clicked, c_, &GameController::requestHint);
    connect(claimButton_, &QPushButton::clicked, c_, &GameController::claim);

    lastTrick_ = new LastTrickWidget(false, viewport());
    lastTrick_->setObjectName(QStringLiteral("lastTrick"));
    lastTrick_->setDeck(deck_.get());
    connect(lastTrick_, &LastTrickWidget::clicked, this, &TableView::toggleLastTrick);
    lastTrickLarge_ = new LastTrickWidget(true, viewport());
    lastTrickLarge_->setObjectName(QStringLiteral("lastTrickLarge"));
    lastTrickLarge_->setDeck(deck_.get());
    lastTrickLarge_->hide();
    connect(lastTrickLarge_, &LastTrickWidget::clicked, this, [this] { showLastTrick(false); });

    createPanels();

    // Every event: the texts and the cards follow the controller's state, once per turn of
    // the event loop however many events came in it.
    connect(c_, &GameController::stateChanged, this, [this] {
        if (refreshQueued_) return;
        refreshQueued_ = true;
        QTimer::singleShot(0, this, [this] {
            refreshQueued_ = false;
            updateTexts();
            updatePanels();
            relayout(true);
            emit statusChanged();
        });
    });
    connect(c_, &GameController::dealStarted, this, &TableView::onDealStarted);
    connect(c_, &GameController::gameStarted, this, [this] { callPanel_->setSeatNames(c_->names()); });
    connect(c_, &GameController::namesChanged, this, [this] {
        // New names: the plates, the call panel and an open summary say them at once.
        callPanel_->setSeatNames(c_->names());
        if (summaryPanel_->isVisible()) summaryPanel_->hide();
        if (gameOverPanel_->isVisible()) gameOverPanel_->hide();
        updateTexts();
        updatePanels();
        emit statusChanged();
    });
    connect(c_, &GameController::callsOver, this, [this] {
        // The bubbles stay with the last calls until the first card; the contract box says it.
        if (c_->deal().passed()) showToast(tr("Everyone passed."));
    });
    // The declaration and belote bubbles are drawn from the controller's state
    // (noteText()); only the tie, said once, is an event.
    connect(c_, &GameController::declarationsResolved, this, [this] {
        bool any = false;
        for (int s = 0; s < kSeats; ++s) any = any || !c_->deal().declared(Seat(s)).empty();
        if (!c_->deal().declarationWinner() && any) showToast(tr("The best declarations tie: none of them counts."));
    });
    connect(c_, &GameController::cardRefused, this, [this](Card, const QString& reason) { showToast(reason); });
    connect(c_, &GameController::hintReady, this, [this](const QString& text, Card card, std::optional<Call>) {
        hinted_ = card == kNoCard ? std::nullopt : std::optional<Card>(card);
        if (hinted_) selected_ = hinted_;
        showToast(tr("Hint: %1").arg(text), 5000);
        updateSelection();
    });
    connect(c_, &GameController::claimAnswered, this, [this](bool, const QString& reason) { showToast(reason, 4000); });
    connect(c_, &GameController::dealScored, this, [this] { showLastTrick(false); });
}

TableView::~TableView() = default;

void TableView::setDeck(const QString& id)
{
    // An installed deck is read off the window's thread (a large one takes a few hundred
    // milliseconds); the cards keep the current deck until it is ready.
    CardDeck::loadInBackground(id, this, [this, id](std::unique_ptr<CardDeck> d, const QString& error) {
        if (!d) {
            showToast(tr("Cannot use the deck %1: %2 The drawn deck is used.").arg(id, error));
            d = CardDeck::load(QStringLiteral("drawn"));
        }
        deck_ = std::move(d);
        for (CardItem* item : cards_) item->setDeck(deck_.get());
        lastTrick_->setDeck(deck_.get());
        lastTrickLarge_->setDeck(deck_.get());
        // The suits of the window's words take the colours of the cards.
        if (const bool four = deck_->info().id == kDrawnFourColourDeckId; four != panelstyle::fourColourSuits()) {
            panelstyle::setFourColourSuits(four);
            updateTexts();
            updatePanels();
            for (QWidget* w : findChildren<QWidget*>()) w->update();
        }
        relayout(false);
        deck_->prepare(int(std::lround(metrics().hand.width())), devicePixelRatioF());
    });
}

QString TableView::deckId() const { return deck_ ? deck_->info().id : QString(); }

DeckInfo TableView::deckInfo() const { return deck_ ? deck_->info() : DeckInfo{}; }

QString TableView::deckIndexText(Rank rank) const { return deck_ ? deck_->indexText(rank) : QString(); }

int TableView::animationMs() const
{
    const int pace = c_->pace();
    if (pace <= 0) return 0;
    return std::clamp(pace * 45 / 100, 120, 360);
}

TableView::Metrics TableView::metrics() const
{
    Metrics m;
    const qreal w = viewport()->width(), h = viewport()->height();
    const qreal aspect = deck_ ? deck_->aspectRatio() : 1.42;
    const qreal cw = std::clamp(std::min(w * 0.083, h * 0.132), 46.0, 190.0);
    m.card = QSizeF(cw, cw * aspect);
    m.hand = m.card;
    m.margin = std::max(8.0, h * 0.018);
    m.fontPx = std::clamp(h / 48.0, 11.0, 22.0);
    m.plateW = m.fontPx * 11;
    m.plateH = m.fontPx * 2.9;
    const Stage stage = c_->stage();
    if (largeCards_ && (stage == Stage::Calls || stage == Stage::Play || stage == Stage::TrickPause)) {
        // South's cards 1.5 times the normal size, the trick and the other hands smaller to
        // leave the middle of the table its room. The hand lies between South's plate, the
        // hint and claim buttons (bottom left) and the last trick (bottom right), its cards
        // closer together when it must; where even that is not enough (a small window),
        // smaller, but never back to the normal size. (No hand in view, no large hand.)
        m.card = QSizeF(cw, cw * aspect) * 0.8;
        m.small = 0.5;  // the other hands' backs: above the call panel, room for the bids' meanings (M)
        m.southBeside = true;
        m.southPlateW = m.fontPx * 13;
        // The hint and claim buttons stand one above the other there (placeOverlays()).
        const qreal left =
            m.margin * 2 + std::max({hintButton_->sizeHint().width(), claimButton_->sizeHint().width(), int(m.southPlateW)});
        const qreal right = m.margin * 2 + m.card.width() * 2.3;
        const qreal room = w - 2 * (std::max(left, right) + m.margin);
        constexpr qreal kTightest = 0.46;
        qreal hw = std::min(1.5 * cw, room / (7 * kTightest + 1));
        hw = std::max(hw, 1.15 * cw);
        m.hand = QSizeF(hw, hw * aspect);
        m.handStepMost = 0.6;
        m.handStep = std::clamp((room - hw) / (7 * hw), kTightest, m.handStepMost);
        m.handRoom = room;
        // A large card standing up stands out at a smaller rise; what it saves, and a
        // retourne nearer North's hand, keep the call panel off the retourne.
        m.rise = 0.07;
        m.retourneGap = 0.8;
    }
    const QSizeF sc = m.card * m.small;
    // North: a row of backs under its plate.
    const qreal northTop = m.margin + m.plateH + m.margin * 0.5;
    m.north = QRectF(w / 2 - 4 * sc.width(), northTop, 8 * sc.width(), sc.height());
    // South: the hand at the bottom; a legal card stands higher (`rise`).
    const qreal southTop = h - m.hand.height() - m.margin * 0.6;
    m.south = QRectF(w / 2 - 4 * m.hand.width(), southTop, 8 * m.hand.width(), m.hand.height());
    // West and East: columns of backs at the sides, their plates under them.
    const qreal sideTop = h * 0.2;
    m.west = QRectF(m.margin * 2, sideTop, sc.width(), sc.height() * 3.2);
    m.east = QRectF(w - m.margin * 2 - sc.width(), sideTop, sc.width(), sc.height() * 3.2);
    m.plate[int(Seat::North)] = QPointF(w / 2, m.margin + m.plateH / 2);
    if (m.southBeside) {
        m.southLimit = southTop - m.rise * m.hand.height();
        m.plate[int(Seat::South)] = QPointF(m.margin + m.southPlateW / 2, m.southLimit + m.plateH / 2);
    } else {
        m.plate[int(Seat::South)] = QPointF(w / 2, southTop - m.rise * m.hand.height() - m.margin * 0.6 - m.plateH / 2);
        m.southLimit = m.plate[int(Seat::South)].y() - m.plateH / 2;
    }
    m.plate[int(Seat::West)] = QPointF(m.margin * 2 + m.plateW / 2, m.west.bottom() + m.margin + m.plateH / 2);
    m.plate[int(Seat::East)] = QPointF(w - m.margin * 2 - m.plateW / 2, m.east.bottom() + m.margin + m.plateH / 2);
    // A side plate grows toward the middle, not off the window.
    const qreal top = m.north.bottom(), bottom = m.southLimit;
    m.center = QPointF(w / 2, (top + bottom) / 2);
    return m;
}

std::vector<Card> TableView::southOrder() const { return handOrder(Seat::South); }

std::vector<Card> TableView::handOrder(Seat seat) const
{
    const CardSet hand = c_->deal().hand(seat);
    std::optional<Strain> strain;
    if (c_->deal().phase() != Phase::Calls && c_->deal().contract()) strain = c_->deal().contract()->strain;
    const CardTables& t = CardTables::get(strain.value_or(Strain::NoTrump));
    std::vector<Card> out;
    for (Suit s : suitOrder(hand, strain)) {
        std::vector<Card> suit;
        for (Card c : hand & CardSet::suit(s)) suit.push_back(c);
        std::sort(suit.begin(), suit.end(), [&](Card a, Card b) { return t.strength[a] > t.strength[b]; });
        out.insert(out.end(), suit.begin(), suit.end());
    }
    return out;
}

void TableView::placeCards(const Metrics& m, bool animated)
{
    const Deal& d = c_->deal();
    const qreal dpr = devicePixelRatioF();
    // Every card is drawn at the hand's size; the others are scaled down from it (by `k` to
    // the trick's size).
    for (CardItem* item : cards_) item->setBaseSize(m.hand, dpr);
    const qreal k = m.card.width() / m.hand.width();
    const int ms = animated ? animationMs() : 0;
    const Stage stage = c_->stage();
    std::array<bool, kCards> placed{};
    int dealt = 0;  // order of arrival while dealing
    auto put = [&](Card c, QPointF pos, qreal scale, qreal z, bool faceUp) {
        CardItem* item = cards_[c];
        placed[c] = true;
        if (dealing_ && ms > 0) item->animate(pos, scale, z, faceUp, ms, 25 * dealt++);
        else if (!item->isVisible()) item->animate(pos, scale, z, faceUp, 0);
        else if (!item->headingTo(pos, scale, faceUp, false)) item->animate(pos, scale, z, faceUp, ms);
        else item->setZValue(z);
    };
    if (stage == Stage::Idle) {
        for (CardItem* item : cards_) item->setVisible(false);
        return;
    }
    const bool over = stage == Stage::DealOver || stage == Stage::GameOver;
    if (!over) {
        // South's hand, face up, centred (the person's, or in --demo the bot's the watcher
        // follows); the legal cards stand up, the others are dimmed.
        const std::vector<Card> mine = southOrder();
        const CardSet legal = replay_ ? CardSet() : c_->humanLegalCards();
        const bool choosing = !legal.empty();
        const qreal step = m.hand.width() * m.stepFor(int(mine.size()));
        const qreal width = step * (int(mine.size()) - 1) + m.hand.width();
        qreal x = m.south.center().x() - width / 2;
        for (std::size_t i = 0; i < mine.size(); ++i) {
            const Card c = mine[i];
            const bool up = choosing && legal.contains(c);
            const qreal y = m.south.top() - (up ? m.rise * m.hand.height() : 0);
            put(c, QPointF(x, y), 1.0, 100 + int(i), true);
            cards_[c]->setDimmed(choosing && !legal.contains(c));
            x += step;
        }
        // The other hands, face down.
        for (Seat s : {Seat::East, Seat::North, Seat::West}) {
            std::vector<Card> hand;
            if (replay_) {
                // A replay shows every hand, sorted as South's is.
                hand = handOrder(s);
            } else {
                for (Card c : d.hand(s)) hand.push_back(c);
                // A fixed but meaningless order, so that where a card leaves from tells nothing.
                std::sort(hand.begin(), hand.end(), [&](Card a, Card b) {
                    return (a * 37 + c_->dealNumber() * 11) % 97 < (b * 37 + c_->dealNumber() * 11) % 97;
                });
            }
            const qreal sw = m.card.width() * m.small, sh = m.card.height() * m.small;
            const int n = int(hand.size());
            for (int i = 0; i < n; ++i) {
                QPointF pos;
                if (s == Seat::North) {
                    const qreal stepX = sw * 0.32;
                    pos = QPointF(m.north.center().x() - (stepX * (n - 1) + sw) / 2 + stepX * i, m.north.top());
                } else {
                    const QRectF& area = s == Seat::West ? m.west : m.east;
                    const qreal stepY = sh * 0.28;
                    pos = QPointF(area.left(), area.center().y() - (stepY * (n - 1) + sh) / 2 + stepY * i);
                }
                put(hand[std::size_t(i)], pos, m.small * k, 50 + i, replay_);
                cards_[hand[std::size_t(i)]]->setDimmed(false);
            }
        }
        // Classic, during the taking: the retourne face up beside the dealer, on the rest
        // of the deck.
        if (d.phase() == Phase::Calls && d.retourne()) {
            // Above the call panel, on the dealer's side of the table.
            const Seat dealer = d.dealer();
            const qreal side = dealer == Seat::West ? -1.6 : dealer == Seat::East ? 1.6 : 0;
            const QPointF spot(m.center.x() + side * m.card.width() - m.card.width() / 2,
                               m.north.bottom() + m.margin * m.retourneGap);
            int n = 0;
            CardSet inHands;
            for (int s = 0; s < kSeats; ++s) inHands |= d.hand(Seat(s));
            for (Card c = 0; c < kCards; ++c) {
                if (inHands.contains(c) || c == *d.retourne()) continue;
                put(c, spot + QPointF(-m.card.width() * 0.35 + n * 0.6, -n * 0.6), k, 10 + n, false);
                cards_[c]->setDimmed(false);
                ++n;
            }
            put(*d.retourne(), spot + QPointF(m.card.width() * 0.3, 0), k, 40, true);
            cards_[*d.retourne()]->setDimmed(false);
        }
        // The trick, each card toward its player.
        const auto table = c_->tableCards();
        for (std::size_t i = 0; i < table.size(); ++i) {
            const auto [seat, card] = table[i];
            QPointF offset;
            switch (seat) {
            case Seat::South: offset = QPointF(0, 0.42 * m.card.height()); break;
            case Seat::North: offset = QPointF(0, -0.42 * m.card.height()); break;
            case Seat::West: offset = QPointF(-0.95 * m.card.width(), 0); break;
            case Seat::East: offset = QPointF(0.95 * m.card.width(), 0); break;
            }
            const QPointF pos = m.center + offset - QPointF(m.card.width() / 2, m.card.height() / 2);
            put(card, pos, k, 200 + int(i), true);
            cards_[card]->setDimmed(false);
        }
    }
    // Every other card has been gathered: it goes to the side that won it, then out of sight.
    for (Card c = 0; c < kCards; ++c) {
        if (placed[c]) continue;
        CardItem* item = cards_[c];
        if (!item->isVisible()) continue;
        Seat to = d.dealer();
        if (d.phase() != Phase::Calls && !d.passed()) {
            const CardPlay& p = d.cardPlay();
            for (int i = 0; i < p.cardsPlayed(); ++i)
                if (p.playedCard(i) == c) to = p.trickWinner(i / 4);
        }
        const QPointF target = m.plate[int(to)] - QPointF(m.card.width() * 0.3, m.card.height() * 0.3);
        item->setDimmed(false);
        item->setMarked(false);
        item->setHinted(false);
        if (!item->headingTo(target, 0.6 * k, false, true)) item->animate(target, 0.6 * k, 5, false, ms, 0, true);
    }
    dealing_ = false;
    updateSelection();
}

void TableView::updateSelection()
{
    const CardSet legal = c_->humanLegalCards();
    if (legal.empty()) {
        selected_.reset();
    } else if (!selected_ || !legal.contains(*selected_)) {
        // The first legal card from the left.
        for (Card c : southOrder())
            if (legal.contains(c)) {
                selected_ = c;
                break;
            }
    }
    if (hinted_ && !legal.contains(*hinted_)) hinted_.reset();
    for (CardItem* item : cards_) {
        item->setMarked(selected_ && item->card() == *selected_);
        item->setHinted(hinted_ && item->card() == *hinted_ && !(selected_ && *selected_ == *hinted_));
    }
    announceSelection();
}

QString TableView::plateText(Seat s, QString* said) const
{
    const Decision d = c_->pending();
    QString sub;
    const bool mine = d.kind != DecisionKind::None && d.seat == s;
    if (replay_) {
        // Whose move comes next in the replay, in the third person.
        if (mine) sub = d.kind == DecisionKind::Card ? tr("next to play") : d.kind == DecisionKind::Declaration ? tr("next to declare") : tr("next to call");
        else sub = seatWord(s);
        if (said) *said = sub;
        return QStringLiteral("<div style='font-weight:600'>%1</div><div style='font-size:small; color:%3'>%2</div>")
            .arg(escaped(c_->name(s)), escaped(sub), mine ? QStringLiteral("#f5c542") : QStringLiteral("#b9c4bb"));
    }
    if (mine && c_->isHuman(s)) {
        switch (d.kind) {
        case DecisionKind::Call: sub = tr("your call"); break;
        case DecisionKind::OutOfTurnCoinche: sub = tr("coinche now?"); break;
        case DecisionKind::Declaration: sub = tr("your declarations"); break;
        case DecisionKind::Card: {
            const CardPlay& p = c_->deal().cardPlay();
            if (p.cardsInTrick() == 0) sub = tr("your turn: lead a card");
            else if (!(c_->deal().hand(s) & CardSet::suit(suitOf(p.ledCard()))).empty())
                sub = tr("your turn: follow %1").arg(strainWord(strainOf(suitOf(p.ledCard()))));
            else sub = tr("your turn: play a card");
            break;
        }
        case DecisionKind::None: break;
        }
    } else if (c_->thinking() == s) {
        sub = tr("thinking\u2026");
    } else if (!c_->isHuman(s)) {
        const QString level = levelWord(c_->setup().levelOf(s));
        sub = s == partnerOf(Seat::South) && c_->isHuman(Seat::South) ? tr("partner \u00b7 %1").arg(level) : level;
    } else {
        sub = seatWord(s);
    }
    QString name = c_->name(s);
    if (c_->isHuman(s) && name == tr("You")) name = tr("You (%1)").arg(seatWord(s));
    if (said) *said = sub;
    return QStringLiteral("<div style='font-weight:600'>%1</div><div style='font-size:small; color:%3'>%2</div>")
        .arg(escaped(name), escaped(sub), mine && c_->isHuman(s) ? QStringLiteral("#f5c542") : QStringLiteral("#b9c4bb"));
}

QString TableView::noteText(Seat s) const
{
    // The declarations by their kinds while the first trick is played, then those of the
    // side that scores them with their cards, the others' marked; belote and rebelote during
    // the trick they are said in, beside the declarations when the seat has both.
    const GameController::Announcements a = c_->announcements(s);
    using Standing = GameController::Announcements::Standing;
    QStringList parts;
    if (a.declarationsInView) {
        const QString kinds = a.kinds.join(QStringLiteral(" + "));
        switch (a.standing) {
        case Standing::Open: parts << kinds; break;
        case Standing::DoesNotCount: parts << tr("%1 \u2014 does not count").arg(kinds); break;
        case Standing::Counts: {
            QStringList shown;
            int i = 0;
            for (const Declaration& d : a.declared) {
                QStringList cards;
                for (Card c : d.cards()) cards << cardShort(c);
                shown << a.names.value(i++) + QStringLiteral(": ") + cards.join(QLatin1Char(' '));
            }
            parts << tr("%1 (+%2)").arg(shown.join(QStringLiteral("; "))).arg(a.points);
            break;
        }
        }
    }
    if (a.beloteInView) parts << (a.beloteInView->rebelote ? tr("Rebelote") : tr("Belote"));
    return parts.join(QStringLiteral(" \u00b7 "));
}

// The plates, the calls beside the seats, the declaration and belote bubbles, the dealer chip.
void TableView::updateSeatTexts()
{
    const Deal& d = c_->deal();
    const Stage stage = c_->stage();
    const bool live = stage == Stage::Calls || stage == Stage::Play || stage == Stage::TrickPause;
    const Decision pending = c_->pending();
    for (int s = 0; s < kSeats; ++s) {
        QString plateSub;
        plates_[s]->setText(plateText(Seat(s), &plateSub));
        const bool active = pending.kind != DecisionKind::None && int(pending.seat) == s;
        setStyleFlag(plates_[s], "active", active);
        // The last call beside the seat, during the calls and the first trick.
        const std::optional<Call> call = c_->lastCall(Seat(s));
        const bool showCall = live && call && (d.phase() == Phase::Calls || d.cardPlay().cardsPlayed() < 4);
        callBubbles_[s]->setVisible(showCall);
        if (showCall) {
            const std::optional<Suit> ret = d.retourneSuit();
            callBubbles_[s]->setText(panelstyle::richSuits(callText(*call, ret), false));
            callBubbles_[s]->setAccessibleName(tr("%1: %2").arg(c_->name(Seat(s)), callWords(*call)));
            callBubbles_[s]->setToolTip(c_->lastCallMeaning(Seat(s)));
            callBubbles_[s]->setAccessibleDescription(spokenSuits(callBubbles_[s]->toolTip()));
            setStyleFlag(callBubbles_[s], "strong", call->kind == Call::Kind::Coinche || call->kind == Call::Kind::Surcoinche);
        }
        const QString note = noteText(Seat(s));
        noteBubbles_[s]->setVisible(live && !note.isEmpty());
        noteBubbles_[s]->setText(panelstyle::richSuits(note, false));
        noteBubbles_[s]->setAccessibleName(note.isEmpty() ? QString() : tr("%1: %2").arg(c_->name(Seat(s)), spokenSuits(note)));
        sayPlate(Seat(s), plateSub);
    }
    dealerChip_->setVisible(stage != Stage::Idle);
    if (stage != Stage::Idle) dealerChip_->setAccessibleName(tr("Dealer: %1").arg(c_->name(d.dealer())));

}

// The score: the game, this deal's card points so far, the target.
void TableView::updateScoreBox()
{
    const Deal& d = c_->deal();
    const Stage stage = c_->stage();
    const bool live = stage == Stage::Calls || stage == Stage::Play || stage == Stage::TrickPause;
    const Game& g = c_->game();
    const Rules& r = c_->rules();
    const bool playing = d.phase() != Phase::Calls && !d.passed() && stage != Stage::Idle;
    QString rows;
    QStringList scoreSaid;  // the rows in words, for a screen reader
    auto row = [&](const QString& label, const QString& ns, const QString& ew) {
        scoreSaid << (ew.isEmpty() ? tr("%1: %2").arg(label, ns)
                                   : tr("%1: %2 %3, %4 %5").arg(label, teamWord(Team::NS), ns, teamWord(Team::EW), ew));
        rows += QStringLiteral("<tr><td style='color:#b9c4bb; padding-right:14px'>%1</td>"
                               "<td align='right' style='font-weight:700; padding-right:14px'>%2</td>"
                               "<td align='right' style='font-weight:700'>%3</td></tr>")
                    .arg(escaped(label), ns, ew);
    };
    rows += QStringLiteral("<tr><td></td><td align='right' style='padding-right:14px; color:#b9c4bb'>%1</td>"
                           "<td align='right' style='color:#b9c4bb'>%2</td></tr>")
                .arg(tr("N\u2013S"), tr("E\u2013W"));
    row(tr("Game"), QString::number(g.score(Team::NS)), QString::number(g.score(Team::EW)));
    if (playing) {
        const CardPlay& p = d.cardPlay();
        // The points of the cards in the tricks won so far, no more: the deal summary adds
        // the last trick, belote, declarations and the contract, so the box says so.
        row(tr("Card points"), QString::number(p.cardPoints(Team::NS)), QString::number(p.cardPoints(Team::EW)));
    }
    const QString counts = playing ? tr("Card points: the points of the cards in the tricks each side has won so far in this "
                                        "deal. The last trick's 10, belote, the declarations and the contract are scored "
                                        "when the deal is over, in the deal's summary.")
                                   : QString();
    scoreBox_->setToolTip(counts);
    scoreBox_->setAccessibleDescription(counts);
    if (r.deals > 0) row(tr("Deals"), tr("%1 of %2").arg(g.dealsDealt() + (live ? 1 : 0)).arg(r.deals), QString());
    else row(tr("Target"), QString::number(r.target), QString());
    if (g.heldPoints() > 0) row(tr("Held (litige)"), QString::number(g.heldPoints()), QString());
    scoreBox_->setText(QStringLiteral("<table cellspacing='2'>%1</table>").arg(rows));
    scoreBox_->setAccessibleName(tr("Score: %1").arg(scoreSaid.join(QStringLiteral("; "))));

}

// "coinched by West", "surcoinched by North": who doubled the contract, in the order called.
QStringList TableView::coinchedBy(const Deal& d) const
{
    QStringList out;
    if (const auto s = d.lastCaller(Call::Kind::Coinche)) out << tr("coinched by %1").arg(c_->name(*s));
    if (const auto s = d.lastCaller(Call::Kind::Surcoinche)) out << tr("surcoinched by %1").arg(c_->name(*s));
    return out;
}

// The contract: value, trump, multiplier, taker, coincher; during the calls, the best bid so
// far or the retourne. Its rich text, and *said: the same in words, for a screen reader.
void TableView::updateContractBox()
{
    const Deal& d = c_->deal();
    const Stage stage = c_->stage();
    const Rules& r = c_->rules();
    QString contract;
    QStringList said;  // the box in words, for a screen reader
    if (stage == Stage::Idle) {
        contract = tr("No game yet: Game \u25b8 New (Ctrl+N)");
        said << contract;
    } else if (d.phase() == Phase::Calls) {
        if (r.isClassic()) {
            contract = QStringLiteral("<div style='font-size:large; font-weight:700'>%1</div>").arg(tr("Taking, round %1").arg(d.takingRound()));
            said << tr("Taking, round %1").arg(d.takingRound());
            if (d.retourne()) {
                contract += QStringLiteral("<div>%1</div>").arg(panelstyle::richSuits(tr("retourne: %1").arg(cardShort(*d.retourne()))));
                said << tr("retourne: %1").arg(cardWords(*d.retourne()));
            }
        } else {
            contract = QStringLiteral("<div style='font-size:large; font-weight:700'>%1</div>").arg(tr("Auction"));
            said << tr("Auction");
            if (const auto best = d.contract()) {
                const QString by = tr("%1 by %2").arg(contractText(*best, false, false), c_->name(best->taker));
                contract += QStringLiteral("<div>%1</div>").arg(panelstyle::richSuits(by));
                said << spokenSuits(by);
                for (const QString& who : coinchedBy(d)) {
                    contract += QStringLiteral("<div style='color:#ff8a7a'>%1</div>").arg(escaped(who));
                    said << who;
                }
            } else {
                contract += QStringLiteral("<div style='color:#b9c4bb'>%1</div>").arg(tr("no bid yet"));
                said << tr("no bid yet");
            }
        }
    } else if (d.passed()) {
        contract = QStringLiteral("<div style='font-size:large; font-weight:700'>%1</div>").arg(tr("Passed"));
        said << tr("Passed");
    } else if (const auto ct = d.contract()) {
        const QString symbol = isSuitStrain(ct->strain) ? suitSymbol(trumpSuitOf(ct->strain)) : QString();
        const bool red = isSuitStrain(ct->strain) && (trumpSuitOf(ct->strain) == Suit::Hearts || trumpSuitOf(ct->strain) == Suit::Diamonds);
        QString head = r.isClassic() ? strainWord(ct->strain)
                                     : (ct->capotBid() ? tr("Capot %1").arg(strainWord(ct->strain))
                                                       : QStringLiteral("%1 %2").arg(ct->value).arg(strainWord(ct->strain)));
        contract = QStringLiteral("<table><tr><td style='font-size:xx-large; color:%1; padding-right:8px'>%2</td><td>"
                                  "<div style='font-size:large; font-weight:700'>%3</div>")
                       .arg(red ? QStringLiteral("#ff8a7a") : kCream, symbol, escaped(head));
        said << tr("Contract: %1").arg(head);
        if (ct->coinche > 1) {
            contract += QStringLiteral("<div style='color:#ff8a7a'>%1</div>")
                            .arg(ct->coinche == 2 ? tr("Coinched ×2") : tr("Surcoinched ×4"));
            said << (ct->coinche == 2 ? tr("Coinched ×2") : tr("Surcoinched ×4"));
        }
        // Classic: the retourne the taker picked up stays in view all deal long.
        if (r.isClassic() && d.retourne()) {
            contract += QStringLiteral("<div>%1</div>")
                            .arg(panelstyle::richSuits(tr("taken by %1 on the %2").arg(c_->name(ct->taker), cardShort(*d.retourne()))));
            said << tr("taken by %1 on %2").arg(c_->name(ct->taker), cardWords(*d.retourne()));
        } else {
            contract += QStringLiteral("<div>%1</div>").arg(escaped(tr("taken by %1").arg(c_->name(ct->taker))));
            said << tr("taken by %1").arg(c_->name(ct->taker));
        }
        for (const QString& who : coinchedBy(d)) {
            contract += QStringLiteral("<div>%1</div>").arg(escaped(who));
            said << who;
        }
        contract += QStringLiteral("</td></tr></table>");
    }
    if (stage != Stage::Idle) {
        const QString dealt = tr("deal %1 \u00b7 %2 dealt").arg(c_->dealNumber()).arg(c_->name(d.dealer()));
        contract += QStringLiteral("<div style='color:#b9c4bb'>%1</div>").arg(escaped(dealt));
        said << dealt;
    }
    contractBox_->setText(contract);
    contractBox_->setAccessibleName(said.join(QStringLiteral("; ")));

}

void TableView::updateTexts()
{
    updateSeatTexts();
    updateScoreBox();
    updateContractBox();
    const Deal& d = c_->deal();
    const Stage stage = c_->stage();
    const bool live = stage == Stage::Calls || stage == Stage::Play || stage == Stage::TrickPause;
    // Who holds the trick so far.
    QString holder;
    if (stage == Stage::Play || stage == Stage::TrickPause) {
        const CardPlay& p = d.cardPlay();
        // The person's own seat is "you", whatever name it has: "You win the trick".
        const auto you = [this](Seat s) { return s == Seat::South && c_->isHuman(s); };
        if (stage == Stage::TrickPause) {
            const Seat w = p.trickWinner(p.trickNumber() - 1);
            holder = you(w) ? tr("You win the trick \u2014 click or Space to gather it")
                            : tr("%1 wins the trick \u2014 click or Space to gather it").arg(c_->name(w));
        } else if (p.cardsInTrick() > 0) {
            const Seat w = p.trickWinnerSoFar();
            holder = you(w) ? tr("You hold the trick") : tr("%1 holds the trick").arg(c_->name(w));
        }
    }
    trickLabel_->setText(escaped(holder));
    trickLabel_->setVisible(!holder.isEmpty());
    holderText_ = holder;

    lastTrick_->setTrick(c_->lastTrick(), c_->names());
    lastTrickLarge_->setTrick(c_->lastTrick(), c_->names());
    lastTrick_->setVisible(stage == Stage::Play || stage == Stage::TrickPause);
    const bool humanCard = c_->pending().kind == DecisionKind::Card && c_->isHuman(c_->pending().seat);
    // Both stay in place while a person plays, enabled when they can be used.
    hintButton_->setVisible(live && c_->isHuman(Seat::South) && !replay_);
    hintButton_->setEnabled(c_->humanToAct());
    claimButton_->setVisible(live && c_->isHuman(Seat::South) && !replay_);
    claimButton_->setEnabled(humanCard);
    // The keys that matter now: what a screen reader says of the table when it has the focus.
    setAccessibleDescription(keysHint());
}

// A seat's plate in words: its player's name, then what the plate and the table around it
// show of the seat (its turn, its level, the dealer, the cards it holds, its last call).
void TableView::sayPlate(Seat s, const QString& sub)
{
    QLabel* plate = plates_[int(s)];
    const Deal& d = c_->deal();
    const Stage stage = c_->stage();
    QString name = c_->name(s);
    if (c_->isHuman(s) && name == tr("You")) name = tr("You (%1)").arg(seatWord(s));
    plate->setAccessibleName(name);
    QStringList parts;
    if (!sub.isEmpty()) parts << sub;
    const Decision pending = c_->pending();
    if (!replay_ && pending.kind != DecisionKind::None && pending.seat == s && !c_->isHuman(s))
        parts << (pending.kind == DecisionKind::Card ? tr("to play") : pending.kind == DecisionKind::Declaration ? tr("to declare") : tr("to call"));
    if (stage != Stage::Idle) {
        if (d.dealer() == s) parts << tr("dealer");
        const bool live = stage == Stage::Calls || stage == Stage::Play || stage == Stage::TrickPause;
        if (live && s != Seat::South) {
            const int n = int(d.hand(s).size());
            parts << (n == 1 ? tr("1 card") : tr("%1 cards").arg(n));
        }
        if (live && d.phase() == Phase::Calls)
            if (const std::optional<Call> call = c_->lastCall(s)) parts << tr("last call: %1").arg(callWords(*call));
    }
    plate->setAccessibleDescription(parts.join(QStringLiteral("; ")));
}

// The words that do not follow the game: said again when the language changes.
void TableView::sayStaticTexts()
{
    dealerChip_->setText(tr("D"));
    dealerChip_->setToolTip(tr("Dealer"));
    setAccessibleName(tr("Card table"));
    hintButton_->setText(tr("&Hint (H)"));
    claimButton_->setText(tr("C&laim (C)"));
}

// The panels say their words when they are built: a new language builds them again, and
// updatePanels() shows again the one the game waits on.
void TableView::createPanels()
{
    for (QWidget* old : std::initializer_list<QWidget*>{callPanel_, declarationPanel_, summaryPanel_, gameOverPanel_})
        delete old;
    callPanel_ = new CallPanel(viewport());
    callPanel_->hide();
    callPanel_->setMeaningSource([this](Call call) { return c_->meaningIfCalled(call); });
    declarationPanel_ = new DeclarationPanel(viewport());
    declarationPanel_->hide();
    summaryPanel_ = new DealSummaryPanel(viewport());
    summaryPanel_->hide();
    gameOverPanel_ = new GameOverPanel(viewport());
    gameOverPanel_->hide();
    connect(callPanel_, &CallPanel::callChosen, c_, [this](Call call) { c_->makeCall(call); });
    connect(callPanel_, &CallPanel::outOfTurnAnswered, c_, [this](bool coinche) { c_->answerOutOfTurnCoinche(coinche); });
    connect(declarationPanel_, &DeclarationPanel::declarationChosen, c_, [this](int i) { c_->declare(i); });
    connect(summaryPanel_, &DealSummaryPanel::continued, this, [this] {
        // A replay ends with its deal: the summary closes, the table stays.
        if (replay_) summaryPanel_->hide();
        else c_->continueAfterDeal();
    });
    connect(summaryPanel_, &DealSummaryPanel::dealAgainRequested, c_, [this] { c_->dealAgain(); });
    connect(c_, &GameController::parReady, summaryPanel_, [this](int dealNumber) {
        const auto par = c_->par(dealNumber);
        if (par && !replay_ && summaryPanel_->isVisible() && c_->stage() == GameController::Stage::DealOver &&
            c_->dealNumber() == dealNumber) {
            summaryPanel_->setPar(par->you, par->bots);
            relayout(false);  // the line may take more room than the one it replaces
        }
    });
    connect(gameOverPanel_, &GameOverPanel::newGameRequested, this, &TableView::newGameRequested);
    connect(gameOverPanel_, &GameOverPanel::closed, gameOverPanel_, &QWidget::hide);

    if (c_->stage() != Stage::Idle) callPanel_->setSeatNames(c_->names());
}

void TableView::setReplay(bool on)
{
    if (replay_ == on) return;
    replay_ = on;
    selected_.reset();
    hinted_.reset();
    updateTexts();
    updatePanels();
    relayout(false);
}

void TableView::changeEvent(QEvent* event)
{
    QGraphicsView::changeEvent(event);
    if (event->type() != QEvent::LanguageChange) return;
    sayStaticTexts();
    // The drawn deck prints the language's letters (V D R in French): drawn again.
    if (deck_ && deck_->lettersOutdated()) setDeck(deck_->info().id);
    if (callPanel_) {
        createPanels();
        fontPx_ = 0;  // the new panels take the table's font, and the buttons' new words their room
        updateTexts();
        updatePanels();
        relayout(false);
        emit statusChanged();
    }
}

void TableView::updatePanels()
{
    const Decision d = c_->pending();
    // A replay asks nobody: its window steps through the moves.
    const bool human = d.kind != DecisionKind::None && c_->isHuman(d.seat) && !replay_;
    const Stage stage = c_->stage();
    auto showPanel = [this](QWidget* panel, bool on) {
        if (on == panel->isVisible()) return;
        panel->setVisible(on);
        if (on) {
            panel->raise();
            panel->setFocus();
        }
    };
    if (human && d.kind == DecisionKind::Call) {
        callPanel_->showCall(c_->deal(), c_->deal().legalCalls());
        showPanel(callPanel_, true);
        callPanel_->setFocus();
    } else if (human && d.kind == DecisionKind::OutOfTurnCoinche) {
        callPanel_->showOutOfTurnCoinche(c_->deal());
        showPanel(callPanel_, true);
        callPanel_->setFocus();
    } else {
        showPanel(callPanel_, false);
    }
    if (human && d.kind == DecisionKind::Declaration) {
        declarationPanel_->showChoices(c_->deal().declarationChoices(), c_->deal().contract()->strain);
        showPanel(declarationPanel_, true);
    } else {
        showPanel(declarationPanel_, false);
    }
    if (stage == Stage::DealOver && !summaryPanel_->isVisible()) {
        DealSummary s;
        s.rules = c_->rules();
        s.contract = c_->deal().contract();
        if (c_->deal().passed()) s.contract.reset();
        s.result = c_->lastOutcome().result;
        s.added = c_->lastOutcome().added;
        s.gameScores = c_->game().scores();
        s.heldBefore = c_->lastOutcome().heldBefore;
        s.dealNumber = c_->dealNumber();
        s.seatNames = c_->names();
        s.dealer = c_->deal().dealer();
        s.dealAgain = !replay_ && c_->canDealAgain();
        if (const auto par = c_->par(c_->dealNumber()); par && !replay_) {
            s.par = DealSummary::Par::Known;
            s.parYou = par->you;
            s.parBots = par->bots;
        } else if (c_->parAsked(c_->dealNumber()) && !replay_) {
            s.par = DealSummary::Par::Pending;
        }
        summaryPanel_->showSummary(s);
        showPanel(summaryPanel_, true);
    } else if (stage != Stage::DealOver) {
        showPanel(summaryPanel_, false);
    }
    if (stage == Stage::GameOver && !gameOverPanel_->isVisible() && !replay_) {
        gameOverPanel_->showGameOver(*c_->game().winner(), c_->game().scores(), c_->names(), c_->game().dealsDealt());
        showPanel(gameOverPanel_, true);
    } else if (stage != Stage::GameOver) {
        showPanel(gameOverPanel_, false);
    }
    const bool anyPanel = callPanel_->isVisible() || declarationPanel_->isVisible() || summaryPanel_->isVisible() ||
                          gameOverPanel_->isVisible();
    if (!anyPanel && !hasFocus() && isVisible() && window()->isActiveWindow()) setFocus();
    if (!anyPanel && !hasFocus()) setFocus();
}

// Where the cards lie once they arrive (the hands, the retourne and the rest of the deck,
// the trick), from the controller's state: what a label must not cover.
std::vector<QRect> TableView::cardAreas(const Metrics& m) const
{
    std::vector<QRect> out;
    const Stage stage = c_->stage();
    if (stage == Stage::Idle || stage == Stage::DealOver || stage == Stage::GameOver) return out;
    const Deal& d = c_->deal();
    const qreal cw = m.card.width(), ch = m.card.height();
    const qreal sw = cw * m.small, sh = ch * m.small;
    const auto count = [&](Seat s) { return int(d.hand(s).size()); };
    if (const int n = count(Seat::South); n > 0) {
        const qreal hw = m.hand.width(), hh = m.hand.height();
        const qreal width = hw * m.stepFor(n) * (n - 1) + hw;
        out.push_back(QRectF(m.south.center().x() - width / 2, m.south.top() - m.rise * hh, width, hh * (1 + m.rise)).toAlignedRect());
    }
    if (const int n = count(Seat::North); n > 0) {
        const qreal width = sw * 0.32 * (n - 1) + sw;
        out.push_back(QRectF(m.north.center().x() - width / 2, m.north.top(), width, sh).toAlignedRect());
    }
    for (Seat s : {Seat::West, Seat::East})
        if (const int n = count(s); n > 0) {
            const QRectF& a = s == Seat::West ? m.west : m.east;
            const qreal height = sh * 0.28 * (n - 1) + sh;
            out.push_back(QRectF(a.left(), a.center().y() - height / 2, sw, height).toAlignedRect());
        }
    if (d.phase() == Phase::Calls && d.retourne()) {
        const Seat dealer = d.dealer();
        const qreal side = dealer == Seat::West ? -1.6 : dealer == Seat::East ? 1.6 : 0;
        const QPointF spot(m.center.x() + side * cw - cw / 2, m.north.bottom() + m.margin * m.retourneGap);
        out.push_back(QRectF(spot.x() - cw * 0.35, spot.y() - 8, cw * 1.65 + 8, ch + 8).toAlignedRect());
    }
    if (stage == Stage::Play || stage == Stage::TrickPause) {
        // Every place of the trick, played or not, so that nothing moves as it fills.
        out.push_back(QRectF(m.center.x() - 0.95 * cw - cw / 2, m.center.y() - 0.42 * ch - ch / 2, 2.9 * cw, 1.84 * ch)
                          .toAlignedRect());
    }
    return out;
}

bool TableView::applyFonts(const Metrics& m)
{
    // Fonts follow the window's size, and only change with it.
    if (int(m.fontPx) == fontPx_) return false;
    fontPx_ = int(m.fontPx);
    QFont f = font();
    f.setPixelSize(fontPx_);
    for (QWidget* w : std::initializer_list<QWidget*>{scoreBox_, contractBox_, trickLabel_, toast_, hintButton_, claimButton_,
                                                      lastTrick_, lastTrickLarge_, dealerChip_})
        w->setFont(f);
    for (QWidget* w : std::initializer_list<QWidget*>{callPanel_, declarationPanel_, summaryPanel_, gameOverPanel_}) w->setFont(f);
    QFont bubble = f;
    bubble.setPixelSize(int(m.fontPx * 1.05));
    for (int s = 0; s < kSeats; ++s) {
        plates_[s]->setFont(f);
        callBubbles_[s]->setFont(bubble);
        noteBubbles_[s]->setFont(bubble);
    }
    return true;
}

void TableView::placeOverlays(const Metrics& m)
{
    applyFonts(m);
    const qreal w = viewport()->width(), h = viewport()->height();
    const QRect area(0, 0, int(w), int(h));
    const int chip = int(m.fontPx * 1.8);
    const Seat dealer = c_->stage() == Stage::Idle ? Seat::South : c_->deal().dealer();
    for (int s = 0; s < kSeats; ++s) {
        // As wide as its longest line needs ("your turn: follow Diamonds"), never narrower,
        // with room at each end for the dealer's chip, drawn inside the plate's right end.
        const bool side = Seat(s) == Seat::West || Seat(s) == Seat::East;
        QLabel* label = plates_[s];
        if (Seat(s) == Seat::South) {
            // Beside a large hand: as wide as the room left of it, the second line wrapped,
            // clear of the dealer's chip at the right end.
            label->setWordWrap(m.southBeside);
            label->setAlignment(m.southBeside ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter);
            setStyleFlag(label, "beside", m.southBeside);
            if (m.southBeside) {
                const int pw = int(m.southPlateW);
                label->setGeometry(int(m.margin), int(m.southLimit), pw, std::max(int(m.plateH), label->heightForWidth(pw)));
                continue;
            }
        }
        const qreal plateW = std::max<qreal>(side ? m.fontPx * 8 : m.plateW, label->sizeHint().width() + 2 * chip);
        QRectF plate(0, 0, plateW, m.plateH);
        plate.moveCenter(m.plate[s]);
        if (Seat(s) == Seat::West) plate.moveLeft(m.margin * 2);
        if (Seat(s) == Seat::East) plate.moveRight(w - m.margin * 2);
        plates_[s]->setGeometry(plate.toRect());
    }
    // The dealer's chip inside the right end of its plate, over nothing else.
    const QRect dp = plates_[int(dealer)]->geometry();
    if (dealerChip_->width() != chip)
        dealerChip_->setStyleSheet(QStringLiteral("QLabel { background: #f4f1e6; color: #1d2a22; border-radius: %1px; "
                                                  "font-weight: 700; }").arg(chip / 2));
    const int inset = (int(m.plateH) - chip) / 2;  // at the first line's height when the plate wraps
    dealerChip_->setGeometry(dp.right() - chip - inset, dp.top() + inset + 1, chip, chip);
    dealerChip_->raise();

    labelSizes_.adjust(scoreBox_);
    scoreBox_->move(int(m.margin), int(m.margin));
    contractBox_->setMinimumWidth(int(m.fontPx * 13));
    labelSizes_.adjust(contractBox_);
    contractBox_->move(int(w - m.margin - contractBox_->width()), int(m.margin));
    // Bottom corners: hint and claim on the left, the last trick on the right.
    hintButton_->adjustSize();
    claimButton_->adjustSize();
    const int by = int(h - m.margin - hintButton_->height());
    if (largeCards_) {
        // One above the other: the large hand needs the width of the bottom row.
        claimButton_->move(int(m.margin), by);
        hintButton_->move(int(m.margin), int(by - m.margin * 0.5 - hintButton_->height()));
    } else {
        hintButton_->move(int(m.margin), by);
        claimButton_->move(int(m.margin * 2 + hintButton_->width()), by);
    }
    const QSize lt(int(m.card.width() * 2.3), int(m.card.height() * 0.55 + m.fontPx * 3.4));
    lastTrick_->setGeometry(int(w - m.margin - lt.width()), int(h - m.margin - lt.height()), lt.width(), lt.height());
    const QSize big(int(m.card.width() * 5.2), int(m.card.height() * 1.1 + m.fontPx * 5.5));
    lastTrickLarge_->setGeometry(QRect(QPoint(int(m.center.x() - big.width() / 2), int(m.center.y() - big.height() / 2)), big));

    // The panels in the middle of the table.
    const QRect westPlate = plates_[int(Seat::West)]->geometry(), eastPlate = plates_[int(Seat::East)]->geometry();
    const QRect northPlate = plates_[int(Seat::North)]->geometry(), southPlate = plates_[int(Seat::South)]->geometry();
    const std::vector<QRect> cards = cardAreas(m);
    int handsBottom = northPlate.bottom();  // the lowest of North's cards and the retourne
    for (const QRect& r : cards)
        if (r.top() < m.center.y() - m.card.height() && r.center().x() > westPlate.right() && r.center().x() < eastPlate.left())
            handsBottom = std::max(handsBottom, r.bottom());
    for (QWidget* p : std::initializer_list<QWidget*>{callPanel_, declarationPanel_, summaryPanel_, gameOverPanel_}) {
        // Between the side seats' plates, so that their names and calls stay in view.
        const int between = int(eastPlate.left() - westPlate.right() - 2 * m.margin);
        QSize s = p->sizeHint().boundedTo(QSize(std::max(between, p->minimumSizeHint().width()), int(h * 0.9)));
        s.setWidth(std::min(s.width(), int(w - 2 * m.margin)));
        qreal top;
        if (p == summaryPanel_ || p == gameOverPanel_) {
            // No hand is left: between North's plate and South's, in the middle if it can.
            const qreal lo = northPlate.bottom() + m.margin * 0.6, hi = southPlate.top() - m.margin * 0.6;
            top = std::clamp<qreal>(h / 2 - s.height() / 2.0, lo, std::max(lo, hi - s.height()));
        } else {
            // The call and declaration panels sit just above South's plate, leaving the middle
            // of the table (the retourne, the trick) in view; wider than the room between the
            // side plates, above them when there is room.
            const qreal southTop = (m.southBeside ? int(m.southLimit) : southPlate.top()) - m.margin * 0.8;
            top = southTop - s.height();
            const int sideTop = std::min(westPlate.top(), eastPlate.top());
            if (s.width() > between && top + s.height() > sideTop) {
                const qreal above = sideTop - m.margin * 0.5 - s.height();
                if (above >= handsBottom + m.margin * 0.5) top = above;
            }
        }
        top = std::max(m.margin, top);
        p->setGeometry(QRect(QPoint(int(w / 2 - s.width() / 2), int(top)), s));
    }
    QWidget* panel = openPanel();
    if (panel) panel->raise();

    // What is in place: the bubbles, the trick's caption and a toast go where they meet none of it.
    std::vector<QRect> taken = cards;
    for (QWidget* wd : std::initializer_list<QWidget*>{plates_[0], plates_[1], plates_[2], plates_[3], scoreBox_, contractBox_,
                                                       hintButton_, claimButton_, lastTrick_})
        if (!wd->isHidden()) taken.push_back(wd->geometry());
    if (panel) taken.push_back(panel->geometry());
    const int step = std::max(4, int(m.fontPx / 2));
    const int reach = int(std::max(w, h) / 4);
    auto place = [&](QLabel* l, QPoint want, int maxWidth, int reachHere) {
        const QSize size = labelSizes_.fitted(l, maxWidth);
        QRect r = freeSpot(size, want, area, taken, step, reachHere);
        if (r.isNull()) r = QRect(want, size).intersected(area);
        l->setGeometry(r);
        if (!l->isHidden()) taken.push_back(r);
    };
    for (int s = 0; s < kSeats; ++s) {
        // The call bubble beside the plate, toward the table's centre; the note bubble on
        // the other side (or under the call for the side seats); elsewhere near when taken.
        const QRect plate = plates_[s]->geometry();
        const int gap = int(m.margin);
        QLabel* call = callBubbles_[s];
        QLabel* note = noteBubbles_[s];
        const QSize cb = labelSizes_.fitted(call, int(w * 0.3));
        // South's plate beside a large hand: under it, as the side seats' are.
        const Seat at = Seat(s) == Seat::South && m.southBeside ? Seat::West : Seat(s);
        QPoint callPos;
        switch (at) {
        case Seat::North:
        case Seat::South: callPos = QPoint(plate.left() - cb.width() - gap, plate.center().y() - cb.height() / 2); break;
        case Seat::West: callPos = QPoint(plate.left(), plate.bottom() + int(m.margin * 0.6)); break;
        case Seat::East: callPos = QPoint(plate.right() - cb.width(), plate.bottom() + int(m.margin * 0.6)); break;
        }
        place(call, callPos, int(w * 0.3), reach);
        const QSize nb = labelSizes_.fitted(note, int(w * 0.3));
        QPoint notePos;
        switch (at) {
        case Seat::North:
        case Seat::South: notePos = QPoint(plate.right() + gap, plate.center().y() - nb.height() / 2); break;
        case Seat::West: notePos = QPoint(plate.left(), call->geometry().bottom() + int(m.margin * 0.6)); break;
        case Seat::East: notePos = QPoint(plate.right() - nb.width(), call->geometry().bottom() + int(m.margin * 0.6)); break;
        }
        place(note, notePos, int(w * 0.3), reach);
    }
    // The trick's caption above the trick.
    {
        const QSize ts = labelSizes_.fitted(trickLabel_, int(w * 0.5));
        place(trickLabel_, QPoint(int(m.center.x() - ts.width() / 2),
                                  int(m.center.y() - m.card.height() * 0.92 - ts.height() - m.margin * 0.4)),
              int(w * 0.5), reach);
    }
    // A toast above South's plate (above the open panel, if one is), wrapped narrower or moved
    // where it covers nothing when that place is taken.
    if (!toast_->isHidden()) {
        const int textW = toast_->fontMetrics().horizontalAdvance(toast_->text()) + int(m.fontPx * 2.5);
        const int southTop = m.southBeside ? int(m.southLimit) : southPlate.top();
        const int bottom = panel ? std::min(panel->y(), southTop) : southTop;
        QRect best;
        for (qreal part : {0.6, 0.45, 0.33}) {
            const int maxW = std::min(int(w * part), textW);
            const QSize ts = labelSizes_.fitted(toast_, maxW);
            best = freeSpot(ts, QPoint(int(w / 2 - ts.width() / 2), int(bottom - ts.height() - m.margin * 0.6)), area, taken,
                            step, int(std::max(w, h)));
            if (!best.isNull()) break;
        }
        if (best.isNull()) {
            const QSize ts = labelSizes_.fitted(toast_, std::min(int(w * 0.6), textW));
            best = QRect(QPoint(int(w / 2 - ts.width() / 2), std::max(0, int(bottom - ts.height() - m.margin * 0.6))), ts);
        }
        toast_->setGeometry(best);
        toast_->raise();
    }
}

void TableView::relayout(bool animated)
{
    scene_.setSceneRect(QRectF(QPointF(0, 0), viewport()->size()));
    Metrics m = metrics();
    // The large hand's room depends on the buttons' widths in the font of this size.
    if (applyFonts(m) && largeCards_) m = metrics();
    placeOverlays(m);
    placeCards(m, animated);
}

void TableView::onDealStarted()
{
    hinted_.reset();
    selected_.reset();
    showLastTrick(false);
    // The cards come from the dealer's seat.
    const Metrics m = metrics();
    const QPointF from = m.plate[int(c_->deal().dealer())] - QPointF(m.card.width() / 2, m.card.height() / 2);
    for (CardItem* item : cards_) {
        item->setVisible(true);
        item->setDimmed(false);
        item->setMarked(false);
        item->setHinted(false);
        item->animate(from, 0.6 * m.card.width() / m.hand.width(), 1, false, 0);
    }
    dealing_ = animationMs() > 0;
}

void TableView::setHighContrast(bool on)
{
    if (on == highContrast_) return;
    highContrast_ = on;
    resetCachedContent();  // the background is cached (CacheBackground)
    viewport()->update();
}

void TableView::setLargeCards(bool on)
{
    if (on == largeCards_) return;
    largeCards_ = on;
    relayout(false);
    if (deck_) deck_->prepare(int(std::lround(metrics().hand.width())), devicePixelRatioF());
}

void TableView::drawBackground(QPainter* painter, const QRectF& rect)
{
    if (highContrast_) {
        painter->fillRect(rect, Qt::black);  // the white cards and the panels' texts stand out most
        return;
    }
    // The felt: lighter under the lamp, darker at the edges.
    const QRectF area = sceneRect();
    QRadialGradient felt(QPointF(area.center().x(), area.top() + area.height() * 0.45),
                         0.8 * std::max(area.width(), area.height()));
    felt.setColorAt(0.0, QColor(0x2f, 0x85, 0x4f));
    felt.setColorAt(1.0, QColor(0x14, 0x4a, 0x2b));
    painter->fillRect(rect, felt);
}

void TableView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    relayout(false);
    if (deck_) deck_->prepare(int(std::lround(metrics().hand.width())), devicePixelRatioF());
}

QWidget* TableView::openPanel() const
{
    for (QWidget* p : std::initializer_list<QWidget*>{callPanel_, declarationPanel_, summaryPanel_, gameOverPanel_})
        if (p->isVisible()) return p;
    return nullptr;
}

void TableView::focusInEvent(QFocusEvent* event)
{
    // A click on the felt must not take the keyboard from the panel that asks a question.
    if (QWidget* panel = openPanel()) {
        panel->setFocus();
        return;
    }
    QGraphicsView::focusInEvent(event);
    announced_.reset();
    announceSelection();
}

void TableView::showEvent(QShowEvent* event)
{
    QGraphicsView::showEvent(event);
    updateTexts();
    relayout(false);
}

bool TableView::showBidMeanings()
{
    const Deal& d = c_->deal();
    if (c_->stage() == Stage::Idle || d.callCount() == 0) return false;
    // Each seat's last call, in the order they spoke.
    QStringList lines;
    for (int i = 0; i < kSeats; ++i) {
        const Seat s = nextSeat(d.dealer(), i + 1);
        const QString meaning = c_->lastCallMeaning(s);
        if (!meaning.isEmpty()) lines << tr("%1: %2").arg(c_->name(s), meaning);
    }
    if (lines.isEmpty()) return false;
    showToast(lines.join(QLatin1Char('\n')), 12000);
    return true;
}

void TableView::showToast(const QString& text, int ms)
{
    toast_->setText(escaped(text).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    toast_->show();
    toast_->raise();
    relayout(false);
    toastTimer_->start(ms);
}

void TableView::onCardClicked(Card card)
{
    if (replay_) return;  // the replay's own buttons and keys move it
    // A computer player's card on the table: why it played it.
    if (c_->deal().phase() != Phase::Calls) {
        const CardPlay& play = c_->deal().cardPlay();
        for (const auto& [seat, onTable] : c_->tableCards())
            for (int i = 0; i < play.cardsPlayed() && onTable == card; ++i)
                if (play.playedCard(i) == card && c_->explainedCard(i)) {
                    emit whyCardAsked(i);
                    return;
                }
    }
    if (c_->stage() == Stage::TrickPause) {
        c_->gatherTrick();
        return;
    }
    if (!c_->deal().hand(Seat::South).contains(card) || !c_->isHuman(Seat::South)) return;
    const Decision d = c_->pending();
    if (d.seat != Seat::South || (d.kind != DecisionKind::Card && d.kind != DecisionKind::Declaration)) {
        if (c_->stage() == Stage::Play) showToast(tr("Wait for your turn: %1 is to play.").arg(c_->name(d.seat)), 2500);
        return;
    }
    selected_ = card;
    c_->playCard(card);
}

void TableView::mousePressEvent(QMouseEvent* event)
{
    QGraphicsView::mousePressEvent(event);
    if (replay_) return;
    if (event->isAccepted() && itemAt(event->pos())) return;
    // A click on the felt gathers a finished trick at once, and closes the last trick.
    if (lastTrickLarge_->isVisible()) showLastTrick(false);
    if (c_->stage() == Stage::TrickPause) c_->gatherTrick();
}

bool TableView::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::MouseButtonPress && !replay_)
        for (int s = 0; s < kSeats; ++s) {
            if (watched != callBubbles_[s]) continue;
            for (int i = c_->deal().callCount() - 1; i >= 0; --i)
                if (c_->deal().callAt(i).seat == Seat(s)) {
                    if (c_->explainedCall(i)) emit whyCallAsked(i);
                    return true;
                }
        }
    return QGraphicsView::eventFilter(watched, event);
}

void TableView::keyPressEvent(QKeyEvent* event)
{
    if (replay_ && event->key() != Qt::Key_L) {
        event->ignore();  // to the replay window: its keys step through the deal
        return;
    }
    // With a panel open, a key the table itself received (the felt had the focus) goes to
    // the panel, once. A key the panel ignored comes back up here (its parent) and stops.
    // Neither may depend on where the focus is: a window that is not the active one has no
    // focus widget, and setFocus() does not give it one.
    const bool tableKey = event->key() == Qt::Key_L || event->key() == Qt::Key_H || event->key() == Qt::Key_M;
    if (QWidget* panel = openPanel(); panel && !tableKey) {
        QWidget* focus = QApplication::focusWidget();
        if (forwardingKey_ || focus == panel || panel->isAncestorOf(focus)) {
            event->ignore();
            return;
        }
        const QScopedValueRollback<bool> forwarding(forwardingKey_, true);
        panel->setFocus();
        QWidget* target = panel->focusWidget();
        QCoreApplication::sendEvent(target && panel->isAncestorOf(target) ? target : panel, event);
        return;
    }
    const Stage stage = c_->stage();
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right: {
        const CardSet legal = c_->humanLegalCards();
        std::vector<Card> order;
        for (Card c : southOrder())
            if (legal.contains(c)) order.push_back(c);
        if (order.empty()) break;
        auto it = selected_ ? std::find(order.begin(), order.end(), *selected_) : order.end();
        int i = it == order.end() ? 0 : int(it - order.begin());
        i = (i + (event->key() == Qt::Key_Left ? -1 : 1) + int(order.size())) % int(order.size());
        selected_ = order[std::size_t(i)];
        updateSelection();
        return;
    }
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (lastTrickLarge_->isVisible()) {
            showLastTrick(false);
            return;
        }
        if (stage == Stage::TrickPause) {
            c_->gatherTrick();
            return;
        }
        if (selected_ && !c_->humanLegalCards().empty()) {
            c_->playCard(*selected_);
            return;
        }
        break;
    case Qt::Key_L:
        toggleLastTrick();
        return;
    case Qt::Key_Escape:
        if (lastTrickLarge_->isVisible()) {
            showLastTrick(false);
            return;
        }
        break;
    case Qt::Key_H:
        c_->requestHint();
        return;
    case Qt::Key_M:
        if (showBidMeanings()) return;
        break;
    case Qt::Key_C:
        if (stage == Stage::Play) {
            c_->claim();
            return;
        }
        break;
    default:
        break;
    }
    QGraphicsView::keyPressEvent(event);
}

void TableView::showLastTrick(bool show)
{
    if (show && !c_->lastTrick()) return;
    lastTrickLarge_->setVisible(show);
    if (show) lastTrickLarge_->raise();
}

void TableView::toggleLastTrick() { showLastTrick(!lastTrickLarge_->isVisible()); }

QPoint TableView::cardCenter(Card card) const
{
    const CardItem* item = cards_[card];
    const QRectF r = item->mapRectToScene(QRectF(QPointF(0, 0), item->baseSize()));
    return mapFromScene(r.center());
}

std::vector<Card> TableView::handInView() const
{
    const Stage stage = c_->stage();
    if (stage == Stage::Idle || stage == Stage::DealOver || stage == Stage::GameOver) return {};
    return southOrder();
}

std::vector<std::pair<Seat, Card>> TableView::trickInView() const
{
    const Stage stage = c_->stage();
    if (stage != Stage::Play && stage != Stage::TrickPause) return {};
    return c_->tableCards();
}

bool TableView::choosingCard() const { return !replay_ && !c_->humanLegalCards().empty(); }

bool TableView::cardPlayable(Card card) const { return choosingCard() && c_->humanLegalCards().contains(card); }

QString TableView::spokenCard(Card card, bool description) const
{
    const Deal& d = c_->deal();
    for (const auto& [seat, played] : trickInView()) {
        if (played != card) continue;
        if (!description) return tr("%1 played %2").arg(c_->name(seat), cardWords(card));
        const CardPlay& p = d.cardPlay();
        const bool full = c_->stage() == Stage::TrickPause;
        const Seat winner = full ? p.trickWinner(p.trickNumber() - 1) : p.trickWinnerSoFar();
        if (winner != seat) return {};
        return full ? tr("wins the trick") : tr("holds the trick");
    }
    if (!description) return cardTitle(card);
    QStringList parts;
    if (d.phase() != Phase::Calls && d.contract() && isSuitStrain(d.contract()->strain) &&
        suitOf(card) == trumpSuitOf(d.contract()->strain))
        parts << tr("trump");
    if (choosingCard()) {
        if (cardPlayable(card)) parts << tr("can be played");
        else if (const CardRefusal why = d.cardRefusal(card)) parts << tr("cannot be played. %1").arg(refusalText(why));
        else parts << tr("cannot be played");
    }
    return parts.join(QStringLiteral("; "));
}

QString TableView::spokenHand(bool description) const
{
    if (!description) return c_->isHuman(Seat::South) && !replay_ ? tr("Your hand") : tr("Hand of %1").arg(c_->name(Seat::South));
    const int n = int(handInView().size());
    QString text = n == 1 ? tr("1 card") : tr("%1 cards").arg(n);
    if (choosingCard()) text = tr("%1; %2").arg(text, keysHint());
    return text;
}

QString TableView::spokenTrick(bool description) const
{
    if (!description) return tr("Cards on the table");
    return holderText_;
}

QRect TableView::cardRect(Card card) const
{
    const CardItem* item = cards_[card];
    return mapFromScene(item->mapRectToScene(QRectF(QPointF(0, 0), item->baseSize()))).boundingRect();
}

void TableView::announceSelection()
{
    if (!QAccessible::isActive() || !hasFocus() || openPanel()) {
        if (!hasFocus()) announced_.reset();
        return;
    }
    if (selected_ == announced_) return;
    announced_ = selected_;
    if (!selected_) return;
    auto* table = dynamic_cast<TableAccessible*>(QAccessible::queryAccessibleInterface(viewport()));
    if (!table) return;
    QAccessibleEvent event(table->card(*selected_), QAccessible::Focus);
    QAccessible::updateAccessibility(&event);
}

QString TableView::keysHint() const
{
    const Decision d = c_->pending();
    if (c_->stage() == Stage::TrickPause) return tr("Space or a click gathers the trick");
    if (d.kind == DecisionKind::Card && c_->isHuman(d.seat))
        return tr("\u2190/\u2192 choose a card, Enter plays it \u00b7 H hint \u00b7 C claim \u00b7 L last trick");
    if ((d.kind == DecisionKind::Call || d.kind == DecisionKind::OutOfTurnCoinche) && c_->isHuman(d.seat))
        return tr("Enter passes \u00b7 H hint \u00b7 M what the bids mean");
    if (d.kind == DecisionKind::Declaration && c_->isHuman(d.seat))
        return tr("Enter declares the outlined choice \u00b7 arrows choose");
    if (c_->stage() == Stage::DealOver) return tr("Enter: next deal");
    if (c_->stage() == Stage::GameOver) return tr("Enter: new game");
    if (c_->thinking()) return tr("%1 is thinking").arg(c_->name(*c_->thinking()));
    return {};
}

}  // namespace rebelote

#include "tableview.moc"
