#include "app/ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Rebelote"));
    QApplication::setOrganizationName(QStringLiteral("Rebelote"));
    QApplication::setApplicationVersion(QStringLiteral(REBELOTE_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "French Belote and Coinche against three computer players."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.process(app);

    MainWindow window;
    window.show();
    return app.exec();
}
