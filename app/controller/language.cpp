#include "app/controller/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace rebelote {

QStringList translatedLanguages() { return {QStringLiteral("fr")}; }

QString resolveLanguage(const QString& setting, const QStringList& uiLanguages)
{
    if (setting == QLatin1String("en") || translatedLanguages().contains(setting)) return setting;
    const QStringList wanted = uiLanguages.isEmpty() ? QLocale::system().uiLanguages() : uiLanguages;
    for (const QString& tag : wanted) {
        // "fr-FR", "fr_CA", "fr": the language is what comes before the region.
        const QString language = tag.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (language == QLatin1String("en") || translatedLanguages().contains(language)) return language;
    }
    return QStringLiteral("en");
}

QString installTranslations(const QString& setting)
{
    // The translators live as long as the application, replaced on each change.
    static std::unique_ptr<QTranslator> own, qt;
    for (auto* t : {own.get(), qt.get()})
        if (t) QCoreApplication::removeTranslator(t);
    own.reset();
    qt.reset();

    const QString language = resolveLanguage(setting);
    QLocale::setDefault(language == QLatin1String("en") ? QLocale(QLocale::English, QLocale::UnitedKingdom)
                                                        : QLocale(language));
    own = std::make_unique<QTranslator>();
    if (!own->load(QStringLiteral(":/i18n/rebelote_%1.qm").arg(language))) {
        // English with no plurals file would say "1 deals": a broken build, said as such.
        qWarning("rebelote: no %s translation in this build; English is spoken", qPrintable(language));
        own.reset();
        if (language == QLatin1String("en")) return language;
        return installTranslations(QStringLiteral("en"));
    }
    QCoreApplication::installTranslator(own.get());
    if (language == QLatin1String("en")) return language;
    // Qt's own words (OK, Cancel, the colour dialog…): installed with Qt, or not at all.
    qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(language), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt.get());
    else qt.reset();
    return language;
}

}  // namespace rebelote
