import '@testing-library/jest-dom';
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '@platform/i18n';
import { useTranslation } from '@platform/i18n';
import { Navigate, useParams } from '@platform/router';
import { createRemote, defineRemote, isUnder, lazyScreen, remoteLifecycles, type RemoteProvider } from './index';
import { platform } from './platform';
import { base } from './base';
import { reactRoutes } from './router';
import { matchPath, plainRoutes } from './paths';
import { remoteProblems, renderRemote } from './testing';

const texts = (title: string) => ({ screens: { home: { title } } });
const at = (path: string) => window.history.pushState(null, '', path);

function Home() {
  const { t } = useTranslation('kitdemo');
  return <h1>{t('screens.home.title')}</h1>;
}
function Item() {
  const { id } = useParams();
  return <h1>item {id}</h1>;
}
let releaseLazy: () => void = () => {};
const LazyHome = lazyScreen(
  () =>
    new Promise<{ Home: typeof Home }>((resolve) => {
      releaseLazy = () => resolve({ Home });
    }),
  'Home',
);
let explode = true;
function Exploding() {
  if (explode) throw new Error('boom');
  return <h1>recovered</h1>;
}

const app = defineRemote({
  name: 'mf-folders',
  prefixes: ['/kit'],
  i18n: { ns: 'kitdemo', es: texts('Inicio'), en: texts('Home'), ca: () => Promise.resolve(texts('Inici')) },
  providers: [platform],
});
const routes = reactRoutes([
  { path: '/kit', element: <Home /> },
  {
    path: '/kit/items',
    children: [
      { index: true, element: <Navigate to="/kit/items/1" replace /> },
      { path: ':id', element: <Item /> },
    ],
  },
  { path: '/kit/explode', element: <Exploding /> },
  { path: '/kit/lazy', element: <LazyHome /> },
]);

const err = jest.spyOn(console, 'error');
beforeEach(() => {
  err.mockImplementation(() => {});
  explode = true;
});
afterEach(async () => {
  await act(async () => {
    await changeLanguage('es');
  });
});

describe('createRemote: root, texts, routes', () => {
  it("renders the route of the current path with the remote's texts, in every language (CA loads on demand)", async () => {
    await renderRemote(app, routes, '/kit');
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    await act(async () => {
      await changeLanguage('en');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    await act(async () => {
      await changeLanguage('ca');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Inici' })).toBeInTheDocument();
  });

  it('nested routes, index redirects and params work as in react-router', async () => {
    await renderRemote(app, routes, '/kit/items');
    expect(window.location.pathname).toBe('/kit/items/1');
    expect(screen.getByRole('heading', { level: 1, name: 'item 1' })).toBeInTheDocument();
  });

  it('sends unknown sub-paths to /not-found', async () => {
    await renderRemote(app, routes, '/kit/nope/deeper');
    expect(window.location.pathname).toBe('/not-found');
  });

  it('leaves a path outside its prefixes alone: another app owns it and single-spa is unmounting this one', async () => {
    await renderRemote(app, routes, '/elsewhere/screen');
    expect(window.location.pathname).toBe('/elsewhere/screen');
  });

  it("shows the frame's loading state while a lazy screen loads, then the screen", async () => {
    at('/kit/lazy');
    const { Root } = createRemote(app, routes);
    render(<Root />);
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando');
    await act(async () => {
      releaseLazy();
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lists the paths of its table (index routes at their parent, nested paths joined)', () => {
    expect(routes.paths).toEqual(['/kit', '/kit/items', '/kit/items/:id', '/kit/explode', '/kit/lazy']);
  });

  it('is one remote per descriptor and table (entry files and tests share one root)', () => {
    expect(createRemote(app, routes)).toBe(createRemote(app, routes));
  });

  it('nests the providers in order, the frame outermost', async () => {
    const seen: string[] = [];
    const mark = (name: string): RemoteProvider => ({
      kind: 'provider',
      Provider: ({ children }) => {
        seen.push(name);
        return <div data-testid={name}>{children}</div>;
      },
    });
    const nested = defineRemote({ ...app, providers: [platform, mark('outer'), mark('inner')] });
    await renderRemote(nested, routes, '/kit');
    expect(seen.slice(0, 2)).toEqual(['outer', 'inner']);
    expect(screen.getByTestId('outer')).toContainElement(screen.getByTestId('inner'));
    expect(screen.getByTestId('inner')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });
});

describe('a remote that throws while rendering', () => {
  it('shows the fallback in its own area, the rest of the page keeps working, Retry re-mounts it', async () => {
    at('/kit/explode');
    const { Root } = createRemote(app, routes);
    function Page() {
      const [n, setN] = useState(0);
      return (
        <>
          <nav>
            <button type="button" onClick={() => setN(n + 1)}>
              nav {n}
            </button>
          </nav>
          <section aria-label="remote area">
            <Root />
          </section>
        </>
      );
    }
    render(<Page />);
    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveTextContent('Esta sección no se ha podido cargar');
    expect(fallback).toHaveAttribute('data-remote', 'mf-folders');
    expect(err).toHaveBeenCalledWith('[mf-folders] render error', expect.any(Error), expect.any(String));
    // the rest of the page still works
    fireEvent.click(screen.getByRole('button', { name: 'nav 0' }));
    expect(screen.getByRole('button', { name: 'nav 1' })).toBeInTheDocument();
    // Retry re-mounts the remote's tree
    explode = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'recovered' })).toBeInTheDocument();
  });
});

describe('single-spa lifecycles (single-spa-react)', () => {
  const props = (name: string, el: HTMLElement) =>
    ({ name, domElementGetter: () => el, singleSpa: {}, mountParcel: () => ({}) }) as never;
  const run = async (fns: unknown, p: never) => {
    for (const f of Array.isArray(fns) ? fns : [fns]) await (f as (p: never) => Promise<unknown>)(p);
  };

  it('mount loads the texts of the current language first, renders into the area, unmount empties it', async () => {
    await act(async () => {
      await changeLanguage('ca');
    });
    const other = defineRemote({ ...app, i18n: { ...app.i18n, ns: 'kitdemo2' } });
    const spa = remoteLifecycles(other, reactRoutes([{ path: '/kit', element: <Home2 /> }]));
    document.body.innerHTML = '<div id="area"></div>';
    const el = document.getElementById('area')!;
    at('/kit');
    // not inside act(): single-spa-react's mount resolves from an effect of the root it renders
    await run(spa.bootstrap, props('mf-folders', el));
    await run(spa.mount, props('mf-folders', el));
    await waitFor(() => expect(el.querySelector('h1')).toHaveTextContent('Inici'));
    await run(spa.unmount, props('mf-folders', el));
    expect(el).toBeEmptyDOMElement();
  });

  it('two remotes side by side: one throws while rendering, the other keeps rendering', async () => {
    document.body.innerHTML = '<div id="a"></div><div id="b"></div>';
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    const broken = remoteLifecycles(
      defineRemote({ ...app, name: 'mf-stats' }),
      reactRoutes([{ path: '/kit', element: <Exploding /> }]),
    );
    const fine = remoteLifecycles(
      defineRemote({ ...app, name: 'mf-krea' }),
      reactRoutes([{ path: '/kit', element: <h1>fine</h1> }]),
    );
    at('/kit');
    for (const [spa, el, name] of [
      [broken, a, 'mf-stats'],
      [fine, b, 'mf-krea'],
    ] as const) {
      await run(spa.bootstrap, props(name, el));
      await run(spa.mount, props(name, el));
    }
    await waitFor(() =>
      expect(a.querySelector('[data-testid="remote-fallback"]')).toHaveAttribute('data-remote', 'mf-stats'),
    );
    expect(b.querySelector('h1')).toHaveTextContent('fine');
    await run(broken.unmount, props('mf-stats', a));
    await run(fine.unmount, props('mf-krea', b));
  });
});

function Home2() {
  const { t } = useTranslation('kitdemo2');
  return <h1>{t('screens.home.title')}</h1>;
}

describe('the Chakra-free frame and plain routes (public student view)', () => {
  const student = defineRemote({
    name: 'mf-student-view',
    prefixes: ['/s'],
    i18n: { ns: 'kitstudent', es: texts('Alumnado'), en: texts('Students'), ca: texts('Alumnat') },
    providers: [base],
  });
  const plain = plainRoutes([
    { path: '/s/:id', render: ({ id }) => <h1>resource {id}</h1> },
    { path: '/s/:id/boom', render: () => <Exploding /> },
  ]);

  it('renders without Chakra and sends unknown paths to /not-found', async () => {
    await renderRemote(student, plain, '/s/4');
    expect(screen.getByRole('heading', { level: 1, name: 'resource 4' })).toBeInTheDocument();
    expect(document.querySelector('[class*="chakra"], [class*="css-"]')).toBeNull();
    await renderRemote(student, plain, '/s/4/x');
    expect(window.location.pathname).toBe('/not-found');
  });

  it('a render error shows the plain fallback', async () => {
    await renderRemote(student, plain, '/s/4/boom');
    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveClass('pl-base');
    expect(fallback).toHaveTextContent('Esta sección no se ha podido cargar');
  });

  it('matchPath follows react-router: case-insensitive, trailing slashes, decoded params, splats', () => {
    expect(matchPath('/r/:id', '/r/33')).toEqual({ id: '33' });
    expect(matchPath('/r/:id', '/R/33/')).toEqual({ id: '33' });
    expect(matchPath('/r/:id/class/:classId', '/r/33/class/2//')).toEqual({ id: '33', classId: '2' });
    expect(matchPath('/r/:id/class/:classId', '/r/a%20b/class/c%2Fd')).toEqual({ id: 'a b', classId: 'c/d' });
    expect(matchPath('/r/:id', '/r')).toBeNull();
    expect(matchPath('/r/:id/class/:classId', '/r/33/class')).toBeNull();
    expect(matchPath('/r/:id', '/r/33/s')).toBeNull();
    expect(matchPath('/r/:id', '/feed')).toBeNull();
    expect(matchPath('/docs/*', '/docs/a/b')).toEqual({ '*': 'a/b' });
    expect(matchPath('/docs/*', '/docs')).toEqual({ '*': '' });
    expect(matchPath('/a.b', '/axb')).toBeNull();
  });
});

describe('checks', () => {
  it('isUnder: a prefix covers itself and what is below it, not its look-alikes', () => {
    expect(isUnder('/folders', '/folders')).toBe(true);
    expect(isUnder('/folders/:id', '/folders')).toBe(true);
    expect(isUnder('/Folders/3/', '/folders/')).toBe(true);
    expect(isUnder('/folders-old', '/folders')).toBe(false);
  });

  it('remoteProblems: unknown name, routes outside the prefixes, no prefix', () => {
    expect(remoteProblems(app, routes)).toEqual([]);
    const bad = defineRemote({ ...app, name: 'mf-nope', prefixes: ['/kit/items'] });
    expect(remoteProblems(bad, routes)).toEqual([
      'mf-nope is not in packages/mf-config/apps.json',
      'route /kit is not under /kit/items',
      'route /kit/explode is not under /kit/items',
      'route /kit/lazy is not under /kit/items',
    ]);
    expect(remoteProblems(defineRemote({ ...app, prefixes: [] }), routes)[0]).toBe(
      'mf-folders declares no route prefix',
    );
  });
});
