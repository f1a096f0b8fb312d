// Perft for belote: the number of legal lines of card play (RULES.md §5) from fixed
// positions, to a given number of cards or to the end of the deal. Each count is worked out
// three ways and locked: CardPlay play/undo (the AI's hot path), Deal::playCard on copies
// (the game's path), and the reference rules of testutil.h (RULES.md §5 with card lists).
// A change of the rules of play that was not meant changes a count. Of the options of
// rules.h only mustUndertrump changes the legal cards (toutAtoutPoints changes points only;
// no option touches the partner-holds-the-trick rule), so every count is taken with it on and off.
#include "testutil.h"

#include <QtTest>

using namespace belote;
using namespace testutil;

namespace {

// Three fixed deals, hands S E N W. "balanced": every hand holds three or four suits;
// "long suits": five cards of one suit and three of the next, so players run out of a
// suit early and the trumping rules decide most tricks; "undertrump": E and N are void in
// clubs, E holds the high trumps and N low ones, so N must undertrump on a club lead.
struct FixedDeal {
    const char* name;
    const char* hands[4];
};
constexpr FixedDeal kDeals[] = {
    {"balanced",
     {"JH 9H AS TS 7D 8C QC KC", "AH 7H KS 8S AD TD 9C 7C", "TH KH QH QS 9S 8D JD AC", "8H JS 7S KD QD 9D TC JC"}},
    {"long suits",
     {"JS 9S AS TS KS 7H 8H 9H", "AH TH KH QH JH 7D 8D 9D", "AD TD KD QD JD 7C 8C 9C", "AC TC KC QC JC QS 8S 7S"}},
    {"undertrump",
     {"AC TC KC QC JC AS KS 7D", "JH 9H AH 7S 8S 9S AD KD", "7H 8H QH TS JS QS TD QD", "9C 8C 7C TH KH JD 9D 8D"}},
};

const FixedDeal& fixedDeal(const QString& name)
{
    for (const FixedDeal& d : kDeals)
        if (name == QLatin1String(d.name)) return d;
    badRow("no fixed deal \"" + name + "\"");
}

std::array<CardSet, 4> handsOf(const FixedDeal& d) { return hands(d.hands[0], d.hands[1], d.hands[2], d.hands[3]); }

// "8C 9C AC JC | TH 8H 9H AH": the cards played before the count, tricks set apart by "|".
std::vector<Card> playedLine(QString line) { return cardList(line.remove(QLatin1Char('|'))); }

// depth 0 = to the end of the deal. The last card is counted, not played (bulk counting).
std::uint64_t perft(CardPlay& p, int depth)
{
    const CardSet legal = p.legalCards();
    if (depth == 1 || p.cardsPlayed() == 31) return std::uint64_t(legal.size());
    std::uint64_t n = 0;
    for (Card c : legal) {
        p.play(c);
        n += perft(p, depth - 1);
        p.undo();
    }
    return n;
}

// The count on copies: each legal card is played on a copy of the position.
template <typename Position>
std::uint64_t perftOnCopies(const Position& p, int depth)
{
    const CardSet legal = p.legal();
    if (depth == 1 || p.cardsLeft() == 1) return std::uint64_t(legal.size());
    std::uint64_t n = 0;
    for (Card c : legal) {
        Position next = p;
        next.play(c);
        n += perftOnCopies(next, depth - 1);
    }
    return n;
}

// The game's path: the Deal state machine.
struct DealPosition {
    Deal deal;
    CardSet legal() const { return deal.legalCards(); }
    int cardsLeft() const { return 32 - deal.cardPlay().cardsPlayed(); }
    void play(Card c) { deal.playCard(c); }
};

// The reference: hands as card lists, the trick as the cards on the table, and the trick
// winner and the rule of play from testutil.h.
struct RefPosition {
    Strain strain;
    bool mustUndertrump;
    std::array<std::vector<Card>, 4> hands;
    std::vector<Card> trick;
    int leader;  // seat of the trick's first card

    int toPlay() const { return (leader + int(trick.size())) % 4; }
    CardSet legal() const { return setOf(refLegal(hands[toPlay()], trick, strain, mustUndertrump)); }
    int cardsLeft() const
    {
        int n = 0;
        for (const auto& h : hands) n += int(h.size());
        return n;
    }

    void play(Card c)
    {
        auto& h = hands[toPlay()];
        h.erase(std::find(h.begin(), h.end(), c));
        trick.push_back(c);
        if (trick.size() == 4) {
            leader = (leader + refTrickWinner(trick, strain)) % 4;
            trick.clear();
        }
    }
};

// The coinche auction gives the strain without a retourne: the leader bids 80 and the
// others pass. Annonces are on; Deal::playCard declares the best combination.
Deal dealAt(const FixedDeal& fd, Strain strain, bool mustUndertrump, Seat leader)
{
    const Rules r =
        rules(QStringLiteral("coinche sansToutAtout=true mustUndertrump=") + (mustUndertrump ? "true" : "false"));
    Deal d = Deal::fromHands(r, nextSeat(leader, 3), handsOf(fd), std::nullopt);
    QString calls = QString("%1:80%2").arg(QLatin1Char(seatLetter(leader))).arg(QLatin1String(strainName(strain)));
    for (int k = 1; k <= 3; ++k) calls += QString(" %1:pass").arg(QLatin1Char(seatLetter(nextSeat(leader, k))));
    if (runCalls(d, calls) != 0) badRow("calls refused: " + calls);
    return d;
}

}  // namespace

class TestPerft : public QObject {
    Q_OBJECT

private slots:
    void perft_data();
    void perft();
};

void TestPerft::perft_data()
{
    QTest::addColumn<QString>("deal");
    QTest::addColumn<QString>("leader");
    QTest::addColumn<QString>("strain");
    QTest::addColumn<bool>("mustUndertrump");
    QTest::addColumn<QString>("played");  // before the count
    QTest::addColumn<int>("depth");       // cards counted; 0 = to the end
    QTest::addColumn<qulonglong>("count");

    // One line of play per deal and strain, four tricks long, legal under both settings of
    // mustUndertrump. Each line is counted at six positions, with mustUndertrump on and off.
    struct Position {
        const char* where;
        int tricksPlayed;  // of the line, before the count
        int depth;
    };
    static constexpr Position positions[] = {
        {"start, 4 cards", 0, 4},
        {"start, 8 cards", 0, 8},
        {"start, 12 cards", 0, 12},
        {"after 2 tricks, 8 cards", 2, 8},
        {"after 3 tricks, to the end", 3, 0},
        {"after 4 tricks, to the end", 4, 0},
    };
    struct Line {
        const char* deal;
        const char* leader;
        const char* strain;
        const char* line;
        qulonglong counts[2][std::size(positions)];  // mustUndertrump on, then off
    };
    // Not counted where the reference would take 8 s or more: the long suits deal from the
    // start to 12 cards (over 4 × 10^8 lines) and after 3 tricks (8 to 33 × 10^6 lines).
    constexpr qulonglong kNotCounted = 0;
    const Line lines[] = {
        // By hand, the first trick: JH or 9H led, 2 × 3 × 1; AS or TS, 2 × 2 × 2; 7D,
        // 2 × 2 × 3; 8C, QC or KC, 2 × 1 × 2: 52.
        {"balanced",
         "S",
         "H",
         "8C 9C AC JC | TH 8H 9H AH | KC 7C JD TC | QD 7D AD 8D",
         {{52, 2248, 79392, 1692, 70176, 4672}, {52, 2248, 79392, 1692, 70176, 4672}}},
        {"balanced",
         "S",
         "NT",
         "8C 9C AC TC | KH 8H 9H 7H | JD QD 7D AD | 7C QH JC KC",
         {{52, 2368, 108864, 1560, 221440, 8864}, {52, 2368, 108864, 1560, 221440, 8864}}},
        {"balanced",
         "S",
         "AT",
         "8C 9C AC JC | QD 7D TD JD | 8D KD KC AD | 7C QH TC QC",
         {{25, 808, 26328, 1612, 90864, 4320}, {25, 808, 26328, 1612, 90864, 4320}}},
        {"long suits",
         "E",
         "S",
         "7D KD 7S JS | KS QH JD QS | 9H TH 9C KC | 8D AD 8S 9S",
         {{1185, 948675, kNotCounted, 126900, kNotCounted, 129024},
          {1185, 948675, kNotCounted, 126900, kNotCounted, 129024}}},
        {"long suits",
         "E",
         "NT",
         "TH 7C 8S 9H | 7D JD QC TS | AD KC 7H 8D | 8C AC 8H JH",
         {{1920, 1987440, kNotCounted, 139200, kNotCounted, 96768},
          {1920, 1987440, kNotCounted, 139200, kNotCounted, 96768}}},
        {"long suits",
         "E",
         "AT",
         "7D KD 8S AS | QD TC TS 9D | 8D TD AC 8H | 8C KC 7H TH",
         {{1152, 935312, kNotCounted, 116550, kNotCounted, 70848},
          {1152, 935312, kNotCounted, 116550, kNotCounted, 70848}}},
        // N undertrumps in tricks 1 and 3 (under E's JH, then under E's AH): the settings
        // part. By hand, the first trick: a club lead (5 ways), E trumps (3), N cannot go over
        // E and undertrumps (3, or any of 8 when off), W follows (3): 5 × 27 or 5 × 72; plus
        // AS or KS, 2 × 3 × 3 × 2 (W trumps), and 7D, 2 × 2 × 3: 183 and 408.
        {"undertrump",
         "S",
         "H",
         "KC JH 8H 9C | 9S TS TH AS | 8C AC AH QH | 7S QS KH KS",
         {{183, 23712, 1682640, 2960, 92736, 2592}, {408, 57732, 4295700, 4368, 103968, 4248}}},
    };
    for (const Line& l : lines) {
        const QStringList tricks = QString::fromLatin1(l.line).split(QLatin1Char('|'));
        for (int u = 0; u < 2; ++u) {
            const bool mu = u == 0;
            for (std::size_t i = 0; i < std::size(positions); ++i) {
                if (l.counts[u][i] == kNotCounted) continue;
                const Position& at = positions[i];
                const QString name =
                    QString("%1, %2, mustUndertrump %3: %4").arg(l.deal, l.strain, mu ? "on" : "off", at.where);
                QTest::newRow(qPrintable(name))
                    << l.deal << l.leader << l.strain << mu << tricks.mid(0, at.tricksPlayed).join(QLatin1Char('|'))
                    << at.depth << l.counts[u][i];
            }
        }
    }
}

void TestPerft::perft()
{
    QFETCH(QString, deal);
    QFETCH(QString, leader);
    QFETCH(QString, strain);
    QFETCH(bool, mustUndertrump);
    QFETCH(QString, played);
    QFETCH(int, depth);
    QFETCH(qulonglong, count);
    const FixedDeal& fd = fixedDeal(deal);
    const Strain st = testutil::strain(strain);
    const Seat first = seat(leader);

    CardPlay p(CardTables::get(st), handsOf(fd), first, mustUndertrump);
    DealPosition d{dealAt(fd, st, mustUndertrump, first)};
    RefPosition ref{st, mustUndertrump, {}, {}, int(first)};
    for (int s = 0; s < 4; ++s) ref.hands[s] = listOf(p.hand(Seat(s)));
    for (Card c : playedLine(played)) {
        const QString what = QString::fromStdString(cardName(c)) + " after " + QString::number(p.cardsPlayed());
        QVERIFY2(p.legalCards().contains(c), qPrintable("the line plays an illegal card: " + what));
        QCOMPARE(str(p.legalCards()), str(ref.legal()));
        p.play(c);
        d.play(c);
        ref.play(c);
    }
    QVERIFY(d.deal.cardPlay().hands() == p.hands());
    const CardPlay before = p;

    const std::uint64_t n = ::perft(p, depth);
    const std::uint64_t viaDeal = perftOnCopies(d, depth);
    const std::uint64_t viaRef = perftOnCopies(ref, depth);
    QCOMPARE(viaDeal, n);
    QCOMPARE(viaRef, n);
    QCOMPARE(qulonglong(n), count);
    // Undo put everything back.
    QCOMPARE(p.cardsPlayed(), before.cardsPlayed());
    QCOMPARE(p.toPlay(), before.toPlay());
    QVERIFY(p.hands() == before.hands());
    QCOMPARE(p.cardPoints(Team::NS), before.cardPoints(Team::NS));
    QCOMPARE(p.cardPoints(Team::EW), before.cardPoints(Team::EW));
    QCOMPARE(p.tricksWon(Team::NS), before.tricksWon(Team::NS));
    QCOMPARE(p.tricksWon(Team::EW), before.tricksWon(Team::EW));
    QCOMPARE(p.trickWinnerSoFar(), before.trickWinnerSoFar());
    QCOMPARE(p.trickBestSoFar(), before.trickBestSoFar());
    QCOMPARE(str(p.playedSet()), str(before.playedSet()));
}

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
