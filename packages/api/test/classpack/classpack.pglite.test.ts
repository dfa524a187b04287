import { classPackSuite } from './suite';

process.env.TEST_DB = 'pglite';
describe('class pack and plan with what I have on PGlite', () => classPackSuite());
