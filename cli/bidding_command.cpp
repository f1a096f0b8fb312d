// rebelote-cli bidding: the bidding system (ai/bidding.h) over deal records: what each call
// means, and how the coinches fared against what the sampled worlds predicted.
#include "ai/bidding.h"
#include "ai/montecarlo.h"
#include "engine/record.h"

#include <QFile>
#include <array>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace belote {

extern const char* const kBiddingHelp;
const char* const kBiddingHelp =
    "usage: rebelote-cli bidding explain [FILE]\n"
    "       rebelote-cli bidding coinches|takes|defends [--level L] [--worlds N] [--seed S] [FILE]\n"
    "       rebelote-cli bidding values [--level L] [--call N] [--scores NS,EW] [--seed S] [FILE]\n"
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
    "  takes      the same for the takers: for each contract, the share of the worlds in\n"
    "             which it goes down as the taker draws them just after its last bid, beside\n"
    "             the outcome; at the end the same means, for the contracts nobody coinched\n"
    "             and for all, and the contracts by predicted share.\n"
    "  defends    the same from each defender's seat, just after the taker's last bid:\n"
    "             for each contract, each defender's share of worlds down and its defence\n"
    "             steps against the coinche need; at the end, for thresholds of the\n"
    "             better defender's share, how many contracts a coinche there would reach\n"
    "             and how many of them went down (where coinches could be right); and\n"
    "             the call the level L makes there, the second defender after the\n"
    "             others' passes, with how many of its coinches went down.\n"
    "  values     why the level L would make each call (or only the N-th, from 1) of each\n"
    "             record: every call it values there from the caller's seat, best first,\n"
    "             as the expected marks of the caller's side (minus the other's) over the\n"
    "             worlds it solved, after what a call must be worth above the others\n"
    "             (margin); \"outside\" marks a call the bidding system does not allow the\n"
    "             hand. Records do not hold the game score: --scores tells the marks\n"
    "             each side had before the deal (the rules' target), as a game would.\n"
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

namespace {

// What `rebelote-cli bidding` was asked.
struct BiddingOptions {
    std::string what;  // explain, coinches, takes, defends, values
    std::string level = "normal", path = "-";
    long worlds = 48, seed = 1, only = 0;
    std::optional<std::array<int, 2>> scores;
};

// The options, or an error line in *why.
std::optional<BiddingOptions> parseBidding(const std::vector<std::string>& args, std::string* why)
{
    BiddingOptions o;
    o.what = args[0];
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& a = args[i];
        if ((a == "--level" || a == "--worlds" || a == "--seed" || a == "--call") && i + 1 < args.size()) {
            const std::string v = args[++i];
            if (a == "--level") {
                o.level = v;
                continue;
            }
            char* end = nullptr;
            const long n = std::strtol(v.c_str(), &end, 10);
            if (!end || *end || n <= 0) return *why = a + ": a whole number above 0", std::nullopt;
            (a == "--worlds" ? o.worlds : a == "--seed" ? o.seed : o.only) = n;
        } else if (a == "--scores" && i + 1 < args.size()) {
            int ns = 0, ew = 0;
            char tail = 0;
            if (std::sscanf(args[++i].c_str(), "%d,%d%c", &ns, &ew, &tail) != 2 || ns < 0 || ew < 0)
                return *why = "--scores: two marks, NS,EW (e.g. 1200,1650)", std::nullopt;
            o.scores = std::array<int, 2>{ns, ew};
        } else if (a.rfind("--", 0) == 0) {
            return *why = "unknown option " + a, std::nullopt;
        } else {
            o.path = a;
        }
    }
    if (o.what != "explain" && o.what != "coinches" && o.what != "takes" && o.what != "defends" && o.what != "values")
        return *why = "unknown subcommand " + o.what, std::nullopt;
    return o;
}

// One run of a subcommand over the records: a method a subcommand for each record, and the
// summaries the record methods gather.
class BiddingReport {
public:
    BiddingReport(BiddingOptions o, std::unique_ptr<MonteCarloPlayer> player)
        : o_(std::move(o)), player_(std::move(player))
    {
    }

    void record(const Deal& deal, int line)
    {
        line_ = line;
        ret_ = deal.retourneSuit();
        if (o_.what == "explain") return explain(deal);
        if (o_.what == "values") return values(deal);
        if (deal.phase() != Phase::Done || !deal.contract() || !deal.rules().isCoinche()) return;
        if (o_.what == "coinches" && deal.contract()->coinche < 2) return;
        wentDown_ = deal.result().outcome == Outcome::Down;
        contract_ = callName(Call::bid(deal.contract()->value, deal.contract()->strain), ret_);
        if (o_.what == "coinches") return coinches(deal);
        // takes, defends: from the taker's last bid (the contract's).
        int last = -1;
        for (int i = 0; i < deal.callCount(); ++i)
            if (deal.callAt(i).seat == deal.contract()->taker && deal.callAt(i).call.kind == Call::Kind::Bid) last = i;
        if (last < 0) return;
        if (o_.what == "defends") return defends(deal, last);
        takes(deal, last);
    }

    void summary() const
    {
        if (o_.what == "coinches") coinchesSummary();
        if (o_.what == "defends") defendsSummary();
        if (o_.what == "takes") takesSummary();
    }

private:
    void explain(const Deal& deal) const
    {
        std::printf("%s:%d\n", o_.path.c_str(), line_);
        for (int i = 0; i < deal.callCount(); ++i) {
            const SeatCall sc = deal.callAt(i);
            std::printf("  %c %-10s %s\n", seatLetter(sc.seat), callName(sc.call, ret_).c_str(),
                        describe(meaningOf(deal, i)).c_str());
        }
    }

    void values(const Deal& deal)
    {
        std::printf("%s:%d\n", o_.path.c_str(), line_);
        for (int i = 0; i < deal.callCount(); ++i) {
            if (o_.only && i + 1 != o_.only) continue;
            const SeatCall sc = deal.callAt(i);
            const Deal before = beforeCall(deal, i);
            if (o_.scores) player_->startDeal(before, sc.seat, GameContext{*o_.scores, deal.rules().target});
            std::vector<MonteCarloPlayer::CallValue> values = player_->callValues(before, sc.seat);
            std::stable_sort(values.begin(), values.end(),
                             [](const auto& a, const auto& b) { return a.marks > b.marks; });
            std::printf("  %c %-10s", seatLetter(sc.seat), callName(sc.call, ret_).c_str());
            for (const auto& v : values) printValue(v, values[0].worlds);
            std::printf(" %d worlds\n", values.empty() ? 0 : values[0].worlds);
        }
    }

    void printValue(const MonteCarloPlayer::CallValue& v, int bestWorlds) const
    {
        if (v.marks <= MonteCarloPlayer::kBarred) {  // a coinche barred below coincheFloor
            std::printf(" %s barred;", callName(v.call, ret_).c_str());
            return;
        }
        std::printf(" %s %+.1f", callName(v.call, ret_).c_str(), v.marks);
        if (v.margin != 0 || !v.system || v.worlds != bestWorlds) {
            std::string notes;
            if (v.margin != 0) notes += "margin " + std::to_string(int(v.margin + 0.5));
            if (!v.system) notes += std::string(notes.empty() ? "" : ", ") + "outside";
            if (v.worlds != bestWorlds)
                notes += std::string(notes.empty() ? "" : ", ") + std::to_string(v.worlds) + " worlds";
            std::printf(" (%s)", notes.c_str());
        }
        std::printf(";");
    }

    void coinches(const Deal& deal)
    {
        for (int i = 0; i < deal.callCount(); ++i) {
            const SeatCall sc = deal.callAt(i);
            if (sc.call.kind != Call::Kind::Coinche && sc.call.kind != Call::Kind::Surcoinche) continue;
            const int k = sc.call.kind == Call::Kind::Coinche ? 0 : 1;
            const double share = player_->standingDownShare(beforeCall(deal, i), sc.seat, int(o_.worlds));
            count(k, share);
            std::printf("%s:%d  %c %s %s: down in %.0f%% of the worlds; %s\n", o_.path.c_str(), line_,
                        seatLetter(sc.seat), k == 0 ? "coinches" : "surcoinches", contract_.c_str(), 100 * share,
                        wentDown_ ? "down" : "made");
        }
    }

    void takes(const Deal& deal, int last)
    {
        const int k = deal.contract()->coinche < 2 ? 0 : 1;
        const double share =
            player_->standingDownShare(beforeCall(deal, last + 1), deal.contract()->taker, int(o_.worlds));
        count(k, share);
        int b = 0;
        while (share >= kBands[b]) ++b;
        ++band_[b];
        bandDown_[b] += wentDown_;
        std::printf("%s:%d  %c takes %s%s: down in %.0f%% of the worlds; %s\n", o_.path.c_str(), line_,
                    seatLetter(deal.contract()->taker), contract_.c_str(), k ? " (coinched)" : "", 100 * share,
                    wentDown_ ? "down" : "made");
    }

    void defends(const Deal& deal, int last)
    {
        const int k = deal.contract()->coinche < 2 ? 0 : 1;
        const Deal before = beforeCall(deal, last + 1);
        const Seat taker = deal.contract()->taker;
        const int need = coincheNeed(deal.contract()->value, deal.rules().annonces);
        double best = 0;
        std::string seats;
        for (Seat d : {nextSeat(taker), nextSeat(taker, 3)}) {
            const double share = player_->standingDownShare(before, d, int(o_.worlds));
            best = std::max(best, share);
            seats += std::string(" ") + seatLetter(d) + " " + std::to_string(int(100 * share + 0.5)) + "% steps " +
                     std::to_string(defenceSteps(deal.handsBeforePlay()[int(d)], deal.contract()->strain)) + ";";
        }
        bool coinched = false;
        const std::string calls = defendersCalls(before, taker, &coinched);
        defended_.push_back({best, wentDown_, coinched});
        std::printf("%s:%d  %c takes %s%s, need %d:%s %s; calls%s\n", o_.path.c_str(), line_, seatLetter(taker),
                    contract_.c_str(), k ? " (coinched)" : "", need, seats.c_str(), wentDown_ ? "down" : "made",
                    calls.c_str());
    }

    // What the level itself calls after the taker's last bid: the first defender at once, the
    // second after its partner and the taker's pass (the auction as if nobody coinched).
    std::string defendersCalls(const Deal& before, Seat taker, bool* coinched)
    {
        std::string calls;
        Deal turn = before;
        for (int c = 0; c < 3 && turn.phase() == Phase::Calls; ++c) {
            const Seat s = turn.toAct();
            Call call = Call::pass();
            if (teamOf(s) != teamOf(taker)) {
                call = player_->chooseCall(turn, s, turn.legalCalls());
                calls += std::string(" ") + seatLetter(s) + " " + callName(call, ret_) + ";";
                *coinched = call.kind == Call::Kind::Coinche;
                if (call.kind != Call::Kind::Pass) break;
            }
            turn.makeCall(s, call);
        }
        return calls;
    }

    void count(int k, double share)
    {
        ++count_[k];
        down_[k] += wentDown_;
        predicted_[k] += share;
    }

    void coinchesSummary() const
    {
        for (int k = 0; k < 2; ++k)
            if (count_[k] > 0)
                std::printf("%s contracts %d: predicted down %.1f%% on average, down as played %.1f%%\n",
                            k == 0 ? "coinched" : "surcoinched", count_[k], 100 * predicted_[k] / count_[k],
                            100.0 * down_[k] / count_[k]);
    }

    void defendsSummary() const
    {
        if (defended_.empty()) return;
        // "LABEL: N of ALL contracts (%), down as played D (%)" over the contracts `in` picks.
        auto reach = [&](const std::string& label, auto in) {
            int n = 0, d = 0;
            for (const Defended& x : defended_)
                if (in(x)) ++n, d += x.down;
            std::printf("%s: %d of %zu contracts (%.1f%%), down as played %d (%.0f%%)\n", label.c_str(), n,
                        defended_.size(), 100.0 * n / defended_.size(), d, n ? 100.0 * d / n : 0.0);
        };
        for (double t : {0.5, 0.6, 0.7, 0.8, 0.9, 1.0})
            reach("better defender down in " + std::to_string(int(100 * t + 0.5)) + "%+ of the worlds",
                  [t](const Defended& x) { return x.share >= t - 1e-9; });
        reach(o_.level + " coinches just after the taker's last bid", [](const Defended& x) { return x.coinched; });
    }

    void takesSummary() const
    {
        for (int k = 0; k < 2; ++k)
            if (count_[k] > 0)
                std::printf("%s contracts %d: predicted down %.1f%% on average, down as played %.1f%%\n",
                            k == 0 ? "not coinched" : "coinched", count_[k], 100 * predicted_[k] / count_[k],
                            100.0 * down_[k] / count_[k]);
        double from = 0;
        for (int b = 0; b < 5; ++b) {
            if (band_[b] > 0)
                std::printf("predicted down %.0f-%.0f%%: %d contracts, down as played %.1f%%\n", 100 * from,
                            std::min(100.0, 100 * kBands[b]), band_[b], 100.0 * bandDown_[b] / band_[b]);
            from = kBands[b];
        }
    }

    // takes: contracts by predicted share down, in bands: how many, how many down.
    static constexpr double kBands[] = {0.05, 0.2, 0.35, 0.5, 1.01};
    struct Defended {
        double share;  // the better defender's
        bool down;
        bool coinched;  // by the level, asked just after the taker's last bid
    };

    BiddingOptions o_;
    std::unique_ptr<MonteCarloPlayer> player_;
    int line_ = 0;
    std::optional<Suit> ret_;
    bool wentDown_ = false;
    std::string contract_;
    int count_[2] = {}, down_[2] = {};  // coinches, surcoinches; takes: not coinched, coinched
    double predicted_[2] = {};
    int band_[5] = {}, bandDown_[5] = {};
    std::vector<Defended> defended_;
};

}  // namespace

int runBidding(const std::vector<std::string>& args)
{
    if (args.empty()) return fail("needs explain or coinches");
    std::string why;
    std::optional<BiddingOptions> o = parseBidding(args, &why);
    if (!o) return fail(why);
    QFile file;
    const bool ok = o->path == "-"
                        ? file.open(stdin, QIODevice::ReadOnly)
                        : (file.setFileName(QString::fromStdString(o->path)), file.open(QIODevice::ReadOnly));
    if (!ok) return fail("cannot read " + o->path);
    const QByteArray input = file.readAll();

    std::unique_ptr<MonteCarloPlayer> player;
    if (o->what != "explain") {
        try {
            MonteCarloConfig c = monteCarloLevel(o->level);
            c.removeTimeLimits();
            player = std::make_unique<MonteCarloPlayer>(c, std::uint64_t(o->seed));
        } catch (const std::exception& e) {
            return fail(e.what());
        }
    }
    const std::string path = o->path;
    BiddingReport report(std::move(*o), std::move(player));
    for (const InputRecord& r : splitRecords(input)) {
        const auto rec = readRecord(r.json);
        if (!rec) return fail(path + ":" + std::to_string(r.line) + ": " + rec.error.toStdString());
        report.record(rec.value->deal, r.line);
    }
    report.summary();
    return 0;
}

}  // namespace belote
