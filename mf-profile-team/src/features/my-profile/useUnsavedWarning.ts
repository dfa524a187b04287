import { useEffect, useState } from 'react';

/**
 * Leaving with unsaved changes warns (spec §4 edit mode): closing or reloading the tab asks the browser's question;
 * a click on an in-app link is held and `pending` is set to its target until the user stays or leaves.
 */
export function useUnsavedWarning(modified: boolean) {
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (!modified) return undefined;
    const unload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const click = (e: MouseEvent) => {
      const a = (e.target as HTMLElement | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || a.target === '_blank' || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey) return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      e.preventDefault();
      e.stopPropagation();
      setPending(url.pathname + url.search);
    };
    window.addEventListener('beforeunload', unload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', unload);
      document.removeEventListener('click', click, true);
    };
  }, [modified]);
  return { pending, setPending };
}
