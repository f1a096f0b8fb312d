// The game in French: started in a French system (CTest runs this test with
// LANG=fr_FR.UTF-8), its menus, its call panel and its status line speak French; with the
// setting on English it speaks English whatever the system; and a change of language in
// Settings ▸ Configure is applied at once, the game going on where it was.
#include "app/controller/language.h"
#include "app/controller/settings.h"
#include "app/ui/gameoverpanel.h"
#include "app/ui/mainwindow.h"
#include "app/ui/panelstyle.h"
#include "app/ui/tableview.h"
#include "engine/game.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QtTest>

using namespace belote;
using namespace rebelote;

namespace {

QStringList menuTitles(const MainWindow& window)
{
    QStringList out;
    for (QAction* a : window.menuBar()->actions())
        if (a->menu()) out << a->text().remove(QLatin1Char('&'));
    return out;
}

void writeLanguage(const QString& language)
{
    Settings s;
    s.load();
    s.language = language;
    QVERIFY(s.save());
}

// South to speak first in a classic deal: the call panel is open.
void dealToSouth(MainWindow& window)
{
    GameSetup setup;
    setup.rules = Rules::fromPreset(Preset::Classic);
    setup.seed = 7;
    window.controller()->setPace(0);
    // West deals, so South speaks first.
    Game game(setup.rules, setup.seed);
    game.setDealer(Seat::West);
    setup.firstDeal = game.nextDeal();
    window.startGame(setup);
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->humanToAct(), 20000);
}

QString passButtonText(const MainWindow& window)
{
    const auto* pass = window.table()->findChild<PanelButton*>(QStringLiteral("pass"));
    return pass ? pass->text().remove(QLatin1Char('&')) : QString();
}

}  // namespace

class TestLanguage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Rebelote"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_gui_language"));
        QVERIFY2(
            QLocale::system().name().startsWith(QLatin1String("fr")),
            qPrintable(QStringLiteral("run with LANG=fr_FR.UTF-8 (the system is %1)").arg(QLocale::system().name())));
    }

    void init() { QFile::remove(Settings().path()); }
    void cleanup() { installTranslations(QStringLiteral("en")); }

    // A count on the table is Qt's numerus form in both languages: "after one deal",
    // "en 1 donne", and in French 0 singular too ("en 0 donne").
    void gameOverDeals_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("deals");
        QTest::addColumn<QString>("text");
        QTest::newRow("English, no deal: after 0 deals") << "en" << 0 << "after 0 deals";
        QTest::newRow("English, one deal: after one deal") << "en" << 1 << "after one deal";
        QTest::newRow("English, two deals: after 2 deals") << "en" << 2 << "after 2 deals";
        QTest::newRow("French, no deal: en 0 donne (singular)") << "fr" << 0 << "en 0 donne";
        QTest::newRow("French, one deal: en 1 donne") << "fr" << 1 << "en 1 donne";
        QTest::newRow("French, two deals: en 2 donnes") << "fr" << 2 << "en 2 donnes";
    }

    void gameOverDeals()
    {
        QFETCH(QString, language);
        QFETCH(int, deals);
        QFETCH(QString, text);
        QCOMPARE(installTranslations(language), language);
        GameOverPanel panel;
        panel.showGameOver(Team::NS, {1010, 640}, {}, deals);
        const auto* label = panel.findChild<QLabel*>(QStringLiteral("deals"));
        QVERIFY(label);
        QCOMPARE(label->text(), text);
    }

    void words_data()
    {
        QTest::addColumn<QString>("setting");
        QTest::addColumn<QStringList>("menus");
        QTest::addColumn<QString>("pass");
        QTest::addColumn<QString>("statusHas");
        // clang-format off
        QTest::newRow("French system, setting system: French")
            << "system" << QStringList{"Partie", "Affichage", "Réglages", "Aide"} << "Je passe" << "donne";
        QTest::newRow("French system, setting French: French")
            << "fr" << QStringList{"Partie", "Affichage", "Réglages", "Aide"} << "Je passe" << "donne";
        QTest::newRow("French system, setting English: English")
            << "en" << QStringList{"Game", "View", "Settings", "Help"} << "Pass" << "deal";
        // clang-format on
    }

    void words()
    {
        QFETCH(QString, setting);
        QFETCH(QStringList, menus);
        QFETCH(QString, pass);
        QFETCH(QString, statusHas);
        writeLanguage(setting);
        MainWindow window;
        window.setAskForPreset(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(menuTitles(window), menus);
        dealToSouth(window);
        QTRY_COMPARE(passButtonText(window), pass);
        const auto* status = window.findChild<QLabel*>(QStringLiteral("rulesInForce"));
        QVERIFY(status);
        QTRY_VERIFY2(status->text().contains(statusHas), qPrintable(status->text()));
    }

    // Settings ▸ Configure ▸ Language, applied at once: the menus and the open call panel
    // change language, the deal stays where it was.
    void changedDuringADeal()
    {
        writeLanguage(QStringLiteral("fr"));
        MainWindow window;
        window.setAskForPreset(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        dealToSouth(window);
        QTRY_COMPARE(passButtonText(window), QStringLiteral("Je passe"));
        const Deal before = window.controller()->deal();
        auto* plate = window.findChild<QLabel*>(QStringLiteral("plateSouth"));
        QVERIFY(plate);
        QVERIFY2(plate->text().contains(QStringLiteral("Vous")), qPrintable(plate->text()));
        // The drawn cards' corners too: V D R in French, J Q K in English.
        QCOMPARE(window.table()->deckIndexText(belote::Rank::Jack), QStringLiteral("V"));
        QCOMPARE(window.table()->deckIndexText(belote::Rank::King), QStringLiteral("R"));
        installTranslations(QStringLiteral("en"));
        QTRY_COMPARE(window.table()->deckIndexText(belote::Rank::Jack), QStringLiteral("J"));
        QCOMPARE(window.table()->deckIndexText(belote::Rank::King), QStringLiteral("K"));
        QTRY_COMPARE(menuTitles(window), (QStringList{"Game", "View", "Settings", "Help"}));
        QTRY_COMPARE(passButtonText(window), QStringLiteral("Pass"));
        QTRY_VERIFY2(plate->text().contains(QStringLiteral("You")), qPrintable(plate->text()));
        QVERIFY(window.controller()->humanToAct());
        QVERIFY(window.controller()->deal().hand(Seat::South) == before.hand(Seat::South));
        // And the panel still answers: South passes.
        window.table()->findChild<PanelButton*>(QStringLiteral("pass"))->click();
        QTRY_VERIFY(window.controller()->lastCall(Seat::South).has_value());
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_gui_language.moc"
