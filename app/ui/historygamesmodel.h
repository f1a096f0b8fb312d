// The History window's games list (historywindow.h): its model, and the roles of both lists'
// models.
#pragma once

#include "app/history/historystore.h"

#include <QAbstractTableModel>

#include <vector>

namespace rebelote {

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
    // The game of that id among the rows; none when it is not listed.
    const GameRow* gameById(qint64 id) const;

private:
    int pseudoRows() const { return importedDeals_ > 0 ? 2 : 1; }
    // The parts of data(): the pseudo-rows', then a game's cells by role.
    QVariant pseudoRowData(int row, int col, int role) const;
    static QString playersText(const GameRow& game);
    static QString resultText(const GameRow& game);
    static QVariant sortKey(const GameRow& game, int col);
    static QVariant displayText(const GameRow& game, int col);
    std::vector<GameRow> games_;
    int importedDeals_ = 0;
    int allDeals_ = 0;
};

}  // namespace rebelote
