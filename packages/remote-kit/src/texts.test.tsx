import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { bus } from '@platform/event-bus';
import { changeLanguage } from '@platform/i18n';
import { asLocale, createRemote, defineRemote, goTo, RemoteScope, toast, useRemoteT } from './index';
import { platform } from './platform';
import { reactRoutes } from './router';
import { renderRemote } from './testing';

const texts = (title: string) => ({ title });

/** Its remote's title and the locale, through useRemoteT: the same component in two remotes reads two namespaces. */
function Title() {
  const { t, locale } = useRemoteT();
  return (
    <h1>
      {t('title')} ({locale})
    </h1>
  );
}

const remote = (name: string, ns: string, es: string, en: string) =>
  defineRemote({
    name,
    prefixes: ['/one'],
    i18n: { ns, es: texts(es), en: texts(en), ca: texts(es) },
    providers: [platform],
  });
const folders = remote('mf-folders', 'rkit-one', 'Carpetas', 'Folders');
const stats = remote('mf-stats', 'rkit-two', 'Estadísticas', 'Statistics');
const foldersRoutes = reactRoutes([{ path: '/one', element: <Title /> }]);
const statsRoutes = reactRoutes([{ path: '/one', element: <Title /> }]);

afterEach(async () => {
  await act(async () => {
    await changeLanguage('es');
  });
});

describe('useRemoteT: t() of the remote it is rendered in', () => {
  it("reads the remote's own namespace and the navigation locale, and follows a change of language", async () => {
    await renderRemote(folders, foldersRoutes, '/one');
    expect(screen.getByRole('heading', { level: 1, name: 'Carpetas (es)' })).toBeInTheDocument();
    await act(async () => {
      await changeLanguage('en');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Folders (en)' })).toBeInTheDocument();
  });

  it('the same component in two remotes on one page reads each remote its own texts', async () => {
    const one = createRemote(folders, foldersRoutes);
    const two = createRemote(stats, statsRoutes);
    await act(async () => {
      await Promise.all([one.textsReady(), two.textsReady()]);
    });
    window.history.pushState(null, '', '/one');
    render(
      <>
        <one.Root />
        <two.Root />
      </>,
    );
    const titles = await screen.findAllByRole('heading', { level: 1 });
    expect(titles.map((h) => h.textContent)).toEqual(['Carpetas (es)', 'Estadísticas (es)']);
  });

  it("outside a remote it reads i18next's default namespace; <RemoteScope> gives a part rendered alone its remote", async () => {
    await act(async () => {
      await createRemote(folders, foldersRoutes).textsReady();
    });
    const alone = render(<Title />);
    expect(screen.getByRole('heading', { level: 1, name: 'title (es)' })).toBeInTheDocument();
    alone.unmount();
    render(
      <RemoteScope app={folders}>
        <Title />
      </RemoteScope>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Carpetas (es)' })).toBeInTheDocument();
  });

  it('asLocale: a language code as a navigation locale, Spanish when unknown', () => {
    expect([asLocale('en-GB'), asLocale('CA'), asLocale('fr'), asLocale(undefined)]).toEqual(['en', 'ca', 'es', 'es']);
  });
});

describe('toast and goTo', () => {
  it('toast asks the shell for a toast on the bus, with the status and the message as given', () => {
    const seen = jest.fn();
    const off = bus.on('platform.toast.show.v1', seen);
    toast('success', 'Guardado');
    toast('error', 'No se pudo guardar');
    off();
    expect(seen.mock.calls).toEqual([
      [{ status: 'success', message: 'Guardado' }],
      [{ status: 'error', message: 'No se pudo guardar' }],
    ]);
  });

  it('goTo adds a history entry, or replaces the current one; the routers hear it', () => {
    window.history.pushState(null, '', '/start');
    const heard: string[] = [];
    const onPop = () => heard.push(window.location.pathname + window.location.search);
    window.addEventListener('popstate', onPop);
    const length = window.history.length;
    goTo('/folders/3?tab=a');
    expect(window.history.length).toBe(length + 1);
    goTo('/feed', true);
    window.removeEventListener('popstate', onPop);
    expect(window.history.length).toBe(length + 1);
    expect(window.location.pathname).toBe('/feed');
    expect(heard).toEqual(['/folders/3?tab=a', '/feed']);
  });
});
