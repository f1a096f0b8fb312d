#include "app/controller/gamecontroller.h"

#include "ai/levels.h"
#include "app/controller/gametext.h"
#include "engine/record.h"

#include <QCoreApplication>
#include <QDebug>

#include <algorithm>
#include <limits>
#include <unordered_map>

namespace rebelote {

using namespace belote;

namespace {

std::optional<Suit> retourneSuitOf(const Deal& d)
{
    return d.retourne() ? std::optional<Suit>(suitOf(*d.retourne())) : std::nullopt;
}

// The first card of the suit `c` belongs to and its partner in a belote (king, queen).
bool isBeloteCard(const Deal& d, Seat s, Card c)
{
    const Rank r = rankOf(c);
    return (r == Rank::King || r == Rank::Queen) && (d.beloteSuits(s) >> int(suitOf(c)) & 1u);
}

}  // namespace

// ---------------------------------------------------------------------------------------
// Searching a claim

namespace {

// Every card played (or, for a position made of fewer cards, every hand empty).
bool playedOut(const CardPlay& p) { return p.done() || p.hand(p.toPlay()).empty(); }

// Whether a side takes every trick left, searched as an and-or tree: the side's two hands
// choose, the others answer every way. Two cards of one suit in one hand with no other live
// card between them win and lose the same tricks, so only one of them is tried; and a trick
// start met again (the same hands, the same leader) is answered from memory.
class ClaimSearch {
public:
    ClaimSearch(Team side, long nodes) : side_(side), budget_(nodes) {}
    // No limit: once a claim is proven, finding its line meets the proof's positions again.
    void unlimited() { budget_ = std::numeric_limits<long>::max(); }

    // 1 yes, 0 no, -1 not settled within the budget.
    int run(CardPlay& p)
    {
        if (playedOut(p)) return 1;
        if (--budget_ < 0) return -1;
        Key key{};
        const bool start = p.cardsInTrick() == 0;
        if (start) {
            for (int s = 0; s < kSeats; ++s) key.hands[std::size_t(s)] = p.hand(Seat(s)).bits();
            key.leader = std::uint8_t(p.toPlay());
            if (auto it = memo_.find(key); it != memo_.end()) return it->second;
        }
        const bool mine = teamOf(p.toPlay()) == side_;
        bool unsettled = false;
        int result = mine ? 0 : 1;
        for (Card c : representatives(p)) {
            p.play(c);
            const int r = lostTrick(p) ? 0 : run(p);
            p.undo();
            if (r < 0) unsettled = true;
            if (mine && r == 1) { result = 1; unsettled = false; break; }
            if (!mine && r == 0) { result = 0; unsettled = false; break; }
        }
        if (unsettled) return -1;
        if (start) memo_.emplace(key, result);
        return result;
    }

    // The legal cards to try: one of each run of cards equivalent for winning tricks.
    static CardSet representatives(const CardPlay& p)
    {
        const CardTables& t = p.tables();
        const CardSet legal = p.legalCards();
        CardSet others;
        for (int s = 0; s < kSeats; ++s)
            if (Seat(s) != p.toPlay()) others |= p.hand(Seat(s));
        for (int i = 0; i < p.cardsInTrick(); ++i) others.insert(p.trickCard(i));
        CardSet out;
        for (int su = 0; su < kSuits; ++su) {
            const CardSet mine = legal & CardSet::suit(Suit(su));
            if (mine.empty()) continue;
            // From the strongest down, a card is kept unless the card kept above it is next
            // to it among the live cards.
            std::array<Card, 8> order{};
            int n = 0;
            for (Card c : mine) order[std::size_t(n++)] = c;
            std::sort(order.begin(), order.begin() + n, [&](Card a, Card b) { return t.strength[a] > t.strength[b]; });
            out.insert(order[0]);
            for (int k = 1; k < n; ++k) {
                bool between = false;
                for (Card o : others & CardSet::suit(Suit(su)))
                    between = between || (t.strength[o] < t.strength[order[std::size_t(k - 1)]] &&
                                           t.strength[o] > t.strength[order[std::size_t(k)]]);
                if (between) out.insert(order[std::size_t(k)]);
            }
        }
        return out;
    }

    bool lostTrick(const CardPlay& p) const
    {
        return p.cardsInTrick() == 0 && teamOf(p.trickWinner(p.trickNumber() - 1)) != side_;
    }

private:
    struct Key {
        std::array<std::uint32_t, 4> hands;
        std::uint8_t leader;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& k) const
        {
            std::uint64_t h = k.leader;
            for (std::uint32_t x : k.hands) h = (h ^ x) * 0x9e3779b97f4a7c15ull;
            return std::size_t(h ^ (h >> 29));
        }
    };
    Team side_;
    long budget_;
    std::unordered_map<Key, int, KeyHash> memo_;
};

}  // namespace

int takesEveryTrick(CardPlay play, Team side, long nodes, std::vector<Card>* line)
{
    ClaimSearch search(side, nodes);
    const int r = search.run(play);
    if (r != 1 || !line) return r;
    // One line of play that keeps every trick: the side's cards that keep it, the others'
    // first legal card (every one of theirs loses).
    line->clear();
    search.unlimited();
    while (!playedOut(play)) {
        Card chosen = play.legalCards().first();
        if (teamOf(play.toPlay()) == side)
            for (Card c : ClaimSearch::representatives(play)) {
                play.play(c);
                const bool keeps = !search.lostTrick(play) && search.run(play) == 1;
                play.undo();
                if (keeps) {
                    chosen = c;
                    break;
                }
            }
        line->push_back(chosen);
        play.play(chosen);
    }
    return r;
}

// ---------------------------------------------------------------------------------------

GameController::GameController(QObject* parent) : QObject(parent)
{
    bots_ = new BotThread(this);
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
    for (auto& p : players_)
        if (p) p->cancel();
    if (hintPlayer_) hintPlayer_->cancel();
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
    thinker_.reset();
    thinking_.reset();
    step_.stop();
    stepAction_ = nullptr;
}

void GameController::newGame(const GameSetup& setup)
{
    leaveDecision();
    // The old players finish what they were doing at once and are let go with their jobs.
    for (auto& p : players_)
        if (p) p->cancel();
    setup_ = setup;
    seeds_.reseed(setup.seed);
    game_ = std::make_unique<Game>(setup_.rules, seeds_.split());
    if (setup_.firstDeal) game_->setDealer(setup_.firstDeal->dealer());
    nameSeats();
    // Made on the bot thread, so that the Monte Carlo players' pool threads start there and
    // share its lower priority.
    std::array<std::shared_ptr<Player>, 4> made;
    std::array<std::uint64_t, 4> seeds{};
    for (auto& x : seeds) x = seeds_.split();
    const std::string level = setup_.level.toStdString();
    QString error;
    bots_->call([&] {
        for (int s = 0; s < kSeats; ++s) {
            if (setup_.human[s]) continue;
            if (setup_.makePlayer) {
                made[s] = setup_.makePlayer(Seat(s), seeds[s]);
                if (made[s]) continue;
            }
            std::string why;
            made[s] = std::shared_ptr<Player>(makeLevelPlayer(level, seeds[s], &why));
            if (!made[s]) {
                error = QString::fromStdString(why);
                made[s] = std::shared_ptr<Player>(makeLevelPlayer("normal", seeds[s]));
            }
        }
        if (!hintPlayer_) hintPlayer_ = std::shared_ptr<Player>(makeLevelPlayer("normal", 0x68696e74));
    });
    if (!error.isEmpty()) qWarning("rebelote: %s; the normal level plays instead", qPrintable(error));
    players_ = made;
    dealNumber_ = 0;
    scoreSheet_.clear(names_);
    emit gameStarted();
    startDeal();
}

void GameController::startDeal()
{
    if (setup_.firstDeal && dealNumber_ == 0) deal_ = *setup_.firstDeal;
    else deal_ = game_->nextDeal();
    ++dealNumber_;
    stage_ = Stage::Calls;
    lastCall_ = {};
    declared_ = {};
    belotes_.clear();
    outcome_ = {};
    auction_.reset(deal_.dealer(), retourneSuitOf(deal_), names_);
    const GameContext context{game_->scores(), setup_.rules.deals > 0 ? 0 : setup_.rules.target};
    for (int s = 0; s < kSeats; ++s)
        if (players_[s]) bots_->post([p = players_[s], d = deal_, s, context] { p->startDeal(d, Seat(s), context); });
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
        if (serial != serial_->load()) return;
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
    case DecisionKind::None:
        break;
    }
}

void GameController::applyCall(Seat seat, Call call, bool outOfTurn)
{
    deal_.makeCall(seat, call);
    lastCall_[int(seat)] = call;
    auction_.addCall(seat, call, outOfTurn);
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
    const bool belote = isBeloteCard(deal_, seat, card);
    const Card partner = makeCard(suitOf(card), rankOf(card) == Rank::King ? Rank::Queen : Rank::King);
    const bool rebelote = belote && deal_.cardPlay().playedSet().contains(partner);
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
                        game_->scores()});
    stage_ = Stage::DealOver;
    thinking_.reset();
    for (int s = 0; s < kSeats; ++s)
        if (players_[s]) bots_->post([p = players_[s], d = deal_, s] { p->dealOver(d, Seat(s)); });
    emit dealRecorded(record());
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

std::optional<GameController::Trick> GameController::lastTrick() const
{
    if (stage_ == Stage::Idle || stage_ == Stage::Calls || deal_.passed()) return std::nullopt;
    const CardPlay& p = deal_.cardPlay();
    // In the pause the trick on the table is not gathered yet: the one before it is "last".
    const int t = p.cardsPlayed() / 4 - (stage_ == Stage::TrickPause ? 2 : 1);
    if (t < 0) return std::nullopt;
    Trick out;
    int points = 0;
    for (int i = 0; i < 4; ++i) {
        out.cards[std::size_t(i)] = p.playedCard(4 * t + i);
        points += p.tables().points[p.playedCard(4 * t + i)];
    }
    out.leader = p.playedBy(4 * t);
    out.winner = p.trickWinner(t);
    out.points = points + (t == 7 ? 10 : 0);
    return out;
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

void GameController::requestHint()
{
    const Decision d = pending();
    if (d.kind == DecisionKind::None || !isHuman(d.seat) || !hintPlayer_) return;
    const std::uint64_t serial = serial_->load();
    const std::optional<Suit> retourne = retourneSuitOf(deal_);
    bots_->decide(hintPlayer_, deal_, d, serial_, serial, this, [this, serial, d, retourne](const BotAnswer& a) {
        if (serial != serial_->load()) return;
        switch (d.kind) {
        case DecisionKind::Call:
            emit hintReady(callText(a.call, retourne), kNoCard, a.call);
            break;
        case DecisionKind::OutOfTurnCoinche:
            emit hintReady(a.coinche ? tr("Coinche") : tr("Let it go"), kNoCard,
                           a.coinche ? std::optional<Call>(Call::coinche()) : std::optional<Call>(Call::pass()));
            break;
        case DecisionKind::Declaration:
            emit hintReady(a.declarations.empty() ? tr("Declare nothing")
                                                  : tr("Declare %1").arg(declarationSetText(a.declarations)),
                           kNoCard, std::nullopt);
            break;
        case DecisionKind::Card:
            emit hintReady(tr("Play %1").arg(cardWords(a.card)), a.card, std::nullopt);
            break;
        case DecisionKind::None:
            break;
        }
    });
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

}  // namespace rebelote
