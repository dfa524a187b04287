import { registrationSuite } from './suite';
import { oneDatabase } from '../core/one-database';

const database = oneDatabase();
describe(`registration API (trial, invitations, freemium, external sign-in) on ${database}`, () => registrationSuite());
