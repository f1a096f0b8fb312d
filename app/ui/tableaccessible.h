// The table as a screen reader reads it (QAccessible). The cards are graphics items, which
// QAccessible does not see: the table's viewport (a TableSurface) gets an interface whose
// children are its widgets (plates, bubbles, score and contract boxes, panels) and two
// lists, South's hand ("Jack of hearts", "can be played" / "cannot be played. You must
// follow hearts: …") and the cards on the table ("North played the jack of hearts"). The
// card the keyboard plays is the focused, selected item; pressing an item plays it as a
// click does. Every word comes from the table and the controller: no rule lives here.
// Part of app/ui/tableview.h: the view installs these interfaces and tells them where the
// focus goes, they read the view; only the view's own files include this.
#pragma once

#include "engine/card.h"

#include <QAccessibleWidget>
#include <QPointer>
#include <QWidget>

#include <array>

namespace rebelote {

class TableView;

// The table's viewport: a plain widget, of its own class so that the accessibility factory
// knows it (installTableAccessibility()).
class TableSurface : public QWidget {
    Q_OBJECT

public:
    using QWidget::QWidget;
};

// Installs the factory that gives each TableSurface its interface; once per program.
void installTableAccessibility();

class CardListAccessible;
class CardAccessible;

// The viewport's interface: its widgets as QAccessibleWidget lists them, then the hand and
// the cards on the table.
class TableAccessible : public QAccessibleWidget {
public:
    explicit TableAccessible(TableSurface* surface);
    ~TableAccessible() override;

    TableView* view() const;
    QString text(QAccessible::Text t) const override;
    QAccessible::Role role() const override { return QAccessible::Pane; }
    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;

    CardListAccessible* hand() const { return lists_[0]; }
    CardListAccessible* trick() const { return lists_[1]; }
    // The one interface of a card (made the first time it is asked for).
    CardAccessible* card(belote::Card c) const;

private:
    std::array<CardListAccessible*, 2> lists_{};
    mutable std::array<CardAccessible*, belote::kCards> cards_{};
};

// South's hand, or the cards on the table: a list of card items.
class CardListAccessible : public QAccessibleInterface {
public:
    enum class Kind { Hand, Trick };
    CardListAccessible(TableAccessible* table, Kind kind) : table_(table), kind_(kind) {}

    Kind kind() const { return kind_; }
    std::vector<belote::Card> cards() const;

    bool isValid() const override;
    QObject* object() const override { return nullptr; }
    QWindow* window() const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* parent() const override;
    QAccessibleInterface* child(int index) const override;
    int childCount() const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override;
    QAccessible::Role role() const override { return QAccessible::List; }
    QAccessible::State state() const override;

private:
    TableAccessible* table_;
    Kind kind_;
};

// One card, in the hand or on the table.
class CardAccessible : public QAccessibleInterface, public QAccessibleActionInterface {
public:
    CardAccessible(TableAccessible* table, belote::Card card) : table_(table), card_(card) {}

    belote::Card card() const { return card_; }
    // The list it is in now (none when the card is in neither).
    CardListAccessible* list() const;

    bool isValid() const override;
    QObject* object() const override { return nullptr; }
    QWindow* window() const override;
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override;
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override;
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    QAccessible::State state() const override;
    void* interface_cast(QAccessible::InterfaceType t) override;

    QStringList actionNames() const override;
    void doAction(const QString& action) override;
    QStringList keyBindingsForAction(const QString& action) const override;

private:
    TableAccessible* table_;
    belote::Card card_;
};

}  // namespace rebelote
