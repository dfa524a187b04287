/**
 * Shell start-up: the remotes map (and a returning user's first remote) start downloading → i18n → the shell's own
 * React tree (chrome + shell pages, #remote-area) → the route guard on single-spa's before-routing-event → the
 * remotes' applications registered → single-spa start().
 */
import { start } from 'single-spa';
import { initI18nAsync } from '@platform/i18n';
import { preloadApiClient } from '@platform/api-client';
import { hasStoredSession } from '@platform/session';
import { installGuard, matchRoute, mountShellApp } from './app';
import { adoptServerLanguage } from './app/serverLanguage';
import { yieldToMain } from './app/lazyLoad';
import { prepareComposition, startComposition } from './composition';

async function main() {
  // before anything awaits: the first route's remote is fetched while i18n starts and the session is restored
  prepareComposition();
  // a returning signed-in user's first request is the session restore: its client (axios) downloads meanwhile
  if (hasStoredSession()) preloadApiClient();
  // The public student view (/r/{id}) is on screen already (server render): its start-up steps run in tasks of their
  // own instead of one long task after the chunks' evaluation, so a tap or a scroll is never kept waiting (ADR 0038).
  const student = !!matchRoute(window.location.pathname)?.studentPublic;
  if (student) await yieldToMain();
  adoptServerLanguage(); // a pre-rendered page's language on a first visit (ADR 0033)
  await initI18nAsync();
  // the texts' chunk ran in the task where it arrived: the shell's start in a task of its own (issue 12)
  await yieldToMain();
  await mountShellApp();
  if (student) await yieldToMain();
  installGuard();
  await startComposition();
  start({ urlRerouteOnly: true });
}

main().catch((err) => {
  console.error('[shell] failed to start', err);
});
