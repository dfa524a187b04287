import { accountSecuritySuite } from './suite';
import { oneDatabase } from '../core/one-database';

const database = oneDatabase();
describe(`account security (trial joins, email change, ended-trial suggestions, non-JSON bodies) on ${database}`, () =>
  accountSecuritySuite());
