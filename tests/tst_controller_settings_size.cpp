// A settings file over Settings::kMaxFileBytes (issue 31: a 120 MB one held the start for
// 20 s and was written over at New game): not read, one warning, the defaults, and the file
// left as it was by save(). A file just under the limit, and garbage under it, are read as
// before.
#include "app/controller/settings.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace rebelote;

namespace {

// A good file (pace 300, east strong) padded with comment lines up to `bytes` bytes.
QByteArray goodFileOf(qint64 bytes)
{
    QByteArray text = "[game]\npaceMs=300\n[players]\neastLevel=strong\n";
    const QByteArray line = ";" + QByteArray(99, 'x') + "\n";
    while (text.size() + line.size() <= bytes) text += line;
    text += ";" + QByteArray(qMax<qint64>(0, bytes - text.size() - 2), 'y') + "\n";
    return text;
}

// Bytes no editor would write: every value 0..255, a seeded run.
QByteArray garbageOf(qint64 bytes)
{
    QByteArray out(bytes, '\0');
    quint32 x = 12345;
    for (char& c : out) {
        x = x * 1664525u + 1013904223u;
        c = char(x >> 24);
    }
    return out;
}

}  // namespace

class TestControllerSettingsSize : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

private slots:
    void sizeLimit_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<bool>("read");  // read as a settings file, else refused whole
        const qint64 max = Settings::kMaxFileBytes;
        QTest::newRow("just under the limit: read") << goodFileOf(max) << true;
        QTest::newRow("one byte over: refused") << goodFileOf(max + 1) << false;
        QTest::newRow("ten times over: refused") << goodFileOf(10 * max) << false;
        QTest::newRow("garbage under the limit: read, nothing from it") << garbageOf(max / 2) << true;
        QTest::newRow("garbage over the limit: refused") << garbageOf(2 * max) << false;
    }

    void sizeLimit()
    {
        QFETCH(QByteArray, file);
        QFETCH(bool, read);
        QCOMPARE(qint64(file.size()) <= Settings::kMaxFileBytes, read);
        const QString path = dir_.filePath(
            QStringLiteral("%1.conf").arg(QTest::currentDataTag()).replace(QLatin1Char(':'), QLatin1Char('-')));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            QCOMPARE(f.write(file), qint64(file.size()));
        }
        Settings s(path);
        s.load();
        const bool garbage = !file.startsWith("[game]");
        if (read) {
            for (const QString& w : s.warnings()) QVERIFY2(!w.contains(QStringLiteral("too big")), qPrintable(w));
            QCOMPARE(s.paceMs, garbage ? Settings::kDefaultPaceMs : 300);
            QCOMPARE(s.levels[int(belote::Seat::East)], garbage ? QStringLiteral("normal") : QStringLiteral("strong"));
            // A good file is written again as the game writes it (garbage is set aside whole as
            // Rebelote.conf.unreadable: tst_controller_settings).
            if (!garbage) {
                QVERIFY(s.save());
                QVERIFY(QFileInfo(path).size() < 1024);
            }
            return;
        }
        // One warning, one line, naming the file; the defaults.
        QCOMPARE(s.warnings().size(), 1);
        const QString w = s.warnings().front();
        QVERIFY2(w.contains(QStringLiteral("too big")) && w.contains(path) && !w.contains(QLatin1Char('\n')),
                 qPrintable(w));
        QVERIFY(s == Settings(path));
        // New game saves the settings: the file is left as it was, and nothing more is said.
        s.paceMs = 100;
        QVERIFY(!s.save());
        QCOMPARE(s.warnings().size(), 1);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256),
                 QCryptographicHash::hash(file, QCryptographicHash::Sha256));
    }
};

QTEST_MAIN(TestControllerSettingsSize)
#include "tst_controller_settings_size.moc"
