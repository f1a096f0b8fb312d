// rebelote-cli explain: one bot-protocol question answered by a Monte Carlo level, with
// why: the values it compared and where it believed the cards it could not see were, as
// the table's Why? panel shows them (ai/explanation.h). Registered in main.cpp.
#include "ai/botquestion.h"
#include "ai/botview.h"
#include "ai/cardplay.h"
#include "ai/montecarlo.h"
#include "app/controller/cardtext.h"
#include "cliargs.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <limits>
#include <memory>

namespace belote {

extern const char* const kExplainHelp;
int runExplain(const Args& args);

const char* const kExplainHelp =
    "usage: rebelote-cli explain --level L [--seed S] [--signals A]\n"
    "\n"
    "Reads one bot-protocol question (BOT-PROTOCOL.md: a call, declare or play message, with\n"
    "its VIEW and its legal choices) on standard input, lets the Monte Carlo level L (easy,\n"
    "normal, strong, normal-uniform) answer it with seed S (default 1) and no time limit,\n"
    "and prints one JSON object:\n"
    "  choice    the answer, in the protocol's words (\"80H\", \"JH\", [\"tierce:KH\"])\n"
    "  values    each legal choice: choice, marks (its mean over the worlds it was valued\n"
    "            on, for the seat's side minus the other's, less margin), spread (their\n"
    "            standard deviation), worlds; margin (what it had to be worth above the\n"
    "            others), system (coinche: allowed the hand by the bidding system), barred\n"
    "            (a coinche on too low a chance), valued (false: a call in a strain the\n"
    "            level did not simulate)\n"
    "  worlds    how many worlds the decision counted (0: one legal choice)\n"
    "  beliefs   each card the seat has not seen: {\"N\": p, \"E\": p, \"S\": p, \"W\": p}, the\n"
    "            share of those worlds that put it in each hand\n"
    "  says      a card that calls by the card-play system (docs/cardplay.md): what it says,\n"
    "            as the table's Why? panel says it (\"7 of clubs: a call for clubs - direct\n"
    "            calls\"); left out when the card says nothing\n"
    "The same level and seed make the same choice from the same VIEW, in the game or as a bot.\n"
    "A message it cannot read gives one line on standard error and exit status 2.\n"
    "\n"
    "  --level L   the Monte Carlo level\n"
    "  --seed S    seed of the level's randomness\n"
    "  --signals A the partnerships' card-play calls, direct (default), indirect or none:\n"
    "              the protocol's VIEW does not carry them\n";

int runExplain(const Args& args)
{
    const ParsedArgs o = ParsedArgs::parseOptions(args, {{"--level", true}, {"--seed", true}, {"--signals", true}});
    if (!o.error.isEmpty()) return failure(o.error);
    const std::string level = o.value("--level", "normal");
    if (level != "easy" && level != "normal" && level != "strong" && level != "normal-uniform")
        return failure(
            QStringLiteral("--level: explain needs a Monte Carlo level (easy, normal, strong, normal-uniform)"));
    long long seed = 1;
    if (!parseCount(o.value("--seed", "1"), 0, std::numeric_limits<long long>::max(), &seed))
        return failure(QStringLiteral("--seed: a whole number from 0"));
    Signals agreement = Signals::Direct;
    if (!signalsFromName(o.value("--signals", "direct"), &agreement))
        return failure(QStringLiteral("--signals: direct, indirect or none"));

    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly)) return failure(QStringLiteral("explain: cannot read standard input"));
    QByteArray line;
    while (line.trimmed().isEmpty() && !in.atEnd()) line = in.readLine();
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(line, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return failure(QStringLiteral("explain: the input is not one JSON object"));
    const QJsonObject m = doc.object();
    std::string why;
    auto viewed = dealFromView(m.value(QStringLiteral("view")).toObject(), &why);
    if (!viewed) return failure("explain: " + why);
    auto q = readBotQuestion(m, viewed->deal, viewed->seat, &why);
    if (!q) return failure("explain: " + why);

    MonteCarloPlayer player(monteCarloLevel(level), std::uint64_t(seed));
    player.removeTimeLimits();
    GameContext game = viewed->game;
    game.cardSignals = agreement;
    player.startDeal(viewed->deal, viewed->seat, game);
    if (!askBotQuestion(player, viewed->deal, viewed->seat, *q, &why)) return failure("explain: " + why);
    const Explanation e = player.explanation();
    QJsonObject out = explanationJson(e, viewed->deal);
    // The card's call in the words of the table's Why? panel (English: no translation here).
    if (const Explanation::Value* v = e.choice(); v && e.kind == Explanation::Kind::Card) {
        const QString says =
            rebelote::cardMeaningText(meaningIfPlayed(viewed->deal, viewed->seat, v->card, agreement), agreement);
        if (!says.isEmpty()) out.insert(QStringLiteral("says"), says);
    }
    printLine(stdout, QJsonDocument(out).toJson(QJsonDocument::Compact));
    return 0;
}

}  // namespace belote
