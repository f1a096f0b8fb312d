#include "ai/aibench.h"

#include "ai/montecarlo.h"
#include "engine/deal.h"
#include "engine/random.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <numeric>
#include <vector>

namespace belote {

namespace {

using Clock = std::chrono::steady_clock;

struct Samples {
    std::vector<double> ms;
    std::vector<int> worlds;
    Samples* partOf = nullptr;  // the wider kind this one is counted in too
    void add(double t, int w)
    {
        ms.push_back(t);
        worlds.push_back(w);
        if (partOf) partOf->add(t, w);
    }
    DecisionTimes figures()
    {
        DecisionTimes d;
        d.count = int(ms.size());
        if (ms.empty()) return d;
        std::sort(ms.begin(), ms.end());
        auto at = [&](double q) { return ms[std::min(ms.size() - 1, std::size_t(q * double(ms.size() - 1) + 0.5))]; };
        d.medianMs = at(0.5);
        d.p95Ms = at(0.95);
        d.maxMs = ms.back();
        d.meanWorlds = std::accumulate(worlds.begin(), worlds.end(), 0.0) / double(worlds.size());
        std::sort(worlds.begin(), worlds.end());
        d.medianWorlds = worlds[worlds.size() / 2];
        return d;
    }
};

double since(Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); }

}  // namespace

DecisionBenchFigures benchDecisions(const Rules& rules, const std::string& level, int deals, std::uint64_t seed,
                                    std::optional<Strain> contract)
{
    DecisionBenchFigures out;
    out.level = level;
    std::vector<std::unique_ptr<MonteCarloPlayer>> players;
    for (int s = 0; s < kSeats; ++s)
        players.push_back(std::make_unique<MonteCarloPlayer>(monteCarloLevel(level), seed * 4 + std::uint64_t(s)));
    Samples firstLead, firstTrick, later, calls, declarations, cards, all;
    cards.partOf = &all;
    for (Samples* s : {&firstLead, &firstTrick, &later}) s->partOf = &cards;
    for (Samples* s : {&calls, &declarations}) s->partOf = &all;
    double total = 0;
    int decisions = 0;
    Rng rng(seed);
    int nPatterns = 0;
    const DealPattern pattern = *DealPattern::patternsFor(rules, &nPatterns);
    for (int i = 0; i < deals; ++i) {
        std::array<Card, 32> deck;
        for (int k = 0; k < 32; ++k) deck[k] = Card(k);
        rng.shuffle(deck.begin(), deck.end());
        Deal deal = Deal::fromDeck(rules, Seat(i % 4), deck, pattern);
        for (int s = 0; s < kSeats; ++s) players[std::size_t(s)]->startDeal(deal, Seat(s), {});
        while (deal.phase() == Phase::Calls) {
            const Seat s = deal.toAct();
            if (contract) {
                deal.makeCall(s, s == nextSeat(deal.dealer()) ? Call::bid(80, *contract) : Call::pass());
                continue;
            }
            MonteCarloPlayer& p = *players[std::size_t(int(s))];
            const CallList legal = deal.legalCalls();
            const Clock::time_point t0 = Clock::now();
            const Call c = p.chooseCall(deal, s, legal);
            const double ms = since(t0);
            if (legal.count > 1) {
                calls.add(ms, p.lastStats().worlds);
                total += ms;
                ++decisions;
            }
            deal.makeCall(s, c);
            if (auto o = deal.outOfTurnCoincher()) {
                const Clock::time_point t1 = Clock::now();
                const bool coinche = players[std::size_t(int(*o))]->coincheOutOfTurn(deal, *o);
                const double ms1 = since(t1);
                calls.add(ms1, players[std::size_t(int(*o))]->lastStats().worlds);
                total += ms1;
                ++decisions;
                if (coinche) deal.makeCall(*o, Call::coinche());
            }
        }
        while (deal.phase() == Phase::Play) {
            const Seat s = deal.toAct();
            MonteCarloPlayer& p = *players[std::size_t(int(s))];
            if (deal.declarationPending()) {
                const DeclarationChoices choices = deal.declarationChoices();
                const Clock::time_point t0 = Clock::now();
                deal.declare(p.chooseDeclarations(deal, s, choices));
                const double ms = since(t0);
                if (choices.count > 1) {
                    declarations.add(ms, p.lastStats().worlds);
                    total += ms;
                    ++decisions;
                }
            }
            const CardSet legal = deal.legalCards();
            const int played = deal.cardPlay().cardsPlayed();
            const Clock::time_point t0 = Clock::now();
            const Card c = p.chooseCard(deal, s, legal);
            const double ms = since(t0);
            if (legal.size() > 1) {
                Samples& into = played == 0 ? firstLead : played < 4 ? firstTrick : later;
                into.add(ms, p.lastStats().worlds);
                total += ms;
                ++decisions;
            }
            deal.playCard(c);
        }
        ++out.deals;
    }
    out.firstLead = firstLead.figures();
    out.firstTrick = firstTrick.figures();
    out.laterCards = later.figures();
    out.calls = calls.figures();
    out.declarations = declarations.figures();
    out.cards = cards.figures();
    out.all = all.figures();
    out.decisionsPerSecond = total > 0 ? decisions / (total / 1000) : 0;
    return out;
}

}  // namespace belote
