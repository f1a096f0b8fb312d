// rebelote-cli history: the game's history database from the command line (list, export,
// import, analyse, delete), through the same HistoryStore the game writes with. The database is
// opened strictly: a file that cannot be used is reported and left as it is (only the game
// sets a bad file aside). Qt Core and Qt Sql: no display needed.
#include "ai/par.h"
#include "app/controller/parrecord.h"
#include "app/history/historystore.h"
#include "engine/record.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace belote {

// main.cpp: `analyse` over records already read.
int analyseRecords(const QByteArray& input, const QString& where, bool all);

extern const char* const kHistoryHelp;
const char* const kHistoryHelp =
    "usage: rebelote-cli history list [--json] [--db FILE]\n"
    "       rebelote-cli history export [--game ID | --deal ID | --in-progress] [--db FILE]\n"
    "       rebelote-cli history import FILE... [--db FILE]\n"
    "       rebelote-cli history analyse --deal ID [--all] [--db FILE]\n"
    "       rebelote-cli history delete --deal ID... | --game ID [--db FILE]\n"
    "       rebelote-cli history par [--deal ID] [--json] [--check] [--db FILE]\n"
    "\n"
    "The history the game keeps of every game and deal (by default\n"
    "~/.local/share/Rebelote/history.db; --db FILE for another).\n"
    "\n"
    "  list          the games (the one in progress marked, with its moves so far) and\n"
    "                their deals, then the imported deals; --json: one JSON object\n"
    "  export        deal records (DEAL-FORMAT.md) on standard output, one a line: every\n"
    "                deal, the deals of one game (--game), one deal (--deal), or the deal in\n"
    "                progress as a record without `result`, its play stopping where the\n"
    "                game stopped (--in-progress)\n"
    "  import        adds the records of each FILE (one JSON object, or one a line), each\n"
    "                checked by the engine: a bad one gives FILE:LINE: why on standard\n"
    "                error, the good ones are kept; a deal already there is not added twice\n"
    "  analyse       the analysis of `rebelote-cli analyse` for one deal of the history\n"
    "  delete        deletes deals (--deal, one id or several) with their analyses, or a\n"
    "                game with its deals (--game), all or nothing; deals played on from a\n"
    "                deleted one are kept; a game left without a deal goes with its last;\n"
    "                the game in progress and its deals cannot be deleted\n"
    "  par           your result against the bots on the same cards, for every deal from a\n"
    "                deck (or one, --deal): \"#ID  you +X  bots +Y  difference +D\", marks\n"
    "                net for the person's side. The par saved with the deal, else played now\n"
    "                (the normal level in the person's seat, the game's levels elsewhere, the\n"
    "                marks of the game's deals before it); --check plays the saved ones again\n"
    "                and says any that differ (exit 2); --json: one JSON object a deal\n"
    "                (app/controller/parrecord.h, with \"id\" and \"saved\")\n"
    "\n"
    "list, export, analyse and par open the file read-only: they work on a read-only file and\n"
    "never write to it. A database that cannot be read (not SQLite, damaged pages, a table,\n"
    "column or index missing, from a newer version, locked by another program) is reported\n"
    "in one line and left as it is. A stored record that cannot be read is an error line\n"
    "naming its id. Exit status: 0; 2 on a usage error, a database that cannot be used, a\n"
    "query that failed, a record that cannot be read, when import refused any record (the\n"
    "good ones are kept all the same), or when delete is refused (an unknown id, the game in\n"
    "progress: nothing deleted).\n";

namespace {

using rebelote::DealRow;
using rebelote::GameRow;
using rebelote::HistoryStore;
using rebelote::StoredPar;

void printLine(std::FILE* f, const QByteArray& line)
{
    std::fwrite(line.constData(), 1, std::size_t(line.size()), f);
    std::fputc('\n', f);
}
void printLine(std::FILE* f, const QString& line) { printLine(f, line.toUtf8()); }

int failure(const QString& why)
{
    printLine(stderr, QStringLiteral("rebelote-cli: history: ") + why);
    return 2;
}

bool parseId(const std::string& s, qint64* out)
{
    char* end = nullptr;
    errno = 0;
    const long long v = std::strtoll(s.c_str(), &end, 10);
    if (s.empty() || *end != '\0' || errno != 0 || v < 1) return false;
    *out = v;
    return true;
}

QString teamsText(const std::array<int, 2>& v) { return QStringLiteral("NS %1, EW %2").arg(v[0]).arg(v[1]); }
QJsonObject teamsJson(const std::array<int, 2>& v)
{
    return {{QStringLiteral("NS"), v[0]}, {QStringLiteral("EW"), v[1]}};
}
QString timeText(const QDateTime& t)
{
    return t.isValid() ? t.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")) : QString();
}

// "  #12  deal 3  dealt by W  E take H  made  NS 0, EW 162"
QString dealLine(const DealRow& d)
{
    QString text = QStringLiteral("  #%1").arg(d.id);
    if (d.number > 0) text += QStringLiteral("  deal %1").arg(d.number);
    else text += QStringLiteral("  %1").arg(d.preset);
    text += QStringLiteral("  dealt by %1  ").arg(QLatin1Char(seatLetter(d.dealer)));
    if (d.taker) text += QStringLiteral("%1 %2  ").arg(QLatin1Char(seatLetter(*d.taker))).arg(d.contract);
    if (d.coinche == 2) text += QStringLiteral("coinched  ");
    if (d.coinche == 4) text += QStringLiteral("surcoinched  ");
    text += QLatin1String(outcomeName(d.outcome)) + QStringLiteral("  ") + teamsText(d.marks);
    if (d.parentDealId)
        text += QStringLiteral("  (played on from #%1 after move %2)").arg(*d.parentDealId).arg(d.branchMove);
    return text;
}

QJsonObject dealJson(const DealRow& d)
{
    QJsonObject o{{QStringLiteral("id"), d.id},
                  {QStringLiteral("preset"), d.preset},
                  {QStringLiteral("dealer"), QString(QLatin1Char(seatLetter(d.dealer)))},
                  {QStringLiteral("coinche"), d.coinche},
                  {QStringLiteral("outcome"), QLatin1String(outcomeName(d.outcome))},
                  {QStringLiteral("marks"), teamsJson(d.marks)},
                  {QStringLiteral("source"), QString(storedText(d.source))}};
    o.insert(QStringLiteral("game"), d.gameId ? QJsonValue(*d.gameId) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("number"), d.number > 0 ? QJsonValue(d.number) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("taker"),
             d.taker ? QJsonValue(QString(QLatin1Char(seatLetter(*d.taker)))) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("contract"), d.contract.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(d.contract));
    o.insert(QStringLiteral("made"), d.made ? QJsonValue(*d.made) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("capot"), d.capot);
    if (d.parentDealId) {
        o.insert(QStringLiteral("parent"), *d.parentDealId);
        o.insert(QStringLiteral("branchMove"), d.branchMove);
    }
    return o;
}

// Every query is checked: a read that failed (a table or column missing, the disk) is an
// error, never an empty answer.
bool readFailed(const HistoryStore& store, int* status)
{
    if (store.lastError().isEmpty()) return false;
    *status = failure(QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(store.path()), store.lastError()));
    return true;
}

int list(HistoryStore& store, bool json)
{
    int status = 0;
    store.clearLastError();
    const auto inProgress = store.inProgress();
    const std::vector<GameRow> allGames = store.games();
    if (readFailed(store, &status)) return status;
    // Read whole before anything is printed: a failure halfway gives no half list.
    std::vector<std::vector<DealRow>> dealsOf;
    for (const GameRow& g : allGames) {
        dealsOf.push_back(store.deals(g.id));
        if (readFailed(store, &status)) return status;
    }
    const std::vector<DealRow> imported = store.importedDeals();
    if (readFailed(store, &status)) return status;
    QJsonArray games;
    for (std::size_t gi = 0; gi < allGames.size(); ++gi) {
        const GameRow& g = allGames[gi];
        const bool playing = inProgress && inProgress->game.id == g.id;
        const std::vector<DealRow>& deals = dealsOf[gi];
        if (json) {
            QJsonObject o{{QStringLiteral("id"), g.id},
                          {QStringLiteral("preset"), g.preset},
                          {QStringLiteral("rules"), g.rules},
                          {QStringLiteral("seed"), QString::number(g.seed)},
                          {QStringLiteral("players"), g.players},
                          {QStringLiteral("startedAt"), g.startedAt.toString(Qt::ISODate)},
                          {QStringLiteral("status"), QString(storedText(g.status))},
                          {QStringLiteral("scores"), teamsJson(g.scores)},
                          {QStringLiteral("inProgress"), playing}};
            o.insert(QStringLiteral("endedAt"),
                     g.endedAt.isValid() ? QJsonValue(g.endedAt.toString(Qt::ISODate)) : QJsonValue(QJsonValue::Null));
            o.insert(QStringLiteral("winner"),
                     g.winner ? QJsonValue(QLatin1String(teamName(*g.winner))) : QJsonValue(QJsonValue::Null));
            QJsonArray dealList;
            for (const DealRow& d : deals) dealList.append(dealJson(d));
            o.insert(QStringLiteral("deals"), dealList);
            if (playing) {
                QJsonArray moves;
                for (const auto& m : inProgress->moves) moves.append(m.text());
                o.insert(
                    QStringLiteral("dealInProgress"),
                    QJsonObject{{QStringLiteral("number"), inProgress->dealNumber}, {QStringLiteral("moves"), moves}});
            }
            games.append(o);
            continue;
        }
        QString head = QStringLiteral("game %1  %2  %3").arg(g.id).arg(g.preset, timeText(g.startedAt));
        if (g.endedAt.isValid()) head += QStringLiteral(" to ") + timeText(g.endedAt);
        head += QStringLiteral("  %1  %2")
                    .arg(playing ? QStringLiteral("in progress") : QString(storedText(g.status)), teamsText(g.scores));
        if (g.winner) head += QStringLiteral("  won by %1").arg(QLatin1String(teamName(*g.winner)));
        head += QStringLiteral("  (%1 deal%2)").arg(deals.size()).arg(deals.size() == 1 ? "" : "s");
        printLine(stdout, head);
        for (const DealRow& d : deals) printLine(stdout, dealLine(d));
        if (playing) {
            QStringList moves;
            for (const auto& m : inProgress->moves) moves << m.text();
            printLine(stdout, QStringLiteral("  deal %1 in progress: %2")
                                  .arg(inProgress->dealNumber)
                                  .arg(moves.isEmpty() ? QStringLiteral("no move yet") : moves.join(QLatin1Char(' '))));
        }
    }
    if (json) {
        QJsonArray dealList;
        for (const DealRow& d : imported) dealList.append(dealJson(d));
        printLine(stdout,
                  QJsonDocument(QJsonObject{{QStringLiteral("games"), games}, {QStringLiteral("imported"), dealList}})
                      .toJson(QJsonDocument::Compact));
        return 0;
    }
    if (!imported.empty()) {
        printLine(stdout, QStringLiteral("imported deals (%1)").arg(imported.size()));
        for (const DealRow& d : imported) printLine(stdout, dealLine(d));
    }
    return 0;
}

// The deals a command asks for: one (dealId), one game's (gameId), or every deal, the
// games' then the imported ones. False with *status set when it cannot say.
bool selectDeals(HistoryStore& store, std::optional<qint64> gameId, std::optional<qint64> dealId,
                 std::vector<DealRow>* deals, int* status)
{
    if (dealId) {
        auto d = store.deal(*dealId);
        if (readFailed(store, status)) return false;
        if (!d) {
            *status = failure(QStringLiteral("no deal #%1").arg(*dealId));
            return false;
        }
        deals->push_back(*d);
    } else if (gameId) {
        const bool there = store.game(*gameId).has_value();
        if (readFailed(store, status)) return false;
        if (!there) {
            *status = failure(QStringLiteral("no game %1").arg(*gameId));
            return false;
        }
        *deals = store.deals(*gameId);
    } else {
        const std::vector<GameRow> games = store.games();
        for (std::size_t i = 0; i < games.size() && store.lastError().isEmpty(); ++i)
            for (const DealRow& d : store.deals(games[i].id)) deals->push_back(d);
        for (const DealRow& d : store.importedDeals()) deals->push_back(d);
    }
    return !readFailed(store, status);
}

// export: the deal in progress, one deal, one game's, or every deal; each stored record
// checked before it is printed.
int exportRecords(HistoryStore& store, std::optional<qint64> gameId, std::optional<qint64> dealId, bool inProgress)
{
    int status = 0;
    if (inProgress) {
        const auto saved = store.inProgress();
        if (readFailed(store, &status)) return status;
        if (!saved) return failure(QStringLiteral("no game in progress"));
        QJsonObject record;
        QString error;
        if (!saved->recordSoFar(&record, &error))
            return failure(QStringLiteral("game %1: %2").arg(saved->game.id).arg(error));
        printLine(stdout, toJsonLine(record));
        return 0;
    }
    std::vector<DealRow> deals;
    if (!selectDeals(store, gameId, dealId, &deals, &status)) return status;
    // A stored record that cannot be read is said with its id, never printed as {}.
    for (const DealRow& d : deals) {
        if (d.record.isEmpty())
            status = failure(QStringLiteral("deal #%1: its stored record cannot be read").arg(d.id));
        else printLine(stdout, toJsonLine(d.record));
    }
    return status;
}

// The par of one deal: the one saved, else played now from what the history knows of its
// game (the person's seat, the levels, the marks of the deals before it).
std::optional<StoredPar> computedPar(HistoryStore& store, const DealRow& d, QString* why)
{
    const Checked<DealRecord> record = readRecord(d.record);
    if (!record) {
        *why = record.error;
        return std::nullopt;
    }
    const Deal& deal = record.value->deal;
    Seat person = Seat::South;
    std::array<std::string, kSeats> levels{"normal", "normal", "normal", "normal"};
    GameContext context;
    if (d.gameId) {
        if (const std::optional<GameRow> game = store.game(*d.gameId)) {
            context.cardSignals = game->cardSignals;  // the agreement its game was played by
            bool seen = false;
            for (const QJsonValue& v : game->players) {
                const QJsonObject p = v.toObject();
                const auto seat = parseSeat(p.value(QStringLiteral("seat")).toString().toStdString());
                if (!seat) continue;
                if (p.value(QStringLiteral("human")).toBool()) {
                    if (!seen) person = *seat;
                    seen = true;
                } else if (!p.value(QStringLiteral("level")).toString().isEmpty()) {
                    levels[int(*seat)] = p.value(QStringLiteral("level")).toString().toStdString();
                }
            }
            QString error;
            if (const std::optional<Rules> rules = Rules::fromJson(game->rules, &error))
                context.target = rules->deals > 0 ? 0 : rules->target;
            for (const DealRow& before : store.deals(*d.gameId))
                if (before.number < d.number)
                    for (int t = 0; t < 2; ++t) context.scores[t] += before.marks[t];
        }
    }
    const std::optional<ParRequest> request = parRequest(deal, person, levels, context);
    if (!request) {
        *why = QStringLiteral("not dealt from a deck");
        return std::nullopt;
    }
    const ParResult played = playPar(*request);
    if (!played.deal) {
        *why = QString::fromStdString(played.error);
        return std::nullopt;
    }
    StoredPar par;
    par.request = *request;
    par.person = person;
    const DealResult result = deal.result();
    par.you = netMarks(result.score, teamOf(person));
    par.bots = played.net(teamOf(person));
    par.score = played.score;
    par.deal = writeRecord(*played.deal);
    return par;
}

QString signedMarks(int n) { return n > 0 ? QStringLiteral("+%1").arg(n) : QString::number(n); }

// par: each finished deal from a deck (or one), its par saved or played now.
int pars(HistoryStore& store, std::optional<qint64> dealId, bool json, bool check)
{
    int status = 0;
    std::vector<DealRow> deals;
    if (!selectDeals(store, std::nullopt, dealId, &deals, &status)) return status;
    for (const DealRow& d : deals) {
        if (!d.record.contains(QStringLiteral("deck"))) {
            if (dealId) status = failure(QStringLiteral("deal #%1: not dealt from a deck, it has no par").arg(d.id));
            continue;
        }
        StoredPar par;
        bool saved = false;
        QString why;
        if (const std::optional<QJsonObject> stored = store.par(d.id)) {
            if (!StoredPar::fromJson(*stored, &par, &why)) {
                status = failure(QStringLiteral("deal #%1: its stored par cannot be read: %2").arg(d.id).arg(why));
                continue;
            }
            saved = true;
            if (check) {
                const ParResult again = playPar(par.request);
                if (!again.deal || again.score != par.score ||
                    toJsonLine(writeRecord(*again.deal)) != toJsonLine(par.deal)) {
                    status =
                        failure(QStringLiteral("deal #%1: its saved par differs from the bots' play now").arg(d.id));
                    continue;
                }
            }
        } else if (const std::optional<StoredPar> now = computedPar(store, d, &why)) {
            par = *now;
        } else {
            status = failure(QStringLiteral("deal #%1: no par: %2").arg(d.id).arg(why));
            continue;
        }
        if (json) {
            QJsonObject o = par.toJson();
            o.insert(QStringLiteral("id"), d.id);
            o.insert(QStringLiteral("saved"), saved);
            printLine(stdout, toJsonLine(o));
        } else {
            printLine(stdout, QStringLiteral("#%1  you %2  bots %3  difference %4%5")
                                  .arg(d.id)
                                  .arg(signedMarks(par.you), signedMarks(par.bots), signedMarks(par.you - par.bots),
                                       saved ? QString() : QStringLiteral("  (played now)")));
        }
    }
    return status;
}

// What `rebelote-cli history ACTION` was asked.
struct HistoryArgs {
    std::string action;
    QString db = HistoryStore::defaultPath();
    bool json = false, all = false, inProgress = false, check = false;
    std::optional<qint64> gameId, dealId;
    std::vector<qint64> dealIds;  // delete: every --deal, and the ids after one
    std::vector<QString> files;
};

// Reads --db, --game and --deal (delete: the ids after --deal too) at args[*i]; false and
// *error set on a missing value or a bad id.
bool readIdOption(const std::vector<std::string>& args, std::size_t* i, HistoryArgs* h, QString* error)
{
    const std::string& a = args[*i];
    if (*i + 1 >= args.size())
        return *error = QStringLiteral("option %1 needs a value").arg(QString::fromStdString(a)), false;
    const std::string& v = args[++*i];
    if (a == "--db") {
        h->db = QString::fromStdString(v);
        return true;
    }
    qint64 id = 0;
    if (!parseId(v, &id))
        return *error = QStringLiteral("%1: %2 is not an id").arg(QString::fromStdString(a), QString::fromStdString(v)),
               false;
    (a == "--game" ? h->gameId : h->dealId) = id;
    if (a != "--deal") return true;
    h->dealIds.push_back(id);
    // delete --deal 3 4 5: the ids that follow belong to it.
    while (h->action == "delete" && *i + 1 < args.size() && !args[*i + 1].empty() && args[*i + 1][0] != '-') {
        if (!parseId(args[++*i], &id))
            return *error = QStringLiteral("--deal: %1 is not an id").arg(QString::fromStdString(args[*i])), false;
        h->dealIds.push_back(id);
    }
    return true;
}

// The arguments after the action, or *error set to one line.
std::optional<HistoryArgs> parseHistoryArgs(const std::vector<std::string>& args, QString* error)
{
    HistoryArgs h;
    h.action = args[0];
    const std::string& action = h.action;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--db" || a == "--game" || a == "--deal") {
            if (!readIdOption(args, &i, &h, error)) return std::nullopt;
        } else if (a == "--json" && (action == "list" || action == "par")) {
            h.json = true;
        } else if (a == "--check" && action == "par") {
            h.check = true;
            h.json = true;
        } else if (a == "--all" && action == "analyse") {
            h.all = true;
        } else if (a == "--in-progress" && action == "export") {
            h.inProgress = true;
        } else if (a.size() > 1 && a[0] == '-') {
            *error = QStringLiteral("unknown option %1 for %2")
                         .arg(QString::fromStdString(a), QString::fromStdString(action));
            return std::nullopt;
        } else {
            h.files.push_back(QString::fromStdString(a));
        }
    }
    return h;
}

// Why the arguments do not fit their action (empty: they do).
QString historyArgsError(const HistoryArgs& h)
{
    const std::string& action = h.action;
    const QString name = QString::fromStdString(action);
    if (action != "list" && action != "export" && action != "import" && action != "analyse" && action != "delete" &&
        action != "par")
        return QStringLiteral("unknown action %1 (list, export, import, analyse, delete or par)").arg(name);
    if (action != "import" && !h.files.empty()) return QStringLiteral("%1 takes no file").arg(name);
    if (action == "import" && h.files.empty()) return QStringLiteral("import: which files?");
    if ((h.gameId || h.dealId) && action != "export" && action != "delete" &&
        !((action == "analyse" || action == "par") && h.dealId && !h.gameId))
        return QStringLiteral("%1: no --game or --deal here").arg(name);
    if (action == "export" && int(h.gameId.has_value()) + int(h.dealId.has_value()) + int(h.inProgress) > 1)
        return QStringLiteral("export: one of --game, --deal, --in-progress");
    if (action == "analyse" && !h.dealId) return QStringLiteral("analyse: which deal (--deal ID)?");
    if (action == "delete" && int(h.gameId.has_value()) + int(h.dealId.has_value()) != 1)
        return QStringLiteral("delete: --deal ID... or --game ID");
    return {};
}

int importFiles(HistoryStore& store, const std::vector<QString>& files)
{
    int refused = 0, added = 0, duplicates = 0;
    for (const QString& f : files) {
        const rebelote::ImportReport r = store.importFile(f);
        if (!r.error.isEmpty()) return failure(r.error);
        for (const QString& line : r.refused) printLine(stderr, line);
        refused += int(r.refused.size());
        added += r.added;
        duplicates += r.duplicates;
    }
    printLine(stdout, QStringLiteral("imported %1 deal%2, %3 already there, %4 refused")
                          .arg(added)
                          .arg(added == 1 ? "" : "s")
                          .arg(duplicates)
                          .arg(refused));
    return refused > 0 ? 2 : 0;
}

int deleteFromHistory(HistoryStore& store, const HistoryArgs& h)
{
    QString why;
    if (h.gameId) {
        if (!store.deleteGame(*h.gameId, &why)) return failure(QStringLiteral("delete: ") + why);
        printLine(stdout, QStringLiteral("deleted game %1").arg(*h.gameId));
        return 0;
    }
    if (!store.deleteDeals(h.dealIds, &why)) return failure(QStringLiteral("delete: ") + why);
    const QSet<qint64> distinct(h.dealIds.begin(), h.dealIds.end());
    printLine(stdout, QStringLiteral("deleted %1 deal%2").arg(distinct.size()).arg(distinct.size() == 1 ? "" : "s"));
    return 0;
}

int analyseDeal(HistoryStore& store, qint64 dealId, bool all)
{
    int status = 0;
    const auto d = store.deal(dealId);
    if (readFailed(store, &status)) return status;
    if (!d) return failure(QStringLiteral("no deal #%1").arg(dealId));
    if (d->record.isEmpty()) return failure(QStringLiteral("deal #%1: its stored record cannot be read").arg(dealId));
    return analyseRecords(toJsonLine(d->record), QStringLiteral("#%1").arg(dealId), all);
}

int runHistoryIn(const std::vector<std::string>& args)
{
    if (args.empty() || args[0].empty() || args[0][0] == '-')
        return failure(
            QStringLiteral("which one: list, export, import, analyse, delete or par (see rebelote-cli help history)"));
    QString error;
    const std::optional<HistoryArgs> parsed = parseHistoryArgs(args, &error);
    if (!parsed) return failure(error);
    const HistoryArgs& h = *parsed;
    if (error = historyArgsError(h); !error.isEmpty()) return failure(error);

    // Reading needs a history there; importing makes one.
    const std::string& action = h.action;
    if (action != "import" && !QFileInfo::exists(h.db))
        return failure(QStringLiteral("%1: no history here").arg(QDir::toNativeSeparators(h.db)));
    // Reading commands open the file read-only: they work on a read-only file and never
    // write to it, not even a schema into an empty file.
    const bool reads = action == "list" || action == "export" || action == "analyse" || action == "par";
    HistoryStore store;
    const auto opened = store.open(h.db, reads ? HistoryStore::OpenMode::ReadOnly : HistoryStore::OpenMode::Strict);
    if (!opened.ok) return failure(opened.message);
    if (!opened.message.isEmpty()) printLine(stderr, QStringLiteral("rebelote-cli: history: ") + opened.message);
    store.clearLastError();

    if (action == "list") return list(store, h.json);
    if (action == "export") return exportRecords(store, h.gameId, h.dealId, h.inProgress);
    if (action == "par") return pars(store, h.dealId, h.json, h.check);
    if (action == "import") return importFiles(store, h.files);
    if (action == "delete") return deleteFromHistory(store, h);
    return analyseDeal(store, *h.dealId, h.all);
}

}  // namespace

int runHistory(const std::vector<std::string>& args)
{
    // Qt SQL loads its driver through the application's plugin paths.
    std::unique_ptr<QCoreApplication> app;
    static int argc = 1;
    static char name[] = "rebelote-cli";
    static char* argv[] = {name, nullptr};
    if (!QCoreApplication::instance()) app = std::make_unique<QCoreApplication>(argc, argv);
    // Every failure of the store is said once, by the command, in its own line: the store's
    // warnings of the same failures are not repeated on standard error.
    static QtMessageHandler previous = nullptr;
    previous = qInstallMessageHandler([](QtMsgType type, const QMessageLogContext& context, const QString& text) {
        if (type == QtWarningMsg && text.startsWith(QLatin1String("rebelote: history: "))) return;
        if (previous) previous(type, context, text);
    });
    const int status = runHistoryIn(args);
    qInstallMessageHandler(previous);
    return status;
}

}  // namespace belote
