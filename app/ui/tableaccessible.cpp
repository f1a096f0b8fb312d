// The table as a screen reader reads it (tableaccessible.h), part of app/ui/tableview.h.
#include "app/ui/tableaccessible.h"

#include "app/ui/carditem.h"
#include "app/ui/tableview.h"

#include <QWindow>

namespace rebelote {

using namespace belote;

namespace {

QAccessibleInterface* tableFactory(const QString&, QObject* object)
{
    if (auto* surface = qobject_cast<TableSurface*>(object)) return new TableAccessible(surface);
    return nullptr;
}

}  // namespace

void installTableAccessibility()
{
    static bool installed = false;
    if (installed) return;
    installed = true;
    QAccessible::installFactory(tableFactory);
}

// --- TableAccessible -------------------------------------------------------------------

TableAccessible::TableAccessible(TableSurface* surface) : QAccessibleWidget(surface, QAccessible::Pane)
{
    lists_[0] = new CardListAccessible(this, CardListAccessible::Kind::Hand);
    lists_[1] = new CardListAccessible(this, CardListAccessible::Kind::Trick);
    for (CardListAccessible* l : lists_) QAccessible::registerAccessibleInterface(l);
}

TableAccessible::~TableAccessible()
{
    // The lists and cards have no object of their own: they go with the table's.
    for (CardAccessible* c : cards_)
        if (c) QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(c));
    for (CardListAccessible* l : lists_) QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(l));
}

TableView* TableAccessible::view() const { return qobject_cast<TableView*>(object() ? object()->parent() : nullptr); }

QString TableAccessible::text(QAccessible::Text t) const
{
    const TableView* v = view();
    if (!v) return QAccessibleWidget::text(t);
    if (t == QAccessible::Name) return v->accessibleName();
    if (t == QAccessible::Description) return {};  // the view's own says the keys
    return QAccessibleWidget::text(t);
}

int TableAccessible::childCount() const { return QAccessibleWidget::childCount() + int(lists_.size()); }

QAccessibleInterface* TableAccessible::child(int index) const
{
    const int widgets = QAccessibleWidget::childCount();
    if (index < widgets) return QAccessibleWidget::child(index);
    if (index - widgets < int(lists_.size())) return lists_[std::size_t(index - widgets)];
    return nullptr;
}

int TableAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    for (std::size_t i = 0; i < lists_.size(); ++i)
        if (child == lists_[i]) return QAccessibleWidget::childCount() + int(i);
    return QAccessibleWidget::indexOfChild(child);
}

QAccessibleInterface* TableAccessible::childAt(int x, int y) const
{
    // The panels and labels lie over the cards.
    if (QAccessibleInterface* w = QAccessibleWidget::childAt(x, y)) return w;
    for (CardListAccessible* l : lists_)
        if (l->rect().contains(x, y)) return l;
    return nullptr;
}

QAccessibleInterface* TableAccessible::focusChild() const
{
    const TableView* v = view();
    if (v && v->hasFocus() && v->selectedCard()) return card(*v->selectedCard());
    return QAccessibleWidget::focusChild();
}

CardAccessible* TableAccessible::card(Card c) const
{
    CardAccessible*& iface = cards_[std::size_t(c)];
    if (!iface) {
        iface = new CardAccessible(const_cast<TableAccessible*>(this), c);
        QAccessible::registerAccessibleInterface(iface);
    }
    return iface;
}

// --- CardListAccessible ----------------------------------------------------------------

std::vector<Card> CardListAccessible::cards() const
{
    const TableView* v = table_->view();
    if (!v) return {};
    if (kind_ == Kind::Hand) return v->handInView();
    std::vector<Card> out;
    for (const auto& [seat, card] : v->trickInView()) out.push_back(card);
    return out;
}

bool CardListAccessible::isValid() const { return table_->isValid() && table_->view(); }

QWindow* CardListAccessible::window() const { return table_->window(); }

QAccessibleInterface* CardListAccessible::childAt(int x, int y) const
{
    // The card drawn on top: the last of the list that holds the point.
    const std::vector<Card> list = cards();
    for (auto it = list.rbegin(); it != list.rend(); ++it)
        if (CardAccessible* c = table_->card(*it); c->rect().contains(x, y)) return c;
    return nullptr;
}

QAccessibleInterface* CardListAccessible::parent() const { return table_; }

QAccessibleInterface* CardListAccessible::child(int index) const
{
    const std::vector<Card> list = cards();
    if (index < 0 || index >= int(list.size())) return nullptr;
    return table_->card(list[std::size_t(index)]);
}

int CardListAccessible::childCount() const { return int(cards().size()); }

int CardListAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    const std::vector<Card> list = cards();
    for (std::size_t i = 0; i < list.size(); ++i)
        if (table_->card(list[i]) == child) return int(i);
    return -1;
}

QString CardListAccessible::text(QAccessible::Text t) const
{
    const TableView* v = table_->view();
    if (!v) return {};
    const bool hand = kind_ == Kind::Hand;
    if (t == QAccessible::Name) return hand ? v->spokenHand(false) : v->spokenTrick(false);
    if (t == QAccessible::Description) return hand ? v->spokenHand(true) : v->spokenTrick(true);
    return {};
}

QRect CardListAccessible::rect() const
{
    QRect r;
    for (Card c : cards()) r |= table_->card(c)->rect();
    return r;
}

QAccessible::State CardListAccessible::state() const
{
    QAccessible::State s;
    s.invisible = cards().empty();
    s.readOnly = kind_ == Kind::Trick;
    return s;
}

// --- CardAccessible --------------------------------------------------------------------

CardListAccessible* CardAccessible::list() const
{
    for (CardListAccessible* l : {table_->hand(), table_->trick()}) {
        const std::vector<Card> cards = l->cards();
        if (std::find(cards.begin(), cards.end(), card_) != cards.end()) return l;
    }
    return nullptr;
}

bool CardAccessible::isValid() const { return table_->isValid() && table_->view(); }

QWindow* CardAccessible::window() const { return table_->window(); }

QAccessibleInterface* CardAccessible::parent() const
{
    if (CardListAccessible* l = list()) return l;
    return table_->hand();
}

QString CardAccessible::text(QAccessible::Text t) const
{
    const TableView* v = table_->view();
    if (!v) return {};
    if (t == QAccessible::Name) return v->spokenCard(card_, false);
    if (t == QAccessible::Description) return v->spokenCard(card_, true);
    return {};
}

QRect CardAccessible::rect() const
{
    const TableView* v = table_->view();
    if (!v || !list()) return {};
    const QRect r = v->cardRect(card_);
    return QRect(v->viewport()->mapToGlobal(r.topLeft()), r.size());
}

QAccessible::State CardAccessible::state() const
{
    QAccessible::State s;
    const TableView* v = table_->view();
    const CardListAccessible* l = list();
    if (!v || !l) {
        s.invisible = true;
        return s;
    }
    if (l->kind() == CardListAccessible::Kind::Trick) {
        s.readOnly = true;
        return s;
    }
    const bool choosing = v->choosingCard();
    s.selectable = choosing;
    s.focusable = choosing;
    const bool selected = choosing && v->selectedCard() == card_;
    s.selected = selected;
    s.focused = selected && v->hasFocus();
    s.disabled = choosing && !v->cardPlayable(card_);
    return s;
}

void* CardAccessible::interface_cast(QAccessible::InterfaceType t)
{
    if (t == QAccessible::ActionInterface) return static_cast<QAccessibleActionInterface*>(this);
    return nullptr;
}

QStringList CardAccessible::actionNames() const
{
    const TableView* v = table_->view();
    const CardListAccessible* l = list();
    if (!v || !l || l->kind() != CardListAccessible::Kind::Hand || !v->choosingCard()) return {};
    return {pressAction()};
}

void CardAccessible::doAction(const QString& action)
{
    TableView* v = table_->view();
    if (v && action == pressAction() && actionNames().contains(action)) v->activateCard(card_);
}

QStringList CardAccessible::keyBindingsForAction(const QString& action) const
{
    if (action == pressAction() && !actionNames().isEmpty()) return {QStringLiteral("Return")};
    return {};
}

}  // namespace rebelote
