// Text that anyone can read: the WCAG 2 contrast between two colours, and the quieter colour
// of a description under a choice (the new game's presets, the settings' options), which
// used to be a disabled label, grey on grey at about 1.5:1, read as "not available".
#pragma once

#include <QColor>
#include <QPalette>

class QLabel;

namespace rebelote {

// The contrast ratio of WCAG 2 (1 to 21): (L1 + 0.05) / (L2 + 0.05) of the relative
// luminances, the lighter over the darker. AA asks 4.5 for text of normal size.
double contrastRatio(const QColor& a, const QColor& b);
inline constexpr double kReadableContrast = 4.5;

// The palette's text blended a third of the way toward its background, then darkened (or
// lightened, on a dark theme) until it reads at kReadableContrast or more.
QColor secondaryTextColor(const QPalette& palette);
// A description: enabled (a screen reader reads it as text, not as a control that is
// off), word-wrapped, in secondaryTextColor().
void makeDescription(QLabel* label);

}  // namespace rebelote
