#include "app/controller/rulestext.h"

#include "app/controller/gametext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace rebelote {

using namespace belote;

namespace {

// The words of this file, in the "RulesText" context of the translations.
struct RulesText {
    Q_DECLARE_TR_FUNCTIONS(RulesText)
};

// A page built section by section.
class Page {
public:
    void heading(const QString& text) { html_ += QStringLiteral("<h3>%1</h3>").arg(text.toHtmlEscaped()); }
    void para(const QString& text) { html_ += QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped()); }
    void list(const QStringList& items)
    {
        html_ += QStringLiteral("<ul>");
        for (const QString& i : items) html_ += QStringLiteral("<li>%1</li>").arg(i.toHtmlEscaped());
        html_ += QStringLiteral("</ul>");
    }
    QString html() const { return html_; }

private:
    QString html_;
};

void cards(Page& p, const Rules& r)
{
    p.heading(RulesText::tr("Cards and players"));
    p.para(
        RulesText::tr("32 cards, from the 7 to the ace in each suit. You sit South and play with North against East "
                      "and West. The deal, the calls and the play go round to the right: South, East, North, West. "
                      "The player to the dealer's right speaks first and leads the first trick."));
    p.list({RulesText::tr("Trump: jack (20 points), 9 (14), ace (11), 10 (10), king (4), queen (3), 8 and 7 (0)."),
            RulesText::tr("Other suits: ace (11), 10 (10), king (4), queen (3), jack (2), 9, 8 and 7 (0)."),
            RulesText::tr("The last trick is worth 10 more (“dix de der\u201d): 162 points in a deal.")});
    if (r.sansToutAtout) {
        p.list(
            {RulesText::tr("No trump: the aces are worth 19, then 10, king, queen, jack as in a plain suit."),
             r.toutAtoutPoints == ToutAtoutPoints::Table
                 ? RulesText::tr("All trump: every suit ranks as trump; jack 13, 9 9, ace 6, 10 5, king 3, queen 2.")
                 : RulesText::tr("All trump: every suit ranks and counts as trump, and each side's points are scaled "
                                 "by 162/258 so that the deal is still worth 162.")});
    }
    if (r.cutMinimum > 0)
        p.para(RulesText::tr("Before each deal the deck is cut, each part keeping at least %1 cards; %2")
                   .arg(r.cutMinimum)
                   .arg(r.shuffle == Shuffle::Full
                            ? RulesText::tr("the cards are shuffled first.")
                            : RulesText::tr(
                                  "the cards are not shuffled: the tricks of the last deal are gathered and only cut, "
                                  "so hands come out more uneven.")));
}

void taking(Page& p, const Rules& r)
{
    if (r.isClassic()) {
        p.heading(RulesText::tr("Taking (classic belote)"));
        p.para(RulesText::tr("Each player gets five cards and the 21st card is turned face up: the retourne."));
        QStringList items{
            RulesText::tr("First round: each player in turn takes (the retourne's suit is trump) or passes."),
            RulesText::tr("If all four pass, second round: each player may name another suit as trump, or pass."),
            RulesText::tr("If all pass again, nobody scores and the next dealer deals.")};
        if (r.sansToutAtout)
            items << RulesText::tr(
                "At any time a player may also take at No trump or All trump. A take no longer ends the "
                "taking: a later player may overcall it (a suit by No trump or All trump, No trump by All "
                "trump), even over a partner; the taking ends after three passes, or at once on All trump.");
        else items << RulesText::tr("The first take ends the taking.");
        p.list(items);
        p.para(RulesText::tr("The taker gets the retourne and two more cards, the others three each."));
        return;
    }
    p.heading(RulesText::tr("The auction (coinche)"));
    p.para(RulesText::tr(
        "Each player gets eight cards. From the dealer's right, each player passes, bids, coinches or surcoinches."));
    QStringList items{
        r.sansToutAtout
            ? RulesText::tr(
                  "A bid is a value (80, 90 \u2026 160, or capot: every trick) and a trump, No trump or All trump.")
            : RulesText::tr("A bid is a value (80, 90 \u2026 160, or capot: every trick) and a trump suit."),
        RulesText::tr(
            "Each bid must be higher than the last; a player who passed may bid later. Nothing is bid over a capot."),
        RulesText::tr(
            "Coinche: an opponent of the last bidder doubles the contract; after it only pass or surcoinche."),
        RulesText::tr("Surcoinche: the bidding side doubles again, and the auction ends at once."),
        RulesText::tr("The auction ends when a bid or a coinche is followed by three passes; four passes at the start: "
                      "no score.")};
    if (r.coincheOutOfTurn)
        items << RulesText::tr(
            "Coinche out of turn (\u201c\u00e0 la volée\u201d): right after a bid, the bidder's opponent who does "
            "not speak next may coinche at once; the bidder then speaks next.");
    else items << RulesText::tr("A player coinches only in turn.");
    p.list(items);
}

void play(Page& p, const Rules& r)
{
    p.heading(RulesText::tr("Playing the cards"));
    QStringList items{
        RulesText::tr("Follow the suit led if you can."),
        RulesText::tr("When trump is led, play a higher trump than the best one in the trick if you can, even over "
                      "your partner."),
        RulesText::tr("If you cannot follow and your partner holds the trick, play any card."),
        RulesText::tr("Otherwise you must trump if you can, and overtrump a trump already in the trick if you can.")};
    items << (r.mustUndertrump
                  ? RulesText::tr("If an opponent trumped and all your trumps are lower, you must still play a trump "
                                  "(\u201cpisser\u201d).")
                  : RulesText::tr("If an opponent trumped and all your trumps are lower, you may play any card."));
    if (r.sansToutAtout)
        items << RulesText::tr(
            "At No trump there is no trump: follow suit or play any card. At All trump every suit is played "
            "as trump: go over the best card of the suit led, and a card of another suit never wins.");
    p.list(items);
    p.para(RulesText::tr(
        "The highest trump wins the trick, else the highest card of the suit led; the winner leads next."));
}

void declarations(Page& p, const Rules& r)
{
    p.heading(RulesText::tr("Declarations and belote"));
    if (r.annonces) {
        p.para(RulesText::tr(
            "During the first trick each player may declare combinations; only the side with the best one "
            "scores, all of its declarations. Until the second trick only their kind is heard; then the "
            "winning side's cards are shown."));
        p.list({RulesText::tr("Tierce (three in sequence) 20, cinquante (four) 50, cent (five or more) 100."),
                RulesText::tr("Carr\u00e9 of jacks 200, of nines 150, of aces, tens, kings or queens 100."),
                RulesText::tr(
                    "The best is the highest value, then the highest card; on equal ones, a sequence in trump wins; "
                    "a true tie: nobody scores.")});
    } else {
        p.para(RulesText::tr("No declarations are played: only belote counts."));
    }
    p.para(RulesText::tr(
        "Belote: the king and queen of trump in one hand are worth 20 to their side, announced as they are "
        "played (“belote\u201d, then \u201crebelote\u201d), even when that side goes down."));
}

void scoring(Page& p, const Rules& r)
{
    p.heading(RulesText::tr("Scoring a deal"));
    switch (r.scoring) {
    case Scoring::Classic:
        p.list({RulesText::tr(
                    "The takers must score more than the defence (card points, last trick, belote, declarations)."),
                RulesText::tr("Made: each side scores its points. Down: the defence scores 162 and every declaration."),
                RulesText::tr("Capot (every trick): 252 instead of the card points."),
                RulesText::tr(
                    "A tie is a litige: the defence scores its points, and the takers' are held for the winner of "
                    "the next deal.")});
        break;
    case Scoring::FfbCoinche:
        p.list({RulesText::tr(
                    "Made when the takers reach their bid and score more than the defence; a capot bid needs every "
                    "trick."),
                RulesText::tr(
                    "Made: the takers score their points and the bid, the defence its points. Coinched or "
                    "surcoinched: the winning side scores (160 + declarations + belote + bid) \u00d7 2 or \u00d7 4."),
                RulesText::tr(
                    "Down: the defence scores 160 + every declaration + its belote + the bid (times the multiplier)."),
                r.litige == Litige::Carry
                    ? RulesText::tr(
                          "An equal score at or above the bid is a litige: the takers' points are held for the next "
                          "deal.")
                    : RulesText::tr("An equal score at or above the bid is down.")});
        break;
    case Scoring::Montpellier:
        p.list(
            {RulesText::tr("Made when the takers' points and belote reach the bid, whatever the defence has."),
             RulesText::tr("Made, not coinched: the takers score their points + the bid, the defence its points."),
             RulesText::tr("Down: the defence scores 160 + the bid. Coinched: the winning side scores 160 + 2 or 4 "
                           "times the bid."),
             RulesText::tr("A capot not bid: 250 + the bid; a capot bid and made: 250 + 250 times the multiplier.")});
        break;
    }
    if (r.rounding) p.para(RulesText::tr("Marks are rounded to the nearest 10 (85 becomes 90, 84 becomes 80)."));
}

void end(Page& p, const Rules& r)
{
    p.heading(RulesText::tr("End of the game"));
    if (r.deals > 0) {
        p.para(RulesText::tr("The game is %1 long, passed deals included; the side with more points wins (on equal "
                             "points, one more deal).")
                   .arg(dealCount(r.deals)));
        return;
    }
    if (r.scoring == Scoring::Montpellier)
        p.para(RulesText::tr(
                   "A side wins when it has at least %1 points and more than the other; if both pass %1 in the same "
                   "deal, the side that won that deal wins.")
                   .arg(r.target));
    else
        p.para(
            RulesText::tr("The first side to reach %1 points wins; both at once: the higher total. A side that reaches "
                          "the target only through its belote on a deal it lost needs one more trick.")
                .arg(r.target));
}

}  // namespace

QString rulesPage(const Rules& r)
{
    Page p;
    p.heading(rulesSummary(r));
    p.para(presetDescription(r.preset));
    cards(p, r);
    taking(p, r);
    play(p, r);
    declarations(p, r);
    scoring(p, r);
    end(p, r);
    return p.html();
}

QString playerHelpPage(const QString& markdown)
{
    static const QRegularExpression developers(QStringLiteral("<!-- developers -->.*?<!-- /developers -->"),
                                               QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression blankLines(QStringLiteral("\n{3,}"));
    QString page = markdown;
    page.remove(developers);
    page.replace(blankLines, QStringLiteral("\n\n"));
    return page;
}

}  // namespace rebelote
