/**
 * Test harness of the API core: the real server (buildServer) on a random port over a database seeded with
 * the demo accounts and a small catalogue — PGlite restored from the template, or (TEST_DB=postgres) a fresh
 * PostgreSQL schema migrated and seeded for this file and dropped on close.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/types';
import type { AppConfig } from '../../src/http/context';
import { openPglite, pgliteDb } from '../../src/db/pglite';
import { postgresDb } from '../../src/db/postgres';
import { migrate } from '../../src/db/migrate';
import { buildServer } from '../../src/server';
import { seed } from '../../src/seed/seed';
import { issueAccessToken } from '../../src/http/auth';
import type { AuthUser } from '../../src/http/context';
import { loadAuthUser } from '../../src/modules/account/service';
import { readMeta, testCatalogue, TEMPLATE_FILE } from './template';

export const PASSWORD = 'Demo1234';
export const isPostgres = () => process.env.TEST_DB === 'postgres';

export interface HttpResult<T = any> {
  status: number;
  headers: Headers;
  text: string;
  json: T;
  setCookie: string[];
}
export interface RequestOptions {
  token?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  rawBody?: string;
}

export interface UserSpec {
  /** lower-case; default a unique address */
  email?: string;
  /** role names (roles.name): Admin, Manager, Teacher, Trial, ProviderStaff / Author, ApprovingAuthor */
  primaryRoles?: string[];
  secondaryRoles?: string[];
  /** current school (users.school_id); default none */
  schoolId?: number | null;
  mailingLanguage?: 'es' | 'en' | 'ca';
  /** an active Krea licence held by the user */
  kreaLicense?: boolean;
}
export interface TestUser {
  userId: number;
  email: string;
  token: string;
  auth: AuthUser;
}

export interface TestApp {
  url: string;
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  /** a user created for this test file (roles, school, Krea licence) with an access token as SignIn issues it */
  createUser(spec?: UserSpec): Promise<TestUser>;
  createSchoolGroup(name?: string): Promise<number>;
  createSchool(schoolGroupId: number | null, name?: string): Promise<number>;
  /**
   * Another API instance (own HTTP server, same config unless overridden, same JWT secret and data dir) on the
   * same database: PGlite shares this file's Db object, PostgreSQL opens its own pool on the same schema.
   * Closing it leaves the database (and this instance) alone.
   */
  another(over?: Partial<AppConfig>, start?: StartOptions): Promise<TestApp>;
  request<T = any>(method: string, url: string, opts?: RequestOptions): Promise<HttpResult<T>>;
  get<T = any>(url: string, token?: string): Promise<HttpResult<T>>;
  /** signs in a demo account; returns the access token and the refresh cookie ("refresh_token=…") */
  login(email: string, password?: string): Promise<{ token: string; cookie: string }>;
  /** rows of a table as a stable JSON string (to assert nothing changed) */
  snapshot(table: string, orderBy?: string): Promise<string>;
  count(table: string, where?: string, params?: unknown[]): Promise<number>;
  close(): Promise<void>;
}

interface TestDb {
  db: Db;
  cleanup: () => Promise<void>;
  /** another handle on the same database for a second instance, and how to release it */
  share: () => { db: Db; release: () => Promise<void> };
}

async function openTestDb(): Promise<TestDb> {
  if (isPostgres()) {
    const url = process.env.PG_TEST_URL as string;
    const schema = `t_api_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = postgresDb(url, { max: 1 });
    await admin.query(`CREATE SCHEMA "${schema}"`);
    const db = postgresDb(url, { schema, max: 5 });
    await migrate(db);
    await seed(db, { catalogue: testCatalogue(), passwordHash: readMeta().passwordHash });
    return {
      db,
      cleanup: async () => {
        await db.close();
        await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await admin.close();
      },
      share: () => {
        const other = postgresDb(url, { schema, max: 5 });
        return { db: other, release: () => other.close() };
      },
    };
  }
  const blob = new Blob([readFileSync(TEMPLATE_FILE)]);
  const pg = await openPglite({ loadDataDir: blob });
  const db = pgliteDb(pg);
  await migrate(db); // no-op unless a migration was added after the template was built
  // another instance gets its own Db object on the same embedded database: per-Db state (the explore
  // facet store is keyed by its Db) is then per instance, as in two processes on one PostgreSQL
  const view = (): Db => ({
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    transaction: (fn) => db.transaction(fn),
    ...(db.exec ? { exec: (sql: string) => db.exec!(sql) } : {}),
    close: async () => {},
  });
  return {
    db,
    cleanup: async () => {
      await db.close();
    },
    share: () => ({ db: view(), release: async () => {} }),
  };
}

export function parseSetCookies(h: Headers): string[] {
  return typeof h.getSetCookie === 'function' ? h.getSetCookie() : [];
}
export function cookieValue(setCookie: string[], name: string): string | null {
  for (const c of setCookie) {
    const [pair] = c.split(';');
    const i = pair.indexOf('=');
    if (pair.slice(0, i).trim() === name) return pair.slice(i + 1);
  }
  return null;
}

let userSeq = 0;

/** `extend`: called on the server before it listens (a test adds its own routes, e.g. a slow one). */
export interface StartOptions {
  extend?: (app: FastifyInstance) => void;
}

export async function startTestApp(over: Partial<AppConfig> = {}, start: StartOptions = {}): Promise<TestApp> {
  const testDb = await openTestDb();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-core-test-'));
  const config: AppConfig = {
    port: 0,
    dataDir,
    serveApps: false,
    demoData: false,
    outboxReadable: true,
    jwtSecret: randomBytes(32).toString('hex'),
    production: false,
    corsOrigins: ['http://allowed.test'],
    rateLimit: {
      signInMax: 1000,
      signInIpMax: 1000,
      resetMax: 1000,
      windowMs: 60_000,
      feedRenderMax: 1000,
      feedRenderIpMax: 1000,
    },
    publicUrl: 'http://localhost:8080',
    ...over,
  };
  try {
    return await listenTestApp(testDb, config, start, async () => {
      await testDb.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    });
  } catch (e) {
    await testDb.cleanup().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
}

async function listenTestApp(
  testDb: TestDb,
  config: AppConfig,
  start: StartOptions,
  release: () => Promise<void>,
): Promise<TestApp> {
  const { db } = testDb;
  const app = await buildServer(config, { db, logger: false });
  start.extend?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;

  async function request<T>(method: string, u: string, opts: RequestOptions = {}): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.cookie) headers.cookie = opts.cookie;
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(url + u, { method, headers, body });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json: json as T, setCookie: parseSetCookies(res.headers) };
  }

  const others: TestApp[] = [];
  let closed = false;
  const t: TestApp = {
    url,
    app,
    db,
    config,
    request,
    get: (u, token) => request('GET', u, { token }),
    async login(email, password = PASSWORD) {
      const r = await request<{ token: string }>('POST', '/api/v1/AccountApi/SignIn', { body: { email, password } });
      if (r.status !== 200) throw new Error(`login ${email} failed: ${r.status} ${r.text}`);
      const v = cookieValue(r.setCookie, 'refresh_token');
      return { token: r.json.token, cookie: `refresh_token=${v}` };
    },
    async snapshot(table, orderBy = '1') {
      const { rows } = await db.query(`SELECT * FROM ${table} ORDER BY ${orderBy}`);
      return JSON.stringify(rows);
    },
    async count(table, where = 'true', params = []) {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
      return rows[0].n;
    },
    async createUser(spec = {}) {
      const email = spec.email ?? `user${++userSeq}-${randomBytes(3).toString('hex')}@example.test`;
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO users (email, school_id, mailing_language, email_confirmed) VALUES ($1, $2, $3, true) RETURNING id`,
        [email, spec.schoolId ?? null, spec.mailingLanguage ?? 'es'],
      );
      const userId = Number(rows[0].id);
      const roles = [...(spec.primaryRoles ?? ['Teacher']), ...(spec.secondaryRoles ?? [])];
      for (const role of roles) {
        const r = await db.query(
          'INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2 RETURNING role_id',
          [userId, role],
        );
        if (!r.rows.length) throw new Error(`createUser: unknown role ${role}`);
      }
      if (spec.kreaLicense)
        await db.query(`INSERT INTO licenses (kind, status, user_id) VALUES ('krea', 1, $1)`, [userId]);
      const auth = await loadAuthUser(db, userId);
      if (!auth) throw new Error(`createUser: user ${userId} not loadable`);
      return { userId, email, auth, token: issueAccessToken(auth, config.jwtSecret) };
    },
    async createSchoolGroup(name = `Group ${randomBytes(3).toString('hex')}`) {
      const { rows } = await db.query<{ id: number }>('INSERT INTO school_groups (name) VALUES ($1) RETURNING id', [
        name,
      ]);
      return Number(rows[0].id);
    },
    async createSchool(schoolGroupId, name = `School ${randomBytes(3).toString('hex')}`) {
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO schools (name, school_group_id) VALUES ($1, $2) RETURNING id',
        [name, schoolGroupId],
      );
      return Number(rows[0].id);
    },
    async another(more = {}, startOther = {}) {
      const shared = testDb.share();
      try {
        const other = await listenTestApp(
          { ...testDb, db: shared.db },
          { ...config, ...more },
          startOther,
          shared.release,
        );
        others.push(other);
        return other;
      } catch (e) {
        await shared.release();
        throw e;
      }
    },
    /** Closes this instance and the other instances made with `another` (newest first); closing twice is a no-op. */
    async close() {
      if (closed) return;
      closed = true;
      for (const other of others.splice(0).reverse()) await other.close();
      if (app.lifecycle.draining)
        await app.lifecycle.shutdown(); // the test shut it down itself: wait for that close
      else await app.close();
      await release();
    },
  };
  return t;
}

/**
 * The Redis of the tests that must prove the real-server path (REDIS_TEST_URL, set by jest.config.cjs when
 * REDIS_URL or 127.0.0.1:6379 answers). Without one, says so on the console: `what` did not run.
 */
export function redisTestUrl(what: string): string | undefined {
  const url = process.env.REDIS_TEST_URL;
  if (!url) {
    const why =
      process.env.REDIS_TEST === '0'
        ? 'disabled by REDIS_TEST=0'
        : `not reachable at ${process.env.REDIS_URL || 'redis://127.0.0.1:6379'}`;
    console.warn(`Redis ${why}: ${what} was NOT registered and did not run.`);
  }
  return url;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Waits until predicate() is true (polling every 20 ms); fails after timeoutMs naming what it waited for. */
export async function until(predicate: () => boolean, timeoutMs = 3000, what = 'condition'): Promise<void> {
  const t0 = Date.now();
  while (!predicate()) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}
