// What each seat has announced this deal (its declarations, belote and rebelote), as the
// controller gives it to the table's bubbles: read from the deal at any moment, so that a
// game resumed, a deal played on from a replay and each step of a replay see what a game
// played straight through sees; and the retourne in the auction and on the score sheet.
// Every seat is a person here: the test makes each move through the controller's API.
#include "announcementsutil.h"
#include "app/controller/gamecontroller.h"

#include <QtTest>

using namespace belote;
using namespace rebelote;
using Announcements = GameController::Announcements;
using Standing = Announcements::Standing;
using Stage = GameController::Stage;
using namespace announcementsutil;

namespace {

// Everything announcements() says of the four seats, and the stage, in one line.
QString describe(const GameController& c)
{
    QStringList out{QString::number(int(c.stage())), QString::number(c.trickInView())};
    for (int s = 0; s < kSeats; ++s) {
        const Announcements a = c.announcements(Seat(s));
        QString line = QStringLiteral("%1:%2 [%3] %4 %5 %6")
                           .arg(QLatin1Char(seatLetter(Seat(s))))
                           .arg(a.hasDeclared)
                           .arg(a.names.join(QLatin1Char(',')) + QLatin1Char('/') + a.kinds.join(QLatin1Char(',')))
                           .arg(int(a.standing))
                           .arg(a.points)
                           .arg(a.declarationsInView);
        for (const auto& b : a.belotes)
            line += QStringLiteral(" b%1@%2%3").arg(b.card).arg(b.trick).arg(b.rebelote ? "r" : "");
        if (a.beloteInView) line += QStringLiteral(" shown b%1").arg(a.beloteInView->card);
        out << line;
    }
    return out.join(QStringLiteral(" | "));
}

// The deal played straight through: its moves, and what the controller said after each
// (and after each trick gathered).
struct Run {
    std::vector<DealMove> moves;
    std::vector<QString> after;     // after move i
    std::vector<QString> gathered;  // after move i's trick was gathered (empty: none)
};

Run playThrough(const GameSetup& setup, const QString& preferred)
{
    Run run;
    GameController c;
    c.setPace(0);
    c.newGame(setup);
    while (c.stage() == Stage::Calls || c.stage() == Stage::Play) {
        const DealMove m = nextMove(c, preferred);
        if (!make(c, m)) qFatal("move refused");
        run.moves.push_back(m);
        run.after.push_back(describe(c));
        run.gathered.emplace_back();
        if (c.stage() == Stage::TrickPause) {
            c.gatherTrick();
            run.gathered.back() = describe(c);
        }
    }
    return run;
}

}  // namespace

class TestControllerAnnouncements : public QObject {
    Q_OBJECT

private slots:
    void seatThatDeclaredSaysBeloteOnItsFirstCard();
    void declarationsStanding_data();
    void declarationsStanding();
    void resumeAndPlayOnSeeWhatPlayThroughSees_data();
    void resumeAndPlayOnSeeWhatPlayThroughSees();
    void retourneStaysInTheAuctionAndTheScoreSheet();
};

// South declares its tierce and says belote with its first card, the king of hearts: both
// stay known (the declaration's name was once lost to the belote), each for as long as the
// table shows it; the queen later is rebelote.
void TestControllerAnnouncements::seatThatDeclaredSaysBeloteOnItsFirstCard()
{
    GameController c;
    c.setPace(0);
    c.newGame(setupFor(kSouthCounts, QStringLiteral("7H")));
    QVERIFY(make(c, nextMove(c, QString())));  // South takes
    QCOMPARE(c.pending().kind, DecisionKind::Declaration);
    QVERIFY(c.declare(0));
    Announcements a = c.announcements(Seat::South);
    QVERIFY(a.hasDeclared);
    QCOMPARE(a.kinds, QStringList{QStringLiteral("tierce")});
    QCOMPARE(a.names, QStringList{QStringLiteral("tierce to the 9\u2660")});
    QVERIFY(a.declarationsInView);
    QVERIFY(!a.beloteInView);
    QVERIFY(c.playCard(testutil::card(QStringLiteral("KH"))));
    a = c.announcements(Seat::South);
    QCOMPARE(a.kinds, QStringList{QStringLiteral("tierce")});
    QCOMPARE(a.standing, Standing::Open);
    QVERIFY(a.declarationsInView);
    QVERIFY(a.beloteInView);
    QCOMPARE(a.beloteInView->card, testutil::card(QStringLiteral("KH")));
    QVERIFY(!a.beloteInView->rebelote);
    QCOMPARE(a.beloteInView->trick, 0);
    // The rest of the first trick (first legal cards), then the trick gathered: the belote
    // leaves the table, the declaration stays.
    while (c.stage() == Stage::Play) QVERIFY(c.playCard(c.deal().legalCards().first()));
    QCOMPARE(c.stage(), Stage::TrickPause);
    QVERIFY(c.announcements(Seat::South).beloteInView);
    c.gatherTrick();
    a = c.announcements(Seat::South);
    QVERIFY(!a.beloteInView);
    QVERIFY(a.declarationsInView);
    QCOMPARE(int(a.belotes.size()), 1);
    // The first card of the second trick resolves the declarations: South's count.
    QVERIFY(c.playCard(c.deal().legalCards().first()));
    a = c.announcements(Seat::South);
    QCOMPARE(a.standing, Standing::Counts);
    QCOMPARE(a.points, 20);
    QCOMPARE(a.kinds, QStringList{QStringLiteral("tierce")});
    // Played on until the queen: rebelote in its trick; the declarations gone after the
    // second trick.
    const Card queen = testutil::card(QStringLiteral("QH"));
    while (!c.deal().cardPlay().playedSet().contains(queen)) {
        if (c.stage() == Stage::TrickPause) c.gatherTrick();
        const CardSet legal = c.deal().legalCards();
        QVERIFY(c.playCard(legal.contains(queen) ? queen : legal.first()));
    }
    a = c.announcements(Seat::South);
    QVERIFY(a.beloteInView);
    QVERIFY(a.beloteInView->rebelote);
    QCOMPARE(a.beloteInView->card, queen);
    QCOMPARE(int(a.belotes.size()), 2);
    QCOMPARE(a.declarationsInView, c.trickInView() <= 1);
}

void TestControllerAnnouncements::declarationsStanding_data()
{
    QTest::addColumn<QStringList>("hands");
    QTest::addColumn<int>("south");
    QTest::addColumn<int>("other");  // the other declarer's standing (-1: none)
    QTest::addColumn<QString>("otherSeat");
    QTest::newRow("South's tierce alone counts") << kSouthCounts << int(Standing::Counts) << -1 << "W";
    QTest::newRow("West's cinquante counts, South's tierce does not")
        << kWestCounts << int(Standing::DoesNotCount) << int(Standing::Counts) << "W";
    QTest::newRow("two tierces of one height tie: neither counts")
        << kTie << int(Standing::DoesNotCount) << int(Standing::DoesNotCount) << "E";
}

// After the first card of the second trick, each declarer knows whether its declarations
// count; before it, they are open.
void TestControllerAnnouncements::declarationsStanding()
{
    QFETCH(QStringList, hands);
    QFETCH(int, south);
    QFETCH(int, other);
    QFETCH(QString, otherSeat);
    GameController c;
    c.setPace(0);
    c.newGame(setupFor(hands, QStringLiteral("7H")));
    while (c.stage() != Stage::TrickPause) {
        QVERIFY(make(c, nextMove(c, QString())));
        QCOMPARE(c.announcements(Seat::South).standing, Standing::Open);
    }
    c.gatherTrick();
    QVERIFY(make(c, nextMove(c, QString())));
    QCOMPARE(int(c.announcements(Seat::South).standing), south);
    const Announcements o = c.announcements(testutil::seat(otherSeat));
    if (other < 0) {
        QVERIFY(o.declared.empty());
    } else {
        QCOMPARE(int(o.standing), other);
        QVERIFY(o.declarationsInView);
    }
}

void TestControllerAnnouncements::resumeAndPlayOnSeeWhatPlayThroughSees_data()
{
    QTest::addColumn<QStringList>("hands");
    QTest::addColumn<QString>("preferred");
    QTest::newRow("belote with the first card by the declarer") << kSouthCounts << "KH QH";
    QTest::newRow("rebelote first, then belote") << kSouthCounts << "QH KH";
    QTest::newRow("a declaration that does not count") << kWestCounts << "KH QH";
    QTest::newRow("tied declarations") << kTie << "AD QH KH";
}

// The deal resumed after each of its moves (as a game taken up again, a replay's step and a
// Play on start it) says what the game played straight through said at that move; then
// played on from there, it says the same after every move to the end.
void TestControllerAnnouncements::resumeAndPlayOnSeeWhatPlayThroughSees()
{
    QFETCH(QStringList, hands);
    QFETCH(QString, preferred);
    const GameSetup setup = setupFor(hands, QStringLiteral("7H"));
    const Run straight = playThrough(setup, preferred);
    QVERIFY(straight.moves.size() > 32);
    for (std::size_t k = 1; k <= straight.moves.size(); ++k) {
        GameController c;
        c.setPace(0);
        ResumePoint point;
        point.dealt = *setup.firstDeal;
        point.moves.assign(straight.moves.begin(), straight.moves.begin() + std::ptrdiff_t(k));
        QString why;
        QVERIFY2(c.resume(setup, point, &why), qPrintable(why));
        QCOMPARE(describe(c), straight.after[k - 1]);
        for (std::size_t j = k - 1;; ++j) {
            if (!straight.gathered[j].isEmpty()) {
                QCOMPARE(c.stage(), Stage::TrickPause);
                c.gatherTrick();
                QCOMPARE(describe(c), straight.gathered[j]);
            }
            if (j + 1 >= straight.moves.size()) break;
            QVERIFY(make(c, straight.moves[j + 1]));
            QCOMPARE(describe(c), straight.after[j + 1]);
        }
    }
}

// Classic: the retourne the taker picked up stays in the auction's take and in the score
// sheet's contract, after the taking and once the deal is scored, played straight through
// and resumed.
void TestControllerAnnouncements::retourneStaysInTheAuctionAndTheScoreSheet()
{
    const GameSetup setup = setupFor(kSouthCounts, QStringLiteral("7H"));
    const Run straight = playThrough(setup, QString());
    for (bool resumed : {false, true}) {
        GameController c;
        c.setPace(0);
        if (resumed) {
            ResumePoint point;
            point.dealt = *setup.firstDeal;
            point.moves = straight.moves;
            QVERIFY(c.resume(setup, point));
            QCOMPARE(c.stage(), Stage::TrickPause);
        } else {
            c.newGame(setup);
            for (const DealMove& m : straight.moves) {
                QVERIFY(make(c, m));
                if (c.stage() == Stage::TrickPause) {
                    const AuctionModel* a = c.auction();
                    QCOMPARE(a->retourne(), std::optional<Card>(testutil::card(QStringLiteral("7H"))));
                    QCOMPARE(a->data(a->index(0, a->columnOf(Seat::South))).toString(),
                             QStringLiteral("Take \u2665 (retourne 7\u2665)"));
                    if (c.deal().cardPlay().cardsPlayed() < 32) c.gatherTrick();
                }
            }
        }
        const AuctionModel* a = c.auction();
        QCOMPARE(a->data(a->index(0, a->columnOf(Seat::South))).toString(),
                 QStringLiteral("Take \u2665 (retourne 7\u2665)"));
        c.gatherTrick();
        QCOMPARE(c.stage(), Stage::DealOver);
        const ScoreSheetModel* sheet = c.scoreSheet();
        QCOMPARE(sheet->rowCount(), 1);
        const QString contract = sheet->data(sheet->index(0, ScoreSheetModel::Contract)).toString();
        QVERIFY2(contract.startsWith(QStringLiteral("Hearts (retourne 7\u2665)")), qPrintable(contract));
    }
}

QTEST_MAIN(TestControllerAnnouncements)
#include "tst_controller_announcements.moc"
