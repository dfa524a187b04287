import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@platform/i18n';
import { describeRemote, renderRemote } from '@platform/remote-kit/testing';
import { app } from './app';
import { routes } from './routes';

describeRemote(app, routes, () => {
  it('renders /folders/12 in Spanish and English', async () => {
    await renderRemote(app, routes, '/folders/12');
    expect(screen.getByRole('heading', { level: 1, name: 'Carpeta' })).toBeInTheDocument();
    await act(async () => { await changeLanguage('en'); });
    expect(screen.getByRole('heading', { level: 1, name: 'Folder' })).toBeInTheDocument();
  });

  it('sends unknown sub-paths to /not-found', async () => {
    await renderRemote(app, routes, '/folders/12/nope');
    expect(window.location.pathname).toBe('/not-found');
  });

  it('lists folders', async () => {
    await renderRemote(app, routes, '/folders');
    expect(screen.getByRole('heading', { level: 1, name: 'Mis carpetas' })).toBeInTheDocument();
  });
});
