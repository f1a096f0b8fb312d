// rebelote-cli set: deal sets (docs/sets.md) from the command line: the day's set, a set
// from a seed or a code, a set's code, a level's result on a set against the bots' par, and
// two players' files of one set side by side.
#include "ai/par.h"
#include "cliargs.h"
#include "engine/dealset.h"
#include "engine/setcode.h"

#include <QFileInfo>

#include <cstdio>
#include <limits>
#include <string>

namespace belote {

extern const char* const kSetHelp;
const char* const kSetHelp =
    "usage: rebelote-cli set today [--date YYYY-MM-DD] [--preset P] [--out FILE]\n"
    "       rebelote-cli set new --seed S --deals N [--preset P] [--options JSON] [--name NAME] [--out FILE]\n"
    "       rebelote-cli set new --code CODE [--out FILE]\n"
    "       rebelote-cli set code [FILE|-]\n"
    "       rebelote-cli set play --level L [--code CODE | FILE|-] [--out FILE]\n"
    "       rebelote-cli set compare FILE FILE\n"
    "\n"
    "Deal sets (docs/sets.md): deals to play one after the other, everyone on the same\n"
    "cards, each deal's result counted against the bots' par on those cards. A set file\n"
    "holds one deal record a line (DEAL-FORMAT.md), with the set's name and count in a\n"
    "field `set` of each record.\n"
    "\n"
    "  today    the day's set: 8 deals of preset P (default classic) made from the date\n"
    "           alone (default today's), the same on every machine\n"
    "  new      N deals (1 to 64) from seed S, those a game of `rebelote --seed S` starts\n"
    "           with; or the set of a code\n"
    "  code     the code of a set made from a seed or a day: a short line of letters and\n"
    "           digits that gives the same set to `set new --code` or to the game\n"
    "  play     level L plays each deal in South's seat (the normal level at the others)\n"
    "           and the bots' par is played on the same cards (the normal level at every\n"
    "           seat, whatever L): one line a deal, then \"Set: 8 deals, +64 against the\n"
    "           bots; 5 at or above par\" (marks of N-S minus E-W, L's minus the bots');\n"
    "           --out writes L's line in every deal, a player's file for `set compare`\n"
    "  compare  two players' files of one set: each deal's results side by side, with\n"
    "           the bots' par when the files give it, then each player's score and the\n"
    "           difference; a file of other cards is refused\n"
    "\n"
    "  --date D      a date, YYYY-MM-DD\n"
    "  --preset P    classic, classic-no-annonces, coinche or coinche-montpellier\n"
    "  --options JSON  rule options over the preset, e.g. '{\"sansToutAtout\": true}'\n"
    "  --seed S      the seed, a whole number from 0\n"
    "  --deals N     how many deals\n"
    "  --name NAME   the set's name (default \"Seed S, N deals\")\n"
    "  --code CODE   a set's code\n"
    "  --level L     random, heuristic, easy, normal, strong (without time limits, so that\n"
    "                the same set gives the same result on any machine)\n"
    "  --out FILE    write the set to FILE instead of standard output\n"
    "\n"
    "A set file with a bad line is refused whole: FILE: line N: why. Exit status: 0; 2 on a\n"
    "usage error, a file or code refused, files of other cards.\n";

namespace {

QString signedMarks(int v) { return (v >= 0 ? QStringLiteral("+") : QString()) + QString::number(v); }

QString dealsText(int n) { return n == 1 ? QStringLiteral("1 deal") : QStringLiteral("%1 deals").arg(n); }

// "Set: 8 deals, +64 against the bots; 5 at or above par".
QString scoreText(const DealSet& set)
{
    const SetScore s = setScore(set);
    return QStringLiteral("%1, %2 against the bots; %3 at or above par")
        .arg(dealsText(s.counted), signedMarks(s.againstPar))
        .arg(s.atOrAbovePar);
}

// Writes `bytes` to --out FILE or standard output.
int writeOut(const ParsedArgs& p, const QByteArray& bytes)
{
    std::FILE* out = stdout;
    if (p.has("--out") && !(out = std::fopen(p.value("--out").c_str(), "wb")))
        return failure(QStringLiteral("--out: cannot write %1").arg(QString::fromStdString(p.value("--out"))));
    const bool ok = std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), out) == std::size_t(bytes.size()) &&
                    std::fflush(out) == 0 && (out == stdout || std::fclose(out) == 0);
    return ok ? 0 : failure(QStringLiteral("cannot write the set"));
}

// The set of FILE ("-": standard input) or nothing with the line that says why.
std::optional<DealSet> readSetFile(const std::string& path, QString* error)
{
    QByteArray input;
    if (!readInput(path, &input, error)) return std::nullopt;
    Checked<DealSet> set = readDealSet(input);
    if (!set)
        *error = QStringLiteral("%1: %2").arg(path == "-" ? QStringLiteral("stdin") : QString::fromStdString(path),
                                              set.error);
    return std::move(set.value);
}

// The set of --code CODE, else of the one FILE operand (standard input without one).
std::optional<DealSet> setOperand(const ParsedArgs& p, QString* error)
{
    if (p.operands.size() > 1 || (p.has("--code") && !p.operands.empty())) {
        *error = QStringLiteral("one set: a FILE or --code CODE");
        return std::nullopt;
    }
    if (p.has("--code")) {
        const std::optional<SetCode> code = decodeSetCode(QString::fromStdString(p.value("--code")), error);
        if (!code) return std::nullopt;
        return code->set();
    }
    return readSetFile(p.operands.empty() ? "-" : p.operands[0], error);
}

int runToday(const Args& args)
{
    const ParsedArgs p = ParsedArgs::parseOptions(args, {{"--date", true}, {"--preset", true}, {"--out", true}});
    if (!p.error.isEmpty()) return failure(p.error);
    QString why;
    const std::optional<Rules> rules = rulesFrom(p, &why, "classic");
    if (!rules) return failure(why);
    QDate day = QDate::currentDate();
    if (p.has("--date")) {
        day = QDate::fromString(QString::fromStdString(p.value("--date")), Qt::ISODate);
        if (!day.isValid()) return failure(QStringLiteral("--date: a date, YYYY-MM-DD"));
    }
    return writeOut(p, writeDealSet(daySet(*rules, day)));
}

int runNew(const Args& args)
{
    const ParsedArgs p = ParsedArgs::parseOptions(args, {{"--seed", true},
                                                         {"--deals", true},
                                                         {"--preset", true},
                                                         {"--options", true},
                                                         {"--name", true},
                                                         {"--code", true},
                                                         {"--out", true}});
    if (!p.error.isEmpty()) return failure(p.error);
    QString why;
    if (p.has("--code")) {
        for (const char* o : {"--seed", "--deals", "--preset", "--options", "--name"})
            if (p.has(o)) return failure(QStringLiteral("--code holds the set: no %1").arg(QLatin1String(o)));
        const std::optional<SetCode> code = decodeSetCode(QString::fromStdString(p.value("--code")), &why);
        if (!code) return failure(why);
        return writeOut(p, writeDealSet(code->set()));
    }
    if (!p.has("--seed") || !p.has("--deals"))
        return failure(QStringLiteral("set new needs --seed and --deals, or --code"));
    long long seed = 0, deals = 0;
    if (!parseCount(p.value("--seed"), 0, std::numeric_limits<long long>::max(), &seed))
        return failure(QStringLiteral("--seed: a whole number from 0"));
    if (!parseCount(p.value("--deals"), 1, kMaxSeededDeals, &deals))
        return failure(QStringLiteral("--deals: a whole number from 1 to %1").arg(kMaxSeededDeals));
    const std::optional<Rules> rules = rulesFrom(p, &why, "classic");
    if (!rules) return failure(why);
    DealSet set = seededSet(*rules, std::uint64_t(seed), int(deals));
    if (p.has("--name")) set.name = QString::fromStdString(p.value("--name"));
    if (set.name.trimmed().isEmpty()) return failure(QStringLiteral("--name: a set needs a name"));
    return writeOut(p, writeDealSet(set));
}

int runCode(const Args& args)
{
    const ParsedArgs p = ParsedArgs::parse(args, {});
    if (!p.error.isEmpty()) return failure(p.error);
    QString why;
    const std::optional<DealSet> set = setOperand(p, &why);
    if (!set) return failure(why);
    const std::optional<SetCode> code = codeOf(*set);
    if (!code) return failure(QStringLiteral("a set of given deals has no code: share its file"));
    printLine(stdout, encodeSetCode(*code));
    return 0;
}

// Level `level` in South's seat on each deal, then the bots' par; the set as `level` played it.
int runPlay(const Args& args)
{
    const ParsedArgs p = ParsedArgs::parse(args, {{"--level", true}, {"--code", true}, {"--out", true}});
    if (!p.error.isEmpty()) return failure(p.error);
    if (!p.has("--level")) return failure(QStringLiteral("set play needs --level"));
    QString why;
    std::optional<DealSet> set = setOperand(p, &why);
    if (!set) return failure(why);
    const std::string level = p.value("--level");
    const std::array<std::string, kSeats> normal{"normal", "normal", "normal", "normal"};
    const GameContext context{{0, 0}, set->rules.target};
    for (std::size_t i = 0; i < set->deals.size(); ++i) {
        SetDeal& d = set->deals[i];
        ParRequest request = *parRequest(d.dealt, Seat::South, normal, context);
        const ParResult bots = playPar(request);
        request.levels[int(Seat::South)] = level;
        const ParResult mine = playPar(request);
        for (const ParResult* r : {&mine, &bots})
            if (!r->deal)
                return failure(QStringLiteral("deal %1: %2").arg(i + 1).arg(QString::fromStdString(r->error)));
        d.played = DealRecord{*mine.deal, {}, {}, {}};
        d.par = bots.net(Team::NS);
        printLine(stdout, QStringLiteral("deal %1: %2 %3, the bots %4, difference %5")
                              .arg(i + 1)
                              .arg(QString::fromStdString(level), signedMarks(*playedNet(d)), signedMarks(*d.par),
                                   signedMarks(*playedNet(d) - *d.par)));
        std::fflush(stdout);
    }
    printLine(stdout, QStringLiteral("Set: ") + scoreText(*set));
    if (!p.has("--out")) return 0;
    set->player = QStringLiteral("level %1").arg(QString::fromStdString(level));
    return writeOut(p, writeDealSet(*set));
}

// The name a player's file goes by: its player, else the file's name.
QString playerName(const DealSet& set, const std::string& path)
{
    return set.player.isEmpty() ? QFileInfo(QString::fromStdString(path)).fileName() : set.player;
}

int runCompare(const Args& args)
{
    const ParsedArgs p = ParsedArgs::parse(args, {});
    if (!p.error.isEmpty()) return failure(p.error);
    if (p.operands.size() != 2) return failure(QStringLiteral("set compare needs two players' files of one set"));
    QString why;
    std::array<DealSet, 2> sets;
    std::array<QString, 2> names;
    for (int k = 0; k < 2; ++k) {
        std::optional<DealSet> set = readSetFile(p.operands[std::size_t(k)], &why);
        if (!set) return failure(why);
        if (!set->played())
            return failure(QStringLiteral("%1: a set not played: compare two players' files")
                               .arg(QString::fromStdString(p.operands[std::size_t(k)])));
        sets[std::size_t(k)] = std::move(*set);
        names[std::size_t(k)] = playerName(sets[std::size_t(k)], p.operands[std::size_t(k)]);
    }
    if (names[0] == names[1]) names[1] += QStringLiteral(" (2)");
    if (const QString other = differentCards(sets[0], sets[1]); !other.isEmpty())
        return failure(QStringLiteral("%1: not the cards of %2: %3")
                           .arg(QString::fromStdString(p.operands[1]), QString::fromStdString(p.operands[0]), other));
    int difference = 0;
    for (std::size_t i = 0; i < sets[0].deals.size(); ++i) {
        const int a = *playedNet(sets[0].deals[i]);
        const int b = *playedNet(sets[1].deals[i]);
        difference += a - b;
        QString line = QStringLiteral("deal %1: %2 %3, %4 %5, difference %6")
                           .arg(i + 1)
                           .arg(names[0], signedMarks(a), names[1], signedMarks(b), signedMarks(a - b));
        std::optional<int> par = sets[0].deals[i].par ? sets[0].deals[i].par : sets[1].deals[i].par;
        if (par) line += QStringLiteral("; the bots %1").arg(signedMarks(*par));
        printLine(stdout, line);
    }
    for (int k = 0; k < 2; ++k)
        if (setScore(sets[std::size_t(k)]).counted > 0)
            printLine(stdout, QStringLiteral("%1: %2").arg(names[std::size_t(k)], scoreText(sets[std::size_t(k)])));
    printLine(stdout, QStringLiteral("%1 minus %2: %3").arg(names[0], names[1], signedMarks(difference)));
    return 0;
}

}  // namespace

int runSet(const Args& args)
{
    const std::string which = args.empty() ? std::string() : args[0];
    const Args rest(args.begin() + (args.empty() ? 0 : 1), args.end());
    if (which == "today") return runToday(rest);
    if (which == "new") return runNew(rest);
    if (which == "code") return runCode(rest);
    if (which == "play") return runPlay(rest);
    if (which == "compare") return runCompare(rest);
    return failure(QStringLiteral("which one: today, new, code, play or compare (see rebelote-cli help set)"));
}

}  // namespace belote
