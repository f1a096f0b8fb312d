// Helpers shared by the rule tests: cards, hands, decks and rule sets written in the
// notation of RULES.md §1 ("JH 9H AH", "S", "coinche litige=down"), a call runner for
// "E:pass N:80H" sequences, and a reference implementation of the play rules written
// straight from RULES.md §5 (lists and rank strings, no CardSet bit tricks) to check
// CardPlay::legalCards against.
#pragma once

#include "engine/card.h"
#include "engine/deal.h"
#include "engine/rules.h"
#include "engine/trick.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <vector>

namespace testutil {

using namespace belote;

// A typo in a test row is a bug in the test: stop at once and say where.
[[noreturn]] inline void badRow(const QString& what) { qFatal("test data: %s", qPrintable(what)); }

inline Card card(const QString& name)
{
    auto c = parseCard(name.toStdString());
    if (!c) badRow("bad card \"" + name + "\"");
    return *c;
}

inline std::vector<Card> cardList(const QString& names)
{
    std::vector<Card> out;
    for (const QString& w : names.split(QLatin1Char(' '), Qt::SkipEmptyParts)) out.push_back(card(w));
    return out;
}

// "JH 9H AH" -> the set; each card once.
inline CardSet hand(const QString& names)
{
    CardSet s;
    for (Card c : cardList(names)) {
        if (s.contains(c)) badRow("card twice in \"" + names + "\"");
        s.insert(c);
    }
    return s;
}

inline QString str(CardSet s) { return QString::fromStdString(toString(s)); }

inline Seat seat(const QString& letter)
{
    auto s = parseSeat(letter.toStdString());
    if (!s) badRow("bad seat \"" + letter + "\"");
    return *s;
}

inline Team team(const QString& name)
{
    if (name == QLatin1String("NS")) return Team::NS;
    if (name == QLatin1String("EW")) return Team::EW;
    badRow("bad team \"" + name + "\"");
}

inline Strain strain(const QString& name)
{
    auto s = parseStrain(name.toStdString());
    if (!s) badRow("bad strain \"" + name + "\"");
    return *s;
}

// "coinche", "classic sansToutAtout=true", "coinche litige=down rounding=false target=500",
// "classic toutAtoutPoints=scaled": a preset and options, read by Rules::fromJson.
inline Rules rules(const QString& spec)
{
    const QStringList words = spec.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty()) badRow("empty rules");
    QJsonObject o;
    o.insert(QStringLiteral("preset"), words.first());
    for (int i = 1; i < words.size(); ++i) {
        const QStringList kv = words[i].split(QLatin1Char('='));
        if (kv.size() != 2) badRow("bad option \"" + words[i] + "\"");
        bool isInt = false;
        const int n = kv[1].toInt(&isInt);
        if (isInt) o.insert(kv[0], n);
        else if (kv[1] == QLatin1String("true") || kv[1] == QLatin1String("false"))
            o.insert(kv[0], kv[1] == QLatin1String("true"));
        else o.insert(kv[0], kv[1]);
    }
    QString error;
    auto r = Rules::fromJson(o, &error);
    if (!r) badRow(spec + ": " + error);
    return *r;
}

// 32 cards, top first.
inline std::array<Card, 32> deck(const QString& names)
{
    const auto list = cardList(names);
    if (list.size() != 32 || hand(names).size() != 32) badRow("not a 32-card deck: " + names);
    std::array<Card, 32> out{};
    std::copy(list.begin(), list.end(), out.begin());
    return out;
}

// The cards in number order: 7S 8S … AS 7H … AC.
inline std::array<Card, 32> orderedDeck()
{
    std::array<Card, 32> out{};
    for (int i = 0; i < 32; ++i) out[i] = Card(i);
    return out;
}

inline DealPattern pattern(const QString& dashes)  // "3-2", "3-3-2"
{
    DealPattern p;
    for (const QString& part : dashes.split(QLatin1Char('-'))) p.parts[p.count++] = std::uint8_t(part.toInt());
    return p;
}

// Four hands "S: … | E: … | N: … | W: …" in that seat order, checked to be a partition
// of the 32 cards when `full`.
inline std::array<CardSet, 4> hands(const QString& s, const QString& e, const QString& n, const QString& w,
                                    bool full = true)
{
    std::array<CardSet, 4> out{hand(s), hand(e), hand(n), hand(w)};
    CardSet all;
    for (const CardSet& h : out) {
        if (!(all & h).empty()) badRow("a card in two hands: " + str(all & h));
        all |= h;
    }
    if (full && all != CardSet::all()) badRow("hands miss " + str(CardSet::all() - all));
    return out;
}

// A coinche deck that deals these hands (S E N W, a partition of the 32 cards) 3-3-2 from
// the dealer's right, each seat its cards in the order written.
inline std::array<Card, 32> coincheDeck(Seat dealer, const QStringList& hands)
{
    testutil::hands(hands[0], hands[1], hands[2], hands[3]);  // a partition of the 32 cards
    std::array<std::vector<Card>, 4> lists;
    for (int s = 0; s < kSeats; ++s) lists[s] = cardList(hands[s]);
    std::array<Card, 32> out{};
    int idx = 0;
    std::array<std::size_t, 4> used{};
    for (int part : {3, 3, 2})
        for (int k = 1; k <= kSeats; ++k) {
            const int s = int(nextSeat(dealer, k));
            for (int i = 0; i < part; ++i) out[std::size_t(idx++)] = lists[s][used[s]++];
        }
    return out;
}

// Runs "E:pass N:80H W:coinche" on `deal`. Returns 0 when every call was legal (and made),
// else the 1-based position of the first call refused by whyIllegalCall (not made).
inline int runCalls(Deal& deal, const QString& calls, std::string* why = nullptr)
{
    const QStringList list = calls.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < list.size(); ++i) {
        const QStringList sc = list[i].split(QLatin1Char(':'));
        if (sc.size() != 2) badRow("bad call \"" + list[i] + "\"");
        const std::optional<Suit> ret = deal.retourne() ? std::optional<Suit>(suitOf(*deal.retourne())) : std::nullopt;
        auto call = parseCall(sc[1].toStdString(), deal.rules().isClassic(), ret);
        if (!call) badRow("unreadable call \"" + list[i] + "\"");
        const std::string reason = deal.whyIllegalCall(seat(sc[0]), *call);
        if (!reason.empty()) {
            if (why) *why = reason;
            return i + 1;
        }
        deal.makeCall(seat(sc[0]), *call);
    }
    return 0;
}

// "E H 80 x2": taker, strain, value (0 in classic), coinche; or "passed" / "open W"
// (calls go on, W to act).
inline QString callState(const Deal& d)
{
    if (d.passed()) return QStringLiteral("passed");
    if (d.phase() == Phase::Calls) return QStringLiteral("open ") + QLatin1Char(seatLetter(d.toAct()));
    const Contract c = *d.contract();
    return QStringLiteral("%1 %2 %3 x%4")
        .arg(QLatin1Char(seatLetter(c.taker)))
        .arg(QLatin1String(strainName(c.strain)))
        .arg(c.value == kCapotBid ? QStringLiteral("capot") : QString::number(c.value))
        .arg(c.coinche);
}

// ---------------------------------------------------------------------------------------
// Reference play rules, written from RULES.md §1 and §5 with rank strings and card lists.

inline bool refIsTrump(Card c, Strain st)
{
    if (st == Strain::AllTrump) return true;
    if (st == Strain::NoTrump) return false;
    return int(suitOf(c)) == int(st);
}

// Higher is stronger, within one suit.
inline int refStrength(Card c, Strain st)
{
    static const std::string trumpOrder = "78QKTA9J", plainOrder = "789JQKTA";  // weakest first
    const char r = rankLetter(rankOf(c));
    return int((refIsTrump(c, st) ? trumpOrder : plainOrder).find(r));
}

inline int refPoints(Card c, Strain st, bool scaledToutAtout = false)
{
    static const std::string ranks = "789TJQKA";
    static const int trump[] = {0, 0, 14, 10, 20, 3, 4, 11}, plain[] = {0, 0, 0, 10, 2, 3, 4, 11},
                     sansAtout[] = {0, 0, 0, 10, 2, 3, 4, 19}, toutAtout[] = {0, 0, 9, 5, 13, 2, 3, 6};
    const auto i = ranks.find(rankLetter(rankOf(c)));
    if (st == Strain::NoTrump) return sansAtout[i];
    if (st == Strain::AllTrump) return scaledToutAtout ? trump[i] : toutAtout[i];
    return refIsTrump(c, st) ? trump[i] : plain[i];
}

// Index in `trick` of the card holding it: the highest trump, else the highest card of the
// suit led.
inline int refTrickWinner(const std::vector<Card>& trick, Strain st)
{
    int best = 0;
    for (int i = 1; i < int(trick.size()); ++i) {
        const Card b = trick[best], c = trick[i];
        const bool beats =
            suitOf(c) == suitOf(b) ? refStrength(c, st) > refStrength(b, st) : refIsTrump(c, st) && !refIsTrump(b, st);
        if (beats) best = i;
    }
    return best;
}

// The cards of `hand` one may play on `trick` (cards in the order played).
inline std::vector<Card> refLegal(const std::vector<Card>& hand, const std::vector<Card>& trick, Strain st,
                                  bool mustUndertrump)
{
    if (trick.empty()) return hand;
    const Card led = trick.front();
    auto filter = [&](auto pred) {
        std::vector<Card> out;
        for (Card c : hand)
            if (pred(c)) out.push_back(c);
        return out;
    };
    // Rule 1 and 2: follow; in a trump suit go over the highest card of that suit.
    const auto follow = filter([&](Card c) { return suitOf(c) == suitOf(led); });
    if (!follow.empty()) {
        if (!refIsTrump(led, st)) return follow;
        int highest = -1;
        for (Card t : trick)
            if (suitOf(t) == suitOf(led)) highest = std::max(highest, refStrength(t, st));
        const auto over = filter([&](Card c) { return suitOf(c) == suitOf(led) && refStrength(c, st) > highest; });
        return over.empty() ? follow : over;
    }
    // Rule 4: no trump to play at Sans Atout; at Tout Atout another suit never wins.
    if (st == Strain::NoTrump || st == Strain::AllTrump) return hand;
    // Rule 3: partner holds the trick (partner played two cards before us).
    const int n = int(trick.size());
    if (n >= 2 && refTrickWinner(trick, st) == n - 2) return hand;
    const auto trumps = filter([&](Card c) { return refIsTrump(c, st); });
    if (trumps.empty()) return hand;
    int highestTrump = -1;
    for (Card t : trick)
        if (refIsTrump(t, st)) highestTrump = std::max(highestTrump, refStrength(t, st));
    if (highestTrump < 0) return trumps;
    const auto over = filter([&](Card c) { return refIsTrump(c, st) && refStrength(c, st) > highestTrump; });
    if (!over.empty()) return over;
    return mustUndertrump ? trumps : hand;
}

inline CardSet setOf(const std::vector<Card>& cards)
{
    CardSet s;
    for (Card c : cards) s.insert(c);
    return s;
}

inline std::vector<Card> listOf(CardSet s) { return std::vector<Card>(s.begin(), s.end()); }

}  // namespace testutil
