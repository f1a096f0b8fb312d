// The games' rows as the history keeps them: a new game's row drawn from its setup (and its
// JSON, for the writer's recovery file), and the setup a saved game is resumed with.
#include "app/history/historystore.h"

#include "app/history/historysql.h"

#include "engine/record.h"

namespace rebelote {

using namespace belote;
using namespace sql;

GameSetup GameRow::setup() const
{
    GameSetup s;
    QString why;
    if (auto r = Rules::fromJson(rules, &why)) s.rules = *r;
    s.seed = seed;
    s.practice = practice;
    s.cardSignals = cardSignals;  // the discards read as they were played
    bool levelSet = false;
    for (const QJsonValue& v : players) {
        const QJsonObject p = v.toObject();
        const auto seat = parseSeat(p.value(QStringLiteral("seat")).toString().toStdString());
        if (!seat) continue;
        s.human[int(*seat)] = p.value(QStringLiteral("human")).toBool();
        s.names[int(*seat)] = p.value(QStringLiteral("name")).toString();
        if (s.human[int(*seat)] || !p.value(QStringLiteral("level")).isString()) continue;
        s.levels[int(*seat)] = p.value(QStringLiteral("level")).toString();
        if (!levelSet) {
            s.level = p.value(QStringLiteral("level")).toString();
            levelSet = true;
        }
    }
    // Each computer seat sits again at the level it had (s.levels; Settings gives each its own).
    if (firstDeal)
        if (const auto rec = readRecord(*firstDeal)) s.firstDeal = rec.value->deal;
    return s;
}

NewGameRow NewGameRow::of(const GameSetup& setup, const std::array<QString, 4>& names)
{
    NewGameRow row;
    for (int s = 0; s < kSeats; ++s) {
        QJsonObject p{{QStringLiteral("seat"), seatText(Seat(s))},
                      {QStringLiteral("name"), setup.names[s]},
                      {QStringLiteral("shown"), names[s]},
                      {QStringLiteral("human"), setup.human[s]}};
        p.insert(QStringLiteral("level"),
                 setup.human[s] ? QJsonValue(QJsonValue::Null) : QJsonValue(setup.levelOf(Seat(s))));
        row.players.append(p);
    }
    row.rules = setup.rules.toJson();
    row.preset = QLatin1String(presetName(setup.rules.preset));
    row.seed = QString::number(setup.seed);
    if (setup.firstDeal) row.firstDeal = writeRecord(*setup.firstDeal);
    row.practice = setup.practice;
    row.cardSignals = QString::fromLatin1(signalsName(setup.cardSignals));
    return row;
}

QJsonObject NewGameRow::toJson() const
{
    QJsonObject o{{QStringLiteral("rules"), rules},
                  {QStringLiteral("preset"), preset},
                  {QStringLiteral("seed"), seed},
                  {QStringLiteral("players"), players}};
    if (firstDeal) o.insert(QStringLiteral("firstDeal"), *firstDeal);
    if (practice) o.insert(QStringLiteral("practice"), true);
    o.insert(QStringLiteral("cardSignals"), cardSignals);
    return o;
}

bool NewGameRow::fromJson(const QJsonObject& o, NewGameRow* row, QString* error)
{
    if (!o.value(QStringLiteral("rules")).isObject() || !o.value(QStringLiteral("preset")).isString() ||
        !o.value(QStringLiteral("seed")).isString() || !o.value(QStringLiteral("players")).isArray() ||
        o.value(QStringLiteral("players")).toArray().size() != kSeats) {
        *error = QStringLiteral("a new game without its rules, preset, seed or four players");
        return false;
    }
    row->rules = o.value(QStringLiteral("rules")).toObject();
    row->preset = o.value(QStringLiteral("preset")).toString();
    row->seed = o.value(QStringLiteral("seed")).toString();
    row->players = o.value(QStringLiteral("players")).toArray();
    row->firstDeal.reset();
    if (o.value(QStringLiteral("firstDeal")).isObject())
        row->firstDeal = o.value(QStringLiteral("firstDeal")).toObject();
    row->practice = o.value(QStringLiteral("practice")).toBool();
    // A recovery file of a version before the agreement: its game was played with no calls.
    Signals agreed = Signals::None;
    signalsFromName(o.value(QStringLiteral("cardSignals")).toString().toStdString(), &agreed);
    row->cardSignals = QString::fromLatin1(signalsName(agreed));
    return true;
}

}  // namespace rebelote
