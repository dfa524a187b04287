/**
 * Deterministic composer: combines hand-written theme blocks (./themes.ts) with hand-written
 * activity templates (one per resource type) into complete resources that read naturally in
 * Spanish, English and Catalan. Slots: {np} theme noun phrase, {obj} object of study, {title}.
 */
import type { Category, L10n, Locale, Resource } from '../types';
import { buildResource, dl, el, ph, type ClassSpec, type ResourceSpec } from './builder';
import { studentThemes, trainingThemes, type Theme } from './themes';
import { t } from './l10n';

type Slug = Category['slug'];

/** Fixes the article contractions the slots create (de + el = del, a + el = al, per + el = pel...). */
export function contract(s: string, l: Locale): string {
  if (l === 'es') return s.replace(/\b([Dd])e el\b/g, '$1el').replace(/\b([Aa]) el\b/g, '$1l');
  if (l === 'ca')
    return s
      .replace(/\b([Dd])e el(s?)\b/g, '$1el$2')
      .replace(/\b([Aa]) el(s?)\b/g, '$1l$2')
      .replace(/\b([Pp])er el(s?)\b/g, '$1el$2');
  return s;
}
const fillWith =
  (theme: Theme) =>
  (x: L10n): L10n => {
    const out = {} as L10n;
    for (const l of ['es', 'en', 'ca'] as const) {
      out[l] = contract(
        x[l].replace(/\{(np|obj|title)\}/g, (_, k: 'np' | 'obj' | 'title') => theme[k][l]),
        l,
      );
    }
    return out;
  };

interface Template {
  id: string;
  type: Resource['type'];
  implementation: Resource['implementation'];
  title: Record<Slug, L10n>;
  pitch: L10n;
  desc: L10n;
  goals: L10n[];
  sgoal: L10n;
  skills: string[];
  classes: ClassSpec[];
}

const lens: Record<Slug, { phrase: L10n; step: L10n }> = {
  computationalThinking: {
    phrase: t(
      'con herramientas del pensamiento computacional: descomponer el problema, buscar patrones y diseñar algoritmos',
      'with computational thinking tools: breaking the problem down, finding patterns and designing algorithms',
      'amb eines del pensament computacional: descompondre el problema, buscar patrons i dissenyar algorismes',
    ),
    step: t(
      'Organizar la información en una tabla o diagrama y buscar patrones.',
      'Organise the information in a table or diagram and look for patterns.',
      'Organitzar la informació en una taula o diagrama i buscar-hi patrons.',
    ),
  },
  globalCitizenship: {
    phrase: t(
      'desde la mirada de la ciudadanía global y los Objetivos de Desarrollo Sostenible',
      'through the lens of global citizenship and the Sustainable Development Goals',
      'des de la mirada de la ciutadania global i els Objectius de Desenvolupament Sostenible',
    ),
    step: t(
      'Identificar a quién afecta la situación y qué derechos u objetivos de desarrollo sostenible están en juego.',
      'Identify who is affected and which rights or Sustainable Development Goals are at stake.',
      'Identificar a qui afecta la situació i quins drets o objectius de desenvolupament sostenible hi estan en joc.',
    ),
  },
  entrepreneurialSpirit: {
    phrase: t(
      'con la mirada de quien emprende: detectar necesidades y convertirlas en oportunidades',
      'with an entrepreneur’s eye: spotting needs and turning them into opportunities',
      'amb la mirada de qui emprèn: detectar necessitats i convertir-les en oportunitats',
    ),
    step: t(
      'Convertir una necesidad detectada en una oportunidad: ¿qué se podría ofrecer o cambiar?',
      'Turn a need you have found into an opportunity: what could be offered or changed?',
      'Convertir una necessitat detectada en una oportunitat: què es podria oferir o canviar?',
    ),
  },
  teachersTraining: {
    phrase: t(
      'desde la práctica docente y la evidencia educativa',
      'from classroom practice and educational evidence',
      "des de la pràctica docent i l'evidència educativa",
    ),
    step: t(
      'Relacionar lo trabajado con una situación real del propio centro.',
      'Relate what you have worked on to a real situation at your own school.',
      "Relacionar el que s'ha treballat amb una situació real del propi centre.",
    ),
  },
};
const LENS = '{lens}';
const recycled = ph(
  t(
    'Material reciclado, cartón, tijeras y cinta adhesiva',
    'Recycled materials, cardboard, scissors and tape',
    'Material reciclat, cartró, tisores i cinta adhesiva',
  ),
);

// ------------------------------------------------------------------ student templates
const studentTemplates: Template[] = [
  {
    id: 'lab',
    type: 1,
    implementation: 'offline',
    skills: ['creativity', 'initiative'],
    title: {
      computationalThinking: t(
        'Laboratorio de algoritmos: {title}',
        'Algorithm lab: {title}',
        "Laboratori d'algorismes: {title}",
      ),
      globalCitizenship: t('Laboratorio ciudadano: {title}', 'Citizens’ lab: {title}', 'Laboratori ciutadà: {title}'),
      entrepreneurialSpirit: t('Laboratorio de ideas: {title}', 'Idea lab: {title}', "Laboratori d'idees: {title}"),
      teachersTraining: t('Laboratorio: {title}', 'Lab: {title}', 'Laboratori: {title}'),
    },
    pitch: t(
      'En este taller, el alumnado observa {obj}, genera ideas en equipo y construye un prototipo sencillo para mejorar la situación.',
      'In this workshop students look closely at {obj}, generate ideas as a team and build a simple prototype to improve things.',
      "En aquest taller, l'alumnat observa {obj}, genera idees en equip i construeix un prototip senzill per millorar la situació.",
    ),
    desc: t(
      'Una sesión de taller con la dinámica «observar, idear, prototipar» aplicada a {np}.',
      'A one-session workshop using the “observe, ideate, prototype” routine applied to {np}.',
      'Una sessió de taller amb la dinàmica «observar, idear, prototipar» aplicada a {np}.',
    ),
    goals: [
      t('observar con atención {obj}', 'look closely at {obj}', 'observar amb atenció {obj}'),
      t(
        'generar muchas ideas antes de elegir una',
        'come up with many ideas before choosing one',
        'generar moltes idees abans de triar-ne una',
      ),
      t('construir y explicar un prototipo', 'build and explain a prototype', 'construir i explicar un prototip'),
    ],
    sgoal: t(
      'Vas a inventar una solución para mejorar algo relacionado con {np} y construir su primera versión.',
      'You will invent a solution to improve something related to {np} and build its first version.',
      'Inventaràs una solució per millorar alguna cosa relacionada amb {np} i en construiràs la primera versió.',
    ),
    classes: [
      {
        n: t('Observar, idear, prototipar', 'Observe, ideate, prototype', 'Observar, idear, prototipar'),
        min: 55,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Muestra tres fotos relacionadas con {np} y pide que describan lo que ven sin opinar. Después pregunta qué les molesta, qué les sorprende y qué cambiarían.',
          'Show three photos related to {np} and ask them to describe what they see without giving opinions. Then ask what bothers them, what surprises them and what they would change.',
          'Mostra tres fotos relacionades amb {np} i demana que descriguin el que veuen sense opinar. Després pregunta què els molesta, què els sorprèn i què hi canviarien.',
        ),
        steps: [
          t(
            'Anotar en pósits observaciones sobre {obj}.',
            'Write observations about {obj} on sticky notes.',
            'Anotar en pòsits observacions sobre {obj}.',
          ),
          t(LENS, LENS, LENS),
          t(
            'Generar en diez minutos al menos diez ideas de mejora y elegir una por votación.',
            'Come up with at least ten improvement ideas in ten minutes and pick one by vote.',
            'Generar en deu minuts almenys deu idees de millora i triar-ne una per votació.',
          ),
          t(
            'Construir un prototipo con material reciclado o un dibujo detallado.',
            'Build a prototype from recycled materials or make a detailed drawing.',
            'Construir un prototip amb material reciclat o un dibuix detallat.',
          ),
        ],
        product: t(
          'un prototipo de mejora relacionado con {np}',
          'an improvement prototype related to {np}',
          'un prototip de millora relacionat amb {np}',
        ),
        close: t(
          'Organiza una feria rápida: cada equipo explica su prototipo en un minuto y recibe una pregunta de otro equipo.',
          'Run a quick fair: each team explains its prototype in one minute and gets one question from another team.',
          "Organitza una fira ràpida: cada equip explica el seu prototip en un minut i rep una pregunta d'un altre equip.",
        ),
        sm: [recycled, ph(t('Pósits y rotuladores', 'Sticky notes and markers', 'Pòsits i retoladors'))],
      },
    ],
  },
  {
    id: 'mision',
    type: 2,
    implementation: 'mix',
    skills: ['teamwork', 'commitment', 'leadership'],
    title: {
      computationalThinking: t('Misión datos: {title}', 'Data mission: {title}', 'Missió dades: {title}'),
      globalCitizenship: t('Misión: {title}', 'Mission: {title}', 'Missió: {title}'),
      entrepreneurialSpirit: t(
        'Proyecto {title}: de la idea a la acción',
        '{title}: from idea to action',
        "Projecte {title}: de la idea a l'acció",
      ),
      teachersTraining: t('Proyecto: {title}', 'Project: {title}', 'Projecte: {title}'),
    },
    pitch: t(
      'El grupo investiga {obj}, diseña un plan de acción y lo lleva a cabo en el centro o en el barrio.',
      'The class researches {obj}, designs an action plan and carries it out at school or in the neighbourhood.',
      "El grup investiga {obj}, dissenya un pla d'acció i el porta a terme al centre o al barri.",
    ),
    desc: t(
      'Proyecto de tres sesiones con un producto final real: investigación, plan de acción y difusión.',
      'A three-session project with a real final product: research, action plan and outreach.',
      "Projecte de tres sessions amb un producte final real: recerca, pla d'acció i difusió.",
    ),
    goals: [
      t(
        'recoger y ordenar información sobre {obj}',
        'gather and organise information about {obj}',
        'recollir i ordenar informació sobre {obj}',
      ),
      t(
        'planificar una acción con tareas, responsables y plazos',
        'plan an action with tasks, owners and deadlines',
        'planificar una acció amb tasques, responsables i terminis',
      ),
      t(
        'comunicar los resultados a una audiencia real',
        'share the results with a real audience',
        'comunicar els resultats a un públic real',
      ),
    ],
    sgoal: t(
      'Vas a investigar {np} en tu entorno y poner en marcha una acción de mejora.',
      'You will research {np} around you and launch an action to make things better.',
      'Investigaràs {np} al teu entorn i posaràs en marxa una acció de millora.',
    ),
    classes: [
      {
        n: t('Investigamos', 'Research', 'Investiguem'),
        min: 50,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Plantea la pregunta del recurso y pide que cada equipo escriba lo que ya sabe y lo que le gustaría averiguar sobre {np}.',
          'Pose the resource question and ask each team to write down what they already know and what they would like to find out about {np}.',
          'Planteja la pregunta del recurs i demana que cada equip escrigui el que ja sap i el que voldria esbrinar sobre {np}.',
        ),
        steps: [
          t(
            'Repartir las preguntas de investigación entre los miembros del equipo.',
            'Share out the research questions among the team.',
            "Repartir les preguntes de recerca entre els membres de l'equip.",
          ),
          t(
            'Recoger datos sobre {obj} mediante observación, encuesta o consulta de fuentes.',
            'Collect data on {obj} through observation, a survey or sources.',
            'Recollir dades sobre {obj} mitjançant observació, enquesta o consulta de fonts.',
          ),
          t(LENS, LENS, LENS),
        ],
        product: t(
          'un dosier de investigación con datos y fuentes',
          'a research file with data and sources',
          'un dossier de recerca amb dades i fonts',
        ),
        close: t(
          'Cada equipo comparte el dato que más le ha sorprendido. Anota en un mural las ideas clave que servirán en la siguiente sesión.',
          'Each team shares the fact that surprised them most. Write the key ideas for the next session on a poster.',
          "Cada equip comparteix la dada que més l'ha sorprès. Anota en un mural les idees clau que serviran a la sessió següent.",
        ),
        sm: [
          el(t('Dispositivo con acceso a internet', 'Device with internet access', 'Dispositiu amb accés a internet')),
          dl(t('Guion de investigación', 'Research guide', 'Guió de recerca'), 'templates/guion-investigacion.pdf'),
        ],
      },
      {
        n: t('Diseñamos el plan', 'Designing the plan', 'Dissenyem el pla'),
        min: 50,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Muestra un ejemplo de campaña o acción escolar que haya tenido impacto y analizad juntos qué la hizo funcionar.',
          'Show an example of a school campaign or action that made an impact and analyse together what made it work.',
          'Mostra un exemple de campanya o acció escolar que hagi tingut impacte i analitzeu junts què la va fer funcionar.',
        ),
        steps: [
          t(
            'Elegir una acción concreta y realista a partir de lo investigado.',
            'Choose a specific, realistic action based on the research.',
            "Triar una acció concreta i realista a partir del que s'ha investigat.",
          ),
          t(
            'Repartir tareas, responsables y fechas en un calendario.',
            'Assign tasks, owners and dates on a calendar.',
            'Repartir tasques, responsables i dates en un calendari.',
          ),
          t(
            'Decidir cómo se medirá si la acción ha funcionado.',
            'Decide how you will measure whether the action worked.',
            "Decidir com es mesurarà si l'acció ha funcionat.",
          ),
        ],
        product: t(
          'un plan de acción con tareas, responsables y fechas',
          'an action plan with tasks, owners and dates',
          "un pla d'acció amb tasques, responsables i dates",
        ),
        close: t(
          'Revisa los planes con cada equipo y ayuda a recortar lo que no sea viable en el tiempo disponible.',
          'Review the plans with each team and help them cut anything that is not feasible in the time available.',
          'Revisa els plans amb cada equip i ajuda a retallar el que no sigui viable en el temps disponible.',
        ),
        sm: [
          dl(
            t('Plantilla de plan de acción', 'Action plan template', "Plantilla de pla d'acció"),
            'templates/plan-accion.pdf',
          ),
        ],
      },
      {
        n: t('Actuamos y lo contamos', 'Taking action and sharing it', 'Actuem i ho expliquem'),
        min: 60,
        org: 'smallGroups',
        org2: 'group',
        lay: 'halfCircle',
        hook: t(
          'Repasa con el grupo el plan de cada equipo y el material necesario. Recuerda que hoy el objetivo es actuar y dejar constancia de lo conseguido.',
          'Go over each team’s plan and the materials needed. Remind them that today the goal is to act and record what they achieve.',
          "Repassa amb el grup el pla de cada equip i el material necessari. Recorda que avui l'objectiu és actuar i deixar constància del que s'aconsegueixi.",
        ),
        steps: [
          t(
            'Llevar a cabo la acción planificada.',
            'Carry out the planned action.',
            "Portar a terme l'acció planificada.",
          ),
          t(
            'Documentarla con fotos, datos o testimonios.',
            'Document it with photos, data or testimonies.',
            'Documentar-la amb fotos, dades o testimonis.',
          ),
          t(
            'Preparar una presentación de tres minutos para otra clase o para las familias.',
            'Prepare a three-minute presentation for another class or for families.',
            'Preparar una presentació de tres minuts per a una altra classe o per a les famílies.',
          ),
        ],
        product: t(
          'una acción realizada y una presentación de sus resultados',
          'a completed action and a presentation of its results',
          'una acció realitzada i una presentació dels seus resultats',
        ),
        close: t(
          'Celebrad lo conseguido y acordad si la acción continuará. Vuelve a la pregunta inicial y comprueba cómo han cambiado las respuestas.',
          'Celebrate what you achieved and agree whether the action will continue. Go back to the opening question and see how the answers have changed.',
          "Celebreu el que heu aconseguit i acordeu si l'acció continuarà. Torna a la pregunta inicial i comprova com han canviat les respostes.",
        ),
        sm: [
          el(
            t(
              'Cámara o tableta para documentar',
              'Camera or tablet to document the action',
              "Càmera o tauleta per documentar l'acció",
            ),
          ),
        ],
      },
    ],
  },
  {
    id: 'caso',
    type: 3,
    implementation: 'offline',
    skills: ['criticalThinking', 'effectiveCommunication'],
    title: {
      computationalThinking: t('Caso abierto: {title}', 'Open case: {title}', 'Cas obert: {title}'),
      globalCitizenship: t(
        'Un caso para debatir: {title}',
        'A case to discuss: {title}',
        'Un cas per debatre: {title}',
      ),
      entrepreneurialSpirit: t(
        'Caso de emprendimiento: {title}',
        'Entrepreneurship case: {title}',
        "Cas d'emprenedoria: {title}",
      ),
      teachersTraining: t('Caso práctico: {title}', 'Case study: {title}', 'Cas pràctic: {title}'),
    },
    pitch: t(
      'A partir de un caso realista relacionado con {obj}, el alumnado analiza distintos puntos de vista, debate con argumentos y propone una solución justa.',
      'Starting from a realistic case about {obj}, students analyse different points of view, debate with arguments and propose a fair solution.',
      "A partir d'un cas realista relacionat amb {obj}, l'alumnat analitza diferents punts de vista, debat amb arguments i proposa una solució justa.",
    ),
    desc: t(
      'Estudio de caso en dos sesiones: análisis del caso y debate estructurado.',
      'A two-session case study: case analysis and a structured debate.',
      'Estudi de cas en dues sessions: anàlisi del cas i debat estructurat.',
    ),
    goals: [
      t(
        'analizar un caso distinguiendo hechos, opiniones e intereses',
        'analyse a case by separating facts, opinions and interests',
        'analitzar un cas distingint fets, opinions i interessos',
      ),
      t(
        'argumentar una postura y escuchar las contrarias',
        'argue a position and listen to opposing ones',
        'argumentar una postura i escoltar les contràries',
      ),
      t(
        'proponer soluciones que tengan en cuenta a todas las partes',
        'propose solutions that take every side into account',
        'proposar solucions que tinguin en compte totes les parts',
      ),
    ],
    sgoal: t(
      'Vas a ponerte en la piel de distintas personas implicadas en un caso sobre {np} y buscar la mejor solución.',
      'You will step into the shoes of different people involved in a case about {np} and look for the best solution.',
      'Et posaràs a la pell de diferents persones implicades en un cas sobre {np} i buscaràs la millor solució.',
    ),
    classes: [
      {
        n: t('Analizamos el caso', 'Analysing the case', 'Analitzem el cas'),
        min: 50,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Lee en voz alta el caso: en un centro como el nuestro ha surgido un desacuerdo sobre {obj} y cada parte cree tener razón. Pide que, antes de opinar, identifiquen a las personas implicadas.',
          'Read the case aloud: in a school like ours a disagreement has arisen about {obj}, and each side thinks it is right. Before giving opinions, ask them to identify the people involved.',
          "Llegeix en veu alta el cas: en un centre com el nostre ha sorgit un desacord sobre {obj} i cada part creu tenir raó. Demana que, abans d'opinar, identifiquin les persones implicades.",
        ),
        steps: [
          t(
            'Subrayar en el caso los hechos y, con otro color, las opiniones.',
            'Underline the facts in the case and, in another colour, the opinions.',
            'Subratllar en el cas els fets i, amb un altre color, les opinions.',
          ),
          t(
            'Hacer una tabla con las personas implicadas, lo que quieren y lo que necesitan.',
            'Make a table of the people involved, what they want and what they need.',
            'Fer una taula amb les persones implicades, el que volen i el que necessiten.',
          ),
          t(LENS, LENS, LENS),
        ],
        product: t(
          'un mapa de las partes implicadas y sus intereses',
          'a map of the people involved and their interests',
          'un mapa de les parts implicades i els seus interessos',
        ),
        close: t(
          'Asigna a cada equipo una de las partes del caso para defenderla en el debate de la próxima sesión.',
          'Assign each team one side of the case to defend in next session’s debate.',
          'Assigna a cada equip una de les parts del cas per defensar-la al debat de la propera sessió.',
        ),
        sm: [
          dl(t('Ficha del caso', 'Case sheet', 'Fitxa del cas'), 'templates/caso-debate.pdf'),
          ph(t('Subrayadores de dos colores', 'Highlighters in two colours', 'Subratlladors de dos colors')),
        ],
      },
      {
        n: t('Debate y acuerdo', 'Debate and agreement', 'Debat i acord'),
        min: 50,
        org: 'smallGroups',
        org2: 'group',
        lay: 'halfCircle',
        hook: t(
          'Explica las normas del debate: turnos cronometrados, respeto y obligación de resumir el argumento contrario antes de responder.',
          'Explain the debate rules: timed turns, respect, and having to summarise the opposing argument before replying.',
          "Explica les normes del debat: torns cronometrats, respecte i obligació de resumir l'argument contrari abans de respondre.",
        ),
        steps: [
          t(
            'Preparar tres argumentos para la postura asignada.',
            'Prepare three arguments for the assigned position.',
            'Preparar tres arguments per a la postura assignada.',
          ),
          t(
            'Debatir respetando los turnos de palabra.',
            'Debate while respecting speaking turns.',
            'Debatre respectant els torns de paraula.',
          ),
          t(
            'Buscar juntos una propuesta que pueda aceptar la mayoría.',
            'Work together on a proposal most people can accept.',
            'Buscar junts una proposta que pugui acceptar la majoria.',
          ),
        ],
        product: t(
          'una propuesta consensuada para resolver el caso',
          'an agreed proposal to resolve the case',
          'una proposta consensuada per resoldre el cas',
        ),
        close: t(
          'Pregunta quién ha cambiado de opinión durante el debate y por qué. Valora la escucha tanto como los argumentos.',
          'Ask who changed their mind during the debate and why. Value listening as much as arguments.',
          "Pregunta qui ha canviat d'opinió durant el debat i per què. Valora l'escolta tant com els arguments.",
        ),
        tm: [el(t('Temporizador visible', 'Visible timer', 'Temporitzador visible'))],
      },
    ],
  },
  {
    id: 'secuencia',
    type: 4,
    implementation: 'mix',
    skills: ['analysis', 'curiosity'],
    title: {
      computationalThinking: t('Paso a paso: {title}', 'Step by step: {title}', 'Pas a pas: {title}'),
      globalCitizenship: t(
        'Comprender el mundo: {title}',
        'Understanding the world: {title}',
        'Comprendre el món: {title}',
      ),
      entrepreneurialSpirit: t(
        'Itinerario emprendedor: {title}',
        'Entrepreneurial pathway: {title}',
        'Itinerari emprenedor: {title}',
      ),
      teachersTraining: t('Itinerario: {title}', 'Pathway: {title}', 'Itinerari: {title}'),
    },
    pitch: t(
      'Una secuencia en cuatro pasos para comprender {np}: explorar, entender, aplicar y comunicar lo aprendido a partir de {obj}.',
      'A four-step sequence to understand {np}: explore, understand, apply and communicate what was learned, starting from {obj}.',
      "Una seqüència en quatre passos per comprendre {np}: explorar, entendre, aplicar i comunicar el que s'ha après a partir de {obj}.",
    ),
    desc: t(
      'Secuencia didáctica de cuatro sesiones que avanza de las preguntas del alumnado a un producto de comunicación.',
      'A four-session teaching sequence that moves from students’ questions to a communication product.',
      "Seqüència didàctica de quatre sessions que avança de les preguntes de l'alumnat a un producte de comunicació.",
    ),
    goals: [
      t(
        'formular preguntas de investigación sobre {np}',
        'ask research questions about {np}',
        'formular preguntes de recerca sobre {np}',
      ),
      t(
        'explicar las ideas clave con sus propias palabras',
        'explain the key ideas in their own words',
        'explicar les idees clau amb les seves paraules',
      ),
      t(
        'aplicar lo aprendido a un reto práctico',
        'apply what they learned to a practical challenge',
        'aplicar el que han après a un repte pràctic',
      ),
      t(
        'comunicar conclusiones a otras personas',
        'communicate conclusions to others',
        'comunicar conclusions a altres persones',
      ),
    ],
    sgoal: t(
      'Vas a convertirte en especialista en {np}: primero harás preguntas, después buscarás respuestas y al final lo explicarás a los demás.',
      'You will become an expert in {np}: first you will ask questions, then look for answers and finally explain it to others.',
      'Et convertiràs en especialista en {np}: primer faràs preguntes, després buscaràs respostes i al final ho explicaràs als altres.',
    ),
    classes: [
      {
        n: t('Exploramos', 'Exploring', 'Explorem'),
        min: 45,
        org: 'group',
        org2: 'smallGroups',
        lay: 'circle',
        hook: t(
          'Coloca en el centro del aula objetos, imágenes o datos relacionados con {np} y deja que el grupo los explore libremente durante cinco minutos.',
          'Place objects, pictures or data related to {np} in the middle of the room and let the class explore them freely for five minutes.',
          "Col·loca al centre de l'aula objectes, imatges o dades relacionades amb {np} i deixa que el grup les explori lliurement durant cinc minuts.",
        ),
        steps: [
          t(
            'Anotar tres cosas que se observan, dos que sorprenden y una pregunta.',
            'Note three things you notice, two that surprise you and one question.',
            "Anotar tres coses que s'observen, dues que sorprenen i una pregunta.",
          ),
          t(
            'Compartir las preguntas y agruparlas por temas.',
            'Share the questions and group them by theme.',
            'Compartir les preguntes i agrupar-les per temes.',
          ),
          t(
            'Elegir las preguntas que guiarán la secuencia.',
            'Choose the questions that will guide the sequence.',
            'Triar les preguntes que guiaran la seqüència.',
          ),
        ],
        product: t(
          'un mural de preguntas sobre {np}',
          'a question wall about {np}',
          'un mural de preguntes sobre {np}',
        ),
        close: t(
          'Deja el mural a la vista: se irá completando con respuestas en las próximas sesiones.',
          'Leave the wall on display: it will fill up with answers over the next sessions.',
          "Deixa el mural a la vista: s'anirà completant amb respostes en les properes sessions.",
        ),
        tm: [
          ph(
            t(
              'Objetos, imágenes o datos para explorar',
              'Objects, pictures or data to explore',
              'Objectes, imatges o dades per explorar',
            ),
          ),
        ],
      },
      {
        n: t('Entendemos', 'Understanding', 'Entenem'),
        min: 45,
        org: 'individual',
        org2: 'smallGroups',
        lay: 'row',
        hook: t(
          'Presenta la información esencial sobre {np} con un vídeo corto, un esquema o una lectura, y ofrece el formato que mejor funcione a cada estudiante.',
          'Present the key information about {np} through a short video, a diagram or a reading, and offer each student the format that works best for them.',
          'Presenta la informació essencial sobre {np} amb un vídeo curt, un esquema o una lectura, i ofereix el format que millor funcioni a cada estudiant.',
        ),
        steps: [
          t(
            'Leer o ver el material y subrayar las ideas principales.',
            'Read or watch the material and highlight the main ideas.',
            'Llegir o mirar el material i subratllar les idees principals.',
          ),
          t(
            'Explicar con palabras propias una idea a un compañero.',
            'Explain one idea to a classmate in your own words.',
            'Explicar amb paraules pròpies una idea a un company.',
          ),
          t(LENS, LENS, LENS),
        ],
        product: t('un esquema con las ideas clave', 'a diagram of the key ideas', 'un esquema amb les idees clau'),
        close: t(
          'Resuelve con el grupo las preguntas del mural que ya tienen respuesta y márcalas.',
          'Go through the questions on the wall that now have answers and tick them off with the class.',
          'Resol amb el grup les preguntes del mural que ja tenen resposta i marca-les.',
        ),
        sm: [
          el(t('Vídeo o lectura del recurso', 'Resource video or reading', 'Vídeo o lectura del recurs')),
          dl(t('Plantilla de esquema', 'Diagram template', "Plantilla d'esquema"), 'templates/esquema.pdf'),
        ],
      },
      {
        n: t('Aplicamos', 'Applying', 'Apliquem'),
        min: 50,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Plantea un reto práctico sobre {obj} que obligue a usar lo aprendido en las sesiones anteriores.',
          'Set a practical challenge about {obj} that requires using what was learned in the previous sessions.',
          "Planteja un repte pràctic sobre {obj} que obligui a fer servir el que s'ha après a les sessions anteriors.",
        ),
        steps: [
          t(
            'Planificar cómo abordar el reto.',
            'Plan how to tackle the challenge.',
            'Planificar com abordar el repte.',
          ),
          t(
            'Resolverlo en equipo y anotar las dificultades.',
            'Solve it as a team and note the difficulties.',
            "Resoldre'l en equip i anotar-ne les dificultats.",
          ),
          t(
            'Comparar la solución con la de otro equipo.',
            'Compare your solution with another team’s.',
            "Comparar la solució amb la d'un altre equip.",
          ),
        ],
        product: t(
          'la solución al reto práctico',
          'the solution to the practical challenge',
          'la solució al repte pràctic',
        ),
        close: t(
          'Pide que cada equipo explique un error que haya cometido y cómo lo ha corregido.',
          'Ask each team to explain one mistake they made and how they fixed it.',
          "Demana que cada equip expliqui un error que hagi comès i com l'ha corregit.",
        ),
      },
      {
        n: t('Comunicamos', 'Communicating', 'Comuniquem'),
        min: 50,
        org: 'smallGroups',
        lay: 'halfCircle',
        hook: t(
          'Propón elegir un formato para compartir lo aprendido: infografía, vídeo corto, presentación o cómic.',
          'Suggest choosing a format to share what they learned: infographic, short video, presentation or comic.',
          "Proposa triar un format per compartir el que s'ha après: infografia, vídeo curt, presentació o còmic.",
        ),
        steps: [
          t('Elegir el formato y el público.', 'Choose the format and the audience.', 'Triar el format i el públic.'),
          t(
            'Preparar el producto con las ideas clave de la secuencia.',
            'Prepare the product with the key ideas from the sequence.',
            'Preparar el producte amb les idees clau de la seqüència.',
          ),
          t(
            'Presentarlo y recoger comentarios.',
            'Present it and gather feedback.',
            'Presentar-lo i recollir comentaris.',
          ),
        ],
        product: t(
          'un producto de comunicación sobre {np}',
          'a communication product about {np}',
          'un producte de comunicació sobre {np}',
        ),
        close: t(
          'Vuelve al mural de preguntas de la primera sesión y comprobad cuántas han quedado resueltas.',
          'Go back to the question wall from the first session and check how many have been answered.',
          'Torna al mural de preguntes de la primera sessió i comproveu quantes han quedat resoltes.',
        ),
        sm: [
          el(
            t(
              'Tableta o ordenador para crear el producto',
              'Tablet or computer to create the product',
              'Tauleta o ordinador per crear el producte',
            ),
          ),
        ],
      },
    ],
  },
  {
    id: 'reto',
    type: 5,
    implementation: 'online',
    skills: ['problemResolution', 'perseverance'],
    title: {
      computationalThinking: t('Reto lógico: {title}', 'Logic challenge: {title}', 'Repte lògic: {title}'),
      globalCitizenship: t(
        'Reto de 45 minutos: {title}',
        '45-minute challenge: {title}',
        'Repte de 45 minuts: {title}',
      ),
      entrepreneurialSpirit: t('Reto exprés: {title}', 'Express challenge: {title}', 'Repte exprés: {title}'),
      teachersTraining: t('Reto: {title}', 'Challenge: {title}', 'Repte: {title}'),
    },
    pitch: t(
      'Un ejercicio individual con tres niveles de dificultad y autocorrección para aplicar lo que se sabe sobre {np} a una situación concreta: {obj}.',
      'An individual exercise with three difficulty levels and self-checking, applying what students know about {np} to a specific situation: {obj}.',
      'Un exercici individual amb tres nivells de dificultat i autocorrecció per aplicar el que se sap sobre {np} a una situació concreta: {obj}.',
    ),
    desc: t(
      'Un ejercicio en línea de una sesión, pensado para repasar o para trabajar de forma autónoma.',
      'A one-session online exercise designed for review or independent work.',
      "Un exercici en línia d'una sessió, pensat per repassar o per treballar de manera autònoma.",
    ),
    goals: [
      t(
        'aplicar conocimientos sobre {np} a una situación nueva',
        'apply knowledge about {np} to a new situation',
        'aplicar coneixements sobre {np} a una situació nova',
      ),
      t(
        'elegir un nivel de reto adecuado y superarlo',
        'choose a suitable challenge level and complete it',
        'triar un nivell de repte adequat i superar-lo',
      ),
    ],
    sgoal: t(
      'Vas a resolver un reto sobre {np} a tu ritmo, empezando por el nivel que tú elijas.',
      'You will solve a challenge about {np} at your own pace, starting at the level you choose.',
      'Resoldràs un repte sobre {np} al teu ritme, començant pel nivell que triïs.',
    ),
    classes: [
      {
        n: t('Reto en tres niveles', 'A three-level challenge', 'Repte en tres nivells'),
        min: 45,
        org: 'individual',
        lay: 'row',
        hook: t(
          'Presenta el reto en la pantalla y aclara que hay tres niveles de dificultad: cada estudiante empieza por el que prefiera.',
          'Present the challenge on screen and explain that there are three difficulty levels: each student starts with the one they prefer.',
          'Presenta el repte a la pantalla i aclareix que hi ha tres nivells de dificultat: cada estudiant comença pel que prefereixi.',
        ),
        steps: [
          t(
            'Leer el reto y subrayar los datos importantes.',
            'Read the challenge and highlight the important information.',
            'Llegir el repte i subratllar les dades importants.',
          ),
          t(
            'Resolver el nivel elegido mostrando el procedimiento.',
            'Solve the chosen level, showing your working.',
            'Resoldre el nivell triat mostrant el procediment.',
          ),
          t(
            'Comprobar el resultado con la autocorrección y pasar al siguiente nivel.',
            'Check your answer with the self-correction key and move on to the next level.',
            "Comprovar el resultat amb l'autocorrecció i passar al nivell següent.",
          ),
        ],
        product: t(
          'el reto resuelto con el procedimiento explicado',
          'the solved challenge with the working shown',
          'el repte resolt amb el procediment explicat',
        ),
        close: t(
          'Resuelve en voz alta el nivel más difícil con ayuda de quien lo haya conseguido y comenta los errores más frecuentes.',
          'Solve the hardest level out loud with help from those who managed it and discuss the most common mistakes.',
          'Resol en veu alta el nivell més difícil amb ajuda de qui ho hagi aconseguit i comenta els errors més freqüents.',
        ),
        sm: [
          el(
            t(
              'Dispositivo con el formulario del reto',
              'Device with the challenge form',
              'Dispositiu amb el formulari del repte',
            ),
          ),
          dl(
            t('Hoja de retos y autocorrección', 'Challenge and answer sheet', 'Full de reptes i autocorrecció'),
            'templates/reto-niveles.pdf',
          ),
        ],
      },
    ],
  },
  {
    id: 'exploradores',
    type: 1,
    implementation: 'offline',
    skills: ['curiosity', 'analysis'],
    title: {
      computationalThinking: t(
        'Exploradores de datos: {title}',
        'Data explorers: {title}',
        'Exploradors de dades: {title}',
      ),
      globalCitizenship: t('Exploradores: {title}', 'Explorers: {title}', 'Exploradors: {title}'),
      entrepreneurialSpirit: t(
        'Exploradores de oportunidades: {title}',
        'Opportunity explorers: {title}',
        "Exploradors d'oportunitats: {title}",
      ),
      teachersTraining: t('Exploración: {title}', 'Exploration: {title}', 'Exploració: {title}'),
    },
    pitch: t(
      'El alumnado sale a explorar {obj} con ojos de investigador, recoge evidencias y monta una pequeña exposición.',
      'Students go out to explore {obj} like researchers, collect evidence and put together a small exhibition.',
      "L'alumnat surt a explorar {obj} amb ulls d'investigador, recull evidències i munta una petita exposició.",
    ),
    desc: t(
      'Taller de dos sesiones: trabajo de campo y exposición abierta a otras clases.',
      'A two-session workshop: fieldwork and an exhibition open to other classes.',
      'Taller de dues sessions: treball de camp i exposició oberta a altres classes.',
    ),
    goals: [
      t(
        'observar y registrar evidencias sobre {np}',
        'observe and record evidence about {np}',
        'observar i registrar evidències sobre {np}',
      ),
      t(
        'seleccionar y organizar la información recogida',
        'select and organise the information collected',
        'seleccionar i organitzar la informació recollida',
      ),
      t(
        'explicar lo descubierto a otras personas',
        'explain what they discovered to others',
        'explicar el que han descobert a altres persones',
      ),
    ],
    sgoal: t(
      'Vas a salir a investigar {obj} como un verdadero explorador y a enseñar tus descubrimientos en una exposición.',
      'You will go out and investigate {obj} like a real explorer and show your discoveries in an exhibition.',
      'Sortiràs a investigar {obj} com un veritable explorador i ensenyaràs els teus descobriments en una exposició.',
    ),
    classes: [
      {
        n: t('Salida de exploración', 'Exploration walk', "Sortida d'exploració"),
        min: 55,
        org: 'smallGroups',
        lay: 'circle',
        hook: t(
          'Antes de salir, reparte las libretas de campo y acuerda con el grupo qué se va a buscar y cómo se registrará.',
          'Before going out, hand out the field notebooks and agree with the class what to look for and how to record it.',
          'Abans de sortir, reparteix les llibretes de camp i acorda amb el grup què es buscarà i com es registrarà.',
        ),
        steps: [
          t(
            'Observar y fotografiar o dibujar evidencias relacionadas con {np}.',
            'Observe and photograph or draw evidence related to {np}.',
            'Observar i fotografiar o dibuixar evidències relacionades amb {np}.',
          ),
          t(
            'Anotar dónde y cuándo se ha encontrado cada evidencia.',
            'Note where and when each piece of evidence was found.',
            "Anotar on i quan s'ha trobat cada evidència.",
          ),
          t(LENS, LENS, LENS),
        ],
        product: t(
          'una libreta de campo con evidencias',
          'a field notebook full of evidence',
          'una llibreta de camp amb evidències',
        ),
        close: t(
          'De vuelta en el aula, cada equipo selecciona sus tres mejores evidencias y explica por qué las ha elegido.',
          'Back in the classroom, each team picks its three best pieces of evidence and explains why.',
          "De tornada a l'aula, cada equip selecciona les seves tres millors evidències i explica per què les ha triat.",
        ),
        sm: [
          dl(t('Libreta de campo', 'Field notebook', 'Llibreta de camp'), 'templates/libreta-campo.pdf'),
          ph(t('Lupa, lápiz y tablilla', 'Magnifying glass, pencil and clipboard', 'Lupa, llapis i carpeta amb pinça')),
        ],
      },
      {
        n: t('Nuestra exposición', 'Our exhibition', 'La nostra exposició'),
        min: 50,
        org: 'smallGroups',
        org2: 'group',
        lay: 'group',
        hook: t(
          'Muestra cómo se organiza una cartela de museo: título, qué es, dónde se encontró y por qué es importante.',
          'Show how a museum label is organised: title, what it is, where it was found and why it matters.',
          "Mostra com s'organitza una cartel·la de museu: títol, què és, on es va trobar i per què és important.",
        ),
        steps: [
          t(
            'Escribir la cartela de cada evidencia.',
            'Write a label for each piece of evidence.',
            'Escriure la cartel·la de cada evidència.',
          ),
          t(
            'Organizar la exposición por temas.',
            'Organise the exhibition by theme.',
            "Organitzar l'exposició per temes.",
          ),
          t(
            'Guiar a otra clase por la exposición.',
            'Guide another class through the exhibition.',
            "Guiar una altra classe per l'exposició.",
          ),
        ],
        product: t(
          'una exposición sobre {np} abierta a otras clases',
          'an exhibition about {np} open to other classes',
          'una exposició sobre {np} oberta a altres classes',
        ),
        close: t(
          'Recoge los comentarios de los visitantes y pregunta qué han aprendido al explicarlo a otras personas.',
          'Collect the visitors’ comments and ask what they learned by explaining it to others.',
          'Recull els comentaris dels visitants i pregunta què han après en explicar-ho a altres persones.',
        ),
        sm: [
          ph(
            t(
              'Cartulinas para cartelas y cinta adhesiva',
              'Card for labels and tape',
              'Cartolines per a cartel·les i cinta adhesiva',
            ),
          ),
        ],
      },
    ],
  },
];

// ------------------------------------------------------------------ teacher-training templates
const trainingTemplates: Template[] = [
  {
    id: 'claves',
    type: 1,
    implementation: 'offline',
    skills: ['flexibility', 'analysis'],
    title: {
      computationalThinking: t('', '', ''),
      globalCitizenship: t('', '', ''),
      entrepreneurialSpirit: t('', '', ''),
      teachersTraining: t('Claves prácticas: {title}', 'Practical keys: {title}', 'Claus pràctiques: {title}'),
    },
    pitch: t(
      'Un taller para claustros sobre {np}: qué dice la investigación, qué funciona en el aula y cómo empezar mañana mismo.',
      'A staff workshop on {np}: what research says, what works in class and how to start tomorrow.',
      "Un taller per a claustres sobre {np}: què diu la recerca, què funciona a l'aula i com començar demà mateix.",
    ),
    desc: t(
      'Dos sesiones de formación entre docentes, con lectura de evidencias y rediseño de una clase propia.',
      'Two peer training sessions, with evidence reading and the redesign of one of your own lessons.',
      "Dues sessions de formació entre docents, amb lectura d'evidències i redisseny d'una classe pròpia.",
    ),
    goals: [
      t(
        'conocer las evidencias principales sobre {np}',
        'know the main evidence on {np}',
        'conèixer les evidències principals sobre {np}',
      ),
      t(
        'revisar la propia práctica con criterios compartidos',
        'review their own practice against shared criteria',
        'revisar la pròpia pràctica amb criteris compartits',
      ),
      t(
        'rediseñar una clase incorporando lo aprendido',
        'redesign a lesson using what they learned',
        'redissenyar una classe incorporant el que han après',
      ),
    ],
    sgoal: t(
      'Como docente, vas a revisar tu práctica sobre {np} y salir con una clase rediseñada.',
      'As a teacher, you will review your practice on {np} and leave with a redesigned lesson.',
      'Com a docent, revisaràs la teva pràctica sobre {np} i en sortiràs amb una classe redissenyada.',
    ),
    classes: [
      {
        n: t('Qué sabemos', 'What we know', 'Què sabem'),
        min: 60,
        org: 'group',
        org2: 'smallGroups',
        lay: 'halfCircle',
        hook: t(
          'Pide a cada docente que escriba en una frase cómo trabaja hoy {np} en sus clases y recoge las respuestas en un mural anónimo.',
          'Ask each teacher to write in one sentence how they currently approach {np} in class and collect the answers on an anonymous board.',
          'Demana a cada docent que escrigui en una frase com treballa avui {np} a les seves classes i recull les respostes en un mural anònim.',
        ),
        steps: [
          t(
            'Leer en parejas el resumen de evidencias sobre {np}.',
            'Read the evidence summary on {np} in pairs.',
            "Llegir en parelles el resum d'evidències sobre {np}.",
          ),
          t(
            'Comparar lo leído con las respuestas del mural.',
            'Compare the reading with the answers on the board.',
            "Comparar el que s'ha llegit amb les respostes del mural.",
          ),
          t(
            'Anotar una práctica que conviene mantener y otra que conviene cambiar.',
            'Note one practice worth keeping and one worth changing.',
            'Anotar una pràctica que convé mantenir i una altra que convé canviar.',
          ),
        ],
        product: t(
          'un mapa de prácticas para mantener y cambiar',
          'a map of practices to keep and to change',
          'un mapa de pràctiques per mantenir i canviar',
        ),
        close: t(
          'Cierra resumiendo las tres ideas con más consenso del claustro.',
          'Close by summarising the three ideas with the most agreement among staff.',
          'Tanca resumint les tres idees amb més consens del claustre.',
        ),
        tm: [
          dl(t('Resumen de evidencias', 'Evidence summary', "Resum d'evidències"), 'training/resumen-evidencias.pdf'),
        ],
      },
      {
        n: t('Lo llevamos al aula', 'Taking it to class', "Ho portem a l'aula"),
        min: 60,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Presenta tres ejemplos breves de aula relacionados con {np} y pide que identifiquen qué tienen en común.',
          'Present three short classroom examples related to {np} and ask what they have in common.',
          "Presenta tres exemples breus d'aula relacionats amb {np} i demana que identifiquin què tenen en comú.",
        ),
        steps: [
          t(
            'Elegir una clase de la próxima semana.',
            'Choose a lesson from next week.',
            'Triar una classe de la setmana vinent.',
          ),
          t(
            'Rediseñarla incorporando una práctica del taller.',
            'Redesign it using one practice from the workshop.',
            'Redissenyar-la incorporant una pràctica del taller.',
          ),
          t(
            'Compartir el diseño con un compañero y ajustarlo.',
            'Share the design with a colleague and adjust it.',
            'Compartir el disseny amb un company i ajustar-lo.',
          ),
        ],
        product: t(
          'una clase rediseñada lista para aplicar',
          'a redesigned lesson ready to teach',
          'una classe redissenyada a punt per aplicar',
        ),
        close: t(
          'Acuerda una fecha para compartir resultados en una reunión de ciclo o departamento.',
          'Agree on a date to share results at a year-group or department meeting.',
          'Acorda una data per compartir resultats en una reunió de cicle o departament.',
        ),
      },
    ],
  },
  {
    id: 'caso-docente',
    type: 3,
    implementation: 'offline',
    skills: ['criticalThinking', 'problemResolution'],
    title: {
      computationalThinking: t('', '', ''),
      globalCitizenship: t('', '', ''),
      entrepreneurialSpirit: t('', '', ''),
      teachersTraining: t('Caso práctico: {title}', 'Case study: {title}', 'Cas pràctic: {title}'),
    },
    pitch: t(
      'A partir del caso de una docente que quiere mejorar {np} en su centro, el claustro analiza obstáculos y diseña un plan de mejora realista.',
      'Starting from the case of a teacher who wants to improve {np} at her school, staff analyse obstacles and design a realistic improvement plan.',
      "A partir del cas d'una docent que vol millorar {np} al seu centre, el claustre analitza obstacles i dissenya un pla de millora realista.",
    ),
    desc: t(
      'Una sesión de formación basada en un caso, con un plan de tres meses como resultado.',
      'One case-based training session that produces a three-month plan.',
      'Una sessió de formació basada en un cas, amb un pla de tres mesos com a resultat.',
    ),
    goals: [
      t(
        'identificar obstáculos personales, organizativos y de recursos',
        'identify personal, organisational and resource obstacles',
        'identificar obstacles personals, organitzatius i de recursos',
      ),
      t(
        'diseñar un plan de mejora realista sobre {np}',
        'design a realistic improvement plan on {np}',
        'dissenyar un pla de millora realista sobre {np}',
      ),
    ],
    sgoal: t(
      'Como docente, vas a analizar un caso real y adaptar sus lecciones a tu centro.',
      'As a teacher, you will analyse a real case and adapt its lessons to your school.',
      'Com a docent, analitzaràs un cas real i adaptaràs les seves lliçons al teu centre.',
    ),
    classes: [
      {
        n: t('Analizamos el caso', 'Analysing the case', 'Analitzem el cas'),
        min: 75,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Lee el caso: Marta, docente con diez años de experiencia, quiere mejorar {np} en su centro, pero se encuentra con falta de tiempo y algunas resistencias. Pregunta qué le aconsejarían.',
          'Read the case: Marta, a teacher with ten years’ experience, wants to improve {np} at her school but runs into lack of time and some resistance. Ask what they would advise her.',
          "Llegeix el cas: la Marta, docent amb deu anys d'experiència, vol millorar {np} al seu centre, però es troba amb falta de temps i algunes resistències. Pregunta què li aconsellarien.",
        ),
        steps: [
          t(
            'Identificar los obstáculos del caso y clasificarlos en personales, organizativos y de recursos.',
            'Identify the obstacles in the case and classify them as personal, organisational or resource-related.',
            'Identificar els obstacles del cas i classificar-los en personals, organitzatius i de recursos.',
          ),
          t(
            'Proponer una acción para cada obstáculo.',
            'Propose one action for each obstacle.',
            'Proposar una acció per a cada obstacle.',
          ),
          t(
            'Ordenar las acciones en un plan de tres meses.',
            'Arrange the actions into a three-month plan.',
            'Ordenar les accions en un pla de tres mesos.',
          ),
        ],
        product: t(
          'un plan de mejora de tres meses',
          'a three-month improvement plan',
          'un pla de millora de tres mesos',
        ),
        close: t(
          'Invita a cada equipo a adaptar el plan a la realidad de su propio centro y a elegir la primera acción.',
          'Invite each team to adapt the plan to their own school and choose the first action.',
          'Convida cada equip a adaptar el pla a la realitat del seu propi centre i a triar-ne la primera acció.',
        ),
        sm: [dl(t('Caso de Marta', 'Marta’s case', 'Cas de la Marta'), 'training/caso-marta.pdf')],
      },
    ],
  },
  {
    id: 'itinerario',
    type: 4,
    implementation: 'mix',
    skills: ['perseverance', 'teamwork'],
    title: {
      computationalThinking: t('', '', ''),
      globalCitizenship: t('', '', ''),
      entrepreneurialSpirit: t('', '', ''),
      teachersTraining: t('Itinerario formativo: {title}', 'Training pathway: {title}', 'Itinerari formatiu: {title}'),
    },
    pitch: t(
      'Un itinerario de tres sesiones a lo largo de un trimestre para mejorar {np}: diagnóstico, buenas prácticas y evaluación de una prueba en el aula.',
      'A three-session pathway over one term to improve {np}: diagnosis, good practice and evaluation of a classroom trial.',
      "Un itinerari de tres sessions al llarg d'un trimestre per millorar {np}: diagnosi, bones pràctiques i avaluació d'una prova a l'aula.",
    ),
    desc: t(
      'Formación en centro de tres sesiones separadas por unas semanas de puesta en práctica.',
      'Three school-based training sessions separated by a few weeks of classroom practice.',
      'Formació en centre de tres sessions separades per unes setmanes de posada en pràctica.',
    ),
    goals: [
      t(
        'diagnosticar el punto de partida del equipo sobre {np}',
        'diagnose the team’s starting point on {np}',
        "diagnosticar el punt de partida de l'equip sobre {np}",
      ),
      t(
        'transferir buenas prácticas de otros centros',
        'transfer good practice from other schools',
        "transferir bones pràctiques d'altres centres",
      ),
      t(
        'evaluar una prueba de aula con evidencias',
        'evaluate a classroom trial with evidence',
        "avaluar una prova d'aula amb evidències",
      ),
    ],
    sgoal: t(
      'Como docente, vas a recorrer un ciclo completo de mejora sobre {np} junto a tu equipo.',
      'As a teacher, you will go through a full improvement cycle on {np} with your team.',
      'Com a docent, recorreràs un cicle complet de millora sobre {np} amb el teu equip.',
    ),
    classes: [
      {
        n: t('Punto de partida', 'Starting point', 'Punt de partida'),
        min: 60,
        org: 'individual',
        org2: 'smallGroups',
        lay: 'group',
        hook: t(
          'Aplica un breve cuestionario de autodiagnóstico sobre {np} y muestra los resultados agregados del claustro de forma anónima.',
          'Run a short self-diagnosis questionnaire on {np} and show the staff’s aggregated results anonymously.',
          "Aplica un breu qüestionari d'autodiagnosi sobre {np} i mostra els resultats agregats del claustre de manera anònima.",
        ),
        steps: [
          t(
            'Completar el autodiagnóstico individual.',
            'Complete the individual self-diagnosis.',
            "Completar l'autodiagnosi individual.",
          ),
          t(
            'Comparar resultados en equipo y detectar necesidades comunes.',
            'Compare results as a team and find common needs.',
            'Comparar resultats en equip i detectar necessitats comunes.',
          ),
          t(
            'Fijar un objetivo de mejora para el trimestre.',
            'Set an improvement goal for the term.',
            'Fixar un objectiu de millora per al trimestre.',
          ),
        ],
        product: t('un objetivo de mejora compartido', 'a shared improvement goal', 'un objectiu de millora compartit'),
        close: t(
          'Publica los objetivos en la sala de profesorado para tenerlos presentes durante el trimestre.',
          'Post the goals in the staff room to keep them in mind during the term.',
          'Publica els objectius a la sala del professorat per tenir-los presents durant el trimestre.',
        ),
        sm: [
          el(
            t(
              'Cuestionario de autodiagnóstico en línea',
              'Online self-diagnosis questionnaire',
              "Qüestionari d'autodiagnosi en línia",
            ),
          ),
        ],
      },
      {
        n: t('Buenas prácticas', 'Good practice', 'Bones pràctiques'),
        min: 60,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Presenta dos experiencias de otros centros sobre {np}, una en primaria y otra en secundaria, con fotos y trabajos del alumnado.',
          'Present two experiences from other schools on {np}, one in primary and one in secondary, with photos and student work.',
          "Presenta dues experiències d'altres centres sobre {np}, una a primària i una altra a secundària, amb fotos i treballs de l'alumnat.",
        ),
        steps: [
          t(
            'Analizar las experiencias con la rutina «qué, cómo, para qué».',
            'Analyse the experiences using the “what, how, what for” routine.',
            'Analitzar les experiències amb la rutina «què, com, per a què».',
          ),
          t(
            'Seleccionar los elementos transferibles al propio centro.',
            'Select the elements that can transfer to your own school.',
            'Seleccionar els elements transferibles al propi centre.',
          ),
          t(
            'Diseñar una primera prueba en el aula.',
            'Design a first classroom trial.',
            "Dissenyar una primera prova a l'aula.",
          ),
        ],
        product: t(
          'el diseño de una prueba de aula',
          'the design of a classroom trial',
          "el disseny d'una prova d'aula",
        ),
        close: t(
          'Cada docente fija la fecha de su prueba y qué evidencias recogerá.',
          'Each teacher sets the date of their trial and what evidence they will collect.',
          'Cada docent fixa la data de la seva prova i quines evidències recollirà.',
        ),
      },
      {
        n: t('Evaluamos y compartimos', 'Evaluating and sharing', 'Avaluem i compartim'),
        min: 60,
        org: 'smallGroups',
        org2: 'group',
        lay: 'circle',
        hook: t(
          'Pide que traigan evidencias de la prueba realizada: fotos, trabajos del alumnado o notas de observación.',
          'Ask them to bring evidence from their trial: photos, student work or observation notes.',
          "Demana que portin evidències de la prova feta: fotos, treballs de l'alumnat o notes d'observació.",
        ),
        steps: [
          t(
            'Presentar las evidencias al equipo.',
            'Present the evidence to the team.',
            "Presentar les evidències a l'equip.",
          ),
          t(
            'Valorar qué ha funcionado con una diana de evaluación.',
            'Assess what worked using an evaluation target.',
            "Valorar què ha funcionat amb una diana d'avaluació.",
          ),
          t(
            'Decidir los siguientes pasos como centro.',
            'Decide the next steps as a school.',
            'Decidir els passos següents com a centre.',
          ),
        ],
        product: t(
          'un informe breve de resultados y próximos pasos',
          'a short report of results and next steps',
          'un informe breu de resultats i propers passos',
        ),
        close: t(
          'Recoge los acuerdos en el acta y propón incluir la mejora en el plan de centro del curso siguiente.',
          'Record the agreements in the minutes and suggest including the improvement in next year’s school plan.',
          "Recull els acords a l'acta i proposa incloure la millora al pla de centre del curs següent.",
        ),
        tm: [dl(t('Diana de evaluación', 'Evaluation target', "Diana d'avaluació"), 'training/diana.pdf')],
      },
    ],
  },
];

// ------------------------------------------------------------------ composition
const authorsByCategory: Record<Slug, string[]> = {
  computationalThinking: ['lucia-ferrer', 'martin-acosta', 'valeria-mendoza'],
  globalCitizenship: ['nuria-puig', 'camila-rojas', 'jordi-vidal', 'valeria-mendoza'],
  entrepreneurialSpirit: ['diego-herrera', 'jordi-vidal', 'nuria-puig'],
  teachersTraining: ['sofia-martinez', 'camila-rojas'],
};
const categorySkill: Record<Slug, string> = {
  computationalThinking: 'problemResolution',
  globalCitizenship: 'responsibility',
  entrepreneurialSpirit: 'initiative',
  teachersTraining: 'flexibility',
};
const ages: Array<[number, number]> = [
  [6, 8],
  [9, 11],
  [12, 15],
  [16, 18],
  [9, 11],
  [12, 15],
  [6, 8],
];

const slugPrefix: Record<Slug, string> = {
  computationalThinking: 'pc',
  globalCitizenship: 'cg',
  entrepreneurialSpirit: 'ee',
  teachersTraining: 'fd',
};

function compose(theme: Theme, tpl: Template, cat: Slug, i: number, seq: number): Resource {
  const f = fillWith(theme);
  const lensFill = (x: L10n) => (x.es === LENS ? lens[cat].step : f(x));
  const [ageMin, ageMax] =
    cat === 'teachersTraining'
      ? ([
          [6, 12],
          [12, 18],
          [3, 18],
          [6, 18],
        ][i % 4] as [number, number])
      : tpl.type === 1 && i % 5 === 0
        ? [3, 5]
        : ages[(i + seq) % ages.length];
  const languages: Locale[] =
    seq % 11 === 5 ? ['es'] : seq % 13 === 7 ? ['es', 'ca'] : seq % 17 === 3 ? ['en'] : ['es', 'en', 'ca'];
  const implementation: Resource['implementation'] =
    cat === 'computationalThinking' && tpl.implementation === 'offline' && i % 2 ? 'mix' : tpl.implementation;
  const presentation: L10n = { es: '', en: '', ca: '' };
  const pitch = f(tpl.pitch);
  const lensSentence = {
    es: `La propuesta lo aborda ${lens[cat].phrase.es}.`,
    en: `It is approached ${lens[cat].phrase.en}.`,
    ca: `La proposta ho aborda ${lens[cat].phrase.ca}.`,
  };
  for (const l of ['es', 'en', 'ca'] as const) presentation[l] = `${theme.context[l]} ${pitch[l]} ${lensSentence[l]}`;
  const spec: ResourceSpec = {
    key: `${slugPrefix[cat]}-${theme.key}-${tpl.id}`,
    authorKey: authorsByCategory[cat][(i + seq) % authorsByCategory[cat].length],
    categorySlug: cat,
    type: tpl.type,
    implementation,
    ageMin,
    ageMax,
    skillKeys: [...new Set([categorySkill[cat], ...tpl.skills])].slice(0, 3),
    topicKeys: [theme.topic],
    subtopicKeys: [theme.subtopic],
    subjectKeys: theme.subjects,
    sdgIds: theme.sdgIds,
    crossAreaKeys: theme.cross,
    languages,
    publishedDaysAgo: ((seq * 37 + 11) % 350) + 2,
    novelty: ((seq * 37 + 11) % 350) + 2 < 40,
    title: f(tpl.title[cat]),
    presentation,
    question: theme.question,
    desc: f(tpl.desc),
    goals: tpl.goals.map(f),
    sgoal: f(tpl.sgoal),
    classes: tpl.classes.map((c) => ({
      ...c,
      n: f(c.n),
      hook: f(c.hook),
      steps: c.steps.map(lensFill),
      product: f(c.product),
      close: f(c.close),
    })),
    video: seq % 4 === 1,
    gv: seq % 9 !== 4,
  };
  return buildResource(spec);
}

/** Composed resources per category; deterministic. */
export function composedResources(): Resource[] {
  const plan: Array<[Slug, number]> = [
    ['computationalThinking', 12],
    ['globalCitizenship', 14],
    ['entrepreneurialSpirit', 12],
    ['teachersTraining', 10],
  ];
  const out: Resource[] = [];
  let seq = 0;
  for (const [cat, count] of plan) {
    const themes = cat === 'teachersTraining' ? trainingThemes : studentThemes.filter((th) => th.cats.includes(cat));
    const tpls = cat === 'teachersTraining' ? trainingTemplates : studentTemplates;
    const used = new Set<string>();
    for (let i = 0, k = 0; i < count && k < count * 10; k++) {
      const theme = themes[k % themes.length];
      const tpl = tpls[((k % themes.length) + Math.floor(k / themes.length)) % tpls.length];
      const id = `${theme.key}/${tpl.id}`;
      if (used.has(id)) continue;
      used.add(id);
      out.push(compose(theme, tpl, cat, i, seq++));
      i++;
    }
  }
  return out;
}
