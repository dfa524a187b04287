import { accountSecuritySuite } from './suite';

process.env.TEST_DB = 'pglite';
describe('account security (trial joins, email change, ended-trial suggestions, non-JSON bodies) on PGlite', () =>
  accountSecuritySuite());
