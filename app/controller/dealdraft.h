// A deal being set up by a person (Game ▸ Set up a deal…, issue 47): the 32 cards placed
// into the four hands, the dealer, the rules and, in classic, the retourne and the rest of
// the pack (five cards a hand before the taking); then, if the person wants, the calls and
// cards played at the club. Every change is checked at once: problem() is one line in the
// person's words that says what is wrong ("North has nine cards", "The jack of hearts is in
// two hands"), empty when the deal is ready. The dialog shows this state and sends the
// person's choices; the rules are all here. Qt Core only.
//
// The hands may be typed, in the game's card words in English or in French, each card a
// word: `JH 9H AH TS KS 7D 8C QC`, `V♥ 9♥ A♥ 10♠ R♠ 7♦ 8♣ D♣` (ranks 7 8 9 10/T J/V Q/D K/R
// A, suits S H D C or ♠ ♥ ♦ ♣). A typed hand may hold a card already placed elsewhere: the
// line says so until it is moved. The calls and cards are typed one a word in the order
// made (`pass take JH 7H …`, each optionally after its seat, `E:take`), checked by the
// engine move by move.
#pragma once

#include "engine/deal.h"

#include <QJsonObject>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace rebelote {

class DealDraft {
public:
    // Where a card lies: a hand, the retourne, or still in the pack (in classic the cards of
    // the pack that are not placed are the rest of the pack, dealt after the taking).
    enum class Place : std::uint8_t { South, East, North, West, Retourne, Pack };
    static Place handOf(belote::Seat s) { return Place(int(s)); }

    explicit DealDraft(const belote::Rules& rules = belote::Rules::fromPreset(belote::Preset::Classic));

    const belote::Rules& rules() const { return rules_; }
    // Other rules keep the cards placed; the retourne goes back to the pack in coinche.
    void setRules(const belote::Rules& rules);
    std::optional<belote::Seat> dealer() const { return dealer_; }
    void setDealer(std::optional<belote::Seat> dealer) { dealer_ = dealer; }
    // Cards a hand holds before the calls: 5 in classic, 8 in coinche.
    int handSize() const;
    bool hasRetourne() const { return rules_.isClassic(); }

    belote::CardSet hand(belote::Seat s) const { return hands_[int(s)]; }
    std::optional<belote::Card> retourne() const { return retourne_; }
    // Where `c` lies (the first hand that holds it, when a typed hand holds it twice).
    Place placeOf(belote::Card c) const;
    // Places `c` there, taken from wherever it was (Pack: back into the pack). The retourne
    // replaced goes back to the pack; no retourne in coinche.
    void place(belote::Card c, Place where);
    // Every card back into the pack; the dealer, the rules and the moves kept.
    void clearCards();

    // A hand typed: the cards of `text` become the seat's hand. False, the hand unchanged,
    // when a word is not a card: then typedProblem() says which until the text is mended.
    bool setHandText(belote::Seat s, const QString& text);
    // The retourne typed (one card, or nothing to take it back).
    bool setRetourneText(const QString& text);
    // The rest of the pack typed, top first (classic): the cards named come first, in that
    // order, then the others not placed. A card of a hand is refused by problem().
    bool setRestText(const QString& text);
    // The hand in the words typed: "JH 9H AH" (English) or in the game's words ("V♥ 9♥ A♥").
    QString handText(belote::Seat s, bool gameWords = false) const;
    QString restText(bool gameWords = false) const;

    // The rest of the pack, top first: the 11 cards dealt after the taking (classic).
    std::vector<belote::Card> rest() const;

    // The calls and cards played, typed (see above), and how many of them the engine took.
    void setMovesText(const QString& text) { movesText_ = text; }
    QString movesText() const { return movesText_; }

    // What is wrong, in one line of the person's words; empty when the deal is ready to play.
    QString problem() const;
    bool ready() const { return problem().isEmpty(); }
    // Whether the cards and dealer make a deal (the moves may still be wrong).
    bool cardsReady() const { return cardsProblem().isEmpty(); }

    // The deal as dealt (from a deck, in its calls), when the cards are ready.
    std::optional<belote::Deal> dealt() const;
    // The deal after the moves typed; none when they do not play (problem() says why).
    std::optional<belote::Deal> played() const;
    // The deal record (DEAL-FORMAT.md) of played(): the deck, the calls and cards entered.
    QJsonObject record() const;
    // played() finished by computer players of `level` (ai/levels.h) from where the moves
    // typed leave it, each seat its own seeded player: a finished deal for the replay and
    // its analysis. Empty when the draft is not ready.
    QJsonObject playedOut(const QString& level, std::uint64_t seed) const;
    // The deal as dealt added at the end of the deal set `file` holds (docs/sets.md; empty:
    // a new set named `name`), the set's new contents in *out. False with one line in *why
    // when the file is not a set, is dealt from a seed or a day, holds a player's deals, or
    // plays other rules.
    bool addToSet(const QByteArray& file, const QString& name, QByteArray* out, QString* why) const;
    // Whether the moves typed play the deal to its end (or nobody took).
    bool finished() const;

    // One card word in English or in the game's French ("JH", "10♠", "V♥"), none if not.
    static std::optional<belote::Card> parseCardWord(const QString& word);

private:
    QString cardsProblem() const;
    QString movesProblem(std::optional<belote::Deal>* out) const;
    bool parseCards(const QString& text, std::vector<belote::Card>* cards, QString* bad) const;

    belote::Rules rules_;
    std::optional<belote::Seat> dealer_;
    std::array<belote::CardSet, 4> hands_{};
    std::optional<belote::Card> retourne_;
    std::vector<belote::Card> restOrder_;  // typed, top first
    std::array<QString, 6> typedProblem_;  // by field: the four hands, the retourne, the rest
    QString movesText_;
};

}  // namespace rebelote
