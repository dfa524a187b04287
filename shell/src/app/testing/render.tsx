/** Test helpers: render the whole shell (standalone routing, no single-spa) at a path, as a user. */
import { act, cleanup, render } from '@testing-library/react';
import { changeLanguage, initI18n, type Locale } from '@platform/i18n';
import { clearSession, startSession, type UserInfo } from '@platform/session';
import { ShellApp, setShellReady } from '../ShellApp';
import { commitLocation } from '../navigation/location';
import { resetHostState } from '../host';
import { resetWhiteLabel } from '../whiteLabel';

export async function renderShell(path: string, opts: { user?: UserInfo | null; locale?: Locale } = {}) {
  initI18n();
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  await changeLanguage(opts.locale ?? 'es');
  if (opts.user) startSession('test-token', opts.user);
  else clearSession();
  window.history.replaceState(null, '', path);
  commitLocation(true);
  setShellReady(true);
  const utils = render(<ShellApp />);
  await flushLazy();
  return utils;
}

/** Bars, pages and modals are loaded on demand (React.lazy): let the imports and renders settle. */
export async function flushLazy(rounds = 5) {
  for (let i = 0; i < rounds; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  }
}

export function resetShell() {
  cleanup();
  clearSession();
  resetHostState();
  resetWhiteLabel();
  setShellReady(false);
  document.body.innerHTML = '';
}
