import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { describeRemote } from '@platform/remote-kit/testing';
import { app } from './app';
import { routes } from './routes';
import { installFakeApi, resetApi } from './test/fakeApi';
import { cleanupApp, renderAt } from './test/render';

beforeEach(() => {
  installFakeApi();
  resetApi();
});
afterEach(() => cleanupApp());

describeRemote(app, routes, () => {
  it('serves /folders, /folders/{id} and /kimple-folders/{id} (no placeholder left)', async () => {
    const a = await renderAt('/folders', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'My folders' })).toBeInTheDocument();
    a.unmount();
    const b = await renderAt('/folders/1', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ciencias' })).toBeInTheDocument();
    b.unmount();
    await renderAt('/kimple-folders/11', 'ca');
    expect(await screen.findByRole('heading', { level: 1, name: 'Retos del planeta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar a les meves carpetes' })).toBeInTheDocument();
  });

  it('sends unknown sub-paths to /not-found', async () => {
    await renderAt('/folders/12/nope');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
  });
});
