import type { ResourceSpec } from '../builder';
import { el, ph, dl } from '../builder';
import { t } from '../l10n';

export const trainingSpecs: ResourceSpec[] = [
  {
    key: 'tickets-de-salida',
    authorKey: 'sofia-martinez',
    categorySlug: 'teachersTraining',
    type: 1,
    implementation: 'offline',
    ageMin: 6,
    ageMax: 18,
    skillKeys: ['analysis', 'flexibility'],
    topicKeys: ['pedagogy'],
    subtopicKeys: ['assessment'],
    subjectKeys: ['citizenship'],
    sdgIds: [4],
    crossAreaKeys: ['transversal'],
    publishedDaysAgo: 110,
    novelty: false,
    video: true,
    title: t(
      'Evaluación formativa en cinco minutos: los tickets de salida',
      'Formative assessment in five minutes: exit tickets',
      'Avaluació formativa en cinc minuts: els tiquets de sortida',
    ),
    presentation: t(
      'Un taller para claustros sobre una de las estrategias de evaluación formativa más sencillas y eficaces: preguntar al final de la clase y usar las respuestas para planificar la siguiente.',
      'A staff workshop on one of the simplest and most effective formative assessment strategies: asking at the end of the lesson and using the answers to plan the next one.',
      "Un taller per a claustres sobre una de les estratègies d'avaluació formativa més senzilles i eficaces: preguntar al final de la classe i fer servir les respostes per planificar la següent.",
    ),
    question: t(
      '¿Cómo sabes lo que ha aprendido tu grupo hoy, antes del examen?',
      'How do you know what your class learned today, before the test?',
      "Com saps què ha après el teu grup avui, abans de l'examen?",
    ),
    desc: t(
      'Dos sesiones de formación entre docentes: diseñar tickets de salida y analizar respuestas reales para tomar decisiones.',
      'Two peer training sessions: designing exit tickets and analysing real answers to make decisions.',
      'Dues sessions de formació entre docents: dissenyar tiquets de sortida i analitzar respostes reals per prendre decisions.',
    ),
    goals: [
      t(
        'diseñar preguntas de cierre que revelen la comprensión',
        'design closing questions that reveal understanding',
        'dissenyar preguntes de tancament que revelin la comprensió',
      ),
      t(
        'clasificar respuestas del alumnado en menos de diez minutos',
        'sort student answers in under ten minutes',
        "classificar respostes de l'alumnat en menys de deu minuts",
      ),
      t(
        'ajustar la planificación a partir de evidencias',
        'adjust planning based on evidence',
        "ajustar la planificació a partir d'evidències",
      ),
    ],
    sgoal: t(
      'Como docente, vas a probar una rutina de evaluación que cabe en los últimos cinco minutos de cualquier clase.',
      'As a teacher, you will try an assessment routine that fits into the last five minutes of any lesson.',
      "Com a docent, provaràs una rutina d'avaluació que cap en els darrers cinc minuts de qualsevol classe.",
    ),
    classes: [
      {
        n: t('Diseñamos tickets', 'Designing tickets', 'Dissenyem tiquets'),
        min: 60,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Entrega a cada docente un ticket de salida sobre la propia formación («¿Qué esperas llevarte hoy?») y recógelos: serán el material de la segunda sesión.',
          'Give each teacher an exit ticket about the training itself (“What do you hope to take away today?”) and collect them: they will be the material for the second session.',
          'Lliura a cada docent un tiquet de sortida sobre la mateixa formació («Què esperes endur-te avui?») i recull-los: seran el material de la segona sessió.',
        ),
        steps: [
          t(
            'Elegir un objetivo de aprendizaje de una clase de la próxima semana.',
            'Pick a learning objective from a lesson next week.',
            "Triar un objectiu d'aprenentatge d'una classe de la setmana vinent.",
          ),
          t(
            'Redactar dos preguntas: una de comprensión y otra de aplicación.',
            'Write two questions: one on understanding and one on application.',
            "Redactar dues preguntes: una de comprensió i una d'aplicació.",
          ),
          t(
            'Intercambiar los tickets con otro equipo y responderlos como si fuerais alumnado.',
            'Swap tickets with another team and answer them as if you were students.',
            "Intercanviar els tiquets amb un altre equip i respondre'ls com si fóssiu alumnat.",
          ),
        ],
        product: t(
          'dos tickets de salida listos para usar en el aula',
          'two exit tickets ready to use in class',
          "dos tiquets de sortida a punt per fer servir a l'aula",
        ),
        close: t(
          'Pide a cada docente que se comprometa a usar su ticket al menos dos veces antes de la siguiente sesión y a traer las respuestas.',
          'Ask each teacher to commit to using their ticket at least twice before the next session and to bring the answers.',
          'Demana a cada docent que es comprometi a fer servir el seu tiquet almenys dues vegades abans de la sessió següent i a portar-ne les respostes.',
        ),
        tm: [
          dl(
            t('Presentación de la formación', 'Training slides', 'Presentació de la formació'),
            'training/tickets-salida.pdf',
          ),
        ],
        sm: [
          dl(
            t('Plantillas de tickets de salida', 'Exit ticket templates', 'Plantilles de tiquets de sortida'),
            'training/plantillas-tickets.pdf',
          ),
        ],
      },
      {
        n: t('De la respuesta a la decisión', 'From answers to decisions', 'De la resposta a la decisió'),
        min: 60,
        org: 'smallGroups',
        org2: 'group',
        lay: 'group',
        hook: t(
          'Muestra cómo clasificas en tres montones los tickets de la primera sesión: lo ha entendido, casi, todavía no. Tarda menos de tres minutos delante de todos.',
          'Show how you sort the first session’s tickets into three piles: got it, almost, not yet. Do it in under three minutes in front of everyone.',
          'Mostra com classifiques en tres piles els tiquets de la primera sessió: ho ha entès, gairebé, encara no. Fes-ho en menys de tres minuts davant de tothom.',
        ),
        steps: [
          t(
            'Clasificar los tickets reales de vuestro alumnado en tres montones.',
            'Sort your students’ real tickets into three piles.',
            'Classificar els tiquets reals del vostre alumnat en tres piles.',
          ),
          t(
            'Decidir qué haréis al inicio de la próxima clase con cada montón.',
            'Decide what you will do with each pile at the start of the next lesson.',
            "Decidir què fareu amb cada pila a l'inici de la propera classe.",
          ),
          t(
            'Compartir una decisión con el resto del claustro.',
            'Share one decision with the rest of the staff.',
            'Compartir una decisió amb la resta del claustre.',
          ),
        ],
        product: t(
          'un plan de ajuste para la próxima clase basado en evidencias',
          'an evidence-based adjustment plan for the next lesson',
          "un pla d'ajust per a la propera classe basat en evidències",
        ),
        close: t(
          'Cierra recordando que evaluar para aprender no es poner notas, sino decidir qué hacer mañana. Propón un banco común de tickets en la carpeta compartida del centro.',
          'Close by reminding everyone that assessment for learning is not about grading but about deciding what to do tomorrow. Suggest a shared bank of tickets in the school’s shared folder.',
          'Tanca recordant que avaluar per aprendre no és posar notes, sinó decidir què fer demà. Proposa un banc comú de tiquets a la carpeta compartida del centre.',
        ),
      },
    ],
  },
  {
    key: 'disena-con-dua',
    authorKey: 'sofia-martinez',
    categorySlug: 'teachersTraining',
    type: 4,
    implementation: 'mix',
    ageMin: 3,
    ageMax: 18,
    skillKeys: ['creativity', 'flexibility', 'teamwork'],
    topicKeys: ['pedagogy'],
    subtopicKeys: ['universalDesign', 'activeMethodologies'],
    subjectKeys: ['citizenship'],
    sdgIds: [4, 10],
    crossAreaKeys: ['transversal'],
    languages: ['es', 'en'],
    publishedDaysAgo: 8,
    novelty: true,
    title: t(
      'Diseña con DUA: una sesión para todo el alumnado',
      'Design with UDL: a lesson for every learner',
      "Dissenya amb DUA: una sessió per a tot l'alumnat",
    ),
    presentation: t(
      'Secuencia formativa para rediseñar una clase propia con las pautas del Diseño Universal para el Aprendizaje: múltiples formas de implicación, de representación y de acción y expresión.',
      'A training sequence to redesign one of your own lessons using the Universal Design for Learning guidelines: multiple means of engagement, representation, and action and expression.',
      "Seqüència formativa per redissenyar una classe pròpia amb les pautes del Disseny Universal per a l'Aprenentatge: múltiples formes d'implicació, de representació i d'acció i expressió.",
    ),
    question: t(
      '¿Y si en lugar de adaptar para unos pocos diseñáramos desde el principio para todos?',
      'What if, instead of adapting for a few, we designed for everyone from the start?',
      "I si en lloc d'adaptar per a uns quants dissenyéssim des del principi per a tothom?",
    ),
    desc: t(
      'Tres sesiones: conocer las pautas, analizar barreras en una clase propia y rediseñarla con un compañero crítico.',
      'Three sessions: learning the guidelines, analysing barriers in one of your lessons and redesigning it with a critical friend.',
      'Tres sessions: conèixer les pautes, analitzar barreres en una classe pròpia i redissenyar-la amb un company crític.',
    ),
    goals: [
      t(
        'identificar las nueve pautas del DUA',
        'identify the nine UDL guidelines',
        'identificar les nou pautes del DUA',
      ),
      t(
        'detectar barreras de acceso y participación en una sesión',
        'spot barriers to access and participation in a lesson',
        "detectar barreres d'accés i participació en una sessió",
      ),
      t(
        'rediseñar una sesión ofreciendo opciones reales',
        'redesign a lesson offering real choices',
        'redissenyar una sessió oferint opcions reals',
      ),
    ],
    sgoal: t(
      'Vas a transformar una de tus clases para que nadie se quede fuera.',
      'You will transform one of your lessons so that nobody is left out.',
      'Transformaràs una de les teves classes perquè ningú no en quedi fora.',
    ),
    classes: [
      {
        n: t('Las tres redes del aprendizaje', 'The three learning networks', "Les tres xarxes de l'aprenentatge"),
        min: 60,
        org: 'group',
        org2: 'smallGroups',
        lay: 'halfCircle',
        hook: t(
          'Pide que lean un texto breve en un idioma desconocido, sin imágenes, en dos minutos. Después repite con el mismo texto acompañado de un esquema y un audio. Comentad la experiencia.',
          'Ask them to read a short text in an unfamiliar language, without images, in two minutes. Then repeat with the same text plus a diagram and audio. Discuss the experience.',
          "Demana que llegeixin un text breu en una llengua desconeguda, sense imatges, en dos minuts. Després repeteix-ho amb el mateix text acompanyat d'un esquema i un àudio. Comenteu l'experiència.",
        ),
        steps: [
          t(
            'Leer la ficha de una de las tres redes (afectiva, de reconocimiento, estratégica).',
            'Read the sheet on one of the three networks (affective, recognition, strategic).',
            "Llegir la fitxa d'una de les tres xarxes (afectiva, de reconeixement, estratègica).",
          ),
          t(
            'Buscar ejemplos de aula para cada una de sus pautas.',
            'Find classroom examples for each of its guidelines.',
            "Buscar exemples d'aula per a cadascuna de les seves pautes.",
          ),
          t(
            'Explicar la red al resto del claustro en tres minutos.',
            'Explain the network to the rest of the staff in three minutes.',
            'Explicar la xarxa a la resta del claustre en tres minuts.',
          ),
        ],
        product: t(
          'un mapa de las nueve pautas con ejemplos de aula',
          'a map of the nine guidelines with classroom examples',
          "un mapa de les nou pautes amb exemples d'aula",
        ),
        close: t(
          'Pide que cada docente elija una clase suya que le cueste especialmente y la traiga por escrito a la siguiente sesión.',
          'Ask each teacher to choose one of their lessons they find particularly hard and bring it in writing to the next session.',
          'Demana que cada docent triï una classe seva que li costi especialment i la porti per escrit a la sessió següent.',
        ),
        tm: [el(t('Presentación sobre el DUA', 'UDL slides', 'Presentació sobre el DUA'))],
      },
      {
        n: t('Cazamos barreras', 'Hunting for barriers', 'Cacem barreres'),
        min: 60,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Presenta el perfil de cuatro estudiantes ficticios muy distintos y pregunta qué dificultades encontraría cada uno en una clase magistral de 50 minutos.',
          'Present the profiles of four very different fictional students and ask what difficulties each would face in a 50-minute lecture.',
          'Presenta el perfil de quatre estudiants fictícis molt diferents i pregunta quines dificultats trobaria cadascun en una classe magistral de 50 minuts.',
        ),
        steps: [
          t(
            'Revisar la clase traída buscando barreras para cada perfil.',
            'Review the lesson you brought, looking for barriers for each profile.',
            'Revisar la classe portada buscant barreres per a cada perfil.',
          ),
          t(
            'Marcar cada barrera con la pauta DUA que la resolvería.',
            'Label each barrier with the UDL guideline that would remove it.',
            'Marcar cada barrera amb la pauta DUA que la resoldria.',
          ),
          t(
            'Priorizar las tres barreras más importantes.',
            'Prioritise the three most important barriers.',
            'Prioritzar les tres barreres més importants.',
          ),
        ],
        product: t(
          'un análisis de barreras de una clase propia',
          'a barrier analysis of one of your lessons',
          "una anàlisi de barreres d'una classe pròpia",
        ),
        close: t(
          'Recoge en un mural las barreras más repetidas en el claustro: suelen ser pistas de cambios de centro, no solo de aula.',
          'Collect on a poster the barriers that come up most across the staff: they often point to whole-school changes, not just classroom ones.',
          "Recull en un mural les barreres més repetides al claustre: solen ser pistes de canvis de centre, no només d'aula.",
        ),
        sm: [dl(t('Perfiles de estudiantes', 'Student profiles', "Perfils d'estudiants"), 'training/perfiles-dua.pdf')],
      },
      {
        n: t('Rediseño con compañero crítico', 'Redesign with a critical friend', 'Redisseny amb company crític'),
        min: 60,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Explica el protocolo del compañero crítico: diez minutos de exposición, preguntas aclaratorias, sugerencias en positivo y compromiso final.',
          'Explain the critical friend protocol: ten minutes of presentation, clarifying questions, positive suggestions and a final commitment.',
          "Explica el protocol del company crític: deu minuts d'exposició, preguntes aclaridores, suggeriments en positiu i compromís final.",
        ),
        steps: [
          t(
            'Rediseñar la clase ofreciendo al menos dos opciones en cada principio.',
            'Redesign the lesson offering at least two options for each principle.',
            'Redissenyar la classe oferint almenys dues opcions en cada principi.',
          ),
          t(
            'Presentar el rediseño a una pareja y recibir sus sugerencias.',
            'Present the redesign to a partner and receive their suggestions.',
            "Presentar el redisseny a una parella i rebre'n els suggeriments.",
          ),
          t(
            'Fijar una fecha para llevar la clase al aula y compartir el resultado.',
            'Set a date to teach the lesson and share the result.',
            "Fixar una data per portar la classe a l'aula i compartir-ne el resultat.",
          ),
        ],
        product: t(
          'una sesión rediseñada con pautas DUA y fecha de puesta en práctica',
          'a lesson redesigned with UDL guidelines and a date to try it',
          'una sessió redissenyada amb pautes DUA i data de posada en pràctica',
        ),
        close: t(
          'Guardad todos los rediseños en la carpeta compartida del centro para que sirvan de banco de ejemplos.',
          'Save all redesigns in the school’s shared folder to build a bank of examples.',
          "Deseu tots els redissenys a la carpeta compartida del centre perquè serveixin de banc d'exemples.",
        ),
        sm: [
          dl(
            t('Plantilla de planificación DUA', 'UDL planning template', 'Plantilla de planificació DUA'),
            'training/plantilla-dua.docx',
          ),
        ],
      },
    ],
  },
  {
    key: 'roles-cooperativos',
    authorKey: 'sofia-martinez',
    categorySlug: 'teachersTraining',
    type: 3,
    implementation: 'offline',
    ageMin: 6,
    ageMax: 15,
    skillKeys: ['teamwork', 'leadership'],
    topicKeys: ['pedagogy'],
    subtopicKeys: ['activeMethodologies', 'classroomManagement'],
    subjectKeys: ['citizenship'],
    sdgIds: [4],
    crossAreaKeys: ['transversal'],
    languages: ['es'],
    publishedDaysAgo: 200,
    novelty: false,
    gv: false,
    title: t(
      'Aprendizaje cooperativo: roles que funcionan',
      'Cooperative learning: roles that work',
      'Aprenentatge cooperatiu: rols que funcionen',
    ),
    presentation: t(
      'Un caso para analizar en claustro: un equipo de cuarto de primaria donde siempre trabaja la misma persona. A partir de él, el profesorado diseña roles y estructuras cooperativas que garantizan la participación de todos.',
      'A case to discuss as a staff: a fourth-grade team where the same person always does the work. From it, teachers design roles and cooperative structures that ensure everyone takes part.',
      "Un cas per analitzar en claustre: un equip de quart de primària on sempre treballa la mateixa persona. A partir d'aquí, el professorat dissenya rols i estructures cooperatives que garanteixen la participació de tothom.",
    ),
    question: t(
      '¿Trabajar en grupo es lo mismo que trabajar en equipo?',
      'Is working in a group the same as working as a team?',
      'Treballar en grup és el mateix que treballar en equip?',
    ),
    desc: t(
      'Una sesión de formación basada en un caso, con estructuras cooperativas listas para el aula.',
      'One case-based training session with cooperative structures ready for the classroom.',
      "Una sessió de formació basada en un cas, amb estructures cooperatives a punt per a l'aula.",
    ),
    goals: [
      t(
        'diferenciar trabajo en grupo y aprendizaje cooperativo',
        'tell group work apart from cooperative learning',
        'diferenciar treball en grup i aprenentatge cooperatiu',
      ),
      t(
        'diseñar roles con responsabilidades observables',
        'design roles with observable responsibilities',
        'dissenyar rols amb responsabilitats observables',
      ),
    ],
    sgoal: t(
      'Como docente, vas a salir con un sistema de roles listo para usar mañana.',
      'As a teacher, you will leave with a role system ready to use tomorrow.',
      'Com a docent, sortiràs amb un sistema de rols a punt per fer servir demà.',
    ),
    classes: [
      {
        n: t('El caso del equipo 3', 'The case of team 3', "El cas de l'equip 3"),
        min: 75,
        org: 'smallGroups',
        lay: 'group',
        hook: t(
          'Lee el caso: en el equipo 3, Lucas hace todo el trabajo, Aya se aburre, Pablo molesta y Sara no se atreve a hablar. La nota fue buena. ¿Dónde está el problema?',
          'Read the case: in team 3, Lucas does all the work, Aya is bored, Pablo messes around and Sara doesn’t dare speak. The grade was good. Where is the problem?',
          "Llegeix el cas: a l'equip 3, en Lucas ho fa tot, l'Aya s'avorreix, en Pablo molesta i la Sara no s'atreveix a parlar. La nota va ser bona. On és el problema?",
        ),
        steps: [
          t(
            'Identificar qué principios cooperativos no se cumplen en el caso.',
            'Identify which cooperative principles are missing in the case.',
            'Identificar quins principis cooperatius no es compleixen en el cas.',
          ),
          t(
            'Diseñar cuatro roles con dos tareas observables cada uno.',
            'Design four roles with two observable tasks each.',
            'Dissenyar quatre rols amb dues tasques observables cadascun.',
          ),
          t(
            'Probar la estructura «lápices al centro» con una tarea de vuestra materia.',
            'Try the “pencils in the middle” structure with a task from your subject.',
            "Provar l'estructura «llapis al centre» amb una tasca de la vostra matèria.",
          ),
        ],
        product: t(
          'un juego de tarjetas de roles para el aula',
          'a set of role cards for the classroom',
          "un joc de targetes de rols per a l'aula",
        ),
        close: t(
          'Cada docente elige una estructura cooperativa para probar esa semana y la anota en el tablón de compromisos del claustro.',
          'Each teacher picks a cooperative structure to try that week and writes it on the staff commitment board.',
          "Cada docent tria una estructura cooperativa per provar aquella setmana i l'anota al tauler de compromisos del claustre.",
        ),
        sm: [
          dl(
            t('Tarjetas de roles imprimibles', 'Printable role cards', 'Targetes de rols imprimibles'),
            'training/tarjetas-roles.pdf',
          ),
          ph(t('Lápices y folios', 'Pencils and paper', 'Llapis i fulls')),
        ],
      },
    ],
  },
];
