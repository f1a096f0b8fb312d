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
    const std::optional<Suit> retourneSuit = deal.retourne() ? std::optional(suitOf(*deal.retourne())) : std::nullopt;
    for (int i = 0; i < kSeats; ++i) players[i]->startDeal(deal, Seat(i), game);
    for (Decision d = deal.pending(); d.kind != DecisionKind::None; d = deal.pending()) {
        const Seat s = d.seat;
        Player& p = *players[int(s)];
        switch (d.kind) {
        case DecisionKind::Call: {
            const Call call = p.chooseCall(deal, s, deal.legalCalls());
            if (const std::string why = deal.whyIllegalCall(s, call); !why.empty())
                refuse(p, s, "illegal call " + callName(call, retourneSuit) + ": " + why);
            deal.makeCall(s, call);
            break;
        }
        case DecisionKind::OutOfTurnCoinche:
            if (p.coincheOutOfTurn(deal, s)) deal.makeCall(s, Call::coinche());
            else deal.declineOutOfTurnCoinche();
            break;
        case DecisionKind::Declaration: {
            const DeclarationChoices choices = deal.declarationChoices();
            const DeclarationSet chosen = p.chooseDeclarations(deal, s, choices);
            if (!choices.contains(chosen)) refuse(p, s, "declared a combination it may not declare");
            deal.declare(chosen);
            break;
        }
        case DecisionKind::Card: {
            const Card c = p.chooseCard(deal, s, deal.legalCards());
            if (c >= 32 || !deal.legalCards().contains(c))
                refuse(
                    p, s,
                    c >= 32 ? std::string("no card") : "illegal card " + cardName(c) + ": " + deal.whyIllegalCard(c));
            deal.playCard(c);
            break;
        }
        case DecisionKind::None: break;
        }
    }
    for (int i = 0; i < kSeats; ++i) players[i]->dealOver(deal, Seat(i));
}

}  // namespace belote
