#include "app/ui/historysetsview.h"

#include "app/controller/gametext.h"
#include "app/controller/setsession.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QVBoxLayout>

namespace rebelote {

using namespace belote;

namespace {

QString setName(const SetRow& r)
{
    if (r.kind == SetKind::Day)
        return HistorySetsModel::tr("Today's deals, %1").arg(QLocale().toString(r.day, QLocale::LongFormat));
    return r.name;
}

QString friendName(const DealSet& f) { return f.player.isEmpty() ? HistorySetsModel::tr("Your friend") : f.player; }

// The friend's score against the pars of the person's deals, over the deals both played.
SetScore friendScore(const SetListRow& s)
{
    SetScore score;
    score.deals = s.row.deals;
    for (const SetDealRow& d : s.row.played)
        if (d.number >= 1 && d.number <= int(s.friendsFile->deals.size()))
            if (const auto net = playedNet(s.friendsFile->deals[std::size_t(d.number - 1)])) score.add(*net, d.par);
    return score;
}

QTableView* newList(QWidget* parent, const QString& name, QAbstractItemModel* model)
{
    auto* view = new QTableView(parent);
    view->setObjectName(name);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
    return view;
}

}  // namespace

// --- The sets ---------------------------------------------------------------------------

void HistorySetsModel::reset(std::vector<SetListRow> sets)
{
    beginResetModel();
    sets_ = std::move(sets);
    endResetModel();
}

const SetListRow* HistorySetsModel::set(int row) const
{
    return row >= 0 && row < int(sets_.size()) ? &sets_[std::size_t(row)] : nullptr;
}

int HistorySetsModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(sets_.size()); }
int HistorySetsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : Columns; }

QVariant HistorySetsModel::data(const QModelIndex& index, int role) const
{
    const SetListRow* s = set(index.row());
    if (!s || (role != Qt::DisplayRole && role != Qt::ToolTipRole)) return {};
    const SetScore score = s->row.score();
    switch (index.column()) {
    case Name: return setName(s->row);
    case Played: return tr("%1 of %n", "", s->row.deals).arg(s->row.played.size());
    case AgainstBots:
        if (score.counted == 0) return tr("par to come");
        return signedMarks(score.againstPar);
    case AtOrAbovePar: return tr("%1 of %n", "", score.counted).arg(score.atOrAbovePar);
    case Friend:
        if (!s->friendsFile) return QString();
        return SetSession::friendScoreText(s->friendsFile->player, friendScore(*s));
    }
    return {};
}

QVariant HistorySetsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Name: return tr("Set");
    case Played: return tr("Deals played");
    case AgainstBots: return tr("Against the bots");
    case AtOrAbovePar: return tr("At or above par");
    case Friend: return tr("Friend");
    }
    return {};
}

// --- The deals of a set -----------------------------------------------------------------------

void HistorySetDealsModel::reset(const SetListRow* set)
{
    beginResetModel();
    lines_.clear();
    friendName_.clear();
    if (set) {
        if (set->friendsFile) friendName_ = friendName(*set->friendsFile);
        for (int n = 1; n <= set->row.deals; ++n) {
            Line line;
            line.number = n;
            for (const SetDealRow& d : set->row.played)
                if (d.number == n) line.played = d;
            if (set->friendsFile && n <= int(set->friendsFile->deals.size()))
                line.friendResult = playedNet(set->friendsFile->deals[std::size_t(n - 1)]);
            lines_.push_back(std::move(line));
        }
    }
    endResetModel();
}

std::optional<qint64> HistorySetDealsModel::dealId(int row) const
{
    if (row < 0 || row >= int(lines_.size()) || !lines_[std::size_t(row)].played) return std::nullopt;
    return lines_[std::size_t(row)].played->dealId;
}

int HistorySetDealsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(lines_.size());
}
int HistorySetDealsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : Columns; }

QVariant HistorySetDealsModel::data(const QModelIndex& index, int role) const
{
    if (index.row() < 0 || index.row() >= int(lines_.size())) return {};
    const Line& l = lines_[std::size_t(index.row())];
    if (role == Qt::ToolTipRole && index.column() == Deal && l.played && !l.played->dealId)
        return tr("Its deal is no longer in the history: no replay");
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case Deal: return l.number;
    case You: return l.played ? signedMarks(l.played->result) : tr("not played");
    case Bots: return l.played && l.played->par ? signedMarks(*l.played->par) : QString();
    case Difference: return l.played && l.played->par ? signedMarks(l.played->result - *l.played->par) : QString();
    case Friend: return l.friendResult ? signedMarks(*l.friendResult) : QString();
    }
    return {};
}

QVariant HistorySetDealsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Deal: return tr("Deal");
    case You: return tr("You");
    case Bots: return tr("The bots");
    case Difference: return tr("Difference");
    case Friend: return friendName_.isEmpty() ? tr("Friend") : friendName_;
    }
    return {};
}

// --- The tab ---------------------------------------------------------------------------------

HistorySetsView::HistorySetsView(QWidget* parent)
    : QWidget(parent), sets_(new HistorySetsModel(this)), deals_(new HistorySetDealsModel(this))
{
    setObjectName(QStringLiteral("historySets"));
    auto* layout = new QVBoxLayout(this);
    none_ = new QLabel(this);
    none_->setObjectName(QStringLiteral("noSets"));
    none_->setWordWrap(true);
    layout->addWidget(none_);
    setsLabel_ = new QLabel(this);
    layout->addWidget(setsLabel_);
    setsView_ = newList(this, QStringLiteral("setsList"), sets_);
    setsLabel_->setBuddy(setsView_);
    layout->addWidget(setsView_, 1);
    dealsLabel_ = new QLabel(this);
    layout->addWidget(dealsLabel_);
    dealsView_ = newList(this, QStringLiteral("setDealsList"), deals_);
    dealsLabel_->setBuddy(dealsView_);
    layout->addWidget(dealsView_, 2);
    connect(setsView_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &HistorySetsView::showDeals);
    connect(dealsView_, &QAbstractItemView::activated, this, &HistorySetsView::replay);
    retranslate();
}

void HistorySetsView::setSets(std::vector<SetRow> rows)
{
    std::vector<SetListRow> sets;
    sets.reserve(rows.size());
    for (SetRow& r : rows) {
        SetListRow s{std::move(r), std::nullopt};
        if (!s.row.friendFile.isEmpty())
            if (Checked<DealSet> read = readDealSet(s.row.friendFile); read.value && read.value->played())
                s.friendsFile = std::move(read.value);
        sets.push_back(std::move(s));
    }
    const bool any = !sets.empty();
    sets_->reset(std::move(sets));
    int chosen = 0;
    for (int r = 0; r < sets_->rowCount(); ++r)
        if (sets_->set(r)->row.id == chosen_) chosen = r;
    if (any) setsView_->selectRow(chosen);
    showDeals();
    setsView_->resizeColumnsToContents();
    none_->setVisible(!any);
}

void HistorySetsView::showDeals()
{
    const QModelIndex current = setsView_->currentIndex();
    const SetListRow* set = current.isValid() ? sets_->set(current.row()) : nullptr;
    chosen_ = set ? set->row.id : 0;
    deals_->reset(set);
    dealsView_->resizeColumnsToContents();
    dealsLabel_->setText(set ? tr("&Deals of %1 (Enter: its replay)").arg(setName(set->row)) : tr("&Deals"));
}

void HistorySetsView::replay(const QModelIndex& index)
{
    if (const std::optional<qint64> id = deals_->dealId(index.row())) emit replayRequested(*id);
}

void HistorySetsView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}

void HistorySetsView::retranslate()
{
    none_->setText(tr("No deal set played yet: Game \u25b8 Today's deals (Ctrl+T) deals the day's set."));
    setsLabel_->setText(tr("The sets, the latest &first"));
    showDeals();
}

}  // namespace rebelote
