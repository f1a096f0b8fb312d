// The end of a game: who won, by how much, after how many deals; a new game or close
// (Close hides the panel, then emits closed(); New game leaves hiding to the table).
//
// Keys: Enter (or N) starts a new game; Escape (or C) closes the panel; Space presses the
// focused button, Tab / ← / → move the focus.
#pragma once

#include "app/ui/panelstyle.h"

#include "engine/card.h"

#include <QString>
#include <QWidget>
#include <array>

class QLabel;
namespace rebelote {

class PanelButton;

class GameOverPanel : public TablePanel {
    Q_OBJECT

public:
    explicit GameOverPanel(QWidget* parent = nullptr);

    // `scores` by belote::Team, `seatNames` by belote::Seat ("You", "East", "North", "West").
    // Makes the panel visible and gives it the keyboard focus.
    void showGameOver(belote::Team winner, std::array<int, 2> scores, const std::array<QString, 4>& seatNames,
                      int deals);

    QSize sizeHint() const override;

signals:
    void newGameRequested();
    void closed();

protected:
    void keyPressEvent(QKeyEvent* e) override;

private:
    void updateMetrics() override;
    void focusChoice() override;
    bool handlesKey(const QKeyEvent* e) const override;

    bool active_ = false;
    QLabel* title_ = nullptr;
    QLabel* result_ = nullptr;
    QLabel* deals_ = nullptr;
    QLabel* hints_ = nullptr;
    rebelote::PanelButton* newGame_ = nullptr;
    rebelote::PanelButton* close_ = nullptr;
};

}  // namespace rebelote
