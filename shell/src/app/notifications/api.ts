/** The notification calls of the drawer (spec §7): cards page, mark seen. api-client is fetched on first use. */
import type { NotificationCard as ContractCard } from '@platform/contracts';

const client = () => import('@platform/api-client');

/** Spec §9: page size 5 from page 0. */
export const NOTIFICATION_PAGE_SIZE = 5;

/** A card as the drawer reads it: the contract's card, tolerant of the optional fields an older API may omit. */
export type NotificationCard = Pick<ContractCard, 'id' | 'title' | 'brief' | 'detail' | 'date'> & { tag: number }
  & Partial<Pick<ContractCard, 'startDate' | 'highlight' | 'unseen'>>;

export interface NotificationPage {
  notifications: NotificationCard[];
  totalCount: number;
  pages: number;
}

const unwrap = (data: unknown): Record<string, unknown> => {
  const d = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  return d.data && typeof d.data === 'object' && !Array.isArray(d.data) && 'notifications' in (d.data as object) ? (d.data as Record<string, unknown>) : d;
};

/** GET /NotificationApi/Cards?pageNumber&pageSize (locale added by the client). Silent: the drawer shows its own error. */
export async function fetchNotificationCards(pageNumber: number, pageSize = NOTIFICATION_PAGE_SIZE): Promise<NotificationPage> {
  const { apiClient } = await client();
  const d = unwrap((await apiClient.get('/NotificationApi/Cards', { params: { pageNumber, pageSize }, silent: true })).data);
  const notifications = Array.isArray(d.notifications) ? (d.notifications as NotificationCard[]) : [];
  const totalCount = Number(d.totalCount) || 0;
  const pages = Number(d.pages ?? d.totalPages) || Math.ceil(totalCount / pageSize);
  return { notifications, totalCount, pages };
}

/** PUT /AccountApi/NotificationLastSeen. */
export async function markNotificationsSeen(): Promise<void> {
  const { apiClient } = await client();
  await apiClient.put('/AccountApi/NotificationLastSeen', undefined, { silent: true });
}
