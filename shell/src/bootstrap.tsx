/**
 * Shell start-up: i18n → the shell's own React tree (chrome + shell pages, #remote-area) → the route
 * guard on single-spa's before-routing-event → remotes from /remotes.json → single-spa start().
 */
import { start } from 'single-spa';
import { initI18nAsync } from '@platform/i18n';
import { installGuard, mountShellApp } from './app';
import { adoptServerLanguage } from './app/hydrate';
import { startComposition } from './composition';
import { yieldToMain } from './app/lazyLoad';

async function main() {
  adoptServerLanguage(); // a pre-rendered page's language on a first visit (ADR 0033)
  await initI18nAsync();
  // the texts' chunk ran in the task where it arrived: the shell's start in a task of its own (issue 12)
  await yieldToMain();
  await mountShellApp();
  installGuard();
  await startComposition();
  start({ urlRerouteOnly: true });
}

main().catch((err) => {
  console.error('[shell] failed to start', err);
});
