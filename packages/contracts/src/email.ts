/**
 * Email contract (spec platform §3 Contact / Foundation contact, §5 contact form, §7 Email, §9 limits;
 * quote request of /quote/{license}).
 */
import { z } from 'zod';
import { LOCALES } from './common';

export const CONTACT_NAME_MAX = 150;
export const CONTACT_MESSAGE_MAX = 500;
const email = z
  .string()
  .trim()
  .min(1, 'Enter your email address.')
  .max(254)
  .email('Invalid email. Try with a {email} format');
const required = (max: number, tooLong: string) =>
  z.string().trim().min(1, 'Please, complete all fields').max(max, tooLong);

export const contactSchema = z.object({
  name: required(CONTACT_NAME_MAX, `The name must have a maximum of ${CONTACT_NAME_MAX} characters.`),
  email,
  message: required(CONTACT_MESSAGE_MAX, `The message must have a maximum of ${CONTACT_MESSAGE_MAX} characters.`),
  role: z.enum(['teacher', 'author'], { message: 'Please, complete all fields' }),
  locale: z.enum(LOCALES).optional(),
});
export type ContactRequest = z.input<typeof contactSchema>;

export const foundationContactSchema = z.object({
  name: required(CONTACT_NAME_MAX, `The name must have a maximum of ${CONTACT_NAME_MAX} characters.`),
  foundation: required(200, 'The foundation must have a maximum of 200 characters.'),
  email,
  message: required(CONTACT_MESSAGE_MAX, `The message must have a maximum of ${CONTACT_MESSAGE_MAX} characters.`),
  locale: z.enum(LOCALES).optional(),
});
export type FoundationContactRequest = z.input<typeof foundationContactSchema>;

export const QUOTE_LICENSES = ['freemium', 'program', 'campus'] as const;
export const requestQuoteSchema = z.object({
  license: z.enum(QUOTE_LICENSES),
  name: required(CONTACT_NAME_MAX, `The name must have a maximum of ${CONTACT_NAME_MAX} characters.`),
  email,
  schoolName: required(200, 'The school name must have a maximum of 200 characters.'),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^\+?[0-9 ]*$/, 'Phone-like inputs allow digits only')
    .optional(),
  message: z.string().trim().max(CONTACT_MESSAGE_MAX).optional(),
  locale: z.enum(LOCALES).default('es'),
});
export type RequestQuoteRequest = z.input<typeof requestQuoteSchema>;

/** GET /Dev/Outbox query (development only): `to` filters by recipient; `limit` is clamped to 1..500 (default 50). */
export const outboxQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().optional(),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

/** GET /Dev/Outbox (development only) */
export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  locale: string;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}
