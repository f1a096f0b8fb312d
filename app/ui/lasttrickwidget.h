// The last trick, drawn on the table: in small in the bottom right corner (a click opens it),
// or in large over the middle of the table with each player's name under their card. Its
// accessible name and description say the same in words: who played what, who won it, and
// what a card said by the card-play system, which hovering that card tells too.
#pragma once

#include "app/controller/gatheredtrick.h"

#include <QPointer>
#include <QString>
#include <QWidget>

#include <array>
#include <optional>

namespace rebelote {

class CardDeck;

class LastTrickWidget : public QWidget {
    Q_OBJECT

public:
    LastTrickWidget(bool large, QWidget* parent);
    void setDeck(CardDeck* deck);
    // `names` label the cards; `inSentence` names the winner ("won by you").
    void setTrick(std::optional<GatheredTrick> trick, const std::array<QString, 4>& names,
                  const std::array<QString, 4>& inSentence);
    // The middle of card `i` (in the order played), where a hover says what it said.
    QPoint cardCenter(int i) const { return cardRect(i).center(); }
    // The large one's room, at `width`, for what the cards said (one line a card, wrapped;
    // 0 when none said anything), under the cards: the layout adds it to its height.
    int saidHeight(int width) const;

signals:
    void clicked();

protected:
    void mousePressEvent(QMouseEvent*) override { emit clicked(); }
    void paintEvent(QPaintEvent*) override;
    bool event(QEvent* e) override;  // a tooltip: what the card under the mouse said

private:
    // Where card `i` (in the order played) is drawn; empty without a trick or a deck.
    QRect cardRect(int i) const;
    bool large_;
    QPointer<CardDeck> deck_;
    std::optional<GatheredTrick> trick_;
    std::array<QString, 4> names_;
    QString winner_;  // the winner's name inside a sentence
    QString said_;    // "North: 7 of clubs: a call for clubs — direct calls", a line a card
};

}  // namespace rebelote
