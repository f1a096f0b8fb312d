#pragma once

#include <QMainWindow>

class QAction;

// The game's window: the menus and the green table. The game itself (cards, calls,
// scores) is drawn on the table by later work; for now the table waits for a new game.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    QAction *newGameAction() const { return m_newGame; }
    QAction *quitAction() const { return m_quit; }

signals:
    // Game ▸ New: whoever runs the game deals a new one.
    void newGameRequested();

private:
    void about();

    QAction *m_newGame = nullptr;
    QAction *m_quit = nullptr;
};
