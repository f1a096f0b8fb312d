// The game window as it opens: title, menus, and a table that paints.
#include "app/ui/mainwindow.h"
#include "app/controller/language.h"
#include "app/controller/settings.h"
#include "app/history/historystore.h"

#include <QAction>
#include <QFile>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTimer>
#include <QMenu>
#include <QMenuBar>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTextBrowser>
#include <QDialog>
#include <QtTest>

namespace {

QMenu *menuTitled(const MainWindow &window, const QString &title)
{
    for (QAction *action : window.menuBar()->actions()) {
        if (action->menu() && action->text().remove(QLatin1Char('&')) == title)
            return action->menu();
    }
    return nullptr;
}

QStringList actionTexts(const QMenu *menu)
{
    QStringList texts;
    for (const QAction *action : menu->actions()) {
        if (!action->isSeparator())
            texts << action->text().remove(QLatin1Char('&'));
    }
    return texts;
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The test's own settings file, never the person's.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Rebelote"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_gui_mainwindow"));
        QFile::remove(rebelote::Settings().path());
    }

    // One window records the history at a time: a second one only reads it, says so, and
    // leaves the first one's game alone; once the first is gone, the next one records.
    void secondWindowOnlyReadsTheHistory()
    {
        const QString db = rebelote::HistoryStore::defaultPath();
        for (const char *end : {"", "-wal", "-shm", ".lock"}) QFile::remove(db + QLatin1String(end));
        auto first = std::make_unique<MainWindow>();
        QVERIFY(first->history());
        QVERIFY(first->history()->inProgress() == std::nullopt);
        rebelote::GameSetup setup;
        first->startGame(setup);
        // Written by the history's writer thread, soon after.
        QTRY_VERIFY(first->history()->inProgress().has_value());
        const qint64 game = first->history()->inProgress()->game.id;
        {
            MainWindow second;
            QVERIFY(second.history());  // it reads the history
            QVERIFY(second.statusBar()->currentMessage().contains(QStringLiteral("already open")));
            second.startGame(setup);
            QCOMPARE(second.history()->inProgress()->game.id, game);  // the first one's game goes on
            QCOMPARE(int(second.history()->games().size()), 1);
        }
        first.reset();
        MainWindow third;
        QVERIFY(third.statusBar()->currentMessage().isEmpty());
        third.startGame(setup);
        QTRY_VERIFY(third.history()->inProgress() && third.history()->inProgress()->game.id != game);
    }

    // Help ▸ How the computer players bid: the bidding system's page, from docs/bidding.md.
    void biddingPage()
    {
        MainWindow window;
        auto *action = window.findChild<QAction *>(QStringLiteral("biddingAction"));
        QVERIFY(action);
        action->trigger();
        auto *dialog = window.findChild<QDialog *>(QStringLiteral("biddingDialog"));
        QVERIFY(dialog && dialog->isVisible());
        const QString text = dialog->findChild<QTextBrowser *>(QStringLiteral("biddingText"))->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Coinche")) && text.contains(QStringLiteral("80")), qPrintable(text.left(200)));
        dialog->close();
    }

    // A game that speaks French shows the French page (docs/bidding.fr.md), not the English.
    void biddingPageInFrench()
    {
        MainWindow window;  // installs the language of its settings: French comes after
        QCOMPARE(rebelote::installTranslations(QStringLiteral("fr")), QStringLiteral("fr"));
        const auto restore = qScopeGuard([] { rebelote::installTranslations(QStringLiteral("en")); });
        auto *action = window.findChild<QAction *>(QStringLiteral("biddingAction"));
        QVERIFY(action);
        action->trigger();
        auto *dialog = window.findChild<QDialog *>(QStringLiteral("biddingDialog"));
        QVERIFY(dialog && dialog->isVisible());
        const QString text = dialog->findChild<QTextBrowser *>(QStringLiteral("biddingText"))->toPlainText();
        // "paliers" and "Ouverture" are words of the French page only; the numbers are the system's.
        QVERIFY2(text.contains(QStringLiteral("paliers")) && text.contains(QStringLiteral("Ouverture"))
                     && text.contains(QStringLiteral("60 + 10 × votre compte")),
                 qPrintable(text.left(200)));
        QVERIFY2(!text.contains(QStringLiteral("How the computer players bid")), qPrintable(text.left(200)));
        dialog->close();
    }

    void titleIsRebelote()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.windowTitle(), QStringLiteral("Rebelote"));
    }

    void menus_data()
    {
        QTest::addColumn<QString>("menu");
        QTest::addColumn<QStringList>("actions");
        QTest::newRow("Game") << "Game" << QStringList{"New", "History…", "Quit"};
        QTest::newRow("View") << "View" << QStringList{"Score sheet", "Auction", "Last trick"};
        QTest::newRow("Help") << "Help" << QStringList{"Rules", "How the computer players bid", "About Rebelote", "About Qt"};
    }

    void menus()
    {
        QFETCH(QString, menu);
        QFETCH(QStringList, actions);
        MainWindow window;
        const QMenu *found = menuTitled(window, menu);
        QVERIFY2(found, qPrintable(menu + " menu missing"));
        QCOMPARE(actionTexts(found), actions);
    }

    void newAsksForAGame()
    {
        MainWindow window;
        window.setAskForPreset(false);
        QSignalSpy requested(&window, &MainWindow::newGameRequested);
        window.newGameAction()->trigger();
        QCOMPARE(requested.count(), 1);
    }

    void quitClosesTheWindow()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.quitAction()->trigger();
        QVERIFY(!window.isVisible());
    }

    // Help ▸ About: the version, the licence, and where the cards on the table come from.
    void aboutSaysVersionLicenceAndDeck_data()
    {
        QTest::addColumn<QString>("has");
        QTest::newRow("version") << QStringLiteral("Rebelote " REBELOTE_VERSION);
        QTest::newRow("licence") << QStringLiteral("GNU General Public License, version 3");
        QTest::newRow("the drawn deck") << QStringLiteral("drawn by Rebelote itself");
    }

    void aboutSaysVersionLicenceAndDeck()
    {
        QFETCH(QString, has);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString text;
        QTimer::singleShot(0, &window, [&] {
            QTRY_VERIFY(window.findChild<QMessageBox *>(QStringLiteral("aboutBox")));
            auto *box = window.findChild<QMessageBox *>(QStringLiteral("aboutBox"));
            text = box->text();
            box->accept();
        });
        QAction *about = nullptr;
        for (QAction *a : menuTitled(window, QStringLiteral("Help"))->actions())
            if (a->text().remove(QLatin1Char('&')) == QLatin1String("About Rebelote")) about = a;
        QVERIFY(about);
        about->trigger();
        QVERIFY2(text.contains(has), qPrintable(text));
    }

    void tablePaintsGreenFelt()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QPixmap shot = window.grab();
        QVERIFY(!shot.isNull());
        QCOMPARE(shot.size(), window.size());

        // A corner of the table, away from the seat plates and the message.
        const QWidget *table = window.centralWidget();
        const QPoint corner = table->mapTo(&window, QPoint(5, 5)) * shot.devicePixelRatio();
        const QColor felt = shot.toImage().pixelColor(corner);
        QVERIFY2(felt.green() > felt.red() + 20 && felt.green() > felt.blue() + 20,
                 qPrintable(felt.name()));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_gui_mainwindow.moc"
