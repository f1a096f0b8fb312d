// The saved moves of a deal in progress read back as the engine's moves: to resume a game
// (SavedGame::resumePoint()), to step through a line taken back, and to write the deal so far
// as a record. Each saved row is parsed here; the engine checks the moves when they replay.
#include "app/history/historystore.h"

#include "app/history/historysql.h"

#include "engine/record.h"

namespace rebelote {

using namespace belote;
using namespace sql;

QString MoveRow::text() const
{
    const QString seat = seatText(this->seat) + QLatin1Char(':');
    if (kind == QLatin1String("call") || kind == QLatin1String("card")) return seat + value;
    if (kind == QLatin1String("coinche-out-of-turn")) return seat + value + QLatin1Char('!');
    if (kind == QLatin1String("coinche-declined")) return seat + QStringLiteral("no-coinche");
    if (kind == QLatin1String("declare"))
        return seat + QStringLiteral("declare:") +
               (value.isEmpty() ? QStringLiteral("-") : QString(value).replace(QLatin1Char(' '), QLatin1Char('+')));
    return seat + kind + QLatin1Char(':') + value;
}

bool SavedGame::resumePoint(ResumePoint* point, QString* error) const
{
    auto fail = [error](const QString& why) {
        if (error) *error = why;
        return false;
    };
    ResumePoint p;
    for (const DealRow& d : finishedDeals) p.finishedDeals.push_back(d.record);
    if (!dealt) {
        if (!moves.empty()) return fail(QStringLiteral("deal %1: moves saved but not the deal").arg(dealNumber));
        *point = p;
        return true;
    }
    const auto rec = readRecord(*dealt);
    if (!rec) return fail(QStringLiteral("deal %1 as dealt: %2").arg(dealNumber).arg(rec.error));
    p.dealt = rec.value->deal;
    const Deal& deal = *p.dealt;
    const std::optional<Suit> retourneSuit = deal.retourneSuit();
    for (const MoveRow& m : moves) {
        DealMove move;
        move.seat = m.seat;
        const QString where =
            QStringLiteral("deal %1: saved move %2 (%3)").arg(dealNumber).arg(m.index + 1).arg(m.text());
        if (m.kind == QLatin1String("call") || m.kind == QLatin1String("coinche-out-of-turn")) {
            auto call = parseCall(m.value.toStdString(), deal.rules().isClassic(), retourneSuit);
            if (!call) return fail(where + QStringLiteral(": not a call"));
            move.kind = DealMove::Kind::Call;
            move.call = *call;
            move.outOfTurn = m.kind == QLatin1String("coinche-out-of-turn");
        } else if (m.kind == QLatin1String("coinche-declined")) {
            move.kind = DealMove::Kind::CoincheDeclined;
        } else if (m.kind == QLatin1String("declare")) {
            move.kind = DealMove::Kind::Declaration;
            const QStringList names = m.value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (names.size() > 2) return fail(where + QStringLiteral(": more than two declarations"));
            for (const QString& n : names) {
                auto d = parseDeclaration(n.toStdString());
                if (!d) return fail(where + QStringLiteral(": not a declaration"));
                move.declarations.add(*d);
            }
        } else if (m.kind == QLatin1String("card")) {
            auto card = parseCard(m.value.toStdString());
            if (!card) return fail(where + QStringLiteral(": not a card"));
            move.kind = DealMove::Kind::Card;
            move.card = *card;
        } else {
            continue;  // belote, rebelote: told as they happen, counted by the engine
        }
        p.moves.push_back(move);
    }
    // A declaration is matched to the choice of the hand it names (a cent is read 5 long
    // whatever its length), as the record reader does.
    Deal replay = deal;
    for (DealMove& m : p.moves) {
        if (m.kind == DealMove::Kind::Declaration && replay.declarationPending() && replay.toAct() == m.seat)
            if (const std::optional<DeclarationSet> choice = replay.declarationChoices().named(m.declarations))
                m.declarations = *choice;
        QString why;
        if (!replayMoves(replay, {m}, &why)) break;  // resume() says why, with the move's place
    }
    *point = p;
    return true;
}

bool TakenBackLine::dealMoves(const Deal& dealt, std::vector<DealMove>* out, QString* error) const
{
    SavedGame saved;
    saved.dealt = writeRecord(dealt);
    saved.moves = moves;
    ResumePoint point;
    if (!saved.resumePoint(&point, error)) return false;
    Deal replay = *point.dealt;
    QString why;
    if (!replayMoves(replay, point.moves, &why)) {
        if (error) *error = QStringLiteral("line %1: %2").arg(line).arg(why);
        return false;
    }
    *out = std::move(point.moves);
    return true;
}

bool SavedGame::recordSoFar(QJsonObject* record, QString* error) const
{
    ResumePoint p;
    if (!resumePoint(&p, error)) return false;
    if (!p.dealt) {
        if (error) *error = QStringLiteral("deal %1 is not dealt yet").arg(dealNumber);
        return false;
    }
    Deal deal = *p.dealt;
    QString why;
    if (!replayMoves(deal, p.moves, &why)) {
        if (error) *error = QStringLiteral("deal %1: %2").arg(dealNumber).arg(why);
        return false;
    }
    *record = writeRecord(deal);
    return true;
}

}  // namespace rebelote
