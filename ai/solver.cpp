#include "ai/solver.h"
#include "ai/solverbits.h"
#include "ai/solverpicker.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstring>
#include <optional>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace belote {

namespace {

using namespace solverbits;

constexpr int kSmall = 2;  // endgames of this many tricks: searchSmall() (exact values at 3 cost twice as much)

std::uint64_t mix64(std::uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

// compress[m][h]: the bits of h at the places of m's bits, packed from bit 0 (which of the
// live cards of a suit, in order, a hand holds).
struct Compress {
    std::uint8_t v[256][256];
    Compress()
    {
        for (unsigned m = 0; m < 256; ++m)
            for (unsigned h = 0; h < 256; ++h) {
                unsigned out = 0, j = 0;
                for (unsigned b = 0; b < 8; ++b)
                    if (m >> b & 1) out |= ((h >> b) & 1) << j++;
                v[m][h] = std::uint8_t(out);
            }
    }
};
const Compress kCompress;

}  // namespace

// An entry of the table of trick starts (see structureKey()): the position's shape and
// generation (see generationKey(): an entry of another deal or strain never matches), the
// points of its live cards in the order pointSignature() lists them, and bounds on its
// value; they hold for that position, and widened by the points' distance for any other of
// the same shape. 64 bytes: one cache line.
struct alignas(64) Solver::Entry {
    std::uint64_t key;
    std::uint8_t points[32];
    std::int16_t lower;
    std::int16_t upper;
    std::uint8_t bestCard;  // relative: suit * 8 + number of live cards above it
};

// An entry of the table of two-trick endgames: the shape's key with the exact value in its
// low 16 bits, and the points of the position it is the value of.
struct Solver::Endgame {
    std::uint64_t keyValue;
    std::uint8_t points[8];
};

// A trick start's place in the table, as search() found it: the slot, the position's key and
// points (see pointSignature()), and the table's card (-1 for none).
struct Solver::Slot {
    Entry* entry = nullptr;
    std::uint64_t key = 0;
    alignas(16) std::uint8_t points[32];
    int ttMove = -1;
};

// What the search of each card a node tried showed: an upper and a lower bound on its value.
struct Solver::Tried {
    int upper[8];
    int lower[8];
};

namespace {

// Sum over the 32 places of |a − b|: how far apart the values of two positions of one shape
// can be (see structureKey()).
inline int pointDistance(const std::uint8_t* a, const std::uint8_t* b)
{
#if defined(__SSE2__)
    const __m128i lo = _mm_sad_epu8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(a)),
                                    _mm_loadu_si128(reinterpret_cast<const __m128i*>(b)));
    const __m128i hi = _mm_sad_epu8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(a + 16)),
                                    _mm_loadu_si128(reinterpret_cast<const __m128i*>(b + 16)));
    const __m128i d = _mm_add_epi64(lo, hi);
    return _mm_cvtsi128_si32(d) + _mm_extract_epi16(d, 4);
#else
    int sum = 0;
    for (int i = 0; i < 32; ++i) sum += std::abs(int(a[i]) - int(b[i]));
    return sum;
#endif
}

// The same over the first 8 places (the eight cards of the last two tricks).
inline int pointDistance8(const std::uint8_t* a, const std::uint8_t* b)
{
#if defined(__SSE2__)
    return _mm_cvtsi128_si32(_mm_sad_epu8(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(a)),
                                          _mm_loadl_epi64(reinterpret_cast<const __m128i*>(b))));
#else
    int sum = 0;
    for (int i = 0; i < 8; ++i) sum += std::abs(int(a[i]) - int(b[i]));
    return sum;
#endif
}

// A stored lower / upper bound widened by `d`, its "none" (±kInfinity) kept as it is.
inline int widenLower(int lower, int d) { return lower <= -kInfinity ? lower : lower - d; }
inline int widenUpper(int upper, int d) { return upper >= kInfinity ? upper : upper + d; }

}  // namespace

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

bool SolverPosition::consistent() const
{
    if (inTrick > 3 || tricksLeft < 1 || tricksLeft > 8 || toPlay != Seat((int(leader) + inTrick) % 4)) return false;
    CardSet seen;
    for (int i = 0; i < inTrick; ++i) {
        if (trick[i] >= kCards || seen.contains(trick[i])) return false;
        seen.insert(trick[i]);
    }
    for (int h = 0; h < 4; ++h) {
        // The seats that played to the trick hold a card fewer.
        const bool played = (h - int(leader) + 4) % 4 < inTrick;
        if ((hands[h] & seen) != CardSet() || hands[h].size() != tricksLeft - (played ? 1 : 0)) return false;
        seen = seen | hands[h];
    }
    return true;
}

CardSet SolverPosition::live() const
{
    CardSet s = hands[0] | hands[1] | hands[2] | hands[3];
    for (int i = 0; i < inTrick; ++i) s.insert(trick[i]);
    return s;
}

Solver::Solver(int ttBits)
    : table_(new Entry[std::size_t(1) << ttBits]()),
      mask_((std::uint64_t(1) << ttBits) - 1),
      endgames_(new Endgame[std::size_t(1) << std::max(ttBits + 2, 4)]()),
      endgameMask_((std::uint64_t(1) << std::max(ttBits + 2, 4)) - 1)
{
    static_assert(sizeof(Entry) == 64);
    static_assert(sizeof(Endgame) == 16);
    for (int leader = 0; leader < 4; ++leader)
        for (int won = 0; won < 4; ++won)
            baseKey_[leader][won] = mix64(0xc000000000000000ull | std::uint64_t(leader) << 2 | std::uint64_t(won));
}

Solver::~Solver() = default;

void Solver::newDeal() { ++generation_; }

void Solver::prepare(const CardTables& tables, bool mustUndertrump)
{
    aborted_ = false;
    for (auto& byPlace : killer_)
        for (auto& bySuit : byPlace)
            for (auto& byHolder : bySuit) byHolder.fill(0xff);  // no card yet
    // The table's keys name the holders of the cards by relative rank, so entries stay true
    // from one set of hands to another; only another card order or play rule makes them wrong.
    if (t_ == &tables && mustUndertrump_ == mustUndertrump) return;
    ++generation_;
    t_ = &tables;
    mustUndertrump_ = mustUndertrump;
    trumpMask_ = 0;
    for (Card c = 0; c < kCards; ++c) {
        const Card i = Card(int(suitOf(c)) * 8 + tables.strength[c]);
        toInt_[c] = i;
        toExt_[i] = c;
        pts_[i] = tables.points[c];
        if (tables.isTrump(c)) trumpMask_ |= 1u << i;
    }
    trumpSuit_ = isSuitStrain(tables.strain) ? int(trumpSuitOf(tables.strain)) : -1;
    for (int s = 0; s < kSuits; ++s)
        for (unsigned m = 0; m < 256; ++m) {
            int sum = 0, n = 0;
            std::array<int, 8> low{};
            pointSeq_[s][m] = {};
            for (int b = 7; b >= 0; --b) {
                if (!(m >> b & 1)) continue;
                const int c = s * 8 + b;
                sum += pts_[c];
                pointSeq_[s][m][std::size_t(n)] = pts_[c];
                low[n++] = pts_[c];
            }
            suitPts_[s][m] = std::uint16_t(sum);
            // What the shape keeps of the suit besides the holders (relative ranks): the
            // suit and how many live cards it has.
            shapeKey_[s][m] = (std::uint64_t(n) << 26) | std::uint64_t(s) << 24;
            int hs = 0;
            for (int r = 0; r <= 8; ++r) {
                if (r > 0 && r <= n) hs += low[r - 1];  // low[] is strongest first here
                highSum_[s][m][r] = std::uint8_t(hs);
            }
            for (int i = 1; i < n; ++i)  // insertion sort, lowest first
                for (int j = i; j > 0 && low[j - 1] > low[j]; --j) std::swap(low[j - 1], low[j]);
            int ls = 0;
            for (int r = 0; r <= 8; ++r) {
                if (r > 0 && r <= n) ls += low[r - 1];
                lowSum_[s][m][r] = std::uint8_t(ls);
            }
        }
}

Solver::Pos Solver::toInternal(const SolverPosition& p) const
{
    assert(p.consistent());
    Pos q{};
    for (int h = 0; h < 4; ++h)
        for (Card c : p.hands[h]) q.hand[h] |= 1u << toInt_[c];
    q.inTrick = p.inTrick;
    for (int i = 0; i < p.inTrick; ++i) q.trick[i] = toInt_[p.trick[i]];
    q.tricksLeft = p.tricksLeft;
    q.wonMask = p.wonMask;
    q.leader = std::uint8_t(p.leader);
    q.toPlay = std::uint8_t(p.toPlay);
    q.winner = std::uint8_t(p.winner);
    q.best = p.inTrick ? toInt_[p.best] : 0;
    q.live = q.hand[0] | q.hand[1] | q.hand[2] | q.hand[3];
    for (int i = 0; i < q.inTrick; ++i) q.live |= 1u << q.trick[i];
    return q;
}

inline __attribute__((always_inline)) bool Solver::beats(int c, int best) const
{
    if ((c >> 3) == (best >> 3)) return c > best;
    return (trumpMask_ >> c & 1) && !(trumpMask_ >> best & 1);
}

// Plays `c` for the seat to play; returns the NS − EW points credited when it ends a trick
// (the trick's cards, and on the last trick 10, or 100 for a capot).
inline __attribute__((always_inline)) int Solver::play(Pos& q, int c) const
{
    const int me = q.toPlay;
    q.hand[me] &= ~(1u << c);
    q.trick[q.inTrick] = std::uint8_t(c);
    if (q.inTrick == 0 || beats(c, q.best)) {
        q.best = std::uint8_t(c);
        q.winner = std::uint8_t(me);
    }
    if (++q.inTrick < 4) {
        q.toPlay = std::uint8_t((me + 1) & 3);
        return 0;
    }
    int pts = pts_[q.trick[0]] + pts_[q.trick[1]] + pts_[q.trick[2]] + pts_[q.trick[3]];
    const int team = q.winner & 1;
    if (q.tricksLeft == 1) pts += (q.wonMask & (1u << (team ^ 1))) ? 10 : 100;
    q.inTrick = 0;
    q.live = q.hand[0] | q.hand[1] | q.hand[2] | q.hand[3];
    q.leader = q.toPlay = q.winner;
    --q.tricksLeft;
    q.wonMask |= std::uint8_t(1u << team);
    return sign(team) * pts;
}

// The rule of play (RULES.md §5, as legalCards() in the engine) on renumbered cards.
inline __attribute__((always_inline)) std::uint32_t Solver::legal(const Pos& p) const
{
    const std::uint32_t h = p.hand[p.toPlay];
    if (p.inTrick == 0) return h;
    const int led = p.trick[0];
    const std::uint32_t follow = h & suitBits(led >> 3);
    if (follow) {
        if (trumpMask_ >> led & 1) {
            const std::uint32_t over = follow & above(p.best);
            return over ? over : follow;
        }
        return follow;
    }
    if (trumpSuit_ < 0) return h;  // Sans Atout, Tout Atout: no other card can win
    if (p.winner == ((p.toPlay + 2) & 3)) return h;
    const std::uint32_t trumps = h & trumpMask_;
    if (!trumps) return h;
    if (!(trumpMask_ >> p.best & 1)) return trumps;
    const std::uint32_t over = trumps & above(p.best);
    if (over) return over;
    return mustUndertrump_ ? trumps : h;
}

// The last trick: one card a hand, nothing to choose (play() without its bookkeeping).
inline __attribute__((always_inline)) int Solver::lastTrick(const Pos& p) const
{
    int best = p.best, winner = p.winner, pts = 0;
    for (int i = 0; i < p.inTrick; ++i) pts += pts_[p.trick[i]];
    for (int i = p.inTrick, seat = p.toPlay; i < 4; ++i, seat = (seat + 1) & 3) {
        const int c = std::countr_zero(p.hand[seat]);
        pts += pts_[c];
        if (i == 0 || beats(c, best)) {
            best = c;
            winner = seat;
        }
    }
    const int team = winner & 1;
    pts += (p.wonMask & (1u << (team ^ 1))) ? 10 : 100;
    return sign(team) * pts;
}

int Solver::solve(const CardPlay& play)
{
    return solve(play.tables(), play.mustUndertrump(), SolverPosition::from(play));
}

int Solver::solve(const CardTables& tables, bool mustUndertrump, const SolverPosition& pos)
{
    prepare(tables, mustUndertrump);
    const Pos p = toInternal(pos);
    return exact(p);
}

// The exact value: one principal variation search over the whole range of values (see
// search()). It replaced a bisection of null-window searches (about seven of them a solve),
// which cost 10% more nodes in trump and 16% more instructions to value every first card.
// With a guess, the search first looks within a few points of it (an aspiration window)
// and searches again, on the side the value fell, only when it lies outside.
int Solver::exact(const Pos& p, std::optional<int> guess)
{
    const int r = pointsLeft(p.live) + 100;  // a bound on the value: every point and a capot
    if (!guess) return search(p, -r - 1, r + 1);
    constexpr int kAspiration = 4;
    // A guess outside the values the position can have (another position's) would make an
    // empty window: it is brought within them first.
    const int g = std::clamp(*guess, -r, r);
    const int lo = std::max(g - 1 - kAspiration, -r - 1), hi = std::min(g + 1 + kAspiration, r + 1);
    const int v = search(p, lo, hi);
    if (aborted_ || (v > lo && v < hi)) return v;
    return v <= lo ? search(p, -r - 1, v + 1) : search(p, v - 1, r + 1);
}

bool Solver::atLeast(const CardTables& tables, bool mustUndertrump, const SolverPosition& pos, int threshold)
{
    prepare(tables, mustUndertrump);
    return search(toInternal(pos), threshold - 1, threshold) >= threshold;
}

CardSet Solver::scoreCards(const CardTables& tables, bool mustUndertrump, const SolverPosition& sp,
                           std::array<int, 32>& values, CardSet only)
{
    prepare(tables, mustUndertrump);
    const Pos p = toInternal(sp);
    const std::uint32_t lg = legal(p);
    const std::uint32_t live = p.live;
    const bool maximise = (p.toPlay & 1) == 0;
    CardSet out;
    // The cards from the lowest up, suit after suit; each searched from an aspiration window
    // around the best value so far (most cards of a hand are worth about the same, the best
    // more often than the one before: 1 to 5% fewer nodes in trump and Tout Atout than
    // highest first around the card before, and 4 to 11% fewer than a search over the whole
    // range).
    int prev = -1, prevValue = 0, best = 0;
    for (std::uint32_t bits = lg; bits; bits &= bits - 1) {
        const int c = std::countr_zero(bits);
        out.insert(toExt_[c]);
        if (!only.contains(toExt_[c])) continue;
        // A card next to the one just valued, of the same points, plays the same.
        const std::uint32_t lb = live & below(c);
        if (prev >= 0 && lb && topBit(lb) == prev && pts_[prev] == pts_[c]) {
            values[toExt_[c]] = prevValue;
            prev = c;
            continue;
        }
        Pos q = p;
        const int credited = play(q, c);
        prevValue = credited + exact(q, prev >= 0 ? std::optional<int>(best - credited) : std::nullopt);
        if (aborted_) break;
        best = prev < 0 ? prevValue : maximise ? std::max(best, prevValue) : std::min(best, prevValue);
        values[toExt_[c]] = prevValue;
        prev = c;
    }
    return out;
}

// The shape of a trick's start: per suit, how many live cards and which hand holds each, by
// rank; the leader; who has won a trick. Two positions of one shape have the same game tree,
// card for card: the same cards are legal and the same cards win the tricks; only the
// points in the tricks differ. Along any line of play the two lines' results differ by at
// most the sum, place by place, of the differences of their cards' points, so their values
// do too (each side can play in one what it plays in the other): a bound found for one
// holds, widened by that distance, for the other. Most positions a few tricks from the end
// share their shape with others met in the same search (a sixth as many shapes as positions
// three tricks from the end), so these bounds settle many trick starts that were never
// searched themselves.
std::uint64_t Solver::structureKey(const Pos& p) const
{
    std::uint64_t key = baseKey_[p.leader][p.wonMask];
    for (int s = 0; s < 4; ++s) {
        const unsigned m = (p.live >> (8 * s)) & 0xff;
        if (!m) continue;
        const auto& row = kCompress.v[m];
        const std::uint64_t code = std::uint64_t(row[(p.hand[0] >> (8 * s)) & 0xff]) |
                                   std::uint64_t(row[(p.hand[1] >> (8 * s)) & 0xff]) << 8 |
                                   std::uint64_t(row[(p.hand[2] >> (8 * s)) & 0xff]) << 16;
        key += mix64(shapeKey_[s][m] | code);
    }
    return key;
}

// The points of the live cards, suit after suit, strongest first, zeros after them.
void Solver::pointSignature(const Pos& p, std::uint8_t* out) const
{
    std::uint8_t buf[40] = {};
    int at = 0;
    for (int s = 0; s < 4; ++s) {
        const unsigned m = (p.live >> (8 * s)) & 0xff;
        std::memcpy(buf + at, pointSeq_[s][m].data(), 8);
        at += pop8(m);
    }
    std::memcpy(out, buf, 32);
}

// Plays the next seats' cards in the trick while each has one legal card, each a node with
// nothing to order or remember, cheaper played here than searched; returns the points
// credited. (Not in the last trick, which lastTrick() plays whole.)
inline __attribute__((always_inline)) int Solver::playForced(Pos& q)
{
    int credited = 0;
    while (q.inTrick != 0 && q.tricksLeft >= 2) {
        const std::uint32_t only = legal(q);
        if ((only & (only - 1)) != 0 || outOfTime()) break;  // past the deadline, the search that follows stops
        credited += play(q, std::countr_zero(only));
    }
    return credited;
}

// Endgames of two tricks or less: plain alpha-beta. At the start of the last two tricks
// the exact value, kept in a table of its own.
int Solver::searchSmall(const Pos& p, int alpha, int beta)
{
    if (outOfTime()) return 0;
    if (p.tricksLeft <= 1) return p.tricksLeft ? lastTrick(p) : 0;
    if (p.inTrick == 0 && alpha > -kInfinity) {
        // Keyed by shape too: the exact value of another position of the shape bounds this
        // one's within their points' distance (see structureKey()).
        const std::uint32_t live = p.live;
        const std::uint64_t key = structureKey(p) ^ generationKey();
        Endgame& slot = endgames_[key & endgameMask_];
        alignas(16) std::uint8_t points[32];
        pointSignature(p, points);  // eight live cards: the first eight bytes
        if ((slot.keyValue ^ key) >> 16 == 0 && slot.keyValue != 0) {
            const int v = int(slot.keyValue & 0xffff) - 0x8000;
            const int d = pointDistance8(points, slot.points);
            if (d == 0) return v;
            if (v - d >= beta) return v - d;
            if (v + d <= alpha) return v + d;
        }
        int minNs, maxNs;
        bounds(p, live, alpha, beta, minNs, maxNs);
        if (maxNs <= alpha) return maxNs;
        if (minNs >= beta) return minNs;
        if (minNs == maxNs) return minNs;
        const int v = searchSmall(p, -kInfinity, kInfinity);
        if (aborted_) return 0;  // a value cut short is no value: keep it out of the table
        slot.keyValue = (key & ~std::uint64_t(0xffff)) | std::uint64_t(v + 0x8000);
        std::memcpy(slot.points, points, sizeof slot.points);
        return v;
    }
    const bool maximise = (p.toPlay & 1) == 0;
    int bestValue = maximise ? -kInfinity : kInfinity;
    for (std::uint32_t bits = legal(p); bits; bits &= bits - 1) {
        Pos q = p;
        int credited = play(q, std::countr_zero(bits));
        credited += playForced(q);
        const int value = credited + searchSmall(q, alpha - credited, beta - credited);
        if (maximise) {
            bestValue = std::max(bestValue, value);
            alpha = std::max(alpha, value);
        } else {
            bestValue = std::min(bestValue, value);
            beta = std::min(beta, value);
        }
        if (alpha >= beta) break;
    }
    return bestValue;
}

// Whether the opponent who plays next in the trick (after the seat to play) holds a card
// that beats `x` (x in the trick, or about to be).
bool Solver::nextCanBeat(const Pos& p, int x) const
{
    const std::uint32_t h = p.hand[(p.toPlay + 1) & 3];
    const int ledSuit = p.trick[0] >> 3;
    const std::uint32_t follow = h & suitBits(ledSuit);
    if (follow) return (x >> 3) == ledSuit && (follow & above(x));
    if (trumpSuit_ < 0) return false;
    const std::uint32_t trumps = h & trumpMask_;
    if (!trumps) return false;
    if (!(trumpMask_ >> x & 1)) return true;
    return (trumps & above(x)) != 0;
}

// At a trick's start: the table's slot and the bounds. True, with the node's value in
// `value`, when they settle the node; else alpha..beta narrowed by the table's bounds and the
// table's card in `slot.ttMove`.
[[gnu::always_inline]] inline bool Solver::probe(const Pos& p, int& alpha, int& beta, Slot& slot, int& value)
{
    const std::uint32_t live = p.live;
    // The table's slot is fetched from memory while the points left are counted; the quick
    // tricks, dearer, are worked out only when the table does not settle the node.
    slot.key = structureKey(p) ^ generationKey();
    Entry* const entry = slot.entry = &table_[slot.key & mask_];
    __builtin_prefetch(entry);
    pointSignature(p, slot.points);
    int minNs, maxNs;
    auto settled = [&] {
        if (maxNs <= alpha) value = maxNs;
        else if (minNs >= beta || minNs == maxNs) value = minNs;
        else return false;
        return true;
    };
    pointBounds(p, live, minNs, maxNs);
    if (settled()) return true;
    const bool hit = entry->key == slot.key;
    int lower = -kInfinity, upper = kInfinity;
    if (hit) {
        // The entry's bounds, widened by how far its points are from this position's.
        const int d = pointDistance(slot.points, entry->points);
        lower = widenLower(entry->lower, d);
        upper = widenUpper(entry->upper, d);
        if (lower >= beta || lower == upper) {
            value = lower;
            return true;
        }
        if (upper <= alpha) {
            value = upper;
            return true;
        }
    }
    quickTrickBounds(p, live, alpha, beta, minNs, maxNs);
    if (settled()) return true;
    if (hit) {
        alpha = std::max(alpha, lower);
        beta = std::min(beta, upper);
        // The best card, relative: the one of its suit with that many live cards above.
        std::uint32_t inSuit = live & suitBits(entry->bestCard >> 3);
        for (int place = entry->bestCard & 7; place > 0 && inSuit; --place) inSuit &= ~(1u << topBit(inSuit));
        if (inSuit) slot.ttMove = topBit(inSuit);
    }
    return false;
}

// A card next to one searched before it (in this hand, next in the suit's order among the
// live cards) leads to a position of the same shape whose points differ at two places by the
// two cards' difference (see structureKey()): its value lies within twice that difference of
// the other's. True, with the i-th card's bounds set, when that keeps it at or below alpha
// (at or above beta for the side that minimises): it need not be searched.
[[gnu::always_inline]] inline bool Solver::boundedByNeighbour(const Pos& p, const CardPicker& tried, int i, int alpha,
                                                              int beta, Tried& bound) const
{
    const int c = tried[i];
    const std::uint32_t up = p.live & above(c), down = p.live & below(c);
    const int neighbours[2] = {up ? std::countr_zero(up) : -1, down ? topBit(down) : -1};
    int j = 0;
    while (j < i && tried[j] != neighbours[0] && tried[j] != neighbours[1]) ++j;
    if (j == i) return false;
    const int d = 2 * std::abs(int(pts_[tried[j]]) - int(pts_[c]));
    if ((p.toPlay & 1) == 0 && bound.upper[j] + d <= alpha) {
        bound.upper[i] = bound.upper[j] + d;
        bound.lower[i] = -kInfinity;
        return true;
    }
    if ((p.toPlay & 1) != 0 && bound.lower[j] - d >= beta) {
        bound.lower[i] = bound.lower[j] - d;
        bound.upper[i] = kInfinity;
        return true;
    }
    return false;
}

// The value of card c played at p, searched in alpha..beta. A card after the first
// (`later`) is searched by principal variation search: first shown to be no better than the
// best so far by a null-window search, searched again only when it is.
[[gnu::always_inline]] inline int Solver::searchCard(const Pos& p, int c, bool later, int alpha, int beta)
{
    Pos q = p;
    int credited = play(q, c);
    credited += playForced(q);
    if (!later || beta - alpha <= 1) return credited + search(q, alpha - credited, beta - credited);
    int value;
    if ((p.toPlay & 1) == 0) {
        value = credited + search(q, alpha - credited, alpha + 1 - credited);
        if (value > alpha && value < beta) value = credited + search(q, value - credited, beta - credited);
    } else {
        value = credited + search(q, beta - 1 - credited, beta - credited);
        if (value < beta && value > alpha) value = credited + search(q, alpha - credited, value - credited);
    }
    return value;
}

// The node's bounds kept in its table slot. Another position of its shape gives way, its
// bounds widened by the distance kept as this one's to start from.
[[gnu::always_inline]] inline void Solver::store(const Slot& slot, const Pos& p, int bestValue, int alphaIn, int betaIn,
                                                 int bestCard)
{
    Entry* const entry = slot.entry;
    if (entry->key != slot.key) {
        entry->key = slot.key;
        std::memcpy(entry->points, slot.points, sizeof slot.points);
        entry->lower = -kInfinity;
        entry->upper = kInfinity;
    } else if (const int d = pointDistance(slot.points, entry->points); d != 0) {
        std::memcpy(entry->points, slot.points, sizeof slot.points);
        entry->lower = std::int16_t(widenLower(entry->lower, d));
        entry->upper = std::int16_t(widenUpper(entry->upper, d));
    }
    if (bestValue <= alphaIn) entry->upper = std::int16_t(std::min(int(entry->upper), bestValue));
    else if (bestValue >= betaIn) entry->lower = std::int16_t(std::max(int(entry->lower), bestValue));
    else entry->lower = entry->upper = std::int16_t(bestValue);
    entry->bestCard = std::uint8_t((bestCard & ~7) | popcount32(p.live & above(bestCard)));
}

int Solver::search(const Pos& p, int alpha, int beta)
{
    assert(alpha < beta && p.tricksLeft >= 1 && p.inTrick < 4);
    if (p.tricksLeft <= kSmall) return searchSmall(p, alpha, beta);
    if (outOfTime()) return 0;
    const int alphaIn = alpha, betaIn = beta;
    Slot slot;
    if (p.inTrick == 0) {
        int value;
        if (probe(p, alpha, beta, slot, value)) return value;
    }

    const bool maximise = (p.toPlay & 1) == 0;
    const bool partnerHolds = p.inTrick > 0 && p.winner == ((p.toPlay + 2) & 3);
    std::uint8_t& killer = killer_[p.tricksLeft][p.inTrick][p.inTrick ? p.trick[0] >> 3 : 4][partnerHolds];
    CardPicker picker(*this, p, slot.ttMove, killer);
    int bestValue = maximise ? -kInfinity : kInfinity;
    int bestCard = picker[0];
    Tried bound;  // what the search of each card showed: bounds on its value
    for (int i = 0, c; (c = picker.next()) >= 0; ++i) {
        if (i > 0 && boundedByNeighbour(p, picker, i, alpha, beta, bound)) {
            bestValue = maximise ? std::max(bestValue, bound.upper[i]) : std::min(bestValue, bound.lower[i]);
            continue;
        }
        const int value = searchCard(p, c, i > 0, alpha, beta);
        bound.upper[i] = value >= beta ? kInfinity : value;
        bound.lower[i] = value <= alpha ? -kInfinity : value;
        if (maximise ? value > bestValue : value < bestValue) {
            bestValue = value;
            bestCard = c;
        }
        if (maximise) alpha = std::max(alpha, value);
        else beta = std::min(beta, value);
        if (alpha >= beta) {
            if (i > 0) killer = std::uint8_t(c);
            break;
        }
    }
    if (aborted_) return 0;
    if (slot.entry) store(slot, p, bestValue, alphaIn, betaIn, bestCard);
    return bestValue;
}

}  // namespace belote
