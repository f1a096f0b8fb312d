#include "app/controller/dealmoves.h"

#include "engine/record.h"
#include "engine/text.h"

#include <QStringList>

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
        if (!replayMoves(walk, {m}, &why))
            return fail(QStringLiteral("move %1: %2").arg(result.moves.size() + 1).arg(why));
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

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

// "E:take", "W:coinche (out of turn)", "N:lets the coinche go", "S:declares tierce:KH",
// "S:declares nothing", "W:AS": for error lines.
QString moveText(const DealMove& m, std::optional<Suit> retourneSuit)
{
    QString text = QString(QLatin1Char(seatLetter(m.seat))) + QLatin1Char(':');
    switch (m.kind) {
    case DealMove::Kind::Call:
        text += qs(callName(m.call, retourneSuit));
        if (m.outOfTurn) text += QStringLiteral(" (out of turn)");
        break;
    case DealMove::Kind::CoincheDeclined: text += QStringLiteral("lets the coinche go"); break;
    case DealMove::Kind::Declaration: {
        QStringList names;
        for (const Declaration& d : m.declarations) names << qs(d.name());
        text +=
            QStringLiteral("declares ") + (names.isEmpty() ? QStringLiteral("nothing") : names.join(QLatin1Char(' ')));
        break;
    }
    case DealMove::Kind::Card: text += m.card < kCards ? qs(cardName(m.card)) : QStringLiteral("?"); break;
    }
    return text;
}

// What the deal waits for, for error lines: "E to call", "the deal is over".
QString expectedText(Decision d)
{
    const QString seat(QLatin1Char(seatLetter(d.seat)));
    switch (d.kind) {
    case DecisionKind::Call: return QStringLiteral("%1 to call").arg(seat);
    case DecisionKind::OutOfTurnCoinche: return QStringLiteral("%1 to coinche out of turn or not").arg(seat);
    case DecisionKind::Declaration: return QStringLiteral("%1 to declare").arg(seat);
    case DecisionKind::Card: return QStringLiteral("%1 to play").arg(seat);
    case DecisionKind::None: break;
    }
    return QStringLiteral("the deal is over");
}

}  // namespace

bool replayMoves(Deal& deal, const std::vector<DealMove>& moves, QString* error,
                 const std::function<void(const Deal& before, const DealMove& move)>& each)
{
    const std::optional<Suit> retourneSuit = deal.retourneSuit();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const DealMove& m = moves[i];
        const Decision d = deal.pending();
        QString why;
        auto expect = [&](DecisionKind kind) {
            if (d.kind != kind || d.seat != m.seat) why = QStringLiteral("expected %1").arg(expectedText(d));
            return why.isEmpty();
        };
        switch (m.kind) {
        case DealMove::Kind::Call:
            if (!expect(m.outOfTurn ? DecisionKind::OutOfTurnCoinche : DecisionKind::Call)) break;
            if (m.outOfTurn && !(m.call == Call::coinche()))
                why = QStringLiteral("only a coinche is called out of turn");
            else if (std::string w = deal.whyIllegalCall(m.seat, m.call); !w.empty()) why = qs(w);
            break;
        case DealMove::Kind::CoincheDeclined: expect(DecisionKind::OutOfTurnCoinche); break;
        case DealMove::Kind::Declaration:
            if (expect(DecisionKind::Declaration) && !deal.declarationChoices().contains(m.declarations))
                why = QStringLiteral("not the best combination of the hand or a part of it");
            break;
        case DealMove::Kind::Card:
            if (!expect(DecisionKind::Card)) break;
            if (m.card >= kCards) why = QStringLiteral("not a card");
            else if (std::string w = deal.whyIllegalCard(m.card); !w.empty()) why = qs(w);
            break;
        }
        if (!why.isEmpty()) {
            if (error) *error = QStringLiteral("move %1 (%2): %3").arg(i + 1).arg(moveText(m, retourneSuit), why);
            return false;
        }
        if (each) each(deal, m);
        switch (m.kind) {
        case DealMove::Kind::Call: deal.makeCall(m.seat, m.call); break;
        case DealMove::Kind::CoincheDeclined: deal.declineOutOfTurnCoinche(); break;
        case DealMove::Kind::Declaration: deal.declare(m.declarations); break;
        case DealMove::Kind::Card: deal.playCard(m.card); break;
        }
    }
    return true;
}

bool rebuildDeal(const Deal& dealt, const std::vector<DealMove>& moves, RebuiltDeal* out, QString* error)
{
    RebuiltDeal r;
    r.dealt = dealt;
    r.deal = dealt;
    const bool replayed = replayMoves(r.deal, moves, error, [&r](const Deal& before, const DealMove& m) {
        switch (m.kind) {
        case DealMove::Kind::Call:
            r.lastCall[int(m.seat)] = m.call;
            r.calls.emplace_back(m.seat, m.call, m.outOfTurn);
            break;
        case DealMove::Kind::Declaration: r.declared[int(m.seat)] = m.declarations; break;
        case DealMove::Kind::Card:
            if (before.isBeloteCard(m.seat, m.card)) r.belotes.emplace_back(m.seat, m.card);
            break;
        case DealMove::Kind::CoincheDeclined: break;
        }
    });
    if (!replayed) return false;
    *out = std::move(r);
    return true;
}

namespace {

// Why deal `number` (dealt) does not belong where a game puts it: not the game's rules,
// played once the game was over (`gameOver`), or dealt by another seat than the one whose
// turn it is (`dealer`). Empty when it belongs.
QString misplaced(int number, const Deal& d, const Rules& rules, Seat dealer, bool gameOver)
{
    if (!(d.rules() == rules)) return QStringLiteral("deal %1: not the rules of the game").arg(number);
    if (gameOver) return QStringLiteral("deal %1: played after the end of the game").arg(number);
    if (d.dealer() != dealer)
        return QStringLiteral("deal %1: dealt by %2, but %3 deals it in this game")
            .arg(number)
            .arg(QLatin1Char(seatLetter(d.dealer())))
            .arg(QLatin1Char(seatLetter(dealer)));
    return {};
}

}  // namespace

bool rebuildGame(const Rules& rules, std::uint64_t seed, const std::optional<Deal>& firstDeal, const ResumePoint& point,
                 RebuiltGame* out, QString* error)
{
    auto fail = [error](const QString& why) {
        if (error) *error = why;
        return false;
    };
    RebuiltGame r;
    Rng seeds(seed);
    r.game = std::make_unique<Game>(rules, seeds.split());
    Game& game = *r.game;
    if (firstDeal) game.setDealer(firstDeal->dealer());
    int& number = r.number;
    for (const QJsonObject& o : point.finishedDeals) {
        ++number;
        const auto rec = readRecord(o);
        if (!rec) return fail(QStringLiteral("deal %1: %2").arg(number).arg(rec.error));
        const Deal& d = rec.value->deal;
        if (d.phase() != Phase::Done) return fail(QStringLiteral("deal %1: not finished").arg(number));
        if (const QString why = misplaced(number, d, rules, game.dealer(), game.over()); !why.isEmpty())
            return fail(why);
        // The shuffle of this deal is drawn, so that the deals to come are the game's.
        if (!(firstDeal && number == 1)) game.nextDeal();
        const std::array<int, 2> added = game.finishDeal(d);
        r.rows.push_back({number, d.dealer(), rules.isClassic(), d.result(), added, game.scores(), d.retourne()});
    }
    r.over = game.over();
    if (r.over) {
        if (point.dealt || !point.moves.empty())
            return fail(QStringLiteral("a deal is in progress after the end of the game"));
    } else {
        ++number;
        const Deal next = firstDeal && number == 1 ? *firstDeal : game.nextDeal();
        const Deal dealt = point.dealt ? *point.dealt : next;
        if (const QString why = misplaced(number, dealt, rules, next.dealer(), false); !why.isEmpty()) return fail(why);
        QString why;
        if (!rebuildDeal(dealt, point.moves, &r.deal, &why))
            return fail(QStringLiteral("deal %1: %2").arg(number).arg(why));
    }
    *out = std::move(r);
    return true;
}
}  // namespace rebelote
