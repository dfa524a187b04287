import { schoolMoveSuite } from './school-move-suite';

process.env.TEST_DB = 'pglite';
describe('moving between schools, trial information and customized fields on PGlite', () => schoolMoveSuite());
