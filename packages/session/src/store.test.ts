import { testUser } from './testing';
import { createClientStorage, encodeKey, STORAGE_KEYS } from './storage';
import {
  sessionStore,
  accessTokenAtom,
  statusAtom,
  userInfoAtom,
  startSession,
  clearSession,
  hasStoredSession,
  setLocale,
  getLocale,
  toLocale,
  clientStorage,
} from './index';

describe('client storage', () => {
  beforeEach(() => localStorage.clear());
  it('writes encoded keys and values, never the plain key', () => {
    const s = createClientStorage(localStorage);
    s.set(STORAGE_KEYS.language, 'en');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
    const raw = localStorage.getItem(encodeKey(STORAGE_KEYS.language));
    expect(raw).not.toBeNull();
    expect(raw).not.toBe('en');
    expect(s.get(STORAGE_KEYS.language)).toBe('en');
    s.remove(STORAGE_KEYS.language);
    expect(s.get(STORAGE_KEYS.language)).toBeNull();
  });
  it('falls back to memory when storage is unavailable', () => {
    const s = createClientStorage(null);
    expect(s.isMemory).toBe(true);
    s.set('x', 'ca');
    expect(s.get('x')).toBe('ca');
  });
  it('falls back to memory when setItem throws', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const s = createClientStorage(broken);
    s.set('y', 'v');
    expect(s.isMemory).toBe(true);
    expect(s.get('y')).toBe('v');
  });
});

describe('session store', () => {
  it('starts and clears a session; the token never reaches localStorage', () => {
    startSession('secret-token', testUser({ userId: 1, email: 'a@b.c', primaryRoles: [] }));
    expect(sessionStore.get(accessTokenAtom)).toBe('secret-token');
    expect(sessionStore.get(statusAtom)).toBe('authenticated');
    expect(hasStoredSession()).toBe(true);
    const dump = JSON.stringify({ ...localStorage });
    expect(dump).not.toContain('secret-token');
    expect(dump).not.toContain(btoa('secret-token'));
    clearSession();
    expect(sessionStore.get(accessTokenAtom)).toBeNull();
    expect(sessionStore.get(userInfoAtom)).toBeNull();
    expect(sessionStore.get(statusAtom)).toBe('anonymous');
    expect(hasStoredSession()).toBe(false);
  });
  it('locale persists to client storage', () => {
    setLocale('ca');
    expect(getLocale()).toBe('ca');
    expect(clientStorage.get(STORAGE_KEYS.language)).toBe('ca');
  });
  it('toLocale normalises', () => {
    expect(toLocale('EN-us')).toBe('en');
    expect(toLocale('fr')).toBeNull();
    expect(toLocale(3)).toBeNull();
  });
});
