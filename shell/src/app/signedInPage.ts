/**
 * The signed-in page the server renders (docs/decisions/0045-signed-in-feed-from-the-server.md): the user snapshot its
 * markup was rendered from travels in the page as JSON (`<script type="application/json" id={SIGNED_IN_DATA_ID}>`),
 * so that the browser's hydrating render has the same state as the server's. Shared by the server render
 * (src/prerender.tsx, renderSignedIn) and the browser (./hydrateSignedIn.tsx).
 */
import type { UserInfo } from '@platform/session';

/** The id of the snapshot's <script type="application/json"> element. */
export const SIGNED_IN_DATA_ID = 'shell-signed-in';

export interface SignedInSnapshot {
  /** the user info the markup was rendered for (GET /AccountApi/Me's answer) */
  user: UserInfo;
  /** the bell's state in the markup: the user had unseen notifications (GET /NotificationApi/Cards' hasUnseen) */
  unseen: boolean;
}

/** The snapshot embedded in the page, or null when there is none (or it is not one). */
export function readSnapshot(doc: Document = document): SignedInSnapshot | null {
  try {
    const value = JSON.parse(doc.getElementById(SIGNED_IN_DATA_ID)?.textContent ?? 'null') as {
      user?: UserInfo;
      unseen?: unknown;
    } | null;
    return value?.user && typeof value.user.userId === 'number'
      ? { user: value.user, unseen: value.unseen === true }
      : null;
  } catch {
    return null;
  }
}
