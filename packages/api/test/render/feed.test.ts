import { feedRenderSuite } from './feed-suite';
import { oneDatabase } from '../core/one-database';

const database = oneDatabase();
describe(`GET /feed rendered on the server, on ${database}`, () => feedRenderSuite());
