/**
 * Origins of links sent by email (issue 9 item 6, ADR 0009): never read from the request (Host, X-Forwarded-Host
 * and X-Forwarded-Proto are client-controlled), always from configuration — the platform's public origin
 * (PUBLIC_URL) — or, for a sender whose school or school group has a white-label subdomain with an active white-label
 * licence, that school's own host `<subdomain>.<public host>` (the white-label hosts the shell recognises).
 */
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from './context';

export function publicOrigin(app: FastifyInstance): URL {
  return new URL(app.config.publicUrl ?? `http://localhost:${app.config.port}`);
}

/** The platform's one public origin as text, without a trailing slash: every link the platform hands out starts so. */
export const publicBase = (app: FastifyInstance): string => publicOrigin(app).origin;

/**
 * White-label hosts are `<subdomain>.<public host>`: they exist only where PUBLIC_URL names a real domain. On localhost
 * or an IP address (a demo, a test) there is no such host a phone or a colleague's computer could open.
 */
function whiteLabelHostsServed(app: FastifyInstance): boolean {
  if (!app.config.publicUrl) return false;
  const host = publicOrigin(app).hostname;
  return host !== 'localhost' && !host.endsWith('.localhost') && !/^[\d.]+$/.test(host) && !host.includes(':');
}

/**
 * The origin of the links a user hands out (emails, student links, QR codes): their white-label school's host when
 * such hosts are served and the school's white-label licence is active, else the public origin.
 */
export async function emailLinkOrigin(app: FastifyInstance, user: AuthUser): Promise<string> {
  const base = publicOrigin(app);
  if (user.schoolId && whiteLabelHostsServed(app)) {
    const { rows } = await app.db.query<{ subdomain: string | null }>(
      `SELECT coalesce(s.subdomain, g.subdomain) AS subdomain
         FROM schools s LEFT JOIN school_groups g ON g.id = s.school_group_id
        WHERE s.id = $1 AND coalesce(s.subdomain, g.subdomain) IS NOT NULL
          AND EXISTS (SELECT 1 FROM licenses l WHERE l.kind = 'whitelabel' AND l.status = 1 AND l.starts_at <= now()
                        AND (l.expires_at IS NULL OR l.expires_at > now()) AND (l.school_id = s.id OR l.school_group_id = s.school_group_id))`,
      [user.schoolId],
    );
    const sub = rows[0]?.subdomain;
    if (sub && /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(sub)) return `${base.protocol}//${sub}.${base.host}`;
  }
  return base.origin;
}
