#include "engine/scoring.h"

#include <cassert>

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

void MarkFormula::add(MarkTerm::Kind kind, int value, int factor, std::optional<int> unrounded)
{
    // Nothing of declarations or belote: no term, as a person writes it.
    if (value == 0 && (kind == MarkTerm::Kind::Declarations || kind == MarkTerm::Kind::Belote)) return;
    assert(count < int(terms.size()));
    terms[std::size_t(count++)] = MarkTerm{kind, value, factor, unrounded.value_or(value)};
}

int MarkFormula::product() const
{
    int sum = 0;
    for (int i = 0; i < count; ++i) sum += terms[std::size_t(i)].value;
    return sum * times;
}

int MarkFormula::marks() const { return rounded ? roundToTen(product()) : product(); }

DealResult scoreDeal(const Rules& rules, const DealFacts& f, std::array<MarkFormula, 2>* formulas)
{
    using K = MarkTerm::Kind;
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
    std::array<MarkFormula, 2> mk;
    auto& tk = mk[std::size_t(s.t)];
    auto& df = mk[std::size_t(s.d)];
    // The side that wins the deal's points (`base`, with every declaration) and the other,
    // each with its own belote.
    auto winnerLoser = [&](int w, K kind, int base) {
        mk[std::size_t(w)].add(kind, base);
        mk[std::size_t(w)].add(K::Declarations, allDecl);
        mk[std::size_t(w)].add(K::Belote, f.belote[w]);
        mk[std::size_t(w ^ 1)].add(K::Belote, f.belote[w ^ 1]);
    };

    auto outcomeOf = [&](bool made) {
        if (takersCapot) return Outcome::Capot;
        if (defenceCapot) return Outcome::CapotAgainst;
        return made ? Outcome::Made : Outcome::Down;
    };

    switch (rules.scoring) {
    case Scoring::Classic:
        if (takersCapot) {
            winnerLoser(s.t, K::Capot, 252);
        } else if (defenceCapot) {
            winnerLoser(s.d, K::Capot, 252);
        } else if (T > D) {
            tk.add(K::Total, T);
            df.add(K::Total, D);
        } else if (T < D) {
            winnerLoser(s.d, K::Deal, 162);
        } else {
            df.add(K::Total, D);
            r.held = T;
        }
        r.outcome = (!takersCapot && !defenceCapot && T == D) ? Outcome::Litige : outcomeOf(T > D);
        break;

    case Scoring::FfbCoinche: {
        const bool litige = !takersCapot && !f.contract.capotBid() && T == D && T >= V && rules.litige == Litige::Carry;
        const bool made = takersCapot || (!f.contract.capotBid() && T >= V && T > D);
        if (litige) {
            df.add(K::Total, D);
            r.held = T;
            r.outcome = Outcome::Litige;
            break;
        }
        r.outcome = outcomeOf(made);
        if (made && m == 1 && takersCapot) {
            // On a capot the defence's declarations go to the takers.
            tk.add(K::Points, pts[s.t]);
            winnerLoser(s.t, K::Contract, V);
        } else if (made && m == 1) {
            tk.add(K::Total, T);
            tk.add(K::Contract, V);
            df.add(K::Total, D);
        } else {
            const int w = made ? s.t : s.d;
            winnerLoser(w, made && takersCapot ? K::Capot : K::Deal, made && takersCapot ? 250 : 160);
            mk[std::size_t(w)].add(K::Contract, V);
            mk[std::size_t(w)].times = m;
        }
        break;
    }

    case Scoring::Montpellier: {
        const int P = pts[s.t], Pd = pts[s.d];
        auto round = [&](int x) { return rules.rounding ? roundToTen(x) : x; };
        const bool made = f.contract.capotBid() ? takersCapot : P + f.belote[s.t] >= V;
        r.outcome = outcomeOf(made);
        const int w = made ? s.t : s.d;
        const bool capot = f.contract.capotBid() ? made : made && takersCapot;
        if (capot || m > 1 || f.contract.capotBid() || !made) {
            // 250 (a capot) or 160, and m·V, to the winner; the other its belote.
            mk[std::size_t(w)].add(capot ? K::Capot : K::Deal, capot ? 250 : 160);
            mk[std::size_t(w)].add(K::Contract, m * V, m);
            mk[std::size_t(w)].add(K::Belote, f.belote[w]);
            mk[std::size_t(w ^ 1)].add(K::Belote, f.belote[w ^ 1]);
        } else {
            tk.add(K::Points, round(P), 1, P);
            tk.add(K::Contract, V);
            tk.add(K::Belote, f.belote[s.t]);
            df.add(K::Points, round(Pd), 1, Pd);
            df.add(K::Belote, f.belote[s.d]);
        }
        break;  // rounding applies to the points above only
    }
    }

    if (rules.rounding && rules.scoring != Scoring::Montpellier) {
        for (MarkFormula& x : mk) x.rounded = true;
        r.held = roundToTen(r.held);
    }
    for (int i = 0; i < 2; ++i) r.score[std::size_t(i)] = mk[std::size_t(i)].marks();
    if (formulas) *formulas = mk;
    return r;
}

std::array<MarkFormula, 2> markFormulas(const Rules& rules, const DealResult& result)
{
    std::array<MarkFormula, 2> out;
    if (!result.contract) return out;
    DealFacts f;
    f.contract = *result.contract;
    f.tricks = result.tricks;
    f.cardPoints = result.cardPoints;
    f.lastTrick = result.lastTrick.value_or(Team::NS);
    f.belote = result.belote;
    f.declarations = result.declarations;
    scoreDeal(rules, f, &out);
    return out;
}

}  // namespace belote
