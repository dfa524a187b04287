/**
 * What both shell layouts (./Layout, ./StudentLayout) stand on: the readiness flag set after the
 * first guard pass, and the page's one #remote-area element.
 */
import { startTransition, useEffect, useState } from 'react';
import { useServerPage } from './serverPage';

// ---- readiness: the first guard pass decides what the first paint shows ----------------------
let ready = false;
const readyListeners = new Set<() => void>();
export function setShellReady(v: boolean): void {
  ready = v;
  readyListeners.forEach((fn) => fn());
}
/**
 * Not useSyncExternalStore: its updates always render synchronously, and becoming ready renders the whole chrome
 * and the first page in one task (issue 12, main-thread blocking). A transition lets React render it in slices.
 */
export function useReady(): boolean {
  // a server render is the page once ready (src/prerender.tsx)
  const server = useServerPage();
  const [value, setValue] = useState(ready);
  useEffect(() => {
    const update = () => startTransition(() => setValue(ready));
    readyListeners.add(update);
    update(); // changed between the render and this effect
    return () => {
      readyListeners.delete(update);
    };
  }, []);
  return server ? true : value;
}

// ---- #remote-area: ONE element for the page's life -------------------------------------------
// single-spa mounts every remote into a child of #remote-area (composition/container.ts). The element
// is created once, outside React, and each layout adopts it into its own slot: switching between the
// student layout and the full layout, or the full layout arriving after a remote already mounted,
// never loses a mounted remote. Until a layout adopts it, it waits in a hidden parking element.
let remoteAreaEl: HTMLElement | null = null;
export function remoteAreaElement(doc: Document = document): HTMLElement {
  if (!remoteAreaEl || remoteAreaEl.ownerDocument !== doc) {
    remoteAreaEl = doc.getElementById('remote-area') ?? doc.createElement('div');
    remoteAreaEl.id = 'remote-area';
  }
  if (!remoteAreaEl.isConnected) {
    const parking = doc.getElementById('remote-area-parking') ?? doc.body.appendChild(doc.createElement('div'));
    parking.hidden = true;
    parking.id = 'remote-area-parking';
    parking.appendChild(remoteAreaEl);
  }
  return remoteAreaEl;
}

/** Tests only: forget the element (a new page brings its own). */
export function resetRemoteArea(): void {
  remoteAreaEl = null;
}

/**
 * What the next slot holds when it first renders: nothing (the usual: its ref adopts #remote-area), or — for a page
 * whose markup came from the server with #remote-area inside the slot (the signed-in /feed, ADR 0045) — inner HTML:
 * the server renders #remote-area and the remote's markup there, and the browser hydrates that slot with an inner HTML
 * of its own that never changes (so React never writes it: it neither hydrates nor replaces the server's children,
 * which stay in place for the remote to hydrate). Set by the hydration of that page (a server render gives its own
 * through its ServerPage).
 */
let slotHtml: { __html: string } | null = null;
export function setRemoteAreaHtml(html: string | null): void {
  slotHtml = html === null ? null : { __html: html };
}

/** The slot where a layout shows #remote-area (never re-rendered: the DOM inside is single-spa's). */
export function RemoteArea() {
  // each slot keeps its first render's inner HTML for its life: an unchanging one is never written again
  const server = useServerPage();
  const [inner] = useState(() =>
    server ? (server.remoteAreaHtml === null ? null : { __html: server.remoteAreaHtml }) : slotHtml,
  );
  return (
    <div
      data-testid="remote-area-slot"
      // its children are not React's (the server's, then single-spa's): no hydration diff of this element
      suppressHydrationWarning
      dangerouslySetInnerHTML={inner ?? undefined}
      ref={(slot) => {
        if (!slot) return;
        slotHtml = null; // only the slot of the server's page keeps its children; a later one adopts
        const el = remoteAreaElement(slot.ownerDocument);
        if (el.parentElement !== slot) slot.appendChild(el);
      }}
    />
  );
}
