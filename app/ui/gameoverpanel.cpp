#include "app/ui/gameoverpanel.h"

#include "app/controller/gametext.h"
#include "app/ui/panelstyle.h"

#include <QBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>

using namespace belote;
using namespace rebelote;
using namespace rebelote::panelstyle;

GameOverPanel::GameOverPanel(QWidget* parent) : TablePanel(QStringLiteral("gameOverPanel"), parent)
{
    setAccessibleName(tr("Game over"));

    auto* layout = new QVBoxLayout(this);
    title_ = addTitle(layout, 1.6);

    result_ = new QLabel(this);
    result_->setObjectName(QStringLiteral("result"));
    result_->setAlignment(Qt::AlignCenter);
    setRelativeFont(result_, 1.2, true);
    layout->addWidget(result_);

    deals_ = new QLabel(this);
    deals_->setObjectName(QStringLiteral("deals"));
    deals_->setAlignment(Qt::AlignCenter);
    layout->addWidget(deals_);

    auto* buttons = new QHBoxLayout;
    newGame_ = new PanelButton(tr("&New game"), PanelButton::Role::Primary, this);
    newGame_->setObjectName(QStringLiteral("newGame"));
    newGame_->setMarkedDefault(true);
    close_ = new PanelButton(tr("&Close"), PanelButton::Role::Normal, this);
    close_->setObjectName(QStringLiteral("close"));
    for (PanelButton* b : {newGame_, close_}) {
        b->setFontScale(1.1, true);
        buttons->addWidget(b, 1);
    }
    connect(newGame_, &QPushButton::clicked, this, [this] {
        if (!active_) return;
        active_ = false;
        emit newGameRequested();
    });
    connect(close_, &QPushButton::clicked, this, [this] {
        if (!active_) return;
        active_ = false;
        hide();
        emit closed();
    });
    layout->addLayout(buttons);

    hints_ = addKeyHints(layout, tr("Enter: new game \u00b7 Escape: close"), false);
    updateMetrics();
}

void GameOverPanel::updateMetrics()
{
    applyRelativeFonts(this);
    applyPanelMetrics(this);
    const int e = em(this);
    layout()->setSpacing(qRound(e * 0.7));
    layout()->setContentsMargins(qRound(e * 1.6), qRound(e * 1.2), qRound(e * 1.6), qRound(e * 1.0));
    updateGeometry();
}

void GameOverPanel::showGameOver(Team winner, std::array<int, 2> scores, const std::array<QString, 4>& seatNames,
                                 int deals)
{
    auto name = [&](Seat s) { return seatNames[int(s)].isEmpty() ? seatWord(s) : seatNames[int(s)]; };
    const bool won = winner == Team::NS;
    title_->setText(won ? tr("You win!") : tr("Game over"));
    QPalette p = title_->palette();
    p.setColor(QPalette::WindowText, won ? kGold : kText);
    title_->setPalette(p);
    const Seat first = won ? Seat::South : Seat::East, second = won ? Seat::North : Seat::West;
    result_->setText(tr("%1 and %2 win %3 to %4")
                         .arg(name(first), name(second))
                         .arg(scores[int(winner)])
                         .arg(scores[int(otherTeam(winner))]));
    deals_->setText(tr("after %n deals", "", deals));
    active_ = true;
    updateGeometry();
    show();
    raise();
    newGame_->setFocus(Qt::OtherFocusReason);
}

bool GameOverPanel::handlesKey(const QKeyEvent* e) const
{
    if (!active_ || (e->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) return false;
    switch (e->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Escape:
    case Qt::Key_Left:
    case Qt::Key_Right: return true;
    default: return buttonForLetter(const_cast<GameOverPanel*>(this), e) != nullptr;
    }
}

void GameOverPanel::keyPressEvent(QKeyEvent* e)
{
    if (!handlesKey(e)) {
        QWidget::keyPressEvent(e);
        return;
    }
    e->accept();
    if (e->key() == Qt::Key_Left || e->key() == Qt::Key_Right) {
        (newGame_->hasFocus() ? close_ : newGame_)->setFocus(Qt::TabFocusReason);
        return;
    }
    if (e->isAutoRepeat()) return;
    if (isEnterKey(e)) newGame_->click();
    else if (e->key() == Qt::Key_Escape) close_->click();
    else if (PanelButton* b = buttonForLetter(this, e)) b->click();
}

void GameOverPanel::focusChoice() { newGame_->setFocus(Qt::OtherFocusReason); }

QSize GameOverPanel::sizeHint() const { return panelSizeHint(this, 26); }
