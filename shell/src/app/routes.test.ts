import { matchRoute, routes, type Owner } from './routes';

const expectations: Array<
  [
    string,
    Owner,
    Partial<
      Record<
        'private' | 'allowSession' | 'studentPublic' | 'publicOnly' | 'hideNavbar' | 'authoringBar' | 'landing',
        boolean
      >
    >,
  ]
> = [
  // public (spec §2)
  ['/', 'shell', { private: false, landing: true, publicOnly: true }],
  ['/content', 'shell', { private: false, landing: true }],
  ['/how-it-works', 'shell', { private: false, landing: true }],
  ['/impact', 'shell', { private: false, landing: true }],
  ['/login', 'shell', { private: false, publicOnly: true }],
  ['/corporative-login', 'shell', { private: false, hideNavbar: true, publicOnly: true }],
  ['/trial', 'mf-profile-team', { private: false }],
  ['/register', 'mf-profile-team', { private: false }],
  ['/reset-password', 'shell', { private: false }],
  ['/quote/campus', 'shell', { private: false, publicOnly: false }],
  ['/used-token', 'mf-profile-team', { private: false }],
  ['/expired-token', 'mf-profile-team', { private: false }],
  ['/activate', 'mf-profile-team', { private: false }],
  ['/confirm-email', 'mf-profile-team', { private: false, allowSession: true, publicOnly: false }],
  ['/r/12', 'mf-student-view', { allowSession: true, studentPublic: true, private: false }],
  ['/r/12/class/3', 'mf-student-view', { allowSession: true, studentPublic: true }],
  // the live class (issue 33): students join with no account; the teacher's screen and summary need a sign-in
  ['/live', 'mf-student-view', { allowSession: true, studentPublic: true, private: false }],
  ['/live/ABC234', 'mf-student-view', { allowSession: true, studentPublic: true, private: false }],
  ['/live/teach/5', 'mf-student-view', { private: true, studentPublic: false }],
  ['/live/teach/5/summary', 'mf-student-view', { private: true, studentPublic: false }],
  // private
  ['/feed', 'mf-explore', { private: true }],
  ['/feed/search', 'mf-explore', { private: true }],
  ['/feed/search/ephemeride/4', 'mf-explore', { private: true }],
  ['/feed/see-more', 'mf-explore', { private: true }],
  ['/resource/9', 'mf-explore', { private: true }],
  ['/resource/9/t/class/2', 'mf-explore', { private: true }],
  ['/resource/9/s', 'mf-explore', { private: true }],
  ['/my-stats', 'mf-stats', { private: true }],
  ['/folders', 'mf-folders', { private: true }],
  ['/folders/3', 'mf-folders', { private: true }],
  ['/programs', 'mf-explore', { private: true }],
  ['/program/5', 'mf-explore', { private: true }],
  ['/kimple-folders/8', 'mf-folders', { private: true }],
  ['/profile', 'mf-profile-team', { private: true }],
  ['/profile/my-profile/edit', 'mf-profile-team', { private: true }],
  ['/profile/school-group', 'mf-profile-team', { private: true }],
  ['/profile/team/77', 'mf-profile-team', { private: true }],
  ['/preferences', 'shell', { private: true }],
  ['/unauthorized', 'shell', { private: true }],
  ['/not-found', 'shell', { private: true }],
  ['/faqs', 'shell', { private: true }],
  ['/trial-finished', 'shell', { private: true }],
  ['/license', 'shell', { private: true }],
  ['/sign-terms', 'shell', { private: true }],
  // krea (krea.md §2)
  ['/krea', 'mf-krea', { private: true, authoringBar: true }],
  ['/krea/published', 'mf-krea', { private: true, authoringBar: true }],
  ['/krea/drafts', 'mf-krea', { private: true, authoringBar: true }],
  ['/krea/in-revision', 'mf-krea', { private: true, authoringBar: true }],
  ['/krea/create-content', 'mf-krea', { private: true, authoringBar: true }],
  ['/krea/my-resources', 'mf-krea', { private: true, authoringBar: true }],
  ['/krea/schools-group-resources', 'mf-krea', { private: true, authoringBar: true }],
  ['/krea/content/3', 'mf-krea', { private: true, authoringBar: true }],
  ['/krea/resource/3/t/class/1', 'mf-krea', { private: true, authoringBar: true }],
];

describe('route table', () => {
  it.each(expectations)('%s is served by %s with the right flags', (path, owner, flags) => {
    const route = matchRoute(path);
    expect(route).not.toBeNull();
    expect(route!.owner).toBe(owner);
    for (const [flag, value] of Object.entries(flags)) {
      expect([flag, !!route![flag as keyof typeof route]]).toEqual([flag, value]);
    }
  });

  it('unknown paths match nothing', () => {
    expect(matchRoute('/nothing-here')).toBeNull();
    expect(matchRoute('/folders/1/extra')).toBeNull();
    expect(matchRoute('/quote')).toBeNull();
  });

  it('ignores query, hash and a trailing slash', () => {
    expect(matchRoute('/login?x=1')?.name).toBe('login');
    expect(matchRoute('/faqs/')?.name).toBe('faqs');
  });

  it('every route has a unique name, a title key and a layout (responsive when absent)', () => {
    const names = routes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const r of routes) {
      expect(r.titleKey).toMatch(/^titles\./);
      expect([undefined, 'responsive', 'fixed']).toContain(r.layout);
    }
  });

  it('every page is responsive (issue 30): no route needs the fixed 1000px width any more', () => {
    expect(routes.filter((r) => (r.layout ?? 'responsive') !== 'responsive').map((r) => r.name)).toEqual([]);
  });

  it('a route is never both private and public-only', () => {
    for (const r of routes) expect(!!(r.private && r.publicOnly)).toBe(false);
  });
});

describe('the route table and the one list of apps (packages/mf-config/apps.json)', () => {
  it('every remote of the list owns a route, and every route owner is the shell or a listed remote', async () => {
    const { REMOTE_NAMES } = await import('../composition/remotes');
    const owners = new Set(routes.map((r) => r.owner));
    expect(REMOTE_NAMES.length).toBeGreaterThan(0);
    for (const remote of REMOTE_NAMES) expect([remote, owners.has(remote)]).toEqual([remote, true]);
    for (const owner of owners)
      expect([owner, owner === 'shell' || REMOTE_NAMES.includes(owner)]).toEqual([owner, true]);
  });
});
