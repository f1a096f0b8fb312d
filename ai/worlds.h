// What one seat knows of the cards it cannot see, and worlds drawn to fit it.
//
// A "world" is a guess at every hand: the seat's own cards as they are, the hidden cards
// dealt to the other seats so that everything the seat has seen is respected (cards played,
// voids shown, the retourne in the taker's hand, shown declarations, belote). The Monte
// Carlo player solves many worlds and averages; Inference weights each world by how likely
// the calls made and the declarations heard are under it.
//
// Only public facts are read from the Deal (the calls, the cards played, the retourne, the
// declarations as announced and shown, belote as announced), never another seat's hand.
#pragma once

#include "ai/bidding.h"
#include "ai/cardplay.h"
#include "ai/cardtrust.h"
#include "engine/deal.h"
#include "engine/random.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace belote {

// The hard facts: what each seat holds for sure, may hold, and how many cards it holds.
struct Knowledge {
    Seat me = Seat::South;
    std::array<CardSet, 4> known{};     // cards each seat surely holds (all of `me`'s hand)
    std::array<CardSet, 4> possible{};  // cards each seat may hold (a superset of known)
    std::array<int, 4> count{};         // cards each seat holds in the world to draw
    // The cards to deal: neither played, nor seen by `me` in a known place (its own hand, the
    // retourne in the taker's hand, shown declarations, belote). A world deals `count - known`
    // of them to each seat; during the classic taking (five cards a seat) the rest stays in
    // the stock, so the hands need not use them all.
    CardSet hidden;

    // Cards of `hidden` the seat still gets in a world.
    int unknown(Seat s) const { return count[int(s)] - known[int(s)].size(); }

    // Whether `hands` fits: each hand holds its known cards, only possible cards, `count`
    // cards, the hands do not overlap, and they hold only hidden and known cards (all of
    // them when the counts add up to as many; else the others are in the stock).
    bool consistent(const std::array<CardSet, 4>& hands) const;
};

// What `seat` knows now, in the play phase (hands as they are now) or during the calls
// (the hands of the deal so far: five a seat in classic, with the other cards and not the
// retourne in the stock; eight a seat in coinche). Facts drawn from the play:
//   - a card played with the trick as it stood shows every card x the seat could not have
//     held then (the card would not be legal from the hand {card, x}): voids, "did not
//     trump", "did not overtrump", "did not go over in trump"; the seat cannot hold x now;
//   - the retourne is in the classic taker's hand until played;
//   - once resolved, the winning side's declarations are shown: their cards are known;
//   - belote is announced as its holder plays the first of king and queen of a trump suit
//     (RULES.md §6): announced, the other card is known in that hand; not announced, that
//     seat does not hold the other card.
// Then simple propagation: a hidden card only one seat may hold is that seat's; a seat with
// as many possible cards as it lacks holds them all.
Knowledge observe(const Deal& deal, Seat seat);

// During the classic taking: the hands of eight cards a seat as they will be if `taker`
// takes now (the taker with the retourne and two more cards, the others three more; `seat`
// knows its five cards, plus the retourne if it is the taker). Outside the classic taking
// with five cards a seat, the same as observe().
Knowledge observeIfTaken(const Deal& deal, Seat seat, Seat taker);

// During the coinche auction: the full hands of eight cards (the cards are all dealt).
// (observe() already gives that; listed for symmetry with observeIfTaken.)

// Draws worlds that fit a Knowledge, exactly uniformly among all the worlds that fit.
//
// The hidden cards fall into classes by the set of seats (and the stock) that may hold
// them; a world is a choice, for each class, of how many of its cards go to each seat
// (a "split") and then which ones. The constructor enumerates the splits that fill every
// seat exactly, each weighted by its number of worlds (a product of multinomials), so
// sample() picks a split in proportion and deals each class by a partial shuffle: a few
// million worlds a second. When the splits would be too many to list (never met in
// practice), it falls back to dealing card by card, most constrained first, with retries
// (close to uniform, not exactly).
class WorldSampler {
public:
    explicit WorldSampler(const Knowledge& k);
    // Fills `hands` with a world that fits; false only if none does (a bug upstream). Const:
    // threads may share one sampler, each with its own Rng.
    bool sample(Rng& rng, std::array<CardSet, 4>& hands) const;
    // Whether any world fits.
    bool feasible() const { return feasible_; }
    // What the worlds fit.
    const Knowledge& knowledge() const { return k_; }
    // How many worlds fit (exact below 2^53; 0 when none does, or -1 in the fallback mode).
    double worldCount() const { return exact_ ? total_ : (feasible_ ? -1.0 : 0.0); }

private:
    static constexpr int kBins = 5;  // the four seats and the stock
    struct Class {
        std::uint8_t bins[kBins]{};  // the bins that may hold these cards
        std::uint8_t nBins = 0;
        std::uint8_t n = 0;  // how many cards
        std::uint8_t cards[32]{};
    };
    bool enumerate();
    bool sampleFallback(Rng& rng, std::array<CardSet, 4>& hands) const;

    Knowledge k_;
    bool feasible_ = false;
    bool exact_ = false;
    std::array<int, kBins> need_{};
    std::vector<Class> classes_;
    // The splits: for split i, counts_[i * stride_ + c * kBins + b] cards of class c to bin b.
    int stride_ = 0;
    std::vector<std::uint8_t> counts_;
    std::vector<double> cumulative_;  // running sum of the splits' world counts
    double total_ = 0;
};

// Worlds drawn (WorldSampler built and sampled, 100 worlds a decision) per second on one
// core, over the card decisions of random self-played deals of every preset, at every trick.
// For `rebelote-cli bench`.
double worldsPerSecond(double seconds);

// How likely the calls and cards made so far are under a world, relative to others
// (1 = no information). Built once per decision from the public history; cheap to apply
// (a few microseconds a world in classic, less in coinche), safe to share between threads.
//
// The model, for every seat but `seat` itself, is a product of one factor per call, each a
// logistic curve of handValue (the hand's worth in a strain) around the
// value the call needs, and never below kFloor, so the true world always keeps a weight
// above 0:
//   - classic: a take in a strain says the hand (with the retourne) is worth about what the
//     heuristic player takes on (57 in round 1, 62 in round 2, 8 more at Sans Atout / Tout
//     Atout): the taker's trump length and jack and nine count most; a pass says the hand is
//     worth less in every strain the seat could have taken. The calls were made on the
//     first five cards, which a world of eight cards does not tell apart from the three
//     dealt later: the factor is the average over the ways to choose them.
//   - coinche: each call means what the bidding system (ai/bidding.h) says it means: its
//     hard promises (the jack of trump, three trumps...) are near-certain factors (1, or
//     kBroken when the world breaks one), its soft ones (the system's counts in steps of 10
//     points) logistic factors around their range, half a step wide, whose floor falls with
//     each step further out (softFloor).
//   - the kinds of declarations heard but not shown ("tierce") must be in the hand as it
//     stood at the start of play (a near-certain factor: 1, else kFloor^2).
//   - the card play (ai/cardplay.h, docs/cardplay.md): each card another seat played means
//     what the partnerships' agreement says (a call for a suit, an ace given with its ten
//     behind, the belote's order...), its promises on the hand the seat held just before the
//     card: the hand in the world plus the cards it played from that card on. A world that
//     breaks a hard promise weighs kCardBroken, a soft one kCardSoft: the partner's cards
//     and the opponents' alike; more for a seat seen breaking its promises in the deals
//     before (CardTrust).
// Not modelled: what the cards played say beyond the hard facts of observe() and the
// system's meanings, the height of a declaration the resolution leaves unshown, surcoinche.
class Inference {
public:
    static constexpr double kFloor = 0.05;
    // Coinche: the floor of a soft promise (a count of the bidding system) kept `outside`
    // steps outside its range: kFloor up to one step, kFloorDecay times less a step further,
    // down to kFloorSteps steps out; no lower further out. The Monte Carlo player leaves the
    // system by a step now and then, by more rarely: a floor as high three steps out as one
    // step out let the weak hands, which are many, outweigh the few that make a high bid (a
    // defender's worlds after 160 on a carre gave the bidder an ordinary hand, and the
    // defender coinched). It stops falling so that a call no hand in view can keep (a bid
    // the observer holds the cards against) leaves the worlds ordinary, not the rarest hands
    // that come nearest it.
    static constexpr double kFloorDecay = 0.2;
    static constexpr int kFloorSteps = 3;
    static constexpr double softFloor(int outside)
    {
        double f = kFloor;
        for (int i = 1; i < std::min(outside, kFloorSteps); ++i) f *= kFloorDecay;
        return f;
    }
    // A world that breaks a hard promise of a call: all but ruled out, yet above 0 so that
    // the true world of a player who left the system (a person) keeps a weight.
    static constexpr double kBroken = 1e-6;
    // A world that breaks a hard promise of a card played by the system, and a soft one.
    // Not near 0 as a call's: the Monte Carlo players leave the card-play system where it
    // costs more than a margin (kLeaveCardSystemMarks), and a person may not know it
    // (docs/ai.md, "Card play by the system").
    static constexpr double kCardBroken = 0.02;
    static constexpr double kCardSoft = 0.25;

    // `enabled` false gives uniform weights (1 for every world), to measure the model's worth.
    // `cardCalls`: the agreement by which the cards played are read (no value: they are not).
    // `trust`: how far each seat kept its promises in the deals before (ai/cardtrust.h); a
    // broken promise of a seat that breaks them weighs more than the floors (none: the floors).
    explicit Inference(const Deal& deal, Seat seat, bool enabled = true,
                       std::optional<Signals> cardCalls = Signals::Direct, const CardTrust* trust = nullptr);
    // Uniform weights: 1 for every world.
    static Inference uniform();
    bool enabled() const { return enabled_; }

    // Relative weight of a world (hands as held now, or as held in observeIfTaken's world,
    // or the five-card hands of the classic taking), in (0, 1].
    double weight(const std::array<CardSet, 4>& hands) const;

private:
    Inference() = default;

    // One call's factor: m = max over strains of handValue - theta[strain] (strains with
    // theta kNone left out); p = logistic(m / scale); the factor is kFloor + (1 - kFloor) *
    // (rises ? p : 1 - p).
    struct Term {
        static constexpr std::int16_t kNone = 0x7fff;
        std::array<std::int16_t, 6> theta{kNone, kNone, kNone, kNone, kNone, kNone};
        bool rises = true;
        float scale = 8;
    };
    struct SeatModel {
        std::vector<Term> terms;
        unsigned strains = 0;              // the strains the terms read
        CardSet played;                    // the cards this seat has played
        DeclarationSet heard;              // declarations heard and not shown (kinds only)
        std::vector<BidMeaning> meanings;  // coinche: what each call promised
        // The promises of the cards it played by the system, each with the cards it played
        // from that card on (the hand just before it is the world's hand and these).
        struct CardPromise {
            CardMeaning meaning;
            CardSet later;
            double broken = kCardBroken;
        };
        std::vector<CardPromise> cardPromises;
    };
    double seatLikelihood(int s, CardSet startHand) const;
    void readCardPlay(const Deal& deal, Signals agreement, const CardTrust* trust);

    bool enabled_ = false;
    bool classic_ = false;
    Seat me_ = Seat::South;
    Strain contractStrain_ = Strain::Spades;
    CardSet retourne_;  // as a set: empty when none
    std::array<SeatModel, 4> seats_{};
};

// Sampling importance resampling: n worlds drawn from `sampler` and kept in proportion to
// their inference weights (systematic resampling: low variance, deterministic for the
// generator). Candidates are drawn `candidates` x n at a time until their effective number
// ((sum of weights)^2 / sum of squared weights) reaches effectiveShare x n, or
// maxCandidates x n are drawn: when few candidates keep the calls' promises (two bids with
// hard promises and a few counts can leave one in twenty), one batch would make the n worlds
// copies of a handful.
//
// When even maxCandidates x n leave the effective number short (a contested auction of
// three or four bids: one call decision in ten in coinche self-play, some with 1 or 2
// effective worlds of 48, so that every world was a copy of one or two), each world kept is
// then moved by `moveSteps` Metropolis steps: hidden cards passed round a cycle of two or
// more seats (and the classic stock), the step kept with probability min(1, weight after /
// weight before). The steps leave the weighted distribution as it is, so the copies spread
// over the worlds the calls allow instead of staying one world counted many times
// ("resample-move").
// Throws std::logic_error if no world fits.
struct ResampleSettings {
    int candidates = 8;
    double effectiveShare = 0.5;
    int maxCandidates = 64;
    int moveSteps = 300;  // 0: no moves
};
std::vector<std::array<CardSet, 4>> drawWeightedWorlds(const WorldSampler& sampler, const Inference& inference,
                                                       Rng& rng, int n, const ResampleSettings& settings);

// What the cards played say of the hands under a model of a sound player (policy-based
// inference, as Rebstock, Solinas, Sturtevant and Buro weighted the worlds of their skat
// player, 2019): in a world, each card another seat played with a choice is compared with
// the card the heuristic level (which plays by the card-play system, ai/cardplay.h) would
// have played there with that world's hands; a world weighs kMiss for every card the model
// would not have played. Built once a decision; weight() replays the deal in the world (a
// Deal from the world's hands, its calls and cards), some tens of microseconds, so it is
// applied to the worlds the inference kept, not to its candidates.
class PolicyReading {
public:
    static constexpr double kMiss = 0.7;
    PolicyReading(const Deal& deal, Seat seat, Signals agreement);
    // The weight of a world (hands as held now), in (0, 1].
    double weight(const std::array<CardSet, 4>& hands) const;

private:
    const Deal* deal_;
    Seat me_;
    Signals agreement_;
};

// n of `drawn` kept in proportion to `weights` (systematic resampling, as drawWeightedWorlds).
std::vector<std::array<CardSet, 4>> resampleWorlds(const std::vector<std::array<CardSet, 4>>& drawn,
                                                   const std::vector<double>& weights, Rng& rng, int n);

}  // namespace belote
