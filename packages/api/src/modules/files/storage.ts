import { promises as fs, constants as fsc } from 'node:fs';
import path from 'node:path';

/** Root folder of stored files: FILES_DIR (config.filesDir) or <dataDir>/files. */
export const filesRoot = (dataDir: string, filesDir?: string) =>
  filesDir ? path.resolve(filesDir) : path.resolve(dataDir, 'files');

/**
 * Resolves a stored relative path (forward slashes, already validated) under the files root, refusing
 * anything that would escape it. Returns null when the path is not acceptable.
 */
export function resolveStored(root: string, rel: string): string | null {
  if (!rel || rel.length > 1000 || rel.includes('\0') || rel.includes('\\')) return null;
  const segments = rel.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  const abs = path.resolve(root, ...segments);
  return abs.startsWith(root + path.sep) ? abs : null;
}

/** Writes bytes to dir/name, choosing name_1, name_2... when the name is taken. Returns the final name. */
export async function writeUnique(dirAbs: string, fileName: string, bytes: Buffer): Promise<string> {
  await fs.mkdir(dirAbs, { recursive: true });
  const dot = fileName.lastIndexOf('.');
  const base = fileName.slice(0, dot);
  const ext = fileName.slice(dot);
  for (let i = 0; i < 1000; i++) {
    const name = i === 0 ? fileName : `${base}_${i}${ext}`;
    try {
      await fs.writeFile(path.join(dirAbs, name), bytes, { flag: fsc.O_CREAT | fsc.O_EXCL | fsc.O_WRONLY });
      return name;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  throw new Error('Could not find a free file name');
}
