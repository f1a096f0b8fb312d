#include "ai/worldscore.h"

#include <algorithm>
#include <bit>

namespace belote {

namespace {

int beloteOf(CardSet hand, Strain strain) { return 20 * popcount32(beloteSuits(hand, strain)); }

// Which side's declarations count, and what they are worth, from each seat's declared set.
std::array<int, 2> resolveDeclarations(const std::array<DeclarationSet, 4>& sets, Strain strain)
{
    std::array<int, 2> out{};
    if (const std::optional<Team> winner = declarationWinner(sets, strain))
        for (int s = 0; s < kSeats; ++s)
            if (teamOf(Seat(s)) == *winner) out[int(*winner)] += sets[s].value(strain);
    return out;
}

}  // namespace

std::array<int, 2> WorldScore::scores(int v) const
{
    DealFacts f;
    f.contract = contract;
    f.belote = belote;
    f.declarations = declarations;
    std::array<int, 2> gain{};
    f.tricks = tricksWon;
    if (v == live + 90 || v == -(live + 90)) {
        const int t = v > 0 ? 0 : 1;
        gain[t] = live - 10;
        f.tricks[t] = 8;
        f.tricks[t ^ 1] = 0;
        f.lastTrick = Team(t);
        f.cardPoints[t] = pointsWon[t] + gain[t];
        f.cardPoints[t ^ 1] = pointsWon[t ^ 1];
    } else {
        gain[0] = (live + v) / 2;
        gain[1] = live - gain[0];
        // Which side takes the last trick does not change a side's total: give its 10
        // to a side that gains that much.
        const int t = gain[0] >= 10 ? 0 : 1;
        f.lastTrick = Team(t);
        gain[t] -= 10;
        for (int i = 0; i < 2; ++i) {
            f.cardPoints[i] = pointsWon[i] + gain[i];
            f.tricks[i] = std::clamp(f.tricks[i], 1, 7);  // no capot: each side has a trick
        }
    }
    const DealResult r = scoreDeal(*rules, f);
    return {r.score[0], r.score[1]};
}

WorldScore scoreInPlay(const Deal& deal, Seat seat, const Hands& world, const DeclarationSet* mine)
{
    const CardPlay& play = deal.cardPlay();
    const Strain strain = deal.contract()->strain;
    WorldScore w;
    w.rules = &deal.rules();
    w.contract = *deal.contract();
    for (int t = 0; t < 2; ++t) {
        w.pointsWon[t] = play.cardPoints(Team(t));
        w.tricksWon[t] = play.tricksWon(Team(t));
    }
    CardSet live;
    for (const CardSet& h : world) live |= h;
    for (int i = 0; i < play.cardsInTrick(); ++i) live.insert(play.trickCard(i));
    for (Card c : live) w.live += play.tables().points[c];
    w.live += 10;

    Hands start = world;
    for (int i = 0; i < play.cardsPlayed(); ++i) start[int(play.playedBy(i))].insert(play.playedCard(i));
    for (int s = 0; s < kSeats; ++s) w.belote[int(teamOf(Seat(s)))] += beloteOf(start[s], strain);

    if (!deal.rules().annonces) return w;
    if (deal.declarationsResolved()) {
        if (auto team = deal.declarationWinner())
            for (int s = 0; s < kSeats; ++s)
                if (teamOf(Seat(s)) == *team) w.declarations[int(*team)] += deal.declared(Seat(s)).value(strain);
        return w;
    }
    // Before the resolution: a seat that has played its first card and declared declared
    // what it held (the world's best combination stands for it: only the kind is public);
    // one that declared nothing, nothing (whether it held a combination it kept quiet is
    // not public); the others will declare their best; the seat itself, what it declared or
    // declares.
    std::array<DeclarationSet, 4> sets{};
    for (int s = 0; s < kSeats; ++s) {
        bool played = false;
        for (int i = 0; i < play.cardsPlayed(); ++i) played = played || int(play.playedBy(i)) == s;
        if (Seat(s) == seat) {
            if (mine) sets[s] = *mine;
            else sets[s] = played || deal.hasDeclared(seat) ? deal.declared(seat) : bestCombination(start[s], strain);
        } else if (!played || !deal.declared(Seat(s)).empty()) sets[s] = bestCombination(start[s], strain);
    }
    w.declarations = resolveDeclarations(sets, strain);
    return w;
}

WorldScore scoreFromStart(const Rules& rules, const Contract& contract, const Hands& world)
{
    WorldScore w;
    w.rules = &rules;
    w.contract = contract;
    const CardTables& t = CardTables::get(contract.strain, rules.toutAtoutPoints);
    w.live = t.totalPoints + 10;
    std::array<DeclarationSet, 4> sets{};
    for (int s = 0; s < kSeats; ++s) {
        w.belote[int(teamOf(Seat(s)))] += beloteOf(world[s], contract.strain);
        if (rules.annonces) sets[s] = bestCombination(world[s], contract.strain);
    }
    if (rules.annonces) w.declarations = resolveDeclarations(sets, contract.strain);
    return w;
}

SolverPosition startPosition(const Hands& hands, Seat leader)
{
    SolverPosition p;
    p.hands = hands;
    p.leader = p.toPlay = p.winner = leader;
    p.tricksLeft = 8;
    return p;
}

}  // namespace belote
