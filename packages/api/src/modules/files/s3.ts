/**
 * The files store on S3-compatible object storage (MinIO, AWS S3, …), chosen when S3_BUCKET is set (./store.ts).
 * Keys are `<S3_PREFIX>/<stored path>`; a name already taken gets `_1`, `_2`, … as on disk, reserved with a
 * conditional write (If-None-Match: *) where the server supports it, so two instances never overwrite each other.
 */
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Config } from '../../http/context';
import { candidateNames, joinStored, type FileStore } from './store';

const status = (e: unknown) => (e as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
const notFound = (e: unknown) =>
  status(e) === 404 || (e as { name?: string })?.name === 'NoSuchKey' || (e as { name?: string })?.name === 'NotFound';

export function s3FileStore(cfg: S3Config, client?: S3Client): FileStore {
  const s3 =
    client ??
    new S3Client({
      region: cfg.region,
      ...(cfg.endpoint ? { endpoint: cfg.endpoint } : {}),
      forcePathStyle: cfg.forcePathStyle ?? Boolean(cfg.endpoint),
      ...(cfg.accessKeyId && cfg.secretAccessKey
        ? { credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } }
        : {}),
    });
  const key = (rel: string) => (cfg.prefix ? joinStored(cfg.prefix, rel) : rel);
  return {
    kind: 's3',
    async putUnique(dir, fileName, bytes, contentType) {
      for (const name of candidateNames(fileName)) {
        try {
          await s3.send(
            new PutObjectCommand({
              Bucket: cfg.bucket,
              Key: key(joinStored(dir, name)),
              Body: bytes,
              ContentType: contentType,
              IfNoneMatch: '*',
            }),
          );
          return name;
        } catch (e) {
          // 412: taken (conditional write); anything else is a real failure
          if (status(e) !== 412 && status(e) !== 409) throw e;
        }
      }
      throw new Error('Could not find a free file name');
    },
    async get(rel) {
      try {
        const obj = await s3.send(new GetObjectCommand({ Bucket: cfg.bucket, Key: key(rel) }));
        return { size: Number(obj.ContentLength ?? 0), stream: obj.Body as Readable };
      } catch (e) {
        if (notFound(e)) return null;
        throw e;
      }
    },
  };
}
