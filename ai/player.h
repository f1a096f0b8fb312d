// One interface for every seat's player: a person at the table, a computer player, or an
// outside program through the bot protocol. The controller asks; the player answers with a
// legal choice from the lists it is given.
#pragma once

#include "engine/deal.h"

namespace belote {

class Player {
public:
    virtual ~Player() = default;
    virtual const char* name() const = 0;
    // `deal` is the table as the controller holds it; a player reads only what `seat` may see.
    virtual Call chooseCall(const Deal& deal, Seat seat, const CallList& legal) = 0;
    // Out-of-turn coinche offer (option coincheOutOfTurn): true to coinche.
    virtual bool coincheOutOfTurn(const Deal& deal, Seat seat) { (void)deal; (void)seat; return false; }
    virtual DeclarationSet chooseDeclarations(const Deal& deal, Seat seat, const DeclarationChoices& choices)
    {
        (void)deal; (void)seat;
        return *choices.begin();
    }
    virtual Card chooseCard(const Deal& deal, Seat seat, CardSet legal) = 0;
};

// Plays a deal to the end with one player per seat (declarations and out-of-turn
// coinches included). The deal must be in its calls or play phase.
void playOut(Deal& deal, Player* const players[4]);

}  // namespace belote
