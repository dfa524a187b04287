/**
 * Used-content records of the demo school (Colegio Demo Norte): what its teacher, manager and admin taught of
 * several programs, as POST /AcademicCourseApi/UsedContentRecord stores it. Some records are complete (every class
 * of every resource of the program), others partial; spread over the last year so statistics and the used-content
 * history of resources and programs have data. Completeness flags are computed by the seeder from the classes.
 */
import type { UsedContentRecordSeed } from '../types';

/** ES grades by institutional order (reference data): 5º Primaria = 8, 6º Primaria = 9, 2º ESO = 11, 3º ESO = 12. */
const G = { primary3: 6, primary5: 8, primary6: 9, eso2: 11, eso3: 12 } as const;

export const usedContentRecords: UsedContentRecordSeed[] = [
  // teacher@demo.test
  {
    key: 'teacher-piensa-complete',
    userEmail: 'teacher@demo.test',
    programKey: 'piensa-programa-primaria',
    gradeOrder: G.primary5,
    daysAgo: 150,
    resources: 'all',
  },
  {
    key: 'teacher-planeta-partial',
    userEmail: 'teacher@demo.test',
    programKey: 'planeta-en-juego',
    gradeOrder: G.primary6,
    daysAgo: 40,
    resources: [
      { resourceKey: 'guardianes-del-agua', classNumbers: [1, 2] },
      { resourceKey: 'abejas-robot-huerto', classNumbers: 'all' },
    ],
  },
  {
    key: 'teacher-convivir-partial',
    userEmail: 'teacher@demo.test',
    programKey: 'convivir-y-sentir',
    gradeOrder: G.primary3,
    daysAgo: 12,
    resources: [{ resourceKey: 'mapa-de-emociones', classNumbers: 'all' }],
  },
  {
    key: 'teacher-piensa-partial',
    userEmail: 'teacher@demo.test',
    programKey: 'piensa-programa-primaria',
    gradeOrder: G.primary6,
    daysAgo: 3,
    resources: [{ resourceKey: 'algoritmos-desenchufados', classNumbers: [1] }],
  },
  // manager@demo.test
  {
    key: 'manager-ciudad-complete',
    userEmail: 'manager@demo.test',
    programKey: 'ciudad-inteligente',
    gradeOrder: G.eso2,
    daysAgo: 90,
    resources: 'all',
  },
  {
    key: 'manager-emprende-partial',
    userEmail: 'manager@demo.test',
    programKey: 'emprende-en-el-aula',
    gradeOrder: G.primary6,
    daysAgo: 20,
    resources: [
      { resourceKey: 'mercadillo-solidario', classNumbers: [1, 2] },
      { resourceKey: 'mi-primer-presupuesto', classNumbers: 'all' },
    ],
  },
  // admin@demo.test
  {
    key: 'admin-convivir-complete',
    userEmail: 'admin@demo.test',
    programKey: 'convivir-y-sentir',
    gradeOrder: G.primary5,
    daysAgo: 200,
    resources: 'all',
  },
  {
    key: 'admin-ciudadania-partial',
    userEmail: 'admin@demo.test',
    programKey: 'ciudadania-digital-critica',
    gradeOrder: G.eso3,
    daysAgo: 60,
    resources: [{ resourceKey: 'cazabulos', classNumbers: 'all' }],
  },
  {
    key: 'admin-claustro-partial',
    userEmail: 'admin@demo.test',
    programKey: 'claustro-que-aprende',
    gradeOrder: null,
    daysAgo: 7,
    resources: [
      { resourceKey: 'tickets-de-salida', classNumbers: 'all' },
      { resourceKey: 'disena-con-dua', classNumbers: [1] },
    ],
  },
];
