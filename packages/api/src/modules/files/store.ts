/**
 * Where uploaded files live, behind one interface (issue 18): a local folder by default (FILES_DIR, default
 * <DATA_DIR>/files; with several API instances, a folder they all mount), or an S3-compatible bucket when S3_BUCKET is
 * set (./s3.ts). The files table holds the paths; GET /files/* asks the store, so any instance serves any upload.
 * Demo images are generated into the local folder by every instance at start (seed/files.ts) and served from there.
 */
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/types';
import { resolveStored, writeUnique } from './storage';

export interface StoredFile {
  size: number;
  stream: Readable;
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** stores bytes as `<dir>/<fileName>` or, when taken, `<dir>/<base>_<n>.<ext>`; resolves to the name used */
  putUnique(dir: string, fileName: string, bytes: Buffer, contentType: string): Promise<string>;
  /** the file at a stored relative path, or null when there is none */
  get(rel: string): Promise<StoredFile | null>;
}

export function localFileStore(root: string): FileStore {
  return {
    kind: 'local',
    async putUnique(dir, fileName, bytes) {
      const dirAbs = resolveStored(root, dir);
      if (!dirAbs) throw new Error(`invalid stored folder ${dir}`);
      return writeUnique(dirAbs, fileName, bytes);
    },
    async get(rel) {
      const abs = resolveStored(root, rel);
      if (!abs) return null;
      const stat = await fs.stat(abs).catch(() => null);
      if (!stat || !stat.isFile()) return null;
      return { size: stat.size, stream: createReadStream(abs) };
    },
  };
}

/** `<base>_<n><.ext>` candidates of a file name, as the local store tries them. */
export function candidateNames(fileName: string, max = 1000): string[] {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const ext = dot > 0 ? fileName.slice(dot) : '';
  return Array.from({ length: max }, (_, i) => (i === 0 ? fileName : `${base}_${i}${ext}`));
}

export const joinStored = (...parts: string[]) => path.posix.join(...parts);

// ---- the files table: one row a stored upload (its type, size, whether it downloads as an attachment, its owner)

export interface FileRecord {
  path: string;
  contentType: string;
  sizeBytes: number;
  attachment: boolean;
  ownerUserId: number;
}

export async function recordFile(db: Db, f: FileRecord): Promise<void> {
  await db.query(
    `INSERT INTO files (path, content_type, size_bytes, attachment, owner_user_id) VALUES ($1, $2, $3, $4, $5)`,
    [f.path, f.contentType, f.sizeBytes, f.attachment, f.ownerUserId],
  );
}

/** Whether the upload at a path is served as an attachment (false when the files table does not know it). */
export async function isAttachment(db: Db, storedPath: string): Promise<boolean> {
  const { rows } = await db.query<{ attachment: boolean }>('SELECT attachment FROM files WHERE path = $1 LIMIT 1', [
    storedPath,
  ]);
  return !!rows[0]?.attachment;
}
