#include "app/ui/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QRadialGradient>

#include <algorithm>

namespace {

// The green felt with the four seats around it, South (the player) at the bottom;
// play goes counter-clockwise, so East sits on the right.
class FeltTable : public QWidget
{
    Q_OBJECT

public:
    explicit FeltTable(QWidget *parent = nullptr) : QWidget(parent)
    {
        setObjectName(QStringLiteral("table"));
        setMinimumSize(480, 360);
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);

        const QRectF area = rect();
        QRadialGradient felt(area.center(), 0.75 * std::max(area.width(), area.height()));
        felt.setColorAt(0.0, QColor(0x2f, 0x85, 0x4f));
        felt.setColorAt(1.0, QColor(0x14, 0x4a, 0x2b));
        p.fillRect(area, felt);

        // The playing area: a faint line where the cards of a trick will land.
        const qreal unit = std::min(area.width(), area.height());
        const QRectF play = area.adjusted(0.22 * area.width(), 0.2 * area.height(),
                                          -0.22 * area.width(), -0.2 * area.height());
        p.setPen(QPen(QColor(255, 255, 255, 45), std::max(1.5, unit / 300)));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(play, unit / 12, unit / 12);

        QFont seatFont = font();
        seatFont.setPixelSize(std::max(12, int(unit / 28)));
        seatFont.setBold(true);
        const qreal margin = unit / 30;
        drawPlate(p, seatFont, tr("North"), {area.center().x(), area.top() + margin}, Qt::AlignTop);
        drawPlate(p, seatFont, tr("South"), {area.center().x(), area.bottom() - margin}, Qt::AlignBottom);
        drawPlate(p, seatFont, tr("West"), {area.left() + margin, area.center().y()}, Qt::AlignLeft);
        drawPlate(p, seatFont, tr("East"), {area.right() - margin, area.center().y()}, Qt::AlignRight);

        QFont messageFont = font();
        messageFont.setPixelSize(std::max(14, int(unit / 20)));
        drawPlate(p, messageFont, tr("New game: Game \u25B8 New"), area.center(), Qt::AlignCenter);
    }

private:
    // Text on a dark rounded plate; `anchor` is the point of the plate given by `edge`.
    static void drawPlate(QPainter &p, const QFont &font, const QString &text, QPointF anchor,
                          Qt::Alignment edge)
    {
        const QFontMetricsF metrics(font);
        const qreal padX = metrics.height() * 0.8, padY = metrics.height() * 0.35;
        QRectF plate(0, 0, metrics.horizontalAdvance(text) + 2 * padX, metrics.height() + 2 * padY);
        plate.moveCenter(anchor);
        if (edge & Qt::AlignTop)
            plate.moveTop(anchor.y());
        if (edge & Qt::AlignBottom)
            plate.moveBottom(anchor.y());
        if (edge & Qt::AlignLeft)
            plate.moveLeft(anchor.x());
        if (edge & Qt::AlignRight)
            plate.moveRight(anchor.x());

        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0, 0, 0, 90));
        p.drawRoundedRect(plate, plate.height() / 2, plate.height() / 2);
        p.setFont(font);
        p.setPen(QColor(0xf4, 0xf1, 0xe6));
        p.drawText(plate, Qt::AlignCenter, text);
    }
};

} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Rebelote"));
    setCentralWidget(new FeltTable(this));
    resize(1024, 720);

    QMenu *game = menuBar()->addMenu(tr("&Game"));
    game->setObjectName(QStringLiteral("gameMenu"));
    m_newGame = game->addAction(tr("&New"), this, &MainWindow::newGameRequested);
    m_newGame->setShortcut(QKeySequence::New);
    game->addSeparator();
    m_quit = game->addAction(tr("&Quit"), this, &QWidget::close);
    m_quit->setShortcut(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    help->addAction(tr("&About Rebelote"), this, &MainWindow::about)->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Rebelote"),
                       tr("<h3>Rebelote %1</h3>"
                          "<p>French Belote and Coinche, played solo against three computer "
                          "players.</p>")
                           .arg(QStringLiteral(REBELOTE_VERSION)));
}

#include "mainwindow.moc"
