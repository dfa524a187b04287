/**
 * The live class's screens (issue 33) with a faked hub (features/live/fakeHub.ts) and a faked REST group: the
 * student's join, answers, reconnect and end; the teacher's pacing, live counts, participants, removal and end.
 */
import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveJoinAnswer, LiveStudentState, LiveSummaryDto, LiveTeacherState } from '@platform/contracts';
import { describeRemote, renderRemote } from '@platform/remote-kit/testing';
import { app } from './app';
import { routes } from './routes';
import { fakeSignalR, type FakeHub } from './features/live/fakeHub';
import { setLiveSignalRLoader } from './features/live/hub';

jest.mock('@platform/api-client/live', () => ({
  byCode: jest.fn(),
  start: jest.fn(),
  end: jest.fn(),
  summary: jest.fn(),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const api = require('@platform/api-client/live') as Record<'byCode' | 'end' | 'summary', jest.Mock>;

let hub: FakeHub;
beforeEach(() => {
  hub = fakeSignalR();
  setLiveSignalRLoader(async () => hub.module);
  sessionStorage.clear();
  Object.values(api).forEach((m) => m.mockReset());
});

const INFO = { code: 'ABC234', resourceTitle: 'Huerto en el patio', className: 'Observamos', locale: 'es' as const };
const studentState = (extra: Partial<LiveStudentState> = {}): LiveStudentState => ({
  ...INFO,
  shown: null,
  myAnswers: {},
  ended: false,
  ...extra,
});
const QUESTION = {
  kind: 'question' as const,
  question: {
    id: 'q1',
    kind: 'choice' as const,
    prompt: '¿Qué necesita una planta?',
    options: [
      { id: 'a', text: 'Agua' },
      { id: 'b', text: 'Plástico' },
    ],
    multiple: false,
  },
};

/** A hub whose Join refuses `taken` and answers state `s` with rejoin key K1. */
function studentServer(s: () => LiveStudentState, taken = 'Ana') {
  hub.server = (method, args) => {
    if (method === 'Join') {
      if (args[1] === taken && args.length < 3) throw new Error('LIVE_NICKNAME_TAKEN');
      return { participantId: 'p1', rejoinKey: 'K1', state: s() } satisfies LiveJoinAnswer;
    }
    return null;
  };
}

async function joinAs(nick: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Tu apodo');
  await user.clear(field);
  await user.type(field, nick);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  return user;
}

describeRemote(app, routes, () => {
  describe('student', () => {
    it('joins with a nickname: a taken one is refused at the field, in the page language; then waits for the teacher', async () => {
      api.byCode.mockResolvedValue(INFO);
      studentServer(() => studentState());
      await renderRemote(app, routes, '/live/abc234');
      expect(await screen.findByRole('heading', { level: 1, name: 'Huerto en el patio' })).toBeInTheDocument();
      expect(api.byCode).toHaveBeenCalledWith('ABC234', { silent: true });
      await joinAs('Ana');
      const field = screen.getByLabelText('Tu apodo');
      expect(await screen.findByRole('alert')).toHaveTextContent('Ya hay alguien con este apodo en la clase');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(/Ya hay alguien con este apodo/);
      await joinAs('Bea');
      expect(await screen.findByText('Espera: el profesor todavía no ha mostrado nada.')).toBeInTheDocument();
      expect(hub.invocations.filter((i) => i.method === 'Join').map((i) => i.args)).toEqual([
        ['ABC234', 'Ana'],
        ['ABC234', 'Bea'],
      ]);
      expect(JSON.parse(sessionStorage.getItem('platform.live.ABC234')!)).toEqual({ nickname: 'Bea', rejoinKey: 'K1' });
      act(() => hub.emit('Ended'));
      expect(screen.getByRole('heading', { level: 2, name: 'La clase ha terminado' })).toBeInTheDocument();
      expect(sessionStorage.getItem('platform.live.ABC234')).toBeNull();
    });

    it('an empty or too long nickname is said at the field without asking the hub', async () => {
      api.byCode.mockResolvedValue(INFO);
      await renderRemote(app, routes, '/live/ABC234');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Entrar' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Escribe un apodo.');
      expect(screen.getByLabelText('Tu apodo')).toHaveAttribute('maxLength', '24');
      expect(hub.invocations).toEqual([]);
    });

    it('shows the section, then the question; sends an answer, keeps it over a reconnect (role=status says so)', async () => {
      api.byCode.mockResolvedValue(INFO);
      let state = studentState();
      studentServer(() => state);
      await renderRemote(app, routes, '/live/ABC234');
      const user = await joinAs('Bea');
      await screen.findByText(/Espera/);
      act(() =>
        hub.emit('Shown', {
          kind: 'section',
          section: 'development',
          html: '<p>Mirad las hojas</p>',
          minutes: 10,
          materials: [{ name: 'Ficha', url: '/files/ficha.pdf' }],
        }),
      );
      expect(screen.getByRole('heading', { level: 2, name: 'Desarrollo' })).toBeInTheDocument();
      expect(screen.getByText('10 minutos')).toBeInTheDocument();
      expect(screen.getByText('Mirad las hojas')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ficha' })).toHaveAttribute('href', '/files/ficha.pdf');

      act(() => hub.emit('Shown', QUESTION));
      const group = screen.getByRole('group', { name: '¿Qué necesita una planta?' });
      expect(within(group).getAllByRole('radio')).toHaveLength(2);
      await user.click(within(group).getByRole('radio', { name: 'Agua' }));
      await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
      expect(await screen.findByText(/Respuesta enviada/)).toBeInTheDocument();
      expect(hub.invocations.at(-1)).toEqual({ method: 'Answer', args: ['q1', ['a']] });
      expect(screen.getByRole('button', { name: 'Cambiar respuesta' })).toBeDisabled();

      // the connection drops: said politely; back: Join again with the rejoin key, the server's answer is kept
      act(() => hub.drop());
      expect(screen.getByTestId('live-link-status')).toHaveTextContent('Reconectando');
      state = studentState({ shown: QUESTION, myAnswers: { q1: ['a'] } });
      await act(async () => hub.back());
      await waitFor(() => expect(screen.getByTestId('live-link-status')).toBeEmptyDOMElement());
      expect(hub.invocations.at(-1)).toEqual({ method: 'Join', args: ['ABC234', 'Bea', 'K1'] });
      expect(screen.getByRole('radio', { name: 'Agua' })).toBeChecked();
      expect(screen.getByText('Estás como Bea')).toBeInTheDocument();
    });

    it('several correct options are checkboxes; a short answer is a text; Removed has its screen', async () => {
      api.byCode.mockResolvedValue(INFO);
      studentServer(() => studentState());
      await renderRemote(app, routes, '/live/ABC234');
      const user = await joinAs('Bea');
      await screen.findByText(/Espera/);
      act(() => hub.emit('Shown', { ...QUESTION, question: { ...QUESTION.question, multiple: true } }));
      expect(screen.getAllByRole('checkbox')).toHaveLength(2);
      expect(screen.getByText('Elige todas las respuestas correctas')).toBeInTheDocument();
      act(() =>
        hub.emit('Shown', {
          kind: 'question',
          question: { id: 'q2', kind: 'short', prompt: '¿Por qué?', options: [], multiple: false },
        }),
      );
      await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Escribe tu respuesta.');
      await user.type(screen.getByRole('textbox', { name: '¿Por qué?' }), 'Por el sol');
      await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
      expect(hub.invocations.at(-1)).toEqual({ method: 'Answer', args: ['q2', 'Por el sol'] });
      act(() => hub.emit('Removed'));
      expect(screen.getByRole('heading', { name: 'Ya no estás en la clase' })).toBeInTheDocument();
      expect(sessionStorage.getItem('platform.live.ABC234')).toBeNull();
    });

    it("speaks the session's language by default (an English class), and says an unknown code at the code field", async () => {
      api.byCode.mockResolvedValueOnce({ ...INFO, locale: 'en' });
      await renderRemote(app, routes, '/live/ABC234');
      expect(await screen.findByLabelText('Your nickname')).toBeInTheDocument();
      api.byCode.mockRejectedValueOnce({ response: { status: 404 } });
      await renderRemote(app, routes, '/live/ZZZ999', 'es');
      expect(await screen.findByRole('alert')).toHaveTextContent('No hay ninguna clase en directo con este código');
      expect(screen.getByLabelText('Código de la clase')).toHaveValue('ZZZ999');
    });

    it('/live: a malformed code is said at the field; a good one opens its page', async () => {
      api.byCode.mockResolvedValue(INFO);
      await renderRemote(app, routes, '/live');
      const user = userEvent.setup();
      const field = await screen.findByLabelText('Código de la clase');
      await user.type(field, 'ab1');
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      expect(screen.getByRole('alert')).toHaveTextContent('El código tiene seis letras o números.');
      await user.clear(field);
      await user.type(field, ' abc234 ');
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      expect(window.location.pathname).toBe('/live/ABC234');
      expect(await screen.findByLabelText('Tu apodo')).toBeInTheDocument();
    });
  });

  describe('teacher', () => {
    const teacherState = (extra: Partial<LiveTeacherState> = {}): LiveTeacherState => ({
      id: 5,
      code: 'ABC234',
      joinUrl: 'http://localhost/live/ABC234',
      expiresAt: '2026-11-29T12:00:00Z',
      resourceId: 9,
      classId: 3,
      resourceTitle: 'Huerto en el patio',
      className: 'Observamos',
      locale: 'es',
      startedAt: '2026-11-29T09:00:00Z',
      endedAt: null,
      sections: [
        { section: 'start', minutes: 5, hasContent: true },
        { section: 'development', minutes: 30, hasContent: true },
        { section: 'closure', minutes: 10, hasContent: true },
        { section: 'valuation', minutes: null, hasContent: false },
      ],
      questions: [
        {
          id: 'q1',
          kind: 'choice',
          prompt: '¿Qué necesita una planta?',
          options: [
            { id: 'a', text: 'Agua', correct: true },
            { id: 'b', text: 'Plástico', correct: false },
          ],
          exitTicket: false,
        },
        { id: 'q2', kind: 'short', prompt: '¿Qué has aprendido?', options: [], exitTicket: true },
      ],
      shown: null,
      participants: [
        { id: 'p1', nickname: 'Ana', connected: true },
        { id: 'p2', nickname: 'Bea', connected: true },
      ],
      answers: [],
      ...extra,
    });
    const answer = (participantId: string, nickname: string, questionId: string, value: string[] | string) => ({
      questionId,
      participantId,
      nickname,
      value,
    });

    it('shows the code, QR and link; paces the sections; the close section offers the exit ticket', async () => {
      hub.server = (m) => (m === 'Teach' ? teacherState() : null);
      await renderRemote(app, routes, '/live/teach/5');
      expect(await screen.findByTestId('live-code')).toHaveTextContent('ABC234');
      expect(hub.invocations[0]).toEqual({ method: 'Teach', args: [5] });
      expect(hub.urls[0].url).toBe('/liveClassHub');
      expect(screen.getByRole('img', { name: 'Código QR para unirse a la clase' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'http://localhost/live/ABC234' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Observamos' })).toBeInTheDocument();
      const user = userEvent.setup();
      const dev = screen.getByRole('button', { name: 'Mostrar: Desarrollo' });
      await user.click(dev);
      expect(hub.invocations.at(-1)).toEqual({ method: 'Show', args: [{ kind: 'section', section: 'development' }] });
      expect(dev).toHaveAttribute('aria-pressed', 'true');
      expect(screen.queryByTestId('live-exit-ticket')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Mostrar: Cierre' }));
      const exit = screen.getByTestId('live-exit-ticket');
      await user.click(within(exit).getByRole('button', { name: 'Lanzar' }));
      expect(hub.invocations.at(-1)).toEqual({ method: 'Show', args: [{ kind: 'question', questionId: 'q2' }] });
      await user.click(screen.getByRole('button', { name: 'Vaciar la pantalla' }));
      expect(hub.invocations.at(-1)).toEqual({ method: 'Show', args: [null] });
    });

    it('counts answers per option as they arrive; a changed answer counts once; short answers can be hidden', async () => {
      hub.server = (m) => (m === 'Teach' ? teacherState() : null);
      await renderRemote(app, routes, '/live/teach/5');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Lanzar: ¿Qué necesita una planta?' }));
      const results = screen.getByTestId('live-results');
      expect(within(results).getByText('0 respuestas de 2 participantes')).toBeInTheDocument();
      act(() => hub.emit('AnswerReceived', answer('p1', 'Ana', 'q1', ['b'])));
      act(() => hub.emit('AnswerReceived', answer('p2', 'Bea', 'q1', ['a'])));
      act(() => hub.emit('AnswerReceived', answer('p1', 'Ana', 'q1', ['a'])));
      expect(within(results).getByText('2 respuestas de 2 participantes')).toBeInTheDocument();
      const count = (o: string) => within(screen.getByTestId(`live-option-${o}`)).getByTestId('live-option-count');
      expect(count('a').textContent).toMatch(/^2 · 100\s%$/);
      expect(count('b').textContent).toMatch(/^0 · 0\s%$/);

      await user.click(screen.getByRole('button', { name: 'Lanzar: ¿Qué has aprendido?' }));
      act(() => hub.emit('AnswerReceived', answer('p2', 'Bea', 'q2', 'Que las plantas beben')));
      expect(screen.getByText('Que las plantas beben')).toBeInTheDocument();
      const hide = screen.getByRole('button', { name: 'Ocultar en el proyector' });
      await user.click(hide);
      expect(hide).toHaveAttribute('aria-pressed', 'true');
      expect(screen.queryByText('Que las plantas beben')).toBeNull();
      expect(screen.getByText('1 respuesta oculta en el proyector')).toBeInTheDocument();
    });

    it('lists who joined with their connection; Remove asks first; a reconnect redraws from Teach', async () => {
      let state = teacherState();
      hub.server = (m) => (m === 'Teach' ? state : null);
      await renderRemote(app, routes, '/live/teach/5');
      const list = await screen.findByTestId('live-participants');
      act(() => hub.emit('Joined', { id: 'p3', nickname: 'Carla', connected: true }));
      expect(within(list).getByRole('heading', { name: '3 participantes' })).toBeInTheDocument();
      act(() => hub.emit('Left', 'p3'));
      const carla = within(list).getAllByTestId('live-participant')[2];
      expect(carla).toHaveTextContent('CarlaSin conexión');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Quitar a Ana' }));
      const dialog = screen.getByRole('alertdialog', { name: '¿Quitar a Ana?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      expect(hub.invocations.some((i) => i.method === 'Remove')).toBe(false);
      await user.click(screen.getByRole('button', { name: 'Quitar a Ana' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Quitar' }));
      expect(hub.invocations.at(-1)).toEqual({ method: 'Remove', args: ['p1'] });
      await waitFor(() => expect(within(list).queryByText('Ana')).toBeNull());

      act(() => hub.drop());
      expect(screen.getByTestId('live-link-status')).toHaveTextContent('Reconectando');
      state = teacherState({ participants: [{ id: 'p9', nickname: 'Dani', connected: true }] });
      await act(async () => hub.back());
      expect(await within(list).findByText('Dani')).toBeInTheDocument();
      expect(hub.invocations.filter((i) => i.method === 'Teach')).toHaveLength(2);
    });

    it('End class asks first, then shows the summary', async () => {
      hub.server = (m) => (m === 'Teach' ? teacherState() : null);
      const summary: LiveSummaryDto = {
        id: 5,
        resourceId: 9,
        classId: 3,
        resourceTitle: 'Huerto en el patio',
        className: 'Observamos',
        startedAt: '2026-11-29T09:00:00Z',
        endedAt: '2026-11-29T09:50:00Z',
        participants: 3,
        usedContentId: 12,
        questions: [
          {
            id: 'q1',
            kind: 'choice',
            prompt: '¿Qué necesita una planta?',
            answered: 3,
            correct: 2,
            options: [
              { id: 'a', text: 'Agua', correct: true, count: 2 },
              { id: 'b', text: 'Plástico', correct: false, count: 1 },
            ],
            texts: [],
          },
        ],
      };
      api.end.mockResolvedValue(summary);
      await renderRemote(app, routes, '/live/teach/5');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Terminar la clase' }));
      await user.click(
        within(screen.getByRole('alertdialog', { name: '¿Terminar la clase en directo?' })).getByRole('button', {
          name: 'Terminar la clase',
        }),
      );
      expect(api.end).toHaveBeenCalledWith(5, { silent: true });
      const s = await screen.findByTestId('live-summary');
      expect(within(s).getByText('3 participantes')).toBeInTheDocument();
      expect(within(s).getByText(/3 respuestas · 2 con todas las opciones correctas \(67\s%\)/)).toBeInTheDocument();
    });
  });
});
