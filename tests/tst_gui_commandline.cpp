// The game's command line and the history (issue 31): a command-line start never abandons
// a game left unfinished without asking, `--deals 0` (the start-up timing) records nothing,
// and `--demo` never touches the history's file. The question is answered in the window
// itself; the rest runs the built `rebelote` as a person would, in a home of its own.
#include "app/history/historyrecorder.h"
#include "app/history/historystore.h"
#include "app/ui/mainwindow.h"
#include "guitestutil.h"

#include "historytestutil.h"
#include "processrun.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace belote;
using namespace rebelote;

namespace {

constexpr quint64 kUnfinishedSeed = 11;
constexpr quint64 kCommandLineSeed = 4242;

// Plays `steps` decisions of a coinche game, every seat a person, recorded into `path`,
// and leaves it unfinished.
void makeUnfinishedGame(const QString& path, int steps)
{
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    HistoryStore store;
    const HistoryStore::OpenResult opened = store.open(path);
    QVERIFY2(opened.ok && !opened.readOnly, qPrintable(opened.message));
    GameController c;
    c.setPace(0);
    HistoryRecorder recorder(&store, &c);
    c.newGame(historytest::people(Preset::Coinche, kUnfinishedSeed));
    for (int i = 0; i < steps; ++i) QVERIFY(historytest::step(c));
    QVERIFY(recorder.waitForWrites());
    QVERIFY(recorder.close().message.isEmpty());
}

// What the history holds of its games: how many, and the unfinished one (its id, seed,
// deal, and every move saved).
QString gamesOf(const QString& path)
{
    HistoryStore store;
    const HistoryStore::OpenResult opened = store.open(path, HistoryStore::OpenMode::SetAside);
    if (!opened.ok) return QStringLiteral("cannot open: ") + opened.message;
    QStringList out{QStringLiteral("%1 games").arg(store.games().size())};
    const std::optional<SavedGame> saved = store.inProgress();
    if (!saved) return (out << QStringLiteral("none unfinished")).join(QLatin1Char('\n'));
    out << QStringLiteral("unfinished: game %1, seed %2, deal %3, %4 deals saved")
               .arg(saved->game.id)
               .arg(saved->game.seed)
               .arg(saved->dealNumber)
               .arg(saved->finishedDeals.size());
    for (const MoveRow& m : saved->moves) out << m.text();
    return out.join(QLatin1Char('\n'));
}

// Every file under `dir`, by name, with its bytes: a file renamed, made or changed shows.
QMap<QString, QByteArray> filesUnder(const QString& dir)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        files.insert(QDir(dir).relativeFilePath(path),
                     f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("unreadable"));
    }
    return files;
}

// The built game, run in a home of its own (settings, history, runtime folder).
struct GameHome {
    QTemporaryDir dir;
    QString history() const { return dir.filePath(QStringLiteral("data/Rebelote/history.db")); }
    QString dataFolder() const { return dir.filePath(QStringLiteral("data")); }
    processrun::Run run(const QStringList& args) const
    {
        QDir(dir.path()).mkpath(QStringLiteral("runtime"));
        QFile::setPermissions(dir.filePath(QStringLiteral("runtime")),
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        processrun::Options o;
        o.timeoutMs = 120000;
        o.environment = {QStringLiteral("HOME=") + dir.path(),
                         QStringLiteral("XDG_CONFIG_HOME=") + dir.filePath(QStringLiteral("config")),
                         QStringLiteral("XDG_DATA_HOME=") + dataFolder(),
                         QStringLiteral("XDG_RUNTIME_DIR=") + dir.filePath(QStringLiteral("runtime")),
                         QStringLiteral("QT_QPA_PLATFORM=offscreen")};
        return processrun::run(QStringLiteral(REBELOTE_GAME), args, o);
    }
};

using guitest::removeHistory;

}  // namespace

class TestGuiCommandLine : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Rebelote"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_gui_commandline"));
        QFile::remove(Settings().path());
    }

    // The command line asks for a game while the history keeps one unfinished: the person
    // is asked first. Resume takes it up; New game abandons it for the command line's;
    // Not now (or Escape) plays the command line's game unrecorded, the unfinished one
    // kept as it was and offered; with none unfinished, no question.
    void commandLineStartAsks_data()
    {
        QTest::addColumn<bool>("unfinished");
        QTest::addColumn<QString>("answer");
        QTest::addColumn<quint64>("seedPlayed");
        QTest::addColumn<bool>("unfinishedKept");   // the unfinished game as it was, still offered
        QTest::addColumn<bool>("commandLineKept");  // the command line's game recorded
        QTest::newRow("none unfinished: no question, the game recorded")
            << false << QString() << kCommandLineSeed << false << true;
        QTest::newRow("Enter resumes the unfinished game")
            << true << QStringLiteral("Enter") << kUnfinishedSeed << true << false;
        QTest::newRow("New game abandons it for the command line's")
            << true << QStringLiteral("New game") << kCommandLineSeed << false << true;
        QTest::newRow("Not now plays the command line's game unrecorded")
            << true << QStringLiteral("Not now") << kCommandLineSeed << true << false;
        QTest::newRow("Escape is not now") << true << QStringLiteral("Escape") << kCommandLineSeed << true << false;
    }

    void commandLineStartAsks()
    {
        QFETCH(bool, unfinished);
        QFETCH(QString, answer);
        QFETCH(quint64, seedPlayed);
        QFETCH(bool, unfinishedKept);
        QFETCH(bool, commandLineKept);
        removeHistory();
        const QString db = HistoryStore::defaultPath();
        if (unfinished) makeUnfinishedGame(db, 6);
        if (QTest::currentTestFailed()) return;
        const QString before = gamesOf(db);

        MainWindow window;
        QVERIFY(window.history() && !window.history()->isReadOnly());
        QTRY_VERIFY(!window.historyWaits());  // the game left read by the history's session
        bool asked = false;
        QString informative;
        QTimer::singleShot(0, &window, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            asked = box->objectName() == QLatin1String("resumeQuestion");
            informative = box->informativeText();
            if (answer == QLatin1String("Enter")) QTest::keyClick(box, Qt::Key_Return);
            else if (answer == QLatin1String("Escape")) QTest::keyClick(box, Qt::Key_Escape);
            else
                for (QAbstractButton* b : box->buttons())
                    if (b->text().remove(QLatin1Char('&')) == answer) b->click();
            if (box->isVisible()) box->reject();  // never left waiting
        });
        window.startFromCommandLine(historytest::people(Preset::Coinche, kCommandLineSeed));
        QCoreApplication::processEvents();  // the zero timer, when no question ran it
        QCOMPARE(asked, unfinished);
        if (unfinished) QVERIFY2(informative.contains(QStringLiteral("command line")), qPrintable(informative));
        QCOMPARE(quint64(window.controller()->setup().seed), seedPlayed);
        QVERIFY(window.controller()->stage() != GameController::Stage::Idle);
        const bool notNow = answer == QLatin1String("Not now") || answer == QLatin1String("Escape");
        if (notNow)
            QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("not kept in the history")),
                     qPrintable(window.statusBar()->currentMessage()));

        // Some moves of the game on the table, then what the history holds.
        for (int i = 0; i < 5; ++i) QVERIFY(historytest::step(*window.controller()));
        QVERIFY(window.waitForHistory());
        const std::optional<SavedGame> now = window.history()->inProgress();
        QVERIFY(now.has_value() == (unfinishedKept || commandLineKept));
        if (commandLineKept) {
            QCOMPARE(now->game.seed, kCommandLineSeed);
            QVERIFY(!now->moves.empty());
            if (unfinished) QCOMPARE(int(window.history()->games().size()), 2);  // the old one abandoned
        }
        if (unfinishedKept && answer != QLatin1String("Enter")) QCOMPARE(gamesOf(db), before);
        if (answer == QLatin1String("Enter")) QCOMPARE(now->game.seed, kUnfinishedSeed);

        // Not now lets one game go unrecorded: the next one dealt is recorded again.
        if (notNow) {
            window.startGame(historytest::people(Preset::Classic, 99));
            QVERIFY(window.waitForHistory());
            QCOMPARE(window.history()->inProgress()->game.seed, quint64(99));
        }
    }

    // --demo records nothing and so never opens the history: no file made, none changed,
    // none set aside, whatever the history holds.
    void demoLeavesTheHistoryAlone_data()
    {
        QTest::addColumn<QString>("history");
        QTest::newRow("none: none made") << QString();
        QTest::newRow("one with an unfinished game") << QStringLiteral("unfinished");
        QTest::newRow("a file that is no history is not set aside") << QStringLiteral("garbage");
        QTest::newRow("an empty file stays empty") << QStringLiteral("empty");
    }

    void demoLeavesTheHistoryAlone()
    {
        QFETCH(QString, history);
        GameHome home;
        QVERIFY(home.dir.isValid());
        if (history == QLatin1String("unfinished")) makeUnfinishedGame(home.history(), 6);
        if (history == QLatin1String("garbage") || history == QLatin1String("empty")) {
            QVERIFY(QDir().mkpath(QFileInfo(home.history()).absolutePath()));
            QFile f(home.history());
            QVERIFY(f.open(QIODevice::WriteOnly));
            if (history == QLatin1String("garbage"))
                f.write(QByteArray("not a history, but a person's bytes\n").repeated(200));
        }
        if (QTest::currentTestFailed()) return;
        const QMap<QString, QByteArray> before = filesUnder(home.dataFolder());
        const processrun::Run r =
            home.run({QStringLiteral("--demo"), QStringLiteral("--preset"), QStringLiteral("classic"),
                      QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--deals"), QStringLiteral("1"),
                      QStringLiteral("--pace"), QStringLiteral("0")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.startsWith("{\"deals\":1,"), r.out.constData());  // it did play
        const QMap<QString, QByteArray> after = filesUnder(home.dataFolder());
        QCOMPARE(after.keys(), before.keys());
        QVERIFY(after == before);
    }

    // `rebelote --deals 0` (the README's start-up timing) with a game left unfinished: the
    // game stays unfinished with every move saved, and no game is recorded; without one,
    // none is left behind to be offered.
    void dealsZeroRecordsNothing_data()
    {
        QTest::addColumn<bool>("unfinished");
        QTest::addColumn<QStringList>("args");
        const QStringList timing{QStringLiteral("--preset"), QStringLiteral("coinche"), QStringLiteral("--seed"),
                                 QStringLiteral("1"),        QStringLiteral("--deals"), QStringLiteral("0")};
        QTest::newRow("the README's timing, a game unfinished") << true << timing;
        QTest::newRow("--options, a game unfinished")
            << true
            << QStringList{QStringLiteral("--options"), QStringLiteral("{\"sansToutAtout\": true}"),
                           QStringLiteral("--deals"), QStringLiteral("0")};
        QTest::newRow("the README's timing, no game") << false << timing;
    }

    void dealsZeroRecordsNothing()
    {
        QFETCH(bool, unfinished);
        QFETCH(QStringList, args);
        GameHome home;
        QVERIFY(home.dir.isValid());
        if (unfinished) makeUnfinishedGame(home.history(), 9);
        if (QTest::currentTestFailed()) return;
        const QString before = unfinished ? gamesOf(home.history()) : QStringLiteral("0 games\nnone unfinished");
        if (unfinished) QVERIFY2(before.count(QLatin1Char('\n')) >= 5, qPrintable(before));  // moves to keep
        const processrun::Run r = home.run(args);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(gamesOf(home.history()), before);
    }
};

QTEST_MAIN(TestGuiCommandLine)
#include "tst_gui_commandline.moc"
