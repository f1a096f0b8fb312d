// A file of deal records made for the import tests and bench_history_import: random players
// (ai/levels.h) play games of alternate presets, as `rebelote-cli selfplay` does, and every
// finished deal's record is written, one a line, until the file holds `bytes` bytes. The same
// seed gives the same file; every record is a distinct deal (a new shuffle each time).
#pragma once

#include "ai/levels.h"
#include "ai/player.h"
#include "engine/game.h"
#include "engine/record.h"

#include <QFile>
#include <QString>

#include <array>
#include <memory>

namespace recordsfile {

// Writes the file; the number of records, or -1 when it cannot be written.
inline int make(const QString& path, qint64 bytes, std::uint64_t seed = 1)
{
    using namespace belote;
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate)) return -1;
    Rng seeds{seed};
    std::array<std::unique_ptr<Player>, 4> seats;
    for (auto& player : seats) player = makeLevelPlayer("random", seeds.split());
    Player* const players[4] = {seats[0].get(), seats[1].get(), seats[2].get(), seats[3].get()};
    const Rules rules[2] = {Rules::fromPreset(Preset::Classic), Rules::fromPreset(Preset::Coinche)};
    int games = 0, records = 0;
    Game game(rules[0], seeds.split());
    while (out.size() < bytes) {
        if (game.over()) game = Game(rules[++games % 2], seeds.split());
        Deal deal = game.nextDeal();
        playOut(deal, players, GameContext{game.scores(), rules[games % 2].target});
        QByteArray line = toJsonLine(writeRecord(deal));
        if (!line.endsWith('\n')) line += '\n';
        if (out.write(line) != line.size()) return -1;
        ++records;
        game.finishDeal(deal);
    }
    return out.flush() ? records : -1;
}

}  // namespace recordsfile
