// The auction box over the table (table-auction.png): South's call in the classic taking or
// the coinche auction, and the offer to coinche out of turn.
//
// The panel holds no rule: it offers exactly the calls of the list it is given (the
// engine's Deal::legalCalls()), greys out what is not in it, and only ever emits one of
// them. The table places it (setGeometry, centred on sizeHint()) and scales it with
// setFont(); a show…() call makes it visible and gives it the keyboard focus.
//
// Keys while it has the focus:
//   Enter / Return   the outlined button (gold, with a dark inner outline), as Space: the
//   Space            panel opens with Pass (or "Let it go") outlined, and composing a bid
//                    moves the outline to Bid, so what is outlined is what is called
//   P T B C S …      the underlined letter of a button (also with Alt): Pass, Take, Bid,
//                    Coinche, Surcoinche; classic round 2: Spades Hearts Diamonds Clubs;
//                    No trump, All trump; Let it go
//   ← / →            coinche: the value (Home / End: lowest / capot); else move the outline
//   ↑ / ↓            coinche: the strain; else move the outline
//   Tab / Shift+Tab  move the outline
//   Escape           out-of-turn offer: let it go
#pragma once

#include "app/ui/panelstyle.h"

#include "engine/deal.h"

#include <QWidget>

#include <array>
#include <functional>
#include <optional>

class QBoxLayout;
class QLabel;
namespace rebelote {

class PanelButton;

class CallPanel : public TablePanel {
    Q_OBJECT

public:
    explicit CallPanel(QWidget* parent = nullptr);

    // By belote::Seat index: "You", "East", "North", "West".
    void setSeatNames(const std::array<QString, 4>& names);
    // South's turn to call: `deal` is in its Calls phase, `legal` = deal.legalCalls() (the
    // only calls offered).
    void showCall(const belote::Deal& deal, const belote::CallList& legal);
    // Right after a bid (option coincheOutOfTurn) South may coinche out of turn: "West bid
    // 100 ♥ — coinche before North speaks?". Precondition: deal.outOfTurnCoincher() is South.
    void showOutOfTurnCoinche(const belote::Deal& deal);
    // What each call offered would tell the partner (the controller's meaningIfCalled): the
    // buttons' tooltips. None: no tooltips.
    void setMeaningSource(std::function<QString(belote::Call)> meaning) { meaning_ = std::move(meaning); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void callChosen(belote::Call call);
    void outOfTurnAnswered(bool coinche);

protected:
    void keyPressEvent(QKeyEvent* e) override;
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    enum class Mode { None, Classic, Auction, OutOfTurn };

    void updateMetrics() override;
    void focusChoice() override;
    void equalizeActions();
    void setMode(Mode mode);
    void takeFocus();
    PanelButton* defaultAnswer() const;
    void setOutlined(PanelButton* b);
    void outline(PanelButton* b, Qt::FocusReason reason = Qt::OtherFocusReason);
    void choose(belote::Call call);
    void answerOutOfTurn(bool coinche);
    // Coinche auction: the value and strain chosen before the bid is confirmed.
    void selectValue(int value, bool moveFocus);
    void selectStrain(belote::Strain strain, bool moveFocus);
    void stepValue(int step);
    void focusBid();
    void stepStrain(int step);
    void updateBidButton();
    bool bidLegal(int value, belote::Strain strain) const;
    bool valueLegal(int value) const;
    bool strainLegal(belote::Strain strain) const;
    void moveFocusAmongActions(int step);
    bool handlesKey(const QKeyEvent* e) const override;
    QString name(belote::Seat s) const;
    QString auctionText(const belote::Deal& deal) const;

    Mode mode_ = Mode::None;
    bool active_ = false;  // a choice is awaited; false once it is sent
    belote::CallList legal_;
    std::optional<belote::Suit> retourneSuit_;
    std::array<QString, 4> names_;
    int value_ = 0;  // 80..160 or kCapotBid; 0 when no bid is legal
    belote::Strain strain_ = belote::Strain::Spades;
    std::optional<belote::Strain> lastStrain_;   // the person's last choice, kept as the preselection
    rebelote::PanelButton* outlined_ = nullptr;  // what Enter and Space press

    QLabel* title_ = nullptr;
    QWidget* valueRow_ = nullptr;
    QWidget* strainRow_ = nullptr;
    std::array<rebelote::PanelButton*, 10> values_{};  // 80 … 160, Capot
    std::array<rebelote::PanelButton*, 6> strains_{};  // ♠ ♥ ♦ ♣ NT AT
    std::array<rebelote::PanelButton*, 6> takes_{};    // classic, by strain
    QBoxLayout* actions_ = nullptr;
    rebelote::PanelButton* bid_ = nullptr;
    rebelote::PanelButton* pass_ = nullptr;
    rebelote::PanelButton* coinche_ = nullptr;
    rebelote::PanelButton* surcoinche_ = nullptr;
    rebelote::PanelButton* letGo_ = nullptr;
    QLabel* auction_ = nullptr;
    QLabel* hints_ = nullptr;
    std::function<QString(belote::Call)> meaning_;
    void explainCalls();
    void present();
};

}  // namespace rebelote
