/** axios is downloaded with the first request, not with @platform/api-client (first-load budget). */
describe('lazy axios', () => {
  it('importing the client does not load axios; the first request does, through the same interceptors', async () => {
    let axiosLoaded = false;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('axios', () => {
        axiosLoaded = true;
        return jest.requireActual('axios');
      });
      const { apiClient, createApiClient } = await import('./index');
      expect(axiosLoaded).toBe(false);
      const seen: string[] = [];
      apiClient.defaults.adapter = (async (config: any) => {
        seen.push(`${config.method} ${config.baseURL}${config.url} ${JSON.stringify(config.params)}`);
        return { data: { ok: 1 }, status: 200, statusText: '', headers: {}, config };
      }) as any;
      const res = await apiClient.get('/CategoryApi');
      expect(axiosLoaded).toBe(true);
      expect(res.data).toEqual({ ok: 1 });
      expect(seen).toEqual(['get /api/v1/CategoryApi {"locale":"es"}']);
      expect(typeof apiClient.defaults.adapter).toBe('function');
      const other = await createApiClient({ baseURL: '/x' });
      expect(other.defaults.baseURL).toBe('/x');
      expect(other).not.toBe(apiClient);
    });
  });
});
