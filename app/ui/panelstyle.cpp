#include "app/ui/panelstyle.h"

#include "app/controller/gametext.h"

#include <QBoxLayout>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLayout>
#include <QPainter>
#include <QPainterPath>
#include <QStyle>
#include <QTextLayout>

namespace rebelote::panelstyle {

namespace {

const char* const kScaleProperty = "rebelote_fontScale";
const char* const kBoldProperty = "rebelote_fontBold";

// A button text without its '&' markers ("&&" is a literal '&'), and the index of the
// mnemonic letter in what remains (-1 without one).
QString stripMnemonic(const QString& text, int* mnemonicAt)
{
    QString out;
    out.reserve(text.size());
    *mnemonicAt = -1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('&') && i + 1 < text.size()) {
            ++i;
            if (text[i] != QLatin1Char('&') && *mnemonicAt < 0) *mnemonicAt = int(out.size());
        }
        out += text[i];
    }
    return out;
}

QString colorName(const QColor& c)
{
    return c.alpha() == 255
               ? c.name()
               : QStringLiteral("rgba(%1,%2,%3,%4)").arg(c.red()).arg(c.green()).arg(c.blue()).arg(c.alpha());
}

}  // namespace

bool isRedSuitSymbol(QChar c)
{
    // ♥ ♦ and the outline forms ♡ ♢ that some fonts or texts use.
    return c == QChar(0x2665) || c == QChar(0x2666) || c == QChar(0x2661) || c == QChar(0x2662);
}

void paintPanelFrame(QPainter& p, const QRectF& rect)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(kBorder, 1));
    p.setBrush(kBackground);
    p.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), kPanelRadius, kPanelRadius);
    p.restore();
}

namespace {
bool fourColours = false;
}  // namespace

void setFourColourSuits(bool on) { fourColours = on; }
bool fourColourSuits() { return fourColours; }

QColor suitTextColor(QChar c, bool onDark)
{
    const char16_t u = c.unicode();
    const bool diamond = u == 0x2666 || u == 0x2662, club = u == 0x2663 || u == 0x2667;
    if (fourColours && diamond) return onDark ? QColor(0x8c, 0xb4, 0xff) : QColor(0x1f, 0x5f, 0xbf);
    if (fourColours && club) return onDark ? QColor(0x7f, 0xd9, 0x8f) : QColor(0x1e, 0x7d, 0x32);
    if (isRedSuitSymbol(c)) return onDark ? kRedOnDark : kRed;
    const bool black = club || u == 0x2660 || u == 0x2664;
    return black && !onDark ? kBlackSuit : QColor();
}

QString richSuits(const QString& text, bool onDark)
{
    const QString escaped = text.toHtmlEscaped();
    QString out;
    out.reserve(escaped.size() + 32);
    for (QChar c : escaped) {
        if (const QColor colour = suitTextColor(c, onDark); colour.isValid())
            out += QStringLiteral("<span style=\"color:%1\">%2</span>").arg(colour.name(), QString(c));
        else out += c;
    }
    return out;
}

void setSuitText(QLabel* l, const QString& text, const QString& spoken, bool onDark)
{
    l->setText(richSuits(text, onDark));
    l->setAccessibleName(spoken.isEmpty() ? spokenSuits(text) : spoken);
}

void setStyleFlag(QWidget* w, const char* name, bool on)
{
    if (w->property(name).toBool() == on && w->property(name).isValid()) return;
    w->setProperty(name, on);
    w->style()->unpolish(w);
    w->style()->polish(w);
    w->update();  // polish() restyles but does not repaint
}

QFont scaledFont(const QFont& base, qreal scale, bool bold)
{
    QFont f = base;
    // The table sets pixel sizes; a panel standing alone has the application's point size.
    if (base.pixelSize() > 0) f.setPixelSize(qMax(1, qRound(base.pixelSize() * scale)));
    else if (base.pointSizeF() > 0) f.setPointSizeF(base.pointSizeF() * scale);
    f.setBold(bold);
    return f;
}

void setRelativeFont(QWidget* w, qreal scale, bool bold)
{
    w->setProperty(kScaleProperty, scale);
    w->setProperty(kBoldProperty, bold);
}

void applyRelativeFonts(QWidget* panel)
{
    const QFont base = panel->font();
    for (QWidget* w : panel->findChildren<QWidget*>()) {
        const QVariant scale = w->property(kScaleProperty);
        if (scale.isValid()) w->setFont(scaledFont(base, scale.toReal(), w->property(kBoldProperty).toBool()));
    }
}

int em(const QWidget* w) { return QFontMetrics(w->font()).height(); }

void applyPanelMetrics(QWidget* panel)
{
    QLayout* l = panel->layout();
    if (!l) return;
    const int e = em(panel);
    l->setContentsMargins(qRound(e * 1.1), qRound(e * 0.8), qRound(e * 1.1), qRound(e * 0.9));
    l->setSpacing(qRound(e * 0.55));
}

QSize panelSizeHint(const QWidget* panel, qreal minWidthEm)
{
    QLayout* l = panel->layout();
    if (!l) return {};
    QSize s = l->totalSizeHint();
    s.setWidth(qMax(s.width(), qRound(em(panel) * minWidthEm)));
    if (l->hasHeightForWidth()) s.setHeight(l->totalHeightForWidth(s.width()));
    return s;
}

void equalizeWidths(const QList<PanelButton*>& buttons)
{
    int w = 0;
    for (PanelButton* b : buttons) {
        b->setMinimumWidth(0);
        w = qMax(w, b->sizeHint().width());
    }
    for (PanelButton* b : buttons) b->setMinimumWidth(w);
}

QChar mnemonicLetter(const QString& text)
{
    int at = -1;
    const QString plain = stripMnemonic(text, &at);
    return at < 0 ? QChar() : plain[at].toLower();
}

PanelButton* buttonForLetter(QWidget* panel, const QKeyEvent* e)
{
    if (e->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return nullptr;
    const QString text = e->text();
    if (text.size() != 1 || !text[0].isLetterOrNumber()) return nullptr;
    const QChar letter = text[0].toLower();
    for (PanelButton* b : panel->findChildren<PanelButton*>())
        if (b->isVisible() && b->isEnabled() && mnemonicLetter(b->text()) == letter) return b;
    return nullptr;
}

bool isEnterKey(const QKeyEvent* e) { return e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter; }

void styleButton(QPushButton* b, PanelButton::Role role)
{
    QColor fill = kButton, hover = kButtonHover, text = kButtonText;
    if (role == PanelButton::Role::Primary) {
        fill = kPrimary;
        hover = kPrimaryHover;
        text = kPrimaryText;
    } else if (role == PanelButton::Role::Danger) {
        text = kRed;
    }
    // Sizes in em: the button follows the font the table gives it.
    b->setStyleSheet(QStringLiteral("QPushButton { background: %1; color: %2; border: 2px solid transparent;"
                                    " border-radius: %3px; padding: 0.35em 0.9em; font-weight: bold; }"
                                    "QPushButton:hover { background: %4; }"
                                    "QPushButton:pressed { background: %5; }"
                                    "QPushButton:checked { background: %6; color: %7; }"
                                    "QPushButton:focus { border-color: %6; }"
                                    "QPushButton:disabled { background: %8; color: %9; }")
                         .arg(colorName(fill), colorName(text))
                         .arg(int(kButtonRadius))
                         .arg(colorName(hover), colorName(kButtonPressed), colorName(kGold), colorName(kButtonText),
                              colorName(kDisabled), colorName(kDisabledText)));
}

}  // namespace rebelote::panelstyle

namespace rebelote {

using namespace panelstyle;

PanelButton::PanelButton(const QString& text, Role role, QWidget* parent) : QPushButton(text, parent), role_(role)
{
    // The panel decides what Enter does (Pass, the chosen declaration…), not the button
    // that happens to have the focus.
    setAutoDefault(false);
    setDefault(false);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_Hover);
    setCursor(Qt::PointingHandCursor);
    updateAccessibleName();
}

void PanelButton::setRole(Role role)
{
    if (role_ == role) return;
    role_ = role;
    update();
}

void PanelButton::setFontScale(qreal scale, bool bold)
{
    scale_ = scale;
    bold_ = bold;
    updateGeometry();
    update();
}

void PanelButton::setMarkedDefault(bool on)
{
    if (markedDefault_ == on) return;
    markedDefault_ = on;
    update();
}

void PanelButton::setTrailingText(const QString& text)
{
    trailing_ = text;
    updateAccessibleName();
    updateGeometry();
    update();
}

void PanelButton::setTextAlignment(Qt::Alignment a)
{
    align_ = a;
    update();
}

void PanelButton::setText(const QString& text)
{
    QPushButton::setText(text);
    updateAccessibleName();
}

void PanelButton::updateAccessibleName()
{
    // Without a trailing text or a suit symbol the accessible name is the label itself (kept
    // in step with setText by Qt); with one, both parts, the suits said as words ("Take
    // hearts", not "Take ♥").
    int at = -1;
    const QString plain = stripMnemonic(text(), &at);
    const QString spoken = spokenSuits(trailing_.isEmpty() ? plain : plain + QLatin1Char(' ') + trailing_);
    setAccessibleName(spoken == plain ? QString() : spoken);
}

QFont PanelButton::paintFont() const { return scaledFont(font(), scale_, bold_); }

// Room for the focus outline around the button body: 2 px of gold and 1 px of gap.
static int ringMargin(const QFontMetrics& fm) { return qMax(3, fm.height() / 8); }

QSize PanelButton::sizeHint() const { return sizeHintForText(text()); }

QSize PanelButton::sizeHintForText(const QString& label) const
{
    const QFontMetrics fm(paintFont());
    int at = -1;
    const QString plain = stripMnemonic(label, &at);
    int w = fm.horizontalAdvance(plain);
    if (!trailing_.isEmpty()) w += fm.height() * 2 + fm.horizontalAdvance(trailing_);
    // Height from the panel's font, not the button's: a row of big ♠ stays as tall as the
    // row of words beside it.
    const QFontMetrics base(font());
    const int ring = ringMargin(base);
    const int h = qMax(qRound(base.height() * 2.1), qRound(fm.height() * 1.3)) + 2 * ring;
    return {w + qRound(fm.height() * 0.9) + 2 * ring, h};
}

QSize PanelButton::minimumSizeHint() const
{
    // Never narrower than the text: a cut label would hide what the button does.
    const QSize s = sizeHint();
    const QFontMetrics fm(paintFont());
    return {s.width() - qRound(fm.height() * 0.4), s.height()};
}

bool PanelButton::event(QEvent* e)
{
    switch (e->type()) {
    case QEvent::HoverEnter:
    case QEvent::HoverLeave: update(); break;
    case QEvent::FontChange: updateGeometry(); break;
    default: break;
    }
    return QPushButton::event(e);
}

void PanelButton::keyPressEvent(QKeyEvent* e)
{
    // Space presses the focused button; every other key belongs to the panel (Enter for its
    // default, the arrows for its choices, letters for its mnemonics).
    if (e->key() == Qt::Key_Space && !(e->modifiers() & ~Qt::KeypadModifier)) {
        QPushButton::keyPressEvent(e);
        return;
    }
    e->ignore();
}

void PanelButton::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFont f = paintFont();
    const QFontMetrics fm(f);
    const int ring = ringMargin(QFontMetrics(font()));
    const QRectF body = QRectF(rect()).adjusted(ring, ring, -ring, -ring);

    const bool enabled = isEnabled();
    const bool hover = enabled && underMouse();
    const bool down = enabled && isDown();
    QColor fill = kButton, text = kButtonText;
    bool colourSuits = true;
    if (!enabled) {
        fill = kDisabled;
        text = kDisabledText;
        colourSuits = false;
    } else {
        switch (role_) {
        case Role::Normal:
        case Role::Danger:
        case Role::Choice:
            if (role_ == Role::Danger) text = kRed;
            if (role_ == Role::Choice && isChecked()) fill = kGold;
            else fill = down ? kButtonPressed : hover ? kButtonHover : kButton;
            if (role_ == Role::Choice && isChecked() && down) fill = kGold.darker(110);
            break;
        case Role::Primary:
            fill = down ? kPrimary.darker(115) : hover ? kPrimaryHover : kPrimary;
            text = kPrimaryText;
            colourSuits = false;  // red on green is unreadable: the label stays white
            break;
        }
    }

    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    p.drawRoundedRect(body, kButtonRadius, kButtonRadius);
    if (markedDefault_ && enabled) {
        // The button Enter presses, as the sketch draws Pass: a dark inner outline.
        p.setPen(QPen(role_ == Role::Primary ? kPrimaryText : kButtonText, 2));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(body.adjusted(1, 1, -1, -1), kButtonRadius - 1, kButtonRadius - 1);
    }
    if (hasFocus()) {
        p.setPen(QPen(kGold, 2));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), kButtonRadius + ring - 1, kButtonRadius + ring - 1);
    }

    // The label: suit symbols in their colours, the mnemonic letter underlined.
    int at = -1;
    const QString plain = stripMnemonic(QPushButton::text(), &at);
    QList<QTextLayout::FormatRange> formats;
    for (qsizetype i = 0; i < plain.size(); ++i) {
        if (!colourSuits || (role_ == Role::Danger)) break;
        if (plain[i].unicode() < 0x2660 || plain[i].unicode() > 0x2667) continue;
        QTextLayout::FormatRange r;
        r.start = int(i);
        r.length = 1;
        r.format.setForeground(suitTextColor(plain[i], false));
        formats << r;
    }
    if (at >= 0) {
        QTextLayout::FormatRange r;
        r.start = at;
        r.length = 1;
        r.format.setFontUnderline(true);
        formats << r;
    }
    QTextLayout layout(plain, f);
    layout.setCacheEnabled(true);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    line.setLineWidth(1e6);
    layout.endLayout();
    const qreal textW = line.naturalTextWidth();
    const qreal pad = fm.height() * 0.45;
    const bool left = !trailing_.isEmpty() || (align_ & Qt::AlignLeft);
    const qreal x = left ? body.left() + pad : body.center().x() - textW / 2;
    const qreal y = body.center().y() - line.height() / 2;
    p.setPen(text);
    layout.draw(&p, QPointF(x, y), formats);
    if (!trailing_.isEmpty()) {
        p.setFont(f);
        p.drawText(body.adjusted(pad, 0, -pad, 0), Qt::AlignRight | Qt::AlignVCenter, trailing_);
    }
}

void TablePanel::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    panelstyle::paintPanelFrame(p, rect());
}

TablePanel::TablePanel(const QString& name, QWidget* parent) : QWidget(parent)
{
    setObjectName(name);
    // Clicks on the panel's background keep the focus (and so the keys) in the panel.
    setFocusPolicy(Qt::ClickFocus);
    // On the table a panel is a child of the view's viewport, whose background role (Base)
    // its labels would inherit, and with it the foreground role Text: the palette's dark
    // text on the dark panel. The panel is a window of its own: Window, and WindowText.
    setBackgroundRole(QPalette::Window);
    QPalette pal = palette();
    pal.setColor(QPalette::WindowText, panelstyle::kText);
    setPalette(pal);
}

QLabel* TablePanel::addTitle(QBoxLayout* layout, double scale, const QString& text, Qt::TextFormat format)
{
    auto* title = new QLabel(text, this);
    title->setObjectName(QStringLiteral("title"));
    title->setTextFormat(format);
    title->setAlignment(Qt::AlignCenter);
    panelstyle::setRelativeFont(title, scale, true);
    layout->addWidget(title);
    return title;
}

QLabel* TablePanel::addKeyHints(QBoxLayout* layout, const QString& text, bool wrap)
{
    auto* hints = new QLabel(text, this);
    hints->setObjectName(QStringLiteral("keyHints"));
    hints->setAlignment(Qt::AlignCenter);
    if (wrap) {
        hints->setWordWrap(true);
        hints->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    }
    QPalette dim = hints->palette();
    dim.setColor(QPalette::WindowText, panelstyle::kTextDim);
    hints->setPalette(dim);
    panelstyle::setRelativeFont(hints, 0.85, false);
    layout->addWidget(hints);
    return hints;
}

bool TablePanel::event(QEvent* e)
{
    if (e->type() == QEvent::ShortcutOverride && handlesKey(static_cast<QKeyEvent*>(e))) {
        e->accept();
        return true;
    }
    return QWidget::event(e);
}

void TablePanel::changeEvent(QEvent* e)
{
    QWidget::changeEvent(e);
    if (e->type() == QEvent::FontChange) updateMetrics();
}

void TablePanel::showEvent(QShowEvent* e)
{
    QWidget::showEvent(e);
    focusChoice();
}

void TablePanel::focusInEvent(QFocusEvent* e)
{
    // The table focuses the panel itself; the keys and the outline belong to a button.
    QWidget::focusInEvent(e);
    focusChoice();
}

}  // namespace rebelote
