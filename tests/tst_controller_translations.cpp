// The translations: every string the code marks for translation is in
// resources/translations/rebelote_fr.ts and translated there (placeholders, accelerators and
// tags kept), the compiled file is the one the game embeds, and the language setting picks
// the language a person expects.
#include "app/controller/gametext.h"
#include "app/controller/language.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace rebelote;

namespace {

struct Message {
    QString context, source, translation;
    bool finished = false;
};

QList<Message> readTs(const QString& path, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = f.errorString();
        return {};
    }
    QList<Message> out;
    QXmlStreamReader xml(&f);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name")) context = xml.readElementText();
        else if (xml.name() == QLatin1String("message")) m = Message{context, {}, {}, false};
        else if (xml.name() == QLatin1String("source")) m.source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            // A numerus message ("%n deals") has one <numerusform> per plural form of the
            // language: each must be there.
            m.translation.clear();
            bool everyForm = true;
            while (xml.readNext() != QXmlStreamReader::EndElement || xml.name() != QLatin1String("translation")) {
                if (xml.atEnd()) break;
                if (xml.isCharacters()) m.translation += xml.text();
                else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) {
                    const QString form = xml.readElementText();
                    everyForm = everyForm && !form.isEmpty();
                    m.translation += form;
                }
            }
            m.finished = type.isEmpty() && everyForm && !m.translation.trimmed().isEmpty();
            out << m;
        }
    }
    if (xml.hasError()) *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return out;
}

QSet<QString> placeholders(const QString& s)
{
    QSet<QString> out;
    static const QRegularExpression re(QStringLiteral("%L?\\d+"));
    for (auto it = re.globalMatch(s); it.hasNext();) out << it.next().captured().remove(QLatin1Char('L'));
    return out;
}

// "&Game": one accelerator; "&&" is a literal ampersand.
int accelerators(QString s)
{
    s.replace(QStringLiteral("&&"), QString());
    static const QRegularExpression re(QStringLiteral("&[^\\s&;]"));
    int n = 0;
    for (auto it = re.globalMatch(s); it.hasNext(); it.next()) ++n;
    return n;
}

QStringList tags(const QString& s)
{
    QStringList out;
    static const QRegularExpression re(QStringLiteral("</?([a-zA-Z0-9]+)[^>]*>"));
    for (auto it = re.globalMatch(s); it.hasNext();) out << it.next().captured(1).toLower();
    out.sort();
    return out;
}

const QString kFrench = QStringLiteral(REBELOTE_SOURCE_DIR "/resources/translations/rebelote_fr.ts");

}  // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void everyMessageTranslated()
    {
        QString error;
        const QList<Message> messages = readTs(kFrench, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 400);
        QStringList problems;
        for (const Message& m : messages) {
            const QString where = m.context + QStringLiteral(" \"") + m.source.left(60) + QLatin1Char('"');
            if (!m.finished) problems << where + QStringLiteral(": not translated");
            else if (placeholders(m.source) != placeholders(m.translation))
                problems << where + QStringLiteral(": placeholders differ");
            else if (accelerators(m.source) != accelerators(m.translation))
                problems << where + QStringLiteral(": accelerators differ");
            else if (tags(m.source) != tags(m.translation)) problems << where + QStringLiteral(": tags differ");
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 of %2 messages:\n").arg(problems.size()).arg(messages.size()) +
                            problems.mid(0, 30).join(QLatin1Char('\n'))));
    }

    // lupdate over the sources now: a string added to the code and not to the .ts (or
    // changed in one and not the other) fails here, not in front of a French player.
    void tsFollowsTheSources()
    {
        const QString lupdate = QStringLiteral(REBELOTE_LUPDATE);
        if (lupdate.isEmpty() || lupdate.endsWith(QLatin1String("NOTFOUND")) || !QFile::exists(lupdate))
            QSKIP("lupdate is not installed (scripts/deps.sh installs qt6-l10n-tools)");
        QTemporaryDir dir;
        const QString scratch = dir.filePath(QStringLiteral("now.ts"));
        QProcess p;
        // The include path lets lupdate see the classes' namespaces as the build does.
        p.start(lupdate,
                {QStringLiteral("-I") + QStringLiteral(REBELOTE_SOURCE_DIR), QStringLiteral(REBELOTE_SOURCE_DIR "/app"),
                 QStringLiteral("-ts"), scratch, QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                 QStringLiteral("none"), QStringLiteral("-silent")});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        QString error;
        auto keys = [](const QList<Message>& list) {
            QSet<QString> out;
            for (const Message& m : list) out << m.context + QStringLiteral(" \"") + m.source + QLatin1Char('"');
            return out;
        };
        const QSet<QString> code = keys(readTs(scratch, &error));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QSet<QString> committed = keys(readTs(kFrench, &error));
        QStringList missing = (code - committed).values();
        QStringList stale = (committed - code).values();
        missing.sort();
        stale.sort();
        QVERIFY2(missing.isEmpty() && stale.isEmpty(),
                 qPrintable(QStringLiteral("resources/translations/rebelote_fr.ts is behind the code "
                                           "(cmake --build build --target update_translations, then translate):\n"
                                           "not in the .ts: %1\nno longer in the code: %2")
                                .arg(missing.mid(0, 20).join(QStringLiteral("; ")),
                                     stale.mid(0, 20).join(QStringLiteral("; ")))));
    }

    void resolveLanguage_data()
    {
        QTest::addColumn<QString>("setting");
        QTest::addColumn<QStringList>("system");
        QTest::addColumn<QString>("spoken");
        QTest::newRow("system French (fr-FR)") << "system" << QStringList{"fr-FR", "fr", "en"} << "fr";
        QTest::newRow("system French of Canada (fr_CA)") << "system" << QStringList{"fr_CA"} << "fr";
        QTest::newRow("system English") << "system" << QStringList{"en-GB"} << "en";
        QTest::newRow("system German then French") << "system" << QStringList{"de-DE", "fr-FR"} << "fr";
        QTest::newRow("system German only: English") << "system" << QStringList{"de-DE"} << "en";
        QTest::newRow("setting French on an English system") << "fr" << QStringList{"en-US"} << "fr";
        QTest::newRow("setting English on a French system") << "en" << QStringList{"fr-FR"} << "en";
    }

    void resolveLanguage()
    {
        QFETCH(QString, setting);
        QFETCH(QStringList, system);
        QFETCH(QString, spoken);
        QCOMPARE(rebelote::resolveLanguage(setting, system), spoken);
    }

    // The embedded file is the .ts compiled: the game's words come out in French, and back
    // in English when the setting says so.
    // A number of deals reads right for every number in both languages: never "1 deals".
    void dealCount_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("text");
        QTest::newRow("English, no deal: 0 deals") << "en" << 0 << "0 deals";
        QTest::newRow("English, one deal: 1 deal") << "en" << 1 << "1 deal";
        QTest::newRow("English, two deals: 2 deals") << "en" << 2 << "2 deals";
        QTest::newRow("English, twelve deals: 12 deals") << "en" << 12 << "12 deals";
        QTest::newRow("French, no deal: 0 donne (singular in French)") << "fr" << 0 << "0 donne";
        QTest::newRow("French, one deal: 1 donne") << "fr" << 1 << "1 donne";
        QTest::newRow("French, two deals: 2 donnes") << "fr" << 2 << "2 donnes";
        QTest::newRow("French, twelve deals: 12 donnes") << "fr" << 12 << "12 donnes";
    }

    void dealCount()
    {
        QFETCH(QString, language);
        QFETCH(int, n);
        QFETCH(QString, text);
        QCOMPARE(installTranslations(language), language);
        QCOMPARE(rebelote::dealCount(n), text);
        installTranslations(QStringLiteral("en"));
    }

    // The French says each thing by one name, as club players do (#44): the computer
    // players are « l’ordinateur » (« joueurs de l’ordinateur »), a sequence is named by its
    // top card (« cinquante au roi »), the person inside a sentence is « vous ».
    void oneFrenchWord_data()
    {
        QTest::addColumn<QString>("never");  // a pattern no French translation has
        // clang-format off
        QTest::newRow("the computer players: never « robots »") << "\\brobots?\\b";
        QTest::newRow("the computer players: never « joueurs virtuels »") << "virtuel";
        QTest::newRow("a sequence by its top card: never « hauteur R♥ »") << "hauteur %";
        QTest::newRow("the person inside a sentence: never « par Vous »") << "par Vous";
        // clang-format on
    }

    void oneFrenchWord()
    {
        QFETCH(QString, never);
        QString error;
        const QList<Message> messages = readTs(kFrench, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QRegularExpression re(never, QRegularExpression::CaseInsensitiveOption);
        QStringList found;
        for (const Message& m : messages)
            if (re.match(m.translation).hasMatch()) found << m.translation.left(80);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    void declarationHeights_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("high");  // the top card
        QTest::addColumn<QString>("text");
        const int tierce = int(belote::DeclarationKind::Tierce), cinquante = int(belote::DeclarationKind::Cinquante);
        const int cent = int(belote::DeclarationKind::Cent);
        // clang-format off
        QTest::newRow("French: cinquante au roi") << "fr" << cinquante << "KH" << "cinquante au roi \u2665";
        QTest::newRow("French: tierce à la dame") << "fr" << tierce << "QS" << "tierce \u00e0 la dame \u2660";
        QTest::newRow("French: cent à l’as") << "fr" << cent << "AD" << "cent \u00e0 l\u2019as \u2666";
        QTest::newRow("French: tierce au valet") << "fr" << tierce << "JC" << "tierce au valet \u2663";
        QTest::newRow("French: tierce au neuf") << "fr" << tierce << "9H" << "tierce au neuf \u2665";
        QTest::newRow("English: cinquante to the K♥") << "en" << cinquante << "KH" << "cinquante to the K\u2665";
        QTest::newRow("English: tierce to the 10♠") << "en" << tierce << "TS" << "tierce to the 10\u2660";
        // clang-format on
    }

    void declarationHeights()
    {
        QFETCH(QString, language);
        QFETCH(int, kind);
        QFETCH(QString, high);
        QFETCH(QString, text);
        const std::optional<belote::Card> top = belote::parseCard(high.toStdString());
        QVERIFY(top);
        belote::Declaration d;
        d.kind = belote::DeclarationKind(kind);
        d.suit = belote::suitOf(*top);
        d.high = belote::rankOf(*top);
        QCOMPARE(installTranslations(language), language);
        const QString said = declarationText(d);
        installTranslations(QStringLiteral("en"));
        QCOMPARE(said, text);
    }

    void frenchInstalled_data()
    {
        QTest::addColumn<int>("word");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("french");
        // Words any French player would check first.
        // clang-format off
        QTest::newRow("Pass: Passe") << 0 << "Pass" << "Passe";
        QTest::newRow("hearts: cœur") << 1 << "hearts" << "cœur";
        QTest::newRow("coinche preset: Coinche") << 2 << "Coinche (FFB)" << "Coinche";
        QTest::newRow("the jack of hearts: valet de cœur") << 3 << "the jack of hearts" << "valet de cœur";
        // clang-format on
    }

    void frenchInstalled()
    {
        QFETCH(int, word);
        QFETCH(QString, english);
        QFETCH(QString, french);
        auto say = [word]() -> QString {
            switch (word) {
            case 0: return callText(belote::Call::pass(), std::nullopt);
            case 1: return suitWord(belote::Suit::Hearts);
            case 2: return presetTitle(belote::Preset::Coinche);
            default: return cardWords(belote::makeCard(belote::Suit::Hearts, belote::Rank::Jack));
            }
        };
        QCOMPARE(installTranslations(QStringLiteral("fr")), QStringLiteral("fr"));
        QVERIFY2(say().contains(french, Qt::CaseInsensitive), qPrintable(say()));
        QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(say(), english);
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_controller_translations.moc"
