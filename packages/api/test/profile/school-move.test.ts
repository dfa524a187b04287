import { schoolMoveSuite } from './school-move-suite';
import { oneDatabase } from '../core/one-database';

const database = oneDatabase();
describe(`moving between schools, trial information and customized fields on ${database}`, () => schoolMoveSuite());
