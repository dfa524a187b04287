/**
 * Shell start-up: i18n → the shell's own React tree (chrome + shell pages, #remote-area) → the route
 * guard on single-spa's before-routing-event → remotes from /remotes.json → single-spa start().
 */
import { start } from 'single-spa';
import { initI18nAsync } from '@platform/i18n';
import { installGuard, matchRoute, mountShellApp } from './app';
import { adoptServerLanguage } from './app/hydrate';
import { yieldToMain } from './app/lazyLoad';
import { startComposition } from './composition';

async function main() {
  // The public student view (/r/{id}) is on screen already (server render): its start-up steps run in tasks of their
  // own instead of one long task after the chunks' evaluation, so a tap or a scroll is never kept waiting (ADR 0038).
  const student = !!matchRoute(window.location.pathname)?.studentPublic;
  if (student) await yieldToMain();
  adoptServerLanguage(); // a pre-rendered page's language on a first visit (ADR 0033)
  await initI18nAsync();
  if (student) await yieldToMain();
  await mountShellApp();
  if (student) await yieldToMain();
  installGuard();
  await startComposition();
  start({ urlRerouteOnly: true });
}

main().catch((err) => {
  console.error('[shell] failed to start', err);
});
