// The declarations (annonces, RULES.md §6) South may make while playing the first trick:
// its best combination, each part of it, and nothing. The engine computes the choices
// (Deal::declarationChoices()); the panel shows them and sends back the index chosen.
//
// The choices stand two a row. Keys: the arrows move the choice (the outlined one is what
// Enter declares): ← and → one choice, ↑ and ↓ one row; Enter or Space declares it; N
// declares nothing; Tab moves the focus too. The best is chosen first.
#pragma once

#include "app/ui/panelstyle.h"

#include "engine/declarations.h"

#include <QWidget>
#include <array>

class QGridLayout;
class QHBoxLayout;
class QLabel;
namespace rebelote {

class PanelButton;

class DeclarationPanel : public TablePanel {
    Q_OBJECT

public:
    explicit DeclarationPanel(QWidget* parent = nullptr);

    // `choices` best first, the last one the empty set (declare nothing); points are
    // counted at `strain`. Makes the panel visible and gives it the keyboard focus.
    void showChoices(const belote::DeclarationChoices& choices, belote::Strain strain);

    QSize sizeHint() const override;

signals:
    void declarationChosen(int index);  // index into the choices shown

protected:
    void keyPressEvent(QKeyEvent* e) override;
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void updateMetrics() override;
    void focusChoice() override;
    void setCurrent(int index, bool focus);
    void choose(int index);
    bool handlesKey(const QKeyEvent* e) const override;

    bool active_ = false;
    int count_ = 0;
    int current_ = 0;
    QLabel* title_ = nullptr;
    QHBoxLayout* row_ = nullptr;  // the title, then the choices
    QGridLayout* grid_ = nullptr;
    QLabel* hints_ = nullptr;
    std::array<rebelote::PanelButton*, 4> buttons_{};
};

}  // namespace rebelote
