import { kreaSuite } from './suite';
import { oneDatabase } from '../core/one-database';

const database = oneDatabase();
describe(`krea content API on ${database}`, () => kreaSuite());
