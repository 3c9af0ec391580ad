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
    <name>AnalysisWindow</name>
    <message>
        <source>Analysis of deal %1</source>
        <translation>Analisi della mano %1</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <source>%1, declarer %2. Each of your decisions is judged on deals of the hidden cards that fit what you knew at that moment, each played on open-handed: the chance is how often your side wins. The last column shows the same with every card open.</source>
        <translation>%1, dichiarante %2. Ogni tua decisione è giudicata su distribuzioni delle carte coperte compatibili con ciò che sapevi in quel momento, ciascuna giocata a carte scoperte: la probabilità dice quante volte vince la tua parte. L&apos;ultima colonna mostra lo stesso con tutte le carte scoperte.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analisi in corso…</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>Analysis of the practice deal</source>
        <translation>Analisi della mano di prova</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisione</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>La tua scelta</translation>
    </message>
    <message>
        <source>Chance before → after</source>
        <translation>Probabilità prima → dopo</translation>
    </message>
    <message>
        <source>Best choice</source>
        <translation>Scelta migliore</translation>
    </message>
    <message>
        <source>All cards open</source>
        <translation>Tutte le carte scoperte</translation>
    </message>
    <message>
        <source>List points the choice gave away on average</source>
        <translation>Punti di lista che la scelta ha regalato in media</translation>
    </message>
    <message>
        <source>The same judgement with every card open, as if you had seen all hands: won or lost after the best choice and after yours</source>
        <translation>Lo stesso giudizio con tutte le carte scoperte, come se avessi visto tutte le mani: vinta o persa dopo la scelta migliore e dopo la tua</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <source>Play the deal on from the selected decision (a practice deal, not counted)</source>
        <translation>Continua la mano dalla decisione scelta (una mano di prova, non conta)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>You sat this deal out: there is nothing of yours to analyse.</source>
        <translation>In questa mano eri fuori: non c&apos;è niente di tuo da analizzare.</translation>
    </message>
    <message>
        <source>This deal was a Ramsch: there is no declarer, nothing to analyse.</source>
        <translation>Questa mano era un Ramsch: non c&apos;è un dichiarante, niente da analizzare.</translation>
    </message>
    <message>
        <source>No game was played in this deal: there is nothing to analyse.</source>
        <translation>In questa mano non è stato giocato nessun gioco: non c&apos;è niente da analizzare.</translation>
    </message>
    <message>
        <source>Before is the chance with the best choice, after with yours. Each decision is judged afresh on what was known at that moment, so a row need not start where the one above ended: cards seen in between (the skat, a trick) change what is known, and fresh samples move the figure by a few points.</source>
        <translation>Prima è la probabilità con la scelta migliore, dopo quella con la tua. Ogni decisione è giudicata da capo su ciò che si sapeva in quel momento, quindi una riga non deve per forza iniziare dove è finita quella sopra: le carte viste nel frattempo (lo Skat, una presa) cambiano ciò che si sa, e nuovi campioni spostano la cifra di qualche punto.</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>L&apos;analisi è stata annullata.</translation>
    </message>
    <message>
        <source>Judging decision %1 of %2…</source>
        <translation>Giudizio della decisione %1 di %2…</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Presa %1</translation>
    </message>
    <message>
        <source>Bid limit</source>
        <translation>Limite della licitazione</translation>
    </message>
    <message>
        <source>Pick up or Hand</source>
        <translation>Prendere lo skat o Hand</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarto</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Pick up the skat</source>
        <translation>Prendere lo skat</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>The turning point</source>
        <translation>Il punto di svolta</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>persa</translation>
    </message>
    <message>
        <source>%1: a good choice, nothing better was found.</source>
        <translation>%1: una buona scelta, non si è trovato niente di meglio.</translation>
    </message>
    <message>
        <source>%1 would have been better than %2: your chance would have stayed at %3 instead of falling to %4 (about %5 list points).</source>
        <translation>%1 sarebbe stato meglio di %2: la tua probabilità sarebbe rimasta al %3 invece di scendere al %4 (circa %5 punti di lista).</translation>
    </message>
    <message>
        <source>%1 would have been a little better than %2: %3 instead of %4 (about %5 list points).</source>
        <translation>%1 sarebbe stato un po&apos; meglio di %2: %3 invece di %4 (circa %5 punti di lista).</translation>
    </message>
    <message>
        <source>No decision was judged.</source>
        <translation>Nessuna decisione è stata giudicata.</translation>
    </message>
    <message>
        <source>Points given away against the best choices: %1.</source>
        <translation>Punti regalati rispetto alle scelte migliori: %1.</translation>
    </message>
    <message>
        <source>No decision cost 20 points of chance or more.</source>
        <translation>Nessuna decisione è costata 20 punti di probabilità o più.</translation>
    </message>
    <message>
        <source>Turning point: %1, where the chance fell from %2 to %3.</source>
        <translation>Punto di svolta: %1, dove la probabilità è scesa dal %2 al %3.</translation>
    </message>
    <message>
        <source>No card was played in this deal: there is nothing to analyse.</source>
        <translation>In questa mano non è stata giocata nessuna carta: non c&apos;è niente da analizzare.</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>L&apos;analisi non è riuscita: %1</translation>
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
        <translation>Dichiara il valore successivo</translation>
    </message>
    <message>
        <source>Higher bid</source>
        <translation>Dichiarazione più alta</translation>
    </message>
    <message>
        <source>Choose any higher legal bid: Up and Down (or + and -) change it, %1 bids it</source>
        <translation>Scegli una dichiarazione più alta consentita: Su e Giù (o + e -) la cambiano, %1 la dichiara</translation>
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
        <translation>Francese (due colori)</translation>
    </message>
    <message>
        <source>French tournament (four colours)</source>
        <translation>Francese da torneo (quattro colori)</translation>
    </message>
    <message>
        <source>German (Altenburg)</source>
        <translation>Tedesco (Altenburg)</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <source>Deal number</source>
        <translation>Numero di mano</translation>
    </message>
    <message>
        <source>Type a deal number (shown with every result and in the review) to play exactly those cards again, or any number of your own. A new series starts with that deal.</source>
        <translation>Scrivi un numero di mano (compare con ogni risultato e nella revisione) per rigiocare esattamente quelle carte, o un numero qualsiasi a tua scelta. Una nuova serie inizia con quella mano.</translation>
    </message>
    <message>
        <source>Deal &amp;number:</source>
        <translation>&amp;Numero di mano:</translation>
    </message>
    <message>
        <source>Your &amp;hand:</source>
        <translation>La tua &amp;posizione:</translation>
    </message>
    <message>
        <source>e.g. 4786838276846591361</source>
        <translation>ad es. 4786838276846591361</translation>
    </message>
    <message>
        <source>A deal number is a whole number from 0 to %1.</source>
        <translation>Un numero di mano è un numero intero da 0 a %1.</translation>
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
        <translation>Gioco Hand: scegli il contratto ed eventuali annunci.</translation>
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
        <translation>Attenzione: con le tue carte vale solo %1, meno della dichiarazione di %2. Perdi perché sovradichiarato, a meno di fare Schneider o Schwarz.</translation>
    </message>
</context>
<context>
    <name>DiscardPage</name>
    <message>
        <source>1  Push these two on</source>
        <translation>1  Passa queste due</translation>
    </message>
    <message>
        <source>Push the two chosen cards on</source>
        <translation>Passa al successivo le due carte scelte</translation>
    </message>
    <message>
        <source>1  Put these two away</source>
        <translation>1  Scarta queste due</translation>
    </message>
    <message>
        <source>Put the two chosen cards away</source>
        <translation>Scarta le due carte scelte</translation>
    </message>
    <message>
        <source>Jacks may not be pushed: choose other cards.</source>
        <translation>I fanti non si possono passare: scegli altre carte.</translation>
    </message>
    <message>
        <source>Push %1 on? Click or press Space on a card again to change your choice.</source>
        <translation>Passare %1 al successivo? Fai di nuovo clic su una carta o premi Spazio su di essa per cambiare la scelta.</translation>
    </message>
    <message>
        <source>Choose two cards to push on to the next player (click them, or Left/Right and Space): %1 of 2.</source>
        <translation>Scegli due carte da passare al giocatore successivo (clic, oppure Sinistra/Destra e Spazio): %1 di 2.</translation>
    </message>
    <message>
        <source>Put away %1? Click or press Space on a card again to change your choice.</source>
        <translation>Scartare %1? Fai di nuovo clic su una carta o premi Spazio su di essa per cambiare la scelta.</translation>
    </message>
    <message>
        <source>Choose two cards to put away (click them, or Left/Right and Space): %1 of 2.</source>
        <translation>Scegli due carte da scartare (clic, oppure Sinistra/Destra e Spazio): %1 di 2.</translation>
    </message>
</context>
<context>
    <name>DuplicateView</name>
    <message>
        <source>On the same cards (duplicate)</source>
        <translation>Con le stesse carte (duplicato)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Giro</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>%1 against the others</source>
        <translation>%1 rispetto agli altri</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Your hands brought you %2 (%3 list). Luck %4: what the same hands brought the computer players. Skill %5: what you made beyond them.</source>
        <translation>Le tue carte ti hanno dato %2 (%3). Fortuna %4: ciò che le stesse carte hanno dato ai giocatori del computer. Abilità %5: ciò che hai ottenuto in più.</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>lista semplice</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
    <message>
        <source>The last %1 deals, an unfinished round, are not compared.</source>
        <translation>Le ultime %1 mani, un giro non finito, non sono confrontate.</translation>
    </message>
</context>
<context>
    <name>FairDeals</name>
    <message>
        <source>Play exactly the cards of a deal number</source>
        <translation>Gioca esattamente le carte di un numero di mano</translation>
    </message>
    <message>
        <source>Today&apos;s deals: the same on every computer, to compare with friends</source>
        <translation>Le mani di oggi: le stesse su ogni computer, per confrontarsi con gli amici</translation>
    </message>
    <message>
        <source>&amp;Deal number…</source>
        <translation>Numero di &amp;mano…</translation>
    </message>
    <message>
        <source>Deal of &amp;the day</source>
        <translation>Mano del gio&amp;rno</translation>
    </message>
    <message>
        <source>New dupli&amp;cate series</source>
        <translation>Nuova serie &amp;duplicata</translation>
    </message>
    <message>
        <source>Every deal again with you holding each hand: compare yourself with the computer on the same cards</source>
        <translation>Ogni mano di nuovo, con te in ogni posizione: confrontati con il computer sulle stesse carte</translation>
    </message>
    <message>
        <source>Deal of the day %1</source>
        <translation>Mano del giorno %1</translation>
    </message>
    <message>
        <source>From deal number %1</source>
        <translation>Dal numero di mano %1</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicato</translation>
    </message>
    <message>
        <source>Deal number %1</source>
        <translation>Numero di mano %1</translation>
    </message>
    <message>
        <source>Fingerprint %1</source>
        <translation>Impronta %1</translation>
    </message>
    <message>
        <source>Next deal&apos;s fingerprint %1</source>
        <translation>Impronta della prossima mano %1</translation>
    </message>
    <message>
        <source>Duplicate series</source>
        <translation>Serie duplicata</translation>
    </message>
    <message>
        <source>The fingerprint is shown before the cards are dealt and fixes them; the deal number shown after the deal gives exactly these cards and this fingerprint (check it in the review or with python -m skat_desktop.records --seed N).</source>
        <translation>L&apos;impronta è mostrata prima della distribuzione e fissa le carte; il numero di mano mostrato dopo dà esattamente queste carte e questa impronta (verificalo nella revisione o con python -m skat_desktop.records --seed N).</translation>
    </message>
</context>
<context>
    <name>FileNotices</name>
    <message>
        <source>Skat: your files</source>
        <translation>Skat: i tuoi file</translation>
    </message>
    <message>
        <source>A problem with your saved files:</source>
        <translation>Un problema con i tuoi file salvati:</translation>
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
        <translation>Hand</translation>
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
        <translation>Inizia una nuova partita.</translation>
    </message>
    <message>
        <source>The series is over.</source>
        <translation>La serie è finita.</translation>
    </message>
    <message>
        <source>You deal.</source>
        <translation>Distribuisci tu.</translation>
    </message>
    <message>
        <source>{name} deals.</source>
        <translation>Distribuisce {name}.</translation>
    </message>
    <message>
        <source>You won the trick.</source>
        <translation>Hai vinto la presa.</translation>
    </message>
    <message>
        <source>{name} won the trick.</source>
        <translation>{name} ha vinto la presa.</translation>
    </message>
    <message>
        <source>{name} bids {value} — hold or pass?</source>
        <translation>{name} dichiara {value}: tieni o passi?</translation>
    </message>
    <message>
        <source>Both others passed — play at 18 or pass?</source>
        <translation>Gli altri due hanno passato: giochi a 18 o passi?</translation>
    </message>
    <message>
        <source>Your bid: 18 or more, or pass.</source>
        <translation>Tocca a te dichiarare: 18 o più, oppure passa.</translation>
    </message>
    <message>
        <source>Bid more than {value}, or pass.</source>
        <translation>Dichiara più di {value}, oppure passa.</translation>
    </message>
    <message>
        <source>{name} bids {value}.</source>
        <translation>{name} dichiara {value}.</translation>
    </message>
    <message>
        <source>{name} holds {value}.</source>
        <translation>{name} tiene {value}.</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} passa.</translation>
    </message>
    <message>
        <source>Your turn to bid.</source>
        <translation>Tocca a te dichiarare.</translation>
    </message>
    <message>
        <source>{name} to bid.</source>
        <translation>Dichiara {name}.</translation>
    </message>
    <message>
        <source>You won the auction at {value} — pick up the skat or play Hand?</source>
        <translation>Hai vinto l&apos;asta a {value}: prendi lo Skat o giochi Hand?</translation>
    </message>
    <message>
        <source>You won the auction at {value}.</source>
        <translation>Hai vinto l&apos;asta a {value}.</translation>
    </message>
    <message>
        <source>{name} won the auction at {value}.</source>
        <translation>{name} ha vinto l&apos;asta a {value}.</translation>
    </message>
    <message>
        <source>Choose two cards to put away.</source>
        <translation>Scegli due carte da scartare.</translation>
    </message>
    <message>
        <source>You picked up the skat.</source>
        <translation>Hai preso lo skat.</translation>
    </message>
    <message>
        <source>{name} picked up the skat.</source>
        <translation>{name} ha preso lo Skat.</translation>
    </message>
    <message>
        <source>Declare your game (bid {value}).</source>
        <translation>Dichiara il tuo gioco (dichiarazione: {value}).</translation>
    </message>
    <message>
        <source>You declare the game.</source>
        <translation>Dichiari il gioco.</translation>
    </message>
    <message>
        <source>{name} declares the game.</source>
        <translation>{name} dichiara il gioco.</translation>
    </message>
    <message>
        <source>Schieberamsch, pushed once so far: pick up the skat and push two cards on, or pass it on?</source>
        <translation>Schieberamsch, carte passate finora una volta: prendi lo Skat e passi due carte al successivo, oppure gli passi lo Skat senza guardarlo?</translation>
    </message>
    <message>
        <source>Schieberamsch, pushed twice so far: pick up the skat and push two cards on, or pass it on?</source>
        <translation>Schieberamsch, carte passate finora due volte: prendi lo Skat e passi due carte al successivo, oppure gli passi lo Skat senza guardarlo?</translation>
    </message>
    <message>
        <source>Schieberamsch, pushed {count} times so far: pick up the skat and push two cards on, or pass it on?</source>
        <translation>Schieberamsch, carte passate finora {count} volte: prendi lo Skat e passi due carte al successivo, oppure gli passi lo Skat senza guardarlo?</translation>
    </message>
    <message>
        <source>Ramsch: pick up the skat and push two cards on (doubles), or pass it on?</source>
        <translation>Ramsch: prendi lo Skat e passi due carte al successivo (raddoppia), oppure gli passi lo Skat senza guardarlo?</translation>
    </message>
    <message>
        <source>{name} passes the skat on.</source>
        <translation>{name} passa lo Skat senza guardarlo.</translation>
    </message>
    <message>
        <source>{name} pushes two cards on.</source>
        <translation>{name} passa due carte al successivo.</translation>
    </message>
    <message>
        <source>Everyone passed: Ramsch! {name} decides on the skat.</source>
        <translation>Tutti hanno passato: Ramsch! {name} decide sullo Skat.</translation>
    </message>
    <message>
        <source>You decide on the skat.</source>
        <translation>Decidi sullo skat.</translation>
    </message>
    <message>
        <source>{name} decides on the skat.</source>
        <translation>{name} decide sullo Skat.</translation>
    </message>
    <message>
        <source>Choose two cards to push on.</source>
        <translation>Scegli due carte da passare al successivo.</translation>
    </message>
    <message>
        <source>Ramsch: everyone plays alone, jacks are trumps, the most card points lose. Your lead.</source>
        <translation>Ramsch: ognuno gioca da solo, i fanti sono briscola e perde chi ha più punti carta. Esci tu.</translation>
    </message>
    <message>
        <source>Ramsch: everyone plays alone, jacks are trumps, the most card points lose.</source>
        <translation>Ramsch: ognuno gioca da solo, i fanti sono briscola e perde chi ha più punti carta.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Tocca a te.</translation>
    </message>
    <message>
        <source>{name} to play.</source>
        <translation>Gioca {name}.</translation>
    </message>
    <message>
        <source>You play {game}.</source>
        <translation>Giochi {game}.</translation>
    </message>
    <message>
        <source>{name} plays {game}.</source>
        <translation>{name} gioca {game}.</translation>
    </message>
    <message>
        <source>Your lead.</source>
        <translation>Esci tu.</translation>
    </message>
    <message>
        <source>{name} plays {game}. Say Kontra (doubles)?</source>
        <translation>{name} gioca {game}. Dici Kontra (raddoppia)?</translation>
    </message>
    <message>
        <source>{name} says Kontra against you. Answer Re?</source>
        <translation>{name} ti dice Kontra. Rispondi Re?</translation>
    </message>
    <message>
        <source>You say Kontra. {name} may answer Re.</source>
        <translation>Dici Kontra. {name} può rispondere Re.</translation>
    </message>
    <message>
        <source>{name} says Kontra. {declarer} may answer Re.</source>
        <translation>{name} dice Kontra. {declarer} può rispondere Re.</translation>
    </message>
    <message>
        <source>You play {game}. {name} may say Kontra.</source>
        <translation>Giochi {game}. {name} può dire Kontra.</translation>
    </message>
    <message>
        <source>{declarer} plays {game}. {name} may say Kontra.</source>
        <translation>{declarer} gioca {game}. {name} può dire Kontra.</translation>
    </message>
    <message>
        <source>Kontra and Re: {game} counts four times.</source>
        <translation>Kontra e Re: {game} vale quattro volte.</translation>
    </message>
    <message>
        <source>Kontra: {game} counts double.</source>
        <translation>Kontra: {game} vale doppio.</translation>
    </message>
    <message>
        <source>Kontra, Re and Bock: {game} counts {times} times.</source>
        <translation>Kontra, Re e Bock: {game} vale {times} volte.</translation>
    </message>
    <message>
        <source>Kontra and Bock: {game} counts {times} times.</source>
        <translation>Kontra e Bock: {game} vale {times} volte.</translation>
    </message>
    <message>
        <source>No Kontra: you play {game}.</source>
        <translation>Niente Kontra: giochi {game}.</translation>
    </message>
    <message>
        <source>No Kontra: {name} plays {game}.</source>
        <translation>Niente Kontra: {name} gioca {game}.</translation>
    </message>
    <message>
        <source>Durchmarsch! You took every trick: +{score}.</source>
        <translation>Durchmarsch! Hai fatto tutte le prese: +{score}.</translation>
    </message>
    <message>
        <source>Durchmarsch! {name} took every trick: +{score}.</source>
        <translation>Durchmarsch! {name} ha fatto tutte le prese: +{score}.</translation>
    </message>
    <message>
        <source>You lose the Ramsch with {points} points: {score}.</source>
        <translation>Perdi il Ramsch con {points} punti: {score}.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>{name} loses the Ramsch with {points} points: {score}.</source>
        <translation>{name} perde il Ramsch con {points} punti: {score}.</translation>
    </message>
    <message>
        <source>The deal was abandoned.</source>
        <translation>La mano è stata abbandonata.</translation>
    </message>
    <message>
        <source>Everyone passed — the deal is passed in.</source>
        <translation>Tutti hanno passato: la mano è passata.</translation>
    </message>
    <message>
        <source>You won {game} with {points} points: {score}.</source>
        <translation>Hai vinto {game} con {points} punti: {score}.</translation>
    </message>
    <message>
        <source>You lost {game} with {points} points: {score}.</source>
        <translation>Hai perso {game} con {points} punti: {score}.</translation>
    </message>
    <message>
        <source>{name} won {game} with {points} points: {score}.</source>
        <translation>{name} ha vinto {game} con {points} punti: {score}.</translation>
    </message>
    <message>
        <source>{name} lost {game} with {points} points: {score}.</source>
        <translation>{name} ha perso {game} con {points} punti: {score}.</translation>
    </message>
    <message>
        <source>Finish or abandon this deal first.</source>
        <translation>Prima finisci o abbandona questa mano.</translation>
    </message>
    <message>
        <source>There is nothing for you to do now.</source>
        <translation>Ora non hai nulla da fare.</translation>
    </message>
    <message>
        <source>That is not a move of the game.</source>
        <translation>Questa non è una mossa della partita.</translation>
    </message>
    <message>
        <source>You sit out this deal.</source>
        <translation>In questa mano resti fuori.</translation>
    </message>
    <message>
        <source>The computer is playing your seat.</source>
        <translation>Il computer gioca al tuo posto.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn.</source>
        <translation>Tocca a {name}.</translation>
    </message>
    <message>
        <source>You must follow suit ({suit}).</source>
        <translation>Devi rispondere al seme ({suit}).</translation>
    </message>
    <message>
        <source>Trump was led: you must play a jack.</source>
        <translation>È uscita briscola: devi rispondere con un fante.</translation>
    </message>
    <message>
        <source>Trump was led: you must play trump.</source>
        <translation>È uscita briscola: devi rispondere con una briscola.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Questa carta non è nella tua mano.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>Your bid must be higher than {value}.</source>
        <translation>La tua dichiarazione deve essere più alta di {value}.</translation>
    </message>
    <message>
        <source>{bid} is not a game value: the next one is {value}.</source>
        <translation>{bid} non è un valore di gioco: il successivo è {value}.</translation>
    </message>
    <message>
        <source>The lowest bid is 18.</source>
        <translation>La dichiarazione più bassa è 18.</translation>
    </message>
    <message>
        <source>Both others passed: you can only play at 18 or pass.</source>
        <translation>Gli altri due hanno passato: puoi solo giocare a 18 o passare.</translation>
    </message>
    <message>
        <source>{value} was bid to you: hold or pass.</source>
        <translation>Ti hanno dichiarato {value}: tieni o passa.</translation>
    </message>
    <message>
        <source>There is no bid to hold.</source>
        <translation>Non c&apos;è nessuna dichiarazione da tenere.</translation>
    </message>
    <message>
        <source>Choose two different cards.</source>
        <translation>Scegli due carte diverse.</translation>
    </message>
    <message>
        <source>Jacks may not be pushed on.</source>
        <translation>I fanti non si possono passare.</translation>
    </message>
    <message>
        <source>Null cannot be played with Schneider or Schwarz announced.</source>
        <translation>Il Null non si può giocare con Schneider o Schwarz annunciato.</translation>
    </message>
    <message>
        <source>Schneider and Schwarz can only be announced in a Hand game.</source>
        <translation>Schneider e Schwarz si possono annunciare solo in un gioco Hand.</translation>
    </message>
    <message>
        <source>Announcing Schwarz includes announcing Schneider.</source>
        <translation>Annunciare Schwarz comprende annunciare Schneider.</translation>
    </message>
    <message>
        <source>An open suit or Grand game is a Hand game with Schwarz announced.</source>
        <translation>Un gioco di seme o Grand Ouvert è un gioco Hand con Schwarz annunciato.</translation>
    </message>
    <message>
        <source>You picked up the skat, so this cannot be a Hand game.</source>
        <translation>Hai preso lo Skat, quindi non può essere un gioco Hand.</translation>
    </message>
    <message>
        <source>You did not pick up the skat, so your game is a Hand game.</source>
        <translation>Non hai preso lo Skat, quindi il tuo gioco è un gioco Hand.</translation>
    </message>
    <message>
        <source>{game} is worth {worth}, less than your bid of {value}.</source>
        <translation>{game} vale {worth}, meno della tua dichiarazione di {value}.</translation>
    </message>
    <message>
        <source>Kontra has already been said.</source>
        <translation>Kontra è già stato detto.</translation>
    </message>
    <message>
        <source>You can only say Re after a Kontra.</source>
        <translation>Puoi dire Re solo dopo un Kontra.</translation>
    </message>
    <message>
        <source>You cannot play a card now.</source>
        <translation>Ora non puoi giocare una carta.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Ora non è possibile.</translation>
    </message>
    <message>
        <source>Bid or pass first.</source>
        <translation>Prima dichiara o passa.</translation>
    </message>
    <message>
        <source>Pick up the skat or play Hand first.</source>
        <translation>Prima prendi lo Skat o gioca Hand.</translation>
    </message>
    <message>
        <source>Put two cards away first.</source>
        <translation>Prima scarta due carte.</translation>
    </message>
    <message>
        <source>Choose your game first.</source>
        <translation>Prima dichiara il tuo gioco.</translation>
    </message>
    <message>
        <source>Answer the Kontra first.</source>
        <translation>Prima rispondi al Kontra.</translation>
    </message>
    <message>
        <source>Say Kontra or not first.</source>
        <translation>Prima decidi se dire Kontra.</translation>
    </message>
    <message>
        <source>Pick up the skat or pass it on first.</source>
        <translation>Prima prendi lo Skat o passalo senza guardarlo.</translation>
    </message>
    <message>
        <source>Push two cards on first.</source>
        <translation>Prima passa due carte al successivo.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Gioca una carta.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Non consentito ora.</translation>
    </message>
    <message>
        <source>There is no deal to abandon.</source>
        <translation>Non c&apos;è nessuna mano da abbandonare.</translation>
    </message>
    <message>
        <source>You sit this deal out: it is played to its end, and the next deal is yours.</source>
        <translation>Resti fuori da questa mano: si gioca fino alla fine, e la prossima è tua.</translation>
    </message>
    <message>
        <source>No hint available: {error}</source>
        <translation>Nessun suggerimento disponibile: {error}</translation>
    </message>
    <message>
        <source>{name} made a mistake and played a legal move instead: {error}</source>
        <translation>{name} ha sbagliato e ha fatto invece una mossa consentita: {error}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Giocatore {number}</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation>Non è stato possibile salvare la partita: {error}</translation>
    </message>
    <message>
        <source>You and {names} lose the Ramsch, tied with {points} points: {score} each.</source>
        <translation>Tu e {names} perdete il Ramsch, a pari merito con {points} punti: {score} ciascuno.</translation>
    </message>
    <message>
        <source>{names} lose the Ramsch, tied with {points} points: {score} each.</source>
        <translation>{names} perdono il Ramsch, a pari merito con {points} punti: {score} ciascuno.</translation>
    </message>
</context>
<context>
    <name>GermanDeck</name>
    <message>
        <source>Acorns</source>
        <translation>Ghiande</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Foglie</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cuori</translation>
    </message>
    <message>
        <source>Bells</source>
        <translation>Sonagli</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>Ac</source>
        <comment>short for Acorns</comment>
        <translation>Gh</translation>
    </message>
    <message>
        <source>Le</source>
        <comment>short for Leaves</comment>
        <translation>Fo</translation>
    </message>
    <message>
        <source>He</source>
        <comment>short for Hearts</comment>
        <translation>Cu</translation>
    </message>
    <message>
        <source>Be</source>
        <comment>short for Bells</comment>
        <translation>So</translation>
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
    <name>KontraPage</name>
    <message>
        <source>A defender says Kontra: your game counts double. Answer Re to double it again (four times), or let it be.</source>
        <translation>Un avversario dice Kontra: il tuo gioco vale doppio. Rispondi Re per raddoppiarlo ancora (quattro volte), oppure lascia stare.</translation>
    </message>
    <message>
        <source>1  Re</source>
        <translation>1  Re</translation>
    </message>
    <message>
        <source>Re: double again</source>
        <translation>Re: raddoppia ancora</translation>
    </message>
    <message>
        <source>2  No Re</source>
        <translation>2  Niente Re</translation>
    </message>
    <message>
        <source>No Re</source>
        <translation>Niente Re</translation>
    </message>
    <message>
        <source>Before the first card: say Kontra if you think the declarer loses. The game then counts double (and the declarer may answer Re).</source>
        <translation>Prima della prima carta: di&apos; Kontra se pensi che il dichiarante perda. Il gioco allora vale doppio (e il dichiarante può rispondere Re).</translation>
    </message>
    <message>
        <source>1  Kontra</source>
        <translation>1  Kontra</translation>
    </message>
    <message>
        <source>Kontra: double the game</source>
        <translation>Kontra: raddoppia il gioco</translation>
    </message>
    <message>
        <source>2  No Kontra</source>
        <translation>2  Niente Kontra</translation>
    </message>
    <message>
        <source>No Kontra</source>
        <translation>Niente Kontra</translation>
    </message>
</context>
<context>
    <name>LearnBar</name>
    <message>
        <source>Play from here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <source>Play this deal on from this step, with the same cards (a practice deal)</source>
        <translation>Continua questa mano da questo passo, con le stesse carte (una mano di prova)</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Rigioca questa mano</translation>
    </message>
    <message>
        <source>Play this deal again from the start (a practice deal, not counted)</source>
        <translation>Gioca di nuovo questa mano dall&apos;inizio (una mano di prova, non conta)</translation>
    </message>
    <message>
        <source>after this step</source>
        <translation>dopo questo passo</translation>
    </message>
    <message>
        <source>before {name}: {action}</source>
        <translation>prima di {name}: {action}</translation>
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
        <translation>questa serie</translation>
    </message>
    <message>
        <source>This moment cannot be played on: {error}</source>
        <translation>Da questo momento non si può continuare: {error}</translation>
    </message>
    <message>
        <source>Practice deal: it does not count on the score sheet.</source>
        <translation>Mano di prova: non conta nel foglio dei punti.</translation>
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
        <translation>A&amp;bbandona la mano</translation>
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
        <source>&amp;Count card points</source>
        <translation>&amp;Conta i punti</translation>
    </message>
    <message>
        <source>Show each side&apos;s card points taken so far (for beginners)</source>
        <translation>Mostra i punti presi finora da ciascuna parte (per principianti)</translation>
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
        <translation>S&amp;tatistiche e archivio…</translation>
    </message>
    <message>
        <source>Your figures, past series and their deals</source>
        <translation>I tuoi numeri, le serie passate e le loro mani</translation>
    </message>
    <message>
        <source>&amp;Open ISS game records…</source>
        <translation>Apri registri di partita &amp;ISS…</translation>
    </message>
    <message>
        <source>Review the deals of a file of ISS game records</source>
        <translation>Rivedi le mani di un file di registri di partita ISS</translation>
    </message>
    <message>
        <source>Post-deal anal&amp;ysis…</source>
        <translation>Analisi della mano appena &amp;finita…</translation>
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
        <translation>Suggerimento: sto pensando…</translation>
    </message>
    <message>
        <source>No hint available.</source>
        <translation>Nessun suggerimento disponibile.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message>
        <source>Hint: pass (a game of your own would be won about %2% of the time)</source>
        <translation>Suggerimento: passa (un tuo gioco si vincerebbe circa il %2% delle volte)</translation>
    </message>
    <message>
        <source>Hint: %1 (estimated chance to win: %2%)</source>
        <translation>Suggerimento: %1 (probabilità stimata di vincere: %2%)</translation>
    </message>
    <message>
        <source>Quit now? The practice deal on the table is not kept; the series is saved as it stood before it.</source>
        <translation>Uscire ora? La mano di prova sul tavolo non viene conservata; la serie viene salvata com&apos;era prima.</translation>
    </message>
    <message>
        <source>Start a new series? The series in progress ends here: its finished deals are kept in the archive, a deal being played does not count.</source>
        <translation>Iniziare una nuova serie? La serie in corso finisce qui: le sue mani concluse restano nell&apos;archivio, una mano in corso non conta.</translation>
    </message>
    <message>
        <source>Abandon this deal? In trick play, as declarer you lose the game; as a defender you concede it and the declarer wins. Before trick play the deal does not count.</source>
        <translation>Abbandonare questa mano? Durante le prese, da dichiarante perdi il gioco; da difensore lo concedi e il dichiarante vince. Prima delle prese la mano non conta.</translation>
    </message>
    <message>
        <source>Where the deal just finished was won or lost, decision by decision</source>
        <translation>Dove la mano appena finita è stata vinta o persa, decisione per decisione</translation>
    </message>
    <message>
        <source>R&amp;eview this series…</source>
        <translation>R&amp;ivedi questa serie…</translation>
    </message>
    <message>
        <source>Step through this series&apos; deals, see why the computer played so, play again</source>
        <translation>Scorri le mani di questa serie, vedi perché il computer ha giocato così e rigiocale</translation>
    </message>
    <message>
        <source>That card deck is not installed.</source>
        <translation>Quel mazzo di carte non è installato.</translation>
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
        <translation>Apri registri di partita ISS</translation>
    </message>
    <message>
        <source>ISS game records (*.txt *.sgf);;All files (*)</source>
        <translation>Registri di partita ISS (*.txt *.sgf);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>The analysis is ready once the deal is over.</source>
        <translation>L&apos;analisi sarà pronta quando la mano sarà finita.</translation>
    </message>
    <message>
        <source>About Skat</source>
        <translation>Informazioni su Skat</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Skat %1&lt;/h3&gt;&lt;p&gt;Offline Skat against computer players, with the rules of the International Skat Order.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. The card decks are drawn by the project.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and PySide6 %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Skat %1&lt;/h3&gt;&lt;p&gt;Skat offline contro giocatori del computer, con le regole del Regolamento Internazionale di Skat.&lt;/p&gt;&lt;p&gt;Software libero sotto la GNU General Public License, versione 3 o successiva. I mazzi sono disegnati dal progetto stesso.&lt;/p&gt;&lt;p&gt;Realizzato con Qt %2 e PySide6 %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Open-hand solver: compiled (fast).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Risolutore a carte scoperte: compilato (veloce).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Open-hand solver: pure Python (slower, plays the same).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Risolutore a carte scoperte: Python puro (più lento, gioca allo stesso modo).&lt;/p&gt;</translation>
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
        <source>Click a card, or choose with Left/Right and press Enter.</source>
        <translation>Fai clic su una carta, o scegli con Sinistra/Destra e premi Invio.</translation>
    </message>
</context>
<context>
    <name>RecordsImport</name>
    <message>
        <source>Open ISS game records</source>
        <translation>Apri registri di partita ISS</translation>
    </message>
    <message>
        <source>Reading %1 ...</source>
        <translation>Lettura di %1 ...</translation>
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
        <source>Bock on Bock: the list counts it four times</source>
        <translation>Bock su Bock: la lista la conta quattro volte</translation>
    </message>
    <message>
        <source>Bock round: the list counts it double</source>
        <translation>Giro di Bock: la lista la conta doppia</translation>
    </message>
    <message>
        <source>Jungfrau: a player took no trick, the loss counts double</source>
        <translation>Jungfrau: un giocatore non ha fatto nessuna presa, la perdita vale doppio</translation>
    </message>
    <message>
        <source>Pushed on once: each push doubles</source>
        <translation>Carte passate una volta: ogni passaggio raddoppia</translation>
    </message>
    <message>
        <source>Pushed on twice: each push doubles</source>
        <translation>Carte passate due volte: ogni passaggio raddoppia</translation>
    </message>
    <message>
        <source>Pushed on %1 times: each push doubles</source>
        <translation>Carte passate %1 volte: ogni passaggio raddoppia</translation>
    </message>
    <message>
        <source>The deal was abandoned and does not count.</source>
        <translation>La mano è stata abbandonata e non conta.</translation>
    </message>
    <message>
        <source>Everybody passed: the deal is passed in, nobody scores.</source>
        <translation>Tutti hanno passato: la mano è passata, nessuno segna punti.</translation>
    </message>
    <message>
        <source>You win %1</source>
        <translation>Vinci %1</translation>
    </message>
    <message>
        <source>You lose %1</source>
        <translation>Perdi %1</translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation>%1 vince %2</translation>
    </message>
    <message>
        <source>%1 loses %2</source>
        <translation>%1 perde %2</translation>
    </message>
    <message>
        <source>Tricks taken by the declarer: %1</source>
        <translation>Prese del dichiarante: %1</translation>
    </message>
    <message>
        <source>Card points: %1 to %2</source>
        <translation>Punti carta: %1 a %2</translation>
    </message>
    <message>
        <source>Overbid: the game is worth less than the bid of %1, so it is lost and counts as %2, the lowest multiple of %3 that reaches the bid.</source>
        <translation>Sovradichiarato: il gioco vale meno della dichiarazione di %1, quindi è perso e vale %2, il più piccolo multiplo di %3 che raggiunge la dichiarazione.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>te</translation>
    </message>
    <message>
        <source>Kontra by %1, Re: four times the value</source>
        <translation>Kontra di %1, Re: quattro volte il valore</translation>
    </message>
    <message>
        <source>Kontra by %1: double the value</source>
        <translation>Kontra di %1: il doppio del valore</translation>
    </message>
    <message>
        <source>Skat: %1</source>
        <translation>Skat: %1</translation>
    </message>
    <message>
        <source>put away: %1</source>
        <translation>scartate: %1</translation>
    </message>
    <message>
        <source>picked up and put back</source>
        <translation>raccolto e rimesso tale e quale</translation>
    </message>
    <message>
        <source>You gave the game up: a declarer who gives up loses the game at its value. The card points are those taken so far; Schneider counts only if reached.</source>
        <translation>Hai abbandonato il gioco: il dichiarante che abbandona perde il gioco al suo valore. I punti sono quelli presi fin lì; lo Schneider conta solo se raggiunto.</translation>
    </message>
    <message>
        <source>The declarer gave the game up and loses it at its value. The card points are those taken so far; Schneider counts only if reached.</source>
        <translation>Il dichiarante ha abbandonato e perde il gioco al suo valore. I punti sono quelli presi fin lì; lo Schneider conta solo se raggiunto.</translation>
    </message>
    <message>
        <source>The defenders conceded: the declarer wins the Null game.</source>
        <translation>I difensori si sono arresi: il dichiarante vince il Null.</translation>
    </message>
    <message>
        <source>The defenders conceded: every card not yet in their tricks goes to the declarer.</source>
        <translation>I difensori si sono arresi: ogni carta non ancora nelle loro prese va al dichiarante.</translation>
    </message>
    <message>
        <source>Ramsch: Durchmarsch, one player took every trick</source>
        <translation>Ramsch: Durchmarsch, un giocatore ha fatto tutte le prese</translation>
    </message>
    <message>
        <source>Ramsch: the most card points lose</source>
        <translation>Ramsch: perde chi ha più punti carta</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>%1 %2 points (%3)</source>
        <translation>%1 %2 punti (%3)</translation>
    </message>
    <message>
        <source>Skat (to the last trick): %1</source>
        <translation>Skat (all&apos;ultima presa): %1</translation>
    </message>
    <message>
        <source>you pushed: %1</source>
        <translation>hai passato: %1</translation>
    </message>
    <message>
        <source>This game starts a Bock round: the next %1 deals count double.</source>
        <translation>Questa partita apre un giro di Bock: le prossime %1 mani contano doppio.</translation>
    </message>
    <message>
        <source>This game starts one more Bock round: %1 more deals count double.</source>
        <translation>Questa partita apre un altro giro di Bock: altre %1 mani contano doppio.</translation>
    </message>
</context>
<context>
    <name>ReviewTable</name>
    <message>
        <source>Review table</source>
        <translation>Tavolo di revisione</translation>
    </message>
    <message>
        <source>No deal selected</source>
        <translation>Nessuna mano selezionata</translation>
    </message>
    <message>
        <source>{name}, {position}: {cards}</source>
        <translation>{name}, {position}: {cards}</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>nessuna carta</translation>
    </message>
    <message>
        <source>Trick: {cards}</source>
        <translation>Presa: {cards}</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>dichiarante</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} punti</translation>
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
        <translation>Revisione</translation>
    </message>
    <message>
        <source>Review: {title}</source>
        <translation>Revisione: {title}</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Mani</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>The cards as dealt (Home)</source>
        <translation>Le carte come sono state distribuite (Home)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Un passo indietro (Sinistra)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <source>One step on (Right)</source>
        <translation>Un passo avanti (Destra)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>The result of the deal (End)</source>
        <translation>Il risultato della mano (Fine)</translation>
    </message>
    <message>
        <source>Some records could not be read:</source>
        <translation>Alcuni registri non si sono potuti leggere:</translation>
    </message>
    <message>
        <source>There are no deals to review.</source>
        <translation>Non ci sono mani da rivedere.</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Mano {number}</translation>
    </message>
    <message>
        <source>Bock ×{factor}</source>
        <translation>Bock ×{factor}</translation>
    </message>
    <message>
        <source>↶ played with undo</source>
        <translation>↶ giocata con annullamento</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abbandonata</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>non finita</translation>
    </message>
    <message>
        <source>passed in</source>
        <translation>passata</translation>
    </message>
    <message>
        <source>void</source>
        <translation>nulla</translation>
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
        <translation>Bock su Bock: questa mano vale quattro volte.</translation>
    </message>
    <message>
        <source>Bock round: this deal counts double.</source>
        <translation>Giro di Bock: questa mano vale doppio.</translation>
    </message>
    <message>
        <source>Kontra and Re: the game value counts four times.</source>
        <translation>Kontra e Re: il valore del gioco vale quattro volte.</translation>
    </message>
    <message>
        <source>Kontra: the game value counts double.</source>
        <translation>Kontra: il valore del gioco vale doppio.</translation>
    </message>
    <message>
        <source>Ramsch: Durchmarsch, one player took every trick.</source>
        <translation>Ramsch: Durchmarsch, un giocatore ha fatto tutte le prese.</translation>
    </message>
    <message>
        <source>Ramsch: the most card points lose them.</source>
        <translation>Ramsch: chi ha più punti carta li perde.</translation>
    </message>
    <message>
        <source>Jungfrau: a player took no trick, the loss counts double.</source>
        <translation>Jungfrau: un giocatore non ha fatto nessuna presa, la perdita vale doppio.</translation>
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
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
    <message>
        <source>Deal {deal} of {deals} · step {step} of {steps}</source>
        <translation>Mano {deal} di {deals} · passo {step} di {steps}</translation>
    </message>
    <message>
        <source>Deal {number}: the cards as dealt.</source>
        <translation>Mano {number}: le carte come sono state distribuite.</translation>
    </message>
    <message>
        <source>{name} deals and sits out.</source>
        <translation>{name} distribuisce e resta fuori.</translation>
    </message>
    <message>
        <source>All passed: the deal is played as a Ramsch.</source>
        <translation>Tutti hanno passato: si gioca un Ramsch.</translation>
    </message>
    <message>
        <source>All passed: the deal is passed in.</source>
        <translation>Tutti hanno passato: la mano è passata.</translation>
    </message>
    <message>
        <source>{name} wins the auction at {value}.</source>
        <translation>{name} vince l&apos;asta a {value}.</translation>
    </message>
    <message>
        <source>Auction: {words}.</source>
        <translation>Asta: {words}.</translation>
    </message>
    <message>
        <source>{name} picks up the skat ({skat}) and puts away {discard}.</source>
        <translation>{name} prende lo Skat ({skat}) e scarta {discard}.</translation>
    </message>
    <message>
        <source>{name} plays Hand; the skat ({skat}) stays face down.</source>
        <translation>{name} gioca Hand; lo Skat ({skat}) resta coperto.</translation>
    </message>
    <message>
        <source>{name} declares {game}.</source>
        <translation>{name} dichiara {game}.</translation>
    </message>
    <message>
        <source>Trick {number}: {cards}. {winner} takes {points} points.</source>
        <translation>Presa {number}: {cards}. {winner} prende {points} punti.</translation>
    </message>
    <message>
        <source>The deal was abandoned and does not count.</source>
        <translation>La mano è stata abbandonata e non conta.</translation>
    </message>
    <message>
        <source>The record ends here, before the deal is over.</source>
        <translation>Il registro finisce qui, prima della fine della mano.</translation>
    </message>
    <message>
        <source>Passed in: nobody scores.</source>
        <translation>Mano passata: nessuno segna punti.</translation>
    </message>
    <message>
        <source>The deal was ended early and does not count.</source>
        <translation>La mano è finita in anticipo e non conta.</translation>
    </message>
    <message>
        <source>{name} wins {game} with {points} card points.</source>
        <translation>{name} vince {game} con {points} punti carta.</translation>
    </message>
    <message>
        <source>{name} loses {game} with {points} card points.</source>
        <translation>{name} perde {game} con {points} punti carta.</translation>
    </message>
    <message>
        <source>Value {value}, score {score}.</source>
        <translation>Valore {value}, punteggio {score}.</translation>
    </message>
    <message>
        <source>Overbid: the bid was {bid}.</source>
        <translation>Sovradichiarato: la dichiarazione era {bid}.</translation>
    </message>
    <message>
        <source>Durchmarsch! {name} took every trick: +{score}.</source>
        <translation>Durchmarsch! {name} ha fatto tutte le prese: +{score}.</translation>
    </message>
    <message>
        <source>{name} lose the Ramsch with {points} points each: {score} each.</source>
        <translation>{name} perdono il Ramsch con {points} punti ciascuno: {score} ciascuno.</translation>
    </message>
    <message>
        <source>{name} loses the Ramsch with {points} points: {score}.</source>
        <translation>{name} perde il Ramsch con {points} punti: {score}.</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Giocatore {number}</translation>
    </message>
    <message>
        <source>You deal and sit out.</source>
        <translation>Distribuisci e resti fuori.</translation>
    </message>
    <message>
        <source>You win the auction at {value}.</source>
        <translation>Vinci l&apos;asta a {value}.</translation>
    </message>
    <message>
        <source>You pick up the skat ({skat}) and put away {discard}.</source>
        <translation>Prendi lo Skat ({skat}) e scarti {discard}.</translation>
    </message>
    <message>
        <source>You play Hand; the skat ({skat}) stays face down.</source>
        <translation>Giochi Hand; lo Skat ({skat}) resta coperto.</translation>
    </message>
    <message>
        <source>You declare {game}.</source>
        <translation>Dichiari {game}.</translation>
    </message>
    <message>
        <source>Trick {number}: {cards}. You take {points} points.</source>
        <translation>Presa {number}: {cards}. Prendi {points} punti.</translation>
    </message>
    <message>
        <source>You win {game} with {points} card points.</source>
        <translation>Vinci {game} con {points} punti carta.</translation>
    </message>
    <message>
        <source>You lose {game} with {points} card points.</source>
        <translation>Perdi {game} con {points} punti carta.</translation>
    </message>
    <message>
        <source>Durchmarsch! You took every trick: +{score}.</source>
        <translation>Durchmarsch! Hai fatto tutte le prese: +{score}.</translation>
    </message>
    <message>
        <source>You and {name} lose the Ramsch with {points} points each: {score} each.</source>
        <translation>Tu e {name} perdete il Ramsch con {points} punti ciascuno: {score} ciascuno.</translation>
    </message>
    <message>
        <source>You lose the Ramsch with {points} points: {score}.</source>
        <translation>Perdi il Ramsch con {points} punti: {score}.</translation>
    </message>
    <message>
        <source>You win {game} without taking a trick.</source>
        <translation>Vinci {game} senza fare prese.</translation>
    </message>
    <message>
        <source>{name} wins {game} without taking a trick.</source>
        <translation>{name} vince {game} senza fare prese.</translation>
    </message>
    <message>
        <source>You lose {game} by taking a trick.</source>
        <translation>Perdi {game} facendo una presa.</translation>
    </message>
    <message>
        <source>{name} loses {game} by taking a trick.</source>
        <translation>{name} perde {game} facendo una presa.</translation>
    </message>
    <message>
        <source>You lose {game}.</source>
        <translation>Perdi {game}.</translation>
    </message>
    <message>
        <source>{name} loses {game}.</source>
        <translation>{name} perde {game}.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <source>Bock on Bock: this deal counts four times.</source>
        <translation>Bock su Bock: questa mano vale quattro volte.</translation>
    </message>
    <message>
        <source>Bock round: this deal counts double.</source>
        <translation>Giro di Bock: questa mano vale doppio.</translation>
    </message>
    <message>
        <source>Bock rounds waiting or running: %1.</source>
        <translation>Giri di Bock in attesa o in corso: %1.</translation>
    </message>
    <message>
        <source>This deal starts a Bock round.</source>
        <translation>Questa mano fa scattare un giro di Bock.</translation>
    </message>
    <message>
        <source>Kontra and Re: the game value counts four times.</source>
        <translation>Kontra e Re: il valore del gioco vale quattro volte.</translation>
    </message>
    <message>
        <source>Kontra: the game value counts double.</source>
        <translation>Kontra: il valore del gioco vale doppio.</translation>
    </message>
    <message>
        <source>Ramsch: the most card points lose them.</source>
        <translation>Ramsch: chi ha più punti carta li perde.</translation>
    </message>
    <message>
        <source>↶ Played with undo: a decision was taken back.</source>
        <translation>↶ Giocata con annullamento: una decisione è stata ripresa.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinto</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perso</translation>
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
        <translation>Punti</translation>
    </message>
    <message>
        <source>Deal number; B: a Bock deal, BB: Bock on Bock; ★: starts a Bock round; ↶: played with undo</source>
        <translation>Numero della mano; B: mano Bock, BB: Bock su Bock; ★: inizia un giro Bock; ↶: giocata con annullamento</translation>
    </message>
    <message>
        <source>Game: %1 the trump suit, H Hand, S Schneider announced, Z Schwarz announced, O Ouvert; ✓ won, ✗ lost; K Kontra, Re Kontra and Re</source>
        <translation>Gioco: %1 il seme di briscola, H Hand, S Schneider annunciato, Z Schwarz annunciato, O Ouvert; ✓ vinto, ✗ perso; K Kontra, Re Kontra e Re</translation>
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
        <translation>Lista semplice</translation>
    </message>
    <message>
        <source>Plain</source>
        <comment>short for Plain list</comment>
        <translation>Semplice</translation>
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
        <translation>Punteggio della mano</translation>
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
        <translation>%1: vinto</translation>
    </message>
    <message>
        <source>%1: lost</source>
        <translation>%1: perso</translation>
    </message>
    <message>
        <source>Declarer: %1</source>
        <translation>Dichiarante: %1</translation>
    </message>
</context>
<context>
    <name>SeedBar</name>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Verifica</translation>
    </message>
    <message>
        <source>Check that this deal number gives exactly these cards and fingerprint</source>
        <translation>Verifica che questo numero di mano dia esattamente queste carte e questa impronta</translation>
    </message>
    <message>
        <source>No deal number: these cards came from no seed.</source>
        <translation>Nessun numero di mano: queste carte non vengono da alcun numero.</translation>
    </message>
    <message>
        <source>Deal number %1 · fingerprint %2</source>
        <translation>Numero di mano %1 · impronta %2</translation>
    </message>
    <message>
        <source>Does not fit: this deal number does not give these cards.</source>
        <translation>Non corrisponde: questo numero di mano non dà queste carte.</translation>
    </message>
    <message>
        <source>Does not fit: the recorded fingerprint is not this deal number&apos;s.</source>
        <translation>Non corrisponde: l&apos;impronta registrata non è quella di questo numero di mano.</translation>
    </message>
    <message>
        <source>Checked: the deal number gives exactly these cards and fingerprint.</source>
        <translation>Verificato: il numero di mano dà esattamente queste carte e questa impronta.</translation>
    </message>
</context>
<context>
    <name>SeegerFabianChart</name>
    <message>
        <source>Seeger-Fabian chart</source>
        <translation>Grafico Seeger-Fabian</translation>
    </message>
    <message>
        <source>{name}: {points} after {count} series</source>
        <translation>{name}: {points} dopo {count} serie</translation>
    </message>
    <message>
        <source>No finished series yet.</source>
        <translation>Ancora nessuna serie finita.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Generali</translation>
    </message>
    <message>
        <source>Table rules</source>
        <translation>Regole del tavolo</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Forte</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Nessuna animazione</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Plain list</source>
        <translation>Lista semplice</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Lista Seeger-Fabian</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 giocatori</translation>
    </message>
    <message>
        <source>4 players (the dealer sits out)</source>
        <translation>4 giocatori (il mazziere resta fuori)</translation>
    </message>
    <message>
        <source>5 players (the dealer and the second to the left sit out)</source>
        <translation>5 giocatori (restano fuori il mazziere e il secondo alla sua sinistra)</translation>
    </message>
    <message>
        <source>No fixed end</source>
        <translation>Senza fine fissa</translation>
    </message>
    <message>
        <source> deals</source>
        <translation> mani</translation>
    </message>
    <message>
        <source>Play my only legal card by itself</source>
        <translation>Gioca da sola la mia unica carta consentita</translation>
    </message>
    <message>
        <source>Ask before a card is played</source>
        <translation>Chiedi prima di giocare una carta</translation>
    </message>
    <message>
        <source>Kontra and Re</source>
        <translation>Kontra e Re</translation>
    </message>
    <message>
        <source>A defender may double the game before the first card; the declarer redoubles.</source>
        <translation>Un avversario può raddoppiare il gioco prima della prima carta; il dichiarante può rilanciare.</translation>
    </message>
    <message>
        <source>Ramsch when all pass</source>
        <translation>Ramsch quando tutti passano</translation>
    </message>
    <message>
        <source>Instead of a redeal everyone plays alone; the most card points lose.</source>
        <translation>Invece di ridistribuire, ognuno gioca da solo; perde chi ha più punti carta.</translation>
    </message>
    <message>
        <source>Schieberamsch (skat pushed on)</source>
        <translation>Schieberamsch (carte passate avanti)</translation>
    </message>
    <message>
        <source>Kontra only by a defender who bid</source>
        <translation>Kontra solo da un avversario che ha dichiarato</translation>
    </message>
    <message>
        <source>A defender who passed without bidding or holding 18 may not say Kontra.</source>
        <translation>Un avversario che ha passato senza dichiarare né tenere 18 non può dire Kontra.</translation>
    </message>
    <message>
        <source>Jacks may be pushed</source>
        <translation>Si possono passare i fanti</translation>
    </message>
    <message>
        <source>In Schieberamsch the two cards pushed on may include jacks.</source>
        <translation>Nello Schieberamsch tra le due carte passate al successivo possono esserci dei fanti.</translation>
    </message>
    <message>
        <source>Bock rounds</source>
        <translation>Giri di Bock</translation>
    </message>
    <message>
        <source>After each event chosen below, one round of deals (one deal per player) counts double.</source>
        <translation>Dopo ognuno degli eventi scelti qui sotto, un giro di mani (una per giocatore) vale doppio.</translation>
    </message>
    <message>
        <source>After a game of 60 to 60</source>
        <translation>Dopo un gioco finito 60 a 60</translation>
    </message>
    <message>
        <source>After a game lost with Kontra</source>
        <translation>Dopo un gioco perso con Kontra</translation>
    </message>
    <message>
        <source>Needs Kontra and Re.</source>
        <translation>Richiede Kontra e Re.</translation>
    </message>
    <message>
        <source>After a Grand Hand won</source>
        <translation>Dopo un Grand Hand vinto</translation>
    </message>
    <message>
        <source>After a game worth 120 or more</source>
        <translation>Dopo un gioco che vale 120 o più</translation>
    </message>
    <message>
        <source>Kontra and Re are counted in the value.</source>
        <translation>Kontra e Re sono compresi nel valore.</translation>
    </message>
    <message>
        <source>Bock on Bock (rounds stack)</source>
        <translation>Bock su Bock (i giri si sovrappongono)</translation>
    </message>
    <message>
        <source>Two Bock rounds run at the same time; a deal in both counts four times. Without it, rounds follow one another.</source>
        <translation>Due giri di Bock corrono insieme; una mano che appartiene a entrambi vale quattro volte. Senza questa regola i giri si susseguono.</translation>
    </message>
    <message>
        <source>None (random deals)</source>
        <translation>Nessuno (mani casuali)</translation>
    </message>
    <message>
        <source>With a number, every round repeats the same cards while the seats move on, and everyone who uses the same number gets the same deals.</source>
        <translation>Con un numero, ogni giro ripete le stesse carte mentre i posti ruotano, e chi usa lo stesso numero riceve le stesse mani.</translation>
    </message>
    <message>
        <source>Player &amp;4 (5-player table):</source>
        <translation>Giocatore &amp;4 (tavolo a cinque):</translation>
    </message>
    <message>
        <source>Strength of player 4:</source>
        <translation>Livello del giocatore 4:</translation>
    </message>
    <message>
        <source>Tournament n&amp;umber (next series):</source>
        <translation>&amp;Numero di torneo (prossima serie):</translation>
    </message>
    <message>
        <source>Table rules, table size and series length apply to the next series (Game &gt; New game). A fixed length is rounded up to a multiple of the players at the table. See Help &gt; Rules, optional table rules.</source>
        <translation>Regole del tavolo, dimensione del tavolo e lunghezza della serie valgono dalla prossima serie (Gioco &gt; Nuova partita). Una lunghezza fissa viene arrotondata per eccesso a un multiplo dei giocatori al tavolo. Vedi Aiuto &gt; Regole, regole facoltative del tavolo.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>&amp;Deck style:</source>
        <translation>&amp;Mazzo:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>Il &amp;tuo nome:</translation>
    </message>
    <message>
        <source>Player &amp;1:</source>
        <translation>Giocatore &amp;1:</translation>
    </message>
    <message>
        <source>Strength of player 1:</source>
        <translation>Livello del giocatore 1:</translation>
    </message>
    <message>
        <source>Player &amp;2:</source>
        <translation>Giocatore &amp;2:</translation>
    </message>
    <message>
        <source>Strength of player 2:</source>
        <translation>Livello del giocatore 2:</translation>
    </message>
    <message>
        <source>Player &amp;3 (4-player table):</source>
        <translation>Giocatore &amp;3 (tavolo a quattro):</translation>
    </message>
    <message>
        <source>Strength of player 3:</source>
        <translation>Livello del giocatore 3:</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Velocità delle animazioni:</translation>
    </message>
    <message>
        <source>Card play:</source>
        <translation>Gioco delle carte:</translation>
    </message>
    <message>
        <source>&amp;Score list:</source>
        <translation>&amp;Segnapunti:</translation>
    </message>
    <message>
        <source>&amp;Table size (next series):</source>
        <translation>&amp;Dimensione del tavolo (prossima serie):</translation>
    </message>
    <message>
        <source>Series le&amp;ngth (next series):</source>
        <translation>Lun&amp;ghezza della serie (prossima serie):</translation>
    </message>
    <message>
        <source>Table rules (next series):</source>
        <translation>Regole del tavolo (prossima serie):</translation>
    </message>
</context>
<context>
    <name>SkatPage</name>
    <message>
        <source>Schieberamsch: pick up the skat and push two cards on to the next player (each push doubles the Ramsch), or pass the skat on unseen.</source>
        <translation>Schieberamsch: prendi lo Skat e passa due carte al giocatore successivo (ogni passaggio raddoppia il Ramsch), oppure passagli lo Skat senza guardarlo.</translation>
    </message>
    <message>
        <source>Pushed so far: %1×.</source>
        <translation>Passaggi finora: %1×.</translation>
    </message>
    <message>
        <source>Hand: the skat stays unseen, the game is worth more.</source>
        <translation>Hand: lo skat resta coperto e il gioco vale di più.</translation>
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
        <translation>2  Gioca Hand</translation>
    </message>
    <message>
        <source>Play Hand</source>
        <translation>Gioca Hand</translation>
    </message>
    <message>
        <source>2  Pass it on</source>
        <translation>2  Passalo senza guardare</translation>
    </message>
    <message>
        <source>Pass the skat on unseen</source>
        <translation>Passa lo Skat senza guardarlo</translation>
    </message>
</context>
<context>
    <name>StandingDialog</name>
    <message>
        <source>Final standing</source>
        <translation>Classifica finale</translation>
    </message>
    <message>
        <source>The series of %1 deals is over. First place: %2.</source>
        <translation>La serie di %1 mani è finita. Primo posto: %2.</translation>
    </message>
    <message>
        <source>Ranked by the plain list (the declarers&apos; scores).</source>
        <translation>Classifica secondo la lista semplice (i punteggi dei dichiaranti).</translation>
    </message>
    <message>
        <source>Ranked by the Seeger-Fabian list: points, +50 for each game won, -50 for each game lost, and 40 (30 at four) for each game another player lost.</source>
        <translation>Classifica secondo la lista Seeger-Fabian: punti, +50 per ogni gioco vinto, -50 per ogni gioco perso e 40 (30 al tavolo a quattro) per ogni gioco perso da un altro giocatore.</translation>
    </message>
    <message>
        <source>At five, each of the other four players gets 20.</source>
        <translation>A cinque, ciascuno degli altri quattro giocatori riceve 20.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinti</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Persi</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Won ×50</source>
        <translation>Vinti ×50</translation>
    </message>
    <message>
        <source>Lost ×50</source>
        <translation>Persi ×50</translation>
    </message>
    <message>
        <source>Others lost (bonus)</source>
        <translation>Persi dagli altri (bonus)</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
    <message>
        <source>The series of %1 deals is over. First place shared by %2.</source>
        <translation>La serie di %1 mani è finita. Primo posto a pari merito: %2.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
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
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Seeger-Fabian chart</source>
        <translation>Grafico Seeger-Fabian</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archivio</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Mostra:</translation>
    </message>
    <message>
        <source>Points over time (running total)</source>
        <translation>Punti nel tempo (totale progressivo)</translation>
    </message>
    <message>
        <source>Points per series</source>
        <translation>Punti per serie</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Rivedi…</translation>
    </message>
    <message>
        <source>Export score sheet (&amp;CSV)…</source>
        <translation>Esporta tabellone (&amp;CSV)…</translation>
    </message>
    <message>
        <source>Export deals (&amp;ISS records)…</source>
        <translation>Esporta mani (registri &amp;ISS)…</translation>
    </message>
    <message>
        <source>&amp;Open ISS records…</source>
        <translation>&amp;Apri registri ISS…</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>Ag&amp;giorna</translation>
    </message>
    <message>
        <source>Deals played with &amp;undo:</source>
        <translation>Mani giocate con &amp;annullamento:</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>contarle</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>escluderle</translation>
    </message>
    <message>
        <source>A series is filed in the archive when it ends: at New game, or after its number of deals when the settings give it a fixed length.</source>
        <translation>Una serie va nell&apos;archivio quando finisce: con Nuova partita, o dopo il suo numero di mani se le impostazioni le danno una lunghezza fissa.</translation>
    </message>
    <message>
        <source>Including the series in progress (one deal so far).</source>
        <translation>Compresa la serie in corso (una mano finora).</translation>
    </message>
    <message>
        <source>Including the series in progress (%1 deals so far).</source>
        <translation>Compresa la serie in corso (%1 mani finora).</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>Nessuna mano giocata finora.</translation>
    </message>
    <message>
        <source>Some archived series could not be read and were set aside:</source>
        <translation>Alcune serie archiviate non si sono potute leggere e sono state messe da parte:</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Iniziata</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Mani</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
    <message>
        <source>That series is no longer in the archive.</source>
        <translation>Quella serie non è più nell&apos;archivio.</translation>
    </message>
    <message>
        <source>The series cannot be replayed: {error}</source>
        <translation>Non è possibile rigiocare la serie: {error}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Giocatore {number}</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>Impossibile scrivere {path}: {error}</translation>
    </message>
    <message>
        <source>Score sheet saved to {path}.</source>
        <translation>Tabellone salvato in {path}.</translation>
    </message>
    <message>
        <source>Nothing to export: ISS records have no Kontra, Re or Ramsch, and every deal of this series had one.</source>
        <translation>Niente da esportare: i registri ISS non prevedono Kontra, Re né Ramsch, e ogni mano di questa serie ne ha avuto uno.</translation>
    </message>
    <message>
        <source>{count} deals saved to {path}.</source>
        <translation>{count} mani salvate in {path}.</translation>
    </message>
    <message>
        <source>{count} left out: ISS records have no Kontra, Re or Ramsch.</source>
        <translation>{count} escluse: i registri ISS non prevedono Kontra, Re né Ramsch.</translation>
    </message>
    <message>
        <source>Export score sheet</source>
        <translation>Esporta tabellone</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export deals as ISS game records</source>
        <translation>Esporta le mani come registri di partita ISS</translation>
    </message>
    <message>
        <source>ISS game records (*.txt *.sgf);;All files (*)</source>
        <translation>Registri di partita ISS (*.txt *.sgf);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Open ISS game records</source>
        <translation>Apri registri di partita ISS</translation>
    </message>
</context>
<context>
    <name>StatsTableModel</name>
    <message>
        <source>Series played</source>
        <translation>Serie giocate</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Mani giocate</translation>
    </message>
    <message>
        <source>Games as declarer (won / lost)</source>
        <translation>Giochi da dichiarante (vinti / persi)</translation>
    </message>
    <message>
        <source>Suit games (won / lost)</source>
        <translation>Giochi di seme (vinti / persi)</translation>
    </message>
    <message>
        <source>Grand (won / lost)</source>
        <translation>Grand (vinti / persi)</translation>
    </message>
    <message>
        <source>Null (won / lost)</source>
        <translation>Null (vinti / persi)</translation>
    </message>
    <message>
        <source>Hand games (won / lost)</source>
        <translation>Giochi Hand (vinti / persi)</translation>
    </message>
    <message>
        <source>Ouvert games (won / lost)</source>
        <translation>Giochi Ouvert (vinti / persi)</translation>
    </message>
    <message>
        <source>Average game value</source>
        <translation>Valore medio del gioco</translation>
    </message>
    <message>
        <source>Auctions won / bid in</source>
        <translation>Aste vinte / a cui hai partecipato</translation>
    </message>
    <message>
        <source>Seeger-Fabian points</source>
        <translation>Punti Seeger-Fabian</translation>
    </message>
    <message>
        <source>Best series</source>
        <translation>Serie migliore</translation>
    </message>
    <message>
        <source>Duplicate: luck (the hands&apos; worth to the others)</source>
        <translation>Duplicato: fortuna (quanto valevano le carte per gli altri)</translation>
    </message>
    <message>
        <source>Duplicate: skill (made beyond the others)</source>
        <translation>Duplicato: abilità (ottenuto in più rispetto agli altri)</translation>
    </message>
    <message>
        <source>{won} / {lost}</source>
        <translation>{won} / {lost}</translation>
    </message>
    <message>
        <source>{won} of {entered} ({percent}%)</source>
        <translation>{won} su {entered} ({percent}%)</translation>
    </message>
    <message>
        <source>{points} ({date})</source>
        <translation>{points} ({date})</translation>
    </message>
    <message>
        <source>{value} over {hands} hands</source>
        <translation>{value} su {hands} mani</translation>
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
        <translation>Scartate</translation>
    </message>
    <message>
        <source>Last trick, won by %1</source>
        <translation>Ultima presa: %1</translation>
    </message>
    <message>
        <source>Last trick: yours</source>
        <translation>Ultima presa: tua</translation>
    </message>
    <message>
        <source>Skat, put back</source>
        <translation>Skat, rimesso</translation>
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
        <source>Kontra (%1) · Re</source>
        <translation>Kontra (%1) · Re</translation>
    </message>
    <message>
        <source>Kontra (%1)</source>
        <translation>Kontra (%1)</translation>
    </message>
    <message>
        <source>Pushed: %1×</source>
        <translation>Passaggi: %1×</translation>
    </message>
    <message>
        <source>Bock on Bock: counts four times</source>
        <translation>Bock su Bock: vale quattro volte</translation>
    </message>
    <message>
        <source>Bock: counts double</source>
        <translation>Bock: vale doppio</translation>
    </message>
    <message>
        <source>Card points: declarer %1 · defenders %2</source>
        <translation>Punti: dichiarante %1 · difensori %2</translation>
    </message>
    <message>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <source>The most card points lose</source>
        <translation>Perde chi ha più punti</translation>
    </message>
    <message>
        <source>Declarer: %1 · bid %2</source>
        <translation>Dichiarante: %1 · dichiarazione %2</translation>
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
        <translation>Asta vinta: %1</translation>
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
        <translation>Hand</translation>
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
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>carte passate</translation>
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
        <translation>Sì</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>%1%2</source>
        <comment>a card&apos;s short name: %1 its rank, %2 its suit symbol</comment>
        <translation>%1%2</translation>
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
        <translation>giocare Hand</translation>
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
        <source>say Kontra</source>
        <translation>dire Kontra</translation>
    </message>
    <message>
        <source>say Re</source>
        <translation>dire Re</translation>
    </message>
    <message>
        <source>do not double</source>
        <translation>non raddoppiare</translation>
    </message>
    <message>
        <source>pass the skat on</source>
        <translation>passare lo Skat senza guardarlo</translation>
    </message>
    <message>
        <source>push %1 on</source>
        <translation>passare %1</translation>
    </message>
    <message>
        <source>%1: fixed value %2</source>
        <translation>%1: valore fisso %2</translation>
    </message>
    <message>
        <source>Durchmarsch: %1</source>
        <translation>Durchmarsch: %1</translation>
    </message>
    <message>
        <source>Ramsch: %1 points</source>
        <translation>Ramsch: %1 punti</translation>
    </message>
    <message>
        <source>%1, Schwarz announced</source>
        <translation>%1, Schwarz annunciato</translation>
    </message>
    <message>
        <source>%1, Schneider announced</source>
        <translation>%1, Schneider annunciato</translation>
    </message>
    <message>
        <source>You won %1 without taking a trick: %2.</source>
        <translation>Hai vinto %1 senza fare prese: %2.</translation>
    </message>
    <message>
        <source>You lost %1 by taking a trick: %2.</source>
        <translation>Hai perso %1 facendo una presa: %2.</translation>
    </message>
    <message>
        <source>You lost %1: %2.</source>
        <translation>Hai perso %1: %2.</translation>
    </message>
    <message>
        <source>You won %1 with %2 points: %3.</source>
        <translation>Hai vinto %1 con %2 punti: %3.</translation>
    </message>
    <message>
        <source>You lost %1 with %2 points: %3.</source>
        <translation>Hai perso %1 con %2 punti: %3.</translation>
    </message>
    <message>
        <source>%1 won %2 without taking a trick: %3.</source>
        <translation>%1 ha vinto %2 senza fare prese: %3.</translation>
    </message>
    <message>
        <source>%1 lost %2 by taking a trick: %3.</source>
        <translation>%1 ha perso %2 facendo una presa: %3.</translation>
    </message>
    <message>
        <source>%1 lost %2: %3.</source>
        <translation>%1 ha perso %2: %3.</translation>
    </message>
    <message>
        <source>%1 won %2 with %3 points: %4.</source>
        <translation>%1 ha vinto %2 con %3 punti: %4.</translation>
    </message>
    <message>
        <source>%1 lost %2 with %3 points: %4.</source>
        <translation>%1 ha perso %2 con %3 punti: %4.</translation>
    </message>
    <message>
        <source>Score: %1 for you</source>
        <translation>Punteggio: %1 per te</translation>
    </message>
    <message>
        <source>Score: %1 for you (a lost game counts double)</source>
        <translation>Punteggio: %1 per te (un gioco perso vale doppio)</translation>
    </message>
    <message>
        <source>Score: %1 for %2</source>
        <translation>Punteggio: %1 per %2</translation>
    </message>
    <message>
        <source>Score: %1 for %2 (a lost game counts double)</source>
        <translation>Punteggio: %1 per %2 (un gioco perso vale doppio)</translation>
    </message>
</context>
<context>
    <name>WhyText</name>
    <message>
        <source>trumps</source>
        <translation>briscola</translation>
    </message>
    <message>
        <source>one jack</source>
        <translation>un fante</translation>
    </message>
    <message>
        <source>{n} jacks</source>
        <translation>{n} fanti</translation>
    </message>
    <message>
        <source>one trump</source>
        <translation>una briscola</translation>
    </message>
    <message>
        <source>{n} trumps</source>
        <translation>{n} briscole</translation>
    </message>
    <message>
        <source>The hand is worth up to {value} as {game} ({jacks}).</source>
        <translation>La mano vale fino a {value} come {game} ({jacks}).</translation>
    </message>
    <message>
        <source>The hand is worth up to {value} as {game} ({trumps}, {jacks}).</source>
        <translation>La mano vale fino a {value} come {game} ({trumps}, {jacks}).</translation>
    </message>
    <message>
        <source>The hand is too weak for a game of its own.</source>
        <translation>La mano è troppo debole per un gioco proprio.</translation>
    </message>
    <message>
        <source>{bid} is within that.</source>
        <translation>{bid} rientra in questo.</translation>
    </message>
    <message>
        <source>{bid} would be more than it is worth.</source>
        <translation>{bid} sarebbe più di quanto vale.</translation>
    </message>
    <message>
        <source>{name} bid {said} and passed at {passed}: likely {jacks} and long {suit}.</source>
        <translation>{name} ha licitato {said} e ha passato a {passed}: probabilmente {jacks} e molti {suit}.</translation>
    </message>
    <message>
        <source>{name} bid {said} and passed at {passed}: likely {jacks}.</source>
        <translation>{name} ha licitato {said} e ha passato a {passed}: probabilmente {jacks}.</translation>
    </message>
    <message>
        <source>{name} bid up to {said}: likely {jacks} and long {suit}.</source>
        <translation>{name} ha licitato fino a {said}: probabilmente {jacks} e molti {suit}.</translation>
    </message>
    <message>
        <source>{name} bid up to {said}: likely {jacks}.</source>
        <translation>{name} ha licitato fino a {said}: probabilmente {jacks}.</translation>
    </message>
    <message>
        <source>A Hand game wins about {chance}% of the time with these ten cards.</source>
        <translation>Un gioco Hand vince con queste dieci carte circa il {chance}% delle volte.</translation>
    </message>
    <message>
        <source>Hand would win only about {chance}%: the skat can make the hand better.</source>
        <translation>Hand vincerebbe solo circa il {chance}%: lo skat può migliorare la mano.</translation>
    </message>
    <message>
        <source>Putting {cards} away keeps {points} points safe in the skat.</source>
        <translation>Scartare {cards} mette al sicuro {points} punti nello skat.</translation>
    </message>
    <message>
        <source>{cards} carry no points and are the least worth keeping.</source>
        <translation>{cards} non hanno punti e sono le meno utili da tenere.</translation>
    </message>
    <message>
        <source>It leaves the hand without {suit}.</source>
        <translation>Lascia la mano senza {suit}.</translation>
    </message>
    <message>
        <source>{game} is worth only {value}, less than the bid of {bid}.</source>
        <translation>{game} vale solo {value}, meno della licitazione di {bid}.</translation>
    </message>
    <message>
        <source>{game} with {jacks} is worth {value}; the bid was {bid}.</source>
        <translation>{game} con {jacks} vale {value}; la licitazione era {bid}.</translation>
    </message>
    <message>
        <source>{game} with {trumps} and {jacks} is worth {value}; the bid was {bid}.</source>
        <translation>{game} con {trumps} e {jacks} vale {value}; la licitazione era {bid}.</translation>
    </message>
    <message>
        <source>Null is worth {value}; the bid was {bid}.</source>
        <translation>Il Null vale {value}; la licitazione era {bid}.</translation>
    </message>
    <message>
        <source>One trump is still out.</source>
        <translation>C&apos;è ancora una briscola fuori.</translation>
    </message>
    <message>
        <source>{n} trumps are still out.</source>
        <translation>Ci sono ancora {n} briscole fuori.</translation>
    </message>
    <message>
        <source>No trump is left with the others.</source>
        <translation>Gli altri non hanno più briscole.</translation>
    </message>
    <message>
        <source>{name} has shown no {suit}.</source>
        <translation>{name} ha mostrato di non avere {suit}.</translation>
    </message>
    <message>
        <source>The declarer has {mine} points, enough to win; the defenders {theirs}.</source>
        <translation>Il dichiarante ha {mine} punti, abbastanza per vincere; i difensori {theirs}.</translation>
    </message>
    <message>
        <source>The declarer has {mine} points, needs {need} more; the defenders {theirs}.</source>
        <translation>Il dichiarante ha {mine} punti e ne servono ancora {need}; i difensori {theirs}.</translation>
    </message>
    <message>
        <source>The defenders have {theirs} points, enough to win; the declarer {mine}.</source>
        <translation>I difensori hanno {theirs} punti, abbastanza per vincere; il dichiarante {mine}.</translation>
    </message>
    <message>
        <source>The defenders have {theirs} points, need {need} more; the declarer {mine}.</source>
        <translation>I difensori hanno {theirs} punti e ne servono ancora {need}; il dichiarante {mine}.</translation>
    </message>
    <message>
        <source>Draw trumps first: one is still out.</source>
        <translation>Prima tirare le briscole: ne resta una fuori.</translation>
    </message>
    <message>
        <source>Draw trumps first: {n} are still out.</source>
        <translation>Prima tirare le briscole: ne restano {n} fuori.</translation>
    </message>
    <message>
        <source>No card of its suit left with the others beats {card}.</source>
        <translation>Nessuna carta del suo seme rimasta agli altri batte {card}.</translation>
    </message>
    <message>
        <source>{card} takes the trick and its {points} points.</source>
        <translation>{card} prende la presa e i suoi {points} punti.</translation>
    </message>
    <message>
        <source>{name} takes this trick: {card} adds points to it.</source>
        <translation>{name} prende questa presa: {card} le aggiunge punti.</translation>
    </message>
    <message>
        <source>The trick is lost anyway: {card} gives away the fewest points.</source>
        <translation>La presa è persa comunque: {card} regala meno punti possibile.</translation>
    </message>
    <message>
        <source>{name} has shown no {suit} and may trump {card}.</source>
        <translation>{name} ha mostrato di non avere {suit} e può tagliare {card}.</translation>
    </message>
    <message>
        <source>In Null the declarer must take no trick: {card} stays low.</source>
        <translation>Nel Null il dichiarante non deve prendere nessuna presa: {card} resta sotto.</translation>
    </message>
    <message>
        <source>{card} keeps the higher cards for later.</source>
        <translation>{card} tiene le carte più alte per dopo.</translation>
    </message>
    <message>
        <source>{card} is the only card that may be played.</source>
        <translation>{card} è l&apos;unica carta che si può giocare.</translation>
    </message>
</context>
</TS>
