/**
 * After hydration, in the browser only: remember the language for the server render of /r/{id} (a cookie limited
 * to /r), and, once the page has loaded and the main thread is idle, register the student view's service worker
 * (/r/sw.js, scope /r/: it caches this view's files and the resource's data so an opened resource stays readable
 * offline; packages/api/src/render/student.ts serves it).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const LANG_COOKIE = 'pl_student_lang';
export const SW_URL = '/r/sw.js';

export function useStudentClientEffects(): void {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  // the language the page was rendered in is already the server's (its cookie, or the bar's ?lang= link that set it):
  // the cookie is written when the student changes the language in the app, not for the language the app starts in —
  // an app starting before it has adopted the page's language wrote that other language, and the next server render
  // of the link reverted the student's choice (seen as a Spanish page after choosing English on the bar)
  const first = useRef(lng);
  useEffect(() => {
    if (typeof document === 'undefined' || lng === first.current) return;
    first.current = '';
    document.cookie = `${LANG_COOKIE}=${encodeURIComponent(lng)}; path=/r; max-age=31536000; samesite=lax`;
  }, [lng]);
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    return afterLoadIdle(() => {
      navigator.serviceWorker.register(SW_URL, { scope: '/r/' }).catch(() => undefined);
    });
  }, []);
}

/**
 * Runs `fn` once the page has loaded and the main thread is idle (ADR 0038): the worker's registration, its script
 * and its install are not what the student reads first, and they would compete with the hydration for the phone's
 * main thread and network. Returns a cancel function.
 */
export function afterLoadIdle(fn: () => void): () => void {
  const w = window as Window & {
    requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  let cancel = () => undefined as void;
  const run = () => {
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const id = w.requestIdleCallback(fn, { timeout: 5000 });
      cancel = () => w.cancelIdleCallback!(id);
    } else {
      const id = window.setTimeout(fn, 1000);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') run();
  else {
    window.addEventListener('load', run, { once: true });
    cancel = () => window.removeEventListener('load', run);
  }
  return () => cancel();
}
