// The look shared by the panels over the green table (call, declarations, deal summary,
// game over) and anything else the table puts there: the palette, a button that draws the
// suit symbols in their colours, and the fonts and spacing, all derived from the panel's
// font so that the table scales a whole panel by setting one pixel size.
//
// Keyboard model (docs of the panels): a panel handles Enter, the arrows and plain letters
// itself; a PanelButton keeps only Space (press the focused button) and passes every other
// key up to its panel. Alt+letter works through the buttons' mnemonics ("&Pass").
#pragma once

#include <QColor>
#include <QPushButton>
#include <QString>

class QBoxLayout;
class QKeyEvent;
class QLabel;
class QPainter;
class QRectF;

namespace rebelote {
class PanelButton;
}

namespace rebelote::panelstyle {

// The palette of the sketches in /work/shared/design.
inline constexpr QColor kBackground{10, 38, 22, 255};  // panel fill, opaque: nothing beneath shows through its text
inline constexpr QColor kBorder{255, 255, 255, 40};    // panel outline, 1 px
inline constexpr QColor kText{0xf4, 0xf1, 0xe6};       // cream text on the panel
inline constexpr QColor kTextDim{0xb9, 0xc4, 0xbb};    // hints, secondary lines
inline constexpr QColor kButton{0xf5, 0xf1, 0xe6};     // cream button
inline constexpr QColor kButtonHover{0xff, 0xfc, 0xf3};
inline constexpr QColor kButtonPressed{0xdc, 0xd6, 0xc4};
inline constexpr QColor kButtonText{0x1d, 0x2a, 0x22};  // dark text on cream
inline constexpr QColor kGold{0xf5, 0xc5, 0x42};        // the selected / focused choice
inline constexpr QColor kDisabled{0x3c, 0x52, 0x45};    // a choice the rules forbid now
inline constexpr QColor kDisabledText{0x7f, 0x94, 0x88};
inline constexpr QColor kPrimary{0x2e, 0x7d, 0x32};  // the action that commits (Bid …)
inline constexpr QColor kPrimaryHover{0x38, 0x8e, 0x3c};
inline constexpr QColor kPrimaryText{0xff, 0xff, 0xff};
inline constexpr QColor kRed{0xc0, 0x39, 0x2b};  // ♥ ♦ and Coinche on cream
// #c0392b on the dark panel is too dark to read: the red suits of a label are lighter.
inline constexpr QColor kRedOnDark{0xff, 0x8a, 0x7a};
inline constexpr QColor kBlackSuit{0x14, 0x14, 0x14};  // ♠ ♣ on cream
inline constexpr qreal kPanelRadius = 10;
inline constexpr qreal kButtonRadius = 6;

bool isRedSuitSymbol(QChar c);  // ♥ ♦ (and their outline forms)

// The suits' colours in the window's text follow the cards (TableView::setDeck()): two
// colours, or four with the four-colour drawn deck (♦ blue, ♣ green). The window's thread.
void setFourColourSuits(bool on);
bool fourColourSuits();
// The colour of a suit symbol (♠ ♥ ♦ ♣, and the outline forms) in text on cream or gold
// (onDark false) or on the dark panels (true, lighter); invalid for any other character,
// and on the dark panels for a black suit (the text's own colour).
QColor suitTextColor(QChar c, bool onDark);

// The panel's rounded dark frame; call from a panel's paintEvent.
void paintPanelFrame(QPainter& p, const QRectF& rect);

// `text` as rich text for a QLabel: escaped, each suit symbol in suitTextColor() (on the
// dark panel by default, else on cream or gold).
QString richSuits(const QString& text, bool onDark = true);

// Shows `text` on `l` as richSuits() does, and gives the label the accessible name a screen
// reader says: `spoken`, or else `text` with its suits as words.
void setSuitText(QLabel* l, const QString& text, const QString& spoken = QString(), bool onDark = true);

// Sets a property a style sheet selects on (QLabel[active="true"]), and restyles the widget
// only when it changes.
void setStyleFlag(QWidget* w, const char* name, bool on);

// A child's font as a multiple of its panel's font. The panel calls applyRelativeFonts()
// from its constructor and on every QEvent::FontChange, so that the table scales the
// whole panel with one setFont().
void setRelativeFont(QWidget* w, qreal scale, bool bold = false);
void applyRelativeFonts(QWidget* panel);
QFont scaledFont(const QFont& base, qreal scale, bool bold);

// One "em" of the panel: the line height of its font. Margins and spacing are multiples
// of it, never fixed pixels.
int em(const QWidget* w);
// The margins and spacing of the panel's own layout from its font (a panel sets those of
// its inner rows itself); call where applyRelativeFonts() is called.
void applyPanelMetrics(QWidget* panel);

// The size a panel asks for: its layout's hint, at least `minWidthEm` em wide (so that a
// box with little in it does not shrink to a sliver), with the height of its word-wrapped
// lines at that width (QWidget::sizeHint alone guesses the height of wrapped labels).
QSize panelSizeHint(const QWidget* panel, qreal minWidthEm = 0);

// Gives the buttons of one row the width of the widest, so that a row of values or strains
// reads as a ruler (call again when their font changes).
void equalizeWidths(const QList<PanelButton*>& buttons);

// The letter after '&' in a button text, lower case, or a null QChar.
QChar mnemonicLetter(const QString& text);
// Whether a plain letter (no Ctrl/Alt/Meta) of `e` is the mnemonic of a visible, enabled
// PanelButton inside `panel`; returns that button or nullptr.
PanelButton* buttonForLetter(QWidget* panel, const QKeyEvent* e);
bool isEnterKey(const QKeyEvent* e);

}  // namespace rebelote::panelstyle

namespace rebelote {

// A push button in the panels' style, painted by hand so that its suit symbols keep their
// colours (a QPushButton or a style sheet paints a label in one colour) and its size
// follows its font. Focus is a gold outline; "selected" (checked) is a gold fill; the
// button Enter presses carries a dark inner outline.
class PanelButton : public QPushButton {
    Q_OBJECT

public:
    enum class Role {
        Normal,   // cream, dark text
        Choice,   // cream; gold when checked (a value or a strain of the auction)
        Primary,  // green, white text: the action that commits
        Danger,   // cream, red text: Coinche, Surcoinche
    };

    explicit PanelButton(const QString& text, Role role = Role::Normal, QWidget* parent = nullptr);

    // QAbstractButton::setText (not virtual: call it on a PanelButton), with the accessible
    // name kept in step (the suits said as words).
    void setText(const QString& text);

    Role role() const { return role_; }
    void setRole(Role role);
    // The button's font relative to the panel's (e.g. 1.4 for a big ♠).
    void setFontScale(qreal scale, bool bold = true);
    // The button Enter presses: drawn with a dark inner outline.
    void setMarkedDefault(bool on);
    bool isMarkedDefault() const { return markedDefault_; }
    // A second text drawn at the right edge (points of a declaration); the main text is
    // then left-aligned. Part of the accessible name.
    void setTrailingText(const QString& text);
    QString trailingText() const { return trailing_; }
    // Qt::AlignHCenter (default) or Qt::AlignLeft, for a list of choices that reads down.
    void setTextAlignment(Qt::Alignment a);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The size hint the button would have with another label (to reserve room for the
    // longest of the labels it takes, so that the panel does not jump as it changes).
    QSize sizeHintForText(const QString& text) const;

protected:
    void paintEvent(QPaintEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    bool event(QEvent* e) override;

private:
    QFont paintFont() const;
    void updateAccessibleName();

    Role role_;
    qreal scale_ = 1.0;
    bool bold_ = true;
    bool markedDefault_ = false;
    QString trailing_;
    Qt::Alignment align_ = Qt::AlignHCenter;
};

// A panel over the felt (the call box, the declarations, the deal summary, the game over):
// its dark frame, its metrics following its font, and the keyboard focus handed on to the
// button the keys act on when the table focuses the panel itself.
class TablePanel : public QWidget {
    Q_OBJECT

public:
    // `name` is the panel's objectName (tests and tools find it by it).
    TablePanel(const QString& name, QWidget* parent);

protected:
    // The dim line of key hints at the bottom of the panel ("Enter: pass · B: bid"),
    // objectName "keyHints"; with `wrap`, it wraps to the panel's width instead of widening it.
    QLabel* addKeyHints(QBoxLayout* layout, const QString& text, bool wrap);
    // The panel's title, objectName "title": centred, bold, `scale` times the panel's font.
    QLabel* addTitle(QBoxLayout* layout, double scale, const QString& text = {}, Qt::TextFormat format = Qt::AutoText);

    // The font changed: margins, spacing and button sizes follow it.
    virtual void updateMetrics() {}
    // Gives the focus to the button the keys act on.
    virtual void focusChoice() {}
    // The keys the panel answers now: they are taken before the window's shortcuts see
    // them (the table uses some of the same letters during the play, e.g. C to claim).
    virtual bool handlesKey(const QKeyEvent* e) const
    {
        (void)e;
        return false;
    }

    bool event(QEvent* e) override;
    void paintEvent(QPaintEvent* e) override;
    void changeEvent(QEvent* e) override;
    void showEvent(QShowEvent* e) override;
    void focusInEvent(QFocusEvent* e) override;
};

namespace panelstyle {
// Gives an ordinary QPushButton (one the table makes) the look of a PanelButton's role
// through a style sheet: one colour for the whole label, sizes from the button's font.
void styleButton(QPushButton* b, PanelButton::Role role);
}  // namespace panelstyle

}  // namespace rebelote
