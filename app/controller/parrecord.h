// A deal's par as the history keeps it (table pars) and `rebelote-cli history par --json`
// prints it: one JSON object.
//
//   {"version": 1, "seed": "9f0c…" (hex), "person": "S", "levels": {"S": "normal", "E": …},
//    "context": {"scores": {"NS": 120, "EW": 340}, "target": 1000, "cardSignals": "direct"},
//    "you": -60, "bots": 80, "score": {"NS": 0, "EW": 160}, "deal": {the bots' deal record}}
//
// "you" and "bots" are marks net for the person's team (its score minus the other's): the
// deal as played, and as the bots played it in the person's seat (ai/par.h). "cardSignals"
// is the card-play agreement they played by (a par saved before it: none).
#pragma once

#include "ai/par.h"

#include <QJsonObject>
#include <QString>

namespace rebelote {

struct StoredPar {
    belote::ParRequest request;  // the cards, dealer and pattern from the bots' deal record
    belote::Seat person = belote::Seat::South;
    int you = 0;
    int bots = 0;
    std::array<int, 2> score{};  // the bots' deal, by team
    QJsonObject deal;            // the bots' deal record

    int difference() const { return you - bots; }

    QJsonObject toJson() const;
    // False with a one-line reason when `o` is not what toJson() writes, or its deal record
    // is not a finished deal from a deck.
    static bool fromJson(const QJsonObject& o, StoredPar* out, QString* error);
};

}  // namespace rebelote
