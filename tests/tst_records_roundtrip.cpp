// Records of self-played deals: for 10,000 deals of every preset (and a few option
// variants), the written record reads back to the same record and the same result, and so
// does every deal cut short at a random step (a deal in progress).
#include "ai/randomplayer.h"
#include "engine/game.h"
#include "engine/record.h"

#include <QJsonArray>
#include <QtTest>

using namespace belote;

namespace {

constexpr int kDealsPerRuleSet = 10000;

// Plays successive games with four random players, as rebelote-cli selfplay does, and
// hands each finished deal to `check`. Stops early when `check` returns false.
template <typename F>
void selfPlay(const Rules& rules, std::uint64_t seed, int deals, F&& check)
{
    Rng seeds(seed);
    RandomPlayer south(seeds.split()), east(seeds.split()), north(seeds.split()), west(seeds.split());
    Player* const players[4] = {&south, &east, &north, &west};
    Game game(rules, seeds.split());
    for (int i = 0; i < deals; ++i) {
        if (game.over()) game = Game(rules, seeds.split());
        Deal deal = game.nextDeal();
        playOut(deal, players);
        if (!check(deal)) return;
        game.finishDeal(deal);
    }
}

// The record (with its deck) cut after `keep` calls and cards: the deal as it stood then.
QJsonObject cutShort(QJsonObject record, int keep)
{
    record.remove(QStringLiteral("result"));
    const QJsonArray calls = record.value("calls").toArray();
    if (keep < calls.size()) {
        QJsonArray kept;
        for (int i = 0; i < keep; ++i) kept.append(calls[i]);
        record.insert(QStringLiteral("calls"), kept);
        record.remove(QStringLiteral("play"));
        record.remove(QStringLiteral("declarations"));
        // In classic the hands as held for the play are not known before the taking ends;
        // the deck tells the hands as dealt.
        record.remove(QStringLiteral("hands"));
        return record;
    }
    QJsonArray play = record.value("play").toArray();
    while (play.size() > keep - calls.size()) play.removeLast();
    record.insert(QStringLiteral("play"), play);
    return record;
}

}  // namespace

class TestRecordsRoundTrip : public QObject {
    Q_OBJECT

private slots:
    void selfPlayedDeals_data();
    void selfPlayedDeals();
};

void TestRecordsRoundTrip::selfPlayedDeals_data()
{
    QTest::addColumn<QJsonObject>("rules");
    for (Preset p : kAllPresets) QTest::newRow(presetName(p)) << Rules::fromPreset(p).toJson();
    auto variant = [](const char* name, const char* preset, QJsonObject options) {
        options.insert(QStringLiteral("preset"), QLatin1String(preset));
        QTest::newRow(name) << options;
    };
    variant("classic sansToutAtout", "classic", {{"sansToutAtout", true}});
    variant("coinche sansToutAtout", "coinche", {{"sansToutAtout", true}});
    variant("coinche coincheOutOfTurn", "coinche", {{"coincheOutOfTurn", true}});
    variant("classic scaled toutAtoutPoints", "classic", {{"sansToutAtout", true}, {"toutAtoutPoints", "scaled"}});
    variant("coinche scaled toutAtoutPoints", "coinche", {{"sansToutAtout", true}, {"toutAtoutPoints", "scaled"}});
    variant("classic mustUndertrump off", "classic", {{"mustUndertrump", false}});
    variant("coinche mustUndertrump on", "coinche", {{"mustUndertrump", true}});
}

void TestRecordsRoundTrip::selfPlayedDeals()
{
    QFETCH(QJsonObject, rules);
    QString why;
    const auto r = Rules::fromJson(rules, &why);
    QVERIFY2(r, qPrintable(why));
    Rng cuts(7);
    int checked = 0;
    QString failure;
    selfPlay(*r, 2024, kDealsPerRuleSet, [&](const Deal& deal) {
        const QJsonObject written = writeRecord(deal);
        const QByteArray line = toJsonLine(written);
        const auto read = readRecord(line);
        if (!read) failure = read.error + " in " + QString::fromUtf8(line);
        else if (toJsonLine(writeRecord(*read.value)) != line)
            failure = "written differently: " + QString::fromUtf8(line);
        else if (!(read.value->deal.result() == deal.result())) failure = "another result: " + QString::fromUtf8(line);
        if (!failure.isEmpty()) return false;

        // One deal in ten, also the deal in progress at a random step.
        if (++checked % 10 == 0) {
            const int steps = int(written.value("calls").toArray().size() + written.value("play").toArray().size());
            const QJsonObject shortRecord = cutShort(written, int(cuts.below(std::uint32_t(steps))));
            const QByteArray shortLine = toJsonLine(shortRecord);
            const auto partial = readRecord(shortLine);
            if (!partial) failure = partial.error + " in " + QString::fromUtf8(shortLine);
            else if (partial.value->deal.phase() == Phase::Done)
                failure = "done after a cut: " + QString::fromUtf8(shortLine);
            else {
                const QByteArray once = toJsonLine(writeRecord(*partial.value));
                const auto again = readRecord(once);
                if (!again || toJsonLine(writeRecord(*again.value)) != once)
                    failure = "in progress, written differently: " + QString::fromUtf8(once);
            }
        }
        return failure.isEmpty();
    });
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    QCOMPARE(checked, kDealsPerRuleSet);
}

QTEST_APPLESS_MAIN(TestRecordsRoundTrip)
#include "tst_records_roundtrip.moc"
