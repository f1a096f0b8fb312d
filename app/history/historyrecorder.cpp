#include "app/history/historyrecorder.h"

#include "engine/record.h"

#include <QStringList>

namespace rebelote {

using namespace belote;

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

HistoryRecorder::HistoryRecorder(HistoryStore* store, GameController* controller, QObject* parent)
    : QObject(parent), store_(store), controller_(controller)
{
    connect(controller, &GameController::gameStarted, this, &HistoryRecorder::onGameStarted);
    connect(controller, &GameController::gameResumed, this, &HistoryRecorder::onGameResumed);
    connect(controller, &GameController::dealStarted, this, &HistoryRecorder::onDealStarted);
    connect(controller, &GameController::callMade, this, [this](Seat seat, Call call, bool outOfTurn) {
        DealMove m{DealMove::Kind::Call, seat, call, outOfTurn};
        write(m);
    });
    connect(controller, &GameController::coincheDeclined, this,
            [this](Seat seat) { write(DealMove{DealMove::Kind::CoincheDeclined, seat}); });
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
    connect(controller, &GameController::dealRecorded, this, &HistoryRecorder::onDealRecorded);
    connect(controller, &GameController::gameOver, this, &HistoryRecorder::onGameOver);
}

void HistoryRecorder::check(bool ok)
{
    if (ok) {
        failing_ = false;
        return;
    }
    if (!failing_) emit writeFailed(tr("The history could not be saved: %1").arg(store_->lastError()));
    failing_ = true;
}

void HistoryRecorder::branchFrom(qint64 parentDealId, int branchMove) { pendingBranch_ = {parentDealId, branchMove}; }

void HistoryRecorder::onGameStarted()
{
    branch_ = controller_->setup().firstDeal ? pendingBranch_ : std::nullopt;
    pendingBranch_.reset();
    gameId_ = store_->beginGame(controller_->setup(), controller_->names());
    check(gameId_.has_value());
}

void HistoryRecorder::onDealStarted()
{
    if (!gameId_) return;
    const int number = controller_->dealNumber();
    const auto branch = number == 1 ? branch_ : std::nullopt;
    check(store_->beginDeal(*gameId_, number, writeRecord(controller_->dealtDeal()),
                            branch ? std::optional<qint64>(branch->first) : std::nullopt, branch ? branch->second : 0));
}

void HistoryRecorder::onGameResumed()
{
    if (playOn_) {
        startPlayOn();
        return;
    }
    if (!gameId_) return;
    if (controller_->stage() == GameController::Stage::GameOver) return;  // onGameOver finishes it
    // The deal in progress as dealt, when the game stopped before it was saved (a deal
    // already saved for this number is kept, with its moves).
    check(store_->beginDeal(*gameId_, controller_->dealNumber(), writeRecord(controller_->dealtDeal())));
}

void HistoryRecorder::move(const QString& kind, Seat seat, const QString& value)
{
    if (!gameId_) return;
    check(store_->appendMove(*gameId_, controller_->dealNumber(), kind, seat, value));
}

// A move as the store keeps it (HistoryStore's SavedGame::resumePoint() reads it back).
void HistoryRecorder::write(const DealMove& m)
{
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

void HistoryRecorder::onDealRecorded(const QJsonObject& record)
{
    if (!gameId_) return;
    const Game& game = controller_->game();
    const auto id = store_->saveDeal(*gameId_, controller_->dealNumber(), record, game.scores(), game.winner());
    check(id.has_value());
    if (id) {
        lastDealId_ = id;
        emit dealSaved(*id);
    }
}

void HistoryRecorder::onGameOver(Team winner)
{
    if (!gameId_) return;
    check(store_->finishGame(*gameId_, controller_->game().scores(), winner));
}

bool HistoryRecorder::resume(const SavedGame& saved, QString* error) { return resume(saved, saved.game.setup(), error); }

bool HistoryRecorder::resume(const SavedGame& saved, const GameSetup& setup, QString* error)
{
    ResumePoint point;
    if (!saved.resumePoint(&point, error)) return false;
    const auto previousGame = gameId_;
    const auto previousBranch = branch_;
    gameId_ = saved.game.id;
    branch_ = saved.parentDealId ? std::optional<std::pair<qint64, int>>({*saved.parentDealId, saved.branchMove}) : std::nullopt;
    if (!controller_->resume(setup, point, error)) {
        gameId_ = previousGame;
        branch_ = previousBranch;
        return false;
    }
    return true;
}

bool HistoryRecorder::playOn(qint64 parentDealId, int branchMove, const GameSetup& setup, const ResumePoint& point,
                             QString* error)
{
    // The new game is written when the controller says it stands at the point
    // (onGameResumed), before it asks for the next move: nothing is written when the deal
    // cannot be played on, and no later move can come before the ones kept.
    const auto previousGame = gameId_;
    const auto previousBranch = branch_;
    gameId_.reset();
    playOn_ = PlayOn{parentDealId, branchMove, point.moves};
    const bool ok = controller_->resume(setup, point, error);
    playOn_.reset();
    if (!ok) {
        gameId_ = previousGame;
        branch_ = previousBranch;
    }
    return ok;
}

void HistoryRecorder::startPlayOn()
{
    branch_ = std::pair<qint64, int>{playOn_->parentDealId, playOn_->branchMove};
    gameId_ = store_->beginGame(controller_->setup(), controller_->names());
    check(gameId_.has_value());
    if (!gameId_) return;  // the game goes on, unrecorded, as after any failed write
    check(store_->beginDeal(*gameId_, controller_->dealNumber(), writeRecord(controller_->dealtDeal()),
                            playOn_->parentDealId, playOn_->branchMove));
    for (const DealMove& m : playOn_->moves) write(m);
}

}  // namespace rebelote
