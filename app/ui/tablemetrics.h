// The table's geometry for the viewport's size now (TableView::metrics()): the cards' sizes,
// where each hand, plate and the trick go. Shared by the table's files only: what they
// compute from it is in tablelayout.cpp.
#pragma once

#include "app/ui/tableview.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <algorithm>

namespace rebelote {

struct TableView::Metrics {
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
    QPointF plate[4];                 // each plate's centre
    qreal fontPx = 14;
};

}  // namespace rebelote
