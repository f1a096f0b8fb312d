// Why a computer player chose as it did: what its seat could not see and where it believed
// those cards were, and the value of each legal choice, kept from the decision itself (never
// computed a second time, which could disagree). The table's "Why?" panel and
// `rebelote-cli explain` show it.
#pragma once

#include "ai/cardtrust.h"
#include "engine/deal.h"

#include <array>
#include <vector>

namespace belote {

struct Explanation {
    enum class Kind { None, Call, Declarations, Card };
    // One legal choice as the player weighed it.
    struct Value {
        Call call = Call::pass();     // Kind::Call
        DeclarationSet declarations;  // Kind::Declarations
        Card card{};                  // Kind::Card
        bool valued = false;          // false: not simulated (a call in a strain not solved)
        double marks = 0;             // its mean over the worlds it was valued on, for the seat's side
                                      // minus the other's, less `margin`
        double spread = 0;            // the standard deviation of its marks over those worlds
        double margin = 0;            // what it had to be worth above the others (calls)
        int worlds = 0;               // fewer than the decision's when it dropped out early
        bool system = true;           // calls: among those the bidding system allows the hand (coinche)
        bool barred = false;          // a coinche on too low a chance: never chosen
    };

    Kind kind = Kind::None;
    Seat seat = Seat::South;
    std::vector<Value> values;  // each legal choice, in the order offered
    int chosen = -1;            // the choice made: an index in `values`
    int worlds = 0;             // the worlds the decision counted (0: it had one choice)
    bool onlyChoice = false;    // one legal choice: nothing weighed
    CardSet hidden;             // the cards the seat could not see nor place for sure
    // beliefs[card][seat]: the share of the counted worlds that put `card` in that seat's
    // hand (hidden cards only; each sums to 1).
    std::array<std::array<double, 4>, 32> beliefs{};
    // Cards: the seats whose cards the card-play reading all but left aside (ai/cardtrust.h:
    // a world breaking their hard promises weighs kNotRead or more), with how many of those
    // promises they made and broke in the deals before; read 0 for the others.
    static constexpr double kNotRead = 0.5;
    std::array<CardTrust::Tally, 4> notRead{};

    bool empty() const { return kind == Kind::None; }
    // Starts the explanation of a new decision.
    void reset(Kind k, Seat s)
    {
        *this = Explanation();
        kind = k;
        seat = s;
    }
    const Value* choice() const { return chosen >= 0 ? &values[std::size_t(chosen)] : nullptr; }
    // Counts each hidden card's seat over the first `counted` worlds (none: no beliefs).
    void setBeliefs(CardSet hiddenCards, const std::vector<std::array<CardSet, 4>>& worlds, int counted);
    // The cards `seat` has not seen at this point of `deal`: not in its hand, not played, not
    // the retourne.
    static CardSet unseen(const Deal& deal, Seat seat);
};

}  // namespace belote
