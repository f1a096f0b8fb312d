// Your result against the bots, on the same cards (issue 33): after each deal with a person
// at the table, the controller has the bots play the deal again (ai/par.h) in the
// background and tells the figures (parReady, par()). They are the par of the deal as
// dealt, with the game's scores as the players were told them; a new game drops the pars
// asked for.
#include "ai/par.h"
#include "app/controller/gamecontroller.h"
#include "practiceplay.h"

#include <QSignalSpy>
#include <QtTest>

using namespace belote;
using namespace rebelote;
using namespace practiceplay;

class TestControllerPar : public QObject {
    Q_OBJECT

private slots:
    void theParOfEachDeal_data();
    void theParOfEachDeal();
    void noParWithoutAPerson();
    void aNewGameShowsOnlyItsOwnPars();
};

void TestControllerPar::theParOfEachDeal_data()
{
    QTest::addColumn<int>("preset");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("classic") << int(Preset::Classic) << quint64(7);
    QTest::newRow("coinche") << int(Preset::Coinche) << quint64(8);
}

// Two deals: each one's par is the par of its cards as dealt (the normal level at South,
// the table's level elsewhere, the game's scores before the deal), and "you" is the deal's
// own result, both net for North-South.
void TestControllerPar::theParOfEachDeal()
{
    QFETCH(int, preset);
    QFETCH(quint64, seed);
    GameController c;
    c.setPace(0);
    QSignalSpy ready(&c, &GameController::parReady);
    QSignalSpy recorded(&c, &GameController::dealRecorded);
    c.newGame(practiceSetup(Preset(preset), seed, false));
    std::array<int, 2> scoresBefore{};
    for (int deal = 1; deal <= 2; ++deal) {
        QVERIFY(playDealToEnd(c, deal));
        QCOMPARE(c.dealNumber(), deal);
        QVERIFY(c.parAsked(deal));
        QTRY_VERIFY_WITH_TIMEOUT(c.par(deal).has_value(), kParWait);
        QCOMPARE(ready.last().at(0).toInt(), deal);
        const GameController::ParFigures f = *c.par(deal);
        const DealResult result = c.lastOutcome().result;
        QCOMPARE(f.you, result.score[0] - result.score[1]);

        const std::optional<ParRequest> request =
            parRequest(c.deal(), Seat::South, {"normal", "heuristic", "heuristic", "heuristic"},
                       GameContext{scoresBefore, c.rules().target});
        QVERIFY(request);
        const ParResult expected = playPar(*request);
        QVERIFY(expected.deal);
        QCOMPARE(f.score, expected.score);
        QCOMPARE(f.bots, expected.net(Team::NS));
        QCOMPARE(f.difference(), f.you - f.bots);
        QCOMPARE(f.deal.value(QStringLiteral("deck")),
                 recorded.last().at(0).toJsonObject().value(QStringLiteral("deck")));

        scoresBefore = c.game().scores();
        if (c.stage() == GameController::Stage::GameOver) break;
        c.continueAfterDeal();
    }
}

void TestControllerPar::noParWithoutAPerson()
{
    GameController c;
    c.setPace(0);
    GameSetup s = practiceSetup(Preset::Coinche, 3, false);
    s.human = {false, false, false, false};
    c.newGame(s);
    QTRY_VERIFY_WITH_TIMEOUT(
        c.stage() == GameController::Stage::DealOver || c.stage() == GameController::Stage::GameOver, kWait);
    QVERIFY(!c.parAsked(c.dealNumber()));
}

// A par asked for, then a new game at once: the old game's par still comes back (parPlayed,
// with the old game's serial, for the history), but it never becomes the new deal 1's: the
// new game's deal 1 par is its own cards'.
void TestControllerPar::aNewGameShowsOnlyItsOwnPars()
{
    GameController c;
    c.setPace(0);
    QSignalSpy played(&c, &GameController::parPlayed);
    c.newGame(practiceSetup(Preset::Coinche, 11, false));
    const quint64 first = c.gameSerial();
    QVERIFY(playDealToEnd(c, 0));
    QVERIFY(c.parAsked(1));
    c.newGame(practiceSetup(Preset::Coinche, 12, false));
    QVERIFY(c.gameSerial() != first);
    QVERIFY(!c.parAsked(1));
    QVERIFY(!c.par(1));
    QTRY_VERIFY_WITH_TIMEOUT(!played.isEmpty(), kParWait);
    QCOMPARE(played.first().at(0).value<quint64>(), first);
    QCOMPARE(played.first().at(1).toInt(), 1);
    QVERIFY(!c.par(1));
    QVERIFY(playDealToEnd(c, 0));
    QTRY_VERIFY_WITH_TIMEOUT(c.par(1).has_value(), kParWait);
    const std::optional<ParRequest> request =
        parRequest(c.deal(), Seat::South, {"normal", "heuristic", "heuristic", "heuristic"},
                   GameContext{{0, 0}, c.rules().target});
    QVERIFY(request);
    QCOMPARE(c.par(1)->score, playPar(*request).score);
}

QTEST_GUILESS_MAIN(TestControllerPar)
#include "tst_controller_par.moc"
