/**
 * Content sniffing by magic numbers (no dependency: file-type >= 20 needs Node 22).
 * Returns the detected kind of a buffer, or null when it is none of the kinds we know.
 */
export type SniffedKind =
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'pdf'
  | 'zip'
  | 'docx'
  | 'xlsx'
  | 'pptx'
  | 'ole' // doc, xls, ppt (OLE2 compound document)
  | 'svg';

function startsWith(buf: Buffer, bytes: number[], offset = 0): boolean {
  if (buf.length < offset + bytes.length) return false;
  for (let i = 0; i < bytes.length; i++) if (buf[offset + i] !== bytes[i]) return false;
  return true;
}
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function sniff(buf: Buffer): SniffedKind | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return 'gif';
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(buf, ascii('%PDF-'))) return 'pdf';
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) || startsWith(buf, [0x50, 0x4b, 0x05, 0x06])) {
    return officeFlavour(buf) ?? 'zip';
  }
  if (looksLikeSvg(buf)) return 'svg';
  return null;
}

/** An OOXML document is a zip whose entries include [Content_Types].xml and word/, xl/ or ppt/ parts. */
function officeFlavour(buf: Buffer): 'docx' | 'xlsx' | 'pptx' | null {
  // Walk the local file headers (PK\x03\x04) and read their names.
  const names: string[] = [];
  let p = 0;
  while (p + 30 <= buf.length && names.length < 2000) {
    if (buf.readUInt32LE(p) !== 0x04034b50) break;
    const flags = buf.readUInt16LE(p + 6);
    const compressedSize = buf.readUInt32LE(p + 18);
    const nameLen = buf.readUInt16LE(p + 26);
    const extraLen = buf.readUInt16LE(p + 28);
    if (p + 30 + nameLen > buf.length) break;
    names.push(buf.toString('latin1', p + 30, p + 30 + nameLen));
    // Data descriptors (flag bit 3) leave the size unknown here: stop walking, fall back to a scan.
    if (flags & 0x08) break;
    p += 30 + nameLen + extraLen + compressedSize;
  }
  let all = names;
  if (!names.some((n) => /^(word|xl|ppt)\//.test(n))) {
    // Fallback: the central directory repeats every name; scan the tail of the buffer for them.
    const text = buf.toString('latin1');
    all = names.concat(text.match(/(word|xl|ppt)\/[\w./-]+/g) ?? []);
  }
  const hasContentTypes = all.includes('[Content_Types].xml') || buf.includes('[Content_Types].xml', 0, 'latin1');
  if (!hasContentTypes) return null;
  if (all.some((n) => n.startsWith('word/'))) return 'docx';
  if (all.some((n) => n.startsWith('xl/'))) return 'xlsx';
  if (all.some((n) => n.startsWith('ppt/'))) return 'pptx';
  return null;
}

function looksLikeSvg(buf: Buffer): boolean {
  const head = buf
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (head.startsWith('<svg')) return true;
  if (head.startsWith('<?xml') || head.startsWith('<!doctype svg') || head.startsWith('<!--'))
    return head.includes('<svg');
  return false;
}

/** Canonical declared types, keyed by extension. */
export const TYPES: Record<string, { mime: string; matches: SniffedKind[] }> = {
  png: { mime: 'image/png', matches: ['png'] },
  jpg: { mime: 'image/jpeg', matches: ['jpeg'] },
  jpeg: { mime: 'image/jpeg', matches: ['jpeg'] },
  gif: { mime: 'image/gif', matches: ['gif'] },
  webp: { mime: 'image/webp', matches: ['webp'] },
  pdf: { mime: 'application/pdf', matches: ['pdf'] },
  zip: { mime: 'application/zip', matches: ['zip', 'docx', 'xlsx', 'pptx'] },
  doc: { mime: 'application/msword', matches: ['ole'] },
  xls: { mime: 'application/vnd.ms-excel', matches: ['ole'] },
  ppt: { mime: 'application/vnd.ms-powerpoint', matches: ['ole'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', matches: ['docx'] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', matches: ['xlsx'] },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', matches: ['pptx'] },
  svg: { mime: 'image/svg+xml', matches: ['svg'] },
};

const MIME_TO_EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/pjpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
  'application/x-zip': 'zip',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'image/svg+xml': 'svg',
};

/**
 * Normalises a declared type ('png', '.PNG', 'image/png', 'application/pdf', 'Excel', 'PowerPoint'...) to an
 * extension key of TYPES, or null when unknown.
 */
export function declaredExtension(declared: string | undefined | null): string | null {
  if (!declared) return null;
  const d = declared.trim().toLowerCase().replace(/^\./, '').split(';')[0].trim();
  if (!d) return null;
  if (d in TYPES) return d;
  if (d in MIME_TO_EXT) return MIME_TO_EXT[d];
  const aliases: Record<string, string> = { excel: 'xlsx', word: 'docx', powerpoint: 'pptx', image: '' };
  if (aliases[d]) return aliases[d];
  return null;
}

/** Content-Type for serving a stored file, by its extension. */
export function contentTypeFor(fileName: string): string {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return TYPES[ext]?.mime ?? (ext === 'json' ? 'application/json' : 'application/octet-stream');
}
