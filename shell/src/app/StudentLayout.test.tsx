/**
 * The public student view's layout (/r/{id}) works without the design system (Chakra): the bar, the
 * language choice and the remote area are plain HTML; Chakra comes only when something needs it (a
 * toast here), and the event that asked for it is not lost. Leaving the route shows the full layout.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/event-bus';
import { flushLazy, renderShell, resetShell } from './testing/render';
import { navigate } from './navigation/location';
import { resetRemoteArea } from './frame';

let designSystemLoaded = false;
jest.mock('@platform/ui', () => {
  designSystemLoaded = true;
  return jest.requireActual('@platform/ui');
});

afterEach(() => resetShell());

describe('student layout (/r/{id})', () => {
  it('renders the student bar and the remote area without loading @platform/ui (Chakra)', async () => {
    await renderShell('/r/12');
    const banner = screen.getByRole('banner', { name: 'Vista del alumno' });
    expect(within(banner).getByText('Kimple')).toBeInTheDocument();
    expect(within(banner).queryAllByRole('link')).toHaveLength(0); // a bar without links (spec §2)
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(document.getElementById('remote-area')?.closest('main')).toBe(screen.getByRole('main'));
    expect(screen.queryByRole('contentinfo')).toBeNull(); // no footer in the student view
    expect(designSystemLoaded).toBe(false);
  });

  it("leaves the page's title to the student view (the resource's name the server wrote), in every language", async () => {
    document.title = 'Huerto en el patio · Kimple';
    await renderShell('/r/12');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    await screen.findByRole('combobox', { name: 'Language' });
    expect(document.title).toBe('Huerto en el patio · Kimple');
    // another route's title is the shell's again
    act(() => navigate('/content'));
    await waitFor(() => expect(document.title).toBe('Content · Kimple'));
  });

  it('switches the language from the plain selector (texts and the select follow)', async () => {
    await renderShell('/r/12');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en'));
    expect(screen.getByRole('banner', { name: 'Student view' })).toBeInTheDocument();
  });

  it('a toast asked for before the toast host exists is shown once the host has loaded', async () => {
    await renderShell('/r/12');
    act(() => bus.emit('platform.toast.show.v1', { status: 'error', message: 'Sin conexión' }));
    await flushLazy();
    // (requiring Chakra the first time in jest takes a while)
    expect(await screen.findByTestId('toast', {}, { timeout: 8000 })).toHaveTextContent('Sin conexión');
    expect(designSystemLoaded).toBe(true);
    // from now on the real host answers directly, once
    act(() => bus.emit('platform.toast.show.v1', { status: 'success', message: 'Guardado' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Guardado'));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it("a page rendered by the server: the layout adds its bar and leaves the server's <main> and markup in place", async () => {
    // as packages/api/src/render/student.ts answers /r/{id}: #shell-root, then the server's <main> with the markup
    document.body.innerHTML =
      '<main id="main-content" tabindex="-1" data-ssr-main=""><div id="remote-area"><div id="remote-mf-student-view"><h1>Huerto</h1></div></div></main>';
    resetRemoteArea(); // a new page: the shell keeps one #remote-area per page (frame.tsx)
    const area = document.getElementById('remote-area')!;
    const markup = area.firstElementChild;
    await renderShell('/r/12');
    expect(screen.getByRole('banner', { name: 'Vista del alumno' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(area.parentElement).toHaveAttribute('data-ssr-main'); // not moved: no second layout and paint of the page
    expect(area.firstElementChild).toBe(markup);
    expect(screen.queryByTestId('remote-area-slot')).toBeNull();
    // leaving for the full layout: it adopts the same #remote-area and the emptied server <main> goes
    act(() => navigate('/login'));
    await flushLazy();
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(document.getElementById('remote-area')).toBe(area);
    expect(screen.getByTestId('remote-area-wrapper')).toContainElement(area);
    expect(document.querySelector('[data-ssr-main]')).toBeNull();
  });

  it('keeps the one #remote-area element when the user leaves for a route of the full layout', async () => {
    await renderShell('/r/12');
    const area = document.getElementById('remote-area');
    area!.appendChild(document.createElement('section')).id = 'mounted-remote';
    act(() => navigate('/login'));
    await flushLazy();
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(document.getElementById('remote-area')).toBe(area);
    expect(document.getElementById('mounted-remote')).not.toBeNull();
    expect(screen.getByTestId('remote-area-wrapper')).toContainElement(area);
  });
});
