import { studentSuite } from './suite';
import { oneDatabase } from '../core/one-database';

const database = oneDatabase();
describe(`student view API on ${database}`, () => studentSuite());
