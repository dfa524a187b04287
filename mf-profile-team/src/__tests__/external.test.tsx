import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeRemote, renderRemote } from '@platform/remote-kit/testing';
import { setPendingExternal } from '@platform/session/external';
import { queryClient } from '@platform/ui/query';
import { app } from '../app';
import { routes } from '../routes';
import { calls, installFakeApi, levels, on, resetApi } from '../test/fakeApi';

beforeEach(() => {
  queryClient.clear();
  resetApi();
  installFakeApi();
  window.sessionStorage.clear();
  on('GET', /\/CountryApi$/, [{ iso2: 'ES', key: 'spain', name: 'España', phonePrefix: '+34' }]);
  on('GET', /\/EducationalLevelApi\/GetAll$/, levels);
  on('GET', /\/AccountApi\/PositionsForNewUser/, [{ id: 1, key: 'teacher', name: 'Docente' }]);
  on('GET', /\/AccountApi\/ExternalProviders$/, { google: null, microsoft: null });
});

describeRemote(app, routes, () => {
  it('/trial shows no external buttons when no provider is configured', async () => {
    await renderRemote(app, routes, '/trial');
    await screen.findByRole('form');
    await waitFor(() => expect(calls.some((c) => /ExternalProviders$/.test(c.url))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Continuar con Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar con Microsoft' })).not.toBeInTheDocument();
  });

  it('/trial shows only the configured provider', async () => {
    on('GET', /\/AccountApi\/ExternalProviders$/, {
      google: null,
      microsoft: { clientId: 'ms', authority: 'https://idp.test', authorizationEndpoint: 'https://idp.test/authorize' },
    });
    await renderRemote(app, routes, '/trial');
    expect(await screen.findByRole('button', { name: 'Continuar con Microsoft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar con Google' })).not.toBeInTheDocument();
  });

  it('/trial after a not-registered external sign-in: prefilled from ExternalGoogleInfo, no password, RegisterExternalTrialUser', async () => {
    const user = userEvent.setup();
    setPendingExternal({ provider: 'google', idToken: 'header.payload.signature-of-the-id-token', returnTo: '/trial' });
    on('GET', /\/AccountApi\/ExternalGoogleInfo$/, {
      provider: 'google',
      email: 'nora@school.test',
      fullName: 'Nora External',
      registered: false,
    });
    on('POST', /\/AccountApi\/RegisterExternalTrialUser$/, { token: 'access' });
    on('GET', /\/AccountApi\/Me$/, { id: 1, name: 'Nora', roles: ['Trial'] });
    await renderRemote(app, routes, '/trial');
    expect(await screen.findByTestId('external-prefilled')).toHaveTextContent('nora@school.test');
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue('nora@school.test');
    expect(screen.getByLabelText(/^Nombre y apellidos|^Nombre completo/)).toHaveValue('Nora External');
    expect(document.querySelectorAll('input[type="password"]')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Continuar con Google' })).not.toBeInTheDocument();
    // the rest of the form as usual
    await user.type(screen.getByLabelText(/^Teléfono/), '600123123');
    await user.selectOptions(screen.getByLabelText(/^Cargo/), '1');
    await user.type(screen.getByLabelText(/^Nombre del centro/), 'CEIP Nora');
    await user.type(screen.getByLabelText(/^Dirección/), 'Calle 1');
    await user.click(screen.getByRole('checkbox', { name: 'Primaria' }));
    await user.click(screen.getByRole('checkbox', { name: /condiciones|términos/i }));
    await user.click(screen.getByRole('button', { name: /prueba|Empezar|Crear/i }));
    await waitFor(() => expect(calls.some((c) => /RegisterExternalTrialUser$/.test(c.url))).toBe(true));
    const body = calls.find((c) => /RegisterExternalTrialUser$/.test(c.url))!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      provider: 'google',
      idToken: 'header.payload.signature-of-the-id-token',
      fullName: 'Nora External',
      positionId: 1,
    });
    expect(calls.some((c) => /RegisterTrialUser$/.test(c.url) && !/External/.test(c.url))).toBe(false);
  });

  it('/trial: a colleague finds an existing trial school and asks its main user to be let in (no account, no password)', async () => {
    const user = userEvent.setup();
    on('GET', /\/AccountApi\/SearchTrialSchools$/, (c: { params?: Record<string, unknown> }) =>
      String(c.params?.name).toLowerCase() === 'nueva'
        ? [{ id: 42, name: 'Escuela Nueva', city: 'Madrid', countryISO2: 'ES' }]
        : [],
    );
    on('GET', /\/AccountApi\/UserExists$/, { exists: false });
    on('POST', /\/AccountApi\/RequestToJoinTrialSchool$/, {
      joinRequested: true,
      email: 'colega@school.test',
      schoolName: 'Escuela Nueva',
    });
    await renderRemote(app, routes, '/trial');
    const search = await screen.findByLabelText('¿Tu centro ya está en la plataforma? Búscalo');
    await user.type(search, 'zzz');
    expect(await screen.findByText('No hay ningún centro con ese nombre: crea uno nuevo abajo.')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nueva');
    await user.click(await screen.findByRole('button', { name: 'Pedir unirme a Escuela Nueva (Madrid)' }));
    expect(screen.getByTestId('school-chosen')).toHaveTextContent(
      'Pediremos a la persona que empezó la prueba de Escuela Nueva (Madrid) que te invite.',
    );
    expect(screen.queryByLabelText(/^Nombre del centro/)).not.toBeInTheDocument();
    // who asks, nothing more: phone, position and password come with the invitation
    expect(screen.queryByLabelText(/^Teléfono/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Cargo/)).not.toBeInTheDocument();
    expect(document.querySelectorAll('input[type="password"]')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'colega@school.test');
    await user.type(screen.getByLabelText(/^Repite el correo/), 'colega@school.test');
    await user.type(screen.getByLabelText(/^Nombre y apellidos/), 'Ana Colega');
    await user.click(screen.getByRole('checkbox', { name: /términos/i }));
    await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));
    await waitFor(() => expect(calls.some((c) => /RequestToJoinTrialSchool$/.test(c.url))).toBe(true));
    const body = calls.find((c) => /RequestToJoinTrialSchool$/.test(c.url))!.body as Record<string, unknown>;
    expect(body).toMatchObject({ schoolId: 42, email: 'colega@school.test', fullName: 'Ana Colega' });
    expect(calls.some((c) => /RegisterTrialUser$/.test(c.url))).toBe(false);
    expect(await screen.findByTestId('join-requested')).toHaveTextContent(
      'Hemos pedido a la persona que empezó la prueba de Escuela Nueva que te deje entrar. Si acepta, recibirás una invitación en colega@school.test',
    );
  });
});
