/**
 * The slot through which `@platform/ui/query` (a separate MF shared entry) hands its QueryClient and
 * provider to the rest of @platform/ui without @platform/ui importing react-query: routes that do
 * not use react-query never download it (first-load benchmark: -13 KB gz).
 *
 * The slot lives on globalThis under a registry symbol so that it is the same whichever copy of a
 * module reads it (the query entry is its own shared module and cannot import @platform/ui's
 * internals without bundling a second copy of them).
 */
import type { ComponentType, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';

export interface QuerySlot {
  client: QueryClient;
  Provider: ComponentType<{ children: ReactNode }>;
}

const KEY = Symbol.for('platform.ui.query');
type Holder = { [KEY]?: { slot: QuerySlot | null; listeners: Set<() => void> } };

function holder() {
  const g = globalThis as unknown as Holder;
  return (g[KEY] ??= { slot: null, listeners: new Set() });
}

export function getQuerySlot(): QuerySlot | null {
  return holder().slot;
}

export function setQuerySlot(slot: QuerySlot): void {
  const h = holder();
  if (h.slot) return; // first one wins: there is ONE QueryClient
  h.slot = slot;
  h.listeners.forEach((fn) => fn());
}

export function subscribeQuerySlot(fn: () => void): () => void {
  const h = holder();
  h.listeners.add(fn);
  return () => h.listeners.delete(fn);
}
