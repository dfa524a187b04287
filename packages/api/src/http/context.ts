import type { AppLocale } from '@platform/contracts';
import type { Db } from '../db/types';
import type { Limiter } from './limiter';
import type { AdmissionStats } from './admission';

export interface S3Config {
  bucket: string;
  /** S3_ENDPOINT, e.g. http://minio:9000 (unset: AWS) */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** S3_PREFIX: key prefix inside the bucket */
  prefix?: string;
  /** path-style URLs (MinIO and most S3-compatible servers); default true when an endpoint is set */
  forcePathStyle?: boolean;
}

/** The authenticated caller, put on request.user by the auth hook when a valid bearer token is sent. */
export interface AuthUser {
  userId: number;
  email: string;
  /** primary role names: Admin | Manager | Teacher | Trial | ProviderStaff */
  primaryRoles: string[];
  /** secondary role names: Author | ApprovingAuthor */
  secondaryRoles: string[];
  schoolId: number | null;
  schoolGroupId: number | null;
}

export interface ExternalProviderConfig {
  clientId: string;
  jwksUrl: string;
  /** accepted `iss` values; `{tenantid}` matches the token's tid claim (Microsoft multi-tenant) */
  issuers: string[];
  /** OIDC authorization endpoint the browser is sent to for an ID token (ADR 0026); default: the provider's */
  authorizationEndpoint?: string;
}

export interface AppConfig {
  port: number;
  /** repo-relative or absolute folder for PGlite data and uploaded files */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** serve the built shell and remotes (npm start) */
  serveApps: boolean;
  /** seed demo data on start when the database is empty */
  demoData: boolean;
  /** the development outbox endpoint is readable */
  outboxReadable: boolean;
  smtpUrl?: string;
  jwtSecret: string;
  production: boolean;
  corsOrigins: string[];
  /** repository root holding shell/dist and the mf-(name)/dist folders (served when serveApps) */
  appsRoot?: string;
  /** uploaded files folder (FILES_DIR, default <dataDir>/files): with several instances, one folder they all mount */
  filesDir?: string;
  /** S3-compatible object storage for uploads (S3_BUCKET set); the local folder otherwise */
  s3?: S3Config;
  /** where remotes deployed on their own live (DEPLOY_DIR, default <dataDir>/deploy; shared by every instance) */
  deployDir?: string;
  /** key prefix of the shared counters in Redis (default "platform-limit:"; tests isolate their runs with it) */
  limiterPrefix?: string;
  /** rate limits (429 RATE_LIMITED); tests lower them */
  rateLimit?: {
    signInMax: number;
    resetMax: number;
    windowMs: number;
    /** ResetPasswordEmail per client, any addresses (default 20) */ resetIpMax?: number;
    /** public registration calls that send mail or use a token, per client (default 20) */ registrationMax?: number;
    /** public email-existence checks (UserExists), per client (default 30) */ existsMax?: number;
    /** failed sign-ins per client whatever the addresses (password spraying, default 30) */ signInIpMax?: number;
    /** server renders of the signed-in /feed per user (default 30; beyond: the client-rendered page) */
    feedRenderMax?: number;
    /** server renders of the signed-in /feed per client (default 120; beyond: the client-rendered page) */
    feedRenderIpMax?: number;
  };
  /**
   * External sign-in (Google, Microsoft): ID tokens are verified against the provider's JWKS, issuer(s), audience (the
   * client id) and expiry. A provider without a client id is off (no button, its calls answer 404).
   */
  external?: {
    google?: ExternalProviderConfig;
    microsoft?: ExternalProviderConfig & { /** MSAL authority shown to the browser */ authority: string };
  };
  /** access token lifetime in seconds (default 900) */
  accessTokenTtl?: number;
  /** refresh token lifetime in days (default 30) */
  refreshTokenDays?: number;
  /** public origin used in links sent by email (default http://localhost:<port>) */
  publicUrl?: string;
  /** URL of the Krea terms and conditions document */
  termsUrl?: string;
  /**
   * The server renders' worker pool (render/pool.ts, ADR 0053): worker threads (RENDER_WORKERS, default the cores),
   * renders at the same time per worker (RENDER_PER_WORKER, 2), how long a render may wait for a worker before the
   * page is answered as the app shell (RENDER_QUEUE_BUDGET_MS, 100), how long a started render may take
   * (RENDER_TIMEOUT_MS, 10 s), and whether the workers load the bundles at start (RENDER_WARM, on with `npm start`).
   */
  render?: {
    workers?: number;
    perWorker?: number;
    queueBudgetMs?: number;
    timeoutMs?: number;
    warm?: boolean;
    /** the workers' priority below the main thread's (RENDER_NICE, Linux) */
    nice?: number;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** preHandler: 401 unless request.user is set */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** verifies an access token (used by the realtime hub); null when invalid or expired */
    verifyAccessToken: (token: string) => Promise<AuthUser | null>;
    /** fixed-window counters shared by every instance when REDIS_URL is set (src/http/limiter.ts) */
    limiter: Limiter;
    /** API requests running / waiting their turn (src/http/admission.ts, ADR 0042) */
    admission: AdmissionStats;
  }
  interface FastifyRequest {
    user?: AuthUser;
    /** es | en | ca, read from ?locale on GET and body.locale on other verbs (default es) */
    locale: AppLocale;
  }
}
