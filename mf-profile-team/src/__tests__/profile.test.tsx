import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@platform/i18n';
import { describeRemote, renderRemote } from '@platform/remote-kit/testing';
import { sessionStore, userInfoAtom } from '@platform/session';
import { queryClient } from '@platform/ui/query';
import { app } from '../app';
import { routes } from '../routes';
import { calls, installFakeApi, levels, member, on, profileDto, resetApi, schoolDto, signedIn } from '../test/fakeApi';

beforeEach(() => {
  queryClient.clear();
  resetApi();
  installFakeApi();
  signedIn();
  on('GET', /\/AccountApi\/UserProfile$/, profileDto());
  on('GET', /\/AccountApi\/ProfileExtras$/, {
    phoneCountry: 'ES',
    missing: ['bio', 'cellPhoneNumber'],
    isAuthor: false,
  });
  on('GET', /\/CountryApi$/, [
    { iso2: 'ES', key: 'spain', name: 'España', phonePrefix: '+34' },
    { iso2: 'AR', key: 'argentina', name: 'Argentina', phonePrefix: '+54' },
  ]);
  on('GET', /\/EducationalLevelApi\/GetAll$/, levels);
  on('GET', /\/SubjectApi$/, [{ id: 1, name: 'Ciencias' }]);
  on('GET', /\/AccountApi\/PositionsForUser$/, [{ id: 1, key: 'principal', name: 'Director/a' }]);
  on('GET', /\/SchoolApi\/5$/, schoolDto());
});

describeRemote(app, routes, () => {
  it('my profile shows my data and what is missing for my role (es, then en)', async () => {
    await renderRemote(app, routes, '/profile/my-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Marta Manager');
    const status = screen.getByRole('status');
    expect(within(status).getByText('Biografía')).toBeInTheDocument();
    expect(within(status).getByText('Teléfono')).toBeInTheDocument();
    await act(async () => {
      await changeLanguage('en');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile/my-profile/edit');
  });

  it('edit: digits-only phone, bio limit, then saves the edit copy and refreshes the user info for the avatar menu', async () => {
    const user = userEvent.setup();
    on('PUT', /\/AccountApi\/Edit$/, (c: { body: unknown }) => profileDto(c.body as Record<string, unknown>));
    on('GET', /\/AccountApi\/Me$/, {
      ...sessionStore.get(userInfoAtom),
      name: 'Marta B.',
      avatar: '/files/Users/10/profile_1.png',
    });
    await renderRemote(app, routes, '/profile/my-profile/edit');
    const phone = await screen.findByLabelText('Teléfono');
    await user.type(phone, '6a00-12');
    expect(phone).toHaveValue('60012');
    await user.clear(screen.getByLabelText('Nombre'));
    await user.type(screen.getByLabelText('Nombre'), 'Marta B.');
    expect(screen.getByText('Tienes cambios sin guardar')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Biografía'), { target: { value: 'x'.repeat(400) } });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La biografía debe tener menos de 400 caracteres')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(screen.getByLabelText('Biografía'), { target: { value: 'Directora' } });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        name: 'Marta B.',
        cellPhoneNumber: '60012',
        phoneCountry: 'ES',
        bio: 'Directora',
        educationalLevelIds: [1],
      }),
    );
    await waitFor(() => expect(sessionStore.get(userInfoAtom)?.avatar).toBe('/files/Users/10/profile_1.png'));
    await waitFor(() => expect(window.location.pathname).toBe('/profile/my-profile'));
  });

  it('edit: leaving through a link with unsaved changes asks first', async () => {
    const user = userEvent.setup();
    await renderRemote(app, routes, '/profile/my-profile/edit');
    await user.type(await screen.findByLabelText('Apellidos'), ' X');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(window.location.pathname).toBe('/profile/my-profile/edit');
  });

  it('edit: a photo that is not PNG/JPG or over 2 MB shows the §8 photo message', async () => {
    const toasts: string[] = [];
    const { bus } = await import('@platform/event-bus');
    const off = bus.on('platform.toast.show.v1', (p) => toasts.push(p.message ?? ''));
    await renderRemote(app, routes, '/profile/my-profile/edit');
    const input = await screen.findByTestId('photo-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'cv.pdf', { type: 'application/pdf' })] } });
    const big = new File([new Uint8Array(2097153)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() =>
      expect(toasts).toEqual([
        'No se pudo subir la foto. Prueba con una imagen .PNG o .JPG de menos de 2 MB.',
        'No se pudo subir la foto. Prueba con una imagen .PNG o .JPG de menos de 2 MB.',
      ]),
    );
    off();
  });

  it('school: a manager sees Edit; a save with an empty name and a bad email marks both fields, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    const toasts: string[] = [];
    const { bus } = await import('@platform/event-bus');
    const off = bus.on('platform.toast.show.v1', (p) => toasts.push(p.message ?? ''));
    on('GET', /\/SchoolApi\/SchoolExists$/, false);
    await renderRemote(app, routes, '/profile/school');
    expect(await screen.findByTestId('school-name')).toHaveTextContent('Colegio Norte');
    expect(screen.getByText('Entre 501 y 1000')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Editar centro' }));
    const name = await screen.findByLabelText('Nombre del centro');
    await user.clear(name);
    const email = screen.getByLabelText('Correo del centro');
    await user.clear(email);
    await user.type(email, 'no-es-un-correo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(toasts).toContain('Por favor, revisa los campos en rojo antes de continuar'));
    // every wrong field says so at once, each where it is
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Correo no válido. Prueba con el formato centro@ejemplo.es');
    expect(screen.getByLabelText('Dirección')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(name).toHaveFocus());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    off();
  });

  it('school: a teacher reads it without Edit', async () => {
    on('GET', /\/SchoolApi\/5$/, schoolDto({ canEdit: false }));
    signedIn({ primaryRoles: [{ id: 3, name: 'Teacher' }] });
    await renderRemote(app, routes, '/profile/school');
    expect(await screen.findByTestId('school-name')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar centro' })).not.toBeInTheDocument();
  });
});

describeRemote(app, routes, () => {
  const teamPage = (data: unknown[], total = data.length) => ({
    data,
    totalCount: total,
    pages: Math.ceil(total / 10),
    pageNumber: 0,
  });
  beforeEach(() => {
    on('GET', /GetUsersStatusBySchool\/5$/, (c: { params?: Record<string, unknown> }) =>
      c.params?.filter === 3
        ? teamPage([member(22, 'Pedro Pendiente', 'pending')])
        : teamPage(
            [
              member(10, 'Marta Manager', 'confirmed', 'Manager'),
              member(21, 'Carla Confirmada', 'confirmed'),
              member(22, 'Pedro Pendiente', 'pending'),
              member(23, 'Eva Expirada', 'canceled'),
            ],
            14,
          ),
    );
  });

  it('team: statuses (confirmed, expired, pending), filters, page sizes and pages', async () => {
    const user = userEvent.setup();
    await renderRemote(app, routes, '/profile/team/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Equipo' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Miembros del equipo' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[1]).getByText('Confirmado')).toBeInTheDocument();
    expect(within(items[2]).getByText('Pendiente')).toBeInTheDocument();
    expect(within(items[3]).getByText('Caducado')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Estado de la invitación'), '3');
    await waitFor(() => expect(screen.getAllByTestId('team-member')).toHaveLength(1));
    expect(calls.filter((c) => /GetUsersStatusBySchool/.test(c.url)).at(-1)?.params).toEqual({
      pageNumber: 0,
      pageSize: 10,
      filter: 3,
    });
    await act(async () => {
      await changeLanguage('en');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(screen.getByLabelText('Per page')).toBeInTheDocument();
  });

  it('team: select all picks the teachers only (manager); resend skips confirmed; remove asks first', async () => {
    const user = userEvent.setup();
    on('POST', /ResendInvitation$/, { sent: [22, 23], skipped: [] });
    on('PUT', /\/SchoolApi\/5\/RemoveMembers$/, { removed: [21] });
    await renderRemote(app, routes, '/profile/team/5');
    await screen.findAllByTestId('team-member');
    expect(screen.getByRole('checkbox', { name: 'Seleccionar a Marta Manager' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todos' }));
    expect(screen.getByRole('checkbox', { name: 'Seleccionar a Carla Confirmada' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reenviar invitación' }));
    await waitFor(() => expect(calls.find((c) => /ResendInvitation/.test(c.url))?.body).toEqual({ userIds: [22, 23] }));
    await user.click(screen.getByRole('button', { name: 'Eliminar a Carla Confirmada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar del equipo' });
    // the dialog and the toast name who goes
    expect(dialog).toHaveTextContent('¿Eliminar a Carla Confirmada del centro?');
    const toasts: string[] = [];
    const { bus } = await import('@platform/event-bus');
    const off = bus.on('platform.toast.show.v1', (p) => toasts.push(p.message ?? ''));
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
      await waitFor(() => expect(calls.find((c) => /RemoveMembers/.test(c.url))?.body).toEqual({ userIds: [21] }));
      await waitFor(() => expect(toasts).toContain('Carla Confirmada ya no está en el equipo'));
    } finally {
      off();
    }
  });

  it('team: invite needs a level; the server’s "already invited" shows on the email', async () => {
    const user = userEvent.setup();
    const { ApiError } = await import('@platform/api-client');
    on('POST', /InviteUser$/, new ApiError(409, 'ALREADY_INVITED', 'Already invited'));
    await renderRemote(app, routes, '/profile/team/5');
    await user.click(await screen.findByRole('button', { name: 'Añadir docentes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar al equipo' });
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'nueva@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(dialog).findByText('Elige al menos un nivel')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Primaria' }));
    expect(within(dialog).queryByText('Elige al menos un nivel')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Directivo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(
      await within(dialog).findByText('Ya está invitado. Elige a otro compañero de tu centro.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => /InviteUser/.test(c.url))?.body).toMatchObject({
      schoolId: 5,
      emails: ['nueva@demo.test'],
      role: 'Manager',
      educationalLevelIds: [1],
    });
  });

  it('team: a teacher reads the list without the management controls', async () => {
    on('GET', /\/SchoolApi\/5$/, schoolDto({ canEdit: false }));
    signedIn({ primaryRoles: [{ id: 3, name: 'Teacher' }] });
    await renderRemote(app, routes, '/profile/team/5');
    await screen.findAllByTestId('team-member');
    expect(screen.queryByRole('button', { name: 'Añadir docentes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describeRemote(app, routes, () => {
  it('sharing groups: create with colleagues, rename, delete', async () => {
    const user = userEvent.setup();
    let groups: unknown[] = [];
    on('GET', /\/SharingGroupApi\/GetByOwner$/, () => groups);
    on('GET', /\/ResourceApi\/Colleagues$/, [
      { userId: 31, name: 'Ana Ruiz', email: 'ana@demo.test', schoolName: 'Colegio Norte' },
      { userId: 32, name: 'Luis Sur', email: 'luis@demo.test', schoolName: 'Colegio Sur' },
    ]);
    on('POST', /\/SharingGroupApi\/Create$/, (c: { body: { name: string } }) => {
      groups = [
        {
          id: 7,
          name: c.body.name,
          ownerId: 10,
          userSharingGroups: [
            { userId: 31, name: 'Ana Ruiz', email: 'ana@demo.test', avatar: null, schoolName: 'Colegio Norte' },
          ],
        },
      ];
      return groups[0];
    });
    on('DELETE', /\/SharingGroupApi\/7$/, () => {
      groups = [];
      return { id: 7, deleted: true };
    });
    await renderRemote(app, routes, '/profile/sharing-groups');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grupos para compartir' })).toBeInTheDocument();
    expect(screen.getByText('Aún no tienes grupos para compartir.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear grupo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo grupo para compartir' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Por favor, completa el nombre')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nombre del grupo'), 'Ciencias');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Ana Ruiz/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Ciencias',
        userSharingGroups: [{ userId: 31 }],
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Ciencias' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar el grupo Ciencias' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar grupo' })).getByRole('button', { name: 'Eliminar' }),
    );
    expect(await screen.findByText('Aún no tienes grupos para compartir.')).toBeInTheDocument();
  });
});

describeRemote(app, routes, () => {
  const group = (over: Record<string, unknown> = {}) => ({
    id: 1,
    name: 'Grupo Demo',
    picture: null,
    educationalLevels: levels,
    canEdit: true,
    schools: [
      { id: 5, name: 'Colegio Norte', avatar: null, current: true, canManage: true },
      { id: 6, name: 'Colegio Sur', avatar: null, current: false, canManage: true },
    ],
    ...over,
  });

  it('school group: an admin sees its schools with a link to each team, edits it; the group name is required', async () => {
    const user = userEvent.setup();
    const toasts: string[] = [];
    const { bus } = await import('@platform/event-bus');
    const off = bus.on('platform.toast.show.v1', (p) => toasts.push(p.message ?? ''));
    signedIn({ primaryRoles: [{ id: 1, name: 'Admin' }] });
    on('GET', /\/SchoolGroupApi\/1$/, group());
    on('PUT', /\/SchoolGroupApi\/1$/, (c: { body: Record<string, unknown> }) => group(c.body));
    on('GET', /\/SchoolGroupApi\/1\/SchoolsWithCourses$/, [
      {
        id: 5,
        name: 'Colegio Norte',
        courses: [
          { id: 1, name: '1º' },
          { id: 2, name: '2º' },
        ],
      },
      { id: 6, name: 'Colegio Sur', courses: [] },
    ]);
    await renderRemote(app, routes, '/profile/school-group', 'en');
    expect(await screen.findByTestId('group-name')).toHaveTextContent('Grupo Demo');
    expect(screen.getByRole('link', { name: 'See team of Colegio Sur' })).toHaveAttribute('href', '/profile/team/6');
    expect(await screen.findByText('2 academic courses')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Edit group' }));
    const name = await screen.findByLabelText('Group name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContain('Please, complete all fields'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(name, 'Red Norte');
    await user.click(screen.getByRole('checkbox', { name: 'Secundaria' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        name: 'Red Norte',
        educationalLevelIds: [1],
      }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/profile/school-group'));
    off();
  });

  it('school group: a manager reads it in Catalan without the edit link', async () => {
    on('GET', /\/SchoolGroupApi\/1$/, group({ canEdit: false }));
    await renderRemote(app, routes, '/profile/school-group', 'ca');
    expect(await screen.findByRole('heading', { level: 1, name: 'El meu grup escolar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edita el grup' })).not.toBeInTheDocument();
  });
});
