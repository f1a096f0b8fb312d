#include "app/controller/parrecord.h"

#include "engine/record.h"

namespace rebelote {

using namespace belote;

namespace {

QString seatKey(Seat s) { return QString(QLatin1Char(seatLetter(s))); }
QJsonObject teams(const std::array<int, 2>& v) { return {{QStringLiteral("NS"), v[0]}, {QStringLiteral("EW"), v[1]}}; }
std::array<int, 2> teamsOf(const QJsonObject& o)
{
    return {o.value(QStringLiteral("NS")).toInt(), o.value(QStringLiteral("EW")).toInt()};
}

}  // namespace

QJsonObject StoredPar::toJson() const
{
    QJsonObject levels;
    for (int s = 0; s < kSeats; ++s) levels.insert(seatKey(Seat(s)), QString::fromStdString(request.levels[s]));
    return {{QStringLiteral("version"), 1},
            {QStringLiteral("seed"), QString::number(request.seed, 16)},
            {QStringLiteral("person"), seatKey(person)},
            {QStringLiteral("levels"), levels},
            {QStringLiteral("context"), QJsonObject{{QStringLiteral("scores"), teams(request.context.scores)},
                                                    {QStringLiteral("target"), request.context.target},
                                                    {QStringLiteral("cardSignals"),
                                                     QString::fromLatin1(signalsName(request.context.cardSignals))}}},
            {QStringLiteral("you"), you},
            {QStringLiteral("bots"), bots},
            {QStringLiteral("score"), teams(score)},
            {QStringLiteral("deal"), deal}};
}

bool StoredPar::fromJson(const QJsonObject& o, StoredPar* out, QString* error)
{
    StoredPar p;
    auto bad = [error](const QString& why) {
        *error = why;
        return false;
    };
    if (o.value(QStringLiteral("version")).toInt() != 1) return bad(QStringLiteral("a par of an unknown version"));
    bool ok = false;
    p.request.seed = o.value(QStringLiteral("seed")).toString().toULongLong(&ok, 16);
    if (!ok) return bad(QStringLiteral("a par without its seed"));
    const auto person = parseSeat(o.value(QStringLiteral("person")).toString().toStdString());
    if (!person) return bad(QStringLiteral("a par without the person's seat"));
    p.person = *person;
    const QJsonObject levels = o.value(QStringLiteral("levels")).toObject();
    for (int s = 0; s < kSeats; ++s) {
        p.request.levels[s] = levels.value(seatKey(Seat(s))).toString().toStdString();
        if (p.request.levels[s].empty())
            return bad(QStringLiteral("a par without the level at %1").arg(seatKey(Seat(s))));
    }
    const QJsonObject context = o.value(QStringLiteral("context")).toObject();
    p.request.context.scores = teamsOf(context.value(QStringLiteral("scores")).toObject());
    p.request.context.target = context.value(QStringLiteral("target")).toInt();
    // A par saved before the card-play agreement was played with no calls.
    p.request.context.cardSignals = Signals::None;
    signalsFromName(context.value(QStringLiteral("cardSignals")).toString().toStdString(),
                    &p.request.context.cardSignals);
    p.you = o.value(QStringLiteral("you")).toInt();
    p.bots = o.value(QStringLiteral("bots")).toInt();
    p.score = teamsOf(o.value(QStringLiteral("score")).toObject());
    p.deal = o.value(QStringLiteral("deal")).toObject();
    const Checked<DealRecord> record = readRecord(p.deal);
    if (!record) return bad(QStringLiteral("the bots' deal: ") + record.error);
    const Deal& d = record.value->deal;
    if (!d.deck() || d.phase() != Phase::Done)
        return bad(QStringLiteral("the bots' deal is not a finished deal from a deck"));
    p.request.rules = d.rules();
    p.request.dealer = d.dealer();
    p.request.deck = *d.deck();
    p.request.pattern = d.pattern();
    *out = p;
    return true;
}

}  // namespace rebelote
