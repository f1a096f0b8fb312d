// The card table: a QGraphicsView that shows the game controller's state and sends the
// person's choices back to it. No rule lives here: the legal cards, the calls offered and
// the reasons a card is refused all come from the controller.
//
// The cards are graphics items (one per card, kept from deal to deal); everything else —
// seat plates, call bubbles, the score and contract boxes, the last trick, the panels —
// are widgets over the view's viewport. After each event the table computes where every
// card belongs from the controller's state and moves each one there (animated at a pace
// the controller's pace sets), so the picture can never drift from the game.
//
// One class, its definitions in a file per job: tableview.cpp (construction, state, panels),
// tablelayout.cpp (geometry and placement, tablemetrics.h), tabletexts.cpp (the words and
// the toasts), tablespoken.cpp (what a screen reader is told), tableinput.cpp (keys, mouse).
#pragma once

#include "app/controller/gamecontroller.h"
#include "app/ui/labelsizes.h"

#include <QGraphicsView>
#include <QPointer>

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QPushButton;
class QTimer;

namespace rebelote {

class CallPanel;
class DeclarationPanel;
class DealSummaryPanel;
class GameOverPanel;

class CardDeck;
struct DeckInfo;
class CardItem;
class LastTrickWidget;

class TableView : public QGraphicsView {
    Q_OBJECT

public:
    explicit TableView(GameController* controller, QWidget* parent = nullptr);
    ~TableView() override;

    // The deck the cards are drawn from (an id of availableDecks(); unknown: the drawn deck).
    // A deck asked while another is still being read replaces it: the last one asked shows.
    void setDeck(const QString& id);
    QString deckId() const;
    // The deck last asked for, read or still being read (deckId() until one is asked).
    QString deckAsked() const { return deckAsked_.isEmpty() ? deckId() : deckAsked_; }
    // The table's colour: the green felt, or black for the most contrast (Settings::table).
    void setHighContrast(bool on);
    bool highContrast() const { return highContrast_; }
    // South's cards at least 1.5 times their normal size (Settings::cards "large"), the
    // rest of the table rearranged around them; at a small window less, still larger.
    void setLargeCards(bool on);
    bool largeCards() const { return largeCards_; }
    // A replay: every hand face up, no panel, no card to click; the keys go to the window
    // that holds the table (it steps through the deal). The controller's seats are all
    // marked human there, so that no bot plays.
    void setReplay(bool on);
    // What Enter on a deal's summary does instead of the controller's next deal (a deal set
    // deals its next one): true when it did it, and the summary closes.
    void setAfterDeal(std::function<bool()> afterDeal) { afterDeal_ = std::move(afterDeal); }
    bool isReplay() const { return replay_; }
    // The deck in use: its name, kind and file (Help ▸ About says where it comes from).
    DeckInfo deckInfo() const;
    // What the cards print in their corner for the rank: the drawn deck's letters in the
    // language spoken ("V" for a jack in French); empty for an installed deck.
    QString deckIndexText(belote::Rank rank) const;

    // The card the keyboard plays (Left/Right move it among the legal cards).
    std::optional<belote::Card> selectedCard() const { return selected_; }
    // Where a card is drawn now, in viewport coordinates (for tests and tools that click).
    QPoint cardCenter(belote::Card card) const;
    CardItem* cardItem(belote::Card card) const { return cards_[card]; }
    // The line for the status bar: the keys that matter now.
    QString keysHint() const;
    // The table never shrinks below the height its layout is made for (tablelayout.cpp).
    QSize minimumSizeHint() const override;

    // What a screen reader reads of the table (tableaccessible.h). South's hand as shown,
    // left to right (empty when no hand is in view), and the cards of the trick on the table
    // in the order played.
    std::vector<belote::Card> handInView() const;
    std::vector<std::pair<belote::Seat, belote::Card>> trickInView() const;
    // Whether the person chooses a card now, and whether `card` may be played.
    bool choosingCard() const;
    bool cardPlayable(belote::Card card) const;
    // A card's name and description: in the hand "Jack of hearts", "can be played" or
    // "cannot be played. You must follow hearts: …"; on the table "North played the jack
    // of hearts", "holds the trick".
    QString spokenCard(belote::Card card, bool description) const;
    // The hand's and the trick's names, or descriptions (the number of cards, the keys).
    QString spokenHand(bool description) const;
    QString spokenTrick(bool description) const;
    // Where a card is drawn now, in viewport coordinates.
    QRect cardRect(belote::Card card) const;
    // Plays (or, while a trick waits, gathers) as a click on the card does.
    void activateCard(belote::Card card) { onCardClicked(card); }

    CallPanel* callPanel() const { return callPanel_; }
    DeclarationPanel* declarationPanel() const { return declarationPanel_; }
    DealSummaryPanel* summaryPanel() const { return summaryPanel_; }
    GameOverPanel* gameOverPanel() const { return gameOverPanel_; }

public slots:
    void showLastTrick(bool show);
    void toggleLastTrick();

signals:
    // Something the status bar shows changed.
    void statusChanged();
    // The person asked for a new game from the game-over panel.
    void newGameRequested();
    // The person clicked a computer player's card on the table (its index in the deal's
    // play) or its call bubble (the call's index in the deal): Why?
    void whyCardAsked(int playIndex);
    void whyCallAsked(int callIndex);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;

private:
    // What the constructor builds (tableview.cpp).
    void createCards();
    QLabel* newLabel(const QString& name, bool clickThrough = true);
    void createSeatLabels();
    void createBoxes();
    void createButtons();
    void createLastTrick();
    void connectController();
    void sayStaticTexts();
    std::vector<belote::Card> handOrder(belote::Seat seat) const;
    void createPanels();
    // Where everything goes (tablelayout.cpp; the geometry in tablemetrics.h).
    struct Metrics;
    Metrics metrics() const;
    void relayout(bool animated);
    void placeCards(const Metrics& m, bool animated);
    // Sends a card where it belongs (position, scale, stacking order, face up), at the pace
    // placeCards() chose.
    using PutCard = std::function<void(belote::Card, QPointF, qreal, qreal, bool)>;
    void placeSouthHand(const Metrics& m, const PutCard& put);
    // `k`: the trick's cards' scale against the hand's.
    void placeOtherHands(const Metrics& m, qreal k, const PutCard& put);
    void placeRetourne(const Metrics& m, qreal k, const PutCard& put);
    void placeTrick(const Metrics& m, qreal k, const PutCard& put);
    // The visible cards not `placed` go to the side that won them, then out of sight.
    void gatherCards(const Metrics& m, qreal k, int ms, const std::array<bool, belote::kCards>& placed);
    void placeOverlays(const Metrics& m);
    void placePlates(const Metrics& m);
    void placeCorners(const Metrics& m);
    void placePanels(const Metrics& m, const std::vector<QRect>& cards);
    bool fitFont(QWidget* panel, int room);
    void placeBubbles(const Metrics& m, const QRect& area, int step, std::vector<QRect>& taken);
    void placeToast(const Metrics& m, const QRect& area, int step, QWidget* panel, const std::vector<QRect>& taken);
    // Sets the fonts of the table's texts for the size `m` was made for: false when they
    // already had them.
    bool applyFonts(const Metrics& m);
    std::vector<QRect> cardAreas(const Metrics& m) const;
    void updateTexts();
    void updateSeatTexts();
    void updateScoreBox();
    void updateContractBox();
    QStringList coinchedBy(const belote::Deal& d) const;
    void updatePanels();
    void updateSelection();
    // Tells a screen reader that the card the keyboard plays is the focused one.
    void announceSelection();
    std::vector<belote::Card> southOrder() const;
    int animationMs() const;
    void onCardClicked(belote::Card card);
    void showToast(const QString& text, int ms = 3500);
    void onDealStarted();
    // `said`: the plate's second line alone (its turn, its level).
    QString plateText(belote::Seat s, QString* said = nullptr) const;
    // The plate's accessible name and description.
    void sayPlate(belote::Seat s, const QString& sub);
    // The words of a seat's declaration and belote bubble now (empty: none), from the
    // controller's state.
    QString noteText(belote::Seat s) const;
    // M: what the cards of the trick last completed said by the card-play system (during
    // the play), then what each seat's last call says under the bots' bidding system, in a
    // toast; false when no call was made.
    bool showBidMeanings();
    // The panel the person answers now (call, declarations, summary, game over), if any.
    QWidget* openPanel() const;

    GameController* c_;
    std::unique_ptr<CardDeck> deck_;
    QGraphicsScene scene_;
    std::array<CardItem*, belote::kCards> cards_{};
    std::optional<belote::Card> selected_;
    std::optional<belote::Card> hinted_;
    bool dealing_ = false;  // the cards fly from the dealer: staggered
    bool refreshQueued_ = false;
    int fontPx_ = 0;
    LabelSizes labelSizes_;  // the labels' sizes, measured once per text

    std::array<QLabel*, 4> plates_{};
    std::array<QLabel*, 4> callBubbles_{};
    std::array<QLabel*, 4> noteBubbles_{};  // declarations, belote
    QLabel* dealerChip_ = nullptr;
    QLabel* scoreBox_ = nullptr;
    QLabel* contractBox_ = nullptr;
    QLabel* trickLabel_ = nullptr;
    QLabel* toast_ = nullptr;
    QTimer* toastTimer_ = nullptr;
    QPushButton* hintButton_ = nullptr;
    QPushButton* claimButton_ = nullptr;
    LastTrickWidget* lastTrick_ = nullptr;
    LastTrickWidget* lastTrickLarge_ = nullptr;
    CallPanel* callPanel_ = nullptr;
    DeclarationPanel* declarationPanel_ = nullptr;
    DealSummaryPanel* summaryPanel_ = nullptr;
    GameOverPanel* gameOverPanel_ = nullptr;
    bool highContrast_ = false;
    bool largeCards_ = false;
    QString deckAsked_;
    bool replay_ = false;
    bool forwardingKey_ = false;
    QString holderText_;                     // the trick's caption in plain words
    std::optional<belote::Card> announced_;  // the card a screen reader was last told is focused  // a key sent on to
                                             // the open panel: it comes back only to stop
    std::function<bool()> afterDeal_;        // setAfterDeal()
};

}  // namespace rebelote
