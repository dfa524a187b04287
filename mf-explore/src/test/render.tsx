import '@testing-library/jest-dom';
import { queryClient } from '@platform/ui/query';
import { sessionStore, userInfoAtom } from '@platform/session';
import { testUser } from '@platform/session/testing';
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

/** Signs a fake user in the platform session store (roles by name; null signs out). */
export function setUser(primary: string[] | null, secondary: string[] = []): void {
  const u =
    primary &&
    testUser({
      userId: 1,
      email: 'u@demo.test',
      primaryRoles: primary.map((name) => ({ name })),
      secondaryRoles: secondary.map((name) => ({ name })),
    });
  sessionStore.set(userInfoAtom, u);
}
