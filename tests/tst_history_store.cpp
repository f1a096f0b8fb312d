// The history database: round trips (a deal saved, read back and replayed is the engine's
// deal; export then import gives the same records), the schema's migrations from v1, and bad
// inputs (a corrupt file, a file that is not SQLite, a newer schema, a truncated export,
// illegal cards): a clear message, nothing lost, nothing overwritten, never a crash.
#include "app/history/historyrecorder.h"
#include "app/history/historystore.h"
#include "historytestutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>
#include <functional>

using namespace belote;
using namespace rebelote;
using namespace historytest;

namespace {

const QString kData = QStringLiteral(REBELOTE_TEST_DATA);

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(data);
}

QList<QByteArray> lines(const QByteArray& text)
{
    QList<QByteArray> out;
    for (const QByteArray& l : text.split('\n'))
        if (!l.trimmed().isEmpty()) out << l;
    return out;
}

// Plays `deals` deals with heuristic bots at no pace, recorded in `store`; the records the
// controller wrote, in order.
std::vector<QJsonObject> playRecorded(HistoryStore& store, Preset preset, int deals, std::uint64_t seed)
{
    GameController c;
    c.setPace(0);
    c.setAutoContinue(0);
    HistoryRecorder recorder(&store, &c);
    std::vector<QJsonObject> records;
    QObject::connect(&c, &GameController::dealRecorded, &c, [&](const QJsonObject& r) {
        records.push_back(r);
        if (int(records.size()) == deals) c.setAutoContinue(-1);
    });
    GameSetup s;
    s.rules = Rules::fromPreset(preset);
    s.seed = seed;
    s.human = {false, false, false, false};
    s.level = QStringLiteral("heuristic");
    c.newGame(s);
    QElapsedTimer t;
    t.start();
    while (int(records.size()) < deals && t.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    recorder.waitForWrites();
    return records;
}

// The first schema as version 1 of the game shipped it, frozen here: the store must read a
// file of that version, whatever the current one is.
const char* const kSchemaV1[] = {
    "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)",
    "CREATE TABLE games (id INTEGER PRIMARY KEY, rules TEXT NOT NULL, preset TEXT NOT NULL, seed TEXT NOT NULL,"
    " players TEXT NOT NULL, started_at TEXT NOT NULL, ended_at TEXT,"
    " status TEXT NOT NULL CHECK (status IN ('playing', 'finished', 'abandoned')),"
    " score_ns INTEGER NOT NULL DEFAULT 0, score_ew INTEGER NOT NULL DEFAULT 0,"
    " winner TEXT CHECK (winner IN ('NS', 'EW')), first_deal TEXT)",
    "CREATE INDEX games_status ON games (status)",
    "CREATE TABLE deals (id INTEGER PRIMARY KEY, game_id INTEGER REFERENCES games (id) ON DELETE CASCADE,"
    " number INTEGER NOT NULL DEFAULT 0, preset TEXT NOT NULL, dealer TEXT NOT NULL, taker TEXT, contract TEXT,"
    " coinche INTEGER NOT NULL DEFAULT 1, outcome TEXT NOT NULL, made INTEGER, capot INTEGER NOT NULL DEFAULT 0,"
    " marks_ns INTEGER NOT NULL, marks_ew INTEGER NOT NULL, record TEXT NOT NULL, source TEXT NOT NULL,"
    " saved_at TEXT NOT NULL)",
    "CREATE UNIQUE INDEX deals_game ON deals (game_id, number) WHERE game_id IS NOT NULL",
    "CREATE INDEX deals_preset ON deals (preset)",
    "CREATE INDEX deals_taker ON deals (taker)",
    "CREATE INDEX deals_contract ON deals (contract)",
    "CREATE INDEX deals_outcome ON deals (outcome)",
    "CREATE TABLE current_deal (game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,"
    " number INTEGER NOT NULL, dealt TEXT NOT NULL)",
    "CREATE TABLE moves (game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,"
    " deal_number INTEGER NOT NULL, idx INTEGER NOT NULL, kind TEXT NOT NULL, seat TEXT NOT NULL,"
    " value TEXT NOT NULL, PRIMARY KEY (game_id, deal_number, idx))",
    "INSERT INTO schema_migrations VALUES (1, '2025-01-01T00:00:00Z')",
    "PRAGMA user_version = 1",
};

// Runs statements on a file through a connection of its own.
bool execOn(const QString& path, const QStringList& statements, const QVariantList& binds = {})
{
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "test-raw");
        db.setDatabaseName(path);
        ok = db.open();
        for (const QString& s : statements) {
            QSqlQuery q(db);
            ok = ok && q.prepare(s);
            if (s.contains('?'))
                for (const QVariant& v : binds) q.addBindValue(v);
            if (ok && !q.exec()) {
                qWarning("%s: %s", qPrintable(s), qPrintable(q.lastError().text()));
                ok = false;
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase("test-raw");
    return ok;
}

// The files of `dir` whose name starts with `prefix`.
QStringList filesLike(const QString& dir, const QString& prefix)
{
    return QDir(dir).entryList({prefix + "*"}, QDir::Files, QDir::Name);
}

}  // namespace

class TestHistoryStore : public QObject {
    Q_OBJECT

private slots:
    void freshDatabase();
    void dealsRoundTrip_data();
    void dealsRoundTrip();
    void exportThenImport();
    void allDealsInOneQuery();
    void importRefusesBadRecords_data();
    void importRefusesBadRecords();
    void migratesFromVersion1();
    void gameKeepsItsAgreement_data();
    void gameKeepsItsAgreement();
    void unusableFileIsSetAside_data();
    void unusableFileIsSetAside();
    void readOnlyFileIsReadNotSetAside();
    void noFolderKeepsTheHistoryInMemory();
    void analysisIsKeptByDealAndVersion();
    void deleteGameTakesItsDeals();
    void deleteDeals_data();
    void deleteDeals();
    void newGameAbandonsTheOneInProgress();
};

// A new file: the current schema, WAL journal, foreign keys on; the default path is the
// game's data folder.
void TestHistoryStore::freshDatabase()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("sub/history.db");
    HistoryStore store;
    const auto r = store.open(path);
    QVERIFY(r.ok);
    QVERIFY(!r.inMemory);
    QVERIFY(r.message.isEmpty());
    QCOMPARE(store.schemaVersion(), HistoryStore::kSchemaVersion);
    QVERIFY(HistoryStore::defaultPath().endsWith("/Rebelote/history.db"));
    QVERIFY(store.beginGame(people(Preset::Classic, 1), {}));
    QVERIFY(QFile::exists(path + "-wal"));  // WAL: the write went to the log
    QVERIFY(!store.inProgress()->dealt);
    // Foreign keys are enforced: a move of a game that does not exist is refused.
    QTest::ignoreMessage(QtWarningMsg, "rebelote: history: FOREIGN KEY constraint failed");
    QVERIFY(!store.appendMove(999, 1, "card", Seat::South, "AS"));
}

void TestHistoryStore::dealsRoundTrip_data()
{
    QTest::addColumn<int>("preset");
    for (Preset p : kAllPresets)
        QTest::newRow(qPrintable(QStringLiteral("%1: 12 deals of the heuristic").arg(presetName(p)))) << int(p);
}

// Each finished deal is saved as the controller recorded it; read back and replayed by the
// engine it gives the same deal and result; its columns are the result's.
void TestHistoryStore::dealsRoundTrip()
{
    QFETCH(int, preset);
    QTemporaryDir dir;
    HistoryStore store;
    QVERIFY(store.open(dir.filePath("h.db")).ok);
    const auto records = playRecorded(store, Preset(preset), 12, 17);
    QCOMPARE(int(records.size()), 12);
    std::vector<DealRow> rows;
    for (const GameRow& g : store.games())
        for (const DealRow& d : store.deals(g.id)) rows.push_back(d);
    QCOMPARE(rows.size(), records.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const DealRow& row = rows[i];
        QCOMPARE(toJsonLine(row.record), toJsonLine(records[i]));
        QVERIFY2(checkRecord(row.record).isEmpty(), qPrintable(checkRecord(row.record)));
        const auto rec = readRecord(row.record);
        const DealResult result = rec.value->deal.result();
        const QJsonObject res = resultToJson(result);
        QCOMPARE(QLatin1String(outcomeName(row.outcome)), res.value("outcome").toString());
        QCOMPARE(row.marks, result.score);
        QCOMPARE(row.coinche, res.value("coinche").toInt());
        QCOMPARE(row.contract, res.value("contract").toString());
        QCOMPARE(row.taker.has_value(), result.contract.has_value());
        QCOMPARE(row.preset, QString(presetName(Preset(preset))));
        QCOMPARE(row.source, DealSource::Played);
        QVERIFY(row.savedAt.isValid());
        QCOMPARE(store.deal(row.id)->record, row.record);
    }
    // The game rows add up: scores of the last deal, deals counted.
    const auto games = store.games();
    QVERIFY(!games.empty());
    for (const GameRow& g : games) {
        QCOMPARE(g.deals, int(store.deals(g.id).size()));
        QVERIFY(g.status == GameStatus::Finished || g.status == GameStatus::Playing);
        QCOMPARE(g.status == GameStatus::Finished, g.winner.has_value());
    }
}

// allDeals(): the deals of every game in order, then the imported ones, as games(),
// deals() and importedDeals() give them; without records, the same rows with none.
void TestHistoryStore::allDealsInOneQuery()
{
    QTemporaryDir dir;
    HistoryStore a, elsewhere;
    QVERIFY(a.open(dir.filePath("a.db")).ok);
    playRecorded(a, Preset::Classic, 5, 1);
    playRecorded(a, Preset::Coinche, 4, 2);  // the first game abandoned
    // Three deals played elsewhere, imported.
    QVERIFY(elsewhere.open(dir.filePath("elsewhere.db")).ok);
    const std::vector<QJsonObject> records = playRecorded(elsewhere, Preset::ClassicNoAnnonces, 3, 5);
    QString error;
    QVERIFY2(HistoryStore::writeRecords(dir.filePath("elsewhere.jsonl"), records, &error), qPrintable(error));
    QCOMPARE(a.importFile(dir.filePath("elsewhere.jsonl")).added, 3);

    std::vector<DealRow> expected;
    for (const GameRow& g : a.games())
        for (DealRow& d : a.deals(g.id)) expected.push_back(std::move(d));
    for (DealRow& d : a.importedDeals()) expected.push_back(std::move(d));
    QCOMPARE(int(expected.size()), 12);
    const std::vector<DealRow> all = a.allDeals(), columns = a.allDeals(false);
    QCOMPARE(all.size(), expected.size());
    QCOMPARE(columns.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        for (const DealRow* d : {&all[i], &columns[i]}) {
            QCOMPARE(d->id, expected[i].id);
            QCOMPARE(d->gameId, expected[i].gameId);
            QCOMPARE(d->number, expected[i].number);
            QCOMPARE(d->contract, expected[i].contract);
            QCOMPARE(d->marks, expected[i].marks);
            QCOMPARE(d->savedAt, expected[i].savedAt);
        }
        QCOMPARE(all[i].record, expected[i].record);
        QVERIFY(columns[i].record.isEmpty());
    }
}

// Export then import into another history: the same records, byte for byte; importing them
// again adds nothing.
void TestHistoryStore::exportThenImport()
{
    QTemporaryDir dir;
    HistoryStore a, b;
    QVERIFY(a.open(dir.filePath("a.db")).ok);
    QVERIFY(b.open(dir.filePath("b.db")).ok);
    playRecorded(a, Preset::Coinche, 6, 3);
    std::vector<qint64> games;
    for (const GameRow& g : a.games()) games.push_back(g.id);
    QString error;
    QVERIFY2(a.exportGames(dir.filePath("out.jsonl"), games, &error), qPrintable(error));
    const QByteArray exported = readFile(dir.filePath("out.jsonl"));
    QCOMPARE(lines(exported).size(), 6);
    ImportReport r = b.importFile(dir.filePath("out.jsonl"));
    QCOMPARE(r.added, 6);
    QVERIFY(r.refused.isEmpty());
    std::vector<qint64> ids;
    for (const DealRow& d : b.importedDeals()) ids.push_back(d.id);
    QVERIFY(b.exportDeals(dir.filePath("again.jsonl"), ids, &error));
    QCOMPARE(readFile(dir.filePath("again.jsonl")), exported);
    r = b.importFile(dir.filePath("again.jsonl"));
    QCOMPARE(r.added, 0);
    QCOMPARE(r.duplicates, 6);
    // Into the history they came from: every one already there.
    r = a.importFile(dir.filePath("out.jsonl"));
    QCOMPARE(r.duplicates, 6);
    // One deal to a .json file: one record, indented, read back the same.
    QVERIFY(b.exportDeals(dir.filePath("one.json"), {ids[0]}, &error));
    const QJsonObject one = QJsonDocument::fromJson(readFile(dir.filePath("one.json"))).object();
    QCOMPARE(toJsonLine(one), lines(exported)[0]);
}

void TestHistoryStore::importRefusesBadRecords_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("refusal");
    // clang-format off
    QTest::newRow("a truncated export: the cut line refused") << "truncated" << "in.jsonl:4: bad JSON";
    QTest::newRow("an illegal card") << "illegal card" << "in.jsonl:2: play";
    QTest::newRow("a card twice in the hands") << "card twice" << "in.jsonl:3: ";
    QTest::newRow("a deal not finished") << "unfinished" << "in.jsonl:2: the deal is not finished";
    QTest::newRow("a result that is not the engine's") << "wrong result" << "in.jsonl:3: result: ";
    QTest::newRow("not JSON at all") << "garbage" << "in.jsonl:2: bad JSON";
    // clang-format on
}

// Each bad record is refused with FILE:LINE: why; the good ones of the same file are kept.
void TestHistoryStore::importRefusesBadRecords()
{
    QFETCH(QString, fault);
    QFETCH(QString, refusal);
    QList<QByteArray> records = lines(readFile(kData + "/coinche-deals.jsonl")).mid(0, 4);
    QCOMPARE(records.size(), 4);
    auto edit = [&](int i, const std::function<void(QJsonObject&)>& f) {
        QJsonObject o = QJsonDocument::fromJson(records[i]).object();
        f(o);
        records[i] = toJsonLine(o);
    };
    int bad = 1;
    if (fault == "truncated") {
        records[3] = records[3].left(records[3].size() / 2);
    } else if (fault == "illegal card") {
        edit(1, [](QJsonObject& o) {
            QJsonArray play = o.value("play").toArray();
            const QJsonValue t = play[1];
            play[1] = play[5];
            play[5] = t;
            o.insert("play", play);
        });
    } else if (fault == "card twice") {
        edit(2, [](QJsonObject& o) {
            QJsonArray deck = o.value("deck").toArray();
            deck[1] = deck[0];
            o.insert("deck", deck);
        });
    } else if (fault == "unfinished") {
        edit(1, [](QJsonObject& o) {
            QJsonArray play = o.value("play").toArray();
            while (play.size() > 10) play.removeLast();
            o.insert("play", play);
            o.remove("result");
        });
    } else if (fault == "wrong result") {
        edit(2, [](QJsonObject& o) {
            QJsonObject r = o.value("result").toObject();
            r.insert("score", QJsonObject{{"NS", 1}, {"EW", 2}});
            o.insert("result", r);
        });
    } else if (fault == "garbage") {
        records[1] = "\x01\x02 not json {";
    }
    QTemporaryDir dir;
    const QString file = dir.filePath("in.jsonl");
    writeFile(file, records.join('\n') + '\n');
    const QByteArray before = readFile(file);
    HistoryStore store;
    QVERIFY(store.open(dir.filePath("h.db")).ok);
    const ImportReport r = store.importData(before, "in.jsonl");
    QVERIFY(r.error.isEmpty());
    QCOMPARE(r.refused.size(), bad);
    QVERIFY2(r.refused[0].startsWith(refusal), qPrintable(r.refused[0]));
    QVERIFY(!r.refused[0].contains('\n'));
    QCOMPARE(r.added, 4 - bad);
    QCOMPARE(int(store.importedDeals().size()), 4 - bad);
    QCOMPARE(readFile(file), before);  // the file read, never written
    // Through a file too: the same refusals.
    QCOMPARE(store.importFile(file).duplicates, 4 - bad);
}

// A history of version 1 (built here with the first schema) is migrated to the current
// version: its games, deals and game in progress kept, the new columns filled (a deal
// imported again is found a duplicate through the fingerprint v2 computed).
void TestHistoryStore::migratesFromVersion1()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("v1.db");
    QStringList schema;
    for (const char* s : kSchemaV1) schema << QString::fromLatin1(s);
    QVERIFY(execOn(path, schema));
    const QByteArray first = lines(readFile(kData + "/coinche-deals.jsonl"))[0];
    const QJsonObject record = QJsonDocument::fromJson(first).object();
    QVERIFY(execOn(
        path,
        {"INSERT INTO games (id, rules, preset, seed, players, started_at, status, score_ns, score_ew)"
         " VALUES (1, '{\"preset\":\"coinche\"}', 'coinche', '7', '[]', '2025-01-01T10:00:00Z', 'playing', 500, 0)"}));
    QVERIFY(execOn(
        path,
        {"INSERT INTO deals (game_id, number, preset, dealer, taker, contract, coinche, outcome, made, capot,"
         " marks_ns, marks_ew, record, source, saved_at) VALUES (1, 1, 'coinche', 'E', 'N', '90D', 2, 'made', 1, 0,"
         " 500, 0, ?, 'played', '2025-01-01T10:05:00Z')"},
        {QString::fromUtf8(toJsonLine(record))}));
    QVERIFY(execOn(path, {"INSERT INTO current_deal VALUES (1, 2, '{}')",
                          "INSERT INTO moves VALUES (1, 2, 0, 'call', 'S', 'pass')"}));

    HistoryStore store;
    const auto r = store.open(path);
    QVERIFY2(r.ok && r.message.isEmpty(), qPrintable(r.message));
    QCOMPARE(store.schemaVersion(), HistoryStore::kSchemaVersion);
    QVERIFY(filesLike(dir.path(), "v1.db.").isEmpty());  // nothing set aside
    const auto games = store.games();
    QCOMPARE(int(games.size()), 1);
    QCOMPARE(games[0].scores, (std::array<int, 2>{500, 0}));
    // v5: a game from before the card-play agreement was played with no calls.
    QCOMPARE(games[0].cardSignals, Signals::None);
    QCOMPARE(games[0].setup().cardSignals, Signals::None);
    const auto deals = store.deals(1);
    QCOMPARE(int(deals.size()), 1);
    QCOMPARE(deals[0].record, record);
    QVERIFY(!deals[0].parentDealId);
    const auto saved = store.inProgress();
    QVERIFY(saved);
    QCOMPARE(saved->dealNumber, 2);
    QCOMPARE(int(saved->moves.size()), 1);
    QCOMPARE(saved->moves[0].text(), QString("S:pass"));
    // v2's fingerprints were computed for the deal already there.
    const ImportReport again = store.importData(first, "again.jsonl");
    QCOMPARE(again.duplicates, 1);
    QCOMPARE(again.added, 0);
    // v2's tables are there.
    QVERIFY(store.saveAnalysis(deals[0].id, QJsonObject{{"x", 1}}));
    store.close();
    // Opened again: nothing to migrate, nothing changes.
    HistoryStore again2;
    QVERIFY(again2.open(path).message.isEmpty());
    QCOMPARE(again2.schemaVersion(), HistoryStore::kSchemaVersion);
    QCOMPARE(again2.deals(1)[0].record, record);
}

// A game keeps the card-play agreement it was played by: in its row, in the setup it is
// resumed with, and in the recovery file's line of a new game; a recovery file's game from
// before the agreement (no word) was played with none.
void TestHistoryStore::gameKeepsItsAgreement_data()
{
    QTest::addColumn<int>("agreement");
    QTest::newRow("direct calls") << int(Signals::Direct);
    QTest::newRow("indirect calls") << int(Signals::Indirect);
    QTest::newRow("no calls") << int(Signals::None);
}

void TestHistoryStore::gameKeepsItsAgreement()
{
    QFETCH(int, agreement);
    QTemporaryDir dir;
    HistoryStore store;
    QVERIFY(store.open(dir.filePath("history.db")).ok);
    GameSetup setup = people(Preset::Coinche, 5);
    setup.cardSignals = Signals(agreement);
    const auto id = store.beginGame(setup, {});
    QVERIFY(id);
    const std::optional<GameRow> game = store.game(*id);
    QVERIFY(game);
    QCOMPARE(game->cardSignals, Signals(agreement));
    QCOMPARE(game->setup().cardSignals, Signals(agreement));

    const QJsonObject line = NewGameRow::of(setup, {}).toJson();
    NewGameRow row;
    QString error;
    QVERIFY2(NewGameRow::fromJson(line, &row, &error), qPrintable(error));
    QCOMPARE(row.cardSignals, QString::fromLatin1(signalsName(Signals(agreement))));
    QJsonObject before = line;
    before.remove(QStringLiteral("cardSignals"));
    QVERIFY(NewGameRow::fromJson(before, &row, &error));
    QCOMPARE(row.cardSignals, QStringLiteral("none"));
}

void TestHistoryStore::unusableFileIsSetAside_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QString>("says");
    // clang-format off
    QTest::newRow("a file that is not SQLite") << "text" << "corrupt" << "cannot be read";
    QTest::newRow("a damaged database (pages overwritten)") << "damaged" << "corrupt" << "cannot be read";
    QTest::newRow("a database cut short") << "cut" << "corrupt" << "cannot be read";
    QTest::newRow("a newer schema version") << "newer" << "newer" << "newer version";
    QTest::newRow("another program's SQLite database") << "foreign" << "corrupt" << "not a Rebelote history";
    // clang-format on
}

// The file is renamed aside with its exact bytes, a fresh history starts in its place and
// the person is told in one line; the command line's strict mode only reports. (A file
// that is only read-only, locked or with a table missing is not set aside: tst_history_open.)
void TestHistoryStore::unusableFileIsSetAside()
{
    QFETCH(QString, kind);
    QFETCH(QString, suffix);
    QFETCH(QString, says);
    QTemporaryDir dir;
    const QString path = dir.filePath("history.db");
    if (kind == "text") {
        writeFile(path, "these are not the pages of a database\n");
    } else if (kind == "damaged" || kind == "cut") {
        {
            HistoryStore s;
            QVERIFY(s.open(path).ok);
            playRecorded(s, Preset::Classic, 8, 5);
        }  // closed: the log is checkpointed into the file
        QByteArray bytes = readFile(path);
        QVERIFY(bytes.size() > 4 * 4096);
        if (kind == "damaged") {
            for (qsizetype i = 4096; i < bytes.size() - 4096; i += 7) bytes[i] = char(0xA5);
        } else {
            bytes.truncate(bytes.size() / 2);
        }
        writeFile(path, bytes);
    } else if (kind == "newer") {
        {
            HistoryStore s;
            QVERIFY(s.open(path).ok);
        }
        QVERIFY(execOn(path, {"INSERT INTO schema_migrations VALUES (99, '2030-01-01T00:00:00Z')"}));
    } else if (kind == "foreign") {
        QVERIFY(execOn(
            path, {"CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)", "INSERT INTO notes VALUES (1, 'mine')"}));
    }
    const QByteArray before = readFile(path);

    {  // The command line: reports, touches nothing.
        HistoryStore strict;
        const auto r = strict.open(path, HistoryStore::OpenMode::Strict);
        QVERIFY(!r.ok);
        QVERIFY2(r.message.contains(says), qPrintable(r.message));
        QVERIFY(!r.message.contains('\n'));
        QCOMPARE(readFile(path), before);
        QVERIFY(filesLike(dir.path(), "history.db.").isEmpty());
    }

    HistoryStore store;
    const auto r = store.open(path);
    QVERIFY(r.ok);
    QVERIFY(!r.inMemory);
    QVERIFY2(r.message.contains(says) && r.message.contains(QDir::toNativeSeparators(path)), qPrintable(r.message));
    QVERIFY(!r.message.contains('\n'));
    QVERIFY2(QFileInfo(r.setAsidePath).fileName().startsWith("history.db." + suffix + "-"), qPrintable(r.setAsidePath));
    QVERIFY(r.message.contains(QDir::toNativeSeparators(r.setAsidePath)));
    QCOMPARE(readFile(r.setAsidePath), before);  // kept whole
    // The fresh history works, and the game records into it.
    QCOMPARE(store.schemaVersion(), HistoryStore::kSchemaVersion);
    QCOMPARE(int(playRecorded(store, Preset::Coinche, 1, 2).size()), 1);
    QCOMPARE(int(store.games().size()), 1);
    store.close();
    QCOMPARE(readFile(r.setAsidePath), before);  // and never written since
    // A second bad start keeps both files apart: nothing is overwritten.
    writeFile(path, "again not a database");
    HistoryStore second;
    const auto r2 = second.open(path);
    QVERIFY(r2.ok);
    QVERIFY(r2.setAsidePath != r.setAsidePath);
    QCOMPARE(readFile(r.setAsidePath), before);
    QCOMPARE(readFile(r2.setAsidePath), QByteArray("again not a database"));
}

// A read-only file is a sound history: opened read-only (SQLite's read-only open), shown,
// nothing recorded and nothing renamed. Root writes a file whatever its permissions, so as
// root (CI) the store is told, as another user's system would tell it, that the file cannot
// be written: the same read-only open runs either way.
namespace {
QString readOnlyPath;
bool notThatFile(const QString& path)
{
    return QFileInfo(path).absoluteFilePath() != readOnlyPath && QFileInfo(path).isWritable();
}
}  // namespace

void TestHistoryStore::readOnlyFileIsReadNotSetAside()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("history.db");
    {
        HistoryStore s;
        QVERIFY(s.open(path).ok);
        QCOMPARE(int(playRecorded(s, Preset::Classic, 2, 5).size()), 2);
    }
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther);
    readOnlyPath = QFileInfo(path).absoluteFilePath();
    HistoryOptions options;
    if (::geteuid() == 0) options.writable = notThatFile;
    const QByteArray before = readFile(path);
    {  // The command line's writing commands say so; its reading ones read it.
        HistoryStore strict;
        const auto r = strict.open(path, HistoryStore::OpenMode::Strict, options);
        QVERIFY(!r.ok);
        QVERIFY2(r.message.contains("cannot be written") && !r.message.contains('\n'), qPrintable(r.message));
        HistoryStore reader;
        QVERIFY(reader.open(path, HistoryStore::OpenMode::ReadOnly, options).ok);
        QCOMPARE(int(reader.allDeals().size()), 2);
    }
    HistoryStore store;
    const auto r = store.open(path, HistoryStore::OpenMode::SetAside, options);
    QVERIFY(r.ok && r.readOnly && !r.inMemory && r.setAsidePath.isEmpty());
    QVERIFY2(r.message == QStringLiteral("The history file %1 is read-only: this game will not be kept.")
                              .arg(QDir::toNativeSeparators(path)),
             qPrintable(r.message));
    QCOMPARE(int(store.allDeals().size()), 2);
    QVERIFY(!store.beginGame(GameSetup{}, {}));  // nothing recorded
    store.close();
    QCOMPARE(readFile(path), before);
    QVERIFY(filesLike(dir.path(), "history.db.").isEmpty());
}

// No folder can be made for the file: the history lives in memory, the game starts.
void TestHistoryStore::noFolderKeepsTheHistoryInMemory()
{
    QTemporaryDir dir;
    writeFile(dir.filePath("plain"), "a file where the folder should be");
    HistoryStore store;
    const auto r = store.open(dir.filePath("plain/Rebelote/history.db"));
    QVERIFY(r.ok);
    QVERIFY(r.inMemory);
    QVERIFY2(r.message.contains("will not be kept"), qPrintable(r.message));
    QCOMPARE(int(playRecorded(store, Preset::Classic, 1, 1).size()), 1);
    QCOMPARE(readFile(dir.filePath("plain")), QByteArray("a file where the folder should be"));
}

void TestHistoryStore::analysisIsKeptByDealAndVersion()
{
    QTemporaryDir dir;
    HistoryStore store;
    QVERIFY(store.open(dir.filePath("h.db")).ok);
    QVERIFY(store.importFile(kData + "/coinche-deals.jsonl").added > 0);
    const qint64 id = store.importedDeals()[0].id;
    QVERIFY(!store.analysis(id));
    const QJsonObject a{{"cards", QJsonArray{1, 2, 3}}, {"best", "JH"}};
    QVERIFY(store.saveAnalysis(id, a));
    QCOMPARE(*store.analysis(id), a);
    QVERIFY(!store.analysis(id, HistoryStore::kAnalysisVersion + 1));  // another version: computed again
    const QJsonObject b{{"best", "7S"}};
    QVERIFY(store.saveAnalysis(id, b));
    QCOMPARE(*store.analysis(id), b);
    // All of them in one query, of the version asked.
    const qint64 other = store.importedDeals()[1].id;
    QVERIFY(store.saveAnalysis(other, a, HistoryStore::kAnalysisVersion + 1));
    QCOMPARE(store.allAnalyses(), (QHash<qint64, QJsonObject>{{id, b}}));
    QCOMPARE(store.allAnalyses(HistoryStore::kAnalysisVersion + 1), (QHash<qint64, QJsonObject>{{other, a}}));
    QTest::ignoreMessage(QtWarningMsg, "rebelote: history: FOREIGN KEY constraint failed");
    QVERIFY(!store.saveAnalysis(987654, a));  // no such deal
}

// A game deleted takes its deals, moves and analyses; a deal played on from one of its
// deals stays, without its parent.
void TestHistoryStore::deleteGameTakesItsDeals()
{
    QTemporaryDir dir;
    HistoryStore store;
    QVERIFY(store.open(dir.filePath("h.db")).ok);
    playRecorded(store, Preset::Classic, 2, 9);
    const qint64 game = store.games()[0].id;
    const qint64 parent = store.deals(game)[0].id;
    QVERIFY(store.saveAnalysis(parent, QJsonObject{{"x", 1}}));
    // Played on from deal `parent` after its 5th move.
    GameController c;
    c.setPace(0);
    HistoryRecorder recorder(&store, &c);
    GameSetup s = people(Preset::Classic, 4);
    QJsonObject fresh = store.deal(parent)->record;
    fresh.remove("calls");
    fresh.remove("play");
    fresh.remove("declarations");
    fresh.remove("result");
    fresh.remove("hands");
    s.firstDeal = readRecord(fresh).value->deal;
    recorder.branchFrom(parent, 5);
    c.newGame(s);
    while (c.dealNumber() == 1 && step(c)) {}
    QVERIFY(recorder.waitForWrites());
    const auto child = store.deal(*recorder.lastDealId());
    QVERIFY(child);
    QCOMPARE(child->parentDealId.value_or(0), parent);
    QCOMPARE(child->branchMove, 5);
    QCOMPARE(child->record.value("deck"), store.deal(parent)->record.value("deck"));

    QVERIFY(store.deleteGame(game));
    QVERIFY(!store.game(game));
    QVERIFY(!store.deal(parent));
    QVERIFY(!store.analysis(parent));
    const auto kept = store.deal(child->id);
    QVERIFY(kept);
    QVERIFY(!kept->parentDealId);
}

namespace {

// A history to delete deals from: a finished classic game, a game played on from its first
// deal after 5 moves and left in progress in its deal 2, the imported deals of a file; an
// analysis of every deal.
struct DeleteFixture {
    qint64 finishedGame = 0, playingGame = 0;
    std::vector<qint64> finishedDeals, imported;
    qint64 parent = 0, child = 0;
};

DeleteFixture fillForDelete(HistoryStore& store)
{
    DeleteFixture f;
    GameController c;
    c.setPace(0);
    HistoryRecorder recorder(&store, &c);
    c.newGame(people(Preset::Classic, 21));
    while (step(c)) {}
    recorder.waitForWrites();
    f.finishedGame = *recorder.gameId();
    for (const DealRow& d : store.deals(f.finishedGame)) f.finishedDeals.push_back(d.id);
    f.parent = f.finishedDeals.front();

    GameSetup s = people(Preset::Classic, 22);
    QJsonObject fresh = store.deal(f.parent)->record;
    for (const char* key : {"calls", "play", "declarations", "result", "hands"}) fresh.remove(key);
    s.firstDeal = readRecord(fresh).value->deal;
    recorder.branchFrom(f.parent, 5);
    c.newGame(s);
    while (c.dealNumber() == 1 && step(c)) {}
    for (int i = 0; i < 6; ++i) step(c);  // into deal 2
    recorder.waitForWrites();
    f.playingGame = *recorder.gameId();
    f.child = *recorder.lastDealId();

    store.importFile(kData + "/coinche-deals.jsonl");
    for (const DealRow& d : store.importedDeals()) f.imported.push_back(d.id);
    for (const GameRow& g : store.games())
        for (const DealRow& d : store.deals(g.id)) store.saveAnalysis(d.id, QJsonObject{{"deal", d.id}});
    for (qint64 id : f.imported) store.saveAnalysis(id, QJsonObject{{"deal", id}});
    return f;
}

// One number a query, through a connection of the test's own.
qint64 countOn(const QString& path, const QString& sql)
{
    qint64 n = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "test-count");
        db.setDatabaseName(path);
        QSqlQuery q(db);
        if (db.open() && q.exec(sql)) {
            n = 0;
            // PRAGMA foreign_key_check gives a row a violation; a COUNT gives one number.
            if (sql.startsWith("PRAGMA")) {
                while (q.next()) ++n;
            } else if (q.next()) {
                n = q.value(0).toLongLong();
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase("test-count");
    return n;
}

}  // namespace

void TestHistoryStore::deleteDeals_data()
{
    QTest::addColumn<QString>("which");
    QTest::addColumn<QString>("refusal");  // empty: deleted
    // clang-format off
    QTest::newRow("an imported deal") << "imported" << "";
    QTest::newRow("every imported deal, the last one too") << "all imported" << "";
    QTest::newRow("a deal of a finished game") << "finished" << "";
    QTest::newRow("every deal of a finished game: the game goes with its last") << "all finished" << "";
    QTest::newRow("a deal played on from: the branch stays, without its parent") << "parent" << "";
    QTest::newRow("a deal of the game in progress: refused") << "playing" << "the game in progress";
    QTest::newRow("with one of the game in progress: nothing deleted") << "finished and playing" << "the game in progress";
    QTest::newRow("an id that is no deal: refused") << "unknown" << "no deal #987654";
    // clang-format on
}

// Deals deleted by id, all or none, with their analyses; the games, branches and imported
// deals they leave are as whole as before (no foreign key dangling, no empty game).
void TestHistoryStore::deleteDeals()
{
    QFETCH(QString, which);
    QFETCH(QString, refusal);
    QTemporaryDir dir;
    const QString path = dir.filePath("h.db");
    HistoryStore store;
    QVERIFY(store.open(path).ok);
    const DeleteFixture f = fillForDelete(store);
    QVERIFY(f.finishedDeals.size() >= 2);
    QCOMPARE(store.game(f.finishedGame)->status, GameStatus::Finished);
    QCOMPARE(store.game(f.playingGame)->status, GameStatus::Playing);
    QCOMPARE(store.deal(f.child)->parentDealId.value_or(0), f.parent);
    QVERIFY(f.imported.size() >= 2);
    const qint64 dealsBefore = countOn(path, "SELECT COUNT(*) FROM deals");
    const auto savedBefore = store.inProgress();
    QVERIFY(savedBefore && savedBefore->game.id == f.playingGame);

    std::vector<qint64> ids;
    if (which == "imported") ids = {f.imported.front()};
    if (which == "all imported") ids = f.imported;
    if (which == "finished") ids = {f.finishedDeals[1]};
    if (which == "all finished") ids = f.finishedDeals;
    if (which == "parent") ids = {f.parent};
    if (which == "playing") ids = {f.child};
    if (which == "finished and playing") ids = {f.finishedDeals[1], f.child};
    if (which == "unknown") ids = {f.imported.front(), 987654};
    QVERIFY(!ids.empty());

    const QString whyNot = store.whyNotDeleteDeals(ids);
    QVERIFY2(refusal.isEmpty() ? whyNot.isEmpty() : whyNot.contains(refusal), qPrintable(whyNot));
    QString why;
    const bool deleted = store.deleteDeals(ids, &why);
    QCOMPARE(deleted, refusal.isEmpty());
    QCOMPARE(countOn(path, "PRAGMA foreign_key_check"), 0);
    if (!deleted) {
        QVERIFY2(why.contains(refusal), qPrintable(why));
        QCOMPARE(store.lastError(), why);
        QVERIFY(!why.contains('\n'));
        QCOMPARE(countOn(path, "SELECT COUNT(*) FROM deals"), dealsBefore);
        for (qint64 id : ids)
            if (id != 987654) QVERIFY(store.deal(id) && store.analysis(id));
        return;
    }
    QVERIFY(why.isEmpty());
    QCOMPARE(countOn(path, "SELECT COUNT(*) FROM deals"), dealsBefore - qint64(ids.size()));
    for (qint64 id : ids) {
        QVERIFY(!store.deal(id));
        QVERIFY(!store.analysis(id));
    }
    QCOMPARE(countOn(path, "SELECT COUNT(*) FROM analyses"), dealsBefore - qint64(ids.size()));
    // The game in progress is untouched: it resumes where it stood.
    const auto saved = store.inProgress();
    QVERIFY(saved);
    QCOMPARE(saved->game.id, f.playingGame);
    QCOMPARE(saved->moves.size(), savedBefore->moves.size());
    QCOMPARE(int(saved->finishedDeals.size()), 1);

    const auto game = store.game(f.finishedGame);
    if (which == "all finished") {
        QVERIFY(!game);  // no empty game left
        QCOMPARE(countOn(path, QStringLiteral("SELECT COUNT(*) FROM moves WHERE game_id = %1").arg(f.finishedGame)), 0);
    } else {
        QVERIFY(game);
        QCOMPARE(game->deals, int(f.finishedDeals.size()) - (which == "finished" || which == "parent" ? 1 : 0));
    }
    const int importedGone = which == "imported" ? 1 : which == "all imported" ? int(f.imported.size()) : 0;
    QCOMPARE(int(store.importedDeals().size()), int(f.imported.size()) - importedGone);
    if (which == "all imported") QCOMPARE(countOn(path, "SELECT COUNT(*) FROM deals WHERE game_id IS NULL"), 0);
    // The deal played on from the parent stays, without its parent once that is gone.
    const auto child = store.deal(f.child);
    QVERIFY(child);
    QCOMPARE(child->parentDealId.has_value(), !(which == "parent" || which == "all finished"));
    QCOMPARE(int(store.games().size()), which == "all finished" ? 1 : 2);
}

// Starting a new game while one is in progress marks the old one abandoned: only one game is
// ever offered to resume.
void TestHistoryStore::newGameAbandonsTheOneInProgress()
{
    QTemporaryDir dir;
    HistoryStore store;
    QVERIFY(store.open(dir.filePath("h.db")).ok);
    GameController c;
    c.setPace(0);
    HistoryRecorder recorder(&store, &c);
    c.newGame(people(Preset::Coinche, 1));
    for (int i = 0; i < 10; ++i) step(c);
    QVERIFY(recorder.waitForWrites());
    const qint64 first = *recorder.gameId();
    QCOMPARE(store.inProgress()->game.id, first);
    QVERIFY(!store.inProgress()->moves.empty());
    c.newGame(people(Preset::Coinche, 2));
    QVERIFY(recorder.waitForWrites());
    QVERIFY(*recorder.gameId() != first);
    QCOMPARE(store.game(first)->status, GameStatus::Abandoned);
    QCOMPARE(store.inProgress()->game.id, *recorder.gameId());
    QVERIFY(store.inProgress()->moves.empty());
    QVERIFY(store.abandonGame(*recorder.gameId()));
    QVERIFY(!store.inProgress());
}

QTEST_GUILESS_MAIN(TestHistoryStore)
#include "tst_history_store.moc"
