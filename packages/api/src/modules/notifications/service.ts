import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { cachedRead, registerCachedTables, tablesIn } from '../../http/read-cache';
import type {
  AppLocale as Locale,
  NotificationCard,
  NotificationCardsResponse,
  NotificationTag,
} from '@platform/contracts';

export interface CardsFilter {
  userId: number;
  locale: Locale;
  pageNumber: number;
  pageSize: number;
  tag?: number;
  search?: string;
  unseen?: boolean;
  highlightOnly?: boolean;
}

interface Row {
  id: number;
  tag: number;
  date: Date | string;
  start_date: Date | string;
  highlight: boolean;
  title: string;
  brief: string;
  detail: string;
  locale: Locale;
  unseen: boolean;
  total_count?: string | number;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * "Unseen" (spec §4 drawer, §7 NewNotification): visible now (start_date <= now), newer than the user's
 * NotificationLastSeen (users.notification_last_seen, set by PUT /AccountApi/NotificationLastSeen) and not
 * individually opened (notification_seen).
 */
const UNSEEN_SQL = `(NOT EXISTS (SELECT 1 FROM notification_seen s WHERE s.notification_id = n.id AND s.user_id = $1)
  AND n.start_date > COALESCE((SELECT u.notification_last_seen FROM users u WHERE u.id = $1), '-infinity'::timestamptz))`;

/** A targeted notification reaches only its targets (notification_targets); the others reach everyone. */
const FOR_USER_SQL = `(NOT n.targeted OR EXISTS (SELECT 1 FROM notification_targets nt WHERE nt.notification_id = n.id AND nt.user_id = $1))`;

/** Localized texts: the requested locale, else es, else any. */
const LOCALIZED_JOIN = `JOIN LATERAL (
    SELECT l.locale, l.title, l.brief, l.detail FROM notification_locales l
    WHERE l.notification_id = n.id
    ORDER BY (l.locale = $2) DESC, (l.locale = 'es') DESC, l.locale
    LIMIT 1) t ON true`;

function toCard(r: Row): NotificationCard {
  return {
    id: Number(r.id),
    title: r.title,
    brief: r.brief ?? '',
    detail: r.detail ?? '',
    date: iso(r.date ?? r.start_date),
    startDate: iso(r.start_date),
    tag: Number(r.tag) as NotificationTag,
    highlight: Boolean(r.highlight),
    unseen: Boolean(r.unseen),
    locale: r.locale,
  };
}

// what a user's cards are read from; any write to one of them drops every cached list (ADR 0037)
const CARDS_TABLES = tablesIn(UNSEEN_SQL, FOR_USER_SQL, LOCALIZED_JOIN, 'FROM notifications n');
registerCachedTables(CARDS_TABLES); // at load, in every process (see read-cache.ts)
const CARDS_TTL_MS = 30_000;

/**
 * The caller's notification cards, through the read cache per user and filter (ADR 0037): exact on writes, and the
 * clock (a notification scheduled for later appears when its start_date comes) by an entry that lives no longer than
 * the next start_date still to come.
 */
export async function listCards(db: Db, f: CardsFilter): Promise<NotificationCardsResponse> {
  const r = await cachedRead(
    db,
    `ncards:${f.userId}:${JSON.stringify(f)}`,
    CARDS_TABLES,
    async () => {
      // "later" counted from before the list is read (a notification that starts meanwhile ends the entry too)
      const t0 = new Date();
      const [cards, next] = await Promise.all([
        listCardsQuery(db, f),
        db.query<{ next: Date | string | null }>(
          'SELECT min(start_date) AS next FROM notifications WHERE start_date > $1',
          [t0],
        ),
      ]);
      const at = next.rows[0]?.next;
      return { cards, nextStart: at ? new Date(at).getTime() : Infinity };
    },
    (v, startedAt) => Math.min(CARDS_TTL_MS, v.nextStart - startedAt),
  );
  return r.cards;
}

async function listCardsQuery(db: Db, f: CardsFilter): Promise<NotificationCardsResponse> {
  const params: unknown[] = [f.userId, f.locale];
  const where = ['n.start_date <= now()', FOR_USER_SQL];
  if (f.tag) {
    params.push(f.tag);
    where.push(`n.tag = $${params.length}`);
  }
  if (f.highlightOnly) where.push('n.highlight');
  if (f.search) {
    params.push(`%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(t.title ILIKE $${params.length} OR t.brief ILIKE $${params.length})`);
  }
  if (f.unseen) where.push(UNSEEN_SQL);
  params.push(f.pageSize, f.pageNumber * f.pageSize);
  const { rows } = await db.query<Row>(
    `SELECT n.id, n.tag, n.date, n.start_date, n.highlight, t.locale, t.title, t.brief, t.detail,
            ${UNSEEN_SQL} AS unseen, count(*) OVER () AS total_count
       FROM notifications n ${LOCALIZED_JOIN}
      WHERE ${where.join(' AND ')}
      ORDER BY n.start_date DESC, n.id DESC
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  let totalCount = rows.length ? Number(rows[0].total_count) : 0;
  if (!rows.length && f.pageNumber > 0) {
    // Past the last page: still report the total.
    const c = await db.query<{ c: string }>(
      `SELECT count(*) AS c FROM notifications n ${LOCALIZED_JOIN} WHERE $1::int IS NOT NULL AND ${where.join(' AND ')}`,
      params.slice(0, -2),
    );
    totalCount = Number(c.rows[0].c);
  }
  return {
    notifications: rows.map(toCard),
    totalCount,
    pages: Math.ceil(totalCount / f.pageSize),
    pageNumber: f.pageNumber,
    pageSize: f.pageSize,
    hasUnseen: await hasUnseen(db, f.userId),
  };
}

export async function getCard(db: Db, userId: number, locale: Locale, id: number): Promise<NotificationCard | null> {
  const { rows } = await db.query<Row>(
    `SELECT n.id, n.tag, n.date, n.start_date, n.highlight, t.locale, t.title, t.brief, t.detail, ${UNSEEN_SQL} AS unseen
       FROM notifications n ${LOCALIZED_JOIN}
      WHERE n.id = $3 AND n.start_date <= now() AND ${FOR_USER_SQL}`,
    [userId, locale, id],
  );
  return rows[0] ? toCard(rows[0]) : null;
}

/** Marks one notification as seen by the user (opening its detail). */
export async function markSeen(db: Db, userId: number, id: number): Promise<void> {
  await db.query(`INSERT INTO notification_seen (user_id, notification_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
    userId,
    id,
  ]);
}

export async function hasUnseen(db: Db, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM notifications n WHERE n.start_date <= now() AND ${FOR_USER_SQL} AND ${UNSEEN_SQL}) AS any`,
    [userId],
  );
  return Boolean(rows[0]?.any);
}

export interface PublishInput {
  tag: NotificationTag | number;
  /** texts per locale; es is expected (it is the fallback) */
  texts: Partial<Record<Locale, { title: string; brief?: string; detail?: string }>>;
  startDate?: Date;
  date?: Date;
  highlight?: boolean;
  /** users who receive the push; omitted = every connected user */
  userIds?: number[];
}

/**
 * Inserts a notification with its localized texts and pushes UpdatedNotifications (and, for each
 * recipient, nothing else: the client searches again) to the affected connected users, on every API
 * instance (through the hub's bus). A notification whose startDate is in the future is stored but not pushed.
 */
export async function publishNotification(
  app: Pick<FastifyInstance, 'db'> & { hub?: FastifyInstance['hub'] },
  input: PublishInput,
): Promise<{ id: number }> {
  const locales = Object.entries(input.texts).filter(([, t]) => t && t.title);
  if (!locales.length) throw new Error('publishNotification: at least one localized title is required');
  const startDate = input.startDate ?? new Date();
  const id = await app.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO notifications (tag, date, start_date, highlight) VALUES ($1, $2, $3, $4) RETURNING id`,
      [input.tag, input.date ?? startDate, startDate, input.highlight ?? false],
    );
    const nid = Number(rows[0].id);
    for (const [locale, t] of locales) {
      await tx.query(
        `INSERT INTO notification_locales (notification_id, locale, title, brief, detail) VALUES ($1, $2, $3, $4, $5)`,
        [nid, locale, t!.title, t!.brief ?? '', t!.detail ?? ''],
      );
    }
    return nid;
  });
  if (startDate.getTime() <= Date.now()) await notifyUpdated(app, input.userIds ?? null);
  return { id };
}

/** Pushes UpdatedNotifications to the given users (null = everyone) on every instance. */
export async function notifyUpdated(app: { hub?: FastifyInstance['hub'] }, userIds: number[] | null): Promise<void> {
  await app.hub?.sendToUsers(userIds, 'UpdatedNotifications', []);
}
