import { exploreSuite } from './suite';
import { oneDatabase } from '../core/one-database';

const database = oneDatabase();
describe(`explore API on ${database}`, () => exploreSuite());
