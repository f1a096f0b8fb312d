#include "app/controller/scoresheetmodel.h"

#include "app/controller/gametext.h"

namespace rebelote {

using namespace belote;

void ScoreSheetModel::clear(const std::array<QString, 4>& names, bool coinche)
{
    beginResetModel();
    rows_.clear();
    names_ = names;
    coinche_ = coinche;
    endResetModel();
}

int ScoreSheetModel::section(Column c) const
{
    if (c == Coinche && !coinche_) return -1;
    return !coinche_ && c > Coinche ? int(c) - 1 : int(c);
}

// The column at a section of the model: Coinche is left out where the rules have none.
ScoreSheetModel::Column ScoreSheetModel::columnAt(int section) const
{
    return Column(!coinche_ && section >= Coinche ? section + 1 : section);
}

void ScoreSheetModel::setNames(const std::array<QString, 4>& names)
{
    names_ = names;
    if (!rows_.empty()) emit dataChanged(index(0, 0), index(int(rows_.size()) - 1, columnCount() - 1));
}

void ScoreSheetModel::addRow(const Row& row)
{
    const int n = int(rows_.size());
    beginInsertRows({}, n, n);
    rows_.push_back(row);
    endInsertRows();
}

int ScoreSheetModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(rows_.size()); }

int ScoreSheetModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : coinche_ ? Columns : Columns - 1;
}

QVariant ScoreSheetModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(rows_.size()) || index.column() >= columnCount()) return {};
    const Row& r = rows_[std::size_t(index.row())];
    const DealResult& res = r.result;
    const bool passed = res.outcome == Outcome::Passed;
    const Column column = columnAt(index.column());
    if (role == Qt::TextAlignmentRole) {
        const bool number = column >= PointsNS || column == Number;
        return int((number ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    }
    if (role == Qt::ToolTipRole && column == Contract && !passed) {
        switch (res.outcome) {
        case Outcome::Made: return tr("made");
        case Outcome::Down: return tr("down");
        case Outcome::Litige: return tr("litige: the takers' points are held for the next deal");
        case Outcome::Capot: return tr("capot: the takers took every trick");
        case Outcome::CapotAgainst: return tr("capot against the takers");
        case Outcome::Passed: break;
        }
    }
    if (role != Qt::DisplayRole) return {};
    switch (column) {
    case Number: return r.number;
    case Dealer: return names_[int(r.dealer)];
    case Contract: {
        if (passed) return tr("passed");
        QString c = contractText(*res.contract, r.classic, false);
        if (r.classic && r.retourne) c = tr("%1 (retourne %2)").arg(c, cardShort(*r.retourne));
        switch (res.outcome) {
        case Outcome::Down: return tr("%1, down").arg(c);
        case Outcome::Litige: return tr("%1, litige").arg(c);
        case Outcome::Capot: return tr("%1, capot").arg(c);
        case Outcome::CapotAgainst: return tr("%1, capot against").arg(c);
        default: return c;
        }
    }
    case Taker: return passed ? QString() : names_[int(res.contract->taker)];
    case Coinche:
        if (passed || res.contract->coinche == 1) return QString();
        return res.contract->coinche == 2 ? tr("coinched") : tr("surcoinched");
    case PointsNS: return passed ? QVariant() : QVariant(res.totals[0]);
    case PointsEW: return passed ? QVariant() : QVariant(res.totals[1]);
    case MarksNS: return r.added[0];
    case MarksEW: return r.added[1];
    case Held: return res.held ? QVariant(res.held) : QVariant();
    case TotalNS: return r.totals[0];
    case TotalEW: return r.totals[1];
    default: return {};
    }
}

QVariant ScoreSheetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical) return section + 1;
    if (section < 0 || section >= columnCount()) return {};
    switch (columnAt(section)) {
    case Number: return tr("Deal");
    case Dealer: return tr("Dealer");
    case Contract: return tr("Contract");
    case Taker: return tr("Taker");
    case Coinche: return tr("Coinche");
    case PointsNS: return tr("Points N\u2013S");
    case PointsEW: return tr("Points E\u2013W");
    case MarksNS: return tr("Marks N\u2013S");
    case MarksEW: return tr("Marks E\u2013W");
    case Held: return tr("Held");
    case TotalNS: return tr("Total N\u2013S");
    case TotalEW: return tr("Total E\u2013W");
    default: return {};
    }
}

}  // namespace rebelote
