/**
 * What a remote says about itself (`src/app.ts`) and what its route table is (`src/routes.tsx`).
 * Types and one pure function: importing this costs a remote nothing at run time.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Locale, NamespaceTexts } from '@platform/i18n';

export type ChildrenProps = { children: ReactNode };

/**
 * The UI frame of a remote: the provider of the shared instances (with Chakra or without), the
 * fallback shown in the remote's area when it throws while rendering, and the loading state of a lazy
 * screen. Take one from '@platform/remote-kit/platform' (Chakra, `PlatformProvider`) or
 * '@platform/remote-kit/base' (no Chakra, `BaseProvider` + plain HTML: the public student view).
 */
export interface RemoteFrame {
  readonly kind: 'frame';
  readonly Provider: ComponentType<ChildrenProps>;
  readonly Fallback: ComponentType<{ remote: string; onRetry: () => void }>;
  readonly Loading: ComponentType;
}

/** One more provider inside the frame (e.g. '@platform/remote-kit/query': the platform's QueryClient). */
export interface RemoteProvider {
  readonly kind: 'provider';
  readonly Provider: ComponentType<ChildrenProps>;
}

/**
 * The remote's texts: its i18n namespace (`packages/i18n/locales/<lng>/<ns>.json`) and, per language,
 * the JSON itself (bundled) or a loader (`() => import('…/en/<ns>.json')`, loaded when that language
 * is chosen). Spanish, the default, is usually bundled; EN and CA loaders keep them off the first load.
 */
export type RemoteTexts = { readonly ns: string } & Readonly<Record<Locale, NamespaceTexts>>;

/**
 * The usual texts of a remote: Spanish (the default language) bundled, English and Catalan loaded when chosen through
 * `load(lng)`, the remote's one dynamic import of `@platform/i18n/locales/${lng}/<ns>.json` (a template literal: the
 * bundler splits it into one chunk per language).
 */
export function remoteTexts(
  ns: string,
  es: NamespaceTexts,
  load: (lng: Exclude<Locale, 'es'>) => ReturnType<Extract<NamespaceTexts, () => unknown>>,
): RemoteTexts {
  return { ns, es, en: () => load('en'), ca: () => load('ca') };
}

export interface RemoteApp {
  /** MF container name = app folder = key in packages/mf-config/apps.json (e.g. 'mf-folders') */
  readonly name: string;
  /**
   * The top-level paths this remote serves (the rows of the shell's route table it owns), as
   * prefixes: '/folders' covers /folders and everything under it. Every route of routes.tsx lies
   * under one of them (checked by `remoteProblems` in the remote's tests).
   */
  readonly prefixes: readonly string[];
  readonly i18n: RemoteTexts;
  /** Providers around the routes, outermost first: the frame, then any extra provider. */
  readonly providers: readonly [RemoteFrame, ...RemoteProvider[]];
}

/**
 * A remote's route table as the kit renders it: a component that renders the screen of the current
 * path (unknown sub-paths go to /not-found), and the paths it declares. Build it with
 * `reactRoutes()` ('@platform/remote-kit/router', react-router through @platform/router) or
 * `plainRoutes()` ('@platform/remote-kit/paths', a hand matcher with react-router's rules and no
 * router library: the public student view's first-load budget).
 */
export interface RemoteRoutes {
  (): ReactNode;
  /** every absolute path pattern of the table (for checks and docs) */
  readonly paths: readonly string[];
}

/** Declares a remote (identity function with types; `src/app.ts` exports its result as `app`). */
export function defineRemote<const A extends RemoteApp>(app: A): A {
  return app;
}

/** True when `path` (a route pattern or a pathname) lies under `prefix` ('/folders' → /folders, /folders/3). */
export function isUnder(path: string, prefix: string): boolean {
  const p = path.toLowerCase().replace(/\/+$/, '') || '/';
  const pre = prefix.toLowerCase().replace(/\/+$/, '') || '/';
  return pre === '/' || p === pre || p.startsWith(`${pre}/`);
}
