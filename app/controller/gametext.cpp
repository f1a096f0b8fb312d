#include "app/controller/gametext.h"

#include <QCoreApplication>

namespace rebelote {

using namespace belote;

namespace {

// The words of this file, in the "GameText" context of the translations.
struct GameText {
    Q_DECLARE_TR_FUNCTIONS(GameText)
};

QString rankShort(Rank r)
{
    static const char* const names[] = {"7",
                                        "8",
                                        "9",
                                        "10",
                                        QT_TRANSLATE_NOOP("GameText", "J"),
                                        QT_TRANSLATE_NOOP("GameText", "Q"),
                                        QT_TRANSLATE_NOOP("GameText", "K"),
                                        QT_TRANSLATE_NOOP("GameText", "A")};
    return r < Rank::Jack ? QString::fromLatin1(names[int(r)]) : GameText::tr(names[int(r)]);
}

// "jacks", "nines": a carré's rank in the plural.
QString rankPlural(Rank r)
{
    switch (r) {
    case Rank::Seven: return GameText::tr("sevens");
    case Rank::Eight: return GameText::tr("eights");
    case Rank::Nine: return GameText::tr("nines");
    case Rank::Ten: return GameText::tr("tens");
    case Rank::Jack: return GameText::tr("jacks");
    case Rank::Queen: return GameText::tr("queens");
    case Rank::King: return GameText::tr("kings");
    case Rank::Ace: return GameText::tr("aces");
    }
    return {};
}

}  // namespace

QString signedMarks(int n)
{
    if (n > 0) return QStringLiteral("+%1").arg(n);
    if (n < 0) return QStringLiteral("\u2212%1").arg(-n);
    return QStringLiteral("0");
}

QString dealCount(int n)
{
    // A numerus form in every language (English's in rebelote_en.ts): in French 0 is singular too.
    return GameText::tr("%n deals", nullptr, n);
}

QString suitSymbol(Suit s)
{
    static const char16_t symbols[] = {u'\u2660', u'\u2665', u'\u2666', u'\u2663'};
    return QString(QChar(symbols[int(s)]));
}

QString suitWord(Suit s)
{
    switch (s) {
    case Suit::Spades: return GameText::tr("spades");
    case Suit::Hearts: return GameText::tr("hearts");
    case Suit::Diamonds: return GameText::tr("diamonds");
    case Suit::Clubs: return GameText::tr("clubs");
    }
    return {};
}

QString strainText(Strain s)
{
    if (isSuitStrain(s)) return suitSymbol(trumpSuitOf(s));
    return s == Strain::NoTrump ? GameText::tr("No trump") : GameText::tr("All trump");
}

QString strainWord(Strain s)
{
    switch (s) {
    case Strain::Spades: return GameText::tr("Spades");
    case Strain::Hearts: return GameText::tr("Hearts");
    case Strain::Diamonds: return GameText::tr("Diamonds");
    case Strain::Clubs: return GameText::tr("Clubs");
    case Strain::NoTrump: return GameText::tr("No trump");
    case Strain::AllTrump: return GameText::tr("All trump");
    }
    return {};
}

QString cardShort(Card c) { return rankShort(rankOf(c)) + suitSymbol(suitOf(c)); }

QString cardWords(Card c)
{
    // Whole phrases, so that a translation can order and inflect them as its language does.
    static const char* const phrases[4][8] = {
        {QT_TRANSLATE_NOOP("GameText", "the 7 of spades"), QT_TRANSLATE_NOOP("GameText", "the 8 of spades"),
         QT_TRANSLATE_NOOP("GameText", "the 9 of spades"), QT_TRANSLATE_NOOP("GameText", "the 10 of spades"),
         QT_TRANSLATE_NOOP("GameText", "the jack of spades"), QT_TRANSLATE_NOOP("GameText", "the queen of spades"),
         QT_TRANSLATE_NOOP("GameText", "the king of spades"), QT_TRANSLATE_NOOP("GameText", "the ace of spades")},
        {QT_TRANSLATE_NOOP("GameText", "the 7 of hearts"), QT_TRANSLATE_NOOP("GameText", "the 8 of hearts"),
         QT_TRANSLATE_NOOP("GameText", "the 9 of hearts"), QT_TRANSLATE_NOOP("GameText", "the 10 of hearts"),
         QT_TRANSLATE_NOOP("GameText", "the jack of hearts"), QT_TRANSLATE_NOOP("GameText", "the queen of hearts"),
         QT_TRANSLATE_NOOP("GameText", "the king of hearts"), QT_TRANSLATE_NOOP("GameText", "the ace of hearts")},
        {QT_TRANSLATE_NOOP("GameText", "the 7 of diamonds"), QT_TRANSLATE_NOOP("GameText", "the 8 of diamonds"),
         QT_TRANSLATE_NOOP("GameText", "the 9 of diamonds"), QT_TRANSLATE_NOOP("GameText", "the 10 of diamonds"),
         QT_TRANSLATE_NOOP("GameText", "the jack of diamonds"), QT_TRANSLATE_NOOP("GameText", "the queen of diamonds"),
         QT_TRANSLATE_NOOP("GameText", "the king of diamonds"), QT_TRANSLATE_NOOP("GameText", "the ace of diamonds")},
        {QT_TRANSLATE_NOOP("GameText", "the 7 of clubs"), QT_TRANSLATE_NOOP("GameText", "the 8 of clubs"),
         QT_TRANSLATE_NOOP("GameText", "the 9 of clubs"), QT_TRANSLATE_NOOP("GameText", "the 10 of clubs"),
         QT_TRANSLATE_NOOP("GameText", "the jack of clubs"), QT_TRANSLATE_NOOP("GameText", "the queen of clubs"),
         QT_TRANSLATE_NOOP("GameText", "the king of clubs"), QT_TRANSLATE_NOOP("GameText", "the ace of clubs")},
    };
    return GameText::tr(phrases[int(suitOf(c))][int(rankOf(c))]);
}

QString cardTitle(Card c)
{
    static const char* const ranks[] = {"7",
                                        "8",
                                        "9",
                                        "10",
                                        QT_TRANSLATE_NOOP("GameText", "Jack"),
                                        QT_TRANSLATE_NOOP("GameText", "Queen"),
                                        QT_TRANSLATE_NOOP("GameText", "King"),
                                        QT_TRANSLATE_NOOP("GameText", "Ace")};
    const Rank r = rankOf(c);
    const QString rank = r < Rank::Jack ? QString::fromLatin1(ranks[int(r)]) : GameText::tr(ranks[int(r)]);
    return GameText::tr("%1 of %2", "a card's name: rank of suit").arg(rank, suitWord(suitOf(c)));
}

QString strainWords(Strain s)
{
    if (isSuitStrain(s)) return suitWord(trumpSuitOf(s));
    return s == Strain::NoTrump ? GameText::tr("no trump") : GameText::tr("all trump");
}

QString callWords(Call c)
{
    switch (c.kind) {
    case Call::Kind::Pass: return GameText::tr("pass");
    case Call::Kind::Coinche: return GameText::tr("coinche");
    case Call::Kind::Surcoinche: return GameText::tr("surcoinche");
    case Call::Kind::Take: return GameText::tr("take %1").arg(strainWords(c.strain));
    case Call::Kind::Bid:
        if (c.value == kCapotBid) return GameText::tr("bid capot in %1").arg(strainWords(c.strain));
        return GameText::tr("bid %1 %2").arg(c.value).arg(strainWords(c.strain));
    }
    return {};
}

QString spokenSuits(const QString& text)
{
    QString out;
    out.reserve(text.size() + 16);
    for (const QChar ch : text) {
        std::optional<Suit> suit;
        switch (ch.unicode()) {
        case 0x2660:
        case 0x2664: suit = Suit::Spades; break;
        case 0x2665:
        case 0x2661: suit = Suit::Hearts; break;
        case 0x2666:
        case 0x2662: suit = Suit::Diamonds; break;
        case 0x2663:
        case 0x2667: suit = Suit::Clubs; break;
        default: break;
        }
        if (!suit) {
            out += ch;
            continue;
        }
        // A card written short ("J♥", "10♠"): its rank and suit in words ("jack of hearts").
        qsizetype start = out.size();
        while (start > 0 && !out[start - 1].isSpace() && out[start - 1] != QLatin1Char('(')) --start;
        const QString rank = out.mid(start);
        bool card = false;
        for (int r = 0; r < 8 && !rank.isEmpty(); ++r) {
            if (rankShort(Rank(r)) != rank) continue;
            QString title = cardTitle(makeCard(*suit, Rank(r)));
            title[0] = title[0].toLower();
            out.truncate(start);
            out += title;
            card = true;
            break;
        }
        if (card) continue;
        if (!out.isEmpty() && !out.back().isSpace()) out += QLatin1Char(' ');
        out += suitWord(*suit);
    }
    return out;
}

QString seatWord(Seat s)
{
    switch (s) {
    case Seat::South: return GameText::tr("South");
    case Seat::East: return GameText::tr("East");
    case Seat::North: return GameText::tr("North");
    case Seat::West: return GameText::tr("West");
    }
    return {};
}

QString teamWord(Team t) { return t == Team::NS ? GameText::tr("North\u2013South") : GameText::tr("East\u2013West"); }

QString callText(Call c, std::optional<Suit> retourneSuit)
{
    (void)retourneSuit;  // a take names its suit in either round

    switch (c.kind) {
    case Call::Kind::Pass: return GameText::tr("Pass");
    case Call::Kind::Coinche: return GameText::tr("Coinche");
    case Call::Kind::Surcoinche: return GameText::tr("Surcoinche");
    case Call::Kind::Take:
        return isSuitStrain(c.strain) ? GameText::tr("Take %1").arg(strainText(c.strain)) : strainText(c.strain);
    case Call::Kind::Bid:
        if (c.value == kCapotBid) return GameText::tr("Capot %1").arg(strainText(c.strain));
        return QStringLiteral("%1 %2").arg(c.value).arg(strainText(c.strain));
    }
    return {};
}

QString contractText(const Contract& c, bool classic, bool withCoinche)
{
    QString text;
    if (classic) text = strainWord(c.strain);
    else if (c.capotBid()) text = GameText::tr("Capot %1").arg(strainText(c.strain));
    else text = QStringLiteral("%1 %2").arg(c.value).arg(strainText(c.strain));
    if (withCoinche && c.coinche == 2) text = GameText::tr("%1 coinched").arg(text);
    if (withCoinche && c.coinche == 4) text = GameText::tr("%1 surcoinched").arg(text);
    return text;
}

QString declarationKindWord(DeclarationKind k)
{
    switch (k) {
    case DeclarationKind::Tierce: return GameText::tr("tierce");
    case DeclarationKind::Cinquante: return GameText::tr("cinquante");
    case DeclarationKind::Cent: return GameText::tr("cent");
    case DeclarationKind::Carre: return GameText::tr("carr\u00e9");
    }
    return {};
}

QString declarationText(const Declaration& d)
{
    if (d.kind == DeclarationKind::Carre) return GameText::tr("carr\u00e9 of %1").arg(rankPlural(d.high));
    // A sequence is named by its top card, one phrase a rank: a translation says it as its
    // players do ("cinquante au roi ♥", "tierce à la dame ♠").
    static const char* const heights[] = {
        QT_TRANSLATE_NOOP("GameText", "%1 to the 7%2"), QT_TRANSLATE_NOOP("GameText", "%1 to the 8%2"),
        QT_TRANSLATE_NOOP("GameText", "%1 to the 9%2"), QT_TRANSLATE_NOOP("GameText", "%1 to the 10%2"),
        QT_TRANSLATE_NOOP("GameText", "%1 to the J%2"), QT_TRANSLATE_NOOP("GameText", "%1 to the Q%2"),
        QT_TRANSLATE_NOOP("GameText", "%1 to the K%2"), QT_TRANSLATE_NOOP("GameText", "%1 to the A%2")};
    return GameText::tr(heights[int(d.high)]).arg(declarationKindWord(d.kind), suitSymbol(d.suit));
}

QString declarationSetText(const DeclarationSet& s)
{
    if (s.empty()) return GameText::tr("nothing");
    QStringList parts;
    for (const Declaration& d : s) parts << declarationText(d);
    return parts.join(GameText::tr(" and "));
}

namespace {

QString markTermText(const MarkTerm& t)
{
    switch (t.kind) {
    case MarkTerm::Kind::Total: return GameText::tr("%1 points", "a side's total in a sum of marks").arg(t.value);
    case MarkTerm::Kind::Points:
        if (t.unrounded != t.value)
            return GameText::tr("%1 (%2 in tricks, rounded)", "Montpellier's rounded points in a sum of marks")
                .arg(t.value)
                .arg(t.unrounded);
        return GameText::tr("%1 in tricks", "card points and last trick in a sum of marks").arg(t.value);
    case MarkTerm::Kind::Deal: return QString::number(t.value);
    case MarkTerm::Kind::Capot: return GameText::tr("%1 capot", "250 for a capot in a sum of marks").arg(t.value);
    case MarkTerm::Kind::Contract:
        if (t.factor > 1)
            return GameText::tr("%1 \u00d7 %2 bid", "Montpellier's multiplier times the bid in a sum of marks")
                .arg(t.factor)
                .arg(t.value / t.factor);
        return GameText::tr("%1 bid", "the bid's value in a sum of marks").arg(t.value);
    case MarkTerm::Kind::Declarations: return GameText::tr("%1 declarations", "in a sum of marks").arg(t.value);
    case MarkTerm::Kind::Belote: return GameText::tr("%1 belote", "in a sum of marks").arg(t.value);
    }
    return {};
}

}  // namespace

QString markFormulaText(const MarkFormula& f)
{
    if (f.count == 0) return QStringLiteral("0");
    QStringList terms;
    for (int i = 0; i < f.count; ++i) terms << markTermText(f.terms[std::size_t(i)]);
    QString text = terms.join(QStringLiteral(" + "));
    if (f.times > 1) text = QStringLiteral("(%1) \u00d7 %2").arg(text).arg(f.times);
    // A single term is the marks already; a sum or a product says what it comes to.
    if (f.count > 1 || f.times > 1) text += QStringLiteral(" = %1").arg(f.product());
    if (f.marks() != f.product())
        text += GameText::tr(", rounded to %1", "marks rounded to the nearest 10").arg(f.marks());
    return text;
}

QString levelWord(const QString& level)
{
    if (level == QLatin1String("heuristic")) return GameText::tr("quick");
    if (level == QLatin1String("easy")) return GameText::tr("easy");
    if (level == QLatin1String("normal")) return GameText::tr("normal");
    if (level == QLatin1String("strong")) return GameText::tr("strong");
    return level;  // an outside bot's or a test's level: its own name
}

QString presetTitle(Preset p)
{
    switch (p) {
    case Preset::Classic: return GameText::tr("Classic belote");
    case Preset::ClassicNoAnnonces: return GameText::tr("Classic belote, no declarations");
    case Preset::Coinche: return GameText::tr("Coinche (FFB)");
    case Preset::CoincheMontpellier: return GameText::tr("Coinche (Montpellier)");
    }
    return {};
}

QString presetDescription(Preset p)
{
    switch (p) {
    case Preset::Classic:
        return GameText::tr("Take or pass on the turned-up card, declarations and belote, 1000 points (FFB rules).");
    case Preset::ClassicNoAnnonces:
        return GameText::tr("The same without declarations: only belote counts, 1000 points.");
    case Preset::Coinche:
        return GameText::tr(
            "An auction of bids from 80 to capot, coinche and surcoinche, declarations, 2000 points (FFB rules).");
    case Preset::CoincheMontpellier:
        return GameText::tr(
            "The Montpellier club's coinche: no declarations, coinche out of turn, its own scoring, 2000 points.");
    }
    return {};
}

QString rulesSummary(const Rules& r)
{
    QStringList parts;
    const Rules base = Rules::fromPreset(r.preset);
    // The preset's own name already says "no declarations" for classic-no-annonces.
    if (r.annonces || r.preset != Preset::ClassicNoAnnonces)
        parts << (r.annonces ? GameText::tr("declarations") : GameText::tr("no declarations"));
    if (r.isCoinche() && r.coincheOutOfTurn) parts << GameText::tr("coinche out of turn");
    if (r.mustUndertrump != base.mustUndertrump)
        parts << (r.mustUndertrump ? GameText::tr("must undertrump") : GameText::tr("no undertrumping"));
    if (r.sansToutAtout) parts << GameText::tr("no trump and all trump");
    if (r.deals > 0) parts << dealCount(r.deals);
    else parts << GameText::tr("%1 points").arg(r.target);
    QString title = presetTitle(r.preset);
    if (!(r == base) && (r.mustUndertrump != base.mustUndertrump || r.sansToutAtout != base.sansToutAtout ||
                         r.annonces != base.annonces || r.coincheOutOfTurn != base.coincheOutOfTurn ||
                         r.toutAtoutPoints != base.toutAtoutPoints || r.litige != base.litige ||
                         r.rounding != base.rounding || r.shuffle != base.shuffle || r.cutMinimum != base.cutMinimum))
        title = GameText::tr("custom (from %1)").arg(title);
    return GameText::tr("%1 — %2").arg(title, parts.join(QStringLiteral(", ")));
}

QString refusalText(const CardRefusal& r)
{
    switch (r.rule) {
    case CardRefusal::Rule::None: return {};
    case CardRefusal::Rule::CallsNotOver: return GameText::tr("The calls are not over yet.");
    case CardRefusal::Rule::DealOver: return GameText::tr("The deal is over.");
    case CardRefusal::Rule::NotInHand: return GameText::tr("That card is not in your hand.");
    case CardRefusal::Rule::MustFollow:
        return GameText::tr("You must follow %1: you hold %2.").arg(suitWord(r.suit), cardWords(r.proof));
    case CardRefusal::Rule::MustGoOver:
        return GameText::tr("You must play higher than %1: you hold %2.").arg(cardWords(r.over), cardWords(r.proof));
    case CardRefusal::Rule::MustTrump: return GameText::tr("You must trump: you hold %1.").arg(cardWords(r.proof));
    case CardRefusal::Rule::MustOvertrump:
        return GameText::tr("You must overtrump: you hold %1.").arg(cardWords(r.proof));
    case CardRefusal::Rule::MustUndertrump:
        return GameText::tr("You must play a trump, even a lower one: you hold %1.").arg(cardWords(r.proof));
    }
    return {};
}

}  // namespace rebelote
