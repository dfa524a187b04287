/** Issue 26 (ADR 0048) in mf-profile-team: the email change form, the join requests of /profile/invitations, /confirm-email. */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@platform/api-client';
import { describeRemote, renderRemote } from '@platform/remote-kit/testing';
import { queryClient } from '@platform/ui/query';
import { app } from '../app';
import { routes } from '../routes';
import { calls, installFakeApi, levels, on, profileDto, resetApi, signedIn } from '../test/fakeApi';

const extras = (over: Record<string, unknown> = {}) => ({
  phoneCountry: 'ES',
  missing: [],
  isAuthor: false,
  pendingEmail: null,
  hasPassword: true,
  ...over,
});

beforeEach(() => {
  queryClient.clear();
  resetApi();
  installFakeApi();
  signedIn();
  on('GET', /\/AccountApi\/UserProfile$/, profileDto());
  on('GET', /\/AccountApi\/ProfileExtras$/, extras());
  on('GET', /\/CountryApi$/, [{ iso2: 'ES', key: 'spain', name: 'España', phonePrefix: '+34' }]);
  on('GET', /\/EducationalLevelApi\/GetAll$/, levels);
  on('GET', /\/SubjectApi$/, [{ id: 1, name: 'Ciencias' }]);
  on('GET', /\/AccountApi\/PositionsForUser$/, [{ id: 1, key: 'principal', name: 'Director/a' }]);
});

describeRemote(app, routes, () => {
  it('edit: a new email asks for the current password (at its field), a wrong one is shown there, then the change is only requested', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    on('PUT', /\/AccountApi\/Edit$/, () =>
      ++attempt === 1 ? new ApiError(403, 'WRONG_PASSWORD', 'The current password is not correct') : profileDto(),
    );
    on('GET', /\/AccountApi\/Me$/, signedIn());
    await renderRemote(app, routes, '/profile/my-profile/edit');
    const email = await screen.findByLabelText('Correo electrónico');
    expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'nueva@demo.test');
    const password = screen.getByLabelText('Contraseña actual');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escribe tu contraseña actual para cambiar el correo')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(password, 'Wrong123');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La contraseña actual no es correcta')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Right123');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(window.location.pathname).toBe('/profile/my-profile'));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({
      email: 'nueva@demo.test',
      currentPassword: 'Right123',
    });
  });

  it('edit: the rest of the profile is saved without a password', async () => {
    const user = userEvent.setup();
    on('PUT', /\/AccountApi\/Edit$/, profileDto());
    on('GET', /\/AccountApi\/Me$/, signedIn());
    await renderRemote(app, routes, '/profile/my-profile/edit');
    await user.type(await screen.findByLabelText('Nombre'), 'x');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('currentPassword');
  });

  it('my profile says the email stays until the new one is confirmed', async () => {
    on('GET', /\/AccountApi\/ProfileExtras$/, extras({ pendingEmail: 'nueva@demo.test' }));
    await renderRemote(app, routes, '/profile/my-profile');
    expect(await screen.findByTestId('email-pending')).toHaveTextContent(
      'Tu correo sigue siendo marta@demo.test hasta que confirmes nueva@demo.test',
    );
  });

  it('/profile/invitations: the main trial user invites or declines a request to join', async () => {
    const user = userEvent.setup();
    signedIn({ primaryRoles: [{ id: 4, name: 'Trial' }], mainTrial: true });
    on('GET', /\/AccountApi\/GetInvitedTrialUsers$/, {
      confirmed: [],
      pending: [],
      count: 0,
      max: 4,
      expired: [],
      emailsWithState: [],
    });
    let list = [
      { id: 7, fullName: 'Rita Solicitud', email: 'rita@demo.test', createdAt: '2026-01-10T10:00:00.000Z' },
      { id: 8, fullName: 'Desconocido', email: 'who@demo.test', createdAt: '2026-01-11T10:00:00.000Z' },
    ];
    on('GET', /\/AccountApi\/TrialJoinRequests$/, () => list);
    on('POST', /\/AccountApi\/TrialJoinRequests\/7\/Invite$/, () => {
      list = list.filter((r) => r.id !== 7);
      return { confirmed: [], pending: ['rita@demo.test'], expired: [], count: 1, max: 4, emailsWithState: [] };
    });
    on('POST', /\/AccountApi\/TrialJoinRequests\/8\/Decline$/, () => {
      list = list.filter((r) => r.id !== 8);
      return { success: true };
    });
    await renderRemote(app, routes, '/profile/invitations');
    const requests = await screen.findByRole('list', { name: 'Solicitudes pendientes' });
    expect(within(requests).getByText('Rita Solicitud')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invitar a Rita Solicitud (rita@demo.test)' }));
    await waitFor(() => expect(screen.queryByText('Rita Solicitud')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Rechazar la solicitud de Desconocido (who@demo.test)' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Solicitudes pendientes' })).not.toBeInTheDocument());
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/POST .*TrialJoinRequests\/7\/Invite$/),
        expect.stringMatching(/POST .*TrialJoinRequests\/8\/Decline$/),
      ]),
    );
  });

  it('/confirm-email: success shows the new address; an expired link says the email did not change', async () => {
    on('POST', /\/AccountApi\/ConfirmEmailChange$/, (c: { body?: unknown }) =>
      (c.body as { token: string }).token === 'good-token-123'
        ? { status: 'success', email: 'nueva@demo.test' }
        : new ApiError(410, 'TOKEN_EXPIRED', 'The link has expired'),
    );
    await renderRemote(app, routes, '/confirm-email?token=good-token-123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Correo cambiado' })).toBeInTheDocument();
    expect(screen.getByTestId('confirm-email-status')).toHaveTextContent('nueva@demo.test');
    queryClient.clear();
    await renderRemote(app, routes, '/confirm-email?token=old-token-456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enlace caducado' })).toBeInTheDocument();
  });
});
