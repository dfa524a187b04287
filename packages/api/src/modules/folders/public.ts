/**
 * What the folders module offers other modules (folders). Import these from here, not from the
 * module's other files (issue 29, ADR 0020).
 */
export { copyProviderFolder } from './service';
