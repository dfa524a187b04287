/**
 * Private uploads (issue 9, ADR 0010): Krea materials (drafts included) live under predictable names, so they are
 * served only with an unguessable capability signature: `/files/Krea/...?sig=<HMAC-SHA256(path) 32 hex>` keyed by
 * the server secret. The upload answers the signed location, which is what the author's client stores (a published
 * cover keeps working for everyone it is shown to); the bare path, or a wrong signature, answers 404 as if absent.
 * Profile photos and logos (Users/, Schools/, SchoolGroup/) and the demo files stay public.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const isPrivatePath = (storedPath: string) => storedPath.startsWith('Krea/');

export function fileSignature(secret: string, storedPath: string): string {
  return createHmac('sha256', `files:${secret}`).update(storedPath).digest('hex').slice(0, 32);
}

export function validSignature(secret: string, storedPath: string, sig: unknown): boolean {
  if (typeof sig !== 'string' || !/^[0-9a-f]{32}$/.test(sig)) return false;
  return timingSafeEqual(Buffer.from(sig), Buffer.from(fileSignature(secret, storedPath)));
}
