/** How the shell loads its on-demand chunks (bars, pages, modals, layouts). */
import { lazy, type ComponentType } from 'react';

/**
 * A loader started at most once at a time (a failed one is tried again on the next call); `value`: what it loaded,
 * once that has arrived.
 */
export type Loader<T> = (() => Promise<T>) & { value?: T };

export function once<T>(load: () => Promise<T>): Loader<T> {
  let pending: Promise<T> | null = null;
  const get: Loader<T> = () => {
    pending ??= load();
    pending.then(
      (v) => void (get.value = v),
      () => void (pending = null),
    );
    return pending;
  };
  return get;
}

/**
 * React.lazy of a module's component. Through a `once` loader whose module has arrived, React gets a thenable that
 * answers at once, so the component renders without suspending: a hydration that must render a boundary at once (an
 * update reaching it before its turn) can, instead of dropping the server's markup there (ADR 0045).
 */
function lazyOf<M, P extends object>(load: Loader<M>, pick: (m: M) => ComponentType<P>) {
  return lazy(() => {
    const m = load.value;
    return (
      m === undefined
        ? load().then((mod) => ({ default: pick(mod) }))
        : { then: (ok: (v: { default: ComponentType<P> }) => void) => ok({ default: pick(m) }) }
    ) as Promise<{ default: ComponentType<P> }>;
  });
}

/** React.lazy of one named export of a chunk (the shell's modules export named components). */
export function lazyNamed<K extends string>(load: Loader<Record<K, ComponentType>>, name: K) {
  return lazyOf(load, (m) => m[name]);
}

/** A lazy component whose download can also be started ahead of its first render (`preload`). */
export function preloadable<M, P extends object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>) {
  const preload = once(load);
  return { preload, Component: lazyOf(preload, pick) };
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
