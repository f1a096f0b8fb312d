#include "app/controller/bidtext.h"

#include "app/controller/gametext.h"
#include "engine/scoring.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <vector>

namespace rebelote {

using namespace belote;

namespace {

struct BidText {
    Q_DECLARE_TR_FUNCTIONS(BidText)
};

QString valueText(int value, Strain strain)
{
    if (value == kCapotBid) return BidText::tr("capot %1").arg(strainText(strain));
    return BidText::tr("%1 %2", "a bid's value and strain").arg(value).arg(strainText(strain));
}

// One strain's count as the promise says it.
QString ownText(CountRange r, Strain s)
{
    const QString sym = strainText(s);
    if (r.min == r.max)
        return BidText::tr("a count of %1 in %2 (worth %3)").arg(r.min).arg(sym).arg(levelOfSteps(r.min, s));
    if (r.max >= CountRange::kAny) return BidText::tr("a count of %1 or more in %2").arg(r.min).arg(sym);
    if (r.min <= 0) return BidText::tr("not worth %1 in %2").arg(levelOfSteps(r.max + 1, s)).arg(sym);
    return BidText::tr("a count of %1 to %2 in %3").arg(r.min).arg(r.max).arg(sym);
}

QString kindText(const BidMeaning& m)
{
    switch (m.kind) {
    case BidKind::Opening: return BidText::tr("an opening");
    case BidKind::Overcall: return BidText::tr("an overcall");
    case BidKind::NewStrain: return BidText::tr("another suit for the side");
    case BidKind::Raise: {
        const QString by = m.support.min == m.support.max || m.support.max >= CountRange::kAny
                               ? BidText::tr("+%1").arg(10 * m.support.min)
                               : BidText::tr("+%1 to +%2").arg(10 * m.support.min).arg(10 * m.support.max);
        return (m.annonces
                    ? BidText::tr("raises partner's %1 by %2 (+10 a side ace, the nine, belote or 20 points of "
                                  "declarations; +20 the jack)")
                    : BidText::tr("raises partner's %1 by %2 (+10 a side ace, the nine or belote; +20 the jack)"))
            .arg(valueText(m.partnerValue, m.strain), by);
    }
    case BidKind::Rebid: return BidText::tr("competes in the side's suit, within what the side has shown");
    case BidKind::Capot: return BidText::tr("the side's counts reach a capot");
    case BidKind::Coinche:
        return BidText::tr(
                   "expects %1 to go down (defence: their jack 2; their nine with another trump, three of "
                   "their trumps, each ace, each ten beside its ace 1)")
            .arg(valueText(m.value, m.strain));
    case BidKind::Surcoinche:
        return BidText::tr("expects %1 to be made with 30 to spare").arg(valueText(m.value, m.strain));
    case BidKind::Take:
        return m.round <= 1 ? BidText::tr("a take in the first round") : BidText::tr("trump named in the second round");
    case BidKind::Pass:
    case BidKind::ClassicPass: return BidText::tr("a pass");
    }
    return {};
}

}  // namespace

QString bidMeaningText(const BidMeaning& m, std::optional<Suit> retourneSuit)
{
    QStringList parts;
    const bool suit = isSuitStrain(m.strain);
    const QString suitName = suit ? suitWord(trumpSuitOf(m.strain)) : QString();
    if (m.kind == BidKind::Take)
        parts << BidText::tr("a hand worth more than %1 points in %2 with the retourne")
                     .arg(m.handValueMin - 1)
                     .arg(strainText(m.strain));
    if (m.kind == BidKind::ClassicPass)
        parts << BidText::tr("no trump it could choose is worth more than %1 points with the retourne")
                     .arg(m.handValueMax);
    // The hard promises: the system never makes the call without them.
    if (suit && m.jack && m.annonces) parts << BidText::tr("the jack of %1, or declarations").arg(suitName);
    else if (suit && m.jack) parts << BidText::tr("the jack of %1").arg(suitName);
    else if (suit && m.jackOrNine && m.annonces)
        parts << BidText::tr("the jack or the nine of %1, or declarations").arg(suitName);
    else if (suit && m.jackOrNine) parts << BidText::tr("the jack or the nine of %1").arg(suitName);
    if (suit && m.minTrumps > 0) parts << BidText::tr("%1 %2 or more").arg(m.minTrumps).arg(suitName);
    if (m.minJacks > 0) parts << BidText::tr("%1 jacks or more").arg(m.minJacks);
    if (m.minAces > 0) parts << BidText::tr("%1 aces or more").arg(m.minAces);
    // The counts (docs/bidding.md): the caller's own, in each strain it speaks of. The upper
    // limits of a pass are said once for the suits that share them ("not worth 100 in ♠, ♦
    // or ♣", "… in any suit").
    std::vector<std::pair<int, QStringList>> limits;  // a level, and the suits not worth it
    for (int i = 0; i < kStrains; ++i) {
        const CountRange r = m.own[std::size_t(i)];
        if (r.any()) continue;
        if (i < 4 && r.min <= 0) {
            const int level = levelOfSteps(r.max + 1, Strain(i));
            auto it = std::find_if(limits.begin(), limits.end(), [level](const auto& l) { return l.first == level; });
            if (it == limits.end()) limits.push_back({level, {}}), it = limits.end() - 1;
            it->second << strainText(Strain(i));
            continue;
        }
        parts << ownText(r, Strain(i));
    }
    for (const auto& [level, suits] : limits) {
        if (suits.size() == 4) parts << BidText::tr("not worth %1 in any suit").arg(level);
        else if (suits.size() == 1) parts << BidText::tr("not worth %1 in %2").arg(level).arg(suits.front());
        else
            parts << BidText::tr("not worth %1 in %2 or %3")
                         .arg(level)
                         .arg(QStringList(suits.mid(0, suits.size() - 1)).join(BidText::tr(", ")), suits.back());
    }
    if (m.kind != BidKind::Raise && !m.support.any()) {
        const QString partner = strainText(m.strain);
        if (m.support.max == 0)
            parts << (m.annonces ? BidText::tr("nothing to add to partner's %1 (no side ace, no jack, nine, belote or "
                                               "declaration)")
                                 : BidText::tr("nothing to add to partner's %1 (no side ace, no jack, nine or belote)"))
                         .arg(partner);
        else if (m.support.max < CountRange::kAny && m.support.min <= 0)
            parts << BidText::tr("at most +%1 for partner's %2").arg(10 * m.support.max).arg(partner);
        else parts << BidText::tr("+%1 or more for partner's %2").arg(10 * m.support.min).arg(partner);
    }
    if (!m.defence.any()) {
        const QString against = strainText(m.defenceStrain);
        if (m.defence.min > 0)
            parts << BidText::tr("a defence count of %1 or more against %2").arg(m.defence.min).arg(against);
        else parts << BidText::tr("not enough defence to coinche %1").arg(against);
    }
    QString text =
        BidText::tr("%1 \u2014 %2", "a call, then what it is").arg(callText(m.call, retourneSuit), kindText(m));
    if (!parts.isEmpty()) text += BidText::tr(": %1", "then what it promises").arg(parts.join(BidText::tr("; ")));
    return text;
}

}  // namespace rebelote
