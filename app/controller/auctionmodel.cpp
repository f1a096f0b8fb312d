#include "app/controller/auctionmodel.h"

#include "app/controller/gametext.h"

namespace rebelote {

using namespace belote;

void AuctionModel::reset(Seat dealer, std::optional<Card> retourne, const std::array<QString, 4>& names)
{
    beginResetModel();
    first_ = nextSeat(dealer);
    retourne_ = retourne;
    retourneSuit_ = retourne ? std::optional<Suit>(suitOf(*retourne)) : std::nullopt;
    names_ = names;
    calls_.clear();
    rows_ = 0;
    endResetModel();
    emit headerDataChanged(Qt::Horizontal, 0, 3);
}

void AuctionModel::setNames(const std::array<QString, 4>& names)
{
    names_ = names;
    emit headerDataChanged(Qt::Horizontal, 0, 3);
    if (rows_ > 0) emit dataChanged(index(0, 0), index(rows_ - 1, 3));
}

void AuctionModel::addCall(Seat seat, Call call, bool outOfTurn, const QString& meaning)
{
    int row = rows_ == 0 ? 0 : rows_ - 1;
    if (!calls_.empty()) {
        const Entry& last = calls_.back();
        if (columnOf(seat) <= columnOf(last.seat)) row = last.row + 1;
        else row = last.row;
    }
    if (row >= rows_) {
        beginInsertRows({}, rows_, row);
        rows_ = row + 1;
        calls_.push_back({row, seat, call, outOfTurn, meaning});
        endInsertRows();
    } else {
        calls_.push_back({row, seat, call, outOfTurn, meaning});
        const QModelIndex i = index(row, columnOf(seat));
        emit dataChanged(i, i);
    }
}

const AuctionModel::Entry* AuctionModel::at(int row, int column) const
{
    for (const Entry& e : calls_)
        if (e.row == row && columnOf(e.seat) == column) return &e;
    return nullptr;
}

int AuctionModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : rows_; }

int AuctionModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : 4; }

QVariant AuctionModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid()) return {};
    const Entry* e = at(index.row(), index.column());
    if (!e) return {};
    switch (role) {
    case Qt::DisplayRole: {
        QString text = callText(e->call, retourneSuit_);
        // The taker picks up the retourne, whichever trump it names.
        if (e->call.kind == Call::Kind::Take && retourne_)
            text = tr("%1 (retourne %2)").arg(text, cardShort(*retourne_));
        return e->outOfTurn ? tr("%1 (out of turn)").arg(text) : text;
    }
    case Qt::ToolTipRole:
        return tr("%1: %2").arg(names_[int(e->seat)],
                                e->meaning.isEmpty() ? callText(e->call, retourneSuit_) : e->meaning);
    case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
    default: return {};
    }
}

QVariant AuctionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Horizontal && section >= 0 && section < 4) return names_[int(seatAt(section))];
    if (orientation == Qt::Vertical) return section + 1;
    return {};
}

}  // namespace rebelote
