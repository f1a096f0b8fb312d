#include "ai/solver.h"

#include "engine/random.h"

#include <algorithm>

namespace belote {

namespace {

constexpr int kInfinity = 1000;

int remainingPoints(const CardTables& t, CardSet s)
{
    int sum = 0;
    for (Card c : s) sum += t.points[c];
    return sum;
}

int sign(Team t) { return t == Team::NS ? 1 : -1; }

}  // namespace

// Plays `c` for the seat to play; returns the NS − EW points credited when it ends a trick
// (the trick's cards, and on the last trick 10, or 100 for a capot).
int Solver::playCard(const CardTables& t, SolverPosition& q, Card c)
{
    const Seat me = q.toPlay;
    q.hands[int(me)].erase(c);
    q.trick[q.inTrick] = c;
    if (q.inTrick == 0 || t.beats(c, q.best)) {
        q.best = c;
        q.winner = me;
    }
    if (++q.inTrick < 4) {
        q.toPlay = nextSeat(me);
        return 0;
    }
    int pts = t.points[q.trick[0]] + t.points[q.trick[1]] + t.points[q.trick[2]] + t.points[q.trick[3]];
    const Team team = teamOf(q.winner);
    if (q.tricksLeft == 1) pts += (q.wonMask & (1u << (int(team) ^ 1))) ? 10 : 100;
    q.inTrick = 0;
    q.leader = q.toPlay = q.winner;
    q.best = kNoCard;
    --q.tricksLeft;
    q.wonMask |= std::uint8_t(1u << int(team));
    return sign(team) * pts;
}

struct Solver::Entry {
    std::uint64_t key;
    std::uint32_t generation;
    std::int16_t lower;
    std::int16_t upper;
    // (4 bytes of padding hold the best card)
    Card bestCard;
};

SolverPosition SolverPosition::from(const CardPlay& play)
{
    SolverPosition p;
    p.hands = play.hands();
    p.inTrick = std::uint8_t(play.cardsInTrick());
    for (int i = 0; i < p.inTrick; ++i) p.trick[i] = play.trickCard(i);
    p.tricksLeft = std::uint8_t(8 - play.trickNumber());
    for (int t = 0; t < 2; ++t)
        if (play.tricksWon(Team(t)) > 0) p.wonMask |= std::uint8_t(1u << t);
    p.leader = play.trickLeader();
    p.toPlay = play.toPlay();
    p.winner = play.trickWinnerSoFar();
    p.best = p.inTrick ? play.trickBestSoFar() : kNoCard;
    return p;
}

CardSet SolverPosition::live() const
{
    CardSet s = hands[0] | hands[1] | hands[2] | hands[3];
    for (int i = 0; i < inTrick; ++i) s.insert(trick[i]);
    return s;
}

Solver::Solver(int ttBits) : table_(new Entry[std::size_t(1) << ttBits]()), mask_((std::uint64_t(1) << ttBits) - 1) {}

Solver::~Solver() = default;

void Solver::newDeal()
{
    ++generation_;
}

void Solver::prepare(const CardTables& tables, bool mustUndertrump)
{
    // The table's keys name the holders of the cards, so entries stay true from one set of
    // hands to another; only another card order or play rule makes them wrong.
    if (t_ != &tables || mustUndertrump_ != mustUndertrump) ++generation_;
    t_ = &tables;
    mustUndertrump_ = mustUndertrump;
    for (int s = 0; s < kSuits; ++s) {
        int n = 0;
        for (int strength = 7; strength >= 0; --strength)
            for (Card c : CardSet::suit(Suit(s)))
                if (tables.strength[c] == strength) suitOrder_[s][n++] = c;
    }
}

int Solver::solve(const CardPlay& play)
{
    return solve(play.tables(), play.mustUndertrump(), SolverPosition::from(play));
}

int Solver::solve(const CardTables& tables, bool mustUndertrump, const SolverPosition& pos)
{
    prepare(tables, mustUndertrump);
    return bisect(pos);
}

// The exact value by bisection with null-window searches, each reusing the bounds the table
// kept from the ones before; fail-soft results narrow the interval faster than halving.
// (MTD(f) from a guess took five times as many searches here: card points come in many
// small steps, and each search moved the bound by a few points only.)
int Solver::bisect(const SolverPosition& pos)
{
    const int r = remainingPoints(*t_, pos.live()) + 10 + 90;
    int lower = -r, upper = r;  // lower <= value <= upper
    while (lower < upper) {
        const int mid = lower + (upper - lower + 1) / 2;  // test value >= mid
        const int g = search(pos, mid - 1, mid);
        if (g >= mid) lower = g;
        else upper = g;
    }
    return lower;
}

bool Solver::atLeast(const CardTables& tables, bool mustUndertrump, const SolverPosition& pos, int threshold)
{
    prepare(tables, mustUndertrump);
    return search(pos, threshold - 1, threshold) >= threshold;
}

CardSet Solver::scoreCards(const CardTables& tables, bool mustUndertrump, const SolverPosition& p,
                           std::array<int, 32>& values)
{
    prepare(tables, mustUndertrump);
    const Seat me = p.toPlay;
    const bool partnerHolds = p.inTrick > 0 && p.winner == partnerOf(me);
    const CardSet legal = legalCards(tables, p.hands[int(me)], p.inTrick ? p.trick[0] : kNoCard, p.best,
                                     partnerHolds, mustUndertrump);
    for (Card c : legal) {
        SolverPosition q = p;
        const int credited = playCard(tables, q, c);
        values[c] = credited + bisect(q);
    }
    return legal;
}

// A trump wins its trick for its side when every higher trump is held by that side: the top
// trumps of one side, down to the other side's best, are points that side cannot lose.
Solver::SureTrumps Solver::sureTrumps(const SolverPosition& p, CardSet rest) const
{
    SureTrumps sure;
    const CardSet trumps = rest & t_->trumps;
    for (Card c : suitOrder_[int(trumpSuitOf(t_->strain))]) {
        if (!trumps.contains(c)) continue;
        const Team team = (p.hands[0] | p.hands[2]).contains(c) ? Team::NS : Team::EW;
        if (sure.tricks > 0 && team != sure.team) break;
        sure.team = team;
        sure.points += t_->points[c];
        ++sure.tricks;
    }
    return sure;
}

// The last trick: one card a hand, nothing to choose.
int Solver::lastTrick(const CardTables& t, const SolverPosition& p)
{
    SolverPosition q = p;
    int value = 0;
    for (int i = 0; i < 4; ++i) value = playCard(t, q, *q.hands[int(q.toPlay)].begin());
    return value;
}

namespace {

// Random keys for (suit, place among the suit's cards still in hand, holder, points).
struct Zobrist {
    std::uint64_t card[32][4][21];
    std::uint64_t leader[4];
    std::uint64_t won[4];
    Zobrist()
    {
        Rng rng(0x5eed);
        for (auto& a : card)
            for (auto& b : a)
                for (auto& k : b) k = rng.next();
        for (auto& k : leader) k = rng.next();
        for (auto& k : won) k = rng.next();
    }
};
const Zobrist kZobrist;

}  // namespace

// The key of a trick's start by relative ranks: per suit, the holder and the points of each
// card still in hand in the suit's order. Two positions with the same key play alike card
// for card (same follows, same winners, same points), so they have the same value.
std::uint64_t Solver::positionKey(const SolverPosition& p, CardSet rest) const
{
    std::uint64_t h = kZobrist.leader[int(p.leader)] ^ kZobrist.won[p.wonMask];
    for (int s = 0; s < kSuits; ++s) {
        const CardSet inSuit = rest & CardSet::suit(Suit(s));
        if (inSuit.empty()) continue;
        int place = 0;
        for (Card c : suitOrder_[s]) {
            if (!inSuit.contains(c)) continue;
            int holder = 0;
            while (!p.hands[holder].contains(c)) ++holder;
            h ^= kZobrist.card[s * 8 + place][holder][t_->points[c]];
            ++place;
        }
    }
    return h;
}

// A card as (suit, place among the live cards of its suit), and back.
std::uint8_t Solver::toRelative(CardSet live, Card c) const
{
    const int s = int(suitOf(c));
    int place = 0;
    for (Card x : suitOrder_[s]) {
        if (x == c) break;
        if (live.contains(x)) ++place;
    }
    return std::uint8_t(s * 8 + place);
}

Card Solver::fromRelative(CardSet live, std::uint8_t r) const
{
    int place = r & 7;
    for (Card x : suitOrder_[r >> 3]) {
        if (!live.contains(x)) continue;
        if (place-- == 0) return x;
    }
    return kNoCard;
}

int Solver::search(const SolverPosition& p, int alpha, int beta)
{
    ++nodes_;
    const CardTables& t = *t_;
    Entry* entry = nullptr;
    Card ttMove = kNoCard;
    const int alphaIn = alpha, betaIn = beta;
    std::uint64_t key = 0;

    if (p.inTrick == 0) {
        if (p.tricksLeft <= 1) return p.tricksLeft ? lastTrick(t, p) : 0;
        // Bounds from the points left: all of them to one side, capot included if possible,
        // less the points of the trumps the other side is sure to win.
        const CardSet rest = p.hands[0] | p.hands[1] | p.hands[2] | p.hands[3];
        const int r = remainingPoints(t, rest) + 10;
        int maxNs = r + ((p.wonMask & 2) ? 0 : 90);
        int minNs = -(r + ((p.wonMask & 1) ? 0 : 90));
        if (isSuitStrain(t.strain)) {
            const SureTrumps sure = sureTrumps(p, rest);
            if (sure.tricks > 0) {
                if (sure.team == Team::NS) minNs = 2 * sure.points - r;
                else maxNs = r - 2 * sure.points;
            }
        }
        if (maxNs <= alpha) return maxNs;
        if (minNs >= beta) return minNs;
        key = positionKey(p, rest);
        entry = &table_[key & mask_];
        if (entry->generation == generation_ && entry->key == key) {
            if (entry->lower >= beta) return entry->lower;
            if (entry->upper <= alpha) return entry->upper;
            if (entry->lower == entry->upper) return entry->lower;
            alpha = std::max(alpha, int(entry->lower));
            beta = std::min(beta, int(entry->upper));
            ttMove = fromRelative(rest, entry->bestCard);
        }
    }

    const Seat me = p.toPlay;
    const bool partnerHolds = p.inTrick > 0 && p.winner == partnerOf(me);
    const CardSet legal = legalCards(t, p.hands[int(me)], p.inTrick ? p.trick[0] : kNoCard, p.best, partnerHolds,
                                     mustUndertrump_);

    // Candidate moves: one card of each run of equivalent cards, with an ordering score.
    Card moves[8];
    int scores[8];
    int n = 0;
    const CardSet live = p.live();
    const bool lastToPlay = p.inTrick == 3;
    for (int s = 0; s < kSuits; ++s) {
        if ((legal & CardSet::suit(Suit(s))).empty()) continue;
        int prevPoints = -1;
        bool prevMine = false;
        bool master = true;  // no live card above in this suit yet
        for (Card c : suitOrder_[s]) {
            if (!live.contains(c)) continue;
            if (!legal.contains(c)) {
                prevMine = false;
                if (p.hands[int(me)].contains(c) == false) master = false;
                continue;
            }
            const int pts = t.points[c];
            if (prevMine && pts == prevPoints) continue;  // equivalent to the card just above
            prevMine = true;
            prevPoints = pts;
            int score;
            if (c == ttMove) {
                score = 10000;
            } else if (p.inTrick == 0) {
                score = master ? 200 + pts + (t.isTrump(c) ? 50 : 0) : -pts - t.strength[c];
            } else if (partnerHolds) {
                score = lastToPlay ? 100 + pts : pts - (t.isTrump(c) ? 30 : 0);
            } else if (t.beats(c, p.best)) {
                score = 150 + pts - 4 * t.strength[c] - (t.isTrump(c) && !t.isTrump(p.trick[0]) ? 20 : 0);
            } else {
                score = -2 * pts - t.strength[c] - (t.isTrump(c) ? 40 : 0);
            }
            moves[n] = c;
            scores[n] = score;
            ++n;
            master = false;
        }
    }
    // Insertion sort, best score first.
    for (int i = 1; i < n; ++i) {
        const Card c = moves[i];
        const int sc = scores[i];
        int j = i;
        for (; j > 0 && scores[j - 1] < sc; --j) {
            moves[j] = moves[j - 1];
            scores[j] = scores[j - 1];
        }
        moves[j] = c;
        scores[j] = sc;
    }

    const bool maximise = teamOf(me) == Team::NS;
    int bestValue = maximise ? -kInfinity : kInfinity;
    Card bestCard = moves[0];
    for (int i = 0; i < n; ++i) {
        const Card c = moves[i];
        SolverPosition q = p;
        const int credited = playCard(t, q, c);
        const int value = credited + search(q, alpha - credited, beta - credited);
        if (maximise) {
            if (value > bestValue) {
                bestValue = value;
                bestCard = c;
            }
            alpha = std::max(alpha, value);
        } else {
            if (value < bestValue) {
                bestValue = value;
                bestCard = c;
            }
            beta = std::min(beta, value);
        }
        if (alpha >= beta) break;
    }

    if (entry) {
        if (entry->generation != generation_ || entry->key != key) {
            entry->key = key;
            entry->generation = generation_;
            entry->lower = -kInfinity;
            entry->upper = kInfinity;
        }
        if (bestValue <= alphaIn) entry->upper = std::int16_t(std::min(int(entry->upper), bestValue));
        else if (bestValue >= betaIn) entry->lower = std::int16_t(std::max(int(entry->lower), bestValue));
        else entry->lower = entry->upper = std::int16_t(bestValue);
        entry->bestCard = toRelative(p.live(), bestCard);
    }
    return bestValue;
}

}  // namespace belote
