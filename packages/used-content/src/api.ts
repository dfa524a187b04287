/**
 * The calls the register-use flow makes, as an interface so tests (and a caller) can hand in others; the default
 * goes through the typed groups of @platform/api-client (the one shared client).
 */
import * as courseApi from '@platform/api-client/academic-course';
import * as programApi from '@platform/api-client/educational-program';
import * as metricApi from '@platform/api-client/metric';
import type {
  MetricSchoolsResponse,
  Paged,
  ProgramCard,
  ProgramClassPlans,
  UsedContentRecordDto,
  UsedContentRecordInput,
} from '@platform/contracts';

/** What the flow needs of an academic course (AcademicCourseDto has more). */
export interface AcademicCourse {
  id: number;
  name: string;
  schoolId?: number;
  academicGrade?: { id: number };
}

export interface UsedContentApi {
  classPlans(programId: number): Promise<ProgramClassPlans>;
  /** the courses of a school (null: the caller's) */
  courses(schoolId: number | null): Promise<AcademicCourse[]>;
  /** admins: the schools of their group they may register for */
  schools(): Promise<MetricSchoolsResponse>;
  /** programs to choose from when the flow starts without one (mf-stats) */
  programs(text: string): Promise<Paged<ProgramCard>>;
  register(body: UsedContentRecordInput): Promise<UsedContentRecordDto>;
}

export const usedContentApi: UsedContentApi = {
  classPlans: (id) => programApi.classPlans(id),
  courses: (schoolId) => (schoolId ? courseApi.academicCoursesOfSchool(schoolId) : courseApi.academicCourses()),
  schools: () => metricApi.schools(),
  programs: (text) =>
    programApi.list({ pageNumber: 0, pageSize: 50, text: text.trim() || undefined }) as Promise<Paged<ProgramCard>>,
  register: (body) => courseApi.registerUsedContent(body),
};
