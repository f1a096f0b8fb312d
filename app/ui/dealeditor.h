// Game ▸ Set up a deal… (issue 47): the 32 cards of a full deck, drawn with the game's
// faces, placed into the four hands by a click (into the hand chosen), a drag onto a hand,
// a key on the card (S E N W, R for the retourne, Delete back to the pack) or by typing each
// hand; the dealer, the rules, in classic the retourne and the rest of the pack, and the
// calls and cards played at the club. The check's line is always in view. The deal is then
// played at the table from the seat chosen, opened in the replay with its analysis, or
// saved as a deal record. Every rule is the draft's (app/controller/dealdraft.h): the dialog
// shows its state and sends the person's choices.
#pragma once

#include "app/controller/dealdraft.h"

#include <QDialog>
#include <QJsonObject>

#include <array>
#include <memory>

class QButtonGroup;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;

namespace rebelote {

class CardDeck;

class DealEditor : public QDialog {
    Q_OBJECT

public:
    // `rules`: those of the settings (the preset chosen first); `deckId` the table's cards.
    DealEditor(const belote::Rules& rules, const QString& deckId, QWidget* parent = nullptr);
    ~DealEditor() override;

    const DealDraft& draft() const { return draft_; }
    // The card's button in the deck (tests, accessibility).
    QToolButton* cardButton(belote::Card c) const { return cards_[c]; }
    // Save as a deal record / into a deal set at `path` (the buttons ask for it); the line
    // under the buttons says what was done or why not.
    bool saveRecord(const QString& path);
    bool saveIntoSet(const QString& path);

signals:
    // Play it at the table, the person at `seat` (turned to sit at South).
    void playRequested(const QJsonObject& record, belote::Seat seat);
    // Open it in the replay: a finished deal (the rest played by computer players when the
    // moves typed stop before the end).
    void replayRequested(const QJsonObject& record);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* buildDeck();
    QWidget* buildHands();
    void placeClicked(belote::Card c);
    void place(belote::Card c, DealDraft::Place where);
    void chooseRules(int index);
    void typed(int field, const QString& text);
    void refresh();
    bool writeFile(const QString& path, const QByteArray& contents, const QString& done);
    QPixmap faceFor(belote::Card c, const QString& where) const;

    DealDraft draft_;
    belote::Rules settingsRules_;
    std::unique_ptr<CardDeck> deck_;
    std::array<QToolButton*, belote::kCards> cards_{};
    // The four hands, then the retourne: the box, its line, its "place here" choice.
    std::array<QGroupBox*, 5> boxes_{};
    std::array<QLineEdit*, 6> lines_{};  // the hands, the retourne, the rest of the pack
    QButtonGroup* target_ = nullptr;
    QGroupBox* restBox_ = nullptr;
    QComboBox* rules_ = nullptr;
    QLabel* rulesSummary_ = nullptr;
    QComboBox* dealer_ = nullptr;
    QLineEdit* moves_ = nullptr;
    QLabel* problem_ = nullptr;
    QComboBox* seat_ = nullptr;
    QPushButton* play_ = nullptr;
    QPushButton* replay_ = nullptr;
    QPushButton* save_ = nullptr;
    QPushButton* saveSet_ = nullptr;
    QLabel* saved_ = nullptr;
    int typing_ = -1;  // the line being typed into, which refresh() leaves as typed
};

}  // namespace rebelote
