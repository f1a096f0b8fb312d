// The game score in the calls (ai/gameodds.h): the chance of winning the game after a deal,
// and a deal's marks given back as marks of equal worth at the scores as they stand. Each row
// is named after what a player knows of the end of a game.
#include "testutil.h"

#include "ai/gameodds.h"

#include <QPoint>
#include <QtTest>

#include <cmath>

using namespace belote;

class TestGameOdds : public QObject {
    Q_OBJECT
private slots:
    void winAfter_data();
    void winAfter();
    void marks_data();
    void marks();
};

void TestGameOdds::winAfter_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("ns");      // scores before the deal, NS, EW; South's side is NS
    QTest::addColumn<int>("ew");
    QTest::addColumn<int>("gainNs");  // what the deal adds
    QTest::addColumn<int>("gainEw");
    QTest::addColumn<double>("least");
    QTest::addColumn<double>("most");
    QTest::newRow("reaching the target alone wins the game")
        << "coinche" << 1900 << 1500 << 250 << 0 << 1.0 << 1.0;
    QTest::newRow("the other side reaching it alone loses it")
        << "coinche" << 1900 << 1500 << 0 << 600 << 0.0 << 0.0;
    QTest::newRow("both sides past the target: the higher total wins")
        << "coinche" << 1950 << 1900 << 160 << 250 << 0.0 << 0.0;
    QTest::newRow("both past the target on equal totals: even")
        << "coinche" << 1900 << 1900 << 200 << 200 << 0.5 << 0.5;
    QTest::newRow("level at the start of the game: even")
        << "coinche" << 0 << 0 << 0 << 0 << 0.5 << 0.5;
    QTest::newRow("a deal's lead at the start of the game: a little better than even")
        << "coinche" << 0 << 0 << 300 << 0 << 0.55 << 0.7;
    QTest::newRow("the same lead near the end: better than at the start")
        << "coinche" << 1500 << 1500 << 300 << 0 << 0.7 << 0.95;
    QTest::newRow("classic (target 1000): 250 ahead near the end")
        << "classic" << 800 << 550 << 0 << 0 << 0.8 << 0.99;
}

void TestGameOdds::winAfter()
{
    QFETCH(QString, preset);
    QFETCH(int, ns);
    QFETCH(int, ew);
    QFETCH(int, gainNs);
    QFETCH(int, gainEw);
    QFETCH(double, least);
    QFETCH(double, most);
    const Rules r = testutil::rules(preset);
    const GameOdds odds(r, {ns, ew}, r.target, Team::NS);
    QVERIFY(odds.active());
    const double w = odds.winAfter({gainNs, gainEw});
    QVERIFY2(w >= least - 1e-9 && w <= most + 1e-9, qPrintable(QString::number(w)));
    // The other side's chance is the rest.
    const GameOdds theirs(r, {ns, ew}, r.target, Team::EW);
    QCOMPARE(theirs.winAfter({gainNs, gainEw}) + w, 1.0);
}

void TestGameOdds::marks_data()
{
    QTest::addColumn<int>("target");  // 0: a game of a number of deals
    QTest::addColumn<int>("ns");
    QTest::addColumn<int>("ew");
    QTest::addColumn<QPoint>("gain");   // (NS, EW) added by the deal
    QTest::addColumn<QPoint>("other");  // another deal's gain
    QTest::addColumn<QString>("relation");
    // "same": both gains worth the same; "plain": gain's marks are its difference exactly;
    // "near": within 10% of it; "worse": gain worth less than other by at least 150 marks (the rows differ by 20).
    QTest::newRow("no target told: a mark is a mark")
        << 0 << 1900 << 1000 << QPoint(500, 100) << QPoint() << "plain";
    QTest::newRow("at the start of the game a deal's marks are nearly themselves")
        << 2000 << 0 << 0 << QPoint(300, 20) << QPoint() << "near";
    QTest::newRow("marks past the target are worth no more than those that just reach it")
        << 2000 << 1950 << 1000 << QPoint(500, 100) << QPoint(60, 0) << "same";
    QTest::newRow("a made contract that gives the other side the game: the game is lost, however big")
        << 2000 << 1000 << 1950 << QPoint(0, 900) << QPoint(0, 60) << "same";
    QTest::newRow("near the end, the deal that keeps the other side below the target is worth far more")
        << 2000 << 1500 << 1950 << QPoint(0, 60) << QPoint(0, 40) << "worse";
}

void TestGameOdds::marks()
{
    QFETCH(int, target);
    QFETCH(int, ns);
    QFETCH(int, ew);
    QFETCH(QPoint, gain);
    QFETCH(QPoint, other);
    QFETCH(QString, relation);
    const Rules r = testutil::rules(QStringLiteral("coinche"));
    const GameOdds odds(r, {ns, ew}, target, Team::NS);
    const double m = odds.marks({gain.x(), gain.y()});
    const double o = odds.marks({other.x(), other.y()});
    const double plain = gain.x() - gain.y();
    if (relation == QLatin1String("plain")) QCOMPARE(m, plain);
    if (relation == QLatin1String("near")) QVERIFY2(std::abs(m - plain) <= 0.1 * std::abs(plain), qPrintable(QString::number(m)));
    if (relation == QLatin1String("same")) QCOMPARE(m, o);
    if (relation == QLatin1String("worse")) QVERIFY2(m <= o - 150, qPrintable(QString::number(m) + " " + QString::number(o)));
}

QTEST_APPLESS_MAIN(TestGameOdds)
#include "tst_gameodds.moc"
