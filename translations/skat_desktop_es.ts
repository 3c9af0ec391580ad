<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ActionPanel</name>
    <message>
        <source>Your choices</source>
        <translation>Tus opciones</translation>
    </message>
    <message>
        <source>What happens now</source>
        <translation>Qué ocurre ahora</translation>
    </message>
    <message>
        <source>Welcome to Skat. Start a new game to play.</source>
        <translation>Bienvenido al Skat. Empieza una partida nueva para jugar.</translation>
    </message>
</context>
<context>
    <name>AuctionPage</name>
    <message>
        <source>Pass</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Bid the next value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Higher bid</source>
        <translation>Puja más alta</translation>
    </message>
    <message>
        <source>Choose any higher legal bid</source>
        <translation>Elige cualquier puja más alta permitida</translation>
    </message>
    <message>
        <source>Bid the chosen value</source>
        <translation>Pujar el valor elegido</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Pujar %1</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>Yes, hold the bid</source>
        <translation>Sí, aceptar la puja</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Pujar</translation>
    </message>
    <message>
        <source>Said so far: %1</source>
        <translation>Pujado hasta ahora: %1</translation>
    </message>
    <message>
        <source>Nothing said yet.</source>
        <translation>Aún no ha pujado nadie.</translation>
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
        <translation>No permitido ahora: su valor es inferior a la puja</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation>Declarar %1</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Declarar</translation>
    </message>
    <message>
        <source>Hand game: choose the contract and any announcement.</source>
        <translation>Juego de mano: elige el contrato y los anuncios que quieras.</translation>
    </message>
    <message>
        <source>Choose the contract.</source>
        <translation>Elige el contrato.</translation>
    </message>
    <message>
        <source>Worth %1 with your cards; the bid is %2.</source>
        <translation>Con tus cartas vale %1; la puja es %2.</translation>
    </message>
    <message>
        <source>Warning: worth only %1 with your cards, below the bid of %2. You lose as overbid unless you make Schneider or Schwarz.</source>
        <translation>Atención: con tus cartas solo vale %1, menos que la puja de %2. Pierdes por sobrepuja salvo que hagas Schneider o Schwarz.</translation>
    </message>
</context>
<context>
    <name>DiscardPage</name>
    <message>
        <source>1  Put these two away</source>
        <translation>1  Descartar estas dos</translation>
    </message>
    <message>
        <source>Put the two chosen cards away</source>
        <translation>Descartar las dos cartas elegidas</translation>
    </message>
    <message>
        <source>Put away %1? Click a card again to change your choice.</source>
        <translation>¿Descartar %1? Pulsa de nuevo una carta para cambiar la elección.</translation>
    </message>
    <message>
        <source>Choose two cards to put away (click them, or Left/Right and Space): %1 of 2.</source>
        <translation>Elige dos cartas para descartar (haz clic o usa Izquierda/Derecha y Espacio): %1 de 2.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Clubs</source>
        <translation>Tréboles</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Picas</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamantes</translation>
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
        <translation>Schwarz anunciado</translation>
    </message>
    <message>
        <source>Schneider announced</source>
        <translation>Schneider anunciado</translation>
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
        <translation>Sin resultados</translation>
    </message>
    <message>
        <source>Skat rules</source>
        <translation>Reglas del Skat</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Back to the previous page</source>
        <translation>Volver a la página anterior</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <source>Forward to the next page</source>
        <translation>Ir a la página siguiente</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>Show the table of contents</source>
        <translation>Mostrar el índice</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Search the rules…</source>
        <translation>Buscar en las reglas…</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Buscar en las reglas</translation>
    </message>
    <message>
        <source>Table of contents</source>
        <translation>Índice</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>Resultados de la búsqueda</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Texto de las reglas</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navegación</translation>
    </message>
</context>
<context>
    <name>IdlePage</name>
    <message>
        <source>1  New game</source>
        <translation>1  Partida nueva</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nueva</translation>
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
        <translation>Partida &amp;nueva</translation>
    </message>
    <message>
        <source>Start a new series of deals</source>
        <translation>Empezar una serie nueva de repartos</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Volver a jugar</translation>
    </message>
    <message>
        <source>Deal the next hand, dealer one seat on</source>
        <translation>Repartir la siguiente mano; el repartidor avanza un puesto</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Take back your last decision</source>
        <translation>Deshacer tu última decisión</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Show what the computer would do</source>
        <translation>Mostrar lo que haría el ordenador</translation>
    </message>
    <message>
        <source>&amp;Abandon deal</source>
        <translation>&amp;Abandonar la mano</translation>
    </message>
    <message>
        <source>Give up this deal (as declarer you lose it)</source>
        <translation>Abandonar esta mano (como declarante la pierdes)</translation>
    </message>
    <message>
        <source>Show &amp;last trick</source>
        <translation>Mostrar la ú&amp;ltima baza</translation>
    </message>
    <message>
        <source>Show or hide the last trick</source>
        <translation>Mostrar u ocultar la última baza</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>Change names, speed, deck and more</source>
        <translation>Cambiar nombres, velocidad, baraja y más</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>Hoja de &amp;puntuación</translation>
    </message>
    <message>
        <source>Show or hide the score sheet</source>
        <translation>Mostrar u ocultar la hoja de puntuación</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>The rules of Skat for this phase</source>
        <translation>Las reglas del Skat para esta fase</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>About this program</source>
        <translation>Acerca de este programa</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Save the game and quit</source>
        <translation>Guardar la partida y salir</translation>
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
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Deck style</source>
        <translation>&amp;Baraja</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ajustes</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barra de herramientas</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>Play %1?</source>
        <translation>¿Jugar %1?</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <source>No hint now: it is not your turn.</source>
        <translation>Ahora no hay pista: no es tu turno.</translation>
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
        <translation>Pista: %1</translation>
    </message>
    <message>
        <source>Abandon this deal? As declarer in trick play you lose it; otherwise it does not count.</source>
        <translation>¿Abandonar esta mano? Como declarante durante el juego de bazas la pierdes; si no, no cuenta.</translation>
    </message>
    <message>
        <source>That card deck is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings are not available.</source>
        <translation>Los ajustes no están disponibles.</translation>
    </message>
    <message>
        <source>The rules are not installed.</source>
        <translation>Las reglas no están instaladas.</translation>
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
        <translation>Acerca de Skat</translation>
    </message>
    <message>
        <source>&lt;b&gt;Skat&lt;/b&gt; %1&lt;br&gt;Offline Skat against computer players, with the rules of the International Skat Order.</source>
        <translation>&lt;b&gt;Skat&lt;/b&gt; %1&lt;br&gt;Skat sin conexión contra jugadores del ordenador, con las reglas del Reglamento Internacional del Skat.</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>Tu mano: %1</translation>
    </message>
    <message>
        <source>Chosen card: %1</source>
        <translation>Carta elegida: %1</translation>
    </message>
    <message>
        <source>Trick: %1</source>
        <translation>Baza: %1</translation>
    </message>
    <message>
        <source>To put away: %1</source>
        <translation>Para descartar: %1</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <source>1  Last trick (L)</source>
        <translation>1  Última baza (L)</translation>
    </message>
    <message>
        <source>Show the last trick</source>
        <translation>Mostrar la última baza</translation>
    </message>
    <message>
        <source>Your turn: click a card, or choose with Left/Right and press Enter.</source>
        <translation>Tu turno: haz clic en una carta, o elige con Izquierda/Derecha y pulsa Intro.</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <source>1  Play again</source>
        <translation>1  Volver a jugar</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Volver a jugar</translation>
    </message>
    <message>
        <source>1  New series</source>
        <translation>1  Serie nueva</translation>
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
        <translation type="unfinished">Hoja de puntuación</translation>
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
        <translation type="unfinished">abandonado</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed in</source>
        <translation type="unfinished">sin juego</translation>
    </message>
    <message>
        <source>void</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished">N.º</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation type="unfinished">Declarante</translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished">Juego</translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished">Valor</translation>
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
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Declarante</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonado</translation>
    </message>
    <message>
        <source>passed in</source>
        <translation>sin juego</translation>
    </message>
    <message>
        <source>Plain list</source>
        <translation>Lista simple</translation>
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
        <translation type="unfinished">Lista simple</translation>
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
        <translation>Has ganado la subasta. Toma el skat, o juega Hand para un valor más alto.</translation>
    </message>
    <message>
        <source>1  Pick up the skat</source>
        <translation>1  Tomar el skat</translation>
    </message>
    <message>
        <source>Pick up the skat</source>
        <translation>Tomar el skat</translation>
    </message>
    <message>
        <source>2  Play Hand</source>
        <translation>2  Jugar Hand</translation>
    </message>
    <message>
        <source>Play Hand</source>
        <translation>Jugar Hand</translation>
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
        <translation>Skat y cartas descartadas</translation>
    </message>
    <message>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
    <message>
        <source>Last trick, won by %1</source>
        <translation>Última baza, ganada por %1</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Repartidor</translation>
    </message>
    <message>
        <source>Declarer: %1</source>
        <translation>Declarante: %1</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Declarante</translation>
    </message>
    <message>
        <source>Tricks: %1</source>
        <translation>Bazas: %1</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <source>Declarer: %1 · bid %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Subasta</translation>
    </message>
    <message>
        <source>Bid so far: %1</source>
        <translation>Puja actual: %1</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Aún sin pujas</translation>
    </message>
    <message>
        <source>%1 won the auction</source>
        <translation>%1 ha ganado la subasta</translation>
    </message>
    <message>
        <source>Bid: %1</source>
        <translation>Puja: %1</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>Forehand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Middlehand</source>
        <translation>Mano del medio</translation>
    </message>
    <message>
        <source>Rearhand</source>
        <translation>Última mano</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>No juega</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Tréboles</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Picas</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamantes</translation>
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
        <translation>Schwarz anunciado</translation>
    </message>
    <message>
        <source>Schneider announced</source>
        <translation>Schneider anunciado</translation>
    </message>
    <message>
        <source>with</source>
        <translation>con</translation>
    </message>
    <message>
        <source>without</source>
        <translation>sin</translation>
    </message>
    <message>
        <source>game</source>
        <translation>juego</translation>
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
        <translation>Sí</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>J</source>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>Q</translation>
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
        <translation>pujar %1</translation>
    </message>
    <message>
        <source>say yes</source>
        <translation>decir sí</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasar</translation>
    </message>
    <message>
        <source>pick up the skat</source>
        <translation>tomar el skat</translation>
    </message>
    <message>
        <source>play Hand</source>
        <translation>jugar Hand</translation>
    </message>
    <message>
        <source>put away %1</source>
        <translation>descartar %1</translation>
    </message>
    <message>
        <source>declare %1</source>
        <translation>declarar %1</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>jugar %1</translation>
    </message>
    <message>
        <source>%1: fixed value %2</source>
        <translation>%1: valor fijo %2</translation>
    </message>
</context>
</TS>
