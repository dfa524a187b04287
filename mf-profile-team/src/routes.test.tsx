import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@platform/i18n';
import { describeRemote, renderRemote } from '@platform/remote-kit/testing';
import { app } from './app';
import { routes } from './routes';

describeRemote(app, routes, () => {
  it('routes /profile/invitations (avatar menu "See invitations") to its translated screen', async () => {
    await renderRemote(app, routes, '/profile/invitations');
    expect(window.location.pathname).toBe('/profile/invitations');
    expect(screen.getByRole('heading', { level: 1, name: 'Invitaciones' })).toBeInTheDocument();
    await act(async () => {
      await changeLanguage('en');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Invitations' })).toBeInTheDocument();
    await act(async () => {
      await changeLanguage('ca');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Invitacions' })).toBeInTheDocument();
  });

  it('sends unknown sub-paths to /not-found', async () => {
    await renderRemote(app, routes, '/profile/whatever');
    expect(window.location.pathname).toBe('/not-found');
  });

  it('redirects /profile to my-profile', async () => {
    await renderRemote(app, routes, '/profile');
    expect(window.location.pathname).toBe('/profile/my-profile');
  });
  it('renders the expired-token screen', async () => {
    await renderRemote(app, routes, '/expired-token?token=expired-token-123');
    expect(screen.getByRole('heading', { level: 1, name: 'Invitación caducada' })).toBeInTheDocument();
  });
});
