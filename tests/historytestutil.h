// What the history tests share: a driver that plays every seat of a GameController as a
// person would (through its API, one decision a step, choices drawn from the position so
// that two controllers in the same position choose the same), the engine's check of a
// record (as `rebelote-cli score --check`), and what a controller's position shows
// (describe(): two controllers that stand at the same place describe it the same).
#pragma once

#include "app/controller/gamecontroller.h"
#include "app/history/historyrecorder.h"
#include "app/history/historystore.h"
#include "engine/record.h"

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QStringList>

namespace historytest {

using namespace belote;
using namespace rebelote;

// Empty when the record replays to a finished deal whose result is the one given.
inline QString checkRecord(const QJsonObject& record)
{
    const auto rec = readRecord(record);
    if (!rec) return rec.error;
    if (rec.value->deal.phase() != Phase::Done) return QStringLiteral("not finished");
    if (!record.value(QStringLiteral("result")).isObject()) return QStringLiteral("no result");
    return resultDifference(*rec.value);
}

// Everything of the controller's position that a view or a record shows.
inline QString describe(GameController& c)
{
    QStringList out;
    out << QStringLiteral("stage %1 deal %2").arg(int(c.stage())).arg(c.dealNumber());
    out << QStringLiteral("scores %1-%2").arg(c.game().scores()[0]).arg(c.game().scores()[1]);
    out << QStringLiteral("held %1 dealer %2").arg(c.game().heldPoints()).arg(int(c.game().dealer()));
    if (c.stage() != GameController::Stage::GameOver) {
        out << QString::fromUtf8(toJsonLine(c.record()));
        out << QStringLiteral("pending %1 %2").arg(int(c.pending().kind)).arg(int(c.pending().seat));
    }
    for (int s = 0; s < 4; ++s) {
        const auto call = c.lastCall(Seat(s));
        out << QStringLiteral("last call %1: %2")
                   .arg(s)
                   .arg(call ? QString::fromStdString(callName(*call, std::nullopt)) : QStringLiteral("-"));
        const auto decl = c.declared(Seat(s));
        QStringList names;
        if (decl)
            for (const Declaration& d : *decl) names << QString::fromStdString(d.name());
        out << QStringLiteral("declared %1: %2 %3").arg(s).arg(decl ? 1 : 0).arg(names.join(' '));
    }
    for (const auto& [seat, card] : c.belotes()) out << QStringLiteral("belote %1 %2").arg(int(seat)).arg(int(card));
    for (const auto& [seat, card] : c.tableCards()) out << QStringLiteral("table %1 %2").arg(int(seat)).arg(int(card));
    out << QStringLiteral("sheet rows %1").arg(c.scoreSheet()->rows().size());
    if (!c.scoreSheet()->rows().empty())
        out << QStringLiteral("sheet totals %1-%2")
                   .arg(c.scoreSheet()->rows().back().totals[0])
                   .arg(c.scoreSheet()->rows().back().totals[1]);
    out << QStringLiteral("auction rows %1").arg(c.auction()->rowCount());
    return out.join(QLatin1Char('\n'));
}

// Every seat a person: the test makes each choice, nothing happens between two steps.
inline GameSetup people(Preset preset, std::uint64_t seed)
{
    GameSetup s;
    s.rules = Rules::fromPreset(preset);
    s.seed = seed;
    s.human = {true, true, true, true};
    return s;
}

// Counts the moves (calls, coinches let go, declarations, cards) a controller makes.
class MoveCounter : public QObject {
public:
    explicit MoveCounter(GameController* c)
    {
        connect(c, &GameController::callMade, this, [this] { ++moves; });
        connect(c, &GameController::coincheDeclined, this, [this] { ++moves; });
        connect(c, &GameController::declarationsMade, this, [this] { ++moves; });
        connect(c, &GameController::cardPlayed, this, [this] { ++moves; });
        connect(c, &GameController::dealRecorded, this, [this](const QJsonObject& r) { records.push_back(r); });
    }
    int moves = 0;
    std::vector<QJsonObject> records;
};

// A game of the controller at pace 0, recorded into `store` as the window records it, its
// moves and deals counted; the caller deals it (game.c.newGame(...)) and steps it.
struct RecordedGame {
    explicit RecordedGame(HistoryStore* store) : recorder(store, prepared(&c)), counter(&c) {}
    GameController c;
    HistoryRecorder recorder;
    MoveCounter counter;

private:
    static GameController* prepared(GameController* c)
    {
        c->setPace(0);
        c->setAutoContinue(-1);
        return c;
    }
};

// One step: gathers a full trick, goes on after a deal, or answers the decision pending
// with a choice drawn from the position (`salt` varies the games). False when there is
// nothing to do (the game is over).
inline bool step(GameController& c, unsigned salt = 0)
{
    using Stage = GameController::Stage;
    if (c.stage() == Stage::TrickPause) {
        c.gatherTrick();
        return true;
    }
    if (c.stage() == Stage::DealOver) {
        c.continueAfterDeal();
        return true;
    }
    if (c.stage() == Stage::GameOver || c.stage() == Stage::Idle) return false;
    const Deal& d = c.deal();
    const Decision p = c.pending();
    const unsigned h = (unsigned(d.cardPlay().cardsPlayed()) * 31u + unsigned(d.callCount()) * 7u +
                        unsigned(c.dealNumber()) * 13u + salt) *
                           2654435761u >>
                       7;
    switch (p.kind) {
    case DecisionKind::Call: {
        const CallList legal = d.legalCalls();
        // Mostly passes, so that auctions end; else any legal call (bids, coinches).
        const Call call = h % 5 < 3 ? Call::pass() : legal.items[std::size_t(h % unsigned(legal.count))];
        return c.makeCall(legal.contains(call) ? call : legal.items[0]);
    }
    case DecisionKind::OutOfTurnCoinche: return c.answerOutOfTurnCoinche(h % 4 == 0);
    case DecisionKind::Declaration: return c.declare(int(h % unsigned(d.declarationChoices().count)));
    case DecisionKind::Card: {
        const CardSet legal = d.legalCards();
        unsigned k = h % unsigned(legal.size());
        for (Card card : legal)
            if (k-- == 0) return c.playCard(card);
        return false;
    }
    case DecisionKind::None: break;
    }
    return false;
}

}  // namespace historytest
