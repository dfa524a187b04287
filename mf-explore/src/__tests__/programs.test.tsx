import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, installFakeApi, resetApi } from '../test/fakeApi';
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
});
