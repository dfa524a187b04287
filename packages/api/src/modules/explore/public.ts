/**
 * What the explore module offers other modules (the catalogue search). Import these from here, not from the
 * module's other files (issue 29, ADR 0020).
 */
export { ensureFresh, loadCards, pagedCards } from './common';
export { inLanguage } from './filter';
