import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@platform/i18n';
import { describeRemote, renderRemote } from '@platform/remote-kit/testing';
import { app } from './app';
import { routes } from './routes';
import { installFakeApi } from './test/fakeApi';

beforeEach(() => installFakeApi());

describeRemote(app, routes, () => {
  it('renders /krea/resource/9/t/class/2 in Spanish and English', async () => {
    await renderRemote(app, routes, '/krea/resource/9/t/class/2');
    expect(screen.getByRole('heading', { level: 1, name: 'Editor de recurso: docente' })).toBeInTheDocument();
    await act(async () => { await changeLanguage('en'); });
    expect(screen.getByRole('heading', { level: 1, name: 'Resource editor: teacher' })).toBeInTheDocument();
  });

  it('sends unknown sub-paths to /not-found', async () => {
    await renderRemote(app, routes, '/krea/nope');
    expect(window.location.pathname).toBe('/not-found');
  });

  it('enters /krea on the published list', async () => {
    await renderRemote(app, routes, '/krea');
    expect(window.location.pathname).toBe('/krea/published');
    expect(screen.getByRole('heading', { level: 1, name: 'Publicados' })).toBeInTheDocument();
  });
});
