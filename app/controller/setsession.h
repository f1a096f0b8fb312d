// A deal set played at the table (docs/sets.md), deal after deal: each deal of the set is a
// game of one deal (GameSetup::firstDeal, the rules' `deals` 1) with the table's players,
// the person at South. After each deal, the person's result (marks of N-S minus E-W), and
// the bots' par on the same cards, played by a ParRunner of the session's own with the
// normal level at every seat whatever the table's levels (as `rebelote-cli set play`
// plays it: the same par on any machine); the set's score after each deal and at the end.
//
// A deal of the set is played once: start() takes what was kept of the set before (the
// history's rows) and begins at the first deal not played; a set played whole cannot be
// started again. The session holds no rule: the controller plays, the engine scores.
// Qt Core only.
#pragma once

#include "app/controller/gamesetup.h"
#include "app/controller/parrunner.h"
#include "engine/dealset.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QObject>

#include <functional>
#include <optional>
#include <vector>

namespace rebelote {

class GameController;

class SetSession : public QObject {
    Q_OBJECT

public:
    // A deal of the set played before (the history's set_deals): its record when kept.
    struct Kept {
        int number = 0;  // 1-based
        int result = 0;
        std::optional<int> par;
        std::optional<QJsonObject> record;
    };

    explicit SetSession(GameController* controller, QObject* parent = nullptr);

    // Plays `set` at the table `table` (its levels, names and pace; its rules and first deal
    // are the set's) from the first deal `kept` does not hold. False with the reason (and
    // nothing started) when every deal is kept already or the set holds none.
    bool start(const belote::DealSet& set, const GameSetup& table, const std::vector<Kept>& kept,
               QString* why = nullptr);
    // After a deal's summary: the set's next deal at the table; false once the set is over
    // (setFinished() was said when its last deal ended).
    bool next();
    // Leaves the set (a new game of another kind at the table): no deal of it is dealt and
    // no result said any more; the pars under way still come (parKnown()) until start(). A
    // deal of it left before its end is said (dealLeft()), to be taken up there.
    void stop();

    // A friend's file of this set (their player's file: their line in every deal) played
    // beside it, for the next start(): each deal's summary and the set's end say their result
    // too. None: no friend.
    void setFriend(std::optional<belote::DealSet> friendsFile) { friend_ = std::move(friendsFile); }
    const std::optional<belote::DealSet>& friendsFile() const { return friend_; }
    // The friend's result on deal `index` (0-based), marks of N-S minus E-W, the friend at South.
    std::optional<int> friendResult(int index) const;
    // The friend's score against the same pars, over the deals the person's score counts.
    belote::SetScore friendScore() const;
    // "Ana: +40 against the bots on the same deals; 3 at or above par", in the person's
    // language (empty: no friend); the same for `player` (empty: "Your friend") and `score`.
    QString friendScoreText() const;
    static QString friendScoreText(const QString& player, const belote::SetScore& score);

    // How a deal begun before is started again: taken up where it was left rather than dealt
    // afresh (the history's game in progress after a close or a crash, or the moves kept when
    // another game was dealt over it). Given the deal's index and its game's setup (setupOf());
    // true when it took it up (the controller stands in the deal), false to deal it.
    using TakeUp = std::function<bool(int index, const GameSetup& setup)>;
    void setTakeUp(TakeUp takeUp) { takeUp_ = std::move(takeUp); }
    // The game of deal `index` (0-based): the set's rules in a game of one deal whose first
    // deal is the set's, the table's players, its place in the set.
    GameSetup setupOf(int index) const;
    // Whether `a` and `b` are the same cards: the same dealer and deck.
    static bool sameCards(const belote::Deal& a, const belote::Deal& b);

    bool active() const { return active_; }
    // Every deal of the set played.
    bool finished() const;
    // The deal at the table, 0-based (the set's size once finished).
    int current() const { return current_; }
    // The set with the person's line in each deal played (a deal kept without its record
    // left dealt only) and the pars known: once played whole, a player's file.
    const belote::DealSet& set() const { return set_; }
    belote::SetScore score() const;
    // "Set: 3 deals, +40 against the bots; 2 at or above par", in the person's language.
    static QString scoreText(const belote::SetScore& score);

signals:
    // Deal `number` (1-based) of the set was played: the person's result and the deal's
    // record under the set's rules (the history saves it).
    void dealPlayed(int number, int result, const QJsonObject& record);
    // The bots' par of deal `number`, marks of N-S minus E-W.
    void parKnown(int number, int par);
    // score() changed (a deal played, a par known).
    void scoreChanged();
    // The set's last deal was played (its par may come after).
    void setFinished();
    // Deal `number` (1-based) was left before its end (stop()): its record so far, under the
    // game's rules, so that the set takes it up there and never deals it again from its start.
    void dealLeft(int number, const QJsonObject& recordSoFar);

private:
    void playDeal(int index);
    void onDealRecorded(const QJsonObject& record);
    void askPar(int index);
    void onPar(int tag, std::array<int, 2> score);

    GameController* controller_;
    ParRunner* pars_;
    belote::DealSet set_;
    std::vector<std::optional<int>> results_;  // by deal: the person's, once played
    GameSetup table_;
    std::optional<belote::DealSet> friend_;
    TakeUp takeUp_;
    int current_ = 0;
    bool active_ = false;
    bool dealOver_ = false;  // the deal at the table is played, next() awaited
    quint64 serial_ = 0;     // the controller's game of the deal at the table
    quint64 parSerial_ = 0;  // start() counts sets: a par of an earlier one is dropped
};

}  // namespace rebelote
