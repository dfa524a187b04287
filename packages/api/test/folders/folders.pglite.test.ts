import { foldersSuite } from './suite';

process.env.TEST_DB = 'pglite';
describe('folder API on PGlite', () => foldersSuite());
