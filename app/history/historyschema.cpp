#include "app/history/historyschema.h"

#include "app/history/historydealrow.h"
#include "app/history/historysql.h"
#include "app/history/historystore.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <iterator>
#include <limits>
#include <utility>
#include <vector>

namespace rebelote {

using namespace sql;

namespace {

// --- The schema, version by version ---------------------------------------------------------
// Each version's statements run in one transaction with its code step (if any); a version
// once released is never changed: a change is a new version.

const char* const kV1[] = {
    "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)",
    "CREATE TABLE games ("
    " id INTEGER PRIMARY KEY,"
    " rules TEXT NOT NULL,"
    " preset TEXT NOT NULL,"
    " seed TEXT NOT NULL,"
    " players TEXT NOT NULL,"
    " started_at TEXT NOT NULL,"
    " ended_at TEXT,"
    " status TEXT NOT NULL CHECK (status IN ('playing', 'finished', 'abandoned')),"
    " score_ns INTEGER NOT NULL DEFAULT 0,"
    " score_ew INTEGER NOT NULL DEFAULT 0,"
    " winner TEXT CHECK (winner IN ('NS', 'EW')),"
    " first_deal TEXT)",
    "CREATE INDEX games_status ON games (status)",
    "CREATE TABLE deals ("
    " id INTEGER PRIMARY KEY,"
    " game_id INTEGER REFERENCES games (id) ON DELETE CASCADE,"
    " number INTEGER NOT NULL DEFAULT 0,"
    " preset TEXT NOT NULL,"
    " dealer TEXT NOT NULL,"
    " taker TEXT,"
    " contract TEXT,"
    " coinche INTEGER NOT NULL DEFAULT 1,"
    " outcome TEXT NOT NULL,"
    " made INTEGER,"
    " capot INTEGER NOT NULL DEFAULT 0,"
    " marks_ns INTEGER NOT NULL,"
    " marks_ew INTEGER NOT NULL,"
    " record TEXT NOT NULL,"
    " source TEXT NOT NULL,"
    " saved_at TEXT NOT NULL)",
    "CREATE UNIQUE INDEX deals_game ON deals (game_id, number) WHERE game_id IS NOT NULL",
    "CREATE INDEX deals_preset ON deals (preset)",
    "CREATE INDEX deals_taker ON deals (taker)",
    "CREATE INDEX deals_contract ON deals (contract)",
    "CREATE INDEX deals_outcome ON deals (outcome)",
    "CREATE TABLE current_deal ("
    " game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,"
    " number INTEGER NOT NULL,"
    " dealt TEXT NOT NULL)",
    "CREATE TABLE moves ("
    " game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,"
    " deal_number INTEGER NOT NULL,"
    " idx INTEGER NOT NULL,"
    " kind TEXT NOT NULL,"
    " seat TEXT NOT NULL,"
    " value TEXT NOT NULL,"
    " PRIMARY KEY (game_id, deal_number, idx))",
};

// v2: deals played on from a replay (parent and branch move), the fingerprint that finds a
// deal imported twice (computed for the deals already there), the solver's analyses.
const char* const kV2[] = {
    "ALTER TABLE deals ADD COLUMN parent_deal_id INTEGER REFERENCES deals (id) ON DELETE SET NULL",
    "ALTER TABLE deals ADD COLUMN branch_move INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE deals ADD COLUMN fingerprint TEXT NOT NULL DEFAULT ''",
    "CREATE INDEX deals_parent ON deals (parent_deal_id)",
    "CREATE INDEX deals_fingerprint ON deals (fingerprint)",
    "ALTER TABLE current_deal ADD COLUMN parent_deal_id INTEGER REFERENCES deals (id) ON DELETE SET NULL",
    "ALTER TABLE current_deal ADD COLUMN branch_move INTEGER NOT NULL DEFAULT 0",
    "CREATE TABLE analyses ("
    " deal_id INTEGER NOT NULL REFERENCES deals (id) ON DELETE CASCADE,"
    " version INTEGER NOT NULL,"
    " analysis TEXT NOT NULL,"
    " saved_at TEXT NOT NULL,"
    " PRIMARY KEY (deal_id, version))",
};

// v3: practice games (a card or call may be taken back; left out of the statistics), and the
// lines taken back in their deals: each line as it stood when moves were taken back from it,
// by game and deal number (a deal's row is found by the same pair).
const char* const kV3[] = {
    "ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0",
    "CREATE TABLE lines_taken_back ("
    " game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,"
    " deal_number INTEGER NOT NULL,"
    " line INTEGER NOT NULL,"
    " kept INTEGER NOT NULL,"
    " moves TEXT NOT NULL,"
    " taken_at TEXT NOT NULL,"
    " PRIMARY KEY (game_id, deal_number, line))",
};

// v4: each deal's par, the same cards played again by the bots with the normal level in the
// person's seat (app/controller/parrecord.h), kept with the deal.
const char* const kV4[] = {
    "CREATE TABLE pars ("
    " deal_id INTEGER PRIMARY KEY REFERENCES deals (id) ON DELETE CASCADE,"
    " you INTEGER NOT NULL,"
    " bots INTEGER NOT NULL,"
    " par TEXT NOT NULL,"
    " saved_at TEXT NOT NULL)",
};

// v5: the partnerships' card-play agreement a game is played by (GameSetup::cardSignals), so
// that its discards are read by it again. The games before it were played with no calls.
const char* const kV5[] = {
    "ALTER TABLE games ADD COLUMN card_signals TEXT NOT NULL DEFAULT 'none'",
};

// v6: deal sets (docs/sets.md): one row a set, found again by its identity (its code, or a
// hash of its cards: the same set is one row, so that none of its deals is played twice),
// with its file to play it again; one row a deal of it played, with the deal's row, its
// result (marks of N-S minus E-W), its record under the set's rules (for the player's file)
// and the bots' par on the same cards once computed.
const char* const kV6[] = {
    "CREATE TABLE sets ("
    " id INTEGER PRIMARY KEY,"
    " identity TEXT NOT NULL,"
    " name TEXT NOT NULL,"
    " kind TEXT NOT NULL CHECK (kind IN ('given', 'seeded', 'day')),"
    " day TEXT,"
    " rules TEXT NOT NULL,"
    " deals INTEGER NOT NULL,"
    " file TEXT NOT NULL,"
    " started_at TEXT NOT NULL,"
    " ended_at TEXT)",
    "CREATE UNIQUE INDEX sets_identity ON sets (identity)",
    "CREATE INDEX sets_day ON sets (day)",
    "CREATE TABLE set_deals ("
    " set_id INTEGER NOT NULL REFERENCES sets (id) ON DELETE CASCADE,"
    " number INTEGER NOT NULL,"
    " deal_id INTEGER REFERENCES deals (id) ON DELETE SET NULL,"
    " result INTEGER NOT NULL,"
    " par INTEGER,"
    " record TEXT,"
    " saved_at TEXT NOT NULL,"
    " PRIMARY KEY (set_id, number))",
};

// v7: a friend's file played beside a set (their line in every deal, docs/sets.md), kept
// with the set so that the comparison outlives the run; and the deal of the set left before
// its end (another game dealt over it): its number and its record so far, so that the set
// takes it up there, never from its start (a deal of a set is played once).
const char* const kV7[] = {
    "ALTER TABLE sets ADD COLUMN friend TEXT",
    "ALTER TABLE sets ADD COLUMN left_deal INTEGER",
    "ALTER TABLE sets ADD COLUMN left_record TEXT",
};

struct Migration {
    int version;
    const char* const* statements;
    std::size_t count;
    // A step in code after the statements (false with *failure to roll the version back).
    bool (*step)(QSqlDatabase& db, sql::Failure* failure);
};

bool fillFingerprints(QSqlDatabase& db, sql::Failure* failure);

const Migration kMigrations[] = {
    {1, kV1, std::size(kV1), nullptr}, {2, kV2, std::size(kV2), fillFingerprints}, {3, kV3, std::size(kV3), nullptr},
    {4, kV4, std::size(kV4), nullptr}, {5, kV5, std::size(kV5), nullptr},          {6, kV6, std::size(kV6), nullptr},
    {7, kV7, std::size(kV7), nullptr},
};
static_assert(std::size(kMigrations) == HistoryStore::kSchemaVersion);

bool fillFingerprints(QSqlDatabase& db, sql::Failure* failure)
{
    QSqlQuery q(db);
    if (!run(q, QStringLiteral("SELECT id, record FROM deals"), {}, failure)) return false;
    std::vector<std::pair<qint64, QString>> prints;
    const Columns at(q);
    const int id = at("id"), record = at("record");
    while (q.next()) {
        QString why;
        const auto c = columnsOf(objectOf(q.value(record)), &why);
        // A deal the engine refuses keeps an empty fingerprint: it is kept, never matched.
        prints.emplace_back(q.value(id).toLongLong(), c ? c->fingerprint : QString());
    }
    QSqlQuery u(db);
    for (const auto& [id, print] : prints)
        if (!run(u, QStringLiteral("UPDATE deals SET fingerprint = ? WHERE id = ?"), {print, id}, failure))
            return false;
    return true;
}

// The migrations of `db` up to `target`; false with *failure, the code of the statement, the
// begin or the commit that failed.
bool migrateSteps(QSqlDatabase& db, int target, sql::Failure* failure)
{
    int version = 0;
    {
        QSqlQuery q(db);
        if (!run(
                q,
                QStringLiteral(
                    "SELECT COUNT(*) AS tables FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'"),
                {}, failure) ||
            !q.next())
            return false;
        if (q.value(QStringLiteral("tables")).toInt() > 0) {
            q.finish();
            if (!run(q, QStringLiteral("SELECT MAX(version) AS version FROM schema_migrations"), {}, failure) ||
                !q.next())
                return false;
            version = q.value(QStringLiteral("version")).toInt();
        }
    }
    for (const Migration& m : kMigrations) {
        if (m.version <= version || m.version > target) continue;
        sql::Failure work;  // the work's own failure, when it is the work that failed
        const TransactionResult t = inTransaction(db, [&](QString* why) {
            QSqlQuery q(db);
            const bool done = [&] {
                for (std::size_t i = 0; i < m.count; ++i)
                    if (!run(q, QString::fromLatin1(m.statements[i]), {}, &work)) return false;
                if (m.step && !m.step(db, &work)) return false;
                // For tools that read the header; the table is what the store trusts.
                return run(q, QStringLiteral("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)"),
                           {m.version, now()}, &work) &&
                       run(q, QStringLiteral("PRAGMA user_version = %1").arg(m.version), {}, &work);
            }();
            if (!done) *why = work.error;
            return done;
        });
        if (t.failed == TransactionResult::Step::Begin) {
            *failure = {t.error, t.code};
            return false;
        }
        if (!t) {
            const int code = t.failed == TransactionResult::Step::Commit ? t.code : work.code;
            *failure = {QStringLiteral("migration to version %1: %2").arg(m.version).arg(t.error), code};
            return false;
        }
        version = m.version;
    }
    return true;
}

QString quoted(const QString& name)
{
    return QLatin1Char('"') + QString(name).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

QString errorOf(const QSqlQuery& q) { return errorText(q.lastError()); }

bool exec(QSqlQuery& q, const QString& sql, QString* error)
{
    if (q.exec(sql)) return true;
    *error = errorOf(q);
    return false;
}

}  // namespace

const SchemaShape::Column* SchemaShape::column(const QString& table, const QString& name) const
{
    const auto t = tables.find(table);
    if (t == tables.end()) return nullptr;
    for (const Column& c : *t)
        if (c.name.compare(name, Qt::CaseInsensitive) == 0) return &c;
    return nullptr;
}

bool HistorySchema::read(const QSqlDatabase& db, const QString& schema, SchemaShape* shape, QString* error)
{
    *shape = {};
    const QString s = quoted(schema);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!exec(q,
              QStringLiteral(
                  "SELECT name FROM %1.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
                  .arg(s),
              error))
        return false;
    QStringList tables;
    while (q.next()) tables << q.value(QStringLiteral("name")).toString();
    q.finish();
    for (const QString& table : tables) {
        std::vector<SchemaShape::Column>& columns = shape->tables[table];
        if (!exec(q, QStringLiteral("PRAGMA %1.table_info(%2)").arg(s, quoted(table)), error)) return false;
        while (q.next())
            columns.push_back(
                {q.value(QStringLiteral("name")).toString(), q.value(QStringLiteral("type")).toString().toUpper(),
                 q.value(QStringLiteral("notnull")).toInt() != 0, !q.value(QStringLiteral("dflt_value")).isNull()});
        q.finish();
        // origin 'c': made by CREATE INDEX; those of a primary key or UNIQUE come with the table.
        if (!exec(q, QStringLiteral("PRAGMA %1.index_list(%2)").arg(s, quoted(table)), error)) return false;
        std::vector<std::pair<QString, bool>> indices;
        while (q.next())
            if (q.value(QStringLiteral("origin")).toString() == QLatin1String("c"))
                indices.emplace_back(q.value(QStringLiteral("name")).toString(),
                                     q.value(QStringLiteral("unique")).toInt() != 0);
        q.finish();
        for (const auto& [name, unique] : indices) {
            SchemaShape::Index index{table, {}, unique};
            if (!exec(q, QStringLiteral("PRAGMA %1.index_info(%2)").arg(s, quoted(name)), error)) return false;
            while (q.next()) index.columns << q.value(QStringLiteral("name")).toString();
            q.finish();
            shape->indices.insert(name, index);
        }
    }
    return true;
}

QString HistorySchema::missing(const SchemaShape& expected, const SchemaShape& actual)
{
    QStringList found;
    for (auto t = expected.tables.begin(); t != expected.tables.end(); ++t) {
        if (!actual.tables.contains(t.key())) {
            found << tr("the table %1 is missing").arg(t.key());
            continue;
        }
        for (const SchemaShape::Column& c : *t)
            if (!actual.column(t.key(), c.name)) found << tr("the column %1.%2 is missing").arg(t.key(), c.name);
    }
    for (auto i = expected.indices.begin(); i != expected.indices.end(); ++i) {
        // An index of a missing table is said with its table.
        if (!actual.tables.contains(i->table)) continue;
        const auto there = actual.indices.find(i.key());
        if (there == actual.indices.end()) found << tr("the index %1 is missing").arg(i.key());
        else if (there->table != i->table || there->columns != i->columns || there->unique != i->unique)
            found << tr("the index %1 is not the one this version makes").arg(i.key());
    }
    if (found.isEmpty()) return {};
    if (found.size() == 1) return found.front();
    if (found.size() == 2) return tr("%1 (and one other difference)").arg(found.front());
    return tr("%1 (and %2 other differences)").arg(found.front()).arg(found.size() - 1);
}

namespace {

// The columns of `table` both shapes have, as INSERT names them and SELECT reads them; a
// column the file lacks takes its default, or 0 or '' where it must not be NULL.
std::pair<QString, QString> copiedColumns(const QString& table, const std::vector<SchemaShape::Column>& columns,
                                          const SchemaShape& fromShape)
{
    QStringList into, values;
    for (const SchemaShape::Column& c : columns) {
        if (fromShape.column(table, c.name)) {
            into << quoted(c.name);
            values << quoted(c.name);
        } else if (c.notNull && !c.hasDefault) {
            into << quoted(c.name);
            values << (c.type.contains(QLatin1String("INT")) ? QStringLiteral("0") : QStringLiteral("''"));
        }
    }
    return {into.join(QLatin1String(", ")), values.join(QLatin1String(", "))};
}

// The first rowid of `from`.`table` at `at` or after it: *found false when there is none;
// false when it cannot be read (a damaged page on the way).
bool nextRowid(QSqlQuery& q, const QString& from, const QString& table, qint64 at, qint64* rowid, bool* found)
{
    QString error;
    if (!run(q, QStringLiteral("SELECT rowid AS r FROM %1.%2 WHERE rowid >= ? ORDER BY rowid LIMIT 1").arg(from, table),
             {at}, &error))
        return false;
    *found = q.next();
    if (*found) *rowid = q.value(0).toLongLong();
    const bool ok = !q.lastError().isValid();
    q.finish();
    return ok;
}

// The first rowid after `at` from which `from`.`table` can be read again: past the damaged
// pages, found by steps that double, then halved back to where reading starts again.
// Whether there is one (none before the largest rowid there may be).
bool pastDamage(QSqlQuery& q, const QString& from, const QString& table, qint64 at, qint64* resume, int* budget)
{
    constexpr qint64 kLast = qint64(1) << 62;
    qint64 bad = at;
    qint64 step = 1;
    qint64 good = 0;
    bool found = false;
    qint64 rowid = 0;
    for (;;) {
        if (bad + step >= kLast || --*budget < 0) return false;
        if (nextRowid(q, from, table, bad + step, &rowid, &found)) {
            good = bad + step;
            break;
        }
        step *= 2;
    }
    bad += step / 2;
    while (good - bad > 1 && --*budget >= 0) {
        const qint64 mid = bad + (good - bad) / 2;
        if (nextRowid(q, from, table, mid, &rowid, &found)) good = mid;
        else bad = mid;
    }
    *resume = good;
    return true;
}

}  // namespace

bool HistorySchema::copy(const QSqlDatabase& db, const QString& from, const SchemaShape& fromShape,
                         const SchemaShape& toShape, const QStringList& skip, QString* error)
{
    QSqlQuery q(db);
    for (auto t = toShape.tables.begin(); t != toShape.tables.end(); ++t) {
        if (skip.contains(t.key()) || !fromShape.tables.contains(t.key())) continue;
        const auto [into, values] = copiedColumns(t.key(), *t, fromShape);
        if (into.isEmpty()) continue;
        if (!exec(q,
                  QStringLiteral("INSERT OR IGNORE INTO main.%1 (%2) SELECT %3 FROM %4.%1")
                      .arg(quoted(t.key()), into, values, quoted(from)),
                  error))
            return false;
    }
    return true;
}

HistorySchema::Salvaged HistorySchema::salvage(const QSqlDatabase& db, const QString& from,
                                               const SchemaShape& fromShape, const SchemaShape& toShape,
                                               const QStringList& skip)
{
    Salvaged result;
    QSqlQuery q(db);
    // A damaged page can point anywhere (a loop, rows of garbage): each table's reading is
    // bounded by the file's size, and ends after many reads in a row that failed.
    QString error;
    int pages = 0;
    if (run(q, QStringLiteral("PRAGMA %1.page_count").arg(quoted(from)), {}, &error) && q.next())
        pages = q.value(0).toInt();
    q.finish();
    constexpr int kFailuresInARow = 256;
    for (auto t = toShape.tables.begin(); t != toShape.tables.end(); ++t) {
        if (skip.contains(t.key()) || !fromShape.tables.contains(t.key())) continue;
        const auto [into, values] = copiedColumns(t.key(), *t, fromShape);
        if (into.isEmpty()) continue;
        const QString table = quoted(t.key());
        const QString insert = QStringLiteral("INSERT OR IGNORE INTO main.%1 (%2) SELECT %3 FROM %4.%1 WHERE rowid = ?")
                                   .arg(table, into, values, quoted(from));
        int& copied = result.rows[t.key()];
        int budget = 64 * pages + 4096;
        int failures = 0;
        qint64 at = std::numeric_limits<qint64>::min();
        while (--budget >= 0 && failures < kFailuresInARow) {
            qint64 rowid = 0;
            bool found = false;
            if (!nextRowid(q, quoted(from), table, at, &rowid, &found)) {
                result.damaged = true;
                ++failures;
                if (!pastDamage(q, quoted(from), table, at, &at, &budget)) break;
                continue;
            }
            if (!found) break;
            QString why;
            // A row whose own bytes are damaged (an overflow page) is left out alone.
            if (run(q, insert, {rowid}, &why)) {
                copied += q.numRowsAffected() > 0;
                failures = 0;
            } else {
                result.damaged = true;
                ++failures;
            }
            q.finish();
            if (rowid == std::numeric_limits<qint64>::max()) break;
            at = rowid + 1;
        }
        if (budget < 0 || failures >= kFailuresInARow) result.damaged = true;
    }
    return result;
}

// --- The migrations of HistoryStore ------------------------------------------------------------

int HistoryStore::schemaVersion() const
{
    QSqlDatabase db = database();
    QSqlQuery q(db);
    QString error;
    if (!run(q, QStringLiteral("SELECT MAX(version) AS version FROM schema_migrations"), {}, &error) || !q.next())
        return 0;
    return q.value(QStringLiteral("version")).toInt();
}

bool HistoryStore::migrate(QString* error)
{
    QSqlDatabase db = database();
    return migrateTo(db, kSchemaVersion, error);
}

bool HistoryStore::migrateTo(QSqlDatabase& db, int target, QString* error, int* code)
{
    sql::Failure failure;
    const bool ok = migrateSteps(db, target, &failure);
    if (!ok) *error = failure.error;
    if (code) *code = ok ? 0 : failure.code;
    return ok;
}

}  // namespace rebelote
