// One card on the table (kpat's KCard in spirit): a graphics item that draws its face or
// its back from the shared deck, and moves with one call, animate(). The table decides
// where each card goes; the item only reports clicks.
#pragma once

#include "engine/card.h"

#include <QGraphicsObject>
#include <QPixmap>
#include <QPointer>

class QPropertyAnimation;
class QParallelAnimationGroup;

namespace rebelote {

class CardDeck;

class CardItem : public QGraphicsObject {
    Q_OBJECT

public:
    CardItem(belote::Card card, CardDeck* deck, QGraphicsItem* parent = nullptr);

    belote::Card card() const { return card_; }

    // The size the card is drawn at when its scale is 1 (the table's large cards); the
    // smaller hands use setScale() on the same pixmap.
    void setBaseSize(QSizeF size, qreal dpr);
    QSizeF baseSize() const { return size_; }
    void setDeck(CardDeck* deck);

    bool faceUp() const { return faceUp_; }
    void setFaceUp(bool up);
    // Dimmed: a card the person may not play now.
    void setDimmed(bool dimmed);
    bool dimmed() const { return dimmed_; }
    // Marked: the card the keyboard plays (a gold outline), or the hint's card.
    void setMarked(bool marked);
    void setHinted(bool hinted);

    // Moves to `pos` at `scale` and `z` in `ms` milliseconds (at once when 0), turning face
    // up or down at the start when it leaves a hand and at the end when it joins one.
    // With `hide`, the card leaves the table when it arrives (a gathered trick).
    void animate(QPointF pos, qreal scale, qreal z, bool faceUp, int ms, int delayMs = 0, bool hide = false);
    bool moving() const;
    // Whether the last animate() sent the card there (arrived or on its way).
    bool headingTo(QPointF pos, qreal scale, bool faceUp, bool hide) const
    {
        return target_ == pos && targetScale_ == scale && targetFaceUp_ == faceUp && targetHide_ == hide;
    }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

signals:
    void clicked(belote::Card card);

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;

private:
    void refreshPixmap();
    void compose();
    bool paintScaled(QPainter* p);

    belote::Card card_;
    QPointer<CardDeck> deck_;
    QSizeF size_{100, 142};
    qreal dpr_ = 1;
    bool faceUp_ = false;
    bool dimmed_ = false;
    bool marked_ = false;
    bool hinted_ = false;
    QPixmap pixmap_;    // the deck's face or back
    QPixmap composed_;  // what paint() draws: shadow, face or back, veil; boundingRect()'s size
    // composed_ filtered once to the size it is shown at while the card rests scaled (the
    // other hands): painting it is then a plain copy, not a filtered one at each frame.
    QPixmap scaled_;
    qint64 scaledFrom_ = 0;  // composed_.cacheKey() that scaled_ was made from
    qreal scaledBy_ = 0;
    QPointer<QParallelAnimationGroup> animation_;
    QPointF target_{-1e9, -1e9};
    qreal targetScale_ = 1;
    bool targetFaceUp_ = false;
    bool targetHide_ = false;
};

}  // namespace rebelote
