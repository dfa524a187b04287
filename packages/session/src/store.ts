import { atom, createStore, useAtomValue } from 'jotai';
import type { Locale, SessionStatus, UserInfo } from './types';
import { clientStorage, STORAGE_KEYS } from './storage';

export const SUPPORTED_LOCALES: readonly Locale[] = ['es', 'en', 'ca'];
export const DEFAULT_LOCALE: Locale = 'es';

export function toLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null;
  const short = value.slice(0, 2).toLowerCase();
  return (SUPPORTED_LOCALES as readonly string[]).includes(short) ? (short as Locale) : null;
}

/** The ONE jotai store of the platform: every app passes it to <Provider store={sessionStore}>. */
export const sessionStore = createStore();
export const sessionStoreId = Math.random().toString(36).slice(2, 10);

export const userInfoAtom = atom<UserInfo | null>(null);
/** Access token: memory only, never persisted. */
export const accessTokenAtom = atom<string | null>(null);
export const statusAtom = atom<SessionStatus>('unknown');

function storedLocale(key: string): Locale {
  return toLocale(clientStorage.get(key)) ?? DEFAULT_LOCALE;
}

const localeBaseAtom = atom<Locale>(storedLocale(STORAGE_KEYS.language));
/** Navigation language; writing it persists it to client storage. */
export const localeAtom = atom(
  (get) => get(localeBaseAtom),
  (_get, set, next: Locale) => {
    set(localeBaseAtom, next);
    clientStorage.set(STORAGE_KEYS.language, next);
  },
);
const innerLocaleBaseAtom = atom<Locale>(storedLocale(STORAGE_KEYS.innerLanguage));
/** Inner (content) language; persisted like the navigation language. */
export const innerLocaleAtom = atom(
  (get) => get(innerLocaleBaseAtom),
  (_get, set, next: Locale) => {
    set(innerLocaleBaseAtom, next);
    clientStorage.set(STORAGE_KEYS.innerLanguage, next);
  },
);

export const isAuthenticatedAtom = atom((get) => get(statusAtom) === 'authenticated' && get(userInfoAtom) !== null);

/** The refresh token is an HttpOnly cookie; this flag only says one probably exists. */
export function hasStoredSession(): boolean {
  return clientStorage.get(STORAGE_KEYS.hasStoredSession) === '1';
}
export function setHasStoredSession(value: boolean): void {
  if (value) clientStorage.set(STORAGE_KEYS.hasStoredSession, '1');
  else clientStorage.remove(STORAGE_KEYS.hasStoredSession);
}

/** Plain accessors for non-React code (api-client, guard). */
export const getAccessToken = (): string | null => sessionStore.get(accessTokenAtom);
export const setAccessToken = (token: string | null): void => sessionStore.set(accessTokenAtom, token);
export const getUserInfo = (): UserInfo | null => sessionStore.get(userInfoAtom);
export const getLocale = (): Locale => sessionStore.get(localeAtom);
export const getInnerLocale = (): Locale => sessionStore.get(innerLocaleAtom);
export const setLocale = (l: Locale): void => sessionStore.set(localeAtom, l);
export const setInnerLocale = (l: Locale): void => sessionStore.set(innerLocaleAtom, l);
export const getStatus = (): SessionStatus => sessionStore.get(statusAtom);

/** Logged in: token in memory, user info, status, stored-session flag. */
export function startSession(token: string, user?: UserInfo | null): void {
  sessionStore.set(accessTokenAtom, token);
  if (user !== undefined) sessionStore.set(userInfoAtom, user);
  sessionStore.set(statusAtom, 'authenticated');
  setHasStoredSession(true);
}

/** Logout / expiry: clear token, user and flag (language is kept). */
export function clearSession(): void {
  sessionStore.set(accessTokenAtom, null);
  sessionStore.set(userInfoAtom, null);
  sessionStore.set(statusAtom, 'anonymous');
  setHasStoredSession(false);
}

/** React hook: the signed-in user of the platform's one session store (shell and remotes alike). */
export const useUserInfo = (): UserInfo | null => useAtomValue(userInfoAtom, { store: sessionStore });
