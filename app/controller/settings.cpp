#include "app/controller/settings.h"

#include "ai/levels.h"
#include "app/controller/cardtext.h"
#include "engine/text.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QJsonValue>
#include <QLocale>
#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryFile>
#include <QVariant>

using namespace belote;

namespace rebelote {

namespace {

// The keys outside [rules]; game/* are those the window has always written.
const QString kPaceKey = QStringLiteral("game/paceMs");
const QString kSingleKey = QStringLiteral("game/autoPlaySingleCard");
const QString kDeckKey = QStringLiteral("game/deck");
const QString kLanguageKey = QStringLiteral("game/language");
const QString kPresetKey = QStringLiteral("game/preset");
const QString kPracticeKey = QStringLiteral("game/practice");
const QString kCompareKey = QStringLiteral("game/compareWithBots");
const QString kTableKey = QStringLiteral("look/table");
const QString kCardsKey = QStringLiteral("look/cards");
const QString kSignalsKey = QStringLiteral("players/cardSignals");
const QString kRulesGroup = QStringLiteral("rules");

// "players/eastLevel", "players/southName": one key a seat, by the seat's English word so
// that the file reads the same in every language.
QString seatKey(Seat s, const char* what)
{
    static const char* const words[] = {"south", "east", "north", "west"};
    return QStringLiteral("players/%1%2").arg(QLatin1String(words[int(s)]), QLatin1String(what));
}

constexpr Seat kComputerSeats[] = {Seat::East, Seat::North, Seat::West};

// An INI value as the JSON value Rules::fromJson expects. INI has no types: what was
// written as a bool or a number reads back as text, so words and numbers are recognised;
// anything else stays text for fromJson to refuse with its reason.
QJsonValue jsonOf(const QVariant& v)
{
    switch (v.typeId()) {
    case QMetaType::Bool: return v.toBool();
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
    case QMetaType::Double: return v.toDouble();
    case QMetaType::QStringList:  // an unquoted comma in a hand-edited value
        return v.toStringList().join(QStringLiteral(", "));
    default: break;
    }
    const QString t = v.toString().trimmed();
    if (t == QLatin1String("true")) return true;
    if (t == QLatin1String("false")) return false;
    bool ok = false;
    const qlonglong n = t.toLongLong(&ok);
    if (ok) return double(n);
    return t;
}

// A value as the file shows it, for a warning.
QString shownValue(const QVariant& v)
{
    if (v.typeId() == QMetaType::QStringList) return shownText(v.toStringList().join(QStringLiteral(", ")));
    return shownText(v.toString());
}

// Lines QSettings cannot parse, or a NUL byte (no text editor's file, nor one QSettings
// wrote; it may parse it all the same). Parsed from a copy: QSettings keeps a file it read
// and gives no FormatError when it is read again (the game's start reads it twice).
bool unreadable(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return false;
    const QByteArray bytes = f.readAll();
    if (bytes.contains('\0')) return true;
    QTemporaryFile copy;
    if (!copy.open() || copy.write(bytes) != bytes.size() || !copy.flush()) return false;
    return QSettings(copy.fileName(), QSettings::IniFormat).status() == QSettings::FormatError;
}

// fromJson's reasons start with "rules: ", which the warning's own "[rules]" already says.
QString withoutPrefix(QString why)
{
    if (why.startsWith(QLatin1String("rules: "))) why.remove(0, 7);
    return why;
}

}  // namespace

QStringList Settings::levelChoices()
{
    // Random and the test-only levels are left out: not a partner or an opponent to choose.
    return {QStringLiteral("heuristic"), QStringLiteral("easy"), QStringLiteral("normal"), QStringLiteral("strong")};
}

Settings::Settings()
{
    // A test that named itself keeps its own file; the game sets "Rebelote" for both.
    QString org = QCoreApplication::organizationName();
    QString app = QCoreApplication::applicationName();
    if (org.isEmpty()) org = QStringLiteral("Rebelote");
    if (app.isEmpty()) app = QStringLiteral("Rebelote");
    // Where QSettings' native format keeps it on Linux (INI, ".conf"), where the window
    // has always kept it; IniFormat's own default would be ".ini".
    path_ = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QLatin1Char('/') + org +
            QLatin1Char('/') + app + QStringLiteral(".conf");
}

Settings::Settings(const QString& path) : path_(path) {}

bool Settings::operator==(const Settings& o) const
{
    return rules == o.rules && levels == o.levels && names == o.names && paceMs == o.paceMs &&
           autoPlaySingleCard == o.autoPlaySingleCard && deck == o.deck && language == o.language &&
           lastPreset == o.lastPreset && practice == o.practice && compareWithBots == o.compareWithBots &&
           cardSignals == o.cardSignals && table == o.table && cards == o.cards;
}

void Settings::load()
{
    // Every value starts from its default, so that what is missing or refused gets it.
    const Settings defaults(path_);
    const QString path = path_;
    *this = defaults;
    path_ = path;
    warnings_.clear();
    unreadable_ = false;
    if (const QString big = tooBig(); !big.isEmpty()) {
        warnings_ << big;
        return;
    }
    // What can be read of a file that cannot be read whole applies; save() sets it aside.
    unreadable_ = unreadable(path_);
    if (unreadable_)
        warnings_ << tr("The settings file %1 could not be read: the defaults apply where it could not be. It is "
                        "not written over: it is kept beside it as %2 at the next save.")
                         .arg(path_, QFileInfo(asidePath()).fileName());
    QSettings s(path_, QSettings::IniFormat);
    auto warn = [this](const QString& key, const QVariant& value, const QString& why) {
        warnings_ << tr("%1=%2 is ignored: %3").arg(key, shownValue(value), why);
    };

    if (s.contains(kPresetKey)) {
        const QVariant v = s.value(kPresetKey);
        if (auto p = parsePreset(v.toString().toStdString())) lastPreset = *p;
        else warn(kPresetKey, v, tr("not a preset"));
    }

    // The rules: the preset, then each option on its own over it. Before there was a
    // [rules] group only the last preset was stored: its rules are the ones to play.
    s.beginGroup(kRulesGroup);
    const QStringList keys = s.childKeys();
    Preset preset = lastPreset;
    if (keys.contains(QStringLiteral("preset"))) {
        const QVariant v = s.value(QStringLiteral("preset"));
        if (auto p = parsePreset(v.toString().toStdString())) preset = *p;
        else
            warn(QStringLiteral("[rules] preset"), v,
                 tr("not a preset; %1 is played").arg(QLatin1String(presetName(preset))));
    }
    QJsonObject accepted{{QStringLiteral("preset"), QString::fromLatin1(presetName(preset))}};
    QJsonObject all = accepted;
    for (const QString& key : keys)
        if (key != QLatin1String("preset")) all.insert(key, jsonOf(s.value(key)));
    QString why;
    if (auto r = Rules::fromJson(all, &why)) {
        rules = *r;
    } else {
        // Something is wrong: take each option that goes with the preset and those before it,
        // so that one bad line costs that line only.
        for (const QString& key : keys) {
            if (key == QLatin1String("preset")) continue;
            QJsonObject trial = accepted;
            trial.insert(key, all.value(key));
            if (Rules::fromJson(trial, &why)) accepted = trial;
            else
                warn(QStringLiteral("[rules] ") + key, s.value(key),
                     tr("%1; the preset's value applies").arg(withoutPrefix(why)));
        }
        rules = Rules::fromJson(accepted, nullptr).value_or(Rules::fromPreset(preset));
    }
    s.endGroup();

    const QStringList choices = levelChoices();
    for (Seat seat : kComputerSeats) {
        const QString key = seatKey(seat, "Level");
        if (!s.contains(key)) continue;
        const QVariant v = s.value(key);
        if (choices.contains(v.toString())) levels[int(seat)] = v.toString();
        else warn(key, v, tr("the levels are %1; normal plays").arg(choices.join(QStringLiteral(", "))));
    }
    for (int seat = 0; seat < kSeats; ++seat) {
        const QString key = seatKey(Seat(seat), "Name");
        // A name is any text: only what could not sit on a seat's plate is cut.
        if (s.contains(key)) names[seat] = printableText(s.value(key).toString().simplified()).left(40);
    }

    if (s.contains(kSignalsKey)) {
        const QVariant v = s.value(kSignalsKey);
        Signals read = cardSignals;
        if (signalsFromName(v.toString().trimmed().toStdString(), &read)) cardSignals = read;
        else
            warn(kSignalsKey, v,
                 tr("the calls are %1; direct calls are played").arg(signalsChoices().join(QStringLiteral(", "))));
    }

    if (s.contains(kPaceKey)) {
        const QVariant v = s.value(kPaceKey);
        bool ok = false;
        const int ms = v.toString().toInt(&ok);
        if (ok && ms >= 0 && ms <= kMaxPaceMs) paceMs = ms;
        else warn(kPaceKey, v, tr("the pace is milliseconds from 0 to %1").arg(kMaxPaceMs));
    }
    if (s.contains(kSingleKey)) {
        const QJsonValue v = jsonOf(s.value(kSingleKey));
        if (v.isBool()) autoPlaySingleCard = v.toBool();
        else warn(kSingleKey, s.value(kSingleKey), tr("it is true or false"));
    }
    if (s.contains(kPracticeKey)) {
        const QJsonValue v = jsonOf(s.value(kPracticeKey));
        if (v.isBool()) practice = v.toBool();
        else warn(kPracticeKey, s.value(kPracticeKey), tr("it is true or false"));
    }
    if (s.contains(kCompareKey)) {
        const QJsonValue v = jsonOf(s.value(kCompareKey));
        if (v.isBool()) compareWithBots = v.toBool();
        else warn(kCompareKey, s.value(kCompareKey), tr("it is true or false"));
    }
    if (s.contains(kTableKey)) {
        const QString v = s.value(kTableKey).toString().trimmed();
        if (v == QLatin1String("green") || v == QLatin1String("contrast")) table = v;
        else warn(kTableKey, s.value(kTableKey), tr("it is green or contrast"));
    }
    if (s.contains(kCardsKey)) {
        const QString v = s.value(kCardsKey).toString().trimmed();
        if (v == QLatin1String("normal") || v == QLatin1String("large")) cards = v;
        else warn(kCardsKey, s.value(kCardsKey), tr("it is normal or large"));
    }
    if (s.contains(kDeckKey)) {
        const QString id = s.value(kDeckKey).toString().trimmed();
        // Whether the deck is still installed is the window's to find out; empty is not a deck.
        if (!id.isEmpty()) deck = id;
    }
    if (s.contains(kLanguageKey)) {
        const QVariant v = s.value(kLanguageKey);
        if (languageChoices().contains(v.toString().trimmed())) language = v.toString().trimmed();
        else
            warn(kLanguageKey, v,
                 tr("the languages are %1; the system's is spoken").arg(languageChoices().join(QStringLiteral(", "))));
    }
    // Said at start, not only at the first change that is lost.
    if (!QSettings(path_, QSettings::IniFormat).isWritable()) warnOnce(notWritable());
}

void Settings::warnOnce(const QString& warning)
{
    if (!warnings_.contains(warning)) warnings_ << warning;
}

QString Settings::notWritable() const
{
    return tr("The settings file %1 cannot be written: the changes you make are not kept.").arg(path_);
}

QString Settings::asidePath() const
{
    QString aside = path_ + QStringLiteral(".unreadable");
    for (int n = 2; QFileInfo::exists(aside); ++n) aside = path_ + QStringLiteral(".unreadable-%1").arg(n);
    return aside;
}

QString Settings::tooBig() const
{
    const QFileInfo file(path_);
    if (!file.exists() || file.size() <= kMaxFileBytes) return {};
    return tr("%1 is %2 KB, too big to be a settings file (the game writes under 1 KB): it is not read, the defaults "
              "apply, and it is not written over (changes are not kept until it is moved away)")
        .arg(path_, QLocale().toString((file.size() + 1023) / 1024));
}

bool Settings::save()
{
    // Never written over: a file that big is not ours, or is damaged; the person decides.
    if (const QString big = tooBig(); !big.isEmpty()) {
        warnOnce(big);
        return false;
    }
    // A file load() could not read goes aside whole, so that a person may take it back.
    if (unreadable_) {
        if (QFileInfo::exists(path_) && !QFile::rename(path_, asidePath())) {
            warnOnce(tr("The settings file %1 could not be read, nor set aside: it is not written over, so the "
                        "changes you make are not kept until it is moved away.")
                         .arg(path_));
            return false;
        }
        unreadable_ = false;
    }
    QSettings s(path_, QSettings::IniFormat);
    s.setValue(kPresetKey, QString::fromLatin1(presetName(lastPreset)));
    // The group is written whole each time, so that an option back at the preset's value
    // leaves the file.
    s.remove(kRulesGroup);
    s.beginGroup(kRulesGroup);
    const QJsonObject json = rules.toJson();
    for (auto it = json.begin(); it != json.end(); ++it) {
        const QJsonValue v = it.value();
        if (v.isBool()) s.setValue(it.key(), v.toBool());
        else if (v.isDouble()) s.setValue(it.key(), v.toInt());
        else s.setValue(it.key(), v.toString());
    }
    s.endGroup();
    for (Seat seat : kComputerSeats) s.setValue(seatKey(seat, "Level"), levels[int(seat)]);
    for (int seat = 0; seat < kSeats; ++seat) {
        const QString key = seatKey(Seat(seat), "Name");
        if (names[seat].isEmpty()) s.remove(key);
        else s.setValue(key, names[seat]);
    }
    s.setValue(kSignalsKey, QString::fromLatin1(signalsName(cardSignals)));
    s.setValue(kPaceKey, paceMs);
    s.setValue(kSingleKey, autoPlaySingleCard);
    s.setValue(kPracticeKey, practice);
    s.setValue(kCompareKey, compareWithBots);
    s.setValue(kTableKey, table);
    s.setValue(kCardsKey, cards);
    s.setValue(kDeckKey, deck);
    s.setValue(kLanguageKey, language);
    s.sync();
    if (s.status() != QSettings::NoError) {
        warnOnce(notWritable());
        return false;
    }
    return true;
}

GameSetup Settings::setup(std::uint64_t seed) const
{
    GameSetup g;
    g.rules = rules;
    g.seed = seed;
    g.level = levels[int(Seat::North)];
    g.levels = levels;  // each computer seat plays, and its plate shows, its own level
    g.names = names;
    g.practice = practice;
    g.cardSignals = cardSignals;
    return g;
}

std::optional<GameSetup> Settings::setup(const StartRequest& request, QString* error) const
{
    auto fail = [error](const QString& why) -> std::optional<GameSetup> {
        if (error) *error = why;
        return std::nullopt;
    };
    // The preset: --preset's, else one the options name, else the configured one.
    QString preset = request.preset;
    const QJsonValue named = request.options.value(QStringLiteral("preset"));
    if (!named.isUndefined()) {
        if (!named.isString()) return fail(QStringLiteral("--options: \"preset\" is a preset's name"));
        if (!preset.isEmpty() && named.toString() != preset)
            return fail(QStringLiteral("--preset %1 and --options' preset %2 differ")
                            .arg(shownText(preset), shownText(named.toString())));
        preset = named.toString();
    }
    QJsonObject json;
    if (preset.isEmpty() || parsePreset(preset.toStdString()) == rules.preset) json = rules.toJson();
    else json.insert(QStringLiteral("preset"), preset);
    for (auto it = request.options.begin(); it != request.options.end(); ++it)
        if (it.key() != QLatin1String("preset")) json.insert(it.key(), it.value());
    QString why;
    const std::optional<Rules> chosen = Rules::fromJson(json, &why);
    if (!chosen) return fail(QStringLiteral("--preset/--options: %1").arg(withoutPrefix(why)));

    GameSetup g = setup(request.seed ? *request.seed : QRandomGenerator::global()->generate64());
    g.rules = *chosen;
    if (request.demo) {
        g.human = {false, false, false, false};
        g.practice = false;  // nobody to take a move back
    }
    return g;
}

}  // namespace rebelote
