import { z } from 'zod';
import type { RouteOptions } from 'fastify';
import { apiErrorBodySchema } from '@platform/contracts';

/** Route documentation, attached as `config: { openapi: doc({...}) }`; schemas are zod schemas from contracts. */
export interface RouteDoc {
  summary?: string;
  description?: string;
  tags?: string[];
  auth?: boolean;
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  /** status → zod schema of the answer (or a plain description) */
  responses?: Record<number, z.ZodType | string>;
  /**
   * The route reads nothing from the path, the query or the body (only headers or cookies). Routes that take input
   * document it with params / query / body; test/core/openapi.test.ts fails for a route with neither.
   */
  noInput?: boolean;
}
export const doc = (d: RouteDoc) => ({ openapi: d });

export interface CollectedRoute {
  method: string;
  url: string;
  doc?: RouteDoc;
}

type JsonSchema = Record<string, unknown>;
function toSchema(s: z.ZodType | undefined): JsonSchema | undefined {
  if (!s) return undefined;
  try {
    const out = z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    delete out.$schema;
    return out;
  } catch {
    return {};
  }
}

/** Collects routes (onRoute) and renders an OpenAPI 3.1 document from them. */
export class OpenApiRegistry {
  private routes: CollectedRoute[] = [];
  private cached: unknown = null;

  onRoute = (r: RouteOptions) => {
    const methods = (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    const cfg = r.config as { openapi?: RouteDoc } | undefined;
    for (const m of methods) this.routes.push({ method: m.toLowerCase(), url: r.url, doc: cfg?.openapi });
    this.cached = null;
  };

  /** Every route seen so far (HEAD / OPTIONS left out), documented or not. */
  list(): readonly CollectedRoute[] {
    return this.routes;
  }

  document(info: { title: string; version: string }) {
    if (this.cached) return this.cached;
    const paths: Record<string, Record<string, unknown>> = {};
    const errorSchema = toSchema(apiErrorBodySchema);
    for (const r of this.routes) {
      if (r.url.includes('*')) continue;
      const path = r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const d = r.doc ?? {};
      const parameters: unknown[] = [];
      const pp = toSchema(d.params) as { properties?: Record<string, unknown> } | undefined;
      for (const m of r.url.matchAll(/:([A-Za-z0-9_]+)/g)) {
        parameters.push({
          name: m[1],
          in: 'path',
          required: true,
          schema: pp?.properties?.[m[1]] ?? { type: 'string' },
        });
      }
      const q = toSchema(d.query) as { properties?: Record<string, unknown>; required?: string[] } | undefined;
      for (const [name, schema] of Object.entries(q?.properties ?? {})) {
        parameters.push({ name, in: 'query', required: q?.required?.includes(name) ?? false, schema });
      }
      const responses: Record<string, unknown> = {};
      for (const [status, s] of Object.entries(d.responses ?? { 200: 'OK' })) {
        responses[status] =
          typeof s === 'string'
            ? { description: s }
            : { description: 'OK', content: { 'application/json': { schema: toSchema(s) } } };
      }
      responses.default = { description: 'Error', content: { 'application/json': { schema: errorSchema } } };
      const op: Record<string, unknown> = {
        operationId: `${r.method}_${path.replace(/[^A-Za-z0-9]+/g, '_')}`,
        summary: d.summary,
        description: d.description,
        tags: d.tags ?? [path.split('/')[3] ?? 'root'],
        parameters,
        responses,
      };
      if (d.auth) op.security = [{ bearer: [] }];
      if (d.noInput) op['x-no-input'] = true;
      if (d.body) {
        const body = toSchema(d.body) as { required?: string[] } | undefined;
        op.requestBody = {
          required: (body?.required?.length ?? 0) > 0,
          content: { 'application/json': { schema: body } },
        };
      }
      (paths[path] ??= {})[r.method] = op;
    }
    this.cached = {
      openapi: '3.1.0',
      info,
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          refreshCookie: { type: 'apiKey', in: 'cookie', name: 'refresh_token' },
        },
      },
      paths,
    };
    return this.cached;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes collected for the OpenAPI document (decorated by buildServer). */
    openapiRegistry: OpenApiRegistry;
  }
  interface FastifyContextConfig {
    /** documentation of the route for GET /api/v1/openapi.json */
    openapi?: RouteDoc;
  }
}
