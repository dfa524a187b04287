/**
 * Demo data of the class pack and "plan with what I have" (issue 19, README "Class pack and plan with what I have"):
 * every catalogue class gets its minutes per section (start ≈ 15 %, closure ≈ 15 %, assessment ≈ 10 % when the class
 * has one, rounded to 5 minutes, development the rest), so the pack prints given timings. What a class needs (devices,
 * printer, connection) is left to the derivation of plan_fit (0090_classpack_plan.sql): from its materials and the
 * resource's implementation, which gives the demo teacher offline, device-free classes of 30-50 minutes to find.
 * Idempotent: only classes without timings are touched.
 */
import type { Db } from '../db/types';

export async function seedClassPlanTimings(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH t AS (
       SELECT c.id, c.minutes_duration AS m,
              (5 * round(c.minutes_duration * 0.15 / 5))::int AS s,
              (5 * round(c.minutes_duration * 0.15 / 5))::int AS cl,
              CASE WHEN EXISTS (SELECT 1 FROM class_plan_locales x WHERE x.class_plan_id = c.id AND coalesce(x.valuation_section, '') <> '')
                   THEN (5 * round(c.minutes_duration * 0.10 / 5))::int ELSE 0 END AS v
         FROM class_plans c JOIN resources r ON r.id = c.resource_id
        WHERE r.origin = 'provider' AND c.minutes_duration >= 20 AND c.start_minutes IS NULL
     ), u AS (
       UPDATE class_plans c SET start_minutes = t.s, development_minutes = t.m - t.s - t.cl - t.v, closure_minutes = t.cl, valuation_minutes = t.v
         FROM t WHERE c.id = t.id RETURNING 1
     )
     SELECT count(*)::int AS n FROM u`,
  );
  return rows[0]?.n ?? 0;
}
