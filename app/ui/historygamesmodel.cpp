#include "app/ui/historygamesmodel.h"

#include "app/controller/gametext.h"
#include "app/ui/historycells.h"

#include <QColor>
#include <QFont>
#include <QJsonArray>

#include <algorithm>

namespace rebelote {

using namespace belote;

namespace {

// What the games list shows of a game, and filters by, is the same.
bool shownAlike(const GameRow& a, const GameRow& b)
{
    return a.id == b.id && a.preset == b.preset && a.players == b.players && a.startedAt == b.startedAt &&
           a.endedAt == b.endedAt && a.status == b.status && a.scores == b.scores && a.winner == b.winner &&
           a.deals == b.deals && a.practice == b.practice;
}

}  // namespace

void HistoryGamesModel::reset(std::vector<GameRow> games, int importedDeals, int allDeals)
{
    beginResetModel();
    games_ = std::move(games);
    importedDeals_ = importedDeals;
    allDeals_ = allDeals;
    endResetModel();
}

void HistoryGamesModel::update(std::vector<GameRow> games, int importedDeals, int allDeals)
{
    if ((importedDeals > 0) != (importedDeals_ > 0)) {  // the "Imported deals" row comes or goes
        reset(std::move(games), importedDeals, allDeals);
        return;
    }
    // Both in id order: walk them together.
    const int first = pseudoRows();
    std::size_t i = 0;
    for (GameRow& g : games) {
        while (i < games_.size() && games_[i].id < g.id) {  // deleted
            beginRemoveRows({}, first + int(i), first + int(i));
            games_.erase(games_.begin() + qsizetype(i));
            endRemoveRows();
        }
        const int row = first + int(i);
        if (i < games_.size() && games_[i].id == g.id) {
            if (!shownAlike(games_[i], g)) {
                games_[i] = std::move(g);
                emit dataChanged(index(row, 0), index(row, Columns - 1));
            }
        } else {
            beginInsertRows({}, row, row);
            games_.insert(games_.begin() + qsizetype(i), std::move(g));
            endInsertRows();
        }
        ++i;
    }
    if (i < games_.size()) {
        beginRemoveRows({}, first + int(i), first + int(games_.size()) - 1);
        games_.erase(games_.begin() + qsizetype(i), games_.end());
        endRemoveRows();
    }
    if (importedDeals != importedDeals_ || allDeals != allDeals_) {
        importedDeals_ = importedDeals;
        allDeals_ = allDeals;
        emit dataChanged(index(0, Deals), index(first - 1, Deals));
    }
}

int HistoryGamesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : pseudoRows() + int(games_.size());
}

int HistoryGamesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : Columns; }

const GameRow* HistoryGamesModel::game(int row) const
{
    const int i = row - pseudoRows();
    return i >= 0 && i < int(games_.size()) ? &games_[std::size_t(i)] : nullptr;
}

const GameRow* HistoryGamesModel::gameById(qint64 id) const
{
    const auto it = std::find_if(games_.begin(), games_.end(), [id](const GameRow& g) { return g.id == id; });
    return it != games_.end() ? &*it : nullptr;
}

qint64 HistoryGamesModel::gameId(int row) const
{
    if (row == 0) return kAllGamesId;
    if (row == 1 && importedDeals_ > 0) return kImportedId;
    const GameRow* g = game(row);
    return g ? g->id : 0;
}

QVariant HistoryGamesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const int col = index.column();
    if (role == GameIdRole) return gameId(index.row());
    const GameRow* g = game(index.row());
    if (!g) return pseudoRowData(index.row(), col, role);
    switch (role) {
    case Qt::TextAlignmentRole:
        return col == Game || col == Deals || col == Score ? alignRight()
                                                           : QVariant(int(Qt::AlignLeft | Qt::AlignVCenter));
    case Qt::FontRole:
        if (g->status == GameStatus::Playing) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::ForegroundRole:
        if (col == Result && g->status == GameStatus::Finished && g->winner)
            return QColor(g->winner == Team::NS ? QColor(0x2e, 0x7d, 0x32) : QColor(0xb7, 0x1c, 0x1c));
        return {};
    case Qt::ToolTipRole: return playersText(*g);
    case SortRole: return sortKey(*g, col);
    case Qt::DisplayRole: return displayText(*g, col);
    }
    return {};
}

// "All games" and "Imported deals", in italics over the games.
QVariant HistoryGamesModel::pseudoRowData(int row, int col, int role) const
{
    const bool all = row == 0;
    if (role == Qt::FontRole) {
        QFont f;
        f.setItalic(true);
        return f;
    }
    if (role == Qt::TextAlignmentRole && col == Deals) return alignRight();
    if (role == SortRole) return row;
    if (role == Qt::ToolTipRole)
        return all ? tr("Every deal of the history") : tr("Deals imported from files, outside any game");
    if (role != Qt::DisplayRole) return {};
    if (col == Game) return all ? tr("All games") : tr("Imported deals");
    if (col == Deals) return all ? allDeals_ : importedDeals_;
    return {};
}

// Who played, one seat a line: the tooltip of a game.
QString HistoryGamesModel::playersText(const GameRow& g)
{
    QStringList names;
    for (const QJsonValue& v : g.players) {
        const QJsonObject p = v.toObject();
        const auto seat = parseSeat(p.value(QStringLiteral("seat")).toString().toStdString());
        const QString who =
            p.value(QStringLiteral("human")).toBool() ? tr("person") : p.value(QStringLiteral("level")).toString();
        names << tr("%1: %2 (%3)")
                     .arg(seat ? seatWord(*seat) : QString(), p.value(QStringLiteral("name")).toString(), who);
    }
    return names.join(QLatin1Char('\n'));
}

QString HistoryGamesModel::resultText(const GameRow& g)
{
    QString result;
    if (g.status == GameStatus::Playing) result = tr("In progress");
    else if (g.status == GameStatus::Abandoned) result = tr("Abandoned");
    else if (g.winner) result = g.winner == Team::NS ? tr("Won") : tr("Lost");
    else result = tr("Finished");
    if (g.practice) result = tr("%1 (practice)").arg(result);
    return result;
}

QVariant HistoryGamesModel::sortKey(const GameRow& g, int col)
{
    switch (col) {
    case Game: return g.id;
    case Date: return g.startedAt;
    case Preset: return presetWords(g.preset);
    case Deals: return g.deals;
    case Score: return g.scores[0] - g.scores[1];
    case Result: return resultText(g);
    }
    return {};
}

QVariant HistoryGamesModel::displayText(const GameRow& g, int col)
{
    switch (col) {
    case Game: return g.id;
    case Date: return shortDate(g.startedAt);
    case Preset: return presetWords(g.preset);
    case Deals: return g.deals;
    case Score: return tr("%1 – %2").arg(g.scores[0]).arg(g.scores[1]);
    case Result: return resultText(g);
    }
    return {};
}

QVariant HistoryGamesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole && section == Score)
        return tr("Points of North–South (you and your partner) and of East–West");
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case Game: return tr("Game");
    case Date: return tr("Started");
    case Preset: return tr("Rules");
    case Deals: return tr("Deals");
    case Score: return tr("Score (N–S – E–W)");
    case Result: return tr("Result");
    }
    return {};
}

}  // namespace rebelote
