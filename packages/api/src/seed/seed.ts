import { seedStats, withStatsRecords } from './stats';
import { referenceIds } from './catalogue-ids';
import { seedAuthors, seedClassPlans, seedMaterials, seedResources } from './catalogue-resources';
import { seedEphemerides, seedNotifications, seedPrograms, seedProviderFolders } from './catalogue-programs';
import type { Db } from '../db/types';
import type { Catalogue, ReferenceData } from './catalogue/types';
import { hashPassword } from '../modules/account/passwords';
import { getCatalogue, getReferenceData } from './catalogue/index';
import { seedFolders } from './folders';
import { seedKrea } from './krea';
import { seedKreaResource, seedNetworkResources } from './krea-resource';
import { seedProfileTeam } from './profile';
import { seedRegistration } from './registration';
import { seedStudentLinks } from './student';
import { seedClassPlanTimings } from './classpack';
import { seedLiveQuickChecks } from './live';
import { seedReference } from './reference';
import { DEMO_PASSWORD, seedDemoAccounts } from './accounts';
import { seedActivity, seedUsedContent } from './activity';

// ---------------------------------------------------------------- catalogue
/** Keeps the first `maxResources` resources and drops references to the others (small test catalogues). */
export function trimCatalogue(c: Catalogue, maxResources: number): Catalogue {
  const resources = c.resources.slice(0, maxResources);
  const keep = new Set(resources.map((r) => r.key));
  const programs = c.programs
    .map((p) => ({ ...p, resourceKeys: p.resourceKeys.filter((k) => keep.has(k)) }))
    .filter((p) => p.resourceKeys.length);
  const pkeep = new Set(programs.map((p) => p.key));
  const folders = c.providerFolders.map((f) => ({
    ...f,
    resourceKeys: f.resourceKeys.filter((k) => keep.has(k)),
    programKeys: f.programKeys.filter((k) => pkeep.has(k)),
  }));
  return {
    ...c,
    resources,
    programs,
    providerFolders: folders,
    ephemerides: c.ephemerides.map((e) => ({ ...e, resourceKeys: e.resourceKeys.filter((k) => keep.has(k)) })),
    reviews: c.reviews.filter((r) => keep.has(r.resourceKey)),
    pageViews: c.pageViews.filter((v) => keep.has(v.resourceKey)),
    usedContentRecords: (c.usedContentRecords ?? [])
      .filter((u) => pkeep.has(u.programKey))
      .map((u) => (u.resources === 'all' ? u : { ...u, resources: u.resources.filter((r) => keep.has(r.resourceKey)) }))
      .filter((u) => u.resources === 'all' || u.resources.length > 0),
  };
}

export async function seedCatalogue(db: Db, ref: ReferenceData, cat: Catalogue): Promise<void> {
  const k0 = referenceIds(ref);
  const k1 = { ...k0, ...(await seedAuthors(db, ref, cat)) };
  const k2 = { ...k1, ...(await seedResources(db, ref, cat, k1)) };
  const k3 = { ...k2, ...(await seedClassPlans(db, ref, cat, k2)) };
  await seedMaterials(db, ref, cat, k3);
  const k4 = { ...k3, ...(await seedPrograms(db, ref, cat, k3)) };
  const k5 = { ...k4, ...(await seedProviderFolders(db, ref, cat, k4)) };
  await seedEphemerides(db, ref, cat, k5);
  await seedNotifications(db, ref, cat);
}

export interface SeedOptions {
  reference?: ReferenceData;
  /** the catalogue to insert; false = none */
  catalogue?: Catalogue | false;
  /** pre-computed argon2 hash of the demo password (tests reuse one) */
  passwordHash?: string;
}

/** Seeds everything (idempotent). */
export async function seed(db: Db, opts: SeedOptions = {}): Promise<void> {
  const ref = opts.reference ?? getReferenceData();
  const cat = opts.catalogue === undefined ? getCatalogue() : opts.catalogue;
  await db.transaction(async (tx) => {
    await seedReference(tx, ref);
    await seedDemoAccounts(tx, ref, opts.passwordHash);
    await seedProfileTeam(tx);
    await seedRegistration(tx, opts.passwordHash ?? (await hashPassword(DEMO_PASSWORD)));
    if (cat) {
      await seedCatalogue(tx, ref, cat);
      await seedActivity(tx, cat);
      await seedUsedContent(tx, withStatsRecords(cat));
      await seedStats(tx, cat);
      await seedFolders(tx);
      if (opts.catalogue === undefined) await seedKrea(tx); // demo Krea contents with the demo catalogue only (API tests count programs)
      if (opts.catalogue === undefined) await seedKreaResource(tx); // a draft resource with two classes for the resource editor
      if (opts.catalogue === undefined) await seedNetworkResources(tx); // published network resources (author@, approver@)
      await seedStudentLinks(tx);
      await seedClassPlanTimings(tx);
      await seedLiveQuickChecks(tx);
    }
  });
}

/** True when the database holds no user yet (main seeds demo data then). */
export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return rows[0].n === 0;
}
