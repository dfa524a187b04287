/**
 * The feed rendered on the server (docs/decisions/0045-signed-in-feed-from-the-server.md §3): what the server render
 * (src/server.tsx) and the browser's mount (src/spa.tsx) agree on.
 */
import type { DehydratedState } from '@tanstack/query-core';
import { app } from './app';

/** The id of the `<script type="application/json">` holding the server render's react-query state. */
export const EMBEDDED_ID = 'mf-explore-state';

/**
 * In the browser, on mount: the server render's react-query state when the remote's container holds that render
 * (`data-ssr="mf-explore"`, which the kit then hydrates) and the page embeds it, else null. The script is read once
 * (removed), so a later mount never takes answers that old.
 */
export function takeEmbeddedState(doc: Document = document): DehydratedState | null {
  const el = doc.getElementById(EMBEDDED_ID);
  if (!el || !doc.querySelector(`[data-ssr="${app.name}"]`)) return null;
  el.remove();
  try {
    const state = JSON.parse(el.textContent ?? '') as DehydratedState;
    return Array.isArray(state?.queries) ? state : null;
  } catch {
    return null;
  }
}
