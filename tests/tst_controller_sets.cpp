// A deal set at the table (app/controller/setsession.h): each deal of the set dealt in
// turn, the person's result and the bots' par (the normal level at every seat whatever the
// table's), the set's score the sum of its deals', the player's line a set file; the set
// picked up where it was left, and a set played whole never started again.
#include "ai/par.h"
#include "app/controller/setsession.h"
#include "practiceplay.h"

#include <QSignalSpy>
#include <QtTest>

using namespace belote;
using namespace rebelote;
using namespace practiceplay;

class TestControllerSets : public QObject {
    Q_OBJECT

private slots:
    void playsASetDealAfterDeal();
    void picksUpWhereItWasLeft();
    void aSetPlayedWholeIsNotPlayedAgain();
};

// Two deals at a table of heuristic bots: the set's cards are dealt, each deal's result
// and par said, the score the sum of the results minus the pars.
void TestControllerSets::playsASetDealAfterDeal()
{
    GameController c;
    c.setPace(0);
    SetSession session(&c);
    const DealSet set = seededSet(Rules::fromPreset(Preset::Classic), 11, 2);
    QSignalSpy played(&session, &SetSession::dealPlayed);
    QSignalSpy pars(&session, &SetSession::parKnown);
    QSignalSpy finished(&session, &SetSession::setFinished);
    QVERIFY(session.start(set, practiceSetup(Preset::Classic, 1, false), {}));
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(session.current(), i);
        QVERIFY(c.dealtDeal().deck() == set.deals[std::size_t(i)].dealt.deck());
        QCOMPARE(c.dealtDeal().dealer(), set.deals[std::size_t(i)].dealt.dealer());
        QVERIFY(playDealToEnd(c, i));
        QTRY_COMPARE_WITH_TIMEOUT(played.count(), i + 1, kWait);
        QCOMPARE(played.last().at(0).toInt(), i + 1);
        const DealResult r = c.lastOutcome().result;
        QCOMPARE(played.last().at(1).toInt(), r.score[0] - r.score[1]);
        QCOMPARE(session.next(), i == 0);
    }
    QCOMPARE(finished.count(), 1);
    QVERIFY(session.finished());
    QTRY_COMPARE_WITH_TIMEOUT(pars.count(), 2, kParWait);

    int sum = 0, atOrAbove = 0;
    for (const SetDeal& d : session.set().deals) {
        sum += *playedNet(d) - *d.par;
        atOrAbove += *playedNet(d) >= *d.par;
    }
    const SetScore score = session.score();
    QCOMPARE(score.counted, 2);
    QCOMPARE(score.againstPar, sum);
    QCOMPARE(score.atOrAbovePar, atOrAbove);
    QCOMPARE(SetSession::scoreText(score), QStringLiteral("Set: 2 deals, %1%2 against the bots; %3 at or above par")
                                               .arg(sum >= 0 ? "+" : "")
                                               .arg(sum)
                                               .arg(atOrAbove));
    // The par is the normal level's at every seat, not the table's heuristic bots'.
    const ParRequest request = *parRequest(set.deals[0].dealt, Seat::South, {"normal", "normal", "normal", "normal"},
                                           GameContext{{0, 0}, set.rules.target});
    QCOMPARE(*session.set().deals[0].par, playPar(request).net(Team::NS));
    // The person's line in every deal: a player's file, under the set's rules.
    const Checked<DealSet> file = readDealSet(writeDealSet(session.set()));
    QVERIFY2(file, qPrintable(file.error));
    QVERIFY(file.value->played());
    QVERIFY(file.value->rules == set.rules);
    QCOMPARE(differentCards(set, *file.value), QString());
}

// Deal 1 kept from an earlier run (closed, or killed): the session deals deal 2 first, and
// the kept result counts.
void TestControllerSets::picksUpWhereItWasLeft()
{
    GameController c;
    c.setPace(0);
    SetSession session(&c);
    const DealSet set = seededSet(Rules::fromPreset(Preset::Coinche), 12, 3);
    QVERIFY(session.start(set, practiceSetup(Preset::Coinche, 1, false), {{1, 40, 20, std::nullopt}}));
    QCOMPARE(session.current(), 1);
    QVERIFY(c.dealtDeal().deck() == set.deals[1].dealt.deck());
    QCOMPARE(session.score().counted, 1);
    QCOMPARE(session.score().againstPar, 20);
    session.stop();
}

// Every deal kept: the set is not started again (a deal is played once), nothing dealt.
void TestControllerSets::aSetPlayedWholeIsNotPlayedAgain()
{
    GameController c;
    SetSession session(&c);
    QSignalSpy started(&c, &GameController::gameStarted);
    const DealSet set = seededSet(Rules::fromPreset(Preset::Classic), 13, 2);
    QString why;
    QVERIFY(!session.start(set, practiceSetup(Preset::Classic, 1, false), {{1, 0, 0, {}}, {2, 10, 0, {}}}, &why));
    QCOMPARE(why, QStringLiteral("every deal of this set is played: a deal is played once"));
    QVERIFY(!session.active());
    QCOMPARE(started.count(), 0);
}

QTEST_GUILESS_MAIN(TestControllerSets)
#include "tst_controller_sets.moc"
