import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, fail, folder, on, resetApi, installFakeApi } from '../test/fakeApi';
import { cleanupApp, collectToasts, renderAt } from '../test/render';

beforeEach(() => {
  installFakeApi();
  resetApi();
});
afterEach(() => cleanupApp());

describe('/kimple-folders/{id}', () => {
  it('shows the provider folder card facts and its resources, programs and related folders, paged', async () => {
    await renderAt('/kimple-folders/11', 'en');
    const title = await screen.findByRole('heading', { level: 1, name: 'Retos del planeta' });
    // Scoped to the folder's own facts: the related-folder cards (loaded later) may repeat the same figures.
    const facts = screen.getByRole('region', { name: 'About this folder' });
    expect(within(facts).getByText('2 h 30 min · 4 sessions · 3 resources · 6-11 years')).toBeInTheDocument();
    expect(within(title.parentElement!).getByText('New')).toBeInTheDocument(); // the novelty badge beside the title
    expect(await screen.findByRole('heading', { level: 2, name: 'Resources (7)' })).toBeInTheDocument();
    const resources = screen.getByRole('list', { name: 'Resources' });
    expect(within(resources).getByRole('link', { name: /\bRecurso página 1(?!\d)/ })).toHaveAttribute(
      'href',
      '/resource/201',
    );
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Pages of resources' })).getByRole('button', { name: 'Next page' }),
    );
    expect(await screen.findByRole('link', { name: /\bRecurso página 2(?!\d)/ })).toBeInTheDocument();
    expect(callsTo('GET', /AssociatedResources/).at(-1)?.params).toMatchObject({ pageNumber: 1, pageSize: 6 });
    expect(await screen.findByText('This folder has no programs.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Related folders' })).getByRole('link', { name: /\bAgua y océanos\b/ }),
    ).toHaveAttribute('href', '/kimple-folders/12');
  });

  it('copies it into my folders and opens the copy; a failure shows the §8 copy message', async () => {
    const toasts = collectToasts();
    on('POST', /KimpleFolderApi\/11\/Save/, fail(500, 'INTERNAL_ERROR'));
    await renderAt('/kimple-folders/11', 'es');
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar a mis carpetas' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ status: 'error', message: 'Ha ocurrido un error. Inténtalo de nuevo' }),
    );
    on('POST', /KimpleFolderApi\/11\/Save/, folder(77, 'Retos del planeta', { origin: 2 }));
    await userEvent.click(screen.getByRole('button', { name: 'Copiar a mis carpetas' }));
    await waitFor(() => expect(window.location.pathname).toBe('/folders/77'));
  });

  it('sends colleagues a link to it', async () => {
    on('POST', /KimpleFolderApi\/Share/, { sent: 1 });
    await renderAt('/kimple-folders/11', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const modal = screen.getByTestId('share-provider-modal');
    await userEvent.click(await within(modal).findByRole('checkbox', { name: 'Share with Ada Admin' }));
    expect(within(modal).queryByRole('combobox', { name: /Permission of/ })).toBeNull();
    await userEvent.click(within(modal).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(callsTo('POST', /KimpleFolderApi\/Share/)).toHaveLength(1));
    expect(callsTo('POST', /KimpleFolderApi\/Share/)[0].body).toEqual({
      folderId: 11,
      recipientIds: [8],
      folderLocale: 'en',
    });
  });

  it('an unknown provider folder goes to /not-found', async () => {
    on('GET', /KimpleFolderApi\/GetByLocale\/404$/, fail(404, 'NOT_FOUND'));
    await renderAt('/kimple-folders/404', 'en');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
  });
});
