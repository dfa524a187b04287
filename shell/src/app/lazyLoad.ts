/** How the shell loads its on-demand chunks (bars, pages, modals, layouts). */
import { lazy, type ComponentType } from 'react';

/** React.lazy of one named export of a chunk (the shell's modules export named components). */
export function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

/** A download started at most once at a time; a failed one is tried again on the next call. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load();
    pending.catch(() => {
      pending = null;
    });
    return pending;
  };
}

/** A lazy component whose download can also be started ahead of its first render (`preload`). */
export function preloadable<M, P extends object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>) {
  const preload = once(load);
  return { preload, Component: lazy(() => preload().then((m) => ({ default: pick(m) }))) };
}

/**
 * Lets the browser run what waits (input, paint) before the next piece of start-up work: the modules of a chunk run
 * in the task where the chunk arrived, so evaluating several chunks back to back is one long task (issue 12).
 */
export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof s?.yield === 'function') return s.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
