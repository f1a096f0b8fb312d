#include "app/ui/carditem.h"

#include "app/cards/carddeck.h"

#include <QEasingCurve>
#include <QGraphicsScene>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QParallelAnimationGroup>
#include <QPauseAnimation>
#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>

#include <cmath>

namespace rebelote {

CardItem::CardItem(belote::Card card, CardDeck* deck, QGraphicsItem* parent)
    : QGraphicsObject(parent), card_(card), deck_(deck)
{
    setAcceptedMouseButtons(Qt::LeftButton);
    setCacheMode(QGraphicsItem::NoCache);  // composed_ is the cache
    setFlag(QGraphicsItem::ItemSendsGeometryChanges);
}

QVariant CardItem::itemChange(GraphicsItemChange change, const QVariant& value)
{
    // The place a card leaves is repainted from here, not left to the view: with partial
    // repaints the view lost the old place of a card that started a new move (at pace 0 a
    // hand is laid out again while its cards still fly), and strips of it stayed on the
    // table (tst_gui_repaint). The rect is the card's before the change.
    switch (change) {
    case ItemPositionChange:
    case ItemScaleChange:
    case ItemTransformChange:
    case ItemZValueChange:
    case ItemVisibleChange:
        if (QGraphicsScene* s = scene(); s && isVisible()) s->update(sceneBoundingRect());
        break;
    default: break;
    }
    return QGraphicsObject::itemChange(change, value);
}

void CardItem::setBaseSize(QSizeF size, qreal dpr)
{
    if (size == size_ && dpr == dpr_ && !pixmap_.isNull()) return;
    prepareGeometryChange();
    size_ = size;
    dpr_ = dpr;
    refreshPixmap();
}

void CardItem::setDeck(CardDeck* deck)
{
    deck_ = deck;
    refreshPixmap();
}

void CardItem::refreshPixmap()
{
    if (!deck_) return;
    const int w = int(std::lround(size_.width()));
    pixmap_ = faceUp_ ? deck_->face(card_, w, dpr_) : deck_->back(w, dpr_);
    compose();
}

// The card as it is drawn, in one pixmap: its soft shadow (so that overlapping cards read
// as a fan), its face or back, and the veil of a card that may not be played. Painting a
// card is then one copy: the shadow's antialiased rounded rect, drawn at each paint, took
// half of the table's painting (callgrind, a coinche demo).
void CardItem::compose()
{
    const QRectF out = boundingRect();
    QPixmap composed((out.size() * dpr_).toSize());
    composed.setDevicePixelRatio(dpr_);
    composed.fill(Qt::transparent);
    QPainter p(&composed);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(-out.topLeft());
    const QRectF r(QPointF(0, 0), size_);
    const qreal radius = size_.width() * 0.06;
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 60));
    p.drawRoundedRect(r.translated(1.5, 2), radius, radius);
    if (!pixmap_.isNull()) p.drawPixmap(r, pixmap_, QRectF(QPointF(0, 0), pixmap_.size()));
    if (dimmed_) {
        p.setBrush(QColor(20, 30, 25, 120));
        p.drawRoundedRect(r, radius, radius);
    }
    p.end();
    composed_ = composed;
    update();
}

void CardItem::setFaceUp(bool up)
{
    if (up == faceUp_ && !pixmap_.isNull()) return;
    faceUp_ = up;
    refreshPixmap();
}

void CardItem::setDimmed(bool dimmed)
{
    if (dimmed == dimmed_) return;
    dimmed_ = dimmed;
    compose();
}

void CardItem::setMarked(bool marked)
{
    if (marked == marked_) return;
    marked_ = marked;
    update();
}

void CardItem::setHinted(bool hinted)
{
    if (hinted == hinted_) return;
    hinted_ = hinted;
    update();
}

QRectF CardItem::boundingRect() const { return QRectF(QPointF(0, 0), size_).adjusted(-4, -4, 4, 4); }

void CardItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    // Moved only (a card of South's hand, a card of the trick): a plain copy at a whole
    // pixel; scaled at rest (the other hands): a plain copy of the card filtered once to
    // that size; scaled on its way: filtered at each frame.
    const bool moved = p->worldTransform().type() <= QTransform::TxTranslate;
    p->setRenderHint(QPainter::SmoothPixmapTransform, !moved);
    if (!composed_.isNull() && (moved || !paintScaled(p))) p->drawPixmap(boundingRect().topLeft(), composed_);
    if (marked_ || hinted_) {
        const QRectF r(QPointF(0, 0), size_);
        const qreal radius = size_.width() * 0.06;
        p->setRenderHint(QPainter::Antialiasing);
        p->setBrush(Qt::NoBrush);
        p->setPen(
            QPen(hinted_ ? QColor(0x6f, 0xd3, 0xff) : QColor(0xf5, 0xc5, 0x42), std::max(2.5, size_.width() / 28)));
        p->drawRoundedRect(r.adjusted(-1, -1, 1, 1), radius, radius);
    }
}

bool CardItem::paintScaled(QPainter* p)
{
    const QTransform t = p->worldTransform();
    if (t.type() != QTransform::TxScale || !qFuzzyCompare(t.m11(), t.m22()) ||
        (animation_ && animation_->state() == QAbstractAnimation::Running))
        return false;
    const qreal by = t.m11();
    if (scaledFrom_ != composed_.cacheKey() || !qFuzzyCompare(scaledBy_, by)) {
        const QSize px(int(std::lround(composed_.width() * by)), int(std::lround(composed_.height() * by)));
        scaled_ = composed_.scaled(px, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        scaled_.setDevicePixelRatio(dpr_);
        scaledFrom_ = composed_.cacheKey();
        scaledBy_ = by;
    }
    // At a whole device pixel, with no transform left: a copy.
    const QPointF at = t.map(boundingRect().topLeft());
    const qreal dpr = p->device() ? p->device()->devicePixelRatioF() : 1.0;
    p->save();
    p->setWorldTransform(QTransform());
    p->drawPixmap(QPointF(std::round(at.x() * dpr) / dpr, std::round(at.y() * dpr) / dpr), scaled_);
    p->restore();
    return true;
}

void CardItem::animate(QPointF pos, qreal scale, qreal z, bool faceUp, int ms, int delayMs, bool hide)
{
    if (animation_) {
        animation_->stop();
        delete animation_;
    }
    target_ = pos;
    targetScale_ = scale;
    targetFaceUp_ = faceUp;
    targetHide_ = hide;
    setZValue(z);
    if (!hide) setVisible(true);
    if (ms <= 0 && delayMs <= 0) {
        setFaceUp(faceUp);
        setPos(pos);
        setScale(scale);
        if (hide) setVisible(false);
        return;
    }
    // A card turned face up shows its face as it leaves; one turned down, as it arrives.
    if (faceUp) setFaceUp(true);
    auto* group = new QParallelAnimationGroup(this);
    auto add = [&](const QByteArray& property, const QVariant& to) {
        auto* seq = new QSequentialAnimationGroup(group);
        if (delayMs > 0) seq->addPause(delayMs);
        auto* a = new QPropertyAnimation(this, property);
        a->setDuration(std::max(1, ms));
        a->setEndValue(to);
        a->setEasingCurve(QEasingCurve::OutCubic);
        seq->addAnimation(a);
        group->addAnimation(seq);
    };
    add("pos", pos);
    add("scale", scale);
    connect(group, &QAbstractAnimation::finished, this, [this, faceUp, hide] {
        if (!faceUp) setFaceUp(false);
        if (hide) setVisible(false);
    });
    animation_ = group;
    group->start(QAbstractAnimation::DeleteWhenStopped);
}

bool CardItem::moving() const { return animation_ && animation_->state() == QAbstractAnimation::Running; }

void CardItem::mousePressEvent(QGraphicsSceneMouseEvent* event) { event->accept(); }

void CardItem::mouseReleaseEvent(QGraphicsSceneMouseEvent* event)
{
    if (boundingRect().contains(event->pos())) emit clicked(card_);
}

}  // namespace rebelote
