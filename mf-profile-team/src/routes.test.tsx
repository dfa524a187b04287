import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { changeLanguage } from '@platform/i18n';
import { Root } from './Root';

const at = (path: string) => window.history.pushState(null, '', path);

describe('mf-profile-team', () => {
  afterEach(async () => {
    await act(async () => { await changeLanguage('es'); });
  });

  it('renders /profile/team/5 in Spanish and English', async () => {
    at('/profile/team/5');
    render(<Root />);
    expect(screen.getByRole('heading', { level: 1, name: 'Equipo' })).toBeInTheDocument();
    await act(async () => { await changeLanguage('en'); });
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
  });

  it('routes /profile/invitations (avatar menu "See invitations") to its translated screen', async () => {
    at('/profile/invitations');
    render(<Root />);
    expect(window.location.pathname).toBe('/profile/invitations');
    expect(screen.getByRole('heading', { level: 1, name: 'Invitaciones' })).toBeInTheDocument();
    await act(async () => { await changeLanguage('en'); });
    expect(screen.getByRole('heading', { level: 1, name: 'Invitations' })).toBeInTheDocument();
    await act(async () => { await changeLanguage('ca'); });
    expect(screen.getByRole('heading', { level: 1, name: 'Invitacions' })).toBeInTheDocument();
  });

  it('sends unknown sub-paths to /not-found', () => {
    at('/profile/whatever');
    render(<Root />);
    expect(window.location.pathname).toBe('/not-found');
  });

  it('redirects /profile to my-profile', () => {
    at('/profile');
    render(<Root />);
    expect(window.location.pathname).toBe('/profile/my-profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
  });
  it('renders the expired-token screen', () => {
    at('/expired-token?userId=1&schoolId=2');
    render(<Root />);
    expect(screen.getByRole('heading', { level: 1, name: 'Invitación caducada' })).toBeInTheDocument();
  });
});
