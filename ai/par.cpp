#include "ai/par.h"

#include "ai/levels.h"
#include "ai/montecarlo.h"
#include "engine/random.h"

#include <stdexcept>

namespace belote {

std::uint64_t parSeed(Seat dealer, const std::array<Card, 32>& deck)
{
    // FNV-1a, 64 bits, over the dealer and the 32 cards.
    Fnv1a h;
    h.add(std::uint8_t(dealer));
    for (Card c : deck) h.add(std::uint8_t(c));
    return h.value();
}

std::optional<ParRequest> parRequest(const Deal& dealt, Seat person, const std::array<std::string, kSeats>& levels,
                                     const GameContext& context)
{
    if (!dealt.deck()) return std::nullopt;
    ParRequest r;
    r.rules = dealt.rules();
    r.dealer = dealt.dealer();
    r.deck = *dealt.deck();
    r.pattern = dealt.pattern();
    r.levels = levels;
    r.levels[int(person)] = "normal";
    r.context = context;
    r.seed = parSeed(r.dealer, r.deck);
    return r;
}

ParGame::ParGame(ParRequest request) : request_(std::move(request))
{
    Rng seeds(request_.seed);
    for (int s = 0; s < kSeats; ++s) {
        const std::uint64_t seed = seeds.split();
        std::string why;
        players_[s] = makeLevelPlayer(request_.levels[s], seed, &why);
        if (!players_[s]) {
            error_ = why;
            return;
        }
        if (auto* mc = dynamic_cast<MonteCarloPlayer*>(players_[s].get())) mc->removeTimeLimits();
    }
}

ParGame::~ParGame() = default;

void ParGame::cancel()
{
    cancelled_.store(true);
    for (const auto& p : players_)
        if (p) p->cancel();
}

ParResult ParGame::run()
{
    ParResult r;
    if (!error_.empty()) {
        r.error = error_;
        return r;
    }
    Deal deal = Deal::fromDeck(request_.rules, request_.dealer, request_.deck, request_.pattern);
    Player* const seats[kSeats] = {players_[0].get(), players_[1].get(), players_[2].get(), players_[3].get()};
    try {
        playOut(deal, seats, request_.context);
    } catch (const std::runtime_error& e) {
        r.error = e.what();
        return r;
    }
    if (cancelled_.load()) {
        r.cancelled = true;
        return r;
    }
    r.score = deal.result().score;
    r.deal = std::move(deal);
    return r;
}

ParResult playPar(const ParRequest& request) { return ParGame(request).run(); }

}  // namespace belote
