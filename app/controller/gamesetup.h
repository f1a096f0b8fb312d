// Who plays a game (GameSetup): the rules, the seed, the seats a person holds, the levels
// and names of the others. Apart from the controller so that the history store, which saves
// and reads it, needs neither the controller nor the AI. Qt Core only.
#pragma once

#include "engine/deal.h"
#include "engine/rules.h"
#include "engine/signals.h"

#include <QString>

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

namespace belote {
class Player;
}

namespace rebelote {

// Where a game of one deal stands in a deal set (docs/sets.md), so that the table says
// "Deal 3 of 8" rather than the one deal of its game, and a friend's result on the same
// cards beside the person's. The set's session (setsession.h) fills it; the history does
// not keep it (the set's own rows do).
struct SetPlace {
    int deal = 0;                     // 1-based
    int deals = 0;                    // in the set
    QString friendName;               // a friend's file played beside (empty: none)
    std::optional<int> friendResult;  // their marks on this deal, N-S minus E-W, South the friend
};

// Who plays a game: which seats a person holds, the level of the others, the names shown.
struct GameSetup {
    belote::Rules rules = belote::Rules::fromPreset(belote::Preset::Classic);
    std::uint64_t seed = 1;
    std::array<bool, 4> human{true, false, false, false};  // by Seat: South only
    QString level = QStringLiteral("normal");              // every computer seat's, unless `levels` says otherwise
    std::array<QString, 4> levels;                         // by Seat: a seat's own level (empty: `level`)
    QString levelOf(belote::Seat s) const { return levels[int(s)].isEmpty() ? level : levels[int(s)]; }
    std::array<QString, 4> names;  // empty: the seat's word ("South"), "You" at a person's seat
    // Who plays a computer seat, when not a level's player (tests seat scripted players;
    // the history will seat outside bots). Called on the bot thread.
    std::function<std::shared_ptr<belote::Player>(belote::Seat, std::uint64_t seed)> makePlayer;
    // Who gives the hint at a person's seat, when not the normal level (tests seat a player
    // that waits to be cancelled). Called on the bot thread; nullptr: the normal level.
    std::function<std::shared_ptr<belote::Player>(belote::Seat, std::uint64_t seed)> makeHintPlayer;
    // The partnerships' card-play calls (docs/cardplay.md): both sides play and read the
    // same agreement, told to every player (the hint's too) at each deal's start, and kept
    // with the game in the history so that its discards are read by the agreement played.
    belote::Signals cardSignals = belote::Signals::Direct;
    // A practice game: a person's card or call can be taken back (takeBack()). A counted
    // game never can.
    bool practice = false;
    // The first deal to play instead of a shuffled one (a fresh deal, in its calls): a test's
    // hands, or a deal played on from a replay. Its dealer should be the game's first.
    std::optional<belote::Deal> firstDeal;
    // A deal of a set at the table: where it stands in the set.
    std::optional<SetPlace> setPlace;
};

}  // namespace rebelote
