// Scoring a deal (RULES.md §7): the three scoring families, litige, capot, coinche.
#pragma once

#include "engine/card.h"
#include "engine/rules.h"
#include "engine/trick.h"

#include <array>
#include <optional>
#include <string>

namespace belote {

inline constexpr int kCapotBid = 250;  // a capot bid is worth 250 in the scoring

// What was played for: taker, strain, bid value (coinche; 250 for capot) and multiplier.
struct Contract {
    Seat taker = Seat::South;
    Strain strain = Strain::Spades;
    int value = 0;    // 80..160 or kCapotBid; 0 in classic
    int coinche = 1;  // 1, 2 (coinche) or 4 (surcoinche)
    bool capotBid() const { return value == kCapotBid; }
    bool operator==(const Contract&) const = default;
};

enum class Outcome : std::uint8_t { Made, Down, Litige, Capot, CapotAgainst, Passed };
const char* outcomeName(Outcome o);  // "made" "down" "litige" "capot" "capot-against" "passed"
std::optional<Outcome> parseOutcome(std::string_view s);

// The facts of a finished deal that the score depends on, indexed by team.
struct DealFacts {
    Contract contract;
    std::array<int, 2> tricks{};
    std::array<int, 2> cardPoints{};  // card points alone
    Team lastTrick = Team::NS;
    std::array<int, 2> belote{};        // 20 per belote held by the team
    std::array<int, 2> declarations{};  // the declarations that count: only the winning side's
};

// The `result` object of DEAL-FORMAT.md.
struct DealResult {
    std::optional<Contract> contract;  // none for a passed deal
    std::array<int, 2> tricks{};
    std::array<int, 2> cardPoints{};
    std::optional<Team> lastTrick;
    std::array<int, 2> belote{};
    std::array<int, 2> declarations{};
    std::array<int, 2> totals{};  // T and D by team
    Outcome outcome = Outcome::Passed;
    std::array<int, 2> score{};  // what each side marks, before held litige points
    int held = 0;                // litige points this deal puts aside

    // Which side wins the deal for held litige points and the Montpellier end of game:
    // the takers if made (or capot), else the defence. None for a passed deal.
    std::optional<Team> winner() const;
    bool operator==(const DealResult&) const = default;
};

// One term of what a side marks (RULES.md §7), as a person adds the marks up.
struct MarkTerm {
    enum class Kind : std::uint8_t {
        Total,         // the side's total: card points, last trick, belote, declarations
        Points,        // card points and last trick, rounded in Montpellier (see `unrounded`)
        Deal,          // the points of a deal, 160 (162 in classic), to the side that wins it
        Capot,         // 250 (252 in classic) for all eight tricks
        Contract,      // the bid, V; times `factor` in Montpellier (m·V)
        Declarations,  // every declaration of both sides
        Belote,        // the side's own belote
    };
    Kind kind = Kind::Total;
    int value = 0;      // what the term adds
    int factor = 1;     // Contract: the multiplier inside the term (Montpellier's m·V)
    int unrounded = 0;  // Points: before Montpellier's rounding (the same when not rounded)
    bool operator==(const MarkTerm&) const = default;
};

// A side's marks of a deal: its terms added, times `times`, rounded to the nearest 10 if
// `rounded`. scoreDeal() computes the score from these, so that they are what it marked.
struct MarkFormula {
    std::array<MarkTerm, 5> terms{};
    int count = 0;
    int times = 1;         // coinche or surcoinche over the whole sum (FFB)
    bool rounded = false;  // the product rounded (FFB, classic's rounding option)

    void add(MarkTerm::Kind kind, int value, int factor = 1, std::optional<int> unrounded = std::nullopt);
    int product() const;  // the terms added, times `times`
    int marks() const;    // the product, rounded if `rounded`
    bool operator==(const MarkFormula&) const = default;
};

// Points of a side from its tricks: card points plus last trick (10, or 100 on a capot),
// scaled by 162/258 at Tout Atout with toutAtoutPoints = scaled (a capot stays 252).
int trickPoints(const Rules& rules, const DealFacts& f, Team team);

// The result of a deal, and how each side's marks are made up when `formulas` is given.
DealResult scoreDeal(const Rules& rules, const DealFacts& facts, std::array<MarkFormula, 2>* formulas = nullptr);
// How each side's marks of a played deal are made up, by team (its facts are in `result`).
std::array<MarkFormula, 2> markFormulas(const Rules& rules, const DealResult& result);
DealResult passedDealResult();

// Nearest 10, 5 upwards (85 -> 90, 84 -> 80).
constexpr int roundToTen(int x) { return (x + 5) / 10 * 10; }

}  // namespace belote
