#include "app/ui/lasttrickwidget.h"

#include "app/cards/carddeck.h"
#include "app/controller/gametext.h"
#include "app/ui/panelstyle.h"

#include <QPainter>

#include <algorithm>

namespace rebelote {

using namespace belote;

LastTrickWidget::LastTrickWidget(bool large, QWidget* parent) : QWidget(parent), large_(large)
{
    setCursor(large ? Qt::ArrowCursor : Qt::PointingHandCursor);
    setAttribute(Qt::WA_TranslucentBackground, false);
}

void LastTrickWidget::setDeck(CardDeck* deck)
{
    deck_ = deck;
    update();
}

void LastTrickWidget::setTrick(std::optional<GameController::Trick> trick, const std::array<QString, 4>& names,
                               const std::array<QString, 4>& inSentence)
{
    trick_ = trick;
    names_ = names;
    winner_ = trick_ ? inSentence[int(trick_->winner)] : QString();
    setAccessibleName(tr("Last trick"));
    // What the picture shows, in words: who played what, who won it.
    if (!trick_) {
        setAccessibleDescription(tr("none yet"));
    } else {
        QStringList plays;
        for (int i = 0; i < 4; ++i)
            plays << tr("%1 played %2")
                         .arg(names_[int(nextSeat(trick_->leader, i))], cardWords(trick_->cards[std::size_t(i)]));
        setAccessibleDescription(
            tr("%1; won by %2, %3 points").arg(plays.join(QStringLiteral(", ")), winner_).arg(trick_->points));
    }
    update();
}

void LastTrickWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    panelstyle::paintPanelFrame(p, rect());
    QFont f = font();
    p.setFont(f);
    p.setPen(panelstyle::kText);
    const int lineH = QFontMetrics(f).height();
    const QString title = large_ ? tr("Last trick (L or Esc closes)") : tr("Last trick (L)");
    p.drawText(QRect(0, lineH / 3, width(), lineH), Qt::AlignHCenter, title);
    if (!trick_ || !deck_) {
        p.setPen(panelstyle::kTextDim);
        p.drawText(rect(), Qt::AlignCenter, tr("none yet"));
        return;
    }
    const qreal dpr = devicePixelRatioF();
    const int top = lineH * 3 / 2;
    const int bottom = height() - lineH * 3 / 2;
    const int cardH = std::max(10, bottom - top - (large_ ? lineH : 0));
    const int cardW = int(cardH / deck_->aspectRatio());
    const int step = large_ ? cardW + lineH / 2 : int(cardW * 0.62);
    const int total = step * 3 + cardW;
    int x = (width() - total) / 2;
    for (int i = 0; i < 4; ++i) {
        const Card c = trick_->cards[std::size_t(i)];
        const QPixmap pm = deck_->face(c, cardW, dpr);
        const QRect r(x, top, cardW, cardH);
        p.drawPixmap(r, pm);
        if (large_) {
            p.setPen(panelstyle::kTextDim);
            p.drawText(QRect(x - lineH, top + cardH, cardW + 2 * lineH, lineH), Qt::AlignCenter,
                       names_[int(nextSeat(trick_->leader, i))]);
        }
        x += step;
    }
    p.setPen(panelstyle::kText);
    p.drawText(QRect(0, height() - lineH * 4 / 3, width(), lineH), Qt::AlignHCenter,
               tr("won by %1 \u00b7 %2").arg(winner_).arg(trick_->points));
}

}  // namespace rebelote
