import { kreaResourceSuite } from './suite';
import { oneDatabase } from '../core/one-database';

const database = oneDatabase();
describe(`krea resource API on ${database}`, () => kreaResourceSuite());
