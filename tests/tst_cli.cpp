// rebelote-cli as a user runs it: the built binary through QProcess, its exit codes, its
// standard output and error. Each row is named after the behaviour it checks.
#include "ai/randomplayer.h"
#include "engine/dealset.h"
#include "engine/record.h"
#include "engine/setcode.h"

#include "processrun.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace belote;

namespace {

const QString kData = QStringLiteral(REBELOTE_TEST_DATA);

// The binary next to this test's build directory: build/tests/tst_cli and build/cli/rebelote-cli.
QString cliPath()
{
    return QDir::cleanPath(QCoreApplication::applicationDirPath() + QStringLiteral("/../cli/rebelote-cli"));
}

using processrun::Run;

// Runs the command line in `dir` (tests/data by default) with `input` on standard input.
Run runCli(const QStringList& args, const QByteArray& input = {}, const QString& dir = kData)
{
    processrun::Options o;
    o.input = input;
    o.dir = dir;
    return processrun::run(cliPath(), args, o);
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

QList<QByteArray> linesOf(const QByteArray& text)
{
    QList<QByteArray> lines = text.split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty()) lines.removeLast();
    return lines;
}

// What one self-played record shows of the variety of the game (see selfplayVariety).
QSet<QString> featuresOf(const QJsonObject& record)
{
    QSet<QString> f;
    const bool classic = record.value("rules").toObject().value("preset").toString().startsWith("classic");
    const QJsonArray calls = record.value("calls").toArray();
    for (qsizetype i = 0; i < calls.size(); ++i) {
        const QString word = calls[i].toString().section(':', 1);
        if (word == "coinche" || word == "surcoinche") f << word;
        if (word.startsWith("capot")) f << "capot bid";
        if (classic && word == "take") f << "take in round 1";
        if (classic && i >= 4 && word != "pass") f << "take in round 2";
    }
    const QJsonObject result = record.value("result").toObject();
    const QString contract = result.value("contract").toString();
    if (contract.endsWith("NT")) f << "NT contract";
    if (contract.endsWith("AT")) f << "AT contract";
    f << "outcome " + result.value("outcome").toString();
    auto scored = [&](const char* key) {
        const QJsonObject o = result.value(key).toObject();
        return o.value("NS").toInt() + o.value("EW").toInt() > 0;
    };
    if (scored("declarations")) f << "declarations";
    if (scored("belote")) f << "belote";
    return f;
}

}  // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void help_data();
    void help();
    void usageError_data();
    void usageError();
    void bidding_data();
    void bidding();
    void score_data();
    void score();
    void selfplayRoundTrip_data();
    void selfplayRoundTrip();
    void selfplayOutFile();
    void selfplayVariety_data();
    void selfplayVariety();
    void bench_data();
    void bench();
    void benchSolvesTheContractsAsked();
    void benchRefusesBadOptions_data();
    void benchRefusesBadOptions();
    void regret();
    void analyse();
    void setFiles();
    void setPlayAgainstThePar();
    void matchSeatOptionsRefused_data();
    void matchSeatOptionsRefused();
    void mixedMatchNamesEverySeat_data();
    void mixedMatchNamesEverySeat();
    void seatOptionsWithOnePlayerASidePlayAsTheSide_data();
    void seatOptionsWithOnePlayerASidePlayAsTheSide();
};

void TestCli::initTestCase()
{
    if (!QFileInfo(cliPath()).isExecutable())
        QSKIP(qPrintable("rebelote-cli not built at " + cliPath() + " (build the rebelote-cli target first)"));
}

// --- help ---------------------------------------------------------------------------------

void TestCli::help_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("firstLine");  // what standard output starts with

    const QString usage = "usage: rebelote-cli COMMAND";
    QTest::newRow("--help lists the commands") << QStringList{"--help"} << 0 << usage;
    QTest::newRow("-h lists the commands") << QStringList{"-h"} << 0 << usage;
    QTest::newRow("help lists the commands") << QStringList{"help"} << 0 << usage;
    QTest::newRow("no command lists the commands and fails") << QStringList{} << 2 << usage;
    for (const char* command : {"score", "selfplay", "bench", "regret", "set", "help"}) {
        const QString c = QLatin1String(command);
        const QString first = "usage: rebelote-cli " + c;
        QTest::newRow(qPrintable("help " + c + " tells its usage")) << QStringList{"help", c} << 0 << first;
        QTest::newRow(qPrintable(c + " --help tells its usage")) << QStringList{c, "--help"} << 0 << first;
    }
    QTest::newRow("-h after options still helps")
        << QStringList{"selfplay", "--preset", "bogus", "-h"} << 0 << "usage: rebelote-cli selfplay";
}

void TestCli::help()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, firstLine);
    const Run r = runCli(args);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.out.startsWith(firstLine.toUtf8()), r.out.constData());
    QVERIFY(linesOf(r.out).size() >= 1);
}

// --- usage errors: exit 2, nothing on standard output, one line on standard error --------

void TestCli::usageError_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");  // the line after "rebelote-cli: "

    auto row = [](const char* name, const QStringList& args, const QString& error) {
        QTest::newRow(name) << args << error;
    };
    row("unknown command", {"deal"}, "unknown command deal (see rebelote-cli --help)");
    row("help of an unknown command", {"help", "deal"}, "unknown command deal");
    row("score: unknown option", {"score", "--fast", "score-mixed.jsonl"}, "unknown option --fast");
    row("score: two files", {"score", "a.jsonl", "b.jsonl"}, "score reads one file");
    row("score: missing file", {"score", "no-such-file.jsonl"}, "no-such-file.jsonl: No such file or directory");
    row("selfplay: no preset", {"selfplay", "--deals", "3"}, "selfplay needs --preset");
    row("selfplay: unknown preset", {"selfplay", "--preset", "bridge"}, "rules: unknown preset \"bridge\"");
    row("selfplay: options not JSON", {"selfplay", "--preset", "coinche", "--options", "{sansToutAtout}"},
        "--options: not a JSON object");
    row("selfplay: options not an object", {"selfplay", "--preset", "coinche", "--options", "[1]"},
        "--options: not a JSON object");
    row("selfplay: unknown rule option", {"selfplay", "--preset", "coinche", "--options", R"({"jokers":true})"},
        "rules: unknown option \"jokers\"");
    row("selfplay: bad rule option value", {"selfplay", "--preset", "coinche", "--options", R"({"sansToutAtout":3})"},
        "rules: option sansToutAtout must be true or false");
    row("selfplay: --deals without a value", {"selfplay", "--preset", "coinche", "--deals"},
        "option --deals needs a value");
    row("selfplay: --deals not a number", {"selfplay", "--preset", "coinche", "--deals", "ten"},
        "--deals: a whole number from 0");
    row("selfplay: --deals below 0", {"selfplay", "--preset", "coinche", "--deals", "-1"},
        "--deals: a whole number from 0");
    row("selfplay: --seed not a number", {"selfplay", "--preset", "coinche", "--seed", "1.5"},
        "--seed: a whole number from 0");
    row("selfplay: an operand", {"selfplay", "--preset", "coinche", "extra"}, "selfplay takes no operand: extra");
    row("selfplay: unknown card-play calls", {"selfplay", "--preset", "coinche", "--signals", "winks"},
        "--signals: direct, indirect or none");
    row("match: unknown card-play calls",
        {"match", "--a", "heuristic", "--b", "heuristic", "--preset", "coinche", "--signals", "winks"},
        "--signals: direct, indirect or none");
    row("selfplay: unknown level", {"selfplay", "--preset", "coinche", "--level", "grandmaster"},
        "--level: unknown level \"grandmaster\" (known: random, heuristic, heuristic-habits, easy, normal, "
        "strong, cheat, normal-uniform, normal-noread, normal-readall, normal-nosystem, normal-policy)");
    row("bench: --seconds 0", {"bench", "--seconds", "0"}, "--seconds: a number of seconds above 0");
    row("bench: --seconds not a number", {"bench", "--seconds", "soon"}, "--seconds: a number of seconds above 0");
    row("bench: an operand", {"bench", "now"}, "bench takes no operand: now");
    row("regret: no levels", {"regret", "coinche-deals.jsonl"}, "regret needs --levels");
    row("regret: no file", {"regret", "--levels", "normal"}, "regret reads one file of deal records");
    row("regret: unknown level", {"regret", "--levels", "normal,grandmaster", "coinche-deals.jsonl"},
        "--levels: unknown level \"grandmaster\" (known: random, heuristic, heuristic-habits, easy, normal, "
        "strong, cheat, normal-uniform, normal-noread, normal-readall, normal-nosystem, normal-policy)");
    row("regret: --positions 0", {"regret", "--levels", "random", "--positions", "0", "coinche-deals.jsonl"},
        "--positions: a whole number from 1");
    row("regret: a bad record stops it with its place", {"regret", "--levels", "random", "score-mixed.jsonl"},
        "score-mixed.jsonl:3: play 3 (N:TD): must overtrump, holds AH");
    row("analyse: two files", {"analyse", "coinche-deals.jsonl", "score-mixed.jsonl"}, "analyse reads one file");
    row("analyse: an unknown option", {"analyse", "--depth", "3", "coinche-deals.jsonl"}, "unknown option --depth");
    row("set: which one", {"set"}, "which one: today, new, code, play or compare (see rebelote-cli help set)");
    row("set new: no seed", {"set", "new", "--deals", "3"}, "set new needs --seed and --deals, or --code");
    row("set new: too many deals", {"set", "new", "--seed", "1", "--deals", "65"},
        "--deals: a whole number from 1 to 64");
    row("set new: a code with one letter changed", {"set", "new", "--code", "40W6-N07F"},
        "the code does not check: a letter is wrong, missing or one too many");
    row("set new: junk for a code", {"set", "new", "--code", "bonjour"},
        "not a set code: 'u' is not one of its letters");
    row("set new: a code and a seed", {"set", "new", "--code", "40W6-N07E", "--seed", "3"},
        "--code holds the set: no --seed");
    row("set today: a bad date", {"set", "today", "--date", "2026-02-30"}, "--date: a date, YYYY-MM-DD");
    row("set play: no level", {"set", "play", "--code", "40W6-N07E"}, "set play needs --level");
    row("set code: a file of deal records that is not a set", {"set", "code", "coinche-deals.jsonl"},
        "coinche-deals.jsonl: line 1: set: missing (a deal record, but not a line of a deal set)");
    row("set compare: one file", {"set", "compare", "coinche-deals.jsonl"},
        "set compare needs two players' files of one set");
}

void TestCli::usageError()
{
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(QString::fromUtf8(r.err), "rebelote-cli: " + error + "\n");
}

// --- score ---------------------------------------------------------------------------------

void TestCli::score_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("stdinData");
    QTest::addColumn<QByteArray>("file");  // when not null: written as `input` in an empty directory
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<QString>("errPattern");  // the whole of standard error

    const QByteArray mixed = readFile(kData + "/score-mixed.jsonl");
    const QByteArray mixedOut = readFile(kData + "/score-mixed.out");
    const QString mixedErr = QString::fromUtf8(readFile(kData + "/score-mixed.err"));
    QTest::newRow("jsonl file: good records out, bad ones on stderr, exit 2")
        << QStringList{"score", "score-mixed.jsonl"} << QByteArray() << QByteArray() << 2 << mixedOut
        << QRegularExpression::escape(mixedErr);
    const QString stdinErr = QString(mixedErr).replace("score-mixed.jsonl", "stdin");
    QTest::newRow("- reads stdin") << QStringList{"score", "-"} << mixed << QByteArray() << 2 << mixedOut
                                   << QRegularExpression::escape(stdinErr);
    QTest::newRow("no operand reads stdin")
        << QStringList{"score"} << mixed << QByteArray() << 2 << mixedOut << QRegularExpression::escape(stdinErr);

    // One record over many lines is one record; its line is the one the engine writes.
    const QByteArray multiLine = readFile(kData + "/classic-deal.json");
    QVERIFY(linesOf(multiLine).size() > 1);
    const auto rec = readRecord(multiLine);
    QVERIFY2(rec, qPrintable(rec.error));
    const QByteArray line = toJsonLine(writeRecord(*rec.value)) + '\n';
    QTest::newRow("a file of one record over many lines")
        << QStringList{"score", "classic-deal.json"} << QByteArray() << QByteArray() << 0 << line << QString();
    QTest::newRow("--check on good records")
        << QStringList{"score", "--check", "coinche-deals.jsonl"} << QByteArray() << QByteArray() << 0
        << readFile(kData + "/coinche-deals.jsonl") << QString();

    const QByteArray wrong = readFile(kData + "/score-wrong-result.jsonl");
    QTest::newRow("--check refuses a wrong given result")
        << QStringList{"score", "--check", "score-wrong-result.jsonl"} << QByteArray() << QByteArray() << 2
        << QByteArray()
        << QRegularExpression::escape(
               R"(score-wrong-result.jsonl:1: result: score is {"EW":0,"NS":0}, given {"EW":0,"NS":10})"
               "\n");
    const auto fixed = readRecord(wrong);
    QVERIFY2(fixed, qPrintable(fixed.error));
    QTest::newRow("without --check a wrong given result is written computed")
        << QStringList{"score", "score-wrong-result.jsonl"} << QByteArray() << QByteArray() << 0
        << toJsonLine(writeRecord(*fixed.value)) + '\n'
        << QString();

    const QStringList input{"score", "input"};
    QTest::newRow("an empty file holds no record")
        << input << QByteArray() << QByteArray("") << 0 << QByteArray() << QString();
    QTest::newRow("blank lines hold no record")
        << input << QByteArray() << QByteArray("\n  \n\t\n") << 0 << QByteArray() << QString();
    QTest::newRow("a text that is not JSON") << input << QByteArray() << QByteArray("Belote et rebelote!\n") << 2
                                             << QByteArray() << R"(input:1: bad JSON at offset \d+: [^\n]+\n)";
    QTest::newRow("a JSON value that is not an object")
        << input << QByteArray() << QByteArray("[1, 2]\n\n[]\n") << 2 << QByteArray()
        << "input:1: not a JSON object\ninput:3: not a JSON object\n";
    QByteArray garbage;
    for (int i = 0; i < 1024; ++i) garbage += char((i * 167 + 13) % 256);  // every byte, four newlines among them
    QTest::newRow("binary garbage: one line per garbage line")
        << input << QByteArray() << garbage << 2 << QByteArray() << R"((input:\d+: bad JSON at offset \d+: [^\n]+\n)+)";
}

void TestCli::score()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, stdinData);
    QFETCH(QByteArray, file);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, out);
    QFETCH(QString, errPattern);

    QTemporaryDir dir;
    QString workDir = kData;
    if (!file.isNull()) {
        QVERIFY(dir.isValid());
        QFile f(dir.filePath("input"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(file);
        f.close();
        workDir = dir.path();
    }
    const Run r = runCli(args, stdinData, workDir);
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(QRegularExpression(QRegularExpression::anchoredPattern(errPattern)).match(err).hasMatch(),
             qPrintable(err));
    QCOMPARE(r.out, out);
    QCOMPARE(r.exitCode, exitCode);
}

// --- selfplay ------------------------------------------------------------------------------

void TestCli::selfplayRoundTrip_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("level");
    for (const Preset p : kAllPresets) QTest::newRow(presetName(p)) << QString(presetName(p)) << QString() << QString();
    QTest::newRow("classic with sansToutAtout") << "classic"
                                                << R"({"sansToutAtout":true})" << QString();
    QTest::newRow("coinche with sansToutAtout") << "coinche"
                                                << R"({"sansToutAtout":true, "coincheOutOfTurn":true})" << QString();
    QTest::newRow("classic, heuristic players") << "classic" << QString() << "heuristic";
    QTest::newRow("coinche-montpellier, heuristic players") << "coinche-montpellier" << QString() << "heuristic";
}

// N lines, each read back by `score` to the same line; the same seed plays the same deals.
void TestCli::selfplayRoundTrip()
{
    QFETCH(QString, preset);
    QFETCH(QString, options);
    QFETCH(QString, level);
    constexpr int kDeals = 300;
    QStringList args{"selfplay", "--preset", preset, "--deals", QString::number(kDeals)};
    if (!options.isEmpty()) args << "--options" << options;
    if (!level.isEmpty()) args << "--level" << level;

    const Run first = runCli(args + QStringList{"--seed", "42"});
    QVERIFY2(first.err.isEmpty(), first.err.constData());
    QCOMPARE(first.exitCode, 0);
    QCOMPARE(linesOf(first.out).size(), kDeals);

    const Run scored = runCli({"score", "--check", "-"}, first.out);
    QVERIFY2(scored.err.isEmpty(), scored.err.left(500).constData());
    QCOMPARE(scored.exitCode, 0);
    QCOMPARE(scored.out, first.out);

    QCOMPARE(runCli(args + QStringList{"--seed", "42"}).out, first.out);
    const Run other = runCli(args + QStringList{"--seed", "43"});
    QCOMPARE(other.exitCode, 0);
    QCOMPARE(linesOf(other.out).size(), kDeals);
    QVERIFY(other.out != first.out);
}

void TestCli::selfplayOutFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QStringList args{"selfplay", "--preset", "coinche", "--deals", "20", "--seed", "9"};
    const Run toFile = runCli(args + QStringList{"--out", "deals.jsonl"}, {}, dir.path());
    QCOMPARE(toFile.exitCode, 0);
    QCOMPARE(toFile.out, QByteArray());
    QCOMPARE(readFile(dir.filePath("deals.jsonl")), runCli(args).out);
    QCOMPARE(runCli(args + QStringList{"--deals", "0"}).out, QByteArray());
}

void TestCli::selfplayVariety_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("options");
    QTest::addColumn<QStringList>("features");  // each seen at least once
    QTest::addColumn<QStringList>("never");     // none ever seen
    const QStringList auction{"coinche", "surcoinche", "capot bid"};
    QTest::newRow("coinche with sansToutAtout")
        << "coinche"
        << R"({"sansToutAtout":true})"
        << QStringList{"coinche", "surcoinche",     "capot bid",    "NT contract",  "AT contract",  "declarations",
                       "belote",  "outcome passed", "outcome made", "outcome down", "outcome capot"}
        << QStringList{"take in round 1", "take in round 2"};
    QTest::newRow("classic with sansToutAtout")
        << "classic"
        << R"({"sansToutAtout":true})"
        << QStringList{"take in round 1", "take in round 2", "NT contract",  "AT contract", "declarations",
                       "belote",          "outcome passed",  "outcome made", "outcome down"}
        << auction;
    QTest::newRow("classic-no-annonces") << "classic-no-annonces" << QString()
                                         << QStringList{"take in round 1", "take in round 2", "belote",
                                                        "outcome passed"}
                                         << auction + QStringList{"declarations", "NT contract", "AT contract"};
    QTest::newRow("coinche-montpellier") << "coinche-montpellier" << QString()
                                         << auction + QStringList{"belote", "outcome passed", "outcome made"}
                                         << QStringList{"declarations", "NT contract", "AT contract"};
}

// Over 2000 random deals, every kind of call, contract and outcome the rules allow occurs,
// and none that they do not.
void TestCli::selfplayVariety()
{
    QFETCH(QString, preset);
    QFETCH(QString, options);
    QFETCH(QStringList, features);
    QFETCH(QStringList, never);
    QStringList args{"selfplay", "--preset", preset, "--deals", "2000", "--seed", "2024"};
    if (!options.isEmpty()) args << "--options" << options;
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, 0);
    QSet<QString> seen;
    for (const QByteArray& line : linesOf(r.out)) seen |= featuresOf(QJsonDocument::fromJson(line).object());
    QStringList missing, unexpected;
    for (const QString& f : features)
        if (!seen.contains(f)) missing << f;
    for (const QString& f : never)
        if (seen.contains(f)) unexpected << f;
    QVERIFY2(missing.isEmpty(), qPrintable("never seen: " + missing.join(", ")));
    QVERIFY2(unexpected.isEmpty(), qPrintable("seen against the rules: " + unexpected.join(", ")));
}

// --- bench ---------------------------------------------------------------------------------

void TestCli::bench_data()
{
    QTest::addColumn<bool>("json");
    QTest::newRow("--json: one object a line") << true;
    QTest::newRow("text: one figure a line") << false;
}

void TestCli::bench()
{
    QFETCH(bool, json);
    // Every figure, each on a tiny sample: the engine, the solver on 3 deals per contract
    // type, the easy level over one deal per preset.
    QStringList args{"bench", "--seconds", "0.02", "--solver-deals", "3", "--decision-deals", "1", "--levels", "easy"};
    if (json) args << "--json";
    const Run r = runCli(args);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = linesOf(r.out);
    // 5 engine and sampling figures, 5 per contract type for the solver, 21 per preset and level (the every-card and
    // every-decision times with their longest, the worlds' medians) for classic, coinche and coinche bid Sans Atout.
    QCOMPARE(lines.size(), 5 + 3 * 5 + 3 * 21);
    const QStringList units{"1/s", "ms", "nodes", "x", "worlds"};
    if (!json) {
        for (const QByteArray& line : lines)
            QVERIFY2(units.contains(QString::fromUtf8(line.split(' ').last())), line.constData());
        return;
    }
    QStringList names;
    for (const QByteArray& line : lines) {
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        QVERIFY2(error.error == QJsonParseError::NoError && doc.isObject(), line.constData());
        const QJsonObject o = doc.object();
        QCOMPARE(o.keys(), (QStringList{"name", "unit", "value"}));
        QVERIFY2(o.value("value").isDouble() && o.value("value").toDouble() >= 0, line.constData());
        QVERIFY2(units.contains(o.value("unit").toString()), line.constData());
        names << o.value("name").toString();
    }
    for (const char* n :
         {"legal_cards_per_s", "random_deals_per_s", "random_deals_per_s_classic", "random_deals_per_s_coinche",
          "worlds_per_s", "solver_trump_mean_ms", "solver_NT_p99_ms", "solver_AT_nodes",
          "decision_classic_easy_first_lead_p95_ms", "decision_classic_easy_all_max_ms", "decision_coinche_easy_per_s",
          "decision_coinche_sa_easy_cards_worlds_median", "decision_coinche_sa_easy_later_p95_ms"})
        QVERIFY2(names.contains(QLatin1String(n)), n);
}

// --solver-contracts: only the contract types asked for are solved (and their deals are the
// same as in the full bench: the nodes of Sans Atout alone equal those of all three).
void TestCli::benchSolvesTheContractsAsked()
{
    const Run all = runCli({"bench", "--seconds", "0.01", "--solver-deals", "4", "--decision-deals", "0", "--json"});
    const Run nt = runCli({"bench", "--seconds", "0.01", "--solver-deals", "4", "--solver-contracts", "NT",
                           "--decision-deals", "0", "--json"});
    QCOMPARE(all.exitCode, 0);
    QCOMPARE(nt.exitCode, 0);
    auto solverFigures = [](const QByteArray& out) {
        QMap<QString, double> m;
        for (const QByteArray& line : linesOf(out)) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value("name").toString().startsWith(QLatin1String("solver_")))
                m.insert(o.value("name").toString(), o.value("value").toDouble());
        }
        return m;
    };
    const QMap<QString, double> a = solverFigures(all.out), n = solverFigures(nt.out);
    QCOMPARE(a.size(), 15);
    QCOMPARE(n.keys(), (QStringList{"solver_NT_mean_ms", "solver_NT_median_ms", "solver_NT_nodes", "solver_NT_p99_ms",
                                    "solver_NT_score_cards_ratio"}));
    QCOMPARE(n.value("solver_NT_nodes"), a.value("solver_NT_nodes"));
}

void TestCli::benchRefusesBadOptions_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");
    QTest::newRow("--levels: an unknown level")
        << QStringList{"bench", "--levels", "easy,grandmaster"}
        << "rebelote-cli: --levels: easy, normal or strong, comma-separated, not \"grandmaster\"";
    QTest::newRow("--solver-deals: not a number")
        << QStringList{"bench", "--solver-deals", "many"} << "rebelote-cli: --solver-deals: a whole number from 0";
    QTest::newRow("--solver-contracts: an unknown contract")
        << QStringList{"bench", "--solver-contracts", "NT,SA"}
        << "rebelote-cli: --solver-contracts: trump, NT or AT, separated by commas";
    QTest::newRow("--decision-deals: negative")
        << QStringList{"bench", "--decision-deals", "-1"} << "rebelote-cli: --decision-deals: a whole number from 0";
}

void TestCli::benchRefusesBadOptions()
{
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err).trimmed(), error);
    QVERIFY(r.out.isEmpty());
}

// The player that sees every hand loses nothing at any decision; the random player loses
// marks at some; the paired line is the first level minus the second.
// analyse lists every decision with a choice (--all); a card is "best" exactly when it
// lost nothing; each seat's losses add up; players who see every hand (cheat) lose nothing
// and play as the analysis does; a bad record stops it with its place.
// --- set ---------------------------------------------------------------------------------

namespace {

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) qFatal("cannot write %s", qPrintable(path));
}

}  // namespace

// A set written, its code, the set of the code, the day's set: the same bytes as the engine
// writes; a damaged file and a set without a code refused with one line.
void TestCli::setFiles()
{
    QTemporaryDir dir;
    const Rules coinche = Rules::fromPreset(Preset::Coinche);
    const Run made = runCli({"set", "new", "--seed", "42", "--deals", "3", "--preset", "coinche", "--out", "a.jsonl"},
                            {}, dir.path());
    QCOMPARE(made.exitCode, 0);
    QCOMPARE(made.out, QByteArray());
    const QByteArray file = readFile(dir.filePath("a.jsonl"));
    QCOMPARE(file, writeDealSet(seededSet(coinche, 42, 3)));

    const Run code = runCli({"set", "code", "a.jsonl"}, {}, dir.path());
    QCOMPARE(code.exitCode, 0);
    QCOMPARE(code.out, encodeSetCode(*codeOf(seededSet(coinche, 42, 3))).toUtf8() + "\n");
    const Run fromCode = runCli({"set", "new", "--code", QString::fromUtf8(code.out.trimmed())});
    QCOMPARE(fromCode.exitCode, 0);
    QCOMPARE(fromCode.out, file);
    const Run fromStdin = runCli({"set", "code"}, file);
    QCOMPARE(fromStdin.out, code.out);

    const Run today = runCli({"set", "today", "--date", "2026-12-02", "--preset", "coinche"});
    QCOMPARE(today.exitCode, 0);
    QCOMPARE(today.out, writeDealSet(daySet(coinche, QDate(2026, 12, 2))));

    QList<QByteArray> lines = file.split('\n');
    lines[1].replace("\"pattern\":[", "\"pattern\":[1,");
    writeFile(dir.filePath("bad.jsonl"), lines.join('\n'));
    const Run bad = runCli({"set", "code", "bad.jsonl"}, {}, dir.path());
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.startsWith("rebelote-cli: bad.jsonl: line 2: pattern: "), bad.err.constData());
    QCOMPARE(bad.err.count('\n'), 1);

    DealSet given = seededSet(coinche, 42, 3);
    given.kind = SetKind::Given;
    const Run noCode = runCli({"set", "code"}, writeDealSet(given));
    QCOMPARE(noCode.exitCode, 2);
    QCOMPARE(noCode.err, QByteArray("rebelote-cli: a set of given deals has no code: share its file\n"));
}

// A level's result on a set against the par, whose bots are the normal level whatever the
// level: the normal level in South's seat makes the par exactly. Two players' files of the
// set compared; a file of other cards refused.
void TestCli::setPlayAgainstThePar()
{
    QTemporaryDir dir;
    const Rules classic = Rules::fromPreset(Preset::Classic);
    const QString code = encodeSetCode(*codeOf(seededSet(classic, 5, 1)));
    const Run normal = runCli({"set", "play", "--level", "normal", "--code", code, "--out", "n.jsonl"}, {}, dir.path());
    QVERIFY2(normal.exitCode == 0, normal.err.constData());
    const QList<QByteArray> out = linesOf(normal.out);
    QCOMPARE(out.size(), 2);
    const QRegularExpression deal(R"(^deal 1: normal ([+-]\d+), the bots ([+-]\d+), difference \+0$)");
    const auto m = deal.match(QString::fromUtf8(out[0]));
    QVERIFY2(m.hasMatch(), out[0].constData());
    QCOMPARE(m.captured(1), m.captured(2));
    QCOMPARE(out[1], QByteArray("Set: 1 deal, +0 against the bots; 1 at or above par"));

    const Run random = runCli({"set", "play", "--level", "random", "--code", code, "--out", "r.jsonl"}, {}, dir.path());
    QVERIFY2(random.exitCode == 0, random.err.constData());
    QVERIFY2(random.out.contains(", the bots " + m.captured(2).toUtf8() + ", "), random.out.constData());
    const Checked<DealSet> played = readDealSet(readFile(dir.filePath("r.jsonl")));
    QVERIFY2(played, qPrintable(played.error));
    QVERIFY(played.value->played());
    QCOMPARE(played.value->player, QStringLiteral("level random"));
    QCOMPARE(*played.value->deals[0].par, m.captured(2).toInt());

    const Run compare = runCli({"set", "compare", "n.jsonl", "r.jsonl"}, {}, dir.path());
    QVERIFY2(compare.exitCode == 0, compare.err.constData());
    const QList<QByteArray> cmp = linesOf(compare.out);
    QCOMPARE(cmp.size(), 4);
    QVERIFY2(cmp[0].startsWith("deal 1: level normal " + m.captured(1).toUtf8() + ", level random "),
             cmp[0].constData());
    QVERIFY2(cmp[0].endsWith("; the bots " + m.captured(2).toUtf8()), cmp[0].constData());
    QCOMPARE(cmp[1], QByteArray("level normal: 1 deal, +0 against the bots; 1 at or above par"));
    QVERIFY(cmp[3].startsWith("level normal minus level random: "));

    // A friend's file of other cards: the same rules and count, another seed.
    DealSet other = seededSet(classic, 6, 1);
    Deal d = other.deals[0].dealt;
    RandomPlayer p0(1), p1(2), p2(3), p3(4);
    Player* const seats[4] = {&p0, &p1, &p2, &p3};
    playOut(d, seats, GameContext{{0, 0}, classic.target});
    other.deals[0].played = DealRecord{d, {}, {}, {}};
    writeFile(dir.filePath("other.jsonl"), writeDealSet(other));
    const Run refused = runCli({"set", "compare", "n.jsonl", "other.jsonl"}, {}, dir.path());
    QCOMPARE(refused.exitCode, 2);
    QCOMPARE(refused.out, QByteArray());
    QVERIFY2(refused.err.startsWith("rebelote-cli: other.jsonl: not the cards of n.jsonl: deal 1: other cards"),
             refused.err.constData());
    QCOMPARE(refused.err.count('\n'), 1);
}

void TestCli::analyse()
{
    const Run all = runCli({"analyse", "--all", "coinche-deals.jsonl"});
    QVERIFY2(all.err.isEmpty(), all.err.constData());
    QCOMPARE(all.exitCode, 0);
    const QRegularExpression play(R"(^  play \d+ +[NESW]:\w\w  (best|lost (\d+) marks) \(best [\w ]+; \d+ legal\)$)");
    const QRegularExpression lost(
        R"(^  lost     S (\d+) \((\d+)\), E (\d+) \((\d+)\), N (\d+) \((\d+)\), W (\d+) \((\d+)\) marks)");
    int plays = 0, decisions = 0, records = 0, marks = 0, total = 0, seeing = 0;
    for (const QByteArray& line : linesOf(all.out)) {
        const QString l = QString::fromUtf8(line);
        if (l.startsWith("coinche-deals.jsonl:")) {
            ++records;
        } else if (l.startsWith("  seeing every hand from the first card: ")) {
            ++seeing;
        } else if (l.startsWith("contracts ")) {
            QCOMPARE(l,
                     "contracts 5 played out: made 3 as played, 4 seeing every hand; the takers' marks as played minus "
                     "seeing every hand: -626.0 a contract");
        } else if (const auto m = play.match(l); m.hasMatch()) {
            ++plays;
            marks += m.captured(2).toInt();
            QVERIFY2(m.captured(1) == "best" || m.captured(2).toInt() > 0, qPrintable(l));
        } else if (const auto m = lost.match(l); m.hasMatch()) {
            for (int k = 1; k <= 8; k += 2) {
                total += m.captured(k).toInt();
                decisions += m.captured(k + 1).toInt();
            }
        } else {
            QFAIL(qPrintable("unexpected line: " + l));
        }
    }
    QCOMPARE(records, 6);  // one passed
    QCOMPARE(seeing, 5);
    QCOMPARE(plays, 104);  // as regret counts them
    QCOMPARE(decisions, 104);
    QCOMPARE(marks, total);
    QVERIFY(total > 0);
    const Run lossesOnly = runCli({"analyse", "coinche-deals.jsonl"});
    QCOMPARE(lossesOnly.exitCode, 0);
    QVERIFY(!lossesOnly.out.contains(" best ("));

    // Four players who see every hand (cheat) lose nothing, and play each deal as the
    // analysis plays it seeing every hand.
    QTemporaryDir dir;
    const Run match = runCli({"match", "--a", "cheat", "--b", "cheat", "--preset", "coinche", "--deals", "2", "--seed",
                              "3", "--out", dir.filePath("m.jsonl")});
    QCOMPARE(match.exitCode, 0);
    const Run cheats = runCli({"analyse", dir.filePath("m.jsonl")});
    QCOMPARE(cheats.exitCode, 0);
    const QList<QByteArray> lines = linesOf(cheats.out);
    QCOMPARE(lines.size(), 7);
    for (int d = 0; d < 2; ++d) {
        const QString head = QString::fromUtf8(lines[3 * d]);
        QCOMPARE(QString::fromUtf8(lines[3 * d + 1]),
                 "  seeing every hand from the first card: " + head.section(", ", 1));
        QVERIFY2(lines[3 * d + 2].startsWith("  lost     S 0 ("), lines[3 * d + 2].constData());
        QVERIFY2(QRegularExpression("E 0 .*N 0 .*W 0 ").match(QString::fromUtf8(lines[3 * d + 2])).hasMatch(),
                 lines[3 * d + 2].constData());
    }
    QVERIFY2(lines[6].endsWith("minus seeing every hand: +0.0 a contract"), lines[6].constData());

    const Run bad = runCli({"analyse", "score-mixed.jsonl"});
    QCOMPARE(bad.exitCode, 2);
    QCOMPARE(QString::fromUtf8(bad.err),
             "rebelote-cli: score-mixed.jsonl:3: play 3 (N:TD): must overtrump, holds AH\n");
}

void TestCli::regret()
{
    const QStringList args{"regret", "--levels", "cheat,random",       "--positions", "40",
                           "--seed", "3",        "coinche-deals.jsonl"};
    const Run r = runCli(args);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = linesOf(r.out);
    QCOMPARE(lines.size(), 4);
    QVERIFY2(lines[0].startsWith("positions  40 card decisions with a choice (of 104 in 5 deals)"),
             lines[0].constData());
    QVERIFY2(
        lines[1].startsWith("cheat                      regret 0.00 marks per decision, 95% CI [0.00, 0.00]; 0.0%"),
        lines[1].constData());
    QVERIFY2(lines[2].startsWith("random                     regret ") && !lines[2].contains("regret 0.00"),
             lines[2].constData());
    QVERIFY2(lines[3].startsWith("cheat - random: -"), lines[3].constData());
    QCOMPARE(runCli(args).out, r.out);  // the seed alone decides
    // So it does for a Monte Carlo level, which decides without its time limit here.
    const QStringList easy{"regret", "--levels", "easy", "--positions", "12", "--seed", "5", "coinche-deals.jsonl"};
    const Run e = runCli(easy);
    QCOMPARE(e.exitCode, 0);
    QCOMPARE(linesOf(e.out).size(), 2);
    QCOMPARE(runCli(easy).out, e.out);
}

// --- match with players seat by seat (--a-north, --a-south, --b-east, --b-west) -------------

void TestCli::matchSeatOptionsRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");  // the line after "rebelote-cli: "
    const QStringList m{"match", "--preset", "classic", "--deals", "1"};
    auto row = [&](const char* name, const QStringList& args, const QString& error) {
        QTest::newRow(name) << m + args << error;
    };
    row("--a and --a-north: a seat given twice", {"--a", "normal", "--a-north", "heuristic", "--b", "random"},
        "--a sets both seats of side A: --a-north does not go with it");
    row("--b and --b-west: a seat given twice", {"--a", "random", "--b", "random", "--b-west", "heuristic"},
        "--b sets both seats of side B: --b-west does not go with it");
    row("the same seat option twice",
        {"--a-north", "random", "--a-north", "heuristic", "--a-south", "random", "--b", "random"},
        "--a-north given twice");
    row("--a-north without --a-south", {"--a-north", "heuristic", "--b", "random"},
        "--a-north needs --a-south (or --a for both seats of side A)");
    row("--b-west without --b-east", {"--a", "random", "--b-west", "random"},
        "--b-west needs --b-east (or --b for both seats of side B)");
    row("side B missing beside a side A given by seat", {"--a-north", "random", "--a-south", "random"},
        "match needs --b");
    row("an unknown player at a seat", {"--a-north", "heuristic", "--a-south", "genius", "--b", "random"},
        "--a-south: unknown level \"genius\" (known: random, heuristic, heuristic-habits, easy, normal, strong, cheat, "
        "normal-uniform, normal-noread, normal-readall, normal-nosystem, normal-policy) (or bot:COMMAND)");
    row("a seat's bot command with an open quote", {"--a", "random", "--b-east", "random", "--b-west", "bot:prog 'x"},
        "--b-west bot:prog 'x: open ' quote");
    QTest::newRow("--pool with a seat option") << QStringList{"match", "--pool", "x.jsonl", "--b-east", "random"}
                                               << "--pool plays nothing: --b-east does not go with it";
}

void TestCli::matchSeatOptionsRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(QString::fromUtf8(r.err), "rebelote-cli: " + error + "\n");
}

namespace {

// The players at each seat of the second table of a duplicate pair, from the first table's:
// each player one seat on clockwise (N's at E, E's at S, S's at W, W's at N).
QJsonObject secondTable(const QJsonObject& first)
{
    return QJsonObject{{"E", first["N"]}, {"S", first["E"]}, {"W", first["S"]}, {"N", first["W"]}};
}

QString botOf(const char* level) { return "bot:'" + cliPath() + "' bot --level " + level; }

}  // namespace

void TestCli::mixedMatchNamesEverySeat_data()
{
    QTest::addColumn<QStringList>("players");  // the seat and side options
    QTest::addColumn<QString>("preset");
    QTest::addColumn<bool>("duplicate");
    QTest::addColumn<QJsonObject>("seats");  // each seat's player at the first table
    QTest::addColumn<QString>("a");          // the sides' names
    QTest::addColumn<QString>("b");
    QTest::addColumn<QStringList>("inProcess");  // the same players in the game's process, if a bot sits

    // clang-format off
    QTest::newRow("side A mixed, duplicate")
        << QStringList{"--a-north", "heuristic", "--a-south", "random", "--b", "random"} << "classic" << true
        << QJsonObject{{"N", "heuristic"}, {"S", "random"}, {"E", "random"}, {"W", "random"}} << "heuristic + random"
        << "random" << QStringList();
    QTest::newRow("every seat given, one table")
        << QStringList{"--a-north", "random", "--a-south", "heuristic", "--b-east", "heuristic", "--b-west", "random"}
        << "coinche" << false << QJsonObject{{"N", "random"}, {"S", "heuristic"}, {"E", "heuristic"}, {"W", "random"}}
        << "random + heuristic" << "heuristic + random" << QStringList();
    // clang-format on
    const QString bot = botOf("heuristic");
    QTest::newRow("a bot: seat beside a level, duplicate: it plays where the level would")
        << QStringList{"--a", "heuristic", "--b-east", "random", "--b-west", bot} << "coinche" << true
        << QJsonObject{{"N", "heuristic"}, {"S", "heuristic"}, {"E", "random"}, {"W", bot}} << "heuristic"
        << "random + " + bot << QStringList{"--a", "heuristic", "--b-east", "random", "--b-west", "heuristic"};
}

// A mixed match's records name the player at every seat of their table (the second table's
// one seat on), its JSON summary the first table's, and --pool gives back the summary.
void TestCli::mixedMatchNamesEverySeat()
{
    QFETCH(QStringList, players);
    QFETCH(QString, preset);
    QFETCH(bool, duplicate);
    QFETCH(QJsonObject, seats);
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QStringList, inProcess);
    QTemporaryDir dir;
    const QString out = dir.filePath("m.jsonl");
    const int deals = 5;
    QStringList common{"match", "--preset", preset, "--deals", QString::number(deals), "--seed", "6", "--json"};
    if (duplicate) common << "--duplicate";
    const Run r = runCli(common + players + QStringList{"--out", out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QJsonObject summary = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(summary.value("seats").toObject(), seats);
    QCOMPARE(summary.value("deals").toInt(), duplicate ? 2 * deals : deals);

    const QList<QByteArray> records = linesOf(readFile(out));
    QCOMPARE(records.size(), duplicate ? 2 * deals : deals);
    for (qsizetype i = 0; i < records.size(); ++i) {
        QVERIFY(readRecord(records[i]));
        const QJsonObject m = QJsonDocument::fromJson(records[i]).object().value("match").toObject();
        const bool second = duplicate && i % 2;
        QCOMPARE(m.value("a").toString(), a);
        QCOMPARE(m.value("b").toString(), b);
        QCOMPARE(m.value("aSits").toString(), second ? "EW" : "NS");
        QCOMPARE(m.value("seats").toObject(), second ? secondTable(seats) : seats);
    }

    // The records alone give back the summary and its seats.
    const Run pooled = runCli({"match", "--pool", out, "--json"});
    QVERIFY2(pooled.exitCode == 0, pooled.err.constData());
    QJsonObject fromRecords = QJsonDocument::fromJson(pooled.out).object();
    QVERIFY(fromRecords.value("decisionMs").isNull());
    fromRecords.remove("decisionMs");
    summary.remove("decisionMs");
    QCOMPARE(fromRecords, summary);
    const Run text = runCli({"match", "--pool", out});
    QVERIFY2(text.exitCode == 0, text.err.constData());
    const QList<QByteArray> lines = linesOf(text.out);
    QVERIFY2(lines.size() == 5 && lines[0].startsWith("A " + a.left(60).toUtf8() + " (N-S) against B "),
             text.out.constData());
    QVERIFY2(lines[4].startsWith("seats      A: N " + seats["N"].toString().left(60).toUtf8() + ", S "),
             text.out.constData());
    QCOMPARE(lines[4].endsWith("S's W, W's N"), duplicate);

    // A bot at a seat plays there exactly as the same level in the game's process.
    if (inProcess.isEmpty()) return;
    const QString own = dir.filePath("own.jsonl");
    const Run same = runCli(common + inProcess + QStringList{"--out", own});
    QVERIFY2(same.exitCode == 0, same.err.constData());
    const QList<QByteArray> ownRecords = linesOf(readFile(own));
    QCOMPARE(ownRecords.size(), records.size());
    for (qsizetype i = 0; i < records.size(); ++i) {
        QJsonObject viaBot = QJsonDocument::fromJson(records[i]).object(),
                    mine = QJsonDocument::fromJson(ownRecords[i]).object();
        viaBot.remove("match");
        mine.remove("match");
        QCOMPARE(viaBot, mine);
    }
}

void TestCli::seatOptionsWithOnePlayerASidePlayAsTheSide_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<bool>("duplicate");
    QTest::newRow("classic, duplicate") << "classic" << true;
    QTest::newRow("coinche, one table") << "coinche" << false;
}

// --a-north P --a-south P (and --b-east Q --b-west Q) is --a P (--b Q): the same records and
// summary, byte for byte, without the seats of a mixed match.
void TestCli::seatOptionsWithOnePlayerASidePlayAsTheSide()
{
    QFETCH(QString, preset);
    QFETCH(bool, duplicate);
    QTemporaryDir dir;
    QStringList common{"match", "--preset", preset, "--deals", "8", "--seed", "2"};
    if (duplicate) common << "--duplicate";
    const Run sides =
        runCli(common + QStringList{"--a", "heuristic", "--b", "random", "--out", dir.filePath("sides.jsonl")});
    const Run seats = runCli(common + QStringList{"--b-west", "random", "--a-south", "heuristic", "--b-east", "random",
                                                  "--a-north", "heuristic", "--out", dir.filePath("seats.jsonl")});
    QVERIFY2(sides.exitCode == 0 && seats.exitCode == 0, sides.err + seats.err);
    QCOMPARE(readFile(dir.filePath("seats.jsonl")), readFile(dir.filePath("sides.jsonl")));
    QVERIFY(!readFile(dir.filePath("seats.jsonl")).contains("\"seats\""));
    const QList<QByteArray> a = linesOf(sides.out), b = linesOf(seats.out);
    QCOMPARE(a.size(), 5);
    QCOMPARE(b.mid(0, 4), a.mid(0, 4));  // all but the decision times
    QVERIFY(a[0].startsWith("A heuristic (N-S) against B random (E-W): "));
}

// rebelote-cli bidding: each subcommand over the coinche records of tests/data (5 contracts,
// 4 of them coinched, 2 of those surcoinched), and its usage errors; rebelote-cli cardplay
// over the same records.
void TestCli::bidding_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("lines");  // lines (or line starts) the output must hold
    auto row = [](const char* name, const QStringList& args, int code, const QStringList& lines) {
        QTest::newRow(name) << args << code << lines;
    };
    row("explain: every call with its meaning", {"bidding", "explain", "coinche-deals.jsonl"}, 0,
        {"coinche-deals.jsonl:1", "coinche-deals.jsonl:6"});
    row("coinches: the worlds' share beside the outcome",
        {"bidding", "coinches", "--worlds", "8", "coinche-deals.jsonl"}, 0,
        {"coinched contracts 4: predicted down", "surcoinched contracts 2: predicted down"});
    row("takes: each contract's taker, then the means and bands",
        {"bidding", "takes", "--worlds", "8", "coinche-deals.jsonl"}, 0,
        {"not coinched contracts 1: predicted down", "coinched contracts 4: predicted down", "predicted down "});
    row("defends: each contract's defenders, then the thresholds",
        {"bidding", "defends", "--worlds", "8", "coinche-deals.jsonl"}, 0,
        {"coinche-deals.jsonl:1  ", "better defender down in 50%+ of the worlds: ",
         "better defender down in 100%+ of the worlds: ", "normal coinches just after the taker's last bid: "});
    row("no subcommand", {"bidding"}, 2, {});
    row("unknown subcommand", {"bidding", "guess", "coinche-deals.jsonl"}, 2, {});
    row("--worlds 0", {"bidding", "takes", "--worlds", "0", "coinche-deals.jsonl"}, 2, {});
    row("missing file", {"bidding", "takes", "no-such-file.jsonl"}, 2, {});
    row("cardplay explain: the cards that say something", {"cardplay", "explain", "coinche-deals.jsonl"}, 0,
        {"line 1", "  play 1 "});
    row("cardplay kept: the discards and the promises", {"cardplay", "kept", "coinche-deals.jsonl"}, 0,
        {"6 deals, ", "discards on the partner's trick ", "cards that promise "});
    row("cardplay: no subcommand", {"cardplay"}, 2, {});
    row("cardplay: unknown calls", {"cardplay", "kept", "--signals", "winks", "coinche-deals.jsonl"}, 2, {});
    row("cardplay: missing file", {"cardplay", "kept", "no-such-file.jsonl"}, 2, {});
}

void TestCli::bidding()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QStringList, lines);
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, exitCode);
    if (exitCode != 0) {
        // One line on standard error, nothing on standard output.
        QVERIFY2(r.err.startsWith(("rebelote-cli " + args[0] + ": ").toUtf8()) && r.err.count('\n') == 1,
                 r.err.constData());
        QVERIFY(r.out.isEmpty());
        return;
    }
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QList<QByteArray> out = r.out.split('\n');
    for (const QString& want : lines) {
        const bool found =
            std::any_of(out.begin(), out.end(), [&](const QByteArray& l) { return l.startsWith(want.toUtf8()); });
        QVERIFY2(found, qPrintable(want + " not in:\n" + QString::fromUtf8(r.out)));
    }
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
