#include "app/history/historystore.h"

#include "app/history/historysql.h"

#include "engine/record.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSaveFile>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QCoreApplication>
#include <QStandardPaths>
#include <QUrl>
#include <QVariant>

#include <algorithm>
#include <atomic>
#include <functional>

namespace rebelote {

using namespace belote;
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

struct Migration {
    int version;
    const char* const* statements;
    std::size_t count;
    // A step in code after the statements (false with *error to roll the version back).
    bool (*step)(QSqlDatabase& db, QString* error);
};

bool fillFingerprints(QSqlDatabase& db, QString* error);
bool migrateSteps(QSqlDatabase& db, int target, QString* error);

const Migration kMigrations[] = {
    {1, kV1, std::size(kV1), nullptr},
    {2, kV2, std::size(kV2), fillFingerprints},
    {3, kV3, std::size(kV3), nullptr},
    {4, kV4, std::size(kV4), nullptr},
};
static_assert(std::size(kMigrations) == HistoryStore::kSchemaVersion);

// The columns the engine draws from a finished deal's record.
struct DealColumns {
    QString preset, dealer, contract, outcome;
    std::optional<Seat> taker;
    int coinche = 1;
    std::optional<bool> made;
    bool capot = false;
    std::array<int, 2> marks{};
    QString fingerprint;
    QJsonObject record;  // canonical: as writeRecord() writes it, unknown fields kept
};

QString fingerprintOf(const Deal& deal)
{
    return QString::fromLatin1(QCryptographicHash::hash(toJsonLine(writeRecord(deal)), QCryptographicHash::Sha256).toHex());
}

std::optional<DealColumns> columnsOf(const QJsonObject& record, QString* error)
{
    const auto rec = readRecord(record);
    if (!rec) {
        *error = rec.error;
        return std::nullopt;
    }
    if (rec.value->deal.phase() != Phase::Done) {
        *error = QStringLiteral("the deal is not finished");
        return std::nullopt;
    }
    if (QString why = resultDifference(*rec.value); !why.isEmpty()) {
        *error = why;
        return std::nullopt;
    }
    const Deal& d = rec.value->deal;
    const DealResult r = d.result();
    const QJsonObject result = resultToJson(r);
    DealColumns c;
    c.preset = QLatin1String(presetName(d.rules().preset));
    c.dealer = seatText(d.dealer());
    if (r.contract) c.taker = r.contract->taker;
    c.contract = result.value(QStringLiteral("contract")).toString();
    c.coinche = result.value(QStringLiteral("coinche")).toInt(1);
    c.outcome = result.value(QStringLiteral("outcome")).toString();
    switch (r.outcome) {
    case Outcome::Made:
    case Outcome::Capot: c.made = true; break;
    case Outcome::Down:
    case Outcome::CapotAgainst: c.made = false; break;
    default: break;
    }
    c.capot = r.outcome == Outcome::Capot || r.outcome == Outcome::CapotAgainst;
    c.marks = r.score;
    c.fingerprint = fingerprintOf(d);
    c.record = writeRecord(*rec.value);
    return c;
}

// Where a deal's row stands: a played deal in its game (and the deal it was played on from),
// or an imported one (no game, number 0).
struct DealPlace {
    std::optional<qint64> gameId;
    int number = 0;
    std::optional<qint64> parent;
    int branchMove = 0;
    QString source;  // "played" or "imported"
    QString savedAt;
};

// The one INSERT of a deal (saveDeal(), importWrite()); *id: the new row's.
bool insertDeal(QSqlQuery& q, const DealColumns& c, const DealPlace& place, QString* error, qint64* id = nullptr)
{
    const bool ok =
        run(q,
            QStringLiteral("INSERT INTO deals (game_id, number, preset, dealer, taker, contract, coinche, outcome, made, capot,"
                           " marks_ns, marks_ew, record, source, saved_at, parent_deal_id, branch_move, fingerprint)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
            {nullable(place.gameId), place.number, c.preset, c.dealer, c.taker ? QVariant(seatText(*c.taker)) : QVariant(),
             nullable(c.contract), c.coinche, c.outcome, c.made ? QVariant(int(*c.made)) : QVariant(), int(c.capot), c.marks[0],
             c.marks[1], jsonText(c.record), place.source, place.savedAt, nullable(place.parent), place.branchMove, c.fingerprint},
            error);
    if (ok && id) *id = q.lastInsertId().toLongLong();
    return ok;
}

// The columns dealRowOf() reads; the record's is %1 (NULL: left out, DealRow::record empty).
// The retourne is read from the record by SQLite (a record that is not JSON: none), so that
// the lists have it without the records.
const char* const kDealColumns =
    "id, game_id, number, preset, dealer, taker, contract, coinche, outcome, made, capot, marks_ns, marks_ew, %1,"
    " parent_deal_id, branch_move, source, saved_at,"
    " CASE WHEN json_valid(record) THEN json_extract(record, '$.retourne') END";
QString dealColumns(bool withRecord = true)
{
    return QString::fromLatin1(kDealColumns).arg(withRecord ? QLatin1String("record") : QLatin1String("NULL"));
}

DealRow dealRowOf(const QSqlQuery& q)
{
    DealRow d;
    d.id = q.value(0).toLongLong();
    if (!q.value(1).isNull()) d.gameId = q.value(1).toLongLong();
    d.number = q.value(2).toInt();
    d.preset = q.value(3).toString();
    d.dealer = seatOf(q.value(4)).value_or(Seat::South);
    d.taker = seatOf(q.value(5));
    d.contract = q.value(6).toString();
    d.coinche = q.value(7).toInt();
    d.outcome = q.value(8).toString();
    if (!q.value(9).isNull()) d.made = q.value(9).toInt() != 0;
    d.capot = q.value(10).toInt() != 0;
    d.marks = {q.value(11).toInt(), q.value(12).toInt()};
    if (!q.value(13).isNull()) d.record = objectOf(q.value(13));
    if (!q.value(14).isNull()) d.parentDealId = q.value(14).toLongLong();
    d.branchMove = q.value(15).toInt();
    d.source = q.value(16).toString();
    d.savedAt = timeOf(q.value(17));
    if (q.value(18).typeId() == QMetaType::QString) d.retourne = parseCard(q.value(18).toString().toStdString());
    return d;
}

const char* const kGameColumns =
    "g.id, g.rules, g.preset, g.seed, g.players, g.started_at, g.ended_at, g.status, g.score_ns, g.score_ew, g.winner,"
    " g.first_deal, (SELECT COUNT(*) FROM deals d WHERE d.game_id = g.id), g.practice";

GameRow gameRowOf(const QSqlQuery& q)
{
    GameRow g;
    g.id = q.value(0).toLongLong();
    g.rules = objectOf(q.value(1));
    g.preset = q.value(2).toString();
    g.seed = q.value(3).toString().toULongLong();
    g.players = QJsonDocument::fromJson(q.value(4).toString().toUtf8()).array();
    g.startedAt = timeOf(q.value(5));
    g.endedAt = timeOf(q.value(6));
    g.status = q.value(7).toString();
    g.scores = {q.value(8).toInt(), q.value(9).toInt()};
    const QString w = q.value(10).toString();
    if (w == QLatin1String("NS")) g.winner = Team::NS;
    if (w == QLatin1String("EW")) g.winner = Team::EW;
    if (!q.value(11).isNull()) g.firstDeal = objectOf(q.value(11));
    g.deals = q.value(12).toInt();
    g.practice = q.value(13).toBool();
    return g;
}

bool fillFingerprints(QSqlDatabase& db, QString* error)
{
    QSqlQuery q(db);
    if (!run(q, QStringLiteral("SELECT id, record FROM deals"), {}, error)) return false;
    std::vector<std::pair<qint64, QString>> prints;
    while (q.next()) {
        QString why;
        const auto c = columnsOf(objectOf(q.value(1)), &why);
        // A deal the engine refuses keeps an empty fingerprint: it is kept, never matched.
        prints.emplace_back(q.value(0).toLongLong(), c ? c->fingerprint : QString());
    }
    QSqlQuery u(db);
    for (const auto& [id, print] : prints)
        if (!run(u, QStringLiteral("UPDATE deals SET fingerprint = ? WHERE id = ?"), {print, id}, error)) return false;
    return true;
}

std::atomic<int> connections{0};


}  // namespace

// ---------------------------------------------------------------------------------------------

GameSetup GameRow::setup() const
{
    GameSetup s;
    QString why;
    if (auto r = Rules::fromJson(rules, &why)) s.rules = *r;
    s.seed = seed;
    s.practice = practice;
    bool levelSet = false;
    for (const QJsonValue& v : players) {
        const QJsonObject p = v.toObject();
        const auto seat = parseSeat(p.value(QStringLiteral("seat")).toString().toStdString());
        if (!seat) continue;
        s.human[int(*seat)] = p.value(QStringLiteral("human")).toBool();
        s.names[int(*seat)] = p.value(QStringLiteral("name")).toString();
        if (s.human[int(*seat)] || !p.value(QStringLiteral("level")).isString()) continue;
        s.levels[int(*seat)] = p.value(QStringLiteral("level")).toString();
        if (!levelSet) {
            s.level = p.value(QStringLiteral("level")).toString();
            levelSet = true;
        }
    }
    // Each computer seat sits again at the level it had (s.levels; Settings gives each its own).
    if (firstDeal)
        if (const auto rec = readRecord(*firstDeal)) s.firstDeal = rec.value->deal;
    return s;
}

QString MoveRow::text() const
{
    const QString seat = seatText(this->seat) + QLatin1Char(':');
    if (kind == QLatin1String("call") || kind == QLatin1String("card")) return seat + value;
    if (kind == QLatin1String("coinche-out-of-turn")) return seat + value + QLatin1Char('!');
    if (kind == QLatin1String("coinche-declined")) return seat + QStringLiteral("no-coinche");
    if (kind == QLatin1String("declare"))
        return seat + QStringLiteral("declare:") + (value.isEmpty() ? QStringLiteral("-") : QString(value).replace(QLatin1Char(' '), QLatin1Char('+')));
    return seat + kind + QLatin1Char(':') + value;
}

bool SavedGame::resumePoint(ResumePoint* point, QString* error) const
{
    auto fail = [error](const QString& why) {
        if (error) *error = why;
        return false;
    };
    ResumePoint p;
    for (const DealRow& d : finishedDeals) p.finishedDeals.push_back(d.record);
    if (!dealt) {
        if (!moves.empty()) return fail(QStringLiteral("deal %1: moves saved but not the deal").arg(dealNumber));
        *point = p;
        return true;
    }
    const auto rec = readRecord(*dealt);
    if (!rec) return fail(QStringLiteral("deal %1 as dealt: %2").arg(dealNumber).arg(rec.error));
    p.dealt = rec.value->deal;
    const Deal& deal = *p.dealt;
    const std::optional<Suit> retourneSuit = deal.retourneSuit();
    for (const MoveRow& m : moves) {
        DealMove move;
        move.seat = m.seat;
        const QString where = QStringLiteral("deal %1: saved move %2 (%3)").arg(dealNumber).arg(m.index + 1).arg(m.text());
        if (m.kind == QLatin1String("call") || m.kind == QLatin1String("coinche-out-of-turn")) {
            auto call = parseCall(m.value.toStdString(), deal.rules().isClassic(), retourneSuit);
            if (!call) return fail(where + QStringLiteral(": not a call"));
            move.kind = DealMove::Kind::Call;
            move.call = *call;
            move.outOfTurn = m.kind == QLatin1String("coinche-out-of-turn");
        } else if (m.kind == QLatin1String("coinche-declined")) {
            move.kind = DealMove::Kind::CoincheDeclined;
        } else if (m.kind == QLatin1String("declare")) {
            move.kind = DealMove::Kind::Declaration;
            const QStringList names = m.value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (names.size() > 2) return fail(where + QStringLiteral(": more than two declarations"));
            for (const QString& n : names) {
                auto d = parseDeclaration(n.toStdString());
                if (!d) return fail(where + QStringLiteral(": not a declaration"));
                move.declarations.add(*d);
            }
        } else if (m.kind == QLatin1String("card")) {
            auto card = parseCard(m.value.toStdString());
            if (!card) return fail(where + QStringLiteral(": not a card"));
            move.kind = DealMove::Kind::Card;
            move.card = *card;
        } else {
            continue;  // belote, rebelote: told as they happen, counted by the engine
        }
        p.moves.push_back(move);
    }
    // A declaration is matched to the choice of the hand it names (a cent is read 5 long
    // whatever its length), as the record reader does.
    Deal replay = deal;
    for (DealMove& m : p.moves) {
        if (m.kind == DealMove::Kind::Declaration && replay.declarationPending() && replay.toAct() == m.seat)
            if (const DeclarationSet* choice = replay.declarationChoices().named(m.declarations)) m.declarations = *choice;
        QString why;
        if (!replayMoves(replay, {m}, &why)) break;  // resume() says why, with the move's place
    }
    *point = p;
    return true;
}

bool TakenBackLine::dealMoves(const Deal& dealt, std::vector<DealMove>* out, QString* error) const
{
    SavedGame saved;
    saved.dealt = writeRecord(dealt);
    saved.moves = moves;
    ResumePoint point;
    if (!saved.resumePoint(&point, error)) return false;
    Deal replay = *point.dealt;
    QString why;
    if (!replayMoves(replay, point.moves, &why)) {
        if (error) *error = QStringLiteral("line %1: %2").arg(line).arg(why);
        return false;
    }
    *out = std::move(point.moves);
    return true;
}

bool SavedGame::recordSoFar(QJsonObject* record, QString* error) const
{
    ResumePoint p;
    if (!resumePoint(&p, error)) return false;
    if (!p.dealt) {
        if (error) *error = QStringLiteral("deal %1 is not dealt yet").arg(dealNumber);
        return false;
    }
    Deal deal = *p.dealt;
    QString why;
    if (!replayMoves(deal, p.moves, &why)) {
        if (error) *error = QStringLiteral("deal %1: %2").arg(dealNumber).arg(why);
        return false;
    }
    *record = writeRecord(deal);
    return true;
}

// ---------------------------------------------------------------------------------------------

HistoryStore::HistoryStore() : connection_(QStringLiteral("rebelote-history-%1").arg(connections.fetch_add(1))) {}

HistoryStore::~HistoryStore()
{
    close();
    if (!scratch_.isEmpty()) QDir(scratch_).removeRecursively();
}

QString HistoryStore::defaultPath()
{
    // Tests (QStandardPaths test mode) each get their own, so that tests run side by side
    // never share a history.
    const QString folder = QStandardPaths::isTestModeEnabled() ? QCoreApplication::applicationName() : QStringLiteral("Rebelote");
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QLatin1Char('/') + folder + QStringLiteral("/history.db");
}

void HistoryStore::close()
{
    {
        QSqlDatabase db = QSqlDatabase::database(connection_, false);
        if (db.isValid()) db.close();
    }
    if (QSqlDatabase::contains(connection_)) QSqlDatabase::removeDatabase(connection_);
}

bool HistoryStore::isOpen() const { return QSqlDatabase::database(connection_, false).isOpen(); }

bool HistoryStore::fail(const QString& what) const
{
    lastError_ = what;
    qWarning("rebelote: history: %s", qPrintable(what));
    return false;
}

// A refusal, not a failure of the database: said to the caller, not warned about.
bool HistoryStore::refuse(const QString& why, QString* out) const
{
    lastError_ = why;
    if (out) *out = why;
    return false;
}

int HistoryStore::schemaVersion() const
{
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery q(db);
    QString error;
    if (!run(q, QStringLiteral("SELECT MAX(version) FROM schema_migrations"), {}, &error) || !q.next()) return 0;
    return q.value(0).toInt();
}

bool HistoryStore::migrate(QString* error)
{
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    return migrateTo(db, kSchemaVersion, error);
}

bool HistoryStore::migrateTo(QSqlDatabase& db, int target, QString* error, int* code)
{
    setLastRunCode(0);
    const bool ok = migrateSteps(db, target, error);
    if (code) *code = ok ? 0 : lastRunCode();
    return ok;
}

namespace {

bool migrateSteps(QSqlDatabase& db, int target, QString* error)
{
    int version = 0;
    {
        QSqlQuery q(db);
        if (!run(q, QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'"), {}, error) ||
            !q.next())
            return false;
        if (q.value(0).toInt() > 0) {
            q.finish();
            if (!run(q, QStringLiteral("SELECT MAX(version) FROM schema_migrations"), {}, error) || !q.next()) return false;
            version = q.value(0).toInt();
        }
    }
    for (const Migration& m : kMigrations) {
        if (m.version <= version || m.version > target) continue;
        const TransactionResult t = inTransaction(db, [&](QString* why) {
            QSqlQuery q(db);
            for (std::size_t i = 0; i < m.count; ++i)
                if (!run(q, QString::fromLatin1(m.statements[i]), {}, why)) return false;
            if (m.step && !m.step(db, why)) return false;
            // For tools that read the header; the table is what the store trusts.
            return run(q, QStringLiteral("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)"), {m.version, now()}, why) &&
                   run(q, QStringLiteral("PRAGMA user_version = %1").arg(m.version), {}, why);
        });
        if (t.failed == TransactionResult::Step::Begin || t.failed == TransactionResult::Step::Commit) setLastRunCode(t.code);
        if (t.failed == TransactionResult::Step::Begin) {
            *error = t.error;
            return false;
        }
        if (!t) {
            *error = QStringLiteral("migration to version %1: %2").arg(m.version).arg(t.error);
            return false;
        }
        version = m.version;
    }
    return true;
}

}  // namespace

// --- Games -------------------------------------------------------------------------------------

NewGameRow NewGameRow::of(const GameSetup& setup, const std::array<QString, 4>& names)
{
    NewGameRow row;
    for (int s = 0; s < kSeats; ++s) {
        QJsonObject p{{QStringLiteral("seat"), seatText(Seat(s))},
                      {QStringLiteral("name"), setup.names[s]},
                      {QStringLiteral("shown"), names[s]},
                      {QStringLiteral("human"), setup.human[s]}};
        p.insert(QStringLiteral("level"), setup.human[s] ? QJsonValue(QJsonValue::Null) : QJsonValue(setup.levelOf(Seat(s))));
        row.players.append(p);
    }
    row.rules = setup.rules.toJson();
    row.preset = QLatin1String(presetName(setup.rules.preset));
    row.seed = QString::number(setup.seed);
    if (setup.firstDeal) row.firstDeal = writeRecord(*setup.firstDeal);
    row.practice = setup.practice;
    return row;
}

QJsonObject NewGameRow::toJson() const
{
    QJsonObject o{{QStringLiteral("rules"), rules},
                  {QStringLiteral("preset"), preset},
                  {QStringLiteral("seed"), seed},
                  {QStringLiteral("players"), players}};
    if (firstDeal) o.insert(QStringLiteral("firstDeal"), *firstDeal);
    if (practice) o.insert(QStringLiteral("practice"), true);
    return o;
}

bool NewGameRow::fromJson(const QJsonObject& o, NewGameRow* row, QString* error)
{
    if (!o.value(QStringLiteral("rules")).isObject() || !o.value(QStringLiteral("preset")).isString() ||
        !o.value(QStringLiteral("seed")).isString() || !o.value(QStringLiteral("players")).isArray() ||
        o.value(QStringLiteral("players")).toArray().size() != kSeats) {
        *error = QStringLiteral("a new game without its rules, preset, seed or four players");
        return false;
    }
    row->rules = o.value(QStringLiteral("rules")).toObject();
    row->preset = o.value(QStringLiteral("preset")).toString();
    row->seed = o.value(QStringLiteral("seed")).toString();
    row->players = o.value(QStringLiteral("players")).toArray();
    row->firstDeal.reset();
    if (o.value(QStringLiteral("firstDeal")).isObject()) row->firstDeal = o.value(QStringLiteral("firstDeal")).toObject();
    row->practice = o.value(QStringLiteral("practice")).toBool();
    return true;
}

std::optional<qint64> HistoryStore::beginGame(const GameSetup& setup, const std::array<QString, 4>& names)
{
    return beginGame(NewGameRow::of(setup, names));
}

std::optional<qint64> HistoryStore::beginGame(const NewGameRow& row)
{
    if (!isOpen()) {
        fail(QStringLiteral("the history is not open"));
        return std::nullopt;
    }
    qint64 id = 0;
    const bool ok = write([&](QSqlQuery& q, QString* error) {
        const QString t = now();
        const bool done =
            run(q, QStringLiteral("DELETE FROM moves WHERE game_id IN (SELECT id FROM games WHERE status = 'playing')"), {}, error) &&
            run(q, QStringLiteral("DELETE FROM current_deal WHERE game_id IN (SELECT id FROM games WHERE status = 'playing')"), {}, error) &&
            run(q, QStringLiteral("UPDATE games SET status = 'abandoned', ended_at = ? WHERE status = 'playing'"), {t}, error) &&
            run(q,
                QStringLiteral("INSERT INTO games (rules, preset, seed, players, started_at, status, first_deal, practice)"
                               " VALUES (?, ?, ?, ?, ?, 'playing', ?, ?)"),
                {jsonText(row.rules), row.preset, row.seed, jsonText(row.players), t,
                 row.firstDeal ? QVariant(jsonText(*row.firstDeal)) : QVariant(), int(row.practice)},
                error);
        id = q.lastInsertId().toLongLong();
        return done;
    });
    if (!ok) return std::nullopt;
    return id;
}

bool HistoryStore::abandonGame(qint64 gameId)
{
    return write([&](QSqlQuery& q, QString* error) {
        return run(q, QStringLiteral("DELETE FROM moves WHERE game_id = ?"), {gameId}, error) &&
               run(q, QStringLiteral("DELETE FROM current_deal WHERE game_id = ?"), {gameId}, error) &&
               run(q, QStringLiteral("UPDATE games SET status = 'abandoned', ended_at = ? WHERE id = ? AND status = 'playing'"),
                   {now(), gameId}, error);
    });
}

bool HistoryStore::finishGame(qint64 gameId, const std::array<int, 2>& scores, std::optional<Team> winner)
{
    return write([&](QSqlQuery& q, QString* error) {
        return run(q, QStringLiteral("DELETE FROM moves WHERE game_id = ?"), {gameId}, error) &&
               run(q, QStringLiteral("DELETE FROM current_deal WHERE game_id = ?"), {gameId}, error) &&
               run(q,
                   QStringLiteral("UPDATE games SET status = 'finished', ended_at = COALESCE(ended_at, ?), score_ns = ?, score_ew = ?,"
                                  " winner = ? WHERE id = ?"),
                   {now(), scores[0], scores[1], winner ? QVariant(QLatin1String(teamName(*winner))) : QVariant(), gameId}, error);
    });
}

std::vector<GameRow> HistoryStore::games() const
{
    std::vector<GameRow> out;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    QString error;
    if (!run(q, QStringLiteral("SELECT %1 FROM games g ORDER BY g.id").arg(QLatin1String(kGameColumns)), {}, &error)) {
        fail(error);
        return out;
    }
    while (q.next()) out.push_back(gameRowOf(q));
    return out;
}

std::optional<GameRow> HistoryStore::game(qint64 gameId) const
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    QString error;
    if (!run(q, QStringLiteral("SELECT %1 FROM games g WHERE g.id = ?").arg(QLatin1String(kGameColumns)), {gameId}, &error)) {
        fail(error);
        return std::nullopt;
    }
    if (!q.next()) return std::nullopt;
    return gameRowOf(q);
}

QString HistoryStore::whyNotDeleteGame(qint64 gameId) const
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    QString error;
    if (!run(q, QStringLiteral("SELECT status FROM games WHERE id = ?"), {gameId}, &error)) return error;
    if (!q.next()) return tr("no game %1").arg(gameId);
    if (q.value(0).toString() == QLatin1String("playing")) return tr("game %1 is the game in progress").arg(gameId);
    return {};
}

bool HistoryStore::deleteGame(qint64 gameId, QString* why)
{
    // The cascade takes the deals, moves, current deal and analyses.
    return writeUnlessRefused([&] { return whyNotDeleteGame(gameId); },
                              [&](QSqlQuery& q, QString* error) {
                                  return run(q, QStringLiteral("DELETE FROM games WHERE id = ?"), {gameId}, error);
                              },
                              why);
}

QString HistoryStore::whyNotDeleteDeals(const std::vector<qint64>& dealIds) const
{
    if (dealIds.empty()) return tr("no deal to delete");
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (!q.prepare(QStringLiteral("SELECT d.game_id, g.status FROM deals d LEFT JOIN games g ON g.id = d.game_id WHERE d.id = ?")))
        return errorText(q.lastError());
    for (qint64 id : dealIds) {
        q.addBindValue(id);
        if (!q.exec()) return errorText(q.lastError());
        if (!q.next()) return tr("no deal #%1").arg(id);
        if (q.value(1).toString() == QLatin1String("playing"))
            return tr("deal #%1 belongs to game %2, the game in progress").arg(id).arg(q.value(0).toLongLong());
        q.finish();
    }
    return {};
}

bool HistoryStore::deleteDeals(const std::vector<qint64>& dealIds, QString* why)
{
    auto work = [&](QSqlQuery& q, QString* error) {
        QSet<qint64> games;
        for (qint64 id : dealIds) {
            if (!run(q, QStringLiteral("SELECT game_id, number FROM deals WHERE id = ?"), {id}, error)) return false;
            if (!q.next()) continue;  // given twice
            const QVariant game = q.value(0);
            const int number = q.value(1).toInt();
            q.finish();
            if (!game.isNull()) {
                games.insert(game.toLongLong());
                if (!run(q, QStringLiteral("DELETE FROM moves WHERE game_id = ? AND deal_number = ?"), {game, number}, error) ||
                    !run(q, QStringLiteral("DELETE FROM lines_taken_back WHERE game_id = ? AND deal_number = ?"), {game, number}, error))
                    return false;
            }
            // The foreign keys take its analyses and set the parent of the deals played on
            // from it (and of a deal in progress played on from it) to none.
            if (!run(q, QStringLiteral("DELETE FROM deals WHERE id = ?"), {id}, error)) return false;
        }
        for (qint64 g : games)
            if (!run(q,
                     QStringLiteral("DELETE FROM games WHERE id = ? AND status <> 'playing'"
                                    " AND NOT EXISTS (SELECT 1 FROM deals WHERE game_id = games.id)"),
                     {g}, error))
                return false;
        return true;
    };
    return writeUnlessRefused([&] { return whyNotDeleteDeals(dealIds); }, work, why);
}

bool HistoryStore::writeUnlessRefused(const std::function<QString()>& whyNot,
                                      const std::function<bool(QSqlQuery&, QString*)>& work, QString* why)
{
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QString refused;
    const TransactionResult t = inTransaction(db, [&](QString* error) {
        // Asked inside the transaction: the write sees what was checked (or fails).
        refused = whyNot();
        if (!refused.isEmpty()) return false;
        QSqlQuery q(db);
        return work(q, error);
    });
    if (t) return true;
    if (!refused.isEmpty()) return refuse(refused, why);
    fail(t.error);
    if (why) *why = lastError_;
    return false;
}

std::optional<SavedGame> HistoryStore::inProgress() const
{
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery q(db);
    QString error;
    if (!run(q, QStringLiteral("SELECT id FROM games WHERE status = 'playing' ORDER BY id DESC LIMIT 1"), {}, &error)) {
        fail(error);
        return std::nullopt;
    }
    if (!q.next()) return std::nullopt;
    const qint64 id = q.value(0).toLongLong();
    q.finish();
    auto g = game(id);
    if (!g) return std::nullopt;
    SavedGame saved;
    saved.game = *g;
    saved.finishedDeals = deals(id);
    saved.dealNumber = int(saved.finishedDeals.size()) + 1;
    if (!run(q, QStringLiteral("SELECT number, dealt, parent_deal_id, branch_move FROM current_deal WHERE game_id = ?"), {id}, &error)) {
        fail(error);
        return std::nullopt;
    }
    // A deal dealt but not finished is the one after the finished deals; anything else is
    // a leftover of a deal already saved, and the next deal is dealt again from the seed.
    if (q.next() && q.value(0).toInt() == saved.dealNumber) {
        saved.dealt = objectOf(q.value(1));
        if (!q.value(2).isNull()) saved.parentDealId = q.value(2).toLongLong();
        saved.branchMove = q.value(3).toInt();
        q.finish();
        if (!run(q, QStringLiteral("SELECT idx, kind, seat, value FROM moves WHERE game_id = ? AND deal_number = ? ORDER BY idx"),
                 {id, saved.dealNumber}, &error)) {
            fail(error);
            return std::nullopt;
        }
        while (q.next()) {
            MoveRow m;
            m.index = q.value(0).toInt();
            m.kind = q.value(1).toString();
            m.seat = seatOf(q.value(2)).value_or(Seat::South);
            m.value = q.value(3).toString();
            saved.moves.push_back(m);
        }
    }
    return saved;
}

// --- The deal in progress -------------------------------------------------------------------

bool HistoryStore::beginDeal(qint64 gameId, int number, const QJsonObject& dealtRecord, std::optional<qint64> parentDealId,
                             int branchMove)
{
    return write([&](QSqlQuery& q, QString* error) {
        if (!run(q, QStringLiteral("SELECT number FROM current_deal WHERE game_id = ?"), {gameId}, error)) return false;
        const bool same = q.next() && q.value(0).toInt() == number;
        q.finish();
        return same ||
               (run(q, QStringLiteral("DELETE FROM moves WHERE game_id = ?"), {gameId}, error) &&
                run(q,
                    QStringLiteral("INSERT OR REPLACE INTO current_deal (game_id, number, dealt, parent_deal_id, branch_move)"
                                   " VALUES (?, ?, ?, ?, ?)"),
                    {gameId, number, jsonText(dealtRecord), nullable(parentDealId), branchMove}, error));
    });
}

bool HistoryStore::appendMove(qint64 gameId, int dealNumber, const QString& kind, Seat seat, const QString& value)
{
    return write([&](QSqlQuery& q, QString* error) {
        return run(q,
                   QStringLiteral("INSERT INTO moves (game_id, deal_number, idx, kind, seat, value) VALUES (?, ?,"
                                  " (SELECT COALESCE(MAX(idx), -1) + 1 FROM moves WHERE game_id = ? AND deal_number = ?), ?, ?, ?)"),
                   {gameId, dealNumber, gameId, dealNumber, kind, seatText(seat), value.isNull() ? QStringLiteral("") : value}, error);
    });
}

namespace {

bool isBeloteRow(const QString& kind) { return kind == QLatin1String("belote") || kind == QLatin1String("rebelote"); }

QString movesText(const std::vector<MoveRow>& moves)
{
    QJsonArray a;
    for (const MoveRow& m : moves) a.append(QJsonArray{m.kind, seatText(m.seat), m.value});
    return jsonText(a);
}

std::vector<MoveRow> movesOfText(const QString& text)
{
    std::vector<MoveRow> out;
    const QJsonArray a = QJsonDocument::fromJson(text.toUtf8()).array();
    for (const QJsonValue& v : a) {
        const QJsonArray m = v.toArray();
        const auto seat = parseSeat(m.at(1).toString().toStdString());
        if (m.size() != 3 || !seat) continue;
        out.push_back({int(out.size()), m.at(0).toString(), *seat, m.at(2).toString()});
    }
    return out;
}

bool sameMove(const MoveRow& a, const MoveRow& b) { return a.kind == b.kind && a.seat == b.seat && a.value == b.value; }

// Whether `line` is `longer`, or its start.
bool startsLine(const std::vector<MoveRow>& line, const std::vector<MoveRow>& longer)
{
    return line.size() <= longer.size() && std::equal(line.begin(), line.end(), longer.begin(), sameMove);
}

}  // namespace

bool HistoryStore::takeBack(qint64 gameId, int dealNumber, int kept)
{
    return write([&](QSqlQuery& q, QString* error) {
        std::vector<MoveRow> line;
        std::optional<int> cut;  // the first row not kept
        if (!run(q, QStringLiteral("SELECT idx, kind, seat, value FROM moves WHERE game_id = ? AND deal_number = ? ORDER BY idx"),
                 {gameId, dealNumber}, error))
            return false;
        int moves = 0;
        while (q.next()) {
            MoveRow m{q.value(0).toInt(), q.value(1).toString(), seatOf(q.value(2)).value_or(Seat::South), q.value(3).toString()};
            // A belote row goes with its card: kept when its card is.
            if (!isBeloteRow(m.kind) && moves++ == kept) cut = m.index;
            line.push_back(m);
        }
        q.finish();
        if (!cut) return true;
        bool known = false;
        int lines = 0;
        if (!run(q, QStringLiteral("SELECT line, moves FROM lines_taken_back WHERE game_id = ? AND deal_number = ?"),
                 {gameId, dealNumber}, error))
            return false;
        while (q.next()) {
            lines = std::max(lines, q.value(0).toInt());
            known = known || startsLine(line, movesOfText(q.value(1).toString()));
        }
        q.finish();
        if (!known &&
            !run(q,
                 QStringLiteral("INSERT INTO lines_taken_back (game_id, deal_number, line, kept, moves, taken_at) VALUES (?, ?, ?, ?, ?, ?)"),
                 {gameId, dealNumber, lines + 1, kept, movesText(line), now()}, error))
            return false;
        return run(q, QStringLiteral("DELETE FROM moves WHERE game_id = ? AND deal_number = ? AND idx >= ?"), {gameId, dealNumber, *cut},
                   error);
    });
}

std::vector<TakenBackLine> HistoryStore::linesTakenBack(qint64 gameId, int dealNumber) const
{
    std::vector<TakenBackLine> out;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    QString error;
    if (!run(q,
             QStringLiteral("SELECT line, kept, moves, taken_at FROM lines_taken_back WHERE game_id = ? AND deal_number = ? ORDER BY line"),
             {gameId, dealNumber}, &error)) {
        fail(error);
        return out;
    }
    while (q.next()) out.push_back({q.value(0).toInt(), q.value(1).toInt(), movesOfText(q.value(2).toString()), timeOf(q.value(3))});
    return out;
}

// --- Pars ----------------------------------------------------------------------------------------

bool HistoryStore::savePar(qint64 gameId, int dealNumber, const QJsonObject& par)
{
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery q(db);
    QString error;
    if (!run(q, QStringLiteral("SELECT id FROM deals WHERE game_id = ? AND number = ?"), {gameId, dealNumber}, &error))
        return fail(error);
    if (!q.next()) return fail(QStringLiteral("no deal %1 in game %2 for its par").arg(dealNumber).arg(gameId));
    const qint64 dealId = q.value(0).toLongLong();
    q.finish();
    const QString text = QString::fromUtf8(QJsonDocument(par).toJson(QJsonDocument::Compact));
    if (!run(q, QStringLiteral("INSERT OR REPLACE INTO pars (deal_id, you, bots, par, saved_at) VALUES (?, ?, ?, ?, ?)"),
             {dealId, par.value(QStringLiteral("you")).toInt(), par.value(QStringLiteral("bots")).toInt(), text, now()}, &error))
        return fail(error);
    return true;
}

std::optional<QJsonObject> HistoryStore::par(qint64 dealId) const
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    QString error;
    if (!run(q, QStringLiteral("SELECT par FROM pars WHERE deal_id = ?"), {dealId}, &error)) {
        fail(error);
        return std::nullopt;
    }
    if (!q.next()) return std::nullopt;
    const QJsonDocument doc = QJsonDocument::fromJson(q.value(0).toString().toUtf8());
    if (!doc.isObject()) {
        fail(QStringLiteral("deal #%1: its stored par cannot be read").arg(dealId));
        return std::nullopt;
    }
    return doc.object();
}

QHash<qint64, std::array<int, 2>> HistoryStore::allPars() const
{
    QHash<qint64, std::array<int, 2>> out;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    QString error;
    if (!run(q, QStringLiteral("SELECT deal_id, you, bots FROM pars"), {}, &error)) {
        fail(error);
        return out;
    }
    while (q.next()) out.insert(q.value(0).toLongLong(), {q.value(1).toInt(), q.value(2).toInt()});
    return out;
}

// --- Deals ---------------------------------------------------------------------------------------

std::optional<qint64> HistoryStore::saveDeal(qint64 gameId, int number, const QJsonObject& record,
                                             const std::array<int, 2>& scores, std::optional<Team> gameOverWinner)
{
    QString error;
    const auto c = columnsOf(record, &error);
    if (!c) {
        fail(QStringLiteral("deal %1 not saved: %2").arg(number).arg(error));
        return std::nullopt;
    }
    qint64 id = 0;
    auto work = [&](QSqlQuery& q, QString* error) {
        DealPlace place{gameId, number, std::nullopt, 0, QStringLiteral("played"), now()};
        if (!run(q, QStringLiteral("SELECT parent_deal_id, branch_move FROM current_deal WHERE game_id = ? AND number = ?"),
                 {gameId, number}, error))
            return false;
        if (q.next()) {
            if (!q.value(0).isNull()) place.parent = q.value(0).toLongLong();
            place.branchMove = q.value(1).toInt();
        }
        q.finish();
        return insertDeal(q, *c, place, error, &id) &&
               run(q, QStringLiteral("DELETE FROM moves WHERE game_id = ? AND deal_number = ?"), {gameId, number}, error) &&
               run(q, QStringLiteral("DELETE FROM current_deal WHERE game_id = ? AND number = ?"), {gameId, number}, error) &&
               run(q, QStringLiteral("UPDATE games SET score_ns = ?, score_ew = ? WHERE id = ?"), {scores[0], scores[1], gameId}, error) &&
               (!gameOverWinner || run(q, QStringLiteral("UPDATE games SET status = 'finished', ended_at = ?, winner = ? WHERE id = ?"),
                                       {now(), QLatin1String(teamName(*gameOverWinner)), gameId}, error));
    };
    if (!write(work, QStringLiteral("deal %1 not saved").arg(number))) return std::nullopt;
    return id;
}

std::vector<DealRow> HistoryStore::deals(qint64 gameId) const
{
    std::vector<DealRow> out;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    QString error;
    if (!run(q, QStringLiteral("SELECT %1 FROM deals WHERE game_id = ? ORDER BY number").arg(dealColumns()), {gameId}, &error)) {
        fail(error);
        return out;
    }
    while (q.next()) out.push_back(dealRowOf(q));
    return out;
}

std::vector<DealRow> HistoryStore::allDeals(bool withRecords) const
{
    std::vector<DealRow> out;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);  // read once: no copy of every row kept by the driver
    QString error;
    if (!run(q,
             QStringLiteral("SELECT %1 FROM deals ORDER BY game_id IS NULL, game_id, number, id").arg(dealColumns(withRecords)),
             {}, &error)) {
        fail(error);
        return out;
    }
    while (q.next()) out.push_back(dealRowOf(q));
    return out;
}

std::vector<DealRow> HistoryStore::importedDeals() const
{
    std::vector<DealRow> out;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    QString error;
    if (!run(q, QStringLiteral("SELECT %1 FROM deals WHERE game_id IS NULL ORDER BY id").arg(dealColumns()), {}, &error)) {
        fail(error);
        return out;
    }
    while (q.next()) out.push_back(dealRowOf(q));
    return out;
}

std::optional<DealRow> HistoryStore::deal(qint64 dealId) const
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    QString error;
    if (!run(q, QStringLiteral("SELECT %1 FROM deals WHERE id = ?").arg(dealColumns()), {dealId}, &error)) {
        fail(error);
        return std::nullopt;
    }
    if (!q.next()) return std::nullopt;
    return dealRowOf(q);
}

// --- Export and import -----------------------------------------------------------------------

std::vector<QJsonObject> HistoryStore::records(const std::vector<qint64>& dealIds) const
{
    std::vector<QJsonObject> out;
    for (qint64 id : dealIds)
        if (auto d = deal(id)) out.push_back(d->record);
    return out;
}

bool HistoryStore::writeRecords(const QString& path, const std::vector<QJsonObject>& records, QString* error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        if (error) *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
        return false;
    }
    if (path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) && records.size() == 1) {
        f.write(QJsonDocument(records.front()).toJson(QJsonDocument::Indented));
    } else {
        for (const QJsonObject& r : records) {
            f.write(toJsonLine(r));
            f.write("\n");
        }
    }
    if (!f.commit()) {
        if (error) *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
        return false;
    }
    return true;
}

bool HistoryStore::exportDeals(const QString& path, const std::vector<qint64>& dealIds, QString* error) const
{
    return writeRecords(path, records(dealIds), error);
}

bool HistoryStore::exportGames(const QString& path, const std::vector<qint64>& gameIds, QString* error) const
{
    std::vector<QJsonObject> out;
    for (qint64 g : gameIds)
        for (const DealRow& d : deals(g)) out.push_back(d.record);
    return writeRecords(path, out, error);
}

// The records of a file, checked: what importWrite() adds.
struct PreparedDeals {
    std::vector<DealColumns> deals;
};

ImportReport HistoryStore::importFile(const QString& path)
{
    return importWrite({prepareImportFile(path)});
}

ImportReport HistoryStore::importData(const QByteArray& data, const QString& fileName)
{
    return importWrite({prepareImport(data, fileName)});
}

PreparedImport HistoryStore::prepareImportFile(const QString& path, const ImportProgress& progress)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        PreparedImport p;
        p.fileName = path;
        p.error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
        return p;
    }
    return prepareImport(f.readAll(), path, progress);
}

PreparedImport HistoryStore::prepareImport(const QByteArray& data, const QString& fileName, const ImportProgress& progress)
{
    PreparedImport p;
    p.fileName = fileName;
    p.deals = std::make_shared<PreparedDeals>();
    const std::vector<InputRecord> input = splitRecords(data);
    p.records = int(input.size());
    int done = 0;
    for (const InputRecord& in : input) {
        if (progress && !progress(done, p.records)) {
            p.cancelled = true;
            p.deals->deals.clear();
            return p;
        }
        ++done;
        const auto rec = readRecord(in.json);
        QString why;
        std::optional<DealColumns> c;
        if (!rec) why = rec.error;
        else c = columnsOf(writeRecord(*rec.value), &why);
        if (c && !rec.value->givenResult.isUndefined()) {
            // Compare with the result as given (writeRecord() wrote the engine's).
            QString given = resultDifference(*rec.value);
            if (!given.isEmpty()) {
                why = given;
                c.reset();
            }
        }
        if (!c) {
            p.refused << QStringLiteral("%1:%2: %3").arg(fileName).arg(in.line).arg(why);
            continue;
        }
        p.deals->deals.push_back(std::move(*c));
    }
    if (progress) progress(done, p.records);
    return p;
}

namespace {

// The deals of `files` not there yet added, in the transaction of importWrite(); false with
// *error at the first failure (the caller rolls every one back).
bool addImported(QSqlDatabase& db, const std::vector<PreparedImport>& files, ImportReport* report, QString* error)
{
    const QString cannotSearch = QStringLiteral("the history cannot be searched for the deals already there: %1");
    QSqlQuery q(db);
    QSqlQuery exists(db);
    if (!exists.prepare(QStringLiteral("SELECT 1 FROM deals WHERE fingerprint = ? LIMIT 1"))) {
        *error = cannotSearch.arg(errorText(exists.lastError()));
        return false;
    }
    QSet<QString> seen;
    const DealPlace place{std::nullopt, 0, std::nullopt, 0, QStringLiteral("imported"), now()};
    for (const PreparedImport& p : files) {
        if (!p.deals) continue;
        for (const DealColumns& c : p.deals->deals) {
            exists.addBindValue(c.fingerprint);
            if (!exists.exec()) {
                // Not "not there": nothing is added when the history cannot be searched.
                *error = cannotSearch.arg(errorText(exists.lastError()));
                return false;
            }
            const bool there = exists.next();
            exists.finish();
            if (there || seen.contains(c.fingerprint)) {
                ++report->duplicates;
                continue;
            }
            seen.insert(c.fingerprint);
            if (!insertDeal(q, c, place, error)) return false;
            ++report->added;
        }
    }
    return true;
}

}  // namespace

ImportReport HistoryStore::importWrite(const std::vector<PreparedImport>& files)
{
    ImportReport report;
    QStringList errors;
    for (const PreparedImport& p : files) {
        report.refused << p.refused;
        if (!p.error.isEmpty()) errors << p.error;
    }
    auto failed = [&](const QString& why) {
        report.added = 0;
        report.duplicates = 0;
        report.writeFailed = true;
        errors << QStringLiteral("nothing imported: %1").arg(why);
        report.error = errors.join(QLatin1Char('\n'));
        fail(why);
        return report;
    };
    bool any = false;
    for (const PreparedImport& p : files) any = any || (p.deals && !p.deals->deals.empty());
    if (!any) {
        report.error = errors.join(QLatin1Char('\n'));
        return report;
    }
    // One transaction for every file, taken for writing at once (BEGIN IMMEDIATE): the
    // search for the deals already there sees what the insert adds to, and a lock held by
    // another program fails here, before anything is read, never half-way.
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    const TransactionResult t = inTransaction(
        db, [&](QString* error) { return addImported(db, files, &report, error); }, {.immediate = true});
    if (!t) return failed(t.error);
    report.error = errors.join(QLatin1Char('\n'));
    return report;
}

QString HistoryStore::fingerprint(const QJsonObject& record, QString* error)
{
    const auto rec = readRecord(record);
    if (!rec) {
        if (error) *error = rec.error;
        return {};
    }
    return fingerprintOf(rec.value->deal);
}

// --- The solver's analysis -----------------------------------------------------------------------

bool HistoryStore::saveAnalysis(qint64 dealId, const QJsonObject& analysis, int version)
{
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    const TransactionResult t = inTransaction(db, [&](QString* error) {
        QSqlQuery q(db);
        return run(q, QStringLiteral("INSERT OR REPLACE INTO analyses (deal_id, version, analysis, saved_at) VALUES (?, ?, ?, ?)"),
                   {dealId, version, QString::fromUtf8(QJsonDocument(analysis).toJson(QJsonDocument::Compact)), now()}, error);
    });
    return t || fail(t.error);
}

std::optional<QJsonObject> HistoryStore::analysis(qint64 dealId, int version) const
{
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    QString error;
    if (!run(q, QStringLiteral("SELECT analysis FROM analyses WHERE deal_id = ? AND version = ?"), {dealId, version}, &error)) {
        fail(error);
        return std::nullopt;
    }
    if (!q.next()) return std::nullopt;
    return objectOf(q.value(0));
}

QHash<qint64, QJsonObject> HistoryStore::allAnalyses(int version) const
{
    QHash<qint64, QJsonObject> out;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    QString error;
    if (!run(q, QStringLiteral("SELECT deal_id, analysis FROM analyses WHERE version = ?"), {version}, &error)) {
        fail(error);
        return out;
    }
    while (q.next()) out.insert(q.value(0).toLongLong(), objectOf(q.value(1)));
    return out;
}


// --- The writer's connection (historywriter.h) ------------------------------------------------

// The writes of the recorder (beginGame … saveDeal) each run in a transaction of their own,
// or, in a batch, in the batch's: then a failure leaves the rollback to endBatch().
bool HistoryStore::write(const std::function<bool(QSqlQuery&, QString*)>& work, const QString& what)
{
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    const TransactionResult t = inTransaction(
        db,
        [&](QString* error) {
            QSqlQuery q(db);
            return work(q, error);
        },
        {.nested = batch_ != nullptr});
    if (t) return true;
    if (t.failed == TransactionResult::Step::Begin || what.isEmpty()) return fail(t.error);
    return fail(QStringLiteral("%1: %2").arg(what, t.error));
}

bool HistoryStore::beginBatch()
{
    auto batch = std::make_unique<Transaction>(QSqlDatabase::database(connection_, false));
    if (!batch->begun()) return fail(batch->error());
    batch_ = std::move(batch);
    return true;
}

bool HistoryStore::endBatch(bool keep)
{
    const std::unique_ptr<Transaction> batch = std::move(batch_);
    if (!batch) return keep && fail(QStringLiteral("no batch to end"));
    if (!keep) {
        batch->rollback();
        return false;
    }
    return batch->commit() || fail(batch->error());
}

bool HistoryStore::inMemory() const
{
    return QSqlDatabase::database(connection_, false).databaseName() == QLatin1String(":memory:");
}

bool HistoryStore::openWriter(const QString& path, int busyTimeoutMs, QString* error)
{
    close();
    path_ = path;
    if (!QFileInfo::exists(path)) {
        *error = QStringLiteral("the file is gone");
        return false;
    }
    const bool ok = [&] {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs));
        if (!db.open()) {
            *error = errorText(db.lastError());
            return false;
        }
        QSqlQuery q(db);
        // The file is in WAL mode already (open() set it, and it stays so): only what belongs
        // to a connection is set here.
        return run(q, QStringLiteral("PRAGMA foreign_keys = ON"), {}, error) &&
               run(q, QStringLiteral("PRAGMA synchronous = NORMAL"), {}, error);
    }();
    if (!ok) close();
    return ok;
}

}  // namespace rebelote
