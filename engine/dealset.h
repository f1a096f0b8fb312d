// Deal sets (docs/sets.md): the same cards for everyone. A set is a file of deal records
// (../shared/DEAL-FORMAT.md), one a line, each a valid record by itself: a dealer, the deck
// and no play, with the set's own fields in one more field, `set`, which other readers
// ignore: {"name", "deal" (1-based), "deals" (how many in the set), and optionally "seed" or
// "day" (the set was made from them), "from" (where the deal came from), "player" and
// "par" (a player's file: the deal as that player played it, and the bots' result)}.
//
// In the engine (Qt Core only) so that the command line, the controller, the history and
// the deal editor all read and write sets one way.
#pragma once

#include "engine/record.h"

#include <QByteArray>
#include <QDate>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace belote {

// How many deals a set made from a seed may hold (the set's code has room for no more).
inline constexpr int kMaxSeededDeals = 64;
// The deals of a day's set.
inline constexpr int kDayDeals = 8;
// The way a day's set and a seeded set are dealt: a change to it (or to engine/random.h,
// the shuffle, the cut, the deal patterns) would give other cards for the same day, seed or
// code, so it is counted here, written in the code, and a code of another version refused.
inline constexpr int kSetDealingVersion = 1;

// One deal of a set.
struct SetDeal {
    Deal dealt;    // as dealt, from its deck: no call made yet
    QString from;  // where it came from, when the set says ("club, 1 December"); may be empty
    // In a player's file: that player's deal, played to its end (South is the player).
    std::optional<DealRecord> played;
    // The bots' result on these cards, marks net for N-S (ai/par.h), when the file gives it.
    std::optional<int> par;
};

enum class SetKind : std::uint8_t {
    Given,   // any deals: made in the deal editor, taken from the history
    Seeded,  // made from a seed: `seed`
    Day,     // the day's set: made from `day` alone
};

struct DealSet {
    QString name;
    Rules rules = Rules::fromPreset(Preset::Classic);
    SetKind kind = SetKind::Given;
    std::uint64_t seed = 0;  // Seeded: the seed; Day: daySeed(day)
    QDate day;               // Day
    QString player;          // a player's file: whose line it holds (may be empty)
    std::vector<SetDeal> deals;

    // Every deal has its played line (a player's file).
    bool played() const;
};

// The seed of a day's deals: a hash of the date and kSetDealingVersion, nothing else.
std::uint64_t daySeed(QDate day);

// The deals that `seed` gives, as `rebelote --seed S` deals them at the start of a game:
// the first dealer drawn, then each deal shuffled, cut and dealt by the next dealer (each
// deal shuffled afresh, even where the rules only cut between deals: a set's deals do not
// follow from the play). 1 to kMaxSeededDeals deals.
DealSet seededSet(const Rules& rules, std::uint64_t seed, int deals);
// The day's set: kDayDeals deals of `rules` from daySeed(day).
DealSet daySet(const Rules& rules, QDate day);

// Reads a set file. A bad line refuses the whole file with one line that says where and why,
// "line 3: deck: JH twice", "line 5: rules {"preset":"coinche"} differ from line 1's",
// "line 4: not the cards of seed 42"; a file cut short: "line 7: the set has 8 deals, the
// file ends after 7". A line is either dealt only (a set) or played to its end (a player's
// file).
Checked<DealSet> readDealSet(const QByteArray& input);
// The set's file: one record a line, each ending with a newline. readDealSet() of it gives
// the set back.
QByteArray writeDealSet(const DealSet& set);
// The record of deal `index` (0-based) as writeDealSet() writes it.
QJsonObject dealSetLine(const DealSet& set, int index);

// Whether two sets hold the same cards (the same rules, the same deals in the same order):
// empty when they do, else one line, "deal 3: other cards (dealer W, not N)".
QString differentCards(const DealSet& a, const DealSet& b);

// The 32 cards, top first, that deal `hands` from `dealer` by `pattern` (each hand as
// dealt: five cards a seat in classic, whose deck then goes on with `rest`, the retourne
// first; eight in coinche, `rest` empty). For a deal entered by hand, which a set keeps
// with its deck. Nothing when the cards are not 32 different ones in hands of one size.
std::optional<std::array<Card, 32>> deckFor(Seat dealer, DealPattern pattern, const std::array<CardSet, 4>& hands,
                                            const std::vector<Card>& rest);

}  // namespace belote
