#include "app/ui/declarationpanel.h"

#include "app/controller/gametext.h"
#include "app/ui/panelstyle.h"

#include <QBoxLayout>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>

using namespace belote;
using namespace rebelote;
using namespace rebelote::panelstyle;

DeclarationPanel::DeclarationPanel(QWidget* parent) : TablePanel(QStringLiteral("declarationPanel"), parent)
{
    setAccessibleName(tr("Declarations"));
    // One low band: the title, then the choices side by side (two a row), the keys below.
    // Stacked, the choices made the panel taller than the room between the trick and
    // South's plate, and it hid the cards already played to the first trick.
    auto* layout = new QVBoxLayout(this);
    m_row = new QHBoxLayout;
    m_title = new QLabel(tr("Declarations"), this);
    m_title->setObjectName(QStringLiteral("title"));
    m_title->setAlignment(Qt::AlignCenter);
    setRelativeFont(m_title, 1.15, true);
    m_row->addWidget(m_title);
    m_grid = new QGridLayout;
    for (std::size_t i = 0; i < m_buttons.size(); ++i) {
        auto* b = new PanelButton(QString(), PanelButton::Role::Normal, this);
        b->setObjectName(QStringLiteral("choice%1").arg(i));
        b->setFontScale(1.0, true);
        b->setTextAlignment(Qt::AlignLeft);
        b->installEventFilter(this);  // the outline follows the focus, however it moves
        const int index = int(i);
        connect(b, &QPushButton::clicked, this, [this, index] { choose(index); });
        m_grid->addWidget(b, int(i) / 2, int(i) % 2);
        m_buttons[i] = b;
    }
    m_row->addLayout(m_grid, 1);
    layout->addLayout(m_row);

    m_hints = addKeyHints(layout, QString(), true);
    updateMetrics();
}

void DeclarationPanel::updateMetrics()
{
    applyRelativeFonts(this);
    applyPanelMetrics(this);
    const int gap = qRound(em(this) * 0.4);
    layout()->setSpacing(gap);
    m_grid->setSpacing(gap);
    m_row->setSpacing(gap * 2);
    updateGeometry();
}

void DeclarationPanel::showChoices(const DeclarationChoices& choices, Strain strain)
{
    Q_ASSERT(choices.count > 0 && choices.count <= int(m_buttons.size()));
    m_count = qBound(0, choices.count, int(m_buttons.size()));
    for (int i = 0; i < int(m_buttons.size()); ++i) {
        PanelButton* b = m_buttons[i];
        b->setVisible(i < m_count);
        if (i >= m_count) continue;
        const DeclarationSet& set = choices.items[i];
        if (set.empty()) {
            b->setText(tr("Declare &nothing"));
            b->setTrailingText(QString());
        } else {
            b->setText(tr("Declare %1").arg(declarationSetText(set)));
            b->setTrailingText(tr("+%1", "points of a declaration").arg(set.value(strain)));
        }
    }
    const PanelButton* nothing = m_buttons[m_count - 1];
    m_hints->setText(tr("Enter: declare the outlined choice \u00b7 arrows choose \u00b7 %1: nothing")
                         .arg(QString(mnemonicLetter(nothing->text()).toUpper())));
    m_active = true;
    updateGeometry();
    show();
    raise();
    setCurrent(0, true);  // the best combination is the default
}

void DeclarationPanel::setCurrent(int index, bool focus)
{
    if (m_count == 0) return;
    m_current = qBound(0, index, m_count - 1);
    for (int i = 0; i < int(m_buttons.size()); ++i) m_buttons[i]->setMarkedDefault(i == m_current);
    if (focus && isVisible()) m_buttons[m_current]->setFocus(Qt::OtherFocusReason);
}

void DeclarationPanel::choose(int index)
{
    if (!m_active || index < 0 || index >= m_count) return;
    m_active = false;
    emit declarationChosen(index);
}

bool DeclarationPanel::handlesKey(const QKeyEvent* e) const
{
    if (!m_active || (e->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) return false;
    switch (e->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Home:
    case Qt::Key_End:
        return true;
    default:
        return buttonForLetter(const_cast<DeclarationPanel*>(this), e) != nullptr;
    }
}

bool DeclarationPanel::eventFilter(QObject* watched, QEvent* e)
{
    if (e->type() == QEvent::FocusIn)
        for (int i = 0; i < m_count; ++i)
            if (watched == m_buttons[i]) setCurrent(i, false);
    return QWidget::eventFilter(watched, e);
}

void DeclarationPanel::keyPressEvent(QKeyEvent* e)
{
    if (!handlesKey(e)) {
        QWidget::keyPressEvent(e);
        return;
    }
    e->accept();
    switch (e->key()) {
    // ← and → step through the choices; ↑ and ↓ go a row up or down, two choices a row
    // (a single row: they step as ← and →).
    case Qt::Key_Left:
        setCurrent(m_current - 1, true);
        return;
    case Qt::Key_Right:
        setCurrent(m_current + 1, true);
        return;
    case Qt::Key_Up:
        setCurrent(m_current - (m_count > 2 ? 2 : 1), true);
        return;
    case Qt::Key_Down:
        setCurrent(m_current + (m_count > 2 ? 2 : 1), true);
        return;
    case Qt::Key_Home:
        setCurrent(0, true);
        return;
    case Qt::Key_End:
        setCurrent(m_count - 1, true);
        return;
    default:
        break;
    }
    if (e->isAutoRepeat()) return;
    if (isEnterKey(e)) m_buttons[m_current]->click();
    else if (PanelButton* b = buttonForLetter(this, e)) b->click();
}

void DeclarationPanel::focusChoice() { setCurrent(m_current, true); }

QSize DeclarationPanel::sizeHint() const
{
    return panelSizeHint(this, 20);
}
