import { kreaResourceSuite } from './suite';

process.env.TEST_DB = 'pglite';
describe('krea resource API on PGlite', () => kreaResourceSuite());
