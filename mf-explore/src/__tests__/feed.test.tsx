import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, fakeHttp, resetApi } from '../test/fakeApi';
import { cleanupApp, renderAt } from '../test/render';

jest.mock('../api/http', () => ({ http: () => fakeHttp }));

beforeEach(() => resetApi());
afterEach(() => cleanupApp());

describe('feed', () => {
  it('shows every widget in Spanish, most viewed 4 a page with two pages loaded at start', async () => {
    await renderAt('/feed', 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Explorar' })).toBeInTheDocument();
    expect(await screen.findByText('Recurso reciente')).toBeInTheDocument();
    expect(await screen.findByText('Más visto 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Calendario de efemérides' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Día de la Tierra' })).toHaveAttribute('href', '/feed/search/ephemeride/5');
    expect(await screen.findByText('Carpeta destacada')).toBeInTheDocument();
    expect(await screen.findByText('Recurso recomendado')).toBeInTheDocument();
    expect(await screen.findByText('Recurso nuevo')).toBeInTheDocument();
    const mv = calls.filter((c) => /GetMostViewedResources/.test(c.url)).map((c) => c.params?.pageNumber);
    expect(mv).toEqual(expect.arrayContaining([0, 1]));
    expect(calls.find((c) => /GetEphemerides/.test(c.url))?.params).toMatchObject({ pageNumber: 0, pageSize: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByText('Más visto 2')).toBeInTheDocument();
  });

  it('filters from the route query: a topic click writes topicIds to the URL and Back restores', async () => {
    await renderAt('/feed', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument();
    const topics = await screen.findByRole('list', { name: 'Topics' });
    await userEvent.click(within(topics).getByRole('button', { name: /Robótica/ }));
    await waitFor(() => expect(window.location.search).toBe('?topicIds=2'));
    expect(await screen.findByText('Feed filtered by 1 filter')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => /Recommended/.test(c.url) && c.params?.topicIds === '2')).toBe(true));
    await act(async () => { window.history.back(); await new Promise((r) => setTimeout(r, 50)); });
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('shows an error with retry when a widget fails', async () => {
    const { on } = await import('../test/fakeApi');
    const { ApiError } = await import('@platform/api-client');
    on('GET', /GetLastViewedResources/, () => new ApiError(500, 'INTERNAL_ERROR', 'x'));
    await renderAt('/feed', 'es');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('¡Oh no! Algo ha ido mal');
    expect(within(alerts[0]).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
