// Practice games in the history (issue 33): a game is saved as a practice game; each line a
// take-back leaves is kept as a line of its deal, whole, and the deal saved is the line played
// to its end; forward again along the line, the moves are saved again; a practice game
// resumed is one still; the take-back's write survives a close in the recovery file.
#include "app/controller/dealmoves.h"
#include "app/history/historyop.h"
#include "app/history/historyrecorder.h"
#include "app/history/historystore.h"
#include "engine/record.h"
#include "historytestutil.h"
#include "practiceplay.h"
#include "processrun.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace belote;
using namespace rebelote;
using namespace practiceplay;
using Stage = GameController::Stage;

namespace {

// The deal's moves that a line of saved rows makes (belote's rows told, not moves), replayed
// on the deal as dealt: empty with *error when a row does not replay.
std::vector<DealMove> movesOfRows(const QJsonObject& dealt, const std::vector<MoveRow>& rows, QString* error)
{
    const auto rec = readRecord(dealt);
    if (!rec) {
        *error = rec.error;
        return {};
    }
    TakenBackLine line;
    line.moves = rows;
    std::vector<DealMove> moves;
    line.dealMoves(rec.value->deal, &moves, error);
    return moves;
}

QString scoreCheck(const QJsonObject& record)
{
    const processrun::Run check =
        processrun::run(QStringLiteral(REBELOTE_CLI), {QStringLiteral("score"), QStringLiteral("--check")},
                        {toJsonLine(record) + '\n', {}, 60000});
    return check.exitCode == 0 ? QString() : QString::fromUtf8(check.out + check.err).trimmed();
}

// A history in a scratch folder and a controller (bots at pace 0, full tricks gathered at
// once) recorded into it.
struct Recorded {
    QTemporaryDir dir;
    HistoryStore store;
    GameController c;
    std::unique_ptr<HistoryRecorder> recorder;

    bool open()
    {
        if (!store.open(dir.filePath(QStringLiteral("history.db"))).ok) return false;
        c.setPace(0);
        c.setTrickPause(0);
        recorder = std::make_unique<HistoryRecorder>(&store, &c);
        return true;
    }
};

}  // namespace

class TestHistoryTakeBack : public QObject {
    Q_OBJECT

private slots:
    void bothLinesKept_data();
    void bothLinesKept();
    void forwardAgainIsSaved();
    void practiceResumesAsPractice();
    void countedGameKeepsNoLine();
    void takeBackWriteInTheRecoveryFile();
};

void TestHistoryTakeBack::bothLinesKept_data()
{
    QTest::addColumn<Preset>("preset");
    QTest::addColumn<quint64>("seed");
    for (quint64 seed : {1, 2}) {
        QTest::addRow("five cards and a call taken back, another line played (coinche, seed %llu)", seed)
            << Preset::Coinche << seed;
        QTest::addRow("five cards and a call taken back, another line played (classic, seed %llu)", seed)
            << Preset::Classic << seed;
    }
}

// A practice deal played to South's fifth card; five cards and a call taken back one by one,
// another call and other cards to the deal's end. The history holds the line taken back (once,
// whole: each take-back after the first keeps a start of it) and the deal as finished, whose
// record `rebelote-cli score --check` accepts.
void TestHistoryTakeBack::bothLinesKept()
{
    QFETCH(Preset, preset);
    QFETCH(quint64, seed);
    Recorded r;
    QVERIFY(r.open());
    GameController& c = r.c;
    HistoryStore& store = r.store;
    HistoryRecorder& recorder = *r.recorder;
    QSignalSpy recorded(&c, &GameController::dealRecorded);
    QVERIFY(playToPersonsCard(c, preset, seed, 5));
    const std::vector<DealMove> line = c.dealMoves();
    const QJsonObject dealt = writeRecord(c.dealtDeal());
    const int dealNumber = c.dealNumber();
    QVERIFY(recorder.waitForWrites());

    for (int k = 0; k < 6; ++k) {
        QVERIFY(c.takeBack());
        QVERIFY(untilPersonOrEnd(c));
    }
    QCOMPARE(personCards(c.dealMoves()), 0);
    QCOMPARE(c.pending().kind, DecisionKind::Call);
    const int kept = int(c.dealMoves().size());
    QCOMPARE(line[std::size_t(kept)].kind, DealMove::Kind::Call);
    QCOMPARE(line[std::size_t(kept)].seat, Seat::South);
    // Another call than the one taken back when there is one, then the first legal card each
    // time; else the same call and the second legal card each time.
    const CallList calls = c.deal().legalCalls();
    std::optional<Call> other;
    for (int i = 0; i < calls.count && !other; ++i)
        if (!(calls.items[std::size_t(i)] == line[std::size_t(kept)].call)) other = calls.items[std::size_t(i)];
    QVERIFY(c.makeCall(other.value_or(line[std::size_t(kept)].call)));
    QVERIFY(untilPersonOrEnd(c));
    while (c.stage() == Stage::Calls || c.stage() == Stage::Play) {
        QVERIFY(personMoves(c, other ? 0 : 1));
        QVERIFY(untilPersonOrEnd(c));
    }
    QCOMPARE(recorded.count(), 1);
    QVERIFY(recorder.waitForWrites());

    const qint64 gameId = recorder.gameId().value_or(0);
    const auto game = store.game(gameId);
    QVERIFY(game);
    QVERIFY(game->practice);
    const std::vector<DealRow> deals = store.deals(gameId);
    QCOMPARE(int(deals.size()), 1);
    QCOMPARE(deals[0].number, dealNumber);
    // The line played to the end.
    const QString check = scoreCheck(deals[0].record);
    QVERIFY2(check.isEmpty(), qPrintable(check));
    QCOMPARE(toJsonLine(deals[0].record), toJsonLine(recorded.first().at(0).toJsonObject()));
    DealMoves finished;
    QString error;
    QVERIFY2(movesOfRecord(deals[0].record, &finished, &error), qPrintable(error));
    QVERIFY(std::equal(line.begin(), line.begin() + kept, finished.moves.begin()));
    QVERIFY(finished.moves.size() < line.size() ||
            !std::equal(line.begin(), line.end(), finished.moves.begin()));  // another line
    // The line taken back, whole, and where the deal left it.
    const std::vector<TakenBackLine> lines = store.linesTakenBack(gameId, dealNumber);
    QCOMPARE(int(lines.size()), 1);
    QCOMPARE(lines[0].line, 1);
    // Kept by the first take-back: the moves before South's fifth card.
    const auto fifth = std::find_if(line.rbegin(), line.rend(), [](const DealMove& m) {
        return m.seat == Seat::South && m.kind == DealMove::Kind::Card;
    });
    QCOMPARE(lines[0].kept, int(line.rend() - fifth) - 1);
    QVERIFY(lines[0].takenAt.isValid());
    const std::vector<DealMove> taken = movesOfRows(dealt, lines[0].moves, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(taken, line);
}

// Back two decisions, then forward again to where it was: the saved moves are the line again,
// and a resume stands where the deal stands.
void TestHistoryTakeBack::forwardAgainIsSaved()
{
    Recorded r;
    QVERIFY(r.open());
    GameController& c = r.c;
    HistoryStore& store = r.store;
    HistoryRecorder& recorder = *r.recorder;
    QVERIFY(playToPersonsCard(c, Preset::Coinche, 4, 3));
    const std::vector<DealMove> line = c.dealMoves();
    for (int k = 0; k < 2; ++k) {
        QVERIFY(c.takeBack());
        QVERIFY(untilPersonOrEnd(c));
    }
    QVERIFY(recorder.waitForWrites());
    auto saved = store.inProgress();
    QVERIFY(saved);
    QString error;
    QCOMPARE(movesOfRows(*saved->dealt, saved->moves, &error), c.dealMoves());
    while (c.canTakeForward()) {
        QVERIFY(c.takeForward());
        QVERIFY(untilPersonOrEnd(c));
    }
    QCOMPARE(c.dealMoves(), line);
    QVERIFY(recorder.waitForWrites());
    saved = store.inProgress();
    QVERIFY(saved);
    QCOMPARE(movesOfRows(*saved->dealt, saved->moves, &error), line);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(store.linesTakenBack(saved->game.id, saved->dealNumber).size()), 1);
}

// A practice game killed and taken up again is a practice game: its moves can be taken back.
void TestHistoryTakeBack::practiceResumesAsPractice()
{
    QTemporaryDir dir;
    HistoryStore store;
    QVERIFY(store.open(dir.filePath(QStringLiteral("history.db"))).ok);
    std::vector<DealMove> before;
    {
        GameController c;
        c.setPace(0);
        c.setTrickPause(0);
        HistoryRecorder recorder(&store, &c);
        QVERIFY(playToPersonsCard(c, Preset::Classic, 5, 2));
        QVERIFY(c.takeBack());
        QVERIFY(untilPersonOrEnd(c));
        before = c.dealMoves();
        QVERIFY(recorder.waitForWrites());
    }
    const auto saved = store.inProgress();
    QVERIFY(saved);
    QVERIFY(saved->game.practice);
    QVERIFY(saved->game.setup().practice);
    GameController c;
    c.setPace(0);
    c.setTrickPause(0);
    HistoryRecorder recorder(&store, &c);
    QString error;
    QVERIFY2(recorder.resume(*saved, &error), qPrintable(error));
    QVERIFY(untilPersonOrEnd(c));
    QCOMPARE(c.dealMoves(), before);
    QVERIFY(c.setup().practice);
    QVERIFY(c.canTakeBack());
    QVERIFY(c.takeBack());
    QVERIFY(untilPersonOrEnd(c));
    QVERIFY(recorder.waitForWrites());
    const auto again = store.inProgress();
    QVERIFY(again);
    QCOMPARE(movesOfRows(*again->dealt, again->moves, &error), c.dealMoves());
}

// A counted game: no line kept, and the game is not a practice game.
void TestHistoryTakeBack::countedGameKeepsNoLine()
{
    Recorded r;
    QVERIFY(r.open());
    GameController& c = r.c;
    HistoryStore& store = r.store;
    HistoryRecorder& recorder = *r.recorder;
    c.newGame(practiceSetup(Preset::Coinche, 6, false));
    for (int k = 0; k < 6; ++k) {
        QVERIFY(untilPersonOrEnd(c));
        if (!c.humanToAct()) break;
        QVERIFY(personMoves(c, 0));
        QVERIFY(!c.takeBack());
    }
    QVERIFY(recorder.waitForWrites());
    const qint64 gameId = recorder.gameId().value_or(0);
    QVERIFY(!store.game(gameId)->practice);
    QVERIFY(store.linesTakenBack(gameId, c.dealNumber()).empty());
}

// The take-back's write as the recovery file keeps it, read back the same; a broken one refused.
void TestHistoryTakeBack::takeBackWriteInTheRecoveryFile()
{
    HistoryOp op;
    op.kind = HistoryOp::Kind::TakeBack;
    op.gameId = 12;
    op.dealNumber = 3;
    op.movesKept = 17;
    HistoryOp back;
    QString error;
    QVERIFY2(HistoryOp::fromJson(op.toJson(), &back, &error), qPrintable(error));
    QCOMPARE(back.kind, HistoryOp::Kind::TakeBack);
    QCOMPARE(back.gameId, qint64(12));
    QCOMPARE(back.dealNumber, 3);
    QCOMPARE(back.movesKept, 17);
    QJsonObject broken = op.toJson();
    broken.insert(QStringLiteral("kept"), -1);
    QVERIFY(!HistoryOp::fromJson(broken, &back, &error));
    broken.remove(QStringLiteral("kept"));
    QVERIFY(!HistoryOp::fromJson(broken, &back, &error));
    QVERIFY(!error.isEmpty());
    // A practice game's row keeps its flag through the file.
    NewGameRow row;
    GameSetup setup = practiceSetup(Preset::Classic, 1, true);
    row = NewGameRow::of(setup, {});
    NewGameRow read;
    QVERIFY(NewGameRow::fromJson(row.toJson(), &read, &error));
    QVERIFY(read.practice);
}

QTEST_MAIN(TestHistoryTakeBack)

#include "tst_history_takeback.moc"
