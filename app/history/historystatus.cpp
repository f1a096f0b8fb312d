#include "app/history/historystatus.h"

#include <array>
#include <utility>

namespace rebelote {

namespace {

// Each value with its word, in the enum's order: the one table each way reads.
constexpr std::array<std::pair<GameStatus, const char*>, 3> kGameStatuses{{
    {GameStatus::Playing, "playing"},
    {GameStatus::Finished, "finished"},
    {GameStatus::Abandoned, "abandoned"},
}};
constexpr std::array<std::pair<DealSource, const char*>, 2> kDealSources{{
    {DealSource::Played, "played"},
    {DealSource::Imported, "imported"},
}};

template <typename E, std::size_t N>
QLatin1String textOf(const std::array<std::pair<E, const char*>, N>& words, E value)
{
    for (const auto& [v, word] : words)
        if (v == value) return QLatin1String(word);
    return {};
}

template <typename E, std::size_t N>
std::optional<E> valueOf(const std::array<std::pair<E, const char*>, N>& words, QStringView text)
{
    for (const auto& [v, word] : words)
        if (text == QLatin1String(word)) return v;
    return std::nullopt;
}

}  // namespace

QLatin1String storedText(GameStatus status) { return textOf(kGameStatuses, status); }
QLatin1String storedText(DealSource source) { return textOf(kDealSources, source); }
std::optional<GameStatus> gameStatusOf(QStringView text) { return valueOf(kGameStatuses, text); }
std::optional<DealSource> dealSourceOf(QStringView text) { return valueOf(kDealSources, text); }

}  // namespace rebelote
