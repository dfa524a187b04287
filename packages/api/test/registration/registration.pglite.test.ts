import { registrationSuite } from './suite';

process.env.TEST_DB = 'pglite';
describe('registration API (trial, invitations, freemium, external sign-in) on PGlite', () => registrationSuite());
