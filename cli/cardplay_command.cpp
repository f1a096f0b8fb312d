// rebelote-cli cardplay: the card-play system (ai/cardplay.h, docs/cardplay.md) over deal
// records: what each card meant, and how far the players kept the system.
#include "ai/cardplay.h"
#include "engine/record.h"

#include <QFile>
#include <cstdio>
#include <string>
#include <vector>

namespace belote {

extern const char* const kCardplayHelp;
const char* const kCardplayHelp =
    "usage: rebelote-cli cardplay explain|kept [--signals A] [FILE]\n"
    "\n"
    "The card-play system of the computer players (docs/cardplay.md) over deal records read\n"
    "from FILE or standard input (one record a line), read under the agreement A: direct\n"
    "(the default), indirect or none, the one the deals were played with.\n"
    "\n"
    "  explain   each card of each record that says something by the system, with what it\n"
    "            says, e.g. \"play 6 N 8D: a call for diamonds (direct calls)\"\n"
    "  kept      how far the players kept the system: of the discards on the partner's\n"
    "            trick, the share the system allowed; of the cards that promise something\n"
    "            (a call, the ace or ten given, the belote's order, the trump lead), the\n"
    "            share whose promise the player's hand kept, in all and by kind, and how\n"
    "            many were broken where no card the player could play kept its own promise\n"
    "            (a hand of small cards and no master)\n"
    "\n"
    "Exit status: 0, or 2 on a usage error or a bad record.\n";

int runCardplay(const std::vector<std::string>& args);

namespace {

int fail(const std::string& why)
{
    std::fprintf(stderr, "rebelote-cli cardplay: %s\n", why.c_str());
    return 2;
}

std::string share(int part, int whole)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f%%", whole ? 100.0 * part / whole : 0.0);
    return buf;
}

}  // namespace

int runCardplay(const std::vector<std::string>& args)
{
    if (args.empty() || (args[0] != "explain" && args[0] != "kept")) return fail("needs explain or kept");
    Signals agreement = Signals::Direct;
    std::string path = "-";
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--signals" && i + 1 < args.size()) {
            if (!signalsFromName(args[++i], &agreement)) return fail("--signals: direct, indirect or none");
        } else if (args[i].rfind("--", 0) == 0) {
            return fail("unknown option " + args[i]);
        } else {
            path = args[i];
        }
    }
    QFile file;
    const bool ok = path == "-" ? file.open(stdin, QIODevice::ReadOnly)
                                : (file.setFileName(QString::fromStdString(path)), file.open(QIODevice::ReadOnly));
    if (!ok) return fail("cannot read " + path);
    const bool explain = args[0] == "explain";
    SystemKept kept;
    int deals = 0;
    for (const InputRecord& r : splitRecords(file.readAll())) {
        if (explain) std::printf("line %d\n", r.line);
        const auto rec = readRecord(r.json, [&](const Deal& before, int index, Card card) {
            if (!explain) return kept.add(before, card, agreement);
            const CardMeaning m = meaningIfPlayed(before, before.toAct(), card, agreement);
            if (!m.saysNothing())
                std::printf("  play %d %c %s\n", index + 1, seatLetter(m.seat), describe(m, agreement).c_str());
        });
        if (!rec) return fail(path + ":" + std::to_string(r.line) + ": " + rec.error.toStdString());
        ++deals;
    }
    if (explain) return 0;
    std::printf("%d deals, %d cards, %s calls\n", deals, kept.cards, signalsName(agreement));
    std::printf("discards on the partner's trick %d: by the system %d (%s)\n", kept.discards, kept.discardsBySystem,
                share(kept.discardsBySystem, kept.discards).c_str());
    std::printf("cards that promise %d: kept %d (%s); broken with no card that kept its own %d\n", kept.calls,
                kept.callsTrue, share(kept.callsTrue, kept.calls).c_str(), kept.callsForced);
    const int free = kept.calls - kept.callsForced;
    std::printf("  where a card kept its promise: kept %d of %d (%s)\n", kept.callsTrue, free,
                share(kept.callsTrue, free).c_str());
    for (std::size_t k = 0; k < kept.callsOfKind.size(); ++k)
        if (kept.callsOfKind[k] > 0)
            std::printf("  %-15s %5d: kept %5d (%s)\n", cardCallKindName(CardCallKind(k)), kept.callsOfKind[k],
                        kept.trueOfKind[k], share(kept.trueOfKind[k], kept.callsOfKind[k]).c_str());
    return 0;
}

}  // namespace belote
