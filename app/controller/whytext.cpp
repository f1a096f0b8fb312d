#include "app/controller/whytext.h"

#include "ai/bidding.h"
#include "app/controller/bidtext.h"
#include "app/controller/cardtext.h"
#include "app/controller/gametext.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rebelote::whytext {

using namespace belote;

namespace {

// The words of this file, in the "WhyText" context of the translations.
struct WhyText {
    Q_DECLARE_TR_FUNCTIONS(WhyText)
};

QString choiceText(const ExplainedDecision& e, const Explanation::Value& v)
{
    switch (e.why.kind) {
    case Explanation::Kind::Call:
        if (e.decision.kind == DecisionKind::OutOfTurnCoinche)
            return v.call == Call::coinche() ? WhyText::tr("Coinche") : WhyText::tr("Let it go");
        return callText(v.call, e.before.retourneSuit());
    case Explanation::Kind::Declarations:
        return v.declarations.empty() ? WhyText::tr("Nothing") : declarationSetText(v.declarations);
    case Explanation::Kind::Card: return cardShort(v.card);
    case Explanation::Kind::None: break;
    }
    return {};
}

// The move as a verb phrase: "played the jack of hearts", "bid 110 ♥", "passed".
QString movePhrase(const ExplainedDecision& e, const Explanation::Value& v)
{
    switch (e.why.kind) {
    case Explanation::Kind::Call:
        if (e.decision.kind == DecisionKind::OutOfTurnCoinche)
            return v.call == Call::coinche() ? WhyText::tr("coinched") : WhyText::tr("let the contract go");
        switch (v.call.kind) {
        case Call::Kind::Pass: return WhyText::tr("passed");
        case Call::Kind::Take: return WhyText::tr("took (%1)").arg(callText(v.call, e.before.retourneSuit()));
        case Call::Kind::Bid: return WhyText::tr("bid %1").arg(callText(v.call, e.before.retourneSuit()));
        case Call::Kind::Coinche: return WhyText::tr("coinched");
        case Call::Kind::Surcoinche: return WhyText::tr("surcoinched");
        }
        break;
    case Explanation::Kind::Declarations:
        return v.declarations.empty() ? WhyText::tr("declared nothing")
                                      : WhyText::tr("declared %1").arg(declarationSetText(v.declarations));
    case Explanation::Kind::Card:
        return WhyText::tr("played %1", "a card: 'the jack of hearts'").arg(cardWords(v.card));
    case Explanation::Kind::None: break;
    }
    return {};
}

}  // namespace

QString percent(double p)
{
    if (p <= 0) return QStringLiteral("0%");
    if (p < 0.005) return QStringLiteral("<1%");
    return QStringLiteral("%1%").arg(int(std::lround(p * 100)));
}

QString title(const ExplainedDecision& e, const std::array<QString, 4>& names)
{
    const Explanation::Value* v = e.why.choice();
    if (!v) return {};
    if (e.hint) return WhyText::tr("Why the hint: %1", "the hinted choice: 'J♥', '80 ♥'").arg(choiceText(e, *v));
    return WhyText::tr("Why %1 %2", "seat, then the move").arg(names[int(e.decision.seat)], movePhrase(e, *v));
}

QString meaning(const ExplainedDecision& e)
{
    const Explanation::Value* v = e.why.choice();
    if (v && e.why.kind == Explanation::Kind::Card && e.before.phase() == Phase::Play &&
        e.before.legalCards().contains(v->card))
        return cardMeaningText(meaningIfPlayed(e.before, e.decision.seat, v->card, e.cardSignals), e.cardSignals);
    if (!v || e.why.kind != Explanation::Kind::Call || e.before.phase() != Phase::Calls) return {};
    if (e.decision.kind == DecisionKind::OutOfTurnCoinche && v->call != Call::coinche()) return {};
    Deal after = e.before;
    if (!after.whyIllegalCall(e.decision.seat, v->call).empty()) return {};
    after.makeCall(e.decision.seat, v->call);
    return bidMeaningText(meaningOf(after, after.callCount() - 1), after.retourneSuit());
}

QString method(const ExplainedDecision& e)
{
    if (e.why.onlyChoice) return WhyText::tr("It had no other choice.");
    if (e.why.worlds == 0) return WhyText::tr("It was stopped before it weighed anything.");
    const QString what = e.why.kind == Explanation::Kind::Call
                             ? WhyText::tr("each call it could make, as the deal would be played with that contract")
                         : e.why.kind == Explanation::Kind::Declarations
                             ? WhyText::tr("what each choice of declarations would score")
                             : WhyText::tr("each card it could play, followed by the best play of all four seats");
    return WhyText::tr(
               "It imagined %n deals that fit everything it knew (its cards, the calls, the cards played), "
               "valued %1 in each, and chose the best average. Values are marks for its side minus the "
               "other side's; the spread says how much they varied from deal to deal.",
               "", e.why.worlds)
        .arg(what);
}

QString reading(const ExplainedDecision& e, const std::array<QString, 4>& names)
{
    if (e.why.kind != Explanation::Kind::Card) return {};
    QStringList lines;
    for (int s = 0; s < 4; ++s) {
        const CardTrust::Tally& t = e.why.notRead[std::size_t(s)];
        if (t.read == 0) continue;
        lines << WhyText::tr(
                     "It no longer reads %1's cards by the card-play system: %2 of the %n promises they made "
                     "were broken.",
                     "a seat, then how many promises it broke", t.read)
                     .arg(names[std::size_t(s)])
                     .arg(t.broken);
    }
    return lines.join(QLatin1Char(' '));
}

std::vector<ChoiceLine> choices(const ExplainedDecision& e)
{
    std::vector<ChoiceLine> out;
    // For cards, `system` marks the card-play system's cards only when the system chose
    // among them: some card is outside it.
    const bool systemChose =
        e.why.kind == Explanation::Kind::Card &&
        std::any_of(e.why.values.begin(), e.why.values.end(), [](const Explanation::Value& v) { return !v.system; });
    for (std::size_t i = 0; i < e.why.values.size(); ++i) {
        const Explanation::Value& v = e.why.values[i];
        if (!v.valued && !e.why.onlyChoice) continue;
        ChoiceLine line;
        line.choice = choiceText(e, v);
        line.chosen = int(i) == e.why.chosen;
        line.valued = v.valued && !v.barred;
        line.worlds = v.worlds;
        line.marks = v.marks;
        if (line.valued) {
            line.value = signedMarks(int(std::lround(v.marks)));
            line.spread = QStringLiteral("\u00b1 %1").arg(int(std::lround(v.spread)));
        }
        QStringList notes;
        if (line.chosen) notes << WhyText::tr("its choice");
        if (systemChose && v.system) notes << WhyText::tr("by the card-play system");
        if (v.barred) notes << WhyText::tr("never coinched on so low a chance");
        if (v.margin > 0 && v.valued)
            notes << (v.system ? WhyText::tr("needs %1 more").arg(int(std::lround(v.margin)))
                               : WhyText::tr("outside the system: needs %1 more").arg(int(std::lround(v.margin))));
        else if (!v.system && v.valued && !systemChose) notes << WhyText::tr("outside the system");
        if (v.valued && v.worlds < e.why.worlds) notes << WhyText::tr("dropped after %n deals", "", v.worlds);
        line.note = notes.join(QStringLiteral("; "));
        out.push_back(line);
    }
    std::stable_sort(out.begin(), out.end(), [](const ChoiceLine& a, const ChoiceLine& b) {
        if (a.valued != b.valued) return a.valued;
        return a.marks > b.marks;
    });
    return out;
}

int notSimulated(const ExplainedDecision& e)
{
    if (e.why.onlyChoice) return 0;
    return int(
        std::count_if(e.why.values.begin(), e.why.values.end(), [](const Explanation::Value& v) { return !v.valued; }));
}

QString belief(const ExplainedDecision& e, Card card, const std::array<QString, 4>& names)
{
    if (!e.why.hidden.contains(card)) return {};
    std::array<int, 4> order{0, 1, 2, 3};
    const auto& p = e.why.beliefs[card];
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return p[std::size_t(a)] > p[std::size_t(b)]; });
    QStringList parts;
    for (int s : order)
        if (p[std::size_t(s)] > 0)
            parts << QStringLiteral("%1 %2").arg(names[std::size_t(s)], percent(p[std::size_t(s)]));
    return WhyText::tr("%1: %2", "a card, then where it may be").arg(cardShort(card), parts.join(QStringLiteral(", ")));
}

}  // namespace rebelote::whytext
