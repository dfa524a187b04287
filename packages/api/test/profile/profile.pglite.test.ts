import { profileSuite } from './suite';

process.env.TEST_DB = 'pglite';
describe('profile, school, team and sharing group API on PGlite', () => profileSuite());
