#include "ai/botview.h"

#include "engine/record.h"
#include "engine/text.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <array>
#include <functional>
#include <vector>

namespace belote {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }
QString letter(Seat s) { return QString(QLatin1Char(seatLetter(s))); }

bool playStarted(const Deal& d) { return d.phase() == Phase::Play || (d.phase() == Phase::Done && !d.passed()); }

std::optional<Suit> retourneSuitOf(const Deal& d)
{
    return d.retourne() ? std::optional<Suit>(suitOf(*d.retourne())) : std::nullopt;
}

// Compact JSON of any value (objects with the keys in record order).
QByteArray valueJson(const QJsonValue& v)
{
    if (v.isObject()) return toJsonLine(v.toObject());
    const QByteArray json = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return json.mid(1, json.size() - 2);
}

// {"type":"TYPE", then the fields in the order given}.
QByteArray message(const char* type, std::initializer_list<std::pair<const char*, QJsonValue>> fields)
{
    QByteArray out = "{\"type\":\"";
    out += type;
    out += '"';
    for (const auto& [key, value] : fields) {
        out += ",\"";
        out += key;
        out += "\":";
        out += valueJson(value);
    }
    out += '}';
    return out;
}

// A bot's text in an error line: quoted, on one line, cut to 40 characters.
std::string quoted(const QString& text) { return ("\"" + shownText(text) + "\"").toStdString(); }
std::string quoted(const QJsonValue& v) { return quoted(QString::fromUtf8(valueJson(v))); }

std::string joinWords(const QJsonArray& words)
{
    std::string out;
    for (const QJsonValue& w : words) {
        if (!out.empty()) out += ' ';
        out +=
            w.isArray()
                ? "[" + QString::fromUtf8(valueJson(w)).mid(1).chopped(1).remove(QLatin1Char('"')).toStdString() + "]"
                : w.toString().toStdString();
    }
    return out;
}

QJsonObject byTeam(int ns, int ew) { return QJsonObject{{QStringLiteral("NS"), ns}, {QStringLiteral("EW"), ew}}; }

}  // namespace

// ---------------------------------------------------------------------------------------------
// The game's side

QString callWord(const Deal& deal, Call call) { return qs(callName(call, retourneSuitOf(deal))); }

QJsonArray callWords(const Deal& deal, const CallList& legal)
{
    QJsonArray out;
    for (const Call& c : legal) out.append(callWord(deal, c));
    return out;
}

QJsonArray cardWords(CardSet cards)
{
    QJsonArray out;
    for (Card c : cards) out.append(qs(cardName(c)));
    return out;
}

QJsonArray declarationWords(const DeclarationSet& set)
{
    QJsonArray out;
    for (const Declaration& d : set) out.append(qs(d.name()));
    return out;
}

QJsonObject botView(const Deal& d, Seat seat, const GameContext& game)
{
    QJsonObject v;
    v.insert(QStringLiteral("format"), QStringLiteral("belote-deal"));
    v.insert(QStringLiteral("version"), 1);
    v.insert(QStringLiteral("rules"), d.rules().toJson());
    v.insert(QStringLiteral("dealer"), letter(d.dealer()));
    v.insert(QStringLiteral("seat"), letter(seat));
    v.insert(QStringLiteral("hand"), cardWords(d.hand(seat)));
    if (auto r = d.retourne()) v.insert(QStringLiteral("retourne"), qs(cardName(*r)));

    QJsonArray calls;
    for (int i = 0; i < d.callCount(); ++i) {
        const SeatCall sc = d.callAt(i);
        calls.append(letter(sc.seat) + QLatin1Char(':') + callWord(d, sc.call));
    }
    v.insert(QStringLiteral("calls"), calls);

    QJsonArray declarations, play, belote;
    QJsonObject shown;
    if (playStarted(d)) {
        const bool resolved = d.declarationsResolved();
        const std::optional<Team> winner = resolved ? d.declarationWinner() : std::nullopt;
        for (int k = 1; k <= kSeats; ++k) {  // the order of the first trick
            const Seat s = nextSeat(d.dealer(), k);
            if (!d.hasDeclared(s) || d.declared(s).empty()) continue;
            const bool winning = winner && teamOf(s) == *winner;
            for (const Declaration& decl : d.declared(s)) {
                const std::string word = s == seat || winning ? decl.name() : declarationKindName(decl.kind);
                declarations.append(letter(s) + QLatin1Char(':') + qs(word));
            }
            if (winning) shown.insert(letter(s), cardWords(d.declared(s).cards()));
        }
        const CardPlay& p = d.cardPlay();
        for (int i = 0; i < p.cardsPlayed(); ++i) {
            const Seat s = p.playedBy(i);
            const Card c = p.playedCard(i);
            const QString entry = letter(s) + QLatin1Char(':') + qs(cardName(c));
            play.append(entry);
            if (d.isBeloteCard(s, c)) belote.append(entry);
        }
    }
    v.insert(QStringLiteral("declarations"), declarations);
    v.insert(QStringLiteral("shown"), shown);
    v.insert(QStringLiteral("play"), play);
    v.insert(QStringLiteral("belote"), belote);
    v.insert(QStringLiteral("scores"), byTeam(game.scores[0], game.scores[1]));
    v.insert(QStringLiteral("target"), game.target);
    return v;
}

QByteArray helloMessage(const Rules& rules, Seat seat)
{
    return message("hello", {{"protocol", kBotProtocol}, {"seat", letter(seat)}, {"rules", rules.toJson()}});
}

QByteArray callMessage(const Deal& deal, Seat seat, const GameContext& game, const CallList& legal)
{
    return message("call", {{"view", botView(deal, seat, game)}, {"legal", callWords(deal, legal)}});
}

QByteArray outOfTurnMessage(const Deal& deal, Seat seat, const GameContext& game)
{
    return message("call", {{"outOfTurn", true},
                            {"view", botView(deal, seat, game)},
                            {"legal", QJsonArray{QStringLiteral("pass"), QStringLiteral("coinche")}}});
}

QByteArray declareMessage(const Deal& deal, Seat seat, const GameContext& game, const DeclarationChoices& choices)
{
    QJsonArray legal;
    for (const DeclarationSet& set : choices) legal.append(declarationWords(set));
    return message("declare", {{"view", botView(deal, seat, game)}, {"legal", legal}});
}

QByteArray playMessage(const Deal& deal, Seat seat, const GameContext& game, CardSet legal)
{
    return message("play", {{"view", botView(deal, seat, game)}, {"legal", cardWords(legal)}});
}

QByteArray resultMessage(const Deal& finished) { return message("result", {{"record", writeRecord(finished)}}); }

QByteArray quitMessage() { return message("quit", {}); }

// --- Answers ---------------------------------------------------------------------------------

std::optional<QJsonObject> readAnswer(const QByteArray& line, std::string* why)
{
    QByteArray text = line;
    if (text.endsWith('\r')) text.chop(1);
    if (text.trimmed().isEmpty()) {
        *why = "empty answer";
        return std::nullopt;
    }
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(text, &err);
    if (err.error != QJsonParseError::NoError) {
        *why = "answer is not JSON: " + quoted(QString::fromUtf8(text));
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *why = "answer is not a JSON object: " + quoted(QString::fromUtf8(text));
        return std::nullopt;
    }
    return doc.object();
}

std::optional<QString> readHelloAnswer(const QJsonObject& answer, std::string* why)
{
    const QJsonValue name = answer.value(QStringLiteral("name"));
    if (!name.isString()) {
        *why = "answer has no \"name\": " + quoted(QJsonValue(answer));
        return std::nullopt;
    }
    return name.toString();
}

std::optional<Call> readCallAnswer(const QJsonObject& answer, const Deal& deal, Seat seat, const CallList& legal,
                                   std::string* why)
{
    const QJsonValue word = answer.value(QStringLiteral("call"));
    if (!word.isString()) {
        *why = "answer has no \"call\" word: " + quoted(QJsonValue(answer));
        return std::nullopt;
    }
    const auto call = parseCall(word.toString().toStdString(), deal.rules().isClassic(), retourneSuitOf(deal));
    if (!call) {
        *why = quoted(word.toString()) + " is not a call";
        return std::nullopt;
    }
    if (!legal.contains(*call)) {
        std::string reason = deal.whyIllegalCall(seat, *call);
        if (reason.empty()) reason = "not offered (legal: " + joinWords(callWords(deal, legal)) + ")";
        *why = "illegal call " + callWord(deal, *call).toStdString() + ": " + reason;
        return std::nullopt;
    }
    return call;
}

std::optional<bool> readOutOfTurnAnswer(const QJsonObject& answer, std::string* why)
{
    const QJsonValue word = answer.value(QStringLiteral("call"));
    if (!word.isString()) {
        *why = "answer has no \"call\" word: " + quoted(QJsonValue(answer));
        return std::nullopt;
    }
    if (word.toString() == QLatin1String("pass")) return false;
    if (word.toString() == QLatin1String("coinche")) return true;
    *why = "illegal call " + quoted(word.toString()) + ": out of turn only pass or coinche";
    return std::nullopt;
}

std::optional<DeclarationSet> readDeclarationsAnswer(const QJsonObject& answer, const DeclarationChoices& choices,
                                                     std::string* why)
{
    const QJsonValue list = answer.value(QStringLiteral("declarations"));
    bool words = list.isArray();
    std::vector<std::string> given;
    for (const QJsonValue& w : list.toArray()) {
        words = words && w.isString();
        given.push_back(w.toString().toStdString());
    }
    if (!words) {
        *why = "answer has no \"declarations\" list of words: " + quoted(QJsonValue(answer));
        return std::nullopt;
    }
    std::sort(given.begin(), given.end());
    QJsonArray legal;
    for (const DeclarationSet& set : choices) {
        std::vector<std::string> names;
        for (const Declaration& d : set) names.push_back(d.name());
        std::sort(names.begin(), names.end());
        if (names == given) return set;
        legal.append(declarationWords(set));
    }
    *why = "may not declare " + quoted(list) + " (legal: " + joinWords(legal) + ")";
    return std::nullopt;
}

std::optional<Card> readCardAnswer(const QJsonObject& answer, const Deal& deal, CardSet legal, std::string* why)
{
    const QJsonValue word = answer.value(QStringLiteral("card"));
    if (!word.isString()) {
        *why = "answer has no \"card\": " + quoted(QJsonValue(answer));
        return std::nullopt;
    }
    const auto card = parseCard(word.toString().toStdString());
    if (!card) {
        *why = quoted(word.toString()) + " is not a card";
        return std::nullopt;
    }
    if (!legal.contains(*card)) {
        std::string reason = deal.whyIllegalCard(*card);
        if (reason.empty()) reason = "not offered (legal: " + joinWords(cardWords(legal)) + ")";
        *why = "illegal card " + cardName(*card) + ": " + reason;
        return std::nullopt;
    }
    return card;
}

// ---------------------------------------------------------------------------------------------
// The bot's side

namespace {

// One `declarations` entry of a VIEW: SEAT:KIND, or SEAT:KIND:HIGH in full.
struct ViewDeclaration {
    DeclarationKind kind{};
    std::optional<Declaration> full;
};

// Every declaration of one kind, weakest first at `strain`.
std::vector<Declaration> declarationsOfKind(DeclarationKind kind, Strain strain)
{
    std::vector<Declaration> out;
    if (kind == DeclarationKind::Carre) {
        for (Rank r : {Rank::Nine, Rank::Ten, Rank::Jack, Rank::Queen, Rank::King, Rank::Ace})
            out.push_back(Declaration{kind, r, Suit::Spades, 4});
    } else {
        const int length = kind == DeclarationKind::Tierce ? 3 : kind == DeclarationKind::Cinquante ? 4 : 5;
        for (int s = 0; s < kSuits; ++s)
            for (int h = length - 1; h < kRanks; ++h)
                out.push_back(Declaration{kind, Rank(h), Suit(s), std::uint8_t(length)});
    }
    std::stable_sort(out.begin(), out.end(),
                     [&](const Declaration& a, const Declaration& b) { return compareDeclarations(a, b, strain) < 0; });
    return out;
}

class ViewReader {
public:
    explicit ViewReader(const QJsonObject& v) : v_(v) {}
    std::optional<ViewedDeal> read(std::string* why);

private:
    bool fail(const QString& what)
    {
        error_ = "view: " + printableText(what).toStdString();
        return false;
    }
    QJsonValue field(const char* key) const { return v_.value(QLatin1String(key)); }
    bool seatWord(const QJsonValue& v, const char* where, qsizetype i, Seat* seat, QString* rest);

    bool readHeader();
    bool readCards(const char* key, CardSet* out);
    bool readCalls();
    bool readPlay();
    bool readBelote();
    bool readDeclarations();
    bool readShown();
    bool dealHiddenCards();
    bool chooseDeclarations();
    bool replay();
    bool readGame();

    const QJsonObject& v_;
    std::string error_;
    Rules rules_;
    Seat dealer_ = Seat::South, seat_ = Seat::South;
    CardSet hand_;
    std::optional<Card> retourne_;
    std::vector<std::pair<Seat, Call>> calls_;
    Deal called_;  // the calls replayed on made-up hands
    bool callsOver_ = false;
    int handSize_ = 8;
    std::vector<std::pair<Seat, Card>> play_;
    std::array<unsigned, 4> beloteAnnounced_{};  // suits, by seat
    std::array<CardSet, 4> known_{};             // cards each seat is known to hold at the start
    std::array<std::vector<ViewDeclaration>, 4> listed_{};
    std::array<bool, 4> hasShown_{};
    std::array<CardSet, 4> shown_{};
    std::array<CardSet, 4> hands_{};
    std::array<DeclarationSet, 4> declared_{};
    Deal deal_;
    GameContext game_;
};

bool ViewReader::seatWord(const QJsonValue& v, const char* where, qsizetype i, Seat* seat, QString* rest)
{
    const QString s = v.toString();
    const qsizetype colon = s.indexOf(QLatin1Char(':'));
    auto parsed = v.isString() && colon > 0 ? parseSeat(s.left(colon).toStdString()) : std::nullopt;
    if (!parsed) return fail(QStringLiteral("%1 %2: expected SEAT:…").arg(QLatin1String(where)).arg(i + 1));
    *seat = *parsed;
    *rest = s.mid(colon + 1);
    return true;
}

bool ViewReader::readHeader()
{
    if (!field("rules").isObject()) return fail(QStringLiteral("rules: missing"));
    QString why;
    auto rules = Rules::fromJson(field("rules").toObject(), &why);
    if (!rules) return fail(why);
    rules_ = *rules;
    auto dealer = parseSeat(field("dealer").toString().toStdString());
    if (!dealer) return fail(QStringLiteral("dealer: not a seat"));
    dealer_ = *dealer;
    auto seat = parseSeat(field("seat").toString().toStdString());
    if (!seat) return fail(QStringLiteral("seat: not a seat"));
    seat_ = *seat;
    if (!field("hand").isArray()) return fail(QStringLiteral("hand: missing"));
    if (!readCards("hand", &hand_)) return false;
    if (rules_.isClassic()) {
        auto r = parseCard(field("retourne").toString().toStdString());
        if (!r) return fail(QStringLiteral("retourne: missing (classic)"));
        retourne_ = r;
    } else if (v_.contains(QLatin1String("retourne"))) {
        return fail(QStringLiteral("retourne: there is no retourne in coinche"));
    }
    return true;
}

bool ViewReader::readCards(const char* key, CardSet* out)
{
    const QJsonArray cards = field(key).toArray();
    for (qsizetype i = 0; i < cards.size(); ++i) {
        auto c = parseCard(cards[i].toString().toStdString());
        if (!c) return fail(QStringLiteral("%1: card %2 is not a card").arg(QLatin1String(key)).arg(i + 1));
        if (out->contains(*c)) return fail(QStringLiteral("%1: %2 twice").arg(QLatin1String(key), qs(cardName(*c))));
        out->insert(*c);
    }
    return true;
}

bool ViewReader::readCalls()
{
    // The calls do not depend on the cards: replay them on any hands of the right sizes.
    std::array<CardSet, 4> dummy{};
    const int size = rules_.isClassic() ? 5 : 8;
    int next = 0;
    for (int s = 0; s < kSeats; ++s)
        while (dummy[s].size() < size) {
            if (!(retourne_ && *retourne_ == Card(next))) dummy[s].insert(Card(next));
            ++next;
        }
    called_ = Deal::fromHands(rules_, dealer_, dummy, retourne_);
    if (!field("calls").isArray()) return fail(QStringLiteral("calls: missing"));
    const QJsonArray calls = field("calls").toArray();
    for (qsizetype i = 0; i < calls.size(); ++i) {
        Seat seat{};
        QString word;
        if (!seatWord(calls[i], "calls", i, &seat, &word)) return false;
        const QString where = QStringLiteral("calls %1 (%2): ").arg(i + 1).arg(shownText(calls[i].toString()));
        auto call = parseCall(word.toStdString(), rules_.isClassic(),
                              retourne_ ? std::optional<Suit>(suitOf(*retourne_)) : std::nullopt);
        if (!call) return fail(where + QStringLiteral("not a call"));
        if (const std::string why = called_.whyIllegalCall(seat, *call); !why.empty()) return fail(where + qs(why));
        called_.makeCall(seat, *call);
        calls_.emplace_back(seat, *call);
    }
    if (called_.passed()) return fail(QStringLiteral("calls: nobody took, the deal is over"));
    callsOver_ = called_.phase() != Phase::Calls;
    handSize_ = rules_.isClassic() && !callsOver_ ? 5 : 8;
    return true;
}

bool ViewReader::readPlay()
{
    if (!field("play").isArray()) return fail(QStringLiteral("play: missing"));
    const QJsonArray play = field("play").toArray();
    if (!callsOver_ && !play.isEmpty()) return fail(QStringLiteral("play: the calls are not over"));
    if (play.size() >= kCards) return fail(QStringLiteral("play: the deal is over"));
    CardSet seen;
    for (qsizetype i = 0; i < play.size(); ++i) {
        Seat seat{};
        QString name;
        if (!seatWord(play[i], "play", i, &seat, &name)) return false;
        auto c = parseCard(name.toStdString());
        if (!c) return fail(QStringLiteral("play %1: not a card").arg(i + 1));
        if (seen.contains(*c)) return fail(QStringLiteral("play %1: %2 twice").arg(i + 1).arg(qs(cardName(*c))));
        if (hand_.contains(*c))
            return fail(QStringLiteral("play %1: %2 is still in the hand").arg(i + 1).arg(qs(cardName(*c))));
        seen.insert(*c);
        play_.emplace_back(seat, *c);
        known_[int(seat)].insert(*c);
    }
    known_[int(seat_)] |= hand_;
    if (known_[int(seat_)].size() != handSize_)
        return fail(QStringLiteral("hand: %1 cards held and %2 played, need %3")
                        .arg(hand_.size())
                        .arg(known_[int(seat_)].size() - hand_.size())
                        .arg(handSize_));
    if (rules_.isClassic() && callsOver_) {
        const Seat taker = called_.contract()->taker;
        if (taker == seat_ && !known_[int(seat_)].contains(*retourne_))
            return fail(QStringLiteral("hand: the taker's cards lack the retourne"));
        known_[int(taker)].insert(*retourne_);
    }
    return true;
}

bool ViewReader::readBelote()
{
    const QJsonArray belote = field("belote").toArray();
    for (qsizetype i = 0; i < belote.size(); ++i) {
        Seat seat{};
        QString name;
        if (!seatWord(belote[i], "belote", i, &seat, &name)) return false;
        auto c = parseCard(name.toStdString());
        if (!c || !isBeloteRank(rankOf(*c))) return fail(QStringLiteral("belote %1: not a king or queen").arg(i + 1));
        beloteAnnounced_[int(seat)] |= 1u << int(suitOf(*c));
        if (seat != seat_) {
            known_[int(seat)].insert(makeCard(suitOf(*c), Rank::King));
            known_[int(seat)].insert(makeCard(suitOf(*c), Rank::Queen));
        }
    }
    return true;
}

bool ViewReader::readDeclarations()
{
    const QJsonArray list = field("declarations").toArray();
    if (!list.isEmpty() && !rules_.annonces) return fail(QStringLiteral("declarations: annonces are off"));
    for (qsizetype i = 0; i < list.size(); ++i) {
        Seat seat{};
        QString rest;
        if (!seatWord(list[i], "declarations", i, &seat, &rest)) return false;
        const QStringList parts = rest.split(QLatin1Char(':'));
        auto kind = parseDeclarationKind(parts[0].toStdString());
        if (!kind || parts.size() > 2 || listed_[int(seat)].size() == 2)
            return fail(QStringLiteral("declarations %1: not a declaration").arg(i + 1));
        ViewDeclaration d{*kind, std::nullopt};
        if (parts.size() == 2) {
            d.full = parseDeclaration(rest.toStdString());
            if (!d.full) return fail(QStringLiteral("declarations %1: not a declaration").arg(i + 1));
        } else if (seat == seat_) {
            return fail(QStringLiteral("declarations %1: the seat's own declaration without its height").arg(i + 1));
        }
        listed_[int(seat)].push_back(d);
    }
    return true;
}

bool ViewReader::readShown()
{
    const QJsonObject shown = field("shown").toObject();
    for (auto it = shown.begin(); it != shown.end(); ++it) {
        auto seat = parseSeat(it.key().toStdString());
        if (!seat) return fail(QStringLiteral("shown: not a seat"));
        const QJsonArray cards = it.value().toArray();
        for (qsizetype i = 0; i < cards.size(); ++i) {
            auto c = parseCard(cards[i].toString().toStdString());
            if (!c) return fail(QStringLiteral("shown: %1 card %2 is not a card").arg(letter(*seat)).arg(i + 1));
            shown_[int(*seat)].insert(*c);
        }
        hasShown_[int(*seat)] = !shown_[int(*seat)].empty();
        if (*seat != seat_) known_[int(*seat)] |= shown_[int(*seat)];
    }
    return true;
}

// Deals the cards the seat has not seen to the other seats, each up to its hand size: a
// matching of cards to places (Kuhn's augmenting paths), first under what the play shows
// (suits not followed, a king or queen of trump played without belote), then, for a VIEW
// that no deal fits, without.
bool ViewReader::dealHiddenCards()
{
    CardSet all;
    for (int s = 0; s < kSeats; ++s) {
        if ((all & known_[s]).bits()) {
            const Card twice = (all & known_[s]).first();
            return fail(QStringLiteral("%1 is seen in two places").arg(qs(cardName(twice))));
        }
        all |= known_[s];
    }
    if (retourne_ && !callsOver_) {
        if (all.contains(*retourne_)) return fail(QStringLiteral("retourne: also in a hand"));
        all.insert(*retourne_);
    }
    const CardSet pool = CardSet::all() - all;

    std::array<CardSet, 4> forbidden{};
    for (std::size_t i = 0; i < play_.size(); ++i) {
        const Suit led = suitOf(play_[i - i % 4].second);
        if (suitOf(play_[i].second) != led) forbidden[int(play_[i].first)] |= CardSet::suit(led);
    }
    if (callsOver_) {
        const unsigned trumps = trumpSuits(called_.contract()->strain);
        for (const auto& [seat, card] : play_) {
            const Suit su = suitOf(card);
            if (!isBeloteRank(rankOf(card)) || !(trumps >> int(su) & 1u) ||
                (beloteAnnounced_[int(seat)] >> int(su) & 1u))
                continue;
            forbidden[int(seat)].insert(beloteMate(card));
        }
    }

    std::vector<Seat> places;  // one per card still to deal
    for (int s = 0; s < kSeats; ++s) {
        hands_[s] = known_[s];
        if (Seat(s) == seat_) continue;
        const int need = handSize_ - known_[s].size();
        if (need < 0) return fail(QStringLiteral("%1 has more than %2 cards").arg(letter(Seat(s))).arg(handSize_));
        for (int k = 0; k < need; ++k) places.push_back(Seat(s));
    }
    if (int(places.size()) > pool.size()) return fail(QStringLiteral("too few unseen cards for the other hands"));

    for (const bool constrained : {true, false}) {
        std::array<int, kCards> placeOf;  // card -> index in places, or -1
        placeOf.fill(-1);
        std::array<bool, kCards> visited{};
        std::function<bool(int)> place = [&](int p) {
            const Seat s = places[std::size_t(p)];
            for (Card c : pool) {
                if (visited[c] || (constrained && forbidden[int(s)].contains(c))) continue;
                visited[c] = true;
                if (placeOf[c] < 0 || place(placeOf[c])) {
                    placeOf[c] = p;
                    return true;
                }
            }
            return false;
        };
        bool ok = true;
        for (int p = 0; p < int(places.size()) && ok; ++p) {
            visited.fill(false);
            ok = place(p);
        }
        if (!ok) continue;
        for (Card c : pool)
            if (placeOf[c] >= 0) hands_[int(places[std::size_t(placeOf[c])])].insert(c);
        return true;
    }
    return fail(QStringLiteral("the unseen cards cannot fill the other hands"));
}

// The declarations each seat made, as Deal is to be told them. Known ones in full are found
// among the choices of the cards they come from (so a cent has its true length); another
// seat's SEAT:KIND is made the weakest of its kind, which loses to the side the VIEW shows
// as winning; when the VIEW says the declarations were resolved with nobody winning, the
// lower side's best is raised to tie.
bool ViewReader::chooseDeclarations()
{
    if (!callsOver_) return true;
    const Strain strain = called_.contract()->strain;
    std::array<std::vector<std::size_t>, 4> madeUp{};  // indices of entries made up, by seat
    for (int s = 0; s < kSeats; ++s) {
        const auto& listed = listed_[s];
        if (listed.empty()) continue;
        const CardSet from = Seat(s) == seat_ ? known_[s] : shown_[s];
        bool found = false;
        for (const DeclarationSet& choice : declarationChoices(from, strain)) {
            std::vector<std::string> a, b;
            for (const Declaration& d : choice) a.push_back(d.name());
            for (const ViewDeclaration& d : listed) b.push_back(d.full ? d.full->name() : std::string());
            std::sort(a.begin(), a.end());
            std::sort(b.begin(), b.end());
            if (!choice.empty() && a == b) {
                declared_[s] = choice;
                found = true;
                break;
            }
        }
        if (found) continue;
        if (Seat(s) == seat_)
            return fail(QStringLiteral("declarations: %1 does not hold what it declared").arg(letter(seat_)));
        for (std::size_t i = 0; i < listed.size(); ++i) {
            if (listed[i].full) {
                declared_[s].add(*listed[i].full);
            } else {
                declared_[s].add(declarationsOfKind(listed[i].kind, strain).front());
                madeUp[s].push_back(i);
            }
        }
    }

    if (play_.size() < 5) return true;  // not resolved yet
    bool anyShown = false;
    for (bool b : hasShown_) anyShown = anyShown || b;
    if (anyShown || declarationWinner(declared_, strain) == std::nullopt) return true;
    // Resolved, nobody won, yet the declarations made up give a winner: tie them.
    const Team high = *declarationWinner(declared_, strain);
    const Declaration* top = nullptr;
    for (int s = 0; s < kSeats; ++s)
        if (teamOf(Seat(s)) == high && !declared_[s].empty() &&
            (!top || compareDeclarations(declared_[s].best(strain), *top, strain) > 0))
            top = &declared_[s].best(strain);
    const Declaration target = *top;
    for (int s = 0; s < kSeats; ++s) {
        if (teamOf(Seat(s)) == high) continue;
        for (std::size_t i : madeUp[s]) {
            if (declared_[s].items[i].kind != target.kind) continue;
            for (const Declaration& d : declarationsOfKind(target.kind, strain))
                if (compareDeclarations(d, target, strain) == 0) {
                    declared_[s].items[i] = d;
                    return true;
                }
        }
    }
    return true;  // no tie possible: the VIEW does not fit a deal; keep the nearest
}

bool ViewReader::replay()
{
    deal_ = Deal::fromHands(rules_, dealer_, hands_, retourne_);
    for (const auto& [seat, call] : calls_) deal_.makeCall(seat, call);
    for (std::size_t i = 0; i < play_.size(); ++i) {
        const auto [seat, card] = play_[i];
        const QString where = QStringLiteral("play %1 (%2:%3): ").arg(i + 1).arg(letter(seat), qs(cardName(card)));
        if (deal_.phase() != Phase::Play) return fail(where + QStringLiteral("the deal is over"));
        if (seat != deal_.toAct())
            return fail(where + QStringLiteral("out of turn, %1 to play").arg(letter(deal_.toAct())));
        if (i < 4 && rules_.annonces) {
            if (!listed_[int(seat)].empty()) deal_.declare(declared_[int(seat)]);
            else if (deal_.declarationPending()) deal_.declare(DeclarationSet{});
        }
        if (seat == seat_)
            if (const std::string why = deal_.whyIllegalCard(card); !why.empty()) return fail(where + qs(why));
        deal_.playCard(card);
    }
    if (deal_.phase() == Phase::Play && deal_.toAct() == seat_ && !listed_[int(seat_)].empty() &&
        !deal_.hasDeclared(seat_))
        deal_.declare(declared_[int(seat_)]);
    return true;
}

bool ViewReader::readGame()
{
    const QJsonObject scores = field("scores").toObject();
    game_.scores = {scores.value(QStringLiteral("NS")).toInt(), scores.value(QStringLiteral("EW")).toInt()};
    game_.target = field("target").toInt();
    return true;
}

std::optional<ViewedDeal> ViewReader::read(std::string* why)
{
    const bool ok = readHeader() && readCalls() && readPlay() && readBelote() && readDeclarations() && readShown() &&
                    dealHiddenCards() && chooseDeclarations() && replay() && readGame();
    if (!ok) {
        *why = error_;
        return std::nullopt;
    }
    return ViewedDeal{deal_, seat_, game_};
}

}  // namespace

std::optional<ViewedDeal> dealFromView(const QJsonObject& view, std::string* why) { return ViewReader(view).read(why); }

}  // namespace belote
