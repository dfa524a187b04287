import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, card, detail, fail, folder, on, perm, resetApi, installFakeApi } from '../test/fakeApi';
import { cleanupApp, collectToasts, renderAt } from '../test/render';

/** jsdom lays nothing out: give each resource row (data-order) a box, one under the other, so dnd-kit's keyboard moves work. */
const realRect = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const row = this.closest('[data-order]');
    if (!row) return realRect.call(this);
    const top = Number(row.getAttribute('data-order')) * 100;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 600,
      bottom: top + 80,
      width: 600,
      height: 80,
      toJSON: () => ({}),
    } as DOMRect;
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = realRect;
});
beforeEach(() => {
  installFakeApi();
  resetApi();
});
afterEach(() => cleanupApp());

const rowsTitles = () =>
  screen.getAllByTestId('folder-resource').map((li) => within(li).getAllByRole('link')[0].textContent);

describe('/folders/{id} as the owner', () => {
  it('shows name, dates, owner, description and the resources in order (Spanish)', async () => {
    await renderAt('/folders/1', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ciencias' })).toBeInTheDocument();
    expect(screen.getByText('Creada el 05·03·2026')).toBeInTheDocument();
    expect(screen.getByText('Propietario: Tomás Teacher')).toBeInTheDocument();
    expect(screen.getByText('Para el trimestre')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Recursos (3)' })).toBeInTheDocument();
    expect(rowsTitles()).toEqual(['Robots recicladores', 'Huerto lunar', 'Píxel a píxel']);
    expect(
      within(screen.getByRole('group', { name: 'Acciones de la carpeta' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Renombrar', 'Compartir', 'Permisos', 'Eliminar']);
    expect(screen.getAllByRole('button', { name: /^Mover / })).toHaveLength(3);
  });

  it('reorders with the keyboard (Space, ArrowDown, Space on the handle) and saves the new order', async () => {
    on(
      'PUT',
      /FolderApi\/1\/OrderResources/,
      detail(1, 'Ciencias', [card(102, 'Huerto lunar'), card(101, 'Robots recicladores'), card(103, 'Píxel a píxel')]),
    );
    await renderAt('/folders/1', 'en');
    const handle = await screen.findByRole('button', { name: 'Move Robots recicladores' });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(callsTo('PUT', /OrderResources/)).toHaveLength(1));
    expect(callsTo('PUT', /OrderResources/)[0].body).toEqual({ resourceIds: [102, 101, 103] });
    await waitFor(() => expect(rowsTitles()).toEqual(['Huerto lunar', 'Robots recicladores', 'Píxel a píxel']));
  });

  it('a reorder refused because the folder changed meanwhile reloads it and says so', async () => {
    const toasts = collectToasts();
    on('PUT', /OrderResources/, fail(400, 'ORDER_NOT_PERMUTATION'));
    await renderAt('/folders/1', 'en');
    const handle = await screen.findByRole('button', { name: 'Move Huerto lunar' });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowUp', code: 'ArrowUp' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
    await waitFor(() =>
      expect(toasts).toContainEqual({
        status: 'error',
        message: 'Someone changed this folder meanwhile: we have reloaded it, try again.',
      }),
    );
    await waitFor(() => expect(callsTo('GET', /GetByLocale\/1$/).length).toBeGreaterThanOrEqual(2));
  });

  it('removes a resource', async () => {
    on('DELETE', /FolderApi\/1\/Resource\/102/, folder(1, 'Ciencias'));
    await renderAt('/folders/1', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Huerto lunar from the folder' }));
    await waitFor(() => expect(callsTo('DELETE', /FolderApi\/1\/Resource\/102$/)).toHaveLength(1));
  });

  it('renames with the §5 rules and the §8 messages (English, verbatim)', async () => {
    await renderAt('/folders/1', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const modal = screen.getByTestId('rename-modal');
    const input = within(modal).getByLabelText('New name');
    expect(input).toHaveValue('Ciencias');
    await userEvent.clear(input);
    await userEvent.click(within(modal).getByRole('button', { name: 'Rename' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent('Please, complete the name');
    await userEvent.type(input, 'COPIADA');
    await userEvent.click(within(modal).getByRole('button', { name: 'Rename' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent('You have already used that name, try another one.');
    expect(callsTo('PUT', /Rename/)).toHaveLength(0);
    on('PUT', /FolderApi\/Rename\/1/, fail(500, 'INTERNAL_ERROR'));
    await userEvent.clear(input);
    await userEvent.type(input, 'Ciencias naturales');
    await userEvent.click(within(modal).getByRole('button', { name: 'Rename' }));
    expect(
      await within(modal).findByText("There was an error, the folder wasn't renamed. Remember you can't repeat names."),
    ).toBeInTheDocument();
    on('PUT', /FolderApi\/Rename\/1/, folder(1, 'Ciencias naturales'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByTestId('rename-modal')).toBeNull());
    expect(callsTo('PUT', /Rename\/1/).at(-1)?.body).toEqual({ name: 'Ciencias naturales', id: 1 });
  });

  it('deletes after confirming; a failure shows the §8 delete message (Spanish)', async () => {
    on('DELETE', /FolderApi\/Delete\/1/, fail(500, 'INTERNAL_ERROR'));
    await renderAt('/folders/1', 'es');
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const modal = screen.getByTestId('delete-modal');
    await userEvent.click(within(modal).getByRole('button', { name: 'Eliminar carpeta' }));
    expect(await within(modal).findByText('Ha habido un error, la carpeta no se ha eliminado.')).toBeInTheDocument();
    on('DELETE', /FolderApi\/Delete\/1/, { id: 1, deleted: true });
    await userEvent.click(within(modal).getByRole('button', { name: 'Eliminar carpeta' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/folders?tab=mine'));
  });

  it('edits the description after asking whether it may (EditPermission), sending the plain string', async () => {
    on('PUT', /FolderApi\/1\/EditPermission/, { folderId: 1, permission: 'Owner', canEdit: true });
    on('PUT', /FolderApi\/1\/Description/, folder(1, 'Ciencias', { description: 'Nueva descripción' }));
    await renderAt('/folders/1', 'es');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar descripción' }));
    const box = await screen.findByRole('textbox', { name: 'Descripción' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Nueva descripción');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar descripción' }));
    await waitFor(() => expect(callsTo('PUT', /Description/)).toHaveLength(1));
    const c = callsTo('PUT', /Description/)[0];
    expect(c.body).toBe('"Nueva descripción"');
    expect(c.config?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('shares with colleagues choosing viewer or editor; nobody chosen says "Select a teacher"', async () => {
    on('POST', /FolderApi\/Share/, { sent: 2, userPermissions: [] });
    await renderAt('/folders/1', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const modal = screen.getByTestId('share-modal');
    await within(modal).findByText('Ada Admin');
    expect(within(modal).getByText('Already shared: Editor')).toBeInTheDocument();
    expect(within(modal).getByRole('checkbox', { name: 'Share with Marta Manager' })).toBeDisabled();
    await userEvent.click(within(modal).getByRole('button', { name: 'Share' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent('Select a teacher');
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Share with Ada Admin' }));
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Share with Álvaro Approver' }));
    await userEvent.selectOptions(
      within(modal).getByRole('combobox', { name: 'Permission of Álvaro Approver' }),
      'Edit',
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(callsTo('POST', /FolderApi\/Share/)).toHaveLength(1));
    expect(callsTo('POST', /FolderApi\/Share/)[0].body).toEqual({
      folderId: 1,
      recipients: [
        { userId: 8, permission: 'Read' },
        { userId: 10, permission: 'Edit' },
      ],
    });
    expect(callsTo('POST', /FolderApi\/Share/)[0].config).toMatchObject({ silent: true });
  });

  it('the owner raises a viewer to editor and removes access in the permissions dialog', async () => {
    on('PUT', /UpdatePermissions/, [perm(1, 'Tomás Teacher', 'Owner'), perm(7, 'Marta Manager', 'Edit')]);
    await renderAt('/folders/1', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Permissions' }));
    const modal = screen.getByTestId('permissions-modal');
    await userEvent.selectOptions(
      await within(modal).findByRole('combobox', { name: 'Permission of Marta Manager' }),
      'Edit',
    );
    await waitFor(() => expect(callsTo('PUT', /UpdatePermissions/)).toHaveLength(1));
    expect(callsTo('PUT', /UpdatePermissions/)[0].body).toEqual({
      folderId: 1,
      userPermissions: [{ user: { userId: 7 }, permission: 'Edit' }],
    });
    await waitFor(() =>
      expect(within(modal).getByRole('combobox', { name: 'Permission of Marta Manager' })).toHaveValue('Edit'),
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Remove the access of Marta Manager' }));
    await waitFor(() => expect(callsTo('PUT', /UpdatePermissions/)).toHaveLength(2));
    expect(callsTo('PUT', /UpdatePermissions/)[1].body).toEqual({ folderId: 1, removedUserIds: [7] });
  });
});

describe('/folders/{id} for others', () => {
  it('a viewer reads the folder but cannot reorder, remove, rename or share: "You don\'t have editing permission"', async () => {
    await renderAt('/folders/3', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Claustro' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent("You don't have editing permission");
    expect(screen.getByText('You can view')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Folder actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit description' })).toBeNull();
    expect(rowsTitles()).toEqual(['Robots recicladores', 'Huerto lunar']);
  });

  it('an editor whose permission was lowered meanwhile hears "You don\'t have editing permission" when editing the description', async () => {
    const toasts = collectToasts();
    on(
      'GET',
      /GetByLocale\/4$/,
      detail(4, 'Proyectos', [card(101, 'Robots recicladores')], {
        permission: 'Edit',
        canEdit: true,
        owner: { userId: 9, name: 'Marta Manager' },
      }),
    );
    on('PUT', /FolderApi\/4\/EditPermission/, fail(403, 'NO_EDIT_PERMISSION', "You don't have editing permission"));
    await renderAt('/folders/4', 'es');
    expect(await screen.findByText('Puedes editar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Editar descripción' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'error', message: 'No tienes permiso de edición' }));
    expect(screen.queryByRole('textbox', { name: 'Descripción' })).toBeNull();
  });

  it('a folder unknown to me goes to /not-found (spec §4), as does a bad id', async () => {
    on('GET', /GetByLocale\/99$/, fail(404, 'NOT_FOUND'));
    await renderAt('/folders/99', 'es');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
    await renderAt('/folders/abc', 'es');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
  });
});
