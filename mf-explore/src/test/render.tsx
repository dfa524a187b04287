import '@testing-library/jest-dom';
import { act, render } from '@testing-library/react';
import { changeLanguage } from '@platform/i18n';
import { queryClient } from '@platform/ui';
import { sessionStore, userInfoAtom, type UserInfo } from '@platform/session';
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
  queryClient.clear();
}

/** Signs a fake user in the platform session store (roles by name; null signs out). */
export function setUser(primary: string[] | null, secondary: string[] = []): void {
  const u = primary && ({
    userId: 1, email: 'u@demo.test', primaryRoles: primary.map((name) => ({ name })), secondaryRoles: secondary.map((name) => ({ name })),
    educationalLevels: [], baseLicenses: [],
  } as unknown as UserInfo);
  sessionStore.set(userInfoAtom, u);
}
