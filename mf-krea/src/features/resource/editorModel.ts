import type { ExploreLocale, KreaClassPlan, KreaResource } from '@platform/contracts';
import type { ResourcePatch } from './useResourceAutosave';

export type Step = 'general' | 'intro' | 'triggers' | 'classes' | 'tools';
export const STEPS = ['general', 'intro', 'triggers', 'classes'] as const;
/** where a field of an accessibility finding lives: its step and the id of its control */
export function fieldPlace(field: string): [Step, string] {
  const c = /^classPlans\.(\d+)\.(\w+)/.exec(field);
  if (c) return ['classes', `class-${Number(c[1]) + 1}-${c[2]}`];
  const ids: Record<string, [Step, string]> = {
    imageAlt: ['intro', 'res-alt'],
    caption: ['intro', 'res-caption'],
    presentation: ['intro', 'res-presentation'],
    benefits: ['general', 'res-benefits'],
    classPlanDescription: ['triggers', 'res-cpd'],
    pedagogicalGoal: ['triggers', 'res-goal'],
    studentPedagogicalGoal: ['triggers', 'res-sgoal'],
    globalValuationSection: ['classes', 'res-gval'],
    teacherMedia: ['triggers', 'res-tmedia-caption'],
    studentMedia: ['triggers', 'res-smedia-caption'],
  };
  return ids[field.split('.')[0]] ?? ['intro', 'res-caption'];
}
export const LOCALES: ExploreLocale[] = ['es', 'en', 'ca'];
export const URL_RE = /^https?:\/\/\S+$/i;
export const DOWNLOADABLE = /\.(pdf|pptx?|xlsx?|docx?|png|jpe?g|zip)$/i;
export const IMAGE = /\.(png|jpe?g)$/i;
export type Cls = KreaClassPlan;
/** The teacher part of a class, empty: a new class starts with it, and deleting the part by its phrase restores it. */
export const blankTeacherPart = () => ({
  organizationType: null,
  secondaryOrganizationType: null,
  classLayout: null,
  minutesDuration: null,
  startMinutes: null,
  developmentMinutes: null,
  closureMinutes: null,
  valuationMinutes: null,
  startSection: '',
  developmentSection: '',
  closureSection: '',
  valuationSection: '',
  teacherMaterials: [],
  quickChecks: [],
});
export const blankClass = (): Omit<Cls, 'id' | 'classNumber'> & { id?: number; classNumber?: number } => ({
  ...blankTeacherPart(),
  name: '',
  teacherEnabled: true,
  studentEnabled: true,
  evaluationSuggestions: '',
  studentStatement: '',
  studentMaterials: [],
});

/** What every step of the editor gets: the form, whether it is read-only, and how to change it. */
export interface StepProps {
  form: KreaResource;
  ro: boolean;
  set: (p: ResourcePatch) => void;
  setForm: (r: KreaResource) => void;
}
