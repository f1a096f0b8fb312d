#include "app/controller/cardtext.h"

#include "app/controller/gametext.h"

#include <QCoreApplication>

namespace rebelote {

using namespace belote;

namespace {

struct CardText {
    Q_DECLARE_TR_FUNCTIONS(CardText)
};

// What the card says, after its name.
QString saying(const CardMeaning& m)
{
    const QString suit = suitWord(m.suit);
    switch (m.kind) {
    case CardCallKind::None: break;
    case CardCallKind::AskSuit:
        // Indirect calls ask by refusing: the small card is of another suit.
        if (suitOf(m.card) != m.suit)
            return CardText::tr("a call for %1 (it refuses %2)").arg(suit, suitWord(suitOf(m.card)));
        return CardText::tr("a call for %1").arg(suit);
    case CardCallKind::RefuseSuit: return CardText::tr("nothing wanted in %1").arg(suit);
    case CardCallKind::AceTenBehind:
        return CardText::tr("%1 is behind it", "an ace given on partner's trick")
            .arg(cardWords(makeCard(m.suit, Rank::Ten)));
    case CardCallKind::TenNoAce:
        return CardText::tr("given without %1", "a ten given on partner's trick")
            .arg(cardWords(makeCard(m.suit, Rank::Ace)));
    case CardCallKind::BeloteMore: return CardText::tr("belote played in the order that says another trump is left");
    case CardCallKind::BeloteLast: return CardText::tr("belote played in the order that says no other trump is left");
    case CardCallKind::LeadAskReturn: return CardText::tr("a first lead: asks for %1 back").arg(suit);
    case CardCallKind::ReturnLead: return CardText::tr("returns partner's lead in %1").arg(suit);
    case CardCallKind::TrumpReturn: return CardText::tr("the trump return, as agreed");
    }
    return {};
}

}  // namespace

QString signalsText(Signals s)
{
    switch (s) {
    case Signals::Direct: return CardText::tr("direct calls");
    case Signals::Indirect: return CardText::tr("indirect calls");
    case Signals::None: return CardText::tr("no calls");
    }
    return {};
}

QString signalsChoiceText(Signals s)
{
    switch (s) {
    case Signals::Direct: return CardText::tr("Direct calls: a small card discarded asks for its suit");
    case Signals::Indirect: return CardText::tr("Indirect calls: a small card discarded refuses its suit");
    case Signals::None: return CardText::tr("No calls: a discard says nothing");
    }
    return {};
}

QStringList signalsChoices()
{
    QStringList out;
    for (Signals s : {Signals::Direct, Signals::Indirect, Signals::None}) out << QLatin1String(signalsName(s));
    return out;
}

QString cardSayingText(const CardMeaning& m, Signals agreement)
{
    const QString what = saying(m);
    // Only the discards read differently by the agreement; the leads, returns and belote
    // order say the same under each.
    if (what.isEmpty() || (m.kind != CardCallKind::AskSuit && m.kind != CardCallKind::RefuseSuit)) return what;
    return CardText::tr("%1 \u2014 %2", "what a card says, then the agreement").arg(what, signalsText(agreement));
}

QString cardMeaningText(const CardMeaning& m, Signals agreement)
{
    const QString what = cardSayingText(m, agreement);
    if (what.isEmpty()) return {};
    return CardText::tr("%1: %2", "a card, then what it says").arg(cardTitle(m.card), what);
}

}  // namespace rebelote
