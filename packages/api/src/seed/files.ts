/**
 * Writes the demo data's generated images into the files store (<dataDir>/files/demo/…), where GET /files/*
 * serves them: every cover the catalogue names (resources, programs, provider folders, author pictures) and the
 * white-label schools' logos. The database only holds their paths; without this step every one of them is a 404.
 * Idempotent and cheap (a few hundred small SVGs): run on every start with demo data, so a data folder whose
 * database was seeded by an older build still gets its images.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { filesRoot } from '../modules/files/storage';
import { listCovers } from './covers';
import { writeDemoMaterials } from './student';
import type { Catalogue } from './catalogue/types';

const DEMO_PREFIX = '/files/demo/';

/** A simple wordmark logo: a rounded badge with the initials and, for the large one, the name. */
export function logoSvg(name: string, color: string, large: boolean): string {
  const initials =
    name
      .split(/\s+/)
      .filter((w) => /^[A-ZÁÉÍÓÚÑ]/.test(w))
      .map((w) => w[0])
      .join('')
      .slice(0, 3) || name.slice(0, 2);
  const esc = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const w = large ? 320 : 64;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="64" viewBox="0 0 ${w} 64" role="img"><title>${esc(name)}</title>` +
    `<rect x="4" y="4" width="56" height="56" rx="14" fill="${color}"/>` +
    `<text x="32" y="41" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff">${esc(initials)}</text>` +
    (large
      ? `<text x="76" y="41" font-family="sans-serif" font-size="22" font-weight="700" fill="${color}">${esc(name)}</text>`
      : '') +
    '</svg>'
  );
}

/** The white-label demo schools (seedDemoAccounts) and their logo paths. */
export const DEMO_LOGOS: Array<{ path: string; name: string; color: string; large: boolean }> = [
  { path: '/files/demo/logos/demo-school-small.svg', name: 'Colegio Demo Norte', color: '#1B5E20', large: false },
  { path: '/files/demo/logos/demo-school-large.svg', name: 'Colegio Demo Norte', color: '#1B5E20', large: true },
  { path: '/files/demo/logos/suspended-small.svg', name: 'Colegio Suspendido', color: '#6D4C41', large: false },
  { path: '/files/demo/logos/suspended-large.svg', name: 'Colegio Suspendido', color: '#6D4C41', large: true },
];

/** Writes every demo image under <files root>/demo (FILES_DIR or <dataDir>/files); returns how many files it wrote. */
export async function writeDemoFiles(dataDir: string, catalogue: Catalogue, filesDir?: string): Promise<number> {
  const root = filesRoot(dataDir, filesDir);
  const items = [
    ...listCovers(catalogue),
    ...DEMO_LOGOS.map((l) => ({ path: l.path, svg: logoSvg(l.name, l.color, l.large) })),
  ];
  for (const { path: url, svg } of items) {
    // paths are the seed's own, but never write outside the demo folder whatever they say
    if (!url.startsWith(DEMO_PREFIX) || url.includes('..')) throw new Error(`demo file outside ${DEMO_PREFIX}: ${url}`);
    const abs = path.join(root, url.slice('/files/'.length));
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, svg);
  }
  await writeDemoMaterials(root, catalogue); // the downloadable materials' PDFs (student view downloads)
  return items.length;
}
