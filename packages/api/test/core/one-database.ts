/**
 * A domain suite runs once: on PostgreSQL when the jest config found one (it sets PG_TEST_URL), else on PGlite.
 * The product's default database, PGlite, stays covered by the core suites that branch on the database
 * (BOTH_DATABASES in jest.config.cjs) and by the browser tests, which serve the platform on PGlite.
 */
export function oneDatabase(): 'PostgreSQL' | 'PGlite' {
  const pg = !!process.env.PG_TEST_URL && process.env.PG_TEST !== '0';
  process.env.TEST_DB = pg ? 'postgres' : 'pglite';
  return pg ? 'PostgreSQL' : 'PGlite';
}
