/**
 * The live class's realtime link: the official @microsoft/signalr client on /liveClassHub (packages/contracts/src/
 * live.ts), loaded with the /live screens only. Reconnects by itself (`withAutomaticReconnect`, retrying every few
 * seconds for as long as the screen is open); after a reconnect the caller says who it is again (Join with the
 * rejoin key, Teach with the session id) and redraws from the answer. A browser that comes back online restarts the
 * link at once rather than waiting for the server's timeout to notice the old socket is dead.
 */
import type { HubConnection } from '@microsoft/signalr';
import { getAccessToken } from '@platform/session';
import { LIVE_ERRORS, type LiveErrorCode } from '@platform/contracts';

export const LIVE_HUB_URL = '/liveClassHub';

type SignalR = typeof import('@microsoft/signalr');
let loadSignalR: () => Promise<SignalR> = () => import(/* webpackChunkName: "signalr" */ '@microsoft/signalr');
/** Tests: a fake SignalR module. */
export function setLiveSignalRLoader(loader: () => Promise<SignalR>): void {
  loadSignalR = loader;
}

export type LinkState = 'connecting' | 'connected' | 'reconnecting';

const CODES = new Set<string>(Object.values(LIVE_ERRORS));
/** The LIVE_ERRORS code of a hub error (its message is the code, maybe wrapped by the client), or null. */
export function liveErrorCode(err: unknown): LiveErrorCode | null {
  const msg = err instanceof Error ? err.message : typeof err === 'string' ? err : '';
  const m = /LIVE_[A-Z_]+/.exec(msg);
  return m && CODES.has(m[0]) ? (m[0] as LiveErrorCode) : null;
}

/** Retry after 0, 1, 2, 4, 5, 5… seconds: a classroom's Wi-Fi comes back; the link never gives up on its own. */
const retryDelay = (n: number) => Math.min(5_000, n === 0 ? 0 : 1_000 * 2 ** (n - 1));

export interface LiveLink {
  /** the connection once started (null while the client loads) */
  readonly connection: () => HubConnection | null;
  invoke<T>(method: string, ...args: unknown[]): Promise<T>;
  stop(): void;
}

export interface LiveLinkOptions {
  /** sign the link with the session's access token (the teacher) */
  teacher?: boolean;
  /** handlers of the hub's messages, by name */
  handlers: Record<string, (...args: never[]) => void>;
  onState: (s: LinkState) => void;
  /** the link is up (first time and after each reconnect): say who you are, redraw */
  onUp: () => void;
  /**
   * A (re)connect refused for the access token (it expired during a long class): renew it with any authenticated call
   * (the api-client's single-flight refresh) before the next try.
   */
  renewToken?: () => Promise<unknown>;
}

/** A JWT whose `exp` is less than a minute away (false for anything that is not one). */
export function expiresSoon(token: string, now = Date.now()): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof payload.exp === 'number' && payload.exp * 1000 - now < 60_000;
  } catch {
    return false;
  }
}

/** @microsoft/signalr rejects a 401 of its negotiate request with a message carrying the status. */
const unauthorized = (err: unknown) =>
  (err as { statusCode?: number } | null)?.statusCode === 401 ||
  /\b401\b/.test(err instanceof Error ? err.message : String(err));

/** Opens the link; `onUp` runs once connected and again after every reconnect. */
export function openLiveLink(opts: LiveLinkOptions): LiveLink {
  let stopped = false;
  let conn: HubConnection | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let waiting: Array<() => void> = [];

  const setState = (s: LinkState) => {
    if (stopped) return;
    opts.onState(s);
    if (s === 'connected') {
      waiting.forEach((w) => w());
      waiting = [];
    }
  };
  const schedule = (delay: number) => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void start();
    }, delay);
  };
  const start = async (): Promise<void> => {
    if (stopped || !conn || conn.state !== 'Disconnected') return;
    setState(attempt === 0 ? 'connecting' : 'reconnecting');
    try {
      await conn.start();
      attempt = 0;
      setState('connected');
      if (!stopped) opts.onUp();
    } catch (err) {
      if (opts.renewToken && unauthorized(err)) await opts.renewToken().catch(() => undefined);
      schedule(retryDelay(++attempt));
    }
  };

  // back online: the old socket may be dead without knowing it; stop it (onclose starts again) or start now
  const online = () => {
    if (stopped || !conn) return;
    attempt = Math.max(attempt, 1);
    if (conn.state === 'Disconnected') schedule(0);
    else void conn.stop().catch(() => undefined);
  };
  const offline = () => setState('reconnecting');
  if (typeof window !== 'undefined') {
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
  }

  const ready = loadSignalR().then((sr) => {
    const c = new sr.HubConnectionBuilder()
      .withUrl(
        LIVE_HUB_URL,
        opts.teacher
          ? {
              // every (re)connect signs with a token that is still good (renewed first when it is about to expire)
              accessTokenFactory: async () => {
                const token = getAccessToken();
                if (token && opts.renewToken && expiresSoon(token)) await opts.renewToken().catch(() => undefined);
                return getAccessToken() ?? '';
              },
            }
          : {},
      )
      .withAutomaticReconnect({ nextRetryDelayInMilliseconds: (ctx) => retryDelay(ctx.previousRetryCount) })
      .configureLogging(sr.LogLevel.None)
      .build();
    for (const [name, fn] of Object.entries(opts.handlers)) c.on(name, fn as (...a: unknown[]) => void);
    c.onreconnecting(() => setState('reconnecting'));
    c.onreconnected(() => {
      setState('connected');
      if (!stopped) opts.onUp();
    });
    // closed for good (stopped when back online, or the automatic reconnect ended): start again
    c.onclose(() => {
      setState('reconnecting');
      schedule(retryDelay(Math.max(1, attempt)));
    });
    conn = c;
    void start();
    return c;
  });

  return {
    connection: () => conn,
    /** waits for the link to be up (a send pressed while reconnecting goes once it is back) */
    async invoke<T>(method: string, ...args: unknown[]): Promise<T> {
      const c = await ready;
      if (c.state !== 'Connected') await new Promise<void>((resolve) => waiting.push(resolve));
      return c.invoke<T>(method, ...args);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      }
      void conn?.stop().catch(() => undefined);
    },
  };
}
