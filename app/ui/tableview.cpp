// The table's construction and its state: the cards and the widgets over the viewport, the
// controller's events, the panel the game waits on, the deck, the felt. Where everything
// goes is in tablelayout.cpp, the words in tabletexts.cpp, what a screen reader is told in
// tablespoken.cpp, the keys and the mouse in tableinput.cpp.
#include "app/ui/tableview.h"

#include "app/cards/carddeck.h"
#include "app/ui/callpanel.h"
#include "app/ui/carditem.h"
#include "app/ui/dealsummarypanel.h"
#include "app/ui/declarationpanel.h"
#include "app/ui/gameoverpanel.h"
#include "app/ui/lasttrickwidget.h"
#include "app/ui/panelstyle.h"
#include "app/ui/tableaccessible.h"
#include "app/ui/tablemetrics.h"

#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QRadialGradient>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace rebelote {

using namespace belote;
using Stage = GameController::Stage;

TableView::TableView(GameController* controller, QWidget* parent) : QGraphicsView(parent), c_(controller)
{
    setObjectName(QStringLiteral("table"));
    // The viewport is a TableSurface, whose accessible interface lists the cards.
    installTableAccessibility();
    setViewport(new TableSurface);
    setScene(&scene_);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    // Only what changed is repainted: every card says where it was before it moves
    // (CardItem::itemChange), which the view alone lost at pace 0 and left strips of cards
    // (tst_gui_repaint). Repainting the whole view each frame instead made the window's
    // thread late by 16.5-19.4 ms at the 99th percentile while the bots thought
    // (scripts/demo-bench.sh, README).
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    // Its least size: minimumSizeHint() (tablelayout.cpp).
    setFocusPolicy(Qt::StrongFocus);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setCacheMode(QGraphicsView::CacheBackground);  // the felt is painted once per size
    // The felt covers the whole view: the viewport's own fill under it was a second fill of
    // every repainted rect (a sixth of the painting in demo-bench's perf record).
    viewport()->setAutoFillBackground(false);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);

    deck_ = CardDeck::load(QStringLiteral("drawn"));
    createCards();
    createSeatLabels();
    createBoxes();
    createButtons();
    createLastTrick();
    createPanels();
    connectController();
}

// A graphics item for each card of the deck, hidden until a deal shows it.
void TableView::createCards()
{
    for (int c = 0; c < kCards; ++c) {
        auto* item = new CardItem(Card(c), deck_.get());
        item->setVisible(false);
        scene_.addItem(item);
        cards_[std::size_t(c)] = item;
        connect(item, &CardItem::clicked, this, &TableView::onCardClicked);
    }
}

// A label over the viewport, named for the tests and tools that look for it; rich text,
// and clicks go through it to the table unless `clickThrough` is false.
QLabel* TableView::newLabel(const QString& name, bool clickThrough)
{
    auto* l = new QLabel(viewport());
    l->setObjectName(name);
    l->setAlignment(Qt::AlignCenter);
    l->setTextFormat(Qt::RichText);
    if (clickThrough) l->setAttribute(Qt::WA_TransparentForMouseEvents);
    return l;
}

// The seats' plates, and beside each its call and note (declarations, belote) bubbles.
void TableView::createSeatLabels()
{
    // Each label's style is set once; what changes (the seat to act, a coinche) is a
    // property its style sheet selects on, so an event never re-reads a style sheet.
    static const char* const seatNames[] = {"South", "East", "North", "West"};
    for (int s = 0; s < kSeats; ++s) {
        plates_[s] = newLabel(QStringLiteral("plate%1").arg(QLatin1String(seatNames[s])));
        plates_[s]->setStyleSheet(QStringLiteral(
            "QLabel { background: rgba(10,38,22,215); color: #f4f1e6; border: 1px solid rgba(255,255,255,40); "
            "border-radius: 12px; padding: 2px 10px; } QLabel[active=\"true\"] { border: 3px solid #f5c542; } "
            // South's plate beside a large hand: its words left, the dealer's chip right.
            "QLabel[beside=\"true\"] { padding: 2px 3.2em 2px 10px; }"));
        // Hovered, a call says what it means under the bots' system (docs/bidding.md).
        callBubbles_[s] = newLabel(QStringLiteral("call%1").arg(QLatin1String(seatNames[s])), false);
        callBubbles_[s]->installEventFilter(this);  // a click asks why the call was made
        callBubbles_[s]->setStyleSheet(QStringLiteral(
            "QLabel { background: #f5f1e6; color: #1d2a22; border-radius: 8px; padding: 3px 9px; font-weight: 600; } "
            "QLabel[strong=\"true\"] { color: #c0392b; }"));
        noteBubbles_[s] = newLabel(QStringLiteral("note%1").arg(QLatin1String(seatNames[s])));
        noteBubbles_[s]->setStyleSheet(QStringLiteral(
            "QLabel { background: #f5c542; color: #1d2a22; border-radius: 8px; padding: 3px 9px; font-weight: 600; }"));
    }
}

// The dealer's chip, the score and contract boxes, the trick's caption and the toast.
void TableView::createBoxes()
{
    dealerChip_ = newLabel(QStringLiteral("dealerChip"));
    scoreBox_ = newLabel(QStringLiteral("scoreBox"));
    contractBox_ = newLabel(QStringLiteral("contractBox"));
    for (QLabel* box : {scoreBox_, contractBox_})
        box->setStyleSheet(
            QStringLiteral("QLabel { background: rgba(10,38,22,225); color: #f4f1e6; "
                           "border: 1px solid rgba(255,255,255,40); border-radius: 10px; padding: 8px; }"));
    trickLabel_ = newLabel(QStringLiteral("trickHolder"));
    trickLabel_->setStyleSheet(QStringLiteral(
        "QLabel { color: #f4f1e6; background: rgba(0,0,0,60); border-radius: 8px; padding: 2px 10px; }"));
    toast_ = newLabel(QStringLiteral("toast"));
    // On a dark box like the score's: black straight on the felt stood out 3:1 only.
    toast_->setStyleSheet(
        QStringLiteral("QLabel { background: rgba(10,38,22,235); color: #f4f1e6; "
                       "border: 1px solid rgba(255,255,255,40); border-radius: 8px; padding: 6px 10px; }"));
    toast_->setWordWrap(true);
    toast_->hide();
    toastTimer_ = new QTimer(this);
    toastTimer_->setSingleShot(true);
    connect(toastTimer_, &QTimer::timeout, toast_, &QWidget::hide);
}

// The hint and claim buttons, in the bottom left corner.
void TableView::createButtons()
{
    hintButton_ = new QPushButton(viewport());
    hintButton_->setObjectName(QStringLiteral("hintButton"));
    claimButton_ = new QPushButton(viewport());
    claimButton_->setObjectName(QStringLiteral("claimButton"));
    for (QPushButton* b : {hintButton_, claimButton_}) {
        panelstyle::styleButton(b, PanelButton::Role::Normal);
        b->setFocusPolicy(Qt::NoFocus);  // the keys H and C do it; focus stays on the table
    }
    sayStaticTexts();
    connect(hintButton_, &QPushButton::clicked, c_, &GameController::requestHint);
    connect(claimButton_, &QPushButton::clicked, c_, &GameController::claim);
}

// The last trick in small (bottom right), and in large over the table (L).
void TableView::createLastTrick()
{
    lastTrick_ = new LastTrickWidget(false, viewport());
    lastTrick_->setObjectName(QStringLiteral("lastTrick"));
    lastTrick_->setDeck(deck_.get());
    connect(lastTrick_, &LastTrickWidget::clicked, this, &TableView::toggleLastTrick);
    lastTrickLarge_ = new LastTrickWidget(true, viewport());
    lastTrickLarge_->setObjectName(QStringLiteral("lastTrickLarge"));
    lastTrickLarge_->setDeck(deck_.get());
    lastTrickLarge_->hide();
    connect(lastTrickLarge_, &LastTrickWidget::clicked, this, [this] { showLastTrick(false); });
}

void TableView::connectController()
{
    // Every event: the texts and the cards follow the controller's state, once per turn of
    // the event loop however many events came in it.
    connect(c_, &GameController::stateChanged, this, [this] {
        if (refreshQueued_) return;
        refreshQueued_ = true;
        QTimer::singleShot(0, this, [this] {
            refreshQueued_ = false;
            updateTexts();
            updatePanels();
            relayout(true);
            emit statusChanged();
        });
    });
    connect(c_, &GameController::dealStarted, this, &TableView::onDealStarted);
    connect(c_, &GameController::gameStarted, this, [this] { callPanel_->setSeatNames(c_->names()); });
    connect(c_, &GameController::namesChanged, this, [this] {
        // New names: the plates, the call panel and an open summary say them at once.
        callPanel_->setSeatNames(c_->names());
        if (summaryPanel_->isVisible()) summaryPanel_->hide();
        if (gameOverPanel_->isVisible()) gameOverPanel_->hide();
        updateTexts();
        updatePanels();
        emit statusChanged();
    });
    connect(c_, &GameController::callsOver, this, [this] {
        // The bubbles stay with the last calls until the first card; the contract box says it.
        if (c_->deal().passed()) showToast(tr("Everyone passed."));
    });
    // The declaration and belote bubbles are drawn from the controller's state
    // (noteText()); only the tie, said once, is an event.
    connect(c_, &GameController::declarationsResolved, this, [this] {
        bool any = false;
        for (int s = 0; s < kSeats; ++s) any = any || !c_->deal().declared(Seat(s)).empty();
        if (!c_->deal().declarationWinner() && any) showToast(tr("The best declarations tie: none of them counts."));
    });
    connect(c_, &GameController::cardRefused, this, [this](Card, const QString& reason) { showToast(reason); });
    connect(c_, &GameController::hintReady, this, [this](const QString& text, Card card, std::optional<Call>) {
        hinted_ = card == kNoCard ? std::nullopt : std::optional<Card>(card);
        if (hinted_) selected_ = hinted_;
        showToast(tr("Hint: %1").arg(text), 5000);
        updateSelection();
    });
    connect(c_, &GameController::claimAnswered, this, [this](bool, const QString& reason) { showToast(reason, 4000); });
    connect(c_, &GameController::dealScored, this, [this] { showLastTrick(false); });
}

TableView::~TableView() = default;

void TableView::setDeck(const QString& id)
{
    // An installed deck is read off the window's thread (a large one takes a few hundred
    // milliseconds); the cards keep the current deck until it is ready.
    deckAsked_ = id;
    CardDeck::loadInBackground(id, this, [this, id](std::unique_ptr<CardDeck> d, const QString& error) {
        if (id != deckAsked_) return;  // another deck was asked since
        if (!d) {
            showToast(tr("Cannot use the deck %1: %2 The drawn deck is used.").arg(id, error));
            d = CardDeck::load(QStringLiteral("drawn"));
        }
        deck_ = std::move(d);
        for (CardItem* item : cards_) item->setDeck(deck_.get());
        lastTrick_->setDeck(deck_.get());
        lastTrickLarge_->setDeck(deck_.get());
        // The suits of the window's words take the colours of the cards.
        if (const bool four = deck_->info().id == kDrawnFourColourDeckId; four != panelstyle::fourColourSuits()) {
            panelstyle::setFourColourSuits(four);
            updateTexts();
            updatePanels();
            for (QWidget* w : findChildren<QWidget*>()) w->update();
        }
        relayout(false);
        deck_->prepare(int(std::lround(metrics().hand.width())), devicePixelRatioF());
    });
}

QString TableView::deckId() const { return deck_ ? deck_->info().id : QString(); }

DeckInfo TableView::deckInfo() const { return deck_ ? deck_->info() : DeckInfo{}; }

QString TableView::deckIndexText(Rank rank) const { return deck_ ? deck_->indexText(rank) : QString(); }

int TableView::animationMs() const
{
    const int pace = c_->pace();
    if (pace <= 0) return 0;
    return std::clamp(pace * 45 / 100, 120, 360);
}

// The panels say their words when they are built: a new language builds them again, and
// updatePanels() shows again the one the game waits on.
void TableView::createPanels()
{
    for (QWidget* old : std::initializer_list<QWidget*>{callPanel_, declarationPanel_, summaryPanel_, gameOverPanel_})
        delete old;
    callPanel_ = new CallPanel(viewport());
    callPanel_->hide();
    callPanel_->setMeaningSource([this](Call call) { return c_->meaningIfCalled(call); });
    declarationPanel_ = new DeclarationPanel(viewport());
    declarationPanel_->hide();
    summaryPanel_ = new DealSummaryPanel(viewport());
    summaryPanel_->hide();
    gameOverPanel_ = new GameOverPanel(viewport());
    gameOverPanel_->hide();
    connect(callPanel_, &CallPanel::callChosen, c_, [this](Call call) { c_->makeCall(call); });
    connect(callPanel_, &CallPanel::outOfTurnAnswered, c_,
            [this](bool coinche) { c_->answerOutOfTurnCoinche(coinche); });
    connect(declarationPanel_, &DeclarationPanel::declarationChosen, c_, [this](int i) { c_->declare(i); });
    connect(summaryPanel_, &DealSummaryPanel::continued, this, [this] {
        // A replay ends with its deal: the summary closes, the table stays.
        if (replay_ || (afterDeal_ && afterDeal_())) summaryPanel_->hide();
        else c_->continueAfterDeal();
    });
    connect(summaryPanel_, &DealSummaryPanel::dealAgainRequested, c_, [this] { c_->dealAgain(); });
    connect(c_, &GameController::parReady, summaryPanel_, [this](int dealNumber) {
        const auto par = c_->par(dealNumber);
        if (par && !replay_ && summaryPanel_->isVisible() && c_->stage() == GameController::Stage::DealOver &&
            c_->dealNumber() == dealNumber) {
            summaryPanel_->setPar(par->you, par->bots);
            relayout(false);  // the line may take more room than the one it replaces
        }
    });
    connect(gameOverPanel_, &GameOverPanel::newGameRequested, this, &TableView::newGameRequested);
    connect(gameOverPanel_, &GameOverPanel::closed, gameOverPanel_, &QWidget::hide);

    if (c_->stage() != Stage::Idle) callPanel_->setSeatNames(c_->names());
}

void TableView::setReplay(bool on)
{
    if (replay_ == on) return;
    replay_ = on;
    selected_.reset();
    hinted_.reset();
    updateTexts();
    updatePanels();
    relayout(false);
}

void TableView::changeEvent(QEvent* event)
{
    QGraphicsView::changeEvent(event);
    if (event->type() != QEvent::LanguageChange) return;
    sayStaticTexts();
    // The drawn deck prints the language's letters (V D R in French): drawn again.
    if (deck_ && deck_->lettersOutdated()) setDeck(deck_->info().id);
    if (callPanel_) {
        createPanels();
        fontPx_ = 0;  // the new panels take the table's font, and the buttons' new words their room
        updateTexts();
        updatePanels();
        relayout(false);
        emit statusChanged();
    }
}

void TableView::updatePanels()
{
    const Decision d = c_->pending();
    // A replay asks nobody: its window steps through the moves.
    const bool human = d.kind != DecisionKind::None && c_->isHuman(d.seat) && !replay_;
    const Stage stage = c_->stage();
    auto showPanel = [this](QWidget* panel, bool on) {
        if (on == panel->isVisible()) return;
        panel->setVisible(on);
        if (on) {
            panel->raise();
            panel->setFocus();
        }
    };
    if (human && d.kind == DecisionKind::Call) {
        callPanel_->showCall(c_->deal(), c_->deal().legalCalls());
        showPanel(callPanel_, true);
        callPanel_->setFocus();
    } else if (human && d.kind == DecisionKind::OutOfTurnCoinche) {
        callPanel_->showOutOfTurnCoinche(c_->deal());
        showPanel(callPanel_, true);
        callPanel_->setFocus();
    } else {
        showPanel(callPanel_, false);
    }
    if (human && d.kind == DecisionKind::Declaration) {
        declarationPanel_->showChoices(c_->deal().declarationChoices(), c_->deal().contract()->strain);
        showPanel(declarationPanel_, true);
    } else {
        showPanel(declarationPanel_, false);
    }
    if (stage == Stage::DealOver && !summaryPanel_->isVisible()) {
        DealSummary s;
        s.rules = c_->rules();
        s.contract = c_->deal().contract();
        if (c_->deal().passed()) s.contract.reset();
        s.result = c_->lastOutcome().result;
        s.added = c_->lastOutcome().added;
        s.gameScores = c_->game().scores();
        s.heldBefore = c_->lastOutcome().heldBefore;
        s.dealNumber = c_->dealNumber();
        s.seatNames = c_->names();
        s.seatNamesInSentence = c_->namesInSentence();
        s.dealer = c_->deal().dealer();
        s.dealAgain = !replay_ && c_->canDealAgain();
        if (const std::optional<SetPlace>& set = c_->setup().setPlace) {
            s.setDeal = set->deal;
            s.dealNumber = set->deal;  // its title's number: the game's is always 1
            s.setDeals = set->deals;
            s.friendName = set->friendName;
            s.friendResult = set->friendResult;
        }
        if (const auto par = c_->par(c_->dealNumber()); par && !replay_) {
            s.par = DealSummary::Par::Known;
            s.parYou = par->you;
            s.parBots = par->bots;
        } else if (c_->parAsked(c_->dealNumber()) && !replay_) {
            s.par = DealSummary::Par::Pending;
        }
        summaryPanel_->showSummary(s);
        showPanel(summaryPanel_, true);
    } else if (stage != Stage::DealOver) {
        showPanel(summaryPanel_, false);
    }
    if (stage == Stage::GameOver && !gameOverPanel_->isVisible() && !replay_) {
        gameOverPanel_->showGameOver(*c_->game().winner(), c_->game().scores(), c_->names(), c_->game().dealsDealt());
        showPanel(gameOverPanel_, true);
    } else if (stage != Stage::GameOver) {
        showPanel(gameOverPanel_, false);
    }
    const bool anyPanel = callPanel_->isVisible() || declarationPanel_->isVisible() || summaryPanel_->isVisible() ||
                          gameOverPanel_->isVisible();
    if (!anyPanel && !hasFocus() && isVisible() && window()->isActiveWindow()) setFocus();
    if (!anyPanel && !hasFocus()) setFocus();
}

void TableView::updateSelection()
{
    const CardSet legal = c_->humanLegalCards();
    if (legal.empty()) {
        selected_.reset();
    } else if (!selected_ || !legal.contains(*selected_)) {
        // The first legal card from the left.
        for (Card c : southOrder())
            if (legal.contains(c)) {
                selected_ = c;
                break;
            }
    }
    if (hinted_ && !legal.contains(*hinted_)) hinted_.reset();
    for (CardItem* item : cards_) {
        item->setMarked(selected_ && item->card() == *selected_);
        item->setHinted(hinted_ && item->card() == *hinted_ && !(selected_ && *selected_ == *hinted_));
    }
    announceSelection();
}

void TableView::onDealStarted()
{
    hinted_.reset();
    selected_.reset();
    showLastTrick(false);
    // The cards come from the dealer's seat.
    const Metrics m = metrics();
    const QPointF from = m.plate[int(c_->deal().dealer())] - QPointF(m.card.width() / 2, m.card.height() / 2);
    for (CardItem* item : cards_) {
        item->setVisible(true);
        item->setDimmed(false);
        item->setMarked(false);
        item->setHinted(false);
        item->animate(from, 0.6 * m.card.width() / m.hand.width(), 1, false, 0);
    }
    dealing_ = animationMs() > 0;
}

void TableView::setHighContrast(bool on)
{
    if (on == highContrast_) return;
    highContrast_ = on;
    resetCachedContent();  // the background is cached (CacheBackground)
    viewport()->update();
}

void TableView::setLargeCards(bool on)
{
    if (on == largeCards_) return;
    largeCards_ = on;
    relayout(false);
    if (deck_) deck_->prepare(int(std::lround(metrics().hand.width())), devicePixelRatioF());
}

void TableView::drawBackground(QPainter* painter, const QRectF& rect)
{
    if (highContrast_) {
        painter->fillRect(rect, Qt::black);  // the white cards and the panels' texts stand out most
        return;
    }
    // The felt: lighter under the lamp, darker at the edges.
    const QRectF area = sceneRect();
    QRadialGradient felt(QPointF(area.center().x(), area.top() + area.height() * 0.45),
                         0.8 * std::max(area.width(), area.height()));
    felt.setColorAt(0.0, QColor(0x2f, 0x85, 0x4f));
    felt.setColorAt(1.0, QColor(0x14, 0x4a, 0x2b));
    painter->fillRect(rect, felt);
}

void TableView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    relayout(false);
    if (deck_) deck_->prepare(int(std::lround(metrics().hand.width())), devicePixelRatioF());
}

void TableView::showEvent(QShowEvent* event)
{
    QGraphicsView::showEvent(event);
    updateTexts();
    relayout(false);
}

QWidget* TableView::openPanel() const
{
    for (QWidget* p : std::initializer_list<QWidget*>{callPanel_, declarationPanel_, summaryPanel_, gameOverPanel_})
        if (p->isVisible()) return p;
    return nullptr;
}

void TableView::showLastTrick(bool show)
{
    if (show && !c_->lastTrick()) return;
    lastTrickLarge_->setVisible(show);
    if (show) lastTrickLarge_->raise();
}

void TableView::toggleLastTrick() { showLastTrick(!lastTrickLarge_->isVisible()); }

}  // namespace rebelote
