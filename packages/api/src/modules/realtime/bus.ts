import Redis from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** A hub message addressed to some users (or to everyone), delivered by every API instance to its own connections. */
export interface HubEnvelope {
  /** null = every connected user */
  userIds: number[] | null;
  /** when given: the connections of these groups (userIds is then ignored) */
  groups?: string[];
  target: string;
  arguments: unknown[];
  /** with groups: after the message, its connections leave every group and are closed (allowReconnect false) */
  close?: boolean;
}

export interface HubBus {
  /** Publishes to every instance (this one included). */
  publish(msg: HubEnvelope): Promise<void>;
  /** Resolves when the bus is ready to deliver. */
  ready(): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'local' | 'redis';
}

/** Single instance: deliver straight to the local connections. */
export class LocalBus implements HubBus {
  readonly kind = 'local' as const;
  constructor(private readonly deliver: (msg: HubEnvelope) => void) {}
  async publish(msg: HubEnvelope) {
    this.deliver(msg);
  }
  async ready() {}
  async close() {}
}

export const HUB_CHANNEL = 'platform:hub';

/**
 * Several instances: one publisher and one subscriber connection to Redis. Every instance subscribes to
 * the channel and delivers what it receives to its own connections, so a publish on any instance reaches
 * every connected user exactly once.
 */
export class RedisBus implements HubBus {
  readonly kind = 'redis' as const;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly subscribed: Promise<void>;

  constructor(
    url: string,
    private readonly deliver: (msg: HubEnvelope) => void,
    private readonly log: FastifyBaseLogger,
    private readonly channel = HUB_CHANNEL,
  ) {
    const opts = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true } as const;
    this.pub = new Redis(url, opts);
    this.sub = new Redis(url, opts);
    for (const c of [this.pub, this.sub]) c.on('error', (err) => this.log.warn({ err }, 'redis hub bus error'));
    this.sub.on('message', (ch, raw) => {
      if (ch !== this.channel) return;
      try {
        this.deliver(JSON.parse(raw) as HubEnvelope);
      } catch (err) {
        this.log.warn({ err }, 'bad hub bus message');
      }
    });
    this.subscribed = this.sub.subscribe(this.channel).then(() => undefined);
    this.subscribed.catch((err) => this.log.error({ err }, 'redis subscribe failed'));
  }

  async publish(msg: HubEnvelope) {
    await this.pub.publish(this.channel, JSON.stringify(msg));
  }
  ready() {
    return this.subscribed;
  }
  async close() {
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}
