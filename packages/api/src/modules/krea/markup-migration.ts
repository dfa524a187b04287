/**
 * Data migration 0096 (docs/decisions/0047): the Krea rows written before the one allowlist and the plain-text rule
 * (contents, resources, classes, materials, media, comments, review notes) are rewritten as they would be saved now:
 * rich fields through `sanitizeRich`, plain-text fields through `plainText`, a content's objective rebuilt from its
 * goals. Only Krea-authored rows (origin 'krea'); the catalogue's texts are the platform's own. Idempotent: a row
 * already safe is not touched. Run once by `migrate` (recorded in schema_migrations), in its transaction.
 */
import type { Db } from '../../db/types';
import { goalsHtml, plainText, sanitizeRich } from './markup';

type Row = Record<string, unknown>;

async function rewrite(
  db: Db,
  table: string,
  keys: string[],
  rich: string[],
  plain: string[],
  from: string,
  extra?: { read: string[]; fix: (r: Row, set: Map<string, unknown>) => void },
): Promise<number> {
  const cols = [...new Set([...keys, ...rich, ...plain, ...(extra?.read ?? [])])];
  const { rows } = await db.query<Row>(`SELECT ${cols.map((c) => `t.${c}`).join(', ')} FROM ${from}`);
  let changed = 0;
  for (const r of rows) {
    const set = new Map<string, unknown>();
    for (const c of rich) {
      const v = r[c];
      if (typeof v === 'string' && sanitizeRich(v) !== v) set.set(c, sanitizeRich(v));
    }
    for (const c of plain) {
      const v = r[c];
      if (typeof v === 'string' && plainText(v) !== v) set.set(c, plainText(v));
    }
    extra?.fix(r, set);
    if (!set.size) continue;
    const params: unknown[] = keys.map((k) => r[k]);
    const sets = [...set].map(([c, v]) => {
      params.push(v);
      return `${c} = $${params.length}`;
    });
    await db.query(
      `UPDATE ${table} SET ${sets.join(', ')} WHERE ${keys.map((k, i) => `${k} = $${i + 1}`).join(' AND ')}`,
      params,
    );
    changed++;
  }
  return changed;
}

const KREA_RESOURCE = `JOIN resources r ON r.id = t.resource_id AND r.origin = 'krea'`;

/** Rewrites every stored Krea field that is not what a save would store now; answers how many rows changed. */
export async function resanitizeKreaMarkup(db: Db): Promise<number> {
  let n = 0;
  n += await rewrite(
    db,
    'program_locales',
    ['program_id', 'locale'],
    ['foundation'],
    ['title'],
    `program_locales t JOIN programs p ON p.id = t.program_id AND p.origin = 'krea'`,
    {
      read: ['goals', 'pedagogical_objective'],
      fix: (r, set) => {
        // goals are plain text; the objective the program page renders is built from them
        const goals = ((r.goals as string[] | null) ?? []).map(plainText).filter((g) => g.trim());
        if (JSON.stringify(goals) !== JSON.stringify(r.goals ?? [])) set.set('goals', goals);
        if (goalsHtml(goals) !== (r.pedagogical_objective ?? '')) set.set('pedagogical_objective', goalsHtml(goals));
      },
    },
  );
  n += await rewrite(db, 'programs', ['id'], [], ['grade'], `programs t WHERE t.origin = 'krea'`);
  n += await rewrite(
    db,
    'resource_locales',
    ['resource_id', 'locale'],
    [
      'presentation',
      'benefits',
      'class_plan_description',
      'pedagogical_goal',
      'student_pedagogical_goal',
      'global_valuation_section',
      'media_summary',
      'student_media_summary',
    ],
    ['title', 'rhetorical_question', 'trigger_caption', 'image_alt'],
    `resource_locales t ${KREA_RESOURCE}`,
  );
  n += await rewrite(
    db,
    'class_plan_locales',
    ['class_plan_id', 'locale'],
    [
      'start_section',
      'development_section',
      'closure_section',
      'valuation_section',
      'evaluation_suggestions',
      'student_statement',
    ],
    ['name'],
    `class_plan_locales t JOIN class_plans c ON c.id = t.class_plan_id JOIN resources r ON r.id = c.resource_id AND r.origin = 'krea'`,
  );
  n += await rewrite(db, 'materials', ['id'], [], ['name'], `materials t ${KREA_RESOURCE}`);
  n += await rewrite(db, 'media', ['id'], [], ['caption'], `media t ${KREA_RESOURCE}`);
  n += await rewrite(
    db,
    'comments',
    ['id'],
    [],
    ['body', 'anchor'],
    `comments t LEFT JOIN programs p ON p.id = t.program_id LEFT JOIN resources r ON r.id = t.resource_id
      WHERE p.origin = 'krea' OR r.origin = 'krea'`,
  );
  n += await rewrite(db, 'krea_events', ['id'], [], ['comment'], `krea_events t`);
  return n;
}
