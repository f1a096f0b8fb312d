// What the history keeps as a word in its tables and the code handles as a state: a game's
// status (games.status) and where a deal comes from (deals.source). In C++ they are enums;
// the words are turned into them and back here only, and stay the words of the schema (its
// CHECK names the statuses): no schema change.
#pragma once

#include <QLatin1String>
#include <QStringView>

#include <optional>

namespace rebelote {

enum class GameStatus {
    Playing,    // "playing": the game in progress (one at the most)
    Finished,   // "finished"
    Abandoned,  // "abandoned": a new game was started over it
};

enum class DealSource {
    Played,    // "played": a deal of a game
    Imported,  // "imported": read from a file of records, without a game
};

// The word stored for a value.
QLatin1String storedText(GameStatus status);
QLatin1String storedText(DealSource source);
// The value of a stored word; none for a word the history never writes.
std::optional<GameStatus> gameStatusOf(QStringView text);
std::optional<DealSource> dealSourceOf(QStringView text);

}  // namespace rebelote
