import { classPackSuite } from './suite';
import { oneDatabase } from '../core/one-database';

const database = oneDatabase();
describe(`class pack and plan with what I have on ${database}`, () => classPackSuite());
