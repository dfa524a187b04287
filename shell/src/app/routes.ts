/**
 * The platform's route table (spec §2, krea.md §2, ARCHITECTURE "Route ownership").
 *
 * The shell owns every top-level path: its flags, its page title key and the app that serves it.
 * Remotes own the sub-routes under their prefixes (and send unknown sub-paths to /not-found).
 * The composition layer uses `matchRoute(pathname).owner` as single-spa activity function; the
 * guard (./guard) uses the flags.
 */
import type apps from '@platform/mf-config/apps.json';
import { matchPath } from './navigation/matchPath';

/** A remote of the one list of apps (packages/mf-config/apps.json). */
export type RemoteName = keyof typeof apps.remotes;
/** The app that serves a path: the shell itself or a remote. */
export type Owner = 'shell' | RemoteName;

export interface RouteDef {
  /** kebab-case route name; a route without a name does not exist (guard rule 1). */
  name: string;
  /** path pattern (react-router syntax, see navigation/matchPath), e.g. '/resource/:id/*' */
  path: string;
  owner: Owner;
  /** i18n key (namespace `shell`) of the page title, e.g. 'titles.feed' */
  titleKey: string;
  /** sign-in needed (guard rule 3) */
  private?: boolean;
  /** no top bar (corporate login) */
  hideNavbar?: boolean;
  /** the page content is shown over the footer */
  showOverFooter?: boolean;
  /** Krea authoring top bar */
  authoringBar?: boolean;
  /** public student view of a resource: fixed student bar without links */
  studentPublic?: boolean;
  /** everybody passes (guard rule 5) */
  allowSession?: boolean;
  /** the owning remote writes document.title itself (titleKey is only the fallback while it loads) */
  ownTitle?: boolean;
  /** only for visitors without a session: a logged-in user goes to the feed (guard rule 6) */
  publicOnly?: boolean;
  /** landing (marketing / entry) page: on a white-label host it goes to the corporate login (guard rule 4) */
  landing?: boolean;
  /**
   * responsive viewport (the default: absent), or a fixed 1000px wide one (the spec's flag; every route is responsive
   * since issue 30, so no row writes it: the table is part of /feed's first load, issue 33)
   */
  layout?: 'responsive' | 'fixed';
}

const t = (name: string) => `titles.${name}`;

/** Order matters: the first matching pattern wins, so specific paths come before catch-alls. */
export const routes: RouteDef[] = [
  // ---- public (shell) -------------------------------------------------------------------------
  {
    name: 'home',
    path: '/',
    owner: 'shell',
    titleKey: t('home'),
    publicOnly: true,
    landing: true,
    showOverFooter: true,
  },
  {
    name: 'content',
    path: '/content',
    owner: 'shell',
    titleKey: t('content'),
    publicOnly: true,
    landing: true,
    showOverFooter: true,
  },
  {
    name: 'how-it-works',
    path: '/how-it-works',
    owner: 'shell',
    titleKey: t('howItWorks'),
    publicOnly: true,
    landing: true,
    showOverFooter: true,
  },
  {
    name: 'impact',
    path: '/impact',
    owner: 'shell',
    titleKey: t('impact'),
    publicOnly: true,
    landing: true,
    showOverFooter: true,
  },
  {
    name: 'login',
    path: '/login',
    owner: 'shell',
    titleKey: t('login'),
    publicOnly: true,
    landing: true,
  },
  {
    name: 'corporative-login',
    path: '/corporative-login',
    owner: 'shell',
    titleKey: t('corporativeLogin'),
    publicOnly: true,
    hideNavbar: true,
  },
  {
    name: 'reset-password',
    path: '/reset-password',
    owner: 'shell',
    titleKey: t('resetPassword'),
    publicOnly: true,
  },
  { name: 'quote', path: '/quote/:license', owner: 'shell', titleKey: t('quote') },

  // ---- public (mf-profile-team) ---------------------------------------------------------------
  {
    name: 'trial',
    path: '/trial',
    owner: 'mf-profile-team',
    titleKey: t('trial'),
    publicOnly: true,
  },
  {
    name: 'register',
    path: '/register',
    owner: 'mf-profile-team',
    titleKey: t('register'),
    publicOnly: true,
  },
  {
    name: 'activate',
    path: '/activate',
    owner: 'mf-profile-team',
    titleKey: t('activate'),
    publicOnly: true,
  },
  {
    name: 'used-token',
    path: '/used-token',
    owner: 'mf-profile-team',
    titleKey: t('usedToken'),
    publicOnly: true,
  },
  {
    name: 'expired-token',
    path: '/expired-token',
    owner: 'mf-profile-team',
    titleKey: t('expiredToken'),
    publicOnly: true,
  },
  {
    // the link mailed to the new address of an email change (ADR 0048): signed in or not, the token is the proof
    name: 'confirm-email',
    path: '/confirm-email',
    owner: 'mf-profile-team',
    titleKey: t('confirmEmail'),
    allowSession: true,
  },

  // ---- public student view (a session is allowed) ---------------------------------------------
  {
    name: 'student-resource',
    path: '/r/:id/*',
    owner: 'mf-student-view',
    titleKey: t('studentResource'),
    // the remote writes the page's title (the resource's and the class's names), as its server render did
    ownTitle: true,
    allowSession: true,
    studentPublic: true,
  },

  // ---- the live class (issue 33): the teacher's screen and summary, then the students' side (no account); one title
  // key for both (the remote writes the page's title; every byte of this table is on /feed's first load)
  {
    name: 'live-teach',
    path: '/live/teach/*',
    owner: 'mf-student-view',
    titleKey: t('live'),
    ownTitle: true,
    private: true,
  },
  {
    name: 'live',
    path: '/live/*',
    owner: 'mf-student-view',
    titleKey: t('live'),
    ownTitle: true,
    allowSession: true,
    studentPublic: true,
  },

  // ---- private (mf-explore) -------------------------------------------------------------------
  { name: 'feed', path: '/feed/*', owner: 'mf-explore', titleKey: t('feed'), private: true },
  {
    name: 'resource',
    path: '/resource/:id/*',
    owner: 'mf-explore',
    titleKey: t('resource'),
    private: true,
  },
  {
    name: 'programs',
    path: '/programs',
    owner: 'mf-explore',
    titleKey: t('programs'),
    private: true,
  },
  {
    name: 'program',
    path: '/program/:id',
    owner: 'mf-explore',
    titleKey: t('program'),
    private: true,
  },

  // ---- private (mf-folders) -------------------------------------------------------------------
  {
    name: 'folders',
    path: '/folders',
    owner: 'mf-folders',
    titleKey: t('folders'),
    private: true,
  },
  {
    name: 'folder',
    path: '/folders/:id',
    owner: 'mf-folders',
    titleKey: t('folder'),
    private: true,
  },
  {
    name: 'kimple-folder',
    path: '/kimple-folders/:id',
    owner: 'mf-folders',
    titleKey: t('kimpleFolder'),
    private: true,
  },

  // ---- private (mf-stats) ---------------------------------------------------------------------
  // '/my-stats/*' also hosts the used-content history (its exact path is not in the spec).
  {
    name: 'my-stats',
    path: '/my-stats/*',
    owner: 'mf-stats',
    titleKey: t('myStats'),
    private: true,
  },

  // ---- private (mf-profile-team) --------------------------------------------------------------
  {
    name: 'team',
    path: '/profile/team/:schoolId',
    owner: 'mf-profile-team',
    titleKey: t('team'),
    private: true,
  },
  // issue 13: the spec shows no path for sharing groups (ADR 0017)
  {
    name: 'sharing-groups',
    path: '/profile/sharing-groups',
    owner: 'mf-profile-team',
    titleKey: t('sharingGroups'),
    private: true,
  },
  {
    name: 'profile',
    path: '/profile/*',
    owner: 'mf-profile-team',
    titleKey: t('profile'),
    private: true,
  },

  // ---- private (shell) ------------------------------------------------------------------------
  {
    name: 'preferences',
    path: '/preferences',
    owner: 'shell',
    titleKey: t('preferences'),
    private: true,
  },
  {
    name: 'unauthorized',
    path: '/unauthorized',
    owner: 'shell',
    titleKey: t('unauthorized'),
    private: true,
  },
  {
    name: 'not-found',
    path: '/not-found',
    owner: 'shell',
    titleKey: t('notFound'),
    private: true,
  },
  { name: 'faqs', path: '/faqs', owner: 'shell', titleKey: t('faqs'), private: true },
  {
    name: 'trial-finished',
    path: '/trial-finished',
    owner: 'shell',
    titleKey: t('trialFinished'),
    private: true,
  },
  { name: 'license', path: '/license', owner: 'shell', titleKey: t('license'), private: true },
  {
    name: 'sign-terms',
    path: '/sign-terms',
    owner: 'shell',
    titleKey: t('signTerms'),
    private: true,
  },

  // ---- private authoring (mf-krea, krea.md §2) -----------------------------------------------
  {
    name: 'krea',
    path: '/krea',
    owner: 'mf-krea',
    titleKey: t('krea'),
    private: true,
    authoringBar: true,
  },
  {
    name: 'krea-published',
    path: '/krea/published',
    owner: 'mf-krea',
    titleKey: t('kreaPublished'),
    private: true,
    authoringBar: true,
  },
  {
    name: 'krea-drafts',
    path: '/krea/drafts',
    owner: 'mf-krea',
    titleKey: t('kreaDrafts'),
    private: true,
    authoringBar: true,
  },
  {
    name: 'krea-in-revision',
    path: '/krea/in-revision',
    owner: 'mf-krea',
    titleKey: t('kreaInRevision'),
    private: true,
    authoringBar: true,
  },
  {
    name: 'krea-create-content',
    path: '/krea/create-content',
    owner: 'mf-krea',
    titleKey: t('kreaCreateContent'),
    private: true,
    authoringBar: true,
  },
  {
    name: 'krea-my-resources',
    path: '/krea/my-resources',
    owner: 'mf-krea',
    titleKey: t('kreaMyResources'),
    private: true,
    authoringBar: true,
  },
  {
    name: 'krea-schools-group-resources',
    path: '/krea/schools-group-resources',
    owner: 'mf-krea',
    titleKey: t('kreaSchoolsGroupResources'),
    private: true,
    authoringBar: true,
  },
  {
    name: 'krea-content',
    path: '/krea/content/:id',
    owner: 'mf-krea',
    titleKey: t('kreaContent'),
    private: true,
    authoringBar: true,
  },
  {
    name: 'krea-resource',
    path: '/krea/resource/:id/*',
    owner: 'mf-krea',
    titleKey: t('kreaResource'),
    private: true,
    authoringBar: true,
  },
  // other authoring screens (used-content registration and history, 'not yet enabled'): the remote routes them
  {
    name: 'krea-other',
    path: '/krea/*',
    owner: 'mf-krea',
    titleKey: t('krea'),
    private: true,
    authoringBar: true,
  },
];

export function routeByName(name: string): RouteDef | undefined {
  return routes.find((r) => r.name === name);
}

/** The route that serves `pathname` (query and hash ignored), or null when no named route matches. */
export function matchRoute(pathname: string): RouteDef | null {
  const clean = (pathname.split(/[?#]/)[0] || '/').replace(/\/{2,}/g, '/');
  for (const route of routes) {
    if (matchPath({ path: route.path, caseSensitive: false, end: true }, clean)) return route;
  }
  return null;
}

/** Params of `pathname` for `route` (e.g. { license: 'campus' } for /quote/campus). */
export function routeParams(route: RouteDef, pathname: string): Record<string, string | undefined> {
  return matchPath({ path: route.path, end: true }, pathname)?.params ?? {};
}

/** Every owner and whether `pathname` belongs to it: handy as a single-spa activity function. */
export function isOwnedBy(owner: Owner, pathname: string): boolean {
  return matchRoute(pathname)?.owner === owner;
}
