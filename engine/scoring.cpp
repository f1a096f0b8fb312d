#include "engine/scoring.h"

namespace belote {

namespace {

constexpr const char* kOutcomeNames[] = {"made", "down", "litige", "capot", "capot-against", "passed"};

struct Sides {
    int t, d;  // team indexes of the takers and the defence
};

}  // namespace

const char* outcomeName(Outcome o) { return kOutcomeNames[int(o)]; }

std::optional<Outcome> parseOutcome(std::string_view s)
{
    for (int i = 0; i < 6; ++i)
        if (s == kOutcomeNames[i]) return Outcome(i);
    return std::nullopt;
}

std::optional<Team> DealResult::winner() const
{
    if (!contract) return std::nullopt;
    const Team takers = teamOf(contract->taker);
    if (outcome == Outcome::Made || outcome == Outcome::Capot) return takers;
    return otherTeam(takers);
}

int trickPoints(const Rules& rules, const DealFacts& f, Team team)
{
    const int i = int(team);
    const bool capot = f.tricks[i] == 8;
    if (f.tricks[i ^ 1] == 8) return 0;
    const bool scaled = f.contract.strain == Strain::AllTrump && rules.toutAtoutPoints == ToutAtoutPoints::Scaled;
    if (capot) return scaled ? 252 : f.cardPoints[i] + 100;
    const int raw = f.cardPoints[i] + (f.lastTrick == team ? 10 : 0);
    // 162/258: each side rounded to the nearest point; 258 = 2 * 129 is never split at .5.
    return scaled ? (raw * 162 * 2 + 258) / (2 * 258) : raw;
}

DealResult passedDealResult() { return DealResult{}; }

DealResult scoreDeal(const Rules& rules, const DealFacts& f)
{
    DealResult r;
    r.contract = f.contract;
    r.tricks = f.tricks;
    r.cardPoints = f.cardPoints;
    r.lastTrick = f.lastTrick;
    r.belote = f.belote;
    r.declarations = f.declarations;

    const Sides s{int(teamOf(f.contract.taker)), int(teamOf(f.contract.taker)) ^ 1};
    std::array<int, 2> pts{trickPoints(rules, f, Team(0)), trickPoints(rules, f, Team(1))};
    for (int i = 0; i < 2; ++i) r.totals[i] = pts[i] + f.belote[i] + f.declarations[i];
    const int T = r.totals[s.t], D = r.totals[s.d];
    const int allDecl = f.declarations[0] + f.declarations[1];
    const bool takersCapot = f.tricks[s.t] == 8;
    const bool defenceCapot = f.tricks[s.d] == 8;
    const int V = f.contract.value;
    const int m = f.contract.coinche;
    auto& score = r.score;

    auto outcomeOf = [&](bool made) {
        if (takersCapot) return Outcome::Capot;
        if (defenceCapot) return Outcome::CapotAgainst;
        return made ? Outcome::Made : Outcome::Down;
    };

    switch (rules.scoring) {
    case Scoring::Classic:
        if (takersCapot) {
            score[s.t] = 252 + allDecl + f.belote[s.t];
            score[s.d] = f.belote[s.d];
        } else if (defenceCapot) {
            score[s.d] = 252 + allDecl + f.belote[s.d];
            score[s.t] = f.belote[s.t];
        } else if (T > D) {
            score[s.t] = T;
            score[s.d] = D;
        } else if (T < D) {
            score[s.t] = f.belote[s.t];
            score[s.d] = 162 + allDecl + f.belote[s.d];
        } else {
            score[s.d] = D;
            r.held = T;
        }
        r.outcome = (!takersCapot && !defenceCapot && T == D) ? Outcome::Litige : outcomeOf(T > D);
        break;

    case Scoring::FfbCoinche: {
        const bool litige = !takersCapot && !f.contract.capotBid() && T == D && T >= V && rules.litige == Litige::Carry;
        const bool made = takersCapot || (!f.contract.capotBid() && T >= V && T > D);
        if (litige) {
            score[s.d] = D;
            r.held = T;
            r.outcome = Outcome::Litige;
            break;
        }
        r.outcome = outcomeOf(made);
        if (made) {
            if (m == 1) {
                // On a capot the defence's declarations go to the takers.
                score[s.t] = (takersCapot ? pts[s.t] + f.belote[s.t] + allDecl : T) + V;
                score[s.d] = takersCapot ? f.belote[s.d] : D;
            } else {
                score[s.t] = ((takersCapot ? 250 : 160) + allDecl + f.belote[s.t] + V) * m;
                score[s.d] = f.belote[s.d];
            }
        } else {
            score[s.t] = f.belote[s.t];
            score[s.d] = (160 + allDecl + f.belote[s.d] + V) * m;
        }
        break;
    }

    case Scoring::Montpellier: {
        const int P = pts[s.t], Pd = pts[s.d];
        const int bt = f.belote[s.t], bd = f.belote[s.d];
        auto round = [&](int x) { return rules.rounding ? roundToTen(x) : x; };
        if (f.contract.capotBid()) {
            const bool made = takersCapot;
            score[s.t] = made ? 250 + m * kCapotBid + bt : bt;
            score[s.d] = made ? bd : 160 + m * kCapotBid + bd;
            r.outcome = outcomeOf(made);
            break;
        }
        const bool made = P + bt >= V;
        r.outcome = outcomeOf(made);
        if (made && takersCapot) {
            score[s.t] = 250 + m * V + bt;
            score[s.d] = bd;
        } else if (m == 1) {
            score[s.t] = made ? round(P) + V + bt : bt;
            score[s.d] = made ? round(Pd) + bd : 160 + V + bd;
        } else {
            const int w = made ? s.t : s.d, l = made ? s.d : s.t;
            score[w] = 160 + m * V + f.belote[w];
            score[l] = f.belote[l];
        }
        return r;  // rounding applies to the points above only
    }
    }

    if (rules.rounding) {
        for (int& x : score) x = roundToTen(x);
        r.held = roundToTen(r.held);
    }
    return r;
}

}  // namespace belote
