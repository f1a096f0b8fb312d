#include "engine/rules.h"
#include "engine/text.h"

#include <QJsonValue>
#include <QStringList>

namespace belote {

namespace {

struct PresetName {
    Preset preset;
    const char* name;
};
constexpr PresetName kPresetNames[] = {
    {Preset::Classic, "classic"},
    {Preset::ClassicNoAnnonces, "classic-no-annonces"},
    {Preset::Coinche, "coinche"},
    {Preset::CoincheMontpellier, "coinche-montpellier"},
};

// One table maps each enum-valued option to its words in records and settings.
template <typename E>
struct Word {
    E value;
    const char* word;
};
constexpr Word<Taking> kTakingWords[] = {{Taking::Classic, "classic"}, {Taking::Auction, "auction"}};
constexpr Word<ToutAtoutPoints> kTaPointsWords[] = {{ToutAtoutPoints::Table, "table"},
                                                    {ToutAtoutPoints::Scaled, "scaled"}};
constexpr Word<Litige> kLitigeWords[] = {{Litige::Carry, "carry"}, {Litige::Down, "down"}};
constexpr Word<Scoring> kScoringWords[] = {
    {Scoring::Classic, "classic"}, {Scoring::FfbCoinche, "ffb-coinche"}, {Scoring::Montpellier, "montpellier"}};
constexpr Word<Shuffle> kShuffleWords[] = {{Shuffle::Full, "full"}, {Shuffle::CutOnly, "cutOnly"}};

template <typename E, std::size_t N>
const char* wordOf(const Word<E> (&table)[N], E v)
{
    for (const auto& w : table)
        if (w.value == v) return w.word;
    return "?";
}

template <typename E, std::size_t N>
QStringList wordsOf(const Word<E> (&table)[N])
{
    QStringList out;
    for (const auto& w : table) out << QString::fromLatin1(w.word);
    return out;
}

// Every option: its key, how to write it, how to read it (false on a bad value).
struct Option {
    const char* key;
    QJsonValue (*get)(const Rules&);
    bool (*set)(Rules&, const QJsonValue&);
    const char* expected;
};

template <typename E, std::size_t N>
bool setWord(const Word<E> (&table)[N], E& field, const QJsonValue& v)
{
    if (!v.isString()) return false;
    for (const auto& w : table)
        if (v.toString() == QLatin1String(w.word)) {
            field = w.value;
            return true;
        }
    return false;
}

bool setBool(bool& field, const QJsonValue& v)
{
    if (!v.isBool()) return false;
    field = v.toBool();
    return true;
}

bool setInt(int& field, const QJsonValue& v, int lo, int hi)
{
    if (!v.isDouble()) return false;
    double d = v.toDouble();
    if (d != double(qint64(d)) || d < lo || d > hi) return false;
    field = int(d);
    return true;
}

const Option kOptions[] = {
    {"taking", [](const Rules& r) { return QJsonValue(wordOf(kTakingWords, r.taking)); },
     [](Rules& r, const QJsonValue& v) { return setWord(kTakingWords, r.taking, v); }, "classic or auction"},
    {"annonces", [](const Rules& r) { return QJsonValue(r.annonces); },
     [](Rules& r, const QJsonValue& v) { return setBool(r.annonces, v); }, "true or false"},
    {"mustUndertrump", [](const Rules& r) { return QJsonValue(r.mustUndertrump); },
     [](Rules& r, const QJsonValue& v) { return setBool(r.mustUndertrump, v); }, "true or false"},
    {"sansToutAtout", [](const Rules& r) { return QJsonValue(r.sansToutAtout); },
     [](Rules& r, const QJsonValue& v) { return setBool(r.sansToutAtout, v); }, "true or false"},
    {"toutAtoutPoints", [](const Rules& r) { return QJsonValue(wordOf(kTaPointsWords, r.toutAtoutPoints)); },
     [](Rules& r, const QJsonValue& v) { return setWord(kTaPointsWords, r.toutAtoutPoints, v); }, "table or scaled"},
    {"coincheOutOfTurn", [](const Rules& r) { return QJsonValue(r.coincheOutOfTurn); },
     [](Rules& r, const QJsonValue& v) { return setBool(r.coincheOutOfTurn, v); }, "true or false"},
    {"litige", [](const Rules& r) { return QJsonValue(wordOf(kLitigeWords, r.litige)); },
     [](Rules& r, const QJsonValue& v) { return setWord(kLitigeWords, r.litige, v); }, "carry or down"},
    {"rounding", [](const Rules& r) { return QJsonValue(r.rounding); },
     [](Rules& r, const QJsonValue& v) { return setBool(r.rounding, v); }, "true or false"},
    {"scoring", [](const Rules& r) { return QJsonValue(wordOf(kScoringWords, r.scoring)); },
     [](Rules& r, const QJsonValue& v) { return setWord(kScoringWords, r.scoring, v); },
     "classic, ffb-coinche or montpellier"},
    {"cutMinimum", [](const Rules& r) { return QJsonValue(r.cutMinimum); },
     [](Rules& r, const QJsonValue& v) { return setInt(r.cutMinimum, v, 1, 16); }, "a whole number from 1 to 16"},
    {"shuffle", [](const Rules& r) { return QJsonValue(wordOf(kShuffleWords, r.shuffle)); },
     [](Rules& r, const QJsonValue& v) { return setWord(kShuffleWords, r.shuffle, v); }, "full or cutOnly"},
    {"target", [](const Rules& r) { return QJsonValue(r.target); },
     [](Rules& r, const QJsonValue& v) { return setInt(r.target, v, 1, 1000000); }, "a whole number from 1 to 1000000"},
    {"deals", [](const Rules& r) { return QJsonValue(r.deals); },
     [](Rules& r, const QJsonValue& v) { return setInt(r.deals, v, 0, 10000); }, "a whole number from 0 to 10000"},
};

}  // namespace

const char* presetName(Preset p)
{
    for (const auto& n : kPresetNames)
        if (n.preset == p) return n.name;
    return "?";
}

std::optional<Preset> parsePreset(std::string_view name)
{
    for (const auto& n : kPresetNames)
        if (name == n.name) return n.preset;
    return std::nullopt;
}

Rules Rules::fromPreset(Preset p)
{
    Rules r;
    r.preset = p;
    switch (p) {
    case Preset::Classic: break;
    case Preset::ClassicNoAnnonces: r.annonces = false; break;
    case Preset::Coinche:
        r.taking = Taking::Auction;
        r.mustUndertrump = false;
        r.rounding = true;
        r.scoring = Scoring::FfbCoinche;
        r.target = 2000;
        break;
    case Preset::CoincheMontpellier:
        r.taking = Taking::Auction;
        r.annonces = false;
        r.mustUndertrump = false;
        r.coincheOutOfTurn = true;
        r.rounding = true;
        r.scoring = Scoring::Montpellier;
        r.cutMinimum = 4;
        r.target = 2000;
        break;
    }
    return r;
}

QString Rules::inconsistency() const
{
    if ((taking == Taking::Classic) != (scoring == Scoring::Classic))
        return QStringLiteral("scoring %1 does not go with taking %2")
            .arg(wordOf(kScoringWords, scoring), wordOf(kTakingWords, taking));
    if (annonces && scoring == Scoring::Montpellier)
        return QStringLiteral("annonces do not go with montpellier scoring");
    return {};
}

QJsonObject Rules::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("preset"), QString::fromLatin1(presetName(preset)));
    const Rules base = fromPreset(preset);
    for (const auto& opt : kOptions) {
        QJsonValue mine = opt.get(*this);
        if (mine != opt.get(base)) o.insert(QLatin1String(opt.key), mine);
    }
    return o;
}

std::optional<Rules> Rules::fromJson(const QJsonObject& o, QString* error)
{
    auto fail = [&](const QString& why) -> std::optional<Rules> {
        if (error) *error = why;
        return std::nullopt;
    };
    const QJsonValue pv = o.value(QStringLiteral("preset"));
    if (!pv.isString()) return fail(QStringLiteral("rules: missing preset"));
    auto preset = parsePreset(pv.toString().toStdString());
    if (!preset) return fail(QStringLiteral("rules: unknown preset \"%1\"").arg(shownText(pv.toString())));
    Rules r = fromPreset(*preset);
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() == QLatin1String("preset")) continue;
        const Option* opt = nullptr;
        for (const auto& candidate : kOptions)
            if (it.key() == QLatin1String(candidate.key)) opt = &candidate;
        if (!opt) return fail(QStringLiteral("rules: unknown option \"%1\"").arg(shownText(it.key())));
        if (!opt->set(r, it.value()))
            return fail(
                QStringLiteral("rules: option %1 must be %2").arg(shownText(it.key()), QLatin1String(opt->expected)));
    }
    if (QString why = r.inconsistency(); !why.isEmpty()) return fail(QStringLiteral("rules: ") + why);
    return r;
}

}  // namespace belote
