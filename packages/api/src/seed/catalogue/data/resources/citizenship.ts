import type { ResourceSpec } from '../builder';
import { el, ph, dl } from '../builder';
import { t } from '../l10n';

export const citizenshipSpecs: ResourceSpec[] = [
  {
    key: 'guardianes-del-agua',
    authorKey: 'nuria-puig',
    categorySlug: 'globalCitizenship',
    type: 2,
    implementation: 'offline',
    ageMin: 6,
    ageMax: 11,
    skillKeys: ['responsibility', 'analysis', 'commitment'],
    topicKeys: ['environment'],
    subtopicKeys: ['water'],
    subjectKeys: ['naturalSciences', 'mathematics'],
    sdgIds: [6, 12, 13],
    crossAreaKeys: ['naturalSciences', 'math'],
    publishedDaysAgo: 260,
    novelty: false,
    video: true,
    title: t('Guardianes del agua', 'Water guardians', "Guardians de l'aigua"),
    presentation: t(
      'La clase se convierte en la patrulla que vigila el consumo de agua del centro: miden cuánta se gasta en los grifos, investigan de dónde viene y lanzan una campaña para ahorrarla.',
      'The class becomes the patrol that keeps an eye on the school’s water use: they measure how much the taps use, find out where the water comes from and launch a campaign to save it.',
      "La classe es converteix en la patrulla que vigila el consum d'aigua del centre: mesuren quanta se'n gasta a les aixetes, investiguen d'on ve i llancen una campanya per estalviar-la.",
    ),
    question: t(
      '¿Cuántos vasos de agua se van por el desagüe cada día en nuestro cole?',
      'How many glasses of water go down the drain at our school every day?',
      "Quants gots d'aigua se'n van per l'aigüera cada dia a la nostra escola?",
    ),
    desc: t(
      'Proyecto de tres sesiones con medición real, cálculo y una campaña de sensibilización dirigida a toda la comunidad educativa.',
      'A three-session project with real measurement, calculation and an awareness campaign for the whole school community.',
      'Projecte de tres sessions amb mesurament real, càlcul i una campanya de sensibilització adreçada a tota la comunitat educativa.',
    ),
    goals: [
      t(
        'medir y estimar cantidades de agua con unidades adecuadas',
        'measure and estimate quantities of water with suitable units',
        "mesurar i estimar quantitats d'aigua amb unitats adequades",
      ),
      t(
        'explicar el recorrido del agua desde la naturaleza hasta el grifo',
        'explain the journey of water from nature to the tap',
        "explicar el recorregut de l'aigua des de la natura fins a l'aixeta",
      ),
      t(
        'diseñar mensajes que inviten a cambiar hábitos',
        'design messages that encourage people to change habits',
        'dissenyar missatges que convidin a canviar hàbits',
      ),
    ],
    sgoal: t(
      'Vas a descubrir cuánta agua usamos en el cole y a convencer a todo el mundo de que la cuide.',
      'You will find out how much water we use at school and convince everyone to look after it.',
      "Descobriràs quanta aigua fem servir a l'escola i convenceràs tothom que la cuidi.",
    ),
    classes: [
      {
        n: t('Medimos el grifo', 'Measuring the tap', "Mesurem l'aixeta"),
        min: 50,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Llena una botella de litro y medio con el grifo abierto mientras el grupo cuenta los segundos. Pregunta cuántas botellas se llenarían mientras alguien se lava los dientes con el grifo abierto.',
          'Fill a one-and-a-half-litre bottle with the tap running while the class counts the seconds. Ask how many bottles would fill up while someone brushes their teeth with the tap running.',
          "Omple una ampolla d'un litre i mig amb l'aixeta oberta mentre el grup compta els segons. Pregunta quantes ampolles s'omplirien mentre algú es renta les dents amb l'aixeta oberta.",
        ),
        steps: [
          t(
            'Medir con un cronómetro cuántos segundos tarda en llenarse una jarra de un litro.',
            'Time how many seconds it takes to fill a one-litre jug.',
            "Cronometrar quants segons triga a omplir-se una gerra d'un litre.",
          ),
          t(
            'Calcular cuántos litros se gastan en un minuto de grifo abierto.',
            'Work out how many litres one minute of running tap uses.',
            "Calcular quants litres es gasten en un minut d'aixeta oberta.",
          ),
          t(
            'Estimar el gasto diario de la clase multiplicando por el número de lavados.',
            'Estimate the class’s daily use by multiplying by the number of hand washes.',
            'Estimar la despesa diària de la classe multiplicant pel nombre de rentades.',
          ),
        ],
        product: t(
          'una estimación del agua que gasta la clase en un día',
          'an estimate of the water the class uses in a day',
          "una estimació de l'aigua que gasta la classe en un dia",
        ),
        close: t(
          'Representa en la pizarra los litros diarios con botellas dibujadas y deja que el impacto visual hable. Pregunta qué gasto les ha sorprendido más.',
          'Show the daily litres on the board as drawn bottles and let the visual impact speak. Ask which use surprised them most.',
          "Representa a la pissarra els litres diaris amb ampolles dibuixades i deixa que l'impacte visual parli. Pregunta quina despesa els ha sorprès més.",
        ),
        tm: [ph(t('Botella de litro y medio', 'One-and-a-half-litre bottle', "Ampolla d'un litre i mig"))],
        sm: [
          ph(
            t(
              'Jarra medidora, cronómetro y hoja de registro',
              'Measuring jug, stopwatch and record sheet',
              'Gerra mesuradora, cronòmetre i full de registre',
            ),
          ),
        ],
      },
      {
        n: t('El viaje del agua', 'The journey of water', "El viatge de l'aigua"),
        min: 45,
        org: 'smallGroups',
        org2: 'group',
        lay: 'group',
        hook: t(
          'Muestra el vídeo del recurso sobre el ciclo del agua urbano y pregunta por dónde ha pasado el agua que sale del grifo del aula antes de llegar allí.',
          'Show the resource video on the urban water cycle and ask where the water from the classroom tap has been before it got there.',
          "Mostra el vídeo del recurs sobre el cicle de l'aigua urbà i pregunta per on ha passat l'aigua que surt de l'aixeta de l'aula abans d'arribar-hi.",
        ),
        steps: [
          t(
            'Ordenar las tarjetas del viaje del agua: río, embalse, potabilizadora, tuberías, grifo, depuradora.',
            'Put the water journey cards in order: river, reservoir, treatment plant, pipes, tap, wastewater plant.',
            "Ordenar les targetes del viatge de l'aigua: riu, embassament, potabilitzadora, canonades, aixeta, depuradora.",
          ),
          t(
            'Dibujar el recorrido en un mural con flechas.',
            'Draw the journey on a poster with arrows.',
            'Dibuixar el recorregut en un mural amb fletxes.',
          ),
          t(
            'Marcar en el mural los puntos donde se puede ahorrar agua.',
            'Mark on the poster the points where water can be saved.',
            'Marcar al mural els punts on es pot estalviar aigua.',
          ),
        ],
        product: t(
          'un mural del ciclo urbano del agua con puntos de ahorro',
          'a poster of the urban water cycle with saving points',
          "un mural del cicle urbà de l'aigua amb punts d'estalvi",
        ),
        close: t(
          'Relaciona el mural con el Objetivo de Desarrollo Sostenible 6 y comenta que millones de personas no tienen agua potable en casa.',
          'Link the poster to Sustainable Development Goal 6 and mention that millions of people have no safe drinking water at home.',
          "Relaciona el mural amb l'Objectiu de Desenvolupament Sostenible 6 i comenta que milions de persones no tenen aigua potable a casa.",
        ),
        sm: [
          dl(
            t('Tarjetas del viaje del agua', 'Water journey cards', "Targetes del viatge de l'aigua"),
            'templates/viaje-agua.pdf',
          ),
          ph(t('Papel continuo', 'Large paper roll', 'Paper continu')),
        ],
      },
      {
        n: t('Campaña: cada gota cuenta', 'Campaign: every drop counts', 'Campanya: cada gota compta'),
        min: 55,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Enseña dos carteles de campañas públicas, uno eficaz y otro confuso, y pide que expliquen por qué uno funciona mejor.',
          'Show two public campaign posters, an effective one and a confusing one, and ask them to explain why one works better.',
          "Ensenya dos cartells de campanyes públiques, un d'eficaç i un de confús, i demana que expliquin per què un funciona millor.",
        ),
        steps: [
          t(
            'Elegir un público (alumnado pequeño, familias o personal del centro).',
            'Choose an audience (younger pupils, families or school staff).',
            'Triar un públic (alumnat petit, famílies o personal del centre).',
          ),
          t(
            'Escribir un eslogan corto con un dato de la primera sesión.',
            'Write a short slogan that includes a figure from the first session.',
            'Escriure un eslògan curt amb una dada de la primera sessió.',
          ),
          t(
            'Diseñar el cartel o pegatina y colocarlo junto a los grifos.',
            'Design the poster or sticker and put it up next to the taps.',
            'Dissenyar el cartell o adhesiu i col·locar-lo al costat de les aixetes.',
          ),
        ],
        product: t(
          'carteles de ahorro de agua colocados en los baños del centro',
          'water-saving posters displayed in the school toilets',
          "cartells d'estalvi d'aigua col·locats als lavabos del centre",
        ),
        close: t(
          'Acordad volver a medir dentro de un mes para comprobar si la campaña ha funcionado y nombrad a los guardianes responsables de cada baño.',
          'Agree to measure again in a month to check whether the campaign worked, and appoint guardians responsible for each toilet block.',
          "Acordeu tornar a mesurar d'aquí a un mes per comprovar si la campanya ha funcionat i nomeneu els guardians responsables de cada lavabo.",
        ),
        sm: [
          ph(
            t(
              'Cartulinas, rotuladores y plástico para plastificar',
              'Card, markers and laminating sleeves',
              'Cartolines, retoladors i fundes per plastificar',
            ),
          ),
        ],
      },
    ],
  },
  {
    key: 'mapa-de-emociones',
    authorKey: 'camila-rojas',
    categorySlug: 'globalCitizenship',
    type: 1,
    implementation: 'offline',
    ageMin: 3,
    ageMax: 5,
    skillKeys: ['effectiveCommunication', 'resilience'],
    topicKeys: ['coexistence', 'health'],
    subtopicKeys: ['emotions', 'mentalHealth'],
    subjectKeys: ['language', 'visualArts'],
    sdgIds: [3, 4],
    crossAreaKeys: ['language', 'art'],
    publishedDaysAgo: 340,
    novelty: false,
    title: t('El mapa de las emociones', 'The emotions map', 'El mapa de les emocions'),
    presentation: t(
      'Un taller para que los más pequeños pongan nombre a lo que sienten. Con un monstruo de colores, un espejo y un rincón de la calma, aprenden a reconocer alegría, tristeza, enfado, miedo y calma en sí mismos y en los demás.',
      'A workshop to help the youngest learners name what they feel. With a colour monster, a mirror and a calm corner, they learn to recognise joy, sadness, anger, fear and calm in themselves and in others.',
      "Un taller perquè els més petits posin nom al que senten. Amb un monstre de colors, un mirall i un racó de la calma, aprenen a reconèixer l'alegria, la tristesa, la ràbia, la por i la calma en ells mateixos i en els altres.",
    ),
    question: t(
      '¿De qué color es lo que sientes hoy?',
      'What colour is the way you feel today?',
      'De quin color és el que sents avui?',
    ),
    desc: t(
      'Dos sesiones de educación emocional para infantil que terminan con la creación de un rincón de la calma en el aula.',
      'Two social-emotional learning sessions for early years that end with the creation of a calm corner in the classroom.',
      "Dues sessions d'educació emocional per a infantil que acaben amb la creació d'un racó de la calma a l'aula.",
    ),
    goals: [
      t('nombrar cinco emociones básicas', 'name five basic emotions', 'anomenar cinc emocions bàsiques'),
      t(
        'reconocer emociones en caras y gestos',
        'recognise emotions in faces and gestures',
        'reconèixer emocions en cares i gestos',
      ),
      t(
        'usar una estrategia sencilla para calmarse',
        'use a simple strategy to calm down',
        'fer servir una estratègia senzilla per calmar-se',
      ),
    ],
    sgoal: t(
      'Vas a aprender a decir cómo te sientes y a ayudar a tus amigos cuando están tristes o enfadados.',
      'You will learn to say how you feel and to help your friends when they are sad or angry.',
      'Aprendràs a dir com et sents i a ajudar els teus amics quan estan tristos o enfadats.',
    ),
    classes: [
      {
        n: t('Cada emoción, un color', 'Each emotion, a colour', 'Cada emoció, un color'),
        min: 30,
        org: 'group',
        lay: 'circle',
        hook: t(
          'Presenta un títere de monstruo con cinco botes de colores y cuenta que se ha hecho un lío con sus emociones. Pide ayuda al grupo para ordenarlas.',
          'Introduce a monster puppet with five coloured jars and explain that it has got its emotions in a muddle. Ask the group to help sort them out.',
          "Presenta un titella de monstre amb cinc pots de colors i explica que s'ha fet un embolic amb les emocions. Demana ajuda al grup per ordenar-les.",
        ),
        steps: [
          t(
            'Poner cara de alegría, tristeza, enfado, miedo y calma delante del espejo.',
            'Make happy, sad, angry, scared and calm faces in front of the mirror.',
            "Fer cara d'alegria, tristesa, ràbia, por i calma davant del mirall.",
          ),
          t(
            'Meter cada pompón de color en su bote mientras se dice el nombre de la emoción.',
            'Put each coloured pompom in its jar while saying the name of the emotion.',
            "Posar cada pompó de color al seu pot mentre es diu el nom de l'emoció.",
          ),
          t(
            'Contar un momento en el que se ha sentido esa emoción.',
            'Tell about a time you felt that emotion.',
            "Explicar un moment en què s'ha sentit aquella emoció.",
          ),
        ],
        product: t(
          'los botes de las emociones ordenados por colores',
          'the emotion jars sorted by colour',
          'els pots de les emocions ordenats per colors',
        ),
        close: t(
          'Cada niño o niña coloca una pinza con su nombre en el color de cómo se siente al terminar. Repetid el gesto cada mañana durante la semana.',
          'Each child clips a peg with their name on the colour that shows how they feel at the end. Repeat the routine every morning that week.',
          'Cada infant posa una pinça amb el seu nom al color de com se sent en acabar. Repetiu el gest cada matí durant la setmana.',
        ),
        tm: [
          ph(
            t(
              'Títere, cinco botes y pompones de colores',
              'Puppet, five jars and coloured pompoms',
              'Titella, cinc pots i pompons de colors',
            ),
          ),
          ph(t('Espejo grande', 'Large mirror', 'Mirall gran')),
        ],
        sm: [
          ph(
            t(
              'Pinzas de madera con el nombre de cada niño',
              'Wooden pegs with each child’s name',
              'Pinces de fusta amb el nom de cada infant',
            ),
          ),
        ],
      },
      {
        n: t('Nuestro rincón de la calma', 'Our calm corner', 'El nostre racó de la calma'),
        min: 35,
        org: 'smallGroups',
        org2: 'group',
        lay: 'group',
        hook: t(
          'Haz sonar un cuenco o una campanilla y propone respirar como un globo: se hincha despacio por la nariz y se deshincha por la boca. Pregunta cómo se sienten después.',
          'Ring a bowl or a small bell and suggest breathing like a balloon: fill up slowly through the nose and let the air out through the mouth. Ask how they feel afterwards.',
          "Fes sonar un bol o una campaneta i proposa respirar com un globus: s'infla a poc a poc pel nas i es desinfla per la boca. Pregunta com se senten després.",
        ),
        steps: [
          t(
            'Elegir entre todos un lugar tranquilo del aula.',
            'Choose a quiet spot in the classroom together.',
            "Triar entre tots un lloc tranquil de l'aula.",
          ),
          t(
            'Decorar botellas de la calma con agua, purpurina y pegamento.',
            'Decorate calm-down bottles with water, glitter and glue.',
            'Decorar ampolles de la calma amb aigua, purpurina i cola.',
          ),
          t(
            'Colocar cojines, cuentos y las tarjetas de respiración en el rincón.',
            'Put cushions, storybooks and the breathing cards in the corner.',
            'Col·locar coixins, contes i les targetes de respiració al racó.',
          ),
        ],
        product: t(
          'un rincón de la calma equipado por la clase',
          'a calm corner set up by the class',
          'un racó de la calma equipat per la classe',
        ),
        close: t(
          'Acordad juntos las normas del rincón (se va cuando se necesita, se está poco rato, se cuida el material) y representadlas con dibujos.',
          'Agree together on the rules of the corner (you go when you need it, you stay a short while, you look after the materials) and show them with drawings.',
          "Acordeu junts les normes del racó (s'hi va quan es necessita, s'hi està poca estona, es té cura del material) i representeu-les amb dibuixos.",
        ),
        sm: [
          ph(
            t(
              'Botellas de plástico, purpurina y cola transparente',
              'Plastic bottles, glitter and clear glue',
              'Ampolles de plàstic, purpurina i cola transparent',
            ),
          ),
          dl(t('Tarjetas de respiración', 'Breathing cards', 'Targetes de respiració'), 'templates/respiracion.pdf'),
        ],
      },
    ],
  },
  {
    key: 'mediadores-en-el-patio',
    authorKey: 'camila-rojas',
    categorySlug: 'globalCitizenship',
    type: 3,
    implementation: 'offline',
    ageMin: 9,
    ageMax: 11,
    skillKeys: ['effectiveCommunication', 'leadership', 'criticalThinking'],
    topicKeys: ['coexistence'],
    subtopicKeys: ['conflictResolution', 'bullyingPrevention'],
    subjectKeys: ['citizenship', 'language'],
    sdgIds: [16, 4],
    crossAreaKeys: ['transversal', 'language'],
    publishedDaysAgo: 180,
    novelty: false,
    title: t('Mediadores en el patio', 'Playground mediators', 'Mediadors al pati'),
    presentation: t(
      'A partir de un caso real de conflicto por el uso de la pista de fútbol, el alumnado aprende los pasos de la mediación entre iguales y los practica con dramatizaciones.',
      'Starting from a real case of conflict over the football pitch, students learn the steps of peer mediation and practise them through role-play.',
      "A partir d'un cas real de conflicte per l'ús de la pista de futbol, l'alumnat aprèn els passos de la mediació entre iguals i els practica amb dramatitzacions.",
    ),
    question: t(
      'Cuando dos personas discuten, ¿siempre tiene que ganar una?',
      'When two people argue, does one always have to win?',
      "Quan dues persones discuteixen, sempre n'ha de guanyar una?",
    ),
    desc: t(
      'Un estudio de caso en dos sesiones que puede ser el punto de partida de un servicio de mediación escolar.',
      'A two-session case study that can be the starting point for a school mediation service.',
      "Un estudi de cas en dues sessions que pot ser el punt de partida d'un servei de mediació escolar.",
    ),
    goals: [
      t(
        'analizar un conflicto distinguiendo hechos, emociones y necesidades',
        'analyse a conflict by separating facts, feelings and needs',
        'analitzar un conflicte distingint fets, emocions i necessitats',
      ),
      t(
        'aplicar los cinco pasos de la mediación',
        'apply the five steps of mediation',
        'aplicar els cinc passos de la mediació',
      ),
      t(
        'buscar acuerdos en los que todas las partes ganen',
        'look for win-win agreements',
        'buscar acords en què totes les parts hi guanyin',
      ),
    ],
    sgoal: t(
      'Vas a aprender a ayudar a otras personas a resolver sus conflictos sin gritos ni castigos.',
      'You will learn to help others solve their conflicts without shouting or punishment.',
      'Aprendràs a ajudar altres persones a resoldre els seus conflictes sense crits ni càstigs.',
    ),
    classes: [
      {
        n: t('El caso de la pista', 'The pitch case', 'El cas de la pista'),
        min: 50,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Lee el caso: los de sexto ocupan la pista todos los días y los de cuarto se sienten excluidos; ayer hubo empujones. Pide que, sin juzgar todavía, cuenten qué ha pasado.',
          'Read the case: the sixth-graders take over the pitch every day and the fourth-graders feel left out; yesterday there was pushing. Ask them to say what happened without judging yet.',
          'Llegeix el cas: els de sisè ocupen la pista cada dia i els de quart se senten exclosos; ahir hi va haver empentes. Demana que, sense jutjar encara, expliquin què ha passat.',
        ),
        steps: [
          t(
            'Separar en tres columnas los hechos, las emociones y las necesidades de cada grupo.',
            'Sort into three columns the facts, feelings and needs of each group.',
            'Separar en tres columnes els fets, les emocions i les necessitats de cada grup.',
          ),
          t(
            'Proponer al menos tres soluciones posibles.',
            'Suggest at least three possible solutions.',
            'Proposar almenys tres solucions possibles.',
          ),
          t(
            'Valorar cada solución: ¿gana todo el mundo, gana una parte o pierde todo el mundo?',
            'Evaluate each solution: does everyone win, does one side win, or does everyone lose?',
            'Valorar cada solució: hi guanya tothom, hi guanya una part o hi perd tothom?',
          ),
        ],
        product: t(
          'un análisis del conflicto con tres soluciones valoradas',
          'an analysis of the conflict with three evaluated solutions',
          'una anàlisi del conflicte amb tres solucions valorades',
        ),
        close: t(
          'Compara las soluciones de los equipos y destaca las que cubren las necesidades de ambas partes. Presenta la mediación como una forma de llegar a ellas.',
          'Compare the teams’ solutions and highlight those that meet the needs of both sides. Introduce mediation as a way to reach them.',
          "Compara les solucions dels equips i destaca les que cobreixen les necessitats de les dues parts. Presenta la mediació com una manera d'arribar-hi.",
        ),
        sm: [
          dl(
            t('Ficha del caso y tabla de análisis', 'Case sheet and analysis table', "Fitxa del cas i taula d'anàlisi"),
            'templates/caso-pista.pdf',
          ),
        ],
      },
      {
        n: t('Practicamos la mediación', 'Practising mediation', 'Practiquem la mediació'),
        min: 55,
        org: 'smallGroups',
        lay: 'circle',
        hook: t(
          'Presenta los cinco pasos de la mediación con un cartel: presentarse, escuchar a cada parte, resumir, buscar ideas y acordar. Haz una demostración breve con dos voluntarios.',
          'Introduce the five steps of mediation with a poster: introductions, listening to each side, summarising, brainstorming and agreeing. Give a short demonstration with two volunteers.',
          'Presenta els cinc passos de la mediació amb un cartell: presentar-se, escoltar cada part, resumir, buscar idees i acordar. Fes una demostració breu amb dos voluntaris.',
        ),
        steps: [
          t(
            'Repartir los papeles: dos partes en conflicto, una persona mediadora y una observadora.',
            'Hand out the roles: two people in conflict, a mediator and an observer.',
            'Repartir els papers: dues parts en conflicte, una persona mediadora i una observadora.',
          ),
          t(
            'Representar la mediación siguiendo los cinco pasos.',
            'Act out the mediation following the five steps.',
            'Representar la mediació seguint els cinc passos.',
          ),
          t(
            'La persona observadora anota qué frases han ayudado y cuáles no.',
            'The observer notes which phrases helped and which did not.',
            'La persona observadora anota quines frases han ajudat i quines no.',
          ),
          t(
            'Rotar los papeles y repetir con un conflicto distinto.',
            'Swap roles and repeat with a different conflict.',
            'Rotar els papers i repetir amb un conflicte diferent.',
          ),
        ],
        product: t(
          'una mediación dramatizada con un acuerdo escrito',
          'a role-played mediation with a written agreement',
          'una mediació dramatitzada amb un acord escrit',
        ),
        close: t(
          'Recoge en un mural las «frases que ayudan» que han anotado las personas observadoras. Propón crear un equipo de mediación para el patio.',
          'Collect on a poster the “helpful phrases” noted by the observers. Suggest setting up a playground mediation team.',
          'Recull en un mural les «frases que ajuden» que han anotat les persones observadores. Proposa crear un equip de mediació per al pati.',
        ),
        sm: [
          dl(
            t(
              'Tarjetas de conflictos para dramatizar',
              'Conflict cards for role-play',
              'Targetes de conflictes per dramatitzar',
            ),
            'templates/conflictos.pdf',
          ),
        ],
      },
    ],
  },
  {
    key: 'cazabulos',
    authorKey: 'jordi-vidal',
    categorySlug: 'globalCitizenship',
    type: 1,
    implementation: 'online',
    ageMin: 12,
    ageMax: 15,
    skillKeys: ['criticalThinking', 'analysis', 'responsibility'],
    topicKeys: ['communication', 'technology'],
    subtopicKeys: ['mediaLiteracy', 'digitalCitizenship'],
    subjectKeys: ['language', 'computerScience'],
    sdgIds: [16, 4],
    crossAreaKeys: ['language', 'transversal'],
    languages: ['es', 'ca'],
    publishedDaysAgo: 30,
    novelty: true,
    video: true,
    title: t(
      'Cazabulos: verificamos noticias',
      'Hoax hunters: fact-checking the news',
      'Caçadors de notícies falses: verifiquem notícies',
    ),
    presentation: t(
      'Un taller en línea para aprender las técnicas de los verificadores profesionales: buscar la fuente original, comprobar fechas, hacer una búsqueda inversa de imágenes y detectar titulares trampa.',
      'An online workshop to learn the techniques of professional fact-checkers: finding the original source, checking dates, running a reverse image search and spotting clickbait headlines.',
      "Un taller en línia per aprendre les tècniques dels verificadors professionals: buscar la font original, comprovar dates, fer una cerca inversa d'imatges i detectar titulars trampa.",
    ),
    question: t(
      'Si lo ha compartido mucha gente, ¿tiene que ser verdad?',
      'If lots of people have shared it, does it have to be true?',
      'Si ho ha compartit molta gent, ha de ser veritat?',
    ),
    desc: t(
      'Dos sesiones con dispositivos: la primera enseña a verificar y la segunda convierte a la clase en una redacción de verificación.',
      'Two sessions with devices: the first teaches how to verify, and the second turns the class into a fact-checking newsroom.',
      'Dues sessions amb dispositius: la primera ensenya a verificar i la segona converteix la classe en una redacció de verificació.',
    ),
    goals: [
      t(
        'aplicar una lista de comprobación para verificar una información',
        'apply a checklist to verify a piece of information',
        'aplicar una llista de comprovació per verificar una informació',
      ),
      t(
        'reconocer técnicas de manipulación en titulares e imágenes',
        'recognise manipulation techniques in headlines and images',
        'reconèixer tècniques de manipulació en titulars i imatges',
      ),
      t(
        'compartir información de forma responsable',
        'share information responsibly',
        'compartir informació de manera responsable',
      ),
    ],
    sgoal: t(
      'Vas a aprender a descubrir si una noticia es falsa antes de compartirla.',
      'You will learn to find out whether a news story is fake before sharing it.',
      'Aprendràs a descobrir si una notícia és falsa abans de compartir-la.',
    ),
    classes: [
      {
        n: t('El kit del verificador', 'The fact-checker’s kit', 'El kit del verificador'),
        min: 50,
        org: 'individual',
        org2: 'smallGroups',
        lay: 'row',
        hook: t(
          'Proyecta tres titulares, uno de ellos falso, y pide que voten cuál es el bulo. Muestra la respuesta y pregunta qué pistas han usado para decidir.',
          'Project three headlines, one of them fake, and ask them to vote for the hoax. Reveal the answer and ask what clues they used to decide.',
          'Projecta tres titulars, un dels quals és fals, i demana que votin quin és la notícia falsa. Mostra la resposta i pregunta quines pistes han fet servir per decidir.',
        ),
        steps: [
          t(
            'Buscar quién publicó la noticia por primera vez y cuándo.',
            'Find out who first published the story and when.',
            'Buscar qui va publicar la notícia per primera vegada i quan.',
          ),
          t(
            'Hacer una búsqueda inversa de la imagen principal.',
            'Run a reverse search on the main image.',
            'Fer una cerca inversa de la imatge principal.',
          ),
          t(
            'Comprobar si otros medios fiables cuentan lo mismo.',
            'Check whether other reliable outlets report the same thing.',
            'Comprovar si altres mitjans fiables expliquen el mateix.',
          ),
          t(
            'Marcar en la lista de comprobación cada paso completado.',
            'Tick each completed step on the checklist.',
            'Marcar a la llista de comprovació cada pas completat.',
          ),
        ],
        product: t(
          'una ficha de verificación completa de una noticia viral',
          'a complete verification sheet for a viral story',
          "una fitxa de verificació completa d'una notícia viral",
        ),
        close: t(
          'Pregunta cuánto tiempo han tardado en verificar y compáralo con lo que se tarda en compartir. Reflexionad sobre la responsabilidad de pulsar «reenviar».',
          'Ask how long it took them to verify and compare it with how long it takes to share. Reflect on the responsibility of pressing “forward”.',
          'Pregunta quant temps han trigat a verificar i compara-ho amb el que es triga a compartir. Reflexioneu sobre la responsabilitat de prémer «reenvia».',
        ),
        tm: [
          el(
            t(
              'Selección de noticias virales preparada por el docente',
              'Selection of viral stories prepared by the teacher',
              'Selecció de notícies virals preparada pel docent',
            ),
          ),
        ],
        sm: [
          el(
            t(
              'Ordenador o tableta con navegador',
              'Computer or tablet with a browser',
              'Ordinador o tauleta amb navegador',
            ),
          ),
          dl(
            t(
              'Lista de comprobación del verificador',
              'Fact-checker checklist',
              'Llista de comprovació del verificador',
            ),
            'templates/checklist-bulos.pdf',
          ),
        ],
      },
      {
        n: t('Redacción cazabulos', 'The hoax-hunting newsroom', 'Redacció de verificació'),
        min: 55,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Anuncia que la clase es hoy una redacción de verificación y que cada equipo recibirá un «encargo urgente» de un lector preocupado.',
          'Announce that today the class is a fact-checking newsroom and that each team will receive an “urgent request” from a worried reader.',
          "Anuncia que avui la classe és una redacció de verificació i que cada equip rebrà un «encàrrec urgent» d'un lector preocupat.",
        ),
        steps: [
          t(
            'Verificar el contenido recibido con el kit de la sesión anterior.',
            'Verify the content received using the kit from the previous session.',
            'Verificar el contingut rebut amb el kit de la sessió anterior.',
          ),
          t(
            'Clasificarlo como verdadero, falso, engañoso o sin pruebas.',
            'Classify it as true, false, misleading or unproven.',
            'Classificar-lo com a vertader, fals, enganyós o sense proves.',
          ),
          t(
            'Escribir una respuesta breve al lector explicando cómo lo habéis comprobado.',
            'Write a short reply to the reader explaining how you checked it.',
            'Escriure una resposta breu al lector explicant com ho heu comprovat.',
          ),
        ],
        product: t(
          'un artículo breve de verificación publicado en el blog de la clase',
          'a short fact-check article published on the class blog',
          'un article breu de verificació publicat al blog de la classe',
        ),
        close: t(
          'Publicad los artículos en el blog o mural digital de la clase y compartidlos con las familias como guía para detectar bulos.',
          'Publish the articles on the class blog or digital wall and share them with families as a guide to spotting hoaxes.',
          'Publiqueu els articles al blog o mur digital de la classe i compartiu-los amb les famílies com a guia per detectar notícies falses.',
        ),
        sm: [
          el(t('Mural digital o blog de la clase', 'Class digital wall or blog', 'Mur digital o blog de la classe')),
        ],
      },
    ],
  },
  {
    key: 'mujeres-en-la-ciencia',
    authorKey: 'valeria-mendoza',
    categorySlug: 'globalCitizenship',
    type: 2,
    implementation: 'mix',
    ageMin: 12,
    ageMax: 15,
    skillKeys: ['curiosity', 'effectiveCommunication', 'creativity'],
    topicKeys: ['equality', 'science'],
    subtopicKeys: ['genderEquality', 'scientificMethod'],
    subjectKeys: ['naturalSciences', 'language'],
    sdgIds: [5, 4, 10],
    crossAreaKeys: ['naturalSciences', 'socialSciences'],
    publishedDaysAgo: 70,
    novelty: false,
    title: t(
      'Científicas que cambiaron el mundo',
      'Women scientists who changed the world',
      'Científiques que van canviar el món',
    ),
    presentation: t(
      '¿Por qué conocemos tan pocos nombres de mujeres científicas? El alumnado investiga la vida y los descubrimientos de científicas de distintas épocas y países y monta un museo vivo para el 11 de febrero, Día de la Mujer y la Niña en la Ciencia.',
      'Why do we know so few names of women scientists? Students research the lives and discoveries of women scientists from different times and countries and set up a living museum for 11 February, the International Day of Women and Girls in Science.',
      "Per què coneixem tan pocs noms de dones científiques? L'alumnat investiga la vida i els descobriments de científiques de diferents èpoques i països i munta un museu viu per a l'11 de febrer, Dia de la Dona i la Nena en la Ciència.",
    ),
    question: t(
      '¿Sabrías decir el nombre de cinco científicas?',
      'Could you name five women scientists?',
      'Sabries dir el nom de cinc científiques?',
    ),
    desc: t(
      'Proyecto de tres sesiones: investigación, preparación del personaje y museo vivo abierto a otras clases.',
      'A three-session project: research, preparing the character and a living museum open to other classes.',
      'Projecte de tres sessions: recerca, preparació del personatge i museu viu obert a altres classes.',
    ),
    goals: [
      t(
        'investigar con fuentes fiables la biografía de una científica',
        'research a woman scientist’s biography using reliable sources',
        "investigar amb fonts fiables la biografia d'una científica",
      ),
      t(
        'explicar un descubrimiento científico de forma sencilla',
        'explain a scientific discovery in simple terms',
        'explicar un descobriment científic de manera senzilla',
      ),
      t(
        'analizar los obstáculos que encontraron las mujeres en la ciencia',
        'analyse the obstacles women faced in science',
        'analitzar els obstacles que van trobar les dones en la ciència',
      ),
    ],
    sgoal: t(
      'Vas a investigar a una científica, meterte en su piel y contar su historia en un museo vivo.',
      'You will research a woman scientist, step into her shoes and tell her story in a living museum.',
      'Investigaràs una científica, et posaràs a la seva pell i explicaràs la seva història en un museu viu.',
    ),
    classes: [
      {
        n: t('¿Quiénes eran?', 'Who were they?', 'Qui eren?'),
        min: 50,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Pide que escriban en un minuto todos los nombres de personas científicas que recuerden. Haz el recuento por género en la pizarra y comentad el resultado.',
          'Ask them to write down in one minute all the scientists’ names they can remember. Count them by gender on the board and discuss the result.',
          'Demana que escriguin en un minut tots els noms de persones científiques que recordin. Fes el recompte per gènere a la pissarra i comenteu-ne el resultat.',
        ),
        steps: [
          t(
            'Elegir una científica de la lista propuesta (Marie Curie, Rosalind Franklin, Katherine Johnson, Margarita Salas, Wangari Maathai…).',
            'Choose a scientist from the suggested list (Marie Curie, Rosalind Franklin, Katherine Johnson, Margarita Salas, Wangari Maathai…).',
            'Triar una científica de la llista proposada (Marie Curie, Rosalind Franklin, Katherine Johnson, Margarita Salas, Wangari Maathai…).',
          ),
          t(
            'Buscar en dos fuentes fiables su época, su país y su descubrimiento principal.',
            'Look up in two reliable sources her era, her country and her main discovery.',
            'Buscar en dues fonts fiables la seva època, el seu país i el seu descobriment principal.',
          ),
          t(
            'Anotar un obstáculo que tuvo que superar por ser mujer.',
            'Note one obstacle she had to overcome as a woman.',
            'Anotar un obstacle que va haver de superar per ser dona.',
          ),
        ],
        product: t(
          'una ficha biográfica con fuentes citadas',
          'a biography sheet with cited sources',
          'una fitxa biogràfica amb fonts citades',
        ),
        close: t(
          'Colocad las fichas en una línea del tiempo en el pasillo y observad qué épocas y continentes están menos representados.',
          'Place the sheets on a timeline in the corridor and look at which periods and continents are least represented.',
          'Col·loqueu les fitxes en una línia del temps al passadís i observeu quines èpoques i continents hi estan menys representats.',
        ),
        sm: [
          el(t('Dispositivo con acceso a internet', 'Device with internet access', 'Dispositiu amb accés a internet')),
          dl(
            t('Plantilla de ficha biográfica', 'Biography sheet template', 'Plantilla de fitxa biogràfica'),
            'templates/ficha-cientifica.pdf',
          ),
        ],
      },
      {
        n: t('Nos metemos en su piel', 'Stepping into her shoes', 'Ens posem a la seva pell'),
        min: 50,
        org: 'individual',
        org2: 'smallGroups',
        lay: 'group',
        hook: t(
          'Interpreta durante dos minutos a una científica en primera persona («Me llamo…, nací en…») para mostrar el formato del museo vivo.',
          'Play a scientist in the first person for two minutes (“My name is…, I was born in…”) to model the living museum format.',
          'Interpreta durant dos minuts una científica en primera persona («Em dic…, vaig néixer a…») per mostrar el format del museu viu.',
        ),
        steps: [
          t(
            'Escribir un monólogo de un minuto en primera persona.',
            'Write a one-minute first-person monologue.',
            "Escriure un monòleg d'un minut en primera persona.",
          ),
          t(
            'Preparar un objeto o experimento sencillo relacionado con su descubrimiento.',
            'Prepare an object or simple experiment related to her discovery.',
            'Preparar un objecte o experiment senzill relacionat amb el seu descobriment.',
          ),
          t(
            'Ensayar ante el equipo y recoger dos sugerencias de mejora.',
            'Rehearse in front of the team and collect two suggestions for improvement.',
            "Assajar davant de l'equip i recollir dos suggeriments de millora.",
          ),
        ],
        product: t(
          'un monólogo ensayado y un objeto para el museo',
          'a rehearsed monologue and an object for the museum',
          'un monòleg assajat i un objecte per al museu',
        ),
        close: t(
          'Organiza el plano del museo: dónde estará cada científica y qué clases vendrán a visitarlo.',
          'Plan the museum layout: where each scientist will stand and which classes will visit.',
          'Organitza el plànol del museu: on serà cada científica i quines classes el vindran a visitar.',
        ),
      },
      {
        n: t('Museo vivo', 'Living museum', 'Museu viu'),
        min: 60,
        org: 'individual',
        lay: 'circle',
        hook: t(
          'Prepara el espacio con carteles y un botón de papel junto a cada científica: cuando un visitante lo pulsa, ella «cobra vida».',
          'Prepare the space with signs and a paper button next to each scientist: when a visitor presses it, she “comes to life”.',
          "Prepara l'espai amb cartells i un botó de paper al costat de cada científica: quan un visitant el prem, ella «cobra vida».",
        ),
        steps: [
          t(
            'Representar el monólogo cada vez que alguien pulse el botón.',
            'Perform the monologue each time someone presses the button.',
            'Representar el monòleg cada vegada que algú premi el botó.',
          ),
          t(
            'Responder a las preguntas de los visitantes sin salir del personaje.',
            'Answer visitors’ questions without stepping out of character.',
            'Respondre les preguntes dels visitants sense sortir del personatge.',
          ),
          t(
            'Recoger en un libro de visitas lo que más les ha sorprendido.',
            'Collect in a visitors’ book what surprised them most.',
            'Recollir en un llibre de visites el que més els ha sorprès.',
          ),
        ],
        product: t(
          'un museo vivo abierto a otras clases',
          'a living museum open to other classes',
          'un museu viu obert a altres classes',
        ),
        close: t(
          'Lee en voz alta algunas frases del libro de visitas y vuelve a la pregunta inicial: ¿cuántas científicas sabrían nombrar ahora?',
          'Read aloud a few comments from the visitors’ book and return to the opening question: how many women scientists could they name now?',
          'Llegeix en veu alta algunes frases del llibre de visites i torna a la pregunta inicial: quantes científiques sabrien anomenar ara?',
        ),
        sm: [
          ph(
            t(
              'Disfraces sencillos y objetos del personaje',
              'Simple costumes and props',
              'Disfresses senzilles i objectes del personatge',
            ),
          ),
        ],
      },
    ],
  },
];
