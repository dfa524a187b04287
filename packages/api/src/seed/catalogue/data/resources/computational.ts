import type { ResourceSpec } from '../builder';
import { el, ph, dl } from '../builder';
import { t } from '../l10n';

export const computationalSpecs: ResourceSpec[] = [
  {
    key: 'algoritmos-desenchufados',
    authorKey: 'lucia-ferrer',
    categorySlug: 'computationalThinking',
    type: 1,
    implementation: 'offline',
    ageMin: 6,
    ageMax: 8,
    skillKeys: ['problemResolution', 'effectiveCommunication', 'teamwork'],
    topicKeys: ['technology'],
    subtopicKeys: ['programming'],
    subjectKeys: ['mathematics', 'language'],
    sdgIds: [4, 9],
    crossAreaKeys: ['math', 'technology'],
    publishedDaysAgo: 320,
    novelty: false,
    video: true,
    title: t(
      'Algoritmos desenchufados: la receta perfecta',
      'Unplugged algorithms: the perfect recipe',
      'Algorismes desendollats: la recepta perfecta',
    ),
    presentation: t(
      'Antes de tocar un ordenador, el alumnado descubre qué es un algoritmo dando instrucciones precisas a un compañero que hace de robot. Con una receta sencilla y una cuadrícula en el suelo, aprenden que el orden y la precisión importan.',
      'Before touching a computer, students discover what an algorithm is by giving precise instructions to a classmate who plays the robot. With a simple recipe and a grid on the floor, they learn that order and precision matter.',
      "Abans de tocar un ordinador, l'alumnat descobreix què és un algorisme donant instruccions precises a un company que fa de robot. Amb una recepta senzilla i una quadrícula a terra, aprenen que l'ordre i la precisió importen.",
    ),
    question: t(
      '¿Puede un robot preparar un bocadillo si no le explicas bien los pasos?',
      'Can a robot make a sandwich if you don’t explain the steps properly?',
      'Pot un robot preparar un entrepà si no li expliques bé els passos?',
    ),
    desc: t(
      'Dos sesiones de pensamiento computacional sin pantallas: primero se escriben y depuran instrucciones de una receta; después se programa a un «robot humano» sobre una cuadrícula.',
      'Two screen-free computational thinking sessions: first students write and debug the instructions of a recipe; then they program a “human robot” on a grid.',
      "Dues sessions de pensament computacional sense pantalles: primer s'escriuen i es depuren les instruccions d'una recepta; després es programa un «robot humà» sobre una quadrícula.",
    ),
    goals: [
      t(
        'explicar qué es un algoritmo con sus propias palabras',
        'explain what an algorithm is in their own words',
        'explicar què és un algorisme amb les seves paraules',
      ),
      t(
        'ordenar instrucciones de forma secuencial y precisa',
        'order instructions in a precise sequence',
        'ordenar instruccions de manera seqüencial i precisa',
      ),
      t(
        'detectar y corregir errores en una secuencia (depurar)',
        'find and fix mistakes in a sequence (debugging)',
        'detectar i corregir errors en una seqüència (depurar)',
      ),
    ],
    sgoal: t(
      'Vas a aprender a dar instrucciones tan claras que hasta un robot podría seguirlas sin equivocarse.',
      'You will learn to give instructions so clear that even a robot could follow them without making mistakes.',
      'Aprendràs a donar instruccions tan clares que fins i tot un robot les podria seguir sense equivocar-se.',
    ),
    classes: [
      {
        n: t('La receta del bocadillo', 'The sandwich recipe', "La recepta de l'entrepà"),
        min: 50,
        org: 'smallGroups',
        org2: 'group',
        lay: 'group',
        hook: t(
          'Anuncia que vas a ser un robot muy obediente y pide al grupo que te diga cómo preparar un bocadillo. Sigue cada orden al pie de la letra (si dicen «pon el pan», déjalo encima de la mesa con bolsa incluida) hasta que se rían y descubran que faltan detalles.',
          'Announce that you are a very obedient robot and ask the class to tell you how to make a sandwich. Follow each order literally (if they say “put the bread”, leave it on the table still in its bag) until they laugh and realise that details are missing.',
          "Anuncia que seràs un robot molt obedient i demana al grup que et digui com preparar un entrepà. Segueix cada ordre al peu de la lletra (si diuen «posa el pa», deixa'l a la taula amb bossa i tot) fins que riguin i descobreixin que falten detalls.",
        ),
        steps: [
          t(
            'Escribir en tarjetas los pasos para preparar el bocadillo, uno por tarjeta.',
            'Write the steps to make the sandwich on cards, one step per card.',
            "Escriure en targetes els passos per preparar l'entrepà, un per targeta.",
          ),
          t(
            'Ordenar las tarjetas sobre la mesa y numerarlas.',
            'Put the cards in order on the table and number them.',
            'Ordenar les targetes sobre la taula i numerar-les.',
          ),
          t(
            'Intercambiar la receta con otro equipo y probarla haciendo de robot.',
            'Swap recipes with another team and test it by acting as the robot.',
            'Intercanviar la recepta amb un altre equip i provar-la fent de robot.',
          ),
          t(
            'Marcar en rojo las instrucciones que fallan y reescribirlas.',
            'Mark the instructions that fail in red and rewrite them.',
            'Marcar en vermell les instruccions que fallen i reescriure-les.',
          ),
        ],
        product: t(
          'una receta de bocadillo depurada, con los pasos numerados',
          'a debugged sandwich recipe with numbered steps',
          "una recepta d'entrepà depurada, amb els passos numerats",
        ),
        close: t(
          'Recoge en la pizarra la definición de algoritmo que construya el grupo («una lista de pasos ordenados para conseguir algo») y pide ejemplos de la vida diaria: lavarse los dientes, ir al cole, una canción con gestos.',
          'Write on the board the definition of algorithm the class comes up with (“a list of ordered steps to achieve something”) and ask for everyday examples: brushing teeth, getting to school, a song with actions.',
          "Recull a la pissarra la definició d'algorisme que construeixi el grup («una llista de passos ordenats per aconseguir alguna cosa») i demana exemples de la vida diària: rentar-se les dents, anar a l'escola, una cançó amb gestos.",
        ),
        tm: [
          ph(
            t(
              'Pan de molde, queso de plástico o recortable y una bolsa',
              'Sliced bread, toy or paper cheese and a bag',
              'Pa de motlle, formatge de joguina o retallable i una bossa',
            ),
          ),
          el(t('Vídeo de presentación del recurso', 'Resource introduction video', 'Vídeo de presentació del recurs')),
        ],
        sm: [
          ph(t('Tarjetas de cartulina y rotuladores', 'Card strips and markers', 'Targetes de cartolina i retoladors')),
          dl(
            t(
              'Plantilla de tarjetas de instrucciones',
              'Instruction card template',
              "Plantilla de targetes d'instruccions",
            ),
            'templates/tarjetas-algoritmo.pdf',
          ),
        ],
      },
      {
        n: t('Programamos un robot humano', 'Programming a human robot', 'Programem un robot humà'),
        min: 55,
        org: 'smallGroups',
        lay: 'circle',
        hook: t(
          'Marca con cinta de carrocero una cuadrícula de 5x5 en el suelo y coloca un «tesoro» en una casilla. Presenta las cuatro flechas de código: avanzar, girar a la derecha, girar a la izquierda y recoger.',
          'Mark a 5x5 grid on the floor with masking tape and place a “treasure” on one square. Introduce the four arrow codes: move forward, turn right, turn left and pick up.',
          "Marca amb cinta de pintor una quadrícula de 5x5 a terra i col·loca un «tresor» en una casella. Presenta les quatre fletxes de codi: avançar, girar a la dreta, girar a l'esquerra i recollir.",
        ),
        steps: [
          t(
            'Elegir quién hace de robot, quién programa y quién comprueba.',
            'Choose who plays the robot, who programs and who checks.',
            'Triar qui fa de robot, qui programa i qui comprova.',
          ),
          t(
            'Escribir con flechas el camino más corto hasta el tesoro.',
            'Write the shortest path to the treasure using arrows.',
            'Escriure amb fletxes el camí més curt fins al tresor.',
          ),
          t(
            'Ejecutar el programa: el robot solo puede hacer lo que dicen las flechas.',
            'Run the program: the robot can only do what the arrows say.',
            'Executar el programa: el robot només pot fer el que diuen les fletxes.',
          ),
          t(
            'Si el robot no llega, buscar el error y corregir el programa.',
            'If the robot does not get there, find the bug and fix the program.',
            "Si el robot no hi arriba, buscar l'error i corregir el programa.",
          ),
        ],
        product: t(
          'un programa de flechas que lleva al robot hasta el tesoro',
          'an arrow program that takes the robot to the treasure',
          'un programa de fletxes que porta el robot fins al tresor',
        ),
        close: t(
          'Compara dos programas que lleguen al mismo tesoro con distinto número de pasos y pregunta cuál es mejor y por qué. Introduce la idea de que un problema puede tener varias soluciones correctas.',
          'Compare two programs that reach the same treasure with a different number of steps and ask which is better and why. Introduce the idea that a problem can have several correct solutions.',
          'Compara dos programes que arribin al mateix tresor amb un nombre diferent de passos i pregunta quin és millor i per què. Introdueix la idea que un problema pot tenir diverses solucions correctes.',
        ),
        tm: [
          ph(
            t(
              'Cinta de carrocero y un objeto como tesoro',
              'Masking tape and an object to use as treasure',
              'Cinta de pintor i un objecte que faci de tresor',
            ),
          ),
        ],
        sm: [
          dl(
            t('Fichas de flechas para recortar', 'Arrow cards to cut out', 'Fitxes de fletxes per retallar'),
            'templates/flechas-robot.pdf',
          ),
        ],
      },
    ],
  },
  {
    key: 'pixel-art-binario',
    authorKey: 'lucia-ferrer',
    categorySlug: 'computationalThinking',
    type: 5,
    implementation: 'offline',
    ageMin: 9,
    ageMax: 11,
    skillKeys: ['analysis', 'creativity', 'perseverance'],
    topicKeys: ['technology'],
    subtopicKeys: ['programming', 'dataLiteracy'],
    subjectKeys: ['mathematics', 'visualArts'],
    sdgIds: [4],
    crossAreaKeys: ['math', 'art'],
    publishedDaysAgo: 210,
    novelty: false,
    title: t(
      'Píxel a píxel: imágenes con ceros y unos',
      'Pixel by pixel: pictures made of zeros and ones',
      'Píxel a píxel: imatges amb zeros i uns',
    ),
    presentation: t(
      '¿Cómo guarda un ordenador una foto? En este ejercicio el alumnado codifica y descodifica dibujos en cuadrícula usando ceros y unos, y descubre la idea de compresión.',
      'How does a computer store a photo? In this exercise students encode and decode grid drawings using zeros and ones, and discover the idea of compression.',
      "Com guarda una foto un ordinador? En aquest exercici l'alumnat codifica i descodifica dibuixos en quadrícula fent servir zeros i uns, i descobreix la idea de compressió.",
    ),
    question: t(
      'Si un ordenador solo entiende ceros y unos, ¿cómo puede mostrar un dibujo?',
      'If a computer only understands zeros and ones, how can it show a picture?',
      'Si un ordinador només entén zeros i uns, com pot mostrar un dibuix?',
    ),
    desc: t(
      'Un ejercicio de una sesión que combina matemáticas y arte: representar imágenes como filas de números y transmitirlas a un compañero.',
      'A one-session exercise combining maths and art: representing pictures as rows of numbers and sending them to a classmate.',
      "Un exercici d'una sessió que combina matemàtiques i art: representar imatges com a files de números i transmetre-les a un company.",
    ),
    goals: [
      t(
        'entender que la información digital se representa con números',
        'understand that digital information is represented with numbers',
        'entendre que la informació digital es representa amb números',
      ),
      t(
        'codificar y descodificar una imagen en una cuadrícula',
        'encode and decode a picture on a grid',
        'codificar i descodificar una imatge en una quadrícula',
      ),
      t(
        'proponer una forma más corta de escribir el mismo dibujo',
        'suggest a shorter way of writing the same picture',
        "proposar una manera més curta d'escriure el mateix dibuix",
      ),
    ],
    sgoal: t(
      'Vas a convertir un dibujo en un código secreto de ceros y unos, y a descifrar el de tu compañero.',
      'You will turn a drawing into a secret code of zeros and ones and decode your partner’s.',
      'Convertiràs un dibuix en un codi secret de zeros i uns, i desxifraràs el del teu company.',
    ),
    classes: [
      {
        n: t('Codifica tu píxel art', 'Encode your pixel art', 'Codifica el teu píxel art'),
        min: 50,
        org: 'individual',
        org2: 'smallGroups',
        lay: 'row',
        hook: t(
          'Proyecta una imagen muy ampliada hasta que se vean los píxeles y pregunta qué ven. Explica que cada cuadradito es un número para el ordenador: 1 pintado, 0 en blanco.',
          'Project a picture zoomed in until the pixels show and ask what they see. Explain that each little square is a number for the computer: 1 coloured, 0 blank.',
          "Projecta una imatge molt ampliada fins que es vegin els píxels i pregunta què veuen. Explica que cada quadradet és un número per a l'ordinador: 1 pintat, 0 en blanc.",
        ),
        steps: [
          t(
            'Diseñar un dibujo sencillo en una cuadrícula de 8x8.',
            'Design a simple drawing on an 8x8 grid.',
            'Dissenyar un dibuix senzill en una quadrícula de 8x8.',
          ),
          t(
            'Escribir cada fila como una secuencia de ceros y unos.',
            'Write each row as a sequence of zeros and ones.',
            'Escriure cada fila com una seqüència de zeros i uns.',
          ),
          t(
            'Dar solo los números a un compañero para que reconstruya el dibujo.',
            'Give only the numbers to a partner so they can rebuild the drawing.',
            'Donar només els números a un company perquè reconstrueixi el dibuix.',
          ),
          t(
            'Inventar una forma abreviada (por ejemplo «3 blancos, 2 negros») y contar cuántos símbolos se ahorran.',
            'Invent a shorthand (for example “3 white, 2 black”) and count how many symbols you save.',
            "Inventar una forma abreujada (per exemple «3 blancs, 2 negres») i comptar quants símbols s'estalvien.",
          ),
        ],
        product: t(
          'un dibujo codificado en binario y su versión comprimida',
          'a drawing encoded in binary and its compressed version',
          'un dibuix codificat en binari i la seva versió comprimida',
        ),
        close: t(
          'Pon en común las formas de abreviar que han inventado y explica que los formatos de imagen reales hacen algo parecido. Relaciona el tamaño de un archivo con la cantidad de números que guarda.',
          'Share the shorthands they invented and explain that real image formats do something similar. Relate file size to the amount of numbers stored.',
          "Poseu en comú les maneres d'abreujar que han inventat i explica que els formats d'imatge reals fan una cosa semblant. Relaciona la mida d'un fitxer amb la quantitat de números que guarda.",
        ),
        sm: [
          dl(
            t('Cuadrículas 8x8 imprimibles', 'Printable 8x8 grids', 'Quadrícules 8x8 imprimibles'),
            'templates/cuadricula-8x8.pdf',
          ),
          ph(t('Lápices de colores', 'Coloured pencils', 'Llapis de colors')),
        ],
      },
    ],
  },
  {
    key: 'semaforo-inteligente',
    authorKey: 'martin-acosta',
    categorySlug: 'computationalThinking',
    type: 2,
    implementation: 'mix',
    ageMin: 12,
    ageMax: 15,
    skillKeys: ['problemResolution', 'teamwork', 'initiative'],
    topicKeys: ['technology', 'community'],
    subtopicKeys: ['robotics', 'mobility'],
    subjectKeys: ['technology', 'computerScience'],
    sdgIds: [9, 11],
    crossAreaKeys: ['technology', 'math'],
    publishedDaysAgo: 45,
    novelty: true,
    video: true,
    title: t(
      'Programa un semáforo inteligente para tu barrio',
      'Program a smart traffic light for your neighbourhood',
      'Programa un semàfor intel·ligent per al teu barri',
    ),
    presentation: t(
      'El alumnado observa un cruce cercano al centro, detecta un problema de seguridad vial y programa con bloques un semáforo que da prioridad a peatones y bicicletas. El proyecto termina con una propuesta dirigida al ayuntamiento.',
      'Students observe a crossing near the school, identify a road safety problem and use block coding to program a traffic light that gives priority to pedestrians and bikes. The project ends with a proposal addressed to the local council.',
      "L'alumnat observa una cruïlla propera al centre, detecta un problema de seguretat viària i programa amb blocs un semàfor que dona prioritat als vianants i a les bicicletes. El projecte acaba amb una proposta adreçada a l'ajuntament.",
    ),
    question: t(
      '¿Quién debería tener prioridad en un cruce: los coches, las bicis o las personas?',
      'Who should have priority at a crossing: cars, bikes or people?',
      'Qui hauria de tenir prioritat en una cruïlla: els cotxes, les bicis o les persones?',
    ),
    desc: t(
      'Proyecto de cuatro sesiones: observación del entorno, diseño del algoritmo, programación y prueba con una placa o simulador, y presentación pública.',
      'Four-session project: observing the area, designing the algorithm, programming and testing with a board or simulator, and a public presentation.',
      "Projecte de quatre sessions: observació de l'entorn, disseny de l'algorisme, programació i prova amb una placa o simulador, i presentació pública.",
    ),
    goals: [
      t(
        'recoger datos reales sobre la movilidad de su entorno',
        'collect real data about mobility around them',
        'recollir dades reals sobre la mobilitat del seu entorn',
      ),
      t(
        'diseñar un algoritmo con secuencias, bucles y condicionales',
        'design an algorithm with sequences, loops and conditionals',
        'dissenyar un algorisme amb seqüències, bucles i condicionals',
      ),
      t(
        'programar y probar un prototipo funcional',
        'program and test a working prototype',
        'programar i provar un prototip funcional',
      ),
      t(
        'defender una propuesta de mejora ante una audiencia real',
        'present an improvement proposal to a real audience',
        "defensar una proposta de millora davant d'un públic real",
      ),
    ],
    sgoal: t(
      'Vas a convertirte en ingeniera o ingeniero de tráfico: observarás un cruce real, programarás un semáforo y propondrás cambios para que el barrio sea más seguro.',
      'You will become a traffic engineer: you will observe a real crossing, program a traffic light and propose changes to make the neighbourhood safer.',
      'Et convertiràs en enginyera o enginyer de trànsit: observaràs una cruïlla real, programaràs un semàfor i proposaràs canvis perquè el barri sigui més segur.',
    ),
    classes: [
      {
        n: t('Observamos el cruce', 'Observing the crossing', 'Observem la cruïlla'),
        min: 55,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Muestra una foto aérea del cruce más cercano al centro y pregunta cuánto tardan en cruzarlo. Plantea que durante quince minutos serán un equipo de ingeniería que recoge datos.',
          'Show an aerial photo of the crossing nearest to the school and ask how long it takes them to cross it. Tell them that for fifteen minutes they will be an engineering team collecting data.',
          "Mostra una foto aèria de la cruïlla més propera al centre i pregunta quant triguen a travessar-la. Planteja que durant quinze minuts seran un equip d'enginyeria que recull dades.",
        ),
        steps: [
          t(
            'Contar durante cinco minutos coches, bicicletas y peatones que pasan por el cruce.',
            'Count the cars, bikes and pedestrians passing the crossing for five minutes.',
            'Comptar durant cinc minuts els cotxes, les bicicletes i els vianants que passen per la cruïlla.',
          ),
          t(
            'Cronometrar cuánto dura cada color del semáforo.',
            'Time how long each light colour lasts.',
            'Cronometrar quant dura cada color del semàfor.',
          ),
          t(
            'Anotar situaciones de riesgo o de espera excesiva.',
            'Note risky situations or excessive waiting.',
            "Anotar situacions de risc o d'espera excessiva.",
          ),
          t(
            'Representar los datos en una tabla compartida.',
            'Record the data in a shared table.',
            'Representar les dades en una taula compartida.',
          ),
        ],
        product: t(
          'una tabla de datos del cruce con los problemas detectados',
          'a data table of the crossing with the problems found',
          'una taula de dades de la cruïlla amb els problemes detectats',
        ),
        close: t(
          'Cada equipo formula el problema en una frase del tipo «Las personas mayores no tienen tiempo de cruzar porque…». Elegid entre todos el problema que abordará el proyecto.',
          'Each team states the problem in one sentence such as “Older people don’t have time to cross because…”. Choose together the problem the project will tackle.',
          'Cada equip formula el problema en una frase del tipus «Les persones grans no tenen temps de travessar perquè…». Trieu entre tots el problema que abordarà el projecte.',
        ),
        tm: [
          dl(
            t(
              'Autorización para la salida al entorno',
              'Permission slip for the local walk',
              "Autorització per a la sortida a l'entorn",
            ),
            'templates/autorizacion-salida.pdf',
          ),
        ],
        sm: [
          ph(
            t(
              'Cronómetro, tablilla y lápiz',
              'Stopwatch, clipboard and pencil',
              'Cronòmetre, carpeta amb pinça i llapis',
            ),
          ),
          dl(
            t('Hoja de registro de tráfico', 'Traffic count sheet', 'Full de registre de trànsit'),
            'templates/registro-trafico.pdf',
          ),
        ],
      },
      {
        n: t('Diseñamos el algoritmo', 'Designing the algorithm', "Dissenyem l'algorisme"),
        min: 50,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Dibuja en la pizarra un diagrama de flujo incompleto del semáforo actual y pide al grupo que encuentre qué falta para atender el problema elegido.',
          'Draw an incomplete flowchart of the current traffic light on the board and ask the class what is missing to address the chosen problem.',
          'Dibuixa a la pissarra un diagrama de flux incomplet del semàfor actual i demana al grup que trobi què hi falta per atendre el problema triat.',
        ),
        steps: [
          t(
            'Describir con palabras cómo debería comportarse el nuevo semáforo.',
            'Describe in words how the new traffic light should behave.',
            "Descriure amb paraules com s'hauria de comportar el nou semàfor.",
          ),
          t(
            'Traducir la descripción a un diagrama de flujo con al menos una condición (si alguien pulsa el botón…).',
            'Turn the description into a flowchart with at least one condition (if someone presses the button…).',
            'Traduir la descripció a un diagrama de flux amb almenys una condició (si algú prem el botó…).',
          ),
          t(
            'Revisar el diagrama con otro equipo y anotar sus sugerencias.',
            'Review the flowchart with another team and note their suggestions.',
            'Revisar el diagrama amb un altre equip i anotar-ne els suggeriments.',
          ),
        ],
        product: t(
          'un diagrama de flujo del semáforo revisado por otro equipo',
          'a traffic light flowchart reviewed by another team',
          'un diagrama de flux del semàfor revisat per un altre equip',
        ),
        close: t(
          'Recoge en un mural las condiciones que han aparecido (botón de peatones, sensor de bicis, horario escolar) y explica que en la próxima sesión las convertirán en código.',
          'Collect on a poster the conditions that came up (pedestrian button, bike sensor, school hours) and explain that next session they will turn them into code.',
          'Recull en un mural les condicions que han sortit (botó de vianants, sensor de bicis, horari escolar) i explica que a la propera sessió les convertiran en codi.',
        ),
        sm: [ph(t('Papel continuo y rotuladores', 'Large paper roll and markers', 'Paper continu i retoladors'))],
      },
      {
        n: t('Programamos y probamos', 'Programming and testing', 'Programem i provem'),
        min: 60,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Enseña un semáforo de tres LED ya montado (o el simulador en pantalla) y muestra el programa más simple posible: verde, ámbar y rojo en bucle.',
          'Show a ready-built three-LED traffic light (or the on-screen simulator) and the simplest possible program: green, amber and red in a loop.',
          'Ensenya un semàfor de tres LED ja muntat (o el simulador a la pantalla) i el programa més simple possible: verd, ambre i vermell en bucle.',
        ),
        steps: [
          t(
            'Programar con bloques la secuencia básica de luces.',
            'Code the basic light sequence with blocks.',
            'Programar amb blocs la seqüència bàsica de llums.',
          ),
          t(
            'Añadir la condición diseñada en la sesión anterior.',
            'Add the condition designed in the previous session.',
            'Afegir la condició dissenyada a la sessió anterior.',
          ),
          t(
            'Probar el prototipo con casos distintos y registrar qué falla.',
            'Test the prototype with different cases and record what fails.',
            'Provar el prototip amb casos diferents i registrar què falla.',
          ),
          t(
            'Ajustar los tiempos usando los datos recogidos en el cruce.',
            'Adjust the timings using the data collected at the crossing.',
            'Ajustar els temps fent servir les dades recollides a la cruïlla.',
          ),
        ],
        product: t(
          'un prototipo de semáforo programado y probado',
          'a programmed and tested traffic light prototype',
          'un prototip de semàfor programat i provat',
        ),
        close: t(
          'Cada equipo graba un vídeo de 30 segundos de su prototipo funcionando. Comentad qué errores os han costado más de encontrar y cómo los habéis resuelto.',
          'Each team records a 30-second video of their prototype working. Discuss which bugs were hardest to find and how you fixed them.',
          'Cada equip grava un vídeo de 30 segons del seu prototip funcionant. Comenteu quins errors us ha costat més trobar i com els heu resolt.',
        ),
        tm: [
          el(
            t(
              'Placa programable o simulador en línea de bloques',
              'Programmable board or online block simulator',
              'Placa programable o simulador en línia de blocs',
            ),
          ),
        ],
        sm: [
          el(
            t(
              'Ordenador o tableta por equipo',
              'A computer or tablet per team',
              'Un ordinador o una tauleta per equip',
            ),
          ),
          ph(
            t('Tres LED, resistencias y cables', 'Three LEDs, resistors and wires', 'Tres LED, resistències i cables'),
          ),
        ],
      },
      {
        n: t('Presentamos la propuesta', 'Presenting the proposal', 'Presentem la proposta'),
        min: 50,
        org: 'group',
        org2: 'smallGroups',
        lay: 'halfCircle',
        hook: t(
          'Invita a alguien del equipo directivo o de la asociación de familias a escuchar las propuestas como si fuera el ayuntamiento.',
          'Invite someone from the management team or the parents’ association to hear the proposals as if they were the council.',
          "Convida algú de l'equip directiu o de l'associació de famílies a escoltar les propostes com si fos l'ajuntament.",
        ),
        steps: [
          t(
            'Preparar una presentación de tres minutos: problema, datos, solución y prototipo.',
            'Prepare a three-minute presentation: problem, data, solution and prototype.',
            'Preparar una presentació de tres minuts: problema, dades, solució i prototip.',
          ),
          t(
            'Ensayar una vez y cronometrarse.',
            'Rehearse once and time yourselves.',
            'Assajar una vegada i cronometrar-se.',
          ),
          t(
            'Presentar y responder a las preguntas del público.',
            'Present and answer questions from the audience.',
            'Presentar i respondre les preguntes del públic.',
          ),
        ],
        product: t(
          'una propuesta de mejora del cruce presentada en público',
          'a crossing improvement proposal presented in public',
          'una proposta de millora de la cruïlla presentada en públic',
        ),
        close: t(
          'Redactad juntos una carta al ayuntamiento con la propuesta más votada y los datos que la apoyan. Si es posible, enviadla de verdad.',
          'Write a letter to the council together with the most-voted proposal and the data that supports it. If possible, actually send it.',
          "Redacteu junts una carta a l'ajuntament amb la proposta més votada i les dades que la sustenten. Si és possible, envieu-la de debò.",
        ),
        sm: [el(t('Presentación digital o cartel', 'Digital slides or a poster', 'Presentació digital o cartell'))],
      },
    ],
  },
  {
    key: 'detectives-de-datos',
    authorKey: 'martin-acosta',
    categorySlug: 'computationalThinking',
    type: 4,
    implementation: 'mix',
    ageMin: 9,
    ageMax: 11,
    skillKeys: ['analysis', 'criticalThinking', 'curiosity'],
    topicKeys: ['technology', 'community'],
    subtopicKeys: ['dataLiteracy', 'mobility'],
    subjectKeys: ['mathematics', 'socialSciences'],
    sdgIds: [3, 11, 13],
    crossAreaKeys: ['math', 'socialSciences'],
    publishedDaysAgo: 150,
    novelty: false,
    title: t(
      'Detectives de datos: ¿cómo venimos al cole?',
      'Data detectives: how do we get to school?',
      "Detectius de dades: com venim a l'escola?",
    ),
    presentation: t(
      'Una secuencia didáctica para aprender a formular preguntas, recoger datos, representarlos en gráficos y extraer conclusiones a partir de algo muy cercano: el trayecto diario al colegio.',
      'A teaching sequence for learning to ask questions, collect data, chart it and draw conclusions from something very close to home: the daily journey to school.',
      "Una seqüència didàctica per aprendre a formular preguntes, recollir dades, representar-les en gràfics i treure'n conclusions a partir d'una cosa molt propera: el trajecte diari a l'escola.",
    ),
    question: t(
      '¿Qué nos dicen los números sobre cómo nos movemos?',
      'What do numbers tell us about how we move around?',
      'Què ens diuen els números sobre com ens movem?',
    ),
    desc: t(
      'Tres sesiones siguiendo el ciclo de investigación estadística: pregunta, datos, análisis y comunicación. Puede hacerse con papel o con una hoja de cálculo.',
      'Three sessions following the statistical inquiry cycle: question, data, analysis and communication. It can be done on paper or with a spreadsheet.',
      "Tres sessions seguint el cicle d'investigació estadística: pregunta, dades, anàlisi i comunicació. Es pot fer amb paper o amb un full de càlcul.",
    ),
    goals: [
      t(
        'formular una pregunta que se pueda responder con datos',
        'ask a question that can be answered with data',
        'formular una pregunta que es pugui respondre amb dades',
      ),
      t(
        'elegir el gráfico adecuado para cada tipo de dato',
        'choose the right chart for each type of data',
        'triar el gràfic adequat per a cada tipus de dada',
      ),
      t(
        'interpretar los resultados y proponer acciones',
        'interpret the results and suggest actions',
        'interpretar els resultats i proposar accions',
      ),
    ],
    sgoal: t(
      'Vas a investigar como un detective cómo llega tu clase al cole y qué podríamos cambiar para que sea más sano y menos contaminante.',
      'You will investigate like a detective how your class gets to school and what we could change to make it healthier and less polluting.',
      "Investigaràs com un detectiu com arriba la teva classe a l'escola i què podríem canviar perquè sigui més sa i menys contaminant.",
    ),
    classes: [
      {
        n: t('La pregunta y la encuesta', 'The question and the survey', "La pregunta i l'enquesta"),
        min: 45,
        org: 'group',
        org2: 'smallGroups',
        lay: 'halfCircle',
        hook: t(
          'Pregunta «¿Quién ha venido hoy andando?» y pide que se levanten. Repite con bici, coche y autobús. Pregunta si esa imagen sirve para sacar conclusiones o si necesitamos algo más ordenado.',
          'Ask “Who walked here today?” and have them stand up. Repeat with bike, car and bus. Ask whether that snapshot is enough to draw conclusions or whether we need something more organised.',
          "Pregunta «Qui ha vingut avui caminant?» i demana que s'aixequin. Repeteix-ho amb bici, cotxe i autobús. Pregunta si aquesta imatge serveix per treure conclusions o si necessitem alguna cosa més ordenada.",
        ),
        steps: [
          t(
            'Acordar la pregunta de investigación de la clase.',
            'Agree on the class research question.',
            'Acordar la pregunta de recerca de la classe.',
          ),
          t(
            'Redactar tres preguntas de encuesta con respuestas cerradas.',
            'Write three survey questions with closed answers.',
            "Redactar tres preguntes d'enquesta amb respostes tancades.",
          ),
          t(
            'Probar la encuesta con otro equipo y mejorar las preguntas confusas.',
            'Test the survey with another team and improve confusing questions.',
            "Provar l'enquesta amb un altre equip i millorar les preguntes confuses.",
          ),
        ],
        product: t(
          'una encuesta de tres preguntas lista para pasar a otras clases',
          'a three-question survey ready to use with other classes',
          'una enquesta de tres preguntes a punt per passar a altres classes',
        ),
        close: t(
          'Organiza quién pasará la encuesta a cada clase del centro durante la semana y cómo se guardarán las respuestas.',
          'Organise who will run the survey in each class of the school during the week and how the answers will be stored.',
          "Organitza qui passarà l'enquesta a cada classe del centre durant la setmana i com es guardaran les respostes.",
        ),
      },
      {
        n: t('Del dato al gráfico', 'From data to chart', 'De la dada al gràfic'),
        min: 50,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Proyecta el mismo conjunto de datos en un gráfico de barras y en uno de sectores, y pregunta cuál se entiende mejor y por qué.',
          'Project the same data set as a bar chart and as a pie chart and ask which one is easier to read and why.',
          "Projecta el mateix conjunt de dades en un gràfic de barres i en un de sectors, i pregunta quin s'entén millor i per què.",
        ),
        steps: [
          t(
            'Contar las respuestas y organizarlas en una tabla de frecuencias.',
            'Count the answers and organise them in a frequency table.',
            'Comptar les respostes i organitzar-les en una taula de freqüències.',
          ),
          t(
            'Elegir y dibujar el gráfico más adecuado (o crearlo en la hoja de cálculo).',
            'Choose and draw the most suitable chart (or create it in the spreadsheet).',
            'Triar i dibuixar el gràfic més adequat (o crear-lo al full de càlcul).',
          ),
          t(
            'Escribir tres frases que describan lo que muestra el gráfico.',
            'Write three sentences describing what the chart shows.',
            'Escriure tres frases que descriguin el que mostra el gràfic.',
          ),
        ],
        product: t(
          'una tabla de frecuencias y un gráfico con tres conclusiones',
          'a frequency table and a chart with three conclusions',
          'una taula de freqüències i un gràfic amb tres conclusions',
        ),
        close: t(
          'Haz una galería: los equipos recorren los gráficos de los demás y dejan un pósit con una pregunta o una sugerencia.',
          'Run a gallery walk: teams visit the others’ charts and leave a sticky note with a question or a suggestion.',
          'Feu una galeria: els equips recorren els gràfics dels altres i hi deixen un pòsit amb una pregunta o un suggeriment.',
        ),
        sm: [
          el(t('Hoja de cálculo compartida', 'Shared spreadsheet', 'Full de càlcul compartit')),
          ph(t('Papel cuadriculado y reglas', 'Squared paper and rulers', 'Paper quadriculat i regles')),
        ],
      },
      {
        n: t('Conclusiones y propuestas', 'Conclusions and proposals', 'Conclusions i propostes'),
        min: 45,
        org: 'smallGroups',
        org2: 'group',
        lay: 'circle',
        hook: t(
          'Recuerda la pregunta de investigación y pregunta si ya pueden responderla. Anota las respuestas en dos columnas: «lo que sabemos» y «lo que suponemos».',
          'Remind them of the research question and ask whether they can answer it now. Write the answers in two columns: “what we know” and “what we assume”.',
          'Recorda la pregunta de recerca i pregunta si ja la poden respondre. Anota les respostes en dues columnes: «el que sabem» i «el que suposem».',
        ),
        steps: [
          t(
            'Responder a la pregunta de investigación con datos.',
            'Answer the research question using data.',
            'Respondre la pregunta de recerca amb dades.',
          ),
          t(
            'Proponer una acción para aumentar los desplazamientos a pie o en bici.',
            'Suggest an action to increase walking or cycling to school.',
            'Proposar una acció per augmentar els desplaçaments a peu o en bici.',
          ),
          t(
            'Diseñar un cartel con el gráfico y la propuesta para el pasillo.',
            'Design a poster with the chart and the proposal for the corridor.',
            'Dissenyar un cartell amb el gràfic i la proposta per al passadís.',
          ),
        ],
        product: t(
          'un cartel informativo con datos y una propuesta de acción',
          'an information poster with data and an action proposal',
          "un cartell informatiu amb dades i una proposta d'acció",
        ),
        close: t(
          'Votad la propuesta que se llevará al consejo escolar o a la asamblea de delegados y delegadas.',
          'Vote on the proposal to take to the school council or the class representatives’ assembly.',
          "Voteu la proposta que es portarà al consell escolar o a l'assemblea de delegats i delegades.",
        ),
        sm: [ph(t('Cartulinas de tamaño A3', 'A3 card', 'Cartolines de mida A3'))],
      },
    ],
  },
  {
    key: 'piensan-las-maquinas',
    authorKey: 'martin-acosta',
    categorySlug: 'computationalThinking',
    type: 3,
    implementation: 'online',
    ageMin: 12,
    ageMax: 18,
    skillKeys: ['criticalThinking', 'analysis', 'responsibility'],
    topicKeys: ['technology'],
    subtopicKeys: ['artificialIntelligence', 'digitalCitizenship'],
    subjectKeys: ['computerScience', 'philosophy'],
    sdgIds: [4, 10, 16],
    crossAreaKeys: ['technology', 'transversal'],
    publishedDaysAgo: 12,
    novelty: true,
    video: true,
    title: t(
      '¿Piensan las máquinas? Un caso sobre inteligencia artificial',
      'Do machines think? A case on artificial intelligence',
      'Pensen les màquines? Un cas sobre intel·ligència artificial',
    ),
    presentation: t(
      'A partir del caso de una aplicación que clasifica fotos de frutas y se equivoca con las que están maduras, el alumnado entrena su propio modelo de aprendizaje automático y reflexiona sobre sesgos, datos y responsabilidad.',
      'Starting from the case of an app that sorts fruit photos and gets the ripe ones wrong, students train their own machine learning model and reflect on bias, data and responsibility.',
      "A partir del cas d'una aplicació que classifica fotos de fruites i s'equivoca amb les que són madures, l'alumnat entrena el seu propi model d'aprenentatge automàtic i reflexiona sobre biaixos, dades i responsabilitat.",
    ),
    question: t(
      'Si una máquina aprende de nuestros ejemplos, ¿de quién es la culpa cuando se equivoca?',
      'If a machine learns from our examples, whose fault is it when it gets things wrong?',
      "Si una màquina aprèn dels nostres exemples, de qui és la culpa quan s'equivoca?",
    ),
    desc: t(
      'Un estudio de caso en dos sesiones: entrenar un clasificador de imágenes con una herramienta en línea gratuita y debatir sus consecuencias éticas.',
      'A two-session case study: training an image classifier with a free online tool and debating its ethical consequences.',
      "Un estudi de cas en dues sessions: entrenar un classificador d'imatges amb una eina en línia gratuïta i debatre'n les conseqüències ètiques.",
    ),
    goals: [
      t(
        'describir cómo aprende un sistema de aprendizaje automático a partir de ejemplos',
        'describe how a machine learning system learns from examples',
        "descriure com aprèn un sistema d'aprenentatge automàtic a partir d'exemples",
      ),
      t(
        'identificar sesgos en un conjunto de datos',
        'identify bias in a data set',
        'identificar biaixos en un conjunt de dades',
      ),
      t(
        'argumentar sobre el uso responsable de la inteligencia artificial',
        'argue about the responsible use of artificial intelligence',
        "argumentar sobre l'ús responsable de la intel·ligència artificial",
      ),
    ],
    sgoal: t(
      'Vas a enseñar a una máquina a reconocer imágenes y a descubrir por qué a veces se equivoca.',
      'You will teach a machine to recognise pictures and find out why it sometimes gets it wrong.',
      "Ensenyaràs una màquina a reconèixer imatges i descobriràs per què de vegades s'equivoca.",
    ),
    classes: [
      {
        n: t('Entrenamos un modelo', 'Training a model', 'Entrenem un model'),
        min: 55,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Presenta el caso: una cooperativa agrícola usa una aplicación para separar fruta madura y verde, pero la aplicación falla con las manzanas rojas. Pregunta qué puede estar pasando.',
          'Present the case: a farming cooperative uses an app to separate ripe and unripe fruit, but the app fails with red apples. Ask what might be happening.',
          "Presenta el cas: una cooperativa agrícola fa servir una aplicació per separar fruita madura i verda, però l'aplicació falla amb les pomes vermelles. Pregunta què pot estar passant.",
        ),
        steps: [
          t(
            'Hacer 20 fotos de dos clases de objetos del aula (por ejemplo, lápices y gomas).',
            'Take 20 photos of two kinds of classroom objects (for example, pencils and erasers).',
            "Fer 20 fotos de dues classes d'objectes de l'aula (per exemple, llapis i gomes).",
          ),
          t(
            'Entrenar el modelo con la herramienta en línea y probarlo con objetos nuevos.',
            'Train the model with the online tool and test it with new objects.',
            "Entrenar el model amb l'eina en línia i provar-lo amb objectes nous.",
          ),
          t(
            'Entrenar un segundo modelo con fotos solo de un color y comparar los aciertos.',
            'Train a second model using photos of a single colour only and compare the results.',
            "Entrenar un segon model amb fotos només d'un color i comparar-ne els encerts.",
          ),
          t(
            'Anotar en una tabla los aciertos y errores de cada modelo.',
            'Record each model’s hits and misses in a table.',
            'Anotar en una taula els encerts i els errors de cada model.',
          ),
        ],
        product: t(
          'dos modelos entrenados y una tabla que compara sus aciertos',
          'two trained models and a table comparing their accuracy',
          'dos models entrenats i una taula que compara els seus encerts',
        ),
        close: t(
          'Volved al caso de la cooperativa: ¿qué le pasaba a su aplicación? Guía al grupo hasta la idea de que los datos de entrenamiento eran incompletos.',
          'Go back to the cooperative case: what was wrong with its app? Guide the class towards the idea that the training data was incomplete.',
          "Torneu al cas de la cooperativa: què li passava a la seva aplicació? Guia el grup fins a la idea que les dades d'entrenament eren incompletes.",
        ),
        tm: [
          el(
            t(
              'Herramienta en línea de entrenamiento de modelos de imagen',
              'Online image model training tool',
              "Eina en línia d'entrenament de models d'imatge",
            ),
          ),
        ],
        sm: [
          el(
            t(
              'Ordenador con cámara por equipo',
              'A computer with a webcam per team',
              'Un ordinador amb càmera per equip',
            ),
          ),
        ],
      },
      {
        n: t('Debate: máquinas justas', 'Debate: fair machines', 'Debat: màquines justes'),
        min: 50,
        org: 'group',
        org2: 'smallGroups',
        lay: 'circle',
        hook: t(
          'Lee en voz alta tres titulares reales (adaptados) sobre sistemas automáticos que tomaron decisiones injustas en la selección de personal, la concesión de créditos o el reconocimiento facial.',
          'Read aloud three real (adapted) headlines about automated systems that made unfair decisions in hiring, lending or facial recognition.',
          'Llegeix en veu alta tres titulars reals (adaptats) sobre sistemes automàtics que van prendre decisions injustes en la selecció de personal, la concessió de crèdits o el reconeixement facial.',
        ),
        steps: [
          t(
            'Elegir uno de los titulares y buscar qué datos pudo usar el sistema.',
            'Choose one of the headlines and work out which data the system may have used.',
            'Triar un dels titulars i buscar quines dades podia fer servir el sistema.',
          ),
          t(
            'Identificar quién sale perjudicado y por qué.',
            'Identify who is harmed and why.',
            'Identificar qui en surt perjudicat i per què.',
          ),
          t(
            'Redactar tres normas para un uso justo de la inteligencia artificial.',
            'Write three rules for the fair use of artificial intelligence.',
            'Redactar tres normes per a un ús just de la intel·ligència artificial.',
          ),
        ],
        product: t(
          'un decálogo de clase para una inteligencia artificial justa',
          'a class charter for fair artificial intelligence',
          'un decàleg de classe per a una intel·ligència artificial justa',
        ),
        close: t(
          'Une las normas de todos los equipos en un decálogo común y publícalo en el espacio virtual de la clase.',
          'Merge all the teams’ rules into a shared charter and post it in the class virtual space.',
          "Uneix les normes de tots els equips en un decàleg comú i publica'l a l'espai virtual de la classe.",
        ),
        sm: [
          dl(
            t('Titulares para el debate', 'Headlines for the debate', 'Titulars per al debat'),
            'templates/titulares-ia.pdf',
          ),
        ],
      },
    ],
  },
  {
    key: 'abejas-robot-huerto',
    authorKey: 'valeria-mendoza',
    categorySlug: 'computationalThinking',
    type: 1,
    implementation: 'offline',
    ageMin: 3,
    ageMax: 5,
    skillKeys: ['curiosity', 'problemResolution', 'teamwork'],
    topicKeys: ['technology', 'environment'],
    subtopicKeys: ['robotics', 'biodiversity'],
    subjectKeys: ['naturalSciences', 'mathematics'],
    sdgIds: [2, 15],
    crossAreaKeys: ['naturalSciences', 'technology'],
    publishedDaysAgo: 95,
    novelty: false,
    title: t('Abejas robot en el huerto', 'Robot bees in the garden', "Abelles robot a l'hort"),
    presentation: t(
      'Los más pequeños guían a una abeja robot de suelo de flor en flor sobre un tapete del huerto. Aprenden direcciones, cuentan pasos y descubren por qué las abejas son tan importantes para que crezcan frutas y verduras.',
      'The youngest learners guide a floor robot bee from flower to flower on a garden mat. They learn directions, count steps and discover why bees are so important for fruit and vegetables to grow.',
      "Els més petits guien una abella robot de terra de flor en flor sobre una catifa de l'hort. Aprenen direccions, compten passos i descobreixen per què les abelles són tan importants perquè creixin fruites i verdures.",
    ),
    question: t(
      '¿Qué pasaría en el huerto si no hubiera abejas?',
      'What would happen in the garden if there were no bees?',
      "Què passaria a l'hort si no hi hagués abelles?",
    ),
    desc: t(
      'Taller de dos sesiones cortas para educación infantil. Funciona con cualquier robot de suelo programable con botones, o con un niño o niña disfrazado de abeja.',
      'A two-session workshop for early years. It works with any button-programmable floor robot, or with a child dressed up as a bee.',
      "Taller de dues sessions curtes per a educació infantil. Funciona amb qualsevol robot de terra programable amb botons, o amb un infant disfressat d'abella.",
    ),
    goals: [
      t(
        'reconocer el papel de las abejas en la polinización',
        'recognise the role of bees in pollination',
        'reconèixer el paper de les abelles en la pol·linització',
      ),
      t(
        'usar las nociones de delante, detrás, derecha e izquierda',
        'use the ideas of forward, backward, right and left',
        'fer servir les nocions de davant, darrere, dreta i esquerra',
      ),
      t(
        'planificar un recorrido contando pasos',
        'plan a route by counting steps',
        'planificar un recorregut comptant passos',
      ),
    ],
    sgoal: t(
      'Vas a ayudar a una abeja robot a visitar todas las flores del huerto.',
      'You will help a robot bee visit all the flowers in the garden.',
      "Ajudaràs una abella robot a visitar totes les flors de l'hort.",
    ),
    classes: [
      {
        n: t('¿Qué hacen las abejas?', 'What do bees do?', 'Què fan les abelles?'),
        min: 30,
        org: 'group',
        lay: 'circle',
        hook: t(
          'Saca de una caja una flor de papel con «polen» (pompones amarillos) y una abeja de peluche. Cuenta la historia de una abeja que lleva polen de flor en flor para que nazcan las frutas.',
          'Take out of a box a paper flower with “pollen” (yellow pompoms) and a toy bee. Tell the story of a bee that carries pollen from flower to flower so that fruit can grow.',
          "Treu d'una capsa una flor de paper amb «pol·len» (pompons grocs) i una abella de peluix. Explica la història d'una abella que porta pol·len de flor en flor perquè neixin les fruites.",
        ),
        steps: [
          t(
            'Jugar a ser abejas: llevar un pompón de una flor a otra por el aula.',
            'Play at being bees: carry a pompom from one flower to another around the room.',
            "Jugar a ser abelles: portar un pompó d'una flor a una altra per l'aula.",
          ),
          t(
            'Contar en voz alta los pasos que se dan entre flor y flor.',
            'Count out loud the steps between one flower and the next.',
            'Comptar en veu alta els passos que es fan entre flor i flor.',
          ),
          t(
            'Dibujar la fruta que ha nacido gracias a la abeja.',
            'Draw the fruit that grew thanks to the bee.',
            "Dibuixar la fruita que ha nascut gràcies a l'abella.",
          ),
        ],
        product: t(
          'un dibujo de la fruta que crece gracias a las abejas',
          'a drawing of the fruit that grows thanks to bees',
          'un dibuix de la fruita que creix gràcies a les abelles',
        ),
        close: t(
          'En la asamblea, pregunta qué frutas les gustan y explica que muchas de ellas existen gracias a las abejas. Cuelga los dibujos formando un gran huerto en la pared.',
          'In circle time, ask which fruits they like and explain that many of them exist thanks to bees. Hang the drawings to form a big garden on the wall.',
          "A l'assemblea, pregunta quines fruites els agraden i explica que moltes existeixen gràcies a les abelles. Penja els dibuixos formant un gran hort a la paret.",
        ),
        tm: [
          ph(
            t(
              'Flores de papel, pompones amarillos y una abeja de peluche',
              'Paper flowers, yellow pompoms and a toy bee',
              'Flors de paper, pompons grocs i una abella de peluix',
            ),
          ),
        ],
        sm: [ph(t('Ceras de colores y folios', 'Crayons and paper', 'Ceres de colors i fulls'))],
      },
      {
        n: t('Programamos la abeja', 'Programming the bee', "Programem l'abella"),
        min: 35,
        org: 'smallGroups',
        lay: 'circle',
        hook: t(
          'Presenta la abeja robot y pulsa sus botones delante del grupo: cada flecha es un paso. Pregunta qué botón hay que pulsar para llegar a la primera flor del tapete.',
          'Introduce the robot bee and press its buttons in front of the group: each arrow is one step. Ask which button must be pressed to reach the first flower on the mat.',
          "Presenta l'abella robot i prem-ne els botons davant del grup: cada fletxa és un pas. Pregunta quin botó cal prémer per arribar a la primera flor de la catifa.",
        ),
        steps: [
          t(
            'Colocar tarjetas de flechas en el suelo para marcar el camino.',
            'Lay arrow cards on the floor to mark the path.',
            'Col·locar targetes de fletxes a terra per marcar el camí.',
          ),
          t(
            'Pulsar los botones de la abeja siguiendo las tarjetas.',
            'Press the bee’s buttons following the cards.',
            "Prémer els botons de l'abella seguint les targetes.",
          ),
          t(
            'Comprobar si la abeja llega a la flor y, si no, cambiar una tarjeta.',
            'Check whether the bee reaches the flower and, if not, change one card.',
            "Comprovar si l'abella arriba a la flor i, si no, canviar una targeta.",
          ),
        ],
        product: t(
          'un camino de flechas que lleva a la abeja hasta la flor',
          'a path of arrows that takes the bee to the flower',
          "un camí de fletxes que porta l'abella fins a la flor",
        ),
        close: t(
          'Celebra cada llegada con el «baile de la abeja». Pregunta qué han hecho cuando la abeja se ha equivocado de camino y valora que lo han vuelto a intentar.',
          'Celebrate each arrival with the “bee dance”. Ask what they did when the bee went the wrong way and praise them for trying again.',
          "Celebra cada arribada amb el «ball de l'abella». Pregunta què han fet quan l'abella s'ha equivocat de camí i valora que ho han tornat a intentar.",
        ),
        tm: [
          ph(
            t(
              'Robot de suelo programable y tapete cuadriculado del huerto',
              'Programmable floor robot and gridded garden mat',
              "Robot de terra programable i catifa quadriculada de l'hort",
            ),
          ),
        ],
        sm: [
          dl(
            t('Tarjetas de flechas grandes', 'Large arrow cards', 'Targetes de fletxes grans'),
            'templates/flechas-infantil.pdf',
          ),
        ],
      },
    ],
  },
];
