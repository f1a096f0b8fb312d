// The game controller without a window: whole games driven deal by deal, every record it
// writes checked against the engine (as `rebelote-cli score --check` does), the person's
// choices through its API, bots cancelled mid-search, claims.
#include "app/controller/gamecontroller.h"
#include "engine/record.h"
#include "testutil.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QSignalSpy>
#include <QtTest>

using namespace belote;
using namespace rebelote;

namespace {

// What `score --check` says of a record: empty when it replays and its result is the
// engine's.
QString checkRecord(const QJsonObject& record)
{
    const auto rec = readRecord(record);
    if (!rec) return rec.error;
    if (rec.value->deal.phase() != Phase::Done) return QStringLiteral("not finished");
    if (resultToJson(rec.value->deal.result()) != record.value(QStringLiteral("result")).toObject())
        return QStringLiteral("result differs");
    return {};
}

GameSetup bots(Preset preset, const QString& level, std::uint64_t seed)
{
    GameSetup s;
    s.rules = Rules::fromPreset(preset);
    s.seed = seed;
    s.human = {false, false, false, false};
    s.level = level;
    return s;
}

void runUntil(GameController& c, int deals, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    while (c.dealsFinished() < deals && t.elapsed() < timeoutMs) QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
}

}  // namespace

class TestController : public QObject {
    Q_OBJECT

private slots:
    void botsPlayWholeGames_data();
    void botsPlayWholeGames();
    void personPlaysADeal_data();
    void personPlaysADeal();
    void newGameDuringASearch();
    void destroyedDuringASearch();
    void hintIsLegal();
    void claimSearch_data();
    void claimSearch();
    void auctionColumns();
    void callsSayWhatTheyMean_data();
    void callsSayWhatTheyMean();
};

void TestController::botsPlayWholeGames_data()
{
    QTest::addColumn<int>("preset");
    QTest::addColumn<QString>("level");
    QTest::addColumn<int>("deals");
    for (Preset p : kAllPresets) {
        QTest::newRow(qPrintable(QStringLiteral("%1: 200 deals of the heuristic").arg(QLatin1String(presetName(p)))))
            << int(p) << "heuristic" << 200;
        QTest::newRow(qPrintable(QStringLiteral("%1: the Monte Carlo level on its thread").arg(QLatin1String(presetName(p)))))
            << int(p) << "easy" << 3;
    }
}

// Four bots, no pace: every deal, passed ones included, comes out as a valid record whose
// result is the engine's, and the score sheet adds up to the games' scores.
void TestController::botsPlayWholeGames()
{
    QFETCH(int, preset);
    QFETCH(QString, level);
    QFETCH(int, deals);
    GameController c;
    c.setPace(0);
    c.setAutoContinue(0);
    std::vector<QJsonObject> records;
    int games = 0;
    connect(&c, &GameController::dealRecorded, this, [&](const QJsonObject& r) {
        records.push_back(r);
        if (int(records.size()) == deals) c.setAutoContinue(-1);  // stop at the last deal asked for
    });
    connect(&c, &GameController::gameOver, this, [&] { ++games; });
    c.newGame(bots(Preset(preset), level, 7));
    runUntil(c, deals, 240000);
    QCOMPARE(int(records.size()), deals);
    for (std::size_t i = 0; i < records.size(); ++i) {
        const QString why = checkRecord(records[i]);
        QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("deal %1: %2").arg(i + 1).arg(why)));
    }
    if (deals >= 200) QVERIFY2(games > 0, "200 deals and no game finished");
    // The running totals of the sheet are the game's scores.
    const auto& rows = c.scoreSheet()->rows();
    if (!rows.empty() && c.stage() != GameController::Stage::GameOver && c.dealNumber() == rows.back().number)
        QCOMPARE(rows.back().totals, c.game().scores());
}

void TestController::personPlaysADeal_data()
{
    QTest::addColumn<int>("preset");
    for (Preset p : kAllPresets) QTest::newRow(presetName(p)) << int(p);
}

// South is a person: the test answers each of South's decisions through the controller as
// the window does — first an illegal card when there is one (refused with its reason,
// nothing played), then the first legal choice.
void TestController::personPlaysADeal()
{
    QFETCH(int, preset);
    GameController c;
    c.setPace(0);
    GameSetup s = bots(Preset(preset), QStringLiteral("heuristic"), 11);
    s.human = {true, false, false, false};
    QSignalSpy refused(&c, &GameController::cardRefused);
    int illegalTried = 0;
    connect(&c, &GameController::decisionPending, this, [&](Decision d) {
        if (!c.isHuman(d.seat)) return;
        QMetaObject::invokeMethod(this, [&c, &illegalTried] {
            const Decision d = c.pending();
            if (!c.isHuman(d.seat)) return;
            switch (d.kind) {
            case DecisionKind::Call: {
                const CallList legal = c.deal().legalCalls();
                QVERIFY(!c.makeCall(Call::surcoinche()) || legal.contains(Call::surcoinche()));
                QVERIFY(c.makeCall(legal.count > 1 && c.deal().callCount() < 2 ? legal.items[1] : Call::pass()));
                break;
            }
            case DecisionKind::OutOfTurnCoinche: QVERIFY(c.answerOutOfTurnCoinche(false)); break;
            case DecisionKind::Declaration: QVERIFY(c.declare(0)); break;
            case DecisionKind::Card: {
                const CardSet illegal = c.deal().hand(d.seat) - c.deal().legalCards();
                if (!illegal.empty()) {
                    ++illegalTried;
                    QVERIFY(!c.playCard(illegal.first()));
                }
                QVERIFY(c.playCard(c.humanLegalCards().first()));
                break;
            }
            case DecisionKind::None: break;
            }
        }, Qt::QueuedConnection);
    });
    QSignalSpy recorded(&c, &GameController::dealRecorded);
    c.newGame(s);
    QTRY_VERIFY_WITH_TIMEOUT(recorded.count() >= 1, 30000);
    const QJsonObject record = recorded.first().first().toJsonObject();
    QCOMPARE(checkRecord(record), QString());
    QCOMPARE(refused.count(), illegalTried);
    for (const QList<QVariant>& r : refused) QVERIFY(r.at(1).toString().startsWith(QLatin1String("You must")));
}

// A new game while a bot searches: the search is cancelled, newGame() returns within
// 100 ms, and nothing of the old deal reaches the new one.
void TestController::newGameDuringASearch()
{
    GameController c;
    c.setPace(0);
    GameSetup s = bots(Preset::Coinche, QStringLiteral("strong"), 3);
    c.newGame(s);
    QTRY_VERIFY_WITH_TIMEOUT(c.thinking().has_value(), 5000);
    QTest::qWait(40);  // well inside the strong level's search
    QSignalSpy calls(&c, &GameController::callMade);
    QSignalSpy cards(&c, &GameController::cardPlayed);
    s.rules = Rules::fromPreset(Preset::Classic);
    s.human = {true, false, false, false};
    s.level = QStringLiteral("heuristic");
    QElapsedTimer t;
    t.start();
    c.newGame(s);
    const qint64 ms = t.elapsed();
    QVERIFY2(ms < 100, qPrintable(QStringLiteral("newGame took %1 ms").arg(ms)));
    QTest::qWait(300);
    // Only the new game's calls: classic takes (no bid) from the new dealer's right.
    for (const QList<QVariant>& call : calls) QVERIFY(call.at(1).value<Call>().kind != Call::Kind::Bid);
    QCOMPARE(cards.count(), 0);
    QCOMPARE(c.deal().rules(), Rules::fromPreset(Preset::Classic));
}

void TestController::destroyedDuringASearch()
{
    QElapsedTimer t;
    {
        GameController c;
        c.setPace(0);
        c.newGame(bots(Preset::CoincheMontpellier, QStringLiteral("strong"), 5));
        QTRY_VERIFY_WITH_TIMEOUT(c.thinking().has_value(), 5000);
        QTest::qWait(40);
        t.start();
    }
    const qint64 ms = t.elapsed();
    QVERIFY2(ms < 100, qPrintable(QStringLiteral("closing took %1 ms").arg(ms)));
}

void TestController::hintIsLegal()
{
    GameController c;
    c.setPace(0);
    GameSetup s = bots(Preset::ClassicNoAnnonces, QStringLiteral("heuristic"), 2);
    s.human = {true, false, false, false};
    QSignalSpy hints(&c, &GameController::hintReady);
    c.newGame(s);
    QTRY_VERIFY_WITH_TIMEOUT(c.humanToAct(), 5000);
    QCOMPARE(c.pending().kind, DecisionKind::Call);
    c.requestHint();
    QTRY_COMPARE_WITH_TIMEOUT(hints.count(), 1, 10000);
    const auto call = hints.first().at(2).value<std::optional<Call>>();
    QVERIFY(call.has_value());
    QVERIFY(c.deal().legalCalls().contains(*call));
    QVERIFY(!hints.first().at(0).toString().isEmpty());
}

void TestController::claimSearch_data()
{
    QTest::addColumn<QString>("strain");
    QTest::addColumn<QString>("south");
    QTest::addColumn<QString>("east");
    QTest::addColumn<QString>("north");
    QTest::addColumn<QString>("west");
    QTest::addColumn<int>("expected");
    QTest::newRow("claim: the masters and the last trump take everything")
        << "H" << "JH AS" << "7S 8S" << "7C 8C" << "7D 8D" << 1;
    QTest::newRow("claim: an opponent's master takes a trick") << "H" << "KS QS" << "AS 7S" << "7C 8C" << "7D 8D" << 0;
    QTest::newRow("claim: the partner's master after a lead to it")
        << "NT" << "7S 7C" << "8S 9D" << "AS AC" << "7D 8D" << 1;
    QTest::newRow("claim: a trump the defence keeps") << "H" << "AS KS" << "7H 8S" << "7C 8C" << "7D 8D" << 0;
    // The whole deal from the first lead, within the game's budget: the top trumps draw
    // the defence's, then the aces.
    QTest::newRow("claim: eight sure tricks proven from the first lead")
        << "H" << "JH 9H AH TH KH AS AD AC" << "QH 7S 8S 9S TS JS 7D 8D" << "8H 7H KS QS 9D TD JD QD"
        << "KD 7C 8C 9C TC JC QC KC" << 1;
    // North can neither follow clubs nor trump them: the ace of clubs takes South's seven.
    QTest::newRow("claim: the defence's ace takes the last of eight")
        << "H" << "JH 9H AH TH KH AS AD 7C" << "QH 8H 7H 7S 8S 9S 7D 8D" << "KS QS JS TS 9D TD JD QD"
        << "KD AC 8C 9C TC JC QC KC" << 0;
}

// The claim's search: the claiming side takes every trick left whatever the defence plays.
void TestController::claimSearch()
{
    QFETCH(QString, strain);
    QFETCH(QString, south);
    QFETCH(QString, east);
    QFETCH(QString, north);
    QFETCH(QString, west);
    QFETCH(int, expected);
    const auto h = testutil::hands(south, east, north, west, false);
    const CardPlay p(CardTables::get(testutil::strain(strain)), h, Seat::South, true);
    std::vector<Card> line;
    QCOMPARE(takesEveryTrick(p, Team::NS, 4'000'000, &line), expected);  // the game's budget
    if (expected == 1) {
        QCOMPARE(int(line.size()), 4 * h[0].size());
        CardPlay q = p;
        for (Card c : line) {
            QVERIFY(q.legalCards().contains(c));
            q.play(c);
        }
        QCOMPARE(q.tricksWon(Team::EW), 0);
    }
}

// The auction grid: a column a seat from the dealer's right; an out-of-turn coinche goes in
// its seat's column, and the bidder's next call opens a row.
void TestController::auctionColumns()
{
    AuctionModel m;
    m.reset(Seat::South, std::nullopt, {"You", "East", "North", "West"});
    QCOMPARE(m.headerData(0, Qt::Horizontal).toString(), QStringLiteral("East"));
    m.addCall(Seat::East, Call::bid(80, Strain::Hearts), false);
    m.addCall(Seat::South, Call::coinche(), true);
    m.addCall(Seat::East, Call::surcoinche(), false);
    QCOMPARE(m.rowCount(), 2);
    QCOMPARE(m.data(m.index(0, 3)).toString(), QStringLiteral("Coinche (out of turn)"));
    QCOMPARE(m.data(m.index(1, 0)).toString(), QStringLiteral("Surcoinche"));
}

void TestController::callsSayWhatTheyMean_data()
{
    QTest::addColumn<int>("preset");
    QTest::addColumn<QString>("firstCall");
    QTest::addColumn<QString>("says");
    QTest::newRow("coinche: an opening bid promises its trumps") << int(Preset::Coinche) << "90H" << "an opening";
    QTest::newRow("coinche: a first pass promises no opening") << int(Preset::Coinche) << "pass" << "not worth";
    QTest::newRow("classic: a take promises a hand's worth") << int(Preset::Classic) << "take" << "worth more than";
}

// Every call of the auction says what it means under the bots' system (docs/bidding.md):
// the auction's tooltip, the seat's last call, and what a call would say before it is made.
void TestController::callsSayWhatTheyMean()
{
    QFETCH(int, preset);
    QFETCH(QString, firstCall);
    QFETCH(QString, says);
    GameController c;
    GameSetup setup;
    setup.rules = Rules::fromPreset(Preset(preset));
    setup.human = {true, true, true, true};
    c.newGame(setup);
    QCOMPARE(c.pending().kind, DecisionKind::Call);
    const Seat first = c.pending().seat;
    const auto call = parseCall(firstCall.toStdString(), c.rules().isClassic(), c.deal().retourneSuit());
    QVERIFY(call);
    const QString before = c.meaningIfCalled(*call);
    QVERIFY2(before.contains(says), qPrintable(before));
    QVERIFY(c.meaningIfCalled(Call::surcoinche()).isEmpty());  // not a call that can be made
    QVERIFY(c.makeCall(*call));
    QCOMPARE(c.callMeaning(0), before);
    QCOMPARE(c.lastCallMeaning(first), before);
    QVERIFY(c.lastCallMeaning(nextSeat(first)).isEmpty());
    const AuctionModel* a = c.auction();
    const QString tip = a->data(a->index(0, a->columnOf(first)), Qt::ToolTipRole).toString();
    QVERIFY2(tip.endsWith(before), qPrintable(tip));
    // The next seat's pass says something too (classic: a take ends the taking).
    if (c.deal().phase() == Phase::Calls) {
        QVERIFY(c.makeCall(Call::pass()));
        QVERIFY(!c.callMeaning(1).isEmpty());
    }
}

QTEST_MAIN(TestController)
#include "tst_controller.moc"
