// A player (the heuristic one unless told another) that hands the table to a test before
// each of its cards: the tests of the card play's reading look at every position of
// self-played deals through it.
#pragma once

#include "ai/heuristicplayer.h"
#include "engine/random.h"

#include <functional>
#include <utility>

namespace testutil {

class LookingPlayer final : public belote::Player {
public:
    using Look = std::function<void(const belote::Deal&, belote::Seat)>;
    explicit LookingPlayer(Look look, belote::Player* inner = nullptr)
        : look_(std::move(look)), inner_(inner ? inner : &heuristic_)
    {
    }
    const char* name() const override { return "looking"; }
    void startDeal(const belote::Deal& deal, belote::Seat seat, const belote::GameContext& game) override
    {
        inner_->startDeal(deal, seat, game);
    }
    belote::Call chooseCall(const belote::Deal& deal, belote::Seat seat, const belote::CallList& legal) override
    {
        return inner_->chooseCall(deal, seat, legal);
    }
    belote::Card chooseCard(const belote::Deal& deal, belote::Seat seat, belote::CardSet legal) override
    {
        look_(deal, seat);
        const belote::Card c = inner_->chooseCard(deal, seat, legal);
        if (chosen) chosen(*inner_, seat);
        return c;
    }
    // Told after each card the player chose, before it is played (its explanation is that card's).
    std::function<void(const belote::Player&, belote::Seat)> chosen;
    bool coincheOutOfTurn(const belote::Deal& deal, belote::Seat seat) override
    {
        return inner_->coincheOutOfTurn(deal, seat);
    }
    belote::DeclarationSet chooseDeclarations(const belote::Deal& deal, belote::Seat seat,
                                              const belote::DeclarationChoices& choices) override
    {
        return inner_->chooseDeclarations(deal, seat, choices);
    }

private:
    Look look_;
    belote::HeuristicPlayer heuristic_;
    belote::Player* inner_;
};

// A game whose partnerships play the card-play agreement `a`.
inline belote::GameContext agreedGame(belote::Signals a)
{
    belote::GameContext game;
    game.cardSignals = a;
    return game;
}

// The cards `m`'s seat played from that card on: its hand just before the card is these and
// the hand it holds now.
inline belote::CardSet playedFrom(const belote::Deal& deal, const belote::CardMeaning& m)
{
    const belote::CardPlay& p = deal.cardPlay();
    belote::CardSet later;
    for (int i = m.playIndex; i < p.cardsPlayed(); ++i)
        if (p.playedBy(i) == m.seat) later.insert(p.playedCard(i));
    return later;
}

// Plays `deals` shuffled deals (seeds 1, 2...) of `rules` by four looking players (the
// heuristic one, or `inner`'s by seat) with the card-play agreement `agreement`; `look`
// sees each card's table, `chosen` (if any) each player once it chose.
inline void lookAtSelfPlay(const belote::Rules& rules, belote::Signals agreement, int deals,
                           const LookingPlayer::Look& look, std::array<belote::Player*, 4> inner = {},
                           const std::function<void(const belote::Player&, belote::Seat)>& chosen = {})
{
    using namespace belote;
    for (std::uint64_t seed = 1; seed <= std::uint64_t(deals); ++seed) {
        LookingPlayer p0(look, inner[0]), p1(look, inner[1]), p2(look, inner[2]), p3(look, inner[3]);
        Player* const players[4] = {&p0, &p1, &p2, &p3};
        p0.chosen = p1.chosen = p2.chosen = p3.chosen = chosen;
        Rng rng(seed);
        std::array<Card, 32> deck{};
        for (int i = 0; i < 32; ++i) deck[std::size_t(i)] = Card(i);
        rng.shuffle(deck.begin(), deck.end());
        int count = 0;
        Deal deal = Deal::fromDeck(rules, Seat(seed % 4), deck, DealPattern::patternsFor(rules, &count)[0]);
        playOut(deal, players, agreedGame(agreement));
    }
}

}  // namespace testutil
