#include "app/history/historyop.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace rebelote {

using namespace belote;

namespace {

// The words of this file, in the "HistoryOpText" context of the translations.
struct HistoryOpText {
    Q_DECLARE_TR_FUNCTIONS(HistoryOpText)
};

const char* const kKinds[] = {"begin-game",   "begin-deal", "move", "save-deal", "finish-game",
                              "abandon-game", "take-back",  "par",  "task"};

QString seatText(Seat s) { return QString(QLatin1Char(seatLetter(s))); }

std::optional<Team> teamOfName(const QString& s)
{
    if (s == QLatin1String("NS")) return Team::NS;
    if (s == QLatin1String("EW")) return Team::EW;
    return std::nullopt;
}

bool isInt(const QJsonValue& v) { return v.isDouble() && v.toDouble() == double(qint64(v.toDouble())); }

// The fields of one kind of op, read into `op`; false with *error.
bool readFields(const QJsonObject& o, HistoryOp* op, QString* error)
{
    const QJsonArray scores = o.value(QStringLiteral("scores")).toArray();
    op->scores = {scores.at(0).toInt(), scores.at(1).toInt()};
    if (o.contains(QStringLiteral("winner"))) {
        op->winner = teamOfName(o.value(QStringLiteral("winner")).toString());
        if (!op->winner) {
            *error = QStringLiteral("a winner that is no team");
            return false;
        }
    }
    switch (op->kind) {
    case HistoryOp::Kind::BeginGame:
        return NewGameRow::fromJson(o.value(QStringLiteral("game")).toObject(), &op->game, error);
    case HistoryOp::Kind::BeginDeal:
    case HistoryOp::Kind::SaveDeal:
        op->record = o.value(QStringLiteral("record")).toObject();
        if (isInt(o.value(QStringLiteral("parent"))))
            op->parentDealId = qint64(o.value(QStringLiteral("parent")).toDouble());
        op->branchMove = o.value(QStringLiteral("branchMove")).toInt();
        if (op->record.isEmpty()) *error = QStringLiteral("a deal without its record");
        return !op->record.isEmpty();
    case HistoryOp::Kind::Move: {
        op->moveKind = o.value(QStringLiteral("kind")).toString();
        op->value = o.value(QStringLiteral("value")).toString();
        const auto seat = parseSeat(o.value(QStringLiteral("seat")).toString().toStdString());
        if (op->moveKind.isEmpty() || !seat) *error = QStringLiteral("a move without its kind or seat");
        if (seat) op->seat = *seat;
        return !op->moveKind.isEmpty() && seat;
    }
    case HistoryOp::Kind::TakeBack:
        if (!isInt(o.value(QStringLiteral("kept"))) || o.value(QStringLiteral("kept")).toInt() < 0 ||
            op->dealNumber < 1) {
            *error = QStringLiteral("a take-back without its deal or the moves it keeps");
            return false;
        }
        op->movesKept = o.value(QStringLiteral("kept")).toInt();
        return true;
    case HistoryOp::Kind::Par:
        op->record = o.value(QStringLiteral("par")).toObject();
        if (op->record.isEmpty() || op->dealNumber < 1) *error = QStringLiteral("a par without its deal");
        return !op->record.isEmpty() && op->dealNumber >= 1;
    case HistoryOp::Kind::FinishGame:
    case HistoryOp::Kind::AbandonGame:
    case HistoryOp::Kind::Task: return true;
    }
    return true;
}

}  // namespace

QJsonObject HistoryOp::toJson() const
{
    QJsonObject o{{QStringLiteral("op"), QLatin1String(kKinds[int(kind)])}};
    if (gameId > 0) o.insert(QStringLiteral("gameId"), gameId);
    else o.insert(QStringLiteral("gameKey"), gameKey);
    if (dealNumber > 0) o.insert(QStringLiteral("deal"), dealNumber);
    switch (kind) {
    case Kind::BeginGame: o.insert(QStringLiteral("game"), game.toJson()); break;
    case Kind::BeginDeal:
        o.insert(QStringLiteral("record"), record);
        if (parentDealId) o.insert(QStringLiteral("parent"), *parentDealId);
        if (branchMove) o.insert(QStringLiteral("branchMove"), branchMove);
        break;
    case Kind::Move:
        o.insert(QStringLiteral("kind"), moveKind);
        o.insert(QStringLiteral("seat"), seatText(seat));
        o.insert(QStringLiteral("value"), value);
        break;
    case Kind::SaveDeal: o.insert(QStringLiteral("record"), record); [[fallthrough]];
    case Kind::FinishGame:
        o.insert(QStringLiteral("scores"), QJsonArray{scores[0], scores[1]});
        if (winner) o.insert(QStringLiteral("winner"), QLatin1String(teamName(*winner)));
        break;
    case Kind::TakeBack: o.insert(QStringLiteral("kept"), movesKept); break;
    case Kind::Par: o.insert(QStringLiteral("par"), record); break;
    case Kind::AbandonGame:
    case Kind::Task: break;
    }
    return o;
}

bool HistoryOp::fromJson(const QJsonObject& o, HistoryOp* op, QString* error)
{
    *op = HistoryOp();
    const QString name = o.value(QStringLiteral("op")).toString();
    int kind = -1;
    for (int k = 0; k < int(std::size(kKinds)); ++k)
        if (name == QLatin1String(kKinds[k])) kind = k;
    if (kind < 0 || Kind(kind) == Kind::Task) {
        *error = QStringLiteral("no such write: \"%1\"").arg(name);
        return false;
    }
    op->kind = Kind(kind);
    if (isInt(o.value(QStringLiteral("gameId")))) op->gameId = qint64(o.value(QStringLiteral("gameId")).toDouble());
    else if (isInt(o.value(QStringLiteral("gameKey")))) op->gameKey = o.value(QStringLiteral("gameKey")).toInt();
    if (op->gameId <= 0 && op->gameKey == 0) {
        *error = QStringLiteral("a write without its game");
        return false;
    }
    op->dealNumber = o.value(QStringLiteral("deal")).toInt();
    return readFields(o, op, error);
}

HistoryOpResult runHistoryOp(HistoryStore& store, const HistoryOp& op, qint64 gameId)
{
    HistoryOpResult r;
    switch (op.kind) {
    case HistoryOp::Kind::BeginGame:
        r.id = store.beginGame(op.game);
        r.ok = r.id.has_value();
        break;
    case HistoryOp::Kind::BeginDeal:
        r.ok = store.beginDeal(gameId, op.dealNumber, op.record, op.parentDealId, op.branchMove);
        break;
    case HistoryOp::Kind::Move: r.ok = store.appendMove(gameId, op.dealNumber, op.moveKind, op.seat, op.value); break;
    case HistoryOp::Kind::SaveDeal:
        r.id = store.saveDeal(gameId, op.dealNumber, op.record, op.scores, op.winner);
        r.ok = r.id.has_value();
        break;
    case HistoryOp::Kind::FinishGame: r.ok = store.finishGame(gameId, op.scores, op.winner); break;
    case HistoryOp::Kind::AbandonGame: r.ok = store.abandonGame(gameId); break;
    case HistoryOp::Kind::TakeBack: r.ok = store.takeBack(gameId, op.dealNumber, op.movesKept); break;
    case HistoryOp::Kind::Par: r.ok = store.savePar(gameId, op.dealNumber, op.record); break;
    case HistoryOp::Kind::Task: r.error = QStringLiteral("a task is run by the writer"); return r;
    }
    if (!r.ok) r.error = store.lastError();
    return r;
}

bool isRetryableHistoryError(const QString& storeError)
{
    const QString e = storeError.toLower();
    return e.contains(QLatin1String("locked")) || e.contains(QLatin1String("busy")) ||
           e.contains(QLatin1String("full")) || e.contains(QLatin1String("i/o error"));
}

QString historyFailureReason(const QString& storeError)
{
    const QString e = storeError.toLower();
    if (e.contains(QLatin1String("locked")) || e.contains(QLatin1String("busy")))
        return HistoryOpText::tr("the file is locked by another program");
    if (e.contains(QLatin1String("full"))) return HistoryOpText::tr("the disk is full");
    if (e.contains(QLatin1String("readonly")) || e.contains(QLatin1String("read-only")))
        return HistoryOpText::tr("the file cannot be written (read-only)");
    if (e.contains(QLatin1String("i/o error")))
        return HistoryOpText::tr("the disk cannot be written (input/output error)");
    return HistoryOpText::tr("the file cannot be written (%1)").arg(storeError.left(200));
}

}  // namespace rebelote
