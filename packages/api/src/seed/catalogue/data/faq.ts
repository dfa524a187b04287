import type { FaqSection, L10n } from '../types';
import { t } from './l10n';

type Q = [question: L10n, answer: L10n];
const sections: Array<{ key: string; name: L10n; questions: Q[] }> = [
  {
    key: 'contact',
    name: t('Contacto', 'Contact', 'Contacte'),
    questions: [
      [
        t(
          '¿Cómo puedo contactar con el equipo de la plataforma?',
          'How can I get in touch with the platform team?',
          "Com puc contactar amb l'equip de la plataforma?",
        ),
        t(
          '<p>Usa el botón <strong>Contacto</strong> del pie de página o del menú de ayuda. Indica tu nombre, tu correo, si eres docente o autor/a y escribe tu mensaje (máximo 500 caracteres). Respondemos en un plazo de dos días laborables.</p>',
          '<p>Use the <strong>Contact</strong> button in the footer or in the help menu. Enter your name, your email, whether you are a teacher or an author, and write your message (500 characters at most). We reply within two working days.</p>',
          "<p>Fes servir el botó <strong>Contacte</strong> del peu de pàgina o del menú d'ajuda. Indica el teu nom, el teu correu, si ets docent o autor/a i escriu el teu missatge (màxim 500 caràcters). Responem en un termini de dos dies feiners.</p>",
        ),
      ],
      [
        t(
          'Quiero publicar mis propios recursos. ¿Con quién hablo?',
          'I want to publish my own resources. Who should I talk to?',
          'Vull publicar els meus propis recursos. Amb qui parlo?',
        ),
        t(
          '<p>En el formulario de contacto elige el rol <strong>Autor/a</strong> y cuéntanos brevemente qué tipo de propuestas diseñas. El equipo pedagógico te escribirá para explicarte cómo funciona el área de creación.</p>',
          '<p>In the contact form choose the <strong>Author</strong> role and tell us briefly what kind of activities you design. The pedagogical team will write to you to explain how the authoring area works.</p>',
          "<p>Al formulari de contacte tria el rol <strong>Autor/a</strong> i explica'ns breument quin tipus de propostes dissenyes. L'equip pedagògic t'escriurà per explicar-te com funciona l'àrea de creació.</p>",
        ),
      ],
      [
        t(
          '¿Puedo pedir una demostración para el claustro?',
          'Can I request a demo for my staff?',
          'Puc demanar una demostració per al claustre?',
        ),
        t(
          '<p>Sí. Escríbenos desde el formulario de contacto indicando el nombre del centro y el número aproximado de docentes. Organizamos sesiones en línea de 45 minutos adaptadas a cada etapa.</p>',
          '<p>Yes. Write to us through the contact form with the name of your school and the approximate number of teachers. We run 45-minute online sessions tailored to each stage.</p>',
          '<p>Sí. Escriu-nos des del formulari de contacte indicant el nom del centre i el nombre aproximat de docents. Organitzem sessions en línia de 45 minuts adaptades a cada etapa.</p>',
        ),
      ],
    ],
  },
  {
    key: 'account',
    name: t('Cuenta', 'Account', 'Compte'),
    questions: [
      [
        t(
          'He olvidado mi contraseña, ¿qué hago?',
          'I forgot my password. What should I do?',
          'He oblidat la contrasenya, què faig?',
        ),
        t(
          '<p>En la pantalla de acceso pulsa <strong>¿Has olvidado tu contraseña?</strong> e introduce tu correo. Recibirás un enlace para crear una nueva contraseña de al menos 6 caracteres.</p>',
          '<p>On the login screen click <strong>Forgot your password?</strong> and enter your email. You will receive a link to create a new password of at least 6 characters.</p>',
          "<p>A la pantalla d'accés prem <strong>Has oblidat la contrasenya?</strong> i introdueix el teu correu. Rebràs un enllaç per crear una contrasenya nova d'almenys 6 caràcters.</p>",
        ),
      ],
      [
        t(
          '¿Cómo cambio el idioma de la plataforma?',
          'How do I change the language of the platform?',
          'Com canvio la llengua de la plataforma?',
        ),
        t(
          '<p>Desde <strong>Preferencias</strong> puedes elegir por separado el idioma de navegación y el de los correos. La plataforma está disponible en español, inglés y catalán.</p>',
          '<p>In <strong>Preferences</strong> you can choose the navigation language and the email language separately. The platform is available in Spanish, English and Catalan.</p>',
          '<p>Des de <strong>Preferències</strong> pots triar per separat la llengua de navegació i la dels correus. La plataforma està disponible en castellà, anglès i català.</p>',
        ),
      ],
      [
        t(
          '¿Cómo actualizo mi perfil y mi foto?',
          'How do I update my profile and photo?',
          'Com actualitzo el meu perfil i la meva foto?',
        ),
        t(
          '<p>Abre el menú de tu avatar y entra en <strong>Mi perfil</strong> &gt; <strong>Editar</strong>. Puedes cambiar tu nombre, teléfono, cargo, etapas, materias y una breve biografía. La foto no puede superar los 2 MB.</p>',
          '<p>Open your avatar menu and go to <strong>My profile</strong> &gt; <strong>Edit</strong>. You can change your name, phone, position, levels, subjects and a short bio. The photo may not exceed 2 MB.</p>',
          '<p>Obre el menú del teu avatar i entra a <strong>El meu perfil</strong> &gt; <strong>Edita</strong>. Pots canviar el nom, el telèfon, el càrrec, les etapes, les matèries i una breu biografia. La foto no pot superar els 2 MB.</p>',
        ),
      ],
      [
        t(
          'He recibido una invitación caducada. ¿Qué puedo hacer?',
          'My invitation has expired. What can I do?',
          'He rebut una invitació caducada. Què puc fer?',
        ),
        t(
          '<p>Las invitaciones duran dos semanas y solo se pueden usar una vez. Pide a la persona administradora de tu centro que te la reenvíe desde la gestión del equipo.</p>',
          '<p>Invitations last two weeks and can only be used once. Ask your school administrator to resend it from the team management page.</p>',
          "<p>Les invitacions duren dues setmanes i només es poden fer servir una vegada. Demana a la persona administradora del teu centre que te la reenviï des de la gestió de l'equip.</p>",
        ),
      ],
    ],
  },
  {
    key: 'licences',
    name: t('Licencias', 'Licences', 'Llicències'),
    questions: [
      [
        t('¿Qué licencias existen?', 'What licences are available?', 'Quines llicències hi ha?'),
        t(
          '<p>Hay tres modalidades: <strong>Freemium</strong> (gratuita, con una selección de recursos), <strong>Licencia por programa</strong> y <strong>Campus</strong> (acceso completo para todo el centro). Las dos últimas se contratan por presupuesto y tienen duración anual.</p>',
          '<p>There are three plans: <strong>Freemium</strong> (free, with a selection of resources), <strong>Licence by program</strong> and <strong>Campus</strong> (full access for the whole school). The last two are quoted on request and last one year.</p>',
          '<p>Hi ha tres modalitats: <strong>Freemium</strong> (gratuïta, amb una selecció de recursos), <strong>Llicència per programa</strong> i <strong>Campus</strong> (accés complet per a tot el centre). Les dues últimes es contracten per pressupost i tenen una durada anual.</p>',
        ),
      ],
      [
        t('¿Cuánto dura la prueba gratuita?', 'How long does the free trial last?', 'Quant dura la prova gratuïta?'),
        t(
          '<p>La prueba dura 15 días desde el registro. Durante ese tiempo puedes invitar hasta a cuatro colegas de tu centro para que la prueben contigo.</p>',
          '<p>The trial lasts 15 days from sign-up. During that time you can invite up to four colleagues from your school to try it with you.</p>',
          '<p>La prova dura 15 dies des del registre. Durant aquest temps pots convidar fins a quatre col·legues del teu centre perquè la provin amb tu.</p>',
        ),
      ],
      [
        t('¿Cómo solicito un presupuesto?', 'How do I request a quote?', 'Com sol·licito un pressupost?'),
        t(
          '<p>En la página <strong>Licencia</strong> elige la modalidad que te interesa y pulsa <strong>Solicitar presupuesto</strong>. Te pediremos algunos datos del centro, como el número de alumnos y las etapas que imparte.</p>',
          '<p>On the <strong>Licence</strong> page choose the plan you are interested in and click <strong>Request a quote</strong>. We will ask for some details about your school, such as the number of students and the stages it teaches.</p>',
          "<p>A la pàgina <strong>Llicència</strong> tria la modalitat que t'interessa i prem <strong>Sol·licita pressupost</strong>. Et demanarem algunes dades del centre, com el nombre d'alumnes i les etapes que imparteix.</p>",
        ),
      ],
    ],
  },
  {
    key: 'resources',
    name: t('Recursos y programas', 'Resources and programs', 'Recursos i programes'),
    questions: [
      [
        t(
          '¿Qué diferencia hay entre un recurso y un programa?',
          'What is the difference between a resource and a program?',
          'Quina diferència hi ha entre un recurs i un programa?',
        ),
        t(
          '<p>Un <strong>recurso</strong> es una propuesta didáctica completa de una a seis sesiones. Un <strong>programa</strong> agrupa varios recursos en un itinerario con fundamentación, objetivos, pautas DUA y método de evaluación.</p>',
          '<p>A <strong>resource</strong> is a complete teaching proposal of one to six sessions. A <strong>program</strong> groups several resources into a pathway with a rationale, objectives, UDL guidelines and an assessment method.</p>',
          "<p>Un <strong>recurs</strong> és una proposta didàctica completa d'una a sis sessions. Un <strong>programa</strong> agrupa diversos recursos en un itinerari amb fonamentació, objectius, pautes DUA i mètode d'avaluació.</p>",
        ),
      ],
      [
        t(
          '¿Cómo comparto un recurso con mi alumnado?',
          'How do I share a resource with my students?',
          'Com comparteixo un recurs amb el meu alumnat?',
        ),
        t(
          '<p>En la pestaña <strong>Alumno</strong> del recurso encontrarás el enlace público para estudiantes. Puedes copiarlo o publicarlo directamente en tu plataforma de aula. El alumnado no necesita cuenta.</p>',
          '<p>In the <strong>Student</strong> tab of the resource you will find the public student link. You can copy it or post it directly to your classroom platform. Students do not need an account.</p>',
          "<p>A la pestanya <strong>Alumne</strong> del recurs hi trobaràs l'enllaç públic per a estudiants. El pots copiar o publicar directament a la teva plataforma d'aula. L'alumnat no necessita compte.</p>",
        ),
      ],
      [
        t(
          '¿Puedo usar un recurso en otro idioma?',
          'Can I use a resource in another language?',
          'Puc fer servir un recurs en una altra llengua?',
        ),
        t(
          '<p>La mayoría de recursos están en español, inglés y catalán. En la ficha verás los idiomas disponibles; si el tuyo no está, se mostrará la versión en el idioma por defecto.</p>',
          '<p>Most resources are available in Spanish, English and Catalan. The resource page lists the available languages; if yours is missing, the default language version is shown.</p>',
          '<p>La majoria de recursos estan en castellà, anglès i català. A la fitxa hi veuràs les llengües disponibles; si la teva no hi és, es mostrarà la versió en la llengua per defecte.</p>',
        ),
      ],
      [
        t('¿Cómo valoro un recurso?', 'How do I rate a resource?', 'Com valoro un recurs?'),
        t(
          '<p>Al final de cada recurso puedes indicar su utilidad de 1 a 5 y, en un segundo paso, qué te ha gustado o qué mejorarías, con un comentario opcional. Tus valoraciones alimentan las estadísticas del centro.</p>',
          '<p>At the end of each resource you can rate its usefulness from 1 to 5 and, in a second step, tell us what you liked or would improve, with an optional comment. Your ratings feed your school statistics.</p>',
          "<p>Al final de cada recurs pots indicar-ne la utilitat de l'1 al 5 i, en un segon pas, què t'ha agradat o què milloraries, amb un comentari opcional. Les teves valoracions alimenten les estadístiques del centre.</p>",
        ),
      ],
    ],
  },
  {
    key: 'folders',
    name: t('Carpetas', 'Folders', 'Carpetes'),
    questions: [
      [
        t('¿Para qué sirven las carpetas?', 'What are folders for?', 'Per a què serveixen les carpetes?'),
        t(
          '<p>Las carpetas te permiten organizar recursos por trimestre, grupo o proyecto. Puedes crear las tuyas (nombre de hasta 50 caracteres) y ordenar los recursos como prefieras.</p>',
          '<p>Folders let you organise resources by term, group or project. You can create your own (names up to 50 characters) and order the resources as you like.</p>',
          '<p>Les carpetes et permeten organitzar recursos per trimestre, grup o projecte. Pots crear les teves (nom de fins a 50 caràcters) i ordenar els recursos com vulguis.</p>',
        ),
      ],
      [
        t('¿Qué son las carpetas destacadas?', 'What are featured folders?', 'Què són les carpetes destacades?'),
        t(
          '<p>Son selecciones preparadas por el equipo pedagógico en torno a un tema o una efeméride. Puedes copiarlas a <strong>Mis carpetas</strong> y adaptarlas a tu grupo.</p>',
          '<p>They are selections prepared by the pedagogical team around a theme or an international day. You can copy them to <strong>My folders</strong> and adapt them to your class.</p>',
          "<p>Són seleccions preparades per l'equip pedagògic al voltant d'un tema o una efemèride. Les pots copiar a <strong>Les meves carpetes</strong> i adaptar-les al teu grup.</p>",
        ),
      ],
      [
        t(
          '¿Cómo comparto una carpeta con mis colegas?',
          'How do I share a folder with colleagues?',
          'Com comparteixo una carpeta amb els meus col·legues?',
        ),
        t(
          '<p>Desde el menú de la carpeta pulsa <strong>Compartir</strong> y elige a colegas de tu red de centros o un grupo de compartición. Puedes dar permiso de lectura o de edición.</p>',
          '<p>From the folder menu click <strong>Share</strong> and pick colleagues from your school network or a sharing group. You can grant read or edit permission.</p>',
          "<p>Des del menú de la carpeta prem <strong>Comparteix</strong> i tria col·legues de la teva xarxa de centres o un grup de compartició. Pots donar permís de lectura o d'edició.</p>",
        ),
      ],
    ],
  },
  {
    key: 'statistics',
    name: t('Estadísticas', 'Statistics', 'Estadístiques'),
    questions: [
      [
        t('¿Qué muestran las estadísticas?', 'What do statistics show?', 'Què mostren les estadístiques?'),
        t(
          '<p>Muestran el uso de contenidos por categoría, las habilidades trabajadas por edad, las metodologías elegidas y los aspectos mejor valorados. Puedes filtrar por los últimos 30 días, trimestre, semestre o año.</p>',
          '<p>They show content use by category, skills worked on by age, chosen methodologies and the best-rated aspects. You can filter by the last 30 days, term, semester or year.</p>',
          "<p>Mostren l'ús de continguts per categoria, les habilitats treballades per edat, les metodologies triades i els aspectes més ben valorats. Pots filtrar pels darrers 30 dies, trimestre, semestre o any.</p>",
        ),
      ],
      [
        t(
          '¿Cómo registro que he usado un contenido en clase?',
          'How do I record that I used content in class?',
          'Com registro que he fet servir un contingut a classe?',
        ),
        t(
          '<p>Desde el recurso o el programa pulsa <strong>Registrar uso</strong>, elige el curso y las sesiones que has impartido. Ese registro alimenta tu historial y las estadísticas del centro.</p>',
          '<p>From the resource or program click <strong>Record use</strong> and choose the grade and the sessions you taught. The record feeds your history and the school statistics.</p>',
          "<p>Des del recurs o el programa prem <strong>Registra l'ús</strong>, tria el curs i les sessions que has impartit. Aquest registre alimenta el teu historial i les estadístiques del centre.</p>",
        ),
      ],
      [
        t(
          '¿Quién puede ver las estadísticas del centro?',
          'Who can see the school statistics?',
          'Qui pot veure les estadístiques del centre?',
        ),
        t(
          '<p>Los docentes ven sus propios datos; el equipo directivo y las personas administradoras ven los datos agregados del centro o de la red de centros.</p>',
          '<p>Teachers see their own data; the management team and administrators see aggregated data for the school or the school network.</p>',
          "<p>Els docents veuen les seves pròpies dades; l'equip directiu i les persones administradores veuen les dades agregades del centre o de la xarxa de centres.</p>",
        ),
      ],
    ],
  },
];

let qid = 0;
export const faqSections: FaqSection[] = sections.map((s, i) => ({
  id: i + 1,
  key: s.key,
  name: s.name,
  order: i + 1,
  questions: s.questions.map(([question, answer]) => ({ id: ++qid, question, answer })),
}));
