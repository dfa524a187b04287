import { concurrentRenderSuite } from './concurrent-suite';

process.env.TEST_DB = 'pglite';
describe('the real server renders, many at once, on PGlite', () => concurrentRenderSuite());
