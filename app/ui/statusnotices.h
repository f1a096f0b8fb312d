// The one owner of the status bar's messages (the history's news, the settings' warnings,
// Why? with nothing to explain): every message the window says there goes through show(),
// and only this class lays out the lines that stay beside them. QStatusBar draws a message
// itself, left of the permanent widgets, but hides the normal ones (the rules in force) only
// when they are visible: a message said before the window was shown (a second window's, at
// start) was drawn over the rules line. Here the rules line and the keys give way whenever
// a message is shown, and the history's backlog leaves it room.
//
// Messages said while another is shown wait their turn, in the order they came, each then
// shown for its own time: one never hides another, nor runs into it.
#pragma once

#include <QDeadlineTimer>
#include <QObject>
#include <QString>
#include <QStringList>

#include <vector>

class QLabel;
class QStatusBar;
class QTimer;

namespace rebelote {

class StatusNotices : public QObject {
    Q_OBJECT

public:
    // `rules` the bar's normal line, `keys` and `backlog` its permanent ones.
    StatusNotices(QStatusBar* bar, QLabel* rules, QLabel* keys, QLabel* backlog);

    // `text` shown for `ms` (0: until dropped), once those said before it have had their time.
    // With a `key`, it takes the place of the message said before with that key (at once, if
    // that one is shown). The same words again are said once.
    void show(const QString& text, int ms, const QString& key = {});
    // The message said with `key` goes, shown or waiting (nothing when it is gone already).
    void drop(const QString& key);
    // The messages waiting their turn, in order (tests).
    QStringList waiting() const;

private:
    struct Notice {
        QString text;
        QString key;
        int ms = 0;
        bool shown = false;
        QDeadlineTimer until;  // once shown
    };
    void update();
    void layOut(const QString& message);

    QStatusBar* bar_;
    QLabel* rules_;
    QLabel* keys_;
    QLabel* backlog_;
    QTimer* timer_;                // at the end of the message shown
    std::vector<Notice> notices_;  // the first one shown, the others waiting
};

}  // namespace rebelote
