import '@testing-library/jest-dom';
import { act, render } from '@testing-library/react';
import { changeLanguage } from '@platform/i18n';
import { queryClient } from '@platform/ui';
import { Root } from '../Root';

queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } });

export async function renderAt(path: string, lang: 'es' | 'en' | 'ca' = 'es') {
  await act(async () => { await changeLanguage(lang); });
  window.history.pushState(null, '', path);
  return render(<Root />);
}
export function cleanupApp() {
  queryClient.clear();
}
