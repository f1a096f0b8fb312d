// The order in which Solver::search tries the cards of one node, outside the search (as
// Stockfish's MovePicker is): the cards are handed out one at a time, in two stages.
//
//  1. The table's best card, else the killer (each as the top of its run of equivalent
//     cards), alone: it refutes the node often enough that listing and ordering the others
//     would be wasted.
//  2. Only when the search asks for more: the other legal cards, one per run of equivalent
//     cards (the highest), best first by card sense (score()).
//
// Private to the solver, part of ai/solver.h: include it in ai/solver.cpp only. Inline: the search calls it at
// every node.
#pragma once

#include "ai/solverbits.h"

#include <bit>
#include <cassert>
#include <cstdint>

namespace belote {

class Solver::CardPicker {
public:
    // `ttMove`: the table's card (-1 for none); `killer`: the node's killer slot (32 or more
    // for none), read as the stages need it.
    CardPicker(const Solver& solver, const Pos& p, int ttMove, const std::uint8_t& killer)
        : s_(solver),
          p_(p),
          killer_(killer),
          live_(p.live),
          lg_(solver.legal(p)),
          partnerHolds_(p.inTrick > 0 && p.winner == ((p.toPlay + 2) & 3))
    {
        assert(lg_ != 0);  // a node of the search has a card to play
        if (ttMove >= 0 && (lg_ >> ttMove & 1)) first_ = runTop(ttMove);
        else if (killer_ < 32 && (lg_ >> killer_ & 1)) first_ = runTop(killer_);
        if (first_ >= 0) moves_[n_++] = first_;
        else listRest();
    }

    // The next card to search, -1 once every card (one per run) was handed out.
    int next()
    {
        if (i_ == n_) {
            if (listed_) return -1;
            listRest();
            if (i_ == n_) return -1;
        }
        return moves_[i_++];
    }

    // The i-th card handed out (i below the number handed out).
    int operator[](int i) const { return moves_[i]; }

private:
    // The next live card up (`la`: the live cards above c) when it is equivalent to c (of
    // equal points, next to it in the suit's order among the live cards, legal), else -1.
    int equivalentAbove(int c, std::uint32_t la) const
    {
        if (!la) return -1;
        const int next = std::countr_zero(la);
        return (lg_ >> next & 1) && s_.pts_[next] == s_.pts_[c] ? next : -1;
    }

    // The highest card of c's run of equivalent cards: the one searched for all.
    int runTop(int c) const
    {
        for (int up; (up = equivalentAbove(c, live_ & solverbits::above(c))) >= 0;) c = up;
        return c;
    }

    // Stage 2: one card of each run but the first card's, by score, best first.
    void listRest()
    {
        using solverbits::above;
        using solverbits::topBit;
        listed_ = true;
        if ((lg_ & (lg_ - 1)) == 0) {  // one card: nothing to order
            if (first_ < 0) moves_[n_++] = std::countr_zero(lg_);
            return;
        }
        // The partner's trick is safe when nobody after this seat can take it.
        partnerSafe_ = partnerHolds_ && (p_.inTrick == 3 || !s_.nextCanBeat(p_, p_.best));
        ledTrump_ = p_.inTrick > 0 && (s_.trumpMask_ >> p_.trick[0] & 1);
        const int from = n_;
        for (std::uint32_t bits = lg_; bits;) {
            const int c = topBit(bits);
            bits &= ~(1u << c);
            const std::uint32_t la = live_ & above(c);
            if (c == first_ || equivalentAbove(c, la) >= 0) continue;
            const int sc = score(c, la);
            int j = n_++;
            for (; j > from && scores_[j - 1] < sc; --j) {
                moves_[j] = moves_[j - 1];
                scores_[j] = scores_[j - 1];
            }
            moves_[j] = c;
            scores_[j] = sc;
        }
    }

    // Card sense. A lead: cards no other hand can beat (most points first), then low cards
    // towards the partner's best card of the suit, then low cards. In a trick: points onto
    // the partner's trick when the next opponent cannot take it, the cheapest card that wins
    // for sure, a card that may win, and the lowest points. The killer before all.
    int score(int c, std::uint32_t la) const
    {
        using solverbits::topBit;
        const int pts = s_.pts_[c];
        const int strength = c & 7;
        const bool trump = s_.trumpMask_ >> c & 1;
        const int me = p_.toPlay;
        if (c == killer_) return 5000;
        if (p_.inTrick == 0) {
            if ((la & ~p_.hand[me]) == 0) return 200 + pts + (trump ? 50 : 0);
            if (p_.hand[(me + 2) & 3] >> topBit(la) & 1) return 150 - pts - strength;
            return -pts - strength;
        }
        if (partnerSafe_) return 100 + pts - (trump ? 30 : 0);
        if (!partnerHolds_ && s_.beats(c, p_.best)) {
            if (p_.inTrick == 3 || !s_.nextCanBeat(p_, c))
                return 150 + pts - 4 * strength - (trump && !ledTrump_ ? 20 : 0);
            return 60 - pts - strength;
        }
        return -2 * pts - strength - (trump ? 40 : 0);
    }

    const Solver& s_;
    const Pos& p_;
    const std::uint8_t& killer_;
    const std::uint32_t live_;
    const std::uint32_t lg_;
    const bool partnerHolds_;
    bool partnerSafe_ = false;
    bool ledTrump_ = false;
    bool listed_ = false;
    int first_ = -1;
    int n_ = 0;  // cards listed
    int i_ = 0;  // cards handed out
    int moves_[8];
    int scores_[8];
};

}  // namespace belote
