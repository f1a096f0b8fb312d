// Where the game's windows open, and that they come back there (issue 44).
//
// A window opens at the size its sketch asks for, or what the screen it opens on has room
// for, its frame included (the window manager's title bar and borders, as measured on the
// window it opens from): a Replay of 1280x800 on a 1280x800 screen would put its last row
// under the screen's edge.
//
// Each window's place is kept in the settings file (Settings::path()), group [windows]:
// QWidget::saveGeometry(), and for the main window QMainWindow::saveState() (its docks),
// saved as the window goes and given back as it opens, as Qt's application example does
// (restoreGeometry in readSettings, saveGeometry in closeEvent). A place that no longer fits
// (a smaller screen, a monitor gone) is brought back onto the screen nearest to it.
#pragma once

#include <QSize>

class QString;
class QWidget;

namespace rebelote::windowplace {

// What each window does as it is made: the place saved under `key` given back, else `wanted`
// fitted over its parent (fit()); and its place saved whenever it is hidden (closed, or
// destroyed while shown: the game quit with it open).
void keep(QWidget* window, const QString& key, QSize wanted);
// `window` (not shown yet) sized to `wanted`, or to what the screen has room for, frame
// included; over `from` (the window it opens from: its screen, centred on it), else on the
// primary screen, centred.
void fit(QWidget* window, QSize wanted, const QWidget* from = nullptr);
// The place saved under `key` given back to `window` (for a QMainWindow, its docks too), on a
// screen, frame included (the frame it had when saved); false, `window` left as it was, when
// none was saved or it cannot be read.
bool restore(QWidget* window, const QString& key);
// `window`'s place (and docks, and the frame the window manager gave it) kept under `key`.
void save(const QWidget* window, const QString& key);

}  // namespace rebelote::windowplace
