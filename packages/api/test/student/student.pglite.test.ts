import { studentSuite } from './suite';

process.env.TEST_DB = 'pglite';
describe('student view API on PGlite', () => studentSuite());
