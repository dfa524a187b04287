import { kreaSuite } from './suite';

process.env.TEST_DB = 'pglite';
describe('krea content API on PGlite', () => kreaSuite());
