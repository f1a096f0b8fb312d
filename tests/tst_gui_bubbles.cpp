// The table's declaration and belote bubbles and its contract box, drawn from the
// controller's state: a deal resumed after any of its moves (a game taken up again, a Play
// on) and the replay at that move show the bubbles the game played straight through showed;
// a seat that declared and says belote with its first card shows both; classic, the
// contract box keeps the retourne the taker picked up (QT_QPA_PLATFORM=offscreen).
#include "announcementsutil.h"
#include "app/ui/replaywindow.h"
#include "app/ui/tableview.h"
#include "guitestutil.h"

#include <QApplication>
#include <QLabel>
#include <QTextDocument>
#include <QtTest>

using namespace belote;
using namespace rebelote;
using namespace announcementsutil;
using Stage = GameController::Stage;

namespace {

const char* const kSeatNames[] = {"South", "East", "North", "West"};

using guitest::settle;

QString plain(const QString& html)
{
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toPlainText();
}

QLabel* labelOf(const TableView& t, const QString& name)
{
    QLabel* l = t.findChild<QLabel*>(name);
    if (!l) qFatal("no label %s", qPrintable(name));
    return l;
}

// The four note bubbles as a person sees them: "S:words" for a shown one.
QString bubbles(const TableView& t)
{
    QStringList out;
    for (int s = 0; s < kSeats; ++s) {
        const QLabel* l = labelOf(t, QStringLiteral("note%1").arg(QLatin1String(kSeatNames[s])));
        out << QStringLiteral("%1:%2")
                   .arg(QLatin1Char(seatLetter(Seat(s))))
                   .arg(l->isVisibleTo(&t) ? plain(l->text()) : QString());
    }
    return out.join(QStringLiteral(" | "));
}

QString contractBox(const TableView& t) { return plain(labelOf(t, QStringLiteral("contractBox"))->text()); }

struct Shown {
    QString bubbles, contract;
};

// The deal played straight through on a table: its moves, what the table showed after each.
struct Run {
    std::vector<DealMove> moves;
    std::vector<Shown> after;     // after move i (a full trick waits, as in the replay)
    std::vector<Shown> gathered;  // after move i's trick was gathered (empty: none)
    QJsonObject record;
};

// A full trick waits to be gathered, as in the replay: the test gathers it.
constexpr int kLongPause = 24 * 3600 * 1000;

Run playThrough(const GameSetup& setup, const QString& preferred)
{
    Run run;
    GameController c;
    c.setPace(0);
    c.setTrickPause(kLongPause);
    TableView t(&c);
    t.resize(1280, 760);
    t.show();
    QObject::connect(&c, &GameController::dealRecorded, &t, [&run](const QJsonObject& r) { run.record = r; });
    c.newGame(setup);
    while (c.stage() == Stage::Calls || c.stage() == Stage::Play || c.stage() == Stage::TrickPause) {
        const DealMove m = nextMove(c, preferred);
        if (!make(c, m)) qFatal("move refused");
        settle();
        run.moves.push_back(m);
        run.after.push_back({bubbles(t), contractBox(t)});
        run.gathered.emplace_back();
        if (c.stage() == Stage::TrickPause) {
            c.gatherTrick();
            settle();
            if (c.stage() != Stage::DealOver) run.gathered.back() = {bubbles(t), contractBox(t)};
        }
    }
    return run;
}

}  // namespace

class TestGuiBubbles : public QObject {
    Q_OBJECT

private slots:
    void declarerSaysBeloteWithItsFirstCard();
    void resumedAndReplayedShowWhatPlayThroughShowed_data();
    void resumedAndReplayedShowWhatPlayThroughShowed();
    void contractBoxKeepsTheRetourne();
};

// South declares its tierce and plays the king of hearts first: its bubble says both (the
// declaration's name was lost to the belote, " — does not count" left alone); once the
// declarations resolve, the tierce with its cards and points.
void TestGuiBubbles::declarerSaysBeloteWithItsFirstCard()
{
    const Run run = playThrough(setupFor(kSouthCounts, QStringLiteral("7H")), QStringLiteral("KH QH"));
    // Moves: South's take, its declaration, its king.
    QCOMPARE(run.after[1].bubbles, QStringLiteral("S:tierce | E: | N: | W:"));
    QCOMPARE(run.after[2].bubbles, QStringLiteral("S:tierce \u00b7 Belote | E: | N: | W:"));
    QCOMPARE(run.after[5].bubbles, QStringLiteral("S:tierce \u00b7 Belote | E: | N: | W:"));  // the full trick
    QCOMPARE(run.gathered[5].bubbles, QStringLiteral("S:tierce | E: | N: | W:"));
    // The first card of the second trick (move 7): the tierce counts.
    QCOMPARE(run.after[6].bubbles,
             QStringLiteral("S:tierce to the 9\u2660: 7\u2660 8\u2660 9\u2660 (+20) | E: | N: | W:"));
    bool rebelote = false;
    for (const Shown& s : run.after) rebelote = rebelote || s.bubbles.contains(QStringLiteral("S:Rebelote"));
    QVERIFY(rebelote);
}

void TestGuiBubbles::resumedAndReplayedShowWhatPlayThroughShowed_data()
{
    QTest::addColumn<QStringList>("hands");
    QTest::addColumn<QString>("preferred");
    QTest::newRow("belote with the declarer's first card") << kSouthCounts << "KH QH";
    QTest::newRow("a declaration that does not count") << kWestCounts << "KH QH";
    QTest::newRow("tied declarations") << kTie << "AD QH KH";
}

// After every move: a table on a game resumed there (as after a restart or a Play on) and
// the replay at that move show the bubbles of the game played straight through.
void TestGuiBubbles::resumedAndReplayedShowWhatPlayThroughShowed()
{
    QFETCH(QStringList, hands);
    QFETCH(QString, preferred);
    const GameSetup setup = setupFor(hands, QStringLiteral("7H"));
    const Run straight = playThrough(setup, preferred);
    QVERIFY(!straight.record.isEmpty());
    int shown = 0;
    for (const Shown& s : straight.after) shown += s.bubbles != QStringLiteral("S: | E: | N: | W:");
    QVERIFY(shown > 8);  // the bubbles are there to compare

    GameController c;
    c.setPace(0);
    c.setTrickPause(kLongPause);
    TableView t(&c);
    t.resize(1280, 760);
    t.show();
    ReplayWindow replay(straight.record);
    QVERIFY2(replay.isValid(), qPrintable(replay.error()));
    QCOMPARE(replay.moveCount(), int(straight.moves.size()));
    replay.show();
    const TableView* replayTable = replay.findChild<TableView*>();
    QVERIFY(replayTable);
    for (std::size_t k = 1; k <= straight.moves.size(); ++k) {
        ResumePoint point;
        point.dealt = *setup.firstDeal;
        point.moves.assign(straight.moves.begin(), straight.moves.begin() + std::ptrdiff_t(k));
        QString why;
        QVERIFY2(c.resume(setup, point, &why), qPrintable(why));
        replay.setPosition(int(k));
        settle();
        const QString at = QStringLiteral("after move %1").arg(k);
        QCOMPARE(bubbles(t) + QLatin1Char(' ') + at, straight.after[k - 1].bubbles + QLatin1Char(' ') + at);
        QCOMPARE(contractBox(t), straight.after[k - 1].contract);
        QCOMPARE(bubbles(*replayTable) + QLatin1Char(' ') + at, straight.after[k - 1].bubbles + QLatin1Char(' ') + at);
        if (!straight.gathered[k - 1].bubbles.isEmpty()) {
            QCOMPARE(c.stage(), Stage::TrickPause);
            c.gatherTrick();
            settle();
            QCOMPARE(bubbles(t) + QStringLiteral(" gathered ") + at,
                     straight.gathered[k - 1].bubbles + QStringLiteral(" gathered ") + at);
        }
    }
}

// Classic: during the taking the box says the retourne; after it, the trump and who took it
// on which card, all deal long.
void TestGuiBubbles::contractBoxKeepsTheRetourne()
{
    const Run run = playThrough(setupFor(kSouthCounts, QStringLiteral("7H")), QString());
    QCOMPARE(int(run.moves.size()), 34);  // the take, the declaration, 32 cards
    for (std::size_t i = 0; i < run.moves.size(); ++i)
        QVERIFY2(run.after[i].contract.contains(QStringLiteral("taken by you on the 7\u2665")),
                 qPrintable(run.after[i].contract));
    GameController c;
    c.setPace(0);
    TableView t(&c);
    t.show();
    c.newGame(setupFor(kSouthCounts, QStringLiteral("7H")));
    settle();
    QVERIFY2(contractBox(t).contains(QStringLiteral("retourne: 7\u2665")), qPrintable(contractBox(t)));
}

QTEST_MAIN(TestGuiBubbles)
#include "tst_gui_bubbles.moc"
