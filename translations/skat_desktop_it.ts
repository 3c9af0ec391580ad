<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>The deal was abandoned and does not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody passed: the deal is passed in, nobody scores.</source>
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
    <message>
        <source>GameController</source>
        <comment>Start a new game.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>The series is over.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>You deal.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>{name} deals.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>You won the trick.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>{name} won the trick.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>{name} bids {value} — hold or pass?</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>Both others passed — play at 18 or pass?</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>Your bid: 18 or more, or pass.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>Bid more than {value}, or pass.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>{name} bids {value}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>{name} holds {value}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>{name} passes.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>{name} to bid.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>You won the auction at {value} — pick up the skat or play Hand?</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>{name} won the auction at {value}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>Choose two cards to put away.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>{name} picked up the skat.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>Declare your game (bid {value}).</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>{name} declares the game.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>{name} plays {game}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>Your lead.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>Your turn.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>{name} to play.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>The deal was abandoned.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>Everyone passed — the deal is passed in.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>You won {game} with {points} points: {score}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>You lost {game} with {points} points: {score}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>{name} won {game} with {points} points: {score}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GameController</source>
        <comment>{name} lost {game} with {points} points: {score}.</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
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
        <source>French</source>
        <translation>Francese</translation>
    </message>
    <message>
        <source>Tournament (four colours)</source>
        <translation>Torneo (quattro colori)</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Tedesco</translation>
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
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message>
        <source>Abandon this deal? As declarer in trick play you lose it; otherwise it does not count.</source>
        <translation>Abbandonare questa mano? Come dichiarante durante il gioco delle prese la perdi; altrimenti non conta.</translation>
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
        <source>Value</source>
        <translation>Valore</translation>
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
        <source>%1 plays, bid %2</source>
        <translation>%1 gioca, dichiarazione %2</translation>
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
