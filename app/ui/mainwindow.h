#pragma once

#include "app/controller/gamecontroller.h"
#include "app/controller/settings.h"

#include <QMainWindow>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;

namespace rebelote {
class TableView;
}

// The game's window: the table in the middle, the score sheet and the auction in docks,
// the menus, and the rules in force in the status bar. It owns the game controller; the
// table shows it. The window holds no rule either: Game ▸ New asks which preset to play and
// hands the controller a setup.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    rebelote::GameController *controller() const { return m_controller; }
    rebelote::TableView *table() const { return m_table; }
    QAction *newGameAction() const { return m_newGame; }
    QAction *quitAction() const { return m_quit; }
    QAction *configureAction() const { return m_configure; }
    const rebelote::Settings &settings() const { return m_settings; }

    // Starts a game with this setup at once (the command line, tests).
    void startGame(const rebelote::GameSetup &setup);
    // The pace of the bots in milliseconds (a menu choice, or the command line).
    void setPace(int ms);
    // Whether Game ▸ New opens the preset dialog (tests turn it off and listen instead).
    void setAskForPreset(bool ask) { m_askOnNew = ask; }

signals:
    // Game ▸ New: the preset dialog follows (tests may listen without it).
    void newGameRequested();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void buildMenus();
    void askNewGame();
    void updateStatus();
    void about();
    // Settings ▸ Configure: the dialog, then what changed applied (a rule change during a
    // game asks whether to start again now).
    void configure();

    rebelote::GameController *m_controller = nullptr;
    rebelote::TableView *m_table = nullptr;
    QAction *m_newGame = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_configure = nullptr;
    QAction *m_single = nullptr;
    // The settings file as read when the window opened, kept up to date with the menus.
    rebelote::Settings m_settings;
    QActionGroup *m_paceGroup = nullptr;
    QDockWidget *m_scoreDock = nullptr;
    QDockWidget *m_auctionDock = nullptr;
    QLabel *m_rulesLabel = nullptr;
    QLabel *m_keysLabel = nullptr;
    bool m_askOnNew = true;
};
