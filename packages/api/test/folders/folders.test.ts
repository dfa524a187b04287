import { foldersSuite } from './suite';
import { oneDatabase } from '../core/one-database';

const database = oneDatabase();
describe(`folder API on ${database}`, () => foldersSuite());
