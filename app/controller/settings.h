// The person's settings, typed, with their defaults in one place: the rules, the computer
// players' levels and every seat's name, the pace, the single-card play, the deck, the
// language.
//
// Stored with QSettings in INI format in the standard place (~/.config/Rebelote/Rebelote.conf)
// so that a person can read and edit the file: the rules sit in a [rules] group with the keys
// and words of RULES.md §9, `preset=coinche` and then only the options that differ from the
// preset. A value that cannot be read (hand-edited, a wrong type, an unknown preset, a
// combination the rules refuse) is ignored with a one-line warning and the rest of the file
// still applies: each key is read on its own. Qt Core only.
//
// A file over kMaxFileBytes is not a settings file the game wrote (that is under 1 KB): it is
// neither read (a 120 MB one held the start for 20 s) nor written over. load() gives one
// warning and the defaults; save() leaves the file as it is and returns false.
//
// A file QSettings cannot parse, or with a NUL byte in it (random bytes, a damaged disk), is
// never written over: load() takes what it can read from it and says so; save() first
// renames it to Rebelote.conf.unreadable (-2, -3… when that is taken), then writes a new
// file, or returns false and writes nothing when it cannot be renamed. A file that cannot
// be written (read-only, on a read-only disk) is said by load() already.
#pragma once

#include "app/controller/gamesetup.h"
#include "engine/rules.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <optional>

namespace rebelote {

// What the game's command line says of the game to start (rebelote --preset, --options,
// --seed, --demo): each, when given, over the settings; what it does not say, the settings'.
struct StartRequest {
    QString preset;                     // empty: the configured rules' preset
    QJsonObject options;                // RULES.md §9 keys, over the preset's rules
    std::optional<std::uint64_t> seed;  // none: a random one
    bool demo = false;                  // a computer player at South too
};

class Settings {
    // The warnings are read by a person: translated in the "Settings" context.
    Q_DECLARE_TR_FUNCTIONS(Settings)

public:
    // The levels a computer seat may have, weakest first (ai/levels.h's names).
    static QStringList levelChoices();
    // The languages the game speaks, as the file writes them (English is the source).
    static QStringList languageChoices()
    {
        return {QStringLiteral("system"), QStringLiteral("fr"), QStringLiteral("en")};
    }
    static constexpr int kDefaultPaceMs = 800;
    static constexpr int kMaxPaceMs = 10000;
    // The largest settings file read: a thousand times what the game writes, read in a few
    // milliseconds; the names, the longest values, are cut to 40 characters anyway.
    static constexpr qint64 kMaxFileBytes = 1024 * 1024;

    // The standard file: the application's organisation and name ("Rebelote", "Rebelote";
    // a test's own names when it set them, so that tests never touch the person's file).
    Settings();
    // This file (tests).
    explicit Settings(const QString& path);

    // Reads the file over the defaults; warnings() then lists what was ignored, a file set
    // aside, a file that cannot be written.
    void load();
    // Writes every setting; false (and a warning) when the file cannot be written, or is
    // over kMaxFileBytes (left as it is; no second warning when load() already gave one).
    bool save();
    // One line for each value load() ignored, or save() could not write (said once).
    const QStringList& warnings() const { return warnings_; }
    QString path() const { return path_; }

    // The controller's setup for a game: these rules, a level per computer seat, the names.
    GameSetup setup(std::uint64_t seed) const;
    // The setup of a game the command line starts: setup(), with what `request` says over
    // it. The rules are the configured ones, options included, unless it names another
    // preset (then that preset as it is, as Game ▸ New plays it); its options go over them
    // one by one. --demo seats a computer player at South too, the levels and names kept.
    // None, with a one-line reason in *error, when the rules asked for cannot be played.
    std::optional<GameSetup> setup(const StartRequest& request, QString* error = nullptr) const;

    // --- The values (their defaults are the initialisers) ------------------------------
    belote::Rules rules = belote::Rules::fromPreset(belote::Preset::Classic);
    // By belote::Seat; South's is unused while a person plays there.
    std::array<QString, 4> levels{QStringLiteral("normal"), QStringLiteral("normal"), QStringLiteral("normal"),
                                  QStringLiteral("normal")};
    std::array<QString, 4> names;  // empty: the seat's word, "You" at the person's seat
    int paceMs = kDefaultPaceMs;
    bool autoPlaySingleCard = false;
    QString deck = QStringLiteral("drawn");
    // The table's colour: "green" (the felt) or "contrast" (black, for the most contrast
    // with the cards and the texts).
    QString table = QStringLiteral("green");
    // The size of the person's cards: "normal", or "large" (at least 1.5 times as large, the
    // table rearranged around them; TableView::setLargeCards()).
    QString cards = QStringLiteral("normal");
    // "system" (the desktop's language), or one of languageChoices() ("fr", "en").
    QString language = QStringLiteral("system");
    // The preset last chosen in Game ▸ New, preselected the next time.
    belote::Preset lastPreset = belote::Preset::Classic;
    // Games are practice games (GameSetup::practice: a move may be taken back; left out of
    // the statistics): the New game dialog's choice, kept for the next game.
    bool practice = false;
    // After each deal the bots play the same cards again, the normal level in the person's
    // seat: the summary compares (GameController::setParEnabled()).
    bool compareWithBots = true;
    // The partnerships' card-play calls (GameSetup::cardSignals): "players/cardSignals" =
    // direct, indirect or none.
    belote::Signals cardSignals = belote::Signals::Direct;

    bool operator==(const Settings& o) const;

private:
    // The one warning for a file over kMaxFileBytes, or empty when it is not.
    QString tooBig() const;
    QString notWritable() const;
    void warnOnce(const QString& warning);
    // Where save() sets aside a file load() could not read: the first free name.
    QString asidePath() const;
    QString path_;
    QStringList warnings_;
    bool unreadable_ = false;  // never written over
};

}  // namespace rebelote
