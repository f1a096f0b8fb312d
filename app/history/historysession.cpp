#include "app/history/historysession.h"

#include "app/controller/gamecontroller.h"
#include "app/history/historywriter.h"
#include "engine/setcode.h"

#include <QDir>
#include <QLockFile>

namespace rebelote {

HistorySession::HistorySession(GameController* controller, QObject* parent) : QObject(parent), controller_(controller)
{
    // A game recorded over the one left unfinished marks it abandoned: it is offered no more.
    connect(controller_, &GameController::gameStarted, this, [this] {
        if (recorder_ && !std::exchange(skipNext_, false)) offered_.reset();
    });
}

HistorySession::~HistorySession() { close(); }

HistorySession::Opened HistorySession::open(const QString& path, const HistoryOptions& options)
{
    if (store_.isOpen()) close();
    return opened(store_.open(path, HistoryStore::OpenMode::SetAside, options));
}

HistorySession::Opened HistorySession::startNew(const QString& asidePath)
{
    // A damaged history is shown read-only, unrecorded: only the session's own writer reads it.
    ownWriter_.reset();
    return opened(store_.startNew(asidePath));
}

// What the store's open() gave: recorded when it can be written, and read for the game to
// offer (ready() once it is).
HistorySession::Opened HistorySession::opened(const HistoryStore::OpenResult& result)
{
    Opened o;
    o.ok = result.ok;
    o.readOnly = result.readOnly;
    o.inMemory = result.inMemory;
    o.damaged = result.damaged;
    o.message = result.message;
    ready_ = false;
    offered_.reset();
    ++openSerial_;
    if (!store_.isOpen()) return o;
    // Recorded only into a history that can be written: one read-only (a read-only file or
    // folder, a lock, a damaged schema) is shown, and the game plays unrecorded.
    if (result.ok && !result.readOnly) {
        const QString replayed = startRecording(&o.notRecorded);
        if (!replayed.isEmpty()) o.message += (o.message.isEmpty() ? QString() : QStringLiteral("\n")) + replayed;
    }
    if (!recorder_) ownWriter_ = std::make_unique<HistoryWriter>(&store_);
    // The game left unfinished is read once the kept writes are in the file (recoveryDone()).
    if (!recoveryPending()) readOffered();
    return o;
}

QString HistorySession::startRecording(QString* notRecorded)
{
    // One window records at a time: a second one would mark the first one's game as
    // abandoned when it starts its own. The lock of a window that was killed is taken
    // over (its process is gone); a live one's is never stale, however long it plays.
    const QString lockPath = store_.path() + QStringLiteral(".lock");
    lock_ = std::make_unique<QLockFile>(lockPath);
    lock_->setStaleLockTime(0);
    if (lock_->tryLock(0)) {
        recorder_ = new HistoryRecorder(&store_, controller_, this);
        connect(recorder_, &HistoryRecorder::backlogChanged, this, &HistorySession::backlogChanged);
        connect(recorder_, &HistoryRecorder::dealSaved, this, &HistorySession::dealSaved);
        // Queued: what waited for the kept writes (a question) runs from the event loop.
        connect(
            recorder_, &HistoryRecorder::recoveryDone, this,
            [this](const QString& message) {
                if (!recorder_ || recorder_->recoveryPending()) return;  // closed meanwhile
                emit recoveryDone(message);
                readOffered();
            },
            Qt::QueuedConnection);
        // The moves the last window could not save before it closed go to the writer ahead
        // of every other write, on its thread (never waiting here on a locked file); the
        // game it left is offered once they are written.
        return recorder_->takeRecovery();
    }
    // Not an error: said in the status bar, the game goes on unrecorded. "Another window"
    // only when another one holds the lock; a lock that cannot be made is said as such.
    const bool otherWindow = lock_->error() == QLockFile::LockFailedError;
    lock_.reset();
    *notRecorded =
        otherWindow
            ? tr("Rebelote is already open in another window: the games of this one are not kept in the history.")
            : tr("The history's lock file %1 cannot be made: the games of this window are not kept in the history.")
                  .arg(QDir::toNativeSeparators(lockPath));
    return {};
}

void HistorySession::readOffered()
{
    // A history another window records is that window's to offer.
    const bool mayOffer = recorder_ || store_.isReadOnly();
    if (!mayOffer) {
        ready_ = true;
        emit ready();
        return;
    }
    // With it, the deal sets not finished: the game left may be a deal of one of them.
    using Offer = std::pair<std::optional<SavedGame>, std::vector<SetRow>>;
    ask<Offer>(
        [](HistoryStore& store) {
            Offer offer{store.inProgress(), {}};
            if (offer.first)
                for (SetRow& row : store.sets())
                    if (!row.finished()) offer.second.push_back(std::move(row));
            return offer;
        },
        this,
        [this, serial = openSerial_](Offer offer) {
            if (serial != openSerial_) return;  // read for a history closed since
            offered_ = std::move(offer.first);
            offeredSets_ = std::move(offer.second);
            ready_ = true;
            emit ready();
        });
}

HistoryRecorder::Closed HistorySession::closeRecording()
{
    return recorder_ ? recorder_->close() : HistoryRecorder::Closed{};
}

HistoryRecorder::Closed HistorySession::keepUnsaved()
{
    return recorder_ ? recorder_->keepUnsaved() : HistoryRecorder::Closed{};
}

void HistorySession::close()
{
    delete recorder_;  // closed by its end when closeRecording() did not
    recorder_ = nullptr;
    ownWriter_.reset();
    lock_.reset();
    store_.close();
    offered_.reset();
    ready_ = false;
    ++openSerial_;
}

bool HistorySession::isOpen() const { return store_.isOpen(); }

HistoryWriter* HistorySession::writer() const { return recorder_ ? recorder_->writer() : ownWriter_.get(); }

bool HistorySession::waitForWrites(int timeoutMs)
{
    if (recorder_) return recorder_->waitForWrites(timeoutMs);
    return !ownWriter_ || ownWriter_->waitForWrites(timeoutMs);
}

bool HistorySession::recoveryPending() const { return recorder_ && recorder_->recoveryPending(); }
int HistorySession::recoveryMoves() const { return recorder_ ? recorder_->recoveryMoves() : 0; }
int HistorySession::pendingMoves() const { return recorder_ ? recorder_->pendingMoves() : 0; }

bool HistorySession::resume(const SavedGame& saved, QString* why)
{
    ResumePoint point;
    const bool resumed = recorder_
                             ? recorder_->resume(saved, why)
                             : saved.resumePoint(&point, why) && controller_->resume(saved.game.setup(), point, why);
    if (recorder_) {
        // Recorded on, it is the game in progress; one that cannot be taken up is abandoned
        // through the writer: in order with its writes, never waiting here on the file.
        if (!resumed) recorder_->abandonGame(saved.game.id);
        offered_.reset();
    }
    return resumed;
}

void HistorySession::abandonGame(qint64 gameId)
{
    if (recorder_) recorder_->abandonGame(gameId);
    if (offered_ && offered_->game.id == gameId) offered_.reset();
}

void HistorySession::skipNextGame()
{
    if (!recorder_) return;
    recorder_->skipNextGame();
    skipNext_ = true;
}

void HistorySession::readReplay(qint64 dealId, QObject* context, std::function<void(const std::optional<Replay>&)> done)
{
    ask<std::optional<Replay>>(
        [dealId](HistoryStore& store) -> std::optional<Replay> {
            std::optional<DealRow> row = store.deal(dealId);
            if (!row) return std::nullopt;
            Replay r;
            r.deal = std::move(*row);
            if (const std::optional<qint64> gameId = r.deal.gameId) {
                r.game = store.game(*gameId);
                if (r.game)
                    for (const DealRow& d : store.deals(*gameId))
                        if (d.number < r.deal.number) r.before.push_back(d.record);
                r.lines = store.linesTakenBack(*gameId, r.deal.number);
            }
            r.par = store.par(dealId);
            r.analysis = store.analysis(dealId);
            return r;
        },
        context, [done = std::move(done)](std::optional<Replay> r) { done(r); });
}

void HistorySession::saveAnalysis(qint64 dealId, const QJsonObject& analysis)
{
    HistoryWriter* w = writer();
    if (!w || store_.isReadOnly()) return;
    // Not for a deal deleted from the history while its replay was open: a write that
    // fails is dropped.
    w->enqueueTask(
        [dealId, analysis](HistoryStore& store) {
            if (!store.deal(dealId)) return QString();
            return store.saveAnalysis(dealId, analysis) ? QString() : store.lastError();
        },
        this, {});
}

void HistorySession::readDealExists(qint64 dealId, QObject* context, std::function<void(bool)> done)
{
    ask<bool>([dealId](HistoryStore& store) { return store.deal(dealId).has_value(); }, context, std::move(done));
}

bool HistorySession::playOn(qint64 parentDealId, int branchMove, const GameSetup& setup, const ResumePoint& point,
                            QString* why)
{
    return recorder_ ? recorder_->playOn(parentDealId, branchMove, setup, point, why)
                     : controller_->resume(setup, point, why);
}

}  // namespace rebelote
