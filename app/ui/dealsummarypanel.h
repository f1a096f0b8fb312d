// The result of a deal, shown over the table when its last trick is gathered (or when
// everyone passed): what each side counted, why the contract was made or down, the marks
// and the game totals. Every number comes from the engine's DealResult and the game: the
// panel adds nothing up itself.
//
// Keys: Enter (or Space, or N) goes on to the next deal; in a practice game A plays the same
// cards again (GameController::dealAgain()).
#pragma once

#include "app/ui/panelstyle.h"

#include "engine/card.h"
#include "engine/rules.h"
#include "engine/scoring.h"

#include <QString>
#include <QWidget>
#include <array>
#include <optional>

class QGridLayout;
class QLabel;
namespace rebelote {

class PanelButton;

// Filled by the window from the controller.
struct DealSummary {
    belote::Rules rules;
    std::optional<belote::Contract> contract;  // none: everyone passed
    belote::DealResult result;                 // the deal's result (engine)
    std::array<int, 2> added{};       // what the game added to each team this deal (held litige points included)
    std::array<int, 2> gameScores{};  // game totals after this deal
    int heldBefore = 0;               // litige points held before this deal (and gone to this deal's winner)
    int dealNumber = 0;
    std::array<QString, 4> seatNames;            // by belote::Seat: "You", "East", "North", "West"
    std::array<QString, 4> seatNamesInSentence;  // the same inside a sentence: "you" (empty: seatNames)
    belote::Seat dealer = belote::Seat::South;   // who dealt this deal (a passed deal names the next dealer)
    bool dealAgain = false;                      // a practice game: "Deal again" is offered
    // Your result against the bots on the same cards (GameController::par()): none (no
    // par for this deal), being played, or known (marks net for your team).
    enum class Par { None, Pending, Known } par = Par::None;
    int parYou = 0;
    int parBots = 0;
    // A deal of a set (GameSetup::setPlace): its place in the set, and a friend's result on
    // the same cards when their file is played beside (marks net for the friend's side).
    int setDeal = 0;  // 0: not a set's deal
    int setDeals = 0;
    QString friendName;
    std::optional<int> friendResult;
};

class DealSummaryPanel : public TablePanel {
    Q_OBJECT

public:
    explicit DealSummaryPanel(QWidget* parent = nullptr);

    // Fills the panel, makes it visible and gives it the keyboard focus.
    void showSummary(const DealSummary& s);

    QSize sizeHint() const override;
    // The par came while the summary is shown: marks net for the person's team.
    void setPar(int you, int bots);

signals:
    void continued();           // "Next deal" (Enter)
    void dealAgainRequested();  // "Deal again" (A), in a practice game

protected:
    void keyPressEvent(QKeyEvent* e) override;

private:
    struct Row {
        QLabel* label = nullptr;
        std::array<QLabel*, 2> cells{};  // by belote::Team
    };
    Row addRow(const QString& key, const QString& label, bool strong = false);
    void setRow(const Row& row, std::array<int, 2> values, bool visible = true);
    void showPlayRows(const DealSummary& s, bool played);
    QString outcomeText(const DealSummary& s, bool played) const;
    QLabel* addLine(const QString& key, qreal scale, bool dim);
    void addRule();
    void updateMetrics() override;
    void focusChoice() override;
    bool handlesKey(const QKeyEvent* e) const override;

    bool active_ = false;
    QGridLayout* grid_ = nullptr;
    int nextRow_ = 0;
    int outcomeRow_ = 0;  // where the outcome line sits under the totals
    QLabel* title_ = nullptr;
    std::array<QLabel*, 2> teamHeads_{};
    std::array<QLabel*, 2> roleHeads_{};
    Row cardPoints_, lastTrick_, belote_, declarations_, total_, score_, held_, game_;
    QLabel* scaled_ = nullptr;
    QLabel* outcome_ = nullptr;
    std::array<QLabel*, 2> formulas_{};  // how each side's marks are made up, by team
    QLabel* par_ = nullptr;
    QLabel* friend_ = nullptr;  // a friend's result on the same cards, in a set
    QList<QWidget*> rules_;     // the separators
    QLabel* hints_ = nullptr;
    rebelote::PanelButton* next_ = nullptr;
    rebelote::PanelButton* again_ = nullptr;
};

}  // namespace rebelote
