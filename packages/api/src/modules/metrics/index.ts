/**
 * /MetricApi (spec §7 Metrics): CategoryMetric, ReviewCategoryMetric, ChosenMethodologies, ChosenSkills,
 * MostValuedByTeachers, plus Schools (whose statistics the caller may see: §3 Statistics "schools") and CoverageMap
 * (academic courses × SDGs / skills / resource types, managers and admins).
 *
 * §6: teachers their own activity, managers their school, admins a school of their group (schoolId). Trial and
 * freemium users get the built-in sample (`sample: true`), never real data; a licence without statistics (none, custom,
 * or config `"metrics": false`) gets 403 METRICS_NOT_IN_LICENSE. A bad range is a 400.
 */
import type { FastifyInstance } from 'fastify';
import {
  coverageQuerySchema,
  metricQuerySchema,
  sampleMetrics,
  type AppLocale,
  type MetricRange,
  type SampleMetrics,
} from '@platform/contracts';
import type { Db } from '../../db/types';
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
  /**
   * `GET /MetricApi/{name}`: validates, checks the licence and the scope; sample users get the sample's metric of the
   * same name (lower camel case).
   */
  function metric(
    name: Capitalize<keyof SampleMetrics>,
    compute: (db: Db, t: MetricTarget, range: MetricRange, locale: AppLocale) => Promise<unknown>,
    summary: string,
  ) {
    const key = (name.charAt(0).toLowerCase() + name.slice(1)) as keyof SampleMetrics;
    const api = router(app, { tags: TAGS, auth: true });
    api.get(`/MetricApi/${name}`, { summary, query: metricQuerySchema, responses: RESPONSES }, async (req, input) => {
      const user = userOf(req);
      const q = input.query;
      const access = await metricAccess(app.db, user);
      if (access === 'excluded') throw notInLicense();
      if (access === 'sample') return sampleMetrics(localeOf(req), q.range)[key];
      const target = await metricTarget(app.db, user, q.schoolId);
      return compute(app.db, target, q.range, localeOf(req));
    });
  }

  metric('CategoryMetric', categoryMetric, 'Category percentages of the resources viewed in the range');
  metric(
    'ReviewCategoryMetric',
    reviewCategoryMetric,
    'Review categories 1-5 (liked aspects) of the reviews written in the range, percentages',
  );
  metric(
    'ChosenMethodologies',
    chosenMethodologies,
    'Resource types of the used content registered in the range, percentages',
  );
  metric('ChosenSkills', chosenSkills, 'Skill percentages of the used content per category and age range');
  metric(
    'MostValuedByTeachers',
    mostValued,
    'Most-valued aspects (share of reviews) and the best-rated resources in the range',
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
