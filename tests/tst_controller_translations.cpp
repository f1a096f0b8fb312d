// The translations: every string the code marks for translation is in
// resources/translations/rebelote_fr.ts and translated there (placeholders, accelerators and
// tags kept), every count (a numerus message, tr("%n deals", "", n)) has its English forms in
// rebelote_en.ts, the compiled files are the ones the game embeds, and the language setting
// picks the language a person expects.
#include "app/controller/gametext.h"
#include "app/controller/language.h"
#include "app/controller/setsession.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
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
// English: the plural forms only (lupdate -pluralonly), the other words are the code's.
const QString kEnglish = QStringLiteral(REBELOTE_SOURCE_DIR "/resources/translations/rebelote_en.ts");

}  // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void everyMessageTranslated_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("least");  // messages, so that an emptied file fails
        QTest::newRow("French: every message") << kFrench << 400;
        QTest::newRow("English: every count's singular and plural") << kEnglish << 20;
    }

    void everyMessageTranslated()
    {
        QFETCH(QString, file);
        QFETCH(int, least);
        QString error;
        const QList<Message> messages = readTs(file, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > least);
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
    // changed in one and not the other) fails here, not in front of a French player; a count
    // missing from the English file would read "1 deals".
    void tsFollowsTheSources_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("options");
        QTest::newRow("French: every message") << kFrench << QStringList{};
        QTest::newRow("English: the counts (lupdate -pluralonly)") << kEnglish << QStringList{"-pluralonly"};
    }

    void tsFollowsTheSources()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, options);
        const QString lupdate = QStringLiteral(REBELOTE_LUPDATE);
        if (lupdate.isEmpty() || lupdate.endsWith(QLatin1String("NOTFOUND")) || !QFile::exists(lupdate))
            QSKIP("lupdate is not installed (scripts/deps.sh installs qt6-l10n-tools)");
        QTemporaryDir dir;
        const QString scratch = dir.filePath(QStringLiteral("now.ts"));
        QProcess p;
        // The include path lets lupdate see the classes' namespaces as the build does.
        p.start(lupdate, QStringList{QStringLiteral("-I") + QStringLiteral(REBELOTE_SOURCE_DIR),
                                     QStringLiteral(REBELOTE_SOURCE_DIR "/app"), QStringLiteral("-ts"), scratch,
                                     QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                                     QStringLiteral("none"), QStringLiteral("-silent")} +
                             options);
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
        const QSet<QString> committed = keys(readTs(file, &error));
        QStringList missing = (code - committed).values();
        QStringList stale = (committed - code).values();
        missing.sort();
        stale.sort();
        QVERIFY2(missing.isEmpty() && stale.isEmpty(),
                 qPrintable(QStringLiteral("%1 is behind the code "
                                           "(cmake --build build --target update_translations, then translate):\n"
                                           "not in the .ts: %2\nno longer in the code: %3")
                                .arg(QFileInfo(file).fileName(), missing.mid(0, 20).join(QStringLiteral("; ")),
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

    // Every count is a numerus message, its form chosen by the number: English says "1 deal"
    // and "0 deals", French "0 donne" and "1 donne" (0 takes the singular in French), in
    // each family of counts: deals, cards, moves, games, records. The words as the code
    // asks for them (context, source, n); the code's own functions below.
    void plurals_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("text");
        struct Family {
            const char* name;
            const char* context;
            const char* source;
            std::array<const char*, 3> english, french;  // for 0, 1, 2
        };
        // clang-format off
        const Family families[] = {
            {"cards in a hand", "rebelote::TableView", "%n cards",
             {"0 cards", "1 card", "2 cards"}, {"0 carte", "1 carte", "2 cartes"}},
            {"cards of a deal set up, in words", "DealDraft", "%1 cards",
             {"%1 cards", "%1 card", "%1 cards"}, {"%1 carte", "%1 carte", "%1 cartes"}},
            {"moves of a replay", "rebelote::ReplayWindow", "%n moves",
             {"0 moves", "1 move", "2 moves"}, {"0 coup", "1 coup", "2 coups"}},
            {"deals of a game over", "rebelote::GameOverPanel", "after %n deals",
             {"after 0 deals", "after one deal", "after 2 deals"}, {"en 0 donne", "en 1 donne", "en 2 donnes"}},
            {"deals imported", "rebelote::HistoryWindow", "%n deals imported.",
             {"0 deals imported.", "1 deal imported.", "2 deals imported."},
             {"0 donne importée.", "1 donne importée.", "2 donnes importées."}},
            {"deals deleted", "rebelote::HistoryWindow", "Delete the %n selected deals?",
             {"Delete the 0 selected deals?", "Delete the selected deal?", "Delete the 2 selected deals?"},
             {"Supprimer la donne sélectionnée ?", "Supprimer la donne sélectionnée ?",
              "Supprimer les 2 donnes sélectionnées ?"}},
            {"games deleted", "rebelote::HistoryWindow", "%n games go with their last deals.",
             {"0 games go with their last deals.", "1 game goes with its last deal.", "2 games go with their last deals."},
             {"0 partie est supprimée avec sa dernière donne.", "1 partie est supprimée avec sa dernière donne.",
              "2 parties sont supprimées avec leurs dernières donnes."}},
            {"records refused", "rebelote::HistoryWindow", "%n records refused (details below).",
             {"0 records refused (details below).", "1 record refused (details below).",
              "2 records refused (details below)."},
             {"0 enregistrement refusé (détails ci-dessous).", "1 enregistrement refusé (détails ci-dessous).",
              "2 enregistrements refusés (détails ci-dessous)."}},
            {"deals saved from a damaged history", "HistoryStore", "%n deals",
             {"0 deals", "one deal", "2 deals"}, {"0 donne", "1 donne", "2 donnes"}},
            {"moves the history is behind", "rebelote::HistoryRecorder", "The history is %n moves behind: %1.",
             {"The history is 0 moves behind: %1.", "The history is one move behind: %1.",
              "The history is 2 moves behind: %1."},
             {"L’historique a 0 coup de retard : %1.", "L’historique a 1 coup de retard : %1.",
              "L’historique a 2 coups de retard : %1."}},
            {"moves kept at the last close", "rebelote::MainWindow", "Saving the %n moves kept when Rebelote last closed…",
             {"Saving the 0 moves kept when Rebelote last closed…", "Saving the move kept when Rebelote last closed…",
              "Saving the 2 moves kept when Rebelote last closed…"},
             {"Enregistrement du coup gardé à la dernière fermeture de Rebelote…",
              "Enregistrement du coup gardé à la dernière fermeture de Rebelote…",
              "Enregistrement des 2 coups gardés à la dernière fermeture de Rebelote…"}},
            {"deals of a preset", "rebelote::HistoryStatsView", "%1 (%n deals)",
             {"%1 (0 deals)", "%1 (one deal)", "%1 (2 deals)"}, {"%1 (0 donne)", "%1 (1 donne)", "%1 (2 donnes)"}},
        };
        // clang-format on
        for (const Family& f : families) {
            for (int n = 0; n <= 2; ++n) {
                QTest::addRow("English, %s: %d", f.name, n)
                    << "en" << f.context << f.source << n << QString::fromUtf8(f.english[std::size_t(n)]);
                QTest::addRow("French, %s: %d", f.name, n)
                    << "fr" << f.context << f.source << n << QString::fromUtf8(f.french[std::size_t(n)]);
            }
        }
    }

    void plurals()
    {
        QFETCH(QString, language);
        QFETCH(QString, context);
        QFETCH(QString, source);
        QFETCH(int, n);
        QFETCH(QString, text);
        QCOMPARE(installTranslations(language), language);
        const QString said =
            QCoreApplication::translate(context.toUtf8().constData(), source.toUtf8().constData(), nullptr, n);
        installTranslations(QStringLiteral("en"));
        QCOMPARE(said, text);
    }

    // A set's score line counts its deals: "Set: 1 deal", "Série : 0 donne".
    void setScorePlural_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("counted");
        QTest::addColumn<QString>("text");
        QTest::newRow("English, no deal: 0 deals")
            << "en" << 0 << "Set: 0 deals, +0 against the bots; 0 at or above par";
        QTest::newRow("English, one deal: 1 deal")
            << "en" << 1 << "Set: 1 deal, +0 against the bots; 0 at or above par";
        QTest::newRow("English, two deals: 2 deals")
            << "en" << 2 << "Set: 2 deals, +0 against the bots; 0 at or above par";
        QTest::newRow("French, no deal: 0 donne")
            << "fr" << 0 << "Série : 0 donne, +0 contre l’ordinateur ; 0 au niveau de l’ordinateur ou mieux";
        QTest::newRow("French, one deal: 1 donne")
            << "fr" << 1 << "Série : 1 donne, +0 contre l’ordinateur ; 0 au niveau de l’ordinateur ou mieux";
        QTest::newRow("French, two deals: 2 donnes")
            << "fr" << 2 << "Série : 2 donnes, +0 contre l’ordinateur ; 0 au niveau de l’ordinateur ou mieux";
    }

    void setScorePlural()
    {
        QFETCH(QString, language);
        QFETCH(int, counted);
        QFETCH(QString, text);
        belote::SetScore score;
        score.counted = counted;
        QCOMPARE(installTranslations(language), language);
        const QString said = SetSession::scoreText(score);
        installTranslations(QStringLiteral("en"));
        QCOMPARE(said, text);
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
