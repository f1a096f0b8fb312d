#include "app/analysis/dealanalysis.h"

#include "ai/levels.h"
#include "ai/player.h"
#include "ai/regret.h"
#include "engine/record.h"

#include <QCryptographicHash>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace rebelote {

using namespace belote;

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

// ---------------------------------------------------------------------------------------
// The values

double CardDecision::best() const
{
    if (forced()) return 0;
    double top = -1e18;
    for (Card c : legal) top = std::max(top, marks[c]);
    return top;
}

CardSet CardDecision::bestCards() const
{
    if (forced()) return legal;
    const double top = best();
    CardSet out;
    for (Card c : legal)
        if (marks[c] >= top - kMarksEpsilon) out.insert(c);
    return out;
}

double CardDecision::lostBy(Card c) const
{
    if (forced() || c >= 32 || !legal.contains(c)) return 0;
    return std::max(0.0, best() - marks[c]);
}

int AnalysisSummary::takerBestMarks() const
{
    const int t = int(teamOf(taker));
    return contract ? bestScore[t] - bestScore[1 - t] : 0;
}

int AnalysisSummary::takerPlayedMarks() const
{
    const int t = int(teamOf(taker));
    return contract ? playedScore[t] - playedScore[1 - t] : 0;
}

namespace {

// The summary's figures that follow from the decisions.
void tally(DealAnalysis& a)
{
    AnalysisSummary& s = a.summary;
    s.lostBySeat = {};
    s.lostBySide = {};
    s.choices = {};
    s.cardsLosing = {};
    s.callsDiffering = {};
    for (const CardDecision& c : a.cards) {
        if (c.forced()) continue;
        const int seat = int(c.seat);
        ++s.choices[seat];
        s.lostBySeat[seat] += c.lost();
        s.cardsLosing[seat] += c.playedLostMarks();
    }
    for (int seat = 0; seat < kSeats; ++seat) s.lostBySide[int(teamOf(Seat(seat)))] += s.lostBySeat[seat];
    for (const CallDecision& c : a.calls) s.callsDiffering[int(c.seat)] += c.differs();
}

}  // namespace

// ---------------------------------------------------------------------------------------
// JSON

namespace {

const char* const kFormat = "rebelote-analysis";

QJsonObject bySeat(const std::array<double, 4>& v)
{
    QJsonObject o;
    for (int s = 0; s < kSeats; ++s) o.insert(QString(QChar::fromLatin1(seatLetter(Seat(s)))), v[s]);
    return o;
}

QJsonObject bySeat(const std::array<int, 4>& v)
{
    QJsonObject o;
    for (int s = 0; s < kSeats; ++s) o.insert(QString(QChar::fromLatin1(seatLetter(Seat(s)))), v[s]);
    return o;
}

template <typename T>
QJsonObject bySide(const std::array<T, 2>& v)
{
    return QJsonObject{{QStringLiteral("NS"), v[0]}, {QStringLiteral("EW"), v[1]}};
}

QString seatName(Seat s) { return QString(QChar::fromLatin1(seatLetter(s))); }

// Reading: each helper sets *error once (the first fault) and returns a neutral value.
class Reader {
public:
    QString error;

    bool fail(const QString& why)
    {
        if (error.isEmpty()) error = QStringLiteral("analysis: ") + why;
        return false;
    }
    bool ok() const { return error.isEmpty(); }

    Seat seat(const QJsonValue& v, const QString& where)
    {
        const std::optional<Seat> s = parseSeat(v.toString().toStdString());
        if (!v.isString() || !s) fail(where + QStringLiteral(": not a seat"));
        return s.value_or(Seat::South);
    }
    Card card(const QJsonValue& v, const QString& where)
    {
        const std::optional<Card> c = parseCard(v.toString().toStdString());
        if (!v.isString() || !c) fail(where + QStringLiteral(": not a card"));
        return c.value_or(Card(0));
    }
    Call call(const QJsonValue& v, const DealAnalysis& a, const QString& where)
    {
        const std::optional<Call> c = parseCall(v.toString().toStdString(), a.classic, a.retourneSuit);
        if (!v.isString() || !c) fail(where + QStringLiteral(": not a call"));
        return c.value_or(Call::pass());
    }
    int integer(const QJsonValue& v, const QString& where)
    {
        if (!v.isDouble() || v.toDouble() != std::floor(v.toDouble())) fail(where + QStringLiteral(": not an integer"));
        return v.toInt();
    }
    double number(const QJsonValue& v, const QString& where)
    {
        if (!v.isDouble() || !std::isfinite(v.toDouble())) fail(where + QStringLiteral(": not a number"));
        return v.toDouble();
    }
    Outcome outcome(const QJsonValue& v, const QString& where)
    {
        const std::optional<Outcome> o = parseOutcome(v.toString().toStdString());
        if (!v.isString() || !o) fail(where + QStringLiteral(": not an outcome"));
        return o.value_or(Outcome::Passed);
    }
    std::array<int, 2> sides(const QJsonValue& v, const QString& where)
    {
        const QJsonObject o = v.toObject();
        if (!v.isObject()) fail(where + QStringLiteral(": not an object"));
        return {integer(o.value(QStringLiteral("NS")), where + QStringLiteral(".NS")),
                integer(o.value(QStringLiteral("EW")), where + QStringLiteral(".EW"))};
    }
    QJsonArray array(const QJsonValue& v, const QString& where)
    {
        if (!v.isArray()) fail(where + QStringLiteral(": not a list"));
        return v.toArray();
    }
};

}  // namespace

QJsonObject DealAnalysis::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), QLatin1String(kFormat));
    o.insert(QStringLiteral("version"), kVersion);
    o.insert(QStringLiteral("record"), QString::fromLatin1(recordDigest));
    o.insert(QStringLiteral("level"), level);
    o.insert(QStringLiteral("seed"), QString::number(seed));  // 64 bits do not fit a JSON number
    o.insert(QStringLiteral("classic"), classic);
    if (retourneSuit) o.insert(QStringLiteral("retourneSuit"), QString(QChar::fromLatin1(suitLetter(*retourneSuit))));
    o.insert(QStringLiteral("callsAnalysed"), callsAnalysed);

    QJsonArray callList;
    for (const CallDecision& c : calls) {
        QJsonObject e{{QStringLiteral("index"), c.index},
                      {QStringLiteral("seat"), seatName(c.seat)},
                      {QStringLiteral("made"), qs(callName(c.made, retourneSuit))},
                      {QStringLiteral("level"), qs(callName(c.levelChoice, retourneSuit))}};
        if (c.outOfTurn) e.insert(QStringLiteral("outOfTurn"), true);
        callList.append(e);
    }
    o.insert(QStringLiteral("calls"), callList);

    QJsonArray cardList;
    for (const CardDecision& c : cards) {
        QJsonArray legalCards, marks;
        for (Card x : c.legal) {
            legalCards.append(qs(cardName(x)));
            if (!c.forced()) marks.append(c.marks[x]);
        }
        QJsonObject e{{QStringLiteral("index"), c.index},
                      {QStringLiteral("seat"), seatName(c.seat)},
                      {QStringLiteral("played"), qs(cardName(c.played))},
                      {QStringLiteral("legal"), legalCards}};
        if (c.levelKnown()) e.insert(QStringLiteral("level"), qs(cardName(c.levelChoice)));
        if (!c.forced()) {
            e.insert(QStringLiteral("marks"), marks);
            e.insert(QStringLiteral("lost"), c.lost());
        }
        cardList.append(e);
    }
    o.insert(QStringLiteral("cards"), cardList);

    const AnalysisSummary& s = summary;
    QJsonObject sum{{QStringLiteral("lostBySeat"), bySeat(s.lostBySeat)},
                    {QStringLiteral("lostBySide"), bySide(s.lostBySide)},
                    {QStringLiteral("choices"), bySeat(s.choices)},
                    {QStringLiteral("cardsLosing"), bySeat(s.cardsLosing)},
                    {QStringLiteral("callsDiffering"), bySeat(s.callsDiffering)},
                    {QStringLiteral("contract"), s.contract}};
    if (s.contract) {
        sum.insert(QStringLiteral("taker"), seatName(s.taker));
        sum.insert(QStringLiteral("played"), QLatin1String(outcomeName(s.played)));
        sum.insert(QStringLiteral("playedScore"), bySide(s.playedScore));
        sum.insert(QStringLiteral("best"), QLatin1String(outcomeName(s.best)));
        sum.insert(QStringLiteral("bestScore"), bySide(s.bestScore));
        sum.insert(QStringLiteral("couldBeMade"), s.couldBeMade());
    }
    o.insert(QStringLiteral("summary"), sum);
    return o;
}

std::optional<DealAnalysis> DealAnalysis::fromJson(const QJsonObject& o, QString* error)
{
    Reader r;
    DealAnalysis a;
    auto done = [&]() -> std::optional<DealAnalysis> {
        if (!r.ok()) {
            *error = r.error;
            return std::nullopt;
        }
        tally(a);
        return a;
    };
    if (o.value(QStringLiteral("format")).toString() != QLatin1String(kFormat)) {
        r.fail(QStringLiteral("not an analysis (format is not \"%1\")").arg(QLatin1String(kFormat)));
        return done();
    }
    if (o.value(QStringLiteral("version")).toInt(-1) != kVersion) {
        r.fail(QStringLiteral("version %1, this program reads version %2")
                   .arg(o.value(QStringLiteral("version")).toVariant().toString())
                   .arg(kVersion));
        return done();
    }
    a.recordDigest = o.value(QStringLiteral("record")).toString().toLatin1();
    a.level = o.value(QStringLiteral("level")).toString();
    bool seedOk = false;
    a.seed = o.value(QStringLiteral("seed")).toString().toULongLong(&seedOk);
    if (!seedOk) r.fail(QStringLiteral("seed: not a number"));
    a.classic = o.value(QStringLiteral("classic")).toBool();
    if (o.contains(QStringLiteral("retourneSuit"))) {
        const QString t = o.value(QStringLiteral("retourneSuit")).toString();
        const std::optional<Suit> s = t.size() == 1 ? parseSuit(t[0].toLatin1()) : std::nullopt;
        if (!s) r.fail(QStringLiteral("retourneSuit: not a suit"));
        a.retourneSuit = s;
    }
    a.callsAnalysed = o.value(QStringLiteral("callsAnalysed")).toBool(true);

    const QJsonArray calls = r.array(o.value(QStringLiteral("calls")), QStringLiteral("calls"));
    for (qsizetype i = 0; i < calls.size() && r.ok(); ++i) {
        const QString where = QStringLiteral("calls %1").arg(i + 1);
        const QJsonObject e = calls[i].toObject();
        CallDecision c;
        c.index = r.integer(e.value(QStringLiteral("index")), where + QStringLiteral(".index"));
        c.seat = r.seat(e.value(QStringLiteral("seat")), where + QStringLiteral(".seat"));
        c.outOfTurn = e.value(QStringLiteral("outOfTurn")).toBool();
        c.made = r.call(e.value(QStringLiteral("made")), a, where + QStringLiteral(".made"));
        c.levelChoice = r.call(e.value(QStringLiteral("level")), a, where + QStringLiteral(".level"));
        a.calls.push_back(c);
    }

    const QJsonArray cards = r.array(o.value(QStringLiteral("cards")), QStringLiteral("cards"));
    for (qsizetype i = 0; i < cards.size() && r.ok(); ++i) {
        const QString where = QStringLiteral("cards %1").arg(i + 1);
        const QJsonObject e = cards[i].toObject();
        CardDecision c;
        c.index = r.integer(e.value(QStringLiteral("index")), where + QStringLiteral(".index"));
        c.seat = r.seat(e.value(QStringLiteral("seat")), where + QStringLiteral(".seat"));
        c.played = r.card(e.value(QStringLiteral("played")), where + QStringLiteral(".played"));
        if (e.contains(QStringLiteral("level")))  // absent while the level was not asked yet
            c.levelChoice = r.card(e.value(QStringLiteral("level")), where + QStringLiteral(".level"));
        const QJsonArray legal = r.array(e.value(QStringLiteral("legal")), where + QStringLiteral(".legal"));
        std::vector<Card> order;
        for (const QJsonValue& v : legal) {
            const Card x = r.card(v, where + QStringLiteral(".legal"));
            if (c.legal.contains(x)) r.fail(where + QStringLiteral(".legal: a card twice"));
            c.legal.insert(x);
            order.push_back(x);
        }
        if (r.ok() &&
            (legal.isEmpty() || !c.legal.contains(c.played) || (c.levelKnown() && !c.legal.contains(c.levelChoice))))
            r.fail(where + QStringLiteral(": the card played and the level's must be legal"));
        if (!c.forced() && r.ok()) {
            const QJsonArray marks = r.array(e.value(QStringLiteral("marks")), where + QStringLiteral(".marks"));
            if (r.ok() && marks.size() != legal.size()) r.fail(where + QStringLiteral(".marks: one a legal card"));
            for (qsizetype k = 0; k < marks.size() && r.ok(); ++k)
                c.marks[order[std::size_t(k)]] = r.number(marks[k], where + QStringLiteral(".marks"));
        }
        a.cards.push_back(c);
    }

    const QJsonObject s = o.value(QStringLiteral("summary")).toObject();
    if (!o.value(QStringLiteral("summary")).isObject()) r.fail(QStringLiteral("summary: not an object"));
    a.summary.contract = s.value(QStringLiteral("contract")).toBool();
    if (a.summary.contract && r.ok()) {
        a.summary.taker = r.seat(s.value(QStringLiteral("taker")), QStringLiteral("summary.taker"));
        a.summary.played = r.outcome(s.value(QStringLiteral("played")), QStringLiteral("summary.played"));
        a.summary.playedScore = r.sides(s.value(QStringLiteral("playedScore")), QStringLiteral("summary.playedScore"));
        a.summary.best = r.outcome(s.value(QStringLiteral("best")), QStringLiteral("summary.best"));
        a.summary.bestScore = r.sides(s.value(QStringLiteral("bestScore")), QStringLiteral("summary.bestScore"));
    }
    return done();
}

QByteArray recordDigest(const QJsonObject& record)
{
    return QCryptographicHash::hash(toJsonLine(record), QCryptographicHash::Sha1).toHex();
}

// ---------------------------------------------------------------------------------------
// The steps

AnalysisJob::AnalysisJob() = default;
AnalysisJob::~AnalysisJob() = default;

bool AnalysisJob::load(const QJsonObject& record, QString* error, const AnalysisOptions& options)
{
    const std::vector<std::string> levels = levelNames();
    if (std::find(levels.begin(), levels.end(), options.level) == levels.end()) {
        std::string why;
        makeLevelPlayer(options.level, 1, &why);  // the one-line message for an unknown level
        *error = qs(why);
        return false;
    }
    options_ = options;
    const QByteArray line = toJsonLine(record);
    std::vector<CardStep> cards;
    const Checked<DealRecord> rec = readRecord(line, [&cards](const Deal& deal, int index, Card card) {
        cards.push_back({index, deal, card});
    });
    if (!rec) {
        *error = rec.error;
        return false;
    }
    const Deal& deal = rec.value->deal;
    if (deal.phase() != Phase::Done) {
        *error =
            deal.phase() == Phase::Calls
                ? QStringLiteral("the deal is not finished: the calls are not over")
                : QStringLiteral("the deal is not finished: %1 of 32 cards played").arg(deal.cardPlay().cardsPlayed());
        return false;
    }

    analysis_ = DealAnalysis{};
    analysis_.recordDigest = QCryptographicHash::hash(line, QCryptographicHash::Sha1).toHex();
    analysis_.level = qs(options.level);
    analysis_.seed = options.seed;
    analysis_.classic = deal.rules().isClassic();
    if (deal.retourne()) analysis_.retourneSuit = suitOf(*deal.retourne());

    // The calls, replayed from the cards as dealt for them. A classic record that gives only
    // the hands as held at the play does not say which five cards each seat called with.
    callSteps_.clear();
    const bool handsOnlyAfterTaking = analysis_.classic && !deal.deck() && deal.contract();
    analysis_.callsAnalysed = !handsOnlyAfterTaking;
    if (analysis_.callsAnalysed) {
        Deal d = deal.deck() ? Deal::fromDeck(deal.rules(), deal.dealer(), *deal.deck(), deal.pattern())
                             : Deal::fromHands(deal.rules(), deal.dealer(), deal.handsBeforePlay(), deal.retourne());
        int i = 0;
        while (d.phase() == Phase::Calls && i <= deal.callCount()) {
            const Decision p = d.pending();
            const bool next = i < deal.callCount();
            const SeatCall made = next ? deal.callAt(i) : SeatCall{p.seat, Call::pass()};
            if (p.kind == DecisionKind::OutOfTurnCoinche) {
                const bool taken = next && made.seat == p.seat && made.call.kind == Call::Kind::Coinche;
                callSteps_.push_back({i, d, p.seat, true, taken ? Call::coinche() : Call::pass()});
                if (taken) {
                    d.makeCall(p.seat, made.call);
                    ++i;
                } else {
                    d.declineOutOfTurnCoinche();
                }
                continue;
            }
            if (!next || made.seat != p.seat || !d.whyIllegalCall(made.seat, made.call).empty())
                break;  // cannot be: checked
            callSteps_.push_back({i, d, p.seat, false, made.call});
            d.makeCall(made.seat, made.call);
            ++i;
        }
        if (d.phase() == Phase::Calls || i != deal.callCount()) {
            *error = QStringLiteral("the calls do not replay");  // the reader accepted them: a bug
            return false;
        }
    }

    cardSteps_ = std::move(cards);
    choiceSteps_.clear();
    for (const CardStep& c : cardSteps_)
        if (c.deal.legalCards().size() > 1) choiceSteps_.push_back(c.index);
    final_ = deal;
    firstCard_.reset();
    if (!cardSteps_.empty()) firstCard_ = cardSteps_.front().deal;
    done_ = 0;
    lastCard_ = 0;
    return true;
}

AnalysisJob::StepKind AnalysisJob::nextKind() const
{
    int k = done_;
    if (k < int(cardSteps_.size())) return StepKind::CardValue;
    k -= int(cardSteps_.size());
    if (k < 1) return StepKind::Summary;
    k -= 1;
    if (k < int(callSteps_.size())) return StepKind::Call;
    return StepKind::CardChoice;
}

bool AnalysisJob::runStep()
{
    if (finished() || stopped()) return false;
    const int cards = int(cardSteps_.size()), calls = int(callSteps_.size());
    bool ok = false;
    switch (nextKind()) {
    case StepKind::CardValue: ok = runCardValue(cardSteps_[std::size_t(done_)]); break;
    case StepKind::Summary: ok = runSummary(); break;
    case StepKind::Call: ok = runCall(callSteps_[std::size_t(done_ - cards - 1)]); break;
    case StepKind::CardChoice: ok = runCardChoice(choiceSteps_[std::size_t(done_ - cards - 1 - calls)]); break;
    }
    if (!ok || stopped()) return false;
    ++done_;
    return true;
}

bool AnalysisJob::runAll()
{
    while (!finished())
        if (!runStep()) return false;
    return true;
}

void AnalysisJob::stop()
{
    stop_.store(true);
    const std::lock_guard<std::mutex> lock(mutex_);
    if (analyst_) analyst_->cancel();
    if (player_) player_->cancel();
}

Analyst& AnalysisJob::analyst()
{
    if (!analyst_) {
        auto a = std::make_unique<Analyst>(options_.seed);
        const std::lock_guard<std::mutex> lock(mutex_);
        analyst_ = std::move(a);
        if (stop_.load()) analyst_->cancel();  // stop() came before it could be reached
    }
    return *analyst_;
}

std::shared_ptr<Player> AnalysisJob::levelPlayer(int i)
{
    std::shared_ptr<Player> p = untimedLevelPlayer(options_.level, options_.seed + std::uint64_t(i));
    const std::lock_guard<std::mutex> lock(mutex_);
    player_ = p;
    if (stop_.load()) p->cancel();
    return p;
}

void AnalysisJob::dropLevelPlayer()
{
    std::shared_ptr<Player> p;
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        p.swap(player_);
    }
    // Destroyed here, outside the lock: a Monte Carlo player joins its pool's threads.
}

bool AnalysisJob::runCardValue(const CardStep& s)
{
    CardDecision c;
    c.index = s.index;
    c.seat = s.deal.toAct();
    c.legal = s.deal.legalCards();
    c.played = s.played;
    if (c.forced()) {
        c.levelChoice = s.played;
    } else {
        const std::array<double, 32> marks = analyst().cardMarks(s.deal);
        if (stopped()) return false;
        for (Card x : c.legal) c.marks[x] = marks[x];
    }
    analysis_.cards.push_back(c);
    lastCard_ = int(analysis_.cards.size()) - 1;
    tally(analysis_);
    return true;
}

bool AnalysisJob::runCall(const CallStep& s)
{
    CallDecision c;
    c.index = s.index;
    c.seat = s.seat;
    c.outOfTurn = s.outOfTurn;
    c.made = s.made;
    const std::shared_ptr<Player> p = levelPlayer(done_);
    if (s.outOfTurn) c.levelChoice = p->coincheOutOfTurn(s.deal, s.seat) ? Call::coinche() : Call::pass();
    else c.levelChoice = p->chooseCall(s.deal, s.seat, s.deal.legalCalls());
    dropLevelPlayer();
    if (stopped()) return false;
    analysis_.calls.push_back(c);
    tally(analysis_);
    return true;
}

bool AnalysisJob::runCardChoice(int card)
{
    const CardStep& s = cardSteps_[std::size_t(card)];
    CardDecision& c = analysis_.cards[std::size_t(card)];
    const std::shared_ptr<Player> p = levelPlayer(done_);
    const Card chosen = p->chooseCard(s.deal, c.seat, c.legal);
    dropLevelPlayer();
    if (stopped()) return false;
    c.levelChoice = chosen;
    lastCard_ = card;
    return true;
}

bool AnalysisJob::runSummary()
{
    AnalysisSummary& s = analysis_.summary;
    const Deal& deal = *final_;
    s.contract = deal.contract().has_value() && firstCard_.has_value();
    if (s.contract) {
        const DealResult played = deal.result();
        s.taker = deal.contract()->taker;
        s.played = played.outcome;
        s.playedScore = played.score;
        // Four players who see every hand, from the first card; the declarations as made.
        Deal d = *firstCard_;
        while (d.phase() == Phase::Play) {
            if (d.declarationPending()) d.declare(deal.declared(d.toAct()));
            const CardSet legal = d.legalCards();
            Card c = legal.first();
            if (legal.size() > 1) {
                c = analyst().bestCard(d);
                if (stopped()) return false;
            }
            d.playCard(c);
        }
        const DealResult best = d.result();
        s.best = best.outcome;
        s.bestScore = best.score;
    }
    tally(analysis_);
    return true;
}

std::optional<DealAnalysis> analyseDeal(const QJsonObject& record, QString* error, const AnalysisOptions& options)
{
    AnalysisJob job;
    if (!job.load(record, error, options)) return std::nullopt;
    job.runAll();
    return job.analysis();
}

}  // namespace rebelote
