#include "app/timedapplication.h"

#include <QThread>

#include <cstdio>

namespace rebelote {

QElapsedTimer appClock;

bool TimedApplication::notify(QObject* receiver, QEvent* event)
{
    if (!log_ || depth_ > 0 || QThread::currentThread() != thread()) return QApplication::notify(receiver, event);
    ++depth_;
    const qint64 start = appClock.nsecsElapsed();
    const int type = event->type();  // the event may be gone after it is handled
    const QByteArray cls = receiver->metaObject()->className();
    const QString name = receiver->objectName() + QLatin1Char('/') +
                         QLatin1String(receiver->parent() ? receiver->parent()->metaObject()->className() : "-");
    const bool handled = QApplication::notify(receiver, event);
    --depth_;
    const double ms = double(appClock.nsecsElapsed() - start) / 1e6;
    if (ms > 8)
        std::fprintf(stderr, "event %d to %s(%s) %.1f ms at %.0f\n", type, cls.constData(), qPrintable(name), ms,
                     double(start) / 1e6 + double(appClock.msecsSinceReference()));
    return handled;
}

}  // namespace rebelote
