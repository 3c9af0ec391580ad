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
    <name>AnalysisWindow</name>
    <message>
        <source>Analysis of deal %1</source>
        <translation>Análisis de la mano %1</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>%1, declarer %2. Each of your decisions is judged on deals of the hidden cards that fit what you knew at that moment, each played on open-handed: the chance is how often your side wins. The last column shows the same with every card open.</source>
        <translation>%1, declarante %2. Cada una de tus decisiones se juzga sobre repartos de las cartas ocultas que encajan con lo que sabías en ese momento, cada uno jugado a cartas vistas: la probabilidad es cuántas veces gana tu bando. La última columna muestra lo mismo con todas las cartas a la vista.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analizando…</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Analysis of the practice deal</source>
        <translation>Análisis de la mano de práctica</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Tu elección</translation>
    </message>
    <message>
        <source>Chance before → after</source>
        <translation>Probabilidad antes → después</translation>
    </message>
    <message>
        <source>Best choice</source>
        <translation>Mejor elección</translation>
    </message>
    <message>
        <source>All cards open</source>
        <translation>Todas las cartas vistas</translation>
    </message>
    <message>
        <source>List points the choice gave away on average</source>
        <translation>Puntos de la lista que la elección regaló de media</translation>
    </message>
    <message>
        <source>The same judgement with every card open, as if you had seen all hands: won or lost after the best choice and after yours</source>
        <translation>El mismo juicio con todas las cartas a la vista, como si hubieras visto todas las manos: ganada o perdida tras la mejor elección y tras la tuya</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <source>Play the deal on from the selected decision (a practice deal, not counted)</source>
        <translation>Seguir jugando la mano desde la decisión elegida (una mano de práctica, no cuenta)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>You sat this deal out: there is nothing of yours to analyse.</source>
        <translation>En esta mano no jugaste: no hay nada tuyo que analizar.</translation>
    </message>
    <message>
        <source>This deal was a Ramsch: there is no declarer, nothing to analyse.</source>
        <translation>Esta mano fue un Ramsch: no hay declarante, no hay nada que analizar.</translation>
    </message>
    <message>
        <source>No game was played in this deal: there is nothing to analyse.</source>
        <translation>En esta mano no se jugó ningún juego: no hay nada que analizar.</translation>
    </message>
    <message>
        <source>Before is the chance with the best choice, after with yours. Each decision is judged afresh on what was known at that moment, so a row need not start where the one above ended: cards seen in between (the skat, a trick) change what is known, and fresh samples move the figure by a few points.</source>
        <translation>Antes es la probabilidad con la mejor elección, después la de la tuya. Cada decisión se juzga de nuevo según lo que se sabía en ese momento, así que una fila no tiene por qué empezar donde terminó la anterior: las cartas vistas entre medias (el skat, una baza) cambian lo que se sabe, y muestras nuevas mueven la cifra unos puntos.</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>El análisis se ha cancelado.</translation>
    </message>
    <message>
        <source>Judging decision %1 of %2…</source>
        <translation>Juzgando la decisión %1 de %2…</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Baza %1</translation>
    </message>
    <message>
        <source>Bid limit</source>
        <translation>Límite de la subasta</translation>
    </message>
    <message>
        <source>Pick up or Hand</source>
        <translation>Coger el skat o Hand</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Pick up the skat</source>
        <translation>Coger el skat</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>The turning point</source>
        <translation>El punto de inflexión</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>%1: a good choice, nothing better was found.</source>
        <translation>%1: una buena elección, no se encontró nada mejor.</translation>
    </message>
    <message>
        <source>%1 would have been better than %2: your chance would have stayed at %3 instead of falling to %4 (about %5 list points).</source>
        <translation>%1 habría sido mejor que %2: tu probabilidad se habría quedado en %3 en vez de caer a %4 (unos %5 puntos de la lista).</translation>
    </message>
    <message>
        <source>%1 would have been a little better than %2: %3 instead of %4 (about %5 list points).</source>
        <translation>%1 habría sido algo mejor que %2: %3 en vez de %4 (unos %5 puntos de la lista).</translation>
    </message>
    <message>
        <source>No decision was judged.</source>
        <translation>No se juzgó ninguna decisión.</translation>
    </message>
    <message>
        <source>Points given away against the best choices: %1.</source>
        <translation>Puntos regalados frente a las mejores elecciones: %1.</translation>
    </message>
    <message>
        <source>No decision cost 20 points of chance or more.</source>
        <translation>Ninguna decisión costó 20 puntos de probabilidad o más.</translation>
    </message>
    <message>
        <source>Turning point: %1, where the chance fell from %2 to %3.</source>
        <translation>Punto de inflexión: %1, donde la probabilidad cayó de %2 a %3.</translation>
    </message>
    <message>
        <source>No card was played in this deal: there is nothing to analyse.</source>
        <translation>En esta mano no se jugó ninguna carta: no hay nada que analizar.</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>El análisis ha fallado: %1</translation>
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
        <translation>Pujar el valor siguiente</translation>
    </message>
    <message>
        <source>Higher bid</source>
        <translation>Puja más alta</translation>
    </message>
    <message>
        <source>Choose any higher legal bid: Up and Down (or + and -) change it, %1 bids it</source>
        <translation>Elige cualquier puja más alta permitida: Arriba y Abajo (o + y -) la cambian, %1 la puja</translation>
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
        <translation>Francesa (dos colores)</translation>
    </message>
    <message>
        <source>French tournament (four colours)</source>
        <translation>Francesa de torneo (cuatro colores)</translation>
    </message>
    <message>
        <source>German (Altenburg)</source>
        <translation>Alemana (Altenburg)</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <source>Deal number</source>
        <translation>Número de mano</translation>
    </message>
    <message>
        <source>Type a deal number (shown with every result and in the review) to play exactly those cards again, or any number of your own. A new series starts with that deal.</source>
        <translation>Escriba un número de mano (aparece con cada resultado y en la revisión) para jugar de nuevo exactamente esas cartas, o cualquier número suyo. Una serie nueva empieza con esa mano.</translation>
    </message>
    <message>
        <source>Deal &amp;number:</source>
        <translation>&amp;Número de mano:</translation>
    </message>
    <message>
        <source>Your &amp;hand:</source>
        <translation>Su &amp;posición:</translation>
    </message>
    <message>
        <source>e.g. 4786838276846591361</source>
        <translation>p. ej. 4786838276846591361</translation>
    </message>
    <message>
        <source>A deal number is a whole number from 0 to %1.</source>
        <translation>Un número de mano es un número entero de 0 a %1.</translation>
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
        <translation>Atención: con tus cartas solo vale %1, menos que la puja de %2. Pierdes por sobrepujado salvo que hagas Schneider o Schwarz.</translation>
    </message>
</context>
<context>
    <name>DiscardPage</name>
    <message>
        <source>1  Push these two on</source>
        <translation>1  Pasar estas dos</translation>
    </message>
    <message>
        <source>Push the two chosen cards on</source>
        <translation>Pasar al siguiente las dos cartas elegidas</translation>
    </message>
    <message>
        <source>1  Put these two away</source>
        <translation>1  Descartar estas dos</translation>
    </message>
    <message>
        <source>Put the two chosen cards away</source>
        <translation>Descartar las dos cartas elegidas</translation>
    </message>
    <message>
        <source>Jacks may not be pushed: choose other cards.</source>
        <translation>No se pueden pasar jotas: elige otras cartas.</translation>
    </message>
    <message>
        <source>Push %1 on? Click or press Space on a card again to change your choice.</source>
        <translation>¿Pasar %1 al siguiente? Pulsa de nuevo una carta (clic o Espacio) para cambiar la elección.</translation>
    </message>
    <message>
        <source>Choose two cards to push on to the next player (click them, or Left/Right and Space): %1 of 2.</source>
        <translation>Elige dos cartas para pasar al siguiente jugador (haz clic o usa Izquierda/Derecha y Espacio): %1 de 2.</translation>
    </message>
    <message>
        <source>Put away %1? Click or press Space on a card again to change your choice.</source>
        <translation>¿Descartar %1? Pulsa de nuevo una carta (clic o Espacio) para cambiar la elección.</translation>
    </message>
    <message>
        <source>Choose two cards to put away (click them, or Left/Right and Space): %1 of 2.</source>
        <translation>Elige dos cartas para descartar (haz clic o usa Izquierda/Derecha y Espacio): %1 de 2.</translation>
    </message>
</context>
<context>
    <name>DuplicateView</name>
    <message>
        <source>On the same cards (duplicate)</source>
        <translation>Con las mismas cartas (duplicado)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>%1 against the others</source>
        <translation>%1 frente a los demás</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Your hands brought you %2 (%3 list). Luck %4: what the same hands brought the computer players. Skill %5: what you made beyond them.</source>
        <translation>Sus cartas le dieron %2 (%3). Suerte %4: lo que las mismas cartas dieron a los jugadores del ordenador. Habilidad %5: lo que usted sacó de más.</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>lista simple</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
    <message>
        <source>The last %1 deals, an unfinished round, are not compared.</source>
        <translation>Las últimas %1 manos, una ronda sin terminar, no se comparan.</translation>
    </message>
</context>
<context>
    <name>FairDeals</name>
    <message>
        <source>Play exactly the cards of a deal number</source>
        <translation>Jugar exactamente las cartas de un número de mano</translation>
    </message>
    <message>
        <source>Today&apos;s deals: the same on every computer, to compare with friends</source>
        <translation>Las manos de hoy: las mismas en cada ordenador, para comparar con amigos</translation>
    </message>
    <message>
        <source>&amp;Deal number…</source>
        <translation>Número de &amp;mano…</translation>
    </message>
    <message>
        <source>Deal of &amp;the day</source>
        <translation>Man&amp;o del día</translation>
    </message>
    <message>
        <source>New dupli&amp;cate series</source>
        <translation>Nueva serie dupli&amp;cada</translation>
    </message>
    <message>
        <source>Every deal again with you holding each hand: compare yourself with the computer on the same cards</source>
        <translation>Cada mano otra vez, con usted en cada posición: compárese con el ordenador con las mismas cartas</translation>
    </message>
    <message>
        <source>Deal of the day %1</source>
        <translation>Mano del día %1</translation>
    </message>
    <message>
        <source>From deal number %1</source>
        <translation>Desde el número de mano %1</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicado</translation>
    </message>
    <message>
        <source>Deal number %1</source>
        <translation>Número de mano %1</translation>
    </message>
    <message>
        <source>Fingerprint %1</source>
        <translation>Huella %1</translation>
    </message>
    <message>
        <source>Next deal&apos;s fingerprint %1</source>
        <translation>Huella de la próxima mano %1</translation>
    </message>
    <message>
        <source>Duplicate series</source>
        <translation>Serie duplicada</translation>
    </message>
    <message>
        <source>The fingerprint is shown before the cards are dealt and fixes them; the deal number shown after the deal gives exactly these cards and this fingerprint (check it in the review or with python -m skat_desktop.records --seed N).</source>
        <translation>La huella se muestra antes de repartir y fija las cartas; el número de mano que se muestra después da exactamente estas cartas y esta huella (compruébelo en la revisión o con python -m skat_desktop.records --seed N).</translation>
    </message>
</context>
<context>
    <name>FileNotices</name>
    <message>
        <source>Skat: your files</source>
        <translation>Skat: sus archivos</translation>
    </message>
    <message>
        <source>A problem with your saved files:</source>
        <translation>Un problema con sus archivos guardados:</translation>
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
        <translation>Empieza una partida nueva.</translation>
    </message>
    <message>
        <source>The series is over.</source>
        <translation>La serie ha terminado.</translation>
    </message>
    <message>
        <source>You deal.</source>
        <translation>Repartes tú.</translation>
    </message>
    <message>
        <source>{name} deals.</source>
        <translation>Reparte {name}.</translation>
    </message>
    <message>
        <source>You won the trick.</source>
        <translation>Has ganado la baza.</translation>
    </message>
    <message>
        <source>{name} won the trick.</source>
        <translation>{name} ha ganado la baza.</translation>
    </message>
    <message>
        <source>{name} bids {value} — hold or pass?</source>
        <translation>{name} puja {value}: ¿aceptas o pasas?</translation>
    </message>
    <message>
        <source>Both others passed — play at 18 or pass?</source>
        <translation>Los otros dos han pasado: ¿juegas por 18 o pasas?</translation>
    </message>
    <message>
        <source>Your bid: 18 or more, or pass.</source>
        <translation>Te toca pujar: 18 o más, o pasa.</translation>
    </message>
    <message>
        <source>Bid more than {value}, or pass.</source>
        <translation>Puja más de {value}, o pasa.</translation>
    </message>
    <message>
        <source>{name} bids {value}.</source>
        <translation>{name} puja {value}.</translation>
    </message>
    <message>
        <source>{name} holds {value}.</source>
        <translation>{name} acepta {value}.</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} pasa.</translation>
    </message>
    <message>
        <source>Your turn to bid.</source>
        <translation>Te toca pujar.</translation>
    </message>
    <message>
        <source>{name} to bid.</source>
        <translation>Puja {name}.</translation>
    </message>
    <message>
        <source>You won the auction at {value} — pick up the skat or play Hand?</source>
        <translation>Has ganado la subasta en {value}: ¿tomas el skat o juegas Hand?</translation>
    </message>
    <message>
        <source>You won the auction at {value}.</source>
        <translation>Has ganado la subasta en {value}.</translation>
    </message>
    <message>
        <source>{name} won the auction at {value}.</source>
        <translation>{name} ha ganado la subasta en {value}.</translation>
    </message>
    <message>
        <source>Choose two cards to put away.</source>
        <translation>Elige dos cartas para descartar.</translation>
    </message>
    <message>
        <source>You picked up the skat.</source>
        <translation>Has recogido el skat.</translation>
    </message>
    <message>
        <source>{name} picked up the skat.</source>
        <translation>{name} ha tomado el skat.</translation>
    </message>
    <message>
        <source>Declare your game (bid {value}).</source>
        <translation>Declara tu juego (puja: {value}).</translation>
    </message>
    <message>
        <source>You declare the game.</source>
        <translation>Declaras el juego.</translation>
    </message>
    <message>
        <source>{name} declares the game.</source>
        <translation>{name} declara el juego.</translation>
    </message>
    <message>
        <source>Schieberamsch, pushed once so far: pick up the skat and push two cards on, or pass it on?</source>
        <translation>Schieberamsch, un pase de cartas hasta ahora: ¿tomas el skat y pasas dos cartas al siguiente, o le pasas el skat sin mirarlo?</translation>
    </message>
    <message>
        <source>Schieberamsch, pushed twice so far: pick up the skat and push two cards on, or pass it on?</source>
        <translation>Schieberamsch, dos pases de cartas hasta ahora: ¿tomas el skat y pasas dos cartas al siguiente, o le pasas el skat sin mirarlo?</translation>
    </message>
    <message>
        <source>Schieberamsch, pushed {count} times so far: pick up the skat and push two cards on, or pass it on?</source>
        <translation>Schieberamsch, {count} pases de cartas hasta ahora: ¿tomas el skat y pasas dos cartas al siguiente, o le pasas el skat sin mirarlo?</translation>
    </message>
    <message>
        <source>Ramsch: pick up the skat and push two cards on (doubles), or pass it on?</source>
        <translation>Ramsch: ¿tomas el skat y pasas dos cartas al siguiente (dobla), o le pasas el skat sin mirarlo?</translation>
    </message>
    <message>
        <source>{name} passes the skat on.</source>
        <translation>{name} pasa el skat sin mirarlo.</translation>
    </message>
    <message>
        <source>{name} pushes two cards on.</source>
        <translation>{name} pasa dos cartas al siguiente.</translation>
    </message>
    <message>
        <source>Everyone passed: Ramsch! {name} decides on the skat.</source>
        <translation>Todos han pasado: ¡Ramsch! {name} decide sobre el skat.</translation>
    </message>
    <message>
        <source>You decide on the skat.</source>
        <translation>Decides sobre el skat.</translation>
    </message>
    <message>
        <source>{name} decides on the skat.</source>
        <translation>{name} decide sobre el skat.</translation>
    </message>
    <message>
        <source>Choose two cards to push on.</source>
        <translation>Elige dos cartas para pasar al siguiente.</translation>
    </message>
    <message>
        <source>Ramsch: everyone plays alone, jacks are trumps, the most card points lose. Your lead.</source>
        <translation>Ramsch: cada uno juega solo, las jotas son triunfo y pierde quien tenga más puntos. Sales tú.</translation>
    </message>
    <message>
        <source>Ramsch: everyone plays alone, jacks are trumps, the most card points lose.</source>
        <translation>Ramsch: cada uno juega solo, las jotas son triunfo y pierde quien tenga más puntos.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Te toca.</translation>
    </message>
    <message>
        <source>{name} to play.</source>
        <translation>Juega {name}.</translation>
    </message>
    <message>
        <source>You play {game}.</source>
        <translation>Juegas {game}.</translation>
    </message>
    <message>
        <source>{name} plays {game}.</source>
        <translation>{name} juega {game}.</translation>
    </message>
    <message>
        <source>Your lead.</source>
        <translation>Sales tú.</translation>
    </message>
    <message>
        <source>{name} plays {game}. Say Kontra (doubles)?</source>
        <translation>{name} juega {game}. ¿Dices Kontra (dobla)?</translation>
    </message>
    <message>
        <source>{name} says Kontra against you. Answer Re?</source>
        <translation>{name} te dice Kontra. ¿Respondes Re?</translation>
    </message>
    <message>
        <source>You say Kontra. {name} may answer Re.</source>
        <translation>Dices Kontra. {name} puede responder Re.</translation>
    </message>
    <message>
        <source>{name} says Kontra. {declarer} may answer Re.</source>
        <translation>{name} dice Kontra. {declarer} puede responder Re.</translation>
    </message>
    <message>
        <source>You play {game}. {name} may say Kontra.</source>
        <translation>Juegas {game}. {name} puede decir Kontra.</translation>
    </message>
    <message>
        <source>{declarer} plays {game}. {name} may say Kontra.</source>
        <translation>{declarer} juega {game}. {name} puede decir Kontra.</translation>
    </message>
    <message>
        <source>Kontra and Re: {game} counts four times.</source>
        <translation>Kontra y Re: {game} cuenta cuatro veces.</translation>
    </message>
    <message>
        <source>Kontra: {game} counts double.</source>
        <translation>Kontra: {game} cuenta doble.</translation>
    </message>
    <message>
        <source>Kontra, Re and Bock: {game} counts {times} times.</source>
        <translation>Kontra, Re y Bock: {game} cuenta {times} veces.</translation>
    </message>
    <message>
        <source>Kontra and Bock: {game} counts {times} times.</source>
        <translation>Kontra y Bock: {game} cuenta {times} veces.</translation>
    </message>
    <message>
        <source>No Kontra: you play {game}.</source>
        <translation>Sin Kontra: juegas {game}.</translation>
    </message>
    <message>
        <source>No Kontra: {name} plays {game}.</source>
        <translation>Sin Kontra: {name} juega {game}.</translation>
    </message>
    <message>
        <source>Durchmarsch! You took every trick: +{score}.</source>
        <translation>¡Durchmarsch! Has ganado todas las bazas: +{score}.</translation>
    </message>
    <message>
        <source>Durchmarsch! {name} took every trick: +{score}.</source>
        <translation>¡Durchmarsch! {name} ha ganado todas las bazas: +{score}.</translation>
    </message>
    <message>
        <source>You lose the Ramsch with {points} points: {score}.</source>
        <translation>Pierdes el Ramsch con {points} puntos: {score}.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>{name} loses the Ramsch with {points} points: {score}.</source>
        <translation>{name} pierde el Ramsch con {points} puntos: {score}.</translation>
    </message>
    <message>
        <source>The deal was abandoned.</source>
        <translation>La mano se ha abandonado.</translation>
    </message>
    <message>
        <source>Everyone passed — the deal is passed in.</source>
        <translation>Todos han pasado: la mano queda sin juego.</translation>
    </message>
    <message>
        <source>You won {game} with {points} points: {score}.</source>
        <translation>Has ganado {game} con {points} puntos: {score}.</translation>
    </message>
    <message>
        <source>You lost {game} with {points} points: {score}.</source>
        <translation>Has perdido {game} con {points} puntos: {score}.</translation>
    </message>
    <message>
        <source>{name} won {game} with {points} points: {score}.</source>
        <translation>{name} ha ganado {game} con {points} puntos: {score}.</translation>
    </message>
    <message>
        <source>{name} lost {game} with {points} points: {score}.</source>
        <translation>{name} ha perdido {game} con {points} puntos: {score}.</translation>
    </message>
    <message>
        <source>Finish or abandon this deal first.</source>
        <translation>Termina o abandona antes esta mano.</translation>
    </message>
    <message>
        <source>There is nothing for you to do now.</source>
        <translation>Ahora no tienes nada que hacer.</translation>
    </message>
    <message>
        <source>That is not a move of the game.</source>
        <translation>Esa no es una jugada de la partida.</translation>
    </message>
    <message>
        <source>You sit out this deal.</source>
        <translation>No juegas esta mano.</translation>
    </message>
    <message>
        <source>The computer is playing your seat.</source>
        <translation>El ordenador juega en tu puesto.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn.</source>
        <translation>Le toca a {name}.</translation>
    </message>
    <message>
        <source>You must follow suit ({suit}).</source>
        <translation>Debes asistir al palo ({suit}).</translation>
    </message>
    <message>
        <source>Trump was led: you must play a jack.</source>
        <translation>Se ha salido de triunfo: debes asistir con una jota.</translation>
    </message>
    <message>
        <source>Trump was led: you must play trump.</source>
        <translation>Se ha salido de triunfo: debes asistir con triunfo.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Esa carta no está en tu mano.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>Your bid must be higher than {value}.</source>
        <translation>Tu puja debe ser mayor que {value}.</translation>
    </message>
    <message>
        <source>{bid} is not a game value: the next one is {value}.</source>
        <translation>{bid} no es un valor de juego: el siguiente es {value}.</translation>
    </message>
    <message>
        <source>The lowest bid is 18.</source>
        <translation>La puja más baja es 18.</translation>
    </message>
    <message>
        <source>Both others passed: you can only play at 18 or pass.</source>
        <translation>Los otros dos han pasado: solo puedes jugar por 18 o pasar.</translation>
    </message>
    <message>
        <source>{value} was bid to you: hold or pass.</source>
        <translation>Te han pujado {value}: acepta o pasa.</translation>
    </message>
    <message>
        <source>There is no bid to hold.</source>
        <translation>No hay ninguna puja que aceptar.</translation>
    </message>
    <message>
        <source>Choose two different cards.</source>
        <translation>Elige dos cartas distintas.</translation>
    </message>
    <message>
        <source>Jacks may not be pushed on.</source>
        <translation>No se pueden pasar jotas.</translation>
    </message>
    <message>
        <source>Null cannot be played with Schneider or Schwarz announced.</source>
        <translation>El Null no se puede jugar con Schneider o Schwarz anunciado.</translation>
    </message>
    <message>
        <source>Schneider and Schwarz can only be announced in a Hand game.</source>
        <translation>Schneider y Schwarz solo se pueden anunciar en un juego de mano (Hand).</translation>
    </message>
    <message>
        <source>Announcing Schwarz includes announcing Schneider.</source>
        <translation>Anunciar Schwarz incluye anunciar Schneider.</translation>
    </message>
    <message>
        <source>An open suit or Grand game is a Hand game with Schwarz announced.</source>
        <translation>Un juego de palo o Grand Ouvert es un juego de mano con Schwarz anunciado.</translation>
    </message>
    <message>
        <source>You picked up the skat, so this cannot be a Hand game.</source>
        <translation>Has tomado el skat, así que no puede ser un juego de mano.</translation>
    </message>
    <message>
        <source>You did not pick up the skat, so your game is a Hand game.</source>
        <translation>No has tomado el skat, así que tu juego es de mano (Hand).</translation>
    </message>
    <message>
        <source>{game} is worth {worth}, less than your bid of {value}.</source>
        <translation>{game} vale {worth}, menos que tu puja de {value}.</translation>
    </message>
    <message>
        <source>Kontra has already been said.</source>
        <translation>Ya se ha dicho Kontra.</translation>
    </message>
    <message>
        <source>You can only say Re after a Kontra.</source>
        <translation>Solo puedes decir Re después de un Kontra.</translation>
    </message>
    <message>
        <source>You cannot play a card now.</source>
        <translation>Ahora no puedes jugar una carta.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Eso no es posible ahora.</translation>
    </message>
    <message>
        <source>Bid or pass first.</source>
        <translation>Primero puja o pasa.</translation>
    </message>
    <message>
        <source>Pick up the skat or play Hand first.</source>
        <translation>Primero toma el skat o juega Hand.</translation>
    </message>
    <message>
        <source>Put two cards away first.</source>
        <translation>Primero descarta dos cartas.</translation>
    </message>
    <message>
        <source>Choose your game first.</source>
        <translation>Primero declara tu juego.</translation>
    </message>
    <message>
        <source>Answer the Kontra first.</source>
        <translation>Primero responde al Kontra.</translation>
    </message>
    <message>
        <source>Say Kontra or not first.</source>
        <translation>Primero decide si dices Kontra.</translation>
    </message>
    <message>
        <source>Pick up the skat or pass it on first.</source>
        <translation>Primero toma el skat o pásalo sin mirarlo.</translation>
    </message>
    <message>
        <source>Push two cards on first.</source>
        <translation>Primero pasa dos cartas al siguiente.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Juega una carta.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Ahora no está permitido.</translation>
    </message>
    <message>
        <source>There is no deal to abandon.</source>
        <translation>No hay ninguna mano que abandonar.</translation>
    </message>
    <message>
        <source>You sit this deal out: it is played to its end, and the next deal is yours.</source>
        <translation>No juegas este reparto: se juega hasta el final, y el siguiente es tuyo.</translation>
    </message>
    <message>
        <source>No hint available: {error}</source>
        <translation>No hay pista disponible: {error}</translation>
    </message>
    <message>
        <source>{name} made a mistake and played a legal move instead: {error}</source>
        <translation>{name} se ha equivocado y ha hecho en su lugar una jugada permitida: {error}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation>No se ha podido guardar la partida: {error}</translation>
    </message>
    <message>
        <source>You and {names} lose the Ramsch, tied with {points} points: {score} each.</source>
        <translation>Tú y {names} perdéis el Ramsch, empatados con {points} puntos: {score} cada uno.</translation>
    </message>
    <message>
        <source>{names} lose the Ramsch, tied with {points} points: {score} each.</source>
        <translation>{names} pierden el Ramsch, empatados con {points} puntos: {score} cada uno.</translation>
    </message>
</context>
<context>
    <name>GermanDeck</name>
    <message>
        <source>Acorns</source>
        <translation>Bellotas</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Hojas</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <source>Bells</source>
        <translation>Cascabeles</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Ac</source>
        <comment>short for Acorns</comment>
        <translation>Be</translation>
    </message>
    <message>
        <source>Le</source>
        <comment>short for Leaves</comment>
        <translation>Ho</translation>
    </message>
    <message>
        <source>He</source>
        <comment>short for Hearts</comment>
        <translation>Co</translation>
    </message>
    <message>
        <source>Be</source>
        <comment>short for Bells</comment>
        <translation>Ca</translation>
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
    <name>KontraPage</name>
    <message>
        <source>A defender says Kontra: your game counts double. Answer Re to double it again (four times), or let it be.</source>
        <translation>Un defensor dice Kontra: tu juego cuenta doble. Responde Re para doblarlo otra vez (cuatro veces), o déjalo así.</translation>
    </message>
    <message>
        <source>1  Re</source>
        <translation>1  Re</translation>
    </message>
    <message>
        <source>Re: double again</source>
        <translation>Re: doblar otra vez</translation>
    </message>
    <message>
        <source>2  No Re</source>
        <translation>2  Sin Re</translation>
    </message>
    <message>
        <source>No Re</source>
        <translation>Sin Re</translation>
    </message>
    <message>
        <source>Before the first card: say Kontra if you think the declarer loses. The game then counts double (and the declarer may answer Re).</source>
        <translation>Antes de la primera carta: di Kontra si crees que el declarante pierde. Entonces el juego cuenta doble (y el declarante puede responder Re).</translation>
    </message>
    <message>
        <source>1  Kontra</source>
        <translation>1  Kontra</translation>
    </message>
    <message>
        <source>Kontra: double the game</source>
        <translation>Kontra: doblar el juego</translation>
    </message>
    <message>
        <source>2  No Kontra</source>
        <translation>2  Sin Kontra</translation>
    </message>
    <message>
        <source>No Kontra</source>
        <translation>Sin Kontra</translation>
    </message>
</context>
<context>
    <name>LearnBar</name>
    <message>
        <source>Play from here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <source>Play this deal on from this step, with the same cards (a practice deal)</source>
        <translation>Seguir jugando esta mano desde este paso, con las mismas cartas (una mano de práctica)</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Volver a jugar esta mano</translation>
    </message>
    <message>
        <source>Play this deal again from the start (a practice deal, not counted)</source>
        <translation>Jugar esta mano otra vez desde el principio (una mano de práctica, no cuenta)</translation>
    </message>
    <message>
        <source>after this step</source>
        <translation>después de este paso</translation>
    </message>
    <message>
        <source>before {name}: {action}</source>
        <translation>antes de {name}: {action}</translation>
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
        <translation>esta serie</translation>
    </message>
    <message>
        <source>This moment cannot be played on: {error}</source>
        <translation>No se puede seguir jugando desde este momento: {error}</translation>
    </message>
    <message>
        <source>Practice deal: it does not count on the score sheet.</source>
        <translation>Mano de práctica: no cuenta en la hoja de puntos.</translation>
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
        <source>&amp;Count card points</source>
        <translation>&amp;Contar los puntos</translation>
    </message>
    <message>
        <source>Show each side&apos;s card points taken so far (for beginners)</source>
        <translation>Mostrar los puntos que lleva cada bando (para principiantes)</translation>
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
        <translation>&amp;Estadísticas y archivo…</translation>
    </message>
    <message>
        <source>Your figures, past series and their deals</source>
        <translation>Tus cifras, las series anteriores y sus manos</translation>
    </message>
    <message>
        <source>&amp;Open ISS game records…</source>
        <translation>Abrir registros de partidas &amp;ISS…</translation>
    </message>
    <message>
        <source>Review the deals of a file of ISS game records</source>
        <translation>Revisar las manos de un archivo de registros de partidas ISS</translation>
    </message>
    <message>
        <source>Post-deal anal&amp;ysis…</source>
        <translation>Análisis de la mano &amp;terminada…</translation>
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
        <translation>Pista: pensando…</translation>
    </message>
    <message>
        <source>No hint available.</source>
        <translation>No hay pista disponible.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <source>Hint: pass (a game of your own would be won about %2% of the time)</source>
        <translation>Pista: pasar (un juego propio se ganaría alrededor del %2% de las veces)</translation>
    </message>
    <message>
        <source>Hint: %1 (estimated chance to win: %2%)</source>
        <translation>Pista: %1 (probabilidad estimada de ganar: %2%)</translation>
    </message>
    <message>
        <source>Quit now? The practice deal on the table is not kept; the series is saved as it stood before it.</source>
        <translation>¿Salir ahora? La mano de práctica de la mesa no se guarda; la serie se guarda tal como estaba antes de ella.</translation>
    </message>
    <message>
        <source>Start a new series? The series in progress ends here: its finished deals are kept in the archive, a deal being played does not count.</source>
        <translation>¿Empezar una serie nueva? La serie en curso termina aquí: sus manos terminadas se guardan en el archivo; una mano a medio jugar no cuenta.</translation>
    </message>
    <message>
        <source>Abandon this deal? In trick play, as declarer you lose the game; as a defender you concede it and the declarer wins. Before trick play the deal does not count.</source>
        <translation>¿Abandonar este reparto? Durante las bazas, como declarante pierdes el juego; como defensor lo concedes y el declarante gana. Antes de las bazas el reparto no cuenta.</translation>
    </message>
    <message>
        <source>Where the deal just finished was won or lost, decision by decision</source>
        <translation>Dónde se ganó o perdió la mano recién terminada, decisión por decisión</translation>
    </message>
    <message>
        <source>R&amp;eview this series…</source>
        <translation>R&amp;evisar esta serie…</translation>
    </message>
    <message>
        <source>Step through this series&apos; deals, see why the computer played so, play again</source>
        <translation>Recorrer las manos de esta serie, ver por qué el ordenador jugó así y volver a jugarlas</translation>
    </message>
    <message>
        <source>That card deck is not installed.</source>
        <translation>Esa baraja no está instalada.</translation>
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
        <translation>Abrir registros de partidas ISS</translation>
    </message>
    <message>
        <source>ISS game records (*.txt *.sgf);;All files (*)</source>
        <translation>Registros de partidas ISS (*.txt *.sgf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The analysis is ready once the deal is over.</source>
        <translation>El análisis estará listo cuando termine la mano.</translation>
    </message>
    <message>
        <source>About Skat</source>
        <translation>Acerca de Skat</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Skat %1&lt;/h3&gt;&lt;p&gt;Offline Skat against computer players, with the rules of the International Skat Order.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. The card decks are drawn by the project.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and PySide6 %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Skat %1&lt;/h3&gt;&lt;p&gt;Skat sin conexión contra jugadores del ordenador, con las reglas del Reglamento Internacional de Skat.&lt;/p&gt;&lt;p&gt;Software libre bajo la Licencia Pública General de GNU, versión 3 o posterior. Las barajas las ha dibujado el propio proyecto.&lt;/p&gt;&lt;p&gt;Hecho con Qt %2 y PySide6 %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Open-hand solver: compiled (fast).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Solucionador a cartas vistas: compilado (rápido).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Open-hand solver: pure Python (slower, plays the same).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Solucionador a cartas vistas: Python puro (más lento, juega igual).&lt;/p&gt;</translation>
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
        <source>Click a card, or choose with Left/Right and press Enter.</source>
        <translation>Haz clic en una carta, o elige con Izquierda/Derecha y pulsa Intro.</translation>
    </message>
</context>
<context>
    <name>RecordsImport</name>
    <message>
        <source>Open ISS game records</source>
        <translation>Abrir registros de partidas ISS</translation>
    </message>
    <message>
        <source>Reading %1 ...</source>
        <translation>Leyendo %1 ...</translation>
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
        <source>Bock on Bock: the list counts it four times</source>
        <translation>Bock sobre Bock: la lista la cuenta cuatro veces</translation>
    </message>
    <message>
        <source>Bock round: the list counts it double</source>
        <translation>Ronda de Bock: la lista la cuenta doble</translation>
    </message>
    <message>
        <source>Jungfrau: a player took no trick, the loss counts double</source>
        <translation>Jungfrau: un jugador no ha ganado ninguna baza, la pérdida cuenta doble</translation>
    </message>
    <message>
        <source>Pushed on once: each push doubles</source>
        <translation>Cartas pasadas una vez: cada pase dobla</translation>
    </message>
    <message>
        <source>Pushed on twice: each push doubles</source>
        <translation>Cartas pasadas dos veces: cada pase dobla</translation>
    </message>
    <message>
        <source>Pushed on %1 times: each push doubles</source>
        <translation>Cartas pasadas %1 veces: cada pase dobla</translation>
    </message>
    <message>
        <source>The deal was abandoned and does not count.</source>
        <translation>La mano se ha abandonado y no cuenta.</translation>
    </message>
    <message>
        <source>Everybody passed: the deal is passed in, nobody scores.</source>
        <translation>Todos han pasado: la mano queda sin juego y nadie puntúa.</translation>
    </message>
    <message>
        <source>You win %1</source>
        <translation>Ganas %1</translation>
    </message>
    <message>
        <source>You lose %1</source>
        <translation>Pierdes %1</translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation>%1 gana %2</translation>
    </message>
    <message>
        <source>%1 loses %2</source>
        <translation>%1 pierde %2</translation>
    </message>
    <message>
        <source>Tricks taken by the declarer: %1</source>
        <translation>Bazas del declarante: %1</translation>
    </message>
    <message>
        <source>Card points: %1 to %2</source>
        <translation>Puntos de las cartas: %1 a %2</translation>
    </message>
    <message>
        <source>Overbid: the game is worth less than the bid of %1, so it is lost and counts as %2, the lowest multiple of %3 that reaches the bid.</source>
        <translation>Sobrepujado: el juego vale menos que la puja de %1, así que se pierde y cuenta %2, el menor múltiplo de %3 que alcanza la puja.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ti</translation>
    </message>
    <message>
        <source>Kontra by %1, Re: four times the value</source>
        <translation>Kontra de %1, Re: cuatro veces el valor</translation>
    </message>
    <message>
        <source>Kontra by %1: double the value</source>
        <translation>Kontra de %1: el doble del valor</translation>
    </message>
    <message>
        <source>Skat: %1</source>
        <translation>Skat: %1</translation>
    </message>
    <message>
        <source>put away: %1</source>
        <translation>descartadas: %1</translation>
    </message>
    <message>
        <source>picked up and put back</source>
        <translation>recogido y devuelto tal cual</translation>
    </message>
    <message>
        <source>You gave the game up: a declarer who gives up loses the game at its value. The card points are those taken so far; Schneider counts only if reached.</source>
        <translation>Has abandonado el juego: el declarante que abandona pierde el juego por su valor. Los puntos son los ganados hasta entonces; Schneider solo cuenta si se alcanzó.</translation>
    </message>
    <message>
        <source>The declarer gave the game up and loses it at its value. The card points are those taken so far; Schneider counts only if reached.</source>
        <translation>El declarante abandonó y pierde el juego por su valor. Los puntos son los ganados hasta entonces; Schneider solo cuenta si se alcanzó.</translation>
    </message>
    <message>
        <source>The defenders conceded: the declarer wins the Null game.</source>
        <translation>Los defensores se rindieron: el declarante gana el Null.</translation>
    </message>
    <message>
        <source>The defenders conceded: every card not yet in their tricks goes to the declarer.</source>
        <translation>Los defensores se rindieron: toda carta que no esté ya en sus bazas va al declarante.</translation>
    </message>
    <message>
        <source>Ramsch: Durchmarsch, one player took every trick</source>
        <translation>Ramsch: Durchmarsch, un jugador ha ganado todas las bazas</translation>
    </message>
    <message>
        <source>Ramsch: the most card points lose</source>
        <translation>Ramsch: pierde quien tiene más puntos</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>%1 %2 points (%3)</source>
        <translation>%1 %2 puntos (%3)</translation>
    </message>
    <message>
        <source>Skat (to the last trick): %1</source>
        <translation>Skat (para la última baza): %1</translation>
    </message>
    <message>
        <source>you pushed: %1</source>
        <translation>pasaste: %1</translation>
    </message>
    <message>
        <source>This game starts a Bock round: the next %1 deals count double.</source>
        <translation>Esta partida abre una ronda de Bock: las próximas %1 manos cuentan doble.</translation>
    </message>
    <message>
        <source>This game starts one more Bock round: %1 more deals count double.</source>
        <translation>Esta partida abre otra ronda de Bock: %1 manos más cuentan doble.</translation>
    </message>
</context>
<context>
    <name>ReviewTable</name>
    <message>
        <source>Review table</source>
        <translation>Mesa de revisión</translation>
    </message>
    <message>
        <source>No deal selected</source>
        <translation>Ninguna mano seleccionada</translation>
    </message>
    <message>
        <source>{name}, {position}: {cards}</source>
        <translation>{name}, {position}: {cards}</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>sin cartas</translation>
    </message>
    <message>
        <source>Trick: {cards}</source>
        <translation>Baza: {cards}</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>declarante</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} puntos</translation>
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
        <translation>Revisión</translation>
    </message>
    <message>
        <source>Review: {title}</source>
        <translation>Revisión: {title}</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>The cards as dealt (Home)</source>
        <translation>Las cartas tal como se repartieron (Inicio)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Un paso atrás (Izquierda)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Adelante ▶</translation>
    </message>
    <message>
        <source>One step on (Right)</source>
        <translation>Un paso adelante (Derecha)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>The result of the deal (End)</source>
        <translation>El resultado de la mano (Fin)</translation>
    </message>
    <message>
        <source>Some records could not be read:</source>
        <translation>No se han podido leer algunos registros:</translation>
    </message>
    <message>
        <source>There are no deals to review.</source>
        <translation>No hay manos que revisar.</translation>
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
        <translation>↶ jugado con deshacer</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonada</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>sin terminar</translation>
    </message>
    <message>
        <source>passed in</source>
        <translation>sin juego</translation>
    </message>
    <message>
        <source>void</source>
        <translation>nula</translation>
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
        <translation>Bock sobre Bock: esta mano cuenta cuatro veces.</translation>
    </message>
    <message>
        <source>Bock round: this deal counts double.</source>
        <translation>Ronda de Bock: esta mano cuenta doble.</translation>
    </message>
    <message>
        <source>Kontra and Re: the game value counts four times.</source>
        <translation>Kontra y Re: el valor del juego cuenta cuatro veces.</translation>
    </message>
    <message>
        <source>Kontra: the game value counts double.</source>
        <translation>Kontra: el valor del juego cuenta doble.</translation>
    </message>
    <message>
        <source>Ramsch: Durchmarsch, one player took every trick.</source>
        <translation>Ramsch: Durchmarsch, un jugador ha ganado todas las bazas.</translation>
    </message>
    <message>
        <source>Ramsch: the most card points lose them.</source>
        <translation>Ramsch: quien tiene más puntos los pierde.</translation>
    </message>
    <message>
        <source>Jungfrau: a player took no trick, the loss counts double.</source>
        <translation>Jungfrau: un jugador no ha ganado ninguna baza, la pérdida cuenta doble.</translation>
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
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
    <message>
        <source>Deal {deal} of {deals} · step {step} of {steps}</source>
        <translation>Mano {deal} de {deals} · paso {step} de {steps}</translation>
    </message>
    <message>
        <source>Deal {number}: the cards as dealt.</source>
        <translation>Mano {number}: las cartas tal como se repartieron.</translation>
    </message>
    <message>
        <source>{name} deals and sits out.</source>
        <translation>{name} reparte y no juega.</translation>
    </message>
    <message>
        <source>All passed: the deal is played as a Ramsch.</source>
        <translation>Todos han pasado: se juega un Ramsch.</translation>
    </message>
    <message>
        <source>All passed: the deal is passed in.</source>
        <translation>Todos han pasado: la mano queda sin juego.</translation>
    </message>
    <message>
        <source>{name} wins the auction at {value}.</source>
        <translation>{name} gana la subasta en {value}.</translation>
    </message>
    <message>
        <source>Auction: {words}.</source>
        <translation>Subasta: {words}.</translation>
    </message>
    <message>
        <source>{name} picks up the skat ({skat}) and puts away {discard}.</source>
        <translation>{name} toma el skat ({skat}) y descarta {discard}.</translation>
    </message>
    <message>
        <source>{name} plays Hand; the skat ({skat}) stays face down.</source>
        <translation>{name} juega Hand; el skat ({skat}) queda boca abajo.</translation>
    </message>
    <message>
        <source>{name} declares {game}.</source>
        <translation>{name} declara {game}.</translation>
    </message>
    <message>
        <source>Trick {number}: {cards}. {winner} takes {points} points.</source>
        <translation>Baza {number}: {cards}. {winner} se lleva {points} puntos.</translation>
    </message>
    <message>
        <source>The deal was abandoned and does not count.</source>
        <translation>La mano se ha abandonado y no cuenta.</translation>
    </message>
    <message>
        <source>The record ends here, before the deal is over.</source>
        <translation>El registro termina aquí, antes de que acabe la mano.</translation>
    </message>
    <message>
        <source>Passed in: nobody scores.</source>
        <translation>Sin juego: nadie puntúa.</translation>
    </message>
    <message>
        <source>The deal was ended early and does not count.</source>
        <translation>La mano terminó antes de tiempo y no cuenta.</translation>
    </message>
    <message>
        <source>{name} wins {game} with {points} card points.</source>
        <translation>{name} gana {game} con {points} puntos.</translation>
    </message>
    <message>
        <source>{name} loses {game} with {points} card points.</source>
        <translation>{name} pierde {game} con {points} puntos.</translation>
    </message>
    <message>
        <source>Value {value}, score {score}.</source>
        <translation>Valor {value}, puntuación {score}.</translation>
    </message>
    <message>
        <source>Overbid: the bid was {bid}.</source>
        <translation>Sobrepujado: la puja era {bid}.</translation>
    </message>
    <message>
        <source>Durchmarsch! {name} took every trick: +{score}.</source>
        <translation>¡Durchmarsch! {name} ha ganado todas las bazas: +{score}.</translation>
    </message>
    <message>
        <source>{name} lose the Ramsch with {points} points each: {score} each.</source>
        <translation>{name} pierden el Ramsch con {points} puntos cada uno: {score} cada uno.</translation>
    </message>
    <message>
        <source>{name} loses the Ramsch with {points} points: {score}.</source>
        <translation>{name} pierde el Ramsch con {points} puntos: {score}.</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>You deal and sit out.</source>
        <translation>Repartes y no juegas.</translation>
    </message>
    <message>
        <source>You win the auction at {value}.</source>
        <translation>Ganas la subasta en {value}.</translation>
    </message>
    <message>
        <source>You pick up the skat ({skat}) and put away {discard}.</source>
        <translation>Tomas el skat ({skat}) y descartas {discard}.</translation>
    </message>
    <message>
        <source>You play Hand; the skat ({skat}) stays face down.</source>
        <translation>Juegas Hand; el skat ({skat}) queda boca abajo.</translation>
    </message>
    <message>
        <source>You declare {game}.</source>
        <translation>Declaras {game}.</translation>
    </message>
    <message>
        <source>Trick {number}: {cards}. You take {points} points.</source>
        <translation>Baza {number}: {cards}. Te llevas {points} puntos.</translation>
    </message>
    <message>
        <source>You win {game} with {points} card points.</source>
        <translation>Ganas {game} con {points} puntos.</translation>
    </message>
    <message>
        <source>You lose {game} with {points} card points.</source>
        <translation>Pierdes {game} con {points} puntos.</translation>
    </message>
    <message>
        <source>Durchmarsch! You took every trick: +{score}.</source>
        <translation>¡Durchmarsch! Has ganado todas las bazas: +{score}.</translation>
    </message>
    <message>
        <source>You and {name} lose the Ramsch with {points} points each: {score} each.</source>
        <translation>Tú y {name} perdéis el Ramsch con {points} puntos cada uno: {score} cada uno.</translation>
    </message>
    <message>
        <source>You lose the Ramsch with {points} points: {score}.</source>
        <translation>Pierdes el Ramsch con {points} puntos: {score}.</translation>
    </message>
    <message>
        <source>You win {game} without taking a trick.</source>
        <translation>Ganas {game} sin hacer ninguna baza.</translation>
    </message>
    <message>
        <source>{name} wins {game} without taking a trick.</source>
        <translation>{name} gana {game} sin hacer ninguna baza.</translation>
    </message>
    <message>
        <source>You lose {game} by taking a trick.</source>
        <translation>Pierdes {game} al hacer una baza.</translation>
    </message>
    <message>
        <source>{name} loses {game} by taking a trick.</source>
        <translation>{name} pierde {game} al hacer una baza.</translation>
    </message>
    <message>
        <source>You lose {game}.</source>
        <translation>Pierdes {game}.</translation>
    </message>
    <message>
        <source>{name} loses {game}.</source>
        <translation>{name} pierde {game}.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <source>Bock on Bock: this deal counts four times.</source>
        <translation>Bock sobre Bock: esta mano cuenta cuatro veces.</translation>
    </message>
    <message>
        <source>Bock round: this deal counts double.</source>
        <translation>Ronda de Bock: esta mano cuenta doble.</translation>
    </message>
    <message>
        <source>Bock rounds waiting or running: %1.</source>
        <translation>Rondas de Bock pendientes o en curso: %1.</translation>
    </message>
    <message>
        <source>This deal starts a Bock round.</source>
        <translation>Esta mano provoca una ronda de Bock.</translation>
    </message>
    <message>
        <source>Kontra and Re: the game value counts four times.</source>
        <translation>Kontra y Re: el valor del juego cuenta cuatro veces.</translation>
    </message>
    <message>
        <source>Kontra: the game value counts double.</source>
        <translation>Kontra: el valor del juego cuenta doble.</translation>
    </message>
    <message>
        <source>Ramsch: the most card points lose them.</source>
        <translation>Ramsch: quien tiene más puntos los pierde.</translation>
    </message>
    <message>
        <source>↶ Played with undo: a decision was taken back.</source>
        <translation>↶ Jugado con deshacer: se deshizo una decisión.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganado</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdido</translation>
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
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Deal number; B: a Bock deal, BB: Bock on Bock; ★: starts a Bock round; ↶: played with undo</source>
        <translation>Número de reparto; B: reparto Bock, BB: Bock sobre Bock; ★: empieza una ronda Bock; ↶: jugado con deshacer</translation>
    </message>
    <message>
        <source>Game: %1 the trump suit, H Hand, S Schneider announced, Z Schwarz announced, O Ouvert; ✓ won, ✗ lost; K Kontra, Re Kontra and Re</source>
        <translation>Juego: %1 el palo de triunfo, H Hand, S Schneider anunciado, Z Schwarz anunciado, O Ouvert; ✓ ganado, ✗ perdido; K Kontra, Re Kontra y Re</translation>
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
        <translation>Lista simple</translation>
    </message>
    <message>
        <source>Plain</source>
        <comment>short for Plain list</comment>
        <translation>Simple</translation>
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
        <translation>Puntuación de la mano</translation>
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
        <translation>%1: ganado</translation>
    </message>
    <message>
        <source>%1: lost</source>
        <translation>%1: perdido</translation>
    </message>
    <message>
        <source>Declarer: %1</source>
        <translation>Declarante: %1</translation>
    </message>
</context>
<context>
    <name>SeedBar</name>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Verificar</translation>
    </message>
    <message>
        <source>Check that this deal number gives exactly these cards and fingerprint</source>
        <translation>Comprobar que este número de mano da exactamente estas cartas y esta huella</translation>
    </message>
    <message>
        <source>No deal number: these cards came from no seed.</source>
        <translation>Sin número de mano: estas cartas no vienen de ningún número.</translation>
    </message>
    <message>
        <source>Deal number %1 · fingerprint %2</source>
        <translation>Número de mano %1 · huella %2</translation>
    </message>
    <message>
        <source>Does not fit: this deal number does not give these cards.</source>
        <translation>No coincide: este número de mano no da estas cartas.</translation>
    </message>
    <message>
        <source>Does not fit: the recorded fingerprint is not this deal number&apos;s.</source>
        <translation>No coincide: la huella registrada no es la de este número de mano.</translation>
    </message>
    <message>
        <source>Checked: the deal number gives exactly these cards and fingerprint.</source>
        <translation>Comprobado: el número de mano da exactamente estas cartas y esta huella.</translation>
    </message>
</context>
<context>
    <name>SeegerFabianChart</name>
    <message>
        <source>Seeger-Fabian chart</source>
        <translation>Gráfico Seeger-Fabian</translation>
    </message>
    <message>
        <source>{name}: {points} after {count} series</source>
        <translation>{name}: {points} tras {count} series</translation>
    </message>
    <message>
        <source>No finished series yet.</source>
        <translation>Aún no hay ninguna serie terminada.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Opciones generales</translation>
    </message>
    <message>
        <source>Table rules</source>
        <translation>Reglas de mesa</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fuerte</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Sin animación</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Plain list</source>
        <translation>Lista simple</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Lista Seeger-Fabian</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 jugadores</translation>
    </message>
    <message>
        <source>4 players (the dealer sits out)</source>
        <translation>4 jugadores (el repartidor no juega)</translation>
    </message>
    <message>
        <source>5 players (the dealer and the second to the left sit out)</source>
        <translation>5 jugadores (no juegan el repartidor ni el segundo a su izquierda)</translation>
    </message>
    <message>
        <source>No fixed end</source>
        <translation>Sin final fijo</translation>
    </message>
    <message>
        <source> deals</source>
        <translation> manos</translation>
    </message>
    <message>
        <source>Play my only legal card by itself</source>
        <translation>Jugar sola mi única carta permitida</translation>
    </message>
    <message>
        <source>Ask before a card is played</source>
        <translation>Preguntar antes de jugar una carta</translation>
    </message>
    <message>
        <source>Kontra and Re</source>
        <translation>Kontra y Re</translation>
    </message>
    <message>
        <source>A defender may double the game before the first card; the declarer redoubles.</source>
        <translation>Un defensor puede doblar el juego antes de la primera carta; el declarante puede redoblar.</translation>
    </message>
    <message>
        <source>Ramsch when all pass</source>
        <translation>Ramsch cuando todos pasan</translation>
    </message>
    <message>
        <source>Instead of a redeal everyone plays alone; the most card points lose.</source>
        <translation>En lugar de repartir de nuevo, cada uno juega solo; pierde quien tiene más puntos.</translation>
    </message>
    <message>
        <source>Schieberamsch (skat pushed on)</source>
        <translation>Schieberamsch (se pasan cartas)</translation>
    </message>
    <message>
        <source>Kontra only by a defender who bid</source>
        <translation>Kontra solo de un defensor que haya pujado</translation>
    </message>
    <message>
        <source>A defender who passed without bidding or holding 18 may not say Kontra.</source>
        <translation>Un defensor que ha pasado sin pujar ni aceptar 18 no puede decir Kontra.</translation>
    </message>
    <message>
        <source>Jacks may be pushed</source>
        <translation>Se pueden pasar jotas</translation>
    </message>
    <message>
        <source>In Schieberamsch the two cards pushed on may include jacks.</source>
        <translation>En el Schieberamsch, entre las dos cartas que se pasan al siguiente puede haber jotas.</translation>
    </message>
    <message>
        <source>Bock rounds</source>
        <translation>Rondas de Bock</translation>
    </message>
    <message>
        <source>After each event chosen below, one round of deals (one deal per player) counts double.</source>
        <translation>Tras cada uno de los sucesos elegidos abajo, una ronda de manos (una por jugador) cuenta doble.</translation>
    </message>
    <message>
        <source>After a game of 60 to 60</source>
        <translation>Tras un juego de 60 a 60</translation>
    </message>
    <message>
        <source>After a game lost with Kontra</source>
        <translation>Tras un juego perdido con Kontra</translation>
    </message>
    <message>
        <source>Needs Kontra and Re.</source>
        <translation>Requiere Kontra y Re.</translation>
    </message>
    <message>
        <source>After a Grand Hand won</source>
        <translation>Tras un Grand Hand ganado</translation>
    </message>
    <message>
        <source>After a game worth 120 or more</source>
        <translation>Tras un juego que vale 120 o más</translation>
    </message>
    <message>
        <source>Kontra and Re are counted in the value.</source>
        <translation>Kontra y Re cuentan en el valor.</translation>
    </message>
    <message>
        <source>Bock on Bock (rounds stack)</source>
        <translation>Bock sobre Bock (las rondas se superponen)</translation>
    </message>
    <message>
        <source>Two Bock rounds run at the same time; a deal in both counts four times. Without it, rounds follow one another.</source>
        <translation>Dos rondas de Bock corren a la vez; una mano que pertenece a las dos cuenta cuatro veces. Sin esta regla, las rondas van una tras otra.</translation>
    </message>
    <message>
        <source>None (random deals)</source>
        <translation>Ninguno (manos al azar)</translation>
    </message>
    <message>
        <source>With a number, every round repeats the same cards while the seats move on, and everyone who uses the same number gets the same deals.</source>
        <translation>Con un número, cada ronda repite las mismas cartas mientras los asientos van rotando, y quien use el mismo número recibe las mismas manos.</translation>
    </message>
    <message>
        <source>Player &amp;4 (5-player table):</source>
        <translation>Jugador &amp;4 (mesa de cinco):</translation>
    </message>
    <message>
        <source>Strength of player 4:</source>
        <translation>Nivel del jugador 4:</translation>
    </message>
    <message>
        <source>Tournament n&amp;umber (next series):</source>
        <translation>&amp;Número de torneo (próxima serie):</translation>
    </message>
    <message>
        <source>Table rules, table size and series length apply to the next series (Game &gt; New game). A fixed length is rounded up to a multiple of the players at the table. See Help &gt; Rules, optional table rules.</source>
        <translation>Las reglas de mesa, el tamaño de la mesa y la duración de la serie se aplican a la próxima serie (Juego &gt; Partida nueva). Una duración fija se redondea al alza a un múltiplo de los jugadores de la mesa. Consulta Ayuda &gt; Reglas, reglas de mesa opcionales.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Deck style:</source>
        <translation>&amp;Baraja:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Tu nombre:</translation>
    </message>
    <message>
        <source>Player &amp;1:</source>
        <translation>Jugador &amp;1:</translation>
    </message>
    <message>
        <source>Strength of player 1:</source>
        <translation>Nivel del jugador 1:</translation>
    </message>
    <message>
        <source>Player &amp;2:</source>
        <translation>Jugador &amp;2:</translation>
    </message>
    <message>
        <source>Strength of player 2:</source>
        <translation>Nivel del jugador 2:</translation>
    </message>
    <message>
        <source>Player &amp;3 (4-player table):</source>
        <translation>Jugador &amp;3 (mesa de cuatro):</translation>
    </message>
    <message>
        <source>Strength of player 3:</source>
        <translation>Nivel del jugador 3:</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Velocidad de animación:</translation>
    </message>
    <message>
        <source>Card play:</source>
        <translation>Juego de cartas:</translation>
    </message>
    <message>
        <source>&amp;Score list:</source>
        <translation>&amp;Lista de puntuación:</translation>
    </message>
    <message>
        <source>&amp;Table size (next series):</source>
        <translation>Tamaño de la &amp;mesa (próxima serie):</translation>
    </message>
    <message>
        <source>Series le&amp;ngth (next series):</source>
        <translation>&amp;Duración de la serie (próxima serie):</translation>
    </message>
    <message>
        <source>Table rules (next series):</source>
        <translation>Reglas de mesa (próxima serie):</translation>
    </message>
</context>
<context>
    <name>SkatPage</name>
    <message>
        <source>Schieberamsch: pick up the skat and push two cards on to the next player (each push doubles the Ramsch), or pass the skat on unseen.</source>
        <translation>Schieberamsch: toma el skat y pasa dos cartas al siguiente jugador (cada pase dobla el Ramsch), o pásale el skat sin mirarlo.</translation>
    </message>
    <message>
        <source>Pushed so far: %1×.</source>
        <translation>Pases hasta ahora: %1×.</translation>
    </message>
    <message>
        <source>Hand: the skat stays unseen, the game is worth more.</source>
        <translation>Hand: el skat queda sin ver y el juego vale más.</translation>
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
    <message>
        <source>2  Pass it on</source>
        <translation>2  Pasarlo sin mirar</translation>
    </message>
    <message>
        <source>Pass the skat on unseen</source>
        <translation>Pasar el skat sin mirarlo</translation>
    </message>
</context>
<context>
    <name>StandingDialog</name>
    <message>
        <source>Final standing</source>
        <translation>Clasificación final</translation>
    </message>
    <message>
        <source>The series of %1 deals is over. First place: %2.</source>
        <translation>La serie de %1 manos ha terminado. Primer puesto: %2.</translation>
    </message>
    <message>
        <source>Ranked by the plain list (the declarers&apos; scores).</source>
        <translation>Clasificación según la lista simple (las puntuaciones de los declarantes).</translation>
    </message>
    <message>
        <source>Ranked by the Seeger-Fabian list: points, +50 for each game won, -50 for each game lost, and 40 (30 at four) for each game another player lost.</source>
        <translation>Clasificación según la lista Seeger-Fabian: puntos, +50 por cada juego ganado, -50 por cada juego perdido y 40 (30 en mesa de cuatro) por cada juego que perdió otro jugador.</translation>
    </message>
    <message>
        <source>At five, each of the other four players gets 20.</source>
        <translation>A cinco, cada uno de los otros cuatro jugadores recibe 20.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganados</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidos</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Won ×50</source>
        <translation>Ganados ×50</translation>
    </message>
    <message>
        <source>Lost ×50</source>
        <translation>Perdidos ×50</translation>
    </message>
    <message>
        <source>Others lost (bonus)</source>
        <translation>Perdidos por otros (bonificación)</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
    <message>
        <source>The series of %1 deals is over. First place shared by %2.</source>
        <translation>La serie de %1 manos ha terminado. Comparten el primer puesto: %2.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
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
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Seeger-Fabian chart</source>
        <translation>Gráfico Seeger-Fabian</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Mostrar:</translation>
    </message>
    <message>
        <source>Points over time (running total)</source>
        <translation>Puntos a lo largo del tiempo (total acumulado)</translation>
    </message>
    <message>
        <source>Points per series</source>
        <translation>Puntos por serie</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Revisar…</translation>
    </message>
    <message>
        <source>Export score sheet (&amp;CSV)…</source>
        <translation>Exportar hoja de puntuación (&amp;CSV)…</translation>
    </message>
    <message>
        <source>Export deals (&amp;ISS records)…</source>
        <translation>Exportar manos (registros &amp;ISS)…</translation>
    </message>
    <message>
        <source>&amp;Open ISS records…</source>
        <translation>&amp;Abrir registros ISS…</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>&amp;Volver a cargar</translation>
    </message>
    <message>
        <source>Deals played with &amp;undo:</source>
        <translation>Repartos jugados con &amp;deshacer:</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>contarlos</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>dejarlos fuera</translation>
    </message>
    <message>
        <source>A series is filed in the archive when it ends: at New game, or after its number of deals when the settings give it a fixed length.</source>
        <translation>Una serie se guarda en el archivo cuando termina: con Partida nueva, o tras su número de repartos si la configuración le da una longitud fija.</translation>
    </message>
    <message>
        <source>Including the series in progress (one deal so far).</source>
        <translation>Incluye la serie en curso (un reparto hasta ahora).</translation>
    </message>
    <message>
        <source>Including the series in progress (%1 deals so far).</source>
        <translation>Incluye la serie en curso (%1 repartos hasta ahora).</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>Todavía no se ha jugado ningún reparto.</translation>
    </message>
    <message>
        <source>Some archived series could not be read and were set aside:</source>
        <translation>Algunas series archivadas no se han podido leer y se han apartado:</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
    <message>
        <source>That series is no longer in the archive.</source>
        <translation>Esa serie ya no está en el archivo.</translation>
    </message>
    <message>
        <source>The series cannot be replayed: {error}</source>
        <translation>No se puede volver a reproducir la serie: {error}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>No se ha podido escribir {path}: {error}</translation>
    </message>
    <message>
        <source>Score sheet saved to {path}.</source>
        <translation>Hoja de puntuación guardada en {path}.</translation>
    </message>
    <message>
        <source>Nothing to export: ISS records have no Kontra, Re or Ramsch, and every deal of this series had one.</source>
        <translation>Nada que exportar: los registros del ISS no admiten Kontra, Re ni Ramsch, y todas las manos de esta serie tuvieron alguno.</translation>
    </message>
    <message>
        <source>{count} deals saved to {path}.</source>
        <translation>{count} manos guardadas en {path}.</translation>
    </message>
    <message>
        <source>{count} left out: ISS records have no Kontra, Re or Ramsch.</source>
        <translation>{count} omitidas: los registros del ISS no admiten Kontra, Re ni Ramsch.</translation>
    </message>
    <message>
        <source>Export score sheet</source>
        <translation>Exportar hoja de puntuación</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export deals as ISS game records</source>
        <translation>Exportar manos como registros de partidas ISS</translation>
    </message>
    <message>
        <source>ISS game records (*.txt *.sgf);;All files (*)</source>
        <translation>Registros de partidas ISS (*.txt *.sgf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open ISS game records</source>
        <translation>Abrir registros de partidas ISS</translation>
    </message>
</context>
<context>
    <name>StatsTableModel</name>
    <message>
        <source>Series played</source>
        <translation>Series jugadas</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Manos jugadas</translation>
    </message>
    <message>
        <source>Games as declarer (won / lost)</source>
        <translation>Juegos como declarante (ganados / perdidos)</translation>
    </message>
    <message>
        <source>Suit games (won / lost)</source>
        <translation>Juegos de palo (ganados / perdidos)</translation>
    </message>
    <message>
        <source>Grand (won / lost)</source>
        <translation>Grand (ganados / perdidos)</translation>
    </message>
    <message>
        <source>Null (won / lost)</source>
        <translation>Null (ganados / perdidos)</translation>
    </message>
    <message>
        <source>Hand games (won / lost)</source>
        <translation>Juegos Hand (ganados / perdidos)</translation>
    </message>
    <message>
        <source>Ouvert games (won / lost)</source>
        <translation>Juegos Ouvert (ganados / perdidos)</translation>
    </message>
    <message>
        <source>Average game value</source>
        <translation>Valor medio del juego</translation>
    </message>
    <message>
        <source>Auctions won / bid in</source>
        <translation>Subastas ganadas / en las que pujaste</translation>
    </message>
    <message>
        <source>Seeger-Fabian points</source>
        <translation>Puntos Seeger-Fabian</translation>
    </message>
    <message>
        <source>Best series</source>
        <translation>Mejor serie</translation>
    </message>
    <message>
        <source>Duplicate: luck (the hands&apos; worth to the others)</source>
        <translation>Duplicado: suerte (lo que las cartas valieron a los demás)</translation>
    </message>
    <message>
        <source>Duplicate: skill (made beyond the others)</source>
        <translation>Duplicado: habilidad (lo sacado de más que los demás)</translation>
    </message>
    <message>
        <source>{won} / {lost}</source>
        <translation>{won} / {lost}</translation>
    </message>
    <message>
        <source>{won} of {entered} ({percent}%)</source>
        <translation>{won} de {entered} ({percent} %)</translation>
    </message>
    <message>
        <source>{points} ({date})</source>
        <translation>{points} ({date})</translation>
    </message>
    <message>
        <source>{value} over {hands} hands</source>
        <translation>{value} en {hands} manos</translation>
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
        <translation>Descartadas</translation>
    </message>
    <message>
        <source>Last trick, won by %1</source>
        <translation>Última baza: %1</translation>
    </message>
    <message>
        <source>Last trick: yours</source>
        <translation>Última baza: tuya</translation>
    </message>
    <message>
        <source>Skat, put back</source>
        <translation>Skat, devuelto</translation>
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
        <source>Kontra (%1) · Re</source>
        <translation>Kontra (%1) · Re</translation>
    </message>
    <message>
        <source>Kontra (%1)</source>
        <translation>Kontra (%1)</translation>
    </message>
    <message>
        <source>Pushed: %1×</source>
        <translation>Pases: %1×</translation>
    </message>
    <message>
        <source>Bock on Bock: counts four times</source>
        <translation>Bock sobre Bock: cuenta cuatro veces</translation>
    </message>
    <message>
        <source>Bock: counts double</source>
        <translation>Bock: cuenta doble</translation>
    </message>
    <message>
        <source>Card points: declarer %1 · defenders %2</source>
        <translation>Puntos: declarante %1 · defensores %2</translation>
    </message>
    <message>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <source>The most card points lose</source>
        <translation>Pierde quien tenga más puntos</translation>
    </message>
    <message>
        <source>Declarer: %1 · bid %2</source>
        <translation>Declarante: %1 · puja %2</translation>
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
        <translation>Subasta ganada: %1</translation>
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
        <translation>Primera mano</translation>
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
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>cartas pasadas</translation>
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
        <translation>Sí</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>%1%2</source>
        <comment>a card&apos;s short name: %1 its rank, %2 its suit symbol</comment>
        <translation>%1%2</translation>
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
        <source>say Kontra</source>
        <translation>decir Kontra</translation>
    </message>
    <message>
        <source>say Re</source>
        <translation>decir Re</translation>
    </message>
    <message>
        <source>do not double</source>
        <translation>no doblar</translation>
    </message>
    <message>
        <source>pass the skat on</source>
        <translation>pasar el skat sin mirarlo</translation>
    </message>
    <message>
        <source>push %1 on</source>
        <translation>pasar %1</translation>
    </message>
    <message>
        <source>%1: fixed value %2</source>
        <translation>%1: valor fijo %2</translation>
    </message>
    <message>
        <source>Durchmarsch: %1</source>
        <translation>Durchmarsch: %1</translation>
    </message>
    <message>
        <source>Ramsch: %1 points</source>
        <translation>Ramsch: %1 puntos</translation>
    </message>
    <message>
        <source>%1, Schwarz announced</source>
        <translation>%1, Schwarz anunciado</translation>
    </message>
    <message>
        <source>%1, Schneider announced</source>
        <translation>%1, Schneider anunciado</translation>
    </message>
    <message>
        <source>You won %1 without taking a trick: %2.</source>
        <translation>Has ganado %1 sin hacer ninguna baza: %2.</translation>
    </message>
    <message>
        <source>You lost %1 by taking a trick: %2.</source>
        <translation>Has perdido %1 al hacer una baza: %2.</translation>
    </message>
    <message>
        <source>You lost %1: %2.</source>
        <translation>Has perdido %1: %2.</translation>
    </message>
    <message>
        <source>You won %1 with %2 points: %3.</source>
        <translation>Has ganado %1 con %2 puntos: %3.</translation>
    </message>
    <message>
        <source>You lost %1 with %2 points: %3.</source>
        <translation>Has perdido %1 con %2 puntos: %3.</translation>
    </message>
    <message>
        <source>%1 won %2 without taking a trick: %3.</source>
        <translation>%1 ha ganado %2 sin hacer ninguna baza: %3.</translation>
    </message>
    <message>
        <source>%1 lost %2 by taking a trick: %3.</source>
        <translation>%1 ha perdido %2 al hacer una baza: %3.</translation>
    </message>
    <message>
        <source>%1 lost %2: %3.</source>
        <translation>%1 ha perdido %2: %3.</translation>
    </message>
    <message>
        <source>%1 won %2 with %3 points: %4.</source>
        <translation>%1 ha ganado %2 con %3 puntos: %4.</translation>
    </message>
    <message>
        <source>%1 lost %2 with %3 points: %4.</source>
        <translation>%1 ha perdido %2 con %3 puntos: %4.</translation>
    </message>
    <message>
        <source>Score: %1 for you</source>
        <translation>Puntuación: %1 para ti</translation>
    </message>
    <message>
        <source>Score: %1 for you (a lost game counts double)</source>
        <translation>Puntuación: %1 para ti (un juego perdido cuenta doble)</translation>
    </message>
    <message>
        <source>Score: %1 for %2</source>
        <translation>Puntuación: %1 para %2</translation>
    </message>
    <message>
        <source>Score: %1 for %2 (a lost game counts double)</source>
        <translation>Puntuación: %1 para %2 (un juego perdido cuenta doble)</translation>
    </message>
</context>
<context>
    <name>WhyText</name>
    <message>
        <source>trumps</source>
        <translation>triunfo</translation>
    </message>
    <message>
        <source>one jack</source>
        <translation>una jota</translation>
    </message>
    <message>
        <source>{n} jacks</source>
        <translation>{n} jotas</translation>
    </message>
    <message>
        <source>one trump</source>
        <translation>un triunfo</translation>
    </message>
    <message>
        <source>{n} trumps</source>
        <translation>{n} triunfos</translation>
    </message>
    <message>
        <source>The hand is worth up to {value} as {game} ({jacks}).</source>
        <translation>La mano vale hasta {value} como {game} ({jacks}).</translation>
    </message>
    <message>
        <source>The hand is worth up to {value} as {game} ({trumps}, {jacks}).</source>
        <translation>La mano vale hasta {value} como {game} ({trumps}, {jacks}).</translation>
    </message>
    <message>
        <source>The hand is too weak for a game of its own.</source>
        <translation>La mano es demasiado débil para un juego propio.</translation>
    </message>
    <message>
        <source>{bid} is within that.</source>
        <translation>{bid} está dentro de eso.</translation>
    </message>
    <message>
        <source>{bid} would be more than it is worth.</source>
        <translation>{bid} sería más de lo que vale.</translation>
    </message>
    <message>
        <source>{name} bid {said} and passed at {passed}: likely {jacks} and long {suit}.</source>
        <translation>{name} subió a {said} y pasó en {passed}: probablemente {jacks} y muchos {suit}.</translation>
    </message>
    <message>
        <source>{name} bid {said} and passed at {passed}: likely {jacks}.</source>
        <translation>{name} subió a {said} y pasó en {passed}: probablemente {jacks}.</translation>
    </message>
    <message>
        <source>{name} bid up to {said}: likely {jacks} and long {suit}.</source>
        <translation>{name} subió hasta {said}: probablemente {jacks} y muchos {suit}.</translation>
    </message>
    <message>
        <source>{name} bid up to {said}: likely {jacks}.</source>
        <translation>{name} subió hasta {said}: probablemente {jacks}.</translation>
    </message>
    <message>
        <source>A Hand game wins about {chance}% of the time with these ten cards.</source>
        <translation>Un juego Hand gana con estas diez cartas alrededor del {chance}% de las veces.</translation>
    </message>
    <message>
        <source>Hand would win only about {chance}%: the skat can make the hand better.</source>
        <translation>Hand ganaría solo alrededor del {chance}%: el skat puede mejorar la mano.</translation>
    </message>
    <message>
        <source>Putting {cards} away keeps {points} points safe in the skat.</source>
        <translation>Descartar {cards} guarda {points} puntos seguros en el skat.</translation>
    </message>
    <message>
        <source>{cards} carry no points and are the least worth keeping.</source>
        <translation>{cards} no tienen puntos y son las que menos vale la pena guardar.</translation>
    </message>
    <message>
        <source>It leaves the hand without {suit}.</source>
        <translation>Deja la mano sin {suit}.</translation>
    </message>
    <message>
        <source>{game} is worth only {value}, less than the bid of {bid}.</source>
        <translation>{game} vale solo {value}, menos que la subasta de {bid}.</translation>
    </message>
    <message>
        <source>{game} with {jacks} is worth {value}; the bid was {bid}.</source>
        <translation>{game} con {jacks} vale {value}; la subasta fue {bid}.</translation>
    </message>
    <message>
        <source>{game} with {trumps} and {jacks} is worth {value}; the bid was {bid}.</source>
        <translation>{game} con {trumps} y {jacks} vale {value}; la subasta fue {bid}.</translation>
    </message>
    <message>
        <source>Null is worth {value}; the bid was {bid}.</source>
        <translation>El Null vale {value}; la subasta fue {bid}.</translation>
    </message>
    <message>
        <source>One trump is still out.</source>
        <translation>Queda un triunfo fuera.</translation>
    </message>
    <message>
        <source>{n} trumps are still out.</source>
        <translation>Quedan {n} triunfos fuera.</translation>
    </message>
    <message>
        <source>No trump is left with the others.</source>
        <translation>Los demás ya no tienen triunfos.</translation>
    </message>
    <message>
        <source>{name} has shown no {suit}.</source>
        <translation>{name} ha mostrado que no tiene {suit}.</translation>
    </message>
    <message>
        <source>The declarer has {mine} points, enough to win; the defenders {theirs}.</source>
        <translation>El declarante tiene {mine} puntos, suficientes para ganar; los defensores {theirs}.</translation>
    </message>
    <message>
        <source>The declarer has {mine} points, needs {need} more; the defenders {theirs}.</source>
        <translation>El declarante tiene {mine} puntos y necesita {need} más; los defensores {theirs}.</translation>
    </message>
    <message>
        <source>The defenders have {theirs} points, enough to win; the declarer {mine}.</source>
        <translation>Los defensores tienen {theirs} puntos, suficientes para ganar; el declarante {mine}.</translation>
    </message>
    <message>
        <source>The defenders have {theirs} points, need {need} more; the declarer {mine}.</source>
        <translation>Los defensores tienen {theirs} puntos y necesitan {need} más; el declarante {mine}.</translation>
    </message>
    <message>
        <source>Draw trumps first: one is still out.</source>
        <translation>Primero sacar triunfos: queda uno fuera.</translation>
    </message>
    <message>
        <source>Draw trumps first: {n} are still out.</source>
        <translation>Primero sacar triunfos: quedan {n} fuera.</translation>
    </message>
    <message>
        <source>No card of its suit left with the others beats {card}.</source>
        <translation>Ninguna carta de su palo que les queda a los demás supera a {card}.</translation>
    </message>
    <message>
        <source>{card} takes the trick and its {points} points.</source>
        <translation>{card} se lleva la baza y sus {points} puntos.</translation>
    </message>
    <message>
        <source>{name} takes this trick: {card} adds points to it.</source>
        <translation>{name} se lleva esta baza: {card} le añade puntos.</translation>
    </message>
    <message>
        <source>The trick is lost anyway: {card} gives away the fewest points.</source>
        <translation>La baza está perdida de todos modos: {card} regala los menos puntos.</translation>
    </message>
    <message>
        <source>{name} has shown no {suit} and may trump {card}.</source>
        <translation>{name} ha mostrado que no tiene {suit} y puede fallar {card}.</translation>
    </message>
    <message>
        <source>In Null the declarer must take no trick: {card} stays low.</source>
        <translation>En el Null el declarante no debe llevarse ninguna baza: {card} se queda por debajo.</translation>
    </message>
    <message>
        <source>{card} keeps the higher cards for later.</source>
        <translation>{card} guarda las cartas más altas para después.</translation>
    </message>
    <message>
        <source>{card} is the only card that may be played.</source>
        <translation>{card} es la única carta que se puede jugar.</translation>
    </message>
</context>
</TS>
