/**
 * /MetricApi (spec §7 Metrics): CategoryMetric, ReviewCategoryMetric, ChosenMethodologies, ChosenSkills,
 * MostValuedByTeachers, plus Schools (whose statistics the caller may see: §3 Statistics "schools") and CoverageMap
 * (academic courses × SDGs / skills / resource types, managers and admins).
 *
 * §6: teachers their own activity, managers their school, admins a school of their group (schoolId). Trial and
 * freemium users get the built-in sample (`sample: true`), never real data; a licence without statistics (none, custom,
 * or config `"metrics": false`) gets 403 METRICS_NOT_IN_LICENSE. A bad range is a 400.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  coverageQuerySchema,
  metricQuerySchema,
  sampleMetrics,
  type MetricRange,
  type SampleMetrics,
} from '@platform/contracts';
import { router } from '../../http/route';
import { ApiError } from '../../http/errors';
import { hasRole } from '../../http/auth';
import { localeOf, userOf } from '../../http/request';
import {
  categoryMetric,
  chosenMethodologies,
  chosenSkills,
  coverageMap,
  metricAccess,
  metricSchools,
  metricTarget,
  mostValued,
  notInLicense,
  reviewCategoryMetric,
  type MetricTarget,
} from './service';

const TAGS = ['MetricApi'];
const RESPONSES = {
  200: 'The metric (MetricResponse in @platform/contracts)',
  400: 'Bad range or schoolId',
  403: 'Not allowed (another school, or METRICS_NOT_IN_LICENSE)',
  404: 'Unknown school',
};

export default async function metrics(app: FastifyInstance): Promise<void> {
  /** Validates, checks the licence and the scope; sample users get `sample(...)`. */
  function metric<T>(
    name: string,
    summary: string,
    sample: (s: SampleMetrics) => unknown,
    compute: (t: MetricTarget, range: MetricRange, req: FastifyRequest) => Promise<T>,
  ) {
    const api = router(app, { tags: TAGS, auth: true });
    api.get(`/MetricApi/${name}`, { summary, query: metricQuerySchema, responses: RESPONSES }, async (req, input) => {
      const user = userOf(req);
      const q = input.query;
      const access = await metricAccess(app.db, user);
      if (access === 'excluded') throw notInLicense();
      if (access === 'sample') return sample(sampleMetrics(localeOf(req), q.range));
      const target = await metricTarget(app.db, user, q.schoolId);
      return compute(target, q.range, req);
    });
  }

  metric(
    'CategoryMetric',
    'Category percentages of the resources viewed in the range',
    (s) => s.categoryMetric,
    (t, range, req) => categoryMetric(app.db, t, range, localeOf(req)),
  );
  metric(
    'ReviewCategoryMetric',
    'Review categories 1-5 (liked aspects) of the reviews written in the range, percentages',
    (s) => s.reviewCategoryMetric,
    (t, range) => reviewCategoryMetric(app.db, t, range),
  );
  metric(
    'ChosenMethodologies',
    'Resource types of the used content registered in the range, percentages',
    (s) => s.chosenMethodologies,
    (t, range) => chosenMethodologies(app.db, t, range),
  );
  metric(
    'ChosenSkills',
    'Skill percentages of the used content per category and age range',
    (s) => s.chosenSkills,
    (t, range, req) => chosenSkills(app.db, t, range, localeOf(req)),
  );
  metric(
    'MostValuedByTeachers',
    'Most-valued aspects (share of reviews) and the best-rated resources in the range',
    (s) => s.mostValuedByTeachers,
    (t, range, req) => mostValued(app.db, t, range, localeOf(req)),
  );
  const api = router(app, { tags: TAGS, auth: true });

  api.get(
    '/MetricApi/Schools',
    {
      summary:
        'Whose statistics I may see: access (real, sample, excluded), scope and the schools (admins: their group)',
      query: metricQuerySchema.pick({ locale: true }),
    },
    async (req, input) => {
      void input.query; // validated, not read
      return metricSchools(app.db, userOf(req));
    },
  );

  api.get(
    '/MetricApi/CoverageMap',
    {
      summary:
        'School coverage map: academic courses × SDGs, skills or resource types, classes taught in the range (managers and admins)',
      query: coverageQuerySchema,
      responses: RESPONSES,
    },
    async (req, input) => {
      const user = userOf(req);
      const q = input.query;
      if (!hasRole(user, 'Manager', 'Admin'))
        throw ApiError.forbidden('The coverage map is for school managers and admins');
      const access = await metricAccess(app.db, user);
      if (access !== 'real') throw notInLicense();
      const target = await metricTarget(app.db, user, q.schoolId);
      return coverageMap(app.db, target.schoolId as number, q.range, q.dimension, localeOf(req));
    },
  );
}
