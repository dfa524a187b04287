/** The demo catalogue's programs, provider folders, ephemerides and notifications (after catalogue-resources.ts). */
import { LOCALES } from '@platform/contracts';
import type { Db } from '../db/types';
import type { Catalogue, ReferenceData } from './catalogue/types';
import { insertRows, daysAgo } from './rows';
import type { CatalogueIds } from './catalogue-ids';

/** Programs with their texts, resources, UDL principles, authors and keywords. */
export async function seedPrograms(
  db: Db,
  ref: ReferenceData,
  cat: Catalogue,
  k: Pick<CatalogueIds, 'category' | 'level' | 'author' | 'resource'>,
): Promise<Pick<CatalogueIds, 'program'>> {
  const { category, level, author, resource } = k;

  // programs
  const progRows = await insertRows<{ id: number; key: string }>(
    db,
    'programs',
    [
      ['key', 'text'],
      ['content_type', 'int'],
      ['author_id', 'int'],
      ['category_id', 'int'],
      ['age_min', 'int'],
      ['age_max', 'int'],
      ['secondary_age_min', 'int'],
      ['secondary_age_max', 'int'],
      ['educational_level_id', 'int'],
      ['evaluation_method_id', 'int'],
      ['cover', 'text'],
      ['novelty', 'boolean'],
      ['completeness', 'int'],
      ['published_at', 'timestamptz'],
    ],
    cat.programs.map((p) => ({
      key: p.key,
      content_type: p.contentType,
      author_id: author.get(p.authorKey),
      category_id: category.get(p.categorySlug),
      age_min: p.ageMin,
      age_max: p.ageMax,
      secondary_age_min: p.secondaryAgeMin ?? null,
      secondary_age_max: p.secondaryAgeMax ?? null,
      educational_level_id: level.get(p.levelKey) ?? null,
      evaluation_method_id: ref.evaluationMethods.some((e) => e.id === p.evaluationMethodId)
        ? p.evaluationMethodId
        : null,
      cover: p.cover,
      novelty: p.novelty,
      completeness: 100,
      published_at: daysAgo(10),
    })),
    `ON CONFLICT (key) DO UPDATE SET content_type = EXCLUDED.content_type, author_id = EXCLUDED.author_id, category_id = EXCLUDED.category_id, age_min = EXCLUDED.age_min,
       age_max = EXCLUDED.age_max, educational_level_id = EXCLUDED.educational_level_id, evaluation_method_id = EXCLUDED.evaluation_method_id, cover = EXCLUDED.cover,
       novelty = EXCLUDED.novelty, updated_at = now() RETURNING id, key`,
  );
  const program = new Map(progRows.map((p) => [p.key, p.id]));
  const pids = [...program.values()];
  for (const t of ['program_locales', 'program_resources', 'program_udls', 'program_keywords', 'program_authors']) {
    await db.query(`DELETE FROM ${t} WHERE program_id = ANY($1::int[])`, [pids]);
  }
  await insertRows(
    db,
    'program_locales',
    [
      ['program_id', 'int'],
      ['locale', 'text'],
      ['status', 'int'],
      ['title', 'text'],
      ['foundation', 'text'],
      ['pedagogical_objective', 'text'],
      ['grade_label', 'text'],
    ],
    cat.programs.flatMap((p) =>
      p.languages.map((l) => ({
        program_id: program.get(p.key),
        locale: l,
        status: 1,
        title: p.title[l],
        foundation: p.foundation[l],
        pedagogical_objective: p.pedagogicalObjective[l],
        grade_label: p.gradeLabel[l],
      })),
    ),
  );
  await insertRows(
    db,
    'program_resources',
    [
      ['program_id', 'int'],
      ['resource_id', 'int'],
      ['position', 'int'],
    ],
    cat.programs.flatMap((p) =>
      [...new Set(p.resourceKeys)]
        .filter((k) => resource.has(k))
        .map((k, i) => ({ program_id: program.get(p.key), resource_id: resource.get(k), position: i })),
    ),
  );
  await insertRows(
    db,
    'program_udls',
    [
      ['program_id', 'int'],
      ['udl_id', 'int'],
    ],
    cat.programs.flatMap((p) =>
      [...new Set(p.udlIds)]
        .filter((id) => ref.udls.some((u) => u.id === id))
        .map((id) => ({ program_id: program.get(p.key), udl_id: id })),
    ),
  );
  await insertRows(
    db,
    'program_authors',
    [
      ['program_id', 'int'],
      ['author_id', 'int'],
      ['is_main', 'boolean'],
      ['position', 'int'],
    ],
    cat.programs.flatMap((p) =>
      [p.authorKey, ...p.coAuthorKeys.filter((k) => k !== p.authorKey)]
        .filter((k) => author.has(k))
        .map((k, i) => ({ program_id: program.get(p.key), author_id: author.get(k), is_main: i === 0, position: i })),
    ),
  );
  const allKeywords = [
    ...new Set(cat.programs.flatMap((p) => p.keywords.map((k) => k.trim().toLowerCase())).filter(Boolean)),
  ];
  if (allKeywords.length) {
    await insertRows(
      db,
      'keywords',
      [['value', 'text']],
      allKeywords.map((value) => ({ value })),
      'ON CONFLICT (value) DO NOTHING',
    );
    const kw = new Map(
      (
        await db.query<{ id: number; value: string }>('SELECT id, value FROM keywords WHERE value = ANY($1::text[])', [
          allKeywords,
        ])
      ).rows.map((k) => [k.value, k.id]),
    );
    await insertRows(
      db,
      'program_keywords',
      [
        ['program_id', 'int'],
        ['keyword_id', 'int'],
      ],
      cat.programs.flatMap((p) =>
        [...new Set(p.keywords.map((k) => k.trim().toLowerCase()))]
          .filter((k) => kw.has(k))
          .map((k) => ({ program_id: program.get(p.key), keyword_id: kw.get(k) })),
      ),
    );
  }

  return { program };
}

/** Provider folders with their texts, resources, programs, children, cross areas and SDGs. */
export async function seedProviderFolders(
  db: Db,
  ref: ReferenceData,
  cat: Catalogue,
  k: Pick<CatalogueIds, 'crossArea' | 'ids' | 'resource' | 'program'>,
): Promise<Pick<CatalogueIds, 'folder'>> {
  const { crossArea, ids, resource, program } = k;
  // provider folders
  const pfRows = await insertRows<{ id: number; key: string }>(
    db,
    'provider_folders',
    [
      ['key', 'text'],
      ['cover', 'text'],
      ['novelty', 'boolean'],
      ['featured', 'boolean'],
      ['duration_minutes', 'int'],
      ['sessions', 'int'],
      ['age_min', 'int'],
      ['age_max', 'int'],
      ['position', 'int'],
    ],
    cat.providerFolders.map((f, i) => ({
      ...f,
      duration_minutes: f.durationMinutes,
      age_min: f.ageMin,
      age_max: f.ageMax,
      position: i,
    })),
    `ON CONFLICT (key) DO UPDATE SET cover = EXCLUDED.cover, novelty = EXCLUDED.novelty, featured = EXCLUDED.featured, duration_minutes = EXCLUDED.duration_minutes,
       sessions = EXCLUDED.sessions, age_min = EXCLUDED.age_min, age_max = EXCLUDED.age_max, position = EXCLUDED.position, updated_at = now() RETURNING id, key`,
  );
  const folder = new Map(pfRows.map((f) => [f.key, f.id]));
  const fids = [...folder.values()];
  for (const t of [
    'provider_folder_locales',
    'provider_folder_resources',
    'provider_folder_programs',
    'provider_folder_cross_areas',
    'provider_folder_sdgs',
  ]) {
    await db.query(`DELETE FROM ${t} WHERE folder_id = ANY($1::int[])`, [fids]);
  }
  await db.query('DELETE FROM provider_folder_children WHERE parent_id = ANY($1::int[])', [fids]);
  await insertRows(
    db,
    'provider_folder_locales',
    [
      ['folder_id', 'int'],
      ['locale', 'text'],
      ['name', 'text'],
      ['description', 'text'],
    ],
    cat.providerFolders.flatMap((f) =>
      LOCALES.map((l) => ({ folder_id: folder.get(f.key), locale: l, name: f.name[l], description: f.description[l] })),
    ),
  );
  await insertRows(
    db,
    'provider_folder_resources',
    [
      ['folder_id', 'int'],
      ['resource_id', 'int'],
      ['position', 'int'],
    ],
    cat.providerFolders.flatMap((f) =>
      [...new Set(f.resourceKeys)]
        .filter((k) => resource.has(k))
        .map((k, i) => ({ folder_id: folder.get(f.key), resource_id: resource.get(k), position: i })),
    ),
  );
  await insertRows(
    db,
    'provider_folder_programs',
    [
      ['folder_id', 'int'],
      ['program_id', 'int'],
      ['position', 'int'],
    ],
    cat.providerFolders.flatMap((f) =>
      [...new Set(f.programKeys)]
        .filter((k) => program.has(k))
        .map((k, i) => ({ folder_id: folder.get(f.key), program_id: program.get(k), position: i })),
    ),
  );
  await insertRows(
    db,
    'provider_folder_children',
    [
      ['parent_id', 'int'],
      ['child_id', 'int'],
      ['position', 'int'],
    ],
    cat.providerFolders.flatMap((f) =>
      [...new Set(f.childFolderKeys)]
        .filter((k) => folder.has(k) && k !== f.key)
        .map((k, i) => ({ parent_id: folder.get(f.key), child_id: folder.get(k), position: i })),
    ),
  );
  await insertRows(
    db,
    'provider_folder_cross_areas',
    [
      ['folder_id', 'int'],
      ['cross_area_id', 'int'],
    ],
    cat.providerFolders.flatMap((f) =>
      [...new Set(ids(crossArea, f.crossAreaKeys))].map((id) => ({ folder_id: folder.get(f.key), cross_area_id: id })),
    ),
  );
  await insertRows(
    db,
    'provider_folder_sdgs',
    [
      ['folder_id', 'int'],
      ['sdg_id', 'int'],
    ],
    cat.providerFolders.flatMap((f) =>
      [...new Set(f.sdgIds)]
        .filter((id) => ref.sdgs.some((s) => s.id === id))
        .map((id) => ({ folder_id: folder.get(f.key), sdg_id: id })),
    ),
  );

  return { folder };
}

/** Ephemerides and their resources. */
export async function seedEphemerides(
  db: Db,
  ref: ReferenceData,
  cat: Catalogue,
  k: Pick<CatalogueIds, 'resource' | 'folder'>,
): Promise<void> {
  const { resource, folder } = k;
  // ephemerides
  const ephRows = await insertRows<{ id: number; key: string }>(
    db,
    'ephemerides',
    [
      ['key', 'text'],
      ['month', 'int'],
      ['day', 'int'],
      ['folder_id', 'int'],
    ],
    cat.ephemerides.map((e) => ({
      key: e.key,
      month: e.month,
      day: e.day,
      folder_id: e.folderKey ? (folder.get(e.folderKey) ?? null) : null,
    })),
    'ON CONFLICT (key) DO UPDATE SET month = EXCLUDED.month, day = EXCLUDED.day, folder_id = EXCLUDED.folder_id RETURNING id, key',
  );
  const eph = new Map(ephRows.map((e) => [e.key, e.id]));
  await db.query('DELETE FROM ephemeride_locales WHERE ephemeride_id = ANY($1::int[])', [[...eph.values()]]);
  await db.query('DELETE FROM ephemeride_resources WHERE ephemeride_id = ANY($1::int[])', [[...eph.values()]]);
  await insertRows(
    db,
    'ephemeride_locales',
    [
      ['ephemeride_id', 'int'],
      ['locale', 'text'],
      ['name', 'text'],
      ['description', 'text'],
    ],
    cat.ephemerides.flatMap((e) =>
      LOCALES.map((l) => ({
        ephemeride_id: eph.get(e.key),
        locale: l,
        name: e.name[l],
        description: e.description[l],
      })),
    ),
  );
  await insertRows(
    db,
    'ephemeride_resources',
    [
      ['ephemeride_id', 'int'],
      ['resource_id', 'int'],
      ['position', 'int'],
    ],
    cat.ephemerides.flatMap((e) =>
      [...new Set(e.resourceKeys)]
        .filter((k) => resource.has(k))
        .map((k, i) => ({ ephemeride_id: eph.get(e.key), resource_id: resource.get(k), position: i })),
    ),
  );
}

/** Notifications and their texts. */
export async function seedNotifications(db: Db, ref: ReferenceData, cat: Catalogue): Promise<void> {
  // notifications
  const nRows = await insertRows<{ id: number; key: string }>(
    db,
    'notifications',
    [
      ['key', 'text'],
      ['tag', 'int'],
      ['date', 'timestamptz'],
      ['start_date', 'timestamptz'],
      ['highlight', 'boolean'],
    ],
    cat.notifications.map((n) => ({
      key: n.key,
      tag: n.tag,
      date: daysAgo(n.daysAgo),
      start_date: daysAgo(n.daysAgo),
      highlight: n.highlighted,
    })),
    'ON CONFLICT (key) DO UPDATE SET tag = EXCLUDED.tag, highlight = EXCLUDED.highlight RETURNING id, key',
  );
  const notif = new Map(nRows.map((n) => [n.key, n.id]));
  await db.query('DELETE FROM notification_locales WHERE notification_id = ANY($1::int[])', [[...notif.values()]]);
  await insertRows(
    db,
    'notification_locales',
    [
      ['notification_id', 'int'],
      ['locale', 'text'],
      ['title', 'text'],
      ['brief', 'text'],
      ['detail', 'text'],
    ],
    cat.notifications.flatMap((n) =>
      LOCALES.map((l) => ({
        notification_id: notif.get(n.key),
        locale: l,
        title: n.title[l],
        brief: n.brief[l],
        detail: n.detail[l],
      })),
    ),
  );
}
