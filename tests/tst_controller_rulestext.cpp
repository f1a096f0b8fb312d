// Help ▸ Rules: the page generated from the rules in force says what each option makes the
// game do, for every preset and option value (RULES.md §9). One row per rule.
#include "app/controller/language.h"
#include "app/controller/rulestext.h"
#include "testutil.h"

#include <QtTest>

using namespace belote;

class TestRulesText : public QObject {
    Q_OBJECT

private slots:
    // As the game speaks English: with its plurals ("1 deal").
    void initTestCase() { rebelote::installTranslations(QStringLiteral("en")); }
    void pageSaysTheRule_data();
    void pageSaysTheRule();
    void helpPageForPlayers_data();
    void helpPageForPlayers();
};

void TestRulesText::pageSaysTheRule_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("says");
    QTest::addColumn<QString>("doesNotSay");

    // clang-format off
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
    QTest::newRow("one deal: 1 deal long, not 1 deals") << "classic deals=1" << "The game is 1 deal long" << "1 deals";
    QTest::newRow("shuffle cutOnly: gathered and only cut") << "classic shuffle=cutOnly" << "only cut" << "shuffled first";
    QTest::newRow("cutMinimum 4") << "coinche-montpellier" << "at least 4 cards" << "at least 3 cards";
    // clang-format on
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

// Help ▸ How the computer players bid shows docs/bidding*.md to a player: the conventions
// and the tables of counts, none of the source paths, commands and commits that the page
// keeps for developers.
void TestRulesText::helpPageForPlayers_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("shown");
    for (const char* page : {"bidding.md", "bidding.fr.md"}) {
        auto row = [page](const char* what, const char* text, bool shown) {
            QTest::addRow("%s: %s", page, what) << QString::fromLatin1(page) << QString::fromUtf8(text) << shown;
        };
        row("no source path of the bots", "ai/", false);
        row("no test file", "tests/", false);
        row("no function of the code", "handValue", false);
        row("no command line", "rebelote-cli", false);
        row("no link to a developer page", "](ai.md", false);
        row("no commit of the measures' table", "11662bf", false);
        row("no code at all", "`", false);
        row("no developers' comment left", "<!--", false);
        row("the counting of a hand stays", "| 2 |", true);
        row("the coinche's thresholds stay", "**6 ", true);
        row("the classic taking stays", "**57**", true);
    }
}

void TestRulesText::helpPageForPlayers()
{
    QFETCH(QString, page);
    QFETCH(QString, text);
    QFETCH(bool, shown);
    QFile file(QStringLiteral(REBELOTE_TEST_DATA "/../../docs/") + page);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    const QString markdown = QString::fromUtf8(file.readAll());
    const QString shownPage = rebelote::playerHelpPage(markdown);
    QCOMPARE(shownPage.contains(text), shown);
    // The developers' page keeps it all.
    if (!shown) QVERIFY2(markdown.contains(text), qPrintable("the row tests nothing: the docs never say " + text));
    QVERIFY2(!shownPage.contains(QStringLiteral("\n\n\n")), "blank lines piled up where a part was taken out");
}

QTEST_MAIN(TestRulesText)
#include "tst_controller_rulestext.moc"
