// Cards, seats, teams and card sets (RULES.md §1).
//
// A card is a number 0..31: suit * 8 + rank, the ranks in sequence order 7 8 9 T J Q K A
// (the order of declarations). A hand is a CardSet, a 32-bit set with one bit per card,
// so every rule of play is a few bit operations.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>

namespace belote {

enum class Suit : std::uint8_t { Spades, Hearts, Diamonds, Clubs };
enum class Rank : std::uint8_t { Seven, Eight, Nine, Ten, Jack, Queen, King, Ace };

inline constexpr int kSuits = 4;
inline constexpr int kRanks = 8;
inline constexpr int kCards = 32;

using Card = std::uint8_t;  // suit * 8 + rank
inline constexpr Card kNoCard = 0xff;

constexpr Card makeCard(Suit s, Rank r) { return Card(int(s) * 8 + int(r)); }
constexpr Suit suitOf(Card c) { return Suit(c >> 3); }
constexpr Rank rankOf(Card c) { return Rank(c & 7); }

// "JH", "TS": rank 7 8 9 T J Q K A, suit S H D C.
std::string cardName(Card c);
std::optional<Card> parseCard(std::string_view s);
char suitLetter(Suit s);
char rankLetter(Rank r);
std::optional<Suit> parseSuit(char c);
std::optional<Rank> parseRank(char c);

// Seats go counter-clockwise S → E → N → W: "the player to the right" is the next one.
enum class Seat : std::uint8_t { South, East, North, West };
inline constexpr int kSeats = 4;
constexpr Seat nextSeat(Seat s, int n = 1) { return Seat((int(s) + n) & 3); }
constexpr Seat partnerOf(Seat s) { return nextSeat(s, 2); }
char seatLetter(Seat s);
std::optional<Seat> parseSeat(std::string_view s);

enum class Team : std::uint8_t { NS, EW };
constexpr Team teamOf(Seat s) { return Team(int(s) & 1); }
constexpr Team otherTeam(Team t) { return Team(int(t) ^ 1); }
const char* teamName(Team t);

// The number of bits set in x. std::popcount is a call into libgcc on plain x86-64 (the
// baseline has no POPCNT instruction): counted here in a few instructions, inline.
constexpr int popcount32(std::uint32_t x)
{
#if defined(__POPCNT__) || !(defined(__x86_64__) || defined(__i386__))
    return std::popcount(x);
#else
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0fu;
    return int((x * 0x01010101u) >> 24);
#endif
}

// A set of cards, one bit per card.
class CardSet {
public:
    constexpr CardSet() = default;
    constexpr explicit CardSet(std::uint32_t bits) : bits_(bits) {}
    static constexpr CardSet all() { return CardSet(0xffffffffu); }
    static constexpr CardSet of(Card c) { return CardSet(1u << c); }
    static constexpr CardSet suit(Suit s) { return CardSet(0xffu << (int(s) * 8)); }
    static constexpr CardSet rank(Rank r) { return CardSet(0x01010101u << int(r)); }

    constexpr std::uint32_t bits() const { return bits_; }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr int size() const { return popcount32(bits_); }
    constexpr bool contains(Card c) const { return (bits_ >> c) & 1u; }
    constexpr Card first() const { return Card(std::countr_zero(bits_)); }
    constexpr Card last() const { return Card(31 - std::countl_zero(bits_)); }
    // The 8 bits of one suit, bit i = rank i.
    constexpr unsigned suitBits(Suit s) const { return (bits_ >> (int(s) * 8)) & 0xffu; }

    constexpr void insert(Card c) { bits_ |= 1u << c; }
    constexpr void erase(Card c) { bits_ &= ~(1u << c); }

    constexpr CardSet operator|(CardSet o) const { return CardSet(bits_ | o.bits_); }
    constexpr CardSet operator&(CardSet o) const { return CardSet(bits_ & o.bits_); }
    constexpr CardSet operator-(CardSet o) const { return CardSet(bits_ & ~o.bits_); }
    constexpr CardSet operator~() const { return CardSet(~bits_); }
    constexpr CardSet& operator|=(CardSet o)
    {
        bits_ |= o.bits_;
        return *this;
    }
    constexpr CardSet& operator&=(CardSet o)
    {
        bits_ &= o.bits_;
        return *this;
    }
    constexpr CardSet& operator-=(CardSet o)
    {
        bits_ &= ~o.bits_;
        return *this;
    }
    constexpr bool operator==(const CardSet&) const = default;

    // Iterates the cards in increasing number.
    class iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = Card;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = Card;
        constexpr iterator() = default;
        constexpr explicit iterator(std::uint32_t b) : b_(b) {}
        constexpr Card operator*() const { return Card(std::countr_zero(b_)); }
        constexpr iterator& operator++()
        {
            b_ &= b_ - 1;
            return *this;
        }
        constexpr iterator operator++(int)
        {
            iterator old = *this;
            ++*this;
            return old;
        }
        constexpr bool operator!=(const iterator& o) const { return b_ != o.b_; }
        constexpr bool operator==(const iterator& o) const { return b_ == o.b_; }

    private:
        std::uint32_t b_ = 0;
    };
    constexpr iterator begin() const { return iterator(bits_); }
    constexpr iterator end() const { return iterator(0); }

private:
    std::uint32_t bits_ = 0;
};

// "JH TS 7C", sorted by suit then rank.
std::string toString(CardSet s);

}  // namespace belote
