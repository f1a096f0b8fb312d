#include "ai/claim.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <unordered_map>

namespace belote {

namespace {

// Every card played (or, for a position made of fewer cards, every hand empty).
bool playedOut(const CardPlay& p) { return p.done() || p.hand(p.toPlay()).empty(); }

// Whether a side takes every trick left, searched as an and-or tree: the side's two hands
// choose, the others answer every way. Two cards of one suit in one hand with no other live
// card between them win and lose the same tricks, so only one of them is tried; and a trick
// start met again (the same hands, the same leader) is answered from memory.
class ClaimSearch {
public:
    ClaimSearch(Team side, long nodes) : side_(side), budget_(nodes) {}
    // No limit: once a claim is proven, finding its line meets the proof's positions again.
    void unlimited() { budget_ = std::numeric_limits<long>::max(); }

    // 1 yes, 0 no, -1 not settled within the budget.
    int run(CardPlay& p)
    {
        if (playedOut(p)) return 1;
        if (--budget_ < 0) return -1;
        Key key{};
        const bool start = p.cardsInTrick() == 0;
        if (start) {
            for (int s = 0; s < kSeats; ++s) key.hands[std::size_t(s)] = p.hand(Seat(s)).bits();
            key.leader = std::uint8_t(p.toPlay());
            if (auto it = memo_.find(key); it != memo_.end()) return it->second;
        }
        const bool mine = teamOf(p.toPlay()) == side_;
        bool unsettled = false;
        int result = mine ? 0 : 1;
        for (Card c : representatives(p)) {
            p.play(c);
            const int r = lostTrick(p) ? 0 : run(p);
            p.undo();
            if (r < 0) unsettled = true;
            if (mine && r == 1) {
                result = 1;
                unsettled = false;
                break;
            }
            if (!mine && r == 0) {
                result = 0;
                unsettled = false;
                break;
            }
        }
        if (unsettled) return -1;
        if (start) memo_.emplace(key, result);
        return result;
    }

    // The legal cards to try: one of each run of cards equivalent for winning tricks.
    static CardSet representatives(const CardPlay& p)
    {
        const CardTables& t = p.tables();
        const CardSet legal = p.legalCards();
        CardSet others;
        for (int s = 0; s < kSeats; ++s)
            if (Seat(s) != p.toPlay()) others |= p.hand(Seat(s));
        for (int i = 0; i < p.cardsInTrick(); ++i) others.insert(p.trickCard(i));
        CardSet out;
        for (int su = 0; su < kSuits; ++su) {
            const CardSet mine = legal & CardSet::suit(Suit(su));
            if (mine.empty()) continue;
            // From the strongest down, a card is kept unless the card kept above it is next
            // to it among the live cards.
            std::array<Card, 8> order{};
            int n = 0;
            for (Card c : mine) order[std::size_t(n++)] = c;
            std::sort(order.begin(), order.begin() + n, [&](Card a, Card b) { return t.strength[a] > t.strength[b]; });
            out.insert(order[0]);
            for (int k = 1; k < n; ++k) {
                bool between = false;
                for (Card o : others& CardSet::suit(Suit(su)))
                    between = between || (t.strength[o] < t.strength[order[std::size_t(k - 1)]] &&
                                          t.strength[o] > t.strength[order[std::size_t(k)]]);
                if (between) out.insert(order[std::size_t(k)]);
            }
        }
        return out;
    }

    bool lostTrick(const CardPlay& p) const
    {
        return p.cardsInTrick() == 0 && teamOf(p.trickWinner(p.trickNumber() - 1)) != side_;
    }

private:
    struct Key {
        std::array<std::uint32_t, 4> hands;
        std::uint8_t leader;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& k) const
        {
            std::uint64_t h = k.leader;
            for (std::uint32_t x : k.hands) h = (h ^ x) * 0x9e3779b97f4a7c15ull;
            return std::size_t(h ^ (h >> 29));
        }
    };
    Team side_;
    long budget_;
    std::unordered_map<Key, int, KeyHash> memo_;
};

}  // namespace

int takesEveryTrick(CardPlay play, Team side, long nodes, std::vector<Card>* line)
{
    ClaimSearch search(side, nodes);
    const int r = search.run(play);
    if (r != 1 || !line) return r;
    // One line of play that keeps every trick: the side's cards that keep it, the others'
    // first legal card (every one of theirs loses).
    line->clear();
    search.unlimited();
    while (!playedOut(play)) {
        Card chosen = play.legalCards().first();
        if (teamOf(play.toPlay()) == side)
            for (Card c : ClaimSearch::representatives(play)) {
                play.play(c);
                const bool keeps = !search.lostTrick(play) && search.run(play) == 1;
                play.undo();
                if (keeps) {
                    chosen = c;
                    break;
                }
            }
        line->push_back(chosen);
        play.play(chosen);
    }
    return r;
}

}  // namespace belote
