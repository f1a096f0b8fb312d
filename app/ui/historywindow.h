// The History window (issue 18): the games and their deals from the history database, with
// filters, sorting, export and import of deal records, deleting a game or deals, and the
// statistics.
//
//   Games and deals tab   the games on top ("All games" and "Imported deals" first), the deals
//                         of the games selected below; filters by preset, outcome, "contracts
//                         I took" (the person sits South) and dates; every column sorts.
//                         Enter or a double click on a deal asks for its replay
//                         (replayRequested); Delete deletes the selected game (in the games
//                         list) or the selected deals (in the deals list, also its context
//                         menu and the Delete deal… button) after asking how many; never
//                         the game in progress nor its deals. A deal played on from the
//                         replay of another says from which in its Deal cell ("1 ↳ from
//                         #12.4"), a link: a double click on it, Alt+Up or the context
//                         menu selects that deal (showDeal()).
//   Deal sets tab         historysetsview.h: the sets played and their deals, each deal's
//                         replay asked as the deals list's.
//   Statistics tab        historystats.h.
//   Ctrl+E export         the selected deals, else the selected games, else the deals listed,
//                         as DEAL-FORMAT.md records (.jsonl, or .json for one deal).
//   Ctrl+I import         records from files, each checked by the engine: how many were added,
//                         already there, and each refused one with its file and line.
//
// The models are filled once per refresh(), with the rows read off the window's thread (by the
// history's writer, after the writes queued before: an import, a delete, the game's moves),
// "Loading the lists…" said meanwhile; when a deal is saved the main window calls
// showSavedDeal(), which adds its row.
//
// The window never waits on the database (issues 31, 32): its writes (delete, import) go to
// the history's writer thread (historywriter.h), in order with the game's moves, and the
// records of an import are read and checked on a thread of their own. Meanwhile a line under
// the lists says what is under way, with a Cancel button (an import, with its progress); a
// write that finds the file locked by another program waits and says so, and is made whole
// or not at all. The lists are read again once it is done.
#pragma once

#include "app/common/backgroundjobs.h"
#include "app/history/historystore.h"
#include "app/ui/historydealsmodel.h"
#include "app/ui/historyfilter.h"
#include "app/ui/historygamesmodel.h"

#include <QPointer>
#include <QWidget>

#include <atomic>
#include <memory>
#include <vector>

class QAction;
class QHBoxLayout;
class QSplitter;
class QVBoxLayout;
class QProgressBar;
class QTimer;
class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;

namespace rebelote {

class HistorySetsView;
class HistoryStatsView;
class HistoryWriter;
struct HistoryTask;

class HistoryWindow : public QWidget {
    Q_OBJECT

public:
    // `store` is open and outlives the window.
    explicit HistoryWindow(HistoryStore* store, QWidget* parent = nullptr);
    ~HistoryWindow() override;

    // Reads the store again, off the window's thread: by the history's writer, after the
    // writes queued before it; the rows then replace the lists' in one reset, the selection,
    // sort and filters kept. rowsLoaded() says when. (A history in memory is read at once:
    // its writer works on the store itself, HistoryWriter.)
    void refresh();
    // The lists are being read (refresh()): they show the rows read last until rowsLoaded().
    bool isLoading() const { return loading_; }
    // A deal just saved (HistoryRecorder::dealSaved): its row added to the deals, its game's
    // updated or added, without reading every deal again as refresh() does.
    // (Read on the history's writer, the row added once it answers: savedDealShown().)
    void showSavedDeal(qint64 dealId);

    // What Export… writes: the selected deals, else the deals of the selected games, else
    // the deals listed; read and written on the history's writer, in order with its writes,
    // exportFinished() when done. False when it cannot start (another write under way).
    bool exportTo(const QString& path);
    // The history's session's writer (the recorder's while the game records, else the
    // session's own, read-only on a history shown read-only): every read and write of the
    // window goes through it, in order with the game's. Without one (a window made alone, as
    // the tests make it), the window makes its own on the store.
    void setWriter(HistoryWriter* writer);
    // Starts importing the files: read and checked on a thread of their own (the progress
    // line, Cancel), then added by the writer, every file in one transaction. When it is done
    // the lists are read again, the report shown (not modal) and importFinished() emitted
    // with it summed over the files. False when it cannot start (another write under way, a
    // read-only history).
    bool importFiles(const QStringList& paths);
    // Deletes the selected game after asking; false when nothing is to be deleted. The
    // delete is made by the writer; deleteFinished() says when it is done.
    bool deleteSelectedGame();
    // Deletes the selected deals after asking (how many, and which games go with their last
    // deal); as deleteSelectedGame().
    bool deleteSelectedDeals();
    // Selects the deal `dealId` in the lists and scrolls to it: its game chosen in the games
    // list unless the deals listed already hold it, the filters cleared when they hide it.
    // False when it is not in the history.
    bool showDeal(qint64 dealId);
    // The deal the current deal was played on from, shown (showDeal()): the Deal cell's link,
    // the deals list's context menu and its key. False when there is none.
    bool showPlayedOnFrom();
    // An import or a delete is under way (the progress line shows; the others wait).
    bool isBusy() const { return importJob_ != nullptr || writing_; }
    // The Cancel of the progress line: an import stops reading (nothing is added); a write
    // still waiting for the file is not made.
    void cancelWrite();

    HistoryGamesModel* gamesModel() const { return gamesModel_; }
    HistoryDealsModel* dealsModel() const { return dealsModel_; }
    HistoryGamesProxy* gamesProxy() const { return gamesProxy_; }
    HistoryDealsProxy* dealsProxy() const { return dealsProxy_; }
    HistoryStatsView* statsView() const { return stats_; }
    HistorySetsView* setsView() const { return sets_; }
    HistoryFilter filter() const;

signals:
    void replayRequested(qint64 dealId);
    void importFinished(const rebelote::ImportReport& report);
    // `deleted`: the rows are gone; false when refused, failed or cancelled (said in the window).
    void deleteFinished(bool deleted);
    // The rows of a refresh() are in the lists (the last one asked for, when several were).
    void rowsLoaded();
    // The Statistics tab shows the figures counted last (counted off the window's thread).
    void statsShown();
    // showSavedDeal()'s row is in the lists (or was already, or the deal is gone).
    void savedDealShown(qint64 dealId);
    // Export… is done: `error` empty when the file was written, else why not.
    void exportFinished(const QString& error);

protected:
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void addSavedDeal(qint64 dealId, std::optional<DealRow> deal, const std::vector<GameRow>& games);
    void buildUi();
    QHBoxLayout* buildFilters();
    QSplitter* buildLists();
    void buildButtons(QVBoxLayout* outer);
    void buildActions();
    void connectFilters();
    void connectLists();
    void retranslate();
    void applyFilters();
    void gamesSelectionChanged();
    void updateActions();
    void replayCurrent();
    void exportChosen();
    void importChosen();
    void updateStats();
    // The history changed: the statistics counted again now if shown, else when next shown.
    void historyChanged();
    // The columns of `view` widened where the cells of `row` (a row of its model) need more.
    void widenColumns(QTableView* view, const QModelIndex& row);
    std::vector<qint64> selectedGameIds(bool* all, bool* imported) const;
    std::vector<qint64> selectedDealIds() const;
    bool isPlaying(qint64 gameId) const;
    void setStatus(const QString& text);
    HistoryWriter* writer();
    void watchWriter(HistoryWriter* writer);
    // A write of the window on the writer: the progress line shows `text` until `done` runs
    // with its error (empty: done).
    void startWrite(const QString& text, std::function<QString(HistoryStore&)> work,
                    std::function<void(const QString&)> done);
    void deleteDone(const QString& error, const QString& doneText, const QString& title, const QString& failedText);
    void showProgress(const QString& text, int value, int maximum);
    void hideProgress();
    void updateImportProgress();
    void importRead();
    void importWritten(const ImportReport& report, const QString& error);
    // What the lists show, read from `store` (on the writer's thread, or this one).
    struct ListRows {
        std::vector<GameRow> games;
        std::vector<DealRow> deals;
        std::vector<HistoryDealsModel::Words> words;
        std::vector<SetRow> sets;
    };
    static QString readRows(HistoryStore& store, ListRows* rows);
    void showRows(ListRows rows);
    void setLoading(bool loading);

    struct ImportJob {
        QStringList paths;
        std::atomic_bool cancel{false};
        std::atomic_int file{0}, done{0}, total{0};
        std::vector<PreparedImport> prepared;  // the reading thread's until it ends
        ImportReport report;                   // the writer's thread's until the task is done
    };
    std::shared_ptr<ImportJob> importJob_;                // while its records are read
    BackgroundJobs* imports_ = new BackgroundJobs(this);  // reads the records of an import
    QTimer* progressTimer_ = nullptr;
    std::shared_ptr<HistoryTask> task_;       // the window's write on the writer, while it waits
    std::shared_ptr<HistoryTask> loadTask_;   // the lists' read on the writer, while it waits
    std::shared_ptr<HistoryTask> statsTask_;  // the statistics' count on the writer, while it waits
    quint64 statsSerial_ = 0;                 // the last updateStats() asked; an older count is dropped
    bool writing_ = false;
    QString progressText_;
    QPointer<HistoryWriter> writer_;
    std::unique_ptr<HistoryWriter> ownWriter_;
    HistoryStore* store_;
    HistoryGamesModel* gamesModel_;
    HistoryDealsModel* dealsModel_;
    HistoryGamesProxy* gamesProxy_;
    HistoryDealsProxy* dealsProxy_;
    bool statsDirty_ = true;
    quint64 loadSerial_ = 0;  // the last refresh() asked; an older one's rows are dropped
    bool loading_ = false;

    QTabWidget* tabs_ = nullptr;
    QWidget* listsTab_ = nullptr;
    QLabel* presetLabel_ = nullptr;
    QComboBox* preset_ = nullptr;
    QLabel* outcomeLabel_ = nullptr;
    QComboBox* outcome_ = nullptr;
    QCheckBox* mine_ = nullptr;
    QCheckBox* fromCheck_ = nullptr;
    QDateEdit* from_ = nullptr;
    QCheckBox* toCheck_ = nullptr;
    QDateEdit* to_ = nullptr;
    QPushButton* clearFilters_ = nullptr;
    QLabel* gamesLabel_ = nullptr;
    QTableView* games_ = nullptr;
    QLabel* dealsLabel_ = nullptr;
    QTableView* deals_ = nullptr;
    QPushButton* replay_ = nullptr;
    QPushButton* export_ = nullptr;
    QPushButton* import_ = nullptr;
    QPushButton* delete_ = nullptr;
    QPushButton* deleteDeals_ = nullptr;
    QPushButton* close_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* loadingLabel_ = nullptr;
    QWidget* progressRow_ = nullptr;
    QLabel* progressLabel_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QPushButton* cancel_ = nullptr;
    HistoryStatsView* stats_ = nullptr;
    HistorySetsView* sets_ = nullptr;
    QAction* exportAction_ = nullptr;
    QAction* importAction_ = nullptr;
    QAction* deleteAction_ = nullptr;
    QAction* deleteDealsAction_ = nullptr;
    QAction* playedOnFromAction_ = nullptr;
    bool linkFollowed_ = false;  // a double click followed the link: not a replay too
    QAction* closeAction_ = nullptr;
};

}  // namespace rebelote
