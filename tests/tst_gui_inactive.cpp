// Keys that reach the game's window while it is not the active window: under X with no
// window manager (or one that does not activate a window after a dialog closes), the keys go
// to the window that was last focused, but the application has no focus widget. The table
// used to forward such a key to the open panel and count on the focus having moved for it
// not to come back; it came back, without end, and the game died of a stack overflow.
#include "app/controller/settings.h"
#include "app/ui/callpanel.h"
#include "app/ui/mainwindow.h"
#include "app/ui/tableview.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QStandardPaths>
#include <QTimer>
#include <QtTest>

using namespace rebelote;

class TestInactiveWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Rebelote"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_gui_inactive"));
        QFile::remove(Settings().path());
    }

    void keyWithPanelOpen_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("modifiers");
        QTest::newRow("F1") << int(Qt::Key_F1) << int(Qt::NoModifier);
        QTest::newRow("Ctrl+H") << int(Qt::Key_H) << int(Qt::ControlModifier);
        QTest::newRow("Ctrl+D") << int(Qt::Key_D) << int(Qt::ControlModifier);
        QTest::newRow("Ctrl+comma") << int(Qt::Key_Comma) << int(Qt::ControlModifier);
        QTest::newRow("Escape") << int(Qt::Key_Escape) << int(Qt::NoModifier);
        QTest::newRow("Right") << int(Qt::Key_Right) << int(Qt::NoModifier);
        QTest::newRow("Tab") << int(Qt::Key_Tab) << int(Qt::NoModifier);
        QTest::newRow("X") << int(Qt::Key_X) << int(Qt::NoModifier);
    }

    // South's call panel open, the window shown but another window active: the key arrives
    // at the window (as X delivers it) and must end once, handled or ignored.
    void keyWithPanelOpen()
    {
        QFETCH(int, key);
        QFETCH(int, modifiers);
        MainWindow window;
        window.setHistoryEnabled(false);
        window.setPace(0);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QWidget other;  // takes the activation away from the game's window
        other.resize(100, 100);
        other.show();
        other.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&other));
        QVERIFY(!window.isActiveWindow());

        GameSetup setup;
        setup.seed = 4;
        setup.level = QStringLiteral("heuristic");
        window.startGame(setup);
        // Classic, seed 4: the first call is asked of South, or comes after the bots' calls.
        QTRY_VERIFY_WITH_TIMEOUT(window.table()->callPanel()->isVisible(), 20000);
        QVERIFY(!window.isActiveWindow());
        QVERIFY(QApplication::focusWidget() == nullptr || !window.isAncestorOf(QApplication::focusWidget()));

        QTest::keyClick(window.windowHandle(), Qt::Key(key), Qt::KeyboardModifiers(modifiers));
        QTest::keyClick(window.table(), Qt::Key(key), Qt::KeyboardModifiers(modifiers));
        QCoreApplication::processEvents();
        // Still here, and the key did not answer the call by itself (Escape passes: it may).
        if (key != Qt::Key_Escape) QVERIFY(window.table()->callPanel()->isVisible());
    }

    // A question of the window's closed (here Help ▸ About): the window is the active one
    // again, so that its shortcuts work, even where no window manager gives it back.
    void activeAgainAfterAQuestion()
    {
        MainWindow window;
        window.setHistoryEnabled(false);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QAction* about = nullptr;
        for (QAction* a : window.findChildren<QAction*>())
            if (a->text().remove(QLatin1Char('&')).startsWith(QLatin1String("About Rebelote"))) about = a;
        QVERIFY(about);
        bool answered = false;
        QTimer::singleShot(0, &window, [&] {
            QWidget* box = QApplication::activeModalWidget();
            QVERIFY(box);
            // As X without a window manager: the box goes, and nothing is active after it.
            box->close();
            answered = true;
        });
        about->trigger();
        QVERIFY(answered);
        QTRY_VERIFY(window.isActiveWindow());
    }
};

QTEST_MAIN(TestInactiveWindow)
#include "tst_gui_inactive.moc"
