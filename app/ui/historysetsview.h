// The History window's Deal sets tab (docs/sets.md): the sets played, the latest first, each
// with its name (a day's set: its day), the deals played of its deals, its score against the
// bots and how many deals at or above par, and a friend's score when their file is played
// beside; below, the deals of the set chosen: your result, the bots' par, the difference and
// the friend's result. Enter or a double click on a deal asks for its replay
// (replayRequested), which offers your line, the bots' and the friend's.
//
// The rows come with the window's lists (HistoryWindow::refresh(), read off the window's
// thread by the history's writer): the tab itself never reads the store.
#pragma once

#include "app/history/historystore.h"

#include <QAbstractTableModel>
#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QTableView;

namespace rebelote {

// One set as the tab shows it: its row, and the friend's file played beside, read.
struct SetListRow {
    SetRow row;
    std::optional<belote::DealSet> friendsFile;
};

// The sets, the latest first.
class HistorySetsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Name, Played, AgainstBots, AtOrAbovePar, Friend, Columns };
    explicit HistorySetsModel(QObject* parent = nullptr) : QAbstractTableModel(parent) {}
    void reset(std::vector<SetListRow> sets);
    const SetListRow* set(int row) const;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<SetListRow> sets_;
};

// The deals of one set, each of its deals a row, played or not.
class HistorySetDealsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Deal, You, Bots, Difference, Friend, Columns };
    explicit HistorySetDealsModel(QObject* parent = nullptr) : QAbstractTableModel(parent) {}
    void reset(const SetListRow* set);
    // The deal's row in the history (its replay), if it is there.
    std::optional<qint64> dealId(int row) const;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Line {
        int number = 0;
        std::optional<SetDealRow> played;
        std::optional<int> friendResult;
    };
    std::vector<Line> lines_;
    QString friendName_;
};

class HistorySetsView : public QWidget {
    Q_OBJECT

public:
    explicit HistorySetsView(QWidget* parent = nullptr);
    // The sets read with the lists; the set chosen kept when it is still there.
    void setSets(std::vector<SetRow> sets);
    HistorySetsModel* setsModel() const { return sets_; }
    HistorySetDealsModel* dealsModel() const { return deals_; }
    QTableView* setsList() const { return setsView_; }
    QTableView* dealsList() const { return dealsView_; }

signals:
    void replayRequested(qint64 dealId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void showDeals();
    void replay(const QModelIndex& index);
    void retranslate();

    HistorySetsModel* sets_;
    HistorySetDealsModel* deals_;
    QTableView* setsView_ = nullptr;
    QTableView* dealsView_ = nullptr;
    QLabel* setsLabel_ = nullptr;
    QLabel* dealsLabel_ = nullptr;
    QLabel* none_ = nullptr;  // no set played yet
    qint64 chosen_ = 0;       // the set shown below
};

}  // namespace rebelote
