/**
 * What the programs module offers other modules (programs). Import these from here, not from the
 * module's other files (issue 29, ADR 0020).
 */
export { listPrograms, programApprovedLocales } from './data';
export { visibleProgram } from './access';
