#pragma once
// Quoting untrusted text (a deal record, an options string, a bot's answer) in a one-line error.

#include <QString>

namespace belote {

// `text` on one line whatever it holds, cut to `maxChars` with "…": control and other
// unprintable characters become '?'.
QString shownText(const QString& text, int maxChars = 40);

// `text` with unprintable characters replaced by '?', whole.
QString printableText(QString text);

}  // namespace belote
