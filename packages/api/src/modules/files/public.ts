/**
 * What the files module offers other modules (stored files). Import these from here, not from the
 * module's other files (issue 29, ADR 0020).
 */
export { filesRoot, resolveStored } from './storage';
