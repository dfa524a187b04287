/**
 * The real-time notification connection (spec §7): the official @microsoft/signalr client on
 * /notificationHub with the session's access token. It invokes SearchNotifications(userId), listens for
 * NewNotification(bool) (the bell's unseen flag) and UpdatedNotifications (search again).
 *
 * The SignalR client is a dynamic import, fetched once the browser is idle after a signed-in bar
 * appeared, so it never weighs on the first page. One connection per signed-in user, shared by every bar
 * that shows a bell (acquire/release; a short grace period so a bar switch does not reconnect).
 */
import { getAccessToken } from '@platform/session';
import { setUnseenNotifications } from '../chrome/notificationsState';
import { fetchNotificationCards } from './api';

export const HUB_URL = '/notificationHub';
/** Reconnect delays after a failed start (ms); the last one repeats. */
const START_RETRY_MS = [2_000, 5_000, 15_000, 30_000];
const RELEASE_GRACE_MS = 3_000;

type SignalR = typeof import('@microsoft/signalr');
let loadSignalR: () => Promise<SignalR> = () => import('@microsoft/signalr');

interface Active {
  userId: number;
  refs: number;
  stop: () => void;
  search: () => Promise<void>;
  releaseTimer?: ReturnType<typeof setTimeout>;
}
let active: Active | null = null;

function connect(userId: number): Active {
  let stopped = false;
  let retry = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let connection: import('@microsoft/signalr').HubConnection | null = null;

  const search = async () => {
    if (stopped || !connection || connection.state !== 'Connected') return;
    try {
      await connection.invoke('SearchNotifications', userId);
    } catch {
      /* the next UpdatedNotifications or reconnect searches again */
    }
  };

  const start = async () => {
    if (stopped || !connection) return;
    try {
      await connection.start();
      retry = 0;
      await search();
    } catch (err) {
      if (stopped) return;
      // an expired access token: let the api-client's single-flight refresh renew it before the next try
      if (isUnauthorized(err)) await renewAccessToken();
      if (stopped) return;
      const delay = START_RETRY_MS[Math.min(retry++, START_RETRY_MS.length - 1)]!;
      timer = setTimeout(() => void start(), delay);
    }
  };

  void loadSignalR()
    .then((sr) => {
      if (stopped) return;
      connection = new sr.HubConnectionBuilder()
        .withUrl(HUB_URL, { accessTokenFactory: () => getAccessToken() ?? '' })
        .withAutomaticReconnect()
        .configureLogging(sr.LogLevel.None)
        .build();
      connection.on('NewNotification', (unseen: unknown) =>
        setUnseenNotifications(unseen === true || unseen === 'true'),
      );
      connection.on('UpdatedNotifications', () => void search());
      connection.onreconnected(() => void search());
      // closed for good (automatic reconnect gave up): start over with the retry delays
      connection.onclose(() => {
        if (!stopped) timer = setTimeout(() => void start(), START_RETRY_MS[START_RETRY_MS.length - 1]);
      });
      return start();
    })
    .catch(() => undefined); // the chunk could not load: the bell stays idle, the drawer still works

  return {
    userId,
    refs: 0,
    search,
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      void connection?.stop().catch(() => undefined);
    },
  };
}

/**
 * A start refused for the token. @microsoft/signalr rejects a 401 of its negotiate request with a
 * FailedToNegotiateWithServerError whose message carries the status ("… Unauthorized: Status code '401'"),
 * not with a `statusCode`; an HttpError of other paths has `statusCode`.
 */
export function isUnauthorized(err: unknown): boolean {
  if ((err as { statusCode?: number } | null)?.statusCode === 401) return true;
  return /\b401\b/.test(err instanceof Error ? err.message : String(err));
}

/**
 * Any silent authenticated call: a 401 makes the api-client refresh the access token (one refresh shared by
 * every caller, so the refresh cookie is never rotated twice); the next start reads the new token.
 */
async function renewAccessToken(): Promise<void> {
  try {
    await fetchNotificationCards(0, 1);
  } catch {
    /* signed out or offline: the retry delays go on */
  }
}

/** A bell mounted for `userId`: connects (or reuses the connection). Returns the release function. */
export function acquireNotificationHub(userId: number): () => void {
  if (active && active.userId !== userId) stopNotificationHub();
  if (!active) active = connect(userId);
  const mine = active;
  if (mine.releaseTimer) {
    clearTimeout(mine.releaseTimer);
    mine.releaseTimer = undefined;
  }
  mine.refs++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    mine.refs--;
    if (mine.refs > 0 || active !== mine) return;
    mine.releaseTimer = setTimeout(() => {
      if (active === mine && mine.refs === 0) stopNotificationHub();
    }, RELEASE_GRACE_MS);
  };
}

/** Asks the hub again whether unseen notifications exist (after marking them seen, for instance). */
export const refreshNotificationHub = (): Promise<void> => active?.search() ?? Promise.resolve();

/** Closes the connection (logout, user change, last bell gone). */
export function stopNotificationHub(): void {
  if (!active) return;
  if (active.releaseTimer) clearTimeout(active.releaseTimer);
  active.stop();
  active = null;
  setUnseenNotifications(false);
}

/** Tests: replace the SignalR loader. */
export function setSignalRLoader(loader: () => Promise<SignalR>): void {
  loadSignalR = loader;
}
