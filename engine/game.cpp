#include "engine/game.h"

#include <algorithm>
#include <cassert>
#include <numeric>

namespace belote {

std::array<Card, 32> cutDeck(const std::array<Card, 32>& deck, int at)
{
    std::array<Card, 32> out{};
    std::rotate_copy(deck.begin(), deck.begin() + at, deck.end(), out.begin());
    return out;
}

std::array<Card, 32> gatherCards(const Deal& d)
{
    std::array<Card, 32> out{};
    int n = 0;
    if (!d.passed()) {
        const CardPlay& p = d.cardPlay();
        const Team takers = teamOf(d.contract()->taker);
        for (Team side : {takers, otherTeam(takers)})
            for (int t = 0; t < 8; ++t)
                if (teamOf(p.trickWinner(t)) == side)
                    for (int i = 0; i < 4; ++i) out[n++] = p.playedCard(t * 4 + i);
        return out;
    }
    // A passed deal: each hand in the order its cards were received, seat after seat from
    // the dealer's right, then the retourne and the rest, as they lie in the deck.
    const auto& deck = *d.deck();
    const DealPattern pat = d.pattern();
    std::array<std::array<Card, 8>, 4> received{};
    std::array<int, 4> count{};
    int idx = 0;
    for (int part = 0; part < pat.count; ++part)
        for (int k = 1; k <= 4; ++k) {
            const int s = int(nextSeat(d.dealer(), k));
            for (int i = 0; i < pat.parts[part]; ++i) received[s][count[s]++] = deck[idx++];
        }
    for (int k = 1; k <= 4; ++k) {
        const int s = int(nextSeat(d.dealer(), k));
        for (int i = 0; i < count[s]; ++i) out[n++] = received[s][i];
    }
    while (idx < 32) out[n++] = deck[idx++];
    return out;
}

Game::Game(const Rules& rules, std::uint64_t seed) : rules_(rules), rng_(seed)
{
    dealer_ = Seat(rng_.below(4));  // the first dealer is drawn
}

Deal Game::nextDeal()
{
    std::array<Card, 32> deck{};
    if (rules_.shuffle == Shuffle::CutOnly && gathered_) {
        deck = *gathered_;
    } else {
        std::iota(deck.begin(), deck.end(), Card(0));
        rng_.shuffle(deck.begin(), deck.end());
    }
    deck = cutDeck(deck, rng_.between(rules_.cutMinimum, 32 - rules_.cutMinimum));
    int n = 0;
    const DealPattern* patterns = DealPattern::patternsFor(rules_, &n);
    return Deal::fromDeck(rules_, dealer_, deck, patterns[rng_.below(std::uint32_t(n))]);
}

std::array<int, 2> Game::finishDeal(const Deal& finished)
{
    assert(finished.phase() == Phase::Done && !over());
    const std::array<int, 2> added = addResult(finished.result());
    // The cards can be gathered unless the deal was passed and its deck is unknown.
    if (finished.deck() || !finished.passed()) gathered_ = gatherCards(finished);
    return added;
}

std::array<int, 2> Game::addResult(const DealResult& r)
{
    std::array<int, 2> added{};
    gathered_.reset();  // the cards of an earlier deal are not this deal's: shuffle next
    ++dealsDealt_;
    dealer_ = nextSeat(dealer_);
    if (r.outcome != Outcome::Passed) {
        added = r.score;
        // Held litige points go to the winner of the next played deal; on another litige,
        // to its defence (never carried twice).
        if (held_ > 0) {
            added[int(*r.winner())] += held_;
            held_ = 0;
        }
        held_ = r.held;
        for (int t = 0; t < 2; ++t) scores_[t] += added[t];
    }
    checkEnd(r);
    return added;
}

void Game::checkEnd(const DealResult& r)
{
    if (winner_) return;
    const bool played = r.outcome != Outcome::Passed;
    if (rules_.deals > 0) {
        if (dealsDealt_ >= rules_.deals && scores_[0] != scores_[1])
            winner_ = scores_[0] > scores_[1] ? Team::NS : Team::EW;
        return;
    }
    const int target = rules_.target;
    if (rules_.scoring == Scoring::Montpellier) {
        const bool a = scores_[0] >= target, b = scores_[1] >= target;
        if (a && b) {
            if (played) winner_ = *r.winner();
        } else if (a || b) {
            winner_ = a ? Team::NS : Team::EW;
        }
        return;
    }
    // FFB: a side that went down or was capot and reaches the target only through its
    // belote "needs one more trick": below the target until it takes a trick in a later deal.
    if (played) {
        const Team takers = teamOf(r.contract->taker);
        for (int t = 0; t < 2; ++t) {
            if (needsTrick_[t] && r.tricks[t] > 0) {
                needsTrick_[t] = false;
                continue;
            }
            const bool down = r.outcome == Outcome::Down || r.outcome == Outcome::CapotAgainst;
            const bool lost = (Team(t) == takers && down) || r.tricks[t] == 0;
            if (lost && r.belote[t] > 0 && scores_[t] >= target && scores_[t] - r.belote[t] < target)
                needsTrick_[t] = true;
        }
    }
    const bool a = scores_[0] >= target && !needsTrick_[0];
    const bool b = scores_[1] >= target && !needsTrick_[1];
    if (a && b) {
        if (scores_[0] != scores_[1]) winner_ = scores_[0] > scores_[1] ? Team::NS : Team::EW;
    } else if (a || b) {
        winner_ = a ? Team::NS : Team::EW;
    }
}

}  // namespace belote
