// Inside rebelote-cards: what paints one image of a deck, and where the decks are found.
// Not for the window: it uses carddeck.h. It takes deckinfo.h, not carddeck.h, whose
// carddeck.cpp includes it (no include loop: tests/include_loops.sh).
#pragma once

#include "app/cards/deckinfo.h"
#include "engine/card.h"

#include <QRectF>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

class QPainter;
class QThread;

namespace rebelote::detail {

// Image index: 0..31 the cards, 32 the back.
inline constexpr int kBackIndex = belote::kCards;
inline constexpr int kImages = belote::kCards + 1;

// Paints the images of one deck. Not thread-safe (QSvgRenderer is not): each thread that
// renders has its own, made by the factory of the GUI thread's one.
class FaceRenderer {
public:
    using Factory = std::function<std::unique_ptr<FaceRenderer>(QString* error)>;

    virtual ~FaceRenderer() = default;
    // Height / width of a card.
    virtual qreal aspectRatio() const = 0;
    // Paints image `index` to fill `rect` (a card's whole area, corners transparent).
    virtual void paint(QPainter& painter, const QRectF& rect, int index) = 0;
    // The letters this deck prints in a card's corner for the rank, when the deck is drawn
    // from letters (the drawn deck); empty when they are the deck's own art.
    virtual QString indexText(belote::Rank) const { return {}; }
    // Makes another renderer of the same deck. Safe to call and run on any thread.
    virtual Factory factory() const = 0;
    // Hands the renderer made on a loading thread to the thread that will use it.
    virtual void moveToThread(QThread*) {}
};

// The drawn deck, with the letters of drawnIndexText() now, in the language spoken. Its
// letters come from a font, read on the first call's thread for each language (the GUI
// thread's: CardDeck::load): after that the renderer touches no font.
std::unique_ptr<FaceRenderer> makeDrawnRenderer(bool fourColour = false);
// An SVG deck: nullptr and *error when the file cannot be parsed or misses an image.
std::unique_ptr<FaceRenderer> makeSvgRenderer(const DeckInfo& info, QString* error);

// The SVG element id of image `index` in a deck of this kind: "spade_1", "heart_king",
// "back" (aisleriot); "1_spade", "king_heart", "back" (KDE).
QString svgElementId(DeckInfo::Kind kind, int index);

// Where deck `id` would be, without reading its SVG (load() reads it): nullopt when no data
// directory has it.
std::optional<DeckInfo> locateDeck(const QString& id, const QStringList& dataDirs);
QStringList defaultDataDirs();

}  // namespace rebelote::detail
