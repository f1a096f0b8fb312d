// The rule options of RULES.md §9 as one value type, with the four presets.
#pragma once

#include <QJsonObject>
#include <QString>
#include <optional>
#include <string_view>

namespace belote {

enum class Preset : std::uint8_t { Classic, ClassicNoAnnonces, Coinche, CoincheMontpellier };
inline constexpr Preset kAllPresets[] = {Preset::Classic, Preset::ClassicNoAnnonces, Preset::Coinche,
                                         Preset::CoincheMontpellier};
const char* presetName(Preset p);
std::optional<Preset> parsePreset(std::string_view name);

enum class Taking : std::uint8_t { Classic, Auction };
// Tout Atout card points: the table of RULES.md §1 (001/004) or trump points scaled by 162/258 (000).
enum class ToutAtoutPoints : std::uint8_t { Table, Scaled };
// A tie T = D at or above the bid in coinche: carry the takers' points (litige) or count it down.
enum class Litige : std::uint8_t { Carry, Down };
enum class Scoring : std::uint8_t { Classic, FfbCoinche, Montpellier };
enum class Shuffle : std::uint8_t { Full, CutOnly };

struct Rules {
    Preset preset = Preset::Classic;
    Taking taking = Taking::Classic;
    bool annonces = true;
    bool mustUndertrump = true;  // "pisser": undertrump an opponent's trump when void
    bool sansToutAtout = false;
    ToutAtoutPoints toutAtoutPoints = ToutAtoutPoints::Table;
    bool coincheOutOfTurn = false;  // "à la volée"
    Litige litige = Litige::Carry;
    bool rounding = false;
    Scoring scoring = Scoring::Classic;
    int cutMinimum = 3;
    Shuffle shuffle = Shuffle::Full;
    int target = 1000;
    int deals = 0;  // a fixed number of deals instead of the target (0 = off)

    static Rules fromPreset(Preset p);
    bool operator==(const Rules&) const = default;

    bool isClassic() const { return taking == Taking::Classic; }
    bool isCoinche() const { return taking == Taking::Auction; }
    // Why these options cannot go together, or empty when they can.
    QString inconsistency() const;

    // {"preset": name, ...options that differ from the preset}.
    QJsonObject toJson() const;
    // Reads the `rules` object of a deal record or the settings; on error returns nullopt
    // and a one-line reason in *error.
    static std::optional<Rules> fromJson(const QJsonObject& o, QString* error);
};

}  // namespace belote
