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
    row_ = new QHBoxLayout;
    title_ = addTitle(row_, 1.15, tr("Declarations"));
    grid_ = new QGridLayout;
    for (std::size_t i = 0; i < buttons_.size(); ++i) {
        auto* b = new PanelButton(QString(), PanelButton::Role::Normal, this);
        b->setObjectName(QStringLiteral("choice%1").arg(i));
        b->setFontScale(1.0, true);
        b->setTextAlignment(Qt::AlignLeft);
        b->installEventFilter(this);  // the outline follows the focus, however it moves
        const int index = int(i);
        connect(b, &QPushButton::clicked, this, [this, index] { choose(index); });
        grid_->addWidget(b, int(i) / 2, int(i) % 2);
        buttons_[i] = b;
    }
    row_->addLayout(grid_, 1);
    layout->addLayout(row_);

    hints_ = addKeyHints(layout, QString(), true);
    updateMetrics();
}

void DeclarationPanel::updateMetrics()
{
    applyRelativeFonts(this);
    applyPanelMetrics(this);
    const int gap = qRound(em(this) * 0.4);
    layout()->setSpacing(gap);
    grid_->setSpacing(gap);
    row_->setSpacing(gap * 2);
    updateGeometry();
}

void DeclarationPanel::showChoices(const DeclarationChoices& choices, Strain strain)
{
    Q_ASSERT(choices.count > 0 && choices.count <= int(buttons_.size()));
    count_ = qBound(0, choices.count, int(buttons_.size()));
    for (int i = 0; i < int(buttons_.size()); ++i) {
        PanelButton* b = buttons_[i];
        b->setVisible(i < count_);
        if (i >= count_) continue;
        const DeclarationSet& set = choices.items[i];
        if (set.empty()) {
            b->setText(tr("Declare &nothing"));
            b->setTrailingText(QString());
        } else {
            b->setText(tr("Declare %1").arg(declarationSetText(set)));
            b->setTrailingText(tr("+%1", "points of a declaration").arg(set.value(strain)));
        }
    }
    const PanelButton* nothing = buttons_[count_ - 1];
    hints_->setText(tr("Enter: declare the outlined choice \u00b7 arrows choose \u00b7 %1: nothing")
                        .arg(QString(mnemonicLetter(nothing->text()).toUpper())));
    active_ = true;
    updateGeometry();
    show();
    raise();
    setCurrent(0, true);  // the best combination is the default
}

void DeclarationPanel::setCurrent(int index, bool focus)
{
    if (count_ == 0) return;
    current_ = qBound(0, index, count_ - 1);
    for (int i = 0; i < int(buttons_.size()); ++i) buttons_[i]->setMarkedDefault(i == current_);
    if (focus && isVisible()) buttons_[current_]->setFocus(Qt::OtherFocusReason);
}

void DeclarationPanel::choose(int index)
{
    if (!active_ || index < 0 || index >= count_) return;
    active_ = false;
    emit declarationChosen(index);
}

bool DeclarationPanel::handlesKey(const QKeyEvent* e) const
{
    if (!active_ || (e->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) return false;
    switch (e->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Home:
    case Qt::Key_End: return true;
    default: return buttonForLetter(const_cast<DeclarationPanel*>(this), e) != nullptr;
    }
}

bool DeclarationPanel::eventFilter(QObject* watched, QEvent* e)
{
    if (e->type() == QEvent::FocusIn)
        for (int i = 0; i < count_; ++i)
            if (watched == buttons_[i]) setCurrent(i, false);
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
    case Qt::Key_Left: setCurrent(current_ - 1, true); return;
    case Qt::Key_Right: setCurrent(current_ + 1, true); return;
    case Qt::Key_Up: setCurrent(current_ - (count_ > 2 ? 2 : 1), true); return;
    case Qt::Key_Down: setCurrent(current_ + (count_ > 2 ? 2 : 1), true); return;
    case Qt::Key_Home: setCurrent(0, true); return;
    case Qt::Key_End: setCurrent(count_ - 1, true); return;
    default: break;
    }
    if (e->isAutoRepeat()) return;
    if (isEnterKey(e)) buttons_[current_]->click();
    else if (PanelButton* b = buttonForLetter(this, e)) b->click();
}

void DeclarationPanel::focusChoice() { setCurrent(current_, true); }

QSize DeclarationPanel::sizeHint() const { return panelSizeHint(this, 20); }
