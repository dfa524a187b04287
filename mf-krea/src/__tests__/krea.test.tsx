import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, card, content, fail, installFakeApi, on } from '../test/fakeApi';
import { cleanupApp, renderAt } from '../test/render';

jest.setTimeout(60_000);
beforeEach(() => installFakeApi());
afterEach(() => {
  cleanupApp();
  jest.useRealTimers();
});

describe('dashboard', () => {
  it('lists published contents as cards with their languages, and switches to a list and to collaborations (Spanish)', async () => {
    on('GET', /^\/krea\/EducationalProgram$/, (c: { params?: Record<string, unknown> }) => ({
      data:
        c.params?.ownership === 'collaborations'
          ? [card(2, 'Radio escolar', { own: false, permission: 'editor' })]
          : [card(1, 'Huerto escolar', { activatedLanguages: { es: 'approved', en: 'inReview' } })],
      totalCount: 1,
    }));
    await renderAt('/krea/published');
    expect(await screen.findByRole('link', { name: 'Huerto escolar' })).toHaveAttribute('href', '/krea/content/1');
    expect(screen.getByRole('heading', { level: 1, name: 'Publicados' })).toBeInTheDocument();
    expect(screen.getByText('Español: Publicado')).toBeInTheDocument();
    expect(screen.getByText('Inglés: En revisión')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Colaboraciones' }));
    expect(await screen.findByRole('link', { name: 'Radio escolar' })).toBeInTheDocument();
    expect(screen.getByText(/Editor · Aurora Author/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lista' }));
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Volver a la plataforma' })).toHaveAttribute('href', '/feed');
  });

  it('shows the empty message and "create content" in English; resource lists with See more', async () => {
    await renderAt('/krea/drafts', 'en');
    expect(await screen.findByText('You have no drafts in process.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create content' })[0]).toHaveAttribute('href', '/krea/create-content');
    expect(screen.getByRole('region', { name: 'My resources' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Network resources' })).getByRole('link', { name: 'See more' }),
    ).toHaveAttribute('href', '/krea/schools-group-resources');
    const params = callsTo('GET', /^\/krea\/EducationalProgram$/)[0].params;
    expect(params).toMatchObject({ status: 'hidden', ownership: 'all' });
  });

  it("opens the network's resources (read-only editor, or its preview) in Catalan, from the dashboard and the full list", async () => {
    const net = {
      id: 81,
      title: 'El agua que no vemos',
      image: null,
      locale: 'es',
      available: ['es'],
      inReview: [],
      own: false,
      modifiedAt: '2026-11-20T10:00:00.000Z',
    };
    on('GET', /^\/krea\/Resource$/, (c: { params?: Record<string, unknown> }) =>
      c.params?.owner === 'false' ? { data: [net], totalCount: 1 } : { data: [], totalCount: 0 },
    );
    await renderAt('/krea/schools-group-resources', 'ca');
    expect(await screen.findByRole('link', { name: 'El agua que no vemos' })).toHaveAttribute(
      'href',
      '/krea/resource/81?locale=es',
    );
    expect(screen.getByRole('link', { name: 'Previsualització de «El agua que no vemos»' })).toHaveAttribute(
      'href',
      '/krea/resource/81/preview?locale=es',
    );
    cleanup();
    cleanupApp();
    await renderAt('/krea/drafts', 'ca');
    const strip = await screen.findByRole('region', { name: 'Recursos de la xarxa' });
    expect(await within(strip).findByRole('link', { name: 'El agua que no vemos' })).toHaveAttribute(
      'href',
      '/krea/resource/81?locale=es',
    );
  });

  it('metrics tab counts contents by state', async () => {
    on('GET', /^\/krea\/EducationalProgram$/, (c: { params?: Record<string, unknown> }) => ({
      data: [],
      totalCount: c.params?.status === 'approved' ? 4 : c.params?.status === 'hidden' ? 2 : 1,
    }));
    await renderAt('/krea/published?tab=metrics');
    const m = await screen.findByTestId('krea-metrics');
    await waitFor(() => expect(within(m).getByText('4')).toBeInTheDocument());
    expect(within(m).getByText('Esperando revisión')).toBeInTheDocument();
  });
});

describe('create-content wizard', () => {
  it('needs a type and a language, then creates and opens the editor', async () => {
    on('POST', /^\/krea\/EducationalProgram$/, content({ id: 42, locale: 'en' }));
    on('GET', /^\/krea\/EducationalProgram\/42$/, content({ id: 42, locale: 'en' }));
    await renderAt('/krea/create-content');
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar y continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elige un tipo de contenido y un idioma');
    expect(callsTo('POST', /EducationalProgram/)).toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: 'Inglés' }));
    await userEvent.click(screen.getByRole('radio', { name: /Programa/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(window.location.pathname).toBe('/krea/content/42'));
    expect(callsTo('POST', /EducationalProgram/)[0].params).toEqual({ locale: 'en', contentType: 2 });
  });
});

describe('content editor', () => {
  it('autosaves 2000 ms after the last edit with the held version and shows the indicator', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content());
    on('PUT', /^\/krea\/EducationalProgram\/7$/, (c: { body: any }) => content({ version: 4, title: c.body.title }));
    await renderAt('/krea/content/7');
    const title = await screen.findByLabelText('Título *');
    jest.useFakeTimers();
    fireEvent.change(title, { target: { value: 'Huerto escolar' } });
    expect(screen.getByTestId('save-state')).toHaveTextContent('Guardando…');
    await act(async () => {
      jest.advanceTimersByTime(1900);
    });
    expect(callsTo('PUT', /EducationalProgram\/7$/)).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    jest.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('Cambios guardados'));
    expect(callsTo('PUT', /EducationalProgram\/7$/)[0].body).toEqual({
      title: 'Huerto escolar',
      version: 3,
      locale: 'es',
    });
  });

  it('refuses an empty title (§5) and explains a conflict from another tab without overwriting', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content());
    on('PUT', /^\/krea\/EducationalProgram\/7$/, fail(409, 'KREA_VERSION_CONFLICT'));
    await renderAt('/krea/content/7', 'en');
    const title = await screen.findByLabelText('Title *');
    fireEvent.change(title, { target: { value: '' } });
    expect(await screen.findByText('The title is required')).toBeInTheDocument();
    fireEvent.change(title, { target: { value: 'Other' } });
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('Conflict'), { timeout: 4000 });
    expect(screen.getByRole('alert')).toHaveTextContent('Someone else (or another tab) saved this content meanwhile');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('leaving with unsaved changes asks first (Stay keeps the page)', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content());
    await renderAt('/krea/content/7', 'en');
    fireEvent.change(await screen.findByLabelText('Title *'), { target: { value: 'Not saved yet' } });
    await userEvent.click(screen.getByRole('link', { name: '← Back to the list' }));
    expect(
      within(screen.getByTestId('leave-modal')).getByText('If you leave now, you will lose your latest changes.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(window.location.pathname).toBe('/krea/content/7');
  });

  it('a commenter sees the fields read-only and comments on a field', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content({ permission: 'commenter', canEdit: false }));
    on('POST', /\/Comments$/, [
      {
        id: 1,
        locale: 'es',
        anchor: 'rationale',
        body: 'Concretar más',
        parentId: null,
        user: { userId: 9, name: 'Carmen Coautora' },
        createdAt: '2026-11-20T10:00:00.000Z',
        resolvedAt: null,
        resolvedBy: null,
      },
    ]);
    await renderAt('/krea/content/7');
    expect(await screen.findByLabelText('Título *')).toBeDisabled();
    expect(screen.getByText('Puedes comentar, pero no editar este contenido.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sobre'), 'rationale');
    await userEvent.type(screen.getByLabelText('Nuevo comentario'), 'Concretar más');
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Concretar más', { selector: 'p' })).toBeInTheDocument();
    expect(callsTo('POST', /Comments$/)[0].body).toEqual({ locale: 'es', anchor: 'rationale', body: 'Concretar más' });
  });

  it('shows what is missing to publish, refuses a duplicate keyword and a wrong delete phrase', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content());
    await renderAt('/krea/content/7');
    expect(await screen.findByText('Completa al 100 % para enviar a revisión')).toBeInTheDocument();
    expect(
      within(await screen.findByRole('list', { name: 'Falta' }))
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['Imagen', 'Pauta DUA', 'Objetivos de desarrollo sostenible', 'Nivel']);
    await userEvent.click(screen.getByRole('button', { name: 'Editar palabras clave (1)' }));
    await userEvent.type(screen.getByLabelText(/Añade una palabra/), 'Agua{Enter}');
    expect(screen.getByText('Esa palabra clave ya está en la lista')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await userEvent.type(screen.getByLabelText(/Escribe «eliminar contenido»/), 'borrar');
    await userEvent.click(within(screen.getByTestId('delete-modal')).getByRole('button', { name: 'Eliminar' }));
    expect(screen.getByText('El texto introducido no coincide con el esperado')).toBeInTheDocument();
    expect(callsTo('DELETE', /EducationalProgram/)).toHaveLength(0);
  });

  it('an approver approves the language waiting for review', async () => {
    const inReview = content({
      permission: 'approver',
      canEdit: false,
      canApprove: true,
      locales: [{ locale: 'es', state: 'inReview', stale: false, title: 'Huerto', completeness: 100 }],
    });
    on('GET', /^\/krea\/EducationalProgram\/7$/, inReview);
    on('POST', /\/Review$/, {
      state: 'approved',
      content: {
        ...inReview,
        status: 'published',
        locales: [{ locale: 'es', state: 'approved', stale: false, title: 'Huerto', completeness: 100 }],
      },
    });
    await renderAt('/krea/content/7');
    expect(await screen.findByText('La versión en Español espera tu revisión.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Devolver a borradores' }));
    expect(screen.getByText('Escribe un comentario para devolverlo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aprobar y publicar' }));
    await waitFor(() => expect(callsTo('POST', /\/Review$/)[0].body).toEqual({ locale: 'es', decision: 'approve' }));
    await waitFor(() =>
      expect(screen.queryByText('La versión en Español espera tu revisión.')).not.toBeInTheDocument(),
    );
  });

  it('"Enviar a revisión", not "Publicar", for a plain Author: greyed below 100 %, enabled when complete (issue 31.3)', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content());
    await renderAt('/krea/content/7');
    const send = await screen.findByRole('button', { name: 'Enviar a revisión' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Completa al 100 % para enviar a revisión');
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
    cleanup();
    cleanupApp();

    const complete = { locale: 'es' as const, percentage: 100, ready: true, missing: [] };
    on('GET', /\/Completeness$/, [complete]);
    on('GET', /^\/krea\/EducationalProgram\/7$/, content({ completeness: 100 }));
    await renderAt('/krea/content/7', 'en');
    const sendEn = await screen.findByTestId('content-publish');
    expect(sendEn).toHaveTextContent('Send for review');
    await waitFor(() => expect(sendEn).toBeEnabled());
    await userEvent.click(sendEn);
    expect(
      within(await screen.findByTestId('status-modal')).getByRole('heading', { name: 'Send for review' }),
    ).toBeInTheDocument();
    cleanup();
    cleanupApp();

    // an approving author publishes directly: the button keeps its name
    on('GET', /^\/krea\/EducationalProgram\/7$/, content({ completeness: 100, canApprove: true }));
    await renderAt('/krea/content/7', 'ca');
    expect(await screen.findByRole('button', { name: 'Publicar' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Envia a revisió' })).toBeNull();
  });

  it('removes one resource from the content after a confirmation (the others stay, in order)', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content());
    on('GET', /\/PagedResources$/, {
      data: [
        { id: 50, title: 'Sesión 1', locale: 'es', classes: 2, minutes: 90, available: [], position: 0 },
        { id: 51, title: 'Sesión 2', locale: 'es', classes: 1, minutes: 45, available: [], position: 1 },
        { id: 52, title: 'Sesión 3', locale: 'es', classes: 1, minutes: 45, available: [], position: 2 },
      ],
      totalCount: 3,
    });
    on('PUT', /\/Resources$/, { data: [], totalCount: 2 });
    await renderAt('/krea/content/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar «Sesión 2» del contenido' }));
    const modal = screen.getByTestId('remove-resource-modal');
    expect(modal).toHaveTextContent('«Sesión 2» dejará de formar parte de este contenido');
    // Escape closes it: nothing sent
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('remove-resource-modal')).toBeNull();
    expect(callsTo('PUT', /\/Resources$/)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar «Sesión 2» del contenido' }));
    await userEvent.click(within(screen.getByTestId('remove-resource-modal')).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(callsTo('PUT', /\/Resources$/)).toHaveLength(1));
    expect(callsTo('PUT', /\/Resources$/)[0].body).toEqual({ resourceIds: [50, 52] });
  });

  it('a failed removal says so and keeps the dialog open', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content());
    on('PUT', /\/Resources$/, fail(500, 'INTERNAL'));
    await renderAt('/krea/content/7', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove “Sesión 1” from the content' }));
    const modal = screen.getByTestId('remove-resource-modal');
    expect(modal).toHaveTextContent('It is the last resource');
    await userEvent.click(within(modal).getByRole('button', { name: 'Remove' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('The resource could not be removed');
  });

  it('the steps, the completion and the save indicator sit in one bar that sticks below the app bar (issue 30)', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content());
    await renderAt('/krea/content/7');
    const bar = await screen.findByTestId('content-sticky');
    expect(within(bar).getByTestId('save-state')).toBeInTheDocument();
    expect(within(bar).getByTestId('content-completion')).toHaveTextContent('60 % completo');
    expect(within(bar).getByRole('navigation', { name: 'Secciones del contenido' })).toBeInTheDocument();
    expect(getComputedStyle(bar).position).toBe('sticky');
    expect(getComputedStyle(bar).top).toBe('65px');
  });
});
