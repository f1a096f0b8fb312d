#include "ai/explanation.h"

namespace belote {

void Explanation::setBeliefs(CardSet hiddenCards, const std::vector<std::array<CardSet, 4>>& worlds, int counted)
{
    beliefs = {};
    counted = std::min(counted, int(worlds.size()));
    if (counted <= 0) {
        hidden = CardSet();
        return;
    }
    hidden = hiddenCards;
    std::array<std::array<int, 4>, 32> times{};
    for (int i = 0; i < counted; ++i)
        for (int s = 0; s < kSeats; ++s)
            for (Card c : worlds[std::size_t(i)][std::size_t(s)] & hidden) ++times[c][std::size_t(s)];
    for (Card c : hidden)
        for (int s = 0; s < kSeats; ++s) beliefs[c][std::size_t(s)] = double(times[c][std::size_t(s)]) / counted;
}

CardSet Explanation::unseen(const Deal& deal, Seat seat)
{
    CardSet seen = deal.hand(seat);
    if (deal.retourne()) seen.insert(*deal.retourne());
    if (deal.phase() != Phase::Calls) {
        const CardPlay& play = deal.cardPlay();
        for (int i = 0; i < play.cardsPlayed(); ++i) seen.insert(play.playedCard(i));
    }
    return ~seen;
}

}  // namespace belote
