// The game controller without a window: whole games driven deal by deal, every record it
// writes checked against the engine (as `rebelote-cli score --check` does), the person's
// choices through its API, bots and hints cancelled mid-search, claims. No test here times
// anything: how fast a search is left is tests/bench_cancel's figure.
#include "ai/claim.h"
#include "ai/levels.h"
#include "app/controller/cardtext.h"
#include "app/controller/gamecontroller.h"
#include "app/controller/gametext.h"
#include "app/controller/seatedplayer.h"
#include "engine/record.h"
#include "playerprobe.h"
#include "testutil.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QtTest>

using namespace belote;
using namespace rebelote;
using namespace playerprobe;

namespace {

// What `score --check` says of a record: empty when it replays and its result is the
// engine's.
QString checkRecord(const QJsonObject& record)
{
    const auto rec = readRecord(record);
    if (!rec) return rec.error;
    if (rec.value->deal.phase() != Phase::Done) return QStringLiteral("not finished");
    if (!record.value(QStringLiteral("result")).isObject()) return QStringLiteral("no result");
    return resultDifference(*rec.value);
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

// The first round's take (classic): the legal call that takes.
Call takeCall(const Deal& d)
{
    for (const Call& call : d.legalCalls())
        if (call.kind == Call::Kind::Take) return call;
    return Call::pass();
}

// The rows of the tests that leave a search: a searcher of each kind.
void searcherRows()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("a player that thinks until cancelled") << "until-cancelled";
    QTest::newRow("the strong level with no time limit") << "strong";
}

// The calls and cards the controller announces, to compare with its deal.
struct Announced {
    QList<Call> calls;
    QList<Card> cards;
    Announced(GameController& c, QObject* context)
    {
        QObject::connect(&c, &GameController::callMade, context, [this](Seat, Call call, bool) { calls.append(call); });
        QObject::connect(&c, &GameController::cardPlayed, context, [this](Seat, Card card) { cards.append(card); });
    }
    // Every one announced is the deal's, in order (none of a deal left before).
    void areTheDeal(const Deal& d) const
    {
        QCOMPARE(int(calls.size()), d.callCount());
        for (int i = 0; i < calls.size(); ++i) QVERIFY(calls[i] == d.callAt(i).call);
        const int played = d.phase() == Phase::Calls ? 0 : d.cardPlay().cardsPlayed();
        QCOMPARE(int(cards.size()), played);
        for (int i = 0; i < cards.size(); ++i) QCOMPARE(cards[i], d.cardPlay().playedCard(i));
    }
};

}  // namespace

class TestController : public QObject {
    Q_OBJECT

private slots:
    void botsPlayWholeGames_data();
    void botsPlayWholeGames();
    void personPlaysADeal_data();
    void personPlaysADeal();
    void newGameDuringASearch_data();
    void newGameDuringASearch();
    void destroyedDuringASearch_data();
    void destroyedDuringASearch();
    void playersMadeAndLetGoOnTheBotThread();
    void cancelBeforeThePlayerIsMade();
    void hintLeftMidSearch_data();
    void hintLeftMidSearch();
    void hintIsToldTheGame();
    void everyPlayerIsToldTheAgreement_data();
    void everyPlayerIsToldTheAgreement();
    void hintSaysTheCall();
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
        QTest::newRow(
            qPrintable(QStringLiteral("%1: the Monte Carlo level on its thread").arg(QLatin1String(presetName(p)))))
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
    QTRY_VERIFY_WITH_TIMEOUT(c.dealsFinished() >= deals, 240000);
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
        QMetaObject::invokeMethod(
            this,
            [&c, &illegalTried] {
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
            },
            Qt::QueuedConnection);
    });
    QSignalSpy recorded(&c, &GameController::dealRecorded);
    c.newGame(s);
    QTRY_VERIFY_WITH_TIMEOUT(recorded.count() >= 1, 30000);
    const QJsonObject record = recorded.first().first().toJsonObject();
    QCOMPARE(checkRecord(record), QString());
    QCOMPARE(refused.count(), illegalTried);
    for (const QList<QVariant>& r : refused) QVERIFY(r.at(1).toString().startsWith(QLatin1String("You must")));
}

// A new game while a bot searches: the search sees its cancel and returns, its answer comes
// back and is dropped (answerDropped), and nothing of the old deal reaches the new one.
// How long newGame() takes then is tests/bench_cancel's figure.
void TestController::newGameDuringASearch_data() { searcherRows(); }

void TestController::newGameDuringASearch()
{
    QFETCH(QString, kind);
    auto seen = std::make_shared<Seen>();
    GameController c;
    c.setPace(0);
    GameSetup s = bots(Preset::Coinche, QStringLiteral("strong"), 3);
    seatSearchers(s, kind, seen);
    c.newGame(s);
    QTRY_COMPARE_WITH_TIMEOUT(seen->started.load(), 1, 60000);  // the first call's search is under way
    const std::optional<Seat> searching = c.thinking();
    QVERIFY(searching);
    QSignalSpy dropped(&c, &GameController::answerDropped);
    const Announced announced(c, this);
    GameSetup next = bots(Preset::Classic, QStringLiteral("heuristic"), 3);
    next.human = {true, false, false, false};
    c.newGame(next);
    // The old search's job is over: it came back, and was dropped.
    QTRY_COMPARE_WITH_TIMEOUT(dropped.count(), 1, 60000);
    QCOMPARE(dropped.first().at(0).value<Decision>().seat, *searching);
    QCOMPARE(dropped.first().at(1).toBool(), false);
    QCOMPARE(seen->cancelledDuring.load(), 1);  // it stopped on its cancel, not on its own
    QCOMPARE(seen->finished.load(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(c.humanToAct(), 60000);
    // Only the new deal's calls and cards (classic: no bid; the old searcher would bid).
    QCOMPARE(c.deal().rules(), Rules::fromPreset(Preset::Classic));
    announced.areTheDeal(c.deal());
    for (const Call& call : announced.calls) QVERIFY(call.kind != Call::Kind::Bid);
}

// The controller destroyed (the window closed) while a bot searches: the search sees its
// cancel and returns before the destructor does. How long is tests/bench_cancel's figure.
void TestController::destroyedDuringASearch_data() { searcherRows(); }

void TestController::destroyedDuringASearch()
{
    QFETCH(QString, kind);
    auto seen = std::make_shared<Seen>();
    {
        GameController c;
        c.setPace(0);
        GameSetup s = bots(Preset::CoincheMontpellier, QStringLiteral("strong"), 5);
        seatSearchers(s, kind, seen);
        c.newGame(s);
        QTRY_COMPARE_WITH_TIMEOUT(seen->started.load(), 1, 60000);
    }
    QCOMPARE(seen->finished.load(), 1);
    QCOMPARE(seen->cancelledDuring.load(), 1);
}

// A player that tells which thread made it and which let it go.
struct ThreadSeen {
    std::mutex mutex;
    std::vector<std::thread::id> made, gone;
};
class ThreadProbe final : public Player {
public:
    ThreadProbe(std::shared_ptr<Player> inner, std::shared_ptr<ThreadSeen> seen)
        : inner_(std::move(inner)), seen_(std::move(seen))
    {
        const std::lock_guard<std::mutex> lock(seen_->mutex);
        seen_->made.push_back(std::this_thread::get_id());
    }
    ~ThreadProbe() override
    {
        const std::lock_guard<std::mutex> lock(seen_->mutex);
        seen_->gone.push_back(std::this_thread::get_id());
    }
    const char* name() const override { return inner_->name(); }
    Call chooseCall(const Deal& deal, Seat seat, const CallList& legal) override
    {
        return inner_->chooseCall(deal, seat, legal);
    }
    Card chooseCard(const Deal& deal, Seat seat, CardSet legal) override
    {
        return inner_->chooseCard(deal, seat, legal);
    }

private:
    std::shared_ptr<Player> inner_;
    std::shared_ptr<ThreadSeen> seen_;
};

// Making four Monte Carlo players took 12-14 ms and letting them go up to 4 ms: on the
// window's thread, one frame late by 35-45 ms at each new game (scripts/demo-bench.sh).
// Both happen on the bot thread; the game goes on as before.
void TestController::playersMadeAndLetGoOnTheBotThread()
{
    auto seen = std::make_shared<ThreadSeen>();
    GameController c;
    c.setPace(0);
    GameSetup s = bots(Preset::Coinche, QStringLiteral("normal"), 4);
    s.human = {true, false, false, false};
    s.makePlayer = [seen](Seat, std::uint64_t seed) -> std::shared_ptr<Player> {
        return std::make_shared<ThreadProbe>(std::shared_ptr<Player>(makeLevelPlayer("normal", seed)), seen);
    };
    c.newGame(s);
    QTRY_VERIFY_WITH_TIMEOUT(c.humanToAct(), 60000);
    c.newGame(s);
    QTRY_VERIFY_WITH_TIMEOUT(c.humanToAct(), 60000);
    // The first game's three players are gone, the second's made.
    QTRY_COMPARE_WITH_TIMEOUT(([&] {
                                  const std::lock_guard<std::mutex> l(seen->mutex);
                                  return int(seen->gone.size());
                              }()),
                              3, 60000);
    const std::lock_guard<std::mutex> lock(seen->mutex);
    QCOMPARE(int(seen->made.size()), 6);
    for (const std::thread::id& id : seen->made) QVERIFY(id != std::this_thread::get_id());
    for (const std::thread::id& id : seen->gone) QVERIFY(id != std::this_thread::get_id());
}

// A cancel that comes before the seat's player is made (a new game at once) reaches it.
void TestController::cancelBeforeThePlayerIsMade()
{
    auto seen = std::make_shared<Seen>();
    auto inner = std::make_shared<Watched>(std::make_shared<UntilCancelled>(), seen);
    SeatedPlayer seated([inner] { return inner; });
    seated.cancel();
    seated.make();
    // UntilCancelled thinks until its cancel (or two minutes): it answers at once only if
    // the cancel came, which cancelledDuring shows.
    const Card played = seated.chooseCard(Deal(), Seat::South, CardSet::of(Card(3)));
    QCOMPARE(played, Card(3));
    QCOMPARE(seen->cancelledDuring.load(), 1);
    seated.resetCancel();
    QCOMPARE(seen->cancelledDuring.load(), 1);
}

// The ways the person leaves the decision a hint was asked for.
void TestController::hintLeftMidSearch_data()
{
    QTest::addColumn<QString>("leave");
    QTest::addColumn<bool>("inPlay");  // the hint asked for a card (else for a call)
    QTest::newRow("a new game, at a call") << "new game" << false;
    QTest::newRow("a new game, at a card") << "new game" << true;
    QTest::newRow("resume (and Play on, which resumes)") << "resume" << true;
    QTest::newRow("the person's own call") << "call" << false;
    QTest::newRow("the person's own card") << "card" << true;
}

// The hint is a bot like the others: leaving its decision cancels its search (it sees its
// cancel), its answer is dropped (answerDropped), and no hint of the decision left is ever
// shown. Every seat is a person's: no computer seat's search is in the way.
void TestController::hintLeftMidSearch()
{
    QFETCH(QString, leave);
    QFETCH(bool, inPlay);
    auto seen = std::make_shared<Seen>();
    GameController c;
    c.setPace(0);
    GameSetup s = bots(Preset::ClassicNoAnnonces, QStringLiteral("normal"), 4);
    s.human = {true, true, true, true};
    s.makeHintPlayer = [seen](Seat, std::uint64_t) -> std::shared_ptr<Player> {
        return std::make_shared<Watched>(std::make_shared<UntilCancelled>(), seen);
    };
    c.newGame(s);
    if (inPlay) QVERIFY(c.makeCall(takeCall(c.deal())));
    QCOMPARE(c.pending().kind, inPlay ? DecisionKind::Card : DecisionKind::Call);
    QSignalSpy hints(&c, &GameController::hintReady);
    QSignalSpy dropped(&c, &GameController::answerDropped);
    c.requestHint();
    QTRY_COMPARE_WITH_TIMEOUT(seen->started.load(), 1, 60000);
    if (leave == QLatin1String("new game")) {
        c.newGame(s);
    } else if (leave == QLatin1String("resume")) {
        ResumePoint point;
        point.dealt = c.dealtDeal();
        DealMove take;
        take.seat = c.deal().callAt(0).seat;
        take.call = c.deal().callAt(0).call;
        point.moves.push_back(take);
        QString why;
        QVERIFY2(c.resume(s, point, &why), qPrintable(why));
    } else if (leave == QLatin1String("call")) {
        QVERIFY(c.makeCall(Call::pass()));
    } else {
        QVERIFY(c.playCard(c.humanLegalCards().first()));
    }
    QTRY_COMPARE_WITH_TIMEOUT(dropped.count(), 1, 60000);
    QCOMPARE(dropped.first().at(1).toBool(), true);
    QCOMPARE(seen->cancelledDuring.load(), 1);
    QCOMPARE(seen->finished.load(), 1);
    QCOMPARE(hints.count(), 0);
    // A hint for the decision now pending searches again (the cancel was for the one left);
    // the controller's end cancels it.
    c.requestHint();
    QTRY_COMPARE_WITH_TIMEOUT(seen->started.load(), 2, 60000);
}

// The hint player at a person's seat is told each deal's start and the game score, as the
// computer seats' players are: after a first deal the score it is told is the game's.
void TestController::hintIsToldTheGame()
{
    auto seen = std::make_shared<Seen>();
    GameController c;
    c.setPace(0);
    c.setTrickPause(0);
    GameSetup s = bots(Preset::ClassicNoAnnonces, QStringLiteral("heuristic"), 6);
    s.human = {true, true, true, true};
    s.makeHintPlayer = [seen](Seat, std::uint64_t seed) -> std::shared_ptr<Player> {
        return std::make_shared<Watched>(std::shared_ptr<Player>(makeLevelPlayer("heuristic", seed)), seen);
    };
    c.newGame(s);
    // The first deal played out by the persons: the first to call takes, then each plays its
    // first legal card.
    QVERIFY(c.makeCall(takeCall(c.deal())));
    while (c.stage() == GameController::Stage::Play || c.stage() == GameController::Stage::TrickPause) {
        if (c.stage() == GameController::Stage::TrickPause) c.gatherTrick();
        else QVERIFY(c.playCard(c.humanLegalCards().first()));
    }
    QCOMPARE(c.stage(), GameController::Stage::DealOver);
    const std::array<int, 2> scores = c.game().scores();
    QVERIFY(scores != (std::array<int, 2>{0, 0}));
    c.continueAfterDeal();
    QCOMPARE(c.dealNumber(), 2);
    QTRY_COMPARE_WITH_TIMEOUT(seen->dealStartCount(), 8, 60000);  // four seats, two deals
    const std::lock_guard<std::mutex> lock(seen->mutex);
    for (int i = 0; i < 8; ++i) {
        const auto& [seat, game] = seen->dealStarts[std::size_t(i)];
        QCOMPARE(seat, Seat(i % 4));
        QCOMPARE(game.target, c.rules().target);
        QCOMPARE(game.scores, i < 4 ? (std::array<int, 2>{0, 0}) : scores);
    }
}

// The partnerships' card-play agreement of the game's setup reaches every player at the
// deal's start: the computer players of both sides and the hint player at the person's seat.
void TestController::everyPlayerIsToldTheAgreement_data()
{
    QTest::addColumn<int>("agreement");
    QTest::newRow("direct calls") << int(Signals::Direct);
    QTest::newRow("indirect calls") << int(Signals::Indirect);
    QTest::newRow("no calls") << int(Signals::None);
}

void TestController::everyPlayerIsToldTheAgreement()
{
    QFETCH(int, agreement);
    auto seen = std::make_shared<Seen>();
    GameController c;
    c.setPace(0);
    GameSetup s = bots(Preset::Coinche, QStringLiteral("heuristic"), 3);
    s.human = {true, false, false, false};
    s.cardSignals = Signals(agreement);
    auto watched = [seen](Seat, std::uint64_t seed) -> std::shared_ptr<Player> {
        return std::make_shared<Watched>(std::shared_ptr<Player>(makeLevelPlayer("heuristic", seed)), seen);
    };
    s.makePlayer = watched;
    s.makeHintPlayer = watched;
    c.newGame(s);
    QTRY_COMPARE_WITH_TIMEOUT(seen->dealStartCount(), 4, 60000);  // three bots and the hint
    const std::lock_guard<std::mutex> lock(seen->mutex);
    std::array<bool, 4> told{};
    for (const auto& [seat, game] : seen->dealStarts) {
        QCOMPARE(game.cardSignals, Signals(agreement));
        told[int(seat)] = true;
    }
    QCOMPARE(told, (std::array<bool, 4>{true, true, true, true}));
}

namespace {

// A hint player that plays a card that calls by the agreement it was told, when it has one.
class CallingHint final : public Player {
public:
    const char* name() const override { return "calling-hint"; }
    void startDeal(const Deal&, Seat, const GameContext& game) override { agreement_ = game.cardSignals; }
    Call chooseCall(const Deal&, Seat, const CallList& legal) override { return legal.items[0]; }
    Card chooseCard(const Deal& deal, Seat seat, CardSet legal) override
    {
        for (Card c : legal)
            if (!meaningIfPlayed(deal, seat, c, agreement_).saysNothing()) return c;
        return legal.first();
    }

private:
    Signals agreement_ = Signals::None;
};

}  // namespace

// When the hint's card calls by the card-play system, the hint says what it says.
void TestController::hintSaysTheCall()
{
    GameController c;
    c.setPace(0);
    c.setTrickPause(0);
    c.setParEnabled(false);
    GameSetup s = bots(Preset::ClassicNoAnnonces, QStringLiteral("heuristic"), 11);
    s.human = {true, true, true, true};
    s.cardSignals = Signals::Direct;
    s.makeHintPlayer = [](Seat, std::uint64_t) -> std::shared_ptr<Player> { return std::make_shared<CallingHint>(); };
    c.newGame(s);
    // Every seat plays its first legal card until South holds a card that would call.
    auto southCanCall = [&] {
        const Decision d = c.pending();
        if (d.kind != DecisionKind::Card || d.seat != Seat::South) return false;
        for (Card card : c.humanLegalCards())
            if (!meaningIfPlayed(c.deal(), Seat::South, card, Signals::Direct).saysNothing()) return true;
        return false;
    };
    for (int deals = 0; !southCanCall();) {
        if (c.stage() == GameController::Stage::DealOver) {
            QVERIFY2(++deals < 20, "South never held a card that calls");
            c.continueAfterDeal();
        } else if (c.stage() == GameController::Stage::Calls) {
            QVERIFY(c.makeCall(takeCall(c.deal())));
        } else if (c.stage() == GameController::Stage::TrickPause) {
            c.gatherTrick();
        } else {
            QVERIFY(c.playCard(c.humanLegalCards().first()));
        }
    }
    QSignalSpy hints(&c, &GameController::hintReady);
    c.requestHint();
    QTRY_COMPARE_WITH_TIMEOUT(hints.count(), 1, 60000);
    const Card card = hints.first().at(1).value<Card>();
    const QString says = cardSayingText(meaningIfPlayed(c.deal(), Seat::South, card, Signals::Direct), Signals::Direct);
    QVERIFY(!says.isEmpty());
    QCOMPARE(hints.first().at(0).toString(), QStringLiteral("Play %1: %2").arg(cardWords(card), says));
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
    // clang-format off
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
    // clang-format on
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
    // clang-format off
    QTest::newRow("coinche: an opening bid promises its trumps") << int(Preset::Coinche) << "90H" << "an opening";
    QTest::newRow("coinche: a first pass promises no opening") << int(Preset::Coinche) << "pass" << "not worth";
    QTest::newRow("classic: a take promises a hand's worth") << int(Preset::Classic) << "take" << "worth more than";
    // clang-format on
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
