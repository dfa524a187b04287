/** The notification calls of the drawer (spec §7): cards page, mark seen. The groups are fetched on first use. */
import type { NotificationCard } from '@platform/contracts';

export type { NotificationCard };

/** Spec §9: page size 5 from page 0. */
export const NOTIFICATION_PAGE_SIZE = 5;

export interface NotificationPage {
  notifications: NotificationCard[];
  totalCount: number;
  pages: number;
}

/** GET /NotificationApi/Cards?pageNumber&pageSize (locale added by the client). Silent: the drawer shows its own error. */
export async function fetchNotificationCards(
  pageNumber: number,
  pageSize = NOTIFICATION_PAGE_SIZE,
): Promise<NotificationPage> {
  const { cards } = await import('@platform/api-client/notification');
  const { notifications, totalCount, pages } = await cards({ pageNumber, pageSize }, { silent: true });
  return { notifications, totalCount, pages };
}

/** The newest highlighted notifications pinned at the top of the drawer: two, so the list stays in view on a phone. */
export const HIGHLIGHT_PAGE_SIZE = 2;

/** GET /NotificationApi/Highlight (page 0): the highlighted cards, pinned above the list. Silent like the cards. */
export async function fetchHighlightedCards(pageSize = HIGHLIGHT_PAGE_SIZE): Promise<NotificationCard[]> {
  const { highlight } = await import('@platform/api-client/notification');
  const { notifications } = await highlight({ pageNumber: 0, pageSize }, { silent: true });
  return notifications;
}

/** PUT /AccountApi/NotificationLastSeen. */
export async function markNotificationsSeen(): Promise<void> {
  const { notificationLastSeen } = await import('@platform/api-client/account');
  await notificationLastSeen({ silent: true });
}
