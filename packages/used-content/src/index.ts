/**
 * @platform/used-content — the "register use of content" flow shared by mf-explore (program page) and mf-stats
 * (statistics and used-content history): the two-step modal, its completeness rules and its calls.
 */
import './i18n';

export { RegisterUsedContent } from './RegisterUsedContent';
export type { RegisterUsedContentProps } from './RegisterUsedContent';
export { usedContentApi } from './api';
export type { UsedContentApi, AcademicCourse } from './api';
export { USED_CONTENT_NS, usedContentTextsReady, useUsedContentT } from './i18n';
export * from './rules';
