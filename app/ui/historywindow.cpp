#include "app/ui/historywindow.h"

#include "app/controller/gametext.h"
#include "app/history/historywriter.h"
#include "app/ui/historycells.h"
#include "app/ui/historysetsview.h"
#include "app/ui/historystats.h"
#include "app/ui/windowplace.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace rebelote {

using namespace belote;

namespace {

int importedCount(const std::vector<DealRow>& deals)
{
    return int(std::count_if(deals.begin(), deals.end(), [](const DealRow& d) { return !d.gameId; }));
}

// A column's width for `content` pixels: a little room, and never too narrow to click.
int columnWidthFor(int content) { return std::max(content + 10, 48); }

// A list of the window: sortable rows, selected whole, read only.
void setUpListView(QTableView* v, const QString& name)
{
    v->setObjectName(name);
    v->setSortingEnabled(true);
    v->setSelectionBehavior(QAbstractItemView::SelectRows);
    v->setSelectionMode(QAbstractItemView::ExtendedSelection);
    v->setEditTriggers(QAbstractItemView::NoEditTriggers);
    v->setAlternatingRowColors(true);
    v->setTabKeyNavigation(false);  // Tab leaves the list, arrows move in it
    v->setWordWrap(false);
    v->verticalHeader()->hide();
    v->verticalHeader()->setDefaultSectionSize(v->fontMetrics().height() + 8);
    v->horizontalHeader()->setHighlightSections(false);
    v->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    v->horizontalHeader()->setStretchLastSection(false);
}

}  // namespace

HistoryWindow::HistoryWindow(HistoryStore* store, QWidget* parent)
    : QWidget(parent, Qt::Window),
      store_(store),
      gamesModel_(new HistoryGamesModel(this)),
      dealsModel_(new HistoryDealsModel(this)),
      gamesProxy_(new HistoryGamesProxy(this)),
      dealsProxy_(new HistoryDealsProxy(this))
{
    setObjectName(QStringLiteral("historyWindow"));
    gamesProxy_->setSourceModel(gamesModel_);
    dealsProxy_->setSourceModel(dealsModel_);
    buildUi();
    retranslate();
    // Read by the writer the owner gives (setWriter(), just after this), not by one of the
    // window's own: the first read is asked once the loop turns.
    setLoading(true);
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (loadSerial_ == 0) refresh();
        },
        Qt::QueuedConnection);
    // The newest game first; its deals in the order played.
    games_->sortByColumn(HistoryGamesModel::Game, Qt::DescendingOrder);
    deals_->sortByColumn(HistoryDealsModel::Game, Qt::AscendingOrder);
    games_->selectRow(0);
    windowplace::keep(this, QStringLiteral("history"), QSize(1100, 700));
}

void HistoryWindow::keyPressEvent(QKeyEvent* event)
{
    // Escape that no list, calendar or field inside took, as a dialog's.
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier) {
        close();
        return event->accept();
    }
    QWidget::keyPressEvent(event);
}

HistoryWindow::~HistoryWindow()
{
    // An import still reading stops; a write on the writer is made, but not reported here.
    if (importJob_) importJob_->cancel = true;
    imports_->cancelAll();
    imports_->waitAll();
    if (task_) task_->context = nullptr;
    if (loadTask_) loadTask_->context = nullptr;
}

void HistoryWindow::setWriter(HistoryWriter* writer)
{
    if (writer == writer_) return;
    if (writer_) disconnect(writer_, nullptr, this, nullptr);
    writer_ = writer;
    if (writer_) watchWriter(writer_);
}

HistoryWriter* HistoryWindow::writer()
{
    if (writer_) return writer_;
    if (!ownWriter_) {
        ownWriter_ = std::make_unique<HistoryWriter>(store_);
        watchWriter(ownWriter_.get());
    }
    return ownWriter_.get();
}

// While the window's write waits for the file, the progress line says why.
void HistoryWindow::watchWriter(HistoryWriter* writer)
{
    connect(writer, &HistoryWriter::backlogChanged, this, [this](int, const QString& reason) {
        if (!writing_) return;
        progressLabel_->setText(reason.isEmpty() ? progressText_ : tr("%1 Waiting: %2.").arg(progressText_, reason));
    });
}

void HistoryWindow::buildUi()
{
    auto* outer = new QVBoxLayout(this);
    tabs_ = new QTabWidget(this);
    tabs_->setObjectName(QStringLiteral("historyTabs"));
    outer->addWidget(tabs_);

    listsTab_ = new QWidget(tabs_);
    auto* lists = new QVBoxLayout(listsTab_);
    lists->addLayout(buildFilters());
    lists->addWidget(buildLists(), 1);

    stats_ = new HistoryStatsView(tabs_);
    sets_ = new HistorySetsView(tabs_);
    connect(sets_, &HistorySetsView::replayRequested, this, &HistoryWindow::replayRequested);
    tabs_->addTab(listsTab_, QString());
    tabs_->addTab(sets_, QString());
    tabs_->addTab(stats_, QString());

    buildButtons(outer);
    buildActions();
    connectFilters();
    connectLists();

    // Tab order: filters, games, deals, buttons.
    const QList<QWidget*> order{preset_, outcome_, mine_,   fromCheck_, from_,   toCheck_, to_,          clearFilters_,
                                games_,  deals_,   replay_, export_,    import_, delete_,  deleteDeals_, close_};
    for (qsizetype i = 1; i < order.size(); ++i) setTabOrder(order[i - 1], order[i]);
}

// The filters, in one row.
QHBoxLayout* HistoryWindow::buildFilters()
{
    auto* filters = new QHBoxLayout;
    presetLabel_ = new QLabel(listsTab_);
    preset_ = new QComboBox(listsTab_);
    preset_->setObjectName(QStringLiteral("presetFilter"));
    presetLabel_->setBuddy(preset_);
    outcomeLabel_ = new QLabel(listsTab_);
    outcome_ = new QComboBox(listsTab_);
    outcome_->setObjectName(QStringLiteral("outcomeFilter"));
    outcomeLabel_->setBuddy(outcome_);
    mine_ = new QCheckBox(listsTab_);
    mine_->setObjectName(QStringLiteral("takenByMeFilter"));
    fromCheck_ = new QCheckBox(listsTab_);
    fromCheck_->setObjectName(QStringLiteral("fromFilter"));
    from_ = new QDateEdit(QDate::currentDate().addMonths(-1), listsTab_);
    from_->setObjectName(QStringLiteral("fromDate"));
    toCheck_ = new QCheckBox(listsTab_);
    toCheck_->setObjectName(QStringLiteral("toFilter"));
    to_ = new QDateEdit(QDate::currentDate(), listsTab_);
    to_->setObjectName(QStringLiteral("toDate"));
    for (QDateEdit* d : {from_, to_}) {
        d->setCalendarPopup(true);
        d->setEnabled(false);
    }
    clearFilters_ = new QPushButton(listsTab_);
    clearFilters_->setObjectName(QStringLiteral("clearFilters"));
    filters->addWidget(presetLabel_);
    filters->addWidget(preset_);
    filters->addSpacing(8);
    filters->addWidget(outcomeLabel_);
    filters->addWidget(outcome_);
    filters->addSpacing(8);
    filters->addWidget(mine_);
    filters->addSpacing(8);
    filters->addWidget(fromCheck_);
    filters->addWidget(from_);
    filters->addWidget(toCheck_);
    filters->addWidget(to_);
    filters->addStretch(1);
    filters->addWidget(clearFilters_);
    return filters;
}

// The games over the deals.
QSplitter* HistoryWindow::buildLists()
{
    auto* splitter = new QSplitter(Qt::Vertical, listsTab_);
    auto* gamesBox = new QWidget(splitter);
    auto* gl = new QVBoxLayout(gamesBox);
    gl->setContentsMargins(0, 0, 0, 0);
    gamesLabel_ = new QLabel(gamesBox);
    games_ = new QTableView(gamesBox);
    setUpListView(games_, QStringLiteral("gamesView"));
    games_->setModel(gamesProxy_);
    games_->horizontalHeader()->setSectionResizeMode(HistoryGamesModel::Preset, QHeaderView::Stretch);
    gamesLabel_->setBuddy(games_);
    gl->addWidget(gamesLabel_);
    gl->addWidget(games_);
    auto* dealsBox = new QWidget(splitter);
    auto* dl = new QVBoxLayout(dealsBox);
    dl->setContentsMargins(0, 0, 0, 0);
    dealsLabel_ = new QLabel(dealsBox);
    deals_ = new QTableView(dealsBox);
    setUpListView(deals_, QStringLiteral("dealsView"));
    deals_->setModel(dealsProxy_);
    dealsLabel_->setBuddy(deals_);
    dl->addWidget(dealsLabel_);
    dl->addWidget(deals_);
    splitter->addWidget(gamesBox);
    splitter->addWidget(dealsBox);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);
    return splitter;
}

// The buttons, under both tabs, and the progress line over them.
void HistoryWindow::buildButtons(QVBoxLayout* outer)
{
    auto* buttons = new QHBoxLayout;
    replay_ = new QPushButton(this);
    replay_->setObjectName(QStringLiteral("replayButton"));
    export_ = new QPushButton(this);
    export_->setObjectName(QStringLiteral("exportButton"));
    import_ = new QPushButton(this);
    import_->setObjectName(QStringLiteral("importButton"));
    delete_ = new QPushButton(this);
    delete_->setObjectName(QStringLiteral("deleteGameButton"));
    deleteDeals_ = new QPushButton(this);
    deleteDeals_->setObjectName(QStringLiteral("deleteDealsButton"));
    close_ = new QPushButton(this);
    close_->setObjectName(QStringLiteral("closeButton"));
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("historyStatus"));
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    buttons->addWidget(replay_);
    buttons->addWidget(export_);
    buttons->addWidget(import_);
    buttons->addWidget(delete_);
    buttons->addWidget(deleteDeals_);
    buttons->addSpacing(12);
    loadingLabel_ = new QLabel(this);
    loadingLabel_->setObjectName(QStringLiteral("historyLoading"));
    loadingLabel_->hide();
    buttons->addWidget(loadingLabel_);
    buttons->addWidget(status_, 1);
    buttons->addWidget(close_);
    // The write under way (import, delete), over the buttons: hidden when there is none.
    progressRow_ = new QWidget(this);
    progressRow_->setObjectName(QStringLiteral("historyProgress"));
    auto* progressLayout = new QHBoxLayout(progressRow_);
    progressLayout->setContentsMargins(0, 0, 0, 0);
    progressLabel_ = new QLabel(progressRow_);
    progressLabel_->setObjectName(QStringLiteral("historyProgressText"));
    progress_ = new QProgressBar(progressRow_);
    progress_->setObjectName(QStringLiteral("historyProgressBar"));
    progress_->setTextVisible(false);
    progress_->setMaximumWidth(240);
    cancel_ = new QPushButton(progressRow_);
    cancel_->setObjectName(QStringLiteral("historyCancel"));
    progressLayout->addWidget(progressLabel_, 1);
    progressLayout->addWidget(progress_);
    progressLayout->addWidget(cancel_);
    progressRow_->hide();
    outer->addWidget(progressRow_);
    outer->addLayout(buttons);
    progressTimer_ = new QTimer(this);
    progressTimer_->setInterval(100);
    connect(progressTimer_, &QTimer::timeout, this, &HistoryWindow::updateImportProgress);
    connect(cancel_, &QPushButton::clicked, this, &HistoryWindow::cancelWrite);
}

void HistoryWindow::buildActions()
{
    // Shortcuts: Ctrl+E, Ctrl+I anywhere in the window; Delete in the games list and in the
    // deals list (there also in its context menu).
    exportAction_ = new QAction(this);
    exportAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    addAction(exportAction_);
    importAction_ = new QAction(this);
    importAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    addAction(importAction_);
    deleteAction_ = new QAction(this);
    deleteAction_->setShortcut(QKeySequence::Delete);
    deleteAction_->setShortcutContext(Qt::WidgetShortcut);
    games_->addAction(deleteAction_);
    deleteDealsAction_ = new QAction(this);
    deleteDealsAction_->setObjectName(QStringLiteral("deleteDealsAction"));
    deleteDealsAction_->setShortcut(QKeySequence::Delete);
    deleteDealsAction_->setShortcutContext(Qt::WidgetShortcut);
    deals_->addAction(deleteDealsAction_);
    // The deal a deal was played on from: its Deal cell is a link (double click), also in the
    // context menu and on a key.
    playedOnFromAction_ = new QAction(this);
    playedOnFromAction_->setObjectName(QStringLiteral("playedOnFromAction"));
    playedOnFromAction_->setShortcut(HistoryDealsModel::goToPlayedOnFromKey());
    playedOnFromAction_->setShortcutContext(Qt::WidgetShortcut);
    deals_->insertAction(deleteDealsAction_, playedOnFromAction_);
    deals_->setContextMenuPolicy(Qt::ActionsContextMenu);
    closeAction_ = new QAction(this);
    // Escape is not one of its keys: a shortcut would take it from an open drop-down (a
    // filter's list, a date's calendar), whose Escape closes only that (keyPressEvent()).
    closeAction_->setShortcuts({QKeySequence::Close});
    addAction(closeAction_);

    connect(exportAction_, &QAction::triggered, this, &HistoryWindow::exportChosen);
    connect(importAction_, &QAction::triggered, this, &HistoryWindow::importChosen);
    connect(deleteAction_, &QAction::triggered, this, &HistoryWindow::deleteSelectedGame);
    connect(closeAction_, &QAction::triggered, this, &QWidget::close);
    connect(export_, &QPushButton::clicked, exportAction_, &QAction::trigger);
    connect(import_, &QPushButton::clicked, importAction_, &QAction::trigger);
    connect(delete_, &QPushButton::clicked, this, &HistoryWindow::deleteSelectedGame);
    connect(deleteDealsAction_, &QAction::triggered, this, &HistoryWindow::deleteSelectedDeals);
    connect(deleteDeals_, &QPushButton::clicked, this, &HistoryWindow::deleteSelectedDeals);
    connect(replay_, &QPushButton::clicked, this, &HistoryWindow::replayCurrent);
    connect(close_, &QPushButton::clicked, this, &QWidget::close);
}

void HistoryWindow::connectFilters()
{
    connect(preset_, &QComboBox::currentIndexChanged, this, &HistoryWindow::applyFilters);
    connect(outcome_, &QComboBox::currentIndexChanged, this, &HistoryWindow::applyFilters);
    connect(mine_, &QCheckBox::toggled, this, &HistoryWindow::applyFilters);
    connect(fromCheck_, &QCheckBox::toggled, from_, &QWidget::setEnabled);
    connect(toCheck_, &QCheckBox::toggled, to_, &QWidget::setEnabled);
    connect(fromCheck_, &QCheckBox::toggled, this, &HistoryWindow::applyFilters);
    connect(toCheck_, &QCheckBox::toggled, this, &HistoryWindow::applyFilters);
    connect(from_, &QDateEdit::dateChanged, this, &HistoryWindow::applyFilters);
    connect(to_, &QDateEdit::dateChanged, this, &HistoryWindow::applyFilters);
    connect(clearFilters_, &QPushButton::clicked, this, [this] {
        preset_->setCurrentIndex(0);
        outcome_->setCurrentIndex(0);
        mine_->setChecked(false);
        fromCheck_->setChecked(false);
        toCheck_->setChecked(false);
    });
}

void HistoryWindow::connectLists()
{
    connect(games_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &HistoryWindow::gamesSelectionChanged);
    connect(deals_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &HistoryWindow::updateActions);
    connect(deals_->selectionModel(), &QItemSelectionModel::currentChanged, this, &HistoryWindow::updateActions);
    // Enter or a double click on a deal: its replay. Enter on a game: its deals.
    connect(deals_, &QAbstractItemView::activated, this, [this](const QModelIndex& index) {
        if (std::exchange(linkFollowed_, false) || !index.isValid()) return;  // the double click followed the link
        emit replayRequested(index.data(DealIdRole).toLongLong());
    });
    // A double click on the link of the Deal cell: the deal it was played on from (the view
    // then emits activated(), which must not ask for a replay as well).
    connect(deals_, &QAbstractItemView::doubleClicked, this, [this](const QModelIndex& index) {
        if (index.column() != HistoryDealsModel::Number) return;
        if (!dealsModel_->playedOnFrom(dealsProxy_->mapToSource(index).row())) return;
        linkFollowed_ = true;
        QTimer::singleShot(0, this, [this] { linkFollowed_ = false; });
        deals_->setCurrentIndex(index);
        showPlayedOnFrom();
    });
    connect(playedOnFromAction_, &QAction::triggered, this, &HistoryWindow::showPlayedOnFrom);
    connect(games_, &QAbstractItemView::activated, this, [this] {
        deals_->setFocus(Qt::OtherFocusReason);
        if (!deals_->currentIndex().isValid() && dealsProxy_->rowCount() > 0) deals_->selectRow(0);
    });
    connect(dealsProxy_, &QAbstractItemModel::rowsInserted, this, &HistoryWindow::updateActions);
    connect(dealsProxy_, &QAbstractItemModel::rowsRemoved, this, &HistoryWindow::updateActions);
    connect(dealsProxy_, &QAbstractItemModel::modelReset, this, &HistoryWindow::updateActions);
    connect(dealsProxy_, &QAbstractItemModel::layoutChanged, this, &HistoryWindow::updateActions);
    connect(tabs_, &QTabWidget::currentChanged, this, [this] {
        if (tabs_->currentWidget() == stats_ && statsDirty_) updateStats();
    });
}

void HistoryWindow::retranslate()
{
    setWindowTitle(tr("History"));
    tabs_->setTabText(tabs_->indexOf(listsTab_), tr("&Games and deals"));
    tabs_->setTabText(tabs_->indexOf(sets_), tr("Sets &played"));
    tabs_->setTabText(tabs_->indexOf(stats_), tr("&Statistics"));
    presetLabel_->setText(tr("&Rules:"));
    outcomeLabel_->setText(tr("&Outcome:"));
    {
        const QSignalBlocker block(preset_);
        const int i = std::max(0, preset_->currentIndex());
        preset_->clear();
        preset_->addItem(tr("All"), -1);
        for (Preset p : kAllPresets) preset_->addItem(presetTitle(p), int(p));
        preset_->setCurrentIndex(i);
    }
    {
        const QSignalBlocker block(outcome_);
        const int i = std::max(0, outcome_->currentIndex());
        outcome_->clear();
        outcome_->addItem(tr("Any"), int(HistoryFilter::OutcomeGroup::Any));
        outcome_->addItem(tr("Made"), int(HistoryFilter::OutcomeGroup::Made));
        outcome_->addItem(tr("Down"), int(HistoryFilter::OutcomeGroup::Down));
        outcome_->addItem(tr("Litige"), int(HistoryFilter::OutcomeGroup::Litige));
        outcome_->addItem(tr("Passed"), int(HistoryFilter::OutcomeGroup::Passed));
        outcome_->setCurrentIndex(i);
    }
    mine_->setText(tr("Contracts I &took"));
    mine_->setToolTip(tr("Only the deals where you (South) took the contract"));
    fromCheck_->setText(tr("&From"));
    toCheck_->setText(tr("T&o"));
    clearFilters_->setText(tr("Show &all"));
    clearFilters_->setToolTip(tr("Clear the filters"));
    gamesLabel_->setText(tr("Ga&mes:"));
    dealsLabel_->setText(tr("&Deals of the selected games (Enter: replay):"));
    replay_->setText(tr("&Replay"));
    replay_->setToolTip(tr("Replay the selected deal (Enter)"));
    export_->setText(tr("&Export…"));
    export_->setToolTip(tr("Save the selected deals or games as deal records (%1)")
                            .arg(exportAction_->shortcut().toString(QKeySequence::NativeText)));
    cancel_->setText(tr("Cancel"));
    import_->setText(tr("&Import…"));
    import_->setToolTip(
        tr("Add deal records from files (%1)").arg(importAction_->shortcut().toString(QKeySequence::NativeText)));
    playedOnFromAction_->setText(tr("&Go to the deal it was played on from"));
    delete_->setText(tr("De&lete game…"));
    delete_->setToolTip(tr("Delete the selected game and its deals (Delete)"));
    close_->setText(tr("&Close"));
    loadingLabel_->setText(tr("Loading the lists…"));
    emit gamesModel_->headerDataChanged(Qt::Horizontal, 0, HistoryGamesModel::Columns - 1);
    emit dealsModel_->headerDataChanged(Qt::Horizontal, 0, HistoryDealsModel::Columns - 1);
    updateActions();
}

void HistoryWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

HistoryFilter HistoryWindow::filter() const
{
    HistoryFilter f;
    const int p = preset_->currentData().toInt();
    if (p >= 0) f.preset = Preset(p);
    f.outcomes = HistoryFilter::OutcomeGroup(outcome_->currentData().toInt());
    f.takenByMe = mine_->isChecked();
    if (fromCheck_->isChecked()) f.from = from_->date();
    if (toCheck_->isChecked()) f.to = to_->date();
    return f;
}

void HistoryWindow::applyFilters()
{
    const HistoryFilter f = filter();
    gamesProxy_->setFilter(f);
    dealsProxy_->setFilter(f);
    if (!games_->selectionModel()->hasSelection() && gamesProxy_->rowCount() > 0) games_->selectRow(0);
    updateActions();
}

QString HistoryWindow::readRows(HistoryStore& store, ListRows* rows)
{
    store.clearLastError();
    rows->games = store.games();
    // Every deal in one query, without its record (the lists show only columns): for
    // 10,000 deals 40 ms where a query a game reading the records took 250 ms.
    rows->deals = store.allDeals(false);
    rows->words.clear();
    rows->words.reserve(rows->deals.size());
    for (const DealRow& d : rows->deals) rows->words.push_back(HistoryDealsModel::wordsOf(d));
    rows->sets = store.sets();
    return store.lastError();
}

void HistoryWindow::setLoading(bool loading)
{
    loading_ = loading;
    loadingLabel_->setVisible(loading);
}

void HistoryWindow::refresh()
{
    // Read on the writer's thread (51,000 deals: about 2 s), after the writes queued before
    // this (the import or the delete just made, the game's moves): so the rows hold them,
    // and a deal saved after comes to showSavedDeal() once they are shown. The window's
    // loop turns meanwhile; the lists show the rows read last, and say they are loading.
    const quint64 serial = ++loadSerial_;
    setLoading(true);
    auto rows = std::make_shared<ListRows>();
    if (loadTask_) loadTask_->context = nullptr;  // its rows would be dropped: not even told
    loadTask_ = writer()->enqueueTask([rows](HistoryStore& store) { return readRows(store, rows.get()); }, this,
                                      [this, rows, serial](const QString& error) {
                                          if (serial != loadSerial_) return;
                                          loadTask_.reset();
                                          setLoading(false);
                                          // Not read (the writer stopped as the game closed, the
                                          // file unreadable): the rows read last stay, and why.
                                          if (!error.isEmpty()) {
                                              setStatus(tr("The history could not be read: %1").arg(error));
                                              emit rowsLoaded();
                                              return;
                                          }
                                          showRows(std::move(*rows));
                                      });
    if (!loading_) loadTask_.reset();  // a history in memory: already shown
}

void HistoryWindow::showRows(ListRows rows)
{
    // Keep the selected games and the current deal across the reset.
    bool all = false, imported = false;
    const std::vector<qint64> games = selectedGameIds(&all, &imported);
    const qint64 currentDeal =
        deals_->currentIndex().isValid() ? deals_->currentIndex().data(DealIdRole).toLongLong() : 0;
    const std::vector<qint64> selectedDeals = selectedDealIds();

    const int allCount = int(rows.deals.size());
    gamesModel_->reset(std::move(rows.games), importedCount(rows.deals), allCount);
    dealsModel_->reset(std::move(rows.deals), std::move(rows.words));
    sets_->setSets(std::move(rows.sets));

    auto* gsel = games_->selectionModel();
    const QSet<qint64> wanted(games.begin(), games.end());
    QItemSelection gs;
    for (int r = 0; r < gamesProxy_->rowCount(); ++r) {
        const qint64 id = gamesProxy_->index(r, 0).data(GameIdRole).toLongLong();
        if ((all && id == HistoryGamesModel::kAllGamesId) || (imported && id == HistoryGamesModel::kImportedId) ||
            wanted.contains(id))
            gs.select(gamesProxy_->index(r, 0), gamesProxy_->index(r, HistoryGamesModel::Columns - 1));
    }
    if (gs.isEmpty() && gamesProxy_->rowCount() > 0)
        gs.select(gamesProxy_->index(0, 0), gamesProxy_->index(0, HistoryGamesModel::Columns - 1));
    gsel->select(gs, QItemSelectionModel::ClearAndSelect);
    if (!gs.isEmpty()) gsel->setCurrentIndex(gs.first().topLeft(), QItemSelectionModel::NoUpdate);
    gamesSelectionChanged();

    const QSet<qint64> wantedDeals(selectedDeals.begin(), selectedDeals.end());
    QItemSelection ds;
    QModelIndex current;
    for (int r = 0; r < dealsProxy_->rowCount(); ++r) {
        const QModelIndex i = dealsProxy_->index(r, 0);
        const qint64 id = i.data(DealIdRole).toLongLong();
        if (wantedDeals.contains(id)) ds.select(i, dealsProxy_->index(r, HistoryDealsModel::Columns - 1));
        if (id == currentDeal) current = i;
    }
    deals_->selectionModel()->select(ds, QItemSelectionModel::ClearAndSelect);
    if (current.isValid()) deals_->selectionModel()->setCurrentIndex(current, QItemSelectionModel::NoUpdate);

    for (QTableView* v : {games_, deals_}) {
        v->resizeColumnsToContents();
        for (int c = 0; c < v->model()->columnCount(); ++c)
            if (v->horizontalHeader()->sectionResizeMode(c) == QHeaderView::Interactive)
                v->setColumnWidth(c, columnWidthFor(v->columnWidth(c)));
    }
    historyChanged();
    emit rowsLoaded();
}

void HistoryWindow::showSavedDeal(qint64 dealId)
{
    // The deal's row and the games read on the writer's thread, after the writes before it.
    struct Read {
        std::optional<DealRow> deal;
        std::vector<GameRow> games;
    };
    auto read = std::make_shared<Read>();
    writer()->enqueueTask(
        [read, dealId](HistoryStore& store) {
            read->deal = store.deal(dealId);
            if (read->deal) read->games = store.games();
            return QString();
        },
        this, [this, read, dealId](const QString&) { addSavedDeal(dealId, std::move(read->deal), read->games); });
}

void HistoryWindow::addSavedDeal(qint64 dealId, std::optional<DealRow> deal, const std::vector<GameRow>& games)
{
    const std::vector<DealRow>& deals = dealsModel_->deals();
    if (!deal || std::any_of(deals.begin(), deals.end(), [dealId](const DealRow& d) { return d.id == dealId; })) {
        emit savedDealShown(dealId);
        return;
    }
    deal->record = {};  // the lists show only the columns
    const std::optional<qint64> gameId = deal->gameId;
    const int row = dealsModel_->add(std::move(*deal));
    // The games again (a few hundred rows, where the deals are thousands): the deal's game
    // has one deal more and a new score, and may be new or finished, or have ended another.
    gamesModel_->update(games, importedCount(deals), int(deals.size()));

    // Columns as wide as the new rows need (sizing them to every row is what took longest).
    widenColumns(deals_, dealsProxy_->mapFromSource(dealsModel_->index(row, 0)));
    for (int r = 0; r < gamesModel_->rowCount(); ++r)
        if (r == 0 || (gameId && gamesModel_->gameId(r) == *gameId))
            widenColumns(games_, gamesProxy_->mapFromSource(gamesModel_->index(r, 0)));
    historyChanged();
    emit savedDealShown(dealId);
}

void HistoryWindow::widenColumns(QTableView* view, const QModelIndex& row)
{
    if (!row.isValid()) return;  // filtered out
    for (int c = 0; c < view->model()->columnCount(); ++c) {
        if (view->isColumnHidden(c) || view->horizontalHeader()->sectionResizeMode(c) != QHeaderView::Interactive)
            continue;
        // As resizeColumnsToContents() measures a cell: its delegate's size, and the grid.
        const int width =
            columnWidthFor(view->sizeHintForIndex(row.siblingAtColumn(c)).width() + (view->showGrid() ? 1 : 0));
        if (width > view->columnWidth(c)) view->setColumnWidth(c, width);
    }
}

void HistoryWindow::historyChanged()
{
    statsDirty_ = true;
    if (tabs_->currentWidget() == stats_) updateStats();
    updateActions();
}

void HistoryWindow::updateStats()
{
    statsDirty_ = false;
    const quint64 serial = ++statsSerial_;
    // Counted on the writer's thread, after the writes queued before (every deal and analysis
    // of the history read: 0.5 s at 10,000 deals); the tab shows the figures counted last
    // meanwhile.
    auto stats = std::make_shared<HistoryStats>();
    if (statsTask_) statsTask_->context = nullptr;  // its figures would be dropped: not even told
    statsTask_ = writer()->enqueueTask(
        [stats](HistoryStore& store) {
            *stats = computeStats(store);
            return QString();
        },
        this,
        [this, stats, serial](const QString& error) {
            if (serial != statsSerial_) return;
            statsTask_.reset();
            if (error.isEmpty()) stats_->setStats(*stats);  // else the figures counted last stay
            else setStatus(tr("The statistics could not be counted: %1").arg(error));
            emit statsShown();
        });
}

std::vector<qint64> HistoryWindow::selectedGameIds(bool* all, bool* imported) const
{
    std::vector<qint64> out;
    *all = false;
    *imported = false;
    for (const QModelIndex& i : games_->selectionModel()->selectedRows()) {
        const qint64 id = i.data(GameIdRole).toLongLong();
        if (id == HistoryGamesModel::kAllGamesId) *all = true;
        else if (id == HistoryGamesModel::kImportedId) *imported = true;
        else out.push_back(id);
    }
    return out;
}

std::vector<qint64> HistoryWindow::selectedDealIds() const
{
    QModelIndexList rows = deals_->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    std::vector<qint64> out;
    for (const QModelIndex& i : rows) out.push_back(i.data(DealIdRole).toLongLong());
    return out;
}

bool HistoryWindow::isPlaying(qint64 gameId) const
{
    for (int r = 0; r < gamesModel_->rowCount(); ++r)
        if (const GameRow* g = gamesModel_->game(r); g && g->id == gameId) return g->status == GameStatus::Playing;
    return false;
}

void HistoryWindow::gamesSelectionChanged()
{
    bool all = false, imported = false;
    const std::vector<qint64> games = selectedGameIds(&all, &imported);
    const bool none = games.empty() && !imported;
    dealsProxy_->setScope(all || none, QSet<qint64>(games.begin(), games.end()), imported);
    // One game: its rules are the same for every deal (and said in the list above).
    deals_->setColumnHidden(HistoryDealsModel::Preset, !all && !none && !imported && games.size() == 1);
    if (all || none) dealsLabel_->setText(tr("&Deals of all games (Enter: replay):"));
    else if (games.empty()) dealsLabel_->setText(tr("&Deals imported (Enter: replay):"));
    else if (games.size() == 1 && !imported)
        dealsLabel_->setText(tr("&Deals of game %1 (Enter: replay):").arg(games.front()));
    else dealsLabel_->setText(tr("&Deals of the selected games (Enter: replay):"));
    updateActions();
}

void HistoryWindow::updateActions()
{
    if (!replay_) return;
    const QModelIndex current = deals_->currentIndex();
    replay_->setEnabled(current.isValid());
    const bool playedOn = current.isValid() && dealsModel_->playedOnFrom(dealsProxy_->mapToSource(current).row());
    playedOnFromAction_->setEnabled(playedOn);
    playedOnFromAction_->setVisible(playedOn);  // in the context menu only where there is one
    bool all = false, imported = false;
    const std::vector<qint64> games = selectedGameIds(&all, &imported);
    // A history shown read-only (a read-only file or folder, a lock, a damaged schema) is
    // read, exported and replayed; nothing is deleted from it nor imported into it.
    // One write of the window at a time: the others wait until it is done.
    const bool writable = !store_->isReadOnly() && !isBusy();
    import_->setEnabled(writable);
    importAction_->setEnabled(writable);
    const bool deletable = writable && games.size() == 1 && !all && !imported && !isPlaying(games.front());
    delete_->setEnabled(deletable);
    deleteAction_->setEnabled(deletable);

    // Deals: any selected, none of the game in progress (resuming it replays them).
    const QModelIndexList rows = deals_->selectionModel()->selectedRows();
    bool ofPlaying = false;
    for (const QModelIndex& i : rows) {
        const DealRow& d = dealsModel_->deal(dealsProxy_->mapToSource(i).row());
        if (d.gameId && isPlaying(*d.gameId)) ofPlaying = true;
    }
    const bool dealsDeletable = writable && !rows.isEmpty() && !ofPlaying;
    // None chosen: the item reads as for one, greyed.
    const QString dealsText = tr("Delete %n deals…", "", std::max(1, int(rows.size())));
    deleteDeals_->setText(dealsText);
    deleteDealsAction_->setText(dealsText);
    deleteDeals_->setToolTip(ofPlaying ? tr("The deals of the game in progress cannot be deleted")
                                       : tr("Delete the selected deals (Delete)"));
    deleteDeals_->setEnabled(dealsDeletable);
    deleteDealsAction_->setEnabled(dealsDeletable);
    const bool anything = dealsProxy_->rowCount() > 0;
    export_->setEnabled(anything);
    exportAction_->setEnabled(anything);
}

bool HistoryWindow::showPlayedOnFrom()
{
    const QModelIndex current = deals_->currentIndex();
    if (!current.isValid()) return false;
    const std::optional<qint64> parent = dealsModel_->playedOnFrom(dealsProxy_->mapToSource(current).row());
    return parent && showDeal(*parent);
}

bool HistoryWindow::showDeal(qint64 dealId)
{
    const std::vector<DealRow>& deals = dealsModel_->deals();
    const auto it = std::find_if(deals.begin(), deals.end(), [dealId](const DealRow& d) { return d.id == dealId; });
    if (it == deals.end()) return false;
    const int sourceRow = int(it - deals.begin());
    const std::optional<qint64> gameId = it->gameId;

    // The filters hide it, or its game: cleared (all of them, as Show all does).
    const HistoryFilter f = filter();
    const GameRow* game = gameId ? gamesModel_->gameById(*gameId) : nullptr;
    bool cleared = false;
    if (!f.accepts(*it) || (game && !f.accepts(*game))) {
        clearFilters_->click();
        cleared = true;
    }

    // The deals listed do not hold it: its game chosen (or the imported deals).
    QModelIndex row = dealsProxy_->mapFromSource(dealsModel_->index(sourceRow, 0));
    if (!row.isValid()) {
        const qint64 wanted = gameId ? *gameId : HistoryGamesModel::kImportedId;
        for (int r = 0; r < gamesProxy_->rowCount(); ++r)
            if (gamesProxy_->index(r, 0).data(GameIdRole).toLongLong() == wanted) {
                games_->selectRow(r);
                games_->scrollTo(gamesProxy_->index(r, 0));
                break;
            }
        row = dealsProxy_->mapFromSource(dealsModel_->index(sourceRow, 0));
    }
    if (!row.isValid()) {  // not expected: every deal is in "All games"
        games_->selectRow(0);
        row = dealsProxy_->mapFromSource(dealsModel_->index(sourceRow, 0));
        if (!row.isValid()) return false;
    }
    deals_->selectionModel()->setCurrentIndex(row, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    deals_->scrollTo(row, QAbstractItemView::PositionAtCenter);
    deals_->setFocus(Qt::OtherFocusReason);
    if (cleared) setStatus(tr("The filters were cleared to show the deal."));
    updateActions();
    return true;
}

void HistoryWindow::replayCurrent()
{
    const QModelIndex current = deals_->currentIndex();
    if (current.isValid()) emit replayRequested(current.data(DealIdRole).toLongLong());
}

void HistoryWindow::setStatus(const QString& text) { status_->setText(text); }

bool HistoryWindow::exportTo(const QString& path)
{
    if (isBusy()) return false;
    std::vector<qint64> deals = selectedDealIds();
    bool all = false, imported = false;
    const std::vector<qint64> games = selectedGameIds(&all, &imported);
    std::vector<qint64> gameIds;  // the selected games', else the deals named
    int count = 0;
    if (deals.empty() && !games.empty() && !all && !imported) {
        gameIds = games;
        for (const DealRow& d : dealsModel_->deals())
            if (d.gameId && std::find(games.begin(), games.end(), *d.gameId) != games.end()) ++count;
    } else {
        if (deals.empty())
            for (int r = 0; r < dealsProxy_->rowCount(); ++r)
                deals.push_back(dealsProxy_->index(r, 0).data(DealIdRole).toLongLong());
        count = int(deals.size());
    }
    // Read and written on the history's writer (a large history takes seconds), in order with
    // the writes before it: the file holds what the lists show.
    startWrite(
        tr("Saving %n deals…", "", count),
        [path, deals, gameIds](HistoryStore& store) {
            QString error;
            const bool ok =
                gameIds.empty() ? store.exportDeals(path, deals, &error) : store.exportGames(path, gameIds, &error);
            return ok ? QString() : (error.isEmpty() ? store.lastError() : error);
        },
        [this, path, count](const QString& error) {
            if (error.isEmpty()) setStatus(tr("%n deals saved to %1.", "", count).arg(QFileInfo(path).fileName()));
            emit exportFinished(error);
        });
    return true;
}

void HistoryWindow::exportChosen()
{
    if (!exportAction_->isEnabled()) return;
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString jsonl = tr("Deal records, one a line (*.jsonl)");
    const QString json = tr("One deal record (*.json)");
    QString chosen = jsonl;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export deals"),
                                                      QDir(dir).filePath(QStringLiteral("rebelote-deals.jsonl")),
                                                      jsonl + QStringLiteral(";;") + json, &chosen);
    if (path.isEmpty()) return;
    auto* once = new QObject(this);  // this export's answer only
    connect(this, &HistoryWindow::exportFinished, once, [this, once](const QString& error) {
        once->deleteLater();
        if (!error.isEmpty() && error != HistoryWriter::cancelledText())
            QMessageBox::warning(this, tr("Export deals"), tr("The deals could not be saved: %1").arg(error));
    });
    if (!exportTo(path)) delete once;
}

void HistoryWindow::showProgress(const QString& text, int value, int maximum)
{
    progressText_ = text;
    progressLabel_->setText(text);
    progress_->setRange(0, maximum);
    progress_->setValue(value);
    cancel_->setEnabled(true);
    progressRow_->show();
}

void HistoryWindow::hideProgress()
{
    progressRow_->hide();
    progressText_.clear();
}

void HistoryWindow::cancelWrite()
{
    if (importJob_) importJob_->cancel = true;
    if (task_) task_->cancelled = true;
    cancel_->setEnabled(false);
    progressLabel_->setText(tr("%1 Cancelling…").arg(progressText_));
}

bool HistoryWindow::importFiles(const QStringList& paths)
{
    if (paths.isEmpty() || isBusy() || store_->isReadOnly()) return false;
    auto job = std::make_shared<ImportJob>();
    job->paths = paths;
    importJob_ = job;
    // Read and checked by the engine on a thread of their own: the slow part, which needs no
    // database. The window's loop turns meanwhile; the timer shows how far it is.
    // Cancel stops the reading through job->cancel, and importRead() still comes to say so.
    showProgress(tr("Reading %1…").arg(QFileInfo(paths.front()).fileName()), 0, 0);
    updateActions();
    imports_->start(this, [this, job](BackgroundJobs::Job& thread) {
        for (int i = 0; i < job->paths.size() && !job->cancel; ++i) {
            job->file = i;
            job->done = 0;
            job->total = 0;
            job->prepared.push_back(HistoryStore::prepareImportFile(job->paths[i], [&job](int done, int total) {
                job->done = done;
                job->total = total;
                return !job->cancel.load();
            }));
        }
        thread.post([this] { importRead(); });
    });
    progressTimer_->start();
    return true;
}

void HistoryWindow::updateImportProgress()
{
    if (!importJob_ || importJob_->cancel) return;
    const int file = importJob_->file, done = importJob_->done, total = importJob_->total;
    const QString name = QFileInfo(importJob_->paths.value(file)).fileName();
    QString text =
        total > 0 ? tr("Reading %1: %2 of %3 records…").arg(name, QLocale().toString(done), QLocale().toString(total))
                  : tr("Reading %1…").arg(name);
    if (importJob_->paths.size() > 1)
        text = tr("File %1 of %2. %3").arg(file + 1).arg(importJob_->paths.size()).arg(text);
    progressText_ = text;
    progressLabel_->setText(text);
    progress_->setRange(0, std::max(total, 1));
    progress_->setValue(done);
}

// The records are read: written by the writer, unless cancelled.
void HistoryWindow::importRead()
{
    progressTimer_->stop();
    const std::shared_ptr<ImportJob> job = importJob_;
    bool cancelled = job->cancel;
    for (const PreparedImport& p : job->prepared) cancelled = cancelled || p.cancelled;
    if (cancelled) {
        importJob_.reset();
        hideProgress();
        updateActions();
        ImportReport report;
        report.error = HistoryWriter::cancelledText();
        setStatus(tr("Import cancelled: nothing imported."));
        emit importFinished(report);
        return;
    }
    int deals = 0;
    for (const PreparedImport& p : job->prepared) deals += p.records - int(p.refused.size());
    importJob_.reset();
    startWrite(
        tr("Adding %n deals to the history…", "", deals),
        [job](HistoryStore& store) {
            job->report = store.importWrite(job->prepared);
            const QString error = job->report.writeFailed ? store.lastError() : QString();
            // The records freed here, not on the window's thread: 51,000 took it 1 to 2 s.
            if (error.isEmpty() || !isRetryableHistoryError(error)) std::vector<PreparedImport>().swap(job->prepared);
            return error;
        },
        [this, job](const QString& error) {
            if (!error.isEmpty() && job->report.error.isEmpty()) job->report.error = error;  // cancelled, not made
            job->prepared.clear();  // left only when the write was not made
            importWritten(job->report, error);
            emit importFinished(job->report);
        });
}

void HistoryWindow::importWritten(const ImportReport& total, const QString& error)
{
    refresh();
    if (error == HistoryWriter::cancelledText()) {
        setStatus(tr("Import cancelled: nothing imported."));
        return;
    }
    auto* box = new QMessageBox(this);
    box->setObjectName(QStringLiteral("importReport"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(tr("Import deals"));
    box->setIcon(total.refused.isEmpty() && total.error.isEmpty() ? QMessageBox::Information : QMessageBox::Warning);
    QStringList lines;
    lines << tr("%n deals added.", "", total.added);
    if (total.duplicates > 0) lines << tr("%n deals already in the history, kept once.", "", total.duplicates);
    if (!total.refused.isEmpty()) lines << tr("%n records refused (details below).", "", int(total.refused.size()));
    if (!total.error.isEmpty())
        lines << tr("Could not be read: %1").arg(total.error.split(QLatin1Char('\n')).join(QStringLiteral("; ")));
    box->setText(lines.join(QLatin1Char('\n')));
    if (!total.refused.isEmpty()) box->setDetailedText(total.refused.join(QLatin1Char('\n')));
    box->setStandardButtons(QMessageBox::Ok);
    box->open();
    if (total.writeFailed) setStatus(tr("Nothing imported: the history could not be written."));
    else setStatus(tr("%n deals imported.", "", total.added));
}

void HistoryWindow::startWrite(const QString& text, std::function<QString(HistoryStore&)> work,
                               std::function<void(const QString&)> done)
{
    writing_ = true;
    showProgress(text, 0, 0);
    updateActions();
    auto finished = [this, done = std::move(done)](const QString& error) {
        writing_ = false;
        task_.reset();
        hideProgress();
        done(error);
        updateActions();
    };
    std::shared_ptr<HistoryTask> task = writer()->enqueueTask(std::move(work), this, std::move(finished));
    if (writing_) task_ = std::move(task);  // a history in memory: already done
}

void HistoryWindow::importChosen()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Import deals"), dir,
                                                            tr("Deal records (*.jsonl *.json);;All files (*)"));
    if (!paths.isEmpty()) importFiles(paths);
}

bool HistoryWindow::deleteSelectedGame()
{
    if (!deleteAction_->isEnabled()) return false;
    bool all = false, imported = false;
    const std::vector<qint64> games = selectedGameIds(&all, &imported);
    if (games.size() != 1) return false;
    const qint64 id = games.front();
    const GameRow* game = gamesModel_->gameById(id);  // as the list shows it: not read again here
    if (!game) return false;
    QMessageBox box(
        QMessageBox::Question, tr("Delete game"),
        tr("Delete game %1 of %2 and its %n deals?", "", game->deals).arg(id).arg(shortDate(game->startedAt)),
        QMessageBox::Yes | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("deleteGameQuestion"));
    box.setInformativeText(tr("It cannot be undone. Export it first to keep its deals."));
    box.button(QMessageBox::Yes)->setText(tr("&Delete"));
    box.setDefaultButton(QMessageBox::Cancel);
    if (box.exec() != QMessageBox::Yes || isBusy()) return false;
    startWrite(
        tr("Deleting game %1…").arg(id),
        [id](HistoryStore& store) { return store.deleteGame(id) ? QString() : store.lastError(); },
        [this, id](const QString& error) {
            deleteDone(error, tr("Game %1 deleted.").arg(id), tr("Delete game"),
                       tr("The game could not be deleted: %1"));
        });
    return true;
}

void HistoryWindow::deleteDone(const QString& error, const QString& doneText, const QString& title,
                               const QString& failedText)
{
    if (error.isEmpty()) {
        games_->selectionModel()->clearSelection();
        deals_->selectionModel()->clearSelection();
        refresh();
        setStatus(doneText);
    } else if (error == HistoryWriter::cancelledText()) {
        setStatus(tr("Cancelled: nothing deleted."));
    } else {
        refresh();  // what the file holds, whatever the window thought
        auto* box = new QMessageBox(QMessageBox::Warning, title, failedText.arg(error), QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("deleteFailed"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        setStatus(failedText.arg(error));
    }
    emit deleteFinished(error.isEmpty());
}

bool HistoryWindow::deleteSelectedDeals()
{
    if (!deleteDealsAction_->isEnabled()) return false;
    const std::vector<qint64> ids = selectedDealIds();
    if (ids.empty()) return false;
    // The games that go with their last deal: every deal of theirs is among those deleted.
    const QSet<qint64> chosen(ids.begin(), ids.end());
    QSet<qint64> touched;
    for (const DealRow& d : dealsModel_->deals())
        if (d.gameId && chosen.contains(d.id)) touched.insert(*d.gameId);
    for (const DealRow& d : dealsModel_->deals())
        if (d.gameId && !chosen.contains(d.id)) touched.remove(*d.gameId);
    const int n = int(ids.size());
    QMessageBox box(QMessageBox::Question, tr("Delete deals"), tr("Delete the %n selected deals?", "", n),
                    QMessageBox::Yes | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("deleteDealsQuestion"));
    // A numerus message without a number: its singular form says "it", "its analysis".
    QStringList more{
        tr("It cannot be undone, and their analyses go with them. Export them first to keep them.", "", n)};
    if (touched.size() == 1) more << tr("Game %1 goes with its last deal.").arg(*touched.cbegin());
    else if (touched.size() > 1) more << tr("%n games go with their last deals.", "", int(touched.size()));
    box.setInformativeText(more.join(QLatin1Char(' ')));
    box.button(QMessageBox::Yes)->setText(tr("&Delete"));
    box.setDefaultButton(QMessageBox::Cancel);
    if (box.exec() != QMessageBox::Yes || isBusy()) return false;
    startWrite(
        tr("Deleting %n deals…", "", n),
        [ids](HistoryStore& store) {
            QString why;
            return store.deleteDeals(ids, &why) ? QString() : why;
        },
        [this, n](const QString& error) {
            deleteDone(error, tr("%n deals deleted.", "", n), tr("Delete deals"),
                       tr("The deals could not be deleted: %1"));
        });
    return true;
}

}  // namespace rebelote
