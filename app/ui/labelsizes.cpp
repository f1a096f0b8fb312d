#include "app/ui/labelsizes.h"

#include <QLabel>
#include <QVariant>

namespace rebelote {

QString LabelSizes::keyOf(const QLabel* l)
{
    QString key = l->text();
    key += QChar(0x1f) + l->font().key() + QChar(0x1f) + l->styleSheet();
    // The flags a style sheet selects on (TableView's setStyleFlag: "active", "strong").
    for (const QByteArray& name : l->dynamicPropertyNames())
        if (!name.startsWith("_q_"))
            key += QChar(0x1f) + QString::fromLatin1(name) + QLatin1Char('=') + l->property(name).toString();
    key += QStringLiteral("\x1f%1 %2 %3 %4 %5 %6")
               .arg(l->minimumWidth())
               .arg(l->minimumHeight())
               .arg(l->maximumWidth())
               .arg(l->maximumHeight())
               .arg(l->logicalDpiY())
               .arg(int(l->textFormat()));
    return key;
}

LabelSizes::Entry& LabelSizes::entryFor(QLabel* l)
{
    Entry& e = entries_[l];
    QString key = keyOf(l);
    if (e.key != key) {
        e.key = std::move(key);
        e.answers.clear();
    }
    return e;
}

// A label measured again used to be repainted too (turning word wrap off and on does it),
// and the table came to depend on it: without it, a call bubble kept an earlier look on
// screen (tst_gui_repaint). A remembered answer repaints the label the same way; painting a
// label is cheap, laying its text out is not.
QSize LabelSizes::fitted(QLabel* l, int maxWidth)
{
    Entry& e = entryFor(l);
    for (const Answer& a : e.answers)
        if (a.maxWidth == maxWidth) {
            l->setWordWrap(a.wrap);  // a no-op when it already is
            l->update();
            return a.size;
        }
    l->setWordWrap(false);
    QSize size = l->sizeHint();
    if (size.width() > maxWidth) {
        l->setWordWrap(true);
        size = QSize(maxWidth, l->heightForWidth(maxWidth));
    }
    e.answers.push_back({maxWidth, size, l->wordWrap()});
    return size;
}

void LabelSizes::adjust(QLabel* l)
{
    Entry& e = entryFor(l);
    for (const Answer& a : e.answers)
        if (a.maxWidth == -1 && a.wrap == l->wordWrap()) {
            l->resize(a.size);
            l->update();
            return;
        }
    l->adjustSize();
    e.answers.push_back({-1, l->size(), l->wordWrap()});
}

}  // namespace rebelote
