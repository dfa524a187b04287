import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import Redis from 'ioredis';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db/types';
import type { AppConfig } from './http/context';
import { ApiError, errorHandler, sendError } from './http/errors';
import { authenticate, bearerToken, readAccessToken } from './http/auth';
import type { AuthUser } from './http/context';
import { familyDenied } from './modules/account/tokens';
import { requestLocale } from './http/locale';
import { OpenApiRegistry } from './http/openapi';
import { registerInputHardening } from './http/hardening';
import { registerServerRules } from './http/rules';
import { modules as featureModules } from './modules';
import { registerStudentRender } from './render/student';
import { registerPublicPages } from './render/public-pages';
import { appShellPage, intentScriptsOf } from './render/app-shell';
import { registerFeedRender } from './render/feed';
import { createRenderPool } from './render/pool';
import { externalProviders } from './modules/account/registration-external';
import { registerApps } from './http/apps';
import { localLimiter, redisLimiter } from './http/limiter';
import { registerLifecycle } from './http/lifecycle';
import { registerIdempotency } from './http/idempotency';
import { attachReadCache, releaseReadCache } from './http/read-cache';
import { registerAdmission } from './http/admission';

export const API_PREFIX = '/api/v1';

export interface BuildOptions {
  db: Db;
  /** Fastify logger option; default: pino at LOG_LEVEL (info), off when NODE_ENV=test */
  logger?: FastifyServerOptions['logger'];
}

const NO_CACHE = /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|remoteEntry\.js)$/;
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

function setCacheHeaders(res: { setHeader(name: string, value: string): unknown }, sentPath: string) {
  // a pre-compressed copy (`main.1a2b3c4d.js.br`, preCompressed) is cached like the file it encodes
  const filePath = sentPath.replace(/\.(br|gz)$/, '');
  if (NO_CACHE.test(filePath) || filePath.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED.test(filePath)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
}

/**
 * The ioredis client of @fastify/rate-limit: fails fast while Redis is down (the limiter then lets requests
 * through, skipOnError) instead of queueing commands, and reconnects in the background.
 */
function rateLimitRedisClient(url: string, log: FastifyBaseLogger): Redis {
  const client = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  let reported = false;
  client.on('error', (err) => {
    if (!reported) log.warn({ err }, 'rate limit: Redis unavailable, limits not enforced until it answers');
    reported = true;
  });
  client.on('ready', () => {
    reported = false;
  });
  return client;
}

/** ws:// or wss:// of the configured public origin (the realtime hub), for CSP connect-src. */
function wsSources(publicUrl: string | undefined): string[] {
  if (!publicUrl) return [];
  try {
    const u = new URL(publicUrl);
    return [`${u.protocol === 'https:' ? 'wss:' : 'ws:'}//${u.host}`];
  } catch {
    return [];
  }
}

/** Builds the API (and, with serveApps, the static platform) on the given database. Does not listen. */
export async function buildServer(config: AppConfig, opts: BuildOptions): Promise<FastifyInstance> {
  const logger = opts.logger ?? (process.env.NODE_ENV === 'test' ? false : { level: process.env.LOG_LEVEL ?? 'info' });
  const app = Fastify({
    logger,
    trustProxy: process.env.TRUST_PROXY === '1',
    bodyLimit: 1024 * 1024,
    // query arrays: a=1&a=2 → ['1','2']
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });

  const openapi = new OpenApiRegistry();
  app.addHook('onRoute', openapi.onRoute);
  app.decorate('openapiRegistry', openapi);

  app.decorate('db', opts.db);
  app.decorate('config', config);
  // the read cache (ADR 0035): on PGlite (one process) always; on PostgreSQL only with Redis, which carries the
  // invalidations between workers and instances; READ_CACHE=0 turns it off (benchmark A/B)
  attachReadCache(opts.db, {
    enabled: process.env.READ_CACHE !== '0' && (opts.db.kind === 'pglite' || !!config.redisUrl),
    redisUrl: config.redisUrl,
    log: app.log,
  });
  app.addHook('onClose', async () => releaseReadCache(opts.db));
  app.decorate('authenticate', authenticate);
  /**
   * The caller an access token names: valid signature and expiry, and its refresh family not ended by a logout, a
   * stolen-token reuse or a password reset (the deny-list, ADR 0049: shared by every instance through the database).
   */
  const accessUser = async (token: string): Promise<AuthUser | null> => {
    const read = readAccessToken(token, config.jwtSecret);
    if (!read) return null;
    if (read.familyId && (await familyDenied(opts.db, read.familyId))) return null;
    return read.user;
  };
  app.decorate('verifyAccessToken', accessUser);
  app.decorateRequest('user', undefined);
  app.decorateRequest('locale', 'es');

  app.setErrorHandler(errorHandler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // the hub is same-origin ('self' covers ws(s): to the page's own host in CSP Level 3); add the public origin's
        // ws(s) scheme for browsers that do not (issue 9: no WebSockets to any host)
        connectSrc: ["'self'", ...wsSources(config.publicUrl)],
        mediaSrc: ["'self'", 'https:', 'blob:'],
        frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.production ? undefined : false,
  });
  await app.register(cors, {
    credentials: true,
    origin: (origin, cb) => {
      // same-origin requests and non-browser clients carry no Origin header
      if (!origin || config.corsOrigins.includes(origin) || config.corsOrigins.includes('*')) cb(null, true);
      else cb(null, false);
    },
  });
  await app.register(cookie);
  // per-route limits only (config.rateLimit on the route); answers 429 RATE_LIMITED through the error handler.
  // With REDIS_URL the counters live in Redis, shared by every instance (in memory per instance otherwise).
  const rateLimitRedis = config.redisUrl ? rateLimitRedisClient(config.redisUrl, app.log) : null;
  if (rateLimitRedis) {
    app.addHook('onClose', async () => {
      if (rateLimitRedis.status === 'ready') await rateLimitRedis.quit().catch(() => rateLimitRedis.disconnect());
      else rateLimitRedis.disconnect();
    });
    // bounded wait for the first connection, so limits hold from the first request when Redis answers
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, 3000);
      t.unref();
      rateLimitRedis.once('ready', () => {
        clearTimeout(t);
        resolve();
      });
    });
  }
  app.decorate(
    'limiter',
    rateLimitRedis ? redisLimiter(rateLimitRedis, config.limiterPrefix ?? 'platform-limit:', app.log) : localLimiter(),
  );
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: 'platform-rl:', skipOnError: true } : {}),
    errorResponseBuilder: (_req, ctx) => {
      const err = new ApiError(429, 'RATE_LIMITED', `Too many requests, retry in ${Math.ceil(ctx.ttl / 1000)} s`);
      return Object.assign(err, { statusCode: 429 });
    },
  });

  // a response whose body depends on Accept-Encoding (pre-compressed static files, pre-rendered pages) says so to caches
  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.getHeader('content-encoding')) {
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    return payload;
  });
  // identity: a valid bearer token sets request.user (an invalid or deny-listed one is ignored here; authenticate
  // answers 401)
  app.addHook('onRequest', async (req) => {
    const token = bearerToken(req);
    if (token) req.user = (await accessUser(token)) ?? undefined;
  });
  // language: ?locale on GET, body.locale on POST/PUT (es/en/ca, also es-ES style); default es
  app.addHook('preValidation', async (req) => {
    req.locale = requestLocale(req);
  });
  registerInputHardening(app); // NUL bytes and over-deep JSON → 400 for every route (ADR 0009)
  registerServerRules(app); // ended trials, used-content scopes (ADR 0009)

  registerLifecycle(app, opts.db, rateLimitRedis); // /health, /ready, graceful shutdown (app.lifecycle)
  registerIdempotency(app, opts.db); // Idempotency-Key on writes: a retried write answers once (issue 32)
  // API requests run their handlers in arrival order, at most API_MAX_INFLIGHT at once (ADR 0042; 0 = off). On by
  // default on PGlite (one process, one statement queue): on a quiet machine it holds 200 connections at p99 430-465 ms
  // with the same throughput (off: p99 0.8-1.2 s, the statement-bound requests overtaken by the cached ones). Off on
  // PostgreSQL, whose target is met without it.
  const maxInflight = Number(process.env.API_MAX_INFLIGHT ?? (opts.db.kind === 'pglite' ? 32 : 0));
  app.decorate('admission', registerAdmission(app, { max: maxInflight, prefix: `${API_PREFIX}/` }));

  await app.register(
    async (api) => {
      api.get(
        '/openapi.json',
        { config: { openapi: { summary: 'This OpenAPI document', tags: ['meta'], noInput: true } } },
        async () => openapi.document({ title: 'Platform API', version: '1.0.0' }),
      );
      for (const m of featureModules) {
        const mod = await m.load();
        await api.register(mod.default);
      }
    },
    { prefix: API_PREFIX },
  );

  const appsRoot = config.appsRoot;
  const shellDist = appsRoot ? path.join(appsRoot, 'shell', 'dist') : null;
  const serveShell = config.serveApps && shellDist !== null && existsSync(path.join(shellDist, 'index.html'));
  const deployDir = config.deployDir ?? path.join(config.dataDir, 'deploy');
  let appShell: (map?: Record<string, string>) => string | null = () => null;
  if (config.serveApps && appsRoot) {
    // the server renders (/feed, /r/{id}) run on worker threads, concurrently, shed to the app shell when busy (ADR 0053)
    const pool = createRenderPool({
      appsRoot,
      size: config.render?.workers,
      perWorker: config.render?.perWorker,
      queueBudgetMs: config.render?.queueBudgetMs,
      timeoutMs: config.render?.timeoutMs,
      nice: config.render?.nice,
    });
    app.addHook('onClose', async () => pool.close());
    if (config.render?.warm) app.addHook('onReady', async () => pool.warm(['mf-explore', 'shell', 'mf-student-view']));
    const intentScripts = intentScriptsOf(appsRoot);
    if (serveShell && shellDist) {
      await app.register(fastifyStatic, {
        root: shellDist,
        prefix: '/',
        index: ['index.html'],
        wildcard: true,
        cacheControl: false,
        // the .br / .gz the build writes next to each script and page (@platform/mf-config, issue 12)
        preCompressed: true,
        setHeaders: setCacheHeaders,
      });
      await registerStudentRender(app, { appsRoot, shellDist, db: opts.db, pool, intentScripts }); // /r/{id} rendered on the server
      // /, /login… pre-rendered (ADR 0033), with the configured external sign-in providers in them (issue 12)
      await registerPublicPages(app, {
        appsRoot,
        shellDist,
        publicUrl: config.publicUrl ?? '',
        externalProviders: externalProviders(config),
      });
    }
    if (shellDist) {
      const served = await registerApps(app, {
        appsRoot,
        shellDist,
        deployDir,
        setHeaders: setCacheHeaders,
      });
      // the browser-rendered routes' page, with the remotes map in it (docs/decisions/0039)
      if (serveShell) {
        appShell = appShellPage({ shellDist, remotesMap: served.remotesMap });
        // a returning user's GET /feed rendered on the server (ADR 0045); anything else falls back to the page below
        await registerFeedRender(app, {
          publicUrl: config.publicUrl ?? '',
          appShell,
          remotesMap: served.remotesMap,
          pool,
          intentScripts,
        });
      }
    }
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    const wantsHtml = (req.headers.accept ?? '').includes('text/html');
    const isApi =
      url.startsWith(`${API_PREFIX}/`) ||
      url === API_PREFIX ||
      /^\/(notificationHub|liveClassHub)(\/|$)/.test(url) ||
      url.startsWith('/files/') ||
      url.startsWith('/mf/') ||
      url.startsWith('/deployed/');
    if (serveShell && (req.method === 'GET' || req.method === 'HEAD') && wantsHtml && !isApi) {
      reply.header('Cache-Control', 'no-cache');
      const html = appShell();
      if (html !== null) return reply.type('text/html; charset=utf-8').send(html);
      return reply.sendFile('index.html', shellDist as string);
    }
    return sendError(reply, 404, 'NOT_FOUND', `Route ${req.method} ${url} not found`);
  });

  return app;
}
