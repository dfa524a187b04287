/** Custom Krea fields for the content and resource suites (krea.md §3 customKreaFieldOptions): a global field with two
 *  options, one of the given school's group and one of another group (which that school's authors may not choose). */
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../core/harness';

export interface CustomFieldFixture {
  globalField: number;
  global: [number, number];
  own: { field: number; option: number };
  foreign: { field: number; option: number };
}

export async function customFieldFixture(t: TestApp, schoolKey: string): Promise<CustomFieldFixture> {
  const tag = randomBytes(3).toString('hex');
  const group = (
    await t.db.query<{ g: number }>('SELECT school_group_id AS g FROM schools WHERE key = $1', [schoolKey])
  ).rows[0].g;
  const other = await t.createSchoolGroup(`Red ajena ${tag}`);
  const field = async (key: string, g: number | null, options: string[]) => {
    const f = (
      await t.db.query<{ id: number }>(
        `INSERT INTO custom_krea_fields (key, name, school_group_id) VALUES ($1, $2::jsonb, $3) RETURNING id`,
        [`${key}-${tag}`, JSON.stringify({ es: key, en: key, ca: key }), g],
      )
    ).rows[0].id;
    const ids: number[] = [];
    for (const o of options)
      ids.push(
        (
          await t.db.query<{ id: number }>(
            `INSERT INTO custom_krea_field_options (custom_krea_field_id, key, name) VALUES ($1, $2, $3::jsonb) RETURNING id`,
            [f, o, JSON.stringify({ es: o, en: o, ca: o })],
          )
        ).rows[0].id,
      );
    return { field: Number(f), ids: ids.map(Number) };
  };
  const g = await field('global', null, ['a', 'b']);
  const own = await field('own', group, ['c']);
  const foreign = await field('foreign', other, ['d']);
  return {
    globalField: g.field,
    global: [g.ids[0], g.ids[1]],
    own: { field: own.field, option: own.ids[0] },
    foreign: { field: foreign.field, option: foreign.ids[0] },
  };
}
