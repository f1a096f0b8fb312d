// The table repaints what changed, and only that, without leaving anything behind.
//
// The table's view repaints only the parts of the window that changed (a full repaint of
// every frame made the window's thread late by 20 ms at the 99th percentile while the bots
// thought). A partial repaint is only right if every change says where it was: at pace 0 a
// card that started a new move while it still flew left strips of its old place on the
// table (the edges of North's wider fan, the bottom of South's hand), and a call bubble kept
// an earlier look.
//
// So: four computer players play whole deals at pace 0 on the real window (offscreen), and
// whenever no card is moving, what the window shows (its backing store, what the screen
// would get) is compared with the window painted afresh from its state. Any difference is a
// place left unrepainted. Set REBELOTE_REPAINT_SHOTS=dir to keep both images of a failure.
#include "app/ui/carditem.h"
#include "app/ui/mainwindow.h"
#include "app/ui/tableview.h"
#include "engine/rules.h"

#include <QDir>
#include <QGraphicsScene>
#include <QImage>
#include <QScreen>
#include <QStandardPaths>
#include <QWindow>
#include <QtTest>

#include <memory>

using namespace belote;
using namespace rebelote;
using rebelote::GameController;
using rebelote::GameSetup;

namespace {

// Whether a card of the table is on its way somewhere.
bool cardsMoving(rebelote::TableView* table)
{
    const QList<QGraphicsItem*> items = table->scene()->items();
    return std::any_of(items.begin(), items.end(), [](QGraphicsItem* it) {
        auto* card = dynamic_cast<rebelote::CardItem*>(it);
        return card && card->moving();
    });
}

struct Difference {
    int pixels = 0;
    QRect box;
};

// Pixels of the table's area that differ between the two images by more than antialiasing
// does (the sum of the three channels' differences over 60), outside `skip`.
Difference compare(const QImage& shown, const QImage& fresh, const QRect& area, const QRect& skip)
{
    Difference d;
    const QRect r = area.intersected(shown.rect()).intersected(fresh.rect());
    for (int y = r.top(); y <= r.bottom(); ++y) {
        const auto* a = reinterpret_cast<const QRgb*>(shown.constScanLine(y));
        const auto* b = reinterpret_cast<const QRgb*>(fresh.constScanLine(y));
        for (int x = r.left(); x <= r.right(); ++x) {
            if (skip.contains(x, y)) continue;
            const int diff = std::abs(qRed(a[x]) - qRed(b[x])) + std::abs(qGreen(a[x]) - qGreen(b[x])) +
                             std::abs(qBlue(a[x]) - qBlue(b[x]));
            if (diff <= 60) continue;
            ++d.pixels;
            d.box |= QRect(x, y, 1, 1);
        }
    }
    return d;
}

}  // namespace

class TestGuiRepaint : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rebelote-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_gui_repaint"));
    }

    void nothingLeftBehind_data()
    {
        QTest::addColumn<Preset>("preset");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("deals");
        // Coinche seed 11 left strips beside North's hand at its fifth trick.
        QTest::newRow("coinche, seed 11") << Preset::Coinche << quint64(11) << 6;
        QTest::newRow("coinche, seed 12") << Preset::Coinche << quint64(12) << 6;
        QTest::newRow("classic, seed 3") << Preset::Classic << quint64(3) << 6;
    }

    void nothingLeftBehind()
    {
        QFETCH(Preset, preset);
        QFETCH(quint64, seed);
        QFETCH(int, deals);

        MainWindow window(MainWindow::History::Off);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameController* c = window.controller();
        rebelote::TableView* table = window.table();
        window.setPace(0);
        c->setAutoContinue(0);

        GameSetup setup;
        setup.rules = Rules::fromPreset(preset);
        setup.seed = seed;
        setup.human = {false, false, false, false};
        setup.level = QStringLiteral("heuristic");  // instant decisions: cards fly while others land
        window.startUnrecorded(setup);

        const QString shotsDir = qEnvironmentVariable("REBELOTE_REPAINT_SHOTS");
        int compared = 0, quiet = 0;
        QString failure;
        QTimer check;
        connect(&check, &QTimer::timeout, this, [&] {
            if (!failure.isEmpty()) return;
            if (cardsMoving(table)) {
                quiet = 0;
                return;
            }
            if (++quiet < 3) return;
            // Whatever was asked to be repainted is painted now: the scene's pending
            // changes go to the view, and the window paints what is marked.
            QCoreApplication::sendPostedEvents(table->scene(), QEvent::MetaCall);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::UpdateRequest);
            const QImage shown = window.windowHandle()
                                     ->screen()
                                     ->grabWindow(window.winId())
                                     .toImage()
                                     .convertToFormat(QImage::Format_RGB32);
            const QImage fresh = window.grab().toImage().convertToFormat(QImage::Format_RGB32);
            if (shown.size() != fresh.size()) return;  // a resize under way
            const qreal dpr = fresh.devicePixelRatio();
            auto device = [&](QWidget* w) {
                const QRect r(w->mapTo(&window, QPoint(0, 0)), w->size());
                return QRect((QPointF(r.topLeft()) * dpr).toPoint(), (QSizeF(r.size()) * dpr).toSize());
            };
            // The last trick's box, first shown at a deal's first trick, is missing from the
            // offscreen platform's backing store for a while (the X11 screen shows it: seen
            // in screenshots under Xvfb); it is no card of the table.
            QWidget* lastTrick = table->viewport()->findChild<QWidget*>(QStringLiteral("lastTrick"));
            const QRect skip = lastTrick && lastTrick->isVisible() ? device(lastTrick).adjusted(-2, -2, 2, 2) : QRect();
            const Difference d = compare(shown, fresh, device(table->viewport()), skip);
            ++compared;
            if (d.pixels == 0) return;
            failure = QStringLiteral("%1 pixels left unrepainted in %2,%3 %4x%5 (deal %6, stage %7)")
                          .arg(d.pixels)
                          .arg(d.box.x())
                          .arg(d.box.y())
                          .arg(d.box.width())
                          .arg(d.box.height())
                          .arg(c->dealNumber())
                          .arg(int(c->stage()));
            if (!shotsDir.isEmpty()) {
                QDir().mkpath(shotsDir);
                const QString tag = QString::fromLatin1(QTest::currentDataTag())
                                        .replace(QRegularExpression(QStringLiteral("\\W+")), QStringLiteral("-"));
                shown.save(shotsDir + QStringLiteral("/%1-shown.png").arg(tag));
                fresh.save(shotsDir + QStringLiteral("/%1-fresh.png").arg(tag));
            }
        });
        check.start(15);
        QTRY_VERIFY_WITH_TIMEOUT(!failure.isEmpty() || c->dealsFinished() >= deals, 300000);
        check.stop();
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        QVERIFY2(compared >= 4 * deals, qPrintable(QStringLiteral("only %1 comparisons").arg(compared)));
    }
};

QTEST_MAIN(TestGuiRepaint)

#include "tst_gui_repaint.moc"
