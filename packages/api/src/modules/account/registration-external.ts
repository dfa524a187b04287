/** External sign-in (Google, Microsoft; ADR 0024, 0049): providers, nonce, sign-in, trial sign-up and invitation acceptance with an ID token. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptExternalInvitationSchema,
  externalLoginSchema,
  externalTokenQuerySchema,
  registerExternalTrialUserSchema,
  localeQuerySchema,
  EXTERNAL_EMAIL_UNVERIFIED,
  EXTERNAL_NOT_REGISTERED,
  REGISTRATION_MESSAGES,
  type ExternalNonceDto,
  type ExternalProvidersDto,
  type ExternalUserInfoDto,
} from '@platform/contracts';
import type { AppConfig } from '../../http/context';
import { ApiError } from '../../http/errors';
import { parse } from '../../http/validate';
import { router } from '../../http/route';
import { verifyIdToken, type ExternalProvider } from './external';
import { checkNonce, issueNonce } from './external-nonce';
import * as team from './trial-team-store';
import { TAGS, type RegistrationCtx } from './registration-context';

export function registerExternalRoutes(app: FastifyInstance, ctx: RegistrationCtx): void {
  const { deps, cfg, externalLimit, loc, requestJoin, createTrialAccount, acceptInvitation } = ctx;
  const api = router(app, { tags: TAGS, preHandler: externalLimit });

  // ---------------------------------------------------------------- external sign-in (ADR 0024)
  api.get(
    '/AccountApi/ExternalProviders',
    {
      preHandler: undefined,
      summary: 'Which external sign-in providers are configured (client ids the browser needs); none → no buttons',
      query: localeQuerySchema,
    },
    async (_req, input): Promise<ExternalProvidersDto> => externalProviders(cfg),
  );

  /**
   * The nonce the next authorization request carries, bound to this browser (httpOnly cookie) and single use
   * (external-nonce.ts, ADR 0049): the ID token that comes back is accepted only with it.
   */
  api.post(
    '/AccountApi/ExternalNonce',
    {
      config: { rateLimit: false },
      summary:
        'A nonce for an external sign-in (valid 30 min, single use, bound to this browser by the httpOnly pl_oidc cookie)',
      noInput: true,
    },
    async (req, input, reply): Promise<ExternalNonceDto> => ({ nonce: await issueNonce(app.db, req, reply) }),
  );

  /**
   * External*Login's token: from a JSON body only. A cross-site page can send a form (urlencoded, multipart,
   * text/plain) or put it in the URL without a CORS preflight, and so sign a victim's browser into the attacker's
   * account (login CSRF); application/json needs a preflight, which only the platform's origins pass.
   */
  function externalLoginBody(req: FastifyRequest) {
    const query = (req.query ?? {}) as Record<string, unknown>;
    if ('token' in query)
      throw ApiError.badRequest('The token is accepted only in a JSON body { "token": "…" }, not in the query string', [
        { path: 'token', message: 'not accepted in the query string' },
      ]);
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    if (type !== 'application/json')
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the token as application/json: { "token": "…" }');
    return parse(externalLoginSchema, req.body);
  }

  const unverifiedEmail = (provider: ExternalProvider) =>
    ApiError.forbidden(
      `Your ${provider === 'microsoft' ? 'Microsoft' : 'Google'} account does not confirm that you own this email address. Sign in with your email and password instead`,
      EXTERNAL_EMAIL_UNVERIFIED,
    );

  const PROVIDERS: Array<[ExternalProvider, string]> = [
    ['google', 'Google'],
    ['microsoft', 'Microsoft'],
  ];
  for (const [provider, Name] of PROVIDERS) {
    api.post(
      `/AccountApi/External${Name}Login`,
      {
        config: { rateLimit: false },
        summary: `Signs in with a ${Name} ID token (JSON body { token } only; verified: JWKS signature, issuer, audience, expiry, a nonce this server issued to this browser, single use). The account linked to the identity, else the account with the token's email when the provider verified it (then linked). 404 ${EXTERNAL_NOT_REGISTERED}, 403 ${EXTERNAL_EMAIL_UNVERIFIED}, 401 INVALID_NONCE`,
        body: externalLoginSchema,
      },
      async (req, input, reply) => {
        const { token } = externalLoginBody(req);
        const id = await verifyIdToken(app, provider, token);
        await checkNonce(app.db, req, id.nonce, { consume: false });
        const linked = await team.userByIdentity(app.db, provider, id.subject);
        let userId: number;
        if (linked) userId = linked.id;
        else {
          // never link (or answer for) an account by an email the provider does not vouch for (nOAuth)
          if (!id.emailVerified) throw unverifiedEmail(provider);
          const byEmail = await team.activeUserIdByEmail(app.db, id.email);
          // "not registered" leaves the nonce unused: /trial signs up with the same token
          if (!byEmail) throw ApiError.notFound(REGISTRATION_MESSAGES.notRegistered, EXTERNAL_NOT_REGISTERED);
          userId = byEmail.id;
        }
        await checkNonce(app.db, req, id.nonce, { consume: true });
        if (!linked) await team.linkExternal(app.db, userId, provider, id.subject);
        return deps.startSession(req, reply, userId);
      },
    );
    api.get(
      `/AccountApi/External${Name}Info`,
      {
        config: { rateLimit: false },
        summary: `What a verified ${Name} ID token says (?token=): email and name to prefill the trial form`,
        query: externalTokenQuerySchema,
      },
      async (req, input): Promise<ExternalUserInfoDto> => {
        const { token } = input.query;
        const id = await verifyIdToken(app, provider, token);
        const u = await team.userByExternal(app.db, provider, id.subject, id.email);
        return { provider, email: id.email, fullName: id.fullName, registered: !!u };
      },
    );
  }

  api.post(
    '/AccountApi/RegisterExternalTrialUser',
    {
      config: { rateLimit: false },
      summary:
        "Trial sign-up with a verified Google / Microsoft ID token (the email is the token's, already confirmed; the provider must verify it: 403 EXTERNAL_EMAIL_UNVERIFIED) and the nonce this server issued to this browser (single use): creates the account and signs in. 409 EMAIL_TAKEN",
      body: registerExternalTrialUserSchema,
    },
    async (req, input, reply) => {
      const b = input.body;
      const id = await verifyIdToken(app, b.provider, b.idToken);
      // the account is created already confirmed with the token's email: only when the provider verified it
      if (!id.emailVerified) throw unverifiedEmail(b.provider);
      await checkNonce(app.db, req, id.nonce, { consume: false });
      if ('id' in b.school) {
        reply.code(202); // no session: the main trial user of that school is asked first (ADR 0048)
        return requestJoin(b.school.id, { email: id.email, fullName: b.fullName, locale: loc(req, b) });
      }
      const userId = await createTrialAccount(req, b, {
        email: id.email,
        passwordHash: null,
        external: id,
        inTx: (tx) => checkNonce(tx, req, id.nonce, { consume: true }),
      });
      reply.code(201);
      return deps.startSession(req, reply, userId);
    },
  );

  api.post(
    '/AccountApi/AcceptExternalInvitation',
    {
      config: { rateLimit: false },
      summary:
        'Registers an invited user with a verified Google / Microsoft ID token whose email is the invited one (403 EXTERNAL_MISMATCH); signs in',
      body: acceptExternalInvitationSchema,
    },
    async (req, input, reply) => {
      const b = input.body;
      const id = await verifyIdToken(app, b.provider, b.idToken);
      // the emailed link proves the address; the token must still be one this browser asked for, used once
      await checkNonce(app.db, req, id.nonce, { consume: false });
      return acceptInvitation(req, reply, b, {
        passwordHash: null,
        external: id,
        inTx: (tx) => checkNonce(tx, req, id.nonce, { consume: true }),
      });
    },
  );
}

/**
 * The external sign-in providers configured (client ids the browser needs; null when off): GET
 * /AccountApi/ExternalProviders, and written by the server into the pre-rendered /login (render/public-pages.ts) so
 * the login page does not load the API client to ask (issue 12).
 */
export function externalProviders(cfg: Pick<AppConfig, 'external'>): ExternalProvidersDto {
  return {
    google: cfg.external?.google?.clientId
      ? {
          clientId: cfg.external.google.clientId,
          authorizationEndpoint:
            cfg.external.google.authorizationEndpoint ?? 'https://accounts.google.com/o/oauth2/v2/auth',
        }
      : null,
    microsoft: cfg.external?.microsoft?.clientId
      ? {
          clientId: cfg.external.microsoft.clientId,
          authority: cfg.external.microsoft.authority,
          authorizationEndpoint:
            cfg.external.microsoft.authorizationEndpoint ?? `${cfg.external.microsoft.authority}/oauth2/v2.0/authorize`,
        }
      : null,
  };
}
