// The main window's deal sets (docs/sets.md): Game ▸ Today's deals, a set played deal after
// deal through the controller's SetSession, each deal's result and par kept in the history,
// the set's score in the status bar, and its end said with the History to replay it; a deal
// begun before taken up where it was left (a close, a crash, another game dealt over it);
// Share… after a set, and a friend's file or code played with their result beside yours.
#include "app/controller/cardtext.h"
#include "app/controller/dealmoves.h"
#include "app/controller/gametext.h"
#include "app/controller/rulestext.h"
#include "app/controller/setsession.h"
#include "app/history/historyrecorder.h"
#include "app/history/historysession.h"
#include "app/history/historywriter.h"
#include "app/ui/mainwindow.h"
#include "app/ui/replaywindow.h"
#include "app/ui/statusnotices.h"
#include "app/ui/tableview.h"
#include "engine/setcode.h"

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QGuiApplication>
#include <QInputDialog>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTimer>

namespace rebelote {

using namespace belote;

namespace {

// A set's name in the person's words: a day's set by its date in their language.
QString setTitle(const QString& name, SetKind kind, QDate day)
{
    if (kind == SetKind::Day)
        return MainWindow::tr("Today's deals, %1").arg(QLocale().toString(day, QLocale::LongFormat));
    return name;
}

// The set as the history keeps it, with the person's line in each deal played and the pars:
// their player's file once every deal is played.
std::optional<DealSet> playedSet(const SetRow& row)
{
    Checked<DealSet> read = readDealSet(row.file);
    if (!read.value) return std::nullopt;
    DealSet set = std::move(*read.value);
    for (const SetDealRow& d : row.played) {
        if (d.number < 1 || d.number > int(set.deals.size())) continue;
        SetDeal& deal = set.deals[std::size_t(d.number - 1)];
        if (d.record)
            if (Checked<DealRecord> r = readRecord(*d.record); r.value) deal.played = std::move(r.value);
        deal.par = d.par;
    }
    return set;
}

// A friend's file kept with the set, when it still is one of this set's.
std::optional<DealSet> keptFriend(const SetRow& row, const DealSet& set)
{
    if (row.friendFile.isEmpty()) return std::nullopt;
    Checked<DealSet> read = readDealSet(row.friendFile);
    if (!read.value || !read.value->played() || !differentCards(set, *read.value).isEmpty()) return std::nullopt;
    return std::move(read.value);
}

// Whether the saved game is a set's deal begun: a game of one deal, none finished, its first
// deal these cards.
bool isGameOfDeal(const SavedGame& saved, const Deal& dealt)
{
    if (!saved.finishedDeals.empty() || !saved.game.firstDeal || saved.dealNumber != 1) return false;
    const Checked<DealRecord> first = readRecord(*saved.game.firstDeal);
    return first.value && first.value->deal.rules().deals == 1 && SetSession::sameCards(first.value->deal, dealt);
}

QString fileNameFor(const QString& name)
{
    QString base = name;
    base.replace(QRegularExpression(QStringLiteral("[^\\w\\- ]+")), QStringLiteral(" "));
    return base.simplified() + QStringLiteral(".jsonl");
}

}  // namespace

void MainWindow::connectSets()
{
    sets_ = new SetSession(controller_, this);
    sets_->setTakeUp([this](int index, const GameSetup& setup) { return takeUpSetDeal(index, setup); });
    table_->setAfterDeal([this] { return nextSetDeal(); });
    connect(sets_, &SetSession::dealPlayed, this, [this](int number, int result, const QJsonObject& record) {
        setLeft_.reset();
        writeSet(
            setRow_,
            [number, result, record](HistoryStore& store, qint64 id, QString* why) {
                return store.saveSetDeal(id, number, std::nullopt, result, std::nullopt, why, record);
            },
            tr("Deal %1 of the set is not kept in the history: %2").arg(number));
        setDealToLink_ = number;  // its row, once the recorder has written the game's deal
    });
    connect(controller_, &GameController::dealRecorded, this, [this](const QJsonObject& record) {
        const int number = std::exchange(setDealToLink_, 0);
        if (number == 0) return;
        // From the event loop: after the recorder's own write of the deal, queued by this
        // same signal, so that the deal's row is there when this runs on the writer.
        QTimer::singleShot(0, this, [this, number, record, row = setRow_] {
            writeSet(row,
                     [number, record](HistoryStore& store, qint64 id, QString*) {
                         const std::optional<qint64> deal = store.latestDealOf(record);
                         return !deal || store.linkSetDeal(id, number, *deal);
                     },
                     {});
        });
    });
    connect(sets_, &SetSession::parKnown, this, [this](int number, int par) {
        writeSet(setRow_,
                 [number, par](HistoryStore& store, qint64 id, QString*) { return store.saveSetPar(id, number, par); },
                 {});
    });
    connect(sets_, &SetSession::dealLeft, this, [this](int number, const QJsonObject& record) {
        writeSet(
            setRow_,
            [number, record](HistoryStore& store, qint64 id, QString*) {
                return store.saveSetLeft(id, number, record);
            },
            tr("Deal %1 of the set, left before its end, is not kept in the history: %2").arg(number));
    });
    connect(sets_, &SetSession::scoreChanged, this, &MainWindow::updateStatus);
}

void MainWindow::addSetActions(QMenu* game)
{
    QAction* friends = game->addAction(tr("Play a f&riend's set…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Play a friend's set"), QDir::homePath(),
                                                          tr("Deal sets (*.jsonl);;All files (*)"));
        if (!path.isEmpty()) playFriendsFile(path);
    });
    friends->setObjectName(QStringLiteral("playFriendsSetAction"));
    friends->setStatusTip(tr("Plays the deals of a file a friend shared, their result beside yours"));
    QAction* code = game->addAction(tr("Play a set by &code…"), this, [this] {
        bool ok = false;
        const QString typed = QInputDialog::getText(
            this, tr("Play a set by code"), tr("The set's code, e.g. 40W6-N07E:"), QLineEdit::Normal, QString(), &ok);
        if (ok && !typed.trimmed().isEmpty()) playSetCode(typed);
    });
    code->setObjectName(QStringLiteral("playSetCodeAction"));
    code->setStatusTip(tr("Plays the deals of a set's code, the same cards as whoever gave it"));
    shareSet_ = game->addAction(tr("&Share the set…"), this, [this] {
        if (!finishedSet_) return;
        const QString path = QFileDialog::getSaveFileName(this, tr("Share the set"),
                                                          QDir::home().filePath(fileNameFor(finishedSet_->name)),
                                                          tr("Deal sets (*.jsonl)"));
        if (!path.isEmpty()) shareSet(path);
    });
    shareSet_->setObjectName(QStringLiteral("shareSetAction"));
    shareSet_->setStatusTip(tr("Writes your line in every deal of the set for a friend, and copies the set's code"));
    shareSet_->setEnabled(finishedSet_.has_value());
}

void MainWindow::playTodaysDeals() { playSet(daySet(settings_.rules, QDate::currentDate())); }

void MainWindow::writeSet(const std::shared_ptr<qint64>& row, std::function<bool(HistoryStore&, qint64, QString*)> work,
                          const QString& failed)
{
    if (!row || !history_->isOpen() || history_->isReadOnly()) return;
    auto task = [row, work = std::move(work)](HistoryStore& store) -> QString {
        if (*row == 0) return {};  // its row could not be made: said then
        QString why;
        if (work(store, *row, &why)) return {};
        return why.isEmpty() ? store.lastError() : why;
    };
    auto done = [this, failed](const QString& error) {
        if (!error.isEmpty() && !failed.isEmpty() && error != HistoryWriter::cancelledText())
            notices_->show(failed.arg(error), 15000);
    };
    // In order with the game's writes, never waiting here on the file (a history kept in
    // memory has no writer: HistorySession::writer()).
    if (HistoryWriter* w = history_->writer()) w->enqueueTask(std::move(task), this, std::move(done));
    else done(task(*history_->store()));
}

void MainWindow::playSet(const DealSet& set, const std::optional<DealSet>& friendsFile)
{
    if (!mayDealWhileHistoryWaits()) return;
    sets_->stop();  // the set at the table says the deal it leaves while its row is still the one known
    // The set's row and what was played of it, read on the history's writer; the set is dealt
    // once it has answered.
    history_->ask<std::optional<SetRow>>(
        [identity = setIdentity(set)](HistoryStore& store) { return store.setByIdentity(identity); }, this,
        [this, set, friendsFile](std::optional<SetRow> row) { startSet(set, friendsFile, row); });
}

void MainWindow::startSet(const DealSet& set, const std::optional<DealSet>& friendsFile,
                          const std::optional<SetRow>& row)
{
    std::optional<DealSet> theirs = friendsFile;
    if (!theirs && row) theirs = keptFriend(*row, set);
    setRow_ = std::make_shared<qint64>(row ? row->id : 0);
    if (!row)  // its row made first, on the writer, before the writes that name it
        writeSet(
            std::make_shared<qint64>(-1),  // no row to name yet: the task runs
            [rowId = setRow_, set](HistoryStore& store, qint64, QString*) {
                const std::optional<qint64> id = store.beginSet(set);
                if (id) *rowId = *id;
                return id.has_value();
            },
            tr("The set is not kept in the history: %1"));
    if (friendsFile)
        writeSet(
            setRow_,
            [file = writeDealSet(*friendsFile)](HistoryStore& store, qint64 id, QString*) {
                return store.saveSetFriend(id, file);
            },
            tr("The friend's file is not kept in the history: %1"));
    std::vector<SetSession::Kept> kept;
    setLeft_.reset();
    if (row) {
        for (const SetDealRow& d : row->played) kept.push_back({d.number, d.result, d.par, d.record});
        if (row->leftDeal > 0) setLeft_ = std::pair<int, QJsonObject>{row->leftDeal, row->leftRecord};
        if (row->finished()) {
            // Done once: its result, beside the friend's when one is played beside.
            if (std::optional<DealSet> mine = playedSet(*row)) {
                QString line;
                if (theirs) {
                    SetScore s;
                    s.deals = int(mine->deals.size());
                    for (std::size_t i = 0; i < mine->deals.size() && i < theirs->deals.size(); ++i)
                        if (const auto net = playedNet(theirs->deals[i])) s.add(*net, mine->deals[i].par);
                    line = SetSession::friendScoreText(theirs->player, s);
                }
                showSetEnd(setTitle(row->name, row->kind, row->day), row->score(), *mine, line);
            }
            return;
        }
    }
    sets_->setFriend(theirs);
    QString why;
    if (!sets_->start(set, settings_.setup(QRandomGenerator::global()->generate64()), kept, &why)) {
        notices_->show(why, 15000);
        return;
    }
    table_->setFocus();
    updateStatus();
}

bool MainWindow::takeUpSetDeal(int index, const GameSetup& setup)
{
    QString why;
    // After a close or a crash the history's game in progress is this deal, every move of it
    // saved: the recorder takes it up where it stopped, in the same game.
    // (A history read-only offers its game too, taken up unrecorded; one another window
    // records is that window's.)
    // The session read that game once ready (HistorySession::offered()), and forgets it once
    // another game is recorded, resumed or abandoned.
    HistoryRecorder* const recorder = history_->recorder();
    if ((recorder || history_->isReadOnly()) && !historyWaits())
        if (const std::optional<SavedGame> saved = history_->offered();
            saved && isGameOfDeal(*saved, *setup.firstDeal)) {
            ResumePoint point;
            if (recorder ? recorder->resume(*saved, setup, &why)
                         : saved->resumePoint(&point, &why) && controller_->resume(setup, point, &why))
                return true;
            qWarning("rebelote: deal %d of the set: the game in progress cannot be taken up: %s", index + 1,
                     qPrintable(why));
        }
    // Left when another game was dealt over it: its moves as they stood, in a new game.
    if (!setLeft_ || setLeft_->first != index + 1) return false;
    DealMoves left;
    if (movesOfRecord(setLeft_->second, &left, &why) && SetSession::sameCards(left.dealt, *setup.firstDeal)) {
        ResumePoint point;
        point.dealt = setup.firstDeal;
        point.moves = left.moves;
        if (recorder ? recorder->takeUp(setup, point, &why) : controller_->resume(setup, point, &why)) {
            setLeft_.reset();
            return true;
        }
    }
    qWarning("rebelote: deal %d of the set cannot be taken up where it was left: %s", index + 1, qPrintable(why));
    return false;
}

std::optional<MainWindow::SetOfGame> MainWindow::setOfSavedGame(const SavedGame& saved) const
{
    if (!saved.game.firstDeal || !saved.finishedDeals.empty()) return std::nullopt;
    // The sets not finished, read by the session with the game it offers.
    for (const SetRow& row : history_->offeredSets()) {
        if (row.finished()) continue;
        Checked<DealSet> read = readDealSet(row.file);
        if (!read.value) continue;
        for (std::size_t i = 0; i < read.value->deals.size(); ++i) {
            const bool played = std::any_of(row.played.begin(), row.played.end(),
                                            [&](const SetDealRow& d) { return d.number == int(i) + 1; });
            if (!played && isGameOfDeal(saved, read.value->deals[i].dealt))
                return SetOfGame{std::move(*read.value), row.id, int(i)};
        }
    }
    return std::nullopt;
}

bool MainWindow::resumeSetDeal(const SavedGame& saved)
{
    std::optional<SetOfGame> of = setOfSavedGame(saved);
    if (!of) return false;
    playSet(of->set);  // its deal taken up where the history has it (takeUpSetDeal())
    return true;
}

QString MainWindow::setDealLeftText(const SavedGame& saved, const QString& started) const
{
    const std::optional<SetOfGame> of = setOfSavedGame(saved);
    if (!of) return {};
    return tr("Deal %1 of %2 of the set \u201c%3\u201d was left unfinished (started %4). Take it up where it "
              "stopped?")
        .arg(of->index + 1)
        .arg(of->set.deals.size())
        .arg(setTitle(of->set.name, of->set.kind, of->set.day), started);
}

void MainWindow::keepLeftSetDeal(const SavedGame& saved)
{
    const std::optional<SetOfGame> of = setOfSavedGame(saved);
    QJsonObject record;
    if (!of || !saved.recordSoFar(&record, nullptr)) return;
    const int number = of->index + 1;
    writeSet(
        std::make_shared<qint64>(of->rowId),
        [number, record](HistoryStore& store, qint64 id, QString*) { return store.saveSetLeft(id, number, record); },
        tr("Deal %1 of the set, left before its end, is not kept in the history: %2").arg(number));
}

bool MainWindow::nextSetDeal()
{
    if (!sets_->active()) return false;
    if (sets_->next()) return true;
    if (!sets_->finished()) return false;
    const DealSet& set = sets_->set();
    showSetEnd(setTitle(set.name, set.kind, set.day), sets_->score(), set, sets_->friendScoreText());
    return true;
}

void MainWindow::showSetEnd(const QString& name, const SetScore& score, const DealSet& finished,
                            const QString& friendLine)
{
    finishedSet_ = finished;
    if (shareSet_) shareSet_->setEnabled(true);
    // The name in the text, where it is read whole: a window's title is cut to the box's width.
    auto* box = new QMessageBox(QMessageBox::Information, tr("Deal set"), QString(), QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("setEnd"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QString text =
        name + QLatin1Char('\n') + tr("You have played this set.") + QLatin1Char('\n') + SetSession::scoreText(score);
    if (!friendLine.isEmpty()) text += QLatin1Char('\n') + friendLine;
    if (score.counted < score.deals)
        text += QLatin1Char('\n') + tr("The bots are still playing the last deal on the same cards: "
                                       "the score counts the deals whose par is known.");
    box->setText(text);
    QPushButton* replay = box->addButton(tr("&Replay in the History…"), QMessageBox::AcceptRole);
    replay->setObjectName(QStringLiteral("setEndReplay"));
    QPushButton* share = box->addButton(tr("&Share…"), QMessageBox::ActionRole);
    share->setObjectName(QStringLiteral("setEndShare"));
    box->addButton(QMessageBox::Close);
    box->setDefaultButton(replay);
    connect(box, &QMessageBox::buttonClicked, this, [this, replay, share](QAbstractButton* b) {
        if (b == replay) showHistory();
        else if (b == share) shareSet_->trigger();
    });
    box->open();
}

bool MainWindow::shareSet(const QString& path)
{
    if (!finishedSet_) return false;
    // The set at the table when it is that one: with the pars that came after its end.
    const bool atTable = sets_->finished() && setIdentity(sets_->set()) == setIdentity(*finishedSet_);
    DealSet file = atTable ? sets_->set() : *finishedSet_;
    file.player = settings_.names[int(Seat::South)];
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(writeDealSet(file)) < 0 || !out.commit()) {
        refuseSet(tr("Share the set"),
                  tr("The file %1 cannot be written: %2").arg(QDir::toNativeSeparators(path), out.errorString()));
        return false;
    }
    // A set of given deals has no code: its file is how it goes.
    const QString where = QDir::toNativeSeparators(path);
    if (const std::optional<SetCode> code = codeOf(*finishedSet_)) {
        const QString text = encodeSetCode(*code);
        QGuiApplication::clipboard()->setText(text);
        notices_->show(tr("Your file of the set is in %1, and its code %2 is copied: a friend types it in "
                          "Game \u25b8 Play a set by code…, or opens the file.")
                           .arg(where, text),
                       30000);
    } else {
        notices_->show(
            tr("Your file of the set is in %1: a friend opens it in Game \u25b8 Play a friend's set…").arg(where),
            30000);
    }
    return true;
}

void MainWindow::refuseSet(const QString& title, const QString& why)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, why, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("setRefused"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool MainWindow::playFriendsFile(const QString& path)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        refuseSet(tr("Play a friend's set"),
                  tr("The file %1 cannot be read: %2").arg(QDir::toNativeSeparators(path), in.errorString()));
        return false;
    }
    Checked<DealSet> read = readDealSet(in.readAll());
    if (!read.value) {
        refuseSet(tr("Play a friend's set"), tr("This file cannot be played: %1").arg(read.error));
        return false;
    }
    // The set itself, when the file holds only its deals: the friend's line comes with a
    // player's file. The cards the set already has in the history must be the file's: checked
    // here, before the set at the table is stopped for it (a file refused leaves it playing);
    // playSet() then reads the row again, after that stop, since the set stopped may be this
    // one and its row then says the deal left.
    DealSet set = *read.value;
    const std::optional<DealSet> theirs = read.value->played() ? std::optional<DealSet>(*read.value) : std::nullopt;
    history_->ask<std::optional<SetRow>>(
        [identity = setIdentity(set)](HistoryStore& store) { return store.setByIdentity(identity); }, this,
        [this, set, theirs](std::optional<SetRow> row) {
            if (row)
                if (Checked<DealSet> kept = readDealSet(row->file); kept.value)
                    if (const QString differ = differentCards(*kept.value, set); !differ.isEmpty()) {
                        refuseSet(tr("Play a friend's set"),
                                  tr("This file is not the set you played under its name: %1").arg(differ));
                        return;
                    }
            playSet(set, theirs);
        });
    return true;
}

bool MainWindow::playSetCode(const QString& code)
{
    QString why;
    const std::optional<SetCode> decoded = decodeSetCode(code, &why);
    if (!decoded) {
        refuseSet(tr("Play a set by code"), tr("This code cannot be played: %1").arg(why));
        return false;
    }
    playSet(decoded->set());
    return true;
}

void MainWindow::addFriendsLine(ReplayWindow* replay, qint64 dealId)
{
    history_->ask<std::optional<std::pair<SetRow, int>>>(
        [dealId](HistoryStore& store) { return store.setOfDeal(dealId); }, replay,
        [this, replay, dealId](std::optional<std::pair<SetRow, int>> of) { showFriendsLine(replay, dealId, of); });
}

void MainWindow::showFriendsLine(ReplayWindow* replay, qint64 dealId, const std::optional<std::pair<SetRow, int>>& of)
{
    if (!of) return;
    // Its number in the set, not the one deal of its game.
    replay->setWindowTitle(
        tr("Replay of deal %1 of %2").arg(of->second).arg(setTitle(of->first.name, of->first.kind, of->first.day)));
    Checked<DealSet> set = readDealSet(of->first.file);
    if (!set.value) return;
    SetPlace place;
    place.deal = of->second;
    place.deals = int(set.value->deals.size());
    replay->setSetPlace(place);
    const std::optional<DealSet> theirs = keptFriend(of->first, *set.value);
    const int index = of->second - 1;
    if (!theirs || index < 0 || index >= int(theirs->deals.size())) return;
    const SetDeal& deal = theirs->deals[std::size_t(index)];
    if (!deal.played) return;
    const QString name = theirs->player.isEmpty() ? tr("Your friend") : theirs->player;
    if (!replay->setFriendLine(name, writeRecord(*deal.played), *playedNet(deal)))
        qWarning("rebelote: deal %lld: the friend's line is not shown", dealId);
}

QString MainWindow::setStatus() const
{
    const DealSet& set = sets_->set();
    const QString title = setTitle(set.name, set.kind, set.day);
    const QString score = SetSession::scoreText(sets_->score());
    // The card-play agreement goes with the set's rules, as for any game.
    const QString calls = signalsText(controller_->setup().cardSignals);
    if (sets_->finished()) return tr("%1 · played · %2 · %3").arg(title, calls, score);
    return tr("%1 · %2 · deal %3 of %4 · %5")
        .arg(title, calls)
        .arg(sets_->current() + 1)
        .arg(set.deals.size())
        .arg(score);
}

}  // namespace rebelote
