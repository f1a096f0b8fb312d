// Properties of self-played deals: for 10,000 deals of every preset and a few option
// variants, played by random players through whole games, every step is checked against
// the rules and every result against a recount from the cards played:
//   - each card is dealt exactly once; each hand holds 8 cards when play starts;
//   - every call is among legalCalls() and whyIllegalCall() agrees with legalCalls(); every
//     card is among the legal cards, which match the reference rules of testutil.h;
//   - the tricks (8 in all), card points (152, or 248 at scaled Tout Atout), last trick,
//     belote (a side that played king and queen of trump; none at Sans Atout) and
//     declarations recounted from the play match facts(), and result() is scoreDeal() of
//     the recount; trick points sum to 162 (252 on a capot); the outcome fits the totals;
//   - the game's scores are the sum of the deal scores plus the held litige points handed
//     on, and a game ends when a side has won it.
#include "testutil.h"

#include "ai/randomplayer.h"
#include "engine/game.h"
#include "engine/record.h"

#include <QtTest>

using namespace belote;
using namespace testutil;

namespace {

constexpr int kDealsPerRuleSet = 10000;
// One deal in this many also checks whyIllegalCall / whyIllegalCard against every call and
// every card in hand (the slow part).
constexpr int kFullCheckEvery = 10;

// What the deals met, so that a rule set that never reaches a case fails rather than
// passing on nothing.
struct Coverage {
    int played = 0, passed = 0;
    std::array<int, kStrains> strains{};
    std::array<int, 6> outcomes{};  // by Outcome
    int coinches = 0, surcoinches = 0, outOfTurnCoinches = 0;
    int belotes = 0, declarationsScored = 0, heldHandedOn = 0, gamesWon = 0;
};

// Every call that exists, to ask whyIllegalCall about each.
std::vector<Call> everyCall()
{
    std::vector<Call> out{Call::pass(), Call::coinche(), Call::surcoinche()};
    for (int s = 0; s < kStrains; ++s) {
        out.push_back(Call::take(Strain(s)));
        for (int v = 80; v <= 160; v += 10) out.push_back(Call::bid(v, Strain(s)));
        out.push_back(Call::bid(kCapotBid, Strain(s)));
    }
    return out;
}

QString callText(const Deal& d, Call c)
{
    const std::optional<Suit> ret = d.retourne() ? std::optional<Suit>(suitOf(*d.retourne())) : std::nullopt;
    return QString::fromStdString(callName(c, ret));
}

// Plays and checks one deal. Returns what went wrong, or an empty string.
class DealChecker {
public:
    DealChecker(const Rules& rules, Player* const players[4], Coverage& cov)
        : rules_(rules), players_(players), cov_(cov), calls_(everyCall())
    {
    }

    QString play(Deal& deal, bool fullCheck)
    {
        fullCheck_ = fullCheck;
        QString why = checkDealt(deal);
        while (why.isEmpty() && deal.phase() == Phase::Calls) why = nextCall(deal);
        if (!why.isEmpty()) return why;
        if (deal.passed()) {
            ++cov_.passed;
            return deal.result() == passedDealResult() ? QString() : "a passed deal with a result";
        }
        ++cov_.played;
        ++cov_.strains[int(deal.contract()->strain)];
        if (deal.contract()->coinche >= 2) ++cov_.coinches;
        if (deal.contract()->coinche == 4) ++cov_.surcoinches;
        why = checkPlayStart(deal);
        while (why.isEmpty() && deal.phase() == Phase::Play) why = nextCard(deal);
        if (!why.isEmpty()) return why;
        return checkResult(deal);
    }

private:
    static QString checkDealt(const Deal& d)
    {
        CardSet deck;
        for (Card c : *d.deck()) deck.insert(c);
        if (deck != CardSet::all()) return "the deck is not the 32 cards";
        // The cards dealt are the top of the deck, each in one hand.
        const int perSeat = d.rules().isClassic() ? 5 : 8;
        CardSet dealt, top;
        for (int i = 0; i < 4 * perSeat; ++i) top.insert((*d.deck())[i]);
        for (const CardSet& h : d.handsBeforePlay()) {
            if (h.size() != perSeat) return QString("a hand of %1 cards dealt").arg(h.size());
            if (!(dealt & h).empty()) return "a card dealt twice: " + str(dealt & h);
            dealt |= h;
        }
        if (dealt != top) return "the hands are not the top of the deck";
        if (d.rules().isClassic() && (!d.retourne() || *d.retourne() != (*d.deck())[20]))
            return "the retourne is not the 21st card";
        return {};
    }

    QString nextCall(Deal& d)
    {
        const Seat s = d.toAct();
        const CallList legal = d.legalCalls();
        if (fullCheck_) {
            for (const Call& c : calls_) {
                const bool ok = d.whyIllegalCall(s, c).empty();
                if (ok != legal.contains(c))
                    return callText(d, c) + (ok ? " passes whyIllegalCall but is not in legalCalls"
                                                : " is in legalCalls but whyIllegalCall refuses it");
            }
            for (int k = 1; k < 4; ++k)
                if (d.whyIllegalCall(nextSeat(s, k), Call::pass()).empty()) return "a pass out of turn accepted";
        }
        const Call c = players_[int(s)]->chooseCall(d, s, legal);
        if (!legal.contains(c)) return "a call outside legalCalls: " + callText(d, c);
        d.makeCall(s, c);
        if (auto o = d.outOfTurnCoincher()) {
            if (!rules_.coincheOutOfTurn) return "an out-of-turn coinche offered with the option off";
            if (teamOf(*o) == teamOf(d.contract()->taker) || *o == d.toAct())
                return "out-of-turn coinche offered to the wrong seat";
            if (!d.whyIllegalCall(*o, Call::coinche()).empty()) return "the offered out-of-turn coinche is refused";
            if (players_[int(*o)]->coincheOutOfTurn(d, *o)) {
                d.makeCall(*o, Call::coinche());
                ++cov_.outOfTurnCoinches;
                if (d.toAct() != d.contract()->taker) return "after an out-of-turn coinche the bidder is not next";
            }
        }
        return {};
    }

    QString checkPlayStart(const Deal& d)
    {
        CardSet all;
        for (const CardSet& h : d.handsBeforePlay()) {
            if (h.size() != 8) return QString("a hand of %1 cards at the start of play").arg(h.size());
            all |= h;
        }
        if (all != CardSet::all()) return "the hands at the start of play miss " + str(CardSet::all() - all);
        if (d.rules().isClassic() && !d.hand(d.contract()->taker).contains(*d.retourne()))
            return "the taker does not hold the retourne";
        if (d.cardPlay().toPlay() != nextSeat(d.dealer())) return "the dealer's right does not lead";
        return {};
    }

    QString nextCard(Deal& d)
    {
        const Seat s = d.toAct();
        const CardPlay& p = d.cardPlay();
        if (d.declarationPending()) {
            const DeclarationChoices choices = d.declarationChoices();
            const DeclarationSet set = players_[int(s)]->chooseDeclarations(d, s, choices);
            if (!choices.contains(set) || !(set.cards() - d.hand(s)).empty()) return "a declaration not in the choices";
            d.declare(set);
        }
        std::vector<Card> trick;
        for (int i = 0; i < p.cardsInTrick(); ++i) trick.push_back(p.trickCard(i));
        const CardSet hand = d.hand(s), legal = d.legalCards();
        const CardSet ref = setOf(refLegal(listOf(hand), trick, d.contract()->strain, rules_.mustUndertrump));
        if (legal != ref) return "legal cards " + str(legal) + ", the reference says " + str(ref);
        if (fullCheck_)
            for (Card c : hand)
                if (d.whyIllegalCard(c).empty() != legal.contains(c))
                    return "whyIllegalCard disagrees on " + QString::fromStdString(cardName(c));
        const Card c = players_[int(s)]->chooseCard(d, s, legal);
        if (!legal.contains(c)) return "a card outside the legal ones: " + QString::fromStdString(cardName(c));
        d.playCard(c);
        return {};
    }

    // The facts recounted from the cards played, with the reference trick winner and points.
    QString recount(const Deal& d, DealFacts& f) const
    {
        const CardPlay& p = d.cardPlay();
        const Strain st = d.contract()->strain;
        const bool scaled = rules_.toutAtoutPoints == ToutAtoutPoints::Scaled;
        f.contract = *d.contract();
        if (p.playedSet() != CardSet::all()) return "not every card played";
        int leader = int(nextSeat(d.dealer()));
        std::array<Seat, 32> by{};
        for (int t = 0; t < 8; ++t) {
            std::vector<Card> trick;
            for (int i = 0; i < 4; ++i) {
                const int k = t * 4 + i;
                by[k] = nextSeat(Seat(leader), i);
                if (p.playedBy(k) != by[k]) return QString("card %1 played out of turn").arg(k + 1);
                if (!d.handsBeforePlay()[int(by[k])].contains(p.playedCard(k)))
                    return QString("card %1 not from the player's hand").arg(k + 1);
                trick.push_back(p.playedCard(k));
            }
            leader = (leader + refTrickWinner(trick, st)) % 4;
            const int team = int(teamOf(Seat(leader)));
            ++f.tricks[team];
            for (Card c : trick) f.cardPoints[team] += refPoints(c, st, scaled);
            if (t == 7) f.lastTrick = Team(team);
        }
        // Belote: king and queen of a trump suit played by one player.
        for (int su = 0; su < kSuits; ++su) {
            if (!refIsTrump(makeCard(Suit(su), Rank::King), st)) continue;
            const Card king = makeCard(Suit(su), Rank::King), queen = makeCard(Suit(su), Rank::Queen);
            int kingBy = -1, queenBy = -1;
            for (int k = 0; k < 32; ++k) {
                if (p.playedCard(k) == king) kingBy = int(by[k]);
                if (p.playedCard(k) == queen) queenBy = int(by[k]);
            }
            if (kingBy == queenBy) f.belote[int(teamOf(Seat(kingBy)))] += 20;
        }
        // Declarations: the side with the best single declaration scores all of its own.
        std::array<const Declaration*, 2> best{};
        for (int s = 0; s < kSeats; ++s) {
            const DeclarationSet& set = d.declared(Seat(s));
            if (set.empty()) continue;
            if (!rules_.annonces) return "a declaration with annonces off";
            if (!declarationChoices(d.handsBeforePlay()[s], st).contains(set)) return "a declaration not held";
            for (const Declaration& x : set) {
                const Declaration*& b = best[int(teamOf(Seat(s)))];
                if (!b || compareDeclarations(x, *b, st) > 0) b = &x;
            }
        }
        std::optional<Team> winner;
        if (best[0] && best[1]) {
            const int c = compareDeclarations(*best[0], *best[1], st);
            if (c != 0) winner = c > 0 ? Team::NS : Team::EW;
        } else if (best[0] || best[1]) {
            winner = best[0] ? Team::NS : Team::EW;
        }
        if (winner != d.declarationWinner()) return "another declaration winner";
        for (int s = 0; s < kSeats; ++s)
            if (winner && teamOf(Seat(s)) == *winner) f.declarations[int(*winner)] += d.declared(Seat(s)).value(st);
        return {};
    }

    QString checkResult(const Deal& d)
    {
        DealFacts ref;
        if (QString why = recount(d, ref); !why.isEmpty()) return why;
        const DealFacts f = d.facts();
        const Strain st = f.contract.strain;
        const int cardTotal = st == Strain::AllTrump && rules_.toutAtoutPoints == ToutAtoutPoints::Scaled ? 248 : 152;
        if (f.tricks[0] + f.tricks[1] != 8) return "tricks do not sum to 8";
        if (f.cardPoints[0] + f.cardPoints[1] != cardTotal)
            return QString("card points do not sum to %1").arg(cardTotal);
        if (f.tricks != ref.tricks || f.cardPoints != ref.cardPoints || f.lastTrick != ref.lastTrick)
            return "tricks, card points or last trick differ from the recount";
        if (f.belote != ref.belote) return "belote differs from the recount";
        if (st == Strain::NoTrump && (f.belote[0] || f.belote[1])) return "a belote at Sans Atout";
        if (f.declarations != ref.declarations) return "declarations differ from the recount";
        if (!(f.contract == *d.contract())) return "another contract in the facts";
        cov_.belotes += (f.belote[0] + f.belote[1]) / 20;
        if (f.declarations[0] + f.declarations[1] > 0) ++cov_.declarationsScored;

        const DealResult r = d.result();
        if (!(r == scoreDeal(rules_, ref))) return "the result is not scoreDeal of the recount";
        ++cov_.outcomes[int(r.outcome)];
        return checkOutcome(r);
    }

    QString checkOutcome(const DealResult& r) const
    {
        const int t = int(teamOf(r.contract->taker)), dt = t ^ 1;
        const int belote = r.belote[0] + r.belote[1], decl = r.declarations[0] + r.declarations[1];
        const bool capot = r.tricks[t] == 8, capotAgainst = r.tricks[dt] == 8;
        if (r.totals[0] + r.totals[1] - belote - decl != (capot || capotAgainst ? 252 : 162))
            return "trick points do not sum to 162 (252 on a capot)";
        if (r.declarations[0] > 0 && r.declarations[1] > 0) return "both sides score declarations";
        if ((r.outcome == Outcome::Capot) != capot) return "capot iff the takers took all 8 tricks";
        if ((r.outcome == Outcome::CapotAgainst) != capotAgainst) return "capot-against iff the defence took all 8";
        if ((r.outcome == Outcome::Litige) != (r.held > 0)) return "points held iff litige";
        const int T = r.totals[t], D = r.totals[dt], V = r.contract->value;
        if (!capot && !capotAgainst) {
            Outcome expected = Outcome::Down;
            switch (rules_.scoring) {
            case Scoring::Classic: expected = T > D ? Outcome::Made : T < D ? Outcome::Down : Outcome::Litige; break;
            case Scoring::FfbCoinche:
                if (r.contract->capotBid()) expected = Outcome::Down;
                else if (T == D && T >= V && rules_.litige == Litige::Carry) expected = Outcome::Litige;
                else expected = T >= V && T > D ? Outcome::Made : Outcome::Down;
                break;
            case Scoring::Montpellier:
                expected = !r.contract->capotBid() && T - r.declarations[t] >= V ? Outcome::Made : Outcome::Down;
                break;
            }
            if (r.outcome != expected)
                return QString("outcome %1, the totals say %2").arg(outcomeName(r.outcome), outcomeName(expected));
        }
        if (r.outcome != Outcome::Litige && rules_.scoring != Scoring::Montpellier) {
            const int w = int(*r.winner());
            if (r.score[w] <= r.score[w ^ 1]) return "the side that won the deal marks less";
        }
        for (int i = 0; i < 2; ++i) {
            if (r.score[i] < 0) return "a negative score";
            if (rules_.rounding && r.score[i] % 10 != 0) return "a score not rounded";
        }
        if (rules_.rounding && r.held % 10 != 0) return "held points not rounded";
        return {};
    }

    Rules rules_;
    Player* const* players_;
    Coverage& cov_;
    std::vector<Call> calls_;
    bool fullCheck_ = false;
};

// The bookkeeping of a game redone by hand: deal scores plus the held litige points that
// the next played deal hands to its winner.
struct GameTally {
    std::array<int, 2> scores{};
    int held = 0;

    QString add(const Game& game, const DealResult& r, const std::array<int, 2>& added, Coverage& cov)
    {
        std::array<int, 2> expected{};
        if (r.outcome != Outcome::Passed) {
            expected = r.score;
            if (held > 0) {
                expected[int(*r.winner())] += held;
                ++cov.heldHandedOn;
            }
            held = r.held;
        }
        if (added != expected) return "the game added another score";
        for (int i = 0; i < 2; ++i) scores[i] += expected[i];
        if (game.scores() != scores) return "the game's scores are not the sum of the deals";
        if (game.heldPoints() != held) return "the game holds other litige points";
        // The end: a winner at or above the target; no game goes on with one side alone
        // over the target (and not owing a trick).
        const int target = game.rules().target;
        const bool a = scores[0] >= target && !game.needsTrick(Team::NS);
        const bool b = scores[1] >= target && !game.needsTrick(Team::EW);
        if (game.over()) {
            ++cov.gamesWon;
            if (scores[int(*game.winner())] < target) return "a winner below the target";
        } else if (a != b) {
            return "one side is over the target and the game goes on";
        }
        return {};
    }
};

}  // namespace

class TestProperties : public QObject {
    Q_OBJECT

private slots:
    void selfPlayedDeals_data();
    void selfPlayedDeals();
};

void TestProperties::selfPlayedDeals_data()
{
    QTest::addColumn<QString>("rules");
    for (Preset p : kAllPresets) QTest::newRow(presetName(p)) << QString(presetName(p));
    QTest::newRow("classic sansToutAtout") << "classic sansToutAtout=true";
    QTest::newRow("coinche sansToutAtout") << "coinche sansToutAtout=true";
    QTest::newRow("coinche-montpellier sansToutAtout") << "coinche-montpellier sansToutAtout=true";
    QTest::newRow("classic scaled toutAtoutPoints") << "classic sansToutAtout=true toutAtoutPoints=scaled";
    QTest::newRow("coinche scaled toutAtoutPoints") << "coinche sansToutAtout=true toutAtoutPoints=scaled";
    QTest::newRow("classic mustUndertrump off") << "classic mustUndertrump=false";
    QTest::newRow("coinche mustUndertrump on") << "coinche mustUndertrump=true";
    QTest::newRow("coinche coincheOutOfTurn") << "coinche coincheOutOfTurn=true";
    QTest::newRow("coinche litige down") << "coinche litige=down";
}

void TestProperties::selfPlayedDeals()
{
    QFETCH(QString, rules);
    const Rules r = testutil::rules(rules);
    Rng seeds(1789);
    RandomPlayer south(seeds.split()), east(seeds.split()), north(seeds.split()), west(seeds.split());
    Player* const players[4] = {&south, &east, &north, &west};
    Coverage cov;
    DealChecker checker(r, players, cov);
    Game game(r, seeds.split());
    GameTally tally;
    for (int i = 0; i < kDealsPerRuleSet; ++i) {
        if (game.over()) {
            game = Game(r, seeds.split());
            tally = GameTally();
        }
        Deal deal = game.nextDeal();
        QString why = checker.play(deal, i % kFullCheckEvery == 0);
        if (why.isEmpty()) why = tally.add(game, deal.result(), game.finishDeal(deal), cov);
        if (!why.isEmpty())
            QFAIL(qPrintable(
                QString("deal %1: %2\n%3").arg(i).arg(why, QString::fromUtf8(toJsonLine(writeRecord(deal))))));
    }

    qInfo(
        "%d played, %d passed; made %d, down %d, litige %d, capot %d, capot-against %d; "
        "coinche %d, surcoinche %d, out of turn %d; belotes %d, declarations %d; held handed on %d; games %d",
        cov.played, cov.passed, cov.outcomes[int(Outcome::Made)], cov.outcomes[int(Outcome::Down)],
        cov.outcomes[int(Outcome::Litige)], cov.outcomes[int(Outcome::Capot)], cov.outcomes[int(Outcome::CapotAgainst)],
        cov.coinches, cov.surcoinches, cov.outOfTurnCoinches, cov.belotes, cov.declarationsScored, cov.heldHandedOn,
        cov.gamesWon);
    QVERIFY(cov.played > kDealsPerRuleSet / 2);
    QVERIFY(cov.passed > 0);
    QVERIFY(cov.outcomes[int(Outcome::Made)] > 0 && cov.outcomes[int(Outcome::Down)] > 0);
    QVERIFY(cov.belotes > 0);
    QVERIFY(cov.gamesWon > 0);
    QCOMPARE(cov.declarationsScored > 0, r.annonces);
    QCOMPARE(cov.strains[int(Strain::NoTrump)] > 0 && cov.strains[int(Strain::AllTrump)] > 0, r.sansToutAtout);
    if (r.isCoinche()) QVERIFY(cov.coinches > 0 && cov.surcoinches > 0);
    QCOMPARE(cov.outOfTurnCoinches > 0, r.isCoinche() && r.coincheOutOfTurn);
}

QTEST_APPLESS_MAIN(TestProperties)
#include "tst_properties.moc"
