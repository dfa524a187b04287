import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@platform/api-client';
import type { KreaResource } from '@platform/contracts';
import { callsTo, fail, on } from '../test/fakeApi';
import { cleanupApp, renderAt } from '../test/render';
import { mergeConflict } from '../features/resource/useResourceAutosave';
import { cls, installResourceApi, res } from '../test/resourceFixtures';

jest.setTimeout(120_000);

beforeEach(() => {
  installResourceApi();
});
afterEach(() => {
  cleanupApp();
  jest.useRealTimers();
});

describe('resource editor', () => {
  it('shows the four steps with their completion, and autosaves after 1500 ms of quiet (Spanish)', async () => {
    on('PUT', /^\/krea\/Resource\/9$/, (c: { body: any }) =>
      res({
        version: 5,
        title: c.body.title ?? 'Energía',
        progress: { general: 60, intro: 33, triggers: 0, classes: 100, total: 55, missing: [] },
      }),
    );
    await renderAt('/krea/resource/9');
    const nav = await screen.findByRole('navigation', { name: 'Pasos del recurso' });
    expect(within(nav).getByRole('button', { name: /1\. Datos generales\s*40\s%/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(nav).getByRole('button', { name: /4\. Clases\s*100\s%/ })).toBeInTheDocument();
    jest.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Título *'), { target: { value: 'Energía en casa' } });
    expect(screen.getByTestId('save-state')).toHaveTextContent('Guardando…');
    await act(async () => {
      jest.advanceTimersByTime(1400);
    });
    expect(callsTo('PUT', /Resource\/9$/)).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('Cambios guardados'));
    expect(callsTo('PUT', /Resource\/9$/)[0].body).toEqual({ title: 'Energía en casa', version: 4, locale: 'es' });
    expect(within(nav).getByRole('button', { name: /Datos generales\s*60\s%/ })).toBeInTheDocument();
    // skills stop at 3; keywords refuse duplicates
    jest.useRealTimers();
    const skills = screen.getByRole('group', { name: /Competencias/ });
    await userEvent.click(within(skills).getByRole('checkbox', { name: 'Liderazgo' }));
    await userEvent.click(within(skills).getByRole('checkbox', { name: 'Análisis' }));
    expect(within(skills).getByRole('checkbox', { name: 'Empatía' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Palabras clave' }), 'Agua{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Esa palabra clave ya está');
  });

  it('keeps edits made offline in localStorage and sends them in order when the network returns', async () => {
    let online = false;
    on('PUT', /^\/krea\/Resource\/9$/, (c: { body: any }) =>
      online ? res({ version: 5, ...c.body, locale: 'es' }) : new ApiError(0, 'NETWORK_ERROR', 'Network Error'),
    );
    await renderAt('/krea/resource/9');
    await screen.findByLabelText('Título *');
    fireEvent.change(screen.getByLabelText('Título *'), { target: { value: 'Sin red' } });
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('Sin conexión'), { timeout: 4000 });
    const stored = JSON.parse(localStorage.getItem('krea.resource.queue.9.es')!);
    expect(stored.patches).toEqual([{ title: 'Sin red' }]);
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('Cambios guardados'));
    expect(callsTo('PUT', /Resource\/9$/).at(-1)!.body).toMatchObject({ title: 'Sin red', version: 4 });
    expect(localStorage.getItem('krea.resource.queue.9.es')).toBeNull();
  });

  it('a 409 is merged: both texts kept with a notice, the save repeated with the current version', async () => {
    let n = 0;
    on('PUT', /^\/krea\/Resource\/9$/, (c: { body: any }) => {
      n++;
      if (n === 1)
        return new ApiError(409, 'KREA_VERSION_CONFLICT', 'conflict', {
          current: res({ version: 6, presentation: '<p>De la otra pestaña</p>', title: 'Otro título' }),
        });
      return res({ version: 7, ...c.body, locale: 'es' });
    });
    await renderAt('/krea/resource/9?step=intro');
    await screen.findByRole('heading', { name: 'Contenido introductorio' });
    fireEvent.change(screen.getByLabelText('Pregunta retórica'), { target: { value: '¿Por qué?' } });
    await waitFor(() => expect(callsTo('PUT', /Resource\/9$/)).toHaveLength(2), { timeout: 4000 });
    expect(callsTo('PUT', /Resource\/9$/)[1].body).toMatchObject({ version: 6, rhetoricalQuestion: '¿Por qué?' });
    const m = mergeConflict(
      { presentation: '<p>Mía</p>' },
      res(),
      res({ version: 6, presentation: '<p>Suya</p>' }),
      'Ambas:',
    );
    expect(m.conflicts).toEqual(['presentation']);
    expect(m.patch.presentation).toBe('<p>Mía</p><hr><p><strong>Ambas:</strong></p><p>Suya</p>');
    const c = mergeConflict(
      { classPlans: [cls(31, 1, { developmentSection: '<p>A</p>' })] as any },
      res(),
      res({ classPlans: [cls(31, 1, { developmentSection: '<p>B</p>', name: 'Nuevo' }), cls(33, 2)] as any }),
      'Ambas:',
    );
    expect((c.patch.classPlans as any)[0]).toMatchObject({
      name: 'Nuevo',
      developmentSection: '<p>A</p><hr><p><strong>Ambas:</strong></p><p>B</p>',
    });
    expect((c.patch.classPlans as any).map((x: any) => x.id)).toEqual([31, 33]);
  });

  it('adds a class, deletes the student part only with the exact phrase, and removes a class renumbering the rest (English)', async () => {
    on('PUT', /^\/krea\/Resource\/9$/, (c: { body: any }) => res({ version: 5, ...c.body, locale: 'es' }));
    await renderAt('/krea/resource/9/t/class/31', 'en');
    await screen.findByRole('heading', { name: 'Classes', level: 2 });
    expect(screen.getAllByTestId('class-card')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Add a class' }));
    expect(screen.getByRole('heading', { name: 'Class 3', level: 3 })).toBeInTheDocument();
    const first = screen.getAllByTestId('class-card')[0];
    await userEvent.click(within(first).getByRole('button', { name: 'Delete the student part' }));
    await userEvent.type(within(first).getByLabelText('Type “delete student class” to confirm'), 'delete student');
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    expect(within(first).getByRole('alert')).toHaveTextContent('The entered text does not match the expected');
    await userEvent.type(within(first).getByLabelText('Type “delete student class” to confirm'), ' class');
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    expect(within(first).getByText('This class has no student part.')).toBeInTheDocument();
    const second = screen.getAllByTestId('class-card')[1];
    await userEvent.click(within(second).getByRole('button', { name: 'Delete the class' }));
    await userEvent.type(
      within(second).getByRole('textbox', { name: /delete complete class/ }),
      'delete complete class',
    );
    await userEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    expect(screen.getAllByTestId('class-card')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Class 2', level: 3 })).toBeInTheDocument();
    await waitFor(() => expect((callsTo('PUT', /Resource\/9$/).at(-1)?.body as any)?.classPlans).toHaveLength(2), {
      timeout: 4000,
    });
    const body = callsTo('PUT', /Resource\/9$/).at(-1)!.body as any;
    expect(body.classPlans.map((c: any) => [c.id, c.studentEnabled])).toEqual([
      [31, false],
      [undefined, true],
    ]);
    // materials are added one at a time with Enter
    await userEvent.type(
      within(screen.getAllByTestId('class-card')[0]).getAllByLabelText('Add a material')[0],
      'Ruler{Enter}',
    );
    expect(within(screen.getAllByTestId('class-card')[0]).getByText('Physical: Ruler')).toBeInTheDocument();
  });

  it('a class added while its first save is in flight is not created twice: later saves carry the id it got', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let puts = 0;
    on('PUT', /^\/krea\/Resource\/9$/, async (c: { body: any }) => {
      puts += 1;
      if (puts === 1) await held;
      // the server gives every class without an id a new one (40, 41, ...)
      let next = 40;
      const classPlans = c.body.classPlans?.map((x: any) => (x.id ? x : { ...x, id: next++ }));
      return res({ version: 4 + puts, ...c.body, ...(classPlans ? { classPlans } : {}), locale: 'es' });
    });
    await renderAt('/krea/resource/9/t/class/31', 'en');
    await screen.findByRole('heading', { name: 'Classes', level: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Add a class' }));
    await waitFor(() => expect(puts).toBe(1), { timeout: 4000 });
    // the first save (with the new class and no id) is out: edit the new class meanwhile
    const third = screen.getAllByTestId('class-card')[2];
    await userEvent.type(within(third).getByLabelText('Class name'), 'Debate');
    await act(async () => release());
    await waitFor(() => expect(puts).toBe(2), { timeout: 4000 });
    const body = callsTo('PUT', /Resource\/9$/).at(-1)!.body as any;
    expect(body.classPlans.map((c: any) => c.id)).toEqual([31, 32, 40]);
    expect(body.classPlans[2].name).toContain('Debate');
  });

  it('minutes per section: labelled fields, the sum against the class, an alert when over, and they are saved (Catalan)', async () => {
    on(
      'GET',
      /^\/krea\/Resource\/9$/,
      res({
        classPlans: [
          cls(31, 1, { startMinutes: 10, developmentMinutes: 20, closureMinutes: 10, valuationMinutes: 5 }),
          cls(32, 2),
        ] as KreaResource['classPlans'],
      }),
    );
    on('PUT', /^\/krea\/Resource\/9$/, (c: { body: any }) => res({ version: 5, ...c.body, locale: 'es' }));
    await renderAt('/krea/resource/9/t/class/31', 'ca');
    const [first, second] = await screen.findAllByTestId('class-card');
    const group = within(first).getByRole('group', { name: 'Minuts per apartat' });
    const dev = within(group).getByRole('spinbutton', { name: 'Desenvolupament (min)' });
    expect(within(group).getByRole('spinbutton', { name: 'Inici (min)' })).toHaveValue(10);
    expect(dev).toHaveValue(20);
    expect(within(group).getByText('Apartats: 45 de 50 min')).toBeInTheDocument();
    expect(within(second).getByText('Sense temps: el pack de classe proposarà un repartiment.')).toBeInTheDocument();
    // over the class's 50 minutes: said at once, fields marked
    await userEvent.clear(dev);
    await userEvent.type(dev, '40');
    expect(within(group).getByRole('alert')).toHaveTextContent(
      'Els apartats sumen 65 min, més que els 50 min de la classe.',
    );
    expect(dev).toHaveAttribute('aria-invalid', 'true');
    // negative or broken input never reaches the form: 0 at least, whole minutes
    const closure = within(group).getByRole('spinbutton', { name: 'Tancament (min)' });
    fireEvent.change(closure, { target: { value: '-3' } });
    expect(closure).toHaveValue(0);
    await userEvent.clear(dev);
    await userEvent.type(dev, '30');
    expect(within(group).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(group).getByText('Apartats: 45 de 50 min')).toBeInTheDocument();
    await waitFor(
      () =>
        expect((callsTo('PUT', /Resource\/9$/).at(-1)?.body as any)?.classPlans?.[0]).toMatchObject({
          startMinutes: 10,
          developmentMinutes: 30,
          closureMinutes: 0,
          valuationMinutes: 5,
        }),
      { timeout: 4000 },
    );
    // emptied: not given again (null)
    await userEvent.clear(dev);
    expect(within(group).getByText('Apartats: 15 de 50 min')).toBeInTheDocument();
  });

  it('accessibility findings link to their fields and block publishing; versions compare and restore', async () => {
    on('GET', /\/Accessibility$/, {
      locale: 'es',
      issues: [
        { field: 'imageAlt', rule: 'imageAlt', detail: 'x' },
        { field: 'presentation', rule: 'headingOrder', detail: 'y' },
      ],
      progress: res().progress,
    });
    on('GET', /\/Versions$/, [
      {
        id: 71,
        version: 4,
        locale: 'es',
        user: 'Aurora',
        at: '2026-11-20T10:00:00.000Z',
        restoredFrom: null,
        title: 'Energía',
      },
      {
        id: 70,
        version: 3,
        locale: 'es',
        user: 'Aurora',
        at: '2026-11-20T09:00:00.000Z',
        restoredFrom: null,
        title: 'Antes',
      },
    ]);
    const state = (title: string) => ({
      id: 0,
      version: 0,
      locale: 'es',
      user: 'Aurora',
      at: '2026-11-20T09:00:00.000Z',
      restoredFrom: null,
      title,
      state: { ...res({ title }) },
    });
    on('GET', /\/Versions\/70$/, state('Antes'));
    on('GET', /\/Versions\/71$/, state('Energía'));
    on('POST', /\/Versions\/70\/Restore$/, res({ version: 5, title: 'Antes' }));
    await renderAt('/krea/resource/9?step=tools');
    const list = await screen.findByRole('list', { name: 'Revisión de accesibilidad' });
    // a plain Author's publication goes to review first (ADR 0047)
    expect(screen.getByRole('button', { name: 'Enviar a revisión' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Títulos fuera de orden — Presentación' })).toBeInTheDocument();
    // the comparison, field by field: the old and the new text, each labelled (issue 31)
    expect(
      await screen.findByRole('heading', { name: 'Diferencias entre versiones · 1 campo cambiado' }),
    ).toBeInTheDocument();
    const item = screen.getByRole('listitem', { name: 'Título' });
    expect(within(item).getByRole('group', { name: 'Versión 0 (antes)' })).toHaveTextContent('Antes');
    expect(within(item).getByRole('group', { name: 'Versión 0 (después)' })).toHaveTextContent('Energía');
    await userEvent.click(screen.getByRole('button', { name: 'Restaurar la versión 3' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Antes' })).toBeInTheDocument());
    expect(callsTo('POST', /Restore$/)[0].body).toEqual({ version: 4 });
    const again = await screen.findByRole('list', { name: 'Revisión de accesibilidad' });
    await userEvent.click(
      within(again).getByRole('button', { name: 'Imagen sin texto alternativo — Texto alternativo de la imagen' }),
    );
    await waitFor(() => expect(screen.getByLabelText('Texto alternativo de la imagen')).toHaveFocus());
  });

  it("publication review (ADR 0047): a plain Author sends to review and reads a reviewer's comment; an approver approves or sends back", async () => {
    const ready = { ...res().progress, total: 100 };
    on('GET', /\/Accessibility$/, { locale: 'es', issues: [], progress: ready });
    on('GET', /\/Versions$/, []);
    on('GET', /^\/krea\/Resource\/9$/, res({ progress: ready, reviewComment: 'Falta la evaluación' }));
    const waiting = res({
      version: 5,
      progress: ready,
      locales: [{ locale: 'es', title: 'Energía', available: false, reviewState: 'inReview' }],
    });
    on('PUT', /\/Status$/, waiting);
    await renderAt('/krea/resource/9?step=tools');
    expect(await screen.findByText('Devuelto por el revisor: Falta la evaluación')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a revisión' }));
    expect(callsTo('PUT', /\/Status$/)[0].body).toEqual({ status: 'published', locales: ['es'] });
    expect(
      await screen.findByText('En revisión: se publicará cuando un autor aprobador de tu red lo apruebe.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirar de revisión' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Aprobar y publicar' })).toBeNull();
    cleanupApp();

    // an approving author opening it (read-only for them): approve, or send back with a comment
    on('GET', /^\/krea\/Resource\/9$/, { ...waiting, permission: 'commenter', canEdit: false, canApprove: true });
    on('POST', /\/Review$/, res({ version: 6, progress: ready }));
    await renderAt('/krea/resource/9?step=tools');
    await userEvent.click(await screen.findByRole('button', { name: 'Devolver a borradores' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escribe un comentario para devolverlo');
    expect(callsTo('POST', /\/Review$/)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Comentario para los autores'), 'Revisa la clase 2');
    await userEvent.click(screen.getByRole('button', { name: 'Devolver a borradores' }));
    await waitFor(() => expect(callsTo('POST', /\/Review$/)).toHaveLength(1));
    expect(callsTo('POST', /\/Review$/)[0].body).toEqual({
      locale: 'es',
      decision: 'return',
      comment: 'Revisa la clase 2',
    });
  });

  it('deletes one language of the resource only after the exact phrase «eliminar recurso» (krea.md §5), then opens the one left', async () => {
    const two = res({
      locales: [
        { locale: 'es', title: 'Energía', available: false, reviewState: 'draft' },
        { locale: 'en', title: 'Energy', available: false, reviewState: 'draft' },
      ],
    });
    on('GET', /\/Accessibility$/, { locale: 'es', issues: [], progress: res().progress });
    on('GET', /\/Versions$/, []);
    on('GET', /^\/krea\/Resource\/9$/, two);
    on('DELETE', /^\/krea\/Resource\/9$/, { id: 9, deleted: false });
    await renderAt('/krea/resource/9?step=tools');
    const panel = await screen.findByRole('region', { name: 'Gestionar el recurso' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Eliminar el recurso o un idioma' }));
    const modal = screen.getByTestId('resource-delete-modal');
    await userEvent.selectOptions(within(modal).getByLabelText('Qué quieres eliminar'), 'en');
    await userEvent.type(
      within(modal).getByLabelText('Escribe «eliminar recurso» para confirmar'),
      'eliminar contenido',
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Eliminar' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent('El texto introducido no coincide con el esperado');
    expect(callsTo('DELETE', /Resource/)).toHaveLength(0);
    const phrase = within(modal).getByLabelText('Escribe «eliminar recurso» para confirmar');
    await userEvent.clear(phrase);
    // keyboard only: type the phrase and press Enter
    await userEvent.type(phrase, 'eliminar recurso{Enter}');
    await waitFor(() => expect(callsTo('DELETE', /Resource\/9$/)).toHaveLength(1));
    expect(callsTo('DELETE', /Resource\/9$/)[0].params).toEqual({ locale: 'en', onlyLocale: 'true' });
    await waitFor(() => expect(screen.queryByTestId('resource-delete-modal')).toBeNull());
    expect(new URLSearchParams(window.location.search).get('locale')).toBe('es');
  });

  it('deletes the whole resource (English phrase) and goes back to my resources; a failure is said in the dialog', async () => {
    on('GET', /\/Accessibility$/, { locale: 'en', issues: [], progress: res().progress });
    on('GET', /\/Versions$/, []);
    on('GET', /^\/krea\/Resource\/9$/, res({ locale: 'en' }));
    on('DELETE', /^\/krea\/Resource\/9$/, fail(500, 'INTERNAL'));
    await renderAt('/krea/resource/9?step=tools&locale=en', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the resource or a language' }));
    const modal = screen.getByTestId('resource-delete-modal');
    // one language only: no per-language choice, the whole resource goes
    expect(
      within(modal)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['The whole resource (every language)']);
    await userEvent.type(within(modal).getByLabelText('Type “delete resource” to confirm'), 'delete resource');
    await userEvent.click(within(modal).getByRole('button', { name: 'Delete' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('It could not be deleted. Please try again.');
    on('DELETE', /^\/krea\/Resource\/9$/, { id: 9, deleted: true });
    await userEvent.click(within(modal).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(window.location.pathname).toBe('/krea/my-resources'));
    expect(callsTo('DELETE', /Resource\/9$/).at(-1)!.params).toBeUndefined();
  });

  it('the owner invites a collaborator to the resource; an editor only sees the team', async () => {
    on('GET', /\/Accessibility$/, { locale: 'es', issues: [], progress: res().progress });
    on('GET', /\/Versions$/, []);
    on('GET', /^\/krea\/Resource\/9\/Authors$/, [
      { userId: 1, name: 'Aurora Author', email: 'author@demo.test', permission: 'owner' },
    ]);
    on('GET', /^\/AccountApi\/GetAllUsersFromSchoolGroup$/, [
      { userId: 5, name: 'Carmen Coautora', email: 'coauthor@demo.test', canCollaborate: true },
    ]);
    on('PUT', /^\/krea\/Resource\/9\/Authors$/, [
      { userId: 1, name: 'Aurora Author', email: 'author@demo.test', permission: 'owner' },
      { userId: 5, name: 'Carmen Coautora', email: 'coauthor@demo.test', permission: 'commenter' },
    ]);
    await renderAt('/krea/resource/9?step=tools');
    await userEvent.click(await screen.findByRole('button', { name: 'Invitar colaboradores' }));
    const modal = await screen.findByTestId('team-modal');
    expect(within(modal).getByRole('heading', { name: 'Colaboradores del recurso' })).toBeInTheDocument();
    await waitFor(() => expect(within(modal).getAllByRole('option', { name: /Carmen Coautora/ })).toHaveLength(1));
    await userEvent.selectOptions(within(modal).getByLabelText('Invitar a un autor de tu red'), '5');
    await userEvent.selectOptions(within(modal).getByLabelText('Permiso'), 'commenter');
    await userEvent.click(within(modal).getByRole('button', { name: 'Invitar' }));
    await waitFor(() => expect(callsTo('PUT', /Resource\/9\/Authors$/)).toHaveLength(1));
    expect(callsTo('PUT', /Resource\/9\/Authors$/)[0].body).toEqual({
      authors: [{ userId: 5, permission: 'commenter' }],
    });
    cleanup();
    cleanupApp();

    on('GET', /^\/krea\/Resource\/9$/, res({ permission: 'editor' }));
    await renderAt('/krea/resource/9?step=tools');
    const panel = await screen.findByRole('region', { name: 'Gestionar el recurso' });
    expect(within(panel).queryByRole('button', { name: 'Eliminar el recurso o un idioma' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Ver colaboradores' }));
    expect(within(await screen.findByTestId('team-modal')).queryByLabelText('Invitar a un autor de tu red')).toBeNull();
  });

  it('on a phone the steps, the completion and the save indicator stick below the app bar (issue 30)', async () => {
    await renderAt('/krea/resource/9');
    const bar = await screen.findByTestId('resource-sticky');
    expect(bar).toHaveAccessibleName('Pasos del recurso');
    expect(within(bar).getByTestId('save-state')).toBeInTheDocument();
    expect(within(bar).getByText('Completado: 50 %')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: /4\. Clases/ })).toBeInTheDocument();
    expect(getComputedStyle(bar).position).toBe('sticky');
    expect(getComputedStyle(bar).top).toBe('65px');
  });

  it("the team dialog says when the resource's team cannot be loaded or saved", async () => {
    on('GET', /\/Accessibility$/, { locale: 'en', issues: [], progress: res().progress });
    on('GET', /\/Versions$/, []);
    on('GET', /^\/krea\/Resource\/9\/Authors$/, fail(500, 'INTERNAL'));
    on('GET', /^\/AccountApi\/GetAllUsersFromSchoolGroup$/, [
      { userId: 5, name: 'Carmen Coautora', email: 'coauthor@demo.test', canCollaborate: true },
    ]);
    on('PUT', /^\/krea\/Resource\/9\/Authors$/, fail(400, 'KREA_UNKNOWN_USER'));
    await renderAt('/krea/resource/9?step=tools&locale=en', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite collaborators' }));
    const modal = await screen.findByTestId('team-modal');
    expect(await within(modal).findByRole('alert')).toHaveTextContent('It could not be loaded. Please try again.');
    await waitFor(() => expect(within(modal).getAllByRole('option', { name: /Carmen Coautora/ })).toHaveLength(1));
    await userEvent.selectOptions(within(modal).getByLabelText('Invite an author of your network'), '5');
    await userEvent.click(within(modal).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(within(modal).getAllByRole('alert')).toHaveLength(2));
  });
});
