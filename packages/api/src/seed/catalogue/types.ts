/**
 * The shape of the demo catalogue and reference data.
 *
 * This file is the contract between the content (written in `./data/**`, exported by `./index.ts`
 * as `getReferenceData()` and `getCatalogue(scale)`) and the seeder that writes it into the
 * PostgreSQL schema (`../seed.ts`). Every human-readable text is given in the three enabled
 * languages; keys are stable slugs so rows can be found again across seeds.
 */
import type { AppLocale } from '@platform/contracts';

export type Locale = AppLocale;
/** A text in every enabled language. */
export type L10n = Record<Locale, string>;

// ---------------------------------------------------------------- reference data (spec §3, §9)
export interface RefItem {
  key: string;
  name: L10n;
}
export interface Category extends RefItem {
  /** 1 computationalThinking, 2 globalCitizenship, 3 entrepreneurialSpirit, 4 teachersTraining */
  id: number;
  slug: 'computationalThinking' | 'globalCitizenship' | 'entrepreneurialSpirit' | 'teachersTraining';
  color: string;
}
export interface Skill extends RefItem {
  id: number;
}
export interface AgeRange {
  id: number;
  key: string;
  min: number;
  max: number;
  name: L10n;
}
export interface Sdg extends RefItem {
  id: number;
  /* 1..17 */ color: string;
}
export interface Topic extends RefItem {
  id: number;
  subtopics: Array<RefItem & { id: number }>;
}
export interface Udl {
  id: number;
  key: string;
  /** engagement | representation | actionExpression */ type: string;
  name: L10n;
}
export interface EvaluationMethod extends RefItem {
  id: number;
}
export interface Subject extends RefItem {
  id: number;
}
export interface EducationalLevel extends RefItem {
  id: number;
}
export interface Position extends RefItem {
  id: number; /* principal, vicePrincipal, ... management */
}
export interface Country {
  iso2: string;
  key: string;
  name: L10n;
  phonePrefix: string | null;
}
/** Academic courses (grades) per country; institutionalOrder orders them inside a country. */
export interface AcademicGrade {
  id: number;
  countryIso2: string;
  levelKey: string;
  institutionalOrder: number;
  name: L10n;
}
export interface FaqSection {
  id: number;
  key: string;
  name: L10n;
  order: number;
  questions: Array<{ id: number; question: L10n; answer: L10n }>;
}
export interface CrossArea extends RefItem {
  id: number; /* math, language, art, transversal, socialSciences, naturalSciences, languages, technology, physicalEducation */
}

export interface ReferenceData {
  categories: Category[];
  skills: Skill[];
  ageRanges: AgeRange[];
  sdgs: Sdg[];
  topics: Topic[];
  udls: Udl[];
  evaluationMethods: EvaluationMethod[];
  subjects: Subject[];
  educationalLevels: EducationalLevel[];
  positions: Position[];
  countries: Country[];
  academicGrades: AcademicGrade[];
  faqSections: FaqSection[];
  crossAreas: CrossArea[];
  /** Month names 1..12, used by AvailableMonths and the ephemerides calendar. */
  months: Array<{ id: number; name: L10n }>;
}

// ---------------------------------------------------------------- catalogue
export interface Author {
  key: string;
  name: string;
  picture: string | null;
  description: L10n;
  bio: L10n;
  website?: string;
  facebook?: string;
  instagram?: string;
  twitter?: string;
}
export type MaterialKind = 1 | 2 | 3; // electronic, physical, downloadable
export interface Material {
  kind: MaterialKind;
  name: L10n;
  /** for downloadable: a file name served from /files/demo */ file?: string;
}
export interface Media {
  kind: 1 | 2;
  /* video, image */ url: string;
  caption?: L10n;
}

/** Rich text fields are small HTML fragments (p, ul/li, strong, em only). */
export interface ClassPlan {
  classNumber: number;
  name: L10n;
  organizationType: 'group' | 'individual' | 'smallGroups';
  secondaryOrganizationType?: 'group' | 'individual' | 'smallGroups';
  classLayout: 'row' | 'group' | 'circle' | 'halfCircle';
  minutesDuration: number;
  // teacher version
  startSection: L10n;
  developmentSection: L10n;
  closureSection: L10n;
  valuationSection: L10n;
  teacherMaterials: Material[];
  // student version
  studentStatement: L10n;
  studentMaterials: Material[];
}
export interface Resource {
  key: string;
  authorKey: string;
  categorySlug: Category['slug'];
  /** 1 Workshop, 2 Project, 3 Case, 4 DidacticSequence, 5 Exercise */
  type: 1 | 2 | 3 | 4 | 5;
  implementation: 'online' | 'offline' | 'mix';
  ageMin: number;
  ageMax: number;
  /** keys into reference data */
  skillKeys: string[];
  topicKeys: string[];
  subtopicKeys: string[];
  subjectKeys: string[];
  sdgIds: number[];
  crossAreaKeys: string[];
  /** languages the resource exists in (a subset of es/en/ca; most have all three) */
  languages: Locale[];
  title: L10n;
  presentation: L10n;
  rhetoricalQuestion: L10n;
  // teacher trigger
  classPlanDescription: L10n;
  pedagogicalGoal: L10n;
  teacherMedia: Media[];
  // student trigger
  studentPedagogicalGoal: L10n;
  studentMedia: Media[];
  globalValuationSection: L10n | null;
  globalValuationMaterials: Material[];
  classes: ClassPlan[];
  /** cover image path produced by the cover generator (an SVG under /files/demo/covers) */
  cover: string;
  /** days before "now" the resource was published (drives Newest) */
  publishedDaysAgo: number;
  novelty: boolean;
}
export interface Program {
  key: string;
  authorKey: string;
  coAuthorKeys: string[];
  categorySlug: Category['slug'];
  /** 1 project, 2 program */
  contentType: 1 | 2;
  title: L10n;
  foundation: L10n;
  pedagogicalObjective: L10n;
  ageMin: number;
  ageMax: number;
  secondaryAgeMin?: number;
  secondaryAgeMax?: number;
  levelKey: string;
  gradeLabel: L10n;
  udlIds: number[];
  evaluationMethodId: number;
  keywords: string[];
  resourceKeys: string[];
  cover: string;
  novelty: boolean;
  languages: Locale[];
}
export interface ProviderFolder {
  key: string;
  name: L10n;
  description: L10n;
  cover: string;
  resourceKeys: string[];
  programKeys: string[];
  childFolderKeys: string[];
  crossAreaKeys: string[];
  ageMin: number;
  ageMax: number;
  sdgIds: number[];
  novelty: boolean;
  featured: boolean;
  durationMinutes: number;
  sessions: number;
}
export interface Ephemeride {
  key: string;
  /** month 1..12 and day 1..31 */ month: number;
  day: number;
  name: L10n;
  description: L10n;
  folderKey: string | null;
  resourceKeys: string[];
}
export interface Notification {
  key: string;
  /** 1 content, 2 feature, 3 maintenance, 4 ephemeride, 5 general, 6 teachersTraining */ tag: 1 | 2 | 3 | 4 | 5 | 6;
  title: L10n;
  brief: L10n;
  detail: L10n;
  daysAgo: number;
  highlighted: boolean;
}
export interface Review {
  resourceKey: string;
  userEmail: string;
  rating: 1 | 2 | 3 | 4 | 5;
  categories: number[];
  comment: string | null;
  daysAgo: number;
}
export interface PageView {
  resourceKey: string;
  userEmail: string;
  daysAgo: number;
}
/**
 * A used-content record (AcademicCourseApi/UsedContentRecord) of a demo user: the classes taught of a program's
 * resources. The seeder stores it for the user's school and computes resourceCompleted / educationalProgramCompleted.
 */
export interface UsedContentRecordSeed {
  key: string;
  userEmail: string;
  programKey: string;
  /** the academic course: the grade of the school's country with this institutional order (null = none given) */
  gradeOrder: number | null;
  /** 'all' = every class of every resource of the program (a complete record); else the resources and classes used */
  resources: 'all' | Array<{ resourceKey: string; classNumbers: number[] | 'all' }>;
  daysAgo: number;
}

export interface Catalogue {
  authors: Author[];
  resources: Resource[];
  programs: Program[];
  providerFolders: ProviderFolder[];
  ephemerides: Ephemeride[];
  notifications: Notification[];
  reviews: Review[];
  pageViews: PageView[];
  usedContentRecords: UsedContentRecordSeed[];
}
