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
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("title"));
    m_title->setAlignment(Qt::AlignCenter);
    setRelativeFont(m_title, 1.6, true);
    layout->addWidget(m_title);

    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("result"));
    m_result->setAlignment(Qt::AlignCenter);
    setRelativeFont(m_result, 1.2, true);
    layout->addWidget(m_result);

    m_deals = new QLabel(this);
    m_deals->setObjectName(QStringLiteral("deals"));
    m_deals->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_deals);

    auto* buttons = new QHBoxLayout;
    m_newGame = new PanelButton(tr("&New game"), PanelButton::Role::Primary, this);
    m_newGame->setObjectName(QStringLiteral("newGame"));
    m_newGame->setMarkedDefault(true);
    m_close = new PanelButton(tr("&Close"), PanelButton::Role::Normal, this);
    m_close->setObjectName(QStringLiteral("close"));
    for (PanelButton* b : {m_newGame, m_close}) {
        b->setFontScale(1.1, true);
        buttons->addWidget(b, 1);
    }
    connect(m_newGame, &QPushButton::clicked, this, [this] {
        if (!m_active) return;
        m_active = false;
        emit newGameRequested();
    });
    connect(m_close, &QPushButton::clicked, this, [this] {
        if (!m_active) return;
        m_active = false;
        hide();
        emit closed();
    });
    layout->addLayout(buttons);

    m_hints = addKeyHints(layout, tr("Enter: new game \u00b7 Escape: close"), false);
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

void GameOverPanel::showGameOver(Team winner, std::array<int, 2> scores, const std::array<QString, 4>& seatNames, int deals)
{
    auto name = [&](Seat s) { return seatNames[int(s)].isEmpty() ? seatWord(s) : seatNames[int(s)]; };
    const bool won = winner == Team::NS;
    m_title->setText(won ? tr("You win!") : tr("Game over"));
    QPalette p = m_title->palette();
    p.setColor(QPalette::WindowText, won ? kGold : kText);
    m_title->setPalette(p);
    const Seat first = won ? Seat::South : Seat::East, second = won ? Seat::North : Seat::West;
    m_result->setText(tr("%1 and %2 win %3 to %4")
                          .arg(name(first), name(second))
                          .arg(scores[int(winner)])
                          .arg(scores[int(otherTeam(winner))]));
    // Spelled out rather than tr("%n deal(s)"): without a translation loaded, Qt leaves
    // "(s)" in the English text.
    m_deals->setText(deals == 1 ? tr("after one deal") : tr("after %1 deals").arg(deals));
    m_active = true;
    updateGeometry();
    show();
    raise();
    m_newGame->setFocus(Qt::OtherFocusReason);
}

bool GameOverPanel::handlesKey(const QKeyEvent* e) const
{
    if (!m_active || (e->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) return false;
    switch (e->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Escape:
    case Qt::Key_Left:
    case Qt::Key_Right:
        return true;
    default:
        return buttonForLetter(const_cast<GameOverPanel*>(this), e) != nullptr;
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
        (m_newGame->hasFocus() ? m_close : m_newGame)->setFocus(Qt::TabFocusReason);
        return;
    }
    if (e->isAutoRepeat()) return;
    if (isEnterKey(e)) m_newGame->click();
    else if (e->key() == Qt::Key_Escape) m_close->click();
    else if (PanelButton* b = buttonForLetter(this, e)) b->click();
}

void GameOverPanel::focusChoice() { m_newGame->setFocus(Qt::OtherFocusReason); }

QSize GameOverPanel::sizeHint() const { return panelSizeHint(this, 26); }
