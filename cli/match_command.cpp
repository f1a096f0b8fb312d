// rebelote-cli match and rebelote-cli bot: matches between players (levels, or outside
// programs through the bot protocol), and one level playing as a bot on stdin/stdout.
// Registered in main.cpp's command table.
#include "ai/botplayer.h"
#include "ai/botquestion.h"
#include "ai/botview.h"
#include "ai/levels.h"
#include "ai/match.h"
#include "cliargs.h"
#include "engine/record.h"
#include "engine/text.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace belote {

extern const char* const kMatchHelp;
extern const char* const kBotHelp;
int runMatch(const std::vector<std::string>& args);
int runBot(const std::vector<std::string>& args);

const char* const kMatchHelp =
    "usage: rebelote-cli match --a PLAYER --b PLAYER --preset P [--options JSON] [--deals N]\n"
    "                          [--seed S] [--duplicate] [--signals A] [--out FILE] [--json]\n"
    "                          [--bot-timeout SECONDS]\n"
    "       rebelote-cli match (--a PLAYER | --a-north PLAYER --a-south PLAYER)\n"
    "                          (--b PLAYER | --b-east PLAYER --b-west PLAYER) --preset P [...]\n"
    "       rebelote-cli match --pool FILE[,FILE...] [--json]\n"
    "\n"
    "Plays N deals (default 100) of successive games, side A at North-South against side B\n"
    "at East-West; a new game starts when one ends. With --duplicate each deal is played a\n"
    "second time at another table with the same cards and dealer and the sides swapped, so\n"
    "that the luck of the cards cancels out (N deal pairs, 2N deals). The same seed S\n"
    "(default 1) deals the same cards.\n"
    "\n"
    "PLAYER is a level (random, heuristic, and the Monte Carlo levels when built in) or\n"
    "bot:COMMAND, an outside program that plays each seat of the side through the bot\n"
    "protocol (BOT-PROTOCOL.md), one process per seat. COMMAND is split into the program\n"
    "and its arguments as a POSIX shell splits words, without running a shell: blanks\n"
    "separate words, '...' and \"...\" quote, a backslash escapes one character; no\n"
    "variables, globs, pipes or redirections (use bot:\"sh -c '...'\" for those). E.g.\n"
    "  --b bot:\"build/cli/rebelote-cli bot --level heuristic\"\n"
    "\n"
    "A side's two seats may hold different players, to measure how a player partners\n"
    "another: --a-north and --a-south (--b-east and --b-west) set them one by one, instead\n"
    "of --a (--b) for both; each is a PLAYER as above. With --duplicate every player sits\n"
    "one seat on clockwise at the second table (North's player at East, East's at South,\n"
    "South's at West, West's at North): side A plays East-West as a unit, each player keeps\n"
    "its partner and its neighbours. A mixed side is named by its players, North's (East's)\n"
    "first: \"normal + heuristic\"; the summary then has a seats line, and each record and\n"
    "the JSON summary a \"seats\" object naming the player at every seat ({\"N\", \"E\", \"S\",\n"
    "\"W\"}: the record's table, the first table in the summary).\n"
    "\n"
    "Prints the mean marks per deal of A minus B with its 95% confidence interval (over\n"
    "deals, or deal pairs with --duplicate), games won by each side, contracts taken and\n"
    "made by each side (in coinche also how many were coinched and surcoinched), and the\n"
    "time per decision (median and 95th percentile, in ms).\n"
    "\n"
    "  --preset P           classic, classic-no-annonces, coinche or coinche-montpellier\n"
    "  --options JSON       rule options over the preset, e.g. '{\"sansToutAtout\": true}'\n"
    "  --deals N            number of deals (deal pairs with --duplicate)\n"
    "  --seed S             seed of the shuffles and the players\n"
    "  --a-north, --a-south PLAYER  side A's player at North, at South (both or neither)\n"
    "  --b-east, --b-west PLAYER    side B's player at East, at West (both or neither)\n"
    "  --duplicate          play every deal twice, the sides swapped\n"
    "  --signals A          the card-play calls both sides play (docs/cardplay.md): direct\n"
    "                       (the default), indirect or none\n"
    "  --out FILE           write every finished deal's record (DEAL-FORMAT.md), one a line,\n"
    "                       with a \"match\" field: {\"a\", \"b\", \"seed\", \"duplicate\", \"board\",\n"
    "                       \"aSits\": \"NS\" or \"EW\"}, and \"seats\" in a mixed match\n"
    "  --pool FILES         no play: the summary of one or more runs of the same match (same\n"
    "                       sides and rules, other seeds) from the records they wrote with\n"
    "                       --out, pooled over all their deals (the decision times are not\n"
    "                       in the records: \"decisionMs\" is null). Long matches can so be\n"
    "                       played in parts\n"
    "  --json               print the summary as one JSON object:\n"
    "                       {\"deals\", \"margin\", \"ci95\": [lo, hi], \"gamesWon\": {\"A\", \"B\"},\n"
    "                        \"contracts\": {\"A\": {\"taken\", \"made\"}, \"B\": {...}},\n"
    "                        \"decisionMs\": {\"median\", \"p95\"}}; \"deals\" counts the deals\n"
    "                       played (2N with --duplicate); decisions with one legal card\n"
    "                       or call are not timed (the text output adds each side's times)\n"
    "  --bot-timeout X      seconds a bot may take for each answer (default 10)\n"
    "\n"
    "A bot that answers what is not JSON or not legal, answers late, crashes or exits ends\n"
    "the match: one line on standard error names the bot, its seat, the message and why\n"
    "(bot:COMMAND at E: play: illegal card 7H: must follow hearts, holds JH), the deals\n"
    "finished before are kept in FILE, nothing is printed on standard output, and the exit\n"
    "status is 2.\n";

const char* const kBotHelp =
    "usage: rebelote-cli bot --level L [--seed S]\n"
    "\n"
    "Plays as a bot through the bot protocol (BOT-PROTOCOL.md): reads the game's messages,\n"
    "one JSON object a line, on standard input and answers each hello, call, declare and\n"
    "play with one line on standard output, as the player of level L (random, heuristic,\n"
    "and the Monte Carlo levels when built in) with seed S (default 1). It rebuilds each\n"
    "deal from the VIEW it is sent (the hands it cannot see are made up of cards it has not\n"
    "seen) and answers only legal moves. It exits on quit or at the end of its input.\n"
    "\n"
    "  --level L   the player\n"
    "  --seed S    seed of the player's randomness\n"
    "\n"
    "A message it cannot read (not JSON, an unknown type, a VIEW no deal fits, a question\n"
    "that is not its seat's) gives one line on standard error, line N (TYPE): why, and exit\n"
    "status 2.\n";

namespace {

// --- match -----------------------------------------------------------------------------------

// One side's player factory from LEVEL or bot:COMMAND.
std::optional<PlayerFactory> sideFactory(const char* option, const std::string& spec, const Rules& rules, int timeoutMs,
                                         QString* why)
{
    if (spec.rfind("bot:", 0) == 0) {
        std::string error;
        auto command = parseBotCommand(spec.substr(4), &error);
        if (!command) {
            *why =
                QStringLiteral("%1 %2: %3")
                    .arg(QLatin1String(option), shownText(QString::fromStdString(spec)), QString::fromStdString(error));
            return std::nullopt;
        }
        return PlayerFactory(
            [command = *command, rules, timeoutMs](Seat seat, std::uint64_t) -> std::unique_ptr<Player> {
                return std::make_unique<BotPlayer>(command, rules, seat, timeoutMs);
            });
    }
    std::string error;
    if (!makeLevelPlayer(spec, 1, &error)) {
        *why = QStringLiteral("%1: %2 (or bot:COMMAND)").arg(QLatin1String(option), QString::fromStdString(error));
        return std::nullopt;
    }
    return PlayerFactory([spec](Seat, std::uint64_t seed) { return makeLevelPlayer(spec, seed); });
}

std::string number(double x, const char* format = "%.3f")
{
    char text[64];
    std::snprintf(text, sizeof text, format, x);
    return text;
}

// A JSON string, quoted and escaped.
std::string jsonString(const std::string& text)
{
    const QByteArray array = QJsonDocument(QJsonArray{QString::fromStdString(text)}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2).toStdString();
}

// Each seat's player at the first table of a match (A's at North and South), by Seat; empty
// when each side has the same player at both its seats.
using SeatPlayers = std::array<std::string, kSeats>;

// The name of a side: its player, or its two players, North's (East's) first: "normal + heuristic".
std::string sideName(const std::string& first, const std::string& second)
{
    return first == second ? first : first + " + " + second;
}

// `seeds`: "seed S", or the runs pooled; `timed`: whether the decision times were measured;
// `seats`: the players of a mixed match (each seat's at the first table), else empty.
void printSummary(const MatchSummary& s, const MatchOptions& o, const std::string& a, const std::string& b,
                  const std::string& seeds, bool timed, bool json, const SeatPlayers& seats = {})
{
    const bool mixed = !seats[0].empty();
    const Seat order[] = {Seat::North, Seat::South, Seat::East, Seat::West};  // A's seats, then B's
    if (json) {
        std::string named;
        if (mixed) {
            named = ", \"seats\": {";
            for (Seat seat : order)
                named += std::string(seat == Seat::North ? "" : ", ") + "\"" + seatLetter(seat) +
                         "\": " + jsonString(seats[int(seat)]);
            named += "}";
        }
        std::string line =
            "{\"deals\": " + std::to_string(s.deals) + ", \"margin\": " + number(s.margin) + ", \"ci95\": [" +
            number(s.ci95[0]) + ", " + number(s.ci95[1]) + "]" +
            ", \"gamesWon\": {\"A\": " + std::to_string(s.gamesWon[0]) + ", \"B\": " + std::to_string(s.gamesWon[1]) +
            "}" + ", \"contracts\": {\"A\": {\"taken\": " + std::to_string(s.taken[0]) +
            ", \"made\": " + std::to_string(s.made[0]) + "}, \"B\": {\"taken\": " + std::to_string(s.taken[1]) +
            ", \"made\": " + std::to_string(s.made[1]) + "}}" + ", \"decisionMs\": " +
            (timed ? "{\"median\": " + number(s.decisionMsMedian) + ", \"p95\": " + number(s.decisionMsP95) + "}"
                   : std::string("null")) +
            named + "}";
        printLine(stdout, QByteArray::fromStdString(line));
        return;
    }
    auto pct = [](int made, int taken) {
        return taken ? " (" + number(100.0 * made / taken, "%.0f") + "%)" : std::string();
    };
    // Contracts taken and made by side i; in coinche, how many were coinched, surcoinched.
    auto side = [&](int i) {
        std::string t = std::string(i ? "B" : "A") + " took " + std::to_string(s.taken[i]) + ", made " +
                        std::to_string(s.made[i]) + pct(s.made[i], s.taken[i]);
        if (o.rules.isCoinche())
            t += ", " + std::to_string(s.coinched[i]) + " coinched, " + std::to_string(s.surcoinched[i]) +
                 " surcoinched";
        return t;
    };
    const std::string deals =
        o.duplicate ? std::to_string(s.deals) + " deals (" + std::to_string(s.deals / 2) + " duplicate pairs)"
                    : std::to_string(s.deals) + " deals";
    const std::string text = "A " + a + " (N-S) against B " + b + " (E-W): " + presetName(o.rules.preset) + ", " +
                             deals + ", " + seeds + "\n" + "margin     " + number(s.margin, "%+.2f") +
                             " marks per deal for A, 95% CI [" + number(s.ci95[0], "%+.2f") + ", " +
                             number(s.ci95[1], "%+.2f") + "]\n" + "games won  A " + std::to_string(s.gamesWon[0]) +
                             ", B " + std::to_string(s.gamesWon[1]) + "\n" + "contracts  " + side(0) + "; " + side(1) +
                             "\n";
    std::fputs(text.c_str(), stdout);
    if (mixed) {
        const auto shown = [](const std::string& p) { return shownText(QString::fromStdString(p), 60).toStdString(); };
        std::string line = "seats      ";
        for (Seat seat : order)
            line += std::string(seat == Seat::North  ? "A: "
                                : seat == Seat::East ? "; B: "
                                                     : ", ") +
                    seatLetter(seat) + " " + shown(seats[int(seat)]);
        if (o.duplicate) line += "; at the second table of a pair N's player sits E, E's S, S's W, W's N";
        std::fputs((line + "\n").c_str(), stdout);
    }
    if (!timed) return;
    const std::string times = "decision   median " + number(s.decisionMsMedian, "%.2f") + " ms, p95 " +
                              number(s.decisionMsP95, "%.2f") + " ms (A: " + number(s.sideDecisionMsMedian[0], "%.2f") +
                              ", " + number(s.sideDecisionMsP95[0], "%.2f") +
                              " ms; B: " + number(s.sideDecisionMsMedian[1], "%.2f") + ", " +
                              number(s.sideDecisionMsP95[1], "%.2f") + " ms), decisions with a choice\n";
    std::fputs(times.c_str(), stdout);
}

// The "match" field of a record written by --out; in a mixed match, with the player at each
// seat of this deal's table.
QJsonObject matchField(const std::string& a, const std::string& b, const MatchOptions& o, const MatchDeal& d,
                       const SeatPlayers& seats)
{
    QJsonObject field{{"a", QString::fromStdString(a)},
                      {"b", QString::fromStdString(b)},
                      {"seed", QString::number(o.seed)},  // a string: JSON numbers lose digits past 2^53
                      {"duplicate", o.duplicate},
                      {"board", d.board},
                      {"aSits", QLatin1String(teamName(d.sideA))}};
    if (!seats[0].empty()) {
        QJsonObject at;
        for (int s = 0; s < kSeats; ++s)
            at.insert(QString(QLatin1Char(seatLetter(Seat(s)))),
                      QString::fromStdString(seats[int(homeSeat(Seat(s), d.sideA))]));
        field.insert(QStringLiteral("seats"), at);
    }
    return field;
}

// --pool: the summary of runs of one match, from their records.
int poolMatch(const std::string& list, bool json)
{
    struct Run {
        QString file;
        QString seed;
        std::map<Team, int> lastBoard;  // per table
    };
    std::vector<Run> runs;
    std::map<QString, int> runOf;  // seed → run
    std::map<std::pair<int, Team>, TableGames> games;
    std::optional<MatchTally> tally;
    Rng unused(0);      // the games' seeds deal nothing here
    QJsonObject first;  // the first record's a, b, duplicate and rules: every record must match
    MatchOptions options;
    const QStringList files = QString::fromStdString(list).split(QLatin1Char(','));
    for (const QString& path : files) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) return failure(QStringLiteral("--pool: %1: %2").arg(path, f.errorString()));
        const QList<QByteArray> lines = f.readAll().split('\n');
        for (qsizetype k = 0; k < lines.size(); ++k) {
            if (lines[k].trimmed().isEmpty()) continue;
            const QString where = QStringLiteral("--pool: %1:%2: ").arg(path).arg(k + 1);
            const Checked<DealRecord> rec = readRecord(lines[k]);
            if (!rec) return failure(where + rec.error);
            const Deal& deal = rec.value->deal;
            if (deal.phase() != Phase::Done) return failure(where + QStringLiteral("the deal is not over"));
            const QJsonObject m = rec.value->extra.value(QStringLiteral("match")).toObject();
            const QString aSits = m.value(QStringLiteral("aSits")).toString();
            const int board = m.value(QStringLiteral("board")).toInt(0);
            const QString seed = m.value(QStringLiteral("seed")).toString();
            if (!m.value(QStringLiteral("a")).isString() || !m.value(QStringLiteral("b")).isString() ||
                seed.isEmpty() || !m.value(QStringLiteral("duplicate")).isBool() || board < 1 ||
                (aSits != "NS" && aSits != "EW"))
                return failure(where + QStringLiteral("no \"match\" field as rebelote-cli match --out writes it"));
            const Team sideA = aSits == "NS" ? Team::NS : Team::EW;
            QJsonObject key = m;
            key.remove(QStringLiteral("board"));
            key.remove(QStringLiteral("aSits"));
            key.remove(QStringLiteral("seed"));
            if (m.contains(QStringLiteral("seats"))) {  // a mixed match: compared at the first table's seats
                const QJsonObject at = m.value(QStringLiteral("seats")).toObject();
                QJsonObject home;
                for (int s = 0; s < kSeats; ++s) {
                    const QJsonValue player = at.value(QString(QLatin1Char(seatLetter(Seat(s)))));
                    if (!player.isString() || at.size() != kSeats)
                        return failure(where + QStringLiteral("\"seats\" does not name the player at each seat"));
                    home.insert(QString(QLatin1Char(seatLetter(homeSeat(Seat(s), sideA)))), player);
                }
                key.insert(QStringLiteral("seats"), home);
            }
            key.insert(QStringLiteral("rules"), writeRecord(*rec.value).value(QStringLiteral("rules")));
            if (first.isEmpty()) {
                first = key;
                options.rules = deal.rules();
                options.duplicate = m.value(QStringLiteral("duplicate")).toBool();
                tally.emplace(options.duplicate ? 2 : 1);
            } else if (key != first) {
                return failure(where +
                               QStringLiteral("another match (other sides, rules or duplicate) than the first record"));
            }
            auto [it, added] = runOf.try_emplace(seed, int(runs.size()));
            if (added) runs.push_back({path, seed, {}});
            Run& run = runs[std::size_t(it->second)];
            if (run.file != path)
                return failure(where + QStringLiteral("seed %1 again: the same deals as %2").arg(seed, run.file));
            if (!options.duplicate && sideA != Team::NS)
                return failure(where + QStringLiteral("A at EW in a match that is not duplicate"));
            int& last = run.lastBoard[sideA];
            if (board != last + 1)
                return failure(where + QStringLiteral("board %1 after board %2 at this table").arg(board).arg(last));
            last = board;
            MatchDeal d;
            d.board = board;
            d.sideA = sideA;
            const DealResult r = deal.result();
            games.try_emplace({it->second, sideA}, options.rules, unused).first->second.add(r, unused, d);
            tally->add(it->second, d, r);
        }
    }
    if (!tally) return failure(QStringLiteral("--pool: no records"));
    MatchSummary summary;
    tally->fill(summary);
    std::string seeds;
    for (const Run& run : runs)
        seeds += std::string(seeds.empty() ? "" : ", ") + run.seed.toStdString();  // in file order
    seeds = (runs.size() > 1 ? "seeds " : "seed ") + seeds;
    const auto shown = [](const QJsonValue& v) { return shownText(v.toString(), 60).toStdString(); };
    SeatPlayers seats;
    if (first.contains(QStringLiteral("seats")))
        for (int s = 0; s < kSeats; ++s)
            seats[s] = first.value(QStringLiteral("seats"))[QString(QLatin1Char(seatLetter(Seat(s))))]
                           .toString()
                           .toStdString();
    printSummary(summary, options, shown(first.value(QStringLiteral("a"))), shown(first.value(QStringLiteral("b"))),
                 seeds, false, json, seats);
    return 0;
}

// Each seat's player at the first table (`spec`) and the option that named it (`specOption`):
// --a (--b) for both seats of a side, or the side's two seat options. Empty, or why not.
QString readSides(const ParsedArgs& o, std::array<std::string, kSeats>& spec,
                  std::array<std::string, kSeats>& specOption)
{
    struct SideOptions {
        const char* both;
        const char* side;
        std::array<std::pair<const char*, Seat>, 2> seats;
    };
    const SideOptions sides[] = {{"--a", "A", {{{"--a-north", Seat::North}, {"--a-south", Seat::South}}}},
                                 {"--b", "B", {{{"--b-east", Seat::East}, {"--b-west", Seat::West}}}}};
    for (const SideOptions& side : sides) {
        for (const auto& [option, seat] : side.seats) {
            if (std::find(o.repeated.begin(), o.repeated.end(), option) != o.repeated.end())
                return QStringLiteral("%1 given twice").arg(QLatin1String(option));
            if (o.has(side.both) && o.has(option))
                return QStringLiteral("%1 sets both seats of side %2: %3 does not go with it")
                    .arg(QLatin1String(side.both), QLatin1String(side.side), QLatin1String(option));
        }
        const auto& [first, second] = side.seats;
        if (!o.has(side.both) && o.has(first.first) != o.has(second.first))
            return QStringLiteral("%1 needs %2 (or %3 for both seats of side %4)")
                .arg(QLatin1String(o.has(first.first) ? first.first : second.first),
                     QLatin1String(o.has(first.first) ? second.first : first.first), QLatin1String(side.both),
                     QLatin1String(side.side));
        if (!o.has(side.both) && !o.has(first.first))
            return QStringLiteral("match needs %1").arg(QLatin1String(side.both));
        for (const auto& [option, seat] : side.seats) {
            specOption[int(seat)] = o.has(side.both) ? side.both : option;
            spec[int(seat)] = o.value(specOption[int(seat)].c_str());
        }
    }
    return {};
}

// The match's rules, deals, seed and pairing, and the outside bots' time limit in ms, from the
// options. Empty, or why not.
QString readMatchOptions(const ParsedArgs& o, MatchOptions& options, int& timeoutMs)
{
    QString why;
    const auto rules = rulesFrom(o, &why);
    if (!rules) return why;
    options.rules = *rules;
    long long deals = 100, seed = 1;
    if (!parseCount(o.value("--deals", "100"), 1, 100000000, &deals))
        return QStringLiteral("--deals: a whole number from 1");
    if (!parseCount(o.value("--seed", "1"), 0, std::numeric_limits<long long>::max(), &seed))
        return QStringLiteral("--seed: a whole number from 0");
    options.deals = int(deals);
    options.seed = std::uint64_t(seed);
    options.duplicate = o.has("--duplicate");
    if (o.has("--signals") && !signalsFromName(o.value("--signals"), &options.cardSignals))
        return QStringLiteral("--signals: direct, indirect or none");

    double timeout = BotPlayer::kDefaultTimeoutMs / 1000.0;
    if (o.has("--bot-timeout")) {
        const std::string s = o.value("--bot-timeout");
        char* end = nullptr;
        timeout = std::strtod(s.c_str(), &end);
        if (s.empty() || *end != '\0' || !(timeout >= 0.001 && timeout <= 3600))
            return QStringLiteral("--bot-timeout: a number of seconds above 0");
    }
    timeoutMs = int(std::lround(timeout * 1000));
    return {};
}

}  // namespace

int runMatch(const Args& args)
{
    const ParsedArgs o = ParsedArgs::parseOptions(args, {{"--a", true},
                                                         {"--b", true},
                                                         {"--a-north", true},
                                                         {"--a-south", true},
                                                         {"--b-east", true},
                                                         {"--b-west", true},
                                                         {"--preset", true},
                                                         {"--options", true},
                                                         {"--deals", true},
                                                         {"--seed", true},
                                                         {"--duplicate", false},
                                                         {"--signals", true},
                                                         {"--out", true},
                                                         {"--json", false},
                                                         {"--bot-timeout", true},
                                                         {"--pool", true}});
    if (!o.error.isEmpty()) return failure(o.error);
    if (o.has("--pool")) {
        for (const char* playing :
             {"--a", "--b", "--a-north", "--a-south", "--b-east", "--b-west", "--preset", "--options", "--deals",
              "--seed", "--duplicate", "--signals", "--out", "--bot-timeout"})
            if (o.has(playing))
                return failure(
                    QStringLiteral("--pool plays nothing: %1 does not go with it").arg(QLatin1String(playing)));
        return poolMatch(o.value("--pool"), o.has("--json"));
    }
    std::array<std::string, kSeats> spec,
        specOption;  // each seat's player at the first table, and the option that gave it
    if (const QString error = readSides(o, spec, specOption); !error.isEmpty()) return failure(error);
    if (!o.has("--preset")) return failure(QStringLiteral("match needs --preset"));

    MatchOptions options;
    int timeoutMs = 0;
    if (const QString error = readMatchOptions(o, options, timeoutMs); !error.isEmpty()) return failure(error);
    QString why;

    std::array<PlayerFactory, kSeats> factories;
    for (Seat seat : {Seat::North, Seat::South, Seat::East, Seat::West}) {  // side A's first
        const auto f = sideFactory(specOption[int(seat)].c_str(), spec[int(seat)], options.rules, timeoutMs, &why);
        if (!f) return failure(why);
        factories[int(seat)] = *f;
    }
    // A mixed match (a side with two players) names them: "normal + heuristic", and every seat's.
    const std::string a = sideName(spec[int(Seat::North)], spec[int(Seat::South)]);
    const std::string b = sideName(spec[int(Seat::East)], spec[int(Seat::West)]);
    const bool mixed = a != spec[int(Seat::North)] || b != spec[int(Seat::East)];
    const SeatPlayers seats = mixed ? spec : SeatPlayers{};

    std::FILE* out = nullptr;
    if (o.has("--out")) {
        out = std::fopen(o.value("--out").c_str(), "wb");
        if (!out)
            return failure(QStringLiteral("--out: cannot write %1").arg(QString::fromStdString(o.value("--out"))));
    }

    // QProcess wants an application object; it runs without an event loop.
    static int argc = 1;
    static char name[] = "rebelote-cli";
    static char* argv[] = {name, nullptr};
    std::optional<QCoreApplication> app;
    if (!QCoreApplication::instance()) app.emplace(argc, argv);

    bool written = true;
    MatchSummary summary = playMatch(options, factories, [&](const Deal& deal, const MatchDeal& d) {
        if (!out) return;
        QJsonObject record = writeRecord(deal);
        record.insert(QStringLiteral("match"), matchField(a, b, options, d, seats));
        printLine(out, toJsonLine(record));
        written = std::fflush(out) == 0 && written;  // a deal is kept even if the match stops
    });
    if (out) written = std::fclose(out) == 0 && written;
    if (!summary.error.empty())
        return failure(summary.error + " (match stopped after " + std::to_string(summary.deals) + " deals)");
    if (!written) return failure(QStringLiteral("--out: cannot write the records"));
    const auto shown = [](const std::string& s) { return shownText(QString::fromStdString(s), 60).toStdString(); };
    printSummary(summary, options, sideName(shown(spec[int(Seat::North)]), shown(spec[int(Seat::South)])),
                 sideName(shown(spec[int(Seat::East)]), shown(spec[int(Seat::West)])),
                 "seed " + std::to_string(options.seed), true, o.has("--json"), seats);
    return 0;
}

// --- bot -------------------------------------------------------------------------------------

namespace {

QByteArray compact(const QJsonObject& o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

// The bot side of the protocol for one level player.
class BotLoop {
public:
    BotLoop(std::unique_ptr<Player> player, std::string level) : player_(std::move(player)), level_(std::move(level)) {}

    // Returns the exit status.
    int run()
    {
        std::string text;
        while (std::getline(std::cin, text)) {
            ++line_;
            type_.clear();
            if (QByteArray::fromStdString(text).trimmed().isEmpty()) continue;
            QJsonParseError err{};
            const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(text), &err);
            if (err.error != QJsonParseError::NoError || !doc.isObject()) return fail("not a JSON object");
            const QJsonObject m = doc.object();
            type_ = m.value(QStringLiteral("type")).toString().toStdString();
            if (type_ == "quit") return 0;
            std::optional<QJsonObject> answer;
            if (type_ == "hello") answer = hello(m);
            else if (type_ == "result") result(m);
            else if (type_ == "call" || type_ == "declare" || type_ == "play") answer = question(m);
            else return fail("unknown message type");
            if (!error_.empty()) return fail(error_);
            if (answer) {
                printLine(stdout, compact(*answer));
                std::fflush(stdout);
            }
        }
        return 0;  // the game went away: nothing more to do
    }

private:
    int fail(const std::string& why)
    {
        const std::string where = "bot: line " + std::to_string(line_) + (type_.empty() ? "" : " (" + type_ + ")");
        return failure(where + ": " + why);
    }
    std::nullopt_t error(const std::string& why)
    {
        error_ = why;
        return std::nullopt;
    }

    std::optional<QJsonObject> hello(const QJsonObject& m)
    {
        if (m.value(QStringLiteral("protocol")).toInt() != kBotProtocol) return error("protocol: only 1 is spoken");
        auto seat = parseSeat(m.value(QStringLiteral("seat")).toString().toStdString());
        if (!seat) return error("seat: not a seat");
        QString why;
        auto rules = Rules::fromJson(m.value(QStringLiteral("rules")).toObject(), &why);
        if (!rules) return error("rules: " + why.toStdString());
        seat_ = seat;
        newDeal_ = true;
        return QJsonObject{{QStringLiteral("name"), QString::fromStdString("rebelote " + level_)}};
    }

    void result(const QJsonObject& m)
    {
        if (!seat_) return (void)error("result before hello");
        auto rec = readRecord(m.value(QStringLiteral("record")).toObject());
        if (!rec) return (void)error("record: " + rec.error.toStdString());
        if (rec.value->deal.phase() != Phase::Done) return (void)error("record: the deal is not over");
        player_->dealOver(rec.value->deal, *seat_);
        newDeal_ = true;
    }

    std::optional<QJsonObject> question(const QJsonObject& m)
    {
        if (!seat_) return error("question before hello");
        std::string why;
        auto viewed = dealFromView(m.value(QStringLiteral("view")).toObject(), &why);
        if (!viewed) return error(why);
        if (viewed->seat != *seat_) return error("view: seat is not the seat of hello");
        Deal& deal = viewed->deal;
        const Seat seat = *seat_;

        // A new deal starts at the first question after a result, or when the table shows
        // another deal: other dealer, retourne or rules, other cards, or less history.
        const CardSet start = deal.handsBeforePlay()[int(seat)];  // 5 cards, then 8 in classic
        const int progress = deal.callCount() + (deal.phase() == Phase::Calls ? 0 : deal.cardPlay().cardsPlayed());
        const std::string key = std::to_string(int(deal.dealer())) + "/" +
                                (deal.retourne() ? cardName(*deal.retourne()) : "") + "/" +
                                compact(deal.rules().toJson()).toStdString();
        const bool sameCards = (start & dealStart_) == start || (start & dealStart_) == dealStart_;
        if (newDeal_ || key != dealKey_ || !sameCards || progress < progress_)
            player_->startDeal(deal, seat, viewed->game);
        newDeal_ = false;
        dealKey_ = key;
        dealStart_ = start;
        progress_ = progress;

        auto q = readBotQuestion(m, deal, seat, &why);
        if (!q) return error(why);
        auto answer = askBotQuestion(*player_, deal, seat, *q, &why);
        if (!answer) return error(why);
        return answer;
    }

    std::unique_ptr<Player> player_;
    std::string level_;
    std::optional<Seat> seat_;
    long long line_ = 0;
    std::string type_;
    std::string error_;
    bool newDeal_ = true;
    std::string dealKey_;
    CardSet dealStart_;
    int progress_ = 0;
};

}  // namespace

int runBot(const Args& args)
{
    const ParsedArgs o = ParsedArgs::parseOptions(args, {{"--level", true}, {"--seed", true}});
    if (!o.error.isEmpty()) return failure(o.error);
    if (!o.has("--level")) return failure(QStringLiteral("bot needs --level"));
    long long seed = 1;
    if (!parseCount(o.value("--seed", "1"), 0, std::numeric_limits<long long>::max(), &seed))
        return failure(QStringLiteral("--seed: a whole number from 0"));
    std::string error;
    auto player = makeLevelPlayer(o.value("--level"), std::uint64_t(seed), &error);
    if (!player) return failure("--level: " + error);
    return BotLoop(std::move(player), o.value("--level")).run();
}

}  // namespace belote
