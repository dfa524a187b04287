import { profileSuite } from './suite';
import { oneDatabase } from '../core/one-database';

const database = oneDatabase();
describe(`profile, school, team and sharing group API on ${database}`, () => profileSuite());
