// What a screen reader is told of the table (tableaccessible.h reads it): the plates in
// words, the hand and the trick in view, each card's name and description, and the card
// the keyboard plays as the focused one. Part of app/ui/tableview.h (TableView's members).
#include "app/ui/tableview.h"

#include "app/controller/gametext.h"
#include "app/ui/carditem.h"
#include "app/ui/tableaccessible.h"

#include <QAccessible>
#include <QLabel>

namespace rebelote {

using namespace belote;
using Stage = GameController::Stage;

// A seat's plate in words: its player's name, then what the plate and the table around it
// show of the seat (its turn, its level, the dealer, the cards it holds, its last call).
void TableView::sayPlate(Seat s, const QString& sub)
{
    QLabel* plate = plates_[int(s)];
    const Deal& d = c_->deal();
    const Stage stage = c_->stage();
    QString name = c_->name(s);
    if (c_->isHuman(s) && name == tr("You")) name = tr("You (%1)").arg(seatWord(s));
    plate->setAccessibleName(name);
    QStringList parts;
    if (!sub.isEmpty()) parts << sub;
    const Decision pending = c_->pending();
    if (!replay_ && pending.kind != DecisionKind::None && pending.seat == s && !c_->isHuman(s))
        parts << (pending.kind == DecisionKind::Card          ? tr("to play")
                  : pending.kind == DecisionKind::Declaration ? tr("to declare")
                                                              : tr("to call"));
    if (stage != Stage::Idle) {
        if (d.dealer() == s) parts << tr("dealer");
        const bool live = stage == Stage::Calls || stage == Stage::Play || stage == Stage::TrickPause;
        if (live && s != Seat::South) {
            const int n = int(d.hand(s).size());
            parts << tr("%n cards", "", n);
        }
        if (live && d.phase() == Phase::Calls)
            if (const std::optional<Call> call = c_->lastCall(s)) parts << tr("last call: %1").arg(callWords(*call));
    }
    plate->setAccessibleDescription(parts.join(QStringLiteral("; ")));
}

std::vector<Card> TableView::handInView() const
{
    const Stage stage = c_->stage();
    if (stage == Stage::Idle || stage == Stage::DealOver || stage == Stage::GameOver) return {};
    return southOrder();
}

std::vector<std::pair<Seat, Card>> TableView::trickInView() const
{
    const Stage stage = c_->stage();
    if (stage != Stage::Play && stage != Stage::TrickPause) return {};
    return c_->tableCards();
}

bool TableView::choosingCard() const { return !replay_ && !c_->humanLegalCards().empty(); }

bool TableView::cardPlayable(Card card) const { return choosingCard() && c_->humanLegalCards().contains(card); }

QString TableView::spokenCard(Card card, bool description) const
{
    const Deal& d = c_->deal();
    for (const auto& [seat, played] : trickInView()) {
        if (played != card) continue;
        if (!description) return tr("%1 played %2").arg(c_->name(seat), cardWords(card));
        const CardPlay& p = d.cardPlay();
        const bool full = c_->stage() == Stage::TrickPause;
        const Seat winner = full ? p.trickWinner(p.trickNumber() - 1) : p.trickWinnerSoFar();
        if (winner != seat) return {};
        return full ? tr("wins the trick") : tr("holds the trick");
    }
    if (!description) return cardTitle(card);
    QStringList parts;
    if (d.phase() != Phase::Calls && d.contract() && isSuitStrain(d.contract()->strain) &&
        suitOf(card) == trumpSuitOf(d.contract()->strain))
        parts << tr("trump");
    if (choosingCard()) {
        if (cardPlayable(card)) parts << tr("can be played");
        else if (const CardRefusal why = d.cardRefusal(card)) parts << tr("cannot be played. %1").arg(refusalText(why));
        else parts << tr("cannot be played");
    }
    return parts.join(QStringLiteral("; "));
}

QString TableView::spokenHand(bool description) const
{
    if (!description)
        return c_->isHuman(Seat::South) && !replay_ ? tr("Your hand") : tr("Hand of %1").arg(c_->name(Seat::South));
    const int n = int(handInView().size());
    QString text = tr("%n cards", "", n);
    if (choosingCard()) text = tr("%1; %2").arg(text, keysHint());
    return text;
}

QString TableView::spokenTrick(bool description) const
{
    if (!description) return tr("Cards on the table");
    return holderText_;
}

void TableView::announceSelection()
{
    if (!QAccessible::isActive() || !hasFocus() || openPanel()) {
        if (!hasFocus()) announced_.reset();
        return;
    }
    if (selected_ == announced_) return;
    announced_ = selected_;
    if (!selected_) return;
    auto* table = dynamic_cast<TableAccessible*>(QAccessible::queryAccessibleInterface(viewport()));
    if (!table) return;
    QAccessibleEvent event(table->card(*selected_), QAccessible::Focus);
    QAccessible::updateAccessibility(&event);
}

}  // namespace rebelote
