/** Notification bell, hub connection and drawer (spec §4 drawer, §7 hub, §9 page size 5). */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/event-bus';
import { renderShell, resetShell } from '../testing/render';
import { mkUser } from '../testing/users';
import {
  getNotificationsState,
  hubStart,
  resetNotificationsState,
  setUnseenNotifications,
} from '../chrome/notificationsState';
import { canLoadMore, drawerReducer, initialDrawerState, type DrawerState } from './machine';
import { acquireNotificationHub, isUnauthorized, setSignalRLoader, stopNotificationHub } from './hub';
import type { NotificationCard, NotificationPage } from './api';
import * as api from './api';

jest.mock('@platform/api-client', () => {
  const actual = jest.requireActual('@platform/api-client');
  return { ...actual, apiClient: { ...actual.apiClient, get: jest.fn(async () => ({ data: {} })) } };
});
jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  fetchNotificationCards: jest.fn(),
  markNotificationsSeen: jest.fn(async () => undefined),
  fetchHighlightedCards: jest.fn(async () => []),
}));
const fetchCards = api.fetchNotificationCards as jest.MockedFunction<typeof api.fetchNotificationCards>;
const markSeen = api.markNotificationsSeen as jest.MockedFunction<typeof api.markNotificationsSeen>;
const fetchHighlights = api.fetchHighlightedCards as jest.MockedFunction<typeof api.fetchHighlightedCards>;

const card = (id: number, extra: Partial<NotificationCard> = {}): NotificationCard => ({
  id,
  title: `Notice ${id}`,
  brief: `Summary ${id}`,
  detail: `<p>Detail <strong>${id}</strong></p><script>window.__x=1</script><img src=x onerror="window.__y=1">`,
  date: '2026-03-05T10:00:00Z',
  startDate: '2026-03-05T10:00:00Z',
  tag: (((id - 1) % 6) + 1) as NotificationCard['tag'],
  unseen: id % 2 === 0,
  highlight: false,
  locale: 'es',
  ...extra,
});
/** 12 notifications, newest first, pages of 5 → 3 pages. */
const ALL = Array.from({ length: 12 }, (_, i) => card(12 - i));
const page = (n: number, size = 5): NotificationPage => ({
  notifications: ALL.slice(n * size, n * size + size),
  totalCount: ALL.length,
  pages: Math.ceil(ALL.length / size),
});

const teacher = mkUser();

// never the real SignalR client in jsdom (tests that look at the hub set their own fake)
beforeEach(() => {
  setSignalRLoader(async () => fakeSignalR().module);
  hubStart.delayMs = 50;
});
afterEach(() => {
  resetShell();
  resetNotificationsState();
  stopNotificationHub();
  jest.clearAllMocks();
});

// ---------------------------------------------------------------- state machine (pure)
describe('drawer state machine', () => {
  const run = (...actions: Parameters<typeof drawerReducer>[1][]) =>
    actions.reduce<DrawerState>(drawerReducer, initialDrawerState);

  it('open → loading page 0 → ready; load more while next page < total pages', () => {
    let s = run({ type: 'open' });
    expect(s).toMatchObject({ status: 'loading', items: [], page: 0, session: 1 });
    s = drawerReducer(s, { type: 'loaded', session: 1, page: 0, result: page(0) });
    expect(s).toMatchObject({ status: 'ready', page: 0, pages: 3, totalCount: 12 });
    expect(s.items.map((n) => n.id)).toEqual([12, 11, 10, 9, 8]);
    expect(canLoadMore(s)).toBe(true);
    s = drawerReducer(s, { type: 'more' });
    expect(s.status).toBe('loadingMore');
    expect(canLoadMore(s)).toBe(false); // no second request while one is running
    s = drawerReducer(s, { type: 'loaded', session: 1, page: 1, result: page(1) });
    s = drawerReducer(drawerReducer(s, { type: 'more' }), { type: 'loaded', session: 1, page: 2, result: page(2) });
    expect(s).toMatchObject({ status: 'ready', page: 2 });
    expect(s.items).toHaveLength(12);
    expect(canLoadMore(s)).toBe(false); // next page 3 is not below 3 pages
    expect(drawerReducer(s, { type: 'more' })).toBe(s);
  });

  it('close clears the list and resets the page; a late answer of the previous opening is ignored', () => {
    let s = run({ type: 'open' }, { type: 'loaded', session: 1, page: 0, result: page(0) }, { type: 'more' });
    s = drawerReducer(s, { type: 'close' });
    expect(s).toMatchObject({ status: 'closed', items: [], page: 0, pages: 0, detail: null });
    s = drawerReducer(s, { type: 'open' });
    expect(s.session).toBe(2);
    const late = drawerReducer(s, { type: 'loaded', session: 1, page: 1, result: page(1) });
    expect(late).toBe(s);
  });

  it('errors: page 0 fails → error → retry → loading; a failed "more" keeps the list', () => {
    let s = run({ type: 'open' }, { type: 'failed', session: 1, page: 0 });
    expect(s.status).toBe('error');
    s = drawerReducer(s, { type: 'retry' });
    expect(s.status).toBe('loading');
    s = drawerReducer(drawerReducer(s, { type: 'loaded', session: 1, page: 0, result: page(0) }), { type: 'more' });
    s = drawerReducer(s, { type: 'failed', session: 1, page: 1 });
    expect(s).toMatchObject({ status: 'ready', moreError: true, page: 0 });
    expect(s.items).toHaveLength(5);
    expect(canLoadMore(s)).toBe(true);
  });

  it('detail opens from a card and back returns to the list', () => {
    let s = run({ type: 'open' }, { type: 'loaded', session: 1, page: 0, result: page(0) });
    s = drawerReducer(s, { type: 'showDetail', card: s.items[1]! });
    expect(s.detail?.id).toBe(11);
    s = drawerReducer(s, { type: 'back' });
    expect(s.detail).toBeNull();
    expect(s.items).toHaveLength(5);
  });

  it('an empty answer is ready with no items and no "load more"', () => {
    const s = run(
      { type: 'open' },
      { type: 'loaded', session: 1, page: 0, result: { notifications: [], totalCount: 0, pages: 0 } },
    );
    expect(s).toMatchObject({ status: 'ready', items: [] });
    expect(canLoadMore(s)).toBe(false);
  });
});

// ---------------------------------------------------------------- hub connection (fake SignalR)
type Handler = (...args: unknown[]) => void;
function fakeSignalR() {
  const handlers = new Map<string, Handler>();
  const invoke = jest.fn(async (_m: string, ..._a: unknown[]) => null);
  const start = jest.fn(async () => undefined);
  const stop = jest.fn(async () => undefined);
  let options: { accessTokenFactory?: () => string } | undefined;
  let url = '';
  const connection = {
    state: 'Disconnected',
    on: (name: string, fn: Handler) => handlers.set(name, fn),
    onreconnected: jest.fn(),
    onclose: jest.fn(),
    invoke,
    start: jest.fn(async () => {
      await start();
      connection.state = 'Connected';
    }),
    stop,
  };
  class HubConnectionBuilder {
    withUrl(u: string, o: typeof options) {
      url = u;
      options = o;
      return this;
    }
    withAutomaticReconnect() {
      return this;
    }
    configureLogging() {
      return this;
    }
    build() {
      return connection;
    }
  }
  const module = { HubConnectionBuilder, LogLevel: { None: 6 } } as unknown as typeof import('@microsoft/signalr');
  return { module, connection, handlers, invoke, stop, url: () => url, token: () => options?.accessTokenFactory?.() };
}

describe('notification hub', () => {
  it('connects to /notificationHub with the session token, invokes SearchNotifications(userId), follows NewNotification and UpdatedNotifications', async () => {
    const sr = fakeSignalR();
    setSignalRLoader(async () => sr.module);
    const { startSession } = jest.requireActual('@platform/session');
    startSession('tok-123', teacher);
    const release = acquireNotificationHub(42);
    await waitFor(() => expect(sr.invoke).toHaveBeenCalledWith('SearchNotifications', 42));
    expect(sr.url()).toBe('/notificationHub');
    expect(sr.token()).toBe('tok-123');

    act(() => sr.handlers.get('NewNotification')!(true));
    expect(getNotificationsState().unseen).toBe(true);
    act(() => sr.handlers.get('NewNotification')!(false));
    expect(getNotificationsState().unseen).toBe(false);

    sr.handlers.get('UpdatedNotifications')!();
    await waitFor(() => expect(sr.invoke).toHaveBeenCalledTimes(2));
    expect(sr.invoke).toHaveBeenLastCalledWith('SearchNotifications', 42);

    // a second bell shares the connection
    const release2 = acquireNotificationHub(42);
    release();
    release2();
    stopNotificationHub();
    expect(sr.stop).toHaveBeenCalledTimes(1);
  });
});

describe('notification hub retries', () => {
  it('knows a refused start for the token from other failures', () => {
    expect(
      isUnauthorized(
        new Error("Failed to complete negotiation with the server: Error: Unauthorized: Status code '401'"),
      ),
    ).toBe(true);
    expect(isUnauthorized(Object.assign(new Error('Unauthorized'), { statusCode: 401 }))).toBe(true);
    expect(
      isUnauthorized(
        new Error("Failed to complete negotiation with the server: Error: Internal Server Error: Status code '500'"),
      ),
    ).toBe(false);
    expect(isUnauthorized(new Error('Failed to fetch'))).toBe(false);
  });

  afterEach(() => jest.useRealTimers());

  it('a start refused with 401 renews the access token through the api-client, then retries', async () => {
    jest.useFakeTimers();
    const sr = fakeSignalR();
    let failures = 1;
    sr.connection.start = jest.fn(async () => {
      // what @microsoft/signalr 9 throws when its negotiate request gets a 401 (no statusCode property)
      if (failures-- > 0)
        throw new Error("Failed to complete negotiation with the server: Error: Unauthorized: Status code '401'");
      sr.connection.state = 'Connected';
    });
    setSignalRLoader(async () => sr.module);
    acquireNotificationHub(9);
    await jest.advanceTimersByTimeAsync(10);
    expect(sr.connection.start).toHaveBeenCalledTimes(1);
    // the renewal is a silent Cards call (the api-client refreshes the token on its 401)
    expect(fetchCards).toHaveBeenCalledWith(0, 1);
    expect(sr.invoke).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(sr.connection.start).toHaveBeenCalledTimes(2);
    expect(sr.invoke).toHaveBeenCalledWith('SearchNotifications', 9);
    stopNotificationHub();
    expect(sr.stop).toHaveBeenCalled();
  });
});

// ---------------------------------------------------------------- bell + drawer in the shell
describe('bell', () => {
  it('turns active with an accessible label on NewNotification(true), and opening the drawer resets it', async () => {
    const sr = fakeSignalR();
    setSignalRLoader(async () => sr.module);
    fetchCards.mockResolvedValue(page(0));
    await renderShell('/faqs', { user: teacher, locale: 'en' });
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveAttribute('data-state', 'idle');
    // the hub connects a moment (hubStart.delayMs) after the bell appeared
    await waitFor(() => expect(sr.invoke).toHaveBeenCalledWith('SearchNotifications', teacher.userId), {
      timeout: 4000,
    });
    act(() => sr.handlers.get('NewNotification')!(true));
    expect(screen.getByRole('button', { name: 'Notifications: you have new notifications' })).toBe(bell);
    expect(bell).toHaveAttribute('data-state', 'unseen');

    await userEvent.setup().click(bell);
    await screen.findByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('data-state', 'idle');
    expect(bell).toHaveAccessibleName('Notifications');
    await waitFor(() => expect(markSeen).toHaveBeenCalledTimes(1));
  }, 10_000);

  it('shows the translated label in Spanish and Catalan', async () => {
    await renderShell('/faqs', { user: teacher, locale: 'es' });
    act(() => setUnseenNotifications(true));
    expect(screen.getByRole('button', { name: 'Notificaciones: tienes notificaciones nuevas' })).toBeInTheDocument();
    resetShell();
    await renderShell('/faqs', { user: teacher, locale: 'ca' });
    expect(screen.getByRole('button', { name: 'Notificacions: tens notificacions noves' })).toBeInTheDocument();
  });
});

describe('drawer', () => {
  async function openDrawer(locale: 'en' | 'es' | 'ca' = 'en') {
    await renderShell('/faqs', { user: teacher, locale });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^(Notifications|Notificaciones|Notificacions)/ }));
    const drawer = await screen.findByRole('dialog');
    return { user, drawer };
  }

  it('loads page 0 (size 5) then marks seen; cards show title, brief, dd·mm·yyyy date and tag; load more until the last page', async () => {
    const order: string[] = [];
    fetchCards.mockImplementation(async (n) => {
      order.push(`cards:${n}`);
      return page(n);
    });
    markSeen.mockImplementation(async () => {
      order.push('seen');
    });
    const { user, drawer } = await openDrawer();
    const list = await within(drawer).findByRole('list', { name: 'Notification list' });
    expect(fetchCards).toHaveBeenCalledWith(0);
    await waitFor(() => expect(order).toEqual(['cards:0', 'seen']));
    const cards = within(list).getAllByTestId('notification-card');
    expect(cards).toHaveLength(5);
    expect(cards[0]).toHaveTextContent('Notice 12');
    expect(cards[0]).toHaveTextContent('Summary 12');
    expect(cards[0]).toHaveTextContent('05·03·2026');
    expect(within(cards[0]!).getByTestId('notification-tag')).toHaveTextContent('Teacher training'); // tag 6
    expect(cards[0]).toHaveTextContent('New'); // unseen marker

    await user.click(within(drawer).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(drawer).getAllByTestId('notification-card')).toHaveLength(10));
    expect(fetchCards).toHaveBeenLastCalledWith(1);
    // focus goes to the first new card
    expect(within(drawer).getAllByTestId('notification-card')[5]).toHaveFocus();
    await user.click(within(drawer).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(drawer).getAllByTestId('notification-card')).toHaveLength(12));
    expect(within(drawer).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(markSeen).toHaveBeenCalledTimes(1);
  });

  it('pins the highlighted cards (GET Highlight) above the list, marked in the list too; a failed call hides them', async () => {
    fetchHighlights.mockImplementation(async () => [card(11, { highlight: true })]);
    fetchCards.mockImplementation(async (n) => ({
      ...page(n),
      notifications: page(n).notifications.map((c) => (c.id === 11 ? { ...c, highlight: true } : c)),
    }));
    const { user, drawer } = await openDrawer('es');
    const pinned = await within(drawer).findByRole('region', { name: 'Destacadas' });
    expect(within(pinned).getAllByTestId('notification-card')).toHaveLength(1);
    expect(within(pinned).getByTestId('notification-card')).toHaveTextContent('Notice 11');
    const list = within(drawer).getByRole('list', { name: 'Lista de notificaciones' });
    const marked = within(list).getAllByTestId('notification-highlight');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent('Destacada');
    expect(fetchHighlights).toHaveBeenCalledTimes(1);
    await user.click(within(pinned).getByTestId('notification-card'));
    expect(await within(drawer).findByTestId('notification-detail')).toHaveTextContent('Notice 11');

    await user.keyboard('{Escape}');
    fetchHighlights.mockImplementation(async () => {
      throw new Error('offline');
    });
    await user.click(screen.getByRole('button', { name: /^Notificaciones/ }));
    const again = await screen.findByRole('dialog');
    await waitFor(() => expect(within(again).getAllByTestId('notification-card')).toHaveLength(5));
    expect(within(again).queryByRole('region', { name: 'Destacadas' })).toBeNull();
  });

  it('closing clears the list and resets the page: reopening loads page 0 again', async () => {
    fetchCards.mockImplementation(async (n) => page(n));
    const { user, drawer } = await openDrawer();
    await within(drawer).findByRole('list');
    await user.click(within(drawer).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(drawer).getAllByTestId('notification-card')).toHaveLength(10));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
    fetchCards.mockClear();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const again = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(again).getAllByTestId('notification-card')).toHaveLength(5));
    expect(fetchCards).toHaveBeenCalledTimes(1);
    expect(fetchCards).toHaveBeenCalledWith(0);
  });

  it('detail view: sanitized rich text, back returns focus to the card, expand opens the global modal', async () => {
    fetchCards.mockImplementation(async (n) => page(n));
    const emitted: unknown[] = [];
    const off = bus.on('platform.modal.open.v1', (p) => emitted.push(p));
    const { user, drawer } = await openDrawer();
    await within(drawer).findByRole('list');
    const second = within(drawer).getAllByTestId('notification-card')[1]!;
    await user.click(second);
    const detail = within(drawer).getByTestId('notification-detail');
    const heading = within(detail).getByRole('heading', { name: 'Notice 11' });
    expect(heading).toHaveFocus();
    expect(detail.querySelector('strong')).toHaveTextContent('11');
    expect(detail.querySelector('script')).toBeNull();
    expect(detail.querySelector('img')).toBeNull();
    expect(detail).toHaveTextContent('05·03·2026');

    await user.click(within(drawer).getByRole('button', { name: /Back to notifications/ }));
    expect(within(drawer).queryByTestId('notification-detail')).toBeNull();
    expect(within(drawer).getAllByTestId('notification-card')[1]).toHaveFocus();

    await user.click(within(drawer).getAllByTestId('notification-card')[0]!);
    await user.click(within(drawer).getByRole('button', { name: 'Expand' }));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(emitted).toEqual([
      { modal: 'notificationDetail', props: expect.objectContaining({ title: 'Notice 12', detail: ALL[0]!.detail }) },
    ]);
    expect(await screen.findByRole('dialog', { name: 'Notice 12' })).toBeInTheDocument();
    off();
  });

  it('loading, empty and error states (translated), retry', async () => {
    let resolve!: (p: NotificationPage) => void;
    fetchCards.mockImplementationOnce(
      () =>
        new Promise((r) => {
          resolve = r;
        }),
    );
    const { drawer } = await openDrawer('es');
    expect(within(drawer).getByRole('status')).toHaveTextContent('Cargando notificaciones…');
    await act(async () => resolve({ notifications: [], totalCount: 0, pages: 0 }));
    expect(await within(drawer).findByText('Todavía no tienes notificaciones')).toBeInTheDocument();
    resetShell();
    resetNotificationsState();
    markSeen.mockClear();

    fetchCards.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(page(0));
    const second = await openDrawer('ca');
    const alert = await within(second.drawer).findByRole('alert');
    expect(alert).toHaveTextContent("No s'han pogut carregar les notificacions");
    expect(markSeen).not.toHaveBeenCalled();
    await second.user.click(within(alert).getByRole('button'));
    await waitFor(() => expect(within(second.drawer).getAllByTestId('notification-card')).toHaveLength(5));
    await waitFor(() => expect(markSeen).toHaveBeenCalledTimes(1));
  });
});
