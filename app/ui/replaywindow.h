// The replay of one deal (issue 18): the table's own scene and card items, every hand face
// up, stepped through by call and by card (keys and buttons), played at a chosen pace,
// jumped to any trick (a list and keys 1 to 8), with a slider over the whole deal and the breakdown at its end.
//
// It is a game controller of its own taken up at move k of the deal (GameController::resume
// with the first k moves, every seat marked human so that no bot plays) and a TableView in
// replay mode: stepping forward animates the cards from where they were, as in play.
//
// Beside the table, the solver's analysis, filled in as the background analyser finds it
// (app/analysis): each card's marks against the best card with every hand seen, the card
// the normal level would have played, a mark on the cards that lost marks; the calls where
// the normal level would have called otherwise; and the summary. "Play on from here" hands
// the deal at the current move to the main window, the person at the seat chosen.
#pragma once

#include "app/analysis/dealanalysis.h"
#include "app/controller/dealmoves.h"
#include "app/controller/gamesetup.h"

#include <QJsonObject>
#include <QWidget>

#include <optional>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSlider;
class QSplitter;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace rebelote {

class DealAnalyser;
class GameController;
class TableView;

class ReplayWindow : public QWidget {
    Q_OBJECT

public:
    // `record`: a finished deal (DEAL-FORMAT.md); `names` the seats' names (empty: seat
    // words). isValid() is false, with error(), when the record cannot be replayed.
    explicit ReplayWindow(const QJsonObject& record, const std::array<QString, 4>& names = {},
                          QWidget* parent = nullptr);
    ~ReplayWindow() override;

    bool isValid() const { return error_.isEmpty(); }
    QString error() const { return error_; }
    // Where the replay stands: after `position()` of the deal's moves (0: as dealt).
    int position() const { return position_; }
    int moveCount() const { return int(moves_.moves.size()); }
    // The deal as dealt (the record read once, by the constructor).
    const belote::Deal& dealt() const { return moves_.dealt; }
    void setPosition(int moves);
    // The analysis saved before (the history's): shown at once, nothing computed.
    void setAnalysis(const DealAnalysis& analysis);
    // Starts the background analysis (the window opened with none saved).
    void analyse();
    bool analysisDone() const { return analysisDone_; }
    // "Play on from here as [seat]" (button and P key), for a deal someone can take up (the
    // main window, for a deal of its history): off by default.
    void setPlayOnEnabled(bool on);
    // The lines taken back in a practice deal (the history's), each as its moves from the
    // deal as dealt: a choice of line is offered above the moves. The analysis and Play on
    // are those of the line played to the end.
    void setLinesTakenBack(std::vector<std::vector<DealMove>> lines);
    // The bots' line on the same cards (the deal's par, parrecord.h: `botsRecord` played by
    // the bots, the normal level in the person's seat): offered as a line after the lines
    // taken back, played to its end. `you` and `bots`: marks net for the person's side.
    // False, nothing offered, when the record does not replay on this deal as dealt.
    bool setBotsLine(const QJsonObject& botsRecord, int you, int bots);
    // A friend's line on the same cards (a deal of a set whose friend's file is played
    // beside, docs/sets.md): `record` as `name` played it at South, `result` their marks net
    // for N-S; offered after the other lines, as the bots' is. False, nothing offered, when
    // it is not this deal's cards.
    bool setFriendLine(const QString& name, const QJsonObject& record, int result);
    // A deal of a set: the table says its place in the set ("deal 3 of 8"), not the one deal
    // of the game it is kept as.
    void setSetPlace(const SetPlace& place);
    // Shows line `index`: 0 the line played to the end, k the k-th line taken back (then the
    // bots' line), standing where it leaves the line played.
    void showLine(int index);
    int lineShown() const { return lineShown_; }

    // The game the deal was played in: its setup (rules, seed, first deal) and the records of
    // its deals before this one, so that the table says this deal's number and the game's
    // score before it. Without it (an imported deal), the deal stands as a game's first.
    // False, the deal shown as before, when they do not rebuild a game this deal follows.
    bool setGame(const GameSetup& game, std::vector<QJsonObject> dealsBefore);

    GameController* controller() const { return controller_; }
    TableView* table() const { return table_; }

signals:
    // The analysis is complete (to save it).
    void analysed(const rebelote::DealAnalysis& analysis);
    // Play on from here: the deal's record, the moves kept, and the seat the person takes.
    void playOnRequested(const QJsonObject& record, int moves, belote::Seat seat);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // The controller at `moves` of the deal, in its game; false with the reason.
    bool standAt(int moves, QString* why);
    void step(int delta);
    void stepTrick(int delta);
    void togglePlay();
    void refreshControls();
    void requestPlayOn();
    // Where each trick is gone to (keys 1 to 8, the jump list, Page Up / Down): the position
    // just after its first card, which is then on the table.
    std::vector<int> trickStarts() const;
    QString moveText(int index) const;
    QHBoxLayout* buildControls();
    QHBoxLayout* buildPlayOnRow();
    QWidget* buildAnalysisPanel();
    // The analysis's side widened, the table narrowed, until every column reads whole.
    void fitAnalysis();
    void buildMoveList();
    void showCard(const CardDecision& d);
    void showCall(const CallDecision& d);
    void showSummary(const AnalysisSummary& s);

    QJsonObject record_;
    DealMoves moves_;                           // the line shown
    std::vector<DealMove> played_;              // the line played to the end
    std::vector<std::vector<DealMove>> lines_;  // the lines taken back, then the bots' line if any
    std::vector<QString> lineNames_;            // as the choice of line says them
    int botsLine_ = 0;                          // its index for showLine() (0: none)
    int friendLine_ = 0;                        // the friend's, the same way
    void fillLineChoice();
    // A whole line of `record` offered as `name`, its place in *index, when `record` gives the
    // fields `same` as this deal's record does.
    bool addLine(const QJsonObject& record, std::initializer_list<const char*> same, const QString& name, int* index);
    int lineShown_ = 0;
    QComboBox* line_ = nullptr;
    QWidget* lineLabel_ = nullptr;
    std::optional<DealAnalysis> analysis_;
    std::array<QString, 4> names_;
    std::optional<GameSetup> game_;     // setGame()
    std::optional<SetPlace> setPlace_;  // setSetPlace()
    std::vector<QJsonObject> dealsBefore_;
    QString error_;
    int position_ = 0;
    std::vector<int> moveOfCall_;  // record call index → move index
    std::vector<int> moveOfCard_;  // record play index → move index
    GameController* controller_ = nullptr;
    TableView* table_ = nullptr;
    QSlider* slider_ = nullptr;
    QLabel* where_ = nullptr;
    QPushButton* play_ = nullptr;
    QComboBox* pace_ = nullptr;
    QTimer* timer_ = nullptr;
    QComboBox* seat_ = nullptr;
    QComboBox* jump_ = nullptr;
    QPushButton* playOn_ = nullptr;
    QWidget* playOnLabel_ = nullptr;
    bool playOnOffered_ = false;
    QSplitter* split_ = nullptr;  // the table | the analysis
    QTreeWidget* list_ = nullptr;
    QLabel* summary_ = nullptr;
    DealAnalyser* analyser_ = nullptr;
    bool analysisDone_ = false;
};

}  // namespace rebelote
