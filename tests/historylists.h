// What the History window's tests share: its lists' texts, row by row (a window's lists
// checked against those of a window opened afresh), waiting for the lists read off the
// window's thread, and answering its message boxes.
#pragma once

#include "app/ui/historywindow.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QStringList>
#include <QTest>
#include <QTimer>

namespace historytest {

inline QStringList modelTexts(const QAbstractItemModel* m)
{
    QStringList out;
    for (int r = 0; r < m->rowCount(); ++r) {
        QStringList row;
        for (int col = 0; col < m->columnCount(); ++col) row << m->index(r, col).data().toString();
        out << row.join(QLatin1Char('|'));
    }
    return out;
}

// Clicks the button `which` of the message box named `name` as soon as it shows (its text
// in *text when asked).
inline void answerBox(const QString& name, QMessageBox::StandardButton which, bool* seen, QString* text = nullptr)
{
    auto* timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [=] {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            auto* box = qobject_cast<QMessageBox*>(w);
            if (!box || box->objectName() != name || !box->isVisible()) continue;
            *seen = true;
            if (text) *text = box->text() + QLatin1Char('\n') + box->informativeText();
            box->button(which)->click();
            timer->stop();
            timer->deleteLater();
            return;
        }
    });
    timer->start();
}

// Waits until the window's lists hold the rows of its last refresh() (read off its thread).
inline bool rowsShown(rebelote::HistoryWindow* window)
{
    return QTest::qWaitFor([window] { return !window->isLoading(); }, 60000);
}

}  // namespace historytest
