<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>ActionPanel</name>
    <message>
        <source>Your choices</source>
        <translation>Ihre Möglichkeiten</translation>
    </message>
    <message>
        <source>What happens now</source>
        <translation>Was jetzt geschieht</translation>
    </message>
    <message>
        <source>Welcome to Skat. Start a new game to play.</source>
        <translation>Willkommen beim Skat. Starten Sie ein neues Spiel.</translation>
    </message>
</context>
<context>
    <name>AnalysisWindow</name>
    <message>
        <source>Analysis of deal %1</source>
        <translation>Analyse von Spiel %1</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>%1, declarer %2. Each of your decisions is judged on deals of the hidden cards that fit what you knew at that moment, each played on open-handed: the chance is how often your side wins. The last column shows the same with every card open.</source>
        <translation>%1, Alleinspieler %2. Jede Ihrer Entscheidungen wird an Verteilungen der verdeckten Karten gemessen, die zu dem passen, was Sie in dem Moment wussten, jede mit offenen Karten zu Ende gespielt: Die Chance sagt, wie oft Ihre Partei gewinnt. Die letzte Spalte zeigt dasselbe mit allen Karten offen.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analysiere…</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Analysis of the practice deal</source>
        <translation>Analyse des Übungsspiels</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Ihre Wahl</translation>
    </message>
    <message>
        <source>Chance before → after</source>
        <translation>Chance vorher → nachher</translation>
    </message>
    <message>
        <source>Best choice</source>
        <translation>Beste Wahl</translation>
    </message>
    <message>
        <source>All cards open</source>
        <translation>Alle Karten offen</translation>
    </message>
    <message>
        <source>List points the choice gave away on average</source>
        <translation>Listenpunkte, die die Wahl im Mittel verschenkt hat</translation>
    </message>
    <message>
        <source>The same judgement with every card open, as if you had seen all hands: won or lost after the best choice and after yours</source>
        <translation>Dasselbe Urteil mit allen Karten offen, als hätten Sie alle Hände gesehen: gewonnen oder verloren nach der besten Wahl und nach Ihrer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Von hier spielen</translation>
    </message>
    <message>
        <source>Play the deal on from the selected decision (a practice deal, not counted)</source>
        <translation>Das Spiel ab der gewählten Entscheidung weiterspielen (ein Übungsspiel, es zählt nicht)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>You sat this deal out: there is nothing of yours to analyse.</source>
        <translation>Sie haben bei diesem Spiel ausgesetzt: Es gibt nichts von Ihnen zu analysieren.</translation>
    </message>
    <message>
        <source>This deal was a Ramsch: there is no declarer, nothing to analyse.</source>
        <translation>Dieses Spiel war ein Ramsch: Es gibt keinen Alleinspieler, nichts zu analysieren.</translation>
    </message>
    <message>
        <source>No game was played in this deal: there is nothing to analyse.</source>
        <translation>In diesem Spiel wurde kein Spiel gespielt: Es gibt nichts zu analysieren.</translation>
    </message>
    <message>
        <source>Before is the chance with the best choice, after with yours. Each decision is judged afresh on what was known at that moment, so a row need not start where the one above ended: cards seen in between (the skat, a trick) change what is known, and fresh samples move the figure by a few points.</source>
        <translation>Vorher ist die Chance mit der besten Wahl, nachher die mit deiner. Jede Entscheidung wird neu nach dem beurteilt, was in dem Moment bekannt war; eine Zeile muss also nicht dort beginnen, wo die darüber endete: dazwischen gesehene Karten (der Skat, ein Stich) ändern, was bekannt ist, und neue Stichproben verschieben die Zahl um einige Punkte.</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>Die Analyse wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Judging decision %1 of %2…</source>
        <translation>Entscheidung %1 von %2 wird beurteilt…</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Stich %1</translation>
    </message>
    <message>
        <source>Bid limit</source>
        <translation>Reizgrenze</translation>
    </message>
    <message>
        <source>Pick up or Hand</source>
        <translation>Aufnehmen oder Hand</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Drücken</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Pick up the skat</source>
        <translation>Skat aufnehmen</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>The turning point</source>
        <translation>Der Wendepunkt</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>%1: a good choice, nothing better was found.</source>
        <translation>%1: eine gute Wahl, nichts Besseres gefunden.</translation>
    </message>
    <message>
        <source>%1 would have been better than %2: your chance would have stayed at %3 instead of falling to %4 (about %5 list points).</source>
        <translation>%1 wäre besser gewesen als %2: Ihre Chance wäre bei %3 geblieben, statt auf %4 zu fallen (etwa %5 Listenpunkte).</translation>
    </message>
    <message>
        <source>%1 would have been a little better than %2: %3 instead of %4 (about %5 list points).</source>
        <translation>%1 wäre etwas besser gewesen als %2: %3 statt %4 (etwa %5 Listenpunkte).</translation>
    </message>
    <message>
        <source>No decision was judged.</source>
        <translation>Keine Entscheidung wurde beurteilt.</translation>
    </message>
    <message>
        <source>Points given away against the best choices: %1.</source>
        <translation>Verschenkte Punkte gegenüber der besten Wahl: %1.</translation>
    </message>
    <message>
        <source>No decision cost 20 points of chance or more.</source>
        <translation>Keine Entscheidung hat 20 Prozentpunkte Chance oder mehr gekostet.</translation>
    </message>
    <message>
        <source>Turning point: %1, where the chance fell from %2 to %3.</source>
        <translation>Wendepunkt: %1, dort fiel die Chance von %2 auf %3.</translation>
    </message>
    <message>
        <source>No card was played in this deal: there is nothing to analyse.</source>
        <translation>In diesem Spiel wurde keine Karte gespielt: Es gibt nichts zu analysieren.</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>Die Analyse ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>AuctionPage</name>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Bid the next value</source>
        <translation>Den nächsten Wert sagen</translation>
    </message>
    <message>
        <source>Higher bid</source>
        <translation>Höher reizen</translation>
    </message>
    <message>
        <source>Choose any higher legal bid: Up and Down (or + and -) change it, %1 bids it</source>
        <translation>Einen beliebigen höheren Reizwert wählen: Pfeil hoch und runter (oder + und -) ändern ihn, %1 reizt ihn</translation>
    </message>
    <message>
        <source>Bid the chosen value</source>
        <translation>Den gewählten Wert sagen</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>%1 sagen</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Yes, hold the bid</source>
        <translation>Ja, den Wert halten</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Sagen</translation>
    </message>
    <message>
        <source>Said so far: %1</source>
        <translation>Bisher gesagt: %1</translation>
    </message>
    <message>
        <source>Nothing said yet.</source>
        <translation>Noch nichts gesagt.</translation>
    </message>
</context>
<context>
    <name>CardStyles</name>
    <message>
        <source>French (two colours)</source>
        <translation>Französisches Blatt (zweifarbig)</translation>
    </message>
    <message>
        <source>French tournament (four colours)</source>
        <translation>Turnierblatt (vierfarbig)</translation>
    </message>
    <message>
        <source>German (Altenburg)</source>
        <translation>Deutsches Blatt (Altenburger Bild)</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <source>Deal number</source>
        <translation>Spielnummer</translation>
    </message>
    <message>
        <source>Type a deal number (shown with every result and in the review) to play exactly those cards again, or any number of your own. A new series starts with that deal.</source>
        <translation>Geben Sie eine Spielnummer ein (sie steht bei jedem Ergebnis und beim Nachspielen), um genau diese Karten noch einmal zu spielen, oder eine beliebige eigene Zahl. Eine neue Serie beginnt mit diesem Spiel.</translation>
    </message>
    <message>
        <source>Deal &amp;number:</source>
        <translation>Spiel&amp;nummer:</translation>
    </message>
    <message>
        <source>Your &amp;hand:</source>
        <translation>Ihre &amp;Position:</translation>
    </message>
    <message>
        <source>e.g. 4786838276846591361</source>
        <translation>z. B. 4786838276846591361</translation>
    </message>
    <message>
        <source>A deal number is a whole number from 0 to %1.</source>
        <translation>Eine Spielnummer ist eine ganze Zahl von 0 bis %1.</translation>
    </message>
</context>
<context>
    <name>DeclarePage</name>
    <message>
        <source>Schneider</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <source>Schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Ouvert</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <source>Not allowed now: its value is below the bid</source>
        <translation>Jetzt nicht erlaubt: sein Wert liegt unter dem Reizwert</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation>%1 ansagen</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Hand game: choose the contract and any announcement.</source>
        <translation>Handspiel: Wählen Sie das Spiel und eventuelle Ansagen.</translation>
    </message>
    <message>
        <source>Choose the contract.</source>
        <translation>Wählen Sie das Spiel.</translation>
    </message>
    <message>
        <source>Worth %1 with your cards; the bid is %2.</source>
        <translation>Mit Ihren Karten %1 wert; gereizt ist %2.</translation>
    </message>
    <message>
        <source>Warning: worth only %1 with your cards, below the bid of %2. You lose as overbid unless you make Schneider or Schwarz.</source>
        <translation>Achtung: Mit Ihren Karten nur %1 wert, weniger als der Reizwert %2. Sie verlieren überreizt, wenn Sie nicht Schneider oder Schwarz spielen.</translation>
    </message>
</context>
<context>
    <name>DiscardPage</name>
    <message>
        <source>1  Push these two on</source>
        <translation>1  Diese beiden weiterschieben</translation>
    </message>
    <message>
        <source>Push the two chosen cards on</source>
        <translation>Die beiden gewählten Karten weiterschieben</translation>
    </message>
    <message>
        <source>1  Put these two away</source>
        <translation>1  Diese beiden drücken</translation>
    </message>
    <message>
        <source>Put the two chosen cards away</source>
        <translation>Die beiden gewählten Karten drücken</translation>
    </message>
    <message>
        <source>Jacks may not be pushed: choose other cards.</source>
        <translation>Buben dürfen nicht geschoben werden: Wählen Sie andere Karten.</translation>
    </message>
    <message>
        <source>Push %1 on? Click or press Space on a card again to change your choice.</source>
        <translation>%1 weiterschieben? Klicken Sie eine Karte erneut an (oder Leertaste), um die Wahl zu ändern.</translation>
    </message>
    <message>
        <source>Choose two cards to push on to the next player (click them, or Left/Right and Space): %1 of 2.</source>
        <translation>Wählen Sie zwei Karten, die Sie an den Nächsten weiterschieben (anklicken oder Links/Rechts und Leertaste): %1 von 2.</translation>
    </message>
    <message>
        <source>Put away %1? Click or press Space on a card again to change your choice.</source>
        <translation>%1 drücken? Klicken Sie eine Karte erneut an (oder Leertaste), um die Wahl zu ändern.</translation>
    </message>
    <message>
        <source>Choose two cards to put away (click them, or Left/Right and Space): %1 of 2.</source>
        <translation>Wählen Sie zwei Karten zum Drücken (anklicken oder Links/Rechts und Leertaste): %1 von 2.</translation>
    </message>
</context>
<context>
    <name>DuplicateView</name>
    <message>
        <source>On the same cards (duplicate)</source>
        <translation>Mit denselben Karten (Duplikat)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>%1 against the others</source>
        <translation>%1 gegenüber den anderen</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Your hands brought you %2 (%3 list). Luck %4: what the same hands brought the computer players. Skill %5: what you made beyond them.</source>
        <translation>Ihre Blätter brachten Ihnen %2 (%3). Glück %4: was dieselben Blätter den Computerspielern brachten. Können %5: was Sie darüber hinaus daraus gemacht haben.</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>einfache Liste</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
    <message>
        <source>The last %1 deals, an unfinished round, are not compared.</source>
        <translation>Die letzten %1 Spiele, eine unvollständige Runde, werden nicht verglichen.</translation>
    </message>
</context>
<context>
    <name>FairDeals</name>
    <message>
        <source>Play exactly the cards of a deal number</source>
        <translation>Genau die Karten einer Spielnummer spielen</translation>
    </message>
    <message>
        <source>Today&apos;s deals: the same on every computer, to compare with friends</source>
        <translation>Die Spiele von heute: auf jedem Rechner dieselben, zum Vergleich mit Freunden</translation>
    </message>
    <message>
        <source>&amp;Deal number…</source>
        <translation>Spielnumme&amp;r…</translation>
    </message>
    <message>
        <source>Deal of &amp;the day</source>
        <translation>Spiel des Ta&amp;ges</translation>
    </message>
    <message>
        <source>New dupli&amp;cate series</source>
        <translation>Neue &amp;Duplikatserie</translation>
    </message>
    <message>
        <source>Every deal again with you holding each hand: compare yourself with the computer on the same cards</source>
        <translation>Jedes Spiel noch einmal, bis Sie jedes Blatt gehalten haben: Vergleichen Sie sich mit dem Computer bei denselben Karten</translation>
    </message>
    <message>
        <source>Deal of the day %1</source>
        <translation>Spiel des Tages %1</translation>
    </message>
    <message>
        <source>From deal number %1</source>
        <translation>Ab Spielnummer %1</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplikat</translation>
    </message>
    <message>
        <source>Deal number %1</source>
        <translation>Spielnummer %1</translation>
    </message>
    <message>
        <source>Fingerprint %1</source>
        <translation>Fingerabdruck %1</translation>
    </message>
    <message>
        <source>Next deal&apos;s fingerprint %1</source>
        <translation>Fingerabdruck des nächsten Spiels %1</translation>
    </message>
    <message>
        <source>Duplicate series</source>
        <translation>Duplikat-Serie</translation>
    </message>
    <message>
        <source>The fingerprint is shown before the cards are dealt and fixes them; the deal number shown after the deal gives exactly these cards and this fingerprint (check it in the review or with python -m skat_desktop.records --seed N).</source>
        <translation>Der Fingerabdruck wird gezeigt, bevor die Karten gegeben werden, und legt sie fest; die nach dem Spiel gezeigte Spielnummer ergibt genau diese Karten und diesen Fingerabdruck (prüfen Sie es beim Nachspielen oder mit python -m skat_desktop.records --seed N).</translation>
    </message>
</context>
<context>
    <name>FileNotices</name>
    <message>
        <source>Skat: your files</source>
        <translation>Skat: Ihre Dateien</translation>
    </message>
    <message>
        <source>A problem with your saved files:</source>
        <translation>Ein Problem mit Ihren gespeicherten Dateien:</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Grand</source>
        <translation>Grand</translation>
    </message>
    <message>
        <source>Null</source>
        <translation>Null</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Ouvert</source>
        <translation>ouvert</translation>
    </message>
    <message>
        <source>Schwarz announced</source>
        <translation>Schwarz angesagt</translation>
    </message>
    <message>
        <source>Schneider announced</source>
        <translation>Schneider angesagt</translation>
    </message>
    <message>
        <source>Start a new game.</source>
        <translation>Starten Sie ein neues Spiel.</translation>
    </message>
    <message>
        <source>The series is over.</source>
        <translation>Die Serie ist zu Ende.</translation>
    </message>
    <message>
        <source>You deal.</source>
        <translation>Sie geben.</translation>
    </message>
    <message>
        <source>{name} deals.</source>
        <translation>{name} gibt.</translation>
    </message>
    <message>
        <source>You won the trick.</source>
        <translation>Sie haben den Stich bekommen.</translation>
    </message>
    <message>
        <source>{name} won the trick.</source>
        <translation>{name} hat den Stich bekommen.</translation>
    </message>
    <message>
        <source>{name} bids {value} — hold or pass?</source>
        <translation>{name} sagt {value} — ja sagen oder passen?</translation>
    </message>
    <message>
        <source>Both others passed — play at 18 or pass?</source>
        <translation>Beide anderen haben gepasst — für 18 spielen oder passen?</translation>
    </message>
    <message>
        <source>Your bid: 18 or more, or pass.</source>
        <translation>Sie reizen: 18 oder mehr sagen oder passen.</translation>
    </message>
    <message>
        <source>Bid more than {value}, or pass.</source>
        <translation>Mehr als {value} sagen oder passen.</translation>
    </message>
    <message>
        <source>{name} bids {value}.</source>
        <translation>{name} sagt {value}.</translation>
    </message>
    <message>
        <source>{name} holds {value}.</source>
        <translation>{name} sagt ja zu {value}.</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} passt.</translation>
    </message>
    <message>
        <source>Your turn to bid.</source>
        <translation>Sie reizen.</translation>
    </message>
    <message>
        <source>{name} to bid.</source>
        <translation>{name} reizt.</translation>
    </message>
    <message>
        <source>You won the auction at {value} — pick up the skat or play Hand?</source>
        <translation>Sie haben das Reizen bei {value} gewonnen — Skat aufnehmen oder Hand spielen?</translation>
    </message>
    <message>
        <source>You won the auction at {value}.</source>
        <translation>Sie haben das Reizen bei {value} gewonnen.</translation>
    </message>
    <message>
        <source>{name} won the auction at {value}.</source>
        <translation>{name} hat das Reizen bei {value} gewonnen.</translation>
    </message>
    <message>
        <source>Choose two cards to put away.</source>
        <translation>Wählen Sie zwei Karten zum Drücken.</translation>
    </message>
    <message>
        <source>You picked up the skat.</source>
        <translation>Sie haben den Skat aufgenommen.</translation>
    </message>
    <message>
        <source>{name} picked up the skat.</source>
        <translation>{name} hat den Skat aufgenommen.</translation>
    </message>
    <message>
        <source>Declare your game (bid {value}).</source>
        <translation>Sagen Sie Ihr Spiel an (gereizt: {value}).</translation>
    </message>
    <message>
        <source>You declare the game.</source>
        <translation>Sie sagen das Spiel an.</translation>
    </message>
    <message>
        <source>{name} declares the game.</source>
        <translation>{name} sagt das Spiel an.</translation>
    </message>
    <message>
        <source>Schieberamsch, pushed once so far: pick up the skat and push two cards on, or pass it on?</source>
        <translation>Schieberamsch, bisher einmal geschoben: Skat aufnehmen und zwei Karten weiterschieben, oder den Skat ungesehen weitergeben?</translation>
    </message>
    <message>
        <source>Schieberamsch, pushed twice so far: pick up the skat and push two cards on, or pass it on?</source>
        <translation>Schieberamsch, bisher zweimal geschoben: Skat aufnehmen und zwei Karten weiterschieben, oder den Skat ungesehen weitergeben?</translation>
    </message>
    <message>
        <source>Schieberamsch, pushed {count} times so far: pick up the skat and push two cards on, or pass it on?</source>
        <translation>Schieberamsch, bisher {count}-mal geschoben: Skat aufnehmen und zwei Karten weiterschieben, oder den Skat ungesehen weitergeben?</translation>
    </message>
    <message>
        <source>Ramsch: pick up the skat and push two cards on (doubles), or pass it on?</source>
        <translation>Ramsch: Skat aufnehmen und zwei Karten weiterschieben (verdoppelt), oder den Skat ungesehen weitergeben?</translation>
    </message>
    <message>
        <source>{name} passes the skat on.</source>
        <translation>{name} gibt den Skat ungesehen weiter.</translation>
    </message>
    <message>
        <source>{name} pushes two cards on.</source>
        <translation>{name} schiebt zwei Karten weiter.</translation>
    </message>
    <message>
        <source>Everyone passed: Ramsch! {name} decides on the skat.</source>
        <translation>Alle haben gepasst: Ramsch! {name} entscheidet über den Skat.</translation>
    </message>
    <message>
        <source>You decide on the skat.</source>
        <translation>Sie entscheiden über den Skat.</translation>
    </message>
    <message>
        <source>{name} decides on the skat.</source>
        <translation>{name} entscheidet über den Skat.</translation>
    </message>
    <message>
        <source>Choose two cards to push on.</source>
        <translation>Wählen Sie zwei Karten zum Weiterschieben.</translation>
    </message>
    <message>
        <source>Ramsch: everyone plays alone, jacks are trumps, the most card points lose. Your lead.</source>
        <translation>Ramsch: Jeder spielt für sich, nur Buben sind Trumpf, wer die meisten Augen hat, verliert. Sie spielen aus.</translation>
    </message>
    <message>
        <source>Ramsch: everyone plays alone, jacks are trumps, the most card points lose.</source>
        <translation>Ramsch: Jeder spielt für sich, nur Buben sind Trumpf, wer die meisten Augen hat, verliert.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Sie sind dran.</translation>
    </message>
    <message>
        <source>{name} to play.</source>
        <translation>{name} ist dran.</translation>
    </message>
    <message>
        <source>You play {game}.</source>
        <translation>Sie spielen {game}.</translation>
    </message>
    <message>
        <source>{name} plays {game}.</source>
        <translation>{name} spielt {game}.</translation>
    </message>
    <message>
        <source>Your lead.</source>
        <translation>Sie spielen aus.</translation>
    </message>
    <message>
        <source>{name} plays {game}. Say Kontra (doubles)?</source>
        <translation>{name} spielt {game}. Kontra sagen (verdoppelt)?</translation>
    </message>
    <message>
        <source>{name} says Kontra against you. Answer Re?</source>
        <translation>{name} sagt Kontra gegen Sie. Mit Re antworten?</translation>
    </message>
    <message>
        <source>You say Kontra. {name} may answer Re.</source>
        <translation>Sie sagen Kontra. {name} kann mit Re antworten.</translation>
    </message>
    <message>
        <source>{name} says Kontra. {declarer} may answer Re.</source>
        <translation>{name} sagt Kontra. {declarer} kann mit Re antworten.</translation>
    </message>
    <message>
        <source>You play {game}. {name} may say Kontra.</source>
        <translation>Sie spielen {game}. {name} kann Kontra sagen.</translation>
    </message>
    <message>
        <source>{declarer} plays {game}. {name} may say Kontra.</source>
        <translation>{declarer} spielt {game}. {name} kann Kontra sagen.</translation>
    </message>
    <message>
        <source>Kontra and Re: {game} counts four times.</source>
        <translation>Kontra und Re: {game} zählt vierfach.</translation>
    </message>
    <message>
        <source>Kontra: {game} counts double.</source>
        <translation>Kontra: {game} zählt doppelt.</translation>
    </message>
    <message>
        <source>Kontra, Re and Bock: {game} counts {times} times.</source>
        <translation>Kontra, Re und Bock: {game} zählt {times}-fach.</translation>
    </message>
    <message>
        <source>Kontra and Bock: {game} counts {times} times.</source>
        <translation>Kontra und Bock: {game} zählt {times}-fach.</translation>
    </message>
    <message>
        <source>No Kontra: you play {game}.</source>
        <translation>Kein Kontra: Sie spielen {game}.</translation>
    </message>
    <message>
        <source>No Kontra: {name} plays {game}.</source>
        <translation>Kein Kontra: {name} spielt {game}.</translation>
    </message>
    <message>
        <source>Durchmarsch! You took every trick: +{score}.</source>
        <translation>Durchmarsch! Sie haben alle Stiche gemacht: +{score}.</translation>
    </message>
    <message>
        <source>Durchmarsch! {name} took every trick: +{score}.</source>
        <translation>Durchmarsch! {name} hat alle Stiche gemacht: +{score}.</translation>
    </message>
    <message>
        <source>You lose the Ramsch with {points} points: {score}.</source>
        <translation>Sie verlieren den Ramsch mit {points} Augen: {score}.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>{name} loses the Ramsch with {points} points: {score}.</source>
        <translation>{name} verliert den Ramsch mit {points} Augen: {score}.</translation>
    </message>
    <message>
        <source>The deal was abandoned.</source>
        <translation>Das Spiel wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Everyone passed — the deal is passed in.</source>
        <translation>Alle haben gepasst — das Spiel ist eingepasst.</translation>
    </message>
    <message>
        <source>You won {game} with {points} points: {score}.</source>
        <translation>Sie haben {game} mit {points} Augen gewonnen: {score}.</translation>
    </message>
    <message>
        <source>You lost {game} with {points} points: {score}.</source>
        <translation>Sie haben {game} mit {points} Augen verloren: {score}.</translation>
    </message>
    <message>
        <source>{name} won {game} with {points} points: {score}.</source>
        <translation>{name} hat {game} mit {points} Augen gewonnen: {score}.</translation>
    </message>
    <message>
        <source>{name} lost {game} with {points} points: {score}.</source>
        <translation>{name} hat {game} mit {points} Augen verloren: {score}.</translation>
    </message>
    <message>
        <source>Finish or abandon this deal first.</source>
        <translation>Spielen Sie dieses Spiel erst zu Ende oder brechen Sie es ab.</translation>
    </message>
    <message>
        <source>There is nothing for you to do now.</source>
        <translation>Sie haben jetzt nichts zu tun.</translation>
    </message>
    <message>
        <source>That is not a move of the game.</source>
        <translation>Das ist kein Zug dieses Spiels.</translation>
    </message>
    <message>
        <source>You sit out this deal.</source>
        <translation>Sie setzen in diesem Spiel aus.</translation>
    </message>
    <message>
        <source>The computer is playing your seat.</source>
        <translation>Der Computer spielt für Sie.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn.</source>
        <translation>{name} ist an der Reihe.</translation>
    </message>
    <message>
        <source>You must follow suit ({suit}).</source>
        <translation>Sie müssen Farbe bedienen ({suit}).</translation>
    </message>
    <message>
        <source>Trump was led: you must play a jack.</source>
        <translation>Trumpf ist ausgespielt: Sie müssen Trumpf bedienen, also einen Buben spielen.</translation>
    </message>
    <message>
        <source>Trump was led: you must play trump.</source>
        <translation>Trumpf ist ausgespielt: Sie müssen Trumpf bedienen.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte haben Sie nicht auf der Hand.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Sie sind nicht an der Reihe.</translation>
    </message>
    <message>
        <source>Your bid must be higher than {value}.</source>
        <translation>Sie müssen mehr als {value} sagen.</translation>
    </message>
    <message>
        <source>{bid} is not a game value: the next one is {value}.</source>
        <translation>{bid} ist kein Reizwert: Der nächste ist {value}.</translation>
    </message>
    <message>
        <source>The lowest bid is 18.</source>
        <translation>Der niedrigste Reizwert ist 18.</translation>
    </message>
    <message>
        <source>Both others passed: you can only play at 18 or pass.</source>
        <translation>Beide anderen haben gepasst: Sie können nur 18 spielen oder passen.</translation>
    </message>
    <message>
        <source>{value} was bid to you: hold or pass.</source>
        <translation>Ihnen wurde {value} gesagt: Sagen Sie ja oder passen Sie.</translation>
    </message>
    <message>
        <source>There is no bid to hold.</source>
        <translation>Es wurde noch nichts gesagt, wozu Sie ja sagen könnten.</translation>
    </message>
    <message>
        <source>Choose two different cards.</source>
        <translation>Wählen Sie zwei verschiedene Karten.</translation>
    </message>
    <message>
        <source>Jacks may not be pushed on.</source>
        <translation>Buben dürfen nicht geschoben werden.</translation>
    </message>
    <message>
        <source>Null cannot be played with Schneider or Schwarz announced.</source>
        <translation>Null kann nicht mit angesagtem Schneider oder Schwarz gespielt werden.</translation>
    </message>
    <message>
        <source>Schneider and Schwarz can only be announced in a Hand game.</source>
        <translation>Schneider und Schwarz können nur in einem Handspiel angesagt werden.</translation>
    </message>
    <message>
        <source>Announcing Schwarz includes announcing Schneider.</source>
        <translation>Wer Schwarz ansagt, sagt auch Schneider an.</translation>
    </message>
    <message>
        <source>An open suit or Grand game is a Hand game with Schwarz announced.</source>
        <translation>Ein offenes Farb- oder Grandspiel ist ein Handspiel mit Schwarz angesagt.</translation>
    </message>
    <message>
        <source>You picked up the skat, so this cannot be a Hand game.</source>
        <translation>Sie haben den Skat aufgenommen, also kann es kein Handspiel sein.</translation>
    </message>
    <message>
        <source>You did not pick up the skat, so your game is a Hand game.</source>
        <translation>Sie haben den Skat nicht aufgenommen, also ist Ihr Spiel ein Handspiel.</translation>
    </message>
    <message>
        <source>{game} is worth {worth}, less than your bid of {value}.</source>
        <translation>{game} ist nur {worth} wert, gereizt ist {value}.</translation>
    </message>
    <message>
        <source>Kontra has already been said.</source>
        <translation>Kontra wurde schon gesagt.</translation>
    </message>
    <message>
        <source>You can only say Re after a Kontra.</source>
        <translation>Re können Sie nur nach einem Kontra sagen.</translation>
    </message>
    <message>
        <source>You cannot play a card now.</source>
        <translation>Sie können jetzt keine Karte spielen.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Das ist jetzt nicht möglich.</translation>
    </message>
    <message>
        <source>Bid or pass first.</source>
        <translation>Reizen oder passen Sie zuerst.</translation>
    </message>
    <message>
        <source>Pick up the skat or play Hand first.</source>
        <translation>Nehmen Sie zuerst den Skat auf oder spielen Sie Hand.</translation>
    </message>
    <message>
        <source>Put two cards away first.</source>
        <translation>Drücken Sie zuerst zwei Karten.</translation>
    </message>
    <message>
        <source>Choose your game first.</source>
        <translation>Sagen Sie zuerst Ihr Spiel an.</translation>
    </message>
    <message>
        <source>Answer the Kontra first.</source>
        <translation>Antworten Sie zuerst auf das Kontra.</translation>
    </message>
    <message>
        <source>Say Kontra or not first.</source>
        <translation>Entscheiden Sie zuerst, ob Sie Kontra sagen.</translation>
    </message>
    <message>
        <source>Pick up the skat or pass it on first.</source>
        <translation>Nehmen Sie zuerst den Skat auf oder geben Sie ihn ungesehen weiter.</translation>
    </message>
    <message>
        <source>Push two cards on first.</source>
        <translation>Schieben Sie zuerst zwei Karten weiter.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Spielen Sie eine Karte.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <source>There is no deal to abandon.</source>
        <translation>Es gibt kein Spiel zum Abbrechen.</translation>
    </message>
    <message>
        <source>You sit this deal out: it is played to its end, and the next deal is yours.</source>
        <translation>Du setzt dieses Spiel aus: Es wird zu Ende gespielt, das nächste spielst du mit.</translation>
    </message>
    <message>
        <source>No hint available: {error}</source>
        <translation>Kein Tipp verfügbar: {error}</translation>
    </message>
    <message>
        <source>{name} made a mistake and played a legal move instead: {error}</source>
        <translation>{name} hat sich vertan und stattdessen einen erlaubten Zug gemacht: {error}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation>Das Spiel konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>You and {names} lose the Ramsch, tied with {points} points: {score} each.</source>
        <translation>Sie und {names} verlieren den Ramsch, punktgleich mit {points} Augen: je {score}.</translation>
    </message>
    <message>
        <source>{names} lose the Ramsch, tied with {points} points: {score} each.</source>
        <translation>{names} verlieren den Ramsch, punktgleich mit {points} Augen: je {score}.</translation>
    </message>
</context>
<context>
    <name>GermanDeck</name>
    <message>
        <source>Acorns</source>
        <translation>Eichel</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Bells</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>Ac</source>
        <comment>short for Acorns</comment>
        <translation>Ei</translation>
    </message>
    <message>
        <source>Le</source>
        <comment>short for Leaves</comment>
        <translation>Grü</translation>
    </message>
    <message>
        <source>He</source>
        <comment>short for Hearts</comment>
        <translation>He</translation>
    </message>
    <message>
        <source>Be</source>
        <comment>short for Bells</comment>
        <translation>Sch</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message>
        <source>Skat rules</source>
        <translation>Skatregeln</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back to the previous page</source>
        <translation>Zurück zur vorigen Seite</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Forward to the next page</source>
        <translation>Weiter zur nächsten Seite</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Show the table of contents</source>
        <translation>Inhaltsverzeichnis zeigen</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Search the rules…</source>
        <translation>Regeln durchsuchen…</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Regeln durchsuchen</translation>
    </message>
    <message>
        <source>Table of contents</source>
        <translation>Inhaltsverzeichnis</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>Suchergebnisse</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Regeltext</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
</context>
<context>
    <name>IdlePage</name>
    <message>
        <source>1  New game</source>
        <translation>1  Neues Spiel</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
</context>
<context>
    <name>KontraPage</name>
    <message>
        <source>A defender says Kontra: your game counts double. Answer Re to double it again (four times), or let it be.</source>
        <translation>Ein Gegenspieler sagt Kontra: Ihr Spiel zählt doppelt. Antworten Sie mit Re, um noch einmal zu verdoppeln (vierfach), oder lassen Sie es dabei.</translation>
    </message>
    <message>
        <source>1  Re</source>
        <translation>1  Re</translation>
    </message>
    <message>
        <source>Re: double again</source>
        <translation>Re: noch einmal verdoppeln</translation>
    </message>
    <message>
        <source>2  No Re</source>
        <translation>2  Kein Re</translation>
    </message>
    <message>
        <source>No Re</source>
        <translation>Kein Re</translation>
    </message>
    <message>
        <source>Before the first card: say Kontra if you think the declarer loses. The game then counts double (and the declarer may answer Re).</source>
        <translation>Vor der ersten Karte: Sagen Sie Kontra, wenn Sie glauben, dass der Alleinspieler verliert. Das Spiel zählt dann doppelt (und der Alleinspieler kann mit Re antworten).</translation>
    </message>
    <message>
        <source>1  Kontra</source>
        <translation>1  Kontra</translation>
    </message>
    <message>
        <source>Kontra: double the game</source>
        <translation>Kontra: das Spiel verdoppeln</translation>
    </message>
    <message>
        <source>2  No Kontra</source>
        <translation>2  Kein Kontra</translation>
    </message>
    <message>
        <source>No Kontra</source>
        <translation>Kein Kontra</translation>
    </message>
</context>
<context>
    <name>LearnBar</name>
    <message>
        <source>Play from here</source>
        <translation>Von hier spielen</translation>
    </message>
    <message>
        <source>Play this deal on from this step, with the same cards (a practice deal)</source>
        <translation>Dieses Spiel ab diesem Schritt mit denselben Karten weiterspielen (ein Übungsspiel)</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Dieses Spiel neu spielen</translation>
    </message>
    <message>
        <source>Play this deal again from the start (a practice deal, not counted)</source>
        <translation>Dieses Spiel noch einmal von vorn spielen (ein Übungsspiel, es zählt nicht)</translation>
    </message>
    <message>
        <source>after this step</source>
        <translation>nach diesem Schritt</translation>
    </message>
    <message>
        <source>before {name}: {action}</source>
        <translation>vor {name}: {action}</translation>
    </message>
    <message>
        <source>{name} – {action}: {why}</source>
        <translation>{name} – {action}: {why}</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <source>this series</source>
        <translation>diese Serie</translation>
    </message>
    <message>
        <source>This moment cannot be played on: {error}</source>
        <translation>Ab diesem Moment kann nicht weitergespielt werden: {error}</translation>
    </message>
    <message>
        <source>Practice deal: it does not count on the score sheet.</source>
        <translation>Übungsspiel: Es zählt nicht auf der Liste.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>Start a new series of deals</source>
        <translation>Eine neue Serie beginnen</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>Noch ein&amp;mal spielen</translation>
    </message>
    <message>
        <source>Deal the next hand, dealer one seat on</source>
        <translation>Das nächste Spiel geben, der Geber rückt einen Platz weiter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <source>Take back your last decision</source>
        <translation>Ihre letzte Entscheidung zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show what the computer would do</source>
        <translation>Zeigen, was der Computer tun würde</translation>
    </message>
    <message>
        <source>&amp;Abandon deal</source>
        <translation>Spiel &amp;aufgeben</translation>
    </message>
    <message>
        <source>Give up this deal (as declarer you lose it)</source>
        <translation>Dieses Spiel aufgeben (als Alleinspieler verlieren Sie es)</translation>
    </message>
    <message>
        <source>Show &amp;last trick</source>
        <translation>&amp;Letzten Stich zeigen</translation>
    </message>
    <message>
        <source>Show or hide the last trick</source>
        <translation>Den letzten Stich zeigen oder verbergen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Change names, speed, deck and more</source>
        <translation>Namen, Tempo, Blatt und mehr ändern</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>&amp;Spielliste</translation>
    </message>
    <message>
        <source>Show or hide the score sheet</source>
        <translation>Die Spielliste zeigen oder verbergen</translation>
    </message>
    <message>
        <source>&amp;Count card points</source>
        <translation>Augen &amp;mitzählen</translation>
    </message>
    <message>
        <source>Show each side&apos;s card points taken so far (for beginners)</source>
        <translation>Die bisher erzielten Augen jeder Partei zeigen (für Einsteiger)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>The rules of Skat for this phase</source>
        <translation>Die Skatregeln zu diesem Abschnitt des Spiels</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>About this program</source>
        <translation>Über dieses Programm</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Save the game and quit</source>
        <translation>Spiel speichern und beenden</translation>
    </message>
    <message>
        <source>Stat&amp;istics and archive…</source>
        <translation>Stat&amp;istik und Archiv…</translation>
    </message>
    <message>
        <source>Your figures, past series and their deals</source>
        <translation>Ihre Zahlen, frühere Serien und ihre Spiele</translation>
    </message>
    <message>
        <source>&amp;Open ISS game records…</source>
        <translation>ISS-Spielprotokolle ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Review the deals of a file of ISS game records</source>
        <translation>Die Spiele einer Datei mit ISS-Spielprotokollen nachspielen</translation>
    </message>
    <message>
        <source>Post-deal anal&amp;ysis…</source>
        <translation>Analy&amp;se nach dem Spiel…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Deck style</source>
        <translation>&amp;Blatt</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Spielliste</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>Play %1?</source>
        <translation>%1 spielen?</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts zurückzunehmen.</translation>
    </message>
    <message>
        <source>No hint now: it is not your turn.</source>
        <translation>Jetzt kein Tipp: Sie sind nicht an der Reihe.</translation>
    </message>
    <message>
        <source>Hint: thinking…</source>
        <translation>Tipp: wird überlegt…</translation>
    </message>
    <message>
        <source>No hint available.</source>
        <translation>Kein Tipp verfügbar.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>Hint: pass (a game of your own would be won about %2% of the time)</source>
        <translation>Tipp: passen (ein eigenes Spiel würde in etwa %2% der Fälle gewonnen)</translation>
    </message>
    <message>
        <source>Hint: %1 (estimated chance to win: %2%)</source>
        <translation>Tipp: %1 (geschätzte Gewinnchance: %2%)</translation>
    </message>
    <message>
        <source>Quit now? The practice deal on the table is not kept; the series is saved as it stood before it.</source>
        <translation>Jetzt beenden? Das Übungsspiel auf dem Tisch wird nicht behalten; die Serie wird so gespeichert, wie sie davor stand.</translation>
    </message>
    <message>
        <source>Start a new series? The series in progress ends here: its finished deals are kept in the archive, a deal being played does not count.</source>
        <translation>Eine neue Serie beginnen? Die laufende Serie endet hier: Ihre fertigen Spiele bleiben im Archiv, ein angefangenes Spiel zählt nicht.</translation>
    </message>
    <message>
        <source>Abandon this deal? In trick play, as declarer you lose the game; as a defender you concede it and the declarer wins. Before trick play the deal does not count.</source>
        <translation>Dieses Spiel abbrechen? Im Stichspiel verlierst du es als Alleinspieler; als Gegenspieler gibst du es auf, und der Alleinspieler gewinnt. Vor dem Stichspiel zählt das Spiel nicht.</translation>
    </message>
    <message>
        <source>Where the deal just finished was won or lost, decision by decision</source>
        <translation>Wo das eben beendete Spiel gewonnen oder verloren wurde, Entscheidung für Entscheidung</translation>
    </message>
    <message>
        <source>R&amp;eview this series…</source>
        <translation>Diese Serie &amp;durchsehen…</translation>
    </message>
    <message>
        <source>Step through this series&apos; deals, see why the computer played so, play again</source>
        <translation>Die Spiele dieser Serie Schritt für Schritt ansehen, sehen, warum der Computer so spielte, und neu spielen</translation>
    </message>
    <message>
        <source>That card deck is not installed.</source>
        <translation>Dieses Kartenblatt ist nicht installiert.</translation>
    </message>
    <message>
        <source>Settings are not available.</source>
        <translation>Die Einstellungen sind nicht verfügbar.</translation>
    </message>
    <message>
        <source>The rules are not installed.</source>
        <translation>Die Regeln sind nicht installiert.</translation>
    </message>
    <message>
        <source>Open ISS game records</source>
        <translation>ISS-Spielprotokolle öffnen</translation>
    </message>
    <message>
        <source>ISS game records (*.txt *.sgf);;All files (*)</source>
        <translation>ISS-Spielprotokolle (*.txt *.sgf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The analysis is ready once the deal is over.</source>
        <translation>Die Analyse gibt es, sobald das Spiel vorbei ist.</translation>
    </message>
    <message>
        <source>About Skat</source>
        <translation>Über Skat</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Skat %1&lt;/h3&gt;&lt;p&gt;Offline Skat against computer players, with the rules of the International Skat Order.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. The card decks are drawn by the project.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and PySide6 %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Skat %1&lt;/h3&gt;&lt;p&gt;Skat ohne Internet gegen Computerspieler, nach der Internationalen Skatordnung.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder später. Die Kartenblätter hat das Projekt selbst gezeichnet.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2 und PySide6 %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Open-hand solver: compiled (fast).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Löser mit offenen Karten: kompiliert (schnell).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Open-hand solver: pure Python (slower, plays the same).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Löser mit offenen Karten: reines Python (langsamer, spielt genauso).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>Ihr Blatt: %1</translation>
    </message>
    <message>
        <source>Chosen card: %1</source>
        <translation>Gewählte Karte: %1</translation>
    </message>
    <message>
        <source>Trick: %1</source>
        <translation>Stich: %1</translation>
    </message>
    <message>
        <source>To put away: %1</source>
        <translation>Zu drücken: %1</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <source>1  Last trick (L)</source>
        <translation>1  Letzter Stich (L)</translation>
    </message>
    <message>
        <source>Show the last trick</source>
        <translation>Den letzten Stich zeigen</translation>
    </message>
    <message>
        <source>Click a card, or choose with Left/Right and press Enter.</source>
        <translation>Klicken Sie eine Karte an, oder wählen Sie mit Links/Rechts und drücken Sie Eingabe.</translation>
    </message>
</context>
<context>
    <name>RecordsImport</name>
    <message>
        <source>Open ISS game records</source>
        <translation>ISS-Spielprotokolle öffnen</translation>
    </message>
    <message>
        <source>Reading %1 ...</source>
        <translation>%1 wird gelesen ...</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <source>1  Play again</source>
        <translation>1  Noch einmal spielen</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>1  New series</source>
        <translation>1  Neue Serie</translation>
    </message>
    <message>
        <source>Bock on Bock: the list counts it four times</source>
        <translation>Bock auf Bock: die Liste zählt es vierfach</translation>
    </message>
    <message>
        <source>Bock round: the list counts it double</source>
        <translation>Bockrunde: die Liste zählt es doppelt</translation>
    </message>
    <message>
        <source>Jungfrau: a player took no trick, the loss counts double</source>
        <translation>Jungfrau: ein Spieler hat keinen Stich gemacht, der Verlust zählt doppelt</translation>
    </message>
    <message>
        <source>Pushed on once: each push doubles</source>
        <translation>Einmal geschoben: jedes Schieben verdoppelt</translation>
    </message>
    <message>
        <source>Pushed on twice: each push doubles</source>
        <translation>Zweimal geschoben: jedes Schieben verdoppelt</translation>
    </message>
    <message>
        <source>Pushed on %1 times: each push doubles</source>
        <translation>%1-mal geschoben: jedes Schieben verdoppelt</translation>
    </message>
    <message>
        <source>The deal was abandoned and does not count.</source>
        <translation>Das Spiel wurde abgebrochen und zählt nicht.</translation>
    </message>
    <message>
        <source>Everybody passed: the deal is passed in, nobody scores.</source>
        <translation>Alle haben gepasst: Das Spiel ist eingepasst, niemand bekommt Punkte.</translation>
    </message>
    <message>
        <source>You win %1</source>
        <translation>Sie gewinnen %1</translation>
    </message>
    <message>
        <source>You lose %1</source>
        <translation>Sie verlieren %1</translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation>%1 gewinnt %2</translation>
    </message>
    <message>
        <source>%1 loses %2</source>
        <translation>%1 verliert %2</translation>
    </message>
    <message>
        <source>Tricks taken by the declarer: %1</source>
        <translation>Stiche des Alleinspielers: %1</translation>
    </message>
    <message>
        <source>Card points: %1 to %2</source>
        <translation>Augen: %1 zu %2</translation>
    </message>
    <message>
        <source>Overbid: the game is worth less than the bid of %1, so it is lost and counts as %2, the lowest multiple of %3 that reaches the bid.</source>
        <translation>Überreizt: Das Spiel ist weniger wert als der Reizwert %1, es ist also verloren und zählt %2, das kleinste Vielfache von %3, das den Reizwert erreicht.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>Ihnen</translation>
    </message>
    <message>
        <source>Kontra by %1, Re: four times the value</source>
        <translation>Kontra von %1, Re: vierfacher Wert</translation>
    </message>
    <message>
        <source>Kontra by %1: double the value</source>
        <translation>Kontra von %1: doppelter Wert</translation>
    </message>
    <message>
        <source>Skat: %1</source>
        <translation>Skat: %1</translation>
    </message>
    <message>
        <source>put away: %1</source>
        <translation>gedrückt: %1</translation>
    </message>
    <message>
        <source>picked up and put back</source>
        <translation>aufgenommen und wieder gedrückt</translation>
    </message>
    <message>
        <source>You gave the game up: a declarer who gives up loses the game at its value. The card points are those taken so far; Schneider counts only if reached.</source>
        <translation>Du hast das Spiel aufgegeben: Ein Alleinspieler, der aufgibt, verliert das Spiel mit seinem Wert. Die Augen sind die bis dahin erzielten; Schneider zählt nur, wenn er erreicht war.</translation>
    </message>
    <message>
        <source>The declarer gave the game up and loses it at its value. The card points are those taken so far; Schneider counts only if reached.</source>
        <translation>Der Alleinspieler hat aufgegeben und verliert das Spiel mit seinem Wert. Die Augen sind die bis dahin erzielten; Schneider zählt nur, wenn er erreicht war.</translation>
    </message>
    <message>
        <source>The defenders conceded: the declarer wins the Null game.</source>
        <translation>Die Gegenspieler haben aufgegeben: Der Alleinspieler gewinnt das Nullspiel.</translation>
    </message>
    <message>
        <source>The defenders conceded: every card not yet in their tricks goes to the declarer.</source>
        <translation>Die Gegenspieler haben aufgegeben: Jede Karte, die nicht schon in ihren Stichen liegt, geht an den Alleinspieler.</translation>
    </message>
    <message>
        <source>Ramsch: Durchmarsch, one player took every trick</source>
        <translation>Ramsch: Durchmarsch, ein Spieler hat alle Stiche gemacht</translation>
    </message>
    <message>
        <source>Ramsch: the most card points lose</source>
        <translation>Ramsch: die meisten Augen verlieren</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>%1 %2 points (%3)</source>
        <translation>%1 %2 Augen (%3)</translation>
    </message>
    <message>
        <source>Skat (to the last trick): %1</source>
        <translation>Skat (an den letzten Stich): %1</translation>
    </message>
    <message>
        <source>you pushed: %1</source>
        <translation>von Ihnen geschoben: %1</translation>
    </message>
    <message>
        <source>This game starts a Bock round: the next %1 deals count double.</source>
        <translation>Dieses Spiel löst eine Bockrunde aus: die nächsten %1 Spiele zählen doppelt.</translation>
    </message>
    <message>
        <source>This game starts one more Bock round: %1 more deals count double.</source>
        <translation>Dieses Spiel löst noch eine Bockrunde aus: weitere %1 Spiele zählen doppelt.</translation>
    </message>
</context>
<context>
    <name>ReviewTable</name>
    <message>
        <source>Review table</source>
        <translation>Nachspieltisch</translation>
    </message>
    <message>
        <source>No deal selected</source>
        <translation>Kein Spiel ausgewählt</translation>
    </message>
    <message>
        <source>{name}, {position}: {cards}</source>
        <translation>{name}, {position}: {cards}</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>keine Karten</translation>
    </message>
    <message>
        <source>Trick: {cards}</source>
        <translation>Stich: {cards}</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} Augen</translation>
    </message>
    <message>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>Review: {title}</source>
        <translation>Nachspielen: {title}</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Spielliste</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>The cards as dealt (Home)</source>
        <translation>Die Karten nach dem Geben (Pos1)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Einen Schritt zurück (Links)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>One step on (Right)</source>
        <translation>Einen Schritt weiter (Rechts)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>The result of the deal (End)</source>
        <translation>Das Ergebnis des Spiels (Ende)</translation>
    </message>
    <message>
        <source>Some records could not be read:</source>
        <translation>Einige Protokolle konnten nicht gelesen werden:</translation>
    </message>
    <message>
        <source>There are no deals to review.</source>
        <translation>Es gibt keine Spiele zum Nachspielen.</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>Bock ×{factor}</source>
        <translation>Bock ×{factor}</translation>
    </message>
    <message>
        <source>↶ played with undo</source>
        <translation>↶ mit Rücknahme gespielt</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <source>passed in</source>
        <translation>eingepasst</translation>
    </message>
    <message>
        <source>void</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Bock on Bock: this deal counts four times.</source>
        <translation>Bock auf Bock: Dieses Spiel zählt vierfach.</translation>
    </message>
    <message>
        <source>Bock round: this deal counts double.</source>
        <translation>Bockrunde: Dieses Spiel zählt doppelt.</translation>
    </message>
    <message>
        <source>Kontra and Re: the game value counts four times.</source>
        <translation>Kontra und Re: Der Spielwert zählt vierfach.</translation>
    </message>
    <message>
        <source>Kontra: the game value counts double.</source>
        <translation>Kontra: Der Spielwert zählt doppelt.</translation>
    </message>
    <message>
        <source>Ramsch: Durchmarsch, one player took every trick.</source>
        <translation>Ramsch: Durchmarsch, ein Spieler hat alle Stiche gemacht.</translation>
    </message>
    <message>
        <source>Ramsch: the most card points lose them.</source>
        <translation>Ramsch: Wer die meisten Augen hat, verliert sie.</translation>
    </message>
    <message>
        <source>Jungfrau: a player took no trick, the loss counts double.</source>
        <translation>Jungfrau: Ein Spieler hat keinen Stich gemacht, der Verlust zählt doppelt.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
    <message>
        <source>Deal {deal} of {deals} · step {step} of {steps}</source>
        <translation>Spiel {deal} von {deals} · Schritt {step} von {steps}</translation>
    </message>
    <message>
        <source>Deal {number}: the cards as dealt.</source>
        <translation>Spiel {number}: die Karten nach dem Geben.</translation>
    </message>
    <message>
        <source>{name} deals and sits out.</source>
        <translation>{name} gibt und setzt aus.</translation>
    </message>
    <message>
        <source>All passed: the deal is played as a Ramsch.</source>
        <translation>Alle haben gepasst: Es wird Ramsch gespielt.</translation>
    </message>
    <message>
        <source>All passed: the deal is passed in.</source>
        <translation>Alle haben gepasst: Das Spiel ist eingepasst.</translation>
    </message>
    <message>
        <source>{name} wins the auction at {value}.</source>
        <translation>{name} gewinnt das Reizen bei {value}.</translation>
    </message>
    <message>
        <source>Auction: {words}.</source>
        <translation>Reizen: {words}.</translation>
    </message>
    <message>
        <source>{name} picks up the skat ({skat}) and puts away {discard}.</source>
        <translation>{name} nimmt den Skat auf ({skat}) und drückt {discard}.</translation>
    </message>
    <message>
        <source>{name} plays Hand; the skat ({skat}) stays face down.</source>
        <translation>{name} spielt Hand; der Skat ({skat}) bleibt verdeckt.</translation>
    </message>
    <message>
        <source>{name} declares {game}.</source>
        <translation>{name} sagt {game} an.</translation>
    </message>
    <message>
        <source>Trick {number}: {cards}. {winner} takes {points} points.</source>
        <translation>Stich {number}: {cards}. {winner} bekommt {points} Augen.</translation>
    </message>
    <message>
        <source>The deal was abandoned and does not count.</source>
        <translation>Das Spiel wurde abgebrochen und zählt nicht.</translation>
    </message>
    <message>
        <source>The record ends here, before the deal is over.</source>
        <translation>Das Protokoll endet hier, bevor das Spiel vorbei ist.</translation>
    </message>
    <message>
        <source>Passed in: nobody scores.</source>
        <translation>Eingepasst: Niemand bekommt Punkte.</translation>
    </message>
    <message>
        <source>The deal was ended early and does not count.</source>
        <translation>Das Spiel wurde vorzeitig beendet und zählt nicht.</translation>
    </message>
    <message>
        <source>{name} wins {game} with {points} card points.</source>
        <translation>{name} gewinnt {game} mit {points} Augen.</translation>
    </message>
    <message>
        <source>{name} loses {game} with {points} card points.</source>
        <translation>{name} verliert {game} mit {points} Augen.</translation>
    </message>
    <message>
        <source>Value {value}, score {score}.</source>
        <translation>Spielwert {value}, Wertung {score}.</translation>
    </message>
    <message>
        <source>Overbid: the bid was {bid}.</source>
        <translation>Überreizt: gereizt war {bid}.</translation>
    </message>
    <message>
        <source>Durchmarsch! {name} took every trick: +{score}.</source>
        <translation>Durchmarsch! {name} hat alle Stiche gemacht: +{score}.</translation>
    </message>
    <message>
        <source>{name} lose the Ramsch with {points} points each: {score} each.</source>
        <translation>{name} verlieren den Ramsch mit je {points} Augen: je {score}.</translation>
    </message>
    <message>
        <source>{name} loses the Ramsch with {points} points: {score}.</source>
        <translation>{name} verliert den Ramsch mit {points} Augen: {score}.</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>You deal and sit out.</source>
        <translation>Sie geben und setzen aus.</translation>
    </message>
    <message>
        <source>You win the auction at {value}.</source>
        <translation>Sie gewinnen das Reizen bei {value}.</translation>
    </message>
    <message>
        <source>You pick up the skat ({skat}) and put away {discard}.</source>
        <translation>Sie nehmen den Skat auf ({skat}) und drücken {discard}.</translation>
    </message>
    <message>
        <source>You play Hand; the skat ({skat}) stays face down.</source>
        <translation>Sie spielen Hand; der Skat ({skat}) bleibt verdeckt.</translation>
    </message>
    <message>
        <source>You declare {game}.</source>
        <translation>Sie sagen {game} an.</translation>
    </message>
    <message>
        <source>Trick {number}: {cards}. You take {points} points.</source>
        <translation>Stich {number}: {cards}. Sie bekommen {points} Augen.</translation>
    </message>
    <message>
        <source>You win {game} with {points} card points.</source>
        <translation>Sie gewinnen {game} mit {points} Augen.</translation>
    </message>
    <message>
        <source>You lose {game} with {points} card points.</source>
        <translation>Sie verlieren {game} mit {points} Augen.</translation>
    </message>
    <message>
        <source>Durchmarsch! You took every trick: +{score}.</source>
        <translation>Durchmarsch! Sie haben alle Stiche gemacht: +{score}.</translation>
    </message>
    <message>
        <source>You and {name} lose the Ramsch with {points} points each: {score} each.</source>
        <translation>Sie und {name} verlieren den Ramsch mit je {points} Augen: je {score}.</translation>
    </message>
    <message>
        <source>You lose the Ramsch with {points} points: {score}.</source>
        <translation>Sie verlieren den Ramsch mit {points} Augen: {score}.</translation>
    </message>
    <message>
        <source>You win {game} without taking a trick.</source>
        <translation>Sie gewinnen {game} ohne Stich.</translation>
    </message>
    <message>
        <source>{name} wins {game} without taking a trick.</source>
        <translation>{name} gewinnt {game} ohne Stich.</translation>
    </message>
    <message>
        <source>You lose {game} by taking a trick.</source>
        <translation>Sie bekommen einen Stich und verlieren {game}.</translation>
    </message>
    <message>
        <source>{name} loses {game} by taking a trick.</source>
        <translation>{name} bekommt einen Stich und verliert {game}.</translation>
    </message>
    <message>
        <source>You lose {game}.</source>
        <translation>Sie verlieren {game}.</translation>
    </message>
    <message>
        <source>{name} loses {game}.</source>
        <translation>{name} verliert {game}.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Spielliste</translation>
    </message>
    <message>
        <source>Bock on Bock: this deal counts four times.</source>
        <translation>Bock auf Bock: Dieses Spiel zählt vierfach.</translation>
    </message>
    <message>
        <source>Bock round: this deal counts double.</source>
        <translation>Bockrunde: Dieses Spiel zählt doppelt.</translation>
    </message>
    <message>
        <source>Bock rounds waiting or running: %1.</source>
        <translation>Bockrunden offen oder laufend: %1.</translation>
    </message>
    <message>
        <source>This deal starts a Bock round.</source>
        <translation>Dieses Spiel löst eine Bockrunde aus.</translation>
    </message>
    <message>
        <source>Kontra and Re: the game value counts four times.</source>
        <translation>Kontra und Re: Der Spielwert zählt vierfach.</translation>
    </message>
    <message>
        <source>Kontra: the game value counts double.</source>
        <translation>Kontra: Der Spielwert zählt doppelt.</translation>
    </message>
    <message>
        <source>Ramsch: the most card points lose them.</source>
        <translation>Ramsch: Wer die meisten Augen hat, verliert sie.</translation>
    </message>
    <message>
        <source>↶ Played with undo: a decision was taken back.</source>
        <translation>↶ Mit Rücknahme gespielt: Eine Entscheidung wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Deal number; B: a Bock deal, BB: Bock on Bock; ★: starts a Bock round; ↶: played with undo</source>
        <translation>Spielnummer; B: Bockspiel, BB: Bock auf Bock; ★: beginnt eine Bockrunde; ↶: mit Rücknahme gespielt</translation>
    </message>
    <message>
        <source>Game: %1 the trump suit, H Hand, S Schneider announced, Z Schwarz announced, O Ouvert; ✓ won, ✗ lost; K Kontra, Re Kontra and Re</source>
        <translation>Spiel: %1 die Trumpffarbe, H Hand, S Schneider angesagt, Z Schwarz angesagt, O Ouvert; ✓ gewonnen, ✗ verloren; K Kontra, Re Kontra und Re</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>passed in</source>
        <translation>eingepasst</translation>
    </message>
    <message>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <source>Re</source>
        <comment>short for Kontra and Re on the score sheet</comment>
        <translation>Re</translation>
    </message>
    <message>
        <source>K</source>
        <comment>short for Kontra on the score sheet</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>Plain list</source>
        <translation>Einfache Liste</translation>
    </message>
    <message>
        <source>Plain</source>
        <comment>short for Plain list</comment>
        <translation>Einfach</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
    <message>
        <source>S-F</source>
        <comment>short for Seeger-Fabian</comment>
        <translation>S-F</translation>
    </message>
    <message>
        <source>Score of the deal</source>
        <translation>Wertung des Spiels</translation>
    </message>
    <message>
        <source>H</source>
        <comment>short for Hand on the score sheet</comment>
        <translation>H</translation>
    </message>
    <message>
        <source>O</source>
        <comment>short for Ouvert on the score sheet</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>Z</source>
        <comment>short for Schwarz announced on the score sheet</comment>
        <translation>Z</translation>
    </message>
    <message>
        <source>S</source>
        <comment>short for Schneider announced on the score sheet</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>%1: won</source>
        <translation>%1: gewonnen</translation>
    </message>
    <message>
        <source>%1: lost</source>
        <translation>%1: verloren</translation>
    </message>
    <message>
        <source>Declarer: %1</source>
        <translation>Alleinspieler: %1</translation>
    </message>
</context>
<context>
    <name>SeedBar</name>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Check that this deal number gives exactly these cards and fingerprint</source>
        <translation>Prüfen, dass diese Spielnummer genau diese Karten und diesen Fingerabdruck ergibt</translation>
    </message>
    <message>
        <source>No deal number: these cards came from no seed.</source>
        <translation>Keine Spielnummer: Diese Karten stammen aus keiner Nummer.</translation>
    </message>
    <message>
        <source>Deal number %1 · fingerprint %2</source>
        <translation>Spielnummer %1 · Fingerabdruck %2</translation>
    </message>
    <message>
        <source>Does not fit: this deal number does not give these cards.</source>
        <translation>Passt nicht: Diese Spielnummer ergibt nicht diese Karten.</translation>
    </message>
    <message>
        <source>Does not fit: the recorded fingerprint is not this deal number&apos;s.</source>
        <translation>Passt nicht: Der gespeicherte Fingerabdruck gehört nicht zu dieser Spielnummer.</translation>
    </message>
    <message>
        <source>Checked: the deal number gives exactly these cards and fingerprint.</source>
        <translation>Geprüft: Die Spielnummer ergibt genau diese Karten und diesen Fingerabdruck.</translation>
    </message>
</context>
<context>
    <name>SeegerFabianChart</name>
    <message>
        <source>Seeger-Fabian chart</source>
        <translation>Seeger-Fabian-Verlauf</translation>
    </message>
    <message>
        <source>{name}: {points} after {count} series</source>
        <translation>{name}: {points} nach {count} Serien</translation>
    </message>
    <message>
        <source>No finished series yet.</source>
        <translation>Noch keine beendete Serie.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Table rules</source>
        <translation>Tischregeln</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Keine Animation</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Plain list</source>
        <translation>Einfache Liste</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian-Liste</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 Spieler</translation>
    </message>
    <message>
        <source>4 players (the dealer sits out)</source>
        <translation>4 Spieler (der Geber setzt aus)</translation>
    </message>
    <message>
        <source>5 players (the dealer and the second to the left sit out)</source>
        <translation>5 Spieler (der Geber und der Zweite links von ihm setzen aus)</translation>
    </message>
    <message>
        <source>No fixed end</source>
        <translation>Ohne festes Ende</translation>
    </message>
    <message>
        <source> deals</source>
        <translation> Spiele</translation>
    </message>
    <message>
        <source>Play my only legal card by itself</source>
        <translation>Meine einzige erlaubte Karte von selbst spielen</translation>
    </message>
    <message>
        <source>Ask before a card is played</source>
        <translation>Vor dem Ausspielen einer Karte nachfragen</translation>
    </message>
    <message>
        <source>Kontra and Re</source>
        <translation>Kontra und Re</translation>
    </message>
    <message>
        <source>A defender may double the game before the first card; the declarer redoubles.</source>
        <translation>Ein Gegenspieler kann das Spiel vor der ersten Karte verdoppeln; der Alleinspieler kann noch einmal verdoppeln.</translation>
    </message>
    <message>
        <source>Ramsch when all pass</source>
        <translation>Ramsch, wenn alle passen</translation>
    </message>
    <message>
        <source>Instead of a redeal everyone plays alone; the most card points lose.</source>
        <translation>Statt neu zu geben, spielt jeder für sich; die meisten Augen verlieren.</translation>
    </message>
    <message>
        <source>Schieberamsch (skat pushed on)</source>
        <translation>Schieberamsch (Skat wird weitergeschoben)</translation>
    </message>
    <message>
        <source>Kontra only by a defender who bid</source>
        <translation>Kontra nur von einem Gegenspieler, der gereizt hat</translation>
    </message>
    <message>
        <source>A defender who passed without bidding or holding 18 may not say Kontra.</source>
        <translation>Ein Gegenspieler, der gepasst hat, ohne 18 zu sagen oder zu hören, darf kein Kontra geben.</translation>
    </message>
    <message>
        <source>Jacks may be pushed</source>
        <translation>Buben dürfen geschoben werden</translation>
    </message>
    <message>
        <source>In Schieberamsch the two cards pushed on may include jacks.</source>
        <translation>Im Schieberamsch dürfen unter den zwei weitergeschobenen Karten Buben sein.</translation>
    </message>
    <message>
        <source>Bock rounds</source>
        <translation>Bockrunden</translation>
    </message>
    <message>
        <source>After each event chosen below, one round of deals (one deal per player) counts double.</source>
        <translation>Nach jedem der unten gewählten Ereignisse zählt eine Runde (ein Spiel je Spieler) doppelt.</translation>
    </message>
    <message>
        <source>After a game of 60 to 60</source>
        <translation>Nach einem Spiel 60 zu 60</translation>
    </message>
    <message>
        <source>After a game lost with Kontra</source>
        <translation>Nach einem verlorenen Spiel mit Kontra</translation>
    </message>
    <message>
        <source>Needs Kontra and Re.</source>
        <translation>Nur mit Kontra und Re.</translation>
    </message>
    <message>
        <source>After a Grand Hand won</source>
        <translation>Nach einem gewonnenen Grand Hand</translation>
    </message>
    <message>
        <source>After a game worth 120 or more</source>
        <translation>Nach einem Spiel im Wert von 120 oder mehr</translation>
    </message>
    <message>
        <source>Kontra and Re are counted in the value.</source>
        <translation>Kontra und Re werden mitgerechnet.</translation>
    </message>
    <message>
        <source>Bock on Bock (rounds stack)</source>
        <translation>Bock auf Bock (Runden überlagern sich)</translation>
    </message>
    <message>
        <source>Two Bock rounds run at the same time; a deal in both counts four times. Without it, rounds follow one another.</source>
        <translation>Zwei Bockrunden laufen gleichzeitig; ein Spiel, das zu beiden gehört, zählt vierfach. Ohne diese Regel folgen die Runden aufeinander.</translation>
    </message>
    <message>
        <source>None (random deals)</source>
        <translation>Keine (Karten zufällig)</translation>
    </message>
    <message>
        <source>With a number, every round repeats the same cards while the seats move on, and everyone who uses the same number gets the same deals.</source>
        <translation>Mit einer Nummer wiederholt jede Runde dieselben Karten, während die Plätze weiterrücken, und wer dieselbe Nummer verwendet, bekommt dieselben Spiele.</translation>
    </message>
    <message>
        <source>Player &amp;4 (5-player table):</source>
        <translation>Spieler &amp;4 (Fünfertisch):</translation>
    </message>
    <message>
        <source>Strength of player 4:</source>
        <translation>Spielstärke von Spieler 4:</translation>
    </message>
    <message>
        <source>Tournament n&amp;umber (next series):</source>
        <translation>Turnier&amp;nummer (nächste Serie):</translation>
    </message>
    <message>
        <source>Table rules, table size and series length apply to the next series (Game &gt; New game). A fixed length is rounded up to a multiple of the players at the table. See Help &gt; Rules, optional table rules.</source>
        <translation>Tischregeln, Tischgröße und Serienlänge gelten ab der nächsten Serie (Spiel &gt; Neues Spiel). Eine feste Länge wird auf ein Vielfaches der Spieler am Tisch aufgerundet. Siehe Hilfe &gt; Regeln, zusätzliche Tischregeln.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Deck style:</source>
        <translation>&amp;Blatt:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Ihr Name:</translation>
    </message>
    <message>
        <source>Player &amp;1:</source>
        <translation>Spieler &amp;1:</translation>
    </message>
    <message>
        <source>Strength of player 1:</source>
        <translation>Spielstärke von Spieler 1:</translation>
    </message>
    <message>
        <source>Player &amp;2:</source>
        <translation>Spieler &amp;2:</translation>
    </message>
    <message>
        <source>Strength of player 2:</source>
        <translation>Spielstärke von Spieler 2:</translation>
    </message>
    <message>
        <source>Player &amp;3 (4-player table):</source>
        <translation>Spieler &amp;3 (Vierertisch):</translation>
    </message>
    <message>
        <source>Strength of player 3:</source>
        <translation>Spielstärke von Spieler 3:</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animationstempo:</translation>
    </message>
    <message>
        <source>Card play:</source>
        <translation>Kartenspiel:</translation>
    </message>
    <message>
        <source>&amp;Score list:</source>
        <translation>Spiel&amp;liste:</translation>
    </message>
    <message>
        <source>&amp;Table size (next series):</source>
        <translation>&amp;Tischgröße (nächste Serie):</translation>
    </message>
    <message>
        <source>Series le&amp;ngth (next series):</source>
        <translation>Serienlän&amp;ge (nächste Serie):</translation>
    </message>
    <message>
        <source>Table rules (next series):</source>
        <translation>Tischregeln (nächste Serie):</translation>
    </message>
</context>
<context>
    <name>SkatPage</name>
    <message>
        <source>Schieberamsch: pick up the skat and push two cards on to the next player (each push doubles the Ramsch), or pass the skat on unseen.</source>
        <translation>Schieberamsch: Nehmen Sie den Skat auf und schieben Sie zwei Karten an den Nächsten weiter (jedes Schieben verdoppelt den Ramsch), oder geben Sie den Skat ungesehen weiter.</translation>
    </message>
    <message>
        <source>Pushed so far: %1×.</source>
        <translation>Bisher geschoben: %1×.</translation>
    </message>
    <message>
        <source>Hand: the skat stays unseen, the game is worth more.</source>
        <translation>Hand: Der Skat bleibt ungesehen, das Spiel ist mehr wert.</translation>
    </message>
    <message>
        <source>1  Pick up the skat</source>
        <translation>1  Skat aufnehmen</translation>
    </message>
    <message>
        <source>Pick up the skat</source>
        <translation>Skat aufnehmen</translation>
    </message>
    <message>
        <source>2  Play Hand</source>
        <translation>2  Hand spielen</translation>
    </message>
    <message>
        <source>Play Hand</source>
        <translation>Hand spielen</translation>
    </message>
    <message>
        <source>2  Pass it on</source>
        <translation>2  Weitergeben</translation>
    </message>
    <message>
        <source>Pass the skat on unseen</source>
        <translation>Den Skat ungesehen weitergeben</translation>
    </message>
</context>
<context>
    <name>StandingDialog</name>
    <message>
        <source>Final standing</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>The series of %1 deals is over. First place: %2.</source>
        <translation>Die Serie mit %1 Spielen ist vorbei. Erster Platz: %2.</translation>
    </message>
    <message>
        <source>Ranked by the plain list (the declarers&apos; scores).</source>
        <translation>Gewertet nach der einfachen Liste (die Wertungen der Alleinspieler).</translation>
    </message>
    <message>
        <source>Ranked by the Seeger-Fabian list: points, +50 for each game won, -50 for each game lost, and 40 (30 at four) for each game another player lost.</source>
        <translation>Gewertet nach der Seeger-Fabian-Liste: Punkte, +50 für jedes gewonnene Spiel, -50 für jedes verlorene Spiel und 40 (am Vierertisch 30) für jedes Spiel, das ein anderer verloren hat.</translation>
    </message>
    <message>
        <source>At five, each of the other four players gets 20.</source>
        <translation>Zu fünft bekommt jeder der vier anderen Spieler 20.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Won ×50</source>
        <translation>Gewonnen ×50</translation>
    </message>
    <message>
        <source>Lost ×50</source>
        <translation>Verloren ×50</translation>
    </message>
    <message>
        <source>Others lost (bonus)</source>
        <translation>Verloren von anderen (Bonus)</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
    <message>
        <source>The series of %1 deals is over. First place shared by %2.</source>
        <translation>Die Serie mit %1 Spielen ist vorbei. Den ersten Platz teilen sich %2.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Seeger-Fabian chart</source>
        <translation>Seeger-Fabian-Verlauf</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archiv</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Zeigen:</translation>
    </message>
    <message>
        <source>Points over time (running total)</source>
        <translation>Punkte im Verlauf (laufende Summe)</translation>
    </message>
    <message>
        <source>Points per series</source>
        <translation>Punkte je Serie</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Nachspielen…</translation>
    </message>
    <message>
        <source>Export score sheet (&amp;CSV)…</source>
        <translation>Spielliste exportieren (&amp;CSV)…</translation>
    </message>
    <message>
        <source>Export deals (&amp;ISS records)…</source>
        <translation>Spiele exportieren (&amp;ISS-Protokolle)…</translation>
    </message>
    <message>
        <source>&amp;Open ISS records…</source>
        <translation>ISS-Protokolle ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message>
        <source>Deals played with &amp;undo:</source>
        <translation>Spiele mit &amp;Rücknahme:</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>mitzählen</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>weglassen</translation>
    </message>
    <message>
        <source>A series is filed in the archive when it ends: at New game, or after its number of deals when the settings give it a fixed length.</source>
        <translation>Eine Serie kommt ins Archiv, wenn sie endet: bei Neues Spiel, oder nach ihrer Anzahl Spiele, wenn die Einstellungen eine feste Länge vorgeben.</translation>
    </message>
    <message>
        <source>Including the series in progress (one deal so far).</source>
        <translation>Einschließlich der laufenden Serie (bisher ein Spiel).</translation>
    </message>
    <message>
        <source>Including the series in progress (%1 deals so far).</source>
        <translation>Einschließlich der laufenden Serie (bisher %1 Spiele).</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>Noch keine Spiele gespielt.</translation>
    </message>
    <message>
        <source>Some archived series could not be read and were set aside:</source>
        <translation>Einige archivierte Serien konnten nicht gelesen werden und wurden beiseitegelegt:</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
    <message>
        <source>That series is no longer in the archive.</source>
        <translation>Diese Serie ist nicht mehr im Archiv.</translation>
    </message>
    <message>
        <source>The series cannot be replayed: {error}</source>
        <translation>Die Serie kann nicht nachgespielt werden: {error}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>{path} konnte nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>Score sheet saved to {path}.</source>
        <translation>Spielliste in {path} gespeichert.</translation>
    </message>
    <message>
        <source>Nothing to export: ISS records have no Kontra, Re or Ramsch, and every deal of this series had one.</source>
        <translation>Nichts zu exportieren: ISS-Spielprotokolle kennen kein Kontra, Re und keinen Ramsch, und jedes Spiel dieser Serie hatte eines davon.</translation>
    </message>
    <message>
        <source>{count} deals saved to {path}.</source>
        <translation>{count} Spiele in {path} gespeichert.</translation>
    </message>
    <message>
        <source>{count} left out: ISS records have no Kontra, Re or Ramsch.</source>
        <translation>{count} ausgelassen: ISS-Spielprotokolle kennen kein Kontra, Re und keinen Ramsch.</translation>
    </message>
    <message>
        <source>Export score sheet</source>
        <translation>Spielliste exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export deals as ISS game records</source>
        <translation>Spiele als ISS-Spielprotokolle exportieren</translation>
    </message>
    <message>
        <source>ISS game records (*.txt *.sgf);;All files (*)</source>
        <translation>ISS-Spielprotokolle (*.txt *.sgf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open ISS game records</source>
        <translation>ISS-Spielprotokolle öffnen</translation>
    </message>
</context>
<context>
    <name>StatsTableModel</name>
    <message>
        <source>Series played</source>
        <translation>Gespielte Serien</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Games as declarer (won / lost)</source>
        <translation>Spiele als Alleinspieler (gewonnen / verloren)</translation>
    </message>
    <message>
        <source>Suit games (won / lost)</source>
        <translation>Farbspiele (gewonnen / verloren)</translation>
    </message>
    <message>
        <source>Grand (won / lost)</source>
        <translation>Grand (gewonnen / verloren)</translation>
    </message>
    <message>
        <source>Null (won / lost)</source>
        <translation>Null (gewonnen / verloren)</translation>
    </message>
    <message>
        <source>Hand games (won / lost)</source>
        <translation>Handspiele (gewonnen / verloren)</translation>
    </message>
    <message>
        <source>Ouvert games (won / lost)</source>
        <translation>Ouvert-Spiele (gewonnen / verloren)</translation>
    </message>
    <message>
        <source>Average game value</source>
        <translation>Durchschnittlicher Spielwert</translation>
    </message>
    <message>
        <source>Auctions won / bid in</source>
        <translation>Reizen gewonnen / mitgereizt</translation>
    </message>
    <message>
        <source>Seeger-Fabian points</source>
        <translation>Seeger-Fabian-Punkte</translation>
    </message>
    <message>
        <source>Best series</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <source>Duplicate: luck (the hands&apos; worth to the others)</source>
        <translation>Duplikat: Glück (was die Blätter den anderen wert waren)</translation>
    </message>
    <message>
        <source>Duplicate: skill (made beyond the others)</source>
        <translation>Duplikat: Können (mehr als die anderen daraus gemacht)</translation>
    </message>
    <message>
        <source>{won} / {lost}</source>
        <translation>{won} / {lost}</translation>
    </message>
    <message>
        <source>{won} of {entered} ({percent}%)</source>
        <translation>{won} von {entered} ({percent} %)</translation>
    </message>
    <message>
        <source>{points} ({date})</source>
        <translation>{points} ({date})</translation>
    </message>
    <message>
        <source>{value} over {hands} hands</source>
        <translation>{value} in {hands} Blättern</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
    <message>
        <source>Put away</source>
        <translation>Gedrückt</translation>
    </message>
    <message>
        <source>Last trick, won by %1</source>
        <translation>Letzter Stich – ging an %1</translation>
    </message>
    <message>
        <source>Last trick: yours</source>
        <translation>Letzter Stich: Ihrer</translation>
    </message>
    <message>
        <source>Skat, put back</source>
        <translation>Skat, wieder gedrückt</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Declarer: %1</source>
        <translation>Alleinspieler: %1</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>Tricks: %1</source>
        <translation>Stiche: %1</translation>
    </message>
    <message>
        <source>Kontra (%1) · Re</source>
        <translation>Kontra (%1) · Re</translation>
    </message>
    <message>
        <source>Kontra (%1)</source>
        <translation>Kontra (%1)</translation>
    </message>
    <message>
        <source>Pushed: %1×</source>
        <translation>Geschoben: %1×</translation>
    </message>
    <message>
        <source>Bock on Bock: counts four times</source>
        <translation>Bock auf Bock: zählt vierfach</translation>
    </message>
    <message>
        <source>Bock: counts double</source>
        <translation>Bock: zählt doppelt</translation>
    </message>
    <message>
        <source>Card points: declarer %1 · defenders %2</source>
        <translation>Augen: Alleinspieler %1 · Gegenspieler %2</translation>
    </message>
    <message>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <source>The most card points lose</source>
        <translation>Die meisten Augen verlieren</translation>
    </message>
    <message>
        <source>Declarer: %1 · bid %2</source>
        <translation>Alleinspieler: %1 · gereizt %2</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <source>Bid so far: %1</source>
        <translation>Bisher gereizt: %1</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Noch nicht gereizt</translation>
    </message>
    <message>
        <source>%1 won the auction</source>
        <translation>Reizen gewonnen: %1</translation>
    </message>
    <message>
        <source>Bid: %1</source>
        <translation>Gereizt: %1</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>Forehand</source>
        <translation>Vorhand</translation>
    </message>
    <message>
        <source>Middlehand</source>
        <translation>Mittelhand</translation>
    </message>
    <message>
        <source>Rearhand</source>
        <translation>Hinterhand</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Grand</source>
        <translation>Grand</translation>
    </message>
    <message>
        <source>Null</source>
        <translation>Null</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Ouvert</source>
        <translation>ouvert</translation>
    </message>
    <message>
        <source>Schwarz announced</source>
        <translation>Schwarz angesagt</translation>
    </message>
    <message>
        <source>Schneider announced</source>
        <translation>Schneider angesagt</translation>
    </message>
    <message>
        <source>with</source>
        <translation>mit</translation>
    </message>
    <message>
        <source>without</source>
        <translation>ohne</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Schneider</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <source>Schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>geschoben</translation>
    </message>
    <message>
        <source>Jungfrau</source>
        <translation>Jungfrau</translation>
    </message>
    <message>
        <source>Durchmarsch</source>
        <translation>Durchmarsch</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>Bock</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>%1%2</source>
        <comment>a card&apos;s short name: %1 its rank, %2 its suit symbol</comment>
        <translation>%2%1</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>%1 sagen</translation>
    </message>
    <message>
        <source>say yes</source>
        <translation>ja sagen</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>pick up the skat</source>
        <translation>Skat aufnehmen</translation>
    </message>
    <message>
        <source>play Hand</source>
        <translation>Hand spielen</translation>
    </message>
    <message>
        <source>put away %1</source>
        <translation>%1 drücken</translation>
    </message>
    <message>
        <source>declare %1</source>
        <translation>%1 ansagen</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>say Kontra</source>
        <translation>Kontra sagen</translation>
    </message>
    <message>
        <source>say Re</source>
        <translation>Re sagen</translation>
    </message>
    <message>
        <source>do not double</source>
        <translation>nicht verdoppeln</translation>
    </message>
    <message>
        <source>pass the skat on</source>
        <translation>Skat weitergeben</translation>
    </message>
    <message>
        <source>push %1 on</source>
        <translation>%1 weiterschieben</translation>
    </message>
    <message>
        <source>%1: fixed value %2</source>
        <translation>%1: fester Wert %2</translation>
    </message>
    <message>
        <source>Durchmarsch: %1</source>
        <translation>Durchmarsch: %1</translation>
    </message>
    <message>
        <source>Ramsch: %1 points</source>
        <translation>Ramsch: %1 Augen</translation>
    </message>
    <message>
        <source>%1, Schwarz announced</source>
        <translation>%1, Schwarz angesagt</translation>
    </message>
    <message>
        <source>%1, Schneider announced</source>
        <translation>%1, Schneider angesagt</translation>
    </message>
    <message>
        <source>You won %1 without taking a trick: %2.</source>
        <translation>Sie haben %1 ohne Stich gewonnen: %2.</translation>
    </message>
    <message>
        <source>You lost %1 by taking a trick: %2.</source>
        <translation>Sie haben einen Stich bekommen und %1 verloren: %2.</translation>
    </message>
    <message>
        <source>You lost %1: %2.</source>
        <translation>Sie haben %1 verloren: %2.</translation>
    </message>
    <message>
        <source>You won %1 with %2 points: %3.</source>
        <translation>Sie haben %1 mit %2 Augen gewonnen: %3.</translation>
    </message>
    <message>
        <source>You lost %1 with %2 points: %3.</source>
        <translation>Sie haben %1 mit %2 Augen verloren: %3.</translation>
    </message>
    <message>
        <source>%1 won %2 without taking a trick: %3.</source>
        <translation>%1 hat %2 ohne Stich gewonnen: %3.</translation>
    </message>
    <message>
        <source>%1 lost %2 by taking a trick: %3.</source>
        <translation>%1 hat einen Stich bekommen und %2 verloren: %3.</translation>
    </message>
    <message>
        <source>%1 lost %2: %3.</source>
        <translation>%1 hat %2 verloren: %3.</translation>
    </message>
    <message>
        <source>%1 won %2 with %3 points: %4.</source>
        <translation>%1 hat %2 mit %3 Augen gewonnen: %4.</translation>
    </message>
    <message>
        <source>%1 lost %2 with %3 points: %4.</source>
        <translation>%1 hat %2 mit %3 Augen verloren: %4.</translation>
    </message>
    <message>
        <source>Score: %1 for you</source>
        <translation>Wertung: %1 für Sie</translation>
    </message>
    <message>
        <source>Score: %1 for you (a lost game counts double)</source>
        <translation>Wertung: %1 für Sie (ein verlorenes Spiel zählt doppelt)</translation>
    </message>
    <message>
        <source>Score: %1 for %2</source>
        <translation>Wertung: %1 für %2</translation>
    </message>
    <message>
        <source>Score: %1 for %2 (a lost game counts double)</source>
        <translation>Wertung: %1 für %2 (ein verlorenes Spiel zählt doppelt)</translation>
    </message>
</context>
<context>
    <name>WhyText</name>
    <message>
        <source>trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>one jack</source>
        <translation>einen Buben</translation>
    </message>
    <message>
        <source>{n} jacks</source>
        <translation>{n} Buben</translation>
    </message>
    <message>
        <source>one trump</source>
        <translation>ein Trumpf</translation>
    </message>
    <message>
        <source>{n} trumps</source>
        <translation>{n} Trümpfe</translation>
    </message>
    <message>
        <source>The hand is worth up to {value} as {game} ({jacks}).</source>
        <translation>Das Blatt ist als {game} bis {value} wert ({jacks}).</translation>
    </message>
    <message>
        <source>The hand is worth up to {value} as {game} ({trumps}, {jacks}).</source>
        <translation>Das Blatt ist als {game} bis {value} wert ({trumps}, {jacks}).</translation>
    </message>
    <message>
        <source>The hand is too weak for a game of its own.</source>
        <translation>Das Blatt ist zu schwach für ein eigenes Spiel.</translation>
    </message>
    <message>
        <source>{bid} is within that.</source>
        <translation>{bid} liegt darin.</translation>
    </message>
    <message>
        <source>{bid} would be more than it is worth.</source>
        <translation>{bid} wäre mehr, als es wert ist.</translation>
    </message>
    <message>
        <source>{name} bid {said} and passed at {passed}: likely {jacks} and long {suit}.</source>
        <translation>{name} reizte {said} und passte bei {passed}: wohl {jacks} und lange {suit}.</translation>
    </message>
    <message>
        <source>{name} bid {said} and passed at {passed}: likely {jacks}.</source>
        <translation>{name} reizte {said} und passte bei {passed}: wohl {jacks}.</translation>
    </message>
    <message>
        <source>{name} bid up to {said}: likely {jacks} and long {suit}.</source>
        <translation>{name} reizte bis {said}: wohl {jacks} und lange {suit}.</translation>
    </message>
    <message>
        <source>{name} bid up to {said}: likely {jacks}.</source>
        <translation>{name} reizte bis {said}: wohl {jacks}.</translation>
    </message>
    <message>
        <source>A Hand game wins about {chance}% of the time with these ten cards.</source>
        <translation>Ein Handspiel gewinnt mit diesen zehn Karten in etwa {chance}% der Fälle.</translation>
    </message>
    <message>
        <source>Hand would win only about {chance}%: the skat can make the hand better.</source>
        <translation>Hand gewänne nur in etwa {chance}%: Der Skat kann das Blatt verbessern.</translation>
    </message>
    <message>
        <source>Putting {cards} away keeps {points} points safe in the skat.</source>
        <translation>{cards} zu drücken bringt {points} Augen sicher in den Skat.</translation>
    </message>
    <message>
        <source>{cards} carry no points and are the least worth keeping.</source>
        <translation>{cards} bringen keine Augen und sind am wenigsten wert, sie zu behalten.</translation>
    </message>
    <message>
        <source>It leaves the hand without {suit}.</source>
        <translation>Danach ist das Blatt frei von {suit}.</translation>
    </message>
    <message>
        <source>{game} is worth only {value}, less than the bid of {bid}.</source>
        <translation>{game} ist nur {value} wert, weniger als der Reizwert {bid}.</translation>
    </message>
    <message>
        <source>{game} with {jacks} is worth {value}; the bid was {bid}.</source>
        <translation>{game} mit {jacks} ist {value} wert; gereizt wurde {bid}.</translation>
    </message>
    <message>
        <source>{game} with {trumps} and {jacks} is worth {value}; the bid was {bid}.</source>
        <translation>{game} mit {trumps} und {jacks} ist {value} wert; gereizt wurde {bid}.</translation>
    </message>
    <message>
        <source>Null is worth {value}; the bid was {bid}.</source>
        <translation>Null ist {value} wert; gereizt wurde {bid}.</translation>
    </message>
    <message>
        <source>One trump is still out.</source>
        <translation>Ein Trumpf ist noch draußen.</translation>
    </message>
    <message>
        <source>{n} trumps are still out.</source>
        <translation>{n} Trümpfe sind noch draußen.</translation>
    </message>
    <message>
        <source>No trump is left with the others.</source>
        <translation>Die anderen haben keinen Trumpf mehr.</translation>
    </message>
    <message>
        <source>{name} has shown no {suit}.</source>
        <translation>{name} hat gezeigt: kein {suit}.</translation>
    </message>
    <message>
        <source>The declarer has {mine} points, enough to win; the defenders {theirs}.</source>
        <translation>Der Alleinspieler hat {mine} Augen, genug zum Gewinn; die Gegenspieler {theirs}.</translation>
    </message>
    <message>
        <source>The declarer has {mine} points, needs {need} more; the defenders {theirs}.</source>
        <translation>Der Alleinspieler hat {mine} Augen und braucht noch {need}; die Gegenspieler {theirs}.</translation>
    </message>
    <message>
        <source>The defenders have {theirs} points, enough to win; the declarer {mine}.</source>
        <translation>Die Gegenspieler haben {theirs} Augen, genug zum Gewinn; der Alleinspieler {mine}.</translation>
    </message>
    <message>
        <source>The defenders have {theirs} points, need {need} more; the declarer {mine}.</source>
        <translation>Die Gegenspieler haben {theirs} Augen und brauchen noch {need}; der Alleinspieler {mine}.</translation>
    </message>
    <message>
        <source>Draw trumps first: one is still out.</source>
        <translation>Erst Trumpf ziehen: Einer ist noch draußen.</translation>
    </message>
    <message>
        <source>Draw trumps first: {n} are still out.</source>
        <translation>Erst Trumpf ziehen: {n} sind noch draußen.</translation>
    </message>
    <message>
        <source>No card of its suit left with the others beats {card}.</source>
        <translation>Keine Karte dieser Farbe bei den anderen schlägt {card} noch.</translation>
    </message>
    <message>
        <source>{card} takes the trick and its {points} points.</source>
        <translation>{card} nimmt den Stich und seine {points} Augen.</translation>
    </message>
    <message>
        <source>{name} takes this trick: {card} adds points to it.</source>
        <translation>{name} bekommt diesen Stich: {card} schmiert Augen dazu.</translation>
    </message>
    <message>
        <source>The trick is lost anyway: {card} gives away the fewest points.</source>
        <translation>Der Stich ist ohnehin verloren: {card} gibt die wenigsten Augen ab.</translation>
    </message>
    <message>
        <source>{name} has shown no {suit} and may trump {card}.</source>
        <translation>{name} hat kein {suit} gezeigt und kann {card} stechen.</translation>
    </message>
    <message>
        <source>In Null the declarer must take no trick: {card} stays low.</source>
        <translation>Im Null darf der Alleinspieler keinen Stich bekommen: {card} bleibt drunter.</translation>
    </message>
    <message>
        <source>{card} keeps the higher cards for later.</source>
        <translation>{card} hebt die höheren Karten für später auf.</translation>
    </message>
    <message>
        <source>{card} is the only card that may be played.</source>
        <translation>{card} ist die einzige Karte, die gespielt werden darf.</translation>
    </message>
</context>
</TS>
