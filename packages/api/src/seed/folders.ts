/**
 * Demo folders (spec platform §3 Folder, §7 FolderApi): the demo teacher and the demo manager own a few folders with
 * resources of the catalogue in order; one folder of the teacher is shared with the manager as editor (Edit) and one
 * of the manager with the teacher as viewer (Read); the teacher also has a copy of a provider folder (origin 2).
 * Idempotent: a folder is created (with its resources and shares) only when its owner has no folder of that name,
 * so what a user changed in a demo folder stays as they left it.
 */
import type { Db } from '../db/types';

interface DemoFolder {
  owner: string;
  name: string;
  description: string;
  resources: number[];
  share?: { with: string; permission: 'Read' | 'Edit' };
  /** copy of the provider folder at this position of the catalogue (origin 2) */
  providerFolder?: number;
  daysAgo: number;
}

const DEMO_FOLDERS: DemoFolder[] = [
  {
    owner: 'teacher@demo.test',
    name: 'Ciencias 4º B',
    description: 'Recursos para el trimestre de ciencias naturales.',
    resources: [0, 1, 2],
    daysAgo: 40,
  },
  {
    owner: 'teacher@demo.test',
    name: 'Proyectos de primavera',
    description: 'Proyectos que preparamos con Marta para el tercer trimestre.',
    resources: [3, 4],
    share: { with: 'manager@demo.test', permission: 'Edit' },
    daysAgo: 25,
  },
  { owner: 'teacher@demo.test', name: 'Para revisar', description: '', resources: [5], daysAgo: 3 },
  { owner: 'teacher@demo.test', name: '', description: '', resources: [], providerFolder: 0, daysAgo: 10 },
  {
    owner: 'manager@demo.test',
    name: 'Claustro: ideas para el curso',
    description: 'Propuestas para comentar en el próximo claustro.',
    resources: [6, 7, 1],
    share: { with: 'teacher@demo.test', permission: 'Read' },
    daysAgo: 30,
  },
  {
    owner: 'manager@demo.test',
    name: 'Formación docente',
    description: 'Materiales para la formación interna del profesorado.',
    resources: [2, 8],
    daysAgo: 12,
  },
];

export async function seedFolders(db: Db): Promise<void> {
  const users = new Map(
    (
      await db.query<{ id: number; email: string }>('SELECT id, email FROM users WHERE email = ANY($1::text[])', [
        ['teacher@demo.test', 'manager@demo.test'],
      ])
    ).rows.map((u) => [u.email, u.id]),
  );
  if (users.size < 2) return;
  // catalogue resources open to everyone with a Spanish version, in a stable order
  const { rows: res } = await db.query<{ id: number }>(
    `SELECT r.id FROM resources r WHERE r.key IS NOT NULL AND r.deleted_at IS NULL AND r.school_group_id IS NULL
        AND EXISTS (SELECT 1 FROM resource_locales l WHERE l.resource_id = r.id AND l.locale = 'es' AND l.status = 1)
      ORDER BY r.id LIMIT 12`,
  );
  const resourceIds = res.map((r) => r.id);
  if (!resourceIds.length) return;
  const { rows: pfs } = await db.query<{ id: number; name: string; description: string | null }>(
    `SELECT f.id, l.name, l.description FROM provider_folders f JOIN provider_folder_locales l ON l.folder_id = f.id AND l.locale = 'es'
      WHERE f.deleted_at IS NULL ORDER BY f.position, f.id LIMIT 3`,
  );

  for (const d of DEMO_FOLDERS) {
    const owner = users.get(d.owner)!;
    const provider = d.providerFolder !== undefined ? pfs[d.providerFolder] : undefined;
    if (d.providerFolder !== undefined && !provider) continue;
    const name = (provider ? provider.name : d.name).slice(0, 50);
    const { rows: exists } = await db.query('SELECT 1 FROM folders WHERE owner_id = $1 AND lower(name) = lower($2)', [
      owner,
      name,
    ]);
    if (exists.length) continue;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO folders (owner_id, name, description, locale, origin, copied_from_provider_folder_id, copied_at, created_at, updated_at)
       VALUES ($1, $2, $3, 'es', $4, $5, $6, now() - make_interval(days => $7::int), now() - make_interval(days => $7::int)) RETURNING id`,
      [
        owner,
        name,
        (provider ? provider.description : d.description) || null,
        provider ? 2 : 1,
        provider?.id ?? null,
        provider ? new Date(Date.now() - d.daysAgo * 86_400_000).toISOString() : null,
        d.daysAgo,
      ],
    );
    const folderId = rows[0].id;
    await db.query(
      `INSERT INTO folder_permissions (folder_id, user_id, permission) VALUES ($1, $2, 'Owner') ON CONFLICT DO NOTHING`,
      [folderId, owner],
    );
    const ids = provider
      ? (
          await db.query<{ resource_id: number }>(
            'SELECT resource_id FROM provider_folder_resources WHERE folder_id = $1 ORDER BY position, resource_id',
            [provider.id],
          )
        ).rows.map((r) => r.resource_id)
      : [...new Set(d.resources.map((i) => resourceIds[i % resourceIds.length]))];
    if (ids.length) {
      await db.query(
        `INSERT INTO folder_resources (folder_id, resource_id, position) SELECT $1, x.id, x.ord - 1 FROM unnest($2::int[]) WITH ORDINALITY AS x(id, ord)`,
        [folderId, ids],
      );
    }
    if (d.share) {
      await db.query(
        `INSERT INTO folder_permissions (folder_id, user_id, permission) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [folderId, users.get(d.share.with), d.share.permission],
      );
    }
  }
}
