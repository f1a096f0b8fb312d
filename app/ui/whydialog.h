// Why? — the panel that says why a computer player made a move (or why the hint says what
// it says): the values it compared for each legal choice, and a grid of where it believed
// the cards it could not see were, over the deals it imagined. Everything comes from the
// explanation the player kept as it decided (app/controller/explaineddecision.h).
#pragma once

#include "app/controller/explaineddecision.h"

#include <QDialog>

#include <array>

class QLabel;
class QTableWidget;

namespace rebelote {

// Where the cards a player could not see were in the deals it imagined: a row a suit, a
// column a rank; each card it could not see lists the seats that may hold it, each with a
// bar as long as its chance. Cards it saw are greyed.
class BeliefGrid : public QWidget {
    Q_OBJECT
public:
    explicit BeliefGrid(QWidget* parent = nullptr);
    void setDecision(const ExplainedDecision& e, const std::array<QString, 4>& names);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QSize cellSize() const;
    std::vector<int> shownSeats() const;  // the seats some card may be in, in table order

    ExplainedDecision e_;
    std::array<QString, 4> names_;
};

class WhyDialog : public QDialog {
    Q_OBJECT
public:
    explicit WhyDialog(QWidget* parent = nullptr);
    // Shows why `e` was decided (names: the seats' names at the table).
    void showDecision(const ExplainedDecision& e, const std::array<QString, 4>& names);

private:
    void fitToContent();

    QWidget* content_;
    QLabel* title_;
    QLabel* meaning_;
    QLabel* method_;
    QTableWidget* values_;
    QLabel* notSimulated_;
    QLabel* gridTitle_;
    BeliefGrid* grid_;
};

}  // namespace rebelote
