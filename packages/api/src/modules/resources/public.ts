/**
 * What the resources module offers other modules (resources). Import these from here, not from the
 * module's other files (issue 29, ADR 0020).
 */
export { type ClassPlanRow, type ResourceRow, approvedLocales, buildDetail, loadResourceRow } from './detail';
export { visibleResource } from './access';
export {
  type Item,
  getByLocaleRoute,
  requestInformationRoute,
  shareRoute,
  shownLocale,
  usedContentRecordsRoutes,
} from './item-routes';
export { colleaguesOf, sendShareEmails } from './sharing';
