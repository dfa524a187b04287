import type { Author } from '../types';
import { t, coverPath } from './l10n';

export const authors: Author[] = [
  {
    key: 'lucia-ferrer',
    name: 'Lucía Ferrer',
    picture: coverPath('author-lucia-ferrer'),
    description: t(
      'Maestra de primaria y formadora en pensamiento computacional',
      'Primary teacher and computational thinking trainer',
      'Mestra de primària i formadora en pensament computacional',
    ),
    bio: t(
      'Lleva quince años en el aula de primaria. Diseña actividades desenchufadas y de robótica educativa para que cualquier docente pueda empezar a programar con su grupo sin miedo.',
      'Fifteen years teaching in primary classrooms. She designs unplugged and educational robotics activities so that any teacher can start coding with their class without fear.',
      "Fa quinze anys que és a l'aula de primària. Dissenya activitats desendollades i de robòtica educativa perquè qualsevol docent pugui començar a programar amb el seu grup sense por.",
    ),
    website: 'https://lucia-ferrer.example.org',
    twitter: 'https://twitter.example.org/luciaferrer_edu',
  },
  {
    key: 'martin-acosta',
    name: 'Martín Acosta',
    picture: coverPath('author-martin-acosta'),
    description: t(
      'Profesor de tecnología en secundaria',
      'Secondary school technology teacher',
      'Professor de tecnologia a secundària',
    ),
    bio: t(
      'Ingeniero reconvertido en docente en Buenos Aires. Cree en el aprendizaje basado en proyectos y en los datos abiertos como herramienta para entender la ciudad.',
      'An engineer turned teacher in Buenos Aires. He believes in project-based learning and in open data as a tool to understand the city.',
      "Enginyer reconvertit en docent a Buenos Aires. Creu en l'aprenentatge basat en projectes i en les dades obertes com a eina per entendre la ciutat.",
    ),
    website: 'https://martinacosta.example.org',
    instagram: 'https://instagram.example.org/profe.martin',
  },
  {
    key: 'nuria-puig',
    name: 'Núria Puig',
    picture: coverPath('author-nuria-puig'),
    description: t(
      'Educadora ambiental y especialista en aprendizaje-servicio',
      'Environmental educator and service-learning specialist',
      'Educadora ambiental i especialista en aprenentatge servei',
    ),
    bio: t(
      'Coordina proyectos de aprendizaje-servicio entre escuelas y ayuntamientos. Sus propuestas conectan el currículo con retos reales del barrio.',
      'She coordinates service-learning projects between schools and local councils. Her proposals connect the curriculum with real neighbourhood challenges.',
      "Coordina projectes d'aprenentatge servei entre escoles i ajuntaments. Les seves propostes connecten el currículum amb reptes reals del barri.",
    ),
    facebook: 'https://facebook.example.org/nuriapuig.edu',
  },
  {
    key: 'camila-rojas',
    name: 'Camila Rojas',
    picture: coverPath('author-camila-rojas'),
    description: t(
      'Psicopedagoga y experta en educación emocional',
      'Educational psychologist and social-emotional learning expert',
      'Psicopedagoga i experta en educació emocional',
    ),
    bio: t(
      'Trabaja con equipos docentes de Chile, Perú y España en convivencia escolar, gestión emocional y prevención del acoso.',
      'She works with teaching teams in Chile, Peru and Spain on school climate, emotional management and bullying prevention.',
      "Treballa amb equips docents de Xile, el Perú i Espanya en convivència escolar, gestió emocional i prevenció de l'assetjament.",
    ),
    website: 'https://camilarojas.example.org',
    instagram: 'https://instagram.example.org/camila.convive',
  },
  {
    key: 'diego-herrera',
    name: 'Diego Herrera',
    picture: coverPath('author-diego-herrera'),
    description: t(
      'Economista y mentor de proyectos emprendedores juveniles',
      'Economist and mentor for youth entrepreneurship projects',
      'Economista i mentor de projectes emprenedors juvenils',
    ),
    bio: t(
      'Ha acompañado a más de doscientos equipos de estudiantes en ferias de emprendimiento. Escribe propuestas prácticas de educación financiera y diseño de proyectos.',
      'He has mentored more than two hundred student teams at entrepreneurship fairs. He writes practical activities on financial literacy and project design.',
      "Ha acompanyat més de dos-cents equips d'estudiants en fires d'emprenedoria. Escriu propostes pràctiques d'educació financera i disseny de projectes.",
    ),
    twitter: 'https://twitter.example.org/diegoherrera',
    website: 'https://emprendeaula.example.org',
  },
  {
    key: 'sofia-martinez',
    name: 'Sofía Martínez',
    picture: coverPath('author-sofia-martinez'),
    description: t(
      'Formadora de profesorado en metodologías activas y DUA',
      'Teacher trainer in active methodologies and UDL',
      'Formadora de professorat en metodologies actives i DUA',
    ),
    bio: t(
      'Doctora en Educación. Forma a claustros en diseño universal para el aprendizaje, evaluación formativa y aprendizaje cooperativo.',
      'PhD in Education. She trains school staff in universal design for learning, formative assessment and cooperative learning.',
      "Doctora en Educació. Forma claustres en disseny universal per a l'aprenentatge, avaluació formativa i aprenentatge cooperatiu.",
    ),
    website: 'https://sofiamartinez.example.org',
    facebook: 'https://facebook.example.org/sofia.formacion',
    twitter: 'https://twitter.example.org/sofia_dua',
  },
  {
    key: 'jordi-vidal',
    name: 'Jordi Vidal',
    picture: coverPath('author-jordi-vidal'),
    description: t(
      'Periodista y profesor de comunicación audiovisual',
      'Journalist and media studies teacher',
      'Periodista i professor de comunicació audiovisual',
    ),
    bio: t(
      'Impulsa radios escolares y talleres de alfabetización mediática. Enseña a distinguir noticias de bulos y a contar historias con voz propia.',
      'He launches school radio stations and media literacy workshops. He teaches students to tell news from hoaxes and to tell stories in their own voice.',
      "Impulsa ràdios escolars i tallers d'alfabetització mediàtica. Ensenya a distingir notícies de notícies falses i a explicar històries amb veu pròpia.",
    ),
    instagram: 'https://instagram.example.org/jordi.radioescola',
  },
  {
    key: 'valeria-mendoza',
    name: 'Valeria Mendoza',
    picture: coverPath('author-valeria-mendoza'),
    description: t(
      'Bióloga y maestra de ciencias en educación infantil y primaria',
      'Biologist and science teacher for early years and primary',
      'Biòloga i mestra de ciències a educació infantil i primària',
    ),
    bio: t(
      'Desde Ciudad de México diseña experiencias de indagación científica con materiales cotidianos para los más pequeños.',
      'From Mexico City she designs hands-on science inquiry experiences with everyday materials for the youngest learners.',
      "Des de Ciutat de Mèxic dissenya experiències d'indagació científica amb materials quotidians per als més petits.",
    ),
    website: 'https://valeriaciencia.example.org',
    instagram: 'https://instagram.example.org/valeria.ciencia',
  },
];
