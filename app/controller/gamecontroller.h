// The game controller: a game of Belote played step by step for a view (the window, a
// test, the command line), with the person's choices coming in from the view and the
// computer players thinking on their own thread.
//
// It holds no rule of its own: what the deal waits for comes from Deal::pending(), what is
// legal from the engine's lists, why a card is refused from Deal::cardRefusal(). It tells
// the view what happened, one signal an event, so that the view can animate each and a
// history can save each, and it paces the computer players so that a person can follow
// (a bot's answer is applied no sooner than `pace` after the previous event; the last card
// of a trick stays on the table until the trick is gathered, after a pause or on request).
//
// An answer that arrives for a decision the game has left (a new game, a new deal) is
// dropped by its serial number; a new game or the controller's end cancels the bot that is
// thinking, which answers within milliseconds. The hint is a player like the computer
// seats' (the normal level, one at each person's seat): told each deal's start and the game
// score, and cancelled with the decision it was asked for (a new game, resume, the
// person's own call or card). Qt Core only.
//
// A game saved move by move (app/history) is taken up again by resume(): the finished deals
// rebuild the score through belote::Game, the deal in progress is dealt as it was and its
// saved moves are replayed through the same Deal calls the players' moves go through, with
// no pause and no signal a move (one gameResumed() instead, then the game goes on as usual).
#pragma once

#include "app/controller/auctionmodel.h"
#include "app/controller/botthread.h"
#include "app/controller/dealmoves.h"
#include "app/controller/explaineddecision.h"
#include "app/controller/gamesetup.h"
#include "app/controller/gatheredtrick.h"
#include "app/controller/parrecord.h"
#include "app/controller/parrunner.h"
#include "app/controller/scoresheetmodel.h"
#include "engine/game.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <algorithm>
#include <map>

#include <array>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <tuple>
#include <vector>

namespace rebelote {

class GameController : public QObject {
    Q_OBJECT

public:
    // Where the game stands. Calls and Play: a decision is pending (pending()); TrickPause:
    // the four cards of a trick are on the table; DealOver: the deal is scored and waits for
    // continueAfterDeal(); GameOver: a side has won.
    enum class Stage { Idle, Calls, Play, TrickPause, DealOver, GameOver };
    Q_ENUM(Stage)

    explicit GameController(QObject* parent = nullptr);
    // Cancels the bot that thinks and waits for its thread (a few milliseconds).
    ~GameController() override;

    // --- Setup ------------------------------------------------------------------------
    // Leaves any game in progress (its bots cancelled) and deals the first deal.
    void newGame(const GameSetup& setup);
    // Takes up a saved game where it stopped, with `setup` as it was started (the same seed:
    // the deals to come are the ones the game would have dealt). The finished deals are
    // checked and scored through belote::Game in order (each must be the deal its game
    // would be at: same rules, same dealer); the deal in progress is `point.dealt` with
    // `point.moves` replayed (replayMoves()). Nothing is emitted for the finished deals and
    // the moves: gameResumed() says the whole state changed, then stateChanged(), then the
    // game goes on as after the last move (a bot thinks, the person is asked, a full trick
    // waits to be gathered, a deal whose last move was made is scored: dealRecorded...).
    // A resumed game over (its last deal ended it) stops in GameOver with gameOver().
    // On a fault returns false with a one-line reason and leaves the controller as it was.
    bool resume(const GameSetup& setup, const ResumePoint& point, QString* error = nullptr);
    // --- Practice: take back, go forward again ---------------------------------------
    // In a practice game, during the calls and the play: whether a person has a call or a
    // card in this deal to take back.
    bool canTakeBack() const;
    // Takes back the person's last call or card (with the declarations said with it) and
    // every move the bots made since; the person is asked that decision again. The moves
    // taken back are kept for takeForward() until another move is made. False (nothing
    // changed) when there is nothing to take back. Emits movesTakenBack(), then
    // stateChanged().
    bool takeBack();
    // Whether takeForward() has moves to make again.
    bool canTakeForward() const;
    // Makes again the moves takeBack() took back, the line played: the person's move and the
    // bots' after it, up to the person's next decision (or the deal's end). Emits
    // movesTakenBack() with the deal's moves now (it goes forward through the same path),
    // then stateChanged().
    bool takeForward();
    // The deal in progress as its moves (as a history saves them, movesOfDeal()).
    std::vector<DealMove> dealMoves() const;
    // In a practice game: whether dealAgain() has something to play again.
    bool canDealAgain() const;
    // Game ▸ Deal again, in a practice game: the same cards from the start, the same dealer.
    // During the deal, every move of the person's is taken back with the bots' since (as
    // takeBack() again and again: movesTakenBack(), the line kept for takeForward()). Once
    // the deal is over (its summary, the game's end), a new practice game whose first deal
    // is that deal as dealt (GameSetup::firstDeal), the same players: gameStarted(). False,
    // nothing changed, when there is nothing to play again.
    bool dealAgain();

    // Milliseconds a bot's call or card stays before the next one (0: none).
    void setPace(int ms);
    int pace() const { return pace_; }
    // How long the last card of a trick stays before the trick is gathered; the default
    // follows the pace (twice it, at least 0.6 s when there is a pace).
    void setTrickPause(int ms) { trickPause_ = ms; }
    int trickPause() const;
    // A person's only legal card is played by itself (after the pace).
    void setAutoPlaySingleCard(bool on) { autoPlaySingle_ = on; }
    bool autoPlaySingleCard() const { return autoPlaySingle_; }
    // Go on to the next deal by itself after this many milliseconds (-1: wait for
    // continueAfterDeal()); a game over starts a new game with the next seed.
    void setAutoContinue(int ms) { autoContinue_ = ms; }

    // --- State ------------------------------------------------------------------------
    const GameSetup& setup() const { return setup_; }
    const belote::Rules& rules() const { return setup_.rules; }
    const belote::Game& game() const { return *game_; }
    const belote::Deal& deal() const { return deal_; }
    // The deal in progress as it was dealt, before its first call (what a history saves at
    // dealStarted(), to replay the moves on).
    const belote::Deal& dealtDeal() const { return dealt_; }
    Stage stage() const { return stage_; }
    int dealNumber() const { return dealNumber_; }        // 1-based, in this game
    int dealsFinished() const { return dealsFinished_; }  // since the controller was made, passed deals too
    const QString& name(belote::Seat s) const { return names_[int(s)]; }
    const std::array<QString, 4>& names() const { return names_; }
    // The names as they read inside a sentence ("taken by you", "pris par vous"): a person
    // with no name of their own is "you", not "You".
    QString nameInSentence(belote::Seat s) const;
    std::array<QString, 4> namesInSentence() const;
    // What a call says under the computer players' bidding system (docs/bidding.md), in
    // words: call `callIndex` of the deal on the table, the last call of `seat` in it, or
    // `call` if the seat to call now made it (empty when it cannot).
    QString callMeaning(int callIndex) const;
    QString lastCallMeaning(belote::Seat seat) const;
    QString meaningIfCalled(belote::Call call) const;
    // New names for the game on the table (Settings ▸ Configure, or a new language for the
    // default words): the plates, the auction and the score sheet say them at once.
    void setNames(const std::array<QString, 4>& names);
    bool isHuman(belote::Seat s) const { return setup_.human[int(s)]; }
    // The decision the deal waits for (kind None outside Calls and Play).
    belote::Decision pending() const;
    // A person's decision is pending: the view may ask for it.
    bool humanToAct() const;
    // The seat whose bot is thinking, if any.
    std::optional<belote::Seat> thinking() const { return thinking_; }
    // The cards the person may play now (empty when it is not their card to play).
    belote::CardSet humanLegalCards() const;
    // The last call of each seat this deal (none yet: nullopt).
    std::optional<belote::Call> lastCall(belote::Seat s) const { return lastCall_[int(s)]; }
    // What each seat declared (kinds are public; the cards once the declarations resolve).
    std::optional<belote::DeclarationSet> declared(belote::Seat s) const { return declared_[int(s)]; }
    // The seats that announced belote / rebelote so far this deal.
    const std::vector<std::pair<belote::Seat, belote::Card>>& belotes() const { return belotes_; }
    // What a seat has announced this deal, read from the deal itself at any moment: a game
    // resumed, a deal played on from a replay and the replay's every step see what a game
    // played straight through sees. The table's declaration and belote bubbles are drawn
    // from it.
    struct BeloteCall {
        belote::Card card = belote::kNoCard;
        int trick = 0;          // the trick it was said in, 0-based
        bool rebelote = false;  // the second card of the pair
    };
    struct Announcements {
        enum class Standing : std::uint8_t { Open, Counts, DoesNotCount };
        bool hasDeclared = false;         // the seat made its choice (possibly nothing)
        belote::DeclarationSet declared;  // what it declared (empty: nothing, or not yet)
        QStringList kinds;                // "tierce", "carré": as the others hear them at once
        QStringList names;                // "tierce to the K♥": each declaration named
        // Open until the first card of the second trick resolves them; then whether the
        // seat's side scores them (a tie: none counts).
        Standing standing = Standing::Open;
        int points = 0;                   // what they are worth in the contract
        std::vector<BeloteCall> belotes;  // belote then rebelote, as said so far
        // What the table shows now: the declarations during the first two tricks (until the
        // second is gathered), a belote or rebelote during the trick it was said in.
        bool declarationsInView = false;
        std::optional<BeloteCall> beloteInView;
    };
    Announcements announcements(belote::Seat s) const;
    // The trick the table shows (the one being played, or the full one waiting to be
    // gathered), 0-based; -1 outside the play.
    int trickInView() const;
    // The cards on the table (the trick in progress, or the full trick in TrickPause),
    // in the order played, with who played each.
    std::vector<std::pair<belote::Seat, belote::Card>> tableCards() const;
    // The last trick gathered (gatheredtrick.h).
    std::optional<GatheredTrick> lastTrick() const;
    // The trick last completed: in the pause, the one on the table; else lastTrick().
    std::optional<GatheredTrick> completedTrick() const;
    // What the cards of the trick last completed said by the system, one line a card that
    // said something ("North: 7 of clubs: a call for clubs — direct calls"); empty when none did.
    QStringList completedTrickMeanings() const;
    // The deal just scored (DealOver), for the summary.
    struct DealOutcome {
        belote::DealResult result;
        std::array<int, 2> added{};
        int heldBefore = 0;
    };
    const DealOutcome& lastOutcome() const { return outcome_; }

    // Your result against the bots, on the same cards (ai/par.h): after each deal with a
    // person at the table, the bots play the deal again in the background, normal in the
    // person's seat. Marks net for the person's team (its score minus the other's).
    // The figures are a StoredPar (parrecord.h): the history keeps them as they are.
    using ParFigures = StoredPar;
    // The par of deal `dealNumber` (1-based, as dealNumber()) of this game, once parReady() said it.
    std::optional<ParFigures> par(int dealNumber) const;
    // Whether the par of deal `dealNumber` was asked for (known, or being played).
    bool parAsked(int dealNumber) const;
    // Which game this is, for parPlayed(): a new number at each newGame() and resume().
    quint64 gameSerial() const { return gameSerial_; }
    // On by default; off: no par is computed (the deals already asked for go on).
    void setParEnabled(bool on) { parEnabled_ = on; }
    bool parEnabled() const { return parEnabled_; }
    ScoreSheetModel* scoreSheet() { return &scoreSheet_; }
    AuctionModel* auction() { return &auction_; }
    // Every bot decision's time in milliseconds, for the --demo figures.
    const std::vector<double>& decisionTimes() const { return decisionMs_; }
    // The record of the deal in progress or just finished (DEAL-FORMAT.md).
    QJsonObject record() const;

    // --- The person's choices (false, and nothing done, when not expected now) --------
    bool makeCall(belote::Call call);
    bool answerOutOfTurnCoinche(bool coinche);
    bool declare(int choice);  // index into deal().declarationChoices()
    // A refused card emits cardRefused with the reason in words.
    bool playCard(belote::Card card);
    // Gathers the trick on the table at once (TrickPause).
    void gatherTrick();
    // After the deal's summary: the next deal, or the game over.
    void continueAfterDeal();
    // The normal level's choice for the person's pending decision, computed on the bot
    // thread by the seat's hint player (told the deal's start and the game score, as the
    // computer seats are): hintReady() follows, unless the decision is left first (a new
    // game, resume, the person's own choice), which cancels the search.
    void requestHint();
    // The hint's words for `card` at the person's turn: "Play the 7 of clubs", and what it
    // says by the card-play system when it calls ("…: a call for clubs — direct calls").
    QString cardHintText(belote::Card card) const;
    // --- Why? -------------------------------------------------------------------------
    // Why a computer player made a move of the deal on the table, as it weighed it then
    // (explaineddecision.h): call `callIndex` of the deal, card `playIndex` of its play,
    // the last bot decision (a declaration or an out-of-turn coinche let go included), or
    // the hint last given. Null when there is none: the move was the person's, taken back,
    // or made by a player that keeps no explanation (an outside program, the heuristic).
    const ExplainedDecision* explainedCall(int callIndex) const;
    const ExplainedDecision* explainedCard(int playIndex) const;
    const ExplainedDecision* lastExplained() const;
    const ExplainedDecision* explainedHint() const { return hintWhy_ ? &*hintWhy_ : nullptr; }

    // The person's side takes every remaining trick: claimAnswered() says whether the
    // exact search agrees; if so the rest is played at once and the deal scored.
    void claim();

signals:
    void gameStarted();
    // resume() rebuilt a saved game: every part of the state may differ (see resume()).
    void gameResumed();
    // takeBack() or takeForward() set the deal in progress back to its first `kept` moves
    // (dealMoves()): what a history saved of it past them is not the deal any more.
    void movesTakenBack(int kept);
    // setNames() changed what names() says.
    void namesChanged();
    // A deal is dealt (classic: five cards each and the retourne).
    void dealStarted();
    void callMade(belote::Seat seat, belote::Call call, bool outOfTurn);
    // The seat offered an out-of-turn coinche let it go (nothing called: only the offer ends).
    void coincheDeclined(belote::Seat seat);
    // The calls are over: the contract is known (classic: the rest is dealt, the taker has
    // the retourne) — or everyone passed.
    void callsOver();
    void declarationsMade(belote::Seat seat, belote::DeclarationSet declarations);
    void cardPlayed(belote::Seat seat, belote::Card card);
    void beloteAnnounced(belote::Seat seat, belote::Card card, bool rebelote);
    // The first card of the second trick: the side whose declarations count (none on a tie
    // or none made) shows its cards.
    void declarationsResolved();
    // The trick's fourth card is down; it waits to be gathered.
    void trickComplete(belote::Seat winner);
    void trickGathered(belote::Seat winner);
    void dealScored();
    void gameOver(belote::Team winner);
    // What the game waits for now, and from whom (also when a bot starts thinking).
    void decisionPending(belote::Decision decision);
    void cardRefused(belote::Card card, const QString& reason);
    // The hint, in words ("Play the jack of hearts", "Pass", "Bid 100 ♠").
    void hintReady(const QString& text, belote::Card card, std::optional<belote::Call> call);
    // A computer seat's or the hint's job came back for a decision the game had left (a new
    // game, resume, the person's own choice, a new deal), its answer dropped or its search
    // never started: the job is over and nothing of it will be applied or shown.
    void answerDropped(belote::Decision decision, bool hint);
    void claimAnswered(bool accepted, const QString& reason);
    // Every finished deal's record, passed deals too.
    void dealRecorded(const QJsonObject& record);
    // The par of deal `dealNumber` of this game is known (par()).
    void parReady(int dealNumber);
    // The par of deal `dealNumber` of game `gameSerial` (gameSerial()), this game's or one
    // left since it was asked for: what the history saves.
    void parPlayed(quint64 gameSerial, int dealNumber, const GameController::ParFigures& figures);
    // Anything a label shows may have changed.
    void stateChanged();

private:
    // Trick `t` of the deal's play (0-based), none when t < 0.
    std::optional<GatheredTrick> trickAt(int t) const;
    // The names shown: the setup's, else "You" at a person's seat and the seat's word.
    void nameSeats();
    // The players of the setup's computer seats, made on the bot thread from its seed.
    void seatPlayers();
    void askPar();      // the deal just scored, played again by the bots (ParRunner)
    void forgetPars();  // a new game: the pars asked for are dropped
    bool hasPerson() const { return std::find(setup_.human.begin(), setup_.human.end(), true) != setup_.human.end(); }
    belote::Seat personSeat() const  // the first person's seat (South at the window)
    {
        return belote::Seat(std::find(setup_.human.begin(), setup_.human.end(), true) - setup_.human.begin());
    }
    void startDeal();
    // Tells the computer seats' and the hint's players that `dealt` starts, with the score.
    void tellDealStart(const belote::Deal& dealt);
    // Cancels every player's search (the seats', the hints'): they answer at once.
    void cancelPlayers();
    void advance();
    void requestBot(belote::Decision d);
    void apply(belote::Decision d, const BotAnswer& a);
    void applyCall(belote::Seat seat, belote::Call call, bool outOfTurn);
    void applyCard(belote::Seat seat, belote::Card card);
    // Plays the card and tells the view (belote, declarations resolved, a full trick: then
    // TrickPause and true).
    bool putCard(belote::Seat seat, belote::Card card);
    void finishDeal();
    void schedule(int delayMs, std::function<void()> step);
    void leaveDecision();  // cancels the bot that thinks and drops any answer to come
    // Puts `r` on the table as the deal in progress (the players told its start again) and
    // goes on from it: a full trick waits to be gathered, else the next decision is asked.
    // `signal` is emitted first (the deal was resumed, or moves taken back), then stateChanged().
    void standAt(RebuiltDeal&& r, const std::function<void()>& signal);
    // Calls or play under way in a practice game: moves may be taken back or made again.
    bool canRewind() const;
    // The deal set back to its first `kept` moves of `moves` (the deal's moves, or the
    // forward line).
    bool rewindTo(const std::vector<DealMove>& moves, int kept);
    // Whether `moves` (the deal's) are the start of the line takeBack() kept.
    bool onLine(const std::vector<DealMove>& moves) const;
    // Whether the deal, standing at `moves`, can go forward along that line.
    bool canGoForward(const std::vector<DealMove>& moves) const;
    int sincePreviousEvent() const;

    GameSetup setup_;
    std::unique_ptr<belote::Game> game_;
    belote::Deal deal_;
    belote::Deal dealt_;
    Stage stage_ = Stage::Idle;
    int dealNumber_ = 0;
    int dealsFinished_ = 0;
    std::array<QString, 4> names_;
    std::array<std::shared_ptr<belote::Player>, 4> players_;
    std::array<std::shared_ptr<belote::Player>, 4> hintPlayers_;  // at a person's seats
    std::shared_ptr<belote::Player> thinker_;                     // the player answering now, to cancel it
    std::optional<belote::Seat> thinking_;
    // The serial number of the decision the controller waits for; the bot thread reads it to
    // skip a job the controller has left.
    std::shared_ptr<std::atomic<std::uint64_t>> serial_ = std::make_shared<std::atomic<std::uint64_t>>(0);
    belote::Rng seeds_{1};
    int pace_ = 800;
    int trickPause_ = -1;
    bool autoPlaySingle_ = false;
    int autoContinue_ = -1;
    QElapsedTimer lastEvent_;
    QTimer step_;  // the paced step to come (a bot's answer, a gather)
    std::function<void()> stepAction_;
    std::array<std::optional<belote::Call>, 4> lastCall_;
    std::array<std::optional<belote::DeclarationSet>, 4> declared_;
    std::vector<std::pair<belote::Seat, belote::Card>> belotes_;
    std::vector<DealMove> forward_;  // the line takeBack() took back: the deal's moves then
    DealOutcome outcome_;
    std::vector<double> decisionMs_;
    ScoreSheetModel scoreSheet_;
    AuctionModel auction_;
    BotThread* bots_ = nullptr;  // deleted first in the destructor: no job outlives us
    ParRunner* pars_ = nullptr;
    bool parEnabled_ = true;
    belote::GameContext dealContext_;                  // what the players were told at the deal's start
    std::vector<ExplainedDecision> explained_;         // the bots' decisions of the deal on the table
    std::optional<ExplainedDecision> hintWhy_;         // the hint last given
    bool stillMade(const ExplainedDecision& e) const;  // its move still stands in the deal
    std::map<int, ParFigures> parFigures_;             // this game's, by deal number
    // The pars asked for and not back, by ParRunner tag: game, deal number, all but the bots' figures.
    std::map<int, std::tuple<quint64, int, ParFigures>> parAsked_;
    int lastParTag_ = 0;
    quint64 gameSerial_ = 0;
};

}  // namespace rebelote
