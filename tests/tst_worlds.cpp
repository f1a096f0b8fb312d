// What a seat knows and the worlds drawn from it (ai/worlds.h):
//   - over self-played deals of every preset and a few option variants, at every call and
//     card, for every seat: the true hands fit observe() (nothing the seat really holds is
//     ruled out), every sampled world fits the Knowledge with the seat's own hand exact,
//     the worlds vary, and Inference gives the true world a weight above 0; during the
//     classic taking the same for observeIfTaken() against the hands the deck would give;
//   - the facts one by one on fixed deals: void shown, did not trump, did not overtrump
//     (with and without undertrumping), did not go over in trump, the retourne, shown and
//     unshown declarations, belote announced and not;
//   - the classic taking's worlds of five and of eight cards and their exact counts;
//   - the sampler's world count against brute force, and its uniformity;
//   - the inference's direction: the taker's trumps, passes, bids, a raise, a coinche, the
//     height of a bid, declarations heard; uniform weights when off;
//   - the card play read by the system: a world that breaks a card's promise weighs less
//     than the true one that keeps it, by kCardBroken (hard) or kCardSoft;
//   - resampling: distinct worlds; the Metropolis moves that spread the copies of a
//     contested auction, and leave the weighted worlds as they are (exact, small cases);
//   - the sampling speed.
#include "lookingplayer.h"
#include "testutil.h"

#include "ai/heuristicplayer.h"
#include "ai/randomplayer.h"
#include "ai/worlds.h"

#include <QElapsedTimer>
#include <QtTest>

#include <cmath>
#include <map>
#include <memory>
#include <set>

using namespace belote;
using namespace testutil;

namespace {

using Hands = std::array<CardSet, 4>;

QString seatStr(Seat s) { return QString(QLatin1Char(seatLetter(s))); }

QString handsStr(const Hands& h)
{
    QStringList parts;
    for (int s = 0; s < kSeats; ++s) parts << seatStr(Seat(s)) + ": " + str(h[s]);
    return parts.join(QStringLiteral(" | "));
}

// "S cards | E cards | N cards | W cards", a partition of the 32 cards.
Hands worldOf(const QString& text)
{
    const QStringList parts = text.split(QLatin1Char('|'));
    if (parts.size() != 4) badRow("not four hands: " + text);
    return hands(parts[0], parts[1], parts[2], parts[3]);
}

// Why `hands` does not fit `k`, or empty.
QString misfit(const Knowledge& k, const Hands& h)
{
    if (k.consistent(h)) return {};
    for (int s = 0; s < kSeats; ++s) {
        const QString who = seatStr(Seat(s));
        if (h[s].size() != k.count[s])
            return QString("%1 holds %2 cards, count %3").arg(who).arg(h[s].size()).arg(k.count[s]);
        if (!(k.known[s] - h[s]).empty()) return who + " lacks known " + str(k.known[s] - h[s]);
        if (!(h[s] - k.possible[s]).empty()) return who + " holds impossible " + str(h[s] - k.possible[s]);
    }
    return "hands overlap or hold cards neither hidden nor known";
}

// The hands of eight cards the deck gives if `taker` takes now (Deal::finishCalls).
Hands handsIfTaken(const Deal& d, Seat taker)
{
    Hands h = d.handsBeforePlay();
    int idx = 21;
    for (int k = 1; k <= 4; ++k) {
        const Seat s = nextSeat(d.dealer(), k);
        for (int i = 0; i < (s == taker ? 2 : 3); ++i) h[int(s)].insert((*d.deck())[idx++]);
    }
    h[int(taker)].insert(*d.retourne());
    return h;
}

struct Tally {
    long positions = 0, worlds = 0, ruledOut = 0, knownElsewhere = 0, ifTaken = 0, weighted = 0;
    long exactlyKnown = 0;  // positions with a single world
};

// Checks one seat's view of `deal` (and the classic taking's worlds of eight cards).
QString checkView(const Deal& deal, Seat me, Rng& rng, Tally& tally)
{
    constexpr int kSamples = 8;
    Hands truth{};
    for (int s = 0; s < kSeats; ++s) truth[s] = deal.hand(Seat(s));
    const Knowledge k = observe(deal, me);
    if (QString why = misfit(k, truth); !why.isEmpty()) return "the true hands do not fit: " + why;
    ++tally.positions;
    for (int s = 0; s < kSeats; ++s) {
        if (Seat(s) == me) continue;
        if (!k.known[s].empty() && deal.phase() == Phase::Play) ++tally.knownElsewhere;
        if (k.unknown(Seat(s)) > 0 && !(k.hidden - k.possible[s]).empty()) ++tally.ruledOut;
    }
    WorldSampler sampler(k);
    if (!sampler.feasible() || sampler.worldCount() < 1) return "the sampler finds no world";
    if (sampler.worldCount() == 1) ++tally.exactlyKnown;
    const Inference inference(deal, me);
    const double wTrue = inference.weight(truth);
    if (!(wTrue > 0) || !(wTrue <= 1)) return QString("the true world weighs %1").arg(wTrue);
    ++tally.weighted;
    std::set<std::array<std::uint32_t, 4>> seen;
    for (int i = 0; i < kSamples; ++i) {
        Hands w{};
        if (!sampler.sample(rng, w)) return "sample() failed";
        if (QString why = misfit(k, w); !why.isEmpty())
            return "a sampled world does not fit: " + why + " in " + handsStr(w);
        if (w[int(me)] != truth[int(me)]) return "a sampled world changes the seat's own hand";
        if (i < 2 && !(inference.weight(w) > 0)) return "a sampled world weighs 0";
        seen.insert({w[0].bits(), w[1].bits(), w[2].bits(), w[3].bits()});
        ++tally.worlds;
    }
    // With 20 worlds or more, eight draws all alike would be a 1e-9 chance (uniformity
    // itself is checked by countAndUniformity).
    if (sampler.worldCount() >= 20 && seen.size() < 2)
        return QString("%1 worlds fit, the same one drawn %2 times").arg(sampler.worldCount()).arg(kSamples);

    // The classic taking: the worlds of eight cards if each seat took now.
    if (deal.phase() == Phase::Calls && deal.rules().isClassic() && deal.deck()) {
        for (int t = 0; t < kSeats; ++t) {
            const Knowledge k8 = observeIfTaken(deal, me, Seat(t));
            const Hands truth8 = handsIfTaken(deal, Seat(t));
            if (QString why = misfit(k8, truth8); !why.isEmpty())
                return "if " + seatStr(Seat(t)) + " takes, the true hands do not fit: " + why;
            WorldSampler s8(k8);
            Hands w{};
            if (!s8.sample(rng, w)) return "no world if " + seatStr(Seat(t)) + " takes";
            if (QString why = misfit(k8, w); !why.isEmpty()) return "a world if taken does not fit: " + why;
            if (!(inference.weight(truth8) > 0)) return "the true world if taken weighs 0";
            ++tally.ifTaken;
        }
    }
    return {};
}

std::unique_ptr<Player> makePlayer(const QString& kind, int seat, std::uint64_t seed)
{
    const bool heuristic = kind == QLatin1String("heuristic") || (kind == QLatin1String("mixed") && seat % 2 == 0);
    if (heuristic) return std::make_unique<HeuristicPlayer>();
    if (kind != QLatin1String("random") && kind != QLatin1String("mixed")) badRow("bad players \"" + kind + "\"");
    return std::make_unique<RandomPlayer>(seed);
}

// A deal built from fixed hands (eight cards each, the classic taker's with the retourne),
// its calls made and its cards played.
Deal fixedDeal(const QString& rulesSpec, const QString& dealer, const QString& world, const QString& retourne,
               const QString& calls, const QString& plays)
{
    const Rules r = rules(rulesSpec);
    std::optional<Card> ret;
    if (!retourne.isEmpty()) ret = card(retourne);
    Deal d = Deal::fromHands(r, seat(dealer), worldOf(world), ret);
    std::string why;
    if (runCalls(d, calls, &why) != 0) badRow("call refused: " + QString::fromStdString(why));
    for (Card c : cardList(plays)) {
        if (d.phase() != Phase::Play) badRow("no play phase for " + QString::fromStdString(cardName(c)));
        if (!d.legalCards().contains(c))
            badRow("illegal " + QString::fromStdString(cardName(c) + ": " + d.whyIllegalCard(c)));
        d.playCard(c);
    }
    return d;
}

// Fixtures (seat order S E N W).
// A: classic, hearts, S takes the retourne 7H. E is void in spades, W in clubs; W holds
// belote; E (9C TC JC), N (7S 8S 9S) and W (TS JS QS) hold tierces, W's the best.
const char* kFixtureA =
    "7H JH 9H AS KS 7C 8C TD | 8H TH AC TC 9C JC 8D 9D | AH 7S 8S 9S QC KC AD KD | KH QH TS JS QS 7D JD QD";
// C: classic-no-annonces, hearts, S takes the retourne 7H. E holds no trump and no spade;
// KH (W) and QH (N) are apart.
const char* kFixtureC =
    "7H 8H 9H AS KS QS AC AD | KC QC JC 7C 7D 8D 9D TD | TH QH JH 7S 8S 9S TS 8C | AH KH JS 9C TC JD QD KD";
// D: spades; S holds the retourne AS. E and N are void in hearts; E holds 9S TS, N only
// trumps below the nine (7S 8S KS); W holds JS QS.
const char* kFixtureD =
    "AH TH KH AS AC AD KD QD | 9S TS 7C 8C 9C 7D 8D 9D | 7S 8S KS TC JC QC TD JD | QH JH 9H 8H 7H JS QS KC";

// Worlds for the inference rows: a strong heart hand, a hand of side aces, and two plain
// ones; rows put them in different seats.
const char* kStrongHearts = "JH 9H AH TH 8H QH KH JD";
const char* kAces = "KS KC KD QD AS AC AD 9D";
const char* kPlainA = "7H TS JS QS TC JC QC TD";
const char* kPlainB = "7S 8S 9S 7C 8C 9C 7D 8D";

QString world(const char* s, const char* e, const char* n, const char* w)
{
    return QString("%1 | %2 | %3 | %4").arg(s, e, n, w);
}

double multinomial(std::initializer_list<int> parts)
{
    double r = 1;
    int n = 0;
    for (int k : parts)
        for (int i = 1; i <= k; ++i) r = r * double(++n) / double(i);
    return r;
}

}  // namespace

class TestWorlds : public QObject {
    Q_OBJECT

private slots:
    void selfPlayedViews_data();
    void selfPlayedViews();
    void facts_data();
    void facts();
    void classicTakingWorlds_data();
    void classicTakingWorlds();
    void countAndUniformity_data();
    void countAndUniformity();
    void fallbackSampler();
    void inferenceDirection_data();
    void inferenceDirection();
    void higherBidSaysMore();
    void softFloorFalls_data();
    void softFloorFalls();
    void declarationHeard();
    void inferenceOff();
    void cardPromisesWeigh_data();
    void cardPromisesWeigh();
    void policyReadsASoundPlayer_data();
    void policyReadsASoundPlayer();
    void resamplingKeepsDistinctWorlds();
    void movesSpreadTheCopiesOfAContestedAuction();
    void movesKeepTheFacts_data();
    void movesKeepTheFacts();
    void movesLeaveTheWeightedWorldsAsTheyAre_data();
    void movesLeaveTheWeightedWorldsAsTheyAre();
    void samplingSpeed();
};

// ---------------------------------------------------------------------------------------

void TestWorlds::selfPlayedViews_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("players");
    QTest::addColumn<int>("deals");
    QTest::addColumn<bool>("annonces");  // whether shown declarations must be met

    // clang-format off
    QTest::newRow("classic, random players") << "classic" << "random" << 90 << true;
    QTest::newRow("classic, heuristic players") << "classic" << "heuristic" << 60 << true;
    QTest::newRow("classic-no-annonces, mixed players") << "classic-no-annonces" << "mixed" << 60 << false;
    QTest::newRow("classic, undertrumping off") << "classic mustUndertrump=false" << "random" << 60 << true;
    QTest::newRow("classic, Sans Atout / Tout Atout") << "classic sansToutAtout=true" << "random" << 60 << true;
    QTest::newRow("coinche, random players") << "coinche" << "random" << 70 << true;
    QTest::newRow("coinche, heuristic players") << "coinche" << "heuristic" << 50 << true;
    QTest::newRow("coinche, undertrumping on") << "coinche mustUndertrump=true" << "mixed" << 50 << true;
    QTest::newRow("coinche, Sans Atout / Tout Atout") << "coinche sansToutAtout=true" << "random" << 50 << true;
    QTest::newRow("coinche-montpellier, mixed players") << "coinche-montpellier" << "mixed" << 50 << false;
    // clang-format on
}

void TestWorlds::selfPlayedViews()
{
    QFETCH(QString, rules);
    QFETCH(QString, players);
    QFETCH(int, deals);
    QFETCH(bool, annonces);
    const Rules r = testutil::rules(rules);
    Rng rng(qHash(rules + players));
    std::array<std::unique_ptr<Player>, 4> seats;
    for (int s = 0; s < kSeats; ++s) seats[s] = makePlayer(players, s, rng.split());
    Tally tally;
    int played = 0, declarationsShown = 0;
    for (int n = 0; n < deals; ++n) {
        std::array<Card, 32> deck = orderedDeck();
        rng.shuffle(deck.begin(), deck.end());
        int np = 0;
        const DealPattern* pats = DealPattern::patternsFor(r, &np);
        Deal deal = Deal::fromDeck(r, Seat(rng.below(4)), deck, pats[rng.below(std::uint32_t(np))]);
        auto checkAll = [&]() -> QString {
            for (int s = 0; s < kSeats; ++s)
                if (QString why = checkView(deal, Seat(s), rng, tally); !why.isEmpty())
                    return QString("deal %1, %2 cards played, seat %3: %4")
                        .arg(n)
                        .arg(deal.phase() == Phase::Play ? deal.cardPlay().cardsPlayed() : 0)
                        .arg(seatStr(Seat(s)), why);
            return {};
        };
        while (deal.phase() == Phase::Calls) {
            const QString why = checkAll();
            QVERIFY2(why.isEmpty(), qPrintable(why));
            const Seat s = deal.toAct();
            deal.makeCall(s, seats[int(s)]->chooseCall(deal, s, deal.legalCalls()));
            if (auto o = deal.outOfTurnCoincher(); o && seats[int(*o)]->coincheOutOfTurn(deal, *o))
                deal.makeCall(*o, Call::coinche());
        }
        if (deal.phase() == Phase::Play) ++played;
        bool shown = false;
        while (deal.phase() == Phase::Play) {
            const QString why = checkAll();
            QVERIFY2(why.isEmpty(), qPrintable(why));
            const Seat s = deal.toAct();
            if (deal.declarationPending())
                deal.declare(seats[int(s)]->chooseDeclarations(deal, s, deal.declarationChoices()));
            deal.playCard(seats[int(s)]->chooseCard(deal, s, deal.legalCards()));
            if (!shown && deal.declarationsResolved() && deal.declarationWinner()) {
                shown = true;
                ++declarationsShown;
            }
        }
    }
    // The deals must have met what the checks are about.
    QVERIFY2(played >= deals / 4, qPrintable(QString("only %1 deals played").arg(played)));
    QVERIFY(tally.ruledOut > 0);
    QVERIFY(tally.knownElsewhere > 0);
    QVERIFY(tally.exactlyKnown > 0);
    QCOMPARE(tally.weighted, tally.positions);
    if (annonces) QVERIFY(declarationsShown > 0);
    if (r.isClassic()) QVERIFY(tally.ifTaken > 0);
}

// ---------------------------------------------------------------------------------------

void TestWorlds::facts_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("world");
    QTest::addColumn<QString>("retourne");
    QTest::addColumn<QString>("calls");
    QTest::addColumn<QString>("plays");
    QTest::addColumn<QString>("observer");
    QTest::addColumn<QString>("seat");
    QTest::addColumn<QString>("known");        // in known[seat]
    QTest::addColumn<QString>("notKnown");     // not in known[seat]
    QTest::addColumn<QString>("possible");     // in possible[seat]
    QTest::addColumn<QString>("notPossible");  // not in possible[seat]

    // Dealer W in every fixture: S calls first and leads.
    // clang-format off
    QTest::newRow("retourne in the taker's hand")
        << "classic" << kFixtureA << "7H" << "S:take" << "" << "E" << "S" << "7H" << "" << "7H" << "";
    QTest::newRow("retourne played, no longer known")
        << "classic-no-annonces" << kFixtureC << "7H" << "S:take" << "AS 7C 7S JS 7H" << "N" << "S" << ""
        << "7H" << "" << "7H";
    QTest::newRow("void shown: did not follow")
        << "classic" << kFixtureA << "7H" << "S:take" << "AS 8H 7S TS AC KC 7D" << "S" << "W" << "" << ""
        << "8S 9S AH" << "QC";
    QTest::newRow("partner holds: a discard leaves trumps possible")
        << "classic" << kFixtureA << "7H" << "S:take" << "AS 8H 7S TS AC KC 7D" << "S" << "W" << "" << ""
        << "AH KH QH 8D" << "";
    QTest::newRow("did not trump: no trump")
        << "classic-no-annonces" << kFixtureC << "7H" << "S:take" << "AS 7C" << "N" << "E" << "" << ""
        << "7D TD AD" << "8H 9H KH AH KS QS";
    QTest::newRow("trumped: trumps and the led suit's void")
        << "classic" << kFixtureA << "7H" << "S:take" << "AS 8H" << "N" << "E" << "" << ""
        << "JH 9H TH 7D" << "KS QS JS";
    QTest::newRow("did not overtrump, undertrumping on: no higher trump, lower ones possible")
        << "classic-no-annonces" << kFixtureD << "AS" << "S:take" << "AH 9S 7S" << "E" << "N" << "" << ""
        << "8S KS QS" << "JS AH";
    QTest::newRow("did not overtrump, undertrumping off: no higher trump, lower ones possible")
        << "coinche" << kFixtureD << "" << "S:80S E:pass N:pass W:pass" << "AH 9S TC" << "E" << "N" << "" << ""
        << "7S 8S KS QS" << "JS KH";
    QTest::newRow("trump led, did not go over: no higher trump")
        << "classic-no-annonces" << kFixtureD << "AS" << "S:take" << "AS 9S 8S" << "E" << "N" << "" << ""
        << "7S KS QS" << "JS";
    QTest::newRow("trump led, went over: higher trumps still possible")
        << "classic-no-annonces" << kFixtureD << "AS" << "S:take" << "AS 9S 8S" << "E" << "W" << "" << ""
        << "JS QS 7S" << "";
    QTest::newRow("belote announced: the other card known")
        << "classic" << kFixtureA << "7H" << "S:take" << "AS 8H 7S TS TH AH QH" << "S" << "W" << "KH" << "" << "KH"
        << "";
    QTest::newRow("queen of trump without belote: no king")
        << "classic-no-annonces" << kFixtureC << "7H" << "S:take" << "AS 7C 7S JS 7H 7D QH" << "E" << "N" << ""
        << "KH" << "TH JH" << "KH";
    QTest::newRow("king of trump without belote: no queen")
        << "coinche" << kFixtureD << "" << "S:80S E:pass N:pass W:pass" << "AH 9S 7S 7H TS KS" << "E" << "N" << ""
        << "QS" << "8S" << "QS";
    QTest::newRow("declaration shown once resolved")
        << "classic" << kFixtureA << "7H" << "S:take" << "AS 8H 7S TS AC" << "S" << "W" << "JS QS" << "" << "" << "";
    QTest::newRow("declaration shown: the partner's too")
        << "classic" << kFixtureA << "7H" << "S:take" << "AS 8H 7S TS AC" << "S" << "E" << "9C TC JC" << "" << ""
        << "";
    QTest::newRow("declaration not shown before the resolution")
        << "classic" << kFixtureA << "7H" << "S:take" << "AS 8H 7S TS" << "S" << "W" << "" << "JS QS" << "JS QS"
        << "";
    QTest::newRow("losing side's declaration not shown")
        << "classic" << kFixtureA << "7H" << "S:take" << "AS 8H 7S TS AC" << "E" << "N" << "" << "8S 9S" << "8S 9S"
        << "";
    // clang-format on
}

void TestWorlds::facts()
{
    QFETCH(QString, rules);
    QFETCH(QString, world);
    QFETCH(QString, retourne);
    QFETCH(QString, calls);
    QFETCH(QString, plays);
    QFETCH(QString, observer);
    QFETCH(QString, seat);
    QFETCH(QString, known);
    QFETCH(QString, notKnown);
    QFETCH(QString, possible);
    QFETCH(QString, notPossible);
    const Deal deal = fixedDeal(rules, "W", world, retourne, calls, plays);
    const Knowledge k = observe(deal, testutil::seat(observer));
    const int s = int(testutil::seat(seat));
    Hands truth{};
    for (int i = 0; i < kSeats; ++i) truth[i] = deal.hand(Seat(i));
    QVERIFY2(k.consistent(truth), qPrintable(misfit(k, truth)));
    QCOMPARE(str(k.known[s] & hand(known)), str(hand(known)));
    QCOMPARE(str(k.known[s] & hand(notKnown)), QString());
    QCOMPARE(str(k.possible[s] & hand(possible)), str(hand(possible)));
    QCOMPARE(str(k.possible[s] & hand(notPossible)), QString());
    // The sampler keeps to it.
    WorldSampler sampler(k);
    Rng rng(7);
    for (int i = 0; i < 200; ++i) {
        Hands w{};
        QVERIFY(sampler.sample(rng, w));
        QVERIFY(k.consistent(w));
        QVERIFY((hand(known) - w[s]).empty());
        QVERIFY((w[s] & hand(notPossible)).empty());
    }
}

// ---------------------------------------------------------------------------------------

void TestWorlds::classicTakingWorlds_data()
{
    QTest::addColumn<QString>("observer");
    QTest::addColumn<QString>("taker");  // empty: observe() with five cards a seat
    QTest::addColumn<double>("worlds");

    // 26 cards unseen by the observer (32 - its 5 - the retourne).
    // clang-format off
    QTest::newRow("five cards a seat, the rest in the stock") << "S" << "" << multinomial({5, 5, 5, 11});
    QTest::newRow("an opponent takes") << "S" << "E" << multinomial({3, 7, 8, 8});
    QTest::newRow("the partner takes") << "E" << "W" << multinomial({3, 7, 8, 8});
    QTest::newRow("the observer takes") << "N" << "N" << multinomial({2, 8, 8, 8});
    // clang-format on
}

void TestWorlds::classicTakingWorlds()
{
    QFETCH(QString, observer);
    QFETCH(QString, taker);
    QFETCH(double, worlds);
    std::array<Card, 32> d = orderedDeck();
    Rng shuffle(99);
    shuffle.shuffle(d.begin(), d.end());
    Deal deal = Deal::fromDeck(rules("classic"), Seat::West, d, pattern("3-2"));
    QCOMPARE(runCalls(deal, "S:pass E:pass"), 0);
    const Seat me = seat(observer);
    const Card ret = *deal.retourne();
    Knowledge k;
    Hands truth{};
    if (taker.isEmpty()) {
        k = observe(deal, me);
        truth = deal.handsBeforePlay();
        for (int s = 0; s < kSeats; ++s) QCOMPARE(k.count[s], 5);
    } else {
        const Seat t = seat(taker);
        k = observeIfTaken(deal, me, t);
        truth = handsIfTaken(deal, t);
        for (int s = 0; s < kSeats; ++s) QCOMPARE(k.count[s], 8);
        QVERIFY(k.known[int(t)].contains(ret));
        QCOMPARE(str(k.known[int(me)]), str(deal.hand(me) | (t == me ? CardSet::of(ret) : CardSet())));
        QCOMPARE(k.unknown(me), t == me ? 2 : 3);
    }
    QCOMPARE(k.hidden.size(), 26);
    QVERIFY(!k.hidden.contains(ret));
    QVERIFY2(k.consistent(truth), qPrintable(misfit(k, truth)));
    WorldSampler sampler(k);
    QCOMPARE(sampler.worldCount(), worlds);
    Rng rng(3);
    for (int i = 0; i < 500; ++i) {
        Hands w{};
        QVERIFY(sampler.sample(rng, w));
        QVERIFY2(k.consistent(w), qPrintable(misfit(k, w)));
        QVERIFY((k.known[int(me)] - w[int(me)]).empty());
        if (!taker.isEmpty()) QVERIFY(w[int(seat(taker))].contains(ret));
        else
            for (const CardSet& h : w) QVERIFY(!h.contains(ret));
    }
}

// ---------------------------------------------------------------------------------------

void TestWorlds::countAndUniformity_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<int>("minPlayed");  // cards played at least: small worlds to enumerate

    QTest::newRow("classic, late tricks") << "classic" << 20;
    QTest::newRow("coinche, late tricks") << "coinche" << 20;
    QTest::newRow("classic undertrumping off, late tricks") << "classic mustUndertrump=false" << 22;
    QTest::newRow("classic Sans Atout / Tout Atout, late tricks") << "classic sansToutAtout=true" << 20;
    QTest::newRow("coinche-montpellier, late tricks") << "coinche-montpellier" << 20;
}

void TestWorlds::countAndUniformity()
{
    QFETCH(QString, rules);
    QFETCH(int, minPlayed);
    const Rules r = testutil::rules(rules);
    Rng rng(qHash(rules) + 11);
    RandomPlayer player(rng.split());
    int counted = 0, uniformChecked = 0;
    for (int n = 0; n < 40; ++n) {
        std::array<Card, 32> deck = orderedDeck();
        rng.shuffle(deck.begin(), deck.end());
        int np = 0;
        Deal deal = Deal::fromDeck(r, Seat(n % 4), deck, DealPattern::patternsFor(r, &np)[0]);
        while (deal.phase() == Phase::Calls)
            deal.makeCall(deal.toAct(), player.chooseCall(deal, deal.toAct(), deal.legalCalls()));
        while (deal.phase() == Phase::Play) {
            const Seat me = deal.toAct();
            if (deal.cardPlay().cardsPlayed() >= minPlayed) {
                const Knowledge k = observe(deal, me);
                // Brute force: every way to give each hidden card to one of the other seats.
                std::vector<Card> cards(k.hidden.begin(), k.hidden.end());
                std::vector<int> others;
                for (int s = 0; s < kSeats; ++s)
                    if (Seat(s) != me) others.push_back(s);
                std::vector<int> place(cards.size(), 0);
                std::map<std::array<std::uint32_t, 4>, int> index;
                for (;;) {
                    Hands h = k.known;
                    for (std::size_t i = 0; i < cards.size(); ++i) h[others[place[i]]].insert(cards[i]);
                    if (k.consistent(h))
                        index.emplace(std::array<std::uint32_t, 4>{h[0].bits(), h[1].bits(), h[2].bits(), h[3].bits()},
                                      int(index.size()));
                    std::size_t i = 0;
                    while (i < place.size() && ++place[i] == 3) place[i++] = 0;
                    if (i == place.size()) break;
                }
                WorldSampler sampler(k);
                QCOMPARE(sampler.worldCount(), double(index.size()));
                ++counted;
                // Uniform: draws per world against the expected count (chi-square, loose bound).
                const int worlds = int(index.size());
                if (worlds >= 3 && worlds <= 40 && uniformChecked < 12) {
                    const int draws = 300 * worlds;
                    std::vector<int> hits(std::size_t(worlds), 0);
                    for (int i = 0; i < draws; ++i) {
                        Hands w{};
                        QVERIFY(sampler.sample(rng, w));
                        auto it = index.find({w[0].bits(), w[1].bits(), w[2].bits(), w[3].bits()});
                        QVERIFY(it != index.end());
                        ++hits[std::size_t(it->second)];
                    }
                    double chi2 = 0;
                    for (int h : hits) chi2 += (h - 300.0) * (h - 300.0) / 300.0;
                    const double df = worlds - 1;
                    QVERIFY2(chi2 < df + 6 * std::sqrt(2 * df) + 10,
                             qPrintable(QString("chi-square %1 over %2 worlds").arg(chi2).arg(worlds)));
                    ++uniformChecked;
                }
            }
            deal.playCard(player.chooseCard(deal, me, deal.legalCards()));
        }
    }
    QVERIFY(counted > 100);
    QVERIFY(uniformChecked >= 5);
}

void TestWorlds::fallbackSampler()
{
    // Never met in play: every card with its own set of possible seats, four seats with
    // unknown cards and a stock, too many splits to list. The sampler deals card by card.
    Rng rng(5);
    Hands truth{};
    std::array<Card, 32> deck = orderedDeck();
    rng.shuffle(deck.begin(), deck.end());
    for (int i = 0; i < 24; ++i) truth[i % 4].insert(deck[i]);
    Knowledge k;
    k.hidden = CardSet::all();
    for (int s = 0; s < kSeats; ++s) {
        k.count[s] = 6;
        k.possible[s] = truth[s];
        for (Card c = 0; c < kCards; ++c)
            if (rng.below(100) < 60) k.possible[s].insert(c);
    }
    QVERIFY(k.consistent(truth));
    WorldSampler sampler(k);
    QVERIFY(sampler.feasible());
    QCOMPARE(sampler.worldCount(), -1.0);
    std::set<std::array<std::uint32_t, 4>> seen;
    for (int i = 0; i < 200; ++i) {
        Hands w{};
        QVERIFY(sampler.sample(rng, w));
        QVERIFY2(k.consistent(w), qPrintable(misfit(k, w)));
        seen.insert({w[0].bits(), w[1].bits(), w[2].bits(), w[3].bits()});
    }
    QVERIFY(seen.size() > 150);
}

// ---------------------------------------------------------------------------------------

void TestWorlds::inferenceDirection_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("retourne");
    QTest::addColumn<QString>("calls");
    QTest::addColumn<QString>("observer");
    QTest::addColumn<QString>("likelier");
    QTest::addColumn<QString>("lessLikely");
    QTest::addColumn<double>("minRatio");

    // Dealer W: S calls first.
    // clang-format off
    QTest::newRow("classic: the taker holds trump honours")
        << "classic" << "7H" << "S:pass E:take" << "N"
        << "7S 8S 9S 7C 8C 9C 7D 8D | 7H JH 9H AH TH AS AC AD | TS JS QS TC JC QC TD JD | 8H QH KH KS KC KD QD 9D"
        << "7S 8S 9S 7C 8C 9C 7D 8D | 7H KS KC KD QD AS AC AD | TS JS QS TC JC QC TD JD | JH 9H AH TH 8H QH KH 9D"
        << 1.5;
    QTest::newRow("classic: a round-1 pass, weak in the retourne's suit")
        << "classic" << "7H" << "S:pass E:pass N:take" << "N" << world(kPlainB, kAces, kPlainA, kStrongHearts)
        << world(kPlainB, kStrongHearts, kPlainA, kAces) << 3.0;
    QTest::newRow("classic: round 2, a take in another suit")
        << "classic" << "7S" << "S:pass E:pass N:pass W:pass S:pass E:H" << "N"
        << world(kPlainB, kStrongHearts, kPlainA, kAces) << world(kPlainB, kAces, kPlainA, kStrongHearts) << 1.5;
    QTest::newRow("coinche: a bid, strong in its suit")
        << "coinche" << "" << "S:100H" << "N" << world(kStrongHearts, kPlainB, kPlainA, kAces)
        << world(kAces, kPlainB, kPlainA, kStrongHearts) << 3.0;
    // (kPlainB's two tierces would make a bid of 90 in spades where declarations are played.)
    QTest::newRow("coinche: a pass when a bid was possible")
        << "coinche annonces=false" << "" << "S:pass" << "N" << world(kPlainB, kAces, kPlainA, kStrongHearts)
        << world(kStrongHearts, kAces, kPlainA, kPlainB) << 3.0;
    // By the bidding system (ai/bidding.h) a raise of +20 shows two support steps: the jack
    // of trump (or the nine and an ace...), not a hand of every heart.
    // Without declarations (the hands hold sequences that would count in the raise and the
    // coinche's need; the rows are about the cards the calls promise).
    QTest::newRow("coinche: the partner's raise of 20, the jack")
        << "coinche annonces=false" << "" << "S:80H E:pass N:100H" << "E"
        << world(kPlainB, kAces, "JH 7H TS JS QS TC JC QC", "9H AH TH 8H QH KH JD TD")
        << world(kPlainB, kAces, kPlainA, kStrongHearts) << 3.0;
    QTest::newRow("coinche: a coinche, strong in the contract's strain")
        << "coinche annonces=false" << "" << "S:100H E:coinche" << "N" << world(kPlainA, kStrongHearts, kPlainB, kAces)
        << world(kPlainA, kAces, kPlainB, kStrongHearts) << 1.5;
    QTest::newRow("classic: nobody has called, no information")
        << "classic" << "7H" << "" << "N" << world(kPlainB, kAces, kPlainA, kStrongHearts)
        << world(kPlainB, kStrongHearts, kPlainA, kAces) << 1.0;
    // clang-format on
}

void TestWorlds::inferenceDirection()
{
    QFETCH(QString, rules);
    QFETCH(QString, retourne);
    QFETCH(QString, calls);
    QFETCH(QString, observer);
    QFETCH(QString, likelier);
    QFETCH(QString, lessLikely);
    QFETCH(double, minRatio);
    const Rules r = testutil::rules(rules);
    std::optional<Card> ret;
    if (!retourne.isEmpty()) ret = card(retourne);
    // The calls only matter to the inference: the hands of the table are any.
    Deal deal = Deal::fromHands(r, Seat::West, worldOf(likelier), ret);
    QCOMPARE(runCalls(deal, calls), 0);
    const Inference inf(deal, seat(observer));
    const double a = inf.weight(worldOf(likelier)), b = inf.weight(worldOf(lessLikely));
    QVERIFY(a > 0 && b > 0 && a <= 1 && b <= 1);
    if (minRatio == 1.0) QCOMPARE(a, b);
    else QVERIFY2(a >= minRatio * b, qPrintable(QString("weights %1 and %2").arg(a).arg(b)));
}

void TestWorlds::higherBidSaysMore()
{
    // The strong heart hand against the side aces in the bidder's seat: a bid of 140 tells
    // them apart more than a bid of 80.
    const Hands strong = worldOf(world(kStrongHearts, kPlainB, kPlainA, kAces));
    const Hands weak = worldOf(world(kAces, kPlainB, kPlainA, kStrongHearts));
    double ratio[2] = {};
    const char* calls[2] = {"S:80H", "S:140H"};
    for (int i = 0; i < 2; ++i) {
        Deal deal = Deal::fromHands(rules("coinche"), Seat::West, strong, std::nullopt);
        QCOMPARE(runCalls(deal, calls[i]), 0);
        const Inference inf(deal, Seat::North);
        ratio[i] = inf.weight(strong) / inf.weight(weak);
    }
    QVERIFY2(ratio[1] > 1.5 * ratio[0], qPrintable(QString("ratios %1 and %2").arg(ratio[0]).arg(ratio[1])));
}

// After South's 140 in hearts (a count of 8; no declarations, so the count is the cards'),
// a world weighs South's hand by how far its count is from 8: each step further out weighs
// far less, down to three steps out, past which the floor stops falling (Inference::softFloor).
void TestWorlds::softFloorFalls_data()
{
    QTest::addColumn<QString>("nearer");  // South's hand (the jack kept: a hard promise)
    QTest::addColumn<QString>("farther");
    QTest::addColumn<double>("minRatio");  // weight(nearer) / weight(farther) in [min, max]
    QTest::addColumn<double>("maxRatio");

    // clang-format off
    QTest::newRow("one step out weighs ten times more than three (count 7 and 5)")
        << "JH 9H AH TH AS AD 7C 8C" << "JH 9H AH TH 7S 7D 7C 8C" << 10.0 << 1e9;
    QTest::newRow("one step out weighs more than two (count 7 and 6)")
        << "JH 9H AH TH AS AD 7C 8C" << "JH 9H AH TH AS 7D 7C 8C" << 2.0 << 1e9;
    QTest::newRow("past three steps the floor stops falling (count 3 and 2)")
        << "JH 9H 7H 8S 7S 7D 7C 8C" << "JH 8H 7H 9S 7S 7D 7C 8C" << 0.9 << 1.1;
    // clang-format on
}

void TestWorlds::softFloorFalls()
{
    QFETCH(QString, nearer);
    QFETCH(QString, farther);
    QFETCH(double, minRatio);
    QFETCH(double, maxRatio);
    // South's hand, the other 24 cards to East, North and West in deck order.
    auto worldWith = [](const QString& south) {
        const CardSet s = hand(south);
        Hands h{};
        h[int(Seat::South)] = s;
        const Seat others[3] = {Seat::East, Seat::North, Seat::West};
        int i = 0;
        for (Card c : CardSet::all() - s) h[int(others[i++ / 8])].insert(c);
        return h;
    };
    const Hands a = worldWith(nearer), b = worldWith(farther);
    Deal deal = Deal::fromHands(rules("coinche annonces=false"), Seat::West, a, std::nullopt);
    QCOMPARE(runCalls(deal, "S:140H"), 0);
    const Inference inf(deal, Seat::North);
    const double ratio = inf.weight(a) / inf.weight(b);
    QVERIFY2(ratio >= minRatio && ratio <= maxRatio, qPrintable(QString("ratio %1").arg(ratio)));
}

void TestWorlds::declarationHeard()
{
    // Fixture A after trick 1: N's tierce (7S 8S 9S, N played 7S) was heard, not shown (EW
    // win the declarations). A world where N held no tierce at the start of play is all but
    // ruled out; the other calls and cards are the same in both worlds.
    const Deal deal = fixedDeal("classic", "W", kFixtureA, "7H", "S:take", "AS 8H 7S TS AC");
    const Inference inf(deal, Seat::South);
    Hands truth{};
    for (int s = 0; s < kSeats; ++s) truth[s] = deal.hand(Seat(s));
    Hands noTierce = truth;  // N's 8S for E's 8D: 7S 9S without the 8S
    noTierce[int(Seat::North)] = (noTierce[int(Seat::North)] - hand("8S")) | hand("8D");
    noTierce[int(Seat::East)] = (noTierce[int(Seat::East)] - hand("8D")) | hand("8S");
    const double a = inf.weight(truth), b = inf.weight(noTierce);
    QVERIFY2(a > 0 && b > 0 && a > 100 * b, qPrintable(QString("weights %1 and %2").arg(a).arg(b)));
}

void TestWorlds::inferenceOff()
{
    Deal deal = Deal::fromHands(rules("coinche"), Seat::West, worldOf(world(kStrongHearts, kPlainB, kPlainA, kAces)),
                                std::nullopt);
    QCOMPARE(runCalls(deal, "S:140H E:pass N:pass W:pass"), 0);
    const Hands weak = worldOf(world(kAces, kPlainB, kPlainA, kStrongHearts));
    QCOMPARE(Inference::uniform().weight(weak), 1.0);
    QCOMPARE(Inference(deal, Seat::North, false).weight(weak), 1.0);
    QVERIFY(!Inference::uniform().enabled());
    QVERIFY(Inference(deal, Seat::North).weight(weak) < 1.0);
}

namespace {

// `truth` with the card-play promise `m` broken: a card it holds moved to `other` for one
// of its cards the promise does not name, or a card it lacks brought in the same way.
// False when no such exchange is left (the cards named were played since).
bool breakPromise(const CardMeaning& m, Seat other, Hands* world)
{
    CardSet& mine = (*world)[int(m.seat)];
    CardSet& theirs = (*world)[int(other)];
    const CardSet named = m.holds | m.lacks | m.anyOf;
    for (Card c : m.holds& mine)
        for (Card x : theirs - named) {
            mine.erase(c), theirs.insert(c), theirs.erase(x), mine.insert(x);
            return true;
        }
    for (Card c : m.lacks& theirs)
        for (Card x : mine - named) {
            mine.erase(x), theirs.insert(x), theirs.erase(c), mine.insert(c);
            return true;
        }
    return false;
}

int distinctWorlds(std::vector<Hands> w)
{
    std::sort(w.begin(), w.end(), [](const Hands& a, const Hands& b) {
        for (int s = 0; s < kSeats; ++s)
            if (a[std::size_t(s)].bits() != b[std::size_t(s)].bits())
                return a[std::size_t(s)].bits() < b[std::size_t(s)].bits();
        return false;
    });
    return int(std::unique(w.begin(), w.end()) - w.begin());
}

Deal shuffledDeal(const Rules& r, Seat dealer, std::uint64_t seed)
{
    Rng rng(seed);
    std::array<Card, 32> deck{};
    for (int i = 0; i < 32; ++i) deck[std::size_t(i)] = Card(i);
    rng.shuffle(deck.begin(), deck.end());
    int count = 0;
    return Deal::fromDeck(r, dealer, deck, DealPattern::patternsFor(r, &count)[0]);
}

}  // namespace

// Two bids with hard promises (80H: the jack or the nine, three hearts; 90S: the jack,
// three spades): few candidates keep both, and one batch of 8 a world kept made the 48
// worlds copies of a handful. drawWeightedWorlds draws more until their effective number
// is half the worlds: every world kept keeps the promises, and most are distinct.
void TestWorlds::cardPromisesWeigh_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("agreement");
    QTest::newRow("classic, direct calls") << "classic" << int(Signals::Direct);
    QTest::newRow("coinche, direct calls") << "coinche" << int(Signals::Direct);
    QTest::newRow("coinche, indirect calls") << "coinche" << int(Signals::Indirect);
    QTest::newRow("coinche, no calls (leads, belote)") << "coinche" << int(Signals::None);
}

// Over heuristic self-play by the system: at each card, for every card another seat played
// whose meaning the true hand keeps, the world that breaks it (one card exchanged with a
// third seat) weighs kCardBroken (hard) or kCardSoft (soft) times the true world's, the
// calls' own factors set aside (the same worlds weighed without the card reading).
void TestWorlds::cardPromisesWeigh()
{
    QFETCH(QString, preset);
    QFETCH(int, agreement);
    const Signals a = Signals(agreement);
    const Rules r = rules(preset);
    int hard = 0, soft = 0, brokenByTruth = 0;
    auto look = [&](const Deal& deal, Seat me) {
        const Hands truth = deal.cardPlay().hands();
        const Inference reading(deal, me, true, a), plain(deal, me, true, std::nullopt);
        auto cardFactor = [&](const Hands& w) { return reading.weight(w) / plain.weight(w); };
        const double truthFactor = cardFactor(truth);
        const std::vector<CardMeaning> meanings = cardMeanings(deal, a);
        // Where the true hands break a reading (a heuristic card the system does not make,
        // told below), a world with a card exchanged may keep it, and weigh more: such
        // positions are left out.
        for (const CardMeaning& m : meanings)
            if (!m.saysNothing() && m.seat != me && !m.keeps(truth[int(m.seat)] | playedFrom(deal, m))) {
                ++brokenByTruth;
                return;
            }
        for (const CardMeaning& m : meanings) {
            if (m.saysNothing() || m.seat == me) continue;
            Hands broken = truth;
            const Seat other =
                Seat((int(m.seat) + 1) % 4) == me ? Seat((int(m.seat) + 2) % 4) : Seat((int(m.seat) + 1) % 4);
            if (!breakPromise(m, other, &broken)) continue;
            const double ratio = cardFactor(broken) / truthFactor;
            const double most = m.hard ? Inference::kCardBroken : Inference::kCardSoft;
            QVERIFY2(ratio <= most * 1.0001,
                     qPrintable(QString("%1 by %2: ratio %3")
                                    .arg(QString::fromStdString(describe(m, a)), seatStr(m.seat))
                                    .arg(ratio)));
            ++(m.hard ? hard : soft);
        }
    };
    lookAtSelfPlay(r, a, 80, look);
    qInfo("%d hard and %d soft promises broken and weighed; %d readings the true hand did not keep", hard, soft,
          brokenByTruth);
    QVERIFY(hard + soft > 5);
}

void TestWorlds::policyReadsASoundPlayer_data() { cardPromisesWeigh_data(); }

// The policy reading's model is the heuristic level: over its own self-play the true world
// weighs 1 at every card (each card played is the model's), and the worlds drawn without
// the reading weigh less on average once cards were played; the time a world takes is told.
void TestWorlds::policyReadsASoundPlayer()
{
    QFETCH(QString, preset);
    QFETCH(int, agreement);
    const Signals a = Signals(agreement);
    Rng rng(5);
    double sum = 0;
    int worlds = 0;
    QElapsedTimer clock;
    qint64 ns = 0;
    auto look = [&](const Deal& deal, Seat me) {
        if (deal.cardPlay().cardsPlayed() < 4) return;
        const PolicyReading reading(deal, me, a);
        QCOMPARE(reading.weight(deal.cardPlay().hands()), 1.0);
        const WorldSampler sampler(observe(deal, me));
        Hands w{};
        for (int i = 0; i < 10; ++i) {
            QVERIFY(sampler.sample(rng, w));
            clock.start();
            const double v = reading.weight(w);
            ns += clock.nsecsElapsed();
            QVERIFY(v > 0 && v <= 1);
            sum += v, ++worlds;
        }
    };
    lookAtSelfPlay(rules(preset), a, 10, look);
    qInfo("%d worlds: mean weight %.3f, %.1f us a world", worlds, sum / worlds, double(ns) / 1000 / worlds);
    QVERIFY(worlds > 100);
    QVERIFY(sum / worlds < 0.8);
}

void TestWorlds::resamplingKeepsDistinctWorlds()
{
    const Rules r = testutil::rules("coinche");
    const int n = 48;
    int deals = 0, distinctMore = 0, distinctOneBatch = 0;
    for (std::uint64_t seed = 1; deals < 12; ++seed) {
        Deal deal = shuffledDeal(r, Seat::West, seed);
        const CardSet mine = deal.hand(Seat::East);
        // East sees the auction; skip the deals where East holds what the bids promise.
        if (mine.contains(card("JH")) || mine.contains(card("9H")) || mine.contains(card("JS"))) continue;
        QCOMPARE(runCalls(deal, "S:80H E:pass N:pass W:90S"), 0);
        ++deals;
        const WorldSampler sampler(observe(deal, Seat::East));
        const Inference inference(deal, Seat::East);
        const BidMeaning south = meaningOf(deal, 0), west = meaningOf(deal, 3);
        Rng drawRng(seed), oneBatchRng(seed);
        const auto worlds = drawWeightedWorlds(sampler, inference, drawRng, n, {});
        const auto oneBatch = drawWeightedWorlds(sampler, inference, oneBatchRng, n, {8, 0.5, 1, 0});
        QCOMPARE(int(worlds.size()), n);
        for (const auto& w : worlds) {
            QVERIFY(south.keepsHard(w[int(Seat::South)]));
            QVERIFY(west.keepsHard(w[int(Seat::West)]));
        }
        const int d = distinctWorlds(worlds);
        QVERIFY2(d >= n / 3, qPrintable(QStringLiteral("seed %1: %2 distinct worlds of %3").arg(seed).arg(d).arg(n)));
        distinctMore += d;
        distinctOneBatch += distinctWorlds(oneBatch);
    }
    qInfo("distinct worlds of 48, mean over %d deals: %.1f drawn until the effective number is 24, %.1f from one batch",
          deals, double(distinctMore) / deals, double(distinctOneBatch) / deals);
    QVERIFY(distinctMore > distinctOneBatch);
}

// Four bids with hard promises and passes with counts (80H, 90D, 110S, the passes between):
// one candidate in thousands keeps them all, and 64 candidates a world left East's 48
// worlds a copy of one or two (a capot in spades was bid on such a copy). The moves make
// them distinct, every one keeping the promises.
void TestWorlds::movesSpreadTheCopiesOfAContestedAuction()
{
    const Rules r = testutil::rules("coinche");
    const int n = 48;
    int deals = 0, copies = 0, moved = 0, fewestMoved = n;
    for (std::uint64_t seed = 1; deals < 10; ++seed) {
        Deal deal = shuffledDeal(r, Seat::South, seed);
        const CardSet mine = deal.hand(Seat::East);
        // East sees the auction; skip the deals where East holds what the bids promise (a
        // promised jack, or so many of a bid suit that three are left for the bidder only by
        // chance: the worlds may then rightly let a bidder have left the system).
        if (mine.contains(card("JH")) || mine.contains(card("JD")) || mine.contains(card("JS"))) continue;
        if ((mine & hand("7H 8H 9H TH QH KH AH")).size() > 2 || (mine & hand("7D 8D 9D TD QD KD AD")).size() > 2 ||
            (mine & hand("7S 8S 9S TS QS KS AS")).size() > 2)
            continue;
        QCOMPARE(runCalls(deal, "E:pass N:pass W:80H S:90D E:pass N:pass W:110S S:pass"), 0);
        ++deals;
        const WorldSampler sampler(observe(deal, Seat::East));
        const Inference inference(deal, Seat::East);
        Rng still(seed), moving(seed);
        const auto unmoved = drawWeightedWorlds(sampler, inference, still, n, {8, 0.5, 64, 0});
        const auto worlds = drawWeightedWorlds(sampler, inference, moving, n, {});
        for (int i = 0; i < deal.callCount(); ++i) {
            const Seat s = deal.callAt(i).seat;
            if (s == Seat::East) continue;
            const BidMeaning m = meaningOf(deal, i);
            for (const Hands& w : worlds)
                QVERIFY2(m.keepsHard(w[int(s)]),
                         qPrintable(QStringLiteral("seed %1, call %2: %3").arg(seed).arg(i + 1).arg(handsStr(w))));
        }
        copies += distinctWorlds(unmoved);
        const int d = distinctWorlds(worlds);
        moved += d;
        fewestMoved = std::min(fewestMoved, d);
    }
    qInfo("distinct worlds of 48, mean over %d deals: %.1f without the moves, %.1f with (fewest %d)", deals,
          double(copies) / deals, double(moved) / deals, fewestMoved);
    QVERIFY2(fewestMoved >= n / 2, qPrintable(QStringLiteral("%1 distinct worlds").arg(fewestMoved)));
    QVERIFY(moved > 2 * copies);
}

void TestWorlds::movesKeepTheFacts_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("calls");
    QTest::addColumn<int>("cardsPlayed");
    QTest::addColumn<bool>("ifTaken");  // the classic taking: the worlds if North takes now
    // clang-format off
    QTest::newRow("classic taking: five cards a seat and the stock") << "classic" << "W:pass S:pass E:pass" << 0 << true;
    QTest::newRow("coinche: voids and trumps shown over three tricks")
        << "coinche" << "W:80S S:pass E:90H N:pass W:100S S:pass E:pass N:pass" << 12 << false;
    QTest::newRow("classic: the retourne with the taker, two tricks played")
        << "classic" << "W:take" << 8 << false;
    // clang-format on
}

// The moves pass cards only where the facts let them go (voids, known cards, the stock of
// the classic taking): every world drawn with the moves fits what North knows.
void TestWorlds::movesKeepTheFacts()
{
    QFETCH(QString, preset);
    QFETCH(QString, calls);
    QFETCH(int, cardsPlayed);
    QFETCH(bool, ifTaken);
    const Rules r = testutil::rules(preset);
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Deal deal = shuffledDeal(r, Seat::North, seed);
        std::string why;
        QVERIFY2(runCalls(deal, calls, &why) == 0, why.c_str());
        for (int i = 0; i < cardsPlayed; ++i) deal.playCard(deal.legalCards().first());
        const Knowledge k = ifTaken ? observeIfTaken(deal, Seat::North, Seat::North) : observe(deal, Seat::North);
        const WorldSampler sampler(k);
        const Inference inference(deal, Seat::North);
        Rng rng(seed);
        const auto worlds = drawWeightedWorlds(sampler, inference, rng, 24, {1, 1.0, 1, 300});
        for (const Hands& w : worlds) QVERIFY2(misfit(k, w).isEmpty(), qPrintable(misfit(k, w) + ": " + handsStr(w)));
    }
}

void TestWorlds::movesLeaveTheWeightedWorldsAsTheyAre_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("calls");
    QTest::addColumn<int>("cardsPlayed");
    QTest::addColumn<int>("seed");
    // clang-format off
    QTest::newRow("coinche: bids with hard promises and counts, six tricks played")
        << "coinche" << "W:pass S:pass E:80H N:90S W:pass S:pass E:100H N:pass W:pass S:pass" << 24 << 7;
    QTest::newRow("coinche: a Sans Atout opening, six tricks played")
        << "coinche sansToutAtout=true" << "W:pass S:pass E:90NT N:pass W:pass S:pass" << 24 << 7;
    QTest::newRow("coinche-montpellier: an opening, an overcall and a rebid, six tricks played")
        << "coinche-montpellier" << "W:80C S:90H E:pass N:pass W:100C S:pass E:pass N:pass" << 24 << 8;
    // clang-format on
}

// Worlds few enough to list every one (six tricks played, North looking): the share
// of each among the worlds drawn with the moves against its exact weighted share. One
// candidate a world, so the moves always run; the rows are chosen so that the calls make
// the weights unequal (the exact shares far from uniform).
void TestWorlds::movesLeaveTheWeightedWorldsAsTheyAre()
{
    QFETCH(QString, preset);
    QFETCH(QString, calls);
    QFETCH(int, cardsPlayed);
    QFETCH(int, seed);
    const Rules r = testutil::rules(preset);
    Deal deal = shuffledDeal(r, Seat::North, std::uint64_t(seed));
    std::string why;
    QVERIFY2(runCalls(deal, calls, &why) == 0, why.c_str());
    QCOMPARE(deal.phase(), Phase::Play);
    for (int i = 0; i < cardsPlayed; ++i) deal.playCard(deal.legalCards().first());
    const WorldSampler sampler(observe(deal, Seat::North));
    const Inference inference(deal, Seat::North);
    // Every world, with its weight: drawn until as many distinct as the sampler counts.
    std::map<std::array<std::uint32_t, 4>, double> exact;
    auto key = [](const Hands& h) {
        return std::array<std::uint32_t, 4>{std::uint32_t(h[0].bits()), std::uint32_t(h[1].bits()),
                                            std::uint32_t(h[2].bits()), std::uint32_t(h[3].bits())};
    };
    Rng rng{std::uint64_t(seed)};
    Hands h;
    for (int i = 0; i < 200000 && double(exact.size()) < sampler.worldCount(); ++i) {
        QVERIFY(sampler.sample(rng, h));
        exact.emplace(key(h), inference.weight(h));
    }
    QCOMPARE(double(exact.size()), sampler.worldCount());
    double total = 0;
    for (const auto& [k, w] : exact) total += w;
    std::map<std::array<std::uint32_t, 4>, double> drawn;
    const int n = 16, draws = 400;
    for (int i = 0; i < draws; ++i)
        for (const Hands& w : drawWeightedWorlds(sampler, inference, rng, n, {1, 1.0, 1, 300}))
            drawn[key(w)] += 1.0 / (n * draws);
    // As far as as many worlds drawn independently from the exact shares would be: the noise.
    std::map<std::array<std::uint32_t, 4>, double> independent;
    for (int i = 0; i < n * draws; ++i) {
        double u = total * (double(rng.next() >> 11) * 0x1.0p-53);
        auto it = exact.begin();
        while (std::next(it) != exact.end() && (u -= it->second) > 0) ++it;
        independent[it->first] += 1.0 / (n * draws);
    }
    double apart = 0, apartUniform = 0, noise = 0;  // total variation distances from the exact shares
    for (const auto& [k, w] : exact) {
        apart += std::abs(drawn[k] - w / total) / 2;
        apartUniform += std::abs(1.0 / double(exact.size()) - w / total) / 2;
        noise += std::abs(independent[k] - w / total) / 2;
    }
    qInfo("%zu worlds: the drawn shares %.3f from the exact ones (independent draws: %.3f; uniform shares: %.3f)",
          exact.size(), apart, noise, apartUniform);
    QVERIFY2(apartUniform > 0.25, "the calls hardly weigh the worlds: the row tells nothing");
    QVERIFY2(apart < 0.08, qPrintable(QStringLiteral("total variation %1").arg(apart)));
}

void TestWorlds::samplingSpeed()
{
    const double rate = worldsPerSecond(0.3);
    qInfo("worlds per second: %.0f", rate);
    QVERIFY2(rate > 0, "no world drawn");  // the speed itself is a benchmark: rebelote-cli bench
}

QTEST_GUILESS_MAIN(TestWorlds)
#include "tst_worlds.moc"
