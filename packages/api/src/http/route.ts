/**
 * One route shape (issue 29, ADR 0020): a route declares its input schemas once and they feed both the OpenAPI
 * document (`GET /api/v1/openapi.json`) and the validation of the handler's input.
 *
 * ```ts
 * const api = router(app, { tags: ['FolderApi'], auth: true }); // auth: bearer documented + app.authenticate (401)
 * api.get(
 *   '/FolderApi/ResourceInFolders/:id',
 *   { summary: 'My folders, each flagged with whether the resource is in it', params: idParamSchema },
 *   async (req, input) => {
 *     const { id } = input.params; // parse(idParamSchema, req.params): a 400 VALIDATION_ERROR when it does not fit
 *     …
 *   },
 * );
 * ```
 *
 * `input.params` / `input.query` / `input.body` are parsed with `parse` (http/validate.ts) when the handler first
 * reads them, so the checks a handler makes before reading its input keep their order (a 401 / 403 before a 400), as
 * they did when each handler called `parse` itself; a route without that schema reads `undefined`. `void input.body`
 * validates a part the handler does not read. `route(spec, handler)` is the same without a module's defaults.
 */
import type { z } from 'zod';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import { doc as openapiDoc, type RouteDoc } from './openapi';
import { parse } from './validate';
import type { AuthUser } from './context';
import { localeOf, userOf } from './request';
import type { ExploreLocale } from '@platform/contracts';

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** The validated input of a route, each part parsed on first read. */
export interface RouteInput<P extends Schema, Q extends Schema, B extends Schema> {
  readonly params: Out<P>;
  readonly query: Out<Q>;
  readonly body: Out<B>;
}

/** What a route declares: Fastify's options (preHandler, bodyLimit, other config) and its documentation + schemas. */
export interface RouteSpec<P extends Schema, Q extends Schema, B extends Schema> extends Omit<
  RouteShorthandOptions,
  'config' | 'schema'
> {
  doc: Omit<RouteDoc, 'params' | 'query' | 'body'> & { params?: P; query?: Q; body?: B };
  config?: Omit<FastifyContextConfig, 'openapi'>;
}

export type RouteHandler<P extends Schema, Q extends Schema, B extends Schema> = (
  req: FastifyRequest,
  input: RouteInput<P, Q, B>,
  reply: FastifyReply,
) => unknown;

const PARTS = ['params', 'query', 'body'] as const;
type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** The input of one request: each declared part parsed (once) when first read. */
function inputOf(req: FastifyRequest, d: RouteDoc): RouteInput<Schema, Schema, Schema> {
  const seen = new Map<string, unknown>();
  const input = {};
  for (const part of PARTS) {
    Object.defineProperty(input, part, {
      enumerable: true,
      get() {
        if (!seen.has(part)) {
          const schema = d[part];
          seen.set(part, schema ? parse(schema, req[part]) : undefined);
        }
        return seen.get(part);
      },
    });
  }
  return input as RouteInput<Schema, Schema, Schema>;
}

/** Route options for `app.get(url, route(spec, handler))`: documented and validated from the same schemas. */
export function route<P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
  spec: RouteSpec<P, Q, B>,
  handler: RouteHandler<P, Q, B>,
): RouteShorthandOptionsWithHandler {
  const { doc, config, ...options } = spec;
  const d = doc as RouteDoc;
  return {
    ...options,
    config: { ...config, ...openapiDoc(d) },
    handler(req, reply) {
      return handler(req, inputOf(req, d) as RouteInput<P, Q, B>, reply);
    },
  } as RouteShorthandOptionsWithHandler;
}

/** A handler given the signed-in user first (401 without one), then the route's input, the request and the reply. */
export function asUser<P extends Schema, Q extends Schema, B extends Schema>(
  handler: (user: AuthUser, input: RouteInput<P, Q, B>, req: FastifyRequest, reply: FastifyReply) => unknown,
): RouteHandler<P, Q, B> {
  return (req, input, reply) => handler(userOf(req), input, req, reply);
}

/** Who calls and in which language: the signed-in user and the UI language of the request (localeOf). */
export interface Caller {
  user: AuthUser;
  locale: ExploreLocale;
}

/** A handler given the caller (user, 401 without one, and language) first, then the input, the request and the reply. */
export function asCaller<P extends Schema, Q extends Schema, B extends Schema>(
  handler: (me: Caller, input: RouteInput<P, Q, B>, req: FastifyRequest, reply: FastifyReply) => unknown,
): RouteHandler<P, Q, B> {
  return (req, input, reply) => handler({ user: userOf(req), locale: localeOf(req) }, input, req, reply);
}

/** What most routes of a module share: tags, whether they need a session (`auth`), a pre-handler other than the session's. */
export interface RouterDefaults {
  tags?: string[];
  /** documents the bearer token and, without a `preHandler`, runs `app.authenticate` (401) */
  auth?: boolean;
  preHandler?: RouteShorthandOptions['preHandler'];
}

/** A route as the module's router takes it: Fastify's options and the documentation + schemas, side by side. */
export type FlatRouteSpec<P extends Schema, Q extends Schema, B extends Schema> = Omit<RouteSpec<P, Q, B>, 'doc'> &
  RouteSpec<P, Q, B>['doc'];

/**
 * The routes of a module with its defaults: `api.get(url, { summary, params }, (req, input) => …)`. A route's own
 * `tags`, `auth` or `preHandler` (also `preHandler: undefined`) wins over the defaults.
 */
export function router(app: FastifyInstance, defaults: RouterDefaults = {}): Router {
  const add =
    (method: Method) =>
    <P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
      url: string,
      spec: FlatRouteSpec<P, Q, B>,
      handler: RouteHandler<P, Q, B>,
    ): void => {
      const { summary, description, tags, auth, noInput, responses, params, query, body, ...options } = spec;
      const a = auth ?? defaults.auth;
      const preHandler =
        'preHandler' in options
          ? options.preHandler
          : 'preHandler' in defaults
            ? defaults.preHandler
            : a
              ? app.authenticate
              : undefined;
      const { preHandler: _own, ...rest } = options;
      const doc = {
        summary,
        description,
        tags: tags ?? defaults.tags,
        auth: a,
        noInput,
        responses,
        params,
        query,
        body,
      };
      app[method](url, route<P, Q, B>({ ...rest, ...(preHandler ? { preHandler } : {}), doc }, handler));
    };
  return { get: add('get'), post: add('post'), put: add('put'), delete: add('delete'), patch: add('patch') };
}

/** A module's routes: `api.get(url, spec, handler)` and likewise post, put, delete, patch. */
export type Router = Record<
  Method,
  <P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
    url: string,
    spec: FlatRouteSpec<P, Q, B>,
    handler: RouteHandler<P, Q, B>,
  ) => void
>;

/** The routes `scoped(…)` declares: `on.get(path, { need, summary, … }, (it, input, req, reply) => …)` and the like. */
export type Scoped<N, T, P extends Schema> = ReturnType<typeof scoped<N, T, P>>;

/** A route on the thing of the path: its spec names the access it needs, its handler gets the thing resolved for it. */
export type ScopedHandler<T, P extends Schema, Q extends Schema, B extends Schema> = (
  it: T,
  input: RouteInput<P, Q, B>,
  req: FastifyRequest,
  reply: FastifyReply,
) => unknown;

/**
 * Routes on one kind of thing named in the path (`${base}/:id/…`, all with the `params` schema), each needing some
 * access to it: `on.get('/History', { need: 'read', summary, query }, (it, input) => …)`. `resolve(req, need)` runs
 * before the handler (its 404 / 403 before a 400 of the input the handler reads) and hands it the thing.
 */
export function scoped<N, T, P extends Schema>(
  api: Router,
  base: string,
  params: P,
  resolve: (req: FastifyRequest, need: N) => Promise<T>,
) {
  const add =
    (method: Method) =>
    <Q extends Schema = undefined, B extends Schema = undefined>(
      path: string,
      spec: Omit<FlatRouteSpec<P, Q, B>, 'params'> & { need: N },
      handler: ScopedHandler<T, P, Q, B>,
    ): void => {
      const { need, ...rest } = spec;
      api[method]<P, Q, B>(`${base}${path}`, { ...rest, params }, async (req, input, reply) =>
        handler(await resolve(req, need), input, req, reply),
      );
    };
  return { get: add('get'), post: add('post'), put: add('put'), delete: add('delete'), patch: add('patch') };
}
