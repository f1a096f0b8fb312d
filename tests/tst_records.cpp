// Deal records (DEAL-FORMAT.md): every refusal names the place and the reason in one exact
// line, and good records read and write back identically.
//
// The rows start from one deal written by hand ("deal A", below) in which each rule of play
// can be broken within two tricks, and from deals played by random players.
#include "ai/randomplayer.h"
#include "engine/game.h"
#include "engine/record.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace belote;

namespace {

// --- Building records ------------------------------------------------------------------

QJsonArray words(const QString& spaced)
{
    QJsonArray a;
    for (const QString& w : spaced.split(QLatin1Char(' '), Qt::SkipEmptyParts)) a.append(w);
    return a;
}

// A copy of `o` with `key` set to `v` (or removed when `v` is undefined).
QJsonObject with(QJsonObject o, const char* key, const QJsonValue& v)
{
    if (v.isUndefined()) o.remove(QLatin1String(key));
    else o.insert(QLatin1String(key), v);
    return o;
}

QJsonObject without(const QJsonObject& o, const char* key) { return with(o, key, QJsonValue::Undefined); }

QByteArray text(const QJsonObject& o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

// Deal A, dealer W: S speaks first and leads, and takes hearts.
//   S  AS KS QS JS  JH 8H  AD  AC      cinquante:AS
//   E  9H 7H  KD QD JD  KC QC JC       tierce:KD tierce:KC, void in spades
//   N  QH KH AH  TD 9D  TC 9C 8C       tierce:AH tierce:TC, belote, void in spades
//   W  TS 9S 8S 7S  TH  8D 7D  7C      cinquante:TS
// After S:AS, E has to trump (9H or 7H); over 7H, N has to overtrump with QH KH or AH;
// over 9H, N cannot (classic: it must still play a trump). On N's lead of KH in trick 2,
// W must play TH and S then has to go over it with JH.
const char* const kHandsA[4] = {"AS KS QS JS JH 8H AD AC", "9H 7H KD QD JD KC QC JC", "QH KH AH TD 9D TC 9C 8C",
                                "TS 9S 8S 7S TH 8D 7D 7C"};

QJsonObject handsOf(const char* const hands[4])
{
    QJsonObject o;
    for (int s = 0; s < kSeats; ++s)
        o.insert(QString(QLatin1Char(seatLetter(Seat(s)))), words(QLatin1String(hands[s])));
    return o;
}

QJsonObject rulesOf(const char* preset) { return QJsonObject{{QStringLiteral("preset"), QLatin1String(preset)}}; }

// Deal A in hands form under a coinche preset, S having bid 80H.
QJsonObject coincheA(const char* preset = "coinche")
{
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("belote-deal")},
                       {QStringLiteral("version"), 1},
                       {QStringLiteral("rules"), rulesOf(preset)},
                       {QStringLiteral("dealer"), QStringLiteral("W")},
                       {QStringLiteral("hands"), handsOf(kHandsA)},
                       {QStringLiteral("calls"), words(QStringLiteral("S:80H E:pass N:pass W:pass"))}};
}

// Deal A in hands form under a classic preset: the retourne 8H, S takes it.
QJsonObject classicA(const char* preset = "classic")
{
    QJsonObject o = with(coincheA(), "rules", rulesOf(preset));
    o.insert(QStringLiteral("retourne"), QStringLiteral("8H"));
    o.insert(QStringLiteral("calls"), words(QStringLiteral("S:take")));
    return o;
}

// The deck that deals `hands` (each listed in the order received) by `pattern` from the
// dealer's right; in classic the taker's retourne is the 21st card, the rest dealt after.
QJsonArray deckFor(const char* const hands[4], Seat dealer, std::initializer_list<int> pattern,
                   std::optional<QString> retourne = std::nullopt)
{
    std::array<QStringList, 4> left;
    for (int s = 0; s < kSeats; ++s) {
        left[s] = QString::fromLatin1(hands[s]).split(QLatin1Char(' '));
        if (retourne) left[s].removeAll(*retourne);
    }
    QJsonArray deck;
    auto dealRound = [&](auto count) {
        for (int k = 1; k <= kSeats; ++k) {
            QStringList& cards = left[int(nextSeat(dealer, k))];
            for (int n = count(cards); n > 0; --n) deck.append(cards.takeFirst());
        }
    };
    for (int part : pattern) dealRound([part](const QStringList&) { return part; });
    if (retourne) {
        deck.append(*retourne);
        dealRound([](const QStringList& cards) { return int(cards.size()); });  // 3, the taker 2
    }
    return deck;
}

QJsonObject coincheADeck()
{
    return with(without(coincheA(), "hands"), "deck", deckFor(kHandsA, Seat::West, {3, 3, 2}));
}

QJsonObject classicADeck()
{
    return with(without(without(classicA(), "hands"), "retourne"), "deck",
                deckFor(kHandsA, Seat::West, {3, 2}, QStringLiteral("8H")));
}

// --- Records of random deals -------------------------------------------------------------

// The first deal of a game with four random players, stopped after `steps` calls and cards
// (-1: played to the end).
Deal randomDeal(const Rules& rules, std::uint64_t seed, int steps = -1)
{
    Game game(rules, seed);
    Deal deal = game.nextDeal();
    RandomPlayer player(seed + 1);
    for (; steps != 0 && deal.phase() != Phase::Done; --steps) {
        const Seat s = deal.toAct();
        if (deal.phase() == Phase::Calls) {
            deal.makeCall(s, player.chooseCall(deal, s, deal.legalCalls()));
            continue;
        }
        if (deal.declarationPending()) deal.declare(player.chooseDeclarations(deal, s, deal.declarationChoices()));
        deal.playCard(player.chooseCard(deal, s, deal.legalCards()));
    }
    return deal;
}

// A deal nobody takes: every call a pass.
Deal passedDeal(const Rules& rules, std::uint64_t seed)
{
    Deal deal = Game(rules, seed).nextDeal();
    while (deal.phase() == Phase::Calls) deal.makeCall(deal.toAct(), Call::pass());
    return deal;
}

Rules preset(Preset p) { return Rules::fromPreset(p); }

}  // namespace

class TestRecords : public QObject {
    Q_OBJECT

private slots:
    void refuses_data();
    void refuses();
    void writesBack_data();
    void writesBack();
    void formsAgree_data();
    void formsAgree();
    void visitsEveryCardBeforeItIsPlayed_data() { writesBack_data(); }
    void visitsEveryCardBeforeItIsPlayed();
    void keepsUnknownFieldsAndGivenResult();
    void writesResultOfDealFormat();
    void writesKeysInRecordOrder();
};

void TestRecords::refuses_data()
{
    QTest::addColumn<QByteArray>("record");
    QTest::addColumn<QString>("error");
    auto row = [](const char* name, const QJsonObject& record, const char* error) {
        QTest::newRow(name) << text(record) << QString::fromUtf8(error);
    };
    auto raw = [](const char* name, const char* json, const char* error) {
        QTest::newRow(name) << QByteArray(json) << QString::fromUtf8(error);
    };
    const QJsonObject coinche = coincheA();
    const QJsonObject classic = classicA();

    // JSON and the header
    raw("bad JSON", R"({"format": "belote-deal", "rules": )", "bad JSON at offset 35: unterminated object");
    raw("bad JSON, trailing comma", R"({"dealer": "S",})", "bad JSON at offset 16: object is missing after a comma");
    raw("not an object", R"([1, 2, 3])", "not a JSON object");
    row("bad format", with(coinche, "format", QStringLiteral("pbn")), R"(format: "pbn", expected "belote-deal")");
    row("bad version", with(coinche, "version", 2), "version: 2, expected 1");
    row("no rules", without(coinche, "rules"), "rules: missing");
    row("rules not an object", with(coinche, "rules", QStringLiteral("classic")), "rules: not an object");
    row("unknown preset", with(coinche, "rules", rulesOf("belotte")), R"(rules: unknown preset "belotte")");
    row("unknown option", with(coinche, "rules", QJsonObject{{"preset", "coinche"}, {"atouts", 2}}),
        R"(rules: unknown option "atouts")");
    row("unknown option, long name cut",
        with(coinche, "rules", QJsonObject{{"preset", "coinche"}, {QString(200, u'x') + "\n", 2}}),
        "rules: unknown option \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…\"");
    row("unknown preset, control character", with(coinche, "rules", rulesOf("co\tinche")),
        R"(rules: unknown preset "co?inche")");
    row("bad option value", with(coinche, "rules", QJsonObject{{"preset", "coinche"}, {"mustUndertrump", "yes"}}),
        "rules: option mustUndertrump must be true or false");
    row("scoring/taking mismatch",
        with(coinche, "rules", QJsonObject{{"preset", "classic"}, {"scoring", "ffb-coinche"}}),
        "rules: scoring ffb-coinche does not go with taking classic");
    row("annonces with montpellier",
        with(coinche, "rules", QJsonObject{{"preset", "coinche-montpellier"}, {"annonces", true}}),
        "rules: annonces do not go with montpellier scoring");
    row("no dealer", without(coinche, "dealer"), "dealer: missing");
    row("bad dealer", with(coinche, "dealer", QStringLiteral("X")), R"(dealer: "X" is not a seat)");

    // The deck
    const QJsonObject deckRecord = coincheADeck();
    const QJsonArray deck = deckRecord.value("deck").toArray();
    QJsonArray twice = deck, shortDeck = deck, badName = deck;
    twice[5] = deck[0];
    shortDeck.removeLast();
    badName[6] = QStringLiteral("XX");
    row("no deck and no hands", without(coinche, "hands"), "no deck and no hands");
    row("duplicate card in deck", with(deckRecord, "deck", twice), "deck: AS twice");
    row("31-card deck", with(deckRecord, "deck", shortDeck), "deck: 31 cards, need 32");
    row("bad card name", with(deckRecord, "deck", badName), R"(deck: card 7 "XX" is not a card)");
    QJsonArray numbered = deck;
    numbered[3] = 12;
    row("card not a string", with(deckRecord, "deck", numbered), "deck: card 4 12 is not a card");
    row("deck not a list", with(deckRecord, "deck", QStringLiteral("AS KS")), "deck: not a list of cards");
    row("bad pattern", with(deckRecord, "pattern", QJsonArray{4, 4}),
        "pattern: [4,4] is not a deal pattern of these rules ([3,3,2] [3,2,3] [2,3,3])");
    row("classic pattern in coinche", with(deckRecord, "pattern", QJsonArray{3, 2}),
        "pattern: [3,2] is not a deal pattern of these rules ([3,3,2] [3,2,3] [2,3,3])");
    row("pattern without deck", with(coinche, "pattern", QJsonArray{3, 3, 2}), "pattern: only with a deck");
    row("retourne not the deck's", with(classicADeck(), "retourne", QStringLiteral("9H")),
        "retourne: 9H, but the deck turns up 8H");

    // The hands
    QJsonObject hands = handsOf(kHandsA);
    QJsonArray east = hands.value("E").toArray();
    east.removeLast();
    row("hand of 7 cards", with(coinche, "hands", with(hands, "E", east)), "hands: E has 7 cards, need 8");
    east.append(QStringLiteral("AS"));
    row("card twice across hands", with(coinche, "hands", with(hands, "E", east)), "hands: AS twice (S and E)");
    row("hand missing", with(coinche, "hands", without(hands, "N")), "hands: N missing");
    row("unknown seat in hands", with(coinche, "hands", with(hands, "X", QJsonArray{})), R"(hands: "X" is not a seat)");
    row("bad card in hand", with(coinche, "hands", with(hands, "W", words("TS 9S 8S 7S TH 8D 7D 1C"))),
        R"(hands: W card 8 "1C" is not a card)");
    row("retourne in coinche", with(coinche, "retourne", QStringLiteral("8H")),
        "retourne: there is no retourne in coinche");
    row("classic hands without retourne", without(classic, "retourne"), "retourne: missing (classic hands need it)");
    row("retourne not in taker's hand", with(classic, "calls", words("S:pass E:take")),
        "retourne: 8H is in S's hand, not the taker's (E)");
    row("eight cards a seat, nobody took",
        with(classic, "calls", words("S:pass E:pass N:pass W:pass S:pass E:pass N:pass W:pass")),
        "hands: nobody took: give the 5 cards dealt to each seat");
    row("eight cards a seat, taking not over", with(classic, "calls", words("S:pass")),
        "hands: the taking is not over: give the 5 cards dealt to each seat");
    const char* const dealtA[4] = {"AS KS QS JS JH", "9H 7H KD QD JD", "QH KH AH TD 9D", "TS 9S 8S 7S TH"};
    row("five cards a seat, taken", with(classic, "hands", handsOf(dealtA)),
        "hands: 5 cards a seat, but S took: give the 8 held when play starts");
    row("retourne also in a hand", with(with(classic, "hands", handsOf(dealtA)), "retourne", QStringLiteral("JH")),
        "hands: JH twice (S and retourne)");
    row("card twice across hands, with a deck",
        with(coincheADeck(), "hands", with(hands, "S", words("AS KS QS JS JH 8H AD KC"))), "hands: KC twice (S and E)");
    QJsonObject swapped = hands;
    swapped.insert("S", words("AS KS QS JS JH 8H AD KC"));
    swapped.insert("E", words("9H 7H KD QD JD AC QC JC"));
    row("hands do not agree with deck", with(coincheADeck(), "hands", swapped),
        "hands: S does not agree with the deck");

    // The calls
    row("call out of turn", with(coinche, "calls", words("E:80H")), "call 1 (E:80H): out of turn, S to call");
    row("bid not above the last", with(coinche, "calls", words("S:100H E:90S")),
        "call 2 (E:90S): bid must be above 100H (legal: pass 110S 110H 110D 110C 120S 120H 120D 120C 130S 130H 130D "
        "130C …)");
    row("bid above a capot", with(coinche, "calls", words("S:capotH E:160S")),
        "call 2 (E:160S): no bid above a capot (legal: pass coinche)");
    row("bid after a coinche", with(coinche, "calls", words("S:80H E:coinche N:90H")),
        "call 3 (N:90H): after a coinche only pass or surcoinche (legal: pass surcoinche)");
    row("coinche own side", with(coinche, "calls", words("S:80H E:pass N:coinche")),
        "call 3 (N:coinche): cannot coinche one's own side (legal: pass 90S 90H 90D 90C 100S 100H 100D 100C 110S 110H "
        "110D 110C 120S …)");
    row("coinche without a bid", with(coinche, "calls", words("S:coinche")),
        "call 1 (S:coinche): no bid to coinche (legal: pass 80S 80H 80D 80C 90S 90H 90D 90C 100S 100H 100D 100C 110S "
        "…)");
    row("surcoinche without coinche", with(coinche, "calls", words("S:80H E:surcoinche")),
        "call 2 (E:surcoinche): nothing to surcoinche (legal: pass 90S 90H 90D 90C 100S 100H 100D 100C 110S 110H 110D "
        "110C 120S …)");
    row("surcoinche by the defence", with(coinche, "calls", words("S:80H E:coinche N:pass W:surcoinche")),
        "call 4 (W:surcoinche): only the bidding side may surcoinche (legal: pass)");
    row("Sans Atout when off", with(coinche, "calls", words("S:80NT")),
        "call 1 (S:80NT): Sans Atout / Tout Atout are off (legal: pass 80S 80H 80D 80C 90S 90H 90D 90C 100S 100H 100D "
        "100C 110S …)");
    row("coinche out of turn when off", with(coinche, "calls", words("S:80H W:coinche")),
        "call 2 (W:coinche): out of turn, E to call");
    row("round 1: not the retourne's suit", with(classic, "calls", words("S:S")),
        "call 1 (S:S): round 1: only the retourne's suit (legal: pass take)");
    row("round 2: the retourne's suit", with(classic, "calls", words("S:pass E:pass N:pass W:pass S:take")),
        "call 5 (S:take): round 2: not the retourne's suit (legal: pass S D C)");
    row("Tout Atout when off in classic", with(classic, "calls", words("S:AT")),
        "call 1 (S:AT): Sans Atout / Tout Atout are off (legal: pass take)");
    row("bad call word", with(coinche, "calls", words("S:80H E:tkae")), "call 2 (E:tkae): not a call");
    row("bid in classic", with(classic, "calls", words("S:80H")), "call 1 (S:80H): not a call");
    row("take in coinche", with(coinche, "calls", words("S:take")), "call 1 (S:take): not a call");
    row("bid not a multiple of ten", with(coinche, "calls", words("S:85H")), "call 1 (S:85H): not a call");
    row("non-canonical call word", with(classic, "calls", words("S:H")), "call 1 (S:H): write it take");
    row("non-canonical bid", with(coinche, "calls", words("S:080H")), "call 1 (S:080H): write it 80H");
    row("malformed call", with(coinche, "calls", QJsonArray{"S:80H", 42}), "call 2: expected SEAT:CALL");
    row("call with a bad seat", with(coinche, "calls", words("X:pass")), "call 1: expected SEAT:CALL");
    row("call after calls over", with(coinche, "calls", words("S:80H E:pass N:pass W:pass S:pass")),
        "call 5 (S:pass): the calls are over");
    row("call after a passed deal", with(coinche, "calls", words("S:pass E:pass N:pass W:pass S:80H")),
        "call 5 (S:80H): the calls are over");

    // The play
    auto play = [](const QJsonObject& base, const char* cards) {
        return with(base, "play", words(QLatin1String(cards)));
    };
    row("card out of turn", play(coinche, "S:AS N:QH"), "play 2 (N:QH): out of turn, E to play");
    row("card not in hand", play(coinche, "S:AS E:TS"), "play 2 (E:TS): not in E's hand");
    row("card played twice", play(coinche, "S:AS E:7H N:QH W:7S N:KH W:TH S:JH E:9H S:AS"),
        "play 9 (S:AS): not in S's hand");
    row("must follow", play(coinche, "S:AS E:7H N:QH W:TH"), "play 4 (W:TH): must follow spades, holds TS");
    row("must trump", play(coinche, "S:AS E:KD"), "play 2 (E:KD): must trump, holds 9H");
    row("must overtrump", play(coinche, "S:AS E:7H N:TD"), "play 3 (N:TD): must overtrump, holds AH");
    row("must undertrump (classic)", play(classic, "S:AS E:9H N:TD"), "play 3 (N:TD): must undertrump, holds AH");
    row("must play over on trump lead", play(coinche, "S:AS E:7H N:QH W:7S N:KH W:TH S:8H"),
        "play 7 (S:8H): must play over TH, holds JH");
    row("play before calls end", play(with(coinche, "calls", words("S:80H E:pass")), "S:AS"),
        "play 1 (S:AS): the calls are not over");
    row("play in a passed deal", play(with(coinche, "calls", words("S:pass E:pass N:pass W:pass")), "S:AS"),
        "play 1 (S:AS): nobody took, there is no play");
    QJsonArray tooMany;
    for (int i = 0; i < 33; ++i) tooMany.append(QStringLiteral("S:AS"));
    row("too many cards", with(coinche, "play", tooMany), "play: 33 cards, at most 32");
    row("malformed card entry", play(coinche, "AS"), "play 1: expected SEAT:CARD");
    row("bad card in play", play(coinche, "S:XX"), "play 1 (S:XX): not a card");

    // The declarations
    auto declare = [&](const QJsonObject& base, const char* decl, const char* cards) {
        return play(with(base, "declarations", words(QLatin1String(decl))), cards);
    };
    row("bad declaration", declare(coinche, "S:quinte:AS", ""), "declarations 1 (S:quinte:AS): not a declaration");
    row("tierce too low", declare(coinche, "S:tierce:8S", ""), "declarations 1 (S:tierce:8S): not a declaration");
    row("carre of sevens", declare(coinche, "W:carre:7", ""), "declarations 1 (W:carre:7): not a declaration");
    row("malformed declaration", declare(coinche, "S:tierce", ""), "declarations 1: expected SEAT:KIND:HIGH");
    row("declaration not in hand", declare(coinche, "E:tierce:KH", "S:AS E:7H"),
        "declarations (E:tierce:KH): not in E's hand");
    row("declaration not best or part", declare(coinche, "S:tierce:AS", "S:AS"),
        "declarations (S:tierce:AS): S must declare its best combination or a part of it");
    row("declaration twice", declare(coinche, "E:tierce:KD E:tierce:KD", "S:AS E:7H"),
        "declarations (E:tierce:KD): E must declare its best combination or a part of it");
    row("three declarations", declare(coinche, "E:tierce:KD E:tierce:KC E:tierce:QC", ""),
        "declarations (E:tierce:QC): E must declare its best combination or a part of it");
    row("declarations with annonces off", declare(classicA("classic-no-annonces"), "S:cinquante:AS", ""),
        "declarations (S:cinquante:AS): annonces are off");
}

void TestRecords::refuses()
{
    QFETCH(QByteArray, record);
    QFETCH(QString, error);
    const auto read = readRecord(record);
    QVERIFY2(!read, qPrintable("accepted: " + QString::fromUtf8(record)));
    QCOMPARE(read.error, error);
}

void TestRecords::writesBack_data()
{
    QTest::addColumn<QByteArray>("record");
    auto row = [](const char* name, const QJsonObject& record) { QTest::newRow(name) << text(record); };
    auto written = [&](const char* name, const Deal& deal) { row(name, writeRecord(deal)); };
    const Rules classic = preset(Preset::Classic), coinche = preset(Preset::Coinche);

    written("classic, deck form, finished", randomDeal(classic, 3));
    written("classic-no-annonces, finished", randomDeal(preset(Preset::ClassicNoAnnonces), 4));
    written("coinche, deck form, finished", randomDeal(coinche, 5));
    written("coinche-montpellier, finished", randomDeal(preset(Preset::CoincheMontpellier), 6));
    row("classic, hands form, finished", without(without(writeRecord(randomDeal(classic, 3)), "deck"), "pattern"));
    row("coinche, hands form, finished", without(without(writeRecord(randomDeal(coinche, 5)), "deck"), "pattern"));
    written("classic, passed", passedDeal(classic, 7));
    row("classic, passed, hands form", without(without(writeRecord(passedDeal(classic, 7)), "deck"), "pattern"));
    written("coinche, passed", passedDeal(coinche, 8));
    written("classic, in the taking", randomDeal(classic, 9, 2));
    row("classic, in the taking, hands form",
        without(without(writeRecord(randomDeal(classic, 9, 2)), "deck"), "pattern"));
    written("coinche, in the auction", randomDeal(coinche, 10, 3));
    for (int steps : {4, 6, 9, 20}) {
        written(qPrintable(QStringLiteral("coinche, %1 steps").arg(steps)), randomDeal(coinche, 11, steps));
        written(qPrintable(QStringLiteral("classic, %1 steps").arg(steps)), randomDeal(classic, 12, steps));
    }

    // Deal A, written by hand.
    row("deal A, coinche, hands form", with(coincheA(), "play", words("S:AS E:7H N:QH W:7S N:KH W:TH S:JH")));
    row("deal A, coinche, deck form", with(coincheADeck(), "play", words("S:AS E:7H N:QH W:7S N:KH W:TH S:JH")));
    row("deal A, classic, deck form", classicADeck());
    row("deal A, coinche undertrump is free", with(coincheA(), "play", words("S:AS E:9H N:TD")));
    row("deal A, declarations part",
        with(with(coincheA(), "declarations", words("E:tierce:KC")), "play", words("S:AS E:7H N:QH")));
    row("deal A, declarations of seats not reached",
        with(with(coincheA(), "declarations", words("S:cinquante:AS N:tierce:AH")), "play", words("S:AS E:7H")));
    row("deal A, out-of-turn coinche and surcoinche",
        with(coincheA("coinche-montpellier"), "calls", words("S:80H W:coinche S:surcoinche")));
    row("deal A, unknown fields",
        with(with(coincheA(), "event", QStringLiteral("club night")), "table", QJsonObject{{"no", 3}}));
}

// A good record reads; writing what was read and reading that again gives the same record.
void TestRecords::writesBack()
{
    QFETCH(QByteArray, record);
    const auto first = readRecord(record);
    QVERIFY2(first, qPrintable(first.error));
    const QJsonObject written = writeRecord(*first.value);
    const auto second = readRecord(toJsonLine(written));
    QVERIFY2(second, qPrintable(second.error));
    QCOMPARE(toJsonLine(writeRecord(*second.value)), toJsonLine(written));
    QCOMPARE(second.value->deal.result(), first.value->deal.result());

    // Fields the record gave come back as given.
    const QJsonObject given = QJsonDocument::fromJson(record).object();
    for (const char* key : {"rules", "dealer", "deck", "pattern", "calls", "play", "event", "table"})
        if (given.contains(QLatin1String(key)))
            QCOMPARE(written.value(QLatin1String(key)), given.value(QLatin1String(key)));
    // A record written by the engine comes back unchanged.
    if (given.contains("format") && given.contains("hands") &&
        given.value("hands").toObject().value("S").toArray().size() > 0 &&
        !QByteArray(QTest::currentDataTag()).startsWith("deal A"))
        QCOMPARE(written, given);
}

void TestRecords::formsAgree_data()
{
    QTest::addColumn<QByteArray>("deckForm");
    QTest::addColumn<QByteArray>("handsForm");
    for (std::uint64_t seed : {21, 22, 23})
        for (Preset p : kAllPresets) {
            const QJsonObject both = writeRecord(randomDeal(preset(p), seed));
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(presetName(p)).arg(seed)))
                << text(without(both, "hands")) << text(without(without(both, "deck"), "pattern"));
        }
    QTest::newRow("deal A coinche") << text(coincheADeck()) << text(coincheA());
    QTest::newRow("deal A classic") << text(classicADeck()) << text(classicA());
}

// A deal given by its deck and by its hands replays to the same deal.
void TestRecords::formsAgree()
{
    QFETCH(QByteArray, deckForm);
    QFETCH(QByteArray, handsForm);
    const auto fromDeck = readRecord(deckForm);
    const auto fromHands = readRecord(handsForm);
    QVERIFY2(fromDeck, qPrintable(fromDeck.error));
    QVERIFY2(fromHands, qPrintable(fromHands.error));
    const Deal& a = fromDeck.value->deal;
    const Deal& b = fromHands.value->deal;
    QCOMPARE(a.handsBeforePlay(), b.handsBeforePlay());
    QCOMPARE(a.phase(), b.phase());
    QCOMPARE(a.result(), b.result());
    // Both forms written back agree but for the deck.
    QCOMPARE(without(without(writeRecord(*fromDeck.value), "deck"), "pattern"), writeRecord(*fromHands.value));
}

// The visitor of readRecord() sees each card of the play, in order, before it is played,
// the seat's declarations made (without a `declarations` field, its best combination); the
// card played on the deal it saw gives the deal it sees next, and at the end the deal read.
void TestRecords::visitsEveryCardBeforeItIsPlayed()
{
    QFETCH(QByteArray, record);
    const QJsonArray play = QJsonDocument::fromJson(record).object().value("play").toArray();
    const bool listed = QJsonDocument::fromJson(record).object().contains("declarations");
    std::optional<Deal> next;
    int visits = 0;
    const auto read = readRecord(record, [&](const Deal& deal, int index, Card card) {
        QCOMPARE(index, visits++);
        QCOMPARE(QString(QChar(seatLetter(deal.toAct()))) + ':' + QString::fromStdString(cardName(card)),
                 play.at(index).toString());
        QCOMPARE(deal.cardPlay().cardsPlayed(), index);
        QVERIFY(deal.legalCards().contains(card));
        QVERIFY(!deal.declarationPending());
        if (!listed && deal.rules().annonces)
            QVERIFY(deal.declared(deal.toAct()) ==
                    bestCombination(deal.handsBeforePlay()[int(deal.toAct())], deal.contract()->strain));
        if (next) QCOMPARE(deal.cardPlay().hands(), next->cardPlay().hands());
        next = deal;
        next->playCard(card);
    });
    QVERIFY2(read, qPrintable(read.error));
    QCOMPARE(visits, int(play.size()));
    if (next) {
        QCOMPARE(next->result(), read.value->deal.result());
        QCOMPARE(toJsonLine(writeRecord(*next)), toJsonLine(writeRecord(read.value->deal)));
    }
}

void TestRecords::keepsUnknownFieldsAndGivenResult()
{
    const QJsonObject record =
        with(with(coincheA(), "event", QStringLiteral("club")), "result", QJsonObject{{"outcome", "made"}});
    const auto read = readRecord(text(record));
    QVERIFY2(read, qPrintable(read.error));
    QCOMPARE(read.value->extra, (QJsonObject{{"event", "club"}}));
    QCOMPARE(read.value->givenResult, QJsonValue(QJsonObject{{"outcome", "made"}}));
    // The deal is not over: the given result is not written back, the computed one neither.
    QVERIFY(!writeRecord(*read.value).contains("result"));
    QCOMPARE(writeRecord(*read.value).value("event"), QJsonValue("club"));
}

void TestRecords::writesResultOfDealFormat()
{
    // A passed deal: taker, contract and lastTrick null, coinche 1, every number 0.
    const QJsonObject passed = resultToJson(passedDealResult());
    const QJsonObject zero{{"NS", 0}, {"EW", 0}};
    QCOMPARE(passed, (QJsonObject{{"taker", QJsonValue::Null},
                                  {"contract", QJsonValue::Null},
                                  {"coinche", 1},
                                  {"tricks", zero},
                                  {"cardPoints", zero},
                                  {"lastTrick", QJsonValue::Null},
                                  {"belote", zero},
                                  {"declarations", zero},
                                  {"totals", zero},
                                  {"outcome", "passed"},
                                  {"score", zero},
                                  {"held", 0}}));

    DealResult r;
    r.contract = Contract{Seat::East, Strain::Hearts, 0, 1};
    r.outcome = Outcome::Made;
    r.lastTrick = Team::EW;
    QCOMPARE(resultToJson(r).value("contract"), QJsonValue("take H"));
    QCOMPARE(resultToJson(r).value("taker"), QJsonValue("E"));
    QCOMPARE(resultToJson(r).value("lastTrick"), QJsonValue("EW"));
    r.contract = Contract{Seat::North, Strain::NoTrump, 0, 1};
    QCOMPARE(resultToJson(r).value("contract"), QJsonValue("take NT"));
    r.contract = Contract{Seat::South, Strain::Spades, 110, 2};
    QCOMPARE(resultToJson(r).value("contract"), QJsonValue("110S"));
    QCOMPARE(resultToJson(r).value("coinche"), QJsonValue(2));
    r.contract = Contract{Seat::South, Strain::Hearts, kCapotBid, 4};
    QCOMPARE(resultToJson(r).value("contract"), QJsonValue("capotH"));
    r.contract = Contract{Seat::South, Strain::NoTrump, 90, 1};
    QCOMPARE(resultToJson(r).value("contract"), QJsonValue("90NT"));
}

void TestRecords::writesKeysInRecordOrder()
{
    const QByteArray line = toJsonLine(writeRecord(randomDeal(preset(Preset::Classic), 3)));
    const char* order[] = {"\"format\"", "\"version\"",  "\"rules\"", "\"dealer\"",       "\"deck\"", "\"pattern\"",
                           "\"hands\"",  "\"retourne\"", "\"calls\"", "\"declarations\"", "\"play\"", "\"result\""};
    qsizetype last = -1;
    for (const char* key : order) {
        const qsizetype at = line.indexOf(key);
        QVERIFY2(at > last, key);
        last = at;
    }
    QVERIFY(!line.contains('\n'));
    QVERIFY(line.startsWith(R"({"format":"belote-deal","version":1,"rules":{"preset":"classic"},"dealer":)"));
    QVERIFY(line.contains(R"("result":{"taker":)"));
}

QTEST_APPLESS_MAIN(TestRecords)
#include "tst_records.moc"
