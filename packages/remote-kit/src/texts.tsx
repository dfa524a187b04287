/**
 * The remote a component is rendered in, and its texts: `const { t, locale } = useRemoteT()` is `t()` of the remote's
 * own i18n namespace (the `ns` of its descriptor, `src/app.ts`) and the navigation language. createRemote's root
 * provides the remote (its prefixes for the catch-all, its namespace for `useRemoteT`), so a feature needs neither the
 * descriptor nor a wrapper of its own (issue 29: the per-remote `lib/i18n.ts` copies). A part rendered alone (a unit
 * test of its texts) is wrapped in `<RemoteScope app={app}>`.
 */
import { useContext, type ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import { DEFAULT_LOCALE, toLocale, type Locale } from '@platform/session';
import { ThisRemote, type RemoteScopeValue } from './scope';

/** Renders `children` as parts of the remote `app` (what createRemote's root does around its routes). */
export function RemoteScope({ app, children }: { app: RemoteScopeValue; children?: ReactNode }) {
  return <ThisRemote.Provider value={app}>{children}</ThisRemote.Provider>;
}

/** The navigation language of an i18next language code ('en-GB' → 'en'; unknown → the default, Spanish). */
export const asLocale = (language: string | undefined): Locale => toLocale(language) ?? DEFAULT_LOCALE;

/**
 * `t()` of the remote's namespace, the navigation locale and the i18next instance. Every screen of a remote is inside
 * its root; a part rendered alone (a unit test that checks no text) reads i18next's default namespace.
 */
export function useRemoteT() {
  const { t, i18n } = useTranslation(useContext(ThisRemote)?.i18n.ns);
  return { t, locale: asLocale(i18n.language), i18n };
}
