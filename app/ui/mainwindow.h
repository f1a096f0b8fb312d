#pragma once

#include "app/controller/gamecontroller.h"
#include "app/controller/settings.h"
#include "app/history/historysession.h"
#include "app/history/historystore.h"

#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;

namespace rebelote {

class DealEditor;
class HistoryRecorder;
class SetSession;
class ReplayWindow;
class HistoryWindow;
class StatusNotices;
class TableView;
class WhyDialog;

// The game's window: the table in the middle, the score sheet and the auction in docks,
// the menus, and the rules in force in the status bar. It owns the game controller; the
// table shows it. The window holds no rule either: Game ▸ New asks which preset to play and
// hands the controller a setup.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // Whether the window opens the history: Off for --demo, which records nothing and so
    // never opens (nor sets aside, nor locks) the history's file.
    // `options`: how the history is opened (tests play a read-only file as root).
    enum class History { Open, Off };
    explicit MainWindow(QWidget* parent = nullptr) : MainWindow(History::Open, parent) {}
    explicit MainWindow(History history, QWidget* parent = nullptr) : MainWindow(history, HistoryOptions(), parent) {}
    MainWindow(History history, const rebelote::HistoryOptions& options, QWidget* parent = nullptr);
    ~MainWindow() override;

    rebelote::GameController* controller() const { return controller_; }
    rebelote::TableView* table() const { return table_; }
    QAction* newGameAction() const { return newGame_; }
    QAction* quitAction() const { return quit_; }
    QAction* configureAction() const { return configure_; }
    const rebelote::Settings& settings() const { return settings_; }

    // Starts a game with this setup at once (tests).
    void startGame(const rebelote::GameSetup& setup);
    // The command line's game (rebelote --preset, --options, --seed, --deals, --demo): what
    // opening the history found, then `setup` played. A game left unfinished in the history
    // that recording `setup` would abandon is asked about first: Resume takes it up instead;
    // New game abandons it and plays `setup`; Not now (Escape) plays `setup` without
    // recording it, so that the unfinished game stays offered, and says so.
    void startFromCommandLine(const rebelote::GameSetup& setup);
    // `setup` played without being recorded: the history, and any game left unfinished in
    // it, untouched (--deals 0, the start-up timing). The games after it are recorded.
    void startUnrecorded(const rebelote::GameSetup& setup);
    // The pace of the bots in milliseconds (a menu choice, or the command line).
    void setPace(int ms);
    // Whether Game ▸ New opens the preset dialog (tests turn it off and listen instead).
    void setAskForPreset(bool ask) { askOnNew_ = ask; }

    // The history of every deal (~/.local/share/Rebelote/history.db): opened with the
    // window, each game recorded move by move. Off (--demo): nothing is read or written.
    // A second window while one records only reads it (it says so once).
    void setHistoryEnabled(bool on);
    // The window's connection to it (tests look into it; the window itself reads and writes
    // through its session, never on this thread).
    rebelote::HistoryStore* history();
    rebelote::HistorySession* historySession() const { return history_; }
    // Waits until the history's writer thread has made every write asked so far (tests and
    // the command line's starts); true at once when nothing is recorded.
    bool waitForHistory(int timeoutMs = 30000);
    // What opening the history found, said once at start (main calls it before offering the
    // game left unfinished): a line in a box, or for a damaged history the person's choice
    // between a new history (the old one kept aside) and keeping it read-only. Nothing
    // when all went well.
    void showHistoryAtStart();
    // A game left unfinished (the game was closed or killed): asks whether to take it up
    // again (Enter resumes) and does; false when there was none, or the person declined:
    // New game abandons it, Escape ("Not now") leaves it offered. False, asking nothing,
    // while the moves the last run kept in the recovery file are not written yet, or the
    // game left is not read yet (historyWaits()): the history does not hold it as it was left.
    bool offerResume();
    // What the game does at start when the command line asks for nothing: the game left
    // unfinished offered, else Game ▸ New. Once the kept moves are written: until then the
    // window is usable, the status bar says what it waits for, and Game ▸ New asks first.
    void offerResumeOrNewGame();
    // The moves the last run kept (the recovery file) are not written into the history yet
    // (the file locked by another program), or the game left unfinished is not read yet: it
    // is offered once they are (HistorySession::ready()).
    bool historyWaits() const;
    // Game ▸ History: the games and deals kept (a window of its own, made when first asked).
    void showHistory();
    // The replay of a deal of the history, with its analysis (computed once, then saved):
    // shown once the history's writer has read it (HistorySession::readReplay()).
    void replayDeal(qint64 dealId);
    // Plays deal `dealId` (of the history; `record` its record) on from after `moves` of its
    // moves (ReplayWindow's positions), the person at `seat`, turned to sit at South, against
    // the computer players of the settings: a new game whose first deal it is, saved as a
    // deal of its own linked to the one it came from. Asks first when a game is under way.
    // A message when the deal cannot be played on; `played` once it is on the table (after
    // the history said the deal is still there, when the game records).
    void playOn(qint64 dealId, const QJsonObject& record, int moves, belote::Seat seat,
                std::function<void()> played = {});

    // Game ▸ Today's deals: the day's set of the preset of the settings (docs/sets.md),
    // picked up where it was left; done already, its result and the replay offered.
    void playTodaysDeals();
    // Plays `set` at the table deal after deal (the history keeps it: a deal is played once),
    // a deal begun before taken up where it was left; `friendsFile`: a friend's player's file
    // of the same set, their result said beside the person's (kept with the set; without
    // one, the one kept is played beside).
    void playSet(const belote::DealSet& set, const std::optional<belote::DealSet>& friendsFile = std::nullopt);
    rebelote::SetSession* setSession() const { return sets_; }
    // Game ▸ Play a friend's set…: the file at `path` (a player's file: their result beside
    // yours; a set: its deals) played as a set. Refused with one line that says why, in a
    // box (setRefused): false.
    bool playFriendsFile(const QString& path);
    // Game ▸ Play a set by code…: the set the code gives. Refused as playFriendsFile().
    bool playSetCode(const QString& code);
    // Share… after a set: the person's file of the set (their line in every deal) written at
    // `path`, the set's code copied to the clipboard, said in one line. False, said, when
    // no set is finished or the file cannot be written.
    bool shareSet(const QString& path);
    // The finished set Share… would write, if any (its end shown last).
    const std::optional<belote::DealSet>& setToShare() const { return finishedSet_; }
    // Game ▸ Set up a deal…: the deal editor (one at a time), shown.
    rebelote::DealEditor* showDealEditor();
    // A deal set up (its record) played at the table, the person at `seat`, turned to sit
    // at South: a new game against the settings' computer players whose first deal it is,
    // from the deal as dealt. Asks first when a game is under way; false when not played.
    bool playSetUpDeal(const QJsonObject& record, belote::Seat seat);
    // A deal set up (a finished record) in the replay, every hand face up, with its analysis.
    rebelote::ReplayWindow* replaySetUpDeal(const QJsonObject& record);

signals:
    // Game ▸ New: the preset dialog follows (tests may listen without it).
    void newGameRequested();

protected:
    void changeEvent(QEvent* event) override;
    void childEvent(QChildEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    // A window of ours (a question, the history, a replay) has gone: this one is made the
    // active window again when nothing else is, as a window manager would. Without one (X
    // with none, a kiosk) the keys would come with no shortcut working.
    void takeBackActivation();
    void buildMenus();
    void buildGameMenu();
    void buildViewMenu();
    void nameCallsDock(bool started = false);
    void buildSettingsMenu();
    void buildHelpMenu();
    void askNewGame();
    void updateStatus();
    void updateTakeBack();
    // Why? (Game ▸ Why?, the ? key, a click on a bot's card or call): the panel for `e`, or
    // a line in the status bar when there is nothing to explain.
    void showWhy(const rebelote::ExplainedDecision* e);
    void whyLast();  // the hint shown, or else the last bot decision
    void showHistoryBacklog(int pendingMoves, const QString& reason);
    QString closeRecorder();
    // The window of a replay read from the history (HistorySession::readReplay()).
    void showReplay(const rebelote::HistorySession::Replay& r);
    void playOnChecked(const QJsonObject& record, qint64 dealId, int moves, belote::Seat seat,
                       const std::function<void()>& played);
    void about();
    // Settings ▸ Configure: the dialog, then what changed applied (a rule change during a
    // game asks whether to start again now).
    void configure();
    // The deck, the card size and the table's colour of `s` on the table.
    void applyLook(const rebelote::Settings& s);
    // What opening the history gave: its message kept for showHistoryAtStart(), the status
    // bar's line when another window records.
    void applyHistoryOpen(const rebelote::HistorySession::Opened& opened);
    // The resume question about `saved`; `commandLine`: a game asked on the command line
    // waits, and the question says what New game and Not now do with it.
    enum class ResumeAnswer { Resume, NewGame, NotNow };
    ResumeAnswer askResume(const rebelote::SavedGame& saved, bool commandLine);
    // Takes `saved` up again; false (said, and the game abandoned) when it cannot be.
    bool resumeSaved(const rebelote::SavedGame& saved);
    // `then` now, or once the kept writes are written (the offer of the unfinished game, the
    // command line's game): never on a history that lacks them.
    void whenHistoryReady(std::function<void()> then);
    void recoveryDone(const QString& message);
    void historyReady();
    // Game ▸ New or Play on while the kept writes wait: asks whether to deal over the game
    // they belong to; true to go on (the offer of that game is then dropped).
    bool mayDealWhileHistoryWaits();
    void commandLineGame(const rebelote::GameSetup& setup);
    // The deal sets (mainwindowsets.cpp): wired once; what Enter does after a set's deal;
    // the set's end said, with its score and the History to replay it.
    void connectSets();
    // The set dealt once the history said what of it was played (`row`), a friend's file
    // beside it or not.
    void startSet(const belote::DealSet& set, const std::optional<belote::DealSet>& friendsFile,
                  const std::optional<rebelote::SetRow>& row);
    void addSetActions(QMenu* game);  // Game ▸ Play a friend's set…, by code…, Share…
    bool nextSetDeal();
    // The set's end (`finished`: the person's file of it, to share), with a friend's line.
    void showSetEnd(const QString& name, const belote::SetScore& score, const belote::DealSet& finished,
                    const QString& friendLine);
    QString setStatus() const;  // the status bar's words while a set is played
    // A refusal of a set's file or code: one line in a box.
    void refuseSet(const QString& title, const QString& why);
    // A write of the set's row (`row`: its id, 0 until beginSet()'s task has made it), through
    // the history's writer when the game records, in order with its moves; else on the store.
    void writeSet(const std::shared_ptr<qint64>& row, std::function<bool(HistoryStore&, qint64, QString*)> work,
                  const QString& failed);
    // SetSession::TakeUp: deal `index` of the set begun before, taken up where it stands.
    bool takeUpSetDeal(int index, const rebelote::GameSetup& setup);
    // The history's game in progress is a deal of a set: the set and the deal's index.
    struct SetOfGame {
        belote::DealSet set;
        qint64 rowId = 0;
        int index = 0;
    };
    std::optional<SetOfGame> setOfSavedGame(const rebelote::SavedGame& saved) const;
    // Resume at start for a set's deal: the set played on, the deal taken up; false when
    // `saved` is no set's deal.
    bool resumeSetDeal(const rebelote::SavedGame& saved);
    // The resume question for a set's deal left unfinished (`started`: when), empty when
    // `saved` is no set's deal.
    QString setDealLeftText(const rebelote::SavedGame& saved, const QString& started) const;
    // A set's deal in the history about to be left (New game, Not now): its moves so far
    // kept with the set, to take it up there and never deal it again from its start.
    void keepLeftSetDeal(const rebelote::SavedGame& saved);
    // The deal's replay, for a deal of a set: its number in the set, and the friend's line
    // when a friend's file is played beside.
    void addFriendsLine(rebelote::ReplayWindow* replay, qint64 dealId);
    void showFriendsLine(rebelote::ReplayWindow* replay, qint64 dealId,
                         const std::optional<std::pair<rebelote::SetRow, int>>& of);
    // Whether a new deal may replace the game on the table: none under way, or the person
    // agrees (`question`, answered by `leaveWord` or Cancel); and not over kept writes.
    bool mayLeaveTheGame(const QString& title, const QString& question, const QString& leaveWord);

    rebelote::GameController* controller_ = nullptr;
    rebelote::TableView* table_ = nullptr;
    QAction* newGame_ = nullptr;
    QAction* quit_ = nullptr;
    QAction* configure_ = nullptr;
    QAction* single_ = nullptr;
    // The settings file as read when the window opened, kept up to date with the menus.
    rebelote::Settings settings_;
    QActionGroup* paceGroup_ = nullptr;
    QDockWidget* scoreDock_ = nullptr;
    QDockWidget* auctionDock_ = nullptr;
    QLabel* rulesLabel_ = nullptr;
    QLabel* keysLabel_ = nullptr;
    QLabel* backlogLabel_ = nullptr;              // shown while the history is behind (HistoryRecorder)
    rebelote::StatusNotices* notices_ = nullptr;  // the bar's messages
    bool askOnNew_ = true;
    rebelote::HistorySession* history_ = nullptr;  // the history's store, lock, recorder and recovery
    rebelote::HistoryOptions historyOptions_;
    QPointer<rebelote::HistoryWindow> historyWindow_;
    QPointer<rebelote::DealEditor> dealEditor_;
    QAction* historyAction_ = nullptr;
    QAction* takeBack_ = nullptr;           // Game ▸ Take back (practice games)
    QAction* takeForward_ = nullptr;        // Game ▸ Play forward again
    QAction* dealAgain_ = nullptr;          // Game ▸ Deal again
    QAction* whyAction_ = nullptr;          // Game ▸ Why?
    rebelote::WhyDialog* why_ = nullptr;    // made at the first Why?
    QString historyNotice_;                 // said by showHistoryAtStart()
    bool historyDamaged_ = false;           // and it asks what to do
    std::function<void()> afterRecovery_;   // once the kept writes are written and the game left read
    QString backlogReason_;                 // why the history is behind, while it is
    rebelote::SetSession* sets_ = nullptr;  // the deal set at the table, when one is
    std::shared_ptr<qint64> setRow_;        // its row in the history (0: not kept, or not yet)
    // The set's deal left before its end (the history's): its number and record so far.
    std::optional<std::pair<int, QJsonObject>> setLeft_;
    std::optional<belote::DealSet> finishedSet_;  // the set whose end was shown last, to share
    int setDealToLink_ = 0;                       // the set's deal whose row the recorder writes next
    QAction* todaysDeals_ = nullptr;              // Game ▸ Today's deals
    QAction* shareSet_ = nullptr;                 // Game ▸ Share the set…
};

}  // namespace rebelote
