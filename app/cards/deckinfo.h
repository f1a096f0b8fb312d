// What names one card deck (DeckInfo), apart from the deck itself (carddeck.h): the renderers
// of app/cards (facerenderer.h) take it, and carddeck.cpp uses them.
#pragma once

#include <QString>

namespace rebelote {

struct DeckInfo {
    enum class Kind { Drawn, Aisleriot, Kde };

    QString id;    // "drawn", "aisleriot:anglo", "kde:svg-nicu-ornamental"
    QString name;  // for a menu: "Drawn", "Anglo", "Nicu Ornamental"
    QString path;  // the SVG file; empty for the drawn deck
    Kind kind = Kind::Drawn;
};

inline const QString kDrawnDeckId = QStringLiteral("drawn");
// The same drawn deck in four colours: spades black, hearts red, diamonds blue, clubs green,
// so that no two suits share a colour (issue 33: cards anyone can read).
inline const QString kDrawnFourColourDeckId = QStringLiteral("drawn-four-colour");

}  // namespace rebelote
