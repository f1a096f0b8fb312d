// What the window tests share: letting the window catch up with the controller, fresh
// history and settings files, scripted computer players, the deals the phase walkers start
// from, and South's answers by keys (Enter, Space) until a phase is reached.
#pragma once

#include "ai/player.h"
#include "app/controller/gamecontroller.h"
#include "app/controller/settings.h"
#include "app/history/historystore.h"
#include "engine/game.h"
#include "testutil.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QWidget>
#include <QtTest>

#include <array>
#include <functional>
#include <memory>

namespace guitest {

using namespace belote;
using rebelote::GameController;
using rebelote::GameSetup;

// The table redraws once per turn of the event loop: let it catch up with the controller
// before looking at it or acting on it, as a person's eyes would.
inline void settle()
{
    for (int i = 0; i < 4; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

// No history left by an earlier test at the default path (QStandardPaths' test mode): the
// database, its journal files and its lock.
inline void removeHistory()
{
    const QString db = rebelote::HistoryStore::defaultPath();
    for (const char* end : {"", "-wal", "-shm", ".lock"}) QFile::remove(db + QLatin1String(end));
}

// The first record of tests/data/`file` (a line of a .jsonl file, or a whole .json file).
inline QJsonObject firstRecord(const QString& file)
{
    QFile f(QStringLiteral(REBELOTE_TEST_DATA "/") + file);
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QByteArray line = f.readLine();
    return QJsonDocument::fromJson(line.trimmed().isEmpty() ? f.readAll() : line).object();
}

// No history and no settings left by an earlier test.
inline void freshFiles()
{
    removeHistory();
    QFile::remove(rebelote::Settings().path());
}

// Answers its seat's calls from a list in order ("80H", "pass", "take", "S", "coinche",
// "surcoinche"; "coinche!" = coinche out of turn at the next offer), passes once the list
// is used up, declares its most valuable combination and plays its first legal card (the
// lowest in the order 7S 8S … AS 7H … AC).
class ScriptedPlayer : public Player {
public:
    explicit ScriptedPlayer(QStringList calls) : calls_(std::move(calls)) {}
    const char* name() const override { return "scripted"; }

    Call chooseCall(const Deal& deal, Seat seat, const CallList& legal) override
    {
        if (next_ >= calls_.size() || calls_[next_].endsWith(QLatin1Char('!'))) return Call::pass();
        const QString word = calls_[next_++];
        const std::optional<Suit> ret = deal.retourne() ? std::optional<Suit>(suitOf(*deal.retourne())) : std::nullopt;
        const auto call = parseCall(word.toStdString(), deal.rules().isClassic(), ret);
        if (!call || !legal.contains(*call)) {
            qCritical("test script: %c may not call %s now; passing", seatLetter(seat), qPrintable(word));
            return Call::pass();
        }
        return *call;
    }
    bool coincheOutOfTurn(const Deal&, Seat) override
    {
        if (next_ < calls_.size() && calls_[next_] == QLatin1String("coinche!")) {
            ++next_;
            return true;
        }
        return false;
    }
    DeclarationSet chooseDeclarations(const Deal& deal, Seat, const DeclarationChoices& choices) override
    {
        const Strain strain = deal.contract()->strain;
        DeclarationSet best = *choices.begin();
        for (const DeclarationSet& s : choices)
            if (s.value(strain) > best.value(strain)) best = s;
        return best;
    }
    Card chooseCard(const Deal&, Seat, CardSet legal) override { return legal.first(); }

private:
    QStringList calls_;
    qsizetype next_ = 0;
};

// "E:80H N:pass W:coinche!" -> each seat's list.
inline std::array<QStringList, 4> scriptBySeat(const QString& script)
{
    std::array<QStringList, 4> out;
    for (const QString& entry : script.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QStringList sc = entry.split(QLatin1Char(':'));
        if (sc.size() != 2) testutil::badRow("bad script entry " + entry);
        out[int(testutil::seat(sc[0]))] << sc[1];
    }
    return out;
}

// Computer players that answer each seat's script (scriptBySeat's form).
inline std::function<std::shared_ptr<Player>(Seat, std::uint64_t)> scriptedPlayers(const QString& script)
{
    const auto bySeat = scriptBySeat(script);
    return [bySeat](Seat s, std::uint64_t) -> std::shared_ptr<Player> {
        return std::make_shared<ScriptedPlayer>(bySeat[int(s)]);
    };
}

// Coinche, one deal, South deals, so West speaks and leads first. Four seats can declare:
// South a tierce (7D 8D 9D) and the belote of hearts, East a cinquante (TD to KD), North a
// cent (9S to KS), West a tierce (7C 8C 9C). `calls` is the bots' script: by default East
// bids 80♣, North 90♠, West 100♥, then South, the person, is asked.
inline GameSetup fourDeclarersCoinche(const QString& calls = QStringLiteral("E:80C N:90S W:100H"))
{
    const QStringList hands = {"KH QH AH 7D 8D 9D TC JC", "TH JH TD JD QD KD QC KC", "9S TS JS QS KS 7H AD AC",
                               "7C 8C 9C 7S 8S AS 8H 9H"};
    GameSetup setup;
    setup.rules = testutil::rules(QStringLiteral("coinche deals=1"));
    setup.seed = 31;
    setup.firstDeal =
        Deal::fromDeck(setup.rules, Seat::South, testutil::coincheDeck(Seat::South, hands), testutil::pattern("3-3-2"));
    setup.makePlayer = scriptedPlayers(calls);
    return setup;
}

// Classic, South deals: West, North and East pass before South is asked about the retourne.
inline GameSetup classicSouthDeals()
{
    GameSetup setup;
    setup.rules = Rules::fromPreset(Preset::Classic);
    setup.seed = 8;
    Game game(setup.rules, setup.seed);
    game.setDealer(Seat::South);
    setup.firstDeal = game.nextDeal();
    setup.makePlayer = scriptedPlayers({});
    return setup;
}

// Whether the person, at South, is asked a decision of that kind.
inline bool southTo(const GameController& c, DecisionKind kind)
{
    const Decision d = c.pending();
    return c.humanToAct() && d.seat == Seat::South && d.kind == kind;
}

// South's answers until `done`: Enter passes, declares, plays; Space gathers a trick. The
// keys go where the keyboard is, `window`'s focus widget (else `fallback`). False if a wait
// for the game to ask something ran past `wait` ms, or `done` was not reached.
inline bool playUntil(QWidget& window, QWidget* fallback, GameController& c, const std::function<bool()>& done,
                      int wait = 20000)
{
    using Stage = GameController::Stage;
    for (int guard = 0; guard < 200 && !done(); ++guard) {
        if (!QTest::qWaitFor(
                [&] {
                    return c.humanToAct() || c.stage() == Stage::TrickPause || c.stage() == Stage::DealOver ||
                           c.stage() == Stage::GameOver || done();
                },
                wait))
            return false;
        settle();
        if (done()) break;
        QWidget* target = window.focusWidget() ? window.focusWidget() : fallback;
        QTest::keyClick(target, c.stage() == Stage::TrickPause ? Qt::Key_Space : Qt::Key_Return);
        settle();
    }
    settle();
    return done();
}

}  // namespace guitest
