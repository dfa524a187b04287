/**
 * Notifications contract (spec platform §3 Notification, §4 notification drawer, §7 Notifications, §9 page size).
 * GET /NotificationApi/Cards, GET /NotificationApi/Highlight, GET /NotificationApi/{id}; hub /notificationHub.
 */
import { z } from 'zod';
import { bodyIdSchema, LOCALES, type AppLocale } from './common';

/** Tags (spec §3/§9): content 1, feature 2, maintenance 3, ephemeride 4, general 5, teachersTraining 6. */
export const NOTIFICATION_TAGS = {
  content: 1,
  feature: 2,
  maintenance: 3,
  ephemeride: 4,
  general: 5,
  teachersTraining: 6,
} as const;
export type NotificationTag = (typeof NOTIFICATION_TAGS)[keyof typeof NOTIFICATION_TAGS];
export const NOTIFICATION_PAGE_SIZE = 5;

const boolish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const notificationCardsQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(0).max(100000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(NOTIFICATION_PAGE_SIZE),
  /** one tag (1-6); also accepted as filters.tag / Filters.Tag */
  tag: z.coerce.number().int().min(1).max(6).optional(),
  /** free text over title and brief */
  search: z.string().trim().max(200).optional(),
  /** only notifications the caller has not seen */
  unseen: boolish.optional(),
  locale: z.enum(LOCALES).optional(),
});
export type NotificationCardsQuery = z.infer<typeof notificationCardsQuerySchema>;

export interface NotificationCard {
  id: number;
  title: string;
  brief: string;
  /** rich text (HTML) */
  detail: string;
  /** the date shown on the card (ISO) */
  date: string;
  /** visible from (ISO) */
  startDate: string;
  tag: NotificationTag;
  highlight: boolean;
  /** the caller has not seen it yet (newer than NotificationLastSeen and not opened) */
  unseen: boolean;
  /** the locale the texts are in (falls back to es when the requested one is missing) */
  locale: AppLocale;
}
export interface NotificationCardsResponse {
  notifications: NotificationCard[];
  totalCount: number;
  pages: number;
  pageNumber: number;
  pageSize: number;
  /** whether the caller has any unseen notification (the bell) */
  hasUnseen: boolean;
}

/** POST /notificationHub/negotiate query: the access token (browsers cannot set headers on the WebSocket). */
export const hubNegotiateQuerySchema = z.object({
  access_token: z.string().max(4000).optional(),
  negotiateVersion: z.coerce.number().int().min(0).max(100).optional(),
});

const devTitle = z.string().trim().min(1, 'title is required').max(300);
const devNotificationTextsSchema = z.object({
  title: devTitle,
  brief: z.string().max(1000).optional(),
  detail: z.string().max(20000).optional(),
});
/**
 * POST /Dev/Notifications body (development only): one title/brief/detail for every language, or `texts` per
 * language (es required: Spanish is the fallback); tag 1-6 (default 5); userIds limits who sees it.
 */
export const devNotificationSchema = z
  .object({
    title: devTitle.optional(),
    brief: z.string().max(1000).optional(),
    detail: z.string().max(20000).optional(),
    texts: z
      .object({
        es: devNotificationTextsSchema,
        en: devNotificationTextsSchema.optional(),
        ca: devNotificationTextsSchema.optional(),
      })
      .optional(),
    tag: z.number().int().min(1).max(6).optional(),
    highlight: z.boolean().optional(),
    userIds: z.array(bodyIdSchema).optional(),
  })
  .refine((b) => b.texts !== undefined || b.title !== undefined, {
    path: ['title'],
    message: 'title is required (or texts.es)',
  });
export type DevNotificationRequest = z.input<typeof devNotificationSchema>;

/** Hub methods and client events on /notificationHub. */
export const NOTIFICATION_HUB = {
  path: '/notificationHub',
  /** client → server: SearchNotifications(userId) */
  searchNotifications: 'SearchNotifications',
  /** server → client: NewNotification(hasUnseen: boolean) */
  newNotification: 'NewNotification',
  /** server → client: UpdatedNotifications() — search again */
  updatedNotifications: 'UpdatedNotifications',
} as const;
