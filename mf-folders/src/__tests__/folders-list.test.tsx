import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, fail, folder, never, on, paged, resetApi, installFakeApi } from '../test/fakeApi';
import { cleanupApp, renderAt } from '../test/render';

beforeEach(() => {
  installFakeApi();
  resetApi();
});
afterEach(() => cleanupApp());

describe('/folders', () => {
  it('shows my folders by default, and the three tabs of spec §2 in Spanish', async () => {
    await renderAt('/folders', 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Mis carpetas' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Tipos de carpetas' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Carpetas de Kimple', 'Mis carpetas', 'Compartidas conmigo']);
    expect(within(tabs).getByRole('tab', { name: 'Mis carpetas' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Mis carpetas' });
    const cards = within(list).getAllByRole('link');
    // a whole card is one link named by its text (WCAG 2.5.3): the folder's name is its heading, second level under the h1
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([null, null]);
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Ciencias', 'Copiada']);
    expect(cards[0]).toHaveAccessibleName(expect.stringContaining('Ciencias'));
    expect(cards[0]).toHaveAttribute('href', '/folders/1');
    expect(within(cards[0]).getByText('2 recursos')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Creada el 05·03·2026')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Compartida con 1 colega')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Copiada de Kimple · 01·04·2026')).toBeInTheDocument();
    expect(callsTo('GET', /GetAllByUser/)[0].params).toMatchObject({ pageNumber: 0, pageSize: 500 });
  });

  it('moves between tabs with the keyboard (arrows), keeping the tab in the URL; shared folders say whose and how', async () => {
    const user = userEvent.setup();
    await renderAt('/folders', 'en');
    await screen.findByRole('list', { name: 'My folders' });
    screen.getByRole('tab', { name: 'My folders' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Shared with me' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Shared with me' })).toHaveFocus();
    expect(new URLSearchParams(window.location.search).get('tab')).toBe('shared');
    const list = await screen.findByRole('list', { name: 'Shared with me' });
    const [read, edit] = within(list).getAllByRole('link');
    expect(within(read).getByText('By Marta Manager')).toBeInTheDocument();
    expect(within(read).getByText('Viewer')).toBeInTheDocument();
    expect(within(edit).getByText('Editor')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Kimple folders' })).toHaveAttribute('aria-selected', 'true');
    const providers = await screen.findByRole('list', { name: 'Kimple folders' });
    const first = within(providers).getAllByRole('link')[0];
    expect(first).toHaveAttribute('href', '/kimple-folders/11');
    // §3 provider folder card: duration, sessions, resources, ages, cross-sectional areas, SDG, novelty
    expect(within(first).getByText('2 h 30 min · 4 sessions · 3 resources · 6-11 years')).toBeInTheDocument();
    expect(within(first).getByText('Matemáticas')).toBeInTheDocument();
    expect(within(first).getByText('Acción por el clima')).toBeInTheDocument();
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(providers).getAllByRole('link')[1]).toHaveTextContent('2 h · 4 sessions');
  });

  it('shows skeletons while loading and empty states that tell a newcomer what to do', async () => {
    on('GET', /GetAllByUser/, never);
    const loading = await renderAt('/folders', 'es');
    expect(screen.getByRole('status', { name: 'Cargando carpetas' })).toBeInTheDocument();
    loading.unmount();
    cleanupApp();
    resetApi();
    on('GET', /GetAllByUser/, []);
    on('GET', /getAllByLocale/, paged([]));
    const { unmount } = await renderAt('/folders?tab=mine', 'en');
    expect(await screen.findByRole('heading', { name: "You don't have folders yet" })).toBeInTheDocument();
    expect(screen.getByText(/"Add to my folders" saves it/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Create folder' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('tab', { name: 'Shared with me' }));
    expect(await screen.findByRole('heading', { name: 'Nobody has shared a folder with you yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Kimple folders' }));
    expect(
      await screen.findByRole('heading', { name: 'There are no Kimple folders in this language yet' }),
    ).toBeInTheDocument();
    unmount();
  });

  it('an error while loading offers to try again', async () => {
    let n = 0;
    on('GET', /GetAllByUser/, () => (++n === 1 ? fail(500, 'INTERNAL_ERROR')() : [folder(5, 'Recuperada')]));
    await renderAt('/folders', 'es');
    await userEvent.click(await screen.findByRole('button', { name: /Reintentar|Volver a intentar|Intentar/ }));
    expect(await screen.findByRole('link', { name: /^Recuperada/ })).toBeInTheDocument();
  });
});

describe('creating a folder', () => {
  const open = async () => {
    await userEvent.click(screen.getAllByRole('button', { name: /Create folder|Crear carpeta/ })[0]);
    return screen.getByTestId('create-folder-modal');
  };

  it('checks the §5 name rules before sending, with the §8 messages (English)', async () => {
    await renderAt('/folders', 'en');
    await screen.findByRole('list', { name: 'My folders' });
    const modal = await open();
    const name = within(modal).getByLabelText('Folder name');
    await userEvent.click(within(modal).getByRole('button', { name: 'Create' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent('Please, complete the name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(51));
    await userEvent.click(within(modal).getByRole('button', { name: 'Create' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent('The name must have a maximum of 50 characters.');
    await userEvent.clear(name);
    await userEvent.type(name, '  ciencias ');
    await userEvent.click(within(modal).getByRole('button', { name: 'Create' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent('You have already used that name, try another one.');
    expect(callsTo('POST', /FolderApi\/Create/)).toHaveLength(0);
  });

  it("shows the server's refusal: a repeated name on its field, anything else with the §8 create message (Spanish)", async () => {
    on('POST', /FolderApi\/Create/, fail(400, 'FOLDER_NAME_REPEATED'));
    await renderAt('/folders', 'es');
    await screen.findByRole('list', { name: 'Mis carpetas' });
    const modal = await open();
    await userEvent.type(within(modal).getByLabelText('Nombre de la carpeta'), 'Nueva');
    await userEvent.click(within(modal).getByRole('button', { name: 'Crear' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Ya has usado ese nombre, prueba con otro.');
    on('POST', /FolderApi\/Create/, fail(500, 'INTERNAL_ERROR'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Crear' }));
    expect(
      await within(modal).findByText(
        'Ha habido un error, la carpeta no se ha creado. Recuerda que no puedes repetir nombres.',
      ),
    ).toBeInTheDocument();
  });

  it('creates the folder and opens it', async () => {
    on('POST', /FolderApi\/Create/, folder(42, 'Nueva'));
    await renderAt('/folders', 'es');
    await screen.findByRole('list', { name: 'Mis carpetas' });
    const modal = await open();
    await userEvent.type(within(modal).getByLabelText('Nombre de la carpeta'), '  Nueva  ');
    await userEvent.type(within(modal).getByLabelText('Descripción (opcional)'), 'Para mañana');
    await userEvent.click(within(modal).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(window.location.pathname).toBe('/folders/42'));
    expect(callsTo('POST', /FolderApi\/Create/)[0].body).toEqual({ name: 'Nueva', description: 'Para mañana' });
  });
});
