/**
 * '@platform/remote-kit/testing' — for a remote's jest tests (never imported by app code):
 *
 *   import { remoteProblems, renderRemote } from '@platform/remote-kit/testing';
 *   import { app } from '../app';
 *   import { routes } from '../routes';
 *
 *   it('is a well-formed remote', () => expect(remoteProblems(app, routes)).toEqual([]));
 *   it('shows the folders', async () => {
 *     await renderRemote(app, routes, '/folders', 'en');
 *     expect(screen.getByRole('heading', { level: 1, name: 'My folders' })).toBeInTheDocument();
 *   });
 */
import { act, render } from '@testing-library/react';
import { changeLanguage, type Locale } from '@platform/i18n';
import apps from '@platform/mf-config/apps.json';
import { isUnder, type RemoteApp, type RemoteRoutes } from './descriptor';
import { createRemote } from './remote';

/**
 * Renders the remote at `path` in `lang` (its whole root: providers, boundary, routes) and lets the
 * route's lazy screen load before returning.
 */
export async function renderRemote(app: RemoteApp, routes: RemoteRoutes, path: string, lang: Locale = 'es') {
  const remote = createRemote(app, routes);
  await act(async () => {
    await changeLanguage(lang);
    await remote.textsReady();
  });
  window.history.pushState(null, '', path);
  const { Root } = remote;
  const view = render(<Root />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return view;
}

/**
 * What is wrong with a remote's descriptor and route table (empty when nothing): its name is in the
 * one list of apps (packages/mf-config/apps.json), it has prefixes, every route lies under one of them.
 */
export function remoteProblems(app: RemoteApp, routes: RemoteRoutes): string[] {
  const problems: string[] = [];
  if (!(app.name in apps.remotes)) problems.push(`${app.name} is not in packages/mf-config/apps.json`);
  if (app.prefixes.length === 0) problems.push(`${app.name} declares no route prefix`);
  for (const p of app.prefixes) if (!p.startsWith('/')) problems.push(`prefix ${p} is not absolute`);
  if (routes.paths.length === 0) problems.push(`${app.name} has no route`);
  for (const path of routes.paths) {
    if (!app.prefixes.some((pre) => isUnder(path, pre)))
      problems.push(`route ${path} is not under ${app.prefixes.join(', ')}`);
  }
  if (!app.i18n.ns) problems.push(`${app.name} has no i18n namespace`);
  return problems;
}

/**
 * A remote's test suite: `describe(app.name)` with the well-formedness check (`remoteProblems`) and the language
 * put back to Spanish after each test; `body` adds the remote's own tests.
 */
export function describeRemote(app: RemoteApp, routes: RemoteRoutes, body: () => void): void {
  describe(app.name, () => {
    afterEach(async () => {
      await act(async () => {
        await changeLanguage('es');
      });
    });
    it('is a well-formed remote (in the apps list, every route under its prefixes)', () => {
      expect(remoteProblems(app, routes)).toEqual([]);
    });
    body();
  });
}
