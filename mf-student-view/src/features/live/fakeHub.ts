/**
 * Unit tests only: a stand-in for @microsoft/signalr's HubConnectionBuilder (the real client against the real hub is
 * the e2e test's, packages/e2e/tests/live-class.test.ts). `server` answers invocations; `emit` sends a hub message;
 * `drop` / `back` play SignalR's automatic reconnect.
 */
type Handler = (...args: unknown[]) => void;

export interface FakeHub {
  module: typeof import('@microsoft/signalr');
  /** answers an invocation (throw to refuse: the Error's message is the hub's) */
  server: (method: string, args: unknown[]) => unknown;
  invocations: Array<{ method: string; args: unknown[] }>;
  emit(name: string, ...args: unknown[]): void;
  drop(): void;
  back(): void;
  /** the options the connection was built with */
  urls: Array<{ url: string; opts: unknown }>;
}

export function fakeSignalR(): FakeHub {
  const handlers = new Map<string, Handler[]>();
  const life = { reconnecting: [] as Handler[], reconnected: [] as Handler[], close: [] as Handler[] };
  let state = 'Disconnected';
  const hub: FakeHub = {
    server: () => null,
    invocations: [],
    urls: [],
    emit: (name, ...args) => (handlers.get(name) ?? []).forEach((h) => h(...args)),
    drop: () => {
      state = 'Reconnecting';
      life.reconnecting.forEach((h) => h());
    },
    back: () => {
      state = 'Connected';
      life.reconnected.forEach((h) => h());
    },
    module: null as never,
  };
  const connection = {
    get state() {
      return state;
    },
    start: async () => {
      state = 'Connected';
    },
    stop: async () => {
      state = 'Disconnected';
    },
    on: (name: string, h: Handler) => handlers.set(name, [...(handlers.get(name) ?? []), h]),
    onreconnecting: (h: Handler) => life.reconnecting.push(h),
    onreconnected: (h: Handler) => life.reconnected.push(h),
    onclose: (h: Handler) => life.close.push(h),
    invoke: async (method: string, ...args: unknown[]) => {
      hub.invocations.push({ method, args });
      return hub.server(method, args);
    },
  };
  class HubConnectionBuilder {
    withUrl(url: string, opts: unknown) {
      hub.urls.push({ url, opts });
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
  hub.module = { HubConnectionBuilder, LogLevel: { None: 6 } } as unknown as FakeHub['module'];
  return hub;
}
