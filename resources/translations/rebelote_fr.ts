<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>CallPanel</name>
    <message>
        <source>Capot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Coinche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Surcoinche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Let it go (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auction: nobody has spoken yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>seat and call in the auction line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auction: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;All trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took %2: overcall or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your call — the retourne is the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second round: name a trump, or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter: pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>←/→ choose · Space: press</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid — nobody has bid yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your call — your %1 is coinched by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your call — %1 bid %2, coinched by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid — your %1 stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid — %1 bid %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: coinche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: surcoinche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>←/→ value · ↑/↓ suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bid %2 — coinche before %3 speaks?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter: let it go · %1: coinche</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealSummaryPanel</name>
    <message>
        <source>N–S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E–W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marks this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Litige points from before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter: next deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick (capot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All trump: card points and last trick count 162/258 of their value in the total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone passed. Next deal: you deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone passed. Next deal: %1 deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made: %1 against %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made: %1 ≥ %2 and more than %3’s %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made: %1 ≥ %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down: %1 against %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down: the capot was not made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down: %1 &lt; %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down: %1 is not more than %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declarations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 score %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Litige: %1 to %2. %3 points held for the next deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capot! %1 took all eight tricks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down, capot against the takers: %1 took all eight tricks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surcoinched: × 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coinched: × 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points rounded to the nearest 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marks rounded to the nearest 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first side to %1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeclarationPanel</name>
    <message>
        <source>Declarations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may declare:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare &amp;nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1</source>
        <comment>points of a declaration</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter: declare the outlined choice · ↑/↓ choose · %1: nothing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter: new game · Escape: close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 win %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after one deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after %1 deals</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <source>J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 7 of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 8 of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 9 of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 10 of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the jack of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the queen of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the king of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ace of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 7 of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 8 of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 9 of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 10 of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the jack of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the queen of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the king of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ace of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 7 of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 8 of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 9 of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 10 of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the jack of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the queen of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the king of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ace of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 7 of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 8 of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 9 of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 10 of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the jack of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the queen of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the king of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ace of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North–South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East–West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surcoinche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 coinched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 surcoinched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tierce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cinquante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carré</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carré of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to the %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic belote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic belote, no declarations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coinche (FFB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coinche (Montpellier)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take or pass on the turned-up card, declarations and belote, 1000 points (FFB rules).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same without declarations: only belote counts, 1000 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An auction of bids from 80 to capot, coinche and surcoinche, declarations, 2000 points (FFB rules).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Montpellier club&apos;s coinche: no declarations, coinche out of turn, its own scoring, 2000 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declarations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no declarations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coinche out of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must undertrump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no undertrumping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no trump and all trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom (from %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The calls are not over yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow %1: you hold %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must play higher than %1: you hold %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must trump: you hold %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must overtrump: you hold %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must play a trump, even a lower one: you hold %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which game do you want to play?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebelote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Auction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pace of the computer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Instant (no pause, no animation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fast (0.3 s a card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal (0.8 s a card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Slow (1.5 s a card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Very slow (2.5 s a card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a &amp;single legal card by itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebelote&apos;s own cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;onfigure Rebelote…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Rebelote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules have changed. Start a new game with them now, or keep them for the next game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep for the next game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game ▸ New (Ctrl+N) deals a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, trick %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Rebelote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Rebelote %1&lt;/h3&gt;&lt;p&gt;French Belote and Coinche, played solo against three computer players.&lt;/p&gt;&lt;p&gt;The cards are drawn by the game itself, or taken from the card decks installed on this computer (GNOME&apos;s and KDE&apos;s), which keep their own licences.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Cards and players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>32 cards, from the 7 to the ace in each suit. You sit South and play with North against East and West. The deal, the calls and the play go round to the right: South, East, North, West. The player to the dealer&apos;s right speaks first and leads the first trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump: jack (20 points), 9 (14), ace (11), 10 (10), king (4), queen (3), 8 and 7 (0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other suits: ace (11), 10 (10), king (4), queen (3), jack (2), 9, 8 and 7 (0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last trick is worth 10 more (Ǎix de der”): 162 points in a deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trump: the aces are worth 19, then 10, king, queen, jack as in a plain suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All trump: every suit ranks as trump; jack 13, 9 9, ace 6, 10 5, king 3, queen 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All trump: every suit ranks and counts as trump, and each side&apos;s points are scaled by 162/258 so that the deal is still worth 162.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before each deal the deck is cut, each part keeping at least %1 cards; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cards are shuffled first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cards are not shuffled: the tricks of the last deal are gathered and only cut, so hands come out more uneven.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taking (classic belote)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player gets five cards and the 21st card is turned face up: the retourne.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First round: each player in turn takes (the retourne&apos;s suit is trump) or passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If all four pass, second round: each player may name another suit as trump, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If all pass again, nobody scores and the next dealer deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At any time a player may also take at No trump or All trump. A take no longer ends the taking: a later player may overcall it (a suit by No trump or All trump, No trump by All trump), even over a partner; the taking ends after three passes, or at once on All trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first take ends the taking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The taker gets the retourne and two more cards, the others three each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The auction (coinche)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player gets eight cards. From the dealer&apos;s right, each player passes, bids, coinches or surcoinches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bid is a value (80, 90 … 160, or capot: every trick) and a trump, No trump or All trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bid is a value (80, 90 … 160, or capot: every trick) and a trump suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each bid must be higher than the last; a player who passed may bid later. Nothing is bid over a capot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coinche: an opponent of the last bidder doubles the contract; after it only pass or surcoinche.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surcoinche: the bidding side doubles again, and the auction ends at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The auction ends when a bid or a coinche is followed by three passes; four passes at the start: no score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coinche out of turn (“à la volພ”): right after a bid, the bidder&apos;s opponent who does not speak next may coinche at once; the bidder then speaks next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player coinches only in turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the suit led if you can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When trump is led, play a higher trump than the best one in the trick if you can, even over your partner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you cannot follow and your partner holds the trick, play any card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Otherwise you must trump if you can, and overtrump a trump already in the trick if you can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If an opponent trumped and all your trumps are lower, you must still play a trump (“pisser”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If an opponent trumped and all your trumps are lower, you may play any card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At No trump there is no trump: follow suit or play any card. At All trump every suit is played as trump: go over the best card of the suit led, and a card of another suit never wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The highest trump wins the trick, else the highest card of the suit led; the winner leads next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarations and belote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>During the first trick each player may declare combinations; only the side with the best one scores, all of its declarations. Until the second trick only their kind is heard; then the winning side&apos;s cards are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tierce (three in sequence) 20, cinquante (four) 50, cent (five or more) 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carré of jacks 200, of nines 150, of aces, tens, kings or queens 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best is the highest value, then the highest card; on equal ones, a sequence in trump wins; a true tie: nobody scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No declarations are played: only belote counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote: the king and queen of trump in one hand are worth 20 to their side, announced as they are played (Ჾlote”, then “rebelote”), even when that side goes down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring a deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The takers must score more than the defence (card points, last trick, belote, declarations).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made: each side scores its points. Down: the defence scores 162 and every declaration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capot (every trick): 252 instead of the card points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie is a litige: the defence scores its points, and the takers&apos; are held for the winner of the next deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made when the takers reach their bid and score more than the defence; a capot bid needs every trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made: the takers score their points and the bid, the defence its points. Coinched or surcoinched: the winning side scores (160 + declarations + belote + bid) × 2 or × 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down: the defence scores 160 + every declaration + its belote + the bid (times the multiplier).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An equal score at or above the bid is a litige: the takers&apos; points are held for the next deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An equal score at or above the bid is down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made when the takers&apos; points and belote reach the bid, whatever the defence has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made, not coinched: the takers score their points + the bid, the defence its points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down: the defence scores 160 + the bid. Coinched: the winning side scores 160 + 2 or 4 times the bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A capot not bid: 250 + the bid; a capot bid and made: 250 + 250 times the multiplier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marks are rounded to the nearest 10 (85 becomes 90, 84 becomes 80).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is %1 deals long, passed deals included; the side with more points wins (on equal points, one more deal).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A side wins when it has at least %1 points and more than the other; if both pass %1 in the same deal, the side that won that deal wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first side to reach %1 points wins; both at once: the higher total. A side that reaches the target only through its belote on a deal it lost needs one more trick.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>%1=%2 is ignored: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a preset; %1 is played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the preset&apos;s value applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the levels are %1; normal plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pace is milliseconds from 0 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the languages are %1; the system&apos;s is spoken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: some lines could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play this preset: classic, classic-no-annonces, coinche, coinche-montpellier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule options as a JSON object, over the preset (RULES.md §9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the cards from this seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A computer player at South too: watch four bots play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit once N deals are finished (passed deals count).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds a bot&apos;s card or call is shown (0: no pause, no animation).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Append each finished deal&apos;s record to FILE (one JSON line each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French Belote and Coinche against three computer players.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rebelote::AuctionModel</name>
    <message>
        <source>%1 (out of turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rebelote::DeckPicker</name>
    <message>
        <source>Rebelote&apos;s own cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the cards…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rebelote::GameController</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose your declarations first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let it go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can claim the remaining tricks when it is your turn to play a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet: %1 can still take a trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too early to be sure: play on a little.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim accepted: your side takes every remaining trick.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rebelote::LastTrickWidget</name>
    <message>
        <source>Last trick (L or Esc closes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick (L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won by %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rebelote::ScoreSheetModel</name>
    <message>
        <source>made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>litige: the takers&apos; points are held for the next deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capot: the takers took every trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capot against the takers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, litige</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, capot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, capot against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coinched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surcoinched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coinche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points N–S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points E–W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marks N–S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marks E–W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total N–S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total E–W</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rebelote::SettingsDialog</name>
    <message>
        <source>Quick (rules of thumb, no reading ahead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong (thinks longer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configure Rebelote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some settings could not be read and were left out:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players and pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cards and language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to the preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the contract is made: taking the turned-up card, or an auction of points. The game chooses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the turned-up card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an auction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tierces, cinquantes, cents and carrés are shown at the first trick and score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must undertrump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With no card of the suit led and an opponent&apos;s trump on the trick, you must trump even lower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trump and all trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contracts may also be played with no trump or with every suit trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All trump card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All trump counts with its own table, or every suit as trump scaled back to 162.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its own table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scaled to 162</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coinche out of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A defender may coinche the last bid at once, without waiting for their turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie (litige)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the takers make their bid but only as many points as the defence: their points wait for the next deal, or the contract is down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carried to the next deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counts as down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round to tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side&apos;s score for the deal is rounded to the nearest 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How a deal is counted. The game chooses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coinche, FFB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coinche, Montpellier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fewest cards the cut may leave on either side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle before each deal, or only cut the tricks gathered: hands come out more uneven.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first side to reach this score wins the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this many deals instead of up to a score; the higher total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pace of the computer players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a single legal card by itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels and names take effect with the next game; the pace at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards and the language change at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preset: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not played in this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom (from %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings apply to this session but could not be written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant (no pause, no animation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast (0.3 s a card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal (0.8 s a card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow (1.5 s a card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Very slow (2.5 s a card)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rebelote::TableView</name>
    <message>
        <source>Everyone passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (+%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — does not count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best declarations tie: none of them counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebelote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use the deck %1: %2 The drawn deck is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coinche now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your declarations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your turn: lead a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your turn: follow %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your turn: play a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partner · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N–S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E–W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held (litige)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game yet: Game ▸ New (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taking, round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retourne: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coinched by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surcoinched by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coinched ൲</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surcoinched ൴</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taken by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal %1 · %2 dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the trick — click or Space to gather it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds the trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;laim (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for your turn: %1 is to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space or a click gathers the trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>←/→ choose a card, Enter plays it · H hint · C claim · L last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter passes · H hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter: next deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter: new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
