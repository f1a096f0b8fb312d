#include "ai/player.h"

namespace belote {

void playOut(Deal& deal, Player* const players[4])
{
    while (deal.phase() == Phase::Calls) {
        const Seat s = deal.toAct();
        deal.makeCall(s, players[int(s)]->chooseCall(deal, s, deal.legalCalls()));
        if (auto o = deal.outOfTurnCoincher(); o && players[int(*o)]->coincheOutOfTurn(deal, *o))
            deal.makeCall(*o, Call::coinche());
    }
    while (deal.phase() == Phase::Play) {
        const Seat s = deal.toAct();
        if (deal.declarationPending())
            deal.declare(players[int(s)]->chooseDeclarations(deal, s, deal.declarationChoices()));
        deal.playCard(players[int(s)]->chooseCard(deal, s, deal.legalCards()));
    }
}

}  // namespace belote
