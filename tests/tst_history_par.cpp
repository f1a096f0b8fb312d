// Your result against the bots in the history (issue 33): each deal's par is saved with it
// (table pars), and `rebelote-cli history par` prints it, or plays it for a deal saved
// without one. The par of recorded deals is the self-play of the same cards with the
// normal level at every seat and the seeds of ai/par.h; --check plays the saved pars again.
#include "ai/levels.h"
#include "ai/montecarlo.h"
#include "ai/par.h"
#include "app/controller/parrecord.h"
#include "app/history/historyop.h"
#include "app/history/historyrecorder.h"
#include "app/history/historystore.h"
#include "engine/random.h"
#include "engine/record.h"
#include "practiceplay.h"
#include "processrun.h"

#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace belote;
using namespace rebelote;
using namespace practiceplay;

namespace {

processrun::Run cli(const QStringList& args, const QByteArray& input = {})
{
    processrun::Options o;
    o.input = input;
    o.timeoutMs = 600000;
    return processrun::run(QStringLiteral(REBELOTE_CLI), args, o);
}

std::vector<QJsonObject> jsonLines(const QByteArray& out)
{
    std::vector<QJsonObject> lines;
    for (const QByteArray& line : out.split('\n'))
        if (!line.trimmed().isEmpty()) lines.push_back(QJsonDocument::fromJson(line).object());
    return lines;
}

// `n` finished deals from shuffled decks, played by the heuristic level (quick), presets
// in turn.
QByteArray recordedDeals(int n)
{
    QByteArray out;
    Rng rng(2026);
    for (int i = 0; i < n; ++i) {
        const Rules rules = Rules::fromPreset(kAllPresets[i % 4]);
        std::array<Card, 32> deck{};
        for (int c = 0; c < 32; ++c) deck[c] = Card(c);
        for (int c = 31; c > 0; --c) std::swap(deck[c], deck[rng.below(std::uint32_t(c + 1))]);
        int patterns = 0;
        Deal deal = Deal::fromDeck(rules, Seat(i % 4), deck, DealPattern::patternsFor(rules, &patterns)[0]);
        std::array<std::unique_ptr<Player>, kSeats> players;
        for (auto& p : players) p = makeLevelPlayer("heuristic", 1);
        Player* const seats[kSeats] = {players[0].get(), players[1].get(), players[2].get(), players[3].get()};
        playOut(deal, seats);
        out += toJsonLine(writeRecord(deal)) + '\n';
    }
    return out;
}

}  // namespace

class TestHistoryPar : public QObject {
    Q_OBJECT

private slots:
    void parSavedWithTheDeal();
    void parOfRecordedDealsIsSelfPlay();
    void aBrokenParIsSaid();
    void parOfAGameLeftIsSaved();
    void parWriteInTheRecoveryFile();
};

// A game played with the recorder: each deal's par is saved with it, as the controller had
// it; `history par --check` plays each again and prints the same figures.
void TestHistoryPar::parSavedWithTheDeal()
{
    QTemporaryDir dir;
    HistoryStore store;
    const QString db = dir.filePath(QStringLiteral("history.db"));
    QVERIFY(store.open(db).ok);
    GameController c;
    c.setPace(0);
    c.setTrickPause(0);
    HistoryRecorder recorder(&store, &c);
    c.newGame(practiceSetup(Preset::Coinche, 21, false));
    std::vector<GameController::ParFigures> figures;
    for (int deal = 1; deal <= 2; ++deal) {
        QVERIFY(playDealToEnd(c, deal));
        QTRY_VERIFY_WITH_TIMEOUT(c.par(deal).has_value(), kParWait);
        figures.push_back(*c.par(deal));
        if (c.stage() == GameController::Stage::GameOver) break;
        c.continueAfterDeal();
    }
    QVERIFY(recorder.waitForWrites());
    const std::vector<DealRow> deals = store.deals(recorder.gameId().value_or(0));
    QCOMPARE(deals.size(), figures.size());
    for (std::size_t i = 0; i < deals.size(); ++i) {
        const std::optional<QJsonObject> saved = store.par(deals[i].id);
        QVERIFY(saved);
        StoredPar par;
        QString error;
        QVERIFY2(StoredPar::fromJson(*saved, &par, &error), qPrintable(error));
        QCOMPARE(par.you, figures[i].you);
        QCOMPARE(par.bots, figures[i].bots);
        QCOMPARE(par.score, figures[i].score);
        QCOMPARE(par.deal, figures[i].deal);
        QCOMPARE(par.request.levels, figures[i].request.levels);
        QCOMPARE(par.request.context.scores, figures[i].request.context.scores);
    }
    recorder.close();
    store.close();
    const processrun::Run run = cli({QStringLiteral("history"), QStringLiteral("par"), QStringLiteral("--check"),
                                     QStringLiteral("--json"), QStringLiteral("--db"), db});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const std::vector<QJsonObject> lines = jsonLines(run.out);
    QCOMPARE(lines.size(), figures.size());
    for (std::size_t i = 0; i < lines.size(); ++i) {
        QCOMPARE(lines[i].value(QStringLiteral("saved")).toBool(), true);
        QCOMPARE(lines[i].value(QStringLiteral("you")).toInt(), figures[i].you);
        QCOMPARE(lines[i].value(QStringLiteral("bots")).toInt(), figures[i].bots);
    }
    const processrun::Run text = cli({QStringLiteral("history"), QStringLiteral("par"), QStringLiteral("--db"), db});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("difference"));
}

// Deals saved without a par (imported): `history par` plays them, and its figures are the
// self-play of the same cards with normal at every seat and the seeds from the deck. The
// note's run: REBELOTE_PAR_DEALS=200 (with QTEST_FUNCTION_TIMEOUT=3600000); the suite plays 16.
void TestHistoryPar::parOfRecordedDealsIsSelfPlay()
{
    const int n =
        qEnvironmentVariableIsSet("REBELOTE_PAR_DEALS") ? qEnvironmentVariableIntValue("REBELOTE_PAR_DEALS") : 16;
    QTemporaryDir dir;
    const QString records = dir.filePath(QStringLiteral("deals.jsonl")),
                  db = dir.filePath(QStringLiteral("history.db"));
    {
        QFile f(records);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(recordedDeals(n));
    }
    const processrun::Run imported =
        cli({QStringLiteral("history"), QStringLiteral("import"), records, QStringLiteral("--db"), db});
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    const processrun::Run run =
        cli({QStringLiteral("history"), QStringLiteral("par"), QStringLiteral("--json"), QStringLiteral("--db"), db});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const std::vector<QJsonObject> lines = jsonLines(run.out);
    QCOMPARE(int(lines.size()), n);
    for (const QJsonObject& line : lines) {
        QCOMPARE(line.value(QStringLiteral("saved")).toBool(), false);
        StoredPar par;
        QString error;
        QVERIFY2(StoredPar::fromJson(line, &par, &error), qPrintable(error));
        // The self-play of the same cards, the way `rebelote-cli match` seats the normal level.
        Rng seeds(parSeed(par.request.dealer, par.request.deck));
        std::array<std::unique_ptr<Player>, kSeats> players;
        for (auto& p : players) {
            auto mc = std::make_unique<MonteCarloPlayer>(monteCarloLevel("normal"), seeds.split());
            mc->removeTimeLimits();
            p = std::move(mc);
        }
        Player* const seats[kSeats] = {players[0].get(), players[1].get(), players[2].get(), players[3].get()};
        Deal self = Deal::fromDeck(par.request.rules, par.request.dealer, par.request.deck, par.request.pattern);
        playOut(self, seats, GameContext{});
        QCOMPARE(toJsonLine(writeRecord(self)), toJsonLine(par.deal));
        QCOMPARE(self.result().score, par.score);
        QCOMPARE(par.bots, par.score[0] - par.score[1]);
    }
}

// A deal, then a new game at once: the first game's par comes back after and is saved with
// the first game's deal, not the second's.
void TestHistoryPar::parOfAGameLeftIsSaved()
{
    QTemporaryDir dir;
    HistoryStore store;
    QVERIFY(store.open(dir.filePath(QStringLiteral("history.db"))).ok);
    GameController c;
    c.setPace(0);
    c.setTrickPause(0);
    HistoryRecorder recorder(&store, &c);
    QSignalSpy played(&c, &GameController::parPlayed);
    c.newGame(practiceSetup(Preset::Classic, 31, false));
    QVERIFY(playDealToEnd(c, 0));
    QVERIFY(recorder.waitForWrites());
    const qint64 firstGame = recorder.gameId().value_or(0);
    c.newGame(practiceSetup(Preset::Classic, 32, false));
    QTRY_VERIFY_WITH_TIMEOUT(!played.isEmpty(), kParWait);
    QVERIFY(recorder.waitForWrites());
    const std::vector<DealRow> deals = store.deals(firstGame);
    QCOMPARE(int(deals.size()), 1);
    const std::optional<QJsonObject> saved = store.par(deals[0].id);
    QVERIFY(saved);
    QCOMPARE(saved->value(QStringLiteral("bots")).toInt(),
             played.first().at(2).value<GameController::ParFigures>().bots);
}

// A par that cannot be read is said with its deal's id; the other deals are still printed.
void TestHistoryPar::aBrokenParIsSaid()
{
    QTemporaryDir dir;
    const QString records = dir.filePath(QStringLiteral("deals.jsonl")),
                  db = dir.filePath(QStringLiteral("history.db"));
    {
        QFile f(records);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(recordedDeals(2));
    }
    QCOMPARE(cli({QStringLiteral("history"), QStringLiteral("import"), records, QStringLiteral("--db"), db}).exitCode,
             0);
    {
        // An imported deal has no game: its par row is written straight in.
        HistoryStore store;
        QVERIFY(store.open(db).ok);
        const std::vector<DealRow> deals = store.importedDeals();
        QCOMPARE(int(deals.size()), 2);
        QSqlQuery q(QSqlDatabase::database(store.connectionName()));
        QVERIFY(
            q.exec(QStringLiteral(
                       "INSERT INTO pars (deal_id, you, bots, par, saved_at) VALUES (%1, 0, 0, '{\"version\": 1}', '')")
                       .arg(deals[0].id)));
    }
    const processrun::Run run = cli({QStringLiteral("history"), QStringLiteral("par"), QStringLiteral("--db"), db});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("its stored par cannot be read"), run.err.constData());
    QCOMPARE(run.out.count('\n'), 1);
}

// The par's write as the recovery file keeps it, read back the same; one without its par refused.
void TestHistoryPar::parWriteInTheRecoveryFile()
{
    HistoryOp op;
    op.kind = HistoryOp::Kind::Par;
    op.gameId = 4;
    op.dealNumber = 2;
    op.record = QJsonObject{{QStringLiteral("version"), 1}, {QStringLiteral("you"), 20}};
    HistoryOp back;
    QString error;
    QVERIFY2(HistoryOp::fromJson(op.toJson(), &back, &error), qPrintable(error));
    QCOMPARE(back.kind, HistoryOp::Kind::Par);
    QCOMPARE(back.dealNumber, 2);
    QCOMPARE(back.record, op.record);
    QJsonObject broken = op.toJson();
    broken.remove(QStringLiteral("par"));
    QVERIFY(!HistoryOp::fromJson(broken, &back, &error));
    QVERIFY(error.contains(QLatin1String("par")));
}

QTEST_GUILESS_MAIN(TestHistoryPar)
#include "tst_history_par.moc"
