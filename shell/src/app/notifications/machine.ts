/**
 * The drawer's list state machine (spec §4 "Notification drawer", §9 page size 5):
 *   closed ──open──▶ loading ──loaded──▶ ready ──more──▶ loadingMore ──loaded──▶ ready
 *                       └──failed──▶ error ──retry──▶ loading         └──failed──▶ ready (moreError)
 *   ready ──showDetail──▶ ready + detail ──back──▶ ready
 *   any ──close──▶ closed (list cleared, page reset to 0)
 * "Load more" shows while the next page is below the total pages.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { setUnseenNotifications } from '../chrome/notificationsState';
import { fetchNotificationCards, markNotificationsSeen, type NotificationCard, type NotificationPage } from './api';

export type Status = 'closed' | 'loading' | 'error' | 'ready' | 'loadingMore';

export interface DrawerState {
  status: Status;
  items: NotificationCard[];
  /** the last page loaded (0-based) */
  page: number;
  pages: number;
  totalCount: number;
  moreError: boolean;
  detail: NotificationCard | null;
  /** bumps on every open so late answers of a previous opening are ignored */
  session: number;
}

export type Action =
  | { type: 'open' }
  | { type: 'loaded'; session: number; page: number; result: NotificationPage }
  | { type: 'failed'; session: number; page: number }
  | { type: 'more' }
  | { type: 'retry' }
  | { type: 'showDetail'; card: NotificationCard }
  | { type: 'back' }
  | { type: 'close' };

export const initialDrawerState: DrawerState = {
  status: 'closed',
  items: [],
  page: 0,
  pages: 0,
  totalCount: 0,
  moreError: false,
  detail: null,
  session: 0,
};

export const canLoadMore = (s: DrawerState): boolean => s.status === 'ready' && s.page + 1 < s.pages;

export function drawerReducer(s: DrawerState, a: Action): DrawerState {
  switch (a.type) {
    case 'open':
      return { ...initialDrawerState, status: 'loading', session: s.session + 1 };
    case 'retry':
      return s.status === 'error' ? { ...s, status: 'loading' } : s;
    case 'more':
      return canLoadMore(s) ? { ...s, status: 'loadingMore', moreError: false } : s;
    case 'loaded': {
      if (a.session !== s.session) return s;
      if (a.page === 0 && s.status === 'loading') {
        return {
          ...s,
          status: 'ready',
          items: a.result.notifications,
          page: 0,
          pages: a.result.pages,
          totalCount: a.result.totalCount,
        };
      }
      if (s.status !== 'loadingMore' || a.page !== s.page + 1) return s;
      const known = new Set(s.items.map((n) => n.id));
      return {
        ...s,
        status: 'ready',
        page: a.page,
        pages: a.result.pages,
        totalCount: a.result.totalCount,
        items: [...s.items, ...a.result.notifications.filter((n) => !known.has(n.id))],
      };
    }
    case 'failed':
      if (a.session !== s.session) return s;
      if (s.status === 'loading') return { ...s, status: 'error' };
      if (s.status === 'loadingMore') return { ...s, status: 'ready', moreError: true };
      return s;
    case 'showDetail':
      return s.status === 'ready' || s.status === 'loadingMore' ? { ...s, detail: a.card } : s;
    case 'back':
      return { ...s, detail: null };
    case 'close':
      return { ...initialDrawerState, session: s.session };
    default:
      return s;
  }
}

export interface DrawerDeps {
  fetchPage: typeof fetchNotificationCards;
  markSeen: typeof markNotificationsSeen;
  /** after marking seen: the bell is reset and the hub asked again */
  onSeen: () => void;
}

const defaultDeps: DrawerDeps = {
  fetchPage: fetchNotificationCards,
  markSeen: markNotificationsSeen,
  onSeen: () => {
    setUnseenNotifications(false);
    void import('./hub').then((h) => h.refreshNotificationHub()).catch(() => undefined);
  },
};

/**
 * Drives the machine from the drawer's open flag: opening loads page 0 and then marks the notifications
 * seen; closing clears the list and resets the page.
 */
export function useNotificationDrawer(open: boolean, deps: DrawerDeps = defaultDeps) {
  const [state, dispatch] = useReducer(drawerReducer, initialDrawerState);
  const depsRef = useRef(deps);
  depsRef.current = deps;

  const load = useCallback((session: number, page: number, markSeenAfter: boolean) => {
    const d = depsRef.current;
    d.fetchPage(page).then(
      (result) => {
        dispatch({ type: 'loaded', session, page, result });
        if (markSeenAfter) {
          d.markSeen().then(
            () => d.onSeen(),
            () => undefined,
          );
        }
      },
      () => dispatch({ type: 'failed', session, page }),
    );
  }, []);

  useEffect(() => {
    if (open) dispatch({ type: 'open' });
    else dispatch({ type: 'close' });
  }, [open]);

  // Start the request that the state asks for (page 0 after open/retry, next page after "more").
  const requested = useRef<string>('');
  useEffect(() => {
    if (state.status === 'loading') {
      const key = `${state.session}:0:${state.items.length}`;
      if (requested.current === key) return;
      requested.current = key;
      load(state.session, 0, true);
    } else if (state.status === 'loadingMore') {
      const key = `${state.session}:${state.page + 1}`;
      if (requested.current === key) return;
      requested.current = key;
      load(state.session, state.page + 1, false);
    } else {
      requested.current = '';
    }
  }, [state.status, state.session, state.page, state.items.length, load]);

  return {
    state,
    loadMore: () => dispatch({ type: 'more' }),
    retry: () => dispatch({ type: 'retry' }),
    showDetail: (card: NotificationCard) => dispatch({ type: 'showDetail', card }),
    back: () => dispatch({ type: 'back' }),
  };
}
