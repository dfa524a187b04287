import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hubNegotiateQuerySchema } from '@platform/contracts';
import type { AuthUser } from '../../http/context';
import { doc } from '../../http/openapi';
import { readAccessToken } from '../../http/auth';
import { familyDenied } from '../account/public';
import { hasUnseen } from '../notifications/public';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { HubError, NotificationHub, type HubOptions } from './hub';
import { decorateRoot, rootInstance } from './root';
import { verifyAccessToken, WHOAMI_PATH } from './auth';

export { NotificationHub, HubError } from './hub';
export type { HubConnection, HubMethod, HubOptions } from './hub';

/** Where the hub is mounted: at the root of the origin (not under /api/v1), as the client's withUrl('/notificationHub'). */
export const HUB_PATH = '/notificationHub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SignalR notification hub (realtime module): sendToUsers(userIds | null, target, args). */
    hub: NotificationHub;
  }
}

/** Test knobs (ping interval etc.) read from the environment so tests can shorten them. */
const num = (v: string | undefined) => (v && Number.isFinite(Number(v)) ? Number(v) : undefined);

/**
 * Realtime module: POST /notificationHub/negotiate and the WebSocket at /notificationHub (SignalR JSON
 * protocol). Registered like every module (under /api/v1); its routes go on the root instance.
 */
export default async function realtime(app: FastifyInstance): Promise<void> {
  const hub = await mountHub(app, HUB_PATH);
  decorateRoot(app, 'hub', hub);

  // SearchNotifications(userId): only for the caller's own id; answers NewNotification(hasUnseen) to the caller.
  hub.addMethod('SearchNotifications', async (conn, args) => {
    const requested = Number(args[0]);
    if (args.length < 1 || !Number.isInteger(requested) || !conn.user || requested !== conn.user.userId) {
      throw new HubError('SearchNotifications is only allowed for the connected user.');
    }
    conn.send('NewNotification', [await hasUnseen(app.db, conn.user.userId)]);
    return null;
  });

  // The caller as the core's auth hook sees them (used to verify hub tokens when no verify function is exposed).
  rootInstance(app).get(
    WHOAMI_PATH,
    {
      config: doc({
        summary: 'The caller as the auth hook sees them (hub token check)',
        tags: ['realtime'],
        auth: true,
        noInput: true,
      }),
    },
    async (req, reply) => (req.user ? req.user : unauthorized(reply)),
  );
}

const unauthorized = (reply: FastifyReply) =>
  reply.code(401).send({ statusCode: 401, code: 'UNAUTHORIZED', message: 'A valid access token is required' });

/** The hubs mounted on a root instance: one upgrade listener hands each WebSocket upgrade to the hub of its path. */
const mounted = new WeakMap<FastifyInstance, NotificationHub[]>();

/**
 * Mounts a SignalR hub at `path` on the root of the origin: POST {path}/negotiate, the WebSocket upgrade, Close to
 * every connection at shutdown. `anonymous`: connections without an access token are admitted (a given token must be
 * valid). Each hub has its own bus channel, so a message of one hub never reaches another's connections.
 */
export async function mountHub(
  app: FastifyInstance,
  path: string,
  opts: Pick<HubOptions, 'anonymous' | 'onDisconnect' | 'onDeliver'> = {},
): Promise<NotificationHub> {
  const root = rootInstance(app);
  const hub = new NotificationHub({
    path,
    secret: app.config.jwtSecret,
    log: app.log,
    verify: (token) => verifyAccessToken(app, token),
    sessionOf: (token) => readAccessToken(token, app.config.jwtSecret)?.familyId ?? null,
    sessionEnded: (family) => familyDenied(app.db, family),
    redisUrl: app.config.redisUrl,
    busChannel: path === HUB_PATH ? undefined : `platform:hub:${path.replace(/^\//, '')}`,
    anonymous: opts.anonymous,
    onDisconnect: opts.onDisconnect,
    onDeliver: opts.onDeliver,
    pingIntervalMs: num(process.env.HUB_PING_INTERVAL_MS),
    clientTimeoutMs: num(process.env.HUB_CLIENT_TIMEOUT_MS),
  });

  const authenticate = async (req: FastifyRequest): Promise<AuthUser | null | false> => {
    if (req.user) return req.user;
    const header = req.headers.authorization;
    const q = (req.query as Record<string, unknown> | undefined)?.access_token;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : typeof q === 'string' ? q : '';
    if (!token) return null;
    return (await verifyAccessToken(app, token)) ?? false;
  };

  root.post(
    `${path}/negotiate`,
    {
      config: {
        rateLimit: false,
        ...doc({
          summary: opts.anonymous
            ? 'SignalR negotiate: connection token and the WebSocket transport (anonymous, or a bearer header / ?access_token)'
            : 'SignalR negotiate: connection token and the WebSocket transport (bearer header or ?access_token)',
          tags: ['realtime'],
          auth: !opts.anonymous,
          query: hubNegotiateQuerySchema,
        }),
      },
    },
    async (req, reply) => {
      const user = await authenticate(req);
      if (user === false || (!user && !opts.anonymous)) return unauthorized(reply);
      return hub.negotiate(user);
    },
  );
  // Plain GET (no Upgrade): only the WebSocket transport is offered.
  root.get(
    path,
    {
      config: doc({
        summary: 'The hub WebSocket (SignalR JSON protocol); a plain GET without Upgrade answers 400',
        tags: ['realtime'],
        query: hubNegotiateQuerySchema,
      }),
    },
    async (_req, reply) =>
      reply
        .code(400)
        .send({ statusCode: 400, code: 'WEBSOCKET_REQUIRED', message: 'Connect with the WebSocket transport' }),
  );

  let hubs = mounted.get(root);
  if (!hubs) {
    const list: NotificationHub[] = [];
    mounted.set(root, (hubs = list));
    const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (list.some((h) => h.handleUpgrade(req, socket, head))) return;
      // Nobody else handles upgrades: refuse instead of leaving the socket open.
      if (root.server.listenerCount('upgrade') === 1)
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    };
    root.server.on('upgrade', onUpgrade);
    root.addHook('preClose', async () => {
      root.server.off('upgrade', onUpgrade);
    });
  }
  hubs.push(hub);

  // Close every connection with a Close message before the HTTP server stops.
  root.addHook('preClose', async () => {
    await hub.close();
  });
  root.addHook('onClose', async () => {
    await hub.close();
  });
  // Wait (bounded) for the Redis subscription so messages published right after start are not lost.
  await Promise.race([
    hub.ready().catch((err) => app.log.error({ err }, 'hub bus not ready')),
    new Promise((resolve) => setTimeout(resolve, 3000).unref()),
  ]);
  return hub;
}
