/**
 * Demo data of the live class (issue 33, README "Live class"): every demo class gets two quick checks in each of its
 * languages — a multiple-choice check on the order of a class's parts and the close section's exit ticket (a short
 * answer about the class, by its name) — so `npm start` has questions to launch. Idempotent: only classes without
 * quick checks in that language are touched.
 */
import type { Db } from '../db/types';
import type { AppLocale, QuickCheck } from '@platform/contracts';

const TEXTS: Record<AppLocale, { order: string; options: [string, string, string]; exit: (name: string) => string }> = {
  es: {
    order: '¿En qué orden van las partes de esta clase?',
    options: ['Inicio, desarrollo y cierre', 'Cierre, inicio y desarrollo', 'Desarrollo, cierre e inicio'],
    exit: (name) => `Ticket de salida: escribe una cosa que has aprendido en «${name}».`,
  },
  en: {
    order: 'In which order do the parts of this class go?',
    options: ['Start, development and close', 'Close, start and development', 'Development, close and start'],
    exit: (name) => `Exit ticket: write one thing you learnt in "${name}".`,
  },
  ca: {
    order: 'En quin ordre van les parts d’aquesta classe?',
    options: [
      'Inici, desenvolupament i tancament',
      'Tancament, inici i desenvolupament',
      'Desenvolupament, tancament i inici',
    ],
    exit: (name) => `Tiquet de sortida: escriu una cosa que has après a «${name}».`,
  },
};

/** The demo quick checks of a class named `name` in `locale` (prompts fit LIVE_LIMITS.promptMax). */
export function demoQuickChecks(locale: AppLocale, name: string): QuickCheck[] {
  const t = TEXTS[locale];
  const short = name.trim().slice(0, 120) || '…';
  return [
    {
      id: 'q1',
      kind: 'choice',
      prompt: t.order,
      options: t.options.map((text, i) => ({ id: 'abc'[i], text, correct: i === 0 })),
      exitTicket: false,
    },
    { id: 'exit', kind: 'short', prompt: t.exit(short), options: [], exitTicket: true },
  ];
}

export async function seedLiveQuickChecks(db: Db): Promise<number> {
  const { rows } = await db.query<{ class_plan_id: number; locale: AppLocale; name: string | null }>(
    `SELECT class_plan_id, locale, name FROM class_plan_locales WHERE quick_checks = '[]'::jsonb ORDER BY class_plan_id, locale`,
  );
  if (!rows.length) return 0;
  // one statement for every class: the checks as a JSON array of [class id, locale, checks]
  const payload = rows.map((r) => [r.class_plan_id, r.locale, demoQuickChecks(r.locale, r.name ?? '')]);
  await db.query(
    `UPDATE class_plan_locales l SET quick_checks = x.value->2
       FROM jsonb_array_elements($1::jsonb) x
      WHERE l.class_plan_id = (x.value->>0)::int AND l.locale = x.value->>1`,
    [JSON.stringify(payload)],
  );
  return rows.length;
}
