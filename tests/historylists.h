// What the History window's tests compare of its lists: every cell's text, row by row, so
// that a window's lists can be checked against those of a window opened afresh.
#pragma once

#include <QAbstractItemModel>
#include <QStringList>

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

}  // namespace historytest
