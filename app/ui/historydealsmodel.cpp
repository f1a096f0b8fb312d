#include "app/ui/historydealsmodel.h"

#include "app/controller/gametext.h"
#include "app/ui/historycells.h"
#include "app/ui/historygamesmodel.h"
#include "app/ui/historystats.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>
#include <tuple>

namespace rebelote {

using namespace belote;

namespace {

// Whether the deal went well for the person: their side's contract made, the other side's
// down (a capot said by who took every trick). None for a passed deal, a litige, and an
// imported deal, whose South is not the person.
std::optional<bool> goodForYou(const DealRow& d)
{
    if (!d.gameId || !d.taker || !d.made) return std::nullopt;
    return *d.made == (teamOf(*d.taker) == Team::NS);
}

// The result in the person's words: "Made" and "Down" of their side's contract, "Made
// against you" and "They went down" of the other side's; an imported deal's as its
// contract went.
QString outcomeWords(const DealRow& d)
{
    const Outcome o = d.outcome;
    const bool capot = o == Outcome::Capot || o == Outcome::CapotAgainst;
    if (const auto good = goodForYou(d)) {
        const bool yours = teamOf(*d.taker) == Team::NS;
        if (capot) return *good ? HistoryDealsModel::tr("Capot") : HistoryDealsModel::tr("Capot against you");
        if (yours) return *good ? HistoryDealsModel::tr("Made") : HistoryDealsModel::tr("Down");
        return *good ? HistoryDealsModel::tr("They went down") : HistoryDealsModel::tr("Made against you");
    }
    switch (o) {
    case Outcome::Made: return HistoryDealsModel::tr("Made");
    case Outcome::Down: return HistoryDealsModel::tr("Down");
    case Outcome::Litige: return HistoryDealsModel::tr("Litige");
    case Outcome::Capot: return HistoryDealsModel::tr("Capot");
    case Outcome::CapotAgainst: return HistoryDealsModel::tr("Capot against");
    case Outcome::Passed: break;
    }
    return HistoryDealsModel::tr("Passed");
}

}  // namespace

void HistoryDealsModel::reset(std::vector<DealRow> deals)
{
    std::vector<Words> words;
    words.reserve(deals.size());
    for (const DealRow& d : deals) words.push_back(wordsOf(d));
    reset(std::move(deals), std::move(words));
}

void HistoryDealsModel::reset(std::vector<DealRow> deals, std::vector<Words> words)
{
    Q_ASSERT(words.size() == deals.size());
    beginResetModel();
    deals_ = std::move(deals);
    words_ = std::move(words);
    places_.clear();
    children_.clear();
    places_.reserve(qsizetype(deals_.size()));
    for (const DealRow& d : deals_) remember(d);
    endResetModel();
}

void HistoryDealsModel::remember(const DealRow& d)
{
    places_.insert(d.id, Place{d.gameId, d.number});
    if (d.parentDealId) ++children_[*d.parentDealId];
}

std::optional<qint64> HistoryDealsModel::playedOnFrom(int row) const
{
    const DealRow& d = deals_[std::size_t(row)];
    if (d.parentDealId && places_.contains(*d.parentDealId)) return d.parentDealId;
    return std::nullopt;
}

QKeySequence HistoryDealsModel::goToPlayedOnFromKey() { return QKeySequence(Qt::ALT | Qt::Key_Up); }

QString HistoryDealsModel::playedOnText(int row) const
{
    const DealRow& d = deals_[std::size_t(row)];
    const bool start = d.branchMove <= 0;
    if (!d.parentDealId) {
        // Its parent deleted (the store set it to none, the branch move stays).
        if (start) return {};
        return tr("Played on from a deleted deal after move %1").arg(d.branchMove);
    }
    const auto place = places_.constFind(*d.parentDealId);
    if (place == places_.cend())  // deleted since the rows were read
        return start ? tr("Played on from the start of a deleted deal")
                     : tr("Played on from a deleted deal after move %1").arg(d.branchMove);
    if (!place->gameId)
        return start ? tr("Played on from the start of an imported deal")
                     : tr("Played on from an imported deal after move %1").arg(d.branchMove);
    return start ? tr("Played on from the start of deal %1 of game %2").arg(place->number).arg(*place->gameId)
                 : tr("Played on from deal %1 of game %2 after move %3")
                       .arg(place->number)
                       .arg(*place->gameId)
                       .arg(d.branchMove);
}

QString HistoryDealsModel::playedOnShort(const DealRow& d) const
{
    const QString number = d.gameId ? QString::number(d.number) : QString();
    if (!d.parentDealId && d.branchMove <= 0) return number;
    const auto place = d.parentDealId ? places_.constFind(*d.parentDealId) : places_.cend();
    if (place == places_.cend()) return tr("%1 ↳ from a deleted deal").arg(number).trimmed();
    if (!place->gameId) return tr("%1 ↳ from an imported deal").arg(number).trimmed();
    return tr("%1 ↳ from #%2.%3").arg(number).arg(*place->gameId).arg(place->number).trimmed();
}

HistoryDealsModel::Words HistoryDealsModel::wordsOf(const DealRow& d)
{
    Words w;
    if (const auto c = contractOf(d)) {
        w.contract = contractText(*c, c->value == 0, false);
        // Classic: the retourne the taker picked up, as the record has it.
        if (c->value == 0 && d.retourne) w.contract = tr("%1 (retourne %2)").arg(w.contract, cardShort(*d.retourne));
    } else if (!d.contract.isEmpty()) w.contract = d.contract;  // a word this program does not read
    w.result = outcomeWords(d);
    return w;
}

int HistoryDealsModel::add(DealRow deal)
{
    // In the order reset() is given them (HistoryStore::allDeals()): by game and number, the
    // imported ones last.
    auto key = [](const DealRow& d) { return std::tuple(!d.gameId, d.gameId.value_or(0), d.number, d.id); };
    const auto at = std::upper_bound(deals_.begin(), deals_.end(), deal,
                                     [&](const DealRow& a, const DealRow& b) { return key(a) < key(b); });
    const int row = int(at - deals_.begin());
    beginInsertRows({}, row, row);
    words_.insert(words_.begin() + row, wordsOf(deal));
    remember(deal);
    deals_.insert(at, std::move(deal));
    endInsertRows();
    return row;
}

int HistoryDealsModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(deals_.size()); }

int HistoryDealsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : Columns; }

QVariant HistoryDealsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const int row = index.row(), col = index.column();
    const DealRow& d = deals_[std::size_t(row)];
    switch (role) {
    case DealIdRole: return d.id;
    case GameIdRole: return d.gameId ? *d.gameId : HistoryGamesModel::kImportedId;
    case Qt::TextAlignmentRole:
        return col == Game || col == Number || col == MarksNS || col == MarksEW
                   ? alignRight()
                   : QVariant(int(Qt::AlignLeft | Qt::AlignVCenter));
    case Qt::ForegroundRole:
    case Qt::FontRole: return look(row, col, role);
    case Qt::ToolTipRole:
        if (col == Taker && d.taker == Seat::South && d.gameId) return tr("You took this contract");
        return notes(row, role);
    case Qt::AccessibleTextRole: return col == Number ? notes(row, role) : QVariant();
    case SortRole: return sortKey(row, col);
    case Qt::DisplayRole: return displayText(row, col);
    }
    return {};
}

// The deal played on from is listed: the Deal cell is a link to it.
bool HistoryDealsModel::linked(const DealRow& d) const { return d.parentDealId && places_.contains(*d.parentDealId); }

// The colour of a result, and the link of the Deal cell.
QVariant HistoryDealsModel::look(int row, int col, int role) const
{
    const DealRow& d = deals_[std::size_t(row)];
    // Green for the person, red against them; an imported deal's result in the text's colour.
    if (const auto good = goodForYou(d); role == Qt::ForegroundRole && col == Result && good)
        return QColor(*good ? QColor(0x2e, 0x7d, 0x32) : QColor(0xb7, 0x1c, 0x1c));
    const bool link = col == Number && linked(d);
    if (link && role == Qt::ForegroundRole) return QGuiApplication::palette().color(QPalette::Link);
    if (link && role == Qt::FontRole) {
        QFont f;
        f.setUnderline(true);
        return f;
    }
    return {};
}

// What the tooltip (lines) and the Deal cell's accessible text (one sentence) say of how the
// deal was played on, from another or to others.
QVariant HistoryDealsModel::notes(int row, int role) const
{
    const DealRow& d = deals_[std::size_t(row)];
    QStringList lines;
    if (role == Qt::AccessibleTextRole) lines << (d.gameId ? tr("Deal %1.").arg(d.number) : QString());
    const QString from = playedOnText(row);
    if (!from.isEmpty()) lines << tr("%1.").arg(from);
    if (linked(d) && role == Qt::ToolTipRole)
        lines << tr("Double-click the deal number, or press %1, to go to it.")
                     .arg(goToPlayedOnFromKey().toString(QKeySequence::NativeText));
    if (const int n = playedOnCount(d.id); n > 0) lines << tr("%n deals were played on from this one.", "", n);
    lines.removeAll(QString());
    if (lines.isEmpty()) return {};
    return lines.join(role == Qt::ToolTipRole ? QLatin1Char('\n') : QLatin1Char(' '));
}

QVariant HistoryDealsModel::sortKey(int row, int col) const
{
    const DealRow& d = deals_[std::size_t(row)];
    switch (col) {
    case Game: return d.gameId ? *d.gameId * 10000 + d.number : -1 - d.id;
    case Number: return d.number;
    case Date: return d.savedAt;
    case Preset: return presetWords(d.preset);
    case Taker: return d.taker ? int(*d.taker) : -1;
    case Contract: {
        const auto c = contractOf(d);
        return c ? int(c->strain) * 1000 + c->value : -1;
    }
    case Coinche: return d.coinche;
    case Result: return words_[std::size_t(row)].result;
    case MarksNS: return d.marks[0];
    case MarksEW: return d.marks[1];
    }
    return {};
}

QVariant HistoryDealsModel::displayText(int row, int col) const
{
    const DealRow& d = deals_[std::size_t(row)];
    const Words& w = words_[std::size_t(row)];
    switch (col) {
    case Game: return d.gameId ? QVariant(*d.gameId) : QVariant(tr("Imported"));
    case Number: {
        if (d.parentDealId || d.branchMove > 0) return playedOnShort(d);
        return d.gameId ? QVariant(d.number) : QVariant();
    }
    case Date: return shortDate(d.savedAt);
    case Preset: return presetWords(d.preset);
    case Taker: {
        if (!d.taker) return QString();
        return d.gameId && *d.taker == Seat::South ? tr("%1 (you)").arg(seatWord(*d.taker)) : seatWord(*d.taker);
    }
    case Contract: return w.contract;
    case Coinche: return d.coinche >= 4 ? tr("Surcoinched") : d.coinche >= 2 ? tr("Coinched") : QString();
    case Result: return w.result;
    case MarksNS: return d.marks[0];
    case MarksEW: return d.marks[1];
    }
    return {};
}

QVariant HistoryDealsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) {
        if (section == MarksNS) return tr("Marks of North–South (you and your partner) at this deal");
        if (section == MarksEW) return tr("Marks of East–West at this deal");
        return {};
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case Game: return tr("Game");
    case Number: return tr("Deal");
    case Date: return tr("Played");
    case Preset: return tr("Rules");
    case Taker: return tr("Taker");
    case Contract: return tr("Contract");
    case Coinche: return tr("Coinche");
    case Result: return tr("Result");
    case MarksNS: return tr("N–S marks");
    case MarksEW: return tr("E–W marks");
    }
    return {};
}

}  // namespace rebelote
