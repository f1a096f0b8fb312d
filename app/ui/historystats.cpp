#include "app/ui/historystats.h"

#include "app/controller/gametext.h"
#include "app/history/historystore.h"
#include "app/ui/historycells.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGraphicsLayout>
#include <QGridLayout>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QJsonObject>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QPieSeries>
#include <QPieSlice>
#include <QSet>
#include <QSignalBlocker>
#include <QStackedBarSeries>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace rebelote {

using namespace belote;

namespace {

const QColor kGood(0x3a, 0x8d, 0x4f);   // won, made
const QColor kBad(0xc6, 0x45, 0x3c);    // lost, down
const QColor kOther(0xd9, 0xa4, 0x41);  // litige
const QColor kEW(0x4a, 0x6f, 0xb5);     // the other side's line
constexpr int kMarksShown = 100;        // the deals the marks chart shows, the last ones
constexpr int kSetsEntry = -1;          // the pars' choice: the deal sets rather than a preset

// Short names: a chart has little room.
QString presetShort(Preset p)
{
    switch (p) {
    case Preset::Classic: return HistoryStatsView::tr("Classic");
    case Preset::ClassicNoAnnonces: return HistoryStatsView::tr("Classic, no decl.");
    case Preset::Coinche: return HistoryStatsView::tr("Coinche");
    case Preset::CoincheMontpellier: return HistoryStatsView::tr("Montpellier");
    }
    return {};
}

// A value axis of whole numbers from 0 to at least `max`, with a few round ticks.
QValueAxis* countAxis(double max, const QString& title = {})
{
    auto* axis = new QValueAxis;
    const double top = std::max(1.0, max);
    double step = 1;
    for (double s : {1.0, 2.0, 5.0, 10.0, 20.0, 25.0, 50.0, 100.0, 200.0, 250.0, 500.0, 1000.0})
        if (top / s <= 6) {
            step = s;
            break;
        }
    if (top / step > 6) step = std::pow(10.0, std::ceil(std::log10(top / 6)));
    axis->setRange(0, std::ceil(top / step) * step);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    axis->setLabelFormat(QStringLiteral("%.0f"));  // "%d" is not one a localized axis reads
    if (!title.isEmpty()) axis->setTitleText(title);
    return axis;
}

QChart* newChart(const QString& title)
{
    auto* chart = new QChart;
    chart->setTitle(title);
    QFont f = chart->titleFont();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.1);
    chart->setTitleFont(f);
    chart->setMargins(QMargins(4, 4, 4, 4));
    // No frame around the chart's own: its room goes to the labels (six trumps at 1024x700).
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setAnimationOptions(QChart::NoAnimation);
    // The axes' numbers in the language spoken: "1 000" in French.
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    return chart;
}

QBarSet* barSet(const QString& label, const QColor& color, const QList<qreal>& values)
{
    auto* set = new QBarSet(label);
    set->setColor(color);
    set->setBorderColor(color.darker(120));
    set->append(values);
    return set;
}

// A chart of horizontal bars over categories (their names on the left, where they have room);
// `stacked` piles the sets up. The first category on top.
QChart* barChart(const QString& title, QStringList categories, QList<QBarSet*> sets, bool stacked)
{
    QChart* chart = newChart(title);
    QAbstractBarSeries* series = stacked ? static_cast<QAbstractBarSeries*>(new QHorizontalStackedBarSeries)
                                         : static_cast<QAbstractBarSeries*>(new QHorizontalBarSeries);
    std::reverse(categories.begin(), categories.end());
    for (QBarSet* s : sets) {
        QList<qreal> values;
        for (int i = s->count() - 1; i >= 0; --i) values << s->at(i);
        s->remove(0, s->count());
        s->append(values);
    }

    double max = 0;
    for (int i = 0; i < categories.size(); ++i) {
        double sum = 0;
        for (QBarSet* s : sets) {
            sum += s->at(i);
            if (!stacked) max = std::max(max, s->at(i));
        }
        if (stacked) max = std::max(max, sum);
    }
    series->append(sets);
    chart->addSeries(series);
    auto* names = new QBarCategoryAxis;
    names->append(categories);
    names->setGridLineVisible(false);
    chart->addAxis(names, Qt::AlignLeft);
    series->attachAxis(names);
    QValueAxis* counts = countAxis(max);
    chart->addAxis(counts, Qt::AlignBottom);
    series->attachAxis(counts);
    return chart;
}

}  // namespace

std::optional<Contract> contractOf(const DealRow& deal)
{
    if (!deal.taker || deal.contract.isEmpty()) return std::nullopt;
    Contract c;
    c.taker = *deal.taker;
    c.coinche = deal.coinche;
    QString word = deal.contract;
    if (word.startsWith(QLatin1String("take "))) {
        c.value = 0;
        word = word.mid(5);
    } else if (word.startsWith(QLatin1String("capot"))) {
        c.value = kCapotBid;
        word = word.mid(5);
    } else {
        int digits = 0;
        while (digits < word.size() && word[digits].isDigit()) ++digits;
        bool ok = false;
        c.value = word.left(digits).toInt(&ok);
        if (!ok || c.value <= 0) return std::nullopt;
        word = word.mid(digits);
    }
    const auto strain = parseStrain(word.toStdString());
    if (!strain) return std::nullopt;
    c.strain = *strain;
    return c;
}

int HistoryStats::gamesWon() const
{
    int n = 0;
    for (const WonLost& w : gamesByPreset) n += w.won;
    return n;
}

int HistoryStats::gamesLost() const
{
    int n = 0;
    for (const WonLost& w : gamesByPreset) n += w.lost;
    return n;
}

HistoryStats::Taken HistoryStats::taken() const
{
    Taken t;
    for (const Taken& p : takenByPreset) {
        t.made += p.made;
        t.down += p.down;
        t.litige += p.litige;
    }
    return t;
}

int HistoryStats::parsCompared() const
{
    std::size_t n = 0;
    for (const std::vector<int>& d : parDifferences) n += d.size();
    return int(n);
}

double HistoryStats::parMean() const
{
    double sum = 0;
    for (const std::vector<int>& d : parDifferences) sum = std::accumulate(d.begin(), d.end(), sum);
    return sum / std::max(1, parsCompared());
}

std::vector<double> runningMeans(const std::vector<int>& values, int window)
{
    std::vector<double> out;
    double sum = 0;
    for (std::size_t i = 0; i < values.size(); ++i) {
        sum += values[i];
        if (i >= std::size_t(window)) sum -= values[i - std::size_t(window)];
        out.push_back(sum / double(std::min<std::size_t>(i + 1, std::size_t(window))));
    }
    return out;
}

HistoryStats computeStats(const std::vector<GameRow>& games, std::vector<DealRow> played,
                          const QHash<qint64, QJsonObject>& analyses, const QHash<qint64, std::array<int, 2>>& pars,
                          const QSet<qint64>& setDeals)
{
    HistoryStats s;
    // A practice game (moves taken back) is left out, its deals with it.
    QSet<qint64> practice;
    for (const GameRow& g : games)
        if (g.practice) practice.insert(g.id);
    s.practiceDeals = int(std::count_if(played.begin(), played.end(),
                                        [&](const DealRow& d) { return d.gameId && practice.contains(*d.gameId); }));
    // A set's deal is a game of one deal: a result against the bots' par, not a game won.
    QSet<qint64> setGames;
    for (const DealRow& d : played)
        if (d.gameId && setDeals.contains(d.id)) setGames.insert(*d.gameId);
    for (const GameRow& g : games) {
        const auto preset = presetOf(g.preset);
        if (!preset || g.practice || g.status != GameStatus::Finished || !g.winner || setGames.contains(g.id)) continue;
        HistoryStats::WonLost& w = s.gamesByPreset[std::size_t(*preset)];
        (*g.winner == Team::NS ? w.won : w.lost) += 1;
    }
    // The deals of games played here (not the imported ones), in the order they were played.
    std::erase_if(played, [&](const DealRow& d) { return !d.gameId || practice.contains(*d.gameId); });
    std::stable_sort(played.begin(), played.end(), [](const DealRow& a, const DealRow& b) {
        return a.savedAt != b.savedAt ? a.savedAt < b.savedAt : a.id < b.id;
    });
    for (const DealRow& d : played) {
        s.marks.push_back({d.savedAt, d.marks});
        if (const auto par = pars.constFind(d.id); par != pars.cend())
            if (const auto preset = presetOf(d.preset))
                s.parDifferences[std::size_t(*preset)].push_back((*par)[0] - (*par)[1]);
        if (d.taker == Seat::South) {
            const auto preset = presetOf(d.preset);
            const auto contract = contractOf(d);
            auto count = [&d](HistoryStats::Taken& t) {
                if (!d.made) ++t.litige;
                else if (*d.made) ++t.made;
                else ++t.down;
            };
            if (preset) count(s.takenByPreset[std::size_t(*preset)]);
            if (contract) count(s.takenByStrain[std::size_t(contract->strain)]);
        }
        const auto analysis = analyses.constFind(d.id);
        if (analysis == analyses.cend()) continue;
        const QJsonObject summary = analysis->value(QStringLiteral("summary")).toObject();
        const QString south = QStringLiteral("S");
        ++s.analysedDeals;
        s.southChoices += summary.value(QStringLiteral("choices")).toObject().value(south).toInt();
        s.southCardsLosing += summary.value(QStringLiteral("cardsLosing")).toObject().value(south).toInt();
        s.southMarksLost += summary.value(QStringLiteral("lostBySeat")).toObject().value(south).toDouble();
    }
    return s;
}

HistoryStats computeStats(const HistoryStore& store)
{
    // Every deal in one query without its record, every analysis in another: a query a game
    // and one a deal took 450 ms at 10,000 deals.
    const std::vector<SetRow> sets = store.sets();  // the latest first
    QSet<qint64> setDeals;
    for (const SetRow& row : sets)
        for (const SetDealRow& d : row.played)
            if (d.dealId) setDeals.insert(*d.dealId);
    HistoryStats s = computeStats(store.games(), store.allDeals(false), store.allAnalyses(), store.allPars(), setDeals);
    for (auto row = sets.rbegin(); row != sets.rend(); ++row) {
        const SetScore score = row->score();
        if (score.counted == 0) continue;
        s.sets.push_back({row->name, row->day, score.deals, score.counted, score.againstPar, score.atOrAbovePar});
    }
    return s;
}

// --- The tab ---------------------------------------------------------------------------------

HistoryStatsView::HistoryStatsView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("historyStats"));
    auto* layout = new QVBoxLayout(this);
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("statsSummary"));
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    layout->addWidget(summary_);

    auto* grid = new QGridLayout;
    layout->addLayout(grid, 1);
    games_ = addChart(QStringLiteral("gamesChart"));
    takenByPreset_ = addChart(QStringLiteral("takenByPresetChart"));
    takenByStrain_ = addChart(QStringLiteral("takenByStrainChart"));
    marks_ = addChart(QStringLiteral("marksChart"));
    analysisStack_ = new QStackedWidget(this);
    analysis_ = addChart(QStringLiteral("analysisChart"));
    noAnalysis_ = new QLabel(tr("No deal analysed yet — open a deal's replay to analyse it."), this);
    noAnalysis_->setObjectName(QStringLiteral("noAnalysis"));
    noAnalysis_->setAlignment(Qt::AlignCenter);
    noAnalysis_->setWordWrap(true);
    noAnalysis_->setMargin(12);
    noAnalysis_->setFrameShape(QFrame::StyledPanel);
    analysisStack_->addWidget(analysis_);
    analysisStack_->addWidget(noAnalysis_);
    grid->addWidget(games_, 0, 0);
    grid->addWidget(takenByPreset_, 0, 1);
    grid->addWidget(takenByStrain_, 0, 2);
    grid->addWidget(marks_, 1, 0, 1, 2);
    grid->addWidget(analysisStack_, 1, 2);
    // Your result against the bots, one preset at a time: beside the marks once a deal is
    // compared (showPars()).
    grid_ = grid;
    parPanel_ = new QWidget(this);
    auto* parBox = new QVBoxLayout(parPanel_);
    parBox->setContentsMargins(0, 0, 0, 0);
    parPreset_ = new QComboBox(parPanel_);
    parPreset_->setObjectName(QStringLiteral("parPreset"));
    parPreset_->setAccessibleName(tr("Game whose results against the bots are shown"));
    pars_ = addChart(QStringLiteral("parChart"));
    pars_->setParent(parPanel_);
    parBox->addWidget(parPreset_, 0, Qt::AlignLeft);
    parBox->addWidget(pars_, 1);
    parPanel_->hide();
    connect(parPreset_, &QComboBox::currentIndexChanged, this, [this] { showPars(); });
    for (int c = 0; c < 3; ++c) grid->setColumnStretch(c, 1);
    setStats({});
}

QChartView* HistoryStatsView::addChart(const QString& objectName)
{
    auto* view = new QChartView(this);
    view->setObjectName(objectName);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(240, 200);
    return view;
}

void HistoryStatsView::setChart(QChartView* view, QChart* chart)
{
    // The axes' and the legend's words a size smaller than the window's: a chart has little
    // room, and a label with no room is cut to "...".
    QFont small = chart->legend()->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    chart->legend()->setFont(small);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(small);
        QFont title = small;
        title.setBold(true);
        axis->setTitleFont(title);
    }
    QChart* old = view->chart();
    view->setChart(chart);
    delete old;
}

void HistoryStatsView::setStats(const HistoryStats& s)
{
    stats_ = s;
    showSummary(s);
    showCountCharts(s);
    showMarks(s);
    showParPresets(s);
    showAnalysis(s);
}

// The figures in a few sentences, over the charts.
void HistoryStatsView::showSummary(const HistoryStats& s)
{
    const HistoryStats::Taken taken = s.taken();
    const int games = s.gamesWon() + s.gamesLost();
    QStringList lines;
    lines << tr("Games finished: %1 — won %2, lost %3.").arg(games).arg(s.gamesWon()).arg(s.gamesLost());
    lines << tr("Contracts you took: %1 — made %2, down %3.").arg(taken.total()).arg(taken.made).arg(taken.down);
    lines << tr("Deals played: %1.").arg(s.marks.size());
    if (s.practiceDeals > 0) lines << tr("%n deals of practice games are left out.", "", s.practiceDeals);
    if (s.southChoices > 0)
        lines << tr("In the deals analysed (%1), %2 of your %3 choices of card lost marks against the best card, %4 "
                    "marks in all.")
                     .arg(s.analysedDeals)
                     .arg(s.southCardsLosing)
                     .arg(s.southChoices)
                     .arg(marksFigure(s.southMarksLost));
    // One deal's difference is whole marks; a mean of several to a tenth.
    const int compared = s.parsCompared();
    if (compared == 1)
        lines << tr("Against the bots in your seat, on the same cards: one deal compared, your marks minus theirs %1.")
                     .arg(marksFigure(s.parMean()));
    else if (compared > 1)
        lines << tr("Against the bots in your seat, on the same cards: %1 deals compared, your marks minus theirs %2 a "
                    "deal on average.")
                     .arg(compared)
                     .arg(marksFigure(s.parMean(), 1));
    summary_->setText(lines.join(QLatin1Char(' ')));
}

void HistoryStatsView::showCountCharts(const HistoryStats& s)
{
    // Games won and lost, by preset (short names: a chart has little room).
    QStringList presets;
    QList<qreal> won, lost, made, down, litige;
    for (Preset p : kAllPresets) {
        presets << presetShort(p);
        won << s.gamesByPreset[std::size_t(p)].won;
        lost << s.gamesByPreset[std::size_t(p)].lost;
        made << s.takenByPreset[std::size_t(p)].made;
        down << s.takenByPreset[std::size_t(p)].down;
        litige << s.takenByPreset[std::size_t(p)].litige;
    }
    setChart(games_, barChart(tr("Games won and lost"), presets,
                              {barSet(tr("Won"), kGood, won), barSet(tr("Lost"), kBad, lost)}, false));

    // Contracts South took, made and down, by preset and by strain.
    auto takenSets = [](const QList<qreal>& m, const QList<qreal>& d, const QList<qreal>& l) {
        QList<QBarSet*> sets{barSet(tr("Made"), kGood, m), barSet(tr("Down"), kBad, d)};
        if (std::any_of(l.begin(), l.end(), [](qreal v) { return v > 0; })) sets << barSet(tr("Litige"), kOther, l);
        return sets;
    };
    setChart(takenByPreset_, barChart(tr("Contracts you took, by game"), presets, takenSets(made, down, litige), true));
    QStringList strains;
    QList<qreal> sm, sd, sl;
    for (int i = 0; i < kStrains; ++i) {
        strains << strainText(Strain(i));
        sm << s.takenByStrain[std::size_t(i)].made;
        sd << s.takenByStrain[std::size_t(i)].down;
        sl << s.takenByStrain[std::size_t(i)].litige;
    }
    setChart(takenByStrain_, barChart(tr("Contracts you took, by trump"), strains, takenSets(sm, sd, sl), true));
}

// Each deal's marks for each side, the last kMarksShown deals played (a line of thousands
// of deals shows nothing of one).
void HistoryStatsView::showMarks(const HistoryStats& s)
{
    const std::size_t shown = std::min(s.marks.size(), std::size_t(kMarksShown));
    const std::size_t first = s.marks.size() - shown;
    QChart* chart =
        newChart(shown < s.marks.size() ? tr("Marks per deal, the last %1 deals").arg(shown) : tr("Marks per deal"));
    auto* ns = new QLineSeries;
    ns->setName(tr("North–South (you)"));
    auto* ew = new QLineSeries;
    ew->setName(tr("East–West"));
    double top = 0;
    for (std::size_t i = first; i < s.marks.size(); ++i) {
        const std::array<int, 2>& m = s.marks[i].marks;
        ns->append(double(i + 1), m[0]);
        ew->append(double(i + 1), m[1]);
        top = std::max({top, double(m[0]), double(m[1])});
    }
    QPen pen(kGood);
    pen.setWidthF(2.5);
    ns->setPen(pen);
    pen.setColor(kEW);
    ew->setPen(pen);
    // With few deals a line alone shows nothing (one deal) or hides where the deals are.
    ns->setPointsVisible(shown <= 30);
    ew->setPointsVisible(shown <= 30);
    chart->addSeries(ns);
    chart->addSeries(ew);
    QValueAxis* x = countAxis(double(std::max<std::size_t>(shown, 2)), tr("Deals played, oldest first"));
    x->setRange(double(first) + 1, double(first) + x->max());
    x->setTickAnchor(double(first) + 1);
    chart->addAxis(x, Qt::AlignBottom);
    QValueAxis* y = countAxis(top, tr("Marks"));
    chart->addAxis(y, Qt::AlignLeft);
    for (QLineSeries* l : {ns, ew}) {
        l->attachAxis(x);
        l->attachAxis(y);
    }
    setChart(marks_, chart);
}

// Your result against the bots: the presets with pars, the one shown kept if it still has.
void HistoryStatsView::showParPresets(const HistoryStats& s)
{
    const QVariant shown = parPreset_->currentData();
    const QSignalBlocker block(parPreset_);
    parPreset_->clear();
    std::size_t most = 0;
    int mostIndex = 0;
    for (Preset p : kAllPresets) {
        const std::size_t n = s.parDifferences[std::size_t(p)].size();
        if (n == 0) continue;
        if (n > most) {
            most = n;
            mostIndex = parPreset_->count();
        }
        parPreset_->addItem(tr("%1 (%n deals)", "", n).arg(presetShort(p)), int(p));
    }
    if (!s.sets.empty()) parPreset_->addItem(tr("Deal sets (%n)", "", int(s.sets.size())), kSetsEntry);
    const int keep = parPreset_->findData(shown);
    parPreset_->setCurrentIndex(keep >= 0 ? keep : mostIndex);
    parPreset_->setVisible(parPreset_->count() > 1);
    showPars();
}

// South's cards against the solver, in the deals analysed.
void HistoryStatsView::showAnalysis(const HistoryStats& s)
{
    if (s.analysedDeals == 0 || s.southChoices == 0) {
        analysisStack_->setCurrentWidget(noAnalysis_);
        if (s.analysedDeals > 0)
            noAnalysis_->setText(
                tr("In the deals analysed (%1), you never had a choice of card.").arg(s.analysedDeals));
        else noAnalysis_->setText(tr("No deal analysed yet — open a deal's replay to analyse it."));
        setChart(analysis_, newChart({}));
    } else {
        analysisStack_->setCurrentWidget(analysis_);
        QChart* chart = newChart(tr("Your cards against the solver"));
        auto* pie = new QPieSeries;
        const int best = s.southChoices - s.southCardsLosing;
        QPieSlice* good = pie->append(tr("Best card: %1").arg(best), best);
        QPieSlice* bad = pie->append(tr("Lost marks: %1").arg(s.southCardsLosing), s.southCardsLosing);
        good->setColor(kGood);
        bad->setColor(kBad);
        bad->setExploded(true);
        pie->setPieSize(0.6);
        chart->addSeries(pie);
        chart->legend()->setAlignment(Qt::AlignBottom);
        chart->setToolTip(tr("Deals analysed: %1. %2 of your %3 choices of card lost %4 marks in all.")
                              .arg(s.analysedDeals)
                              .arg(s.southCardsLosing)
                              .arg(s.southChoices)
                              .arg(marksFigure(s.southMarksLost)));
        setChart(analysis_, chart);
    }
}

// The chart of one preset's pars: each deal's difference, and its means over the last 20
// and 100 deals.
void HistoryStatsView::showPars()
{
    // No deal compared: no empty chart taking the room of the others.
    const bool any = parPreset_->count() > 0;
    if (any != parPanel_->isVisibleTo(this)) {
        grid_->removeWidget(marks_);
        grid_->removeWidget(parPanel_);
        grid_->addWidget(marks_, 1, 0, 1, any ? 1 : 2);
        if (any) grid_->addWidget(parPanel_, 1, 1);
        parPanel_->setVisible(any);
    }
    if (!any) {
        setChart(pars_, newChart({}));
        return;
    }
    if (parPreset_->currentData().toInt() == kSetsEntry) {
        showSets();
        return;
    }
    const Preset preset = Preset(parPreset_->currentData().toInt());
    const std::vector<int>& diff = stats_.parDifferences[std::size_t(preset)];
    const std::vector<double> last20 = runningMeans(diff, 20), last100 = runningMeans(diff, 100);
    QChart* chart = newChart(tr("You minus the bots: %1").arg(presetShort(preset)));
    chart->setToolTip(
        tr("Your marks minus the bots' in your seat, on the same cards: %1 a deal on average, %2 over the last 20 "
           "deals")
            .arg(marksFigure(std::accumulate(diff.begin(), diff.end(), 0.0) / double(diff.size()), 1),
                 marksFigure(last20.back(), 1)));
    auto* each = new QLineSeries;
    each->setName(tr("Each deal"));
    auto* mean20 = new QLineSeries;
    mean20->setName(tr("Last 20"));
    auto* mean100 = new QLineSeries;
    mean100->setName(tr("Last 100"));
    double low = 0, high = 0;
    for (std::size_t i = 0; i < diff.size(); ++i) {
        each->append(double(i + 1), diff[i]);
        mean20->append(double(i + 1), last20[i]);
        mean100->append(double(i + 1), last100[i]);
        low = std::min(low, double(diff[i]));
        high = std::max(high, double(diff[i]));
    }
    QPen pen(QColor(0x9a, 0xa5, 0x9e));
    pen.setWidthF(1);
    each->setPen(pen);
    each->setPointsVisible(true);
    pen.setColor(kGood);
    pen.setWidthF(2.5);
    mean20->setPen(pen);
    pen.setColor(kEW);
    mean100->setPen(pen);
    QValueAxis* x = countAxis(double(std::max<std::size_t>(diff.size(), 2)), tr("Deals compared, oldest first"));
    x->setMin(1);
    x->setTickAnchor(1);
    // Round marks on the axis: a step of 10, 20, 50… with at most two on each side of 0 (more
    // have no room at 1024x700), each written as the summary writes it ("−100").
    double step = 10;
    for (double s : {10.0, 20.0, 50.0, 100.0, 200.0, 500.0, 1000.0, 2000.0})
        if (std::max(-low, high) / s <= 2) {
            step = s;
            break;
        }
    const double reach = std::max(step, std::ceil(std::max(-low, high) / step) * step);
    auto* y = new QCategoryAxis;
    y->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    y->setRange(-reach, reach);
    y->setStartValue(-reach);
    for (double v = -reach; v <= reach + step / 2; v += step) y->append(marksFigure(v), v);
    y->setTitleText(tr("Marks"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QLineSeries* l : {each, mean20, mean100}) {
        chart->addSeries(l);
        l->attachAxis(x);
        l->attachAxis(y);
    }
    setChart(pars_, chart);
}

// Each set's score against the bots, a bar a set, oldest first: a day's set by its day.
void HistoryStatsView::showSets()
{
    const std::vector<HistoryStats::SetResult>& sets = stats_.sets;
    QChart* chart = newChart(tr("Deal sets: your score against the bots"));
    // Above the bots in green, below in red: one stacked series, each set's bar in one of them.
    QBarSet* above = barSet(tr("Against the bots"), kGood, {});
    QBarSet* below = barSet(tr("Against the bots"), kBad, {});
    QStringList names;
    double reachOf = 0;
    QStringList tips;
    for (const HistoryStats::SetResult& r : sets) {
        const QString name = r.day.isValid() ? QLocale().toString(r.day, QLocale::ShortFormat) : r.name;
        names << name;
        *above << std::max(0, r.againstPar);
        *below << std::min(0, r.againstPar);
        reachOf = std::max(reachOf, std::abs(double(r.againstPar)));
        tips << tr("%1: %2 against the bots, %3 of %4 at or above par")
                    .arg(name, marksFigure(r.againstPar))
                    .arg(r.atOrAbovePar)
                    .arg(r.counted);
    }
    auto* series = new QStackedBarSeries;
    series->append({above, below});
    chart->addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append(names);
    x->setGridLineVisible(false);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    // Round marks, 0 in the middle: a step of 10, 20, 50… two on each side.
    double step = 10;
    for (double st : {10.0, 20.0, 50.0, 100.0, 200.0, 500.0, 1000.0, 2000.0, 5000.0})
        if (reachOf / st <= 2) {
            step = st;
            break;
        }
    auto* y = new QValueAxis;
    y->setRange(-2 * step, 2 * step);
    y->setTickCount(5);
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setTitleText(tr("Marks"));
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    chart->legend()->hide();
    chart->setToolTip(tips.join(QLatin1Char('\n')));
    setChart(pars_, chart);
}

}  // namespace rebelote
