import type { FastifyInstance } from 'fastify';

/**
 * The root Fastify instance of `app`. Modules are registered under the /api/v1 prefix, but the hub
 * (/notificationHub) and file serving (/files/...) live at the root of the origin: the client builds
 * `withUrl('/notificationHub')` and <img src="/files/..."> cannot carry the /api/v1 prefix semantics.
 * Fastify encapsulated contexts inherit from their parent through the prototype chain, so the root is the
 * first ancestor whose prefix is ''. Decorations made on the root are visible to every module.
 */
export function rootInstance(app: FastifyInstance): FastifyInstance {
  let cur: FastifyInstance = app;
  while (cur.prefix !== '') {
    const parent = Object.getPrototypeOf(cur) as FastifyInstance | null;
    if (!parent || typeof (parent as { route?: unknown }).route !== 'function' || parent.prefix === undefined) break;
    cur = parent;
  }
  return cur;
}

/** Decorates the root instance once (idempotent across several buildServer calls on fresh instances). */
export function decorateRoot<K extends keyof FastifyInstance>(
  app: FastifyInstance,
  name: K,
  value: FastifyInstance[K],
) {
  const root = rootInstance(app);
  if (root.hasDecorator(name as string)) (root as unknown as Record<string, unknown>)[name as string] = value;
  else (root.decorate as (n: string, v: unknown) => FastifyInstance)(name as string, value);
}
