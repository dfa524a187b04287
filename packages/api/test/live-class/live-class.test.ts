import { liveClassRestSuite } from './rest';
import { liveClassHubSuite } from './hub';
import { oneDatabase } from '../core/one-database';

const database = oneDatabase();
describe(`live class (issue 33) on ${database}`, () => {
  describe('REST', () => liveClassRestSuite());
  describe('hub', () => liveClassHubSuite());
});
