/** The demo resource of the resource editor's tests: two classes (31, 32), Spanish, owned. */
import type { KreaResource } from '@platform/contracts';
import { installFakeApi, on } from './fakeApi';

export const cls = (id: number, n: number, extra: object = {}) => ({
  id,
  classNumber: n,
  name: `Clase ${n}`,
  organizationType: 'group',
  secondaryOrganizationType: null,
  classLayout: 'circle',
  minutesDuration: 50,
  startMinutes: null,
  developmentMinutes: null,
  closureMinutes: null,
  valuationMinutes: null,
  teacherEnabled: true,
  studentEnabled: true,
  startSection: '',
  developmentSection: '<p>Desarrollo</p>',
  closureSection: '',
  valuationSection: '',
  evaluationSuggestions: '',
  studentStatement: '<p>Enunciado</p>',
  teacherMaterials: [],
  studentMaterials: [],
  quickChecks: [],
  ...extra,
});
export const res = (extra: Partial<KreaResource> = {}): KreaResource => ({
  id: 9,
  version: 4,
  locale: 'es',
  locales: [{ locale: 'es', title: 'Energía', available: false, reviewState: 'draft' }],
  availableLanguages: { es: false },
  title: 'Energía',
  type: 1,
  implementation: null,
  skillIds: [1],
  crossAreaIds: [],
  ageRangeIds: [],
  sdgIds: [],
  topics: [],
  topicSpecial: null,
  customKreaFieldOptions: [],
  keywords: ['agua'],
  benefits: null,
  image: null,
  imageAlt: null,
  videoUrl: null,
  caption: null,
  presentation: '<p>Base</p>',
  rhetoricalQuestion: null,
  teacherMedia: null,
  studentMedia: null,
  classPlanDescription: null,
  pedagogicalGoal: null,
  studentPedagogicalGoal: null,
  classPlans: [cls(31, 1), cls(32, 2)] as KreaResource['classPlans'],
  globalValuationSection: null,
  globalValuationMaterials: [],
  progress: { general: 40, intro: 33, triggers: 0, classes: 100, total: 50, missing: [] },
  permission: 'owner',
  canEdit: true,
  canApprove: false,
  reviewComment: null,
  own: true,
  groupId: 1,
  groupName: 'Red',
  modifiedBy: null,
  modifiedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

/** A fresh fake API with the reference data of the general step and the resource 9. */
export function installResourceApi() {
  installFakeApi();
  localStorage.clear();
  on('GET', /^\/(SkillApi|CrossAreaApi)$/, [
    { id: 1, key: 'a', name: 'Creatividad' },
    { id: 2, key: 'b', name: 'Liderazgo' },
    { id: 3, key: 'c', name: 'Análisis' },
    { id: 4, key: 'd', name: 'Empatía' },
  ]);
  on('GET', /^\/TopicApi\/GetAll$/, [
    { id: 1000, key: 't', name: 'Medio ambiente', subtopics: [{ id: 2000, key: 's', name: 'Agua' }] },
  ]);
  on('GET', /^\/krea\/Resource\/9$/, res());
}
