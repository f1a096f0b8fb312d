#include "engine/card.h"

namespace belote {

namespace {
constexpr char kSuitLetters[] = "SHDC";
constexpr char kRankLetters[] = "789TJQKA";
constexpr char kSeatLetters[] = "SENW";
}  // namespace

char suitLetter(Suit s) { return kSuitLetters[int(s)]; }
char rankLetter(Rank r) { return kRankLetters[int(r)]; }
char seatLetter(Seat s) { return kSeatLetters[int(s)]; }
const char* teamName(Team t) { return t == Team::NS ? "NS" : "EW"; }

std::optional<Suit> parseSuit(char c)
{
    for (int i = 0; i < kSuits; ++i)
        if (kSuitLetters[i] == c) return Suit(i);
    return std::nullopt;
}

std::optional<Rank> parseRank(char c)
{
    for (int i = 0; i < kRanks; ++i)
        if (kRankLetters[i] == c) return Rank(i);
    return std::nullopt;
}

std::optional<Seat> parseSeat(std::string_view s)
{
    if (s.size() != 1) return std::nullopt;
    for (int i = 0; i < kSeats; ++i)
        if (kSeatLetters[i] == s[0]) return Seat(i);
    return std::nullopt;
}

std::string cardName(Card c)
{
    if (c >= kCards) return "??";
    return {rankLetter(rankOf(c)), suitLetter(suitOf(c))};
}

std::optional<Card> parseCard(std::string_view s)
{
    if (s.size() != 2) return std::nullopt;
    auto r = parseRank(s[0]);
    auto su = parseSuit(s[1]);
    if (!r || !su) return std::nullopt;
    return makeCard(*su, *r);
}

std::string toString(CardSet s)
{
    std::string out;
    for (Card c : s) {
        if (!out.empty()) out += ' ';
        out += cardName(c);
    }
    return out;
}

}  // namespace belote
