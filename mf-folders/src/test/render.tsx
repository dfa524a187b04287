import '@testing-library/jest-dom';
import { act, render } from '@testing-library/react';
import { changeLanguage } from '@platform/i18n';
import { bus } from '@platform/event-bus';
import { queryClient } from '@platform/ui';
import { Root } from '../Root';

queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } });

export async function renderAt(path: string, lang: 'es' | 'en' | 'ca' = 'es') {
  await act(async () => { await changeLanguage(lang); });
  window.history.pushState(null, '', path);
  const view = render(<Root />);
  // the screens are lazy chunks (App.tsx): let the route's screen load before the test looks at it
  await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
  return view;
}
export function cleanupApp() {
  try { queryClient.clear(); } catch { /* the query entry is not loaded yet */ }
}

/** Toasts the screens emitted on the platform bus (the shell shows them). */
export function collectToasts(): Array<{ status: string; message: string }> {
  const seen: Array<{ status: string; message: string }> = [];
  bus.on('platform.toast.show.v1', (p) => { seen.push({ status: p.status, message: String(p.message) }); });
  return seen;
}
