import { schoolMoveSuite } from './school-move-suite';

// The jest config sets PG_TEST_URL when a PostgreSQL answers; the core harness then uses a fresh schema per file.
const pg = !!process.env.PG_TEST_URL && process.env.PG_TEST !== '0';
if (pg) process.env.TEST_DB = 'postgres';
(pg ? describe : describe.skip)('moving between schools, trial information and customized fields on PostgreSQL', () =>
  schoolMoveSuite(),
);
