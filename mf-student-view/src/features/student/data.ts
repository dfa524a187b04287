/**
 * The data of the student view: GET /ResourceApi/GetStudentResource?id={linkId}&locale, one entry per (link, language).
 *
 * The server render of /r/{id} (packages/api/src/render/student.ts) puts what it rendered from in
 * `<script type="application/json" id="student-view-data">`; the browser reads it before hydrating, so its first
 * render is the server's markup. Later languages / links are fetched with the api-client (loaded on first need:
 * it is not part of the first load when the page was rendered on the server).
 */
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { StudentResource } from '@platform/contracts';

export const DATA_ELEMENT_ID = 'student-view-data';

export type Entry =
  | { status: 'loading' }
  | { status: 'ready'; data: StudentResource }
  /** unknown / not shared link (404), or a malformed id */
  | { status: 'missing' }
  | { status: 'error' };

/** What the server embeds: the link id and language it rendered, and the answer (null = not available). */
export interface EmbeddedData {
  id: string;
  locale: string;
  data: StudentResource | null;
}

const cache = new Map<string, Entry>();
const listeners = new Set<() => void>();
const keyOf = (id: string, locale: string) => `${id}|${locale}`;
const LOADING: Entry = { status: 'loading' };
const MISSING: Entry = { status: 'missing' };

let embeddedRead = false;
function readEmbedded(): void {
  if (embeddedRead || typeof document === 'undefined') return;
  embeddedRead = true;
  const el = document.getElementById(DATA_ELEMENT_ID);
  if (!el?.textContent) return;
  try {
    prime(JSON.parse(el.textContent) as EmbeddedData);
  } catch {
    /* a broken embed only costs a fetch */
  }
}

/** Puts an answer in the cache (the server before rendering; the browser from the embedded data). */
export function prime({ id, locale, data }: EmbeddedData): void {
  cache.set(keyOf(id, locale), data ? { status: 'ready', data } : { status: 'missing' });
  listeners.forEach((l) => l());
}

/** Tests and the server: forget everything. */
export function resetStudentData(): void {
  cache.clear();
  embeddedRead = false;
  listeners.forEach((l) => l());
}

const validId = (id: string) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647;

export function entryOf(id: string, locale: string): Entry {
  readEmbedded();
  if (!validId(id)) return MISSING;
  return cache.get(keyOf(id, locale)) ?? LOADING;
}

/**
 * A server render's answer (src/server.tsx, ADR 0053): handed to the view through its tree, not through the module's
 * cache, so renders of different links and languages run at the same time. The same entry as `entryOf` once the
 * browser has primed its cache from the embedded data (what hydration renders).
 */
const ServerData = createContext<EmbeddedData | null>(null);
export const StudentServerData = ServerData.Provider;
function serverEntry(server: EmbeddedData, id: string, locale: string): Entry {
  if (!validId(id)) return MISSING;
  if (server.id !== id || server.locale !== locale) return LOADING;
  return server.data ? { status: 'ready', data: server.data } : MISSING;
}

const inFlight = new Set<string>();
async function load(id: string, locale: string): Promise<void> {
  const key = keyOf(id, locale);
  if (inFlight.has(key)) return;
  inFlight.add(key);
  try {
    const { studentResource } = await import(/* webpackChunkName: "student-api" */ '@platform/api-client/resource');
    const data = await studentResource(Number(id), undefined, { silent: true });
    cache.set(key, { status: 'ready', data });
  } catch (err) {
    const status =
      (err as { response?: { status?: number }; status?: number })?.response?.status ??
      (err as { status?: number })?.status;
    cache.set(key, status === 404 || status === 400 ? { status: 'missing' } : { status: 'error' });
  } finally {
    inFlight.delete(key);
    listeners.forEach((l) => l());
  }
}

/** Forget a failed answer and ask again (the Retry button). */
export function retry(id: string, locale: string): void {
  cache.delete(keyOf(id, locale));
  listeners.forEach((l) => l());
  void load(id, locale);
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

/** The entry of link `id` in `locale`, fetching it when the cache has none. */
export function useStudentResource(id: string, locale: string): Entry {
  const server = useContext(ServerData);
  const get = () => entryOf(id, locale);
  const entry = useSyncExternalStore(subscribe, get, get);
  useEffect(() => {
    if (entry.status === 'loading') void load(id, locale);
  }, [entry.status, id, locale]);
  return server ? serverEntry(server, id, locale) : entry;
}
