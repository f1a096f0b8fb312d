#include "app/ui/readability.h"

#include <QLabel>

#include <algorithm>
#include <cmath>

namespace rebelote {

namespace {

double channel(double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }

double luminance(const QColor& c)
{
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

QColor blend(const QColor& from, const QColor& to, double t)
{
    return QColor::fromRgbF(float(from.redF() + (to.redF() - from.redF()) * t),
                            float(from.greenF() + (to.greenF() - from.greenF()) * t),
                            float(from.blueF() + (to.blueF() - from.blueF()) * t));
}

}  // namespace

double contrastRatio(const QColor& a, const QColor& b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor secondaryTextColor(const QPalette& palette)
{
    const QColor text = palette.color(QPalette::Active, QPalette::WindowText);
    const QColor back = palette.color(QPalette::Active, QPalette::Window);
    // From a third of the way toward the background back to the text itself, which is the
    // palette's own choice of a readable colour.
    for (double t = 1.0 / 3; t > 0; t -= 1.0 / 30) {
        const QColor c = blend(text, back, t);
        if (contrastRatio(c, back) >= kReadableContrast) return c;
    }
    return text;
}

void makeDescription(QLabel* label)
{
    label->setEnabled(true);
    label->setWordWrap(true);
    QPalette p = label->palette();
    const QColor c = secondaryTextColor(p);
    for (QPalette::ColorGroup g : {QPalette::Active, QPalette::Inactive}) p.setColor(g, QPalette::WindowText, c);
    label->setPalette(p);
}

}  // namespace rebelote
