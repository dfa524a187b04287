/**
 * A server render of a shell page (src/prerender.tsx, docs/decisions/0053-request-scoped-concurrent-render.md): what
 * the browser's shell reads from its stores — the signed-in user, the bell's state, the run-time logos, the readiness
 * of the first guard pass, the server's markup of the remote area — handed to the tree through this context instead.
 * Each render has its own (renders of different users run at the same time; nothing is written to a module), and the
 * location comes from the render's scope (`useRenderScope`, @platform/ui/base). Never provided in a browser: there the
 * hooks read the page's stores as always.
 */
import { createContext, useContext } from 'react';
import type { UserInfo } from '@platform/session';

export interface ServerPage {
  /** the signed-in user the page is rendered for; null: an anonymous visitor (the pre-rendered public pages) */
  user: UserInfo | null;
  /** the bell's state: the user has unseen notifications */
  unseen: boolean;
  /** the run-time logos (the user's white-label licence); null: the brand's */
  logos: { small?: string | null; large?: string | null } | null;
  /** the remote-area slot's inner HTML (#remote-area with the remote's server markup), or null */
  remoteAreaHtml: string | null;
}

const ServerPageContext = createContext<ServerPage | null>(null);
export const ServerPageProvider = ServerPageContext.Provider;
/** The server render's page state, or null (always in a browser). */
export const useServerPage = (): ServerPage | null => useContext(ServerPageContext);
