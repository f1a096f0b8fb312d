#include "app/ui/deckpicker.h"

#include "app/cards/carddeck.h"
#include "app/common/backgroundjobs.h"

#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

using namespace belote;

namespace rebelote {

namespace {

constexpr int kIdRole = Qt::UserRole;
constexpr int kStripRole = Qt::UserRole + 1;

// A few cards of the deck fanned out, and its back: what tells one deck from another.
QPixmap strip(CardDeck& deck, int cardWidth, qreal dpr)
{
    const Card cards[] = {makeCard(Suit::Hearts, Rank::Jack), makeCard(Suit::Hearts, Rank::Nine),
                          makeCard(Suit::Spades, Rank::Ace), makeCard(Suit::Clubs, Rank::King)};
    const int h = deck.heightFor(cardWidth);
    const int step = cardWidth * 2 / 3;
    const int width = step * 4 + cardWidth + cardWidth / 3;
    QPixmap out(QSize(width, h) * dpr);
    out.setDevicePixelRatio(dpr);
    out.fill(Qt::transparent);
    QPainter p(&out);
    int x = 0;
    for (Card c : cards) {
        p.drawPixmap(QRect(x, 0, cardWidth, h), deck.face(c, cardWidth, dpr));
        x += step;
    }
    p.drawPixmap(QRect(x + cardWidth / 3, 0, cardWidth, h), deck.back(cardWidth, dpr));
    return out;
}

}  // namespace

DeckPicker::DeckPicker(const QString& current, QWidget* parent) : QWidget(parent), current_(current)
{
    // The list the whole width, every deck's name in it whole (fitNames()); the chosen deck
    // larger under it.
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("decks"));
    list_->setIconSize(QSize(132, 40));
    list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    large_ = new QLabel(this);
    large_->setObjectName(QStringLiteral("deckPreview"));
    large_->setAlignment(Qt::AlignCenter);
    large_->setMinimumHeight(110);
    layout->addWidget(list_, 1);
    layout->addWidget(large_);
    connect(list_, &QListWidget::currentItemChanged, this, &DeckPicker::showChosen);
    connect(list_, &QListWidget::currentItemChanged, this, &DeckPicker::deckChosen);

    // The drawn deck costs nothing: shown at once, and chosen while the list comes.
    auto* drawn = new QListWidgetItem(tr("Rebelote's own cards"), list_);
    drawn->setData(kIdRole, kDrawnDeckId);
    list_->setCurrentItem(drawn);
    auto* fourColours = new QListWidgetItem(tr("Rebelote's own cards, four colours"), list_);
    fourColours->setData(kIdRole, kDrawnFourColourDeckId);
    fourColours->setToolTip(tr("Spades black, hearts red, diamonds blue, clubs green"));
    if (current_ == kDrawnFourColourDeckId) list_->setCurrentItem(fourColours);
    toLoad_ << kDrawnDeckId << kDrawnFourColourDeckId;
    fitNames();
    loadNextPreview();
    listDecks();
}

DeckPicker::~DeckPicker() = default;

QString DeckPicker::deckId() const
{
    const QListWidgetItem* item = list_->currentItem();
    // The list not read yet: the deck in use stays.
    const bool drawn = current_ == kDrawnDeckId || current_ == kDrawnFourColourDeckId;
    return item && (listed_ || drawn) ? item->data(kIdRole).toString() : current_;
}

void DeckPicker::listDecks()
{
    // Reading every installed deck's file takes most of a second the first time: on the
    // process's jobs, which the dialog closed does not wait for (joined as the application ends).
    BackgroundJobs::shared()->run(
        this, [](BackgroundJobs::Job&) { return availableDecks(); },
        [this](const QList<DeckInfo>& decks) {
            for (const DeckInfo& d : decks) {
                if (d.kind == DeckInfo::Kind::Drawn) continue;  // listed at once
                auto* item = new QListWidgetItem(d.name, list_);
                item->setData(kIdRole, d.id);
                item->setToolTip(d.path);
                if (d.id == current_) list_->setCurrentItem(item);
                toLoad_ << d.id;
            }
            listed_ = true;
            fitNames();
            if (!loading_) loadNextPreview();
        });
}

void DeckPicker::fitNames()
{
    // The widest row, the frame and the scroll bar that a long list has.
    list_->setMinimumWidth(list_->sizeHintForColumn(0) + 2 * list_->frameWidth() +
                           list_->verticalScrollBar()->sizeHint().width());
}

void DeckPicker::loadNextPreview()
{
    if (toLoad_.isEmpty()) {
        if (listed_ && !loading_ && !finished_) {
            finished_ = true;
            emit previewsFinished();
        }
        return;
    }
    loading_ = true;
    const QString id = toLoad_.takeFirst();
    // One deck at a time: each reads a file of up to a few megabytes.
    CardDeck::loadInBackground(id, this, [this, id](std::unique_ptr<CardDeck> deck, const QString&) {
        for (int row = 0; row < list_->count(); ++row) {
            QListWidgetItem* item = list_->item(row);
            if (item->data(kIdRole).toString() != id) continue;
            if (deck) {
                const qreal dpr = devicePixelRatioF();
                item->setIcon(QIcon(strip(*deck, 26, dpr)));
                item->setData(kStripRole, strip(*deck, 64, dpr));
            } else {
                item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
            }
            if (item == list_->currentItem()) showChosen();
        }
        fitNames();  // a row with its cards is wider
        loading_ = false;
        // Through the event loop, so that a preview is painted before the next is read. The
        // list may come meanwhile and start the next one itself: then this waits its turn, or
        // two loads would run and the previews be called finished before the last came.
        QTimer::singleShot(0, this, [this] {
            if (!loading_) loadNextPreview();
        });
    });
}

void DeckPicker::showChosen()
{
    const QListWidgetItem* item = list_->currentItem();
    const QPixmap large = item ? item->data(kStripRole).value<QPixmap>() : QPixmap();
    if (large.isNull()) large_->setText(item ? tr("Reading the cards…") : QString());
    else large_->setPixmap(large);
}

}  // namespace rebelote
