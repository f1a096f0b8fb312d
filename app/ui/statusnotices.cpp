#include "app/ui/statusnotices.h"

#include <QLabel>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>

namespace rebelote {

StatusNotices::StatusNotices(QStatusBar* bar, QLabel* rules, QLabel* keys, QLabel* backlog)
    : QObject(bar), bar_(bar), rules_(rules), keys_(keys), backlog_(backlog), timer_(new QTimer(this))
{
    timer_->setSingleShot(true);
    connect(timer_, &QTimer::timeout, this, &StatusNotices::update);
    connect(bar_, &QStatusBar::messageChanged, this, &StatusNotices::layOut);
}

void StatusNotices::show(const QString& text, int ms, const QString& key)
{
    if (text.isEmpty()) return;
    auto same = std::find_if(notices_.begin(), notices_.end(),
                             [&](const Notice& n) { return n.text == text || (!key.isEmpty() && n.key == key); });
    if (same == notices_.end()) {
        notices_.push_back({text, key, ms});
    } else {
        // In its place: shown again from now when it is the one shown.
        *same = {text, key, ms};
    }
    update();
}

void StatusNotices::drop(const QString& key)
{
    notices_.erase(std::remove_if(notices_.begin(), notices_.end(), [&](const Notice& n) { return n.key == key; }),
                   notices_.end());
    update();
}

QStringList StatusNotices::waiting() const
{
    QStringList out;
    for (std::size_t i = 1; i < notices_.size(); ++i) out << notices_[i].text;
    return out;
}

void StatusNotices::update()
{
    while (!notices_.empty() && notices_.front().shown && notices_.front().until.hasExpired())
        notices_.erase(notices_.begin());
    timer_->stop();
    if (notices_.empty()) {
        bar_->clearMessage();
        return;
    }
    Notice& now = notices_.front();
    if (!now.shown) {
        now.shown = true;
        now.until = now.ms > 0 ? QDeadlineTimer(now.ms) : QDeadlineTimer(QDeadlineTimer::Forever);
    }
    if (!now.until.isForever()) timer_->start(int(std::max<qint64>(1, now.until.remainingTime())));
    if (bar_->currentMessage() != now.text) bar_->showMessage(now.text);  // its time is kept here
}

void StatusNotices::layOut(const QString& message)
{
    // Hidden explicitly, shown or not: QStatusBar hides the rules line only when it is visible.
    rules_->setVisible(message.isEmpty());
    keys_->setVisible(message.isEmpty());
    bar_->setToolTip(message);  // the whole of it, when the bar cuts it
    const int room = bar_->width() - bar_->fontMetrics().horizontalAdvance(message) - 40;
    backlog_->setMaximumWidth(message.isEmpty() ? QWIDGETSIZE_MAX : std::max(bar_->width() / 3, room));
}

}  // namespace rebelote
