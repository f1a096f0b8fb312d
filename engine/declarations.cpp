#include "engine/declarations.h"

namespace belote {

namespace {

// Carré heights, weakest first: the 100-point carrés rank by this order (A > T > K > Q;
// Sans Atout K > Q > J > 9); the 150 and 200 carrés differ by value anyway.
constexpr Rank kCarreOrder[] = {Rank::Nine, Rank::Queen, Rank::King, Rank::Ten, Rank::Ace, Rank::Jack};
constexpr Rank kCarreOrderSansAtout[] = {Rank::Nine, Rank::Jack, Rank::Queen, Rank::King, Rank::Ten, Rank::Ace};

int carreHeight(Rank r, Strain strain)
{
    const Rank* order = strain == Strain::NoTrump ? kCarreOrderSansAtout : kCarreOrder;
    for (int i = 0; i < 6; ++i)
        if (order[i] == r) return i;
    return -1;
}

int carreValue(Rank r, Strain strain)
{
    const bool sa = strain == Strain::NoTrump;
    switch (r) {
    case Rank::Jack: return sa ? 100 : 200;
    case Rank::Nine: return sa ? 100 : 150;
    case Rank::Ace: return sa ? 200 : 100;
    case Rank::Ten: return sa ? 150 : 100;
    case Rank::King:
    case Rank::Queen: return 100;
    default: return 0;
    }
}

bool isTrumpSequence(const Declaration& d, Strain strain)
{
    return d.kind != DeclarationKind::Carre && isSuitStrain(strain) && trumpSuitOf(strain) == d.suit;
}

// Adds the sequences of one run of consecutive cards (RULES.md §6 readings: a run of 8 is
// a cent to the ace and a tierce to the 9; 6 or 7 is one cent named by its top card).
void addRun(DeclarationSet& set, Suit suit, int low, int len)
{
    auto seq = [&](int top, int n) {
        Declaration d;
        d.kind = n >= 5 ? DeclarationKind::Cent : n == 4 ? DeclarationKind::Cinquante : DeclarationKind::Tierce;
        d.high = Rank(top);
        d.suit = suit;
        d.length = std::uint8_t(n);
        set.add(d);
    };
    if (len == 8) {
        seq(7, 5);
        seq(2, 3);
    } else if (len >= 3) {
        seq(low + len - 1, len);
    }
}

// Best first.
void sortSet(DeclarationSet& s, Strain strain)
{
    if (s.count == 2 && compareDeclarations(s.items[1], s.items[0], strain) > 0) std::swap(s.items[0], s.items[1]);
}

}  // namespace

const char* declarationKindName(DeclarationKind k)
{
    static const char* names[] = {"tierce", "cinquante", "cent", "carre"};
    return names[int(k)];
}

std::optional<DeclarationKind> parseDeclarationKind(std::string_view s)
{
    for (int i = 0; i < 4; ++i)
        if (s == declarationKindName(DeclarationKind(i))) return DeclarationKind(i);
    return std::nullopt;
}

CardSet Declaration::cards() const
{
    if (kind == DeclarationKind::Carre) return CardSet::rank(high);
    const unsigned run = ((1u << length) - 1u) << (int(high) + 1 - length);
    return CardSet(run << (int(suit) * 8));
}

int Declaration::value(Strain strain) const
{
    switch (kind) {
    case DeclarationKind::Tierce: return 20;
    case DeclarationKind::Cinquante: return 50;
    case DeclarationKind::Cent: return 100;
    case DeclarationKind::Carre: return carreValue(high, strain);
    }
    return 0;
}

std::string Declaration::name() const
{
    std::string out = declarationKindName(kind);
    out += ':';
    out += rankLetter(high);
    if (kind != DeclarationKind::Carre) out += suitLetter(suit);
    return out;
}

int compareDeclarations(const Declaration& a, const Declaration& b, Strain strain)
{
    if (int d = a.value(strain) - b.value(strain)) return d;
    const bool ca = a.kind == DeclarationKind::Carre, cb = b.kind == DeclarationKind::Carre;
    if (ca != cb) return ca ? 1 : -1;
    const int ha = ca ? carreHeight(a.high, strain) : int(a.high);
    const int hb = cb ? carreHeight(b.high, strain) : int(b.high);
    if (ha != hb) return ha - hb;
    return int(isTrumpSequence(a, strain)) - int(isTrumpSequence(b, strain));
}

int DeclarationSet::value(Strain strain) const
{
    int v = 0;
    for (const auto& d : *this) v += d.value(strain);
    return v;
}

CardSet DeclarationSet::cards() const
{
    CardSet s;
    for (const auto& d : *this) s |= d.cards();
    return s;
}

const Declaration& DeclarationSet::best(Strain strain) const
{
    if (count == 2 && compareDeclarations(items[1], items[0], strain) > 0) return items[1];
    return items[0];
}

bool DeclarationSet::operator==(const DeclarationSet& o) const
{
    if (count != o.count) return false;
    for (int i = 0; i < count; ++i) {
        bool found = false;
        for (int j = 0; j < o.count; ++j) found = found || items[i] == o.items[j];
        if (!found) return false;
    }
    return true;
}

DeclarationSet bestCombination(CardSet hand, Strain strain)
{
    // Carrés that score: at most two in eight cards. Try every subset of them, then the
    // runs of what is left; keep the most valuable, ties to the best top declaration.
    Rank carres[2];
    int nCarres = 0;
    for (int r = 0; r < kRanks; ++r)
        if ((hand & CardSet::rank(Rank(r))) == CardSet::rank(Rank(r)) && carreValue(Rank(r), strain) > 0)
            carres[nCarres++] = Rank(r);

    DeclarationSet best;
    for (int mask = 0; mask < (1 << nCarres); ++mask) {
        DeclarationSet set;
        CardSet rest = hand;
        for (int i = 0; i < nCarres; ++i)
            if (mask & (1 << i)) {
                Declaration d;
                d.kind = DeclarationKind::Carre;
                d.high = carres[i];
                d.length = 4;
                set.add(d);
                rest -= CardSet::rank(carres[i]);
            }
        for (int s = 0; s < kSuits && set.count < 2; ++s) {
            const unsigned bits = rest.suitBits(Suit(s));
            int r = 0;
            while (r < 8 && set.count < 2) {
                if (!((bits >> r) & 1u)) {
                    ++r;
                    continue;
                }
                int len = 0;
                while (r + len < 8 && ((bits >> (r + len)) & 1u)) ++len;
                addRun(set, Suit(s), r, len);
                r += len;
            }
        }
        sortSet(set, strain);
        const int dv = set.value(strain) - best.value(strain);
        if (dv > 0 || (dv == 0 && !set.empty() &&
                       (best.empty() || compareDeclarations(set.best(strain), best.best(strain), strain) > 0)))
            best = set;
    }
    return best;
}

bool DeclarationChoices::contains(const DeclarationSet& s) const
{
    for (const auto& c : *this)
        if (c == s) return true;
    return false;
}

std::optional<DeclarationSet> DeclarationChoices::named(const DeclarationSet& listed) const
{
    for (const auto& c : *this)
        if (sameNames(c, listed)) return c;
    return std::nullopt;
}

bool sameNames(const DeclarationSet& a, const DeclarationSet& b)
{
    if (a.count != b.count) return false;
    std::array<bool, 2> used{};
    for (int i = 0; i < a.count; ++i) {
        bool found = false;
        for (int j = 0; j < b.count && !found; ++j)
            if (!used[j] && b.items[j].name() == a.items[i].name()) found = used[j] = true;
        if (!found) return false;
    }
    return true;
}

DeclarationChoices declarationChoices(CardSet hand, Strain strain)
{
    DeclarationChoices out;
    const DeclarationSet best = bestCombination(hand, strain);
    out.items[out.count++] = best;
    if (best.count == 2) {
        for (int i = 0; i < 2; ++i) {
            DeclarationSet part;
            part.add(best.items[i]);
            out.items[out.count++] = part;
        }
    }
    if (!best.empty()) out.items[out.count++] = DeclarationSet{};
    return out;
}

std::optional<Declaration> parseDeclaration(std::string_view name)
{
    const std::size_t colon = name.find(':');
    if (colon == std::string_view::npos) return std::nullopt;
    const auto kind = parseDeclarationKind(name.substr(0, colon));
    if (!kind) return std::nullopt;
    const std::string_view high = name.substr(colon + 1);
    Declaration d;
    d.kind = *kind;
    if (d.kind == DeclarationKind::Carre) {
        const auto rank = high.size() == 1 ? parseRank(high[0]) : std::nullopt;
        if (!rank || *rank == Rank::Seven || *rank == Rank::Eight) return std::nullopt;
        d.high = *rank;
        d.length = 4;
        return d;
    }
    const auto card = parseCard(high);
    if (!card) return std::nullopt;
    d.length = d.kind == DeclarationKind::Tierce ? 3 : d.kind == DeclarationKind::Cinquante ? 4 : 5;
    d.high = rankOf(*card);
    d.suit = suitOf(*card);
    if (int(d.high) + 1 < d.length) return std::nullopt;
    return d;
}

std::optional<Team> declarationWinner(const std::array<DeclarationSet, 4>& declared, Strain strain)
{
    std::array<const Declaration*, 2> best{};
    for (int s = 0; s < kSeats; ++s) {
        if (declared[s].empty()) continue;
        const Declaration& d = declared[s].best(strain);
        const Declaration*& b = best[int(teamOf(Seat(s)))];
        if (!b || compareDeclarations(d, *b, strain) > 0) b = &d;
    }
    if (best[0] && best[1]) {
        const int c = compareDeclarations(*best[0], *best[1], strain);
        if (c == 0) return std::nullopt;
        return c > 0 ? Team::NS : Team::EW;
    }
    if (best[0] || best[1]) return best[0] ? Team::NS : Team::EW;
    return std::nullopt;
}

}  // namespace belote
