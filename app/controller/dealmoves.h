// A deal as the list of its moves, and a game or deal rebuilt from its moves: the resume
// machinery of GameController::resume(), takeBack() and Play on.
//
// DealMoves: the deal as it was dealt and every call, out-of-turn coinche let go,
// declaration and card in the order made, so that a replay can stand at any move
// (GameController::resume() with the first k of them) and play on from there. The moves are
// found by walking the deal again through the engine and asking it what it waits for at
// each step (Deal::pending()), so they are exactly what replayMoves() takes.
//
// replayMoves() plays moves through the same Deal calls the players' moves go through, each
// checked first; rebuildDeal() and rebuildGame() build, aside from any game in progress, what
// the controller then puts on the table. Qt Core only.
#pragma once

#include "app/controller/scorerow.h"
#include "engine/deal.h"
#include "engine/game.h"

#include <QJsonObject>
#include <QString>

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <tuple>
#include <vector>

namespace rebelote {

// One step of a deal as a history saves it, for resume(): a call (outOfTurn: a coinche out
// of turn), an out-of-turn coinche let go, a seat's declarations (possibly none), a card.
struct DealMove {
    enum class Kind : std::uint8_t { Call, CoincheDeclined, Declaration, Card };
    Kind kind = Kind::Call;
    belote::Seat seat = belote::Seat::South;
    belote::Call call{};
    bool outOfTurn = false;
    belote::DeclarationSet declarations{};
    belote::Card card = belote::kNoCard;
    bool operator==(const DealMove&) const = default;
};

// Plays `moves` on `deal` through the engine, each checked first: it must answer the
// decision the deal waits for (Deal::pending()) with a legal choice. On the first that does
// not, returns false with "move N (…): why" in *error and the deal as it stood before it.
// `each` (optional) sees each move before it is played, on the deal it is played on.
bool replayMoves(belote::Deal& deal, const std::vector<DealMove>& moves, QString* error,
                 const std::function<void(const belote::Deal& before, const DealMove& move)>& each = {});

// Where a saved game stands, for GameController::resume().
struct ResumePoint {
    // Every finished deal's record (DEAL-FORMAT.md), passed deals too, in the order played.
    std::vector<QJsonObject> finishedDeals;
    // The deal in progress as it was dealt (or as GameSetup::firstDeal gave it), before
    // `moves`; none when the game stopped before it was dealt (it is dealt again from the seed).
    std::optional<belote::Deal> dealt;
    std::vector<DealMove> moves;
};

// The deal in progress rebuilt from `dealt` and `moves` (replayMoves()), with what the
// table shows of it: the last calls, the declarations, the belotes and the auction.
struct RebuiltDeal {
    belote::Deal dealt, deal;
    std::array<std::optional<belote::Call>, 4> lastCall{};
    std::array<std::optional<belote::DeclarationSet>, 4> declared{};
    std::vector<std::pair<belote::Seat, belote::Card>> belotes;
    std::vector<std::tuple<belote::Seat, belote::Call, bool>> calls;
};
bool rebuildDeal(const belote::Deal& dealt, const std::vector<DealMove>& moves, RebuiltDeal* out, QString* error);

// A saved game rebuilt (ResumePoint): the finished deals scored through belote::Game, each
// checked (finished, the game's rules, its dealer, not after the game's end), and the deal
// in progress rebuilt. `firstDeal`: the game's first deal when it was not shuffled from the
// seed (GameSetup::firstDeal).
struct RebuiltGame {
    std::unique_ptr<belote::Game> game;
    std::vector<ScoreRow> rows;  // the score sheet
    int number = 0;              // the deal in progress's number (the last's, when over)
    bool over = false;           // the game ended with its last finished deal
    RebuiltDeal deal;            // the deal in progress, unless over
};
bool rebuildGame(const belote::Rules& rules, std::uint64_t seed, const std::optional<belote::Deal>& firstDeal,
                 const ResumePoint& point, RebuiltGame* out, QString* error);

struct DealMoves {
    belote::Deal dealt;           // before the first call
    std::vector<DealMove> moves;  // every move, in order
    // The moves of the auction (calls and coinches let go): the play's come after them.
    int callMoves = 0;
};

// The moves of a deal (finished or in progress) held by `deal`, which must have been dealt
// from a deck or from hands (every Deal is). False with a one-line reason when the deal
// cannot be walked again (it never happens for a deal the engine played).
bool movesOfDeal(const belote::Deal& deal, DealMoves* out, QString* error);
// The same from a DEAL-FORMAT.md record (checked by the engine first).
bool movesOfRecord(const QJsonObject& record, DealMoves* out, QString* error);

// The same deal with every seat turned so that `seat` sits at South (its partner at North),
// each move made by the same player: for playing a deal on from another seat than South,
// since the person always sits at South. Rules name no seat, so every move stays legal.
DealMoves turnedToSouth(const DealMoves& moves, belote::Seat seat);

}  // namespace rebelote
