// A random legal player: the baseline for matches and the self-play of rebelote-cli. Its
// calls are weighted so that self-play meets every kind of contract (coinche, surcoinche,
// capot bids, Sans Atout / Tout Atout when on, declarations withheld now and then).
#pragma once

#include "ai/player.h"
#include "engine/random.h"

namespace belote {

class RandomPlayer final : public Player {
public:
    explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
    const char* name() const override { return "random"; }
    Call chooseCall(const Deal& deal, Seat seat, const CallList& legal) override;
    bool coincheOutOfTurn(const Deal& deal, Seat seat) override;
    DeclarationSet chooseDeclarations(const Deal& deal, Seat seat, const DeclarationChoices& choices) override;
    Card chooseCard(const Deal& deal, Seat seat, CardSet legal) override;

private:
    Rng rng_;
};

}  // namespace belote
