import '@testing-library/jest-dom';
import { render, screen, fireEvent, act } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { sessionStore, localeAtom, setLocale } from '@platform/session';
import { apiClient } from '@platform/api-client';
import { changeLanguage, i18n } from '@platform/i18n';
import {
  PlatformProvider,
  Modal,
  RemoteFallback,
  ErrorState,
  EmptyState,
  FullPageLoader,
  LoadingState,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  useApiClient,
  usePlatformNavigate,
  navigate,
  MODAL_MAX_WIDTHS,
  activeBrand,
  brands,
  getSystem,
  DesignSystemProvider,
  THEME_CSS_ATTR,
  Box,
} from './index';
import { QueryProvider, queryClient } from './query';
import { getQuerySlot } from './querySlot';

afterEach(async () => {
  await act(async () => {
    await changeLanguage('es');
  });
});

describe('formatDate', () => {
  it('formats dd·mm·yyyy with middle dots', () => {
    expect(formatDate(new Date(2025, 2, 5))).toBe('05·03·2025');
    expect(formatDate('2024-12-31T12:00:00')).toBe('31·12·2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatNumber, formatPercent, formatDateTime', () => {
  // Intl puts a no-break space before the percent sign in es and ca
  const nb = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');
  it('numbers and percentages in the language: a decimal comma in es and ca, a point in en', () => {
    expect(formatNumber(10.25, 'es')).toBe('10,3');
    expect(formatNumber(10.2, 'en')).toBe('10.2');
    expect(formatNumber(3, 'ca')).toBe('3');
    expect(nb(formatPercent(27.1, 'es'))).toBe('27,1 %');
    expect(nb(formatPercent(27.1, 'ca'))).toBe('27,1 %');
    expect(formatPercent(27.1, 'en')).toBe('27.1%');
    expect(nb(formatPercent(75, 'es'))).toBe('75 %');
  });
  it('a moment: the middle-dot date and the time', () => {
    expect(formatDateTime(new Date(2026, 10, 28, 11, 16, 34), 'es')).toBe('28·11·2026 11:16');
    expect(formatDateTime(null, 'es')).toBe('');
  });
});

describe('PlatformProvider', () => {
  it('hands out the shared instances', () => {
    let seen: any = {};
    function Probe() {
      seen = {
        locale: useAtomValue(localeAtom),
        i18n: useTranslation().i18n,
        qc: useQueryClient(),
        api: useApiClient(),
        nav: usePlatformNavigate(),
      };
      return null;
    }
    render(
      <PlatformProvider>
        <Probe />
      </PlatformProvider>,
    );
    expect(seen.i18n.__original ?? seen.i18n).toBe(i18n);
    // '@platform/ui/query' is loaded (this test imports it): PlatformProvider provides its client
    expect(seen.qc).toBe(queryClient);
    expect(seen.api).toBe(apiClient);
    expect(seen.nav).toBe(navigate);
    act(() => setLocale('ca'));
    expect(sessionStore.get(localeAtom)).toBe('ca');
  });

  it('QueryProvider hands out the ONE query client; the old export forwards to it', () => {
    let qc: unknown = null;
    function Probe() {
      qc = useQueryClient();
      return null;
    }
    render(
      <QueryProvider>
        <Probe />
      </QueryProvider>,
    );
    expect(qc).toBe(queryClient);
    expect(getQuerySlot()?.client).toBe(queryClient);
    expect(queryClient.getDefaultOptions().queries?.staleTime).toBe(30_000);
  });

  it('the system has only the recipes we use (no full Chakra theme)', () => {
    const recipes = Object.keys((getSystem() as any)._config.theme.recipes ?? {});
    expect(recipes).toContain('button');
    expect(recipes.length).toBeLessThan(15);
    expect((getSystem() as any)._config.theme.slotRecipes ?? {}).toEqual({});
  });

  it('default brand unless THEME says otherwise', () => {
    expect(activeBrand).toBe(brands.default);
    expect(brands.escola.logos.small).toMatch(/^data:image\/svg\+xml/);
  });
});

describe('navigate', () => {
  it('pushes same-origin paths and notifies routers', () => {
    const pop = jest.fn();
    window.addEventListener('popstate', pop);
    navigate('/folders?x=1');
    expect(window.location.pathname).toBe('/folders');
    expect(window.location.search).toBe('?x=1');
    navigate('/feed', { replace: true });
    expect(window.location.pathname).toBe('/feed');
    expect(pop).toHaveBeenCalledTimes(2);
    window.removeEventListener('popstate', pop);
  });
});

describe('components', () => {
  it('Modal: title, red error title, close button, backdrop and Escape close, max width', () => {
    const onClose = jest.fn();
    render(
      <PlatformProvider>
        <Modal open onClose={onClose} title="Contacto" errorTitle="Error al enviar" size="lg">
          body
        </Modal>
      </PlatformProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Contacto' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error al enviar');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar ventana' }));
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    fireEvent.click(screen.getByText('body'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(MODAL_MAX_WIDTHS).toEqual({ md: '580px', lg: '870px' });
  });

  it('Modal renders nothing when closed', () => {
    render(
      <PlatformProvider>
        <Modal open={false} onClose={() => {}} title="x" />
      </PlatformProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('RemoteFallback is translated and retries', async () => {
    const retry = jest.fn();
    render(
      <PlatformProvider>
        <RemoteFallback onRetry={retry} remote="mf-explore" />
      </PlatformProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Esta sección no se ha podido cargar' })).toBeInTheDocument();
    await act(async () => {
      await changeLanguage('en');
    });
    expect(screen.getByRole('heading', { name: 'This area could not be loaded' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });

  it('ErrorState, EmptyState, loaders', () => {
    const retry = jest.fn();
    render(
      <PlatformProvider>
        <ErrorState onRetry={retry} />
        <EmptyState />
        <LoadingState />
        <FullPageLoader />
      </PlatformProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Aquí todavía no hay nada' })).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.getByTestId('full-page-loader')).toBeInTheDocument();
  });
});

describe('the theme CSS a pre-rendered page came with (issue 12)', () => {
  // emotion's <Global>s each own a <style data-emotion="css-global…">: Chakra's layer order and the theme's CSS
  const globals = () => Array.from(document.head.querySelectorAll('style[data-emotion^="css-global"]'));
  // <style>s left by earlier renders are emotion's (its sheets point at them): count what a render adds
  const added = (before: Element[]) => globals().filter((el) => !before.includes(el));

  it('is adopted by name: the provider neither serializes nor inserts it again', () => {
    // a name the real serialization does not give: only the provider's server path can adopt it
    const server = document.createElement('style');
    server.setAttribute('data-emotion', 'css-global srvtheme1');
    server.setAttribute(THEME_CSS_ATTR, '');
    const before = globals();
    document.head.appendChild(server);
    const { unmount } = render(
      <DesignSystemProvider>
        <Box data-testid="in">x</Box>
      </DesignSystemProvider>,
    );
    expect(screen.getByTestId('in')).toBeInTheDocument();
    expect(server.getAttribute('data-emotion')).toBe('css-global'); // emotion's mark of an adopted <style>
    expect(added(before).filter((el) => el !== server)).toHaveLength(1); // the layer order only
    unmount();
  });

  it('is built and inserted when the page has none', () => {
    const before = globals();
    const { unmount } = render(
      <DesignSystemProvider>
        <Box>x</Box>
      </DesignSystemProvider>,
    );
    expect(added(before)).toHaveLength(2);
    unmount();
  });
});

describe('a language switch and the query cache', () => {
  it('marks stale every query whose key holds no language, and leaves the keys that hold one alone', async () => {
    await changeLanguage('es');
    queryClient.setQueryData(['any', 'list'], ['uno']);
    queryClient.setQueryData(['any', 'detail', 'es'], 'uno');
    expect(queryClient.getQueryState(['any', 'list'])?.isInvalidated).toBe(false);
    await act(async () => {
      await changeLanguage('ca');
    });
    expect(queryClient.getQueryState(['any', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['any', 'detail', 'es'])?.isInvalidated).toBe(false);
    await changeLanguage('es');
    queryClient.clear();
  });
});
