import type { FastifyInstance } from 'fastify';

/**
 * Feature modules of the API. Each is a Fastify plugin registered under the /api/v1 prefix by
 * buildServer(); a module owns its routes and uses app.db, app.config, app.authenticate and
 * request.user / request.locale (see ../http/context.ts). Add a module here to mount it.
 */
export type ApiModule = (app: FastifyInstance) => Promise<void>;
export const modules: Array<{ name: string; load: () => Promise<{ default: ApiModule }> }> = [
  { name: 'account', load: () => import('./account') },
  { name: 'reference', load: () => import('./reference') },
  { name: 'email', load: () => import('./email') },
  { name: 'realtime', load: () => import('./realtime') },
  { name: 'notifications', load: () => import('./notifications') },
  { name: 'files', load: () => import('./files') },
  { name: 'explore', load: () => import('./explore') },
  { name: 'resources', load: () => import('./resources') },
  { name: 'programs', load: () => import('./programs') },
  { name: 'provider-folders', load: () => import('./provider-folders') },
  { name: 'used-content', load: () => import('./used-content') },
  { name: 'folders', load: () => import('./folders') },
  { name: 'analytics', load: () => import('./analytics') },
  { name: 'metrics', load: () => import('./metrics') },
  { name: 'krea', load: () => import('./krea') },
  { name: 'krea-resource', load: () => import('./krea-resource') },
  { name: 'profile-team', load: () => import('./profile-team') },
  { name: 'student', load: () => import('./student') },
  { name: 'classpack', load: () => import('./classpack') },
  { name: 'live-class', load: () => import('./live-class') },
];
