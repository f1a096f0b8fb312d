// What the practice tests share (issue 33): a practice game against the heuristic level (the
// same answer to the same position, so that a line taken back and played again is the line),
// and the person's moves made through the controller's API.
#pragma once

#include "app/controller/gamecontroller.h"

#include <QtTest>

#include <algorithm>
#include <vector>

namespace practiceplay {

using namespace belote;
using rebelote::DealMove;
using rebelote::GameController;
using rebelote::GameSetup;

constexpr int kWait = 60000;
// A par (the bots playing a whole deal with no time limit, below the bots' priority): a
// hang guard only. Under ASan, beside other tests, one coinche par took 107 s.
constexpr int kParWait = 900000;

inline GameSetup practiceSetup(Preset preset, quint64 seed, bool practice)
{
    GameSetup setup;
    setup.rules = Rules::fromPreset(preset);
    setup.seed = seed;
    setup.level = QStringLiteral("heuristic");
    setup.practice = practice;
    return setup;
}

// Waits until the person is asked something, or the deal is over; gathers full tricks.
inline bool untilPersonOrEnd(GameController& c)
{
    using Stage = GameController::Stage;
    return QTest::qWaitFor(
        [&] {
            if (c.stage() == Stage::TrickPause) c.gatherTrick();
            return c.humanToAct() || c.stage() == Stage::DealOver || c.stage() == Stage::GameOver;
        },
        kWait);
}

// The person's move: the `pick`-th choice it has (wrapping), for a call, a declaration, an
// out-of-turn coinche (declined) or a card.
inline bool personMoves(GameController& c, int pick)
{
    const Decision d = c.pending();
    switch (d.kind) {
    case DecisionKind::Call: {
        const CallList legal = c.deal().legalCalls();
        return legal.count > 0 && c.makeCall(legal.items[std::size_t(pick % legal.count)]);
    }
    case DecisionKind::Declaration: return c.declare(0);
    case DecisionKind::OutOfTurnCoinche: return c.answerOutOfTurnCoinche(false);
    case DecisionKind::Card: {
        std::vector<Card> cards;
        for (Card card : c.humanLegalCards()) cards.push_back(card);
        return !cards.empty() && c.playCard(cards[std::size_t(pick) % cards.size()]);
    }
    default: return false;
    }
}

// Plays the deal to its end, the person taking its `pick`-th choice each time.
inline bool playDealToEnd(GameController& c, int pick)
{
    while (untilPersonOrEnd(c)) {
        if (c.stage() == GameController::Stage::DealOver || c.stage() == GameController::Stage::GameOver) return true;
        if (!personMoves(c, pick)) return false;
    }
    return false;
}

inline int personCards(const std::vector<DealMove>& moves)
{
    return int(std::count_if(moves.begin(), moves.end(), [](const DealMove& m) {
        return m.seat == Seat::South && m.kind == DealMove::Kind::Card;
    }));
}

inline int personCalls(const std::vector<DealMove>& moves)
{
    return int(std::count_if(moves.begin(), moves.end(), [](const DealMove& m) {
        return m.seat == Seat::South && m.kind == DealMove::Kind::Call;
    }));
}

// A practice deal (of `preset`, from `seed` on) that South plays from the calls to its
// `cards`-th card, taking when it can in the first round (a passed deal is dealt again):
// false when none of 20 seeds gives one.
inline bool playToPersonsCard(GameController& c, Preset preset, quint64 seed, int cards)
{
    using Stage = GameController::Stage;
    for (int attempt = 0; attempt < 20; ++attempt) {
        c.newGame(practiceSetup(preset, seed + 100 * quint64(attempt), true));
        bool passed = false;
        while (!passed && personCards(c.dealMoves()) < cards) {
            if (!untilPersonOrEnd(c)) return false;
            if (c.stage() != Stage::Calls && c.stage() != Stage::Play) {
                passed = true;
                break;
            }
            const int pick = c.pending().kind == DecisionKind::Call && personCalls(c.dealMoves()) == 0 ? 1 : 0;
            if (!personMoves(c, pick)) return false;
        }
        if (!passed) return untilPersonOrEnd(c);
    }
    return false;
}

}  // namespace practiceplay
