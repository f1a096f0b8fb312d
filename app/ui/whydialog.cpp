#include "app/ui/whydialog.h"

#include "app/controller/gametext.h"
#include "app/controller/whytext.h"
#include "app/ui/panelstyle.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rebelote {

using namespace belote;

namespace {

// A colour a seat, the same in every cell: the partner's side cool, the other side warm.
QColor seatColour(int seat)
{
    static const QColor colours[] = {QColor(0x2e, 0x7d, 0x32), QColor(0xc0, 0x39, 0x2b), QColor(0x1f, 0x6f, 0xb2),
                                     QColor(0xd3, 0x80, 0x1a)};
    return colours[seat];
}

// Ranks in their usual order on the grid, low to high as printed on a card: 7 8 9 10 J Q K A.
constexpr Rank kGridRanks[] = {Rank::Seven, Rank::Eight, Rank::Nine, Rank::Ten,
                               Rank::Jack,  Rank::Queen, Rank::King, Rank::Ace};

}  // namespace

// ---------------------------------------------------------------------------------------

BeliefGrid::BeliefGrid(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("beliefGrid"));
    setAccessibleName(tr("Where it believed the cards it could not see were"));
}

void BeliefGrid::setDecision(const ExplainedDecision& e, const std::array<QString, 4>& names)
{
    e_ = e;
    names_ = names;
    QStringList lines;
    for (int su = 0; su < kSuits; ++su)
        for (Rank r : kGridRanks)
            if (const QString b = whytext::belief(e_, makeCard(Suit(su), r), names_); !b.isEmpty()) lines << b;
    setAccessibleDescription(lines.join(QStringLiteral(". ")));
    setToolTip(QString());
    updateGeometry();
    update();
}

std::vector<int> BeliefGrid::shownSeats() const
{
    std::vector<int> seats;
    for (int s = 0; s < kSeats; ++s) {
        bool any = false;
        for (Card c : e_.why.hidden) any = any || e_.why.beliefs[c][std::size_t(s)] > 0;
        if (any) seats.push_back(s);
    }
    return seats;
}

QSize BeliefGrid::cellSize() const
{
    const QFontMetrics fm(font());
    const int rows = std::max<int>(1, int(shownSeats().size()));
    return {fm.horizontalAdvance(QStringLiteral("MMMMM 100%")) + 8, fm.height() * (rows + 1) + 8};
}

QSize BeliefGrid::sizeHint() const
{
    const QSize cell = cellSize();
    return {cell.width() * kRanks + 2, cell.height() * kSuits + 2};
}

void BeliefGrid::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QSize cell = cellSize();
    const QFontMetrics fm(font());
    const std::vector<int> seats = shownSeats();
    const QPalette& pal = palette();
    for (int su = 0; su < kSuits; ++su) {
        for (int col = 0; col < kRanks; ++col) {
            const Card c = makeCard(Suit(su), kGridRanks[col]);
            const QRect r(1 + col * cell.width(), 1 + su * cell.height(), cell.width() - 2, cell.height() - 2);
            const bool hidden = e_.why.hidden.contains(c);
            p.setPen(QPen(pal.color(QPalette::Mid), 1));
            p.setBrush(hidden ? pal.color(QPalette::Base) : pal.color(QPalette::Window).darker(108));
            p.drawRoundedRect(r, 4, 4);
            const QString label = cardShort(c);
            QFont bold = font();
            bold.setBold(true);
            p.setFont(bold);
            const QColor suitColour = panelstyle::suitTextColor(suitSymbol(Suit(su)).at(0), false);
            p.setPen(hidden ? suitColour : pal.color(QPalette::Disabled, QPalette::Text));
            p.drawText(r.adjusted(4, 2, -4, 0), Qt::AlignLeft | Qt::AlignTop, label);
            p.setFont(font());
            if (!hidden) {
                p.drawText(r.adjusted(4, 2, -4, 0), Qt::AlignRight | Qt::AlignTop, tr("seen"));
                continue;
            }
            int y = r.top() + 2 + fm.height();
            for (int s : seats) {
                const double prob = e_.why.beliefs[c][std::size_t(s)];
                const QRect row(r.left() + 3, y, r.width() - 6, fm.height() - 1);
                QColor fill = seatColour(s);
                fill.setAlpha(70);
                p.setPen(Qt::NoPen);
                p.setBrush(fill);
                p.drawRect(QRectF(row.left(), row.top(), row.width() * prob, row.height()));
                p.setPen(pal.color(QPalette::Text));
                const QString seatName = fm.elidedText(names_[std::size_t(s)], Qt::ElideRight, row.width() * 3 / 5);
                p.drawText(row.adjusted(2, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, seatName);
                p.drawText(row.adjusted(0, 0, -2, 0), Qt::AlignRight | Qt::AlignVCenter, whytext::percent(prob));
                y += fm.height();
            }
        }
    }
}

// ---------------------------------------------------------------------------------------

WhyDialog::WhyDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("whyDialog"));
    setWindowTitle(tr("Why?"));
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    title_ = new QLabel;
    title_->setObjectName(QStringLiteral("whyTitle"));
    QFont titleFont = title_->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    title_->setFont(titleFont);
    title_->setWordWrap(true);
    meaning_ = new QLabel;
    meaning_->setObjectName(QStringLiteral("whyMeaning"));
    meaning_->setWordWrap(true);
    method_ = new QLabel;
    method_->setObjectName(QStringLiteral("whyMethod"));
    method_->setWordWrap(true);
    values_ = new QTableWidget(0, 4);
    values_->setObjectName(QStringLiteral("whyValues"));
    values_->setAccessibleName(tr("The value of each choice"));
    values_->setHorizontalHeaderLabels({tr("Choice"), tr("Average"), tr("Spread"), tr("Note")});
    values_->verticalHeader()->hide();
    values_->horizontalHeader()->setStretchLastSection(true);
    values_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    values_->setSelectionBehavior(QAbstractItemView::SelectRows);
    values_->setSelectionMode(QAbstractItemView::SingleSelection);
    values_->setWordWrap(false);
    notSimulated_ = new QLabel;
    notSimulated_->setObjectName(QStringLiteral("whyNotSimulated"));
    notSimulated_->setWordWrap(true);
    gridTitle_ = new QLabel(tr("Where it believed the cards it could not see were, over the deals it imagined:"));
    gridTitle_->setWordWrap(true);
    grid_ = new BeliefGrid;
    for (QWidget* w : {static_cast<QWidget*>(title_), static_cast<QWidget*>(meaning_), static_cast<QWidget*>(method_)})
        layout->addWidget(w);
    layout->addWidget(values_);
    layout->addWidget(notSimulated_);
    layout->addWidget(gridTitle_);
    layout->addWidget(grid_, 0, Qt::AlignLeft);
    layout->addStretch(1);

    content_ = content;
    auto* scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* outer = new QVBoxLayout(this);
    outer->addWidget(scroll, 1);
    outer->addWidget(buttons);
}

void WhyDialog::showDecision(const ExplainedDecision& e, const std::array<QString, 4>& names)
{
    const QString title = whytext::title(e, names);
    title_->setText(panelstyle::richSuits(title.toHtmlEscaped(), false));
    title_->setAccessibleName(title);
    const QString meaning = whytext::meaning(e);
    const bool card = e.why.kind == belote::Explanation::Kind::Card;
    meaning_->setText(meaning.isEmpty() ? QString()
                      : card            ? tr("In the card-play system: %1").arg(meaning)
                                        : tr("In the bidding system: %1").arg(meaning));
    meaning_->setVisible(!meaning.isEmpty());
    const QString reading = whytext::reading(e, names);
    method_->setText(reading.isEmpty() ? whytext::method(e) : whytext::method(e) + QLatin1Char(' ') + reading);

    const std::vector<whytext::ChoiceLine> lines = whytext::choices(e);
    values_->setRowCount(int(lines.size()));
    for (int row = 0; row < int(lines.size()); ++row) {
        const whytext::ChoiceLine& l = lines[std::size_t(row)];
        const QStringList cells{l.choice, l.value, l.spread, l.note};
        for (int col = 0; col < cells.size(); ++col) {
            auto* item = new QTableWidgetItem(cells[col]);
            QFont f = values_->font();
            f.setBold(l.chosen);
            item->setFont(f);
            if (col == 1 || col == 2) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            values_->setItem(row, col, item);
        }
        if (l.chosen) values_->selectRow(row);
    }
    values_->resizeColumnsToContents();
    // Every row up to eight (five on a low screen), then it scrolls.
    const QRect screen = (parentWidget() ? parentWidget()->window()->screen() : this->screen())->availableGeometry();
    const int rows = std::min<int>(screen.height() < 760 ? 5 : 8, int(lines.size()));
    const int rowsHeight = values_->horizontalHeader()->sizeHint().height() + 2 * values_->frameWidth() +
                           values_->verticalHeader()->defaultSectionSize() * rows;
    values_->setFixedHeight(rowsHeight);
    const int skipped = whytext::notSimulated(e);
    notSimulated_->setText(tr("Calls not simulated: %n (strains its hand does not suit).", "", skipped));
    notSimulated_->setVisible(skipped > 0);
    const bool beliefs = !e.why.hidden.empty();
    gridTitle_->setVisible(beliefs);
    grid_->setVisible(beliefs);
    grid_->setDecision(e, names);
    fitToContent();
    show();
    raise();
    activateWindow();
}

// As wide as the grid and the table want, as tall as the content, within the screen (the
// content scrolls beyond, at a large scale or on a small screen).
void WhyDialog::fitToContent()
{
    int tableWidth = 2 * values_->frameWidth() + values_->verticalScrollBar()->sizeHint().width();
    for (int col = 0; col < values_->columnCount(); ++col) tableWidth += values_->columnWidth(col);
    // The dialog's and the content's margins, and room for the scroll area's vertical bar.
    const int margins = 2 * style()->pixelMetric(QStyle::PM_LayoutLeftMargin) + 8 +
                        style()->pixelMetric(QStyle::PM_ScrollBarExtent) / 2 + 2;
    const int contentWidth = std::max(grid_->isHidden() ? 0 : grid_->sizeHint().width(), tableWidth);
    title_->setMinimumWidth(0);
    const QRect screen = (parentWidget() ? parentWidget()->window()->screen() : this->screen())->availableGeometry();
    const int width =
        std::min(screen.width() - 40, std::max(contentWidth + 2 * margins, fontMetrics().averageCharWidth() * 60));
    content_->setMinimumWidth(0);
    content_->resize(width - 2 * margins, content_->height());
    const int contentHeight = content_->layout()->heightForWidth(width - 2 * margins);
    const int height =
        std::min(screen.height() - 60, std::max(contentHeight, content_->sizeHint().height()) + 2 * margins + 48);
    resize(width, height);
}

}  // namespace rebelote
