// A set's code (docs/sets.md): a short line of letters and digits that holds what makes a
// seeded set or a day's set — the seed or the day, the number of deals, the rules — and a
// check, e.g. "40W6-N07E". Typed by a friend, it gives the same deals.
//
// The letters are Crockford's base 32 (0-9 and A-Z without I L O U), read in either case,
// with O read as 0 and I or L as 1, dashes and spaces ignored. The last two letters are the
// check: a weighted sum of the others modulo 1021, so that any one letter changed, or two
// neighbours swapped, is refused.
#pragma once

#include "engine/dealset.h"

#include <QDate>
#include <QString>

#include <cstdint>
#include <optional>

namespace belote {

struct SetCode {
    SetKind kind = SetKind::Seeded;  // Seeded or Day
    std::uint64_t seed = 0;          // Seeded
    QDate day;                       // Day
    int deals = kDayDeals;           // 1 to kMaxSeededDeals (Day: kDayDeals)
    Rules rules = Rules::fromPreset(Preset::Classic);

    bool operator==(const SetCode&) const = default;
    // The set the code gives.
    DealSet set() const;
};

// The code of a seeded or day's set; nothing for a set of given deals (it has no seed).
std::optional<SetCode> codeOf(const DealSet& set);

// The code as written for people: groups of four letters joined by dashes.
QString encodeSetCode(const SetCode& code);
// The code of `text`, or nothing with one line that says why in *error ("not a set code:
// 'U' is not one of its letters", "the code does not check: a letter is wrong or missing").
std::optional<SetCode> decodeSetCode(const QString& text, QString* error);

// What makes two sets the same set, whatever their names: the code of a seeded or day's set,
// else "cards-" and a hash of the rules and every deal's dealer, deck and pattern. The
// history keeps one row a set by it, so that a set's deal is never played twice.
QString setIdentity(const DealSet& set);

}  // namespace belote
