import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@platform/i18n';
import { describeRemote, renderRemote } from '@platform/remote-kit/testing';
import { app } from './app';
import { routes } from './routes';

describeRemote(app, routes, () => {
  it('renders /my-stats in Spanish and English', async () => {
    await renderRemote(app, routes, '/my-stats');
    expect(screen.getByRole('heading', { level: 1, name: 'Mis estadísticas' })).toBeInTheDocument();
    await act(async () => { await changeLanguage('en'); });
    expect(screen.getByRole('heading', { level: 1, name: 'My statistics' })).toBeInTheDocument();
  });

  it('sends unknown sub-paths to /not-found', async () => {
    await renderRemote(app, routes, '/my-stats/unknown');
    expect(window.location.pathname).toBe('/not-found');
  });

});
