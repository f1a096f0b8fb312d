// The score sheet of the game: one row a deal (dealer, contract and taker, coinche, the
// points of each side, the marks, litige points held, the running totals), as a club
// player keeps it on paper. Classic: the contract says the retourne the taker picked up,
// and there is no Coinche column (no contract is coinched there).
#pragma once

#include "app/controller/scorerow.h"
#include "engine/deal.h"

#include <QAbstractTableModel>
#include <array>
#include <optional>
#include <vector>

namespace rebelote {

class ScoreSheetModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Number,
        Dealer,
        Contract,
        Taker,
        Coinche,
        PointsNS,
        PointsEW,
        MarksNS,
        MarksEW,
        Held,
        TotalNS,
        TotalEW,
        Columns
    };

    using Row = ScoreRow;

    using QAbstractTableModel::QAbstractTableModel;

    // A new game: no row, these names; `coinche`: the rules have coinche and surcoinche (a
    // Coinche column).
    void clear(const std::array<QString, 4>& names, bool coinche);
    // The same rows under new names (dealer and taker columns).
    void setNames(const std::array<QString, 4>& names);
    void addRow(const Row& row);
    const std::vector<Row>& rows() const { return rows_; }
    // Where a column is in the model now (-1: not shown under these rules).
    int section(Column c) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Column columnAt(int section) const;

    std::vector<Row> rows_;
    bool coinche_ = true;
    std::array<QString, 4> names_;
};

}  // namespace rebelote
