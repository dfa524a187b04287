/**
 * A remote deployed on a shell older than the render scope (ADR 0052, 0053): the shell's '@platform/ui/base' lacks
 * `useRenderScope`, and the remote's code still runs, with the browser meaning (no scope).
 */
describe('@platform/ui/render-scope', () => {
  afterEach(() => jest.resetModules());

  test('on a shell whose base has no useRenderScope: a hook that answers null', () => {
    jest.isolateModules(() => {
      jest.doMock('@platform/ui/base', () => ({ BaseProvider: () => null }));
      const { useRenderScope } = require('./renderScope') as typeof import('./renderScope');
      expect(typeof useRenderScope).toBe('function');
      expect(useRenderScope()).toBeNull();
    });
  });

  test("on a shell that has it: the shell's own hook (its context, its scope)", () => {
    const hostHook = jest.fn(() => ({ location: { pathname: '/feed', search: '' } }));
    jest.isolateModules(() => {
      jest.doMock('@platform/ui/base', () => ({ useRenderScope: hostHook }));
      const { useRenderScope } = require('./renderScope') as typeof import('./renderScope');
      expect(useRenderScope).toBe(hostHook);
      expect(useRenderScope()?.location.pathname).toBe('/feed');
    });
  });
});
