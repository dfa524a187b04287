import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A screen loaded with its route (its own chunk): `lazyScreen(() => import('./features/feed'), 'FeedScreen')`.
 * The kit's Suspense shows the frame's loading state meanwhile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyScreen<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
