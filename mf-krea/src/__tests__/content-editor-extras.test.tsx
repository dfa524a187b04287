/**
 * Content editor (issue 16): the rationale is the resource editor's TipTap rich text, the image is uploaded after a
 * 16:9 crop (the resource editor's ImageCrop), existing resources are added from "my" or "network" resources (search,
 * pages of 6, keyboard), and collaborators are invited from AccountApi/GetAllUsersFromSchoolGroup.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, content, installFakeApi, on } from '../test/fakeApi';
import { cleanupApp, renderAt } from '../test/render';

jest.setTimeout(60_000);
// ProseMirror measures the selection to scroll it into view; jsdom has no layout
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as never;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  document.elementFromPoint = () => null;
});
beforeEach(() => installFakeApi());
afterEach(() => {
  cleanupApp();
  jest.useRealTimers();
});

const resCard = (id: number, title: string, available: string[] = ['es']) => ({
  id,
  title,
  image: null,
  locale: 'es',
  available,
  own: true,
  modifiedAt: '2026-11-20T10:00:00.000Z',
});

describe('content editor: rich text and image', () => {
  it('the rationale is a rich-text box (toolbar, formatted text) whose HTML is autosaved', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content({ rationale: '<p>Porque <strong>sí</strong></p>' }));
    on('PUT', /^\/krea\/EducationalProgram\/7$/, (c: { body: any }) =>
      content({ version: 4, rationale: c.body.rationale }),
    );
    await renderAt('/krea/content/7');
    const box = await screen.findByRole('textbox', { name: 'Fundamentación *' });
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(within(box).getByText('sí').tagName).toBe('STRONG');
    const toolbars = screen.getAllByRole('toolbar');
    expect(toolbars.length).toBeGreaterThan(0);
    expect(within(toolbars[0]).getByRole('button', { name: 'Negrita' })).toBeInTheDocument();
    await userEvent.click(box);
    await userEvent.type(box, ' y más');
    await waitFor(() => expect(callsTo('PUT', /EducationalProgram\/7$/)).toHaveLength(1), { timeout: 5000 });
    const sent = callsTo('PUT', /EducationalProgram\/7$/)[0].body as { rationale: string };
    expect(sent.rationale).toMatch(/^<p>.*<strong>.*<\/p>$/);
    expect(sent.rationale).toContain('más');
  });

  it('a commenter gets the rationale read-only', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content({ permission: 'commenter', canEdit: false }));
    await renderAt('/krea/content/7');
    const box = await screen.findByRole('textbox', { name: 'Fundamentación *' });
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByLabelText('Imagen *')).toBeDisabled();
  });

  it('the image is cropped, uploaded to the content folder and saved; a wrong file is refused', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content());
    on('POST', /^\/FileApi\/UploadAsBase64$/, { location: '/files/Krea/x/contents/7/portada.png' });
    on('PUT', /^\/krea\/EducationalProgram\/7$/, (c: { body: any }) => content({ version: 4, image: c.body.image }));
    await renderAt('/krea/content/7', 'en');
    const input = await screen.findByLabelText('Image *');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(/upload a valid file|valid file/i)).toBeInTheDocument();
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'portada.png', { type: 'image/png' })] },
    });
    const crop = await screen.findByRole('group', { name: 'Crop the image' });
    expect(within(crop).getByLabelText('Zoom')).toBeInTheDocument();
    expect(callsTo('POST', /UploadAsBase64/)).toHaveLength(0);
    await userEvent.click(within(crop).getByRole('button', { name: 'Crop and upload' }));
    await waitFor(() => expect(callsTo('POST', /UploadAsBase64/)).toHaveLength(1));
    const up = callsTo('POST', /UploadAsBase64/)[0].body as { filePath: string; content: string; attachment: boolean };
    expect(up.filePath).toMatch(/^Krea\/.+\/contents\/7\/portada\.png$/);
    expect(up.content).toMatch(/^data:image\/png;base64,/);
    expect(up.attachment).toBe(false);
    await waitFor(() => expect(callsTo('PUT', /EducationalProgram\/7$/)).toHaveLength(1), { timeout: 5000 });
    expect(callsTo('PUT', /EducationalProgram\/7$/)[0].body).toMatchObject({
      image: '/files/Krea/x/contents/7/portada.png',
    });
    expect(await screen.findByRole('img', { name: 'Image of the content' })).toHaveAttribute(
      'src',
      '/files/Krea/x/contents/7/portada.png',
    );
  });

  it('the detail document: a labelled picker (no raw file input), what was chosen, then the saved one linked', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content());
    on('POST', /^\/FileApi\/UploadAsBase64$/, { location: '/files/Krea/x/contents/7/guia%20docente.pdf' });
    on('PUT', /^\/krea\/EducationalProgram\/7$/, (c: { body: any }) =>
      content({ version: 4, detailDocumentUrl: c.body.detailDocumentUrl }),
    );
    await renderAt('/krea/content/7', 'en');
    const input = await screen.findByLabelText('Detail document (PDF or DOCX)');
    // the native input is visually hidden and out of the tab order; the button opens it and says nothing is chosen
    expect(input).toHaveAttribute('tabindex', '-1');
    const button = screen.getByRole('button', { name: 'Choose document' });
    expect(button).toHaveAccessibleDescription(/No document chosen/);
    expect(screen.queryByTestId('f-doc-current')).not.toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Chosen: notes.txt')).toBeInTheDocument();
    expect(await screen.findByText(/valid file/i)).toBeInTheDocument();
    expect(callsTo('POST', /UploadAsBase64/)).toHaveLength(0);
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'guia docente.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Chosen: guia docente.pdf')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST', /UploadAsBase64/)).toHaveLength(1));
    const up = callsTo('POST', /UploadAsBase64/)[0].body as { filePath: string; attachment: boolean };
    expect(up.filePath).toMatch(/^Krea\/.+\/contents\/7\/guia docente\.pdf$/);
    expect(up.attachment).toBe(true);
    await waitFor(() => expect(callsTo('PUT', /EducationalProgram\/7$/)).toHaveLength(1), { timeout: 5000 });
    expect(callsTo('PUT', /EducationalProgram\/7$/)[0].body).toMatchObject({
      detailDocumentUrl: '/files/Krea/x/contents/7/guia%20docente.pdf',
    });
    const link = await screen.findByRole('link', { name: 'Saved document: guia docente.pdf' });
    expect(link).toHaveAttribute('href', '/files/Krea/x/contents/7/guia%20docente.pdf');
    expect(screen.getByRole('button', { name: 'Change document' })).toBeInTheDocument();
  });
});

describe('content editor: add existing resources', () => {
  it('searches my and network resources, pages by 6 and appends the chosen ones with PUT {id}/Resources', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content());
    on('GET', /^\/krea\/Resource$/, (c: { params?: Record<string, unknown> }) => {
      const mine = c.params?.owner === 'true';
      const all = mine
        ? Array.from({ length: 8 }, (_, i) => resCard(100 + i, `Mío ${i + 1}`))
        : [resCard(200, 'Huerto de la red', ['es', 'en'])];
      const text = String(c.params?.text ?? '').toLowerCase();
      const hits = all.filter((r) => r.title.toLowerCase().includes(text));
      const page = Number(c.params?.pageNumber ?? 0);
      return { data: hits.slice(page * 6, page * 6 + 6), totalCount: hits.length };
    });
    on('PUT', /\/Resources$/, (c: { body: any }) => ({
      data: c.body.resourceIds.map((id: number, position: number) => ({
        id,
        title: `R${id}`,
        locale: 'es',
        classes: 0,
        minutes: 0,
        available: [],
        position,
      })),
      totalCount: c.body.resourceIds.length,
    }));
    await renderAt('/krea/content/7');
    await userEvent.click(await screen.findByRole('button', { name: '+ Añadir recursos existentes' }));
    const modal = screen.getByTestId('add-resources-modal');
    await within(modal).findByText('Mío 1');
    expect(within(modal).getAllByRole('checkbox')).toHaveLength(6);
    expect(within(modal).getByText('Página 1 de 2')).toBeInTheDocument();
    // keyboard: tab to a checkbox, Space ticks it
    const first = within(modal).getByRole('checkbox', { name: /Mío 1/ });
    first.focus();
    await userEvent.keyboard(' ');
    expect(first).toBeChecked();
    await userEvent.click(within(modal).getByRole('button', { name: 'Siguiente' }));
    await within(modal).findByText('Mío 7');
    expect(within(modal).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    // network resources, searched by title
    await userEvent.click(within(modal).getByRole('button', { name: 'Recursos de la red' }));
    await userEvent.type(within(modal).getByLabelText('Buscar por título'), 'huerto');
    await within(modal).findByText('Huerto de la red');
    await waitFor(() =>
      expect(
        callsTo('GET', /^\/krea\/Resource$/).some((c) => c.params?.text === 'huerto' && c.params?.owner === 'false'),
      ).toBe(true),
    );
    await userEvent.click(within(modal).getByRole('checkbox', { name: /Huerto de la red/ }));
    await userEvent.type(within(modal).getByLabelText('Buscar por título'), 'zzz');
    expect(await within(modal).findByText('Ningún recurso coincide con «huertozzz».')).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Añadir (2)' }));
    await waitFor(() => expect(callsTo('PUT', /\/Resources$/)).toHaveLength(1));
    // the content's resource (50) stays first, the chosen ones follow
    expect(callsTo('PUT', /\/Resources$/)[0].body).toEqual({ resourceIds: [50, 100, 200] });
    await waitFor(() => expect(screen.queryByTestId('add-resources-modal')).not.toBeInTheDocument());
  });

  it('a resource already in the content cannot be chosen twice', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content());
    on('GET', /^\/krea\/Resource$/, { data: [resCard(50, 'Sesión 1')], totalCount: 1 });
    await renderAt('/krea/content/7', 'en');
    await userEvent.click(await screen.findByRole('button', { name: '+ Add existing resources' }));
    const modal = screen.getByTestId('add-resources-modal');
    const box = await within(modal).findByRole('checkbox', { name: /Sesión 1/ });
    expect(box).toBeDisabled();
    expect(within(modal).getByText('Already in this content')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Add (0)' })).toBeDisabled();
  });
  it('commenters do not get the button', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content({ permission: 'commenter', canEdit: false }));
    await renderAt('/krea/content/7', 'en');
    await screen.findByText('You can comment on this content but not edit it.');
    expect(screen.queryByRole('button', { name: '+ Add existing resources' })).not.toBeInTheDocument();
  });
});

describe('content editor: invite collaborators', () => {
  it('lists the users of the school group (searched), only authors can be chosen, and invites with a permission', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content());
    on('GET', /\/7\/Authors$/, [{ userId: 1, name: 'Aurora Author', email: 'author@demo.test', permission: 'owner' }]);
    on('GET', /^\/AccountApi\/GetAllUsersFromSchoolGroup$/, (c: { params?: Record<string, unknown> }) =>
      [
        { userId: 9, name: 'Carmen Coautora', email: 'coauthor@demo.test', school: 'Norte', canCollaborate: true },
        { userId: 12, name: 'Tomás Teacher', email: 'teacher@demo.test', school: 'Norte', canCollaborate: false },
      ].filter((u) => !c.params?.text || u.name.toLowerCase().includes(String(c.params.text).toLowerCase())),
    );
    on('PUT', /\/7\/Authors$/, [
      { userId: 1, name: 'Aurora Author', email: 'author@demo.test', permission: 'owner' },
      { userId: 9, name: 'Carmen Coautora', email: 'coauthor@demo.test', permission: 'commenter' },
    ]);
    await renderAt('/krea/content/7', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Create in team / invite' }));
    const modal = screen.getByTestId('team-modal');
    const pick = within(modal).getByLabelText('Invite an author of your network');
    await within(modal).findByRole('option', { name: 'Carmen Coautora (coauthor@demo.test)' });
    expect(within(modal).getByRole('option', { name: /Tomás Teacher .* not an author/ })).toBeDisabled();
    await userEvent.type(within(modal).getByLabelText('Search by name or email'), 'carmen');
    await waitFor(() =>
      expect(callsTo('GET', /GetAllUsersFromSchoolGroup/).some((c) => c.params?.text === 'carmen')).toBe(true),
    );
    await waitFor(() => expect(within(modal).queryByRole('option', { name: /Tomás/ })).not.toBeInTheDocument());
    await userEvent.selectOptions(pick, '9');
    await userEvent.selectOptions(within(modal).getByLabelText('Permission'), 'commenter');
    await userEvent.click(within(modal).getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(callsTo('PUT', /\/7\/Authors$/)[0]?.body).toEqual({ authors: [{ userId: 9, permission: 'commenter' }] }),
    );
    expect(callsTo('GET', /AvailableAuthors/)).toHaveLength(0);
    act(() => undefined);
  });
});
