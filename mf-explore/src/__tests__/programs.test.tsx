import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, installFakeApi, resetApi } from '../test/fakeApi';
import { cleanupApp, renderAt, setUser } from '../test/render';
import { programComplete, resourceComplete, toggleAll, toggleClass, toPayload } from '../features/programs/usedContent';

installFakeApi();

beforeEach(() => resetApi());
afterEach(() => { cleanupApp(); setUser(null); });

describe('used-content rules', () => {
  const rs = [{ resourceId: 1, classPlans: [{ id: 11 }, { id: 12 }] }, { resourceId: 2, classPlans: [{ id: 21 }] }];
  it('a resource is complete with all its classes; the program with every class of every resource', () => {
    let sel = toggleClass({}, 1, 11);
    expect(resourceComplete(rs[0], sel)).toBe(false);
    sel = toggleClass(sel, 1, 12);
    expect(resourceComplete(rs[0], sel)).toBe(true);
    expect(programComplete(rs, sel)).toBe(false);
    expect(toPayload(9, rs, sel)).toEqual({ educationalProgramId: 9, educationalProgramCompleted: false, usedContentRecordResources: [{ resourceId: 1, resourceCompleted: true, classPlanIds: [11, 12] }] });
    sel = toggleAll(sel, rs);
    expect(programComplete(rs, sel)).toBe(true);
    expect(programComplete(rs, toggleAll(sel, rs))).toBe(false);
  });
});

describe('programs', () => {
  it('lists programs with the owned filter in the URL', async () => {
    await renderAt('/programs', 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Programas' })).toBeInTheDocument();
    expect(await screen.findByText('Programa verde')).toBeInTheDocument();
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
    const all = await within(dialog).findByRole('switch', { name: 'All the content' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Class 1: Sesión 1' }));
    expect(within(dialog).getByRole('switch', { name: '1. Robots recicladores' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Class 2: Sesión 2' }));
    expect(within(dialog).getByRole('switch', { name: '1. Robots recicladores' })).toBeChecked();
    expect(all).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.selectOptions(await within(dialog).findByLabelText('Academic course'), '11');
    expect(within(dialog).getByTestId('uc-summary')).toHaveTextContent('You used classes of 1 of 2 resources.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(calls.find((c) => /UsedContentRecord$/.test(c.url))?.body).toEqual({
      educationalProgramId: 3, educationalProgramCompleted: false, academicCourse: { id: 11, academicGrade: { id: 4 } },
      usedContentRecordResources: [{ resourceId: 7, resourceCompleted: true, classPlanIds: [101, 102] }],
    }));
  });

  it.each([[['Trial']], [['ProviderStaff']], [['Trial', 'Teacher']], [null]])('hides "register used content" for %j (the API answers 403)', async (roles) => {
    setUser(roles as string[] | null);
    await renderAt('/program/3', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Programa verde' })).toBeInTheDocument();
    expect(screen.getByTestId('download-pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register used content' })).not.toBeInTheDocument();
  });
  it.each([[['Manager']], [['Admin']], [['Teacher']]])('shows "register used content" for %j', async (roles) => {
    setUser(roles);
    await renderAt('/program/3', 'es');
    expect(await screen.findByRole('button', { name: 'Registrar contenido usado' })).toBeInTheDocument();
  });
});
