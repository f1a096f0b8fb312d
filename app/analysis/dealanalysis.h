// The analysis of a finished deal, for its replay: at each card, every legal card valued
// with every hand seen (the exact solver, in marks of the deal, as ai/regret.h's Analyst
// counts them), the card the normal level would have played from what that seat knew, and
// the marks the card played lost; at each call, the call the normal level would have made
// there; and a summary: the marks each seat's cards lost, and whether the contract could
// have been made (the deal played from its first card by four players who see every hand).
//
// Plain functions and values, no thread: DealAnalyser (dealanalyser.h) runs the same steps
// on a thread of its own. Everything is deterministic for a level and a seed (the Monte
// Carlo level decides without time limits), so an analysis saved once stays true.
#pragma once

#include "engine/deal.h"

#include <QByteArray>
#include <QJsonObject>
#include <QMetaType>
#include <QString>

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace belote {
class Analyst;
class Player;
}  // namespace belote

namespace rebelote {

// Marks that differ by less than this are equal (the values are means over one world).
inline constexpr double kMarksEpsilon = 1e-9;

// One card decision of the record's play, in play order.
struct CardDecision {
    int index = 0;  // in the record's play, 0-based
    belote::Seat seat = belote::Seat::South;
    belote::CardSet legal;
    belote::Card played = belote::kNoCard;
    // Each legal card's marks for the seat's side (its side's marks minus the other's), with
    // every hand seen; 0 for the other cards, and for all when the card was forced.
    std::array<double, 32> marks{};
    // The card the level analysed with (normal) would have played from what the seat knew;
    // the one legal card when it was forced. kNoCard while it is still being asked.
    belote::Card levelChoice = belote::kNoCard;
    bool levelKnown() const { return levelChoice != belote::kNoCard; }
    bool levelDiffers() const { return levelKnown() && levelChoice != played; }

    // A single legal card: nothing to analyse, nothing lost.
    bool forced() const { return legal.size() <= 1; }
    double best() const;                // the most marks of a legal card (0 when forced)
    belote::CardSet bestCards() const;  // the legal cards worth best()
    // Marks `c` gives away against the best card (0 for a best card and when forced).
    double lostBy(belote::Card c) const;
    double lost() const { return lostBy(played); }  // by the card played
    bool losesMarks(belote::Card c) const { return lostBy(c) > kMarksEpsilon; }
    bool playedLostMarks() const { return losesMarks(played); }  // the mark a replay shows
    bool operator==(const CardDecision&) const = default;
};

// One call decision: a call in turn, or an offer to coinche out of turn (Montpellier).
struct CallDecision {
    int index = 0;  // the record's call made here, 0-based (an offer let go: the next call's)
    belote::Seat seat = belote::Seat::South;
    bool outOfTurn = false;  // a coinche offer out of turn: made / levelChoice coinche or pass (let go)
    belote::Call made;
    belote::Call levelChoice;  // what the level would have called from what the seat knew
    bool differs() const { return !(made == levelChoice); }
    bool operator==(const CallDecision&) const = default;
};

struct AnalysisSummary {
    // Marks the cards of each seat lost against the best cards with every hand seen, by
    // seat (S E N W) and by side (NS, EW: the two seats' sums).
    std::array<double, 4> lostBySeat{};
    std::array<double, 2> lostBySide{};
    std::array<int, 4> choices{};         // card decisions with more than one legal card, by seat
    std::array<int, 4> cardsLosing{};     // cards played that lost marks, by seat
    std::array<int, 4> callsDiffering{};  // calls where the level would have called otherwise

    // The contract, when there was one (a passed deal has neither play nor contract).
    bool contract = false;
    belote::Seat taker = belote::Seat::South;
    belote::Outcome played = belote::Outcome::Passed;  // as played
    std::array<int, 2> playedScore{};                  // as played, by side
    // The deal played from its first card by four players who see every hand: the taker
    // side's best result against the best defence.
    belote::Outcome best = belote::Outcome::Passed;
    std::array<int, 2> bestScore{};
    bool made() const { return contract && (played == belote::Outcome::Made || played == belote::Outcome::Capot); }
    bool couldBeMade() const { return contract && (best == belote::Outcome::Made || best == belote::Outcome::Capot); }
    // The takers' marks minus the defence's: with every hand seen, and as played.
    int takerBestMarks() const;
    int takerPlayedMarks() const;
    bool operator==(const AnalysisSummary&) const = default;
};

struct DealAnalysis {
    // The version of toJson()'s object; fromJson() refuses any other.
    static constexpr int kVersion = 1;

    QByteArray recordDigest;  // SHA-1 (hex) of the record's compact JSON line: whose analysis this is
    QString level = QStringLiteral("normal");
    std::uint64_t seed = 1;
    std::optional<belote::Suit> retourneSuit;  // classic: to write and read the calls
    bool classic = true;
    // False for a classic record that gives only the hands as held at the play: which five
    // cards each seat called with is not known, so the calls are not analysed.
    bool callsAnalysed = true;
    std::vector<CallDecision> calls;
    std::vector<CardDecision> cards;  // every card of the play, forced ones included
    AnalysisSummary summary;

    QJsonObject toJson() const;
    // The analysis toJson() wrote; none (and one line in *error) for anything else.
    static std::optional<DealAnalysis> fromJson(const QJsonObject& object, QString* error);
    bool operator==(const DealAnalysis&) const = default;
};

// SHA-1 (hex) of a record's compact JSON line (belote::toJsonLine): what
// DealAnalysis::recordDigest holds, to tell whether a saved analysis is the record's.
QByteArray recordDigest(const QJsonObject& record);

struct AnalysisOptions {
    std::string level = "normal";  // the level whose choices are shown
    std::uint64_t seed = 1;        // decision i of the deal is asked with seed + i
};

// The analysis of one record, one step at a time, so that a caller can show each result as
// it is ready and stop between (and inside) steps. The exact values come first, as they are
// cheap (a whole deal in about a tenth of a second): the marks of each card of the play, in
// play order (CardValue steps); the play with every hand seen (Summary: the summary is then
// complete); then what the level would have done, which takes seconds: each call decision
// (Call), then each card with a choice, in play order (CardChoice).
class AnalysisJob {
public:
    AnalysisJob();
    ~AnalysisJob();
    AnalysisJob(const AnalysisJob&) = delete;
    AnalysisJob& operator=(const AnalysisJob&) = delete;

    // Reads and checks the record: false, with one line in *error, when it is bad, not
    // finished, or the level unknown.
    bool load(const QJsonObject& record, QString* error, const AnalysisOptions& options = {});

    enum class StepKind { CardValue, Summary, Call, CardChoice };
    int steps() const { return int(cardSteps_.size() + 1 + callSteps_.size() + choiceSteps_.size()); }
    int stepsDone() const { return done_; }
    bool finished() const { return done_ == steps(); }
    StepKind nextKind() const;

    // Runs the next step. False when stopped (before or during it): the step is then not
    // counted, and the analysis stays incomplete.
    bool runStep();
    // Runs every step left; false when stopped.
    bool runAll();

    // What the steps have filled so far (all of it once finished()): until its CardChoice
    // step, a card with a choice has no levelChoice (kNoCard).
    const DealAnalysis& analysis() const { return analysis_; }
    // The decision the last step filled (a Call step; a CardValue or CardChoice step).
    const CallDecision& lastCall() const { return analysis_.calls.back(); }
    const CardDecision& lastCard() const { return analysis_.cards[std::size_t(lastCard_)]; }

    // From any thread: the step under way returns within a few milliseconds, and no other
    // starts. For good: a stopped job is thrown away.
    void stop();
    bool stopped() const { return stop_.load(); }

private:
    struct CallStep {
        int index;
        belote::Deal deal;  // before the decision
        belote::Seat seat;
        bool outOfTurn;
        belote::Call made;
    };
    struct CardStep {
        int index;
        belote::Deal deal;  // before the card, the seat's declaration made
        belote::Card played;
    };
    bool runCardValue(const CardStep& s);
    bool runSummary();
    bool runCall(const CallStep& s);
    bool runCardChoice(int card);
    belote::Analyst& analyst();
    // The level's player for decision `i`, reachable by stop() while it decides.
    std::shared_ptr<belote::Player> levelPlayer(int i);
    void dropLevelPlayer();

    AnalysisOptions options_;
    std::vector<CardStep> cardSteps_;
    std::vector<CallStep> callSteps_;
    std::vector<int> choiceSteps_;  // the cards with a choice
    std::optional<belote::Deal> final_;
    std::optional<belote::Deal> firstCard_;  // before the first card, or none
    DealAnalysis analysis_;
    int done_ = 0;
    int lastCard_ = 0;

    std::atomic<bool> stop_{false};
    std::mutex mutex_;  // guards the two pointers below against stop()
    std::unique_ptr<belote::Analyst> analyst_;
    std::shared_ptr<belote::Player> player_;
};

// The whole analysis at once; none (and one line in *error) for a bad record.
std::optional<DealAnalysis> analyseDeal(const QJsonObject& record, QString* error, const AnalysisOptions& options = {});

}  // namespace rebelote

Q_DECLARE_METATYPE(rebelote::CardDecision)
Q_DECLARE_METATYPE(rebelote::CallDecision)
Q_DECLARE_METATYPE(rebelote::AnalysisSummary)
Q_DECLARE_METATYPE(rebelote::DealAnalysis)
