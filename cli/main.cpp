// rebelote-cli: the game's engine from the command line. Scores deal records, plays random
// deals to make records, and measures the engine's speed.
//
// Each command is one row of kCommands (name, summary, help, function), so new commands
// (the AI's `match` and `bot`) are one function and one row.
#include "ai/aibench.h"
#include "ai/levels.h"
#include "ai/match.h"
#include "ai/randomplayer.h"
#include "ai/regret.h"
#include "ai/solverbench.h"
#include "ai/worlds.h"
#include "cliargs.h"
#include "engine/game.h"
#include "engine/record.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <array>
#include <bit>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <limits>
#include <map>
#include <memory>
#include <numeric>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace belote {

// match_command.cpp: the AI's commands.
extern const char* const kMatchHelp;
extern const char* const kBotHelp;
int runMatch(const std::vector<std::string>& args);
int runBot(const std::vector<std::string>& args);
// history_command.cpp: the game's history database.
extern const char* const kHistoryHelp;
int runHistory(const std::vector<std::string>& args);
int analyseRecords(const QByteArray& input, const QString& where, bool all);
// explain_command.cpp: why a Monte Carlo level answers a bot-protocol question as it does.
extern const char* const kExplainHelp;
int runExplain(const std::vector<std::string>& args);
// bidding_command.cpp: the bidding system over deal records.
extern const char* const kBiddingHelp;
int runBidding(const std::vector<std::string>& args);
// cardplay_command.cpp: the card-play system over deal records.
extern const char* const kCardplayHelp;
int runCardplay(const std::vector<std::string>& args);
// set_command.cpp: deal sets.
extern const char* const kSetHelp;
int runSet(const std::vector<std::string>& args);

namespace {

// --- score -----------------------------------------------------------------------------------

// The records of the one FILE operand of `command` (standard input without one, or with
// "-"), and where they come from for error lines ("stdin" or the path).
bool readRecordsOperand(const ParsedArgs& p, const char* command, QByteArray* input, QString* where, QString* error)
{
    if (p.operands.size() > 1) {
        *error = QStringLiteral("%1 reads one file").arg(QLatin1String(command));
        return false;
    }
    const std::string path = p.operands.empty() ? "-" : p.operands[0];
    *where = path == "-" ? QStringLiteral("stdin") : QString::fromStdString(path);
    return readInput(path, input, error);
}

int runScore(const Args& args)
{
    const ParsedArgs p = ParsedArgs::parse(args, {{"--check", false}});
    if (!p.error.isEmpty()) return failure(p.error);
    QByteArray input;
    QString where, error;
    if (!readRecordsOperand(p, "score", &input, &where, &error)) return failure(error);
    int bad = 0;
    for (const InputRecord& r : splitRecords(input)) {
        auto rec = readRecord(r.json);
        QString why = rec ? QString() : rec.error;
        if (rec && p.has("--check")) why = resultDifference(*rec.value);
        if (!why.isEmpty()) {
            std::fflush(stdout);  // keep stdout and stderr in record order on a terminal
            printLine(stderr, QStringLiteral("%1:%2: %3").arg(where).arg(r.line).arg(why));
            ++bad;
            continue;
        }
        printLine(stdout, toJsonLine(writeRecord(*rec.value)));
    }
    return bad > 0 ? 2 : 0;
}

// --- selfplay --------------------------------------------------------------------------------

int runSelfplay(const Args& args)
{
    const ParsedArgs p = ParsedArgs::parse(args, {{"--preset", true},
                                                  {"--options", true},
                                                  {"--deals", true},
                                                  {"--seed", true},
                                                  {"--out", true},
                                                  {"--level", true},
                                                  {"--signals", true}});
    if (!p.error.isEmpty()) return failure(p.error);
    if (!p.operands.empty())
        return failure(QStringLiteral("selfplay takes no operand: %1").arg(QString::fromStdString(p.operands[0])));
    if (!p.has("--preset")) return failure(QStringLiteral("selfplay needs --preset"));

    QString why;
    const auto rules = rulesFrom(p, &why);
    if (!rules) return failure(why);

    long long deals = 1, seed = 1;
    if (!parseCount(p.value("--deals", "1"), 0, 100000000, &deals))
        return failure(QStringLiteral("--deals: a whole number from 0"));
    if (!parseCount(p.value("--seed", "1"), 0, std::numeric_limits<long long>::max(), &seed))
        return failure(QStringLiteral("--seed: a whole number from 0"));

    // Every seed below comes from S, so a seed gives the same records everywhere (the Monte
    // Carlo levels: as long as no decision runs out of time).
    Rng seeds{std::uint64_t(seed)};
    std::array<std::unique_ptr<Player>, 4> seats;
    for (auto& player : seats) {
        std::string error;
        player = makeLevelPlayer(p.value("--level", "random"), seeds.split(), &error);
        if (!player) return failure(QStringLiteral("--level: ") + QString::fromStdString(error));
    }
    Player* const players[4] = {seats[0].get(), seats[1].get(), seats[2].get(), seats[3].get()};
    Signals cardSignals = Signals::Direct;
    if (p.has("--signals") && !signalsFromName(p.value("--signals"), &cardSignals))
        return failure(QStringLiteral("--signals: direct, indirect or none"));

    std::FILE* out = stdout;
    if (p.has("--out")) {
        out = std::fopen(p.value("--out").c_str(), "wb");
        if (!out)
            return failure(QStringLiteral("--out: cannot write %1").arg(QString::fromStdString(p.value("--out"))));
    }

    Game game(*rules, seeds.split());
    for (long long i = 0; i < deals; ++i) {
        if (game.over()) game = Game(*rules, seeds.split());
        Deal deal = game.nextDeal();
        try {
            playOut(deal, players, GameContext{game.scores(), rules->target, cardSignals});
        } catch (const std::runtime_error& e) {  // a player chose an illegal move: a bug
            return failure(QStringLiteral("deal %1: %2").arg(i + 1).arg(QString::fromStdString(e.what())));
        }
        printLine(out, toJsonLine(writeRecord(deal)));
        game.finishDeal(deal);
    }
    const bool ok = std::fflush(out) == 0 && (out == stdout || std::fclose(out) == 0);
    return ok ? 0 : failure(QStringLiteral("cannot write the records"));
}

// --- bench -----------------------------------------------------------------------------------

using Clock = std::chrono::steady_clock;

// A light random chooser for the benchmark: uniform legal cards, and calls that pass more
// often than not so that the auction ends.
struct QuickChooser {
    Rng rng;

    Card card(CardSet legal)
    {
        std::uint32_t bits = legal.bits();
        for (std::uint32_t k = rng.below(std::uint32_t(legal.size())); k > 0; --k) bits &= bits - 1;
        return Card(std::countr_zero(bits));
    }
    Call call(const CallList& legal)
    {
        if (legal.count == 1 || rng.below(10) < 6) return legal.items[0];  // pass comes first
        return legal.items[1 + rng.below(std::uint32_t(legal.count - 1))];
    }
};

Deal shuffledDeal(const Rules& rules, Rng& rng)
{
    std::array<Card, 32> deck{};
    std::iota(deck.begin(), deck.end(), Card(0));
    rng.shuffle(deck.begin(), deck.end());
    int n = 0;
    const DealPattern* patterns = DealPattern::patternsFor(rules, &n);
    return Deal::fromDeck(rules, Seat(rng.below(4)),
                          cutDeck(deck, rng.between(rules.cutMinimum, 32 - rules.cutMinimum)),
                          patterns[rng.below(std::uint32_t(n))]);
}

// Shuffle, cut, calls, 32 cards, score: one full random deal (with `redealPassed`, a deal
// nobody takes is dealt again until one is played). Returns a number that depends on the
// whole deal so that the compiler keeps the work.
int playRandomDeal(const Rules& rules, QuickChooser& chooser, bool redealPassed = false)
{
    Deal d = shuffledDeal(rules, chooser.rng);
    for (;;) {
        while (d.phase() == Phase::Calls) d.makeCall(d.toAct(), chooser.call(d.legalCalls()));
        if (!redealPassed || !d.passed()) break;
        d = shuffledDeal(rules, chooser.rng);
    }
    while (d.phase() == Phase::Play) d.playCard(chooser.card(d.legalCards()));
    return d.result().score[0];
}

// Runs `batch` (which does `perBatch` units of work) until `seconds` have passed; units/s.
template <typename F>
double measure(double seconds, long long perBatch, F&& batch)
{
    const auto start = Clock::now();
    long long done = 0;
    std::chrono::duration<double> elapsed{};
    do {
        batch();
        done += perBatch;
        elapsed = Clock::now() - start;
    } while (elapsed.count() < seconds);
    return double(done) / elapsed.count();
}

volatile std::uint32_t g_sink;  // results of the benchmark loops go here so they are kept

double legalCardsPerSecond(double seconds)
{
    // Positions of random coinche and classic deals at every stage of the play.
    Rng rng(1);
    QuickChooser chooser{Rng(2)};
    std::vector<CardPlay> positions;
    while (positions.size() < 4096) {
        const Rules rules = Rules::fromPreset(positions.size() % 2 ? Preset::Coinche : Preset::Classic);
        Deal d = shuffledDeal(rules, rng);
        while (d.phase() == Phase::Calls) d.makeCall(d.toAct(), chooser.call(d.legalCalls()));
        while (d.phase() == Phase::Play) {
            positions.push_back(d.cardPlay());
            d.playCard(chooser.card(d.legalCards()));
        }
    }
    return measure(seconds, (long long)positions.size(), [&] {
        std::uint32_t sink = 0;
        for (const CardPlay& p : positions) sink ^= p.legalCards().bits();
        g_sink = g_sink + sink;
    });
}

double randomDealsPerSecond(Preset preset, double seconds)
{
    const Rules rules = Rules::fromPreset(preset);
    QuickChooser chooser{Rng(3)};
    constexpr int kBatch = 256;
    return measure(seconds, kBatch, [&] {
        int sink = 0;
        for (int i = 0; i < kBatch; ++i) sink += playRandomDeal(rules, chooser);
        g_sink = g_sink + std::uint32_t(sink);
    });
}

// Full random deals over the four presets in turn. Only a deal that was played counts (its
// calls and its 32 cards): a passed deal is dealt again, on the clock.
double mixedRandomDealsPerSecond(double seconds)
{
    std::array<Rules, std::size(kAllPresets)> rules{};
    for (std::size_t i = 0; i < rules.size(); ++i) rules[i] = Rules::fromPreset(kAllPresets[i]);
    QuickChooser chooser{Rng(4)};
    constexpr int kBatch = 256;
    return measure(seconds, kBatch, [&] {
        int sink = 0;
        for (int i = 0; i < kBatch; ++i) sink += playRandomDeal(rules[std::size_t(i) % rules.size()], chooser, true);
        g_sink = g_sink + std::uint32_t(sink);
    });
}

int runBench(const Args& args)
{
    const ParsedArgs p = ParsedArgs::parse(args, {{"--json", false},
                                                  {"--seconds", true},
                                                  {"--solver-deals", true},
                                                  {"--solver-contracts", true},
                                                  {"--decision-deals", true},
                                                  {"--levels", true}});
    if (!p.error.isEmpty()) return failure(p.error);
    if (!p.operands.empty())
        return failure(QStringLiteral("bench takes no operand: %1").arg(QString::fromStdString(p.operands[0])));
    double seconds = 1.0;
    if (p.has("--seconds")) {
        char* end = nullptr;
        const std::string s = p.value("--seconds");
        seconds = std::strtod(s.c_str(), &end);
        if (s.empty() || *end != '\0' || !(seconds > 0 && seconds <= 3600))
            return failure(QStringLiteral("--seconds: a number of seconds above 0"));
    }
    long long solverDeals = 1000, decisionDeals = 3;
    if (!parseCount(p.value("--solver-deals", "1000"), 0, 100000, &solverDeals))
        return failure(QStringLiteral("--solver-deals: a whole number from 0"));
    unsigned contracts = 7;
    if (p.has("--solver-contracts")) {
        contracts = 0;
        for (const QString& c : QString::fromStdString(p.value("--solver-contracts")).split(QLatin1Char(','))) {
            const auto* found = std::find_if(kSolverContractNames.begin(), kSolverContractNames.end(),
                                             [&](const char* name) { return c == QLatin1String(name); });
            if (found == kSolverContractNames.end())
                return failure(QStringLiteral("--solver-contracts: trump, NT or AT, separated by commas"));
            contracts |= 1u << (found - kSolverContractNames.begin());
        }
    }
    if (!parseCount(p.value("--decision-deals", "3"), 0, 10000, &decisionDeals))
        return failure(QStringLiteral("--decision-deals: a whole number from 0"));
    QStringList levels{QStringLiteral("easy"), QStringLiteral("normal")};
    if (p.has("--levels")) {
        levels = QString::fromStdString(p.value("--levels")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (const QString& l : levels)
            if (l != QLatin1String("easy") && l != QLatin1String("normal") && l != QLatin1String("strong"))
                return failure(
                    QStringLiteral("--levels: easy, normal or strong, comma-separated, not \"%1\"").arg(l.left(40)));
    }

    const bool json = p.has("--json");
    auto figure = [&](const std::string& name, const char* what, double value, const char* unit) {
        char line[200];
        if (json)
            std::snprintf(line, sizeof line, R"({"name": "%s", "value": %.6g, "unit": "%s"})", name.c_str(), value,
                          unit);
        else std::snprintf(line, sizeof line, "%-44s %14.6g %s", what, value, unit);
        printLine(stdout, std::string(line));
    };

    figure("legal_cards_per_s", "legal-card generations (one core)", legalCardsPerSecond(seconds), "1/s");
    figure("random_deals_per_s", "random deals, all presets (one core)", mixedRandomDealsPerSecond(seconds), "1/s");
    figure("random_deals_per_s_classic", "random classic deals (one core)",
           randomDealsPerSecond(Preset::Classic, seconds), "1/s");
    figure("random_deals_per_s_coinche", "random coinche deals (one core)",
           randomDealsPerSecond(Preset::Coinche, seconds), "1/s");
    figure("worlds_per_s", "worlds sampled, 100 a decision (one core)", worldsPerSecond(seconds), "1/s");

    if (solverDeals > 0) {
        const SolverBenchFigures sf = benchSolver(int(solverDeals), 11, true, contracts);
        for (const SolverStrainFigures& f : sf.strains) {
            if (f.deals == 0) continue;
            const std::string n = std::string("solver_") + f.name + "_";
            const std::string w = std::string("solver, whole deal, ") + f.name + ": ";
            figure(n + "mean_ms", (w + "mean").c_str(), f.meanMs, "ms");
            figure(n + "median_ms", (w + "median").c_str(), f.medianMs, "ms");
            figure(n + "p99_ms", (w + "99th percentile").c_str(), f.p99Ms, "ms");
            figure(n + "nodes", (w + "nodes per solve").c_str(), f.meanNodes, "nodes");
            figure(n + "score_cards_ratio", (w + "all first cards / one solve").c_str(), f.scoreCardsRatio, "x");
        }
    }
    if (decisionDeals > 0) {
        // Classic, coinche, and coinche with every deal bid 80 Sans Atout (sansToutAtout).
        struct Table {
            Preset preset;
            std::optional<Strain> contract;  // every deal bid 80 in it, the calls not chosen
            const char* name = nullptr;      // the preset's name when null
            const char* label = nullptr;
        };
        for (const Table& table : {Table{Preset::Classic, {}}, Table{Preset::Coinche, {}},
                                   Table{Preset::Coinche, Strain::NoTrump, "coinche_sa", "coinche, 80 Sans Atout"}}) {
            Rules rules = Rules::fromPreset(table.preset);
            if (table.contract == Strain::NoTrump) rules.sansToutAtout = true;
            const std::string name = table.name ? table.name : presetName(table.preset);
            const std::string label = table.label ? table.label : name;
            for (const QString& level : levels) {
                const DecisionBenchFigures d =
                    benchDecisions(rules, level.toStdString(), int(decisionDeals), 5, table.contract);
                const std::string n = "decision_" + name + "_" + d.level + "_";
                const std::string w = label + ", " + d.level + ": ";
                auto times = [&](const char* key, const char* label, const DecisionTimes& t) {
                    figure(n + key + "_median_ms", (w + label + " median").c_str(), t.medianMs, "ms");
                    figure(n + key + "_p95_ms", (w + label + " 95th percentile").c_str(), t.p95Ms, "ms");
                };
                auto withMax = [&](const char* key, const char* label, const DecisionTimes& t) {
                    times(key, label, t);
                    figure(n + key + "_max_ms", (w + label + " longest").c_str(), t.maxMs, "ms");
                };
                times("first_lead", "first lead", d.firstLead);
                times("first_trick", "rest of trick 1", d.firstTrick);
                times("later", "cards from trick 2", d.laterCards);
                times("call", "calls", d.calls);
                times("declare", "declarations", d.declarations);
                withMax("cards", "every card with a choice", d.cards);
                withMax("all", "every decision with a choice", d.all);
                figure(n + "first_lead_worlds", (w + "worlds per first lead").c_str(), d.firstLead.meanWorlds,
                       "worlds");
                figure(n + "worlds", (w + "worlds per card from trick 2").c_str(), d.laterCards.meanWorlds, "worlds");
                figure(n + "first_trick_worlds_median", (w + "worlds per card of the rest of trick 1, median").c_str(),
                       d.firstTrick.medianWorlds, "worlds");
                figure(n + "cards_worlds_median", (w + "worlds per card with a choice, median").c_str(),
                       d.cards.medianWorlds, "worlds");
                figure(n + "per_s", (w + "decisions per second").c_str(), d.decisionsPerSecond, "1/s");
            }
        }
    }
    return 0;
}

// --- regret ----------------------------------------------------------------------------------

int runRegret(const Args& args)
{
    const ParsedArgs p = ParsedArgs::parse(args, {{"--levels", true}, {"--positions", true}, {"--seed", true}});
    if (!p.error.isEmpty()) return failure(p.error);
    if (p.operands.size() != 1) return failure(QStringLiteral("regret reads one file of deal records"));
    if (!p.has("--levels")) return failure(QStringLiteral("regret needs --levels"));
    long long wanted = 300, seed = 1;
    if (!parseCount(p.value("--positions", "300"), 1, 1000000, &wanted))
        return failure(QStringLiteral("--positions: a whole number from 1"));
    if (!parseCount(p.value("--seed", "1"), 0, std::numeric_limits<long long>::max(), &seed))
        return failure(QStringLiteral("--seed: a whole number from 0"));
    std::vector<std::string> levels;
    for (const QString& l : QString::fromStdString(p.value("--levels")).split(QLatin1Char(','))) {
        std::string error;
        if (!makeLevelPlayer(l.toStdString(), 1, &error))
            return failure(QStringLiteral("--levels: ") + QString::fromStdString(error));
        levels.push_back(l.toStdString());
    }

    QByteArray input;
    QString error;
    if (!readInput(p.operands[0], &input, &error)) return failure(error);
    std::vector<Deal> all;
    int deals = 0;
    for (const InputRecord& r : splitRecords(input)) {
        std::vector<Deal> found = cardPositions(r.json, &error);
        if (!error.isEmpty())
            return failure(
                QStringLiteral("%1:%2: %3").arg(QString::fromStdString(p.operands[0])).arg(r.line).arg(error));
        deals += found.empty() ? 0 : 1;
        for (Deal& d : found) all.push_back(std::move(d));
    }
    if (all.empty())
        return failure(
            QStringLiteral("no card decision with a choice in %1").arg(QString::fromStdString(p.operands[0])));
    // Evenly spread over the file when there are more than wanted.
    std::vector<Deal> positions;
    const std::size_t n = std::min<std::size_t>(std::size_t(wanted), all.size());
    for (std::size_t i = 0; i < n; ++i) positions.push_back(all[i * all.size() / n]);

    const std::vector<RegretFigures> figures = measureRegret(positions, levels, std::uint64_t(seed));
    std::string text = "positions  " + std::to_string(positions.size()) + " card decisions with a choice (of " +
                       std::to_string(all.size()) + " in " + std::to_string(deals) + " deals)\n";
    auto fmt = [](double x) {
        char t[32];
        std::snprintf(t, sizeof t, "%+.2f", x);
        return std::string(t);
    };
    for (const RegretFigures& f : figures) {
        const auto [m, lo, hi] = meanInterval(f.regrets);
        const auto lost = std::count_if(f.regrets.begin(), f.regrets.end(), [](double r) { return r > 1e-9; });
        char line[256];
        std::snprintf(line, sizeof line,
                      "%-26s regret %.2f marks per decision, 95%% CI [%.2f, %.2f]; %.1f%% of decisions lose marks\n",
                      f.level.c_str(), m, lo, hi, 100.0 * double(lost) / double(f.regrets.size()));
        text += line;
    }
    for (std::size_t j = 1; j < figures.size(); ++j) {
        std::vector<double> d;
        for (std::size_t i = 0; i < positions.size(); ++i) d.push_back(figures[0].regrets[i] - figures[j].regrets[i]);
        const auto [m, lo, hi] = meanInterval(d);
        text += figures[0].level + " - " + figures[j].level + ": " + fmt(m) + " marks per decision, 95% CI [" +
                fmt(lo) + ", " + fmt(hi) + "] (paired)\n";
    }
    std::fputs(text.c_str(), stdout);
    return 0;
}

// --- analyse ---------------------------------------------------------------------------------

std::string formatMarks(double marks)
{
    char t[32];
    std::snprintf(t, sizeof t, "%.0f", marks);
    return t;
}

// `analyse` over the records of `input`, each named WHERE:LINE (or WHERE alone when
// `numberLines` is false: one record from elsewhere, e.g. the history's "#12").
int analyseInput(const QByteArray& input, const QString& where, bool numberLines, bool all)
{
    QString error;
    Analyst analyst;
    int contracts = 0, madePlayed = 0, madeSeeing = 0;
    long long marksGap = 0;  // the takers' marks as played minus seeing every hand
    for (const InputRecord& r : splitRecords(input)) {
        const RecordAnalysis analysis = analyseRecord(r.json, analyst, &error);
        const QString label = numberLines ? QStringLiteral("%1:%2").arg(where).arg(r.line) : where;
        if (!error.isEmpty()) return failure(QStringLiteral("%1: %2").arg(label, error));
        const Deal& deal = analysis.deal;
        const std::vector<CardLoss>& losses = analysis.cards;
        std::string text = label.toStdString() + "  ";
        // "made: NS 60, EW 220"
        auto outcome = [](const DealResult& res) {
            return resultToJson(res).value("outcome").toString().toStdString() + ": NS " +
                   std::to_string(res.score[0]) + ", EW " + std::to_string(res.score[1]);
        };
        if (!deal.contract()) {
            text += "passed, no play\n";
        } else {
            const QJsonObject res = resultToJson(deal.result());
            text += res.value("taker").toString().toStdString() + " " + res.value("contract").toString().toStdString();
            if (deal.phase() == Phase::Done) text += ", " + outcome(deal.result());
            text += "\n";
        }
        if (analysis.seeingAll) {
            const DealResult seen = analysis.seeingAll->result();
            text += "  seeing every hand from the first card: " + outcome(seen) + "\n";
            if (deal.phase() == Phase::Done) {
                const DealResult played = deal.result();
                const int taker = int(teamOf(played.contract->taker));
                auto made = [](const DealResult& x) {
                    return x.outcome == Outcome::Made || x.outcome == Outcome::Capot;
                };
                ++contracts;
                madePlayed += made(played);
                madeSeeing += made(seen);
                marksGap +=
                    (played.score[taker] - played.score[1 - taker]) - (seen.score[taker] - seen.score[1 - taker]);
            }
        }
        std::array<double, 4> lost{};
        std::array<int, 4> decisions{};
        for (const CardLoss& l : losses) {
            lost[int(l.seat)] += l.lost;
            ++decisions[int(l.seat)];
            if (l.lost <= 1e-9 && !all) continue;
            std::string best;
            for (Card c : l.best) {
                if (!best.empty()) best += ' ';
                best += cardName(c);
            }
            const std::string verdict = l.lost > 1e-9 ? "lost " + formatMarks(l.lost) + " marks" : "best";
            char line[200];
            std::snprintf(line, sizeof line, "  play %-2d  %c:%s  %s (best %s; %d legal)\n", l.index + 1,
                          seatLetter(l.seat), cardName(l.played).c_str(), verdict.c_str(), best.c_str(), l.legal);
            text += line;
        }
        text += "  lost     ";
        for (int s = 0; s < kSeats; ++s)
            text += std::string(s ? ", " : "") + seatLetter(Seat(s)) + " " + formatMarks(lost[s]) + " (" +
                    std::to_string(decisions[s]) + ")";
        text += " marks (decisions with a choice)\n";
        std::fputs(text.c_str(), stdout);
    }
    if (contracts > 0) {
        char line[200];
        std::snprintf(line, sizeof line,
                      "contracts %d played out: made %d as played, %d seeing every hand; the takers' marks as played "
                      "minus seeing every hand: %+.1f a contract\n",
                      contracts, madePlayed, madeSeeing, double(marksGap) / contracts);
        std::fputs(line, stdout);
    }
    return 0;
}

int runAnalyse(const Args& args)
{
    const ParsedArgs p = ParsedArgs::parse(args, {{"--all", false}});
    if (!p.error.isEmpty()) return failure(p.error);
    QByteArray input;
    QString where, error;
    if (!readRecordsOperand(p, "analyse", &input, &where, &error)) return failure(error);
    return analyseInput(input, where, true, p.has("--all"));
}

// --- help ------------------------------------------------------------------------------------

int runHelp(const Args& args);

struct Command {
    const char* name;
    const char* summary;
    const char* help;
    int (*run)(const Args& args);  // the arguments after the command name
};

const Command kCommands[] = {
    {"score", "check deal records and write them back with their result",
     "usage: rebelote-cli score [--check] [FILE|-]\n"
     "\n"
     "Reads deal records (DEAL-FORMAT.md) from FILE, or from standard input when FILE is\n"
     "- or absent: a file that is one JSON object is one record (it may span lines),\n"
     "otherwise each non-empty line is one record. Each record is replayed and checked;\n"
     "a good one is written back on standard output as one JSON line with its computed\n"
     "`result`. A bad one gives one line on standard error, FILE:LINE: why, e.g.\n"
     "  deals.jsonl:3: play 14 (E:7H): must overtrump, holds JH\n"
     "and the command goes on with the next record.\n"
     "\n"
     "  --check   also refuse a record whose given `result` differs from the computed one\n"
     "\n"
     "Exit status: 0 when every record is good, 2 when any is bad or on a usage error.\n",
     runScore},
    {"selfplay", "play random deals and write their records",
     "usage: rebelote-cli selfplay --preset P [--options JSON] [--deals N] [--seed S] [--out FILE]\n"
     "                             [--level L] [--signals A]\n"
     "\n"
     "Plays N deals (default 1; passed deals count) of successive games, four players of\n"
     "level L (default random) at the table, and writes each deal's record as one JSON line on standard\n"
     "output or in FILE. A new game starts when one ends. The same seed S (default 1) gives\n"
     "the same records.\n"
     "\n"
     "  --preset P      classic, classic-no-annonces, coinche or coinche-montpellier\n"
     "  --options JSON  rule options over the preset, e.g. '{\"sansToutAtout\": true}'\n"
     "  --deals N       number of deals\n"
     "  --seed S        seed of the shuffles and the players\n"
     "  --out FILE      write the records to FILE\n"
     "  --level L       random, heuristic, easy, normal, strong (the Monte Carlo levels\n"
     "                  use both cores and take a few seconds a deal)\n"
     "  --signals A     the card-play calls the players play (docs/cardplay.md): direct\n"
     "                  (the default), indirect or none\n",
     runSelfplay},
    {"bench", "measure the engine's and the AI's speed",
     "usage: rebelote-cli bench [--json] [--seconds X] [--solver-deals N] [--solver-contracts C,C]\n"
     "                          [--decision-deals N] [--levels L,L]\n"
     "\n"
     "Measures, on one core, legal-card generations per second over positions of random\n"
     "deals, and full random deals per second (shuffle and cut, calls and 32 cards chosen\n"
     "at random among the legal ones, scored): random_deals_per_s over the four presets\n"
     "in turn, counting only deals played out (a passed deal is dealt again on the clock),\n"
     "and random_deals_per_s_classic / _coinche for one preset, passed deals included;\n"
     "worlds sampled per second (100 a card decision, one core). Then the exact solver on\n"
     "N random deals per contract type (trump, NT, AT), each solved from the first lead on\n"
     "one core: mean, median and 99th percentile time, nodes per solve, and the cost of\n"
     "valuing every first card against one solve. Then the Monte Carlo levels deciding\n"
     "(two threads), four players of a level over N deals of classic, of coinche and of\n"
     "coinche bid 80 Sans Atout (coinche_sa: the calls not chosen, every deal in Sans\n"
     "Atout): time of the first lead, the rest of trick 1, the cards from trick 2 and the\n"
     "calls (median and 95th percentile), what to declare; every card and every decision\n"
     "with a choice (median, 95th percentile and longest); worlds per card (mean; median\n"
     "over every card with a choice), decisions per second.\n"
     "\n"
     "  --json        one JSON object per figure per line: {\"name\", \"value\", \"unit\"}\n"
     "  --seconds X   time spent on each engine figure (default 1)\n"
     "  --solver-deals N    deals per contract type for the solver (default 1000; 0: skip)\n"
     "  --solver-contracts C,C  the contract types solved (trump, NT, AT; default all three)\n"
     "  --decision-deals N  deals per preset and level for the decisions (default 3; 0: skip)\n"
     "  --levels L,L        the levels timed (default easy,normal; also strong)\n",
     runBench},
    {"regret", "what each level's card play loses against one that sees every hand",
     "usage: rebelote-cli regret --levels L,L [--positions N] [--seed S] FILE\n"
     "\n"
     "Takes N card decisions with a choice (default 300, spread evenly) from the deal records\n"
     "of FILE, lets each level choose a card there (the Monte Carlo levels without their time\n"
     "limits: the same seed gives the same figures), and values every legal card with all\n"
     "hands seen (the exact solver, in marks of the deal). A decision's regret is the best\n"
     "card's marks minus the chosen card's. Prints each level's mean regret per decision\n"
     "with its 95% interval and the share of decisions that lose marks, then the first\n"
     "level minus each other on the same positions (a paired difference: far less noisy\n"
     "than a match, for changes to the card play).\n"
     "\n"
     "  --levels L,L     the levels compared, e.g. normal,normal-uniform\n"
     "  --positions N    how many decisions\n"
     "  --seed S         seed of the Monte Carlo levels\n",
     runRegret},
    {"analyse", "each card of recorded deals against the best with every hand seen",
     "usage: rebelote-cli analyse [--all] [FILE]\n"
     "\n"
     "Replays each deal record of FILE (or standard input) and, at every card decision with\n"
     "a choice, values each legal card with all hands seen (the exact solver, in marks of the\n"
     "deal for the side of the seat to play, as the Monte Carlo player counts them: made or\n"
     "down, capot, coinche, belote, declarations). Prints for each record its contract and\n"
     "outcome, the outcome had four players who see every hand played it from its first\n"
     "card, each card that cost marks against the best cards (every decision with --all),\n"
     "and the marks each seat lost with its number of decisions; at the end, how many\n"
     "contracts were made as played and seeing every hand, and the takers' marks as played\n"
     "minus seeing every hand. A bad record stops it with one line, FILE:LINE: why, and exit\n"
     "status 2.\n"
     "\n"
     "  --all    list every decision with a choice, the best ones too\n",
     runAnalyse},
    {"match", "play a match between two players (levels or bot programs)", kMatchHelp, runMatch},
    {"bot", "play a level as a bot through the bot protocol on stdin/stdout", kBotHelp, runBot},
    {"explain", "why a level answers one bot-protocol question as it does: values and beliefs", kExplainHelp,
     runExplain},
    {"history", "list, export, import, analyse and delete the deals of the game's history", kHistoryHelp, runHistory},
    {"bidding", "what recorded calls mean under the bidding system, and the coinches' bias", kBiddingHelp, runBidding},
    {"cardplay", "what recorded cards mean under the card-play system, and how far it was kept", kCardplayHelp,
     runCardplay},
    {"set", "deal sets: the day's deals, a set from a seed or a code, a level against the bots", kSetHelp, runSet},
    {"help", "show the help of a command", "usage: rebelote-cli help [COMMAND]\n", runHelp},
};

const Command* findCommand(const std::string& name)
{
    for (const Command& c : kCommands)
        if (name == c.name) return &c;
    return nullptr;
}

void printUsage()
{
    std::string text =
        "usage: rebelote-cli COMMAND [OPTIONS]\n"
        "\n"
        "Rebelote, French Belote and Coinche, from the command line. Commands:\n";
    for (const Command& c : kCommands) {
        char line[160];
        std::snprintf(line, sizeof line, "  %-10s %s\n", c.name, c.summary);
        text += line;
    }
    text +=
        "\nrebelote-cli help COMMAND (or COMMAND --help) tells more about one command;\n"
        "rebelote-cli --version prints the version.\n";
    std::fputs(text.c_str(), stdout);
}

int runHelp(const Args& args)
{
    if (args.empty()) {
        printUsage();
        return 0;
    }
    const Command* c = findCommand(args[0]);
    if (!c) return failure(QStringLiteral("unknown command %1").arg(QString::fromStdString(args[0])));
    std::fputs(c->help, stdout);
    return 0;
}

int run(const Args& args)
{
    if (args.empty() || args[0] == "--help" || args[0] == "-h") {
        printUsage();
        return args.empty() ? 2 : 0;
    }
    if (args[0] == "--version") {
        std::printf("rebelote-cli %s\n", REBELOTE_VERSION);  // the project's version (CMakeLists.txt)
        return 0;
    }
    const Command* c = findCommand(args[0]);
    if (!c)
        return failure(
            QStringLiteral("unknown command %1 (see rebelote-cli --help)").arg(QString::fromStdString(args[0])));
    const Args rest(args.begin() + 1, args.end());
    for (const std::string& a : rest)
        if (a == "--help" || a == "-h") {
            std::fputs(c->help, stdout);
            return 0;
        }
    return c->run(rest);
}

}  // namespace

int analyseRecords(const QByteArray& input, const QString& where, bool all)
{
    return analyseInput(input, where, false, all);
}

}  // namespace belote

int main(int argc, char** argv) { return belote::run(belote::Args(argv + 1, argv + argc)); }
