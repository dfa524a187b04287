import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@platform/i18n';
import { describeRemote, renderRemote } from '@platform/remote-kit/testing';
import { app } from './app';
import { routes } from './routes';
import { prime, resetStudentData } from './features/student';
import { sharedResource } from './features/student/fixture';

jest.mock('@platform/api-client/resource', () => ({ studentResource: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const api = require('@platform/api-client/resource') as { studentResource: jest.Mock };

beforeEach(() => {
  resetStudentData();
  api.studentResource.mockReset();
});

describeRemote(app, routes, () => {
  it('stored markup stays harmless (ADR 0047): the question is text; rich text keeps the allowlist only', async () => {
    const data = sharedResource();
    const overlay = '<a_x style="position:fixed;inset:0">x</a_x>';
    data.studentMaterial.rhetoricalQuestion = `¿Y esto? ${overlay}`;
    data.studentMaterial.studentPedagogicalGoal = `<p>Meta</p>${overlay}<img src=x onerror="alert(1)"><a href="javascript:alert(1)">j</a>`;
    prime({ id: '7', locale: 'es', data });
    await renderRemote(app, routes, '/r/7');
    expect(screen.getByText(`¿Y esto? ${overlay}`)).toBeInTheDocument();
    expect(document.querySelector('a_x, [style*="fixed"], img[src="x"], [onerror], a[href^="javascript"]')).toBeNull();
    expect(screen.getByText('Meta').tagName).toBe('P');
  });
  it('trigger tab: title, author, category, media, goal and question; the index lists the trigger and only the shared classes, numbered', async () => {
    prime({ id: '7', locale: 'es', data: sharedResource() });
    await renderRemote(app, routes, '/r/7');
    expect(screen.getByRole('heading', { level: 1, name: 'Huerto en el patio' })).toBeInTheDocument();
    expect(screen.getByText('De Laura Gómez')).toBeInTheDocument();
    expect(screen.getByText('Ciudadanía global')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Un huerto escolar' })).toHaveAttribute(
      'src',
      '/files/demo/covers/huerto.svg',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Qué vas a aprender' })).toBeInTheDocument();
    expect(screen.getByText('cuidar').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull(); // the content's script is dropped
    expect(screen.getByText('¿De dónde viene lo que comes?')).toBeInTheDocument();
    const index = screen.getByRole('navigation', { name: 'Índice del recurso' });
    const links = within(index)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Detonante', '/r/7'],
      ['Para empezar', '/r/7#sv-media'],
      ['Qué vas a aprender', '/r/7#sv-goal'],
      ['Pregunta para pensar', '/r/7#sv-question'],
      ['Clase 1: Observamos', '/r/7/class/101'],
      ['Enunciado', '/r/7/class/101#sv-statement'],
      ['Materiales', '/r/7/class/101#sv-materials'],
      ['Clase 2: Cosechamos', '/r/7/class/103'],
      ['Enunciado', '/r/7/class/103#sv-statement'],
    ]);
    expect(within(index).getByRole('link', { name: 'Detonante' })).toHaveAttribute('aria-current', 'page');
    expect(api.studentResource).not.toHaveBeenCalled(); // the embedded (server) data is used as is
    // the page's title is the resource's, as the server wrote it (the shell leaves the student route's title alone)
    await waitFor(() => expect(document.title).toMatch(/^Huerto en el patio · /));
  });

  it('class tab: name, duration, organisation, layout, statement and a download link per material; the index follows', async () => {
    prime({ id: '7', locale: 'es', data: sharedResource() });
    await renderRemote(app, routes, '/r/7/class/101');
    expect(screen.getByRole('heading', { level: 1, name: 'Clase 1: Observamos' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Clase 1: Observamos · Huerto en el patio · /));
    expect(screen.getByText('45 minutos')).toBeInTheDocument();
    expect(screen.getByText('Pequeños grupos')).toBeInTheDocument();
    expect(screen.getByText('En círculo')).toBeInTheDocument();
    expect(screen.getByText('Mira el huerto y anota.')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Descargar Ficha de campo' });
    expect(download).toHaveAttribute('href', '/files/demo/templates/ficha.pdf');
    expect(download).toHaveAttribute('download');
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Índice del recurso' })).getByRole('link', {
        name: 'Clase 1: Observamos',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('moves between tabs without reloading (index and pager links)', async () => {
    prime({ id: '7', locale: 'es', data: sharedResource() });
    await renderRemote(app, routes, '/r/7');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Índice del recurso' })).getByRole('link', {
        name: 'Clase 2: Cosechamos',
      }),
    );
    expect(window.location.pathname).toBe('/r/7/class/103');
    expect(screen.getByRole('heading', { level: 1, name: 'Clase 2: Cosechamos' })).toBeInTheDocument();
    expect(screen.getByText('1 minuto')).toBeInTheDocument();
    expect(screen.getByText('Esta clase no necesita materiales descargables.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '← Clase 1: Observamos' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Clase 1: Observamos' })).toBeInTheDocument();
  });

  it('the index marks the section being read, following the scroll (IntersectionObserver)', async () => {
    const observed: Element[] = [];
    let report: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void = () => undefined;
    const original = (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(cb: typeof report) {
        report = cb;
      }
      observe(el: Element) {
        observed.push(el);
      }
      disconnect() {
        /* nothing */
      }
    };
    try {
      prime({ id: '7', locale: 'es', data: sharedResource() });
      await renderRemote(app, routes, '/r/7');
      expect(observed.map((e) => e.id)).toEqual(['sv-media', 'sv-goal', 'sv-question']);
      const index = screen.getByRole('navigation', { name: 'Índice del recurso' });
      const goal = within(index).getByRole('link', { name: 'Qué vas a aprender' });
      expect(goal).not.toHaveAttribute('aria-current');
      act(() => report([{ target: observed[1], isIntersecting: true }]));
      expect(goal).toHaveAttribute('aria-current', 'location');
      act(() =>
        report([
          { target: observed[1], isIntersecting: false },
          { target: observed[2], isIntersecting: true },
        ]),
      );
      expect(goal).not.toHaveAttribute('aria-current');
      expect(within(index).getByRole('link', { name: 'Pregunta para pensar' })).toHaveAttribute(
        'aria-current',
        'location',
      );
    } finally {
      (window as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    }
  });

  it('a class that was not shared is the "not available" page, with nothing of the resource on it', async () => {
    prime({ id: '7', locale: 'es', data: sharedResource() });
    await renderRemote(app, routes, '/r/7/class/102');
    expect(screen.getByRole('heading', { level: 1, name: 'Esta clase no está disponible' })).toBeInTheDocument();
    expect(screen.queryByText('Huerto en el patio')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Índice del recurso' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir al inicio del recurso' })).toHaveAttribute('href', '/r/7');
  });

  it('an unknown link (the API answers 404) and a malformed id are "not available"', async () => {
    api.studentResource.mockRejectedValue(Object.assign(new Error('Not found'), { status: 404 }));
    await renderRemote(app, routes, '/r/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este enlace no está disponible' }),
    ).toBeInTheDocument();
    expect(api.studentResource).toHaveBeenCalledWith(99, undefined, { silent: true });
    api.studentResource.mockClear();
    await renderRemote(app, routes, '/r/abc');
    expect(screen.getAllByRole('heading', { level: 1, name: 'Este enlace no está disponible' }).length).toBeGreaterThan(
      0,
    );
    expect(api.studentResource).not.toHaveBeenCalled();
  });

  it('a network failure offers Retry, which asks again', async () => {
    api.studentResource
      .mockRejectedValueOnce(Object.assign(new Error('offline'), { status: 0 }))
      .mockResolvedValueOnce(sharedResource({ id: 8 }));
    await renderRemote(app, routes, '/r/8');
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Huerto en el patio' })).toBeInTheDocument();
    expect(api.studentResource).toHaveBeenCalledTimes(2);
  });

  it('in English: English texts, the resource asked in English, and a notice when it only exists in Spanish', async () => {
    api.studentResource.mockResolvedValue(sharedResource({ languages: ['es'] }));
    await renderRemote(app, routes, '/r/7/class/101', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Class 1: Observamos' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This resource is not available in English: you are reading it in Spanish.',
    );
    expect(screen.getByRole('link', { name: 'Download Ficha de campo' })).toBeInTheDocument();
    await act(async () => {
      await changeLanguage('ca');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Classe 1: Observamos' })).toBeInTheDocument();
    expect(api.studentResource).toHaveBeenCalledTimes(2); // one answer per language
  });
});

describe("mf-student-view routes (the kit's plain matcher: react-router rules without react-router)", () => {
  it('declares its two tabs and the live class (issue 33)', () => {
    expect(routes.paths).toEqual([
      '/r/:id',
      '/r/:id/class/:classId',
      '/live/teach/:id',
      '/live/teach/:id/summary',
      '/live',
      '/live/:code',
    ]);
  });

  it('sends unknown sub-paths to /not-found', async () => {
    await renderRemote(app, routes, '/r/33/other/x');
    expect(window.location.pathname).toBe('/not-found');
  });

  it('matches case-insensitively and ignores trailing slashes', async () => {
    prime({ id: '7', locale: 'es', data: sharedResource() });
    await renderRemote(app, routes, '/R/7/class/103//');
    expect(screen.getByRole('heading', { level: 1, name: 'Clase 2: Cosechamos' })).toBeInTheDocument();
  });
});
