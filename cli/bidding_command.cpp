// rebelote-cli bidding: the bidding system (ai/bidding.h) over deal records: what each call
// means, and how the coinches fared against what the sampled worlds predicted.
#include "ai/bidding.h"
#include "ai/montecarlo.h"
#include "engine/record.h"

#include <QFile>
#include <cstdio>
#include <string>
#include <vector>

namespace belote {

extern const char* const kBiddingHelp;
const char* const kBiddingHelp =
    "usage: rebelote-cli bidding explain [FILE]\n"
    "       rebelote-cli bidding coinches [--level L] [--worlds N] [--seed S] [FILE]\n"
    "\n"
    "The bidding system of the computer players (docs/bidding.md) over deal records read from\n"
    "FILE or standard input (one record a line).\n"
    "\n"
    "  explain    each call of each record with what it means under the system, e.g.\n"
    "             \"E 90H  opening: the jack of trump; 3+ trumps; own count in H 3 (90)\"\n"
    "  coinches   for each coinche and surcoinche, the share of the worlds in which the\n"
    "             contract goes down, as the Monte Carlo level L (default normal) draws them\n"
    "             from the caller's seat at that call (N worlds, default 48), beside the\n"
    "             outcome as played; at the end the mean predicted share and the share down,\n"
    "             for each: the bias of the sampled worlds' confidence.\n"
    "\n"
    "Exit status: 0, or 2 on a usage error or a bad record.\n";

namespace {

int fail(const std::string& why)
{
    std::fprintf(stderr, "rebelote-cli bidding: %s\n", why.c_str());
    return 2;
}

// The deal as it stood before call `index` of `deal` (coinche: the hands as dealt).
Deal beforeCall(const Deal& deal, int index)
{
    Deal d = Deal::fromHands(deal.rules(), deal.dealer(), deal.handsBeforePlay(), deal.retourne());
    for (int i = 0; i < index; ++i) d.makeCall(deal.callAt(i).seat, deal.callAt(i).call);
    return d;
}

}  // namespace

int runBidding(const std::vector<std::string>& args)
{
    if (args.empty()) return fail("needs explain or coinches");
    const std::string what = args[0];
    std::string level = "normal", path = "-";
    long worlds = 48, seed = 1;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& a = args[i];
        if ((a == "--level" || a == "--worlds" || a == "--seed") && i + 1 < args.size()) {
            const std::string v = args[++i];
            if (a == "--level") level = v;
            else {
                char* end = nullptr;
                const long n = std::strtol(v.c_str(), &end, 10);
                if (!end || *end || n <= 0) return fail(a + ": a whole number above 0");
                (a == "--worlds" ? worlds : seed) = n;
            }
        } else if (a.rfind("--", 0) == 0) {
            return fail("unknown option " + a);
        } else {
            path = a;
        }
    }
    if (what != "explain" && what != "coinches") return fail("unknown subcommand " + what);
    QFile file;
    const bool ok = path == "-" ? file.open(stdin, QIODevice::ReadOnly) : (file.setFileName(QString::fromStdString(path)), file.open(QIODevice::ReadOnly));
    if (!ok) return fail("cannot read " + path);
    const QByteArray input = file.readAll();

    std::unique_ptr<MonteCarloPlayer> player;
    if (what == "coinches") {
        try {
            MonteCarloConfig c = monteCarloLevel(level);
            c.removeTimeLimits();
            player = std::make_unique<MonteCarloPlayer>(c, std::uint64_t(seed));
        } catch (const std::exception& e) {
            return fail(e.what());
        }
    }
    int count[2] = {}, down[2] = {};  // coinches, surcoinches
    double predicted[2] = {};
    for (const InputRecord& r : splitRecords(input)) {
        const auto rec = readRecord(r.json);
        if (!rec) return fail(path + ":" + std::to_string(r.line) + ": " + rec.error.toStdString());
        const Deal& deal = rec.value->deal;
        const std::optional<Suit> ret = deal.retourneSuit();
        if (what == "explain") {
            std::printf("%s:%d\n", path.c_str(), r.line);
            for (int i = 0; i < deal.callCount(); ++i) {
                const SeatCall sc = deal.callAt(i);
                std::printf("  %c %-10s %s\n", seatLetter(sc.seat), callName(sc.call, ret).c_str(),
                            describe(meaningOf(deal, i)).c_str());
            }
            continue;
        }
        if (deal.phase() != Phase::Done || !deal.contract() || deal.contract()->coinche < 2 || !deal.rules().isCoinche())
            continue;
        const bool wentDown = deal.result().outcome == Outcome::Down;
        const std::string contract = callName(Call::bid(deal.contract()->value, deal.contract()->strain), ret);
        for (int i = 0; i < deal.callCount(); ++i) {
            const SeatCall sc = deal.callAt(i);
            if (sc.call.kind != Call::Kind::Coinche && sc.call.kind != Call::Kind::Surcoinche) continue;
            const int k = sc.call.kind == Call::Kind::Coinche ? 0 : 1;
            const double share = player->standingDownShare(beforeCall(deal, i), sc.seat, int(worlds));
            ++count[k];
            down[k] += wentDown;
            predicted[k] += share;
            std::printf("%s:%d  %c %s %s: down in %.0f%% of the worlds; %s\n", path.c_str(), r.line, seatLetter(sc.seat),
                        k == 0 ? "coinches" : "surcoinches", contract.c_str(), 100 * share, wentDown ? "down" : "made");
        }
    }
    for (int k = 0; k < 2; ++k)
        if (what == "coinches" && count[k] > 0)
            std::printf("%s contracts %d: predicted down %.1f%% on average, down as played %.1f%%\n",
                        k == 0 ? "coinched" : "surcoinched", count[k], 100 * predicted[k] / count[k], 100.0 * down[k] / count[k]);
    return 0;
}

}  // namespace belote
