#include "app/ui/deckpicker.h"

#include "app/cards/carddeck.h"
#include "app/common/backgroundjobs.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QTimer>

using namespace belote;

namespace rebelote {

namespace {

constexpr int kIdRole = Qt::UserRole;
constexpr int kStripRole = Qt::UserRole + 1;

// A few cards of the deck fanned out, and its back: what tells one deck from another.
QPixmap strip(CardDeck &deck, int cardWidth, qreal dpr)
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

DeckPicker::DeckPicker(const QString &current, QWidget *parent) : QWidget(parent), m_current(current)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("decks"));
    m_list->setIconSize(QSize(132, 40));
    m_list->setMinimumWidth(300);
    m_large = new QLabel(this);
    m_large->setObjectName(QStringLiteral("deckPreview"));
    m_large->setAlignment(Qt::AlignCenter);
    m_large->setMinimumSize(300, 110);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_large, 1);
    connect(m_list, &QListWidget::currentItemChanged, this, &DeckPicker::showChosen);

    // The drawn deck costs nothing: shown at once, and chosen while the list comes.
    auto *drawn = new QListWidgetItem(tr("Rebelote's own cards"), m_list);
    drawn->setData(kIdRole, kDrawnDeckId);
    m_list->setCurrentItem(drawn);
    auto *fourColours = new QListWidgetItem(tr("Rebelote's own cards, four colours"), m_list);
    fourColours->setData(kIdRole, kDrawnFourColourDeckId);
    fourColours->setToolTip(tr("Spades black, hearts red, diamonds blue, clubs green"));
    if (m_current == kDrawnFourColourDeckId) m_list->setCurrentItem(fourColours);
    m_toLoad << kDrawnDeckId << kDrawnFourColourDeckId;
    loadNextPreview();
    listDecks();
}

DeckPicker::~DeckPicker() = default;

QString DeckPicker::deckId() const
{
    const QListWidgetItem *item = m_list->currentItem();
    // The list not read yet: the deck in use stays.
    const bool drawn = m_current == kDrawnDeckId || m_current == kDrawnFourColourDeckId;
    return item && (m_listed || drawn) ? item->data(kIdRole).toString() : m_current;
}

void DeckPicker::listDecks()
{
    // Reading every installed deck's file takes most of a second the first time: on the
    // process's jobs, which the dialog closed does not wait for (joined as the application ends).
    BackgroundJobs::shared()->run(
        this, [](BackgroundJobs::Job &) { return availableDecks(); },
        [this](const QList<DeckInfo> &decks) {
            for (const DeckInfo &d : decks) {
                if (d.kind == DeckInfo::Kind::Drawn) continue;  // listed at once
                auto *item = new QListWidgetItem(d.name, m_list);
                item->setData(kIdRole, d.id);
                item->setToolTip(d.path);
                if (d.id == m_current) m_list->setCurrentItem(item);
                m_toLoad << d.id;
            }
            m_listed = true;
            if (!m_loading) loadNextPreview();
        });
}

void DeckPicker::loadNextPreview()
{
    if (m_toLoad.isEmpty()) {
        if (m_listed && !m_loading) emit previewsFinished();
        return;
    }
    m_loading = true;
    const QString id = m_toLoad.takeFirst();
    // One deck at a time: each reads a file of up to a few megabytes.
    CardDeck::loadInBackground(id, this, [this, id](std::unique_ptr<CardDeck> deck, const QString &) {
        for (int row = 0; row < m_list->count(); ++row) {
            QListWidgetItem *item = m_list->item(row);
            if (item->data(kIdRole).toString() != id) continue;
            if (deck) {
                const qreal dpr = devicePixelRatioF();
                item->setIcon(QIcon(strip(*deck, 26, dpr)));
                item->setData(kStripRole, strip(*deck, 64, dpr));
            } else {
                item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
            }
            if (item == m_list->currentItem()) showChosen();
        }
        m_loading = false;
        // Through the event loop, so that a preview is painted before the next is read.
        QTimer::singleShot(0, this, &DeckPicker::loadNextPreview);
    });
}

void DeckPicker::showChosen()
{
    const QListWidgetItem *item = m_list->currentItem();
    const QPixmap large = item ? item->data(kStripRole).value<QPixmap>() : QPixmap();
    if (large.isNull()) m_large->setText(item ? tr("Reading the cards…") : QString());
    else m_large->setPixmap(large);
}

}  // namespace rebelote
