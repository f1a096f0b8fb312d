// The auction of the deal in progress as a table: one column a seat, from the dealer's
// right (the first to speak), one row a round of calls — as bridge players write an
// auction down. An out-of-turn coinche goes in its seat's column and the turn goes on from
// there, so the next call opens a new row when its column is already passed. Classic: a
// take says the retourne the taker picked up ("Take ♣ (retourne 8♣)"), all deal long.
#pragma once

#include "engine/deal.h"

#include <QAbstractTableModel>
#include <array>
#include <optional>
#include <vector>

namespace rebelote {

class AuctionModel : public QAbstractTableModel {
    Q_OBJECT

public:
    using QAbstractTableModel::QAbstractTableModel;

    // A new deal: no call yet, the columns start at the dealer's right; `retourne` (classic)
    // names the first round's take and stays beside the take.
    void reset(belote::Seat dealer, std::optional<belote::Card> retourne, const std::array<QString, 4>& names);
    // `meaning`: what the call says under the bidding system (the cell's tooltip).
    void addCall(belote::Seat seat, belote::Call call, bool outOfTurn, const QString& meaning = {});
    // The same calls under new names (the headers and every cell name the seat).
    void setNames(const std::array<QString, 4>& names);

    // The column of a seat, and the seat of a column.
    int columnOf(belote::Seat s) const { return (int(s) - int(first_) + 4) % 4; }
    belote::Seat seatAt(int column) const { return belote::nextSeat(first_, column); }
    int callCount() const { return int(calls_.size()); }
    std::optional<belote::Card> retourne() const { return retourne_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Entry {
        int row;
        belote::Seat seat;
        belote::Call call;
        bool outOfTurn;
        QString meaning;
    };
    const Entry* at(int row, int column) const;

    belote::Seat first_ = belote::Seat::East;
    std::optional<belote::Card> retourne_;
    std::optional<belote::Suit> retourneSuit_;
    std::array<QString, 4> names_;
    std::vector<Entry> calls_;
    int rows_ = 0;
};

}  // namespace rebelote
