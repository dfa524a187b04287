import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/types';
import { render, toLocale, type EmailKind, type Locale, type TemplateData } from './templates';

export type { EmailKind, Locale, TemplateData } from './templates';

/** Where contact forms and quote requests go. */
export const SUPPORT_ADDRESS = process.env.SUPPORT_EMAIL || 'support@kimple.local';
const FROM_ADDRESS = process.env.MAIL_FROM || 'Kimple <no-reply@kimple.local>';

export interface SendTemplate<K extends EmailKind = EmailKind> {
  to: string;
  kind: K;
  data: TemplateData[K];
  /** Language of the email. Omitted: the recipient's mailing language when they are a user, else es. */
  locale?: Locale | string;
}
export interface SendRaw {
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  locale?: Locale | string;
}
export interface OutboxRow {
  id: number;
  to_email: string;
  subject: string;
  body_html: string;
  body_text: string;
  kind: string;
  locale: string;
  created_at: string;
  sent_at: string | null;
  error: string | null;
}
export interface SentEmail {
  id: number;
  sent: boolean;
  error?: string;
}

/**
 * Writes every email to email_outbox and, when an SMTP URL is configured, sends it with nodemailer
 * (recording sent_at or error on the row). Sending failures never throw to the caller: the row keeps the error.
 */
export class EmailService {
  private transporter: Transporter | null;

  constructor(
    private readonly db: Db,
    smtpUrl?: string,
    transporter?: Transporter,
  ) {
    this.transporter = transporter ?? (smtpUrl ? nodemailer.createTransport(smtpUrl) : null);
  }

  /** Renders the template of `kind` in the recipient's language and sends it. */
  async send<K extends EmailKind>(input: SendTemplate<K>): Promise<SentEmail> {
    const locale = input.locale ? toLocale(input.locale) : await this.mailingLanguageOf(input.to);
    const { subject, html, text } = render(input.kind, locale, input.data);
    return this.sendRaw({ to: input.to, subject, html, text, kind: input.kind, locale });
  }

  /** Stores and sends an already rendered email. */
  async sendRaw(input: SendRaw): Promise<SentEmail> {
    const locale = toLocale(input.locale);
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO email_outbox (to_email, subject, body_html, body_text, kind, locale)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [input.to.trim(), input.subject, input.html, input.text, input.kind, locale],
    );
    const id = Number(rows[0].id);
    if (!this.transporter) return { id, sent: false };
    try {
      await this.transporter.sendMail({
        from: FROM_ADDRESS,
        to: input.to,
        subject: input.subject,
        html: input.html,
        text: input.text,
      });
      await this.db.query('UPDATE email_outbox SET sent_at = now(), error = NULL WHERE id = $1', [id]);
      return { id, sent: true };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      await this.db.query('UPDATE email_outbox SET error = $2 WHERE id = $1', [id, error.slice(0, 1000)]);
      return { id, sent: false, error };
    }
  }

  /** The recipient's mailing language when they are a known user (languageConfiguration), else es. */
  async mailingLanguageOf(email: string): Promise<Locale> {
    try {
      const { rows } = await this.db.query<{ locale: string | null }>(
        `SELECT ${MAILING_LANGUAGE_SQL} AS locale FROM users WHERE lower(email) = lower($1) LIMIT 1`,
        [email.trim()],
      );
      return toLocale(rows[0]?.locale);
    } catch {
      return 'es';
    }
  }

  /** Development outbox: the newest emails first, optionally only those to one address. */
  async outbox(to?: string, limit = 50): Promise<OutboxRow[]> {
    const { rows } = to
      ? await this.db.query<OutboxRow>(
          'SELECT * FROM email_outbox WHERE lower(to_email) = lower($1) ORDER BY id DESC LIMIT $2',
          [to.trim(), limit],
        )
      : await this.db.query<OutboxRow>('SELECT * FROM email_outbox ORDER BY id DESC LIMIT $1', [limit]);
    return rows;
  }

  async close(): Promise<void> {
    this.transporter?.close();
  }
}

/** SQL expression giving a user's mailing language code (es|en|ca) from the users row. */
export const MAILING_LANGUAGE_SQL = 'mailing_language';
