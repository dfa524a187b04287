/**
 * What the metrics module offers other modules (statistics). Import these from here, not from the
 * module's other files (issue 29, ADR 0020).
 */
export { adminSchools } from './service';
