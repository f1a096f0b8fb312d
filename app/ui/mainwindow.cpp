#include "app/ui/mainwindow.h"

#include "app/controller/dealmoves.h"
#include "app/controller/parrecord.h"
#include "app/controller/playon.h"
#include "app/controller/setsession.h"

#include "app/cards/carddeck.h"
#include "app/controller/cardtext.h"
#include "app/controller/gametext.h"
#include "app/controller/language.h"
#include "app/history/historyrecorder.h"
#include "app/ui/dealeditor.h"
#include "app/ui/historywindow.h"
#include "app/ui/readability.h"
#include "app/ui/replaywindow.h"
#include "app/ui/rulesdialog.h"
#include "app/ui/settingsdialog.h"
#include "app/ui/statusnotices.h"
#include "app/ui/tableview.h"
#include "app/ui/whydialog.h"
#include "app/ui/windowplace.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QButtonGroup>
#include <QCheckBox>
#include <QChildEvent>
#include <QCloseEvent>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

using namespace belote;
using namespace rebelote;

namespace {

// A button of a question: its words and its object name (tests find it by the name).
struct Answer {
    QString text;
    QString name;
    QMessageBox::ButtonRole role;
};

// A question of the history's with two answers: `risky`, and `safe`, which is the default and
// Escape (Enter never does what cannot be undone). True when the person chose `risky`.
bool askRisky(QWidget* parent, QMessageBox::Icon icon, const QString& name, const QString& title, const QString& text,
              const Answer& risky, const Answer& safe)
{
    QMessageBox ask(icon, title, text, QMessageBox::NoButton, parent);
    ask.setObjectName(name);
    QPushButton* yes = ask.addButton(risky.text, risky.role);
    yes->setObjectName(risky.name);
    QPushButton* no = ask.addButton(safe.text, safe.role);
    no->setObjectName(safe.name);
    ask.setDefaultButton(no);
    ask.setEscapeButton(no);
    ask.exec();
    return ask.clickedButton() == yes;
}

// The status bar's message while the moves kept at the last close are being saved.
const QString kRecoveryNotice = QStringLiteral("recovery");
// The status bar's word that every move is saved again: it goes as soon as the history is
// behind again, so that it never says so while moves wait.
const QString kCaughtUpNotice = QStringLiteral("caughtUp");

// A line of the status bar that gives way: as wide as its text when there is room, cut with
// "…" when the bar is narrower than every line together, so that no line runs under another.
class ElidedLabel : public QLabel {
public:
    using QLabel::QLabel;
    QSize minimumSizeHint() const override
    {
        return QSize(fontMetrics().averageCharWidth() * 6, QLabel::minimumSizeHint().height());
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter p(this);
        const QRect r = contentsRect();
        p.setPen(palette().color(foregroundRole()));
        p.drawText(r, Qt::AlignVCenter | Qt::AlignLeft | Qt::TextSingleLine,
                   fontMetrics().elidedText(text(), Qt::ElideRight, r.width()));
    }
};

struct NewGameChoice {
    Preset preset;
    bool practice;
};

// Game ▸ New: the four presets, each with a line on what it plays; the last choice first.
// The preset of the configured rules plays them, options and all: its line says so. Below
// them, whether the game is a practice game (the last choice again).
std::optional<NewGameChoice> chooseNewGame(QWidget* parent, Preset last, const Rules& configured, bool practice)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(QCoreApplication::translate("MainWindow", "New game"));
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(QCoreApplication::translate("MainWindow", "Which game do you want to play?")));
    auto* group = new QButtonGroup(&dialog);
    for (Preset p : kAllPresets) {
        auto* button = new QRadioButton(presetTitle(p));
        button->setObjectName(QString::fromLatin1(presetName(p)));
        button->setChecked(p == last);
        group->addButton(button, int(p));
        layout->addWidget(button);
        QString description = presetDescription(p);
        if (p == configured.preset && !(configured == Rules::fromPreset(p)))
            description += QLatin1Char('\n') +
                           QCoreApplication::translate("MainWindow", "Your settings: %1").arg(rulesSummary(configured));
        auto* line = new QLabel(description);
        makeDescription(line);
        line->setIndent(24);
        layout->addWidget(line);
    }
    auto* practiceBox = new QCheckBox(QCoreApplication::translate("MainWindow", "&Practice game"));
    practiceBox->setObjectName(QStringLiteral("practice"));
    practiceBox->setChecked(practice);
    layout->addSpacing(practiceBox->fontMetrics().height() / 2);
    layout->addWidget(practiceBox);
    auto* practiceLine = new QLabel(QCoreApplication::translate(
        "MainWindow",
        "Take back your cards and calls (Game \u25b8 Take back, Ctrl+Z) and try another line. Its deals are kept "
        "in the history with every line taken back, and left out of the statistics."));
    makeDescription(practiceLine);
    practiceLine->setIndent(24);
    layout->addWidget(practiceLine);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(QCoreApplication::translate("MainWindow", "&Deal"));
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    if (group->checkedButton()) group->checkedButton()->setFocus();
    if (dialog.exec() != QDialog::Accepted) return std::nullopt;
    return NewGameChoice{Preset(group->checkedId()), practiceBox->isChecked()};
}

}  // namespace

MainWindow::MainWindow(History history, const HistoryOptions& options, QWidget* parent)
    : QMainWindow(parent), historyOptions_(options)
{
    // The settings first: they say which language every word below is in.
    settings_.load();
    // Also said where a person running from a terminal looks; the dialog shows them too.
    for (const QString& w : settings_.warnings()) qWarning("rebelote: settings: %s", qPrintable(w));
    installTranslations(settings_.language);
    if (!settings_.warnings().isEmpty()) settings_.load();  // read again: its warnings in that language

    controller_ = new GameController(this);
    history_ = new HistorySession(controller_, this);
    connect(history_, &HistorySession::backlogChanged, this, &MainWindow::showHistoryBacklog);
    connect(history_, &HistorySession::recoveryDone, this, &MainWindow::recoveryDone);
    connect(history_, &HistorySession::ready, this, &MainWindow::historyReady);
    connect(history_, &HistorySession::dealSaved, this, [this](qint64 dealId) {
        if (historyWindow_) historyWindow_->showSavedDeal(dealId);
    });
    table_ = new TableView(controller_, this);
    setCentralWidget(table_);
    connectSets();
    connect(this, &MainWindow::newGameRequested, this, [this] {
        if (askOnNew_) askNewGame();
    });
    connect(table_, &TableView::newGameRequested, this, &MainWindow::newGameRequested);

    // The score sheet and the auction, each a table view over the controller's model.
    auto makeDock = [this](const QString& name, QAbstractItemModel* model) {
        auto* dock = new QDockWidget(this);
        dock->setObjectName(name);
        auto* view = new QTableView(dock);
        view->setObjectName(name + QStringLiteral("View"));
        view->setModel(model);
        view->verticalHeader()->hide();
        view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        view->setEditTriggers(QAbstractItemView::NoEditTriggers);
        view->setFocusPolicy(Qt::NoFocus);
        // Docked, it may be as low as its header and a row: the table keeps the height its
        // layout needs (TableView::minimumSizeHint()) and the sheet scrolls.
        view->setMinimumHeight(view->horizontalHeader()->sizeHint().height() +
                               view->verticalHeader()->defaultSectionSize() + 2 * view->frameWidth());
        dock->setWidget(view);
        dock->hide();
        return dock;
    };
    scoreDock_ = makeDock(QStringLiteral("scoreSheet"), controller_->scoreSheet());
    auctionDock_ = makeDock(QStringLiteral("auction"), controller_->auction());
    scoreDock_->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    auctionDock_->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    addDockWidget(Qt::BottomDockWidgetArea, scoreDock_);
    addDockWidget(Qt::RightDockWidgetArea, auctionDock_);

    controller_->setPace(std::clamp(settings_.paceMs, 0, Settings::kMaxPaceMs));
    controller_->setAutoPlaySingleCard(settings_.autoPlaySingleCard);
    controller_->setParEnabled(settings_.compareWithBots);
    if (settings_.deck != QLatin1String("drawn")) table_->setDeck(settings_.deck);
    table_->setHighContrast(settings_.table == QLatin1String("contrast"));
    table_->setLargeCards(settings_.cards == QLatin1String("large"));

    rulesLabel_ = new ElidedLabel(this);
    rulesLabel_->setObjectName(QStringLiteral("rulesInForce"));
    keysLabel_ = new ElidedLabel(this);
    keysLabel_->setObjectName(QStringLiteral("keysHint"));
    statusBar()->addWidget(rulesLabel_, 1);
    backlogLabel_ = new ElidedLabel(this);
    backlogLabel_->setObjectName(QStringLiteral("historyBacklog"));
    backlogLabel_->hide();
    statusBar()->addPermanentWidget(backlogLabel_);
    statusBar()->addPermanentWidget(keysLabel_);
    // Every message of the bar goes through notices_, which lays out the lines beside it.
    notices_ = new StatusNotices(statusBar(), rulesLabel_, keysLabel_, backlogLabel_);
    connect(table_, &TableView::statusChanged, this, &MainWindow::updateStatus);
    connect(table_, &TableView::whyCardAsked, this, [this](int i) { showWhy(controller_->explainedCard(i)); });
    connect(table_, &TableView::whyCallAsked, this, [this](int i) { showWhy(controller_->explainedCall(i)); });
    connect(controller_, &GameController::gameStarted, this, &MainWindow::updateStatus);
    connect(controller_, &GameController::gameStarted, this, [this] { nameCallsDock(true); });
    connect(controller_, &GameController::stateChanged, this, &MainWindow::updateTakeBack);
    buildMenus();
    updateStatus();
    if (history == History::Open) setHistoryEnabled(true);
    // Said in the window too, after the history's word: a file set aside, one that cannot be
    // written, a value ignored.
    for (const QString& w : settings_.warnings()) notices_->show(w, 30000);
    // Where it was last time, its docks too; the first time the sketches' 1280x800, or what
    // the screen has room for.
    windowplace::keep(this, QStringLiteral("main"), QSize(1280, 800));
}

void MainWindow::setHistoryEnabled(bool on)
{
    if (!on) {
        const QString closed = closeRecorder();
        if (!closed.isEmpty()) notices_->show(closed, 30000);
        history_->close();
        backlogLabel_->hide();
        historyNotice_.clear();
        historyDamaged_ = false;
        if (historyAction_) historyAction_->setEnabled(false);
        return;
    }
    if (history_->isOpen()) return;
    applyHistoryOpen(history_->open(HistoryStore::defaultPath(), historyOptions_));
}

HistoryStore* MainWindow::history() { return history_->isOpen() ? history_->store() : nullptr; }

void MainWindow::applyHistoryOpen(const HistorySession::Opened& opened)
{
    historyNotice_ = opened.message;
    historyDamaged_ = opened.damaged;
    if (!opened.message.isEmpty()) qWarning("rebelote: %s", qPrintable(opened.message));
    if (!opened.notRecorded.isEmpty()) {
        // Not an error: said in the status bar, the game goes on unrecorded.
        qWarning("rebelote: %s", qPrintable(opened.notRecorded));
        notices_->show(opened.notRecorded, 30000);
    }
    if (historyWindow_) historyWindow_->setWriter(history_->writer());
    if (historyAction_) historyAction_->setEnabled(history_->isOpen());
}

bool MainWindow::waitForHistory(int timeoutMs) { return history_->waitForWrites(timeoutMs); }

void MainWindow::showHistoryAtStart()
{
    const QString message = std::exchange(historyNotice_, QString());
    if (message.isEmpty()) return;
    if (!std::exchange(historyDamaged_, false)) {
        QMessageBox box(QMessageBox::Warning, tr("History"), message, QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("historyMessage"));
        box.exec();
        return;
    }
    // A damaged history: the person chooses; kept read-only unless they say otherwise.
    const QString aside = history_->store()->asidePathForNew();
    QMessageBox ask(QMessageBox::Warning, tr("History"), message, QMessageBox::NoButton, this);
    ask.setObjectName(QStringLiteral("damagedHistoryQuestion"));
    QPushButton* fresh = ask.addButton(
        tr("Start a new history (the old one kept as %1)").arg(QFileInfo(aside).fileName()), QMessageBox::AcceptRole);
    fresh->setObjectName(QStringLiteral("startNewHistory"));
    QPushButton* keep = ask.addButton(tr("Keep it read-only"), QMessageBox::RejectRole);
    keep->setObjectName(QStringLiteral("keepHistoryReadOnly"));
    ask.setDefaultButton(keep);
    ask.exec();
    if (ask.clickedButton() != fresh) return;
    const HistorySession::Opened opened = history_->startNew(aside);
    applyHistoryOpen(opened);
    historyNotice_.clear();
    historyDamaged_ = false;
    if (historyWindow_) historyWindow_->refresh();
    if (opened.ok && !opened.readOnly && !opened.inMemory) notices_->show(opened.message, 30000);
    else if (!opened.message.isEmpty()) QMessageBox::warning(this, tr("History"), opened.message);
}

void MainWindow::showHistory()
{
    if (!history_->isOpen()) return;
    if (!historyWindow_) {
        historyWindow_ = new HistoryWindow(history_->store(), this);
        historyWindow_->setAttribute(Qt::WA_DeleteOnClose);
        connect(historyWindow_, &HistoryWindow::replayRequested, this, &MainWindow::replayDeal);
        // Its reads and writes go through the session's writer, in order with the game's.
        historyWindow_->setWriter(history_->writer());
    } else {
        historyWindow_->refresh();  // a new one has just read the store
    }
    historyWindow_->show();
    historyWindow_->raise();
    historyWindow_->activateWindow();
}

void MainWindow::replayDeal(qint64 dealId)
{
    // One read on the history's writer: the deal, its game, its lines taken back, its par and
    // its analysis.
    history_->readReplay(dealId, this, [this](const std::optional<HistorySession::Replay>& r) {
        if (r) showReplay(*r);
    });
}

void MainWindow::showReplay(const HistorySession::Replay& r)
{
    const DealRow& row = r.deal;
    const qint64 dealId = row.id;
    const std::optional<GameSetup> game = r.game ? std::optional<GameSetup>(r.game->setup()) : std::nullopt;
    auto* replay = new ReplayWindow(row.record, game ? game->names : std::array<QString, 4>{}, this);
    replay->setAttribute(Qt::WA_DeleteOnClose);
    replay->setWindowTitle(row.number > 0 ? tr("Replay of deal %1").arg(row.number) : tr("Replay of an imported deal"));
    if (!replay->isValid()) {
        QMessageBox::warning(this, tr("Replay"), tr("This deal cannot be replayed: %1").arg(replay->error()));
        delete replay;
        return;
    }
    // The deals before it: the table says the deal's number and the game's score before it.
    if (game) replay->setGame(*game, r.before);
    // A practice deal: the lines taken back in it, beside the line played.
    if (row.gameId) {
        std::vector<std::vector<DealMove>> lines;
        for (const TakenBackLine& line : r.lines) {
            std::vector<DealMove> moves;
            QString error;
            if (line.dealMoves(replay->dealt(), &moves, &error)) lines.push_back(std::move(moves));
            else qWarning("rebelote: deal %lld: a line taken back is not shown: %s", dealId, qPrintable(error));
        }
        replay->setLinesTakenBack(std::move(lines));
    }
    // The bots' line on the same cards, if the deal has its par.
    if (r.par) {
        StoredPar par;
        QString error;
        if (!StoredPar::fromJson(*r.par, &par, &error) || !replay->setBotsLine(par.deal, par.you, par.bots))
            qWarning("rebelote: deal %lld: the bots' line is not shown: %s", dealId, qPrintable(error));
    }
    addFriendsLine(replay, dealId);  // a set's deal with a friend's file beside
    // The analysis is computed once, then read from the history.
    QString why;
    std::optional<DealAnalysis> saved;
    if (r.analysis) saved = DealAnalysis::fromJson(*r.analysis, &why);
    if (saved) {
        replay->setAnalysis(*saved);
    } else {
        // Saved by the history's writer, never waiting on the file here; a deal deleted
        // meanwhile is not saved.
        connect(replay, &ReplayWindow::analysed, this,
                [this, dealId](const DealAnalysis& a) { history_->saveAnalysis(dealId, a.toJson()); });
        replay->analyse();
    }
    replay->setPlayOnEnabled(true);
    connect(replay, &ReplayWindow::playOnRequested, this,
            [this, dealId, replay = QPointer<ReplayWindow>(replay)](const QJsonObject& record, int moves, Seat seat) {
                playOn(dealId, record, moves, seat, [replay] {
                    if (replay) replay->close();
                });
            });
    replay->show();
}

void MainWindow::playOn(qint64 dealId, const QJsonObject& record, int moves, Seat seat, std::function<void()> played)
{
    // A deal deleted from the history is not played on into it: asked of the writer first.
    if (!history_->recorder()) {
        playOnChecked(record, dealId, moves, seat, played);
        return;
    }
    history_->readDealExists(dealId, this, [=, this](bool exists) {
        if (exists) playOnChecked(record, dealId, moves, seat, played);
        else
            QMessageBox::warning(this, tr("Play on"),
                                 tr("This deal cannot be played on: %1").arg(tr("it was deleted from the history")));
    });
}

void MainWindow::playOnChecked(const QJsonObject& record, qint64 dealId, int moves, Seat seat,
                               const std::function<void()>& played)
{
    PlayOn on;
    QString why;
    if (!playOnFrom(record, moves, seat, settings_.setup(QRandomGenerator::global()->generate64()), &on, &why)) {
        if (why.isEmpty()) why = tr("the deal is over at this point");
        QMessageBox::warning(this, tr("Play on"), tr("This deal cannot be played on: %1").arg(why));
        return;
    }
    if (!mayLeaveTheGame(tr("Play on"),
                         tr("Leave the game on the table to play this deal on? It stays in the history, unfinished."),
                         tr("&Play on")))
        return;
    sets_->stop();
    if (!history_->playOn(dealId, on.kept, on.setup, on.point, &why)) {
        QMessageBox::warning(this, tr("Play on"), tr("This deal cannot be played on: %1").arg(why));
        return;
    }
    raise();
    activateWindow();
    table_->setFocus();
    if (played) played();
}

bool MainWindow::mayLeaveTheGame(const QString& title, const QString& question, const QString& leaveWord)
{
    if (!mayDealWhileHistoryWaits()) return false;
    const GameController::Stage stage = controller_->stage();
    if (stage == GameController::Stage::Idle || stage == GameController::Stage::GameOver) return true;
    QMessageBox ask(QMessageBox::Question, title, question, QMessageBox::NoButton, this);
    ask.setObjectName(QStringLiteral("playOnQuestion"));
    QPushButton* leave = ask.addButton(leaveWord, QMessageBox::AcceptRole);
    ask.addButton(QMessageBox::Cancel);
    ask.setDefaultButton(leave);
    ask.exec();
    return ask.clickedButton() == leave;
}

DealEditor* MainWindow::showDealEditor()
{
    if (!dealEditor_) {
        dealEditor_ = new DealEditor(settings_.rules, table_->deckId(), this);
        dealEditor_->setAttribute(Qt::WA_DeleteOnClose);
        connect(dealEditor_, &DealEditor::playRequested, this, [this](const QJsonObject& record, Seat seat) {
            if (playSetUpDeal(record, seat)) dealEditor_->close();
        });
        connect(dealEditor_, &DealEditor::replayRequested, this, &MainWindow::replaySetUpDeal);
    }
    dealEditor_->show();
    dealEditor_->raise();
    dealEditor_->activateWindow();
    return dealEditor_;
}

bool MainWindow::playSetUpDeal(const QJsonObject& record, Seat seat)
{
    // The deal as dealt, turned so that the person's seat is South: a new game whose first
    // deal it is, recorded as any game.
    DealMoves all;
    QString why;
    if (!movesOfRecord(record, &all, &why)) {
        QMessageBox::warning(this, tr("Set up a deal"), tr("This deal cannot be played: %1").arg(why));
        return false;
    }
    DealMoves dealt;
    dealt.dealt = all.dealt;
    const DealMoves turned = seat == Seat::South ? dealt : turnedToSouth(dealt, seat);
    if (!mayLeaveTheGame(tr("Set up a deal"),
                         tr("Leave the game on the table to play this deal? It stays in the history, unfinished."),
                         tr("&Play this deal")))
        return false;
    GameSetup setup = settings_.setup(QRandomGenerator::global()->generate64());
    setup.rules = turned.dealt.rules();
    setup.firstDeal = turned.dealt;
    startGame(setup);
    raise();
    activateWindow();
    table_->setFocus();
    return true;
}

ReplayWindow* MainWindow::replaySetUpDeal(const QJsonObject& record)
{
    auto* replay = new ReplayWindow(record, {}, this);
    replay->setAttribute(Qt::WA_DeleteOnClose);
    replay->setWindowTitle(tr("Replay of a deal set up"));
    if (!replay->isValid()) {
        QMessageBox::warning(this, tr("Replay"), tr("This deal cannot be replayed: %1").arg(replay->error()));
        delete replay;
        return nullptr;
    }
    replay->analyse();
    replay->show();
    return replay;
}

bool MainWindow::historyWaits() const { return history_->isOpen() && !history_->isReady(); }

void MainWindow::whenHistoryReady(std::function<void()> then)
{
    if (!historyWaits()) {
        then();
        return;
    }
    afterRecovery_ = std::move(then);
    // The game left is being read (a moment): nothing to say.
    if (!history_->recoveryPending()) return;
    // Said at once, before the writer's first try fails (then the backlog line says why).
    const int moves = history_->recoveryMoves();
    notices_->show(tr("Saving the %n moves kept when Rebelote last closed…", "", moves), 0, kRecoveryNotice);
}

void MainWindow::recoveryDone(const QString& message)
{
    notices_->drop(kRecoveryNotice);
    if (!message.isEmpty()) notices_->show(message, 30000);  // refused, the file set aside
    if (historyWindow_) historyWindow_->refresh();
}

// The kept writes are written and the game left unfinished read: what waited for it follows.
void MainWindow::historyReady()
{
    if (auto then = std::exchange(afterRecovery_, {})) then();
}

void MainWindow::offerResumeOrNewGame()
{
    whenHistoryReady([this] {
        if (!offerResume()) newGame_->trigger();
    });
}

bool MainWindow::mayDealWhileHistoryWaits()
{
    if (!historyWaits()) return true;
    if (!history_->recoveryPending()) {
        // Only the read of the game left is under way: the new game is dealt over it.
        afterRecovery_ = nullptr;
        return true;
    }
    const QString why = backlogReason_.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(backlogReason_);
    if (!askRisky(this, QMessageBox::Question, QStringLiteral("historyWaitsQuestion"), tr("New game"),
                  tr("The moves kept when Rebelote last closed are not saved yet%1: the game they belong to is "
                     "offered once they are. Deal a new game now? That game is then left unfinished in the history.")
                      .arg(why),
                  {tr("&New game"), QStringLiteral("dealAnyway"), QMessageBox::AcceptRole},
                  {tr("&Wait"), QStringLiteral("waitForHistory"), QMessageBox::RejectRole}))
        return false;
    // The person chose: nothing is offered or started once the kept writes are written.
    afterRecovery_ = nullptr;
    if (!backlogReason_.isEmpty()) showHistoryBacklog(history_->pendingMoves(), backlogReason_);
    else notices_->drop(kRecoveryNotice);
    return true;
}

bool MainWindow::offerResume()
{
    // The game as the history holds it lacks the kept moves until they are written.
    if (historyWaits()) return false;
    // A history shown read-only still offers its game: played on, not recorded (the session
    // read it once ready: HistorySession::offered()).
    const std::optional<SavedGame> saved = history_->offered();
    if (!saved) return false;
    const ResumeAnswer answer = askResume(*saved, false);
    // A set's deal is taken up within its set; left, its moves are kept with the set.
    if (answer == ResumeAnswer::Resume && resumeSetDeal(*saved)) return true;
    if (answer != ResumeAnswer::Resume && history_->recording()) keepLeftSetDeal(*saved);
    if (answer == ResumeAnswer::NewGame) history_->abandonGame(saved->game.id);
    return answer == ResumeAnswer::Resume && resumeSaved(*saved);
}

MainWindow::ResumeAnswer MainWindow::askResume(const SavedGame& saved, bool commandLine)
{
    const GameRow& g = saved.game;
    QString rules = g.preset;
    if (auto r = Rules::fromJson(g.rules, nullptr)) rules = rulesSummary(*r);
    const QString started = QLocale().toString(g.startedAt.toLocalTime(), QLocale::ShortFormat);
    // A deal of a set is said as the set's deal, not as a game of one deal.
    QString question = setDealLeftText(saved, started);
    if (question.isEmpty())
        question = tr("A game was left unfinished: %1, deal %2, %3 to %4 (started %5). Take it up where it stopped?")
                       .arg(rules)
                       .arg(saved.dealNumber)
                       .arg(g.scores[0])
                       .arg(g.scores[1])
                       .arg(started);
    QMessageBox ask(QMessageBox::Question, tr("Resume the game?"), question, QMessageBox::NoButton, this);
    ask.setObjectName(QStringLiteral("resumeQuestion"));
    if (commandLine)
        ask.setInformativeText(
            tr("New game abandons it for the game asked on the command line. Not now plays that game "
               "without keeping it in the history, and the unfinished one stays offered."));
    QPushButton* resume = ask.addButton(tr("&Resume"), QMessageBox::AcceptRole);
    QPushButton* abandon = ask.addButton(tr("&New game"), QMessageBox::DestructiveRole);
    // Escape (or closing the question) is "not now": the game stays offered, until a new
    // one is dealt over it.
    QPushButton* later = ask.addButton(tr("Not &now"), QMessageBox::RejectRole);
    ask.setDefaultButton(resume);
    ask.setEscapeButton(later);
    ask.exec();
    if (ask.clickedButton() == resume) return ResumeAnswer::Resume;
    if (ask.clickedButton() == abandon) return ResumeAnswer::NewGame;
    return ResumeAnswer::NotNow;
}

bool MainWindow::resumeSaved(const SavedGame& saved)
{
    sets_->stop();
    QString why;
    // Recorded on, or played unrecorded from a read-only history; one that cannot be taken
    // up is abandoned by the session, in order with the writes.
    if (!history_->resume(saved, &why)) {
        QMessageBox::warning(this, tr("Resume the game?"), tr("The game cannot be taken up again: %1").arg(why));
        return false;
    }
    table_->setFocus();
    return true;
}

void MainWindow::startFromCommandLine(const GameSetup& setup)
{
    showHistoryAtStart();
    // The unfinished game is known once the kept moves are written.
    whenHistoryReady([this, setup] { commandLineGame(setup); });
}

void MainWindow::commandLineGame(const GameSetup& setup)
{
    // Asked only when recording `setup` would abandon a game: a history read-only, or
    // recorded by another window, keeps its game whatever this one plays.
    const std::optional<SavedGame> saved = history_->recording() ? history_->offered() : std::nullopt;
    if (saved) {
        switch (askResume(*saved, true)) {
        case ResumeAnswer::Resume:
            if (resumeSetDeal(*saved) || resumeSaved(*saved)) return;
            break;  // it could not be: abandoned, the command line's game follows
        case ResumeAnswer::NewGame:
            keepLeftSetDeal(*saved);
            history_->abandonGame(saved->game.id);
            break;
        case ResumeAnswer::NotNow:
            keepLeftSetDeal(*saved);
            startUnrecorded(setup);
            notices_->show(tr("This game is not kept in the history, so that the unfinished one stays offered."),
                           30000);
            return;
        }
    }
    startGame(setup);
}

void MainWindow::startUnrecorded(const GameSetup& setup)
{
    history_->skipNextGame();
    startGame(setup);
}

void MainWindow::childEvent(QChildEvent* event)
{
    QMainWindow::childEvent(event);
    // Every window made with this one as its parent (dialogs, message boxes, the history and
    // replay windows) is watched for when it goes.
    if (event->added() && event->child()->isWidgetType()) event->child()->installEventFilter(this);
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Hide && watched->isWidgetType() && static_cast<QWidget*>(watched)->isWindow())
        QTimer::singleShot(0, this, &MainWindow::takeBackActivation);
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::takeBackActivation()
{
    const QWidget* active = QApplication::activeWindow();
    if (isVisible() && !isMinimized() && (!active || !active->isVisible())) activateWindow();
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    // A new language (Settings ▸ Configure): every word again, the game where it is.
    if (event->type() == QEvent::LanguageChange && rulesLabel_) {
        // The seats without a name of their own say "You" or their seat in the new language.
        controller_->setNames(controller_->setup().names);
        buildMenus();
        updateStatus();
    }
}

// The menus, in the language spoken: built again when it changes.
void MainWindow::buildMenus()
{
    setWindowTitle(tr("Rebelote"));
    scoreDock_->setWindowTitle(tr("Score sheet"));
    for (QMenu* old : menuBar()->findChildren<QMenu*>(Qt::FindDirectChildrenOnly)) delete old;
    menuBar()->clear();

    buildGameMenu();
    buildViewMenu();
    buildSettingsMenu();
    buildHelpMenu();
    nameCallsDock();
}

// The calls' dock and its menu entry: the auction of coinche, the taking of classic (and
// the auction before any game, whose rules are not known yet).
void MainWindow::nameCallsDock(bool started)
{
    const bool playing = started || controller_->stage() != GameController::Stage::Idle;
    const bool classic = playing && controller_->rules().isClassic();
    // The dock gives its title to its menu entry: the entry's own words after it.
    auctionDock_->setWindowTitle(classic ? tr("Taking") : tr("Auction"));
    auctionDock_->toggleViewAction()->setText(classic ? tr("&Taking") : tr("&Auction"));
}

// Game: new, history, practice's take-back, deal again, why, quit.
void MainWindow::buildGameMenu()
{
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->setObjectName(QStringLiteral("gameMenu"));
    newGame_ = game->addAction(tr("&New"), this, &MainWindow::newGameRequested);
    newGame_->setShortcut(QKeySequence::New);
    todaysDeals_ = game->addAction(tr("Today's &deals"), this, &MainWindow::playTodaysDeals);
    todaysDeals_->setObjectName(QStringLiteral("todaysDealsAction"));
    todaysDeals_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    todaysDeals_->setStatusTip(tr("The day's 8 deals, the same for everyone who plays Rebelote today"));
    QAction* setUp = game->addAction(tr("Set &up a deal…"), this, &MainWindow::showDealEditor);
    setUp->setObjectName(QStringLiteral("setUpDealAction"));
    setUp->setStatusTip(tr("Places the cards into the hands yourself, then plays, replays or saves the deal"));
    addSetActions(game);
    historyAction_ = game->addAction(tr("&History…"), this, &MainWindow::showHistory);
    historyAction_->setObjectName(QStringLiteral("historyAction"));
    historyAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    historyAction_->setEnabled(history_->isOpen());
    // A practice game's take-back: shown in practice games only (a counted game never offers it).
    game->addSeparator();
    takeBack_ = game->addAction(tr("&Take back"), controller_, &GameController::takeBack);
    takeBack_->setObjectName(QStringLiteral("takeBackAction"));
    takeBack_->setShortcut(QKeySequence::Undo);
    takeBack_->setStatusTip(tr("Takes back your last card or call, and the computer players' moves since"));
    takeForward_ = game->addAction(tr("Play &forward again"), controller_, &GameController::takeForward);
    takeForward_->setObjectName(QStringLiteral("takeForwardAction"));
    // Ctrl+Shift+Z everywhere, and the platform's Redo where it is another key (Ctrl+Y).
    QList<QKeySequence> forwardKeys{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)};
    for (const QKeySequence& k : QKeySequence::keyBindings(QKeySequence::Redo))
        if (!forwardKeys.contains(k)) forwardKeys << k;
    takeForward_->setShortcuts(forwardKeys);
    takeForward_->setStatusTip(tr("Makes again the moves taken back, up to your next decision"));
    dealAgain_ = game->addAction(tr("Deal &again"), controller_, &GameController::dealAgain);
    dealAgain_->setObjectName(QStringLiteral("dealAgainAction"));
    dealAgain_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    dealAgain_->setStatusTip(tr("Plays the same cards again from the start"));
    updateTakeBack();
    game->addSeparator();
    whyAction_ = game->addAction(tr("&Why?"), this, &MainWindow::whyLast);
    whyAction_->setObjectName(QStringLiteral("whyAction"));
    whyAction_->setShortcut(QKeySequence(Qt::Key_Question));
    whyAction_->setStatusTip(
        tr("Why the hint, or the last computer player's move: the value of each choice, and "
           "where it believed the cards were"));
    game->addSeparator();
    quit_ = game->addAction(tr("&Quit"), this, &QWidget::close);
    quit_->setShortcut(QKeySequence::Quit);
    quit_->setMenuRole(QAction::QuitRole);
}

// View: the score sheet's and the auction's docks, the last trick.
void MainWindow::buildViewMenu()
{
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    QAction* sheet = scoreDock_->toggleViewAction();
    sheet->setText(tr("&Score sheet"));
    view->addAction(sheet);
    view->addAction(auctionDock_->toggleViewAction());
    view->addAction(tr("&Last trick"), table_, &TableView::toggleLastTrick);
}

// Settings: the pace, one legal card played by itself, the cards, the dialog.
void MainWindow::buildSettingsMenu()
{
    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    settings->setObjectName(QStringLiteral("settingsMenu"));
    QMenu* pace = settings->addMenu(tr("&Pace of the computer players"));
    paceGroup_ = new QActionGroup(pace);
    const std::pair<const char*, int> paces[] = {{QT_TR_NOOP("&Instant (no pause, no animation)"), 0},
                                                 {QT_TR_NOOP("&Fast (0.3 s a card)"), 300},
                                                 {QT_TR_NOOP("&Normal (0.8 s a card)"), 800},
                                                 {QT_TR_NOOP("&Slow (1.5 s a card)"), 1500},
                                                 {QT_TR_NOOP("&Very slow (2.5 s a card)"), 2500}};
    for (const auto& [label, ms] : paces) {
        QAction* a = pace->addAction(tr(label));
        a->setCheckable(true);
        a->setData(ms);
        a->setChecked(ms == controller_->pace());
        paceGroup_->addAction(a);
        connect(a, &QAction::triggered, this, [this, ms = ms] {
            setPace(ms);
            settings_.paceMs = ms;
            settings_.save();
        });
    }
    single_ = settings->addAction(tr("Play a &single legal card by itself"));
    single_->setCheckable(true);
    single_->setChecked(controller_->autoPlaySingleCard());
    connect(single_, &QAction::toggled, this, [this](bool on) {
        controller_->setAutoPlaySingleCard(on);
        if (settings_.autoPlaySingleCard == on) return;  // the dialog already saved it
        settings_.autoPlaySingleCard = on;
        settings_.save();
    });
    // The decks are listed when the menu first opens: reading every installed deck takes
    // most of a second, which the start of the game should not wait for.
    QMenu* decks = settings->addMenu(tr("&Cards"));
    connect(decks, &QMenu::aboutToShow, this, [this, decks] {
        if (!decks->isEmpty()) return;
        auto* deckGroup = new QActionGroup(decks);
        const QString current = table_->deckId();
        for (const DeckInfo& d : availableDecks()) {
            const QString name = d.id == kDrawnDeckId             ? tr("Rebelote's own cards")
                                 : d.id == kDrawnFourColourDeckId ? tr("Rebelote's own cards, four colours")
                                                                  : d.name;
            QAction* a = decks->addAction(name);
            a->setCheckable(true);
            a->setChecked(d.id == current);
            deckGroup->addAction(a);
            connect(a, &QAction::triggered, this, [this, id = d.id] {
                table_->setDeck(id);
                settings_.deck = id;
                settings_.save();
            });
        }
    });
    settings->addSeparator();
    configure_ = settings->addAction(tr("C&onfigure Rebelote…"), this, &MainWindow::configure);
    configure_->setObjectName(QStringLiteral("configureAction"));
    configure_->setMenuRole(QAction::PreferencesRole);
    // Not every platform binds Preferences (Linux desktops other than KDE do not): Ctrl+, then.
    configure_->setShortcuts(QKeySequence::Preferences);
    if (configure_->shortcuts().isEmpty()) configure_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
}

void MainWindow::buildHelpMenu()
{
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    QAction* rules = help->addAction(tr("&Rules"), this, [this] { showRules(this, controller_->rules()); });
    rules->setShortcut(QKeySequence::HelpContents);
    QAction* bidding = help->addAction(tr("How the computer players &bid"), this, [this] { showBiddingSystem(this); });
    bidding->setObjectName(QStringLiteral("biddingAction"));
    QAction* cardPlay =
        help->addAction(tr("How the computer players &play"), this, [this] { showCardPlaySystem(this); });
    cardPlay->setObjectName(QStringLiteral("cardplayAction"));
    help->addAction(tr("&About Rebelote"), this, &MainWindow::about)->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);
}

MainWindow::~MainWindow()
{
    // The history's session goes first, while the controller it records is still there:
    // nothing it answers (a read done, the kept writes written) reaches a window half gone.
    disconnect(history_, nullptr, this, nullptr);
    delete history_;
}

void MainWindow::setPace(int ms)
{
    controller_->setPace(ms);
    for (QAction* a : paceGroup_->actions()) a->setChecked(a->data().toInt() == ms);
}

void MainWindow::startGame(const GameSetup& setup)
{
    sets_->stop();  // a game of another kind: the set waits where it was left
    controller_->newGame(setup);
    table_->setFocus();
}

void MainWindow::askNewGame()
{
    if (!mayDealWhileHistoryWaits()) return;
    const std::optional<NewGameChoice> chosen =
        chooseNewGame(this, settings_.lastPreset, settings_.rules, settings_.practice);
    if (!chosen) return;
    settings_.lastPreset = chosen->preset;
    settings_.practice = chosen->practice;
    // The configured rules are played when their preset is chosen; another preset is played
    // as it is and becomes the configured rules, so that Settings ▸ Configure always shows
    // the rules of the game on the table.
    if (settings_.rules.preset != chosen->preset) settings_.rules = Rules::fromPreset(chosen->preset);
    settings_.save();
    startGame(settings_.setup(QRandomGenerator::global()->generate64()));
}

void MainWindow::configure()
{
    auto playing = [this] {
        const GameController::Stage stage = controller_->stage();
        return stage != GameController::Stage::Idle && stage != GameController::Stage::GameOver;
    };
    // The rules shown are those of the game on the table: a game from the command line
    // (--preset, --options) or resumed may play others than the file's.
    Settings shown = settings_;
    if (playing()) shown.rules = controller_->rules();
    SettingsDialog dialog(shown, this);
    // The look is tried on the table as it is chosen; Cancel puts back what was there.
    connect(&dialog, &SettingsDialog::lookChanged, this, [this, &dialog] { applyLook(dialog.settings()); });
    if (dialog.exec() != QDialog::Accepted) {
        applyLook(settings_);
        return;
    }
    const Settings chosen = dialog.settings();  // saved by the dialog
    const bool newLanguage = chosen.language != settings_.language;
    settings_ = chosen;
    // What is only shown applies at once: the language (every window says its words again),
    // the look, the pace, the names.
    if (newLanguage) installTranslations(chosen.language);
    if (chosen.names != controller_->setup().names) controller_->setNames(chosen.names);
    applyLook(chosen);
    setPace(chosen.paceMs);
    single_->setChecked(chosen.autoPlaySingleCard);
    controller_->setParEnabled(chosen.compareWithBots);
    if (!playing() || chosen.rules == controller_->rules()) return;
    // New rules cannot change a game under way: its deals were scored by the old ones.
    QMessageBox ask(QMessageBox::Question, tr("New rules"),
                    tr("The rules have changed. Start a new game with them now, or keep them for the next game?"),
                    QMessageBox::NoButton, this);
    ask.setObjectName(QStringLiteral("rulesChangedQuestion"));
    QPushButton* now = ask.addButton(tr("&New game now"), QMessageBox::AcceptRole);
    ask.addButton(tr("&Keep for the next game"), QMessageBox::RejectRole);
    ask.setDefaultButton(now);
    ask.exec();
    if (ask.clickedButton() == now) startGame(settings_.setup(QRandomGenerator::global()->generate64()));
}

void MainWindow::applyLook(const Settings& s)
{
    if (s.deck != table_->deckAsked()) table_->setDeck(s.deck);
    table_->setHighContrast(s.table == QLatin1String("contrast"));
    table_->setLargeCards(s.cards == QLatin1String("large"));
}

void MainWindow::whyLast()
{
    const ExplainedDecision* e = controller_->explainedHint();
    showWhy(e ? e : controller_->lastExplained());
}

void MainWindow::showWhy(const ExplainedDecision* e)
{
    if (!e) {
        notices_->show(tr("No computer player's move to explain yet in this deal."), 5000);
        return;
    }
    if (!why_) why_ = new WhyDialog(this);
    why_->showDecision(*e, controller_->names());
}

void MainWindow::updateTakeBack()
{
    if (!takeBack_) return;
    const bool practice = controller_->stage() != GameController::Stage::Idle && controller_->setup().practice;
    takeBack_->setVisible(practice);
    takeForward_->setVisible(practice);
    dealAgain_->setVisible(practice);
    takeBack_->setEnabled(controller_->canTakeBack());
    takeForward_->setEnabled(controller_->canTakeForward());
    dealAgain_->setEnabled(controller_->canDealAgain());
}

void MainWindow::updateStatus()
{
    const GameController& c = *controller_;
    QString text;
    if (c.stage() == GameController::Stage::Idle) {
        text = tr("Game \u25b8 New (Ctrl+N) deals a game");
    } else if (sets_ && sets_->active()) {
        text = setStatus();
    } else {
        // The partnerships' card-play agreement goes with the rules: it is the game's too.
        text = rulesSummary(c.rules()) + QStringLiteral(" \u00b7 ") + signalsText(c.setup().cardSignals);
        if (c.setup().practice) text = tr("Practice game") + QStringLiteral(" \u00b7 ") + text;
        const Deal& d = c.deal();
        QString where = tr("deal %1").arg(c.dealNumber());
        if (d.phase() == Phase::Calls) where += tr(", %1").arg(c.rules().isClassic() ? tr("taking") : tr("auction"));
        else if (d.phase() == Phase::Play) where += tr(", trick %1").arg(std::min(8, d.cardPlay().trickNumber() + 1));
        text += QStringLiteral(" \u00b7 ") + where + QStringLiteral(" \u00b7 ") +
                tr("%1 dealt").arg(c.nameInSentence(d.dealer()));
    }
    rulesLabel_->setText(text);
    rulesLabel_->setToolTip(text);
    keysLabel_->setText(table_->keysHint());
    keysLabel_->setToolTip(keysLabel_->text());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // Any bot still thinking is cancelled by the controller's end. The history's writer
    // finishes its writes while they succeed; those it cannot make (the file locked, the disk
    // full) are kept in the recovery file, which the next start saves, and the player is told.
    if (history_->recording()) {
        const QString closed = closeRecorder();
        if (!closed.isEmpty()) QMessageBox::warning(this, tr("History"), closed);
    }
    event->accept();
}

// The recorder stopped: what it could not write is kept where there is room (the message
// says where). When no place takes it, the player is asked: free some space and try again,
// or close and lose it. The line to show; empty when all was written or the player chose.
QString MainWindow::closeRecorder()
{
    HistoryRecorder::Closed closed = history_->closeRecording();
    while (closed.keptNowhere) {
        if (askRisky(this, QMessageBox::Warning, QStringLiteral("unsavedMovesQuestion"), tr("History"),
                     closed.message + QLatin1Char(' ') +
                         tr("Free some space on the disk, then try again, or close and lose what was not saved."),
                     {tr("&Close and lose them"), QStringLiteral("closeLosingMoves"), QMessageBox::DestructiveRole},
                     {tr("&Try again"), QStringLiteral("keepUnsavedAgain"), QMessageBox::AcceptRole}))
            return {};
        closed = history_->keepUnsaved();
    }
    return closed.message;
}

// The history's writer is behind (the file locked, the disk full): one line, kept while it
// is, then a word when every move is saved again.
void MainWindow::showHistoryBacklog(int pendingMoves, const QString& reason)
{
    backlogReason_ = reason;
    QString text = HistoryRecorder::backlogText(pendingMoves, reason);
    if (reason.isEmpty()) {
        backlogLabel_->hide();
        // Caught up with the kept moves too: what waited for them follows (recoveryDone()).
        if (!afterRecovery_) notices_->show(text, 10000, kCaughtUpNotice);
        return;
    }
    // Behind again: a "caught up" still shown would say every move is saved.
    notices_->drop(kCaughtUpNotice);
    if (afterRecovery_) {
        notices_->drop(kRecoveryNotice);  // the line below says it all
        text += QLatin1Char(' ') + tr("The game left unfinished is offered once they are saved.");
    }
    backlogLabel_->setText(text);
    backlogLabel_->setToolTip(text);
    backlogLabel_->show();
}

void MainWindow::about()
{
    // Where the cards on the table come from: decks from other packages keep their licences.
    const DeckInfo deck = table_->deckInfo();
    QString cards;
    switch (deck.kind) {
    case DeckInfo::Kind::Drawn: cards = tr("The cards on the table are drawn by Rebelote itself."); break;
    case DeckInfo::Kind::Aisleriot:
        cards = tr("The cards on the table, %1, are a deck of GNOME's card games (package "
                   "gnome-cards-data), read from %2; the deck keeps its own licence.")
                    .arg(deck.name.toHtmlEscaped(), deck.path.toHtmlEscaped());
        break;
    case DeckInfo::Kind::Kde:
        cards = tr("The cards on the table, %1, are a deck of KDE's card games (package "
                   "kdegames-card-data-kf5), read from %2; the deck keeps its own licence.")
                    .arg(deck.name.toHtmlEscaped(), deck.path.toHtmlEscaped());
        break;
    }
    QMessageBox box(QMessageBox::Information, tr("About Rebelote"),
                    tr("<h3>Rebelote %1</h3>"
                       "<p>French Belote and Coinche, played solo against three computer players.</p>"
                       "<p>Rebelote is free software: you may share and change it under the terms "
                       "of the GNU General Public License, version 3 or any later version. It "
                       "comes with no warranty.</p>")
                            .arg(QStringLiteral(REBELOTE_VERSION)) +
                        QStringLiteral("<p>") + cards + QStringLiteral("</p><p>") +
                        tr("Other decks are found where GNOME's and KDE's card games install them, "
                           "and chosen in Settings \u25b8 Configure Rebelote.") +
                        QStringLiteral("</p>"),
                    QMessageBox::Ok, this);
    box.setObjectName(QStringLiteral("aboutBox"));
    box.setTextFormat(Qt::RichText);
    box.setIconPixmap(QApplication::windowIcon().pixmap(64));
    box.exec();
}
