/**
 * What the krea module offers other modules (krea-resource, the Krea resource editor): the Krea gate, the authors of a
 * network, review notices, the shared store helpers, markup and custom fields. Import these from here, not from the
 * module's other files (issue 29).
 */
export { kreaGate } from './access';
export { deleteRoute } from './routes-context';
export { availableAuthors } from './lists';
export { sendReviewNotice, type ReviewEvent } from './notify';
export { refreshResourcePrograms } from './service';
export {
  authorOfRow,
  checkIds,
  keywordId,
  replaceAgeRanges,
  saveShared,
  setList,
  titleOf,
  writeCollaborators,
  type AddLocale,
  type CollaboratorRow,
  type ReviewDecision,
} from './store-common';
export { a11yOfHtml, plainNullable, plainText, sanitizeNullable, sanitizeRich } from './markup';
export { checkCustomOptions, customOptionsOf, replaceCustomOptions } from './custom-fields';
