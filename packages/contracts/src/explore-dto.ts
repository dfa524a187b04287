/** Answers of the explore calls (cards, details, pages, facets) as the API sends them; the inputs are in explore.ts. */
import type { FacetName } from './facets';
import type { ExploreLocale, Implementation } from './explore';

// ---------------------------------------------------------------- responses
export interface Paged<T> {
  data: T[];
  totalCount: number;
  pages: number;
  totalPages: number;
  pageNumber: number;
  pageSize: number;
}
export interface FacetCount {
  id: number | string;
  name: string;
  count: number;
}
export type Facets = Partial<Record<FacetName, FacetCount[]>>;
export interface PagedWithFacets<T> extends Paged<T> {
  facets?: Facets;
}

export interface RefDto {
  id: number;
  name: string;
}
export interface CategoryDto {
  id: number;
  slug: string;
  name: string;
  color: string;
}
export interface AuthorDto {
  id: number;
  name: string;
  picture: string | null;
  description: string;
  bio: string;
  website?: string | null;
  facebook?: string | null;
  instagram?: string | null;
  twitter?: string | null;
}
export interface ResourceCard {
  id: number;
  title: string;
  cover: string | null;
  locale: ExploreLocale;
  author: { id: number; name: string; picture: string | null };
  category: CategoryDto | null;
  type: number;
  ageMin: number;
  ageMax: number;
  numberOfClasses: number;
  durationMinutes: number;
  implementation: Implementation;
  languages: ExploreLocale[];
  novelty: boolean;
  views?: number;
}
export interface MaterialDto {
  kind: 1 | 2 | 3;
  name: string;
  file?: string | null;
}
export interface MediaDto {
  kind: 1 | 2;
  url: string;
  caption?: string | null;
}
export interface TeacherClassPlan {
  id: number;
  classNumber: number;
  name: string;
  organizationType: string;
  secondaryOrganizationType: string | null;
  classLayout: string;
  minutesDuration: number;
  necessaryMaterials: MaterialDto[];
  startSection: string;
  developmentSection: string;
  closureSection: string;
  valuationSection: string;
  necessaryDownloadableMaterials: MaterialDto[];
  studentStatement: string;
}
export interface StudentClassPlan {
  id: number;
  classNumber: number;
  name: string;
  organizationType: string;
  classLayout: string;
  minutesDuration: number;
  statement: string;
  necessaryDownloadableMaterials: MaterialDto[];
}
export interface ResourceDetail extends ResourceCard {
  presentation: string;
  rhetoricalQuestion: string;
  author: AuthorDto;
  teacherMaterial: {
    classPlanDescription: string;
    pedagogicalGoal: string;
    mediaSummary: MediaDto[];
    hasMedia: boolean;
    classPlans: TeacherClassPlan[];
    globalValuationSection: string | null;
    globalValuationMaterials: MaterialDto[];
  };
  studentMaterial: {
    mediaSummary: MediaDto[];
    studentPedagogicalGoal: string;
    rhetoricalQuestion: string;
    hasMedia: boolean;
    classPlans: StudentClassPlan[];
  };
  skills: RefDto[];
  topics: RefDto[];
  subtopics: RefDto[];
  subjects: RefDto[];
  crossAreas: RefDto[];
  sdgs: Array<RefDto & { color?: string }>;
  materials: MaterialDto[];
  myReview: { rating: number; categories: Array<{ category: number; liked: boolean }>; comment: string | null } | null;
  reviewSummary: { average: number | null; count: number };
}
/** GET /ResourceApi/GetStudentResource: `id` is the student link of /r/{id} (./student.ts), not the resource. */
export interface StudentResource {
  id: number;
  resourceId: number;
  title: string;
  locale: ExploreLocale;
  cover: string | null;
  author: { id: number; name: string; picture: string | null };
  category: CategoryDto | null;
  numberOfClasses: number;
  /** the languages the resource exists in (locale is the asked one when it is among them, else a fallback) */
  languages: ExploreLocale[];
  studentMaterial: ResourceDetail['studentMaterial'];
}
export interface RedirectMarker {
  redirect: { locale: ExploreLocale; id: number };
}
export const isRedirect = (v: unknown): v is RedirectMarker =>
  !!v && typeof v === 'object' && 'redirect' in (v as object);

export interface ProgramCard {
  id: number;
  name: string;
  author: string;
  mainAuthor: { id: number; name: string; picture: string | null };
  coAuthors: Array<{ id: number; name: string }>;
  base: string | null;
  categoryId: number | null;
  categoryReferenceId: string | null;
  categoryColor: string | null;
  classTotalQuantity: number;
  resourceTotalQuantity: number;
  thumbnail: string | null;
  ageRange: { min: number; max: number };
  secondaryAgeRange: { min: number; max: number } | null;
  novelty: boolean;
  activatedLanguages: ExploreLocale[];
  usedEducationalProgram: boolean;
  contentType: 1 | 2;
  locale: ExploreLocale;
}
export interface ProgramDetail extends ProgramCard {
  title: string;
  foundation: string;
  pedagogicalObjective: string;
  level: string | null;
  year: string;
  durationMinutes: number;
  udls: Array<{ id: number; type: string; name: string }>;
  evaluationMethod: RefDto | null;
  keywords: string[];
  resources: Array<ResourceCard & { order: number }>;
}
export interface ProgramClassPlans {
  resources: Array<{
    resourceId: number;
    title: string;
    order: number;
    classPlans: Array<{ id: number; classNumber: number; name: string; minutesDuration: number }>;
  }>;
}

export interface ProviderFolderCard {
  id: number;
  name: string;
  description: string;
  cover: string | null;
  durationMinutes: number;
  sessions: number;
  resourcesCount: number;
  programsCount: number;
  crossAreas: RefDto[];
  ageMin: number;
  ageMax: number;
  sdgs: RefDto[];
  novelty: boolean;
  featured: boolean;
}
export interface EphemerideDto {
  id: number;
  month: number;
  day: number;
  date: string;
  name: string;
  description: string;
  folderId: number | null;
  resourcesCount: number;
}
export interface TopicDto {
  id: number;
  name: string;
  subtopics: RefDto[];
  resourcesCount?: number;
}
export interface SuggestionDto {
  kind: 'resource' | 'program' | 'topic' | 'folder';
  id: number;
  text: string;
}

export interface UsedContentRecordDto {
  id: number;
  createdAt: string;
  educationalProgramId: number | null;
  educationalProgramCompleted: boolean;
  content: string;
  teacher: { id: number; name: string };
  academicCourse: { id: number; name: string } | null;
  /** krea §3: the school, month and year of the use and the experience text (null when not given) */
  school?: { id: number; name: string } | null;
  month?: number | null;
  year?: number | null;
  experience?: string | null;
  /** the live class that made this record (issue 33): its summary is LiveClassApi/{id}/Summary; null otherwise */
  liveSessionId?: number | null;
  resources: Array<{
    resourceId: number;
    resource: string;
    resourceCompleted: boolean;
    classes: Array<{ id: number; classNumber: number; name: string }>;
  }>;
}
