import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './http/context';

/** The repository root (packages/api/{src,dist}/ → ../../..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

const flag = (v: string | undefined) => v === '1' || v === 'true' || v === 'yes';

/** JWT_SECRET from the environment, or one generated once and kept in <dataDir>/jwt-secret (mode 600). */
export function loadJwtSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv && fromEnv.length >= 32) return fromEnv;
  if (fromEnv) throw new Error('JWT_SECRET must be at least 32 characters');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const s = readFileSync(file, 'utf8').trim();
    if (s.length >= 32) return s;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the configuration from environment variables (documented in packages/api/README.md). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR || '.data');
  const port = Number(env.PORT || 8080);
  const production = env.NODE_ENV === 'production';
  const num = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    serveApps: flag(env.SERVE_APPS),
    demoData: flag(env.DEMO_DATA),
    outboxReadable: env.OUTBOX_READABLE ? flag(env.OUTBOX_READABLE) : !production,
    smtpUrl: env.SMTP_URL || undefined,
    jwtSecret: loadJwtSecret(dataDir, env.JWT_SECRET),
    production,
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    appsRoot: env.APPS_ROOT ? path.resolve(env.APPS_ROOT) : REPO_ROOT,
    filesDir: env.FILES_DIR ? path.resolve(REPO_ROOT, env.FILES_DIR) : undefined,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY || undefined,
          prefix: env.S3_PREFIX || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ? flag(env.S3_FORCE_PATH_STYLE) : Boolean(env.S3_ENDPOINT),
        }
      : undefined,
    deployDir: env.DEPLOY_DIR ? path.resolve(REPO_ROOT, env.DEPLOY_DIR) : path.join(dataDir, 'deploy'),
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    termsUrl: env.TERMS_URL || undefined,
    rateLimit: {
      signInMax: num(env.SIGNIN_RATE_MAX, 10),
      resetMax: num(env.RESET_RATE_MAX, 10),
      resetIpMax: num(env.RESET_IP_RATE_MAX, 20),
      windowMs: num(env.RATE_WINDOW_MS, 60_000),
      registrationMax: num(env.REGISTRATION_RATE_MAX, 20),
      existsMax: num(env.EXISTS_RATE_MAX, 30),
      signInIpMax: num(env.SIGNIN_IP_RATE_MAX, 30),
      feedRenderMax: num(env.FEED_RENDER_RATE_MAX, 30),
      feedRenderIpMax: num(env.FEED_RENDER_IP_RATE_MAX, 120),
    },
    external: externalFromEnv(env),
    render: {
      workers: env.RENDER_WORKERS ? num(env.RENDER_WORKERS, 0) || undefined : undefined,
      perWorker: env.RENDER_PER_WORKER ? num(env.RENDER_PER_WORKER, 0) || undefined : undefined,
      queueBudgetMs: env.RENDER_QUEUE_BUDGET_MS ? num(env.RENDER_QUEUE_BUDGET_MS, 100) : undefined,
      // FEED_RENDER_TIMEOUT_MS: its name before the pool (ADR 0045)
      timeoutMs: num(env.RENDER_TIMEOUT_MS || env.FEED_RENDER_TIMEOUT_MS, 10_000),
      warm: env.RENDER_WARM ? flag(env.RENDER_WARM) : true,
      nice: num(env.RENDER_NICE, 0),
    },
  };
}

/**
 * GOOGLE_CLIENT_ID (+ GOOGLE_JWKS_URL, GOOGLE_ISSUERS) and MICROSOFT_CLIENT_ID (+ MICROSOFT_TENANT, MICROSOFT_JWKS_URL,
 * MICROSOFT_ISSUERS), each with an optional {GOOGLE,MICROSOFT}_AUTHORIZATION_URL (the OIDC authorization endpoint the browser
 * is sent to, ADR 0026), turn the external sign-in on; without a client id the provider is off.
 */
export function externalFromEnv(env: NodeJS.ProcessEnv): AppConfig['external'] {
  const list = (v: string | undefined, d: string[]) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : d;
  const tenant = env.MICROSOFT_TENANT || 'common';
  return {
    google: env.GOOGLE_CLIENT_ID
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          jwksUrl: env.GOOGLE_JWKS_URL || 'https://www.googleapis.com/oauth2/v3/certs',
          authorizationEndpoint: env.GOOGLE_AUTHORIZATION_URL || 'https://accounts.google.com/o/oauth2/v2/auth',
          issuers: list(env.GOOGLE_ISSUERS, ['https://accounts.google.com', 'accounts.google.com']),
        }
      : undefined,
    microsoft: env.MICROSOFT_CLIENT_ID
      ? {
          clientId: env.MICROSOFT_CLIENT_ID,
          authority: env.MICROSOFT_AUTHORITY || `https://login.microsoftonline.com/${tenant}`,
          jwksUrl: env.MICROSOFT_JWKS_URL || `https://login.microsoftonline.com/${tenant}/discovery/v2.0/keys`,
          authorizationEndpoint:
            env.MICROSOFT_AUTHORIZATION_URL ||
            `${env.MICROSOFT_AUTHORITY || `https://login.microsoftonline.com/${tenant}`}/oauth2/v2.0/authorize`,
          issuers: list(env.MICROSOFT_ISSUERS, [
            tenant === 'common' || tenant === 'organizations' || tenant === 'consumers'
              ? 'https://login.microsoftonline.com/{tenantid}/v2.0'
              : `https://login.microsoftonline.com/${tenant}/v2.0`,
          ]),
        }
      : undefined,
  };
}
