// The language the game speaks: Rebelote's own words (resources/translations, embedded
// under :/i18n) and Qt's (the standard buttons of dialogs, from Qt's translations when they
// are installed), for the setting "system", "fr" or "en".
//
// English is the language of the code: it needs only its plurals, the forms of the numerus
// messages (tr("%n deals", "", n): "1 deal", "2 deals"), which rebelote_en.ts holds. "en",
// or a system language the game does not speak, installs those alone. Installing sends every
// widget a LanguageChange event, so that a window can say its words again at once. Qt Core
// only.
#pragma once

#include <QString>
#include <QStringList>

namespace rebelote {

// The languages Rebelote speaks besides English ("fr").
QStringList translatedLanguages();
// What a setting means here: "fr" or "en"; "system" is the first of the system's languages
// the game speaks (`uiLanguages`, QLocale::system()'s when empty), else English.
QString resolveLanguage(const QString& setting, const QStringList& uiLanguages = {});
// Installs the translations for the setting on the application, in place of those installed
// before, and makes the language's locale the default; returns the language now spoken.
QString installTranslations(const QString& setting);

}  // namespace rebelote
