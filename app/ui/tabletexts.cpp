// The table's words: the seats' plates, the call and declaration bubbles, the score and
// contract boxes (rich text), the trick's caption, the keys hint and the toasts.
#include "app/ui/tableview.h"

#include "app/controller/cardtext.h"
#include "app/controller/gametext.h"
#include "app/ui/lasttrickwidget.h"
#include "app/ui/panelstyle.h"

#include <QLabel>
#include <QPushButton>
#include <QTimer>

namespace rebelote {

using namespace belote;
using Stage = GameController::Stage;

namespace {

const QString kCream = QStringLiteral("#f4f1e6");

QString escaped(const QString& s) { return s.toHtmlEscaped(); }

}  // namespace

QString TableView::plateText(Seat s, QString* said) const
{
    const Decision d = c_->pending();
    QString sub;
    const bool mine = d.kind != DecisionKind::None && d.seat == s;
    if (replay_) {
        // Whose move comes next in the replay, in the third person.
        if (mine)
            sub = d.kind == DecisionKind::Card          ? tr("next to play")
                  : d.kind == DecisionKind::Declaration ? tr("next to declare")
                                                        : tr("next to call");
        else sub = seatWord(s);
        if (said) *said = sub;
        return QStringLiteral("<div style='font-weight:600'>%1</div><div style='font-size:small; color:%3'>%2</div>")
            .arg(escaped(c_->name(s)), escaped(sub), mine ? QStringLiteral("#f5c542") : QStringLiteral("#b9c4bb"));
    }
    if (mine && c_->isHuman(s)) {
        switch (d.kind) {
        case DecisionKind::Call: sub = tr("your call"); break;
        case DecisionKind::OutOfTurnCoinche: sub = tr("coinche now?"); break;
        case DecisionKind::Declaration: sub = tr("your declarations"); break;
        case DecisionKind::Card: {
            const CardPlay& p = c_->deal().cardPlay();
            if (p.cardsInTrick() == 0) sub = tr("your turn: lead a card");
            else if (!(c_->deal().hand(s) & CardSet::suit(suitOf(p.ledCard()))).empty())
                sub = tr("your turn: follow %1").arg(strainWord(strainOf(suitOf(p.ledCard()))));
            else sub = tr("your turn: play a card");
            break;
        }
        case DecisionKind::None: break;
        }
    } else if (c_->thinking() == s) {
        sub = tr("thinking\u2026");
    } else if (!c_->isHuman(s)) {
        const QString level = levelWord(c_->setup().levelOf(s));
        sub = s == partnerOf(Seat::South) && c_->isHuman(Seat::South) ? tr("partner \u00b7 %1").arg(level) : level;
    } else {
        sub = seatWord(s);
    }
    QString name = c_->name(s);
    if (c_->isHuman(s) && name == tr("You")) name = tr("You (%1)").arg(seatWord(s));
    if (said) *said = sub;
    return QStringLiteral("<div style='font-weight:600'>%1</div><div style='font-size:small; color:%3'>%2</div>")
        .arg(escaped(name), escaped(sub),
             mine && c_->isHuman(s) ? QStringLiteral("#f5c542") : QStringLiteral("#b9c4bb"));
}

QString TableView::noteText(Seat s) const
{
    // The declarations by their kinds while the first trick is played, then those of the
    // side that scores them with their cards, the others' marked; belote and rebelote during
    // the trick they are said in, beside the declarations when the seat has both.
    const GameController::Announcements a = c_->announcements(s);
    using Standing = GameController::Announcements::Standing;
    QStringList parts;
    if (a.declarationsInView) {
        const QString kinds = a.kinds.join(QStringLiteral(" + "));
        switch (a.standing) {
        case Standing::Open: parts << kinds; break;
        case Standing::DoesNotCount: parts << tr("%1 \u2014 does not count").arg(kinds); break;
        case Standing::Counts: {
            QStringList shown;
            int i = 0;
            for (const Declaration& d : a.declared) {
                QStringList cards;
                for (Card c : d.cards()) cards << cardShort(c);
                shown << a.names.value(i++) + QStringLiteral(": ") + cards.join(QLatin1Char(' '));
            }
            parts << tr("%1 (+%2)").arg(shown.join(QStringLiteral("; "))).arg(a.points);
            break;
        }
        }
    }
    if (a.beloteInView) parts << (a.beloteInView->rebelote ? tr("Rebelote") : tr("Belote"));
    return parts.join(QStringLiteral(" \u00b7 "));
}

// The plates, the calls beside the seats, the declaration and belote bubbles, the dealer chip.
void TableView::updateSeatTexts()
{
    const Deal& d = c_->deal();
    const Stage stage = c_->stage();
    const bool live = stage == Stage::Calls || stage == Stage::Play || stage == Stage::TrickPause;
    const Decision pending = c_->pending();
    for (int s = 0; s < kSeats; ++s) {
        QString plateSub;
        plates_[s]->setText(plateText(Seat(s), &plateSub));
        const bool active = pending.kind != DecisionKind::None && int(pending.seat) == s;
        panelstyle::setStyleFlag(plates_[s], "active", active);
        // The last call beside the seat, during the calls and the first trick.
        const std::optional<Call> call = c_->lastCall(Seat(s));
        const bool showCall = live && call && (d.phase() == Phase::Calls || d.cardPlay().cardsPlayed() < 4);
        callBubbles_[s]->setVisible(showCall);
        if (showCall) {
            const std::optional<Suit> ret = d.retourneSuit();
            callBubbles_[s]->setText(panelstyle::richSuits(callText(*call, ret), false));
            callBubbles_[s]->setAccessibleName(tr("%1: %2").arg(c_->name(Seat(s)), callWords(*call)));
            callBubbles_[s]->setToolTip(c_->lastCallMeaning(Seat(s)));
            callBubbles_[s]->setAccessibleDescription(spokenSuits(callBubbles_[s]->toolTip()));
            panelstyle::setStyleFlag(callBubbles_[s], "strong",
                                     call->kind == Call::Kind::Coinche || call->kind == Call::Kind::Surcoinche);
        }
        const QString note = noteText(Seat(s));
        noteBubbles_[s]->setVisible(live && !note.isEmpty());
        noteBubbles_[s]->setText(panelstyle::richSuits(note, false));
        noteBubbles_[s]->setAccessibleName(note.isEmpty() ? QString()
                                                          : tr("%1: %2").arg(c_->name(Seat(s)), spokenSuits(note)));
        sayPlate(Seat(s), plateSub);
    }
    dealerChip_->setVisible(stage != Stage::Idle);
    if (stage != Stage::Idle) dealerChip_->setAccessibleName(tr("Dealer: %1").arg(c_->name(d.dealer())));
}

// The score: the game, this deal's card points so far, the target.
void TableView::updateScoreBox()
{
    const Deal& d = c_->deal();
    const Stage stage = c_->stage();
    const bool live = stage == Stage::Calls || stage == Stage::Play || stage == Stage::TrickPause;
    const Game& g = c_->game();
    const Rules& r = c_->rules();
    const bool playing = d.phase() != Phase::Calls && !d.passed() && stage != Stage::Idle;
    QString rows;
    QStringList scoreSaid;  // the rows in words, for a screen reader
    auto row = [&](const QString& label, const QString& ns, const QString& ew) {
        scoreSaid << (ew.isEmpty() ? tr("%1: %2").arg(label, ns)
                                   : tr("%1: %2 %3, %4 %5").arg(label, teamWord(Team::NS), ns, teamWord(Team::EW), ew));
        rows += QStringLiteral(
                    "<tr><td style='color:#b9c4bb; padding-right:14px'>%1</td>"
                    "<td align='right' style='font-weight:700; padding-right:14px'>%2</td>"
                    "<td align='right' style='font-weight:700'>%3</td></tr>")
                    .arg(escaped(label), ns, ew);
    };
    rows += QStringLiteral(
                "<tr><td></td><td align='right' style='padding-right:14px; color:#b9c4bb'>%1</td>"
                "<td align='right' style='color:#b9c4bb'>%2</td></tr>")
                .arg(tr("N\u2013S"), tr("E\u2013W"));
    row(tr("Game"), QString::number(g.score(Team::NS)), QString::number(g.score(Team::EW)));
    if (playing) {
        const CardPlay& p = d.cardPlay();
        // The points of the cards in the tricks won so far, no more: the deal summary adds
        // the last trick, belote, declarations and the contract, so the box says so.
        row(tr("Card points"), QString::number(p.cardPoints(Team::NS)), QString::number(p.cardPoints(Team::EW)));
    }
    const QString counts =
        playing ? tr("Card points: the points of the cards in the tricks each side has won so far in this "
                     "deal. The last trick's 10, belote, the declarations and the contract are scored "
                     "when the deal is over, in the deal's summary.")
                : QString();
    scoreBox_->setToolTip(counts);
    scoreBox_->setAccessibleDescription(counts);
    // A deal of a set is a game of one deal: the box says where it stands in the set.
    if (const std::optional<SetPlace>& set = c_->setup().setPlace)
        row(tr("Set"), tr("deal %1 of %2").arg(set->deal).arg(set->deals), QString());
    else if (r.deals > 0) row(tr("Deals"), tr("%1 of %2").arg(g.dealsDealt() + (live ? 1 : 0)).arg(r.deals), QString());
    else row(tr("Target"), QString::number(r.target), QString());
    if (g.heldPoints() > 0) row(tr("Held (litige)"), QString::number(g.heldPoints()), QString());
    scoreBox_->setText(QStringLiteral("<table cellspacing='2'>%1</table>").arg(rows));
    scoreBox_->setAccessibleName(tr("Score: %1").arg(scoreSaid.join(QStringLiteral("; "))));
}

// "coinched by West", "surcoinched by North": who doubled the contract, in the order called.
QStringList TableView::coinchedBy(const Deal& d) const
{
    QStringList out;
    if (const auto s = d.lastCaller(Call::Kind::Coinche)) out << tr("coinched by %1").arg(c_->nameInSentence(*s));
    if (const auto s = d.lastCaller(Call::Kind::Surcoinche)) out << tr("surcoinched by %1").arg(c_->nameInSentence(*s));
    return out;
}

// The contract: value, trump, multiplier, taker, coincher; during the calls, the best bid so
// far or the retourne. Its rich text, and *said: the same in words, for a screen reader.
void TableView::updateContractBox()
{
    const Deal& d = c_->deal();
    const Stage stage = c_->stage();
    const Rules& r = c_->rules();
    QString contract;
    QStringList said;  // the box in words, for a screen reader
    if (stage == Stage::Idle) {
        contract = tr("No game yet: Game \u25b8 New (Ctrl+N)");
        said << contract;
    } else if (d.phase() == Phase::Calls) {
        if (r.isClassic()) {
            contract = QStringLiteral("<div style='font-size:large; font-weight:700'>%1</div>")
                           .arg(tr("Taking, round %1").arg(d.takingRound()));
            said << tr("Taking, round %1").arg(d.takingRound());
            if (d.retourne()) {
                contract += QStringLiteral("<div>%1</div>")
                                .arg(panelstyle::richSuits(tr("retourne: %1").arg(cardShort(*d.retourne()))));
                said << tr("retourne: %1").arg(cardWords(*d.retourne()));
            }
        } else {
            contract = QStringLiteral("<div style='font-size:large; font-weight:700'>%1</div>").arg(tr("Auction"));
            said << tr("Auction");
            if (const auto best = d.contract()) {
                const QString by =
                    tr("%1 by %2").arg(contractText(*best, false, false), c_->nameInSentence(best->taker));
                contract += QStringLiteral("<div>%1</div>").arg(panelstyle::richSuits(by));
                said << spokenSuits(by);
                for (const QString& who : coinchedBy(d)) {
                    contract += QStringLiteral("<div style='color:#ff8a7a'>%1</div>").arg(escaped(who));
                    said << who;
                }
            } else {
                contract += QStringLiteral("<div style='color:#b9c4bb'>%1</div>").arg(tr("no bid yet"));
                said << tr("no bid yet");
            }
        }
    } else if (d.passed()) {
        contract = QStringLiteral("<div style='font-size:large; font-weight:700'>%1</div>").arg(tr("Passed"));
        said << tr("Passed");
    } else if (const auto ct = d.contract()) {
        const QString symbol = isSuitStrain(ct->strain) ? suitSymbol(trumpSuitOf(ct->strain)) : QString();
        const bool red = isSuitStrain(ct->strain) &&
                         (trumpSuitOf(ct->strain) == Suit::Hearts || trumpSuitOf(ct->strain) == Suit::Diamonds);
        QString head = r.isClassic()
                           ? strainWord(ct->strain)
                           : (ct->capotBid() ? tr("Capot %1").arg(strainWord(ct->strain))
                                             : QStringLiteral("%1 %2").arg(ct->value).arg(strainWord(ct->strain)));
        contract = QStringLiteral(
                       "<table><tr><td style='font-size:xx-large; color:%1; padding-right:8px'>%2</td><td>"
                       "<div style='font-size:large; font-weight:700'>%3</div>")
                       .arg(red ? QStringLiteral("#ff8a7a") : kCream, symbol, escaped(head));
        said << tr("Contract: %1").arg(head);
        if (ct->coinche > 1) {
            contract += QStringLiteral("<div style='color:#ff8a7a'>%1</div>")
                            .arg(ct->coinche == 2 ? tr("Coinched ×2") : tr("Surcoinched ×4"));
            said << (ct->coinche == 2 ? tr("Coinched ×2") : tr("Surcoinched ×4"));
        }
        // Classic: the retourne the taker picked up stays in view all deal long.
        if (r.isClassic() && d.retourne()) {
            contract +=
                QStringLiteral("<div>%1</div>")
                    .arg(panelstyle::richSuits(
                        tr("taken by %1 on the %2").arg(c_->nameInSentence(ct->taker), cardShort(*d.retourne()))));
            said << tr("taken by %1 on %2").arg(c_->nameInSentence(ct->taker), cardWords(*d.retourne()));
        } else {
            contract +=
                QStringLiteral("<div>%1</div>").arg(escaped(tr("taken by %1").arg(c_->nameInSentence(ct->taker))));
            said << tr("taken by %1").arg(c_->nameInSentence(ct->taker));
        }
        for (const QString& who : coinchedBy(d)) {
            contract += QStringLiteral("<div>%1</div>").arg(escaped(who));
            said << who;
        }
        contract += QStringLiteral("</td></tr></table>");
    }
    if (stage != Stage::Idle) {
        // A set's deal is its game's first: its number in the set is the one that counts.
        const std::optional<SetPlace>& set = c_->setup().setPlace;
        const QString dealt =
            tr("deal %1 \u00b7 %2 dealt").arg(set ? set->deal : c_->dealNumber()).arg(c_->nameInSentence(d.dealer()));
        contract += QStringLiteral("<div style='color:#b9c4bb'>%1</div>").arg(escaped(dealt));
        said << dealt;
    }
    contractBox_->setText(contract);
    contractBox_->setAccessibleName(said.join(QStringLiteral("; ")));
}

void TableView::updateTexts()
{
    updateSeatTexts();
    updateScoreBox();
    updateContractBox();
    const Deal& d = c_->deal();
    const Stage stage = c_->stage();
    const bool live = stage == Stage::Calls || stage == Stage::Play || stage == Stage::TrickPause;
    // Who holds the trick so far.
    QString holder;
    if (stage == Stage::Play || stage == Stage::TrickPause) {
        const CardPlay& p = d.cardPlay();
        // The person's own seat is "you", whatever name it has: "You win the trick".
        const auto you = [this](Seat s) { return s == Seat::South && c_->isHuman(s); };
        if (stage == Stage::TrickPause) {
            const Seat w = p.trickWinner(p.trickNumber() - 1);
            holder = you(w) ? tr("You win the trick \u2014 click or Space to gather it")
                            : tr("%1 wins the trick \u2014 click or Space to gather it").arg(c_->name(w));
        } else if (p.cardsInTrick() > 0) {
            const Seat w = p.trickWinnerSoFar();
            holder = you(w) ? tr("You hold the trick") : tr("%1 holds the trick").arg(c_->name(w));
        }
    }
    trickLabel_->setText(escaped(holder));
    trickLabel_->setVisible(!holder.isEmpty());
    holderText_ = holder;

    lastTrick_->setTrick(c_->lastTrick(), c_->names(), c_->namesInSentence());
    lastTrickLarge_->setTrick(c_->lastTrick(), c_->names(), c_->namesInSentence());
    // During the deal's summary too: the eighth trick, once gathered, stays in view beside it.
    lastTrick_->setVisible(stage == Stage::Play || stage == Stage::TrickPause ||
                           (stage == Stage::DealOver && c_->lastTrick()));
    const bool humanCard = c_->pending().kind == DecisionKind::Card && c_->isHuman(c_->pending().seat);
    // Both stay in place while a person plays, enabled when they can be used.
    hintButton_->setVisible(live && c_->isHuman(Seat::South) && !replay_);
    hintButton_->setEnabled(c_->humanToAct());
    claimButton_->setVisible(live && c_->isHuman(Seat::South) && !replay_);
    claimButton_->setEnabled(humanCard);
    // The keys that matter now: what a screen reader says of the table when it has the focus.
    setAccessibleDescription(keysHint());
}

// The words that do not follow the game: said again when the language changes.
void TableView::sayStaticTexts()
{
    dealerChip_->setText(tr("D"));
    dealerChip_->setToolTip(tr("Dealer"));
    setAccessibleName(tr("Card table"));
    hintButton_->setText(tr("&Hint (H)"));
    claimButton_->setText(tr("C&laim (C)"));
}

QString TableView::keysHint() const
{
    const Decision d = c_->pending();
    if (c_->stage() == Stage::TrickPause) return tr("Space or a click gathers the trick");
    if (d.kind == DecisionKind::Card && c_->isHuman(d.seat))
        return c_->completedTrick()
                   ? tr("\u2190/\u2192 choose a card, Enter plays it \u00b7 H hint \u00b7 C claim \u00b7 L last trick "
                        "\u00b7 "
                        "M what it said")
                   : tr("\u2190/\u2192 choose a card, Enter plays it \u00b7 H hint \u00b7 C claim \u00b7 L last trick");
    if ((d.kind == DecisionKind::Call || d.kind == DecisionKind::OutOfTurnCoinche) && c_->isHuman(d.seat))
        return c_->rules().isClassic() ? tr("Enter: the outlined call \u00b7 H hint \u00b7 M what takes mean")
                                       : tr("Enter: the outlined call \u00b7 H hint \u00b7 M what the bids mean");
    if (d.kind == DecisionKind::Declaration && c_->isHuman(d.seat))
        return tr("Enter declares the outlined choice \u00b7 arrows choose");
    if (c_->stage() == Stage::DealOver) return tr("Enter: next deal");
    if (c_->stage() == Stage::GameOver) return tr("Enter: new game");
    if (c_->thinking()) return tr("%1 is thinking").arg(c_->name(*c_->thinking()));
    return {};
}

bool TableView::showBidMeanings()
{
    const Deal& d = c_->deal();
    if (c_->stage() == Stage::Idle || d.callCount() == 0) return false;
    QStringList lines;
    // After a trick: what its cards said by the card-play system, first.
    if (c_->completedTrick()) {
        const QStringList cards = c_->completedTrickMeanings();
        if (cards.isEmpty())
            lines
                << tr("Last trick: no card said anything by the system (%1)").arg(signalsText(c_->setup().cardSignals));
        else lines << tr("Last trick:") << cards;
    }
    // Each seat's last call, in the order they spoke.
    for (int i = 0; i < kSeats; ++i) {
        const Seat s = nextSeat(d.dealer(), i + 1);
        const QString meaning = c_->lastCallMeaning(s);
        if (!meaning.isEmpty()) lines << tr("%1: %2").arg(c_->name(s), meaning);
    }
    if (lines.isEmpty()) return false;
    showToast(lines.join(QLatin1Char('\n')), 12000);
    return true;
}

void TableView::showToast(const QString& text, int ms)
{
    toast_->setText(escaped(text).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    toast_->show();
    toast_->raise();
    relayout(false);
    toastTimer_->start(ms);
}

}  // namespace rebelote
