// The History window's statistics (issue 18): the figures, counted by a plain function over
// the store (computeStats, checked by the tests without a chart), and the tab that draws them
// with Qt Charts.
//
// The person sits South (their side is North–South). What is counted:
// Practice games (GameSetup::practice: moves taken back) are left out, with their deals.
//   games      finished games with a winner, won or lost by North–South, by preset
//   contracts  the deals South took in the games played here (not imported deals: their
//              South is not the person), made (or capot), down (or capot against) or
//              litige, by preset and by strain
//   marks      the marks of each side at every deal played here, oldest first
//   pars       the deals played here with a par (the same cards played again by the bots,
//              the normal level in South's seat): your marks minus the bots', by preset
//   analysis   the deals played here that have a solver's analysis (store.allAnalyses()):
//              South's card decisions with a choice, how many lost marks against the best
//              card with every hand seen, and the marks they lost
//   sets       the deal sets played (docs/sets.md), oldest first: each one's score against
//              the bots, charted beside the pars
#pragma once

#include "engine/rules.h"
#include "engine/scoring.h"
#include "engine/trick.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QWidget>

#include <array>
#include <optional>
#include <vector>

class QChart;
class QComboBox;
class QGridLayout;
class QChartView;
class QLabel;
class QStackedWidget;

namespace rebelote {

class HistoryStore;
struct DealRow;
struct GameRow;

// The contract of a saved deal, from its columns (taker, "take H" / "110S" / "capotNT",
// coinche); none for a passed deal or a word this program does not read.
std::optional<belote::Contract> contractOf(const DealRow& deal);

struct HistoryStats {
    struct WonLost {
        int won = 0, lost = 0;
        bool operator==(const WonLost&) const = default;
    };
    struct Taken {
        int made = 0, down = 0, litige = 0;
        int total() const { return made + down + litige; }
        bool operator==(const Taken&) const = default;
    };
    struct DealMarks {
        QDateTime savedAt;
        std::array<int, 2> marks{};  // North–South, East–West
        bool operator==(const DealMarks&) const = default;
    };

    std::array<WonLost, 4> gamesByPreset{};               // by belote::Preset
    std::array<Taken, 4> takenByPreset{};                 // by belote::Preset
    std::array<Taken, belote::kStrains> takenByStrain{};  // by belote::Strain
    std::vector<DealMarks> marks;                         // deals played here, oldest first
    // Your result against the bots in your seat (table pars): your marks minus theirs, net
    // for North–South, for each deal played here with a par, oldest first, by preset.
    std::array<std::vector<int>, 4> parDifferences{};  // by belote::Preset
    int practiceDeals = 0;                             // deals of practice games: left out of every figure

    // A deal set played: its name (a day's set: its day), its score (SetRow::score()).
    struct SetResult {
        QString name;
        QDate day;  // a day's set
        int deals = 0, counted = 0, againstPar = 0, atOrAbovePar = 0;
        bool operator==(const SetResult&) const = default;
    };
    std::vector<SetResult> sets;  // oldest first, those with a deal counted

    int analysedDeals = 0;
    int southChoices = 0;      // South's cards played with more than one legal card
    int southCardsLosing = 0;  // of those, the ones that lost marks against the best card
    double southMarksLost = 0;

    int gamesWon() const;
    int gamesLost() const;
    Taken taken() const;
    // The deals compared with the bots, every preset, and your marks minus theirs a deal.
    int parsCompared() const;
    double parMean() const;
    bool operator==(const HistoryStats&) const = default;
};

// The figures of the whole history (one thread: the store's), read in four queries.
HistoryStats computeStats(const HistoryStore& store);
// The figures of these games, deals (their records are not read; the imported ones are left
// out) and analyses by deal id, in any order. `setDeals`: the deals played as a deal set's
// (by id), whose one-deal games are not games won or lost (the sets' chart counts them).
HistoryStats computeStats(const std::vector<GameRow>& games, std::vector<DealRow> deals,
                          const QHash<qint64, QJsonObject>& analyses,
                          const QHash<qint64, std::array<int, 2>>& pars = {}, const QSet<qint64>& setDeals = {});
// The mean of the last `window` values of `values` at each index (fewer at the start).
std::vector<double> runningMeans(const std::vector<int>& values, int window);

// The Statistics tab: five charts over HistoryStats.
class HistoryStatsView : public QWidget {
    Q_OBJECT

public:
    explicit HistoryStatsView(QWidget* parent = nullptr);
    void setStats(const HistoryStats& stats);
    const HistoryStats& stats() const { return stats_; }

private:
    QChartView* addChart(const QString& objectName);
    void setChart(QChartView* view, QChart* chart);
    // The parts of setStats().
    void showSummary(const HistoryStats& s);
    void showCountCharts(const HistoryStats& s);
    void showMarks(const HistoryStats& s);
    void showParPresets(const HistoryStats& s);
    void showAnalysis(const HistoryStats& s);

    HistoryStats stats_;
    QLabel* summary_ = nullptr;
    QChartView* games_ = nullptr;
    QChartView* takenByPreset_ = nullptr;
    QChartView* takenByStrain_ = nullptr;
    QChartView* marks_ = nullptr;
    QChartView* pars_ = nullptr;
    QComboBox* parPreset_ = nullptr;  // whose pars the chart shows
    QWidget* parPanel_ = nullptr;     // the preset's choice and the chart
    QGridLayout* grid_ = nullptr;
    void showPars();
    void showSets();  // the sets' scores, in the pars' place (the choice's last entry)
    QStackedWidget* analysisStack_ = nullptr;
    QChartView* analysis_ = nullptr;
    QLabel* noAnalysis_ = nullptr;
};

}  // namespace rebelote
