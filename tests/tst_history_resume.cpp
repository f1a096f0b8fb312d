// Resume, move by move: a game played by the controller with the recorder attached, stopped
// after N moves for every N of its first deals, read back from the store and taken up again
// by a fresh controller. The resumed controller must stand exactly where the first one stood
// (the deal, what it waits for, the scores, the calls and declarations shown, the stage),
// and both, played on with the same choices, must write the same record.
#include "app/controller/dealmoves.h"
#include "app/controller/playon.h"
#include "app/history/historyrecorder.h"
#include "app/history/historystore.h"
#include "historytestutil.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

using namespace belote;
using namespace rebelote;
using namespace historytest;

class TestHistoryResume : public QObject {
    Q_OBJECT

private slots:
    void everyMoveOfTheFirstDeals_data();
    void everyMoveOfTheFirstDeals();
    void botsGoOnAfterAResume();
    void refusesWhatDoesNotReplay_data();
    void refusesWhatDoesNotReplay();
    void playOnFromAReplay_data();
    void playOnFromAReplay();
};

void TestHistoryResume::everyMoveOfTheFirstDeals_data()
{
    QTest::addColumn<int>("preset");
    QTest::addColumn<bool>("firstDealGiven");
    QTest::addColumn<int>("deals");
    for (Preset p : kAllPresets)
        QTest::newRow(qPrintable(
            QStringLiteral("%1: stopped after each move of the first 3 deals").arg(QLatin1String(presetName(p)))))
            << int(p) << false << 3;
    QTest::newRow("coinche: a first deal given (played on from a replay), each move of 2 deals")
        << int(Preset::Coinche) << true << 2;
}

void TestHistoryResume::everyMoveOfTheFirstDeals()
{
    QFETCH(int, preset);
    QFETCH(bool, firstDealGiven);
    QFETCH(int, deals);
    GameSetup setup = people(Preset(preset), 5 + std::uint64_t(preset));
    if (preset == int(Preset::Coinche)) setup.rules.coincheOutOfTurn = true;  // coinches let go are moves too
    if (firstDealGiven) {
        Game g(setup.rules, 99);
        setup.firstDeal = g.nextDeal();
    }
    // The moves of the first `deals` deals, counted on an uninterrupted game.
    int total = 0;
    {
        GameController c;
        c.setPace(0);
        MoveCounter count(&c);
        c.newGame(setup);
        while (int(count.records.size()) < deals && step(c)) {}
        total = count.moves;
    }
    QVERIFY(total > 20 * deals);
    // One history for every stop: each stop is a new game (the one before abandoned).
    QTemporaryDir dir;
    HistoryStore store;
    QVERIFY(store.open(dir.filePath("history.db")).message.isEmpty());
    const ImportReport imported = store.importFile(QStringLiteral(REBELOTE_TEST_DATA "/coinche-deals.jsonl"));
    QVERIFY(imported.added > 0);
    const qint64 parent = store.importedDeals().front().id;
    int stops = 0;
    // The same two controllers for every stop (a controller is made once in a game's life;
    // newGame() and resume() leave whatever game it had).
    GameController c1, c2;
    c1.setPace(0);
    c2.setPace(0);
    HistoryRecorder recorder(&store, &c1);
    MoveCounter count(&c1), count2(&c2);
    for (int n = 0; n <= total; ++n) {
        count.moves = count2.moves = 0;
        count.records.clear();
        count2.records.clear();
        const auto lastSaved = recorder.lastDealId();
        if (firstDealGiven) recorder.branchFrom(parent, 7);
        c1.newGame(setup);
        while (count.moves < n && step(c1)) {}
        QCOMPARE(count.moves, n);

        QVERIFY(recorder.waitForWrites());
        const auto saved = store.inProgress();
        QVERIFY(saved);
        QCOMPARE(saved->game.id, *recorder.gameId());
        QString error;
        QVERIFY2(c2.resume(
                     saved->game.setup(),
                     [&] {
                         ResumePoint p;
                         QString why;
                         if (!saved->resumePoint(&p, &why)) qWarning("%s", qPrintable(why));
                         return p;
                     }(),
                     &error),
                 qPrintable(error));
        // Stopped on the deal's summary, the first controller goes on (the choice lost).
        if (c1.stage() == GameController::Stage::DealOver) c1.continueAfterDeal();
        const QString where = QStringLiteral("after %1 moves").arg(n);
        QVERIFY2(describe(c1) == describe(c2), qPrintable(where + QStringLiteral("\n--- played\n") + describe(c1) +
                                                          QStringLiteral("\n--- resumed\n") + describe(c2)));
        // Played on with the same choices, the deal ends with the same record.
        const int number = c1.dealNumber();
        const std::size_t before1 = count.records.size();
        while (c1.dealNumber() == number && c1.stage() != GameController::Stage::GameOver && step(c1)) {}
        while (c2.dealNumber() == number && c2.stage() != GameController::Stage::GameOver && step(c2)) {}
        if (count.records.size() > before1) {
            QVERIFY2(!count2.records.empty(), qPrintable(where));
            QCOMPARE(toJsonLine(count2.records.back()), toJsonLine(count.records.back()));
            QVERIFY2(checkRecord(count2.records.back()).isEmpty(), qPrintable(where));
        }
        // The deal as the store saved it is the deal as played.
        QVERIFY(recorder.waitForWrites());
        if (recorder.lastDealId() != lastSaved) {
            const auto row = store.deal(*recorder.lastDealId());
            QVERIFY(row);
            QCOMPARE(toJsonLine(row->record), toJsonLine(count.records.back()));
            if (firstDealGiven && row->number == 1) {
                QCOMPARE(row->parentDealId.value_or(0), parent);
                QCOMPARE(row->branchMove, 7);
            }
        }
        ++stops;
    }
    QCOMPARE(stops, total + 1);
}

// Computer players: a game stopped in the middle of a deal is taken up by a fresh
// controller whose bots play on; the deal ends with a valid record that keeps every move
// made before the stop, and the game goes on being recorded in the same game row.
void TestHistoryResume::botsGoOnAfterAResume()
{
    for (Preset preset : kAllPresets) {
        QTemporaryDir dir;
        HistoryStore store;
        QVERIFY(store.open(dir.filePath("history.db")).ok);
        GameSetup setup;
        setup.rules = Rules::fromPreset(preset);
        setup.seed = 3;
        setup.human = {false, false, false, false};
        setup.level = QStringLiteral("heuristic");
        QJsonObject before;
        {
            GameController c1;
            c1.setPace(0);
            HistoryRecorder recorder(&store, &c1);
            int cards = 0;
            bool stopped = false;
            // Into the second deal that is played, then stop in the middle of its play: the
            // slot slows the bots to a halt at once (one processEvents() may run many cards,
            // and a check after it could miss every mid-deal moment until the game is over).
            connect(&c1, &GameController::cardPlayed, this, [&] {
                if (++cards % 32 >= 13 && c1.dealNumber() >= 2 && !stopped) {
                    stopped = true;
                    c1.setPace(3600 * 1000);
                }
            });
            c1.newGame(setup);
            QElapsedTimer t;
            t.start();
            while (!stopped && t.elapsed() < 20000) {
                QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
                if (c1.stage() == GameController::Stage::DealOver) c1.continueAfterDeal();
            }
            QVERIFY(stopped);
            before = c1.record();
            QVERIFY(recorder.waitForWrites());
        }  // c1 destroyed: its bots cancelled, as when the game is killed
        const auto saved = store.inProgress();
        QVERIFY(saved);
        GameController c2;
        c2.setPace(0);
        HistoryRecorder recorder(&store, &c2);
        QJsonObject after;
        connect(&c2, &GameController::dealRecorded, this, [&](const QJsonObject& r) {
            if (after.isEmpty()) after = r;
        });
        QString error;
        QVERIFY2(recorder.resume(*saved, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!after.isEmpty(), 20000);
        QVERIFY2(checkRecord(after).isEmpty(), qPrintable(checkRecord(after)));
        QVERIFY(recorder.waitForWrites());
        // The moves made before the stop are the first moves of the finished deal.
        const QJsonArray played = before.value("play").toArray(), finished = after.value("play").toArray();
        QVERIFY(finished.size() >= played.size());
        for (qsizetype i = 0; i < played.size(); ++i) QCOMPARE(finished[i], played[i]);
        QCOMPARE(after.value("calls"), before.value("calls"));
        QCOMPARE(after.value("deck"), before.value("deck"));
        const auto rows = store.deals(saved->game.id);
        QCOMPARE(int(rows.size()), saved->dealNumber);
        QCOMPARE(toJsonLine(rows.back().record), toJsonLine(after));
    }
}

void TestHistoryResume::refusesWhatDoesNotReplay_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("why");
    // clang-format off
    QTest::newRow("a card out of turn") << "card out of turn" << "move 5 (";
    QTest::newRow("a finished deal of other rules") << "other rules" << "deal 1: not the rules of the game";
    QTest::newRow("a finished deal with an illegal card") << "illegal card" << "deal 1: play";
    QTest::newRow("a finished deal dealt by the wrong seat") << "wrong dealer" << "deal 2: dealt by";
    // clang-format on
}

// A saved game that does not replay is refused with a one-line reason, and the controller
// keeps the game it had.
void TestHistoryResume::refusesWhatDoesNotReplay()
{
    QFETCH(QString, fault);
    QFETCH(QString, why);
    const GameSetup setup = people(Preset::Classic, 21);
    GameController ref;
    ref.setPace(0);
    MoveCounter count(&ref);
    ref.newGame(setup);
    while (count.records.size() < 2 && step(ref)) {}
    ResumePoint point;
    point.finishedDeals = count.records;
    if (fault == "card out of turn") {
        point.finishedDeals.resize(1);
        // Four passes then a card: the second round of the taking waits for a call.
        const Seat dealer2 = nextSeat(*parseSeat(point.finishedDeals[0].value("dealer").toString().toStdString()));
        Seat s = nextSeat(dealer2);
        for (int i = 0; i < 4; ++i, s = nextSeat(s)) point.moves.push_back({DealMove::Kind::Call, s, Call::pass()});
        point.moves.push_back({DealMove::Kind::Card, s, {}, false, {}, Card(0)});
    } else if (fault == "other rules") {
        QJsonObject r = point.finishedDeals[0];
        r.insert("rules", QJsonObject{{"preset", "classic"}, {"mustUndertrump", false}});
        point.finishedDeals[0] = r;
    } else if (fault == "illegal card") {
        QJsonObject r = point.finishedDeals[0];
        QJsonArray play = r.value("play").toArray();
        if (play.size() < 8) QSKIP("the first deal was passed");
        const QJsonValue t = play[1];
        play[1] = play[6];
        play[6] = t;
        r.insert("play", play);
        point.finishedDeals[0] = r;
    } else if (fault == "wrong dealer") {
        point.finishedDeals[1] = point.finishedDeals[0];
    }
    GameController c;
    c.setPace(0);
    c.newGame(people(Preset::Coinche, 1));
    const QString before = describe(c);
    QString error;
    QVERIFY(!c.resume(setup, point, &error));
    QVERIFY2(error.contains(why), qPrintable(error));
    QVERIFY(!error.contains('\n'));
    QCOMPARE(describe(c), before);
}

QTEST_GUILESS_MAIN(TestHistoryResume)
#include "tst_history_resume.moc"

void TestHistoryResume::playOnFromAReplay_data()
{
    QTest::addColumn<int>("preset");
    QTest::addColumn<int>("seat");
    QTest::addColumn<int>("at");  // < 0: that many moves before the play; else cards of the play
    QTest::newRow("coinche: as dealt, at South") << int(Preset::Coinche) << int(Seat::South) << -1000;
    QTest::newRow("coinche: in the auction, at East") << int(Preset::Coinche) << int(Seat::East) << -1;
    QTest::newRow("coinche: trick 3, at North") << int(Preset::Coinche) << int(Seat::North) << 9;
    QTest::newRow("classic: trick 5, at West") << int(Preset::Classic) << int(Seat::West) << 17;
    QTest::newRow("coinche-montpellier: first card, at East")
        << int(Preset::CoincheMontpellier) << int(Seat::East) << 0;
}

// Play on from any point of a replay, at any seat: a new game whose first deal is the
// parent's turned so that the seat sits at South, the moves kept saved at once (a kill right
// after loses none of them), and the finished deal saved linked to its parent.
void TestHistoryResume::playOnFromAReplay()
{
    QFETCH(int, preset);
    QFETCH(int, seat);
    QFETCH(int, at);
    QTemporaryDir dir;
    HistoryStore store;
    QVERIFY(store.open(dir.filePath("history.db")).ok);
    // A deal that was played (and not passed), saved by the recorder.
    std::optional<DealRow> parent;
    {
        GameController c;
        HistoryRecorder recorder(&store, &c);
        c.newGame(people(Preset(preset), 41));
        for (unsigned salt = 0; !parent; ++salt) {
            QVERIFY(salt < 2000);
            step(c, salt);
            QVERIFY(recorder.waitForWrites());
            if (recorder.lastDealId()) {
                const auto row = store.deal(*recorder.lastDealId());
                if (row && row->taker) parent = row;
            }
        }
    }
    DealMoves all;
    QString error;
    QVERIFY2(movesOfRecord(parent->record, &all, &error), qPrintable(error));
    const int k = at < 0 ? std::max(0, all.callMoves + at) : all.callMoves + at;
    QVERIFY(k < int(all.moves.size()));
    PlayOn on;
    QVERIFY2(playOnFrom(parent->record, k, Seat(seat), people(Preset(preset), 77), &on, &error), qPrintable(error));
    const GameSetup& setup = on.setup;
    const ResumePoint& point = on.point;
    const int kept = on.kept;
    const DealMoves turned = turnedToSouth(all, Seat(seat));  // what the child deal must be, worked out here
    GameController c;
    HistoryRecorder recorder(&store, &c);
    QVERIFY2(recorder.playOn(parent->id, kept, setup, point, &error), qPrintable(error));
    // Saved with its moves: the game in progress is the new one, at move k, linked to the parent.
    QVERIFY(recorder.waitForWrites());
    const auto saved = store.inProgress();
    QVERIFY(saved);
    QCOMPARE(saved->game.id, *recorder.gameId());
    QCOMPARE(saved->parentDealId, std::optional<qint64>(parent->id));
    QCOMPARE(saved->branchMove, kept);
    ResumePoint read;
    QVERIFY2(saved->resumePoint(&read, &error), qPrintable(error));
    QCOMPARE(int(read.moves.size()), k);
    for (int i = 0; i < k; ++i) {
        QCOMPARE(int(read.moves[i].kind), int(point.moves[i].kind));
        QCOMPARE(int(read.moves[i].seat), int(point.moves[i].seat));
        QCOMPARE(int(read.moves[i].card), int(point.moves[i].card));
    }
    // Taken up by another controller (as after a kill), it stands at the same place.
    {
        GameController again;
        QVERIFY2(again.resume(saved->game.setup(), read, &error), qPrintable(error));
        QCOMPARE(toJsonLine(again.record()), toJsonLine(c.record()));
    }
    // Played to its end: a deal of its own, linked to the one it came from.
    MoveCounter counter(&c);
    for (unsigned salt = 0; counter.records.empty(); ++salt) {
        QVERIFY(salt < 2000);
        QVERIFY(step(c, salt));
    }
    QVERIFY(recorder.waitForWrites());
    const auto rows = store.deals(*recorder.gameId());
    QCOMPARE(int(rows.size()), 1);
    QCOMPARE(rows[0].parentDealId, std::optional<qint64>(parent->id));
    QCOMPARE(rows[0].branchMove, kept);
    QVERIFY2(checkRecord(rows[0].record).isEmpty(), qPrintable(checkRecord(rows[0].record)));
    DealMoves child;
    QVERIFY2(movesOfRecord(rows[0].record, &child, &error), qPrintable(error));
    for (int i = 0; i < k; ++i) {
        QCOMPARE(int(child.moves[i].seat), int(turned.moves[i].seat));
        QCOMPARE(int(child.moves[i].card), int(turned.moves[i].card));
    }
    // South holds what the chosen seat held.
    QVERIFY(child.dealt.handsBeforePlay()[0] == turned.dealt.handsBeforePlay()[0]);
}
