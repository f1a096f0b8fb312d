// The rule-based player: the habits of a decent club player, and the baseline the Monte
// Carlo player must beat. It sees only what its seat may see (its hand, the calls, the cards
// played, the retourne). It has no randomness: the same table gives the same choice.
//
// Calls: by the bidding system (ai/bidding.h, docs/bidding.md). In classic it takes when the
// hand with the retourne is worth the contract (handValue, ai/bidding.h: jack and nine of trump
// first, trump length, side aces and guarded tens); in coinche it opens, raises, competes
// and coinches as the system says, so that it stands in for a person who knows the
// conventions.
// Play: the taker's side draws trumps while the opponents may hold some; everyone cashes
// the masters (the highest card left of a suit), gives points to a partner who holds the
// trick, wins as cheaply as it can as the last to play, and otherwise plays its least
// valuable card. It counts the cards played to know what is master. Where the card-play
// system (ai/cardplay.h, docs/cardplay.md) names a card it plays it, and where the system
// allows only some cards its habits choose among those: the agreement is the game's
// (GameContext::cardSignals, told at startDeal). `followSystem` false keeps the habits alone
// (the level "heuristic-habits", to measure what the system is worth).
#pragma once

#include "ai/player.h"

namespace belote {

class HeuristicPlayer final : public Player {
public:
    explicit HeuristicPlayer(bool followSystem = true) : followSystem_(followSystem) {}
    const char* name() const override { return followSystem_ ? "heuristic" : "heuristic-habits"; }
    void startDeal(const Deal& deal, Seat seat, const GameContext& game) override;
    Call chooseCall(const Deal& deal, Seat seat, const CallList& legal) override;
    bool coincheOutOfTurn(const Deal& deal, Seat seat) override;
    Card chooseCard(const Deal& deal, Seat seat, CardSet legal) override;

private:
    bool followSystem_ = true;
    Signals signals_ = Signals::Direct;
};

}  // namespace belote
