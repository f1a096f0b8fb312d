// Help ▸ Rules: the page generated from the rules in force says what each option makes the
// game do, for every preset and option value (RULES.md §9). One row per rule.
#include "app/controller/rulestext.h"
#include "testutil.h"

#include <QtTest>

using namespace belote;

class TestRulesText : public QObject {
    Q_OBJECT

private slots:
    void pageSaysTheRule_data();
    void pageSaysTheRule();
};

void TestRulesText::pageSaysTheRule_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("says");
    QTest::addColumn<QString>("doesNotSay");

    QTest::newRow("classic: take or pass on the retourne") << "classic" << "the retourne's suit is trump" << "auction";
    QTest::newRow("classic: the first take ends the taking") << "classic" << "The first take ends the taking"
                                                             << "overcall";
    QTest::newRow("sansToutAtout: overcalls in classic") << "classic sansToutAtout=true" << "overcall"
                                                         << "The first take ends";
    QTest::newRow("coinche: an auction of bids") << "coinche" << "A bid is a value" << "retourne";
    QTest::newRow("coincheOutOfTurn on: à la volée") << "coinche-montpellier" << "Coinche out of turn"
                                                      << "only in turn";
    QTest::newRow("coincheOutOfTurn off: in turn only") << "coinche" << "A player coinches only in turn"
                                                        << "out of turn";
    QTest::newRow("mustUndertrump on: pisser") << "classic" << "you must still play a trump" << "you may play any card.";
    QTest::newRow("mustUndertrump off: any card") << "coinche" << "all your trumps are lower, you may play any card"
                                                  << "must still play a trump";
    QTest::newRow("annonces on: tierce, cinquante, cent, carré") << "coinche" << "Tierce" << "No declarations";
    QTest::newRow("annonces off: only belote") << "classic-no-annonces" << "No declarations are played"
                                               << "Tierce";
    QTest::newRow("toutAtoutPoints scaled: 162/258") << "classic sansToutAtout=true toutAtoutPoints=scaled" << "162/258"
                                                     << "jack 13";
    QTest::newRow("toutAtoutPoints table") << "classic sansToutAtout=true" << "jack 13" << "162/258";
    QTest::newRow("litige carry: held for the next deal") << "coinche" << "litige" << "is down.";
    QTest::newRow("litige down") << "coinche litige=down" << "An equal score at or above the bid is down" << "held";
    QTest::newRow("rounding on") << "coinche" << "nearest 10" << "";
    QTest::newRow("rounding off") << "classic" << "162" << "nearest 10";
    QTest::newRow("classic scoring: 162 to the defence when down") << "classic" << "the defence scores 162" << "bid";
    QTest::newRow("Montpellier scoring: made whatever the defence has") << "coinche-montpellier"
                                                                        << "whatever the defence has" << "litige";
    QTest::newRow("target") << "coinche target=1500" << "reach 1500 points" << "deals long";
    QTest::newRow("deals instead of a target") << "classic deals=12" << "12 deals long" << "reach 1000";
    QTest::newRow("shuffle cutOnly: gathered and only cut") << "classic shuffle=cutOnly" << "only cut" << "shuffled first";
    QTest::newRow("cutMinimum 4") << "coinche-montpellier" << "at least 4 cards" << "at least 3 cards";
}

void TestRulesText::pageSaysTheRule()
{
    QFETCH(QString, rules);
    QFETCH(QString, says);
    QFETCH(QString, doesNotSay);
    const QString page = rebelote::rulesPage(testutil::rules(rules));
    // Compare the words, not the HTML escapes of their apostrophes.
    QString text = page;
    text.replace(QStringLiteral("&#x27;"), QStringLiteral("'")).replace(QStringLiteral("&#39;"), QStringLiteral("'"));
    QVERIFY2(text.contains(says), qPrintable("missing: " + says));
    if (!doesNotSay.isEmpty()) QVERIFY2(!text.contains(doesNotSay), qPrintable("should not say: " + doesNotSay));
}

QTEST_MAIN(TestRulesText)
#include "tst_controller_rulestext.moc"
