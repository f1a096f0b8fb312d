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
        move(outOfTurn ? QStringLiteral("coinche-out-of-turn") : QStringLiteral("call"), seat,
             qs(callName(call, controller_->deal().retourneSuit())));
    });
    connect(controller, &GameController::coincheDeclined, this,
            [this](Seat seat) { move(QStringLiteral("coinche-declined"), seat, {}); });
    connect(controller, &GameController::declarationsMade, this, [this](Seat seat, DeclarationSet set) {
        QStringList names;
        for (const Declaration& d : set) names << qs(d.name());
        move(QStringLiteral("declare"), seat, names.join(QLatin1Char(' ')));
    });
    connect(controller, &GameController::cardPlayed, this,
            [this](Seat seat, Card card) { move(QStringLiteral("card"), seat, qs(cardName(card))); });
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

}  // namespace rebelote
