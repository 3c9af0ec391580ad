<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>ActionPanel</name>
    <message>
        <source>Your choices</source>
        <translation>Le tue scelte</translation>
    </message>
    <message>
        <source>What happens now</source>
        <translation>Che cosa succede ora</translation>
    </message>
    <message>
        <source>Welcome to Skat. Start a new game to play.</source>
        <translation>Benvenuto a Skat. Inizia una nuova partita per giocare.</translation>
    </message>
</context>
<context>
    <name>AuctionPage</name>
    <message>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Bid the next value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Higher bid</source>
        <translation>Dichiarazione più alta</translation>
    </message>
    <message>
        <source>Choose any higher legal bid</source>
        <translation>Scegli una dichiarazione più alta consentita</translation>
    </message>
    <message>
        <source>Bid the chosen value</source>
        <translation>Dichiara il valore scelto</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Dichiara %1</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <source>Yes, hold the bid</source>
        <translation>Sì, tengo la dichiarazione</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Dichiara</translation>
    </message>
    <message>
        <source>Said so far: %1</source>
        <translation>Detto finora: %1</translation>
    </message>
    <message>
        <source>Nothing said yet.</source>
        <translation>Non è stato ancora detto nulla.</translation>
    </message>
</context>
<context>
    <name>CardStyles</name>
    <message>
        <source>French (two colours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French tournament (four colours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>German (Altenburg)</source>
        <translation type="unfinished"></translation>
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
        <translation>Non consentito ora: il suo valore è inferiore alla dichiarazione</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation>Dichiara %1</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Dichiara</translation>
    </message>
    <message>
        <source>Hand game: choose the contract and any announcement.</source>
        <translation>Gioco di mano: scegli il contratto ed eventuali annunci.</translation>
    </message>
    <message>
        <source>Choose the contract.</source>
        <translation>Scegli il contratto.</translation>
    </message>
    <message>
        <source>Worth %1 with your cards; the bid is %2.</source>
        <translation>Con le tue carte vale %1; la dichiarazione è %2.</translation>
    </message>
    <message>
        <source>Warning: worth only %1 with your cards, below the bid of %2. You lose as overbid unless you make Schneider or Schwarz.</source>
        <translation>Attenzione: con le tue carte vale solo %1, meno della dichiarazione di %2. Perdi per dichiarazione superata a meno di fare Schneider o Schwarz.</translation>
    </message>
</context>
<context>
    <name>DiscardPage</name>
    <message>
        <source>1  Put these two away</source>
        <translation>1  Scarta queste due</translation>
    </message>
    <message>
        <source>Put the two chosen cards away</source>
        <translation>Scarta le due carte scelte</translation>
    </message>
    <message>
        <source>Put away %1? Click a card again to change your choice.</source>
        <translation>Scartare %1? Fai di nuovo clic su una carta per cambiare la scelta.</translation>
    </message>
    <message>
        <source>Choose two cards to put away (click them, or Left/Right and Space): %1 of 2.</source>
        <translation>Scegli due carte da scartare (clic, oppure Sinistra/Destra e Spazio): %1 di 2.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Clubs</source>
        <translation>Fiori</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Picche</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cuori</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Quadri</translation>
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
        <translation>Mano</translation>
    </message>
    <message>
        <source>Ouvert</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <source>Schwarz announced</source>
        <translation>Schwarz annunciato</translation>
    </message>
    <message>
        <source>Schneider announced</source>
        <translation>Schneider annunciato</translation>
    </message>
    <message>
        <source>Start a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The series is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} won the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} bids {value} — hold or pass?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both others passed — play at 18 or pass?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid: 18 or more, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid more than {value}, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} bids {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} holds {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} to bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won the auction at {value} — pick up the skat or play Hand?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} won the auction at {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two cards to put away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} picked up the skat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare your game (bid {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} declares the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schieberamsch, pushed {count} times so far: pick up the skat and push two cards on, or pass it on?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ramsch: pick up the skat and push two cards on (doubles), or pass it on?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} passes the skat on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} pushes two cards on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone passed: Ramsch! {name} decides on the skat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} decides on the skat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two cards to push on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ramsch: everyone plays alone, jacks are trumps, the most card points lose. Your lead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ramsch: everyone plays alone, jacks are trumps, the most card points lose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} plays {game}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your lead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} plays {game}. Say Kontra (doubles)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} says Kontra against you. Answer Re?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You say Kontra. {name} may answer Re.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} says Kontra. {declarer} may answer Re.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play {game}. {name} may say Kontra.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{declarer} plays {game}. {name} may say Kontra.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kontra and Re: {game} counts four times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kontra: {game} counts double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Kontra: you play {game}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Kontra: {name} plays {game}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Durchmarsch! You took every trick: +{score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Durchmarsch! {name} took every trick: +{score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lose the Ramsch with {points} points: {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} loses the Ramsch with {points} points: {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal was abandoned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone passed — the deal is passed in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won {game} with {points} points: {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lost {game} with {points} points: {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} won {game} with {points} points: {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} lost {game} with {points} points: {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish or abandon this deal first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing for you to do now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a move of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You sit out this deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is playing your seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no deal to abandon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint available: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} made a mistake and played a legal move instead: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>No matches</source>
        <translation>Nessun risultato</translation>
    </message>
    <message>
        <source>Skat rules</source>
        <translation>Regole dello Skat</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Back to the previous page</source>
        <translation>Torna alla pagina precedente</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Forward to the next page</source>
        <translation>Vai alla pagina successiva</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Show the table of contents</source>
        <translation>Mostra l&apos;indice</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Cerca</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Search the rules…</source>
        <translation>Cerca nelle regole…</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Cerca nelle regole</translation>
    </message>
    <message>
        <source>Table of contents</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>Risultati della ricerca</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Testo delle regole</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navigazione</translation>
    </message>
</context>
<context>
    <name>IdlePage</name>
    <message>
        <source>1  New game</source>
        <translation>1  Nuova partita</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
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
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>Start a new series of deals</source>
        <translation>Inizia una nuova serie di mani</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Gioca ancora</translation>
    </message>
    <message>
        <source>Deal the next hand, dealer one seat on</source>
        <translation>Distribuisci la mano successiva, il mazziere avanza di un posto</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla mossa</translation>
    </message>
    <message>
        <source>Take back your last decision</source>
        <translation>Annulla la tua ultima decisione</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>Show what the computer would do</source>
        <translation>Mostra che cosa farebbe il computer</translation>
    </message>
    <message>
        <source>&amp;Abandon deal</source>
        <translation>&amp;Abbandona la mano</translation>
    </message>
    <message>
        <source>Give up this deal (as declarer you lose it)</source>
        <translation>Abbandona questa mano (come dichiarante la perdi)</translation>
    </message>
    <message>
        <source>Show &amp;last trick</source>
        <translation>Mostra l&apos;&amp;ultima presa</translation>
    </message>
    <message>
        <source>Show or hide the last trick</source>
        <translation>Mostra o nascondi l&apos;ultima presa</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>Change names, speed, deck and more</source>
        <translation>Cambia nomi, velocità, mazzo e altro</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>&amp;Tabellone</translation>
    </message>
    <message>
        <source>Show or hide the score sheet</source>
        <translation>Mostra o nascondi il tabellone</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>The rules of Skat for this phase</source>
        <translation>Le regole dello Skat per questa fase</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Informazioni</translation>
    </message>
    <message>
        <source>About this program</source>
        <translation>Informazioni su questo programma</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>Save the game and quit</source>
        <translation>Salva la partita ed esci</translation>
    </message>
    <message>
        <source>Stat&amp;istics and archive…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your figures, past series and their deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open ISS game records…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review the deals of a file of ISS game records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post-deal anal&amp;ysis…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the best play of the deal just finished would have been</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gioco</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Deck style</source>
        <translation>&amp;Mazzo</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barra degli strumenti</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <source>Play %1?</source>
        <translation>Giocare %1?</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Non c&apos;è nulla da annullare.</translation>
    </message>
    <message>
        <source>No hint now: it is not your turn.</source>
        <translation>Nessun suggerimento ora: non tocca a te.</translation>
    </message>
    <message>
        <source>Hint: thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message>
        <source>Abandon this deal? As declarer in trick play you lose it; otherwise it does not count.</source>
        <translation>Abbandonare questa mano? Come dichiarante durante il gioco delle prese la perdi; altrimenti non conta.</translation>
    </message>
    <message>
        <source>That card deck is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings are not available.</source>
        <translation>Le impostazioni non sono disponibili.</translation>
    </message>
    <message>
        <source>The rules are not installed.</source>
        <translation>Le regole non sono installate.</translation>
    </message>
    <message>
        <source>Open ISS game records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ISS game records (*.txt *.sgf);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis is ready once the deal is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Skat</source>
        <translation>Informazioni su Skat</translation>
    </message>
    <message>
        <source>&lt;b&gt;Skat&lt;/b&gt; %1&lt;br&gt;Offline Skat against computer players, with the rules of the International Skat Order.</source>
        <translation>&lt;b&gt;Skat&lt;/b&gt; %1&lt;br&gt;Skat offline contro giocatori del computer, con le regole del Regolamento internazionale dello Skat.</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>La tua mano: %1</translation>
    </message>
    <message>
        <source>Chosen card: %1</source>
        <translation>Carta scelta: %1</translation>
    </message>
    <message>
        <source>Trick: %1</source>
        <translation>Presa: %1</translation>
    </message>
    <message>
        <source>To put away: %1</source>
        <translation>Da scartare: %1</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <source>1  Last trick (L)</source>
        <translation>1  Ultima presa (L)</translation>
    </message>
    <message>
        <source>Show the last trick</source>
        <translation>Mostra l&apos;ultima presa</translation>
    </message>
    <message>
        <source>Your turn: click a card, or choose with Left/Right and press Enter.</source>
        <translation>Tocca a te: fai clic su una carta, oppure scegli con Sinistra/Destra e premi Invio.</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <source>1  Play again</source>
        <translation>1  Gioca ancora</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Gioca ancora</translation>
    </message>
    <message>
        <source>1  New series</source>
        <translation>1  Nuova serie</translation>
    </message>
    <message>
        <source>The deal was abandoned and does not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody passed: the deal is passed in, nobody scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lose %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks taken by the declarer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card points: %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overbid: the game is worth less than the bid of %1, so it is lost and counts as %2, the lowest multiple of %3 that reaches the bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: %1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: %1 for %2 (a lost game counts double)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skat: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>put away: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewTable</name>
    <message>
        <source>Review table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No deal selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, {position}: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declarer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skat</source>
        <translation type="unfinished">Skat</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished">Tabellone</translation>
    </message>
    <message>
        <source>First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards as dealt (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step on (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result of the deal (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some records could not be read:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no deals to review.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation type="unfinished">abbandonata</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed in</source>
        <translation type="unfinished">passata</translation>
    </message>
    <message>
        <source>void</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished">N.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation type="unfinished">Dichiarante</translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished">Gioco</translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished">Valore</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation type="unfinished">Seeger-Fabian</translation>
    </message>
    <message>
        <source>Deal {deal} of {deals} · step {step} of {steps}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {number}: the cards as dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} deals and sits out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All passed: the deal is passed in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the auction at {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auction: {words}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} picks up the skat ({skat}) and puts away {discard}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} plays Hand; the skat ({skat}) stays face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} declares {game}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick {number}: {cards}. {winner} takes {points} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal was abandoned and does not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record ends here, before the deal is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed in: nobody scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal was ended early and does not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins {game} with {points} card points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} loses {game} with {points} card points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value {value}, score {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overbid: the bid was {bid}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Dichiarante</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abbandonata</translation>
    </message>
    <message>
        <source>passed in</source>
        <translation>passata</translation>
    </message>
    <message>
        <source>Plain list</source>
        <translation>Lista semplice</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
</context>
<context>
    <name>SeegerFabianChart</name>
    <message>
        <source>Seeger-Fabian chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {points} after {count} series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished series yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the system</source>
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
        <source>Strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain list</source>
        <translation type="unfinished">Lista semplice</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation type="unfinished">Seeger-Fabian</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 players (the dealer sits out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fixed end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play my only legal card by itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before a card is played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deck style:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player &amp;1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength of player 1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player &amp;2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength of player 2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player &amp;3 (4-player table):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength of player 3:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card play:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Score list:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table size (next game):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Series &amp;length (next game):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SkatPage</name>
    <message>
        <source>You won the auction. Pick up the skat, or play Hand for a higher value.</source>
        <translation>Hai vinto l&apos;asta. Prendi lo Skat, oppure gioca di mano per un valore più alto.</translation>
    </message>
    <message>
        <source>1  Pick up the skat</source>
        <translation>1  Prendi lo Skat</translation>
    </message>
    <message>
        <source>Pick up the skat</source>
        <translation>Prendi lo Skat</translation>
    </message>
    <message>
        <source>2  Play Hand</source>
        <translation>2  Gioca di mano</translation>
    </message>
    <message>
        <source>Play Hand</source>
        <translation>Gioca di mano</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeger-Fabian chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points over time (running total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export score sheet (&amp;CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export deals (&amp;ISS records)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open ISS records…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished series yet. Statistics appear here once a series is over and filed in the archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some archived series could not be read and were set aside:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation type="unfinished">Seeger-Fabian</translation>
    </message>
    <message>
        <source>That series is no longer in the archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The series cannot be replayed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet saved to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} deals saved to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export deals as ISS game records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ISS game records (*.txt *.sgf);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open ISS game records</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsTableModel</name>
    <message>
        <source>Series played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games as declarer (won / lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suit games (won / lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grand (won / lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Null (won / lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand games (won / lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ouvert games (won / lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average game value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auctions won / bid in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeger-Fabian points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{won} / {lost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{won} of {entered} ({percent}%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} ({date})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Skat and cards put away</source>
        <translation>Skat e carte scartate</translation>
    </message>
    <message>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
    <message>
        <source>Last trick, won by %1</source>
        <translation>Ultima presa, vinta da %1</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Mazziere</translation>
    </message>
    <message>
        <source>Declarer: %1</source>
        <translation>Dichiarante: %1</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Dichiarante</translation>
    </message>
    <message>
        <source>Tricks: %1</source>
        <translation>Prese: %1</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>sta pensando…</translation>
    </message>
    <message>
        <source>Declarer: %1 · bid %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Asta</translation>
    </message>
    <message>
        <source>Bid so far: %1</source>
        <translation>Dichiarazione finora: %1</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Ancora nessuna dichiarazione</translation>
    </message>
    <message>
        <source>%1 won the auction</source>
        <translation>%1 ha vinto l&apos;asta</translation>
    </message>
    <message>
        <source>Bid: %1</source>
        <translation>Dichiarazione: %1</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>Forehand</source>
        <translation>Primo di mano</translation>
    </message>
    <message>
        <source>Middlehand</source>
        <translation>Secondo di mano</translation>
    </message>
    <message>
        <source>Rearhand</source>
        <translation>Ultimo di mano</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>Resta fuori</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Fiori</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Picche</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cuori</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Quadri</translation>
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
        <translation>Mano</translation>
    </message>
    <message>
        <source>Ouvert</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <source>Schwarz announced</source>
        <translation>Schwarz annunciato</translation>
    </message>
    <message>
        <source>Schneider announced</source>
        <translation>Schneider annunciato</translation>
    </message>
    <message>
        <source>with</source>
        <translation>con</translation>
    </message>
    <message>
        <source>without</source>
        <translation>senza</translation>
    </message>
    <message>
        <source>game</source>
        <translation>gioco</translation>
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
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>J</source>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>dichiarare %1</translation>
    </message>
    <message>
        <source>say yes</source>
        <translation>dire sì</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passare</translation>
    </message>
    <message>
        <source>pick up the skat</source>
        <translation>prendere lo Skat</translation>
    </message>
    <message>
        <source>play Hand</source>
        <translation>giocare di mano</translation>
    </message>
    <message>
        <source>put away %1</source>
        <translation>scartare %1</translation>
    </message>
    <message>
        <source>declare %1</source>
        <translation>dichiarare %1</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>giocare %1</translation>
    </message>
    <message>
        <source>%1: fixed value %2</source>
        <translation>%1: valore fisso %2</translation>
    </message>
</context>
</TS>
