#include "app/controller/gamecontroller.h"
#include "app/controller/seatedplayer.h"

#include "app/controller/bidtext.h"
#include "app/controller/cardtext.h"
#include "app/controller/dealmoves.h"

#include "ai/claim.h"
#include "ai/levels.h"
#include "app/controller/gametext.h"
#include "engine/record.h"

#include <QCoreApplication>
#include <QDebug>
#include <QStringList>

#include <algorithm>
#include <limits>
#include <tuple>
#include <unordered_map>

namespace rebelote {

using namespace belote;

// ---------------------------------------------------------------------------------------

GameController::GameController(QObject* parent) : QObject(parent)
{
    bots_ = new BotThread(this);
    pars_ = new ParRunner(this);
    // A par asked in a game that has since been left still comes back, for the history.
    connect(pars_, &ParRunner::finished, this, [this](int tag, std::array<int, 2> score, const QJsonObject& record) {
        const auto asked = parAsked_.find(tag);
        if (asked == parAsked_.end()) return;
        const auto [serial, dealNumber, figures] = asked->second;
        ParFigures f = figures;
        parAsked_.erase(asked);
        f.bots = netMarks(score, teamOf(f.person));
        f.score = score;
        f.deal = record;
        if (serial == gameSerial_) {
            parFigures_[dealNumber] = f;
            emit parReady(dealNumber);
        }
        emit parPlayed(serial, dealNumber, f);
    });
    connect(pars_, &ParRunner::failed, this, [this](int tag, const QString& why) {
        const auto asked = parAsked_.find(tag);
        if (asked == parAsked_.end()) return;
        qWarning("rebelote: the bots could not play deal %d again: %s", std::get<1>(asked->second), qPrintable(why));
        parAsked_.erase(asked);
    });
    game_ = std::make_unique<Game>(setup_.rules, 1);  // no game yet: an empty one to show
    nameSeats();
    step_.setSingleShot(true);
    connect(&step_, &QTimer::timeout, this, [this] {
        auto action = std::move(stepAction_);
        stepAction_ = nullptr;
        if (action) action();
    });
    lastEvent_.start();
}

GameController::~GameController()
{
    leaveDecision();
    cancelPlayers();
    delete pars_;  // stops the par under way
    pars_ = nullptr;
    delete bots_;  // waits for the job under way, cancelled above
    bots_ = nullptr;
}

void GameController::nameSeats()
{
    for (int s = 0; s < kSeats; ++s) {
        names_[s] = setup_.names[s];
        if (names_[s].isEmpty()) names_[s] = setup_.human[s] ? tr("You") : seatWord(Seat(s));
    }
}

QString GameController::nameInSentence(Seat s) const
{
    if (setup_.names[int(s)].isEmpty() && setup_.human[int(s)]) return tr("you", "the person, named inside a sentence");
    return names_[int(s)];
}

std::array<QString, 4> GameController::namesInSentence() const
{
    std::array<QString, 4> out;
    for (int s = 0; s < kSeats; ++s) out[s] = nameInSentence(Seat(s));
    return out;
}

void GameController::setNames(const std::array<QString, 4>& names)
{
    setup_.names = names;
    nameSeats();
    auction_.setNames(names_);
    scoreSheet_.setNames(names_);
    emit namesChanged();
}

QString GameController::callMeaning(int callIndex) const
{
    if (callIndex < 0 || callIndex >= deal_.callCount()) return {};
    return bidMeaningText(meaningOf(deal_, callIndex), deal_.retourneSuit());
}

QString GameController::lastCallMeaning(Seat seat) const
{
    for (int i = deal_.callCount() - 1; i >= 0; --i)
        if (deal_.callAt(i).seat == seat) return callMeaning(i);
    return {};
}

QString GameController::meaningIfCalled(Call call) const
{
    const Decision d = pending();
    if (d.kind != DecisionKind::Call && d.kind != DecisionKind::OutOfTurnCoinche) return {};
    CallList legal;
    if (d.kind == DecisionKind::Call) {
        legal = deal_.legalCalls();
    } else {
        legal.add(Call::pass());
        legal.add(Call::coinche());
    }
    if (!legal.contains(call)) return {};
    return bidMeaningText(belote::meaningIfCalled(deal_, d.seat, legal, call), deal_.retourneSuit());
}

void GameController::setPace(int ms) { pace_ = std::max(0, ms); }

int GameController::trickPause() const
{
    if (trickPause_ >= 0) return trickPause_;
    return pace_ == 0 ? 0 : std::max(600, 2 * pace_);
}

int GameController::sincePreviousEvent() const { return int(lastEvent_.elapsed()); }

void GameController::schedule(int delayMs, std::function<void()> step)
{
    stepAction_ = std::move(step);
    step_.start(std::max(0, delayMs));
}

void GameController::leaveDecision()
{
    serial_->fetch_add(1);
    if (thinker_) thinker_->cancel();
    hintWhy_.reset();
    // A hint asked for the decision left: its search stops (the next hint resets it).
    for (auto& p : hintPlayers_)
        if (p) p->cancel();
    thinker_.reset();
    thinking_.reset();
    step_.stop();
    stepAction_ = nullptr;
}

void GameController::newGame(const GameSetup& setup)
{
    leaveDecision();
    // The old players finish what they were doing at once and are let go with their jobs.
    cancelPlayers();
    forgetPars();
    setup_ = setup;
    seeds_.reseed(setup.seed);
    game_ = std::make_unique<Game>(setup_.rules, seeds_.split());
    if (setup_.firstDeal) game_->setDealer(setup_.firstDeal->dealer());
    nameSeats();
    seatPlayers();
    dealNumber_ = 0;
    scoreSheet_.clear(names_, setup_.rules.isCoinche());
    emit gameStarted();
    startDeal();
}

void GameController::askPar()
{
    if (!parEnabled_ || !hasPerson()) return;
    std::array<std::string, kSeats> levels;
    for (int s = 0; s < kSeats; ++s) levels[s] = setup_.levelOf(Seat(s)).toStdString();
    const std::optional<ParRequest> request = parRequest(deal_, personSeat(), levels, dealContext_);
    if (!request) return;  // a deal from hands (a deal played on): no deck to deal again
    ParFigures asked;
    asked.person = personSeat();
    asked.you = netMarks(outcome_.result.score, teamOf(asked.person));
    asked.request = *request;
    const int tag = ++lastParTag_;
    parAsked_[tag] = {gameSerial_, dealNumber_, asked};
    pars_->start(tag, *request);
}

std::optional<GameController::ParFigures> GameController::par(int dealNumber) const
{
    const auto it = parFigures_.find(dealNumber);
    if (it == parFigures_.end()) return std::nullopt;
    return it->second;
}

void GameController::forgetPars()
{
    // The pars asked go on (parPlayed() brings each to the history); the new game shows none.
    ++gameSerial_;
    parFigures_.clear();
}

bool GameController::parAsked(int dealNumber) const
{
    if (parFigures_.count(dealNumber) > 0) return true;
    return std::any_of(parAsked_.begin(), parAsked_.end(), [&](const auto& a) {
        return std::get<0>(a.second) == gameSerial_ && std::get<1>(a.second) == dealNumber;
    });
}

void GameController::cancelPlayers()
{
    for (auto& p : players_)
        if (p) p->cancel();
    for (auto& p : hintPlayers_)
        if (p) p->cancel();
}

void GameController::seatPlayers()
{
    // Made on the bot thread, so that the Monte Carlo players' pool threads start there and
    // share its lower priority, and so that neither making the new players nor letting the
    // old ones go holds the window's thread (SeatedPlayer). A person's seat has a hint
    // player instead, the normal level with the seed a computer player there would have had.
    std::array<std::shared_ptr<Player>, 4> old = std::exchange(players_, {}),
                                           oldHints = std::exchange(hintPlayers_, {});
    bots_->post([old = std::move(old), oldHints = std::move(oldHints)]() mutable {
        old = {};
        oldHints = {};
    });
    std::vector<std::shared_ptr<SeatedPlayer>> seated;
    for (int s = 0; s < kSeats; ++s) {
        const std::uint64_t seed = seeds_.split();
        const Seat seat = Seat(s);
        std::shared_ptr<SeatedPlayer> p;
        if (setup_.human[s]) {
            p = std::make_shared<SeatedPlayer>([make = setup_.makeHintPlayer, seat, seed]() -> std::shared_ptr<Player> {
                std::shared_ptr<Player> hint = make ? make(seat, seed) : nullptr;
                return hint ? hint : std::shared_ptr<Player>(makeLevelPlayer("normal", seed));
            });
            hintPlayers_[s] = p;
        } else {
            p = std::make_shared<SeatedPlayer>([make = setup_.makePlayer, level = setup_.levelOf(seat).toStdString(),
                                                seat, seed]() -> std::shared_ptr<Player> {
                if (make)
                    if (std::shared_ptr<Player> made = make(seat, seed)) return made;
                std::string why;
                if (std::shared_ptr<Player> made{makeLevelPlayer(level, seed, &why)}) return made;
                qWarning("rebelote: %s; the normal level plays instead", why.c_str());
                return std::shared_ptr<Player>(makeLevelPlayer("normal", seed));
            });
            players_[s] = p;
        }
        seated.push_back(std::move(p));
    }
    bots_->post([seated] {
        for (const auto& p : seated) p->make();
    });
}

void GameController::tellDealStart(const Deal& dealt)
{
    // The agreement too, to every player: the bots of both sides and the hint's.
    const GameContext context{game_->scores(), setup_.rules.deals > 0 ? 0 : setup_.rules.target, setup_.cardSignals};
    dealContext_ = context;
    for (int s = 0; s < kSeats; ++s)
        for (const auto& p : {players_[s], hintPlayers_[s]})
            if (p) bots_->post([p, dealt, s, context] { p->startDeal(dealt, Seat(s), context); });
}

void GameController::startDeal()
{
    if (setup_.firstDeal && dealNumber_ == 0) deal_ = *setup_.firstDeal;
    else deal_ = game_->nextDeal();
    dealt_ = deal_;
    ++dealNumber_;
    forward_.clear();  // the line taken back was another deal's
    explained_.clear();
    hintWhy_.reset();
    stage_ = Stage::Calls;
    lastCall_ = {};
    declared_ = {};
    belotes_.clear();
    outcome_ = {};
    auction_.reset(deal_.dealer(), deal_.retourne(), names_);
    tellDealStart(deal_);
    lastEvent_.restart();
    emit dealStarted();
    emit stateChanged();
    advance();
}

Decision GameController::pending() const
{
    if (stage_ != Stage::Calls && stage_ != Stage::Play) return {};
    return deal_.pending();
}

bool GameController::humanToAct() const
{
    const Decision d = pending();
    return d.kind != DecisionKind::None && isHuman(d.seat);
}

CardSet GameController::humanLegalCards() const
{
    const Decision d = pending();
    if (d.kind != DecisionKind::Card || !isHuman(d.seat)) return {};
    return deal_.legalCards();
}

void GameController::advance()
{
    if (stage_ != Stage::Calls && stage_ != Stage::Play) return;
    const Decision d = deal_.pending();
    if (d.kind == DecisionKind::None) {
        finishDeal();
        return;
    }
    if (isHuman(d.seat)) {
        thinking_.reset();
        emit decisionPending(d);
        emit stateChanged();
        if (d.kind == DecisionKind::Card && autoPlaySingle_ && deal_.legalCards().size() == 1) {
            const Card only = deal_.legalCards().first();
            const std::uint64_t serial = serial_->load();
            schedule(pace_ - sincePreviousEvent(), [this, serial, only] {
                if (serial == serial_->load()) playCard(only);
            });
        }
        return;
    }
    requestBot(d);
    emit decisionPending(d);
    emit stateChanged();
}

void GameController::requestBot(Decision d)
{
    const std::uint64_t serial = serial_->fetch_add(1) + 1;
    thinker_ = players_[int(d.seat)];
    thinking_ = d.seat;
    bots_->decide(thinker_, deal_, d, serial_, serial, this, [this, serial, d](const BotAnswer& a) {
        if (a.skipped || serial != serial_->load()) {
            emit answerDropped(d, false);
            return;
        }
        decisionMs_.push_back(a.ms);
        schedule(pace_ - sincePreviousEvent(), [this, serial, d, a] {
            if (serial != serial_->load()) return;
            thinker_.reset();
            thinking_.reset();
            apply(d, a);
        });
    });
}

void GameController::apply(Decision d, const BotAnswer& a)
{
    if (!a.why.empty()) {
        const bool card = d.kind == DecisionKind::Card || d.kind == DecisionKind::Declaration;
        explained_.push_back(
            {a.why, d, deal_, card ? deal_.cardPlay().cardsPlayed() : deal_.callCount(), false, setup_.cardSignals});
    }
    switch (d.kind) {
    case DecisionKind::Call: {
        Call call = a.call;
        if (!deal_.whyIllegalCall(d.seat, call).empty()) {  // never from our players: a bug
            qWarning("rebelote: %s chose an illegal call; passing", qPrintable(name(d.seat)));
            call = deal_.legalCalls().items[0];
        }
        applyCall(d.seat, call, false);
        break;
    }
    case DecisionKind::OutOfTurnCoinche:
        if (a.coinche) {
            applyCall(d.seat, Call::coinche(), true);
        } else {
            deal_.declineOutOfTurnCoinche();
            emit coincheDeclined(d.seat);
            advance();
        }
        break;
    case DecisionKind::Declaration: {
        const DeclarationChoices choices = deal_.declarationChoices();
        const DeclarationSet set = choices.contains(a.declarations) ? a.declarations : choices.items[0];
        deal_.declare(set);
        declared_[int(d.seat)] = set;
        if (!set.empty()) lastEvent_.restart();
        emit declarationsMade(d.seat, set);
        advance();
        break;
    }
    case DecisionKind::Card: {
        Card card = a.card;
        if (card >= kCards || !deal_.legalCards().contains(card)) {
            qWarning("rebelote: %s chose an illegal card; playing a legal one", qPrintable(name(d.seat)));
            card = deal_.legalCards().first();
        }
        applyCard(d.seat, card);
        break;
    }
    case DecisionKind::None: break;
    }
}

void GameController::applyCall(Seat seat, Call call, bool outOfTurn)
{
    deal_.makeCall(seat, call);
    lastCall_[int(seat)] = call;
    auction_.addCall(seat, call, outOfTurn, callMeaning(deal_.callCount() - 1));
    lastEvent_.restart();
    emit callMade(seat, call, outOfTurn);
    if (deal_.phase() != Phase::Calls) {
        if (deal_.phase() == Phase::Play) stage_ = Stage::Play;
        emit callsOver();
    }
    emit stateChanged();
    advance();
}

bool GameController::putCard(Seat seat, Card card)
{
    const bool belote = deal_.isBeloteCard(seat, card);
    const bool rebelote = belote && deal_.cardPlay().playedSet().contains(beloteMate(card));
    if (deal_.declarationPending()) {  // a claim plays for seats that have not declared yet
        const DeclarationSet best = deal_.declarationChoices().items[0];
        deal_.declare(best);
        declared_[int(seat)] = best;
        emit declarationsMade(seat, best);
    }
    deal_.playCard(card);
    lastEvent_.restart();
    emit cardPlayed(seat, card);
    if (belote) {
        belotes_.emplace_back(seat, card);
        emit beloteAnnounced(seat, card, rebelote);
    }
    const CardPlay& p = deal_.cardPlay();
    if (setup_.rules.annonces && p.cardsPlayed() == 5) emit declarationsResolved();
    if (p.cardsInTrick() != 0) return false;
    stage_ = Stage::TrickPause;
    emit trickComplete(p.trickWinner(p.trickNumber() - 1));
    return true;
}

void GameController::applyCard(Seat seat, Card card)
{
    if (putCard(seat, card)) {
        emit stateChanged();
        const std::uint64_t serial = serial_->fetch_add(1) + 1;
        schedule(trickPause(), [this, serial] {
            if (serial == serial_->load()) gatherTrick();
        });
        return;
    }
    emit stateChanged();
    advance();
}

void GameController::gatherTrick()
{
    if (stage_ != Stage::TrickPause) return;
    step_.stop();
    stepAction_ = nullptr;
    stage_ = Stage::Play;
    const CardPlay& p = deal_.cardPlay();
    lastEvent_.restart();
    emit trickGathered(p.trickWinner(p.trickNumber() - 1));
    emit stateChanged();
    advance();
}

void GameController::finishDeal()
{
    outcome_.result = deal_.result();
    outcome_.heldBefore = game_->heldPoints();
    outcome_.added = game_->finishDeal(deal_);
    ++dealsFinished_;
    scoreSheet_.addRow({dealNumber_, deal_.dealer(), setup_.rules.isClassic(), outcome_.result, outcome_.added,
                        game_->scores(), deal_.retourne()});
    stage_ = Stage::DealOver;
    thinking_.reset();
    for (int s = 0; s < kSeats; ++s)
        for (const auto& p : {players_[s], hintPlayers_[s]})
            if (p) bots_->post([p, d = deal_, s] { p->dealOver(d, Seat(s)); });
    emit dealRecorded(record());
    askPar();
    emit dealScored();
    emit stateChanged();
    if (autoContinue_ >= 0) schedule(autoContinue_, [this] { continueAfterDeal(); });
}

void GameController::continueAfterDeal()
{
    if (stage_ == Stage::GameOver) {
        GameSetup next = setup_;
        next.seed = seeds_.split();
        newGame(next);
        return;
    }
    if (stage_ != Stage::DealOver) return;
    step_.stop();
    stepAction_ = nullptr;
    if (game_->over()) {
        stage_ = Stage::GameOver;
        emit gameOver(*game_->winner());
        emit stateChanged();
        if (autoContinue_ >= 0) schedule(autoContinue_, [this] { continueAfterDeal(); });
        return;
    }
    startDeal();
}

QJsonObject GameController::record() const { return writeRecord(deal_); }

std::vector<std::pair<Seat, Card>> GameController::tableCards() const
{
    std::vector<std::pair<Seat, Card>> out;
    if (stage_ != Stage::Play && stage_ != Stage::TrickPause) return out;
    const CardPlay& p = deal_.cardPlay();
    const int n = stage_ == Stage::TrickPause ? 4 : p.cardsInTrick();
    for (int i = p.cardsPlayed() - n; i < p.cardsPlayed(); ++i) out.emplace_back(p.playedBy(i), p.playedCard(i));
    return out;
}

int GameController::trickInView() const
{
    if (stage_ != Stage::Play && stage_ != Stage::TrickPause) return -1;
    const CardPlay& p = deal_.cardPlay();
    return stage_ == Stage::TrickPause ? p.trickNumber() - 1 : p.trickNumber();
}

GameController::Announcements GameController::announcements(Seat s) const
{
    Announcements a;
    if (stage_ == Stage::Idle || deal_.phase() == Phase::Calls || deal_.passed()) return a;
    const std::optional<Contract> contract = deal_.contract();
    a.hasDeclared = deal_.hasDeclared(s);
    a.declared = deal_.declared(s);
    for (const Declaration& d : a.declared) {
        a.kinds << declarationKindWord(d.kind);
        a.names << declarationText(d);
    }
    if (!a.declared.empty() && contract) {
        a.points = a.declared.value(contract->strain);
        if (deal_.declarationsResolved()) {
            const std::optional<Team> winner = deal_.declarationWinner();
            a.standing = winner && *winner == teamOf(s) ? Announcements::Standing::Counts
                                                        : Announcements::Standing::DoesNotCount;
        }
    }
    // Belote and rebelote: the king and queen of trump the seat held at the start of the
    // play, in the order it played them.
    const CardPlay& p = deal_.cardPlay();
    CardSet before;
    for (int i = 0; i < p.cardsPlayed(); ++i) {
        const Card c = p.playedCard(i);
        if (p.playedBy(i) == s && deal_.isBeloteCard(s, c)) {
            a.belotes.push_back({c, i / 4, before.contains(beloteMate(c))});
        }
        before.insert(c);
    }
    const int trick = trickInView();
    a.declarationsInView = !a.declared.empty() && trick >= 0 && trick <= 1;
    for (const BeloteCall& b : a.belotes)
        if (b.trick == trick) a.beloteInView = b;
    return a;
}

std::optional<GatheredTrick> GameController::trickAt(int t) const
{
    if (t < 0) return std::nullopt;
    const CardPlay& p = deal_.cardPlay();
    GatheredTrick out;
    int points = 0;
    for (int i = 0; i < 4; ++i) {
        out.cards[std::size_t(i)] = p.playedCard(4 * t + i);
        points += p.tables().points[p.playedCard(4 * t + i)];
        out.meanings[std::size_t(i)] =
            cardMeaningText(cardMeaning(deal_, 4 * t + i, setup_.cardSignals), setup_.cardSignals);
    }
    out.leader = p.playedBy(4 * t);
    out.winner = p.trickWinner(t);
    out.points = points + (t == 7 ? 10 : 0);
    return out;
}

std::optional<GatheredTrick> GameController::lastTrick() const
{
    if (stage_ == Stage::Idle || stage_ == Stage::Calls || deal_.passed()) return std::nullopt;
    // In the pause the trick on the table is not gathered yet: the one before it is "last".
    return trickAt(deal_.cardPlay().cardsPlayed() / 4 - (stage_ == Stage::TrickPause ? 2 : 1));
}

std::optional<GatheredTrick> GameController::completedTrick() const
{
    if (stage_ == Stage::Idle || stage_ == Stage::Calls || deal_.passed()) return std::nullopt;
    return trickAt(deal_.cardPlay().cardsPlayed() / 4 - 1);
}

QStringList GameController::completedTrickMeanings() const
{
    QStringList lines;
    if (const std::optional<GatheredTrick> t = completedTrick())
        for (int i = 0; i < 4; ++i)
            if (!t->meanings[std::size_t(i)].isEmpty())
                lines << tr("%1: %2", "a seat, then what its card said")
                             .arg(name(nextSeat(t->leader, i)), t->meanings[std::size_t(i)]);
    return lines;
}

// ---------------------------------------------------------------------------------------
// The person's choices

bool GameController::makeCall(Call call)
{
    const Decision d = pending();
    if (d.kind != DecisionKind::Call || !isHuman(d.seat) || !deal_.whyIllegalCall(d.seat, call).empty()) return false;
    leaveDecision();
    applyCall(d.seat, call, false);
    return true;
}

bool GameController::answerOutOfTurnCoinche(bool coinche)
{
    const Decision d = pending();
    if (d.kind != DecisionKind::OutOfTurnCoinche || !isHuman(d.seat)) return false;
    leaveDecision();
    BotAnswer a;
    a.coinche = coinche;
    apply(d, a);
    return true;
}

bool GameController::declare(int choice)
{
    const Decision d = pending();
    if (d.kind != DecisionKind::Declaration || !isHuman(d.seat)) return false;
    const DeclarationChoices choices = deal_.declarationChoices();
    if (choice < 0 || choice >= choices.count) return false;
    leaveDecision();
    BotAnswer a;
    a.declarations = choices.items[std::size_t(choice)];
    apply(d, a);
    return true;
}

bool GameController::playCard(Card card)
{
    const Decision d = pending();
    if (!isHuman(d.seat) || (d.kind != DecisionKind::Card && d.kind != DecisionKind::Declaration)) return false;
    if (d.kind == DecisionKind::Declaration) {
        emit cardRefused(card, tr("Choose your declarations first."));
        return false;
    }
    if (card >= kCards || !deal_.legalCards().contains(card)) {
        emit cardRefused(card, refusalText(deal_.cardRefusal(card)));
        return false;
    }
    leaveDecision();
    applyCard(d.seat, card);
    return true;
}

QString GameController::cardHintText(Card card) const
{
    const Decision d = pending();
    const QString play = tr("Play %1").arg(cardWords(card));
    if (d.kind != DecisionKind::Card) return play;
    // A card that calls by the system says it, so that the person learns what it tells.
    const QString says = cardSayingText(meaningIfPlayed(deal_, d.seat, card, setup_.cardSignals), setup_.cardSignals);
    return says.isEmpty() ? play : tr("%1: %2", "the card to play, then what it says").arg(play, says);
}

void GameController::requestHint()
{
    const Decision d = pending();
    if (d.kind == DecisionKind::None || !isHuman(d.seat) || !hintPlayers_[int(d.seat)]) return;
    // The decision's serial: leaving it (leaveDecision) drops the answer and cancels the search.
    const std::uint64_t serial = serial_->load();
    const std::optional<Suit> retourne = deal_.retourneSuit();
    bots_->decide(
        hintPlayers_[int(d.seat)], deal_, d, serial_, serial, this, [this, serial, d, retourne](const BotAnswer& a) {
            if (a.skipped || serial != serial_->load()) {
                emit answerDropped(d, true);
                return;
            }
            const bool card = d.kind == DecisionKind::Card || d.kind == DecisionKind::Declaration;
            if (!a.why.empty())
                hintWhy_ = ExplainedDecision{a.why, d,
                                             deal_, card ? deal_.cardPlay().cardsPlayed() : deal_.callCount(),
                                             true,  setup_.cardSignals};
            else hintWhy_.reset();
            switch (d.kind) {
            case DecisionKind::Call: emit hintReady(callText(a.call, retourne), kNoCard, a.call); break;
            case DecisionKind::OutOfTurnCoinche:
                emit hintReady(a.coinche ? tr("Coinche") : tr("Let it go"), kNoCard,
                               a.coinche ? std::optional<Call>(Call::coinche()) : std::optional<Call>(Call::pass()));
                break;
            case DecisionKind::Declaration:
                emit hintReady(a.declarations.empty() ? tr("Declare nothing")
                                                      : tr("Declare %1").arg(declarationSetText(a.declarations)),
                               kNoCard, std::nullopt);
                break;
            case DecisionKind::Card: emit hintReady(cardHintText(a.card), a.card, std::nullopt); break;
            case DecisionKind::None: break;
            }
        });
}

// --- Why? ---------------------------------------------------------------------------------

bool GameController::stillMade(const ExplainedDecision& e) const
{
    const Explanation::Value* v = e.why.choice();
    if (!v) return false;
    switch (e.decision.kind) {
    case DecisionKind::Call:
    case DecisionKind::OutOfTurnCoinche:
        if (e.index >= deal_.callCount())
            return e.decision.kind == DecisionKind::OutOfTurnCoinche && v->call == Call::pass();
        return deal_.callAt(e.index).seat == e.decision.seat && deal_.callAt(e.index).call == v->call;
    case DecisionKind::Declaration:
        return deal_.phase() != Phase::Calls && deal_.hasDeclared(e.decision.seat) &&
               deal_.declared(e.decision.seat) == v->declarations;
    case DecisionKind::Card:
        return deal_.phase() != Phase::Calls && e.index < deal_.cardPlay().cardsPlayed() &&
               deal_.cardPlay().playedCard(e.index) == v->card;
    case DecisionKind::None: break;
    }
    return false;
}

const ExplainedDecision* GameController::explainedCall(int callIndex) const
{
    for (const ExplainedDecision& e : explained_) {
        // An out-of-turn coinche let go is no call of the deal.
        const bool call =
            e.decision.kind == DecisionKind::Call || (e.decision.kind == DecisionKind::OutOfTurnCoinche &&
                                                      e.why.choice() && e.why.choice()->call == Call::coinche());
        if (call && e.index == callIndex && stillMade(e)) return &e;
    }
    return nullptr;
}

const ExplainedDecision* GameController::explainedCard(int playIndex) const
{
    for (const ExplainedDecision& e : explained_)
        if (e.decision.kind == DecisionKind::Card && e.index == playIndex && stillMade(e)) return &e;
    return nullptr;
}

const ExplainedDecision* GameController::lastExplained() const
{
    for (auto it = explained_.rbegin(); it != explained_.rend(); ++it)
        if (stillMade(*it)) return &*it;
    return nullptr;
}

void GameController::claim()
{
    const Decision d = pending();
    if (d.kind != DecisionKind::Card || !isHuman(d.seat)) {
        emit claimAnswered(false, tr("You can claim the remaining tricks when it is your turn to play a card."));
        return;
    }
    const Team side = teamOf(d.seat);
    std::vector<Card> line;
    const int r = takesEveryTrick(deal_.cardPlay(), side, 4'000'000, &line);
    if (r != 1) {
        emit claimAnswered(false, r == 0 ? tr("Not yet: %1 can still take a trick.").arg(teamWord(otherTeam(side)))
                                         : tr("Too early to be sure: play on a little."));
        return;
    }
    leaveDecision();
    emit claimAnswered(true, tr("Claim accepted: your side takes every remaining trick."));
    // The rest is played at once, trick after trick, so the record is a whole deal.
    for (Card c : line)
        if (putCard(deal_.toAct(), c)) {
            stage_ = Stage::Play;
            const CardPlay& p = deal_.cardPlay();
            emit trickGathered(p.trickWinner(p.trickNumber() - 1));
        }
    emit stateChanged();
    finishDeal();
}

// ---------------------------------------------------------------------------------------
// Resuming a saved game

bool GameController::resume(const GameSetup& setup, const ResumePoint& point, QString* error)
{
    // Everything is rebuilt aside first: on a fault the game in progress, if any, goes on.
    RebuiltGame rebuilt;
    if (!rebuildGame(setup.rules, setup.seed, setup.firstDeal, point, &rebuilt, error)) return false;
    const bool over = rebuilt.over;

    // The game as it stood.
    leaveDecision();
    cancelPlayers();
    forgetPars();
    setup_ = setup;
    seeds_.reseed(setup.seed);
    seeds_.split();  // the game's seed, as newGame() draws it
    game_ = std::move(rebuilt.game);
    nameSeats();
    seatPlayers();
    scoreSheet_.clear(names_, setup_.rules.isCoinche());
    for (const auto& row : rebuilt.rows) scoreSheet_.addRow(row);
    dealNumber_ = rebuilt.number;
    outcome_ = {};
    forward_.clear();
    lastEvent_.restart();
    if (over) {
        lastCall_ = {};
        declared_ = {};
        belotes_.clear();
        stage_ = Stage::GameOver;
        emit gameResumed();
        emit stateChanged();
        emit gameOver(*game_->winner());
        return true;
    }
    standAt(std::move(rebuilt.deal), [this] { emit gameResumed(); });
    return true;
}

void GameController::standAt(RebuiltDeal&& r, const std::function<void()>& signal)
{
    lastCall_ = r.lastCall;
    declared_ = r.declared;
    belotes_ = std::move(r.belotes);
    bool sameCards = dealt_.dealer() == r.dealt.dealer() && dealt_.retourne() == r.dealt.retourne();
    for (int s = 0; s < kSeats; ++s) sameCards = sameCards && dealt_.hand(Seat(s)) == r.dealt.hand(Seat(s));
    if (!sameCards) explained_.clear();  // another deal: resumed, or played on from a replay
    dealt_ = std::move(r.dealt);
    deal_ = std::move(r.deal);
    auction_.reset(deal_.dealer(), deal_.retourne(), names_);
    for (std::size_t i = 0; i < r.calls.size(); ++i) {
        const auto& [seat, call, outOfTurn] = r.calls[i];
        auction_.addCall(seat, call, outOfTurn, callMeaning(int(i)));
    }
    tellDealStart(dealt_);
    const CardPlay& p = deal_.cardPlay();
    const bool played = deal_.phase() == Phase::Play || (deal_.phase() == Phase::Done && !deal_.passed());
    const bool fullTrick = played && p.cardsPlayed() > 0 && p.cardsInTrick() == 0;
    stage_ = fullTrick ? Stage::TrickPause : played ? Stage::Play : Stage::Calls;
    signal();
    emit stateChanged();
    if (fullTrick) {
        // The last card of a trick was the last move: the trick waits on the table.
        emit trickComplete(p.trickWinner(p.trickNumber() - 1));
        const std::uint64_t serial = serial_->fetch_add(1) + 1;
        schedule(trickPause(), [this, serial] {
            if (serial == serial_->load()) gatherTrick();
        });
    } else {
        advance();
    }
}

// --- Practice: take back, go forward again ---------------------------------------------------

std::vector<DealMove> GameController::dealMoves() const
{
    DealMoves m;
    QString error;
    if (stage_ == Stage::Idle || !movesOfDeal(deal_, &m, &error)) return {};
    return m.moves;
}

bool GameController::canRewind() const
{
    return setup_.practice && (stage_ == Stage::Calls || stage_ == Stage::Play || stage_ == Stage::TrickPause);
}

namespace {

// Where the person's last decision in `moves` starts (its declarations with its first
// card), or -1: the moves kept when it is taken back.
int lastPersonMove(const std::vector<DealMove>& moves, const std::array<bool, 4>& human)
{
    for (int i = int(moves.size()) - 1; i >= 0; --i) {
        const DealMove& m = moves[std::size_t(i)];
        if (!human[int(m.seat)] || m.kind == DealMove::Kind::Declaration) continue;
        if (m.kind == DealMove::Kind::Card && i > 0 && moves[std::size_t(i - 1)].kind == DealMove::Kind::Declaration &&
            moves[std::size_t(i - 1)].seat == m.seat)
            return i - 1;
        return i;
    }
    return -1;
}

// Where the person's first decision in `moves` starts, or -1.
int firstPersonMove(const std::vector<DealMove>& moves, const std::array<bool, 4>& human)
{
    const auto first = std::find_if(moves.begin(), moves.end(), [&](const DealMove& m) { return human[int(m.seat)]; });
    return first == moves.end() ? -1 : int(first - moves.begin());
}

}  // namespace

bool GameController::canDealAgain() const
{
    if (!setup_.practice) return false;
    if (stage_ == Stage::DealOver || stage_ == Stage::GameOver) return dealNumber_ > 0;
    return canRewind() && firstPersonMove(dealMoves(), setup_.human) >= 0;
}

bool GameController::dealAgain()
{
    if (!canDealAgain()) return false;
    if (stage_ == Stage::DealOver || stage_ == Stage::GameOver) {
        GameSetup again = setup_;
        again.firstDeal = dealt_;
        // The deals after it: another shuffle than this game's, the same for the same game.
        again.seed = setup_.seed * 6364136223846793005ULL + 1442695040888963407ULL + std::uint64_t(dealNumber_);
        newGame(again);
        return true;
    }
    const std::vector<DealMove> moves = dealMoves();
    if (!onLine(moves)) forward_ = moves;
    return rewindTo(moves, firstPersonMove(moves, setup_.human));
}

bool GameController::canTakeBack() const { return canRewind() && lastPersonMove(dealMoves(), setup_.human) >= 0; }

bool GameController::takeBack()
{
    if (!canRewind()) return false;
    const std::vector<DealMove> moves = dealMoves();
    const int kept = lastPersonMove(moves, setup_.human);
    if (kept < 0) return false;
    // The line played is kept for takeForward(), unless this deal already went further on
    // it (a take-back after takeForward() keeps the longer line).
    if (!onLine(moves)) forward_ = moves;
    return rewindTo(moves, kept);
}

bool GameController::onLine(const std::vector<DealMove>& moves) const
{
    return forward_.size() >= moves.size() && std::equal(moves.begin(), moves.end(), forward_.begin());
}

bool GameController::canGoForward(const std::vector<DealMove>& moves) const
{
    return canRewind() && moves.size() < forward_.size() && onLine(moves);
}

bool GameController::canTakeForward() const { return canGoForward(dealMoves()); }

bool GameController::takeForward()
{
    const std::vector<DealMove> moves = dealMoves();
    if (!canGoForward(moves)) return false;
    // Up to the person's next decision on the line, after the one made now.
    std::size_t end = moves.size() + 1;
    while (end < forward_.size()) {
        const DealMove& m = forward_[end];
        const bool person = setup_.human[int(m.seat)];
        if (person && m.kind != DealMove::Kind::Card) break;
        if (person && m.kind == DealMove::Kind::Card && forward_[end - 1].kind != DealMove::Kind::Declaration) break;
        ++end;
    }
    return rewindTo(forward_, int(end));
}

bool GameController::rewindTo(const std::vector<DealMove>& moves, int kept)
{
    RebuiltDeal r;
    QString why;
    const std::vector<DealMove> first(moves.begin(), moves.begin() + kept);
    if (!rebuildDeal(dealt_, first, &r, &why)) {
        qWarning("rebelote: the deal cannot be set back: %s", qPrintable(why));
        return false;
    }
    leaveDecision();
    cancelPlayers();
    outcome_ = {};
    lastEvent_.restart();
    standAt(std::move(r), [this, kept] { emit movesTakenBack(kept); });
    return true;
}

}  // namespace rebelote
