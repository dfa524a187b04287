import { useEffect } from 'react';

/**
 * krea.md §2: the authoring bar highlights "published" or "drafts" by the state of the open content / resource.
 * The bar is the shell's; the editor tells it the open item's state on the document element (read at mount) and
 * with an event (changes), and takes it back when it closes.
 */
export const OPEN_ITEM_EVENT = 'krea:open-item';
export type OpenItemState = 'published' | 'drafts';

export function useOpenItemState(state: OpenItemState | null) {
  useEffect(() => {
    if (!state) return undefined;
    const root = document.documentElement;
    root.dataset.kreaOpenItem = state;
    window.dispatchEvent(new CustomEvent(OPEN_ITEM_EVENT, { detail: state }));
    return () => {
      delete root.dataset.kreaOpenItem;
      window.dispatchEvent(new CustomEvent(OPEN_ITEM_EVENT, { detail: null }));
    };
  }, [state]);
}
