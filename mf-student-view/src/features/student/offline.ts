/**
 * After hydration, in the browser only: remember the language for the server render of /r/{id} (a cookie limited
 * to /r), and register the student view's service worker (/r/sw.js, scope /r/: it caches this view's files and the
 * resource's data so an opened resource stays readable offline; packages/api/src/render/student.ts serves it).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export const LANG_COOKIE = 'pl_student_lang';
export const SW_URL = '/r/sw.js';

export function useStudentClientEffects(): void {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  useEffect(() => {
    if (typeof document === 'undefined') return;
    document.cookie = `${LANG_COOKIE}=${encodeURIComponent(lng)}; path=/r; max-age=31536000; samesite=lax`;
  }, [lng]);
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(SW_URL, { scope: '/r/' }).catch(() => undefined);
  }, []);
}
