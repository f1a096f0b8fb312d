// The game score in the coinche (ai/gamestake.h): a deal's marks as the game makes them worth.
// Each row is named after what a player knows of the end of a game; South's side is NS.
#include "testutil.h"

#include "ai/gamestake.h"

#include <QtTest>

using namespace belote;

class TestGameStake : public QObject {
    Q_OBJECT
private slots:
    void marks_data();
    void marks();
    void bonusPerScoring_data();
    void bonusPerScoring();
};

void TestGameStake::marks_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<int>("target");  // told by the game (0: none told)
    QTest::addColumn<int>("ns");      // scores before the deal
    QTest::addColumn<int>("ew");
    QTest::addColumn<int>("gainNs");  // what the deal adds
    QTest::addColumn<int>("gainEw");
    QTest::addColumn<double>("expected");
    QTest::newRow("no game told: a mark is a mark") << "coinche" << 0 << 1900 << 1500 << 250 << 0 << 250.0;
    QTest::newRow("a game of a number of deals: a mark is a mark")
        << "coinche deals=8" << 2000 << 1900 << 1500 << 250 << 0 << 250.0;
    QTest::newRow("far from the target: a mark is a mark") << "coinche" << 2000 << 400 << 600 << 90 << 160 << -70.0;
    QTest::newRow("reaching the target alone: the marks up to it and the game")
        << "coinche" << 2000 << 1900 << 1500 << 250 << 0 << 100.0 + 316;
    QTest::newRow("the other side reaching it alone: its marks up to it and the game lost")
        << "coinche" << 2000 << 1900 << 1500 << 0 << 600 << -500.0 - 316;
    QTest::newRow("a coinched contract the other side makes past the target costs no more than uncoinched")
        << "coinche" << 2000 << 1000 << 1900 << 0 << 520 << -100.0 - 316;
    QTest::newRow("both past the target: the higher total wins")
        << "coinche" << 2000 << 1950 << 1900 << 160 << 250 << -100.0 - 316;
    QTest::newRow("once the game is lost, the loser's marks count for nothing")
        << "coinche" << 2000 << 1000 << 1950 << 80 << 170 << -50.0 - 316;
    QTest::newRow("both past the target on equal totals: one more deal, the lead of 50 lost")
        << "coinche" << 2000 << 1950 << 1900 << 100 << 150 << -50.0;
    QTest::newRow("Montpellier: the game is worth its own spread")
        << "coinche-montpellier" << 2000 << 1900 << 1500 << 250 << 0 << 100.0 + 276;
    QTest::newRow("classic: a game to 1000") << "classic" << 1000 << 900 << 800 << 162 << 0 << 100.0 + 134;
}

void TestGameStake::marks()
{
    QFETCH(QString, rules);
    QFETCH(int, target);
    QFETCH(int, ns);
    QFETCH(int, ew);
    QFETCH(int, gainNs);
    QFETCH(int, gainEw);
    QFETCH(double, expected);
    const Rules r = testutil::rules(rules);
    const GameStake south(r, {ns, ew}, target, Team::NS);
    QCOMPARE(south.marks({gainNs, gainEw}), expected);
    // The other side sees the same deal the other way round.
    const GameStake east(r, {ns, ew}, target, Team::EW);
    QCOMPARE(east.marks({gainNs, gainEw}), -expected);
}

void TestGameStake::bonusPerScoring_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("bonus");
    QTest::newRow("FFB coinche") << "coinche" << 316;
    QTest::newRow("Montpellier") << "coinche-montpellier" << 276;
    QTest::newRow("classic with declarations") << "classic" << 134;
    QTest::newRow("classic without declarations") << "classic-no-annonces" << 108;
}

void TestGameStake::bonusPerScoring()
{
    QFETCH(QString, preset);
    QFETCH(int, bonus);
    QCOMPARE(GameStake::bonus(testutil::rules(preset)), bonus);
}

QTEST_APPLESS_MAIN(TestGameStake)
#include "tst_gamestake.moc"
