// Practice games (issue 33): the person takes back their last call or card, again and again
// back to the deal's first call, and goes forward again along the line played; a counted game
// never takes anything back. Played headless on the controller against the heuristic level
// (the same answer to the same position: a line taken back and played again is the line).
#include "app/controller/gamecontroller.h"
#include "engine/record.h"
#include "practiceplay.h"

#include <QSignalSpy>
#include <QtTest>

using namespace belote;
using rebelote::DealMove;
using rebelote::GameController;
using rebelote::GameSetup;
using Stage = GameController::Stage;

using namespace practiceplay;

class TestControllerTakeBack : public QObject {
    Q_OBJECT

private slots:
    void takeBackAndForward_data();
    void takeBackAndForward();
    void countedGameTakesNothingBack();
    void backToTheFirstCall_data();
    void backToTheFirstCall();
    void dealAgain_data();
    void dealAgain();
};

void TestControllerTakeBack::takeBackAndForward_data()
{
    QTest::addColumn<Preset>("preset");
    QTest::addColumn<quint64>("seed");
    for (quint64 seed : {1, 2, 3}) {
        QTest::addRow("take back five cards and a call, play another line (coinche, seed %llu)", seed)
            << Preset::Coinche << seed;
        QTest::addRow("take back five cards and a call, play another line (classic, seed %llu)", seed)
            << Preset::Classic << seed;
    }
}

// South plays a deal to its sixth card; five of its cards and then its last call are taken
// back one by one, each time the deal standing where South made that move; forward again
// along the line played to where it was; then back, and another line to the deal's end,
// whose record the engine accepts.
void TestControllerTakeBack::takeBackAndForward()
{
    QFETCH(Preset, preset);
    QFETCH(quint64, seed);
    GameController c;
    c.setPace(0);
    c.setTrickPause(0);
    QSignalSpy takenBack(&c, &GameController::movesTakenBack);
    // A deal South takes part in from the calls to its sixth card (a passed deal is dealt again).
    QVERIFY(playToPersonsCard(c, preset, seed, 6));
    QCOMPARE(personCards(c.dealMoves()), 6);
    const std::vector<DealMove> line = c.dealMoves();

    // Five cards back, one at a time: South is asked for that card again.
    std::vector<std::vector<DealMove>> stands;  // the moves before each move taken back
    for (int k = 0; k < 5; ++k) {
        QVERIFY(c.canTakeBack());
        const int cardsBefore = personCards(c.dealMoves());
        QVERIFY(c.takeBack());
        QVERIFY(untilPersonOrEnd(c));
        const std::vector<DealMove> now = c.dealMoves();
        QCOMPARE(personCards(now), cardsBefore - 1);
        QCOMPARE(c.pending().kind == DecisionKind::Card || c.pending().kind == DecisionKind::Declaration, true);
        QCOMPARE(c.pending().seat, Seat::South);
        QVERIFY(std::equal(now.begin(), now.end(), line.begin()));  // a start of the line played
        QCOMPARE(takenBack.last().at(0).toInt(), int(now.size()));
        stands.push_back(now);
    }
    QCOMPARE(personCards(c.dealMoves()), 1);
    // The first card, then the last call.
    QVERIFY(c.takeBack());
    QVERIFY(untilPersonOrEnd(c));
    QCOMPARE(personCards(c.dealMoves()), 0);
    const int callsBefore = personCalls(c.dealMoves());
    QVERIFY(c.takeBack());
    QVERIFY(untilPersonOrEnd(c));
    QCOMPARE(c.stage(), Stage::Calls);
    QCOMPARE(c.pending().kind, DecisionKind::Call);
    QCOMPARE(c.pending().seat, Seat::South);
    QCOMPARE(personCalls(c.dealMoves()), callsBefore - 1);

    // Forward along the line played, decision by decision, to where it was.
    int steps = 0;
    while (c.canTakeForward()) {
        QVERIFY(c.takeForward());
        QVERIFY(untilPersonOrEnd(c));
        const std::vector<DealMove> now = c.dealMoves();
        QVERIFY(std::equal(now.begin(), now.end(), line.begin()));
        ++steps;
    }
    QCOMPARE(c.dealMoves(), line);
    QVERIFY(steps >= 7);  // the call, the six cards (the first with its declarations), coinches let go

    // Back three cards, another card: the line forward is gone, the deal plays on to its end.
    for (int k = 0; k < 3; ++k) {
        QVERIFY(c.takeBack());
        QVERIFY(untilPersonOrEnd(c));
    }
    QVERIFY(c.canTakeForward());
    const std::vector<DealMove> branch = c.dealMoves();
    CardSet legal = c.humanLegalCards();
    const Card played = line[branch.size()].kind == DealMove::Kind::Card ? line[branch.size()].card : kNoCard;
    if (legal.size() > 1 && played != kNoCard) legal = legal - CardSet::of(played);
    if (c.pending().kind == DecisionKind::Card) QVERIFY(c.playCard(*legal.begin()));
    else QVERIFY(personMoves(c, 0));
    QVERIFY(untilPersonOrEnd(c));
    QSignalSpy recorded(&c, &GameController::dealRecorded);
    while (c.stage() == Stage::Calls || c.stage() == Stage::Play) {
        QVERIFY(personMoves(c, 0));
        QVERIFY(untilPersonOrEnd(c));
    }
    QCOMPARE(c.stage() == Stage::DealOver || c.stage() == Stage::GameOver, true);
    QVERIFY(!c.canTakeBack());  // the deal is scored
    QVERIFY(!c.canTakeForward());
    QCOMPARE(recorded.count(), 1);
    const auto record = readRecord(recorded.first().at(0).toJsonObject());
    QVERIFY2(record, qPrintable(record.error));
    QCOMPARE(record.value->deal.phase(), Phase::Done);

    // The next deal: the line taken back was the last deal's, nothing to go forward to.
    c.continueAfterDeal();
    QVERIFY(!c.canTakeForward());
    QVERIFY(!c.takeForward());
    QVERIFY(untilPersonOrEnd(c));
    QVERIFY(!c.canTakeForward());
}

// A counted game offers no take-back, whatever the person did.
void TestControllerTakeBack::countedGameTakesNothingBack()
{
    GameController c;
    c.setPace(0);
    c.setTrickPause(0);
    c.newGame(practiceSetup(Preset::Coinche, 5, false));
    QSignalSpy takenBack(&c, &GameController::movesTakenBack);
    for (int k = 0; k < 6 && c.stage() != Stage::DealOver; ++k) {
        QVERIFY(untilPersonOrEnd(c));
        if (!c.humanToAct()) break;
        QVERIFY(personMoves(c, 0));
        QVERIFY(!c.canTakeBack());
        QVERIFY(!c.takeBack());
        QVERIFY(!c.canTakeForward());
        QVERIFY(!c.takeForward());
    }
    QCOMPARE(takenBack.count(), 0);
}

void TestControllerTakeBack::backToTheFirstCall_data()
{
    QTest::addColumn<Preset>("preset");
    QTest::newRow("nothing before the person's first call (coinche)") << Preset::Coinche;
    QTest::newRow("nothing before the person's first call (classic)") << Preset::Classic;
}

// Taken back again and again, the deal comes back to the person's first call, and no further.
void TestControllerTakeBack::backToTheFirstCall()
{
    QFETCH(Preset, preset);
    GameController c;
    c.setPace(0);
    c.setTrickPause(0);
    c.newGame(practiceSetup(preset, 7, true));
    QVERIFY(untilPersonOrEnd(c));
    QVERIFY(!c.canTakeBack());  // nothing of the person's yet
    const std::vector<DealMove> start = c.dealMoves();
    for (int k = 0; k < 4 && (c.stage() == Stage::Calls || c.stage() == Stage::Play); ++k) {
        QVERIFY(personMoves(c, 1));  // takes or bids: a deal nobody takes ends at once
        QVERIFY(untilPersonOrEnd(c));
    }
    int backs = 0;
    while (c.canTakeBack()) {
        QVERIFY(c.takeBack());
        QVERIFY(untilPersonOrEnd(c));
        ++backs;
    }
    QVERIFY(backs >= 1);
    QCOMPARE(c.dealMoves(), start);
    QCOMPARE(c.pending().seat, Seat::South);
    QCOMPARE(c.pending().kind, DecisionKind::Call);
    QVERIFY(!c.takeBack());
}

void TestControllerTakeBack::dealAgain_data()
{
    QTest::addColumn<Preset>("preset");
    QTest::newRow("deal again: the same cards and dealer (coinche)") << Preset::Coinche;
    QTest::newRow("deal again: the same cards and dealer (classic)") << Preset::Classic;
}

// Deal again during a deal stands where the person first decided (the line kept to go
// forward again); after the deal, a new practice game plays the same deal as dealt (the
// record's deck and dealer) from its first call. A counted game never offers it.
void TestControllerTakeBack::dealAgain()
{
    QFETCH(Preset, preset);
    GameController c;
    c.setPace(0);
    c.setTrickPause(0);
    QVERIFY(playToPersonsCard(c, preset, 11, 3));
    const std::vector<DealMove> line = c.dealMoves();
    const QJsonObject dealt = writeRecord(c.dealtDeal());
    QVERIFY(c.canDealAgain());
    QVERIFY(c.dealAgain());
    QVERIFY(untilPersonOrEnd(c));
    const std::vector<DealMove> start = c.dealMoves();
    QCOMPARE(personCalls(start) + personCards(start), 0);
    QCOMPARE(c.pending().kind, DecisionKind::Call);
    QVERIFY(c.canTakeForward());
    QVERIFY(std::equal(start.begin(), start.end(), line.begin()));
    QVERIFY(!c.canTakeBack());

    // To the deal's end, then again: a new game, the same deal.
    while (c.stage() == Stage::Calls || c.stage() == Stage::Play) {
        QVERIFY(personMoves(c, 1));
        QVERIFY(untilPersonOrEnd(c));
    }
    QVERIFY(c.stage() == Stage::DealOver || c.stage() == Stage::GameOver);
    QSignalSpy started(&c, &GameController::gameStarted);
    QVERIFY(c.canDealAgain());
    QVERIFY(c.dealAgain());
    QCOMPARE(started.count(), 1);
    QVERIFY(c.setup().practice);
    QCOMPARE(c.dealNumber(), 1);
    const QJsonObject again = writeRecord(c.dealtDeal());
    QCOMPARE(again.value(QStringLiteral("deck")), dealt.value(QStringLiteral("deck")));
    QCOMPARE(again.value(QStringLiteral("dealer")), dealt.value(QStringLiteral("dealer")));
    QCOMPARE(toJsonLine(again), toJsonLine(dealt));
    QCOMPARE(c.game().scores(), (std::array<int, 2>{0, 0}));

    GameController counted;
    counted.setPace(0);
    counted.newGame(practiceSetup(preset, 11, false));
    QVERIFY(untilPersonOrEnd(counted));
    QVERIFY(personMoves(counted, 1));
    QVERIFY(untilPersonOrEnd(counted));
    QVERIFY(!counted.canDealAgain());
    QVERIFY(!counted.dealAgain());
}

QTEST_MAIN(TestControllerTakeBack)

#include "tst_controller_takeback.moc"
