// A game (partie, RULES.md §2 and §8): deals in turn with dealer rotation, the shuffle and
// cut, held litige points, and the end of the game by target or number of deals.
#pragma once

#include "engine/deal.h"
#include "engine/random.h"
#include "engine/rules.h"

#include <array>
#include <cstdint>
#include <optional>

namespace belote {

// The 32 cards gathered after a deal for `shuffle: cutOnly` (RULES.md §2): the taker's
// side's tricks in the order won, each in the order played, then the other side's; after a
// passed deal, the hands in dealing order, then the retourne and the rest.
std::array<Card, 32> gatherCards(const Deal& finished);

// Cuts the deck: each part keeps at least rules.cutMinimum cards.
std::array<Card, 32> cutDeck(const std::array<Card, 32>& deck, int at);

class Game {
public:
    explicit Game(const Rules& rules, std::uint64_t seed);

    const Rules& rules() const { return rules_; }
    Seat dealer() const { return dealer_; }  // of the next deal
    int dealsDealt() const { return dealsDealt_; }
    const std::array<int, 2>& scores() const { return scores_; }
    int score(Team t) const { return scores_[int(t)]; }
    int heldPoints() const { return held_; }
    // A side that reached the target only through its belote on a deal it lost (RULES §8).
    bool needsTrick(Team t) const { return needsTrick_[int(t)]; }
    bool over() const { return winner_.has_value(); }
    std::optional<Team> winner() const { return winner_; }

    // Shuffles (or only cuts), picks a deal pattern and deals by dealer().
    Deal nextDeal();
    // Who deals next, when the deal played is not one nextDeal() made (a deal given to the
    // game controller, a deal played on from a replay): the rotation goes on from it.
    void setDealer(Seat dealer) { dealer_ = dealer; }
    // Scores a finished deal, carries litige points, moves the dealer on, checks the end.
    // Returns what was added to each side (held points included).
    std::array<int, 2> finishDeal(const Deal& finished);

    // The same bookkeeping from a result alone: no cards to gather, so the next deal is
    // shuffled even with cutOnly.
    std::array<int, 2> addResult(const DealResult& r);

private:
    void checkEnd(const DealResult& last);

    Rules rules_;
    Rng rng_;
    Seat dealer_ = Seat::South;
    int dealsDealt_ = 0;
    std::array<int, 2> scores_{};
    int held_ = 0;
    std::array<bool, 2> needsTrick_{};
    std::optional<Team> winner_;
    std::optional<std::array<Card, 32>> gathered_;
};

}  // namespace belote
