// The sizes of the table's labels, kept between layouts.
//
// A rich-text label lays its text out again at every size question (heightForWidth is never
// cached), and turning word wrap off and on to measure it throws its cached size away. The
// table asks the same questions at every event of the game: measured under callgrind, 94% of
// the instructions of a relayout went to QLabel::sizeHint. The answers are kept here while a
// label's text, font, style and size limits stay the same.
#pragma once

#include <QHash>
#include <QSize>
#include <QString>

#include <vector>

class QLabel;

namespace rebelote {

class LabelSizes {
public:
    // The label's size on one line (each <br> a line) when that is at most `maxWidth` wide,
    // else wrapped to that width; the label is left wrapping or not to match.
    QSize fitted(QLabel* label, int maxWidth);
    // QWidget::adjustSize(), remembered.
    void adjust(QLabel* label);

private:
    struct Answer {
        int maxWidth;  // -1: adjust()
        QSize size;
        bool wrap;
    };
    struct Entry {
        QString key;
        std::vector<Answer> answers;
    };
    // What a label's size depends on, as one string; the answers for another key are dropped.
    static QString keyOf(const QLabel* label);
    Entry& entryFor(QLabel* label);

    QHash<const QLabel*, Entry> entries_;
};

}  // namespace rebelote
