#include "app/controller/dealdraft.h"

#include "ai/levels.h"
#include "app/controller/gametext.h"
#include "engine/dealset.h"
#include "engine/record.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

using namespace belote;

namespace {

// The words of this file, in the "DealDraft" context of the translations.
struct DealDraftText {
    Q_DECLARE_TR_FUNCTIONS(DealDraft)
};

}  // namespace

namespace rebelote {

namespace {

enum Field { RetourneField = 4, RestField = 5 };

// "nine", "one": a number of cards in words (a card is feminine in French), digits past twelve
// (and for none, which each line says in its own words).
QString numberWord(int n)
{
    static const char* const words[] = {
        QT_TRANSLATE_NOOP("DealDraft", "one"),    QT_TRANSLATE_NOOP("DealDraft", "two"),
        QT_TRANSLATE_NOOP("DealDraft", "three"),  QT_TRANSLATE_NOOP("DealDraft", "four"),
        QT_TRANSLATE_NOOP("DealDraft", "five"),   QT_TRANSLATE_NOOP("DealDraft", "six"),
        QT_TRANSLATE_NOOP("DealDraft", "seven"),  QT_TRANSLATE_NOOP("DealDraft", "eight"),
        QT_TRANSLATE_NOOP("DealDraft", "nine"),   QT_TRANSLATE_NOOP("DealDraft", "ten"),
        QT_TRANSLATE_NOOP("DealDraft", "eleven"), QT_TRANSLATE_NOOP("DealDraft", "twelve")};
    return n >= 1 && n <= 12 ? DealDraftText::tr(words[n - 1]) : QString::number(n);
}

// "nine cards", "one card".
QString cardsWords(int n)
{
    // The number in words (%1), the noun's form by the number (English's in rebelote_en.ts).
    return DealDraftText::tr("%1 cards", "", n).arg(numberWord(n));
}

QString capitalised(QString s)
{
    if (!s.isEmpty()) s[0] = s[0].toUpper();
    return s;
}

QStringList words(const QString& text)
{
    static const QRegularExpression separators(QStringLiteral("[\\s,;]+"));
    return text.split(separators, Qt::SkipEmptyParts);
}

// A call typed in the record's words or in French ("passe", "prends", "contre"), the suit
// as a letter or a sign.
std::optional<Call> parseCallWord(const QString& typed, const Deal& deal)
{
    QString w = typed.toLower();
    static const std::pair<const char*, const char*> french[] = {
        {"passe", "pass"},           {"prends", "take"}, {"prend", "take"}, {"contre", "coinche"},
        {"surcontre", "surcoinche"}, {"sa", "nt"},       {"ta", "at"}};
    for (const auto& [fr, en] : french)
        if (w == QLatin1String(fr)) w = QLatin1String(en);
    const QString signs[] = {QStringLiteral("♠"), QStringLiteral("♥"), QStringLiteral("♦"), QStringLiteral("♣")};
    for (int s = 0; s < kSuits; ++s) w.replace(signs[s], QString(QChar::fromLatin1(suitLetter(Suit(s)))).toLower());
    // The record's words: lower-case words, upper-case strains (80H, capotS, NT).
    if (w != QLatin1String("pass") && w != QLatin1String("take") && w != QLatin1String("coinche") &&
        w != QLatin1String("surcoinche")) {
        const int head =
            w.startsWith(QLatin1String("capot")) ? 5 : int(w.indexOf(QRegularExpression(QStringLiteral("[a-z]"))));
        if (head >= 0) w = w.left(head) + w.mid(head).toUpper();
    }
    return parseCall(w.toStdString(), deal.rules().isClassic(), deal.retourneSuit());
}

std::optional<Seat> parseSeatWord(const QString& w)
{
    const QString u = w.toUpper();
    if (u == QLatin1String("O")) return Seat::West;  // Ouest
    return parseSeat(u.toStdString());
}

}  // namespace

DealDraft::DealDraft(const Rules& rules) : rules_(rules) {}

void DealDraft::setRules(const Rules& rules)
{
    rules_ = rules;
    if (!hasRetourne()) {
        retourne_.reset();
        typedProblem_[RetourneField].clear();
        typedProblem_[RestField].clear();
        restOrder_.clear();
    }
}

int DealDraft::handSize() const { return rules_.isClassic() ? 5 : 8; }

DealDraft::Place DealDraft::placeOf(Card c) const
{
    for (int s = 0; s < kSeats; ++s)
        if (hands_[s].contains(c)) return Place(s);
    return retourne_ == c ? Place::Retourne : Place::Pack;
}

void DealDraft::place(Card c, Place where)
{
    for (CardSet& h : hands_) h.erase(c);
    if (retourne_ == c) retourne_.reset();
    if (where == Place::Retourne) {
        if (hasRetourne()) retourne_ = c;
    } else if (where != Place::Pack) {
        hands_[int(where)].insert(c);
    }
}

void DealDraft::clearCards()
{
    hands_ = {};
    retourne_.reset();
    restOrder_.clear();
    for (QString& p : typedProblem_) p.clear();
}

bool DealDraft::parseCards(const QString& text, std::vector<Card>* cards, QString* bad) const
{
    for (const QString& w : words(text)) {
        const std::optional<Card> c = parseCardWord(w);
        if (!c) {
            *bad = w;
            return false;
        }
        cards->push_back(*c);
    }
    return true;
}

bool DealDraft::setHandText(Seat s, const QString& text)
{
    std::vector<Card> cards;
    QString bad;
    QString& problem = typedProblem_[int(s)];
    if (!parseCards(text, &cards, &bad)) {
        problem = DealDraftText::tr("%1's hand: “%2” is not a card (write JH or V♥, 10S or 10♠)").arg(seatWord(s), bad);
        return false;
    }
    CardSet hand;
    for (Card c : cards) {
        if (hand.contains(c)) {
            problem = capitalised(DealDraftText::tr("%1 is twice in %2's hand").arg(cardWords(c), seatWord(s)));
            return false;
        }
        hand.insert(c);
    }
    problem.clear();
    hands_[int(s)] = hand;
    return true;
}

bool DealDraft::setRetourneText(const QString& text)
{
    std::vector<Card> cards;
    QString bad;
    QString& problem = typedProblem_[RetourneField];
    if (!parseCards(text, &cards, &bad) || cards.size() > 1) {
        problem = cards.size() > 1
                      ? DealDraftText::tr("The retourne is one card")
                      : DealDraftText::tr("Retourne: “%1” is not a card (write JH or V♥, 10S or 10♠)").arg(bad);
        return false;
    }
    problem.clear();
    retourne_.reset();
    if (!cards.empty()) retourne_ = cards.front();
    return true;
}

bool DealDraft::setRestText(const QString& text)
{
    std::vector<Card> cards;
    QString bad;
    QString& problem = typedProblem_[RestField];
    if (!parseCards(text, &cards, &bad)) {
        problem = DealDraftText::tr("Rest of the pack: “%1” is not a card (write JH or V♥, 10S or 10♠)").arg(bad);
        return false;
    }
    problem.clear();
    restOrder_ = cards;
    return true;
}

namespace {

// Cards as typed: "JH 9H" or in the game's words, "J♥ 9♥" ("V♥ 9♥" in French).
template <typename Cards>
QString cardsText(const Cards& cards, bool gameWords)
{
    QStringList out;
    for (Card c : cards) out << (gameWords ? cardShort(c) : QString::fromStdString(cardName(c)));
    return out.join(QLatin1Char(' '));
}

}  // namespace

QString DealDraft::handText(Seat s, bool gameWords) const { return cardsText(hands_[int(s)], gameWords); }

QString DealDraft::restText(bool gameWords) const { return cardsText(rest(), gameWords); }

std::vector<Card> DealDraft::rest() const
{
    std::vector<Card> out;
    if (!hasRetourne()) return out;
    CardSet taken;
    for (const CardSet& h : hands_) taken |= h;
    if (retourne_) taken.insert(*retourne_);
    for (Card c : restOrder_)
        if (!taken.contains(c)) {
            out.push_back(c);
            taken.insert(c);
        }
    for (Card c : CardSet::all() - taken) out.push_back(c);
    return out;
}

std::optional<Card> DealDraft::parseCardWord(const QString& typed)
{
    const QString w = typed.trimmed().toUpper();
    if (w.size() < 2) return std::nullopt;
    std::optional<Rank> rank;
    int suitAt = 1;
    if (w.startsWith(QLatin1String("10"))) {
        rank = Rank::Ten;
        suitAt = 2;
    } else {
        const char r = w[0].toLatin1();
        const char french[] = {'V', 'D', 'R'};  // valet, dame, roi
        const Rank frenchRanks[] = {Rank::Jack, Rank::Queen, Rank::King};
        for (int i = 0; i < 3; ++i)
            if (r == french[i]) rank = frenchRanks[i];
        if (!rank) rank = parseRank(r);
    }
    if (!rank || w.size() != suitAt + 1) return std::nullopt;
    const QChar s = w[suitAt];
    std::optional<Suit> suit = parseSuit(s.toLatin1());
    const QString signs = QStringLiteral("♠♥♦♣♤♡♢♧");
    if (const qsizetype i = signs.indexOf(s); i >= 0) suit = Suit(i % 4);
    if (!suit) return std::nullopt;
    return makeCard(*suit, *rank);
}

QString DealDraft::cardsProblem() const
{
    for (const QString& p : typedProblem_)
        if (!p.isEmpty()) return p;
    int placed = retourne_ ? 1 : 0;
    for (const CardSet& h : hands_) placed += h.size();
    if (placed > kCards) return DealDraftText::tr("%1 cards are placed: the pack has 32").arg(placed);
    for (int c = 0; c < kCards; ++c) {
        std::vector<Seat> holders;
        for (int s = 0; s < kSeats; ++s)
            if (hands_[s].contains(Card(c))) holders.push_back(Seat(s));
        if (holders.size() > 1) return capitalised(DealDraftText::tr("%1 is in two hands").arg(cardWords(Card(c))));
        if (!holders.empty() && retourne_ == Card(c))
            return DealDraftText::tr("The retourne cannot be in a hand: %1 is in %2's hand")
                .arg(cardWords(Card(c)), seatWord(holders[0]));
    }
    const int size = handSize();
    for (int s = 0; s < kSeats; ++s)
        if (hands_[s].size() > size)
            return DealDraftText::tr("%1 has %2, %3 too many")
                .arg(seatWord(Seat(s)), cardsWords(hands_[s].size()), numberWord(hands_[s].size() - size));
    for (int s = 0; s < kSeats; ++s) {
        const int n = hands_[s].size();
        if (n == 0)
            return DealDraftText::tr("%1 has no cards: %2 more to place").arg(seatWord(Seat(s)), numberWord(size));
        if (n < size)
            return DealDraftText::tr("%1 has %2: %3 more to place")
                .arg(seatWord(Seat(s)), cardsWords(n), numberWord(size - n));
    }
    if (hasRetourne() && !retourne_) return DealDraftText::tr("Turn up the retourne: choose its card");
    if (!dealer_) return DealDraftText::tr("Choose the dealer");
    return {};
}

std::optional<Deal> DealDraft::dealt() const
{
    if (!cardsReady()) return std::nullopt;
    int n = 0;
    const DealPattern pattern = DealPattern::patternsFor(rules_, &n)[0];
    std::vector<Card> rest;
    if (hasRetourne()) {
        rest.push_back(*retourne_);
        for (Card c : this->rest()) rest.push_back(c);
    }
    const std::optional<std::array<Card, 32>> deck = deckFor(*dealer_, pattern, hands_, rest);
    if (!deck) return std::nullopt;  // never once the cards are ready
    return Deal::fromDeck(rules_, *dealer_, *deck, pattern);
}

bool DealDraft::addToSet(const QByteArray& file, const QString& name, QByteArray* out, QString* why) const
{
    const std::optional<Deal> deal = dealt();
    if (!deal) {
        *why = problem();
        return false;
    }
    DealSet set;
    if (file.trimmed().isEmpty()) {
        set.name = name;
        set.rules = rules_;
    } else {
        Checked<DealSet> read = readDealSet(file);
        if (!read) {
            *why = DealDraftText::tr("The file is not a deal set: %1").arg(read.error);
            return false;
        }
        set = std::move(*read.value);
        if (set.kind != SetKind::Given) {
            *why = DealDraftText::tr("This set is dealt from a seed or a day: a deal set up cannot join it");
            return false;
        }
        if (set.played()) {
            *why = DealDraftText::tr("This file holds a player's deals, not a set to play");
            return false;
        }
        if (!(set.rules == rules_)) {
            *why =
                DealDraftText::tr("The set plays %1, this deal %2").arg(rulesSummary(set.rules), rulesSummary(rules_));
            return false;
        }
    }
    SetDeal added;
    added.dealt = *deal;
    set.deals.push_back(std::move(added));
    *out = writeDealSet(set);
    return true;
}

QString DealDraft::movesProblem(std::optional<Deal>* out) const
{
    std::optional<Deal> start = dealt();
    if (!start) return cardsProblem();
    Deal d = *start;
    const QStringList typed = words(movesText_);
    for (int i = 0; i < typed.size(); ++i) {
        const QString& token = typed[i];
        QString word = token;
        std::optional<Seat> said;
        if (const qsizetype colon = token.indexOf(QLatin1Char(':')); colon > 0) {
            said = parseSeatWord(token.left(colon));
            if (!said)
                return DealDraftText::tr("Move %1 (%2): “%3” is not a seat (S, E, N, W)")
                    .arg(i + 1)
                    .arg(token, token.left(colon));
            word = token.mid(colon + 1);
        }
        if (d.phase() == Phase::Done) return DealDraftText::tr("Move %1 (%2): the deal is over").arg(i + 1).arg(token);
        Decision p = d.pending();
        if (p.kind == DecisionKind::OutOfTurnCoinche) {
            const std::optional<Call> c = parseCallWord(word, d);
            if (c == Call::coinche() && (!said || *said == p.seat)) {
                d.makeCall(p.seat, *c);
                continue;
            }
            d.declineOutOfTurnCoinche();
            p = d.pending();
        }
        const QString seat = seatWord(p.seat);
        if (d.phase() == Phase::Calls) {
            const std::optional<Call> c = parseCallWord(word, d);
            if (!c) return DealDraftText::tr("Move %1 (%2): not a call; %3 is to call").arg(i + 1).arg(token, seat);
            if (said && *said != p.seat)
                return DealDraftText::tr("Move %1 (%2): it is %3's turn to call").arg(i + 1).arg(token, seat);
            if (!d.whyIllegalCall(p.seat, *c).empty())
                return DealDraftText::tr("Move %1 (%2): %3 cannot call that now").arg(i + 1).arg(token, seat);
            d.makeCall(p.seat, *c);
            continue;
        }
        const std::optional<Card> c = parseCardWord(word);
        if (!c) return DealDraftText::tr("Move %1 (%2): not a card; %3 is to play").arg(i + 1).arg(token, seat);
        if (said && *said != p.seat)
            return DealDraftText::tr("Move %1 (%2): it is %3's turn to play").arg(i + 1).arg(token, seat);
        if (!d.hand(p.seat).contains(*c))
            return DealDraftText::tr("Move %1 (%2): %3 does not hold %4").arg(i + 1).arg(token, seat, cardWords(*c));
        if (const CardRefusal why = d.cardRefusal(*c))
            return DealDraftText::tr("Move %1 (%2), %3: %4").arg(i + 1).arg(token, seat, refusalText(why));
        d.playCard(*c);  // a declaration waiting is made as the best combination
    }
    *out = d;
    return {};
}

QString DealDraft::problem() const
{
    std::optional<Deal> d;
    return movesProblem(&d);
}

std::optional<Deal> DealDraft::played() const
{
    std::optional<Deal> d;
    movesProblem(&d);
    return d;
}

QJsonObject DealDraft::record() const
{
    const std::optional<Deal> d = played();
    return d ? writeRecord(*d) : QJsonObject();
}

bool DealDraft::finished() const
{
    const std::optional<Deal> d = played();
    return d && d->phase() == Phase::Done;
}

QJsonObject DealDraft::playedOut(const QString& level, std::uint64_t seed) const
{
    std::optional<Deal> d = played();
    if (!d) return {};
    std::array<std::unique_ptr<Player>, kSeats> players;
    Player* seats[kSeats] = {};
    for (int s = 0; s < kSeats; ++s) {
        players[s] = makeLevelPlayer(level.toStdString(), seed + std::uint64_t(s));
        if (!players[s]) return {};
        seats[s] = players[s].get();
    }
    try {
        if (d->phase() != Phase::Done) playOut(*d, seats);
    } catch (const std::runtime_error&) {
        return {};  // never from the game's own players
    }
    return writeRecord(*d);
}

}  // namespace rebelote
