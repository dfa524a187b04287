import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@platform/api-client';
import { calls, installFakeApi, on, resetApi } from '../test/fakeApi';
import { cleanupApp, renderAt, setUser } from '../test/render';

installFakeApi();

beforeEach(() => resetApi());
afterEach(() => {
  cleanupApp();
  setUser(null);
});

describe('programs', () => {
  it('lists programs with the owned filter in the URL', async () => {
    await renderAt('/programs', 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Programas' })).toBeInTheDocument();
    expect(await screen.findByText('Programa verde')).toBeInTheDocument();
    // spec §9: program lists page by items ÷ 4
    expect(calls.find((c) => /EducationalProgramApi\/GetAllFiltered/.test(c.url))?.params).toMatchObject({
      pageSize: 4,
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mis programas' }));
    await waitFor(() => expect(window.location.search).toBe('?owned=true'));
    await waitFor(() => expect(calls.some((c) => /GetAllFilteredOwned/.test(c.url))).toBe(true));
  });

  it('program page shows every field and registers used content in two steps (completeness)', async () => {
    setUser(['Teacher']);
    await renderAt('/program/3', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Programa verde' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Foundation' })).toBeInTheDocument();
    expect(screen.getByText('Captar el interés')).toBeInTheDocument();
    expect(screen.getByText('Primaria · 4º')).toBeInTheDocument();
    expect(await screen.findByText('There are no records yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register used content' }));
    const dialog = screen.getByRole('dialog');
    // step 1 (the shared flow of @platform/used-content): where and when
    await within(dialog).findByRole('option', { name: '4º Primaria' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Academic course'), '11');
    await userEvent.type(within(dialog).getByLabelText('Your experience (optional)'), 'Went well');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const all = await within(dialog).findByRole('switch', { name: 'All the content' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Class 1: Sesión 1' }));
    expect(within(dialog).getByRole('switch', { name: '1. Robots recicladores' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Class 2: Sesión 2' }));
    expect(within(dialog).getByRole('switch', { name: '1. Robots recicladores' })).toBeChecked();
    expect(all).not.toBeChecked();
    expect(within(dialog).getByTestId('uc-summary')).toHaveTextContent('You used classes of 1 of 2 resources.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(calls.find((c) => /UsedContentRecord$/.test(c.url))?.body).toEqual({
        educationalProgramId: 3,
        educationalProgramCompleted: false,
        academicCourse: { id: 11, academicGrade: { id: 4 } },
        month: new Date().getMonth() + 1,
        year: new Date().getFullYear(),
        experience: 'Went well',
        usedContentRecordResources: [{ resourceId: 7, resourceCompleted: true, classPlanIds: [101, 102] }],
      }),
    );
  }, 30_000);

  it.each([[['Trial']], [['ProviderStaff']], [['Trial', 'Teacher']], [null]])(
    'hides "register used content" for %j (the API answers 403)',
    async (roles) => {
      setUser(roles as string[] | null);
      await renderAt('/program/3', 'en');
      expect(await screen.findByRole('heading', { level: 1, name: 'Programa verde' })).toBeInTheDocument();
      expect(screen.getByTestId('download-pdf')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Register used content' })).not.toBeInTheDocument();
    },
  );
  it.each([[['Manager']], [['Admin']], [['Teacher']]])('shows "register used content" for %j', async (roles) => {
    setUser(roles);
    await renderAt('/program/3', 'es');
    expect(await screen.findByRole('button', { name: 'Registrar contenido usado' })).toBeInTheDocument();
  });

  it('foundation contact (spec §3, §7): checks the four fields, sends them and confirms', async () => {
    on('POST', /EmailApi\/FoundationContact/, { success: true });
    await renderAt('/programs', 'es');
    await userEvent.click(await screen.findByRole('button', { name: '¿Eres una fundación? Contáctanos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacto para fundaciones' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Por favor, completa todos los campos');
    expect(within(dialog).getByLabelText('Nombre y apellidos')).toHaveFocus();
    expect(within(dialog).getByLabelText('Fundación')).toHaveAccessibleDescription('Por favor, completa este campo');
    expect(calls.some((c) => /FoundationContact/.test(c.url))).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Nombre y apellidos'), 'Ana Ruiz');
    await userEvent.type(within(dialog).getByLabelText('Fundación'), 'Fundación Mar');
    await userEvent.clear(within(dialog).getByLabelText('Correo electrónico'));
    await userEvent.type(within(dialog).getByLabelText('Correo electrónico'), 'ana@');
    await userEvent.type(within(dialog).getByLabelText('Mensaje'), 'Queremos llevar el programa a 10 escuelas.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(within(dialog).getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Correo no válido. Prueba con el formato name@example.com',
    );
    await userEvent.type(within(dialog).getByLabelText('Correo electrónico'), 'mar.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => /EmailApi\/FoundationContact/.test(c.url))?.body).toEqual({
      name: 'Ana Ruiz',
      foundation: 'Fundación Mar',
      email: 'ana@mar.org',
      message: 'Queremos llevar el programa a 10 escuelas.',
    });
  });

  it('foundation contact: a refused send says so and keeps what was typed (English)', async () => {
    on('POST', /EmailApi\/FoundationContact/, () => new ApiError(429, 'RATE_LIMITED', 'Too many'));
    await renderAt('/programs', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Are you a foundation? Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact for foundations' });
    await userEvent.type(within(dialog).getByLabelText('Name and surname'), 'Ana');
    await userEvent.type(within(dialog).getByLabelText('Foundation'), 'Mar');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ana@mar.org');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many messages in a short time');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Hello');
  });
});
