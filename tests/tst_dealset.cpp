// Deal sets (engine/dealset.h, docs/sets.md): a set file reads back as written, every bad
// line is refused with one line that names it, a seed gives the deals `rebelote --seed S`
// deals, and the day's set is the same cards whatever the machine.
#include "ai/randomplayer.h"
#include "engine/dealset.h"
#include "engine/game.h"
#include "engine/random.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace belote;

namespace {

Rules preset(const char* name) { return Rules::fromPreset(*parsePreset(name)); }

QList<QByteArray> linesOf(const QByteArray& file) { return file.trimmed().split('\n'); }

QByteArray joined(const QList<QByteArray>& lines) { return lines.join('\n') + '\n'; }

QJsonObject objectOf(const QByteArray& line) { return QJsonDocument::fromJson(line).object(); }

QByteArray lineOf(const QJsonObject& o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

// Line `n` (1-based) of `file` changed by `edit`.
template <typename Edit>
QByteArray editLine(const QByteArray& file, int n, Edit edit)
{
    QList<QByteArray> lines = linesOf(file);
    QJsonObject o = objectOf(lines[n - 1]);
    edit(o);
    lines[n - 1] = lineOf(o);
    return joined(lines);
}

// The `set` field of `o` changed by `edit`.
template <typename Edit>
void editSet(QJsonObject& o, Edit edit)
{
    QJsonObject s = o.value(QStringLiteral("set")).toObject();
    edit(s);
    o.insert(QStringLiteral("set"), s);
}

// Every deal of `set` played out by random players, as a player's file holds them.
DealSet playedBy(DealSet set, std::uint64_t seed, const QString& player)
{
    Rng seeds(seed);
    std::array<RandomPlayer, 4> players{RandomPlayer(seeds.split()), RandomPlayer(seeds.split()),
                                        RandomPlayer(seeds.split()), RandomPlayer(seeds.split())};
    Player* const seats[4] = {&players[0], &players[1], &players[2], &players[3]};
    for (SetDeal& d : set.deals) {
        Deal deal = d.dealt;
        playOut(deal, seats, GameContext{{0, 0}, set.rules.target});
        d.played = DealRecord{deal, {}, {}, {}};
        d.par = 10;
    }
    set.player = player;
    return set;
}

}  // namespace

class TestDealSet : public QObject {
    Q_OBJECT

private slots:
    void writesBack_data();
    void writesBack();
    void refuses_data();
    void refuses();
    void seedGivesTheGamesDeals();
    void daySetIsTheSameEverywhere_data();
    void daySetIsTheSameEverywhere();
    void otherDaysOtherCards();
    void differentCardsSaysWhere();
    void deckForHands_data();
    void deckForHands();
};

void TestDealSet::writesBack_data()
{
    QTest::addColumn<QByteArray>("file");
    for (const char* name : {"classic", "classic-no-annonces", "coinche", "coinche-montpellier"}) {
        QTest::newRow((QByteArray("seeded ") + name).constData()) << writeDealSet(seededSet(preset(name), 42, 5));
        QTest::newRow((QByteArray("day ") + name).constData())
            << writeDealSet(daySet(preset(name), QDate(2026, 12, 2)));
        QTest::newRow((QByteArray("played ") + name).constData())
            << writeDealSet(playedBy(seededSet(preset(name), 7, 3), 9, QStringLiteral("Ana")));
    }
    DealSet given = seededSet(preset("coinche"), 5, 2);
    given.kind = SetKind::Given;
    given.name = QStringLiteral("Club, 1 December");
    given.deals[0].from = QStringLiteral("table 3, deal 12");
    QTest::newRow("given, with where a deal came from") << writeDealSet(given);
}

// Reading a written set and writing it again gives the same bytes; a set holds no play.
void TestDealSet::writesBack()
{
    QFETCH(QByteArray, file);
    const Checked<DealSet> set = readDealSet(file);
    QVERIFY2(set, qPrintable(set.error));
    QCOMPARE(writeDealSet(*set.value), file);
    for (const QByteArray& line : linesOf(file)) {
        const QJsonObject o = objectOf(line);
        QCOMPARE(o.contains(QStringLiteral("result")), set.value->played());
        QVERIFY(o.contains(QStringLiteral("deck")));
        QVERIFY(readRecord(line));  // each line a deal record by itself
    }
}

void TestDealSet::refuses_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("error");
    const QByteArray good = writeDealSet(seededSet(preset("coinche"), 42, 4));
    QList<QByteArray> lines = linesOf(good);
    auto row = [](const char* name, const QByteArray& file, const char* error) {
        QTest::newRow(name) << file << QString::fromUtf8(error);
    };

    row("empty file", "\n\n", "no deal: not a deal set");
    QList<QByteArray> broken = lines;
    broken[2] = broken[2].left(broken[2].size() / 2);
    row("a damaged line", joined(broken), "line 3: bad JSON at offset");
    row("a card twice",
        editLine(good, 2,
                 [](QJsonObject& o) {
                     QJsonArray deck = o.value(QStringLiteral("deck")).toArray();
                     deck[1] = deck[0];
                     o.insert(QStringLiteral("deck"), deck);
                     o.remove(QStringLiteral("hands"));
                 }),
        "line 2: deck: ");
    row("a record that is not a set's", editLine(good, 1, [](QJsonObject& o) { o.remove(QStringLiteral("set")); }),
        "line 1: set: missing (a deal record, but not a line of a deal set)");
    row("set not an object", editLine(good, 1, [](QJsonObject& o) { o.insert(QStringLiteral("set"), 3); }),
        "line 1: set: not an object");
    row("no name",
        editLine(good, 1, [](QJsonObject& o) { editSet(o, [](QJsonObject& s) { s.remove(QStringLiteral("name")); }); }),
        "line 1: set: name missing");
    row("another name",
        editLine(good, 3,
                 [](QJsonObject& o) {
                     editSet(o, [](QJsonObject& s) { s.insert(QStringLiteral("name"), QStringLiteral("Other")); });
                 }),
        "line 3: set: name \"Other\", but line 1 says \"Seed 42, 4 deals\"");
    row("deals out of order",
        editLine(good, 2,
                 [](QJsonObject& o) { editSet(o, [](QJsonObject& s) { s.insert(QStringLiteral("deal"), 3); }); }),
        "line 2: set: deal 3, expected 2");
    row("a deal beyond the set's count",
        editLine(good, 4,
                 [](QJsonObject& o) { editSet(o, [](QJsonObject& s) { s.insert(QStringLiteral("deal"), 5); }); }),
        "line 4: set: deal 5 of a set of 4");
    row("another count",
        editLine(good, 2,
                 [](QJsonObject& o) { editSet(o, [](QJsonObject& s) { s.insert(QStringLiteral("deals"), 5); }); }),
        "line 2: set: deals 5, but line 1 says 4");
    QList<QByteArray> cut = lines;
    cut.removeLast();
    row("a file cut short", joined(cut), "line 3: the set has 4 deals, the file ends after 3");
    row("other rules on a line",
        editLine(good, 2,
                 [](QJsonObject& o) {
                     o.insert(QStringLiteral("rules"),
                              QJsonObject{{QStringLiteral("preset"), QStringLiteral("coinche")},
                                          {QStringLiteral("target"), 3000}});
                 }),
        "line 2: rules {\"preset\":\"coinche\",\"target\":3000} differ from line 1's");
    row("not the seed's cards",
        editLine(good, 1,
                 [](QJsonObject& o) {
                     editSet(o, [](QJsonObject& s) { s.insert(QStringLiteral("seed"), QStringLiteral("43")); });
                 }),
        "line 1: not the cards of seed 43");
    row("a seed that is not a number",
        editLine(good, 1,
                 [](QJsonObject& o) { editSet(o, [](QJsonObject& s) { s.insert(QStringLiteral("seed"), 42); }); }),
        "line 1: set: seed is not a whole number in quotes (\"42\")");
    row("no deck",
        editLine(good, 1,
                 [](QJsonObject& o) {
                     o.remove(QStringLiteral("deck"));
                     o.remove(QStringLiteral("pattern"));
                 }),
        "line 1: no deck: a set's deal gives its deck, for the bots to play the same cards");
    row("a deal in progress",
        editLine(good, 1,
                 [](QJsonObject& o) {
                     const Seat first =
                         nextSeat(*parseSeat(o.value(QStringLiteral("dealer")).toString().toStdString()));
                     o.insert(QStringLiteral("calls"), QJsonArray{QString(QLatin1Char(seatLetter(first))) + ":pass"});
                 }),
        "line 1: a deal in progress: a set's deal is dealt only or played to its end");
    row("a day's set with a wrong date",
        editLine(writeDealSet(daySet(preset("classic"), QDate(2026, 12, 2))), 1,
                 [](QJsonObject& o) {
                     editSet(o, [](QJsonObject& s) { s.insert(QStringLiteral("day"), QStringLiteral("2026-12-03")); });
                 }),
        "line 1: not the cards of 2026-12-03");
    const QByteArray played = writeDealSet(playedBy(seededSet(preset("classic"), 7, 3), 9, QStringLiteral("Ana")));
    QList<QByteArray> mixed = linesOf(played);
    mixed[1] = linesOf(writeDealSet(seededSet(preset("classic"), 7, 3)))[1];
    row("a dealt line among played ones", joined(mixed),
        "line 2: dealt only, but line 1 is played: a file is a set or a player's line");
}

// A damaged set file is refused whole, with the first bad line and why.
void TestDealSet::refuses()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, error);
    const Checked<DealSet> set = readDealSet(file);
    QVERIFY(!set);
    QVERIFY2(set.error.startsWith(error), qPrintable(set.error));
    QVERIFY(!set.error.contains(QLatin1Char('\n')));
}

// `set new --seed S` holds the deals a game of `rebelote --seed S` starts with.
void TestDealSet::seedGivesTheGamesDeals()
{
    const Rules rules = preset("coinche");
    const DealSet set = seededSet(rules, 3, 4);
    Rng seeds(3);
    Game game(rules, seeds.split());
    for (const SetDeal& d : set.deals) {
        const Deal dealt = game.nextDeal();
        QCOMPARE(d.dealt.dealer(), dealt.dealer());
        QVERIFY(d.dealt.deck() == dealt.deck());
        game.setDealer(nextSeat(dealt.dealer()));
    }
}

void TestDealSet::daySetIsTheSameEverywhere_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QByteArray>("expected");
    // clang-format off
    QTest::newRow("coinche, 2 December 2026") << QStringLiteral("coinche") << QByteArray(
        R"({"format":"belote-deal","version":1,"rules":{"preset":"coinche"},"dealer":"E","deck":["9H","KH","AS","QS","JD","7D","JC","KS","TS","KD","8S","7C","7H","7S","JS","AH","TD","9D","QC","TC","QD","9S","QH","KC","8C","TH","AD","AC","JH","8H","9C","8D"],"pattern":[3,3,2],"hands":{"S":["TS","KS","8H","JH","QD","TC","JC","QC"],"E":["8S","9S","QH","8D","KD","7C","9C","KC"],"N":["7S","JS","AS","7H","9H","TH","KH","8C"],"W":["QS","AH","7D","9D","TD","JD","AD","AC"]},"set":{"day":"2026-12-02","deal":1,"deals":8,"name":"Deals of 2026-12-02"}}
{"format":"belote-deal","version":1,"rules":{"preset":"coinche"},"dealer":"N","deck":["TC","KD","TD","QS","7S","KS","9C","TS","9D","AH","7C","QH","KH","TH","8H","QC","JS","KC","9H","8S","AS","JH","7D","8C","AC","JD","AD","7H","9S","QD","JC","8D"],"pattern":[3,2,3],"hands":{"S":["7S","QS","KS","8H","JD","8C","QC","AC"],"E":["9S","TS","JS","7H","9D","AD","9C","KC"],"N":["8S","9H","QH","AH","8D","QD","7C","JC"],"W":["AS","TH","JH","KH","7D","TD","KD","TC"]},"set":{"day":"2026-12-02","deal":2,"deals":8,"name":"Deals of 2026-12-02"}}
{"format":"belote-deal","version":1,"rules":{"preset":"coinche"},"dealer":"W","deck":["TH","AC","8H","QS","9H","QC","TS","7H","KH","JC","KS","AH","TC","QH","7D","7C","9C","JS","QD","7S","9D","TD","9S","JH","8S","8C","KC","JD","AD","KD","8D","AS"],"pattern":[3,2,3],"hands":{"S":["9S","8H","TH","QH","9D","TD","TC","AC"],"E":["8S","QS","9H","JH","7D","7C","8C","QC"],"N":["TS","JS","7H","KH","JD","AD","9C","KC"],"W":["7S","KS","AS","AH","8D","QD","KD","JC"]},"set":{"day":"2026-12-02","deal":3,"deals":8,"name":"Deals of 2026-12-02"}}
{"format":"belote-deal","version":1,"rules":{"preset":"coinche"},"dealer":"S","deck":["AS","8D","7S","KH","AH","KD","8S","KS","JD","JH","QS","9S","KC","9C","7D","AC","8C","TH","QC","JC","7H","TD","JS","9D","8H","7C","9H","QH","TS","TC","QD","AD"],"pattern":[3,2,3],"hands":{"S":["9S","QS","JH","QD","AD","TC","JC","QC"],"E":["7S","JS","AS","7H","8D","TD","9C","KC"],"N":["8H","KH","AH","7D","9D","KD","7C","AC"],"W":["8S","TS","KS","9H","TH","QH","JD","8C"]},"set":{"day":"2026-12-02","deal":4,"deals":8,"name":"Deals of 2026-12-02"}}
{"format":"belote-deal","version":1,"rules":{"preset":"coinche"},"dealer":"E","deck":["JC","TS","JH","QC","KH","KS","9S","8C","7C","KD","9D","QS","8D","TC","9C","QH","AH","JS","8S","TH","KC","AS","TD","7D","8H","AD","7S","7H","JD","AC","9H","QD"],"pattern":[3,3,2],"hands":{"S":["8S","9S","TH","JD","7C","8C","KC","AC"],"E":["QS","AS","9H","7D","9D","TD","QD","KD"],"N":["TS","8H","JH","8D","AD","9C","TC","JC"],"W":["7S","JS","KS","7H","QH","KH","AH","QC"]},"set":{"day":"2026-12-02","deal":5,"deals":8,"name":"Deals of 2026-12-02"}}
{"format":"belote-deal","version":1,"rules":{"preset":"coinche"},"dealer":"N","deck":["JD","JH","8H","AD","QH","QS","KS","TD","7D","8S","AC","9C","9S","TS","JS","KH","7S","QC","9H","AS","KC","7H","JC","KD","TH","9D","8D","AH","QD","7C","8C","TC"],"pattern":[3,3,2],"hands":{"S":["7S","QS","QH","KH","AH","8D","AD","QC"],"E":["KS","AS","9H","7D","TD","QD","7C","KC"],"N":["8S","7H","KD","8C","9C","TC","JC","AC"],"W":["9S","TS","JS","8H","TH","JH","9D","JD"]},"set":{"day":"2026-12-02","deal":6,"deals":8,"name":"Deals of 2026-12-02"}}
{"format":"belote-deal","version":1,"rules":{"preset":"coinche"},"dealer":"W","deck":["8S","7H","7C","7D","TC","TH","AH","8D","8C","JD","JC","AC","AS","TS","9C","JH","QC","9S","KC","QH","7S","9H","TD","AD","QS","QD","8H","JS","KS","KH","KD","9D"],"pattern":[3,3,2],"hands":{"S":["8S","TS","QS","AS","7H","QD","7C","9C"],"E":["9S","JS","8H","TH","JH","7D","TC","QC"],"N":["7S","KS","QH","KH","AH","8D","8C","KC"],"W":["9H","9D","TD","JD","KD","AD","JC","AC"]},"set":{"day":"2026-12-02","deal":7,"deals":8,"name":"Deals of 2026-12-02"}}
{"format":"belote-deal","version":1,"rules":{"preset":"coinche"},"dealer":"S","deck":["9D","7C","JD","9S","AH","TS","QS","7D","AD","9C","KS","8D","KC","7H","QC","AS","JC","8S","8C","7S","8H","TD","AC","KD","JS","TH","9H","QD","QH","TC","KH","JH"],"pattern":[3,2,3],"hands":{"S":["7S","KS","JH","KH","8D","8C","9C","TC"],"E":["7H","8H","9D","TD","JD","7C","KC","AC"],"N":["9S","TS","JS","AS","TH","AH","KD","QC"],"W":["8S","QS","9H","QH","7D","QD","AD","JC"]},"set":{"day":"2026-12-02","deal":8,"deals":8,"name":"Deals of 2026-12-02"}}
)");
    // clang-format on
}

// The day's set for a fixed date is the same records run after run, on any machine: the
// records written here by hand.
void TestDealSet::daySetIsTheSameEverywhere()
{
    QFETCH(QString, preset);
    QFETCH(QByteArray, expected);
    const QByteArray file = writeDealSet(daySet(::preset(preset.toLatin1().constData()), QDate(2026, 12, 2)));
    QCOMPARE(file, expected);
}

void TestDealSet::otherDaysOtherCards()
{
    const Rules rules = preset("classic");
    const DealSet a = daySet(rules, QDate(2026, 12, 2));
    const DealSet b = daySet(rules, QDate(2026, 12, 3));
    QCOMPARE(int(a.deals.size()), kDayDeals);
    QVERIFY(a.deals[0].dealt.deck() != b.deals[0].dealt.deck());
    QCOMPARE(a.name, QStringLiteral("Deals of 2026-12-02"));
}

// A friend's file of other cards is named for its first other deal.
void TestDealSet::differentCardsSaysWhere()
{
    const Rules rules = preset("coinche");
    const DealSet mine = playedBy(seededSet(rules, 42, 4), 1, QStringLiteral("Ana"));
    QCOMPARE(differentCards(mine, playedBy(seededSet(rules, 42, 4), 2, QStringLiteral("Ben"))), QString());
    DealSet other = seededSet(rules, 42, 4);
    other.deals[2] = seededSet(rules, 43, 3).deals[2];
    QVERIFY(differentCards(mine, other).startsWith(QStringLiteral("deal 3: other cards")));
    QCOMPARE(differentCards(mine, seededSet(rules, 42, 3)), QStringLiteral("3 deals, not 4"));
    QCOMPARE(differentCards(mine, seededSet(preset("classic"), 42, 4)),
             QStringLiteral("other rules: {\"preset\":\"classic\"}, not {\"preset\":\"coinche\"}"));
}

void TestDealSet::deckForHands_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("seed");
    for (const char* name : {"classic", "coinche"})
        for (int seed : {1, 2, 3})
            QTest::newRow(QByteArray(name).append(' ').append(QByteArray::number(seed)).constData())
                << QString::fromLatin1(name) << seed;
}

// The deck made from a deal's hands as dealt (and in classic the rest) deals those hands.
void TestDealSet::deckForHands()
{
    QFETCH(QString, preset);
    QFETCH(int, seed);
    const Deal d = seededSet(::preset(preset.toLatin1().constData()), std::uint64_t(seed), 1).deals[0].dealt;
    std::vector<Card> rest;
    for (int i = 20; d.rules().isClassic() && i < 32; ++i) rest.push_back((*d.deck())[std::size_t(i)]);
    const auto deck = deckFor(d.dealer(), d.pattern(), d.handsBeforePlay(), rest);
    QVERIFY(deck);
    const Deal again = Deal::fromDeck(d.rules(), d.dealer(), *deck, d.pattern());
    QVERIFY(again.handsBeforePlay() == d.handsBeforePlay());
    QCOMPARE(again.retourne(), d.retourne());
    std::array<CardSet, 4> twice = d.handsBeforePlay();
    twice[0] = twice[1];
    QVERIFY(!deckFor(d.dealer(), d.pattern(), twice, rest));
}

QTEST_GUILESS_MAIN(TestDealSet)
#include "tst_dealset.moc"
