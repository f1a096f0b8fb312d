// The History window's filters (historywindow.h): what they ask, and the proxies that keep
// and sort the rows of the games and deals lists.
#pragma once

#include "app/history/historystore.h"

#include <QDate>
#include <QSet>
#include <QSortFilterProxyModel>

#include <optional>

namespace rebelote {

// What the filters of the window ask; a deal is kept when it passes every one.
struct HistoryFilter {
    // The outcomes the Result filter keeps: Made is made or capot, Down down or capot
    // against (belote::Outcome is one deal's).
    enum class OutcomeGroup { Any, Made, Down, Litige, Passed };
    std::optional<belote::Preset> preset;
    OutcomeGroup outcomes = OutcomeGroup::Any;
    bool takenByMe = false;         // South took
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

}  // namespace rebelote
