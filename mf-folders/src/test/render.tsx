import '@testing-library/jest-dom';
import { bus } from '@platform/event-bus';
import { queryClient } from '@platform/ui/query';
import { renderRemote } from '@platform/remote-kit/testing';
import type { AppLocale } from '@platform/contracts';
import { app } from '../app';
import { routes } from '../routes';

queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } });

/** The whole remote at `path` in `lang` (the route's lazy screen loaded). */
export const renderAt = (path: string, lang: AppLocale = 'es') => renderRemote(app, routes, path, lang);

export function cleanupApp() {
  queryClient.clear();
}

/** Toasts the screens emitted on the platform bus (the shell shows them). */
export function collectToasts(): Array<{ status: string; message: string }> {
  const seen: Array<{ status: string; message: string }> = [];
  bus.on('platform.toast.show.v1', (p) => {
    seen.push({ status: p.status, message: String(p.message) });
  });
  return seen;
}
