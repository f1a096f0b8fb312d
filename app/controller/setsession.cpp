#include "app/controller/setsession.h"

#include "app/controller/gametext.h"

#include "ai/par.h"
#include "app/controller/gamecontroller.h"
#include "engine/record.h"

namespace rebelote {

using namespace belote;

namespace {

// The record under the set's rules: the table plays each deal as a game of one deal, whose
// rules say so (`deals` 1); the deal itself is the same.
std::optional<DealRecord> underSetRules(QJsonObject record, const Rules& rules)
{
    record.insert(QStringLiteral("rules"), rules.toJson());
    Checked<DealRecord> r = readRecord(record);
    return std::move(r.value);
}

constexpr int kTagsASet = 1000;  // a par's tag: the set's serial and the deal's index

}  // namespace

SetSession::SetSession(GameController* controller, QObject* parent)
    : QObject(parent), controller_(controller), pars_(new ParRunner(this))
{
    connect(controller_, &GameController::dealRecorded, this, &SetSession::onDealRecorded);
    connect(pars_, &ParRunner::finished, this,
            [this](int tag, std::array<int, 2> score, const QJsonObject&) { onPar(tag, score); });
}

bool SetSession::start(const DealSet& set, const GameSetup& table, const std::vector<Kept>& kept, QString* why)
{
    auto refuse = [&](const QString& reason) {
        if (why) *why = reason;
        return false;
    };
    if (set.deals.empty()) return refuse(tr("the set holds no deal"));
    DealSet mine = set;
    mine.player.clear();
    std::vector<std::optional<int>> results(mine.deals.size());
    for (SetDeal& d : mine.deals) {
        d.played.reset();
        d.par.reset();
    }
    for (const Kept& k : kept) {
        if (k.number < 1 || k.number > int(mine.deals.size())) continue;
        SetDeal& d = mine.deals[std::size_t(k.number - 1)];
        if (k.record) d.played = underSetRules(*k.record, mine.rules);
        d.par = k.par;
        results[std::size_t(k.number - 1)] = k.result;
    }
    int first = 0;
    while (first < int(results.size()) && results[std::size_t(first)]) ++first;
    if (first == int(results.size())) return refuse(tr("every deal of this set is played: a deal is played once"));
    stop();
    pars_->cancelAll();  // an earlier set's: what it kept without them is asked again when it is
    set_ = std::move(mine);
    results_ = std::move(results);
    table_ = table;
    table_.practice = false;  // nothing taken back, no deal dealt again
    ++parSerial_;
    active_ = true;
    for (int i = 0; i < int(results_.size()); ++i)
        if (results_[std::size_t(i)] && !set_.deals[std::size_t(i)].par) askPar(i);  // one the last run did not see
    playDeal(first);
    return true;
}

GameSetup SetSession::setupOf(int index) const
{
    GameSetup s = table_;
    s.rules = set_.rules;
    s.rules.deals = 1;  // a game of one deal
    const Deal& dealt = set_.deals[std::size_t(index)].dealt;
    s.firstDeal = Deal::fromDeck(s.rules, dealt.dealer(), *dealt.deck(), dealt.pattern());
    s.seed = parSeed(dealt.dealer(), *dealt.deck());  // the table's bots: the same on the same cards
    SetPlace place;
    place.deal = index + 1;
    place.deals = int(set_.deals.size());
    if (const std::optional<int> theirs = friendResult(index)) {
        place.friendName = friend_->player.isEmpty() ? tr("Your friend") : friend_->player;
        place.friendResult = theirs;
    }
    s.setPlace = place;
    return s;
}

bool SetSession::sameCards(const Deal& a, const Deal& b)
{
    return a.dealer() == b.dealer() && a.deck() && b.deck() && *a.deck() == *b.deck();
}

void SetSession::playDeal(int index)
{
    current_ = index;
    dealOver_ = false;
    const GameSetup s = setupOf(index);
    // Begun before (a close, a crash, another game dealt over it): taken up where it stood.
    if (!takeUp_ || !takeUp_(index, s)) controller_->newGame(s);
    serial_ = controller_->gameSerial();
}

void SetSession::stop()
{
    using Stage = GameController::Stage;
    const Stage stage = controller_->stage();
    const bool underWay = active_ && !dealOver_ && controller_->gameSerial() == serial_ &&
                          (stage == Stage::Calls || stage == Stage::Play || stage == Stage::TrickPause);
    active_ = false;
    if (underWay) emit dealLeft(current_ + 1, writeRecord(controller_->deal()));
}

std::optional<int> SetSession::friendResult(int index) const
{
    if (!friend_ || index < 0 || index >= int(friend_->deals.size())) return std::nullopt;
    return playedNet(friend_->deals[std::size_t(index)]);
}

SetScore SetSession::friendScore() const
{
    SetScore score;
    score.deals = int(set_.deals.size());
    for (std::size_t i = 0; i < results_.size(); ++i)
        if (const std::optional<int> theirs = friendResult(int(i)); theirs && results_[i])
            score.add(*theirs, set_.deals[i].par);
    return score;
}

QString SetSession::friendScoreText() const
{
    return friend_ ? friendScoreText(friend_->player, friendScore()) : QString();
}

QString SetSession::friendScoreText(const QString& player, const SetScore& s)
{
    const QString name = player.isEmpty() ? tr("Your friend") : player;
    return tr("%1: %2 against the bots on the same deals; %n at or above par", "", s.atOrAbovePar)
        .arg(name, signedMarks(s.againstPar));
}

void SetSession::onDealRecorded(const QJsonObject& record)
{
    if (!active_ || dealOver_ || controller_->gameSerial() != serial_) return;
    SetDeal& d = set_.deals[std::size_t(current_)];
    std::optional<DealRecord> played = underSetRules(record, set_.rules);
    if (!played || played->deal.phase() != Phase::Done) return;  // not this deal (cannot be)
    dealOver_ = true;
    d.played = std::move(played);
    const int result = *playedNet(d);
    results_[std::size_t(current_)] = result;
    emit dealPlayed(current_ + 1, result, writeRecord(*d.played));
    askPar(current_);
    emit scoreChanged();
    if (finished()) emit setFinished();
}

void SetSession::askPar(int index)
{
    // The normal level at every seat, whatever the table's, the scores 0 to 0: the par of
    // `rebelote-cli set play`, the same on any machine.
    const std::optional<ParRequest> request =
        parRequest(set_.deals[std::size_t(index)].dealt, Seat::South, {"normal", "normal", "normal", "normal"},
                   GameContext{{0, 0}, set_.rules.target});
    if (request) pars_->start(int(parSerial_ % 1000000) * kTagsASet + index, *request);
}

void SetSession::onPar(int tag, std::array<int, 2> score)
{
    if (tag / kTagsASet != int(parSerial_ % 1000000)) return;
    const int index = tag % kTagsASet;
    if (index >= int(set_.deals.size())) return;
    SetDeal& d = set_.deals[std::size_t(index)];
    d.par = netMarks(score, Team::NS);
    emit parKnown(index + 1, *d.par);
    emit scoreChanged();
}

bool SetSession::next()
{
    if (!active_ || !dealOver_) return false;
    int n = current_ + 1;
    while (n < int(results_.size()) && results_[std::size_t(n)]) ++n;
    if (n >= int(set_.deals.size())) {
        current_ = int(set_.deals.size());
        return false;
    }
    playDeal(n);
    return true;
}

bool SetSession::finished() const
{
    for (const std::optional<int>& r : results_)
        if (!r) return false;
    return !results_.empty();
}

SetScore SetSession::score() const
{
    SetScore score;
    score.deals = int(set_.deals.size());
    for (std::size_t i = 0; i < results_.size(); ++i)
        if (results_[i]) score.add(*results_[i], set_.deals[i].par);
    return score;
}

QString SetSession::scoreText(const SetScore& score)
{
    const QString marks = (score.againstPar >= 0 ? QStringLiteral("+") : QString()) + QString::number(score.againstPar);
    return tr("Set: %n deals, %1 against the bots; %2 at or above par", "", score.counted)
        .arg(marks)
        .arg(score.atOrAbovePar);
}

}  // namespace rebelote
