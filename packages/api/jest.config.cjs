// API tests: real HTTP against the server. Project "pglite" runs the test files on PGlite (restored from a
// template migrated and seeded once in globalSetup). Project "postgres" runs the core suites (test/core) on a real
// PostgreSQL when one answers (PG_TEST_URL, default postgres://postgres@127.0.0.1:5432/test), each test file in a
// fresh schema dropped afterwards. A core suite runs once: on PostgreSQL when it answers, else on PGlite; only the
// suites in BOTH_DATABASES, whose behaviour differs by database, run on both. Redis (REDIS_URL, default
// redis://127.0.0.1:6379) is probed too: when it answers, REDIS_TEST_URL is set and the multi-instance tests (hub, rate limits) register their
// Redis cases. Without PostgreSQL the run is PGlite only: a notice says so at the start and again at the end
// (test/db-notice-reporter.cjs). PG_TEST=0 / REDIS_TEST=0 skip the probes.
const net = require('node:net');
const path = require('node:path');
const base = require('../../jest.config.base.cjs');

const PG_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_TEST_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';

function reachable(url, defaultPort, disabled) {
  if (disabled) return Promise.resolve(false);
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect(Number(u.port || defaultPort), u.hostname);
    const done = (ok) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(800, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

// Core suites that branch on the database and so prove something different on each: the caches a single-process
// database allows (on PGlite only), the admission default (on PGlite only), and the demo seed `npm start` runs on PGlite.
const BOTH_DATABASES = ['admission', 'detail-cache', 'read-cache', 'view-flush-in-place', 'seed'];

module.exports = async () => {
  // jose (external sign-in, ESM only) is turned into CommonJS by swc like the preset's ESM packages
  const common = {
    testEnvironment: 'node',
    moduleNameMapper: {},
    testTimeout: 60000,
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@module-federation|single-spa|ky[@/]|jose[@/]))'],
  };
  const [pgUp, redisUp] = await Promise.all([
    reachable(PG_URL, 5432, process.env.PG_TEST === '0'),
    reachable(REDIS_URL, 6379, process.env.REDIS_TEST === '0'),
  ]);
  // with PostgreSQL up, the pglite project leaves test/core to it, but for the suites that branch on the database
  const pgliteIgnore = pgUp ? [`/test/core/(?!(${BOTH_DATABASES.join('|')})\\.test\\.ts$)`] : [];
  const pgliteProject = base(__dirname, {
    ...common,
    displayName: 'pglite',
    setupFiles: [path.join(__dirname, 'test/env-pglite.cjs')],
  });
  pgliteProject.testPathIgnorePatterns = [...pgliteProject.testPathIgnorePatterns, ...pgliteIgnore];
  const projects = [pgliteProject];
  if (redisUp) process.env.REDIS_TEST_URL = REDIS_URL;
  else delete process.env.REDIS_TEST_URL;
  const pgWhere = (() => {
    const u = new URL(PG_URL);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  })();
  const pgReason = process.env.PG_TEST === '0' ? 'disabled by PG_TEST=0' : `not reachable at ${pgWhere}`;
  if (!pgUp) delete process.env.PG_TEST_URL; // globalSetup prepares PostgreSQL only when the project runs
  if (!pgUp)
    process.stderr.write(
      `\n*** PostgreSQL ${pgReason}: only the pglite project runs (set PG_TEST_URL to test on PostgreSQL). ***\n\n`,
    );
  const reporters = [
    'default',
    [path.join(__dirname, 'test/db-notice-reporter.cjs'), { pgUp, where: pgWhere, reason: pgReason }],
  ];
  if (pgUp) {
    process.env.PG_TEST_URL = PG_URL;
    projects.push(
      base(__dirname, {
        ...common,
        displayName: 'postgres',
        setupFiles: [path.join(__dirname, 'test/env-postgres.cjs')],
        testMatch: ['<rootDir>/test/core/**/*.test.ts'],
      }),
    );
  }
  // testTimeout is a global option (ignored inside projects): a PostgreSQL file migrates and seeds its schema in beforeAll
  return { projects, reporters, testTimeout: 60000, globalSetup: path.join(__dirname, 'test/global-setup.cjs') };
};
