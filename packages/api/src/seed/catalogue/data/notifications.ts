import type { Notification } from '../types';
import { t } from './l10n';

export const notifications: Notification[] = [
  {
    key: 'new-ai-case',
    tag: 1,
    daysAgo: 2,
    highlighted: true,
    title: t(
      'Nuevo recurso: ¿Piensan las máquinas?',
      'New resource: Do machines think?',
      'Nou recurs: Pensen les màquines?',
    ),
    brief: t(
      'Un caso práctico para hablar de inteligencia artificial y sesgos con secundaria.',
      'A case study to discuss artificial intelligence and bias with secondary students.',
      "Un cas pràctic per parlar d'intel·ligència artificial i biaixos amb secundària.",
    ),
    detail: t(
      '<p>Ya está disponible <strong>¿Piensan las máquinas?</strong>, un caso en dos sesiones en el que el alumnado entrena su propio modelo de reconocimiento de imágenes.</p><ul><li>Para 12-18 años</li><li>Totalmente en línea</li><li>Incluye vídeo introductorio y titulares para el debate</li></ul><p>Lo encontrarás en la carpeta <em>Ciudadanía digital</em>.</p>',
      '<p><strong>Do machines think?</strong> is now available: a two-session case in which students train their own image recognition model.</p><ul><li>Ages 12-18</li><li>Fully online</li><li>Includes an introductory video and headlines for the debate</li></ul><p>You will find it in the <em>Digital citizenship</em> folder.</p>',
      "<p>Ja està disponible <strong>Pensen les màquines?</strong>, un cas en dues sessions en què l'alumnat entrena el seu propi model de reconeixement d'imatges.</p><ul><li>Per a 12-18 anys</li><li>Totalment en línia</li><li>Inclou vídeo introductori i titulars per al debat</li></ul><p>El trobaràs a la carpeta <em>Ciutadania digital</em>.</p>",
    ),
  },
  {
    key: 'new-dua-sequence',
    tag: 1,
    daysAgo: 9,
    highlighted: false,
    title: t(
      'Diseña con DUA, nueva secuencia formativa',
      'Design with UDL, a new training sequence',
      'Dissenya amb DUA, nova seqüència formativa',
    ),
    brief: t(
      'Tres sesiones para rediseñar una clase propia con las pautas DUA.',
      'Three sessions to redesign one of your lessons with the UDL guidelines.',
      'Tres sessions per redissenyar una classe pròpia amb les pautes DUA.',
    ),
    detail: t(
      '<p>Sofía Martínez firma esta secuencia para claustros. Incluye perfiles de estudiantes, plantilla de planificación y protocolo de <strong>compañero crítico</strong>.</p>',
      '<p>Sofía Martínez has written this sequence for school staff. It includes student profiles, a planning template and a <strong>critical friend</strong> protocol.</p>',
      "<p>La Sofía Martínez signa aquesta seqüència per a claustres. Inclou perfils d'estudiants, plantilla de planificació i protocol de <strong>company crític</strong>.</p>",
    ),
  },
  {
    key: 'feature-student-link',
    tag: 2,
    daysAgo: 20,
    highlighted: true,
    title: t(
      'Comparte recursos con tu alumnado con un enlace',
      'Share resources with your students via a link',
      "Comparteix recursos amb l'alumnat amb un enllaç",
    ),
    brief: t(
      'La vista de alumno ahora se puede abrir sin cuenta desde cualquier dispositivo.',
      'The student view can now be opened without an account on any device.',
      "La vista d'alumne ara es pot obrir sense compte des de qualsevol dispositiu.",
    ),
    detail: t(
      '<p>Desde la pestaña <strong>Alumno</strong> de cada recurso puedes copiar un enlace público o publicarlo directamente en tu plataforma de aula.</p><ul><li>Puedes limitar las sesiones compartidas.</li><li>El alumnado ve el enunciado y los materiales, nunca la guía docente.</li></ul>',
      '<p>From the <strong>Student</strong> tab of any resource you can copy a public link or post it directly to your classroom platform.</p><ul><li>You can limit which sessions are shared.</li><li>Students see the task and materials, never the teacher guide.</li></ul>',
      "<p>Des de la pestanya <strong>Alumne</strong> de cada recurs pots copiar un enllaç públic o publicar-lo directament a la teva plataforma d'aula.</p><ul><li>Pots limitar les sessions compartides.</li><li>L'alumnat veu l'enunciat i els materials, mai la guia docent.</li></ul>",
    ),
  },
  {
    key: 'feature-stats',
    tag: 2,
    daysAgo: 75,
    highlighted: false,
    title: t(
      'Nuevas estadísticas por habilidad y edad',
      'New statistics by skill and age',
      'Noves estadístiques per habilitat i edat',
    ),
    brief: t(
      'Consulta qué habilidades trabaja tu centro en cada franja de edad.',
      'See which skills your school works on in each age range.',
      "Consulta quines habilitats treballa el teu centre a cada franja d'edat.",
    ),
    detail: t(
      '<p>En <strong>Estadísticas</strong> encontrarás un nuevo gráfico de habilidades por categoría y franja de edad, filtrable por los últimos 30 días, trimestre, semestre o año.</p>',
      '<p>In <strong>Statistics</strong> you will find a new chart of skills by category and age range, filterable by the last 30 days, term, semester or year.</p>',
      "<p>A <strong>Estadístiques</strong> hi trobaràs un nou gràfic d'habilitats per categoria i franja d'edat, filtrable pels darrers 30 dies, trimestre, semestre o any.</p>",
    ),
  },
  {
    key: 'maintenance-window',
    tag: 3,
    daysAgo: 5,
    highlighted: false,
    title: t(
      'Mantenimiento programado el sábado',
      'Scheduled maintenance on Saturday',
      'Manteniment programat dissabte',
    ),
    brief: t(
      'La plataforma no estará disponible el sábado de 7:00 a 9:00.',
      'The platform will be unavailable on Saturday from 7:00 to 9:00.',
      'La plataforma no estarà disponible dissabte de 7.00 a 9.00.',
    ),
    detail: t(
      '<p>Vamos a actualizar los servidores para mejorar la velocidad de búsqueda. Durante la ventana de mantenimiento <strong>no podrás iniciar sesión</strong>. Tus carpetas y registros no se verán afectados.</p>',
      '<p>We are upgrading our servers to improve search speed. During the maintenance window <strong>you will not be able to sign in</strong>. Your folders and records will not be affected.</p>',
      '<p>Actualitzarem els servidors per millorar la velocitat de cerca. Durant la finestra de manteniment <strong>no podràs iniciar sessió</strong>. Les teves carpetes i registres no es veuran afectats.</p>',
    ),
  },
  {
    key: 'maintenance-done',
    tag: 3,
    daysAgo: 120,
    highlighted: false,
    title: t(
      'Mejoras de rendimiento completadas',
      'Performance improvements completed',
      'Millores de rendiment completades',
    ),
    brief: t(
      'Las fichas de recursos cargan ahora el doble de rápido.',
      'Resource pages now load twice as fast.',
      'Les fitxes de recursos ara carreguen el doble de ràpid.',
    ),
    detail: t(
      '<p>Gracias por tu paciencia durante el mantenimiento. Si notas cualquier problema, escríbenos desde el formulario de <em>Contacto</em>.</p>',
      '<p>Thank you for your patience during maintenance. If you notice any issue, write to us through the <em>Contact</em> form.</p>',
      '<p>Gràcies per la teva paciència durant el manteniment. Si notes qualsevol problema, escriu-nos des del formulari de <em>Contacte</em>.</p>',
    ),
  },
  {
    key: 'ephemeride-earth-day',
    tag: 4,
    daysAgo: 30,
    highlighted: false,
    title: t('22 de abril: Día de la Tierra', '22 April: Earth Day', "22 d'abril: Dia de la Terra"),
    brief: t(
      'Te proponemos la carpeta «Retos del planeta» para trabajarlo en clase.',
      'We suggest the “Planet challenges” folder to work on it in class.',
      'Et proposem la carpeta «Reptes del planeta» per treballar-ho a classe.',
    ),
    detail: t(
      '<p>Agua, residuos, clima y biodiversidad: <strong>12 sesiones</strong> listas para usar, de infantil a secundaria.</p>',
      '<p>Water, waste, climate and biodiversity: <strong>12 sessions</strong> ready to use, from early years to secondary.</p>',
      "<p>Aigua, residus, clima i biodiversitat: <strong>12 sessions</strong> a punt per fer servir, d'infantil a secundària.</p>",
    ),
  },
  {
    key: 'ephemeride-peace-day',
    tag: 4,
    daysAgo: 200,
    highlighted: false,
    title: t(
      '21 de septiembre: Día Internacional de la Paz',
      '21 September: International Day of Peace',
      '21 de setembre: Dia Internacional de la Pau',
    ),
    brief: t(
      'Empieza el curso trabajando la convivencia.',
      'Start the year by working on living together.',
      'Comença el curs treballant la convivència.',
    ),
    detail: t(
      '<p>La carpeta <strong>Emociones y convivencia</strong> reúne propuestas de mediación y educación emocional para todas las etapas.</p>',
      '<p>The <strong>Emotions and living together</strong> folder brings together mediation and social-emotional learning activities for every stage.</p>',
      '<p>La carpeta <strong>Emocions i convivència</strong> reuneix propostes de mediació i educació emocional per a totes les etapes.</p>',
    ),
  },
  {
    key: 'general-welcome',
    tag: 5,
    daysAgo: 300,
    highlighted: true,
    title: t('¡Bienvenido al nuevo curso!', 'Welcome to the new school year!', 'Benvingut al nou curs!'),
    brief: t(
      'Novedades, carpetas destacadas y un recorrido guiado para empezar.',
      'What’s new, featured folders and a guided tour to get started.',
      'Novetats, carpetes destacades i un recorregut guiat per començar.',
    ),
    detail: t(
      '<p>Este curso encontrarás más de <strong>60 recursos</strong> nuevos o actualizados, ocho programas y efemérides para todo el año.</p><p>Te recomendamos empezar por la carpeta <em>Vuelta al cole</em>.</p>',
      '<p>This year you will find more than <strong>60 new or updated resources</strong>, eight programs and international days for the whole year.</p><p>We recommend starting with the <em>Back to school</em> folder.</p>',
      "<p>Aquest curs hi trobaràs més de <strong>60 recursos</strong> nous o actualitzats, vuit programes i efemèrides per a tot l'any.</p><p>Et recomanem començar per la carpeta <em>Tornada a l'escola</em>.</p>",
    ),
  },
  {
    key: 'general-survey',
    tag: 5,
    daysAgo: 45,
    highlighted: false,
    title: t(
      'Ayúdanos a mejorar: encuesta de 3 minutos',
      'Help us improve: a 3-minute survey',
      "Ajuda'ns a millorar: enquesta de 3 minuts",
    ),
    brief: t(
      'Cuéntanos qué recursos echas de menos.',
      'Tell us which resources you miss.',
      "Explica'ns quins recursos trobes a faltar.",
    ),
    detail: t(
      '<p>Tu opinión decide los próximos contenidos. La encuesta es anónima y dura <strong>tres minutos</strong>.</p>',
      '<p>Your opinion shapes our next content. The survey is anonymous and takes <strong>three minutes</strong>.</p>',
      "<p>La teva opinió decideix els propers continguts. L'enquesta és anònima i dura <strong>tres minuts</strong>.</p>",
    ),
  },
  {
    key: 'training-webinar',
    tag: 6,
    daysAgo: 14,
    highlighted: true,
    title: t(
      'Webinar: evaluación formativa en cinco minutos',
      'Webinar: formative assessment in five minutes',
      'Webinar: avaluació formativa en cinc minuts',
    ),
    brief: t(
      'Sesión en directo con Sofía Martínez el próximo jueves a las 18:00.',
      'Live session with Sofía Martínez next Thursday at 6 pm.',
      'Sessió en directe amb la Sofía Martínez dijous vinent a les 18.00.',
    ),
    detail: t(
      '<p>Aprende a usar los <strong>tickets de salida</strong> para decidir qué hacer en la siguiente clase.</p><ul><li>Duración: 60 minutos</li><li>Certificado de asistencia</li><li>Grabación disponible para quien se inscriba</li></ul>',
      '<p>Learn to use <strong>exit tickets</strong> to decide what to do in the next lesson.</p><ul><li>Length: 60 minutes</li><li>Certificate of attendance</li><li>Recording available to everyone who signs up</li></ul>',
      "<p>Aprèn a fer servir els <strong>tiquets de sortida</strong> per decidir què fer a la classe següent.</p><ul><li>Durada: 60 minuts</li><li>Certificat d'assistència</li><li>Enregistrament disponible per a qui s'inscrigui</li></ul>",
    ),
  },
  {
    key: 'training-course',
    tag: 6,
    daysAgo: 90,
    highlighted: false,
    title: t(
      'Curso en línea: DUA en la práctica',
      'Online course: UDL in practice',
      'Curs en línia: DUA a la pràctica',
    ),
    brief: t(
      'Cuatro semanas, a tu ritmo, con tutoría.',
      'Four weeks, at your own pace, with tutor support.',
      'Quatre setmanes, al teu ritme, amb tutoria.',
    ),
    detail: t(
      '<p>Inscripciones abiertas para el curso <strong>DUA en la práctica</strong>. Plazas limitadas por centro.</p>',
      '<p>Registration is open for the <strong>UDL in practice</strong> course. Places per school are limited.</p>',
      '<p>Inscripcions obertes per al curs <strong>DUA a la pràctica</strong>. Places limitades per centre.</p>',
    ),
  },
];
