<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
    <context>
        <name>BidText</name>
        <message>
            <source>capot %1</source>
            <translation>capot %1</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <comment>a bid's value and strain</comment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>a count of %1 in %2 (worth %3)</source>
            <translation>un compte de %1 à %2 (soit %3)</translation>
        </message>
        <message>
            <source>a count of %1 or more in %2</source>
            <translation>un compte d’au moins %1 à %2</translation>
        </message>
        <message>
            <source>not worth %1 in %2</source>
            <translation>pas de quoi annoncer %1 à %2</translation>
        </message>
        <message>
            <source>a count of %1 to %2 in %3</source>
            <translation>un compte entre %1 et %2 à %3</translation>
        </message>
        <message>
            <source>an opening</source>
            <translation>une ouverture</translation>
        </message>
        <message>
            <source>an overcall</source>
            <translation>une intervention</translation>
        </message>
        <message>
            <source>another suit for the side</source>
            <translation>une autre couleur pour le camp</translation>
        </message>
        <message>
            <source>+%1</source>
            <translation>+%1</translation>
        </message>
        <message>
            <source>+%1 to +%2</source>
            <translation>de +%1 à +%2</translation>
        </message>
        <message>
            <source>raises partner's %1 by %2 (+10 a side ace, the nine or belote; +20 the jack)</source>
            <translation>monte le %1 du partenaire de %2 (+10 par as extérieur, le 9 ou la belote ; +20 le valet)</translation>
        </message>
        <message>
            <source>competes in the side's suit, within what the side has shown</source>
            <translation>surenchérit dans la couleur du camp, sans dépasser ce que le camp a montré</translation>
        </message>
        <message>
            <source>the side's counts reach a capot</source>
            <translation>les comptes du camp atteignent le capot</translation>
        </message>
        <message>
            <source>expects %1 to go down (defence: their jack 2; their nine with another trump, three of their trumps, each ace, each ten beside its ace 1)</source>
            <translation>pense faire chuter %1 (défense : leur valet 2 ; leur 9 avec un autre atout, trois de leurs atouts, chaque as, chaque 10 avec son as 1)</translation>
        </message>
        <message>
            <source>expects %1 to be made with 30 to spare</source>
            <translation>pense réussir %1 avec 30 de marge</translation>
        </message>
        <message>
            <source>a take in the first round</source>
            <translation>une prise au premier tour</translation>
        </message>
        <message>
            <source>trump named in the second round</source>
            <translation>atout choisi au second tour</translation>
        </message>
        <message>
            <source>a pass</source>
            <translation>un passe</translation>
        </message>
        <message>
            <source>a hand worth more than %1 points in %2 with the retourne</source>
            <translation>une main qui vaut plus de %1 points à %2 avec la retourne</translation>
        </message>
        <message>
            <source>no trump it could choose is worth more than %1 points with the retourne</source>
            <translation>aucun atout possible ne vaut plus de %1 points avec la retourne</translation>
        </message>
        <message>
            <source>the jack of %1</source>
            <translation>le valet de %1</translation>
        </message>
        <message>
            <source>the jack of %1, or declarations</source>
            <translation>le valet de %1, ou des annonces</translation>
        </message>
        <message>
            <source>the jack or the nine of %1</source>
            <translation>le valet ou le 9 de %1</translation>
        </message>
        <message>
            <source>the jack or the nine of %1, or declarations</source>
            <translation>le valet ou le 9 de %1, ou des annonces</translation>
        </message>
        <message>
            <source>%1 %2 or more</source>
            <translation>au moins %1 cartes à %2</translation>
        </message>
        <message>
            <source>%1 jacks or more</source>
            <translation>au moins %1 valets</translation>
        </message>
        <message>
            <source>%1 aces or more</source>
            <translation>au moins %1 as</translation>
        </message>
        <message>
            <source>not worth %1 in any suit</source>
            <translation>pas de quoi annoncer %1 dans aucune couleur</translation>
        </message>
        <message>
            <source>not worth %1 in %2 or %3</source>
            <translation>pas de quoi annoncer %1 à %2 ni à %3</translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>nothing to add to partner's %1 (no side ace, no jack, nine or belote)</source>
            <translation>rien à ajouter au %1 du partenaire (ni as extérieur, ni valet, ni 9, ni belote)</translation>
        </message>
        <message>
            <source>at most +%1 for partner's %2</source>
            <translation>au plus +%1 pour le %2 du partenaire</translation>
        </message>
        <message>
            <source>+%1 or more for partner's %2</source>
            <translation>au moins +%1 pour le %2 du partenaire</translation>
        </message>
        <message>
            <source>a defence count of %1 or more against %2</source>
            <translation>une défense d’au moins %1 contre %2</translation>
        </message>
        <message>
            <source>not enough defence to coinche %1</source>
            <translation>pas assez de défense pour coincher %1</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <comment>a call, then what it is</comment>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>: %1</source>
            <comment>then what it promises</comment>
            <translation> : %1</translation>
        </message>
        <message>
            <source>; </source>
            <translation> ; </translation>
        </message>
        <message>
            <source>raises partner's %1 by %2 (+10 a side ace, the nine, belote or 20 points of declarations; +20 the jack)</source>
            <translation>monte le %1 du partenaire de %2 (+10 par as extérieur, le 9, la belote ou 20 points d’annonces ; +20 le valet)</translation>
        </message>
        <message>
            <source>nothing to add to partner's %1 (no side ace, no jack, nine, belote or declaration)</source>
            <translation>rien à ajouter au %1 du partenaire (ni as extérieur, ni valet, ni 9, ni belote, ni annonce)</translation>
        </message>
    </context>
    <context>
        <name>CardText</name>
        <message>
            <source>a call for %1 (it refuses %2)</source>
            <translation>un appel à %1 (refus à %2)</translation>
        </message>
        <message>
            <source>a call for %1</source>
            <translation>un appel à %1</translation>
        </message>
        <message>
            <source>nothing wanted in %1</source>
            <translation>un refus à %1</translation>
        </message>
        <message>
            <source>%1 is behind it</source>
            <comment>an ace given on partner's trick</comment>
            <translation>%1 est derrière</translation>
        </message>
        <message>
            <source>given without %1</source>
            <comment>a ten given on partner's trick</comment>
            <translation>donné sans %1</translation>
        </message>
        <message>
            <source>belote played in the order that says another trump is left</source>
            <translation>belote jouée dans l’ordre qui dit qu’il reste un autre atout</translation>
        </message>
        <message>
            <source>belote played in the order that says no other trump is left</source>
            <translation>belote jouée dans l’ordre qui dit qu’il ne reste pas d’autre atout</translation>
        </message>
        <message>
            <source>a first lead: asks for %1 back</source>
            <translation>une première entame : demande le retour à %1</translation>
        </message>
        <message>
            <source>returns partner's lead in %1</source>
            <translation>rejoue l’entame du partenaire à %1</translation>
        </message>
        <message>
            <source>the trump return, as agreed</source>
            <translation>le retour à l’atout, comme convenu</translation>
        </message>
        <message>
            <source>direct calls</source>
            <translation>appels directs</translation>
        </message>
        <message>
            <source>indirect calls</source>
            <translation>appels indirects</translation>
        </message>
        <message>
            <source>no calls</source>
            <translation>sans appels</translation>
        </message>
        <message>
            <source>Direct calls: a small card discarded asks for its suit</source>
            <translation>Appels directs : une petite carte défaussée demande sa couleur</translation>
        </message>
        <message>
            <source>Indirect calls: a small card discarded refuses its suit</source>
            <translation>Appels indirects : une petite carte défaussée refuse sa couleur</translation>
        </message>
        <message>
            <source>No calls: a discard says nothing</source>
            <translation>Sans appels : une défausse ne dit rien</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <comment>what a card says, then the agreement</comment>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <comment>a card, then what it says</comment>
            <translation>%1 : %2</translation>
        </message>
    </context>
    <context>
        <name>DrawnDeck</name>
        <message>
            <source>J</source>
            <comment>the jack's letter in a card's corner</comment>
            <translation>V</translation>
        </message>
        <message>
            <source>Q</source>
            <comment>the queen's letter in a card's corner</comment>
            <translation>D</translation>
        </message>
        <message>
            <source>K</source>
            <comment>the king's letter in a card's corner</comment>
            <translation>R</translation>
        </message>
        <message>
            <source>A</source>
            <comment>the ace's letter in a card's corner</comment>
            <translation>A</translation>
        </message>
    </context>
    <context>
        <name>GameText</name>
        <message>
            <source>J</source>
            <translation>V</translation>
        </message>
        <message>
            <source>Q</source>
            <translation>D</translation>
        </message>
        <message>
            <source>K</source>
            <translation>R</translation>
        </message>
        <message>
            <source>A</source>
            <translation>A</translation>
        </message>
        <message>
            <source>the 7 of spades</source>
            <translation>le 7 de pique</translation>
        </message>
        <message>
            <source>the 8 of spades</source>
            <translation>le 8 de pique</translation>
        </message>
        <message>
            <source>the 9 of spades</source>
            <translation>le 9 de pique</translation>
        </message>
        <message>
            <source>the 10 of spades</source>
            <translation>le 10 de pique</translation>
        </message>
        <message>
            <source>the jack of spades</source>
            <translation>le valet de pique</translation>
        </message>
        <message>
            <source>the queen of spades</source>
            <translation>la dame de pique</translation>
        </message>
        <message>
            <source>the king of spades</source>
            <translation>le roi de pique</translation>
        </message>
        <message>
            <source>the ace of spades</source>
            <translation>l’as de pique</translation>
        </message>
        <message>
            <source>the 7 of hearts</source>
            <translation>le 7 de cœur</translation>
        </message>
        <message>
            <source>the 8 of hearts</source>
            <translation>le 8 de cœur</translation>
        </message>
        <message>
            <source>the 9 of hearts</source>
            <translation>le 9 de cœur</translation>
        </message>
        <message>
            <source>the 10 of hearts</source>
            <translation>le 10 de cœur</translation>
        </message>
        <message>
            <source>the jack of hearts</source>
            <translation>le valet de cœur</translation>
        </message>
        <message>
            <source>the queen of hearts</source>
            <translation>la dame de cœur</translation>
        </message>
        <message>
            <source>the king of hearts</source>
            <translation>le roi de cœur</translation>
        </message>
        <message>
            <source>the ace of hearts</source>
            <translation>l’as de cœur</translation>
        </message>
        <message>
            <source>the 7 of diamonds</source>
            <translation>le 7 de carreau</translation>
        </message>
        <message>
            <source>the 8 of diamonds</source>
            <translation>le 8 de carreau</translation>
        </message>
        <message>
            <source>the 9 of diamonds</source>
            <translation>le 9 de carreau</translation>
        </message>
        <message>
            <source>the 10 of diamonds</source>
            <translation>le 10 de carreau</translation>
        </message>
        <message>
            <source>the jack of diamonds</source>
            <translation>le valet de carreau</translation>
        </message>
        <message>
            <source>the queen of diamonds</source>
            <translation>la dame de carreau</translation>
        </message>
        <message>
            <source>the king of diamonds</source>
            <translation>le roi de carreau</translation>
        </message>
        <message>
            <source>the ace of diamonds</source>
            <translation>l’as de carreau</translation>
        </message>
        <message>
            <source>the 7 of clubs</source>
            <translation>le 7 de trèfle</translation>
        </message>
        <message>
            <source>the 8 of clubs</source>
            <translation>le 8 de trèfle</translation>
        </message>
        <message>
            <source>the 9 of clubs</source>
            <translation>le 9 de trèfle</translation>
        </message>
        <message>
            <source>the 10 of clubs</source>
            <translation>le 10 de trèfle</translation>
        </message>
        <message>
            <source>the jack of clubs</source>
            <translation>le valet de trèfle</translation>
        </message>
        <message>
            <source>the queen of clubs</source>
            <translation>la dame de trèfle</translation>
        </message>
        <message>
            <source>the king of clubs</source>
            <translation>le roi de trèfle</translation>
        </message>
        <message>
            <source>the ace of clubs</source>
            <translation>l’as de trèfle</translation>
        </message>
        <message>
            <source>sevens</source>
            <translation>de sept</translation>
        </message>
        <message>
            <source>eights</source>
            <translation>de huit</translation>
        </message>
        <message>
            <source>nines</source>
            <translation>de neuf</translation>
        </message>
        <message>
            <source>tens</source>
            <translation>de dix</translation>
        </message>
        <message>
            <source>jacks</source>
            <translation>de valets</translation>
        </message>
        <message>
            <source>queens</source>
            <translation>de dames</translation>
        </message>
        <message>
            <source>kings</source>
            <translation>de rois</translation>
        </message>
        <message>
            <source>aces</source>
            <translation>d’as</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>pique</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>cœur</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>carreau</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>trèfle</translation>
        </message>
        <message>
            <source>No trump</source>
            <translation>Sans Atout</translation>
        </message>
        <message>
            <source>All trump</source>
            <translation>Tout Atout</translation>
        </message>
        <message>
            <source>Spades</source>
            <translation>Pique</translation>
        </message>
        <message>
            <source>Hearts</source>
            <translation>Cœur</translation>
        </message>
        <message>
            <source>Diamonds</source>
            <translation>Carreau</translation>
        </message>
        <message>
            <source>Clubs</source>
            <translation>Trèfle</translation>
        </message>
        <message>
            <source>South</source>
            <translation>Sud</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Est</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Nord</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Ouest</translation>
        </message>
        <message>
            <source>North–South</source>
            <translation>Nord–Sud</translation>
        </message>
        <message>
            <source>East–West</source>
            <translation>Est–Ouest</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>passe</translation>
        </message>
        <message>
            <source>Coinche</source>
            <translation>coinche</translation>
        </message>
        <message>
            <source>Surcoinche</source>
            <translation>surcoinche</translation>
        </message>
        <message>
            <source>Take %1</source>
            <translation>prend %1</translation>
        </message>
        <message>
            <source>Capot %1</source>
            <translation>capot %1</translation>
        </message>
        <message>
            <source>%1 coinched</source>
            <translation>%1 coinché</translation>
        </message>
        <message>
            <source>%1 surcoinched</source>
            <translation>%1 surcoinché</translation>
        </message>
        <message>
            <source>tierce</source>
            <translation>tierce</translation>
        </message>
        <message>
            <source>cinquante</source>
            <translation>cinquante</translation>
        </message>
        <message>
            <source>cent</source>
            <translation>cent</translation>
        </message>
        <message>
            <source>carré</source>
            <translation>carré</translation>
        </message>
        <message>
            <source>carré of %1</source>
            <translation>carré %1</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>rien</translation>
        </message>
        <message>
            <source> and </source>
            <translation> et </translation>
        </message>
        <message>
            <source>Classic belote</source>
            <translation>Belote classique</translation>
        </message>
        <message>
            <source>Classic belote, no declarations</source>
            <translation>Belote sans annonces</translation>
        </message>
        <message>
            <source>Coinche (FFB)</source>
            <translation>Coinche (FFB)</translation>
        </message>
        <message>
            <source>Coinche (Montpellier)</source>
            <translation>Coinche (Montpellier)</translation>
        </message>
        <message>
            <source>Take or pass on the turned-up card, declarations and belote, 1000 points (FFB rules).</source>
            <translation>Prendre ou passer sur la retourne, annonces et belote, partie en 1000 points (règles FFB).</translation>
        </message>
        <message>
            <source>The same without declarations: only belote counts, 1000 points.</source>
            <translation>La même, sans annonces : seule la belote compte, partie en 1000 points.</translation>
        </message>
        <message>
            <source>An auction of bids from 80 to capot, coinche and surcoinche, declarations, 2000 points (FFB rules).</source>
            <translation>Enchères de 80 au capot, coinche et surcoinche, annonces, partie en 2000 points (règles FFB).</translation>
        </message>
        <message>
            <source>The Montpellier club's coinche: no declarations, coinche out of turn, its own scoring, 2000 points.</source>
            <translation>La coinche du club de Montpellier : sans annonces, coinche à la volée, décompte propre, partie en 2000 points.</translation>
        </message>
        <message>
            <source>declarations</source>
            <translation>annonces</translation>
        </message>
        <message>
            <source>no declarations</source>
            <translation>sans annonces</translation>
        </message>
        <message>
            <source>coinche out of turn</source>
            <translation>coinche à la volée</translation>
        </message>
        <message>
            <source>must undertrump</source>
            <translation>obligation de sous-couper</translation>
        </message>
        <message>
            <source>no undertrumping</source>
            <translation>sans obligation de sous-couper</translation>
        </message>
        <message>
            <source>no trump and all trump</source>
            <translation>Sans Atout et Tout Atout</translation>
        </message>
        <message>
            <source>%1 points</source>
            <translation>%1 points</translation>
        </message>
        <message>
            <source>custom (from %1)</source>
            <translation>personnalisée (d’après %1)</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>The calls are not over yet.</source>
            <translation>Les enchères ne sont pas encore finies.</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>La donne est terminée.</translation>
        </message>
        <message>
            <source>That card is not in your hand.</source>
            <translation>Cette carte n’est pas dans votre jeu.</translation>
        </message>
        <message>
            <source>You must follow %1: you hold %2.</source>
            <translation>Vous devez fournir à %1 : vous avez %2.</translation>
        </message>
        <message>
            <source>You must play higher than %1: you hold %2.</source>
            <translation>Vous devez monter sur %1 : vous avez %2.</translation>
        </message>
        <message>
            <source>You must trump: you hold %1.</source>
            <translation>Vous devez couper : vous avez %1.</translation>
        </message>
        <message>
            <source>You must overtrump: you hold %1.</source>
            <translation>Vous devez surcouper : vous avez %1.</translation>
        </message>
        <message>
            <source>You must play a trump, even a lower one: you hold %1.</source>
            <translation>Vous devez jouer atout, même plus faible : vous avez %1.</translation>
        </message>
        <message>
            <source>quick</source>
            <translation>rapide</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>facile</translation>
        </message>
        <message>
            <source>normal</source>
            <translation>normal</translation>
        </message>
        <message>
            <source>strong</source>
            <translation>fort</translation>
        </message>
        <message numerus="yes">
            <source>%n deals</source>
            <translation>
                <numerusform>%n donne</numerusform>
                <numerusform>%n donnes</numerusform>
            </translation>
        </message>
        <message>
            <source>Jack</source>
            <translation>Valet</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>Dame</translation>
        </message>
        <message>
            <source>King</source>
            <translation>Roi</translation>
        </message>
        <message>
            <source>Ace</source>
            <translation>As</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <comment>a card's name: rank of suit</comment>
            <translation>%1 de %2</translation>
        </message>
        <message>
            <source>no trump</source>
            <translation>sans atout</translation>
        </message>
        <message>
            <source>all trump</source>
            <translation>tout atout</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>passe</translation>
        </message>
        <message>
            <source>coinche</source>
            <translation>coinche</translation>
        </message>
        <message>
            <source>surcoinche</source>
            <translation>surcoinche</translation>
        </message>
        <message>
            <source>take %1</source>
            <translation>prend à %1</translation>
        </message>
        <message>
            <source>bid capot in %1</source>
            <translation>annonce capot à %1</translation>
        </message>
        <message>
            <source>bid %1 %2</source>
            <translation>annonce %1 à %2</translation>
        </message>
        <message>
            <source>%1 to the 7%2</source>
            <translation>%1 au sept %2</translation>
        </message>
        <message>
            <source>%1 to the 8%2</source>
            <translation>%1 au huit %2</translation>
        </message>
        <message>
            <source>%1 to the 9%2</source>
            <translation>%1 au neuf %2</translation>
        </message>
        <message>
            <source>%1 to the 10%2</source>
            <translation>%1 au dix %2</translation>
        </message>
        <message>
            <source>%1 to the J%2</source>
            <translation>%1 au valet %2</translation>
        </message>
        <message>
            <source>%1 to the Q%2</source>
            <translation>%1 à la dame %2</translation>
        </message>
        <message>
            <source>%1 to the K%2</source>
            <translation>%1 au roi %2</translation>
        </message>
        <message>
            <source>%1 to the A%2</source>
            <translation>%1 à l’as %2</translation>
        </message>
        <message>
            <source>%1 points</source>
            <comment>a side's total in a sum of marks</comment>
            <translation>%1 points</translation>
        </message>
        <message>
            <source>%1 (%2 in tricks, rounded)</source>
            <comment>Montpellier's rounded points in a sum of marks</comment>
            <translation>%1 (%2 de plis, arrondi)</translation>
        </message>
        <message>
            <source>%1 in tricks</source>
            <comment>card points and last trick in a sum of marks</comment>
            <translation>%1 de plis</translation>
        </message>
        <message>
            <source>%1 capot</source>
            <comment>250 for a capot in a sum of marks</comment>
            <translation>%1 de capot</translation>
        </message>
        <message>
            <source>%1 × %2 bid</source>
            <comment>Montpellier's multiplier times the bid in a sum of marks</comment>
            <translation>%1 × %2 de contrat</translation>
        </message>
        <message>
            <source>%1 bid</source>
            <comment>the bid's value in a sum of marks</comment>
            <translation>%1 de contrat</translation>
        </message>
        <message>
            <source>%1 declarations</source>
            <comment>in a sum of marks</comment>
            <translation>%1 d’annonces</translation>
        </message>
        <message>
            <source>%1 belote</source>
            <comment>in a sum of marks</comment>
            <translation>%1 de belote</translation>
        </message>
        <message>
            <source>, rounded to %1</source>
            <comment>marks rounded to the nearest 10</comment>
            <translation>, arrondi à %1</translation>
        </message>
    </context>
    <context>
        <name>HistoryOpText</name>
        <message>
            <source>the file is locked by another program</source>
            <translation>le fichier est verrouillé par un autre programme</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>le disque est plein</translation>
        </message>
        <message>
            <source>the file cannot be written (read-only)</source>
            <translation>le fichier ne peut pas être écrit (lecture seule)</translation>
        </message>
        <message>
            <source>the disk cannot be written (input/output error)</source>
            <translation>le disque ne peut pas être écrit (erreur d’entrée-sortie)</translation>
        </message>
        <message>
            <source>the file cannot be written (%1)</source>
            <translation>le fichier ne peut pas être écrit (%1)</translation>
        </message>
    </context>
    <context>
        <name>HistoryRecovery</name>
        <message>
            <source>The moves kept when Rebelote last closed could not be read (%1): the file was kept as %2.</source>
            <translation>Les coups gardés à la dernière fermeture de Rebelote n’ont pas pu être lus (%1) : le fichier a été gardé sous le nom %2.</translation>
        </message>
        <message>
            <source>The moves kept when Rebelote last closed could not be read (%1): the file %2 was left as it is.</source>
            <translation>Les coups gardés à la dernière fermeture de Rebelote n’ont pas pu être lus (%1) : le fichier %2 a été laissé tel quel.</translation>
        </message>
        <message>
            <source>What Rebelote could not save when it last closed could not be saved yet (%1): it is kept in %2 for the next start.</source>
            <translation>Ce que Rebelote n’avait pas pu enregistrer à sa dernière fermeture n’a pas encore pu l’être (%1) : c’est gardé dans %2 pour le prochain démarrage.</translation>
        </message>
        <message>
            <source>The moves kept when Rebelote last closed were damaged from line %1 of the file on: %2 came back, and the rest, which could not be read, was kept as %3.</source>
            <translation>Les coups gardés à la dernière fermeture de Rebelote étaient abîmés à partir de la ligne %1 du fichier : récupérés, %2 ; le reste, illisible, a été gardé sous le nom %3.</translation>
        </message>
        <message numerus="yes">
            <source>%n moves</source>
            <translation>
                <numerusform>%n coup</numerusform>
                <numerusform>%n coups</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HistorySchema</name>
        <message>
            <source>the schema has no version</source>
            <translation>le schéma n’a pas de version</translation>
        </message>
        <message>
            <source>the table %1 is missing</source>
            <translation>la table %1 manque</translation>
        </message>
        <message>
            <source>the column %1.%2 is missing</source>
            <translation>la colonne %1.%2 manque</translation>
        </message>
        <message>
            <source>the index %1 is missing</source>
            <translation>l’index %1 manque</translation>
        </message>
        <message>
            <source>the index %1 is not the one this version makes</source>
            <translation>l’index %1 n’est pas celui que crée cette version</translation>
        </message>
        <message>
            <source>%1 (and one other difference)</source>
            <translation>%1 (et une autre différence)</translation>
        </message>
        <message>
            <source>%1 (and %2 other differences)</source>
            <translation>%1 (et %2 autres différences)</translation>
        </message>
    </context>
    <context>
        <name>HistoryStore</name>
        <message>
            <source>it comes from a newer version of Rebelote: %1</source>
            <translation>il provient d’une version plus récente de Rebelote : %1</translation>
        </message>
        <message>
            <source>it cannot be read: %1</source>
            <translation>il ne peut pas être lu : %1</translation>
        </message>
        <message>
            <source>The history %1 could not be used (%2). This game's history will not be kept.</source>
            <translation>L’historique %1 est inutilisable (%2). L’historique de cette partie ne sera pas conservé.</translation>
        </message>
        <message>
            <source>The history %1 could not be used (%2). It was kept as %3, but no new history could be made: this game's history will not be kept.</source>
            <translation>L’historique %1 est inutilisable (%2). Il a été conservé sous le nom %3, mais aucun nouvel historique n’a pu être créé : l’historique de cette partie ne sera pas conservé.</translation>
        </message>
        <message>
            <source>no game %1</source>
            <translation>aucune partie %1</translation>
        </message>
        <message>
            <source>game %1 is the game in progress</source>
            <translation>la partie %1 est la partie en cours</translation>
        </message>
        <message>
            <source>no deal to delete</source>
            <translation>aucune donne à supprimer</translation>
        </message>
        <message>
            <source>no deal #%1</source>
            <translation>aucune donne #%1</translation>
        </message>
        <message>
            <source>deal #%1 belongs to game %2, the game in progress</source>
            <translation>la donne #%1 appartient à la partie %2, la partie en cours</translation>
        </message>
        <message>
            <source>The history %1 is locked by another program (%2): this game will not be kept. Close the other program, then start Rebelote again.</source>
            <translation>L’historique %1 est verrouillé par un autre programme (%2) : cette partie ne sera pas conservée. Fermez l’autre programme, puis relancez Rebelote.</translation>
        </message>
        <message>
            <source>The history %1 could not be used (%2). It was kept as %3 (to try it again, rename it back to %4) and a new history was started.</source>
            <translation>L’historique %1 est inutilisable (%2). Il a été conservé sous le nom %3 (pour le reprendre, renommez-le en %4) et un nouvel historique a été commencé.</translation>
        </message>
        <message>
            <source>The history folder %1 is read-only: this game will not be kept.</source>
            <translation>Le dossier de l’historique %1 est en lecture seule : cette partie ne sera pas conservée.</translation>
        </message>
        <message>
            <source>The history %1 is damaged: %2. What can be read is shown, read-only; this game will not be kept until a new history is started.</source>
            <translation>L’historique %1 est endommagé : %2. Ce qui peut être lu est affiché, en lecture seule ; cette partie ne sera pas conservée tant qu’un nouvel historique n’aura pas été commencé.</translation>
        </message>
        <message>
            <source>The history file %1 is read-only: this game will not be kept.</source>
            <translation>Le fichier de l’historique %1 est en lecture seule : cette partie ne sera pas conservée.</translation>
        </message>
        <message>
            <source>The history file %1 was empty: it was taken as a new history.</source>
            <translation>Le fichier de l’historique %1 était vide : il a été pris comme un nouvel historique.</translation>
        </message>
        <message>
            <source>The history %1 cannot be written (%2): it is shown, read-only, and this game will not be kept.</source>
            <translation>L’historique %1 ne peut pas être écrit (%2) : il est affiché en lecture seule, et cette partie ne sera pas conservée.</translation>
        </message>
        <message>
            <source>The history %1 is locked by another program (%2): it is shown, read-only, and this game will not be kept. Close the other program, then start Rebelote again.</source>
            <translation>L’historique %1 est verrouillé par un autre programme (%2) : il est affiché en lecture seule, et cette partie ne sera pas conservée. Fermez l’autre programme, puis relancez Rebelote.</translation>
        </message>
        <message>
            <source>The history %1 could not be renamed to %2: it stays as it was, read-only.</source>
            <translation>L’historique %1 n’a pas pu être renommé en %2 : il reste tel quel, en lecture seule.</translation>
        </message>
        <message>
            <source>A new history was started. The old one was kept as %1 (to take it up again, rename it back to %2).</source>
            <translation>Un nouvel historique a été commencé. L’ancien a été conservé sous le nom %1 (pour le reprendre, renommez-le en %2).</translation>
        </message>
        <message>
            <source>The game left unfinished was saved whole.</source>
            <translation>La partie laissée inachevée a été sauvée en entier.</translation>
        </message>
        <message>
            <source>The game left unfinished lost some of its moves: it cannot be taken up again.</source>
            <translation>La partie laissée inachevée a perdu certains de ses coups : elle ne peut pas être reprise.</translation>
        </message>
        <message>
            <source>Part of the history %1 was damaged and could not be read. Everything else was saved into a new history: %2 and %3.</source>
            <translation>Un morceau de l’historique %1 était abîmé et n’a pas pu être lu. Tout le reste a été sauvé dans un nouvel historique : %2 et %3.</translation>
        </message>
        <message>
            <source>The history %1 was damaged. Everything in it was saved into a new history: %2 and %3.</source>
            <translation>L’historique %1 était abîmé. Tout son contenu a été sauvé dans un nouvel historique : %2 et %3.</translation>
        </message>
        <message>
            <source>The damaged file was kept as %1.</source>
            <translation>Le fichier abîmé a été gardé sous le nom %1.</translation>
        </message>
        <message>
            <source>a folder is there, not a file: move or rename it</source>
            <translation>c’est un dossier et non un fichier : déplacez-le ou renommez-le</translation>
        </message>
        <message>
            <source>the set %1 not saved</source>
            <translation>la série %1 n’est pas enregistrée</translation>
        </message>
        <message>
            <source>no set #%1</source>
            <translation>pas de série n° %1</translation>
        </message>
        <message>
            <source>the set has no deal %1</source>
            <translation>la série n’a pas de donne %1</translation>
        </message>
        <message>
            <source>deal %1 of this set is already played: a deal is played once</source>
            <translation>la donne %1 de cette série est déjà jouée : une donne se joue une seule fois</translation>
        </message>
        <message>
            <source>the par of deal %1 of a set not saved</source>
            <translation>le résultat de l’ordinateur sur la donne %1 d’une série n’est pas enregistré</translation>
        </message>
        <message>
            <source>the link of deal %1 of a set to its row not saved</source>
            <translation>le lien de la donne %1 d’une série à sa ligne n’est pas enregistré</translation>
        </message>
        <message>
            <source>the friend's file of a set not saved</source>
            <translation>le fichier de l’ami d’une série n’est pas enregistré</translation>
        </message>
        <message>
            <source>deal %1 of a set, left before its end, not saved</source>
            <translation>la donne %1 d’une série, laissée avant sa fin, n’est pas enregistrée</translation>
        </message>
        <message numerus="yes">
            <source>%n deals</source>
            <translation>
                <numerusform>%n donne</numerusform>
                <numerusform>%n donnes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n games</source>
            <translation>
                <numerusform>%n partie</numerusform>
                <numerusform>%n parties</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>Which game do you want to play?</source>
            <translation>À quel jeu voulez-vous jouer ?</translation>
        </message>
        <message>
            <source>Your settings: %1</source>
            <translation>Vos réglages : %1</translation>
        </message>
        <message>
            <source>&amp;Deal</source>
            <translation>&amp;Distribuer</translation>
        </message>
        <message>
            <source>&amp;Practice game</source>
            <translation>Partie d'&amp;entraînement</translation>
        </message>
        <message>
            <source>Take back your cards and calls (Game ▸ Take back, Ctrl+Z) and try another line. Its deals are kept in the history with every line taken back, and left out of the statistics.</source>
            <translation>Reprenez vos cartes et vos annonces (Partie ▸ Reprendre, Ctrl+Z) et essayez une autre suite. Ses donnes sont gardées dans l'historique avec chaque suite reprise, et laissées hors des statistiques.</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules: %1</source>
            <translation>Règles : %1</translation>
        </message>
        <message>
            <source>How the computer players bid</source>
            <translation>Comment les joueurs de l’ordinateur enchérissent</translation>
        </message>
        <message>
            <source>The page is missing from this build.</source>
            <translation>Cette page manque dans cette version du jeu.</translation>
        </message>
        <message>
            <source>How the computer players play</source>
            <translation>Comment les joueurs de l’ordinateur jouent</translation>
        </message>
    </context>
    <context>
        <name>RulesText</name>
        <message>
            <source>Cards and players</source>
            <translation>Cartes et joueurs</translation>
        </message>
        <message>
            <source>32 cards, from the 7 to the ace in each suit. You sit South and play with North against East and West. The deal, the calls and the play go round to the right: South, East, North, West. The player to the dealer's right speaks first and leads the first trick.</source>
            <translation>32 cartes, du 7 à l’as dans chaque couleur. Vous êtes en Sud et jouez avec Nord contre Est et Ouest. La distribution, les enchères et le jeu tournent vers la droite : Sud, Est, Nord, Ouest. Le joueur placé à droite du donneur parle en premier et entame le premier pli.</translation>
        </message>
        <message>
            <source>Trump: jack (20 points), 9 (14), ace (11), 10 (10), king (4), queen (3), 8 and 7 (0).</source>
            <translation>À l’atout : valet (20 points), 9 (14), as (11), 10 (10), roi (4), dame (3), 8 et 7 (0).</translation>
        </message>
        <message>
            <source>Other suits: ace (11), 10 (10), king (4), queen (3), jack (2), 9, 8 and 7 (0).</source>
            <translation>Hors atout : as (11), 10 (10), roi (4), dame (3), valet (2), 9, 8 et 7 (0).</translation>
        </message>
        <message>
            <source>No trump: the aces are worth 19, then 10, king, queen, jack as in a plain suit.</source>
            <translation>À Sans Atout : les as valent 19, puis 10, roi, dame et valet comptent comme hors atout.</translation>
        </message>
        <message>
            <source>All trump: every suit ranks as trump; jack 13, 9 9, ace 6, 10 5, king 3, queen 2.</source>
            <translation>À Tout Atout : chaque couleur suit l’ordre de l’atout ; valet 13, neuf 9, as 6, dix 5, roi 3, dame 2.</translation>
        </message>
        <message>
            <source>All trump: every suit ranks and counts as trump, and each side's points are scaled by 162/258 so that the deal is still worth 162.</source>
            <translation>À Tout Atout : chaque couleur a l’ordre et la valeur de l’atout, et les points de chaque camp sont multipliés par 162/258 pour que la donne vaille toujours 162.</translation>
        </message>
        <message>
            <source>Before each deal the deck is cut, each part keeping at least %1 cards; %2</source>
            <translation>Avant chaque donne, le paquet est coupé en laissant au moins %1 cartes dans chaque tas ; %2</translation>
        </message>
        <message>
            <source>the cards are shuffled first.</source>
            <translation>les cartes sont d’abord mélangées.</translation>
        </message>
        <message>
            <source>the cards are not shuffled: the tricks of the last deal are gathered and only cut, so hands come out more uneven.</source>
            <translation>les cartes ne sont pas mélangées : les plis de la donne précédente sont ramassés puis seulement coupés, si bien que les jeux sont plus inégaux.</translation>
        </message>
        <message>
            <source>Taking (classic belote)</source>
            <translation>La prise (belote classique)</translation>
        </message>
        <message>
            <source>Each player gets five cards and the 21st card is turned face up: the retourne.</source>
            <translation>Chaque joueur reçoit cinq cartes et la 21e carte est retournée face visible : c’est la retourne.</translation>
        </message>
        <message>
            <source>First round: each player in turn takes (the retourne's suit is trump) or passes.</source>
            <translation>Premier tour : chacun à son tour prend (la couleur de la retourne devient l’atout) ou passe.</translation>
        </message>
        <message>
            <source>If all four pass, second round: each player may name another suit as trump, or pass.</source>
            <translation>Si les quatre joueurs passent, second tour : chacun peut nommer une autre couleur comme atout, ou passer.</translation>
        </message>
        <message>
            <source>If all pass again, nobody scores and the next dealer deals.</source>
            <translation>Si tous passent encore, personne ne marque et c’est au donneur suivant de distribuer.</translation>
        </message>
        <message>
            <source>At any time a player may also take at No trump or All trump. A take no longer ends the taking: a later player may overcall it (a suit by No trump or All trump, No trump by All trump), even over a partner; the taking ends after three passes, or at once on All trump.</source>
            <translation>À tout moment, un joueur peut aussi prendre à Sans Atout ou à Tout Atout. Une prise ne clôt plus le tour : un joueur suivant peut surenchérir (sur une couleur par Sans Atout ou Tout Atout, sur Sans Atout par Tout Atout), même sur son partenaire ; la prise s’achève après trois passes, ou aussitôt sur un Tout Atout.</translation>
        </message>
        <message>
            <source>The first take ends the taking.</source>
            <translation>La première prise clôt le tour de prise.</translation>
        </message>
        <message>
            <source>The taker gets the retourne and two more cards, the others three each.</source>
            <translation>Le preneur reçoit la retourne et deux autres cartes, les autres joueurs trois cartes chacun.</translation>
        </message>
        <message>
            <source>The auction (coinche)</source>
            <translation>Les enchères (coinche)</translation>
        </message>
        <message>
            <source>Each player gets eight cards. From the dealer's right, each player passes, bids, coinches or surcoinches.</source>
            <translation>Chaque joueur reçoit huit cartes. En commençant à droite du donneur, chacun passe, enchérit, coinche ou surcoinche.</translation>
        </message>
        <message>
            <source>A bid is a value (80, 90 … 160, or capot: every trick) and a trump, No trump or All trump.</source>
            <translation>Une enchère se compose d’une valeur (80, 90 … 160, ou capot : tous les plis) et d’un atout, de Sans Atout ou de Tout Atout.</translation>
        </message>
        <message>
            <source>A bid is a value (80, 90 … 160, or capot: every trick) and a trump suit.</source>
            <translation>Une enchère se compose d’une valeur (80, 90 … 160, ou capot : tous les plis) et d’une couleur d’atout.</translation>
        </message>
        <message>
            <source>Each bid must be higher than the last; a player who passed may bid later. Nothing is bid over a capot.</source>
            <translation>Chaque enchère doit dépasser la précédente ; un joueur qui a passé peut enchérir plus tard. On ne surenchérit pas sur un capot.</translation>
        </message>
        <message>
            <source>Coinche: an opponent of the last bidder doubles the contract; after it only pass or surcoinche.</source>
            <translation>Coinche : un adversaire du dernier enchérisseur double le contrat ; ensuite, on ne peut plus que passer ou surcoincher.</translation>
        </message>
        <message>
            <source>Surcoinche: the bidding side doubles again, and the auction ends at once.</source>
            <translation>Surcoinche : le camp de l’enchérisseur double encore, et les enchères s’arrêtent aussitôt.</translation>
        </message>
        <message>
            <source>The auction ends when a bid or a coinche is followed by three passes; four passes at the start: no score.</source>
            <translation>Les enchères s’arrêtent quand une enchère ou une coinche est suivie de trois passes ; si les quatre joueurs passent d’entrée, personne ne marque.</translation>
        </message>
        <message>
            <source>A player coinches only in turn.</source>
            <translation>On ne coinche qu’à son tour de parole.</translation>
        </message>
        <message>
            <source>Playing the cards</source>
            <translation>Le jeu de la carte</translation>
        </message>
        <message>
            <source>Follow the suit led if you can.</source>
            <translation>Fournissez à la couleur demandée si vous le pouvez.</translation>
        </message>
        <message>
            <source>When trump is led, play a higher trump than the best one in the trick if you can, even over your partner.</source>
            <translation>Quand atout est demandé, montez sur le meilleur atout du pli si vous le pouvez, même sur votre partenaire.</translation>
        </message>
        <message>
            <source>If you cannot follow and your partner holds the trick, play any card.</source>
            <translation>Si vous ne pouvez pas fournir et que votre partenaire est maître, jouez la carte de votre choix.</translation>
        </message>
        <message>
            <source>Otherwise you must trump if you can, and overtrump a trump already in the trick if you can.</source>
            <translation>Sinon, vous devez couper si vous le pouvez, et surcouper un atout déjà joué dans le pli si vous le pouvez.</translation>
        </message>
        <message>
            <source>If an opponent trumped and all your trumps are lower, you must still play a trump (“pisser”).</source>
            <translation>Si un adversaire a coupé et que tous vos atouts sont plus faibles, vous devez quand même jouer atout (« pisser »).</translation>
        </message>
        <message>
            <source>If an opponent trumped and all your trumps are lower, you may play any card.</source>
            <translation>Si un adversaire a coupé et que tous vos atouts sont plus faibles, vous pouvez jouer la carte de votre choix.</translation>
        </message>
        <message>
            <source>At No trump there is no trump: follow suit or play any card. At All trump every suit is played as trump: go over the best card of the suit led, and a card of another suit never wins.</source>
            <translation>À Sans Atout, il n’y a pas d’atout : fournissez, ou jouez la carte de votre choix. À Tout Atout, chaque couleur se joue comme l’atout : montez sur la meilleure carte de la couleur demandée ; une carte d’une autre couleur ne remporte jamais le pli.</translation>
        </message>
        <message>
            <source>The highest trump wins the trick, else the highest card of the suit led; the winner leads next.</source>
            <translation>Le plus fort atout remporte le pli, sinon la plus forte carte de la couleur demandée ; celui qui remporte le pli entame le suivant.</translation>
        </message>
        <message>
            <source>Declarations and belote</source>
            <translation>Annonces et belote</translation>
        </message>
        <message>
            <source>During the first trick each player may declare combinations; only the side with the best one scores, all of its declarations. Until the second trick only their kind is heard; then the winning side's cards are shown.</source>
            <translation>Pendant le premier pli, chaque joueur peut annoncer ses combinaisons ; seul le camp qui détient la meilleure marque, et il marque alors toutes ses annonces. Jusqu’au deuxième pli, on n’en dit que la nature ; ensuite, les cartes du camp gagnant sont montrées.</translation>
        </message>
        <message>
            <source>Tierce (three in sequence) 20, cinquante (four) 50, cent (five or more) 100.</source>
            <translation>Tierce (trois cartes qui se suivent) 20, cinquante (quatre) 50, cent (cinq ou plus) 100.</translation>
        </message>
        <message>
            <source>Carré of jacks 200, of nines 150, of aces, tens, kings or queens 100.</source>
            <translation>Carré de valets 200, de neuf 150, d’as, de dix, de rois ou de dames 100.</translation>
        </message>
        <message>
            <source>The best is the highest value, then the highest card; on equal ones, a sequence in trump wins; a true tie: nobody scores.</source>
            <translation>La meilleure annonce est celle qui vaut le plus, puis celle qui a la plus haute carte ; à égalité, une suite à l’atout l’emporte ; en cas d’égalité parfaite, personne ne marque.</translation>
        </message>
        <message>
            <source>No declarations are played: only belote counts.</source>
            <translation>On joue sans annonces : seule la belote compte.</translation>
        </message>
        <message>
            <source>Scoring a deal</source>
            <translation>Le décompte d’une donne</translation>
        </message>
        <message>
            <source>The takers must score more than the defence (card points, last trick, belote, declarations).</source>
            <translation>Les preneurs doivent faire plus de points que la défense (points des cartes, dix de der, belote, annonces).</translation>
        </message>
        <message>
            <source>Made: each side scores its points. Down: the defence scores 162 and every declaration.</source>
            <translation>Contrat réussi : chaque camp marque ses points. Dedans : la défense marque 162 et toutes les annonces.</translation>
        </message>
        <message>
            <source>Capot (every trick): 252 instead of the card points.</source>
            <translation>Capot (tous les plis) : 252 au lieu des points des cartes.</translation>
        </message>
        <message>
            <source>A tie is a litige: the defence scores its points, and the takers' are held for the winner of the next deal.</source>
            <translation>Une égalité est un litige : la défense marque ses points, et ceux des preneurs sont remis en jeu pour le gagnant de la donne suivante.</translation>
        </message>
        <message>
            <source>Made when the takers reach their bid and score more than the defence; a capot bid needs every trick.</source>
            <translation>Le contrat est réussi quand les preneurs atteignent leur enchère et font plus de points que la défense ; un capot annoncé exige tous les plis.</translation>
        </message>
        <message>
            <source>Made: the takers score their points and the bid, the defence its points. Coinched or surcoinched: the winning side scores (160 + declarations + belote + bid) × 2 or × 4.</source>
            <translation>Réussi : les preneurs marquent leurs points et l’enchère, la défense ses points. Coinché ou surcoinché : le camp gagnant marque (160 + annonces + belote + enchère) × 2 ou × 4.</translation>
        </message>
        <message>
            <source>Down: the defence scores 160 + every declaration + its belote + the bid (times the multiplier).</source>
            <translation>Dedans : la défense marque 160 + toutes les annonces + sa belote + l’enchère (le tout multiplié en cas de coinche).</translation>
        </message>
        <message>
            <source>An equal score at or above the bid is a litige: the takers' points are held for the next deal.</source>
            <translation>Une égalité de points à hauteur de l’enchère ou au-dessus est un litige : les points des preneurs sont remis en jeu à la donne suivante.</translation>
        </message>
        <message>
            <source>An equal score at or above the bid is down.</source>
            <translation>Une égalité de points, même à hauteur de l’enchère ou au-dessus, met le contrat dedans.</translation>
        </message>
        <message>
            <source>Made when the takers' points and belote reach the bid, whatever the defence has.</source>
            <translation>Le contrat est réussi quand les points et la belote des preneurs atteignent l’enchère, quel que soit le score de la défense.</translation>
        </message>
        <message>
            <source>Made, not coinched: the takers score their points + the bid, the defence its points.</source>
            <translation>Réussi, sans coinche : les preneurs marquent leurs points + l’enchère, la défense ses points.</translation>
        </message>
        <message>
            <source>Down: the defence scores 160 + the bid. Coinched: the winning side scores 160 + 2 or 4 times the bid.</source>
            <translation>Dedans : la défense marque 160 + l’enchère. Coinché : le camp gagnant marque 160 + 2 ou 4 fois l’enchère.</translation>
        </message>
        <message>
            <source>A capot not bid: 250 + the bid; a capot bid and made: 250 + 250 times the multiplier.</source>
            <translation>Capot non annoncé : 250 + l’enchère ; capot annoncé et réussi : 250 + 250 fois le multiplicateur (1, 2 ou 4).</translation>
        </message>
        <message>
            <source>Marks are rounded to the nearest 10 (85 becomes 90, 84 becomes 80).</source>
            <translation>La marque est arrondie à la dizaine la plus proche (85 donne 90, 84 donne 80).</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>Fin de la partie</translation>
        </message>
        <message>
            <source>A side wins when it has at least %1 points and more than the other; if both pass %1 in the same deal, the side that won that deal wins.</source>
            <translation>Un camp gagne quand il a au moins %1 points et plus que l’autre ; si les deux camps dépassent %1 à la même donne, celui qui a gagné cette donne l’emporte.</translation>
        </message>
        <message>
            <source>The first side to reach %1 points wins; both at once: the higher total. A side that reaches the target only through its belote on a deal it lost needs one more trick.</source>
            <translation>Le premier camp à atteindre %1 points gagne ; si les deux l’atteignent à la même donne, le plus haut total l’emporte. Un camp qui n’atteint l’objectif que grâce à sa belote, sur une donne perdue, doit encore faire un pli.</translation>
        </message>
        <message>
            <source>The last trick is worth 10 more (“dix de der”): 162 points in a deal.</source>
            <translation>Le dernier pli vaut 10 points de plus (« dix de der ») : 162 points par donne.</translation>
        </message>
        <message>
            <source>Coinche out of turn (“à la volée”): right after a bid, the bidder's opponent who does not speak next may coinche at once; the bidder then speaks next.</source>
            <translation>Coinche à la volée : juste après une enchère, l’adversaire de l’enchérisseur qui n’est pas le prochain à parler peut coincher aussitôt ; c’est alors à l’enchérisseur de parler.</translation>
        </message>
        <message>
            <source>Belote: the king and queen of trump in one hand are worth 20 to their side, announced as they are played (“belote”, then “rebelote”), even when that side goes down.</source>
            <translation>Belote : le roi et la dame d’atout dans une même main valent 20 points à leur camp, annoncés au moment où ils sont joués (« belote », puis « rebelote »), même quand ce camp est dedans.</translation>
        </message>
        <message>
            <source>The game is %1 long, passed deals included; the side with more points wins (on equal points, one more deal).</source>
            <translation>La partie dure %1, donnes passées comprises ; le camp qui a le plus de points gagne (à égalité, on joue une donne de plus).</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>%1=%2 is ignored: %3</source>
            <translation>%1=%2 est ignoré : %3</translation>
        </message>
        <message>
            <source>not a preset</source>
            <translation>variante inconnue</translation>
        </message>
        <message>
            <source>not a preset; %1 is played</source>
            <translation>variante inconnue ; on joue %1</translation>
        </message>
        <message>
            <source>%1; the preset's value applies</source>
            <translation>%1 ; la valeur de la variante s’applique</translation>
        </message>
        <message>
            <source>the levels are %1; normal plays</source>
            <translation>les niveaux possibles sont %1 ; le niveau normal est utilisé</translation>
        </message>
        <message>
            <source>the pace is milliseconds from 0 to %1</source>
            <translation>le rythme se donne en millisecondes, de 0 à %1</translation>
        </message>
        <message>
            <source>it is true or false</source>
            <translation>la valeur est true ou false</translation>
        </message>
        <message>
            <source>the languages are %1; the system's is spoken</source>
            <translation>les langues possibles sont %1 ; celle du système est utilisée</translation>
        </message>
        <message>
            <source>%1 is %2 KB, too big to be a settings file (the game writes under 1 KB): it is not read, the defaults apply, and it is not written over (changes are not kept until it is moved away)</source>
            <translation>%1 fait %2 Ko, trop pour un fichier de réglages (le jeu en écrit moins de 1 Ko) : il n’est pas lu, les réglages par défaut s’appliquent, et il n’est pas écrasé (les changements ne sont pas gardés tant qu’il est là)</translation>
        </message>
        <message>
            <source>it is green or contrast</source>
            <translation>la valeur est green ou contrast</translation>
        </message>
        <message>
            <source>it is normal or large</source>
            <translation>la valeur est normal ou large</translation>
        </message>
        <message>
            <source>The settings file %1 cannot be written: the changes you make are not kept.</source>
            <translation>Le fichier de réglages %1 ne peut pas être écrit : les changements que vous faites ne seront pas conservés.</translation>
        </message>
        <message>
            <source>The settings file %1 could not be read, nor set aside: it is not written over, so the changes you make are not kept until it is moved away.</source>
            <translation>Le fichier de réglages %1 n’a pu être ni lu ni mis de côté : il n’est pas écrasé, et les changements que vous faites ne seront pas conservés tant qu’il n’aura pas été déplacé.</translation>
        </message>
        <message>
            <source>The settings file %1 could not be read: the defaults apply where it could not be. It is not written over: it is kept beside it as %2 at the next save.</source>
            <translation>Le fichier de réglages %1 n’a pas pu être lu : les réglages par défaut s’appliquent là où il n’a pas pu l’être. Il ne sera pas écrasé : il sera conservé à côté sous le nom %2 au prochain enregistrement.</translation>
        </message>
        <message>
            <source>the calls are %1; direct calls are played</source>
            <translation>les appels sont %1 ; les appels directs sont joués</translation>
        </message>
    </context>
    <context>
        <name>WhyText</name>
        <message>
            <source>Coinche</source>
            <translation>Coincher</translation>
        </message>
        <message>
            <source>Let it go</source>
            <translation>Laisser passer</translation>
        </message>
        <message>
            <source>Nothing</source>
            <translation>Rien</translation>
        </message>
        <message>
            <source>coinched</source>
            <translation>coinché</translation>
        </message>
        <message>
            <source>let the contract go</source>
            <translation>laissé passer le contrat</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>passé</translation>
        </message>
        <message>
            <source>took (%1)</source>
            <translation>pris (%1)</translation>
        </message>
        <message>
            <source>bid %1</source>
            <translation>annoncé %1</translation>
        </message>
        <message>
            <source>surcoinched</source>
            <translation>surcoinché</translation>
        </message>
        <message>
            <source>declared nothing</source>
            <translation>rien annoncé</translation>
        </message>
        <message>
            <source>declared %1</source>
            <translation>annoncé %1</translation>
        </message>
        <message>
            <source>played %1</source>
            <comment>a card: 'the jack of hearts'</comment>
            <translation>joué %1</translation>
        </message>
        <message>
            <source>Why %1 %2</source>
            <comment>seat, then the move</comment>
            <translation>Pourquoi %1 a %2</translation>
        </message>
        <message>
            <source>It had no other choice.</source>
            <translation>Il n’avait pas d’autre choix.</translation>
        </message>
        <message>
            <source>It was stopped before it weighed anything.</source>
            <translation>Il a été interrompu avant d’avoir rien pesé.</translation>
        </message>
        <message>
            <source>each call it could make, as the deal would be played with that contract</source>
            <translation>chaque enchère possible, en jouant la donne avec ce contrat</translation>
        </message>
        <message>
            <source>what each choice of declarations would score</source>
            <translation>ce que rapporterait chaque choix d’annonces</translation>
        </message>
        <message>
            <source>each card it could play, followed by the best play of all four seats</source>
            <translation>chaque carte jouable, suivie du meilleur jeu des quatre places</translation>
        </message>
        <message numerus="yes">
            <source>It imagined %n deals that fit everything it knew (its cards, the calls, the cards played), valued %1 in each, and chose the best average. Values are marks for its side minus the other side's; the spread says how much they varied from deal to deal.</source>
            <translation>
                <numerusform>Il a imaginé %n donne compatible avec tout ce qu’il savait (ses cartes, les enchères, les cartes jouées), y a évalué %1, et a choisi la meilleure moyenne. Les valeurs sont des points de marque pour son camp moins ceux de l’autre camp ; l’écart dit combien elles variaient d’une donne à l’autre.</numerusform>
                <numerusform>Il a imaginé %n donnes compatibles avec tout ce qu’il savait (ses cartes, les enchères, les cartes jouées), y a évalué %1, et a choisi la meilleure moyenne. Les valeurs sont des points de marque pour son camp moins ceux de l’autre camp ; l’écart dit combien elles variaient d’une donne à l’autre.</numerusform>
            </translation>
        </message>
        <message>
            <source>its choice</source>
            <translation>son choix</translation>
        </message>
        <message>
            <source>never coinched on so low a chance</source>
            <translation>jamais de coinche sur une chance si faible</translation>
        </message>
        <message>
            <source>needs %1 more</source>
            <translation>doit valoir %1 de plus</translation>
        </message>
        <message>
            <source>outside the system: needs %1 more</source>
            <translation>hors du système : doit valoir %1 de plus</translation>
        </message>
        <message>
            <source>outside the system</source>
            <translation>hors du système</translation>
        </message>
        <message numerus="yes">
            <source>dropped after %n deals</source>
            <translation>
                <numerusform>écarté après %n donne</numerusform>
                <numerusform>écarté après %n donnes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It no longer reads %1&apos;s cards by the card-play system: %2 of the %n promises they made were broken.</source>
            <comment>a seat, then how many promises it broke</comment>
            <translation>
                <numerusform>Il ne lit plus les cartes de %1 selon le système de jeu de la carte : %2 de la %n promesse que ses cartes ont faite a été rompue.</numerusform>
                <numerusform>Il ne lit plus les cartes de %1 selon le système de jeu de la carte : %2 des %n promesses que ses cartes ont faites ont été rompues.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2</source>
            <comment>a card, then where it may be</comment>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <source>Why the hint: %1</source>
            <comment>the hinted choice: 'J♥', '80 ♥'</comment>
            <translation>Pourquoi ce conseil : %1</translation>
        </message>
        <message>
            <source>by the card-play system</source>
            <translation>selon le système de jeu de la carte</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <source>Play this preset: classic, classic-no-annonces, coinche, coinche-montpellier.</source>
            <translation>Jouer cette variante : classic, classic-no-annonces, coinche, coinche-montpellier.</translation>
        </message>
        <message>
            <source>Rule options as a JSON object, over the preset (RULES.md §9).</source>
            <translation>Options de règles sous forme d’objet JSON, appliquées par-dessus la variante (RULES.md §9).</translation>
        </message>
        <message>
            <source>Deal the cards from this seed.</source>
            <translation>Distribuer les cartes à partir de cette graine.</translation>
        </message>
        <message>
            <source>A computer player at South too: watch four bots play.</source>
            <translation>Un joueur de l’ordinateur en Sud aussi : regarder jouer l’ordinateur aux quatre places.</translation>
        </message>
        <message>
            <source>Quit once N deals are finished (passed deals count).</source>
            <translation>Quitter une fois N donnes terminées (les donnes passées comptent).</translation>
        </message>
        <message>
            <source>Seconds a bot's card or call is shown (0: no pause, no animation).</source>
            <translation>Durée en secondes d’affichage de la carte ou de l’enchère d’un joueur de l’ordinateur (0 : sans pause ni animation).</translation>
        </message>
        <message>
            <source>Append each finished deal's record to FILE (one JSON line each).</source>
            <translation>Ajouter l’enregistrement de chaque donne terminée à FILE (une ligne JSON par donne).</translation>
        </message>
        <message>
            <source>French Belote and Coinche against three computer players.</source>
            <translation>Belote et coinche contre trois joueurs de l’ordinateur.</translation>
        </message>
    </context>
    <context>
        <name>rebelote::AuctionModel</name>
        <message>
            <source>%1 (out of turn)</source>
            <translation>%1 (à la volée)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <source>%1 (retourne %2)</source>
            <translation>%1 (retourne %2)</translation>
        </message>
    </context>
    <context>
        <name>rebelote::BeliefGrid</name>
        <message>
            <source>Where it believed the cards it could not see were</source>
            <translation>Où il croyait les cartes qu’il ne voyait pas</translation>
        </message>
        <message>
            <source>seen</source>
            <translation>vue</translation>
        </message>
    </context>
    <context>
        <name>rebelote::CallPanel</name>
        <message>
            <source>Calls</source>
            <translation>Enchères</translation>
        </message>
        <message>
            <source>Bid value</source>
            <translation>Valeur de l’enchère</translation>
        </message>
        <message>
            <source>Capot</source>
            <translation>Capot</translation>
        </message>
        <message>
            <source>Trump of the bid</source>
            <translation>Atout de l’enchère</translation>
        </message>
        <message>
            <source>&amp;Bid</source>
            <translation>&amp;Enchérir</translation>
        </message>
        <message>
            <source>&amp;Pass</source>
            <translation>&amp;Je passe</translation>
        </message>
        <message>
            <source>&amp;Coinche</source>
            <translation>&amp;Coincher</translation>
        </message>
        <message>
            <source>&amp;Surcoinche</source>
            <translation>&amp;Surcoincher</translation>
        </message>
        <message>
            <source>&amp;Bid %1</source>
            <translation>&amp;Enchérir %1</translation>
        </message>
        <message>
            <source>Auction: nobody has spoken yet</source>
            <translation>Enchères : personne n’a encore parlé</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <comment>seat and call in the auction line</comment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>Auction: %1</source>
            <translation>Enchères : %1</translation>
        </message>
        <message>
            <source>&amp;No trump</source>
            <translation>&amp;Sans Atout</translation>
        </message>
        <message>
            <source>&amp;All trump</source>
            <translation>Tout &amp;Atout</translation>
        </message>
        <message>
            <source>&amp;Take %1</source>
            <translation>&amp;Prendre %1</translation>
        </message>
        <message>
            <source>&amp;Spades</source>
            <translation>&amp;Pique</translation>
        </message>
        <message>
            <source>&amp;Hearts</source>
            <translation>&amp;Cœur</translation>
        </message>
        <message>
            <source>&amp;Diamonds</source>
            <translation>Ca&amp;rreau</translation>
        </message>
        <message>
            <source>&amp;Clubs</source>
            <translation>&amp;Trèfle</translation>
        </message>
        <message>
            <source>%1 took %2: overcall or pass</source>
            <translation>%1 a pris à %2 : surenchérir ou passer</translation>
        </message>
        <message>
            <source>Your call — the retourne is the %1</source>
            <translation>À vous de parler — retourne : %1</translation>
        </message>
        <message>
            <source>Your call: the retourne is %1</source>
            <translation>À vous : la retourne est %1</translation>
        </message>
        <message>
            <source>Second round: name a trump, or pass</source>
            <translation>Second tour : nommez l’atout, ou passez</translation>
        </message>
        <message>
            <source>%1: take</source>
            <translation>%1 : prendre</translation>
        </message>
        <message>
            <source>Your bid — nobody has bid yet</source>
            <translation>À vous de parler — aucune enchère pour l’instant</translation>
        </message>
        <message>
            <source>Your call — your %1 is coinched by %2</source>
            <translation>À vous de parler — votre %1 est coinché par %2</translation>
        </message>
        <message>
            <source>Your call — %1 bid %2, coinched by %3</source>
            <translation>À vous de parler — %1 a annoncé %2, coinché par %3</translation>
        </message>
        <message>
            <source>Your bid — your %1 stands</source>
            <translation>À vous de parler — votre %1 tient</translation>
        </message>
        <message>
            <source>Your bid — %1 bid %2</source>
            <translation>À vous de parler — %1 a annoncé %2</translation>
        </message>
        <message>
            <source>%1: bid</source>
            <translation>%1 : enchérir</translation>
        </message>
        <message>
            <source>%1: coinche</source>
            <translation>%1 : coincher</translation>
        </message>
        <message>
            <source>%1: surcoinche</source>
            <translation>%1 : surcoincher</translation>
        </message>
        <message>
            <source>←/→ value · ↑/↓ suit</source>
            <translation>←/→ valeur · ↑/↓ couleur</translation>
        </message>
        <message>
            <source>M: what the bids mean</source>
            <translation>M : ce que disent les enchères</translation>
        </message>
        <message>
            <source>%1 bid %2 — coinche before %3 speaks?</source>
            <translation>%1 a annoncé %2 — coincher avant que %3 parle ?</translation>
        </message>
        <message>
            <source>Taking: nobody has spoken yet</source>
            <translation>Prise : personne n’a encore parlé</translation>
        </message>
        <message>
            <source>Taking: %1</source>
            <translation>Prise : %1</translation>
        </message>
        <message>
            <source>M: what takes mean</source>
            <translation>M : sens des prises</translation>
        </message>
        <message>
            <source>&amp;Let it go (Esc)</source>
            <translation>Laisser &amp;passer (Échap)</translation>
        </message>
        <message>
            <source>Enter or Space: the outlined call</source>
            <translation>Entrée ou Espace : le choix encadré</translation>
        </message>
        <message>
            <source>←/→ choose</source>
            <translation>←/→ choisir</translation>
        </message>
        <message>
            <source>Enter or Space: the outlined answer · %1: coinche · Esc: let it go</source>
            <translation>Entrée ou Espace : le choix encadré · %1 : coincher · Échap : laisser passer</translation>
        </message>
    </context>
    <context>
        <name>rebelote::DealSummaryPanel</name>
        <message>
            <source>N–S</source>
            <translation>N–S</translation>
        </message>
        <message>
            <source>E–W</source>
            <translation>E–O</translation>
        </message>
        <message>
            <source>Deal summary</source>
            <translation>Bilan de la donne</translation>
        </message>
        <message>
            <source>Card points</source>
            <translation>Points des cartes</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>Dix de der</translation>
        </message>
        <message>
            <source>Belote</source>
            <translation>Belote</translation>
        </message>
        <message>
            <source>Declarations</source>
            <translation>Annonces</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Marks this deal</source>
            <translation>Marque de la donne</translation>
        </message>
        <message>
            <source>Litige points from before</source>
            <translation>Litige précédent</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>The bots played your cards again, the normal level in your seat: marks for your side minus the other side's</source>
            <translation>L’ordinateur a rejoué vos cartes, au niveau normal à votre place : points de votre camp moins ceux de l'autre camp</translation>
        </message>
        <message>
            <source>&amp;Next deal</source>
            <translation>Donne &amp;suivante</translation>
        </message>
        <message>
            <source>Deal &amp;again</source>
            <translation>Redonner les &amp;mêmes cartes</translation>
        </message>
        <message>
            <source>The same cards again from the start, in a new practice game (A)</source>
            <translation>Les mêmes cartes depuis le début, dans une nouvelle partie d'entraînement (M)</translation>
        </message>
        <message>
            <source>Enter: next deal</source>
            <translation>Entrée : donne suivante</translation>
        </message>
        <message>
            <source>%1, %2: %3</source>
            <translation>%1, %2 : %3</translation>
        </message>
        <message>
            <source>%1 took %2</source>
            <translation>%2 (preneur : %1)</translation>
        </message>
        <message>
            <source>Deal %1 — %2</source>
            <translation>Donne %1 — %2</translation>
        </message>
        <message>
            <source>Deal %1</source>
            <translation>Donne %1</translation>
        </message>
        <message>
            <source>Deal over</source>
            <translation>Donne terminée</translation>
        </message>
        <message>
            <source>takers</source>
            <translation>preneurs</translation>
        </message>
        <message>
            <source>defence</source>
            <translation>défense</translation>
        </message>
        <message>
            <source>The bots are playing your cards in your seat…</source>
            <translation>L’ordinateur rejoue vos cartes à votre place…</translation>
        </message>
        <message>
            <source>Enter: next deal · A: the same cards again</source>
            <translation>Entrée : donne suivante · M : les mêmes cartes</translation>
        </message>
        <message>
            <source>Last trick (capot)</source>
            <translation>Dernier pli (capot)</translation>
        </message>
        <message>
            <source>All trump: card points and last trick count 162/258 of their value in the total.</source>
            <translation>Tout Atout : les points des cartes et le dix de der comptent pour 162/258 de leur valeur dans le total.</translation>
        </message>
        <message>
            <source>Everyone passed. Next deal: you deal.</source>
            <translation>Tout le monde a passé. Donne suivante : vous donnez.</translation>
        </message>
        <message>
            <source>Everyone passed. Next deal: %1 deals.</source>
            <translation>Tout le monde a passé. Donne suivante : %1 donne.</translation>
        </message>
        <message>
            <source>Made: %1 against %2.</source>
            <translation>Réussi : %1 contre %2.</translation>
        </message>
        <message>
            <source>Made: %1 ≥ %2 and more than %3’s %4.</source>
            <translation>Réussi : %1 ≥ %2 et plus que les %4 de la défense (%3).</translation>
        </message>
        <message>
            <source>Made: %1 ≥ %2.</source>
            <translation>Réussi : %1 ≥ %2.</translation>
        </message>
        <message>
            <source>Down: %1 against %2.</source>
            <translation>Dedans : %1 contre %2.</translation>
        </message>
        <message>
            <source>Down: the capot was not made.</source>
            <translation>Dedans : le capot n’est pas fait.</translation>
        </message>
        <message>
            <source>Down: %1 &lt; %2.</source>
            <translation>Dedans : %1 &lt; %2.</translation>
        </message>
        <message>
            <source>Down: %1 is not more than %2.</source>
            <translation>Dedans : %1 ne dépasse pas %2.</translation>
        </message>
        <message>
            <source>Litige: %1 to %2. %3 points held for the next deal.</source>
            <translation>Litige : %1 à %2. %3 points remis en jeu à la donne suivante.</translation>
        </message>
        <message>
            <source>Capot! %1 took all eight tricks.</source>
            <translation>Capot ! %1 a fait les huit plis.</translation>
        </message>
        <message>
            <source>Down, capot against the takers: %1 took all eight tricks.</source>
            <translation>Dedans, les preneurs sont capot : %1 a fait les huit plis.</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <source>Game, deal %1 of %2</source>
            <translation>Partie, donne %1 sur %2</translation>
        </message>
        <message>
            <source>Game, to %1</source>
            <translation>Partie en %1</translation>
        </message>
        <message>
            <source>You: %1 · the bots in your seat: %2 · difference: %3</source>
            <translation>Vous : %1 · l’ordinateur à votre place : %2 · écart : %3</translation>
        </message>
        <message>
            <source>The result of the friend whose file you play, on the same cards in the same seat</source>
            <translation>Le résultat de l’ami dont vous jouez le fichier, sur les mêmes cartes à la même place</translation>
        </message>
        <message>
            <source>Set, deal %1 of %2</source>
            <translation>Série, donne %1 sur %2</translation>
        </message>
        <message>
            <source>%1: %2 on the same cards · you: %3 · difference: %4</source>
            <translation>%1 : %2 sur les mêmes cartes · vous : %3 · écart : %4</translation>
        </message>
    </context>
    <context>
        <name>rebelote::DeckPicker</name>
        <message>
            <source>Rebelote's own cards</source>
            <translation>Cartes de Rebelote</translation>
        </message>
        <message>
            <source>Reading the cards…</source>
            <translation>Lecture des cartes…</translation>
        </message>
        <message>
            <source>Rebelote's own cards, four colours</source>
            <translation>Cartes de Rebelote, en quatre couleurs</translation>
        </message>
        <message>
            <source>Spades black, hearts red, diamonds blue, clubs green</source>
            <translation>Pique en noir, cœur en rouge, carreau en bleu, trèfle en vert</translation>
        </message>
    </context>
    <context>
        <name>rebelote::DeclarationPanel</name>
        <message>
            <source>Declarations</source>
            <translation>Annonces</translation>
        </message>
        <message>
            <source>Declare &amp;nothing</source>
            <translation>Ne &amp;rien annoncer</translation>
        </message>
        <message>
            <source>Declare %1</source>
            <translation>Annoncer %1</translation>
        </message>
        <message>
            <source>+%1</source>
            <comment>points of a declaration</comment>
            <translation>+%1</translation>
        </message>
        <message>
            <source>Enter: declare the outlined choice · arrows choose · %1: nothing</source>
            <translation>Entrée : annoncer le choix encadré · flèches : choisir · %1 : rien</translation>
        </message>
    </context>
    <context>
        <name>rebelote::GameController</name>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>Choose your declarations first.</source>
            <translation>Choisissez d’abord vos annonces.</translation>
        </message>
        <message>
            <source>Coinche</source>
            <translation>Coincher</translation>
        </message>
        <message>
            <source>Let it go</source>
            <translation>Laisser passer</translation>
        </message>
        <message>
            <source>Declare nothing</source>
            <translation>Ne rien annoncer</translation>
        </message>
        <message>
            <source>Declare %1</source>
            <translation>Annoncer %1</translation>
        </message>
        <message>
            <source>Play %1</source>
            <translation>Jouer %1</translation>
        </message>
        <message>
            <source>You can claim the remaining tricks when it is your turn to play a card.</source>
            <translation>Vous pouvez réclamer les plis restants quand c’est à vous de jouer une carte.</translation>
        </message>
        <message>
            <source>Not yet: %1 can still take a trick.</source>
            <translation>Pas encore : %1 peut encore faire un pli.</translation>
        </message>
        <message>
            <source>Too early to be sure: play on a little.</source>
            <translation>Trop tôt pour en être sûr : jouez encore un peu.</translation>
        </message>
        <message>
            <source>Claim accepted: your side takes every remaining trick.</source>
            <translation>Réclamation acceptée : votre camp remporte tous les plis restants.</translation>
        </message>
        <message>
            <source>you</source>
            <comment>the person, named inside a sentence</comment>
            <translation>vous</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <comment>a seat, then what its card said</comment>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <comment>the card to play, then what it says</comment>
            <translation>%1 : %2</translation>
        </message>
    </context>
    <context>
        <name>rebelote::GameOverPanel</name>
        <message>
            <source>Game over</source>
            <translation>Partie terminée</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Nouvelle partie</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Fermer</translation>
        </message>
        <message>
            <source>Enter: new game · Escape: close</source>
            <translation>Entrée : nouvelle partie · Échap : fermer</translation>
        </message>
        <message>
            <source>You win!</source>
            <translation>Vous avez gagné !</translation>
        </message>
        <message>
            <source>%1 and %2 win %3 to %4</source>
            <translation>Victoire pour %1 et %2 : %3 à %4</translation>
        </message>
        <message numerus="yes">
            <source>after %n deals</source>
            <translation>
                <numerusform>en %n donne</numerusform>
                <numerusform>en %n donnes</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>rebelote::HistoryDealsModel</name>
        <message>
            <source>Made</source>
            <translation>Réussi</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Dedans</translation>
        </message>
        <message>
            <source>Litige</source>
            <translation>Litige</translation>
        </message>
        <message>
            <source>Capot</source>
            <translation>Capot</translation>
        </message>
        <message>
            <source>Capot against</source>
            <translation>Capot de la défense</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>Donne passée</translation>
        </message>
        <message>
            <source>You took this contract</source>
            <translation>Vous avez pris ce contrat</translation>
        </message>
        <message>
            <source>Imported</source>
            <translation>Importée</translation>
        </message>
        <message>
            <source>%1 (you)</source>
            <translation>%1 (vous)</translation>
        </message>
        <message>
            <source>Surcoinched</source>
            <translation>Surcoinché</translation>
        </message>
        <message>
            <source>Coinched</source>
            <translation>Coinché</translation>
        </message>
        <message>
            <source>Marks of North–South (you and your partner) at this deal</source>
            <translation>Marque de Nord–Sud (vous et votre partenaire) à cette donne</translation>
        </message>
        <message>
            <source>Marks of East–West at this deal</source>
            <translation>Marque d’Est–Ouest à cette donne</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Donne</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Jouée</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <source>Taker</source>
            <translation>Preneur</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>Contrat</translation>
        </message>
        <message>
            <source>Coinche</source>
            <translation>Coinche</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>N–S marks</source>
            <translation>Marque N–S</translation>
        </message>
        <message>
            <source>E–W marks</source>
            <translation>Marque E–O</translation>
        </message>
        <message>
            <source>%1 (retourne %2)</source>
            <translation>%1 (retourne %2)</translation>
        </message>
        <message>
            <source>Played on from a deleted deal after move %1</source>
            <translation>Suite jouée d’une donne supprimée, après le coup %1</translation>
        </message>
        <message>
            <source>Played on from the start of a deleted deal</source>
            <translation>Suite jouée du début d’une donne supprimée</translation>
        </message>
        <message>
            <source>Played on from the start of an imported deal</source>
            <translation>Suite jouée du début d’une donne importée</translation>
        </message>
        <message>
            <source>Played on from an imported deal after move %1</source>
            <translation>Suite jouée d’une donne importée, après le coup %1</translation>
        </message>
        <message>
            <source>Played on from the start of deal %1 of game %2</source>
            <translation>Suite jouée du début de la donne %1 de la partie %2</translation>
        </message>
        <message>
            <source>Played on from deal %1 of game %2 after move %3</source>
            <translation>Suite jouée de la donne %1 de la partie %2, après le coup %3</translation>
        </message>
        <message>
            <source>%1 ↳ from a deleted deal</source>
            <translation>%1 ↳ suite d’une donne supprimée</translation>
        </message>
        <message>
            <source>%1 ↳ from an imported deal</source>
            <translation>%1 ↳ suite d’une donne importée</translation>
        </message>
        <message>
            <source>%1 ↳ from #%2.%3</source>
            <translation>%1 ↳ suite de #%2.%3</translation>
        </message>
        <message>
            <source>Deal %1.</source>
            <translation>Donne %1.</translation>
        </message>
        <message>
            <source>%1.</source>
            <translation>%1.</translation>
        </message>
        <message>
            <source>Double-click the deal number, or press %1, to go to it.</source>
            <translation>Double-cliquez sur le numéro de la donne, ou appuyez sur %1, pour y aller.</translation>
        </message>
        <message numerus="yes">
            <source>%n deals were played on from this one.</source>
            <translation>
                <numerusform>Sa suite a été jouée %n fois.</numerusform>
                <numerusform>Sa suite a été jouée %n fois.</numerusform>
            </translation>
        </message>
        <message>
            <source>Made against you</source>
            <translation>Réussi contre vous</translation>
        </message>
        <message>
            <source>They went down</source>
            <translation>Ils sont dedans</translation>
        </message>
        <message>
            <source>Capot against you</source>
            <translation>Capot contre vous</translation>
        </message>
    </context>
    <context>
        <name>rebelote::HistoryGamesModel</name>
        <message>
            <source>Every deal of the history</source>
            <translation>Toutes les donnes de l’historique</translation>
        </message>
        <message>
            <source>Deals imported from files, outside any game</source>
            <translation>Donnes importées depuis des fichiers, hors de toute partie</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Toutes les parties</translation>
        </message>
        <message>
            <source>Imported deals</source>
            <translation>Donnes importées</translation>
        </message>
        <message>
            <source>person</source>
            <translation>humain</translation>
        </message>
        <message>
            <source>%1: %2 (%3)</source>
            <translation>%1 : %2 (%3)</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>En cours</translation>
        </message>
        <message>
            <source>Abandoned</source>
            <translation>Abandonnée</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gagnée</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Perdue</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Terminée</translation>
        </message>
        <message>
            <source>%1 – %2</source>
            <translation>%1 – %2</translation>
        </message>
        <message>
            <source>Points of North–South (you and your partner) and of East–West</source>
            <translation>Points de Nord–Sud (vous et votre partenaire) et d’Est–Ouest</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>Commencée</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Donnes</translation>
        </message>
        <message>
            <source>Score (N–S – E–W)</source>
            <translation>Score (N–S – E–O)</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>%1 (practice)</source>
            <translation>%1 (entraînement)</translation>
        </message>
    </context>
    <context>
        <name>rebelote::HistoryRecorder</name>
        <message>
            <source>the end of a deal</source>
            <translation>la fin d’une donne</translation>
        </message>
        <message>
            <source>The history could not save %1 before closing: it is kept in %2 and will be saved at the next start.</source>
            <translation>L’historique n’a pas pu enregistrer %1 avant la fermeture : c’est gardé dans %2 et sera enregistré au prochain démarrage.</translation>
        </message>
        <message>
            <source>The history has caught up: every move is saved.</source>
            <translation>L’historique est à jour : chaque coup est enregistré.</translation>
        </message>
        <message>
            <source>The history is behind: %1.</source>
            <translation>L’historique est en retard : %1.</translation>
        </message>
        <message>
            <source>The moves kept when Rebelote last closed cannot be saved into the history (%1): the file %2 was left as it is.</source>
            <translation>Les coups gardés à la dernière fermeture de Rebelote ne peuvent pas être enregistrés dans l’historique (%1) : le fichier %2 a été laissé tel quel.</translation>
        </message>
        <message>
            <source>The moves kept when Rebelote last closed cannot be saved into the history (%1): the file was kept as %2.</source>
            <translation>Les coups gardés à la dernière fermeture de Rebelote ne peuvent pas être enregistrés dans l’historique (%1) : le fichier a été conservé sous le nom %2.</translation>
        </message>
        <message>
            <source>The history could not save %1 before closing, and there is no room to keep it anywhere (%2).</source>
            <translation>L’historique n’a pas pu enregistrer %1 avant la fermeture, et il n’y a de place nulle part pour le garder (%2).</translation>
        </message>
        <message numerus="yes">
            <source>%n moves</source>
            <translation>
                <numerusform>%n coup</numerusform>
                <numerusform>%n coups</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The history is %n moves behind: %1.</source>
            <translation>
                <numerusform>L’historique a %n coup de retard : %1.</numerusform>
                <numerusform>L’historique a %n coups de retard : %1.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>rebelote::HistorySession</name>
        <message>
            <source>Rebelote is already open in another window: the games of this one are not kept in the history.</source>
            <translation>Rebelote est déjà ouvert dans une autre fenêtre : les parties de celle-ci ne sont pas gardées dans l’historique.</translation>
        </message>
        <message>
            <source>The history's lock file %1 cannot be made: the games of this window are not kept in the history.</source>
            <translation>Le fichier de verrou de l’historique %1 ne peut pas être créé : les parties de cette fenêtre ne sont pas conservées dans l’historique.</translation>
        </message>
    </context>
    <context>
        <name>rebelote::HistoryStatsView</name>
        <message>
            <source>No deal analysed yet — open a deal's replay to analyse it.</source>
            <translation>Aucune donne analysée pour l’instant — ouvrez la revue d’une donne pour l’analyser.</translation>
        </message>
        <message>
            <source>Games finished: %1 — won %2, lost %3.</source>
            <translation>Parties terminées : %1 — %2 gagnées, %3 perdues.</translation>
        </message>
        <message>
            <source>Contracts you took: %1 — made %2, down %3.</source>
            <translation>Contrats que vous avez pris : %1 — %2 réussis, %3 dedans.</translation>
        </message>
        <message>
            <source>Deals played: %1.</source>
            <translation>Donnes jouées : %1.</translation>
        </message>
        <message>
            <source>Games won and lost</source>
            <translation>Parties gagnées et perdues</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gagnées</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Perdues</translation>
        </message>
        <message>
            <source>Made</source>
            <translation>Réussis</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Dedans</translation>
        </message>
        <message>
            <source>Litige</source>
            <translation>Litiges</translation>
        </message>
        <message>
            <source>Contracts you took, by game</source>
            <translation>Contrats que vous avez pris, par jeu</translation>
        </message>
        <message>
            <source>Contracts you took, by trump</source>
            <translation>Contrats que vous avez pris, par atout</translation>
        </message>
        <message>
            <source>North–South (you)</source>
            <translation>Nord–Sud (vous)</translation>
        </message>
        <message>
            <source>East–West</source>
            <translation>Est–Ouest</translation>
        </message>
        <message>
            <source>Deals played, oldest first</source>
            <translation>Donnes jouées, dans l’ordre</translation>
        </message>
        <message>
            <source>Marks</source>
            <translation>Marque</translation>
        </message>
        <message>
            <source>Your cards against the solver</source>
            <translation>Vos cartes face au calcul exact</translation>
        </message>
        <message>
            <source>Best card: %1</source>
            <translation>Meilleure carte : %1</translation>
        </message>
        <message>
            <source>Lost marks: %1</source>
            <translation>Marque perdue : %1</translation>
        </message>
        <message>
            <source>Classic</source>
            <translation>Classique</translation>
        </message>
        <message>
            <source>Classic, no decl.</source>
            <translation>Sans annonces</translation>
        </message>
        <message>
            <source>Coinche</source>
            <translation>Coinche</translation>
        </message>
        <message>
            <source>Montpellier</source>
            <translation>Montpellier</translation>
        </message>
        <message>
            <source>Deals analysed: %1. %2 of your %3 choices of card lost %4 marks in all.</source>
            <translation>Donnes analysées : %1. %2 de vos %3 choix de carte ont fait perdre %4 points de marque en tout.</translation>
        </message>
        <message>
            <source>In the deals analysed (%1), %2 of your %3 choices of card lost marks against the best card, %4 marks in all.</source>
            <translation>Dans les donnes analysées (%1), %2 de vos %3 choix de carte ont fait perdre des points de marque face à la meilleure carte, %4 points en tout.</translation>
        </message>
        <message>
            <source>In the deals analysed (%1), you never had a choice of card.</source>
            <translation>Dans les donnes analysées (%1), vous n’avez jamais eu le choix de la carte.</translation>
        </message>
        <message numerus="yes">
            <source>%n deals of practice games are left out.</source>
            <translation>
                <numerusform>%n donne d'une partie d'entraînement n'est pas comptée.</numerusform>
                <numerusform>%n donnes de parties d'entraînement ne sont pas comptées.</numerusform>
            </translation>
        </message>
        <message>
            <source>Game whose results against the bots are shown</source>
            <translation>Jeu dont les résultats contre l’ordinateur sont affichés</translation>
        </message>
        <message>
            <source>Against the bots in your seat, on the same cards: one deal compared, your marks minus theirs %1.</source>
            <translation>Contre l’ordinateur à votre place, avec les mêmes cartes : une donne comparée, vos points moins les siens %1.</translation>
        </message>
        <message>
            <source>Against the bots in your seat, on the same cards: %1 deals compared, your marks minus theirs %2 a deal on average.</source>
            <translation>Contre l’ordinateur à votre place, avec les mêmes cartes : %1 donnes comparées, vos points moins les siens %2 par donne en moyenne.</translation>
        </message>
        <message numerus="yes">
            <source>%1 (%n deals)</source>
            <translation>
                <numerusform>%1 (%n donne)</numerusform>
                <numerusform>%1 (%n donnes)</numerusform>
            </translation>
        </message>
        <message>
            <source>You minus the bots: %1</source>
            <translation>Vous moins l’ordinateur : %1</translation>
        </message>
        <message>
            <source>Your marks minus the bots' in your seat, on the same cards: %1 a deal on average, %2 over the last 20 deals</source>
            <translation>Vos points moins ceux de l’ordinateur à votre place, avec les mêmes cartes : %1 par donne en moyenne, %2 sur les 20 dernières donnes</translation>
        </message>
        <message>
            <source>Each deal</source>
            <translation>Chaque donne</translation>
        </message>
        <message>
            <source>Last 20</source>
            <translation>Sur 20</translation>
        </message>
        <message>
            <source>Last 100</source>
            <translation>Sur 100</translation>
        </message>
        <message>
            <source>Deals compared, oldest first</source>
            <translation>Donnes comparées, dans l’ordre</translation>
        </message>
        <message>
            <source>Marks per deal</source>
            <translation>Points par donne</translation>
        </message>
        <message>
            <source>Marks per deal, the last %1 deals</source>
            <translation>Points par donne, les %1 dernières donnes</translation>
        </message>
        <message numerus="yes">
            <source>Deal sets (%n)</source>
            <translation>
                <numerusform>Séries de donnes (%n)</numerusform>
                <numerusform>Séries de donnes (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Deal sets: your score against the bots</source>
            <translation>Séries de donnes : votre score contre l’ordinateur</translation>
        </message>
        <message>
            <source>Against the bots</source>
            <translation>Contre l’ordinateur</translation>
        </message>
        <message>
            <source>%1: %2 against the bots, %3 of %4 at or above par</source>
            <translation>%1 : %2 contre l’ordinateur, %3 sur %4 au niveau de l’ordinateur ou mieux</translation>
        </message>
    </context>
    <context>
        <name>rebelote::HistoryWindow</name>
        <message>
            <source>History</source>
            <translation>Historique</translation>
        </message>
        <message>
            <source>&amp;Games and deals</source>
            <translation>&amp;Parties et donnes</translation>
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation>&amp;Statistiques</translation>
        </message>
        <message>
            <source>&amp;Rules:</source>
            <translation>&amp;Règles :</translation>
        </message>
        <message>
            <source>&amp;Outcome:</source>
            <translation>Rés&amp;ultat :</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Toutes</translation>
        </message>
        <message>
            <source>Any</source>
            <translation>Tous</translation>
        </message>
        <message>
            <source>Made</source>
            <translation>Réussi</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Dedans</translation>
        </message>
        <message>
            <source>Litige</source>
            <translation>Litige</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>Donne passée</translation>
        </message>
        <message>
            <source>Contracts I &amp;took</source>
            <translation>&amp;Contrats que j’ai pris</translation>
        </message>
        <message>
            <source>Only the deals where you (South) took the contract</source>
            <translation>Seulement les donnes où vous (Sud) avez pris le contrat</translation>
        </message>
        <message>
            <source>&amp;From</source>
            <translation>&amp;Du</translation>
        </message>
        <message>
            <source>T&amp;o</source>
            <translation>&amp;Au</translation>
        </message>
        <message>
            <source>Show &amp;all</source>
            <translation>&amp;Tout afficher</translation>
        </message>
        <message>
            <source>Clear the filters</source>
            <translation>Effacer les filtres</translation>
        </message>
        <message>
            <source>Ga&amp;mes:</source>
            <translation>Parti&amp;es :</translation>
        </message>
        <message>
            <source>&amp;Deals of the selected games (Enter: replay):</source>
            <translation>Do&amp;nnes des parties sélectionnées (Entrée : revoir) :</translation>
        </message>
        <message>
            <source>&amp;Replay</source>
            <translation>Re&amp;voir</translation>
        </message>
        <message>
            <source>Replay the selected deal (Enter)</source>
            <translation>Revoir la donne sélectionnée (Entrée)</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>E&amp;xporter…</translation>
        </message>
        <message>
            <source>Save the selected deals or games as deal records (%1)</source>
            <translation>Sauvegarder les donnes ou les parties sélectionnées en enregistrements de donnes (%1)</translation>
        </message>
        <message>
            <source>&amp;Import…</source>
            <translation>&amp;Importer…</translation>
        </message>
        <message>
            <source>Add deal records from files (%1)</source>
            <translation>Ajouter des enregistrements de donnes depuis des fichiers (%1)</translation>
        </message>
        <message>
            <source>De&amp;lete game…</source>
            <translation>Suppri&amp;mer la partie…</translation>
        </message>
        <message>
            <source>Delete the selected game and its deals (Delete)</source>
            <translation>Supprimer la partie sélectionnée et ses donnes (Suppr)</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Fermer</translation>
        </message>
        <message>
            <source>&amp;Deals of all games (Enter: replay):</source>
            <translation>Do&amp;nnes de toutes les parties (Entrée : revoir) :</translation>
        </message>
        <message>
            <source>&amp;Deals imported (Enter: replay):</source>
            <translation>Do&amp;nnes importées (Entrée : revoir) :</translation>
        </message>
        <message>
            <source>&amp;Deals of game %1 (Enter: replay):</source>
            <translation>Do&amp;nnes de la partie %1 (Entrée : revoir) :</translation>
        </message>
        <message>
            <source>Deal records, one a line (*.jsonl)</source>
            <translation>Enregistrements de donnes, un par ligne (*.jsonl)</translation>
        </message>
        <message>
            <source>One deal record (*.json)</source>
            <translation>Un enregistrement de donne (*.json)</translation>
        </message>
        <message>
            <source>Export deals</source>
            <translation>Exporter des donnes</translation>
        </message>
        <message>
            <source>The deals could not be saved: %1</source>
            <translation>Les donnes n’ont pas pu être enregistrées : %1</translation>
        </message>
        <message>
            <source>Import deals</source>
            <translation>Importer des donnes</translation>
        </message>
        <message>
            <source>Could not be read: %1</source>
            <translation>Lecture impossible : %1</translation>
        </message>
        <message>
            <source>Deal records (*.jsonl *.json);;All files (*)</source>
            <translation>Enregistrements de donnes (*.jsonl *.json);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Delete game</source>
            <translation>Supprimer la partie</translation>
        </message>
        <message>
            <source>It cannot be undone. Export it first to keep its deals.</source>
            <translation>Cette action est irréversible. Exportez d’abord la partie pour garder ses donnes.</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Supprimer</translation>
        </message>
        <message>
            <source>The game could not be deleted: %1</source>
            <translation>La partie n’a pas pu être supprimée : %1</translation>
        </message>
        <message>
            <source>Game %1 deleted.</source>
            <translation>Partie %1 supprimée.</translation>
        </message>
        <message numerus="yes">
            <source>%n deals added.</source>
            <translation>
                <numerusform>%n donne ajoutée.</numerusform>
                <numerusform>%n donnes ajoutées.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n deals already in the history, kept once.</source>
            <translation>
                <numerusform>%n donne déjà dans l’historique, conservée une seule fois.</numerusform>
                <numerusform>%n donnes déjà dans l’historique, conservées une seule fois.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n records refused (details below).</source>
            <translation>
                <numerusform>%n enregistrement refusé (détails ci-dessous).</numerusform>
                <numerusform>%n enregistrements refusés (détails ci-dessous).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n deals imported.</source>
            <translation>
                <numerusform>%n donne importée.</numerusform>
                <numerusform>%n donnes importées.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Saving %n deals…</source>
            <translation>
                <numerusform>Enregistrement de %n donne…</numerusform>
                <numerusform>Enregistrement de %n donnes…</numerusform>
            </translation>
        </message>
        <message>
            <source>The history could not be read: %1</source>
            <translation>L’historique n’a pas pu être lu : %1</translation>
        </message>
        <message>
            <source>The statistics could not be counted: %1</source>
            <translation>Les statistiques n’ont pas pu être calculées : %1</translation>
        </message>
        <message numerus="yes">
            <source>%n deals saved to %1.</source>
            <translation>
                <numerusform>%n donne enregistrée dans %1.</numerusform>
                <numerusform>%n donnes enregistrées dans %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete game %1 of %2 and its %n deals?</source>
            <translation>
                <numerusform>Supprimer la partie %1 du %2 et sa donne ?</numerusform>
                <numerusform>Supprimer la partie %1 du %2 et ses %n donnes ?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %n deals…</source>
            <translation>
                <numerusform>Supprimer la donne…</numerusform>
                <numerusform>Supprimer %n donnes…</numerusform>
            </translation>
        </message>
        <message>
            <source>The deals of the game in progress cannot be deleted</source>
            <translation>Les donnes de la partie en cours ne peuvent pas être supprimées</translation>
        </message>
        <message>
            <source>Delete the selected deals (Delete)</source>
            <translation>Supprimer les donnes sélectionnées (Suppr)</translation>
        </message>
        <message>
            <source>Delete deals</source>
            <translation>Supprimer des donnes</translation>
        </message>
        <message numerus="yes">
            <source>Delete the %n selected deals?</source>
            <translation>
                <numerusform>Supprimer la donne sélectionnée ?</numerusform>
                <numerusform>Supprimer les %n donnes sélectionnées ?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It cannot be undone, and their analyses go with them. Export them first to keep them.</source>
            <translation>
                <numerusform>Cette action est irréversible, et son analyse part avec elle. Exportez-la d’abord pour la garder.</numerusform>
                <numerusform>Cette action est irréversible, et leurs analyses partent avec elles. Exportez-les d’abord pour les garder.</numerusform>
            </translation>
        </message>
        <message>
            <source>Game %1 goes with its last deal.</source>
            <translation>La partie %1 est supprimée avec sa dernière donne.</translation>
        </message>
        <message numerus="yes">
            <source>%n games go with their last deals.</source>
            <translation>
                <numerusform>%n partie est supprimée avec sa dernière donne.</numerusform>
                <numerusform>%n parties sont supprimées avec leurs dernières donnes.</numerusform>
            </translation>
        </message>
        <message>
            <source>The deals could not be deleted: %1</source>
            <translation>Les donnes n’ont pas pu être supprimées : %1</translation>
        </message>
        <message numerus="yes">
            <source>%n deals deleted.</source>
            <translation>
                <numerusform>%n donne supprimée.</numerusform>
                <numerusform>%n donnes supprimées.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 Waiting: %2.</source>
            <translation>%1 En attente : %2.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>%1 Cancelling…</source>
            <translation>%1 Annulation…</translation>
        </message>
        <message>
            <source>Reading %1…</source>
            <translation>Lecture de %1…</translation>
        </message>
        <message>
            <source>Reading %1: %2 of %3 records…</source>
            <translation>Lecture de %1 : %2 donnes sur %3…</translation>
        </message>
        <message>
            <source>File %1 of %2. %3</source>
            <translation>Fichier %1 sur %2. %3</translation>
        </message>
        <message>
            <source>Import cancelled: nothing imported.</source>
            <translation>Import annulé : rien n’a été importé.</translation>
        </message>
        <message numerus="yes">
            <source>Adding %n deals to the history…</source>
            <translation>
                <numerusform>Ajout de %n donne à l’historique…</numerusform>
                <numerusform>Ajout de %n donnes à l’historique…</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing imported: the history could not be written.</source>
            <translation>Rien n’a été importé : l’historique n’a pas pu être écrit.</translation>
        </message>
        <message>
            <source>Deleting game %1…</source>
            <translation>Suppression de la partie %1…</translation>
        </message>
        <message>
            <source>Cancelled: nothing deleted.</source>
            <translation>Annulé : rien n’a été supprimé.</translation>
        </message>
        <message numerus="yes">
            <source>Deleting %n deals…</source>
            <translation>
                <numerusform>Suppression de %n donne…</numerusform>
                <numerusform>Suppression de %n donnes…</numerusform>
            </translation>
        </message>
        <message>
            <source>Loading the lists…</source>
            <translation>Chargement des listes…</translation>
        </message>
        <message>
            <source>&amp;Go to the deal it was played on from</source>
            <translation>&amp;Aller à la donne dont c’est la suite</translation>
        </message>
        <message>
            <source>The filters were cleared to show the deal.</source>
            <translation>Les filtres ont été effacés pour afficher la donne.</translation>
        </message>
        <message>
            <source>Sets &amp;played</source>
            <translation>Séries &amp;jouées</translation>
        </message>
    </context>
    <context>
        <name>rebelote::HistoryWriter</name>
        <message>
            <source>cancelled</source>
            <translation>annulé</translation>
        </message>
        <message>
            <source>not done: the history was closed first</source>
            <translation>non fait : l’historique a été fermé avant</translation>
        </message>
    </context>
    <context>
        <name>rebelote::LastTrickWidget</name>
        <message>
            <source>Last trick (L or Esc closes)</source>
            <translation>Dernier pli (L ou Échap pour fermer)</translation>
        </message>
        <message>
            <source>Last trick (L)</source>
            <translation>Dernier pli (L)</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>aucun pour l’instant</translation>
        </message>
        <message>
            <source>won by %1 · %2</source>
            <translation>remporté par %1 · %2</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>Dernier pli</translation>
        </message>
        <message>
            <source>%1 played %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <source>%1; won by %2, %3 points</source>
            <translation>%1 ; remporté par %2, %3 points</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <comment>a seat, then what its card said</comment>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <source>. By the system: %1</source>
            <translation>. Selon le système : %1</translation>
        </message>
    </context>
    <context>
        <name>rebelote::MainWindow</name>
        <message>
            <source>History</source>
            <translation>Historique</translation>
        </message>
        <message>
            <source>Start a new history (the old one kept as %1)</source>
            <translation>Commencer un nouvel historique (l’ancien conservé sous le nom %1)</translation>
        </message>
        <message>
            <source>Keep it read-only</source>
            <translation>Le garder en lecture seule</translation>
        </message>
        <message>
            <source>Replay of deal %1</source>
            <translation>Revue de la donne %1</translation>
        </message>
        <message>
            <source>Replay of an imported deal</source>
            <translation>Revue d’une donne importée</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Revue</translation>
        </message>
        <message>
            <source>This deal cannot be replayed: %1</source>
            <translation>Cette donne ne peut pas être revue : %1</translation>
        </message>
        <message>
            <source>it was deleted from the history</source>
            <translation>elle a été supprimée de l’historique</translation>
        </message>
        <message>
            <source>the deal is over at this point</source>
            <translation>la donne est terminée à ce stade</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>Jouer la suite</translation>
        </message>
        <message>
            <source>This deal cannot be played on: %1</source>
            <translation>Impossible de jouer la suite de cette donne : %1</translation>
        </message>
        <message>
            <source>Leave the game on the table to play this deal on? It stays in the history, unfinished.</source>
            <translation>Quitter la partie en cours pour jouer la suite de cette donne ? Elle reste dans l’historique, inachevée.</translation>
        </message>
        <message>
            <source>&amp;Play on</source>
            <translation>&amp;Jouer la suite</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>The moves kept when Rebelote last closed are not saved yet%1: the game they belong to is offered once they are. Deal a new game now? That game is then left unfinished in the history.</source>
            <translation>Les coups gardés à la dernière fermeture de Rebelote ne sont pas encore enregistrés%1 : la partie à laquelle ils appartiennent sera proposée dès qu’ils le seront. Distribuer une nouvelle partie maintenant ? Cette partie restera alors inachevée dans l’historique.</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Nouvelle partie</translation>
        </message>
        <message>
            <source>&amp;Wait</source>
            <translation>&amp;Attendre</translation>
        </message>
        <message>
            <source>Resume the game?</source>
            <translation>Reprendre la partie ?</translation>
        </message>
        <message>
            <source>A game was left unfinished: %1, deal %2, %3 to %4 (started %5). Take it up where it stopped?</source>
            <translation>Une partie est restée inachevée : %1, donne %2, %3 à %4 (commencée : %5). La reprendre là où elle s’est arrêtée ?</translation>
        </message>
        <message>
            <source>Deal %1 of %2 of the set “%3” was left unfinished (started %4). Take it up where it stopped?</source>
            <translation>La donne %1 sur %2 de la série « %3 » est restée inachevée (commencée : %4). La reprendre là où elle s’est arrêtée ?</translation>
        </message>
        <message>
            <source>New game abandons it for the game asked on the command line. Not now plays that game without keeping it in the history, and the unfinished one stays offered.</source>
            <translation>Nouvelle partie l’abandonne pour la partie demandée en ligne de commande. Plus tard joue cette partie sans la conserver dans l’historique, et la partie inachevée reste proposée.</translation>
        </message>
        <message>
            <source>&amp;Resume</source>
            <translation>&amp;Reprendre</translation>
        </message>
        <message>
            <source>Not &amp;now</source>
            <translation>Plus &amp;tard</translation>
        </message>
        <message>
            <source>The game cannot be taken up again: %1</source>
            <translation>La partie ne peut pas être reprise : %1</translation>
        </message>
        <message>
            <source>This game is not kept in the history, so that the unfinished one stays offered.</source>
            <translation>Cette partie n’est pas conservée dans l’historique, pour que la partie inachevée reste proposée.</translation>
        </message>
        <message>
            <source>Rebelote</source>
            <translation>Rebelote</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Feuille de marque</translation>
        </message>
        <message>
            <source>Auction</source>
            <translation>Enchères</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Partie</translation>
        </message>
        <message>
            <source>&amp;New</source>
            <translation>&amp;Nouvelle</translation>
        </message>
        <message>
            <source>&amp;History…</source>
            <translation>&amp;Historique…</translation>
        </message>
        <message>
            <source>&amp;Take back</source>
            <translation>&amp;Reprendre</translation>
        </message>
        <message>
            <source>Takes back your last card or call, and the computer players' moves since</source>
            <translation>Reprend votre dernière carte ou annonce, et les coups des joueurs de l'ordinateur depuis</translation>
        </message>
        <message>
            <source>Play &amp;forward again</source>
            <translation>Re&amp;jouer la suite</translation>
        </message>
        <message>
            <source>Makes again the moves taken back, up to your next decision</source>
            <translation>Rejoue les coups repris, jusqu'à votre prochaine décision</translation>
        </message>
        <message>
            <source>Deal &amp;again</source>
            <translation>Redonner les &amp;mêmes cartes</translation>
        </message>
        <message>
            <source>Plays the same cards again from the start</source>
            <translation>Rejoue les mêmes cartes depuis le début</translation>
        </message>
        <message>
            <source>&amp;Why?</source>
            <translation>Pour&amp;quoi ?</translation>
        </message>
        <message>
            <source>Why the hint, or the last computer player's move: the value of each choice, and where it believed the cards were</source>
            <translation>Pourquoi ce conseil, ou le dernier coup d’un joueur de l’ordinateur : la valeur de chaque choix, et où il croyait les cartes</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <source>&amp;Score sheet</source>
            <translation>&amp;Feuille de marque</translation>
        </message>
        <message>
            <source>&amp;Auction</source>
            <translation>&amp;Enchères</translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation>&amp;Dernier pli</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Réglages</translation>
        </message>
        <message>
            <source>&amp;Pace of the computer players</source>
            <translation>&amp;Vitesse des joueurs de l’ordinateur</translation>
        </message>
        <message>
            <source>&amp;Instant (no pause, no animation)</source>
            <translation>&amp;Immédiat (sans pause ni animation)</translation>
        </message>
        <message>
            <source>&amp;Fast (0.3 s a card)</source>
            <translation>&amp;Rapide (0,3 s par carte)</translation>
        </message>
        <message>
            <source>&amp;Normal (0.8 s a card)</source>
            <translation>&amp;Normal (0,8 s par carte)</translation>
        </message>
        <message>
            <source>&amp;Slow (1.5 s a card)</source>
            <translation>&amp;Lent (1,5 s par carte)</translation>
        </message>
        <message>
            <source>&amp;Very slow (2.5 s a card)</source>
            <translation>&amp;Très lent (2,5 s par carte)</translation>
        </message>
        <message>
            <source>Play a &amp;single legal card by itself</source>
            <translation>Jouer d’office la &amp;seule carte possible</translation>
        </message>
        <message>
            <source>&amp;Cards</source>
            <translation>&amp;Cartes</translation>
        </message>
        <message>
            <source>Rebelote's own cards</source>
            <translation>Cartes de Rebelote</translation>
        </message>
        <message>
            <source>Rebelote's own cards, four colours</source>
            <translation>Cartes de Rebelote, en quatre couleurs</translation>
        </message>
        <message>
            <source>C&amp;onfigure Rebelote…</source>
            <translation>C&amp;onfigurer Rebelote…</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Aid&amp;e</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Règles</translation>
        </message>
        <message>
            <source>How the computer players &amp;bid</source>
            <translation>Comment les joueurs de l’ordinateur &amp;enchérissent</translation>
        </message>
        <message>
            <source>&amp;About Rebelote</source>
            <translation>À &amp;propos de Rebelote</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>À propos de &amp;Qt</translation>
        </message>
        <message>
            <source>New rules</source>
            <translation>Nouvelles règles</translation>
        </message>
        <message>
            <source>The rules have changed. Start a new game with them now, or keep them for the next game?</source>
            <translation>Les règles ont changé. Commencer tout de suite une nouvelle partie avec elles, ou les garder pour la prochaine partie ?</translation>
        </message>
        <message>
            <source>&amp;New game now</source>
            <translation>&amp;Nouvelle partie maintenant</translation>
        </message>
        <message>
            <source>&amp;Keep for the next game</source>
            <translation>&amp;Garder pour la prochaine partie</translation>
        </message>
        <message>
            <source>No computer player's move to explain yet in this deal.</source>
            <translation>Aucun coup d’un joueur de l’ordinateur à expliquer dans cette donne pour l’instant.</translation>
        </message>
        <message>
            <source>Game ▸ New (Ctrl+N) deals a game</source>
            <translation>Partie ▸ Nouvelle (Ctrl+N) lance une partie</translation>
        </message>
        <message>
            <source>Practice game</source>
            <translation>Partie d'entraînement</translation>
        </message>
        <message>
            <source>deal %1</source>
            <translation>donne %1</translation>
        </message>
        <message>
            <source>, %1</source>
            <translation>, %1</translation>
        </message>
        <message>
            <source>taking</source>
            <translation>prise</translation>
        </message>
        <message>
            <source>auction</source>
            <translation>enchères</translation>
        </message>
        <message>
            <source>, trick %1</source>
            <translation>, pli %1</translation>
        </message>
        <message>
            <source>%1 dealt</source>
            <translation>donneur : %1</translation>
        </message>
        <message>
            <source>The game left unfinished is offered once they are saved.</source>
            <translation>La partie inachevée sera proposée dès qu’ils seront enregistrés.</translation>
        </message>
        <message>
            <source>The cards on the table are drawn by Rebelote itself.</source>
            <translation>Les cartes de la table sont dessinées par Rebelote lui-même.</translation>
        </message>
        <message>
            <source>The cards on the table, %1, are a deck of GNOME's card games (package gnome-cards-data), read from %2; the deck keeps its own licence.</source>
            <translation>Les cartes de la table, %1, sont un jeu de cartes des jeux de GNOME (paquet gnome-cards-data), lu depuis %2 ; ce jeu conserve sa propre licence.</translation>
        </message>
        <message>
            <source>The cards on the table, %1, are a deck of KDE's card games (package kdegames-card-data-kf5), read from %2; the deck keeps its own licence.</source>
            <translation>Les cartes de la table, %1, sont un jeu de cartes des jeux de KDE (paquet kdegames-card-data-kf5), lu depuis %2 ; ce jeu conserve sa propre licence.</translation>
        </message>
        <message>
            <source>About Rebelote</source>
            <translation>À propos de Rebelote</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Rebelote %1&lt;/h3&gt;&lt;p&gt;French Belote and Coinche, played solo against three computer players.&lt;/p&gt;&lt;p&gt;Rebelote is free software: you may share and change it under the terms of the GNU General Public License, version 3 or any later version. It comes with no warranty.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Rebelote %1&lt;/h3&gt;&lt;p&gt;Belote et coinche à la française, en solo contre trois joueurs de l’ordinateur.&lt;/p&gt;&lt;p&gt;Rebelote est un logiciel libre : vous pouvez le redistribuer et le modifier selon les termes de la licence publique générale GNU (GNU General Public License), version 3 ou toute version ultérieure. Il est fourni sans aucune garantie.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Other decks are found where GNOME's and KDE's card games install them, and chosen in Settings ▸ Configure Rebelote.</source>
            <translation>D’autres jeux de cartes sont recherchés là où les jeux de cartes de GNOME et de KDE les installent, et se choisissent dans Réglages ▸ Configurer Rebelote.</translation>
        </message>
        <message>
            <source>Free some space on the disk, then try again, or close and lose what was not saved.</source>
            <translation>Libérez de la place sur le disque puis réessayez, ou fermez en perdant ce qui n’a pas été enregistré.</translation>
        </message>
        <message>
            <source>&amp;Close and lose them</source>
            <translation>&amp;Fermer et les perdre</translation>
        </message>
        <message>
            <source>&amp;Try again</source>
            <translation>&amp;Réessayer</translation>
        </message>
        <message>
            <source>Taking</source>
            <translation>Prise</translation>
        </message>
        <message>
            <source>&amp;Taking</source>
            <translation>&amp;Prise</translation>
        </message>
        <message>
            <source>How the computer players &amp;play</source>
            <translation>Comment les joueurs de l’ordinateur &amp;jouent</translation>
        </message>
        <message>
            <source>Today's &amp;deals</source>
            <translation>&amp;Donnes du jour</translation>
        </message>
        <message>
            <source>The day's 8 deals, the same for everyone who plays Rebelote today</source>
            <translation>Les 8 donnes du jour, les mêmes pour tous ceux qui jouent à Rebelote aujourd’hui</translation>
        </message>
        <message>
            <source>Today's deals, %1</source>
            <translation>Donnes du jour, %1</translation>
        </message>
        <message>
            <source>Deal %1 of the set is not kept in the history: %2</source>
            <translation>La donne %1 de la série n’est pas gardée dans l’historique : %2</translation>
        </message>
        <message>
            <source>You have played this set.</source>
            <translation>Vous avez joué cette série.</translation>
        </message>
        <message>
            <source>The bots are still playing the last deal on the same cards: the score counts the deals whose par is known.</source>
            <translation>L’ordinateur joue encore la dernière donne avec les mêmes cartes : le score compte les donnes dont son résultat est connu.</translation>
        </message>
        <message>
            <source>&amp;Replay in the History…</source>
            <translation>&amp;Revoir dans l’historique…</translation>
        </message>
        <message>
            <source>Deal set</source>
            <translation>Série de donnes</translation>
        </message>
        <message>
            <source>Set up a deal</source>
            <translation>Composer une donne</translation>
        </message>
        <message>
            <source>This deal cannot be played: %1</source>
            <translation>Cette donne ne peut pas être jouée : %1</translation>
        </message>
        <message>
            <source>Leave the game on the table to play this deal? It stays in the history, unfinished.</source>
            <translation>Quitter la partie en cours pour jouer cette donne ? Elle reste dans l’historique, inachevée.</translation>
        </message>
        <message>
            <source>&amp;Play this deal</source>
            <translation>&amp;Jouer cette donne</translation>
        </message>
        <message>
            <source>Replay of a deal set up</source>
            <translation>Revue d’une donne composée</translation>
        </message>
        <message>
            <source>Set &amp;up a deal…</source>
            <translation>&amp;Composer une donne…</translation>
        </message>
        <message>
            <source>Places the cards into the hands yourself, then plays, replays or saves the deal</source>
            <translation>Placez vous-même les cartes dans les mains, puis jouez, revoyez ou enregistrez la donne</translation>
        </message>
        <message>
            <source>Deal %1 of the set, left before its end, is not kept in the history: %2</source>
            <translation>La donne %1 de la série, laissée avant sa fin, n’est pas gardée dans l’historique : %2</translation>
        </message>
        <message>
            <source>Play a f&amp;riend's set…</source>
            <translation>Jouer la série d’un &amp;ami…</translation>
        </message>
        <message>
            <source>Play a friend's set</source>
            <translation>Jouer la série d’un ami</translation>
        </message>
        <message>
            <source>Deal sets (*.jsonl);;All files (*)</source>
            <translation>Séries de donnes (*.jsonl);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Plays the deals of a file a friend shared, their result beside yours</source>
            <translation>Joue les donnes du fichier qu’un ami a partagé, son résultat à côté du vôtre</translation>
        </message>
        <message>
            <source>Play a set by &amp;code…</source>
            <translation>Jouer une série par son c&amp;ode…</translation>
        </message>
        <message>
            <source>Play a set by code</source>
            <translation>Jouer une série par son code</translation>
        </message>
        <message>
            <source>The set's code, e.g. 40W6-N07E:</source>
            <translation>Le code de la série, par exemple 40W6-N07E :</translation>
        </message>
        <message>
            <source>Plays the deals of a set's code, the same cards as whoever gave it</source>
            <translation>Joue les donnes du code d’une série, les mêmes cartes que celui qui l’a donné</translation>
        </message>
        <message>
            <source>&amp;Share the set…</source>
            <translation>Par&amp;tager la série…</translation>
        </message>
        <message>
            <source>Share the set</source>
            <translation>Partager la série</translation>
        </message>
        <message>
            <source>Deal sets (*.jsonl)</source>
            <translation>Séries de donnes (*.jsonl)</translation>
        </message>
        <message>
            <source>Writes your line in every deal of the set for a friend, and copies the set's code</source>
            <translation>Écrit votre jeu dans chaque donne de la série pour un ami, et copie le code de la série</translation>
        </message>
        <message>
            <source>The set is not kept in the history: %1</source>
            <translation>La série n’est pas gardée dans l’historique : %1</translation>
        </message>
        <message>
            <source>The friend's file is not kept in the history: %1</source>
            <translation>Le fichier de l’ami n’est pas gardé dans l’historique : %1</translation>
        </message>
        <message>
            <source>&amp;Share…</source>
            <translation>Par&amp;tager…</translation>
        </message>
        <message>
            <source>The file %1 cannot be written: %2</source>
            <translation>Le fichier %1 ne peut pas être écrit : %2</translation>
        </message>
        <message>
            <source>Your file of the set is in %1, and its code %2 is copied: a friend types it in Game ▸ Play a set by code…, or opens the file.</source>
            <translation>Votre fichier de la série est dans %1, et son code %2 est copié : un ami le tape dans Partie ▸ Jouer une série par son code…, ou ouvre le fichier.</translation>
        </message>
        <message>
            <source>Your file of the set is in %1: a friend opens it in Game ▸ Play a friend's set…</source>
            <translation>Votre fichier de la série est dans %1 : un ami l’ouvre dans Partie ▸ Jouer la série d’un ami…</translation>
        </message>
        <message>
            <source>The file %1 cannot be read: %2</source>
            <translation>Le fichier %1 ne peut pas être lu : %2</translation>
        </message>
        <message>
            <source>This file cannot be played: %1</source>
            <translation>Ce fichier ne peut pas être joué : %1</translation>
        </message>
        <message>
            <source>This file is not the set you played under its name: %1</source>
            <translation>Ce fichier n’est pas la série que vous avez jouée sous ce nom : %1</translation>
        </message>
        <message>
            <source>This code cannot be played: %1</source>
            <translation>Ce code ne peut pas être joué : %1</translation>
        </message>
        <message>
            <source>Your friend</source>
            <translation>Votre ami</translation>
        </message>
        <message>
            <source>%1 · played · %2 · %3</source>
            <translation>%1 · jouée · %2 · %3</translation>
        </message>
        <message>
            <source>%1 · %2 · deal %3 of %4 · %5</source>
            <translation>%1 · %2 · donne %3 sur %4 · %5</translation>
        </message>
        <message>
            <source>Replay of deal %1 of %2</source>
            <translation>Revue de la donne %1 · %2</translation>
        </message>
        <message numerus="yes">
            <source>Saving the %n moves kept when Rebelote last closed…</source>
            <translation>
                <numerusform>Enregistrement du coup gardé à la dernière fermeture de Rebelote…</numerusform>
                <numerusform>Enregistrement des %n coups gardés à la dernière fermeture de Rebelote…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>rebelote::ReplayWindow</name>
        <message>
            <source>Replay</source>
            <translation>Revue</translation>
        </message>
        <message>
            <source>the deal cannot be replayed</source>
            <translation>la donne ne peut pas être revue</translation>
        </message>
        <message>
            <source>To the deal as dealt (Home)</source>
            <translation>Au début de la donne (Origine)</translation>
        </message>
        <message>
            <source>Previous trick (Page Up)</source>
            <translation>Pli précédent (Page préc.)</translation>
        </message>
        <message>
            <source>One call or card back (Left)</source>
            <translation>Une enchère ou une carte en arrière (Gauche)</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Lecture</translation>
        </message>
        <message>
            <source>Play and pause (Space)</source>
            <translation>Lecture et pause (Espace)</translation>
        </message>
        <message>
            <source>One call or card on (Right)</source>
            <translation>Une enchère ou une carte en avant (Droite)</translation>
        </message>
        <message>
            <source>Next trick (Page Down)</source>
            <translation>Pli suivant (Page suiv.)</translation>
        </message>
        <message>
            <source>To the end of the deal (End)</source>
            <translation>À la fin de la donne (Fin)</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lent</translation>
        </message>
        <message>
            <source>Play on from here as:</source>
            <translation>Jouer la suite à partir d’ici à la place de :</translation>
        </message>
        <message>
            <source>&amp;Play on</source>
            <translation>&amp;Jouer la suite</translation>
        </message>
        <message>
            <source>Play the deal on from this point against the computer players (P)</source>
            <translation>Jouer la suite de la donne à partir d’ici contre les joueurs de l’ordinateur (P)</translation>
        </message>
        <message>
            <source>#</source>
            <translation>N°</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>Call or card</source>
            <translation>Enchère ou carte</translation>
        </message>
        <message>
            <source>Marks lost</source>
            <translation>Marque perdue</translation>
        </message>
        <message>
            <source>Normal level</source>
            <translation>Niveau normal</translation>
        </message>
        <message>
            <source>&lt;b&gt;Analysis&lt;/b&gt; (every hand seen)</source>
            <translation>&lt;b&gt;Analyse&lt;/b&gt; (toutes les mains visibles)</translation>
        </message>
        <message>
            <source>This deal cannot be replayed: %1</source>
            <translation>Cette donne ne peut pas être revue : %1</translation>
        </message>
        <message>
            <source>Not analysed yet.</source>
            <translation>Pas encore analysée.</translation>
        </message>
        <message>
            <source> (out of turn)</source>
            <translation> (à la volée)</translation>
        </message>
        <message>
            <source>lets the coinche go</source>
            <translation>laisse passer la coinche</translation>
        </message>
        <message>
            <source>declares %1</source>
            <translation>annonce %1</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <source>As dealt</source>
            <translation>Donne distribuée</translation>
        </message>
        <message>
            <source>Move %1 of %2 — %3</source>
            <translation>Coup %1 sur %2 — %3</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Analysing…</source>
            <translation>Analyse…</translation>
        </message>
        <message>
            <source>The analysis failed: %1</source>
            <translation>L’analyse a échoué : %1</translation>
        </message>
        <message>
            <source>forced</source>
            <translation>forcée</translation>
        </message>
        <message>
            <source>best</source>
            <translation>la meilleure</translation>
        </message>
        <message>
            <source>Best with every hand seen: %1</source>
            <translation>La meilleure avec toutes les mains visibles : %1</translation>
        </message>
        <message>
            <source>same</source>
            <translation>idem</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>Marks lost against play with every hand seen: %1.</source>
            <translation>Marque perdue face au jeu avec toutes les mains visibles : %1.</translation>
        </message>
        <message>
            <source>%1's contract was made, as it could be.</source>
            <translation>Le contrat de %1 a été réussi, comme il pouvait l’être.</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1's contract could have been made&lt;/b&gt; (%2 marks to the takers' side with every hand seen).</source>
            <translation>&lt;b&gt;Le contrat de %1 pouvait être réussi&lt;/b&gt; (%2 points de marque pour le camp des preneurs avec toutes les mains visibles).</translation>
        </message>
        <message>
            <source>%1's contract was made, though the best defence beats it.</source>
            <translation>Le contrat de %1 a été réussi, bien que la meilleure défense le mette dedans.</translation>
        </message>
        <message>
            <source>%1's contract could not be made against the best defence.</source>
            <translation>Le contrat de %1 ne pouvait pas être réussi face à la meilleure défense.</translation>
        </message>
        <message>
            <source>Go to a trick (keys 1 to 8)</source>
            <translation>Aller à un pli (touches 1 à 8)</translation>
        </message>
        <message>
            <source>Trick %1</source>
            <translation>Pli %1</translation>
        </message>
        <message>
            <source>Breakdown</source>
            <translation>Décompte</translation>
        </message>
        <message>
            <source>Line:</source>
            <translation>Suite :</translation>
        </message>
        <message numerus="yes">
            <source>%n moves</source>
            <translation>
                <numerusform>%n coup</numerusform>
                <numerusform>%n coups</numerusform>
            </translation>
        </message>
        <message>
            <source>Played to the end (%1)</source>
            <translation>Jouée jusqu'au bout (%1)</translation>
        </message>
        <message>
            <source>Taken back %1 (%2)</source>
            <translation>Reprise %1 (%2)</translation>
        </message>
        <message>
            <source>The analysis is of the line played to the end.</source>
            <translation>L'analyse porte sur la suite jouée jusqu'au bout.</translation>
        </message>
        <message>
            <source>Where it was taken back</source>
            <translation>Là où elle a été reprise</translation>
        </message>
        <message>
            <source>The line played to the end, a line taken back in this practice deal, or the bots' line on the same cards</source>
            <translation>La ligne jouée jusqu’au bout, une ligne reprise dans cette donne d’entraînement, ou celle de l’ordinateur avec les mêmes cartes</translation>
        </message>
        <message>
            <source>The bots in your seat: %1 (you: %2)</source>
            <translation>L’ordinateur à votre place : %1 (vous : %2)</translation>
        </message>
        <message>
            <source>%1 in your seat: %2</source>
            <translation>%1 à votre place : %2</translation>
        </message>
    </context>
    <context>
        <name>rebelote::ScoreSheetModel</name>
        <message>
            <source>made</source>
            <translation>réussi</translation>
        </message>
        <message>
            <source>down</source>
            <translation>dedans</translation>
        </message>
        <message>
            <source>litige: the takers' points are held for the next deal</source>
            <translation>litige : les points des preneurs sont remis en jeu à la donne suivante</translation>
        </message>
        <message>
            <source>capot: the takers took every trick</source>
            <translation>capot : les preneurs ont fait tous les plis</translation>
        </message>
        <message>
            <source>capot against the takers</source>
            <translation>capot : la défense a fait tous les plis</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>donne passée</translation>
        </message>
        <message>
            <source>%1, down</source>
            <translation>%1, dedans</translation>
        </message>
        <message>
            <source>%1, litige</source>
            <translation>%1, litige</translation>
        </message>
        <message>
            <source>%1, capot</source>
            <translation>%1, capot</translation>
        </message>
        <message>
            <source>%1, capot against</source>
            <translation>%1, capot de la défense</translation>
        </message>
        <message>
            <source>coinched</source>
            <translation>coinché</translation>
        </message>
        <message>
            <source>surcoinched</source>
            <translation>surcoinché</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Donne</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Donneur</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>Contrat</translation>
        </message>
        <message>
            <source>Taker</source>
            <translation>Preneur</translation>
        </message>
        <message>
            <source>Coinche</source>
            <translation>Coinche</translation>
        </message>
        <message>
            <source>Points N–S</source>
            <translation>Points N–S</translation>
        </message>
        <message>
            <source>Points E–W</source>
            <translation>Points E–O</translation>
        </message>
        <message>
            <source>Marks N–S</source>
            <translation>Marque N–S</translation>
        </message>
        <message>
            <source>Marks E–W</source>
            <translation>Marque E–O</translation>
        </message>
        <message>
            <source>Held</source>
            <translation>Litige</translation>
        </message>
        <message>
            <source>Total N–S</source>
            <translation>Total N–S</translation>
        </message>
        <message>
            <source>Total E–W</source>
            <translation>Total E–O</translation>
        </message>
        <message>
            <source>%1 (retourne %2)</source>
            <translation>%1 (retourne %2)</translation>
        </message>
    </context>
    <context>
        <name>rebelote::SettingsDialog</name>
        <message>
            <source>Quick (rules of thumb, no reading ahead)</source>
            <translation>Heuristique (règles simples, sans anticipation)</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Facile</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Strong (thinks longer)</source>
            <translation>Fort (réfléchit plus longtemps)</translation>
        </message>
        <message>
            <source>on</source>
            <translation>activé</translation>
        </message>
        <message>
            <source>off</source>
            <translation>désactivé</translation>
        </message>
        <message>
            <source>Configure Rebelote</source>
            <translation>Configurer Rebelote</translation>
        </message>
        <message>
            <source>Some settings could not be read and were left out:</source>
            <translation>Certains réglages n’ont pas pu être lus et ont été ignorés :</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Règles</translation>
        </message>
        <message>
            <source>&amp;Players and pace</source>
            <translation>&amp;Joueurs et vitesse</translation>
        </message>
        <message>
            <source>&amp;Cards and language</source>
            <translation>&amp;Cartes et langue</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Variante :</translation>
        </message>
        <message>
            <source>&amp;Back to the preset</source>
            <translation>Ré&amp;tablir les règles de la variante</translation>
        </message>
        <message>
            <source>Taking</source>
            <translation>Prise</translation>
        </message>
        <message>
            <source>How the contract is made: taking the turned-up card, or an auction of points. The game chooses it.</source>
            <translation>Comment se fait le contrat : en prenant la retourne, ou par des enchères en points. Dépend de la variante.</translation>
        </message>
        <message>
            <source>the turned-up card</source>
            <translation>la retourne</translation>
        </message>
        <message>
            <source>an auction</source>
            <translation>des enchères</translation>
        </message>
        <message>
            <source>Declarations</source>
            <translation>Annonces</translation>
        </message>
        <message>
            <source>Tierces, cinquantes, cents and carrés are shown at the first trick and score.</source>
            <translation>Tierces, cinquantes, cents et carrés sont annoncés au premier pli et marquent des points.</translation>
        </message>
        <message>
            <source>Must undertrump</source>
            <translation>Obligation de sous-couper</translation>
        </message>
        <message>
            <source>With no card of the suit led and an opponent's trump on the trick, you must trump even lower.</source>
            <translation>Sans carte de la couleur demandée, quand un adversaire a coupé, vous devez couper même plus bas (« pisser »).</translation>
        </message>
        <message>
            <source>No trump and all trump</source>
            <translation>Sans Atout et Tout Atout</translation>
        </message>
        <message>
            <source>Contracts may also be played with no trump or with every suit trump.</source>
            <translation>Les contrats peuvent aussi se jouer sans atout, ou avec toutes les couleurs à l’atout.</translation>
        </message>
        <message>
            <source>All trump card points</source>
            <translation>Points à Tout Atout</translation>
        </message>
        <message>
            <source>All trump counts with its own table, or every suit as trump scaled back to 162.</source>
            <translation>Le Tout Atout se compte avec son propre barème, ou chaque couleur comme l’atout, ramené à 162.</translation>
        </message>
        <message>
            <source>its own table</source>
            <translation>barème propre</translation>
        </message>
        <message>
            <source>scaled to 162</source>
            <translation>ramené à 162</translation>
        </message>
        <message>
            <source>Coinche out of turn</source>
            <translation>Coinche à la volée</translation>
        </message>
        <message>
            <source>A defender may coinche the last bid at once, without waiting for their turn.</source>
            <translation>Un défenseur peut coincher la dernière enchère aussitôt, sans attendre son tour.</translation>
        </message>
        <message>
            <source>Tie (litige)</source>
            <translation>Égalité (litige)</translation>
        </message>
        <message>
            <source>When the takers make their bid but only as many points as the defence: their points wait for the next deal, or the contract is down.</source>
            <translation>Quand les preneurs atteignent leur enchère mais seulement autant de points que la défense : leurs points sont remis en jeu à la donne suivante, ou le contrat est dedans.</translation>
        </message>
        <message>
            <source>carried to the next deal</source>
            <translation>remis en jeu</translation>
        </message>
        <message>
            <source>counts as down</source>
            <translation>contrat dedans</translation>
        </message>
        <message>
            <source>Round to tens</source>
            <translation>Arrondi à la dizaine</translation>
        </message>
        <message>
            <source>Each side's score for the deal is rounded to the nearest 10.</source>
            <translation>La marque de chaque camp pour la donne est arrondie à la dizaine la plus proche.</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Décompte</translation>
        </message>
        <message>
            <source>How a deal is counted. The game chooses it.</source>
            <translation>Comment une donne est comptée. Dépend de la variante.</translation>
        </message>
        <message>
            <source>classic</source>
            <translation>classique</translation>
        </message>
        <message>
            <source>coinche, FFB</source>
            <translation>coinche, FFB</translation>
        </message>
        <message>
            <source>coinche, Montpellier</source>
            <translation>coinche, Montpellier</translation>
        </message>
        <message>
            <source>Smallest cut</source>
            <translation>Coupe minimale</translation>
        </message>
        <message>
            <source>The fewest cards the cut may leave on either side.</source>
            <translation>Le nombre minimal de cartes de chaque tas à la coupe.</translation>
        </message>
        <message>
            <source>Shuffle</source>
            <translation>Mélange</translation>
        </message>
        <message>
            <source>Shuffle before each deal, or only cut the tricks gathered: hands come out more uneven.</source>
            <translation>Mélanger avant chaque donne, ou seulement couper les plis ramassés : les jeux sont alors plus inégaux.</translation>
        </message>
        <message>
            <source>shuffled</source>
            <translation>mélangé</translation>
        </message>
        <message>
            <source>only cut</source>
            <translation>coupé seulement</translation>
        </message>
        <message>
            <source>Points to win</source>
            <translation>Points pour gagner</translation>
        </message>
        <message>
            <source>The first side to reach this score wins the game.</source>
            <translation>Le premier camp à atteindre ce score gagne la partie.</translation>
        </message>
        <message>
            <source>Number of deals</source>
            <translation>Nombre de donnes</translation>
        </message>
        <message>
            <source>Play this many deals instead of up to a score; the higher total wins.</source>
            <translation>Jouer ce nombre de donnes au lieu d’un score à atteindre ; le plus haut total gagne.</translation>
        </message>
        <message>
            <source>%1 plays:</source>
            <translation>%1 joue :</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Votre nom :</translation>
        </message>
        <message>
            <source>%1's name:</source>
            <translation>Nom du joueur %1 :</translation>
        </message>
        <message>
            <source>%1 s a card</source>
            <translation>%1 s par carte</translation>
        </message>
        <message>
            <source>Pace of the computer players:</source>
            <translation>Vitesse des joueurs de l’ordinateur :</translation>
        </message>
        <message>
            <source>Play a single legal card by itself</source>
            <translation>Jouer d’office la seule carte possible</translation>
        </message>
        <message>
            <source>Cards:</source>
            <translation>Cartes :</translation>
        </message>
        <message>
            <source>The system's language</source>
            <translation>Langue du système</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Langue :</translation>
        </message>
        <message>
            <source>preset: %1</source>
            <translation>par défaut : %1</translation>
        </message>
        <message>
            <source>not played in this game</source>
            <translation>sans objet dans cette variante</translation>
        </message>
        <message>
            <source>custom (from %1)</source>
            <translation>personnalisée (d’après %1)</translation>
        </message>
        <message>
            <source>Settings not saved</source>
            <translation>Réglages non enregistrés</translation>
        </message>
        <message>
            <source>The settings apply to this session but could not be written to %1.</source>
            <translation>Les réglages s’appliquent à cette session mais n’ont pas pu être enregistrés dans %1.</translation>
        </message>
        <message>
            <source>Instant (no pause, no animation)</source>
            <translation>Immédiat (sans pause ni animation)</translation>
        </message>
        <message>
            <source>Fast (0.3 s a card)</source>
            <translation>Rapide (0,3 s par carte)</translation>
        </message>
        <message>
            <source>Normal (0.8 s a card)</source>
            <translation>Normal (0,8 s par carte)</translation>
        </message>
        <message>
            <source>Slow (1.5 s a card)</source>
            <translation>Lent (1,5 s par carte)</translation>
        </message>
        <message>
            <source>Very slow (2.5 s a card)</source>
            <translation>Très lent (2,5 s par carte)</translation>
        </message>
        <message>
            <source>After each deal, the bots play my cards again to compare</source>
            <translation>Après chaque donne, l’ordinateur rejoue mes cartes pour comparer</translation>
        </message>
        <message>
            <source>The deal's summary then says your result and the bots' in your seat, on the same cards. They play in the background.</source>
            <translation>Le bilan de la donne indique alors votre résultat et celui de l’ordinateur à votre place, avec les mêmes cartes. Il joue en arrière-plan.</translation>
        </message>
        <message>
            <source>Green felt</source>
            <translation>Tapis vert</translation>
        </message>
        <message>
            <source>High contrast (black)</source>
            <translation>Contraste élevé (noir)</translation>
        </message>
        <message>
            <source>Table:</source>
            <translation>Table :</translation>
        </message>
        <message>
            <source>Large (your hand 1.5 times as large)</source>
            <translation>Grandes (votre main 1,5 fois plus grande)</translation>
        </message>
        <message>
            <source>Card size:</source>
            <translation>Taille des cartes :</translation>
        </message>
        <message>
            <source>The cards, their size and the table's colour change as you choose them, the language with OK. Cancel puts back what was there.</source>
            <translation>Les cartes, leur taille et la couleur de la table changent dès que vous les choisissez, la langue avec OK. Annuler remet ce qui était là.</translation>
        </message>
        <message>
            <source>What a card discarded on a partner's trick says, for both sides: the computer players call by it and, in classic belote, read the others' cards by it too. Help ▸ How the computer players play tells the whole system.</source>
            <translation>Ce que dit une carte défaussée sur un pli du partenaire, pour les deux camps : les joueurs de l’ordinateur appellent ainsi et, à la belote classique, lisent aussi de cette façon les cartes des autres. Aide ▸ Comment les joueurs de l’ordinateur jouent décrit tout le système.</translation>
        </message>
        <message>
            <source>Partners' calls:</source>
            <translation>Appels entre partenaires :</translation>
        </message>
        <message>
            <source>Levels and the calls take effect with the next game; names and the pace at once.</source>
            <translation>Les niveaux et les appels s’appliquent à la prochaine partie ; les noms et la vitesse, tout de suite.</translation>
        </message>
    </context>
    <context>
        <name>rebelote::TableView</name>
        <message>
            <source>Everyone passed.</source>
            <translation>Tout le monde a passé.</translation>
        </message>
        <message>
            <source>%1 (+%2)</source>
            <translation>%1 (+%2)</translation>
        </message>
        <message>
            <source>%1 — does not count</source>
            <translation>%1 — ne compte pas</translation>
        </message>
        <message>
            <source>The best declarations tie: none of them counts.</source>
            <translation>Meilleures annonces à égalité : aucune ne compte.</translation>
        </message>
        <message>
            <source>Rebelote</source>
            <translation>Rebelote !</translation>
        </message>
        <message>
            <source>Belote</source>
            <translation>Belote !</translation>
        </message>
        <message>
            <source>Hint: %1</source>
            <translation>Conseil : %1</translation>
        </message>
        <message>
            <source>Cannot use the deck %1: %2 The drawn deck is used.</source>
            <translation>Impossible d’utiliser le jeu de cartes %1 : %2 Les cartes de Rebelote sont utilisées.</translation>
        </message>
        <message>
            <source>your call</source>
            <translation>à vous de parler</translation>
        </message>
        <message>
            <source>coinche now?</source>
            <translation>coincher maintenant ?</translation>
        </message>
        <message>
            <source>your declarations</source>
            <translation>vos annonces</translation>
        </message>
        <message>
            <source>your turn: lead a card</source>
            <translation>à vous d’entamer</translation>
        </message>
        <message>
            <source>your turn: follow %1</source>
            <translation>à vous : fournissez à %1</translation>
        </message>
        <message>
            <source>your turn: play a card</source>
            <translation>à vous de jouer</translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation>réfléchit…</translation>
        </message>
        <message>
            <source>partner · %1</source>
            <translation>partenaire · %1</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>You (%1)</source>
            <translation>Vous (%1)</translation>
        </message>
        <message>
            <source>N–S</source>
            <translation>N–S</translation>
        </message>
        <message>
            <source>E–W</source>
            <translation>E–O</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Donnes</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 sur %2</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Objectif</translation>
        </message>
        <message>
            <source>Held (litige)</source>
            <translation>Litige en jeu</translation>
        </message>
        <message>
            <source>No game yet: Game ▸ New (Ctrl+N)</source>
            <translation>Aucune partie : Partie ▸ Nouvelle (Ctrl+N)</translation>
        </message>
        <message>
            <source>Taking, round %1</source>
            <translation>Prise, tour %1</translation>
        </message>
        <message>
            <source>retourne: %1</source>
            <translation>retourne : %1</translation>
        </message>
        <message>
            <source>Auction</source>
            <translation>Enchères</translation>
        </message>
        <message>
            <source>%1 by %2</source>
            <translation>%1 par %2</translation>
        </message>
        <message>
            <source>coinched by %1</source>
            <translation>coinché par %1</translation>
        </message>
        <message>
            <source>surcoinched by %1</source>
            <translation>surcoinché par %1</translation>
        </message>
        <message>
            <source>no bid yet</source>
            <translation>aucune enchère</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>Donne passée</translation>
        </message>
        <message>
            <source>Capot %1</source>
            <translation>Capot %1</translation>
        </message>
        <message>
            <source>taken by %1</source>
            <translation>pris par %1</translation>
        </message>
        <message>
            <source>deal %1 · %2 dealt</source>
            <translation>donne %1 · donneur : %2</translation>
        </message>
        <message>
            <source>%1 wins the trick — click or Space to gather it</source>
            <translation>Pli pour %1 — clic ou Espace pour le ramasser</translation>
        </message>
        <message>
            <source>%1 holds the trick</source>
            <translation>Maître du pli : %1</translation>
        </message>
        <message>
            <source>D</source>
            <translation>D</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Donneur</translation>
        </message>
        <message>
            <source>&amp;Hint (H)</source>
            <translation>C&amp;onseil (H)</translation>
        </message>
        <message>
            <source>C&amp;laim (C)</source>
            <translation>Réc&amp;lamer (C)</translation>
        </message>
        <message>
            <source>Wait for your turn: %1 is to play.</source>
            <translation>Attendez votre tour : c’est à %1 de jouer.</translation>
        </message>
        <message>
            <source>Space or a click gathers the trick</source>
            <translation>Espace ou un clic ramasse le pli</translation>
        </message>
        <message>
            <source>←/→ choose a card, Enter plays it · H hint · C claim · L last trick</source>
            <translation>←/→ choisir une carte, Entrée pour la jouer · H conseil · C réclamer · L dernier pli</translation>
        </message>
        <message>
            <source>Enter: next deal</source>
            <translation>Entrée : donne suivante</translation>
        </message>
        <message>
            <source>Enter: new game</source>
            <translation>Entrée : nouvelle partie</translation>
        </message>
        <message>
            <source>%1 is thinking</source>
            <translation>%1 réfléchit</translation>
        </message>
        <message>
            <source>next to play</source>
            <translation>prochain à jouer</translation>
        </message>
        <message>
            <source>next to declare</source>
            <translation>prochain à annoncer</translation>
        </message>
        <message>
            <source>next to call</source>
            <translation>prochain à parler</translation>
        </message>
        <message>
            <source>Coinched ×2</source>
            <translation>Coinché ×2</translation>
        </message>
        <message>
            <source>Surcoinched ×4</source>
            <translation>Surcoinché ×4</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <source>Enter declares the outlined choice · arrows choose</source>
            <translation>Entrée annonce le choix encadré · flèches : choisir</translation>
        </message>
        <message>
            <source>taken by %1 on the %2</source>
            <translation>pris par %1 (retourne %2)</translation>
        </message>
        <message>
            <source>Card points</source>
            <translation>Points des cartes</translation>
        </message>
        <message>
            <source>Card points: the points of the cards in the tricks each side has won so far in this deal. The last trick's 10, belote, the declarations and the contract are scored when the deal is over, in the deal's summary.</source>
            <translation>Points des cartes : les points des cartes dans les plis que chaque camp a remportés jusqu’ici dans cette donne. Le dix de der, la belote, les annonces et le contrat sont comptés à la fin de la donne, dans son bilan.</translation>
        </message>
        <message>
            <source>You win the trick — click or Space to gather it</source>
            <translation>Vous remportez le pli — clic ou Espace pour le ramasser</translation>
        </message>
        <message>
            <source>You hold the trick</source>
            <translation>Vous êtes maître du pli</translation>
        </message>
        <message>
            <source>Dealer: %1</source>
            <translation>Donneur : %1</translation>
        </message>
        <message>
            <source>%1: %2 %3, %4 %5</source>
            <translation>%1 : %2 %3, %4 %5</translation>
        </message>
        <message>
            <source>Score: %1</source>
            <translation>Score : %1</translation>
        </message>
        <message>
            <source>Contract: %1</source>
            <translation>Contrat : %1</translation>
        </message>
        <message>
            <source>taken by %1 on %2</source>
            <translation>pris par %1 sur %2</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>doit jouer</translation>
        </message>
        <message>
            <source>to declare</source>
            <translation>doit annoncer</translation>
        </message>
        <message>
            <source>to call</source>
            <translation>doit parler</translation>
        </message>
        <message>
            <source>dealer</source>
            <translation>donneur</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n carte</numerusform>
                <numerusform>%n cartes</numerusform>
            </translation>
        </message>
        <message>
            <source>last call: %1</source>
            <translation>dernière annonce : %1</translation>
        </message>
        <message>
            <source>Card table</source>
            <translation>Table de jeu</translation>
        </message>
        <message>
            <source>%1 played %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <source>wins the trick</source>
            <translation>remporte le pli</translation>
        </message>
        <message>
            <source>holds the trick</source>
            <translation>maître du pli</translation>
        </message>
        <message>
            <source>trump</source>
            <translation>atout</translation>
        </message>
        <message>
            <source>can be played</source>
            <translation>jouable</translation>
        </message>
        <message>
            <source>cannot be played. %1</source>
            <translation>injouable. %1</translation>
        </message>
        <message>
            <source>cannot be played</source>
            <translation>injouable</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Votre main</translation>
        </message>
        <message>
            <source>Hand of %1</source>
            <translation>Main de %1</translation>
        </message>
        <message>
            <source>%1; %2</source>
            <translation>%1 ; %2</translation>
        </message>
        <message>
            <source>Cards on the table</source>
            <translation>Cartes sur la table</translation>
        </message>
        <message>
            <source>Enter: the outlined call · H hint · M what the bids mean</source>
            <translation>Entrée : le choix encadré · H conseil · M ce que disent les enchères</translation>
        </message>
        <message>
            <source>Enter: the outlined call · H hint · M what takes mean</source>
            <translation>Entrée : le choix encadré · H conseil · M sens des prises</translation>
        </message>
        <message>
            <source>←/→ choose a card, Enter plays it · H hint · C claim · L last trick · M what it said</source>
            <translation>←/→ choisir une carte, Entrée pour la jouer · H conseil · C réclamer · L dernier pli · M ce qu’il a dit</translation>
        </message>
        <message>
            <source>Last trick: no card said anything by the system (%1)</source>
            <translation>Dernier pli : ses cartes ne disent rien selon le système (%1)</translation>
        </message>
        <message>
            <source>Last trick:</source>
            <translation>Dernier pli :</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Série</translation>
        </message>
        <message>
            <source>deal %1 of %2</source>
            <translation>donne %1 sur %2</translation>
        </message>
    </context>
    <context>
        <name>rebelote::WhyDialog</name>
        <message>
            <source>Why?</source>
            <translation>Pourquoi ?</translation>
        </message>
        <message>
            <source>The value of each choice</source>
            <translation>La valeur de chaque choix</translation>
        </message>
        <message>
            <source>Choice</source>
            <translation>Choix</translation>
        </message>
        <message>
            <source>Average</source>
            <translation>Moyenne</translation>
        </message>
        <message>
            <source>Spread</source>
            <translation>Écart</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Remarque</translation>
        </message>
        <message>
            <source>Where it believed the cards it could not see were, over the deals it imagined:</source>
            <translation>Où il croyait les cartes qu’il ne voyait pas, sur les donnes qu’il a imaginées :</translation>
        </message>
        <message>
            <source>In the bidding system: %1</source>
            <translation>Dans le système d’enchères : %1</translation>
        </message>
        <message numerus="yes">
            <source>Calls not simulated: %n (strains its hand does not suit).</source>
            <translation>
                <numerusform>Enchère non simulée : %n (couleur qui ne convient pas à son jeu).</numerusform>
                <numerusform>Enchères non simulées : %n (couleurs qui ne conviennent pas à son jeu).</numerusform>
            </translation>
        </message>
        <message>
            <source>In the card-play system: %1</source>
            <translation>Dans le système de jeu de la carte : %1</translation>
        </message>
    </context>
    <context>
        <name>rebelote::SetSession</name>
        <message>
            <source>the set holds no deal</source>
            <translation>la série ne contient aucune donne</translation>
        </message>
        <message>
            <source>every deal of this set is played: a deal is played once</source>
            <translation>toutes les donnes de cette série sont jouées : une donne se joue une seule fois</translation>
        </message>
        <message numerus="yes">
            <source>Set: %n deals, %1 against the bots; %2 at or above par</source>
            <translation>
                <numerusform>Série : %n donne, %1 contre l’ordinateur ; %2 au niveau de l’ordinateur ou mieux</numerusform>
                <numerusform>Série : %n donnes, %1 contre l’ordinateur ; %2 au niveau de l’ordinateur ou mieux</numerusform>
            </translation>
        </message>
        <message>
            <source>Your friend</source>
            <translation>Votre ami</translation>
        </message>
        <message numerus="yes">
            <source>%1: %2 against the bots on the same deals; %n at or above par</source>
            <translation>
                <numerusform>%1 : %2 contre l’ordinateur sur les mêmes donnes ; %n au niveau de l’ordinateur ou mieux</numerusform>
                <numerusform>%1 : %2 contre l’ordinateur sur les mêmes donnes ; %n au niveau de l’ordinateur ou mieux</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DealDraft</name>
        <message>
            <source>one</source>
            <translation>une</translation>
        </message>
        <message>
            <source>two</source>
            <translation>deux</translation>
        </message>
        <message>
            <source>three</source>
            <translation>trois</translation>
        </message>
        <message>
            <source>four</source>
            <translation>quatre</translation>
        </message>
        <message>
            <source>five</source>
            <translation>cinq</translation>
        </message>
        <message>
            <source>six</source>
            <translation>six</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>sept</translation>
        </message>
        <message>
            <source>eight</source>
            <translation>huit</translation>
        </message>
        <message>
            <source>nine</source>
            <translation>neuf</translation>
        </message>
        <message>
            <source>ten</source>
            <translation>dix</translation>
        </message>
        <message>
            <source>eleven</source>
            <translation>onze</translation>
        </message>
        <message>
            <source>twelve</source>
            <translation>douze</translation>
        </message>
        <message numerus="yes">
            <source>%1 cards</source>
            <translation>
                <numerusform>%1 carte</numerusform>
                <numerusform>%1 cartes</numerusform>
            </translation>
        </message>
        <message>
            <source>%1's hand: “%2” is not a card (write JH or V♥, 10S or 10♠)</source>
            <translation>Main de %1 : « %2 » n’est pas une carte (écrivez V♥ ou JH, 10♠ ou 10S)</translation>
        </message>
        <message>
            <source>%1 is twice in %2's hand</source>
            <translation>%1 est deux fois dans la main de %2</translation>
        </message>
        <message>
            <source>The retourne is one card</source>
            <translation>La retourne est une seule carte</translation>
        </message>
        <message>
            <source>Retourne: “%1” is not a card (write JH or V♥, 10S or 10♠)</source>
            <translation>Retourne : « %1 » n’est pas une carte (écrivez V♥ ou JH, 10♠ ou 10S)</translation>
        </message>
        <message>
            <source>Rest of the pack: “%1” is not a card (write JH or V♥, 10S or 10♠)</source>
            <translation>Reste du paquet : « %1 » n’est pas une carte (écrivez V♥ ou JH, 10♠ ou 10S)</translation>
        </message>
        <message>
            <source>%1 cards are placed: the pack has 32</source>
            <translation>%1 cartes sont placées : le jeu n’en a que 32</translation>
        </message>
        <message>
            <source>%1 is in two hands</source>
            <translation>%1 est dans deux mains</translation>
        </message>
        <message>
            <source>The retourne cannot be in a hand: %1 is in %2's hand</source>
            <translation>La retourne ne peut pas être dans une main : %1 est dans la main de %2</translation>
        </message>
        <message>
            <source>%1 has %2, %3 too many</source>
            <translation>%1 a %2, %3 de trop</translation>
        </message>
        <message>
            <source>%1 has %2: %3 more to place</source>
            <translation>%1 a %2 : encore %3 à placer</translation>
        </message>
        <message>
            <source>Turn up the retourne: choose its card</source>
            <translation>Retournez une carte : choisissez la retourne</translation>
        </message>
        <message>
            <source>Choose the dealer</source>
            <translation>Choisissez le donneur</translation>
        </message>
        <message>
            <source>The file is not a deal set: %1</source>
            <translation>Ce fichier n’est pas une série de donnes : %1</translation>
        </message>
        <message>
            <source>This set is dealt from a seed or a day: a deal set up cannot join it</source>
            <translation>Cette série est distribuée d’après une graine ou un jour : une donne composée ne peut pas s’y ajouter</translation>
        </message>
        <message>
            <source>This file holds a player's deals, not a set to play</source>
            <translation>Ce fichier contient les donnes jouées par un joueur, pas une série à jouer</translation>
        </message>
        <message>
            <source>The set plays %1, this deal %2</source>
            <translation>La série se joue en %1, cette donne en %2</translation>
        </message>
        <message>
            <source>Move %1 (%2): “%3” is not a seat (S, E, N, W)</source>
            <translation>Coup %1 (%2) : « %3 » n’est pas une place (S, E, N, O)</translation>
        </message>
        <message>
            <source>Move %1 (%2): the deal is over</source>
            <translation>Coup %1 (%2) : la donne est finie</translation>
        </message>
        <message>
            <source>Move %1 (%2): not a call; %3 is to call</source>
            <translation>Coup %1 (%2) : ce n’est pas une enchère ; c’est à %3 de parler</translation>
        </message>
        <message>
            <source>Move %1 (%2): it is %3's turn to call</source>
            <translation>Coup %1 (%2) : c’est à %3 de parler</translation>
        </message>
        <message>
            <source>Move %1 (%2): %3 cannot call that now</source>
            <translation>Coup %1 (%2) : %3 ne peut pas dire cela maintenant</translation>
        </message>
        <message>
            <source>Move %1 (%2): not a card; %3 is to play</source>
            <translation>Coup %1 (%2) : ce n’est pas une carte ; c’est à %3 de jouer</translation>
        </message>
        <message>
            <source>Move %1 (%2): it is %3's turn to play</source>
            <translation>Coup %1 (%2) : c’est à %3 de jouer</translation>
        </message>
        <message>
            <source>Move %1 (%2): %3 does not hold %4</source>
            <translation>Coup %1 (%2) : %3 n’a pas %4</translation>
        </message>
        <message>
            <source>Move %1 (%2), %3: %4</source>
            <translation>Coup %1 (%2), %3 : %4</translation>
        </message>
        <message>
            <source>%1 has no cards: %2 more to place</source>
            <translation>%1 n’a aucune carte : encore %2 à placer</translation>
        </message>
    </context>
    <context>
        <name>rebelote::DealEditor</name>
        <message>
            <source>retourne</source>
            <translation>retourne</translation>
        </message>
        <message>
            <source>Set up a deal</source>
            <translation>Composer une donne</translation>
        </message>
        <message>
            <source>&amp;Rules:</source>
            <translation>&amp;Règles :</translation>
        </message>
        <message>
            <source>(choose the dealer)</source>
            <translation>(choisissez le donneur)</translation>
        </message>
        <message>
            <source>&amp;Dealer:</source>
            <translation>&amp;Donneur :</translation>
        </message>
        <message>
            <source>optional: pass 80H coinche … then the cards, JH 7H …</source>
            <translation>facultatif : passe 80♥ contre … puis les cartes, V♥ 7♥ …</translation>
        </message>
        <message>
            <source>Calls and cards played</source>
            <translation>Enchères et cartes jouées</translation>
        </message>
        <message>
            <source>Calls and cards &amp;played:</source>
            <translation>Enchères et cartes &amp;jouées :</translation>
        </message>
        <message>
            <source>Your seat at the table</source>
            <translation>Votre place à la table</translation>
        </message>
        <message>
            <source>The table turns the deal so that your seat is at the bottom, where South sits.</source>
            <translation>La table tourne la donne pour mettre votre place en bas, où est assis Sud.</translation>
        </message>
        <message>
            <source>Pla&amp;y as:</source>
            <translation>&amp;Votre place :</translation>
        </message>
        <message>
            <source>Play at the &amp;table</source>
            <translation>Jouer à la &amp;table</translation>
        </message>
        <message>
            <source>Open in the re&amp;play</source>
            <translation>Ouvrir dans la re&amp;vue</translation>
        </message>
        <message>
            <source>&amp;Save as a deal record…</source>
            <translation>&amp;Enregistrer la donne…</translation>
        </message>
        <message>
            <source>Save into a s&amp;et…</source>
            <translation>Ajouter à une &amp;série…</translation>
        </message>
        <message>
            <source>&amp;Clear the cards</source>
            <translation>Re&amp;mettre les cartes</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Save the deal</source>
            <translation>Enregistrer la donne</translation>
        </message>
        <message>
            <source>deal.json</source>
            <translation>donne.json</translation>
        </message>
        <message>
            <source>Deal records (*.json *.jsonl)</source>
            <translation>Donnes (*.json *.jsonl)</translation>
        </message>
        <message>
            <source>Save into a set</source>
            <translation>Ajouter à une série</translation>
        </message>
        <message>
            <source>set.jsonl</source>
            <translation>serie.jsonl</translation>
        </message>
        <message>
            <source>Deal sets (*.jsonl)</source>
            <translation>Séries de donnes (*.jsonl)</translation>
        </message>
        <message>
            <source>Enter places it into the hand chosen; S, E, N or W into that hand, R as the retourne, Delete back into the deck</source>
            <translation>Entrée la place dans la main choisie ; S, E, N ou O dans cette main, R en retourne, Suppr la remet dans le jeu</translation>
        </message>
        <message>
            <source>Cards go here</source>
            <translation>Les cartes vont ici</translation>
        </message>
        <message>
            <source>Place the cards clicked into: %1</source>
            <translation>Placer les cartes cliquées dans : %1</translation>
        </message>
        <message>
            <source>type the cards: JH 9H AH TS or V♥ 9♥ A♥ 10♠</source>
            <translation>tapez les cartes : V♥ 9♥ A♥ 10♠ ou JH 9H AH TS</translation>
        </message>
        <message>
            <source>%1's hand</source>
            <translation>Main de %1</translation>
        </message>
        <message>
            <source>Retourne</source>
            <translation>Retourne</translation>
        </message>
        <message>
            <source>The retourne</source>
            <translation>La retourne</translation>
        </message>
        <message>
            <source>one card, e.g. 9H</source>
            <translation>une carte, par ex. 9♥</translation>
        </message>
        <message>
            <source>Rest of the pack, top first (dealt after the taking)</source>
            <translation>Reste du paquet, le dessus d’abord (distribué après la prise)</translation>
        </message>
        <message>
            <source>The rest of the pack, top first</source>
            <translation>Le reste du paquet, le dessus d’abord</translation>
        </message>
        <message>
            <source>%1, in the deck</source>
            <translation>%1, dans le jeu</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <source>%1 (%2 of %3)</source>
            <translation>%1 (%2 sur %3)</translation>
        </message>
        <message>
            <source>The deal is ready, played to its end.</source>
            <translation>La donne est prête, jouée jusqu’au bout.</translation>
        </message>
        <message>
            <source>The deal is ready.</source>
            <translation>La donne est prête.</translation>
        </message>
        <message>
            <source>Not saved: %1 could not be written (%2)</source>
            <translation>Non enregistrée : impossible d’écrire %1 (%2)</translation>
        </message>
        <message>
            <source>The deal is saved in %1</source>
            <translation>La donne est enregistrée dans %1</translation>
        </message>
        <message>
            <source>Not saved: %1 could not be read (%2)</source>
            <translation>Non enregistrée : impossible de lire %1 (%2)</translation>
        </message>
        <message>
            <source>Not saved into %1: %2</source>
            <translation>Non ajoutée à %1 : %2</translation>
        </message>
        <message>
            <source>The deal is saved into %1 as its deal %2</source>
            <translation>La donne est ajoutée à %1 : c’est sa donne %2</translation>
        </message>
        <message>
            <source>The deck</source>
            <translation>Le jeu</translation>
        </message>
        <message>
            <source>Click a card to place it into the hand chosen, or drag it onto a hand.</source>
            <translation>Cliquez sur une carte pour la placer dans la main choisie, ou faites-la glisser sur une main.</translation>
        </message>
    </context>
    <context>
        <name>rebelote::HistorySetDealsModel</name>
        <message>
            <source>Its deal is no longer in the history: no replay</source>
            <translation>Sa donne n’est plus dans l’historique : pas de revue</translation>
        </message>
        <message>
            <source>not played</source>
            <translation>pas jouée</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Donne</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>The bots</source>
            <translation>L’ordinateur</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>Écart</translation>
        </message>
        <message>
            <source>Friend</source>
            <translation>Ami</translation>
        </message>
    </context>
    <context>
        <name>rebelote::HistorySetsModel</name>
        <message>
            <source>Today's deals, %1</source>
            <translation>Donnes du jour, %1</translation>
        </message>
        <message>
            <source>Your friend</source>
            <translation>Votre ami</translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n</source>
            <translation>
                <numerusform>%1 sur %n</numerusform>
                <numerusform>%1 sur %n</numerusform>
            </translation>
        </message>
        <message>
            <source>par to come</source>
            <translation>l’ordinateur joue encore</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Série</translation>
        </message>
        <message>
            <source>Deals played</source>
            <translation>Donnes jouées</translation>
        </message>
        <message>
            <source>Against the bots</source>
            <translation>Contre l’ordinateur</translation>
        </message>
        <message>
            <source>At or above par</source>
            <translation>Au niveau de l’ordinateur ou mieux</translation>
        </message>
        <message>
            <source>Friend</source>
            <translation>Ami</translation>
        </message>
    </context>
    <context>
        <name>rebelote::HistorySetsView</name>
        <message>
            <source>&amp;Deals of %1 (Enter: its replay)</source>
            <translation>&amp;Donnes de %1 (Entrée : sa revue)</translation>
        </message>
        <message>
            <source>&amp;Deals</source>
            <translation>&amp;Donnes</translation>
        </message>
        <message>
            <source>No deal set played yet: Game ▸ Today's deals (Ctrl+T) deals the day's set.</source>
            <translation>Aucune série jouée encore : Partie ▸ Donnes du jour (Ctrl+T) distribue la série du jour.</translation>
        </message>
        <message>
            <source>The sets, the latest &amp;first</source>
            <translation>Les séries, la plus récente en &amp;premier</translation>
        </message>
    </context>
</TS>
