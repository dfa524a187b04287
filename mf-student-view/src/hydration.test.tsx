/**
 * The server render and the browser agree: the markup of src/server.tsx's renderToString (the same root and screens)
 * hydrates without a mismatch, and the hydrated page then behaves (client navigation).
 */
import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { changeLanguage } from '@platform/i18n';
import { createRemote } from '@platform/remote-kit';
import { app } from './app';
import { routes } from './routes';
import { prime, resetStudentData, DATA_ELEMENT_ID } from './features/student';
import { sharedResource } from './features/student/fixture';

jest.mock('@platform/api-client/resource', () => ({ studentResource: jest.fn() }));

it.each([
  ['/r/7', 'Huerto en el patio'],
  ['/r/7/class/103', 'Clase 2: Cosechamos'],
  ['/r/7/class/999', 'Esta clase no está disponible'],
])('%s: the server markup hydrates with no mismatch', async (path, heading) => {
  const remote = createRemote(app, routes);
  await act(async () => {
    await changeLanguage('es');
    await remote.textsReady();
  });
  window.history.pushState(null, '', path);
  // "server": render with the data primed, as src/server.tsx does
  resetStudentData();
  prime({ id: '7', locale: 'es', data: sharedResource() });
  const html = renderToString(<remote.Root />);
  // "browser": a fresh cache that reads the embedded data, then hydrates the markup
  resetStudentData();
  document.body.innerHTML = `<div id="c">${html}</div><script type="application/json" id="${DATA_ELEMENT_ID}">${JSON.stringify({ id: '7', locale: 'es', data: sharedResource() }).replace(/</g, '\\u003c')}</script>`;
  const errors: unknown[] = [];
  const container = document.getElementById('c')!;
  const before = container.innerHTML;
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <remote.Root />, { onRecoverableError: (e) => errors.push(e) });
  });
  expect(errors).toEqual([]);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(container.innerHTML).toBe(before);
  act(() => root?.unmount());
});
