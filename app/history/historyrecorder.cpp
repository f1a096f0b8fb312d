#include "app/history/historyrecorder.h"

#include "app/controller/parrecord.h"

#include "app/history/historyop.h"
#include "app/history/historyrecovery.h"
#include "app/history/historywriter.h"
#include "engine/record.h"

#include <QDir>
#include <QFile>
#include <QStringList>

#include <map>
#include <utility>

namespace rebelote {

using namespace belote;

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

HistoryRecorder::HistoryRecorder(HistoryStore* store, GameController* controller, QObject* parent)
    : QObject(parent), store_(store), controller_(controller), writer_(new HistoryWriter(store, this))
{
    connect(writer_, &HistoryWriter::gameWritten, this, [this](int key, qint64 id) {
        for (auto& [serial, game] : gamesBySerial_)
            if (!game.first && game.second == key) game.first = id;
        if (key == gameKey_) gameId_ = id;
    });
    connect(writer_, &HistoryWriter::dealWritten, this, [this](qint64 dealId) {
        lastDealId_ = dealId;
        emit dealSaved(dealId);
    });
    connect(writer_, &HistoryWriter::moveWritten, this, &HistoryRecorder::moveSaved);
    connect(writer_, &HistoryWriter::backlogChanged, this, &HistoryRecorder::backlogChanged);
    connect(writer_, &HistoryWriter::keptWritten, this, [this] {
        recoveryPending_ = false;
        recoveryMoves_ = 0;
        emit recoveryDone(QString());
    });
    connect(writer_, &HistoryWriter::keptRefused, this, [this](const QString& error, const QString& aside) {
        recoveryPending_ = false;
        recoveryMoves_ = 0;
        const QString path = QDir::toNativeSeparators(HistoryRecovery::pathFor(store_->path()));
        const QString message = aside.isEmpty() ? tr("The moves kept when Rebelote last closed cannot be saved into "
                                                     "the history (%1): the file %2 was left as it is.")
                                                      .arg(error.left(200), path)
                                                : tr("The moves kept when Rebelote last closed cannot be saved into "
                                                     "the history (%1): the file was kept as %2.")
                                                      .arg(error.left(200), QDir::toNativeSeparators(aside));
        qWarning("rebelote: %s", qPrintable(message));
        emit recoveryDone(message);
    });

    connect(controller, &GameController::gameStarted, this, &HistoryRecorder::onGameStarted);
    connect(controller, &GameController::gameResumed, this, &HistoryRecorder::onGameResumed);
    connect(controller, &GameController::dealStarted, this, &HistoryRecorder::onDealStarted);
    connect(controller, &GameController::callMade, this, [this](Seat seat, Call call, bool outOfTurn) {
        DealMove m{DealMove::Kind::Call, seat, call, outOfTurn};
        write(m);
    });
    connect(controller, &GameController::coincheDeclined, this, [this](Seat seat) {
        write(DealMove{DealMove::Kind::CoincheDeclined, seat});
    });
    connect(controller, &GameController::declarationsMade, this, [this](Seat seat, DeclarationSet set) {
        DealMove m{DealMove::Kind::Declaration, seat};
        m.declarations = set;
        write(m);
    });
    connect(controller, &GameController::cardPlayed, this, [this](Seat seat, Card card) {
        DealMove m{DealMove::Kind::Card, seat};
        m.card = card;
        write(m);
    });
    connect(controller, &GameController::beloteAnnounced, this, [this](Seat seat, Card card, bool rebelote) {
        move(rebelote ? QStringLiteral("rebelote") : QStringLiteral("belote"), seat, qs(cardName(card)));
    });
    connect(controller, &GameController::movesTakenBack, this, &HistoryRecorder::onMovesTakenBack);
    connect(controller, &GameController::dealRecorded, this, &HistoryRecorder::onDealRecorded);
    connect(controller, &GameController::parPlayed, this, &HistoryRecorder::onParPlayed);
    connect(controller, &GameController::gameOver, this, &HistoryRecorder::onGameOver);
}

HistoryRecorder::~HistoryRecorder()
{
    if (!closed_) close();
}

void HistoryRecorder::enqueue(HistoryOp op)
{
    if (closed_) return;
    if (op.kind != HistoryOp::Kind::BeginGame && op.gameId <= 0 && op.gameKey == 0) {
        op.gameId = gameId_.value_or(0);
        op.gameKey = gameId_ ? 0 : gameKey_;
    }
    writer_->enqueue(std::move(op));
}

QString HistoryRecorder::takeRecovery()
{
    if (closed_ || tookRecovery_ || store_->inMemory()) return {};
    // Before the first write only: the kept writes go ahead of everything.
    if (lastKey_ != 0 || writer_->pendingOps() > 0 || gameId_) {
        qWarning("rebelote: the recovery file is taken before the first game only");
        return {};
    }
    HistoryRecovery::Loaded loaded = HistoryRecovery::load(store_->path());
    std::vector<HistoryOp>& ops = loaded.ops;
    if (ops.empty()) {
        if (loaded.message.isEmpty() && !loaded.path.isEmpty())
            QFile::remove(loaded.path);  // a file of no write (its header alone)
        return loaded.message;
    }
    tookRecovery_ = true;
    // The file's game keys are its own: given keys of this recorder, so that they cannot
    // name a game this recorder begins.
    std::map<int, int> keys;
    for (HistoryOp& op : ops) {
        recoveryMoves_ += op.isMove();
        if (op.gameId > 0) continue;
        auto k = keys.find(op.gameKey);
        if (k == keys.end()) k = keys.emplace(op.gameKey, ++lastKey_).first;
        op.gameKey = k->second;
    }
    recoveryPending_ = true;
    writer_->enqueueKept(std::move(ops), loaded.path);
    return loaded.message;  // a damaged file: the moves before the damage come back, the rest kept aside
}

int HistoryRecorder::pendingWrites() const { return writer_->pendingOps(); }
int HistoryRecorder::pendingMoves() const { return writer_->pendingMoves(); }
bool HistoryRecorder::waitForWrites(int timeoutMs) { return writer_->waitForWrites(timeoutMs); }

HistoryRecorder::Closed HistoryRecorder::close(int graceMs)
{
    if (closed_) return {};
    unsaved_ = writer_->stop(graceMs);
    closed_ = true;
    recoveryPending_ = false;
    if (store_->inMemory()) unsaved_.clear();  // in memory: written at once
    return keepUnsaved();
}

HistoryRecorder::Closed HistoryRecorder::keepUnsaved()
{
    Closed result;
    if (unsaved_.empty()) return result;
    result.writes = int(unsaved_.size());
    for (const HistoryOp& op : unsaved_) result.moves += op.isMove();
    QString error;
    const QString what = result.moves > 0 ? tr("%n moves", "", result.moves) : tr("the end of a deal");
    // The recovery file's writes were handed to the writer: if not made, they are the head of
    // the writes left, and the file is written again with them alone (appended, they would be
    // kept twice); if made, the writer removed it.
    const auto mode = tookRecovery_ ? HistoryRecovery::Mode::Replace : HistoryRecovery::Mode::Append;
    if (HistoryRecovery::save(store_->path(), unsaved_, &error, mode, &result.recoveryPath)) {
        unsaved_.clear();
        result.message =
            tr("The history could not save %1 before closing: it is kept in %2 and will be saved at the next start.")
                .arg(what, QDir::toNativeSeparators(result.recoveryPath));
    } else {
        // Kept here, in memory, for keepUnsaved() once there is room again.
        result.keptNowhere = true;
        result.message = tr("The history could not save %1 before closing, and there is no room to keep it anywhere "
                            "(%2).")
                             .arg(what, error);
    }
    qWarning("rebelote: %s", qPrintable(result.message));
    return result;
}

QString HistoryRecorder::backlogText(int pendingMoves, const QString& reason)
{
    if (reason.isEmpty()) return tr("The history has caught up: every move is saved.");
    if (pendingMoves == 0) return tr("The history is behind: %1.").arg(reason);
    return tr("The history is %n moves behind: %1.", "", pendingMoves).arg(reason);
}

void HistoryRecorder::branchFrom(qint64 parentDealId, int branchMove) { pendingBranch_ = {parentDealId, branchMove}; }

// A new game's row; its id comes back from the writer (gameWritten).
void HistoryRecorder::beginGame()
{
    gameId_.reset();
    gameKey_ = ++lastKey_;
    HistoryOp op;
    op.kind = HistoryOp::Kind::BeginGame;
    op.gameKey = gameKey_;
    op.game = NewGameRow::of(controller_->setup(), controller_->names());
    enqueue(std::move(op));
}

void HistoryRecorder::beginDeal(std::optional<std::pair<qint64, int>> branch)
{
    HistoryOp op;
    op.kind = HistoryOp::Kind::BeginDeal;
    op.dealNumber = controller_->dealNumber();
    op.record = writeRecord(controller_->dealtDeal());
    if (branch) {
        op.parentDealId = branch->first;
        op.branchMove = branch->second;
    }
    enqueue(std::move(op));
    written_ = 0;
}

void HistoryRecorder::onGameStarted()
{
    if (std::exchange(skipNextGame_, false)) {
        gameId_.reset();  // not recording: every move of this game is let go
        gameKey_ = 0;
        branch_.reset();
        pendingBranch_.reset();
        return;
    }
    branch_ = controller_->setup().firstDeal ? pendingBranch_ : std::nullopt;
    pendingBranch_.reset();
    beginGame();
}

void HistoryRecorder::onDealStarted()
{
    if (!recording()) return;
    beginDeal(controller_->dealNumber() == 1 ? branch_ : std::nullopt);
}

void HistoryRecorder::onGameResumed()
{
    if (playOn_) {
        startPlayOn();
        return;
    }
    if (!recording()) return;
    if (controller_->stage() == GameController::Stage::GameOver) return;  // onGameOver finishes it
    // The deal in progress as dealt, when the game stopped before it was saved (a deal
    // already saved for this number is kept, with its moves).
    beginDeal(std::nullopt);
    written_ = int(controller_->dealMoves().size());
}

void HistoryRecorder::move(const QString& kind, Seat seat, const QString& value)
{
    if (!recording()) return;
    HistoryOp op;
    op.kind = HistoryOp::Kind::Move;
    op.dealNumber = controller_->dealNumber();
    op.moveKind = kind;
    op.seat = seat;
    op.value = value.isNull() ? QStringLiteral("") : value;
    enqueue(std::move(op));
}

// A move as the store keeps it (HistoryStore's SavedGame::resumePoint() reads it back).
void HistoryRecorder::write(const DealMove& m)
{
    ++written_;
    switch (m.kind) {
    case DealMove::Kind::Call:
        move(m.outOfTurn ? QStringLiteral("coinche-out-of-turn") : QStringLiteral("call"), m.seat,
             qs(callName(m.call, controller_->dealtDeal().retourneSuit())));
        break;
    case DealMove::Kind::CoincheDeclined: move(QStringLiteral("coinche-declined"), m.seat, {}); break;
    case DealMove::Kind::Declaration: {
        QStringList names;
        for (const Declaration& d : m.declarations) names << qs(d.name());
        move(QStringLiteral("declare"), m.seat, names.join(QLatin1Char(' ')));
        break;
    }
    case DealMove::Kind::Card: move(QStringLiteral("card"), m.seat, qs(cardName(m.card))); break;
    }
}

// A practice deal set back (its line kept by the store as a line taken back), or forward
// again along the line taken back: the moves made again are written as moves.
void HistoryRecorder::onMovesTakenBack(int kept)
{
    if (!recording()) return;
    if (kept < written_) {
        HistoryOp op;
        op.kind = HistoryOp::Kind::TakeBack;
        op.dealNumber = controller_->dealNumber();
        op.movesKept = kept;
        enqueue(std::move(op));
        written_ = kept;
        return;
    }
    const std::vector<DealMove> moves = controller_->dealMoves();
    for (std::size_t i = std::size_t(written_); i < std::size_t(kept) && i < moves.size(); ++i) write(moves[i]);
}

void HistoryRecorder::onDealRecorded(const QJsonObject& record)
{
    if (!recording()) return;
    const Game& game = controller_->game();
    HistoryOp op;
    op.kind = HistoryOp::Kind::SaveDeal;
    op.dealNumber = controller_->dealNumber();
    gamesBySerial_[controller_->gameSerial()] = {gameId_, gameKey_};  // for its par, which may come after a new game
    op.record = record;
    op.scores = game.scores();
    op.winner = game.winner();
    enqueue(std::move(op));
}

// The bots' par of a deal of this game, saved with the deal (it comes after the deal's row:
// the writer runs the ops in order).
void HistoryRecorder::onParPlayed(quint64 gameSerial, int dealNumber, const GameController::ParFigures& figures)
{
    // The game it belongs to, as it was when its deal was saved (a game left since included).
    const auto game = gamesBySerial_.find(gameSerial);
    if (game == gamesBySerial_.end()) return;  // not recorded
    HistoryOp op;
    op.kind = HistoryOp::Kind::Par;
    op.gameId = game->second.first.value_or(0);
    op.gameKey = game->second.first ? 0 : game->second.second;
    op.dealNumber = dealNumber;
    op.record = figures.toJson();
    enqueue(std::move(op));
}

void HistoryRecorder::onGameOver(Team winner)
{
    if (!recording()) return;
    HistoryOp op;
    op.kind = HistoryOp::Kind::FinishGame;
    op.scores = controller_->game().scores();
    op.winner = winner;
    enqueue(std::move(op));
}

void HistoryRecorder::abandonGame(qint64 gameId)
{
    HistoryOp op;
    op.kind = HistoryOp::Kind::AbandonGame;
    op.gameId = gameId;
    enqueue(std::move(op));
}

bool HistoryRecorder::resume(const SavedGame& saved, QString* error)
{
    return resume(saved, saved.game.setup(), error);
}

bool HistoryRecorder::resume(const SavedGame& saved, const GameSetup& setup, QString* error)
{
    ResumePoint point;
    if (!saved.resumePoint(&point, error)) return false;
    const auto previousGame = gameId_;
    const auto previousKey = gameKey_;
    const auto previousBranch = branch_;
    gameId_ = saved.game.id;
    gameKey_ = 0;
    branch_ = saved.parentDealId ? std::optional<std::pair<qint64, int>>({*saved.parentDealId, saved.branchMove})
                                 : std::nullopt;
    if (!controller_->resume(setup, point, error)) {
        gameId_ = previousGame;
        gameKey_ = previousKey;
        branch_ = previousBranch;
        return false;
    }
    return true;
}

bool HistoryRecorder::takeUp(const GameSetup& setup, const ResumePoint& point, QString* error)
{
    return playOn(std::nullopt, 0, setup, point, error);
}

bool HistoryRecorder::playOn(qint64 parentDealId, int branchMove, const GameSetup& setup, const ResumePoint& point,
                             QString* error)
{
    return playOn(std::optional<qint64>(parentDealId), branchMove, setup, point, error);
}

bool HistoryRecorder::playOn(std::optional<qint64> parentDealId, int branchMove, const GameSetup& setup,
                             const ResumePoint& point, QString* error)
{
    // The new game is written when the controller says it stands at the point
    // (onGameResumed), before it asks for the next move: nothing is written when the deal
    // cannot be played on, and no later move can come before the ones kept.
    const auto previousGame = gameId_;
    const auto previousKey = gameKey_;
    const auto previousBranch = branch_;
    gameId_.reset();
    gameKey_ = 0;
    playOn_ = PlayOn{parentDealId, branchMove, point.moves};
    const bool ok = controller_->resume(setup, point, error);
    playOn_.reset();
    if (!ok) {
        gameId_ = previousGame;
        gameKey_ = previousKey;
        branch_ = previousBranch;
    }
    return ok;
}

void HistoryRecorder::startPlayOn()
{
    branch_ = playOn_->parentDealId
                  ? std::optional<std::pair<qint64, int>>({*playOn_->parentDealId, playOn_->branchMove})
                  : std::nullopt;
    beginGame();
    beginDeal(branch_);
    for (const DealMove& m : playOn_->moves) write(m);
}

}  // namespace rebelote
