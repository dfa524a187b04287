/** axios is downloaded with the first request, not with @platform/api-client (first-load budget). */
describe('lazy axios', () => {
  it('importing the client does not load axios; the first request does, with the platform handling', async () => {
    let axiosLoaded = false;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('axios', () => {
        axiosLoaded = true;
        return jest.requireActual('axios');
      });
      const { apiClient, createApiClient } = await import('./index');
      expect(axiosLoaded).toBe(false);
      const seen: string[] = [];
      const fakeFetch = (async (input: RequestInfo | URL) => {
        const req = input as Request;
        seen.push(`${req.method} ${req.url}`);
        return new Response(JSON.stringify({ ok: 1 }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }) as typeof fetch;
      apiClient.defaults.fetch = fakeFetch; // set before axios is loaded, used by the real client
      const res = await apiClient.get('/CategoryApi');
      expect(axiosLoaded).toBe(true);
      expect(res.data).toEqual({ ok: 1 });
      expect(seen).toEqual(['GET http://localhost/api/v1/CategoryApi?locale=es']);
      expect(apiClient.defaults.fetch).toBe(fakeFetch);
      const other = await createApiClient({ baseURL: '/x', fetch: fakeFetch });
      expect(other.defaults.baseURL).toBe('/x');
      expect(other).not.toBe(apiClient);
      await other.get('/y');
      expect(seen[1]).toBe('GET http://localhost/x/y?locale=es');
    });
  });
  it('preloadApiClient downloads axios without a request, and the first request uses that client', async () => {
    let axiosLoads = 0;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('axios', () => {
        axiosLoads++;
        return jest.requireActual('axios');
      });
      const { apiClient, preloadApiClient } = await import('./index');
      const seen: string[] = [];
      apiClient.defaults.fetch = (async (input: RequestInfo | URL) => {
        seen.push((input as Request).url);
        return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
      }) as typeof fetch;
      preloadApiClient();
      preloadApiClient();
      await new Promise((r) => setTimeout(r, 0));
      await jest.requireActual<typeof import('timers/promises')>('timers/promises').setTimeout(20);
      expect(axiosLoads).toBe(1);
      expect(seen).toEqual([]);
      await apiClient.get('/CategoryApi');
      expect(axiosLoads).toBe(1);
      expect(seen).toHaveLength(1);
    });
  });
});
