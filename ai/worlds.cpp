#include "ai/worlds.h"

#include "ai/bidding.h"
#include "ai/heuristicplayer.h"
#include "ai/randomplayer.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <stdexcept>

namespace belote {

// ---------------------------------------------------------------------------------------
// Knowledge

bool Knowledge::consistent(const std::array<CardSet, 4>& hands) const
{
    CardSet all, knownAll;
    int total = 0;
    for (int s = 0; s < kSeats; ++s) {
        const CardSet h = hands[s];
        if (h.size() != count[s]) return false;
        if ((known[s] - h).size() != 0) return false;
        if (!(h - possible[s]).empty()) return false;
        if (!(all & h).empty()) return false;
        all |= h;
        knownAll |= known[s];
        total += count[s];
    }
    const CardSet pool = hidden | knownAll;
    if (!(all - pool).empty()) return false;
    // With the counts adding up to the pool, the hands use every card of it.
    return total != pool.size() || all == pool;
}

namespace {

constexpr Card otherHonour(Card c)  // king <-> queen of the same suit
{
    return rankOf(c) == Rank::King ? makeCard(suitOf(c), Rank::Queen) : makeCard(suitOf(c), Rank::King);
}

// Hidden cards only one seat may hold are its own; a seat that may hold exactly as many
// hidden cards as it lacks holds them all. Only when no card stays in a stock.
void propagate(Knowledge& k)
{
    int needs = 0;
    for (int s = 0; s < kSeats; ++s) needs += k.unknown(Seat(s));
    if (needs != k.hidden.size()) return;
    for (bool changed = true; changed;) {
        changed = false;
        for (int s = 0; s < kSeats; ++s) {
            const CardSet avail = k.possible[s] & k.hidden;
            const int lack = k.unknown(Seat(s));
            CardSet take;
            if (lack == 0 && !avail.empty()) {
                k.possible[s] -= avail;
                changed = true;
                continue;
            }
            if (lack > 0 && avail.size() == lack) take = avail;
            else {
                for (Card c : avail) {
                    bool alone = true;
                    for (int o = 0; o < kSeats && alone; ++o)
                        if (o != s && k.possible[o].contains(c)) alone = false;
                    if (alone) take.insert(c);
                }
            }
            if (take.empty() || take.size() > lack) continue;
            k.known[s] |= take;
            k.hidden -= take;
            for (int o = 0; o < kSeats; ++o)
                if (o != s) k.possible[o] -= take;
            changed = true;
        }
    }
}

}  // namespace

Knowledge observe(const Deal& deal, Seat me)
{
    Knowledge k;
    k.me = me;
    const CardSet mine = deal.hand(me);
    k.known[int(me)] = mine;
    k.possible[int(me)] = mine;

    if (deal.phase() == Phase::Calls || deal.passed()) {
        // The hands as dealt so far; the retourne is on the table (classic).
        CardSet seen = mine;
        if (deal.rules().isClassic() && deal.retourne()) seen.insert(*deal.retourne());
        k.hidden = CardSet::all() - seen;
        for (int s = 0; s < kSeats; ++s) {
            k.count[s] = deal.hand(Seat(s)).size();
            if (Seat(s) != me) k.possible[s] = k.hidden;
        }
        return k;
    }

    const CardPlay& p = deal.cardPlay();
    const CardTables& t = p.tables();
    const bool undertrump = p.mustUndertrump();
    const CardSet played = p.playedSet();
    std::array<CardSet, 4> cannot{};

    // Each card played against the trick as it stood.
    CardSet before;  // cards played before the one looked at
    Card led = kNoCard, best = kNoCard;
    Seat winner = Seat::South;
    for (int i = 0; i < p.cardsPlayed(); ++i) {
        const Card c = p.playedCard(i);
        const Seat s = p.playedBy(i);
        if ((i & 3) == 0) {
            led = c;
            best = c;
            winner = s;
        } else {
            const bool partnerHolds = winner == partnerOf(s);
            const CardSet candidates = CardSet::all() - before - CardSet::of(c);
            for (Card x : candidates)
                if (!legalCards(t, CardSet::of(c) | CardSet::of(x), led, best, partnerHolds, undertrump).contains(c))
                    cannot[int(s)].insert(x);
            if (t.beats(c, best)) {
                best = c;
                winner = s;
            }
        }
        // Belote (RULES.md §6): announced as the first of king and queen of a trump suit is
        // played; silence says the seat does not hold the other.
        const Rank r = rankOf(c);
        if (t.isTrump(c) && (r == Rank::King || r == Rank::Queen)) {
            const Card other = otherHonour(c);
            if (!before.contains(other)) {
                if (deal.beloteSuits(s) & (1u << int(suitOf(c)))) {
                    if (!played.contains(other)) k.known[int(s)].insert(other);
                } else {
                    cannot[int(s)].insert(other);
                }
            }
        }
        before.insert(c);
    }

    // The retourne is the classic taker's until played.
    if (deal.rules().isClassic() && deal.retourne() && deal.contract()) {
        const Card r = *deal.retourne();
        if (!played.contains(r)) k.known[int(deal.contract()->taker)].insert(r);
    }
    // The winning side's declarations are shown once resolved.
    if (deal.declarationsResolved() && deal.declarationWinner()) {
        for (int s = 0; s < kSeats; ++s)
            if (teamOf(Seat(s)) == *deal.declarationWinner()) k.known[s] |= deal.declared(Seat(s)).cards() - played;
    }
    k.known[int(me)] = mine;  // nothing to add to one's own hand

    CardSet knownAll;
    for (const CardSet& x : k.known) knownAll |= x;
    k.hidden = CardSet::all() - played - knownAll;
    for (int s = 0; s < kSeats; ++s) {
        k.count[s] = p.hand(Seat(s)).size();
        if (Seat(s) == me) continue;
        k.possible[s] = k.known[s] | (k.hidden - cannot[s]);
    }
    propagate(k);
    return k;
}

Knowledge observeIfTaken(const Deal& deal, Seat me, Seat taker)
{
    if (!deal.rules().isClassic() || deal.phase() != Phase::Calls || !deal.retourne() || deal.hand(me).size() != 5)
        return observe(deal, me);
    Knowledge k;
    k.me = me;
    const Card r = *deal.retourne();
    k.known[int(me)] = deal.hand(me);
    k.known[int(taker)].insert(r);
    k.hidden = CardSet::all() - deal.hand(me) - CardSet::of(r);
    for (int s = 0; s < kSeats; ++s) {
        k.count[s] = 8;
        k.possible[s] = k.known[s] | k.hidden;
    }
    return k;
}

// ---------------------------------------------------------------------------------------
// WorldSampler

namespace {

constexpr int kMaxSplits = 20000;
constexpr long kMaxNodes = 1000000;

double factorial(int n)
{
    static const auto table = [] {
        std::array<double, 33> f{};
        f[0] = 1;
        for (int i = 1; i <= 32; ++i) f[i] = f[i - 1] * i;
        return f;
    }();
    return table[n];
}

double uniform01(Rng& rng) { return double(rng.next() >> 11) * 0x1.0p-53; }

}  // namespace

WorldSampler::WorldSampler(const Knowledge& k) : k_(k)
{
    // Bins: the four seats, then the stock for the cards no hand gets.
    int needs = 0;
    for (int s = 0; s < kSeats; ++s) {
        need_[s] = k.unknown(Seat(s));
        if (need_[s] < 0 || !(k.hidden & k.known[s]).empty()) return;
        needs += need_[s];
    }
    need_[4] = k.hidden.size() - needs;
    if (need_[4] < 0) return;

    // Classes of hidden cards by the bins that may hold them.
    std::array<int, 32> classOf{};
    classOf.fill(-1);
    for (Card c : k.hidden) {
        unsigned mask = 0;
        for (int b = 0; b < kSeats; ++b)
            if (need_[b] > 0 && k.possible[b].contains(c)) mask |= 1u << b;
        if (need_[4] > 0) mask |= 1u << 4;
        if (mask == 0) return;
        if (classOf[mask] < 0) {
            classOf[mask] = int(classes_.size());
            Class cl;
            for (int b = 0; b < kBins; ++b)
                if (mask & (1u << b)) cl.bins[cl.nBins++] = std::uint8_t(b);
            classes_.push_back(cl);
        }
        Class& cl = classes_[classOf[mask]];
        cl.cards[cl.n++] = c;
    }
    // The constrained classes first, the widest last.
    std::sort(classes_.begin(), classes_.end(),
              [](const Class& a, const Class& b) { return a.nBins != b.nBins ? a.nBins < b.nBins : a.n < b.n; });
    exact_ = enumerate();
    feasible_ = exact_ ? total_ > 0 : true;
    if (!exact_) {
        // Check by a few tries that the fallback finds worlds.
        Rng probe(0x5eed);
        std::array<CardSet, 4> h{};
        feasible_ = sampleFallback(probe, h);
    }
}

bool WorldSampler::enumerate()
{
    const int nc = int(classes_.size());
    stride_ = nc * kBins;
    // cap[i][b]: the cards of classes i.. that bin b may take.
    std::vector<std::array<int, kBins>> cap(std::size_t(nc + 1));
    cap[nc].fill(0);
    for (int i = nc - 1; i >= 0; --i) {
        cap[i] = cap[i + 1];
        for (int j = 0; j < classes_[i].nBins; ++j) cap[i][classes_[i].bins[j]] += classes_[i].n;
    }
    for (int b = 0; b < kBins; ++b)
        if (need_[b] > cap[0][b]) return true;  // no world: total_ stays 0

    std::vector<std::uint8_t> cur(std::size_t(stride_), 0);
    std::array<int, kBins> rem = need_;
    long nodes = 0;
    bool overflow = false;

    // Splits class i over its bins (bin j onwards, `left` cards still to place), then recurses.
    auto recurse = [&](auto&& self, int i, int j, int left, double w) -> void {
        if (overflow) return;
        if (++nodes > kMaxNodes) {
            overflow = true;
            return;
        }
        if (i == nc) {
            if (int(cumulative_.size()) >= kMaxSplits) {
                overflow = true;
                return;
            }
            counts_.insert(counts_.end(), cur.begin(), cur.end());
            total_ += w;
            cumulative_.push_back(total_);
            return;
        }
        const Class& cl = classes_[i];
        if (j == cl.nBins - 1) {
            const int b = cl.bins[j];
            if (left > rem[b]) return;
            rem[b] -= left;
            cur[std::size_t(i * kBins + b)] = std::uint8_t(left);
            const double wi = w / factorial(left);
            // Class done: every bin must still be fillable by the classes after it.
            bool ok = true;
            for (int x = 0; x < kBins && ok; ++x) ok = rem[x] <= cap[i + 1][x];
            if (ok)
                self(self, i + 1, 0, i + 1 < nc ? classes_[i + 1].n : 0,
                     wi * (i + 1 < nc ? factorial(classes_[i + 1].n) : 1));
            rem[b] += left;
            cur[std::size_t(i * kBins + b)] = 0;
            return;
        }
        const int b = cl.bins[j];
        const int hi = std::min(left, rem[b]);
        for (int kk = 0; kk <= hi; ++kk) {
            rem[b] -= kk;
            cur[std::size_t(i * kBins + b)] = std::uint8_t(kk);
            self(self, i, j + 1, left - kk, w / factorial(kk));
            rem[b] += kk;
        }
        cur[std::size_t(i * kBins + b)] = 0;
    };
    if (nc == 0) {
        counts_.clear();
        total_ = 1;
        cumulative_.push_back(1);
        return true;
    }
    recurse(recurse, 0, 0, classes_[0].n, factorial(classes_[0].n));
    if (overflow) {
        counts_.clear();
        cumulative_.clear();
        total_ = 0;
        return false;
    }
    return true;
}

bool WorldSampler::sample(Rng& rng, std::array<CardSet, 4>& hands) const
{
    if (!feasible_) return false;
    if (!exact_) return sampleFallback(rng, hands);
    for (int s = 0; s < kSeats; ++s) hands[s] = k_.known[s];
    std::size_t split = 0;
    if (cumulative_.size() > 1) {
        const double u = uniform01(rng) * total_;
        split = std::size_t(std::upper_bound(cumulative_.begin(), cumulative_.end(), u) - cumulative_.begin());
        if (split >= cumulative_.size()) split = cumulative_.size() - 1;
    }
    const std::uint8_t* counts = counts_.data() + split * std::size_t(stride_);
    for (std::size_t i = 0; i < classes_.size(); ++i) {
        const Class& cl = classes_[i];
        std::uint8_t cards[32];
        std::copy(cl.cards, cl.cards + cl.n, cards);
        int m = cl.n;
        for (int j = 0; j < cl.nBins; ++j) {
            const int b = cl.bins[j];
            if (b == 4) continue;  // the stock takes what is left
            int kk = counts[i * kBins + b];
            if (kk == m) {  // the rest
                for (int x = 0; x < m; ++x) hands[b].insert(cards[x]);
                m = 0;
                break;
            }
            std::uint32_t bits = 0;
            while (kk-- > 0) {
                const std::uint32_t r = rng.below(std::uint32_t(m));
                bits |= 1u << cards[r];
                cards[r] = cards[--m];
            }
            hands[b] |= CardSet(bits);
        }
    }
    return true;
}

bool WorldSampler::sampleFallback(Rng& rng, std::array<CardSet, 4>& hands) const
{
    // Card by card, the cards with the fewest places first, each to a bin in proportion to
    // what the bin still lacks; start again on a dead end.
    std::vector<std::pair<int, Card>> order;
    for (const Class& cl : classes_)
        for (int x = 0; x < cl.n; ++x) order.push_back({cl.nBins, cl.cards[x]});
    std::sort(order.begin(), order.end(), [](auto a, auto b) { return a.first < b.first; });
    std::array<unsigned, 32> masks{};
    for (const Class& cl : classes_) {
        unsigned m = 0;
        for (int j = 0; j < cl.nBins; ++j) m |= 1u << cl.bins[j];
        for (int x = 0; x < cl.n; ++x) masks[cl.cards[x]] = m;
    }
    for (int attempt = 0; attempt < 10000; ++attempt) {
        std::array<int, kBins> rem = need_;
        for (int s = 0; s < kSeats; ++s) hands[s] = k_.known[s];
        bool dead = false;
        // Shuffle cards within the same constraint level so that the order does not bias.
        for (std::size_t a = 0; a < order.size();) {
            std::size_t e = a;
            while (e < order.size() && order[e].first == order[a].first) ++e;
            rng.shuffle(order.begin() + std::ptrdiff_t(a), order.begin() + std::ptrdiff_t(e));
            a = e;
        }
        for (const auto& [nb, c] : order) {
            int sum = 0;
            for (int b = 0; b < kBins; ++b)
                if (masks[c] & (1u << b)) sum += rem[b];
            if (sum == 0) {
                dead = true;
                break;
            }
            int r = int(rng.below(std::uint32_t(sum)));
            for (int b = 0; b < kBins; ++b) {
                if (!(masks[c] & (1u << b))) continue;
                if (r < rem[b]) {
                    --rem[b];
                    if (b < kSeats) hands[b].insert(c);
                    break;
                }
                r -= rem[b];
            }
        }
        if (!dead && k_.consistent(hands)) return true;
    }
    return false;
}

double worldsPerSecond(double seconds)
{
    // Positions: the card decisions of random self-played deals of every preset.
    std::vector<Knowledge> positions;
    Rng rng(20240611);
    for (Preset preset : kAllPresets) {
        const Rules rules = Rules::fromPreset(preset);
        RandomPlayer player(rng.split());
        for (int d = 0; d < 25; ++d) {
            std::array<Card, 32> deck{};
            for (int i = 0; i < 32; ++i) deck[i] = Card(i);
            rng.shuffle(deck.begin(), deck.end());
            int n = 0;
            const DealPattern* pat = DealPattern::patternsFor(rules, &n);
            Deal deal = Deal::fromDeck(rules, Seat(rng.below(4)), deck, pat[0]);
            while (deal.phase() == Phase::Calls) {
                const Seat s = deal.toAct();
                deal.makeCall(s, player.chooseCall(deal, s, deal.legalCalls()));
            }
            while (deal.phase() == Phase::Play) {
                const Seat s = deal.toAct();
                if (deal.cardPlay().cardsPlayed() < 28) positions.push_back(observe(deal, s));
                deal.playCard(player.chooseCard(deal, s, deal.legalCards()));
            }
        }
    }
    if (positions.empty()) return 0;
    constexpr int kWorldsPerDecision = 100;
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    long worlds = 0;
    std::array<CardSet, 4> hands{};
    std::uint32_t sink = 0;
    double elapsed = 0;
    for (std::size_t i = 0;; i = (i + 1) % positions.size()) {
        WorldSampler sampler(positions[i]);
        for (int w = 0; w < kWorldsPerDecision; ++w) {
            sampler.sample(rng, hands);
            sink += hands[0].bits();
        }
        worlds += kWorldsPerDecision;
        if ((worlds & 0x3fff) < kWorldsPerDecision) {
            elapsed = std::chrono::duration<double>(Clock::now() - start).count();
            if (elapsed >= seconds) break;
        }
    }
    if (sink == 0x12345678) return 0;  // keeps the work from being optimized away
    return double(worlds) / elapsed;
}

// ---------------------------------------------------------------------------------------
// Inference

namespace {

// The classic thresholds of HeuristicPlayer: a take in round 1 above 57, in round 2 above
// 62, Sans Atout / Tout Atout valued 8 less.
int classicTheta(int round, Strain st) { return (round == 1 ? 57 : 62) + (isSuitStrain(st) ? 0 : 8); }

// The 5-subsets of n = 7 or 8 positions, as bit masks over the positions.
struct Subsets {
    std::array<std::vector<std::uint8_t>, 9> of;
    Subsets()
    {
        for (int n = 5; n <= 8; ++n)
            for (unsigned m = 0; m < (1u << n); ++m)
                if (std::popcount(m) == 5) of[n].push_back(std::uint8_t(m));
    }
};

bool sameKinds(const DeclarationSet& a, const DeclarationSet& b)
{
    if (a.count != b.count) return false;
    if (a.count == 1) return a.items[0].kind == b.items[0].kind;
    return (a.items[0].kind == b.items[0].kind && a.items[1].kind == b.items[1].kind) ||
           (a.items[0].kind == b.items[1].kind && a.items[1].kind == b.items[0].kind);
}

}  // namespace

Inference Inference::uniform() { return Inference(); }

Inference::Inference(const Deal& deal, Seat me, bool enabled, std::optional<Signals> cardCalls, const CardTrust* trust)
    : enabled_(enabled), me_(me)
{
    if (!enabled) return;
    const Rules& rules = deal.rules();
    classic_ = rules.isClassic();
    if (classic_ && deal.retourne()) retourne_ = CardSet::of(*deal.retourne());
    const bool playing = deal.phase() == Phase::Play || (deal.phase() == Phase::Done && !deal.passed());
    if (playing) {
        contractStrain_ = deal.contract()->strain;
        const CardPlay& p = deal.cardPlay();
        for (int i = 0; i < p.cardsPlayed(); ++i) seats_[int(p.playedBy(i))].played.insert(p.playedCard(i));
        // Declarations heard and not shown: the kinds only.
        for (int s = 0; s < kSeats; ++s) {
            if (Seat(s) == me || deal.declared(Seat(s)).empty()) continue;
            const bool shown = deal.declarationsResolved() && deal.declarationWinner() == teamOf(Seat(s));
            if (!shown) seats_[s].heard = deal.declared(Seat(s));
        }
        if (cardCalls) readCardPlay(deal, *cardCalls, trust);
    }

    // Replays the calls on a table without cards to know what each seat could call.
    Deal scratch = Deal::fromHands(rules, deal.dealer(), {}, deal.retourne());
    for (int i = 0; i < deal.callCount(); ++i) {
        const SeatCall sc = deal.callAt(i);
        const int s = int(sc.seat);
        const bool inTurn = scratch.phase() == Phase::Calls && scratch.toAct() == sc.seat;
        if (sc.seat != me && inTurn) {
            const CallList legal = scratch.legalCalls();
            Term term;
            bool use = false;
            if (classic_) {
                term.scale = 8;
                if (sc.call.kind == Call::Kind::Take) {
                    term.theta[int(sc.call.strain)] = std::int16_t(classicTheta(scratch.takingRound(), sc.call.strain));
                    use = true;
                } else if (sc.call.kind == Call::Kind::Pass) {
                    term.rises = false;
                    for (const Call& c : legal)
                        if (c.kind == Call::Kind::Take) {
                            term.theta[int(c.strain)] = std::int16_t(classicTheta(scratch.takingRound(), c.strain));
                            use = true;
                        }
                }
            } else {
                // Coinche: the meaning the bidding system gives the call.
                seats_[s].meanings.push_back(meaningIfCalled(scratch, sc.seat, legal, sc.call));
            }
            if (use) {
                for (int st = 0; st < kStrains; ++st)
                    if (term.theta[st] != Term::kNone) seats_[s].strains |= 1u << st;
                seats_[s].terms.push_back(term);
            }
        } else if (sc.seat != me && !classic_ && sc.call.kind == Call::Kind::Coinche && scratch.contract()) {
            // An out-of-turn coinche says the same as one in turn.
            CallList offer;
            offer.add(Call::pass());
            offer.add(Call::coinche());
            seats_[s].meanings.push_back(meaningIfCalled(scratch, sc.seat, offer, sc.call));
        }
        scratch.makeCall(sc.seat, sc.call);
    }
}

// Each card another seat played that says something by the system: its promises, and the
// cards the seat played after it (the hand before the card is the world's and those).
void Inference::readCardPlay(const Deal& deal, Signals agreement, const CardTrust* trust)
{
    const CardPlay& p = deal.cardPlay();
    for (const CardMeaning& m : cardMeanings(deal, agreement)) {
        if (m.saysNothing() || m.seat == me_) continue;
        if (m.holds.empty() && m.lacks.empty() && m.anyOf.empty()) continue;
        const double floor = m.hard ? kCardBroken : kCardSoft;
        SeatModel::CardPromise promise{m, {}, trust ? trust->brokenFactor(m.seat, m.hard, floor) : floor};
        for (int i = m.playIndex; i < p.cardsPlayed(); ++i)
            if (p.playedBy(i) == m.seat) promise.later.insert(p.playedCard(i));
        seats_[int(m.seat)].cardPromises.push_back(promise);
    }
}

namespace {

// A soft promise: a count inside [min, max] is likely, one step outside less, two steps far
// less (logistic on each side, scale half a step), and never below a floor: kFloor one step
// outside, kFloorDecay times less for each step further (Inference::softFloor).
double softFactor(CountRange r, int count)
{
    constexpr double kScale = 0.5;
    double p = 1;
    if (r.min > 0) p *= 1.0 / (1.0 + std::exp(-(count - r.min + 0.5) / kScale));
    if (r.max < CountRange::kAny) p *= 1.0 / (1.0 + std::exp(-(r.max + 0.5 - count) / kScale));
    const int outside = std::max({0, r.min - count, count - r.max});
    return Inference::softFloor(outside) + (1 - Inference::kFloor) * p;
}

// How likely a seat's coinche calls are with `hand` at the start of play: each call's hard
// promises kept (else kBroken) and its soft ones.
double meaningsLikelihood(const std::vector<BidMeaning>& meanings, CardSet hand)
{
    // Each count worked out once a hand (-1: not yet).
    std::array<int, kStrains> own, support, defence;
    own.fill(-1), support.fill(-1), defence.fill(-1);
    auto cached = [&](std::array<int, kStrains>& a, auto count, Strain st) {
        int& v = a[std::size_t(st)];
        if (v < 0) v = count(hand, st);
        return v;
    };
    const bool annonces = !meanings.empty() && meanings.front().annonces;
    auto opening = [annonces](CardSet h, Strain st) { return openingSteps(h, st, annonces); };
    auto supporting = [annonces](CardSet h, Strain st) { return supportSteps(h, st, annonces); };
    double f = 1;
    for (const BidMeaning& b : meanings) {
        if (!b.keepsHard(hand)) f *= Inference::kBroken;
        for (int st = 0; st < kStrains; ++st)
            if (!b.own[std::size_t(st)].any())
                f *= softFactor(b.own[std::size_t(st)], cached(own, opening, Strain(st)));
        if (!b.support.any()) f *= softFactor(b.support, cached(support, supporting, b.strain));
        if (!b.defence.any()) f *= softFactor(b.defence, cached(defence, defenceSteps, b.defenceStrain));
    }
    return f;
}

}  // namespace

double Inference::seatLikelihood(int s, CardSet start) const
{
    const SeatModel& m = seats_[s];
    if (!m.meanings.empty()) return meaningsLikelihood(m.meanings, start);
    if (m.terms.empty()) return 1;
    auto evaluate = [&](CardSet hand) {
        std::array<int, kStrains> hv{};
        for (int st = 0; st < kStrains; ++st)
            if (m.strains & (1u << st)) hv[st] = handValue(hand, Strain(st));
        double f = 1;
        for (const Term& t : m.terms) {
            int best = -100000;
            for (int st = 0; st < kStrains; ++st)
                if (t.theta[st] != Term::kNone) best = std::max(best, hv[st] - t.theta[st]);
            const double p = 1.0 / (1.0 + std::exp(-double(best) / t.scale));
            f *= kFloor + (1 - kFloor) * (t.rises ? p : 1 - p);
        }
        return f;
    };
    if (!classic_) return evaluate(start);
    // Classic: the calls were made on the first five cards (with the retourne in view).
    const CardSet pool = start - retourne_;
    if (pool.size() <= 5) return evaluate(pool | retourne_);
    static const Subsets subsets;
    std::array<Card, 8> cards{};
    int n = 0;
    for (Card c : pool) {
        if (n == 8) break;
        cards[n++] = c;
    }
    double sum = 0;
    const auto& list = subsets.of[n];
    for (std::uint8_t mask : list) {
        CardSet five = retourne_;
        for (int j = 0; j < n; ++j)
            if (mask & (1u << j)) five.insert(cards[j]);
        sum += evaluate(five);
    }
    return sum / double(list.size());
}

double Inference::weight(const std::array<CardSet, 4>& hands) const
{
    if (!enabled_) return 1;
    double w = 1;
    for (int s = 0; s < kSeats; ++s) {
        if (Seat(s) == me_) continue;
        const CardSet start = hands[s] | seats_[s].played;
        w *= seatLikelihood(s, start);
        for (const SeatModel::CardPromise& p : seats_[s].cardPromises)
            if (!p.meaning.keeps(hands[s] | p.later)) w *= p.broken;
        const DeclarationSet& heard = seats_[s].heard;
        if (!heard.empty()) {
            bool held = false;
            for (const DeclarationSet& choice : declarationChoices(start, contractStrain_))
                if (sameKinds(choice, heard)) held = true;
            if (!held) w *= kFloor * kFloor;
        }
    }
    return w;
}

namespace {

// Metropolis steps on one world (drawWeightedWorlds). A step picks k of the bins (the seats
// other than the observer, and the stock of hidden cards no hand holds) in a random order,
// k from 2 to all of them, and one movable card of each (a hidden card, not one the bin is
// known to hold), and passes each card on to the next bin round the cycle where every card
// may go there; the step is kept with probability min(1, weight after / weight before).
// A bin's movable cards keep their number, so the proposal is symmetric (the reverse cycle
// undoes it with the same chance) and the weighted distribution is left as it is. Cycles
// longer than two are needed: a card only North or East may hold, one only East or West and
// one only West or North change places by a cycle of three, never by swaps.
void moveWorld(const Knowledge& k, const Inference& inference, Rng& rng, int steps, std::array<CardSet, 4>& world)
{
    constexpr int kStock = 4;
    std::array<CardSet, 5> movable{};
    CardSet held;
    for (int s = 0; s < 4; ++s) {
        held |= world[std::size_t(s)];
        if (Seat(s) != k.me) movable[std::size_t(s)] = world[std::size_t(s)] - k.known[std::size_t(s)];
    }
    movable[kStock] = k.hidden - held;
    std::array<int, 5> bins{};
    int nBins = 0;
    for (int b = 0; b < 5; ++b)
        if (!movable[std::size_t(b)].empty()) bins[std::size_t(nBins++)] = b;
    if (nBins < 2) return;
    auto mayHold = [&](int bin, Card c) { return bin == kStock || k.possible[std::size_t(bin)].contains(c); };
    auto pick = [&](CardSet set) {
        std::uint32_t i = rng.below(std::uint32_t(set.size()));
        for (Card c : set)
            if (i-- == 0) return c;
        return set.first();
    };
    double w = inference.weight(world);
    for (int step = 0; step < steps; ++step) {
        const int len = 2 + int(rng.below(std::uint32_t(nBins - 1)));
        std::array<int, 5> order = bins;  // the first len of a random order of the bins
        for (int i = 0; i < len; ++i)
            std::swap(order[std::size_t(i)], order[std::size_t(i) + rng.below(std::uint32_t(nBins - i))]);
        std::array<Card, 5> moved{};
        bool allowed = true;
        for (int i = 0; i < len && allowed; ++i) {
            moved[std::size_t(i)] = pick(movable[std::size_t(order[std::size_t(i)])]);
            allowed = mayHold(order[std::size_t((i + 1) % len)], moved[std::size_t(i)]);
        }
        if (!allowed) continue;
        std::array<CardSet, 4> next = world;
        for (int i = 0; i < len; ++i) {
            const int from = order[std::size_t(i)], to = order[std::size_t((i + 1) % len)];
            if (from != kStock) next[std::size_t(from)].erase(moved[std::size_t(i)]);
            if (to != kStock) next[std::size_t(to)].insert(moved[std::size_t(i)]);
        }
        const double v = inference.weight(next);
        if (v >= w || double(rng.next() >> 11) * 0x1.0p-53 * w < v) {
            world = next;
            w = v;
            for (int i = 0; i < len; ++i) {
                movable[std::size_t(order[std::size_t(i)])].erase(moved[std::size_t(i)]);
                movable[std::size_t(order[std::size_t((i + 1) % len)])].insert(moved[std::size_t(i)]);
            }
        }
    }
}

}  // namespace

namespace {

// n of `drawn` kept in proportion to their weights, given as running sums (total above 0):
// one uniform draw, then every stride of the total.
std::vector<std::array<CardSet, 4>> systematic(const std::vector<std::array<CardSet, 4>>& drawn,
                                               const std::vector<double>& cumulative, Rng& rng, int n)
{
    std::vector<std::array<CardSet, 4>> out;
    out.reserve(std::size_t(n));
    const double stride = cumulative.back() / n;
    double u = stride * (double(rng.next() >> 11) * 0x1.0p-53);
    std::size_t j = 0;
    for (int i = 0; i < n; ++i, u += stride) {
        while (j + 1 < drawn.size() && cumulative[j] < u) ++j;
        out.push_back(drawn[j]);
    }
    return out;
}

}  // namespace

std::vector<std::array<CardSet, 4>> resampleWorlds(const std::vector<std::array<CardSet, 4>>& drawn,
                                                   const std::vector<double>& weights, Rng& rng, int n)
{
    std::vector<double> cumulative(weights.size());
    double total = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) cumulative[i] = total += weights[i];
    if (!(total > 0)) return {drawn.begin(), drawn.begin() + std::min<std::ptrdiff_t>(n, std::ptrdiff_t(drawn.size()))};
    return systematic(drawn, cumulative, rng, n);
}

PolicyReading::PolicyReading(const Deal& deal, Seat seat, Signals agreement)
    : deal_(&deal), me_(seat), agreement_(agreement)
{
}

double PolicyReading::weight(const std::array<CardSet, 4>& hands) const
{
    const Deal& real = *deal_;
    const CardPlay& p = real.cardPlay();
    std::array<CardSet, 4> start = hands;
    for (int i = 0; i < p.cardsPlayed(); ++i) start[int(p.playedBy(i))].insert(p.playedCard(i));
    Deal d = Deal::fromHands(real.rules(), real.dealer(), start, real.retourne());
    for (int i = 0; i < real.callCount(); ++i) d.makeCall(real.callAt(i).seat, real.callAt(i).call);
    if (d.phase() != Phase::Play) return 1;
    HeuristicPlayer model;
    GameContext game;
    game.cardSignals = agreement_;
    for (int s = 0; s < kSeats; ++s) model.startDeal(d, Seat(s), game);
    double w = 1;
    for (int i = 0; i < p.cardsPlayed(); ++i) {
        const Seat s = p.playedBy(i);
        const Card c = p.playedCard(i);
        const CardSet legal = d.legalCards();
        if (!legal.contains(c)) return w;  // not a world of this play (cannot happen: observe())
        if (s != me_ && legal.size() > 1 && model.chooseCard(d, s, legal) != c) w *= kMiss;
        d.playCard(c);
    }
    return w;
}

std::vector<std::array<CardSet, 4>> drawWeightedWorlds(const WorldSampler& sampler, const Inference& inference,
                                                       Rng& rng, int n, const ResampleSettings& settings)
{
    using Hands = std::array<CardSet, 4>;
    const std::size_t batch = std::size_t(n) * std::size_t(std::max(1, settings.candidates));
    const std::size_t most = std::max(batch, std::size_t(n) * std::size_t(std::max(1, settings.maxCandidates)));
    const double wanted = settings.effectiveShare * n;
    std::vector<Hands> drawn;
    std::vector<double> cumulative;
    double total = 0, squares = 0;
    do {
        const std::size_t from = drawn.size();
        drawn.resize(from + batch);
        cumulative.resize(from + batch);
        for (std::size_t i = from; i < drawn.size(); ++i) {
            if (!sampler.sample(rng, drawn[i])) throw std::logic_error("no world fits what the seat knows");
            const double w = inference.weight(drawn[i]);
            cumulative[i] = total += w;
            squares += w * w;
        }
    } while (drawn.size() + batch <= most && total * total < wanted * squares);
    if (!(total > 0)) {
        drawn.resize(std::size_t(n));
        return drawn;
    }
    std::vector<Hands> out = systematic(drawn, cumulative, rng, n);
    if (settings.moveSteps > 0 && total * total < wanted * squares)
        for (Hands& world : out) moveWorld(sampler.knowledge(), inference, rng, settings.moveSteps, world);
    return out;
}

}  // namespace belote
