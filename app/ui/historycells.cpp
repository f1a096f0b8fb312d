#include "app/ui/historycells.h"

#include "app/controller/gametext.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace rebelote {

using namespace belote;

QString shortDate(const QDateTime& utc)
{
    if (!utc.isValid()) return {};
    // The locale's short format, without the seconds some locales give it.
    QString format = QLocale().dateTimeFormat(QLocale::ShortFormat);
    format.remove(QStringLiteral(":ss"));
    return QLocale().toString(utc.toLocalTime(), format);
}

std::optional<Preset> presetOf(const QString& name) { return parsePreset(name.toStdString()); }

QString presetWords(const QString& name)
{
    const auto p = presetOf(name);
    return p ? presetTitle(*p) : name;
}

QVariant alignRight() { return int(Qt::AlignRight | Qt::AlignVCenter); }

QString marksFigure(double marks, int decimals)
{
    const QString digits = QLocale().toString(std::abs(marks), 'f', decimals);
    // What rounds to nothing has no sign: every digit a 0.
    const bool zero = std::all_of(digits.begin(), digits.end(), [](QChar c) { return !c.isDigit() || c == u'0'; });
    return marks < 0 && !zero ? QStringLiteral("\u2212") + digits : digits;
}

}  // namespace rebelote
