// The table's geometry for the viewport's size now (TableView::metrics()): the cards' sizes,
// where each hand, plate and the trick go. Part of app/ui/tableview.h, shared by the
// table's files only: what they compute from it is in tablelayout.cpp.
#pragma once

#include "app/ui/tableview.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <algorithm>

namespace rebelote {

struct TableView::Metrics {
    // The texts' size: a 48th of the table's height, between 11 and 22 px. Below 48 x 11 px
    // the texts stop shrinking while the room between the plates goes on (minimumSizeHint()).
    static constexpr qreal kHeightPerFontPx = 48, kLeastFontPx = 11, kMostFontPx = 22;
    QSizeF card;  // the trick's cards (the other hands' at `small`)
    QSizeF hand;  // South's cards: `card`, or larger with setLargeCards()
    // How far apart South's cards lie, in hand card widths: `handStep` for eight cards, up
    // to `handStepMost` for fewer, as `handRoom` (the width the hand may take) allows.
    qreal handStep = 0.64, handStepMost = 0.64;
    qreal handRoom = 1e9;
    qreal stepFor(int cards) const
    {
        if (cards < 2) return handStep;
        return std::clamp((handRoom - hand.width()) / ((cards - 1) * hand.width()), handStep, handStepMost);
    }
    qreal rise = 0.14;  // of a hand card's height: how much higher a legal card stands
    // Large cards: South's plate stands left of the hand, `southPlateW` wide (its second line
    // wrapped to that width), its top at the hand's; the room above the hand is the panels'.
    bool southBeside = false;
    qreal southPlateW = 0;
    qreal southLimit = 0;     // the top of what South takes at the bottom (plate, or the hand)
    qreal retourneGap = 1.5;  // margins between North's hand and the retourne
    qreal small = 0.62;       // the other hands' scale
    qreal margin = 10;
    qreal plateW = 160, plateH = 44;
    QRectF north, south, west, east;  // each hand's area
    QPointF center;                   // of the trick
    // Where each card of the trick lies, toward its player: North's and South's a little
    // more than half a card's height from the centre, West's and East's a little more than
    // a card's width, so that no card covers another's corner index, whichever of them was
    // played last (North's once hid the rank of South's).
    static constexpr qreal kTrickAcross = 0.53, kTrickSide = 1.05;
    // The top-left corner of the trick's card played from `s`.
    QPointF trickCard(belote::Seat s) const
    {
        QPointF offset;
        switch (s) {
        case belote::Seat::South: offset = QPointF(0, kTrickAcross * card.height()); break;
        case belote::Seat::North: offset = QPointF(0, -kTrickAcross * card.height()); break;
        case belote::Seat::West: offset = QPointF(-kTrickSide * card.width(), 0); break;
        case belote::Seat::East: offset = QPointF(kTrickSide * card.width(), 0); break;
        }
        return center + offset - QPointF(card.width() / 2, card.height() / 2);
    }
    // Every place of the trick, played or not.
    QRectF trickArea() const
    {
        const qreal w = (2 * kTrickSide + 1) * card.width(), h = (2 * kTrickAcross + 1) * card.height();
        return QRectF(center.x() - w / 2, center.y() - h / 2, w, h);
    }
    QPointF plate[4];  // each plate's centre
    qreal fontPx = 14;
};

}  // namespace rebelote
