import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@platform/api-client';
import { calls, installFakeApi, on, resetApi, resourceDetail } from '../test/fakeApi';
import { cleanupApp, renderAt, setUser } from '../test/render';

installFakeApi();

beforeEach(() => resetApi());
afterEach(() => {
  cleanupApp();
  setUser(null);
});

describe('resource page', () => {
  it('presentation: every field, sanitised rich text, student preview in a new tab', async () => {
    await renderAt('/resource/7', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Robots recicladores' })).toBeInTheDocument();
    expect(screen.getByText('Presentación del recurso')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('9-11 años')).toBeInTheDocument();
    expect(screen.getByText('Creatividad')).toBeInTheDocument();
    expect(screen.getByText('4,5 / 5 (2)')).toBeInTheDocument();
    const preview = screen.getByTestId('student-preview');
    expect(preview).toHaveAttribute('href', '/resource/7/s'); // /r/{id} is a student link, not a resource (docs/decisions/0011)
    expect(preview).toHaveAttribute('target', '_blank');
  });

  it('student preview opens the real student view: the public /r/{link} of the resource, not the app tab', async () => {
    await renderAt('/resource/7/t/class/102', 'en');
    await screen.findByTestId('class-2');
    const tab = { location: { href: '' }, opener: {} as unknown };
    const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    try {
      const previews = screen.getAllByRole('link', { name: 'Student preview (new tab)' });
      await userEvent.click(previews[0]!);
      expect(open).toHaveBeenCalledWith('', '_blank');
      await waitFor(() => expect(tab.location.href).toBe('https://kimple.example/r/7'));
      expect(tab.opener).toBeNull();
      expect(calls.some((c) => /GetShareableLink\/7/.test(c.url))).toBe(true);
    } finally {
      open.mockRestore();
    }
  });

  it('presentation shows when I used the resource, paged 5, with a link to my history (spec §7)', async () => {
    setUser(['Teacher']);
    on('GET', /ResourceApi\/7\/UsedContentRecords$/, {
      data: [
        {
          id: 1,
          createdAt: '2026-03-04T10:00:00Z',
          educationalProgramId: 3,
          educationalProgramCompleted: false,
          content: 'Programa verde',
          teacher: { id: 1, name: 'Tere Teacher' },
          academicCourse: { id: 11, name: '4º Primaria' },
          resources: [
            {
              resourceId: 7,
              resource: 'Robots recicladores',
              resourceCompleted: false,
              classes: [
                { id: 101, classNumber: 1, name: 'Sesión 1' },
                { id: 102, classNumber: 2, name: 'Sesión 2' },
              ],
            },
          ],
        },
      ],
      totalCount: 6,
      pages: 2,
      totalPages: 2,
      pageNumber: 0,
      pageSize: 5,
    });
    await renderAt('/resource/7', 'en');
    const section = await screen.findByRole('region', { name: 'When you used this resource' });
    expect(await within(section).findByText('4º Primaria')).toBeInTheDocument();
    expect(within(section).getByText('Classes given: Class 1: Sesión 1 and Class 2: Sesión 2')).toBeInTheDocument();
    expect(within(section).getByText('Programa verde')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See your whole history' })).toHaveAttribute(
      'href',
      '/my-stats/used-content',
    );
    expect(calls.find((c) => /ResourceApi\/7\/UsedContentRecords$/.test(c.url))?.params).toMatchObject({
      pageNumber: 0,
      pageSize: 5,
    });
  });

  it('teacher tab: index with trigger sub-entries, numbered classes, valuation; switching to a class and to the student tab', async () => {
    await renderAt('/resource/7/t', 'en');
    // jsdom applies no media query: the phone layout, where the index is a sheet behind a button naming the place
    const openIndex = async (place: string) => {
      await userEvent.click(await screen.findByRole('button', { name: `Contents: ${place}` }));
      const sheet = await screen.findByRole('dialog', { name: 'Resource index' });
      return within(sheet).getByRole('navigation', { name: 'Resource index' });
    };
    let index = await openIndex('Trigger');
    expect(within(index).getByRole('link', { name: 'Trigger' })).toHaveAttribute('aria-current', 'page');
    expect(within(index).getByRole('link', { name: 'Pedagogical goal' })).toBeInTheDocument();
    expect(within(index).getByRole('link', { name: 'Class 1: Sesión 1' })).toBeInTheDocument();
    expect(within(index).getByRole('link', { name: 'Global assessment' })).toBeInTheDocument();
    await userEvent.click(within(index).getByRole('link', { name: 'Class 2: Sesión 2' }));
    await waitFor(() => expect(window.location.pathname).toBe('/resource/7/t/class/102'));
    // following an entry closes the sheet
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByTestId('class-2')).toHaveTextContent('Desarrollo 2');
    index = await openIndex('Class 2: Sesión 2');
    expect(within(index).getByRole('link', { name: 'Development' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('link', { name: 'Students' }));
    await waitFor(() => expect(window.location.pathname).toBe('/resource/7/s'));
    expect(await screen.findByTestId('student-trigger')).toHaveTextContent('Aprenderás');
    index = await openIndex('Trigger');
    expect(within(index).queryByRole('link', { name: 'Global assessment' })).toBeNull();
  });

  it('author hover card opens 300 ms after focus and closes 1000 ms after leaving', async () => {
    await renderAt('/resource/7', 'es');
    const trigger = await screen.findByTestId('author-trigger');
    jest.useFakeTimers();
    try {
      act(() => {
        trigger.focus();
      });
      act(() => {
        jest.advanceTimersByTime(250);
      });
      expect(screen.queryByTestId('author-card')).toBeNull();
      act(() => {
        jest.advanceTimersByTime(60);
      });
      expect(screen.getByTestId('author-card')).toHaveTextContent('Maestra de primaria.');
      act(() => {
        trigger.blur();
      });
      act(() => {
        jest.advanceTimersByTime(900);
      });
      expect(screen.getByTestId('author-card')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(150);
      });
      expect(screen.queryByTestId('author-card')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('follows the language redirect marker', async () => {
    on('GET', /ResourceApi\/GetByLocale\/7/, (c: { params?: Record<string, unknown> }) =>
      c.params?.locale === 'en' ? { redirect: { locale: 'es', id: 7 } } : resourceDetail(),
    );
    await renderAt('/resource/7', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Robots recicladores' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This resource is not available in your language: you are seeing it in Spanish.',
    );
  });

  it('goes to /not-found on 404', async () => {
    on('GET', /ResourceApi\/GetByLocale\/404/, () => new ApiError(404, 'NOT_FOUND', 'Not found'));
    await renderAt('/resource/404', 'es');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
  });

  it('review in two steps sends usefulness, liked / to improve and the message', async () => {
    await renderAt('/resource/7', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Rate' }));
    const dialog = screen.getByRole('dialog', { name: 'Rate this resource' });
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Innovation: Liked' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Teacher guide: To improve' }));
    await userEvent.type(within(dialog).getByLabelText('Message (optional)'), 'Great');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    await waitFor(() =>
      expect(calls.find((c) => /AddResourceReview/.test(c.url))?.body).toEqual({
        resourceId: 7,
        rating: 4,
        categories: [
          { category: 1, liked: true },
          { category: 4, liked: false },
        ],
        comment: 'Great',
      }),
    );
  });

  it('share with students in two steps: classes, then the public link', async () => {
    await renderAt('/resource/7', 'es');
    await userEvent.click(await screen.findByRole('button', { name: 'Compartir con el alumnado' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Clase 2: Sesión 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    // the address the server hands out (its public origin), not this tab's origin
    expect(await within(dialog).findByRole('textbox', { name: 'Enlace público para el alumnado' })).toHaveValue(
      'https://kimple.example/r/7',
    );
    expect(calls.find((c) => /GetShareableLink/.test(c.url))?.params).toMatchObject({ classIds: '101' });
  });

  it('lists the links already shared and stops sharing one (DELETE), the list following the server', async () => {
    let links = [
      {
        id: 12345678,
        link: '/r/12345678',
        url: 'https://kimple.example/r/12345678',
        resourceId: 7,
        classIds: [],
        createdAt: '2026-11-20T10:00:00.000Z',
      },
      {
        id: 23456789,
        link: '/r/23456789',
        url: 'https://kimple.example/r/23456789',
        resourceId: 7,
        classIds: [102],
        createdAt: '2026-11-21T10:00:00.000Z',
      },
    ];
    on('GET', /StudentLinks\/7$/, () => links);
    on('DELETE', /StudentLink\/23456789$/, () => {
      links = links.filter((l) => l.id !== 23456789);
      return { ok: true };
    });
    await renderAt('/resource/7', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Share with students' }));
    const dialog = screen.getByRole('dialog');
    const list = await within(dialog).findByRole('list', { name: 'Links you have shared' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(/All classes/)).toBeInTheDocument();
    expect(within(list).getByText(/Classes: 2/)).toBeInTheDocument();
    await userEvent.click(
      within(list).getByRole('button', { name: 'Stop sharing the link https://kimple.example/r/23456789' }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/ResourceApi/StudentLink/23456789']);
    expect(within(list).queryByText(/Classes: 2/)).not.toBeInTheDocument();
  });

  it('says so when nothing has been shared yet', async () => {
    await renderAt('/resource/7', 'es');
    await userEvent.click(await screen.findByRole('button', { name: 'Compartir con el alumnado' }));
    expect(
      await within(screen.getByRole('dialog')).findByText('Todavía no has compartido este recurso con tu alumnado.'),
    ).toBeInTheDocument();
  });

  it('share with colleagues requires a teacher ("Select a teacher")', async () => {
    await renderAt('/resource/7', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Share with colleagues' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Select a teacher');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Marta Manager/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(calls.find((c) => /ResourceApi\/Share/.test(c.url))?.body).toMatchObject({
        resourceId: 7,
        recipientIds: [2],
        resourceLocale: 'es',
      }),
    );
  });

  it('share with a sharing group: ticking the group ticks its members who are colleagues (issue 13)', async () => {
    on('GET', /ResourceApi\/Colleagues/, [
      { userId: 2, name: 'Marta Manager', email: 'manager@demo.test', schoolName: 'Norte' },
      { userId: 3, name: 'Ada Admin', email: 'admin@demo.test', schoolName: 'Norte' },
    ]);
    on('GET', /SharingGroupApi\/GetByOwner/, [
      {
        id: 9,
        name: 'Ciclo de primaria',
        ownerId: 1,
        userSharingGroups: [
          { userId: 2, name: 'Marta Manager', email: 'manager@demo.test', avatar: null, schoolName: 'Norte' },
          { userId: 77, name: 'Ex colega', email: 'ex@demo.test', avatar: null, schoolName: null },
        ],
      },
    ]);
    await renderAt('/resource/7', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Share with colleagues' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Ciclo de primaria/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Marta Manager/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Ada Admin/ })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(calls.find((c) => /ResourceApi\/Share/.test(c.url))?.body).toMatchObject({
        resourceId: 7,
        recipientIds: [2],
      }),
    );
  });

  it('folders: checkbox list, inline create with the name rules, save', async () => {
    await renderAt('/resource/7', 'es');
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir a mis carpetas' }));
    const dialog = screen.getByRole('dialog');
    const viewOnly = await within(dialog).findByRole('checkbox', { name: 'Compartida' });
    expect(viewOnly).toBeDisabled();
    // greyed with its reason, read by a screen reader with the box
    expect(viewOnly).toHaveAccessibleDescription('Solo puedes ver esta carpeta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear carpeta' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Por favor, completa el nombre');
    await userEvent.type(within(dialog).getByLabelText('Nueva carpeta'), 'ciencias');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear carpeta' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Ya has usado ese nombre, prueba con otro.');
    await userEvent.clear(within(dialog).getByLabelText('Nueva carpeta'));
    await userEvent.type(within(dialog).getByLabelText('Nueva carpeta'), 'x'.repeat(51));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear carpeta' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('El nombre debe tener un máximo de 50 caracteres.');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ciencias' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(calls.find((c) => /UpdateResourceInFolders/.test(c.url))?.body).toEqual({
        resourceId: 7,
        folders: [{ folderId: 1, inFolder: true }],
      }),
    );
  });

  it('folders: a folder created in the dialog holds the resource at once and shows ticked; other ticks survive', async () => {
    await renderAt('/resource/7', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to my folders' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Ciencias' }));
    // the list answers the new folder once it exists, holding the resource
    on('GET', /ResourceInFolders\/7/, [
      { folderId: 1, folderName: 'Ciencias', inFolder: false, permission: 'Owner' },
      { folderId: 2, folderName: 'Compartida', inFolder: true, permission: 'Read' },
      { folderId: 3, folderName: 'Robots', inFolder: true, permission: 'Owner' },
    ]);
    await userEvent.type(within(dialog).getByLabelText('New folder'), 'Robots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    await waitFor(() =>
      expect(calls.find((c) => /UpdateResourceInFolders/.test(c.url))?.body).toEqual({
        resourceId: 7,
        folders: [{ folderId: 3, inFolder: true }],
      }),
    );
    expect(await within(dialog).findByRole('checkbox', { name: 'Robots' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Ciencias' })).toBeChecked();
  });
});
