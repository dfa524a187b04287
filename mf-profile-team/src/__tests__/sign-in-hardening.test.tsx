/**
 * The registration screens' side of issue 26 (ADR 0049): "Continue with Google / Microsoft" asks the server for the
 * nonce before leaving for the provider; the expired-invitation page asks for a new link with the expired link's own
 * token (never user and school ids), and follows the server's refusals.
 */
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@platform/api-client';
import { describeRemote, renderRemote } from '@platform/remote-kit/testing';
import { getIdToken } from '@platform/session/external';
import { queryClient } from '@platform/ui/query';
import { app } from '../app';
import { routes } from '../routes';
import { calls, installFakeApi, levels, on, resetApi } from '../test/fakeApi';

// leaving for the provider (a navigation jsdom cannot do) is recorded instead
jest.mock('@platform/session/external', () => ({
  ...jest.requireActual('@platform/session/external'),
  getIdToken: jest.fn(),
}));
const leave = getIdToken as jest.MockedFunction<typeof getIdToken>;
const MS = { clientId: 'ms', authority: 'https://idp.test', authorizationEndpoint: 'https://idp.test/authorize' };

beforeEach(() => {
  queryClient.clear();
  resetApi();
  installFakeApi();
  leave.mockClear();
  window.sessionStorage.clear();
  on('GET', /\/CountryApi$/, [{ iso2: 'ES', key: 'spain', name: 'España', phonePrefix: '+34' }]);
  on('GET', /\/EducationalLevelApi\/GetAll$/, levels);
  on('GET', /\/AccountApi\/PositionsForNewUser/, [{ id: 1, key: 'teacher', name: 'Docente' }]);
  on('GET', /\/AccountApi\/ExternalProviders$/, { google: null, microsoft: MS });
});

describeRemote(app, routes, () => {
  it('/trial: a provider button asks the server for the nonce, then leaves for the provider with it', async () => {
    on('POST', /\/AccountApi\/ExternalNonce$/, { nonce: 'nonce-from-the-server' });
    await renderRemote(app, routes, '/trial');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continuar con Microsoft' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('microsoft', MS, '/trial', 'nonce-from-the-server'));
  });

  it('/trial: no nonce from the server — an error, and the browser stays', async () => {
    on('POST', /\/AccountApi\/ExternalNonce$/, new ApiError(429, 'RATE_LIMITED', 'slow down'));
    await renderRemote(app, routes, '/trial');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continuar con Microsoft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido verificar tu cuenta externa');
    expect(leave).not.toHaveBeenCalled();
  });

  it('/trial: a refused submit takes the focus to the first field in error (not an error off the screen)', async () => {
    await renderRemote(app, routes, '/trial');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Empezar la prueba' }));
    await waitFor(() => expect(screen.getByLabelText('Correo electrónico', { selector: 'input' })).toHaveFocus());
    await user.type(screen.getByLabelText('Correo electrónico', { selector: 'input' }), 'ana@escuela.test');
    await user.type(screen.getByLabelText('Repite el correo electrónico'), 'ana@escuela.test');
    await user.type(screen.getByLabelText('Nombre y apellidos'), 'Ana Pérez');
    await user.click(screen.getByRole('button', { name: 'Empezar la prueba' }));
    await waitFor(() => expect(screen.getByLabelText('Teléfono móvil')).toHaveFocus());
    expect(calls.some((c) => /RegisterTrialUser/.test(c.url))).toBe(false);
  });

  it('/expired-token?token=: "Send me a new invitation" sends the expired link token, never ids', async () => {
    on('POST', /\/AccountApi\/RequestInvitationResend$/, { success: true });
    await renderRemote(app, routes, '/expired-token?token=demo-expired-invitation-1');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enviarme una nueva invitación' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    const call = calls.find((c) => /RequestInvitationResend$/.test(c.url))!;
    expect(call.body).toEqual({ token: 'demo-expired-invitation-1' });
    expect(call.params).toBeUndefined();
  });

  it('/expired-token: a link still valid goes to /register with it', async () => {
    on('POST', /\/AccountApi\/RequestInvitationResend$/, new ApiError(409, 'TOKEN_VALID', 'still valid'));
    const seen: string[] = [];
    on('GET', /\/AccountApi\/GetInvitedUserInfo$/, (c: { params?: Record<string, unknown> }) => {
      seen.push(String(c.params?.token));
      return new ApiError(404, 'INVALID_TOKEN', 'not in this test');
    });
    await renderRemote(app, routes, '/expired-token?token=live-invitation-token');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enviarme una nueva invitación' }));
    await waitFor(() => expect(seen).toEqual(['live-invitation-token']));
  });

  it('/expired-token: a replaced or used link goes to /used-token', async () => {
    on('POST', /\/AccountApi\/RequestInvitationResend$/, new ApiError(404, 'INVALID_TOKEN', 'replaced'));
    await renderRemote(app, routes, '/expired-token?token=replaced-invitation-token');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enviarme una nueva invitación' }));
    await waitFor(() => expect(window.location.pathname).toBe('/used-token'));
  });

  it('/expired-token without a token: the button is disabled (nothing to ask with)', async () => {
    await renderRemote(app, routes, '/expired-token?userId=1&schoolId=2');
    expect(await screen.findByRole('button', { name: 'Enviarme una nueva invitación' })).toBeDisabled();
  });
});
