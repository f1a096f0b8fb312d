#include "engine/dealset.h"

#include "engine/game.h"
#include "engine/random.h"
#include "engine/text.h"

#include <QJsonDocument>

namespace belote {

namespace {

QString rulesText(const Rules& r)
{
    return QString::fromUtf8(QJsonDocument(r.toJson()).toJson(QJsonDocument::Compact));
}

QString seatText(Seat s) { return QString(QLatin1Char(seatLetter(s))); }

bool sameDeal(const Deal& a, const Deal& b)
{
    return a.dealer() == b.dealer() && a.deck() == b.deck() && a.pattern() == b.pattern();
}

// "deal 3: other cards (dealer W, not N)", or empty when the deals are the same.
QString dealDifference(int number, const Deal& mine, const Deal& theirs)
{
    if (sameDeal(mine, theirs)) return {};
    QString why = QStringLiteral("deal %1: other cards").arg(number);
    if (mine.dealer() != theirs.dealer())
        why += QStringLiteral(" (dealer %1, not %2)").arg(seatText(theirs.dealer()), seatText(mine.dealer()));
    return why;
}

// A whole number field of `set`, or nothing.
std::optional<int> wholeNumber(const QJsonValue& v)
{
    if (!v.isDouble()) return std::nullopt;
    const double x = v.toDouble();
    if (x != double(int(x))) return std::nullopt;
    return int(x);
}

// Reads the set's file line by line; each step returns false with error_ set (without the
// line number, which read() adds).
class SetReader {
public:
    Checked<DealSet> read(const QByteArray& input);

private:
    bool fail(const QString& why)
    {
        error_ = why;
        return false;
    }
    bool readLine(const QByteArray& json);
    bool readSetField(const QJsonObject& o, int number);
    bool readHeader(const QJsonObject& o, const Rules& rules);
    bool checkHeader(const QJsonObject& o, const Rules& rules);
    bool checkCards(const SetDeal& d);

    QString error_;
    DealSet set_;
    int deals_ = 0;                // as the first line says
    bool played_ = false;          // the first line is played
    std::optional<DealSet> made_;  // the deals the seed or day gives
};

Checked<DealSet> SetReader::read(const QByteArray& input)
{
    const QList<QByteArray> lines = input.split('\n');
    int lastLine = 0;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i].trimmed().isEmpty()) continue;
        lastLine = int(i + 1);
        if (!readLine(lines[i])) return {std::nullopt, QStringLiteral("line %1: %2").arg(lastLine).arg(error_)};
    }
    if (set_.deals.empty()) return {std::nullopt, QStringLiteral("no deal: not a deal set")};
    if (int(set_.deals.size()) < deals_)
        return {std::nullopt, QStringLiteral("line %1: the set has %2 deals, the file ends after %3")
                                  .arg(lastLine)
                                  .arg(deals_)
                                  .arg(set_.deals.size())};
    return {std::move(set_), {}};
}

bool SetReader::readLine(const QByteArray& json)
{
    Checked<DealRecord> rec = readRecord(json);
    if (!rec) return fail(rec.error);
    DealRecord& r = *rec.value;
    const Deal& deal = r.deal;
    if (!deal.deck())
        return fail(QStringLiteral("no deck: a set's deal gives its deck, for the bots to play the same cards"));
    const bool dealtOnly = deal.phase() == Phase::Calls && deal.callCount() == 0;
    const bool played = deal.phase() == Phase::Done;
    if (!dealtOnly && !played)
        return fail(QStringLiteral("a deal in progress: a set's deal is dealt only or played to its end"));
    const QJsonValue setField = r.extra.value(QStringLiteral("set"));
    if (setField.isUndefined())
        return fail(QStringLiteral("set: missing (a deal record, but not a line of a deal set)"));
    if (!setField.isObject()) return fail(QStringLiteral("set: not an object"));
    const QJsonObject o = setField.toObject();
    const int number = int(set_.deals.size()) + 1;
    if (number == 1) played_ = played;
    else if (played != played_)
        return fail(played ? QStringLiteral("played, but line 1 is dealt only: a file is a set or a player's line")
                           : QStringLiteral("dealt only, but line 1 is played: a file is a set or a player's line"));
    if (!readSetField(o, number)) return false;
    const bool first = number == 1;
    if (!(first ? readHeader(o, deal.rules()) : checkHeader(o, deal.rules()))) return false;

    SetDeal d;
    d.dealt = Deal::fromDeck(deal.rules(), deal.dealer(), *deal.deck(), deal.pattern());
    d.from = o.value(QStringLiteral("from")).toString();
    if (o.contains(QStringLiteral("par"))) {
        d.par = wholeNumber(o.value(QStringLiteral("par")));
        if (!d.par) return fail(QStringLiteral("set: par is not a whole number"));
    }
    if (!checkCards(d)) return false;
    if (played) {
        r.extra.remove(QStringLiteral("set"));
        d.played = std::move(r);
    }
    set_.deals.push_back(std::move(d));
    return true;
}

bool SetReader::readSetField(const QJsonObject& o, int number)
{
    const std::optional<int> deal = wholeNumber(o.value(QStringLiteral("deal")));
    if (!deal) return fail(QStringLiteral("set: deal missing (its number in the set)"));
    const std::optional<int> deals = wholeNumber(o.value(QStringLiteral("deals")));
    if (!deals || *deals < 1) return fail(QStringLiteral("set: deals missing (how many the set holds)"));
    if (number > 1 && *deals != deals_)
        return fail(QStringLiteral("set: deals %1, but line 1 says %2").arg(*deals).arg(deals_));
    if (*deal > *deals) return fail(QStringLiteral("set: deal %1 of a set of %2").arg(*deal).arg(*deals));
    if (*deal != number) return fail(QStringLiteral("set: deal %1, expected %2").arg(*deal).arg(number));
    if (!o.value(QStringLiteral("name")).isString() || o.value(QStringLiteral("name")).toString().trimmed().isEmpty())
        return fail(QStringLiteral("set: name missing"));
    for (const char* key : {"from", "player"})
        if (o.contains(QLatin1String(key)) && !o.value(QLatin1String(key)).isString())
            return fail(QStringLiteral("set: %1 is not text").arg(QLatin1String(key)));
    deals_ = *deals;
    return true;
}

bool SetReader::readHeader(const QJsonObject& o, const Rules& rules)
{
    set_.name = o.value(QStringLiteral("name")).toString();
    set_.rules = rules;
    set_.player = o.value(QStringLiteral("player")).toString();
    const QJsonValue seed = o.value(QStringLiteral("seed"));
    const QJsonValue day = o.value(QStringLiteral("day"));
    if (!seed.isUndefined() && !day.isUndefined()) return fail(QStringLiteral("set: a seed and a day, give one"));
    if (!seed.isUndefined()) {
        bool ok = false;
        const QString text = seed.toString();
        set_.seed = text.toULongLong(&ok);
        if (!ok || !seed.isString() || !text.front().isDigit())
            return fail(QStringLiteral("set: seed is not a whole number in quotes (\"42\")"));
        if (deals_ > kMaxSeededDeals)
            return fail(QStringLiteral("set: %1 deals, a seed makes at most %2").arg(deals_).arg(kMaxSeededDeals));
        set_.kind = SetKind::Seeded;
        made_ = seededSet(rules, set_.seed, deals_);
    } else if (!day.isUndefined()) {
        set_.day = QDate::fromString(day.toString(), Qt::ISODate);
        if (!set_.day.isValid())
            return fail(QStringLiteral("set: day %1 is not a date (YYYY-MM-DD)").arg(shownText(day.toString())));
        if (deals_ != kDayDeals)
            return fail(QStringLiteral("set: a day's set has %1 deals, not %2").arg(kDayDeals).arg(deals_));
        set_.kind = SetKind::Day;
        set_.seed = daySeed(set_.day);
        made_ = daySet(rules, set_.day);
    }
    return true;
}

bool SetReader::checkHeader(const QJsonObject& o, const Rules& rules)
{
    if (rules != set_.rules) return fail(QStringLiteral("rules %1 differ from line 1's").arg(rulesText(rules)));
    const QString name = o.value(QStringLiteral("name")).toString();
    if (name != set_.name)
        return fail(
            QStringLiteral("set: name \"%1\", but line 1 says \"%2\"").arg(shownText(name), shownText(set_.name)));
    const QString player = o.value(QStringLiteral("player")).toString();
    if (player != set_.player)
        return fail(QStringLiteral("set: player \"%1\", but line 1 says \"%2\"")
                        .arg(shownText(player), shownText(set_.player)));
    const bool seedAgrees = o.value(QStringLiteral("seed")).toString() ==
                            (set_.kind == SetKind::Seeded ? QString::number(set_.seed) : QString());
    const bool dayAgrees = o.value(QStringLiteral("day")).toString() ==
                           (set_.kind == SetKind::Day ? set_.day.toString(Qt::ISODate) : QString());
    if (!seedAgrees || !dayAgrees) return fail(QStringLiteral("set: seed or day not line 1's"));
    return true;
}

bool SetReader::checkCards(const SetDeal& d)
{
    if (!made_) return true;
    if (sameDeal(d.dealt, made_->deals[set_.deals.size()].dealt)) return true;
    return fail(set_.kind == SetKind::Day ? QStringLiteral("not the cards of %1").arg(set_.day.toString(Qt::ISODate))
                                          : QStringLiteral("not the cards of seed %1").arg(set_.seed));
}

}  // namespace

bool DealSet::played() const
{
    for (const SetDeal& d : deals)
        if (!d.played) return false;
    return !deals.empty();
}

std::uint64_t daySeed(QDate day)
{
    Fnv1a h;
    const QByteArray text =
        "rebelote-day/" + QByteArray::number(kSetDealingVersion) + '/' + day.toString(Qt::ISODate).toLatin1();
    for (char c : text) h.add(std::uint8_t(c));
    return h.value();
}

DealSet seededSet(const Rules& rules, std::uint64_t seed, int deals)
{
    DealSet set;
    set.name = QStringLiteral("Seed %1, %2 deals").arg(seed).arg(deals);
    set.rules = rules;
    set.kind = SetKind::Seeded;
    set.seed = seed;
    // The game of `rebelote --seed S` draws its own seed first, then deals by Game.
    Rules dealing = rules;
    dealing.shuffle = Shuffle::Full;
    Rng seeds(seed);
    Game game(dealing, seeds.split());
    for (int i = 0; i < deals; ++i) {
        const Deal d = game.nextDeal();
        set.deals.push_back({Deal::fromDeck(rules, d.dealer(), *d.deck(), d.pattern()), {}, {}, {}});
        game.setDealer(nextSeat(d.dealer()));
    }
    return set;
}

DealSet daySet(const Rules& rules, QDate day)
{
    DealSet set = seededSet(rules, daySeed(day), kDayDeals);
    set.name = QStringLiteral("Deals of %1").arg(day.toString(Qt::ISODate));
    set.kind = SetKind::Day;
    set.day = day;
    return set;
}

Checked<DealSet> readDealSet(const QByteArray& input) { return SetReader().read(input); }

QJsonObject dealSetLine(const DealSet& set, int index)
{
    const SetDeal& d = set.deals[std::size_t(index)];
    QJsonObject o = d.played ? writeRecord(*d.played) : writeRecord(d.dealt);
    if (!d.played) o.remove(QStringLiteral("calls"));  // none: a set's deal is dealt only
    QJsonObject s{{QStringLiteral("name"), set.name},
                  {QStringLiteral("deal"), index + 1},
                  {QStringLiteral("deals"), int(set.deals.size())}};
    if (set.kind == SetKind::Seeded) s.insert(QStringLiteral("seed"), QString::number(set.seed));
    if (set.kind == SetKind::Day) s.insert(QStringLiteral("day"), set.day.toString(Qt::ISODate));
    if (!d.from.isEmpty()) s.insert(QStringLiteral("from"), d.from);
    if (!set.player.isEmpty()) s.insert(QStringLiteral("player"), set.player);
    if (d.par) s.insert(QStringLiteral("par"), *d.par);
    o.insert(QStringLiteral("set"), s);
    return o;
}

QByteArray writeDealSet(const DealSet& set)
{
    QByteArray out;
    for (int i = 0; i < int(set.deals.size()); ++i) out += toJsonLine(dealSetLine(set, i)) + '\n';
    return out;
}

QString differentCards(const DealSet& a, const DealSet& b)
{
    if (a.rules != b.rules)
        return QStringLiteral("other rules: %1, not %2").arg(rulesText(b.rules), rulesText(a.rules));
    if (a.deals.size() != b.deals.size())
        return QStringLiteral("%1 deals, not %2").arg(b.deals.size()).arg(a.deals.size());
    for (std::size_t i = 0; i < a.deals.size(); ++i)
        if (QString why = dealDifference(int(i + 1), a.deals[i].dealt, b.deals[i].dealt); !why.isEmpty()) return why;
    return {};
}

std::optional<std::array<Card, 32>> deckFor(Seat dealer, DealPattern pattern, const std::array<CardSet, 4>& hands,
                                            const std::vector<Card>& rest)
{
    int size = 0;
    for (int i = 0; i < pattern.count; ++i) size += pattern.parts[i];
    CardSet all;
    for (const CardSet& h : hands) {
        if (h.size() != size || !(all & h).empty()) return std::nullopt;
        all |= h;
    }
    std::array<Card, 32> deck{};
    std::array<CardSet, 4> left = hands;
    int n = 0;
    for (int part = 0; part < pattern.count; ++part)
        for (int k = 1; k <= kSeats; ++k) {
            CardSet& h = left[int(nextSeat(dealer, k))];
            for (int i = 0; i < pattern.parts[part]; ++i) {
                const Card c = *h.begin();
                h.erase(c);
                deck[std::size_t(n++)] = c;
            }
        }
    for (Card c : rest) {
        if (n == kCards || all.contains(c)) return std::nullopt;
        all.insert(c);
        deck[std::size_t(n++)] = c;
    }
    if (n != kCards) return std::nullopt;
    return deck;
}

}  // namespace belote
