// The table's input: a click on a card, on the felt or on a call bubble, and the keys
// (a card chosen with the arrows and played with Enter, the last trick, a hint, a claim;
// with a panel open, the keys go to it).
#include "app/ui/tableview.h"

#include "app/ui/lasttrickwidget.h"

#include <QApplication>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QScopedValueRollback>

#include <algorithm>

namespace rebelote {

using namespace belote;
using Stage = GameController::Stage;

void TableView::onCardClicked(Card card)
{
    if (replay_) return;  // the replay's own buttons and keys move it
    // A computer player's card on the table: why it played it.
    if (c_->deal().phase() != Phase::Calls) {
        const CardPlay& play = c_->deal().cardPlay();
        for (const auto& [seat, onTable] : c_->tableCards())
            for (int i = 0; i < play.cardsPlayed() && onTable == card; ++i)
                if (play.playedCard(i) == card && c_->explainedCard(i)) {
                    emit whyCardAsked(i);
                    return;
                }
    }
    if (c_->stage() == Stage::TrickPause) {
        c_->gatherTrick();
        return;
    }
    if (!c_->deal().hand(Seat::South).contains(card) || !c_->isHuman(Seat::South)) return;
    const Decision d = c_->pending();
    if (d.seat != Seat::South || (d.kind != DecisionKind::Card && d.kind != DecisionKind::Declaration)) {
        if (c_->stage() == Stage::Play) showToast(tr("Wait for your turn: %1 is to play.").arg(c_->name(d.seat)), 2500);
        return;
    }
    selected_ = card;
    c_->playCard(card);
}

void TableView::mousePressEvent(QMouseEvent* event)
{
    QGraphicsView::mousePressEvent(event);
    if (replay_) return;
    if (event->isAccepted() && itemAt(event->pos())) return;
    // A click on the felt gathers a finished trick at once, and closes the last trick.
    if (lastTrickLarge_->isVisible()) showLastTrick(false);
    if (c_->stage() == Stage::TrickPause) c_->gatherTrick();
}

bool TableView::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::MouseButtonPress && !replay_)
        for (int s = 0; s < kSeats; ++s) {
            if (watched != callBubbles_[s]) continue;
            for (int i = c_->deal().callCount() - 1; i >= 0; --i)
                if (c_->deal().callAt(i).seat == Seat(s)) {
                    if (c_->explainedCall(i)) emit whyCallAsked(i);
                    return true;
                }
        }
    return QGraphicsView::eventFilter(watched, event);
}

void TableView::keyPressEvent(QKeyEvent* event)
{
    if (replay_ && event->key() != Qt::Key_L) {
        event->ignore();  // to the replay window: its keys step through the deal
        return;
    }
    // With a panel open, a key the table itself received (the felt had the focus) goes to
    // the panel, once. A key the panel ignored comes back up here (its parent) and stops.
    // Neither may depend on where the focus is: a window that is not the active one has no
    // focus widget, and setFocus() does not give it one.
    const bool tableKey = event->key() == Qt::Key_L || event->key() == Qt::Key_H || event->key() == Qt::Key_M;
    if (QWidget* panel = openPanel(); panel && !tableKey) {
        QWidget* focus = QApplication::focusWidget();
        if (forwardingKey_ || focus == panel || panel->isAncestorOf(focus)) {
            event->ignore();
            return;
        }
        const QScopedValueRollback<bool> forwarding(forwardingKey_, true);
        panel->setFocus();
        QWidget* target = panel->focusWidget();
        QCoreApplication::sendEvent(target && panel->isAncestorOf(target) ? target : panel, event);
        return;
    }
    const Stage stage = c_->stage();
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right: {
        const CardSet legal = c_->humanLegalCards();
        std::vector<Card> order;
        for (Card c : southOrder())
            if (legal.contains(c)) order.push_back(c);
        if (order.empty()) break;
        auto it = selected_ ? std::find(order.begin(), order.end(), *selected_) : order.end();
        int i = it == order.end() ? 0 : int(it - order.begin());
        i = (i + (event->key() == Qt::Key_Left ? -1 : 1) + int(order.size())) % int(order.size());
        selected_ = order[std::size_t(i)];
        updateSelection();
        return;
    }
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (lastTrickLarge_->isVisible()) {
            showLastTrick(false);
            return;
        }
        if (stage == Stage::TrickPause) {
            c_->gatherTrick();
            return;
        }
        if (selected_ && !c_->humanLegalCards().empty()) {
            c_->playCard(*selected_);
            return;
        }
        break;
    case Qt::Key_L: toggleLastTrick(); return;
    case Qt::Key_Escape:
        if (lastTrickLarge_->isVisible()) {
            showLastTrick(false);
            return;
        }
        break;
    case Qt::Key_H: c_->requestHint(); return;
    case Qt::Key_M:
        if (showBidMeanings()) return;
        break;
    case Qt::Key_C:
        if (stage == Stage::Play) {
            c_->claim();
            return;
        }
        break;
    default: break;
    }
    QGraphicsView::keyPressEvent(event);
}

void TableView::focusInEvent(QFocusEvent* event)
{
    // A click on the felt must not take the keyboard from the panel that asks a question.
    if (QWidget* panel = openPanel()) {
        panel->setFocus();
        return;
    }
    QGraphicsView::focusInEvent(event);
    announced_.reset();
    announceSelection();
}

}  // namespace rebelote
