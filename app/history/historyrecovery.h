// The recovery file: the writes the history's writer could not make before the window
// closed (historywriter.h), kept for the history and replayed into it at the next start,
// before the game in progress is offered again.
//
// JSON lines: a first line {"rebelote": "history-recovery", "version": 1, "history": the
// history's absolute path}, then one write a line (HistoryOp::toJson), in the order they were
// made. Writes kept at a later close are added after those already there.
//
// Where: beside the history (history.db.recovery) when there is room; else, the disk full or
// the folder not writable, in the first of the user's cache, config and runtime folders that
// takes it (Rebelote/history.db-<hash of the history's path>.recovery; placesFor()). A file
// is written whole under a name of its own, synced (fsync) and its size checked, and only
// then renamed in place: a full disk, a write(), fsync() or close() that fails, or a kill,
// leaves the old file (or none) and never a part of one. The next start looks in every
// place (find()), beside the history first.
//
// A file damaged on one line (cut by a crash, changed by hand) is read up to that line: the
// writes before it are replayed, the rest of the file (from that line on) is kept aside,
// whole (history.db.recovery.unreadable-YYYYMMDD-HHMMSS, beside the file), and one line says
// how many moves came back and where the rest is. A file whose first line is not ours is set
// aside whole (nothing of it replayed).
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
#include <QStringList>
#include <vector>

namespace rebelote {

class HistoryRecovery {
    Q_DECLARE_TR_FUNCTIONS(HistoryRecovery)

public:
    // history.db → history.db.recovery, beside it
    static QString pathFor(const QString& historyPath);
    // Where a recovery file of the history may be, in the order they are tried: beside it,
    // then in the user's cache, config and runtime folders.
    static QStringList placesFor(const QString& historyPath);
    // The recovery file of the history: the first place that holds one for it (a file of
    // another history in a shared folder is not it); empty when there is none.
    static QString find(const QString& historyPath);
    // Append: `ops` added after those already kept (wherever they are). Replace: the file
    // holds `ops` alone (the writer was handed the file's writes, and they are among `ops` if
    // not made). Written in the first place of placesFor() that takes it whole (*where), the
    // file kept before removed if it was elsewhere. False with the reasons (every file as it
    // was).
    enum class Mode { Append, Replace };
    static bool save(const QString& historyPath, const std::vector<HistoryOp>& ops, QString* error,
                     Mode mode = Mode::Append, QString* where = nullptr);
    // The writes of the history's recovery file, if there is one (find()): `ops`, from
    // `path`. A file damaged on a line gives the writes before it and keeps the rest aside
    // (`asidePath`); one our first line does not start is set aside whole (`ops` empty).
    // `message`: one line for the player when anything could not be read, else empty.
    struct Loaded {
        std::vector<HistoryOp> ops;
        QString path;
        QString message;
        QString asidePath;
        int moves = 0;  // of `ops`, the moves
    };
    static Loaded load(const QString& historyPath);
    // Reads the file's writes; false with "line N: why" when a line cannot be read, *ops
    // then holding the writes before it, *badLine its number and *restAt where it starts.
    static bool read(const QString& path, std::vector<HistoryOp>* ops, QString* error, int* badLine = nullptr,
                     qsizetype* restAt = nullptr);

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
