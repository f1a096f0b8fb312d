#include "ai/botquestion.h"

#include "ai/botview.h"
#include "engine/text.h"

#include <QJsonArray>

namespace belote {

namespace {

std::nullopt_t fail(std::string* why, const std::string& text)
{
    if (why) *why = text;
    return std::nullopt;
}

std::string notLegal(const QJsonValue& w, const char* what)
{
    return "legal: " + shownText(w.toString()).toStdString() + " is not a legal " + what + " here";
}

}  // namespace

std::optional<BotQuestion> readBotQuestion(const QJsonObject& m, Deal& deal, Seat seat, std::string* why)
{
    const QString type = m.value(QStringLiteral("type")).toString();
    const QJsonArray legal = m.value(QStringLiteral("legal")).toArray();
    BotQuestion q;
    if (type == QLatin1String("call")) {
        if (deal.phase() != Phase::Calls) return fail(why, "the calls are over");
        if (m.value(QStringLiteral("outOfTurn")).toBool()) {
            if (deal.outOfTurnCoincher() != seat) return fail(why, "outOfTurn: this seat may not coinche now");
            q.kind = BotQuestion::Kind::OutOfTurn;
            return q;
        }
        if (deal.toAct() != seat) return fail(why, "not this seat's turn to call");
        const CallList possible = deal.legalCalls();
        for (const QJsonValue& w : legal) {
            auto c = parseCall(w.toString().toStdString(), deal.rules().isClassic(),
                               deal.retourne() ? std::optional<Suit>(suitOf(*deal.retourne())) : std::nullopt);
            if (!c || !possible.contains(*c) || q.calls.contains(*c) || q.calls.count == int(q.calls.items.size()))
                return fail(why, notLegal(w, "call"));
            q.calls.add(*c);
        }
        if (q.calls.count == 0) return fail(why, "legal: empty");
        return q;
    }
    if (type == QLatin1String("declare")) {
        if (deal.phase() != Phase::Play || deal.toAct() != seat || !deal.declarationPending())
            return fail(why, "nothing for this seat to declare now");
        q.kind = BotQuestion::Kind::Declare;
        q.declarations = deal.declarationChoices();
        QJsonArray mine;
        for (const DeclarationSet& set : q.declarations) mine.append(declarationWords(set));
        if (legal != mine) return fail(why, "legal: not the combinations of the hand");
        return q;
    }
    if (type == QLatin1String("play")) {
        if (deal.phase() != Phase::Play || deal.toAct() != seat) return fail(why, "not this seat's turn to play");
        if (deal.declarationPending()) deal.declare(DeclarationSet{});  // it declared nothing
        q.kind = BotQuestion::Kind::Play;
        const CardSet possible = deal.legalCards();
        for (const QJsonValue& w : legal) {
            auto c = parseCard(w.toString().toStdString());
            if (!c || !possible.contains(*c)) return fail(why, notLegal(w, "card"));
            q.cards.insert(*c);
        }
        if (q.cards.empty()) return fail(why, "legal: empty");
        return q;
    }
    return fail(why, "not a question: " + shownText(type).toStdString());
}

std::optional<QJsonObject> askBotQuestion(Player& player, const Deal& deal, Seat seat, const BotQuestion& q,
                                          std::string* why)
{
    switch (q.kind) {
    case BotQuestion::Kind::OutOfTurn:
        return QJsonObject{{QStringLiteral("call"),
                            player.coincheOutOfTurn(deal, seat) ? QStringLiteral("coinche") : QStringLiteral("pass")}};
    case BotQuestion::Kind::Call: {
        const Call c = player.chooseCall(deal, seat, q.calls);
        if (!q.calls.contains(c)) return fail(why, "the player chose a call not offered");
        return QJsonObject{{QStringLiteral("call"), callWord(deal, c)}};
    }
    case BotQuestion::Kind::Declare: {
        const DeclarationSet chosen = player.chooseDeclarations(deal, seat, q.declarations);
        if (!q.declarations.contains(chosen)) return fail(why, "the player chose a declaration not offered");
        return QJsonObject{{QStringLiteral("declarations"), declarationWords(chosen)}};
    }
    case BotQuestion::Kind::Play: {
        const Card c = player.chooseCard(deal, seat, q.cards);
        if (!q.cards.contains(c)) return fail(why, "the player chose a card not offered");
        return QJsonObject{{QStringLiteral("card"), QString::fromStdString(cardName(c))}};
    }
    }
    return fail(why, "unknown question");
}

namespace {

QJsonValue choiceWord(const Explanation& e, const Explanation::Value& v, const Deal& deal)
{
    switch (e.kind) {
    case Explanation::Kind::Call: return callWord(deal, v.call);
    case Explanation::Kind::Declarations: return declarationWords(v.declarations);
    case Explanation::Kind::Card: return QString::fromStdString(cardName(v.card));
    case Explanation::Kind::None: break;
    }
    return {};
}

}  // namespace

QJsonObject explanationJson(const Explanation& e, const Deal& deal)
{
    QJsonArray values;
    for (const Explanation::Value& v : e.values) {
        QJsonObject o{{QStringLiteral("choice"), choiceWord(e, v, deal)}, {QStringLiteral("valued"), v.valued}};
        if (v.valued && !v.barred) {
            o.insert(QStringLiteral("marks"), v.marks);
            o.insert(QStringLiteral("spread"), v.spread);
        }
        o.insert(QStringLiteral("worlds"), v.worlds);
        if (v.margin != 0) o.insert(QStringLiteral("margin"), v.margin);
        if (e.kind == Explanation::Kind::Call && deal.rules().isCoinche()) o.insert(QStringLiteral("system"), v.system);
        if (v.barred) o.insert(QStringLiteral("barred"), true);
        values.append(o);
    }
    QJsonObject beliefs;
    for (Card c : e.hidden) {
        QJsonObject seats;
        for (int s = 0; s < kSeats; ++s)
            seats.insert(QString(QLatin1Char(seatLetter(Seat(s)))), e.beliefs[c][std::size_t(s)]);
        beliefs.insert(QString::fromStdString(cardName(c)), seats);
    }
    const Explanation::Value* chosen = e.choice();
    return QJsonObject{{QStringLiteral("choice"), chosen ? choiceWord(e, *chosen, deal) : QJsonValue()},
                       {QStringLiteral("values"), values},
                       {QStringLiteral("worlds"), e.worlds},
                       {QStringLiteral("beliefs"), beliefs}};
}

}  // namespace belote
