import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket, type RawData } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../http/context';
import { LocalBus, RedisBus, type HubBus, type HubEnvelope } from './bus';
import {
  MessageType,
  RS,
  completion,
  frame,
  invocation,
  parseMessage,
  splitRecords,
  type HubMessage,
} from './protocol';

export interface HubConnection {
  readonly connectionId: string;
  /** null on a hub that admits anonymous connections (HubOptions.anonymous) when no access token was given */
  readonly user: AuthUser | null;
  /** the client's address (the socket's remote address) */
  readonly ip: string;
  /** per-connection state a hub's methods keep (e.g. the live class's participant) */
  readonly data: Record<string, unknown>;
  /** the groups this connection has joined */
  readonly groups: ReadonlySet<string>;
  send(target: string, args: unknown[]): void;
  /** groups: messages sent with sendToGroups reach the connections that joined the group, on every instance */
  join(group: string): void;
  leave(group: string): void;
  /** closes the connection with a Close message (no reconnection when allowReconnect is false) */
  close(error?: string, allowReconnect?: boolean): void;
}

/** A hub method: returns the completion result (or throws HubError to answer with an error completion). */
export type HubMethod = (conn: HubConnection, args: unknown[]) => Promise<unknown> | unknown;
export class HubError extends Error {}

export interface HubOptions {
  path: string;
  secret: string;
  log: FastifyBaseLogger;
  verify: (token: string) => Promise<AuthUser | null>;
  /**
   * The session an access token belongs to (its refresh family), read once when the socket opens, and whether that
   * session has ended since (logout, a reused refresh token, a password reset: ADR 0049). A connection whose session
   * ended is closed at the next ping round, with `allowReconnect: false`: an open socket does not outlive its session.
   */
  sessionOf?: (token: string) => string | null;
  sessionEnded?: (session: string) => Promise<boolean>;
  redisUrl?: string;
  /** the Redis channel of this hub's bus (one per hub) */
  busChannel?: string;
  /** connections without an access token are admitted (user null); a given token must still be valid */
  anonymous?: boolean;
  /** called once when a connection closes (after it left its groups) */
  onDisconnect?: (conn: HubConnection) => void;
  /** sees every message this instance delivers (whatever instance published it), before its connections do */
  onDeliver?: (msg: HubEnvelope) => void;
  /** Server pings (type 6) every pingIntervalMs; a client silent for clientTimeoutMs is dropped. */
  pingIntervalMs?: number;
  clientTimeoutMs?: number;
  handshakeTimeoutMs?: number;
}

class Connection implements HubConnection {
  handshaken = false;
  lastReceived = Date.now();
  readonly data: Record<string, unknown> = {};
  readonly groups = new Set<string>();
  private buffer = '';
  constructor(
    readonly connectionId: string,
    readonly user: AuthUser | null,
    readonly ws: WebSocket,
    /** the access token's session (refresh family), null for a token issued without one */
    readonly session: string | null = null,
    readonly ip = '',
    private readonly hub?: { joinGroup(c: Connection, g: string): void; leaveGroup(c: Connection, g: string): void },
  ) {}
  send(target: string, args: unknown[]) {
    this.write(invocation(target, args));
  }
  join(group: string) {
    this.hub?.joinGroup(this, group);
  }
  leave(group: string) {
    this.hub?.leaveGroup(this, group);
  }
  close(error?: string, allowReconnect = false) {
    this.write({ type: MessageType.Close, ...(error ? { error } : {}), allowReconnect });
    this.ws.close(1000);
  }
  write(msg: object) {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(frame(msg));
  }
  feed(chunk: string): string[] {
    const { records, rest } = splitRecords(this.buffer + chunk);
    this.buffer = rest;
    if (this.buffer.length > 1_000_000) throw new Error('record too large');
    return records;
  }
}

/**
 * A SignalR hub (/notificationHub, /liveClassHub): negotiate, WebSocket transport, JSON protocol (handshake,
 * invocations, completions, pings, close), a registry of connections per user and per group, and fan-out through a
 * bus (local, or Redis pub/sub across instances).
 */
export class NotificationHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  private readonly byUser = new Map<number, Set<Connection>>();
  private readonly byGroup = new Map<string, Set<Connection>>();
  private readonly all = new Set<Connection>();
  private readonly methods = new Map<string, HubMethod>();
  private readonly bus: HubBus;
  private readonly timer: NodeJS.Timeout;
  private closing = false;

  constructor(private readonly opts: HubOptions) {
    const deliver = (msg: HubEnvelope) => this.deliverLocal(msg);
    this.bus = opts.redisUrl ? new RedisBus(opts.redisUrl, deliver, opts.log, opts.busChannel) : new LocalBus(deliver);
    this.timer = setInterval(() => this.tick(), opts.pingIntervalMs ?? 15_000);
    this.timer.unref();
  }

  get busKind() {
    return this.bus.kind;
  }
  ready() {
    return this.bus.ready();
  }

  addMethod(name: string, fn: HubMethod) {
    this.methods.set(name.toLowerCase(), fn);
  }

  /** Number of open connections on this instance (optionally of one user). */
  connectionCount(userId?: number): number {
    if (userId !== undefined) return this.byUser.get(userId)?.size ?? 0;
    return this.all.size;
  }

  /**
   * Sends target(args) to the connections of the given groups on every instance; `close`: then those connections
   * leave every group and are closed with a Close message (allowReconnect false), wherever they are.
   */
  async sendToGroups(groups: string[], target: string, args: unknown[] = [], close = false): Promise<void> {
    await this.bus.publish({ userIds: [], groups, target, arguments: args, ...(close ? { close } : {}) });
  }

  joinGroup(conn: Connection, group: string) {
    if (!this.all.has(conn)) return;
    let set = this.byGroup.get(group);
    if (!set) this.byGroup.set(group, (set = new Set()));
    set.add(conn);
    conn.groups.add(group);
  }
  leaveGroup(conn: Connection, group: string) {
    const set = this.byGroup.get(group);
    set?.delete(conn);
    if (set && set.size === 0) this.byGroup.delete(group);
    conn.groups.delete(group);
  }

  /** Sends target(args) to the given users (null = everyone) on every instance. */
  async sendToUsers(userIds: number[] | null, target: string, args: unknown[] = []): Promise<void> {
    await this.bus.publish({ userIds, target, arguments: args });
  }

  // ------------------------------------------------------------------ negotiate
  negotiate(user: AuthUser | null) {
    const connectionId = randomBytes(16).toString('base64url');
    return {
      negotiateVersion: 1,
      connectionId,
      connectionToken: `${connectionId}.${this.sign(connectionId, user?.userId ?? 0)}`,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    };
  }

  private sign(connectionId: string, userId: number) {
    return createHmac('sha256', this.opts.secret)
      .update(`hub:${connectionId}:${userId}`)
      .digest('base64url')
      .slice(0, 22);
  }

  /** A connection token is valid when it was issued (by any instance sharing the secret) to this user. */
  private checkConnectionToken(token: string, userId: number): string | null {
    const [id, mac] = token.split('.');
    if (!id || !mac) return null;
    const expected = Buffer.from(this.sign(id, userId));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  // ------------------------------------------------------------------ WebSocket upgrade
  /** Handles an HTTP upgrade request for the hub path; returns false when the path is not the hub's. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== this.opts.path && url.pathname !== `${this.opts.path}/`) return false;
    const reject = (status: number, text: string) => {
      socket.end(
        `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${text.length}\r\n\r\n${text}`,
      );
    };
    if (this.closing) {
      reject(503, 'Service Unavailable');
      return true;
    }
    const header = req.headers.authorization;
    const token = url.searchParams.get('access_token') || (header?.startsWith('Bearer ') ? header.slice(7) : '');
    (async () => {
      const user = token ? await this.opts.verify(token).catch(() => null) : null;
      if (!user && (token || !this.opts.anonymous)) return reject(401, 'Unauthorized');
      const id = url.searchParams.get('id');
      let connectionId: string | null = randomBytes(16).toString('base64url');
      if (id) connectionId = this.checkConnectionToken(id, user?.userId ?? 0);
      if (!connectionId) return reject(404, 'No Connection with that ID');
      const session = token ? (this.opts.sessionOf?.(token) ?? null) : null;
      const ip = req.socket.remoteAddress ?? '';
      this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, user, connectionId!, session, ip));
    })().catch((err) => {
      this.opts.log.error({ err }, 'hub upgrade failed');
      reject(500, 'Internal Server Error');
    });
    return true;
  }

  private accept(ws: WebSocket, user: AuthUser | null, connectionId: string, session: string | null, ip: string) {
    const conn = new Connection(connectionId, user, ws, session, ip, this);
    const handshakeTimer = setTimeout(() => {
      if (!conn.handshaken) ws.close(1002, 'handshake timeout');
    }, this.opts.handshakeTimeoutMs ?? 15_000);
    ws.on('message', (data: RawData) => {
      conn.lastReceived = Date.now();
      let records: string[];
      try {
        records = conn.feed(
          Buffer.isBuffer(data)
            ? data.toString('utf8')
            : Array.isArray(data)
              ? Buffer.concat(data).toString('utf8')
              : Buffer.from(data).toString('utf8'),
        );
      } catch {
        ws.close(1009, 'message too large');
        return;
      }
      for (const record of records) {
        if (!conn.handshaken) {
          clearTimeout(handshakeTimer);
          this.handshake(conn, record);
          continue;
        }
        const msg = parseMessage(record);
        if (!msg) {
          conn.write({ type: MessageType.Close, error: 'Invalid message.', allowReconnect: false });
          ws.close(1003);
          return;
        }
        this.onMessage(conn, msg).catch((err) => this.opts.log.error({ err }, 'hub message failed'));
      }
    });
    ws.on('close', () => {
      clearTimeout(handshakeTimer);
      this.unregister(conn);
    });
    ws.on('error', (err) => this.opts.log.debug({ err }, 'hub socket error'));
  }

  private handshake(conn: Connection, record: string) {
    let req: { protocol?: unknown; version?: unknown } | null = null;
    try {
      req = JSON.parse(record);
    } catch {
      /* handled below */
    }
    if (!req || req.protocol !== 'json') {
      conn.ws.send(
        JSON.stringify({ error: `Requested protocol '${String(req?.protocol ?? '')}' is not available.` }) + RS,
      );
      conn.ws.close(1002);
      return;
    }
    if (req.version !== 1) {
      conn.ws.send(
        JSON.stringify({
          error: `The server does not support version ${String(req.version)} of the 'json' protocol.`,
        }) + RS,
      );
      conn.ws.close(1002);
      return;
    }
    conn.handshaken = true;
    conn.ws.send('{}' + RS);
    this.register(conn);
  }

  private async onMessage(conn: Connection, msg: HubMessage) {
    switch (msg.type) {
      case MessageType.Invocation: {
        const { invocationId, target } = msg as { invocationId?: string; target?: unknown };
        const args = Array.isArray((msg as { arguments?: unknown }).arguments)
          ? (msg as { arguments: unknown[] }).arguments
          : [];
        const method = typeof target === 'string' ? this.methods.get(target.toLowerCase()) : undefined;
        let outcome: { result?: unknown; error?: string };
        if (!method) outcome = { error: `Unknown hub method '${String(target)}'` };
        else {
          try {
            outcome = { result: await method(conn, args) };
          } catch (err) {
            outcome = {
              error:
                err instanceof HubError
                  ? `An unexpected error occurred invoking '${String(target)}' on the server. HubException: ${err.message}`
                  : `An unexpected error occurred invoking '${String(target)}' on the server.`,
            };
            if (!(err instanceof HubError)) this.opts.log.error({ err }, 'hub method failed');
          }
        }
        if (invocationId !== undefined && invocationId !== null) conn.write(completion(String(invocationId), outcome));
        return;
      }
      case MessageType.StreamInvocation: {
        const id = (msg as { invocationId?: string }).invocationId;
        if (id) conn.write(completion(String(id), { error: 'Streaming hub methods are not supported.' }));
        return;
      }
      case MessageType.Close:
        conn.ws.close(1000);
        return;
      default:
        // Ping, CancelInvocation, StreamItem, Completion, Ack, Sequence: nothing to do (lastReceived already updated).
        return;
    }
  }

  private register(conn: Connection) {
    this.all.add(conn);
    if (!conn.user) return;
    let set = this.byUser.get(conn.user.userId);
    if (!set) this.byUser.set(conn.user.userId, (set = new Set()));
    set.add(conn);
  }
  private unregister(conn: Connection) {
    if (!this.all.delete(conn)) return;
    for (const g of [...conn.groups]) this.leaveGroup(conn, g);
    const set = conn.user ? this.byUser.get(conn.user.userId) : undefined;
    if (set) {
      set.delete(conn);
      if (set.size === 0) this.byUser.delete(conn.user!.userId);
    }
    if (this.closing) return;
    try {
      this.opts.onDisconnect?.(conn);
    } catch (err) {
      this.opts.log.error({ err }, 'hub disconnect handler failed');
    }
  }

  private deliverLocal(msg: HubEnvelope) {
    this.opts.onDeliver?.(msg);
    if (msg.groups?.length) {
      const seen = new Set<Connection>();
      for (const g of msg.groups)
        for (const conn of this.byGroup.get(g) ?? [])
          if (!seen.has(conn)) {
            seen.add(conn);
            conn.send(msg.target, msg.arguments);
          }
      if (msg.close)
        for (const conn of seen) {
          for (const g of [...conn.groups]) this.leaveGroup(conn, g);
          conn.close(undefined, false);
        }
      return;
    }
    const targets =
      msg.userIds === null
        ? [...this.byUser.values()]
        : (msg.userIds.map((id) => this.byUser.get(id)).filter(Boolean) as Set<Connection>[]);
    for (const set of targets) for (const conn of set) conn.send(msg.target, msg.arguments);
  }

  private tick() {
    const now = Date.now();
    const timeout = this.opts.clientTimeoutMs ?? 30_000;
    for (const conn of this.all) {
      if (now - conn.lastReceived > timeout) {
        conn.write({
          type: MessageType.Close,
          error: 'Server timeout elapsed without receiving a message from the client.',
          allowReconnect: true,
        });
        conn.ws.terminate();
        continue;
      }
      conn.write({ type: MessageType.Ping });
    }
    void this.closeEndedSessions().catch((err) => this.opts.log.warn({ err }, 'hub: session check failed'));
  }

  /** Closes, without reconnection, the connections whose session has ended (one check per session). */
  private async closeEndedSessions() {
    const ended = this.opts.sessionEnded;
    if (!ended) return;
    const bySession = new Map<string, Connection[]>();
    for (const set of this.byUser.values())
      for (const conn of set)
        if (conn.session) bySession.set(conn.session, [...(bySession.get(conn.session) ?? []), conn]);
    for (const [session, conns] of bySession) {
      if (!(await ended(session))) continue;
      for (const conn of conns) {
        conn.write({ type: MessageType.Close, error: 'The session has ended.', allowReconnect: false });
        conn.ws.close(1000);
      }
    }
  }

  /** Sends Close to every connection and stops. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    clearInterval(this.timer);
    const closed: Promise<void>[] = [];
    for (const ws of this.wss.clients) {
      closed.push(
        new Promise((resolve) => {
          ws.once('close', () => resolve());
          if (ws.readyState === ws.OPEN) ws.send(frame({ type: MessageType.Close, allowReconnect: true }));
          ws.close(1001, 'server shutting down');
          setTimeout(() => {
            ws.terminate();
            resolve();
          }, 1000).unref();
        }),
      );
    }
    await Promise.all(closed);
    this.byUser.clear();
    this.byGroup.clear();
    this.all.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    await this.bus.close();
  }
}
