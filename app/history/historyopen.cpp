// HistoryStore: opening the file (issue 32). What is wrong with a file decides what is done
// with it (historystore.h says what, case by case): only a file really damaged is renamed
// aside; a lock is waited for, a read-only file or folder opened read-only, a damaged schema
// shown read-only for the person to choose.
#include "app/history/historyschema.h"
#include "app/history/historysql.h"
#include "app/history/historystatus.h"
#include "app/history/historystore.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUrl>
#include <QVariant>

#include <atomic>

namespace rebelote {

namespace {

std::atomic<int> shapeConnections{0};

// SQLite's primary result codes open() tells apart.
enum SqliteCode {
    kPerm = 3,
    kBusy = 5,
    kLocked = 6,
    kReadOnly = 8,
    kIoErr = 10,
    kCorrupt = 11,
    kFull = 13,
    kCantOpen = 14,
    kAuth = 23,
    kNotADb = 26,
};

using sql::codeOf;

// SQLite's text on one line, cut at a word when it is long, never inside one.
QString oneLine(const QString& text, int max = 160)
{
    QString s = text.simplified();
    if (s.size() <= max) return s;
    int cut = s.lastIndexOf(QLatin1Char(' '), max);
    if (cut < max / 2) cut = max;
    return s.left(cut) + QStringLiteral("…");
}

QString errorOf(const QSqlError& e) { return oneLine(e.databaseText().isEmpty() ? e.text() : e.databaseText()); }

QString folderOf(const QString& path) { return QFileInfo(path).absolutePath(); }
QString shownPath(const QString& path) { return QDir::toNativeSeparators(path); }

// A file nobody writes right now (no log, no journal beside it) is read as it is, without
// locks and without making a -wal or -shm beside it: SQLite's immutable open.
bool quiet(const QString& path)
{
    return !QFileInfo::exists(path + QStringLiteral("-wal")) && !QFileInfo::exists(path + QStringLiteral("-journal"));
}

QString readOnlyUri(const QString& path, bool immutable)
{
    return QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded) +
           (immutable ? QStringLiteral("?mode=ro&immutable=1") : QStringLiteral("?mode=ro"));
}

// The shape the schema of `version` has: this version's migrations run on an empty database.
bool expectedShape(int version, SchemaShape* shape, QString* error)
{
    const QString name = QStringLiteral("rebelote-history-shape-%1").arg(shapeConnections.fetch_add(1));
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(QStringLiteral(":memory:"));
        ok = db.open();
        if (!ok) *error = errorOf(db.lastError());
        ok = ok && HistoryStore::migrateTo(db, version, error) &&
             HistorySchema::read(db, QStringLiteral("main"), shape, error);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

QString asideName(const QString& path, const QString& kind)
{
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString base = path + QLatin1Char('.') + kind + QLatin1Char('-') + stamp;
    for (int n = 2; QFileInfo::exists(base) || QFileInfo::exists(base + QStringLiteral("-wal")); ++n)
        base = path + QLatin1Char('.') + kind + QLatin1Char('-') + stamp + QLatin1Char('-') + QString::number(n);
    return base;
}

// Moves a file aside with its -wal, -shm and -journal: false (nothing moved) when the file
// cannot be renamed.
bool moveAside(const QString& path, const QString& target)
{
    if (QFileInfo::exists(target) || (QFileInfo::exists(path) && !QFile::rename(path, target))) return false;
    for (const char* suffix : {"-wal", "-shm", "-journal"}) {
        const QString companion = path + QLatin1String(suffix);
        if (QFileInfo::exists(companion)) QFile::rename(companion, target + QLatin1String(suffix));
    }
    return true;
}

// What salvage() saved of a damaged file.
struct Salvage {
    int games = 0;
    int deals = 0;
    bool damaged = false;           // some rows could not be read
    bool unfinishedWhole = false;   // the game in progress is there whole: it is offered
    bool unfinishedBroken = false;  // it lost deals or moves: marked abandoned, not offered
    QString error;                  // nothing could be saved (the fresh file then removed)
};

// Whether the game `id` of `db` has every deal before the one in progress (1 … n) and every
// move of that one (0 … m), as far as what is left of it says.
bool wholeGame(QSqlQuery& q, qint64 id)
{
    QString error;
    if (!sql::run(q, QStringLiteral("SELECT COUNT(*), COALESCE(MAX(number), 0) FROM deals WHERE game_id = ?"), {id},
                  &error) ||
        !q.next() || q.value(0).toInt() != q.value(1).toInt())
        return false;
    const int finished = q.value(0).toInt();
    q.finish();
    if (!sql::run(q,
                  QStringLiteral("SELECT (SELECT number FROM current_deal WHERE game_id = ?), COUNT(*), "
                                 "COALESCE(MAX(idx), -1), COUNT(DISTINCT deal_number) FROM moves WHERE game_id = ?"),
                  {id, id}, &error) ||
        !q.next())
        return false;
    const bool dealt = !q.value(0).isNull();
    const int moves = q.value(1).toInt();
    const bool whole = moves == 0 ? (!dealt || q.value(0).toInt() == finished + 1)
                                  : dealt && q.value(0).toInt() == finished + 1 && q.value(3).toInt() == 1 &&
                                        q.value(2).toInt() + 1 == moves;
    q.finish();
    return whole;
}

// What SQLite can still read of the damaged history `path`, copied into a fresh history of
// this version made at `target`: every table, row by row (HistorySchema::salvage()), in one
// transaction. The game in progress stays offered only when it is whole (wholeGame()).
Salvage salvage(const QString& path, const QString& target)
{
    Salvage r;
    const QString name = QStringLiteral("rebelote-history-salvage-%1").arg(shapeConnections.fetch_add(1));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(target);
        SchemaShape mine, theirs;
        QSqlQuery q(db);
        bool ok = db.open() && HistoryStore::migrateTo(db, HistoryStore::kSchemaVersion, &r.error) &&
                  HistorySchema::read(db, QStringLiteral("main"), &mine, &r.error);
        if (ok) {
            q.prepare(QStringLiteral("ATTACH DATABASE ? AS old"));
            q.addBindValue(readOnlyUri(path, quiet(path)));
            // Each row in a statement of its own: a read that meets a damaged page ends its
            // own read of the file (in one transaction, every read after it failed too). The
            // fresh file is synced once, at the end.
            ok = q.exec() && HistorySchema::read(db, QStringLiteral("old"), &theirs, &r.error) &&
                 q.exec(QStringLiteral("PRAGMA main.journal_mode = MEMORY")) &&
                 q.exec(QStringLiteral("PRAGMA main.synchronous = OFF"));
            if (!ok && r.error.isEmpty()) r.error = errorOf(q.lastError());
        }
        if (ok) {
            const HistorySchema::Salvaged saved =
                HistorySchema::salvage(db, QStringLiteral("old"), theirs, mine, {QStringLiteral("schema_migrations")});
            r.games = saved.rows.value(QStringLiteral("games"));
            r.deals = saved.rows.value(QStringLiteral("deals"));
            r.damaged = saved.damaged;
            QString error;
            ok = q.exec(QStringLiteral("PRAGMA main.synchronous = FULL")) && q.exec(QStringLiteral("BEGIN"));
            std::vector<qint64> playing;
            if (sql::run(q, QStringLiteral("SELECT id FROM games WHERE status = ?"),
                         {QString(storedText(GameStatus::Playing))}, &error))
                while (q.next()) playing.push_back(q.value(0).toLongLong());
            q.finish();
            for (const qint64 id : playing) {
                if (wholeGame(q, id)) {
                    r.unfinishedWhole = true;
                    continue;
                }
                r.unfinishedBroken = true;
                sql::run(q, QStringLiteral("UPDATE games SET status = ? WHERE id = ?"),
                         {QString(storedText(GameStatus::Abandoned)), id}, &error);
            }
            // A write of the fresh file's own, synced: its rows are on the disk.
            ok = ok &&
                 sql::run(q,
                          QStringLiteral("INSERT OR REPLACE INTO schema_migrations (version, applied_at) "
                                         "SELECT version, applied_at FROM schema_migrations"),
                          {}, &error) &&
                 q.exec(QStringLiteral("COMMIT"));
            if (!ok) r.error = errorOf(q.lastError());
            else if (r.games + r.deals == 0) r.error = QStringLiteral("nothing could be read");
        }
        q.finish();
        q.exec(QStringLiteral("DETACH DATABASE old"));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (!r.error.isEmpty())
        for (const char* suffix : {"", "-wal", "-shm", "-journal"}) QFile::remove(target + QLatin1String(suffix));
    return r;
}

}  // namespace

bool HistoryStore::writable(const QString& path) const
{
    return options_.writable ? options_.writable(path) : QFileInfo(path).isWritable();
}

QString HistoryStore::asidePathForNew() const { return asideName(path_, QStringLiteral("damaged")); }

// Opens `path` on our connection as `how` says and checks what it holds: its pages (Check
// and Write), that it is a history, its version, and its schema against that version's.
HistoryStore::Opened HistoryStore::openAt(const QString& path, Connect how, bool immutable)
{
    close();
    Opened r;
    const bool write = how == Connect::Write;
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    const QString wait = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(std::max(0, options_.lockWaitMs));
    if (!write && immutable) {
        db.setDatabaseName(readOnlyUri(path, true));
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
    } else {
        db.setDatabaseName(path);
        db.setConnectOptions(write ? wait : QStringLiteral("QSQLITE_OPEN_READONLY;") + wait);
    }
    auto failed = [&r](int code, const QString& why) {
        switch (code) {
        case kBusy:
        case kLocked: r.fault = Fault::Locked; break;
        case kPerm:
        case kReadOnly:
        case kCantOpen:
        case kAuth: r.fault = Fault::ReadOnly; break;
        case kCorrupt:
        case kNotADb: r.fault = Fault::Corrupt; break;
        default: r.fault = Fault::Unreadable; break;  // an I/O error, a full disk: not the file's fault
        }
        r.error = oneLine(why);
        return r;
    };
    if (!db.open()) return failed(codeOf(db.lastError()), errorOf(db.lastError()));
    QSqlQuery q(db);
    auto exec = [&q](const QString& sql) { return q.exec(sql); };
    if (how != Connect::Read) {
        // quick_check reads every page: a file that is not SQLite or is damaged says so here.
        if (!exec(QStringLiteral("PRAGMA quick_check"))) return failed(codeOf(q.lastError()), errorOf(q.lastError()));
        if (!q.next() || q.value(QStringLiteral("quick_check")).toString() != QLatin1String("ok"))
            return failed(kCorrupt, q.isValid() ? q.value(QStringLiteral("quick_check"))
                                                      .toString()
                                                      .remove(QLatin1String("*** in database main ***"))
                                                : QStringLiteral("the check found no answer"));
        q.finish();
    }
    if (!exec(QStringLiteral("SELECT COUNT(*) AS tables, SUM(name = 'schema_migrations') AS ours FROM sqlite_master "
                             "WHERE type = 'table'")) ||
        !q.next())
        return failed(codeOf(q.lastError()), errorOf(q.lastError()));
    r.tables = q.value(QStringLiteral("tables")).toInt();
    const bool ours = q.value(QStringLiteral("ours")).toInt() > 0;
    q.finish();
    if (r.tables > 0 && !ours) return failed(kCorrupt, QStringLiteral("not a Rebelote history"));
    if (ours) {
        if (!exec(QStringLiteral("SELECT MAX(version) AS version FROM schema_migrations")) || !q.next())
            return failed(codeOf(q.lastError()), errorOf(q.lastError()));
        r.version = q.value(QStringLiteral("version")).toInt();
        q.finish();
        if (r.version > kSchemaVersion) {
            r.fault = Fault::Newer;
            r.error =
                QStringLiteral("schema version %1, this Rebelote reads up to %2").arg(r.version).arg(kSchemaVersion);
            return r;
        }
        SchemaShape expected, actual;
        QString why;
        if (r.version < 1) why = HistorySchema::tr("the schema has no version");
        else if (!expectedShape(r.version, &expected, &why) ||
                 !HistorySchema::read(db, QStringLiteral("main"), &actual, &why))
            return failed(kIoErr, why);
        else why = HistorySchema::missing(expected, actual);
        if (!why.isEmpty()) {
            r.fault = Fault::Damaged;
            r.error = why;
            return r;
        }
    }
    if (!write) return r;
    if (!exec(QStringLiteral("PRAGMA journal_mode = WAL")))
        return failed(codeOf(q.lastError()), errorOf(q.lastError()));
    const bool inMemory = path == QLatin1String(":memory:");
    if (!q.next() ||
        q.value(QStringLiteral("journal_mode")).toString().toLower() != QLatin1String(inMemory ? "memory" : "wal"))
        return failed(kReadOnly, QStringLiteral("the journal cannot be switched to WAL"));
    q.finish();
    // In WAL mode, NORMAL loses no committed transaction when the process is killed (only
    // on a power cut, the last ones, and the file stays sound). The writes wait for a lock
    // as they always did; only the open waits as its options say.
    if (!exec(QStringLiteral("PRAGMA foreign_keys = ON")) || !exec(QStringLiteral("PRAGMA synchronous = NORMAL")) ||
        !exec(QStringLiteral("PRAGMA busy_timeout = 5000")))
        return failed(codeOf(q.lastError()), errorOf(q.lastError()));
    QString error;
    int code = 0;
    if (!migrateTo(db, kSchemaVersion, &error, &code)) return failed(code, error);
    r.version = kSchemaVersion;
    return r;
}

// A lock held by another program is waited for: SQLite's busy timeout, a few times.
HistoryStore::Opened HistoryStore::openRetrying(const QString& path, Connect how, bool immutable)
{
    Opened r;
    for (int attempt = 0; attempt < std::max(1, options_.lockAttempts); ++attempt) {
        r = openAt(path, how, immutable);
        if (r.fault != Fault::Locked) break;
    }
    return r;
}

// A fresh history in memory (nothing read from the file: it holds no table).
HistoryStore::OpenResult HistoryStore::inMemory(const QString& message)
{
    OpenResult result;
    const Opened o = openAt(QStringLiteral(":memory:"), Connect::Write, false);
    result.ok = o.fault == Fault::None;
    result.inMemory = true;
    result.message = message;
    return result;
}

// What can be read of `path` (a damaged or older schema), copied into a database in memory
// of the current schema; the file is read through SQLite's read-only open and never written.
HistoryStore::Opened HistoryStore::openCopyInMemory(const QString& path, const Opened& checked)
{
    close();
    Opened r;
    r.tables = checked.tables;
    r.version = kSchemaVersion;
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    db.setDatabaseName(QStringLiteral(":memory:"));
    db.setConnectOptions(
        QStringLiteral("QSQLITE_OPEN_URI;QSQLITE_BUSY_TIMEOUT=%1").arg(std::max(0, options_.lockWaitMs)));
    SchemaShape mine, theirs;
    QString error;
    bool ok = db.open() && migrateTo(db, kSchemaVersion, &error) &&
              HistorySchema::read(db, QStringLiteral("main"), &mine, &error);
    if (ok) {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("ATTACH DATABASE ? AS old"));
        q.addBindValue(readOnlyUri(path, quiet(path) && checked.fault != Fault::Locked));
        ok = q.exec();
        if (!ok) error = errorOf(q.lastError());
        ok =
            ok && HistorySchema::read(db, QStringLiteral("old"), &theirs, &error) &&
            HistorySchema::copy(db, QStringLiteral("old"), theirs, mine, {QStringLiteral("schema_migrations")}, &error);
        q.exec(QStringLiteral("DETACH DATABASE old"));
        // Nothing written to this copy either: the person sees what the file holds.
        ok = ok && q.exec(QStringLiteral("PRAGMA query_only = ON"));
    }
    if (!ok) {
        r.fault = Fault::Unreadable;
        r.error = error.isEmpty() ? errorOf(db.lastError()) : oneLine(error);
        close();
    }
    return r;
}

// `path` opened for reading only, as it is; a copy in memory when its schema is not this
// version's (damaged, or older and not migrated: nothing may be written to it).
HistoryStore::Opened HistoryStore::openReadOnly(const QString& path, const Opened& checked)
{
    if (checked.fault == Fault::Damaged || (checked.tables > 0 && checked.version < kSchemaVersion))
        return openCopyInMemory(path, checked);
    Opened r;
    if (checked.tables == 0) {  // an empty file: an empty history, and nothing written to the file
        r = openAt(QStringLiteral(":memory:"), Connect::Write, false);
        if (r.fault == Fault::None) QSqlQuery(database()).exec(QStringLiteral("PRAGMA query_only = ON"));
    } else {
        // Locked by a program that lets readers in: read through its locks, never as immutable.
        r = openAt(path, Connect::Read, quiet(path) && checked.fault != Fault::Locked);
    }
    if (r.fault != Fault::None) close();
    return r;
}

HistoryStore::OpenResult HistoryStore::openReadOnlyWithReason(const QString& path, const Opened& checked, OpenMode mode,
                                                              const QString& why)
{
    const Opened o = openReadOnly(path, checked);
    if (o.fault != Fault::None) return failedToOpen(path_, o, mode);
    readOnly_ = true;
    OpenResult result;
    result.ok = true;
    result.readOnly = true;
    result.damaged = checked.fault == Fault::Damaged;
    result.locked = checked.fault == Fault::Locked;
    result.message = why;
    return result;
}

// The file cannot be used and is not renamed: the command line says why; the game plays
// with a history in memory.
HistoryStore::OpenResult HistoryStore::failedToOpen(const QString& path, const Opened& why, OpenMode mode)
{
    close();
    const QString shown = shownPath(path);
    if (mode != OpenMode::SetAside) {
        OpenResult result;
        switch (why.fault) {
        case Fault::Locked:
            result.message = QStringLiteral("%1: locked by another program (%2)").arg(shown, why.error);
            break;
        case Fault::ReadOnly:
            result.message = QStringLiteral("%1: cannot be written (%2)").arg(shown, why.error);
            break;
        case Fault::Damaged:
            result.message = QStringLiteral("%1: the history is damaged: %2").arg(shown, why.error);
            break;
        case Fault::Newer:
            result.message = QStringLiteral("%1: written by a newer version of Rebelote (%2)").arg(shown, why.error);
            break;
        default: result.message = QStringLiteral("%1: cannot be read (%2)").arg(shown, why.error); break;
        }
        result.locked = why.fault == Fault::Locked;
        return result;
    }
    if (why.fault == Fault::Locked) {
        OpenResult result;
        result.locked = true;
        result.message = tr("The history %1 is locked by another program (%2): this game will not be kept. "
                            "Close the other program, then start Rebelote again.")
                             .arg(shown, why.error);
        return result;
    }
    return inMemory(
        tr("The history %1 could not be used (%2). This game's history will not be kept.").arg(shown, why.error));
}

// A file really damaged (or from a newer version): renamed aside whole, a fresh one made.
HistoryStore::OpenResult HistoryStore::setAsideAndStartAfresh(const QString& path, const Opened& why)
{
    close();
    const QString shown = shownPath(path);
    const QString reason = why.fault == Fault::Newer
                               ? tr("it comes from a newer version of Rebelote: %1").arg(why.error)
                               : tr("it cannot be read: %1").arg(why.error);
    const QString aside =
        asideName(path, why.fault == Fault::Newer ? QStringLiteral("newer") : QStringLiteral("corrupt"));
    if (why.fault == Fault::Corrupt) {
        OpenResult saved = salvageAndStartAfresh(path, aside);
        if (saved.ok) return saved;
    }
    if (!moveAside(path, aside))
        return inMemory(
            tr("The history %1 could not be used (%2). This game's history will not be kept.").arg(shown, reason));
    OpenResult result;
    result.setAsidePath = aside;
    const Opened fresh = openRetrying(path, Connect::Write, false);
    if (fresh.fault == Fault::None) {
        result.ok = true;
        result.message =
            tr("The history %1 could not be used (%2). It was kept as %3 (to try it again, rename it back to %4) "
               "and a new history was started.")
                .arg(shown, reason, shownPath(aside), QFileInfo(path).fileName());
        return result;
    }
    OpenResult memory =
        inMemory(tr("The history %1 could not be used (%2). It was kept as %3, but no new history could be made: "
                    "this game's history will not be kept.")
                     .arg(shown, reason + QStringLiteral("; ") + fresh.error, shownPath(aside)));
    memory.setAsidePath = aside;
    return memory;
}

// A file with damaged pages: what can still be read of it is copied into a fresh file
// beside it (salvage()), then the damaged one is renamed `aside` and the fresh one takes its
// name. Not ok (nothing renamed, the fresh file gone) when nothing could be saved.
HistoryStore::OpenResult HistoryStore::salvageAndStartAfresh(const QString& path, const QString& aside)
{
    OpenResult result;
    const QString fresh = asideName(path, QStringLiteral("salvaged"));
    const Salvage saved = salvage(path, fresh);
    if (!saved.error.isEmpty()) return result;
    if (!moveAside(path, aside)) {
        QFile::remove(fresh);
        return result;
    }
    if (!QFile::rename(fresh, path)) {
        moveAside(aside, path);
        QFile::remove(fresh);
        return result;
    }
    const Opened opened = openRetrying(path, Connect::Write, false);
    if (opened.fault != Fault::None) {
        close();
        QFile::remove(path);
        moveAside(aside, path);
        return result;
    }
    result.ok = true;
    result.setAsidePath = aside;
    result.salvagedDeals = saved.deals;
    // Counts by Qt's plurals (English's forms in rebelote_en.ts: "one deal", "2 deals").
    const QString deals = tr("%n deals", "", saved.deals);
    const QString games = tr("%n games", "", saved.games);
    QString game;
    if (saved.unfinishedWhole) game = QLatin1Char(' ') + tr("The game left unfinished was saved whole.");
    else if (saved.unfinishedBroken)
        game = QLatin1Char(' ') + tr("The game left unfinished lost some of its moves: it cannot be taken up again.");
    result.message =
        (saved.damaged ? tr("Part of the history %1 was damaged and could not be read. Everything else was saved into "
                            "a new history: %2 and %3.")
                       : tr("The history %1 was damaged. Everything in it was saved into a new history: %2 and %3."))
            .arg(shownPath(path), deals, games) +
        game + QLatin1Char(' ') + tr("The damaged file was kept as %1.").arg(shownPath(aside));
    return result;
}

// A log left beside the file, in a folder where SQLite cannot make its -shm to read it: the
// file and its log are read from a copy in a scratch folder (the folder's files untouched).
// False when the copy cannot be made or read (*checked then says why).
bool HistoryStore::readFromCopy(const QString& path, OpenMode mode, Opened* checked, OpenResult* result)
{
    QTemporaryDir copy(QDir::tempPath() + QStringLiteral("/rebelote-history-XXXXXX"));
    copy.setAutoRemove(false);
    const QString target = copy.filePath(QFileInfo(path).fileName());
    if (!copy.isValid() || !QFile::copy(path, target) ||
        !QFile::copy(path + QStringLiteral("-wal"), target + QStringLiteral("-wal"))) {
        if (copy.isValid()) QDir(copy.path()).removeRecursively();
        return false;
    }
    scratch_ = copy.path();
    const Opened again = openRetrying(target, Connect::Check, false);
    if (again.fault != Fault::None && again.fault != Fault::Damaged) {
        *checked = again;
        return false;
    }
    if (mode != OpenMode::SetAside && again.fault == Fault::Damaged) {
        *result = failedToOpen(path, again, mode);
        return true;
    }
    QString why;
    if (again.fault == Fault::Damaged) why = damagedMessage(path, again.error);
    else if (mode == OpenMode::SetAside)
        why = tr("The history folder %1 is read-only: this game will not be kept.").arg(shownPath(folderOf(path)));
    *result = openReadOnlyWithReason(target, again, mode, why);
    return true;
}

QString HistoryStore::damagedMessage(const QString& path, const QString& why)
{
    return tr("The history %1 is damaged: %2. What can be read is shown, read-only; this game will not be kept until a "
              "new "
              "history is started.")
        .arg(shownPath(path), why);
}

// A file that is there: checked read-only first (a file found bad is left as it was), then
// opened as the mode and what was found say.
HistoryStore::OpenResult HistoryStore::openExisting(const QString& path, OpenMode mode, const QString& shown)
{
    const QString folder = folderOf(path);
    // Zero bytes, and no log beside it with anything in it (a read-only connection may
    // leave an empty -wal behind).
    const QFileInfo wal(path + QStringLiteral("-wal"));
    const bool empty = QFileInfo(path).size() == 0 && (!wal.exists() || wal.size() == 0) &&
                       !QFileInfo::exists(path + QStringLiteral("-journal"));
    Opened checked;
    if (!empty) checked = openRetrying(path, Connect::Check, quiet(path));
    if (checked.fault == Fault::ReadOnly && QFileInfo::exists(path + QStringLiteral("-wal"))) {
        OpenResult r;
        if (readFromCopy(path, mode, &checked, &r)) return r;
    }
    if (checked.fault == Fault::ReadOnly && QFileInfo::exists(path + QStringLiteral("-journal"))) {
        // A journal left by a writer killed in a transaction (rollback mode): a read-only
        // connection may not roll it back; the writing open below does, and checks the file.
        if (mode != OpenMode::ReadOnly && writable(path) && writable(folder)) {
            checked = {};
            checked.tables = -1;  // not known: a read-only view reads the file itself
            checked.version = kSchemaVersion;
        } else {
            checked.error = QStringLiteral(
                                "an unfinished write left its journal beside it (%1), which only a writer "
                                "can roll back: the game does when it opens the history")
                                .arg(QFileInfo(path).fileName() + QStringLiteral("-journal"));
        }
    }
    if (checked.fault == Fault::ReadOnly) checked.fault = Fault::Unreadable;  // it cannot even be read
    switch (checked.fault) {
    case Fault::None: break;
    case Fault::Corrupt:
    case Fault::Newer:
        return mode == OpenMode::SetAside ? setAsideAndStartAfresh(path, checked) : failedToOpen(path, checked, mode);
    case Fault::Damaged:
        if (mode != OpenMode::SetAside) return failedToOpen(path, checked, mode);
        return openReadOnlyWithReason(path, checked, mode, damagedMessage(path, checked.error));
    default: return lockedOrFailed(path, checked, mode);
    }
    if (mode == OpenMode::ReadOnly) {
        OpenResult r = openReadOnlyWithReason(path, checked, mode, QString());
        r.empty = empty;
        if (r.ok && empty) r.message = QStringLiteral("%1: an empty file, no history in it yet").arg(shown);
        return r;
    }
    QString notWritable;
    if (!writable(folder))
        notWritable = tr("The history folder %1 is read-only: this game will not be kept.").arg(shownPath(folder));
    else if (!writable(path))
        notWritable = tr("The history file %1 is read-only: this game will not be kept.").arg(shown);
    if (!notWritable.isEmpty()) {
        if (mode == OpenMode::Strict)
            return failedToOpen(path,
                                {Fault::ReadOnly, writable(folder) ? QStringLiteral("a read-only file")
                                                                   : QStringLiteral("a read-only folder")},
                                mode);
        OpenResult r = openReadOnlyWithReason(path, checked, mode, notWritable);
        r.empty = empty;
        return r;
    }
    const Opened opened = openRetrying(path, Connect::Write, false);
    switch (opened.fault) {
    case Fault::None: {
        OpenResult r;
        r.ok = true;
        r.empty = empty;
        if (empty && mode == OpenMode::SetAside)
            r.message = tr("The history file %1 was empty: it was taken as a new history.").arg(shown);
        return r;
    }
    case Fault::Corrupt:
    case Fault::Newer:
        return mode == OpenMode::SetAside ? setAsideAndStartAfresh(path, opened) : failedToOpen(path, opened, mode);
    case Fault::Locked: return lockedOrFailed(path, opened, mode);
    default:
        // SQLite would not write it (a read-only mount, a full disk, an I/O error, a schema
        // that cannot be brought up to date): shown as it is, nothing recorded.
        if (mode != OpenMode::SetAside) return failedToOpen(path, opened, mode);
        Opened view = checked;
        if (opened.fault == Fault::Damaged) view = opened;
        return openReadOnlyWithReason(
            path, view, mode,
            opened.fault == Fault::Damaged
                ? damagedMessage(path, opened.error)
                : tr("The history %1 cannot be written (%2): it is shown, read-only, and this game "
                     "will not be kept.")
                      .arg(shown, opened.error));
    }
}

// Locked by another program past the wait: shown read-only if it can be read (a lock that
// lets readers in), else not opened; never renamed. Any other failure: failedToOpen().
HistoryStore::OpenResult HistoryStore::lockedOrFailed(const QString& path, const Opened& why, OpenMode mode)
{
    if (why.fault != Fault::Locked || mode != OpenMode::SetAside) return failedToOpen(path, why, mode);
    Opened view = openAt(path, Connect::Check, false);
    if (view.fault == Fault::None || view.fault == Fault::Damaged) {
        view.fault = view.fault == Fault::Damaged ? Fault::Damaged : Fault::Locked;
        OpenResult r =
            openReadOnlyWithReason(path, view, mode,
                                   tr("The history %1 is locked by another program (%2): it is shown, read-only, and "
                                      "this game will not be kept. Close the other program, then start Rebelote again.")
                                       .arg(shownPath(path), why.error));
        r.locked = true;
        if (r.ok) return r;
    }
    return failedToOpen(path, why, mode);
}

HistoryStore::OpenResult HistoryStore::open(const QString& path, OpenMode mode, const HistoryOptions& options)
{
    close();
    options_ = options;
    if (!scratch_.isEmpty()) QDir(scratch_).removeRecursively();
    scratch_.clear();
    path_ = path;
    lastError_.clear();
    readOnly_ = false;
    const QFileInfo info(path);
    const QString shown = shownPath(path);
    OpenResult result;
    if (info.isDir()) {
        // SQLite would say "disk I/O error"; the folder is left as it is.
        const QString why = tr("a folder is there, not a file: move or rename it");
        result = mode == OpenMode::SetAside
                     ? inMemory(tr("The history %1 could not be used (%2). This game's history will not be kept.")
                                    .arg(shown, why))
                     : failedToOpen(path, {Fault::Unreadable, why}, mode);
    } else if (path != QLatin1String(":memory:") && info.exists()) {
        result = openExisting(path, mode, shown);
    } else if (mode == OpenMode::ReadOnly) {
        result.message = QStringLiteral("%1: no history here").arg(shown);
    } else if (path != QLatin1String(":memory:") && !QDir().mkpath(info.absolutePath())) {
        const QString why = QStringLiteral("cannot make the folder %1").arg(shownPath(info.absolutePath()));
        result = mode == OpenMode::SetAside
                     ? inMemory(tr("The history %1 could not be used (%2). This game's history will not be kept.")
                                    .arg(shown, why))
                     : failedToOpen(path, {Fault::Unreadable, why}, mode);
    } else if (path != QLatin1String(":memory:") && !writable(info.absolutePath())) {
        result = mode == OpenMode::SetAside
                     ? inMemory(tr("The history folder %1 is read-only: this game will not be kept.")
                                    .arg(shownPath(info.absolutePath())))
                     : failedToOpen(path, {Fault::ReadOnly, QStringLiteral("a read-only folder")}, mode);
    } else {
        const Opened o = openRetrying(path, Connect::Write, false);
        if (o.fault == Fault::None) result.ok = true;
        else result = lockedOrFailed(path, o, mode);
    }
    if (!result.ok) {
        close();
        lastError_ = result.message;
    }
    return result;
}

HistoryStore::OpenResult HistoryStore::startNew(const QString& asidePath)
{
    const QString path = path_;
    close();
    if (!moveAside(path, asidePath)) {
        OpenResult r = open(path, OpenMode::SetAside, options_);
        r.message = tr("The history %1 could not be renamed to %2: it stays as it was, read-only.")
                        .arg(shownPath(path), shownPath(asidePath));
        return r;
    }
    OpenResult r = open(path, OpenMode::SetAside, options_);
    r.setAsidePath = asidePath;
    if (r.ok && !r.readOnly && !r.inMemory)
        r.message =
            tr("A new history was started. The old one was kept as %1 (to take it up again, rename it back to %2).")
                .arg(shownPath(asidePath), QFileInfo(path).fileName());
    return r;
}

}  // namespace rebelote
