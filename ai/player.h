// One interface for every seat's player: a person at the table, a computer player, or an
// outside program through the bot protocol. The controller asks; the player answers with a
// legal choice from the lists it is given.
#pragma once

#include "ai/cardplay.h"
#include "ai/explanation.h"
#include "engine/deal.h"

namespace belote {

// What a player is told of the game around the deal it plays.
struct GameContext {
    std::array<int, 2> scores{};  // marks so far, by team
    int target = 0;               // the game's target score (0: a number of deals)
    // The partnerships' card-play calls (ai/cardplay.h, docs/cardplay.md): both sides play
    // and read the same agreement.
    Signals cardSignals = Signals::Direct;
};

class Player {
public:
    virtual ~Player() = default;
    virtual const char* name() const = 0;
    // Before the first call of each deal `seat` plays in.
    virtual void startDeal(const Deal& deal, Seat seat, const GameContext& game)
    {
        (void)deal;
        (void)seat;
        (void)game;
    }
    // The deal is over (played out or passed): every hand may now be seen.
    virtual void dealOver(const Deal& deal, Seat seat)
    {
        (void)deal;
        (void)seat;
    }
    // `deal` is the table as the controller holds it; a player reads only what `seat` may see.
    virtual Call chooseCall(const Deal& deal, Seat seat, const CallList& legal) = 0;
    // Out-of-turn coinche offer (option coincheOutOfTurn): true to coinche.
    virtual bool coincheOutOfTurn(const Deal& deal, Seat seat)
    {
        (void)deal;
        (void)seat;
        return false;
    }
    virtual DeclarationSet chooseDeclarations(const Deal& deal, Seat seat, const DeclarationChoices& choices)
    {
        (void)deal;
        (void)seat;
        return *choices.begin();
    }
    virtual Card chooseCard(const Deal& deal, Seat seat, CardSet legal) = 0;

    // From any thread: the decision under way, if any, returns at once with a legal choice
    // (its best so far), and so do the decisions that follow until resetCancel(). A player
    // that decides at once needs neither.
    virtual void cancel() {}
    virtual void resetCancel() {}

    // Why the player made its last decision, if it can say (ai/explanation.h); empty if not.
    virtual Explanation explanation() const { return {}; }
};

// Plays a deal to the end with one player per seat (declarations and out-of-turn
// coinches included, each decision as Deal::pending() asks it), telling each player when
// it starts and ends. The deal must be in its calls or play phase. A player that answers an illegal move makes it throw
// std::runtime_error("NAME at SEAT: why").
void playOut(Deal& deal, Player* const players[4], const GameContext& game = {});

}  // namespace belote
