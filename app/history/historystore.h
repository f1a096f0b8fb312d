// The history of every game and deal: one SQLite file (Qt SQL, QSQLITE) in the user's data
// directory (~/.local/share/Rebelote/history.db on Linux).
//
// What is kept:
//   games      one row a game: rules, seed, the players (seat, name, person or level), start
//              and end time, the score, the winner, and whether it is playing, finished or
//              abandoned (a new game started over it).
//   deals      one row a finished deal: its whole DEAL-FORMAT.md record, and columns drawn
//              from it by the engine for the History window's lists and filters (game and
//              number, preset, dealer, taker, contract, coinche, outcome, made or down, capot,
//              the marks of each side); a deal played on from a replay points to the deal it
//              came from (parent id and the move it branched at). Imported deals have no game.
//   moves      the game in progress, one row a call, declaration, coinche let go, card and
//              belote, each saved in its own transaction as it is made: a statement, never a
//              rewrite. With the deal as it was dealt (current_deal), they rebuild the game
//              after a kill at any moment (GameController::resume() replays them).
//   analyses   the solver's analysis of a deal, computed once, by deal and analysis version.
//   sets       one row a deal set (docs/sets.md), by its identity (its code, or a hash of its
//              cards), with its name, kind, day and file, a friend's file played beside it and
//              the deal of it left before its end; set_deals one row a deal of it played,
//              its result and the bots' par, each deal saved once (historysets.cpp).
// Journal in WAL mode (readers do not wait for the game; a kill -9 loses no committed
// transaction), foreign keys on, every write in a transaction, every statement prepared with
// bound values. The schema has a version (table schema_migrations, also PRAGMA user_version)
// and the store migrates a file from any earlier version, from v1 on.
//
// At open the file is checked whole (issue 32): its pages (quick_check), that it is a
// Rebelote history, its version, and its tables, columns and indices against the schema its
// version should have (historyschema.h). What open() does then, in the game (SetAside):
//   - damaged pages (quick_check): every row SQLite can still read copied into a fresh file
//     beside it (HistorySchema::salvage(); the unfinished game kept offered when it is whole,
//     else marked abandoned), then the damaged file renamed aside whole (history.db.corrupt-
//     YYYYMMDD-HHMMSS) and the fresh one put in its place; the message says how many deals
//     were saved and where the damaged file is (OpenResult::salvagedDeals);
//   - really damaged (not SQLite, nothing readable, another program's database) or from a
//     newer version: never deleted nor overwritten, renamed aside (history.db.corrupt-…,
//     .newer-…, with its -wal and -shm) and a fresh history started; the message names the
//     file kept and how to take it back (rename it);
//   - a schema with a table, column or index missing: what can be read is copied into memory
//     and shown read-only (OpenResult::damaged); the window asks the person whether to start
//     a new history (startNew()), the store never decides alone;
//   - locked by another program: waited for (HistoryOptions), then shown read-only if it can
//     be read, else not opened; never renamed;
//   - a read-only file or folder, or a file SQLite cannot write: opened through SQLite's
//     read-only open and shown, nothing recorded, and said in those words;
//   - a zero-length file: taken as a new history, and said;
//   - no folder, a read-only folder without a file, or a folder where the file should be
//     (said as such, left as it is): the history kept in memory for this run, so the game
//     always starts.
// OpenMode::Strict (the command line's writing commands) and OpenMode::ReadOnly (its reading
// commands, which never write, not even a schema) rename nothing and only report.
//
// How a game uses it (the window through HistorySession, historysession.h, which does steps
// 1 to 3 for it; the command line and the tests by hand):
//   1. At start: HistoryStore store; auto r = store.open(path, mode, options); show r.message
//      if it is not empty; when r.damaged, ask the person whether to start a new history
//      (startNew()) or keep this one read-only (MainWindow::showHistoryAtStart()).
//   2. Unless r.readOnly: HistoryRecorder recorder(&store, &controller), then
//      recorder.takeRecovery() (the writes the last run could not make before it closed,
//      made first by the writer; step 3 waits for recoveryDone() while recoveryPending()),
//      all before the first newGame(): from then on every game,
//      move and deal is saved as it happens, by the history's writer thread
//      (historyrecorder.h, historywriter.h). A read-only history is shown and its game
//      offered, unrecorded.
//   3. if (auto saved = store.inProgress()) offer to resume it: recorder.resume(*saved) takes
//      the game up where it stopped; otherwise store.abandonGame(saved->game.id) (or just
//      start a new game: the recorder marks the one in progress abandoned).
//   4. History window: games() for the list of games, allDeals(false) for every deal's
//      columns in one query, deals(gameId) for one game's deals,
//      deal(id) for the replay (DealRow::record is the DEAL-FORMAT record, readRecord() it),
//      deleteGame() / deleteDeals(), exportToFile() / importFile() for the menu,
//      analysis()/saveAnalysis() for the replay's analysis (allAnalyses() for the
//      statistics), recorder.branchFrom() before playing on from a replay.
// A store is used on one thread: a QSqlDatabase connection belongs to its thread. The
// window's store is opened on its thread; what the window then reads and writes goes through
// a second HistoryStore on the writer's thread, on its own connection to the same file
// (openWriter(), or openReader() for a history shown read-only), as HistoryWriter's tasks.
// The store keeps no state of the process: how it opens is its own HistoryOptions.
//
// One job a file: historyopen.cpp opens the file (what is wrong with it decides what is
// done), historyschema.cpp holds the schema version by version and its migrations,
// historystore.cpp the storage (games, deals, moves, pars, analyses), historytransfer.cpp
// import and export of records; historyrows.cpp and historymoves.cpp the rows' own
// conversions (a game's setup, the saved moves read back as the engine's). Inside the
// folder only: historysql.h (statements, the one transaction helper, rows read by name) and
// historydealrow.h (a deal's columns drawn from its record, its one INSERT).
#pragma once

#include "app/controller/dealmoves.h"
#include "app/controller/gamesetup.h"
#include "app/history/historystatus.h"
#include "engine/dealset.h"
#include "engine/scoring.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QSqlDatabase;
class QSqlQuery;

namespace rebelote {

namespace sql {
class Transaction;
}

// One game as the games table holds it.
struct GameRow {
    qint64 id = 0;
    QJsonObject rules;  // Rules::toJson()
    QString preset;
    quint64 seed = 0;
    // One object a seat in S E N W order: {"seat", "name", "human", "level"}.
    QJsonArray players;
    QDateTime startedAt, endedAt;  // UTC; endedAt invalid while not finished
    GameStatus status = GameStatus::Playing;
    std::array<int, 2> scores{};  // by team, after the deals saved
    std::optional<belote::Team> winner;
    int deals = 0;                         // finished deals saved
    std::optional<QJsonObject> firstDeal;  // the record of GameSetup::firstDeal, if any
    bool practice = false;                 // GameSetup::practice: moves may be taken back; not in the statistics
    // GameSetup::cardSignals: the card-play agreement it is played by (none before v5).
    belote::Signals cardSignals = belote::Signals::None;

    // The setup the game was started with: each computer seat's level sits again (makePlayer).
    GameSetup setup() const;
};

// A new game's row as beginGame() writes it: drawn from its setup on the game's thread, so
// that the history's writer thread (historywriter.h) and its recovery file carry plain values.
struct NewGameRow {
    QJsonObject rules;  // Rules::toJson()
    QString preset;
    QString seed;        // decimal: a 64-bit seed does not fit a JSON number
    QJsonArray players;  // as GameRow::players
    std::optional<QJsonObject> firstDeal;
    bool practice = false;
    QString cardSignals = QStringLiteral("direct");  // signalsName() of GameSetup::cardSignals

    static NewGameRow of(const GameSetup& setup, const std::array<QString, 4>& names);
    QJsonObject toJson() const;
    // False with a reason when `o` is not what toJson() writes.
    static bool fromJson(const QJsonObject& o, NewGameRow* row, QString* error);
};

// One finished deal as the deals table holds it.
struct DealRow {
    qint64 id = 0;
    std::optional<qint64> gameId;  // none: imported
    int number = 0;                // in its game, 1-based (0: imported)
    QString preset;
    belote::Seat dealer = belote::Seat::South;
    std::optional<belote::Seat> taker;
    QString contract;  // "take H", "110S"; empty when passed
    int coinche = 1;
    belote::Outcome outcome = belote::Outcome::Passed;  // parsed from its word (DEAL-FORMAT.md) as read
    std::optional<bool> made;                           // made or capot: true; down or capot-against: false; else none
    bool capot = false;                                 // capot or capot-against
    std::array<int, 2> marks{};                         // result.score by team
    QJsonObject record;                                 // the whole DEAL-FORMAT.md record
    std::optional<qint64> parentDealId;
    int branchMove = 0;  // with a parent: moves of the parent kept (calls then cards)
    DealSource source = DealSource::Played;
    QDateTime savedAt;
    std::optional<belote::Card> retourne;  // the record's "retourne" (classic), if it names a card
};

// One saved move of the game in progress (a row of the moves table).
struct MoveRow {
    int index = 0;  // 0-based in the deal
    QString kind;   // "call", "coinche-out-of-turn", "coinche-declined", "declare", "card", "belote", "rebelote"
    belote::Seat seat = belote::Seat::South;
    QString value;  // the call's word, the declarations ("tierce:KH carre:J", "" none), the card
    // "E:take", "W:coinche!", "N:no-coinche", "S:declare:tierce:KH", "S:declare:-", "W:AS", "S:belote:KH".
    QString text() const;
};

// A line of a practice deal that moves were taken back from (HistoryStore::takeBack()): the
// deal's moves as they stood then, belote's included, and how many of its moves (calls,
// coinches let go, declarations, cards: not belote's) were kept.
struct TakenBackLine {
    int line = 0;  // 1-based in its deal, in the order taken back
    int kept = 0;
    std::vector<MoveRow> moves;
    QDateTime takenAt;  // UTC

    // The line's moves from `dealt` (the deal as dealt), belote's rows left out: what a
    // replay steps through. False with a one-line reason when a row does not replay.
    bool dealMoves(const belote::Deal& dealt, std::vector<DealMove>* out, QString* error) const;
};

// The game in progress, as saved: what inProgress() gives to resume it.
struct SavedGame {
    GameRow game;
    std::vector<DealRow> finishedDeals;
    int dealNumber = 1;                  // of the deal in progress
    std::optional<QJsonObject> dealt;    // its record as dealt (none: not dealt yet)
    std::vector<MoveRow> moves;          // its moves so far
    std::optional<qint64> parentDealId;  // a deal played on from a replay
    int branchMove = 0;

    // What GameController::resume() takes; false with a one-line reason when a saved row
    // cannot be read (the engine checks the moves themselves when they are replayed).
    bool resumePoint(ResumePoint* point, QString* error) const;
    // The deal in progress as a DEAL-FORMAT record without `result`, its play stopping at
    // the last saved card (`export --in-progress`); false with a reason when it cannot be
    // rebuilt.
    bool recordSoFar(QJsonObject* record, QString* error) const;
};

// One deal of a set as the history keeps it (set_deals).
struct SetDealRow {
    int number = 0;                     // in the set, 1-based
    std::optional<qint64> dealId;       // the deal's row, while it is there
    int result = 0;                     // marks of N-S minus E-W, the person at South
    std::optional<int> par;             // the bots' on the same cards, once computed
    std::optional<QJsonObject> record;  // the deal as played, under the set's rules
    QDateTime savedAt;                  // UTC
};

// One deal set as the history keeps it (sets), with the deals of it played.
struct SetRow {
    qint64 id = 0;
    QString identity;  // belote::setIdentity()
    QString name;
    belote::SetKind kind = belote::SetKind::Given;
    QDate day;  // a day's set
    QJsonObject rules;
    int deals = 0;                   // in the set
    QByteArray file;                 // belote::writeDealSet(): the set to play again
    QDateTime startedAt, endedAt;    // UTC; endedAt invalid until its last deal is played
    std::vector<SetDealRow> played;  // by number
    QByteArray friendFile;           // a friend's file played beside (a player's file), if any
    // The deal left before its end (another game dealt over it), to take up where it stood:
    // its number (0: none) and its record so far, under the game's rules.
    int leftDeal = 0;
    QJsonObject leftRecord;

    bool finished() const { return endedAt.isValid(); }
    // The number of the next deal to play (deals + 1 once finished).
    int nextDeal() const;
    belote::SetScore score() const;
};

// What import gave: how many records were added, already there, and each refused one as
// "FILE:LINE: why".
struct ImportReport {
    int added = 0;
    int duplicates = 0;
    QStringList refused;
    QString error;             // the file could not be read or the database written: nothing added
    bool writeFailed = false;  // the database could not be written (HistoryStore::lastError() says why)
};

struct PreparedDeals;

// A file of records read and checked by the engine, not yet written (prepareImport()): the
// slow half of an import, which needs no database and runs on any thread.
struct PreparedImport {
    QString fileName;
    int records = 0;                       // records in the file
    QStringList refused;                   // "FILE:LINE: why"
    QString error;                         // the file could not be read
    bool cancelled = false;                // the progress callback said stop: nothing to write
    std::shared_ptr<PreparedDeals> deals;  // the good ones, in the file's order
};

// Called every record with how many were checked of how many; false stops the reading.
using ImportProgress = std::function<bool(int done, int total)>;

// How a history is opened (HistoryStore::open(), startNew()): this store's, never the
// process's, so that two stores (the window's and the writer's, a test's beside the game's)
// never change each other's.
struct HistoryOptions {
    // How long open() waits for a file another program holds locked: `lockAttempts` tries
    // of `lockWaitMs` each (SQLite's busy timeout); tests wait less.
    int lockAttempts = 3;
    int lockWaitMs = 1000;
    // Whether this process may write a file or folder; empty: QFileInfo::isWritable(), which
    // says yes to root whatever the permissions. Tests give their own to play a read-only
    // file or folder as root: the store then opens the file through SQLite's read-only
    // open, as for a real one.
    std::function<bool(const QString& path)> writable;
};

class HistoryStore {
    Q_DECLARE_TR_FUNCTIONS(HistoryStore)

public:
    static constexpr int kSchemaVersion = 7;
    // The version of the solver's analysis the game writes and reads (analysis()).
    static constexpr int kAnalysisVersion = 1;

    enum class OpenMode {
        SetAside,  // the game: a file really damaged is renamed aside and a fresh one made
        Strict,    // the command line: nothing renamed or created but the file asked for
        ReadOnly,  // the command line's reading commands: opened read-only, nothing written
    };
    struct OpenResult {
        bool ok = false;         // a database is open (on disk, or in memory for this run)
        bool inMemory = false;   // nothing will outlive this run
        bool readOnly = false;   // open for reading only: nothing this run does is kept
        bool damaged = false;    // the schema is damaged: what could be read, read-only (startNew())
        bool locked = false;     // another program held the file locked past the wait
        bool empty = false;      // the file was empty (zero bytes): a new history
        QString setAsidePath;    // where the unusable file went, if it did
        int salvagedDeals = -1;  // a damaged file's deals copied into the new history (-1: none was)
        QString message;         // for the person, one line; empty when all went well
    };

    HistoryStore();
    ~HistoryStore();
    HistoryStore(const HistoryStore&) = delete;
    HistoryStore& operator=(const HistoryStore&) = delete;

    // ~/.local/share/Rebelote/history.db (QStandardPaths' data location + "Rebelote").
    static QString defaultPath();
    // Opens (creates, migrates) the database at `path`; see OpenMode. `options` are kept for
    // startNew().
    OpenResult open(const QString& path = defaultPath(), OpenMode mode = OpenMode::SetAside,
                    const HistoryOptions& options = {});
    void close();
    bool isOpen() const;
    // Open for reading only (see OpenResult::readOnly): every write fails.
    bool isReadOnly() const { return readOnly_; }
    // Where startNew() would keep the file now (history.db.damaged-YYYYMMDD-HHMMSS).
    QString asidePathForNew() const;
    // The person chose to start a new history over a damaged one: the file (with its -wal
    // and -shm) is renamed to `asidePath` and a fresh history opened at path(). Nothing is
    // renamed when the file cannot be (the result says why, the old one open read-only).
    OpenResult startNew(const QString& asidePath);
    // Runs on `db` the migrations of the versions after its own, up to `version` (open() does
    // it on the file; the schema check on an empty database, for the shape of a version);
    // *code: SQLite's result code of a failure.
    static bool migrateTo(QSqlDatabase& db, int version, QString* error, int* code = nullptr);
    // Forgets the last error (the command line checks each query through lastError()).
    void clearLastError() { lastError_.clear(); }
    QString path() const { return path_; }
    // The history lives in memory for this run (open() found nowhere to write it).
    bool inMemory() const;
    // A second connection to the history `path` that open() made ready on another
    // connection: read-write, nothing checked nor migrated, SQLite's busy timeout
    // `busyTimeoutMs` (the writer thread keeps it short and retries itself). It belongs to
    // the thread that calls this. False with the reason.
    bool openWriter(const QString& path, int busyTimeoutMs, QString* error);
    // A read-only connection to the history `path` that open() opened read-only, as
    // `databaseName` (databaseName() of that store: the file, or its read-only URI): for the
    // writer's thread of a history shown without recording, which reads and never writes.
    bool openReader(const QString& path, const QString& databaseName, QString* error);
    // The name SQLite opened (a path, a read-only URI, ":memory:").
    QString databaseName() const;
    // Tests: `observer` is called, on the calling thread, each time this store reaches its
    // database to read or write (once or more a call), so that a test counts the calls made
    // on a thread (the window's must make none). This store's only.
    void setSqlObserver(std::function<void()> observer) { sqlObserver_ = std::move(observer); }
    // The Qt SQL connection's name (tests reach the writer's connection through it).
    QString connectionName() const { return connection_; }
    // The writer's batches: from beginBatch() to endBatch(), the recorder's writes (beginGame
    // … saveDeal) are one transaction, committed by endBatch(true) (false when the commit
    // fails) or rolled back by endBatch(false), every write in it undone. A write that fails
    // in a batch leaves its rollback to endBatch(false).
    bool beginBatch();
    bool endBatch(bool commit);
    // The version of the open file's schema (kSchemaVersion once open).
    int schemaVersion() const;
    // The last error of a failed write or query, for a warning; empty when none.
    QString lastError() const { return lastError_; }

    // --- Games (the recorder writes; the window reads) ---------------------------------
    // A new game: its row; the game that was playing, if any, is marked abandoned.
    std::optional<qint64> beginGame(const GameSetup& setup, const std::array<QString, 4>& names);
    std::optional<qint64> beginGame(const NewGameRow& row);
    bool abandonGame(qint64 gameId);
    bool finishGame(qint64 gameId, const std::array<int, 2>& scores, std::optional<belote::Team> winner);
    std::vector<GameRow> games() const;
    std::optional<GameRow> game(qint64 gameId) const;
    // Why the game cannot be deleted, or empty: there is no such game, or it is the game in
    // progress (a new game or its end has to close it first).
    QString whyNotDeleteGame(qint64 gameId) const;
    // Deletes a game with its deals, moves and their analyses in one transaction (deals
    // played on from them keep themselves, their parent set to none). Refused as
    // whyNotDeleteGame() says: false, nothing deleted, the reason in *why and lastError().
    bool deleteGame(qint64 gameId, QString* why = nullptr);
    // The game in progress (the last one playing), to resume.
    std::optional<SavedGame> inProgress() const;

    // --- The deal in progress -----------------------------------------------------------
    // The deal `number` of the game is dealt: saves it as dealt (its record); the moves of
    // any other deal of the game are dropped. Again for the same number: nothing changes.
    bool beginDeal(qint64 gameId, int number, const QJsonObject& dealtRecord,
                   std::optional<qint64> parentDealId = std::nullopt, int branchMove = 0);
    // One move of the deal in progress, in its own transaction.
    bool appendMove(qint64 gameId, int dealNumber, const QString& kind, belote::Seat seat, const QString& value);
    // A practice deal set back to its first `kept` moves (GameController::movesTakenBack()):
    // the moves after them are dropped (a belote row goes with its card), the line as it
    // stood kept as a line taken back, unless the same line, or one going further the same
    // way, is already kept. One transaction; nothing happens when no move is past `kept`.
    bool takeBack(qint64 gameId, int dealNumber, int kept);
    // The lines taken back in deal `dealNumber` of a game (in progress or saved), in order.
    std::vector<TakenBackLine> linesTakenBack(qint64 gameId, int dealNumber) const;

    // --- Pars -----------------------------------------------------------------------------
    // The par of saved deal `dealNumber` of a game: the same cards played again by the bots
    // (app/controller/parrecord.h: its JSON, whose "you" and "bots" are also kept as
    // columns). A par saved again replaces the one before.
    bool savePar(qint64 gameId, int dealNumber, const QJsonObject& par);
    // The par of deal `dealId`, if saved.
    std::optional<QJsonObject> par(qint64 dealId) const;
    // Every saved par's figures, by deal id: {you, bots} (marks net for the person's side).
    QHash<qint64, std::array<int, 2>> allPars() const;

    // --- Deal sets (docs/sets.md) --------------------------------------------------------
    // The set's row: the one already kept for the same set (setIdentity()), else a new one.
    std::optional<qint64> beginSet(const belote::DealSet& set);
    // Deal `number` of a set played: its result (and par, when known), the set finished with
    // its last deal. A deal already played is refused (false, *why): a deal of a set is never
    // played twice for a better result; what was saved stays.
    bool saveSetDeal(qint64 setId, int number, std::optional<qint64> dealId, int result, std::optional<int> par,
                     QString* why = nullptr, const std::optional<QJsonObject>& record = std::nullopt);
    // The par of a set's deal, computed after its result was saved; one already there stays.
    bool saveSetPar(qint64 setId, int number, int par);
    // The deal's row in `deals` once the recorder saved it (for its replay from the set).
    bool linkSetDeal(qint64 setId, int number, qint64 dealId);
    // A friend's file (belote::writeDealSet() of their player's file) played beside the set;
    // an empty one forgets it.
    bool saveSetFriend(qint64 setId, const QByteArray& file);
    // Deal `number` of the set left before its end, `record` as it stood (its play so far);
    // forgotten once the deal is saved (saveSetDeal()).
    bool saveSetLeft(qint64 setId, int number, const QJsonObject& record);
    // The latest deal row of the record `record` (the same deal: HistoryStore::fingerprint()).
    std::optional<qint64> latestDealOf(const QJsonObject& record) const;
    // The set whose deal `dealId` is, and the deal's number in it.
    std::optional<std::pair<SetRow, int>> setOfDeal(qint64 dealId) const;
    // Every set, the latest started first; one set; the set kept for `identity`.
    std::vector<SetRow> sets() const;
    std::optional<SetRow> set(qint64 setId) const;
    std::optional<SetRow> setByIdentity(const QString& identity) const;

    // --- Deals --------------------------------------------------------------------------
    // A finished deal of a game: its row (the record checked by the engine), the game's
    // score, and the moves of the deal dropped, in one transaction; the game finished too
    // when `gameOver`. Returns the deal's id.
    std::optional<qint64> saveDeal(qint64 gameId, int number, const QJsonObject& record,
                                   const std::array<int, 2>& scores,
                                   std::optional<belote::Team> gameOverWinner = std::nullopt);
    std::vector<DealRow> deals(qint64 gameId) const;
    std::optional<DealRow> deal(qint64 dealId) const;
    // Deals without a game (imported), oldest first.
    std::vector<DealRow> importedDeals() const;
    // Every deal in one query: those of the games by game and number (as games() then
    // deals() of each), then the imported ones oldest first. Without `withRecords` each
    // DealRow::record is left empty: a list needs only the columns, and reading and parsing
    // every record is most of the time a history of 10,000 deals takes to read.
    std::vector<DealRow> allDeals(bool withRecords = true) const;
    // Why these deals cannot be deleted, or empty: no id given, an id that is no deal, or a
    // deal of the game in progress (resuming it replays its finished deals).
    QString whyNotDeleteDeals(const std::vector<qint64>& dealIds) const;
    // Deletes deals by id, all or none, in one transaction, with their analyses (and any
    // move left under their number; a finished deal's moves are dropped when it is saved).
    // Deals played on from one of them, and a deal in progress played on from one, keep
    // themselves, their parent set to none. A game (finished or abandoned) left without a
    // deal goes with its last one, so that no empty game stays; an imported deal has no
    // game, so nothing is left behind the last one. Refused as whyNotDeleteDeals() says:
    // false, nothing deleted, the reason in *why and lastError().
    bool deleteDeals(const std::vector<qint64>& dealIds, QString* why = nullptr);

    // --- Export and import (DEAL-FORMAT.md) ----------------------------------------------
    // The records of these deals, in the order asked (unknown ids left out).
    std::vector<QJsonObject> records(const std::vector<qint64>& dealIds) const;
    // Writes records through QSaveFile: a `.json` path with one record gets it indented,
    // anything else one compact record a line (.jsonl). False with *error on failure (the
    // file as it was).
    static bool writeRecords(const QString& path, const std::vector<QJsonObject>& records, QString* error);
    bool exportDeals(const QString& path, const std::vector<qint64>& dealIds, QString* error) const;
    bool exportGames(const QString& path, const std::vector<qint64>& gameIds, QString* error) const;
    // Reads a file of records (one JSON object, or one a line): each is checked by the
    // engine (replayed; a finished deal; a given `result` must be the engine's); the good
    // ones are added as imported deals in one transaction, those already in the history
    // (the same deal: same rules, cards, calls, declarations and play) counted as duplicates.
    ImportReport importFile(const QString& path);
    ImportReport importData(const QByteArray& data, const QString& fileName);
    // The two halves of importFile(), for a window that reads on one thread and writes on
    // another (HistoryWindow): the records read and checked, without the database (static,
    // any thread; `progress` may stop it); then written, every file in one transaction
    // (all or nothing). A failed search for the deals already there is an error: nothing is
    // imported (a deal is never taken twice because the history could not be searched).
    static PreparedImport prepareImportFile(const QString& path, const ImportProgress& progress = {});
    static PreparedImport prepareImport(const QByteArray& data, const QString& fileName,
                                        const ImportProgress& progress = {});
    ImportReport importWrite(const std::vector<PreparedImport>& files);

    // --- The solver's analysis ----------------------------------------------------------
    bool saveAnalysis(qint64 dealId, const QJsonObject& analysis, int version = kAnalysisVersion);
    std::optional<QJsonObject> analysis(qint64 dealId, int version = kAnalysisVersion) const;
    // Every analysis of that version in one query, by deal id (the statistics read them all).
    QHash<qint64, QJsonObject> allAnalyses(int version = kAnalysisVersion) const;

    // The key two records of the same deal share (a hash of its canonical record without
    // `result` and unknown fields); empty when the record is refused, with *error.
    static QString fingerprint(const QJsonObject& record, QString* error = nullptr);

private:
    // What is wrong with a file, as openAt() finds it.
    enum class Fault { None, Locked, ReadOnly, Unreadable, Damaged, Corrupt, Newer };
    enum class Connect {
        Check,  // read-only, the whole file checked (pages, ours, version, schema)
        Read,   // read-only, as it is, for a history shown without recording
        Write,  // read-write: the file checked, migrated and made ready to record
    };
    struct Opened {
        Fault fault = Fault::None;
        QString error;    // what SQLite or the check said, one line
        int tables = 0;   // tables in the file (0: a new, empty database)
        int version = 0;  // its schema version
    };
    Opened openAt(const QString& path, Connect how, bool immutable);
    Opened openRetrying(const QString& path, Connect how, bool immutable);
    Opened checkContent(const QString& path, bool write);
    // Read-only views: the file itself, or a copy in memory of what can be read of it.
    Opened openReadOnly(const QString& path, const Opened& checked);
    Opened openCopyInMemory(const QString& path, const Opened& checked);
    OpenResult openExisting(const QString& path, OpenMode mode, const QString& shown);
    OpenResult openReadOnlyWithReason(const QString& path, const Opened& checked, OpenMode mode, const QString& why);
    OpenResult failedToOpen(const QString& path, const Opened& why, OpenMode mode);
    OpenResult lockedOrFailed(const QString& path, const Opened& why, OpenMode mode);
    bool readFromCopy(const QString& path, OpenMode mode, Opened* checked, OpenResult* result);
    static QString damagedMessage(const QString& path, const QString& why);
    OpenResult setAsideAndStartAfresh(const QString& path, const Opened& why);
    OpenResult salvageAndStartAfresh(const QString& path, const QString& aside);
    OpenResult inMemory(const QString& message);
    bool migrate(QString* error);
    bool writable(const QString& path) const;  // options_.writable, else the system's answer
    QSqlDatabase database() const;             // this store's connection (sqlObserver_ told)
    // The sets `where` finds ("WHERE id = ?", with `values`), each with its deals played.
    std::vector<SetRow> setRows(const QString& where, const QVariantList& values) const;
    bool fail(const QString& what) const;
    bool refuse(const QString& why, QString* out) const;
    // One transaction: `work` runs unless `whyNot` gives a reason (then nothing is written);
    // false with the reason, or the failure, in *why and lastError().
    bool writeUnlessRefused(const std::function<QString()>& whyNot,
                            const std::function<bool(QSqlQuery&, QString*)>& work, QString* why);
    // One write of the recorder's (beginGame … saveDeal), in a transaction of its own or in
    // the batch's; false with the reason in lastError() (after `what` when the write itself
    // or its commit failed: "deal 3 not saved: …").
    bool write(const std::function<bool(QSqlQuery&, QString*)>& work, const QString& what = {});
    QString connection_;
    QString path_;
    std::unique_ptr<sql::Transaction> batch_;  // the writer's batch, from beginBatch() to endBatch()
    mutable QString lastError_;
    HistoryOptions options_;  // open()'s
    std::function<void()> sqlObserver_;
    bool readOnly_ = false;
    QString scratch_;  // a folder of copies this store opened read-only (removed at close)
};

}  // namespace rebelote
