/** Test data: a link sharing classes 1 and 3 of a resource (tests only). */
import type { StudentResource } from '@platform/contracts';

export function sharedResource(over: Partial<StudentResource> = {}): StudentResource {
  return {
    id: 7,
    resourceId: 40,
    title: 'Huerto en el patio',
    locale: 'es',
    languages: ['es', 'en'],
    cover: null,
    author: { id: 3, name: 'Laura Gómez', picture: null },
    category: { id: 2, slug: 'global', color: '#0a0', name: 'Ciudadanía global' },
    numberOfClasses: 2,
    studentMaterial: {
      mediaSummary: [{ kind: 2, url: '/files/demo/covers/huerto.svg', caption: 'Un huerto escolar' }],
      studentPedagogicalGoal: '<p>Aprender a <strong>cuidar</strong> plantas.</p><script>alert(1)</script>',
      rhetoricalQuestion: '¿De dónde viene lo que comes?',
      hasMedia: true,
      classPlans: [
        {
          id: 101,
          classNumber: 1,
          name: 'Observamos',
          organizationType: 'smallGroups',
          classLayout: 'circle',
          minutesDuration: 45,
          statement: '<p>Mira el huerto y anota.</p>',
          necessaryDownloadableMaterials: [
            { kind: 3, name: 'Ficha de campo', file: '/files/demo/templates/ficha.pdf' },
          ],
        },
        {
          id: 103,
          classNumber: 3,
          name: 'Cosechamos',
          organizationType: 'group',
          classLayout: 'halfCircle',
          minutesDuration: 1,
          statement: '<p>Recoge y comparte.</p>',
          necessaryDownloadableMaterials: [],
        },
      ],
    },
    ...over,
  };
}
