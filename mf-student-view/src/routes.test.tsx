import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@platform/i18n';
import { describeRemote, renderRemote } from '@platform/remote-kit/testing';
import { app } from './app';
import { routes } from './routes';

describeRemote(app, routes, () => {
  it('renders /r/33/class/2 in Spanish and English', async () => {
    await renderRemote(app, routes, '/r/33/class/2');
    expect(screen.getByRole('heading', { level: 1, name: 'Clase 2' })).toBeInTheDocument();
    await act(async () => { await changeLanguage('en'); });
    expect(screen.getByRole('heading', { level: 1, name: 'Class 2' })).toBeInTheDocument();
  });

  it('sends unknown sub-paths to /not-found', async () => {
    await renderRemote(app, routes, '/r/33/other/x');
    expect(window.location.pathname).toBe('/not-found');
  });

  it('renders the trigger tab', async () => {
    await renderRemote(app, routes, '/r/33');
    expect(screen.getByRole('heading', { level: 1, name: 'Recurso para el alumnado' })).toBeInTheDocument();
    expect(screen.getByText(/recurso 33/)).toBeInTheDocument();
  });
});

describe('mf-student-view routes (the kit\'s plain matcher: react-router rules without react-router)', () => {
  it('declares its two tabs', () => {
    expect(routes.paths).toEqual(['/r/:id', '/r/:id/class/:classId']);
  });

  it('matches case-insensitively, ignores trailing slashes and decodes params', async () => {
    await renderRemote(app, routes, '/R/a%20b/class/c%2Fd//');
    expect(screen.getByRole('heading', { level: 1, name: 'Clase c/d' })).toBeInTheDocument();
  });

  it('sends /r/33/class (no class) to /not-found', async () => {
    await renderRemote(app, routes, '/r/33/class');
    expect(window.location.pathname).toBe('/not-found');
  });

  it('follows navigations (popstate) like BrowserRouter', async () => {
    await renderRemote(app, routes, '/r/33');
    expect(screen.getByRole('heading', { level: 1, name: 'Recurso para el alumnado' })).toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/r/33/class/4');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Clase 4' })).toBeInTheDocument();
  });
});
