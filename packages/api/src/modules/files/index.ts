import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { router } from '../../http/route';
import {
  uploadAsBase64Schema,
  PROFILE_PHOTO_MAX_BYTES,
  KREA_UPLOAD_MAX_BYTES,
  PROFILE_PHOTO_EXTENSIONS,
  KREA_UPLOAD_EXTENSIONS,
} from '@platform/contracts';
import { rootInstance } from '../realtime/public';
import { canWrite } from './access';
import { parseUploadPath, PathError, splitExtension, storedFileName } from './paths';
import { contentTypeFor, declaredExtension, sniff, TYPES } from './sniff';
import { filesRoot, resolveStored } from './storage';
import { isAttachment, localFileStore, recordFile, type FileStore } from './store';
import { fileSignature, isPrivatePath, validSignature } from './signed';

export { sniff, declaredExtension } from './sniff';
export { parseUploadPath, sanitizeName, storedFileName, timestamp } from './paths';
export { setKreaLicenseCheck } from './access';

/** Public URL prefix of stored files (at the root of the origin, outside /api/v1). */
export const FILES_URL_PREFIX = '/files';
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const err = (reply: FastifyReply, statusCode: number, code: string, message: string, details?: unknown) =>
  reply.code(statusCode).send({ statusCode, code, message, ...(details === undefined ? {} : { details }) });

/** Decodes base64 (or a data: URL), strictly. Returns the declared MIME of a data: URL too. */
function decodeContent(content: string): { bytes: Buffer; dataUrlType: string | null } | null {
  let b64 = content;
  let dataUrlType: string | null = null;
  const m = /^data:([^;,]*)(;[^,]*)?,/i.exec(content);
  if (m) {
    if (!/;base64/i.test(m[2] ?? '')) return null;
    dataUrlType = m[1] || null;
    b64 = content.slice(m[0].length);
  }
  b64 = b64.replace(/\s+/g, '');
  if (!b64 || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(b64)) return null;
  return { bytes: Buffer.from(b64, b64.includes('-') || b64.includes('_') ? 'base64url' : 'base64'), dataUrlType };
}

/**
 * Files module: POST /FileApi/UploadAsBase64 (auth) and GET /files/* (public, at the root).
 */
export default async function files(app: FastifyInstance): Promise<void> {
  const storeRoot = filesRoot(app.config.dataDir, app.config.filesDir);
  const demoRoot = path.join(storeRoot, 'demo');
  // uploads: the configured store (S3-compatible when S3_BUCKET is set); demo images: always the local folder
  const store: FileStore = app.config.s3
    ? (await import('./s3')).s3FileStore(app.config.s3)
    : localFileStore(storeRoot);
  const local = store.kind === 'local' ? store : localFileStore(storeRoot);
  app.log.debug({ store: store.kind }, 'files store');
  const api = router(app, { tags: ['FileApi'], auth: true });

  api.post(
    '/FileApi/UploadAsBase64',
    {
      bodyLimit: Math.ceil((KREA_UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024,
      summary: 'Uploads a base64 file (profile photo or Krea material) and answers its /files location',
      body: uploadAsBase64Schema,
    },
    async (req, inp, reply) => {
      const user = req.user!;
      const parsed = uploadAsBase64Schema.safeParse(req.body ?? {});
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        return err(reply, 400, 'VALIDATION_ERROR', issues[0]?.message ?? 'Invalid input', issues);
      }
      const body = parsed.data;

      let target;
      try {
        target = parseUploadPath(body.filePath);
      } catch (e) {
        if (e instanceof PathError) return err(reply, 400, 'INVALID_FILE_PATH', e.message);
        throw e;
      }
      const isKrea = target.area === 'krea';
      const maxBytes = isKrea ? KREA_UPLOAD_MAX_BYTES : PROFILE_PHOTO_MAX_BYTES;
      const allowed: readonly string[] = isKrea ? KREA_UPLOAD_EXTENSIONS : PROFILE_PHOTO_EXTENSIONS;

      // Cheap size check before decoding (base64 is 4 chars per 3 bytes).
      if (Math.floor((body.content.length * 3) / 4) > maxBytes + 4096 + 200) {
        return err(reply, 413, 'FILE_TOO_LARGE', `The file exceeds the ${maxBytes} bytes limit`);
      }
      const decoded = decodeContent(body.content);
      if (!decoded || decoded.bytes.length === 0)
        return err(reply, 400, 'INVALID_CONTENT', 'content must be base64 (or a base64 data: URL)');
      const { bytes } = decoded;
      if (bytes.length > maxBytes)
        return err(reply, 413, 'FILE_TOO_LARGE', `The file exceeds the ${maxBytes} bytes limit`);

      // Declared type(s): extension, fileType, data: URL type, extension in the path's file name.
      const pathExt = target.name ? splitExtension(target.name).ext : null;
      const declaredRaw = [body.extension, body.fileType, decoded.dataUrlType].filter(
        (v): v is string => !!v && !!v.trim(),
      );
      if (!declaredRaw.length && pathExt) declaredRaw.push(pathExt);
      if (!declaredRaw.length) return err(reply, 400, 'FILE_TYPE_REQUIRED', 'fileType or extension is required');
      const declared = declaredRaw.map(declaredExtension);
      if (declared.some((d) => d === null))
        return err(
          reply,
          400,
          'UNSUPPORTED_FILE_TYPE',
          `Unsupported file type '${declaredRaw[declared.indexOf(null)]}'`,
        );
      const ext = declared[0]!;
      if (!allowed.includes(ext)) {
        return err(reply, 400, 'UNSUPPORTED_FILE_TYPE', `Allowed types here: ${allowed.join(', ')}`);
      }
      const kind = sniff(bytes);
      if (kind === 'svg') return err(reply, 400, 'UNSUPPORTED_FILE_TYPE', 'SVG files are not allowed');
      const mismatch = declared.find((d) => !kind || !TYPES[d!].matches.includes(kind));
      if (mismatch) {
        return err(
          reply,
          400,
          'FILE_TYPE_MISMATCH',
          `The file content (${kind ?? 'unknown'}) does not match the declared type (${mismatch})`,
        );
      }

      const access = await canWrite(app.db, user, target);
      if (!access.ok) return err(reply, 403, 'FORBIDDEN', access.message);

      const rawBase = target.name ? splitExtension(target.name).base : 'file';
      if (!resolveStored(storeRoot, target.dir)) return err(reply, 400, 'INVALID_FILE_PATH', 'filePath is not valid');
      const name = await store.putUnique(target.dir, storedFileName(rawBase, ext), bytes, TYPES[ext].mime);
      const storedPath = `${target.dir}/${name}`;
      let location = `${FILES_URL_PREFIX}/${storedPath.split('/').map(encodeURIComponent).join('/')}`;
      if (isPrivatePath(storedPath)) location += `?sig=${fileSignature(app.config.jwtSecret, storedPath)}`; // private: capability URL
      await recordFile(app.db, {
        path: storedPath,
        contentType: TYPES[ext].mime,
        sizeBytes: bytes.length,
        attachment: body.attachment,
        ownerUserId: user.userId,
      });
      return reply.code(200).send({ location });
    },
  );

  // -------------------------------------------------------------- serving (root: /files/*)
  const root = rootInstance(app);
  root.get(`${FILES_URL_PREFIX}/*`, async (req, reply) => {
    const rel = (req.params as { '*': string })['*'] ?? '';
    let decodedRel: string;
    try {
      decodedRel = decodeURIComponent(rel);
    } catch {
      return err(reply, 400, 'INVALID_FILE_PATH', 'Invalid path');
    }
    const abs = resolveStored(storeRoot, decodedRel);
    if (!abs) return err(reply, 400, 'INVALID_FILE_PATH', 'Invalid path');
    const isDemo = abs.startsWith(demoRoot + path.sep);
    const ext = path.extname(abs).slice(1).toLowerCase();
    if (!isDemo && !(ext in TYPES && ext !== 'svg')) return err(reply, 404, 'NOT_FOUND', 'File not found');
    // private uploads (Krea) only with their signature; otherwise as if absent (no probing of names)
    if (
      !isDemo &&
      isPrivatePath(decodedRel) &&
      !validSignature(app.config.jwtSecret, decodedRel, (req.query as { sig?: unknown }).sig)
    ) {
      return err(reply, 404, 'NOT_FOUND', 'File not found');
    }
    const file = await (isDemo ? local : store).get(decodedRel);
    if (!file) return err(reply, 404, 'NOT_FOUND', 'File not found');

    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header(
      'Cache-Control',
      isDemo ? 'public, max-age=3600' : isPrivatePath(decodedRel) ? 'private, max-age=300' : 'public, max-age=300',
    );
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.type(contentTypeFor(abs));
    reply.header('Content-Length', file.size);
    if (ext === 'svg') reply.header('Content-Security-Policy', SVG_CSP);
    if (!isDemo) {
      if (await isAttachment(app.db, decodedRel))
        reply.header('Content-Disposition', `attachment; filename="${path.basename(abs)}"`);
    }
    return reply.send(file.stream);
  });
}
