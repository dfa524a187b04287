/**
 * What the used-content module offers other modules (used-content records). Import these from here, not from the
 * module's other files (issue 29, ADR 0020).
 */
export { pagedItemRecords, registerClassUse, USED_CONTENT_ROLES } from './records';
