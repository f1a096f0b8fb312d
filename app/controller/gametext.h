// The game's words for a person, in the player's language (tr() through
// QCoreApplication::translate, context "GameText"): cards, suits, calls, contracts,
// declarations, seats. The engine speaks the notation of RULES.md ("JH", "110S"); the
// window and the controller's messages speak these. Qt Core only.
#pragma once

#include "engine/deal.h"

#include <QString>
#include <optional>

namespace rebelote {

// "1 deal", "2 deals", "0 deals" (French "0 donne"): a number of deals, in words.
QString dealCount(int n);
// Marks with their sign, as a difference is written: "+40", "−120" (a minus sign), "0".
QString signedMarks(int n);
// "♠" "♥" "♦" "♣".
QString suitSymbol(belote::Suit s);
// "spades" "hearts" …, as in "follow hearts".
QString suitWord(belote::Suit s);
// "♥", "No trump", "All trump".
QString strainText(belote::Strain s);
// "Hearts", "No trump", "All trump": a contract's trump in words.
QString strainWord(belote::Strain s);
// "J♥", "10♠": a card on a label.
QString cardShort(belote::Card c);
// "the jack of hearts": a card in a sentence.
QString cardWords(belote::Card c);
// "Jack of hearts", "7 of spades": a card named alone, as a screen reader says a card of
// the hand.
QString cardTitle(belote::Card c);
// "hearts", "no trump", "all trump": a strain in a sentence.
QString strainWords(belote::Strain s);
// A call in words, as a screen reader says it after the seat's name: "pass", "bid 110
// hearts", "bid capot in spades", "take hearts", "coinche".
QString callWords(belote::Call c);
// `text` with each suit symbol (♠ ♥ ♦ ♣ and their outline forms) said as its word
// ("Take ♥" → "Take hearts", "J♥" → "J hearts"): what a screen reader should say of a
// label drawn with symbols.
QString spokenSuits(const QString& text);
// "South", "East", …
QString seatWord(belote::Seat s);
QString teamWord(belote::Team t);  // "North–South", "East–West"
// A call as a bubble beside its seat shows it: "Pass", "Take ♥" (either round), "No trump",
// "110 ♠", "Capot ♥", "Coinche", "Surcoinche".
QString callText(belote::Call c, std::optional<belote::Suit> retourneSuit);
// A contract in short: "110 ♥", "Capot ♠", "♥" (classic), "No trump"; with the multiplier
// when coinched ("110 ♥ coinched", "… surcoinched") if `withCoinche`.
QString contractText(const belote::Contract& c, bool classic, bool withCoinche = true);
// "tierce", "cinquante", "cent", "carré": the kind alone, as the others hear it.
QString declarationKindWord(belote::DeclarationKind k);
// "tierce to the K♥", "carré of jacks".
QString declarationText(const belote::Declaration& d);
// "tierce to the K♥ and carré of jacks", or "nothing" for an empty set.
QString declarationSetText(const belote::DeclarationSet& s);

// How a side's marks of a deal are made up, as the engine added them (RULES.md §7):
// "132 points + 110 bid = 242, rounded to 240", "(160 + 110 bid + 20 belote) × 2 = 580",
// "130 (128 in tricks, rounded) + 90 bid = 220", "0".
QString markFormulaText(const belote::MarkFormula& f);

// "Classic belote", "Coinche (Montpellier)"…: a preset's name for a person.
QString presetTitle(belote::Preset p);
// A computer player's level in a word, as a seat's plate shows it ("quick", "normal"...).
QString levelWord(const QString& level);
// One line on what a preset plays, for the new-game choice.
QString presetDescription(belote::Preset p);
// The rules in force in one line, for the status bar: "Coinche (Montpellier) — coinche
// out of turn, no declarations, 2000 points"; "custom" options are named.
QString rulesSummary(const belote::Rules& r);

// Why a card is refused, said to the person who tried it: "You must overtrump: you hold
// the jack of hearts."
QString refusalText(const belote::CardRefusal& r);

}  // namespace rebelote
