#include "engine/text.h"

namespace belote {

QString shownText(const QString& text, int maxChars)
{
    QString out;
    for (QChar c : text) {
        if (out.size() >= maxChars) {
            out += QStringLiteral("…");
            break;
        }
        out += c.isPrint() ? c : QChar(u'?');
    }
    return out;
}

QString printableText(QString text)
{
    for (QChar& c : text)
        if (!c.isPrint()) c = u'?';
    return text;
}

}  // namespace belote
