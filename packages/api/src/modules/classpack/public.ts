/**
 * What the classpack module offers other modules (the class pack). Import these from here, not from the
 * module's other files (issue 29, ADR 0020).
 */
export { packClasses } from './store';
