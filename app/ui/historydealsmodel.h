// The History window's deals list (historywindow.h): its model.
#pragma once

#include "app/history/historystore.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QKeySequence>

#include <optional>
#include <vector>

namespace rebelote {

// Every deal of the history: the games' and the imported ones, their columns only
// (DealRow::record empty: HistoryStore::deal() has it).
class HistoryDealsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Game, Number, Date, Preset, Taker, Contract, Coinche, Result, MarksNS, MarksEW, Columns };

    // The words a row shows of its contract and result, drawn once (wordsOf() is reentrant:
    // the rows read off the window's thread come with theirs).
    struct Words {
        QString contract, result;
    };
    static Words wordsOf(const DealRow& deal);

    explicit HistoryDealsModel(QObject* parent = nullptr) : QAbstractTableModel(parent) {}
    void reset(std::vector<DealRow> deals);
    // `words`: wordsOf() of each deal, in order.
    void reset(std::vector<DealRow> deals, std::vector<Words> words);
    // One deal more (its record left empty), at its place in reset()'s order: its row.
    int add(DealRow deal);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const DealRow& deal(int row) const { return deals_[std::size_t(row)]; }
    const std::vector<DealRow>& deals() const { return deals_; }

    // A deal played on from the replay of another (issue 31): its Deal cell says from which
    // ("1 ↳ from #12.4", the whole sentence in its tooltip and accessible text), drawn as a
    // link while that deal is in the history. The deal it was played on from, when it is:
    std::optional<qint64> playedOnFrom(int row) const;
    // "Played on from deal 4 of game 12 after move 9", "… from a deleted deal …"; empty for
    // a deal not played on. A deal whose parent was deleted keeps its branch move: one
    // played on from the very start of a deleted deal cannot be told from any other.
    QString playedOnText(int row) const;
    // How many deals of the list were played on from the deal `dealId`.
    int playedOnCount(qint64 dealId) const { return children_.value(dealId); }
    // The key that goes to the deal a deal was played on from (the window's action).
    static QKeySequence goToPlayedOnFromKey();

private:
    // Game and number of each deal, by id, and the deals played on from each.
    void remember(const DealRow& deal);
    QString playedOnShort(const DealRow& deal) const;
    // The parts of data(), by role.
    bool linked(const DealRow& deal) const;
    QVariant look(int row, int col, int role) const;
    QVariant notes(int row, int role) const;
    QVariant sortKey(int row, int col) const;
    QVariant displayText(int row, int col) const;

    std::vector<DealRow> deals_;
    std::vector<Words> words_;  // drawn once a row, when it comes
    struct Place {
        std::optional<qint64> gameId;
        int number = 0;
    };
    QHash<qint64, Place> places_;
    QHash<qint64, int> children_;
};

}  // namespace rebelote
