/**
 * '@platform/ui/plain' — plain-HTML states and screens with a small scoped stylesheet (and stateless helpers), for the places
 * that must not need Chakra: the public student route (/r/{id}: the student bar, the student view)
 * and the shell's remote fallback. NOT an MF shared module: these hold no state, so each app bundles
 * the few it uses (tree-shaken), and routes that use none (/login, /feed) download none of it.
 * Same texts, roles and test ids as their Chakra counterparts in '@platform/ui'.
 */
export { ensureBaseStyles, baseCss } from './styles';
export { BaseRemoteFallback, BaseLoadingState, BasePlaceholderScreen } from './components';
export { NotFoundRedirect, focusFirstInvalid, useRevealFirstInvalid } from './behaviour';
// a category's badge colour made readable (white text at WCAG AA): mf-explore's and mf-folders' cards
export { categoryBadgeStyle, readableOnWhiteText, contrastWithWhite } from './categoryColor';
