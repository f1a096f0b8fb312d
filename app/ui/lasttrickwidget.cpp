#include "app/ui/lasttrickwidget.h"

#include "app/cards/carddeck.h"
#include "app/controller/gametext.h"
#include "app/ui/panelstyle.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

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

void LastTrickWidget::setTrick(std::optional<GatheredTrick> trick, const std::array<QString, 4>& names,
                               const std::array<QString, 4>& inSentence)
{
    trick_ = trick;
    names_ = names;
    winner_ = trick_ ? inSentence[int(trick_->winner)] : QString();
    said_.clear();
    setAccessibleName(tr("Last trick"));
    // What the picture shows, in words: who played what, who won it.
    if (!trick_) {
        setAccessibleDescription(tr("none yet"));
    } else {
        QStringList plays, said, lines;
        for (int i = 0; i < 4; ++i) {
            const QString& name = names_[int(nextSeat(trick_->leader, i))];
            plays << tr("%1 played %2").arg(name, cardWords(trick_->cards[std::size_t(i)]));
            if (trick_->meanings[std::size_t(i)].isEmpty()) continue;
            said << trick_->meanings[std::size_t(i)];
            lines << tr("%1: %2", "a seat, then what its card said").arg(name, trick_->meanings[std::size_t(i)]);
        }
        said_ = lines.join(QLatin1Char('\n'));
        QString text =
            tr("%1; won by %2, %3 points").arg(plays.join(QStringLiteral(", ")), winner_).arg(trick_->points);
        if (!said.isEmpty()) text += tr(". By the system: %1").arg(said.join(QStringLiteral("; ")));
        setAccessibleDescription(text);
    }
    update();
}

int LastTrickWidget::saidHeight(int width) const
{
    if (!large_ || said_.isEmpty()) return 0;
    const QFontMetrics fm(font());
    const int pad = fm.height();
    return fm.boundingRect(QRect(0, 0, std::max(1, width - 2 * pad), 100000), Qt::TextWordWrap, said_).height() +
           fm.height() / 2;
}

QRect LastTrickWidget::cardRect(int i) const
{
    if (!trick_ || !deck_) return {};
    const int lineH = QFontMetrics(font()).height();
    const int top = lineH * 3 / 2;
    const int bottom = height() - lineH * 3 / 2 - saidHeight(width());
    const int cardH = std::max(10, bottom - top - (large_ ? lineH : 0));
    const int cardW = int(cardH / deck_->aspectRatio());
    const int step = large_ ? cardW + lineH / 2 : int(cardW * 0.62);
    const int total = step * 3 + cardW;
    return QRect((width() - total) / 2 + step * i, top, cardW, cardH);
}

bool LastTrickWidget::event(QEvent* e)
{
    if (e->type() != QEvent::ToolTip) return QWidget::event(e);
    auto* help = static_cast<QHelpEvent*>(e);
    // The cards overlap in small: the one on top (played later) is the one under the mouse.
    for (int i = 3; i >= 0 && trick_; --i) {
        if (!cardRect(i).contains(help->pos())) continue;
        const QString& said = trick_->meanings[std::size_t(i)];
        if (said.isEmpty()) break;
        QToolTip::showText(help->globalPos(), said, this, cardRect(i));
        return true;
    }
    QToolTip::hideText();
    e->ignore();
    return true;
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
    for (int i = 0; i < 4; ++i) {
        const Card c = trick_->cards[std::size_t(i)];
        const QRect r = cardRect(i);
        p.drawPixmap(r, deck_->face(c, r.width(), dpr));
        if (large_) {
            p.setPen(panelstyle::kTextDim);
            p.drawText(QRect(r.x() - lineH, r.bottom() + 1, r.width() + 2 * lineH, lineH), Qt::AlignCenter,
                       names_[int(nextSeat(trick_->leader, i))]);
        }
    }
    if (const int said = saidHeight(width()); said > 0) {
        const int bottom = height() - lineH * 3 / 2;
        p.setPen(panelstyle::kText);
        p.drawText(QRect(lineH, bottom - said + lineH / 4, width() - 2 * lineH, said),
                   Qt::TextWordWrap | Qt::AlignHCenter, said_);
    }
    p.setPen(panelstyle::kText);
    p.drawText(QRect(0, height() - lineH * 4 / 3, width(), lineH), Qt::AlignHCenter,
               tr("won by %1 \u00b7 %2").arg(winner_).arg(trick_->points));
}

}  // namespace rebelote
