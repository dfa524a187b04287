import { exploreSuite } from './suite';

process.env.TEST_DB = 'pglite';
describe('explore API on PGlite', () => exploreSuite());
