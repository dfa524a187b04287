/**
 * What the student module offers other modules (student links). Import these from here, not from the
 * module's other files (issue 29, ADR 0020).
 */
export { classNotIn, linkFor } from './service';
