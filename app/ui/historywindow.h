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
//                         the game in progress nor its deals.
//   Statistics tab        historystats.h.
//   Ctrl+E export         the selected deals, else the selected games, else the deals listed,
//                         as DEAL-FORMAT.md records (.jsonl, or .json for one deal).
//   Ctrl+I import         records from files, each checked by the engine: how many were added,
//                         already there, and each refused one with its file and line.
//
// The models read the store once per refresh(); when a deal is saved the main window calls
// showSavedDeal(), which adds its row. All on the store's thread.
#pragma once

#include "app/history/historystore.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QWidget>

#include <optional>
#include <vector>

class QAction;
class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;

namespace rebelote {

class HistoryStatsView;

// Roles of both models: the row's ids, and the value a column sorts by.
enum HistoryRole {
    SortRole = Qt::UserRole + 1,  // QDateTime, int or text
    GameIdRole,                   // qint64; the pseudo-rows: kAllGamesId, kImportedId
    DealIdRole,                   // qint64 (the deals model)
};

// The games, with two pseudo-rows first: "All games" (every deal) and "Imported deals" (the
// deals without a game, when there are some).
class HistoryGamesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Game, Date, Preset, Deals, Score, Result, Columns };
    static constexpr qint64 kAllGamesId = -1;
    static constexpr qint64 kImportedId = -2;

    explicit HistoryGamesModel(QObject* parent = nullptr) : QAbstractTableModel(parent) {}
    void reset(std::vector<GameRow> games, int importedDeals, int allDeals);
    // The games read again (in id order, as HistoryStore::games() gives them): the rows of
    // the games that changed are updated, new ones added, those gone removed, so that the
    // views keep their selection.
    void update(std::vector<GameRow> games, int importedDeals, int allDeals);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The game at `row`; none for a pseudo-row.
    const GameRow* game(int row) const;
    qint64 gameId(int row) const;

private:
    int pseudoRows() const { return importedDeals_ > 0 ? 2 : 1; }
    std::vector<GameRow> games_;
    int importedDeals_ = 0;
    int allDeals_ = 0;
};

// Every deal of the history: the games' and the imported ones, their columns only
// (DealRow::record empty: HistoryStore::deal() has it).
class HistoryDealsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Game, Number, Date, Preset, Taker, Contract, Coinche, Result, MarksNS, MarksEW, Columns };

    explicit HistoryDealsModel(QObject* parent = nullptr) : QAbstractTableModel(parent) {}
    void reset(std::vector<DealRow> deals);
    // One deal more (its record left empty), at its place in reset()'s order: its row.
    int add(DealRow deal);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const DealRow& deal(int row) const { return deals_[std::size_t(row)]; }
    const std::vector<DealRow>& deals() const { return deals_; }

private:
    struct Words {
        QString contract, result;
    };
    static Words wordsOf(const DealRow& deal);
    std::vector<DealRow> deals_;
    std::vector<Words> words_;  // drawn once a row, when it comes
};

// What the filters of the window ask; a deal is kept when it passes every one.
struct HistoryFilter {
    enum class Outcome { Any, Made, Down, Litige, Passed };
    std::optional<belote::Preset> preset;
    Outcome outcome = Outcome::Any;
    bool takenByMe = false;  // South took
    std::optional<QDate> from, to;  // local dates, both included

    bool accepts(const DealRow& deal) const;
    // A game is kept by its preset and when it was played (started to ended, or now).
    bool accepts(const GameRow& game) const;
};

// The games list's filter (preset, dates) and sort; the pseudo-rows stay first.
class HistoryGamesProxy : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit HistoryGamesProxy(QObject* parent = nullptr);
    void setFilter(const HistoryFilter& f);

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    HistoryFilter filter_;
};

// The deals list: the games chosen on the left of the master/detail, then the filters.
class HistoryDealsProxy : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit HistoryDealsProxy(QObject* parent = nullptr);
    void setFilter(const HistoryFilter& f);
    // Every deal (all = true), or those of `games` and, with `imported`, the imported ones.
    void setScope(bool all, const QSet<qint64>& games, bool imported);

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;

private:
    HistoryFilter filter_;
    bool all_ = true;
    QSet<qint64> games_;
    bool imported_ = false;
};

class HistoryWindow : public QWidget {
    Q_OBJECT

public:
    // `store` is open and outlives the window.
    explicit HistoryWindow(HistoryStore* store, QWidget* parent = nullptr);
    ~HistoryWindow() override;

    // Reads the store again (selection, sort and filters kept).
    void refresh();
    // A deal just saved (HistoryRecorder::dealSaved): its row added to the deals, its game's
    // updated or added, without reading every deal again as refresh() does.
    void showSavedDeal(qint64 dealId);

    // What Export… writes: the selected deals, else the deals of the selected games, else
    // the deals listed. False with *error when the file could not be written.
    bool exportTo(const QString& path, QString* error);
    // Imports the files, refreshes the lists and shows the report (not modal); returns it
    // summed over the files.
    ImportReport importFiles(const QStringList& paths);
    // Deletes the selected game after asking; false when nothing was deleted.
    bool deleteSelectedGame();
    // Deletes the selected deals after asking (how many, and which games go with their last
    // deal); false when nothing was deleted.
    bool deleteSelectedDeals();

    HistoryGamesModel* gamesModel() const { return gamesModel_; }
    HistoryDealsModel* dealsModel() const { return dealsModel_; }
    HistoryGamesProxy* gamesProxy() const { return gamesProxy_; }
    HistoryDealsProxy* dealsProxy() const { return dealsProxy_; }
    HistoryStatsView* statsView() const { return stats_; }
    HistoryFilter filter() const;

signals:
    void replayRequested(qint64 dealId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildUi();
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

    HistoryStore* store_;
    HistoryGamesModel* gamesModel_;
    HistoryDealsModel* dealsModel_;
    HistoryGamesProxy* gamesProxy_;
    HistoryDealsProxy* dealsProxy_;
    bool statsDirty_ = true;

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
    HistoryStatsView* stats_ = nullptr;
    QAction* exportAction_ = nullptr;
    QAction* importAction_ = nullptr;
    QAction* deleteAction_ = nullptr;
    QAction* deleteDealsAction_ = nullptr;
    QAction* closeAction_ = nullptr;
};

}  // namespace rebelote
