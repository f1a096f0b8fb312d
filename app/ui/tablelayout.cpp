// The table's geometry: the sizes and places of everything for the viewport's size
// (TableView::Metrics), South's hand in its order, where each card goes and how it gets
// there, and the plates, boxes, panels and bubbles placed around the cards.
// Part of app/ui/tableview.h (TableView's members).
#include "app/ui/tableview.h"

#include "app/cards/carddeck.h"
#include "app/ui/callpanel.h"
#include "app/ui/carditem.h"
#include "app/ui/dealsummarypanel.h"
#include "app/ui/declarationpanel.h"
#include "app/ui/gameoverpanel.h"
#include "app/ui/lasttrickwidget.h"
#include "app/ui/panelstyle.h"
#include "app/ui/tablemetrics.h"

#include <QLabel>
#include <QPushButton>

#include <algorithm>
#include <cmath>
#include <map>

namespace rebelote {

using namespace belote;
using Stage = GameController::Stage;

namespace {

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
        if (strain && isSuitStrain(*strain) && !perm.empty() &&
            (hand & CardSet::suit(trumpSuitOf(*strain))).size() > 0 && perm.front() != trumpSuitOf(*strain))
            continue;
        int score = 0;
        for (std::size_t i = 1; i < perm.size(); ++i) score += red(perm[i]) != red(perm[i - 1]);
        // Among equals, the one closest to ♠ ♥ ♣ ♦ (the order of `present`).
        int closeness = 0;
        for (std::size_t i = 0; i < perm.size(); ++i) closeness += perm[i] == present[i];
        score = score * 10 + closeness;
        if (score > bestScore) bestScore = score, best = perm;
    } while (std::next_permutation(perm.begin(), perm.end()));
    return best;
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

TableView::Metrics TableView::metrics() const
{
    Metrics m;
    const qreal w = viewport()->width(), h = viewport()->height();
    const qreal aspect = deck_ ? deck_->aspectRatio() : 1.42;
    const qreal cw = std::clamp(std::min(w * 0.083, h * 0.132), 46.0, 190.0);
    m.card = QSizeF(cw, cw * aspect);
    m.hand = m.card;
    m.margin = std::max(8.0, h * 0.018);
    m.fontPx = std::clamp(h / Metrics::kHeightPerFontPx, Metrics::kLeastFontPx, Metrics::kMostFontPx);
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
        const qreal left = m.margin * 2 + std::max({hintButton_->sizeHint().width(), claimButton_->sizeHint().width(),
                                                    int(m.southPlateW)});
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
        for (Card c : hand& CardSet::suit(s)) suit.push_back(c);
        std::sort(suit.begin(), suit.end(), [&](Card a, Card b) { return t.strength[a] > t.strength[b]; });
        out.insert(out.end(), suit.begin(), suit.end());
    }
    return out;
}

void TableView::placeCards(const Metrics& m, bool animated)
{
    const qreal dpr = devicePixelRatioF();
    // Every card is drawn at the hand's size; the others are scaled down from it (by `k` to
    // the trick's size).
    for (CardItem* item : cards_) item->setBaseSize(m.hand, dpr);
    const qreal k = m.card.width() / m.hand.width();
    const int ms = animated ? animationMs() : 0;
    const Stage stage = c_->stage();
    std::array<bool, kCards> placed{};
    int dealt = 0;  // order of arrival while dealing
    const PutCard put = [&](Card c, QPointF pos, qreal scale, qreal z, bool faceUp) {
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
        placeSouthHand(m, put);
        placeOtherHands(m, k, put);
        placeRetourne(m, k, put);
        placeTrick(m, k, put);
    }
    gatherCards(m, k, ms, placed);
    dealing_ = false;
    updateSelection();
}

void TableView::placeSouthHand(const Metrics& m, const PutCard& put)
{
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
}

void TableView::placeOtherHands(const Metrics& m, qreal k, const PutCard& put)
{
    const Deal& d = c_->deal();
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
}

void TableView::placeRetourne(const Metrics& m, qreal k, const PutCard& put)
{
    const Deal& d = c_->deal();
    // Classic, during the taking: the retourne face up beside the dealer, on the rest
    // of the deck.
    if (d.phase() != Phase::Calls || !d.retourne()) return;
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

void TableView::placeTrick(const Metrics& m, qreal k, const PutCard& put)
{
    // The trick, each card toward its player.
    const auto table = c_->tableCards();
    for (std::size_t i = 0; i < table.size(); ++i) {
        const auto [seat, card] = table[i];
        put(card, m.trickCard(seat), k, 200 + int(i), true);
        cards_[card]->setDimmed(false);
    }
}

void TableView::gatherCards(const Metrics& m, qreal k, int ms, const std::array<bool, kCards>& placed)
{
    const Deal& d = c_->deal();
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
        out.push_back(QRectF(m.south.center().x() - width / 2, m.south.top() - m.rise * hh, width, hh * (1 + m.rise))
                          .toAlignedRect());
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
        out.push_back(m.trickArea().toAlignedRect());
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
    for (QWidget* w : std::initializer_list<QWidget*>{scoreBox_, contractBox_, trickLabel_, toast_, hintButton_,
                                                      claimButton_, lastTrick_, lastTrickLarge_, dealerChip_})
        w->setFont(f);
    for (QWidget* w : std::initializer_list<QWidget*>{callPanel_, declarationPanel_, summaryPanel_, gameOverPanel_})
        w->setFont(f);
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
    placePlates(m);
    placeCorners(m);
    const std::vector<QRect> cards = cardAreas(m);
    placePanels(m, cards);
    QWidget* panel = openPanel();
    if (panel) panel->raise();

    // What is in place: the bubbles, the trick's caption and a toast go where they meet none of it.
    std::vector<QRect> taken = cards;
    for (QWidget* wd : std::initializer_list<QWidget*>{plates_[0], plates_[1], plates_[2], plates_[3], scoreBox_,
                                                       contractBox_, hintButton_, claimButton_, lastTrick_})
        if (!wd->isHidden()) taken.push_back(wd->geometry());
    if (panel) taken.push_back(panel->geometry());
    const QRect area(0, 0, viewport()->width(), viewport()->height());
    const int step = std::max(4, int(m.fontPx / 2));
    placeBubbles(m, area, step, taken);
    placeToast(m, area, step, panel, taken);
}

// The seats' plates around the table, and the dealer's chip on the dealer's.
void TableView::placePlates(const Metrics& m)
{
    const qreal w = viewport()->width();
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
            panelstyle::setStyleFlag(label, "beside", m.southBeside);
            if (m.southBeside) {
                const int pw = int(m.southPlateW);
                label->setGeometry(int(m.margin), int(m.southLimit), pw,
                                   std::max(int(m.plateH), label->heightForWidth(pw)));
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
                                                  "font-weight: 700; }")
                                       .arg(chip / 2));
    const int inset = (int(m.plateH) - chip) / 2;  // at the first line's height when the plate wraps
    dealerChip_->setGeometry(dp.right() - chip - inset, dp.top() + inset + 1, chip, chip);
    dealerChip_->raise();
}

// The score and contract boxes in the top corners; the hint and claim buttons and the last
// trick in the bottom ones, the large last trick over the middle.
void TableView::placeCorners(const Metrics& m)
{
    const qreal w = viewport()->width(), h = viewport()->height();
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
    QSize big(int(m.card.width() * 5.2), int(m.card.height() * 1.1 + m.fontPx * 5.5));
    big.rheight() += lastTrickLarge_->saidHeight(big.width());  // what its cards said, under them
    lastTrickLarge_->setGeometry(
        QRect(QPoint(int(m.center.x() - big.width() / 2), int(m.center.y() - big.height() / 2)), big));
}

// The panels in the middle of the table, clear of the plates and of `cards` (cardAreas()).
void TableView::placePanels(const Metrics& m, const std::vector<QRect>& cards)
{
    const qreal w = viewport()->width(), h = viewport()->height();
    const QRect westPlate = plates_[int(Seat::West)]->geometry(), eastPlate = plates_[int(Seat::East)]->geometry();
    const QRect northPlate = plates_[int(Seat::North)]->geometry(), southPlate = plates_[int(Seat::South)]->geometry();
    int handsBottom = northPlate.bottom();  // the lowest of North's cards and the retourne
    const QRect trick = m.trickArea().toAlignedRect();
    for (const QRect& r : cards)
        if (r != trick && r.top() < m.center.y() - m.card.height() && r.center().x() > westPlate.right() &&
            r.center().x() < eastPlate.left())
            handsBottom = std::max(handsBottom, r.bottom());
    for (QWidget* p : std::initializer_list<QWidget*>{callPanel_, declarationPanel_, summaryPanel_, gameOverPanel_}) {
        // Between the side seats' plates, so that their names and calls stay in view.
        const int between = int(eastPlate.left() - westPlate.right() - 2 * m.margin);
        const auto bounded = [&] {
            const QSize asked = p->sizeHint();
            QSize s = asked.boundedTo(QSize(std::max(between, p->minimumSizeHint().width()), int(h * 0.9)));
            s.setWidth(std::min(s.width(), int(w - 2 * m.margin)));
            // Narrower than it asked, a panel wraps its sentences: as tall as they then need.
            if (s.width() < asked.width() && p->hasHeightForWidth())
                s.setHeight(std::min(p->heightForWidth(s.width()), int(h * 0.9)));
            return s;
        };
        QSize s = bounded();
        qreal top;
        if (p == summaryPanel_ || p == gameOverPanel_) {
            // No hand is left: between North's plate and South's, in the middle if it can.
            const qreal lo = northPlate.bottom() + m.margin * 0.6, hi = southPlate.top() - m.margin * 0.6;
            if (fitFont(p, int(hi - lo))) s = bounded();
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
}

// A panel shown in `room` of height: in the table's font, or smaller where that is too tall,
// down to a least size (a low table: the score sheet docked under it); back to the table's
// once there is room for it again. False when the font stayed as it was.
bool TableView::fitFont(QWidget* panel, int room)
{
    constexpr int kLeastPx = 9;
    if (!panel->isVisible()) return false;
    const int before = panel->font().pixelSize();
    QFont f = panel->font();
    // The height at the table's font, from the height at this one (a panel's sizes follow its font).
    if (before < fontPx_ && panel->sizeHint().height() * fontPx_ <= room * before) {
        f.setPixelSize(fontPx_);
        panel->setFont(f);
    }
    for (int px = f.pixelSize(); panel->sizeHint().height() > room && px > kLeastPx;) {
        f.setPixelSize(--px);
        panel->setFont(f);
    }
    return panel->font().pixelSize() != before;
}

// The call and note bubbles beside the plates, and the trick's caption above the trick,
// each where it meets nothing `taken` (what they take is added to it).
void TableView::placeBubbles(const Metrics& m, const QRect& area, int step, std::vector<QRect>& taken)
{
    const qreal w = area.width(), h = area.height();
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
        case Seat::South:
            callPos = QPoint(plate.left() - cb.width() - gap, plate.center().y() - cb.height() / 2);
            break;
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
        case Seat::East:
            notePos = QPoint(plate.right() - nb.width(), call->geometry().bottom() + int(m.margin * 0.6));
            break;
        }
        place(note, notePos, int(w * 0.3), reach);
    }
    // The trick's caption above the trick.
    {
        const QSize ts = labelSizes_.fitted(trickLabel_, int(w * 0.5));
        place(trickLabel_,
              QPoint(int(m.center.x() - ts.width() / 2), int(m.trickArea().top() - ts.height() - m.margin * 0.4)),
              int(w * 0.5), reach);
    }
}

// A toast above South's plate (above the open panel, if one is), wrapped narrower or moved
// where it covers nothing when that place is taken; last, wrapped wider, so that a toast of
// several long lines (the bids' meanings) fits in less height, between North's hand and
// the panel.
void TableView::placeToast(const Metrics& m, const QRect& area, int step, QWidget* panel,
                           const std::vector<QRect>& taken)
{
    if (toast_->isHidden()) return;
    const qreal w = area.width(), h = area.height();
    const QRect southPlate = plates_[int(Seat::South)]->geometry();
    const int textW = toast_->fontMetrics().horizontalAdvance(toast_->text()) + int(m.fontPx * 2.5);
    const int southTop = m.southBeside ? int(m.southLimit) : southPlate.top();
    const int bottom = panel ? std::min(panel->y(), southTop) : southTop;
    QRect best;
    for (qreal part : {0.6, 0.45, 0.33, 0.8}) {
        const int maxW = std::min(int(w * part), textW);
        const QSize ts = labelSizes_.fitted(toast_, maxW);
        best = freeSpot(ts, QPoint(int(w / 2 - ts.width() / 2), int(bottom - ts.height() - m.margin * 0.6)), area,
                        taken, step, int(std::max(w, h)));
        if (!best.isNull()) break;
    }
    if (best.isNull()) {
        const QSize ts = labelSizes_.fitted(toast_, std::min(int(w * 0.6), textW));
        best = QRect(QPoint(int(w / 2 - ts.width() / 2), std::max(0, int(bottom - ts.height() - m.margin * 0.6))), ts);
    }
    toast_->setGeometry(best);
    toast_->raise();
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

// The least height the layout is made for: below it the texts and panels stop shrinking with
// the table, and the deal's summary came over South's plate. A dock under the table (the score
// sheet, Ctrl+D) takes only the height left above it, and scrolls.
QSize TableView::minimumSizeHint() const
{
    const int least = int(std::ceil(Metrics::kHeightPerFontPx * Metrics::kLeastFontPx));
    return QSize(640, least + 2 * frameWidth());
}

QPoint TableView::cardCenter(Card card) const
{
    const CardItem* item = cards_[card];
    const QRectF r = item->mapRectToScene(QRectF(QPointF(0, 0), item->baseSize()));
    return mapFromScene(r.center());
}

QRect TableView::cardRect(Card card) const
{
    const CardItem* item = cards_[card];
    return mapFromScene(item->mapRectToScene(QRectF(QPointF(0, 0), item->baseSize()))).boundingRect();
}

}  // namespace rebelote
