import { recordPageAccess, resetPageAccess } from './analytics';

const logPageAccess = jest.fn().mockResolvedValue(undefined);
jest.mock('@platform/api-client/analytics', () => ({ logPageAccess: (...a: unknown[]) => logPageAccess(...a) }));

beforeEach(() => {
  logPageAccess.mockClear();
  resetPageAccess();
});

describe('page-access analytics', () => {
  it('logs from, to, redirect and publicPage for each page reached', () => {
    recordPageAccess('/feed', '/login');
    recordPageAccess('/feed?topicIds=2', '/feed?topicIds=2');
    recordPageAccess('/programs', '/programs');
    expect(logPageAccess.mock.calls.map((c) => c[0])).toEqual([
      { from: null, to: '/login', redirect: true, publicPage: true },
      { from: '/login', to: '/feed?topicIds=2', redirect: false, publicPage: false },
      { from: '/feed?topicIds=2', to: '/programs', redirect: false, publicPage: false },
    ]);
  });

  it('does not log the same page twice in a row', () => {
    recordPageAccess('/faqs', '/faqs');
    recordPageAccess('/faqs', '/faqs');
    expect(logPageAccess).toHaveBeenCalledTimes(1);
  });

  it('an anchor in the same page is not another page; long URLs are cut to 2048 characters on both ends', () => {
    recordPageAccess('/faqs', '/faqs');
    recordPageAccess('/faqs#contact', '/faqs#contact');
    expect(logPageAccess).toHaveBeenCalledTimes(1);
    const long = `/feed?text=${'x'.repeat(3000)}`;
    recordPageAccess(long, long);
    recordPageAccess('/programs', '/programs');
    const [first, second] = logPageAccess.mock.calls.slice(1).map((c) => c[0]);
    expect(first.to).toHaveLength(2048);
    expect(second.from).toBe(first.to);
  });
});
