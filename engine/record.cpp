#include "engine/record.h"
#include "engine/text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <cstdio>

namespace belote {

namespace {

// The fields of DEAL-FORMAT.md, in the order they are written. Nested keys share the list
// (the seats of `hands`, the teams and fields of `result`); one order fits every object.
constexpr const char* kKeyOrder[] = {
    "format",     "version",   "rules",    "preset",       "dealer", "deck",     "pattern", "hands",  "S",    "E",
    "N",          "W",         "retourne", "calls",        "taker",  "contract", "coinche", "tricks", "NS",   "EW",
    "cardPoints", "lastTrick", "belote",   "declarations", "totals", "outcome",  "score",   "held",   "play", "result",
};

// The top-level fields a reader knows; any other is kept in DealRecord::extra.
constexpr const char* kRecordFields[] = {"format", "version",  "rules", "dealer",       "deck", "pattern",
                                         "hands",  "retourne", "calls", "declarations", "play", "result"};

bool isRecordField(const QString& key)
{
    return std::any_of(std::begin(kRecordFields), std::end(kRecordFields),
                       [&](const char* k) { return key == QLatin1String(k); });
}

QString qs(const std::string& s) { return QString::fromStdString(s); }
QString qs(char c) { return QString(QLatin1Char(c)); }

QString shown(const QString& text) { return shownText(text); }

// A JSON value as it appears in the record, for error lines: "XX" (quoted) or 12.
QString shownValue(const QJsonValue& v)
{
    if (v.isString()) return QLatin1Char('"') + shown(v.toString()) + QLatin1Char('"');
    const QByteArray json = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return shown(QString::fromUtf8(json.mid(1, json.size() - 2)));
}

// The first UTF-16 surrogate of `s` that is not half of a pair (JSON lets "\ud800" stand
// alone), or 0. No UTF-8 text holds one, so a record with one could not be written back.
char16_t loneSurrogate(const QString& s)
{
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s[i].isHighSurrogate() && i + 1 < s.size() && s[i + 1].isLowSurrogate()) ++i;
        else if (s[i].isSurrogate()) return s[i].unicode();
    }
    return 0;
}

char16_t loneSurrogate(const QJsonValue& v)
{
    char16_t found = 0;
    if (v.isString()) {
        found = loneSurrogate(v.toString());
    } else if (v.isArray()) {
        for (const QJsonValue& item : v.toArray())
            if ((found = loneSurrogate(item))) break;
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end() && !found; ++it)
            if (!(found = loneSurrogate(it.key()))) found = loneSurrogate(it.value());
    }
    return found;
}

// "SEAT:REST" split at the first colon; false when the seat is not one.
bool splitSeat(const QJsonValue& v, Seat* seat, QString* rest)
{
    if (!v.isString()) return false;
    const QString s = v.toString();
    const qsizetype colon = s.indexOf(QLatin1Char(':'));
    if (colon < 0) return false;
    auto parsed = parseSeat(s.left(colon).toStdString());
    if (!parsed) return false;
    *seat = *parsed;
    *rest = s.mid(colon + 1);
    return true;
}

std::optional<Card> cardOf(const QJsonValue& v)
{
    if (!v.isString()) return std::nullopt;
    return parseCard(v.toString().toStdString());
}

QJsonArray cardList(CardSet s)
{
    QJsonArray a;
    for (Card c : s) a.append(qs(cardName(c)));
    return a;
}

QJsonObject byTeam(const std::array<int, 2>& v)
{
    return QJsonObject{{QStringLiteral("NS"), v[0]}, {QStringLiteral("EW"), v[1]}};
}

QString patternText(const DealPattern& p)
{
    QStringList parts;
    for (int i = 0; i < p.count; ++i) parts << QString::number(p.parts[i]);
    return QLatin1Char('[') + parts.join(QLatin1Char(',')) + QLatin1Char(']');
}

// One `declarations` entry, kept with its place for error lines.
struct ListedDeclaration {
    int position = 0;  // 1-based
    QString text;
    Declaration declaration;
};

// The entries of one seat: at most two declarations fit in eight cards.
struct SeatDeclarations {
    std::array<ListedDeclaration, 2> items{};
    int count = 0;

    DeclarationSet asSet() const
    {
        DeclarationSet s;
        for (int i = 0; i < count; ++i) s.add(items[i].declaration);
        return s;
    }
};

// Reads one record step by step; each step returns false with error_ set on the first
// fault. The Deal is driven only with calls, declarations and cards checked legal first.
class RecordReader {
public:
    explicit RecordReader(const QJsonObject& o, const CardVisitor* beforeCard = nullptr)
        : o_(o), beforeCard_(beforeCard)
    {
    }
    Checked<DealRecord> read();

private:
    // `why` may quote the record (Rules::fromJson quotes an unknown preset or option name
    // whole): the error line is kept one line all the same.
    bool fail(const QString& why)
    {
        error_ = printableText(why);
        return false;
    }
    bool has(const char* key) const { return o_.contains(QLatin1String(key)); }
    QJsonValue field(const char* key) const { return o_.value(QLatin1String(key)); }

    bool checkText();
    bool readHeader();
    bool readDeck();
    bool readPattern();
    bool readHands();
    bool checkHandSizes();
    bool readRetourne();
    void dealCards();
    bool replayCalls();
    bool checkHandsOnceCalled();
    bool readDeclarations();
    bool replayPlay();
    bool declareFirst(Seat seat);
    bool refuseDeclarations(Seat seat);
    DealRecord finish() const;

    const QJsonObject& o_;
    const CardVisitor* beforeCard_;
    QString error_;
    Rules rules_;
    Seat dealer_ = Seat::South;
    std::optional<std::array<Card, 32>> deck_;
    DealPattern pattern_;
    std::optional<std::array<CardSet, 4>> hands_;
    int handSize_ = 8;  // 5: a classic deal with the hands as dealt for the taking
    std::optional<Card> retourne_;
    bool declarationsGiven_ = false;
    std::array<SeatDeclarations, 4> listed_{};
    Deal deal_;
};

Checked<DealRecord> RecordReader::read()
{
    const bool ok = checkText() && readHeader() && readDeck() && readHands() && readRetourne();
    if (!ok) return {std::nullopt, error_};
    dealCards();
    if (!replayCalls() || !readDeclarations() || !replayPlay()) return {std::nullopt, error_};
    return {finish(), {}};
}

// Unknown fields are written back as they are, so their text must be text; a known field
// is read word by word and refuses what is not one of its words anyway.
bool RecordReader::checkText()
{
    for (auto it = o_.begin(); it != o_.end(); ++it) {
        if (isRecordField(it.key())) continue;
        char16_t c = loneSurrogate(it.key());
        if (!c) c = loneSurrogate(it.value());
        if (c)
            return fail(QStringLiteral("%1: \\u%2 alone is not a character")
                            .arg(shownValue(it.key()))
                            .arg(int(c), 4, 16, QLatin1Char('0')));
    }
    return true;
}

bool RecordReader::readHeader()
{
    if (has("format") && field("format") != QJsonValue(QStringLiteral("belote-deal")))
        return fail(QStringLiteral("format: %1, expected \"belote-deal\"").arg(shownValue(field("format"))));
    if (has("version") && field("version") != QJsonValue(1))
        return fail(QStringLiteral("version: %1, expected 1").arg(shownValue(field("version"))));

    if (!has("rules")) return fail(QStringLiteral("rules: missing"));
    if (!field("rules").isObject()) return fail(QStringLiteral("rules: not an object"));
    QString why;
    auto rules = Rules::fromJson(field("rules").toObject(), &why);
    if (!rules) return fail(why);
    rules_ = *rules;

    if (!has("dealer")) return fail(QStringLiteral("dealer: missing"));
    auto dealer = field("dealer").isString() ? parseSeat(field("dealer").toString().toStdString()) : std::nullopt;
    if (!dealer) return fail(QStringLiteral("dealer: %1 is not a seat").arg(shownValue(field("dealer"))));
    dealer_ = *dealer;
    return true;
}

bool RecordReader::readDeck()
{
    if (!has("deck")) {
        if (has("pattern")) return fail(QStringLiteral("pattern: only with a deck"));
        return true;
    }
    if (!field("deck").isArray()) return fail(QStringLiteral("deck: not a list of cards"));
    const QJsonArray cards = field("deck").toArray();
    std::array<Card, 32> deck{};
    CardSet seen;
    for (qsizetype i = 0; i < cards.size(); ++i) {
        auto c = cardOf(cards[i]);
        if (!c) return fail(QStringLiteral("deck: card %1 %2 is not a card").arg(i + 1).arg(shownValue(cards[i])));
        if (seen.contains(*c)) return fail(QStringLiteral("deck: %1 twice").arg(qs(cardName(*c))));
        seen.insert(*c);
        deck[std::size_t(i)] = *c;  // i < 32: a 33rd card would be a card twice
    }
    if (cards.size() != kCards) return fail(QStringLiteral("deck: %1 cards, need 32").arg(cards.size()));
    deck_ = deck;
    return readPattern();
}

bool RecordReader::readPattern()
{
    int n = 0;
    const DealPattern* patterns = DealPattern::patternsFor(rules_, &n);
    pattern_ = patterns[0];
    if (!has("pattern")) return true;
    QStringList allowed;
    for (int i = 0; i < n; ++i) allowed << patternText(patterns[i]);
    const QString refusal = QStringLiteral("pattern: %1 is not a deal pattern of these rules (%2)")
                                .arg(shownValue(field("pattern")), allowed.join(QLatin1Char(' ')));
    const QJsonArray parts = field("pattern").toArray();  // empty when not an array
    if (parts.isEmpty() || parts.size() > 3) return fail(refusal);
    DealPattern p;
    for (const QJsonValue& part : parts) {
        const double x = part.toDouble(-1);
        if (x != 1 && x != 2 && x != 3) return fail(refusal);
        p.parts[p.count++] = std::uint8_t(x);
    }
    if (!p.validFor(rules_)) return fail(refusal);
    pattern_ = p;
    return true;
}

bool RecordReader::readHands()
{
    if (!has("hands")) {
        if (!deck_) return fail(QStringLiteral("no deck and no hands"));
        return true;
    }
    if (!field("hands").isObject()) return fail(QStringLiteral("hands: not an object with S E N W"));
    const QJsonObject given = field("hands").toObject();
    for (auto it = given.begin(); it != given.end(); ++it)
        if (!parseSeat(it.key().toStdString()))
            return fail(QStringLiteral("hands: %1 is not a seat").arg(shownValue(it.key())));

    std::array<CardSet, 4> hands{};
    std::array<std::optional<Seat>, kCards> holder{};
    for (int s = 0; s < kSeats; ++s) {
        const Seat seat = Seat(s);
        const QString name = qs(seatLetter(seat));
        if (!given.contains(name)) return fail(QStringLiteral("hands: %1 missing").arg(name));
        if (!given.value(name).isArray()) return fail(QStringLiteral("hands: %1 is not a list of cards").arg(name));
        const QJsonArray cards = given.value(name).toArray();
        for (qsizetype i = 0; i < cards.size(); ++i) {
            auto c = cardOf(cards[i]);
            if (!c)
                return fail(QStringLiteral("hands: %1 card %2 %3 is not a card")
                                .arg(name)
                                .arg(i + 1)
                                .arg(shownValue(cards[i])));
            if (holder[*c])
                return fail(QStringLiteral("hands: %1 twice (%2 and %3)")
                                .arg(qs(cardName(*c)), qs(seatLetter(*holder[*c])), name));
            holder[*c] = seat;
            hands[s].insert(*c);
        }
    }
    hands_ = hands;
    return checkHandSizes();
}

bool RecordReader::checkHandSizes()
{
    // Eight cards a seat; in classic, five a seat is the deal as it stood for the taking.
    int fives = 0;
    for (const CardSet& h : *hands_) fives += h.size() == 5;
    handSize_ = rules_.isClassic() && fives >= 2 ? 5 : 8;
    for (int s = 0; s < kSeats; ++s)
        if ((*hands_)[s].size() != handSize_)
            return fail(QStringLiteral("hands: %1 has %2 cards, need %3")
                            .arg(qs(seatLetter(Seat(s))))
                            .arg((*hands_)[s].size())
                            .arg(handSize_));
    return true;
}

bool RecordReader::readRetourne()
{
    if (!has("retourne")) {
        if (rules_.isClassic() && !deck_) return fail(QStringLiteral("retourne: missing (classic hands need it)"));
        return true;
    }
    if (rules_.isCoinche()) return fail(QStringLiteral("retourne: there is no retourne in coinche"));
    auto retourne = cardOf(field("retourne"));
    if (!retourne) return fail(QStringLiteral("retourne: %1 is not a card").arg(shownValue(field("retourne"))));
    // The retourne is the 21st card of the deck: 20 cards are dealt before it.
    if (deck_ && (*deck_)[20] != *retourne)
        return fail(QStringLiteral("retourne: %1, but the deck turns up %2")
                        .arg(qs(cardName(*retourne)), qs(cardName((*deck_)[20]))));
    if (hands_ && handSize_ == 5)
        for (int s = 0; s < kSeats; ++s)
            if ((*hands_)[s].contains(*retourne))
                return fail(QStringLiteral("hands: %1 twice (%2 and retourne)")
                                .arg(qs(cardName(*retourne)), qs(seatLetter(Seat(s)))));
    retourne_ = retourne;
    return true;
}

void RecordReader::dealCards()
{
    if (deck_) deal_ = Deal::fromDeck(rules_, dealer_, *deck_, pattern_);
    else deal_ = Deal::fromHands(rules_, dealer_, *hands_, retourne_);
}

bool RecordReader::replayCalls()
{
    if (!has("calls")) return checkHandsOnceCalled();
    if (!field("calls").isArray()) return fail(QStringLiteral("calls: not a list"));
    const QJsonArray calls = field("calls").toArray();
    const std::optional<Suit> retourneSuit =
        deal_.retourne() ? std::optional<Suit>(suitOf(*deal_.retourne())) : std::nullopt;
    for (qsizetype i = 0; i < calls.size(); ++i) {
        Seat seat{};
        QString word;
        if (!splitSeat(calls[i], &seat, &word)) return fail(QStringLiteral("call %1: expected SEAT:CALL").arg(i + 1));
        const QString where = QStringLiteral("call %1 (%2)").arg(i + 1).arg(shown(calls[i].toString()));
        auto call = parseCall(word.toStdString(), rules_.isClassic(), retourneSuit);
        if (!call) return fail(where + QStringLiteral(": not a call"));
        if (std::string why = deal_.whyIllegalCall(seat, *call); !why.empty()) return fail(where + ": " + qs(why));
        // One word per call, so that records compare as text: in round 1 the retourne's
        // suit is `take`, never its letter.
        const std::string canonical = callName(*call, retourneSuit);
        if (word.toStdString() != canonical) return fail(where + QStringLiteral(": write it %1").arg(qs(canonical)));
        deal_.makeCall(seat, *call);
        if (deal_.phase() != Phase::Calls && !checkHandsOnceCalled()) return false;
    }
    return deal_.phase() != Phase::Calls || checkHandsOnceCalled();
}

// Given hands are as held when play starts, or as dealt for the taking in classic: which
// one depends on the calls, so they are checked once the calls are known.
bool RecordReader::checkHandsOnceCalled()
{
    if (!hands_) return true;
    if (deck_) {
        for (int s = 0; s < kSeats; ++s)
            if (deal_.handsBeforePlay()[s] != (*hands_)[s])
                return fail(QStringLiteral("hands: %1 does not agree with the deck").arg(qs(seatLetter(Seat(s)))));
        return true;
    }
    if (!rules_.isClassic()) return true;
    const bool taken = deal_.phase() == Phase::Play;
    if (handSize_ == 5 && taken)
        return fail(QStringLiteral("hands: 5 cards a seat, but %1 took: give the 8 held when play starts")
                        .arg(qs(seatLetter(deal_.contract()->taker))));
    if (handSize_ == 8 && !taken)
        return fail(deal_.passed()
                        ? QStringLiteral("hands: nobody took: give the 5 cards dealt to each seat")
                        : QStringLiteral("hands: the taking is not over: give the 5 cards dealt to each seat"));
    if (handSize_ == 8) {
        const Seat taker = deal_.contract()->taker;
        if (!(*hands_)[int(taker)].contains(*retourne_)) {
            Seat holder = taker;
            for (int s = 0; s < kSeats; ++s)
                if ((*hands_)[s].contains(*retourne_)) holder = Seat(s);
            return fail(QStringLiteral("retourne: %1 is in %2's hand, not the taker's (%3)")
                            .arg(qs(cardName(*retourne_)), qs(seatLetter(holder)), qs(seatLetter(taker))));
        }
    }
    return true;
}

bool RecordReader::readDeclarations()
{
    declarationsGiven_ = has("declarations");
    if (!declarationsGiven_) return true;
    if (!field("declarations").isArray()) return fail(QStringLiteral("declarations: not a list"));
    const QJsonArray entries = field("declarations").toArray();
    for (qsizetype i = 0; i < entries.size(); ++i) {
        Seat seat{};
        QString rest;
        if (!splitSeat(entries[i], &seat, &rest) || rest.count(QLatin1Char(':')) != 1)
            return fail(QStringLiteral("declarations %1: expected SEAT:KIND:HIGH").arg(i + 1));
        const QString text = shown(entries[i].toString());
        auto d = parseDeclaration(rest.toStdString());
        if (!d) return fail(QStringLiteral("declarations %1 (%2): not a declaration").arg(i + 1).arg(text));
        if (!rules_.annonces) return fail(QStringLiteral("declarations (%1): annonces are off").arg(text));
        SeatDeclarations& mine = listed_[int(seat)];
        if (mine.count == 2)
            return fail(QStringLiteral("declarations (%1): %2 must declare its best combination or a part of it")
                            .arg(text, qs(seatLetter(seat))));
        mine.items[mine.count++] = {int(i + 1), text, *d};
    }
    return true;
}

bool RecordReader::replayPlay()
{
    if (!has("play")) return true;
    if (!field("play").isArray()) return fail(QStringLiteral("play: not a list"));
    const QJsonArray cards = field("play").toArray();
    if (cards.size() > kCards) return fail(QStringLiteral("play: %1 cards, at most 32").arg(cards.size()));
    for (qsizetype i = 0; i < cards.size(); ++i) {
        Seat seat{};
        QString name;
        if (!splitSeat(cards[i], &seat, &name)) return fail(QStringLiteral("play %1: expected SEAT:CARD").arg(i + 1));
        const QString where = QStringLiteral("play %1 (%2): ").arg(i + 1).arg(shown(cards[i].toString()));
        auto card = parseCard(name.toStdString());
        if (!card) return fail(where + QStringLiteral("not a card"));
        if (deal_.phase() == Phase::Calls) return fail(where + QStringLiteral("the calls are not over"));
        if (deal_.passed()) return fail(where + QStringLiteral("nobody took, there is no play"));
        if (deal_.phase() == Phase::Done) return fail(where + QStringLiteral("the deal is over"));
        if (seat != deal_.toAct())
            return fail(where + QStringLiteral("out of turn, %1 to play").arg(qs(seatLetter(deal_.toAct()))));
        // Declarations are made with the first card, during the first trick (RULES.md §6).
        if (declarationsGiven_ && deal_.cardPlay().cardsPlayed() < 4 && !declareFirst(seat)) return false;
        if (std::string why = deal_.whyIllegalCard(*card); !why.empty()) return fail(where + qs(why));
        if (beforeCard_) {
            // Without a `declarations` field each seat declares its best combination, as
            // playCard() would: made first, so that the visitor sees the deal as played.
            if (deal_.declarationPending()) deal_.declare(deal_.declarationChoices().items[0]);
            (*beforeCard_)(deal_, int(i), *card);
        }
        deal_.playCard(*card);
    }
    return true;
}

// Declares the listed set of `seat`, which is about to play its first card: one of the
// choices Deal offers (the best combination or a part of it), nothing when not listed.
bool RecordReader::declareFirst(Seat seat)
{
    const SeatDeclarations& mine = listed_[int(seat)];
    if (deal_.declarationPending()) {
        if (const std::optional<DeclarationSet> choice = deal_.declarationChoices().named(mine.asSet())) {
            deal_.declare(*choice);
            return true;
        }
    } else if (mine.count == 0) {
        return true;  // nothing to declare, nothing listed
    }
    return refuseDeclarations(seat);
}

bool RecordReader::refuseDeclarations(Seat seat)
{
    const SeatDeclarations& mine = listed_[int(seat)];
    const CardSet hand = deal_.hand(seat);
    for (int i = 0; i < mine.count; ++i) {
        const CardSet cards = mine.items[i].declaration.cards();
        if ((hand & cards) != cards)
            return fail(
                QStringLiteral("declarations (%1): not in %2's hand").arg(mine.items[i].text, qs(seatLetter(seat))));
    }
    // Name the entry that is not part of the best combination (else the first one).
    const DeclarationSet best = bestCombination(hand, deal_.contract()->strain);
    int culprit = 0;
    for (int i = mine.count - 1; i >= 0; --i) {
        bool inBest = false;
        for (const Declaration& d : best) inBest = inBest || d.name() == mine.items[i].declaration.name();
        if (!inBest) culprit = i;
    }
    return fail(QStringLiteral("declarations (%1): %2 must declare its best combination or a part of it")
                    .arg(mine.items[culprit].text, qs(seatLetter(seat))));
}

DealRecord RecordReader::finish() const
{
    DealRecord rec;
    rec.deal = deal_;
    rec.givenResult = field("result");
    for (auto it = o_.begin(); it != o_.end(); ++it) {
        if (!isRecordField(it.key())) rec.extra.insert(it.key(), it.value());
    }
    // Declarations of seats the play has not reached are kept to be written back.
    const bool started = deal_.phase() == Phase::Play || (deal_.phase() == Phase::Done && !deal_.passed());
    const CardPlay& play = deal_.cardPlay();
    for (int s = 0; s < kSeats; ++s) {
        if (listed_[s].count == 0) continue;
        bool reached = started && play.cardsPlayed() >= 4;
        for (int i = 0; started && i < play.cardsPlayed(); ++i) reached = reached || play.playedBy(i) == Seat(s);
        if (!reached) rec.unreachedDeclarations[s] = listed_[s].asSet();
    }
    return rec;
}

// ---------------------------------------------------------------------------------------
// Writing

QString seatCall(const SeatCall& sc, std::optional<Suit> retourneSuit)
{
    return qs(seatLetter(sc.seat)) + QLatin1Char(':') + qs(callName(sc.call, retourneSuit));
}

void addDeclarations(QJsonArray& out, Seat seat, const DeclarationSet& set)
{
    for (const Declaration& d : set) out.append(qs(seatLetter(seat)) + QLatin1Char(':') + qs(d.name()));
}

// The `declarations` field, or undefined when it is better left out. Once the first trick
// is over, every seat's declarations are written as made; during the first trick the field
// is left out while every seat so far declared its best combination, since a reader makes
// the seats still to play declare theirs only when the field is absent.
QJsonValue declarationsJson(const Deal& d, const std::array<std::optional<DeclarationSet>, 4>& unreached)
{
    if (!d.rules().annonces) return QJsonValue::Undefined;
    const bool started = d.phase() == Phase::Play || (d.phase() == Phase::Done && !d.passed());
    const bool firstTrickOver = started && (d.phase() == Phase::Done || d.cardPlay().cardsPlayed() >= 4);
    bool explicitList = firstTrickOver;
    QJsonArray out;
    for (int k = 1; k <= kSeats; ++k) {
        const Seat seat = nextSeat(d.dealer(), k);  // the order of the first trick
        if (started && d.hasDeclared(seat)) {
            addDeclarations(out, seat, d.declared(seat));
            const DeclarationSet best = bestCombination(d.handsBeforePlay()[int(seat)], d.contract()->strain);
            explicitList = explicitList || !(d.declared(seat) == best);
        } else if (const auto& listed = unreached[int(seat)]) {
            addDeclarations(out, seat, *listed);
            explicitList = true;
        }
    }
    if (!explicitList) return QJsonValue::Undefined;
    return out;
}

QJsonObject writeDeal(const Deal& d, const std::array<std::optional<DeclarationSet>, 4>& unreached)
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("belote-deal"));
    o.insert(QStringLiteral("version"), 1);
    o.insert(QStringLiteral("rules"), d.rules().toJson());
    o.insert(QStringLiteral("dealer"), qs(seatLetter(d.dealer())));
    if (const auto& deck = d.deck()) {
        QJsonArray cards, pattern;
        for (Card c : *deck) cards.append(qs(cardName(c)));
        for (int i = 0; i < d.pattern().count; ++i) pattern.append(d.pattern().parts[i]);
        o.insert(QStringLiteral("deck"), cards);
        o.insert(QStringLiteral("pattern"), pattern);
    }
    QJsonObject hands;
    for (int s = 0; s < kSeats; ++s) hands.insert(qs(seatLetter(Seat(s))), cardList(d.handsBeforePlay()[s]));
    o.insert(QStringLiteral("hands"), hands);
    std::optional<Suit> retourneSuit;
    if (auto r = d.retourne()) {
        o.insert(QStringLiteral("retourne"), qs(cardName(*r)));
        retourneSuit = suitOf(*r);
    }
    QJsonArray calls;
    for (int i = 0; i < d.callCount(); ++i) calls.append(seatCall(d.callAt(i), retourneSuit));
    o.insert(QStringLiteral("calls"), calls);
    if (QJsonValue decl = declarationsJson(d, unreached); !decl.isUndefined())
        o.insert(QStringLiteral("declarations"), decl);
    if (d.phase() == Phase::Play || (d.phase() == Phase::Done && !d.passed())) {
        QJsonArray play;
        const CardPlay& p = d.cardPlay();
        for (int i = 0; i < p.cardsPlayed(); ++i)
            play.append(qs(seatLetter(p.playedBy(i))) + QLatin1Char(':') + qs(cardName(p.playedCard(i))));
        o.insert(QStringLiteral("play"), play);
    }
    if (d.phase() == Phase::Done) o.insert(QStringLiteral("result"), resultToJson(d.result()));
    return o;
}

// --- One line of JSON with the keys in record order --------------------------------------

int keyRank(const QString& key)
{
    for (int i = 0; i < int(std::size(kKeyOrder)); ++i)
        if (key == QLatin1String(kKeyOrder[i])) return i;
    return int(std::size(kKeyOrder));
}

void appendString(QByteArray& out, const QString& s)
{
    out += '"';
    for (char c : s.toUtf8()) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char esc[8];
                std::snprintf(esc, sizeof esc, "\\u%04x", unsigned(c));
                out += esc;
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

void appendValue(QByteArray& out, const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Object: {
        const QJsonObject o = v.toObject();
        QStringList keys = o.keys();
        std::stable_sort(keys.begin(), keys.end(),
                         [](const QString& a, const QString& b) { return keyRank(a) < keyRank(b); });
        out += '{';
        for (qsizetype i = 0; i < keys.size(); ++i) {
            if (i) out += ',';
            appendString(out, keys[i]);
            out += ':';
            appendValue(out, o.value(keys[i]));
        }
        out += '}';
        break;
    }
    case QJsonValue::Array: {
        const QJsonArray a = v.toArray();
        out += '[';
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (i) out += ',';
            appendValue(out, a[i]);
        }
        out += ']';
        break;
    }
    case QJsonValue::String: appendString(out, v.toString()); break;
    case QJsonValue::Bool: out += v.toBool() ? "true" : "false"; break;
    case QJsonValue::Double: {
        // Qt writes numbers as JSON wants them (whole numbers without a fraction).
        const QByteArray json = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
        out += json.mid(1, json.size() - 2);
        break;
    }
    case QJsonValue::Null:
    case QJsonValue::Undefined: out += "null"; break;
    }
}

Checked<DealRecord> readJson(const QByteArray& json, const CardVisitor* beforeCard)
{
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError)
        return {std::nullopt, QStringLiteral("bad JSON at offset %1: %2").arg(err.offset).arg(err.errorString())};
    if (!doc.isObject()) return {std::nullopt, QStringLiteral("not a JSON object")};
    const QJsonObject object = doc.object();
    return RecordReader(object, beforeCard).read();
}

}  // namespace

Checked<DealRecord> readRecord(const QByteArray& json) { return readJson(json, nullptr); }

Checked<DealRecord> readRecord(const QJsonObject& object) { return RecordReader(object).read(); }

Checked<DealRecord> readRecord(const QByteArray& json, const CardVisitor& beforeCard)
{
    return readJson(json, &beforeCard);
}

QJsonObject writeRecord(const DealRecord& record)
{
    QJsonObject o = writeDeal(record.deal, record.unreachedDeclarations);
    for (auto it = record.extra.begin(); it != record.extra.end(); ++it) o.insert(it.key(), it.value());
    return o;
}

QJsonObject writeRecord(const Deal& deal) { return writeDeal(deal, {}); }

QString resultDifference(const DealRecord& record)
{
    const QJsonValue given = record.givenResult;
    if (given.isUndefined()) return {};
    if (record.deal.phase() != Phase::Done) return QStringLiteral("result: given for a deal not finished");
    if (!given.isObject()) return QStringLiteral("result: not an object");
    const QJsonObject computed = resultToJson(record.deal.result());
    const QJsonObject g = given.toObject();
    auto shown = [](const QJsonValue& v) {
        const QByteArray j = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
        return QString::fromUtf8(j.mid(1, j.size() - 2));
    };
    for (auto it = computed.begin(); it != computed.end(); ++it)
        if (g.value(it.key()) != it.value())
            return QStringLiteral("result: %1 is %2, given %3")
                .arg(it.key(), shown(it.value()),
                     g.contains(it.key()) ? shown(g.value(it.key())) : QStringLiteral("none"));
    return {};
}

QJsonObject resultToJson(const DealResult& r)
{
    QJsonObject o;
    const auto& c = r.contract;
    o.insert(QStringLiteral("taker"), c ? QJsonValue(qs(seatLetter(c->taker))) : QJsonValue(QJsonValue::Null));
    QJsonValue contract(QJsonValue::Null);
    if (c) {
        // Classic: "take H"; coinche: the final bid as called, "110S", "capotH".
        contract = c->value == 0 ? QStringLiteral("take ") + QLatin1String(strainName(c->strain))
                                 : qs(callName(Call::bid(c->value, c->strain), std::nullopt));
    }
    o.insert(QStringLiteral("contract"), contract);
    o.insert(QStringLiteral("coinche"), c ? c->coinche : 1);
    o.insert(QStringLiteral("tricks"), byTeam(r.tricks));
    o.insert(QStringLiteral("cardPoints"), byTeam(r.cardPoints));
    o.insert(QStringLiteral("lastTrick"),
             r.lastTrick ? QJsonValue(QLatin1String(teamName(*r.lastTrick))) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("belote"), byTeam(r.belote));
    o.insert(QStringLiteral("declarations"), byTeam(r.declarations));
    o.insert(QStringLiteral("totals"), byTeam(r.totals));
    o.insert(QStringLiteral("outcome"), QLatin1String(outcomeName(r.outcome)));
    o.insert(QStringLiteral("score"), byTeam(r.score));
    o.insert(QStringLiteral("held"), r.held);
    return o;
}

QByteArray toJsonLine(const QJsonObject& o)
{
    QByteArray out;
    out.reserve(2048);
    appendValue(out, o);
    return out;
}

std::vector<InputRecord> splitRecords(const QByteArray& input)
{
    QJsonParseError err{};
    const QJsonDocument whole = QJsonDocument::fromJson(input, &err);
    if (err.error == QJsonParseError::NoError && whole.isObject()) return {{1, input}};
    std::vector<InputRecord> out;
    const QList<QByteArray> lines = input.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (!lines[i].trimmed().isEmpty()) out.push_back({int(i + 1), lines[i]});
    return out;
}

}  // namespace belote
