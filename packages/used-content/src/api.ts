/**
 * The calls the register-use flow makes (typed with @platform/contracts). A remote hands its HTTP client in
 * (`createUsedContentApi(http)`), so its tests can fake it as they fake the rest of its calls.
 */
import type { ApiClient } from '@platform/api-client';
import { currentLocale } from '@platform/i18n';
import type { MetricSchoolsResponse, Paged, ProgramCard, ProgramClassPlans, UsedContentRecordDto, UsedContentRecordInput } from '@platform/contracts';

export interface AcademicCourse { id: number; name: string; schoolId?: number; academicGrade?: { id: number; institutionalOrder?: number } }

export interface UsedContentApi {
  classPlans(programId: number): Promise<ProgramClassPlans>;
  courses(schoolId: number | null): Promise<AcademicCourse[]>;
  /** admins: the schools of their group they may register for */
  schools(): Promise<MetricSchoolsResponse>;
  /** programs to choose from when the flow starts without one (mf-stats) */
  programs(text: string): Promise<Paged<ProgramCard>>;
  register(body: UsedContentRecordInput): Promise<UsedContentRecordDto>;
}

type Http = Pick<ApiClient, 'get' | 'post'>;

/** `http` is called at every request (a remote's tests swap it); the locale is the navigation language by default. */
export function createUsedContentApi(http: () => Http, locale: () => string = currentLocale): UsedContentApi {
  const get = async <T>(url: string, params: Record<string, unknown> = {}) => (await http().get<T>(url, { params: { locale: locale(), ...params } })).data;
  return {
    classPlans: (id) => get<ProgramClassPlans>(`/EducationalProgramApi/${id}/ClassPlans`),
    courses: async (schoolId) => {
      const body = await get<unknown>(schoolId ? `/AcademicCourseApi/School/${schoolId}` : '/AcademicCourseApi');
      const list = Array.isArray(body) ? body : body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data) ? (body as { data: unknown[] }).data : [];
      return list as AcademicCourse[];
    },
    schools: () => get<MetricSchoolsResponse>('/MetricApi/Schools'),
    programs: (text) => get<Paged<ProgramCard>>('/EducationalProgramApi/GetAllFiltered', { pageNumber: 0, pageSize: 50, ...(text.trim() ? { text: text.trim() } : {}) }),
    register: async (body) => (await http().post<UsedContentRecordDto>('/AcademicCourseApi/UsedContentRecord', { locale: locale(), ...body })).data,
  };
}
