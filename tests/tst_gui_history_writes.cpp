// The History window's writes off its thread (issues 31 and 32): an import of a big file of
// records read on a thread of its own and written by the history's writer while the window's
// loop turns, its progress line, its Cancel; a delete made while another program holds the
// file's write lock, waiting and said, done once the lock is let go; the lists read again
// after an import by the writer while the window's loop turns, then shown with the
// selection, sort and filters kept, as a window opened afresh reads them. Offscreen.
#include "app/history/historystore.h"
#include "app/history/historywriter.h"
#include "app/ui/historystats.h"
#include "app/ui/historywindow.h"
#include "historylists.h"
#include "recordsfile.h"

#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSemaphore>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace rebelote;
using historytest::answerBox;
using historytest::rowsShown;

namespace {

// Another program: a connection of its own that holds the write lock until release().
class Locker {
public:
    explicit Locker(const QString& path)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), kName);
        db.setDatabaseName(path);
        held = db.open() && QSqlQuery(db).exec(QStringLiteral("BEGIN EXCLUSIVE"));
    }
    ~Locker()
    {
        release();
        QSqlDatabase::database(kName, false).close();
        QSqlDatabase::removeDatabase(kName);
    }
    void release()
    {
        if (held) QSqlQuery(QSqlDatabase::database(kName, false)).exec(QStringLiteral("COMMIT"));
        held = false;
    }
    bool held = false;

private:
    static inline const QString kName = QStringLiteral("other-program");
};

QList<qint64> selectedIds(QTableView* view, int role)
{
    QList<qint64> out;
    for (const QModelIndex& i : view->selectionModel()->selectedRows()) out << i.data(role).toLongLong();
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace

class TestGuiHistoryWrites : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString records_;  // a big file of records, made once
    int recordCount_ = 0;

private slots:
    void initTestCase();
    void bigImportKeepsTheWindowTurning();
    void importCancelledAddsNothing();
    void deleteWaitsForALockThenDeletes_data();
    void deleteWaitsForALockThenDeletes();
    void importWaitsForALockThenImports();
    void listsReadAfterImportOffTheWindowsThread();
    void statisticsCountedOffTheWindowsThread();
};

void TestGuiHistoryWrites::initTestCase()
{
    QVERIFY(dir_.isValid());
    // 6 MB: about 6,000 records, several seconds of reading on the window's thread before.
    records_ = dir_.filePath(QStringLiteral("big.jsonl"));
    recordCount_ = recordsfile::make(records_, 6 * 1024 * 1024, 7);
    QVERIFY(recordCount_ > 1000);
}

// The window's loop turns all through the import: a 1 ms timer of the window's thread
// fires again and again, and an event posted to it as the import starts is handled before
// the import ends; the progress line shows a count part-way. Then every record is in the
// history and in the lists, and the report says so.
void TestGuiHistoryWrites::bigImportKeepsTheWindowTurning()
{
    HistoryStore store;
    QVERIFY(store.open(dir_.filePath(QStringLiteral("import.db"))).ok);
    HistoryWindow window(&store);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    int ticks = 0;
    QTimer timer;
    timer.setInterval(1);
    connect(&timer, &QTimer::timeout, this, [&] { ++ticks; });
    bool finished = false, postedSeen = false, postedBeforeEnd = false;
    int ticksAtEnd = -1;
    bool partway = false;  // the progress line said "N of M records" with 0 < N < M
    auto* label = window.findChild<QLabel*>(QStringLiteral("historyProgressText"));
    auto* bar = window.findChild<QProgressBar*>(QStringLiteral("historyProgressBar"));
    QVERIFY(label && bar);
    connect(&timer, &QTimer::timeout, this, [&] {
        if (!finished && bar->isVisible() && bar->maximum() > 1 && bar->value() > 0 && bar->value() < bar->maximum())
            partway = true;
    });
    ImportReport report;
    connect(&window, &HistoryWindow::importFinished, this, [&](const ImportReport& r) {
        report = r;
        finished = true;
        ticksAtEnd = ticks;
        postedBeforeEnd = postedSeen;
    });
    timer.start();
    QVERIFY(window.importFiles({records_}));
    QVERIFY(window.isBusy());
    QVERIFY(!window.findChild<QPushButton*>(QStringLiteral("importButton"))->isEnabled());
    QMetaObject::invokeMethod(
        &window, [&] { postedSeen = true; }, Qt::QueuedConnection);
    QVERIFY(QTest::qWaitFor([&] { return finished; }, 300000));
    timer.stop();

    QVERIFY(postedBeforeEnd);
    QVERIFY2(ticksAtEnd >= 3, qPrintable(QString::number(ticksAtEnd)));
    QVERIFY(partway);
    QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
    QCOMPARE(report.added, recordCount_);
    QCOMPARE(report.duplicates, 0);
    QVERIFY(report.refused.isEmpty());
    QCOMPARE(int(store.importedDeals().size()), recordCount_);
    QVERIFY(rowsShown(&window));
    QCOMPARE(window.dealsModel()->rowCount(), recordCount_);
    QVERIFY(!window.isBusy());
    QVERIFY(!window.findChild<QWidget*>(QStringLiteral("historyProgress"))->isVisible());
    QCOMPARE(window.findChild<QLabel*>(QStringLiteral("historyStatus"))->text(),
             QStringLiteral("%1 deals imported.").arg(recordCount_));
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("importReport"));
    QVERIFY(box);
    QVERIFY2(box->text().contains(QStringLiteral("%1 deals added.").arg(recordCount_)), qPrintable(box->text()));
    box->close();
}

// Cancel while the records are read: nothing is added, the window says so and can import
// again.
void TestGuiHistoryWrites::importCancelledAddsNothing()
{
    HistoryStore store;
    QVERIFY(store.open(dir_.filePath(QStringLiteral("cancel.db"))).ok);
    HistoryWindow window(&store);
    window.show();
    bool finished = false;
    ImportReport report;
    connect(&window, &HistoryWindow::importFinished, this, [&](const ImportReport& r) {
        report = r;
        finished = true;
    });
    QVERIFY(window.importFiles({records_}));
    auto* cancel = window.findChild<QPushButton*>(QStringLiteral("historyCancel"));
    QVERIFY(cancel && cancel->isVisible() && cancel->isEnabled());
    cancel->click();
    QVERIFY(QTest::qWaitFor([&] { return finished; }, 300000));
    QCOMPARE(report.added, 0);
    QCOMPARE(report.error, HistoryWriter::cancelledText());
    QVERIFY(store.importedDeals().empty());
    QCOMPARE(window.dealsModel()->rowCount(), 0);
    QCOMPARE(window.findChild<QLabel*>(QStringLiteral("historyStatus"))->text(),
             QStringLiteral("Import cancelled: nothing imported."));
    QVERIFY(!window.isBusy());
    QVERIFY(window.findChild<QPushButton*>(QStringLiteral("importButton"))->isEnabled());
}

void TestGuiHistoryWrites::deleteWaitsForALockThenDeletes_data()
{
    QTest::addColumn<bool>("recorderWriter");  // the window given a writer, as the game gives it
    QTest::newRow("the window's own writer") << false;
    QTest::newRow("the game's writer") << true;
}

// Another program holds the write lock when Delete is chosen: the window's loop turns, the
// progress line says the file is locked, nothing is deleted; once the lock is let go the
// deals are deleted whole, and the lists follow.
void TestGuiHistoryWrites::deleteWaitsForALockThenDeletes()
{
    QFETCH(bool, recorderWriter);
    const QString path = dir_.filePath(QStringLiteral("delete-%1.db").arg(recorderWriter));
    HistoryStore store;
    QVERIFY(store.open(path).ok);
    const ImportReport seeded = store.importFile(QStringLiteral(REBELOTE_TEST_DATA "/coinche-deals.jsonl"));
    QVERIFY(seeded.added >= 3);
    std::unique_ptr<HistoryWriter> gameWriter;
    HistoryWindow window(&store);
    if (recorderWriter) {
        gameWriter = std::make_unique<HistoryWriter>(&store);
        window.setWriter(gameWriter.get());
    }
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(rowsShown(&window));

    // Every imported deal selected in the deals list.
    auto* deals = window.findChild<QTableView*>(QStringLiteral("dealsView"));
    QVERIFY(deals);
    deals->setFocus();
    deals->selectAll();
    QCOMPARE(deals->selectionModel()->selectedRows().size(), qsizetype(seeded.added));

    Locker other(path);
    QVERIFY(other.held);
    bool seen = false, done = false, deleted = false;
    connect(&window, &HistoryWindow::deleteFinished, this, [&](bool ok) {
        done = true;
        deleted = ok;
    });
    answerBox(QStringLiteral("deleteDealsQuestion"), QMessageBox::Yes, &seen);
    QVERIFY(window.deleteSelectedDeals());
    QVERIFY(seen);
    // Waiting, and saying why, while the loop turns.
    auto* label = window.findChild<QLabel*>(QStringLiteral("historyProgressText"));
    QVERIFY(
        QTest::qWaitFor([&] { return label->text().contains(QStringLiteral("locked by another program")); }, 60000));
    QVERIFY(window.isBusy());
    QVERIFY(!done);
    bool turned = false;
    QMetaObject::invokeMethod(
        &window, [&] { turned = true; }, Qt::QueuedConnection);
    QTRY_VERIFY(turned);
    QVERIFY(!done);
    QCOMPARE(int(store.importedDeals().size()), seeded.added);  // nothing half done

    other.release();
    QVERIFY(QTest::qWaitFor([&] { return done; }, 60000));
    QVERIFY(deleted);
    QVERIFY(store.importedDeals().empty());
    QVERIFY(rowsShown(&window));
    QCOMPARE(window.dealsModel()->rowCount(), 0);
    QCOMPARE(window.findChild<QLabel*>(QStringLiteral("historyStatus"))->text(),
             QStringLiteral("%1 deals deleted.").arg(seeded.added));
    QVERIFY(!window.isBusy());
}

// An import that finds the file locked when it comes to write waits, then adds every record.
void TestGuiHistoryWrites::importWaitsForALockThenImports()
{
    const QString path = dir_.filePath(QStringLiteral("import-locked.db"));
    HistoryStore store;
    QVERIFY(store.open(path).ok);
    HistoryWindow window(&store);
    window.show();
    Locker other(path);
    QVERIFY(other.held);
    bool finished = false;
    ImportReport report;
    connect(&window, &HistoryWindow::importFinished, this, [&](const ImportReport& r) {
        report = r;
        finished = true;
    });
    QVERIFY(window.importFiles({QStringLiteral(REBELOTE_TEST_DATA "/coinche-deals.jsonl")}));
    auto* label = window.findChild<QLabel*>(QStringLiteral("historyProgressText"));
    QVERIFY(
        QTest::qWaitFor([&] { return label->text().contains(QStringLiteral("locked by another program")); }, 60000));
    QVERIFY(!finished);
    QVERIFY(store.importedDeals().empty());
    other.release();
    QVERIFY(QTest::qWaitFor([&] { return finished; }, 60000));
    QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
    QVERIFY(report.added > 0);
    QCOMPARE(int(store.importedDeals().size()), report.added);
    QVERIFY(rowsShown(&window));
    QCOMPARE(window.dealsModel()->rowCount(), report.added);
    if (auto* box = window.findChild<QMessageBox*>(QStringLiteral("importReport"))) box->close();
}

// Once an import is written the lists are read again by the history's writer, not on the
// window's thread: held at the start of that read (the writer's hook, once the imported
// deals are in the file), the writer waits for an event posted to the window's thread, which
// is handled while the rows have not come. Then the lists hold what a window opened afresh
// reads, and the filter, the sort, the selected games and deals and the current deal are
// those chosen before; "Loading the lists…" showed meanwhile and is gone.
void TestGuiHistoryWrites::listsReadAfterImportOffTheWindowsThread()
{
    const QString path = dir_.filePath(QStringLiteral("refresh.db"));
    HistoryStore store;
    QVERIFY(store.open(path).ok);
    const ImportReport seeded = store.importFile(QStringLiteral(REBELOTE_TEST_DATA "/coinche-deals.jsonl"));
    QVERIFY(seeded.added >= 3);
    const QString more = dir_.filePath(QStringLiteral("more.jsonl"));
    const int moreRecords = recordsfile::make(more, 300 * 1024, 11);
    QVERIFY(moreRecords > 50);

    auto writer = std::make_unique<HistoryWriter>(&store);
    HistoryWindow window(&store);
    window.setWriter(writer.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(rowsShown(&window));
    QCOMPARE(window.dealsModel()->rowCount(), seeded.added);

    // Chosen before: the deals that were made, sorted by contract downwards, the imported
    // deals' entry, two deals of it, the second current.
    auto* outcome = window.findChild<QComboBox*>(QStringLiteral("outcomeFilter"));
    auto* games = window.findChild<QTableView*>(QStringLiteral("gamesView"));
    auto* deals = window.findChild<QTableView*>(QStringLiteral("dealsView"));
    auto* loading = window.findChild<QLabel*>(QStringLiteral("historyLoading"));
    QVERIFY(outcome && games && deals && loading);
    QVERIFY(!loading->isVisible());
    outcome->setCurrentIndex(outcome->findData(int(HistoryFilter::OutcomeGroup::Made)));
    deals->sortByColumn(HistoryDealsModel::Contract, Qt::DescendingOrder);
    int importedRow = -1;
    for (int r = 0; r < games->model()->rowCount(); ++r)
        if (games->model()->index(r, 0).data(GameIdRole).toLongLong() == HistoryGamesModel::kImportedId)
            importedRow = r;
    QVERIFY(importedRow >= 0);
    games->selectRow(importedRow);
    QVERIFY(deals->model()->rowCount() >= 2);
    QItemSelection chosen;
    for (int r : {0, 1})
        chosen.select(deals->model()->index(r, 0), deals->model()->index(r, HistoryDealsModel::Columns - 1));
    deals->selectionModel()->select(chosen, QItemSelectionModel::ClearAndSelect);
    deals->selectionModel()->setCurrentIndex(deals->model()->index(1, 0), QItemSelectionModel::NoUpdate);
    const QList<qint64> dealsBefore = selectedIds(deals, DealIdRole);
    const qint64 currentBefore = deals->currentIndex().data(DealIdRole).toLongLong();
    QCOMPARE(dealsBefore.size(), 2);

    // The writer held before the read that comes once the imported deals are in the file.
    QSemaphore gate;
    std::atomic_bool held{false};
    bool rowsCame = false, handled = false, handledBeforeRows = false, loadingShown = false;
    connect(&window, &HistoryWindow::rowsLoaded, this, [&] { rowsCame = true; });
    writer->setBeforeEachTry([&, seededCount = seeded.added](const QString& connection) {
        if (held) return;
        QSqlQuery q(QSqlDatabase::database(connection, false));
        if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM deals")) || !q.next() || q.value(0).toInt() <= seededCount)
            return;
        held = true;
        QMetaObject::invokeMethod(
            &window,
            [&] {
                handled = true;
                handledBeforeRows = !rowsCame;
                loadingShown = loading->isVisible();
                gate.release();
            },
            Qt::QueuedConnection);
        gate.tryAcquire(1, 60000);  // not forever, should the window's thread never turn
    });
    bool finished = false;
    ImportReport report;
    connect(&window, &HistoryWindow::importFinished, this, [&](const ImportReport& r) {
        report = r;
        finished = true;
    });
    QVERIFY(window.importFiles({more}));
    QVERIFY(QTest::qWaitFor([&] { return finished; }, 120000));
    QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
    QCOMPARE(report.added, moreRecords);
    QVERIFY(rowsShown(&window));
    writer->setBeforeEachTry({});
    QVERIFY(held);
    QVERIFY(handled);
    QVERIFY(handledBeforeRows);
    QVERIFY(loadingShown);
    QVERIFY(rowsCame);
    QVERIFY(!loading->isVisible());

    // What a window opened afresh reads.
    HistoryWindow fresh(&store);
    QVERIFY(rowsShown(&fresh));
    QCOMPARE(window.dealsModel()->rowCount(), seeded.added + moreRecords);
    QCOMPARE(historytest::modelTexts(window.gamesModel()), historytest::modelTexts(fresh.gamesModel()));
    QCOMPARE(historytest::modelTexts(window.dealsModel()), historytest::modelTexts(fresh.dealsModel()));
    for (int r = 0; r < fresh.dealsModel()->rowCount(); ++r)
        QCOMPARE(window.dealsModel()->deal(r).id, fresh.dealsModel()->deal(r).id);

    // What was chosen, kept.
    QCOMPARE(outcome->currentData().toInt(), int(HistoryFilter::OutcomeGroup::Made));
    for (int r = 0; r < deals->model()->rowCount(); ++r)
        QCOMPARE(window.dealsModel()->deal(window.dealsProxy()->mapToSource(deals->model()->index(r, 0)).row()).made,
                 std::optional<bool>(true));
    QCOMPARE(deals->horizontalHeader()->sortIndicatorSection(), int(HistoryDealsModel::Contract));
    QCOMPARE(deals->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
    QCOMPARE(selectedIds(games, GameIdRole), QList<qint64>{HistoryGamesModel::kImportedId});
    QCOMPARE(selectedIds(deals, DealIdRole), dealsBefore);
    QCOMPARE(deals->currentIndex().data(DealIdRole).toLongLong(), currentBefore);
    if (auto* box = window.findChild<QMessageBox*>(QStringLiteral("importReport"))) box->close();
}

// The Statistics tab is counted by the writer, off the window's thread: while the writer is
// held (as a long count holds it) the window's loop turns and the tab is not yet filled;
// once it goes on, the tab shows what a count on the window's thread gives.
void TestGuiHistoryWrites::statisticsCountedOffTheWindowsThread()
{
    const QString path = dir_.filePath(QStringLiteral("stats.db"));
    HistoryStore store;
    QVERIFY(store.open(path).ok);
    QVERIFY(store.importFile(QStringLiteral(REBELOTE_TEST_DATA "/coinche-deals.jsonl")).added >= 3);
    auto writer = std::make_unique<HistoryWriter>(&store);
    HistoryWindow window(&store);
    window.setWriter(writer.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(rowsShown(&window));

    QSemaphore gate;
    std::atomic_bool held{false};
    writer->setBeforeEachTry([&](const QString&) {
        if (held.exchange(true)) return;
        gate.tryAcquire(1, 60000);  // not forever, should the test never let it go
    });
    int shown = 0;
    connect(&window, &HistoryWindow::statsShown, this, [&] { ++shown; });
    auto* tabs = window.findChild<QTabWidget*>();
    QVERIFY(tabs);
    tabs->setCurrentWidget(window.statsView());  // as a click on the tab asks for it
    QVERIFY(QTest::qWaitFor([&] { return bool(held); }, 60000));
    bool turned = false;
    QMetaObject::invokeMethod(
        &window, [&] { turned = true; }, Qt::QueuedConnection);
    QTRY_VERIFY(turned);
    QCOMPARE(shown, 0);  // the writer is held: the count cannot have come
    gate.release();
    QVERIFY(QTest::qWaitFor([&] { return shown == 1; }, 60000));
    writer->setBeforeEachTry({});
    QVERIFY(window.statsView()->stats() == computeStats(store));
}

QTEST_MAIN(TestGuiHistoryWrites)
#include "tst_gui_history_writes.moc"
