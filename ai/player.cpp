#include "ai/player.h"

#include <stdexcept>
#include <string>

namespace belote {

namespace {

[[noreturn]] void refuse(const Player& p, Seat s, const std::string& what)
{
    throw std::runtime_error(std::string(p.name()) + " at " + seatLetter(s) + ": " + what);
}

}  // namespace

void playOut(Deal& deal, Player* const players[4], const GameContext& game)
{
    for (int i = 0; i < kSeats; ++i) players[i]->startDeal(deal, Seat(i), game);
    while (deal.phase() == Phase::Calls) {
        const Seat s = deal.toAct();
        Player& p = *players[int(s)];
        const Call call = p.chooseCall(deal, s, deal.legalCalls());
        if (const std::string why = deal.whyIllegalCall(s, call); !why.empty())
            refuse(p, s, "illegal call " + callName(call, deal.retourne() ? std::optional(suitOf(*deal.retourne())) : std::nullopt) + ": " + why);
        deal.makeCall(s, call);
        if (auto o = deal.outOfTurnCoincher(); o && players[int(*o)]->coincheOutOfTurn(deal, *o))
            deal.makeCall(*o, Call::coinche());
    }
    while (deal.phase() == Phase::Play) {
        const Seat s = deal.toAct();
        Player& p = *players[int(s)];
        if (deal.declarationPending()) {
            const DeclarationChoices choices = deal.declarationChoices();
            const DeclarationSet chosen = p.chooseDeclarations(deal, s, choices);
            if (!choices.contains(chosen))
                refuse(p, s, "declared a combination it may not declare");
            deal.declare(chosen);
        }
        const Card c = p.chooseCard(deal, s, deal.legalCards());
        if (c >= 32 || !deal.legalCards().contains(c))
            refuse(p, s, c >= 32 ? std::string("no card") : "illegal card " + cardName(c) + ": " + deal.whyIllegalCard(c));
        deal.playCard(c);
    }
    for (int i = 0; i < kSeats; ++i) players[i]->dealOver(deal, Seat(i));
}

}  // namespace belote
