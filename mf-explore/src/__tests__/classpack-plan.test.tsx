/** Issue 19 in the explore remote: the class pack button (resource teacher tab, program page) and the lazy "plan with what I have" panel of the feed. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@platform/api-client';
import type { PlanResult } from '@platform/contracts';
import { calls, installFakeApi, on, resetApi } from '../test/fakeApi';
import { cleanupApp, renderAt, setUser } from '../test/render';
import { toPlanQuery } from '../features/plan/PlanPanel';

installFakeApi();

const createObjectURL = jest.fn(() => 'blob:pack');
beforeAll(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined); // jsdom does not navigate
});
beforeEach(() => {
  resetApi();
  createObjectURL.mockClear();
});
afterEach(() => {
  cleanupApp();
  setUser(null);
});

/** A promise the test resolves: the PDF "being made" until then. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('class pack button', () => {
  it('on the teacher tab: shows a progress bar while the PDF is made, then saves it', async () => {
    setUser(['Teacher']);
    const pdf = deferred<Blob>();
    on('POST', /ResourceApi\/7\/ClassPack$/, () => pdf.promise);
    await renderAt('/resource/7/t', 'es');
    const button = await screen.findByRole('button', { name: 'Pack de clase (PDF)' });
    await userEvent.click(button);
    expect(await screen.findByRole('progressbar', { name: 'Preparando el pack de clase' })).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST' && /ClassPack/.test(c.url)).map((c) => c.url)).toEqual([
      '/ResourceApi/7/ClassPack',
    ]);
    pdf.resolve(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    expect(await screen.findByText('Pack de clase descargado.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(button).toBeEnabled();
  });

  it('lets the teacher choose the classes with the keyboard: all by default, only the ticked ones are sent', async () => {
    setUser(['Teacher']);
    on('POST', /ResourceApi\/7\/ClassPack$/, new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    await renderAt('/resource/7/t', 'es');
    const choose = await screen.findByRole('button', { name: 'Elegir clases' });
    expect(choose).toHaveAttribute('aria-expanded', 'false');
    choose.focus();
    await userEvent.keyboard('{Enter}');
    expect(choose).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Clases del pack' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true]);
    expect(within(group).getByRole('checkbox', { name: 'Clase 1: Sesión 1 (45 min)' })).toBeInTheDocument();
    expect(screen.getByText('Clases en el pack: 2 de 2')).toBeInTheDocument();
    // leave class 1 out with the space bar
    boxes[0].focus();
    await userEvent.keyboard(' ');
    expect(boxes[0]).not.toBeChecked();
    expect(screen.getByText('Clases en el pack: 1 de 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pack de clase (PDF)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const posts = calls.filter((c) => c.method === 'POST' && /ClassPack/.test(c.url));
    expect(posts.map((c) => c.params)).toEqual([{ locale: 'es', classIds: '102' }]);
    // none: the button is off and says why; "All" ticks them again and the pack asks for every class (no classIds)
    await userEvent.click(screen.getByRole('button', { name: 'Ninguna' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elige al menos una clase.');
    expect(screen.getByRole('button', { name: 'Pack de clase (PDF)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Todas' }));
    expect(
      within(group)
        .getAllByRole('checkbox')
        .every((b) => (b as HTMLInputElement).checked),
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Pack de clase (PDF)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    expect(calls.filter((c) => c.method === 'POST' && /ClassPack/.test(c.url)).map((c) => c.params)).toEqual([
      { locale: 'es', classIds: '102' },
      { locale: 'es' },
    ]);
  });

  it('on the program page the classes come grouped by resource (Catalan), and the chosen ones are sent', async () => {
    setUser(['Teacher']);
    on('POST', /EducationalProgramApi\/3\/ClassPack$/, new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    await renderAt('/program/3', 'ca');
    await userEvent.click(await screen.findByRole('button', { name: 'Triar classes' }));
    const first = await screen.findByRole('group', { name: 'Robots recicladores' });
    const second = screen.getByRole('group', { name: 'Huerto lunar' });
    expect(within(first).getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Classe 2: Sesión 2 (45 min)' }));
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Classe 1: Única (45 min)' }));
    expect(screen.getByText('Classes al pack: 1 de 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pack de classe (PDF)' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.method === 'POST' && /EducationalProgramApi\/3\/ClassPack/.test(c.url))
          .map((c) => c.params),
      ).toEqual([{ locale: 'ca', classIds: '101' }]),
    );
  });

  it('is not on the presentation or student tabs', async () => {
    setUser(['Teacher']);
    await renderAt('/resource/7/s', 'es');
    expect(await screen.findByTestId('student-trigger')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pack de clase (PDF)' })).not.toBeInTheDocument();
  });

  it('on the program page, in English; a failure says so and saves nothing', async () => {
    setUser(['Teacher']);
    on('POST', /EducationalProgramApi\/3\/ClassPack$/, new ApiError(500, 'INTERNAL', 'boom'));
    await renderAt('/program/3', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Class pack (PDF)' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/EducationalProgramApi/3/ClassPack')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(screen.queryByText('Class pack downloaded.')).not.toBeInTheDocument();
  });
});

const result = (over: Partial<PlanResult>): PlanResult => ({
  kind: 'resource',
  resourceId: 7,
  classId: null,
  classNumber: null,
  title: 'Cometas de papel',
  className: null,
  cover: null,
  classes: 1,
  minutes: 40,
  fit: 0.8,
  devices: 'none',
  needsPrinter: false,
  needsConnection: false,
  reason: '1 clase, 40 min; necesita papel y rotuladores',
  ...over,
});

describe('plan with what I have (feed)', () => {
  it('opens on demand, sends the time, materials and connection, and lists what fits with its reason', async () => {
    on('GET', /ResourceApi\/PlanWithWhatIHave/, {
      data: [
        result({}),
        result({
          kind: 'class',
          resourceId: 9,
          classId: 91,
          classNumber: 2,
          title: 'Mapas del barrio',
          className: 'Sesión 2',
          minutes: 45,
          fit: 0.9,
          reason: 'Clase 2 (Sesión 2), 45 min; no necesita material',
        }),
      ],
      available: { minutes: 50, sessions: null, sessionMinutes: null },
    });
    await renderAt('/feed', 'es');
    expect(screen.queryByRole('heading', { name: 'Planificar con lo que tengo' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Planificar con lo que tengo' }));
    const panel = await screen.findByRole('region', { name: 'Planificar con lo que tengo' });
    expect(within(panel).getByLabelText('Minutos disponibles')).toHaveValue(50);
    expect(within(panel).getByRole('radio', { name: 'Sin dispositivos' })).toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'Sin conexión' })).toBeChecked();
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    await userEvent.click(within(panel).getByRole('button', { name: 'Buscar lo que encaja' }));
    const list = await within(panel).findByRole('list', { name: 'Propuestas' });
    // the answer is brought into view and focused (below the form, out of sight on a phone)
    const results = within(panel).getByRole('region', { name: 'Propuestas' });
    await waitFor(() => expect(results).toHaveFocus());
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(results);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('1 clase, 40 min; necesita papel y rotuladores');
    expect(within(items[1]).getByRole('link', { name: 'Mapas del barrio · Clase 2: Sesión 2' })).toHaveAttribute(
      'href',
      '/resource/9/t/class/91',
    );
    expect(within(panel).getByText('2 propuestas para 50 min')).toBeInTheDocument();
    expect(calls.find((c) => /PlanWithWhatIHave/.test(c.url))?.params).toEqual({
      minutes: 50,
      connectivity: 'offline',
      locale: 'es',
    });

    // sessions, a projector, a printer, online, ages
    await userEvent.click(within(panel).getByRole('radio', { name: 'Sesiones' }));
    await userEvent.clear(within(panel).getByLabelText('Número de sesiones'));
    await userEvent.type(within(panel).getByLabelText('Número de sesiones'), '3');
    await userEvent.click(within(panel).getByRole('radio', { name: 'Un proyector' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Tengo impresora' }));
    await userEvent.click(within(panel).getByRole('radio', { name: 'Con conexión' }));
    await userEvent.type(within(panel).getByLabelText('Desde'), '8');
    await userEvent.type(within(panel).getByLabelText('Hasta'), '10');
    await userEvent.click(within(panel).getByRole('button', { name: 'Buscar lo que encaja' }));
    await waitFor(() =>
      expect(calls.filter((c) => /PlanWithWhatIHave/.test(c.url)).pop()?.params).toEqual({
        sessions: 3,
        sessionMinutes: 50,
        materials: 'projector,printer',
        connectivity: 'online',
        ageMin: 8,
        ageMax: 10,
        locale: 'es',
      }),
    );
  });

  it('says what is wrong instead of asking the server, and says when nothing fits (English)', async () => {
    on('GET', /ResourceApi\/PlanWithWhatIHave/, {
      data: [],
      available: { minutes: 10, sessions: null, sessionMinutes: null },
    });
    await renderAt('/feed', 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Plan with what I have' }));
    const panel = await screen.findByRole('region', { name: 'Plan with what I have' });
    const minutes = within(panel).getByLabelText('Minutes available');
    await userEvent.clear(minutes);
    await userEvent.click(within(panel).getByRole('button', { name: 'Find what fits' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Give a number of minutes above zero.');
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => /PlanWithWhatIHave/.test(c.url))).toBe(false);
    await userEvent.type(minutes, '10');
    await userEvent.click(within(panel).getByRole('button', { name: 'Find what fits' }));
    expect(
      await within(panel).findByText('Nothing fits that time and those materials. Try more time or more materials.'),
    ).toBeInTheDocument();
  });

  it('toPlanQuery: the form as the API query', () => {
    const base = {
      mode: 'minutes' as const,
      minutes: '45',
      sessions: '2',
      sessionMinutes: '50',
      devices: 'devicePerGroup' as const,
      printer: false,
      online: false,
      ageMin: '',
      ageMax: '',
    };
    expect(toPlanQuery(base)).toEqual({
      query: { minutes: 45, materials: ['devicePerGroup'], connectivity: 'offline' },
    });
    expect(toPlanQuery({ ...base, minutes: '-3' })).toEqual({ error: 'minutes' });
    expect(toPlanQuery({ ...base, ageMin: '9' })).toEqual({ error: 'ages' });
    expect(toPlanQuery({ ...base, mode: 'sessions', sessionMinutes: '0' })).toEqual({ error: 'sessionMinutes' });
  });
});
