// bench_history_import: how long the History window's thread is held while it imports a big
// file of deal records (issue 31, issue 32; docs/history.md).
//
// Makes a file of --megabytes MB of records (tests/recordsfile.h; or takes --records FILE),
// opens a fresh history in a temporary folder and the History window on it (offscreen, as
// Game ▸ History shows it), then imports the file through the window as Import… does. A 1 ms
// timer on the window's thread measures how late each of its ticks comes: the worst lateness
// is the longest the window's event loop was held during the import, from importFiles() to
// the lists read again and shown (the window's rowsLoaded signal after importFinished: the
// records read on a thread of their own, written by the history's writer, the lists read
// by the writer too). Then one more refresh() alone: how long until its rows are shown, and
// the worst lateness of the timer meanwhile.
//
//   QT_QPA_PLATFORM=offscreen bench_history_import [--megabytes N] [--records FILE] [--json]
#include "app/history/historystore.h"
#include "app/ui/historywindow.h"
#include "recordsfile.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace rebelote;

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QCommandLineParser cli;
    cli.addOptions({{"megabytes", "Size of the file of records made.", "N", "50"},
                    {"records", "Import this file instead.", "FILE"},
                    {"json", "One JSON object."}});
    cli.process(app);

    QTemporaryDir dir;
    QString records = cli.value("records");
    QElapsedTimer clock;
    clock.start();
    int made = 0;
    if (records.isEmpty()) {
        records = dir.filePath(QStringLiteral("deals.jsonl"));
        made = recordsfile::make(records, qint64(cli.value("megabytes").toDouble() * 1024 * 1024));
        if (made < 0) return 2;
    }
    const qint64 madeMs = clock.elapsed();
    HistoryStore store;
    if (!store.open(dir.filePath(QStringLiteral("history.db"))).ok) return 2;
    HistoryWindow window(&store);
    window.show();
    QEventLoop loop;
    if (window.isLoading()) {
        QObject::connect(&window, &HistoryWindow::rowsLoaded, &loop, &QEventLoop::quit, Qt::SingleShotConnection);
        loop.exec();
    }
    app.processEvents();

    double worstMs = 0;
    qint64 ticks = 0;
    int over16 = 0;
    QElapsedTimer tick;
    QTimer timer;
    timer.setTimerType(Qt::PreciseTimer);
    timer.setInterval(1);
    QObject::connect(&timer, &QTimer::timeout, [&] {
        const double late = double(tick.nsecsElapsed()) / 1e6 - 1.0;
        tick.start();
        worstMs = std::max(worstMs, late);
        ++ticks;
        over16 += late > 16;
    });
    tick.start();
    timer.start();
    // The first ticks: the loop turning before the import starts.
    QTimer::singleShot(50, &loop, &QEventLoop::quit);
    loop.exec();
    clock.restart();
    tick.start();
    // The import runs off the window's thread: the loop turns until the window reports it.
    ImportReport report;
    qint64 reportMs = -1;
    const auto reported = QObject::connect(&window, &HistoryWindow::importFinished, &loop, [&](const ImportReport& r) {
        report = r;
        reportMs = clock.elapsed();
        // The lists are read again after it: the import ends when they are shown.
        if (!window.isLoading()) loop.quit();
    });
    const auto shown = QObject::connect(&window, &HistoryWindow::rowsLoaded, &loop, [&] {
        if (reportMs >= 0) loop.quit();
    });
    if (!window.importFiles({records})) return 2;
    loop.exec();
    QObject::disconnect(reported);
    QObject::disconnect(shown);
    const qint64 importMs = clock.elapsed();
    // The last tick: the one the loop gives once the import has returned.
    QTimer::singleShot(5, &loop, &QEventLoop::quit);
    loop.exec();
    const double importWorstMs = worstMs;
    const qint64 importTicks = ticks;
    const int importOver16 = over16;
    // The lists read again once more, alone: until its rows are shown, the timer still ticking.
    worstMs = 0;
    tick.start();
    clock.restart();
    window.refresh();
    const qint64 refreshCallMs = clock.elapsed();  // what refresh() itself held the thread
    if (window.isLoading()) {
        QObject::connect(&window, &HistoryWindow::rowsLoaded, &loop, &QEventLoop::quit, Qt::SingleShotConnection);
        loop.exec();
    }
    const qint64 refreshMs = clock.elapsed();
    QTimer::singleShot(5, &loop, &QEventLoop::quit);
    loop.exec();
    timer.stop();
    const double refreshWorstMs = worstMs;

    const QJsonObject out{{"bytes", QFileInfo(records).size()},
                          {"recordsMade", made},
                          {"madeMs", madeMs},
                          {"importMs", importMs},
                          {"reportMs", reportMs},
                          {"refreshMs", refreshMs},
                          {"refreshCallMs", refreshCallMs},
                          {"refreshWorstLatenessMs", refreshWorstMs},
                          {"added", report.added},
                          {"duplicates", report.duplicates},
                          {"refused", int(report.refused.size())},
                          {"error", report.error},
                          {"worstLatenessMs", importWorstMs},
                          {"ticks", importTicks},
                          {"ticksOver16ms", importOver16}};
    if (cli.isSet("json")) {
        std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    } else {
        std::printf("%lld bytes, %d records made in %lld ms\n", QFileInfo(records).size(), made, madeMs);
        std::printf(
            "import: %d added, %d duplicates, %d refused, reported in %lld ms, the lists shown at %lld ms%s%s\n",
            report.added, report.duplicates, int(report.refused.size()), reportMs, importMs,
            report.error.isEmpty() ? "" : "; error: ", qPrintable(report.error));
        std::printf("window's thread: worst lateness of a 1 ms timer %.1f ms, %lld ticks, %d later than 16 ms\n",
                    importWorstMs, importTicks, importOver16);
        std::printf(
            "the lists read again once more (refresh()): shown after %lld ms, refresh() itself %lld ms, "
            "worst lateness of the timer meanwhile %.1f ms\n",
            refreshMs, refreshCallMs, refreshWorstMs);
    }
    return report.error.isEmpty() && report.added > 0 ? 0 : 1;
}
