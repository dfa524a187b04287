import type {
  AcademicGrade,
  AgeRange,
  Category,
  Country,
  CrossArea,
  EducationalLevel,
  EvaluationMethod,
  Position,
  Sdg,
  Skill,
  Subject,
  Topic,
  Udl,
} from '../types';
import { t } from './l10n';

export const categories: Category[] = [
  {
    id: 1,
    key: 'computationalThinking',
    slug: 'computationalThinking',
    color: '#2F80ED',
    name: t('Pensamiento computacional', 'Computational thinking', 'Pensament computacional'),
  },
  {
    id: 2,
    key: 'globalCitizenship',
    slug: 'globalCitizenship',
    color: '#27AE60',
    name: t('Ciudadanía global', 'Global citizenship', 'Ciutadania global'),
  },
  {
    id: 3,
    key: 'entrepreneurialSpirit',
    slug: 'entrepreneurialSpirit',
    color: '#F2994A',
    name: t('Espíritu emprendedor', 'Entrepreneurial spirit', 'Esperit emprenedor'),
  },
  {
    id: 4,
    key: 'teachersTraining',
    slug: 'teachersTraining',
    color: '#9B51E0',
    name: t('Formación docente', 'Teacher training', 'Formació docent'),
  },
];

export const skills: Skill[] = [
  { id: 1, key: 'problemResolution', name: t('Resolución de problemas', 'Problem solving', 'Resolució de problemes') },
  { id: 2, key: 'criticalThinking', name: t('Pensamiento crítico', 'Critical thinking', 'Pensament crític') },
  { id: 3, key: 'teamwork', name: t('Trabajo en equipo', 'Teamwork', 'Treball en equip') },
  { id: 4, key: 'flexibility', name: t('Flexibilidad', 'Flexibility', 'Flexibilitat') },
  { id: 5, key: 'resilience', name: t('Resiliencia', 'Resilience', 'Resiliència') },
  { id: 6, key: 'analysis', name: t('Análisis', 'Analysis', 'Anàlisi') },
  { id: 7, key: 'creativity', name: t('Creatividad', 'Creativity', 'Creativitat') },
  {
    id: 8,
    key: 'effectiveCommunication',
    name: t('Comunicación efectiva', 'Effective communication', 'Comunicació efectiva'),
  },
  { id: 9, key: 'commitment', name: t('Compromiso', 'Commitment', 'Compromís') },
  { id: 10, key: 'perseverance', name: t('Perseverancia', 'Perseverance', 'Perseverança') },
  { id: 11, key: 'leadership', name: t('Liderazgo', 'Leadership', 'Lideratge') },
  { id: 12, key: 'initiative', name: t('Iniciativa', 'Initiative', 'Iniciativa') },
  { id: 13, key: 'curiosity', name: t('Curiosidad', 'Curiosity', 'Curiositat') },
  { id: 14, key: 'responsibility', name: t('Responsabilidad', 'Responsibility', 'Responsabilitat') },
];

const age = (id: number, min: number, max: number): AgeRange => ({
  id,
  key: `${min}-${max}`,
  min,
  max,
  name: t(`${min}-${max} años`, `${min}-${max} years`, `${min}-${max} anys`),
});
export const ageRanges: AgeRange[] = [age(1, 3, 5), age(2, 6, 8), age(3, 9, 11), age(4, 12, 15), age(5, 16, 18)];

const sdg = (id: number, color: string, es: string, en: string, ca: string): Sdg => ({
  id,
  key: `sdg${id}`,
  color,
  name: t(es, en, ca),
});
export const sdgs: Sdg[] = [
  sdg(1, '#E5243B', 'Fin de la pobreza', 'No poverty', 'Fi de la pobresa'),
  sdg(2, '#DDA63A', 'Hambre cero', 'Zero hunger', 'Fam zero'),
  sdg(3, '#4C9F38', 'Salud y bienestar', 'Good health and well-being', 'Salut i benestar'),
  sdg(4, '#C5192D', 'Educación de calidad', 'Quality education', 'Educació de qualitat'),
  sdg(5, '#FF3A21', 'Igualdad de género', 'Gender equality', 'Igualtat de gènere'),
  sdg(6, '#26BDE2', 'Agua limpia y saneamiento', 'Clean water and sanitation', 'Aigua neta i sanejament'),
  sdg(7, '#FCC30B', 'Energía asequible y no contaminante', 'Affordable and clean energy', 'Energia neta i assequible'),
  sdg(
    8,
    '#A21942',
    'Trabajo decente y crecimiento económico',
    'Decent work and economic growth',
    'Treball digne i creixement econòmic',
  ),
  sdg(
    9,
    '#FD6925',
    'Industria, innovación e infraestructura',
    'Industry, innovation and infrastructure',
    'Indústria, innovació i infraestructures',
  ),
  sdg(10, '#DD1367', 'Reducción de las desigualdades', 'Reduced inequalities', 'Reducció de les desigualtats'),
  sdg(
    11,
    '#FD9D24',
    'Ciudades y comunidades sostenibles',
    'Sustainable cities and communities',
    'Ciutats i comunitats sostenibles',
  ),
  sdg(
    12,
    '#BF8B2E',
    'Producción y consumo responsables',
    'Responsible consumption and production',
    'Producció i consum responsables',
  ),
  sdg(13, '#3F7E44', 'Acción por el clima', 'Climate action', 'Acció climàtica'),
  sdg(14, '#0A97D9', 'Vida submarina', 'Life below water', 'Vida submarina'),
  sdg(15, '#56C02B', 'Vida de ecosistemas terrestres', 'Life on land', 'Vida terrestre'),
  sdg(
    16,
    '#00689D',
    'Paz, justicia e instituciones sólidas',
    'Peace, justice and strong institutions',
    'Pau, justícia i institucions sòlides',
  ),
  sdg(17, '#19486A', 'Alianzas para lograr los objetivos', 'Partnerships for the goals', 'Aliança pels objectius'),
];

let subId = 0;
const sub = (key: string, es: string, en: string, ca: string) => ({ id: ++subId, key, name: t(es, en, ca) });
export const topics: Topic[] = [
  {
    id: 1,
    key: 'environment',
    name: t('Medio ambiente', 'Environment', 'Medi ambient'),
    subtopics: [
      sub('recycling', 'Reciclaje y residuos', 'Recycling and waste', 'Reciclatge i residus'),
      sub('biodiversity', 'Biodiversidad', 'Biodiversity', 'Biodiversitat'),
      sub('climateChange', 'Cambio climático', 'Climate change', 'Canvi climàtic'),
      sub('water', 'Agua', 'Water', 'Aigua'),
      sub('energy', 'Energía', 'Energy', 'Energia'),
    ],
  },
  {
    id: 2,
    key: 'technology',
    name: t('Tecnología', 'Technology', 'Tecnologia'),
    subtopics: [
      sub('programming', 'Programación', 'Programming', 'Programació'),
      sub('robotics', 'Robótica', 'Robotics', 'Robòtica'),
      sub('digitalCitizenship', 'Ciudadanía digital', 'Digital citizenship', 'Ciutadania digital'),
      sub('artificialIntelligence', 'Inteligencia artificial', 'Artificial intelligence', 'Intel·ligència artificial'),
      sub('dataLiteracy', 'Datos y estadística', 'Data literacy', 'Dades i estadística'),
    ],
  },
  {
    id: 3,
    key: 'coexistence',
    name: t('Convivencia', 'Living together', 'Convivència'),
    subtopics: [
      sub('emotions', 'Emociones', 'Emotions', 'Emocions'),
      sub('conflictResolution', 'Resolución de conflictos', 'Conflict resolution', 'Resolució de conflictes'),
      sub('diversity', 'Diversidad', 'Diversity', 'Diversitat'),
      sub('bullyingPrevention', 'Prevención del acoso', 'Bullying prevention', "Prevenció de l'assetjament"),
    ],
  },
  {
    id: 4,
    key: 'health',
    name: t('Salud y bienestar', 'Health and well-being', 'Salut i benestar'),
    subtopics: [
      sub('nutrition', 'Alimentación saludable', 'Healthy eating', 'Alimentació saludable'),
      sub('physicalActivity', 'Actividad física', 'Physical activity', 'Activitat física'),
      sub('mentalHealth', 'Salud mental', 'Mental health', 'Salut mental'),
      sub('rest', 'Descanso y hábitos', 'Rest and habits', 'Descans i hàbits'),
    ],
  },
  {
    id: 5,
    key: 'economy',
    name: t('Economía y consumo', 'Economy and consumption', 'Economia i consum'),
    subtopics: [
      sub('financialLiteracy', 'Educación financiera', 'Financial literacy', 'Educació financera'),
      sub('responsibleConsumption', 'Consumo responsable', 'Responsible consumption', 'Consum responsable'),
      sub('entrepreneurship', 'Emprendimiento', 'Entrepreneurship', 'Emprenedoria'),
      sub('fairTrade', 'Comercio justo', 'Fair trade', 'Comerç just'),
    ],
  },
  {
    id: 6,
    key: 'community',
    name: t('Ciudad y comunidad', 'City and community', 'Ciutat i comunitat'),
    subtopics: [
      sub('mobility', 'Movilidad sostenible', 'Sustainable mobility', 'Mobilitat sostenible'),
      sub('publicSpace', 'Espacio público', 'Public space', 'Espai públic'),
      sub('volunteering', 'Voluntariado', 'Volunteering', 'Voluntariat'),
      sub('localHeritage', 'Patrimonio local', 'Local heritage', 'Patrimoni local'),
    ],
  },
  {
    id: 7,
    key: 'equality',
    name: t('Igualdad y derechos', 'Equality and rights', 'Igualtat i drets'),
    subtopics: [
      sub('genderEquality', 'Igualdad de género', 'Gender equality', 'Igualtat de gènere'),
      sub('inclusion', 'Inclusión', 'Inclusion', 'Inclusió'),
      sub('humanRights', 'Derechos humanos', 'Human rights', 'Drets humans'),
      sub('migration', 'Migraciones', 'Migration', 'Migracions'),
    ],
  },
  {
    id: 8,
    key: 'science',
    name: t('Ciencia e investigación', 'Science and research', 'Ciència i recerca'),
    subtopics: [
      sub('scientificMethod', 'Método científico', 'Scientific method', 'Mètode científic'),
      sub('space', 'El espacio', 'Space', "L'espai"),
      sub('humanBody', 'El cuerpo humano', 'The human body', 'El cos humà'),
      sub('materials', 'Materiales', 'Materials', 'Materials'),
    ],
  },
  {
    id: 9,
    key: 'communication',
    name: t('Comunicación y medios', 'Communication and media', 'Comunicació i mitjans'),
    subtopics: [
      sub('storytelling', 'Narración de historias', 'Storytelling', "Narració d'històries"),
      sub('mediaLiteracy', 'Alfabetización mediática', 'Media literacy', 'Alfabetització mediàtica'),
      sub('publicSpeaking', 'Hablar en público', 'Public speaking', 'Parlar en públic'),
      sub('podcasting', 'Pódcast y radio escolar', 'Podcasts and school radio', 'Pòdcast i ràdio escolar'),
    ],
  },
  {
    id: 10,
    key: 'pedagogy',
    name: t('Práctica docente', 'Teaching practice', 'Pràctica docent'),
    subtopics: [
      sub('activeMethodologies', 'Metodologías activas', 'Active methodologies', 'Metodologies actives'),
      sub('assessment', 'Evaluación formativa', 'Formative assessment', 'Avaluació formativa'),
      sub('classroomManagement', 'Gestión del aula', 'Classroom management', "Gestió de l'aula"),
      sub(
        'universalDesign',
        'Diseño universal para el aprendizaje',
        'Universal design for learning',
        "Disseny universal per a l'aprenentatge",
      ),
      sub('teacherWellbeing', 'Bienestar docente', 'Teacher well-being', 'Benestar docent'),
    ],
  },
];

export const udls: Udl[] = [
  {
    id: 1,
    key: 'captureInterest',
    type: 'engagement',
    name: t('Opciones para captar el interés', 'Options for recruiting interest', "Opcions per captar l'interès"),
  },
  {
    id: 2,
    key: 'sustainEffort',
    type: 'engagement',
    name: t(
      'Opciones para mantener el esfuerzo y la persistencia',
      'Options for sustaining effort and persistence',
      "Opcions per mantenir l'esforç i la persistència",
    ),
  },
  {
    id: 3,
    key: 'selfRegulation',
    type: 'engagement',
    name: t('Opciones para la autorregulación', 'Options for self-regulation', "Opcions per a l'autoregulació"),
  },
  {
    id: 4,
    key: 'differentFormats',
    type: 'representation',
    name: t(
      'Información en diferentes formatos',
      'Information in different formats',
      'Informació en diferents formats',
    ),
  },
  {
    id: 5,
    key: 'decodingSupport',
    type: 'representation',
    name: t(
      'Elementos de apoyo para la decodificación',
      'Supporting elements for decoding',
      'Elements de suport per a la descodificació',
    ),
  },
  {
    id: 6,
    key: 'comprehension',
    type: 'representation',
    name: t('Opciones para la comprensión', 'Options for comprehension', 'Opcions per a la comprensió'),
  },
  {
    id: 7,
    key: 'interactionMedia',
    type: 'actionExpression',
    name: t(
      'Medios para interactuar con el material',
      'Media for interacting with the material',
      'Mitjans per interactuar amb el material',
    ),
  },
  {
    id: 8,
    key: 'responseVariation',
    type: 'actionExpression',
    name: t('Variación en las formas de respuesta', 'Variation of responses', 'Variació en les formes de resposta'),
  },
  {
    id: 9,
    key: 'executiveFunctions',
    type: 'actionExpression',
    name: t(
      'Desarrollo de las funciones ejecutivas',
      'Develops executive functions',
      'Desenvolupament de les funcions executives',
    ),
  },
];

export const evaluationMethods: EvaluationMethod[] = [
  {
    id: 1,
    key: 'heteroevaluation',
    name: t('Heteroevaluación', 'Teacher assessment (heteroevaluation)', 'Heteroavaluació'),
  },
  { id: 2, key: 'coevaluation', name: t('Coevaluación', 'Peer assessment (coevaluation)', 'Coavaluació') },
  { id: 3, key: 'autoevaluation', name: t('Autoevaluación', 'Self-assessment (autoevaluation)', 'Autoavaluació') },
];

export const subjects: Subject[] = [
  { id: 1, key: 'mathematics', name: t('Matemáticas', 'Mathematics', 'Matemàtiques') },
  { id: 2, key: 'language', name: t('Lengua y literatura', 'Language and literature', 'Llengua i literatura') },
  {
    id: 3,
    key: 'foreignLanguage',
    name: t('Lengua extranjera (inglés)', 'Foreign language (English)', 'Llengua estrangera (anglès)'),
  },
  { id: 4, key: 'naturalSciences', name: t('Ciencias naturales', 'Natural sciences', 'Ciències naturals') },
  { id: 5, key: 'socialSciences', name: t('Ciencias sociales', 'Social sciences', 'Ciències socials') },
  { id: 6, key: 'visualArts', name: t('Educación plástica y visual', 'Visual arts', 'Educació visual i plàstica') },
  { id: 7, key: 'music', name: t('Música', 'Music', 'Música') },
  { id: 8, key: 'physicalEducation', name: t('Educación física', 'Physical education', 'Educació física') },
  { id: 9, key: 'technology', name: t('Tecnología', 'Technology', 'Tecnologia') },
  {
    id: 10,
    key: 'computerScience',
    name: t('Informática y digitalización', 'Computing and digital skills', 'Informàtica i digitalització'),
  },
  {
    id: 11,
    key: 'citizenship',
    name: t(
      'Educación en valores cívicos y éticos',
      'Civic and ethical education',
      'Educació en valors cívics i ètics',
    ),
  },
  { id: 12, key: 'philosophy', name: t('Filosofía', 'Philosophy', 'Filosofia') },
  {
    id: 13,
    key: 'economics',
    name: t('Economía y emprendimiento', 'Economics and entrepreneurship', 'Economia i emprenedoria'),
  },
];

export const educationalLevels: EducationalLevel[] = [
  { id: 1, key: 'infant', name: t('Educación infantil', 'Early childhood education', 'Educació infantil') },
  { id: 2, key: 'primary', name: t('Educación primaria', 'Primary education', 'Educació primària') },
  { id: 3, key: 'secondary', name: t('Educación secundaria', 'Secondary education', 'Educació secundària') },
  { id: 4, key: 'baccalaureate', name: t('Bachillerato', 'Baccalaureate', 'Batxillerat') },
  { id: 5, key: 'vocational', name: t('Formación profesional', 'Vocational training', 'Formació professional') },
];

export const positions: Position[] = [
  { id: 1, key: 'principal', name: t('Director/a', 'Principal', 'Director/a') },
  { id: 2, key: 'vicePrincipal', name: t('Subdirector/a', 'Vice principal', 'Sotsdirector/a') },
  { id: 3, key: 'levelCoordinator', name: t('Coordinador/a de nivel', 'Level coordinator', 'Coordinador/a de nivell') },
  { id: 4, key: 'areaCoordinator', name: t('Coordinador/a de área', 'Area coordinator', "Coordinador/a d'àrea") },
  {
    id: 5,
    key: 'innovationCoordinator',
    name: t('Coordinador/a de innovación', 'Innovation coordinator', "Coordinador/a d'innovació"),
  },
  {
    id: 6,
    key: 'academicOrPedagogicalCoordinator',
    name: t(
      'Coordinador/a académico o pedagógico',
      'Academic or pedagogical coordinator',
      'Coordinador/a acadèmic o pedagògic',
    ),
  },
  {
    id: 7,
    key: 'teacherEducation',
    name: t('Formación del profesorado', 'Teacher education', 'Formació del professorat'),
  },
  { id: 8, key: 'teacher', name: t('Docente', 'Teacher', 'Docent') },
  { id: 9, key: 'iCT', name: t('Coordinador/a TIC', 'ICT coordinator', 'Coordinador/a TIC') },
  { id: 10, key: 'pastoral', name: t('Pastoral', 'Pastoral care', 'Pastoral') },
  { id: 11, key: 'management', name: t('Equipo directivo / gestión', 'Management', 'Equip directiu / gestió') },
];

export const countries: Country[] = [
  { iso2: 'AR', key: 'argentina', phonePrefix: '+54', name: t('Argentina', 'Argentina', 'Argentina') },
  { iso2: 'ES', key: 'spain', phonePrefix: '+34', name: t('España', 'Spain', 'Espanya') },
  { iso2: 'US', key: 'unitedStates', phonePrefix: '+1', name: t('Estados Unidos', 'United States', 'Estats Units') },
  { iso2: 'PE', key: 'peru', phonePrefix: '+51', name: t('Perú', 'Peru', 'Perú') },
  { iso2: 'UY', key: 'uruguay', phonePrefix: '+598', name: t('Uruguay', 'Uruguay', 'Uruguai') },
  { iso2: 'MX', key: 'mexico', phonePrefix: '+52', name: t('México', 'Mexico', 'Mèxic') },
  { iso2: 'CO', key: 'colombia', phonePrefix: '+57', name: t('Colombia', 'Colombia', 'Colòmbia') },
  { iso2: 'ZZ', key: 'other', phonePrefix: null, name: t('Otro', 'Other', 'Altres') },
];

// ------------------------------------------------------------------ academic grades per country
const enOrd = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const caOrd = (n: number) => `${n}${n === 1 || n === 3 ? 'r' : n === 2 ? 'n' : n === 4 ? 't' : 'è'}`;
const esOrd = (n: number) => `${n}º`;

type GradeRow = [levelKey: string, es: string, en: string, ca: string];
/** n grades of a level, numbered from `from`; the patterns receive the ordinal in each language. */
const series = (
  levelKey: string,
  count: number,
  es: (o: string) => string,
  en: (o: string) => string,
  ca: (o: string) => string,
  from = 1,
): GradeRow[] =>
  Array.from({ length: count }, (_, i) => [levelKey, es(esOrd(from + i)), en(enOrd(from + i)), ca(caOrd(from + i))]);

const gradesByCountry: Record<string, GradeRow[]> = {
  ES: [
    ['infant', 'Infantil 3 años (I3)', 'Early years, age 3 (I3)', 'P3 (Educació infantil)'],
    ['infant', 'Infantil 4 años (I4)', 'Early years, age 4 (I4)', 'P4 (Educació infantil)'],
    ['infant', 'Infantil 5 años (I5)', 'Early years, age 5 (I5)', 'P5 (Educació infantil)'],
    ...series(
      'primary',
      6,
      (o) => `${o} Primaria`,
      (o) => `${o} year of Primary`,
      (o) => `${o} de Primària`,
    ),
    ...series(
      'secondary',
      4,
      (o) => `${o} ESO`,
      (o) => `${o} year of ESO (secondary)`,
      (o) => `${o} d'ESO`,
    ),
    ...series(
      'baccalaureate',
      2,
      (o) => `${o} Bachillerato`,
      (o) => `${o} year of Bachillerato`,
      (o) => `${o} de Batxillerat`,
    ),
    ...series(
      'vocational',
      2,
      (o) => `${o} FP Grado Medio`,
      (o) => `${o} year of intermediate vocational training`,
      (o) => `${o} de CFGM`,
    ),
  ],
  AR: [
    ['infant', 'Sala de 3', 'Preschool, age 3 (Sala de 3)', 'Sala de 3 anys'],
    ['infant', 'Sala de 4', 'Preschool, age 4 (Sala de 4)', 'Sala de 4 anys'],
    ['infant', 'Sala de 5', 'Preschool, age 5 (Sala de 5)', 'Sala de 5 anys'],
    ...series(
      'primary',
      7,
      (o) => `${o} grado`,
      (o) => `${o} grade`,
      (o) => `${o} grau`,
    ),
    ...series(
      'secondary',
      5,
      (o) => `${o} año`,
      (o) => `${o} year of secondary`,
      (o) => `${o} any de secundària`,
    ),
  ],
  MX: [
    ...series(
      'infant',
      3,
      (o) => `${o} de preescolar`,
      (o) => `${o} year of preschool`,
      (o) => `${o} de preescolar`,
    ),
    ...series(
      'primary',
      6,
      (o) => `${o} de primaria`,
      (o) => `${o} grade of primaria`,
      (o) => `${o} de primària`,
    ),
    ...series(
      'secondary',
      3,
      (o) => `${o} de secundaria`,
      (o) => `${o} year of secundaria`,
      (o) => `${o} de secundària`,
    ),
    ...series(
      'baccalaureate',
      3,
      (o) => `${o} de preparatoria`,
      (o) => `${o} year of preparatoria (high school)`,
      (o) => `${o} de preparatòria`,
    ),
  ],
  US: [
    ['infant', 'Pre-kínder', 'Pre-K', 'Pre-K (preescolar)'],
    ['infant', 'Kínder', 'Kindergarten', 'Kindergarten (parvulari)'],
    ...series(
      'primary',
      5,
      (o) => `${o} grado (elementary)`,
      (o) => `${o} grade`,
      (o) => `${o} grau (elementary)`,
    ),
    ...series(
      'secondary',
      3,
      (o) => `${o} grado (middle school)`,
      (o) => `${o} grade`,
      (o) => `${o} grau (middle school)`,
      6,
    ),
    ...series(
      'secondary',
      4,
      (o) => `${o} grado (high school)`,
      (o) => `${o} grade`,
      (o) => `${o} grau (high school)`,
      9,
    ),
  ],
  PE: [
    ['infant', 'Inicial 3 años', 'Initial education, age 3', 'Inicial 3 anys'],
    ['infant', 'Inicial 4 años', 'Initial education, age 4', 'Inicial 4 anys'],
    ['infant', 'Inicial 5 años', 'Initial education, age 5', 'Inicial 5 anys'],
    ...series(
      'primary',
      6,
      (o) => `${o} grado de primaria`,
      (o) => `${o} grade of primary`,
      (o) => `${o} grau de primària`,
    ),
    ...series(
      'secondary',
      5,
      (o) => `${o} año de secundaria`,
      (o) => `${o} year of secondary`,
      (o) => `${o} any de secundària`,
    ),
  ],
  UY: [
    ['infant', 'Inicial 3 años', 'Initial education, age 3', 'Inicial 3 anys'],
    ['infant', 'Inicial 4 años', 'Initial education, age 4', 'Inicial 4 anys'],
    ['infant', 'Inicial 5 años', 'Initial education, age 5', 'Inicial 5 anys'],
    ...series(
      'primary',
      6,
      (o) => `${o} año de escuela`,
      (o) => `${o} year of primary school`,
      (o) => `${o} any d'escola`,
    ),
    ...series(
      'secondary',
      3,
      (o) => `${o} año de ciclo básico`,
      (o) => `${o} year of lower secondary`,
      (o) => `${o} any de cicle bàsic`,
    ),
    ...series(
      'baccalaureate',
      3,
      (o) => `${o} año de bachillerato`,
      (o) => `${o} year of upper secondary (bachillerato)`,
      (o) => `${o} any de batxillerat`,
      4,
    ),
  ],
  CO: [
    ['infant', 'Prejardín', 'Pre-kindergarten (Prejardín)', 'Prejardín (preescolar)'],
    ['infant', 'Jardín', 'Kindergarten (Jardín)', 'Jardín (preescolar)'],
    ['infant', 'Transición', 'Transition year (Transición)', 'Transición (preescolar)'],
    ...series(
      'primary',
      5,
      (o) => `${o} de básica primaria`,
      (o) => `${o} grade of primary`,
      (o) => `${o} de bàsica primària`,
    ),
    ...series(
      'secondary',
      4,
      (o) => `${o} de básica secundaria`,
      (o) => `${o} grade of lower secondary`,
      (o) => `${o} de bàsica secundària`,
      6,
    ),
    ...series(
      'baccalaureate',
      2,
      (o) => `${o} de educación media`,
      (o) => `${o} grade of upper secondary`,
      (o) => `${o} d'educació mitjana`,
      10,
    ),
  ],
  ZZ: [
    ['infant', 'Educación infantil', 'Early childhood', 'Educació infantil'],
    ...series(
      'primary',
      6,
      (o) => `${o} de primaria`,
      (o) => `${o} year of primary`,
      (o) => `${o} de primària`,
    ),
    ...series(
      'secondary',
      4,
      (o) => `${o} de secundaria`,
      (o) => `${o} year of secondary`,
      (o) => `${o} de secundària`,
    ),
    ...series(
      'baccalaureate',
      2,
      (o) => `${o} de bachillerato`,
      (o) => `${o} year of upper secondary`,
      (o) => `${o} de batxillerat`,
    ),
  ],
};

export const academicGrades: AcademicGrade[] = (() => {
  const out: AcademicGrade[] = [];
  let id = 0;
  for (const c of countries) {
    (gradesByCountry[c.iso2] ?? []).forEach(([levelKey, es, en, ca], i) => {
      out.push({ id: ++id, countryIso2: c.iso2, levelKey, institutionalOrder: i + 1, name: t(es, en, ca) });
    });
  }
  return out;
})();

export const crossAreas: CrossArea[] = [
  { id: 1, key: 'math', name: t('Matemáticas', 'Math', 'Matemàtiques') },
  { id: 2, key: 'language', name: t('Lengua', 'Language', 'Llengua') },
  { id: 3, key: 'art', name: t('Arte', 'Art', 'Art') },
  { id: 4, key: 'transversal', name: t('Transversal', 'Cross-curricular', 'Transversal') },
  { id: 5, key: 'socialSciences', name: t('Ciencias sociales', 'Social sciences', 'Ciències socials') },
  { id: 6, key: 'naturalSciences', name: t('Ciencias naturales', 'Natural sciences', 'Ciències naturals') },
  { id: 7, key: 'languages', name: t('Idiomas', 'Languages', 'Idiomes') },
  { id: 8, key: 'technology', name: t('Tecnología', 'Technology', 'Tecnologia') },
  { id: 9, key: 'physicalEducation', name: t('Educación física', 'Physical education', 'Educació física') },
];

const monthNames: Array<[string, string, string]> = [
  ['Enero', 'January', 'Gener'],
  ['Febrero', 'February', 'Febrer'],
  ['Marzo', 'March', 'Març'],
  ['Abril', 'April', 'Abril'],
  ['Mayo', 'May', 'Maig'],
  ['Junio', 'June', 'Juny'],
  ['Julio', 'July', 'Juliol'],
  ['Agosto', 'August', 'Agost'],
  ['Septiembre', 'September', 'Setembre'],
  ['Octubre', 'October', 'Octubre'],
  ['Noviembre', 'November', 'Novembre'],
  ['Diciembre', 'December', 'Desembre'],
];
export const months = monthNames.map(([es, en, ca], i) => ({ id: i + 1, name: t(es, en, ca) }));
