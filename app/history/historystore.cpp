// HistoryStore's storage: the games, the deal in progress and its moves, the lines taken
// back, the finished deals, their pars and analyses, read and written on the store's
// connection (historystore.h says what each table holds). Opening the file is
// historyopen.cpp, the schema and its migrations historyschema.cpp, import and export
// historytransfer.cpp.
#include "app/history/historystore.h"

#include "app/history/historydealrow.h"
#include "app/history/historysql.h"

#include "engine/record.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <algorithm>
#include <atomic>
#include <functional>

namespace rebelote {

using namespace belote;
using namespace sql;

namespace {

std::atomic<int> connections{0};

// The statuses as bound to the statements.
const QVariant kPlaying = QString(storedText(GameStatus::Playing));
const QVariant kFinished = QString(storedText(GameStatus::Finished));
const QVariant kAbandoned = QString(storedText(GameStatus::Abandoned));

// A game's stored status (the schema's CHECK allows no other word; a copy read from a
// damaged file might: such a game is neither resumed nor counted, as an abandoned one).
GameStatus statusOf(const QVariant& v) { return gameStatusOf(v.toString()).value_or(GameStatus::Abandoned); }

// The columns dealRowOf() reads; the record's is %1 (NULL: left out, DealRow::record empty).
// The retourne is read from the record by SQLite (a record that is not JSON: none), so that
// the lists have it without the records.
const char* const kDealColumns =
    "id, game_id, number, preset, dealer, taker, contract, coinche, outcome, made, capot, marks_ns, marks_ew, %1 AS "
    "record,"
    " parent_deal_id, branch_move, source, saved_at,"
    " CASE WHEN json_valid(record) THEN json_extract(record, '$.retourne') END AS retourne";
QString dealColumns(bool withRecord = true)
{
    return QString::fromLatin1(kDealColumns).arg(withRecord ? QLatin1String("record") : QLatin1String("NULL"));
}

// The places of the columns dealRowOf() reads, looked up once a query.
struct DealPlaces {
    int id, gameId, number, preset, dealer, taker, contract, coinche, outcome, made, capot, marksNs, marksEw, record,
        parent, branchMove, source, savedAt, retourne;
    explicit DealPlaces(const QSqlQuery& q)
    {
        const Columns c(q);
        id = c("id"), gameId = c("game_id"), number = c("number"), preset = c("preset"), dealer = c("dealer");
        taker = c("taker"), contract = c("contract"), coinche = c("coinche"), outcome = c("outcome"), made = c("made");
        capot = c("capot"), marksNs = c("marks_ns"), marksEw = c("marks_ew"), record = c("record");
        parent = c("parent_deal_id"), branchMove = c("branch_move"), source = c("source"), savedAt = c("saved_at");
        retourne = c("retourne");
    }
};

DealRow dealRowOf(const QSqlQuery& q, const DealPlaces& at)
{
    DealRow d;
    d.id = q.value(at.id).toLongLong();
    if (!q.value(at.gameId).isNull()) d.gameId = q.value(at.gameId).toLongLong();
    d.number = q.value(at.number).toInt();
    d.preset = q.value(at.preset).toString();
    d.dealer = seatOf(q.value(at.dealer)).value_or(Seat::South);
    d.taker = seatOf(q.value(at.taker));
    d.contract = q.value(at.contract).toString();
    d.coinche = q.value(at.coinche).toInt();
    // The engine wrote the word (columnsOf()); one it does not know is of no deal played.
    d.outcome = parseOutcome(q.value(at.outcome).toString().toStdString()).value_or(Outcome::Passed);
    if (!q.value(at.made).isNull()) d.made = q.value(at.made).toInt() != 0;
    d.capot = q.value(at.capot).toInt() != 0;
    d.marks = {q.value(at.marksNs).toInt(), q.value(at.marksEw).toInt()};
    if (!q.value(at.record).isNull()) d.record = objectOf(q.value(at.record));
    if (!q.value(at.parent).isNull()) d.parentDealId = q.value(at.parent).toLongLong();
    d.branchMove = q.value(at.branchMove).toInt();
    d.source =
        dealSourceOf(q.value(at.source).toString()).value_or(d.gameId ? DealSource::Played : DealSource::Imported);
    d.savedAt = timeOf(q.value(at.savedAt));
    const QVariant retourne = q.value(at.retourne);
    if (retourne.typeId() == QMetaType::QString) d.retourne = parseCard(retourne.toString().toStdString());
    return d;
}

// Every row of a query of dealColumns().
std::vector<DealRow> dealRowsOf(QSqlQuery& q)
{
    std::vector<DealRow> out;
    const DealPlaces at(q);
    while (q.next()) out.push_back(dealRowOf(q, at));
    return out;
}

// The columns gameRowOf() reads, of `games g`.
const char* const kGameColumns =
    "id, rules, preset, seed, players, started_at, ended_at, status, score_ns, score_ew, winner, first_deal,"
    " (SELECT COUNT(*) FROM deals d WHERE d.game_id = g.id) AS deal_count, practice, card_signals";

struct GamePlaces {
    int id, rules, preset, seed, players, startedAt, endedAt, status, scoreNs, scoreEw, winner, firstDeal, deals,
        practice, cardSignals;
    explicit GamePlaces(const QSqlQuery& q)
    {
        const Columns c(q);
        id = c("id"), rules = c("rules"), preset = c("preset"), seed = c("seed"), players = c("players");
        startedAt = c("started_at"), endedAt = c("ended_at"), status = c("status"), scoreNs = c("score_ns");
        scoreEw = c("score_ew"), winner = c("winner"), firstDeal = c("first_deal"), deals = c("deal_count");
        practice = c("practice"), cardSignals = c("card_signals");
    }
};

GameRow gameRowOf(const QSqlQuery& q, const GamePlaces& at)
{
    GameRow g;
    g.id = q.value(at.id).toLongLong();
    g.rules = objectOf(q.value(at.rules));
    g.preset = q.value(at.preset).toString();
    g.seed = q.value(at.seed).toString().toULongLong();
    g.players = QJsonDocument::fromJson(q.value(at.players).toString().toUtf8()).array();
    g.startedAt = timeOf(q.value(at.startedAt));
    g.endedAt = timeOf(q.value(at.endedAt));
    g.status = statusOf(q.value(at.status));
    g.scores = {q.value(at.scoreNs).toInt(), q.value(at.scoreEw).toInt()};
    const QString w = q.value(at.winner).toString();
    if (w == QLatin1String("NS")) g.winner = Team::NS;
    if (w == QLatin1String("EW")) g.winner = Team::EW;
    if (!q.value(at.firstDeal).isNull()) g.firstDeal = objectOf(q.value(at.firstDeal));
    g.deals = q.value(at.deals).toInt();
    g.practice = q.value(at.practice).toBool();
    // A word this version does not know (a newer one's): read as no calls.
    if (!signalsFromName(q.value(at.cardSignals).toString().toStdString(), &g.cardSignals))
        g.cardSignals = Signals::None;
    return g;
}

// Every row of a query of kGameColumns.
std::vector<GameRow> gameRowsOf(QSqlQuery& q)
{
    std::vector<GameRow> out;
    const GamePlaces at(q);
    while (q.next()) out.push_back(gameRowOf(q, at));
    return out;
}

// The saved moves of a deal, in order.
bool readMoves(QSqlQuery& q, qint64 gameId, int dealNumber, std::vector<MoveRow>* out, QString* error)
{
    if (!run(q,
             QStringLiteral(
                 "SELECT idx, kind, seat, value FROM moves WHERE game_id = ? AND deal_number = ? ORDER BY idx"),
             {gameId, dealNumber}, error))
        return false;
    const Columns c(q);
    const int idx = c("idx"), kind = c("kind"), seat = c("seat"), value = c("value");
    while (q.next())
        out->push_back({q.value(idx).toInt(), q.value(kind).toString(), seatOf(q.value(seat)).value_or(Seat::South),
                        q.value(value).toString()});
    q.finish();
    return true;
}

}  // namespace

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
    const QString folder =
        QStandardPaths::isTestModeEnabled() ? QCoreApplication::applicationName() : QStringLiteral("Rebelote");
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QLatin1Char('/') + folder +
           QStringLiteral("/history.db");
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

QSqlDatabase HistoryStore::database() const
{
    if (sqlObserver_) sqlObserver_();
    return QSqlDatabase::database(connection_, false);
}

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

// --- Games -------------------------------------------------------------------------------------

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
            run(q, QStringLiteral("DELETE FROM moves WHERE game_id IN (SELECT id FROM games WHERE status = ?)"),
                {kPlaying}, error) &&
            run(q, QStringLiteral("DELETE FROM current_deal WHERE game_id IN (SELECT id FROM games WHERE status = ?)"),
                {kPlaying}, error) &&
            run(q, QStringLiteral("UPDATE games SET status = ?, ended_at = ? WHERE status = ?"),
                {kAbandoned, t, kPlaying}, error) &&
            run(q,
                QStringLiteral(
                    "INSERT INTO games (rules, preset, seed, players, started_at, status, first_deal, practice,"
                    " card_signals) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                {jsonText(row.rules), row.preset, row.seed, jsonText(row.players), t, kPlaying,
                 row.firstDeal ? QVariant(jsonText(*row.firstDeal)) : QVariant(), int(row.practice), row.cardSignals},
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
               run(q, QStringLiteral("UPDATE games SET status = ?, ended_at = ? WHERE id = ? AND status = ?"),
                   {kAbandoned, now(), gameId, kPlaying}, error);
    });
}

bool HistoryStore::finishGame(qint64 gameId, const std::array<int, 2>& scores, std::optional<Team> winner)
{
    return write([&](QSqlQuery& q, QString* error) {
        return run(q, QStringLiteral("DELETE FROM moves WHERE game_id = ?"), {gameId}, error) &&
               run(q, QStringLiteral("DELETE FROM current_deal WHERE game_id = ?"), {gameId}, error) &&
               run(q,
                   QStringLiteral(
                       "UPDATE games SET status = ?, ended_at = COALESCE(ended_at, ?), score_ns = ?, score_ew = ?,"
                       " winner = ? WHERE id = ?"),
                   {kFinished, now(), scores[0], scores[1],
                    winner ? QVariant(QLatin1String(teamName(*winner))) : QVariant(), gameId},
                   error);
    });
}

std::vector<GameRow> HistoryStore::games() const
{
    QSqlQuery q(database());
    QString error;
    if (!run(q, QStringLiteral("SELECT %1 FROM games g ORDER BY g.id").arg(QLatin1String(kGameColumns)), {}, &error)) {
        fail(error);
        return {};
    }
    return gameRowsOf(q);
}

std::optional<GameRow> HistoryStore::game(qint64 gameId) const
{
    QSqlQuery q(database());
    QString error;
    if (!run(q, QStringLiteral("SELECT %1 FROM games g WHERE g.id = ?").arg(QLatin1String(kGameColumns)), {gameId},
             &error)) {
        fail(error);
        return std::nullopt;
    }
    std::vector<GameRow> rows = gameRowsOf(q);
    if (rows.empty()) return std::nullopt;
    return rows.front();
}

QString HistoryStore::whyNotDeleteGame(qint64 gameId) const
{
    QSqlQuery q(database());
    QString error;
    if (!run(q, QStringLiteral("SELECT status FROM games WHERE id = ?"), {gameId}, &error)) return error;
    if (!q.next()) return tr("no game %1").arg(gameId);
    if (statusOf(q.value(QStringLiteral("status"))) == GameStatus::Playing)
        return tr("game %1 is the game in progress").arg(gameId);
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
    QSqlQuery q(database());
    if (!q.prepare(QStringLiteral(
            "SELECT d.game_id, g.status FROM deals d LEFT JOIN games g ON g.id = d.game_id WHERE d.id = ?")))
        return errorText(q.lastError());
    for (qint64 id : dealIds) {
        q.addBindValue(id);
        if (!q.exec()) return errorText(q.lastError());
        if (!q.next()) return tr("no deal #%1").arg(id);
        if (statusOf(q.value(QStringLiteral("status"))) == GameStatus::Playing)
            return tr("deal #%1 belongs to game %2, the game in progress")
                .arg(id)
                .arg(q.value(QStringLiteral("game_id")).toLongLong());
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
            const QVariant game = q.value(QStringLiteral("game_id"));
            const int number = q.value(QStringLiteral("number")).toInt();
            q.finish();
            if (!game.isNull()) {
                games.insert(game.toLongLong());
                if (!run(q, QStringLiteral("DELETE FROM moves WHERE game_id = ? AND deal_number = ?"), {game, number},
                         error) ||
                    !run(q, QStringLiteral("DELETE FROM lines_taken_back WHERE game_id = ? AND deal_number = ?"),
                         {game, number}, error))
                    return false;
            }
            // The foreign keys take its analyses and set the parent of the deals played on
            // from it (and of a deal in progress played on from it) to none.
            if (!run(q, QStringLiteral("DELETE FROM deals WHERE id = ?"), {id}, error)) return false;
        }
        for (qint64 g : games)
            if (!run(q,
                     QStringLiteral("DELETE FROM games WHERE id = ? AND status <> ?"
                                    " AND NOT EXISTS (SELECT 1 FROM deals WHERE game_id = games.id)"),
                     {g, kPlaying}, error))
                return false;
        return true;
    };
    return writeUnlessRefused([&] { return whyNotDeleteDeals(dealIds); }, work, why);
}

bool HistoryStore::writeUnlessRefused(const std::function<QString()>& whyNot,
                                      const std::function<bool(QSqlQuery&, QString*)>& work, QString* why)
{
    QSqlDatabase db = database();
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
    QSqlDatabase db = database();
    QSqlQuery q(db);
    QString error;
    if (!run(q, QStringLiteral("SELECT id FROM games WHERE status = ? ORDER BY id DESC LIMIT 1"), {kPlaying}, &error)) {
        fail(error);
        return std::nullopt;
    }
    if (!q.next()) return std::nullopt;
    const qint64 id = q.value(QStringLiteral("id")).toLongLong();
    q.finish();
    auto g = game(id);
    if (!g) return std::nullopt;
    SavedGame saved;
    saved.game = *g;
    saved.finishedDeals = deals(id);
    saved.dealNumber = int(saved.finishedDeals.size()) + 1;
    if (!run(q, QStringLiteral("SELECT number, dealt, parent_deal_id, branch_move FROM current_deal WHERE game_id = ?"),
             {id}, &error)) {
        fail(error);
        return std::nullopt;
    }
    // A deal dealt but not finished is the one after the finished deals; anything else is
    // a leftover of a deal already saved, and the next deal is dealt again from the seed.
    if (q.next() && q.value(QStringLiteral("number")).toInt() == saved.dealNumber) {
        saved.dealt = objectOf(q.value(QStringLiteral("dealt")));
        const QVariant parent = q.value(QStringLiteral("parent_deal_id"));
        if (!parent.isNull()) saved.parentDealId = parent.toLongLong();
        saved.branchMove = q.value(QStringLiteral("branch_move")).toInt();
        q.finish();
        if (!readMoves(q, id, saved.dealNumber, &saved.moves, &error)) {
            fail(error);
            return std::nullopt;
        }
    }
    return saved;
}

// --- The deal in progress -------------------------------------------------------------------

bool HistoryStore::beginDeal(qint64 gameId, int number, const QJsonObject& dealtRecord,
                             std::optional<qint64> parentDealId, int branchMove)
{
    return write([&](QSqlQuery& q, QString* error) {
        if (!run(q, QStringLiteral("SELECT number FROM current_deal WHERE game_id = ?"), {gameId}, error)) return false;
        const bool same = q.next() && q.value(QStringLiteral("number")).toInt() == number;
        q.finish();
        return same ||
               (run(q, QStringLiteral("DELETE FROM moves WHERE game_id = ?"), {gameId}, error) &&
                run(q,
                    QStringLiteral(
                        "INSERT OR REPLACE INTO current_deal (game_id, number, dealt, parent_deal_id, branch_move)"
                        " VALUES (?, ?, ?, ?, ?)"),
                    {gameId, number, jsonText(dealtRecord), nullable(parentDealId), branchMove}, error));
    });
}

bool HistoryStore::appendMove(qint64 gameId, int dealNumber, const QString& kind, Seat seat, const QString& value)
{
    return write([&](QSqlQuery& q, QString* error) {
        return run(
            q,
            QStringLiteral(
                "INSERT INTO moves (game_id, deal_number, idx, kind, seat, value) VALUES (?, ?,"
                " (SELECT COALESCE(MAX(idx), -1) + 1 FROM moves WHERE game_id = ? AND deal_number = ?), ?, ?, ?)"),
            {gameId, dealNumber, gameId, dealNumber, kind, seatText(seat), value.isNull() ? QStringLiteral("") : value},
            error);
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
        if (!readMoves(q, gameId, dealNumber, &line, error)) return false;
        std::optional<int> cut;  // the first row not kept
        int moves = 0;
        for (const MoveRow& m : line)
            // A belote row goes with its card: kept when its card is.
            if (!isBeloteRow(m.kind) && moves++ == kept) cut = m.index;
        if (!cut) return true;
        bool known = false;
        int lines = 0;
        if (!run(q, QStringLiteral("SELECT line, moves FROM lines_taken_back WHERE game_id = ? AND deal_number = ?"),
                 {gameId, dealNumber}, error))
            return false;
        while (q.next()) {
            lines = std::max(lines, q.value(QStringLiteral("line")).toInt());
            known = known || startsLine(line, movesOfText(q.value(QStringLiteral("moves")).toString()));
        }
        q.finish();
        if (!known && !run(q,
                           QStringLiteral("INSERT INTO lines_taken_back (game_id, deal_number, line, kept, moves, "
                                          "taken_at) VALUES (?, ?, ?, ?, ?, ?)"),
                           {gameId, dealNumber, lines + 1, kept, movesText(line), now()}, error))
            return false;
        return run(q, QStringLiteral("DELETE FROM moves WHERE game_id = ? AND deal_number = ? AND idx >= ?"),
                   {gameId, dealNumber, *cut}, error);
    });
}

std::vector<TakenBackLine> HistoryStore::linesTakenBack(qint64 gameId, int dealNumber) const
{
    std::vector<TakenBackLine> out;
    QSqlQuery q(database());
    QString error;
    if (!run(q,
             QStringLiteral("SELECT line, kept, moves, taken_at FROM lines_taken_back WHERE game_id = ? AND "
                            "deal_number = ? ORDER BY line"),
             {gameId, dealNumber}, &error)) {
        fail(error);
        return out;
    }
    const Columns c(q);
    const int line = c("line"), kept = c("kept"), moves = c("moves"), takenAt = c("taken_at");
    while (q.next())
        out.push_back({q.value(line).toInt(), q.value(kept).toInt(), movesOfText(q.value(moves).toString()),
                       timeOf(q.value(takenAt))});
    return out;
}

// --- Pars ----------------------------------------------------------------------------------------

bool HistoryStore::savePar(qint64 gameId, int dealNumber, const QJsonObject& par)
{
    QSqlDatabase db = database();
    QSqlQuery q(db);
    QString error;
    if (!run(q, QStringLiteral("SELECT id FROM deals WHERE game_id = ? AND number = ?"), {gameId, dealNumber}, &error))
        return fail(error);
    if (!q.next()) return fail(QStringLiteral("no deal %1 in game %2 for its par").arg(dealNumber).arg(gameId));
    const qint64 dealId = q.value(QStringLiteral("id")).toLongLong();
    q.finish();
    const QString text = QString::fromUtf8(QJsonDocument(par).toJson(QJsonDocument::Compact));
    if (!run(q,
             QStringLiteral("INSERT OR REPLACE INTO pars (deal_id, you, bots, par, saved_at) VALUES (?, ?, ?, ?, ?)"),
             {dealId, par.value(QStringLiteral("you")).toInt(), par.value(QStringLiteral("bots")).toInt(), text, now()},
             &error))
        return fail(error);
    return true;
}

std::optional<QJsonObject> HistoryStore::par(qint64 dealId) const
{
    QSqlQuery q(database());
    QString error;
    if (!run(q, QStringLiteral("SELECT par FROM pars WHERE deal_id = ?"), {dealId}, &error)) {
        fail(error);
        return std::nullopt;
    }
    if (!q.next()) return std::nullopt;
    const QJsonDocument doc = QJsonDocument::fromJson(q.value(QStringLiteral("par")).toString().toUtf8());
    if (!doc.isObject()) {
        fail(QStringLiteral("deal #%1: its stored par cannot be read").arg(dealId));
        return std::nullopt;
    }
    return doc.object();
}

QHash<qint64, std::array<int, 2>> HistoryStore::allPars() const
{
    QHash<qint64, std::array<int, 2>> out;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    QString error;
    if (!run(q, QStringLiteral("SELECT deal_id, you, bots FROM pars"), {}, &error)) {
        fail(error);
        return out;
    }
    const Columns c(q);
    const int deal = c("deal_id"), you = c("you"), bots = c("bots");
    while (q.next()) out.insert(q.value(deal).toLongLong(), {q.value(you).toInt(), q.value(bots).toInt()});
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
        DealPlace place{gameId, number, std::nullopt, 0, DealSource::Played, now()};
        if (!run(
                q,
                QStringLiteral("SELECT parent_deal_id, branch_move FROM current_deal WHERE game_id = ? AND number = ?"),
                {gameId, number}, error))
            return false;
        if (q.next()) {
            const QVariant parent = q.value(QStringLiteral("parent_deal_id"));
            if (!parent.isNull()) place.parent = parent.toLongLong();
            place.branchMove = q.value(QStringLiteral("branch_move")).toInt();
        }
        q.finish();
        return insertDeal(q, *c, place, error, &id) &&
               run(q, QStringLiteral("DELETE FROM moves WHERE game_id = ? AND deal_number = ?"), {gameId, number},
                   error) &&
               run(q, QStringLiteral("DELETE FROM current_deal WHERE game_id = ? AND number = ?"), {gameId, number},
                   error) &&
               run(q, QStringLiteral("UPDATE games SET score_ns = ?, score_ew = ? WHERE id = ?"),
                   {scores[0], scores[1], gameId}, error) &&
               (!gameOverWinner ||
                run(q, QStringLiteral("UPDATE games SET status = ?, ended_at = ?, winner = ? WHERE id = ?"),
                    {kFinished, now(), QLatin1String(teamName(*gameOverWinner)), gameId}, error));
    };
    if (!write(work, QStringLiteral("deal %1 not saved").arg(number))) return std::nullopt;
    return id;
}

std::vector<DealRow> HistoryStore::deals(qint64 gameId) const
{
    QSqlQuery q(database());
    QString error;
    if (!run(q, QStringLiteral("SELECT %1 FROM deals WHERE game_id = ? ORDER BY number").arg(dealColumns()), {gameId},
             &error)) {
        fail(error);
        return {};
    }
    return dealRowsOf(q);
}

std::vector<DealRow> HistoryStore::allDeals(bool withRecords) const
{
    QSqlQuery q(database());
    q.setForwardOnly(true);  // read once: no copy of every row kept by the driver
    QString error;
    if (!run(q,
             QStringLiteral("SELECT %1 FROM deals ORDER BY game_id IS NULL, game_id, number, id")
                 .arg(dealColumns(withRecords)),
             {}, &error)) {
        fail(error);
        return {};
    }
    return dealRowsOf(q);
}

std::vector<DealRow> HistoryStore::importedDeals() const
{
    QSqlQuery q(database());
    QString error;
    if (!run(q, QStringLiteral("SELECT %1 FROM deals WHERE game_id IS NULL ORDER BY id").arg(dealColumns()), {},
             &error)) {
        fail(error);
        return {};
    }
    return dealRowsOf(q);
}

std::optional<DealRow> HistoryStore::deal(qint64 dealId) const
{
    QSqlQuery q(database());
    QString error;
    if (!run(q, QStringLiteral("SELECT %1 FROM deals WHERE id = ?").arg(dealColumns()), {dealId}, &error)) {
        fail(error);
        return std::nullopt;
    }
    std::vector<DealRow> rows = dealRowsOf(q);
    if (rows.empty()) return std::nullopt;
    return rows.front();
}

// --- The solver's analysis -----------------------------------------------------------------------

bool HistoryStore::saveAnalysis(qint64 dealId, const QJsonObject& analysis, int version)
{
    QSqlDatabase db = database();
    const TransactionResult t = inTransaction(db, [&](QString* error) {
        QSqlQuery q(db);
        return run(q,
                   QStringLiteral(
                       "INSERT OR REPLACE INTO analyses (deal_id, version, analysis, saved_at) VALUES (?, ?, ?, ?)"),
                   {dealId, version, QString::fromUtf8(QJsonDocument(analysis).toJson(QJsonDocument::Compact)), now()},
                   error);
    });
    return t || fail(t.error);
}

std::optional<QJsonObject> HistoryStore::analysis(qint64 dealId, int version) const
{
    QSqlQuery q(database());
    QString error;
    if (!run(q, QStringLiteral("SELECT analysis FROM analyses WHERE deal_id = ? AND version = ?"), {dealId, version},
             &error)) {
        fail(error);
        return std::nullopt;
    }
    if (!q.next()) return std::nullopt;
    return objectOf(q.value(QStringLiteral("analysis")));
}

QHash<qint64, QJsonObject> HistoryStore::allAnalyses(int version) const
{
    QHash<qint64, QJsonObject> out;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    QString error;
    if (!run(q, QStringLiteral("SELECT deal_id, analysis FROM analyses WHERE version = ?"), {version}, &error)) {
        fail(error);
        return out;
    }
    const Columns c(q);
    const int deal = c("deal_id"), analysis = c("analysis");
    while (q.next()) out.insert(q.value(deal).toLongLong(), objectOf(q.value(analysis)));
    return out;
}

// --- The writer's connection (historywriter.h) ------------------------------------------------

// The writes of the recorder (beginGame … saveDeal) each run in a transaction of their own,
// or, in a batch, in the batch's: then a failure leaves the rollback to endBatch().
bool HistoryStore::write(const std::function<bool(QSqlQuery&, QString*)>& work, const QString& what)
{
    QSqlDatabase db = database();
    const TransactionResult t = inTransaction(db,
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
    auto batch = std::make_unique<Transaction>(database());
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

bool HistoryStore::openReader(const QString& path, const QString& databaseName, QString* error)
{
    close();
    path_ = path;
    readOnly_ = true;
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    db.setDatabaseName(databaseName);
    db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
    if (db.open()) return true;
    *error = errorText(db.lastError());
    close();
    return false;
}

QString HistoryStore::databaseName() const { return QSqlDatabase::database(connection_, false).databaseName(); }

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
