import type { EventMap, EventName } from './events';

export type Handler<K extends EventName> = (payload: EventMap[K]) => void;
export type Unsubscribe = () => void;

export interface EventBus {
  emit<K extends EventName>(name: K, payload: EventMap[K]): void;
  on<K extends EventName>(name: K, handler: Handler<K>): Unsubscribe;
  once<K extends EventName>(name: K, handler: Handler<K>): Unsubscribe;
  /** Number of listeners for a name (tests, diagnostics). */
  listenerCount(name: EventName): number;
  /** Drop every listener (tests only). */
  clear(): void;
  readonly instanceId: string;
}

/** Window key under which the first bus instance is published, so two bundled copies still meet. */
export const BUS_GLOBAL_KEY = '__PLATFORM_EVENT_BUS_V1__';

export function createEventBus(): EventBus {
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  const instanceId = Math.random().toString(36).slice(2, 10);
  const bus: EventBus = {
    instanceId,
    emit(name, payload) {
      const set = listeners.get(name);
      if (!set) return;
      for (const h of Array.from(set)) {
        try {
          h(payload);
        } catch (err) {
          // One failing listener must not break the others nor the emitter.
          // eslint-disable-next-line no-console
          console.error(`[event-bus] listener of ${String(name)} threw`, err);
        }
      }
    },
    on(name, handler) {
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      const h = handler as (payload: unknown) => void;
      set.add(h);
      return () => {
        set!.delete(h);
      };
    },
    once(name, handler) {
      const off = bus.on(name, (p) => {
        off();
        handler(p);
      });
      return off;
    },
    listenerCount(name) {
      return listeners.get(name)?.size ?? 0;
    },
    clear() {
      listeners.clear();
    },
  };
  return bus;
}

function resolveBus(): EventBus {
  const g = globalThis as unknown as Record<string, EventBus | undefined>;
  const existing = g[BUS_GLOBAL_KEY];
  if (existing) return existing;
  const created = createEventBus();
  g[BUS_GLOBAL_KEY] = created;
  return created;
}

/** The one platform bus (MF singleton; window fallback if two copies are ever bundled). */
export const bus: EventBus = resolveBus();
