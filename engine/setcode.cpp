#include "engine/setcode.h"

#include "engine/random.h"

#include <QJsonDocument>

#include <vector>

namespace belote {

namespace {

constexpr char kLetters[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr int kCheckModulus = 1021;  // a prime below 32 * 32: two letters hold the check

// The rule options a code can hold beyond the preset's, each with its width in bits: a
// presence bit each, then the value of each one present.
enum Option {
    kTaking,
    kAnnonces,
    kUndertrump,
    kSansToutAtout,
    kTaPoints,
    kOutOfTurn,
    kLitige,
    kRounding,
    kScoring,
    kCut,
    kShuffle,
    kTarget,
    kGameDeals,
    kOptions
};
constexpr int kWidth[kOptions] = {1, 1, 1, 1, 1, 1, 1, 1, 2, 4, 1, 20, 14};

std::uint64_t optionValue(const Rules& r, int option)
{
    switch (option) {
    case kTaking: return std::uint64_t(r.taking);
    case kAnnonces: return r.annonces;
    case kUndertrump: return r.mustUndertrump;
    case kSansToutAtout: return r.sansToutAtout;
    case kTaPoints: return std::uint64_t(r.toutAtoutPoints);
    case kOutOfTurn: return r.coincheOutOfTurn;
    case kLitige: return std::uint64_t(r.litige);
    case kRounding: return r.rounding;
    case kScoring: return std::uint64_t(r.scoring);
    case kCut: return std::uint64_t(r.cutMinimum - 1);
    case kShuffle: return std::uint64_t(r.shuffle);
    case kTarget: return std::uint64_t(r.target);
    case kGameDeals: return std::uint64_t(r.deals);
    }
    return 0;
}

// False when `v` is out of the option's range.
bool setOption(Rules& r, int option, std::uint64_t v)
{
    switch (option) {
    case kTaking: r.taking = Taking(v); return true;
    case kAnnonces: r.annonces = v; return true;
    case kUndertrump: r.mustUndertrump = v; return true;
    case kSansToutAtout: r.sansToutAtout = v; return true;
    case kTaPoints: r.toutAtoutPoints = ToutAtoutPoints(v); return true;
    case kOutOfTurn: r.coincheOutOfTurn = v; return true;
    case kLitige: r.litige = Litige(v); return true;
    case kRounding: r.rounding = v; return true;
    case kScoring: r.scoring = Scoring(v); return v <= 2;
    case kCut: r.cutMinimum = int(v) + 1; return true;
    case kShuffle: r.shuffle = Shuffle(v); return true;
    case kTarget: r.target = int(v); return v >= 1 && v <= 1000000;
    case kGameDeals: r.deals = int(v); return v <= 10000;
    }
    return false;
}

class BitWriter {
public:
    void put(std::uint64_t value, int width)
    {
        for (int i = width - 1; i >= 0; --i) bits_.push_back((value >> i) & 1u);
    }
    // The bits as letters' values, the last one padded with zeros.
    std::vector<int> symbols() const
    {
        std::vector<int> out;
        for (std::size_t i = 0; i < bits_.size(); i += 5) {
            int v = 0;
            for (std::size_t k = i; k < i + 5; ++k) v = v * 2 + (k < bits_.size() && bits_[k]);
            out.push_back(v);
        }
        return out;
    }

private:
    std::vector<bool> bits_;
};

class BitReader {
public:
    explicit BitReader(const std::vector<int>& symbols)
    {
        for (int v : symbols)
            for (int i = 4; i >= 0; --i) bits_.push_back((v >> i) & 1);
    }
    bool get(int width, std::uint64_t* value)
    {
        if (pos_ + std::size_t(width) > bits_.size()) return false;
        *value = 0;
        for (int i = 0; i < width; ++i) *value = *value * 2 + bits_[pos_++];
        return true;
    }
    // Only the last letter's padding is left, all zeros.
    bool atEnd() const
    {
        if (bits_.size() - pos_ >= 5) return false;
        for (std::size_t i = pos_; i < bits_.size(); ++i)
            if (bits_[i]) return false;
        return true;
    }

private:
    std::vector<bool> bits_;
    std::size_t pos_ = 0;
};

int check(const std::vector<int>& symbols)
{
    int sum = 0;
    for (std::size_t i = 0; i < symbols.size(); ++i)
        sum = int((sum + (i + 1) * std::size_t(symbols[i] + 1)) % kCheckModulus);
    return sum;
}

int bitLength(std::uint64_t v)
{
    int n = 0;
    for (; v; v >>= 1) ++n;
    return n;
}

// The letter's value, or -1.
int letterValue(QChar c)
{
    const char u = char(c.toUpper().toLatin1());
    if (u == 'O') return 0;
    if (u == 'I' || u == 'L') return 1;
    for (int i = 0; i < 32; ++i)
        if (kLetters[i] == u) return i;
    return -1;
}

// The fields after the check: false when the letters do not hold a set.
bool readFields(BitReader& in, SetCode* code, QString* error)
{
    const QString noSet = QStringLiteral("not a set code: its letters do not hold a set");
    std::uint64_t version = 0, kind = 0, presetBits = 0, custom = 0, deals = 0, length = 0, number = 0;
    if (!in.get(3, &version)) return (*error = noSet, false);
    if (version != std::uint64_t(kSetDealingVersion)) {
        *error = QStringLiteral("a code of deals of version %1, this Rebelote deals version %2")
                     .arg(version)
                     .arg(kSetDealingVersion);
        return false;
    }
    if (!in.get(1, &kind) || !in.get(2, &presetBits) || !in.get(1, &custom) || !in.get(6, &deals))
        return (*error = noSet, false);
    code->kind = kind ? SetKind::Day : SetKind::Seeded;
    code->deals = int(deals) + 1;
    code->rules = Rules::fromPreset(kAllPresets[presetBits]);
    if (custom) {
        std::uint64_t present[kOptions] = {};
        for (std::uint64_t& p : present)
            if (!in.get(1, &p)) return (*error = noSet, false);
        for (int o = 0; o < kOptions; ++o) {
            std::uint64_t v = 0;
            if (present[o] && (!in.get(kWidth[o], &v) || !setOption(code->rules, o, v))) return (*error = noSet, false);
        }
        if (const QString why = code->rules.inconsistency(); !why.isEmpty()) {
            *error = QStringLiteral("the code's rules do not go together: %1").arg(why);
            return false;
        }
    }
    if (!in.get(7, &length) || length > 64 || (length > 0 && !in.get(int(length), &number)) || !in.atEnd() ||
        bitLength(number) != int(length))
        return (*error = noSet, false);
    if (code->kind == SetKind::Day) {
        code->day = QDate::fromJulianDay(qint64(number));
        if (!code->day.isValid() || code->deals != kDayDeals) return (*error = noSet, false);
    } else {
        code->seed = number;
    }
    return true;
}

}  // namespace

DealSet SetCode::set() const { return kind == SetKind::Day ? daySet(rules, day) : seededSet(rules, seed, deals); }

std::optional<SetCode> codeOf(const DealSet& set)
{
    if (set.kind == SetKind::Given || set.deals.empty() || int(set.deals.size()) > kMaxSeededDeals) return std::nullopt;
    if (set.kind == SetKind::Day && set.day.toJulianDay() <= 0) return std::nullopt;
    SetCode code;
    code.kind = set.kind;
    code.seed = set.kind == SetKind::Seeded ? set.seed : 0;
    code.day = set.day;
    code.deals = int(set.deals.size());
    code.rules = set.rules;
    return code;
}

QString encodeSetCode(const SetCode& code)
{
    BitWriter out;
    out.put(std::uint64_t(kSetDealingVersion), 3);
    out.put(code.kind == SetKind::Day ? 1 : 0, 1);
    out.put(std::uint64_t(code.rules.preset), 2);
    const Rules base = Rules::fromPreset(code.rules.preset);
    const bool custom = !(code.rules == base);
    out.put(custom, 1);
    out.put(std::uint64_t(code.deals - 1), 6);
    if (custom) {
        for (int o = 0; o < kOptions; ++o) out.put(optionValue(code.rules, o) != optionValue(base, o), 1);
        for (int o = 0; o < kOptions; ++o)
            if (optionValue(code.rules, o) != optionValue(base, o)) out.put(optionValue(code.rules, o), kWidth[o]);
    }
    const std::uint64_t number = code.kind == SetKind::Day ? std::uint64_t(code.day.toJulianDay()) : code.seed;
    out.put(std::uint64_t(bitLength(number)), 7);
    out.put(number, bitLength(number));
    std::vector<int> symbols = out.symbols();
    const int sum = check(symbols);
    symbols.push_back(sum / 32);
    symbols.push_back(sum % 32);
    QString text;
    for (std::size_t i = 0; i < symbols.size(); ++i) {
        if (i > 0 && i % 4 == 0) text += QLatin1Char('-');
        text += QLatin1Char(kLetters[symbols[i]]);
    }
    return text;
}

std::optional<SetCode> decodeSetCode(const QString& text, QString* error)
{
    std::vector<int> symbols;
    for (QChar c : text) {
        if (c == QLatin1Char('-') || c.isSpace()) continue;
        const int v = letterValue(c);
        if (v < 0) {
            *error = QStringLiteral("not a set code: '%1' is not one of its letters")
                         .arg(c.isPrint() ? QString(c) : QStringLiteral("?"));
            return std::nullopt;
        }
        symbols.push_back(v);
    }
    if (symbols.empty()) {
        *error = QStringLiteral("not a set code: no letters");
        return std::nullopt;
    }
    if (symbols.size() < 5) {
        *error = QStringLiteral("not a set code: too short");
        return std::nullopt;
    }
    const int given = symbols[symbols.size() - 2] * 32 + symbols.back();
    symbols.resize(symbols.size() - 2);
    if (check(symbols) != given) {
        *error = QStringLiteral("the code does not check: a letter is wrong, missing or one too many");
        return std::nullopt;
    }
    BitReader in(symbols);
    SetCode code;
    if (!readFields(in, &code, error)) return std::nullopt;
    return code;
}

QString setIdentity(const DealSet& set)
{
    if (const std::optional<SetCode> code = codeOf(set)) return encodeSetCode(*code);
    Fnv1a h;
    for (char c : QJsonDocument(set.rules.toJson()).toJson(QJsonDocument::Compact)) h.add(std::uint8_t(c));
    for (const SetDeal& d : set.deals) {
        h.add(std::uint8_t(d.dealt.dealer()));
        for (Card c : *d.dealt.deck()) h.add(c);
        for (int i = 0; i < d.dealt.pattern().count; ++i) h.add(d.dealt.pattern().parts[i]);
    }
    return QStringLiteral("cards-%1").arg(h.value(), 16, 16, QLatin1Char('0'));
}

}  // namespace belote
