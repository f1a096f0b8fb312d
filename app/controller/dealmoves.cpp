#include "app/controller/dealmoves.h"

#include "engine/record.h"

using namespace belote;

namespace rebelote {

namespace {

Deal dealtAgain(const Deal& d)
{
    if (d.deck()) return Deal::fromDeck(d.rules(), d.dealer(), *d.deck(), d.pattern());
    return Deal::fromHands(d.rules(), d.dealer(), d.handsBeforePlay(), d.retourne());
}

}  // namespace

bool movesOfDeal(const Deal& deal, DealMoves* out, QString* error)
{
    DealMoves result;
    result.dealt = dealtAgain(deal);
    Deal walk = result.dealt;
    auto fail = [error](const QString& why) {
        if (error) *error = why;
        return false;
    };
    auto play = [&](const DealMove& m) {
        QString why;
        if (!replayMoves(walk, {m}, &why)) return fail(QStringLiteral("move %1: %2").arg(result.moves.size() + 1).arg(why));
        result.moves.push_back(m);
        return true;
    };
    for (int i = 0; i < deal.callCount(); ++i) {
        const SeatCall sc = deal.callAt(i);
        // An out-of-turn coinche offered to a seat that did not take it: let go.
        while (walk.pending().kind == DecisionKind::OutOfTurnCoinche &&
               !(walk.pending().seat == sc.seat && sc.call == Call::coinche())) {
            DealMove m;
            m.kind = DealMove::Kind::CoincheDeclined;
            m.seat = walk.pending().seat;
            if (!play(m)) return false;
        }
        DealMove m;
        m.kind = DealMove::Kind::Call;
        m.seat = sc.seat;
        m.call = sc.call;
        m.outOfTurn = walk.pending().kind == DecisionKind::OutOfTurnCoinche;
        if (!play(m)) return false;
    }
    // The offer after the last bid, let go when the auction ended on passes.
    while (walk.pending().kind == DecisionKind::OutOfTurnCoinche && deal.phase() != Phase::Calls) {
        DealMove m;
        m.kind = DealMove::Kind::CoincheDeclined;
        m.seat = walk.pending().seat;
        if (!play(m)) return false;
    }
    result.callMoves = int(result.moves.size());
    const std::vector<Card> cards = [&] {
        std::vector<Card> v;
        const CardPlay& p = deal.cardPlay();
        for (int i = 0; i < p.cardsPlayed(); ++i) v.push_back(p.playedCard(i));
        return v;
    }();
    for (Card c : cards) {
        while (walk.pending().kind == DecisionKind::Declaration) {
            DealMove m;
            m.kind = DealMove::Kind::Declaration;
            m.seat = walk.pending().seat;
            m.declarations = deal.declared(m.seat);
            if (!play(m)) return false;
        }
        DealMove m;
        m.kind = DealMove::Kind::Card;
        m.seat = walk.pending().seat;
        m.card = c;
        if (!play(m)) return false;
    }
    *out = std::move(result);
    return true;
}

DealMoves turnedToSouth(const DealMoves& moves, Seat seat)
{
    const auto turned = [seat](Seat s) { return Seat((int(s) - int(seat) + kSeats) % kSeats); };
    const Deal& d = moves.dealt;
    DealMoves out = moves;
    if (d.deck()) {
        // The same deck dealt by the turned dealer gives every seat's cards to its turned seat.
        out.dealt = Deal::fromDeck(d.rules(), turned(d.dealer()), *d.deck(), d.pattern());
    } else {
        std::array<CardSet, 4> hands{};
        for (int s = 0; s < kSeats; ++s) hands[int(turned(Seat(s)))] = d.handsBeforePlay()[s];
        out.dealt = Deal::fromHands(d.rules(), turned(d.dealer()), hands, d.retourne());
    }
    for (DealMove& m : out.moves) m.seat = turned(m.seat);
    return out;
}

bool movesOfRecord(const QJsonObject& record, DealMoves* out, QString* error)
{
    const Checked<DealRecord> r = readRecord(record);
    if (!r) {
        if (error) *error = r.error;
        return false;
    }
    return movesOfDeal(r.value->deal, out, error);
}

}  // namespace rebelote
