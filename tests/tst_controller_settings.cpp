// The settings file: defaults, every option round trip, a hand-edited file with one bad
// value (one warning, the rest applies), and a [rules] group that lists only what differs
// from the preset.
#include "ai/levels.h"
#include "ai/heuristicplayer.h"
#include "ai/montecarlo.h"
#include "app/controller/settings.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace belote;
using namespace rebelote;

Q_DECLARE_METATYPE(belote::Rules)

namespace {

// The file as a person would write it.
void writeFile(const QString& path, const QByteArray& text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

}  // namespace

class TestControllerSettings : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString path() const { return dir_.filePath(QStringLiteral("Rebelote.conf")); }

private slots:
    void init() { QFile::remove(path()); }

    void defaults()
    {
        Settings s(path());
        s.load();  // no file: every default, nothing to warn about
        QVERIFY(s.warnings().isEmpty());
        QCOMPARE(s.rules, Rules::fromPreset(Preset::Classic));
        for (Seat seat : {Seat::East, Seat::North, Seat::West}) QCOMPARE(s.levels[int(seat)], QStringLiteral("normal"));
        for (const QString& n : s.names) QVERIFY(n.isEmpty());
        QCOMPARE(s.paceMs, 800);
        QCOMPARE(s.autoPlaySingleCard, false);
        QCOMPARE(s.deck, QStringLiteral("drawn"));
        QCOMPARE(s.language, QStringLiteral("system"));
        QCOMPARE(s.lastPreset, Preset::Classic);
        QVERIFY(s == Settings());
    }

    void standardPlace()
    {
        // The game's file is ~/.config/Rebelote/Rebelote.conf (a test's own names aside).
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Rebelote"));
        QCoreApplication::setApplicationName(QStringLiteral("Rebelote"));
        QVERIFY2(Settings().path().endsWith(QStringLiteral("/Rebelote/Rebelote.conf")), qPrintable(Settings().path()));
    }

    void roundTrip_data()
    {
        QTest::addColumn<Rules>("rules");
        auto row = [](const char* name, Preset p, auto change) {
            Rules r = Rules::fromPreset(p);
            change(r);
            QVERIFY2(r.inconsistency().isEmpty(), name);
            QTest::newRow(name) << r;
        };
        for (Preset p : kAllPresets) row(presetName(p), p, [](Rules&) {});
        row("annonces", Preset::Classic, [](Rules& r) { r.annonces = false; });
        row("mustUndertrump", Preset::Coinche, [](Rules& r) { r.mustUndertrump = true; });
        row("sansToutAtout", Preset::Coinche, [](Rules& r) { r.sansToutAtout = true; });
        row("toutAtoutPoints", Preset::Coinche, [](Rules& r) { r.toutAtoutPoints = ToutAtoutPoints::Scaled; });
        row("coincheOutOfTurn", Preset::Coinche, [](Rules& r) { r.coincheOutOfTurn = true; });
        row("litige", Preset::Coinche, [](Rules& r) { r.litige = Litige::Down; });
        row("rounding", Preset::Classic, [](Rules& r) { r.rounding = true; });
        row("cutMinimum", Preset::Classic, [](Rules& r) { r.cutMinimum = 5; });
        row("shuffle", Preset::Coinche, [](Rules& r) { r.shuffle = Shuffle::CutOnly; });
        row("target", Preset::CoincheMontpellier, [](Rules& r) { r.target = 1500; });
        row("deals", Preset::ClassicNoAnnonces, [](Rules& r) { r.deals = 12; });
        row("everything", Preset::Coinche, [](Rules& r) {
            r.annonces = false;
            r.mustUndertrump = true;
            r.sansToutAtout = true;
            r.toutAtoutPoints = ToutAtoutPoints::Scaled;
            r.coincheOutOfTurn = true;
            r.litige = Litige::Down;
            r.rounding = false;
            r.cutMinimum = 6;
            r.shuffle = Shuffle::CutOnly;
            r.target = 3000;
            r.deals = 8;
        });
    }

    void roundTrip()
    {
        QFETCH(Rules, rules);
        Settings out(path());
        out.rules = rules;
        out.levels[int(Seat::East)] = QStringLiteral("strong");
        out.levels[int(Seat::North)] = QStringLiteral("heuristic");
        out.levels[int(Seat::West)] = QStringLiteral("easy");
        out.names[int(Seat::South)] = QStringLiteral("Léa");
        out.names[int(Seat::North)] = QStringLiteral("Pierre, dit \"Pierrot\"");
        out.paceMs = 300;
        out.autoPlaySingleCard = true;
        out.deck = QStringLiteral("svg:/usr/share/cards/paris.svgz");
        out.language = QStringLiteral("fr");
        out.lastPreset = rules.preset;
        QVERIFY(out.save());
        Settings in(path());
        in.load();
        QCOMPARE(in.warnings(), QStringList());
        QCOMPARE(in.rules, rules);
        QVERIFY(in == out);
    }

    void badValue_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("warningHas");
        // Good lines around each bad one: they still apply.
        const QByteArray good = "[game]\npaceMs=300\n[players]\neastLevel=strong\n";
        QTest::newRow("mustUndertrump=maybe")
            << good + "[rules]\npreset=coinche\nmustUndertrump=maybe\ntarget=1500\n" << "mustUndertrump";
        QTest::newRow("preset=nonsense") << good + "[rules]\npreset=nonsense\ntarget=1500\n" << "nonsense";
        QTest::newRow("target=-5") << good + "[rules]\npreset=coinche\ntarget=-5\ntoutAtoutPoints=scaled\n" << "target";
        QTest::newRow("annonces with coinche-montpellier")
            << good + "[rules]\npreset=coinche-montpellier\nannonces=true\ntarget=1500\n" << "annonces";
        QTest::newRow("unknown option") << good + "[rules]\npreset=coinche\nfoo=1\ntarget=1500\n" << "foo";
        QTest::newRow("level grandmaster")
            << QByteArray("[game]\npaceMs=300\n[players]\neastLevel=strong\nwestLevel=grandmaster\n"
                          "[rules]\npreset=coinche\ntarget=1500\n")
            << "grandmaster";
        QTest::newRow("paceMs=fast")
            << QByteArray("[game]\npaceMs=fast\n[players]\neastLevel=strong\n[rules]\npreset=coinche\ntarget=1500\n")
            << "paceMs";
        QTest::newRow("language=klingon")
            << QByteArray("[game]\npaceMs=300\nlanguage=klingon\n[players]\neastLevel=strong\n[rules]\npreset=coinche\ntarget=1500\n")
            << "language";
    }

    void badValue()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, warningHas);
        writeFile(path(), file);
        Settings s(path());
        s.load();
        QCOMPARE(s.warnings().size(), 1);
        QVERIFY2(s.warnings().first().contains(warningHas), qPrintable(s.warnings().first()));
        QVERIFY2(!s.warnings().first().contains(QLatin1Char('\n')), "one line");
        // The rest of the file applies.
        QCOMPARE(s.levels[int(Seat::East)], QStringLiteral("strong"));
        QCOMPARE(s.levels[int(Seat::West)], QStringLiteral("normal"));
        if (warningHas != QLatin1String("paceMs")) QCOMPARE(s.paceMs, 300);
        else QCOMPARE(s.paceMs, 800);
        if (warningHas != QLatin1String("target")) QCOMPARE(s.rules.target, 1500);
        if (warningHas == QLatin1String("nonsense")) QCOMPARE(s.rules.preset, Preset::Classic);
        if (warningHas == QLatin1String("target")) {
            QCOMPARE(s.rules.target, Rules::fromPreset(Preset::Coinche).target);
            QCOMPARE(s.rules.toutAtoutPoints, ToutAtoutPoints::Scaled);
        }
        if (warningHas == QLatin1String("annonces")) QCOMPARE(s.rules.annonces, false);
        QVERIFY(s.rules.inconsistency().isEmpty());
    }

    void rulesListOnlyDifferences()
    {
        Settings s(path());
        s.rules = Rules::fromPreset(Preset::Coinche);
        s.rules.mustUndertrump = true;
        s.rules.toutAtoutPoints = ToutAtoutPoints::Scaled;
        s.rules.target = 1500;
        QVERIFY(s.save());
        QSettings file(path(), QSettings::IniFormat);
        file.beginGroup(QStringLiteral("rules"));
        QStringList keys = file.childKeys();
        keys.sort();
        QCOMPARE(keys, (QStringList{"mustUndertrump", "preset", "target", "toutAtoutPoints"}));
        const QByteArray text = readFile(path());
        QVERIFY2(text.contains("[rules]\n"), text.constData());
        QVERIFY2(text.contains("preset=coinche\n"), text.constData());
        QVERIFY2(text.contains("mustUndertrump=true\n"), text.constData());
        QVERIFY2(text.contains("toutAtoutPoints=scaled\n"), text.constData());
        QVERIFY2(text.contains("target=1500\n"), text.constData());

        // Back at the preset's values: the options leave the file.
        s.rules = Rules::fromPreset(Preset::Coinche);
        QVERIFY(s.save());
        QSettings again(path(), QSettings::IniFormat);
        again.beginGroup(QStringLiteral("rules"));
        QCOMPARE(again.childKeys(), QStringList{"preset"});
    }

    void oldFileWithOnlyThePreset()
    {
        // Before the [rules] group, the window stored the last preset alone: it is played.
        writeFile(path(), "[game]\npreset=coinche-montpellier\n");
        Settings s(path());
        s.load();
        QVERIFY(s.warnings().isEmpty());
        QCOMPARE(s.rules, Rules::fromPreset(Preset::CoincheMontpellier));
    }

    void setupSeatsEachLevel()
    {
        Settings s(path());
        s.rules = Rules::fromPreset(Preset::Coinche);
        s.levels[int(Seat::East)] = QStringLiteral("heuristic");
        s.names[int(Seat::West)] = QStringLiteral("Marcel");
        const GameSetup g = s.setup(42);
        QCOMPARE(g.rules, s.rules);
        QCOMPARE(g.seed, std::uint64_t(42));
        QCOMPARE(g.names[int(Seat::West)], QStringLiteral("Marcel"));
        // Each seat its own level, as data the controller seats, the table shows and the
        // history keeps: East the rules of thumb, the others the Monte Carlo player.
        QVERIFY(!g.makePlayer);
        QCOMPARE(g.levelOf(Seat::East), QStringLiteral("heuristic"));
        QCOMPARE(g.levelOf(Seat::North), QStringLiteral("normal"));
        QCOMPARE(g.levelOf(Seat::West), QStringLiteral("normal"));
        QVERIFY(dynamic_cast<HeuristicPlayer*>(makeLevelPlayer(g.levelOf(Seat::East).toStdString(), 7).get()));
        QVERIFY(dynamic_cast<MonteCarloPlayer*>(makeLevelPlayer(g.levelOf(Seat::West).toStdString(), 7).get()));
    }

    void controllerSeatsTheLevels()
    {
        // The setup as the controller takes it: a game deals with these rules and names.
        Settings s(path());
        s.rules = Rules::fromPreset(Preset::CoincheMontpellier);
        s.levels = {QStringLiteral("normal"), QStringLiteral("heuristic"), QStringLiteral("heuristic"), QStringLiteral("heuristic")};
        s.names[int(Seat::East)] = QStringLiteral("Odette");
        GameController c;
        c.setPace(0);
        c.newGame(s.setup(3));
        QCOMPARE(c.rules(), s.rules);
        QCOMPARE(c.name(Seat::East), QStringLiteral("Odette"));
        QCOMPARE(c.name(Seat::West), QStringLiteral("West"));
        QVERIFY(c.stage() != GameController::Stage::Idle);
    }
};

QTEST_GUILESS_MAIN(TestControllerSettings)
#include "tst_controller_settings.moc"
