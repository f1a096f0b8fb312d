// The deals of the announcement tests (tst_controller_announcements, tst_gui_bubbles): hands
// where seats declare and say belote, and each move made through the controller's API.
#pragma once

#include "app/controller/gamecontroller.h"
#include "testutil.h"

#include <QStringList>

namespace announcementsutil {

using namespace belote;
using namespace rebelote;

// Classic, West deals, South takes the retourne 7H and leads. South: tierce 7S 8S 9S, king
// and queen of hearts (belote); the others nothing.
inline const QStringList kSouthCounts = {"7S 8S 9S KH QH AD AC 7H", "TS KS 9H AH 9D QD 8C JC",
                                         "JS AS TH 7D TD KD 9C QC", "QS 8H JH 8D JD 7C TC KC"};
// West holds a cinquante 8D..JD: South's tierce does not count.
inline const QStringList kWestCounts = {"7S 8S 9S KH QH AD AC 7H", "TS KS 9H AH 7D QD 8C JC", "JS AS TH KD 9C QC TC 7C",
                                        "8D 9D TD JD QS 8H JH KC"};
// East's tierce 7D 8D 9D ties South's 7S 8S 9S (neither in trump): none counts.
inline const QStringList kTie = {"7S 8S 9S KH QH AD AC 7H", "7D 8D 9D TS KS 9H AH JC", "JS AS TH QD KD 8C 9C QC",
                                 "QS 8H JH TD JD KC TC 7C"};

inline GameSetup setupFor(const QStringList& hands, const QString& retourne)
{
    GameSetup s;
    s.rules = Rules::fromPreset(Preset::Classic);
    s.seed = 7;
    s.human = {true, true, true, true};
    s.firstDeal = Deal::fromHands(s.rules, Seat::West, testutil::hands(hands[0], hands[1], hands[2], hands[3]),
                                  testutil::card(retourne));
    return s;
}

// The move a seat makes: South takes, every seat declares its best, each plays the first of
// `preferred` it may play, else its first legal card.
inline DealMove nextMove(const GameController& c, const QString& preferred)
{
    const Decision d = c.pending();
    DealMove m;
    m.seat = d.seat;
    switch (d.kind) {
    case DecisionKind::Call: {
        m.kind = DealMove::Kind::Call;
        m.call = Call::pass();
        for (const Call& call : c.deal().legalCalls())
            if (call.kind == Call::Kind::Take && d.seat == Seat::South) m.call = call;
        break;
    }
    case DecisionKind::Declaration:
        m.kind = DealMove::Kind::Declaration;
        m.declarations = c.deal().declarationChoices().items[0];
        break;
    case DecisionKind::Card: {
        m.kind = DealMove::Kind::Card;
        const CardSet legal = c.deal().legalCards();
        m.card = legal.first();
        for (Card p : testutil::cardList(preferred))
            if (legal.contains(p)) {
                m.card = p;
                break;
            }
        break;
    }
    default: qFatal("no move to make");
    }
    return m;
}

inline bool make(GameController& c, const DealMove& m)
{
    switch (m.kind) {
    case DealMove::Kind::Call: return c.makeCall(m.call);
    case DealMove::Kind::Declaration: {
        const DeclarationChoices choices = c.deal().declarationChoices();
        for (int i = 0; i < choices.count; ++i)
            if (choices.items[std::size_t(i)] == m.declarations) return c.declare(i);
        return false;
    }
    case DealMove::Kind::Card: return c.playCard(m.card);
    case DealMove::Kind::CoincheDeclined: return false;
    }
    return false;
}

}  // namespace announcementsutil
