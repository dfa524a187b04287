import { feedRenderSuite } from './feed-suite';

process.env.TEST_DB = 'pglite';
describe('GET /feed rendered on the server, on PGlite', () => feedRenderSuite());
