/**
 * The upload path grammar. A client-sent filePath is never joined to the disk path as is: it is parsed
 * against this whitelist and the storage path is rebuilt from the parsed, sanitised parts.
 *
 *   Users/{userId}/{name}                      profile photo of a user        (images, 2 MB)
 *   Schools/{schoolId}/{name}                  profile photo of a school      (images, 2 MB)
 *   SchoolGroup/{schoolGroupId}/{name}         profile photo of a school group(images, 2 MB)
 *   Krea/{groupId}_{groupName}/resources/{id}/[name]   Krea material          (images + documents, 10 MB)
 *   Krea/{groupId}_{groupName}/contents/{id}/[name]
 *
 * {name} in the profile areas is profile or profile_{anything} (spec: profile_{timestamp}).
 */
export type UploadTarget =
  | { area: 'user'; ownerId: number; dir: string; name: string }
  | { area: 'school'; ownerId: number; dir: string; name: string }
  | { area: 'schoolGroup'; ownerId: number; dir: string; name: string }
  | { area: 'krea'; groupId: number; kind: 'resources' | 'contents'; itemId: string; dir: string; name: string | null };

export class PathError extends Error {}

const ID = /^[1-9][0-9]{0,17}$/;
const ITEM_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Removes accents and special characters, spaces become underscores (spec §5). Never empty. */
export function sanitizeName(raw: string, fallback = 'file'): string {
  const s = raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .replace(/_+/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '')
    .slice(0, 100);
  return s || fallback;
}

/** YYYYMMDDHHmm in UTC. */
export function timestamp(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}`;
}

/** Splits "My file.pdf" into base and lower-case extension (extension only when it is a short alnum). */
export function splitExtension(name: string): { base: string; ext: string | null } {
  const m = /^(.*)\.([A-Za-z0-9]{1,5})$/.exec(name);
  return m && m[1] ? { base: m[1], ext: m[2].toLowerCase() } : { base: name, ext: null };
}

/**
 * The stored file name: sanitised base, then _YYYYMMDDHHmm (unless the base already ends in a 12-digit
 * timestamp, as profile_{timestamp} does), then the extension.
 */
export function storedFileName(rawBase: string, ext: string, now = new Date()): string {
  let base = sanitizeName(rawBase);
  if (!/(^|_)\d{12}$/.test(base)) base = `${base}_${timestamp(now)}`;
  return `${base}.${ext}`;
}

export function parseUploadPath(filePath: unknown): UploadTarget {
  if (typeof filePath !== 'string' || filePath.length === 0) throw new PathError('filePath is required');
  if (filePath.length > 500) throw new PathError('filePath is too long');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(filePath)) throw new PathError('filePath contains control characters');
  if (filePath.includes('\\')) throw new PathError('filePath must use forward slashes');
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(filePath)) throw new PathError('filePath must be relative');
  if (filePath.startsWith('/')) throw new PathError('filePath must be relative');
  const parts = filePath.split('/');
  const trailingSlash = parts[parts.length - 1] === '';
  if (trailingSlash) parts.pop();
  if (parts.some((p) => p === '' || p === '.' || p === '..' || /%2e|%2f|%5c/i.test(p))) {
    throw new PathError('filePath contains an empty, "." or ".." segment');
  }

  const [root, owner, ...rest] = parts;
  const profileArea = { Users: 'user', Schools: 'school', SchoolGroup: 'schoolGroup' } as const;
  if (root in profileArea) {
    const area = profileArea[root as keyof typeof profileArea];
    if (!owner || !ID.test(owner)) throw new PathError(`${root}/{id}: the id must be a number`);
    if (rest.length !== 1 || !/^profile(_[^/]*)?$/.test(splitExtension(rest[0]).base)) {
      throw new PathError(`Expected ${root}/{id}/profile_{timestamp}`);
    }
    return { area, ownerId: Number(owner), dir: `${root}/${owner}`, name: splitExtension(rest[0]).base };
  }
  if (root === 'Krea') {
    const m = owner ? /^([1-9][0-9]{0,17})_(.+)$/.exec(owner) : null;
    if (!m) throw new PathError('Expected Krea/{groupId}_{groupName}/...');
    const [kind, itemId, ...tail] = rest;
    if (kind !== 'resources' && kind !== 'contents')
      throw new PathError('Expected Krea/{group}/resources/{id}/ or contents/{id}/');
    if (!itemId || !ITEM_ID.test(itemId)) throw new PathError('The resource or content id is not valid');
    if (tail.length > 1) throw new PathError('Krea paths take at most a file name after the id');
    const groupFolder = `${m[1]}_${sanitizeName(m[2], 'group')}`;
    return {
      area: 'krea',
      groupId: Number(m[1]),
      kind,
      itemId,
      dir: `Krea/${groupFolder}/${kind}/${itemId}`,
      name: tail.length === 1 && !trailingSlash ? tail[0] : null,
    };
  }
  throw new PathError('filePath must start with Users/, Schools/, SchoolGroup/ or Krea/');
}
