/**
 * Analytics page access (spec platform §7 "Other", krea §2): every navigation the guard decides is logged
 * with from, to, redirect and publicPage. The path of the call is not in the spec: POST /AnalyticsApi/PageAccess.
 */
import { z } from 'zod';
import { localeInputSchema } from './common';

/** An app path (never a full URL: no host, no scheme), with its query at most 2048 characters. */
const appPath = z
  .string()
  .max(2048, 'The path must have at most 2048 characters')
  .regex(/^\/(?!\/)[^\s]*$/, 'A path starting with a single "/" and without spaces');

export const pageAccessSchema = z
  .object({
    from: appPath.nullish(),
    to: appPath,
    /** the guard sent the user somewhere else than asked */
    redirect: z.boolean().default(false),
    /** the page is public (no sign-in needed) */
    publicPage: z.boolean().default(false),
    locale: localeInputSchema.optional(),
  })
  .strict();
export type PageAccessInput = z.input<typeof pageAccessSchema>;
