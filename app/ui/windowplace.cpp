#include "app/ui/windowplace.h"

#include "app/controller/settings.h"

#include <QFileInfo>
#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QStyle>
#include <QWidget>

#include <array>
#include <climits>
#include <memory>

namespace rebelote::windowplace {

namespace {

const QString kGroup = QStringLiteral("windows/");

// The settings file, unless it is over what Settings reads (then neither read nor written).
std::unique_ptr<QSettings> settingsFile()
{
    const QString path = Settings().path();
    if (QFileInfo(path).size() > Settings::kMaxFileBytes) return nullptr;
    return std::make_unique<QSettings>(path, QSettings::IniFormat);
}

QMargins frameOf(const QWidget* w)
{
    const QRect f = w->frameGeometry(), g = w->geometry();
    return {g.left() - f.left(), g.top() - f.top(), f.right() - g.right(), f.bottom() - g.bottom()};
}

// The frame `window` has, or will have: its own once the window manager framed it, else that
// of the window it opens from, else `guess`.
QMargins frameFor(const QWidget* window, const QWidget* from, const QMargins& guess)
{
    if (window->isVisible() && !frameOf(window).isNull()) return frameOf(window);
    if (from && from->window()->isVisible() && !frameOf(from->window()).isNull()) return frameOf(from->window());
    return guess;
}

// A new window's frame before any is known: a title bar and borders, on the large side.
const QMargins kFrameGuess(8, 40, 8, 8);

// The frame the window manager gave the window saved under `key`, as it was saved (left, top,
// right, bottom), or kFrameGuess.
QMargins savedFrame(const QSettings& file, const QString& key)
{
    const QStringList sides = file.value(kGroup + key + QStringLiteral("Frame")).toStringList();
    std::array<int, 4> m{};
    for (int i = 0; i < 4; ++i) {
        bool ok = sides.size() == 4;
        if (ok) m[std::size_t(i)] = sides[i].trimmed().toInt(&ok);
        if (!ok || m[std::size_t(i)] < 0 || m[std::size_t(i)] > 200) return kFrameGuess;
    }
    return {m[0], m[1], m[2], m[3]};
}

// The screen most of `r` is on, else the one nearest to it.
QScreen* screenOf(const QRect& r)
{
    QScreen* best = QGuiApplication::primaryScreen();
    qint64 bestArea = -1;
    int bestDistance = INT_MAX;
    for (QScreen* s : QGuiApplication::screens()) {
        const QRect common = s->geometry().intersected(r);
        const qint64 area = common.isEmpty() ? 0 : qint64(common.width()) * common.height();
        const int distance = (s->geometry().center() - r.center()).manhattanLength();
        if (area > bestArea || (area == bestArea && distance < bestDistance)) {
            best = s;
            bestArea = area;
            bestDistance = distance;
        }
    }
    return best;
}

// `g` (a window's geometry, frame excluded) shrunk to `room` and moved into it.
QRect inside(QRect g, const QRect& room)
{
    g.setSize(g.size().boundedTo(room.size()));
    if (g.right() > room.right()) g.moveRight(room.right());
    if (g.bottom() > room.bottom()) g.moveBottom(room.bottom());
    if (g.left() < room.left()) g.moveLeft(room.left());
    if (g.top() < room.top()) g.moveTop(room.top());
    return g;
}

// `window`, with `frame` around it, moved, and shrunk if need be, into the available geometry
// of the screen it is most on (or the nearest one).
void keepOnScreen(QWidget* window, const QMargins& frame)
{
    // A maximized or full-screen window is the window manager's to place.
    if (window->windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen)) return;
    const QRect g = window->geometry();
    QScreen* screen = screenOf(g + frame);
    if (!screen) return;
    const QRect placed = inside(g, screen->availableGeometry() - frame);
    if (placed != g) window->setGeometry(placed);
}

// Saves its window's place each time the window is hidden: closed, or destroyed while shown
// (~QWidget hides it before deleting its children, this among them).
class Keeper : public QObject {
public:
    Keeper(const QString& key, QWidget* window) : QObject(window), key_(key) {}
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Hide && watched == parent()) save(static_cast<QWidget*>(watched), key_);
        return false;
    }

private:
    QString key_;
};

}  // namespace

void keep(QWidget* window, const QString& key, QSize wanted)
{
    if (!restore(window, key)) fit(window, wanted, window->parentWidget());
    window->installEventFilter(new Keeper(key, window));
}

void fit(QWidget* window, QSize wanted, const QWidget* from)
{
    QScreen* screen = from ? from->window()->screen() : QGuiApplication::primaryScreen();
    if (!screen) return window->resize(wanted);
    const QRect room = screen->availableGeometry() - frameFor(window, from, kFrameGuess);
    QRect g(QPoint(), wanted.boundedTo(room.size()));
    g.moveCenter(from ? from->window()->geometry().center() : room.center());
    window->setGeometry(inside(g, room));
}

bool restore(QWidget* window, const QString& key)
{
    const auto file = settingsFile();
    if (!file) return false;
    const QByteArray geometry = file->value(kGroup + key).toByteArray();
    if (geometry.isEmpty() || !window->restoreGeometry(geometry)) return false;
    if (auto* main = qobject_cast<QMainWindow*>(window))
        main->restoreState(file->value(kGroup + key + QStringLiteral("Docks")).toByteArray());
    keepOnScreen(window, savedFrame(*file, key));
    return true;
}

void save(const QWidget* window, const QString& key)
{
    const auto file = settingsFile();
    if (!file) return;
    file->setValue(kGroup + key, window->saveGeometry());
    const QMargins f = frameOf(window);
    file->setValue(kGroup + key + QStringLiteral("Frame"),
                   QStringList{QString::number(f.left()), QString::number(f.top()), QString::number(f.right()),
                               QString::number(f.bottom())});
    if (const auto* main = qobject_cast<const QMainWindow*>(window))
        file->setValue(kGroup + key + QStringLiteral("Docks"), main->saveState());
}

}  // namespace rebelote::windowplace
