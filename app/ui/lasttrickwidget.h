// The last trick, drawn on the table: in small in the bottom right corner (a click opens it),
// or in large over the middle of the table with each player's name under their card. Its
// accessible name and description say the same in words: who played what, who won it.
#pragma once

#include "app/controller/gamecontroller.h"

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
    void setTrick(std::optional<GameController::Trick> trick, const std::array<QString, 4>& names,
                  const std::array<QString, 4>& inSentence);

signals:
    void clicked();

protected:
    void mousePressEvent(QMouseEvent*) override { emit clicked(); }
    void paintEvent(QPaintEvent*) override;

private:
    bool large_;
    QPointer<CardDeck> deck_;
    std::optional<GameController::Trick> trick_;
    std::array<QString, 4> names_;
    QString winner_;  // the winner's name inside a sentence
};

}  // namespace rebelote
