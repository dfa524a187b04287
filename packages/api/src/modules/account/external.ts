/**
 * Verification of Google / Microsoft ID tokens (ADR 0024): signature against the provider's JWKS (fetched and cached by
 * jose's remote key set), issuer among the configured ones, audience = our client id, expiry (60 s clock tolerance), a
 * subject and an email. For Google the email must be verified (`email_verified`). For Microsoft the email comes from
 * `email` or `preferred_username`, which the provider does NOT verify (any tenant may set them: the "nOAuth" pattern):
 * the identity says `emailVerified` only when the token carries `email` with the verified-domain claim `xms_edov`
 * true (ADR 0049); an account is linked by email only then. Anything else → 401 INVALID_EXTERNAL_TOKEN (the reason is
 * logged, never echoed).
 */
import type { FastifyInstance } from 'fastify';
import type { ExternalProviderConfig } from '../../http/context';
import { ApiError } from '../../http/errors';

export type ExternalProvider = 'google' | 'microsoft';
export interface ExternalIdentity {
  provider: ExternalProvider;
  subject: string;
  email: string;
  /** the provider asserts the address is the holder's (Google email_verified; Microsoft email + xms_edov) */
  emailVerified: boolean;
  fullName: string | null;
  /** the token's `nonce` claim (checked against the ones the server issued: external-nonce.ts), or null */
  nonce: string | null;
}

type Jose = typeof import('jose');
let josePromise: Promise<Jose> | null = null;
const jose = () => (josePromise ??= import('jose'));

const keySets = new Map<string, ReturnType<Jose['createRemoteJWKSet']>>();

export function providerConfig(app: FastifyInstance, provider: ExternalProvider): ExternalProviderConfig {
  const cfg = app.config.external?.[provider];
  if (!cfg?.clientId) throw ApiError.notFound(`${provider} sign-in is not configured`, 'PROVIDER_DISABLED');
  return cfg;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** a boolean claim as the providers send it (JSON true; some send the string) */
const isTrue = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';

export async function verifyIdToken(
  app: FastifyInstance,
  provider: ExternalProvider,
  token: string,
): Promise<ExternalIdentity> {
  const cfg = providerConfig(app, provider);
  const { createRemoteJWKSet, jwtVerify, decodeJwt } = await jose();
  let jwks = keySets.get(cfg.jwksUrl);
  if (!jwks)
    keySets.set(
      cfg.jwksUrl,
      (jwks = createRemoteJWKSet(new URL(cfg.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 })),
    );
  try {
    // the issuer may carry the tenant id (Microsoft multi-tenant): expand {tenantid} from the (still unverified) tid claim,
    // then let jwtVerify check it against the verified token
    let issuers = cfg.issuers;
    if (issuers.some((i) => i.includes('{tenantid}'))) {
      const tid = decodeJwt(token).tid;
      const safeTid = typeof tid === 'string' && /^[0-9a-f-]{36}$/i.test(tid) ? tid : null;
      issuers = issuers.flatMap((i) =>
        i.includes('{tenantid}') ? (safeTid ? [i.replace('{tenantid}', safeTid)] : []) : [i],
      );
    }
    const { payload } = await jwtVerify(token, jwks, {
      issuer: issuers,
      audience: cfg.clientId,
      clockTolerance: 60,
      algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'PS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const raw = (provider === 'microsoft' ? (payload.email ?? payload.preferred_username) : payload.email) as unknown;
    if (typeof raw !== 'string' || !EMAIL.test(raw.trim())) throw new Error('no usable email claim');
    if (provider === 'google' && !isTrue(payload.email_verified)) throw new Error('email not verified');
    // Microsoft: only the `email` claim with the domain owner verified (xms_edov, an optional claim the app
    // registration asks for) says the holder owns the address; preferred_username never does
    const emailVerified =
      provider === 'google' || (typeof payload.email === 'string' && raw === payload.email && isTrue(payload.xms_edov));
    const name = typeof payload.name === 'string' ? payload.name.trim().slice(0, 150) : '';
    const nonce = typeof payload.nonce === 'string' && payload.nonce.length <= 200 ? payload.nonce : null;
    return {
      provider,
      subject: String(payload.sub),
      email: raw.trim().toLowerCase(),
      emailVerified,
      fullName: name || null,
      nonce,
    };
  } catch (err) {
    app.log.info({ provider, reason: err instanceof Error ? err.message : String(err) }, 'external ID token refused');
    throw ApiError.unauthorized('The identity token is not valid', 'INVALID_EXTERNAL_TOKEN');
  }
}
