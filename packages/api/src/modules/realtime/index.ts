import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hubNegotiateQuerySchema } from '@platform/contracts';
import type { AuthUser } from '../../http/context';
import { doc } from '../../http/openapi';
import { readAccessToken } from '../../http/auth';
import { familyDenied } from '../account/tokens';
import { hasUnseen } from '../notifications/service';
import { HubError, NotificationHub } from './hub';
import { decorateRoot, rootInstance } from './root';
import { verifyAccessToken, WHOAMI_PATH } from './auth';

export { NotificationHub, HubError } from './hub';
export type { HubConnection, HubMethod } from './hub';

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
  const root = rootInstance(app);
  const hub = new NotificationHub({
    path: HUB_PATH,
    secret: app.config.jwtSecret,
    log: app.log,
    verify: (token) => verifyAccessToken(app, token),
    sessionOf: (token) => readAccessToken(token, app.config.jwtSecret)?.familyId ?? null,
    sessionEnded: (family) => familyDenied(app.db, family),
    redisUrl: app.config.redisUrl,
    pingIntervalMs: num(process.env.HUB_PING_INTERVAL_MS),
    clientTimeoutMs: num(process.env.HUB_CLIENT_TIMEOUT_MS),
  });
  decorateRoot(app, 'hub', hub);

  // SearchNotifications(userId): only for the caller's own id; answers NewNotification(hasUnseen) to the caller.
  hub.addMethod('SearchNotifications', async (conn, args) => {
    const requested = Number(args[0]);
    if (args.length < 1 || !Number.isInteger(requested) || requested !== conn.user.userId) {
      throw new HubError('SearchNotifications is only allowed for the connected user.');
    }
    conn.send('NewNotification', [await hasUnseen(app.db, conn.user.userId)]);
    return null;
  });

  const authenticate = async (req: FastifyRequest): Promise<AuthUser | null> => {
    if (req.user) return req.user;
    const header = req.headers.authorization;
    const q = (req.query as Record<string, unknown> | undefined)?.access_token;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : typeof q === 'string' ? q : '';
    return token ? verifyAccessToken(app, token) : null;
  };
  const unauthorized = (reply: FastifyReply) =>
    reply.code(401).send({ statusCode: 401, code: 'UNAUTHORIZED', message: 'A valid access token is required' });

  for (const prefix of [HUB_PATH]) {
    root.post(
      `${prefix}/negotiate`,
      {
        config: {
          rateLimit: false,
          ...doc({
            summary: 'SignalR negotiate: connection token and the WebSocket transport (bearer header or ?access_token)',
            tags: ['realtime'],
            auth: true,
            query: hubNegotiateQuerySchema,
          }),
        },
      },
      async (req, reply) => {
        const user = await authenticate(req);
        if (!user) return unauthorized(reply);
        return hub.negotiate(user);
      },
    );
    // Plain GET (no Upgrade): only the WebSocket transport is offered.
    root.get(
      prefix,
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
  }

  // The caller as the core's auth hook sees them (used to verify hub tokens when no verify function is exposed).
  root.get(
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

  const onUpgrade = (req: import('node:http').IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => {
    if (hub.handleUpgrade(req, socket, head)) return;
    // Nobody else handles upgrades: refuse instead of leaving the socket open.
    if (root.server.listenerCount('upgrade') === 1)
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  };
  root.server.on('upgrade', onUpgrade);

  // Close every connection with a Close message before the HTTP server stops.
  root.addHook('preClose', async () => {
    root.server.off('upgrade', onUpgrade);
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
}
