// How far each seat has kept what its cards said by the card-play system (ai/cardplay.h),
// counted over the deals it played to their end, when every card it held has been seen:
// the factor by which the inference (ai/worlds.h) weighs a world that breaks one of that
// seat's promises.
//
// The inference's floors (Inference::kCardBroken, kCardSoft) are right for a player who
// follows the system: a world that breaks a promise is that much less likely than one that
// keeps it. A player who does not (a person who never learnt the calls, an outside bot, the
// Monte Carlo level of an older version) breaks them as often as a card picked at random
// would, and reading it by the system misleads the worlds; a club player stops reading a
// partner who "plays anyhow" after a few deals. So each seat's broken promises are counted,
// hard and soft apart, with a prior of kPriorDeals readings at the rate a system player
// breaks them (the table's rate, docs/ai.md "Card play by the system"), and the factor rises
// from the floor in proportion to the seat's rate over that one, up to 1 (not read at all).
// It never falls below the floor: a seat that keeps every promise is read as the system's.
//
// Engine and ai/cardplay.h only; one per player, updated at each deal's end (Player::dealOver).
#pragma once

#include "ai/cardplay.h"
#include "engine/deal.h"

#include <array>

namespace belote {

class CardTrust {
public:
    // A system player's rates of broken promises at the table (docs/ai.md: hard 0.4%, soft
    // 13.8% over self-play), and how many readings of that rate the count starts from.
    static constexpr double kHardRate = 0.004;
    static constexpr double kSoftRate = 0.138;
    static constexpr double kPriorReadings = 10;

    // Counts every promise the deal's cards made by `agreement`, of every seat but
    // `observer`, kept or broken, now that the deal is over (each seat's hand before a card
    // is the cards it played from that card on and those it still holds: a claim leaves some).
    // A deal passed or not over counts nothing.
    void count(const Deal& deal, Signals agreement, Seat observer);

    // The factor a world breaking a promise of `seat` weighs: `hard` or soft; between the
    // inference's floor (`floor`) and 1.
    double brokenFactor(Seat seat, bool hard, double floor) const;

    struct Tally {
        int read = 0;
        int broken = 0;
    };
    Tally tally(Seat seat, bool hard) const { return tallies_[int(seat)][hard ? 1 : 0]; }

private:
    std::array<std::array<Tally, 2>, 4> tallies_{};  // [seat][hard]
};

}  // namespace belote
