// The bidding system (ai/bidding.h, docs/bidding.md): one row a convention, a hand and the
// auction before it, and the call the system makes; the meanings read back from auctions;
// and the inference: after bids by the system, the worlds a Monte Carlo player samples give
// each bidder what its bids promise (every world, for the hard promises).
#include "ai/bidding.h"
#include "ai/heuristicplayer.h"
#include "ai/worlds.h"
#include "testutil.h"

#include <QtTest>

using namespace belote;
using namespace testutil;

namespace {

// A coinche deal dealt by `dealer` in which the seat to act after `calls` holds `mine`; the
// other cards go round the other seats in order (they matter to nobody here).
Deal dealFor(const QString& rulesSpec, Seat dealer, const QString& calls, const QString& mine)
{
    const Rules r = rules(rulesSpec);
    // Who acts after the calls: replay them on a table without cards first.
    Deal probe = Deal::fromHands(r, dealer, {}, std::nullopt);
    if (runCalls(probe, calls) != 0) badRow("illegal calls " + calls);
    const Seat actor = probe.toAct();
    std::array<CardSet, 4> hands{};
    hands[int(actor)] = hand(mine);
    if (hands[int(actor)].size() != 8) badRow("not 8 cards: " + mine);
    int s = (int(actor) + 1) % 4;
    for (Card c : CardSet::all() - hands[int(actor)]) {
        if (hands[s].size() == 8) s = (s + 1) % 4;
        if (s == int(actor)) s = (s + 1) % 4;
        hands[s].insert(c);
    }
    Deal deal = Deal::fromHands(r, dealer, hands, std::nullopt);
    runCalls(deal, calls);
    return deal;
}

// A deal of shuffled cards, before its calls.
Deal shuffled(const Rules& r, Rng& rng, Seat dealer)
{
    std::array<Card, 32> deck{};
    for (int i = 0; i < 32; ++i) deck[i] = Card(i);
    rng.shuffle(deck.begin(), deck.end());
    int n = 0;
    return Deal::fromDeck(r, dealer, deck, DealPattern::patternsFor(r, &n)[0]);
}

QString callWord(const Deal& deal, Call c) { return QString::fromStdString(callName(c, deal.retourneSuit())); }

}  // namespace

class TestBidding : public QObject {
    Q_OBJECT
private slots:
    void systemCall_data();
    void systemCall();
    void meaning_data();
    void meaning();
    void systemCallsKeepTheMeaning();
    void inferenceGivesThePromises();
};

void TestBidding::systemCall_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("calls");  // dealer W: South speaks first
    QTest::addColumn<QString>("hand");   // of the seat to act after the calls
    QTest::addColumn<QString>("expected");

    // Openings: 60 + 10 per step (jack 2, nine 1, ace of trump 1, each trump past the
    // third 1, each side ace 1, belote 1, a void with four trumps 1).
    // clang-format off
    QTest::newRow("opening 80 with the jack and two more trumps") << "coinche" << "" << "JH 8H 7H 9S 8S 9D 8D 7C" << "80H";
    QTest::newRow("opening 80 with the nine and three more trumps") << "coinche" << "" << "9H TH 7H QH 7S 8S 9D 8C" << "80H";
    QTest::newRow("no opening without the jack or the nine") << "coinche" << "" << "AH TH KH 8H AS AD 7C 8C" << "pass";
    QTest::newRow("no opening with the jack second") << "coinche" << "" << "JH 8H AS KS AD KD 7C 8C" << "pass";
    QTest::newRow("never above 80 without the jack (nor declarations)")
        << "coinche annonces=false" << "" << "9H AH TH 8H 7H AS AD AC" << "80H";
    QTest::newRow("opening 90 with the jack and the nine") << "coinche" << "" << "JH 9H 7H 8S 9S 7D 8D 7C" << "90H";
    QTest::newRow("opening 100 with the jack and two side aces") << "coinche" << "" << "JH 8H 7H AS 9S AD 8D 7C" << "100H";
    QTest::newRow("opening 100 with the jack, the nine and a side ace") << "coinche" << "" << "JH 9H 7H AS 9S 8D 7D 7C" << "100H";
    QTest::newRow("each trump past the third is worth 10") << "coinche" << "" << "JH 9H 7H QH 8S 7S 9D 8C" << "100H";
    QTest::newRow("belote is worth 10 in the opening") << "coinche" << "" << "9H KH QH 7S 8S 9D 8D 7C" << "80H";
    QTest::newRow("a void beside four trumps is worth 10") << "coinche" << "" << "JS 8S 7S JD 9D QD 7D 8C" << "110D";

    // Declarations (in a game with them): 10 a 20 points of the hand's best declarations,
    // in the opening (with or without the jack) and in a raise; never in a game without them.
    QTest::newRow("a tierce is worth 10 beside the jack") << "coinche" << "" << "JH 8H 7H AS KS QS 8D 7C" << "100H";
    QTest::newRow("declarations count only where they score")
        << "coinche annonces=false" << "" << "JH 8H 7H AS KS QS 8D 7C" << "90H";
    QTest::newRow("declarations lift a hand without the jack past 80")
        << "coinche" << "" << "9H 7H QH AD KD QD 8S 7C" << "90H";
    QTest::newRow("a carre and three small trumps open on the declaration")
        << "coinche" << "" << "TH 8H 7H TS TD TC 8C 7D" << "110H";
    QTest::newRow("without the jack or the nine, no opening but on declarations")
        << "coinche annonces=false" << "" << "TH 8H 7H TS TD TC 8C 7D" << "pass";
    QTest::newRow("without the jack or declarations, never above 80")
        << "coinche" << "" << "9H 7H QH AS KS 8S 8D 7C" << "80H";
    QTest::newRow("a carre is worth 50 beside the jack (and a fourth trump 10)") << "coinche" << "" << "JH 8H 7H TS TH TD TC 8C" << "140H";
    QTest::newRow("raise +10 for a tierce") << "coinche" << "S:80H E:pass" << "AS KS QS 8D 7D TC 8C 7C" << "100H";

    // Raises of the partner's strain: +10 a side ace, +20 the jack, +10 the nine, +10 belote.
    QTest::newRow("raise +10 for a side ace") << "coinche" << "S:80H E:pass" << "AS 8S 7S 9D QD 7D 8C 7C" << "90H";
    QTest::newRow("raise +20 for the jack of trump") << "coinche" << "S:80H E:pass" << "JH 8S 7S 9D QD 7D 8C 7C" << "100H";
    QTest::newRow("raise +30 for the nine and two aces") << "coinche" << "S:80H E:pass" << "9H AS 7S AD 8D 7D 8C 7C" << "110H";
    QTest::newRow("raise +10 for belote") << "coinche" << "S:80H E:pass" << "KH QH 8S 7S 9D QD 7D 8C" << "90H";
    QTest::newRow("raise over an overcall") << "coinche" << "S:80H E:90S" << "JH AD 8S 7S 8D 7D 8C 7C" << "110H";
    QTest::newRow("no raise that cannot top the overcall") << "coinche" << "S:80H E:110S" << "AD 9H 8S 7S 8D 7D 8C 7C" << "pass";
    QTest::newRow("pass over the partner's bid without support") << "coinche" << "S:80H E:pass" << "KS QS 8S 7S 9D QD 7D 8C" << "pass";
    QTest::newRow("capot when the two hands count 180") << "coinche" << "S:130H E:pass" << "9H KH QH AS AD AC 7S 7D" << "capotH";

    // Overcalls: at the hand's own count, never in the opponents' strain.
    QTest::newRow("overcall at the count's level") << "coinche" << "S:80H" << "JS 9S 8S AD 7H 8D 7C 8C" << "100S";
    QTest::newRow("no overcall below the bid to beat") << "coinche" << "S:80H" << "JS 8S 7S 7H 8H 8D 7C 8C" << "pass";

    // Coinche: defence steps (jack 2, guarded nine 1, three trumps 1, side ace 1, its ten 1)
    // against 6 at 80-90, 5 at 100-110, 4 at 120-130, 3 above; one less when the partner bid.
    QTest::newRow("coinche 80 with the jack, the nine and three side winners")
        << "coinche annonces=false" << "S:80H" << "JH 9H 7H AS TS AD 8C 7C" << "coinche";
    QTest::newRow("with declarations played, a coinche needs two steps more")
        << "coinche" << "S:80H" << "JH 9H 7H AS TS AD 8C 7C" << "pass";
    QTest::newRow("no coinche with two side aces alone") << "coinche" << "S:80H" << "AS AD 8C 7C 8S 9D 7D QC" << "pass";
    QTest::newRow("coinche 130 with the jack and two aces")
        << "coinche annonces=false" << "S:130H" << "JH 7H AS 8S AD 8D 7C 8C" << "coinche";
    QTest::newRow("coinche 130 with declarations played: the jack, the nine and two aces")
        << "coinche" << "S:130H" << "JH 9H 7H AS 8S AD 8D 7C" << "coinche";
    QTest::newRow("surcoinche with 30 to spare") << "coinche" << "S:80H E:coinche" << "JH 9H AS AD 7S 8D 7C 8C" << "surcoinche";
    QTest::newRow("no surcoinche on a bare raise") << "coinche" << "S:80H E:coinche" << "AS 8S 7S 9D 8D 7D 8C 7C" << "pass";

    // Sans Atout and Tout Atout, when the rules allow them.
    QTest::newRow("Sans Atout with three aces and a ten")
        << "coinche sansToutAtout=true" << "" << "AS TS AH AD KD 7C 8C QC" << "110NT";
    QTest::newRow("Tout Atout with two jacks and their nines")
        << "coinche sansToutAtout=true" << "" << "JS 9S JH 9H 7D 8D 7C 8C" << "100AT";
    QTest::newRow("no Sans Atout without the option")
        << "coinche" << "" << "AS TS AH AD KD 7C 9C QC" << "80C";
    // clang-format on
}

void TestBidding::systemCall()
{
    QFETCH(QString, rules);
    QFETCH(QString, calls);
    QFETCH(QString, hand);
    QFETCH(QString, expected);
    const Deal deal = dealFor(rules, Seat::West, calls, hand);
    const Seat me = deal.toAct();
    const Call c = belote::systemCall(deal, me, deal.legalCalls());
    QCOMPARE(callWord(deal, c), expected);
    // The system's call keeps its own meaning, hard and soft.
    QVERIFY2(meaningIfCalled(deal, me, deal.legalCalls(), c).fits(deal.hand(me)),
             describe(meaningIfCalled(deal, me, deal.legalCalls(), c)).c_str());
}

void TestBidding::meaning_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("calls");  // dealer W; the meaning of the last call
    QTest::addColumn<QString>("expected");

    // clang-format off
    QTest::newRow("80 in a suit: the jack or the nine, three trumps, count 2")
        << "coinche annonces=false" << "S:80H" << "opening: the jack or the nine of trump; 3+ trumps; own count in H 2 (80)";
    QTest::newRow("80 in a suit, declarations played: the jack, the nine or declarations")
        << "coinche" << "S:80H" << "opening: the jack or the nine of trump or declarations; 3+ trumps; own count in H 2 (80)";
    QTest::newRow("90 in a suit: the jack")
        << "coinche annonces=false" << "S:90H" << "opening: the jack of trump; 3+ trumps; own count in H 3 (90)";
    QTest::newRow("90 in a suit, declarations played: the jack or declarations")
        << "coinche" << "S:90H" << "opening: the jack of trump or declarations; 3+ trumps; own count in H 3 (90)";
    QTest::newRow("raise +20: two support steps")
        << "coinche" << "S:80H E:pass N:100H"
        << "raise: raises 80 H by 2 support steps (+10 a side ace, belote or 20 of declarations, +20 the jack, +10 the nine)";
    QTest::newRow("pass over the partner's bid: no support, no other strain")
        << "coinche" << "S:80H E:pass N:pass"
        << "pass: own count in S at most 2; own count in D at most 2; own count in C at most 2; support for H 0";
    QTest::newRow("an overcall names the count, as an opening does")
        << "coinche annonces=false" << "S:80H E:90S" << "overcall: the jack of trump; 3+ trumps; own count in S 3 (90)";
    QTest::newRow("coinche: six defence steps") << "coinche annonces=false" << "S:80H E:coinche"
                                                << "coinche: defence against H 6+";
    QTest::newRow("coinche with declarations played: eight") << "coinche" << "S:80H E:coinche"
                                                             << "coinche: defence against H 8+";
    QTest::newRow("coinche after the partner bid: five") << "coinche annonces=false" << "S:80H E:90S N:100H W:coinche"
                                                         << "coinche: defence against H 4+";
    QTest::newRow("coinche after the partner bid, declarations played: seven")
        << "coinche" << "S:80H E:90S N:100H W:coinche" << "coinche: defence against H 6+";
    QTest::newRow("an opening pass: no strain worth 80")
        << "coinche" << "S:pass"
        << "pass: own count in S at most 1; own count in H at most 1; own count in D at most 1; own count in C at most 1";
    QTest::newRow("classic take in round 1") << "classic" << "S:take" << "take: hand worth more than 57 in H";
    // clang-format on
}

void TestBidding::meaning()
{
    QFETCH(QString, rules);
    QFETCH(QString, calls);
    QFETCH(QString, expected);
    const Rules r = testutil::rules(rules);
    std::optional<Card> retourne;
    if (r.isClassic()) retourne = card("7H");
    Deal deal = Deal::fromHands(r, Seat::West, {}, retourne);
    QCOMPARE(runCalls(deal, calls), 0);
    QCOMPARE(QString::fromStdString(describe(meaningOf(deal, deal.callCount() - 1))), expected);
}

// Over random auctions of the heuristic player (which bids by the system), every call's
// meaning as read back from the auction is kept by the caller's hand; and every call the
// system allows keeps its meaning's hard promises.
void TestBidding::systemCallsKeepTheMeaning()
{
    for (const char* preset : {"coinche", "coinche-montpellier", "coinche sansToutAtout=true"}) {
        const Rules r = rules(QString::fromLatin1(preset));
        HeuristicPlayer h;
        Rng rng(7);
        int calls = 0, bids = 0;
        for (int d = 0; d < 300; ++d) {
            Deal deal = shuffled(r, rng, Seat(d % 4));
            while (deal.phase() == Phase::Calls) {
                if (auto o = deal.outOfTurnCoincher()) {
                    if (h.coincheOutOfTurn(deal, *o)) deal.makeCall(*o, Call::coinche());
                    else deal.declineOutOfTurnCoinche();
                    continue;
                }
                const Seat s = deal.toAct();
                const CallList legal = deal.legalCalls();
                for (const Call& c : systemCalls(deal, s, legal))
                    QVERIFY(meaningIfCalled(deal, s, legal, c).keepsHard(deal.hand(s)));
                deal.makeCall(s, h.chooseCall(deal, s, legal));
            }
            for (int i = 0; i < deal.callCount(); ++i) {
                const BidMeaning m = meaningOf(deal, i);
                const CardSet hand = deal.handsBeforePlay()[int(deal.callAt(i).seat)];
                std::string auction = preset;
                for (int k = 0; k <= i; ++k)
                    auction += std::string(" ") + seatLetter(deal.callAt(k).seat) + ":" +
                               callName(deal.callAt(k).call, std::nullopt);
                QVERIFY2(m.fits(hand),
                         qPrintable(QString::fromStdString(describe(m) + " / " + toString(hand) + " / " + auction)));
                ++calls;
                bids += deal.callAt(i).call.kind == Call::Kind::Bid;
            }
        }
        QVERIFY(bids > 100 && calls > bids);
    }
}

// After the heuristic player's auction, the worlds a seat draws (candidates weighted by the
// inference and resampled, as the Monte Carlo player does) give every other seat what its
// calls promised: the hard promises in every world, the soft ones in most.
void TestBidding::inferenceGivesThePromises()
{
    const Rules r = rules("coinche");
    HeuristicPlayer h;
    Rng rng(11);
    int checked = 0, softKept = 0, softAll = 0;
    for (int d = 0; d < 40; ++d) {
        Deal deal = shuffled(r, rng, Seat(d % 4));
        while (deal.phase() == Phase::Calls) {
            const Seat s = deal.toAct();
            deal.makeCall(s, h.chooseCall(deal, s, deal.legalCalls()));
        }
        if (deal.passed()) continue;
        const Seat observer = Seat(d % 4);
        const WorldSampler sampler(observe(deal, observer));
        const Inference inference(deal, observer);
        // 100 worlds, drawn as the Monte Carlo player draws them.
        const auto drawn = drawWeightedWorlds(sampler, inference, rng, 100, ResampleSettings{});
        for (const auto& world : drawn) {
            for (int i = 0; i < deal.callCount(); ++i) {
                const Seat caller = deal.callAt(i).seat;
                if (caller == observer) continue;
                const BidMeaning m = meaningOf(deal, i);
                QVERIFY2(m.keepsHard(world[int(caller)]), describe(m).c_str());
                softKept += m.fits(world[int(caller)], 1);
                ++softAll;
            }
            ++checked;
        }
    }
    QVERIFY(checked >= 2000);
    // The soft promises, within a step, in at least 90% of the worlds (a world is drawn
    // from candidates that fit everything known, and a few calls constrain many counts).
    QVERIFY2(softKept >= 0.9 * softAll, qPrintable(QString("%1 of %2").arg(softKept).arg(softAll)));
}

QTEST_GUILESS_MAIN(TestBidding)
#include "tst_bidding.moc"
