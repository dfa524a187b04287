/**
 * Client storage of spec §3: encoded keys (and values) in localStorage, with an in-memory fallback
 * when storage is unavailable (private mode, quota, sandboxed iframes, SSR/tests without window).
 * Holds the language, the inner (content) language and the hasStoredSession flag. NEVER the access
 * token: it lives in memory only, and the refresh token is an HttpOnly cookie.
 */
export const STORAGE_KEYS = {
  language: 'platform.language',
  innerLanguage: 'platform.innerLanguage',
  hasStoredSession: 'platform.hasSession',
  redirectPath: 'platform.redirectPath',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const PREFIX = 'k_';

function b64encode(s: string): string {
  const bytes = new TextEncoder().encode(s);
  let bin = '';
  bytes.forEach((b) => (bin += String.fromCharCode(b)));
  return btoa(bin);
}
function b64decode(s: string): string {
  const bin = atob(s);
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The key actually written to localStorage for a logical key. */
export function encodeKey(key: string): string {
  return PREFIX + b64encode(key).replace(/=+$/, '');
}

export interface ClientStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** true when values go to the in-memory fallback */
  readonly isMemory: boolean;
}

function probe(): Storage | null {
  try {
    if (typeof window === 'undefined' || !window.localStorage) return null;
    const k = '__platform_probe__';
    window.localStorage.setItem(k, '1');
    window.localStorage.removeItem(k);
    return window.localStorage;
  } catch {
    return null;
  }
}

export function createClientStorage(backend: Storage | null = probe()): ClientStorage {
  const memory = new Map<string, string>();
  let store = backend;
  return {
    get isMemory() {
      return store === null;
    },
    get(key) {
      const ek = encodeKey(key);
      if (store) {
        try {
          const raw = store.getItem(ek);
          return raw === null ? null : b64decode(raw);
        } catch {
          /* fall through to memory */
        }
      }
      return memory.get(ek) ?? null;
    },
    set(key, value) {
      const ek = encodeKey(key);
      memory.set(ek, value);
      if (store) {
        try {
          store.setItem(ek, b64encode(value));
        } catch {
          store = null; // quota / revoked: memory from now on
        }
      }
    },
    remove(key) {
      const ek = encodeKey(key);
      memory.delete(ek);
      try {
        store?.removeItem(ek);
      } catch {
        /* ignore */
      }
    },
  };
}

/** The shared instance (MF singleton through @platform/session). */
export const clientStorage: ClientStorage = createClientStorage();
