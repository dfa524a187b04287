/**
 * Targeted notifications of the Krea review workflow (notification hub push, only to the targets; docs/decisions/0036,
 * 0047), for contents and resources alike: a language sent to review → the approving authors / admins of the school
 * group; approved or sent back with a comment → the owner and collaborators. The caller picks the targets.
 */
import type { FastifyInstance } from 'fastify';
import type { ExploreLocale } from '@platform/contracts';
import { notifyUpdated } from '../notifications/public';
import { EmailService, MAILING_LANGUAGE_SQL, toLocale } from '../email/public';

export type ReviewEvent = 'submitted' | 'approved' | 'returned';

const TEXTS: Record<
  'content' | 'resource',
  Record<ReviewEvent, Record<ExploreLocale, (title: string, l: ExploreLocale) => string>>
> = {
  content: {
    submitted: {
      es: (t, l) => `Para revisar: «${t}» (${l})`,
      en: (t, l) => `To review: “${t}” (${l})`,
      ca: (t, l) => `Per revisar: «${t}» (${l})`,
    },
    approved: {
      es: (t, l) => `Aprobado: «${t}» (${l})`,
      en: (t, l) => `Approved: “${t}” (${l})`,
      ca: (t, l) => `Aprovat: «${t}» (${l})`,
    },
    returned: {
      es: (t, l) => `Devuelto a borradores: «${t}» (${l})`,
      en: (t, l) => `Sent back to drafts: “${t}” (${l})`,
      ca: (t, l) => `Retornat a esborranys: «${t}» (${l})`,
    },
  },
  resource: {
    submitted: {
      es: (t, l) => `Recurso para revisar: «${t}» (${l})`,
      en: (t, l) => `Resource to review: “${t}” (${l})`,
      ca: (t, l) => `Recurs per revisar: «${t}» (${l})`,
    },
    approved: {
      es: (t, l) => `Recurso aprobado: «${t}» (${l})`,
      en: (t, l) => `Resource approved: “${t}” (${l})`,
      ca: (t, l) => `Recurs aprovat: «${t}» (${l})`,
    },
    returned: {
      es: (t, l) => `Recurso devuelto a borradores: «${t}» (${l})`,
      en: (t, l) => `Resource sent back to drafts: “${t}” (${l})`,
      ca: (t, l) => `Recurs retornat a esborranys: «${t}» (${l})`,
    },
  },
};

/** Writes one targeted notification (es/en/ca) for `users` and pushes it to them. */
export async function sendReviewNotice(
  app: FastifyInstance,
  users: number[],
  kind: 'content' | 'resource',
  event: ReviewEvent,
  title: string,
  locale: ExploreLocale,
  comment?: string,
  itemId?: number,
): Promise<void> {
  if (!users.length) return;
  await app.db.transaction(async (tx) => {
    const n = (
      await tx.query<{ id: number }>(
        `INSERT INTO notifications (tag, highlight, targeted) VALUES (1, false, true) RETURNING id`,
      )
    ).rows[0].id;
    for (const [l, text] of Object.entries(TEXTS[kind][event]))
      await tx.query(
        'INSERT INTO notification_locales (notification_id, locale, title, brief, detail) VALUES ($1, $2, $3, $4, $5)',
        [n, l, text(title, locale), comment ?? '', comment ?? ''],
      );
    for (const u of users)
      await tx.query('INSERT INTO notification_targets (notification_id, user_id) VALUES ($1, $2)', [n, u]);
  });
  await notifyUpdated(app, users);
  if (event === 'returned' && itemId !== undefined)
    await mailReturned(app, users, kind, itemId, title, locale, comment);
}

const LANGUAGE_NAMES: Record<ExploreLocale, Record<ExploreLocale, string>> = {
  es: { es: 'española', en: 'inglesa', ca: 'catalana' },
  en: { es: 'Spanish', en: 'English', ca: 'Catalan' },
  ca: { es: 'castellana', en: 'anglesa', ca: 'catalana' },
};

/**
 * Sent back to drafts: each author also gets an email (through the mailer: email_outbox, then SMTP when configured),
 * in their mailing language, with the reviewer's comment and a link to the editor. A failed send never undoes the review.
 */
async function mailReturned(
  app: FastifyInstance,
  users: number[],
  kind: 'content' | 'resource',
  itemId: number,
  title: string,
  locale: ExploreLocale,
  comment?: string,
): Promise<void> {
  const mailer = (app as unknown as { email?: EmailService }).email ?? new EmailService(app.db, app.config.smtpUrl);
  const { rows } = await app.db.query<{ email: string; lang: string | null }>(
    `SELECT email, ${MAILING_LANGUAGE_SQL} AS lang FROM users WHERE id = ANY($1::int[]) AND deleted_at IS NULL ORDER BY id`,
    [users],
  );
  const link = `${(app.config.publicUrl ?? `http://localhost:${app.config.port}`).replace(/\/+$/, '')}${kind === 'content' ? '/krea/content' : '/krea/resource'}/${itemId}?locale=${locale}`;
  for (const r of rows) {
    const l = toLocale(r.lang);
    try {
      await mailer.send({
        to: r.email,
        kind: 'kreaReturned',
        locale: l,
        data: { itemType: kind, title, language: LANGUAGE_NAMES[l][locale], comment, link },
      });
    } catch (e) {
      app.log.warn({ err: e, kind, itemId }, 'krea: the sent-back email could not be written');
    }
  }
}
