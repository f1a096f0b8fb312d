// The recovery file: the writes the history's writer could not make before the window
// closed (historywriter.h), kept next to the history (history.db.recovery) and replayed into
// it at the next start, before the game in progress is offered again.
//
// JSON lines: a first line {"rebelote": "history-recovery", "version": 1}, then one write a
// line (HistoryOp::toJson), in the order they were made. Written through QSaveFile (a kill
// leaves the old file or the new one, never half of one); writes kept at a later close are
// added after those already there.
//
// A file that cannot be read (not ours, a line cut or changed) is never replayed in part:
// it is renamed aside (history.db.recovery.unreadable-YYYYMMDD-HHMMSS) and said in one line.
// The game's start hands the file's writes to the recorder's writer ahead of every other
// write (HistoryRecorder::takeRecovery(), HistoryWriter::enqueueKept()): made in one
// transaction, retried while the history is locked, the file removed once they are
// committed; a close while they still wait writes the file again with them first
// (save(…, Replace)). replay() makes them on the caller's thread instead (tools, tests): in
// one transaction, then the file removed: all or none. A write that fails at replay (the
// history locked), or a kill during it, leaves none made and the file whole.
#pragma once

#include "app/history/historyop.h"

#include <QCoreApplication>
#include <QString>
#include <vector>

namespace rebelote {

class HistoryRecovery {
    Q_DECLARE_TR_FUNCTIONS(HistoryRecovery)

public:
    // history.db → history.db.recovery
    static QString pathFor(const QString& historyPath);
    // Append: `ops` added after those already in the file. Replace: the file holds `ops`
    // alone (the writer was handed the file's writes, and they are among `ops` if not made).
    enum class Mode { Append, Replace };
    // False with a reason (the file as it was).
    static bool save(const QString& historyPath, const std::vector<HistoryOp>& ops, QString* error,
                     Mode mode = Mode::Append);
    // The writes of the recovery file of the history at `historyPath`, if there is one, in
    // *ops. A file that cannot be read is renamed aside and *message says so in one line
    // (*ops empty).
    static void load(const QString& historyPath, std::vector<HistoryOp>* ops, QString* message);
    // Reads the file's writes; false with "line N: why" when it cannot be read.
    static bool read(const QString& path, std::vector<HistoryOp>* ops, QString* error);

    struct Replay {
        int written = 0;  // writes made into the history
        int moves = 0;    // of which moves
        int left = 0;     // writes kept in the file for the next start
        QString message;  // one line for the player; empty when all went well or no file
    };
    // Replays the recovery file of `store`'s history into it, in one transaction, then
    // removes the file.
    static Replay replay(HistoryStore& store);
};

}  // namespace rebelote
