// Declarations (annonces, RULES.md §6): sequences and carrés, a player's best combination,
// and the comparison that decides which side scores them.
#pragma once

#include "engine/card.h"
#include "engine/trick.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace belote {

enum class DeclarationKind : std::uint8_t { Tierce, Cinquante, Cent, Carre };
const char* declarationKindName(DeclarationKind k);  // "tierce" "cinquante" "cent" "carre"
std::optional<DeclarationKind> parseDeclarationKind(std::string_view s);

struct Declaration {
    DeclarationKind kind = DeclarationKind::Tierce;
    Rank high = Rank::Seven;   // top card of a sequence, or the rank of a carré
    Suit suit = Suit::Spades;  // sequences only
    std::uint8_t length = 3;   // cards in a sequence (3..7; a cent may be 5, 6 or 7 long); 4 for a carré

    CardSet cards() const;
    int value(Strain strain) const;
    // "tierce:KH", "carre:J".
    std::string name() const;
    bool operator==(const Declaration&) const = default;
};

// Reads a name as Declaration::name() writes it ("tierce:KH", "carre:J"), checked for a
// height the kind can have: a sequence's top card at least its length from the seven, no
// carré of 7s or 8s (worth nothing, so no declaration). A cent of 6 or 7 cards is named by
// its top card like one of 5 and read as 5 long: its five top cards are the least it holds.
std::optional<Declaration> parseDeclaration(std::string_view name);

// Compares two declarations for the resolution: value, then carré over sequence, then
// height, then a sequence in trump (suit contracts only). >0 when a ranks above b, 0 on a tie.
int compareDeclarations(const Declaration& a, const Declaration& b, Strain strain);

// A player's declarations: at most two fit in eight cards (a carré and a tierce, a cent and
// a tierce, two carrés, two tierces...).
struct DeclarationSet {
    std::array<Declaration, 2> items{};
    std::uint8_t count = 0;

    bool empty() const { return count == 0; }
    const Declaration* begin() const { return items.data(); }
    const Declaration* end() const { return items.data() + count; }
    void add(const Declaration& d) { items[count++] = d; }
    int value(Strain strain) const;
    CardSet cards() const;
    // The highest-ranking declaration; only for a non-empty set.
    const Declaration& best(Strain strain) const;
    bool operator==(const DeclarationSet& o) const;
};

// The side whose declarations count (RULES.md §6): the side holding the highest-ranking
// declaration; none when nobody declared or the two best tie.
std::optional<Team> declarationWinner(const std::array<DeclarationSet, 4>& declared, Strain strain);

// The combination worth the most in `hand` (a card in one declaration only); of two worth
// the same, the one whose best declaration ranks higher.
DeclarationSet bestCombination(CardSet hand, Strain strain);

// What a player may declare: the best combination and every part of it, best first,
// ending with the empty set. At most four choices.
struct DeclarationChoices {
    std::array<DeclarationSet, 4> items{};
    int count = 0;
    const DeclarationSet* begin() const { return items.data(); }
    const DeclarationSet* end() const { return items.data() + count; }
    bool contains(const DeclarationSet& s) const;
    // The choice that names the same declarations as `listed` (sameNames()), or none:
    // how a record or a saved move, which gives declarations by name, is matched to a choice.
    // (A copy: the choices are most often a temporary, Deal::declarationChoices().)
    std::optional<DeclarationSet> named(const DeclarationSet& listed) const;
};
DeclarationChoices declarationChoices(CardSet hand, Strain strain);

// Whether two sets name the same declarations, in any order: by name, so that a cent is
// matched whatever its length (a record writes "cent:KH" for five to eight cards in a row).
bool sameNames(const DeclarationSet& a, const DeclarationSet& b);

}  // namespace belote
